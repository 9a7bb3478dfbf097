/* tests/test-race.c — checker/race.c: the race predicate clause by clause, and races found
 * from synthesized access events, with near misses that must stay silent [K §3.1].
 * SPDX-License-Identifier: MIT */
#include "tests/checker-testutil.h"
#include "checker/checker-private.h"

/* ---- the predicate, one clause at a time ---- */

typedef struct PredCase {
  const char *name;
  CkRaceModel model;
  CkRaceStamp prev, cur;
  gboolean want;
} PredCase;

#define W(blk, thr, warp, bar, ep, ser, wr, at, conv) \
  { 0, blk, warp, thr, bar, ep, ser, 0, wr, at, conv, 0, ep, 0, 0, NULL, 0, 0, 0 }

/* W with the grid barrier generation [gg] (grid.sync(), semantics/gridbar.c) */
#define WG(blk, thr, warp, bar, ep, ser, wr, gg) \
  { 0, blk, warp, thr, bar, ep, ser, 0, wr, 0, 0, 0, ep, 0, 0, NULL, 0, 0, gg }

/* W with the lanes of the warp step ([mask]) and the access's [lane] (warp-sync model) */
#define WL(blk, thr, warp, bar, ep, ser, wr, mask, lane) \
  { 0, blk, warp, thr, bar, ep, ser, 0, wr, 0, 0, 0, ep, 0, 0, NULL, mask, lane, 0 }

static const PredCase pred_cases[] = {
  /* issue 23: lanes 1..31 of a divergent branch read then write in lockstep */
  { "warp-sync-branch-lockstep", CK_RACE_MODEL_WARP_SYNC, WL (0, 2, 0, 0, 1, 1, 0, 0xfffffffe, 2), WL (0, 1, 0, 0, 1, 2, 1, 0xfffffffe, 1), FALSE },
  /* a write before the branch by a lane that is not in it: its step had the reader's lane */
  { "warp-sync-before-branch", CK_RACE_MODEL_WARP_SYNC, WL (0, 0, 0, 0, 1, 1, 1, 0xffffffff, 0), WL (0, 1, 0, 0, 1, 2, 0, 0xfffffffe, 1), FALSE },
  /* near misses: the two sides of a branch; lockstep unknown (0, as under --simt=its) */
  { "warp-sync-branch-sides", CK_RACE_MODEL_WARP_SYNC, WL (0, 3, 0, 0, 1, 1, 1, 0x0000ffff, 3), WL (0, 19, 0, 0, 1, 2, 0, 0xffff0000, 19), TRUE },
  { "warp-sync-no-lockstep", CK_RACE_MODEL_WARP_SYNC, WL (0, 2, 0, 0, 1, 1, 0, 0, 2), WL (0, 1, 0, 0, 1, 2, 1, 0, 1), TRUE },
  { "block-model-lockstep", CK_RACE_MODEL_BLOCK, WL (0, 2, 0, 0, 1, 1, 0, 0xfffffffe, 2), WL (0, 1, 0, 0, 1, 2, 1, 0xfffffffe, 1), TRUE },
  { "warp-sync-lockstep-same-statement", CK_RACE_MODEL_WARP_SYNC, WL (0, 2, 0, 0, 1, 5, 1, 0xfffffffe, 2), WL (0, 1, 0, 0, 1, 5, 1, 0xfffffffe, 1), TRUE },
  /* a grid.sync() of the grid between two blocks' accesses orders them; without it they race */
  { "grid-barrier-between-blocks", CK_RACE_MODEL_BLOCK, WG (0, 3, 0, 0, 1, 1, 1, 0), WG (1, 4, 0, 0, 2, 2, 0, 1), FALSE },
  { "grid-barrier-same-generation", CK_RACE_MODEL_BLOCK, WG (0, 3, 0, 0, 1, 1, 1, 1), WG (1, 4, 0, 0, 2, 2, 0, 1), TRUE },
  { "same-thread", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 3, 0, 0, 1, 2, 1, 0, 1), FALSE },
  { "read-read", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 0, 0, 0, 1), W (0, 4, 0, 0, 1, 2, 0, 0, 1), FALSE },
  { "atomic-atomic", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 1, 1), W (1, 4, 0, 0, 2, 2, 1, 1, 1), FALSE },
  { "barrier-between", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 40, 1, 1, 3, 2, 0, 0, 1), FALSE },
  { "syncwarp-between", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 4, 0, 0, 2, 2, 0, 0, 1), FALSE },
  { "warp-sync-converged", CK_RACE_MODEL_WARP_SYNC, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 4, 0, 0, 1, 2, 0, 0, 1), FALSE },
  /* near misses: each drops one condition of a clause above */
  { "write-read", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 4, 0, 0, 1, 2, 0, 0, 1), TRUE },
  { "read-write", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 0, 0, 0, 1), W (0, 4, 0, 0, 1, 2, 1, 0, 1), TRUE },
  { "same-thread-other-block", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (1, 3, 0, 0, 2, 2, 1, 0, 1), TRUE },
  { "atomic-plain", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 1, 1), W (0, 4, 0, 0, 1, 2, 0, 0, 1), TRUE },
  { "plain-atomic", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 4, 0, 0, 1, 2, 1, 1, 1), TRUE },
  { "barrier-other-block", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (1, 3, 0, 1, 2, 2, 0, 0, 1), TRUE },
  { "syncwarp-other-warp", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 40, 1, 0, 2, 2, 0, 0, 1), TRUE },
  { "block-model-converged", CK_RACE_MODEL_BLOCK, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 4, 0, 0, 1, 2, 0, 0, 1), TRUE },
  { "warp-sync-diverged", CK_RACE_MODEL_WARP_SYNC, W (0, 3, 0, 0, 1, 1, 1, 0, 0), W (0, 4, 0, 0, 1, 2, 0, 0, 1), TRUE },
  { "warp-sync-other-warp", CK_RACE_MODEL_WARP_SYNC, W (0, 3, 0, 0, 1, 1, 1, 0, 1), W (0, 40, 1, 0, 2, 2, 0, 0, 1), TRUE },
  { "warp-sync-same-statement", CK_RACE_MODEL_WARP_SYNC, W (0, 3, 0, 0, 1, 7, 1, 0, 1), W (0, 4, 0, 0, 1, 7, 1, 0, 1), TRUE },
};

static void
test_predicate (gconstpointer data)
{
  const PredCase *pc = data;
  g_assert_cmpint (ck_race_is_race (pc->model, &pc->prev, &pc->cur), ==, pc->want);
}

/* ---- Figure 1 of [K] ---- */

/* Runs the first launch of Figure 1 on block 0 (9 threads, warp size 32); [second_barrier]
 * puts back the __syncthreads() of line 14 the test source lacks. */
static void
run_sum (TuChecker *t, gboolean second_barrier)
{
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 36, "shared", tu_loc (7, 25), 1);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  tu_kernel (t, 1, 1, 9, FALSE);
  tu_access (t, &w, CK_ACC_WRITE, 0x1ff, 4, &sh, 0, 4, 100, 1, tu_loc (9, 3));
  tu_barrier (t, &w, tu_loc (10, 3));
  w.warp_converged = FALSE;
  tu_access (t, &w, CK_ACC_READ, 0xf, 4, &sh, 16, 4, 0, 0, tu_loc (12, 20));
  tu_access (t, &w, CK_ACC_READ, 0xf, 4, &sh, 0, 4, 0, 0, tu_loc (12, 5));
  tu_access (t, &w, CK_ACC_WRITE, 0xf, 4, &sh, 0, 4, 200, 1, tu_loc (12, 5));
  if (second_barrier)
    tu_barrier (t, &w, tu_loc (14, 3));
  for (int i = 1; i < 5; i++)
    {
      tu_access (t, &w, CK_ACC_READ, 0x1, 4, &sh, 0, 0, 0, 0, tu_loc (17, 7));
      tu_access (t, &w, CK_ACC_READ, 0x1, 4, &sh, 4 * (guint64) i, 0, 0, 0, tu_loc (17, 20));
      tu_access (t, &w, CK_ACC_WRITE, 0x1, 4, &sh, 0, 0, 300 + (guint64) i, 0, tu_loc (17, 7));
    }
  tu_kernel (t, 1, 1, 9, TRUE);
}

static void
test_fig1_race (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  run_sum (&t, FALSE);
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  tu_assert_text (&t,
    "sum.cu:17:20: error: data race on shared memory: read of 4 bytes at 'shared'[1] conflicts "
    "with an earlier write\n"
    "      shared[0] += shared[i];\n"
    "                   ^~~~~~~~~\n"
    "sum.cu:12:5: note: previous write by thread (1,0,0) of block (0,0,0) (warp 0, lane 1)\n"
    "    shared[tid] += shared[bdim/2 + tid];\n"
    "    ^~~~~~~~~~~\n"
    "sum.cu:17:20: note: read by thread (0,0,0) of block (0,0,0) (warp 0, lane 0)\n"
    "sum.cu:17:20: note: data-race reported 3 times (2 repeats folded)\n");
  g_assert_cmpstr (t.summary->str, ==, "cudak: 1 error, 0 warnings; 2 repeats folded (seed 0)\n");
  tu_stop (&t);
}

static void
test_fig1_fixed (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  run_sum (&t, TRUE);
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  tu_assert_text (&t, "");
  g_assert_cmpstr (t.summary->str, ==, "");
  tu_stop (&t);
}

/* ---- write-write in one statement ---- */

/* A byte-wise (aggregate) store of [size] bytes by lane [lane] alone, as the memory layer sends
 * one for each lane of a struct assignment: the bytes in [data], the warp step in [step]. */
static void
bytes_store (TuChecker *t, const CkWho *who, int lane, CkAlloc *a, guint32 size,
             const guint8 *data, guint64 step, CkSrcLoc loc)
{
  guint64 addr[CK_MAX_WARP] = { 0 }, zero[CK_MAX_WARP] = { 0 };
  CkAlloc *alloc[CK_MAX_WARP] = { 0 };
  addr[lane] = a->base;
  alloc[lane] = a;
  CkAccessEvent ev = {
    .who = who, .kind = CK_ACC_WRITE, .mask = (CkMask) 1 << lane, .size = size, .addr = addr,
    .alloc = alloc, .old_value = zero, .new_value = zero, .data = data, .data_stride = 0,
    .loc = loc, .stmt_id = 77, .step = step,
  };
  t->obs.on_access (t->obs.self, &ev);
}

