// The fix of race-tile-missing-sync.cu: the exchange between tiles needs the block's barrier,
// block.sync(). Clean.
// Expected output computed by hand: out[t] = ((t + 32) % 64) * 10 for the block of 64.
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void swap_halves(int *out)
{
    __shared__ int buf[64];
    cg::thread_block block = cg::this_thread_block();
    buf[block.thread_rank()] = block.thread_rank() * 10;
    block.sync();
    out[block.thread_rank()] = buf[(block.thread_rank() + 32) % 64];
}

int main(void)
{
    int *out, h[64];
    cudaMalloc(&out, sizeof h);
    swap_halves<<<1, 64>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[31], h[32], h[63]);
    cudaFree(out);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: 320 630 0 310
