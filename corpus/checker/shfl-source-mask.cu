// A shuffle that reads outside its member mask: each half-warp sums its 16 values, but the
// reduction starts at offset 16 (copied from a full-warp version), so lanes 0-15 read lanes
// 16-31, which the mask 0xffff does not name: the value read is undefined.
#include <stdio.h>
__global__ void half_sums(const int *in, int *out) {
  int t = threadIdx.x;
  int v = in[t];
  unsigned mask = t < 16 ? 0x0000ffffu : 0xffff0000u;
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(mask, v, off);
  if (t % 16 == 0)
    out[t / 16] = v;
}
int main(void) {
  int h[32], r[2], *din, *dout;
  for (int i = 0; i < 32; i++)
    h[i] = 1;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  half_sums<<<1, 32>>>(din, dout);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf("%d %d\n", r[0], r[1]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 32 32
// expect-exit: 1
// expect-report: ^shfl-source-mask\.cu:10:10: error: __shfl_down_sync: lane 0 of warp 0 of block 0 \(and 15 more lanes\) reads lane 16, which is not in the member mask 0xffff: the value read is undefined$
// expect-report: ^shfl-source-mask\.cu:10:10: note: in thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^cudak: 1 error, 0 warnings; \d+ repeats? folded \(seed 0\)$
