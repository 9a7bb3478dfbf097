/* tests/test-libc.c — unit tests of interp/libc.c and interp/libm.c: builtins called directly on
 * a bare run (the copy engine's view of memory: w == NULL).
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "interp/runtime.h"

static CkRun *
bare_run (void)
{
  CkRun *run = g_new0 (CkRun, 1);
  ck_run_options_init (&run->opts);
  run->mem = ck_mem_new ();
  run->device_printf = g_string_new (NULL);
  run->runtime = ck_runtime_new (run);
  return run;
}

static void
free_run (CkRun *run)
{
  ck_runtime_free (run->runtime);
  ck_mem_free_all (run->mem);
  g_string_free (run->device_printf, TRUE);
  g_free (run);
}

static CkVal
call (CkRun *run, int id, int n, const guint64 *args)
{
  CkBuiltinCall c;
  CkVal a[8];
  memset (&c, 0, sizeof c);
  memset (a, 0, sizeof a);
  for (int i = 0; i < n; i++)
    a[i].u = args[i];
  c.run = run;
  c.args = a;
  c.n_args = n;
  ck_builtin_table[id].impl (&c);
  return c.ret;
}

static void
test_rand (void)
{
  g_test_summary ("rand() after srand(seed) reproduces glibc's sequence");
  static const unsigned seeds[] = { 1, 42, 0, 12345, 4294967295u };
  CkRun *run = bare_run ();
  /* without srand, rand() starts as after srand(1) */
  srand (1);
  for (int i = 0; i < 10; i++)
    g_assert_cmpint (call (run, CK_BUILTIN_RAND, 0, NULL).i, ==, rand ());
  for (gsize s = 0; s < G_N_ELEMENTS (seeds); s++)
    {
      guint64 seed = seeds[s];
      call (run, CK_BUILTIN_SRAND, 1, &seed);
      srand (seeds[s]);
      for (int i = 0; i < 1000; i++)
        g_assert_cmpint (call (run, CK_BUILTIN_RAND, 0, NULL).i, ==, rand ());
    }
  free_run (run);
}

static void
test_heap_and_strings (void)
{
  g_test_summary ("malloc, strcpy, strlen, strcmp, strtol, free through modelled memory");
  CkRun *run = bare_run ();
  guint64 size = 32;
  guint64 p = call (run, CK_BUILTIN_MALLOC, 1, &size).u;
  g_assert_cmpuint (p, !=, 0);
  g_assert_cmpint (CK_ADDR_SPACE (p), ==, CK_SPACE_HOST);
  guint64 q = call (run, CK_BUILTIN_MALLOC, 1, &size).u;
  memcpy (ck_mem_raw (run->mem, q, 8), "  -123x", 8);
  guint64 a2[] = { p, q };
  g_assert_cmpuint (call (run, CK_BUILTIN_STRCPY, 2, a2).u, ==, p);
  g_assert_cmpuint (call (run, CK_BUILTIN_STRLEN, 1, &p).u, ==, 7);
  g_assert_cmpint (call (run, CK_BUILTIN_STRCMP, 2, a2).i, ==, 0);
  guint64 a3[] = { q, p + 16, 10 };
  g_assert_cmpint (call (run, CK_BUILTIN_STRTOL, 3, a3).i, ==, -123);
  guint64 end;
  memcpy (&end, ck_mem_raw (run->mem, p + 16, 8), 8);
  g_assert_cmpuint (end, ==, q + 6);
  call (run, CK_BUILTIN_FREE, 1, &p);
  CkAlloc *al = ck_mem_lookup (run->mem, p);
  g_assert_true (al && al->is_freed);
  free_run (run);
}

static void
test_lookup (void)
{
  g_test_summary ("every builtin is found by its linkage name; unknown names are not");
  for (int i = 0; i < CK_BUILTIN__COUNT; i++)
    g_assert_cmpint (ck_builtin_lookup (ck_builtin_table[i].name), ==, i);
  g_assert_cmpint (ck_builtin_lookup ("no_such_function"), ==, -1);
  g_assert_cmpint (ck_builtin_lookup (""), ==, -1);
}

static void
test_math (void)
{
  g_test_summary ("math builtins compute in the precision of their arguments");
  CkRun *run = bare_run ();
  CkBuiltinCall c;
  CkVal a[2];
  memset (&c, 0, sizeof c);
  memset (a, 0, sizeof a);
  c.run = run;
  c.args = a;
  c.n_args = 1;
  a[0].f = 2.0f;
  ck_builtin_table[CK_BUILTIN_SQRTF].impl (&c);
  g_assert_true (c.ret.f == sqrtf (2.0f));
  a[0].d = 2.0;
  ck_builtin_table[CK_BUILTIN_SQRT].impl (&c);
  g_assert_true (c.ret.d == sqrt (2.0));
  a[0].u = 0xf0u;
  ck_builtin_table[CK_BUILTIN_U_POPC].impl (&c);
  g_assert_cmpint (c.ret.i, ==, 4);
  ck_builtin_table[CK_BUILTIN_U_BREV].impl (&c);
  g_assert_cmpuint (c.ret.u, ==, 0x0f000000u);
  ck_builtin_table[CK_BUILTIN_U_CLZ].impl (&c);
  g_assert_cmpint (c.ret.i, ==, 24);
  free_run (run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/interp/libc/rand/glibc", test_rand);
  g_test_add_func ("/interp/libc/heap/strings", test_heap_and_strings);
  g_test_add_func ("/interp/builtins/lookup/all", test_lookup);
  g_test_add_func ("/interp/libm/precision/basic", test_math);
  return g_test_run ();
}
