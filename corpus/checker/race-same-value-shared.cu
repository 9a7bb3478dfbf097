// A write-write race that stores the same value (a warning): every thread that finds a negative
// element sets the shared flag to 1, with no atomic and no single writer.
#include <stdio.h>
__global__ void any_negative(const int *a, int *out) {
  __shared__ int found;
  if (threadIdx.x == 0)
    found = 0;
  __syncthreads();
  if (a[threadIdx.x] < 0)
    found = 1;
  __syncthreads();
  if (threadIdx.x == 0)
    *out = found;
}
int main(void) {
  int h[64], *d, *r, res;
  for (int i = 0; i < 64; i++)
    h[i] = i % 8 == 3 ? -i : i;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&r, sizeof res);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  any_negative<<<1, 64>>>(d, r);
  cudaMemcpy(&res, r, sizeof res, cudaMemcpyDeviceToHost);
  printf("%d\n", res);
  cudaFree(d);
  cudaFree(r);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-report: ^race-same-value-shared\.cu:10:11: warning: data race on shared memory: write of 4 bytes at 'found' conflicts with the write of another lane of the same statement of the same value
// expect-report: ^race-same-value-shared\.cu:10:11: note: the other write by thread \(35,0,0\) of block \(0,0,0\) \(warp 1, lane 3\)
// expect-report: ^race-same-value-shared\.cu:10:11: note: write by thread \(43,0,0\) of block \(0,0,0\) \(warp 1, lane 11\); both store the same value
// expect-report: ^race-same-value-shared\.cu:10:11: warning: data race on shared memory: write of 4 bytes at 'found' conflicts with an earlier write of the same value
// expect-report: ^race-same-value-shared\.cu:10:11: note: previous write by thread \(59,0,0\) of block \(0,0,0\) \(warp 1, lane 27\)
// expect-report: ^race-same-value-shared\.cu:10:11: note: write by thread \(3,0,0\) of block \(0,0,0\) \(warp 0, lane 3\); both store the same value
// expect-report: ^cudak: 0 errors, 2 warnings; 5 repeats folded \(seed 0\)
