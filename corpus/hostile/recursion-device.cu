// Recursion without end on the device.
#include <stdio.h>
__device__ int depth(int n) { return depth(n + 1) + 1; }
__global__ void k(int *out) { *out = depth(0); }
int main(void) {
  int *d;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
