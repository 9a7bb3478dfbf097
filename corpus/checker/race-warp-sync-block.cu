// The race-model difference, block model (the default): a warp-synchronous exchange in which lane
// t reads the value lane t^1 stored just before, with no barrier. Under --race-model=block every
// two threads race unless a barrier orders them, so the read is reported; race-warp-sync-ok.cu is
// the same program under --race-model=warp-sync, where it is race-free.
#include <stdio.h>
__global__ void swap_pairs(int *out) {
  __shared__ int buf[32];
  int t = threadIdx.x;
  buf[t] = t * t;
  out[t] = buf[t ^ 1];
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  swap_pairs<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[31]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 0 900
// expect-exit: 1
// expect-report: ^race-warp-sync-block\.cu:10:15: error: data race on shared memory: read of 4 bytes at 'buf'\[1\] conflicts with an earlier write
// expect-report: ^race-warp-sync-block\.cu:9:10: note: previous write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)
// expect-report: ^race-warp-sync-block\.cu:10:15: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings; 31 repeats folded \(seed 0\)
