// A Sobol32 state's curand_normal maps the point through the math library's erfcinvf, which cudak
// does not have: the call is one 'unsupported:' error at build time.
#include <curand_kernel.h>
__global__ void k(unsigned int *v, float *out)
{
    curandStateSobol32_t s;
    curand_init(v, threadIdx.x, &s);
    out[threadIdx.x] = curand_normal(&s);
}
int main(void)
{
    return 0;
}
// expect-build-fail
// expect-report: ^unsupported-sobol-device-normal\.cu:8:24: error: unsupported: 'curand_normal' is not implemented by cudak$
