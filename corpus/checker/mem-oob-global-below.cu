// Out of bounds before the start of a cudaMalloc allocation: thread 0 reads its left neighbour
// at index -1.
#include <stdio.h>
__global__ void diff(const int *a, int *d) {
  int i = threadIdx.x;
  d[i] = a[i] - a[i - 1];
}
int main(void) {
  int h[32], *a, *d;
  for (int i = 0; i < 32; i++)
    h[i] = i * i;
  cudaMalloc(&a, sizeof h);
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
  diff<<<1, 32>>>(a, d);
  cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-global-below\.cu:6:18: error: invalid read of 4 bytes at address 0x[0-9a-f]+: no allocation there
// expect-report: ^mem-oob-global-below\.cu:6:18: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-oob-global-below\.cu:12:3: warning: leak: 128 bytes allocated by cudaMalloc are never freed
// expect-report: ^mem-oob-global-below\.cu:13:3: warning: leak: 128 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
