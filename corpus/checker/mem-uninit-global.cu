// Uninitialised read of cudaMalloc memory: the output buffer is accumulated into without ever
// being cleared (cudaMalloc memory starts uninitialised).
#include <stdio.h>
__global__ void accumulate(const int *in, int *acc) {
  int i = threadIdx.x;
  acc[i] += in[i];
}
int main(void) {
  int h[16], *din, *dacc;
  for (int i = 0; i < 16; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dacc, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  accumulate<<<1, 16>>>(din, dacc);
  cudaMemcpy(h, dacc, sizeof h, cudaMemcpyDeviceToHost);
  printf("done\n");
  cudaFree(din);
  cudaFree(dacc);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: done
// expect-exit: 1
// expect-report: ^mem-uninit-global\.cu:6:10: error: uninitialized read of 4 bytes in global memory at offset 0 of an allocation of 64 bytes allocated at mem-uninit-global\.cu:13:3
// expect-report: ^mem-uninit-global\.cu:6:10: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-uninit-global\.cu:13:3: note: 64 bytes allocated here by cudaMalloc
// expect-report: ^cudak: 1 error, 0 warnings; 15 repeats folded \(seed 0\)
