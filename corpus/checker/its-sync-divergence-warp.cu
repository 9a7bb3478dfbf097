// Barrier divergence inside a warp under independent thread scheduling: only the lower half of
// the only warp reaches __syncthreads(); the upper half goes on, writes its result and exits.
// cudak-args: -arch=sm_70
#include <stdio.h>
__global__ void half(int *out) {
  __shared__ int buf[32];
  int t = threadIdx.x;
  buf[t] = t;
  if (t < 16) {
    __syncthreads();
    buf[t] += buf[t + 16];
  }
  out[t] = t;
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  half<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[31]);
  cudaFree(d);
  return 0;
}
//
// Under --simt=stack the arrival of half a warp is the divergence (sync-divergence-warp.cu).
// Under ITS threads 0-15 wait while threads 16-31 run on; a barrier waits only for threads that
// have not exited, so it completes when threads 16-31 exit, and that is what is reported.
// SPDX-License-Identifier: MIT
// expect: 31
// expect-exit: 1
// expect-report: ^its-sync-divergence-warp\.cu:10:5: error: barrier divergence: threads 16-31 of block \(0,0,0\) exited while the other threads of the block waited at barrier 0
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
