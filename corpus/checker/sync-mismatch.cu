// Barrier mismatch: the two warps of the block wait at different __syncthreads() statements. On a
// pre-Volta GPU both count on barrier 0 and the block goes on, but the program is wrong.
#include <stdio.h>
__global__ void two_paths(int *out) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  if (t < 32) {
    buf[t] = 1;
    __syncthreads();
    out[t] = buf[t + 32];
  } else {
    buf[t] = 2;
    __syncthreads();
    out[t] = buf[t - 32];
  }
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  two_paths<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[63]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 2 1
// expect-exit: 1
// expect-report: ^sync-mismatch\.cu:13:5: error: barrier mismatch: warp 1 of block \(0,0,0\) waits at barrier 0 here, other warps of the block at sync-mismatch\.cu:9:5
// expect-report: ^sync-mismatch\.cu:13:5: note: threads 32-63 wait here
// expect-report: ^sync-mismatch\.cu:9:5: note: other warps of the block wait at this barrier statement
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
