/* interp/libm.c — math.h for the interpreted program in double, float (f) and long double (l),
 * computed by the host's libm in the argument's own precision (DESIGN §6), plus the CUDA math
 * functions host glibc lacks (rsqrt, sinpi, normcdf, erfinv, ...).
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include <math.h>
#include "interp/runtime.h"

#define A0D (c->args[0].d)
#define A0F (c->args[0].f)
#define A0L (c->args[0].ld)

/* One function in the three precisions: name (double), name##f, name##l. */
#define M1(name) \
  void ck_bi_##name (CkBuiltinCall *c) { CK_RET_D (c, name (A0D)); } \
  void ck_bi_##name##f (CkBuiltinCall *c) { CK_RET_F (c, name##f (A0F)); } \
  void ck_bi_##name##l (CkBuiltinCall *c) { CK_RET_LD (c, name##l (A0L)); }
#define M2(name) \
  void ck_bi_##name (CkBuiltinCall *c) { CK_RET_D (c, name (A0D, c->args[1].d)); } \
  void ck_bi_##name##f (CkBuiltinCall *c) { CK_RET_F (c, name##f (A0F, c->args[1].f)); } \
  void ck_bi_##name##l (CkBuiltinCall *c) { CK_RET_LD (c, name##l (A0L, c->args[1].ld)); }
/* Integer result. */
#define MI(name) \
  void ck_bi_##name (CkBuiltinCall *c) { CK_RET_I (c, name (A0D)); } \
  void ck_bi_##name##f (CkBuiltinCall *c) { CK_RET_I (c, name##f (A0F)); } \
  void ck_bi_##name##l (CkBuiltinCall *c) { CK_RET_I (c, name##l (A0L)); }
/* (x, int n). */
#define MN(name) \
  void ck_bi_##name (CkBuiltinCall *c) { CK_RET_D (c, name (A0D, (int) c->args[1].i)); } \
  void ck_bi_##name##f (CkBuiltinCall *c) { CK_RET_F (c, name##f (A0F, (int) c->args[1].i)); } \
  void ck_bi_##name##l (CkBuiltinCall *c) { CK_RET_LD (c, name##l (A0L, (int) c->args[1].i)); }

M1 (sin) M1 (cos) M1 (tan) M1 (asin) M1 (acos) M1 (atan) M1 (sinh) M1 (cosh) M1 (tanh)
M1 (asinh) M1 (acosh) M1 (atanh) M1 (exp) M1 (exp2) M1 (expm1) M1 (log) M1 (log10) M1 (log2)
M1 (log1p) M1 (sqrt) M1 (cbrt) M1 (fabs) M1 (ceil) M1 (floor) M1 (trunc) M1 (round) M1 (rint)
M1 (nearbyint) M1 (erf) M1 (erfc) M1 (tgamma) M1 (lgamma) M1 (logb) M1 (exp10)
M2 (pow) M2 (atan2) M2 (fmod) M2 (hypot) M2 (fmin) M2 (fmax) M2 (fdim) M2 (copysign)
M2 (remainder) M2 (nextafter)
MI (ilogb) MI (lround) MI (llround) MI (lrint) MI (llrint)
MN (ldexp) MN (scalbn)

void ck_bi_fma (CkBuiltinCall *c) { CK_RET_D (c, fma (A0D, c->args[1].d, c->args[2].d)); }
void ck_bi_fmaf (CkBuiltinCall *c) { CK_RET_F (c, fmaf (A0F, c->args[1].f, c->args[2].f)); }
void ck_bi_fmal (CkBuiltinCall *c) { CK_RET_LD (c, fmal (A0L, c->args[1].ld, c->args[2].ld)); }

/* Functions that store through a pointer: the store goes through ck_mem_* like any other. */
#define STORE(addr, val) \
  do { \
    __typeof__ (val) v_ = (val); \
    if (!ck_rt_write (c, (addr), &v_, sizeof v_)) \
      return; \
  } while (0)

