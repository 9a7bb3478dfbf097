// Zero-sized variables in device code: a __device__ array of length 0 (a table left empty by a
// configuration macro), a __shared__ one and a local one. nvcc refuses each with "zero-sized
// variable ... is not allowed in device code"; so does cudak, instead of building the program
// and reporting every access as out of bounds (issue 23, defect 4).
// nvcc: fail: ^decl-zero-sized\.cu\(11\): error: zero-sized variable "coeffs" is not allowed in device code$
// expect-build-fail
#include <stdio.h>

#define N_COEFFS 0

__device__ float coeffs[N_COEFFS];

__global__ void apply(float *x, int n) {
  __shared__ float cache[N_COEFFS];
  float scratch[N_COEFFS];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < N_COEFFS; k++) {
    cache[k] = coeffs[k];
    scratch[k] = cache[k] * x[i];
    acc += scratch[k];
  }
  if (i < n)
    x[i] = acc;
}

int main(void) {
  float *x;
  cudaMalloc(&x, 32 * sizeof(float));
  apply<<<1, 32>>>(x, 32);
  cudaFree(x);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-report: ^decl-zero-sized\.cu:11:18: error: zero-sized variable "coeffs" is not allowed in device code$
// expect-report: ^decl-zero-sized\.cu:14:20: error: zero-sized variable "cache" is not allowed in device code$
// expect-report: ^decl-zero-sized\.cu:15:9: error: zero-sized variable "scratch" is not allowed in device code$