/* issue 23: two lanes store a 16-byte struct in one warp step, one event each; their values are
 * compared (they were all 'the same value' 0), and under warp-sync the two events are one
 * statement instance, so lockstep does not order them */
static void
test_aggregate_lanes (gconstpointer data)
{
  gboolean same = GPOINTER_TO_INT (data) & 1, warp_sync = GPOINTER_TO_INT (data) >> 1;
  const char *opts[] = { warp_sync ? "race-model=warp-sync" : "race-model=block", NULL };
  TuChecker t;
  tu_start (&t, opts);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 16, NULL, tu_loc (3, 3), 2);
  CkWho w = tu_who (1, 0, 32, 0, 32);
  guint8 v0[16] = { 1, 2, 3, 4 }, v1[16] = { 1, 2, 3, 4 };
  if (!same)
    v1[13] = 9;
  bytes_store (&t, &w, 0, &g, 16, v0, 5, tu_loc (19, 5));
  bytes_store (&t, &w, 1, &g, 16, v1, 5, tu_loc (19, 5));
  tu_finish (&t, 0);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, same ? 0 : 1);
  g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, same ? 1 : 0);
  g_assert_nonnull (strstr (t.text->str, "conflicts with the write of another lane of the same "
                                         "statement"));
  tu_stop (&t);
}

static void
test_same_statement (gconstpointer data)
{
  gboolean same = GPOINTER_TO_INT (data);
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 36, "shared", tu_loc (7, 25), 1);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  /* shared[0] = same ? 7 : tid, by every lane */
  tu_access (&t, &w, CK_ACC_WRITE, 0x7, 4, &sh, 0, 0, 7, same ? 0 : 1, tu_loc (19, 5));
  tu_finish (&t, 0);
  if (same)
    tu_assert_text (&t,
      "sum.cu:19:5: warning: data race on shared memory: write of 4 bytes at 'shared'[0] "
      "conflicts with the write of another lane of the same statement of the same value\n"
      "    out[bid] = shared[0];\n"
      "    ^~~~~~~~\n"
      "sum.cu:19:5: note: the other write by thread (0,0,0) of block (0,0,0) (warp 0, lane 0)\n"
      "sum.cu:19:5: note: write by thread (1,0,0) of block (0,0,0) (warp 0, lane 1); both store "
      "the same value\n"
      "sum.cu:19:5: note: data-race-same-value reported 2 times (1 repeat folded)\n");
  else
    tu_assert_text (&t,
      "sum.cu:19:5: error: data race on shared memory: write of 4 bytes at 'shared'[0] "
      "conflicts with the write of another lane of the same statement\n"
      "    out[bid] = shared[0];\n"
      "    ^~~~~~~~\n"
      "sum.cu:19:5: note: the other write by thread (0,0,0) of block (0,0,0) (warp 0, lane 0)\n"
      "sum.cu:19:5: note: write by thread (1,0,0) of block (0,0,0) (warp 0, lane 1); the values "
      "differ\n"
      "sum.cu:19:5: note: data-race reported 2 times (1 repeat folded)\n");
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, same ? 0 : 1);
  g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, same ? 1 : 0);
  tu_stop (&t);
}

/* ---- models ---- */

/* Lane 0 writes s[0]; lane 1 of the same converged warp reads it in the next statement. */
static void
test_warp_sync_model (gconstpointer data)
{
  const char *model = data;
  const char *opts[] = { model, NULL };
  TuChecker t;
  tu_start (&t, opts);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 64, "s", tu_loc (7, 25), 1);
  CkWho w = tu_who (1, 0, 32, 0, 32);
  tu_access (&t, &w, CK_ACC_WRITE, 0x1, 4, &sh, 0, 0, 1, 0, tu_loc (9, 3));
  tu_access (&t, &w, CK_ACC_READ, 0x2, 4, &sh, 0, 0, 0, 0, tu_loc (12, 5));
  gboolean warp_sync = strcmp (model, "race-model=warp-sync") == 0;
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, warp_sync ? 0 : 1);
  /* a diverged warp is not ordered, even under warp-sync */
  w.warp_converged = FALSE;
  tu_access (&t, &w, CK_ACC_WRITE, 0x4, 4, &sh, 0, 0, 2, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), >=, 1);
  tu_stop (&t);
}

static void
test_syncwarp_orders (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 64, "s", tu_loc (7, 25), 1);
  CkWho w = tu_who (1, 0, 64, 0, 32);
  tu_access (&t, &w, CK_ACC_WRITE, 0xffffffff, 4, &sh, 0, 4, 0, 1, tu_loc (9, 3));
  CkWarpSyncEvent ws = { &w, 0xffffffff, tu_loc (10, 3) };
  t.obs.on_warp_sync (t.obs.self, &ws);
  /* lane l reads s[l ^ 1]: ordered by __syncwarp */
  tu_access (&t, &w, CK_ACC_READ, 0xffffffff, 4, &sh, 4, 0, 0, 0, tu_loc (12, 5));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  /* but __syncwarp of warp 0 does not order warp 1 */
  CkWho w1 = tu_who (1, 0, 64, 1, 32);
  tu_access (&t, &w1, CK_ACC_READ, 0x1, 4, &sh, 0, 0, 0, 0, tu_loc (17, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_stop (&t);
}

/* ---- atomics ---- */

static void
test_atomics (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 4, NULL, tu_loc (24, 3), 1);
  CkWho w0 = tu_who (1, 0, 64, 0, 32), w1 = tu_who (1, 0, 64, 1, 32), b1 = tu_who (1, 1, 64, 0, 32);
  tu_access (&t, &w0, CK_ACC_WRITE, 0x1, 4, &g, 0, 0, 0, 0, tu_loc (9, 3));
  tu_barrier (&t, &w0, tu_loc (10, 3));
  /* every thread of two blocks: atomicAdd(counter, 1) */
  tu_access (&t, &w0, CK_ACC_ATOMIC, 0xffffffff, 4, &g, 0, 0, 1, 1, tu_loc (12, 5));
  tu_access (&t, &w1, CK_ACC_ATOMIC, 0xffffffff, 4, &g, 0, 0, 1, 1, tu_loc (12, 5));
  tu_access (&t, &b1, CK_ACC_ATOMIC, 0xffffffff, 4, &g, 0, 0, 1, 1, tu_loc (12, 5));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  /* after a barrier, thread 0 of block 0 reads it: still races with block 1's atomics */
  tu_barrier (&t, &w0, tu_loc (14, 3));
  tu_access (&t, &w0, CK_ACC_READ, 0x1, 4, &g, 0, 0, 0, 0, tu_loc (19, 16));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str,
    "sum.cu:19:16: error: data race on global memory: read of 4 bytes at offset 0 of an "
    "allocation of 4 bytes allocated at sum.cu:24:3 conflicts with an earlier atomic update\n"));
  g_assert_nonnull (strstr (t.text->str, "previous atomic update by thread (31,0,0) of block "
                                         "(1,0,0) (warp 0, lane 31)"));
  tu_stop (&t);
}

/* ---- release and acquire by fences and atomics (checker/order.c) ---- */

static void
tu_fence (TuChecker *t, const CkWho *who, int level, CkMask mask)
{
  CkFenceEvent ev = { who, level, tu_loc (30, 3), mask };
  t->obs.on_fence (t->obs.self, &ev);
}

/* Thread 0 of block 0 takes the lock, writes x, and releases with [fence_level] (-1: no fence)
 * before its atomicExch; then thread [reader] of block [block] takes the lock (atomicCAS) and
 * reads x — or, with [barrier], thread 0 of that block takes it and passes it on through a
 * __syncthreads. Returns the number of errors. [late_write]: the releaser writes x again after
 * unlocking. */
static guint
run_lock (int fence_level, guint32 block, guint32 reader, int barrier, gboolean late_write)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc lock = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 4, "lock",
                           tu_loc (5, 1), 1);
  CkAlloc x = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x2000, 4, "x", tu_loc (6, 1), 2);
  CkWho a = tu_who (1, 0, 64, 0, 32);
  CkWho b = tu_who (1, block, 64, reader / 32, 32);
  /* the acquirer: the reader itself, or thread 0 of its block when a barrier passes it on */
  guint32 acq = barrier ? 0 : reader;  /* barrier 2: thread 0 acquires, but no barrier */
  CkWho b0 = tu_who (1, block, 64, acq / 32, 32);
  tu_kernel (&t, 1, 2, 64, FALSE);
  tu_access (&t, &a, CK_ACC_ATOMIC, 0x1, 4, &lock, 0, 0, 1, 0, tu_loc (10, 12));
  tu_fence (&t, &a, 1, 0x1);
  tu_access (&t, &a, CK_ACC_WRITE, 0x1, 4, &x, 0, 0, 7, 0, tu_loc (12, 5));
  if (fence_level >= 0)
    tu_fence (&t, &a, fence_level, 0x1);
  tu_access (&t, &a, CK_ACC_ATOMIC, 0x1, 4, &lock, 0, 0, 0, 0, tu_loc (14, 5));
  if (late_write)
    tu_access (&t, &a, CK_ACC_WRITE, 0x1, 4, &x, 0, 0, 8, 0, tu_loc (15, 5));
  tu_access (&t, &b0, CK_ACC_ATOMIC, (CkMask) 1 << (acq % 32), 4, &lock, 0, 0, 1, 0,
             tu_loc (10, 12));
  tu_fence (&t, &b0, 1, (CkMask) 1 << (acq % 32));
  if (barrier == 1)
    tu_barrier (&t, &b0, tu_loc (16, 3));
  tu_access (&t, &b, CK_ACC_READ, (CkMask) 1 << (reader % 32), 4, &x, 0, 0, 0, 0,
             tu_loc (17, 9));
  tu_kernel (&t, 1, 2, 64, TRUE);
  guint n = ck_checker_n_errors (t.c);
  tu_stop (&t);
  return n;
}

