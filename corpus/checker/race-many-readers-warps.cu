// Many unordered warp readers (issue 22): every thread of four blocks of 256 reads b[0..15], so each
// element has 32 concurrent warp readers and its read set fills and grows (8, 16, 32 entries)
// with nothing to prune. After two barriers the block's own tile is written again (silent:
// the barrier orders its eight warps' reads), and thread 255 of block 3 writes b[7], which
// the three other blocks read with nothing between: a race with an earlier read.
#include <stdio.h>
__global__ void readers(int *b, int *out) {
  __shared__ int s[32];
  int acc = 0;
  for (int k = 0; k < 16; k++)
    acc += b[k];
  if (threadIdx.x < 32)
    s[threadIdx.x] = acc + threadIdx.x;
  __syncthreads();
  int t = 0;
  for (int k = 0; k < 32; k++)
    t += s[k];
  __syncthreads();
  if (threadIdx.x < 32)
    s[threadIdx.x] = t;
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc + t;
  if (blockIdx.x == 3 && threadIdx.x == 255)
    b[7] = 1;
}
int main(void) {
  int h[16], r[4 * 256], *b, *out;
  for (int i = 0; i < 16; i++)
    h[i] = i;
  cudaMalloc(&b, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(b, h, sizeof h, cudaMemcpyHostToDevice);
  readers<<<4, 256>>>(b, out);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%d %d\n", r[0], r[1023]);
  cudaFree(b);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 4456 4456
// expect-exit: 1
// expect-report: ^race-many-readers-warps\.cu:23:10: error: data race on global memory: write of 4 bytes at offset 28 of an allocation of 64 bytes allocated at race-many-readers-warps\.cu:29:3 conflicts with an earlier read$
// expect-report: ^race-many-readers-warps\.cu:11:13: note: previous read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-many-readers-warps\.cu:23:10: note: write by thread \(255,0,0\) of block \(3,0,0\) \(warp 7, lane 31\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
