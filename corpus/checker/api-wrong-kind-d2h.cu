// A copy with the wrong cudaMemcpyKind: device-to-host for a host-to-device upload (the
// arguments are in the right order, the kind is not).
#include <stdio.h>
int main(void) {
  float h[8] = { 0 }, *d;
  cudaMalloc(&d, sizeof h);
  cudaError_t e = cudaMemcpy(d, h, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidValue
// expect-exit: 1
// expect-report: ^api-wrong-kind-d2h\.cu:7:19: error: cudaMemcpy with cudaMemcpyDeviceToHost: the destination is global memory and the source is host memory
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
