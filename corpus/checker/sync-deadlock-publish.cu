// A barrier deadlock: warp 1 waits for data that warp 0 publishes only after the block's barrier,
// and warp 1 must itself reach that barrier first. Warp 0 waits at __syncthreads() forever.
#include <stdio.h>
__global__ void publish(volatile int *ready, int *data, int *out) {
  int t = threadIdx.x;
  if (t >= 32) {
    while (ready[0] == 0)
      ;
    out[t] = data[t - 32];
  }
  __syncthreads();
  if (t < 32) {
    data[t] = t * t;
    __threadfence();
    if (t == 0)
      ready[0] = 1;
  }
}
int main(void) {
  int *ready, *data, *out;
  cudaMalloc(&ready, sizeof(int));
  cudaMalloc(&data, 32 * sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemset(ready, 0, sizeof(int));
  publish<<<1, 64>>>(ready, data, out);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
//
// The spinning warp repeats its state while memory does not change, and the only warp that could
// change it waits at the barrier: a deadlock (no GPU finishes this kernel), reported with where
// each warp is. The fix: write before the barrier, read after it (ok-publish-before-barrier.cu).
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^sync-deadlock-publish\.cu:11:3: error: deadlock in kernel 'publish': 1 warp waits at a barrier that can never complete$
// expect-report: ^sync-deadlock-publish\.cu:11:3: note: warp 0 of block \(0,0,0\): threads 0-31 wait at a barrier for the other live warps of the block$
// expect-report: ^sync-deadlock-publish\.cu:7:5: note: warp 1 of block \(0,0,0\): threads 32-63 spin in a loop that changes nothing$
// expect-report: ^cudak: note: the threads at the barrier wait for threads that never reach it
// expect-report: ^sync-deadlock-publish\.cu:21:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^sync-deadlock-publish\.cu:22:3: warning: leak: 128 bytes allocated by cudaMalloc are never freed
// expect-report: ^sync-deadlock-publish\.cu:23:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 3 warnings \(seed 0\)
