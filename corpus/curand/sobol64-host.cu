// The Sobol64 quasi-random generator of the host API: 64-bit points from
// curandGenerateLongLong, floats (from a point's upper 32 bits) and doubles (from its upper 53),
// calls that continue the sequence, an offset, 140 dimensions, the status codes (curandGenerate
// of 32-bit values is a type error for it), and the JOEKUO6 64-bit direction vectors. Expected
// output: this file built by gcc against the toolkit's libcurand (gcc -x c sobol64-host.cu
// -lcurand), whose host generators run on the CPU.
#include <stdio.h>
#include <curand.h>

static unsigned long long u[560];
static float f[280];
static double d[280];

int main(void)
{
    curandGenerator_t g;
    int i;
    printf("create: %d\n", (int) curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL64));
    printf("dims: %d\n", (int) curandSetQuasiRandomGeneratorDimensions(g, 4));
    printf("long long: %d\n", (int) curandGenerateLongLong(g, u, 16));
    for (i = 0; i < 16; i++) printf("%016llx%c", u[i], i % 4 == 3 ? '\n' : ' ');
    curandGenerateUniform(g, f, 8);
    for (i = 0; i < 8; i++) printf(" %.9g", f[i]);
    printf("\n");
    curandGenerateUniformDouble(g, d, 8);
    for (i = 0; i < 8; i++) printf(" %.17g", d[i]);
    printf("\n");
    printf("32-bit values: %d\n", (int) curandGenerate(g, (unsigned int *) u, 4));
    printf("odd count: %d\n", (int) curandGenerateLongLong(g, u, 3));

    curandSetQuasiRandomGeneratorDimensions(g, 140);
    curandSetGeneratorOffset(g, 123456789ull);
    curandGenerateLongLong(g, u, 560);
    unsigned long long x = 0, sum = 0;
    for (i = 0; i < 560; i++) { x ^= u[i] * (unsigned long long) (i + 1); sum += u[i] >> 8; }
    printf("hash %016llx sum %llu last %016llx\n", x, sum, u[559]);
    curandSetGeneratorOffset(g, 987654321ull);
    curandGenerateUniform(g, f, 280);
    curandGenerateUniformDouble(g, d, 280);
    double fs = 0, ds = 0;
    for (i = 0; i < 280; i++) { fs += f[i]; ds += d[i]; }
    printf("float sum %.9g double sum %.17g f[279] %.9g d[279] %.17g\n", fs, ds, f[279], d[279]);
    curandDestroyGenerator(g);

    curandDirectionVectors64_t *v;
    printf("vectors: %d\n", (int) curandGetDirectionVectors64(&v, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    printf("%016llx %016llx %016llx\n", v[1][63], v[57][40], v[139][63]);
    printf("32-bit set: %d\n", (int) curandGetDirectionVectors64(&v, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    return 0;
}
// expect: create: 0
// expect: dims: 0
// expect: long long: 0
// expect: 0000000000000000 8000000000000000 c000000000000000 4000000000000000
// expect: 0000000000000000 8000000000000000 4000000000000000 c000000000000000
// expect: 0000000000000000 8000000000000000 4000000000000000 c000000000000000
// expect: 0000000000000000 8000000000000000 4000000000000000 c000000000000000
// expect:  0.375 0.875 0.375 0.875 0.625 0.125 0.875 0.375
// expect:  0.625 0.12500000000000006 0.12500000000000006 0.625 0.875 0.37500000000000006 0.625 0.12500000000000006
// expect: 32-bit values: 103
// expect: odd count: 105
// expect: hash 6c00068000000000 sum 681966593864892416 last 64cc02e000000000
// expect: float sum 139.740784 double sum 138.9907838627696 f[279] 0.580376446 d[279] 0.20537645276635891
// expect: vectors: 0
// expect: ffffffffffffffff 0dc6978005800000 9d310cb900b3a84b
// expect: 32-bit set: 104
