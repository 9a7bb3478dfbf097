// Monte-Carlo estimate of pi with the device API, as the textbooks write it: one XORWOW state per
// thread, curand_init (1234, id, 0, &state) in a setup kernel, uniform points in a second kernel.
#include <stdio.h>
#include <cuda_runtime.h>
#include <curand_kernel.h>

#define THREADS 64
#define BLOCKS 4
#define TRIALS 256

__global__ void setup_kernel(curandState *state)
{
    int id = threadIdx.x + blockIdx.x * blockDim.x;
    /* each thread gets the same seed, a different subsequence number, no offset */
    curand_init(1234, id, 0, &state[id]);
}

__global__ void pi_kernel(curandState *state, unsigned int *hits)
{
    int id = threadIdx.x + blockIdx.x * blockDim.x;
    curandState local = state[id];          /* copy to local memory for efficiency */
    unsigned int count = 0;
    for (int i = 0; i < TRIALS; i++) {
        float x = curand_uniform(&local);
        float y = curand_uniform(&local);
        if (x * x + y * y <= 1.0f)
            count++;
    }
    state[id] = local;                      /* copy the state back to global memory */
    hits[id] = count;
}

int main(void)
{
    const int n = THREADS * BLOCKS;
    curandState *d_state;
    unsigned int *d_hits, h_hits[THREADS * BLOCKS];
    cudaMalloc(&d_state, n * sizeof(curandState));
    cudaMalloc(&d_hits, n * sizeof(unsigned int));
    setup_kernel<<<BLOCKS, THREADS>>>(d_state);
    pi_kernel<<<BLOCKS, THREADS>>>(d_state, d_hits);
    cudaMemcpy(h_hits, d_hits, sizeof h_hits, cudaMemcpyDeviceToHost);
    unsigned long long total = 0;
    for (int i = 0; i < n; i++)
        total += h_hits[i];
    printf("thread 0: %u hits, thread 255: %u hits\n", h_hits[0], h_hits[n - 1]);
    printf("%llu of %d points inside\n", total, n * TRIALS);
    printf("pi is about %.6f\n", 4.0 * (double) total / (n * TRIALS));
    cudaFree(d_state);
    cudaFree(d_hits);
    return 0;
}

// Expected output from libcurand's host XORWOW generator (seed 1234): thread id's r-th value is the
// host generator's output r * 4096 + id (it interleaves 4096 subsequences), no GPU needed.
// expect: thread 0: 199 hits, thread 255: 202 hits
// expect: 51334 of 65536 points inside
// expect: pi is about 3.133179
