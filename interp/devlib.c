/* interp/devlib.c — the device-side library (issue 5): fast-math and rounding-mode intrinsics,
 * conversions and reinterpretations, integer intrinsics, clock64, __ldg, device malloc/free and
 * __trap. Float intrinsics compute in single precision (DESIGN §6).
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include "frontend/type.h"
#include "interp/runtime.h"
#include "semantics/eval.h"


#define A0F (c->args[0].f)
#define A1F (c->args[1].f)
#define A0D (c->args[0].d)
#define A1D (c->args[1].d)
#define A0I ((gint32) c->args[0].i)
#define A1I ((gint32) c->args[1].i)
#define A0U ((guint32) c->args[0].u)
#define A1U ((guint32) c->args[1].u)

/* ---- fast math (issue 25): each intrinsic is composed as nvcc composes it in the PTX, with the
 * single-precision roundings of its multiplies; the special-function unit's ex2.approx,
 * lg2.approx, sin.approx and cos.approx are modelled by the correctly rounded function (within
 * the PTX ISA's bounds), sin and cos after the argument reduction the SFU is fed with. So the
 * errors that grow with the argument (__expf for large |x|, __sinf far from 0) are the GPU's;
 * the last bit of the SFU itself is not claimed (README, "Floating point"). ---------------- */

/* x * c rounded to single precision toward zero (FMUL.RZ) */
static float
fmul_rz (float x, float c)
{
  double p = (double) x * (double) c;      /* exact: 24 + 24 bits */
  float r = (float) p;
  if (fabs ((double) r) > fabs (p))
    r = nextafterf (r, 0.0f);
  return r;
}

/* sin.approx.f32 ([cosine] FALSE) and cos.approx.f32: the SASS scales the argument to turns
 * with FMUL.RZ by 1/(2 pi) in single precision (sm_75 to sm_120), then MUFU.SIN/COS, here the
 * sine or cosine of those turns correctly rounded. Within [-pi, pi] the error stays below the
 * Programming Guide's 2^-21.41 (sin) and 2^-21.19 (cos); it grows with |x| as on the GPU. */
static float
sfu_sincos (float x, gboolean cosine)
{
  if (!isfinite (x))
    return NAN;
  double turns = fmul_rz (x, 0x1.45f306p-3f);
  double f = turns - nearbyint (turns);     /* exact: the SFU sees the fraction of a turn */
  return (float) (cosine ? cos (2.0 * G_PI * f) : sin (2.0 * G_PI * f));
}

/* ex2.approx.f32 and lg2.approx.f32 */
static float sfu_ex2 (float x) { return exp2f (x); }
static float sfu_lg2 (float x) { return log2f (x); }

void ck_bi_u_expf (CkBuiltinCall *c) { CK_RET_F (c, sfu_ex2 (A0F * 0x1.715476p+0f)); }      /* x * log2(e) */
void ck_bi_u_exp10f (CkBuiltinCall *c) { CK_RET_F (c, sfu_ex2 (A0F * 0x1.a934f0p+1f)); }   /* x * log2(10) */
void ck_bi_u_logf (CkBuiltinCall *c) { CK_RET_F (c, sfu_lg2 (A0F) * 0x1.62e430p-1f); }     /* * ln(2) */
void ck_bi_u_log2f (CkBuiltinCall *c) { CK_RET_F (c, sfu_lg2 (A0F)); }
void ck_bi_u_log10f (CkBuiltinCall *c) { CK_RET_F (c, sfu_lg2 (A0F) * 0x1.344136p-2f); }   /* * log10(2) */
void ck_bi_u_sinf (CkBuiltinCall *c) { CK_RET_F (c, sfu_sincos (A0F, FALSE)); }
void ck_bi_u_cosf (CkBuiltinCall *c) { CK_RET_F (c, sfu_sincos (A0F, TRUE)); }
/* __tanf: div.approx (sin.approx x, cos.approx x) */
void ck_bi_u_tanf (CkBuiltinCall *c)
{
  CK_RET_F (c, ck_eval_div_approx (sfu_sincos (A0F, FALSE), sfu_sincos (A0F, TRUE), TRUE));
}
/* __powf: ex2.approx (y * lg2.approx x) */
void ck_bi_u_powf (CkBuiltinCall *c) { CK_RET_F (c, sfu_ex2 (A1F * sfu_lg2 (A0F))); }

