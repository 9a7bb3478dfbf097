// corpus/trace/sched-random.cu: sched-rr.cu under --sched=random --seed=2 [H §5.7.1]. Each
// decision picks one warp among the candidates of the resident blocks, drawn from the seed: here
// warp 1 runs ahead to the barrier and waits there ("barrier b0 w1") while warp 0 catches up,
// the other way round from rr; after the barrier warp 0 returns ("exited b0 w0"). The same seed
// gives the same lines on every run.
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
// cudak-args: --trace=sched --sched=random --seed=2
// expect: r[0] = 65, r[31] = 127, r[63] = 126
// expect-stderr: sched: grid 0 block 0 issued to SM 0
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w0 of b0 w0; barrier b0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w0 of b0 w0; barrier b0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w0 of b0 w0; barrier b0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w0 of b0 w0; barrier b0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w0 of b0 w0; barrier b0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w0 of b0 w0 w1
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 random seed 2 picks b0 w1 of b0 w1; exited b0 w0
// expect-stderr: sched: grid 0 block 0 completed
