// corpus/host/bf16-conversions.cu: <cuda_bf16.h>'s conversions and arithmetic, bit for bit
// against the toolkit's own host implementation (g++ with CUDA 13's cuda_bf16.h): 40000 random
// floats in the four rounding modes, and __hadd/__hsub/__hmul/__hdiv/__hmax/__hneg, the
// comparison operators and __bfloat162int_rz of 40000 random pairs, summarised by FNV-1a hashes;
// then the same sums and products of bfloat162 pairs on the device (__hadd2, __hmul2; correctly
// rounded there too), compared with the host's. Expected output from that g++ build (the device
// line by hand).
// timeout: 60
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
static float fbits(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
__global__ void pairs(const __nv_bfloat162 *a, const __nv_bfloat162 *b, __nv_bfloat162 *sum, __nv_bfloat162 *prod, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { sum[i] = __hadd2(a[i], b[i]); prod[i] = __hmul2(a[i], b[i]); }
}

int main() {
  unsigned long long h[4]; for (auto &x : h) x = 1469598103934665603ull;
  unsigned long long g[8]; for (auto &x : g) x = 1469598103934665603ull;
  unsigned s = 4242;
  for (int i = 0; i < 40000; i++) {
    s = s * 1664525u + 1013904223u;
    float f = fbits(s);
    unsigned short r[4] = { __bfloat16_as_ushort(__float2bfloat16_rn(f)), __bfloat16_as_ushort(__float2bfloat16_rz(f)), __bfloat16_as_ushort(__float2bfloat16_rd(f)), __bfloat16_as_ushort(__float2bfloat16_ru(f)) };
    for (int m = 0; m < 4; m++) h[m] = (h[m] ^ r[m]) * 1099511628211ull;
    s = s * 1664525u + 1013904223u; __nv_bfloat16 a = __ushort_as_bfloat16((unsigned short)(s >> 16));
    s = s * 1664525u + 1013904223u; __nv_bfloat16 b = __ushort_as_bfloat16((unsigned short)(s >> 16));
    unsigned short q[8] = { __bfloat16_as_ushort(__hadd(a, b)), __bfloat16_as_ushort(__hsub(a, b)), __bfloat16_as_ushort(__hmul(a, b)), __bfloat16_as_ushort(__hdiv(a, b)),
      __bfloat16_as_ushort(__hmax(a, b)), __bfloat16_as_ushort(__hneg(a)), (unsigned short)((a < b) | ((a == b) << 1) | ((a != b) << 2) | (__hisnan(a) << 3)), (unsigned short)__bfloat162int_rz(a) };
    for (int m = 0; m < 8; m++) { unsigned short v = q[m]; if (m < 6 && (v & 0x7fff) > 0x7f80) v = 0x7fff; g[m] = (g[m] ^ v) * 1099511628211ull; }
  }
  for (auto x : h) printf("%016llx ", x); printf("\n");
  for (auto x : g) printf("%016llx ", x); printf("\n");
  half hh = __float2half(0.5f); __nv_bfloat16 bb = __float2bfloat16(0.5f); printf("%g %g %zu %zu\n", __half2float(__hadd(hh, hh)), __bfloat162float(__hadd(bb, bb)), sizeof(__nv_bfloat162), alignof(__nv_bfloat162));
  const int n = 256;
  __nv_bfloat162 *a, *b, *sum, *prod;
  cudaMallocManaged(&a, n * sizeof(__nv_bfloat162));
  cudaMallocManaged(&b, n * sizeof(__nv_bfloat162));
  cudaMallocManaged(&sum, n * sizeof(__nv_bfloat162));
  cudaMallocManaged(&prod, n * sizeof(__nv_bfloat162));
  for (int i = 0; i < n; i++) {
    a[i] = __floats2bfloat162_rn(i * 0.37f - 20.0f, 1.0f / (i + 1));
    b[i] = __floats2bfloat162_rn(3.3f, i * i * 0.011f);
  }
  pairs<<<2, 128>>>(a, b, sum, prod, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int i = 0; i < n; i++) {
    __nv_bfloat162 hs = __hadd2(a[i], b[i]), hp = __hmul2(a[i], b[i]);
    bad += __bfloat16_as_ushort(hs.x) != __bfloat16_as_ushort(sum[i].x) || __bfloat16_as_ushort(hs.y) != __bfloat16_as_ushort(sum[i].y);
    bad += __bfloat16_as_ushort(hp.x) != __bfloat16_as_ushort(prod[i].x) || __bfloat16_as_ushort(hp.y) != __bfloat16_as_ushort(prod[i].y);
  }
  printf("device bfloat162 sums and products: %d differ from the host's\n", bad);
  cudaFree(a); cudaFree(b); cudaFree(sum); cudaFree(prod);
  return 0;
}
// expect: ab3676512e57afab ec702d7d6a0655c6 b7b6a8c11365c302 d0b2b657501364c8 
// expect: 55bcbcedf434ae4e 7def37f14bb977bc d49d34b047f591c5 ada9f294eca501b5 3638f8ecc01bbc34 5f11ffd57aa4a7f5 98c2a8c01ef46475 0e5b68c2c93422d8 
// expect: 1 1 4 4
// expect: device bfloat162 sums and products: 0 differ from the host's
