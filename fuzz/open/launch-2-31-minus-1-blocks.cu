// A valid launch of 2^31 - 1 blocks that each do a little work.
#include <stdio.h>
__global__ void k(unsigned *p) { atomicAdd(p, 1u); }
int main(void) {
  unsigned *d, h = 0;
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  k<<<(1u << 31) - 1, 1>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
