// Warp-aggregated atomics with coalesced_threads() (NVIDIA developer blog "CUDA Pro Tip:
// Optimized Filtering with Warp-Aggregated Atomics", the CUDA samples' warpAggregatedAtomicsCG):
// the active threads of a warp elect a leader, which adds the group's size to the counter once;
// every thread gets its own slot from the leader's old value and its rank.
// Expected output computed by hand: of the 1000 values i * 7 % 13, those greater than 6 (the
// residues 7..12, six of every thirteen) are kept: 1000 = 76 * 13 + 12, so 76 * 6 + 6 = 462
// (the last partial period 0..11 maps to residues 0,7,1,8,2,9,3,10,4,11,5,12: six of them are
// greater than 6), and their sum 462 * 9.5 = 4389 (each period keeps 7..12, sum 57: 77 periods
// counting the last one's six, 77 * 57 = 4389).
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *ctr)
{
    cg::coalesced_group active = cg::coalesced_threads();
    int res;
    if (active.thread_rank() == 0)
        res = atomicAdd(ctr, active.size());
    res = active.shfl(res, 0);
    return res + active.thread_rank();
}

__global__ void filter_k(int *dst, int *nres, const int *src, int n)
{
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n && src[i] > 6)
        dst[atomicAggInc(nres)] = src[i];
}

int main(void)
{
    const int n = 1000;
    int h[n], *src, *dst, *nres;
    for (int i = 0; i < n; i++)
        h[i] = i * 7 % 13;
    cudaMalloc(&src, sizeof h);
    cudaMalloc(&dst, sizeof h);
    cudaMalloc(&nres, sizeof(int));
    cudaMemcpy(src, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(nres, 0, sizeof(int));
    filter_k<<<(n + 127) / 128, 128>>>(dst, nres, src, n);
    int count;
    cudaMemcpy(&count, nres, sizeof count, cudaMemcpyDeviceToHost);
    int out[n];
    cudaMemcpy(out, dst, count * sizeof(int), cudaMemcpyDeviceToHost);
    long sum = 0;
    int bad = 0;
    for (int i = 0; i < count; i++) {
        sum += out[i];
        bad += out[i] <= 6;
    }
    printf("kept %d, sum %ld, %d wrong\n", count, sum, bad);
    cudaFree(src); cudaFree(dst); cudaFree(nres);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: kept 462, sum 4389, 0 wrong
