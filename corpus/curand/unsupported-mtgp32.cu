// A host generator cudak does not implement (MTGP32): creating it is one "unsupported" report at
// the call, and the program sees CURAND_STATUS_TYPE_ERROR instead of numbers it would not get.
#include <stdio.h>
#include <curand.h>

int main(void)
{
    curandGenerator_t gen;
    curandStatus_t st = curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_MTGP32);
    if (st != CURAND_STATUS_SUCCESS) {
        printf("no generator: %d\n", (int) st);
        return 1;
    }
    curandDestroyGenerator(gen);
    return 0;
}

// expect: no generator: 103
// expect-exit: 1
// expect-report: ^unsupported-mtgp32\.cu:9:25: error: unsupported: cuRAND generator CURAND_RNG_PSEUDO_MTGP32$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
