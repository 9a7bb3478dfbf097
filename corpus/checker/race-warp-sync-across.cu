// The warp-sync model still reports races between warps: the same exchange as
// race-warp-sync-block.cu, but each thread reads the slot 32 places away, in the other warp.
// cudak-args: --race-model=warp-sync
#include <stdio.h>
__global__ void swap_halves(int *out) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  buf[t] = t * t;
  out[t] = buf[t ^ 32];
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  swap_halves<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[32]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1024 0
// expect-exit: 1
// expect-report: ^race-warp-sync-across\.cu:9:15: error: data race on shared memory: read of 4 bytes at 'buf'\[32\] conflicts with an earlier write
// expect-report: ^race-warp-sync-across\.cu:8:10: note: previous write by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\)
// expect-report: ^race-warp-sync-across\.cu:9:15: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings; 63 repeats folded \(seed 0\)
