// A particle integration step as the CUDA samples' particles and smokeParticles kernels write
// it with helper_math.h: float4 positions and velocities (make_float3 of a float4, make_float4 of
// a float3 and a w), gravity and damping by vector-scalar operators, and the boundary handled with
// clamp and a reflected velocity.
// Expected output computed by hand: dt = 0.5, gravity (0, -1, 0), damping 0.5, walls at +-1:
// particle 0 starts at (0, 0.5, 0) with v = (1, 0, 0): v = (1, -0.5, 0) * 0.5 = (0.5, -0.25, 0),
// p = (0.25, 0.375, 0); particle 1 at (0.9, 0, 0) with v = (2, 0, 0): v = (1, -0.25, 0), p.x = 1.4
// is clamped to 1 and v.x reflected to -1; particle 2 at (0, -0.95, 0) at rest: v = (0, -0.25, 0),
// p.y = -1.075 is clamped to -1 and v.y becomes 0.25.
#include <stdio.h>
#include "helper_math.h"

__global__ void integrate(float4 *pos, float4 *vel, float dt, float3 gravity, float damping, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float3 p = make_float3(pos[i]);
    float3 v = make_float3(vel[i]);
    v += gravity * dt;
    v *= damping;
    p += v * dt;
    float3 lo = make_float3(-1.0f), hi = make_float3(1.0f);
    if (p.x > hi.x || p.x < lo.x) v = reflect(v, make_float3(1.0f, 0.0f, 0.0f));
    if (p.y > hi.y || p.y < lo.y) v = reflect(v, make_float3(0.0f, 1.0f, 0.0f));
    if (p.z > hi.z || p.z < lo.z) v = reflect(v, make_float3(0.0f, 0.0f, 1.0f));
    p = clamp(p, lo, hi);
    pos[i] = make_float4(p, pos[i].w);
    vel[i] = make_float4(v, 0.0f);
}

int main(void)
{
    const int n = 3;
    float4 p[n] = { make_float4(0.0f, 0.5f, 0.0f, 1.0f), make_float4(0.9f, 0.0f, 0.0f, 2.0f),
                    make_float4(0.0f, -0.95f, 0.0f, 3.0f) };
    float4 v[n] = { make_float4(1.0f, 0.0f, 0.0f, 0.0f), make_float4(2.0f, 0.0f, 0.0f, 0.0f),
                    make_float4(0.0f) };
    float4 *dp, *dv;
    cudaMalloc(&dp, sizeof p);
    cudaMalloc(&dv, sizeof v);
    cudaMemcpy(dp, p, sizeof p, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, v, sizeof v, cudaMemcpyHostToDevice);
    integrate<<<1, 32>>>(dp, dv, 0.5f, make_float3(0.0f, -1.0f, 0.0f), 0.5f, n);
    cudaMemcpy(p, dp, sizeof p, cudaMemcpyDeviceToHost);
    cudaMemcpy(v, dv, sizeof v, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("%d: p (%g, %g, %g) w %g  v (%g, %g, %g)\n", i, p[i].x, p[i].y, p[i].z, p[i].w,
               v[i].x, v[i].y, v[i].z);
    cudaFree(dp);
    cudaFree(dv);
    return 0;
}
// SPDX-License-Identifier: MIT
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: 0: p (0.25, 0.375, 0) w 1  v (0.5, -0.25, 0)
// expect: 1: p (1, -0.125, 0) w 2  v (-1, -0.25, 0)
// expect: 2: p (0, -1, 0) w 3  v (0, 0.25, 0)
