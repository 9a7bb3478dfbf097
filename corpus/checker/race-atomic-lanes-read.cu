// The lanes of an atomicAdd come to the checker as one access each, which share their warp
// step's stamp (issue 22). Every thread counts into a shared bin, then thread 32 (warp 1) reads
// the bin without a barrier: the plain read races with the atomics of warp 0's lanes.
#include <stdio.h>
__global__ void count(const unsigned char *in, unsigned *out) {
  __shared__ unsigned bins[4];
  int t = threadIdx.x;
  if (t < 4)
    bins[t] = 0;
  __syncthreads();
  atomicAdd(&bins[in[t] % 4], 1u);
  if (t == 32)
    out[0] = bins[in[0] % 4];
}
int main(void) {
  unsigned char h[64];
  unsigned char *in;
  unsigned *out, r = 0;
  for (int i = 0; i < 64; i++)
    h[i] = (unsigned char) (i * 7);
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  count<<<1, 64>>>(in, out);
  cudaMemcpy(&r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%u\n", r > 0);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^race-atomic-lanes-read\.cu:13:18: error: data race on shared memory: read of 4 bytes at 'bins'\[0\] conflicts with an earlier atomic update$
// expect-report: ^race-atomic-lanes-read\.cu:11:3: note: previous atomic update by thread \(28,0,0\) of block \(0,0,0\) \(warp 0, lane 28\)$
// expect-report: ^race-atomic-lanes-read\.cu:13:18: note: read by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\)$
