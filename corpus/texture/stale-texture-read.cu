// Jacobi iterations inside one kernel, reading the grid through a texture and writing it in
// place, with barriers between the phases: the barriers order the threads, so there is no race,
// but the texture cache is not coherent with the kernel's writes (CUDA Programming Guide: a
// fetch of memory the same kernel wrote returns undefined data), so the second iteration may
// read the first one's input again. The checker compares what a fetch reads with what the
// memory held at the kernel's first fetch and reports the first difference.
#include <cstdio>
#include <cuda_runtime.h>

#define N 32
#define ITERATIONS 3

__global__ void relax(cudaTextureObject_t tex, float *u, int n)
{
    int i = threadIdx.x;
    for (int it = 0; it < ITERATIONS; it++) {
        float v = u[i];
        if (i > 0 && i < n - 1)
            v = 0.5f * (tex1Dfetch<float>(tex, i - 1) + tex1Dfetch<float>(tex, i + 1));
        __syncthreads();
        u[i] = v;
        __syncthreads();
    }
}

int main()
{
    float h[N];
    for (int i = 0; i < N; i++)
        h[i] = i == N - 1 ? 32.0f : 0.0f;
    float *d_u;
    cudaMalloc(&d_u, sizeof h);
    cudaMemcpy(d_u, h, sizeof h, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = d_u;
    res.res.linear.desc = cudaCreateChannelDesc<float>();
    res.res.linear.sizeInBytes = sizeof h;
    cudaTextureDesc td = {};
    cudaTextureObject_t tex;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    relax<<<1, N>>>(tex, d_u, N);
    cudaMemcpy(h, d_u, sizeof h, cudaMemcpyDeviceToHost);
    printf("u[%d..%d] = %g %g %g\n", N - 4, N - 2, h[N - 4], h[N - 3], h[N - 2]);
    cudaDestroyTextureObject(tex);
    cudaFree(d_u);
    return 0;
}

// cudak reads the memory as it is now: three Jacobi steps from u[31] = 32 give u[30] 16, 16,
// 20, u[29] 0, 8, 8 and u[28] 0, 0, 4.
// expect: u[28..30] = 4 8 20
// expect-report: ^stale-texture-read\.cu:19:57: error: texture fetch of 4 bytes at offset 120 that this kernel wrote after it began reading the texture: the texture cache is not coherent with a kernel's writes, a GPU may return the old value$
// expect-exit: 1
