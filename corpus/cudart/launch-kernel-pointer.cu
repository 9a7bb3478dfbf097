// corpus/cudart/launch-kernel-pointer.cu: a kernel named in host code as a function pointer
// designates its device code, the code <<<...>>> runs: cudaLaunchKernel runs it with
// __CUDA_ARCH__ defined and the SIMT branching of device code (lanes of one warp take both
// sides of the branch), also through a pointer stored in a host variable.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void mirror (int *x)
{
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads ();
  if (threadIdx.x & 1)
    x[threadIdx.x] = s[63 - threadIdx.x];
  else
    x[threadIdx.x] = -s[threadIdx.x];
#ifdef __CUDA_ARCH__
  if (threadIdx.x == 0)
    x[0] = 1000;
#endif
}

int main ()
{
  int *d;
  cudaMalloc ((void **) &d, 64 * sizeof (int));
  void *args[] = { &d };
  cudaError_t e = cudaLaunchKernel ((const void *) mirror, dim3 (1), dim3 (64), args, 0, 0);
  printf ("cudaLaunchKernel: %s\n", cudaGetErrorName (e));
  int h[64];
  cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("%d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[63]);
  void (*k) (int *) = mirror;
  cudaMemset (d, 0, sizeof h);
  e = cudaLaunchKernel ((const void *) k, dim3 (1), dim3 (64), args, 0, 0);
  printf ("through a variable: %s\n", cudaGetErrorName (e));
  cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("%d %d\n", h[0], h[3]);
  cudaFree (d);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaLaunchKernel: cudaSuccess
// expect: 1000 62 -2 60 0
// expect: through a variable: cudaSuccess
// expect: 1000 60
