// Mismatched barrier functions under independent thread scheduling: warp 0 counts with
// __syncthreads_count() while warp 1 votes with __syncthreads_or() at another statement.
// cudak-args: -arch=sm_70
#include <stdio.h>
__global__ void k(const int *in, int *out) {
  int t = threadIdx.x;
  int c;
  if (t < 32) c = __syncthreads_count(in[t] > 0);
  else        c = __syncthreads_or(in[t] > 0);
  out[t] = c;
}
int main(void) {
  int h[64];
  for (int i = 0; i < 64; i++) h[i] = i % 3;
  int *din, *dout;
  cudaMalloc(&din, sizeof h); cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 64>>>(din, dout);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[63]);
  cudaFree(din); cudaFree(dout);
  return 0;
}
//
// Both statements count on barrier 0, so the block goes on; cudak gives both warps the result
// of the reduction that opened the barrier (the count: 42 of 64 inputs are non-zero).
// SPDX-License-Identifier: MIT
// expect: 42 42
// expect-exit: 1
// expect-report: ^its-sync-mismatch-count-or\.cu:9:19: error: barrier mismatch: warp 1 of block \(0,0,0\) waits at barrier 0 here, other threads of the block at its-sync-mismatch-count-or\.cu:8:19
// expect-report: ^its-sync-mismatch-count-or\.cu:9:19: note: threads 32-63 wait here; __syncthreads_or\(\) here and __syncthreads_count\(\) there count on the same barrier, so neither result is defined
// expect-report: ^its-sync-mismatch-count-or\.cu:8:19: note: other threads of the block wait at this barrier statement
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
