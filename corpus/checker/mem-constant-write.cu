// A device write to __constant__ memory. nvcc rejects a direct assignment to a __constant__
// variable in device code, so the write goes through a pointer cast that drops the qualifier.
#include <stdio.h>
__constant__ int coeff[4];
__global__ void tweak(int *out) {
  int *p = (int *) coeff;
  p[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = coeff[threadIdx.x];
}
int main(void) {
  int h[4] = { 1, 2, 3, 4 }, *d;
  cudaMemcpyToSymbol(coeff, h, sizeof h);
  cudaMalloc(&d, sizeof h);
  tweak<<<1, 4>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-constant-write\.cu:7:18: error: write of 4 bytes to read-only constant memory at offset 0 of 'coeff' \(16 bytes\)
// expect-report: ^mem-constant-write\.cu:7:18: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-constant-write\.cu:4:18: note: 'coeff' \(16 bytes\) defined here
// expect-report: ^mem-constant-write\.cu:13:3: warning: leak: 16 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning; 3 repeats folded \(seed 0\)
