// The host API as the cuRAND guide's example writes it: a device generator fills device memory,
// the host copies it back; a host generator fills host memory directly.
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#include <curand.h>

#define CUDA_CALL(x) do { if ((x) != cudaSuccess) { \
    printf("Error at %s:%d\n", __FILE__, __LINE__); return EXIT_FAILURE; } } while (0)
#define CURAND_CALL(x) do { if ((x) != CURAND_STATUS_SUCCESS) { \
    printf("Error at %s:%d\n", __FILE__, __LINE__); return EXIT_FAILURE; } } while (0)

int main(void)
{
    size_t n = 8;
    curandGenerator_t gen;
    float *devData, *hostData;
    hostData = (float *) calloc(n, sizeof(float));
    CUDA_CALL(cudaMalloc((void **) &devData, n * sizeof(float)));
    CURAND_CALL(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
    CURAND_CALL(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
    CURAND_CALL(curandGenerateUniform(gen, devData, n));
    CUDA_CALL(cudaMemcpy(hostData, devData, n * sizeof(float), cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < n; i++)
        printf("%1.4f ", hostData[i]);
    printf("\n");
    /* the next call continues the sequence */
    unsigned int *devBits, bits[4];
    CUDA_CALL(cudaMalloc((void **) &devBits, sizeof bits));
    CURAND_CALL(curandGenerate(gen, devBits, 4));
    CUDA_CALL(cudaMemcpy(bits, devBits, sizeof bits, cudaMemcpyDeviceToHost));
    printf("%u %u %u %u\n", bits[0], bits[1], bits[2], bits[3]);
    CURAND_CALL(curandDestroyGenerator(gen));

    /* host generators: Philox normals and XORWOW doubles, log-normals at an offset */
    curandGenerator_t hgen;
    float normals[6];
    CURAND_CALL(curandCreateGeneratorHost(&hgen, CURAND_RNG_PSEUDO_PHILOX4_32_10));
    CURAND_CALL(curandSetPseudoRandomGeneratorSeed(hgen, 42ULL));
    CURAND_CALL(curandGenerateNormal(hgen, normals, 6, 10.0f, 2.0f));
    for (int i = 0; i < 6; i++)
        printf("%.6f ", normals[i]);
    printf("\n");
    CURAND_CALL(curandDestroyGenerator(hgen));

    double d[4];
    float ln[4];
    CURAND_CALL(curandCreateGeneratorHost(&hgen, CURAND_RNG_PSEUDO_XORWOW));
    CURAND_CALL(curandSetPseudoRandomGeneratorSeed(hgen, 7ULL));
    CURAND_CALL(curandGenerateUniformDouble(hgen, d, 4));
    printf("%.15f %.15f %.15f %.15f\n", d[0], d[1], d[2], d[3]);
    CURAND_CALL(curandGenerateNormalDouble(hgen, d, 4, 0.0, 1.0));
    printf("%.15f %.15f %.15f %.15f\n", d[0], d[1], d[2], d[3]);
    CURAND_CALL(curandSetGeneratorOffset(hgen, 5000));
    CURAND_CALL(curandGenerateLogNormal(hgen, ln, 4, 0.5f, 0.25f));
    printf("%.6f %.6f %.6f %.6f\n", ln[0], ln[1], ln[2], ln[3]);
    CURAND_CALL(curandDestroyGenerator(hgen));

    CUDA_CALL(cudaFree(devData));
    CUDA_CALL(cudaFree(devBits));
    free(hostData);
    return EXIT_SUCCESS;
}

// cudak-args: -lcurand
// Expected output: libcurand's host generator for the same calls (the device generator's output
// is the host generator's, as the cuRAND guide states), the file compiled as C with gcc.
// expect: 0.1455 0.8202 0.5504 0.2948 0.9147 0.8690 0.3219 0.7829 
// expect: 48542993 1225999208 3356973615 1004333919
// expect: 10.388038 8.059620 13.847853 7.528758 14.322748 14.255382 
// expect: 0.963205465127374 0.853927584504520 0.994162930835306 0.542573553925872
// expect: 0.635808934923061 0.795999137562994 -0.095254293353927 0.419496851803661
// expect: 1.403566 1.429613 1.802529 2.118839
