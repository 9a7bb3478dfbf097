/* interp/curand.c — cuRAND (issue 20): the device API of <curand_kernel.h> on states in the
 * program's memory, read and written as the calling lane's ordinary accesses at the call (so a
 * state shared by two threads is a race at the user's line), and the host API of <curand.h>
 * with the output layout of libcurand's XORWOW, Philox and MRG32k3a generators (curand-gen.c).
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include "interp/runtime.h"
#include "interp/curand-gen.h"
#include "semantics/sem.h"

/* ---- the device API ------------------------------------------------------------------------ */

/* Byte offsets in curandStateXORWOW (48 bytes) and curandStatePhilox4_32_10 (64 bytes), the
 * layouts of the toolkit's curand_kernel.h (frontend/include/curand_kernel.h declares them). */
enum {
  XW_GEN = 0, XW_GEN_SIZE = 24,                  /* d, v[5] */
  XW_FLAG = 24, XW_FLAG_D = 28, XW_EXTRA = 32, XW_EXTRA_D = 40,
  PH_GEN = 0, PH_GEN_SIZE = 44,                  /* ctr, output, key, STATE */
  PH_FLAG = 44, PH_FLAG_D = 48, PH_EXTRA = 52, PH_EXTRA_D = 56,
};
#define EXTRA_FLAG_NORMAL 1
#define EXTRA_FLAG_LOG_NORMAL 2

typedef enum { GEN_XORWOW, GEN_PHILOX, GEN_MRG } GenKind;
/* curandStateMRG32k3a (48 bytes): s1[3], s2[3], then the Box-Muller cache as in XORWOW's. */
enum { MRG_GEN = 0, MRG_GEN_SIZE = 24 };

/* A lane's generator, loaded from the state at [addr]. */
typedef struct {
  CkBuiltinCall *c;
  GenKind kind;
  guint64 addr;
  CkXorwow xw;
  CkPhilox ph;
  CkMrg mrg;
} Gen;

/* Reads the generator words of the state at [addr] (the Box-Muller cache is read only where a
 * function uses it); FALSE after a fault, which the access reported. */
static gboolean
gen_load (CkBuiltinCall *c, GenKind kind, guint64 addr, Gen *g)
{
  g->c = c;
  g->kind = kind;
  g->addr = addr;
  if (kind == GEN_XORWOW)
    {
      guint32 w[6];
      if (!ck_rt_read (c, addr + XW_GEN, w, sizeof w))
        return FALSE;
      g->xw.d = w[0];
      memcpy (g->xw.v, w + 1, sizeof g->xw.v);
      return TRUE;
    }
  if (kind == GEN_MRG)
    {
      guint32 w[6];
      if (!ck_rt_read (c, addr + MRG_GEN, w, sizeof w))
        return FALSE;
      memcpy (g->mrg.s1, w, 12);
      memcpy (g->mrg.s2, w + 3, 12);
      return TRUE;
    }
  guint32 w[11];
  if (!ck_rt_read (c, addr + PH_GEN, w, sizeof w))
    return FALSE;
  memcpy (g->ph.ctr, w, 16);
  memcpy (g->ph.output, w + 4, 16);
  memcpy (g->ph.key, w + 8, 8);
  g->ph.state = w[10];
  return TRUE;
}

/* Writes the generator words back to the state. */
static gboolean
gen_store (Gen *g)
{
  if (g->kind == GEN_XORWOW)
    {
      guint32 w[6] = { g->xw.d };
      memcpy (w + 1, g->xw.v, sizeof g->xw.v);
      return ck_rt_write (g->c, g->addr + XW_GEN, w, sizeof w);
    }
  if (g->kind == GEN_MRG)
    {
      guint32 w[6];
      memcpy (w, g->mrg.s1, 12);
      memcpy (w + 3, g->mrg.s2, 12);
      return ck_rt_write (g->c, g->addr + MRG_GEN, w, sizeof w);
    }
  guint32 w[11];
  memcpy (w, g->ph.ctr, 16);
  memcpy (w + 4, g->ph.output, 16);
  memcpy (w + 8, g->ph.key, 8);
  w[10] = g->ph.state;
  return ck_rt_write (g->c, g->addr + PH_GEN, w, sizeof w);
}

/* curand: MRG32k3a scales its value in [1, m1] to 32 bits (MRG32K3A_BITS_NORM). */
static guint32
gen_next (Gen *g)
{
  switch (g->kind)
    {
    case GEN_XORWOW: return ck_curand_xorwow_next (&g->xw);
    case GEN_PHILOX: return ck_curand_philox_next (&g->ph);
    case GEN_MRG: return ck_curand_mrg_bits (ck_curand_mrg_next (&g->mrg));
    }
  g_assert_not_reached ();
}

static void
gen_next4 (Gen *g, guint32 out[4])
{
  if (g->kind == GEN_PHILOX)
    ck_curand_philox_next4 (&g->ph, out);
  else
    for (int i = 0; i < 4; i++)
      out[i] = gen_next (g);
}

/* curand_uniform: MRG32k3a's value times 1 / (m1 + 1), rounded to float. */
static float
gen_uniform (Gen *g)
{
  if (g->kind == GEN_MRG)
    return (float) (ck_curand_mrg_next (&g->mrg) * CK_CURAND_MRG_NORM);
  return ck_curand_uniform (gen_next (g));
}

/* XORWOW takes 53 bits from two words, Philox converts one word, MRG32k3a scales its value
   (curand_uniform.h) */
static double
gen_uniform_double (Gen *g)
{
  switch (g->kind)
    {
    case GEN_XORWOW:
      {
        guint32 x = gen_next (g), y = gen_next (g);
        return ck_curand_uniform_double_hq (x, y);
      }
    case GEN_PHILOX: return ck_curand_uniform_double32 (gen_next (g));
    case GEN_MRG: return ck_curand_mrg_next (&g->mrg) * CK_CURAND_MRG_NORM;
    }
  g_assert_not_reached ();
}

/* Two normal floats: _curand_box_muller of two words, or for MRG32k3a curand_box_muller_mrg,
 * which takes two uniform floats and scales the second by 2 pi in single precision. */
static void
box_muller (Gen *g, float out[2])
{
  if (g->kind == GEN_MRG)
    {
      float x = gen_uniform (g);
      float y = gen_uniform (g) * 6.2831855f;
      float s = sqrtf (-2.0f * logf (x));
      float sn, cs;
      ck_devlib_sincosf_approx (y, &sn, &cs);
      out[0] = sn * s;
      out[1] = cs * s;
      return;
    }
  guint32 x = gen_next (g), y = gen_next (g);
  ck_curand_box_muller (x, y, ck_devlib_sincosf_approx, out);
}

static void
box_muller_double (Gen *g, double out[2])
{
  if (g->kind == GEN_MRG)
    {
      double x = gen_uniform_double (g);
      double y = gen_uniform_double (g) * 2.0;
      ck_curand_box_muller_double_uv (x, y, out);
      return;
    }
  guint32 w[4];
  gen_next4 (g, w);
  ck_curand_box_muller_double (w[0], w[1], w[2], w[3], out);
}

static guint64
flag_off (GenKind k, gboolean dbl)
{
  return k == GEN_PHILOX ? (dbl ? PH_FLAG_D : PH_FLAG) : (dbl ? XW_FLAG_D : XW_FLAG);
}

static guint64
extra_off (GenKind k, gboolean dbl)
{
  return k == GEN_PHILOX ? (dbl ? PH_EXTRA_D : PH_EXTRA) : (dbl ? XW_EXTRA_D : XW_EXTRA);
}

/* curand_normal and curand_log_normal ([flag_value] 1 or 2, [mean] and [stddev] for the latter):
 * every other call returns the second value of the pair the call before computed. */
static void
normal_float (CkBuiltinCall *c, GenKind k, int flag_value)
{
  guint64 st = c->args[0].u;
  gint32 flag;
  if (!ck_rt_read (c, st + flag_off (k, FALSE), &flag, 4))
    return;
  if (flag == flag_value)
    {
      float extra;
      gint32 zero = 0;
      if (ck_rt_write (c, st + flag_off (k, FALSE), &zero, 4)
          && ck_rt_read (c, st + extra_off (k, FALSE), &extra, 4))
        CK_RET_F (c, extra);
      return;
    }
  Gen g;
  if (!gen_load (c, k, st, &g))
    return;
  float v[2];
  box_muller (&g, v);
  if (flag_value == EXTRA_FLAG_LOG_NORMAL)
    for (int i = 0; i < 2; i++)   /* expf (mean + stddev * v): nvcc contracts it to FFMA */
      v[i] = expf (fmaf (c->args[2].f, v[i], c->args[1].f));
  if (gen_store (&g) && ck_rt_write (c, st + extra_off (k, FALSE), &v[1], 4)
      && ck_rt_write (c, st + flag_off (k, FALSE), &flag_value, 4))
    CK_RET_F (c, v[0]);
}

