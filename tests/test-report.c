/* tests/test-report.c — checker/report.c: folding, print limit, summary line, exit status,
 * the JSON and SARIF documents, the report file.
 * SPDX-License-Identifier: MIT */
#include <glib/gstdio.h>
#include "tests/checker-testutil.h"

static void
fault (TuChecker *t, CkFaultKind kind, CkSrcLoc loc, const char *msg)
{
  CkWho w = tu_who (1, 0, 9, 0, 32);
  CkFaultEvent ev = { &w, kind, 2, loc, msg };
  t->obs.on_fault (t->obs.self, &ev);
}

static void
unchecked (TuChecker *t, CkSrcLoc loc, int error)
{
  /* the runtime names every error it returns; the tests use cudaErrorMemoryAllocation */
  const char *name = error == 2 ? "cudaErrorMemoryAllocation" : NULL;
  CkApiEvent ev = { "cudaMalloc", error, FALSE, loc, error, FALSE, name, name, FALSE };
  t->obs.on_api (t->obs.self, &ev);
}

static void
test_fold (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  for (int i = 0; i < 5; i++)
    fault (&t, CK_FAULT_DIV_ZERO, tu_loc (12, 5), "integer division by zero");
  fault (&t, CK_FAULT_DIV_ZERO, tu_loc (17, 7), "integer division by zero");
  unchecked (&t, tu_loc (24, 3), 2);
  unchecked (&t, tu_loc (24, 3), 2);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 2);
  g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, 1);
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  tu_assert_text (&t,
    "sum.cu:12:5: error: integer division by zero\n"
    "    shared[tid] += shared[bdim/2 + tid];\n"
    "    ^~~~~~~~~~~\n"
    "sum.cu:12:5: note: in thread (2,0,0) of block (0,0,0) (warp 0, lane 2)\n"
    "sum.cu:17:7: error: integer division by zero\n"
    "      shared[0] += shared[i];\n"
    "      ^~~~~~~~~\n"
    "sum.cu:17:7: note: in thread (2,0,0) of block (0,0,0) (warp 0, lane 2)\n"
    "sum.cu:24:3: warning: unchecked CUDA error: 'cudaMalloc' returned "
    "cudaErrorMemoryAllocation (2)\n"
    "  cudaMalloc(&dev_in, N * sizeof(int));\n"
    "  ^~~~~~~~~~\n"
    "sum.cu:12:5: note: division-by-zero reported 5 times (4 repeats folded)\n"
    "sum.cu:24:3: note: unchecked-api-error reported 2 times (1 repeat folded)\n");
  g_assert_cmpstr (t.summary->str, ==, "cudak: 2 errors, 1 warning; 5 repeats folded (seed 0)\n");
  tu_stop (&t);
}

/* The caret range: an lvalue from its first letter, a subscript from its bracket. */
static void
test_caret (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  fault (&t, CK_FAULT_TRAP, tu_loc (17, 26), "trap");
  fault (&t, CK_FAULT_TRAP, tu_loc (17, 17), "trap");
  tu_assert_text (&t,
    "sum.cu:17:26: error: trap\n"
    "      shared[0] += shared[i];\n"
    "                         ^~~\n"
    "sum.cu:17:26: note: in thread (2,0,0) of block (0,0,0) (warp 0, lane 2)\n"
    "sum.cu:17:17: error: trap\n"
    "      shared[0] += shared[i];\n"
    "                ^\n"
    "sum.cu:17:17: note: in thread (2,0,0) of block (0,0,0) (warp 0, lane 2)\n");
  tu_stop (&t);
}

