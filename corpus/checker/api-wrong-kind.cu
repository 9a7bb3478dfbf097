// A copy with the wrong cudaMemcpyKind: host-to-device given for a copy whose destination is the
// host array, source the device buffer. The call fails and the host array keeps its values.
#include <stdio.h>
int main(void) {
  int h[4] = { 1, 2, 3, 4 }, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyHostToDevice);
  printf("%s %d\n", cudaGetErrorName(e), h[3]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidValue 4
// expect-exit: 1
// expect-report: ^api-wrong-kind\.cu:8:19: error: cudaMemcpy with cudaMemcpyHostToDevice: the destination is host memory and the source is global memory
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