static void
test_lock_orders (void)
{
  g_assert_cmpuint (run_lock (1, 1, 0, FALSE, FALSE), ==, 0);   /* __threadfence, other block */
  g_assert_cmpuint (run_lock (2, 1, 0, FALSE, FALSE), ==, 0);   /* __threadfence_system */
  g_assert_cmpuint (run_lock (0, 0, 32, FALSE, FALSE), ==, 0);  /* block fence, same block */
  g_assert_cmpuint (run_lock (1, 1, 32, TRUE, FALSE), ==, 0);   /* acquired, then a barrier */
}

static void
test_lock_near_misses (void)
{
  g_assert_cmpuint (run_lock (-1, 1, 0, FALSE, FALSE), ==, 1);  /* no fence before the unlock */
  g_assert_cmpuint (run_lock (0, 1, 0, FALSE, FALSE), ==, 1);   /* block fence, other block */
  g_assert_cmpuint (run_lock (1, 0, 32, FALSE, TRUE), ==, 1);   /* same block, late write */
  g_assert_cmpuint (run_lock (1, 1, 32, 2, FALSE), ==, 1);       /* acquired by another thread */
  g_assert_cmpuint (run_lock (1, 1, 0, FALSE, TRUE), ==, 1);    /* written after the unlock */
}

/* ---- readers ---- */

/* All 32 lanes read s[0]; then lane [writer] writes it: a reader other than the writer is
 * always found. */
static void
test_many_readers (gconstpointer data)
{
  guint writer = GPOINTER_TO_UINT (data);
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 64, "s", tu_loc (7, 25), 1);
  CkWho w = tu_who (1, 0, 32, 0, 32);
  tu_access (&t, &w, CK_ACC_READ, 0xffffffff, 4, &sh, 0, 0, 0, 0, tu_loc (12, 20));
  tu_access (&t, &w, CK_ACC_WRITE, (CkMask) 1 << writer, 4, &sh, 0, 0, 5, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "write of 4 bytes at 's'[0] conflicts with an earlier "
                                         "read\n"));
  char *self = g_strdup_printf ("previous read by thread (%u,0,0)", writer);
  g_assert_null (strstr (t.text->str, self));
  g_free (self);
  tu_stop (&t);
}

static void
test_reads_only (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 64, "s", tu_loc (7, 25), 1);
  CkWho w = tu_who (1, 0, 64, 0, 32), w1 = tu_who (1, 0, 64, 1, 32);
  tu_access (&t, &w, CK_ACC_WRITE, 0x1, 4, &sh, 0, 0, 5, 0, tu_loc (9, 3));
  tu_barrier (&t, &w, tu_loc (10, 3));
  for (int k = 0; k < 3; k++)
    {
      tu_access (&t, &w, CK_ACC_READ, 0xffffffff, 4, &sh, 0, 0, 0, 0, tu_loc (12, 20));
      tu_access (&t, &w1, CK_ACC_READ, 0xffffffff, 4, &sh, 0, 0, 0, 0, tu_loc (12, 20));
    }
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  tu_stop (&t);
}

/* Bytes that do not overlap never conflict: s[tid] written by each lane, then char c[tid*4+1]. */
static void
test_disjoint_bytes (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 256, "s", tu_loc (7, 25), 1);
  CkWho w = tu_who (1, 0, 32, 0, 32);
  tu_access (&t, &w, CK_ACC_WRITE, 0xffffffff, 2, &sh, 0, 4, 1, 0, tu_loc (9, 3));
  tu_access (&t, &w, CK_ACC_WRITE, 0xffffffff, 1, &sh, 2, 4, 1, 0, tu_loc (12, 5));
  tu_access (&t, &w, CK_ACC_READ, 0xffffffff, 1, &sh, 3, 4, 0, 0, tu_loc (12, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  /* a 4-byte read of its neighbour's word overlaps its first two bytes */
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &sh, 4, 0, 0, 0, tu_loc (17, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "read of 4 bytes at 's'[1] conflicts with an earlier "
                                         "write\n"));
  tu_stop (&t);
}

/* ---- global memory: blocks, kernels ---- */

static void
test_global_blocks (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 72, "dev_in", tu_loc (24, 3), 1);
  CkWho b0 = tu_who (1, 0, 9, 0, 32), b1 = tu_who (1, 1, 9, 0, 32);
  tu_kernel (&t, 1, 2, 9, FALSE);
  tu_access (&t, &b0, CK_ACC_WRITE, 0x1ff, 4, &g, 0, 4, 0, 1, tu_loc (9, 3));
  tu_access (&t, &b1, CK_ACC_WRITE, 0x1ff, 4, &g, 36, 4, 0, 1, tu_loc (9, 3));
  tu_barrier (&t, &b0, tu_loc (10, 3));
  tu_barrier (&t, &b1, tu_loc (10, 3));
  /* own block's data after the barrier: fine */
  tu_access (&t, &b0, CK_ACC_READ, 0x1, 4, &g, 32, 0, 0, 0, tu_loc (12, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  /* the other block's data: barriers of both blocks do not order them */
  tu_access (&t, &b0, CK_ACC_READ, 0x1, 4, &g, 36, 0, 0, 0, tu_loc (17, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "previous write by thread (0,0,0) of block (1,0,0)"));
  tu_kernel (&t, 1, 2, 9, TRUE);
  /* the next kernel sees everything the previous one did as ordered */
  tu_kernel (&t, 2, 2, 9, FALSE);
  CkWho c1 = tu_who (2, 1, 9, 0, 32);
  tu_access (&t, &c1, CK_ACC_WRITE, 0x1ff, 4, &g, 0, 4, 0, 1, tu_loc (19, 5));
  tu_kernel (&t, 2, 2, 9, TRUE);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_stop (&t);
}

/* 200000 blocks of one thread run one after another (fuzz/open's grid of 2^31 - 1 blocks, in
 * small), each an atomicAdd on word 0. Neither the blocks' state nor the epochs grow with the
 * blocks (the epochs no tuple names are collected), and block 3's plain write of word 2, whose
 * epoch is renumbered many times, still meets the last block's, named by its coordinates. */
static void
test_many_blocks (void)
{
  enum { N = 200000 };
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 16, "buf", tu_loc (4, 3), 1);
  tu_kernel (&t, 1, N, 1, FALSE);
  guint max_len = 0;
  for (guint32 bx = 0; bx < N; bx++)
    {
      CkWho w = tu_who (1, bx, 1, 0, 32);
      CkBlockEvent be = { &w, NULL };
      t.obs.on_block_begin (t.obs.self, &be);
      tu_access (&t, &w, CK_ACC_ATOMIC, 0x1, 4, &g, 0, 0, bx + 1, 0, tu_loc (9, 3));
      if (bx == 3 || bx == N - 1)
        tu_access (&t, &w, CK_ACC_WRITE, 0x1, 4, &g, 8, 0, bx, 0, tu_loc (10, 3));
      t.obs.on_block_end (t.obs.self, &be);
      max_len = MAX (max_len, t.c->race.epochs->len);
    }
  const CkGridState *gs = g_ptr_array_index (t.c->race.grids, t.c->race.last_grid_slot);
  g_assert_cmpuint (g_hash_table_size (gs->blocks), ==, 0);
  g_assert_cmpuint (max_len, <=, 65536);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "previous write by thread (0,0,0) of block (3,0,0)"));
  tu_kernel (&t, 1, N, 1, TRUE);
  tu_stop (&t);
}

/* Three concurrent readers of one word and room for two: a thread of block 1 reads it first,
 * then thread 63 of block 0, then thread 0 of block 1 (a halo cell); the write of thread 0 of
 * block 1 must still meet block 0's read, which the latest reader used to push out. */
static void
test_readers_other_block (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 512, "data", tu_loc (18, 3), 1);
  CkWho b0w1 = tu_who (1, 0, 64, 1, 32), b1w0 = tu_who (1, 1, 64, 0, 32);
  tu_kernel (&t, 1, 2, 64, FALSE);
  /* lane 1 of block 1 reads data[64] (offset 256) as its left neighbour */
  tu_access (&t, &b1w0, CK_ACC_READ, 0x2, 4, &g, 256, 0, 0, 0, tu_loc (8, 28));
  /* lane 31 of warp 1 of block 0 (thread 63) reads it as its right neighbour */
  tu_access (&t, &b0w1, CK_ACC_READ, 0x80000000u, 4, &g, 256, 0, 0, 0, tu_loc (9, 33));
  /* lane 0 of block 1 reads its own element */
  tu_access (&t, &b1w0, CK_ACC_READ, 0x1, 4, &g, 256, 0, 0, 0, tu_loc (10, 39));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  tu_barrier (&t, &b1w0, tu_loc (11, 3));
  tu_access (&t, &b1w0, CK_ACC_WRITE, 0x1, 4, &g, 256, 0, 7, 0, tu_loc (12, 11));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "previous read by thread (63,0,0) of block (0,0,0)"));
  tu_kernel (&t, 1, 2, 64, TRUE);
  tu_stop (&t);
}

/* ---- read sets: concurrent readers beyond the two slots ---- */

static const CkReadSet *
read_set_of (TuChecker *t, CkAlloc *a, guint64 off)
{
  CkShadow *sh = ck_shadow_lookup (&t->c->shadow, a);
  g_assert_nonnull (sh);
  CkShadowCell *cell = &sh->cells[off / CK_SHADOW_GRANULE];
  return cell->w.has_read_set ? ck_shadow_read_set (sh, cell) : NULL;
}

/* corpus/checker/race-shared-three-readers.cu: warp 1 reads s[0] (lanes 0 and 31 take the
 * slots), warp 0 reads it, warp 1 reads it again; after a __syncwarp of warp 1 its lane 31
 * writes. Only warp 0's read races, and it is in neither slot: the read set must hold it. */
