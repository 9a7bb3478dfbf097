// Threads that exited while others wait at a barrier: the second warp returns early and the first
// warp then waits at __syncthreads() for threads that will never come.
#include <stdio.h>
__global__ void early_exit(int *out, int n) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  if (t >= n)
    return;
  buf[t] = t;
  __syncthreads();
  out[t] = buf[n - 1 - t];
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  early_exit<<<1, 64>>>(d, 32);
  cudaMemcpy(h, d, 32 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h[0]);
  cudaFree(d);
  return 0;
}
//
// On a GPU a warp whose threads have all exited no longer holds a barrier back, so this runs, but
// the CUDA programming guide allows __syncthreads() in conditional code only when the condition
// is the same for the whole block; the issue lists "threads that exited while others wait" as a
// barrier divergence to report, naming the waiting and the exited threads.
// SPDX-License-Identifier: MIT
// expect: 31
// expect-exit: 1
// expect-report: ^sync-exit-wait\.cu:10:3: error: barrier divergence: threads 32-63 of block \(0,0,0\) exited while the other threads of the block waited at barrier 0
