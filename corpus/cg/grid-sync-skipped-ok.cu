// The correct version of grid-sync-skipped.cu: every block reaches both grid.sync() calls
// (block 2 only skips the work after the second one). Clean, and the accesses of other blocks
// across each barrier are ordered (no race is reported).
// Expected output computed by hand: out[i] = a[(i + 1) % n] + a[(i + 2) % n] = 2i + 3 except
// block 2 (i in 128..191: out[i] = i + 1) and the wrap at the end (out[255] = 0 + 1).
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *a, int *out, int n)
{
    cg::grid_group grid = cg::this_grid();
    int i = grid.thread_rank();
    a[i] = i;
    grid.sync();
    out[i] = a[(i + 1) % n];
    grid.sync();
    if (blockIdx.x == 2)
        return;
    out[i] += a[(i + 2) % n];
}

int main(void)
{
    int n = 4 * 64, *a, *out;
    cudaMalloc(&a, n * sizeof(int));
    cudaMalloc(&out, n * sizeof(int));
    void *args[] = { &a, &out, &n };
    cudaError_t e = cudaLaunchCooperativeKernel((void *)two_phase, dim3(4), dim3(64), args);
    printf("launch %s\n", cudaGetErrorName(e));
    printf("sync %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    int h[256];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d\n", h[0], h[127], h[128], h[191], h[255]);
    cudaFree(a);
    cudaFree(out);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: launch cudaSuccess
// expect: sync cudaSuccess
// expect: 3 257 129 192 1
