// The MRG32k3a device API: per-thread states, curand, curand_uniform, curand_uniform_double,
// skipahead, skipahead_subsequence (2^76 values) and normals.
#include <stdio.h>
#include <curand_kernel.h>

__global__ void kernel(curandStateMRG32k3a_t *state, unsigned int *bits, double *d, float *f)
{
    int id = threadIdx.x;
    curand_init(7, id, 0, &state[id]);
    curandStateMRG32k3a_t local = state[id];
    bits[id * 3 + 0] = curand(&local);               /* value 0 */
    f[id * 3 + 0] = curand_uniform(&local);          /* value 1 */
    d[id * 2 + 0] = curand_uniform_double(&local);   /* value 2 */
    skipahead(3, &local);                            /* values 3-5 */
    bits[id * 3 + 1] = curand(&local);               /* value 6 */
    f[id * 3 + 1] = curand_normal(&local);           /* values 7, 8 */
    f[id * 3 + 2] = curand_normal(&local);
    d[id * 2 + 1] = curand_normal_double(&local);    /* values 9, 10 */
    state[id] = local;
    curandStateMRG32k3a_t other;
    curand_init(7, 0, 0, &other);
    skipahead_subsequence(id + 2, &other);           /* subsequence id + 2, value 0 */
    bits[id * 3 + 2] = curand(&other);
}

int main(void)
{
    curandStateMRG32k3a_t *state;
    unsigned int *bits, hb[4 * 3];
    double *d, hd[4 * 2];
    float *f, hf[4 * 3];
    cudaMalloc(&state, 4 * sizeof(curandStateMRG32k3a_t));
    cudaMalloc(&bits, sizeof hb);
    cudaMalloc(&d, sizeof hd);
    cudaMalloc(&f, sizeof hf);
    kernel<<<1, 4>>>(state, bits, d, f);
    cudaMemcpy(hb, bits, sizeof hb, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    printf("sizeof(curandStateMRG32k3a_t) = %d\n", (int) sizeof(curandStateMRG32k3a_t));
    for (int id = 0; id < 4; id++)
        printf("%d: %u %u %u | %.9g %.17g | %.4f %.4f %.10f\n", id, hb[id * 3], hb[id * 3 + 1],
               hb[id * 3 + 2], hf[id * 3], hd[id * 2], hf[id * 3 + 1], hf[id * 3 + 2], hd[id * 2 + 1]);
    cudaFree(state);
    cudaFree(bits);
    cudaFree(d);
    cudaFree(f);
    return 0;
}

// Expected output from libcurand's host MRG32k3a generator (seed 7): value r of subsequence t is
// its output r * 81920 + t; its normal pairs at offset 81920 * r + t are values r, r + 1 of
// subsequence t (4 decimals: the device's angle goes through __sincosf, the host's sinf/cosf).
// expect: sizeof(curandStateMRG32k3a_t) = 48
// expect: 0: 402141809 4286542058 3939639657 | 0.146279767 0.4755587669535965 | 1.9617 1.5672 0.4206002241
// expect: 1: 4265110356 2229649505 3910965520 | 0.431564063 0.046442072537353538 | -1.6978 -0.1711 -1.3702124334
// expect: 2: 3939639657 1492445038 3857029743 | 0.188520998 0.63490855360773579 | -0.7919 1.3146 1.2551824874
// expect: 3: 3910965520 2216901622 864636110 | 0.552801788 0.67035451952929026 | 0.2208 0.5544 0.7808998970
