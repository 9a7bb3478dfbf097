// Quasi-Monte Carlo pi with the host API writing device memory: a Sobol32 generator of two
// dimensions fills a device buffer (all x coordinates, then all y), a kernel counts the points in
// the quarter circle. Expected output: the same count over libcurand's host generator's points
// (curandCreateGeneratorHost, SOBOL32, 2 dimensions, 2 * 4096 uniforms).
#include <stdio.h>
#include <curand.h>

#define N 4096

__global__ void count(const float *pts, int n, unsigned int *inside)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = pts[i], y = pts[n + i];
        if (x * x + y * y <= 1.0f)
            atomicAdd(inside, 1u);
    }
}

int main(void)
{
    float *pts;
    unsigned int *inside, h = 0;
    curandGenerator_t gen;
    cudaMalloc(&pts, 2 * N * sizeof(float));
    cudaMalloc(&inside, sizeof(unsigned int));
    cudaMemset(inside, 0, sizeof(unsigned int));
    if (curandCreateGenerator(&gen, CURAND_RNG_QUASI_SOBOL32) != CURAND_STATUS_SUCCESS
        || curandSetQuasiRandomGeneratorDimensions(gen, 2) != CURAND_STATUS_SUCCESS
        || curandGenerateUniform(gen, pts, 2 * N) != CURAND_STATUS_SUCCESS) {
        printf("curand failed\n");
        return 1;
    }
    count<<<N / 256, 256>>>(pts, N, inside);
    cudaMemcpy(&h, inside, sizeof h, cudaMemcpyDeviceToHost);
    printf("%u of %d inside, pi ~ %.6f\n", h, N, 4.0 * h / N);
    curandDestroyGenerator(gen);
    cudaFree(pts);
    cudaFree(inside);
    return 0;
}
// expect: 3215 of 4096 inside, pi ~ 3.139648
