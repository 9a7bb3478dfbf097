// Read after write on static shared memory: each thread reads its right neighbour's slot with no
// barrier between the write and the read [K §3.1].
#include <stdio.h>
#define N 64
__global__ void shift(int *out) {
  __shared__ int buf[N];
  int t = threadIdx.x;
  buf[t] = t * 10;
  /* __syncthreads() missing */
  out[t] = buf[(t + 1) % N];
}
int main(void) {
  int *d, h[N];
  cudaMalloc(&d, sizeof h);
  shift<<<1, N>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[N - 1]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 10 0
// expect-exit: 1
// expect-report: ^race-shared-raw\.cu:10:15: error: data race on shared memory: read of 4 bytes at 'buf'\[1\] conflicts with an earlier write
// expect-report: ^race-shared-raw\.cu:8:10: note: previous write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)
// expect-report: ^race-shared-raw\.cu:10:15: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings; 63 repeats folded \(seed 0\)
