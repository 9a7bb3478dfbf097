// Under --race-model=warp-sync only a converged warp is ordered: here the writing lanes and the
// reading lanes are on the two sides of a branch, so the warp has diverged and the exchange races.
// cudak-args: --race-model=warp-sync
#include <stdio.h>
__global__ void handoff(int *out) {
  __shared__ int buf[32];
  int t = threadIdx.x;
  if (t < 16)
    buf[t] = t + 1;
  else
    out[t] = buf[t - 16];
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  handoff<<<1, 32>>>(d);
  cudaMemcpy(h + 16, d + 16, 16 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h[16] == 1 || h[16] != 1);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^race-warp-sync-diverged\.cu:11:17: error: uninitialized read of 4 bytes in shared memory at offset 0 of 'buf'
// expect-report: ^race-warp-sync-diverged\.cu:11:17: note: read by thread \(16,0,0\) of block \(0,0,0\) \(warp 0, lane 16\)
// expect-report: ^race-warp-sync-diverged\.cu:9:12: error: data race on shared memory: write of 4 bytes at 'buf'\[0\] conflicts with an earlier read
// expect-report: ^race-warp-sync-diverged\.cu:11:17: note: previous read by thread \(16,0,0\) of block \(0,0,0\) \(warp 0, lane 16\)
// expect-report: ^race-warp-sync-diverged\.cu:9:12: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 2 errors, 0 warnings; 30 repeats folded \(seed 0\)
