// The asynchronous array copies: an image goes into a CUDA array with cudaMemcpy2DToArrayAsync
// in a stream, a kernel of that stream reads it through a texture, the array comes back with
// cudaMemcpy2DFromArrayAsync; a destroyed stream is cudaErrorInvalidResourceHandle.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void invert(cudaTextureObject_t tex, float *out, int w, int h)
{
    int x = threadIdx.x, y = threadIdx.y;
    if (x < w && y < h)
        out[y * w + x] = 1.0f - tex2D<float>(tex, x + 0.5f, y + 0.5f);
}

int main()
{
    const int w = 4, h = 2;
    float img[h][w], back[h][w], out[h][w];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            img[y][x] = 0.125f * (x + w * y);
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMallocArray(&a, &desc, w, h);
    cudaError_t e1 = cudaMemcpy2DToArrayAsync(a, 0, 0, img, sizeof img[0], sizeof img[0], h,
                                              cudaMemcpyHostToDevice, s);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    cudaTextureObject_t tex;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    float *d_out;
    cudaMalloc(&d_out, sizeof out);
    invert<<<1, dim3(w, h), 0, s>>>(tex, d_out, w, h);
    cudaError_t e2 = cudaMemcpy2DFromArrayAsync(back, sizeof back[0], a, 0, 0, sizeof back[0], h,
                                                cudaMemcpyDeviceToHost, s);
    cudaMemcpyAsync(out, d_out, sizeof out, cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    printf("%s %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            printf("%g/%g%c", back[y][x], out[y][x], x == w - 1 ? '\n' : ' ');
    cudaStreamDestroy(s);
    cudaError_t e3 = cudaMemcpy2DToArrayAsync(a, 0, 0, img, sizeof img[0], sizeof img[0], h,
                                              cudaMemcpyHostToDevice, s);
    printf("destroyed stream: %s\n", cudaGetErrorName(e3));
    cudaDestroyTextureObject(tex);
    cudaFreeArray(a);
    cudaFree(d_out);
    return 0;
}

// expect: cudaSuccess cudaSuccess
// expect: 0/1 0.125/0.875 0.25/0.75 0.375/0.625
// expect: 0.5/0.5 0.625/0.375 0.75/0.25 0.875/0.125
// expect: destroyed stream: cudaErrorInvalidResourceHandle
// expect-report: ^async-copies\.cu:46:22: error: cudaMemcpy2DToArrayAsync: stream 0x[0-9a-f]+ was destroyed or never created$
// expect-exit: 1
