// Every thread of a large grid prints many lines.
#include <stdio.h>
__global__ void storm(void) {
  for (int i = 0; i < 1000; i++)
    printf("block %d thread %d line %d\n", blockIdx.x, threadIdx.x, i);
}
int main(void) {
  storm<<<1024, 1024>>>();
  cudaError_t e = cudaDeviceSynchronize();
  fprintf(stderr, "%s\n", cudaGetErrorName(e));
  return 0;
}
