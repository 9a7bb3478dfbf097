// corpus/frontend/valid/saxpy-lib.cu: a kernel library that is a program of its own and is also
// #included into unity-build.cu; defining SAXPY_LIB_ONLY leaves out its main
// SPDX-License-Identifier: MIT
#ifndef SAXPY_LIB_CU
#define SAXPY_LIB_CU
#include <stdio.h>

__global__ void saxpy(int n, float a, const float *x, float *y)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

static void saxpy_host(int n, float a, const float *hx, float *hy)
{
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemcpy(x, hx, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, n * sizeof(float), cudaMemcpyHostToDevice);
  saxpy<<<(n + 31) / 32, 32>>>(n, a, x, y);
  cudaMemcpy(hy, y, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(x);
  cudaFree(y);
}

#ifndef SAXPY_LIB_ONLY
int main(void)
{
  float x[3] = {1, 2, 3}, y[3] = {10, 10, 10};
  saxpy_host(3, 2.0f, x, y);
  printf("%.1f %.1f %.1f\n", y[0], y[1], y[2]);
  return 0;
}
#endif
#endif
//
// expect: 12.0 14.0 16.0
