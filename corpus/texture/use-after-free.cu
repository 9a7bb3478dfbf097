// A texture object outlives the CUDA array it reads: the array is freed right after the texture
// object is made (a mistake seen in forum posts), and the kernel's fetches read freed memory.
// The kernel fails as it would with an illegal address, and so does every later call.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void read2d(cudaTextureObject_t tex, float *out)
{
    out[threadIdx.x] = tex2D<float>(tex, threadIdx.x + 0.5f, 0.5f);
}

int main()
{
    const int w = 4, h = 4;
    float img[w * h];
    for (int i = 0; i < w * h; i++)
        img[i] = (float)i;
    float *d_out;
    cudaMalloc(&d_out, w * sizeof(float));

    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t array;
    cudaMallocArray(&array, &desc, w, h);
    cudaMemcpy2DToArray(array, 0, 0, img, w * sizeof(float), w * sizeof(float), h,
                        cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = array;
    cudaTextureDesc td = {};
    td.filterMode = cudaFilterModePoint;
    cudaTextureObject_t tex = 0;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    cudaFreeArray(array);

    read2d<<<1, w>>>(tex, d_out);
    cudaError_t err = cudaDeviceSynchronize();
    printf("kernel: %s\n", cudaGetErrorName(err));
    return 0;
}

// expect: kernel: cudaErrorIllegalAddress
// expect-report: ^use-after-free\.cu:9:24: error: use after free: read of 4 bytes at offset 0 of an allocation of 64 bytes allocated at use-after-free\.cu:23:5, freed at use-after-free\.cu:33:5$
// expect-report: ^use-after-free\.cu:19:5: warning: leak: 16 bytes allocated by cudaMalloc are never freed$
// expect-exit: 1
