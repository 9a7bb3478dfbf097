/* semantics/its.c — independent thread scheduling (Volta and later, --simt=its, issue 10): every
 * thread has its own pc and call stack; the threads of a warp that are at the same pc form a
 * convergence group and step together; the scheduler is fair between groups (round-robin over
 * their pcs), so a spinning group cannot starve the others as it does under [H §6.1].
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"
#include "semantics/trace.h"
#include "semantics/eval.h"

static void
its_fault (CkWarp *w)
{
  w->state = CK_WARP_FAULTED;
  if (w->block->grid)
    w->block->grid->faulted = TRUE;
}

static CkMask
live_lanes (const CkWarp *w)
{
  return w->lanes & ~w->es.dis_exit & ~w->its_blocked;
}

/* The member mask of a *_sync warp operation, evaluated for lane [lane]; all lanes when the
 * statement has none. */
static CkMask
sync_mask (CkRun *run, CkWarp *w, const CkStmt *s, int lane)
{
  const CkExpr *m = NULL;
  switch ((CkSOp) s->op)
    {
    case CK_S_OP_VOTE: m = s->b; break;
    case CK_S_OP_SHFL: m = s->d; break;
    case CK_S_OP_SYNCWARP: m = s->a; break;
    default: return 0;
    }
  if (!m)
    return 0;
  CkEvalCtx x;
  CkVal v[CK_MAX_WARP];
  ck_eval_ctx_init (&x, run, w, s);
  ck_eval (&x, m, LANE (lane), v);
  return (CkMask) (v[lane].u & 0xffffffffu) | (w->n_threads > 32 ? (CkMask) v[lane].u : 0);
}

/* The threads that meet at __syncwarp with [group] at [pc] when the threads its member mask
 * names wait at other __syncwarp statements: since Volta, "threads ... must execute a
 * corresponding __syncwarp() with the same mask", not the same statement (CUDA Programming
 * Guide, Warp Synchronization Functions; before sm_70 the same one, in convergence): every
 * thread the mask names waits at a __syncwarp whose mask (its own value) is the same. 0 when
 * they do not meet (someone named is elsewhere or passed another mask), or all are at [pc]. */
static CkMask
syncwarp_meeting (CkRun *run, CkWarp *w, guint32 pc, CkMask group)
{
  const CkStmt *s = &run->prog->stmts[pc];
  if (s->op != CK_S_OP_SYNCWARP)
    return 0;
  CkMask live = w->lanes & ~w->es.dis_exit;
  CkMask meet = group;
  CkMask mask = sync_mask (run, w, s, __builtin_ctzll (group)) & live;
  CkMask need = mask & ~meet;
  while (need)
    {
      int l = __builtin_ctzll (need);
      guint32 lpc = w->lane_pc[l];
      const CkStmt *ls = &run->prog->stmts[lpc];
      if ((w->its_blocked & LANE (l)) || ls->op != CK_S_OP_SYNCWARP)
        return 0;
      CkMask lgroup = 0;
      FOR_LANES (live & ~w->its_blocked, k)
        if (w->lane_pc[k] == lpc)
          lgroup |= LANE (k);
      FOR_LANES (lgroup, k)
        if ((sync_mask (run, w, ls, k) & live) != mask)
          return 0;
      meet |= lgroup;
      need &= ~meet;
    }
  return meet != group ? meet : 0;
}

/* A group at [pc] may run unless its statement is a warp-synchronous operation whose member
 * mask names live threads that are elsewhere: those threads must arrive first (or, for
 * __syncwarp, wait at another __syncwarp that names them: syncwarp_meeting). */
static gboolean
group_ready (CkRun *run, CkWarp *w, guint32 pc, CkMask group)
{
  const CkStmt *s = &run->prog->stmts[pc];
  if (s->op != CK_S_OP_VOTE && s->op != CK_S_OP_SHFL && s->op != CK_S_OP_SYNCWARP)
    return TRUE;
  CkMask need = sync_mask (run, w, s, __builtin_ctzll (group)) & w->lanes & ~w->es.dis_exit;
  if ((need & ~group) != 0)
    return syncwarp_meeting (run, w, pc, group) != 0;
  /* a vote or shuffle of several member masks at once (the tiles of a warp, cooperative
     groups): each lane's own mask must be here too */
  if (s->op != CK_S_OP_SYNCWARP)
    FOR_LANES (group & ~LANE (__builtin_ctzll (group)), l)
      if ((sync_mask (run, w, s, l) & w->lanes & ~w->es.dis_exit & ~group) != 0)
        return FALSE;
  return TRUE;
}