void
ck_devlib_sincosf_approx (float x, float *s, float *c)
{
  *s = sfu_sincos (x, FALSE);
  *c = sfu_sincos (x, TRUE);
}

void
ck_bi_u_sincosf (CkBuiltinCall *c)
{
  float s = sfu_sincos (A0F, FALSE), co = sfu_sincos (A0F, TRUE);
  if (ck_rt_write (c, c->args[1].u, &s, 4))
    ck_rt_write (c, c->args[2].u, &co, 4);
}

/* __fdividef: div.approx.f32, x times the reciprocal of y; 0 for 2^126 < |y| < 2^128
 * (documented); max 2 ulp for 2^-126 <= |y| <= 2^126. */
void
ck_bi_u_fdividef (CkBuiltinCall *c)
{
  CK_RET_F (c, ck_eval_div_approx (A0F, A1F, TRUE));
}

/* sqrt.approx.f32 (sqrtf under -prec-sqrt=false): x times its reciprocal square root, each
 * rounded to single precision; relative error within 2^-23 (PTX ISA). */
void
ck_bi_u_cudak_sqrtf_approx (CkBuiltinCall *c)
{
  float x = A0F;
  if (x == 0.0f || isinf (x) || isnan (x) || x < 0.0f)
    CK_RET_F (c, sqrtf (x));
  else
    CK_RET_F (c, x * (1.0f / sqrtf (x)));
}

void
ck_bi_u_saturatef (CkBuiltinCall *c)
{
  float x = A0F;
  CK_RET_F (c, isnan (x) ? 0.0f : x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x);
}

/* ---- IEEE operations with an explicit rounding mode -------------------------------------- */

static const int round_mode[] = { FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD };
enum { RN, RZ, RU, RD };

static float
fop (int mode, char op, float a, float b, float d)
{
  int old = fegetround ();
  fesetround (round_mode[mode]);
  volatile float x = a, y = b, z = d, r;
  switch (op)
    {
    case '+': r = x + y; break;
    case '-': r = x - y; break;
    case '*': r = x * y; break;
    case '/': r = x / y; break;
    case 'f': r = fmaf (x, y, z); break;
    case 's': r = sqrtf (x); break;
    default: r = 1.0f / x; break;
    }
  fesetround (old);
  return r;
}

#define FOP4(name, op) \
  void ck_bi_u_##name##_rn (CkBuiltinCall *c) { CK_RET_F (c, fop (RN, op, A0F, A1F, 0)); } \
  void ck_bi_u_##name##_rz (CkBuiltinCall *c) { CK_RET_F (c, fop (RZ, op, A0F, A1F, 0)); } \
  void ck_bi_u_##name##_ru (CkBuiltinCall *c) { CK_RET_F (c, fop (RU, op, A0F, A1F, 0)); } \
  void ck_bi_u_##name##_rd (CkBuiltinCall *c) { CK_RET_F (c, fop (RD, op, A0F, A1F, 0)); }
FOP4 (fadd, '+') FOP4 (fsub, '-') FOP4 (fmul, '*') FOP4 (fdiv, '/')

#define FMA4(m, M) \
  void ck_bi_u_fmaf_##m (CkBuiltinCall *c) { CK_RET_F (c, fop (M, 'f', A0F, A1F, c->args[2].f)); }
FMA4 (rn, RN) FMA4 (rz, RZ) FMA4 (ru, RU) FMA4 (rd, RD)

