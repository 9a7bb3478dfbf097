// corpus/streams/copy-overlap.cu: a copy overlapping a kernel. 'wait_ready' in stream s0 spins
// until a flag in device memory becomes 1, and the flag is written by a cudaMemcpyAsync from
// pinned memory in stream s1: the program ends only because the copy runs while the kernel does.
// (CUDA does not promise that overlap; run under --progress=fair, where streams interleave.)
#include <stdio.h>

__global__ void wait_ready(volatile int *flag, int *out) {
  while (*flag == 0) {}
  *out = 42;
}

int main() {
  int *flag, *out, *one, h = 0;
  cudaMalloc(&flag, sizeof(int));
  cudaMalloc(&out, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  cudaMallocHost(&one, sizeof(int));
  *one = 1;
  cudaStream_t s0, s1;
  cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  wait_ready<<<1, 1, 0, s0>>>(flag, out);
  cudaMemcpyAsync(flag, one, sizeof(int), cudaMemcpyHostToDevice, s1);
  cudaDeviceSynchronize();
  cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("out = %d\n", h);
  cudaFreeHost(one);
  cudaFree(flag);
  cudaFree(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --progress=fair
// expect: out = 42
