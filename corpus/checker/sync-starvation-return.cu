// SIMT starvation [H §6.1] through a return: a lock is taken in a callee that returns from inside
// its spin loop. The lane that wins the lock returns and waits for the call token; the stack-
// based branching algorithm keeps running the losing lane, which spins for a lock that only the
// returned lane, after the call, would release.
#include <stdio.h>
__device__ int lock = 0;
__device__ int count = 0;
__device__ void acquire(void)
{
  while (1) {
    if (atomicCAS(&lock, 0, 1) == 0)
      return;
  }
}
__global__ void ret_lock(void)
{
  acquire();
  __threadfence();
  count++;
  __threadfence();
  atomicExch(&lock, 0);
}
int main(void)
{
  ret_lock<<<1, 2>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
//
// The note must name the token the returned lane waits for: the call token of acquire(), which
// resumes after the call (line 18), not the break token of the loop.
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^sync-starvation-return\.cu:10:3: error: SIMT starvation in kernel 'ret_lock': 1 warp cannot make progress
// expect-report: ^sync-starvation-return\.cu:10:3: note: warp 0 of block \(0,0,0\): thread 1 spins in a loop that changes nothing; thread 0 waits for the warp to reconverge$
// expect-report: ^cudak: note: SIMT starvation \[H 6\.1\]: in warp 0 of block 0, the lanes waiting for the call token \(resuming at line 18\) can only continue once the lanes spinning at line 10 leave their loop
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
