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

__host__ __device__ inline __nv_bfloat16 __hadd(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16_rn(__bfloat162float(a) + __bfloat162float(b)); }
__host__ __device__ inline __nv_bfloat16 __hsub(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16_rn(__bfloat162float(a) - __bfloat162float(b)); }
__host__ __device__ inline __nv_bfloat16 __hmul(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16_rn(__bfloat162float(a) * __bfloat162float(b)); }
__host__ __device__ inline __nv_bfloat16 __hdiv(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16_rn(__bfloat162float(a) / __bfloat162float(b)); }
__host__ __device__ inline __nv_bfloat16 __hneg(const __nv_bfloat16 a) { return __cudak_bf_bits((unsigned short) (a.__x ^ 0x8000u)); }
__host__ __device__ inline __nv_bfloat16 __habs(const __nv_bfloat16 a) { return __cudak_bf_bits((unsigned short) (a.__x & 0x7fffu)); }
__host__ __device__ inline __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
  return __float2bfloat16_rn((float) ((double) __bfloat162float(a) * (double) __bfloat162float(b) + (double) __bfloat162float(c)));
}
__host__ __device__ inline bool __hisnan(const __nv_bfloat16 a) { return (a.__x & 0x7fffu) > 0x7f80u; }
__host__ __device__ inline int __hisinf(const __nv_bfloat16 a) { return a.__x == 0x7f80u ? 1 : a.__x == 0xff80u ? -1 : 0; }
__host__ __device__ inline __nv_bfloat16 __hmax(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
  if (__hisnan(a)) return b;
  if (__hisnan(b)) return a;
  return __bfloat162float(a) > __bfloat162float(b) ? a : b;
}
__host__ __device__ inline __nv_bfloat16 __hmin(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
  if (__hisnan(a)) return b;
  if (__hisnan(b)) return a;
  return __bfloat162float(a) < __bfloat162float(b) ? a : b;
}
__host__ __device__ inline bool __heq(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) == __bfloat162float(b); }
__host__ __device__ inline bool __hne(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hisnan(a) && !__hisnan(b) && __bfloat162float(a) != __bfloat162float(b); }
__host__ __device__ inline bool __hneu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(b); }
__host__ __device__ inline bool __hlt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) < __bfloat162float(b); }
__host__ __device__ inline bool __hle(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) <= __bfloat162float(b); }
__host__ __device__ inline bool __hgt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) > __bfloat162float(b); }
__host__ __device__ inline bool __hge(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) >= __bfloat162float(b); }

__host__ __device__ inline __nv_bfloat162 __hadd2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hadd(a.x, b.x), __hadd(a.y, b.y)); }
__host__ __device__ inline __nv_bfloat162 __hsub2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hsub(a.x, b.x), __hsub(a.y, b.y)); }
__host__ __device__ inline __nv_bfloat162 __hmul2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmul(a.x, b.x), __hmul(a.y, b.y)); }
__host__ __device__ inline __nv_bfloat162 __h2div(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
__host__ __device__ inline __nv_bfloat162 __hfma2(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) { return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); }
__host__ __device__ inline __nv_bfloat162 __hmax2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmax(a.x, b.x), __hmax(a.y, b.y)); }
__host__ __device__ inline __nv_bfloat162 __hmin2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmin(a.x, b.x), __hmin(a.y, b.y)); }

__host__ __device__ inline __nv_bfloat16 hsqrt(const __nv_bfloat16 a) { return __float2bfloat16_rn(sqrtf(__bfloat162float(a))); }
__host__ __device__ inline __nv_bfloat16 hexp(const __nv_bfloat16 a) { return __float2bfloat16_rn(expf(__bfloat162float(a))); }
__host__ __device__ inline __nv_bfloat16 hlog(const __nv_bfloat16 a) { return __float2bfloat16_rn(logf(__bfloat162float(a))); }
__host__ __device__ inline __nv_bfloat16 htanh(const __nv_bfloat16 a) { return __float2bfloat16_rn(tanhf(__bfloat162float(a))); }
__host__ __device__ inline __nv_bfloat16 hrcp(const __nv_bfloat16 a) { return __float2bfloat16_rn(1.0f / __bfloat162float(a)); }

__host__ __device__ inline __nv_bfloat16 operator+(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hadd(a, b); }
__host__ __device__ inline __nv_bfloat16 operator-(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hsub(a, b); }
__host__ __device__ inline __nv_bfloat16 operator*(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hmul(a, b); }
__host__ __device__ inline __nv_bfloat16 operator/(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hdiv(a, b); }
__host__ __device__ inline __nv_bfloat16 &operator+=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { a = __hadd(a, b); return a; }
__host__ __device__ inline __nv_bfloat16 &operator-=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { a = __hsub(a, b); return a; }
__host__ __device__ inline __nv_bfloat16 &operator*=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { a = __hmul(a, b); return a; }
__host__ __device__ inline __nv_bfloat16 &operator/=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { a = __hdiv(a, b); return a; }
__host__ __device__ inline __nv_bfloat16 operator+(const __nv_bfloat16 &a) { return a; }
__host__ __device__ inline __nv_bfloat16 operator-(const __nv_bfloat16 &a) { return __hneg(a); }
__host__ __device__ inline bool operator==(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __heq(a, b); }
__host__ __device__ inline bool operator!=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hneu(a, b); }
__host__ __device__ inline bool operator<(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hlt(a, b); }
__host__ __device__ inline bool operator<=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hle(a, b); }
__host__ __device__ inline bool operator>(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hgt(a, b); }
__host__ __device__ inline bool operator>=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hge(a, b); }
__host__ __device__ inline __nv_bfloat162 operator+(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hadd2(a, b); }
__host__ __device__ inline __nv_bfloat162 operator*(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hmul2(a, b); }

__device__ inline __nv_bfloat16 __shfl_sync(unsigned int mask, __nv_bfloat16 var, int srcLane, int width = 32)
{ return __cudak_bf_bits((unsigned short) __shfl_sync(mask, (unsigned int) var.__x, srcLane, width)); }
__device__ inline __nv_bfloat16 __shfl_down_sync(unsigned int mask, __nv_bfloat16 var, unsigned int delta, int width = 32)
{ return __cudak_bf_bits((unsigned short) __shfl_down_sync(mask, (unsigned int) var.__x, delta, width)); }
__device__ inline __nv_bfloat16 __shfl_up_sync(unsigned int mask, __nv_bfloat16 var, unsigned int delta, int width = 32)
{ return __cudak_bf_bits((unsigned short) __shfl_up_sync(mask, (unsigned int) var.__x, delta, width)); }
__device__ inline __nv_bfloat16 __shfl_xor_sync(unsigned int mask, __nv_bfloat16 var, int laneMask, int width = 32)
{ return __cudak_bf_bits((unsigned short) __shfl_xor_sync(mask, (unsigned int) var.__x, laneMask, width)); }

__device__ inline __nv_bfloat16 atomicAdd(__nv_bfloat16 *address, __nv_bfloat16 val)
{
  unsigned short *p = (unsigned short *) address;
  unsigned short old = atomicCAS(p, (unsigned short) 0, (unsigned short) 0), assumed;   /* an atomic read */
  do
    {
      assumed = old;
      old = atomicCAS(p, assumed, __cudak_f2bf(__cudak_bf2f(assumed) + __bfloat162float(val), 0));
    }
  while (assumed != old);
  return __cudak_bf_bits(old);
}

#endif
#endif
