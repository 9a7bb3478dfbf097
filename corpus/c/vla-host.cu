// corpus/c/vla-host.cu: g++'s variable-length arrays in CUDA host code (nvcc accepts them there,
// never in device code): the host sizes a staging buffer from its input and launches a kernel
#include <cstdio>

__global__ void scale(float *v, int n, float f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= f;
}

int main()
{
    int n = 37;
    float staging[n];
    for (int i = 0; i < n; i++)
        staging[i] = (float) i;
    float *d;
    cudaMalloc(&d, sizeof staging);
    cudaMemcpy(d, staging, sizeof staging, cudaMemcpyHostToDevice);
    scale<<<(n + 31) / 32, 32>>>(d, n, 2.0f);
    cudaMemcpy(staging, d, sizeof staging, cudaMemcpyDeviceToHost);
    cudaFree(d);
    printf("%zu bytes, staging[36] = %g\n", sizeof staging, staging[36]);
    return 0;
}

// expect: 148 bytes, staging[36] = 72
