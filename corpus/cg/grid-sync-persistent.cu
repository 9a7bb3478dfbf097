// A persistent kernel with a grid-wide barrier, as the CUDA Programming Guide ("Grid
// Synchronization") and the samples' reductionMultiBlockCG write it: the host checks
// cudaDevAttrCooperativeLaunch, sizes the grid with cudaOccupancyMaxActiveBlocksPerMultiprocessor
// so that every block is resident, and launches with cudaLaunchCooperativeKernel. Each step of
// a Jacobi-like smoothing reads the neighbours written by other blocks in the step before:
// grid.sync() orders them (the race checker sees no race across it).
// Expected output computed by hand: a[i] starts at 0 except a[0] = 1024 and is fixed at both
// ends; each step sets interior cells to the mean of their neighbours (integer halves, exact
// here): step 1 gives 1024 512 0 ..., step 2 1024 512 256 0 ..., step 3 1024 640 256 128 0 ...
// (640 = (1024 + 256) / 2, 128 = 256 / 2); the first five cells after each step are printed.
#include <stdio.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void smooth(int *a, int *b, int n, int steps)
{
    cg::grid_group grid = cg::this_grid();
    for (int s = 0; s < steps; s++) {
        for (int i = grid.thread_rank(); i < n; i += grid.size())
            b[i] = (i == 0 || i == n - 1) ? a[i] : (a[i - 1] + a[i + 1]) / 2;
        grid.sync();
        int *t = a; a = b; b = t;
    }
}

int main(void)
{
    int dev = 0, supports = 0;
    cudaDeviceGetAttribute(&supports, cudaDevAttrCooperativeLaunch, dev);
    if (!supports) {
        printf("no cooperative launch\n");
        return 0;
    }
    int numBlocksPerSm = 0, numThreads = 128;
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&numBlocksPerSm, smooth, numThreads, 0);
    int blocks = 4;
    if (blocks > numBlocksPerSm * prop.multiProcessorCount)
        blocks = numBlocksPerSm * prop.multiProcessorCount;

    const int n = 1000;
    int h[n] = { 1024 };
    int *a, *b;
    cudaMalloc(&a, sizeof h);
    cudaMalloc(&b, sizeof h);
    cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
    for (int steps = 1; steps <= 3; steps++) {
        cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
        int nn = n;
        void *args[] = { &a, &b, &nn, &steps };
        cudaError_t e = cudaLaunchCooperativeKernel((void *)smooth, blocks, numThreads, args);
        if (e != cudaSuccess) {
            printf("launch: %s\n", cudaGetErrorString(e));
            return 1;
        }
        int r[n];
        cudaMemcpy(r, steps % 2 ? b : a, sizeof r, cudaMemcpyDeviceToHost);
        printf("after %d: %d %d %d %d %d\n", steps, r[0], r[1], r[2], r[3], r[4]);
    }
    cudaFree(a);
    cudaFree(b);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: after 1: 1024 512 0 0 0
// expect: after 2: 1024 512 256 0 0
// expect: after 3: 1024 640 256 128 0
