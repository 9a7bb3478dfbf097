// The correct version of tile-sync-half.cu: every thread of the tile reaches tile.sync(), and
// the exchange within each tile of 16 threads is race-free (a tile's sync orders its lanes).
// Expected output computed by hand: out[t] = (rank of t + 1) squared within the tile, wrapping
// at the end of the tile: 1 4 9 ... 225 0 for each tile of 16.
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void rotate(int *out)
{
    __shared__ int buf[32];
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
    int r = tile.thread_rank();
    int base = tile.meta_group_rank() * tile.size();
    buf[threadIdx.x] = r * r;
    tile.sync();
    out[threadIdx.x] = buf[base + (r + 1) % tile.size()];
}

int main(void)
{
    int *out, h[32];
    cudaMalloc(&out, sizeof h);
    rotate<<<1, 32>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i++)
        printf("%d%c", h[i], i % 16 == 15 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: 1 4 9 16 25 36 49 64 81 100 121 144 169 196 225 0
// expect: 1 4 9 16 25 36 49 64 81 100 121 144 169 196 225 0
