// A device write to __constant__ memory through a pointer parameter: the host passes the
// symbol's device address (from cudaGetSymbolAddress) to a kernel that writes its output there.
#include <stdio.h>
__constant__ float table[8];
__global__ void square(float *out) {
  out[threadIdx.x] = (float) (threadIdx.x * threadIdx.x);
}
int main(void) {
  float *p;
  cudaGetSymbolAddress((void **) &p, table);
  square<<<1, 8>>>(p);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-constant-write-param\.cu:6:20: error: write of 4 bytes to read-only constant memory at offset 0 of 'table' \(32 bytes\)
// expect-report: ^mem-constant-write-param\.cu:6:20: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-constant-write-param\.cu:4:20: note: 'table' \(32 bytes\) defined here
// expect-report: ^cudak: 1 error, 0 warnings; 7 repeats folded \(seed 0\)