/* curand_normal_double and curand_log_normal_double of the state at [st] into [out]; FALSE
 * after a fault. */
static gboolean
normal_double_value (CkBuiltinCall *c, GenKind k, guint64 st, int flag_value, double mean,
                     double sd, double *out)
{
  gint32 flag;
  if (!ck_rt_read (c, st + flag_off (k, TRUE), &flag, 4))
    return FALSE;
  if (flag == flag_value)
    {
      gint32 zero = 0;
      return ck_rt_write (c, st + flag_off (k, TRUE), &zero, 4)
             && ck_rt_read (c, st + extra_off (k, TRUE), out, 8);
    }
  Gen g;
  if (!gen_load (c, k, st, &g))
    return FALSE;
  double v[2];
  box_muller_double (&g, v);
  if (flag_value == EXTRA_FLAG_LOG_NORMAL)
    for (int i = 0; i < 2; i++)
      v[i] = exp (fma (sd, v[i], mean));
  *out = v[0];
  return gen_store (&g) && ck_rt_write (c, st + extra_off (k, TRUE), &v[1], 8)
         && ck_rt_write (c, st + flag_off (k, TRUE), &flag_value, 4);
}

static void
normal_double (CkBuiltinCall *c, GenKind k, int flag_value)
{
  double r;
  gboolean log_normal = flag_value == EXTRA_FLAG_LOG_NORMAL;
  if (normal_double_value (c, k, c->args[0].u, flag_value, log_normal ? c->args[1].d : 0,
                           log_normal ? c->args[2].d : 0, &r))
    CK_RET_D (c, r);
}

/* ---- curand_poisson (curand_poisson.h): Knuth's product of uniforms below lambda 64, a
 * rejection method on an approximation of the regularised incomplete gamma function up to 4000,
 * a rounded normal above. The gamma branch uses the SFU's approximations (rsqrt, ex2, lg2, rcp
 * .approx, modelled as in devlib.c) and the multiply-adds nvcc contracts its expressions into. */

static float cr_rsqrt (float a) { return 1.0f / sqrtf (a); }
static float cr_rcp (float a) { return 1.0f / a; }
/* ex2.approx of a * log2 (e), the product taken in double as the header writes it */
static float cr_exp (float a) { return exp2f ((float) ((double) a * 1.4426950408889634074)); }
static float cr_log (float a) { return (float) ((double) log2f (a) * 0.69314718055994530942); }

/* the second-level parameters of __cr_pgammainc and __cr_pgammaincinv, which depend on [a] */
static void
cr_gamma_params (float a, float *alpha, float *beta)
{
  *alpha = fmaf (1.43248035075540910f, cr_rsqrt (a - 0.12400979329415655f), 0.00025361074907033f);
  *beta = fmaf (0.21096734870196546f, cr_rsqrt (a - 1.97381164089999420f), 0.94201734077887530f);
}

static float
cr_pgammainc (float a, float x)
{
  float alpha, beta;
  cr_gamma_params (a, &alpha, &beta);
  float t = fmaf (alpha, a - x, -beta);
  t = 1.0f + cr_exp (t);
  return cr_rcp (t * t);
}

static float
cr_pgammaincinv (float a, float y)
{
  float alpha, beta;
  cr_gamma_params (a, &alpha, &beta);
  float t = cr_log (cr_rsqrt (y) - 1.0f);
  t = beta + t;
  return fmaf (-t, cr_rcp (alpha), a);
}

/* log ((a - 1)!) : a table up to 8, Stirling's series (Hart et al.) above */
static double
cr_lgamma_integer (int a)
{
  static const double table[] = { 0.0, 0.0, 6.931471805599453094e-1, 1.791759469228055001e0,
                                   3.178053830347945620e0, 4.787491742782045994e0,
                                   6.579251212010100995e0, 8.525161361065414300e0,
                                   1.060460290274525023e1 };
  double fa = fabs ((double) (float) a);
  if (a <= 8)
    return table[CLAMP ((int) fa - 1, 0, 8)];
  double s = 1.0 / fa, t = s * s;
  double sum = -0.1633436431e-2;
  sum = fma (sum, t, 0.83645878922e-3);
  sum = fma (sum, t, -0.5951896861197e-3);
  sum = fma (sum, t, 0.793650576493454e-3);
  sum = fma (sum, t, -0.277777777735865004e-2);
  sum = fma (sum, t, 0.833333333333331018375e-1);
  sum = fma (sum, s, 0.918938533204672);
  s = 0.5 * log (fa);
  t = fa - 0.5;
  s = s * t;
  t = s - fa;
  s = s + sum;
  return t + s;
}

/* (unsigned int) x as the GPU converts (cvt.rzi.u32): NaN and negatives to 0, saturated above */
static guint32
sat_u32 (double x)
{
  return !(x > 0) ? 0 : x >= 4294967295.0 ? G_MAXUINT32 : (guint32) x;
}

/* (int) x as the GPU converts (cvt.rzi.s32): NaN to 0, saturated at both ends; a C cast of a
 * NaN or of a value out of range is undefined on the host (make fuzz-run: UBSan) */
static int
sat_i32 (float x)
{
  return isnan (x) ? 0 : x >= 2147483648.0f ? G_MAXINT32 : x < -2147483648.0f ? G_MININT32 : (int) x;
}

/* curand_poisson_knuth: multiply uniforms into e^lambda until the product is at most 1. */
static guint32
poisson_knuth (Gen *g, float l)
{
  guint32 n = 0;
  float p = expf (l);
  do
    {
      n++;
      p *= gen_uniform (g);
    }
  while (p > 1.0);
  return n - 1;
}

/* curand_poisson_gammainc: a candidate from the approximate inverse, accepted by rejection.
 * With lambda NaN nothing is ever accepted and the GPU's loop never ends: cudak gives up after
 * POISSON_MAX_TRIES (an acceptance takes about 1.3 tries) and answers G_MAXUINT32 in [*stuck]. */
enum { POISSON_MAX_TRIES = 1 << 20 };

static guint32
poisson_gammainc (Gen *g, float l, gboolean *stuck)
{
  float logl = cr_log (l), x;
  for (int tries = 0; tries < POISSON_MAX_TRIES; tries++)
    {
      float y = gen_uniform (g);
      x = floorf (cr_pgammaincinv (l, y));
      float z = gen_uniform (g);
      float v = (cr_pgammainc (l, x + 1.0f) - cr_pgammainc (l, x)) * 1.3f;
      z = z * v;
      float t = cr_exp (fmaf (x, logl, -l) - (float) cr_lgamma_integer (sat_i32 (1.0f + x)));
      if (z < t && v >= 1e-20)
        return sat_u32 (x);
    }
  *stuck = TRUE;
  return G_MAXUINT32;
}

/* The report for a gamma branch that found no value (lambda NaN). */
static void
poisson_stuck (CkBuiltinCall *c, double lambda)
{
  ck_rt_report (c, CK_FAULT_BAD_CALL, "curand_poisson (lambda %g) accepted no value in %d tries: "
                "on a GPU the thread loops for ever", lambda, POISSON_MAX_TRIES);
}

/* the normal approximation, rounded to nearest */
static guint32
poisson_normal (double lambda, double n)
{
  return sat_u32 (fma (sqrt (lambda), n, lambda) + 0.5);
}

static void
poisson (CkBuiltinCall *c, GenKind k)
{
  guint64 st = c->args[0].u;
  double lambda = c->args[1].d;
  if (lambda > 4000)
    {
      double n;
      if (normal_double_value (c, k, st, EXTRA_FLAG_NORMAL, 0, 0, &n))
        CK_RET_U (c, poisson_normal (lambda, n));
      return;
    }
  Gen g;
  if (!gen_load (c, k, st, &g))
    return;
  gboolean stuck = FALSE;
  guint32 r = lambda < 64 ? poisson_knuth (&g, (float) lambda)
                          : poisson_gammainc (&g, (float) lambda, &stuck);
  if (stuck)
    poisson_stuck (c, lambda);
  if (gen_store (&g))
    CK_RET_U (c, r);
}

/* A struct of up to 16 bytes as the builtin's result (the lowering copies it out). */
static void
ret_bytes (CkBuiltinCall *c, const void *p, gsize n)
{
  memset (&c->ret, 0, sizeof c->ret);
  memcpy (&c->ret, p, n);
}

/* curand_init: the whole state is written (the generator and a cleared Box-Muller cache). */
static void
init_state (CkBuiltinCall *c, GenKind k)
{
  guint64 seed = c->args[0].u, sub = c->args[1].u, off = c->args[2].u, st = c->args[3].u;
  Gen g = { .c = c, .kind = k, .addr = st };
  if (k == GEN_XORWOW)
    ck_curand_xorwow_init (&g.xw, seed, sub, off);
  else if (k == GEN_MRG)
    ck_curand_mrg_init (&g.mrg, seed, sub, off);
  else
    ck_curand_philox_init (&g.ph, seed, sub, off);
  guint8 zero[24] = { 0 };
  if (gen_store (&g))
    ck_rt_write (c, st + flag_off (k, FALSE), zero, k == GEN_PHILOX ? 20 : 24);
}