void ck_bi_frexp (CkBuiltinCall *c) { int e; double r = frexp (A0D, &e); STORE (c->args[1].u, e); CK_RET_D (c, r); }
void ck_bi_frexpf (CkBuiltinCall *c) { int e; float r = frexpf (A0F, &e); STORE (c->args[1].u, e); CK_RET_F (c, r); }
void ck_bi_frexpl (CkBuiltinCall *c) { int e; long double r = frexpl (A0L, &e); STORE (c->args[1].u, e); CK_RET_LD (c, r); }
void ck_bi_modf (CkBuiltinCall *c) { double i; double r = modf (A0D, &i); STORE (c->args[1].u, i); CK_RET_D (c, r); }
void ck_bi_modff (CkBuiltinCall *c) { float i; float r = modff (A0F, &i); STORE (c->args[1].u, i); CK_RET_F (c, r); }
void ck_bi_modfl (CkBuiltinCall *c) { long double i; long double r = modfl (A0L, &i); STORE (c->args[1].u, i); CK_RET_LD (c, r); }
void ck_bi_remquo (CkBuiltinCall *c) { int q; double r = remquo (A0D, c->args[1].d, &q); STORE (c->args[2].u, q); CK_RET_D (c, r); }
void ck_bi_remquof (CkBuiltinCall *c) { int q; float r = remquof (A0F, c->args[1].f, &q); STORE (c->args[2].u, q); CK_RET_F (c, r); }
void ck_bi_remquol (CkBuiltinCall *c) { int q; long double r = remquol (A0L, c->args[1].ld, &q); STORE (c->args[2].u, q); CK_RET_LD (c, r); }
void ck_bi_sincos (CkBuiltinCall *c) { STORE (c->args[1].u, sin (A0D)); STORE (c->args[2].u, cos (A0D)); }
void ck_bi_sincosf (CkBuiltinCall *c) { STORE (c->args[1].u, sinf (A0F)); STORE (c->args[2].u, cosf (A0F)); }
void ck_bi_sincosl (CkBuiltinCall *c) { STORE (c->args[1].u, sinl (A0L)); STORE (c->args[2].u, cosl (A0L)); }

#define NAN_FN(name, fn, ret) \
  void ck_bi_##name (CkBuiltinCall *c) \
  { \
    char *s = ck_rt_string (c, c->args[0].u); \
    if (s) \
      ret (c, fn (s)); \
    g_free (s); \
  }
NAN_FN (nan, nan, CK_RET_D)
NAN_FN (nanf, nanf, CK_RET_F)
NAN_FN (nanl, nanl, CK_RET_LD)

/* Classification: the targets of the C++ overloads of isnan, isinf, isfinite and signbit. */
#define CLASS(name, expr) \
  void ck_bi_u_##name (CkBuiltinCall *c) { CK_RET_I (c, expr (A0D)); } \
  void ck_bi_u_##name##f (CkBuiltinCall *c) { CK_RET_I (c, expr (A0F)); } \
  void ck_bi_u_##name##l (CkBuiltinCall *c) { CK_RET_I (c, expr (A0L)); }
#define ISINF_SIGNED(x) (isinf (x) ? (signbit (x) ? -1 : 1) : 0)
#define ISFINITE(x) (isfinite (x) != 0)
#define ISNAN(x) (isnan (x) != 0)
#define SIGNBIT(x) (signbit (x) != 0)
CLASS (isnan, ISNAN) CLASS (isinf, ISINF_SIGNED) CLASS (finite, ISFINITE) CLASS (signbit, SIGNBIT)

/* ---- CUDA's additions (math_functions.h), in double and float ---------------------------- */

void ck_bi_rsqrt (CkBuiltinCall *c) { CK_RET_D (c, 1.0 / sqrt (A0D)); }
void ck_bi_rsqrtf (CkBuiltinCall *c) { CK_RET_F (c, 1.0f / sqrtf (A0F)); }
void ck_bi_rcbrt (CkBuiltinCall *c) { CK_RET_D (c, 1.0 / cbrt (A0D)); }
void ck_bi_rcbrtf (CkBuiltinCall *c) { CK_RET_F (c, 1.0f / cbrtf (A0F)); }

/* CUDA's Euclidean norms: without overflow or underflow in the squares (long double for the
 * double forms, double for the float ones), rounded once to the result type; CUDA documents an
 * error of 2 ulp (norm3df, rnorm3df: 2 and 3), so a GPU may differ in the last place. An infinite
 * argument gives +inf even with a NaN, as the CUDA Math API says. */
static long double
norm_n (const CkVal *a, int n, gboolean f)
{
  long double s = 0;
  gboolean inf = FALSE;
  for (int i = 0; i < n; i++)
    {
      long double v = f ? (long double) a[i].f : (long double) a[i].d;
      inf |= isinf (v);
      s += v * v;
    }
  return inf ? INFINITY : sqrtl (s);
}

