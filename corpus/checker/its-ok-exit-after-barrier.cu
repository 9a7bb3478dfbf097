// Near miss for "exited while others wait": the threads past the end of the data return only
// after the last barrier, and the threads that take no part before it still reach it.
#include <stdio.h>
__global__ void tail(const int *in, int *out, int n) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  buf[t] = t < n ? in[t] : 0;
  __syncthreads();
  if (t >= n)
    return;
  out[t] = buf[0] + buf[t];
}
int main(void) {
  int h[40], *din, *dout;
  for (int i = 0; i < 40; i++)
    h[i] = i + 1;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  tail<<<1, 64>>>(din, dout, 40);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[39]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 2 41
// The same program under independent thread scheduling (sm_70 and later): no report either.
// cudak-args: -arch=sm_70
