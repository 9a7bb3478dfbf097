// bench/programs/vecadd.cu: c = a + b over N floats (default 2^20), blocks of 256.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef N
#define N (1 << 20)
#endif
__global__ void vecadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
int main(void) {
  size_t bytes = N * sizeof(float);
  float *a = (float *) malloc(bytes), *b = (float *) malloc(bytes), *c = (float *) malloc(bytes);
  float *da, *db, *dc;
  for (int i = 0; i < N; i++) {
    a[i] = (float) (i % 1000);
    b[i] = (float) (i % 7);
  }
  cudaMalloc(&da, bytes);
  cudaMalloc(&db, bytes);
  cudaMalloc(&dc, bytes);
  cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
  vecadd<<<(N + 255) / 256, 256>>>(da, db, dc, N);
  cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int i = 0; i < N; i++)
    sum += (long long) c[i] * (i % 3 + 1);
  printf("vecadd n=%d checksum %lld\n", N, sum);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  free(a);
  free(b);
  free(c);
  return 0;
}
