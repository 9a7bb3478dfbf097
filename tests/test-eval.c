/* tests/test-eval.c — semantics/eval.c, floating point as the GPU computes it (issue 25): the fused
 * multiply-add, flush-to-zero and the approximate divisions, on expression trees of constants;
 * the scalar path of one lane and the typed warp-wide code against the warp-wide walk (issue 22).
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include <string.h>
#include "semantics/eval.h"

static CkExpr *
imm_f (float v)
{
  CkExpr *e = g_new0 (CkExpr, 1);
  e->op = CK_X_IMM;
  e->vt = CK_VT_F32;
  e->imm.f = v;
  return e;
}

static CkExpr *
node (CkXOp op, CkVT vt, CkExpr *a, CkExpr *b, CkExpr *c, guint64 flags)
{
  CkExpr *e = g_new0 (CkExpr, 1);
  e->op = op;
  e->vt = vt;
  e->a = a;
  e->b = b;
  e->c = c;
  e->imm.u = flags;
  return e;
}

static void
free_tree (CkExpr *e)
{
  if (!e)
    return;
  free_tree (e->a);
  free_tree (e->b);
  free_tree (e->c);
  g_free (e);
}

/* The value of a tree of constants for one lane (constants need no warp). */
static CkVal
eval1 (CkExpr *e)
{
  CkEvalCtx x = { 0 };
  CkVal out[CK_MAX_WARP];
  ck_eval (&x, e, 1, out);
  free_tree (e);
  return out[0];
}

static void
test_fma_rounds_once (void)
{
  g_test_summary ("fma(a, b, c) rounds a * b + c once: (1 + 2^-12)^2 - (1 + 2^-11) is 2^-24, "
                  "where mul then add gives 0");
  float a = 1.0f + 0x1p-12f, c = -(1.0f + 0x1p-11f);
  CkVal fused = eval1 (node (CK_X_FMA, CK_VT_F32, imm_f (a), imm_f (a), imm_f (c), 0));
  CkVal split = eval1 (node (CK_X_ADD, CK_VT_F32,
                             node (CK_X_MUL, CK_VT_F32, imm_f (a), imm_f (a), NULL, 0),
                             imm_f (c), NULL, 0));
  g_assert_cmpfloat (fused.f, ==, 0x1p-24f);
  g_assert_cmpfloat (split.f, ==, 0.0f);
}

static void
test_fma_double (void)
{
  g_test_summary ("fma.rn.f64: one rounding in double precision");
  CkExpr *a = g_new0 (CkExpr, 1), *b = g_new0 (CkExpr, 1), *c = g_new0 (CkExpr, 1);
  a->op = b->op = c->op = CK_X_IMM;
  a->vt = b->vt = c->vt = CK_VT_F64;
  a->imm.d = b->imm.d = 1.0 + 0x1p-27;
  c->imm.d = -(1.0 + 0x1p-26);
  CkVal r = eval1 (node (CK_X_FMA, CK_VT_F64, a, b, c, 0));
  g_assert_cmpfloat (r.d, ==, 0x1p-54);
}

static void
test_ftz (void)
{
  g_test_summary ("CK_XF_FTZ flushes subnormal operands and results to zero of their sign; "
                  "without it they stay");
  float tiny = 0x1p-127f;                /* subnormal */
  CkVal r = eval1 (node (CK_X_MUL, CK_VT_F32, imm_f (0x1p-126f), imm_f (0.5f), NULL, CK_XF_FTZ));
  g_assert_cmpfloat (r.f, ==, 0.0f);
  r = eval1 (node (CK_X_MUL, CK_VT_F32, imm_f (0x1p-126f), imm_f (0.5f), NULL, 0));
  g_assert_cmpfloat (r.f, ==, tiny);
  r = eval1 (node (CK_X_ADD, CK_VT_F32, imm_f (-tiny), imm_f (-0.0f), NULL, CK_XF_FTZ));
  g_assert_cmpfloat (r.f, ==, 0.0f);
  g_assert_true (signbit (r.f));         /* -0 + -0 */
  r = eval1 (node (CK_X_FMA, CK_VT_F32, imm_f (tiny), imm_f (2.0f), imm_f (0.0f), CK_XF_FTZ));
  g_assert_cmpfloat (r.f, ==, 0.0f);
  r = eval1 (node (CK_X_CONV, CK_VT_F32, imm_f (tiny), NULL, NULL, CK_XF_FTZ));
  g_assert_cmpfloat (r.f, ==, 0.0f);
  r = eval1 (node (CK_X_LT, CK_VT_PRED, imm_f (0.0f), imm_f (tiny), NULL, CK_XF_FTZ));
  g_assert_cmpuint (r.u, ==, 0);         /* setp.lt.ftz: 0 < 0 */
  r = eval1 (node (CK_X_LT, CK_VT_PRED, imm_f (0.0f), imm_f (tiny), NULL, 0));
  g_assert_cmpuint (r.u, ==, 1);
}

/* ulps between two finite floats */
static int
ulps (float a, float b)
{
  int n = 0;
  while (a != b && n < 1000)
    a = nextafterf (a, b), n++;
  return n;
}

