// Free of a pointer that is not the start of a device heap block: cudaFree() of a pointer into
// the middle of a cudaMalloc allocation returns cudaErrorInvalidValue, and the block is freed
// properly afterwards.
#include <stdio.h>
int main(void) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  printf("%s\n", cudaGetErrorName(cudaFree(d + 16)));
  printf("%s\n", cudaGetErrorName(cudaFree(d)));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidValue
// expect: cudaSuccess
// expect-exit: 1
// expect-report: ^mem-invalid-free-device\.cu:8:35: error: invalid free: 'cudaFree' of a pointer 64 bytes into an allocation of 256 bytes allocated at mem-invalid-free-device\.cu:7:3
// expect-report: ^mem-invalid-free-device\.cu:7:3: note: 256 bytes allocated here by cudaMalloc
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
