// Out of bounds in a cudaMalloc allocation: the launch covers 64 threads but the buffer has 60
// elements and the kernel has no bounds check.
#include <stdio.h>
__global__ void scale(float *a, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = a[i] * k;
}
int main(void) {
  float h[60], *d;
  for (int i = 0; i < 60; i++)
    h[i] = (float) i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<2, 32>>>(d, 2.0f);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-global\.cu:6:11: error: out-of-bounds read of 4 bytes in global memory at offset 240 of an allocation of 240 bytes allocated at mem-oob-global\.cu:12:3
// expect-report: ^mem-oob-global\.cu:6:11: note: read by thread \(28,0,0\) of block \(1,0,0\) \(warp 0, lane 28\)
// expect-report: ^mem-oob-global\.cu:12:3: note: 240 bytes allocated here by cudaMalloc
// expect-report: ^mem-oob-global\.cu:12:3: warning: leak: 240 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning; 3 repeats folded \(seed 0\)
