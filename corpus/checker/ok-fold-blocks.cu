// Near miss of report-fold-blocks.cu: every thread loads its element of the tile and only the
// last block records itself, so nothing is reported.
#include <stdio.h>

#define TILE 32

__global__ void shift_tiles(const int *in, int *out, int *last_block) {
  __shared__ int tile[TILE];
  int t = threadIdx.x;
  int i = blockIdx.x * TILE + t;
  tile[t] = in[i];
  __syncthreads();
  out[i] = tile[(t + TILE - 1) % TILE];
  if (t == 0 && blockIdx.x == gridDim.x - 1)
    *last_block = blockIdx.x;
}

int main(void) {
  const int blocks = 100, n = blocks * TILE;
  int *h = (int *) malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i;
  int *in, *out, *last;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMalloc(&last, sizeof(int));
  cudaMemcpy(in, h, n * sizeof(int), cudaMemcpyHostToDevice);
  shift_tiles<<<blocks, TILE>>>(in, out, last);
  cudaMemcpy(h, out, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[2], h[n - 1]);
  cudaFree(in);
  cudaFree(out);
  cudaFree(last);
  free(h);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 3198