void ck_bi_u_frcp_rn (CkBuiltinCall *c) { CK_RET_F (c, fop (RN, 'r', A0F, 0, 0)); }
void ck_bi_u_fsqrt_rn (CkBuiltinCall *c) { CK_RET_F (c, fop (RN, 's', A0F, 0, 0)); }
void ck_bi_u_frsqrt_rn (CkBuiltinCall *c) { CK_RET_F (c, 1.0f / sqrtf (A0F)); }
void ck_bi_u_dadd_rn (CkBuiltinCall *c) { CK_RET_D (c, A0D + A1D); }
void ck_bi_u_dsub_rn (CkBuiltinCall *c) { CK_RET_D (c, A0D - A1D); }
void ck_bi_u_dmul_rn (CkBuiltinCall *c) { CK_RET_D (c, A0D * A1D); }
void ck_bi_u_ddiv_rn (CkBuiltinCall *c) { CK_RET_D (c, A0D / A1D); }
void ck_bi_u_fma_rn (CkBuiltinCall *c) { CK_RET_D (c, fma (A0D, A1D, c->args[2].d)); }
void ck_bi_u_drcp_rn (CkBuiltinCall *c) { CK_RET_D (c, 1.0 / A0D); }
void ck_bi_u_dsqrt_rn (CkBuiltinCall *c) { CK_RET_D (c, sqrt (A0D)); }

/* ---- conversions: PTX cvt saturates out-of-range values and maps NaN to 0 ----------------- */

static double
round_to (int mode, double x)
{
  switch (mode)
    {
    case RN: return nearbyint (x);    /* default mode: ties to even */
    case RZ: return trunc (x);
    case RU: return ceil (x);
    default: return floor (x);
    }
}

static gint64
sat_i (double x, double lo, double hi)
{
  if (isnan (x))
    return 0;
  return x <= lo ? (gint64) lo : x >= hi ? (gint64) hi : (gint64) x;
}

static guint64
sat_u (double x, double hi)
{
  if (isnan (x) || x <= 0)
    return 0;
  return x >= hi ? (guint64) hi : (guint64) x;
}

#define CVT_I(name, src, mode) \
  void ck_bi_u_##name (CkBuiltinCall *c) { CK_RET_I (c, (gint32) sat_i (round_to (mode, src), G_MININT32, G_MAXINT32)); }
CVT_I (float2int_rn, A0F, RN) CVT_I (float2int_rz, A0F, RZ) CVT_I (float2int_ru, A0F, RU)
CVT_I (float2int_rd, A0F, RD) CVT_I (double2int_rn, A0D, RN) CVT_I (double2int_rz, A0D, RZ)
void ck_bi_u_float2uint_rn (CkBuiltinCall *c) { CK_RET_U (c, (guint32) sat_u (round_to (RN, A0F), G_MAXUINT32)); }
void ck_bi_u_float2uint_rz (CkBuiltinCall *c) { CK_RET_U (c, (guint32) sat_u (round_to (RZ, A0F), G_MAXUINT32)); }

static gint64
sat_ll (double x)
{
  if (isnan (x))
    return G_MININT64;              /* PTX: NaN converts to the most negative 64-bit value */
  if (x >= 0x1p63)
    return G_MAXINT64;
  if (x < -0x1p63)
    return G_MININT64;
  return (gint64) x;
}

void ck_bi_u_float2ll_rn (CkBuiltinCall *c) { CK_RET_I (c, sat_ll (round_to (RN, A0F))); }
void ck_bi_u_float2ll_rz (CkBuiltinCall *c) { CK_RET_I (c, sat_ll (round_to (RZ, A0F))); }
void ck_bi_u_double2ll_rn (CkBuiltinCall *c) { CK_RET_I (c, sat_ll (round_to (RN, A0D))); }
void ck_bi_u_double2float_rn (CkBuiltinCall *c) { CK_RET_F (c, (float) A0D); }

void
ck_bi_u_double2float_rz (CkBuiltinCall *c)
{
  int old = fegetround ();
  fesetround (FE_TOWARDZERO);
  volatile double d = A0D;
  volatile float f = (float) d;
  fesetround (old);
  CK_RET_F (c, f);
}

