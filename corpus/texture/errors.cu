// Invalid arguments to the array and texture object calls: each returns cudaErrorInvalidValue
// (the error the Runtime API documents for them); the calls the checker can judge further (a
// CUDA array freed twice, a texture object that does not exist, a copy that leaves the array)
// are also reported.
#include <cstdio>
#include <cuda_runtime.h>

static void show(const char *what, cudaError_t err)
{
    printf("%-34s %s\n", what, cudaGetErrorName(err));
}

int main()
{
    float *d;
    size_t pitch;
    cudaMallocPitch(&d, &pitch, 16 * sizeof(float), 16);
    cudaMemset2D(d, pitch, 0, 16 * sizeof(float), 16);

    cudaResourceDesc res = {};
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = d;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = 16;
    res.res.pitch2D.height = 16;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td = {};
    td.filterMode = cudaFilterModeLinear;
    cudaTextureObject_t tex;

    show("no texture descriptor", cudaCreateTextureObject(&tex, &res, NULL, NULL));
    res.res.pitch2D.pitchInBytes = 16 * sizeof(float) + 4;
    show("pitch not a multiple of 32", cudaCreateTextureObject(&tex, &res, &td, NULL));
    res.res.pitch2D.pitchInBytes = pitch;
    res.res.pitch2D.desc = cudaCreateChannelDesc<int>();
    show("linear filtering of int elements", cudaCreateTextureObject(&tex, &res, &td, NULL));
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeNormalizedFloat;
    show("normalized read of 32-bit ints", cudaCreateTextureObject(&tex, &res, &td, NULL));
    td.readMode = cudaReadModeElementType;
    show("a valid texture object", cudaCreateTextureObject(&tex, &res, &td, NULL));
    show("destroy it", cudaDestroyTextureObject(tex));
    show("destroy it again", cudaDestroyTextureObject(tex));

    cudaArray_t a;
    cudaChannelFormatDesc three = cudaCreateChannelDesc(8, 8, 8, 0, cudaChannelFormatKindUnsigned);
    show("array of three channels", cudaMallocArray(&a, &three, 8, 8));
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    show("array of width 0", cudaMallocArray(&a, &f, 0, 8));
    show("array of 8 x 8 floats", cudaMallocArray(&a, &f, 8, 8));
    float row[9] = { 0 };
    show("copy of 9 floats into a row of 8", cudaMemcpy2DToArray(a, 0, 0, row, sizeof row, sizeof row, 1, cudaMemcpyHostToDevice));
    show("free the array", cudaFreeArray(a));
    show("free it again", cudaFreeArray(a));
    cudaGetLastError();
    cudaFree(d);
    return 0;
}

// expect: no texture descriptor              cudaErrorInvalidValue
// expect: pitch not a multiple of 32         cudaErrorInvalidValue
// expect: linear filtering of int elements   cudaErrorInvalidValue
// expect: normalized read of 32-bit ints     cudaErrorInvalidValue
// expect: a valid texture object             cudaSuccess
// expect: destroy it                         cudaSuccess
// expect: destroy it again                   cudaErrorInvalidValue
// expect: array of three channels            cudaErrorInvalidValue
// expect: array of width 0                   cudaErrorInvalidValue
// expect: array of 8 x 8 floats              cudaSuccess
// expect: copy of 9 floats into a row of 8   cudaErrorInvalidValue
// expect: free the array                     cudaSuccess
// expect: free it again                      cudaErrorInvalidValue
// expect-report: ^errors\.cu:43:30: error: cudaDestroyTextureObject: 1 is not a live texture object$
// expect-report: ^errors\.cu:52:46: error: cudaMemcpy2DToArray: the region of 36 x 1 bytes at \(0, 0\) leaves the array of 8 rows of 32 bytes$
// expect-report: ^errors\.cu:54:27: error: cudaFreeArray: 0x[0-9a-f]+ is not a live CUDA array \(it was freed\)$
// expect-exit: 1
