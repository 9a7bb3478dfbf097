/* semantics/grid.c — grids [H §5.6] and the context's scheduling [H §5.7.1]: issueBlocks assigns
 * blocks to SMs under the residency limits, scheduleWarps picks the warps that step.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"
#include "semantics/trace.h"

CkGrid *
ck_grid_new (CkRun *run, const CkFunc *kernel, CkDim3 grid, CkDim3 block, guint64 dyn_shared)
{
  CkGrid *g = g_new0 (CkGrid, 1);
  g->run = run;
  g->id = ++run->next_grid_id;
  g->kernel = kernel;
  g->grid_dim = grid;
  g->block_dim = block;
  g->dyn_shared = dyn_shared;
  g->static_shared = kernel->static_shared;   /* the redzones take no SM memory */
  g->n_blocks = (guint64) grid.x * grid.y * grid.z;
  g->resident = g_ptr_array_new ();
  return g;
}

void
ck_grid_free (CkGrid *g)
{
  CkRun *run = g->run;
  if (G_UNLIKELY (run->fermi))
    ck_fermi_grid_abandon (run, g);
  for (guint i = 0; i < g->resident->len; i++)
    {
      CkBlock *b = g_ptr_array_index (g->resident, i);
      run->sm_blocks[b->sm]--;
      run->sm_warps[b->sm] -= b->n_warps;
      run->sm_threads[b->sm] -= b->n_threads;
      run->sm_shared[b->sm] -= g->static_shared + g->dyn_shared;
      ck_block_free (b);
    }
  g_ptr_array_free (g->resident, TRUE);
  g_free (g->params);
  g_free (g);
}

/* [H §5.7.1] issueBlocks: give unscheduled blocks to SMs with room (blocks, warps, threads and
 * shared memory per SM, shared with the other grids that run), lowest-numbered SM first. */
static void
issue_blocks (CkRun *run, CkGrid *g)
{
  const CkDeviceModel *m = &run->opts.model;
  guint32 threads = g->block_dim.x * g->block_dim.y * g->block_dim.z;
  guint32 warps = (threads + m->warp_size - 1) / m->warp_size;
  guint64 shared = g->static_shared + g->dyn_shared;
  while (g->next_block < g->n_blocks)
    {
      gint sm = -1;
      for (guint32 i = 0; i < m->n_sms; i++)
        {
          guint32 k = (guint32) ((g->next_block + i) % m->n_sms);
          if (run->sm_blocks[k] + 1 <= m->max_blocks_per_sm
              && run->sm_warps[k] + warps <= m->max_warps_per_sm
              && run->sm_threads[k] + threads <= m->max_threads_per_sm
              && run->sm_shared[k] + shared <= m->shared_per_sm)
            {
              sm = (gint) k;
              break;
            }
        }
      if (sm < 0)
        return;
      CkBlock *b = ck_block_new (g, g->next_block++, (guint32) sm);
      run->sm_blocks[sm]++;
      run->sm_warps[sm] += warps;
      run->sm_threads[sm] += threads;
      run->sm_shared[sm] += shared;
      g_ptr_array_add (g->resident, b);
      if (run->opts.trace & CK_TRACE_SCHED)
        ck_trace_sched_issue (run, b);
    }
}

static void
retire_block (CkRun *run, CkGrid *g, guint idx)
{
  CkBlock *b = g_ptr_array_index (g->resident, idx);
  const CkDeviceModel *m = &run->opts.model;
  guint32 warps = b->n_warps;
  run->sm_blocks[b->sm]--;
  run->sm_warps[b->sm] -= warps;
  run->sm_threads[b->sm] -= b->n_threads;
  run->sm_shared[b->sm] -= g->static_shared + g->dyn_shared;
  (void) m;
  g->n_done++;
  if (g->cooperative)
    ck_grid_bar_block_exited (g, b);
  if (run->opts.trace & CK_TRACE_SCHED)
    ck_trace_sched_retire (run, b);
  g_ptr_array_remove_index (g->resident, idx);
  ck_block_free (b);
}

