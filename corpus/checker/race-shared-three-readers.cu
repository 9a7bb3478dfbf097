// A race that needs more than two reader slots: every thread scales its element by the shared
// 'scale', and the threads of the last warp also scale one element of the tail; then the last
// thread stores the scale of the next pass after only a __syncwarp(). The __syncwarp orders
// its own warp's reads before the store, but not warp 0's: the store races with warp 0's read.
#include <stdio.h>
__global__ void scale_tail(const float *in, float *out, int n, int tail) {
  __shared__ float scale;
  int t = threadIdx.x;
  if (t == 0)
    scale = in[0];
  __syncthreads();
  float v = in[1 + t] * scale;
  if (t >= n - tail)
    v += in[1 + t + tail] * scale;
  __syncwarp();
  if (t == n - 1)
    scale = v;
  out[t] = v;
}
int main(void) {
  const int n = 64, tail = 8;
  float h[1 + n + tail], r[n], *in, *out;
  for (int i = 0; i < 1 + n + tail; i++)
    h[i] = (float) (i % 7 + 1);
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  scale_tail<<<1, n>>>(in, out, n, tail);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%.1f %.1f\n", r[0], r[n - 1]);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 2.0 5.0
// expect-exit: 1
// expect-report: ^race-shared-three-readers\.cu:17:11: error: data race on shared memory: write of 4 bytes at 'scale' conflicts with an earlier read$
// expect-report: ^race-shared-three-readers\.cu:12:25: note: previous read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-shared-three-readers\.cu:17:11: note: write by thread \(63,0,0\) of block \(0,0,0\) \(warp 1, lane 31\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