static void
test_div_full (void)
{
  g_test_summary ("div.full.f32 (-prec-div=false) stays within 2 ulp of IEEE division over the "
                  "whole range, and is not IEEE division");
  GRand *r = g_rand_new_with_seed (25);
  int worst = 0, differ = 0;
  for (int i = 0; i < 100000; i++)
    {
      float x = ldexpf ((float) g_rand_double_range (r, 1.0, 2.0), g_rand_int_range (r, -120, 120));
      float y = ldexpf ((float) g_rand_double_range (r, 1.0, 2.0), g_rand_int_range (r, -127, 128));
      if (g_rand_boolean (r))
        y = -y;
      float want = x / y;
      if (!isfinite (want) || want == 0.0f || fpclassify (want) == FP_SUBNORMAL)
        continue;
      float got = eval1 (node (CK_X_DIV, CK_VT_F32, imm_f (x), imm_f (y), NULL, CK_XF_DIV_FULL)).f;
      int u = ulps (got, want);
      worst = MAX (worst, u);
      differ += u != 0;
    }
  g_rand_free (r);
  g_test_message ("worst %d ulp, %d of 100000 differ from IEEE", worst, differ);
  g_assert_cmpint (worst, <=, 2);
  g_assert_cmpint (differ, >, 0);
}

static void
test_div_approx (void)
{
  g_test_summary ("div.approx.f32 (__fdividef, --use_fast_math): 0 for 2^126 < |y| < 2^128 as "
                  "documented, NaN for an infinite x there; within 2 ulp below");
  g_assert_cmpfloat (ck_eval_div_approx (1.0f, 0x1p127f, TRUE), ==, 0.0f);
  g_assert_true (isnan (ck_eval_div_approx (INFINITY, 0x1p127f, TRUE)));
  g_assert_cmpfloat (ck_eval_div_approx (1.0f, 0x1p127f, FALSE), ==, 0x1p-127f);
  g_assert_cmpint (ulps (ck_eval_div_approx (1.0f, 3.0f, TRUE), 1.0f / 3.0f), <=, 2);
  g_assert_true (isinf (ck_eval_div_approx (1.0f, 0.0f, TRUE)));
  g_assert_true (isnan (ck_eval_div_approx (0.0f, 0.0f, FALSE)));
}

/* ---- the scalar path (issue 22): one lane agrees with the warp-wide walk ---- */

static CkExpr *
imm_vt (CkVT vt, CkVal v)
{
  CkExpr *e = g_new0 (CkExpr, 1);
  e->op = CK_X_IMM;
  e->vt = vt;
  e->imm = ck_vt_is_float (vt) ? v : ck_eval_normalize (v, vt);
  return e;
}

/* [e] evaluated for lane 0 alone (the scalar path) and for lanes 0 and 1 (the warp-wide walk):
 * the value bits of lane 0 (4 bytes for an f32) must be equal. Frees [e]. */
static void
agree_in (CkEvalCtx *xp, CkExpr *e, const char *what)
{
  CkEvalCtx x = *xp;
  CkVal one[CK_MAX_WARP], two[CK_MAX_WARP];
  memset (one, 0, sizeof one);
  memset (two, 0, sizeof two);
  ck_eval (&x, e, 1, one);
  ck_eval (&x, e, 3, two);
  guint64 m = e->vt == CK_VT_F32 ? 0xffffffffu : ~(guint64) 0;
  if ((one[0].u & m) != (two[0].u & m))
    g_test_message ("%s: scalar %#" G_GINT64_MODIFIER "x, warp %#" G_GINT64_MODIFIER "x", what,
                    one[0].u & m, two[0].u & m);
  g_assert_cmphex (one[0].u & m, ==, two[0].u & m);
  free_tree (e);
}

/* agree_in with no registers */
static void
agree (CkExpr *e, const char *what)
{
  CkEvalCtx x = { 0 };
  agree_in (&x, e, what);
}

