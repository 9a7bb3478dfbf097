// cudaMalloc and cudaMemcpy of 2^40 bytes.
#include <stdio.h>
int main(void) {
  char *d = NULL, h[16] = {0};
  cudaError_t e = cudaMalloc(&d, 1ull << 40);
  printf("%s\n", cudaGetErrorName(e));
  cudaMalloc(&d, 16);
  e = cudaMemcpy(d, h, 1ull << 40, cudaMemcpyHostToDevice);
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
