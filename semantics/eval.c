/* semantics/eval.c — the warp-wide expression evaluator: exact C semantics for every integer width,
 * float in single and double in double precision (DESIGN §6), one tree walk for all lanes.
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include "semantics/eval.h"

/* Float to integer as PTX cvt.rzi does: truncate, saturate out-of-range values, NaN -> 0.
 * C leaves out-of-range conversions undefined; the GPU's answer is the useful one to model. */
static CkVal
float_to_int (long double x, CkVT to)
{
  CkVal r = { 0 };
  if (isnan (x))
    return r;
  x = truncl (x);
  switch (to)
    {
#define SAT(T, LO, HI, FIELD) \
    { \
      if (x <= (long double) (LO)) \
        r.FIELD = (LO); \
      else if (x >= (long double) (HI)) \
        r.FIELD = (HI); \
      else \
        r.FIELD = (T) x; \
    } \
    break;
    case CK_VT_I8:  SAT (gint64, G_MININT8, G_MAXINT8, i)
    case CK_VT_U8:  SAT (guint64, 0, G_MAXUINT8, u)
    case CK_VT_I16: SAT (gint64, G_MININT16, G_MAXINT16, i)
    case CK_VT_U16: SAT (guint64, 0, G_MAXUINT16, u)
    case CK_VT_I32: SAT (gint64, G_MININT32, G_MAXINT32, i)
    case CK_VT_U32: SAT (guint64, 0, G_MAXUINT32, u)
    case CK_VT_I64: SAT (gint64, G_MININT64, G_MAXINT64, i)
    case CK_VT_U64: SAT (guint64, 0, G_MAXUINT64, u)
#undef SAT
    case CK_VT_PRED: r.u = x != 0; break;
    default: break;
    }
  return r;
}

static long double
to_ld (CkVal v, CkVT vt)
{
  switch (vt)
    {
    case CK_VT_F32: return v.f;
    case CK_VT_F64: return v.d;
    case CK_VT_F80: return v.ld;
    default:
      return ck_vt_is_signed (vt) ? (long double) v.i : (long double) v.u;
    }
}

CkVal
ck_eval_convert (CkVal v, CkVT from, CkVT to)
{
  CkVal r = { 0 };
  if (from == to)
    return v;
  if (to == CK_VT_PRED)
    {
      r.u = ck_vt_is_float (from) ? to_ld (v, from) != 0 : v.u != 0;
      return r;
    }
  if (ck_vt_is_float (to))
    {
      switch (to)
        {
        case CK_VT_F32:
          if (from == CK_VT_F64) r.f = (float) v.d;
          else if (from == CK_VT_F80) r.f = (float) v.ld;
          else r.f = ck_vt_is_signed (from) ? (float) v.i : (float) v.u;
          break;
        case CK_VT_F64:
          if (from == CK_VT_F32) r.d = v.f;
          else if (from == CK_VT_F80) r.d = (double) v.ld;
          else r.d = ck_vt_is_signed (from) ? (double) v.i : (double) v.u;
          break;
        default:
          r.ld = to_ld (v, from);
          break;
        }
      return r;
    }
  if (ck_vt_is_float (from))
    return float_to_int (to_ld (v, from), to);
  return ck_eval_normalize (v, to);
}

void
ck_eval_ctx_init (CkEvalCtx *x, CkRun *run, CkWarp *w, const CkStmt *s)
{
  x->run = run;
  x->w = w;
  x->s = s;
  x->faulted = 0;
  x->walk_only = FALSE;
  if (!w->frames_valid)
    {
      /* a thread of the warp called or returned since: recompute the per-lane frame bases */
      gboolean uni = TRUE;
      for (guint32 l = 0; l < w->n_threads; l++)
        {
          CkThread *t = &w->threads[l];
          w->lane_regs[l] = ck_thread_reg (t, 0);
          w->lane_local[l] = t->local && t->depth
            ? t->local->base + t->frames[t->depth - 1].local_base : 0;
          uni &= t->fp == w->threads[0].fp;
        }
      w->fp_uniform = uni;
      w->frames_valid = TRUE;
    }
  x->lane_regs = w->lane_regs;
  x->rs = w->rf->width;
  x->fp_uniform = w->fp_uniform;
  x->lane_local = w->lane_local;
}

static guint64
sreg_value (CkEvalCtx *x, int sr, int lane)
{
  CkWarp *w = x->w;
  CkBlock *b = w->block;
  CkThread *t = &w->threads[lane];
  CkGrid *g = b->grid;
  switch (sr)
    {
    case CK_SR_TID_X: return t->tid.x;
    case CK_SR_TID_Y: return t->tid.y;
    case CK_SR_TID_Z: return t->tid.z;
    case CK_SR_NTID_X: return g ? g->block_dim.x : 1;
    case CK_SR_NTID_Y: return g ? g->block_dim.y : 1;
    case CK_SR_NTID_Z: return g ? g->block_dim.z : 1;
    case CK_SR_CTAID_X: return b->idx.x;
    case CK_SR_CTAID_Y: return b->idx.y;
    case CK_SR_CTAID_Z: return b->idx.z;
    case CK_SR_NCTAID_X: return g ? g->grid_dim.x : 1;
    case CK_SR_NCTAID_Y: return g ? g->grid_dim.y : 1;
    case CK_SR_NCTAID_Z: return g ? g->grid_dim.z : 1;
    case CK_SR_LANEID: return (guint64) lane;
    case CK_SR_WARPSIZE: return x->run->opts.model.warp_size;
    case CK_SR_WARPID: return w->id;
    case CK_SR_SMID: return b->sm;
    case CK_SR_CLOCK: return x->run->clock;
    case CK_SR_DYN_SHARED: return g ? g->dyn_shared : 0;
    default: g_assert_not_reached ();
    }
}

static void
div_fault (CkEvalCtx *x, int lane, const char *what)
{
  x->faulted |= (CkMask) 1 << lane;
  ck_run_fault (x->run, x->w, lane, CK_FAULT_DIV_ZERO, x->s, "%s", what);
}

/* Integer binary operation in [vt] for one lane; FALSE on a trap. */
static gboolean
int_binop (CkXOp op, CkVT vt, CkVal a, CkVal b, CkVal *r, const char **trap)
{
  gboolean sgn = ck_vt_is_signed (vt);
  int bits = ck_vt_size[vt] * 8;
  switch (op)
    {
    case CK_X_ADD: r->u = a.u + b.u; break;
    case CK_X_SUB: r->u = a.u - b.u; break;
    case CK_X_MUL: r->u = a.u * b.u; break;
    case CK_X_DIV:
    case CK_X_MOD:
      if (b.u == 0)
        {
          *trap = "integer division by zero";
          return FALSE;
        }
      if (sgn)
        {
          gint64 min = bits == 64 ? G_MININT64 : -((gint64) 1 << (bits - 1));
          if (b.i == -1 && a.i == min)
            {
              if (op == CK_X_MOD || bits < 32)
                r->i = op == CK_X_MOD ? 0 : -a.i;
              else
                {
                  *trap = "integer overflow in division";
                  return FALSE;
                }
            }
          else
            r->i = op == CK_X_DIV ? a.i / b.i : a.i % b.i;
        }
      else
        r->u = op == CK_X_DIV ? a.u / b.u : a.u % b.u;
      break;
    case CK_X_AND: r->u = a.u & b.u; break;
    case CK_X_OR:  r->u = a.u | b.u; break;
    case CK_X_XOR: r->u = a.u ^ b.u; break;
    case CK_X_SHL: r->u = a.u << (b.u & (bits > 32 ? 63 : 31)); break;
    case CK_X_SHR:
      if (sgn)
        r->i = a.i >> (b.u & (bits > 32 ? 63 : 31));
      else
        r->u = a.u >> (b.u & (bits > 32 ? 63 : 31));
      break;
    default: g_assert_not_reached ();
    }
  *r = ck_eval_normalize (*r, vt);
  return TRUE;
}

/* x / y as div.full.f32 computes it (-prec-div=false, issue 25): x times the reciprocal of y
 * rounded to single precision, then rounded once more; within the PTX ISA's bound of 2 ulp over
 * the whole range (the reciprocal of the significand is taken, so that no subnormal reciprocal
 * loses bits when |y| > 2^126). With [approx] (div.approx.f32, --use_fast_math, as __fdividef):
 * 0 for 2^126 < |y| < 2^128 and finite x. */
float
ck_eval_div_approx (float x, float y, gboolean approx)
{
  if (approx && fabsf (y) > 0x1p126f && isfinite (y))
    return isfinite (x) ? copysignf (0.0f, x) * copysignf (1.0f, y) : NAN;
  if (!isfinite (x) || !isfinite (y) || y == 0.0f || x == 0.0f)
    return x / y;
  int e;
  float m = frexpf (y, &e);            /* y = m * 2^e, 0.5 <= |m| < 1 */
  float r = 1.0f / m;                  /* rounded to single precision */
  return (float) ldexp ((double) x * (double) r, -e);   /* exact product, one rounding */
}