/* skipahead ([seq] 0), skipahead_subsequence (1) and skipahead_sequence (2): XORWOW and Philox
 * have no subsequence skip of their own (their sequence is curand_init's subsequence). */
static void
skip (CkBuiltinCall *c, GenKind k, int seq)
{
  Gen g;
  if (!gen_load (c, k, c->args[1].u, &g))
    return;
  guint64 n = c->args[0].u;
  switch (k)
    {
    case GEN_XORWOW:
      if (seq)
        ck_curand_xorwow_skip_sequence (&g.xw, n);
      else
        ck_curand_xorwow_skip (&g.xw, n);
      break;
    case GEN_PHILOX:
      if (seq)
        ck_curand_philox_skip_sequence (&g.ph, n);
      else
        ck_curand_philox_skip (&g.ph, n);
      break;
    case GEN_MRG:
      ck_curand_mrg_skip (&g.mrg, n, seq == 0 ? 0 : seq == 1 ? CK_CURAND_MRG_SUBSEQ_SHIFT
                                                             : CK_CURAND_MRG_SEQ_SHIFT);
      break;
    }
  gen_store (&g);
}

/* The builtin of [name] for every state type: the body sees the call [c] and the kind [k]. */
#define SAME(name, ...) \
  void ck_bi_u_cudak_##name##_xorwow (CkBuiltinCall *c) { const GenKind k = GEN_XORWOW; __VA_ARGS__ } \
  void ck_bi_u_cudak_##name##_philox (CkBuiltinCall *c) { const GenKind k = GEN_PHILOX; __VA_ARGS__ } \
  void ck_bi_u_cudak_##name##_mrg32k3a (CkBuiltinCall *c) { const GenKind k = GEN_MRG; __VA_ARGS__ }

SAME (curand_init, init_state (c, k);)

SAME (curand, {
  Gen g;
  if (gen_load (c, k, c->args[0].u, &g))
    {
      guint32 r = gen_next (&g);
      if (gen_store (&g))
        CK_RET_U (c, r);
    }
})

SAME (curand_uniform, {
  Gen g;
  if (gen_load (c, k, c->args[0].u, &g))
    {
      float r = gen_uniform (&g);
      if (gen_store (&g))
        CK_RET_F (c, r);
    }
})

SAME (curand_uniform_double, {
  Gen g;
  if (gen_load (c, k, c->args[0].u, &g))
    {
      double r = gen_uniform_double (&g);
      if (gen_store (&g))
        CK_RET_D (c, r);
    }
})

SAME (curand_normal, normal_float (c, k, EXTRA_FLAG_NORMAL);)
SAME (curand_log_normal, normal_float (c, k, EXTRA_FLAG_LOG_NORMAL);)
SAME (curand_normal_double, normal_double (c, k, EXTRA_FLAG_NORMAL);)
SAME (curand_log_normal_double, normal_double (c, k, EXTRA_FLAG_LOG_NORMAL);)

SAME (curand_normal2, {
  Gen g;
  if (gen_load (c, k, c->args[0].u, &g))
    {
      float v[2];
      box_muller (&g, v);
      if (gen_store (&g))
        ret_bytes (c, v, sizeof v);
    }
})

SAME (curand_log_normal2, {
  Gen g;
  if (gen_load (c, k, c->args[0].u, &g))
    {
      float v[2];
      box_muller (&g, v);
      for (int i = 0; i < 2; i++)
        v[i] = expf (fmaf (c->args[2].f, v[i], c->args[1].f));
      if (gen_store (&g))
        ret_bytes (c, v, sizeof v);
    }
})

SAME (curand_normal2_double, {
  Gen g;
  if (gen_load (c, k, c->args[0].u, &g))
    {
      double v[2];
      box_muller_double (&g, v);
      if (gen_store (&g))
        ret_bytes (c, v, sizeof v);
    }
})

SAME (skipahead, skip (c, k, 0);)
SAME (skipahead_sequence, skip (c, k, 2);)

SAME (curand_poisson, poisson (c, k);)

void ck_bi_u_cudak_skipahead_subsequence_mrg32k3a (CkBuiltinCall *c) { skip (c, GEN_MRG, 1); }

/* Philox only: four values at once */
void
ck_bi_u_cudak_curand4_philox (CkBuiltinCall *c)
{
  Gen g;
  if (gen_load (c, GEN_PHILOX, c->args[0].u, &g))
    {
      guint32 r[4];
      gen_next4 (&g, r);
      if (gen_store (&g))
        ret_bytes (c, r, sizeof r);
    }
}

void
ck_bi_u_cudak_curand_uniform4_philox (CkBuiltinCall *c)
{
  Gen g;
  if (gen_load (c, GEN_PHILOX, c->args[0].u, &g))
    {
      guint32 r[4];
      float f[4];
      gen_next4 (&g, r);
      for (int i = 0; i < 4; i++)
        f[i] = ck_curand_uniform (r[i]);
      if (gen_store (&g))
        ret_bytes (c, f, sizeof f);
    }
}

/* curand_poisson4: four draws; above lambda 4000 from curand_normal4_double's four normals
   (two blocks, the Box-Muller cache untouched) */
void
ck_bi_u_cudak_curand_poisson4_philox (CkBuiltinCall *c)
{
  Gen g;
  double lambda = c->args[1].d;
  if (!gen_load (c, GEN_PHILOX, c->args[0].u, &g))
    return;
  guint32 r[4];
  if (lambda > 4000)
    {
      double v[4];
      box_muller_double (&g, v);
      box_muller_double (&g, v + 2);
      for (int i = 0; i < 4; i++)
        r[i] = poisson_normal (lambda, v[i]);
    }
  else
    {
      gboolean stuck = FALSE;
      for (int i = 0; i < 4 && !stuck; i++)
        r[i] = lambda < 64 ? poisson_knuth (&g, (float) lambda)
                           : poisson_gammainc (&g, (float) lambda, &stuck);
      if (stuck)
        {
          poisson_stuck (c, lambda);
          r[0] = r[1] = r[2] = r[3] = G_MAXUINT32;
        }
    }
  if (gen_store (&g))
    ret_bytes (c, r, sizeof r);
}

/* curand_normal4_double (state, out): four normal doubles from two blocks (two Box-Muller pairs
   of four words each) into *out; the Box-Muller cache is untouched */
void
ck_bi_u_cudak_curand_normal4_double_philox (CkBuiltinCall *c)
{
  Gen g;
  if (!gen_load (c, GEN_PHILOX, c->args[0].u, &g))
    return;
  double v[4];
  box_muller_double (&g, v);
  box_muller_double (&g, v + 2);
  if (gen_store (&g))
    ck_rt_write (c, c->args[1].u, v, sizeof v);
}

/* curand_uniform2_double: 53 bits from each half of a block */
void
ck_bi_u_cudak_curand_uniform2_double_philox (CkBuiltinCall *c)
{
  Gen g;
  if (gen_load (c, GEN_PHILOX, c->args[0].u, &g))
    {
      guint32 w[4];
      gen_next4 (&g, w);
      double d[2] = { ck_curand_uniform_double_hq (w[0], w[1]),
                      ck_curand_uniform_double_hq (w[2], w[3]) };
      if (gen_store (&g))
        ret_bytes (c, d, sizeof d);
    }
}

/* curand_normal4 and, with [log_normal], curand_log_normal4 (e^(mean + stddev v)): two
 * Box-Muller pairs from one curand4 */
static void
normal4 (CkBuiltinCall *c, gboolean log_normal)
{
  Gen g;
  if (!gen_load (c, GEN_PHILOX, c->args[0].u, &g))
    return;
  guint32 r[4];
  float f[4];
  gen_next4 (&g, r);
  ck_curand_box_muller (r[0], r[1], ck_devlib_sincosf_approx, f);
  ck_curand_box_muller (r[2], r[3], ck_devlib_sincosf_approx, f + 2);
  for (int i = 0; log_normal && i < 4; i++)
    f[i] = expf (fmaf (c->args[2].f, f[i], c->args[1].f));
  if (gen_store (&g))
    ret_bytes (c, f, sizeof f);
}

void ck_bi_u_cudak_curand_normal4_philox (CkBuiltinCall *c) { normal4 (c, FALSE); }
void ck_bi_u_cudak_curand_log_normal4_philox (CkBuiltinCall *c) { normal4 (c, TRUE); }

/* ---- the host API ------------------------------------------------------------------------ */

