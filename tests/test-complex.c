/* tests/test-complex.c — unit tests of interp/complex.c: the builtins behind C's complex * and /
 * against the host's libgcc (__muldc3, __mulsc3, __divdc3, __divsc3), which gcc -O0 calls.
 * SPDX-License-Identifier: MIT */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include "interp/runtime.h"

/* libgcc's routines (linked into every program gcc or clang builds on GNU/Linux) */
double _Complex __muldc3 (double, double, double, double);
double _Complex __divdc3 (double, double, double, double);
float _Complex __mulsc3 (float, float, float, float);
float _Complex __divsc3 (float, float, float, float);

enum { N_RANDOM = 200000 };   /* operand quadruples per operation, specials among them */

/* One part ([part]) of a complex builtin [impl] of four double or float operands. */
static CkVal
call (CkBuiltinImpl impl, int part, const CkVal *ops)
{
  CkBuiltinCall c;
  CkVal a[5];
  memset (&c, 0, sizeof c);
  a[0].i = part;
  memcpy (&a[1], ops, 4 * sizeof *ops);
  c.args = a;
  c.n_args = 5;
  impl (&c);
  return c.ret;
}

static double
pick (GRand *r)
{
  static const double special[] = {
    0.0, -0.0, 1.0, -1.0, 2.0, 0.5, INFINITY, -INFINITY, NAN, -NAN, DBL_MAX, -DBL_MAX, DBL_MIN,
    4.9e-324, 1e-310, 1e308, 1e-300, 1e-20, 1e20, DBL_EPSILON, DBL_MAX / 2,
  };
  switch (g_rand_int_range (r, 0, 4))
    {
    case 0:
      return special[g_rand_int_range (r, 0, G_N_ELEMENTS (special))];
    case 1:
      {
        guint64 u = (guint64) g_rand_int (r) << 32 | g_rand_int (r);
        double d;
        memcpy (&d, &u, sizeof d);
        return d;
      }
    default:
      return g_rand_double_range (r, -4, 4) * ldexp (1.0, g_rand_int_range (r, -1060, 1030));
    }
}

/* [x] and [y] are the same value: the same bits, or both NaN (which NaN two NaN operands give
 * depends on the order the host compiler chose for libgcc's code and for ours). */
static gboolean
same_d (double x, double y)
{
  return memcmp (&x, &y, sizeof x) == 0 || (isnan (x) && isnan (y));
}

static gboolean
same_f (float x, float y)
{
  return memcmp (&x, &y, sizeof x) == 0 || (isnan (x) && isnan (y));
}

static void
test_double (gconstpointer data)
{
  gboolean div = GPOINTER_TO_INT (data);
  GRand *r = g_rand_new_with_seed (div ? 2 : 1);
  for (int i = 0; i < N_RANDOM; i++)
    {
      CkVal op[4];
      for (int k = 0; k < 4; k++)
        op[k].d = pick (r);
      double _Complex ref = div ? __divdc3 (op[0].d, op[1].d, op[2].d, op[3].d)
                                : __muldc3 (op[0].d, op[1].d, op[2].d, op[3].d);
      CkBuiltinImpl impl = div ? ck_bi_cdiv : ck_bi_cmul;
      double re = call (impl, 0, op).d, im = call (impl, 1, op).d;
      if (!same_d (re, creal (ref)) || !same_d (im, cimag (ref)))
        g_error ("(%a, %a) %s (%a, %a): (%a, %a), libgcc (%a, %a)", op[0].d, op[1].d,
                 div ? "/" : "*", op[2].d, op[3].d, re, im, creal (ref), cimag (ref));
    }
  g_rand_free (r);
}

static void
test_float (gconstpointer data)
{
  gboolean div = GPOINTER_TO_INT (data);
  GRand *r = g_rand_new_with_seed (div ? 4 : 3);
  for (int i = 0; i < N_RANDOM; i++)
    {
      CkVal op[4];
      for (int k = 0; k < 4; k++)
        {
          op[k].u = 0;
          op[k].f = (float) (pick (r) * (k < 2 && i % 3 == 0 ? 1e-290 : 1.0));
        }
      float _Complex ref = div ? __divsc3 (op[0].f, op[1].f, op[2].f, op[3].f)
                               : __mulsc3 (op[0].f, op[1].f, op[2].f, op[3].f);
      CkBuiltinImpl impl = div ? ck_bi_cdivf : ck_bi_cmulf;
      float re = call (impl, 0, op).f, im = call (impl, 1, op).f;
      if (!same_f (re, crealf (ref)) || !same_f (im, cimagf (ref)))
        g_error ("(%a, %a) %s (%a, %a): (%a, %a), libgcc (%a, %a)", op[0].f, op[1].f,
                 div ? "/" : "*", op[2].f, op[3].f, re, im, crealf (ref), cimagf (ref));
    }
  g_rand_free (r);
}

/* Annex G's cases, exactly: a nonzero over zero is infinite, finite over infinite zero, an
 * infinite factor keeps the product infinite. */
static void
test_annex_g (void)
{
  CkVal op[4] = { { .d = 1.0 }, { .d = 2.0 }, { .d = 0.0 }, { .d = 0.0 } };
  g_assert_true (isinf (call (ck_bi_cdiv, 0, op).d) && isinf (call (ck_bi_cdiv, 1, op).d));
  op[2].d = INFINITY;
  op[3].d = INFINITY;
  g_assert_true (call (ck_bi_cdiv, 0, op).d == 0.0 && call (ck_bi_cdiv, 1, op).d == 0.0);
  op[0].d = INFINITY;
  op[1].d = NAN;
  op[2].d = 2.0;
  op[3].d = 3.0;
  g_assert_true (isinf (call (ck_bi_cmul, 0, op).d) && isinf (call (ck_bi_cmul, 1, op).d));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("interp/complex.c: C's complex product and quotient against libgcc's");
  g_test_add_data_func ("/interp/complex/libgcc/muldc3", GINT_TO_POINTER (0), test_double);
  g_test_add_data_func ("/interp/complex/libgcc/divdc3", GINT_TO_POINTER (1), test_double);
  g_test_add_data_func ("/interp/complex/libgcc/mulsc3", GINT_TO_POINTER (0), test_float);
  g_test_add_data_func ("/interp/complex/libgcc/divsc3", GINT_TO_POINTER (1), test_float);
  g_test_add_func ("/interp/complex/annex-g/recovery", test_annex_g);
  return g_test_run ();
}
