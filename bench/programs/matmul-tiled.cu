// bench/programs/matmul-tiled.cu: the matrix multiply of matmul.cu through 16x16 tiles of A and B
// in shared memory, two barriers per tile. N (default 128) must be a multiple of 16.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef N
#define N 128
#endif
#define T 16
__global__ void matmul_tiled(const float *a, const float *b, float *c, int n) {
  __shared__ float ta[T][T];
  __shared__ float tb[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (int t = 0; t < n / T; t++) {
    ta[ty][tx] = a[row * n + t * T + tx];
    tb[ty][tx] = b[(t * T + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < T; k++)
      acc += ta[ty][k] * tb[k][tx];
    __syncthreads();
  }
  c[row * n + col] = acc;
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
  dim3 block(T, T), grid(N / T, N / T);
  matmul_tiled<<<grid, block>>>(da, db, dc, N);
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