/* curandStatus_t (curand.h) */
enum {
  ST_SUCCESS = 0, ST_NOT_INITIALIZED = 101, ST_TYPE_ERROR = 103, ST_OUT_OF_RANGE = 104,
  ST_LENGTH_NOT_MULTIPLE = 105, ST_LAUNCH_FAILURE = 201,
};
/* curandRngType_t and curandOrdering_t values cudak implements */
enum {
  RNG_PSEUDO_DEFAULT = 100, RNG_XORWOW = 101, RNG_MRG32K3A = 121, RNG_MTGP32 = 141,
  RNG_MT19937 = 142, RNG_PHILOX = 161, RNG_QUASI_DEFAULT = 200, RNG_SOBOL32 = 201,
  RNG_SCRAMBLED_SOBOL32 = 202, RNG_SOBOL64 = 203, RNG_SCRAMBLED_SOBOL64 = 204,
  ORDERING_PSEUDO_BEST = 100, ORDERING_PSEUDO_DEFAULT = 101, ORDERING_PSEUDO_SEEDED = 102,
  ORDERING_PSEUDO_LEGACY = 103, ORDERING_PSEUDO_DYNAMIC = 104, ORDERING_QUASI_DEFAULT = 201,
  DIRECTION_VECTORS_32_JOEKUO6 = 101, DIRECTION_VECTORS_64_JOEKUO6 = 103,
};
/* curandSetQuasiRandomGeneratorDimensions' range (curand.h) */
#define SOBOL_MAX_DIMS 20000u
/* The library's host layout: XORWOW interleaves 4096 subsequences, one word each in turn,
 * MRG32k3a 81920; Philox 65536 subsequences, one block of four words each in turn (measured on
 * libcurand 10 of CUDA 13, whose first outputs for seed 1234 the unit tests pin). */
#define XORWOW_STREAMS 4096u
#define PHILOX_STREAMS 65536u
#define MRG_STREAMS 81920u

/* One generator of the program (curandGenerator_t): an opaque handle. */
typedef struct CkCurandGen {
  guint64 handle;
  int type;                    /* RNG_XORWOW, RNG_PHILOX, RNG_MRG32K3A, RNG_SOBOL32, RNG_SOBOL64 */
  gboolean host;               /* curandCreateGeneratorHost: output to host memory */
  guint64 seed, offset;        /* Philox: [offset] numbers the next output */
  int ordering;
  guint64 stream;              /* curandSetStream's cudaStream_t (0: the default stream) */
  guint64 pos;                 /* XORWOW, MRG32k3a: the number of the next unit (fill_streams) */
  guint64 n_streams;           /* XORWOW, MRG32k3a: how many subsequences take turns */
  guint64 *words;              /* ... and the position of each, in values drawn (g_new0) */
  float *bm_extra;             /* ... and its Box-Muller pair's unused normal (Poisson), */
  guint8 *bm_flag;             /* ... when its flag is set (both g_new0 on first use) */
  guint dims;                  /* Sobol: the dimensions; [offset] numbers the next point */
  guint32 (*dirs)[32];         /* ... Sobol32's direction vectors of its first CK_CURAND_SOBOL_DIMS */
  guint64 (*dirs64)[64];       /* ... Sobol64's */
} CkCurandGen;

static gboolean
is_sobol (const CkCurandGen *g)
{
  return g->type == RNG_SOBOL32 || g->type == RNG_SOBOL64;
}

static void
gen_free (gpointer p)
{
  CkCurandGen *g = p;
  g_free (g->words);
  g_free (g->bm_extra);
  g_free (g->bm_flag);
  g_free (g->dirs);
  g_free (g->dirs64);
  g_free (g);
}

static void streams_set_offset (CkCurandGen *g, guint64 offset);

/* The run's generators by handle, made on first use. */
static GHashTable *
gens (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!rt->curand)
    rt->curand = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, gen_free);
  return rt->curand;
}

/* The live generator of handle [h], NULL for NULL or a destroyed one. */
static CkCurandGen *
gen_of (CkBuiltinCall *c, guint64 h)
{
  return h ? g_hash_table_lookup (gens (c), &h) : NULL;
}

#define STATUS(c, v) CK_RET_I ((c), (v))

/* curandCreateGenerator ([host] FALSE) and curandCreateGeneratorHost: the handle into *args[0]. */
static void
create (CkBuiltinCall *c, gboolean host)
{
  guint64 out = c->args[0].u;
  int type = (int) c->args[1].i;
  const char *unsup = NULL;
  switch (type)
    {
    case RNG_PSEUDO_DEFAULT: case RNG_XORWOW: case RNG_PHILOX: case RNG_MRG32K3A:
      break;
    case RNG_MTGP32: unsup = "CURAND_RNG_PSEUDO_MTGP32"; break;
    case RNG_MT19937: unsup = "CURAND_RNG_PSEUDO_MT19937"; break;
    case RNG_QUASI_DEFAULT: case RNG_SOBOL32: case RNG_SOBOL64:
      break;
    /* the scrambled generators add libcurand's scramble constants, data cudak cannot derive */
    case RNG_SCRAMBLED_SOBOL32: unsup = "CURAND_RNG_QUASI_SCRAMBLED_SOBOL32"; break;
    case RNG_SCRAMBLED_SOBOL64: unsup = "CURAND_RNG_QUASI_SCRAMBLED_SOBOL64"; break;
    default:
      STATUS (c, ST_TYPE_ERROR);
      return;
    }
  if (unsup)
    {
      ck_rt_report (c, CK_FAULT_UNSUPPORTED, "unsupported: cuRAND generator %s", unsup);
      STATUS (c, ST_TYPE_ERROR);
      return;
    }
  CkCurandGen *g = g_new0 (CkCurandGen, 1);
  g->handle = ck_rt_new_handle (ck_rt (c->run));
  g->type = type == RNG_PSEUDO_DEFAULT ? RNG_XORWOW : type == RNG_QUASI_DEFAULT ? RNG_SOBOL32 : type;
  g->host = host;
  g->ordering = ORDERING_PSEUDO_DEFAULT;
  if (is_sobol (g))
    {
      g->ordering = ORDERING_QUASI_DEFAULT;
      g->dims = 1;
      if (g->type == RNG_SOBOL32)
        {
          g->dirs = g_malloc (sizeof *g->dirs * CK_CURAND_SOBOL_DIMS);
          ck_curand_sobol32_directions (g->dirs, CK_CURAND_SOBOL_DIMS);
        }
      else
        {
          g->dirs64 = g_malloc (sizeof *g->dirs64 * CK_CURAND_SOBOL_DIMS);
          ck_curand_sobol64_directions (g->dirs64, CK_CURAND_SOBOL_DIMS);
        }
    }
  else if (g->type != RNG_PHILOX)
    {
      g->n_streams = g->type == RNG_MRG32K3A ? MRG_STREAMS : XORWOW_STREAMS;
      g->words = g_new0 (guint64, g->n_streams);
    }
  if (!ck_rt_write (c, out, &g->handle, 8))
    {
      gen_free (g);
      return;
    }
  g_hash_table_insert (gens (c), &g->handle, g);
  STATUS (c, ST_SUCCESS);
}

void ck_bi_curandCreateGenerator (CkBuiltinCall *c) { create (c, FALSE); }
void ck_bi_curandCreateGeneratorHost (CkBuiltinCall *c) { create (c, TRUE); }

void
ck_bi_curandDestroyGenerator (CkBuiltinCall *c)
{
  guint64 h = c->args[0].u;
  if (!gen_of (c, h))
    {
      STATUS (c, ST_NOT_INITIALIZED);
      return;
    }
  g_hash_table_remove (gens (c), &h);
  STATUS (c, ST_SUCCESS);
}

void
ck_bi_curandSetPseudoRandomGeneratorSeed (CkBuiltinCall *c)
{
  CkCurandGen *g = gen_of (c, c->args[0].u);
  if (!g)
    {
      STATUS (c, ST_NOT_INITIALIZED);
      return;
    }
  if (is_sobol (g))
    {
      STATUS (c, ST_TYPE_ERROR);   /* a quasi-random generator has no seed */
      return;
    }
  g->seed = c->args[1].u;   /* the offset stays: the next output is still number [offset] */
  STATUS (c, ST_SUCCESS);
}

void
ck_bi_curandSetGeneratorOffset (CkBuiltinCall *c)
{
  CkCurandGen *g = gen_of (c, c->args[0].u);
  if (!g)
    {
      STATUS (c, ST_NOT_INITIALIZED);
      return;
    }
  g->offset = c->args[1].u;
  if (g->words)
    streams_set_offset (g, g->offset);   /* Sobol32: [offset] is the next point's number */
  /* the subsequences start afresh: no Box-Muller normal is left over (libcurand's XORWOW) */
  if (g->bm_flag)
    memset (g->bm_flag, 0, g->n_streams);
  STATUS (c, ST_SUCCESS);
}

/* The orderings as libcurand's host generators answer them: BEST and DEFAULT are the layout
 * cudak implements, and so is LEGACY for XORWOW and Philox; SEEDED exists for XORWOW only,
 * DYNAMIC for device generators only, each with a layout of its own that cudak lacks. */
