// -gencode with two targets: the device model is the newest real architecture named (sm_80),
// as the newest GPU named would run that code; the limits are those of compute capability 8.0.
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

// cudak-args: -gencode arch=compute_75,code=sm_75 -gencode=arch=compute_80,code=[sm_80,compute_80]
// nvcc-args: -gencode arch=compute_75,code=sm_75 -gencode=arch=compute_80,code=[sm_80,compute_80]
// expect: cc 8.0, 2048 threads/SM, 32 blocks/SM, 167936 bytes shared/SM
// expect: __CUDA_ARCH__ 800
