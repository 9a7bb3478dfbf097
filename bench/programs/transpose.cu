// bench/programs/transpose.cu: out = in^T for an N x N int matrix (default 256) through 16x17
// shared tiles (padded against bank conflicts), 16x16 blocks.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef N
#define N 256
#endif
#define T 16
__global__ void transpose(const int *in, int *out, int n) {
  __shared__ int tile[T][T + 1];
  int x = blockIdx.x * T + threadIdx.x, y = blockIdx.y * T + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  x = blockIdx.y * T + threadIdx.x;
  y = blockIdx.x * T + threadIdx.y;
  out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}
int main(void) {
  size_t bytes = N * N * sizeof(int);
  int *in = (int *) malloc(bytes), *out = (int *) malloc(bytes);
  int *din, *dout;
  for (int i = 0; i < N * N; i++)
    in[i] = (i * 7919) % 65521;
  cudaMalloc(&din, bytes);
  cudaMalloc(&dout, bytes);
  cudaMemcpy(din, in, bytes, cudaMemcpyHostToDevice);
  dim3 block(T, T), grid(N / T, N / T);
  transpose<<<grid, block>>>(din, dout, N);
  cudaMemcpy(out, dout, bytes, cudaMemcpyDeviceToHost);
  unsigned long long mix = 0;
  for (int i = 0; i < N * N; i++)
    mix = (mix * 31 + (unsigned) out[i]) % 1000000007ull;
  printf("transpose n=%d checksum %llu\n", N, mix);
  cudaFree(din);
  cudaFree(dout);
  free(in);
  free(out);
  return 0;
}
