// Atomic vs plain access on shared memory: the threads of warp 1 increment a shared counter
// atomically while thread 0 reads it with a plain load, with no barrier in between.
#include <stdio.h>
__global__ void progress(int *out) {
  __shared__ int done;
  if (threadIdx.x == 0)
    done = 0;
  __syncthreads();
  if (threadIdx.x >= 32)
    atomicAdd(&done, 1);
  if (threadIdx.x == 0)
    *out = done;
}
int main(void) {
  int *d, h;
  cudaMalloc(&d, sizeof h);
  progress<<<1, 64>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h <= 32);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^race-atomic-plain-read\.cu:12:12: error: data race on shared memory: read of 4 bytes at 'done' conflicts with an earlier atomic update
// expect-report: ^race-atomic-plain-read\.cu:10:5: note: previous atomic update by thread \(63,0,0\) of block \(0,0,0\) \(warp 1, lane 31\)
// expect-report: ^race-atomic-plain-read\.cu:12:12: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