void
ck_bi_curandSetGeneratorOrdering (CkBuiltinCall *c)
{
  CkCurandGen *g = gen_of (c, c->args[0].u);
  if (!g)
    {
      STATUS (c, ST_NOT_INITIALIZED);
      return;
    }
  int o = (int) c->args[1].i;
  if (is_sobol (g))
    {
      STATUS (c, o == ORDERING_QUASI_DEFAULT ? ST_SUCCESS : ST_OUT_OF_RANGE);
      return;
    }
  gboolean same = o == ORDERING_PSEUDO_BEST || o == ORDERING_PSEUDO_DEFAULT
                  || (o == ORDERING_PSEUDO_LEGACY && g->type != RNG_MRG32K3A);
  gboolean other = (o == ORDERING_PSEUDO_LEGACY && g->type == RNG_MRG32K3A)
                   || (o == ORDERING_PSEUDO_SEEDED && g->type == RNG_XORWOW)
                   || (o == ORDERING_PSEUDO_DYNAMIC && !g->host);
  if (other)
    ck_rt_report (c, CK_FAULT_UNSUPPORTED, "unsupported: cuRAND ordering %s",
                  o == ORDERING_PSEUDO_LEGACY ? "CURAND_ORDERING_PSEUDO_LEGACY of MRG32k3a"
                  : o == ORDERING_PSEUDO_SEEDED ? "CURAND_ORDERING_PSEUDO_SEEDED"
                  : "CURAND_ORDERING_PSEUDO_DYNAMIC");
  if (!same)
    {
      STATUS (c, other ? ST_TYPE_ERROR : ST_OUT_OF_RANGE);
      return;
    }
  g->ordering = o;
  STATUS (c, ST_SUCCESS);
}

/* What one call generates. */
typedef enum { OUT_U32, OUT_UNIFORM, OUT_NORMAL, OUT_LOG_NORMAL, OUT_UNIFORM_D, OUT_NORMAL_D,
               OUT_LOG_NORMAL_D, OUT_U64 } OutKind;

/* The host library's Box-Muller: the same formula as the device API's with the host's sinf and
 * cosf and no contracted multiply-add (libcurand's host generator agrees to the last bit). */
static void
host_box_muller (guint32 x, guint32 y, float out[2])
{
  volatile float yv = (float) y * (0x1p-32f * 6.2831855f);
  float u = (float) x * 0x1p-32f + 0x1p-33f;
  float v = yv + (0x1p-32f * 6.2831855f) / 2.0f;
  float s = sqrtf (-2.0f * logf (u));
  out[0] = sinf (v) * s;
  out[1] = cosf (v) * s;
}

/* The host library's Box-Muller of MRG32k3a: two uniform floats, the second scaled by 2 pi in
 * single precision (curand_box_muller_mrg), with the host's sinf and cosf. */
static void
host_box_muller_mrg (double r0, double r1, float out[2])
{
  float x = (float) (r0 * CK_CURAND_MRG_NORM);
  volatile float y = (float) (r1 * CK_CURAND_MRG_NORM) * 6.2831855f;
  float s = sqrtf (-2.0f * logf (x));
  out[0] = sinf (y) * s;
  out[1] = cosf (y) * s;
}


/* A host generator's stream [t]: the index of its first output in the next request (outputs go
 * to the streams in turn, from where the last request stopped), and its state at the word the
 * last request left it at. */
static guint64
stream_first (const CkCurandGen *g, guint64 t)
{
  guint64 ns = g->n_streams;
  return (t + ns - g->pos % ns) % ns;
}

static void
stream_start (const CkCurandGen *g, guint64 t, gboolean mrg, CkXorwow *s, CkMrg *m)
{
  if (mrg)
    ck_curand_mrg_init (m, g->seed, t, g->words[t]);
  else
    ck_curand_xorwow_init (s, g->seed, t, g->words[t]);
}

/* XORWOW and MRG32k3a as libcurand's host generator runs them: [n_streams] subsequences, each
 * with a persistent position ([words]), are dealt the call's units in turn, starting with
 * subsequence [pos] mod [n_streams]; a unit is one output, or a pair of normals, and takes [w]
 * values of its subsequence. */
static void
fill_streams (CkCurandGen *g, OutKind kind, guint64 n, float mean, float sd, double mean_d,
              double sd_d, void *buf)
{
  gboolean pair = kind == OUT_NORMAL || kind == OUT_LOG_NORMAL || kind == OUT_NORMAL_D
                  || kind == OUT_LOG_NORMAL_D;
  gboolean dbl = kind == OUT_UNIFORM_D || kind == OUT_NORMAL_D || kind == OUT_LOG_NORMAL_D;
  gboolean mrg = g->type == RNG_MRG32K3A;
  guint per = pair ? 2 : 1;
  /* MRG32k3a draws one value per output; XORWOW two words per double, four per pair of them */
  guint w = mrg ? per : kind == OUT_U32 || kind == OUT_UNIFORM ? 1
            : kind == OUT_NORMAL_D || kind == OUT_LOG_NORMAL_D ? 4 : 2;
  guint64 units = n / per, ns = g->n_streams;
  for (guint64 t = 0; t < ns; t++)
    {
      guint64 j = stream_first (g, t);
      if (j >= units)
        continue;
      CkXorwow s;
      CkMrg m;
      stream_start (g, t, mrg, &s, &m);
      for (; j < units; j += ns)
        {
          guint32 x[4];
          double r[2];
          for (guint i = 0; i < w; i++)
            if (mrg)
              r[i] = ck_curand_mrg_next (&m);
            else
              x[i] = ck_curand_xorwow_next (&s);
          g->words[t] += w;
          float f[2];
          double d[2];
          switch (kind)
            {
            case OUT_U32: case OUT_U64:   /* generate() makes OUT_U64 OUT_U32 */
              if (mrg)
                x[0] = ck_curand_mrg_bits (r[0]);
              memcpy (f, x, 4);
              break;
            case OUT_UNIFORM:
              f[0] = mrg ? (float) (r[0] * CK_CURAND_MRG_NORM) : ck_curand_uniform (x[0]);
              break;
            case OUT_UNIFORM_D:
              d[0] = mrg ? r[0] * CK_CURAND_MRG_NORM : ck_curand_uniform_double_hq (x[0], x[1]);
              break;
            case OUT_NORMAL: case OUT_LOG_NORMAL:
              if (mrg)
                host_box_muller_mrg (r[0], r[1], f);
              else
                host_box_muller (x[0], x[1], f);
              for (int i = 0; i < 2; i++)
                {
                  volatile float p = sd * f[i];
                  f[i] = kind == OUT_LOG_NORMAL ? expf (mean + p) : mean + p;
                }
              break;
            case OUT_NORMAL_D: case OUT_LOG_NORMAL_D:
              if (mrg)
                ck_curand_box_muller_double_uv (r[0] * CK_CURAND_MRG_NORM,
                                                r[1] * CK_CURAND_MRG_NORM * 2.0, d);
              else
                ck_curand_box_muller_double (x[0], x[1], x[2], x[3], d);
              for (int i = 0; i < 2; i++)
                {
                  volatile double p = sd_d * d[i];
                  d[i] = kind == OUT_LOG_NORMAL_D ? exp (mean_d + p) : mean_d + p;
                }
              break;
            }
          for (guint i = 0; i < per; i++)
            {
              if (dbl)
                memcpy ((guint8 *) buf + (j * per + i) * 8, &d[i], 8);
              else
                memcpy ((guint8 *) buf + (j * per + i) * 4, &f[i], 4);
            }
        }
    }
  g->pos += units;
}

/* curandSetGeneratorOffset's positions: the next unit is number [offset]; subsequence t is at
 * value (the first unit number >= offset that falls to it) / [n_streams]. */
static void
streams_set_offset (CkCurandGen *g, guint64 offset)
{
  guint64 ns = g->n_streams;
  g->pos = offset;
  for (guint64 t = 0; t < ns; t++)
    g->words[t] = (offset + (t + ns - offset % ns) % ns) / ns;
}

/* Philox: output k of 32-bit values and floats is word k % 4 of block k / 4, whose counter is
 * subsequence (k / 4) % 65536, block (k / 4) / 65536; doubles take two blocks of a subsequence per
 * turn, two doubles from each. Stateless: [first] numbers the call's first output. */
