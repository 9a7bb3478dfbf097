/* interp/complex.c — C99 complex arithmetic for the interpreted program (issue 18): the product
 * and quotient gcc 12 -O0 computes by calling libgcc's __mulsc3/__muldc3/__divsc3/__divdc3
 * (C11 Annex G.5.1: NaN+iNaN results recovered to infinities and zeros), and <complex.h>'s
 * functions, computed by the host's libm. Each builtin returns one part: [args][0] is 0 for
 * the real part, 1 for the imaginary one. SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include <complex.h>
#include <float.h>
#include <math.h>
#include "interp/runtime.h"

/* Binary operations that give, when both operands are NaN, the first one quieted, whatever
 * order the host compiler picks for a commutative operation: so do x86-64's SSE instructions
 * for the operand order libgcc's code uses, and the sign of a NaN shows in printf ("-nan"). */
static inline double mul_d (double x, double y) { return isnan (x) ? x + x : isnan (y) ? y + y : x * y; }
static inline double add_d (double x, double y) { return isnan (x) ? x + x : isnan (y) ? y + y : x + y; }
static inline double sub_d (double x, double y) { return isnan (x) ? x + x : isnan (y) ? y + y : x - y; }
static inline double div_d (double x, double y) { return isnan (x) ? x + x : isnan (y) ? y + y : x / y; }
static inline float mul_f (float x, float y) { return isnan (x) ? x + x : isnan (y) ? y + y : x * y; }
static inline float add_f (float x, float y) { return isnan (x) ? x + x : isnan (y) ? y + y : x + y; }
static inline float sub_f (float x, float y) { return isnan (x) ? x + x : isnan (y) ? y + y : x - y; }

/* (a + bi)(c + di) as libgcc's __muldc3 [F]: the four products (bc computed as c*b), and when
 * both parts are NaN, the infinities recovered (Annex G.5.1p6's algorithm): an infinite factor
 * is "boxed" to +-1/+-0 and the other factor's NaNs become 0, or after an overflow every NaN
 * becomes 0, and the product is recomputed scaled by infinity. */
#define CK_COMPLEX_MUL(T, MUL, ADD, SUB, COPYSIGN, ONE, ZERO)                                    \
  T ac = MUL (a, c), bd = MUL (b, d), ad = MUL (a, d), bc = MUL (c, b);                        \
  T x = SUB (ac, bd), y = ADD (ad, bc);                                                        \
  if (isnan (x) && isnan (y))                                                                  \
    {                                                                                          \
      gboolean again = FALSE;                                                                  \
      if (isinf (a) || isinf (b))                                                              \
        {                                                                                      \
          a = COPYSIGN (isinf (a) ? ONE : ZERO, a);                                            \
          b = COPYSIGN (isinf (b) ? ONE : ZERO, b);                                            \
          c = isnan (c) ? COPYSIGN (ZERO, c) : c;                                              \
          d = isnan (d) ? COPYSIGN (ZERO, d) : d;                                              \
          again = TRUE;                                                                        \
        }                                                                                      \
      if (isinf (c) || isinf (d))                                                              \
        {                                                                                      \
          c = COPYSIGN (isinf (c) ? ONE : ZERO, c);                                            \
          d = COPYSIGN (isinf (d) ? ONE : ZERO, d);                                            \
          a = isnan (a) ? COPYSIGN (ZERO, a) : a;                                              \
          b = isnan (b) ? COPYSIGN (ZERO, b) : b;                                              \
          again = TRUE;                                                                        \
        }                                                                                      \
      if (!again && (isinf (ac) || isinf (bd) || isinf (ad) || isinf (bc)))                    \
        {                                                                                      \
          a = isnan (a) ? COPYSIGN (ZERO, a) : a;                                              \
          b = isnan (b) ? COPYSIGN (ZERO, b) : b;                                              \
          c = isnan (c) ? COPYSIGN (ZERO, c) : c;                                              \
          d = isnan (d) ? COPYSIGN (ZERO, d) : d;                                              \
          again = TRUE;                                                                        \
        }                                                                                      \
      if (again)                                                                               \
        {                                                                                      \
          x = (T) INFINITY * (a * c - b * d);                                                  \
          y = (T) INFINITY * (a * d + b * c);                                                  \
        }                                                                                      \
    }

