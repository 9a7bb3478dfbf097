// --error-exitcode=0: a run with an error (a shared-memory race) and a program that returns 7.
// 0 keeps the program's own status, 7.
// cudak-args: --error-exitcode=0
#include <stdio.h>
__global__ void k(int *a) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  a[threadIdx.x] = s[31 - threadIdx.x];
}
int main(void) {
  int *a, h[32];
  cudaMalloc(&a, sizeof h);
  k<<<1, 32>>>(a);
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[0]);
  cudaFree(a);
  return 7;
}
//
// SPDX-License-Identifier: MIT
// expect: 31
// expect-exit: 7
// expect-report: ^opt-error-exitcode-0\.cu:8:21: error: data race on shared memory: read of 4 bytes at 's'\[31\] conflicts with an earlier write
// expect-report: ^opt-error-exitcode-0\.cu:7:18: note: previous write by thread \(31,0,0\) of block \(0,0,0\) \(warp 0, lane 31\)
// expect-report: ^cudak: 1 error, 0 warnings; 31 repeats folded \(seed 0\)$
