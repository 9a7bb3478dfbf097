// A shuffle that reads a lane that does not exist: a block of 48 threads has a last warp of 16
// lanes, and the butterfly reduction's first step (__shfl_xor_sync with 16) makes lanes 0-15 of
// warp 1 read lanes 16-31, which are no threads of the block: the value read is undefined.
#include <stdio.h>
__global__ void warp_sums(const float *in, float *out) {
  int t = threadIdx.x;
  float v = in[t];
  for (int m = 16; m > 0; m /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, m);
  if (t % 32 == 0)
    out[t / 32] = v;
}
int main(void) {
  float h[48], r[2], *din, *dout;
  for (int i = 0; i < 48; i++)
    h[i] = 1.0f;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  warp_sums<<<1, 48>>>(din, dout);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf("%.0f\n", r[0]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 32
// expect-exit: 1
// expect-report: ^shfl-source-partial\.cu:9:10: error: __shfl_xor_sync: lane 0 of warp 1 of block 0 \(and 15 more lanes\) reads lane 16, which is no thread of the block; member mask 0xffffffff: the value read is undefined$
// expect-report: ^shfl-source-partial\.cu:9:10: note: in thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