static void
test_print_limit (void)
{
  const char *opts[] = { "print-limit=2", "seed=42", NULL };
  TuChecker t;
  tu_start (&t, opts);
  for (guint line = 9; line < 14; line++)
    fault (&t, CK_FAULT_TRAP, tu_loc (line, 1), "trap");
  /* the limit counts each kind alone: a finding of another kind is still printed (issue 23) */
  fault (&t, CK_FAULT_STACK_OVERFLOW, tu_loc (14, 1), "overflow");
  fault (&t, CK_FAULT_STACK_OVERFLOW, tu_loc (15, 1), "overflow");
  fault (&t, CK_FAULT_STACK_OVERFLOW, tu_loc (16, 1), "overflow");
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 8);
  tu_finish (&t, 0);
  g_assert_cmpstr (t.summary->str, ==,
                   "cudak: 8 errors, 0 warnings; 4 not shown (--print-limit=2 per kind: "
                   "3 trap, 1 stack-overflow) (seed 42)\n");
  g_assert_nonnull (strstr (t.text->str, "sum.cu:10:1: error: trap\n"));
  g_assert_null (strstr (t.text->str, "sum.cu:11:1"));
  g_assert_nonnull (strstr (t.text->str, "sum.cu:15:1: error: overflow\n"));
  g_assert_null (strstr (t.text->str, "sum.cu:16:1"));
  tu_stop (&t);
}

/* The exit status: an unsuppressed error gives --error-exitcode's status unless it is 0;
 * warnings alone count only under --Werror (issue 18, which replaced issue 6's "any finding");
 * no finding, a suppressed one or one whose check is off keeps the program's status. */
static void
test_exit_status (void)
{
  enum { NONE, ERROR, WARNING };
  static const struct { const char *opt; int finding, program, want; } cases[] = {
    { NULL, ERROR, 0, 1 },
    { NULL, ERROR, 3, 1 },
    { "error-exitcode=42", ERROR, 0, 42 },
    { "error-exitcode=0", ERROR, 3, 3 },
    /* warnings keep the program's status (issue 18), unless --Werror */
    { NULL, WARNING, 0, 0 },
    { NULL, WARNING, 5, 5 },
    { "error-exitcode=42", WARNING, 0, 0 },
    { "Werror", WARNING, 0, 1 },
    { "Werror", WARNING, 5, 1 },
    { "Werror=no", WARNING, 5, 5 },
    { "error-exitcode=0", WARNING, 5, 5 },
    { "apicheck=no", WARNING, 5, 5 },
    { NULL, NONE, 0, 0 },
    { NULL, NONE, 5, 5 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *opts[] = { cases[i].opt, NULL };
      TuChecker t;
      tu_start (&t, opts);
      if (cases[i].finding == ERROR)
        fault (&t, CK_FAULT_TRAP, tu_loc (12, 5), "trap");
      else if (cases[i].finding == WARNING)
        unchecked (&t, tu_loc (24, 3), 2);
      else
        unchecked (&t, tu_loc (24, 3), 0);
      g_assert_cmpint (tu_finish (&t, cases[i].program), ==, cases[i].want);
      /* the summary line comes with every finding that counts */
      g_assert_cmpint (t.summary->len > 0, ==, cases[i].finding != NONE
                                               && g_strcmp0 (cases[i].opt, "apicheck=no") != 0);
      /* finishing twice is harmless */
      g_assert_cmpint (tu_finish (&t, 99), ==, cases[i].want);
      tu_stop (&t);
    }
}

/* An unchecked error is named by the runtime's table (every cudaError_t, not a checker's own
 * subset), and a call that failed only because an earlier kernel left the sticky error says so;
 * without a name the number is printed. */
static void
test_unchecked_names (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkApiEvent sticky = { "cudaFree", 702, FALSE, tu_loc (23, 3), 702, FALSE,
                        "cudaErrorLaunchTimeout", "cudaErrorLaunchTimeout", TRUE };
  t.obs.on_api (t.obs.self, &sticky);
  CkApiEvent unnamed = { "cudaMemset", 4242, FALSE, tu_loc (24, 3), 0, FALSE, NULL, NULL, FALSE };
  t.obs.on_api (t.obs.self, &unnamed);
  g_assert_nonnull (strstr (t.text->str, "sum.cu:23:3: warning: unchecked CUDA error: 'cudaFree' "
                            "returned cudaErrorLaunchTimeout (702), the sticky error of a kernel "
                            "that failed earlier"));
  g_assert_nonnull (strstr (t.text->str, "sum.cu:24:3: warning: unchecked CUDA error: "
                            "'cudaMemset' returned error 4242\n"));
  tu_stop (&t);
}

static void
test_clean (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkApiEvent ok = { "cudaMalloc", 0, FALSE, tu_loc (24, 3), 0, FALSE, NULL, NULL, FALSE };
  CkApiEvent used = { "cudaMalloc", 2, TRUE, tu_loc (24, 3), 0, FALSE,
                      "cudaErrorMemoryAllocation", NULL, FALSE };
  t.obs.on_api (t.obs.self, &ok);
  t.obs.on_api (t.obs.self, &used);
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  tu_assert_text (&t, "");
  g_assert_cmpstr (t.summary->str, ==, "");
  tu_stop (&t);
}

static void
test_apicheck_off (void)
{
  const char *opts[] = { "apicheck=no", NULL };
  TuChecker t;
  tu_start (&t, opts);
  unchecked (&t, tu_loc (24, 3), 2);
  fault (&t, CK_FAULT_INVALID_LAUNCH, tu_loc (24, 3), "invalid launch");
  /* faults that stop the program are always reported */
  fault (&t, CK_FAULT_DIV_ZERO, tu_loc (12, 5), "integer division by zero");
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, 0);
  tu_stop (&t);
}

