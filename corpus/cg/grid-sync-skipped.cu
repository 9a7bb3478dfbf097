// The negative program of issue 20: one block leaves the kernel before the second grid.sync(),
// which the other blocks then wait at forever (on a GPU the kernel hangs). cudak reports
// barrier divergence of the grid barrier with the blocks that wait and the block that exited,
// at the line of the grid.sync(); the launch fails with cudaErrorLaunchTimeout.
// grid-sync-skipped-ok.cu is the correct version.
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
    if (blockIdx.x == 2)
        return;                 // block 2 skips the second barrier
    grid.sync();
    out[i] += a[(i + 2) % n];
}

int main(void)
{
    int n = 4 * 64, *a, *out;
    cudaMalloc(&a, n * sizeof(int));
    cudaMalloc(&out, n * sizeof(int));
    void *args[] = { &a, &out, &n };
    cudaLaunchCooperativeKernel((void *)two_phase, dim3(4), dim3(64), args);
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^grid-sync-skipped\.cu:19:14: error: barrier divergence in kernel 'two_phase': grid\.sync\(\) reached by 3 blocks \(\(0,0,0\), \(1,0,0\), \(3,0,0\)\) but not by 1 block \(\(2,0,0\)\), whose threads exited: every block of the grid must reach it$
// expect-report: note: warp 0 of block \(0,0,0\): threads 0-31 wait at grid\.sync\(\) for the other blocks of the grid