static void
test_scalar_int (void)
{
  g_test_summary ("every integer operator of every integer type, the comparisons and the "
                  "conversions between integer types: a lane alone gives what the warp gives");
  static const CkVT ints[] = { CK_VT_I8, CK_VT_U8, CK_VT_I16, CK_VT_U16, CK_VT_I32, CK_VT_U32,
                               CK_VT_I64, CK_VT_U64, CK_VT_PRED };
  static const CkXOp ops[] = { CK_X_ADD, CK_X_SUB, CK_X_MUL, CK_X_DIV, CK_X_MOD, CK_X_AND,
                               CK_X_OR, CK_X_XOR, CK_X_SHL, CK_X_SHR, CK_X_EQ, CK_X_NE, CK_X_LT,
                               CK_X_LE, CK_X_GT, CK_X_GE, CK_X_LAND, CK_X_LOR };
  static const gint64 as[] = { 5, -7, 0, G_MININT32, G_MAXINT32, 0x12345678abcdefll, 255,
                               G_MININT64 };
  static const gint64 bs[] = { 3, -2, 7, 31, 33, 1, 200, 0x100000001ll };
  for (guint t = 0; t < G_N_ELEMENTS (ints); t++)
    for (guint a = 0; a < G_N_ELEMENTS (as); a++)
      for (guint b = 0; b < G_N_ELEMENTS (bs); b++)
        {
          CkVT vt = ints[t];
          CkVal va = { .i = as[a] }, vb = { .i = bs[b] };
          CkVal nb = ck_eval_normalize (vb, vt);
          for (guint o = 0; o < G_N_ELEMENTS (ops); o++)
            {
              CkXOp op = ops[o];
              gboolean cmp = op >= CK_X_EQ;
              /* a trap needs a run to report to: no division by 0 or -1 here */
              if ((op == CK_X_DIV || op == CK_X_MOD)
                  && (nb.u == 0 || (ck_vt_is_signed (vt) && nb.i == -1)))
                continue;
              if (vt == CK_VT_PRED && !cmp)
                continue;
              agree (node (op, cmp ? CK_VT_PRED : vt, imm_vt (vt, va), imm_vt (vt, vb), NULL, 0),
                     "integer operator");
            }
          for (guint u = 0; u < G_N_ELEMENTS (ints); u++)
            agree (node (CK_X_CONV, ints[u], imm_vt (vt, va), NULL, NULL, 0), "conversion");
          agree (node (CK_X_NEG, vt, imm_vt (vt, va), NULL, NULL, 0), "neg");
          agree (node (CK_X_BITNOT, vt, imm_vt (vt, va), NULL, NULL, 0), "not");
          agree (node (CK_X_LNOT, CK_VT_PRED, imm_vt (vt, va), NULL, NULL, 0), "lnot");
          agree (node (CK_X_SEL, vt, imm_vt (vt, va), imm_vt (vt, vb),
                       node (CK_X_LT, CK_VT_PRED, imm_vt (vt, va), imm_vt (vt, vb), NULL, 0), 0),
                 "selp");
          CkExpr *p = node (CK_X_PTRADD, CK_VT_U64, imm_vt (CK_VT_U64, va), imm_vt (CK_VT_I64, vb),
                            NULL, 0);
          p->imm.i = 4;
          agree (p, "ptradd");
        }
}

static void
test_scalar_float (void)
{
  g_test_summary ("f32 and f64 arithmetic with and without FTZ, fma, comparisons and the "
                  "conversions to and from every type (saturating, NaN): a lane alone gives what "
                  "the warp gives");
  static const double vals[] = { 1.5, -3.25, 0.0, -0.0, 1e10, -1e20, 0x1p-130, 3e38, NAN,
                                  INFINITY, 4294967296.0, -2147483649.0 };
  static const CkVT all[] = { CK_VT_I8, CK_VT_U8, CK_VT_I16, CK_VT_U16, CK_VT_I32, CK_VT_U32,
                              CK_VT_I64, CK_VT_U64, CK_VT_PRED, CK_VT_F32, CK_VT_F64 };
  static const CkXOp ops[] = { CK_X_ADD, CK_X_SUB, CK_X_MUL, CK_X_DIV, CK_X_EQ, CK_X_NE,
                               CK_X_LT, CK_X_LE, CK_X_GT, CK_X_GE };
  for (int fv = 0; fv < 2; fv++)
    for (guint a = 0; a < G_N_ELEMENTS (vals); a++)
      for (guint b = 0; b < G_N_ELEMENTS (vals); b++)
        {
          CkVT vt = fv ? CK_VT_F64 : CK_VT_F32;
          CkVal va = { 0 }, vb = { 0 };
          if (fv)
            va.d = vals[a], vb.d = vals[b];
          else
            va.f = (float) vals[a], vb.f = (float) vals[b];
          for (int flags = 0; flags <= (fv ? 0 : CK_XF_FTZ); flags += CK_XF_FTZ)
            {
              for (guint o = 0; o < G_N_ELEMENTS (ops); o++)
                {
                  gboolean cmp = ops[o] >= CK_X_EQ;
                  agree (node (ops[o], cmp ? CK_VT_PRED : vt, imm_vt (vt, va), imm_vt (vt, vb),
                               NULL, flags), "float operator");
                }
              agree (node (CK_X_FMA, vt, imm_vt (vt, va), imm_vt (vt, vb), imm_vt (vt, va), flags),
                     "fma");
              agree (node (CK_X_NEG, vt, imm_vt (vt, va), NULL, NULL, flags), "neg");
              for (guint u = 0; u < G_N_ELEMENTS (all); u++)
                {
                  agree (node (CK_X_CONV, all[u], imm_vt (vt, va), NULL, NULL, flags), "cvt from float");
                  CkVal iv = { .i = (gint64) (fv ? 0 : 1) * 0x7fffffffffll - (gint64) a * 977 };
                  if (all[u] != CK_VT_F32 && all[u] != CK_VT_F64)
                    agree (node (CK_X_CONV, vt, imm_vt (all[u], iv), NULL, NULL, flags), "cvt to float");
                }
            }
        }
}

