// Sobol32 in device code, as cuRAND's documentation uses it: the host fetches the JOEKUO6
// direction vectors (curandGetDirectionVectors32), copies three dimensions' to the device, and
// each thread initialises one curandStateSobol32_t per dimension at its own offset into the
// sequence, then counts the quasi-random points inside the unit sphere. Thread t draws points
// t*256 .. t*256+255, so the 64 threads together see points 0 .. 16383: the count and the first
// points are those of libcurand's host generator (curandCreateGeneratorHost, SOBOL32, 3 dimensions,
// curandGenerateUniform of 3 * 16384 values, counted in float as here), the doubles its
// curandGenerateUniformDouble at offset 256 and curandGenerate's dimension 2 at offset 1256.
#include <stdio.h>
#include <curand_kernel.h>

#define THREADS 64
#define PER_THREAD 256
#define DIMS 3

__global__ void setup(unsigned int *vectors, curandStateSobol32_t *states)
{
    int id = threadIdx.x + blockIdx.x * blockDim.x;
    for (int d = 0; d < DIMS; d++)
        curand_init(vectors + 32 * d, id * PER_THREAD, &states[id * DIMS + d]);
}

__global__ void count(curandStateSobol32_t *states, unsigned int *inside, float *first, double *dbl)
{
    int id = threadIdx.x + blockIdx.x * blockDim.x;
    curandStateSobol32_t s[DIMS];
    for (int d = 0; d < DIMS; d++)
        s[d] = states[id * DIMS + d];
    unsigned int n = 0;
    for (int i = 0; i < PER_THREAD; i++) {
        float x = curand_uniform(&s[0]);
        float y = curand_uniform(&s[1]);
        float z = curand_uniform(&s[2]);
        if (id == 1 && i < 2) {
            first[3 * i] = x;
            first[3 * i + 1] = y;
            first[3 * i + 2] = z;
        }
        if (x * x + y * y + z * z <= 1.0f)
            n++;
    }
    inside[id] = n;
    if (id == 0) {
        *dbl = curand_uniform_double(&s[0]);   /* point 256 of dimension 1 */
        skipahead(1000u, &s[1]);                /* point 1256 of dimension 2 */
        dbl[1] = curand(&s[1]) / 4294967296.0;
    }
    for (int d = 0; d < DIMS; d++)
        states[id * DIMS + d] = s[d];
}

int main(void)
{
    curandDirectionVectors32_t *host_vectors;
    if (curandGetDirectionVectors32(&host_vectors, CURAND_DIRECTION_VECTORS_32_JOEKUO6) != CURAND_STATUS_SUCCESS)
        return 1;
    unsigned int *vectors, *inside;
    curandStateSobol32_t *states;
    float *first;
    double *dbl;
    cudaMalloc(&vectors, DIMS * sizeof(curandDirectionVectors32_t));
    cudaMalloc(&states, THREADS * DIMS * sizeof(curandStateSobol32_t));
    cudaMalloc(&inside, THREADS * sizeof(unsigned int));
    cudaMalloc(&first, 6 * sizeof(float));
    cudaMalloc(&dbl, 2 * sizeof(double));
    cudaMemcpy(vectors, host_vectors, DIMS * sizeof(curandDirectionVectors32_t), cudaMemcpyHostToDevice);
    setup<<<2, THREADS / 2>>>(vectors, states);
    count<<<2, THREADS / 2>>>(states, inside, first, dbl);
    unsigned int h[THREADS], total = 0;
    float f[6];
    double d[2];
    cudaMemcpy(h, inside, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(f, first, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(d, dbl, sizeof d, cudaMemcpyDeviceToHost);
    for (int i = 0; i < THREADS; i++)
        total += h[i];
    printf("inside: %u of %d, pi ~ %.6f\n", total, THREADS * PER_THREAD, 6.0 * total / (THREADS * PER_THREAD));
    printf("points 256, 257: %.9g %.9g %.9g / %.9g %.9g %.9g\n", f[0], f[1], f[2], f[3], f[4], f[5]);
    printf("doubles: %.17g %.17g\n", d[0], d[1]);
    printf("sizeof state: %d\n", (int) sizeof(curandStateSobol32_t));
    cudaFree(vectors);
    cudaFree(states);
    cudaFree(inside);
    cudaFree(first);
    cudaFree(dbl);
    return 0;
}
// expect: inside: 8560 of 16384, pi ~ 3.134766
// expect: points 256, 257: 0.005859375 0.498046875 0.677734375 / 0.505859375 0.998046875 0.177734375
// expect: doubles: 0.0058593752328306437 0.27880859375
// expect: sizeof state: 140
