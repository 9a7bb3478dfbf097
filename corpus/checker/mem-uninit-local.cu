// Uninitialised read of a local array: the running maximum starts from m[0] of an array that
// is filled from index 1 on.
#include <stdio.h>
__global__ void running_max(const int *in, int *out) {
  int m[4];
  for (int i = 1; i < 4; i++)
    m[i] = in[i];
  int best = m[0];
  for (int i = 1; i < 4; i++)
    best = m[i] > best ? m[i] : best;
  *out = best;
}
int main(void) {
  int h[4] = { 4, 3, 9, 1 }, *din, *dout, r;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  running_max<<<1, 1>>>(din, dout);
  cudaMemcpy(&r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf("done\n");
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: done
// expect-exit: 1
// expect-report: ^mem-uninit-local\.cu:8:\d+: error: uninitialized read of 4 bytes in local memory at offset 0 of 'm'
// expect-report: note: read by thread \(0,0,0\) of block \(0,0,0\)
