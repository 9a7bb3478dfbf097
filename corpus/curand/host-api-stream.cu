// A device generator bound to a stream with curandSetStream: its numbers are written in that
// stream's order, so a kernel queued after it in the same stream sees them.
#include <stdio.h>
#include <cuda_runtime.h>
#include <curand.h>

__global__ void scale(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = v[i] * 100.0f;
}

int main(void)
{
    const int n = 256;
    float *d, h[256];
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaMalloc(&d, n * sizeof(float));
    curandGenerator_t gen;
    curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10);
    curandSetStream(gen, s);
    curandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
    curandGenerateUniform(gen, d, n);
    scale<<<2, 128, 0, s>>>(d, n);
    cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    printf("%.4f %.4f %.4f %.4f\n", h[0], h[1], h[4], h[255]);
    curandDestroyGenerator(gen);
    cudaFree(d);
    cudaStreamDestroy(s);
    return 0;
}

// Expected output: libcurand's host Philox generator (seed 1234) for the same 256 uniforms, each
// times 100.0f (a C program with gcc).
// expect: 12.7208 85.3469 81.6736 68.9490
