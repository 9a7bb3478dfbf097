// The converse mistake: a host generator (curandCreateGeneratorHost) given device memory. Its
// numbers are written by the host thread, which cannot reach device memory: the program stops
// there, as it would with a segmentation fault.
#include <stdio.h>
#include <curand.h>

int main(void)
{
    float *d;
    cudaMalloc(&d, 8 * sizeof(float));
    curandGenerator_t g;
    curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_DEFAULT);
    curandGenerateUniform(g, d, 8);
    printf("not reached\n");
    curandDestroyGenerator(g);
    cudaFree(d);
    return 0;
}

// expect-exit: 1
// expect-report: ^bad-host-generator-device-memory\.cu:13:5: error: host code writes device memory: 32 bytes in global memory at offset 0 of an allocation of 32 bytes allocated at bad-host-generator-device-memory\.cu:10:5$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