static void
test_read_set_third_reader (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 64, "s", tu_loc (7, 25), 1);
  CkWho w0 = tu_who (1, 0, 64, 0, 32), w1 = tu_who (1, 0, 64, 1, 32);
  tu_kernel (&t, 1, 1, 64, FALSE);
  tu_access (&t, &w1, CK_ACC_READ, 0xffffffff, 4, &sh, 0, 0, 0, 0, tu_loc (12, 20));
  tu_access (&t, &w0, CK_ACC_READ, 0xffffffff, 4, &sh, 0, 0, 0, 0, tu_loc (12, 20));
  tu_access (&t, &w1, CK_ACC_READ, 0xff000000u, 4, &sh, 0, 0, 0, 0, tu_loc (17, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  /* one entry per warp statement, each reader pushed there from the second slot by the next:
     lanes 1-31 of warp 1 at 12:20 (lane 0 has the first slot), all of warp 0, then lanes 24-30
     of warp 1 at 17:20; lane 31 (thread 63) has the second slot */
  const CkReadSet *set = read_set_of (&t, &sh, 0);
  g_assert_nonnull (set);
  g_assert_cmpuint (set->n, ==, 3);
  g_assert_cmpuint (set->e[0].lanes, ==, 0xfffffffe);
  g_assert_cmpuint (set->e[0].base, ==, 32);
  g_assert_cmpuint (set->e[1].lanes, ==, 0xffffffff);
  g_assert_cmpuint (set->e[1].base, ==, 0);
  g_assert_cmpuint (set->e[2].lanes, ==, 0x7f000000);
  g_assert_cmpuint (set->e[2].base, ==, 32);
  g_assert_cmpuint (t.c->shadow.n_read_sets, ==, 1);
  CkWarpSyncEvent ws = { &w1, 0xffffffff, tu_loc (15, 3) };
  t.obs.on_warp_sync (t.obs.self, &ws);
  tu_access (&t, &w1, CK_ACC_WRITE, 0x80000000u, 4, &sh, 0, 0, 9, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "write of 4 bytes at 's'[0] conflicts with an earlier "
                                         "read\n"));
  g_assert_nonnull (strstr (t.text->str, "previous read by thread (0,0,0) of block (0,0,0) "
                                         "(warp 0, lane 0)\n"));
  g_assert_nonnull (strstr (t.text->str, "write by thread (63,0,0) of block (0,0,0) "
                                         "(warp 1, lane 31)\n"));
  /* the write forgets every reader: the set is gone */
  g_assert_null (read_set_of (&t, &sh, 0));
  g_assert_cmpuint (t.c->shadow.n_read_sets, ==, 0);
  g_assert_cmpuint (t.c->shadow.read_set_bytes, ==, 0);
  tu_kernel (&t, 1, 1, 64, TRUE);
  tu_stop (&t);
}

/* The near miss: the same reads, and the write after a __syncthreads(): no report. */
static void
test_read_set_barrier_orders (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 64, "s", tu_loc (7, 25), 1);
  CkWho w0 = tu_who (1, 0, 64, 0, 32), w1 = tu_who (1, 0, 64, 1, 32);
  tu_kernel (&t, 1, 1, 64, FALSE);
  tu_access (&t, &w1, CK_ACC_READ, 0xffffffff, 4, &sh, 0, 0, 0, 0, tu_loc (12, 20));
  tu_access (&t, &w0, CK_ACC_READ, 0xffffffff, 4, &sh, 0, 0, 0, 0, tu_loc (12, 20));
  tu_access (&t, &w1, CK_ACC_READ, 0xff000000u, 4, &sh, 0, 0, 0, 0, tu_loc (17, 20));
  tu_barrier (&t, &w0, tu_loc (15, 3));
  tu_access (&t, &w1, CK_ACC_WRITE, 0x80000000u, 4, &sh, 0, 0, 9, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  tu_kernel (&t, 1, 1, 64, TRUE);
  tu_stop (&t);
}

/* Lane 0 of each of 8 warps reads s[0]: six readers beyond the slots fill the set (it grows to
 * 8 entries). After a barrier, the same reads again: when the set is full, the entries that
 * the barrier orders before the new reader are dropped, and it does not grow. */
static void
test_read_set_dropped_after_barrier (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 64, "s", tu_loc (7, 25), 1);
  CkWho w[8];
  for (guint k = 0; k < 8; k++)
    w[k] = tu_who (1, 0, 256, k, 32);
  tu_kernel (&t, 1, 1, 256, FALSE);
  for (guint k = 0; k < 8; k++)
    tu_access (&t, &w[k], CK_ACC_READ, 0x1, 4, &sh, 0, 0, 0, 0, tu_loc (12, 20));
  const CkReadSet *set = read_set_of (&t, &sh, 0);
  g_assert_nonnull (set);
  g_assert_cmpuint (set->n, ==, 6);    /* warps 1-6; warps 0 and 7 in the slots */
  g_assert_cmpuint (set->cap, ==, 8);
  for (guint k = 0; k < 6; k++)
    g_assert_cmpuint (set->e[k].base + (guint) __builtin_ctz (set->e[k].lanes), ==, 32 * (k + 1));
  guint64 bytes = t.c->shadow.read_set_bytes;
  tu_barrier (&t, &w[0], tu_loc (13, 3));
  for (guint round = 0; round < 4; round++)
    for (guint k = 0; k < 8; k++)
      {
        tu_access (&t, &w[k], CK_ACC_READ, 0x1, 4, &sh, 0, 0, 0, 0, tu_loc (14, 20));
        tu_barrier (&t, &w[0], tu_loc (15, 3));
      }
  /* every reader was ordered before the next by a barrier: the slots were enough, and the
     set kept its old entries until it filled up */
  set = read_set_of (&t, &sh, 0);
  g_assert_nonnull (set);
  g_assert_cmpuint (set->n, ==, 6);
  /* concurrent readers after the barrier: they fill the set, which drops the old entries
     instead of growing */
  for (guint k = 0; k < 8; k++)
    tu_access (&t, &w[k], CK_ACC_READ, 0x1, 4, &sh, 0, 0, 0, 0, tu_loc (16, 20));
  set = read_set_of (&t, &sh, 0);
  g_assert_cmpuint (set->cap, ==, 8);
  g_assert_cmpuint (t.c->shadow.read_set_bytes, ==, bytes);
  g_assert_cmpuint (set->n, ==, 6);    /* warps 1-6 of the last round: the old ones are gone */
  for (guint k = 0; k < set->n; k++)
    {
      const CkRaceState *rs = &t.c->race;
      const CkEpochInfo *in = &g_array_index (rs->epochs, CkEpochInfo,
                                              set->e[k].epoch - rs->epoch_floor);
      g_assert_cmpuint (in->bar_gen, ==, 33);
    }
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  /* thread 0 writes: it races with every other warp's read; the report names one */
  tu_access (&t, &w[0], CK_ACC_WRITE, 0x1, 4, &sh, 0, 0, 9, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_null (read_set_of (&t, &sh, 0));
  tu_kernel (&t, 1, 1, 256, TRUE);
  tu_stop (&t);
}

/* A read set of a granule goes with each byte when a 1-byte access splits it; and the sets are
 * freed when no grid runs. */
static void
test_read_set_split_and_stale (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 16, "g", tu_loc (24, 3), 1);
  CkWho b0 = tu_who (1, 0, 32, 0, 32), b1 = tu_who (1, 1, 32, 0, 32), b2 = tu_who (1, 2, 32, 0, 32);
  tu_kernel (&t, 1, 3, 32, FALSE);
  tu_access (&t, &b0, CK_ACC_READ, 0x1, 4, &g, 0, 0, 0, 0, tu_loc (12, 20));
  tu_access (&t, &b1, CK_ACC_READ, 0x1, 4, &g, 0, 0, 0, 0, tu_loc (12, 20));
  tu_access (&t, &b2, CK_ACC_READ, 0x1, 4, &g, 0, 0, 0, 0, tu_loc (12, 20));
  g_assert_nonnull (read_set_of (&t, &g, 0));   /* block 1's read */
  /* block 2's thread 0 writes byte 3: its own read is in a slot, block 0's in the other,
     block 1's in the copy of the set that byte 3 got */
  tu_access (&t, &b2, CK_ACC_WRITE, 0x1, 1, &g, 3, 0, 7, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "previous read by thread (0,0,0) of block (0,0,0)"));
  CkShadow *sh = ck_shadow_lookup (&t.c->shadow, &g);
  g_assert_true (ck_shadow_is_split (sh, 0));
  g_assert_false (sh->cells[0].w.has_read_set);
  /* bytes 0-2 keep theirs, byte 3's went with the write */
  g_assert_cmpuint (t.c->shadow.n_read_sets, ==, 3);
  CkShadowCell *bytes = ck_shadow_split (&t.c->shadow, sh, 0);
  g_assert_nonnull (ck_shadow_read_set (sh, &bytes[0]));
  g_assert_null (ck_shadow_read_set (sh, &bytes[3]));
  tu_kernel (&t, 1, 3, 32, TRUE);
  /* no grid runs: every reader is ordered before what comes next, the sets are freed */
  g_assert_cmpuint (t.c->shadow.n_read_sets, ==, 0);
  g_assert_cmpuint (t.c->shadow.read_set_bytes, ==, 0);
  g_assert_false (bytes[0].w.has_read_set);
  /* the next grid: the old readers are stale and race with nothing */
  tu_kernel (&t, 2, 3, 32, FALSE);
  CkWho c1 = tu_who (2, 1, 32, 0, 32);
  tu_access (&t, &c1, CK_ACC_WRITE, 0x1, 1, &g, 0, 0, 1, 0, tu_loc (19, 5));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_kernel (&t, 2, 3, 32, TRUE);
  tu_stop (&t);
}

/* A 4-byte volatile access at [off] of [a] by the lanes of [mask]. */
static void
access_volatile (TuChecker *t, const CkWho *who, CkAccessKind kind, CkMask mask, CkAlloc *a,
                 guint64 off, CkSrcLoc loc)
{
  guint64 addr[CK_MAX_WARP], oldv[CK_MAX_WARP], newv[CK_MAX_WARP];
  CkAlloc *alloc[CK_MAX_WARP];
  for (int l = 0; l < CK_MAX_WARP; l++)
    {
      addr[l] = a->base + off;
      alloc[l] = a;
      oldv[l] = newv[l] = 1;
    }
  CkAccessEvent ev = {
    .who = who, .kind = kind, .mask = mask, .size = 4, .addr = addr, .alloc = alloc,
    .old_value = oldv, .new_value = newv, .loc = loc, .is_volatile = TRUE,
    .stmt_id = loc.line * 1000u + loc.col * 10u + (guint) kind, .step = ++t->stmt,
  };
  t->obs.on_access (t->obs.self, &ev);
}