static void
test_scalar_trees (void)
{
  g_test_summary ("the trees host code is made of (an element's address, a loop's condition, a "
                  "sum of products), whose nodes the scalar path gives their own functions: a "
                  "lane alone gives what the warp gives, at the first evaluation and again");
  static const gint64 is[] = { 0, 5, -7, 63, G_MAXINT32, G_MININT32 };
  for (guint a = 0; a < G_N_ELEMENTS (is); a++)
    for (guint b = 0; b < G_N_ELEMENTS (is); b++)
      {
        CkVal va = { .i = is[a] }, vb = { .i = is[b] }, base = { .u = 0x100000 };
        for (int twice = 0; twice < 2; twice++)
          {
            /* ptradd(p, cvt.s64(add(mul(a, 64), b)), 4): a[row * N + k] */
            CkExpr *idx = node (CK_X_ADD, CK_VT_I32,
                                node (CK_X_MUL, CK_VT_I32, imm_vt (CK_VT_I32, va),
                                      imm_vt (CK_VT_I32, (CkVal) { .i = 64 }), NULL, 0),
                                imm_vt (CK_VT_I32, vb), NULL, 0);
            CkExpr *p = node (CK_X_PTRADD, CK_VT_U64, imm_vt (CK_VT_U64, base),
                              node (CK_X_CONV, CK_VT_I64, idx, NULL, NULL, 0), NULL, 0);
            p->imm.i = 4;
            if (twice)
              {
                CkEvalCtx x = { 0 };
                CkVal v[CK_MAX_WARP];
                ck_eval (&x, p, 1, v);   /* the nodes have their functions now */
              }
            agree (p, "element address");
            /* ne(cvt.u8(lt(a, b)), 0) and its unsigned and 64-bit kin */
            for (int k = 0; k < 3; k++)
              {
                CkVT vt = k == 0 ? CK_VT_I32 : k == 1 ? CK_VT_U32 : CK_VT_I64;
                CkExpr *lt = node (k == 2 ? CK_X_GE : CK_X_LT, CK_VT_PRED, imm_vt (vt, va),
                                   imm_vt (vt, vb), NULL, 0);
                agree (node (CK_X_NE, CK_VT_PRED, node (CK_X_CONV, CK_VT_U8, lt, NULL, NULL, 0),
                             imm_vt (CK_VT_U8, (CkVal) { .u = 0 }), NULL, 0), "loop condition");
              }
            /* acc + x * y in f32 and f64, and f64 arithmetic of an f32 operand */
            CkVal fa = { 0 }, fb = { 0 }, da = { .d = (double) is[a] / 3 }, db = { .d = (double) is[b] };
            fa.f = (float) is[a] / 3, fb.f = (float) is[b];
            agree (node (CK_X_ADD, CK_VT_F32, imm_vt (CK_VT_F32, fa),
                         node (CK_X_MUL, CK_VT_F32, imm_vt (CK_VT_F32, fb), imm_vt (CK_VT_F32, fa),
                               NULL, 0), NULL, 0), "f32 sum of products");
            agree (node (CK_X_SUB, CK_VT_F64, imm_vt (CK_VT_F64, da),
                         node (CK_X_MUL, CK_VT_F64, imm_vt (CK_VT_F64, db), imm_vt (CK_VT_F64, da),
                               NULL, 0), NULL, 0), "f64 sum of products");
            agree (node (CK_X_ADD, CK_VT_U64, imm_vt (CK_VT_U64, va),
                         node (CK_X_CONV, CK_VT_U64, imm_vt (CK_VT_U32, vb), NULL, NULL, 0), NULL, 0),
                   "u64 sum of a widening");
          }
      }
}

/* ---- the typed warp-wide code (issue 22): every lane agrees with the tree walk ---- */

/* Four lanes' registers laid out as a warp's register file (CkRegFile: each register's lanes
 * contiguous, regs[r][l]): %r0 and %r1 are the operands, %r7 a destination. */
typedef struct {
  CkVal regs[8][4];
  CkVal *lane[CK_MAX_WARP];
} Lanes;

static CkExpr *
reg_vt (CkVT vt, int r)
{
  CkExpr *e = g_new0 (CkExpr, 1);
  e->op = CK_X_REG;
  e->vt = vt;
  e->reg = r;
  return e;
}

/* [e] for the lanes of [mask] by the walk alone and by the typed code (into out[] and into
 * %r7): the value bits of every lane (4 bytes for an f32) must be equal. Frees [e]. */
static void
typed_agree_in (Lanes *ln, CkExpr *e, CkMask mask, const char *what, gboolean fp_uniform)
{
  CkEvalCtx walk = { 0 }, typed = { 0 };
  walk.lane_regs = typed.lane_regs = ln->lane;
  walk.rs = typed.rs = 4;
  typed.fp_uniform = fp_uniform;
  walk.walk_only = TRUE;
  CkVal w[CK_MAX_WARP], t[CK_MAX_WARP];
  memset (w, 0, sizeof w);
  memset (t, 0, sizeof t);
  ck_eval (&walk, e, mask, w);
  ck_eval (&typed, e, mask, t);
  gboolean to_reg = ck_eval_typed_reg (&typed, e, mask, 7);
  guint64 m = e->vt == CK_VT_F32 ? 0xffffffffu : ~(guint64) 0;
  FOR_LANES (mask, l)
    {
      if ((w[l].u & m) != (t[l].u & m))
        g_test_message ("%s: lane %d: walk %#" G_GINT64_MODIFIER "x, typed %#" G_GINT64_MODIFIER
                        "x", what, l, w[l].u & m, t[l].u & m);
      g_assert_cmphex (w[l].u & m, ==, t[l].u & m);
      if (to_reg)
        g_assert_cmphex (w[l].u & m, ==, ln->regs[7][l].u & m);
    }
  /* into %r0, which [e] may read: each lane reads its operands before it writes */
  CkVal saved[8][4];
  memcpy (saved, ln->regs, sizeof saved);
  if (ck_eval_typed_reg (&typed, e, mask, 0))
    FOR_LANES (mask, l)
      g_assert_cmphex (w[l].u & m, ==, ln->regs[0][l].u & m);
  memcpy (ln->regs, saved, sizeof saved);
}

