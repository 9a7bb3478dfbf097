// Double free on the device heap: cudaFree called twice on one allocation; the second call
// returns cudaErrorInvalidValue.
#include <stdio.h>
int main(void) {
  float *d;
  cudaMalloc(&d, 256);
  printf("%s\n", cudaGetErrorName(cudaFree(d)));
  printf("%s\n", cudaGetErrorName(cudaFree(d)));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaSuccess
// expect: cudaErrorInvalidValue
// expect-exit: 1
// expect-report: ^mem-double-cudafree\.cu:8:35: error: double free: 'cudaFree' of an allocation of 256 bytes allocated at mem-double-cudafree\.cu:6:3, which was already freed
// expect-report: ^mem-double-cudafree\.cu:6:3: note: 256 bytes allocated here by cudaMalloc
// expect-report: ^mem-double-cudafree\.cu:7:35: note: first freed here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
