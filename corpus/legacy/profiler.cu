// <cuda_profiler_api.h>: the samples bracket the region a profiler should capture with
// cudaProfilerStart and cudaProfilerStop. Without a profiler attached they do nothing and
// return cudaSuccess, as on a GPU; after a failed kernel they return its sticky error.
#include <assert.h>
#include <cuda_profiler_api.h>
#include <stdio.h>

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

__global__ void check(const int *p) { assert(p != NULL); }

int main(void) {
  const int n = 1000;
  float h[n], *d;
  for (int i = 0; i < n; i++)
    h[i] = 1.0f;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  printf("start: %s\n", cudaGetErrorName(cudaProfilerStart()));
  scale<<<(n + 255) / 256, 256>>>(d, 3.0f, n);
  printf("stop: %s\n", cudaGetErrorName(cudaProfilerStop()));
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g\n", h[0], h[n - 1]);
  cudaFree(d);
  check<<<1, 1>>>(NULL);
  printf("kernel: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  printf("start after a failed kernel: %s\n", cudaGetErrorName(cudaProfilerStart()));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: start: cudaSuccess
// expect: stop: cudaSuccess
// expect: 3 3
// expect: kernel: cudaErrorAssert
// expect: start after a failed kernel: cudaErrorAssert
// expect-report: ^profiler\.cu:14: void check\(const int \*\): block: \[0,0,0\], thread: \[0,0,0\] Assertion `p != NULL` failed\.$
