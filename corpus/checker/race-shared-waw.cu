// Write after write on shared memory between two statements: the first warp writes slot t, the
// second warp then writes slot t - 32 with a different value, with no barrier between them.
#include <stdio.h>
#define N 64
__global__ void overwrite(int *out) {
  __shared__ int buf[N];
  int t = threadIdx.x;
  if (t < 32)
    buf[t] = 1;
  else
    buf[t - 32] = 2;
  __syncthreads();
  if (t < 32)
    out[t] = buf[t];
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  overwrite<<<1, N>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[5]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 2
// expect-exit: 1
// expect-report: ^race-shared-waw\.cu:11:17: error: data race on shared memory: write of 4 bytes at 'buf'\[0\] conflicts with an earlier write
// expect-report: ^race-shared-waw\.cu:9:12: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-shared-waw\.cu:11:17: note: write by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\); the values differ
// expect-report: ^cudak: 1 error, 0 warnings; 31 repeats folded \(seed 0\)
