/* semantics/block.c — thread blocks [H §5.5]: warps of a block, its shared-memory window and the
 * barrier environment of [H §5.5.1] (barInfo, prepBar, updArrCnt, endBar).
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"
#include "semantics/trace.h"

static CkDim3
delinearize (guint64 i, CkDim3 d)
{
  CkDim3 r;
  r.x = (guint32) (i % d.x);
  r.y = (guint32) ((i / d.x) % d.y);
  r.z = (guint32) (i / ((guint64) d.x * d.y));
  return r;
}

/* Creates block [linear] of grid [g] on SM [sm]: its warps and threads ([H §5.7.1] issueBlocks:
 * threads with successive linear indices form a warp; the last warp may be underpopulated). */
/* A block of [n_threads] threads in warps of [ws], zeroed, from the pool when one of that shape
 * waits there (its warps' thread arrays zeroed too; [*threads] receives them, warp by warp),
 * else newly allocated ([*threads] NULL: ck_warp_init allocates each warp's). Pooled blocks of
 * another shape (a launch with other block dimensions) are freed. */
static CkBlock *
block_alloc (CkRun *run, guint32 n_threads, guint32 ws, CkThread ***threads)
{
  *threads = NULL;
  while (run->n_block_pool)
    {
      CkBlock *b = run->block_pool[--run->n_block_pool];
      if (b->n_threads != n_threads || b->who.warp_size != ws)
        {
          for (guint32 i = 0; i < b->n_warps; i++)
            g_free (b->pool_threads[i]);
          g_free (b->pool_threads);
          g_free (b->warps);
          g_free (b);
          continue;
        }
      CkWarp *warps = b->warps;
      CkThread **pt = b->pool_threads;
      guint32 n_warps = b->n_warps;
      memset (b, 0, sizeof *b);
      b->warps = warps;
      b->pool_threads = pt;
      for (guint32 i = 0; i < n_warps; i++)
        memset (pt[i], 0, sizeof (CkThread) * MIN (ws, n_threads - i * ws));
      *threads = pt;
      return b;
    }
  CkBlock *b = g_new0 (CkBlock, 1);
  b->warps = g_new0 (CkWarp, (n_threads + ws - 1) / ws);
  return b;
}

CkBlock *
ck_block_new (CkGrid *g, guint64 linear, guint32 sm)
{
  CkRun *run = g->run;
  guint32 ws = run->opts.model.warp_size;
  CkThread **threads;
  CkBlock *b = block_alloc (run, g->block_dim.x * g->block_dim.y * g->block_dim.z, ws, &threads);
  b->grid = g;
  b->linear = (guint32) linear;
  b->idx = delinearize (linear, g->grid_dim);
  b->uid = run->next_block_uid++;
  b->sm = sm;
  b->n_threads = g->block_dim.x * g->block_dim.y * g->block_dim.z;
  b->n_warps = (b->n_threads + ws - 1) / ws;
  b->shared = ck_mem_alloc_shared (run->mem, b->uid, run->prog->shared_static + g->dyn_shared, b);
  b->shared->owner_block[0] = b->idx.x;   /* whose it is, for reports of other blocks' accesses */
  b->shared->owner_block[1] = b->idx.y;
  b->shared->owner_block[2] = b->idx.z;
  b->shared->vars = run->prog->shared_vars;
  b->shared->n_vars = run->prog->n_shared_vars;
  /* the static variables are the objects below the dynamic window: the redzones and alignment
     gaps between them are out of bounds, as in a thread's frames (CkAlloc.frames_end) */
  b->shared->frames_end = run->prog->shared_static;
  b->who.is_host = FALSE;
  b->who.grid_id = g->id;
  b->who.kernel = g->kernel->name;
  b->who.block_idx = b->idx;
  b->who.block_linear = b->linear;
  b->who.block_dim = g->block_dim;
  b->who.warp_size = ws;
  b->who.sm = sm;
  b->who.agent = g->agent;
  b->who.agent_pos = g->agent_pos;
  b->who.order = g->order;
  for (guint32 i = 0; i < b->n_warps; i++)
    {
      CkWarp *w = &b->warps[i];
      guint32 first = i * ws;
      guint32 n = MIN (ws, b->n_threads - first);
      if (threads)
        ck_warp_init_in (run, w, b, i, n, g->kernel->entry, threads[i]);
      else
        ck_warp_init (run, w, b, i, n, g->kernel->entry);
      w->who = b->who;
      w->who.warp_id = i;
      w->who.first_thread = first;
      w->who.warp_converged = TRUE;
      ck_regfile_clear (w->rf, g->kernel->n_regs + 1);
      for (guint32 l = 0; l < n; l++)
        {
          CkThread *t = &w->threads[l];
          ck_thread_init (run, t, first + l, delinearize (first + l, g->block_dim));
          t->bid = b->idx;
          if (!ck_thread_push_first_frame (run, t, g->kernel))
            {
              w->state = CK_WARP_FAULTED;
              g->faulted = TRUE;
              continue;
            }
          for (guint32 p = 0; p < g->kernel->n_params; p++)
            *ck_thread_reg (t, g->kernel->param_regs[p]) = g->params[p];
        }
    }
  if (ck_run_observes (run, on_block_begin))
    {
      CkBlockEvent ev = { &b->who, b->shared };
      ck_run_on_block_begin (run, &ev);
    }
  return b;
}

