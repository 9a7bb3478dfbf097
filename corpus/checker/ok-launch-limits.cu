// Near miss for invalid launch configurations: launches at the limits (1024 threads per block,
// 48 KiB of dynamic shared memory, a 32x32 block, a large grid) are valid, and every launch is
// checked with cudaGetLastError.
#include <stdio.h>
__global__ void k(int *a) {
  extern __shared__ int buf[];
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  buf[t] = t;
  if (blockIdx.x == 0)
    a[t] = buf[t];
}
int main(void) {
  int *d, h[1024];
  cudaMalloc(&d, sizeof h);
  k<<<1, 1024, 48 * 1024>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  k<<<1, dim3(32, 32), 1024 * sizeof(int)>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  k<<<4, 32, 32 * sizeof(int)>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[31], h[1023]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaSuccess
// expect: cudaSuccess
// expect: cudaSuccess
// expect: 31 1023
