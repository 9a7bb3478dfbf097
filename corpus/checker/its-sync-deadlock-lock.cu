// A lock held across a barrier, under independent thread scheduling: the first thread of each
// warp takes a lock, and the block meets at __syncthreads() before the lock is released. The second
// warp's first thread spins for the lock, held by the first warp's thread waiting at the barrier.
// cudak-args: -arch=sm_70
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
//
// Each thread is scheduled on its own, so lanes 33-63 reach the barrier; thread 32 never does.
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^its-sync-deadlock-lock\.cu:13:3: error: deadlock in kernel 'k': 2 warps wait at a barrier that can never complete$
// expect-report: ^its-sync-deadlock-lock\.cu:13:3: note: warp 0 of block \(0,0,0\): threads 0-31 wait at a barrier for the other live threads of the block$
// expect-report: ^its-sync-deadlock-lock\.cu:13:3: note: warp 1 of block \(0,0,0\): threads 33-63 wait at a barrier for the other live threads of the block$
// expect-report: ^its-sync-deadlock-lock\.cu:10:5: note: warp 1 of block \(0,0,0\): thread 32 spins in a loop that changes nothing$
// expect-report: ^its-sync-deadlock-lock\.cu:20:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
