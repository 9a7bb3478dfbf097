// Sobol64 in device code: the host fetches the JOEKUO6 64-bit direction vectors
// (curandGetDirectionVectors64) and copies two dimensions' to the device; 32 threads each take
// points B+id*8 .. B+id*8+7 of both dimensions (curand_init at that offset, B = 1000003), as
// 64-bit values, floats and doubles. The hash and values printed are those of libcurand's host
// generator (curandCreateGeneratorHost, SOBOL64, 2 dimensions, 256 points from offset B) hashed
// the same way.
#include <stdio.h>
#include <curand_kernel.h>

__global__ void draw(unsigned long long *vectors, unsigned long long *out, float *f, double *d)
{
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    for (int dim = 0; dim < 2; dim++) {
        curandStateSobol64_t s;
        curand_init(vectors + 64 * dim, 1000003ull + (unsigned long long) id * 8, &s);
        for (int i = 0; i < 8; i++)
            out[dim * 256 + id * 8 + i] = curand(&s);
        curand_init(vectors + 64 * dim, 1000003ull + (unsigned long long) id * 8, &s);
        f[dim * 32 + id] = curand_uniform(&s);
        d[dim * 32 + id] = curand_uniform_double(&s);   /* the next point */
    }
}

int main(void)
{
    curandDirectionVectors64_t *hv;
    curandGetDirectionVectors64(&hv, CURAND_DIRECTION_VECTORS_64_JOEKUO6);
    unsigned long long *v, *out, h[512];
    float *f, hf[64];
    double *d, hd[64];
    cudaMalloc(&v, 2 * sizeof(curandDirectionVectors64_t));
    cudaMalloc(&out, sizeof h);
    cudaMalloc(&f, sizeof hf);
    cudaMalloc(&d, sizeof hd);
    cudaMemcpy(v, hv, 2 * sizeof(curandDirectionVectors64_t), cudaMemcpyHostToDevice);
    draw<<<2, 16>>>(v, out, f, d);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    unsigned long long x = 0;
    for (int i = 0; i < 512; i++)
        x = (x ^ (h[i] >> 40)) * 1099511628211ull + (h[i] >> 20);
    printf("hash %016llx, point 255: %016llx %016llx\n", x, h[255], h[511]);
    printf("floats: %.9g %.9g, doubles: %.17g %.17g\n", hf[31], hf[63], hd[31], hd[63]);
    cudaFree(v);
    cudaFree(out);
    cudaFree(f);
    cudaFree(d);
    return 0;
}
// expect: hash 3e2fb44107dba000, point 255: c747100000000000 7059f00000000000
// expect: floats: 0.395615578 0.977934837, doubles: 0.27061557769775396 0.35293483734130865
