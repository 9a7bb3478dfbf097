// bench/programs/matmul.cu: naive float matrix multiply C = A B, N x N (default 128), 16x16
// blocks, one output element per thread. The entries are small integers, so every sum is exact and
// the checksum is the same on any implementation.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef N
#define N 128
#endif
#define B 16
__global__ void matmul(const float *a, const float *b, float *c, int n) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < n) {
    float acc = 0.0f;
    for (int k = 0; k < n; k++)
      acc += a[row * n + k] * b[k * n + col];
    c[row * n + col] = acc;
  }
}
int main(void) {
  size_t bytes = N * N * sizeof(float);
  float *a = (float *) malloc(bytes), *b = (float *) malloc(bytes), *c = (float *) malloc(bytes);
  float *da, *db, *dc;
  for (int i = 0; i < N * N; i++) {
    a[i] = (float) (i % 7 - 3);
    b[i] = (float) (i % 5 - 2);
  }
  cudaMalloc(&da, bytes);
  cudaMalloc(&db, bytes);
  cudaMalloc(&dc, bytes);
  cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
  dim3 block(B, B), grid((N + B - 1) / B, (N + B - 1) / B);
  matmul<<<grid, block>>>(da, db, dc, N);
  cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int i = 0; i < N * N; i++)
    sum += (long long) c[i] * (i % 11 + 1);
  printf("matmul n=%d checksum %lld\n", N, sum);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  free(a);
  free(b);
  free(c);
  return 0;
}
