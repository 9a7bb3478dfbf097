// The Philox4_32_10 device API: curand4, curand_uniform4, curand and skipahead on per-thread
// states, and skipahead_sequence, which moves a state to another thread's subsequence.
#include <stdio.h>
#include <curand_kernel.h>

__global__ void kernel(unsigned int *bits, float *uni)
{
    int id = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(2024, id, 0, &s);
    uint4 a = curand4(&s);                   /* block 0 of subsequence id */
    bits[id * 8 + 0] = a.x;
    bits[id * 8 + 1] = a.w;
    bits[id * 8 + 2] = curand(&s);           /* block 1, word 0 */
    float4 f = curand_uniform4(&s);          /* words 1-3 of block 1 and word 0 of block 2 */
    uni[id * 4 + 0] = f.x;
    uni[id * 4 + 1] = f.w;
    skipahead(6, &s);                        /* words 1-3 of block 2, 0-2 of block 3 skipped */
    bits[id * 8 + 3] = curand(&s);           /* block 3, word 3 */
    curandStatePhilox4_32_10_t t;
    curand_init(2024, 0, 5, &t);             /* subsequence 0 at word 5 */
    skipahead_sequence(id, &t);              /* ... of subsequence id */
    bits[id * 8 + 4] = curand(&t);
    uni[id * 4 + 2] = curand_uniform(&t);
    uni[id * 4 + 3] = (float) curand_uniform_double(&t);
}

int main(void)
{
    unsigned int *bits, hb[4 * 8];
    float *uni, hu[4 * 4];
    cudaMalloc(&bits, sizeof hb);
    cudaMalloc(&uni, sizeof hu);
    kernel<<<1, 4>>>(bits, uni);
    cudaMemcpy(hb, bits, sizeof hb, cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, uni, sizeof hu, cudaMemcpyDeviceToHost);
    printf("sizeof(curandStatePhilox4_32_10_t) = %d\n", (int) sizeof(curandStatePhilox4_32_10_t));
    for (int id = 0; id < 4; id++)
        printf("%d: %u %u %u %u %u | %.9g %.9g %.9g %.9g\n", id, hb[id * 8], hb[id * 8 + 1],
               hb[id * 8 + 2], hb[id * 8 + 3], hb[id * 8 + 4], hu[id * 4], hu[id * 4 + 1],
               hu[id * 4 + 2], hu[id * 4 + 3]);
    cudaFree(bits);
    cudaFree(uni);
    return 0;
}

// Expected output from libcurand's host Philox generator (seed 2024): word w of block r of
// subsequence id is its output 4 * (r * 65536 + id) + w (curandGenerate and curandGenerateUniform).
// expect: sizeof(curandStatePhilox4_32_10_t) = 64
// expect: 0: 2592828275 359042194 1487279343 1077322958 1872151666 | 0.435894281 0.575268626 0.897896469 0.463927299
// expect: 1: 1278000592 777941324 1278131739 2442944208 30684302 | 0.00714424578 0.644943178 0.688987672 0.26489082
// expect: 2: 2952217436 2493071578 460955799 349781319 3550796125 | 0.826734126 0.401786 0.0732220486 0.11536026
// expect: 3: 3173742968 3458709553 4179302574 312645553 3325660690 | 0.774315715 0.216560096 0.751019776 0.549524069
