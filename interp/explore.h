/* interp/explore.h — `--explore=N` (issue 9): run a built program under N seeds, each in a child
 * process, and group the runs into distinct outcomes (stdout, exit status, findings).
 * SPDX-License-Identifier: MIT */
#ifndef CK_EXPLORE_H
#define CK_EXPLORE_H

#include <glib.h>

/* The most runs one --explore may ask for: each run is a whole process that interprets the
 * program, so more would take hours on a test-sized program, and the seed list must stay
 * readable. */
#define CK_EXPLORE_MAX_RUNS 10000

/* Program stdout lines shown per outcome in the summary; the rest are counted. */
#define CK_EXPLORE_MAX_SHOWN_LINES 10

/* The runs seen so far, grouped into outcomes (opaque). */
typedef struct CkExplorer CkExplorer;

/* How the runs are started: [exe] with [argv] and [envp] (NULL: this process' environment), the
 * seeds [first_seed] ... [first_seed] + [n_runs] - 1. The seed of a run is given as the two
 * options "--seed=K --explore=0": inserted into [argv] before index [seed_at] when it is >= 0
 * (cudak --run), else appended to the environment variable CUDAK_OPTIONS (a built a.out). Being
 * last, they win over the same options given before. */
typedef struct CkExploreSpec {
  const char *exe;
  char **argv;
  char **envp;
  int seed_at;
  gint64 first_seed;
  guint n_runs;
} CkExploreSpec;

CkExplorer *ck_explore_new (void);
void ck_explore_free (CkExplorer *x);

/**
 * ck_explore_add_run:
 * @x: the explorer
 * @seed: the seed of the run
 * @status: the exit status (0-255), or minus the number of the signal that killed the run
 * @out: (array length=out_len): the run's stdout bytes
 * @err: (array length=err_len): the run's stderr bytes, from which the findings are taken
 *
 * Adds one run to the outcome with the same stdout bytes, status and set of findings, or starts
 * a new outcome. The order in which runs are added does not matter.
 */
void ck_explore_add_run (CkExplorer *x, gint64 seed, int status, const char *out, gsize out_len,
                         const char *err, gsize err_len);

/**
 * ck_explore_summary:
 * @x: the explorer, with at least one run
 * @exit_status: (out): 0 when every run had the same outcome, with exit status 0 and no
 *   findings; 1 otherwise
 *
 * Returns: (transfer full): the summary, one outcome after the other in the order of their
 * first seeds; see `--explore` in man/cudak.1 for the layout.
 */
char *ck_explore_summary (const CkExplorer *x, int *exit_status);

/**
 * ck_explore_format_seeds:
 * @s: where to append
 * @seeds: (array length=n): distinct seeds in increasing order
 *
 * Appends the seeds as a comma-separated list in which consecutive seeds are compressed into a
 * range: 0-4,6,8-19.
 */
void ck_explore_format_seeds (GString *s, const gint64 *seeds, guint n);

/**
 * ck_explore_findings:
 * @err: (array length=len): the stderr of a run
 *
 * Returns: (transfer full): the report headlines on [err] (lines of the shape
 * `FILE:LINE:COL: error: ...` or `... warning: ...`, `fatal error` too), each once, in the
 * order of their first appearance. Notes, source lines and carets are not findings.
 */
GPtrArray *ck_explore_findings (const char *err, gsize len);

/**
 * ck_explore_run:
 * @spec: how to start the runs
 * @in: (array length=in_len) (nullable): the bytes every run gets as stdin; NULL: /dev/null
 * @x: where the runs go
 *
 * Runs the processes of [spec] one after the other in the current directory, each with its
 * stdout and stderr captured, and adds them to [x]. Returns FALSE with [error] set when a run
 * cannot be started or its output cannot be read back.
 */
gboolean ck_explore_run (const CkExploreSpec *spec, const char *in, gsize in_len, CkExplorer *x,
                         GError **error);

#endif
