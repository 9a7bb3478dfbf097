// A bug textbooks warn about: every thread draws from one shared curandState. curand() reads and
// writes the state, so two threads of a block calling it race on state[0] at the call.
#include <stdio.h>
#include <curand_kernel.h>

__global__ void setup(curandState *state)
{
    if (threadIdx.x == 0)
        curand_init(1234, 0, 0, &state[0]);
}

__global__ void draw(curandState *state, float *out)
{
    out[blockIdx.x * 32 + threadIdx.x] = curand_uniform(&state[0]);
}

int main(void)
{
    curandState *state;
    float *out;
    cudaMalloc(&state, sizeof(curandState));
    cudaMalloc(&out, 64 * sizeof(float));
    setup<<<1, 32>>>(state);
    draw<<<2, 32>>>(state, out);
    cudaDeviceSynchronize();
    cudaFree(state);
    cudaFree(out);
    printf("done\n");
    return 0;
}

// The state's 24 generator bytes are read and written by every lane at the user's call.
// expect: done
// expect-exit: 1
// expect-report: ^race-shared-state\.cu:14:42: error: data race on global memory: read of 24 bytes at offset 0 .* conflicts with the write of another lane of the same statement
// expect-report: ^race-shared-state\.cu:14:42: error: data race on global memory: write of 24 bytes at offset 0 .* conflicts with the write of another lane of the same statement
// expect-report: ^race-shared-state\.cu:14:42: error: data race on global memory: read of 24 bytes .* conflicts with an earlier write
// expect-report: ^race-shared-state\.cu:14:42: error: data race on global memory: write of 24 bytes .* conflicts with an earlier write
// expect-report: ^cudak: 4 errors, 0 warnings; 122 repeats folded \(seed 0\)
