// No progress: a kernel that never ends (its loop counter is never compared with a bound that it
// can reach); --max-steps stops it and reports where every warp is.
// cudak-args: --max-steps=20000
#include <stdio.h>
__global__ void forever(int *out) {
  unsigned n = 0;
  while (1) {
    n += 3;
    if (n == 1u)
      break;
  }
  out[threadIdx.x] = (int) n;
}
int main(void) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  forever<<<1, 64>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^sync-no-progress\.cu:8:7: error: no progress in kernel 'forever': 2 warps still running
// expect-report: ^sync-no-progress\.cu:8:7: note: warp 0 of block \(0,0,0\): threads 0-31 
// expect-report: ^sync-no-progress\.cu:8:7: note: warp 1 of block \(0,0,0\): threads 32-63 
// expect-report: ^cudak: note: the kernel did not finish within --max-steps warp steps
// expect-report: ^sync-no-progress\.cu:16:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
