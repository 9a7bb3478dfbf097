// The checker sees through cooperative groups: two tiles of 32 threads (two warps) exchange
// values through shared memory, but each reads what the other tile wrote, which the tile's own
// sync() does not order (only the block's barrier would). The race is reported at the user's
// lines, between threads of the two tiles. race-tile-block-sync.cu is the fix.
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void swap_halves(int *out)
{
    __shared__ int buf[64];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    buf[block.thread_rank()] = block.thread_rank() * 10;
    tile.sync();
    out[block.thread_rank()] = buf[(block.thread_rank() + 32) % 64];
}

int main(void)
{
    int *out;
    cudaMalloc(&out, 64 * sizeof(int));
    swap_halves<<<1, 64>>>(out);
    cudaDeviceSynchronize();
    cudaFree(out);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^race-tile-missing-sync\.cu:16:35: error: data race on shared memory: read of 4 bytes at .buf.\[32\] conflicts with an earlier write$
// expect-report: note: previous write by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\)
