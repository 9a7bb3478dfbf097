// After the CUDA sample simpleTexture: an image in a CUDA array is rotated by a texture fetch
// per output pixel, with normalized coordinates, wrap addressing and bilinear filtering. The
// sample reads lena_bw.pgm and turns by 0.5 radians; this one builds a 16 x 16 test image and
// turns it by atan(2/3) while scaling it by 1/0.9014 (cosine and sine replaced by 0.75 and 0.5,
// so that every coordinate is exact in float, contracted to an fma or not), and prints the
// checksum and some pixels of the result.
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

const float cos_a = 0.75f, sin_a = 0.5f;

// Transform the image: rotate around its centre by the angle whose cosine and sine are given.
__global__ void transformKernel(float *outputData, int width, int height, float c, float s,
                                cudaTextureObject_t tex)
{
    unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;
    float u = (float)x - (float)width / 2;
    float v = (float)y - (float)height / 2;
    float tu = u * c - v * s;
    float tv = v * c + u * s;
    tu /= (float)width;
    tv /= (float)height;
    // read from the texture and write to global memory
    outputData[y * width + x] = tex2D<float>(tex, tu + 0.5f, tv + 0.5f);
}

int main()
{
    const unsigned int width = 16, height = 16;
    unsigned int size = width * height * sizeof(float);
    float *hData = (float *)malloc(size);
    for (unsigned int y = 0; y < height; y++)
        for (unsigned int x = 0; x < width; x++)
            hData[y * width + x] = (((x / 4) + (y / 4)) % 2) ? 1.0f : (float)x / width;

    float *dData = NULL;
    CHECK(cudaMalloc((void **)&dData, size));

    // Allocate array and copy image data
    cudaChannelFormatDesc channelDesc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray *cuArray;
    CHECK(cudaMallocArray(&cuArray, &channelDesc, width, height));
    CHECK(cudaMemcpy2DToArray(cuArray, 0, 0, hData, width * sizeof(float), width * sizeof(float),
                              height, cudaMemcpyHostToDevice));

    cudaTextureObject_t tex;
    cudaResourceDesc texRes;
    memset(&texRes, 0, sizeof(cudaResourceDesc));
    texRes.resType = cudaResourceTypeArray;
    texRes.res.array.array = cuArray;

    cudaTextureDesc texDescr;
    memset(&texDescr, 0, sizeof(cudaTextureDesc));
    texDescr.normalizedCoords = true;
    texDescr.filterMode = cudaFilterModeLinear;
    texDescr.addressMode[0] = cudaAddressModeWrap;
    texDescr.addressMode[1] = cudaAddressModeWrap;
    texDescr.readMode = cudaReadModeElementType;
    CHECK(cudaCreateTextureObject(&tex, &texRes, &texDescr, NULL));

    dim3 dimBlock(8, 8, 1);
    dim3 dimGrid(width / dimBlock.x, height / dimBlock.y, 1);
    transformKernel<<<dimGrid, dimBlock, 0>>>(dData, width, height, cos_a, sin_a, tex);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    float *hOutputData = (float *)malloc(size);
    CHECK(cudaMemcpy(hOutputData, dData, size, cudaMemcpyDeviceToHost));
    double sum = 0;
    for (unsigned int i = 0; i < width * height; i++)
        sum += hOutputData[i];
    printf("checksum %.5f\n", sum);
    for (unsigned int y = 0; y < height; y += 5) {
        for (unsigned int x = 0; x < width; x += 3)
            printf(" %.5f", hOutputData[y * width + x]);
        printf("\n");
    }

    CHECK(cudaDestroyTextureObject(tex));
    CHECK(cudaFree(dData));
    CHECK(cudaFreeArray(cuArray));
    free(hData);
    free(hOutputData);
    return 0;
}

// Expected: a separate host implementation of the Programming Guide's fetch (wrap, then linear
// filtering with x_B = x - 0.5 and 8-bit weights).
// expect: checksum 187.59375
// expect:  0.34375 0.85938 0.62500 1.00000 0.95312 1.00000
// expect:  0.18750 1.00000 0.71875 1.00000 0.81250 1.00000
// expect:  1.00000 1.00000 1.00000 0.87500 0.59375 0.81250
// expect:  1.00000 0.01562 0.78906 0.29688 0.43750 0.57812
