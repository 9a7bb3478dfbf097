// 1-byte accesses of a warp take the race checker's warp-wide path on byte cells (issue 22):
// each thread stores its byte of 'buf', then reads the byte of the mirror thread, which the
// other warp stored, with no barrier between: the read races with that warp's store.
#include <stdio.h>
__global__ void mirror(char *out) {
  __shared__ char buf[64];
  int t = threadIdx.x;
  buf[t] = (char) ('a' + t % 26);
  out[t] = buf[63 - t];
}
int main(void) {
  char h[64], *out;
  cudaMalloc(&out, sizeof h);
  mirror<<<1, 64>>>(out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%c %c\n", h[0], h[63]);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: l a
// expect-exit: 1
// expect-report: ^race-warp-bytes\.cu:9:15: error: data race on shared memory: read of 1 byte at 'buf'\[63\] conflicts with an earlier write$
// expect-report: ^race-warp-bytes\.cu:8:10: note: previous write by thread \(63,0,0\) of block \(0,0,0\) \(warp 1, lane 31\)$
// expect-report: ^race-warp-bytes\.cu:9:15: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-warp-bytes\.cu:9:15: note: data-race reported 64 times \(63 repeats folded\)$
