// cudak carries Joe and Kuo's direction numbers for the first 140 Sobol dimensions (libcurand has
// 20000): asking a Sobol32 generator for more is one 'unsupported:' report at the call, and the
// generator keeps its dimensions.
#include <stdio.h>
#include <curand.h>
int main(void)
{
    curandGenerator_t g;
    unsigned int u[2];
    curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL32);
    printf("140: %d\n", (int) curandSetQuasiRandomGeneratorDimensions(g, 140));
    printf("1000: %d\n", (int) curandSetQuasiRandomGeneratorDimensions(g, 1000));
    curandDestroyGenerator(g);
    return 0;
}
// expect: 140: 0
// expect: 1000: 104
// expect-exit: 1
// expect-report: ^unsupported-sobol-dims\.cu:12:32: error: unsupported: Sobol with 1000 dimensions \(cudak has the direction vectors of the first 140\)$
