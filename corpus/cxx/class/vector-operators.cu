// Operators on the built-in vector types (float3, float2) as helper_math.h defines them:
// non-member operator functions, a compound assignment through a reference, on host and device
// (no product feeds a sum across an operator call: nvcc contracts those into an fma, cudak not).
#include <cstdio>
#include <cuda_runtime.h>
inline __host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __host__ __device__ float3 operator*(float s, float3 a) { return make_float3(s * a.x, s * a.y, s * a.z); }
inline __host__ __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline __host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __host__ __device__ float2 operator-(float2 a) { return make_float2(-a.x, -a.y); }
__global__ void k(float3 *p, float *d) {
  int i = threadIdx.x;
  float3 v = p[i];
  v += v + v + make_float3(1, 1, 1);
  p[i] = v;
  d[i] = dot(v, v);
}
int main() {
  float3 h[2] = { make_float3(1, 2, 3), make_float3(0, 0, 1) };
  float hd[2];
  float3 *p; float *d;
  cudaMalloc(&p, sizeof h); cudaMalloc(&d, sizeof hd);
  cudaMemcpy(p, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 2>>>(p, d);
  cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  float2 n = -make_float2(1, 2);
  printf("%g %g %g %g | %g %g %g %g | %g %g\n", h[0].x, h[0].y, h[0].z, hd[0], h[1].x, h[1].y, h[1].z, hd[1], n.x, n.y);
  cudaFree(p); cudaFree(d);
  return 0;
}
// expect: 4 7 10 165 | 1 1 4 18 | -1 -2
