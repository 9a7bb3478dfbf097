// corpus/streams/stream-0-fair.cu: stream-0.cu under --progress=fair: the two streams interleave,
// 'first' sets the flag while 'second' spins, and the program terminates (which CUDA does not
// promise: stream-0.cu).
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
  second<<<1, 1, 0, s1>>>(flag);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(flag);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --progress=fair
// expect: cudaSuccess