void
ck_block_free (CkBlock *b)
{
  CkRun *run = b->grid->run;
  if (ck_run_observes (run, on_block_end))
    {
      CkBlockEvent ev = { &b->who, b->shared };
      ck_run_on_block_end (run, &ev);
    }
  if (!b->pool_threads)
    b->pool_threads = g_new (CkThread *, b->n_warps);
  for (guint32 i = 0; i < b->n_warps; i++)
    b->pool_threads[i] = ck_warp_release (run, &b->warps[i]);
  if (b->shared && ck_run_observes (run, on_window_release))
    ck_run_on_window_release (run, b->shared);
  ck_mem_release_window (run->mem, b->shared);
  b->shared = NULL;
  if (run->n_block_pool == run->block_pool_cap)
    {
      run->block_pool_cap = MAX (16, run->block_pool_cap * 2);
      run->block_pool = g_renew (CkBlock *, run->block_pool, run->block_pool_cap);
    }
  run->block_pool[run->n_block_pool++] = b;
}

void
ck_block_pool_clear (CkRun *run)
{
  for (guint32 k = 0; k < run->n_block_pool; k++)
    {
      CkBlock *b = run->block_pool[k];
      for (guint32 i = 0; i < b->n_warps; i++)
        g_free (b->pool_threads[i]);
      g_free (b->pool_threads);
      g_free (b->warps);
      g_free (b);
    }
  g_free (run->block_pool);
  run->block_pool = NULL;
  run->n_block_pool = run->block_pool_cap = 0;
}

gboolean
ck_block_is_completed (const CkBlock *b)
{
  for (guint32 i = 0; i < b->n_warps; i++)
    if (b->warps[i].state != CK_WARP_COMPLETED)
      return FALSE;
  return TRUE;
}

/* Warps of [b] that still have a thread that has not exited. */
static guint32
live_warps (const CkBlock *b)
{
  guint32 n = 0;
  for (guint32 i = 0; i < b->n_warps; i++)
    if (b->warps[i].state != CK_WARP_COMPLETED)
      n++;
  return n;
}

/* Threads of [b] that have not exited (independent thread scheduling counts threads). */
static guint32
live_threads (const CkBlock *b)
{
  guint32 n = 0;
  for (guint32 i = 0; i < b->n_warps; i++)
    n += (guint32) __builtin_popcountll (b->warps[i].lanes & ~b->warps[i].es.dis_exit);
  return n;
}

/* The CUDA function that lowers to a barrier statement of kind [sub] (a CkBarKind). */
static const char *
bar_function (guint sub)
{
  switch ((CkBarKind) sub)
    {
    case CK_BAR_RED_POPC: return "__syncthreads_count";
    case CK_BAR_RED_AND: return "__syncthreads_and";
    case CK_BAR_RED_OR: return "__syncthreads_or";
    case CK_BAR_ARRIVE: return "bar.arrive";
    case CK_BAR_GRID: return "grid.sync()";
    case CK_BAR_SYNC: break;
    }
  return "__syncthreads";
}

