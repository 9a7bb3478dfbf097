// An unchecked CUDA error (a warning): a launch with 4096 threads per block fails and nobody calls
// cudaGetLastError; the result read back is whatever the buffer held.
#include <stdio.h>
__global__ void k(int *a) {
  a[threadIdx.x] = 1;
}
int main(void) {
  int *d, h = 0;
  cudaMalloc(&d, 4096 * sizeof(int));
  cudaMemset(d, 0, 4096 * sizeof(int));
  k<<<1, 4096>>>(d);
  cudaDeviceSynchronize();
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(d);
  return 0;
}
//
// The launch error is reported; the program also never calls cudaGetLastError, so the error is
// never looked at: a warning at the launch.
// SPDX-License-Identifier: MIT
// expect: 0
// expect-exit: 1
// expect-report: ^api-unchecked-launch\.cu:11:4: error: invalid launch of 'k' with grid \(1,1,1\) and block \(4096,1,1\), 0 bytes of dynamic shared memory: invalid block dimensions
// expect-report: ^api-unchecked-launch\.cu:11:4: warning: unchecked CUDA error: .*cudaErrorInvalidConfiguration
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
