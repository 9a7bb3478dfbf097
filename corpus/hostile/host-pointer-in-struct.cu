// A host pointer smuggled into device code inside a struct passed by value.
#include <stdio.h>
#include <stdlib.h>
struct Box { int n; int *data; };
__global__ void k(Box b, int *out) { *out = b.data[0] + b.n; }
int main(void) {
  Box b;
  b.n = 1;
  b.data = (int *)malloc(4 * sizeof(int));
  b.data[0] = 41;
  int *d;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(b, d);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^host-pointer-in-struct\.cu:5:51: error: device code reads host memory that is not pinned, mapped or managed: 4 bytes at offset 0 of an allocation of 16 bytes allocated at host-pointer-in-struct\.cu:9:19
// expect-report: ^host-pointer-in-struct\.cu:9:19: warning: leak: 16 bytes allocated by malloc are never freed
// expect-report: ^host-pointer-in-struct\.cu:12:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
