// helper_math.h as the CUDA samples use it: float3 arithmetic with vectors and scalars,
// compound assignment, unary minus, dot, cross, length, normalize and reflect, in a kernel and
// in host code (the header's functions are __host__ __device__).
// Expected output computed by hand (exact in float: small integers and halves), normalize and
// length printed with 4 decimals (rsqrtf may differ from 1/sqrtf in the last bit).
#include <stdio.h>
#include "helper_math.h"

__global__ void ops(float3 *out, float *s)
{
    float3 a = make_float3(1.0f, 2.0f, 3.0f);
    float3 b = make_float3(4.0f, 5.0f, 6.0f);
    out[0] = a + b;
    out[1] = b - a * 2.0f;
    out[2] = 0.5f * b / make_float3(2.0f);
    float3 c = a;
    c += b;
    c *= 2.0f;
    c -= make_float3(1.0f);
    out[3] = -c;
    out[4] = cross(a, b);
    out[5] = normalize(make_float3(0.0f, 3.0f, 4.0f));
    out[6] = reflect(make_float3(1.0f, -1.0f, 0.0f), make_float3(0.0f, 1.0f, 0.0f));
    s[0] = dot(a, b);
    s[1] = length(make_float3(2.0f, 3.0f, 6.0f));
    s[2] = length(make_float2(3.0f, 4.0f));
}

static void print3(const char *name, float3 v)
{
    printf("%s = (%.4f, %.4f, %.4f)\n", name, v.x, v.y, v.z);
}

int main(void)
{
    float3 *d, h[7];
    float *ds, hs[3];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&ds, sizeof hs);
    ops<<<1, 1>>>(d, ds);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost);
    const char *names[] = { "a+b", "b-2a", "b/4", "-c", "axb", "n", "r" };
    for (int i = 0; i < 7; i++)
        print3(names[i], h[i]);
    printf("dot %.4f, length %.4f %.4f\n", hs[0], hs[1], hs[2]);

    float3 p = make_float3(1.0f, 1.0f, 1.0f);
    p += make_float3(1.0f, 2.0f, 3.0f) * 0.5f;
    print3("host p", p);
    print3("host n", normalize(make_float3(0.0f, 0.0f, 2.0f)));
    printf("host dot %.4f\n", dot(p, make_float3(2.0f)));
    cudaFree(d);
    cudaFree(ds);
    return 0;
}
// SPDX-License-Identifier: MIT
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: a+b = (5.0000, 7.0000, 9.0000)
// expect: b-2a = (2.0000, 1.0000, 0.0000)
// expect: b/4 = (1.0000, 1.2500, 1.5000)
// expect: -c = (-9.0000, -13.0000, -17.0000)
// expect: axb = (-3.0000, 6.0000, -3.0000)
// expect: n = (0.0000, 0.6000, 0.8000)
// expect: r = (1.0000, 1.0000, 0.0000)
// expect: dot 32.0000, length 7.0000 5.0000
// expect: host p = (1.5000, 2.0000, 2.5000)
// expect: host n = (0.0000, 0.0000, 1.0000)
// expect: host dot 12.0000
