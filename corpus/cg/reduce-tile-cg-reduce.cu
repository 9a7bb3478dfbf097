// cg::reduce over thread_block_tile<32> (cooperative_groups/reduce.h), each tile adding its
// result with one atomicAdd, as the CUDA samples' reductionMultiBlockCG and the Programming
// Guide's "Group Collectives" write it; a second kernel takes the maximum with cg::greater and
// the minimum with cg::less over tiles of 16, and the bitwise or with cg::bit_or.
// Expected output computed by hand: input[i] = i % 100 for i < 4096 (sum 40 times 4950 plus
// 0 + ... + 95 = 198000 + 4560 = 202560); max 99, min 0; or of 0..99 is 127.
#include <stdio.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void sum_kernel(const int *in, int *out, int n)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    int tile_sum = cg::reduce(tile, v, cg::plus<int>());
    if (tile.thread_rank() == 0)
        atomicAdd(out, tile_sum);
}

__global__ void minmax_kernel(const int *in, int *mx, int *mn, unsigned *bits, int n)
{
    auto tile = cg::tiled_partition<16>(cg::this_thread_block());
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = in[i % n];
    int hi = cg::reduce(tile, v, cg::greater<int>());
    int lo = cg::reduce(tile, v, cg::less<int>());
    unsigned b = cg::reduce(tile, (unsigned)v, cg::bit_or<unsigned>());
    if (tile.thread_rank() == 0) {
        atomicMax(mx, hi);
        atomicMin(mn, lo);
        atomicOr(bits, b);
    }
}

int main(void)
{
    const int n = 4096;
    int h[n];
    for (int i = 0; i < n; i++)
        h[i] = i % 100;
    int *in, *out, *mx, *mn;
    unsigned *bits;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof(int));
    cudaMalloc(&mx, sizeof(int));
    cudaMalloc(&mn, sizeof(int));
    cudaMalloc(&bits, sizeof(unsigned));
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof(int));
    sum_kernel<<<(n + 255) / 256, 256>>>(in, out, n);
    int sum;
    cudaMemcpy(&sum, out, sizeof sum, cudaMemcpyDeviceToHost);
    printf("sum %d\n", sum);

    int lo0 = 1 << 30, hi0 = -1;
    unsigned b0 = 0;
    cudaMemcpy(mn, &lo0, sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(mx, &hi0, sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(bits, &b0, sizeof(unsigned), cudaMemcpyHostToDevice);
    minmax_kernel<<<4, 128>>>(in, mx, mn, bits, n);
    int lo, hi;
    unsigned b;
    cudaMemcpy(&lo, mn, sizeof lo, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hi, mx, sizeof hi, cudaMemcpyDeviceToHost);
    cudaMemcpy(&b, bits, sizeof b, cudaMemcpyDeviceToHost);
    printf("max %d min %d or %u\n", hi, lo, b);
    cudaFree(in); cudaFree(out); cudaFree(mx); cudaFree(mn); cudaFree(bits);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: sum 202560
// expect: max 99 min 0 or 127