static void
fill_philox (guint64 seed, OutKind kind, guint64 first, guint64 n, float mean, float sd,
             double mean_d, double sd_d, void *buf)
{
  guint32 key[2] = { (guint32) seed, (guint32) (seed >> 32) };
  gboolean dbl = kind == OUT_UNIFORM_D || kind == OUT_NORMAL_D || kind == OUT_LOG_NORMAL_D;
  guint64 prev_block = G_MAXUINT64;
  guint32 w[4] = { 0 };
  float f[4] = { 0 };
  double d[2] = { 0 };
  for (guint64 k = first; k < first + n; k++)
    {
      guint64 block, t, r;
      if (!dbl)
        {
          block = k / 4;
          t = block % PHILOX_STREAMS;
          r = block / PHILOX_STREAMS;
        }
      else
        {
          block = k / 2;                       /* two doubles per block */
          guint64 p = block / 2;               /* two blocks per turn of a subsequence */
          t = p % PHILOX_STREAMS;
          /* turn R takes blocks R and R + 1: consecutive turns share a block, as libcurand's
             output shows (its skip-ahead counts one block per turn) */
          r = p / PHILOX_STREAMS + block % 2;
        }
      if (block != prev_block)
        {
          guint32 ctr[4] = { (guint32) r, (guint32) (r >> 32), (guint32) t, (guint32) (t >> 32) };
          ck_curand_philox_block (ctr, key, w);
          prev_block = block;
          switch (kind)
            {
            case OUT_U32: case OUT_U64: memcpy (f, w, 16); break;
            case OUT_UNIFORM:
              for (int i = 0; i < 4; i++)
                f[i] = ck_curand_uniform (w[i]);
              break;
            case OUT_NORMAL: case OUT_LOG_NORMAL:
              host_box_muller (w[0], w[1], f);
              host_box_muller (w[2], w[3], f + 2);
              for (int i = 0; i < 4; i++)
                {
                  volatile float p = sd * f[i];
                  f[i] = kind == OUT_LOG_NORMAL ? expf (mean + p) : mean + p;
                }
              break;
            case OUT_UNIFORM_D:
              d[0] = ck_curand_uniform_double_hq (w[0], w[1]);
              d[1] = ck_curand_uniform_double_hq (w[2], w[3]);
              break;
            case OUT_NORMAL_D: case OUT_LOG_NORMAL_D:
              ck_curand_box_muller_double (w[0], w[1], w[2], w[3], d);
              for (int i = 0; i < 2; i++)
                {
                  volatile double p = sd_d * d[i];
                  d[i] = kind == OUT_LOG_NORMAL_D ? exp (mean_d + p) : mean_d + p;
                }
              break;
            }
        }
      if (dbl)
        memcpy ((guint8 *) buf + (k - first) * 8, &d[k % 2], 8);
      else
        memcpy ((guint8 *) buf + (k - first) * 4, &f[k % 4], 4);
    }
}

/* A device generator's output: the library's kernel, here one op of the generator's stream that
 * writes the numbers computed at the call (their values depend on nothing the stream does). */
typedef struct {
  guint64 dst, n;
  guint8 *buf;
  CkSrcLoc loc;
} CurandWrite;

static void
curand_write_free (gpointer p)
{
  CurandWrite *w = p;
  g_free (w->buf);
  g_free (w);
}

static void
run_curand_write (CkRun *run, CkOp *op)
{
  const CurandWrite *w = op->data;
  ck_mem_write_bytes (run, NULL, 0, w->dst, w->buf, w->n, w->loc);
}

/* The cycles the generation kernel takes: as a copy of its output (cudart.c's copy cost). */
enum { GEN_SETUP_CYCLES = 1000, GEN_BYTES_PER_CYCLE = 16 };

/* The [n] outputs of [size] bytes in [buf] (g_free'd here) to [out]: a host generator writes
 * them at once, a device one as an operation of its stream; then the status. */
static void
write_output (CkBuiltinCall *c, CkCurandGen *g, guint64 out, guint8 *buf, guint64 n, gsize size)
{
  if (g->host)
    {
      gboolean ok = ck_rt_write (c, out, buf, n * size);
      g_free (buf);
      if (!ok)
        return;
    }
  else
    {
      /* the library's kernel writes [out]: device memory, or host memory the device can reach */
      CkAlloc *a = n ? ck_mem_lookup (c->run->mem, out) : NULL;
      if (n && (!a || a->is_freed || !(a->space == CK_SPACE_GLOBAL || a->space == CK_SPACE_MANAGED
                                      || a->is_mapped)))
        {
          g_free (buf);
          ck_rt_report (c, CK_FAULT_BAD_COPY, "cuRAND generation: a generator of "
                        "curandCreateGenerator writes device memory, and %#" G_GINT64_MODIFIER
                        "x is %s (a host generator is curandCreateGeneratorHost's)", out,
                        a && !a->is_freed ? "host memory" : "no live allocation");
          STATUS (c, ST_LAUNCH_FAILURE);
          return;
        }
      CkStream *stream = ck_run_stream_of (c->run, g->stream);
      if (!stream)
        {
          g_free (buf);
          ck_rt_report (c, CK_FAULT_API_MISUSE, "cuRAND generation: the generator's stream %#"
                        G_GINT64_MODIFIER "x was destroyed or never created", g->stream);
          STATUS (c, ST_LAUNCH_FAILURE);
          return;
        }
      CurandWrite *w = g_new0 (CurandWrite, 1);
      *w = (CurandWrite) { out, n * size, buf, ck_rt_loc (c) };
      CkOp *op = ck_stream_enqueue (c->run, stream, CK_OP_CALLBACK, ck_rt_loc (c));
      op->run = run_curand_write;
      op->data = w;
      op->free_data = curand_write_free;
      op->cost = GEN_SETUP_CYCLES + n * size / GEN_BYTES_PER_CYCLE;
    }
  g->offset += is_sobol (g) ? n / g->dims : n;
  STATUS (c, ST_SUCCESS);
}

/* Sobol32 and Sobol64 as libcurand's host generator lays them out: the call's [n] / [dims]
 * points, dimension by dimension (all of dimension 1's coordinates, then dimension 2's, ...),
 * from point [offset] on. Point i of a dimension is the XOR of the direction vectors at the set
 * bits of i's Gray code (Antonov and Saleev), i counted modulo 2^32 for Sobol32 as the library
 * does; a coordinate is a 32-bit (Sobol64: with OUT_U32, 64-bit) value or converted as the device
 * API converts it (a float from Sobol64's upper 32 bits, a double from its upper 53). */
static void
fill_sobol (const CkCurandGen *g, OutKind kind, guint64 n, void *buf)
{
  gboolean wide = g->type == RNG_SOBOL64;
  guint w = wide ? 64 : 32;
  guint64 pts = n / g->dims, mask = wide ? G_MAXUINT64 : G_MAXUINT32;
  for (guint d = 0; d < g->dims; d++)
    {
      guint64 v[64];
      for (guint k = 0; k < w; k++)
        v[k] = wide ? g->dirs64[d][k] : g->dirs[d][k];
      guint64 i = g->offset & mask, gray = i ^ (i >> 1), x = 0;
      for (guint k = 0; k < w; k++)
        if (gray & (G_GUINT64_CONSTANT (1) << k))
          x ^= v[k];
      for (guint64 j = 0; j < pts; j++)
        {
          guint64 at = d * pts + j;
          if (kind == OUT_U32 && wide)
            memcpy ((guint8 *) buf + at * 8, &x, 8);
          else if (kind == OUT_U32)
            {
              guint32 x32 = (guint32) x;
              memcpy ((guint8 *) buf + at * 4, &x32, 4);
            }
          else if (kind == OUT_UNIFORM)
            {
              float f = ck_curand_uniform ((guint32) (wide ? x >> 32 : x));
              memcpy ((guint8 *) buf + at * 4, &f, 4);
            }
          else
            {
              double u = wide ? (double) (x >> 11) * 0x1p-53 + 0x1p-54
                              : ck_curand_uniform_double32 ((guint32) x);
              memcpy ((guint8 *) buf + at * 8, &u, 8);
            }
          /* the next point's Gray code differs in the bit of i's lowest zero; after the last
             point comes point 0 */
          guint64 z = ~i & mask;
          x = z ? x ^ v[__builtin_ctzll (z)] : 0;
          i = (i + 1) & mask;
        }
    }
}

/* curandGenerate*: args[1], args[2] the output and its count, then mean and stddev. The numbers
 * are computed at the call; a host generator writes them at once, a device one in its stream. */
