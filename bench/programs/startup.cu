// bench/programs/startup.cu: the smallest whole program (one launch of one thread that does
// nothing): what every cudak run pays before its first statement (start-up, parse, lowering).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>
__global__ void nothing(void) {
}
int main(void) {
  nothing<<<1, 1>>>();
  cudaDeviceSynchronize();
  printf("startup ok\n");
  return 0;
}
