// An invalid launch configuration: more dynamic shared memory than a block may have, and a block
// whose dimensions multiply past the limit; cudaPeekAtLastError sees the code without resetting
// it and cudaDeviceSynchronize does not see it.
#include <stdio.h>
__global__ void k(int *a) {
  extern __shared__ int buf[];
  buf[threadIdx.x] = 1;
  a[threadIdx.x] = buf[threadIdx.x];
}
int main(void) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  k<<<1, 64, 1 << 20>>>(d);
  printf("%s\n", cudaGetErrorName(cudaPeekAtLastError()));
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  k<<<1, dim3(32, 32, 2)>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidValue
// expect: cudaErrorInvalidValue
// expect: cudaErrorInvalidConfiguration
// expect: cudaSuccess
// expect-exit: 1
// expect-report: ^api-invalid-launch-shared\.cu:13:4: error: invalid launch of 'k' with grid \(1,1,1\) and block \(64,1,1\), 1048576 bytes of dynamic shared memory: more shared memory than a block may have
// expect-report: ^api-invalid-launch-shared\.cu:16:4: error: invalid launch of 'k' with grid \(1,1,1\) and block \(32,32,2\), 0 bytes of dynamic shared memory: invalid block dimensions
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
