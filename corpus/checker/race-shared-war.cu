// Write after read on static shared memory: every thread reads the slot of the thread 32 places
// ahead (the other warp), then overwrites its own slot without a barrier in between.
#include <stdio.h>
#define N 64
__global__ void rotate(int *out) {
  __shared__ int buf[N];
  int t = threadIdx.x;
  buf[t] = t;
  __syncthreads();
  int v = buf[(t + 32) % N];
  buf[t] = v + 100;
  __syncthreads();
  out[t] = buf[t];
}
int main(void) {
  int *d, h[N];
  cudaMalloc(&d, sizeof h);
  rotate<<<1, N>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[N - 1]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 132 131
// expect-exit: 1
// expect-report: ^race-shared-war\.cu:11:10: error: data race on shared memory: write of 4 bytes at 'buf'\[0\] conflicts with an earlier read
// expect-report: ^race-shared-war\.cu:10:14: note: previous read by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\)
// expect-report: ^race-shared-war\.cu:11:10: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings; 63 repeats folded \(seed 0\)
