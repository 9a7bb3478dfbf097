// A common mistake: a generator from curandCreateGenerator (whose kernel writes device memory)
// given a host array. On a GPU the kernel faults; cudak reports it at the call, and the call
// returns CURAND_STATUS_LAUNCH_FAILURE.
#include <stdio.h>
#include <curand.h>

int main(void)
{
    float h[8];
    curandGenerator_t g;
    curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);
    curandStatus_t st = curandGenerateUniform(g, h, 8);
    printf("status %d\n", (int) st);
    curandDestroyGenerator(g);
    return 0;
}

// expect: status 201
// expect-exit: 1
// expect-report: ^bad-generator-host-memory\.cu:12:25: error: cuRAND generation: a generator of curandCreateGenerator writes device memory, and 0x[0-9a-f]+ is host memory \(a host generator is curandCreateGeneratorHost's\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
