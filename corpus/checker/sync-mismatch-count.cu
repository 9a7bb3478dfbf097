// Mismatched barrier functions: warp 0 waits in __syncthreads_count() while warp 1 waits in a
// plain __syncthreads(), so the count is not defined.
#include <stdio.h>
__global__ void census(int *out) {
  int t = threadIdx.x;
  int n = 0;
  if (t / 32 == 0)
    n = __syncthreads_count(t % 3 == 0);
  else
    __syncthreads();
  out[t + 1] = t + n;
}
int main(void) {
  int *d, h[65];
  cudaMalloc(&d, sizeof h);
  census<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[64] - 0);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 63
// expect-exit: 1
// expect-report: ^sync-mismatch-count\.cu:10:5: error: barrier mismatch: warp 1 of block \(0,0,0\) waits at barrier 0 here, other warps of the block at sync-mismatch-count\.cu:8:9
// expect-report: ^sync-mismatch-count\.cu:10:5: note: threads 32-63 wait here; __syncthreads\(\) here and __syncthreads_count\(\) there count on the same barrier, so the result of __syncthreads_count\(\) is not defined$
// expect-report: ^sync-mismatch-count\.cu:8:9: note: other warps of the block wait at this barrier statement
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