/* typed_agree_in for lanes with their own frame bases and for lanes that share their frame
 * pointer (the typed code's contiguous path where the mask is contiguous). Frees [e]. */
static void
typed_agree (Lanes *ln, CkExpr *e, CkMask mask, const char *what)
{
  typed_agree_in (ln, e, mask, what, FALSE);
  typed_agree_in (ln, e, mask, what, TRUE);
  free_tree (e);
}

/* %r0 of lane l is a[l], %r1 b[l] (normalised to [vt] for an integer type). */
static void
set_lanes (Lanes *ln, CkVT vt, const CkVal *a, const CkVal *b)
{
  memset (ln->regs, 0, sizeof ln->regs);
  for (int l = 0; l < 4; l++)
    {
      ln->lane[l] = &ln->regs[0][l];
      ln->regs[0][l] = ck_vt_is_float (vt) ? a[l] : ck_eval_normalize (a[l], vt);
      ln->regs[1][l] = ck_vt_is_float (vt) ? b[l] : ck_eval_normalize (b[l], vt);
    }
}

/* Each shape of operands a binary operation's loop tells apart: two registers, a register and a
 * constant (either side), a computed value and a register, uniform values. */
static void
typed_shapes (Lanes *ln, CkXOp op, CkVT rvt, CkVT vt, CkVal k, guint64 flags, const char *what)
{
  static const CkMask masks[] = { 0xf, 0xb, 0x6 };
  for (guint i = 0; i < G_N_ELEMENTS (masks); i++)
    {
      CkMask m = masks[i];
      typed_agree (ln, node (op, rvt, reg_vt (vt, 0), reg_vt (vt, 1), NULL, flags), m, what);
      typed_agree (ln, node (op, rvt, reg_vt (vt, 0), imm_vt (vt, k), NULL, flags), m, what);
      typed_agree (ln, node (op, rvt, imm_vt (vt, k), reg_vt (vt, 1), NULL, flags), m, what);
      typed_agree (ln, node (op, rvt, node (CK_X_NEG, vt, reg_vt (vt, 0), NULL, NULL, 0),
                             reg_vt (vt, 1), NULL, flags), m, what);
      if (op != CK_X_DIV && op != CK_X_MOD)   /* -%r0 may be 0 or -1 */
        typed_agree (ln, node (op, rvt, reg_vt (vt, 1), node (CK_X_NEG, vt, reg_vt (vt, 0), NULL,
                                                              NULL, 0), NULL, flags), m, what);
      typed_agree (ln, node (op, rvt, node (CK_X_NEG, vt, imm_vt (vt, k), NULL, NULL, 0),
                             reg_vt (vt, 1), NULL, flags), m, what);
      typed_agree (ln, node (op, rvt, imm_vt (vt, k), imm_vt (vt, k), NULL, flags), m, what);
    }
}

