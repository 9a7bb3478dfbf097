// Barrier divergence inside a warp: only the lower half of the only warp reaches __syncthreads().
#include <stdio.h>
__global__ void half(int *out) {
  __shared__ int buf[32];
  int t = threadIdx.x;
  buf[t] = t;
  if (t < 16) {
    __syncthreads();
    buf[t] += buf[t + 16];
  }
  out[t] = t;
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  half<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[31]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 31
// expect-exit: 1
// expect-report: ^sync-divergence-warp\.cu:8:5: error: barrier divergence: barrier 0 reached by threads 0-15 of block \(0,0,0\) but not by threads 16-31 of the same warp
// expect-report: ^sync-divergence-warp\.cu:8:5: note: threads 16-31 \(warp 0\) have not exited but took another path: every live thread of a block must reach the same barrier
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
