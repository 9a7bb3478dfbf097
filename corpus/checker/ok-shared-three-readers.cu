// The near miss of race-shared-three-readers.cu: the last thread stores the next scale after a
// __syncthreads(), which orders every warp's reads before it. Warp 0's reads still sit in the
// read set of 'scale' when the store comes; the barrier orders them, so nothing is reported.
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
  __syncthreads();
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
