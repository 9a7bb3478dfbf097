/* tests/test-checker.c — checker/checker.c: option defaults and parsing (valid and invalid
 * values, table-driven), and the observer it fills.
 * SPDX-License-Identifier: MIT */
#include "tests/checker-testutil.h"

static void
test_defaults (void)
{
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  g_assert_true (o.racecheck && o.memcheck && o.initcheck && o.synccheck && o.leakcheck
                 && o.apicheck);
  g_assert_cmpint (o.race_model, ==, CK_RACE_MODEL_BLOCK);
  g_assert_cmpint (o.format, ==, CK_REPORT_TEXT);
  g_assert_cmpint (o.error_exitcode, ==, 1);
  g_assert_cmpint (o.print_limit, ==, 100);
  g_assert_null (o.suppressions_file);
  g_assert_null (o.report_file);
}

typedef struct OptCase {
  const char *name, *value;
  gsize offset;                /* of the int/gboolean field in CkCheckerOptions */
  int want;
} OptCase;

#define OFF(f) G_STRUCT_OFFSET (CkCheckerOptions, f)

static const OptCase good[] = {
  { "racecheck", "no", OFF (racecheck), FALSE },
  { "racecheck", "yes", OFF (racecheck), TRUE },
  { "racecheck", NULL, OFF (racecheck), TRUE },
  { "memcheck", "off", OFF (memcheck), FALSE },
  { "initcheck", "0", OFF (initcheck), FALSE },
  { "synccheck", "false", OFF (synccheck), FALSE },
  { "leakcheck", "no", OFF (leakcheck), FALSE },
  { "apicheck", "no", OFF (apicheck), FALSE },
  { "race-model", "warp-sync", OFF (race_model), CK_RACE_MODEL_WARP_SYNC },
  { "race-model", "block", OFF (race_model), CK_RACE_MODEL_BLOCK },
  { "report", "json", OFF (format), CK_REPORT_JSON },
  { "report", "sarif", OFF (format), CK_REPORT_SARIF },
  { "report", "text", OFF (format), CK_REPORT_TEXT },
  { "error-exitcode", "0", OFF (error_exitcode), 0 },
  { "error-exitcode", "255", OFF (error_exitcode), 255 },
  { "print-limit", "0", OFF (print_limit), 0 },
  { "print-limit", "7", OFF (print_limit), 7 },
};

static void
test_good (gconstpointer data)
{
  const OptCase *oc = data;
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  memset ((char *) &o + oc->offset, 0x55, sizeof (int));
  GError *e = NULL;
  g_assert_true (ck_checker_parse_option (&o, oc->name, oc->value, &e));
  g_assert_no_error (e);
  g_assert_cmpint (G_STRUCT_MEMBER (int, &o, oc->offset), ==, oc->want);
}

typedef struct BadOpt {
  const char *name, *value, *message;
  int code;
} BadOpt;

static const BadOpt bad[] = {
  { "racecheck", "maybe", "--racecheck expects 'yes' or 'no', not 'maybe'", CK_CHECKER_ERROR_BAD_VALUE },
  { "race-model", "warp", "--race-model expects 'block', 'warp-sync', not 'warp'", CK_CHECKER_ERROR_BAD_VALUE },
  { "report", "xml", "--report expects 'text', 'json', 'sarif', not 'xml'", CK_CHECKER_ERROR_BAD_VALUE },
  { "error-exitcode", "256", "--error-exitcode expects an integer from 0 to 255, not '256'", CK_CHECKER_ERROR_BAD_VALUE },
  { "error-exitcode", "1x", "--error-exitcode expects an integer from 0 to 255, not '1x'", CK_CHECKER_ERROR_BAD_VALUE },
  { "print-limit", "-1", "--print-limit expects an integer from 0 to 2147483647, not '-1'", CK_CHECKER_ERROR_BAD_VALUE },
  { "print-limit", NULL, "--print-limit expects an integer from 0 to 2147483647, not ''", CK_CHECKER_ERROR_BAD_VALUE },
  { "suppressions", "", "--suppressions expects a file name", CK_CHECKER_ERROR_BAD_VALUE },
  { "racechek", "no", "unknown checker option '--racechek'", CK_CHECKER_ERROR_UNKNOWN_OPTION },
};

static void
test_bad (gconstpointer data)
{
  const BadOpt *bo = data;
  CkCheckerOptions o, before;
  ck_checker_options_init (&o);
  before = o;
  GError *e = NULL;
  g_assert_false (ck_checker_parse_option (&o, bo->name, bo->value, &e));
  g_assert_error (e, CK_CHECKER_ERROR, bo->code);
  g_assert_cmpstr (e->message, ==, bo->message);
  g_error_free (e);
  g_assert_cmpmem (&o, sizeof o, &before, sizeof before);
}

static void
test_strings (void)
{
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  g_assert_true (ck_checker_parse_option (&o, "suppressions", "a.supp", NULL));
  g_assert_true (ck_checker_parse_option (&o, "report-file", "r.json", NULL));
  g_assert_true (ck_checker_parse_option (&o, "seed", "1234", NULL));
  g_assert_cmpstr (o.suppressions_file, ==, "a.supp");
  g_assert_cmpstr (o.report_file, ==, "r.json");
  g_assert_cmpuint (o.seed, ==, 1234);
}