/* The group to run next: round-robin over the distinct pcs of the runnable threads. */
static gboolean
pick_group (CkRun *run, CkWarp *w, guint32 *pc_out, CkMask *group_out)
{
  CkMask live = live_lanes (w);
  guint32 pcs[CK_MAX_WARP];
  CkMask groups[CK_MAX_WARP];
  int n = 0;
  FOR_LANES (live, l)
    {
      int k;
      for (k = 0; k < n && pcs[k] != w->lane_pc[l]; k++)
        ;
      if (k == n)
        {
          pcs[n] = w->lane_pc[l];
          groups[n++] = 0;
        }
      groups[k] |= LANE (l);
    }
  int best = -1, first = -1;
  for (int k = 0; k < n; k++)
    {
      if (!group_ready (run, w, pcs[k], groups[k]))
        continue;
      if (first < 0 || pcs[k] < pcs[first])
        first = k;
      if (pcs[k] > w->its_last_pc && (best < 0 || pcs[k] < pcs[best]))
        best = k;
    }
  if (run->opts.sched == CK_SCHED_RANDOM && first >= 0)
    {
      int ready[CK_MAX_WARP], m = 0;
      for (int k = 0; k < n; k++)
        if (group_ready (run, w, pcs[k], groups[k]))
          ready[m++] = k;
      best = ready[g_rand_int_range (run->rand, 0, m)];
    }
  if (best < 0)
    best = first;
  if (best < 0)
    return FALSE;
  *pc_out = pcs[best];
  *group_out = groups[best];
  return TRUE;
}

gboolean
ck_its_can_be_scheduled (CkRun *run, const CkWarp *w)
{
  guint32 pc;
  CkMask g;
  return w->state == CK_WARP_ACTIVE && pick_group (run, (CkWarp *) w, &pc, &g);
}

/**
 * ck_its_describe_stuck:
 * @run: the run
 * @w: a warp of a grid that cannot progress
 * @out: (element-type CkStuckWarp): where the description goes
 *
 * Appends where the live threads of @w are, one CkStuckWarp per group: the threads waiting at
 * the block barrier; each group waiting at a warp-synchronous operation, with the lanes its
 * member mask names that are elsewhere; and the threads that still run (spin). The exited
 * threads go with the first entry. Under independent thread scheduling the warp's execution
 * state (active mask, tokens) is scratch and says nothing about where its threads wait.
 */
void
ck_its_describe_stuck (CkRun *run, const CkWarp *w, GArray *out)
{
  CkWarp *mw = (CkWarp *) w;   /* group_ready evaluates member masks; it changes nothing */
  CkMask live = w->lanes & ~w->es.dis_exit;
  CkMask blocked = live & w->its_blocked;
  CkMask running = 0;
  guint32 running_pc = 0;
  guint first = out->len;
  CkStuckWarp sw;
  if (blocked)
    {
      memset (&sw, 0, sizeof sw);
      sw.who = w->who;
      sw.waiting = blocked;
      sw.loc = run->prog->stmts[w->bar_pc].loc;
      sw.what = "a barrier for the other live threads of the block";
      sw.at_sync = TRUE;
      g_array_append_val (out, sw);
    }
  for (CkMask rest = live & ~blocked; rest;)
    {
      guint32 pc = w->lane_pc[__builtin_ctzll (rest)];
      CkMask group = 0;
      FOR_LANES (rest, l)
        if (w->lane_pc[l] == pc)
          group |= LANE (l);
      rest &= ~group;
      if (group_ready (run, mw, pc, group))
        {
          if (!running)
            running_pc = pc;
          running |= group;
          continue;
        }
      const CkStmt *s = &run->prog->stmts[pc];
      memset (&sw, 0, sizeof sw);
      sw.who = w->who;
      sw.waiting = group;
      sw.loc = s->loc;
      sw.what = s->op == CK_S_OP_SYNCWARP ? "__syncwarp()"
                : s->op == CK_S_OP_SHFL ? "a shuffle" : "a vote";
      sw.at_sync = TRUE;
      sw.waits_for = sync_mask (run, mw, s, __builtin_ctzll (group)) & live & ~group;
      g_array_append_val (out, sw);
    }
  if (running)
    {
      memset (&sw, 0, sizeof sw);
      sw.who = w->who;
      sw.waiting = running;
      /* a spin inside a built-in header (cuda::barrier's wait, a semaphore's acquire): the
         program's call that led there */
      sw.loc = ck_sem_user_loc (run, w, __builtin_ctzll (running),
                                run->prog->stmts[w->spinning ? w->spin_pc : running_pc].loc);
      sw.what = w->spinning ? "a loop that changes nothing" : "a loop";
      g_array_append_val (out, sw);
    }
  if (out->len > first)
    g_array_index (out, CkStuckWarp, first).exited = w->lanes & w->es.dis_exit;
}