void ck_bi_u_int2float_rn (CkBuiltinCall *c) { CK_RET_F (c, (float) A0I); }
void ck_bi_u_uint2float_rn (CkBuiltinCall *c) { CK_RET_F (c, (float) A0U); }
void ck_bi_u_int2double_rn (CkBuiltinCall *c) { CK_RET_D (c, (double) A0I); }
void ck_bi_u_ll2float_rn (CkBuiltinCall *c) { CK_RET_F (c, (float) c->args[0].i); }
void ck_bi_u_ll2double_rn (CkBuiltinCall *c) { CK_RET_D (c, (double) c->args[0].i); }

/* Reinterpretations: the bits stay, the register's value type changes. */
void ck_bi_u_float_as_int (CkBuiltinCall *c) { gint32 v; memcpy (&v, &A0F, 4); CK_RET_I (c, v); }
void ck_bi_u_float_as_uint (CkBuiltinCall *c) { guint32 v; memcpy (&v, &A0F, 4); CK_RET_U (c, v); }
void ck_bi_u_int_as_float (CkBuiltinCall *c) { gint32 v = A0I; float f; memcpy (&f, &v, 4); CK_RET_F (c, f); }
void ck_bi_u_uint_as_float (CkBuiltinCall *c) { guint32 v = A0U; float f; memcpy (&f, &v, 4); CK_RET_F (c, f); }
void ck_bi_u_double_as_longlong (CkBuiltinCall *c) { gint64 v; memcpy (&v, &A0D, 8); CK_RET_I (c, v); }
void ck_bi_u_longlong_as_double (CkBuiltinCall *c) { double d; memcpy (&d, &c->args[0].i, 8); CK_RET_D (c, d); }
void ck_bi_u_double2hiint (CkBuiltinCall *c) { guint64 v; memcpy (&v, &A0D, 8); CK_RET_I (c, (gint32) (v >> 32)); }
void ck_bi_u_double2loint (CkBuiltinCall *c) { guint64 v; memcpy (&v, &A0D, 8); CK_RET_I (c, (gint32) v); }

void
ck_bi_u_hiloint2double (CkBuiltinCall *c)
{
  guint64 v = ((guint64) A0U << 32) | A1U;
  double d;
  memcpy (&d, &v, 8);
  CK_RET_D (c, d);
}

/* ---- integer intrinsics ------------------------------------------------------------------ */

void ck_bi_u_popc (CkBuiltinCall *c) { CK_RET_I (c, __builtin_popcount (A0U)); }
void ck_bi_u_popcll (CkBuiltinCall *c) { CK_RET_I (c, __builtin_popcountll (c->args[0].u)); }
void ck_bi_u_clz (CkBuiltinCall *c) { CK_RET_I (c, A0U ? __builtin_clz (A0U) : 32); }
void ck_bi_u_clzll (CkBuiltinCall *c) { CK_RET_I (c, c->args[0].u ? __builtin_clzll (c->args[0].u) : 64); }
void ck_bi_u_ffs (CkBuiltinCall *c) { CK_RET_I (c, __builtin_ffs (A0I)); }
void ck_bi_u_ffsll (CkBuiltinCall *c) { CK_RET_I (c, __builtin_ffsll (c->args[0].i)); }

static guint32
brev32 (guint32 x)
{
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  return __builtin_bswap32 (x);
}

void ck_bi_u_brev (CkBuiltinCall *c) { CK_RET_U (c, brev32 (A0U)); }
void ck_bi_u_brevll (CkBuiltinCall *c) { guint64 x = c->args[0].u; CK_RET_U (c, ((guint64) brev32 ((guint32) x) << 32) | brev32 ((guint32) (x >> 32))); }

/* __mul24: the low 32 bits of the product of the sign-extended low 24 bits. */
static gint64
low24s (gint32 x)
{
  return (gint64) ((gint32) ((guint32) x << 8) >> 8);
}

