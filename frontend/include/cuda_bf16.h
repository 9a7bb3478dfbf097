/* cuda_bf16.h (cudak built-in) — bfloat16 as CUDA's __nv_bfloat16 and __nv_bfloat162, host and
 * device: the top half of a float's bits. An operation rounds the float result of its
 * operands once to bfloat16 (round to nearest even), the correctly rounded value for + - * /
 * and sqrt (24 >= 2 * 8 + 2 bits); __hfma goes through double; the transcendental functions
 * round the float function's value. The operations share their names with <cuda_fp16.h>'s
 * (__hadd, __hmul, ...), as overloads.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CUDA_BF16_H
#define __CUDAK_CUDA_BF16_H
#include <cuda_runtime.h>
#include <__cudak_half16>
typedef struct __align__(2) { unsigned short x; } __nv_bfloat16_raw;
typedef struct __align__(4) { unsigned short x, y; } __nv_bfloat162_raw;
#ifdef __cplusplus

__host__ __device__ inline unsigned int __cudak_bf_f32_bits(float f)
{
  union { float f; unsigned int u; } c;
  c.f = f;
  return c.u;
}
/* float -> bfloat16 bits; [mode] 0 nearest even, 1 toward zero, 2 down, 3 up */
__host__ __device__ inline unsigned short __cudak_f2bf(float f, int mode)
{
  unsigned int x = __cudak_bf_f32_bits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return 0x7fffu;                                    /* NaN: the canonical one */
  unsigned int r = x >> 16, rem = x << 16;
  bool neg = (x >> 31) != 0, up;
  switch (mode)
    {
    case 1: up = false; break;
    case 2: up = neg && rem != 0; break;
    case 3: up = !neg && rem != 0; break;
    default: up = rem > 0x80000000u || (rem == 0x80000000u && (r & 1u)); break;
    }
  return (unsigned short) (up ? r + 1 : r);
}
__host__ __device__ inline float __cudak_bf2f(unsigned short b)
{
  union { float f; unsigned int u; } c;
  c.u = (unsigned int) b << 16;
  return c.f;
}

struct __align__(2) __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
  __host__ __device__ __nv_bfloat16(float f) : __x(__cudak_f2bf(f, 0)) {}
  __host__ __device__ __nv_bfloat16(double d) : __x(__cudak_f2bf((float) d, 0)) {}
  __host__ __device__ __nv_bfloat16(int i) : __x(__cudak_f2bf((float) i, 0)) {}
  __host__ __device__ __nv_bfloat16(unsigned int i) : __x(__cudak_f2bf((float) i, 0)) {}
  __host__ __device__ __nv_bfloat16 &operator=(float f) { __x = __cudak_f2bf(f, 0); return *this; }
  __host__ __device__ __nv_bfloat16 &operator=(double d) { __x = __cudak_f2bf((float) d, 0); return *this; }
  __host__ __device__ operator float() const { return __cudak_bf2f(__x); }
  __host__ __device__ operator __nv_bfloat16_raw() const { __nv_bfloat16_raw r; r.x = __x; return r; }
};

struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __host__ __device__ __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r) { x.__x = r.x; y.__x = r.y; }
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

__host__ __device__ inline __nv_bfloat16 __cudak_bf_bits(unsigned short b) { __nv_bfloat16 h; h.__x = b; return h; }

__host__ __device__ inline __nv_bfloat16 __float2bfloat16(const float a) { return __cudak_bf_bits(__cudak_f2bf(a, 0)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rn(const float a) { return __cudak_bf_bits(__cudak_f2bf(a, 0)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rz(const float a) { return __cudak_bf_bits(__cudak_f2bf(a, 1)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rd(const float a) { return __cudak_bf_bits(__cudak_f2bf(a, 2)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_ru(const float a) { return __cudak_bf_bits(__cudak_f2bf(a, 3)); }
__host__ __device__ inline __nv_bfloat16 __double2bfloat16(const double a) { return __cudak_bf_bits(__cudak_f2bf((float) a, 0)); }
__host__ __device__ inline float __bfloat162float(const __nv_bfloat16 a) { return __cudak_bf2f(a.__x); }
__host__ __device__ inline __nv_bfloat16 __int2bfloat16_rn(const int i) { return __cudak_bf_bits(__cudak_f2bf((float) i, 0)); }
__host__ __device__ inline int __bfloat162int_rz(const __nv_bfloat16 h)
{
  float f = __cudak_bf2f(h.__x);
  return f != f ? 0 : f >= 2147483648.0f ? 2147483647 : f <= -2147483648.0f ? (-2147483647 - 1) : (int) f;
}
__host__ __device__ inline unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return h.__x; }
__host__ __device__ inline short __bfloat16_as_short(const __nv_bfloat16 h) { return (short) h.__x; }
__host__ __device__ inline __nv_bfloat16 __ushort_as_bfloat16(const unsigned short i) { return __cudak_bf_bits(i); }
__host__ __device__ inline __nv_bfloat16 __short_as_bfloat16(const short i) { return __cudak_bf_bits((unsigned short) i); }
__host__ __device__ inline __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b) { return __nv_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(b)); }
__host__ __device__ inline __nv_bfloat162 __float2bfloat162_rn(const float a) { return __floats2bfloat162_rn(a, a); }
__host__ __device__ inline __nv_bfloat162 __float22bfloat162_rn(const float2 a) { return __floats2bfloat162_rn(a.x, a.y); }
__host__ __device__ inline float2 __bfloat1622float2(const __nv_bfloat162 a) { return make_float2(__bfloat162float(a.x), __bfloat162float(a.y)); }
__host__ __device__ inline __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__host__ __device__ inline __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__host__ __device__ inline __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return a.x; }
__host__ __device__ inline __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return a.y; }
__host__ __device__ inline float __low2float(const __nv_bfloat162 a) { return __bfloat162float(a.x); }
__host__ __device__ inline float __high2float(const __nv_bfloat162 a) { return __bfloat162float(a.y); }

__host__ __device__ inline bool __hisnan(const __nv_bfloat16 a) { return (a.__x & 0x7fffu) > 0x7f80u; }
__host__ __device__ inline int __hisinf(const __nv_bfloat16 a) { return a.__x == 0x7f80u ? 1 : a.__x == 0xff80u ? -1 : 0; }
/* arithmetic, comparisons, the pair and float functions, operators, shuffles, atomicAdd:
   <__cudak_half16>, as <cuda_fp16.h> has them for __half */
__CUDAK_HALF16_OPS(__nv_bfloat16, __nv_bfloat162, __bfloat162float, __float2bfloat16_rn, __cudak_bf_bits, __cudak_bf2f, __cudak_f2bf)

#endif
#endif
