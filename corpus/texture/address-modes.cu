// The four address modes of a texture object with normalized coordinates, point sampling: a
// 1D CUDA array of four texels read at coordinates inside and outside [0, 1).
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

const int N = 4;
const int M = 7;

__global__ void sample(cudaTextureObject_t tex, const float *coords, float *out)
{
    int i = threadIdx.x;
    if (i < M)
        out[i] = tex1D<float>(tex, coords[i]);
}

int main()
{
    const char *names[] = { "wrap", "clamp", "mirror", "border" };
    cudaTextureAddressMode modes[] = { cudaAddressModeWrap, cudaAddressModeClamp,
                                       cudaAddressModeMirror, cudaAddressModeBorder };
    float texels[N] = { 10.0f, 20.0f, 30.0f, 40.0f };
    float coords[M] = { -0.9f, -0.1f, 0.1f, 0.6f, 0.99f, 1.1f, 1.6f };

    cudaChannelFormatDesc desc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t array;
    CHECK(cudaMallocArray(&array, &desc, N));
    CHECK(cudaMemcpy2DToArray(array, 0, 0, texels, sizeof texels, sizeof texels, 1,
                              cudaMemcpyHostToDevice));
    float *d_coords, *d_out;
    CHECK(cudaMalloc(&d_coords, sizeof coords));
    CHECK(cudaMalloc(&d_out, M * sizeof(float)));
    CHECK(cudaMemcpy(d_coords, coords, sizeof coords, cudaMemcpyHostToDevice));

    for (int m = 0; m < 4; m++) {
        cudaResourceDesc res;
        memset(&res, 0, sizeof res);
        res.resType = cudaResourceTypeArray;
        res.res.array.array = array;
        cudaTextureDesc td;
        memset(&td, 0, sizeof td);
        td.addressMode[0] = modes[m];
        td.filterMode = cudaFilterModePoint;
        td.readMode = cudaReadModeElementType;
        td.normalizedCoords = 1;
        td.borderColor[0] = -1.0f;
        cudaTextureObject_t tex = 0;
        CHECK(cudaCreateTextureObject(&tex, &res, &td, NULL));
        sample<<<1, 32>>>(tex, d_coords, d_out);
        CHECK(cudaGetLastError());
        float out[M];
        CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
        printf("%-6s", names[m]);
        for (int i = 0; i < M; i++)
            printf(" %5.1f", out[i]);
        printf("\n");
        CHECK(cudaDestroyTextureObject(tex));
    }
    CHECK(cudaFreeArray(array));
    CHECK(cudaFree(d_coords));
    CHECK(cudaFree(d_out));
    return 0;
}

// x * 4 for x = -0.9 -0.1 0.1 0.6 0.99 1.1 1.6; texel floor(x * 4) after the mode:
// wrap folds x into [0, 1): 0.1 0.9 0.1 0.6 0.99 0.1 0.6 -> texels 0 3 0 2 3 0 2
// clamp: texel indices -4 -1 0 2 3 4 6 clamped to [0, 3]
// mirror reflects at 0 and 1: 0.9 0.1 0.1 0.6 0.99 0.9 0.4 -> texels 3 0 0 2 3 3 1
// border: indices outside [0, 3] read the border colour -1
// expect: wrap    10.0  40.0  10.0  30.0  40.0  10.0  30.0
// expect: clamp   10.0  10.0  10.0  30.0  40.0  40.0  40.0
// expect: mirror  40.0  10.0  10.0  30.0  40.0  40.0  20.0
// expect: border  -1.0  -1.0  10.0  30.0  40.0  -1.0  -1.0
