// A deadlock between a barrier and a spin loop under independent thread scheduling: warp 0 waits
// at __syncthreads() for warp 1, and warp 1 spins until warp 0 has raised a flag after the
// barrier. Fair scheduling of the threads does not help: neither can get past the other.
// cudak-args: -arch=sm_70
#include <stdio.h>
__global__ void handshake(int *flag, int *out) {
  int t = threadIdx.x;
  if (t < 32) {
    __syncthreads();
    if (t == 0)
      atomicExch(flag, 1);
  } else {
    while (atomicAdd(flag, 0) == 0)
      ;
  }
  out[t] = t;
}
int main(void) {
  int *d, *f;
  cudaMalloc(&d, 64 * sizeof(int));
  cudaMalloc(&f, sizeof(int));
  cudaMemset(f, 0, sizeof(int));
  handshake<<<1, 64>>>(f, d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^its-sync-deadlock-spin\.cu:9:5: error: deadlock in kernel 'handshake': 1 warp waits at a barrier that can never complete$
// expect-report: ^its-sync-deadlock-spin\.cu:9:5: note: warp 0 of block \(0,0,0\): threads 0-31 wait at a barrier for the other live threads of the block$
// expect-report: ^its-sync-deadlock-spin\.cu:13:5: note: warp 1 of block \(0,0,0\): threads 32-63 spin in a loop that changes nothing$
// expect-report: ^cudak: note: the threads at the barrier wait for threads that never reach it
// expect-report: ^its-sync-deadlock-spin\.cu:20:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^its-sync-deadlock-spin\.cu:21:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
