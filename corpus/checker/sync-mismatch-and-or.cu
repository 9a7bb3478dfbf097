// Mismatched barrier functions: warp 0 votes with __syncthreads_and() while warp 1 votes with
// __syncthreads_or() at another statement; the two reductions use one barrier and neither result
// is defined.
#include <stdio.h>
__global__ void vote(const int *in, int *out) {
  int t = threadIdx.x, r;
  if (t < 32)
    r = __syncthreads_and(in[t] > 0);
  else
    r = __syncthreads_or(in[t] > 0);
  out[t] = r;
}
int main(void) {
  int h[64], *din, *dout;
  for (int i = 0; i < 64; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  vote<<<1, 64>>>(din, dout);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("done\n");
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: done
// expect-exit: 1
// expect-report: ^sync-mismatch-and-or\.cu:10:9: error: barrier mismatch: warp 1 of block \(0,0,0\) waits at barrier 0 here, other warps of the block at sync-mismatch-and-or\.cu:8:9
// expect-report: ^sync-mismatch-and-or\.cu:10:9: note: threads 32-63 wait here; __syncthreads_or\(\) here and __syncthreads_and\(\) there count on the same barrier, so neither result is defined$
// expect-report: ^sync-mismatch-and-or\.cu:8:9: note: other warps of the block wait at this barrier statement
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
