// A kernel fetches through a texture reference that the host has not bound yet: what the
// fetch gives is undefined on a GPU; cudak returns 0 and reports it. Bound, the same kernel
// reads the table.
#include <cstdio>
#include <cuda_runtime.h>

texture<int> lut;

__global__ void apply(int *data, int n)
{
    int i = threadIdx.x;
    if (i < n)
        data[i] = tex1Dfetch(lut, data[i]);
}

int main()
{
    const int n = 4;
    int h[n] = { 3, 2, 1, 0 }, table[n] = { 10, 20, 30, 40 };
    int *d_data, *d_table;
    cudaMalloc(&d_data, sizeof h);
    cudaMalloc(&d_table, sizeof table);
    cudaMemcpy(d_data, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(d_table, table, sizeof table, cudaMemcpyHostToDevice);
    apply<<<1, n>>>(d_data, n);
    cudaMemcpy(h, d_data, sizeof h, cudaMemcpyDeviceToHost);
    printf("unbound: %d %d %d %d\n", h[0], h[1], h[2], h[3]);

    cudaBindTexture(NULL, lut, d_table, sizeof table);
    h[0] = 3, h[1] = 2, h[2] = 1, h[3] = 0;
    cudaMemcpy(d_data, h, sizeof h, cudaMemcpyHostToDevice);
    apply<<<1, n>>>(d_data, n);
    cudaMemcpy(h, d_data, sizeof h, cudaMemcpyDeviceToHost);
    printf("bound: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaUnbindTexture(lut);
    cudaFree(d_data);
    cudaFree(d_table);
    return 0;
}

// expect: unbound: 0 0 0 0
// expect: bound: 40 30 20 10
// expect-report: ^texture-reference-unbound\.cu:13:19: error: tex1Dfetch: the texture reference is not bound to memory or an array \(cudaErrorTextureNotBound on CUDA 11\)$
// expect-exit: 1
// nvcc: removed-in-cuda13: texture references
