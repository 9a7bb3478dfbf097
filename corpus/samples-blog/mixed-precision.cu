// corpus/samples-blog/mixed-precision.cu: the NVIDIA blog's "Mixed-Precision Programming with
// CUDA 8" as a reader runs it: haxpy over half2 pairs with __hfma2 (the odd last element by the
// first thread with __hfma), a dot product of half vectors accumulated in float (__half22float2,
// a warp reduction with __shfl_down_sync, atomicAdd), a half2 reduction through the half2
// shuffle, the conversions a program meets (__float2half's rounding to nearest even, the
// directed modes, overflow to infinity, the subnormals) printed from the host as the toolkit's
// host functions give them, and sizeof/alignof of the types. The vectors hold small multiples
// of 1/4, so every half operation is exact and the GPU's results are known exactly. Expected
// output from the host part built with g++ against the toolkit's cuda_fp16.h, and by hand.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
#include <cuda_fp16.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
  fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__global__ void haxpy(int n, half a, const half *x, half *y)
{
  int start = threadIdx.x + blockDim.x * blockIdx.x;
  int stride = blockDim.x * gridDim.x;
  int n2 = n / 2;
  half2 *x2 = (half2 *)x, *y2 = (half2 *)y;
  for (int i = start; i < n2; i += stride)
    y2[i] = __hfma2(__halves2half2(a, a), x2[i], y2[i]);
  // first thread handles singleton for odd arrays
  if (start == 0 && (n % 2))
    y[n - 1] = __hfma(a, x[n - 1], y[n - 1]);
}

__inline__ __device__ float warpReduceSum(float val)
{
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

__global__ void hdot(int n, const half *x, const half *y, float *result)
{
  int n2 = n / 2;
  const half2 *x2 = (const half2 *)x, *y2 = (const half2 *)y;
  float sum = 0.0f;
  for (int i = threadIdx.x + blockDim.x * blockIdx.x; i < n2; i += blockDim.x * gridDim.x) {
    float2 p = __half22float2(__hmul2(x2[i], y2[i]));
    sum += p.x + p.y;
  }
  sum = warpReduceSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(result, sum);
}

// one warp sums 64 halves as 32 half2 with the half2 shuffle
__global__ void half2_warp_sum(const half *x, half *out)
{
  half2 v = ((const half2 *)x)[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v = __hadd2(v, __shfl_down_sync(0xffffffffu, v, offset));
  if (threadIdx.x == 0) *out = __hadd(__low2half(v), __high2half(v));
}

int main()
{
  printf("sizeof(half) %zu, alignof(half2) %zu\n", sizeof(half), alignof(half2));
  const float samples[] = { 0.1f, 1.0f / 3.0f, 2049.0f, 2051.0f, 65504.0f, 65519.0f, 70000.0f, 1e-5f, 1e-8f, -0.0f };
  for (float f : samples) {
    half rn = __float2half_rn(f), rz = __float2half_rz(f), ru = __float2half_ru(f);
    printf("%-12g rn 0x%04x = %-13.9g rz 0x%04x ru 0x%04x\n", f, __half_as_ushort(rn), __half2float(rn),
           __half_as_ushort(rz), __half_as_ushort(ru));
  }

  const int n = 1001;
  half *x, *y, *hsum;
  float *dot;
  CHECK(cudaMallocManaged(&x, n * sizeof(half)));
  CHECK(cudaMallocManaged(&y, n * sizeof(half)));
  CHECK(cudaMallocManaged(&hsum, sizeof(half)));
  CHECK(cudaMallocManaged(&dot, sizeof(float)));
  for (int i = 0; i < n; i++) {
    x[i] = __float2half((i % 32) * 0.25f);
    y[i] = __float2half(1.0f);
  }
  haxpy<<<4, 128>>>(n, __float2half(2.0f), x, y);
  CHECK(cudaDeviceSynchronize());
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (__half2float(y[i]) != 1.0f + (i % 32) * 0.5f) bad++;
  printf("haxpy: y[0] %g y[31] %g y[%d] %g, %d wrong\n", __half2float(y[0]), __half2float(y[31]), n - 1,
         __half2float(y[n - 1]), bad);

  *dot = 0.0f;
  hdot<<<2, 256>>>(n - 1, x, y, dot);   // an even length: half2 pairs
  CHECK(cudaDeviceSynchronize());
  double ref = 0.0;
  for (int i = 0; i < n - 1; i++) ref += (double)__half2float(x[i]) * __half2float(y[i]);
  printf("dot in float: %.2f (host %.2f)\n", *dot, ref);

  half2_warp_sum<<<1, 32>>>(x, hsum);
  CHECK(cudaDeviceSynchronize());
  float s64 = 0.0f;
  for (int i = 0; i < 64; i++) s64 += __half2float(x[i]);
  printf("half2 warp sum of 64: %g (host %g)\n", __half2float(*hsum), s64);

  half a = __float2half(1.5f), b = __float2half(2.25f);
  printf("host half arithmetic: %g %g %g %g, a < b: %d\n", __half2float(__hadd(a, b)), __half2float(__hsub(a, b)),
         __half2float(__hmul(a, b)), __half2float(__hdiv(a, b)), __hlt(a, b));
  CHECK(cudaFree(x)); CHECK(cudaFree(y)); CHECK(cudaFree(hsum)); CHECK(cudaFree(dot));
  return bad != 0;
}
// expect: sizeof(half) 2, alignof(half2) 4
// expect: 0.1          rn 0x2e66 = 0.0999755859  rz 0x2e66 ru 0x2e67
// expect: 0.333333     rn 0x3555 = 0.333251953   rz 0x3555 ru 0x3556
// expect: 2049         rn 0x6800 = 2048          rz 0x6800 ru 0x6801
// expect: 2051         rn 0x6802 = 2052          rz 0x6801 ru 0x6802
// expect: 65504        rn 0x7bff = 65504         rz 0x7bff ru 0x7bff
// expect: 65519        rn 0x7bff = 65504         rz 0x7bff ru 0x7c00
// expect: 70000        rn 0x7c00 = inf           rz 0x7bff ru 0x7c00
// expect: 1e-05        rn 0x00a8 = 1.00135803e-05 rz 0x00a7 ru 0x00a8
// expect: 1e-08        rn 0x0000 = 0             rz 0x0000 ru 0x0001
// expect: -0           rn 0x8000 = -0            rz 0x8000 ru 0x8000
// expect: haxpy: y[0] 1 y[31] 16.5 y[1000] 5, 0 wrong
// expect: dot in float: 44230.50 (host 44230.50)
// expect: half2 warp sum of 64: 248 (host 248)
// expect: host half arithmetic: 3.75 -0.75 3.375 0.666504, a < b: 1
