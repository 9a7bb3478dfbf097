// curand_poisson's three methods: Knuth's product of uniforms (lambda 4), the rejection method on
// the incomplete gamma function (lambda 100), a rounded normal (lambda 5000, whose second draw is
// the Box-Muller pair's cached second value).
#include <stdio.h>
#include <curand_kernel.h>

__global__ void poisson(unsigned int *out)
{
    int id = threadIdx.x;
    curandState a, b, c;
    curand_init(5, id, 0, &a);
    curand_init(5, id + 8, 0, &b);
    curand_init(5, id + 16, 0, &c);
    for (int i = 0; i < 3; i++)
        out[id * 7 + i] = curand_poisson(&a, 4.0);
    for (int i = 3; i < 5; i++)
        out[id * 7 + i] = curand_poisson(&b, 100.0);
    for (int i = 5; i < 7; i++)
        out[id * 7 + i] = curand_poisson(&c, 5000.0);
}

int main(void)
{
    unsigned int *out, h[4 * 7];
    cudaMalloc(&out, sizeof h);
    poisson<<<1, 4>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    for (int id = 0; id < 4; id++) {
        printf("%d:", id);
        for (int i = 0; i < 7; i++)
            printf(" %u", h[id * 7 + i]);
        printf("\n");
    }
    cudaFree(out);
    return 0;
}

// Expected output: curand_poisson.h's formulas compiled for the host (gcc -mfma -ffp-contract=fast,
// as nvcc contracts multiply-adds) on libcurand's host XORWOW generator (seed 5): uniform r of
// subsequence t is its output r * 4096 + t, normal-double pair t its outputs 2t, 2t + 1; the
// gamma branch with ex2.approx and lg2.approx as cudak models the SFU (correctly rounded).
// expect: 0: 2 4 9 123 105 4954 4993
// expect: 1: 7 2 4 98 79 4972 4968
// expect: 2: 3 8 3 99 104 5121 4858
// expect: 3: 4 3 5 123 114 5074 4896
