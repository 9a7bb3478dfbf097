// bench/programs/histogram.cu: 256-bin histogram of N bytes (default 2^18): each block counts a
// grid-stride share into a shared histogram with shared-memory atomics, then adds it to the global
// histogram with global atomics.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef N
#define N (1 << 18)
#endif
#define BINS 256
#define BLOCKS 64
#define THREADS 256
__global__ void histogram(const unsigned char *in, unsigned int *hist, int n) {
  __shared__ unsigned int local[BINS];
  local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[in[i]], 1u);
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
}
int main(void) {
  unsigned char *in = (unsigned char *) malloc(N);
  unsigned int hist[BINS];
  unsigned char *din;
  unsigned int *dhist;
  unsigned int x = 12345;
  for (int i = 0; i < N; i++) {
    x = x * 1103515245u + 12345u;
    in[i] = (unsigned char) ((x >> 16) % 251);
  }
  cudaMalloc(&din, N);
  cudaMalloc(&dhist, BINS * sizeof(unsigned int));
  cudaMemcpy(din, in, N, cudaMemcpyHostToDevice);
  cudaMemset(dhist, 0, BINS * sizeof(unsigned int));
  histogram<<<BLOCKS, THREADS>>>(din, dhist, N);
  cudaMemcpy(hist, dhist, BINS * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  unsigned long long total = 0, mix = 0;
  for (int b = 0; b < BINS; b++) {
    total += hist[b];
    mix = (mix * 131 + hist[b]) % 1000000007ull;
  }
  printf("histogram n=%d total %llu checksum %llu\n", N, total, mix);
  cudaFree(din);
  cudaFree(dhist);
  free(in);
  return 0;
}
