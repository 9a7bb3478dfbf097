// Out of bounds in a local array: an off-by-one loop bound (<=) reads one element past the end.
#include <stdio.h>
__global__ void sum_local(int *out) {
  int v[8];
  for (int i = 0; i < 8; i++)
    v[i] = i + threadIdx.x;
  int s = 0;
  for (int i = 0; i <= 8; i++)
    s += v[i];
  out[threadIdx.x] = s;
}
int main(void) {
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  sum_local<<<1, 4>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-local-loop\.cu:9:\d+: error: out-of-bounds read of 4 bytes in local memory at offset 32 of 'v'
// expect-report: note: read by thread \(0,0,0\) of block \(0,0,0\)
// expect-report: ^mem-oob-local-loop\.cu:14:3: warning: leak: 16 bytes allocated by cudaMalloc are never freed
