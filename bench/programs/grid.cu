// bench/programs/grid.cu: a grid of BLOCKS x 256 threads (default 4096 blocks: one million
// threads) whose memory does not grow with the grid: each thread hashes its id and adds a byte of
// it to one of 1024 global counters. The bench runs it at several sizes to check that time is
// linear in the grid and that peak memory is bounded by the live blocks.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>
#ifndef BLOCKS
#define BLOCKS 4096
#endif
#define SLOTS 1024
__global__ void grid(unsigned int *slots) {
  unsigned int h = blockIdx.x * blockDim.x + threadIdx.x;
  h = (h ^ 61u) ^ (h >> 16);
  h *= 9u;
  h ^= h >> 4;
  h *= 0x27d4eb2du;
  h ^= h >> 15;
  atomicAdd(&slots[blockIdx.x % SLOTS], h & 0xffu);
}
int main(void) {
  unsigned int slots[SLOTS], *dslots;
  cudaMalloc(&dslots, sizeof slots);
  cudaMemset(dslots, 0, sizeof slots);
  grid<<<BLOCKS, 256>>>(dslots);
  cudaMemcpy(slots, dslots, sizeof slots, cudaMemcpyDeviceToHost);
  unsigned long long total = 0, mix = 0;
  for (int s = 0; s < SLOTS; s++) {
    total += slots[s];
    mix = (mix * 31 + slots[s]) % 1000000007ull;
  }
  printf("grid threads=%d total %llu checksum %llu\n", BLOCKS * 256, total, mix);
  cudaFree(dslots);
  return 0;
}
