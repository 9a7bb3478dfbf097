// A launch of 2^31 blocks: one more than gridDim.x allows.
#include <stdio.h>
__global__ void k(int *p) { if (p) *p = 1; }
int main(void) {
  k<<<1u << 31, 1>>>(NULL);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidConfiguration
// expect: cudaSuccess
// expect-exit: 1
// expect-report: ^launch-2-31-blocks\.cu:5:4: error: invalid launch of 'k' with grid \(2147483648,1,1\) and block \(1,1,1\), 0 bytes of dynamic shared memory: invalid grid dimensions
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
