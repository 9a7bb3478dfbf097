// Threads that exited while others wait, inside one warp: threads past the end of the data return
// before the barrier that the other lanes of their warp reach.
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
// Lanes 20-31 exit before the barrier that lanes 0-19 of the same warp reach.
// SPDX-License-Identifier: MIT
// expect: 19
// expect-exit: 1
// expect-report: ^sync-exit-wait-lanes\.cu:10:3: error: barrier divergence: threads 20-31 of block \(0,0,0\) exited while the other threads of the block waited at barrier 0
