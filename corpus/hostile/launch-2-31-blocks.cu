// A launch of 2^31 blocks: one more than gridDim.x allows.
#include <stdio.h>
__global__ void k(int *p) { if (p) *p = 1; }
int main(void) {
  k<<<1u << 31, 1>>>(NULL);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
