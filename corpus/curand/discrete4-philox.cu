// curand_discrete4 with a Philox state per thread (curand_init (1234, id, 0)): the four draws
// take the four words of the thread's first block, which are libcurand's host Philox outputs
// 4 id to 4 id + 3 (block id of its 65536 subsequences), so the expected lines are the first
// curandGeneratePoisson outputs of a host Philox generator of seed 1234 (the program built by
// gcc against libcurand; the device path itself needs a GPU there).
#include <stdio.h>
#include <curand.h>
#include <curand_kernel.h>

__global__ void draw(curandDiscreteDistribution_t dist, uint4 *out, int n)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id >= n)
        return;
    curandStatePhilox4_32_10_t s;
    curand_init(1234ULL, id, 0, &s);
    out[id] = curand_discrete4(&s, dist);
}

int main(void)
{
    const int n = 1024;
    static const double lambdas[] = { 0.5, 30.0, 1999.0 };
    uint4 *d, h[1024];
    cudaMalloc(&d, n * sizeof(uint4));
    for (int l = 0; l < 3; l++) {
        curandDiscreteDistribution_t dist;
        curandCreatePoissonDistribution(lambdas[l], &dist);
        draw<<<n / 128, 128>>>(dist, d, n);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        unsigned long long sum = 0;
        for (int i = 0; i < n; i++)
            sum += h[i].x + h[i].y + h[i].z + h[i].w;
        printf("lambda %g: %u %u %u %u %u ... %u, sum %llu\n", lambdas[l], h[0].x, h[0].y, h[0].z,
               h[0].w, h[1].x, h[n - 1].w, sum);
        curandDestroyDistribution(dist);
    }
    cudaFree(d);
    return 0;
}

// expect: lambda 0.5: 1 0 1 0 0 ... 1, sum 2057
// expect: lambda 30: 38 25 34 26 26 ... 35, sum 123087
// expect: lambda 1999: 2047 1958 2024 1967 1964 ... 2030, sum 8192360
