// Every thread of a block of eight warps reads the shared 's' (no two ordered), then lane 1 of
// warp 3 overwrites it after a __syncwarp(): that orders its own warp's reads before the store,
// not the other warps' (a __syncthreads() would): a race with their reads (the report names
// the first lane of warp 1).
#include <stdio.h>
__global__ void scale(const int *in, int *out) {
  __shared__ int s;
  int t = threadIdx.x;
  if (t == 0)
    s = in[0];
  __syncthreads();
  int v = in[1 + t] * s;
  __syncwarp();
  if (t == 3 * 32 + 1)
    s = v;
  out[t] = v;
}
int main(void) {
  const int n = 256;
  int h[1 + n], r[n], *in, *out;
  for (int i = 0; i < 1 + n; i++)
    h[i] = i % 5 + 1;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<1, n>>>(in, out);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%d %d\n", r[0], r[n - 1]);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 2 2
// expect-exit: 1
// expect-report: ^race-many-readers-syncwarp\.cu:15:7: error: data race on shared memory: write of 4 bytes at 's' conflicts with an earlier read$
// expect-report: ^race-many-readers-syncwarp\.cu:12:23: note: previous read by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\)$
// expect-report: ^race-many-readers-syncwarp\.cu:15:7: note: write by thread \(97,0,0\) of block \(0,0,0\) \(warp 3, lane 1\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
