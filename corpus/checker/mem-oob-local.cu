// Out of bounds in a thread's local array: a histogram with 4 bins indexed by values 0-4.
#include <stdio.h>
__global__ void bins(const int *in, int *out) {
  int count[4] = { 0, 0, 0, 0 };
  for (int i = 0; i < 5; i++)
    count[in[i]]++;
  out[threadIdx.x] = count[0];
}
int main(void) {
  int h[5] = { 0, 1, 2, 3, 4 }, *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof(int));
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  bins<<<1, 1>>>(din, dout);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-local\.cu:6:\d+: error: out-of-bounds (read|write) of 4 bytes in local memory at offset 16 of 'count'
// expect-report: note: (read|write) by thread \(0,0,0\) of block \(0,0,0\)
// expect-report: ^mem-oob-local\.cu:11:3: warning: leak: 20 bytes allocated by cudaMalloc are never freed
// expect-report: ^mem-oob-local\.cu:12:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
