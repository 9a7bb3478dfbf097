// The correct version of race-shared-state.cu: one state per thread, initialised with the
// thread's subsequence; each thread draws from its own state, so no race. The values are the
// device API's: thread id's first uniform is libcurand's host XORWOW output id (seed 1234).
#include <stdio.h>
#include <curand_kernel.h>

__global__ void setup(curandState *state)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(1234, id, 0, &state[id]);
}

__global__ void draw(curandState *state, float *out, unsigned int *bits)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    out[id] = curand_uniform(&state[id]);
    bits[id] = curand(&state[id]);
}

int main(void)
{
    const int n = 64;
    curandState *state;
    float *out, h[64];
    unsigned int *bits, hb[64];
    cudaMalloc(&state, n * sizeof(curandState));
    cudaMalloc(&out, n * sizeof(float));
    cudaMalloc(&bits, n * sizeof(unsigned int));
    setup<<<2, 32>>>(state);
    draw<<<2, 32>>>(state, out, bits);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hb, bits, sizeof hb, cudaMemcpyDeviceToHost);
    printf("sizeof(curandState) = %d\n", (int) sizeof(curandState));
    printf("%.9f %.9f %.9f %.9f\n", h[0], h[1], h[2], h[63]);
    printf("%u %u %u %u\n", hb[0], hb[1], hb[2], hb[63]);
    cudaFree(state);
    cudaFree(out);
    cudaFree(bits);
    return 0;
}

// Expected values from libcurand's host XORWOW generator: curandGenerateUniform (4096 values) then
// curandGenerate (4096 more) give each subsequence id's first and second values at index id.
// expect: sizeof(curandState) = 48
// expect: 0.145467639 0.820180893 0.550399244 0.825175762
// expect: 1867875844 3978931785 3486847504 177539866
