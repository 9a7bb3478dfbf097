// One warp statement whose lanes read cells that one earlier statement of the same warp wrote
// (one epoch for all of them): the race checker decides such a statement once per epoch and
// compares only the threads per lane (issue 22). Even lanes read their own store (program
// order), odd lanes the store of the even lane before them, with no __syncwarp() between:
// lane 1's read races with lane 0's store.
#include <stdio.h>
__global__ void pairs(int *out) {
  __shared__ int a[32];
  int t = threadIdx.x;
  a[t] = t * 3;
  out[t] = a[t & ~1];
}
int main(void) {
  int h[32], *out;
  cudaMalloc(&out, sizeof h);
  pairs<<<1, 32>>>(out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[1], h[31]);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0 90
// expect-exit: 1
// expect-report: ^race-warp-own-lane\.cu:11:13: error: data race on shared memory: read of 4 bytes at 'a'\[0\] conflicts with an earlier write$
// expect-report: ^race-warp-own-lane\.cu:10:8: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-warp-own-lane\.cu:11:13: note: read by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)$
// expect-report: ^race-warp-own-lane\.cu:11:13: note: data-race reported 16 times \(15 repeats folded\)$