/* Where warp [w] of a stuck grid is, appended to [out]: at a barrier, or at its statement (a
 * spinning warp: at the backward branch that repeats), with the lanes that wait there, the lanes
 * held by a token and the lanes that exited. Under independent thread scheduling one entry per
 * group of threads (its.c). */
static void
describe_stuck (CkRun *run, const CkWarp *w, GArray *out)
{
  if (run->opts.simt == CK_SIMT_ITS && !w->who.is_host)
    {
      ck_its_describe_stuck (run, w, out);
      return;
    }
  CkStuckWarp sw;
  memset (&sw, 0, sizeof sw);
  sw.who = w->who;
  sw.exited = w->es.dis_exit;
  if (w->state == CK_WARP_AT_BARRIER)
    {
      sw.waiting = w->bar_lanes;
      sw.loc = ck_sem_user_loc (run, w, w->bar_lanes ? __builtin_ctzll (w->bar_lanes) : 0,
                                run->prog->stmts[w->bar_pc].loc);
      sw.what = run->prog->stmts[w->bar_pc].sub == CK_BAR_GRID
                ? "grid.sync() for the other blocks of the grid"
                : "a barrier for the other live warps of the block";
      sw.at_sync = TRUE;
    }
  else
    {
      sw.waiting = w->es.active;
      sw.loc = ck_sem_user_loc (run, w, sw.waiting ? __builtin_ctzll (sw.waiting) : 0,
                                run->prog->stmts[w->spinning ? w->spin_pc : w->es.pc].loc);
      sw.what = w->spinning ? "a loop that changes nothing" : "a loop";
      sw.other = w->lanes & ~sw.waiting & ~sw.exited;
    }
  g_array_append_val (out, sw);
}

/* The token of [w]'s stack that the disabled or inactive lanes [lanes] wait for: the first one
 * whose pop re-activates some of them, found by running unwind's updExecState [H §5.4.1] on
 * copies of the disable masks (a lane that returned waits for its call token, one that broke
 * out of a loop for the break token, a lane of the other side of a branch for the diverge
 * token). -1 when no token would. */
static gint
waited_token (const CkWarp *w, CkMask lanes)
{
  CkMask dis_break = w->es.dis_break, dis_return = w->es.dis_return;
  for (guint32 k = w->es.n_tokens; k-- > 0;)
    {
      const CkExecToken *t = &w->es.tokens[k];
      if (t->type == CK_TOK_CALL)
        dis_return &= ~t->mask;
      else if (t->type == CK_TOK_BREAK)
        dis_break &= ~t->mask;
      if (t->mask & ~(dis_break | dis_return | w->es.dis_exit) & lanes)
        return (gint) k;
    }
  return -1;
}

/* Sends one deadlock event for the live warps of [g] ([stuck], built by the caller). */
static void
send_deadlock (CkRun *run, CkGrid *g, CkDeadlockKind kind, GArray *stuck, const char *detail)
{
  CkDeadlockEvent ev = { 0 };
  ev.kind = kind;
  ev.grid_id = g->id;
  ev.kernel = g->kernel->name;
  ev.warps = (const CkStuckWarp *) stuck->data;
  ev.n_warps = (int) stuck->len;
  ev.detail = detail;
  ev.launch_loc = g->launch_loc;
  ck_run_on_deadlock (run, &ev);
}

/* No warp of the resident blocks can move: report every waiting warp. */
static void
report_deadlock (CkRun *run, CkGrid *g, CkDeadlockKind kind, const char *detail)
{
  if (!ck_run_observes (run, on_deadlock))
    return;
  GArray *stuck = g_array_new (FALSE, TRUE, sizeof (CkStuckWarp));
  for (guint i = 0; i < g->resident->len; i++)
    {
      CkBlock *b = g_ptr_array_index (g->resident, i);
      for (guint32 j = 0; j < b->n_warps; j++)
        if (b->warps[j].state != CK_WARP_COMPLETED)
          describe_stuck (run, &b->warps[j], stuck);
    }
  send_deadlock (run, g, kind, stuck, detail);
  g_array_free (stuck, TRUE);
}

