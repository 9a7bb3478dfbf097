// Code that only one pass sees, macros of every kind, #line and __VA_ARGS__.
#include <cuda_runtime.h>
#include <stdio.h>
#define CAT(a, b) a##b
#define STR(x) #x
#define XSTR(x) STR (x)
#define LOG(fmt, ...) printf (fmt "\n", ##__VA_ARGS__)
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 300
#define WHERE "device"
__device__ float CAT (dev, _twice) (float x) { return 2.0f * x; }
#else
#define WHERE "host"
#endif
struct S { int a : 3; unsigned b : 5; float v[2]; };
__global__ void k (float *p, int n)
{
  __shared__ float tile[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef __CUDA_ARCH__
  if (i < n) tile[threadIdx.x] = dev_twice (p[i]);
#endif
  __syncthreads ();
  if (i < n) p[i] = tile[threadIdx.x];
}
#line 100 "renamed.cu"
int main ()
{
  struct S s = { .a = 1, .b = 2, .v = { [1] = 3.0f } };
  dim3 g (2, 1), b = { 32 };
  float *p;
  cudaMalloc ((void **) &p, 64 * sizeof (float));
  k<<<g, b>>> (p, 64);
  LOG ("%s %s %d %d", WHERE, XSTR (__LINE__), s.a, (int) sizeof (struct S));
  LOG ("done");
  return 0;
}
