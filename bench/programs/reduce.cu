// bench/programs/reduce.cu: shared-memory tree reduction over N ints (default 2^18) in blocks of
// 256: load to shared memory, barrier, halve with a barrier per level, one result per block.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef N
#define N (1 << 18)
#endif
#define BLOCK 256
__global__ void reduce(const int *in, int *out) {
  __shared__ int sh[BLOCK];
  unsigned tid = threadIdx.x;
  sh[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sh[tid] += sh[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sh[0];
}
int main(void) {
  int nblocks = N / BLOCK;
  int *in = (int *) malloc(N * sizeof(int)), *out = (int *) malloc(nblocks * sizeof(int));
  int *din, *dout;
  for (int i = 0; i < N; i++)
    in[i] = (i * 37 + 11) % 1001 - 500;
  cudaMalloc(&din, N * sizeof(int));
  cudaMalloc(&dout, nblocks * sizeof(int));
  cudaMemcpy(din, in, N * sizeof(int), cudaMemcpyHostToDevice);
  reduce<<<nblocks, BLOCK>>>(din, dout);
  cudaMemcpy(out, dout, nblocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long sum = 0, mix = 0;
  for (int b = 0; b < nblocks; b++) {
    sum += out[b];
    mix = (mix * 31 + out[b]) % 1000000007;
  }
  printf("reduce n=%d sum %lld checksum %lld\n", N, sum, mix);
  cudaFree(din);
  cudaFree(dout);
  free(in);
  free(out);
  return 0;
}