/* Livelock [H §6.1]: every live warp of the resident blocks either waits at a barrier or spins
 * (its state came back at a backward branch while no memory changed), and memory has not changed
 * since: nothing can ever change again. Reports a grid deadlock when blocks wait for blocks that
 * cannot become resident, a deadlock when threads wait at a barrier that the spinning threads
 * never reach, SIMT starvation when a spinning warp holds lanes that wait for a token the
 * spinning lanes will never let it pop, and no progress otherwise. */
static gboolean
check_livelock (CkRun *run, CkGrid *g)
{
  if (!ck_grid_spins (run, g))
    return FALSE;
  if (!ck_run_observes (run, on_deadlock))
    return TRUE;
  GArray *stuck = g_array_new (FALSE, TRUE, sizeof (CkStuckWarp));
  gboolean starvation = FALSE, at_barrier = FALSE;
  GString *detail = g_string_new (NULL), *starving = g_string_new (NULL);
  for (guint i = 0; i < g->resident->len; i++)
    {
      CkBlock *b = g_ptr_array_index (g->resident, i);
      for (guint32 j = 0; j < b->n_warps; j++)
        {
          CkWarp *w = &b->warps[j];
          if (w->state == CK_WARP_COMPLETED)
            continue;
          guint first = stuck->len;
          describe_stuck (run, w, stuck);
          at_barrier |= w->state == CK_WARP_AT_BARRIER
                        || (w->its_blocked & w->lanes & ~w->es.dis_exit) != 0;
          CkMask other = g_array_index (stuck, CkStuckWarp, first).other;
          gint k = w->state != CK_WARP_AT_BARRIER && other && !starvation ? waited_token (w, other) : -1;
          if (k >= 0)
            {
              static const char *const tn[] = { "sync", "diverge", "call", "break" };
              const CkExecToken *t = &w->es.tokens[k];
              const CkStmt *ts = &run->prog->stmts[t->pc];
              g_string_append_printf (starving,
                  "in warp %u of block %u, the lanes waiting for the %s token (resuming at "
                  "line %u) can only continue once the lanes spinning at line %u leave their "
                  "loop", w->id, b->linear, tn[t->type], ts->loc.line,
                  run->prog->stmts[w->spin_pc].loc.line);
              starvation = TRUE;
            }
        }
    }
  CkDeadlockKind kind;
  if (g->next_block < g->n_blocks)
    {
      kind = CK_DEADLOCK_GRID;
      /* the resource that bounds the blocks of this grid per SM */
      const CkDeviceModel *m = &run->opts.model;
      guint32 threads = g->block_dim.x * g->block_dim.y * g->block_dim.z;
      guint32 warps = (threads + m->warp_size - 1) / m->warp_size;
      guint64 shared = g->static_shared + g->dyn_shared;
      guint64 per_sm = m->max_blocks_per_sm;
      const char *why = "blocks";
      if (warps && m->max_warps_per_sm / warps < per_sm)
        per_sm = m->max_warps_per_sm / warps, why = "warps";
      if (threads && m->max_threads_per_sm / threads < per_sm)
        per_sm = m->max_threads_per_sm / threads, why = "threads";
      if (shared && m->shared_per_sm / shared < per_sm)
        per_sm = m->shared_per_sm / shared, why = "bytes of shared memory";
      g_string_printf (detail, "%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " blocks are resident: "
                       "at most %" G_GUINT64_FORMAT " block%s of this kernel fit%s on each of the "
                       "%u SMs (limit: %" G_GUINT64_FORMAT " %s per SM); the resident blocks spin "
                       "waiting for blocks that can only start when one of them finishes",
                       (guint64) g->resident->len, g->n_blocks, per_sm, per_sm == 1 ? "" : "s",
                       per_sm == 1 ? "s" : "", m->n_sms,
                       !strcmp (why, "blocks") ? (guint64) m->max_blocks_per_sm
                       : !strcmp (why, "warps") ? (guint64) m->max_warps_per_sm
                       : !strcmp (why, "threads") ? (guint64) m->max_threads_per_sm
                       : m->shared_per_sm, why);
    }
  else if (at_barrier)
    {
      /* the barrier can never complete, whatever the spinning lanes wait for: when lanes of a
         spinning warp also wait for a token, that may be SIMT starvation or a consequence of
         the barrier (a lock held across it), so it is said, not concluded */
      kind = CK_DEADLOCK_BARRIER;
      g_string_assign (detail, "the threads at the barrier wait for threads that never reach it: "
                               "those repeat the same state in a loop while no memory changes");
      if (starvation)
        g_string_append_printf (detail, "; %s (SIMT starvation [H 6.1] if they spin for a "
                                "change that only the waiting lanes could make)", starving->str);
    }
  else if (starvation)
    {
      kind = CK_DEADLOCK_STARVATION;
      g_string_printf (detail, "SIMT starvation [H 6.1]: %s, and those wait for a change that "
                       "only the waiting lanes could make; the stack-based branching algorithm "
                       "is safe but not live (under --simt=its the threads are scheduled "
                       "independently)", starving->str);
    }
  else
    {
      kind = CK_DEADLOCK_NO_PROGRESS;
      g_string_assign (detail, "every live warp repeats the same state in a loop while no memory "
                               "changes: the kernel never terminates");
    }
  send_deadlock (run, g, kind, stuck, detail->str);
  g_array_free (stuck, TRUE);
  g_string_free (detail, TRUE);
  g_string_free (starving, TRUE);
  return TRUE;
}

