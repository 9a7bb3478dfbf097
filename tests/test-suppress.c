/* tests/test-suppress.c — checker/suppress.c: parsing suppression files, matching findings,
 * and suppressed findings counted in the summary.
 * SPDX-License-Identifier: MIT */
#include <glib/gstdio.h>
#include "tests/checker-testutil.h"
#include "checker/checker-private.h"

static void
test_parse_ok (void)
{
  GError *e = NULL;
  CkSuppressions *s = ck_suppress_parse ("# comment\n\n  kind:^data-race$  \nfile:sum\\.cu\n"
                                         "kernel:^sum$\nfunction:cuda.*\n", "s.supp", &e);
  g_assert_no_error (e);
  g_assert_cmpuint (ck_suppress_n_rules (s), ==, 4);
  ck_suppress_free (s);
}

typedef struct BadRule {
  const char *text;
  const char *message;
} BadRule;

static const BadRule bad_rules[] = {
  { "kind data-race\n", "s.supp:1: expected 'kind:', 'file:', 'kernel:' or 'function:' before "
                        "the pattern" },
  { "\nline:12\n", "s.supp:2: expected 'kind:', 'file:', 'kernel:' or 'function:' before the "
                   "pattern" },
  { "kind:(race\n", "s.supp:1:11: bad pattern: missing closing parenthesis" },
  { "kind: (race\n", "s.supp:1:12: bad pattern: missing closing parenthesis" },
};

static void
test_parse_bad (gconstpointer data)
{
  const BadRule *br = data;
  GError *e = NULL;
  g_assert_null (ck_suppress_parse (br->text, "s.supp", &e));
  g_assert_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_SUPPRESSIONS);
  g_assert_cmpstr (e->message, ==, br->message);
  g_error_free (e);
}

static void
test_match (void)
{
  GError *e = NULL;
  CkSuppressions *s = ck_suppress_parse ("kind:^leak$\nfile:other\\.cu$\nkernel:^reduce\n"
                                         "function:^cudaFree$\n", "s.supp", &e);
  g_assert_no_error (e);
  const char *leak[] = { "leak", "sum.cu", NULL, "malloc" };
  const char *race[] = { "data-race", "sum.cu", "sum", "sum" };
  const char *other[] = { "data-race", "lib/other.cu", "sum", "sum" };
  const char *reduce[] = { "deadlock", "sum.cu", "reduce2", "reduce2" };
  const char *freeing[] = { "double-free", "sum.cu", NULL, "cudaFree" };
  const char *freehost[] = { "double-free", "sum.cu", NULL, "cudaFreeHost" };
  /* blanks after the colon are not part of the pattern (it once matched nothing) */
  CkSuppressions *spaced = ck_suppress_parse ("kind: \t^data-race$\n", "s.supp", &e);
  g_assert_no_error (e);
  g_assert_true (ck_suppress_is_match (spaced, race));
  ck_suppress_free (spaced);
  g_assert_true (ck_suppress_is_match (s, leak));
  g_assert_false (ck_suppress_is_match (s, race));
  g_assert_true (ck_suppress_is_match (s, other));
  g_assert_true (ck_suppress_is_match (s, reduce));
  g_assert_true (ck_suppress_is_match (s, freeing));
  g_assert_false (ck_suppress_is_match (s, freehost));
  ck_suppress_free (s);
}

/* End to end: a file given with --suppressions drops findings and counts them. */
static void
test_checker (void)
{
  char *dir = g_dir_make_tmp ("ck-supp-XXXXXX", NULL);
  char *path = g_build_filename (dir, "s.supp", NULL);
  g_assert_true (g_file_set_contents (path, "kind:unchecked\n", -1, NULL));
  char *opt = g_strdup_printf ("suppressions=%s", path);
  const char *opts[] = { opt, NULL };
  TuChecker t;
  tu_start (&t, opts);
  CkApiEvent ev = { "cudaMalloc", 2, FALSE, tu_loc (24, 3), 2, FALSE,
                    "cudaErrorMemoryAllocation", "cudaErrorMemoryAllocation", FALSE };
  t.obs.on_api (t.obs.self, &ev);
  t.obs.on_api (t.obs.self, &ev);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  CkFaultEvent fe = { &w, CK_FAULT_TRAP, 0, tu_loc (12, 5), "trap" };
  t.obs.on_fault (t.obs.self, &fe);
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  g_assert_null (strstr (t.text->str, "unchecked"));
  g_assert_cmpstr (t.summary->str, ==, "cudak: 1 error, 0 warnings; 2 suppressed (seed 0)\n");
  tu_stop (&t);

  /* only suppressed findings: the status stays the program's */
  g_assert_true (g_file_set_contents (path, "file:sum\n", -1, NULL));
  tu_start (&t, opts);
  t.obs.on_fault (t.obs.self, &fe);
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  g_assert_cmpstr (t.summary->str, ==, "cudak: 0 errors, 0 warnings; 1 suppressed (seed 0)\n");
  tu_stop (&t);

  /* function: matches the host function a host finding happened in */
  g_assert_true (g_file_set_contents (path, "function:^peek_tail$\n", -1, NULL));
  tu_start (&t, opts);
  CkAlloc a = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x1000, 12, NULL, tu_loc (23, 3), 1);
  CkWho h = tu_host ();
  h.function = "peek_tail";
  CkBadAccessEvent be = { &h, CK_ACC_READ, CK_BAD_OUT_OF_BOUNDS, 0, a.base + 12, 4, &a,
                          tu_loc (12, 5) };
  t.obs.on_bad_address (t.obs.self, &be);
  h.function = "main";
  be.loc = tu_loc (17, 7);
  t.obs.on_bad_address (t.obs.self, &be);
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  g_assert_cmpstr (t.summary->str, ==, "cudak: 1 error, 0 warnings; 1 suppressed (seed 0)\n");
  g_assert_nonnull (strstr (t.text->str, "sum.cu:17:7: error: out-of-bounds read"));
  tu_stop (&t);

  /* a missing or bad file is an error of ck_checker_new_full */
  g_assert_true (g_file_set_contents (path, "kind:[\n", -1, NULL));
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  o.suppressions_file = path;
  GError *e = NULL;
  g_assert_null (ck_checker_new_full (&o, &e));
  g_assert_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_SUPPRESSIONS);
  g_clear_error (&e);
  g_unlink (path);
  g_assert_null (ck_checker_new_full (&o, &e));
  g_assert_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_SUPPRESSIONS);
  g_clear_error (&e);
  g_rmdir (dir);
  g_free (opt);
  g_free (path);
  g_free (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/checker/suppress/parse/ok", test_parse_ok);
  for (guint i = 0; i < G_N_ELEMENTS (bad_rules); i++)
    {
      char *path = g_strdup_printf ("/checker/suppress/parse/bad-%u", i);
      g_test_add_data_func (path, &bad_rules[i], test_parse_bad);
      g_free (path);
    }
  g_test_add_func ("/checker/suppress/match/fields", test_match);
  g_test_add_func ("/checker/suppress/checker/counted", test_checker);
  g_test_summary ("suppression rules: parsing, matching, counting");
  return g_test_run ();
}
