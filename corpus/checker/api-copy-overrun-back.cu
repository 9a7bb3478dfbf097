// A copy past the end of an allocation, on the way back, and a cudaMemset past the end: the
// result buffer has 4 ints; the host asks for 6.
#include <stdio.h>
int main(void) {
  int h[6], *d;
  cudaMalloc(&d, 4 * sizeof(int));
  cudaError_t e1 = cudaMemset(d, 0, 6 * sizeof(int));
  cudaError_t e2 = cudaMemcpy(h, d, 6 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2));
  cudaFree(d);
  return 0;
}
//
// Both calls must fail with an error code and the program go on; each is a bad copy (set) of 24
// bytes from offset 0 of a 16-byte allocation.
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidValue cudaErrorInvalidValue
// expect-exit: 1
// expect-report: ^api-copy-overrun-back\.cu:7:20: error: .*cudaMemset.*24 bytes (at offset 0 )?.*(overrun|past the end)
// expect-report: ^api-copy-overrun-back\.cu:8:20: error: .*cudaMemcpy.*24 bytes (at offset 0 )?.*(overrun|past the end)
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
