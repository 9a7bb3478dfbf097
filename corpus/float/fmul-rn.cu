// The rounding intrinsics are never contracted: __fmul_rn(a, b) + c rounds the product first,
// whatever -fmad says, while __fmaf_rn asks for the fused form explicitly (CUDA Programming
// Guide, "Intrinsic Functions"). Issue 25.
#include <cstdio>

__global__ void forms(const float *p, float *out)
{
  out[0] = p[0] * p[1] + p[2];              // contracted: fma.rn.f32
  out[1] = __fmul_rn(p[0], p[1]) + p[2];    // mul.rn.f32, then add: not contracted
  out[2] = __fadd_rn(p[0] * p[1], p[2]);    // add.rn.f32 of a rounded product
  out[3] = __fmaf_rn(p[0], p[1], p[2]);     // explicitly fused
}

int main()
{
  float h[3] = { 1.0f + 0x1p-12f, 1.0f + 0x1p-12f, -(1.0f + 0x1p-11f) };
  float r[4];
  float *dp, *dr;
  cudaMalloc(&dp, sizeof h);
  cudaMalloc(&dr, sizeof r);
  cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
  forms<<<1, 1>>>(dp, dr);
  cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
  printf("a * b + c            = %g\n", r[0]);
  printf("__fmul_rn(a, b) + c  = %g\n", r[1]);
  printf("__fadd_rn(a * b, c)  = %g\n", r[2]);
  printf("__fmaf_rn(a, b, c)   = %g\n", r[3]);
  cudaFree(dp);
  cudaFree(dr);
  return 0;
}

// expect: a * b + c            = 5.96046e-08
// expect: __fmul_rn(a, b) + c  = 0
// expect: __fadd_rn(a * b, c)  = 0
// expect: __fmaf_rn(a, b, c)   = 5.96046e-08
