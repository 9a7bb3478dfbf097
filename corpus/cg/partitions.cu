// labeled_partition and binary_partition of a warp (CUDA Programming Guide, "Group
// Partitioning"): threads with the same key form a coalesced group, whose leader adds the
// group's size to the key's counter with one atomic (a histogram with warp aggregation); a
// binary partition splits the even and odd values and sums each part with cg::reduce.
// Expected output computed by hand: keys i % 5 over 64 threads give counts 13 13 13 13 12; the
// even values among 0..31 sum to 240 and the odd ones to 256 (each warp reports the same).
#include <stdio.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void histogram(const int *keys, int *counts)
{
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    int key = keys[blockIdx.x * blockDim.x + threadIdx.x];
    cg::coalesced_group same = cg::labeled_partition(warp, key);
    if (same.thread_rank() == 0)
        atomicAdd(&counts[key], (int)same.size());
}

__global__ void parity(int *sums)
{
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    int v = warp.thread_rank();
    cg::coalesced_group part = cg::binary_partition(warp, v % 2 == 1);
    int s = cg::reduce(part, v, cg::plus<int>());
    if (part.thread_rank() == 0)
        sums[warp.meta_group_rank() * 2 + v % 2] = s;
}

int main(void)
{
    int h[64], *keys, *counts, *sums;
    for (int i = 0; i < 64; i++)
        h[i] = i % 5;
    cudaMalloc(&keys, sizeof h);
    cudaMalloc(&counts, 5 * sizeof(int));
    cudaMalloc(&sums, 4 * sizeof(int));
    cudaMemcpy(keys, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(counts, 0, 5 * sizeof(int));
    histogram<<<2, 32>>>(keys, counts);
    int c[5];
    cudaMemcpy(c, counts, sizeof c, cudaMemcpyDeviceToHost);
    printf("counts %d %d %d %d %d\n", c[0], c[1], c[2], c[3], c[4]);
    parity<<<1, 64>>>(sums);
    int s[4];
    cudaMemcpy(s, sums, sizeof s, cudaMemcpyDeviceToHost);
    printf("even %d odd %d, even %d odd %d\n", s[0], s[1], s[2], s[3]);
    cudaFree(keys); cudaFree(counts); cudaFree(sums);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: counts 13 13 13 13 12
// expect: even 240 odd 256, even 240 odd 256
