// helper_math.h's integer vectors: int2/int3/int4 and uint2/uint3/uint4 with +, -, * (vector
// and scalar, both orders, compound forms), unary minus, min/max, clamp (scalar and vector
// bounds), abs, dot, and the make_* conversions between vector types (truncating floats), on
// the device and the host.
// Expected output computed by hand.
#include <stdio.h>
#include "helper_math.h"

__global__ void ints(int4 *o4, int3 *o3, uint3 *ou, int *od)
{
    int4 a = make_int4(1, -2, 3, -4);
    int4 b = make_int4(10);
    o4[0] = a + b;
    o4[1] = 2 * a - b;
    o4[2] = abs(a) * 3;
    o4[3] = clamp(a * 5, -6, 6);
    o4[4] = -a;
    int3 c = make_int3(make_int2(7, 8), 9);
    c -= make_int3(1);
    c *= make_int3(1, 2, 3);
    o3[0] = c;
    o3[1] = max(c, make_int3(10)) + min(c, make_int3(10));
    o3[2] = make_int3(make_float3(1.9f, -1.9f, 2.5f));
    uint3 u = make_uint3(5u, 6u, 7u);
    u += 1u;
    ou[0] = u * make_uint3(2u) - 3u;
    ou[1] = clamp(u, make_uint3(6u, 8u, 7u), make_uint3(6u, 9u, 7u));
    od[0] = dot(a, make_int4(1));
    od[1] = (int)dot(u, make_uint3(1u, 2u, 3u));
}

int main(void)
{
    int4 *d4, h4[5];
    int3 *d3, h3[3];
    uint3 *du, hu[2];
    int *dd, hd[2];
    cudaMalloc(&d4, sizeof h4);
    cudaMalloc(&d3, sizeof h3);
    cudaMalloc(&du, sizeof hu);
    cudaMalloc(&dd, sizeof hd);
    ints<<<1, 1>>>(d4, d3, du, dd);
    cudaMemcpy(h4, d4, sizeof h4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h3, d3, sizeof h3, cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, du, sizeof hu, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 5; i++)
        printf("int4 %d: %d %d %d %d\n", i, h4[i].x, h4[i].y, h4[i].z, h4[i].w);
    for (int i = 0; i < 3; i++)
        printf("int3 %d: %d %d %d\n", i, h3[i].x, h3[i].y, h3[i].z);
    for (int i = 0; i < 2; i++)
        printf("uint3 %d: %u %u %u\n", i, hu[i].x, hu[i].y, hu[i].z);
    printf("dot %d %d\n", hd[0], hd[1]);
    int2 h = make_int2(3, -3) * 2 + make_int2(1);
    uint2 g = make_uint2(make_int2(4, 5)) + 1u;
    printf("host %d %d %u %u\n", h.x, h.y, g.x, g.y);
    cudaFree(d4); cudaFree(d3); cudaFree(du); cudaFree(dd);
    return 0;
}
// SPDX-License-Identifier: MIT
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: int4 0: 11 8 13 6
// expect: int4 1: -8 -14 -4 -18
// expect: int4 2: 3 6 9 12
// expect: int4 3: 5 -6 6 -6
// expect: int4 4: -1 2 -3 4
// expect: int3 0: 6 14 24
// expect: int3 1: 16 24 34
// expect: int3 2: 1 -1 2
// expect: uint3 0: 9 11 13
// expect: uint3 1: 6 8 7
// expect: dot -2 44
// expect: host 7 -5 5 6
