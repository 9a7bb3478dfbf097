// MRG32k3a's device API is declared by cudak's <curand_kernel.h> but not implemented: one
// "unsupported" error per function it names, no cascade.
#include <curand_kernel.h>

__global__ void kernel(curandStateMRG32k3a_t *state, float *out)
{
    int id = threadIdx.x;
    curand_init(7, id, 0, &state[id]);
    out[id] = curand_uniform(&state[id]);
}

int main(void)
{
    curandStateMRG32k3a_t *state;
    float *out;
    cudaMalloc(&state, 32 * sizeof(curandStateMRG32k3a_t));
    cudaMalloc(&out, 32 * sizeof(float));
    kernel<<<1, 32>>>(state, out);
    cudaDeviceSynchronize();
    cudaFree(state);
    cudaFree(out);
    return 0;
}

// expect-build-fail
// expect-report: ^unsupported-mrg32k3a\.cu:8:5: error: unsupported: function 'curand_init' is declared but cudak has no definition or builtin for it$
// expect-report: ^unsupported-mrg32k3a\.cu:9:15: error: unsupported: function 'curand_uniform' is declared but cudak has no definition or builtin for it$
