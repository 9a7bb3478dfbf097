/* tests/test-explore.c — interp/explore.c: seed ranges, findings on stderr, grouping runs into
 * outcomes and the summary, and the runs themselves (with /bin/sh standing in for a.out).
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "interp/explore.h"

/* ---- seed lists ---- */

typedef struct SeedCase {
  const char *want;
  guint n;
  gint64 seeds[24];
} SeedCase;

static const SeedCase seed_cases[] = {
  { "", 0, { 0 } },
  { "0", 1, { 0 } },
  { "0-1", 2, { 0, 1 } },
  { "5,7", 2, { 5, 7 } },
  { "0-4,6,8-19", 18, { 0, 1, 2, 3, 4, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19 } },
  { "3,5-6,9", 4, { 3, 5, 6, 9 } },
  { "9223372036854775806-9223372036854775807", 2, { G_MAXINT64 - 1, G_MAXINT64 } },
};

static void
test_seeds (gconstpointer data)
{
  const SeedCase *c = data;
  g_test_summary ("consecutive seeds are compressed into ranges, the rest listed with commas");
  GString *s = g_string_new (NULL);
  ck_explore_format_seeds (s, c->seeds, c->n);
  g_assert_cmpstr (s->str, ==, c->want);
  g_string_free (s, TRUE);
}

/* ---- findings ---- */

typedef struct FindingCase {
  const char *err;
  const char *want;          /* the findings joined with '\n' */
} FindingCase;

static const FindingCase finding_cases[] = {
  { "", "" },
  { "mp.cu:23:9: error: data race\n    data = 1;\n         ^\nmp.cu:20:3: note: previous write\n"
    "cudak: 1 error, 0 warnings (seed 5)\n",
    "mp.cu:23:9: error: data race" },
  /* the same headline twice is one finding; warnings and fatal errors count */
  { "a.cu:1:2: warning: leak\na.cu:3:4: error: x\na.cu:1:2: warning: leak\nb.cu:5:6: fatal error: y",
    "a.cu:1:2: warning: leak\na.cu:3:4: error: x\nb.cu:5:6: fatal error: y" },
  /* not headlines: no column, an indented line, a note, no file, a word that is not a level */
  { "a.cu:1: error: x\n  a.cu:1:2: error: x\na.cu:1:2: note: x\n:1:2: error: x\n"
    "a.cu:1:2: errors: x\na.cu:x:2: error: x\ncudak: error: --seed\n", "" },
  { "dir with blank/p.cu:10:20: error: z\n", "dir with blank/p.cu:10:20: error: z" },
};

static void
test_findings (gconstpointer data)
{
  const FindingCase *c = data;
  g_test_summary ("only report headlines of the gcc layout are findings, each once, in order");
  GPtrArray *f = ck_explore_findings (c->err, strlen (c->err));
  g_ptr_array_add (f, NULL);
  char *got = g_strjoinv ("\n", (char **) f->pdata);
  g_assert_cmpstr (got, ==, c->want);
  g_free (got);
  g_ptr_array_free (f, TRUE);
}

/* ---- outcomes ---- */

#define RACE_A "mp.cu:23:9: error: data race on global memory 'data'\n    data = 1;\n         ^\n"
#define RACE_B "mp.cu:25:3: error: data race on global memory 'flag'\n"

static void
add (CkExplorer *x, gint64 seed, int status, const char *out, const char *err)
{
  ck_explore_add_run (x, seed, status, out, strlen (out), err, strlen (err));
}

