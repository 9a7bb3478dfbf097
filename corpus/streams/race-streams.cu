// corpus/streams/race-streams.cu: two kernels in different streams write the same buffer and
// nothing orders them (no common stream, no event, no synchronisation between the launches):
// a race between grids, whichever runs first. event-order.cu orders such kernels with an event.
#include <stdio.h>

__global__ void fill(int *a, int v) { a[threadIdx.x] = v; }

int main() {
  int *a, h[32];
  cudaMalloc(&a, sizeof h);
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  fill<<<1, 32, 0, s0>>>(a, 1);
  fill<<<1, 32, 0, s1>>>(a, 2);
  cudaDeviceSynchronize();
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("a[0] = %d\n", h[0]);
  cudaFree(a);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: a[0] = 1
// expect-exit: 1
// expect-report: ^race-streams\.cu:6:54: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 128 bytes allocated at race-streams\.cu:10:3 conflicts with an earlier write
// expect-report: ^race-streams\.cu:6:54: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\) in another grid, of kernel 'fill', that nothing orders before this one
