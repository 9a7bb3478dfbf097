// Near miss for writes to __constant__ memory: the host fills the constant table with
// cudaMemcpyToSymbol and the kernel only reads it.
#include <stdio.h>
__constant__ int coeff[4];
__global__ void apply(int *out) {
  out[threadIdx.x] = coeff[threadIdx.x] * coeff[3 - threadIdx.x];
}
int main(void) {
  int h[4] = { 1, 2, 3, 4 }, *d;
  cudaMemcpyToSymbol(coeff, h, sizeof h);
  cudaMalloc(&d, sizeof h);
  apply<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 4 6 6 4
