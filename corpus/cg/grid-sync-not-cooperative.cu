// grid.sync() in a kernel launched with <<<...>>> instead of cudaLaunchCooperativeKernel: the
// grid_group is not valid (is_valid() is false) and the toolkit's cooperative groups abort the
// kernel with __trap(), so the launch fails with cudaErrorLaunchFailure. cudak reports the trap
// at the grid.sync() with the reason.
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void step(int *a, int *valid)
{
    cg::grid_group grid = cg::this_grid();
    if (grid.thread_rank() == 0)
        *valid = grid.is_valid();
    a[grid.thread_rank()] = 1;
    grid.sync();
}

int main(void)
{
    int *a, *valid;
    cudaMalloc(&a, 128 * sizeof(int));
    cudaMalloc(&valid, sizeof(int));
    step<<<2, 64>>>(a, valid);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorName(e));
    return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect: cudaErrorLaunchFailure
// expect-exit: 1
// expect-report: ^grid-sync-not-cooperative\.cu:15:14: error: grid\.sync\(\) in a kernel not launched with cudaLaunchCooperativeKernel: the grid_group is not valid and cooperative groups abort the kernel \(__trap\(\)\)$