/* A race plus a fault, as JSON: checked field by field with GLib's JSON-free tools. */
static void
emit_two (TuChecker *t)
{
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 36, "shared", tu_loc (7, 25), 1);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  tu_access (t, &w, CK_ACC_WRITE, 0x3, 4, &sh, 0, 0, 1, 1, tu_loc (19, 5));
  fault (t, CK_FAULT_DIV_ZERO, tu_loc (12, 5), "division \"by\" zero");
}

static void
test_json (void)
{
  const char *opts[] = { "report=json", NULL };
  TuChecker t;
  tu_start (&t, opts);
  emit_two (&t);
  tu_assert_text (&t, "");  /* nothing before the end */
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  const char *s = t.text->str;
  g_assert_true (g_str_has_prefix (s, "{\"tool\":\"cudak\",\"version\":\"" CK_VERSION "\",\"seed\":0,"
                                      "\"findings\":[\n{\"kind\":\"data-race\",\"severity\":\"error\","));
  g_assert_nonnull (strstr (s, "\"locations\":[{\"file\":\"sum.cu\",\"line\":19,\"column\":5,"));
  g_assert_nonnull (strstr (s, "\"threads\":[{\"role\":\"current\",\"access\":\"write\",\"host\":false,"
                               "\"block\":[0,0,0],\"thread\":[1,0,0],\"warp\":0,\"lane\":1},"
                               "{\"role\":\"previous\",\"access\":\"write\",\"host\":false,"
                               "\"block\":[0,0,0],\"thread\":[0,0,0],\"warp\":0,\"lane\":0}]"));
  g_assert_nonnull (strstr (s, "\"message\":\"division \\\"by\\\" zero\""));
  g_assert_true (g_str_has_suffix (s, "\"summary\":{\"errors\":2,\"warnings\":0,\"repeats\":0,"
                                      "\"suppressed\":0,\"not_shown\":0}}\n"));
  g_assert_cmpstr (t.summary->str, ==, "cudak: 2 errors, 0 warnings (seed 0)\n");
  tu_stop (&t);
}

static void
test_sarif (void)
{
  const char *opts[] = { "report=sarif", NULL };
  TuChecker t;
  tu_start (&t, opts);
  emit_two (&t);
  tu_finish (&t, 0);
  const char *s = t.text->str;
  g_assert_true (g_str_has_prefix (s, "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\","
                                      "\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":"
                                      "{\"name\":\"cudak\""));
  g_assert_nonnull (strstr (s, "{\"id\":\"data-race\",\"shortDescription\":{\"text\":"));
  g_assert_nonnull (strstr (s, "{\"ruleId\":\"data-race\",\"ruleIndex\":0,\"level\":\"error\","));
  g_assert_nonnull (strstr (s, "\"locations\":[{\"physicalLocation\":{\"artifactLocation\":"
                               "{\"uri\":\"sum.cu\"},\"region\":{\"startLine\":19,"
                               "\"startColumn\":5}}}]"));
  g_assert_nonnull (strstr (s, "\"relatedLocations\":[{\"id\":1,"));
  g_assert_nonnull (strstr (s, "\"occurrenceCount\":1}"));
  g_assert_true (g_str_has_suffix (s, "]}]}\n"));
  tu_stop (&t);
}