/* Steps every schedulable warp of [b] once (round-robin) or one random warp. Returns the number
 * of steps made. */
/* [H §5.7.1] scheduleWarps picked [w] of [b]: one step. */
static void
schedule_warp (CkRun *run, CkBlock *b, CkWarp *w)
{
  w->who.warp_converged = w->es.active == (w->lanes & ~w->es.dis_exit);
  ck_warp_step (run, w);
  if (w->state == CK_WARP_COMPLETED)
    ck_block_end_bar (run, b); /* exited warps no longer hold a barrier back */
}

static guint
step_block (CkRun *run, CkGrid *g, CkBlock *b)
{
  guint steps = 0;
  for (guint32 i = 0; i < b->n_warps; i++)
    {
      CkWarp *w = &b->warps[i];
      if (!ck_warp_can_be_scheduled (w))
        continue;
      if (G_UNLIKELY (run->opts.trace & CK_TRACE_SCHED))
        ck_trace_sched_pick (run, g, b, w);
      schedule_warp (run, b, w);
      steps++;
      if (g->faulted)
        break;
    }
  return steps;
}

void
ck_grid_start (CkRun *run, CkGrid *g)
{
  issue_blocks (run, g);
}

gboolean
ck_grid_spins (CkRun *run, const CkGrid *g)
{
  if (G_UNLIKELY (run->fermi) && ck_fermi_stores_in_flight (run))
    return FALSE;   /* a store on its way may still change what the spinning warps read */
  gboolean any_spin = FALSE;
  for (guint i = 0; i < g->resident->len; i++)
    {
      CkBlock *b = g_ptr_array_index (g->resident, i);
      for (guint32 j = 0; j < b->n_warps; j++)
        {
          CkWarp *w = &b->warps[j];
          if (w->state == CK_WARP_COMPLETED || w->state == CK_WARP_AT_BARRIER)
            continue;
          if (w->state != CK_WARP_ACTIVE || !w->spinning || w->spin_changes != run->mem_changes)
            return FALSE;
          any_spin = TRUE;
        }
    }
  return any_spin;
}

