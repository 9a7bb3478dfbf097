// corpus/trace/sched-rr.cu: --trace=sched under the round-robin policy [H §5.7.1]. One block of
// two warps: warp 1 stores before the barrier while warp 0, which has nothing to store, waits
// there ("barrier b0 w0": not a candidate); after the barrier warp 0 returns ("exited b0 w0")
// and warp 1 alone copies its values down. Each round, rr picks every candidate of the block in
// warp order, so the picks alternate w0 w1 while both can run.
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
// cudak-args: --trace=sched
// expect: r[0] = 65, r[31] = 127, r[63] = 126
// expect-stderr: sched: grid 0 block 0 issued to SM 0
// expect-stderr: sched: grid 0 rr picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w1; barrier b0 w0
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w1; barrier b0 w0
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w1; barrier b0 w0
// expect-stderr: sched: grid 0 rr picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 rr picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 block 0 completed