static void
test_typed_int (void)
{
  g_test_summary ("every integer operator, comparison, conversion, selp and ptradd of every "
                  "integer type on registers that differ from lane to lane, constants and "
                  "computed operands, for full and partial masks: the typed code gives the "
                  "tree walk's value in every lane");
  static const CkVT ints[] = { CK_VT_I8, CK_VT_U8, CK_VT_I16, CK_VT_U16, CK_VT_I32, CK_VT_U32,
                               CK_VT_I64, CK_VT_U64, CK_VT_PRED };
  static const CkXOp ops[] = { CK_X_ADD, CK_X_SUB, CK_X_MUL, CK_X_DIV, CK_X_MOD, CK_X_AND,
                               CK_X_OR, CK_X_XOR, CK_X_SHL, CK_X_SHR, CK_X_EQ, CK_X_NE, CK_X_LT,
                               CK_X_LE, CK_X_GT, CK_X_GE, CK_X_LAND, CK_X_LOR };
  /* lane values; b never 0 or -1 in any lane (a trap needs a run to report to) */
  static const gint64 as[][4] = { { 5, -7, 0, G_MININT32 }, { G_MAXINT32, 0x12345678abcdefll, 255,
                                  G_MININT64 }, { 3, 3, 3, 3 } };
  static const gint64 bs[][4] = { { 3, -2, 7, 31 }, { 33, 1, 200, 0x100000001ll },
                                  { 2, 2, 2, 2 } };
  Lanes ln;
  for (guint t = 0; t < G_N_ELEMENTS (ints); t++)
    for (guint a = 0; a < G_N_ELEMENTS (as); a++)
      for (guint b = 0; b < G_N_ELEMENTS (bs); b++)
        {
          CkVT vt = ints[t];
          CkVal va[4], vb[4];
          gboolean div_ok = TRUE;
          for (int l = 0; l < 4; l++)
            {
              va[l].i = as[a][l];
              vb[l].i = bs[b][l];
              CkVal nb = ck_eval_normalize (vb[l], vt);
              if (nb.u == 0 || (ck_vt_is_signed (vt) && nb.i == -1))
                div_ok = FALSE;
            }
          set_lanes (&ln, vt, va, vb);
          CkVal k = ck_eval_normalize ((CkVal) { .i = 3 }, vt);
          for (guint o = 0; o < G_N_ELEMENTS (ops); o++)
            {
              CkXOp op = ops[o];
              gboolean cmp = op >= CK_X_EQ;
              if ((op == CK_X_DIV || op == CK_X_MOD) && (!div_ok || vt == CK_VT_PRED))
                continue;
              if (vt == CK_VT_PRED && !cmp)
                continue;
              typed_shapes (&ln, op, cmp ? CK_VT_PRED : vt, vt, k, 0, "integer operator");
            }
          for (guint u = 0; u < G_N_ELEMENTS (ints); u++)
            typed_agree (&ln, node (CK_X_CONV, ints[u], reg_vt (vt, 0), NULL, NULL, 0), 0xf,
                         "conversion");
          typed_agree (&ln, node (CK_X_BITNOT, vt, reg_vt (vt, 0), NULL, NULL, 0), 0xd, "not");
          typed_agree (&ln, node (CK_X_LNOT, CK_VT_PRED, reg_vt (vt, 0), NULL, NULL, 0), 0xf,
                       "lnot");
          if (vt == CK_VT_I32 || vt == CK_VT_U32 || vt == CK_VT_I64 || vt == CK_VT_U64)
            {
              /* add(mul(x, y), z) of lane-varying x and y: one MAD operation, the product
                 wrapped or not before the sum */
              typed_agree (&ln, node (CK_X_ADD, vt, node (CK_X_MUL, vt, reg_vt (vt, 0),
                                                          reg_vt (vt, 1), NULL, 0),
                                      reg_vt (vt, 0), NULL, 0), 0xf, "mad");
              typed_agree (&ln, node (CK_X_ADD, vt, imm_vt (vt, k),
                                      node (CK_X_MUL, vt, reg_vt (vt, 1),
                                            node (CK_X_NEG, vt, reg_vt (vt, 0), NULL, NULL, 0),
                                            NULL, 0), NULL, 0), 0xb, "mad of a constant");
            }
          typed_agree (&ln, node (CK_X_SEL, vt, reg_vt (vt, 0), imm_vt (vt, k),
                                  node (CK_X_LT, CK_VT_PRED, reg_vt (vt, 0), reg_vt (vt, 1), NULL,
                                        0), 0), 0xf, "selp");
          typed_agree (&ln, node (CK_X_NE, CK_VT_PRED,
                                  node (CK_X_CONV, CK_VT_U8, node (CK_X_LT, CK_VT_PRED,
                                                                   reg_vt (vt, 0), reg_vt (vt, 1),
                                                                   NULL, 0), NULL, NULL, 0),
                                  imm_vt (CK_VT_U8, (CkVal) { .u = 0 }), NULL, 0), 0xf,
                       "ne(cvt(lt), 0)");
          CkExpr *p = node (CK_X_PTRADD, CK_VT_U64, reg_vt (CK_VT_U64, 0), reg_vt (vt, 1), NULL, 0);
          p->imm.i = 4;
          typed_agree (&ln, p, 0xf, "ptradd");
          p = node (CK_X_PTRDIFF, CK_VT_I64, reg_vt (CK_VT_U64, 0), reg_vt (CK_VT_U64, 1), NULL, 0);
          p->imm.i = 8;
          typed_agree (&ln, p, 0xf, "ptrdiff");
          p = node (CK_X_BFE, vt, reg_vt (vt, 0), NULL, NULL, 0);
          p->imm.u = 3 | (5 << 8);
          typed_agree (&ln, p, 0xf, "bfe");
          p = node (CK_X_BFI, vt, reg_vt (vt, 0), reg_vt (vt, 1), NULL, 0);
          p->imm.u = 2 | (4 << 8);
          typed_agree (&ln, p, 0xe, "bfi");
        }
}

