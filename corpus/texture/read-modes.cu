// The two read modes: an RGBA image of uchar4 (copied with the deprecated cudaMemcpyToArray, as
// older samples do) read as float4 in [0, 1] with cudaReadModeNormalizedFloat, point and
// bilinear; signed 8-bit texels normalized to [-1, 1]; and the same uchar4 texels read as they
// are (cudaReadModeElementType) with the pointer form tex2D(&v, obj, x, y).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fetch(cudaTextureObject_t norm, cudaTextureObject_t raw, cudaTextureObject_t snorm,
                      float4 *f, uchar4 *u, float *s)
{
    int i = threadIdx.x;
    f[i] = tex2D<float4>(norm, i * 0.5f + 0.5f, 0.5f);   // texel centres and half way between
    tex2D(&u[i], raw, i + 0.5f, 1.5f);
    s[i] = tex1D<float>(snorm, i + 0.5f);
}

static cudaTextureObject_t make(cudaArray_t a, cudaTextureFilterMode filter, cudaTextureReadMode mode)
{
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    td.filterMode = filter;
    td.readMode = mode;
    cudaTextureObject_t t = 0;
    cudaError_t err = cudaCreateTextureObject(&t, &res, &td, NULL);
    if (err != cudaSuccess)
        printf("cudaCreateTextureObject: %s\n", cudaGetErrorString(err));
    return t;
}

int main()
{
    const int w = 4, h = 2;
    uchar4 img[h][w];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            img[y][x] = make_uchar4(x * 85, 255 - x * 85, y * 51, 255);
    cudaChannelFormatDesc rgba = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    cudaMallocArray(&a, &rgba, w, h);
    cudaMemcpyToArray(a, 0, 0, img, sizeof img, cudaMemcpyHostToDevice);

    signed char sv[w] = { -128, -127, 0, 127 };
    cudaChannelFormatDesc sdesc = cudaCreateChannelDesc<signed char>();
    cudaArray_t sa;
    cudaMallocArray(&sa, &sdesc, w);
    cudaMemcpyToArray(sa, 0, 0, sv, sizeof sv, cudaMemcpyHostToDevice);

    cudaTextureObject_t norm = make(a, cudaFilterModeLinear, cudaReadModeNormalizedFloat);
    cudaTextureObject_t raw = make(a, cudaFilterModePoint, cudaReadModeElementType);
    cudaTextureObject_t snorm = make(sa, cudaFilterModePoint, cudaReadModeNormalizedFloat);

    float4 *d_f;
    uchar4 *d_u;
    float *d_s;
    cudaMalloc(&d_f, w * sizeof(float4));
    cudaMalloc(&d_u, w * sizeof(uchar4));
    cudaMalloc(&d_s, w * sizeof(float));
    fetch<<<1, w>>>(norm, raw, snorm, d_f, d_u, d_s);
    float4 f[w];
    uchar4 u[w];
    float s[w];
    cudaMemcpy(f, d_f, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(u, d_u, sizeof u, cudaMemcpyDeviceToHost);
    cudaMemcpy(s, d_s, sizeof s, cudaMemcpyDeviceToHost);
    for (int i = 0; i < w; i++)
        printf("x=%.1f (%.4f %.4f %.4f %.4f)  raw (%3d %3d %3d %3d)  snorm %d -> %.6f\n",
               i * 0.5f + 0.5f, f[i].x, f[i].y, f[i].z, f[i].w, u[i].x, u[i].y, u[i].z, u[i].w,
               sv[i], s[i]);

    cudaDestroyTextureObject(norm);
    cudaDestroyTextureObject(raw);
    cudaDestroyTextureObject(snorm);
    cudaFreeArray(a);
    cudaFreeArray(sa);
    cudaFree(d_f);
    cudaFree(d_u);
    cudaFree(d_s);
    return 0;
}

// x = 1.0 and 2.0 lie half way between two texel centres: (0 + 85) / 2 / 255 and (85 + 170) / 2 / 255;
// signed 8-bit texels are divided by 127 and clamped at -1.
// expect: x=0.5 (0.0000 1.0000 0.0000 1.0000)  raw (  0 255  51 255)  snorm -128 -> -1.000000
// expect: x=1.0 (0.1667 0.8333 0.0000 1.0000)  raw ( 85 170  51 255)  snorm -127 -> -1.000000
// expect: x=1.5 (0.3333 0.6667 0.0000 1.0000)  raw (170  85  51 255)  snorm 0 -> 0.000000
// expect: x=2.0 (0.5000 0.5000 0.0000 1.0000)  raw (255   0  51 255)  snorm 127 -> 1.000000
// cudaMemcpyToArray is deprecated (CUDA 10.1), still declared by CUDA 13: nvcc warns
// cudak-args: -Wno-deprecated-declarations
