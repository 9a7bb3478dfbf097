/* tests/test-sync.c — checker/sync.c: barrier divergence and mismatch [H §5.5], deadlock,
 * no-progress and starvation reports, from synthesized events, with near misses.
 * SPDX-License-Identifier: MIT */
#include "tests/checker-testutil.h"

static void
arrive (TuChecker *t, const CkWho *who, CkMask arrived, CkMask live, CkSrcLoc loc,
        CkSrcLoc other, gboolean mismatch)
{
  CkBarrierArriveEvent ev = { who, 0, arrived, live, loc, other, mismatch, 0, NULL, NULL };
  t->obs.on_barrier_arrive (t->obs.self, &ev);
}

/* Figure 1 of [K] with a __syncthreads() inside `if (tid < bdim/2)`: threads 0-3 of the one
 * warp of 9 reach it, threads 4-8 do not. */
static void
test_divergence (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  arrive (&t, &w, 0xf, 0x1ff, tu_loc (10, 3), (CkSrcLoc) { 0 }, FALSE);
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  tu_assert_text (&t,
    "sum.cu:10:3: error: barrier divergence: barrier 0 reached by threads 0-3 of block (0,0,0) "
    "but not by threads 4-8 of the same warp\n"
    "  __syncthreads();\n"
    "  ^~~~~~~~~~~~~\n"
    "sum.cu:10:3: note: threads 4-8 (warp 0) have not exited but took another path: every live "
    "thread of a block must reach the same barrier\n");
  tu_stop (&t);
}

static void
test_divergence_exited (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  /* warp 1 of a 48-thread block: lanes 0-15 exist; 0-3 arrive, 4-7 live elsewhere, 8-15 exited */
  CkWho w = tu_who (1, 2, 48, 1, 32);
  arrive (&t, &w, 0xf, 0xff, tu_loc (10, 3), (CkSrcLoc) { 0 }, FALSE);
  g_assert_nonnull (strstr (t.text->str,
    "error: barrier divergence: barrier 0 reached by threads 32-35 of block (2,0,0) but not by "
    "threads 36-39 of the same warp\n"));
  g_assert_nonnull (strstr (t.text->str, "same barrier; threads 40-47 exited\n"));
  tu_stop (&t);
}

static void
test_no_divergence (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  /* every live lane arrives; exited lanes do not matter here */
  arrive (&t, &w, 0x1ff, 0x1ff, tu_loc (10, 3), (CkSrcLoc) { 0 }, FALSE);
  arrive (&t, &w, 0x0ff, 0x0ff, tu_loc (10, 3), (CkSrcLoc) { 0 }, FALSE);
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  tu_assert_text (&t, "");
  tu_stop (&t);
}

static void
test_mismatch (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkWho w = tu_who (1, 0, 64, 1, 32);
  arrive (&t, &w, 0xffffffff, 0xffffffff, tu_loc (10, 3), tu_loc (15, 3), TRUE);
  tu_assert_text (&t,
    "sum.cu:10:3: error: barrier mismatch: warp 1 of block (0,0,0) waits at barrier 0 here, other "
    "warps of the block at sum.cu:15:3\n"
    "  __syncthreads();\n"
    "  ^~~~~~~~~~~~~\n"
    "sum.cu:10:3: note: threads 32-63 wait here\n"
    "sum.cu:15:3: note: other warps of the block wait at this barrier statement\n"
    "  if (tid == 0) {\n"
    "  ^~\n");
  tu_stop (&t);
}

/* __syncthreads_count() in warp 0 and __syncthreads_or() in warp 1 (independent thread
 * scheduling): the others may be lanes of any warp, and the reductions' results are undefined */
static void
test_mismatch_functions_its (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkWho w = tu_who (1, 0, 64, 1, 32);
  w.independent = TRUE;
  CkBarrierArriveEvent ev = { &w, 0, 0xffffffff, 0xffffffff, tu_loc (10, 3), tu_loc (15, 3), TRUE,
                              0, "__syncthreads_or", "__syncthreads_count" };
  t.obs.on_barrier_arrive (t.obs.self, &ev);
  g_assert_nonnull (strstr (t.text->str,
    "error: barrier mismatch: warp 1 of block (0,0,0) waits at barrier 0 here, other threads of "
    "the block at sum.cu:15:3\n"));
  g_assert_nonnull (strstr (t.text->str,
    "note: threads 32-63 wait here; __syncthreads_or() here and __syncthreads_count() there count "
    "on the same barrier, so neither result is defined\n"));
  g_assert_nonnull (strstr (t.text->str,
    "sum.cu:15:3: note: other threads of the block wait at this barrier statement\n"));
  tu_stop (&t);
}

