// Near miss for the shuffle source checks: each half-warp reduces its 16 values with its own
// mask and width 16, so every source lane is in the mask; __shfl_down_sync past the end of a
// segment and __shfl_up_sync before its start keep the lane's own value, which CUDA defines.
#include <stdio.h>
__global__ void half_sums(const int *in, int *out, int *scan) {
  int t = threadIdx.x;
  int v = in[t];
  unsigned mask = t < 16 ? 0x0000ffffu : 0xffff0000u;
  for (int off = 8; off > 0; off /= 2)
    v += __shfl_down_sync(mask, v, off, 16);
  if (t % 16 == 0)
    out[t / 16] = v;
  int s = in[t];
  for (int off = 1; off < 32; off *= 2) {
    int u = __shfl_up_sync(0xffffffffu, s, off);
    if (t >= off)
      s += u;
  }
  scan[t] = s;
}
int main(void) {
  int h[32], r[2], sc[32], *din, *dout, *dscan;
  for (int i = 0; i < 32; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMalloc(&dscan, sizeof sc);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  half_sums<<<1, 32>>>(din, dout, dscan);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(sc, dscan, sizeof sc, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", r[0], r[1], sc[31]);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dscan);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 120 376 496
