// Image resize with the texture unit's bilinear filtering: a 5 x 5 image in pitched memory
// (cudaMallocPitch, a cudaResourceTypePitch2D texture object, unnormalized coordinates, clamp)
// scaled to 7 x 7, compared with a host bilinear interpolation in full precision. The texture
// unit's weights have 8 fractional bits, so the two differ by up to 1/512 of a texel step.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(call)                                                                   \
    do {                                                                              \
        cudaError_t err_ = (call);                                                    \
        if (err_ != cudaSuccess) {                                                    \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
            return 1;                                                                 \
        }                                                                             \
    } while (0)

#define IN_W 5
#define IN_H 5
#define OUT_W 7
#define OUT_H 7

__global__ void resize(cudaTextureObject_t src, float *dst, int w, int h, float sx, float sy)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        // the centre of the output pixel, in input texel coordinates
        float u = (x + 0.5f) * sx;
        float v = (y + 0.5f) * sy;
        dst[y * w + x] = tex2D<float>(src, u, v);
    }
}

static float texel(const float *img, int x, int y)
{
    x = x < 0 ? 0 : x >= IN_W ? IN_W - 1 : x;
    y = y < 0 ? 0 : y >= IN_H ? IN_H - 1 : y;
    return img[y * IN_W + x];
}

static float bilinear(const float *img, float u, float v)
{
    float xb = u - 0.5f, yb = v - 0.5f;
    int i = (int)floorf(xb), j = (int)floorf(yb);
    float a = xb - i, b = yb - j;
    return (1 - a) * (1 - b) * texel(img, i, j) + a * (1 - b) * texel(img, i + 1, j)
         + (1 - a) * b * texel(img, i, j + 1) + a * b * texel(img, i + 1, j + 1);
}

int main()
{
    float img[IN_H][IN_W];
    for (int y = 0; y < IN_H; y++)
        for (int x = 0; x < IN_W; x++)
            img[y][x] = (float)((x * 3 + y * 7) % 10);

    float *d_img, *d_out;
    size_t pitch;
    CHECK(cudaMallocPitch(&d_img, &pitch, IN_W * sizeof(float), IN_H));
    CHECK(cudaMemcpy2D(d_img, pitch, img, IN_W * sizeof(float), IN_W * sizeof(float), IN_H,
                       cudaMemcpyHostToDevice));
    CHECK(cudaMalloc(&d_out, OUT_W * OUT_H * sizeof(float)));

    cudaResourceDesc res = {};
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = d_img;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = IN_W;
    res.res.pitch2D.height = IN_H;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 0;
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &res, &td, NULL));

    dim3 block(4, 4);
    dim3 grid((OUT_W + block.x - 1) / block.x, (OUT_H + block.y - 1) / block.y);
    resize<<<grid, block>>>(tex, d_out, OUT_W, OUT_H, (float)IN_W / OUT_W, (float)IN_H / OUT_H);
    CHECK(cudaGetLastError());
    float out[OUT_H][OUT_W];
    CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));

    float max_err = 0.0f;
    for (int y = 0; y < OUT_H; y++) {
        for (int x = 0; x < OUT_W; x++) {
            printf(" %8.5f", out[y][x]);
            float ref = bilinear(&img[0][0], (x + 0.5f) * IN_W / OUT_W, (y + 0.5f) * IN_H / OUT_H);
            max_err = fmaxf(max_err, fabsf(out[y][x] - ref));
        }
        printf("\n");
    }
    // the weights are off by at most 1/512; texel values differ by at most 9
    printf("max difference from full precision: %s\n", max_err <= 2 * 9.0f / 512 ? "within 2 * 9/512" : "too large");
    printf("max difference is %s\n", max_err > 0.0f ? "non-zero" : "zero");

    CHECK(cudaDestroyTextureObject(tex));
    CHECK(cudaFree(d_img));
    CHECK(cudaFree(d_out));
    return 0;
}

// Expected values: the Programming Guide's linear filtering (x_B = x - 0.5, weights rounded to
// 8 fractional bits), computed by a separate host implementation of it.
// expect:   0.00000  1.71094  3.85547  6.00000  8.14453  5.99219  2.00000
// expect:   3.99219  2.45056  2.14453  4.28906  6.43359  6.73181  5.99219
// expect:   6.14453  3.77863  2.03842  2.14453  4.28906  6.43359  8.14453
// expect:   4.00000  5.71094  5.00391  0.00000  2.14453  4.28906  6.00000
// expect:   1.85547  3.56641  4.89780  5.00391  2.03842  2.14453  3.85547
// expect:   4.00781  3.26819  3.56641  5.71094  3.77863  2.45056  1.71094
// expect:   8.00000  4.00781  1.85547  4.00000  6.14453  3.99219  0.00000
// expect: max difference from full precision: within 2 * 9/512
// expect: max difference is non-zero
