// The first step of ok-warp-sync-scan.cu's warp-synchronous scan, in place on global memory,
// under independent thread scheduling: the lanes of a branch are not guaranteed to run in
// lockstep on sm_70 and later (CUDA Programming Guide, "Independent Thread Scheduling":
// warp-synchronous code needs __syncwarp()), so lane 2's read of a[1] races with lane 1's
// write even under --race-model=warp-sync. Under --simt=stack the same kernel is clean with
// warp-sync (issue 23, defect 2).
// cudak-args: --simt=its --race-model=warp-sync
// nvcc-args: -arch=sm_75
#include <stdio.h>

__global__ void scan_step(int *a) {
  int lane = threadIdx.x;
  if (lane >= 1)
    a[lane] = a[lane - 1] + a[lane];
}

int main(void) {
  int h[32], *a;
  for (int i = 0; i < 32; i++)
    h[i] = 1;
  cudaMalloc(&a, sizeof h);
  cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
  scan_step<<<1, 32>>>(a);
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[31] <= 32);
  cudaFree(a);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 1
// expect-exit: 1
// expect-report: ^its-race-warp-sync-scan\.cu:14:13: error: data race on global memory: write of 4 bytes at offset 4 of an allocation of 128 bytes allocated at its-race-warp-sync-scan\.cu:21:3 conflicts with an earlier read
// expect-report: ^its-race-warp-sync-scan\.cu:14:16: note: previous read by thread \(2,0,0\) of block \(0,0,0\) \(warp 0, lane 2\)
// expect-report: ^its-race-warp-sync-scan\.cu:14:13: note: write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)
// expect-report: ^its-race-warp-sync-scan\.cu:14:13: note: both accesses are by lanes of warp 0: .*under independent thread scheduling \(--simt=its, sm_70 and later\) the lanes need a __syncwarp\(\)
// expect-report: ^cudak: 1 error, 0 warnings; 29 repeats folded \(seed 0\)
