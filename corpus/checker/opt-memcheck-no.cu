// --memcheck=no: the out-of-bounds read of mem-oob-global.cu, the invalid free of
// mem-invalid-free-device.cu and the double cudaFree of mem-double-cudafree.cu are not reported.
// What the runtime does is unchanged: the kernel that reads past its buffer still fails (the
// bytes do not exist) and the frees still return their error codes.
// cudak-args: --memcheck=no
#include <stdio.h>
__global__ void last(const float *a, float *out, int n) {
  *out = a[n];
}
int main(void) {
  float h[60], *d, *r;
  for (int i = 0; i < 60; i++)
    h[i] = (float) i;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&r, sizeof(float));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  printf("%s\n", cudaGetErrorName(cudaFree(d + 16)));
  printf("%s\n", cudaGetErrorName(cudaFree(d)));
  printf("%s\n", cudaGetErrorName(cudaFree(d)));
  cudaFree(r);
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&r, sizeof(float));
  last<<<1, 1>>>(d, r, 60);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidValue
// expect: cudaSuccess
// expect: cudaErrorInvalidValue
// expect: cudaErrorIllegalAddress
// expect-report: ^opt-memcheck-no\.cu:21:3: warning: leak: 240 bytes allocated by cudaMalloc are never freed
// expect-report: ^opt-memcheck-no\.cu:22:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 0 errors, 2 warnings \(seed 0\)
