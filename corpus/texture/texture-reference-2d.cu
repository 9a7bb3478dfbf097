// 2D texture references (CUDA 11 and earlier): one bound to a CUDA array with
// cudaBindTextureToArray, whose sampling the host sets through its fields (normalized
// coordinates, wrap, linear filtering), and one of uchar4 read as normalized float4 from pitched
// memory bound with cudaBindTexture2D.
#include <cstdio>
#include <cuda_runtime.h>

texture<float, 2, cudaReadModeElementType> tex;
texture<uchar4, 2, cudaReadModeNormalizedFloat> rgba;

__global__ void sample(float *out, float4 *col)
{
    int i = threadIdx.x;
    // normalized x: 0.125 is the centre of texel 0, 1.125 wraps to it; 0.25 is half way to 1
    float xs[4] = { 0.125f, 0.25f, 1.125f, -0.125f };
    out[i] = tex2D(tex, xs[i], 0.25f);
    col[i] = tex2D(rgba, i + 0.5f, 1.5f);
}

int main()
{
    float img[2][4] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } };
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray *arr;
    cudaMallocArray(&arr, &desc, 4, 2);
    cudaMemcpy2DToArray(arr, 0, 0, img, sizeof img[0], sizeof img[0], 2, cudaMemcpyHostToDevice);
    tex.normalized = true;
    tex.filterMode = cudaFilterModeLinear;
    tex.addressMode[0] = cudaAddressModeWrap;
    tex.addressMode[1] = cudaAddressModeWrap;
    cudaError_t e1 = cudaBindTextureToArray(tex, arr);

    uchar4 pix[2][4];
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 4; x++)
            pix[y][x] = make_uchar4(255 * y, 51 * x, 0, 255);
    uchar4 *d_pix;
    size_t pitch;
    cudaMallocPitch(&d_pix, &pitch, sizeof pix[0], 2);
    cudaMemcpy2D(d_pix, pitch, pix, sizeof pix[0], sizeof pix[0], 2, cudaMemcpyHostToDevice);
    size_t offset = 1;
    cudaError_t e2 = cudaBindTexture2D(&offset, rgba, d_pix, rgba.channelDesc, 4, 2, pitch);
    printf("bind: %s, %s, offset %zu, channel %d-%d-%d-%d kind %d\n", cudaGetErrorName(e1),
           cudaGetErrorName(e2), offset, rgba.channelDesc.x, rgba.channelDesc.y,
           rgba.channelDesc.z, rgba.channelDesc.w, (int)rgba.channelDesc.f);

    float *d_out, out[4];
    float4 *d_col, col[4];
    cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_col, sizeof col);
    sample<<<1, 4>>>(d_out, d_col);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(col, d_col, sizeof col, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++)
        printf("%.3f  (%.3f %.3f %.3f %.3f)\n", out[i], col[i].x, col[i].y, col[i].z, col[i].w);

    cudaUnbindTexture(tex);
    cudaUnbindTexture(rgba);
    cudaFreeArray(arr);
    cudaFree(d_pix);
    cudaFree(d_out);
    cudaFree(d_col);
    return 0;
}

// x 0.125 * 4 = 0.5 and y 0.25 * 2 = 0.5: the centre of texel (0, 0), 1; x 0.25 * 4 = 1.0 lies
// half way between texels 0 and 1: 1.5; 1.125 wraps to 0.125: 1; -0.125 wraps to 0.875, i.e.
// 3.5, the centre of texel 3: 4. The uchar4 row 1: x 255 / 255, y 51 i / 255, w 1.
// expect: bind: cudaSuccess, cudaSuccess, offset 0, channel 8-8-8-8 kind 1
// expect: 1.000  (1.000 0.000 0.000 1.000)
// expect: 1.500  (1.000 0.200 0.000 1.000)
// expect: 1.000  (1.000 0.400 0.000 1.000)
// expect: 4.000  (1.000 0.600 0.000 1.000)
// nvcc: removed-in-cuda13: texture references