/* Volatile reads of two blocks do not race, but neither orders the other: block 0's volatile
 * read must not give its slot to block 1's, or block 1's later plain store of the flag (which
 * races with block 0's read) goes unreported. */
static void
test_volatile_readers_kept (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 16, "flag", tu_loc (24, 3), 1);
  CkWho b0 = tu_who (1, 0, 32, 0, 32), b1 = tu_who (1, 1, 32, 0, 32);
  tu_kernel (&t, 1, 2, 32, FALSE);
  access_volatile (&t, &b0, CK_ACC_READ, 0x1, &g, 0, tu_loc (12, 20));
  access_volatile (&t, &b1, CK_ACC_READ, 0x1, &g, 0, tu_loc (12, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  tu_access (&t, &b1, CK_ACC_WRITE, 0x1, 4, &g, 0, 0, 0, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "previous read by thread (0,0,0) of block (0,0,0)"));
  tu_kernel (&t, 1, 2, 32, TRUE);
  tu_stop (&t);
}

/* Thread 0 of five blocks polls a flag with a fence in the loop (a new epoch per poll): the
 * polls of one thread supersede each other, so the read set stays small however long they spin. */
static void
test_read_set_polling_bounded (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 16, "flag", tu_loc (24, 3), 1);
  CkWho b[6];
  for (guint k = 0; k < 6; k++)
    b[k] = tu_who (1, k, 32, 0, 32);
  tu_kernel (&t, 1, 6, 32, FALSE);
  for (guint round = 0; round < 200; round++)
    for (guint k = 0; k < 5; k++)
      {
        access_volatile (&t, &b[k], CK_ACC_READ, 0x1, &g, 0, tu_loc (12, 20));
        CkFenceEvent fe = { &b[k], 1, tu_loc (13, 5), 0x1 };
        t.obs.on_fence (t.obs.self, &fe);
      }
  const CkReadSet *set = read_set_of (&t, &g, 0);
  g_assert_nonnull (set);
  g_assert_cmpuint (set->cap, ==, 8);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  /* block 5 sets the flag with a plain store: it races with every poller */
  tu_access (&t, &b[5], CK_ACC_WRITE, 0x1, 4, &g, 0, 0, 1, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_kernel (&t, 1, 6, 32, TRUE);
  tu_stop (&t);
}

/* race.c's quick predicate (the fast path's) against the full one: stamps of two grids, two
 * blocks of two warps each, taken across barriers, __syncwarps and a grid barrier; every
 * earlier stamp against every later one, for each thread, kind and flag of the earlier access
 * and each kind of the later. Wherever the quick one answers, it must be the full one's
 * answer, and the warp path's memo (one answer per epoch, threads compared per lane) must
 * always be the quick one's; [data]: the race model. */
static void
test_quick_predicate (gconstpointer data)
{
  const char *const warp_sync[] = { "race-model=warp-sync", NULL };
  TuChecker t;
  tu_start (&t, GPOINTER_TO_INT (data) ? warp_sync : NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 64, "g", tu_loc (4, 3), 1);
  CkWho who[2][2][2];
  for (guint k = 0; k < 2; k++)
    for (guint b = 0; b < 2; b++)
      for (guint w = 0; w < 2; w++)
        who[k][b][w] = tu_who (k + 1, b, 64, w, 32);
  tu_kernel (&t, 1, 2, 64, FALSE);
  tu_kernel (&t, 2, 2, 64, FALSE);
  CkRaceStamp st[64];
  guint n = 0;
  guint64 addr[CK_MAX_WARP], val[CK_MAX_WARP];
  CkAlloc *alloc[CK_MAX_WARP];
  for (int l = 0; l < CK_MAX_WARP; l++)
    addr[l] = g.base, alloc[l] = &g, val[l] = 0;
  for (guint step = 0; step < 5; step++)
    {
      for (guint k = 0; k < 2; k++)
        for (guint b = 0; b < 2; b++)
          for (guint w = 0; w < 2; w++)
            {
              CkAccessEvent ev = { .who = &who[k][b][w], .kind = CK_ACC_READ, .mask = 1,
                                   .size = 4, .addr = addr, .alloc = alloc, .old_value = val,
                                   .new_value = val, .loc = tu_loc (9, 3), .step = ++t.stmt };
              if (n < G_N_ELEMENTS (st))
                ck_race_stamp_event (t.c, &ev, &st[n++]);
            }
      /* step 1: a barrier of block 0 of grid 1; 2: a __syncwarp of warp 1 of block 1; 3: a
         grid barrier of grid 2; 4: nothing (same epochs again) */
      if (step == 1)
        tu_barrier (&t, &who[0][0][0], tu_loc (10, 3));
      else if (step == 2)
        {
          CkWarpSyncEvent ws = { &who[0][1][1], 0xffffffff, tu_loc (11, 3) };
          t.obs.on_warp_sync (t.obs.self, &ws);
        }
      else if (step == 3)
        {
          CkBarrierEvent ev = { &who[1][0][0], 0, tu_loc (12, 3), TRUE };
          t.obs.on_barrier (t.obs.self, &ev);
          for (guint b = 0; b < 2; b++)
            tu_barrier (&t, &who[1][b][0], tu_loc (12, 3));
        }
    }
  const guint8 flag_sets[] = { 0, CK_SHADOW_ATOMIC, CK_SHADOW_VOLATILE, CK_SHADOW_CONVERGED,
                               CK_SHADOW_ATOMIC | CK_SHADOW_VOLATILE };
  guint answered = 0, asked = 0;
  for (guint i = 0; i < n; i++)
    for (guint j = i; j < n; j++)
      for (guint pt = 0; pt < 3; pt++)
        for (guint f = 0; f < G_N_ELEMENTS (flag_sets); f++)
          for (guint pw = 0; pw < 2; pw++)
            for (guint ck = 0; ck < 4; ck++)
              {
                CkRaceStamp cur = st[j];
                /* the earlier thread: the later one's, another of its warp, of the other warp */
                guint32 prev_thread = st[i].thread + (pt == 1 ? 3 : pt == 2 ? 32 : 0);
                cur.thread = st[j].thread + 5 * (ck & 1);
                cur.lane = cur.thread % 32;
                cur.is_write = ck >= 1;
                cur.is_atomic = ck == 2;
                cur.is_volatile = ck == 3;
                gboolean full;
                int q = ck_race_quick_conflict_check (t.c, st[i].epoch, prev_thread,
                                                      flag_sets[f], pw, &cur, &full);
                asked++;
                /* the warp path's memo: the same answer, -1 included, for a non-volatile
                   access while no clock was acquired */
                if (ck != 3)
                  {
                    int mq = ck_race_memo_conflict_check (t.c, st[i].epoch, prev_thread,
                                                          flag_sets[f], pw, &cur);
                    if (mq != q)
                      g_error ("memo %d, quick %d: stamps %u and %u, threads %u and %u, "
                               "flags %u, write %u, kind %u", mq, q, i, j, prev_thread,
                               cur.thread, flag_sets[f], pw, ck);
                  }
                if (q < 0)
                  continue;
                answered++;
                if (q != full)
                  g_error ("quick %d, full %d: stamps %u and %u, threads %u and %u, flags %u, "
                           "write %u, kind %u", q, full, i, j, prev_thread, cur.thread,
                           flag_sets[f], pw, ck);
              }
  /* the quick predicate answers for one grid (the other grid's pairs go to the full one) */
  g_assert_cmpuint (answered, >, asked / 3);
  tu_kernel (&t, 1, 2, 64, TRUE);
  tu_kernel (&t, 2, 2, 64, TRUE);
  tu_stop (&t);
}

/* The read set prune's shortcut (race.c read_set_prune_drops_nothing): on sets built from the
 * epochs of two grids of four blocks of four warps, across a barrier, a __syncwarp, a grid
 * barrier and a block that ended, each [cur] of those epochs (with threads of its warp and of
 * other warps), whenever the shortcut says the prune changes nothing, the prune run on a copy
 * changes nothing. [data]: 0 block model, 1 warp-sync model, 2 a release recorded (fence and
 * atomic: the ended block's entries are no longer folded). */
