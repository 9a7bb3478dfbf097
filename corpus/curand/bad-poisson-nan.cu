// curand_poisson with a lambda that is NaN (here 0/0 of an empty sample): no candidate of the
// gamma method is ever accepted and the thread loops for ever on a GPU. cudak gives up, reports
// it at the call, and the call returns 4294967295.
#include <stdio.h>
#include <curand_kernel.h>

__global__ void sample(unsigned int *out, double total, double count)
{
    curandState s;
    curand_init(1, threadIdx.x, 0, &s);
    double mean = total / count;
    out[threadIdx.x] = curand_poisson(&s, mean);
}

int main(void)
{
    unsigned int *out, h;
    cudaMalloc(&out, sizeof h);
    sample<<<1, 1>>>(out, 0.0, 0.0);
    cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%u\n", h);
    cudaFree(out);
    return 0;
}

// expect: 4294967295
// expect-exit: 1
// expect-report: ^bad-poisson-nan\.cu:12:24: error: curand_poisson \(lambda -?nan\) accepted no value in 1048576 tries: on a GPU the thread loops for ever$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
