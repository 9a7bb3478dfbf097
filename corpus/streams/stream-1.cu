// corpus/streams/stream-1.cu: seed 003, Example Execution.Model.Stream.1 in CUDA C. 'second'
// spins on a flag that 'first' sets; both are in one stream, which runs 'first' to completion
// before 'second' starts, so the program terminates.
#include <stdio.h>

__global__ void first(volatile int *flag) { *flag = 1; }
__global__ void second(volatile int *flag) {
  while (*flag == 0) {}
}

int main() {
  int *flag;
  cudaMalloc(&flag, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  first<<<1, 1, 0, s0>>>(flag);
  second<<<1, 1, 0, s0>>>(flag);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(flag);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaSuccess
