// --print-limit=1: three distinct errors and a leak; only the first report of each kind is
// printed (the second race is not), the summary counts them all and names what was not shown.
// cudak-args: --print-limit=1
#include <stdio.h>
#include <stdlib.h>
__global__ void k(int *a, int *b) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  a[threadIdx.x] = s[(threadIdx.x + 1) % 32];
  b[0] = threadIdx.x;
}
int main(void) {
  int *a, *b;
  cudaMalloc(&a, 32 * sizeof(int));
  cudaMalloc(&b, sizeof(int));
  k<<<1, 32>>>(a, b);
  cudaDeviceSynchronize();
  int *h = (int *) malloc(2 * sizeof(int));
  h[0] = 1;
  printf("%d\n", h[0] + h[1] * 0);
  cudaFree(a);
  cudaFree(b);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^opt-print-limit\.cu:9:21: error: data race on shared memory: read of 4 bytes at 's'\[1\] conflicts with an earlier write
// expect-report: ^opt-print-limit\.cu:20:26: error: uninitialized read of 4 bytes in host memory
// expect-report: ^opt-print-limit\.cu:18:20: warning: leak: 8 bytes allocated by malloc are never freed
// expect-report: ^cudak: 3 errors, 1 warning; \d+ repeats folded, 1 not shown \(--print-limit=1 per kind: 1 data-race\) \(seed 0\)$
