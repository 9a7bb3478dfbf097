// its-ok-syncwarp-meet.cu with another mask on one side: the upper half passes 0xffff0001, so
// the lower half's threads wait for a __syncwarp with their own mask 0xffffffff that the upper
// half never executes, and the upper half waits for thread 0: a deadlock under --simt=its
// (issue 23, defect 6).
// cudak-args: -arch=sm_70
// nvcc-args: -arch=sm_75
#include <stdio.h>

__global__ void swap_halves(int *out) {
  __shared__ int s[32];
  int lane = threadIdx.x;
  if (lane < 16) {
    s[lane] = lane;
    __syncwarp(0xffffffff);
    out[lane] = s[lane + 16];
  } else {
    s[lane] = lane * 10;
    __syncwarp(0xffff0001);
    out[lane] = s[lane - 16];
  }
}

int main(void) {
  int *out, h[32];
  cudaMalloc(&out, sizeof h);
  swap_halves<<<1, 32>>>(out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^its-sync-syncwarp-mask-differs\.cu:14:5: error: deadlock in kernel 'swap_halves': 1 warp waits at a barrier that can never complete$
// expect-report: ^its-sync-syncwarp-mask-differs\.cu:14:5: note: warp 0 of block \(0,0,0\): threads 0-15 wait at __syncwarp\(\) for threads 16-31$
// expect-report: ^its-sync-syncwarp-mask-differs\.cu:18:5: note: warp 0 of block \(0,0,0\): threads 16-31 wait at __syncwarp\(\) for thread 0$
// expect-report: ^cudak: note: no thread of the kernel can make progress
// expect-report: ^its-sync-syncwarp-mask-differs\.cu:25:3: warning: leak: 128 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