/* Runs a checker that reports one unchecked CUDA error in [format] ("text", "json", "sarif") to
 * a report file and returns what the file holds. */
static char *
report_file_text (const char *format)
{
  char *dir = g_dir_make_tmp ("ck-report-XXXXXX", NULL);
  char *path = g_build_filename (dir, "r.out", NULL);
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  GError *e = NULL;
  g_assert_true (ck_checker_parse_option (&o, "report", format, &e));
  g_assert_true (ck_checker_parse_option (&o, "report-file", path, &e));
  CkChecker *c = ck_checker_new_full (&o, &e);
  g_assert_no_error (e);
  CkObserver obs;
  ck_checker_observer (c, &obs);
  CkApiEvent ev = { "cudaFree", 1, FALSE, tu_loc (25, 3), 0, FALSE,
                    "cudaErrorInvalidValue", NULL, FALSE };
  obs.on_api (obs.self, &ev);
  /* the summary also goes to stderr, which the test does not capture; a warning alone
   * keeps the program's status */
  g_assert_cmpint (ck_checker_finish (c, 0), ==, 0);
  ck_checker_free (c);
  char *text;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_unlink (path);
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
  return text;
}

static void
test_report_file (void)
{
  char *text = report_file_text ("text");
  g_assert_true (g_str_has_prefix (text, "sum.cu:25:3: warning: unchecked CUDA error: 'cudaFree' "
                                         "returned cudaErrorInvalidValue (1)\n"));
  g_assert_true (g_str_has_suffix (text, "cudak: 0 errors, 1 warning (seed 0)\n"));
  g_free (text);
  /* a report file that cannot be opened */
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  GError *e = NULL;
  char *bad = g_build_filename (g_get_tmp_dir (), "ck-no-such-dir-XXXXXX", "no", "r.txt", NULL);
  g_assert_true (ck_checker_parse_option (&o, "report-file", bad, &e));
  g_assert_null (ck_checker_new_full (&o, &e));
  g_assert_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_REPORT_FILE);
  g_clear_error (&e);
  g_free (bad);
}

/* A JSON or SARIF report file holds the document alone: the summary line goes to stderr only
 * (it once followed the document and made the file invalid JSON). */
static void
test_report_file_json (gconstpointer data)
{
  char *text = report_file_text (data);
  g_assert_true (g_str_has_prefix (text, "{"));
  g_assert_true (g_str_has_suffix (text, "}\n"));
  g_assert_null (strstr (text, "cudak: 0 errors"));
  g_free (text);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/checker/report/fold/count", test_fold);
  g_test_add_func ("/checker/report/caret/range", test_caret);
  g_test_add_func ("/checker/report/print-limit/text", test_print_limit);
  g_test_add_func ("/checker/report/exit-status/table", test_exit_status);
  g_test_add_func ("/checker/report/unchecked/names", test_unchecked_names);
  g_test_add_func ("/checker/report/clean/silent", test_clean);
  g_test_add_func ("/checker/report/option/apicheck-off", test_apicheck_off);
  g_test_add_func ("/checker/report/json/document", test_json);
  g_test_add_func ("/checker/report/sarif/document", test_sarif);
  g_test_add_func ("/checker/report/file/text", test_report_file);
  g_test_add_data_func ("/checker/report/file/json", "json", test_report_file_json);
  g_test_add_data_func ("/checker/report/file/sarif", "sarif", test_report_file_json);
  g_test_summary ("report folding, print limit, exit status, JSON and SARIF writers");
  return g_test_run ();
}
