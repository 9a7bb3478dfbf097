// Threads that exited while others wait at a barrier, under independent thread scheduling
// (sm_70 and later): the second warp returns early and the first warp then waits at
// __syncthreads() for threads that will never come.
// cudak-args: -arch=sm_70
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
// Since Volta a barrier waits for the threads of the block that have not exited (CUDA C++
// Programming Guide, compute capability 7.x), so this runs as under --simt=stack; the report is
// the same as sync-exit-wait.cu's.
// SPDX-License-Identifier: MIT
// expect: 31
// expect-exit: 1
// expect-report: ^its-sync-exit-wait\.cu:12:3: error: barrier divergence: threads 32-63 of block \(0,0,0\) exited while the other threads of the block waited at barrier 0
// expect-report: ^its-sync-exit-wait\.cu:12:3: note: every live thread of a block must reach the same barrier; since Volta the barrier waits only for the threads that have not exited
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
