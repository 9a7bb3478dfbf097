// corpus/thesis/listing-6-1-trace.cu: listing-6-1.cu with --trace=warp (issue 7). The trace shows
// the liveness violation of [H §6.1]: after the first atomicCAS lane 0 holds the lock and
// executes its brk, so it is disabled with "b" and waits for the loop's break token
// (brk, 11, 24), while lane 1 alone goes round the loop forever; the run ends when cudak sees the
// warp's state repeat with no memory changed, and reports SIMT starvation.
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
// cudak-args: --trace=warp
// stderr-allow: ^b0 w0 +[0-9]+  line [0-9]+   .* \| pc [0-9]+ +active [01]{2} disable [b-]{2} tokens .*$
// stderr-allow: ^# 
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^b0 w0   19  line 14   preBrk 24 +\| pc 20   active 11 disable -- tokens \(break, 11, 24\) ; push \(break, 11, 24\)$
// expect-report: ^b0 w0   22  line 14   @!%r1 brk \(24\) +\| pc 23   active 01 disable b- tokens \(break, 11, 24\) ; lane 0 disabled \(break\)$
// expect-report: ^b0 w0   23  line 14   bra 20 +\| pc 20   active 01 disable b- tokens \(break, 11, 24\)$
// expect-report: ^b0 w0   22  line 14   @!%r1 brk \(24\) +\| pc 23   active 01 disable b- tokens \(break, 11, 24\)$
// expect-report: ^b0 w0   23  line 14   bra 20 +\| pc 20   active 01 disable b- tokens \(break, 11, 24\)$
// expect-report: ^listing-6-1-trace\.cu:14:3: error: SIMT starvation in kernel 'spin': 1 warp cannot make progress
// expect-report: the lanes waiting for the break token \(resuming at line 16\)
