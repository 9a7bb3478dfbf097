// Atomic vs plain access on global memory: most threads count with atomicAdd, but the last
// thread of each block resets the counter with a plain store in the same kernel.
#include <stdio.h>
__global__ void count(int *counter) {
  atomicAdd(counter, 1);
  if (threadIdx.x == blockDim.x - 1)
    *counter = 0;
}
int main(void) {
  int *d, h;
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  count<<<2, 32>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h >= 0);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^race-atomic-plain\.cu:7:14: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-atomic-plain\.cu:11:3 conflicts with an earlier atomic update
// expect-report: ^race-atomic-plain\.cu:5:3: note: previous atomic update by thread \(31,0,0\) of block \(1,0,0\) \(warp 0, lane 31\)
// expect-report: ^race-atomic-plain\.cu:7:14: note: write by thread \(31,0,0\) of block \(0,0,0\) \(warp 0, lane 31\)
// expect-report: ^race-atomic-plain\.cu:7:14: warning: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-atomic-plain\.cu:11:3 conflicts with an earlier write of the same value
// expect-report: ^race-atomic-plain\.cu:7:14: note: previous write by thread \(31,0,0\) of block \(0,0,0\) \(warp 0, lane 31\)
// expect-report: ^race-atomic-plain\.cu:7:14: note: write by thread \(31,0,0\) of block \(1,0,0\) \(warp 0, lane 31\); both store the same value
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
