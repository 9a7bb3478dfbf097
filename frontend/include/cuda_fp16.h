/* cuda_fp16.h (cudak built-in) — IEEE binary16 as CUDA's __half and __half2, host and device.
 * An operation rounds its exact result once to half (round to nearest even) as the hardware
 * does: it is computed in float and rounded, which for + - * / and sqrt gives the correctly
 * rounded half (float has 24 >= 2 * 11 + 2 bits, so the double rounding is innocuous); __hfma
 * goes through double. The transcendental functions (hexp, hlog, hsin, ...) round the float
 * function's value, where the GPU's approximations may differ in the last bit.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CUDA_FP16_H
#define __CUDAK_CUDA_FP16_H
#include <cuda_runtime.h>
#include <__cudak_half16>
/* the bits, for static initialisers and C (as the toolkit's header, visible to C too) */
typedef struct __align__(2) { unsigned short x; } __half_raw;
typedef struct __align__(4) { unsigned short x, y; } __half2_raw;
#ifdef __cplusplus

/* float <-> binary16 bits; [mode] 0 nearest even, 1 toward zero, 2 down, 3 up */
__host__ __device__ inline unsigned int __cudak_f32_bits(float f)
{
  union { float f; unsigned int u; } c;
  c.f = f;
  return c.u;
}
__host__ __device__ inline float __cudak_bits_f32(unsigned int u)
{
  union { float f; unsigned int u; } c;
  c.u = u;
  return c.f;
}
__host__ __device__ inline unsigned short __cudak_f2h(float f, int mode)
{
  unsigned int x = __cudak_f32_bits(f);
  unsigned int sign = (x >> 16) & 0x8000u;
  unsigned int ax = x & 0x7fffffffu;
  bool neg = sign != 0;
  if (ax > 0x7f800000u)
    return 0x7fffu;                                   /* NaN: the canonical one */
  unsigned int r, rem, half;
  if (ax < 0x38800000u)
    {
      /* below 2^-14: a subnormal half, in units of 2^-24 */
      if (ax == 0)
        return (unsigned short) sign;
      unsigned int e = ax >> 23;
      unsigned int m = (ax & 0x7fffffu) | (e ? 0x800000u : 0u);
      int shift = e ? 126 - (int) e : 126;
      if (shift > 31)
        {
          r = 0;
          rem = 1;                                    /* below half a unit, not zero */
          half = 2;
        }
      else
        {
          r = m >> shift;
          rem = m & ((1u << shift) - 1);
          half = 1u << (shift - 1);
        }
    }
  else if (ax >= 0x47800000u)
    {
      /* 2^16 and above, infinity: past the largest half (65504) */
      r = 0x7c00u;
      rem = ax == 0x7f800000u ? 0 : 1;
      half = 0x7fffffffu;                             /* never rounds further up */
      if (ax != 0x7f800000u && (mode == 1 || (mode == 2 && !neg) || (mode == 3 && neg)))
        return (unsigned short) (sign | 0x7bffu);
      return (unsigned short) (sign | r);
    }
  else
    {
      r = (ax - 0x38000000u) >> 13;                   /* rebias 127 -> 15 */
      rem = ax & 0x1fffu;
      half = 0x1000u;
    }
  bool up;
  switch (mode)
    {
    case 1: up = false; break;
    case 2: up = neg && rem != 0; break;
    case 3: up = !neg && rem != 0; break;
    default: up = rem > half || (rem == half && (r & 1u)); break;
    }
  if (up)
    r++;                                              /* may carry into the exponent, to infinity */
  return (unsigned short) (sign | r);
}
__host__ __device__ inline float __cudak_h2f(unsigned short h)
{
  unsigned int sign = (unsigned int) (h & 0x8000u) << 16;
  unsigned int e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0x1f)
    return __cudak_bits_f32(sign | 0x7f800000u | (m << 13));
  if (e == 0)
    {
      float v = (float) m * 5.9604644775390625e-8f;   /* m * 2^-24, exact */
      return sign ? -v : v;
    }
  return __cudak_bits_f32(sign | ((e + 112) << 23) | (m << 13));
}

struct __align__(2) __half {
  unsigned short __x;
  __half() = default;
  __host__ __device__ __half(const __half_raw &r) : __x(r.x) {}
  __host__ __device__ __half(float f) : __x(__cudak_f2h(f, 0)) {}
  __host__ __device__ __half(double d) : __x(__cudak_f2h((float) d, 0)) {}
  __host__ __device__ __half(int i) : __x(__cudak_f2h((float) i, 0)) {}
  __host__ __device__ __half(unsigned int i) : __x(__cudak_f2h((float) i, 0)) {}
  __host__ __device__ __half(short i) : __x(__cudak_f2h((float) i, 0)) {}
  __host__ __device__ __half(long long i) : __x(__cudak_f2h((float) i, 0)) {}
  __host__ __device__ __half &operator=(float f) { __x = __cudak_f2h(f, 0); return *this; }
  __host__ __device__ __half &operator=(double d) { __x = __cudak_f2h((float) d, 0); return *this; }
  __host__ __device__ __half &operator=(const __half_raw &r) { __x = r.x; return *this; }
  __host__ __device__ operator float() const { return __cudak_h2f(__x); }
  __host__ __device__ operator __half_raw() const { __half_raw r; r.x = __x; return r; }
};

