// A 1D stencil that reads its neighbours through tex1Dfetch and relies on the fetch past either
// end of the bound range: the texture unit returns 0 there (it reads no memory), but the index
// is outside what the texture object was given, which the checker reports.
#include <cstdio>
#include <cuda_runtime.h>

#define N 8

__global__ void smooth(cudaTextureObject_t in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 0.25f * tex1Dfetch<float>(in, i - 1) + 0.5f * tex1Dfetch<float>(in, i) + 0.25f * tex1Dfetch<float>(in, i + 1);
    /* one line: nvcc's PTX puts each fma on the line of its operator, cudak on the statement's */
}

int main()
{
    float h[N];
    for (int i = 0; i < N; i++)
        h[i] = 4.0f * (i + 1);
    float *d_in, *d_out;
    cudaMalloc(&d_in, N * sizeof(float));
    cudaMalloc(&d_out, N * sizeof(float));
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);

    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = d_in;
    res.res.linear.desc = cudaCreateChannelDesc<float>();
    res.res.linear.sizeInBytes = N * sizeof(float);
    cudaTextureDesc td = {};
    cudaTextureObject_t tex;
    cudaCreateTextureObject(&tex, &res, &td, NULL);

    smooth<<<1, N>>>(tex, d_out, N);
    cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++)
        printf("%g%c", h[i], i == N - 1 ? '\n' : ' ');
    cudaDestroyTextureObject(tex);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}

// expect: 4 8 12 16 20 24 28 23
// expect-report: ^fetch-out-of-range\.cu:13:26: error: tex1Dfetch: index -1 is outside the 8 elements bound to texture object 1 \(the fetch returns 0\)$
// expect-report: ^fetch-out-of-range\.cu:13:99: error: tex1Dfetch: index 8 is outside the 8 elements bound to texture object 1 \(the fetch returns 0\)$
// expect-exit: 1
