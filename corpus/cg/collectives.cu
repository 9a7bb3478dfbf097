// The collectives of thread_block_tile (CUDA Programming Guide, "thread_block_tile"): shfl,
// shfl_up, shfl_down and shfl_xor within a tile of 8, any/all/ballot (a tile's ballot has one
// bit per rank of the tile), match_any and match_all, meta_group_rank and meta_group_size, and
// the block's own group queries (dim_threads, group_index, thread_index, num_threads).
// Expected output computed by hand from the definitions (ranks 0..7 of each tile of 8 of a
// block of 24 threads; values are the thread's index t).
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tiles(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> t = cg::tiled_partition<8>(block);
    int v = block.thread_rank();
    int *o = out + 16 * v;
    o[0] = t.shfl(v, 3);                 // rank 3 of my tile
    o[1] = t.shfl_up(v, 2);              // v - 2, or v for ranks 0 and 1
    o[2] = t.shfl_down(v, 1);            // v + 1, or v for rank 7
    o[3] = t.shfl_xor(v, 4);             // rank ^ 4
    o[4] = t.any(v == 9);
    o[5] = t.all(v < 16);
    o[6] = t.ballot(v % 3 == 0);
    o[7] = t.match_any(v / 4);
    int pred;
    o[8] = t.match_all(t.meta_group_rank(), pred);
    o[9] = pred;
    o[10] = t.meta_group_rank();
    o[11] = t.meta_group_size();
    o[12] = t.num_threads();
    o[13] = block.dim_threads().x * 100 + block.num_threads();
    o[14] = block.group_index().x * 100 + block.thread_index().x;
    o[15] = t.thread_rank();
}

int main(void)
{
    int *out, h[24 * 16];
    cudaMalloc(&out, sizeof h);
    tiles<<<1, 24>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    int show[] = { 0, 9, 17, 23 };
    for (int k = 0; k < 4; k++) {
        int *o = h + 16 * show[k];
        printf("t=%d:", show[k]);
        for (int j = 0; j < 16; j++)
            printf(" %d", o[j]);
        printf("\n");
    }
    cudaFree(out);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: t=0: 3 0 1 4 0 1 73 15 255 1 0 3 8 2424 0 0
// expect: t=9: 11 9 10 13 1 1 146 15 255 1 1 3 8 2424 9 1
// expect: t=17: 19 17 18 21 0 0 36 15 255 1 2 3 8 2424 17 1
// expect: t=23: 19 21 23 19 0 0 36 240 255 1 2 3 8 2424 23 7