void ck_bi_u_mul24 (CkBuiltinCall *c) { CK_RET_I (c, (gint32) (guint32) (low24s (A0I) * low24s (A1I))); }
void ck_bi_u_umul24 (CkBuiltinCall *c) { CK_RET_U (c, (guint32) ((guint64) (A0U & 0xffffff) * (A1U & 0xffffff))); }
void ck_bi_u_mulhi (CkBuiltinCall *c) { CK_RET_I (c, (gint32) (((gint64) A0I * A1I) >> 32)); }
void ck_bi_u_umulhi (CkBuiltinCall *c) { CK_RET_U (c, (guint32) (((guint64) A0U * A1U) >> 32)); }
void ck_bi_u_mul64hi (CkBuiltinCall *c) { CK_RET_I (c, (gint64) (((__int128) c->args[0].i * c->args[1].i) >> 64)); }
void ck_bi_u_umul64hi (CkBuiltinCall *c) { CK_RET_U (c, (guint64) (((unsigned __int128) c->args[0].u * c->args[1].u) >> 64)); }
void ck_bi_u_sad (CkBuiltinCall *c) { gint64 d = (gint64) A0I - A1I; CK_RET_U (c, (guint32) ((d < 0 ? -d : d) + (guint32) c->args[2].u)); }
void ck_bi_u_usad (CkBuiltinCall *c) { guint32 a = A0U, b = A1U; CK_RET_U (c, (guint32) ((a > b ? a - b : b - a) + (guint32) c->args[2].u)); }
void ck_bi_u_hadd (CkBuiltinCall *c) { CK_RET_I (c, (gint32) (((gint64) A0I + A1I) >> 1)); }
void ck_bi_u_rhadd (CkBuiltinCall *c) { CK_RET_I (c, (gint32) (((gint64) A0I + A1I + 1) >> 1)); }
void ck_bi_u_uhadd (CkBuiltinCall *c) { CK_RET_U (c, (guint32) (((guint64) A0U + A1U) >> 1)); }
void ck_bi_u_urhadd (CkBuiltinCall *c) { CK_RET_U (c, (guint32) (((guint64) A0U + A1U + 1) >> 1)); }