/* The quotient's NaN+iNaN recovery of __divdc3 and __divsc3: a nonzero dividend over zero is
 * an infinity, an infinite one over a finite divisor too, a finite one over an infinite divisor
 * a zero (each with the signs Annex G.5.1p8 gives). */
#define CK_COMPLEX_DIV_RECOVER(T, COPYSIGN, ONE, ZERO)                                           \
  if (isnan (x) && isnan (y))                                                                  \
    {                                                                                          \
      if (c == ZERO && d == ZERO && (!isnan (a) || !isnan (b)))                                \
        {                                                                                      \
          x = COPYSIGN ((T) INFINITY, c) * a;                                                  \
          y = COPYSIGN ((T) INFINITY, c) * b;                                                  \
        }                                                                                      \
      else if ((isinf (a) || isinf (b)) && isfinite (c) && isfinite (d))                       \
        {                                                                                      \
          a = COPYSIGN (isinf (a) ? ONE : ZERO, a);                                            \
          b = COPYSIGN (isinf (b) ? ONE : ZERO, b);                                            \
          x = (T) INFINITY * (a * c + b * d);                                                  \
          y = (T) INFINITY * (b * c - a * d);                                                  \
        }                                                                                      \
      else if ((isinf (c) || isinf (d)) && isfinite (a) && isfinite (b))                       \
        {                                                                                      \
          c = COPYSIGN (isinf (c) ? ONE : ZERO, c);                                            \
          d = COPYSIGN (isinf (d) ? ONE : ZERO, d);                                            \
          x = ZERO * (a * c + b * d);                                                          \
          y = ZERO * (b * c - a * d);                                                          \
        }                                                                                      \
    }

/* (a + bi)(c + di) in double, part [part]. */
static double
complex_mul_d (double a, double b, double c, double d, int part)
{
  CK_COMPLEX_MUL (double, mul_d, add_d, sub_d, copysign, 1.0, 0.0)
  return part ? y : x;
}

static float
complex_mul_f (float a, float b, float c, float d, int part)
{
  CK_COMPLEX_MUL (float, mul_f, add_f, sub_f, copysignf, 1.0f, 0.0f)
  return part ? y : x;
}

/* (a + bi)/(c + di) in double as gcc 12's __divdc3 (compared bit for bit with libgcc's on
 * millions of operands, specials included, when gcc builds cudak; built by clang, the sign of
 * a NaN computed from two NaNs may differ): Smith's method (divide by the larger of c
 * and d) with the scalings of Baudin and Smith's improvement that gcc 12 adopted: all four
 * halved when the larger divisor part is near overflow, multiplied by 1/DBL_EPSILON when it
 * (or a dividend part, the other parts being moderate) is tiny, and the ratio's products
 * reordered when the ratio is subnormal; then the NaN recovery. */
static double
complex_div_d (double a, double b, double c, double d, int part)
{
  const double big = DBL_MAX / 2, tiny = DBL_MIN, small = DBL_EPSILON;
  const double scale_up = 1 / DBL_EPSILON, moderate = big * small;
  double x, y;
  gboolean d_larger = fabs (c) < fabs (d);
  double p = d_larger ? d : c;   /* the larger divisor part */
  if (fabs (p) >= big)
    {
      a = a / 2; b = b / 2; c = c / 2; d = d / 2;
      p = p / 2;
    }
  if (fabs (p) < small
      || (fabs (a) < tiny && fabs (b) < moderate && fabs (p) < moderate)
      || (fabs (b) < tiny && fabs (a) < moderate && fabs (p) < moderate))
    {
      a = a * scale_up; b = b * scale_up; c = c * scale_up; d = d * scale_up;
    }
  if (d_larger)
    {
      double ratio = c / d, denom = (c * ratio) + d;
      if (fabs (ratio) > tiny)
        {
          x = ((a * ratio) + b) / denom;
          y = ((b * ratio) - a) / denom;
        }
      else
        {
          x = ((c * (a / d)) + b) / denom;
          y = ((c * (b / d)) - a) / denom;
        }
    }
  else
    {
      double ratio = d / c, denom = (d * ratio) + c;
      if (fabs (ratio) > tiny)
        {
          x = ((b * ratio) + a) / denom;
          y = (b - (a * ratio)) / denom;
        }
      else
        {
          x = (a + (d * (b / c))) / denom;
          y = (b - (d * (a / c))) / denom;
        }
    }
  CK_COMPLEX_DIV_RECOVER (double, copysign, 1.0, 0.0)
  return part ? y : x;
}

