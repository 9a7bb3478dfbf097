// Texture references as CUDA 5 to 11 programs wrote them (removed in CUDA 12): a heat-transfer
// step in the style of "CUDA by Example", chapter 7, reading the grid through
// texture<float> references bound with cudaBindTexture and fetched with tex1Dfetch, checked
// against the same computation on the host.
#include <cstdio>
#include <cuda_runtime.h>

#define DIM 8
#define SPEED 0.25f

texture<float> texConstSrc;
texture<float> texIn;
texture<float> texOut;

__global__ void copy_const_kernel(float *iptr)
{
    int x = threadIdx.x + blockIdx.x * blockDim.x;
    int y = threadIdx.y + blockIdx.y * blockDim.y;
    int offset = x + y * blockDim.x * gridDim.x;
    float c = tex1Dfetch(texConstSrc, offset);
    if (c != 0)
        iptr[offset] = c;
}

__global__ void blend_kernel(float *dst, bool dstOut)
{
    int x = threadIdx.x + blockIdx.x * blockDim.x;
    int y = threadIdx.y + blockIdx.y * blockDim.y;
    int offset = x + y * blockDim.x * gridDim.x;
    int left = offset - 1, right = offset + 1, top = offset - DIM, bottom = offset + DIM;
    if (x == 0) left++;
    if (x == DIM - 1) right--;
    if (y == 0) top += DIM;
    if (y == DIM - 1) bottom -= DIM;
    float t, l, c, r, b;
    if (dstOut) {
        t = tex1Dfetch(texIn, top);
        l = tex1Dfetch(texIn, left);
        c = tex1Dfetch(texIn, offset);
        r = tex1Dfetch(texIn, right);
        b = tex1Dfetch(texIn, bottom);
    } else {
        t = tex1Dfetch(texOut, top);
        l = tex1Dfetch(texOut, left);
        c = tex1Dfetch(texOut, offset);
        r = tex1Dfetch(texOut, right);
        b = tex1Dfetch(texOut, bottom);
    }
    dst[offset] = c + SPEED * (t + b + r + l - 4 * c);
}

static void host_step(const float *in, float *out)
{
    for (int y = 0; y < DIM; y++)
        for (int x = 0; x < DIM; x++) {
            int o = x + y * DIM;
            int l = x == 0 ? o : o - 1, r = x == DIM - 1 ? o : o + 1;
            int t = y == 0 ? o : o - DIM, b = y == DIM - 1 ? o : o + DIM;
            out[o] = in[o] + SPEED * (in[t] + in[b] + in[r] + in[l] - 4 * in[o]);
        }
}

int main()
{
    const int bytes = DIM * DIM * sizeof(float);
    float *dev_in, *dev_out, *dev_const;
    cudaMalloc((void **)&dev_in, bytes);
    cudaMalloc((void **)&dev_out, bytes);
    cudaMalloc((void **)&dev_const, bytes);
    cudaBindTexture(NULL, texConstSrc, dev_const, bytes);
    cudaBindTexture(NULL, texIn, dev_in, bytes);
    cudaBindTexture(NULL, texOut, dev_out, bytes);

    float temp[DIM * DIM], host[DIM * DIM], next[DIM * DIM];
    for (int i = 0; i < DIM * DIM; i++)
        temp[i] = 0;
    temp[3 + 3 * DIM] = 100.0f;          // a heater
    temp[6 + 1 * DIM] = 50.0f;           // another
    cudaMemcpy(dev_const, temp, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dev_in, temp, bytes, cudaMemcpyHostToDevice);
    for (int i = 0; i < DIM * DIM; i++)
        host[i] = temp[i];

    dim3 blocks(DIM / 4, DIM / 4), threads(4, 4);
    volatile bool dstOut = true;
    for (int i = 0; i < 10; i++) {
        float *in = dstOut ? dev_in : dev_out, *out = dstOut ? dev_out : dev_in;
        copy_const_kernel<<<blocks, threads>>>(in);
        blend_kernel<<<blocks, threads>>>(out, dstOut);
        dstOut = !dstOut;
        for (int k = 0; k < DIM * DIM; k++)
            if (temp[k] != 0)
                host[k] = temp[k];
        host_step(host, next);
        for (int k = 0; k < DIM * DIM; k++)
            host[k] = next[k];
    }
    float result[DIM * DIM];
    cudaMemcpy(result, dstOut ? dev_in : dev_out, bytes, cudaMemcpyDeviceToHost);
    int same = 1;
    for (int k = 0; k < DIM * DIM; k++)
        same &= result[k] == host[k];
    printf("device and host %s\n", same ? "agree" : "differ");
    for (int y = 0; y < DIM; y += 3) {
        for (int x = 0; x < DIM; x++)
            printf(" %7.3f", result[x + y * DIM]);
        printf("\n");
    }

    cudaUnbindTexture(texIn);
    cudaUnbindTexture(texOut);
    cudaUnbindTexture(texConstSrc);
    cudaFree(dev_in);
    cudaFree(dev_out);
    cudaFree(dev_const);
    return 0;
}

// nvcc: removed-in-cuda13: texture references
// SPEED is 0.25 and the stencil multiplies by 4: every product is exact, so an fma contraction
// of the device update gives the host's values too.
// expect: device and host agree
// expect:    3.740   6.106  10.754  15.487  19.785  25.790  33.727  30.335
// expect:   10.502  20.076  42.690  43.711  46.101  26.627  18.590  14.872
// expect:    2.695   3.926   6.861   7.732   7.011   4.121   2.641   1.508