/* f32 binary operation with the CK_XF_* of [flags]. */
static float
f32_binop (CkXOp op, guint64 flags, float a, float b)
{
  if (flags & CK_XF_FTZ)
    a = ck_eval_ftz (a), b = ck_eval_ftz (b);
  float r;
  switch (op)
    {
    case CK_X_ADD: r = a + b; break;
    case CK_X_SUB: r = a - b; break;
    case CK_X_MUL: r = a * b; break;
    case CK_X_DIV:
      r = flags & (CK_XF_DIV_FULL | CK_XF_DIV_APPROX)
        ? ck_eval_div_approx (a, b, (flags & CK_XF_DIV_APPROX) != 0) : a / b;
      break;
    default: g_assert_not_reached ();
    }
  return flags & CK_XF_FTZ ? ck_eval_ftz (r) : r;
}

#define FLOAT_BINOP(T, F) \
  switch (op) { \
    case CK_X_ADD: r->F = (T) (a.F + b.F); break; \
    case CK_X_SUB: r->F = (T) (a.F - b.F); break; \
    case CK_X_MUL: r->F = (T) (a.F * b.F); break; \
    case CK_X_DIV: r->F = (T) (a.F / b.F); break; \
    default: g_assert_not_reached (); }

static int
compare (CkXOp op, CkVT vt, CkVal a, CkVal b, guint64 flags)
{
  if (ck_vt_is_float (vt))
    {
      if (vt == CK_VT_F32 && (flags & CK_XF_FTZ))
        a.f = ck_eval_ftz (a.f), b.f = ck_eval_ftz (b.f);
      long double x = to_ld (a, vt), y = to_ld (b, vt);
      switch (op)
        {
        case CK_X_EQ: return x == y;
        case CK_X_NE: return x != y;
        case CK_X_LT: return x < y;
        case CK_X_LE: return x <= y;
        case CK_X_GT: return x > y;
        default: return x >= y;
        }
    }
  if (ck_vt_is_signed (vt))
    switch (op)
      {
      case CK_X_EQ: return a.i == b.i;
      case CK_X_NE: return a.i != b.i;
      case CK_X_LT: return a.i < b.i;
      case CK_X_LE: return a.i <= b.i;
      case CK_X_GT: return a.i > b.i;
      default: return a.i >= b.i;
      }
  switch (op)
    {
    case CK_X_EQ: return a.u == b.u;
    case CK_X_NE: return a.u != b.u;
    case CK_X_LT: return a.u < b.u;
    case CK_X_LE: return a.u <= b.u;
    case CK_X_GT: return a.u > b.u;
    default: return a.u >= b.u;
    }
}

static gboolean
is_true (CkVal v, CkVT vt)
{
  if (ck_vt_is_float (vt))
    return to_ld (v, vt) != 0;
  return v.u != 0;
}

/* Typed fast paths (issue 22): the node kinds that dominate the profiles, specialised on their
 * operator and value type outside the lane loop, so that each lane does one operation with no
 * switch and no call. Each returns FALSE for a combination it does not specialise; the general
 * per-lane code below then computes it. The results are those of the general code bit for bit:
 * integers are normalised to their vt the same way (ck_eval_normalize), floats computed in the
 * same precision with the same operation. */

/* Integer ADD SUB MUL AND OR XOR SHL SHR of vt I32 U32 I64 U64 (no trap possible); DIV and MOD
 * where no lane divides by 0 or -1 (the lanes that trap, and INT_MIN / -1, take the general
 * path: int_binop). Shift counts are masked to the width as int_binop does. */
static gboolean
fast_int_binop (CkXOp op, CkVT vt, CkMask mask, const CkVal *ta, const CkVal *tb, CkVal *out)
{
  gboolean wide = vt == CK_VT_I64 || vt == CK_VT_U64;
  if (vt != CK_VT_I32 && vt != CK_VT_U32 && !wide)
    return FALSE;
  if (op == CK_X_SHL || op == CK_X_SHR || op == CK_X_DIV || op == CK_X_MOD)
    {
      guint64 sh = wide ? 63 : 31;
      gboolean sgn = vt == CK_VT_I32 || vt == CK_VT_I64;
      if (op == CK_X_DIV || op == CK_X_MOD)
        FOR_LANES (mask, l)
          if (tb[l].u == 0 || (sgn && tb[l].i == -1))
            return FALSE;
#define FS_NORM(v) \
      (vt == CK_VT_I32 ? (guint64) (gint64) (gint32) (guint32) (v) \
       : vt == CK_VT_U32 ? (guint64) (guint32) (v) : (guint64) (v))
      switch (op)
        {
        case CK_X_SHL: FOR_LANES (mask, l) out[l].u = FS_NORM (ta[l].u << (tb[l].u & sh)); break;
        case CK_X_SHR:
          if (sgn)
            FOR_LANES (mask, l) out[l].u = FS_NORM ((guint64) (ta[l].i >> (tb[l].u & sh)));
          else
            FOR_LANES (mask, l) out[l].u = FS_NORM (ta[l].u >> (tb[l].u & sh));
          break;
        case CK_X_DIV:
          if (sgn)
            FOR_LANES (mask, l) out[l].u = FS_NORM ((guint64) (ta[l].i / tb[l].i));
          else
            FOR_LANES (mask, l) out[l].u = FS_NORM (ta[l].u / tb[l].u);
          break;
        default:
          if (sgn)
            FOR_LANES (mask, l) out[l].u = FS_NORM ((guint64) (ta[l].i % tb[l].i));
          else
            FOR_LANES (mask, l) out[l].u = FS_NORM (ta[l].u % tb[l].u);
          break;
        }
#undef FS_NORM
      return TRUE;
    }
#define FI_OPS(NORM) \
  switch (op) \
    { \
    case CK_X_ADD: FOR_LANES (mask, l) NORM (ta[l].u + tb[l].u); return TRUE; \
    case CK_X_SUB: FOR_LANES (mask, l) NORM (ta[l].u - tb[l].u); return TRUE; \
    case CK_X_MUL: FOR_LANES (mask, l) NORM (ta[l].u * tb[l].u); return TRUE; \
    case CK_X_AND: FOR_LANES (mask, l) NORM (ta[l].u & tb[l].u); return TRUE; \
    case CK_X_OR:  FOR_LANES (mask, l) NORM (ta[l].u | tb[l].u); return TRUE; \
    case CK_X_XOR: FOR_LANES (mask, l) NORM (ta[l].u ^ tb[l].u); return TRUE; \
    default: return FALSE; \
    }
#define FI_I32(v) out[l].i = (gint32) (guint32) (v)
#define FI_U32(v) out[l].u = (guint32) (v)
#define FI_64(v) out[l].u = (v)
  switch (vt)
    {
    case CK_VT_I32: FI_OPS (FI_I32)
    case CK_VT_U32: FI_OPS (FI_U32)
    case CK_VT_I64: case CK_VT_U64: FI_OPS (FI_64)
    default: return FALSE;
    }
#undef FI_OPS
#undef FI_I32
#undef FI_U32
#undef FI_64
}

/* f32 and f64 ADD SUB MUL DIV without CK_XF_* flags: the operation of C in that precision. */
static gboolean
fast_float_binop (CkXOp op, CkVT vt, guint64 flags, CkMask mask, const CkVal *ta, const CkVal *tb,
                  CkVal *out)
{
  if (vt == CK_VT_F32 && !flags)
    switch (op)
      {
      case CK_X_ADD: FOR_LANES (mask, l) out[l].f = ta[l].f + tb[l].f; return TRUE;
      case CK_X_SUB: FOR_LANES (mask, l) out[l].f = ta[l].f - tb[l].f; return TRUE;
      case CK_X_MUL: FOR_LANES (mask, l) out[l].f = ta[l].f * tb[l].f; return TRUE;
      case CK_X_DIV: FOR_LANES (mask, l) out[l].f = ta[l].f / tb[l].f; return TRUE;
      default: return FALSE;
      }
  if (vt == CK_VT_F64)
    switch (op)
      {
      case CK_X_ADD: FOR_LANES (mask, l) out[l].d = ta[l].d + tb[l].d; return TRUE;
      case CK_X_SUB: FOR_LANES (mask, l) out[l].d = ta[l].d - tb[l].d; return TRUE;
      case CK_X_MUL: FOR_LANES (mask, l) out[l].d = ta[l].d * tb[l].d; return TRUE;
      case CK_X_DIV: FOR_LANES (mask, l) out[l].d = ta[l].d / tb[l].d; return TRUE;
      default: return FALSE;
      }
  return FALSE;
}

