// A read-modify-write of one shared counter by every lane in one statement: the lanes' loads and
// stores of 'count' conflict (the sum would be lost on a GPU).
#include <stdio.h>
__global__ void count_threads(int *out) {
  __shared__ int count;
  if (threadIdx.x == 0)
    count = 0;
  __syncthreads();
  count += 1;
  __syncthreads();
  if (threadIdx.x == 0)
    *out = count > 0;
}
int main(void) {
  int *d, h;
  cudaMalloc(&d, sizeof h);
  count_threads<<<1, 8>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^race-shared-same-stmt-rmw\.cu:9:9: error: data race on shared memory: write of 4 bytes at 'count' conflicts with an earlier read
// expect-report: ^race-shared-same-stmt-rmw\.cu:9:9: note: previous read by thread \(7,0,0\) of block \(0,0,0\) \(warp 0, lane 7\)
// expect-report: ^race-shared-same-stmt-rmw\.cu:9:9: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-shared-same-stmt-rmw\.cu:9:9: warning: data race on shared memory: write of 4 bytes at 'count' conflicts with the write of another lane of the same statement of the same value
// expect-report: ^race-shared-same-stmt-rmw\.cu:9:9: note: the other write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-shared-same-stmt-rmw\.cu:9:9: note: write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\); both store the same value
// expect-report: ^cudak: 1 error, 1 warning; 6 repeats folded \(seed 0\)