static void
test_group (void)
{
  g_test_summary ("runs group by stdout bytes, status and the set of findings; outcomes are "
                  "listed by their first seed whatever order the runs came in");
  CkExplorer *x = ck_explore_new ();
  /* added out of order, findings in either order, a summary line that names the seed */
  add (x, 7, 1, "data = 0\n", RACE_B RACE_A "cudak: 2 errors, 0 warnings (seed 7)\n");
  for (gint64 s = 0; s < 5; s++)
    add (x, s, 0, "data = 42\n", "");
  add (x, 5, 1, "data = 0\n", RACE_A RACE_B "cudak: 2 errors, 0 warnings (seed 5)\n");
  add (x, 6, 0, "data = 42\n", "");
  add (x, 8, 0, "data = 42", "");                /* no newline: another output */
  add (x, 9, -9, "", "");
  add (x, 10, 1, "data = 0\n", RACE_A);          /* another set of findings */
  int status = -1;
  char *s = ck_explore_summary (x, &status);
  g_assert_cmpstr (s, ==,
    "cudak: explored 11 seeds (0-10): 5 distinct outcomes\n"
    "outcome 1: 6 seeds (0-4,6): exit 0, no findings\n"
    "  | data = 42\n"
    "outcome 2: 2 seeds (5,7): exit 1, 2 findings\n"
    "  | data = 0\n"
    "  ! mp.cu:25:3: error: data race on global memory 'flag'\n"
    "  ! mp.cu:23:9: error: data race on global memory 'data'\n"
    "outcome 3: 1 seed (8): exit 0, no findings\n"
    "  | data = 42\n"
    "  \\ no newline at end of output\n"
    "outcome 4: 1 seed (9): killed by signal 9, no findings\n"
    "outcome 5: 1 seed (10): exit 1, 1 finding\n"
    "  | data = 0\n"
    "  ! mp.cu:23:9: error: data race on global memory 'data'\n");
  g_assert_cmpint (status, ==, 1);
  g_free (s);
  ck_explore_free (x);
}

static void
test_long_output (void)
{
  g_test_summary ("an outcome shows its first lines of stdout and counts the rest");
  CkExplorer *x = ck_explore_new ();
  GString *out = g_string_new (NULL);
  for (int i = 0; i < CK_EXPLORE_MAX_SHOWN_LINES + 3; i++)
    g_string_append_printf (out, "%d\n", i);
  add (x, 0, 0, out->str, "");
  int status = -1;
  char *s = ck_explore_summary (x, &status);
  g_assert_true (g_str_has_suffix (s, "  | 9\n  | ... (3 more lines)\n"));
  g_assert_null (strstr (s, "  | 10\n"));
  g_assert_cmpint (status, ==, 0);
  g_free (s);
  g_string_free (out, TRUE);
  ck_explore_free (x);
}

typedef struct StatusCase {
  int status_a, status_b;
  const char *err_a, *err_b;
  int want;
} StatusCase;

static const StatusCase status_cases[] = {
  { 0, 0, "", "", 0 },                              /* one clean outcome */
  { 3, 3, "", "", 1 },                              /* one outcome, but it failed */
  { 0, 0, RACE_A, RACE_A, 1 },                      /* one outcome, with a finding */
  { 0, 0, "", RACE_A, 1 },                          /* two outcomes */
  { 0, -11, "", "", 1 },                            /* a run was killed */
};

static void
test_exit_status (gconstpointer data)
{
  const StatusCase *c = data;
  g_test_summary ("exploring succeeds only when every run had one clean outcome with status 0");
  CkExplorer *x = ck_explore_new ();
  add (x, 0, c->status_a, "", c->err_a);
  add (x, 1, c->status_b, "", c->err_b);
  int status = -1;
  g_free (ck_explore_summary (x, &status));
  g_assert_cmpint (status, ==, c->want);
  ck_explore_free (x);
}

/* ---- the runs ---- */

