// A 3D texture, after the CUDA sample simpleTexture3D: a 4 x 4 x 4 volume copied into a CUDA
// array with cudaMalloc3DArray and cudaMemcpy3D, sampled by tex3D with trilinear filtering, and
// copied back to the host with cudaMemcpy3D to check the round trip.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                                   \
    do {                                                                              \
        cudaError_t err_ = (call);                                                    \
        if (err_ != cudaSuccess) {                                                    \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
            return 1;                                                                 \
        }                                                                             \
    } while (0)

#define D 4

__global__ void sample(cudaTextureObject_t vol, const float4 *points, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex3D<float>(vol, points[i].x, points[i].y, points[i].z);
}

int main()
{
    float h_vol[D][D][D], back[D][D][D];
    for (int z = 0; z < D; z++)
        for (int y = 0; y < D; y++)
            for (int x = 0; x < D; x++)
                h_vol[z][y][x] = x + 10.0f * y + 100.0f * z;

    cudaExtent extent = make_cudaExtent(D, D, D);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t vol_array;
    CHECK(cudaMalloc3DArray(&vol_array, &desc, extent));

    cudaMemcpy3DParms copy = { 0 };
    copy.srcPtr = make_cudaPitchedPtr(h_vol, D * sizeof(float), D, D);
    copy.dstArray = vol_array;
    copy.extent = extent;
    copy.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&copy));

    cudaChannelFormatDesc got;
    cudaExtent got_extent;
    unsigned int flags;
    CHECK(cudaArrayGetInfo(&got, &got_extent, &flags, vol_array));
    printf("array: %d-bit kind %d, %zu x %zu x %zu, flags %u\n", got.x, (int)got.f,
           got_extent.width, got_extent.height, got_extent.depth, flags);

    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = vol_array;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &res, &td, NULL));

    const int n = 4;
    float4 h_points[n] = { make_float4(0.5f, 0.5f, 0.5f, 0), make_float4(1.0f, 1.5f, 2.5f, 0),
                           make_float4(2.0f, 2.0f, 2.0f, 0), make_float4(9.0f, 0.25f, 3.75f, 0) };
    float4 *d_points;
    float *d_out, h_out[n];
    CHECK(cudaMalloc(&d_points, sizeof h_points));
    CHECK(cudaMalloc(&d_out, sizeof h_out));
    CHECK(cudaMemcpy(d_points, h_points, sizeof h_points, cudaMemcpyHostToDevice));
    sample<<<1, 32>>>(tex, d_points, d_out, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        printf("tex3D(%.2f, %.2f, %.2f) = %.4f\n", h_points[i].x, h_points[i].y, h_points[i].z,
               h_out[i]);

    cudaMemcpy3DParms back_copy = { 0 };
    back_copy.srcArray = vol_array;
    back_copy.dstPtr = make_cudaPitchedPtr(back, D * sizeof(float), D, D);
    back_copy.extent = extent;
    back_copy.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&back_copy));
    int same = 1;
    for (int z = 0; z < D; z++)
        for (int y = 0; y < D; y++)
            for (int x = 0; x < D; x++)
                same &= back[z][y][x] == h_vol[z][y][x];
    printf("round trip %s\n", same ? "identical" : "different");

    CHECK(cudaDestroyTextureObject(tex));
    CHECK(cudaFreeArray(vol_array));
    CHECK(cudaFree(d_points));
    CHECK(cudaFree(d_out));
    return 0;
}

// (0.5, 0.5, 0.5) is the centre of texel (0, 0, 0); (1.0, 1.5, 2.5) lies half way between
// x = 0 and 1 on the centre of y = 1, z = 2: 0.5 + 10 + 200; (2, 2, 2) is the mean of the
// texels 1..2 in each direction: 1.5 + 15 + 150; (9, 0.25, 3.75) clamps x to 3 and y to 0 and
// z to 3: 3 + 0 + 300.
// expect: array: 32-bit kind 2, 4 x 4 x 4, flags 0
// expect: tex3D(0.50, 0.50, 0.50) = 0.0000
// expect: tex3D(1.00, 1.50, 2.50) = 210.5000
// expect: tex3D(2.00, 2.00, 2.00) = 166.5000
// expect: tex3D(9.00, 0.25, 3.75) = 303.0000
// expect: round trip identical
