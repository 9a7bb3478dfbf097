// The bug host-api-stream.cu avoids: the generator writes in stream s, the kernel reads in another
// non-blocking stream with no event between them: a race between the generation and the kernel.
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
    cudaStream_t s2;
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    scale<<<2, 128, 0, s2>>>(d, n);
    cudaStreamSynchronize(s2);
    cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    printf("%.4f %.4f %.4f %.4f\n", h[0], h[1], h[4], h[255]);
    curandDestroyGenerator(gen);
    cudaFree(d);
    cudaStreamDestroy(s);
    cudaStreamDestroy(s2);
    return 0;
}


// expect: 12.7208 85.3469 81.6736 68.9490
// expect-exit: 1
// expect-report: ^race-host-api-stream\.cu:11:17: error: data race on global memory: read of 4 bytes .* conflicts with an earlier write
// expect-report: ^race-host-api-stream\.cu:11:14: error: data race on global memory: write of 4 bytes .* conflicts with an earlier write
// expect-report: ^cudak: 2 errors, 0 warnings; 510 repeats folded \(seed 0\)