static void
test_read_set_prune_shortcut (gconstpointer data)
{
  int variant = GPOINTER_TO_INT (data);
  const char *const warp_sync[] = { "race-model=warp-sync", NULL };
  TuChecker t;
  tu_start (&t, variant == 1 ? warp_sync : NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 64, "g", tu_loc (4, 3), 1);
  CkAlloc flag = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x2000, 4, "flag",
                           tu_loc (5, 3), 2);
  CkWho who[2][4][4];
  for (guint k = 0; k < 2; k++)
    for (guint b = 0; b < 4; b++)
      for (guint w = 0; w < 4; w++)
        who[k][b][w] = tu_who (k + 1, b, 128, w, 32);
  tu_kernel (&t, 1, 4, 128, FALSE);
  tu_kernel (&t, 2, 4, 128, FALSE);
  for (guint k = 0; k < 2; k++)
    for (guint b = 0; b < 4; b++)
      {
        CkBlockEvent be = { &who[k][b][0], NULL };
        t.obs.on_block_begin (t.obs.self, &be);
      }
  CkRaceStamp st[96];
  guint n = 0;
  guint64 addr[CK_MAX_WARP], val[CK_MAX_WARP];
  CkAlloc *alloc[CK_MAX_WARP];
  for (int l = 0; l < CK_MAX_WARP; l++)
    addr[l] = g.base, alloc[l] = &g, val[l] = 0;
  for (guint step = 0; step < 3; step++)
    {
      for (guint k = 0; k < 2; k++)
        for (guint b = 0; b < 4; b++)
          for (guint w = 0; w < 4; w++)
            {
              if (k == 0 && b == 3 && step > 0)
                continue;      /* ended after step 0 */
              CkAccessEvent ev = { .who = &who[k][b][w], .kind = CK_ACC_READ, .mask = 1,
                                   .size = 4, .addr = addr, .alloc = alloc, .old_value = val,
                                   .new_value = val, .loc = tu_loc (9, 3), .step = ++t.stmt };
              if (n < G_N_ELEMENTS (st))
                ck_race_stamp_event (t.c, &ev, &st[n++]);
            }
      if (step == 0)
        {
          CkBlockEvent be = { &who[0][3][0], NULL };
          t.obs.on_block_end (t.obs.self, &be);
          tu_barrier (&t, &who[0][0][0], tu_loc (10, 3));
          if (variant == 2)
            {
              tu_fence (&t, &who[0][1][2], 1, 0x1);
              tu_access (&t, &who[0][1][2], CK_ACC_ATOMIC, 0x1, 4, &flag, 0, 0, 1, 0,
                         tu_loc (13, 5));
            }
        }
      else if (step == 1)
        {
          CkWarpSyncEvent ws = { &who[0][1][1], 0xffffffff, tu_loc (11, 3) };
          t.obs.on_warp_sync (t.obs.self, &ws);
          CkBarrierEvent ev = { &who[1][0][0], 0, tu_loc (12, 3), TRUE };
          t.obs.on_barrier (t.obs.self, &ev);
          for (guint b = 0; b < 4; b++)
            tu_barrier (&t, &who[1][b][0], tu_loc (12, 3));
        }
    }
  GRand *rand = g_rand_new_with_seed (22);
  guint said_nothing = 0, changed_sets = 0;
  CkReadSet *set = g_malloc (sizeof (CkReadSet) + 48 * sizeof (CkReadSetEntry));
  for (guint round = 0; round < 20000; round++)
    {
      /* mode 0: any entries (repeats of one epoch or warp); 1: one entry per warp at most;
         2: entries of [cur]'s grid only, one per warp, none of [cur]'s warp */
      guint mode = round % 3, want = 2 + (guint) g_rand_int_range (rand, 0, mode ? 12 : 40);
      CkRaceStamp cur = st[g_rand_int_range (rand, 0, (gint32) n)];
      gboolean taken[96] = { FALSE };
      guint32 warps_taken[2] = { 0, 0 };
      set->n = 0;
      set->cap = 48;
      set->max_epoch = 0;
      set->pad = 0;
      for (guint tries = 0; tries < 200 && set->n < want; tries++)
        {
          guint i = (guint) g_rand_int_range (rand, 0, (gint32) n);
          guint kbw = st[i].grid * 16 + st[i].block * 4 + st[i].warp;
          if (mode && (taken[i] || (warps_taken[kbw / 32 % 2] >> (kbw % 32) & 1)))
            continue;
          if (mode == 2 && (st[i].grid != cur.grid
                            || (st[i].block == cur.block && st[i].warp == cur.warp)))
            continue;
          taken[i] = TRUE;
          warps_taken[kbw / 32 % 2] |= 1u << (kbw % 32);
          guint32 lanes = g_rand_int (rand) & (g_rand_boolean (rand) ? 0x3 : 0xffffffff);
          const guint8 flag_sets[] = { 0, CK_SHADOW_ATOMIC, CK_SHADOW_VOLATILE,
                                       CK_SHADOW_CONVERGED };
          set->e[set->n++] = (CkReadSetEntry) {
            st[i].epoch, 1 + (guint32) g_rand_int_range (rand, 0, 2), lanes ? lanes : 1,
            (guint16) (st[i].thread & ~31u), flag_sets[g_rand_int_range (rand, 0, 4)], 0 };
          set->max_epoch = MAX (set->max_epoch, st[i].epoch);
        }
      cur.thread += (guint32) g_rand_int_range (rand, 0, 3) * 13u;
      cur.lane = cur.thread % 32;
      gboolean changed;
      if (ck_race_read_set_prune_check (t.c, set, &cur, &changed))
        {
          said_nothing++;
          if (changed)
            g_error ("the prune shortcut skipped a prune that changes the set (round %u)",
                     round);
        }
      changed_sets += changed;
    }
  g_free (set);
  g_rand_free (rand);
  if (variant == 1)
    g_assert_cmpuint (said_nothing, ==, 0);
  else
    g_assert_cmpuint (said_nothing, >, 1000);
  g_assert_cmpuint (changed_sets, >, 1000);
  g_test_message ("%u sets the shortcut passed, %u the prune changed", said_nothing, changed_sets);
  tu_kernel (&t, 1, 4, 128, TRUE);
  tu_kernel (&t, 2, 4, 128, TRUE);
  tu_stop (&t);
}

/* One access of the lanes of [mask] of [who]: [size] bytes at [start] + [stride] * thread of
 * [a], through on_access ([warp] FALSE) or ck_race_access_warp() (the lanes of the event all in
 * [a]). */
static void
deliver_access (TuChecker *t, gboolean warp, const CkWho *who, CkAccessKind kind, CkMask mask,
                guint32 size, CkAlloc *a, guint64 start, guint64 stride, CkSrcLoc loc)
{
  guint64 addr[CK_MAX_WARP], oldv[CK_MAX_WARP], newv[CK_MAX_WARP];
  CkAlloc *alloc[CK_MAX_WARP];
  for (int l = 0; l < CK_MAX_WARP; l++)
    {
      guint64 tid = who->first_thread + (guint64) l;
      addr[l] = a->base + start + stride * tid;
      alloc[l] = a;
      oldv[l] = 0;
      newv[l] = tid % 3;
    }
  CkAccessEvent ev = {
    .who = who, .kind = kind, .mask = mask, .size = size, .addr = addr, .alloc = alloc,
    .old_value = oldv, .new_value = newv, .loc = loc,
    .stmt_id = loc.line * 1000u + loc.col * 10u + (guint) kind, .step = ++t->stmt,
  };
  if (!warp)
    {
      t->obs.on_access (t->obs.self, &ev);
      return;
    }
  CkShadow *sh = ck_shadow_ensure (&t->c->shadow, a);
  CkRaceStamp cur;
  ck_race_stamp_event (t->c, &ev, &cur);
  ck_race_access_warp (t->c, &ev, &cur, sh, a->base);
}

/* ck_race_access_warp() finds and records what on_access's lane-by-lane loop does: the same
 * reports for whole granules, 8-byte and 1-byte accesses, many readers and writes. */
static void
test_access_warp_same_as_lanes (void)
{
  const char *const no_init[] = { "initcheck=no", NULL };
  GString *text[2];
  for (int warp = 0; warp < 2; warp++)
    {
      TuChecker t;
      tu_start (&t, no_init);
      CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 1024, "g",
                            tu_loc (4, 3), 1);
      CkWho w[2][4];
      for (guint b = 0; b < 2; b++)
        for (guint k = 0; k < 4; k++)
          w[b][k] = tu_who (1, b, 128, k, 32);
      tu_kernel (&t, 1, 2, 128, FALSE);
      deliver_access (&t, warp, &w[0][0], CK_ACC_WRITE, 0xffffffff, 4, &g, 0, 4, tu_loc (9, 3));
      tu_barrier (&t, &w[0][0], tu_loc (10, 3));
      for (guint k = 0; k < 4; k++)
        for (guint b = 0; b < 2; b++)
          {
            deliver_access (&t, warp, &w[b][k], CK_ACC_READ, 0xffffffff, 4, &g, 0, 0,
                            tu_loc (11, 5));
            deliver_access (&t, warp, &w[b][k], CK_ACC_READ, 0x0000ffff, 4, &g, 0, 4,
                            tu_loc (12, 5));
          }
      deliver_access (&t, warp, &w[1][2], CK_ACC_WRITE, 0xff, 8, &g, 512, 0, tu_loc (13, 5));
      deliver_access (&t, warp, &w[0][1], CK_ACC_WRITE, 0xf, 1, &g, 514, 0, tu_loc (14, 5));
      deliver_access (&t, warp, &w[0][3], CK_ACC_READ, 0xffffffff, 4, &g, 2, 0, tu_loc (15, 5));
      deliver_access (&t, warp, &w[1][0], CK_ACC_WRITE, 0x3, 4, &g, 0, 4, tu_loc (16, 5));
      deliver_access (&t, warp, &w[0][0], CK_ACC_WRITE, 0x1, 4, &g, 4, 0, tu_loc (17, 5));
      /* bytes (the warp path's byte cells): a warp's stores, read by another warp of the
         block without a barrier; one byte read by every lane of two warps (a read set of a
         byte cell), then written by a thread of the other block */
      deliver_access (&t, warp, &w[0][2], CK_ACC_WRITE, 0xffffffff, 1, &g, 600 - 64, 1,
                      tu_loc (18, 5));
      deliver_access (&t, warp, &w[1][1], CK_ACC_READ, 0xffffffff, 1, &g, 700, 0, tu_loc (19, 5));
      deliver_access (&t, warp, &w[0][1], CK_ACC_READ, 0xffffffff, 1, &g, 700, 0, tu_loc (19, 5));
      deliver_access (&t, warp, &w[0][3], CK_ACC_READ, 0xffffffff, 1, &g, 600 - 96, 1,
                      tu_loc (20, 5));
      deliver_access (&t, warp, &w[1][3], CK_ACC_WRITE, 0x1, 1, &g, 700, 0, tu_loc (21, 5));
      /* writes over read sets (the warp path's memo of their entries): every warp of block 0
         reads one word, then block 0 writes it without a barrier (a race), after one (silent);
         and block 1 writes one that block 0's warps read (a race with another block) */
      for (guint k = 0; k < 4; k++)
        {
          deliver_access (&t, warp, &w[0][k], CK_ACC_READ, 0xffffffff, 4, &g, 800, 0,
                          tu_loc (22, 5));
          deliver_access (&t, warp, &w[0][k], CK_ACC_READ, 0xffffffff, 4, &g, 900, 0,
                          tu_loc (23, 5));
          deliver_access (&t, warp, &w[0][k], CK_ACC_READ, 0xffffffff, 4, &g, 1000, 0,
                          tu_loc (24, 5));
        }
      deliver_access (&t, warp, &w[0][1], CK_ACC_WRITE, 0x20, 4, &g, 800, 0, tu_loc (25, 5));
      tu_barrier (&t, &w[0][0], tu_loc (26, 3));
      deliver_access (&t, warp, &w[0][2], CK_ACC_WRITE, 0x3, 4, &g, 900, 0, tu_loc (27, 5));
      deliver_access (&t, warp, &w[1][2], CK_ACC_WRITE, 0x1, 4, &g, 1000, 0, tu_loc (28, 5));
      /* a race found in the read set only: warp 1 of block 1 reads, warp 0 reads, warp 1
         reads again (both slots hold warp 1), then after its __syncwarp warp 1 writes */
      deliver_access (&t, warp, &w[1][1], CK_ACC_READ, 0xffffffff, 4, &g, 960, 0, tu_loc (29, 5));
      deliver_access (&t, warp, &w[1][0], CK_ACC_READ, 0xffffffff, 4, &g, 960, 0, tu_loc (30, 5));
      deliver_access (&t, warp, &w[1][1], CK_ACC_READ, 0xffffffff, 4, &g, 960, 0, tu_loc (31, 5));
      CkWarpSyncEvent ws = { &w[1][1], 0xffffffff, tu_loc (32, 5) };
      t.obs.on_warp_sync (t.obs.self, &ws);
      deliver_access (&t, warp, &w[1][1], CK_ACC_WRITE, 0x6, 4, &g, 960, 0, tu_loc (33, 5));
      g_assert_cmpuint (ck_checker_n_errors (t.c), >=, 9);
      tu_kernel (&t, 1, 2, 128, TRUE);
      text[warp] = g_string_new (t.text->str);
      tu_stop (&t);
    }
  g_assert_cmpstr (text[1]->str, ==, text[0]->str);
  g_string_free (text[0], TRUE);
  g_string_free (text[1], TRUE);
}

