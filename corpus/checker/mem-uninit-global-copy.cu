// Uninitialised device memory copied into the kernel's input: the host copies only half of the
// array, and the kernel reads all of it.
#include <stdio.h>
__global__ void total(const int *in, int *out) {
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += in[i];
  *out = s;
}
int main(void) {
  int h[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, *din, *dout, r;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h / 2, cudaMemcpyHostToDevice);
  total<<<1, 1>>>(din, dout);
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
// expect-report: ^mem-uninit-global-copy\.cu:7:12: error: uninitialized read of 4 bytes in global memory at offset 16 of an allocation of 32 bytes allocated at mem-uninit-global-copy\.cu:12:3
// expect-report: ^mem-uninit-global-copy\.cu:7:12: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-uninit-global-copy\.cu:12:3: note: 32 bytes allocated here by cudaMalloc
// expect-report: ^cudak: 1 error, 0 warnings; 3 repeats folded \(seed 0\)
