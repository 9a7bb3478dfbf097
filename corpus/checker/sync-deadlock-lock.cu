// A lock held across a barrier: the first thread of each warp takes a lock, and the block then
// meets at __syncthreads() before the lock is released. The second warp's first thread spins for
// the lock, which the first warp's thread holds while it waits at the barrier for that warp.
#include <stdio.h>
__device__ int lock = 0;
__global__ void k(int *out) {
  int t = threadIdx.x;
  if (t % 32 == 0) {
    while (atomicCAS(&lock, 0, 1) != 0)
      ;
  }
  __syncthreads();
  if (t % 32 == 0)
    atomicExch(&lock, 0);
  out[t] = t;
}
int main(void) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  k<<<1, 64>>>(d);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
//
// Lanes 33-63 also wait behind the spinning lane 32 for their sync token, the pattern of SIMT
// starvation [H §6.1]; but what the spinning lane waits for is a release after the barrier, so
// this is a barrier deadlock (as under --simt=its, its-sync-deadlock-lock.cu), and the note only
// mentions the starvation pattern.
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^sync-deadlock-lock\.cu:12:3: error: deadlock in kernel 'k': 1 warp waits at a barrier that can never complete$
// expect-report: ^sync-deadlock-lock\.cu:12:3: note: warp 0 of block \(0,0,0\): threads 0-31 wait at a barrier for the other live warps of the block$
// expect-report: ^sync-deadlock-lock\.cu:9:5: note: warp 1 of block \(0,0,0\): thread 32 spins in a loop that changes nothing; threads 33-63 wait for the warp to reconverge$
// expect-report: ^cudak: note: the threads at the barrier wait for threads that never reach it: .*; in warp 1 of block 0, the lanes waiting for the sync token \(resuming at line 12\)
// expect-report: ^sync-deadlock-lock\.cu:19:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