void ck_bi_rhypot (CkBuiltinCall *c) { CK_RET_D (c, (double) (1.0L / norm_n (c->args, 2, FALSE))); }
void ck_bi_rhypotf (CkBuiltinCall *c) { CK_RET_F (c, (float) (1.0 / (double) norm_n (c->args, 2, TRUE))); }
void ck_bi_norm3d (CkBuiltinCall *c) { CK_RET_D (c, (double) norm_n (c->args, 3, FALSE)); }
void ck_bi_norm3df (CkBuiltinCall *c) { CK_RET_F (c, (float) (double) norm_n (c->args, 3, TRUE)); }
void ck_bi_rnorm3d (CkBuiltinCall *c) { CK_RET_D (c, (double) (1.0L / norm_n (c->args, 3, FALSE))); }
void ck_bi_rnorm3df (CkBuiltinCall *c) { CK_RET_F (c, (float) (1.0 / (double) norm_n (c->args, 3, TRUE))); }
void ck_bi_norm4d (CkBuiltinCall *c) { CK_RET_D (c, (double) norm_n (c->args, 4, FALSE)); }
void ck_bi_norm4df (CkBuiltinCall *c) { CK_RET_F (c, (float) (double) norm_n (c->args, 4, TRUE)); }
void ck_bi_rnorm4d (CkBuiltinCall *c) { CK_RET_D (c, (double) (1.0L / norm_n (c->args, 4, FALSE))); }
void ck_bi_rnorm4df (CkBuiltinCall *c) { CK_RET_F (c, (float) (1.0 / (double) norm_n (c->args, 4, TRUE))); }

/* sin(pi x) and cos(pi x) exactly at integers and half-integers, as CUDA documents. */
static double
sinpi_d (double x)
{
  if (isinf (x) || isnan (x))
    return NAN;
  double r = fmod (x, 2.0);
  if (r == floor (r))
    return copysign (0.0, x);
  if (r * 2 == floor (r * 2))
    return (fabs (r) == 0.5 ? 1.0 : -1.0) * (r > 0 ? 1.0 : -1.0);
  return sin (M_PI * r);
}

static double
cospi_d (double x)
{
  if (isinf (x) || isnan (x))
    return NAN;
  double r = fmod (fabs (x), 2.0);
  if (r == 0.5 || r == 1.5)
    return 0.0;
  if (r == 1.0)
    return -1.0;
  if (r == 0.0)
    return 1.0;
  return cos (M_PI * r);
}

void ck_bi_sinpi (CkBuiltinCall *c) { CK_RET_D (c, sinpi_d (A0D)); }
void ck_bi_sinpif (CkBuiltinCall *c) { CK_RET_F (c, (float) sinpi_d (A0F)); }
void ck_bi_cospi (CkBuiltinCall *c) { CK_RET_D (c, cospi_d (A0D)); }
void ck_bi_cospif (CkBuiltinCall *c) { CK_RET_F (c, (float) cospi_d (A0F)); }
void ck_bi_sincospi (CkBuiltinCall *c) { STORE (c->args[1].u, sinpi_d (A0D)); STORE (c->args[2].u, cospi_d (A0D)); }
void ck_bi_sincospif (CkBuiltinCall *c) { STORE (c->args[1].u, (float) sinpi_d (A0F)); STORE (c->args[2].u, (float) cospi_d (A0F)); }
void ck_bi_normcdf (CkBuiltinCall *c) { CK_RET_D (c, 0.5 * erfc (-A0D / M_SQRT2)); }
void ck_bi_normcdff (CkBuiltinCall *c) { CK_RET_F (c, 0.5f * erfcf (-A0F / (float) M_SQRT2)); }

/* erfinv by Newton's method on erf from Giles' single-precision starting point. */
static double
erfinv_d (double y)
{
  if (y <= -1.0 || y >= 1.0)
    return y == -1.0 ? -INFINITY : y == 1.0 ? INFINITY : NAN;
  double w = -log ((1.0 - y) * (1.0 + y)), x;
  if (w < 5.0)
    {
      w -= 2.5;
      x = 2.81022636e-08;
      x = 3.43273939e-07 + x * w; x = -3.5233877e-06 + x * w; x = -4.39150654e-06 + x * w;
      x = 0.00021858087 + x * w; x = -0.00125372503 + x * w; x = -0.00417768164 + x * w;
      x = 0.246640727 + x * w; x = 1.50140941 + x * w;
    }
  else
    {
      w = sqrt (w) - 3.0;
      x = -0.000200214257;
      x = 0.000100950558 + x * w; x = 0.00134934322 + x * w; x = -0.00367342844 + x * w;
      x = 0.00573950773 + x * w; x = -0.0076224613 + x * w; x = 0.00943887047 + x * w;
      x = 1.00167406 + x * w; x = 2.83297682 + x * w;
    }
  x *= y;
  for (int i = 0; i < 3; i++)
    x -= (erf (x) - y) / (2.0 / sqrt (M_PI) * exp (-x * x));
  return x;
}

void ck_bi_erfinv (CkBuiltinCall *c) { CK_RET_D (c, erfinv_d (A0D)); }
void ck_bi_erfinvf (CkBuiltinCall *c) { CK_RET_F (c, (float) erfinv_d (A0F)); }
