// Launch dimensions convert to dim3 through its constructor's unsigned int parameters: a
// floating value is truncated (C++ floating-integral conversion), as nvcc does.
#include <cstdio>
__global__ void k(int *o)
{
  o[threadIdx.x + blockIdx.x * blockDim.x] = gridDim.x * 10 + blockDim.x;
}
int main()
{
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  k<<<1.5, 2.0>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  dim3 g = 3.9f;
  printf("%d %d %u %u\n", h[0], h[1], g.x, g.y);
  return 0;
}
// expect: 12 12 3 1
