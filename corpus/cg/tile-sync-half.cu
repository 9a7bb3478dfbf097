// The negative program of issue 20: a tile of 16 threads exchanges values through shared
// memory, but its sync() sits inside a branch that only the lower half of each tile takes. On a
// GPU the half-tile waits for lanes that never come (undefined behaviour, a hang on Volta and
// later); cudak reports barrier divergence of the tile's barrier at the user's line, with the
// lanes that reached it and those that did not (once per execution of the statement: the
// first tile's half is named). tile-sync-ok.cu is the correct version.
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void rotate(int *out)
{
    __shared__ int buf[32];
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
    int r = tile.thread_rank();
    buf[threadIdx.x] = r * r;
    if (r < 8)
        tile.sync();            // reached by half of the tile
    out[threadIdx.x] = buf[(threadIdx.x + 1) % 32];
}

int main(void)
{
    int *out;
    cudaMalloc(&out, 32 * sizeof(int));
    rotate<<<1, 32>>>(out);
    cudaDeviceSynchronize();
    cudaFree(out);
    return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --racecheck=no
// expect-exit: 1
// expect-report: ^tile-sync-half\.cu:18:18: error: barrier divergence: the sync\(\) of a group of lanes 0xffff of warp 0 of block 0 is reached by lanes 0, 1, 2, 3, 4, 5, 6, 7 but not by lanes 8, 9, 10, 11, 12, 13, 14, 15$
