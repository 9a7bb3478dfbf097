// A write to a string literal on the device.
#include <stdio.h>
__global__ void k(void) {
  char *s = (char *)"hello";
  s[0] = 'j';
  printf("%s\n", s);
}
int main(void) {
  k<<<1, 1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^string-literal-write-device\.cu:5:8: error: write of 1 byte to read-only global memory at offset 0 of 'string literal' \(6 bytes\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
