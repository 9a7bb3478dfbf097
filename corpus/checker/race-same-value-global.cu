// A write-write race on global memory that stores the same value (a warning), between blocks:
// thread 0 of every block writes the grid size into the same cell.
#include <stdio.h>
__global__ void record(int *info) {
  if (threadIdx.x == 0)
    info[0] = gridDim.x;
}
int main(void) {
  int *d, h;
  cudaMalloc(&d, sizeof h);
  record<<<3, 32>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 3
// expect-report: ^race-same-value-global\.cu:6:13: warning: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-same-value-global\.cu:10:3 conflicts with an earlier write of the same value
// expect-report: ^race-same-value-global\.cu:6:13: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-same-value-global\.cu:6:13: note: write by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\); both store the same value
// expect-report: ^cudak: 0 errors, 1 warning; 1 repeat folded \(seed 0\)
