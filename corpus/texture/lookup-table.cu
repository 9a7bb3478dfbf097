// Lookup tables through the texture unit: an integer table and an 8-bit table read as
// normalized floats with tex1Dfetch from linear memory, and a function table in a 1D CUDA array
// interpolated by tex1D with normalized coordinates and linear filtering.
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

#define N_PIX 6
#define N_SAMPLES 9

__global__ void apply(cudaTextureObject_t invert, cudaTextureObject_t level,
                      const unsigned char *pix, int *inverted, float *levels, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        inverted[i] = tex1Dfetch<int>(invert, pix[i]);
        levels[i] = tex1Dfetch<float>(level, pix[i]);
    }
}

__global__ void interpolate(cudaTextureObject_t table, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        // sample k sits at the centre of texel k: normalized coordinate (k + 0.5) / N
        float t = (x[i] * (N_SAMPLES - 1) + 0.5f) / N_SAMPLES;
        y[i] = tex1D<float>(table, t);
    }
}

static cudaTextureObject_t linear_texture(void *p, cudaChannelFormatDesc desc, size_t bytes,
                                          cudaTextureReadMode mode)
{
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = p;
    res.res.linear.desc = desc;
    res.res.linear.sizeInBytes = bytes;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.readMode = mode;
    cudaTextureObject_t tex = 0;
    if (cudaCreateTextureObject(&tex, &res, &td, NULL) != cudaSuccess)
        return 0;
    return tex;
}

int main()
{
    int h_invert[256];
    unsigned char h_level[256];
    for (int i = 0; i < 256; i++) {
        h_invert[i] = 255 - i;
        h_level[i] = (unsigned char)i;
    }
    unsigned char h_pix[N_PIX] = { 0, 1, 51, 128, 200, 255 };

    int *d_invert;
    unsigned char *d_level, *d_pix;
    int *d_inverted;
    float *d_levels;
    CHECK(cudaMalloc(&d_invert, sizeof h_invert));
    CHECK(cudaMalloc(&d_level, sizeof h_level));
    CHECK(cudaMalloc(&d_pix, sizeof h_pix));
    CHECK(cudaMalloc(&d_inverted, N_PIX * sizeof(int)));
    CHECK(cudaMalloc(&d_levels, N_PIX * sizeof(float)));
    CHECK(cudaMemcpy(d_invert, h_invert, sizeof h_invert, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_level, h_level, sizeof h_level, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_pix, h_pix, sizeof h_pix, cudaMemcpyHostToDevice));

    cudaTextureObject_t invert = linear_texture(d_invert, cudaCreateChannelDesc<int>(),
                                                sizeof h_invert, cudaReadModeElementType);
    cudaTextureObject_t level = linear_texture(d_level, cudaCreateChannelDesc<unsigned char>(),
                                               sizeof h_level, cudaReadModeNormalizedFloat);
    if (!invert || !level) {
        printf("texture creation failed\n");
        return 1;
    }
    apply<<<1, 64>>>(invert, level, d_pix, d_inverted, d_levels, N_PIX);
    CHECK(cudaGetLastError());
    int inverted[N_PIX];
    float levels[N_PIX];
    CHECK(cudaMemcpy(inverted, d_inverted, sizeof inverted, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(levels, d_levels, sizeof levels, cudaMemcpyDeviceToHost));
    for (int i = 0; i < N_PIX; i++)
        printf("pixel %3d: inverted %3d, level %.6f\n", h_pix[i], inverted[i], levels[i]);

    // f(x) = x * x sampled at x = k / 8
    float samples[N_SAMPLES];
    for (int k = 0; k < N_SAMPLES; k++)
        samples[k] = (k / 8.0f) * (k / 8.0f);
    cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
    cudaArray_t table_array;
    CHECK(cudaMallocArray(&table_array, &fdesc, N_SAMPLES));
    CHECK(cudaMemcpy2DToArray(table_array, 0, 0, samples, sizeof samples, sizeof samples, 1,
                              cudaMemcpyHostToDevice));
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = table_array;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 1;
    cudaTextureObject_t table;
    CHECK(cudaCreateTextureObject(&table, &res, &td, NULL));

    const int n = 5;
    float h_x[n] = { 0.0f, 0.25f, 0.3f, 0.7f, 1.0f }, h_y[n];
    float *d_x, *d_y;
    CHECK(cudaMalloc(&d_x, sizeof h_x));
    CHECK(cudaMalloc(&d_y, sizeof h_y));
    CHECK(cudaMemcpy(d_x, h_x, sizeof h_x, cudaMemcpyHostToDevice));
    interpolate<<<1, 32>>>(table, d_x, d_y, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h_y, d_y, sizeof h_y, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        printf("f(%.2f) = %.6f (exact %.6f)\n", h_x[i], h_y[i], h_x[i] * h_x[i]);

    CHECK(cudaDestroyTextureObject(invert));
    CHECK(cudaDestroyTextureObject(level));
    CHECK(cudaDestroyTextureObject(table));
    CHECK(cudaFreeArray(table_array));
    cudaFree(d_invert); cudaFree(d_level); cudaFree(d_pix); cudaFree(d_inverted);
    cudaFree(d_levels); cudaFree(d_x); cudaFree(d_y);
    return 0;
}

// levels are v / 255 (cudaReadModeNormalizedFloat); f(0.30): x_B = 2.4, weight round(0.4 * 256) / 256
// = 102/256, 1/16 + 102/256 * (9 - 4)/64 = 0.093628; f(0.70): x_B = 5.6, weight 154/256, 0.494019
// expect: pixel   0: inverted 255, level 0.000000
// expect: pixel   1: inverted 254, level 0.003922
// expect: pixel  51: inverted 204, level 0.200000
// expect: pixel 128: inverted 127, level 0.501961
// expect: pixel 200: inverted  55, level 0.784314
// expect: pixel 255: inverted   0, level 1.000000
// expect: f(0.00) = 0.000000 (exact 0.000000)
// expect: f(0.25) = 0.062500 (exact 0.062500)
// expect: f(0.30) = 0.093628 (exact 0.090000)
// expect: f(0.70) = 0.494019 (exact 0.490000)
// expect: f(1.00) = 1.000000 (exact 1.000000)