/* ---- many concurrent readers (issue 22: the fast path and the read sets) ---- */

/* What writes g[0] after every thread of the blocks [0, n_blocks) (8 warps of 32 each) read
 * it, warp by warp, block after block in each round (one 32-lane statement per warp). */
typedef enum {
  MR_SAME_BLOCK_BARRIER,       /* one block; a __syncthreads(); thread 5 writes: silent */
  MR_SAME_BLOCK,               /* one block; thread 5 writes without one: a race */
  MR_OTHER_BLOCK,              /* four blocks; block 3 after its barrier: races with 0-2 */
  MR_SYNCWARP,                 /* one block; warp 3 after a __syncwarp: races with the others */
  MR_SYNCWARP_ALONE,           /* only warp 3 read; it writes after a __syncwarp: silent */
  MR_RELEASED,                 /* three blocks; every reader fences and releases a flag; block
                                  3 acquires it and writes: silent */
  MR_RELEASED_BUT_ONE,         /* ... but warp 5 of block 1 updates the flag without a fence
                                  first: its reads are not released and race with the write */
} MrWriter;

static guint
run_many_readers (MrWriter kind, GString *text)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 16, "g", tu_loc (4, 3), 1);
  CkAlloc flag = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x2000, 4, "flag",
                           tu_loc (5, 3), 2);
  guint n_blocks = kind == MR_OTHER_BLOCK ? 4 : kind >= MR_RELEASED ? 3 : 1;
  CkWho w[4][8];
  for (guint b = 0; b < 4; b++)
    for (guint k = 0; k < 8; k++)
      w[b][k] = tu_who (1, b, 256, k, 32);
  tu_kernel (&t, 1, 4, 256, FALSE);
  for (guint k = 0; k < 8; k++)
    for (guint b = 0; b < n_blocks; b++)
      if (kind != MR_SYNCWARP_ALONE || k == 3)
        tu_access (&t, &w[b][k], CK_ACC_READ, 0xffffffff, 4, &g, 0, 0, 0, 0, tu_loc (12, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  const CkWho *writer = &w[0][0];
  CkMask lane = 1u << 5;
  switch (kind)
    {
    case MR_SAME_BLOCK_BARRIER:
      tu_barrier (&t, &w[0][0], tu_loc (13, 3));
      break;
    case MR_SAME_BLOCK:
      break;
    case MR_OTHER_BLOCK:
      tu_barrier (&t, &w[3][0], tu_loc (13, 3));
      writer = &w[3][0];
      break;
    case MR_SYNCWARP:
    case MR_SYNCWARP_ALONE:
      {
        CkWarpSyncEvent ws = { &w[0][3], 0xffffffff, tu_loc (13, 3) };
        t.obs.on_warp_sync (t.obs.self, &ws);
        writer = &w[0][3];
        lane = 1u << 1;
        break;
      }
    case MR_RELEASED:
    case MR_RELEASED_BUT_ONE:
      for (guint b = 0; b < n_blocks; b++)
        for (guint k = 0; k < 8; k++)
          {
            if (!(kind == MR_RELEASED_BUT_ONE && b == 1 && k == 5))
              tu_fence (&t, &w[b][k], 1, 0xffffffff);
            tu_access (&t, &w[b][k], CK_ACC_ATOMIC, 0xffffffff, 4, &flag, 0, 0, 1, 0,
                       tu_loc (14, 5));
          }
      /* thread 5 of block 3 acquires the flag, then writes */
      tu_access (&t, &w[3][0], CK_ACC_ATOMIC, lane, 4, &flag, 0, 0, 1, 0, tu_loc (16, 9));
      writer = &w[3][0];
      break;
    }
  tu_access (&t, writer, CK_ACC_WRITE, lane, 4, &g, 0, 0, 9, 0, tu_loc (17, 7));
  tu_kernel (&t, 1, 4, 256, TRUE);
  guint n = ck_checker_n_errors (t.c);
  g_string_assign (text, t.text->str);
  tu_stop (&t);
  return n;
}

static void
test_many_readers_writers (void)
{
  GString *s = g_string_new (NULL);
  g_assert_cmpuint (run_many_readers (MR_SAME_BLOCK_BARRIER, s), ==, 0);
  g_assert_cmpuint (run_many_readers (MR_SYNCWARP_ALONE, s), ==, 0);
  g_assert_cmpuint (run_many_readers (MR_RELEASED, s), ==, 0);
  g_assert_cmpuint (run_many_readers (MR_SAME_BLOCK, s), ==, 1);
  g_assert_nonnull (strstr (s->str, "previous read by thread (0,0,0) of block (0,0,0) (warp 0, "
                                    "lane 0)\n"));
  g_assert_nonnull (strstr (s->str, "write by thread (5,0,0) of block (0,0,0)"));
  g_assert_cmpuint (run_many_readers (MR_OTHER_BLOCK, s), ==, 1);
  g_assert_nonnull (strstr (s->str, "previous read by thread (0,0,0) of block (0,0,0) (warp 0, "
                                    "lane 0)\n"));
  g_assert_nonnull (strstr (s->str, "write by thread (5,0,0) of block (3,0,0)"));
  g_assert_cmpuint (run_many_readers (MR_SYNCWARP, s), ==, 1);
  g_assert_nonnull (strstr (s->str, "previous read by thread (0,0,0) of block (0,0,0) (warp 0, "
                                    "lane 0)\n"));
  g_assert_nonnull (strstr (s->str, "write by thread (97,0,0) of block (0,0,0) (warp 3, lane 1)"));
  /* the warp that released without a fence: its first lane is named */
  g_assert_cmpuint (run_many_readers (MR_RELEASED_BUT_ONE, s), ==, 1);
  g_assert_nonnull (strstr (s->str, "previous read by thread (160,0,0) of block (1,0,0) (warp 5, "
                                    "lane 0)\n"));
  g_string_free (s, TRUE);
}

/* Blocks that end: thread 0 of block 63 reads g[0] first (the first slot), then the two warps
 * of each of blocks 0-61 read it and the block ends, then block 62 reads it with a volatile load
 * (the second slot). The entries of the ended blocks fold into the first (the set stays at its
 * first size), and block 63's volatile store, which the slots do not race with (its own read;
 * two relaxed accesses), still meets block 0's read, the entry a report named before.
 * [release]: thread 0 of block 0 releases a flag after its read (fence, atomic): its read may
 * be ordered before a later acquirer, so nothing folds. */
static void
test_read_set_ended_blocks (gconstpointer data)
{
  gboolean release = GPOINTER_TO_INT (data);
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 16, "g", tu_loc (4, 3), 1);
  CkAlloc flag = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x2000, 4, "flag",
                           tu_loc (5, 3), 2);
  tu_kernel (&t, 1, 64, 64, FALSE);
  CkWho last = tu_who (1, 63, 64, 0, 32);
  CkBlockEvent le = { &last, NULL };
  t.obs.on_block_begin (t.obs.self, &le);
  tu_access (&t, &last, CK_ACC_READ, 0x1, 4, &g, 0, 0, 0, 0, tu_loc (11, 20));
  for (guint b = 0; b < 62; b++)
    {
      CkWho w0 = tu_who (1, b, 64, 0, 32), w1 = tu_who (1, b, 64, 1, 32);
      CkBlockEvent be = { &w0, NULL };
      t.obs.on_block_begin (t.obs.self, &be);
      tu_access (&t, &w0, CK_ACC_READ, 0xffffffff, 4, &g, 0, 0, 0, 0, tu_loc (12, 20));
      tu_access (&t, &w1, CK_ACC_READ, 0xffffffff, 4, &g, 0, 0, 0, 0, tu_loc (12, 20));
      if (release && b == 0)
        {
          tu_fence (&t, &w0, 1, 0x1);
          tu_access (&t, &w0, CK_ACC_ATOMIC, 0x1, 4, &flag, 0, 0, 1, 0, tu_loc (13, 5));
        }
      t.obs.on_block_end (t.obs.self, &be);
    }
  CkWho v = tu_who (1, 62, 64, 0, 32);
  access_volatile (&t, &v, CK_ACC_READ, 0x1, &g, 0, tu_loc (14, 20));
  const CkReadSet *set = read_set_of (&t, &g, 0);
  g_assert_nonnull (set);
  if (release)
    g_assert_cmpuint (set->n, ==, 2 * 62);
  else
    g_assert_cmpuint (set->cap, ==, 8);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  access_volatile (&t, &last, CK_ACC_WRITE, 0x1, &g, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "previous read by thread (0,0,0) of block (0,0,0) (warp 0, "
                                         "lane 0)\n"));
  tu_kernel (&t, 1, 64, 64, TRUE);
  tu_stop (&t);
}

