// Dice rolls counted in a shared-memory histogram: the states live in shared memory and are
// passed to a __device__ helper, as course exercises write it.
#include <stdio.h>
#include <curand_kernel.h>

#define THREADS 64
#define BLOCKS 2
#define ROLLS 100

__device__ int roll(curandState *s)
{
    return curand(s) % 6;
}

__global__ void dice(unsigned int *counts)
{
    __shared__ unsigned int local[6];
    __shared__ curandState states[THREADS];
    int t = threadIdx.x;
    int id = blockIdx.x * blockDim.x + t;
    if (t < 6)
        local[t] = 0;
    curand_init(42, id, 0, &states[t]);
    __syncthreads();
    for (int i = 0; i < ROLLS; i++)
        atomicAdd(&local[roll(&states[t])], 1u);
    __syncthreads();
    if (t < 6)
        atomicAdd(&counts[t], local[t]);
}

int main(void)
{
    unsigned int *counts, h[6];
    cudaMalloc(&counts, sizeof h);
    cudaMemset(counts, 0, sizeof h);
    dice<<<BLOCKS, THREADS>>>(counts);
    cudaMemcpy(h, counts, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++)
        printf("%d: %u\n", i + 1, h[i]);
    cudaFree(counts);
    return 0;
}

// Expected output from libcurand's host XORWOW generator (seed 42): roll r of thread id is its
// output r * 4096 + id, modulo 6 (a C program with gcc).
// expect: 1: 2051
// expect: 2: 2144
// expect: 3: 2184
// expect: 4: 2134
// expect: 5: 2135
// expect: 6: 2152
