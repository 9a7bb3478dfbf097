// An image kernel in the style of the CUDA samples' postProcessGL and boxFilter: a colour ramp
// made with helper_math.h's lerp and smoothstep of float4, fracf/floorf/fmodf/fabs of vectors,
// fminf/fmaxf and clamp, converted to uchar4 pixels (rgbaFloatToInt as the samples write it).
// Expected output computed by hand: every value involved is a multiple of 1/8 or 1/4, so the
// float arithmetic is exact (smoothstep of 0.25 is 0.25 * 0.25 * 2.5 = 0.15625, of 0.75 is
// 0.84375); a pixel channel is the clamped value times 255, truncated.
#include <stdio.h>
#include "helper_math.h"

__device__ uchar4 rgbaFloatToInt(float4 rgba)
{
    rgba = clamp(rgba, 0.0f, 1.0f);
    return make_uchar4((unsigned char)(rgba.x * 255.0f), (unsigned char)(rgba.y * 255.0f),
                       (unsigned char)(rgba.z * 255.0f), (unsigned char)(rgba.w * 255.0f));
}

__global__ void ramp(uchar4 *img, float4 *aux, int w)
{
    int x = threadIdx.x;
    float t = x / (float)(w - 1);
    float4 black = make_float4(0.0f, 0.0f, 0.0f, 1.0f);
    float4 orange = make_float4(1.0f, 0.5f, 0.0f, 1.0f);
    float4 c = lerp(black, orange, t);
    float4 s = smoothstep(make_float4(0.0f), make_float4(1.0f), make_float4(t));
    img[x] = rgbaFloatToInt(c + make_float4(0.0f, 0.0f, s.z, 0.0f));
    float4 v = make_float4(t * 2.5f, -t, t - 0.5f, 1.25f);
    aux[4 * x + 0] = fracf(v);
    aux[4 * x + 1] = floorf(v) + fabs(v);
    aux[4 * x + 2] = fmodf(v, make_float4(0.5f));
    aux[4 * x + 3] = fmaxf(fminf(v, make_float4(0.5f)), make_float4(-0.25f));
}

int main(void)
{
    const int w = 5;
    uchar4 *d, h[w];
    float4 *da, ha[4 * w];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&da, sizeof ha);
    ramp<<<1, w>>>(d, da, w);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(ha, da, sizeof ha, cudaMemcpyDeviceToHost);
    for (int x = 0; x < w; x++)
        printf("pixel %d: %d %d %d %d\n", x, h[x].x, h[x].y, h[x].z, h[x].w);
    for (int k = 0; k < 4; k++) {
        float4 v = ha[4 * 3 + k];
        printf("x=3 aux %d: %g %g %g %g\n", k, v.x, v.y, v.z, v.w);
    }
    printf("host smoothstep %g %g\n", smoothstep(0.0f, 1.0f, 0.25f), smoothstep(0.0f, 1.0f, 0.75f));
    cudaFree(d);
    cudaFree(da);
    return 0;
}
// SPDX-License-Identifier: MIT
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: pixel 0: 0 0 0 255
// expect: pixel 1: 63 31 39 255
// expect: pixel 2: 127 63 127 255
// expect: pixel 3: 191 95 215 255
// expect: pixel 4: 255 127 255 255
// expect: x=3 aux 0: 0.875 0.25 0.25 0.25
// expect: x=3 aux 1: 2.875 -0.25 0.25 2.25
// expect: x=3 aux 2: 0.375 -0.25 0.25 0.25
// expect: x=3 aux 3: 0.5 -0.25 0.25 0.5
// expect: host smoothstep 0.15625 0.84375
