// A grid deadlock: every block but the last spins until the last block raises a flag, but on a
// device with one multiprocessor (--sms=1) the last block cannot be issued before the spinning
// blocks retire, and they never do.
// cudak-args: --sms=1
#include <stdio.h>
__global__ void wait_for_last(int *flag, int *out) {
  if (threadIdx.x == 0) {
    if (blockIdx.x == gridDim.x - 1)
      atomicExch(flag, 1);
    else
      while (atomicAdd(flag, 0) == 0)
        ;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
int main(void) {
  int *d, *f;
  cudaMalloc(&d, 40 * 32 * sizeof(int));
  cudaMalloc(&f, sizeof(int));
  cudaMemset(f, 0, sizeof(int));
  wait_for_last<<<40, 32>>>(f, d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// The spinning lanes wait for a store of block 39, which cannot be issued while blocks 0-31 hold
// the only multiprocessor: a grid deadlock (kind grid-deadlock), not SIMT starvation: no lane of
// the spinning warps could ever set the flag.
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^sync-deadlock-grid\.cu:11:7: error: grid deadlock in kernel 'wait_for_last': blocks wait for blocks that cannot be scheduled
// expect-report: ^sync-deadlock-grid\.cu:11:7: note: warp 0 of block \(0,0,0\): thread 0 spins? in a loop that changes nothing
// expect-report: ^sync-deadlock-grid\.cu:18:3: warning: leak: 5120 bytes allocated by cudaMalloc are never freed
// expect-report: ^sync-deadlock-grid\.cu:19:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
