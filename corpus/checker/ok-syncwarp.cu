// Near miss for the warp-sync model: a warp-level tree sum through shared memory whose steps are
// separated by __syncwarp(), run with --race-model=warp-sync. Nothing to report.
// cudak-args: --race-model=warp-sync
#include <stdio.h>
__global__ void warp_sum(const int *in, int *out) {
  __shared__ volatile int buf[32];
  int t = threadIdx.x;
  buf[t] = in[t];
  __syncwarp();
  for (int s = 16; s > 0; s /= 2) {
    int v = t < s ? buf[t + s] : 0;
    __syncwarp();
    if (t < s)
      buf[t] += v;
    __syncwarp();
  }
  if (t == 0)
    *out = buf[0];
}
int main(void) {
  int h[32], *din, *dout, s;
  for (int i = 0; i < 32; i++)
    h[i] = i + 1;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof s);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  warp_sum<<<1, 32>>>(din, dout);
  cudaMemcpy(&s, dout, sizeof s, cudaMemcpyDeviceToHost);
  printf("%d\n", s);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 528