static void
test_observer (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  g_assert_true (t.obs.self == (gpointer) t.c);
  g_assert_nonnull (t.obs.on_access);
  g_assert_nonnull (t.obs.on_bad_address);
  g_assert_nonnull (t.obs.on_alloc);
  g_assert_nonnull (t.obs.on_free);
  g_assert_nonnull (t.obs.on_barrier);
  g_assert_nonnull (t.obs.on_barrier_arrive);
  g_assert_nonnull (t.obs.on_warp_sync);
  g_assert_nonnull (t.obs.on_kernel_begin);
  g_assert_nonnull (t.obs.on_kernel_end);
  g_assert_nonnull (t.obs.on_block_begin);
  g_assert_nonnull (t.obs.on_block_end);
  g_assert_nonnull (t.obs.on_deadlock);
  g_assert_nonnull (t.obs.on_fault);
  g_assert_nonnull (t.obs.on_api);
  g_assert_nonnull (t.obs.on_exit);
  g_assert_nonnull (t.obs.on_copy);
  /* events in any order without a kernel begin must not crash: block and barrier events of
   * a grid the checker never saw start are accepted */
  CkWho w = tu_who (9, 3, 64, 1, 32);
  CkBarrierEvent be = { &w, 0, tu_loc (10, 3) };
  t.obs.on_barrier (t.obs.self, &be);
  CkWarpSyncEvent ws = { &w, 0xffffffff, tu_loc (10, 3) };
  t.obs.on_warp_sync (t.obs.self, &ws);
  CkBlockEvent bl = { &w, NULL };
  t.obs.on_block_begin (t.obs.self, &bl);
  t.obs.on_block_end (t.obs.self, &bl);
  tu_kernel (&t, 9, 4, 64, TRUE);
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  tu_stop (&t);
}

/* A failed <<<...>>> launch leaves its error in the last error only. [then] says what the
 * program does next: 0 a call that succeeds, 1 cudaPeekAtLastError, 2 a call that fails,
 * 3 cudaLaunchKernel's own result at the launch. */
typedef struct LaunchCase {
  const char *name;
  int then;
  guint want_warnings;
  gboolean before_exit;        /* the warning comes at the call, not at the end of the run */
} LaunchCase;

static const LaunchCase launch_cases[] = {
  { "never-retrieved", 0, 1, FALSE },
  { "peeked", 1, 0, FALSE },
  { "lost-to-later-error", 2, 1, TRUE },
  { "launch-kernel-result", 3, 0, FALSE },
};

static void
test_unchecked_launch (gconstpointer data)
{
  const LaunchCase *lc = data;
  TuChecker t;
  tu_start (&t, NULL);
  CkWho h = tu_host ();
  CkFaultEvent fe = { &h, CK_FAULT_INVALID_LAUNCH, 0, tu_loc (19, 5), "invalid launch" };
  t.obs.on_fault (t.obs.self, &fe);
  CkApiEvent ev = { "cudaDeviceSynchronize", 0, FALSE, tu_loc (25, 3), 9, FALSE,
                    NULL, "cudaErrorInvalidConfiguration", FALSE };
  if (lc->then == 1)
    ev = (CkApiEvent) { "cudaPeekAtLastError", 9, TRUE, tu_loc (25, 3), 9, TRUE,
                        "cudaErrorInvalidConfiguration", "cudaErrorInvalidConfiguration",
                        FALSE };
  else if (lc->then == 2)
    ev = (CkApiEvent) { "cudaMemcpy", 21, TRUE, tu_loc (25, 3), 9, FALSE,
                        "cudaErrorInvalidMemcpyDirection", "cudaErrorInvalidConfiguration",
                        FALSE };
  else if (lc->then == 3)
    ev = (CkApiEvent) { "cudaLaunchKernel", 9, TRUE, tu_loc (19, 5), 0, FALSE,
                        "cudaErrorInvalidConfiguration", NULL, FALSE };
  t.obs.on_api (t.obs.self, &ev);
  g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, lc->before_exit ? lc->want_warnings : 0);
  CkExitEvent xe = { 0, NULL };
  t.obs.on_exit (t.obs.self, &xe);
  g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, lc->want_warnings);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  if (lc->want_warnings)
    g_assert_nonnull (strstr (t.text->str, "sum.cu:19:5: warning: unchecked CUDA error: the "
                              "kernel launch failed with cudaErrorInvalidConfiguration (9)"));
  tu_stop (&t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/checker/checker/options/defaults", test_defaults);
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      char *path = g_strdup_printf ("/checker/checker/options/%s=%s", good[i].name,
                                    good[i].value ? good[i].value : "(none)");
      g_test_add_data_func (path, &good[i], test_good);
      g_free (path);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      char *path = g_strdup_printf ("/checker/checker/options/bad-%u", i);
      g_test_add_data_func (path, &bad[i], test_bad);
      g_free (path);
    }
  g_test_add_func ("/checker/checker/options/strings", test_strings);
  g_test_add_func ("/checker/checker/observer/callbacks", test_observer);
  for (guint i = 0; i < G_N_ELEMENTS (launch_cases); i++)
    {
      char *path = g_strdup_printf ("/checker/checker/unchecked-launch/%s", launch_cases[i].name);
      g_test_add_data_func (path, &launch_cases[i], test_unchecked_launch);
      g_free (path);
    }
  g_test_summary ("checker options and observer wiring");
  return g_test_run ();
}
