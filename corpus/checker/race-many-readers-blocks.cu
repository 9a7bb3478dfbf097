// Every thread of four blocks reads p[0] (256 readers, no two ordered: the read set of issue
// 22); then thread 5 of block 3, after a __syncthreads() of its own block, overwrites it. The
// barrier orders its block's reads before the store, not those of blocks 0-2: a race.
#include <stdio.h>
__global__ void broadcast(int *p, int *out) {
  int v = p[0];
  out[blockIdx.x * blockDim.x + threadIdx.x] = v + threadIdx.x;
  __syncthreads();
  if (blockIdx.x == 3 && threadIdx.x == 5)
    p[0] = 0;
}
int main(void) {
  int *p, *out, one = 1, r[4 * 64];
  cudaMalloc(&p, sizeof(int));
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(p, &one, sizeof one, cudaMemcpyHostToDevice);
  broadcast<<<4, 64>>>(p, out);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%d %d\n", r[0], r[255]);
  cudaFree(p);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 64
// expect-exit: 1
// expect-report: ^race-many-readers-blocks\.cu:10:10: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-many-readers-blocks\.cu:14:3 conflicts with an earlier read$
// expect-report: ^race-many-readers-blocks\.cu:6:12: note: previous read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-many-readers-blocks\.cu:10:10: note: write by thread \(5,0,0\) of block \(3,0,0\) \(warp 0, lane 5\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
