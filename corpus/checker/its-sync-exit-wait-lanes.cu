// Threads that exited while others wait, inside one warp, under independent thread scheduling:
// lanes 20-31 return before the barrier that lanes 0-19 of the same warp reach. The exited lanes
// of the waiting threads' own warp no longer hold the barrier back, as exited threads of other
// warps do not (the run completes; it used to deadlock).
// cudak-args: -arch=sm_70
#include <stdio.h>
__global__ void tail(const int *in, int *out, int n) {
  __shared__ int buf[32];
  int t = threadIdx.x;
  if (t >= n)
    return;
  buf[t] = in[t];
  __syncthreads();
  out[t] = buf[0] + buf[t];
}
int main(void) {
  int h[20], *din, *dout;
  for (int i = 0; i < 20; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  tail<<<1, 32>>>(din, dout, 20);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[19]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 19
// expect-exit: 1
// expect-report: ^its-sync-exit-wait-lanes\.cu:13:3: error: barrier divergence: threads 20-31 of block \(0,0,0\) exited while the other threads of the block waited at barrier 0
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
