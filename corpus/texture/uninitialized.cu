// A texture object over pitched memory that nothing wrote: the fetches read uninitialized
// bytes, reported like any other read of them.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void read2d(cudaTextureObject_t tex, float *out)
{
    out[threadIdx.x] = tex2D<float>(tex, threadIdx.x + 0.5f, 0.5f);
}

int main()
{
    const int w = 4, h = 4;
    float *d_img, *d_out, out[w];
    size_t pitch;
    cudaMalloc(&d_out, sizeof out);
    cudaMallocPitch(&d_img, &pitch, w * sizeof(float), h);

    cudaResourceDesc res = {};
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = d_img;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = w;
    res.res.pitch2D.height = h;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td = {};
    cudaTextureObject_t tex = 0;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    read2d<<<1, w>>>(tex, d_out);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    printf("done\n");
    cudaDestroyTextureObject(tex);
    cudaFree(d_img);
    cudaFree(d_out);
    return 0;
}

// expect: done
// expect-report: ^uninitialized\.cu:8:24: error: uninitialized read of 4 bytes in global memory at offset 0 of an allocation of 2048 bytes allocated at uninitialized\.cu:17:5$
// expect-exit: 1
