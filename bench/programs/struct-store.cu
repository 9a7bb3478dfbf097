// bench/programs/struct-store.cu: BLOCKS x 256 threads (default 256 blocks: 2^16 threads), each
// storing one 12-byte struct by assignment (an aggregate store) to its own element; the host
// checks the array. The bench runs it under the default memory and under --memory=fermi, where
// the cost must stay linear in the accesses (issue 26).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#ifndef BLOCKS
#define BLOCKS 256
#endif
struct rec { int id, twice, thrice; };
__global__ void fill(struct rec *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  struct rec r;
  r.id = i;
  r.twice = 2 * i;
  r.thrice = 3 * i;
  out[i] = r;
}
int main(void) {
  int n = BLOCKS * 256;
  struct rec *h = (struct rec *) malloc(n * sizeof *h), *d;
  cudaMalloc(&d, n * sizeof *d);
  fill<<<BLOCKS, 256>>>(d);
  cudaMemcpy(h, d, n * sizeof *h, cudaMemcpyDeviceToHost);
  unsigned long long sum = 0;
  int bad = 0;
  for (int i = 0; i < n; i++) {
    bad += h[i].id != i || h[i].twice != 2 * i || h[i].thrice != 3 * i;
    sum += (unsigned long long) h[i].thrice;
  }
  printf("struct-store threads=%d sum %llu bad %d\n", n, sum, bad);
  cudaFree(d);
  free(h);
  return 0;
}
