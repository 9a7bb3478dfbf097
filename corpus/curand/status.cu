// The status codes the host API returns for the usual mistakes: an odd count of XORWOW normals,
// a generator never created (NULL) or already destroyed, an unknown generator type.
#include <stdio.h>
#include <curand.h>

int main(void)
{
    curandGenerator_t gen;
    float v[5];
    int version;
    printf("version %d\n", curandGetVersion(&version) == CURAND_STATUS_SUCCESS ? version : -1);
    curandStatus_t st = curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_XORWOW);
    printf("create: %d\n", (int) st);
    st = curandGenerateNormal(gen, v, 5, 0.0f, 1.0f);
    printf("5 normals: %d (CURAND_STATUS_LENGTH_NOT_MULTIPLE is %d)\n", (int) st,
           (int) CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    st = curandGenerateNormal(gen, v, 4, 0.0f, 1.0f);
    printf("4 normals: %d\n", (int) st);
    printf("destroy: %d\n", (int) curandDestroyGenerator(gen));
    printf("NULL generator: %d\n", (int) curandGenerateUniform(NULL, v, 5));
    printf("destroy NULL: %d\n", (int) curandDestroyGenerator(NULL));
    printf("unknown type: %d\n", (int) curandCreateGeneratorHost(&gen, (curandRngType_t) 5));
    curandGenerator_t ph;
    curandCreateGeneratorHost(&ph, CURAND_RNG_PSEUDO_PHILOX4_32_10);
    printf("5 Philox normals: %d\n", (int) curandGenerateNormal(ph, v, 5, 0.0f, 1.0f));
    printf("quasi ordering: %d\n", (int) curandSetGeneratorOrdering(ph, CURAND_ORDERING_QUASI_DEFAULT));
    printf("Philox seeded ordering: %d\n", (int) curandSetGeneratorOrdering(ph, CURAND_ORDERING_PSEUDO_SEEDED));
    printf("Philox legacy ordering: %d\n", (int) curandSetGeneratorOrdering(ph, CURAND_ORDERING_PSEUDO_LEGACY));
    printf("Philox dynamic ordering: %d\n", (int) curandSetGeneratorOrdering(ph, CURAND_ORDERING_PSEUDO_DYNAMIC));
    curandDestroyGenerator(ph);
    curandGenerator_t mrg;
    curandCreateGeneratorHost(&mrg, CURAND_RNG_PSEUDO_MRG32K3A);
    printf("5 MRG32k3a log-normals: %d\n", (int) curandGenerateLogNormal(mrg, v, 5, 0.0f, 1.0f));
    unsigned long long ll[2];
    printf("64-bit values from MRG32k3a: %d\n", (int) curandGenerateLongLong(mrg, ll, 2));
    printf("dimensions of MRG32k3a: %d\n", (int) curandSetQuasiRandomGeneratorDimensions(mrg, 2));
    printf("seeds: %d\n", (int) curandGenerateSeeds(mrg));
    curandDestroyGenerator(mrg);
    return 0;
}





// Expected output: this file compiled as C with gcc and linked with the toolkit's libcurand.
// expect: version 10400
// expect: create: 0
// expect: 5 normals: 105 (CURAND_STATUS_LENGTH_NOT_MULTIPLE is 105)
// expect: 4 normals: 0
// expect: destroy: 0
// expect: NULL generator: 101
// expect: destroy NULL: 101
// expect: unknown type: 103
// expect: 5 Philox normals: 0
// expect: quasi ordering: 104
// expect: Philox seeded ordering: 104
// expect: Philox legacy ordering: 0
// expect: Philox dynamic ordering: 104
// expect: 5 MRG32k3a log-normals: 105
// expect: 64-bit values from MRG32k3a: 103
// expect: dimensions of MRG32k3a: 103
// expect: seeds: 0