/* The barrier of [b] with index [barid]: the barrier environment chi(barid). */
static CkBarrier *
barrier_of (CkBlock *b, guint32 barid)
{
  return &b->bars[barid % CK_MAX_BARRIERS];
}

/*
 * [H §5.5.1] barInfo
 *   barInfo(eps) = eps
 *   barInfo((bt, br, eps) :: wacts) = barInfo(wacts)
 *   barInfo((bt, br, (barid, tc) :: tacts) :: wacts)
 *     = is        if every i' in is with i'.barid = barid equals i
 *     = i :: is   if no i' in is has barid
 *     = ⊥         otherwise
 *   where i = (barid, tc, bt, br), is = barInfo((bt, br, tacts) :: wacts)
 * cudak applies it to one warp's barrier action at a time (ck_block_bar_arrive): the lanes
 * [lanes] execute statement [s] with the barrier index [barid] and thread count [tc] (0: eps)
 * of the statement, the same for every lane, so they never contradict each other and ⊥ cannot
 * arise. Fills [*i] with the one element and returns TRUE; returns FALSE, leaving [*i] alone,
 * when no lane executed the barrier (barInfo = eps).
 */
gboolean
ck_block_bar_info (CkRun *run, const CkStmt *s, guint32 barid, guint32 tc, CkMask lanes,
                   CkBarInfo *i)
{
  if (!lanes)
    return FALSE;
  i->barid = barid;
  i->tc = tc;
  i->kind = (CkBarKind) s->sub;
  i->pc = (guint32) (s - run->prog->stmts);
  i->loc = s->loc;
  return TRUE;
}

/*
 * [H §5.5.1] prepBar
 *   chi(barid) = eps    tc'' = (tc' if tc' /= eps else tc)
 *   ---------------------------------------------------------------
 *   prepBar(chi, tc, (barid, tc', bt, br) :: is)
 *     = prepBar(chi[barid -> (tc'', 0, br, eps)], tc, is)
 *
 *   chi(barid) = (tc0, _, br0, _)    tc' /= eps => tc' = tc0    br0 /= eps => bt = red
 *   ---------------------------------------------------------------
 *   prepBar(chi, tc, (barid, tc', bt, br) :: is) = prepBar(chi, tc, is)
 *
 *   otherwise prepBar(...) = ⊥
 * [tc] is the block's thread count (the (exec) rule of [H §5.5.2] passes the active warps times
 * WarpSize; cudak's endBar counts only the live warps instead). The consistency check is
 * cudak's stronger one: the barrier must be in use at the same statement (which implies the
 * same kind, and the same thread count: its callers pass the statement's constant). When it
 * is not, prepBar would be ⊥; cudak returns FALSE with [*other] the statement that initialised
 * the barrier, changes nothing, and the run goes on so that the checker reports the mismatch.
 * Returns TRUE otherwise.
 */
gboolean
ck_block_prep_bar (CkBlock *b, guint32 tc, const CkBarInfo *i, CkSrcLoc *other)
{
  CkBarrier *bar = barrier_of (b, i->barid);
  if (!bar->in_use)
    {
      bar->in_use = TRUE;
      bar->thread_count = i->tc ? i->tc : tc;
      bar->arrived = 0;
      bar->kind = i->kind;
      bar->red_popc = 0;
      bar->red_and = TRUE;
      bar->red_or = FALSE;
      bar->pc = i->pc;
      bar->loc = i->loc;
      return TRUE;
    }
  if (bar->pc != i->pc)
    {
      *other = bar->loc;
      return FALSE;
    }
  return TRUE;
}

/* [H §5.5.1] updAct copies the thread actions of [lanes] (with predicates [preds]) into
 * barrier [barid]; cudak folds them into the running reductions at once, so that endBar's
 * barAct and reduce [H §5.5.1] only read the result. */
static void
upd_act (CkBlock *b, guint32 barid, CkMask lanes, CkMask preds)
{
  CkBarrier *bar = barrier_of (b, barid);
  /* the lanes' predicates at once, as a mask (issue 22): what a loop over the lanes adds */
  CkMask p = preds & lanes;
  bar->red_popc += (guint32) __builtin_popcountll (p);
  bar->red_and = bar->red_and && p == lanes;
  bar->red_or = bar->red_or || p != 0;
}

