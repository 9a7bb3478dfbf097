// A race on global memory between blocks: thread 0 of every block stores its block's partial
// result into the same cell of a cudaMalloc buffer instead of its own.
#include <stdio.h>
__global__ void partial(int *out) {
  __shared__ int sum;
  if (threadIdx.x == 0)
    sum = 0;
  __syncthreads();
  atomicAdd(&sum, threadIdx.x);
  __syncthreads();
  if (threadIdx.x == 0)
    out[0] = sum + blockIdx.x;   /* should be out[blockIdx.x] */
}
int main(void) {
  int *d, h[4] = { 0 };
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  partial<<<4, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 499 0
// expect-exit: 1
// expect-report: ^race-global-blocks\.cu:12:12: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 16 bytes allocated at race-global-blocks\.cu:16:3 conflicts with an earlier write
// expect-report: ^race-global-blocks\.cu:12:12: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-global-blocks\.cu:12:12: note: write by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\); the values differ
// expect-report: ^cudak: 1 error, 0 warnings; 2 repeats folded \(seed 0\)
