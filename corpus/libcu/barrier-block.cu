// cuda::barrier<cuda::thread_scope_block> in shared memory, set up as the CUDA Programming
// Guide's examples do (init by one thread, then a block sync): arrive_and_wait() between a
// write and the neighbour's read, then the split form arrive() + wait(token) with work between
// the two that touches no shared data, and a barrier of one warp (expected count 32) that the
// other warps never reach. The expected output is computed by hand from the program.
#include <cstdio>
#include <utility>
#include <cuda/barrier>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;
using block_barrier = cuda::barrier<cuda::thread_scope_block>;

__global__ void rotate(int *out, int rounds)
{
    __shared__ int buf[128];
    __shared__ block_barrier bar;
    __shared__ block_barrier warp0;
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) {
        init(&bar, block.size());
        init(&warp0, 32);
    }
    block.sync();
    int t = threadIdx.x;
    buf[t] = t;
    for (int r = 0; r < rounds; r++) {
        bar.arrive_and_wait();
        int v = buf[(t + 1) % blockDim.x];
        block_barrier::arrival_token token = bar.arrive();
        int w = v * 2 + 1;          /* no shared data between arrive and wait */
        bar.wait(std::move(token));
        buf[t] = w;
    }
    if (t < 32) {
        out[blockDim.x + t] = buf[t];
        warp0.arrive_and_wait();
    }
    bar.arrive_and_wait();
    out[t] = buf[t];
}

int main(void)
{
    int *d, h[160];
    cudaMalloc(&d, sizeof h);
    rotate<<<1, 128>>>(d, 3);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d | %d %d\n", h[0], h[1], h[126], h[127], h[128], h[159]);
    cudaFree(d);
    return 0;
}
// expect: 31 39 15 23 | 31 279