/*
 * [H §5.5.1] updArrCnt
 *   updArrCnt(chi, eps) = chi
 *   updArrCnt(chi, wact :: wacts)
 *     = updArrCnt(chi[barid_k -> chi(barid_k) with ac := ac + WarpSize, for each barid_k], wacts)
 *   where barid_1 ... barid_n are the barrier indices of wact's thread actions
 * Warp-size granularity: warp [w] counts as WarpSize arrivals at barrier [barid] whichever of
 * its lanes executed it, inactive and guarded-off lanes included. Under independent thread
 * scheduling (--simt=its, not the thesis' model) each of the [lanes] arrives for itself and
 * waits alone (Volta's __syncthreads), so the count grows by the number of [lanes].
 */
void
ck_block_upd_arr_cnt (CkRun *run, CkWarp *w, guint32 barid, CkMask lanes)
{
  CkBarrier *bar = barrier_of (w->block, barid);
  gboolean its = run->opts.simt == CK_SIMT_ITS;
  bar->arrived += its ? (guint32) __builtin_popcountll (lanes) : w->who.warp_size;
}

/*
 * [H §5.5.1] updBar = updArrCnt(updAct(prepBar(chi, tc, barInfo(wacts)), wacts), wacts), for the
 * barrier action of warp [w]: its lanes [lanes] execute barrier statement [s] (predicates
 * [preds] for a reduction); then the warp adds the barrier to those it waits for (remBar
 * removes it again), and endBar releases what has completed. cudak does not get stuck on an
 * inconsistent barrier (prepBar = ⊥): it tells the observer (the checker reports the
 * mismatch) and counts the arrival. When no lane executed the barrier (barInfo = eps) nothing
 * changes and the warp does not wait.
 */
void
ck_block_bar_arrive (CkRun *run, CkWarp *w, const CkStmt *s, guint32 bar_id, guint32 count,
                     CkMask lanes, CkMask preds)
{
  CkBlock *b = w->block;
  CkBarInfo info;
  if (!ck_block_bar_info (run, s, bar_id, count, lanes, &info))
    return;
  info.loc = ck_sem_user_loc (run, w, __builtin_ctzll (lanes), s->loc);
  CkSrcLoc other = { 0 };
  gboolean mismatch = !ck_block_prep_bar (b, b->n_threads, &info, &other);
  CkBarrier *bar = barrier_of (b, bar_id);
  gboolean its = run->opts.simt == CK_SIMT_ITS;
  if (ck_run_observes (run, on_barrier_arrive))
    {
      CkBarrierArriveEvent ev = { 0 };
      ev.who = &w->who;
      ev.barrier_id = bar_id;
      ev.arrived = lanes;
      /* under independent thread scheduling the other lanes of the warp may still come: only
         the stack model knows at arrival that they never will; under ITS a thread that does not
         come either exits (reported when the barrier completes) or deadlocks the block */
      ev.live = its ? lanes : w->lanes & ~w->es.dis_exit;
      ev.loc = info.loc;
      ev.other_loc = other;
      ev.mismatch = mismatch;
      ev.function = bar_function (s->sub);
      ev.other_function = mismatch ? bar_function (bar->kind) : NULL;
      ck_run_on_barrier_arrive (run, &ev);
    }
  upd_act (b, bar_id, lanes, preds);
  ck_block_upd_arr_cnt (run, w, bar_id, lanes);
  w->bar_id = bar_id;
  w->bar_pc = info.pc;
  if (its)
    {
      w->bar_lanes |= lanes;
      w->its_blocked |= lanes;
      if ((w->lanes & ~w->es.dis_exit & ~w->its_blocked) == 0)
        w->state = CK_WARP_AT_BARRIER;
    }
  else
    {
      w->state = CK_WARP_AT_BARRIER;
      w->bar_lanes = lanes;
    }
  if (run->opts.trace & CK_TRACE_BARRIER)
    ck_trace_line (run, "barrier %u block %u: warp %u arrives at line %u with %d lanes (%u/%u)\n",
                   bar_id, b->linear, w->id, s->loc.line, __builtin_popcountll (lanes),
                   bar->arrived, bar->thread_count);
  ck_block_end_bar (run, b);
}

