// syntax-only
#include <cuda_runtime.h>
__global__ void k(int *p) { p[threadIdx.x] = warpSize; }
int main()
{
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  dim3 g(2, 2);
  dim3 b = dim3(16);
  k<<<g, b>>>(d);
  k<<<1, 32, 0>>>(d);
  cudaStream_t s;
  cudaStreamCreate(&s);
  k<<<dim3(1, 1, 1), 32, 128, s>>>(d);
  cudaStreamDestroy(s);
  cudaFree(d);
  return 0;
}
