// The CUDA Programming Guide's cooperative-groups reduction: reduce_sum takes any thread_group
// (here the whole block, then a dynamic tile of 32), sums through shared memory with the
// group's sync() between the steps, and thread_sum gives each thread four values.
// Expected output computed by hand: the input is 1, 2, ..., 1024, whose sum is 524800; each
// tile of 32 sums 32 consecutive values.
#include <stdio.h>
#include <cooperative_groups.h>
using namespace cooperative_groups;

__device__ int reduce_sum(thread_group g, int *temp, int val)
{
    int lane = g.thread_rank();

    // Each iteration halves the number of active threads
    // Each thread adds its partial sum[i] to sum[lane+i]
    for (int i = g.size() / 2; i > 0; i /= 2)
    {
        temp[lane] = val;
        g.sync(); // wait for all threads to store
        if (lane < i) val += temp[lane + i];
        g.sync(); // wait for all threads to load
    }
    return val; // note: only thread 0 will return full sum
}

__device__ int thread_sum(int *input, int n)
{
    int sum = 0;

    for (int i = blockIdx.x * blockDim.x + threadIdx.x;
         i < n / 4;
         i += blockDim.x * gridDim.x)
    {
        int4 in = ((int4 *)input)[i];
        sum += in.x + in.y + in.z + in.w;
    }
    return sum;
}

__global__ void sum_kernel_block(int *sum, int *input, int n)
{
    int my_sum = thread_sum(input, n);

    extern __shared__ int temp[];
    thread_block g = this_thread_block();
    int block_sum = reduce_sum(g, temp, my_sum);

    if (g.thread_rank() == 0) atomicAdd(sum, block_sum);
}

__global__ void sum_kernel_tiles(int *sums, int *input)
{
    __shared__ int temp[256];
    thread_block block = this_thread_block();
    thread_group tile = tiled_partition(block, 32);
    int *t = temp + (block.thread_rank() / 32) * 32;
    int v = reduce_sum(tile, t, input[block.thread_rank()]);
    if (tile.thread_rank() == 0)
        sums[block.thread_rank() / 32] = v;
}

int main(void)
{
    const int n = 1024;
    int h[n], *input, *sum, *sums;
    for (int i = 0; i < n; i++)
        h[i] = i + 1;
    cudaMalloc(&input, n * sizeof(int));
    cudaMalloc(&sum, sizeof(int));
    cudaMalloc(&sums, 8 * sizeof(int));
    cudaMemcpy(input, h, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(sum, 0, sizeof(int));

    int blockSize = 64, nBlocks = 2;
    int sharedBytes = blockSize * sizeof(int);
    sum_kernel_block<<<nBlocks, blockSize, sharedBytes>>>(sum, input, n);
    int total;
    cudaMemcpy(&total, sum, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum = %d\n", total);

    sum_kernel_tiles<<<1, 256>>>(sums, input);
    int hs[8];
    cudaMemcpy(hs, sums, sizeof hs, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++)
        printf("tile %d: %d\n", i, hs[i]);
    cudaFree(input);
    cudaFree(sum);
    cudaFree(sums);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: sum = 524800
// expect: tile 0: 528
// expect: tile 1: 1552
// expect: tile 2: 2576
// expect: tile 3: 3600
// expect: tile 4: 4624
// expect: tile 5: 5648
// expect: tile 6: 6672
// expect: tile 7: 7696
