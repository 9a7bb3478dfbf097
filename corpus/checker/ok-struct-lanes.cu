// Near miss of race-struct-lanes: the warp reduces its candidates with shuffles and lane 0
// alone stores the block's struct; every lane stores its own element of an array of structs.
#include <stdio.h>

struct pair_t {
  short value;
  short index;
};

struct stats_t {
  int min, max, sum, count;
};

__global__ void best_candidate(const short *in, pair_t *best, stats_t *per_thread) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  pair_t mine = {in[i], (short) i};
  stats_t s = {in[i], in[i], in[i], 1};
  per_thread[i] = s;
  for (int offset = 16; offset > 0; offset /= 2) {
    short v = __shfl_down_sync(0xffffffff, mine.value, offset);
    short x = __shfl_down_sync(0xffffffff, mine.index, offset);
    if (v > mine.value) {
      mine.value = v;
      mine.index = x;
    }
  }
  if (threadIdx.x == 0)
    best[blockIdx.x] = mine;
}

int main(void) {
  short h_in[32];
  for (int i = 0; i < 32; i++)
    h_in[i] = (short) ((i * 7) % 32);
  short *d_in;
  pair_t *d_best;
  stats_t *d_stats;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_best, sizeof(pair_t));
  cudaMalloc(&d_stats, 32 * sizeof(stats_t));
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  best_candidate<<<1, 32>>>(d_in, d_best, d_stats);
  pair_t best;
  stats_t last;
  cudaMemcpy(&best, d_best, sizeof best, cudaMemcpyDeviceToHost);
  cudaMemcpy(&last, d_stats + 31, sizeof last, cudaMemcpyDeviceToHost);
  printf("max %d at %d; last %d %d %d %d\n", best.value, best.index, last.min, last.max, last.sum,
         last.count);
  cudaFree(d_in);
  cudaFree(d_best);
  cudaFree(d_stats);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: max 31 at 9; last 25 25 25 1
