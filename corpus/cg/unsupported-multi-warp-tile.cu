// A tile of 64 threads (two warps), which CUDA 12 and 13 give plainly (thread_block_tile<64>,
// nvcc -c accepts it): cudak does not implement multi-warp tiles, and says so in one error.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void k(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<64> tile = cg::tiled_partition<64>(block);
    int v = tile.thread_rank();
    tile.sync();
    int s = cg::reduce(tile, v, cg::plus<int>());
    int b = tile.shfl(v, 3);
    if (tile.thread_rank() == 0) out[tile.meta_group_rank()] = s + b + tile.num_threads() + tile.meta_group_size();
}
int main() { int *d; cudaMalloc(&d, 64); k<<<1, 256>>>(d); int h[4]; cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost); printf("%d %d\n", h[0], h[3]); }
// expect-build-fail
// expect-report: ^<cudak>/cooperative_groups\.h:\d+:\d+: error: unsupported: 'cooperative_groups::details::multi_warp_thread_block_tile' is not implemented by cudak$