/* near miss: the same function at both statements adds nothing about results */
static void
test_mismatch_same_function (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkWho w = tu_who (1, 0, 64, 1, 32);
  CkBarrierArriveEvent ev = { &w, 0, 0xffffffff, 0xffffffff, tu_loc (10, 3), tu_loc (15, 3), TRUE,
                              0, "__syncthreads", "__syncthreads" };
  t.obs.on_barrier_arrive (t.obs.self, &ev);
  g_assert_nonnull (strstr (t.text->str, "note: threads 32-63 wait here\n"));
  g_assert_null (strstr (t.text->str, "defined"));
  tu_stop (&t);
}

/* independent thread scheduling: threads that exited while the others waited */
static void
test_exited_its (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkWho w = tu_who (1, 0, 32, 0, 32);
  w.independent = TRUE;
  CkBarrierArriveEvent ev = { &w, 0, 0, 0, tu_loc (10, 3), { 0 }, FALSE, 0xffff0000, NULL, NULL };
  t.obs.on_barrier_arrive (t.obs.self, &ev);
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  g_assert_nonnull (strstr (t.text->str,
    "sum.cu:10:3: error: barrier divergence: threads 16-31 of block (0,0,0) exited while the other "
    "threads of the block waited at barrier 0\n"));
  g_assert_nonnull (strstr (t.text->str, "since Volta the barrier waits only for the threads that "
                            "have not exited"));
  tu_stop (&t);
}

static void
test_synccheck_off (void)
{
  const char *opts[] = { "synccheck=no", NULL };
  TuChecker t;
  tu_start (&t, opts);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  arrive (&t, &w, 0xf, 0x1ff, tu_loc (10, 3), tu_loc (14, 1), TRUE);
  tu_assert_text (&t, "");
  tu_stop (&t);
}

/* ---- deadlocks ---- */

static void
test_deadlock (gconstpointer data)
{
  const char *opt = data;
  const char *opts[] = { opt, NULL };
  TuChecker t;
  tu_start (&t, opts);
  CkStuckWarp sw[2] = {
    { tu_who (1, 0, 40, 0, 32), 0xf, 0xfffffff0, 0, tu_loc (10, 3), "barrier 0", TRUE, 0 },
    { tu_who (1, 0, 40, 1, 32), 0, 0, 0xff, tu_loc (12, 5), "reconvergence", FALSE, 0 },
  };
  CkDeadlockEvent ev = { CK_DEADLOCK_BARRIER, 1, "sum", sw, 2, "block (0,0,0) cannot finish", { NULL, 0, 0 } };
  t.obs.on_deadlock (t.obs.self, &ev);
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  tu_assert_text (&t,
    "sum.cu:10:3: error: deadlock in kernel 'sum': 2 warps wait at a barrier that can never "
    "complete\n"
    "  __syncthreads();\n"
    "  ^~~~~~~~~~~~~\n"
    "sum.cu:10:3: note: warp 0 of block (0,0,0): threads 0-3 wait at barrier 0; threads 4-31 "
    "exited\n"
    "sum.cu:12:5: note: warp 1 of block (0,0,0): threads 32-39 wait for the warp to reconverge\n"
    "    shared[tid] += shared[bdim/2 + tid];\n"
    "    ^~~~~~~~~~~\n"
    "cudak: note: block (0,0,0) cannot finish\n");
  tu_stop (&t);
}

/* Independent thread scheduling: one entry per group of threads of a warp, each at its own
 * statement, saying what it waits for (thread 0 at __syncthreads(), threads 1-31 at __syncwarp()
 * waiting for thread 0); the warp is counted once. */
static void
test_deadlock_its_groups (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkWho w0 = tu_who (1, 0, 32, 0, 32);
  w0.independent = TRUE;
  CkStuckWarp sw[2] = {
    { w0, 0x1, 0, 0, tu_loc (10, 3), "a barrier for the other live threads of the block", TRUE, 0 },
    { w0, 0xfffffffe, 0, 0, tu_loc (12, 5), "__syncwarp()", TRUE, 0x1 },
  };
  CkDeadlockEvent ev = { CK_DEADLOCK_BARRIER, 1, "sum", sw, 2, NULL, { NULL, 0, 0 } };
  t.obs.on_deadlock (t.obs.self, &ev);
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  tu_assert_text (&t,
    "sum.cu:10:3: error: deadlock in kernel 'sum': 1 warp waits at a barrier that can never "
    "complete\n"
    "  __syncthreads();\n"
    "  ^~~~~~~~~~~~~\n"
    "sum.cu:10:3: note: warp 0 of block (0,0,0): thread 0 waits at a barrier for the other live "
    "threads of the block\n"
    "sum.cu:12:5: note: warp 0 of block (0,0,0): threads 1-31 wait at __syncwarp() for thread 0\n"
    "    shared[tid] += shared[bdim/2 + tid];\n"
    "    ^~~~~~~~~~~\n");
  tu_stop (&t);
}

