// Recursion without end on the device.
#include <stdio.h>
__device__ int depth(int n) { return depth(n + 1) + 1; }
__global__ void k(int *out) { *out = depth(0); }
int main(void) {
  int *d;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchFailure
// expect-exit: 1
// expect-report: ^recursion-device\.cu:3:38: error: stack overflow calling 'depth'
// expect-report: ^recursion-device\.cu:7:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
