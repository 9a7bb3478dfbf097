// corpus/checker/race-lock-no-fence.cu: a spin lock without __threadfence(). The atomics on the
// lock alone do not order the critical sections: CUDA's atomics are relaxed, so the increment of
// one block may become visible after the next block took the lock. A fence before the unlock
// (and after the lock) makes it correct: ok-fence-lock.cu.
#include <stdio.h>

__device__ int lock = 0;
__device__ int count = 0;

__global__ void add(void)
{
  if (threadIdx.x == 0) {
    while (atomicCAS(&lock, 0, 1) != 0)
      ;
    count += 1;
    atomicExch(&lock, 0);
  }
}

int main(void)
{
  int c;
  add<<<4, 32>>>();
  cudaMemcpyFromSymbol(&c, count, sizeof c);
  printf("count = %d\n", c);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: count = 4
// expect-exit: 1
// expect-report: ^race-lock-no-fence\.cu:15:11: error: data race on global memory: read of 4 bytes at 'count' conflicts with an earlier write
// expect-report: ^race-lock-no-fence\.cu:15:11: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-lock-no-fence\.cu:15:11: note: read by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-lock-no-fence\.cu:15:11: error: data race on global memory: write of 4 bytes at 'count' conflicts with an earlier write
// expect-report: ^race-lock-no-fence\.cu:15:11: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-lock-no-fence\.cu:15:11: note: write by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\); the values differ
// expect-report: ^cudak: 2 errors, 0 warnings; 4 repeats folded \(seed 0\)
