// A race on managed memory between two blocks: a histogram whose bins are incremented with a
// plain read-modify-write instead of atomicAdd.
#include <stdio.h>
__global__ void histogram(const int *data, int *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    bins[data[i]] = bins[data[i]] + 1;
}
int main(void) {
  int *data, *bins;
  cudaMallocManaged(&data, 64 * sizeof(int));
  cudaMallocManaged(&bins, 4 * sizeof(int));
  for (int i = 0; i < 64; i++)
    data[i] = i % 4;
  for (int i = 0; i < 4; i++)
    bins[i] = 0;
  histogram<<<2, 32>>>(data, bins);
  cudaDeviceSynchronize();
  printf("%d %d\n", bins[0], bins[1]);
  cudaFree(data);
  cudaFree(bins);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 0
// expect-exit: 1
// expect-report: ^race-global-managed\.cu:7:19: error: data race on managed memory: write of 4 bytes at offset 0 of an allocation of 16 bytes allocated at race-global-managed\.cu:12:3 conflicts with an earlier read
// expect-report: ^race-global-managed\.cu:7:25: note: previous read by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-global-managed\.cu:7:19: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-global-managed\.cu:7:19: warning: data race on managed memory: write of 4 bytes at offset 0 of an allocation of 16 bytes allocated at race-global-managed\.cu:12:3 conflicts with an earlier write of the same value
// expect-report: ^race-global-managed\.cu:7:19: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-global-managed\.cu:7:19: note: write by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\); both store the same value
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
