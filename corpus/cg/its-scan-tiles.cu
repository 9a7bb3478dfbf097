// scan-tiles.cu under independent thread scheduling (sm_80): the tiles of one warp shuffle with
// their own member masks in the same statement, each waiting for its own lanes.
// cg::inclusive_scan and cg::exclusive_scan (cooperative_groups/scan.h) over tiles of 8 and a
// whole warp, as the Programming Guide's "Group Collectives" example uses them for stream
// compaction: each thread learns where its kept elements go.
// Expected output computed by hand: inputs 1, 2, ..., 8 per tile of 8 give the inclusive sums
// 1 3 6 10 15 21 28 36 and the exclusive ones 0 1 3 6 10 15 21 28; the compaction keeps the
// multiples of 3 among 0..31 (11 values) in order; the running maximum (cg::greater) of
// (i * 5) % 7 over a tile of 8 is 0 5 5 5 6 6 6 6.
#include <stdio.h>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__global__ void scans(int *incl, int *excl, int *mx)
{
    auto tile = cg::tiled_partition<8>(cg::this_thread_block());
    int v = tile.thread_rank() + 1;
    incl[threadIdx.x] = cg::inclusive_scan(tile, v);
    excl[threadIdx.x] = cg::exclusive_scan(tile, v, cg::plus<int>());
    mx[threadIdx.x] = cg::inclusive_scan(tile, (int)(threadIdx.x * 5 % 7), cg::greater<int>());
}

__global__ void compact(const int *in, int *out, int *count)
{
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    int keep = in[threadIdx.x] % 3 == 0;
    int pos = cg::exclusive_scan(warp, keep);
    if (keep)
        out[pos] = in[threadIdx.x];
    if (warp.thread_rank() == 31)
        *count = pos + keep;
}

int main(void)
{
    int *incl, *excl, *mx, *in, *out, *count;
    cudaMalloc(&incl, 32 * sizeof(int));
    cudaMalloc(&excl, 32 * sizeof(int));
    cudaMalloc(&mx, 32 * sizeof(int));
    cudaMalloc(&in, 32 * sizeof(int));
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMalloc(&count, sizeof(int));
    scans<<<1, 32>>>(incl, excl, mx);
    int h[32];
    cudaMemcpy(h, incl, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", h[i]);
    printf("\n");
    cudaMemcpy(h, excl, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 8; i < 16; i++) printf("%d ", h[i]);
    printf("\n");
    cudaMemcpy(h, mx, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", h[i]);
    printf("\n");
    for (int i = 0; i < 32; i++) h[i] = i;
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    compact<<<1, 32>>>(in, out, count);
    int n;
    cudaMemcpy(&n, count, sizeof n, cudaMemcpyDeviceToHost);
    cudaMemcpy(h, out, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d kept:", n);
    for (int i = 0; i < n; i++) printf(" %d", h[i]);
    printf("\n");
    cudaFree(incl); cudaFree(excl); cudaFree(mx); cudaFree(in); cudaFree(out); cudaFree(count);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: 1 3 6 10 15 21 28 36 
// expect: 0 1 3 6 10 15 21 28 
// expect: 0 5 5 5 6 6 6 6 
// expect: 11 kept: 0 3 6 9 12 15 18 21 24 27 30
// cudak-args: -arch=sm_80
// nvcc-args: -arch=sm_80