struct __align__(4) __half2 {
  __half x, y;
  __half2() = default;
  __host__ __device__ __half2(const __half &a, const __half &b) : x(a), y(b) {}
  __host__ __device__ __half2(const __half2_raw &r) { x.__x = r.x; y.__x = r.y; }
  __host__ __device__ operator __half2_raw() const { __half2_raw r; r.x = x.__x; r.y = y.__x; return r; }
};

typedef __half half;
typedef __half2 half2;

__host__ __device__ inline __half __cudak_half_bits(unsigned short b) { __half h; h.__x = b; return h; }

/* conversions */
__host__ __device__ inline __half __float2half(const float a) { return __cudak_half_bits(__cudak_f2h(a, 0)); }
__host__ __device__ inline __half __float2half_rn(const float a) { return __cudak_half_bits(__cudak_f2h(a, 0)); }
__host__ __device__ inline __half __float2half_rz(const float a) { return __cudak_half_bits(__cudak_f2h(a, 1)); }
__host__ __device__ inline __half __float2half_rd(const float a) { return __cudak_half_bits(__cudak_f2h(a, 2)); }
__host__ __device__ inline __half __float2half_ru(const float a) { return __cudak_half_bits(__cudak_f2h(a, 3)); }
__host__ __device__ inline __half __double2half(const double a) { return __cudak_half_bits(__cudak_f2h((float) a, 0)); }
__host__ __device__ inline float __half2float(const __half a) { return __cudak_h2f(a.__x); }
__host__ __device__ inline __half __int2half_rn(const int i) { return __cudak_half_bits(__cudak_f2h((float) i, 0)); }
__host__ __device__ inline __half __uint2half_rn(const unsigned int i) { return __cudak_half_bits(__cudak_f2h((float) i, 0)); }
__host__ __device__ inline __half __short2half_rn(const short i) { return __cudak_half_bits(__cudak_f2h((float) i, 0)); }
__host__ __device__ inline __half __ushort2half_rn(const unsigned short i) { return __cudak_half_bits(__cudak_f2h((float) i, 0)); }
__host__ __device__ inline int __half2int_rz(const __half h)
{
  float f = __cudak_h2f(h.__x);
  return f != f ? 0 : f >= 2147483648.0f ? 2147483647 : f <= -2147483648.0f ? (-2147483647 - 1) : (int) f;
}
__host__ __device__ inline int __half2int_rn(const __half h) { return __half2int_rz(__cudak_half_bits(__cudak_f2h(rintf(__cudak_h2f(h.__x)), 0))); }
__host__ __device__ inline unsigned int __half2uint_rz(const __half h)
{
  float f = __cudak_h2f(h.__x);
  return f != f || f <= 0.0f ? 0u : f >= 4294967296.0f ? 4294967295u : (unsigned int) f;
}
__host__ __device__ inline short __half2short_rz(const __half h)
{
  float f = __cudak_h2f(h.__x);
  return f != f ? 0 : f >= 32767.0f ? 32767 : f <= -32768.0f ? -32768 : (short) f;
}
__host__ __device__ inline unsigned short __half_as_ushort(const __half h) { return h.__x; }
__host__ __device__ inline short __half_as_short(const __half h) { return (short) h.__x; }
__host__ __device__ inline __half __ushort_as_half(const unsigned short i) { return __cudak_half_bits(i); }
__host__ __device__ inline __half __short_as_half(const short i) { return __cudak_half_bits((unsigned short) i); }

__host__ __device__ inline __half2 __halves2half2(const __half a, const __half b) { return __half2(a, b); }
__host__ __device__ inline __half2 __half2half2(const __half a) { return __half2(a, a); }
__host__ __device__ inline __half2 __float2half2_rn(const float a) { return __half2(__float2half_rn(a), __float2half_rn(a)); }
__host__ __device__ inline __half2 __floats2half2_rn(const float a, const float b) { return __half2(__float2half_rn(a), __float2half_rn(b)); }
__host__ __device__ inline float2 __half22float2(const __half2 a) { return make_float2(__half2float(a.x), __half2float(a.y)); }
__host__ __device__ inline __half2 __float22half2_rn(const float2 a) { return __floats2half2_rn(a.x, a.y); }
__host__ __device__ inline float __low2float(const __half2 a) { return __half2float(a.x); }
__host__ __device__ inline float __high2float(const __half2 a) { return __half2float(a.y); }
__host__ __device__ inline __half __low2half(const __half2 a) { return a.x; }
__host__ __device__ inline __half __high2half(const __half2 a) { return a.y; }
__host__ __device__ inline __half2 __low2half2(const __half2 a) { return __half2(a.x, a.x); }
__host__ __device__ inline __half2 __high2half2(const __half2 a) { return __half2(a.y, a.y); }
__host__ __device__ inline __half2 __lowhigh2highlow(const __half2 a) { return __half2(a.y, a.x); }
__host__ __device__ inline __half2 __lows2half2(const __half2 a, const __half2 b) { return __half2(a.x, b.x); }
__host__ __device__ inline __half2 __highs2half2(const __half2 a, const __half2 b) { return __half2(a.y, b.y); }

