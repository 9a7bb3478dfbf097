// SIMT starvation [H §6.1] (listing 6.1's pattern): lane 0 spins on a flag that lane 1 of the same
// warp sets on the other side of the branch. The stack-based branching algorithm runs lane 0's
// side first and never switches, so the warp cannot make progress.
#include <stdio.h>
__global__ void spin(int *flag, int *out) {
  int t = threadIdx.x;
  if (t == 1) {
    atomicExch(flag, 1);
  } else if (t == 0) {
    while (atomicAdd(flag, 0) == 0)
      ;
  }
  out[t] = t;
}
int main(void) {
  int *d, *f;
  cudaMalloc(&d, 32 * sizeof(int));
  cudaMalloc(&f, sizeof(int));
  cudaMemset(f, 0, sizeof(int));
  spin<<<1, 32>>>(f, d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^sync-starvation\.cu:10:5: error: SIMT starvation in kernel 'spin': 1 warp cannot make progress
// expect-report: ^sync-starvation\.cu:10:5: note: warp 0 of block \(0,0,0\): thread 0 spins? in a loop that changes nothing; threads 1-31 wait for the warp to reconverge
// expect-report: ^cudak: note: SIMT starvation \[H 6\.1\]: in warp 0 of block 0
// expect-report: ^sync-starvation\.cu:17:3: warning: leak: 128 bytes allocated by cudaMalloc are never freed
// expect-report: ^sync-starvation\.cu:18:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