static void
test_run_env (void)
{
  g_test_summary ("a.out: each run gets the seed options after CUDAK_OPTIONS' own, and the "
                  "same stdin");
  const char *argv[] = { "sh", "-c", "echo \"$CUDAK_OPTIONS\" | tr '\\n' ' '; echo; cat", NULL };
  char **envp = g_environ_setenv (g_get_environ (), "CUDAK_OPTIONS", "--seed=1 # two", TRUE);
  CkExploreSpec spec = { "/bin/sh", (char **) argv, envp, -1, 3, 2 };
  CkExplorer *x = ck_explore_new ();
  GError *error = NULL;
  g_assert_true (ck_explore_run (&spec, "in\n", 3, x, &error));
  g_assert_no_error (error);
  int status = -1;
  char *s = ck_explore_summary (x, &status);
  g_assert_cmpstr (s, ==,
    "cudak: explored 2 seeds (3-4): 2 distinct outcomes\n"
    "outcome 1: 1 seed (3): exit 0, no findings\n"
    "  | --seed=1 # two --seed=3 --explore=0 \n"
    "  | in\n"
    "outcome 2: 1 seed (4): exit 0, no findings\n"
    "  | --seed=1 # two --seed=4 --explore=0 \n"
    "  | in\n");
  g_assert_cmpint (status, ==, 1);
  g_free (s);
  g_strfreev (envp);
  ck_explore_free (x);
}

static void
test_run_argv (void)
{
  g_test_summary ("cudak --run: the seed options go into the arguments before the program's; "
                  "stderr is captured, the exit status and a signal kept");
  const char *argv[] = { "sh", "-c",
                   "echo \"$@\"; echo 'p.cu:1:2: error: boom' >&2; "
                   "test \"$2\" = --seed=1 && kill -9 $$; exit 4",
                   "sh", "a", "--", "b", NULL };
  CkExploreSpec spec = { "/bin/sh", (char **) argv, NULL, 5, 0, 2 };
  CkExplorer *x = ck_explore_new ();
  GError *error = NULL;
  g_assert_true (ck_explore_run (&spec, NULL, 0, x, &error));
  g_assert_no_error (error);
  int status = -1;
  char *s = ck_explore_summary (x, &status);
  g_assert_cmpstr (s, ==,
    "cudak: explored 2 seeds (0-1): 2 distinct outcomes\n"
    "outcome 1: 1 seed (0): exit 4, 1 finding\n"
    "  | a --seed=0 --explore=0 -- b\n"
    "  ! p.cu:1:2: error: boom\n"
    "outcome 2: 1 seed (1): killed by signal 9, 1 finding\n"
    "  | a --seed=1 --explore=0 -- b\n"
    "  ! p.cu:1:2: error: boom\n");
  g_free (s);
  ck_explore_free (x);
}

static void
test_run_missing (void)
{
  g_test_summary ("an executable that cannot be started is an error, not an outcome");
  const char *argv[] = { "nothing", NULL };
  CkExploreSpec spec = { "/nonexistent/cudak-a.out", (char **) argv, NULL, -1, 0, 1 };
  CkExplorer *x = ck_explore_new ();
  GError *error = NULL;
  g_assert_false (ck_explore_run (&spec, NULL, 0, x, &error));
  g_assert_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED);
  g_error_free (error);
  ck_explore_free (x);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  for (gsize i = 0; i < G_N_ELEMENTS (seed_cases); i++)
    {
      char *path = g_strdup_printf ("/interp/explore/seeds/ranges-%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &seed_cases[i], test_seeds);
      g_free (path);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (finding_cases); i++)
    {
      char *path = g_strdup_printf ("/interp/explore/findings/headlines-%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &finding_cases[i], test_findings);
      g_free (path);
    }
  g_test_add_func ("/interp/explore/outcomes/group", test_group);
  g_test_add_func ("/interp/explore/outcomes/long-output", test_long_output);
  for (gsize i = 0; i < G_N_ELEMENTS (status_cases); i++)
    {
      char *path = g_strdup_printf ("/interp/explore/outcomes/exit-status-%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &status_cases[i], test_exit_status);
      g_free (path);
    }
  g_test_add_func ("/interp/explore/run/cudak-options", test_run_env);
  g_test_add_func ("/interp/explore/run/argv", test_run_argv);
  g_test_add_func ("/interp/explore/run/missing", test_run_missing);
  return g_test_run ();
}
