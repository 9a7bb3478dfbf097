// helper_math.h's float2 and uint2 in the way the samples' image kernels use them: pixel indices
// as uint2 (make_uint2 of blockIdx/threadIdx arithmetic, min against the image size), texture
// coordinates as float2 (make_float2 of a uint2, division by a float2, fracf to wrap, lerp
// between two corners, floorf, fmaxf/fminf), and the same arithmetic in host code.
// Expected output computed by hand: an 8x4 image, coordinates (x + 0.5) / 8 and (y + 0.5) / 4;
// every value involved is a multiple of 1/16, so the float arithmetic is exact. Pixel 9 (x 1,
// y 1): t = (0.1875, 0.375), the corner lerp (-0.625, -0.25) clamped to (-0.5, -0.25), plus
// floorf(4 * fracf(2t)) = (1, 3).
#include <stdio.h>
#include "helper_math.h"

__global__ void coords(float2 *uv, uint2 *clampd, uint2 size)
{
    uint2 p = make_uint2(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y);
    uint2 q = min(p + make_uint2(1, 1), size - 1u);
    float2 t = (make_float2(p) + 0.5f) / make_float2(size);
    float2 w = fracf(t * 2.0f);
    float2 c = make_float2(lerp(-1.0f, 1.0f, t.x), lerp(-1.0f, 1.0f, t.y));
    uv[p.y * size.x + p.x] = fmaxf(fminf(c, make_float2(0.5f)), make_float2(-0.5f)) + floorf(w * 4.0f);
    clampd[p.y * size.x + p.x] = q;
}

int main(void)
{
    uint2 size = make_uint2(8, 4);
    float2 *duv, uv[32];
    uint2 *dq, q[32];
    cudaMalloc(&duv, sizeof uv);
    cudaMalloc(&dq, sizeof q);
    coords<<<dim3(2, 1), dim3(4, 4)>>>(duv, dq, size);
    cudaMemcpy(uv, duv, sizeof uv, cudaMemcpyDeviceToHost);
    cudaMemcpy(q, dq, sizeof q, cudaMemcpyDeviceToHost);
    int show[] = { 0, 9, 31 };
    for (int k = 0; k < 3; k++) {
        int i = show[k];
        printf("pixel %d: uv (%g, %g) next (%u, %u)\n", i, uv[i].x, uv[i].y, q[i].x, q[i].y);
    }
    float2 h = lerp(make_float2(0.0f, 2.0f), make_float2(4.0f, 6.0f), 0.25f);
    float2 f = fracf(make_float2(2.75f, -0.25f));
    printf("host lerp (%g, %g) fracf (%g, %g)\n", h.x, h.y, f.x, f.y);
    cudaFree(duv);
    cudaFree(dq);
    return 0;
}
// SPDX-License-Identifier: MIT
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: pixel 0: uv (-0.5, 0.5) next (1, 1)
// expect: pixel 9: uv (0.5, 2.75) next (2, 2)
// expect: pixel 31: uv (3.5, 3.5) next (7, 3)
// expect: host lerp (1, 3) fracf (0.75, 0.75)
