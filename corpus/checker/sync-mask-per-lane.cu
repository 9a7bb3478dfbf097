// corpus/checker/sync-mask-per-lane.cu: lanes pass member masks of their own to one
// __shfl_sync: lanes 0-7 name only themselves (fine), lanes 16-31 name lanes 8-31, but lanes
// 8-15 took the other branch. The check read the first lane's mask only and missed it; each
// lane's mask is checked now, and the report names lane 16's.
#include <cstdio>

__global__ void broadcast(int *out)
{
  int lane = threadIdx.x;
  unsigned mask = lane < 8 ? 0x000000ffu : 0xffffff00u;
  int v = lane * 10;
  if (lane < 8 || lane >= 16)
    v = __shfl_sync(mask, v, lane < 8 ? 0 : 16);
  out[lane] = v;
}

int main(void)
{
  int h[32], *d;
  cudaMalloc(&d, sizeof h);
  broadcast<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[7], h[8], h[31]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0 80 160
// expect-exit: 1
// expect-report: ^sync-mask-per-lane\.cu:13:9: error: the member mask 0xffffff00 of the shuffle names lanes 8, 9, 10, 11, 12, 13, 14, 15 of warp 0 of block 0, which do not execute it with lanes of mask 0xffff00ff$
// expect-report: ^sync-mask-per-lane\.cu:13:9: note: in thread \(16,0,0\) of block \(0,0,0\) \(warp 0, lane 16\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
