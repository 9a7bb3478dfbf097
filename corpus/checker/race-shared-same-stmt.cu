// Conflicting accesses of different lanes in one statement: lanes 2k and 2k+1 both write slot k
// with different values in the same store.
#include <stdio.h>
__global__ void pairs(int *out) {
  __shared__ int half[16];
  int t = threadIdx.x;
  half[t / 2] = t;
  __syncthreads();
  if (t < 16)
    out[t] = half[t] / 2;
}
int main(void) {
  int *d, h[16];
  cudaMalloc(&d, sizeof h);
  pairs<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[15]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0 15
// expect-exit: 1
// expect-report: ^race-shared-same-stmt\.cu:7:15: error: data race on shared memory: write of 4 bytes at 'half'\[0\] conflicts with the write of another lane of the same statement
// expect-report: ^race-shared-same-stmt\.cu:7:15: note: the other write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-shared-same-stmt\.cu:7:15: note: write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\); the values differ
// expect-report: ^cudak: 1 error, 0 warnings; 15 repeats folded \(seed 0\)
