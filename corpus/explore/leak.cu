// --explore=4 over a program with the same finding under every seed: one outcome, but it has a
// finding (a leak warning; each run keeps the program's status 0, issue 18), so exploring exits
// with 1.
#include <stdio.h>
__global__ void fill(int *a) {
  a[threadIdx.x] = threadIdx.x;
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  fill<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[31]);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// cudak-args: --sched=random --explore=4
// timeout: 90
// expect: cudak: explored 4 seeds (0-3): 1 distinct outcome
// expect: outcome 1: 4 seeds (0-3): exit 0, 1 finding
// expect:   | 0 31
// expect:   ! leak.cu:10:3: warning: leak: 128 bytes allocated by cudaMalloc are never freed
// expect-exit: 1
