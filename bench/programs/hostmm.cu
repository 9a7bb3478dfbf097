// bench/programs/hostmm.cu: host code as a benchmark harness runs it (issue 22): the CPU reference
// product of two N x N float matrices (default 512) computed in main(), the kind of verification
// loop that checks a GPU's answer, and one tiny kernel so that the program is a CUDA program.
// The entries are small integers, so every sum is exact and the checksum is the same anywhere.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef N
#define N 512
#endif
__global__ void touch(int *p) { *p = 1; }
int main(void) {
  float *a = (float *) malloc(N * N * sizeof(float)), *b = (float *) malloc(N * N * sizeof(float));
  float *c = (float *) malloc(N * N * sizeof(float));
  for (int i = 0; i < N * N; i++) {
    a[i] = (float) (i % 7 - 3);
    b[i] = (float) (i % 5 - 2);
  }
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  touch<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  for (int row = 0; row < N; row++)
    for (int col = 0; col < N; col++) {
      float acc = 0.0f;
      for (int k = 0; k < N; k++)
        acc += a[row * N + k] * b[k * N + col];
      c[row * N + col] = acc;
    }
  long long sum = 0;
  for (int i = 0; i < N * N; i++)
    sum += (long long) c[i] * (i % 11 + 1);
  printf("hostmm n=%d checksum %lld kernel %d\n", N, sum, h);
  cudaFree(d);
  free(a);
  free(b);
  free(c);
  return 0;
}