static void
generate (CkBuiltinCall *c, OutKind kind)
{
  CkCurandGen *g = gen_of (c, c->args[0].u);
  guint64 out = c->args[1].u, n = c->args[2].u;
  if (!g)
    {
      STATUS (c, ST_NOT_INITIALIZED);
      return;
    }
  /* curandGenerate gives 32-bit values, curandGenerateLongLong (OUT_U64) 64-bit ones: each
     only of the generators whose words have that width */
  if ((kind == OUT_U32) != (g->type != RNG_SOBOL64) && (kind == OUT_U32 || kind == OUT_U64))
    {
      STATUS (c, ST_TYPE_ERROR);
      return;
    }
  if (kind == OUT_U64)
    kind = OUT_U32;            /* a Sobol64 generator's raw words */
  /* XORWOW's and MRG32k3a's normals come in pairs: an odd count is refused; Philox's take any
     count */
  gboolean pair = kind == OUT_NORMAL || kind == OUT_LOG_NORMAL || kind == OUT_NORMAL_D
                  || kind == OUT_LOG_NORMAL_D;
  if (is_sobol (g) && n % g->dims)
    {
      STATUS (c, ST_LENGTH_NOT_MULTIPLE);   /* whole points only */
      return;
    }
  if (is_sobol (g) && pair)
    {
      /* the library maps each coordinate through its own single- and double-precision inverse
         normal CDF, whose last bits differ from the correctly rounded one's (in 31% of the
         first 2^20 floats): no bit-exact equivalent is known */
      ck_rt_report (c, CK_FAULT_UNSUPPORTED, "unsupported: %s of a %s generator (the "
                    "library's inverse normal CDF)",
                    kind == OUT_NORMAL ? "curandGenerateNormal"
                    : kind == OUT_LOG_NORMAL ? "curandGenerateLogNormal"
                    : kind == OUT_NORMAL_D ? "curandGenerateNormalDouble"
                    : "curandGenerateLogNormalDouble",
                    g->type == RNG_SOBOL32 ? "Sobol32" : "Sobol64");
      STATUS (c, ST_TYPE_ERROR);
      return;
    }
  if (pair && g->type != RNG_PHILOX && !is_sobol (g) && n % 2)
    {
      STATUS (c, ST_LENGTH_NOT_MULTIPLE);
      return;
    }
  float mean = 0, sd = 0;
  double mean_d = 0, sd_d = 0;
  if (kind == OUT_NORMAL || kind == OUT_LOG_NORMAL)
    mean = c->args[3].f, sd = c->args[4].f;
  if (kind == OUT_NORMAL_D || kind == OUT_LOG_NORMAL_D)
    mean_d = c->args[3].d, sd_d = c->args[4].d;
  gsize size = kind == OUT_UNIFORM_D || kind == OUT_NORMAL_D || kind == OUT_LOG_NORMAL_D
               || (kind == OUT_U32 && g->type == RNG_SOBOL64) ? 8 : 4;
  if (n > G_MAXSIZE / size)
    {
      STATUS (c, ST_LENGTH_NOT_MULTIPLE);
      return;
    }
  guint8 *buf = g_try_malloc (n * size + 1);
  if (!buf)
    {
      STATUS (c, 102);   /* CURAND_STATUS_ALLOCATION_FAILED */
      return;
    }
  if (is_sobol (g))
    fill_sobol (g, kind, n, buf);
  else if (g->words)
    fill_streams (g, kind, n, mean, sd, mean_d, sd_d, buf);
  else
    fill_philox (g->seed, kind, g->offset, n, mean, sd, mean_d, sd_d, buf);
  write_output (c, g, out, buf, n, size);
}

/* curandGeneratePoisson's normal approximation (lambda from 2000 on) for XORWOW and MRG32k3a:
 * each subsequence makes Box-Muller pairs from its position on and gives its outputs of the
 * call the pairs' normals in turn; the second normal of a pair the call leaves unused is kept
 * with the subsequence for its first output of a later call (as curand_normal keeps it in a
 * device state), while its position has passed the pair. Output = (unsigned) (sqrt (lambda) z +
 * lambda + 0.5). */
static void
fill_streams_poisson_normal (CkCurandGen *g, guint64 n, double lambda, guint32 *out)
{
  gboolean mrg = g->type == RNG_MRG32K3A;
  guint64 ns = g->n_streams;
  double sd = sqrt (lambda);
  if (!g->bm_flag)
    {
      g->bm_flag = g_new0 (guint8, ns);
      g->bm_extra = g_new0 (float, ns);
    }
  for (guint64 t = 0; t < ns; t++)
    {
      guint64 j = stream_first (g, t);
      if (j >= n)
        continue;
      CkXorwow s;
      CkMrg m;
      stream_start (g, t, mrg, &s, &m);
      for (; j < n; j += ns)
        {
          float z;
          if (g->bm_flag[t])
            {
              z = g->bm_extra[t];
              g->bm_flag[t] = 0;
            }
          else
            {
              float f[2];
              if (mrg)
                {
                  double r0 = ck_curand_mrg_next (&m);
                  host_box_muller_mrg (r0, ck_curand_mrg_next (&m), f);
                }
              else
                {
                  guint32 x = ck_curand_xorwow_next (&s);
                  host_box_muller (x, ck_curand_xorwow_next (&s), f);
                }
              g->words[t] += 2;
              z = f[0];
              g->bm_extra[t] = f[1];
              g->bm_flag[t] = 1;
            }
          out[j] = sat_u32 (sd * z + lambda + 0.5);
        }
    }
  g->pos += n;
}

/* curandGeneratePoisson (generator, out, n, lambda): as libcurand's host generator, an alias
 * table over the 32-bit values of curandGenerate below lambda 2000 (one value per output, laid
 * out as curandGenerate's), the normal approximation from 2000 up to 400000; outside (0, 400000]
 * CURAND_STATUS_OUT_OF_RANGE. */
void
ck_bi_curandGeneratePoisson (CkBuiltinCall *c)
{
  CkCurandGen *g = gen_of (c, c->args[0].u);
  guint64 out = c->args[1].u, n = c->args[2].u;
  double lambda = c->args[3].d;
  if (!g)
    {
      STATUS (c, ST_NOT_INITIALIZED);
      return;
    }
  if (!(lambda > 0 && lambda <= 400000))
    {
      STATUS (c, ST_OUT_OF_RANGE);
      return;
    }
  if (is_sobol (g))
    {
      ck_rt_report (c, CK_FAULT_UNSUPPORTED, "unsupported: curandGeneratePoisson of a Sobol "
                    "generator (the library's inverse CDF)");
      STATUS (c, ST_TYPE_ERROR);
      return;
    }
  if (n > G_MAXSIZE / 4)
    {
      STATUS (c, ST_LENGTH_NOT_MULTIPLE);
      return;
    }
  guint32 *buf = g_try_malloc (n * 4 + 1);
  if (!buf)
    {
      STATUS (c, 102);   /* CURAND_STATUS_ALLOCATION_FAILED */
      return;
    }
  if (lambda < 2000)
    {
      CkCurandM2 m;
      ck_curand_m2_poisson (lambda, &m);
      if (g->words)
        fill_streams (g, OUT_U32, n, 0, 0, 0, 0, buf);
      else
        fill_philox (g->seed, OUT_U32, g->offset, n, 0, 0, 0, 0, buf);
      for (guint64 i = 0; i < n; i++)
        buf[i] = ck_curand_m2_draw (&m, buf[i]);
      ck_curand_m2_free (&m);
    }
  else if (g->words)
    fill_streams_poisson_normal (g, n, lambda, buf);
  else
    {
      /* Philox: curandGenerateNormal's standard normals, output for output */
      fill_philox (g->seed, OUT_NORMAL, g->offset, n, 0, 1, 0, 0, buf);
      double sd = sqrt (lambda);
      for (guint64 i = 0; i < n; i++)
        {
          float z;
          memcpy (&z, &buf[i], 4);
          buf[i] = sat_u32 (sd * z + lambda + 0.5);
        }
    }
  write_output (c, g, out, (guint8 *) buf, n, 4);
}

void ck_bi_curandGenerate (CkBuiltinCall *c) { generate (c, OUT_U32); }
void ck_bi_curandGenerateUniform (CkBuiltinCall *c) { generate (c, OUT_UNIFORM); }
void ck_bi_curandGenerateUniformDouble (CkBuiltinCall *c) { generate (c, OUT_UNIFORM_D); }
void ck_bi_curandGenerateNormal (CkBuiltinCall *c) { generate (c, OUT_NORMAL); }
void ck_bi_curandGenerateNormalDouble (CkBuiltinCall *c) { generate (c, OUT_NORMAL_D); }
void ck_bi_curandGenerateLogNormal (CkBuiltinCall *c) { generate (c, OUT_LOG_NORMAL); }
void ck_bi_curandGenerateLogNormalDouble (CkBuiltinCall *c) { generate (c, OUT_LOG_NORMAL_D); }

void
ck_bi_curandSetStream (CkBuiltinCall *c)
{
  CkCurandGen *g = gen_of (c, c->args[0].u);
  if (!g)
    {
      STATUS (c, ST_NOT_INITIALIZED);
      return;
    }
  g->stream = c->args[1].u;
  STATUS (c, ST_SUCCESS);
}

/* curandGenerateLongLong and curandSetQuasiRandomGeneratorDimensions serve the quasi-random
 * generators only: a pseudo-random one answers CURAND_STATUS_TYPE_ERROR, as libcurand does. */
static void
quasi_only (CkBuiltinCall *c)
{
  STATUS (c, gen_of (c, c->args[0].u) ? ST_TYPE_ERROR : ST_NOT_INITIALIZED);
}

void ck_bi_curandGenerateLongLong (CkBuiltinCall *c) { generate (c, OUT_U64); }

/* curandSetQuasiRandomGeneratorDimensions (generator, n): 1 to 20000 dimensions, the next point
 * staying the same; cudak has the direction vectors of the first CK_CURAND_SOBOL_DIMS. */
