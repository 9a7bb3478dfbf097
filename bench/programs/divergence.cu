// bench/programs/divergence.cu: a divergence-heavy kernel: each lane runs a loop whose trip count
// depends on its lane and block (0..63), with a data-dependent if/else inside, so warps split and
// reconverge at every level. N threads (default 2^14) in blocks of 128.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef N
#define N (1 << 14)
#endif
__global__ void diverge(unsigned int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int trips = (threadIdx.x * 7 + blockIdx.x * 3) % 64;
  unsigned int x = (unsigned int) i;
  for (int k = 0; k < trips; k++) {
    if (x & 1)
      x = 3 * x + 1;
    else
      x = x / 2 + k;
  }
  out[i] = x;
}
int main(void) {
  unsigned int *out = (unsigned int *) malloc(N * sizeof(unsigned int)), *dout;
  cudaMalloc(&dout, N * sizeof(unsigned int));
  diverge<<<N / 128, 128>>>(dout);
  cudaMemcpy(out, dout, N * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  unsigned long long mix = 0;
  for (int i = 0; i < N; i++)
    mix = (mix * 31 + out[i]) % 1000000007ull;
  printf("divergence n=%d checksum %llu\n", N, mix);
  cudaFree(dout);
  free(out);
  return 0;
}
