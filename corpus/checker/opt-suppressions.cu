// --suppressions=FILE: the rules of opt-suppressions.supp drop the race in kernel 'shift' and the
// leaks; the race in kernel 'mirror' and the uninitialised read in host function 'peek_tail'
// match no rule and are still reported. The summary counts the suppressed findings.
// cudak-args: --suppressions=opt-suppressions.supp
// data: opt-suppressions.supp
#include <stdio.h>
#include <stdlib.h>
__global__ void shift(int *out) {
  __shared__ int buf[32];
  buf[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = buf[(threadIdx.x + 1) % 32];
}
__global__ void mirror(int *out) {
  __shared__ int buf[32];
  buf[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = buf[31 - threadIdx.x];
}
static int peek_tail(const int *p) {
  return p[1];
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  shift<<<1, 32>>>(d);
  mirror<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int *t = (int *) malloc(2 * sizeof(int));
  t[0] = 0;
  printf("%d %d\n", h[0], peek_tail(t) * 0);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 31 0
// expect-exit: 1
// expect-report: ^opt-suppressions\.cu:16:25: error: data race on shared memory: read of 4 bytes at 'buf'\[31\] conflicts with an earlier write
// expect-report: ^opt-suppressions\.cu:19:11: error: uninitialized read of 4 bytes in host memory at offset 4 of an allocation of 8 bytes allocated at opt-suppressions\.cu:27:20
// expect-report: ^cudak: 2 errors, 0 warnings; 31 repeats folded, \d+ suppressed \(seed 0\)$
