// cudaLaunchCooperativeKernel refuses a grid that cannot be resident all at once: "the total
// number of blocks launched cannot exceed the maximum number of blocks per multiprocessor as
// returned by cudaOccupancyMaxActiveBlocksPerMultiprocessor ... times the number of
// multiprocessors" (CUDA Runtime API); one block more is cudaErrorCooperativeLaunchTooLarge,
// and the limit itself launches.
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void count(int *n)
{
    cg::grid_group grid = cg::this_grid();
    if (grid.thread_rank() == 0)
        *n = 0;
    grid.sync();
    if (threadIdx.x == 0)
        atomicAdd(n, 1);
}

int main(void)
{
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    int perSm = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, count, 1024, 0);
    int most = perSm * prop.multiProcessorCount;
    int *n;
    cudaMalloc(&n, sizeof(int));
    void *args[] = { &n };
    cudaError_t e = cudaLaunchCooperativeKernel((void *)count, most + 1, 1024, args);
    printf("%s\n", cudaGetErrorName(e));
    e = cudaLaunchCooperativeKernel((void *)count, most, 1024, args);
    printf("%s\n", cudaGetErrorName(e));
    int h;
    cudaMemcpy(&h, n, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d blocks of %d ran\n", h, most);
    cudaFree(n);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaErrorCooperativeLaunchTooLarge
// expect: cudaSuccess
// expect: 32 blocks of 32 ran
