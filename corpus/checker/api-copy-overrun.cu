// A copy past the end of an allocation: the device buffer holds 8 ints, the copy sends 10.
#include <stdio.h>
int main(void) {
  int h[10] = { 0 }, *d;
  cudaMalloc(&d, 8 * sizeof(int));
  cudaError_t e = cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(d);
  return 0;
}
//
// The copy of 40 bytes into a 32-byte allocation must fail with an error code and the program go
// on (as cudaMemcpyToSymbol past the end of a symbol does in corpus/cudart/errors.cu); the report
// is a bad copy from offset 0 whose last 8 bytes fall past the end.
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidValue
// expect-exit: 1
// expect-report: ^api-copy-overrun\.cu:6:19: error: .*cudaMemcpy.*40 bytes (at offset 0 )?.*(overrun|past the end)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
