// Invalid launch configurations: too many threads per block, and a zero-sized grid. Each launch
// fails, cudaGetLastError returns the code and resets it, and the program goes on.
#include <stdio.h>
__global__ void k(int *a) {
  if (threadIdx.x == 0)
    a[0] = 1;
}
int main(void) {
  int *d;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 2048>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  k<<<0, 32>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  k<<<1, 32>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidConfiguration
// expect: cudaErrorInvalidConfiguration
// expect: cudaSuccess
// expect-exit: 1
// expect-report: ^api-invalid-launch\.cu:11:4: error: invalid launch of 'k' with grid \(1,1,1\) and block \(2048,1,1\), 0 bytes of dynamic shared memory: invalid block dimensions
// expect-report: ^api-invalid-launch\.cu:13:4: error: invalid launch of 'k' with grid \(0,1,1\) and block \(32,1,1\), 0 bytes of dynamic shared memory: invalid grid dimensions
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