void
ck_grid_report (CkRun *run, CkGrid *g, CkDeadlockKind kind, const char *detail)
{
  report_deadlock (run, g, kind, detail);
  g->faulted = TRUE;
}

/* [H §5.7] one round of the context on grid [g]: schedule warps, retire completed blocks, issue
 * new ones; the grid ends when every block completed, or faults, or cannot progress. */
int
ck_grid_round (CkRun *run, CkGrid *g, gboolean may_livelock, guint *steps_out)
{
  guint64 limit = run->opts.max_steps;
  guint steps = 0;
  *steps_out = 0;
  if (g->n_done >= g->n_blocks)
    return 0;
  /* blocks issued at the end of this round have not had their turn yet */
  guint scheduled = g->resident->len;
  if (run->opts.sched == CK_SCHED_RANDOM && g->resident->len > 0)
    {
      /* a random schedule: a random resident block steps a random schedulable warp */
      guint start = (guint) g_rand_int_range (run->rand, 0, (gint32) g->resident->len);
      for (guint k = 0; k < g->resident->len && steps == 0; k++)
        {
          CkBlock *b = g_ptr_array_index (g->resident, (start + k) % g->resident->len);
          guint32 wstart = (guint32) g_rand_int_range (run->rand, 0, (gint32) b->n_warps);
          for (guint32 j = 0; j < b->n_warps && steps == 0; j++)
            {
              CkWarp *w = &b->warps[(wstart + j) % b->n_warps];
              if (!ck_warp_can_be_scheduled (w))
                continue;
              if (G_UNLIKELY (run->opts.trace & CK_TRACE_SCHED))
                ck_trace_sched_pick (run, g, NULL, w);
              schedule_warp (run, b, w);
              steps++;
            }
        }
    }
  else
    for (guint i = 0; i < g->resident->len && !g->faulted; i++)
      steps += step_block (run, g, g_ptr_array_index (g->resident, i));
  /* mode fermi: the memory programs in flight take their micro steps [H §4.6] */
  if (G_UNLIKELY (run->fermi) && !g->faulted)
    steps += ck_fermi_round (run, steps > 0);
  g->steps += steps;
  *steps_out = steps;
  if (g->faulted)
    return run->sticky_error ? run->sticky_error : 719; /* cudaErrorLaunchFailure */
  if (run->exited)
    return 0;
  for (guint i = g->resident->len; i-- > 0;)
    if (ck_block_is_completed (g_ptr_array_index (g->resident, i)))
      retire_block (run, g, i);
  if (g->cooperative && ck_grid_bar_diverged (run, g))
    {
      g->faulted = TRUE;
      return 702; /* cudaErrorLaunchTimeout: on a GPU the waiting blocks would hang */
    }
  if (g->n_done < g->n_blocks)
    issue_blocks (run, g);
  if (g->n_done >= g->n_blocks)
    {
      ck_fermi_grid_end (run);
      return 0;
    }
  if (steps == 0 && scheduled > 0 && g->resident->len > 0)
    {
      report_deadlock (run, g, CK_DEADLOCK_BARRIER,
                       run->opts.simt == CK_SIMT_ITS
                       ? "no thread of the kernel can make progress: every live thread waits at "
                         "a barrier or at a warp-synchronous operation"
                       : "no warp of the kernel can make progress: every live warp waits at a "
                         "barrier");
      g->faulted = TRUE;
      return 702; /* cudaErrorLaunchTimeout: on a GPU the kernel would hang */
    }
  if (steps > 0 && may_livelock && check_livelock (run, g))
    {
      g->faulted = TRUE;
      return 702;
    }
  if (limit && g->steps > limit)
    {
      report_deadlock (run, g, CK_DEADLOCK_NO_PROGRESS,
                       "the kernel did not finish within --max-steps warp steps");
      g->faulted = TRUE;
      return 702;
    }
  /* (steps == 0 with nothing resident: other grids hold every SM; it waits for them) */
  return -1;
}
