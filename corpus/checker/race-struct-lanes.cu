// Every lane stores its own candidate into the block's result: a struct store by many lanes
// with different values is a data race whatever the struct's size (issue 23, defect 1).
// A 4-byte struct of two shorts and a 16-byte struct are both compared by value.
#include <stdio.h>

struct pair_t {
  short value;
  short index;
};

struct stats_t {
  int min, max, sum, count;
};

__global__ void best_candidate(const short *in, pair_t *best) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  pair_t mine = {in[i], (short) i};
  best[blockIdx.x] = mine;          // should be a reduction: every lane overwrites it
}

__global__ void block_stats(const short *in, stats_t *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  stats_t s = {in[i], in[i], in[i], 1};
  out[blockIdx.x] = s;
}

int main(void) {
  short h_in[32];
  for (int i = 0; i < 32; i++)
    h_in[i] = (short) (100 + i);
  short *d_in;
  pair_t *d_best;
  stats_t *d_stats;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_best, sizeof(pair_t));
  cudaMalloc(&d_stats, sizeof(stats_t));
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  best_candidate<<<1, 32>>>(d_in, d_best);
  block_stats<<<1, 32>>>(d_in, d_stats);
  pair_t best;
  cudaMemcpy(&best, d_best, sizeof best, cudaMemcpyDeviceToHost);
  printf("%d\n", best.value - best.index);
  cudaFree(d_in);
  cudaFree(d_best);
  cudaFree(d_stats);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 100
// expect-exit: 1
// expect-report: ^race-struct-lanes\.cu:18:20: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at race-struct-lanes\.cu:35:3 conflicts with the write of another lane of the same statement$
// expect-report: ^race-struct-lanes\.cu:18:20: note: the other write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^race-struct-lanes\.cu:18:20: note: write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\); the values differ
// expect-report: ^race-struct-lanes\.cu:24:19: error: data race on global memory: write of 16 bytes at offset 0 of an allocation of 16 bytes allocated at race-struct-lanes\.cu:36:3 conflicts with the write of another lane of the same statement$
// expect-report: ^race-struct-lanes\.cu:24:19: note: write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\); the values differ
// expect-report: ^cudak: 2 errors, 0 warnings; 60 repeats folded \(seed 0\)