__host__ __device__ inline __half __hadd_sat(const __half a, const __half b)
{
  float f = __half2float(a) + __half2float(b);
  return __float2half_rn(f != f ? 0.0f : f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f);
}
__host__ __device__ inline bool __hisnan(const __half a) { return (a.__x & 0x7fffu) > 0x7c00u; }
__host__ __device__ inline int __hisinf(const __half a) { return a.__x == 0x7c00u ? 1 : a.__x == 0xfc00u ? -1 : 0; }
/* arithmetic, comparisons, the common pair and float functions, operators, the shuffles of a
   half and atomicAdd (sm_70): <__cudak_half16>; what only half has follows */
__CUDAK_HALF16_OPS(__half, __half2, __half2float, __float2half_rn, __cudak_half_bits, __cudak_h2f, __cudak_f2h)
/* the unordered comparisons: true when either is NaN */
__host__ __device__ inline bool __hequ(const __half a, const __half b) { return !(__half2float(a) != __half2float(b)); }
__host__ __device__ inline bool __hltu(const __half a, const __half b) { return !(__half2float(a) >= __half2float(b)); }
__host__ __device__ inline bool __hleu(const __half a, const __half b) { return !(__half2float(a) > __half2float(b)); }
__host__ __device__ inline bool __hgtu(const __half a, const __half b) { return !(__half2float(a) <= __half2float(b)); }
__host__ __device__ inline bool __hgeu(const __half a, const __half b) { return !(__half2float(a) < __half2float(b)); }

__host__ __device__ inline __half2 __hneg2(const __half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
__host__ __device__ inline __half2 __habs2(const __half2 a) { return __half2(__habs(a.x), __habs(a.y)); }

/* the float function's value rounded to half */
__host__ __device__ inline __half hrsqrt(const __half a) { return __float2half_rn(1.0f / sqrtf(__half2float(a))); }
__host__ __device__ inline __half hexp2(const __half a) { return __float2half_rn(exp2f(__half2float(a))); }
__host__ __device__ inline __half hlog2(const __half a) { return __float2half_rn(log2f(__half2float(a))); }
__host__ __device__ inline __half hlog10(const __half a) { return __float2half_rn(log10f(__half2float(a))); }
__host__ __device__ inline __half hsin(const __half a) { return __float2half_rn(sinf(__half2float(a))); }
__host__ __device__ inline __half hcos(const __half a) { return __float2half_rn(cosf(__half2float(a))); }
__host__ __device__ inline __half hfloor(const __half a) { return __float2half_rn(floorf(__half2float(a))); }
__host__ __device__ inline __half hceil(const __half a) { return __float2half_rn(ceilf(__half2float(a))); }
__host__ __device__ inline __half htrunc(const __half a) { return __float2half_rn(truncf(__half2float(a))); }
__host__ __device__ inline __half hrint(const __half a) { return __float2half_rn(rintf(__half2float(a))); }
__host__ __device__ inline __half2 h2sqrt(const __half2 a) { return __half2(hsqrt(a.x), hsqrt(a.y)); }
__host__ __device__ inline __half2 h2exp(const __half2 a) { return __half2(hexp(a.x), hexp(a.y)); }

/* the pair's other operators, as cuda_fp16.hpp defines them */
__host__ __device__ inline __half2 operator-(const __half2 &a, const __half2 &b) { return __hsub2(a, b); }
__host__ __device__ inline __half2 operator/(const __half2 &a, const __half2 &b) { return __h2div(a, b); }
__host__ __device__ inline __half2 &operator+=(__half2 &a, const __half2 &b) { a = __hadd2(a, b); return a; }
__host__ __device__ inline __half2 &operator*=(__half2 &a, const __half2 &b) { a = __hmul2(a, b); return a; }

/* the warp's shuffles of a half2: each half's bits moved as an unsigned int */
__device__ inline __half2 __shfl_sync(unsigned int mask, __half2 var, int srcLane, int width = 32)
{ return __half2(__shfl_sync(mask, var.x, srcLane, width), __shfl_sync(mask, var.y, srcLane, width)); }
__device__ inline __half2 __shfl_down_sync(unsigned int mask, __half2 var, unsigned int delta, int width = 32)
{ return __half2(__shfl_down_sync(mask, var.x, delta, width), __shfl_down_sync(mask, var.y, delta, width)); }
__device__ inline __half2 __shfl_xor_sync(unsigned int mask, __half2 var, int laneMask, int width = 32)
{ return __half2(__shfl_xor_sync(mask, var.x, laneMask, width), __shfl_xor_sync(mask, var.y, laneMask, width)); }

#endif
#endif
