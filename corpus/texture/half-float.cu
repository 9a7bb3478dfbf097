// 16-bit float texels (cudaCreateChannelDescHalf): the host stores IEEE half bit patterns, the
// texture unit returns them as float, and filters them linearly.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void read(cudaTextureObject_t tex, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = tex1D<float>(tex, i * 0.5f + 0.5f);
}

int main()
{
    // 1.0, -2.5, 0.099975586 (the half nearest 0.1), 65504 (the largest half)
    unsigned short bits[4] = { 0x3c00, 0xc100, 0x2e66, 0x7bff };
    cudaChannelFormatDesc desc = cudaCreateChannelDescHalf();
    cudaArray_t a;
    cudaMallocArray(&a, &desc, 4);
    cudaMemcpy2DToArray(a, 0, 0, bits, sizeof bits, sizeof bits, 1, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    const int n = 7;
    float *d_out, out[n];
    cudaMalloc(&d_out, sizeof out);
    read<<<1, 32>>>(tex, d_out, n);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("x = %.1f: %.9g\n", i * 0.5f + 0.5f, out[i]);
    cudaDestroyTextureObject(tex);
    cudaFreeArray(a);
    cudaFree(d_out);
    return 0;
}

// texel centres give the texels; half way between two, their mean
// expect: x = 0.5: 1
// expect: x = 1.0: -0.75
// expect: x = 1.5: -2.5
// expect: x = 2.0: -1.20001221
// expect: x = 2.5: 0.0999755859
// expect: x = 3.0: 32752.0508
// expect: x = 3.5: 65504
