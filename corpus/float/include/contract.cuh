// corpus/float/include/contract.cuh — the contraction example of issue 25, shared by
// fma-contract.cu (nvcc's default -fmad=true) and fma-contract-off.cu (-fmad=false).
#include <cstdio>

// p[3] = p[0] * p[1] + p[2]: with -fmad=true nvcc emits one fma.rn.f32, which rounds once.
__global__ void multiply_add(float *p)
{
  p[3] = p[0] * p[1] + p[2];
}

int main()
{
  // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: the product rounded to float loses the 2^-24
  float h[4] = { 1.0f + 0x1p-12f, 1.0f + 0x1p-12f, -(1.0f + 0x1p-11f), 0.0f };
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  multiply_add<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device: p[0] * p[1] + p[2] = %g\n", h[3]);
  // host code is not contracted (gcc's default on x86-64)
  volatile float a = h[0], b = h[1], c = h[2];
  printf("host:   p[0] * p[1] + p[2] = %g\n", a * b + c);
  cudaFree(d);
  return 0;
}
