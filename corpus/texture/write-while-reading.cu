// Smoothing in place: the kernel reads its input through a texture and writes the result to
// the same memory. The texture cache is not coherent with writes in a kernel (the CUDA
// Programming Guide: such reads return undefined data), and a thread's neighbours read the
// element it writes: the checker reports the race between the write and the texture reads.
#include <cstdio>
#include <cuda_runtime.h>

#define N 64

__global__ void smooth_in_place(cudaTextureObject_t tex, float *data, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        data[i] = (tex1Dfetch<float>(tex, i - 1) + tex1Dfetch<float>(tex, i)
                   + tex1Dfetch<float>(tex, i + 1)) / 3.0f;
}

int main()
{
    float h[N];
    for (int i = 0; i < N; i++)
        h[i] = (float)(i % 3);
    float *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = d;
    res.res.linear.desc = cudaCreateChannelDesc<float>();
    res.res.linear.sizeInBytes = sizeof h;
    cudaTextureDesc td = {};
    cudaTextureObject_t tex;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    smooth_in_place<<<2, 32>>>(tex, d, N);
    cudaDeviceSynchronize();
    printf("done\n");
    cudaDestroyTextureObject(tex);
    cudaFree(d);
    return 0;
}

// expect: done
// expect-report: ^write-while-reading\.cu:14:17: error: data race on global memory: write of 4 bytes at offset \d+ of an allocation of 256 bytes allocated at write-while-reading\.cu:24:5 conflicts with an earlier read$
// expect-report: ^write-while-reading\.cu:14:17: error: data race on global memory: write of 4 bytes at offset \d+ of an allocation of 256 bytes allocated at write-while-reading\.cu:24:5 conflicts with an earlier read$
// expect-exit: 1
