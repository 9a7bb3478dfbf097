// corpus/thesis/listing-6-1.cu: listing 6.1 of [H] (§6.1) as CUDA-C, a spin lock taken by the
// threads of one warp. Under the stack-based branching algorithm of [H §5.4.1] the thread that
// wins the lock leaves the loop and waits for the loop's break token, while the other thread
// spins forever: the algorithm is safe but not live. cudak detects that the spinning warp's
// state repeats while no memory changes and reports SIMT starvation instead of hanging.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__device__ int lock = 0;
__device__ int count = 0;

__global__ void spin(void)
{
  while (atomicCAS(&lock, 0, 1) != 0)
    ;
  count += 1;
  atomicExch(&lock, 0);
}

int main(void)
{
  spin<<<1, 2>>>();
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^listing-6-1\.cu:14:3: error: SIMT starvation in kernel 'spin': 1 warp cannot make progress
// expect-report: ^listing-6-1\.cu:14:3: note: warp 0 of block \(0,0,0\): thread 1 spins in a loop that changes nothing; thread 0 waits for the warp to reconverge
// expect-report: the lanes waiting for the break token \(resuming at line 16\)