/* (a + bi)/(c + di) in float as gcc 12's __divsc3: the plain formula in double, whose range and
 * precision make the scalings needless, rounded to float; then the NaN recovery in float. */
static float
complex_div_f (float a, float b, float c, float d, int part)
{
  double aa = a, bb = b, cc = c, dd = d;
  double denom = add_d (mul_d (cc, cc), mul_d (dd, dd));
  float x = (float) div_d (add_d (mul_d (aa, cc), mul_d (bb, dd)), denom);
  float y = (float) div_d (sub_d (mul_d (cc, bb), mul_d (aa, dd)), denom);
  CK_COMPLEX_DIV_RECOVER (float, copysignf, 1.0f, 0.0f)
  return part ? y : x;
}

/* The complex number [re] + [im]i (C11 6.2.5p13: an array of its two parts; glibc's CMPLX
 * needs __builtin_complex, which clang lacks). */
static double complex
make_d (double re, double im)
{
  double complex z;
  ((double *) &z)[0] = re;
  ((double *) &z)[1] = im;
  return z;
}

static float complex
make_f (float re, float im)
{
  float complex z;
  ((float *) &z)[0] = re;
  ((float *) &z)[1] = im;
  return z;
}

#define PART ((int) c->args[0].i)
#define D(i) (c->args[i].d)
#define F(i) (c->args[i].f)

void ck_bi_cmul (CkBuiltinCall *c) { CK_RET_D (c, complex_mul_d (D (1), D (2), D (3), D (4), PART)); }
void ck_bi_cmulf (CkBuiltinCall *c) { CK_RET_F (c, complex_mul_f (F (1), F (2), F (3), F (4), PART)); }
void ck_bi_cdiv (CkBuiltinCall *c) { CK_RET_D (c, complex_div_d (D (1), D (2), D (3), D (4), PART)); }
void ck_bi_cdivf (CkBuiltinCall *c) { CK_RET_F (c, complex_div_f (F (1), F (2), F (3), F (4), PART)); }

/* <complex.h>'s functions of one complex argument ([args][1] + [args][2]i) and cpow. */
#define CFUNC(name)                                                                             \
  void ck_bi_##name (CkBuiltinCall *c)                                                         \
  {                                                                                            \
    double complex r = name (make_d (D (1), D (2)));                                            \
    CK_RET_D (c, PART ? cimag (r) : creal (r));                                                \
  }                                                                                            \
  void ck_bi_##name##f (CkBuiltinCall *c)                                                      \
  {                                                                                            \
    float complex r = name##f (make_f (F (1), F (2)));                                         \
    CK_RET_F (c, PART ? cimagf (r) : crealf (r));                                              \
  }
CFUNC (cexp) CFUNC (clog) CFUNC (csqrt)
CFUNC (csin) CFUNC (ccos) CFUNC (ctan) CFUNC (csinh) CFUNC (ccosh) CFUNC (ctanh)
CFUNC (casin) CFUNC (cacos) CFUNC (catan) CFUNC (casinh) CFUNC (cacosh) CFUNC (catanh)
CFUNC (cproj)

void
ck_bi_cpow (CkBuiltinCall *c)
{
  double complex r = cpow (make_d (D (1), D (2)), make_d (D (3), D (4)));
  CK_RET_D (c, PART ? cimag (r) : creal (r));
}

void
ck_bi_cpowf (CkBuiltinCall *c)
{
  float complex r = cpowf (make_f (F (1), F (2)), make_f (F (3), F (4)));
  CK_RET_F (c, PART ? cimagf (r) : crealf (r));
}
