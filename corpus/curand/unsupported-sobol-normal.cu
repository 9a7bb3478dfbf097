// Sobol32's normals: libcurand maps each point through an inverse normal CDF of its own whose
// last bits cudak cannot reproduce, so curandGenerateNormal on a Sobol32 generator is one
// 'unsupported:' report at the call (its uniforms before it are libcurand's, bit for bit).
#include <stdio.h>
#include <curand.h>
int main(void)
{
    curandGenerator_t g;
    float *d, h[4];
    cudaMalloc(&d, 4 * sizeof(float));
    curandCreateGenerator(&g, CURAND_RNG_QUASI_SOBOL32);
    curandSetQuasiRandomGeneratorDimensions(g, 2);
    curandGenerateUniform(g, d, 4);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%.9g %.9g %.9g %.9g\n", h[0], h[1], h[2], h[3]);
    curandStatus_t st = curandGenerateNormal(g, d, 4, 0.0f, 1.0f);
    printf("normal: %d\n", (int) st);
    curandDestroyGenerator(g);
    cudaFree(d);
    return 0;
}
// expect: 1.16415322e-10 0.5 1.16415322e-10 0.5
// expect: normal: 103
// expect-exit: 1
// expect-report: ^unsupported-sobol-normal\.cu:16:25: error: unsupported: curandGenerateNormal of a Sobol32 generator \(the library's inverse normal CDF\)$
