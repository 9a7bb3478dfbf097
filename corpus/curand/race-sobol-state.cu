// Two threads drawing from one curandStateSobol32_t: both read and write the state (its point
// number and current point) unordered, a data race reported at the draw.
#include <stdio.h>
#include <curand_kernel.h>
__global__ void draw(unsigned int *v, float *out)
{
    __shared__ curandStateSobol32_t s;
    if (threadIdx.x == 0)
        curand_init(v, 0, &s);
    __syncthreads();
    out[threadIdx.x] = curand_uniform(&s);
}
int main(void)
{
    curandDirectionVectors32_t *h;
    curandGetDirectionVectors32(&h, CURAND_DIRECTION_VECTORS_32_JOEKUO6);
    unsigned int *v;
    float *out;
    cudaMalloc(&v, sizeof(curandDirectionVectors32_t));
    cudaMalloc(&out, 2 * sizeof(float));
    cudaMemcpy(v, h[0], sizeof(curandDirectionVectors32_t), cudaMemcpyHostToDevice);
    draw<<<1, 2>>>(v, out);
    cudaDeviceSynchronize();
    cudaFree(v);
    cudaFree(out);
    return 0;
}
// expect-exit: 1
// expect-report: ^race-sobol-state\.cu:11:24: error: data race on shared memory: write of 4 bytes at 's'\[1\] conflicts with an earlier read$
// expect-report: ^race-sobol-state\.cu:11:24: warning: data race on shared memory: write of 4 bytes at 's'\[1\] conflicts with the write of another lane of the same statement of the same value$
// expect-report: ^cudak: 1 error, 1 warning; 2 repeats folded \(seed 0\)$