/*
 * [H §5.5.1] endBar, applied by the block rule (endBar) of [H §5.5.2] as often as it applies
 *   chi(barid) = (tc, ac, ...)    ac >= tc
 *   ---------------------------------------------------------------
 *   endBar(chi, pid, so, warps) = (chi[barid -> eps], barAct(chi(barid), pid, so, warps),
 *                                  remBar(barid, warps))
 * barAct writes the reduction to the destination registers of the lanes that executed the
 * barrier; remBar lets the waiting warps continue. cudak's tc is min(tc, live warps times
 * WarpSize): warps whose threads have all exited no longer take part (they can never arrive), as
 * on the hardware, which the thesis notes and does not model. Under independent thread
 * scheduling the same holds for each exited thread, in the waiting threads' own warp as in any
 * other ("reached by all non-exited threads in the block", CUDA C++ Programming Guide, compute
 * capability 7.x). The checker reports the divergence separately. Returns FALSE, changing
 * nothing, when no barrier has ac >= tc; TRUE if a barrier ended.
 */
gboolean
ck_block_end_bar (CkRun *run, CkBlock *b)
{
  gboolean any = FALSE;
  guint32 ws = run->opts.model.warp_size;
  gboolean its = run->opts.simt == CK_SIMT_ITS;
  for (guint32 id = 0; id < CK_MAX_BARRIERS; id++)
    {
      CkBarrier *bar = &b->bars[id];
      if (!bar->in_use)
        continue;
      guint32 need = MIN (bar->thread_count, its ? live_threads (b) : live_warps (b) * ws);
      if (bar->arrived < need)
        continue;
      if (bar->kind == CK_BAR_GRID && !ck_grid_bar_ready (run, b))
        continue;   /* grid.sync(): the block waits for the other blocks (gridbar.c) */
      if (ck_run_observes (run, on_barrier_arrive))
        {
          /* threads that exited instead of reaching the barrier the others waited at; under
             independent thread scheduling every live thread of the block is at the barrier now
             (need is the live thread count), so every exited thread is one */
          for (guint32 i = 0; i < b->n_warps; i++)
            {
              CkWarp *w = &b->warps[i];
              CkMask gone = w->state == CK_WARP_COMPLETED ? w->lanes : (w->es.dis_exit & w->lanes);
              if (!gone
                  || (!its && w->state != CK_WARP_COMPLETED && w->state != CK_WARP_AT_BARRIER))
                continue;
              CkBarrierArriveEvent ev = { 0 };
              ev.who = &w->who;
              ev.barrier_id = id;
              ev.loc = bar->loc;
              ev.exited = gone;
              ck_run_on_barrier_arrive (run, &ev);
            }
        }
      guint64 result = bar->kind == CK_BAR_RED_POPC ? (guint64) bar->red_popc
                       : bar->kind == CK_BAR_RED_AND ? (guint64) bar->red_and
                       : bar->kind == CK_BAR_RED_OR ? (guint64) bar->red_or : 0;
      for (guint32 i = 0; i < b->n_warps; i++)
        {
          CkWarp *w = &b->warps[i];
          if (its)
            {
              if (!w->bar_lanes || w->bar_id != id)
                continue;
            }
          else if (w->state != CK_WARP_AT_BARRIER || w->bar_id != id)
            continue;
          const CkStmt *s = &run->prog->stmts[w->bar_pc];
          if (s->dst >= 0)
            FOR_LANES (w->bar_lanes, l)
              {
                CkThread *t = &w->threads[l];
                ck_thread_reg (t, s->dst)->u = result;
              }
          w->its_blocked &= ~w->bar_lanes;
          if (its)
            w->bar_lanes = 0;
          if (w->state == CK_WARP_AT_BARRIER)
            w->state = CK_WARP_ACTIVE;
        }
      CkSrcLoc loc = bar->loc;
      memset (bar, 0, sizeof *bar);
      if (run->opts.trace & CK_TRACE_BARRIER)
        ck_trace_line (run, "barrier %u block %u: released\n", id, b->linear);
      if (ck_run_observes (run, on_barrier))
        {
          CkBarrierEvent ev = { &b->who, id, loc, FALSE };
          ck_run_on_barrier (run, &ev);
        }
      any = TRUE;
    }
  return any;
}