void
ck_bi_u_byte_perm (CkBuiltinCall *c)
{
  guint64 src = ((guint64) A1U << 32) | A0U;
  guint32 s = (guint32) c->args[2].u, r = 0;
  for (int i = 0; i < 4; i++)
    r |= (guint32) ((src >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
  CK_RET_U (c, r);
}

static guint32
funnel (guint32 lo, guint32 hi, guint32 shift, gboolean left)
{
  guint64 v = ((guint64) hi << 32) | lo;
  return left ? (guint32) ((v << shift) >> 32) : (guint32) (v >> shift);
}

void ck_bi_u_funnelshift_l (CkBuiltinCall *c) { CK_RET_U (c, funnel (A0U, A1U, (guint32) c->args[2].u & 31, TRUE)); }
void ck_bi_u_funnelshift_r (CkBuiltinCall *c) { CK_RET_U (c, funnel (A0U, A1U, (guint32) c->args[2].u & 31, FALSE)); }
void ck_bi_u_funnelshift_lc (CkBuiltinCall *c) { guint32 s = MIN ((guint32) c->args[2].u, 32u); CK_RET_U (c, s == 32 ? A0U : funnel (A0U, A1U, s, TRUE)); }
void ck_bi_u_funnelshift_rc (CkBuiltinCall *c) { guint32 s = MIN ((guint32) c->args[2].u, 32u); CK_RET_U (c, s == 32 ? A1U : funnel (A0U, A1U, s, FALSE)); }

/* __fns (mask, base, offset): the position of the offset-th set bit from base (PTX fns). */
void
ck_bi_u_fns (CkBuiltinCall *c)
{
  guint32 mask = A0U, base = A1U & 31;
  gint32 off = (gint32) c->args[2].i;
  if (off == 0)
    {
      CK_RET_U (c, 0xffffffffu);
      return;
    }
  int step = off > 0 ? 1 : -1, k = off > 0 ? off : -off;
  for (int pos = (int) base; pos >= 0 && pos < 32; pos += step)
    if ((mask >> pos) & 1 && --k == 0)
      {
        CK_RET_U (c, (guint32) pos);
        return;
      }
  CK_RET_U (c, 0xffffffffu);
}

void ck_bi_min (CkBuiltinCall *c) { CK_RET_I (c, MIN (A0I, A1I)); }
void ck_bi_max (CkBuiltinCall *c) { CK_RET_I (c, MAX (A0I, A1I)); }
void ck_bi_umin (CkBuiltinCall *c) { CK_RET_U (c, MIN (A0U, A1U)); }
void ck_bi_umax (CkBuiltinCall *c) { CK_RET_U (c, MAX (A0U, A1U)); }
void ck_bi_llmin (CkBuiltinCall *c) { CK_RET_I (c, MIN (c->args[0].i, c->args[1].i)); }
void ck_bi_llmax (CkBuiltinCall *c) { CK_RET_I (c, MAX (c->args[0].i, c->args[1].i)); }
void ck_bi_ullmin (CkBuiltinCall *c) { CK_RET_U (c, MIN (c->args[0].u, c->args[1].u)); }
void ck_bi_ullmax (CkBuiltinCall *c) { CK_RET_U (c, MAX (c->args[0].u, c->args[1].u)); }

/* ---- clocks, loads, traps ---------------------------------------------------------------- */

void ck_bi_clock64 (CkBuiltinCall *c) { CK_RET_I (c, (gint64) c->run->clock); }

/* __ldg and the cache-operator loads: a read of *p (its pointee's size) through ck_mem_*. */
static void
load (CkBuiltinCall *c)
{
  const CkType *pt = c->arg_types ? c->arg_types[0] : NULL;
  const CkType *t = pt && pt->base ? pt->base : NULL;
  gsize size = t && t->size > 0 && t->size <= 16 ? (gsize) t->size : 4;
  CkVal v;
  memset (&v, 0, sizeof v);
  if (!ck_rt_read (c, c->args[0].u, &v, size))
    return;
  if (t && ck_type_is_integer (t) && !t->is_unsigned && size < 8)
    v.i = size == 1 ? (gint8) v.u : size == 2 ? (gint16) v.u : (gint32) v.u;
  c->ret = v;
}

void ck_bi_u_ldg (CkBuiltinCall *c) { load (c); }
void ck_bi_u_ldcg (CkBuiltinCall *c) { load (c); }
void ck_bi_u_ldca (CkBuiltinCall *c) { load (c); }
void ck_bi_u_ldcs (CkBuiltinCall *c) { load (c); }
void ck_bi_u_ldlu (CkBuiltinCall *c) { load (c); }
void ck_bi_u_ldcv (CkBuiltinCall *c) { load (c); }

void
ck_bi_u_trap (CkBuiltinCall *c)
{
  ck_run_fault (c->run, c->w, c->lane, CK_FAULT_TRAP, c->s, "__trap() called");
}

void ck_bi_u_brkpt (CkBuiltinCall *c) { (void) c; }
void ck_bi_u_nanosleep (CkBuiltinCall *c) { (void) c; }

/* ---- device heap: malloc/free in kernels (cudaLimitMallocHeapSize bounds it) --------------- */

void
ck_bi_u_device_malloc (CkBuiltinCall *c)
{
  guint64 size = c->args[0].u;
  CkRuntime *rt = ck_rt (c->run);
  /* the device heap is cudaLimitMallocHeapSize bytes; an exhausted heap returns NULL */
  if (ck_mem_bytes_in_use (c->run->mem, CK_SPACE_GLOBAL) > G_MAXUINT64 - size
      || rt->device_heap_used + size > rt->limits[2])
    {
      CK_RET_U (c, 0);
      return;
    }
  guint64 p = ck_rt_alloc (c, CK_SPACE_GLOBAL, CK_ALLOC_DEVICE_MALLOC, size, 16);
  if (p)
    rt->device_heap_used += size;
  CK_RET_U (c, p);
}

void
ck_bi_u_device_free (CkBuiltinCall *c)
{
  ck_rt_device_free (c, "free");
}

void
ck_rt_device_free (CkBuiltinCall *c, const char *function)
{
  guint64 p = c->args[0].u;
  if (!p)
    return;
  CkAlloc *a = ck_mem_lookup (c->run->mem, p);
  guint64 size = a && !a->is_freed && a->base == p ? a->size : 0;
  if (ck_rt_release (c, p, 1u << CK_ALLOC_DEVICE_MALLOC, function) == CK_FREE_OK)
    ck_rt (c->run)->device_heap_used -= size;
}

void ck_bi_u_double2uint_rn (CkBuiltinCall *c) { CK_RET_U (c, (guint32) sat_u (round_to (RN, A0D), G_MAXUINT32)); }
void ck_bi_u_uint2double_rn (CkBuiltinCall *c) { CK_RET_D (c, (double) A0U); }

static double
dop_rz (char op, double a, double b)
{
  int old = fegetround ();
  fesetround (FE_TOWARDZERO);
  volatile double x = a, y = b, r = op == '+' ? x + y : x * y;
  fesetround (old);
  return r;
}

void ck_bi_u_dadd_rz (CkBuiltinCall *c) { CK_RET_D (c, dop_rz ('+', A0D, A1D)); }
void ck_bi_u_dmul_rz (CkBuiltinCall *c) { CK_RET_D (c, dop_rz ('*', A0D, A1D)); }

/* ---- GCC and NVCC __builtin_ functions (issue 23) ------------------------------------------- */

/* An argument for which GCC leaves the result undefined, or a builtin whose reaching is
 * undefined: an error at the call, as __trap() is (the lane stops, a kernel fails). */
static void
undefined_builtin (CkBuiltinCall *c, const char *what)
{
  ck_run_fault (c->run, c->w, c->lane, CK_FAULT_TRAP, c->s, "%s: the behaviour is undefined", what);
}

void ck_bi_gcc_popcount (CkBuiltinCall *c) { CK_RET_I (c, __builtin_popcount (A0U)); }
void ck_bi_gcc_popcountll (CkBuiltinCall *c) { CK_RET_I (c, __builtin_popcountll (c->args[0].u)); }

void
ck_bi_gcc_clz (CkBuiltinCall *c)
{
  if (!A0U)
    undefined_builtin (c, "__builtin_clz(0)");
  else
    CK_RET_I (c, __builtin_clz (A0U));
}

void
ck_bi_gcc_clzll (CkBuiltinCall *c)
{
  if (!c->args[0].u)
    undefined_builtin (c, "__builtin_clzll(0)");
  else
    CK_RET_I (c, __builtin_clzll (c->args[0].u));
}

void
ck_bi_gcc_ctz (CkBuiltinCall *c)
{
  if (!A0U)
    undefined_builtin (c, "__builtin_ctz(0)");
  else
    CK_RET_I (c, __builtin_ctz (A0U));
}

void
ck_bi_gcc_ctzll (CkBuiltinCall *c)
{
  if (!c->args[0].u)
    undefined_builtin (c, "__builtin_ctzll(0)");
  else
    CK_RET_I (c, __builtin_ctzll (c->args[0].u));
}

void ck_bi_gcc_bswap16 (CkBuiltinCall *c) { CK_RET_U (c, __builtin_bswap16 ((guint16) c->args[0].u)); }
void ck_bi_gcc_bswap32 (CkBuiltinCall *c) { CK_RET_U (c, __builtin_bswap32 (A0U)); }
void ck_bi_gcc_bswap64 (CkBuiltinCall *c) { CK_RET_U (c, __builtin_bswap64 (c->args[0].u)); }

void
ck_bi_gcc_unreachable (CkBuiltinCall *c)
{
  undefined_builtin (c, "__builtin_unreachable() reached");
}

void
ck_bi_nv_assume (CkBuiltinCall *c)
{
  if (!c->args[0].u)
    undefined_builtin (c, "the condition of __builtin_assume() is false");
}
