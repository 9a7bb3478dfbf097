// A deadlock between a barrier and a spin loop: warp 0 waits at __syncthreads() for warp 1, and
// warp 1 spins until warp 0 has raised a flag after the barrier. Neither can get past the other.
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
// Warp 1 can still step (it spins), so this is found by cudak's livelock check: every live warp
// repeats its state while memory does not change. The report must say where each warp is: warp 0
// waits at the barrier of line 7, warp 1 spins in the loop of line 11. It must not claim a step
// limit that was never given, nor say that the warp at the barrier "spins". It is a deadlock:
// the barrier can never complete, because the threads it waits for never leave their loop.
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^sync-deadlock-spin\.cu:7:5: error: deadlock in kernel 'handshake': 1 warp waits at a barrier that can never complete$
// expect-report: ^sync-deadlock-spin\.cu:7:5: note: warp 0 of block \(0,0,0\): threads 0-31 wait at a barrier for the other live warps of the block$
// expect-report: ^sync-deadlock-spin\.cu:11:5: note: warp 1 of block \(0,0,0\): threads 32-63 spin in a loop that changes nothing$
// expect-report: ^cudak: note: the threads at the barrier wait for threads that never reach it
// expect-report: ^sync-deadlock-spin\.cu:18:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^sync-deadlock-spin\.cu:19:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
