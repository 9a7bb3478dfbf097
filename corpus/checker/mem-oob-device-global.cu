// Out of bounds of a __device__ array: a lookup table of 16 coefficients is read with an index
// that runs to 16 inclusive (a <= for a <), one element past its end.
#include <stdio.h>
__device__ float coeff[16];
__global__ void init_coeff(void) {
  coeff[threadIdx.x] = 1.0f / (threadIdx.x + 1);
}
__global__ void weigh(float *out) {
  float s = 0.0f;
  for (int k = 0; k <= 16; k++)
    s += coeff[k];
  out[threadIdx.x] = s;
}
int main(void) {
  float h, *d;
  cudaMalloc(&d, 4 * sizeof(float));
  init_coeff<<<1, 16>>>();
  weigh<<<1, 4>>>(d);
  cudaError_t e = cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-device-global\.cu:11:15: error: out-of-bounds read of 4 bytes in global memory at offset 64 of 'coeff' \(64 bytes\)$
// expect-report: ^mem-oob-device-global\.cu:11:15: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^mem-oob-device-global\.cu:4:18: note: 'coeff' \(64 bytes\) defined here$
// expect-report: ^mem-oob-device-global\.cu:21:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorIllegalAddress \(700\), the sticky error
// expect-report: ^cudak: 1 error, 1 warning; 3 repeats folded \(seed 0\)$