static void
test_typed_float (void)
{
  g_test_summary ("f32 and f64 arithmetic with every CK_XF_* mode, fma, comparisons, logical "
                  "operators, negation and the conversions to and from every type, on registers "
                  "that differ from lane to lane: the typed code gives the tree walk's bits");
  static const double vals[] = { 1.5, -3.25, 0.0, -0.0, 1e10, -1e20, 0x1p-130, 3e38, NAN,
                                  INFINITY, 4294967296.0, -2147483649.0 };
  static const CkVT all[] = { CK_VT_I8, CK_VT_U8, CK_VT_I16, CK_VT_U16, CK_VT_I32, CK_VT_U32,
                              CK_VT_I64, CK_VT_U64, CK_VT_PRED, CK_VT_F32, CK_VT_F64 };
  static const CkXOp ops[] = { CK_X_ADD, CK_X_SUB, CK_X_MUL, CK_X_DIV, CK_X_EQ, CK_X_NE,
                               CK_X_LT, CK_X_LE, CK_X_GT, CK_X_GE, CK_X_LAND, CK_X_LOR };
  static const guint64 modes[] = { 0, CK_XF_FTZ, CK_XF_DIV_FULL, CK_XF_DIV_APPROX,
                                   CK_XF_FTZ | CK_XF_DIV_APPROX };
  Lanes ln;
  const int n = G_N_ELEMENTS (vals);
  for (int fv = 0; fv < 2; fv++)
    for (int a = 0; a < n; a++)
      {
        CkVT vt = fv ? CK_VT_F64 : CK_VT_F32;
        CkVal va[4], vb[4], k = { 0 };
        for (int l = 0; l < 4; l++)
          {
            va[l].u = vb[l].u = 0;
            double x = vals[(a + l) % n], y = vals[(a + 3 * l + 1) % n];
            if (fv)
              va[l].d = x, vb[l].d = y;
            else
              va[l].f = (float) x, vb[l].f = (float) y;
          }
        if (fv)
          k.d = 0.75;
        else
          k.f = 0.75f;
        set_lanes (&ln, vt, va, vb);
        for (guint md = 0; md < (fv ? 1 : G_N_ELEMENTS (modes)); md++)
          {
            guint64 flags = modes[md];
            for (guint o = 0; o < G_N_ELEMENTS (ops); o++)
              {
                gboolean cmp = ops[o] >= CK_X_EQ;
                typed_shapes (&ln, ops[o], cmp ? CK_VT_PRED : vt, vt, k, cmp ? flags & CK_XF_FTZ
                              : ops[o] == CK_X_DIV ? flags : flags & CK_XF_FTZ, "float operator");
              }
            typed_agree (&ln, node (CK_X_FMA, vt, reg_vt (vt, 0), reg_vt (vt, 1), imm_vt (vt, k),
                                    flags & CK_XF_FTZ), 0xf, "fma");
            typed_agree (&ln, node (CK_X_FMA, vt, imm_vt (vt, k), reg_vt (vt, 1), reg_vt (vt, 0),
                                    flags & CK_XF_FTZ), 0x5, "fma");
            typed_agree (&ln, node (CK_X_NEG, vt, reg_vt (vt, 0), NULL, NULL, flags & CK_XF_FTZ),
                         0xf, "neg");
            typed_agree (&ln, node (CK_X_LNOT, CK_VT_PRED, reg_vt (vt, 0), NULL, NULL, 0), 0xf,
                         "lnot");
            typed_agree (&ln, node (CK_X_SEL, vt, reg_vt (vt, 0), reg_vt (vt, 1), reg_vt (vt, 0),
                                    0), 0xf, "selp");
            for (guint u = 0; u < G_N_ELEMENTS (all); u++)
              {
                typed_agree (&ln, node (CK_X_CONV, all[u], reg_vt (vt, 0), NULL, NULL,
                                        flags & CK_XF_FTZ), 0xf, "cvt from float");
                typed_agree (&ln, node (CK_X_CONV, vt, node (CK_X_CONV, all[u], reg_vt (vt, 1),
                                                             NULL, NULL, 0), NULL, NULL,
                                        flags & CK_XF_FTZ), 0xf, "cvt to float");
              }
          }
      }
}

static void
test_scalar_registers (void)
{
  g_test_summary ("the scalar node functions that read two registers, or a register and a "
                  "constant, in place: a lane alone gives what the warp gives");
  static const CkVT vts[] = { CK_VT_I32, CK_VT_U32, CK_VT_I64, CK_VT_U64, CK_VT_F32, CK_VT_F64 };
  static const CkXOp ops[] = { CK_X_ADD, CK_X_SUB, CK_X_MUL, CK_X_EQ, CK_X_NE, CK_X_LT, CK_X_LE,
                               CK_X_GT, CK_X_GE };
  static const gint64 is[] = { 7, -3, G_MAXINT32, G_MININT64, 0 };
  CkVal regs[2][2];
  CkVal *lane_regs[CK_MAX_WARP] = { regs[0], regs[1] };
  CkEvalCtx x = { 0 };
  x.lane_regs = lane_regs;
  x.rs = 1;
  for (guint t = 0; t < G_N_ELEMENTS (vts); t++)
    for (guint a = 0; a < G_N_ELEMENTS (is); a++)
      for (guint b = 0; b < G_N_ELEMENTS (is); b++)
        {
          CkVT vt = vts[t];
          CkVal va = { 0 }, vb = { 0 };
          if (vt == CK_VT_F32)
            va.f = (float) is[a] / 7, vb.f = (float) is[b];
          else if (vt == CK_VT_F64)
            va.d = (double) is[a] / 7, vb.d = (double) is[b];
          else
            va = ck_eval_normalize ((CkVal) { .i = is[a] }, vt), vb = ck_eval_normalize ((CkVal) { .i = is[b] }, vt);
          for (int l = 0; l < 2; l++)
            regs[l][0] = va, regs[l][1] = vb;
          for (guint o = 0; o < G_N_ELEMENTS (ops); o++)
            {
              CkVT rvt = ops[o] >= CK_X_EQ ? CK_VT_PRED : vt;
              agree_in (&x, node (ops[o], rvt, reg_vt (vt, 0), reg_vt (vt, 1), NULL, 0), "rr");
              agree_in (&x, node (ops[o], rvt, reg_vt (vt, 0), imm_vt (vt, vb), NULL, 0), "ri");
              agree_in (&x, node (ops[o], rvt, imm_vt (vt, va), reg_vt (vt, 1), NULL, 0), "ir");
            }
        }
}

/* [e] prepared for the scalar path: the shape ck_eval1_shape names (semantics/host-step.c
 * computes those in place), and the scalar value of lane 0 is the warp's (agree_in). */
