/* tests/test-eval.c — semantics/eval.c, floating point as the GPU computes it (issue 25): the fused
 * multiply-add, flush-to-zero and the approximate divisions, on expression trees of constants.
 * SPDX-License-Identifier: MIT */
#include <math.h>
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/semantics/eval/fma/rounds-once", test_fma_rounds_once);
  g_test_add_func ("/semantics/eval/fma/double", test_fma_double);
  g_test_add_func ("/semantics/eval/ftz/flush", test_ftz);
  g_test_add_func ("/semantics/eval/div/full", test_div_full);
  g_test_add_func ("/semantics/eval/div/approx", test_div_approx);
  return g_test_run ();
}
