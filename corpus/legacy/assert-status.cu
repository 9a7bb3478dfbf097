// A failed assert() in a kernel is the program's own behaviour, not a checker finding (issue 18):
// each failing thread prints CUDA's message, the kernel fails with cudaErrorAssert, and the
// program decides its exit status itself, here with the usual error-checking macro.
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      printf("CUDA error at line %d: %s\n", __LINE__, cudaGetErrorString(err_)); \
      exit(2);                                                                 \
    }                                                                          \
  } while (0)

__global__ void normalise(float *v, const float *norm, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    assert(norm[i] != 0.0f);
    v[i] /= norm[i];
  }
}

int main(void) {
  const int n = 64;
  float h[n], hn[n];
  for (int i = 0; i < n; i++) {
    h[i] = (float) i;
    hn[i] = i == 37 || i == 38 ? 0.0f : 2.0f;
  }
  float *v, *norm;
  CHECK(cudaMalloc(&v, n * sizeof(float)));
  CHECK(cudaMalloc(&norm, n * sizeof(float)));
  CHECK(cudaMemcpy(v, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(norm, hn, sizeof hn, cudaMemcpyHostToDevice));
  normalise<<<2, 32>>>(v, norm, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  printf("not reached\n");
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: CUDA error at line 39: device-side assert triggered
// expect-exit: 2
// expect-report: ^assert-status\.cu:20: void normalise\(float \*, const float \*, int\): block: \[1,0,0\], thread: \[5,0,0\] Assertion `norm\[i\] != 0\.0f` failed\.$
// expect-report: ^assert-status\.cu:20: void normalise\(float \*, const float \*, int\): block: \[1,0,0\], thread: \[6,0,0\] Assertion `norm\[i\] != 0\.0f` failed\.$
// expect-report: ^assert-status\.cu:33:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^assert-status\.cu:34:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 0 errors, 2 warnings \(seed 0\)
