// A barrier deadlock under independent thread scheduling: the first thread of each warp waits at
// __syncthreads() while the other threads of its warp wait at __syncwarp() for it. Since Volta
// the barrier waits for every thread of the block that has not exited, and the full-mask
// __syncwarp() waits for the first thread: neither can complete.
// cudak-args: -arch=sm_70
#include <stdio.h>
__global__ void k(int *out) {
  int t = threadIdx.x;
  if (t % 32 == 0) {
    __syncthreads();
  } else {
    __syncwarp();
  }
  out[t] = t;
}
int main(void) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  k<<<1, 64>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// The report names each group of waiting threads, the statement it waits at and what it waits
// for. Under --simt=stack the warp runs both sides one after the other and the barrier counts
// whole warps, so there it is reported as barrier divergence instead.
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^its-sync-deadlock-syncwarp\.cu:10:5: error: deadlock in kernel 'k': 2 warps wait at a barrier that can never complete$
// expect-report: ^its-sync-deadlock-syncwarp\.cu:10:5: note: warp 0 of block \(0,0,0\): thread 0 waits at a barrier for the other live threads of the block$
// expect-report: ^its-sync-deadlock-syncwarp\.cu:12:5: note: warp 0 of block \(0,0,0\): threads 1-31 wait at __syncwarp\(\) for thread 0$
// expect-report: ^its-sync-deadlock-syncwarp\.cu:10:5: note: warp 1 of block \(0,0,0\): thread 32 waits at a barrier for the other live threads of the block$
// expect-report: ^its-sync-deadlock-syncwarp\.cu:12:5: note: warp 1 of block \(0,0,0\): threads 33-63 wait at __syncwarp\(\) for thread 32$
// expect-report: ^cudak: note: no thread of the kernel can make progress: every live thread waits at a barrier or at a warp-synchronous operation
// expect-report: ^its-sync-deadlock-syncwarp\.cu:18:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