/* A deadlock found as a livelock: warp 0 waits at the barrier, warp 1 spins; only warp 0 is
 * counted as waiting, and warp 1 spins (it does not "wait at" its loop). */
static void
test_deadlock_spin (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkStuckWarp sw[2] = {
    { tu_who (1, 0, 64, 0, 32), 0xffffffff, 0, 0, tu_loc (10, 3), "a barrier", TRUE, 0 },
    { tu_who (1, 0, 64, 1, 32), 0xffffffff, 0, 0, tu_loc (12, 5), "a loop that changes nothing",
      FALSE, 0 },
  };
  CkDeadlockEvent ev = { CK_DEADLOCK_BARRIER, 1, "sum", sw, 2, NULL, { NULL, 0, 0 } };
  t.obs.on_deadlock (t.obs.self, &ev);
  g_assert_nonnull (strstr (t.text->str,
    "error: deadlock in kernel 'sum': 1 warp waits at a barrier that can never complete\n"));
  g_assert_nonnull (strstr (t.text->str,
    "note: warp 1 of block (0,0,0): threads 32-63 spin in a loop that changes nothing\n"));
  tu_stop (&t);
}

typedef struct DeadCase {
  const char *name;
  CkDeadlockKind kind;
  const char *want;
} DeadCase;

static const DeadCase dead_cases[] = {
  { "no-progress", CK_DEADLOCK_NO_PROGRESS,
    "sum.cu:16:5: error: no progress in kernel 'sum': 1 warp still running\n" },
  { "starvation", CK_DEADLOCK_STARVATION,
    "sum.cu:16:5: error: SIMT starvation in kernel 'sum': 1 warp cannot make progress\n" },
  { "grid", CK_DEADLOCK_GRID,
    "sum.cu:16:5: error: grid deadlock in kernel 'sum': blocks wait for blocks that cannot be "
    "scheduled\n" },
};

static void
test_deadlock_kind (gconstpointer data)
{
  const DeadCase *dc = data;
  TuChecker t;
  tu_start (&t, NULL);
  CkStuckWarp sw = { tu_who (1, 0, 32, 0, 32), 0xffffffff, 0, 0, tu_loc (16, 5), "spin", FALSE, 0 };
  CkDeadlockEvent ev = { dc->kind, 1, "sum", &sw, 1, NULL, { NULL, 0, 0 } };
  t.obs.on_deadlock (t.obs.self, &ev);
  if (!g_str_has_prefix (t.text->str, dc->want))
    g_error ("got:\n%swant:\n%s", t.text->str, dc->want);
  g_assert_nonnull (strstr (t.text->str, "note: warp 0 of block (0,0,0): threads 0-31 spin in spin\n"));
  tu_stop (&t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/checker/sync/divergence/fig1", test_divergence);
  g_test_add_func ("/checker/sync/divergence/exited", test_divergence_exited);
  g_test_add_func ("/checker/sync/divergence/none", test_no_divergence);
  g_test_add_func ("/checker/sync/mismatch/report", test_mismatch);
  g_test_add_func ("/checker/sync/mismatch/functions-its", test_mismatch_functions_its);
  g_test_add_func ("/checker/sync/mismatch/same-function", test_mismatch_same_function);
  g_test_add_func ("/checker/sync/divergence/exited-its", test_exited_its);
  g_test_add_func ("/checker/sync/option/off", test_synccheck_off);
  g_test_add_data_func ("/checker/sync/deadlock/barrier", NULL, test_deadlock);
  /* a deadlock stops the run: it is reported even with synccheck off */
  g_test_add_data_func ("/checker/sync/deadlock/synccheck-off", "synccheck=no", test_deadlock);
  g_test_add_func ("/checker/sync/deadlock/its-groups", test_deadlock_its_groups);
  g_test_add_func ("/checker/sync/deadlock/barrier-spin", test_deadlock_spin);
  for (guint i = 0; i < G_N_ELEMENTS (dead_cases); i++)
    {
      char *path = g_strdup_printf ("/checker/sync/deadlock/%s", dead_cases[i].name);
      g_test_add_data_func (path, &dead_cases[i], test_deadlock_kind);
      g_free (path);
    }
  g_test_summary ("barrier divergence, barrier mismatch and deadlock reports");
  return g_test_run ();
}
