// Fetches the texture unit cannot make sense of: through a texture object already destroyed,
// and tex2D of a texture object made from a 1D array. Both are reported and return 0.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void read1(cudaTextureObject_t tex, float *out)
{
    out[0] = tex1D<float>(tex, 0.5f);
}

__global__ void read2(cudaTextureObject_t tex, float *out)
{
    out[1] = tex2D<float>(tex, 0.5f, 0.5f);
}

int main()
{
    float v[4] = { 1, 2, 3, 4 }, out[2];
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMallocArray(&a, &desc, 4);
    cudaMemcpy2DToArray(a, 0, 0, v, sizeof v, sizeof v, 1, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    cudaTextureObject_t tex;
    cudaCreateTextureObject(&tex, &res, &td, NULL);
    float *d_out;
    cudaMalloc(&d_out, sizeof out);
    read2<<<1, 1>>>(tex, d_out);
    cudaDestroyTextureObject(tex);
    read1<<<1, 1>>>(tex, d_out);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    printf("%g %g\n", out[0], out[1]);
    cudaFreeArray(a);
    cudaFree(d_out);
    return 0;
}

// expect: 0 0
// expect-report: ^bad-fetch\.cu:13:14: error: tex2D: texture object 1 reads a CUDA array of 1 dimension$
// expect-report: ^bad-fetch\.cu:8:14: error: tex1D: 1 is not a live texture object \(destroyed, or never created\)$
// expect-exit: 1
