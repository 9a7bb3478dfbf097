// Found by make fuzz-run (issue 24) on corpus/curand/bad-poisson-nan.cu under UBSan: the gamma
// branch of curand_poisson converted 1 + x to int with x NaN (lambda NaN), undefined behaviour on
// the host ("-nan is outside the range of representable values of type 'int'"); the conversion
// is now the GPU's cvt.rzi.s32 (NaN to 0, saturated). The run of the finding: --simt=its
// --warp-size=4; the output and the report are bad-poisson-nan.cu's.
// cudak-args: --simt=its --warp-size=4 -arch=sm_70
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
// expect-report: ^curand-poisson-nan-int\.cu:15:24: error: curand_poisson \(lambda -?nan\) accepted no value in 1048576 tries: on a GPU the thread loops for ever$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