void
ck_bi_curandSetQuasiRandomGeneratorDimensions (CkBuiltinCall *c)
{
  CkCurandGen *g = gen_of (c, c->args[0].u);
  guint64 n = c->args[1].u & 0xffffffffu;
  if (!g || !is_sobol (g))
    {
      quasi_only (c);
      return;
    }
  if (n == 0 || n > SOBOL_MAX_DIMS)
    {
      STATUS (c, ST_OUT_OF_RANGE);
      return;
    }
  if (n > CK_CURAND_SOBOL_DIMS)
    {
      ck_rt_report (c, CK_FAULT_UNSUPPORTED, "unsupported: Sobol with %u dimensions (cudak "
                    "has the direction vectors of the first %u)", (guint) n, CK_CURAND_SOBOL_DIMS);
      STATUS (c, ST_OUT_OF_RANGE);
      return;
    }
  g->dims = (guint) n;
  STATUS (c, ST_SUCCESS);
}

/* curandGetDirectionVectors32/64 (&vectors, set): the JOEKUO6 vectors in host memory that the
 * library owns (read-only, made once per run), CK_CURAND_SOBOL_DIMS dimensions of 32 or 64 each; a
 * program reading past them reads past the array, as it would past libcurand's 20000. The
 * scrambled sets are libcurand's data: unsupported. */
static void
get_directions (CkBuiltinCall *c, gboolean wide)
{
  CkRuntime *rt = ck_rt (c->run);
  int set = (int) c->args[1].i, want = wide ? DIRECTION_VECTORS_64_JOEKUO6 : DIRECTION_VECTORS_32_JOEKUO6;
  guint64 *cache = wide ? &rt->curand_dirs64 : &rt->curand_dirs32;
  if (set != want)
    {
      if (set == want + 1)
        ck_rt_report (c, CK_FAULT_UNSUPPORTED, "unsupported: curandGetDirectionVectors%s of "
                      "CURAND_SCRAMBLED_DIRECTION_VECTORS_%s_JOEKUO6", wide ? "64" : "32",
                      wide ? "64" : "32");
      STATUS (c, ST_OUT_OF_RANGE);
      return;
    }
  if (!*cache)
    {
      gsize size = CK_CURAND_SOBOL_DIMS * (wide ? 64 * 8 : 32 * 4);
      CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC, size, 16,
                                 wide ? "curandDirectionVectors64" : "curandDirectionVectors32",
                                 ck_rt_loc (c));
      if (!a)
        {
          STATUS (c, 102);   /* CURAND_STATUS_ALLOCATION_FAILED */
          return;
        }
      void *raw = ck_mem_raw (c->run->mem, a->base, size);
      if (wide)
        ck_curand_sobol64_directions ((guint64 (*)[64]) raw, CK_CURAND_SOBOL_DIMS);
      else
        ck_curand_sobol32_directions ((guint32 (*)[32]) raw, CK_CURAND_SOBOL_DIMS);
      a->is_readonly = TRUE;
      *cache = a->base;
    }
  if (ck_rt_write (c, c->args[0].u, cache, 8))
    STATUS (c, ST_SUCCESS);
}

void ck_bi_curandGetDirectionVectors32 (CkBuiltinCall *c) { get_directions (c, FALSE); }
void ck_bi_curandGetDirectionVectors64 (CkBuiltinCall *c) { get_directions (c, TRUE); }

/* curandGenerateSeeds: the library sets its states up ahead of the first generation; the numbers
 * do not change, and cudak computes them at each call anyway. */
void
ck_bi_curandGenerateSeeds (CkBuiltinCall *c)
{
  STATUS (c, gen_of (c, c->args[0].u) ? ST_SUCCESS : ST_NOT_INITIALIZED);
}

void
ck_bi_curandGetVersion (CkBuiltinCall *c)
{
  gint32 v = 10400;   /* CURAND_VERSION of CUDA 13.0's curand.h: 10.4.0 */
  if (ck_rt_write (c, c->args[0].u, &v, 4))
    STATUS (c, ST_SUCCESS);
}

void
ck_curand_free (CkRuntime *rt)
{
  if (rt->curand)
    g_hash_table_destroy (rt->curand);
}

/* ---- curandCreatePoissonDistribution ------------------------------------------------------ */

/* The layout of curand_discrete.h's structures (frontend/include/curand_kernel.h declares them),
 * all in one allocation of device memory: the distribution, its M2 shift, its histogram, then
 * V and K with one element past the table each (0.0 and 0: the bin of u = 1, which the device
 * code reads as libcurand's does, answers shift, as cudak's host generator does). */
enum {
  DD_SELF = 0, DD_M2 = 8, DD_HOST_M2 = 16, DD_STDDEV = 24, DD_MEAN = 32, DD_METHOD = 40,
  DD_SIZE = 48,
  M2S_HIST = 0, M2S_HOST_HIST = 8, M2S_SHIFT = 16, M2S_LENGTH = 20, M2S_SIZE = 32,
  H_V = 0, H_HOST_V = 8, H_K = 16, H_HOST_K = 24, H_SIZE = 40,
  METHOD_M2 = 5, METHOD_POISSON = 13,
};

static void
put_u64 (guint8 *b, gsize off, guint64 v)
{
  memcpy (b + off, &v, 8);
}

/* curandCreatePoissonDistribution (lambda, &dist): below lambda 2000 the alias table of the
 * host generator (ck_curand_m2_poisson), from 2000 on the normal approximation (mean lambda,
 * stddev sqrt (lambda)); lambda outside (0, 400000] is CURAND_STATUS_OUT_OF_RANGE, as for
 * curandGeneratePoisson. The table is written into device memory as the library's copy is. */
void
ck_bi_curandCreatePoissonDistribution (CkBuiltinCall *c)
{
  double lambda = c->args[0].d;
  guint64 out = c->args[1].u;
  if (!(lambda > 0 && lambda <= 400000))
    {
      STATUS (c, ST_OUT_OF_RANGE);
      return;
    }
  CkCurandM2 m = { 0 };
  gboolean m2 = lambda < 2000;
  if (m2)
    ck_curand_m2_poisson (lambda, &m);
  guint64 n = m2 ? m.length + 1 : 0;
  gsize size = DD_SIZE + (m2 ? M2S_SIZE + H_SIZE + n * 8 + n * 4 : 0);
  CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_GLOBAL, CK_ALLOC_CUDA_MALLOC, size, 256, NULL,
                             ck_rt_loc (c));
  if (!a)
    {
      ck_curand_m2_free (&m);
      STATUS (c, 102);   /* CURAND_STATUS_ALLOCATION_FAILED */
      return;
    }
  ck_rt_notify_alloc (c, a);
  guint64 base = a->base, m2s = base + DD_SIZE, hist = m2s + M2S_SIZE, v = hist + H_SIZE,
          k = v + n * 8;
  guint8 *b = g_malloc0 (size);
  double sd = sqrt (lambda);
  gint32 method = m2 ? METHOD_M2 : METHOD_POISSON;
  put_u64 (b, DD_SELF, base);
  memcpy (b + DD_STDDEV, &sd, 8);
  memcpy (b + DD_MEAN, &lambda, 8);
  memcpy (b + DD_METHOD, &method, 4);
  if (m2)
    {
      put_u64 (b, DD_M2, m2s);
      put_u64 (b, DD_HOST_M2, m2s);
      put_u64 (b, DD_SIZE + M2S_HIST, hist);
      put_u64 (b, DD_SIZE + M2S_HOST_HIST, hist);
      memcpy (b + DD_SIZE + M2S_SHIFT, &m.shift, 4);
      memcpy (b + DD_SIZE + M2S_LENGTH, &m.length, 4);
      gsize h = DD_SIZE + M2S_SIZE;
      put_u64 (b, h + H_V, v);
      put_u64 (b, h + H_HOST_V, v);
      put_u64 (b, h + H_K, k);
      put_u64 (b, h + H_HOST_K, k);
      memcpy (b + (v - base), m.v, m.length * 8);
      memcpy (b + (k - base), m.k, m.length * 4);
      ck_curand_m2_free (&m);
    }
  /* the library's own copy to the device: no thread of the program writes it */
  gboolean ok = ck_mem_write_bytes (c->run, NULL, 0, base, b, size, ck_rt_loc (c));
  g_free (b);
  if (ok && ck_rt_write (c, out, &base, 8))
    STATUS (c, ST_SUCCESS);
}

/* curandDestroyDistribution: releases the device memory (after the device's work, as cudaFree) */
void
ck_bi_curandDestroyDistribution (CkBuiltinCall *c)
{
  guint64 p = c->args[0].u;
  if (!p)
    {
      STATUS (c, ST_NOT_INITIALIZED);
      return;
    }
  ck_run_device_synchronize (c->run);
  CkFreeStatus st = ck_rt_release (c, p, 1u << CK_ALLOC_CUDA_MALLOC, "curandDestroyDistribution");
  STATUS (c, st == CK_FREE_OK ? ST_SUCCESS : ST_NOT_INITIALIZED);
}