static void
shape_is (CkEvalCtx *x, CkExpr *e, CkS1Shape want, const char *what)
{
  ck_eval1_prepare (e);
  if (ck_eval1_shape (e) != want)
    g_error ("%s: shape %d, expected %d", what, ck_eval1_shape (e), want);
  agree_in (x, e, what);
}

static void
test_scalar_shapes (void)
{
  g_test_summary ("ck_eval1_shape names the fused node functions of host loops' shapes that "
                  "the host loop computes in place, and only those");
  CkVal regs[2][4];
  CkVal *lane_regs[CK_MAX_WARP] = { regs[0], regs[1] };
  CkEvalCtx x = { 0 };
  x.lane_regs = lane_regs;
  for (int l = 0; l < 2; l++)
    {
      memset (regs[l], 0, sizeof regs[l]);
      regs[l][0].i = -5;          /* an i32 */
      regs[l][1].u = 4096;        /* a pointer */
      regs[l][2].i = 7;
      regs[l][3].f = 1.5f;
    }
  CkVal one = { .i = 1 }, n = { .i = 64 };
  shape_is (&x, node (CK_X_ADD, CK_VT_I32, reg_vt (CK_VT_I32, 0), imm_vt (CK_VT_I32, one), NULL, 0),
            CK_S1_ADD_I32_RI, "i + 1");
  shape_is (&x, node (CK_X_ADD, CK_VT_I64, reg_vt (CK_VT_I64, 1), imm_vt (CK_VT_I64, n), NULL, 0),
            CK_S1_ADD_64_RI, "p + 64");
  shape_is (&x, node (CK_X_NE, CK_VT_PRED,
                      node (CK_X_CONV, CK_VT_U8,
                            node (CK_X_LT, CK_VT_PRED, reg_vt (CK_VT_I32, 0),
                                  imm_vt (CK_VT_I32, n), NULL, 0), NULL, NULL, 0),
                      imm_vt (CK_VT_U8, (CkVal) { .u = 0 }), NULL, 0),
            CK_S1_LT_S_RI_T, "i < 64");
  shape_is (&x, node (CK_X_PTRADD, CK_VT_U64, reg_vt (CK_VT_U64, 1),
                      node (CK_X_CONV, CK_VT_I64, reg_vt (CK_VT_I32, 0), NULL, NULL, 0), NULL,
                      4), CK_S1_PTRADD_SAME_RR, "p + i");
  CkExpr *m = node (CK_X_PTRADD, CK_VT_U64, reg_vt (CK_VT_U64, 1),
                    node (CK_X_CONV, CK_VT_I64,
                          node (CK_X_ADD, CK_VT_I32,
                                node (CK_X_MUL, CK_VT_I32, reg_vt (CK_VT_I32, 0),
                                      imm_vt (CK_VT_I32, n), NULL, 0),
                                reg_vt (CK_VT_I32, 2), NULL, 0), NULL, NULL, 0), NULL, 4);
  ck_eval1_prepare (m);
  g_assert_cmpint (ck_eval1_shape (m->b->a), ==, CK_S1_MADD_I32_RIR);
  shape_is (&x, m, CK_S1_PTRADD_SAME_RX, "p + (i * 64 + j)");
  shape_is (&x, node (CK_X_ADD, CK_VT_F32, reg_vt (CK_VT_F32, 3),
                      node (CK_X_MUL, CK_VT_F32, reg_vt (CK_VT_F32, 3), reg_vt (CK_VT_F32, 3),
                            NULL, 0), NULL, 0), CK_S1_ADD_MUL_F32_RRR, "a + b * c");
  shape_is (&x, node (CK_X_MUL, CK_VT_F32, reg_vt (CK_VT_F32, 3), reg_vt (CK_VT_F32, 3), NULL, 0),
            CK_S1_MUL_F32_RR, "a * b");
  shape_is (&x, node (CK_X_DIV, CK_VT_I32, reg_vt (CK_VT_I32, 2), reg_vt (CK_VT_I32, 0), NULL, 0),
            CK_S1_OTHER, "i / j");
  shape_is (&x, node (CK_X_ADD, CK_VT_I32, imm_vt (CK_VT_I32, one), reg_vt (CK_VT_I32, 0), NULL, 0),
            CK_S1_OTHER, "1 + i");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/semantics/eval/fma/rounds-once", test_fma_rounds_once);
  g_test_add_func ("/semantics/eval/fma/double", test_fma_double);
  g_test_add_func ("/semantics/eval/ftz/flush", test_ftz);
  g_test_add_func ("/semantics/eval/div/full", test_div_full);
  g_test_add_func ("/semantics/eval/div/approx", test_div_approx);
  g_test_add_func ("/semantics/eval/scalar/int", test_scalar_int);
  g_test_add_func ("/semantics/eval/scalar/float", test_scalar_float);
  g_test_add_func ("/semantics/eval/typed/int", test_typed_int);
  g_test_add_func ("/semantics/eval/typed/float", test_typed_float);
  g_test_add_func ("/semantics/eval/scalar/trees", test_scalar_trees);
  g_test_add_func ("/semantics/eval/scalar/registers", test_scalar_registers);
  g_test_add_func ("/semantics/eval/scalar/shapes", test_scalar_shapes);
  return g_test_run ();
}
