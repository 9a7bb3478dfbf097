// cg::memcpy_async and cg::wait (cooperative_groups/memcpy_async.h), as the Programming Guide's
// "memcpy_async" section uses them: a block stages a tile of global memory in shared memory,
// waits for the copy, and each thread reads its neighbours from the staged tile.
// Expected output computed by hand: in[i] = i; out[i] = in[i-1] + in[i] + in[i+1] within each
// block's tile of 128 (the ends use 0 outside the tile): 3i, except the tile's first and last
// elements.
#include <stdio.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void stencil(const int *in, int *out)
{
    __shared__ int tile[128];
    cg::thread_block block = cg::this_thread_block();
    const int *src = in + blockIdx.x * 128;
    cg::memcpy_async(block, tile, src, sizeof(int) * 128);
    cg::wait(block);
    int r = block.thread_rank();
    int left = r > 0 ? tile[r - 1] : 0;
    int right = r < 127 ? tile[r + 1] : 0;
    out[blockIdx.x * 128 + r] = left + tile[r] + right;
}

int main(void)
{
    int h[256], *in, *out;
    for (int i = 0; i < 256; i++)
        h[i] = i;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof h);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    stencil<<<2, 128>>>(in, out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d %d\n", h[0], h[1], h[127], h[128], h[200], h[255]);
    cudaFree(in);
    cudaFree(out);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: 1 3 253 257 600 509
