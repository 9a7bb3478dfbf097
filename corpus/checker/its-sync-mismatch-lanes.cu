// Barrier mismatch inside one warp under independent thread scheduling: the even lanes wait at
// one __syncthreads(), the odd lanes at another. Before Volta the warp would serialise the two
// paths and deadlock or miscount; since Volta both statements count on barrier 0, but the
// program is wrong: the guide allows __syncthreads() in conditional code only when the
// condition is the same for the whole block.
// cudak-args: -arch=sm_70
#include <stdio.h>
__global__ void split(int *out) {
  __shared__ int buf[32];
  int t = threadIdx.x;
  buf[t] = t;
  if (t % 2 == 0) {
    __syncthreads();
    out[t] = buf[t + 1];
  } else {
    __syncthreads();
    out[t] = buf[t - 1];
  }
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  split<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[31]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 30
// expect-exit: 1
// expect-report: ^its-sync-mismatch-lanes\.cu:16:5: error: barrier mismatch: warp 0 of block \(0,0,0\) waits at barrier 0 here, other threads of the block at its-sync-mismatch-lanes\.cu:13:5
// expect-report: ^its-sync-mismatch-lanes\.cu:16:5: note: threads 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31 wait here
// expect-report: ^its-sync-mismatch-lanes\.cu:13:5: note: other threads of the block wait at this barrier statement
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
