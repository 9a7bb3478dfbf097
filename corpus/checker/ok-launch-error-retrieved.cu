// Near miss for unchecked launch errors: each failed launch's error is retrieved, by
// cudaPeekAtLastError after other calls that succeed, and by a bare cudaGetLastError() that
// deliberately clears it.
#include <stdio.h>
__global__ void k(int *a) {
  a[threadIdx.x] = 1;
}
int main(void) {
  int *d, h = 0;
  if (cudaMalloc(&d, 64 * sizeof(int)) != cudaSuccess)
    return 1;
  k<<<1, 4096>>>(d);
  cudaDeviceSynchronize();
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(cudaPeekAtLastError()));
  k<<<0, 32>>>(d);
  cudaGetLastError();
  k<<<1, 64>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidConfiguration
// expect: cudaSuccess
// expect-exit: 1
// expect-report: ^ok-launch-error-retrieved\.cu:12:4: error: invalid launch of 'k'
// expect-report: ^ok-launch-error-retrieved\.cu:16:4: error: invalid launch of 'k'
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
