// The Sobol32 quasi-random generator of the host API (curandCreateGeneratorHost): the points'
// layout (dimension by dimension), calls that continue the sequence, offsets (the 32-bit point
// number wraps), changing the dimensions, the three output kinds, the library's status codes,
// and the JOEKUO6 direction vectors. Expected output: this file built by gcc against the
// toolkit's libcurand (gcc -x c sobol-host.cu -lcurand), whose host generators run on the CPU.
#include <stdio.h>
#include <curand.h>

static unsigned int u[560];
static float f[8];
static double d[8];

int main(void)
{
    curandGenerator_t g;
    int i;
    printf("create: %d\n", (int) curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL32));
    curandGenerate(g, u, 8);
    printf("1 dim:");
    for (i = 0; i < 8; i++) printf(" %08x", u[i]);
    printf("\n");

    printf("3 dims: %d\n", (int) curandSetQuasiRandomGeneratorDimensions(g, 3));
    curandGenerate(g, u, 12);           /* points 8..11, dimension 1's first */
    for (i = 0; i < 12; i++) printf("%08x%c", u[i], i % 4 == 3 ? '\n' : ' ');
    curandGenerateUniform(g, f, 6);     /* points 12, 13 */
    for (i = 0; i < 6; i++) printf(" %.9g", f[i]);
    printf("\n");
    curandGenerateUniformDouble(g, d, 3);
    for (i = 0; i < 3; i++) printf(" %.17g", d[i]);
    printf("\n");

    printf("offset 0: %d\n", (int) curandSetGeneratorOffset(g, 0));
    curandGenerateUniform(g, f, 3);
    for (i = 0; i < 3; i++) printf(" %.9g", f[i]);
    printf("\n");
    curandSetGeneratorOffset(g, 0xFFFFFFFEull);   /* points 2^32 - 2, 2^32 - 1, then 0 again */
    curandGenerate(g, u, 9);
    for (i = 0; i < 9; i++) printf(" %08x", u[i]);
    printf("\n");

    /* 140 dimensions, 4 points from point 1000 */
    printf("140 dims: %d\n", (int) curandSetQuasiRandomGeneratorDimensions(g, 140));
    curandSetGeneratorOffset(g, 1000);
    printf("generate: %d\n", (int) curandGenerate(g, u, 560));
    unsigned long long sum = 0;
    unsigned int x = 0;
    for (i = 0; i < 560; i++) { sum += u[i]; x ^= u[i] * (unsigned int) (i + 1); }
    printf("sum %llu hash %08x last %08x %08x %08x %08x\n", sum, x, u[556], u[557], u[558], u[559]);

    printf("odd count: %d\n", (int) curandGenerate(g, u, 139));
    printf("seed: %d\n", (int) curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
    printf("0 dims: %d\n", (int) curandSetQuasiRandomGeneratorDimensions(g, 0));
    printf("20001 dims: %d\n", (int) curandSetQuasiRandomGeneratorDimensions(g, 20001));
    printf("quasi ordering: %d\n", (int) curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT));
    printf("pseudo ordering: %d\n", (int) curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_DEFAULT));
    printf("long long: %d\n", (int) curandGenerateLongLong(g, (unsigned long long *) u, 140));
    printf("destroy: %d\n", (int) curandDestroyGenerator(g));

    curandGenerator_t q;
    curandCreateGeneratorHost(&q, CURAND_RNG_QUASI_DEFAULT);
    curandSetQuasiRandomGeneratorDimensions(q, 2);
    curandGenerateUniformDouble(q, d, 8);
    printf("default:");
    for (i = 0; i < 8; i++) printf(" %.17g", d[i]);
    printf("\n");
    curandDestroyGenerator(q);

    curandDirectionVectors32_t *v;
    printf("vectors: %d\n", (int) curandGetDirectionVectors32(&v, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    printf("%08x %08x %08x %08x %08x\n", v[0][0], v[0][31], v[2][5], v[99][17], v[139][31]);
    printf("64-bit set: %d\n", (int) curandGetDirectionVectors32(&v, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    return 0;
}
// expect: create: 0
// expect: 1 dim: 00000000 80000000 c0000000 40000000 60000000 e0000000 a0000000 20000000
// expect: 3 dims: 0
// expect: 30000000 b0000000 f0000000 70000000
// expect: 50000000 d0000000 10000000 90000000
// expect: f0000000 70000000 b0000000 30000000
// expect:  0.3125 0.8125 0.1875 0.6875 0.3125 0.8125
// expect:  0.56250000023283064 0.43750000023283064 0.062500000232830644
// expect: offset 0: 0
// expect:  1.16415322e-10 1.16415322e-10 1.16415322e-10
// expect:  80000001 00000001 00000000 7fffffff ffffffff 00000000 45005555 c5005555 00000000
// expect: 140 dims: 0
// expect: generate: 0
// expect: sum 1189873713152 hash c5000000 last 24c00000 a4c00000 64c00000 e4c00000
// expect: odd count: 105
// expect: seed: 103
// expect: 0 dims: 104
// expect: 20001 dims: 104
// expect: quasi ordering: 0
// expect: pseudo ordering: 104
// expect: long long: 103
// expect: destroy: 0
// expect: default: 2.3283064365386963e-10 0.50000000023283064 0.75000000023283064 0.25000000023283064 2.3283064365386963e-10 0.50000000023283064 0.25000000023283064 0.75000000023283064
// expect: vectors: 0
// expect: 80000000 00000001 5c000000 f8e4c000 9b050bc9
// expect: 64-bit set: 104
