// curand_poisson is declared by cudak's <curand_kernel.h> but not implemented: one "unsupported"
// error naming it, no cascade.
#include <curand_kernel.h>

__global__ void kernel(curandState *state, unsigned int *out)
{
    int id = threadIdx.x;
    curand_init(7, id, 0, &state[id]);
    out[id] = curand_poisson(&state[id], 4.0);
}

int main(void)
{
    curandState *state;
    unsigned int *out;
    cudaMalloc(&state, 32 * sizeof(curandState));
    cudaMalloc(&out, 32 * sizeof(unsigned int));
    kernel<<<1, 32>>>(state, out);
    cudaDeviceSynchronize();
    cudaFree(state);
    cudaFree(out);
    return 0;
}

// expect-build-fail
// expect-report: ^unsupported-poisson\.cu:9:15: error: unsupported: function 'curand_poisson' is declared but cudak has no definition or builtin for it$
