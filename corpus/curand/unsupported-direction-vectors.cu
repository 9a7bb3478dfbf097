// Sobol's direction vectors (the quasi-random generators are not implemented): a call of
// curandGetDirectionVectors32 is one 'unsupported:' error at the call.
#include <stdio.h>
#include <curand.h>
int main(void)
{
    curandDirectionVectors32_t *v;
    if (curandGetDirectionVectors32(&v, CURAND_DIRECTION_VECTORS_32_JOEKUO6) == CURAND_STATUS_SUCCESS)
        printf("%u\n", v[1][1]);
    return 0;
}
// expect-build-fail
// expect-report: ^unsupported-direction-vectors\.cu:8:9: error: unsupported: 'curandGetDirectionVectors32' is not implemented by cudak$
