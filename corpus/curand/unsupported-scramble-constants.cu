// The scrambled Sobol generators' constants are libcurand's own data, which cudak cannot derive:
// a call of curandGetScrambleConstants32 is one 'unsupported:' error at the call.
#include <stdio.h>
#include <curand.h>
int main(void)
{
    unsigned int *c;
    if (curandGetScrambleConstants32(&c) == CURAND_STATUS_SUCCESS)
        printf("%u\n", c[1]);
    return 0;
}
// expect-build-fail
// expect-report: ^unsupported-scramble-constants\.cu:8:9: error: unsupported: 'curandGetScrambleConstants32' is not implemented by cudak$