/* Comparisons of integers (any width: the values are normalised), f32 without FTZ and f64. */
static gboolean
fast_compare (CkXOp op, CkVT vt, guint64 flags, CkMask mask, const CkVal *ta, const CkVal *tb,
              CkVal *out)
{
#define FC_OPS(F) \
  switch (op) \
    { \
    case CK_X_EQ: FOR_LANES (mask, l) out[l].u = ta[l].F == tb[l].F; return TRUE; \
    case CK_X_NE: FOR_LANES (mask, l) out[l].u = ta[l].F != tb[l].F; return TRUE; \
    case CK_X_LT: FOR_LANES (mask, l) out[l].u = ta[l].F < tb[l].F; return TRUE; \
    case CK_X_LE: FOR_LANES (mask, l) out[l].u = ta[l].F <= tb[l].F; return TRUE; \
    case CK_X_GT: FOR_LANES (mask, l) out[l].u = ta[l].F > tb[l].F; return TRUE; \
    case CK_X_GE: FOR_LANES (mask, l) out[l].u = ta[l].F >= tb[l].F; return TRUE; \
    default: return FALSE; \
    }
  if (vt == CK_VT_F32)
    {
      if (flags & CK_XF_FTZ)
        return FALSE;
      FC_OPS (f)
    }
  if (vt == CK_VT_F64)
    FC_OPS (d)
  if (vt == CK_VT_F80)
    return FALSE;
  if (ck_vt_is_signed (vt))
    FC_OPS (i)
  FC_OPS (u)
#undef FC_OPS
}

/* CONV without FTZ between integers, predicates, f32 and f64; float to integer (saturating,
 * float_to_int) is left to the general path. */
static gboolean
fast_convert (CkVT from, CkVT to, CkMask mask, const CkVal *ta, CkVal *out)
{
  if (from == to)
    {
      FOR_LANES (mask, l) out[l] = ta[l];
      return TRUE;
    }
  gboolean ffl = ck_vt_is_float (from), tfl = ck_vt_is_float (to);
  if (!ffl && !tfl)
    {
      /* integer to integer: ck_eval_normalize (as ck_eval_convert) */
      switch (to)
        {
        case CK_VT_I8:  FOR_LANES (mask, l) out[l].i = (gint8) ta[l].u; return TRUE;
        case CK_VT_U8:  FOR_LANES (mask, l) out[l].u = (guint8) ta[l].u; return TRUE;
        case CK_VT_I16: FOR_LANES (mask, l) out[l].i = (gint16) ta[l].u; return TRUE;
        case CK_VT_U16: FOR_LANES (mask, l) out[l].u = (guint16) ta[l].u; return TRUE;
        case CK_VT_I32: FOR_LANES (mask, l) out[l].i = (gint32) ta[l].u; return TRUE;
        case CK_VT_U32: FOR_LANES (mask, l) out[l].u = (guint32) ta[l].u; return TRUE;
        case CK_VT_PRED: FOR_LANES (mask, l) out[l].u = ta[l].u != 0; return TRUE;
        case CK_VT_I64: case CK_VT_U64: FOR_LANES (mask, l) out[l].u = ta[l].u; return TRUE;
        default: return FALSE;
        }
    }
  if (!ffl && to == CK_VT_F32)
    {
      if (ck_vt_is_signed (from))
        FOR_LANES (mask, l) { out[l].u = 0; out[l].f = (float) ta[l].i; }
      else
        FOR_LANES (mask, l) { out[l].u = 0; out[l].f = (float) ta[l].u; }
      return TRUE;
    }
  if (!ffl && to == CK_VT_F64)
    {
      if (ck_vt_is_signed (from))
        FOR_LANES (mask, l) out[l].d = (double) ta[l].i;
      else
        FOR_LANES (mask, l) out[l].d = (double) ta[l].u;
      return TRUE;
    }
  if (from == CK_VT_F32 && to == CK_VT_F64)
    {
      FOR_LANES (mask, l) out[l].d = ta[l].f;
      return TRUE;
    }
  if (from == CK_VT_F64 && to == CK_VT_F32)
    {
      FOR_LANES (mask, l) { out[l].u = 0; out[l].f = (float) ta[l].d; }
      return TRUE;
    }
  return FALSE;
}

static void eval_lanes (CkEvalCtx *x, const CkExpr *e, CkMask mask, CkVal *out);

/* The scalar path (issue 22): one lane alone, as host code and a warp reduced to one lane run.
 * eval1 returns what eval_lanes would leave in out[l].u, computed with the same operations in
 * the same order (a trap reported the same way), without the lane loops, masks and 1 KiB
 * temporaries of the warp-wide walk; a single-precision result has zero upper bytes. It is only
 * called for a node whose vt is not F80; a node it does not specialise (or with an f80 operand)
 * goes to eval_lanes for that lane. */
static guint64 eval1 (CkEvalCtx *x, const CkExpr *e, int l);

static __attribute__ ((noinline)) guint64
eval1_general (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal t[CK_MAX_WARP];
  eval_lanes (x, e, LANE (l), t);
  return t[l].u;
}

static inline CkVal
val_u (guint64 u)
{
  CkVal v;
  v.u = u;
  return v;
}

static inline guint64
f32_u (float f)
{
  CkVal v;
  v.u = 0;
  v.f = f;
  return v.u;
}

static inline guint64
f64_u (double d)
{
  CkVal v;
  v.d = d;
  return v.u;
}

/* A child's value: a register or a constant read in place, any other node through eval1. */
#define EV1(c) ((c)->op == CK_X_REG ? CK_LREG (x, l, (c)->reg).u \
                : (c)->op == CK_X_IMM ? (c)->imm.u : ((c)->eval1 ? (c)->eval1 : eval1_pick) (x, (c), l))
static guint64 eval1_pick (CkEvalCtx *x, const CkExpr *e, int l);