static void
trace_row (CkRun *run, const CkWarp *w, guint32 pc, CkMask group)
{
  if (!(run->opts.trace & CK_TRACE_WARP) || !ck_trace_wants (run, w))
    return;
  GString *row = g_string_new (NULL);
  g_string_append_printf (row, "b%u w%u %4u  line %-4u ", w->block->linear, w->id, pc,
                          run->prog->stmts[pc].loc.line);
  GString *st = g_string_new (NULL);
  ck_program_format_stmt (run->prog, pc, st);
  g_string_append_printf (row, "%-28s | group ", st->str);
  g_string_free (st, TRUE);
  ck_trace_mask (row, group, w->n_threads);
  g_string_append (row, " pcs");
  for (guint32 l = 0; l < w->n_threads; l++)
    {
      if (w->es.dis_exit & LANE (l))
        g_string_append (row, " x");
      else
        g_string_append_printf (row, " %u%s", w->lane_pc[l], (w->its_blocked & LANE (l)) ? "b" : "");
    }
  g_string_append_c (row, '\n');
  ck_trace_line (run, "%s", row->str);
  g_string_free (row, TRUE);
}

/* Threads of [exec] call their targets: the thread level of call, shared with the stack model
 * (ck_warp_call_targets, ck_warp_call_enter), then each continues at its function's entry. */
static gboolean
its_call (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, guint32 pc, CkMask exec)
{
  const CkFunc *fns[CK_MAX_WARP];
  CkVal argv[16][CK_MAX_WARP];
  guint32 n = MIN (s->n_args, 16u);
  if (!ck_warp_call_targets (run, w, x, s, exec, fns))
    return FALSE;
  for (guint32 i = 0; i < n; i++)
    ck_eval (x, s->args[i], exec, argv[i]);
  FOR_LANES (exec, l)
    {
      if (!ck_warp_call_enter (run, w, s, l, fns[l], pc + 1, argv, n))
        return FALSE;
      w->lane_pc[l] = fns[l]->entry;
    }
  return TRUE;
}

static void
its_ret (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal rv[CK_MAX_WARP];
  if (s->a)
    ck_eval (x, s->a, exec, rv);
  FOR_LANES (exec, l)
    {
      CkThread *t = &w->threads[l];
      if (t->depth <= 1)
        {
          /* returning from the kernel itself ends the thread */
          w->es.dis_exit |= LANE (l);
          continue;
        }
      CkFrame fr = t->frames[t->depth - 1];
      w->frames_valid = FALSE;
      ck_thread_pop_frame (run, t);
      if (fr.ret_dst >= 0 && s->a)
        *ck_thread_reg (t, fr.ret_dst) = rv[l];
      w->lane_pc[l] = fr.ret_pc;
    }
}

/*
 * One step of a warp under independent thread scheduling: pick a convergence group (threads
 * at the same pc), execute its statement for those threads, advance each thread's own pc.
 * Control statements move the pcs directly; the token statements of the stack model (ssy,
 * sync, preBrk, preRet) have no effect; brk jumps to the exit of its break region.
 */
