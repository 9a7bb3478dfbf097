// cudaMalloc and cudaMemcpy of 2^40 bytes.
#include <stdio.h>
int main(void) {
  char *d = NULL, h[16] = {0};
  cudaError_t e = cudaMalloc(&d, 1ull << 40);
  printf("%s\n", cudaGetErrorName(e));
  cudaMalloc(&d, 16);
  e = cudaMemcpy(d, h, 1ull << 40, cudaMemcpyHostToDevice);
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorMemoryAllocation
// expect: cudaErrorInvalidValue
// expect-exit: 1
// expect-report: ^memcpy-2-40\.cu:8:7: error: cudaMemcpy writes 1099511627776 bytes at offset 0 of an allocation of 16 bytes allocated at memcpy-2-40\.cu:7:3: the last 1099511627760 bytes are past the end
// expect-report: ^memcpy-2-40\.cu:7:3: warning: leak: 16 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
