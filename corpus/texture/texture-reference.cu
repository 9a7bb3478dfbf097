// Texture references, removed in CUDA 12: the texture<T, dim, readMode> template, bound with
// cudaBindTexture and read by tex1Dfetch(texRef, i). cudak reports them as unsupported (one
// error for the declaration; the uses of the names it poisons are not reported again).
#include <cstdio>
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> texRef;

__global__ void scale(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 2.0f * tex1Dfetch(texRef, i);
}

int main()
{
    const int n = 16;
    float *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, n * sizeof(float));
    cudaBindTexture(NULL, texRef, d_in, n * sizeof(float));
    scale<<<1, n>>>(d_out, n);
    cudaUnbindTexture(texRef);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}

// nvcc: removed-in-cuda13: texture references
// expect-build-fail
// expect-report: ^texture-reference\.cu:7:1: error: unsupported: texture references$
