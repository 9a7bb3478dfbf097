// Normal and log-normal values from the device API: curand_normal caches the second value of each
// Box-Muller pair in the state, curand_normal2 returns both, curand_normal_double takes four words.
#include <stdio.h>
#include <curand_kernel.h>

__global__ void normals(float *f, double *d)
{
    int id = threadIdx.x;
    curandState s;
    curand_init(99, id, 0, &s);
    f[id * 6 + 0] = curand_normal(&s);       /* words 0, 1: first of the pair */
    f[id * 6 + 1] = curand_normal(&s);       /* the cached second: no word drawn */
    float2 p = curand_normal2(&s);           /* words 2, 3 */
    f[id * 6 + 2] = p.x;
    f[id * 6 + 3] = p.y;
    f[id * 6 + 4] = curand_log_normal(&s, 1.0f, 0.5f);   /* words 4, 5 */
    f[id * 6 + 5] = curand_log_normal(&s, 1.0f, 0.5f);
    skipahead(2, &s);                                    /* words 6, 7 */
    d[id * 2 + 0] = curand_normal_double(&s);            /* words 8-11 */
    d[id * 2 + 1] = curand_normal_double(&s);
}

int main(void)
{
    float *f, hf[2 * 6];
    double *d, hd[2 * 2];
    cudaMalloc(&f, sizeof hf);
    cudaMalloc(&d, sizeof hd);
    normals<<<1, 2>>>(f, d);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    for (int id = 0; id < 2; id++)
        printf("%d: %.4f %.4f %.4f %.4f %.4f %.4f | %.10f %.10f\n", id, hf[id * 6], hf[id * 6 + 1],
               hf[id * 6 + 2], hf[id * 6 + 3], hf[id * 6 + 4], hf[id * 6 + 5], hd[id * 2],
               hd[id * 2 + 1]);
    cudaFree(f);
    cudaFree(d);
    return 0;
}

// Expected output from libcurand's host XORWOW generator (seed 99): its normal pair q is words
// 2r, 2r+1 of subsequence q % 4096 (r = q / 4096), its double pair q words 4r..4r+3. The device's
// angle goes through __sincosf, the host library's through sinf/cosf, hence 4 decimals for floats.
// expect: 0: -1.0313 -2.1228 0.5544 0.6102 2.4987 4.7149 | -0.0805240657 0.5414398942
// expect: 1: -2.1343 -0.0299 0.8860 0.2548 3.1704 5.1918 | 0.0845756002 1.3062596477