/* Two grids running at once (streams) race with each other. */
static void
test_concurrent_grids (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 8, NULL, tu_loc (24, 3), 1);
  tu_kernel (&t, 1, 1, 1, FALSE);
  tu_kernel (&t, 2, 1, 1, FALSE);
  CkWho a = tu_who (1, 0, 1, 0, 32), b = tu_who (2, 0, 1, 0, 32);
  tu_access (&t, &a, CK_ACC_WRITE, 0x1, 4, &g, 0, 0, 1, 0, tu_loc (9, 3));
  tu_access (&t, &b, CK_ACC_READ, 0x1, 4, &g, 0, 0, 0, 0, tu_loc (12, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_kernel (&t, 1, 1, 1, TRUE);
  /* grid 1 ended: its tuples are stale; grid 2 still runs and keeps its own */
  tu_access (&t, &b, CK_ACC_WRITE, 0x1, 4, &g, 0, 0, 1, 0, tu_loc (17, 7));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_kernel (&t, 2, 1, 1, TRUE);
  tu_stop (&t);
}

static void
test_untracked (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc loc = tu_alloc (CK_ALLOC_LOCAL, CK_SPACE_LOCAL, 0, 16, "a", tu_loc (8, 3), 1);
  CkAlloc host = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x100, 16, NULL, tu_loc (23, 3), 2);
  CkAlloc mapped = tu_alloc (CK_ALLOC_PINNED, CK_SPACE_HOST, 0x200, 16, NULL, tu_loc (23, 3), 3);
  mapped.is_mapped = TRUE;
  CkWho w = tu_who (1, 0, 2, 0, 32), h = tu_host ();
  tu_access (&t, &w, CK_ACC_WRITE, 0x3, 4, &loc, 0, 0, 1, 1, tu_loc (9, 3));
  tu_access (&t, &w, CK_ACC_WRITE, 0x3, 4, &host, 0, 0, 1, 1, tu_loc (9, 3));
  tu_access (&t, &h, CK_ACC_WRITE, 0x1, 4, &mapped, 0, 0, 1, 1, tu_loc (25, 3));
  tu_access (&t, &h, CK_ACC_READ, 0x1, 4, &mapped, 0, 0, 1, 1, tu_loc (25, 3));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  /* mapped host memory shared by two device threads is checked */
  tu_access (&t, &w, CK_ACC_WRITE, 0x3, 4, &mapped, 0, 0, 1, 1, tu_loc (12, 5));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_stop (&t);
}

static void
test_racecheck_off (void)
{
  const char *opts[] = { "racecheck=no", NULL };
  TuChecker t;
  tu_start (&t, opts);
  run_sum (&t, FALSE);
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  tu_assert_text (&t, "");
  tu_stop (&t);
}

/* ---- cost ---- */

/* Cost of one access event of a 32-lane warp (4-byte accesses, no race): the number is printed
 * with g_test_message; -m perf runs the large version. */
static void
test_bench (void)
{
  const guint n_events = g_test_perf () ? 2000000 : 20000;
  CkAlloc g = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 1 << 20, NULL,
                        tu_loc (24, 3), 1);
  g.data = NULL;
  const char *const modes[][3] = { { "racecheck=no", "initcheck=no", NULL },
                                   { "initcheck=no", NULL, NULL },
                                   { NULL, NULL, NULL } };
  const char *names[] = { "no checks", "racecheck", "racecheck+initcheck" };
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      TuChecker t;
      tu_start (&t, modes[m]);
      CkAllocEvent ae = { NULL, &g, tu_loc (24, 3) };
      t.obs.on_alloc (t.obs.self, &ae);
      tu_kernel (&t, 1, 64, 256, FALSE);
      guint64 addr[CK_MAX_WARP], val[CK_MAX_WARP];
      CkAlloc *alloc[CK_MAX_WARP];
      CkWho who[64 * 8];
      for (guint b = 0; b < 64; b++)
        for (guint w = 0; w < 8; w++)
          who[b * 8 + w] = tu_who (1, b, 256, w, 32);
      for (int l = 0; l < CK_MAX_WARP; l++)
        alloc[l] = &g, val[l] = (guint64) l;
      gint64 t0 = g_get_monotonic_time ();
      for (guint i = 0; i < n_events; i++)
        {
          const CkWho *w = &who[i % (64 * 8)];
          guint64 elem = ((i / 1024) % 4) * 16384 + (i % 512) * 32;
          for (int l = 0; l < 32; l++)
            addr[l] = g.base + ((elem + (guint64) l) * 4) % g.size;
          CkAccessEvent ev = { .who = w, .kind = (i / 512) % 2 ? CK_ACC_READ : CK_ACC_WRITE,
                               .mask = 0xffffffff, .size = 4, .addr = addr, .alloc = alloc,
                               .old_value = val, .new_value = val, .loc = tu_loc (9, 3),
                               .stmt_id = (i / 512) % 2, .step = i };
          /* with neither racecheck nor initcheck on, the checker takes no access events
             (ck_checker_observer leaves on_access NULL): the semantics builds none */
          if (t.obs.on_access)
            t.obs.on_access (t.obs.self, &ev);
        }
      gint64 t1 = g_get_monotonic_time ();
      tu_kernel (&t, 1, 64, 256, TRUE);
      g_test_message ("%s: %.3f us per 32-lane access event (%u events)", names[m],
                      (double) (t1 - t0) / n_events, n_events);
      g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
      tu_stop (&t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  for (guint i = 0; i < G_N_ELEMENTS (pred_cases); i++)
    {
      char *path = g_strdup_printf ("/checker/race/predicate/%s", pred_cases[i].name);
      g_test_add_data_func (path, &pred_cases[i], test_predicate);
      g_free (path);
    }
  g_test_add_func ("/checker/race/fig1/missing-barrier", test_fig1_race);
  g_test_add_func ("/checker/race/fig1/fixed", test_fig1_fixed);
  g_test_add_data_func ("/checker/race/aggregate/values-differ", GINT_TO_POINTER (0),
                        test_aggregate_lanes);
  g_test_add_data_func ("/checker/race/aggregate/same-value", GINT_TO_POINTER (1),
                        test_aggregate_lanes);
  g_test_add_data_func ("/checker/race/aggregate/warp-sync-values-differ", GINT_TO_POINTER (2),
                        test_aggregate_lanes);
  g_test_add_data_func ("/checker/race/aggregate/warp-sync-same-value", GINT_TO_POINTER (3),
                        test_aggregate_lanes);
  g_test_add_data_func ("/checker/race/same-statement/values-differ", GINT_TO_POINTER (0),
                        test_same_statement);
  g_test_add_data_func ("/checker/race/same-statement/same-value", GINT_TO_POINTER (1),
                        test_same_statement);
  g_test_add_data_func ("/checker/race/model/block", "race-model=block", test_warp_sync_model);
  g_test_add_data_func ("/checker/race/model/warp-sync", "race-model=warp-sync",
                        test_warp_sync_model);
  g_test_add_func ("/checker/race/syncwarp/orders-its-warp", test_syncwarp_orders);
  g_test_add_func ("/checker/race/atomic/counter", test_atomics);
  g_test_add_func ("/checker/race/order/lock", test_lock_orders);
  g_test_add_func ("/checker/race/order/lock-near-misses", test_lock_near_misses);
  g_test_add_data_func ("/checker/race/readers/writer-first", GUINT_TO_POINTER (0),
                        test_many_readers);
  g_test_add_data_func ("/checker/race/readers/writer-last", GUINT_TO_POINTER (31),
                        test_many_readers);
  g_test_add_data_func ("/checker/race/readers/writer-middle", GUINT_TO_POINTER (7),
                        test_many_readers);
  g_test_add_func ("/checker/race/readers/only-reads", test_reads_only);
  g_test_add_func ("/checker/race/bytes/disjoint", test_disjoint_bytes);
  g_test_add_func ("/checker/race/global/blocks-and-kernels", test_global_blocks);
  g_test_add_func ("/checker/race/global/many-blocks-bounded", test_many_blocks);
  g_test_add_func ("/checker/race/global/concurrent-grids", test_concurrent_grids);
  g_test_add_func ("/checker/race/readers/other-block-kept", test_readers_other_block);
  g_test_add_func ("/checker/race/read-set/third-reader", test_read_set_third_reader);
  g_test_add_func ("/checker/race/read-set/barrier-orders", test_read_set_barrier_orders);
  g_test_add_func ("/checker/race/read-set/dropped-after-barrier",
                   test_read_set_dropped_after_barrier);
  g_test_add_func ("/checker/race/read-set/split-and-stale", test_read_set_split_and_stale);
  g_test_add_func ("/checker/race/read-set/polling-bounded", test_read_set_polling_bounded);
  g_test_add_func ("/checker/race/readers/volatile-kept", test_volatile_readers_kept);
  g_test_add_data_func ("/checker/race/quick-predicate/block", GINT_TO_POINTER (0),
                        test_quick_predicate);
  g_test_add_data_func ("/checker/race/quick-predicate/warp-sync", GINT_TO_POINTER (1),
                        test_quick_predicate);
  g_test_add_data_func ("/checker/race/read-set/prune-shortcut/block", GINT_TO_POINTER (0),
                        test_read_set_prune_shortcut);
  g_test_add_data_func ("/checker/race/read-set/prune-shortcut/warp-sync", GINT_TO_POINTER (1),
                        test_read_set_prune_shortcut);
  g_test_add_data_func ("/checker/race/read-set/prune-shortcut/released", GINT_TO_POINTER (2),
                        test_read_set_prune_shortcut);
  g_test_add_func ("/checker/race/many-readers/each-writer", test_many_readers_writers);
  g_test_add_func ("/checker/race/access-warp/same-as-lanes", test_access_warp_same_as_lanes);
  g_test_add_data_func ("/checker/race/read-set/ended-blocks-fold", GINT_TO_POINTER (0),
                        test_read_set_ended_blocks);
  g_test_add_data_func ("/checker/race/read-set/ended-blocks-released", GINT_TO_POINTER (1),
                        test_read_set_ended_blocks);
  g_test_add_func ("/checker/race/space/untracked", test_untracked);
  g_test_add_func ("/checker/race/option/off", test_racecheck_off);
  g_test_add_func ("/checker/race/bench/access-event", test_bench);
  g_test_summary ("the race predicate's clauses and races found from synthesized events");
  return g_test_run ();
}