void
ck_its_step (CkRun *run, CkWarp *w)
{
  guint32 pc;
  CkMask group;
  if (!pick_group (run, w, &pc, &group))
    return;
  w->its_last_pc = pc;
  run->stats.warp_steps++;   /* --stats: one step of the group of lanes at pc */
  run->stats.lane_stmts += ck_mask_count (group);
  const CkStmt *s = &run->prog->stmts[pc];
  CkExecState *es = &w->es;
  es->pc = pc;
  es->active = group;
  es->n_tokens = 0;
  es->dis_break = es->dis_return = 0;
  w->who.warp_converged = FALSE;   /* threads of a warp are not in lock-step under ITS */
  w->who.independent = TRUE;
  CkEvalCtx x;
  ck_eval_ctx_init (&x, run, w, s);
  CkMask exec = ck_warp_guard_lanes (&x, s, group);
  CkMask rest = group & ~exec;
  CkMask exited_before = es->dis_exit;

  switch ((CkSOp) s->op)
    {
    case CK_S_OP_SSY: case CK_S_OP_SYNC: case CK_S_OP_PREBRK: case CK_S_OP_PRERET: case CK_S_OP_NOP:
      FOR_LANES (group, l) w->lane_pc[l] = pc + 1;
      break;
    case CK_S_OP_BRA:
    case CK_S_OP_BRK:
      FOR_LANES (exec, l) w->lane_pc[l] = s->target;
      FOR_LANES (rest, l) w->lane_pc[l] = pc + 1;
      break;
    case CK_S_OP_BRX:
      {
        CkVal v[CK_MAX_WARP];
        ck_eval (&x, s->a, exec, v);
        FOR_LANES (exec, l)
          {
            w->lane_pc[l] = s->target;
            for (guint32 i = 0; i < s->n_cases; i++)
              if (v[l].i >= s->cases[i].lo && v[l].i <= s->cases[i].hi)
                {
                  w->lane_pc[l] = s->cases[i].target;
                  break;
                }
          }
        FOR_LANES (rest, l) w->lane_pc[l] = pc + 1;
        break;
      }
    case CK_S_OP_EXIT:
      es->dis_exit |= exec;
      FOR_LANES (rest, l) w->lane_pc[l] = pc + 1;
      break;
    case CK_S_OP_CALL:
      FOR_LANES (rest, l) w->lane_pc[l] = pc + 1;
      if (!its_call (run, w, &x, s, pc, exec))
        its_fault (w);
      break;
    case CK_S_OP_RET:
      FOR_LANES (rest, l) w->lane_pc[l] = pc + 1;
      its_ret (run, w, &x, s, exec);
      break;
    case CK_S_OP_SYNCWARP:
      {
        /* threads waiting at different __syncwarp statements that name each other pass them
           together, in one step (syncwarp_meeting); otherwise as in the stack model */
        CkMask meet = exec == group ? syncwarp_meeting (run, w, pc, group) : 0;
        if (!meet)
          {
            ck_warp_exec (run, w);
            if (w->state == CK_WARP_ACTIVE || w->state == CK_WARP_AT_BARRIER)
              FOR_LANES (group, l) w->lane_pc[l] = es->pc;
            break;
          }
        w->steps++;
        run->total_steps++;
        run->clock += 1;
        if (ck_run_observes (run, on_warp_sync))
          {
            CkWarpSyncEvent ev = { &w->who, meet, s->loc };
            ck_run_on_warp_sync (run, &ev);
          }
        FOR_LANES (meet, l) w->lane_pc[l] += 1;
        break;
      }
    case CK_S_OP_BAR:
      /* the barrier rule of the stack model, for the group's threads whose guard holds */
      FOR_LANES (group, l) w->lane_pc[l] = pc + 1;
      if (exec)
        ck_warp_bar (run, w, &x, s, exec);
      break;
    default:
      /* every other statement behaves as in the stack model, for the group */
      ck_warp_exec (run, w);
      if (w->state == CK_WARP_ACTIVE || w->state == CK_WARP_AT_BARRIER)
        FOR_LANES (group, l) w->lane_pc[l] = es->pc;
      break;
    }
  if ((w->lanes & ~es->dis_exit) == 0 && w->state != CK_WARP_FAULTED)
    w->state = CK_WARP_COMPLETED;
  else if (es->dis_exit != exited_before && w->state == CK_WARP_ACTIVE)
    {
      /* threads exited while others of their warp wait at a barrier: an exited thread no
         longer holds a barrier back, in its own warp as in the others (block.c, endBar) */
      if (live_lanes (w) == 0)
        w->state = CK_WARP_AT_BARRIER;
      ck_block_end_bar (run, w->block);
    }
  trace_row (run, w, pc, group);
  /* livelock detection at backward jumps, as in the stack model (warp.c) */
  if (s->op == CK_S_OP_BRA && s->target <= pc && w->state == CK_WARP_ACTIVE)
    {
      es->active = 0;   /* scratch under ITS: not part of the state */
      ck_warp_note_backward_branch (run, w, pc);
    }
}
