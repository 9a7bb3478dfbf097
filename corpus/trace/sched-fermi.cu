// corpus/trace/sched-fermi.cu: sched-rr.cu under --memory=fermi --sched=random --seed=1. A warp
// whose next statement reads a register that a load in flight will fill cannot be scheduled
// [H §5.7.1] (canBeScheduled: every register the statement uses is available): after warp 1
// issues its load of r[t], its add waits for %r5, and two decisions pick warp 0 with
// "memory b0 w1" until the load's value arrives.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void shift(int *r)
{
  int t = threadIdx.x;
  if (t >= 32)
    r[t] = t * 2;
  __syncthreads();
  if (t < 32)
    return;
  r[t - 32] = r[t] + 1;
}

int main(void)
{
  int h[64], *r;
  cudaMalloc(&r, sizeof h);
  shift<<<1, 64>>>(r);
  cudaMemcpy(h, r, sizeof h, cudaMemcpyDeviceToHost);
  printf("r[0] = %d, r[31] = %d, r[63] = %d\n", h[0], h[31], h[63]);
  cudaFree(r);
  return 0;
}
// cudak-args: --memory=fermi --trace=sched --sched=random --seed=1
// expect: r[0] = 65, r[31] = 127, r[63] = 126
// expect-stderr: sched: grid 0 block 0 issued to SM 0
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w1; barrier b0 w0
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w1; barrier b0 w0
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w0 of b0 w0; memory b0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w0 of b0 w0; memory b0 w1
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 random seed 1 picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 block 0 completed
