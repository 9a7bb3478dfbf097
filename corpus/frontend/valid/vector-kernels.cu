// corpus/frontend/valid/vector-kernels.cu: vector types (float4, float3, int2, uchar4, double2)
// built with make_* and braces, __host__ __device__ helpers called from both sides, and kernels
// taking structs by value (one holding an array and a vector)
// SPDX-License-Identifier: MIT
#include <stdio.h>

struct transform {
  float m[2][2];
  float2 shift;
  int repeat;
};

static __host__ __device__ float2 apply(const struct transform &t, float2 p)
{
  for (int r = 0; r < t.repeat; r++)
    p = make_float2(t.m[0][0] * p.x + t.m[0][1] * p.y + t.shift.x,
                    t.m[1][0] * p.x + t.m[1][1] * p.y + t.shift.y);
  return p;
}

static __host__ __device__ float dot4(float4 a, float4 b)
{
  return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
}

static __host__ __device__ float3 cross(float3 a, float3 b)
{
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

__global__ void move(float2 *pts, int n, struct transform t)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    pts[i] = apply(t, pts[i]);
}

__global__ void shade(uchar4 *px, float4 light, int2 size)
{
  int x = threadIdx.x, y = threadIdx.y;
  float4 normal = make_float4(x / (float) size.x, y / (float) size.y, 1.0f, 0.0f);
  float d = dot4(normal, light);
  unsigned char c = (unsigned char) (d * 100.0f);
  px[y * size.x + x] = make_uchar4(c, c / 2, 255 - c, 255);
}

__global__ void vec_math(float3 *out, double2 *dd)
{
  float3 a = make_float3(1.0f, 0.0f, 0.0f), b = {0.0f, 1.0f, 0.0f};
  out[0] = cross(a, b);
  double2 v = make_double2(0.25, 0.5);
  dd[0] = make_double2(v.x + v.y, v.x * v.y);
}

int main(void)
{
  struct transform rot = {{{0.0f, -1.0f}, {1.0f, 0.0f}}, make_float2(1.0f, 0.0f), 2};
  float2 hp[3] = {make_float2(1.0f, 0.0f), make_float2(0.0f, 2.0f), {3.0f, 4.0f}}, *dp;
  float2 host_check = apply(rot, hp[2]);
  cudaMalloc(&dp, sizeof hp);
  cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice);
  move<<<1, 32>>>(dp, 3, rot);
  cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 3; i++)
    printf("(%.0f,%.0f) ", hp[i].x, hp[i].y);
  printf("host (%.0f,%.0f)\n", host_check.x, host_check.y);

  int2 size = make_int2(2, 2);
  uchar4 hpx[4], *dpx;
  cudaMalloc(&dpx, sizeof hpx);
  shade<<<1, dim3(2, 2)>>>(dpx, make_float4(0.5f, 0.5f, 0.5f, 9.0f), size);
  cudaMemcpy(hpx, dpx, sizeof hpx, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++)
    printf("%d/%d/%d/%d%c", hpx[i].x, hpx[i].y, hpx[i].z, hpx[i].w, i == 3 ? '\n' : ' ');

  float3 *d3, h3;
  double2 *d2, h2;
  cudaMalloc(&d3, sizeof h3);
  cudaMalloc(&d2, sizeof h2);
  vec_math<<<1, 1>>>(d3, d2);
  cudaMemcpy(&h3, d3, sizeof h3, cudaMemcpyDeviceToHost);
  cudaMemcpy(&h2, d2, sizeof h2, cudaMemcpyDeviceToHost);
  float3 hc = cross(make_float3(0, 1, 0), make_float3(0, 0, 1));
  printf("%.0f %.0f %.0f | %.0f %.0f %.0f | %.3f %.3f | %d %d %d\n", h3.x, h3.y, h3.z, hc.x, hc.y,
         hc.z, h2.x, h2.y, (int) sizeof(float3), (int) sizeof(float4), (int) sizeof(uchar4));
  cudaFree(dp);
  cudaFree(dpx);
  cudaFree(d3);
  cudaFree(d2);
  return 0;
}
//
// expect: (0,1) (1,-1) (-2,-3) host (-2,-3)
// expect: 50/25/205/255 75/37/180/255 75/37/180/255 100/50/155/255
// expect: 0 0 1 | 1 0 0 | 0.750 0.125 | 12 16 4
