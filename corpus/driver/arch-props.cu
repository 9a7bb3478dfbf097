// -arch=sm_61 selects the limits of compute capability 6.1 (Pascal GP10x), which
// cudaGetDeviceProperties reports and the kernel sees as __CUDA_ARCH__ 610; -arch=sm_35 and
// sm_61 reported sm_52's limits before (issue 5).
#include <cstdio>

__global__ void arch (int *out)
{
#ifdef __CUDA_ARCH__
  *out = __CUDA_ARCH__;
#endif
}

int main ()
{
  cudaDeviceProp p;
  cudaGetDeviceProperties (&p, 0);
  printf ("cc %d.%d, %d threads/SM, %d blocks/SM, %zu bytes shared/SM\n", p.major, p.minor,
          p.maxThreadsPerMultiProcessor, p.maxBlocksPerMultiProcessor, p.sharedMemPerMultiprocessor);
  int *d, h = 0;
  cudaMalloc (&d, sizeof h);
  arch<<<1, 1>>> (d);
  cudaMemcpy (&h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree (d);
  printf ("__CUDA_ARCH__ %d\n", h);
  return 0;
}

// cudak-args: -arch=sm_61
// expect: cc 6.1, 2048 threads/SM, 32 blocks/SM, 98304 bytes shared/SM
// expect: __CUDA_ARCH__ 610
