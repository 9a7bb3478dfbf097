// curand_discrete with a distribution of curandCreatePoissonDistribution, one XORWOW state per
// thread (curand_init (1234, id, 0)): each thread's first draw takes its subsequence's first
// value through the alias table, which is what libcurand's host generator does for its output
// number id (its outputs 0-4095 are the first values of subsequences 0-4095), so the expected
// lines are the first curandGeneratePoisson outputs of a host XORWOW generator of seed 1234
// (the program built by gcc against libcurand; the device path itself needs a GPU there).
#include <stdio.h>
#include <curand.h>
#include <curand_kernel.h>

__global__ void draw(curandDiscreteDistribution_t dist, unsigned int *out, int n)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id >= n)
        return;
    curandState s;
    curand_init(1234ULL, id, 0, &s);
    out[id] = curand_discrete(&s, dist);
}

int main(void)
{
    const int n = 4096;
    static const double lambdas[] = { 0.5, 4.0, 30.0, 1000.0 };
    unsigned int *d, h[4096];
    cudaMalloc(&d, n * sizeof(unsigned int));
    for (int l = 0; l < 4; l++) {
        curandDiscreteDistribution_t dist;
        if (curandCreatePoissonDistribution(lambdas[l], &dist) != CURAND_STATUS_SUCCESS) {
            printf("create failed\n");
            return 1;
        }
        draw<<<n / 256, 256>>>(dist, d, n);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        unsigned long long sum = 0;
        for (int i = 0; i < n; i++)
            sum += h[i];
        printf("lambda %g: %u %u %u %u %u ... %u, sum %llu\n", lambdas[l], h[0], h[1], h[2], h[3],
               h[4], h[n - 1], sum);
        curandDestroyDistribution(dist);
    }
    curandDiscreteDistribution_t bad;
    printf("lambda 0: %d\n", (int) curandCreatePoissonDistribution(0.0, &bad));
    cudaFree(d);
    return 0;
}

// expect: lambda 0.5: 1 0 0 1 0 ... 0, sum 1979
// expect: lambda 4: 7 2 4 5 2 ... 2, sum 16186
// expect: lambda 30: 37 26 30 34 24 ... 24, sum 122406
// expect: lambda 1000: 1031 975 999 1015 962 ... 965, sum 4092527
// expect: lambda 0: 104