/* Every node kind of the scalar path; eval1 takes the hottest first. */
static __attribute__ ((noinline)) guint64
eval1_rare (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVT vt = e->vt;
  switch ((CkXOp) e->op)
    {
    case CK_X_IMM:
      return e->imm.u;
    case CK_X_REG:
      return CK_LREG (x, l, e->reg).u;
    case CK_X_SREG:
      return sreg_value (x, e->reg, l);
    case CK_X_LADDR:
      return x->lane_local[l] + e->imm.u;
    case CK_X_CONV:
      {
        CkVT from = e->a->vt;
        if (from == CK_VT_F80 || from == CK_VT_VOID || (e->imm.u & CK_XF_FTZ))
          break;
        gboolean ffl = ck_vt_is_float (from), tfl = ck_vt_is_float (vt);
        if (!ffl && (vt == CK_VT_I64 || vt == CK_VT_U64 || vt == from))
          return EV1 (e->a);   /* as eval_lanes: the normalised value is the result */
        CkVal a = val_u (EV1 (e->a));
        if (from == vt)
          return a.u;
        if (!ffl && !tfl)
          switch (vt)
            {
            case CK_VT_I8:  return (guint64) (gint64) (gint8) a.u;
            case CK_VT_U8:  return (guint8) a.u;
            case CK_VT_I16: return (guint64) (gint64) (gint16) a.u;
            case CK_VT_U16: return (guint16) a.u;
            case CK_VT_I32: return (guint64) (gint64) (gint32) a.u;
            case CK_VT_U32: return (guint32) a.u;
            case CK_VT_PRED: return a.u != 0;
            default: break;
            }
        if (vt == CK_VT_F32)
          {
            if (!ffl)
              return f32_u (ck_vt_is_signed (from) ? (float) a.i : (float) a.u);
            if (from == CK_VT_F64)
              return f32_u ((float) a.d);
          }
        else if (vt == CK_VT_F64)
          {
            if (!ffl)
              return f64_u (ck_vt_is_signed (from) ? (double) a.i : (double) a.u);
            if (from == CK_VT_F32)
              return f64_u (a.f);
          }
        return ck_eval_convert (a, from, vt).u;   /* float to integer (float_to_int) and the rest */
      }
    case CK_X_NEG:
      {
        if (e->a->vt == CK_VT_F80)
          break;
        CkVal a = val_u (EV1 (e->a));
        if (vt == CK_VT_F32)
          return f32_u ((e->imm.u & CK_XF_FTZ) ? -ck_eval_ftz (a.f) : -a.f);
        if (vt == CK_VT_F64)
          return f64_u (-a.d);
        return ck_eval_normalize (val_u (-a.u), vt).u;
      }
    case CK_X_BITNOT:
      if (e->a->vt == CK_VT_F80)
        break;
      return ck_eval_normalize (val_u (~EV1 (e->a)), vt).u;
    case CK_X_LNOT:
      {
        CkVT avt = e->a->vt;
        if (avt == CK_VT_F80)
          break;
        return !is_true (val_u (EV1 (e->a)), avt);
      }
    case CK_X_ADD: case CK_X_SUB: case CK_X_MUL: case CK_X_DIV: case CK_X_MOD:
    case CK_X_AND: case CK_X_OR: case CK_X_XOR: case CK_X_SHL: case CK_X_SHR:
      {
        CkXOp op = e->op;
        if (e->a->vt == CK_VT_F80 || e->b->vt == CK_VT_F80)
          break;
        CkVal a = val_u (EV1 (e->a));
        CkVal b = val_u (EV1 (e->b));
        if (vt == CK_VT_F32)
          {
            if (e->imm.u)
              return f32_u (f32_binop (op, e->imm.u, a.f, b.f));
            switch (op)
              {
              case CK_X_ADD: return f32_u (a.f + b.f);
              case CK_X_SUB: return f32_u (a.f - b.f);
              case CK_X_MUL: return f32_u (a.f * b.f);
              case CK_X_DIV: return f32_u (a.f / b.f);
              default: g_assert_not_reached ();
              }
          }
        if (vt == CK_VT_F64)
          switch (op)
            {
            case CK_X_ADD: return f64_u (a.d + b.d);
            case CK_X_SUB: return f64_u (a.d - b.d);
            case CK_X_MUL: return f64_u (a.d * b.d);
            case CK_X_DIV: return f64_u (a.d / b.d);
            default: g_assert_not_reached ();
            }
        if (vt == CK_VT_I32 || vt == CK_VT_U32 || vt == CK_VT_I64 || vt == CK_VT_U64)
          {
            guint64 r;
            switch (op)
              {
              case CK_X_ADD: r = a.u + b.u; break;
              case CK_X_SUB: r = a.u - b.u; break;
              case CK_X_MUL: r = a.u * b.u; break;
              case CK_X_AND: r = a.u & b.u; break;
              case CK_X_OR:  r = a.u | b.u; break;
              case CK_X_XOR: r = a.u ^ b.u; break;
              default: goto general_int;
              }
            if (vt == CK_VT_I32)
              return (guint64) (gint64) (gint32) (guint32) r;
            if (vt == CK_VT_U32)
              return (guint32) r;
            return r;
          }
      general_int:
        {
          CkVal r;
          const char *trap = NULL;
          if (!int_binop (op, vt, a, b, &r, &trap))
            {
              div_fault (x, l, trap);
              return 0;
            }
          return r.u;
        }
      }
    case CK_X_EQ: case CK_X_NE: case CK_X_LT: case CK_X_LE: case CK_X_GT: case CK_X_GE:
      {
        CkVT avt = e->a->vt;
        if (e->op == CK_X_NE && e->b->op == CK_X_IMM && e->b->imm.u == 0 && e->a->op == CK_X_CONV
            && !ck_vt_is_float (avt) && avt != CK_VT_VOID && ck_expr_is_truth (e->a->a))
          return EV1 (e->a->a);   /* ne(cvt.INT(t), 0) of a truth value: t */
        if (avt == CK_VT_F80)
          break;
        CkVal a = val_u (EV1 (e->a));
        CkVal b = val_u (EV1 (e->b));
        if (avt == CK_VT_F32 && !(e->imm.u & CK_XF_FTZ))
          switch (e->op)
            {
            case CK_X_EQ: return a.f == b.f;
            case CK_X_NE: return a.f != b.f;
            case CK_X_LT: return a.f < b.f;
            case CK_X_LE: return a.f <= b.f;
            case CK_X_GT: return a.f > b.f;
            default: return a.f >= b.f;
            }
        return compare (e->op, avt, a, b, e->imm.u);
      }
    case CK_X_LAND:
    case CK_X_LOR:
      {
        if (e->a->vt == CK_VT_F80 || e->b->vt == CK_VT_F80)
          break;
        gboolean t = is_true (val_u (EV1 (e->a)), e->a->vt);
        if (t != (e->op == CK_X_LAND))
          return t;
        return is_true (val_u (EV1 (e->b)), e->b->vt);
      }
    case CK_X_SEL:
      if (e->c->vt == CK_VT_F80 || e->a->vt == CK_VT_F80 || e->b->vt == CK_VT_F80)
        break;
      return is_true (val_u (EV1 (e->c)), e->c->vt) ? EV1 (e->a) : EV1 (e->b);
    case CK_X_PTRADD:
      {
        if (e->a->vt == CK_VT_F80 || e->b->vt == CK_VT_F80)
          break;
        guint64 a = EV1 (e->a);
        CkVal b = val_u (EV1 (e->b));
        return a + (guint64) (b.i * e->imm.i);
      }
    case CK_X_FMA:
      {
        if ((vt != CK_VT_F32 && vt != CK_VT_F64)
            || e->a->vt == CK_VT_F80 || e->b->vt == CK_VT_F80 || e->c->vt == CK_VT_F80)
          break;
        CkVal a = val_u (EV1 (e->a));
        CkVal b = val_u (EV1 (e->b));
        CkVal c = val_u (EV1 (e->c));
        if (vt == CK_VT_F32 && (e->imm.u & CK_XF_FTZ))
          return f32_u (ck_eval_ftz (fmaf (ck_eval_ftz (a.f), ck_eval_ftz (b.f), ck_eval_ftz (c.f))));
        if (vt == CK_VT_F32)
          return f32_u (fmaf (a.f, b.f, c.f));
        return f64_u (fma (a.d, b.d, c.d));
      }
    default:
      break;
    }
  return eval1_general (x, e, l);
}

/* The node kinds that dominate host code (address arithmetic, integer and float arithmetic,
 * comparisons, widenings), the others through eval1_rare. */
static guint64
eval1 (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVT vt = e->vt;
  switch ((CkXOp) e->op)
    {
    case CK_X_IMM:
      return e->imm.u;
    case CK_X_REG:
      return CK_LREG (x, l, e->reg).u;
    case CK_X_LADDR:
      return x->lane_local[l] + e->imm.u;
    case CK_X_CONV:
      if (!(e->imm.u & CK_XF_FTZ) && !ck_vt_is_float (e->a->vt) && e->a->vt != CK_VT_VOID
          && (vt == CK_VT_I64 || vt == CK_VT_U64 || vt == e->a->vt))
        return EV1 (e->a);
      break;
    case CK_X_PTRADD:
      if (e->a->vt != CK_VT_F80 && e->b->vt != CK_VT_F80)
        {
          guint64 a = EV1 (e->a);
          CkVal b = val_u (EV1 (e->b));
          return a + (guint64) (b.i * e->imm.i);
        }
      break;
    case CK_X_ADD: case CK_X_SUB: case CK_X_MUL:
      if (e->a->vt != vt || e->b->vt != vt)
        break;
      if (vt == CK_VT_I32 || vt == CK_VT_U32 || vt == CK_VT_I64 || vt == CK_VT_U64)
        {
          guint64 a = EV1 (e->a);
          guint64 b = EV1 (e->b);
          guint64 r = e->op == CK_X_ADD ? a + b : e->op == CK_X_SUB ? a - b : a * b;
          if (vt == CK_VT_I32)
            return (guint64) (gint64) (gint32) (guint32) r;
          if (vt == CK_VT_U32)
            return (guint32) r;
          return r;
        }
      if (vt == CK_VT_F32 && !e->imm.u)
        {
          CkVal a = val_u (EV1 (e->a));
          CkVal b = val_u (EV1 (e->b));
          return f32_u (e->op == CK_X_ADD ? a.f + b.f : e->op == CK_X_SUB ? a.f - b.f : a.f * b.f);
        }
      break;
    default:
      break;
    }
  return eval1_rare (x, e, l);
}

/* ---- the scalar path's node functions (issue 22) ---------------------------------------------
 * Each node gets, at its first scalar evaluation, the function that evaluates it (CkExpr.eval1):
 * one specialised on its operator and type for the kinds that dominate host code, eval1 for
 * the others. A specialised function computes exactly what eval1 computes for that node (the
 * same operations in the same order), without eval1's tests of operator and types. */

/* Each comes in three forms: any operands (through EV1), two registers (_rr) and a register
 * and a constant (_ri), read in place as EV1 reads them: those two call nothing. */
