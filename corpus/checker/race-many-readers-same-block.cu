// Every thread of a block of eight warps reads p[0], and thread 5 overwrites it with no
// barrier between: its store races with the reads of the other threads (thread 0's first).
#include <stdio.h>
__global__ void broadcast(int *p, int *out) {
  int v = p[0];
  out[threadIdx.x] = v * 2;
  if (threadIdx.x == 5)
    p[0] = 7;
}
int main(void) {
  int *p, *out, one = 1, r[256];
  cudaMalloc(&p, sizeof(int));
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(p, &one, sizeof one, cudaMemcpyHostToDevice);
  broadcast<<<1, 256>>>(p, out);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%d %d\n", r[0], r[255]);
  cudaFree(p);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 2 2
// expect-exit: 1
// expect-report: ^race-many-readers-same-block\.cu:8:10: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-many-readers-same-block\.cu:12:3 conflicts with an earlier read$
// expect-report: ^race-many-readers-same-block\.cu:5:12: note: previous read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-many-readers-same-block\.cu:8:10: note: write by thread \(5,0,0\) of block \(0,0,0\) \(warp 0, lane 5\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
