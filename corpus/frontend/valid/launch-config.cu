// Every launch form (dim3 from a constructor, an integer, a temporary; shared memory; a stream).
#include <cuda_runtime.h>
#include <cstdio>
__global__ void k(int *p) { p[(blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x] = warpSize; }
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
  int h[64];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[31], h[63]);
  cudaFree(d);
  return 0;
}
// expect: 32 32 32
