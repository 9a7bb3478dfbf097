// The Philox functions that return vectors: curand_uniform2_double, curand_log_normal4 and
// curand_poisson4 (Knuth's method at lambda 4, the gamma rejection at 100, normals at 5000).
#include <stdio.h>
#include <curand_kernel.h>

__global__ void vectors(double *d, float *f, unsigned int *p)
{
    int id = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(11, id, 0, &s);
    double2 a = curand_uniform2_double(&s);          /* block 0 */
    double2 b = curand_uniform2_double(&s);          /* block 1 */
    d[id * 4 + 0] = a.x;
    d[id * 4 + 1] = a.y;
    d[id * 4 + 2] = b.x;
    d[id * 4 + 3] = b.y;
    float4 ln = curand_log_normal4(&s, 1.0f, 0.5f);  /* block 2 */
    f[id * 2 + 0] = ln.x;
    f[id * 2 + 1] = ln.w;
    curandStatePhilox4_32_10_t k, g, n;
    curand_init(11, id + 8, 0, &k);
    curand_init(11, id + 16, 0, &g);
    curand_init(11, id + 24, 0, &n);
    uint4 pk = curand_poisson4(&k, 4.0);
    uint4 pg = curand_poisson4(&g, 100.0);
    uint4 pn = curand_poisson4(&n, 5000.0);          /* blocks 0 and 1 */
    p[id * 6 + 0] = pk.x;
    p[id * 6 + 1] = pk.w;
    p[id * 6 + 2] = pg.x;
    p[id * 6 + 3] = pg.w;
    p[id * 6 + 4] = pn.x;
    p[id * 6 + 5] = pn.w;
}

int main(void)
{
    double *d, hd[16];
    float *f, hf[8];
    unsigned int *p, hp[24];
    cudaMalloc(&d, sizeof hd);
    cudaMalloc(&f, sizeof hf);
    cudaMalloc(&p, sizeof hp);
    vectors<<<1, 4>>>(d, f, p);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hp, p, sizeof hp, cudaMemcpyDeviceToHost);
    for (int id = 0; id < 4; id++)
        printf("%d: %.17g %.17g %.17g %.17g | %.4f %.4f | %u %u %u %u %u %u\n", id, hd[id * 4],
               hd[id * 4 + 1], hd[id * 4 + 2], hd[id * 4 + 3], hf[id * 2], hf[id * 2 + 1],
               hp[id * 6], hp[id * 6 + 1], hp[id * 6 + 2], hp[id * 6 + 3], hp[id * 6 + 4],
               hp[id * 6 + 5]);
    cudaFree(d);
    cudaFree(f);
    cudaFree(p);
    return 0;
}

// Expected output from libcurand's host Philox generator (seed 11): word k of subsequence t is its
// output 4 * ((k / 4) * 65536 + t) + k % 4 (uniforms, log-normals); its doubles (uniform, normal)
// 4t .. 4t + 3 are blocks 0 and 1 of subsequence t; curand_poisson.h's formulas compiled for the
// host by gcc -mfma -ffp-contract=fast, with ex2.approx and lg2.approx as cudak models the SFU.
// expect: 0: 0.95878676118009021 0.33475125986327675 0.69340449040786534 0.41895024713934698 | 3.0257 2.5712 | 4 4 108 96 5037 5053
// expect: 1: 0.77972973568629289 0.099090822381238286 0.46090979678646932 0.84116083526743179 | 1.8948 5.5290 | 5 5 100 99 4986 5042
// expect: 2: 0.64371732290071937 0.041296244344944888 0.077751461960354262 0.41529575823428538 | 2.0113 4.4543 | 3 3 98 99 5004 5036
// expect: 3: 0.010286005690105127 0.98836936030518441 0.030999450982602206 0.036433269207115704 | 1.9793 2.2724 | 3 2 103 101 4870 4930