typedef guint64 (*S1Fn) (CkEvalCtx *, const CkExpr *, int);
#define R1(c) (CK_LREG (x, l, (c)->reg).u)
#define I1(c) ((c)->imm.u)
#define S1_FORMS(GEN, name, ...) \
  GEN (name, EV1, EV1, __VA_ARGS__) \
  GEN (name##_rr, R1, R1, __VA_ARGS__) \
  GEN (name##_ri, R1, I1, __VA_ARGS__)
#define S1_TRIPLE(name) { name, name##_rr, name##_ri }

#define S1_INT_BINOP(name, FA, FB, OP, NORM) \
  static guint64 \
  name (CkEvalCtx *x, const CkExpr *e, int l) \
  { \
    guint64 a = FA (e->a); \
    guint64 b = FB (e->b); \
    guint64 r = a OP b; \
    return NORM; \
  }
#define NORM_I32 (guint64) (gint64) (gint32) (guint32) r
#define NORM_U32 (guint32) r
#define NORM_64 r
S1_FORMS (S1_INT_BINOP, s1_add_i32, +, NORM_I32)
S1_FORMS (S1_INT_BINOP, s1_sub_i32, -, NORM_I32)
S1_FORMS (S1_INT_BINOP, s1_mul_i32, *, NORM_I32)
S1_FORMS (S1_INT_BINOP, s1_add_u32, +, NORM_U32)
S1_FORMS (S1_INT_BINOP, s1_sub_u32, -, NORM_U32)
S1_FORMS (S1_INT_BINOP, s1_mul_u32, *, NORM_U32)
S1_FORMS (S1_INT_BINOP, s1_add_64, +, NORM_64)
S1_FORMS (S1_INT_BINOP, s1_sub_64, -, NORM_64)
S1_FORMS (S1_INT_BINOP, s1_mul_64, *, NORM_64)

#define S1_FLOAT_BINOP(name, FA, FB, field, OP, PACK) \
  static guint64 \
  name (CkEvalCtx *x, const CkExpr *e, int l) \
  { \
    CkVal a = val_u (FA (e->a)); \
    CkVal b = val_u (FB (e->b)); \
    return PACK (a.field OP b.field); \
  }
S1_FORMS (S1_FLOAT_BINOP, s1_add_f32, f, +, f32_u)
S1_FORMS (S1_FLOAT_BINOP, s1_sub_f32, f, -, f32_u)
S1_FORMS (S1_FLOAT_BINOP, s1_mul_f32, f, *, f32_u)
S1_FORMS (S1_FLOAT_BINOP, s1_add_f64, d, +, f64_u)
S1_FORMS (S1_FLOAT_BINOP, s1_sub_f64, d, -, f64_u)
S1_FORMS (S1_FLOAT_BINOP, s1_mul_f64, d, *, f64_u)

#define S1_COMPARE(name, FA, FB, field, OP) \
  static guint64 \
  name (CkEvalCtx *x, const CkExpr *e, int l) \
  { \
    CkVal a = val_u (FA (e->a)); \
    CkVal b = val_u (FB (e->b)); \
    return a.field OP b.field; \
  }
S1_FORMS (S1_COMPARE, s1_eq_s, i, ==) S1_FORMS (S1_COMPARE, s1_ne_s, i, !=)
S1_FORMS (S1_COMPARE, s1_lt_s, i, <) S1_FORMS (S1_COMPARE, s1_le_s, i, <=)
S1_FORMS (S1_COMPARE, s1_gt_s, i, >) S1_FORMS (S1_COMPARE, s1_ge_s, i, >=)
S1_FORMS (S1_COMPARE, s1_eq_u, u, ==) S1_FORMS (S1_COMPARE, s1_ne_u, u, !=)
S1_FORMS (S1_COMPARE, s1_lt_u, u, <) S1_FORMS (S1_COMPARE, s1_le_u, u, <=)
S1_FORMS (S1_COMPARE, s1_gt_u, u, >) S1_FORMS (S1_COMPARE, s1_ge_u, u, >=)
S1_FORMS (S1_COMPARE, s1_eq_f32, f, ==) S1_FORMS (S1_COMPARE, s1_ne_f32, f, !=)
S1_FORMS (S1_COMPARE, s1_lt_f32, f, <) S1_FORMS (S1_COMPARE, s1_le_f32, f, <=)
S1_FORMS (S1_COMPARE, s1_gt_f32, f, >) S1_FORMS (S1_COMPARE, s1_ge_f32, f, >=)

/* The form of [forms] (a S1_TRIPLE) for the operands of binary node [e]. */
static S1Fn
s1_form (const CkExpr *e, const S1Fn *forms)
{
  if (e->a->op != CK_X_REG)
    return forms[0];
  return e->b->op == CK_X_REG ? forms[1] : e->b->op == CK_X_IMM ? forms[2] : forms[0];
}

/* a widening of a normalised integer, or a conversion to its own type: the operand's value */
static guint64
s1_same (CkEvalCtx *x, const CkExpr *e, int l)
{
  return EV1 (e->a);
}

/* ne(cvt.INT(t), 0) of a truth value t: t */
static guint64
s1_truth (CkEvalCtx *x, const CkExpr *e, int l)
{
  return EV1 (e->a->a);
}

static guint64
s1_ptradd (CkEvalCtx *x, const CkExpr *e, int l)
{
  guint64 a = EV1 (e->a);
  CkVal b = val_u (EV1 (e->b));
  return a + (guint64) (b.i * e->imm.i);
}

/* ptradd(a, cvt(b)) where the conversion is s1_same's: b's value is the offset */
static guint64
s1_ptradd_same (CkEvalCtx *x, const CkExpr *e, int l)
{
  guint64 a = EV1 (e->a);
  CkVal b = val_u (EV1 (e->b->a));
  return a + (guint64) (b.i * e->imm.i);
}

/* Fused shapes of host loops (issue 22): a node and its children in one function, computing
 * what the children's own functions and the node's compute, in the same operations and order. */

/* The truth of a comparison (s1_truth of a node that s1_form gave a comparison's function):
 * that function of the comparison itself, without s1_truth's call. */
#define S1_TRUTH_OF(name) \
  static guint64 \
  name##_t (CkEvalCtx *x, const CkExpr *e, int l) \
  { \
    return name (x, e->a->a, l); \
  }
#define S1_TRUTH3(name) S1_TRUTH_OF (name) S1_TRUTH_OF (name##_rr) S1_TRUTH_OF (name##_ri)
S1_TRUTH3 (s1_eq_s) S1_TRUTH3 (s1_ne_s) S1_TRUTH3 (s1_lt_s) S1_TRUTH3 (s1_le_s)
S1_TRUTH3 (s1_gt_s) S1_TRUTH3 (s1_ge_s) S1_TRUTH3 (s1_eq_u) S1_TRUTH3 (s1_ne_u)
S1_TRUTH3 (s1_lt_u) S1_TRUTH3 (s1_le_u) S1_TRUTH3 (s1_gt_u) S1_TRUTH3 (s1_ge_u)
S1_TRUTH3 (s1_eq_f32) S1_TRUTH3 (s1_ne_f32) S1_TRUTH3 (s1_lt_f32) S1_TRUTH3 (s1_le_f32)
S1_TRUTH3 (s1_gt_f32) S1_TRUTH3 (s1_ge_f32)
#define S1_PAIR3(name) { name, name##_t }, { name##_rr, name##_rr_t }, { name##_ri, name##_ri_t }
static const struct { S1Fn fn, truth; } s1_truths[] = {
  S1_PAIR3 (s1_eq_s), S1_PAIR3 (s1_ne_s), S1_PAIR3 (s1_lt_s), S1_PAIR3 (s1_le_s),
  S1_PAIR3 (s1_gt_s), S1_PAIR3 (s1_ge_s), S1_PAIR3 (s1_eq_u), S1_PAIR3 (s1_ne_u),
  S1_PAIR3 (s1_lt_u), S1_PAIR3 (s1_le_u), S1_PAIR3 (s1_gt_u), S1_PAIR3 (s1_ge_u),
  S1_PAIR3 (s1_eq_f32), S1_PAIR3 (s1_ne_f32), S1_PAIR3 (s1_lt_f32), S1_PAIR3 (s1_le_f32),
  S1_PAIR3 (s1_gt_f32), S1_PAIR3 (s1_ge_f32),
};

/* add.i32(mul.i32(register, constant), register): a row-major index, row * n + col */
static guint64
s1_madd_i32_rir (CkEvalCtx *x, const CkExpr *e, int l)
{
  guint64 r = R1 (e->a->a) * I1 (e->a->b);
  guint64 a = NORM_I32;
  r = a + R1 (e->b);
  return NORM_I32;
}

/* ptradd(register, cvt(b)) where the conversion is s1_same's: of a register b, and of any
 * other node b through b's own function (which eval1_choose gave it) */
static guint64
s1_ptradd_same_rr (CkEvalCtx *x, const CkExpr *e, int l)
{
  guint64 a = R1 (e->a);
  CkVal b = val_u (R1 (e->b->a));
  return a + (guint64) (b.i * e->imm.i);
}

static guint64
s1_ptradd_same_rx (CkEvalCtx *x, const CkExpr *e, int l)
{
  guint64 a = R1 (e->a);
  const CkExpr *c = e->b->a;
  CkVal b = val_u (c->eval1 (x, c, l));
  return a + (guint64) (b.i * e->imm.i);
}

/* add.f32(register, mul.f32(register, register)): the product rounded to float on its own
 * (volatile: never contracted into a fused multiply-add), then the sum, as the two nodes do */
static guint64
s1_add_mul_f32_rrr (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal p = val_u (R1 (e->b->a));
  CkVal q = val_u (R1 (e->b->b));
  volatile float prod = p.f * q.f;
  CkVal a = val_u (R1 (e->a));
  CkVal b = val_u (f32_u (prod));
  return f32_u (a.f + b.f);
}

/* Integer division, remainder, shifts and bitwise operations of [vt] 32 or 64 bits wide: what
 * eval1_rare computes for them (int_binop, its trap a fault of the lane) */
static guint64
s1_int_general (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal a = val_u (EV1 (e->a));
  CkVal b = val_u (EV1 (e->b));
  CkVal r;
  const char *trap = NULL;
  if (!int_binop (e->op, e->vt, a, b, &r, &trap))
    {
      div_fault (x, l, trap);
      return 0;
    }
  return r.u;
}

#define S1_BITWISE(name, FA, FB, OP, NORM) S1_INT_BINOP (name, FA, FB, OP, NORM)
S1_BITWISE (s1_and_i32, EV1, EV1, &, NORM_I32) S1_BITWISE (s1_or_i32, EV1, EV1, |, NORM_I32)
S1_BITWISE (s1_xor_i32, EV1, EV1, ^, NORM_I32) S1_BITWISE (s1_and_u32, EV1, EV1, &, NORM_U32)
S1_BITWISE (s1_or_u32, EV1, EV1, |, NORM_U32) S1_BITWISE (s1_xor_u32, EV1, EV1, ^, NORM_U32)
S1_BITWISE (s1_and_64, EV1, EV1, &, NORM_64) S1_BITWISE (s1_or_64, EV1, EV1, |, NORM_64)
S1_BITWISE (s1_xor_64, EV1, EV1, ^, NORM_64)

/* Conversions of eval1_rare between integers and to floats, by the target type */
static guint64
s1_cvt_i32 (CkEvalCtx *x, const CkExpr *e, int l)
{
  return (guint64) (gint64) (gint32) EV1 (e->a);
}

static guint64
s1_cvt_u32 (CkEvalCtx *x, const CkExpr *e, int l)
{
  return (guint32) EV1 (e->a);
}

static guint64
s1_cvt_f32_s (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal a = val_u (EV1 (e->a));
  return f32_u ((float) a.i);
}

static guint64
s1_cvt_f32_u (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal a = val_u (EV1 (e->a));
  return f32_u ((float) a.u);
}

static guint64
s1_cvt_f64_s (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal a = val_u (EV1 (e->a));
  return f64_u ((double) a.i);
}

static guint64
s1_cvt_f64_u (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal a = val_u (EV1 (e->a));
  return f64_u ((double) a.u);
}

static guint64
s1_cvt_f64_f32 (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal a = val_u (EV1 (e->a));
  return f64_u (a.f);
}

static guint64
s1_cvt_f32_f64 (CkEvalCtx *x, const CkExpr *e, int l)
{
  CkVal a = val_u (EV1 (e->a));
  return f32_u ((float) a.d);
}

/* The function of eval1_rare's shapes above for node [e] (which eval1 leaves to eval1_rare),
 * or eval1. */
static S1Fn
eval1_choose_rare (const CkExpr *e)
{
  CkVT vt = e->vt;
  switch ((CkXOp) e->op)
    {
    case CK_X_CONV:
      {
        CkVT from = e->a->vt;
        if (from == CK_VT_F80 || from == CK_VT_VOID || (e->imm.u & CK_XF_FTZ) || from == vt)
          break;
        gboolean ffl = ck_vt_is_float (from);
        if (!ffl && vt == CK_VT_I32)
          return s1_cvt_i32;
        if (!ffl && vt == CK_VT_U32)
          return s1_cvt_u32;
        if (vt == CK_VT_F32)
          return !ffl ? (ck_vt_is_signed (from) ? s1_cvt_f32_s : s1_cvt_f32_u)
                 : from == CK_VT_F64 ? s1_cvt_f32_f64 : eval1;
        if (vt == CK_VT_F64)
          return !ffl ? (ck_vt_is_signed (from) ? s1_cvt_f64_s : s1_cvt_f64_u)
                 : from == CK_VT_F32 ? s1_cvt_f64_f32 : eval1;
        break;
      }
    case CK_X_DIV: case CK_X_MOD: case CK_X_SHL: case CK_X_SHR:
    case CK_X_AND: case CK_X_OR: case CK_X_XOR:
      {
        if (e->a->vt == CK_VT_F80 || e->b->vt == CK_VT_F80)
          break;
        int k = e->op == CK_X_AND ? 0 : e->op == CK_X_OR ? 1 : e->op == CK_X_XOR ? 2 : -1;
        static const S1Fn bw[3][3] = { { s1_and_i32, s1_or_i32, s1_xor_i32 },
                                       { s1_and_u32, s1_or_u32, s1_xor_u32 },
                                       { s1_and_64, s1_or_64, s1_xor_64 } };
        int t = vt == CK_VT_I32 ? 0 : vt == CK_VT_U32 ? 1 : vt == CK_VT_I64 || vt == CK_VT_U64 ? 2 : -1;
        if (t < 0)
          break;
        return k >= 0 ? bw[t][k] : s1_int_general;
      }
    default:
      break;
    }
  return eval1;
}

static S1Fn eval1_choose (const CkExpr *e);

/* The fused function for node [e] whose own function is [f], or [f]. */
static S1Fn
eval1_fuse (const CkExpr *e, S1Fn f)
{
  if (f == s1_truth)
    {
      S1Fn c = eval1_choose (e->a->a);
      for (gsize i = 0; i < G_N_ELEMENTS (s1_truths); i++)
        if (s1_truths[i].fn == c)
          return s1_truths[i].truth;
      return f;
    }
  if (f == s1_ptradd_same && e->a->op == CK_X_REG)
    {
      CkExpr *c = e->b->a;
      if (c->op == CK_X_REG)
        return s1_ptradd_same_rr;
      if (c->op == CK_X_IMM)
        return f;
      if (!c->eval1)
        {
          S1Fn g = eval1_choose (c);
          c->eval1 = eval1_fuse (c, g == eval1 ? eval1_choose_rare (c) : g);
        }
      return s1_ptradd_same_rx;
    }
  if (f == s1_add_i32 && e->a->op == CK_X_MUL && eval1_choose (e->a) == s1_mul_i32_ri
      && e->b->op == CK_X_REG)
    return s1_madd_i32_rir;
  if (f == s1_add_f32 && e->a->op == CK_X_REG && e->b->op == CK_X_MUL
      && eval1_choose (e->b) == s1_mul_f32_rr)
    return s1_add_mul_f32_rrr;
  return f;
}

/* The function for node [e], by the tests eval1 and eval1_rare make on it (the first that
 * decides), or eval1 itself. */
static S1Fn
eval1_choose (const CkExpr *e)
{
  static const S1Fn i32[3][3] = { S1_TRIPLE (s1_add_i32), S1_TRIPLE (s1_sub_i32), S1_TRIPLE (s1_mul_i32) };
  static const S1Fn u32[3][3] = { S1_TRIPLE (s1_add_u32), S1_TRIPLE (s1_sub_u32), S1_TRIPLE (s1_mul_u32) };
  static const S1Fn i64[3][3] = { S1_TRIPLE (s1_add_64), S1_TRIPLE (s1_sub_64), S1_TRIPLE (s1_mul_64) };
  static const S1Fn f32[3][3] = { S1_TRIPLE (s1_add_f32), S1_TRIPLE (s1_sub_f32), S1_TRIPLE (s1_mul_f32) };
  static const S1Fn f64[3][3] = { S1_TRIPLE (s1_add_f64), S1_TRIPLE (s1_sub_f64), S1_TRIPLE (s1_mul_f64) };
  static const S1Fn cs[6][3] = { S1_TRIPLE (s1_eq_s), S1_TRIPLE (s1_ne_s), S1_TRIPLE (s1_lt_s),
                                 S1_TRIPLE (s1_le_s), S1_TRIPLE (s1_gt_s), S1_TRIPLE (s1_ge_s) };
  static const S1Fn cu[6][3] = { S1_TRIPLE (s1_eq_u), S1_TRIPLE (s1_ne_u), S1_TRIPLE (s1_lt_u),
                                 S1_TRIPLE (s1_le_u), S1_TRIPLE (s1_gt_u), S1_TRIPLE (s1_ge_u) };
  static const S1Fn cf[6][3] = { S1_TRIPLE (s1_eq_f32), S1_TRIPLE (s1_ne_f32), S1_TRIPLE (s1_lt_f32),
                                 S1_TRIPLE (s1_le_f32), S1_TRIPLE (s1_gt_f32), S1_TRIPLE (s1_ge_f32) };
  CkVT vt = e->vt;
  switch ((CkXOp) e->op)
    {
    case CK_X_CONV:
      if (!(e->imm.u & CK_XF_FTZ) && !ck_vt_is_float (e->a->vt) && e->a->vt != CK_VT_VOID
          && (vt == CK_VT_I64 || vt == CK_VT_U64 || vt == e->a->vt))
        return s1_same;
      break;
    case CK_X_PTRADD:
      if (e->a->vt != CK_VT_F80 && e->b->vt != CK_VT_F80)
        return e->b->op == CK_X_CONV && eval1_choose (e->b) == s1_same ? s1_ptradd_same : s1_ptradd;
      break;
    case CK_X_ADD: case CK_X_SUB: case CK_X_MUL:
      {
        int k = e->op == CK_X_ADD ? 0 : e->op == CK_X_SUB ? 1 : 2;
        if (e->a->vt != vt || e->b->vt != vt)
          {
            /* eval1_rare: f64 arithmetic of any non-f80 operands */
            if (vt == CK_VT_F64 && e->a->vt != CK_VT_F80 && e->b->vt != CK_VT_F80)
              return f64[k][0];
            break;
          }
        if (vt == CK_VT_I32)
          return s1_form (e, i32[k]);
        if (vt == CK_VT_U32)
          return s1_form (e, u32[k]);
        if (vt == CK_VT_I64 || vt == CK_VT_U64)
          return s1_form (e, i64[k]);
        if (vt == CK_VT_F32 && !e->imm.u)
          return s1_form (e, f32[k]);
        if (vt == CK_VT_F64)
          return s1_form (e, f64[k]);
        break;
      }
    case CK_X_EQ: case CK_X_NE: case CK_X_LT: case CK_X_LE: case CK_X_GT: case CK_X_GE:
      {
        CkVT avt = e->a->vt;
        if (e->op == CK_X_NE && e->b->op == CK_X_IMM && e->b->imm.u == 0 && e->a->op == CK_X_CONV
            && !ck_vt_is_float (avt) && avt != CK_VT_VOID && ck_expr_is_truth (e->a->a))
          return s1_truth;
        int k = e->op - CK_X_EQ;
        G_STATIC_ASSERT (CK_X_NE == CK_X_EQ + 1 && CK_X_LT == CK_X_EQ + 2 && CK_X_LE == CK_X_EQ + 3
                         && CK_X_GT == CK_X_EQ + 4 && CK_X_GE == CK_X_EQ + 5);
        if (avt == CK_VT_F32 && !(e->imm.u & CK_XF_FTZ))
          return s1_form (e, cf[k]);
        if (avt != CK_VT_VOID && !ck_vt_is_float (avt))
          return s1_form (e, ck_vt_is_signed (avt) ? cs[k] : cu[k]);
        break;
      }
    default:
      break;
    }
  return eval1;
}

static guint64
eval1_pick (CkEvalCtx *x, const CkExpr *e, int l)
{
  S1Fn f = eval1_choose (e);
  ((CkExpr *) e)->eval1 = eval1_fuse (e, f == eval1 ? eval1_choose_rare (e) : f);
  return e->eval1 (x, e, l);
}

void
ck_eval1_prepare (CkExpr *e)
{
  if (!e->eval1)
    {
      S1Fn f = eval1_choose (e);
      e->eval1 = eval1_fuse (e, f == eval1 ? eval1_choose_rare (e) : f);
    }
}

CkS1Shape
ck_eval1_shape (const CkExpr *e)
{
  static const struct { S1Fn fn; CkS1Shape shape; } shapes[] = {
    { s1_add_i32_ri, CK_S1_ADD_I32_RI }, { s1_add_64_ri, CK_S1_ADD_64_RI },
    { s1_madd_i32_rir, CK_S1_MADD_I32_RIR }, { s1_ptradd_same_rr, CK_S1_PTRADD_SAME_RR },
    { s1_ptradd_same_rx, CK_S1_PTRADD_SAME_RX }, { s1_lt_s_ri_t, CK_S1_LT_S_RI_T },
    { s1_lt_s_rr_t, CK_S1_LT_S_RR_T }, { s1_lt_u_ri_t, CK_S1_LT_U_RI_T },
    { s1_lt_u_rr_t, CK_S1_LT_U_RR_T }, { s1_add_mul_f32_rrr, CK_S1_ADD_MUL_F32_RRR },
    { s1_add_i32_rr, CK_S1_ADD_I32_RR }, { s1_add_64_rr, CK_S1_ADD_64_RR },
    { s1_add_f32_rr, CK_S1_ADD_F32_RR }, { s1_sub_f32_rr, CK_S1_SUB_F32_RR },
    { s1_mul_f32_rr, CK_S1_MUL_F32_RR }, { s1_add_f64_rr, CK_S1_ADD_F64_RR },
    { s1_sub_f64_rr, CK_S1_SUB_F64_RR }, { s1_mul_f64_rr, CK_S1_MUL_F64_RR },
  };
  for (gsize i = 0; e->eval1 && i < G_N_ELEMENTS (shapes); i++)
    if (e->eval1 == shapes[i].fn)
      return shapes[i].shape;
  return CK_S1_OTHER;
}

guint64
ck_eval_lane (CkEvalCtx *x, const CkExpr *e, int l)
{
  return (e->eval1 ? e->eval1 : eval1_pick) (x, e, l);
}

void
ck_eval (CkEvalCtx *x, const CkExpr *e, CkMask mask, CkVal *out)
{
  if (mask && !(mask & (mask - 1)) && e->vt != CK_VT_F80)
    {
      int l = __builtin_ctzll (mask);
      out[l].u = (e->eval1 ? e->eval1 : eval1_pick) (x, e, l);
      return;
    }
  /* several lanes: the tree's typed code (eval-typed.c, issue 22), else the walk */
  G_STATIC_ASSERT (sizeof (CkVal) % sizeof (guint64) == 0);
  if (ck_eval_typed (x, e, mask, &out[0].u, sizeof (CkVal) / sizeof (guint64)))
    return;
  eval_lanes (x, e, mask, out);
}

void
ck_eval_u64 (CkEvalCtx *x, const CkExpr *e, CkMask mask, guint64 *out)
{
  if (mask && !(mask & (mask - 1)))
    {
      int l = __builtin_ctzll (mask);
      out[l] = eval1 (x, e, l);
      return;
    }
  if (ck_eval_typed (x, e, mask, out, 1))
    return;
  CkVal t[CK_MAX_WARP];
  eval_lanes (x, e, mask, t);
  FOR_LANES (mask, l) out[l] = t[l].u;
}

/* An operand's values for the lanes of [mask]: a register or a constant read in place rather
 * than through a call of ck_eval (issue 22); the same 8 bytes the node itself would give. */
static inline void
operand (CkEvalCtx *x, const CkExpr *e, CkMask mask, CkVal *t)
{
  if (e->op == CK_X_REG && e->vt != CK_VT_F80)
    {
      CkVal **lr = x->lane_regs;
      gsize r = (gsize) e->reg * x->rs;
      FOR_LANES (mask, l) t[l].u = lr[l][r].u;
    }
  else if (e->op == CK_X_IMM && e->vt != CK_VT_F80)
    {
      guint64 u = e->imm.u;
      FOR_LANES (mask, l) t[l].u = u;
    }
  else
    ck_eval (x, e, mask, t);
}

static void
eval_lanes (CkEvalCtx *x, const CkExpr *e, CkMask mask, CkVal *out)
{
  CkVal ta[CK_MAX_WARP], tb[CK_MAX_WARP];
  CkVT vt = e->vt;

  switch ((CkXOp) e->op)
    {
    case CK_X_IMM:
      /* 8 bytes unless long double: only an f80 value uses the rest of a CkVal */
      if (vt != CK_VT_F80)
        {
          guint64 u = e->imm.u;
          FOR_LANES (mask, l) out[l].u = u;
        }
      else
        FOR_LANES (mask, l) out[l] = e->imm;
      return;
    case CK_X_REG:
      if (vt != CK_VT_F80)
        {
          CkVal **lr = x->lane_regs;
          gsize r = (gsize) e->reg * x->rs;
          FOR_LANES (mask, l) out[l].u = lr[l][r].u;
        }
      else
        FOR_LANES (mask, l) out[l] = CK_LREG (x, l, e->reg);
      return;
    case CK_X_SREG:
      FOR_LANES (mask, l) out[l].u = sreg_value (x, e->reg, l);
      return;
    case CK_X_LADDR:
      FOR_LANES (mask, l) out[l].u = x->lane_local[l] + e->imm.u;
      return;
    case CK_X_SADDR:
      FOR_LANES (mask, l) out[l].u = x->w->block->shared->base + e->imm.u;
      return;
    case CK_X_TADDR:
      FOR_LANES (mask, l) out[l].u = ck_hthread_tls_addr (x->run, (guint32) e->reg) + e->imm.u;
      return;
    case CK_X_CONV:
      if (!ck_vt_is_float (e->a->vt) && e->a->vt != CK_VT_VOID
          && (vt == CK_VT_I64 || vt == CK_VT_U64 || vt == e->a->vt))
        {
          /* an integer widened to 64 bits, or converted to its own type: its normalised
             representation already is the result (ck_eval_normalize leaves 64-bit values) */
          ck_eval (x, e->a, mask, out);
          return;
        }
      operand (x, e->a, mask, ta);
      if (!(e->imm.u & CK_XF_FTZ) && fast_convert (e->a->vt, vt, mask, ta, out))
        return;
      if (e->imm.u & CK_XF_FTZ)
        FOR_LANES (mask, l)
          {
            /* cvt.ftz: a single-precision operand or result that is subnormal is flushed */
            CkVal v = ta[l];
            if (e->a->vt == CK_VT_F32)
              v.f = ck_eval_ftz (v.f);
            out[l] = ck_eval_convert (v, e->a->vt, vt);
            if (vt == CK_VT_F32)
              out[l].f = ck_eval_ftz (out[l].f);
          }
      else
        FOR_LANES (mask, l) out[l] = ck_eval_convert (ta[l], e->a->vt, vt);
      return;
    case CK_X_NEG:
      operand (x, e->a, mask, ta);
      if (vt == CK_VT_F32 && (e->imm.u & CK_XF_FTZ)) FOR_LANES (mask, l) out[l].f = -ck_eval_ftz (ta[l].f);
      else if (vt == CK_VT_F32) FOR_LANES (mask, l) out[l].f = -ta[l].f;
      else if (vt == CK_VT_F64) FOR_LANES (mask, l) out[l].d = -ta[l].d;
      else if (vt == CK_VT_F80) FOR_LANES (mask, l) out[l].ld = -ta[l].ld;
      else FOR_LANES (mask, l) { out[l].u = -ta[l].u; out[l] = ck_eval_normalize (out[l], vt); }
      return;
    case CK_X_BITNOT:
      operand (x, e->a, mask, ta);
      FOR_LANES (mask, l) { out[l].u = ~ta[l].u; out[l] = ck_eval_normalize (out[l], vt); }
      return;
    case CK_X_LNOT:
      operand (x, e->a, mask, ta);
      FOR_LANES (mask, l) out[l].u = !is_true (ta[l], e->a->vt);
      return;
    case CK_X_ADD: case CK_X_SUB: case CK_X_MUL: case CK_X_DIV: case CK_X_MOD:
    case CK_X_AND: case CK_X_OR: case CK_X_XOR: case CK_X_SHL: case CK_X_SHR:
      operand (x, e->a, mask, ta);
      operand (x, e->b, mask, tb);
      if (ck_vt_is_float (vt)
          ? fast_float_binop (e->op, vt, e->imm.u, mask, ta, tb, out)
          : fast_int_binop (e->op, vt, mask, ta, tb, out))
        return;
      if (vt == CK_VT_F32 && e->imm.u)
        FOR_LANES (mask, l) out[l].f = f32_binop (e->op, e->imm.u, ta[l].f, tb[l].f);
      else if (vt == CK_VT_F32)
        FOR_LANES (mask, l) { CkVal a = ta[l], b = tb[l], *r = &out[l]; CkXOp op = e->op; FLOAT_BINOP (float, f) }
      else if (vt == CK_VT_F64)
        FOR_LANES (mask, l) { CkVal a = ta[l], b = tb[l], *r = &out[l]; CkXOp op = e->op; FLOAT_BINOP (double, d) }
      else if (vt == CK_VT_F80)
        FOR_LANES (mask, l) { CkVal a = ta[l], b = tb[l], *r = &out[l]; CkXOp op = e->op; FLOAT_BINOP (long double, ld) }
      else
        FOR_LANES (mask, l)
          {
            const char *trap = NULL;
            if (!int_binop (e->op, vt, ta[l], tb[l], &out[l], &trap))
              {
                out[l].u = 0;
                div_fault (x, l, trap);
              }
          }
      return;
    case CK_X_EQ: case CK_X_NE: case CK_X_LT: case CK_X_LE: case CK_X_GT: case CK_X_GE:
      if (e->op == CK_X_NE && e->b->op == CK_X_IMM && e->b->imm.u == 0 && e->a->op == CK_X_CONV
          && !ck_vt_is_float (e->a->vt) && e->a->vt != CK_VT_VOID && ck_expr_is_truth (e->a->a))
        {
          /* ne(cvt.INT(t), 0) of a truth value t (0 or 1), the lowering's condition: t */
          ck_eval (x, e->a->a, mask, out);
          return;
        }
      operand (x, e->a, mask, ta);
      operand (x, e->b, mask, tb);
      if (fast_compare (e->op, e->a->vt, e->imm.u, mask, ta, tb, out))
        return;
      FOR_LANES (mask, l) out[l].u = compare (e->op, e->a->vt, ta[l], tb[l], e->imm.u);
      return;
    case CK_X_LAND:
    case CK_X_LOR:
      {
        CkMask second = 0;
        operand (x, e->a, mask, ta);
        FOR_LANES (mask, l)
          {
            gboolean t = is_true (ta[l], e->a->vt);
            if (t == (e->op == CK_X_LAND))
              second |= (CkMask) 1 << l;
            else
              out[l].u = t;
          }
        if (second)
          {
            ck_eval (x, e->b, second, tb);
            FOR_LANES (second, l) out[l].u = is_true (tb[l], e->b->vt);
          }
        return;
      }
    case CK_X_SEL:
      {
        CkMask m1 = 0, m2 = 0;
        CkVal tc[CK_MAX_WARP];
        operand (x, e->c, mask, tc);
        FOR_LANES (mask, l)
          {
            if (is_true (tc[l], e->c->vt))
              m1 |= (CkMask) 1 << l;
            else
              m2 |= (CkMask) 1 << l;
          }
        if (m1)
          ck_eval (x, e->a, m1, out);
        if (m2)
          {
            ck_eval (x, e->b, m2, tb);
            FOR_LANES (m2, l) out[l] = tb[l];
          }
        return;
      }
    case CK_X_PTRADD:
      operand (x, e->a, mask, ta);
      operand (x, e->b, mask, tb);
      FOR_LANES (mask, l) out[l].u = ta[l].u + (guint64) (tb[l].i * e->imm.i);
      return;
    case CK_X_PTRDIFF:
      operand (x, e->a, mask, ta);
      operand (x, e->b, mask, tb);
      FOR_LANES (mask, l) out[l].i = (gint64) (ta[l].u - tb[l].u) / (e->imm.i ? e->imm.i : 1);
      return;
    case CK_X_BFE:
      {
        int off = e->imm.u & 0xff, width = (int) (e->imm.u >> 8);
        operand (x, e->a, mask, ta);
        FOR_LANES (mask, l)
          {
            guint64 v = (ta[l].u >> off) & (width == 64 ? ~(guint64) 0 : (((guint64) 1 << width) - 1));
            if (ck_vt_is_signed (vt) && width < 64 && (v >> (width - 1)) & 1)
              v |= ~(guint64) 0 << width;
            out[l].u = v;
            out[l] = ck_eval_normalize (out[l], vt);
          }
        return;
      }
    case CK_X_BFI:
      {
        int off = e->imm.u & 0xff, width = (int) (e->imm.u >> 8);
        guint64 fmask = (width == 64 ? ~(guint64) 0 : (((guint64) 1 << width) - 1)) << off;
        operand (x, e->a, mask, ta);
        operand (x, e->b, mask, tb);
        FOR_LANES (mask, l)
          {
            out[l].u = (ta[l].u & ~fmask) | ((tb[l].u << off) & fmask);
            out[l] = ck_eval_normalize (out[l], vt);
          }
        return;
      }
    case CK_X_FMA:
      {
        /* a * b + c with one rounding (fma.rn.f32/f64): a contracted multiply-add */
        CkVal tc[CK_MAX_WARP];
        operand (x, e->a, mask, ta);
        operand (x, e->b, mask, tb);
        operand (x, e->c, mask, tc);
        if (vt == CK_VT_F32 && (e->imm.u & CK_XF_FTZ))
          FOR_LANES (mask, l) out[l].f = ck_eval_ftz (fmaf (ck_eval_ftz (ta[l].f), ck_eval_ftz (tb[l].f), ck_eval_ftz (tc[l].f)));
        else if (vt == CK_VT_F32)
          FOR_LANES (mask, l) out[l].f = fmaf (ta[l].f, tb[l].f, tc[l].f);
        else if (vt == CK_VT_F64)
          FOR_LANES (mask, l) out[l].d = fma (ta[l].d, tb[l].d, tc[l].d);
        else
          FOR_LANES (mask, l) out[l].ld = fmal (ta[l].ld, tb[l].ld, tc[l].ld);
        return;
      }
    case CK_X__COUNT:
      break;
    }
  g_assert_not_reached ();
}

/* ---- for eval-typed.c: the walk and the per-lane operations its typed code shares ---- */

void
ck_eval_walk (CkEvalCtx *x, const CkExpr *e, CkMask mask, CkVal *out)
{
  eval_lanes (x, e, mask, out);
}

guint64
ck_eval_sreg (CkEvalCtx *x, int sr, int lane)
{
  return sreg_value (x, sr, lane);
}

guint64
ck_eval_int_binop_lane (CkEvalCtx *x, CkXOp op, CkVT vt, guint64 a, guint64 b, int lane)
{
  CkVal r;
  const char *trap = NULL;
  if (!int_binop (op, vt, val_u (a), val_u (b), &r, &trap))
    {
      div_fault (x, lane, trap);
      return 0;
    }
  return r.u;
}

float
ck_eval_f32_binop (CkXOp op, guint64 flags, float a, float b)
{
  return f32_binop (op, flags, a, b);
}

int
ck_eval_compare (CkXOp op, CkVT vt, guint64 a, guint64 b, guint64 flags)
{
  return compare (op, vt, val_u (a), val_u (b), flags);
}
