// A leak of device memory (a warning): the kernel's output buffer is copied back and never
// released with cudaFree; the input buffer is.
#include <stdio.h>
__global__ void fill(int *a) {
  a[threadIdx.x] = 7;
}
int main(void) {
  int *in, *out, h[4];
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof h);
  fill<<<1, 4>>>(out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[3]);
  cudaFree(in);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 7
// expect-report: ^leak-cudamalloc\.cu:10:3: warning: leak: 16 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 0 errors, 1 warning \(seed 0\)
