// corpus/frontend/valid/elvis-device.cu: GNU's `a ?: b` in device code, as nvcc accepts it:
// the first operand is evaluated once per thread
#include <cstdio>

__device__ int pick(int x)
{
    return x ?: -1;
}

__global__ void k(int *out)
{
    out[threadIdx.x] = pick(threadIdx.x % 3) ?: 100;
}

int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    k<<<1, 4>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}

// expect: -1 1 2 -1
