// --apicheck=no: the invalid launch and the wrong cudaMemcpyKind are not reported; the runtime
// still returns their error codes.
// cudak-args: --apicheck=no
#include <stdio.h>
__global__ void k(int *a) {
  a[threadIdx.x] = 1;
}
int main(void) {
  int h[4] = { 0 }, *d;
  cudaMalloc(&d, sizeof h);
  k<<<1, 2048>>>(d);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  printf("%s\n", cudaGetErrorName(cudaMemcpy(h, d, sizeof h, cudaMemcpyHostToDevice)));
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidConfiguration
// expect: cudaErrorInvalidValue
