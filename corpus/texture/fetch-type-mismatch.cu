// A common mistake: an 8-bit image texture read with tex2D<float> but created with
// cudaReadModeElementType, so its texels are integers; the fetch type does not match the
// texture (on a GPU the result is undefined). The checker reports it; cudak converts the value.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void brightness(cudaTextureObject_t img, float *out, int w)
{
    int x = threadIdx.x;
    if (x < w)
        out[x] = tex2D<float>(img, x + 0.5f, 0.5f) * 1.5f;
}

int main()
{
    const int w = 4;
    unsigned char pix[w] = { 10, 20, 30, 40 };
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<unsigned char>();
    cudaArray_t a;
    cudaMallocArray(&a, &desc, w, 1);
    cudaMemcpy2DToArray(a, 0, 0, pix, w, w, 1, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;   // should be cudaReadModeNormalizedFloat
    cudaTextureObject_t tex;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    float *d_out, out[w];
    cudaMalloc(&d_out, sizeof out);
    brightness<<<1, w>>>(tex, d_out, w);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", out[0], out[1], out[2], out[3]);
    cudaDestroyTextureObject(tex);
    cudaFreeArray(a);
    cudaFree(d_out);
    return 0;
}

// expect: 15 30 45 60
// expect-report: ^fetch-type-mismatch\.cu:11:18: error: texture fetch into 'float' from texels read as integers \(cudaReadModeElementType\): the types do not match$
// expect-exit: 1
