/* semantics/warp.c — warps [H §5.4]: the branching algorithm of [H §5.4.1] (→CRS) with active
 * mask, disable mask and token stack; votes and shuffles [H §5.4.2]; the warp rules [H §5.4.3].
 * Every rule of →CRS and of §5.4.3 is a function named after it (rule_ssy ... rule_mem, semantics/
 * README lists them); ck_warp_exec only picks the rule for the statement.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"
#include "semantics/eval.h"
#include "semantics/trace.h"

void
ck_exec_state_push (CkExecState *es, CkExecTokenType type, CkMask mask, guint32 pc)
{
  if (es->n_tokens == es->cap_tokens)
    {
      es->cap_tokens = es->cap_tokens ? es->cap_tokens * 2 : 8;
      es->tokens = g_renew (CkExecToken, es->tokens, es->cap_tokens);
    }
  es->tokens[es->n_tokens++] = (CkExecToken) { type, mask, pc };
}

/* The lanes of the warp that are disabled in any way (delta(wl) != enabled). */
static CkMask
disabled (const CkExecState *es)
{
  return es->dis_break | es->dis_return | es->dis_exit;
}

gboolean
ck_warp_check_invariants (const CkWarp *w)
{
  const CkExecState *es = &w->es;
  CkMask all = w->lanes;
  if ((es->active & es->dis_break) || (es->active & es->dis_return) || (es->active & es->dis_exit))
    return FALSE;
  if ((es->dis_break & es->dis_return) || (es->dis_break & es->dis_exit) || (es->dis_return & es->dis_exit))
    return FALSE;
  if ((es->active | disabled (es)) & ~all)
    return FALSE;
  return TRUE;
}

/*
 * [H §6.2] stack consistency, conditions (1)-(6), for the statement [s] at [pc] about to be
 * executed in the execution state of [w] (tokens[n - 1] is the thesis' tau_0):
 *   (1) break  => some token is a break token
 *   (2) return => some token is a call token
 *   (3) sync   => tau_0 is a sync or a diverge token
 *   (4) sync and tau_0 diverge => tau_1 is a sync token, tau_1.pc = pc + 1 and
 *       tau_0.mask u active is within tau_1.mask
 *   (5) sync and tau_0 sync => tau_0.pc = pc + 1
 *   (6) call   => some call token has pc = pc + 1
 * The lowering must only produce programs for which these hold in every reachable state (its
 * templates, DESIGN §2); --verify-cfc checks them at every control statement a warp executes.
 * Returns NULL when they hold, else which condition fails.
 */
const char *
ck_warp_check_stack_consistency (const CkWarp *w, const CkStmt *s, guint32 pc)
{
  const CkExecState *es = &w->es;
  const CkExecToken *t0 = es->n_tokens ? &es->tokens[es->n_tokens - 1] : NULL;
  const CkExecToken *t1 = es->n_tokens > 1 ? &es->tokens[es->n_tokens - 2] : NULL;
  gboolean has_break = FALSE, has_call = FALSE, has_ret_to = FALSE;
  for (guint32 i = 0; i < es->n_tokens; i++)
    {
      has_break |= es->tokens[i].type == CK_TOK_BREAK;
      has_call |= es->tokens[i].type == CK_TOK_CALL;
      has_ret_to |= es->tokens[i].type == CK_TOK_CALL && es->tokens[i].pc == pc + 1;
    }
  switch ((CkSOp) s->op)
    {
    case CK_S_OP_BRK:
      return has_break ? NULL : "(1) a break with no break token on the stack";
    case CK_S_OP_RET:
      return has_call ? NULL : "(2) a return with no call token on the stack";
    case CK_S_OP_SYNC:
      if (!t0 || (t0->type != CK_TOK_SYNC && t0->type != CK_TOK_DIVERGE))
        return "(3) a sync whose top token is neither sync nor diverge";
      if (t0->type == CK_TOK_DIVERGE
          && (!t1 || t1->type != CK_TOK_SYNC || t1->pc != pc + 1 || ((t0->mask | es->active) & ~t1->mask)))
        return "(4) a sync over a diverge token without the sync token of pc + 1 covering both paths below it";
      if (t0->type == CK_TOK_SYNC && t0->pc != pc + 1)
        return "(5) a sync whose sync token does not continue at pc + 1";
      return NULL;
    case CK_S_OP_CALL:
      return has_ret_to ? NULL : "(6) a call with no call token for pc + 1";
    default:
      return NULL;
    }
}

void
ck_warp_init (CkRun *run, CkWarp *w, CkBlock *b, guint32 id, guint32 n_threads, guint32 entry)
{
  ck_warp_init_in (run, w, b, id, n_threads, entry, g_new0 (CkThread, n_threads));
}

void
ck_warp_init_in (CkRun *run, CkWarp *w, CkBlock *b, guint32 id, guint32 n_threads, guint32 entry,
                 CkThread *threads)
{
  memset (w, 0, sizeof *w);
  w->block = b;
  w->id = id;
  w->n_threads = n_threads;
  w->lanes = n_threads >= 64 ? ~(CkMask) 0 : (LANE (n_threads) - 1);
  w->es.pc = entry;
  w->es.active = w->lanes;
  /* [H §5.7.1] an underpopulated last warp: the missing lanes are inactive and disabled (exit);
     we keep them out of [lanes] entirely, which is the same for every rule */
  w->state = CK_WARP_ACTIVE;
  w->threads = threads;
  for (guint32 l = 0; l < n_threads && l < CK_MAX_WARP; l++)
    w->lane_pc[l] = entry;
  w->its_last_pc = G_MAXUINT32;
  /* a finished warp's register file of the same width, or a new one (push_frame sizes it) */
  CkRegFile *rf = NULL;
  for (guint32 i = run->n_rf_pool; i > 0 && !rf; i--)
    if (run->rf_pool[i - 1]->width == n_threads)
      {
        rf = run->rf_pool[i - 1];
        run->rf_pool[i - 1] = run->rf_pool[--run->n_rf_pool];
      }
  if (!rf)
    {
      rf = g_new0 (CkRegFile, 1);
      rf->width = n_threads;
    }
  w->rf = rf;
  for (guint32 l = 0; l < n_threads; l++)
    {
      threads[l].rf = rf;
      threads[l].lane = l;
    }
}

void
ck_warp_fini (CkRun *run, CkWarp *w)
{
  g_free (ck_warp_release (run, w));
}

CkThread *
ck_warp_release (CkRun *run, CkWarp *w)
{
  CkThread *threads = w->threads;
  for (guint32 l = 0; l < w->n_threads; l++)
    ck_thread_fini (run, &threads[l]);
  if (w->es.tokens)
    g_free (w->es.tokens);
  w->threads = NULL;
  w->es.tokens = NULL;
  if (w->rf)
    {
      if (w->who.is_host)
        {
          g_free (w->rf->base);
          g_free (w->rf);
        }
      else
        {
          if (run->n_rf_pool == run->rf_pool_cap)
            {
              run->rf_pool_cap = MAX (16, run->rf_pool_cap * 2);
              run->rf_pool = g_renew (CkRegFile *, run->rf_pool, run->rf_pool_cap);
            }
          run->rf_pool[run->n_rf_pool++] = w->rf;
        }
      w->rf = NULL;
    }
  return threads;
}

gboolean
ck_warp_can_be_scheduled (const CkWarp *w)
{
  if (w->state == CK_WARP_ACTIVE && w->block->grid
      && w->block->grid->run->opts.simt == CK_SIMT_ITS)
    return ck_its_can_be_scheduled (w->block->grid->run, w);
  /* [H §5.7.1] canBeScheduled: active, not waiting for a barrier; in mode fermi also not about
     to touch a blocked register or to pass a memory barrier with operations in flight */
  if (G_UNLIKELY (w->block->grid && w->block->grid->run->fermi) && w->state == CK_WARP_ACTIVE)
    return ck_fermi_warp_ready (w->block->grid->run, w);
  return w->state == CK_WARP_ACTIVE;
}

/* ---- the helper functions of ->CRS [H §5.4.1] ----------------------------------------------- */

/*
 * [H §5.4.1] uni(alpha, wl_1 ... wl_n)  <=>  forall wl. alpha(wl) = active => wl in wl_1 ... wl_n
 * [lanes]: the lanes that executed the control statement (their guard held). The overload with
 * targets, uni(alpha, wl, pc_1 ... pc_n), adds that all pc_i are equal: branch checks that first.
 */
static inline gboolean
uni (CkMask alpha, CkMask lanes)
{
  return (alpha & ~lanes) == 0;
}

/*
 * [H §5.4.1] taken(wl_1 pc_1 ... wl_n pc_n, pc') = the lanes wl_i with pc_i = pc' active, the
 * others inactive; tgt[l] is pc_l for each lane l of [lanes].
 */
static inline CkMask
taken (CkMask lanes, const guint32 *tgt, guint32 pc)
{
  CkMask t = 0;
  FOR_LANES (lanes, l)
    if (tgt[l] == pc)
      t |= LANE (l);
  return t;
}

/*
 * [H §5.4.1] notTaken(alpha, wl_1 pc_1 ... wl_n pc_n, pc') = alpha[wl_i -> inactive | pc_i = pc'],
 * i.e. alpha without the lanes of taken(wl_1 pc_1 ... wl_n pc_n, pc') = [taken_lanes].
 */
static inline CkMask
not_taken (CkMask alpha, CkMask taken_lanes)
{
  return alpha & ~taken_lanes;
}

/*
 * [H §5.4.1] enable(alpha, delta, disableState)(wl) = enabled if alpha(wl) = active and
 * delta(wl) = disableState, else delta(wl). [dis] is the mask of the lanes disabled for
 * disableState (delta is one mask per state here); returns it after enabling.
 */
static inline CkMask
enable (CkMask alpha, CkMask dis)
{
  return dis & ~alpha;
}

/*
 * [H §5.4.1] updExecState
 *   (sync|diverge, alpha, pc) :: tokens  ->  pc, alpha \ delta, tokens
 *   (call, alpha, pc) :: tokens          ->  pc, alpha \ delta', delta' = enable(alpha, delta, return)
 *   (break, alpha, pc) :: tokens         ->  pc, alpha \ delta', delta' = enable(alpha, delta, break)
 */
static void
upd_exec_state (CkWarp *w)
{
  CkExecState *es = &w->es;
  CkExecToken t = es->tokens[--es->n_tokens];
  if (t.type == CK_TOK_CALL)
    es->dis_return = enable (t.mask, es->dis_return);
  else if (t.type == CK_TOK_BREAK)
    es->dis_break = enable (t.mask, es->dis_break);
  es->pc = t.pc;
  es->active = t.mask & ~disabled (es) & w->lanes;
}

/*
 * [H §5.4.1] unwind
 *   empty stack: completed if every lane is disabled with exit, else ⊥
 *   tau :: tokens: (active, s') if s' = updExecState(s) has an active lane, else unwind(s')
 * Returns FALSE when the stack is inconsistent (⊥): lanes wait for a break or a return but no
 * token is left. The warp is then completed or faulted.
 */
gboolean
ck_warp_unwind (CkWarp *w)
{
  CkExecState *es = &w->es;
  while (es->n_tokens > 0)
    {
      upd_exec_state (w);
      if (es->active)
        return TRUE;
    }
  es->active = 0;
  if ((es->dis_exit & w->lanes) == w->lanes)
    {
      w->state = CK_WARP_COMPLETED;
      return TRUE;
    }
  return FALSE;
}

static void
trace_step (CkRun *run, CkWarp *w, guint32 pc)
{
  if ((run->opts.trace & CK_TRACE_WARP_STEPS) && ck_trace_wants (run, w))
    ck_trace_warp_row (run, w, pc);
}

/* Lanes of [active] whose guard holds (the thread level decides whether it executes [H §5.3]);
 * shared with its.c. */
CkMask
ck_warp_guard_lanes (CkEvalCtx *x, const CkStmt *s, CkMask active)
{
  if (s->guard < 0)
    return active;
  CkMask out = 0;
  gboolean neg = (s->flags & CK_SF_GUARD_NEG) != 0;
  int lo = active ? __builtin_ctzll (active) : 0;
  CkMask run = active >> lo;
  if (run && (run & (run + 1)) == 0)
    {
      /* a contiguous mask (a full warp): one branch-free loop over its lanes (issue 22) */
      int hi = lo + 64 - __builtin_clzll (run);
      CkVal *const *lr = x->lane_regs;
      gsize g = (gsize) s->guard * x->rs;
      if (x->fp_uniform)
        {
          /* the lanes' guard registers are contiguous (CkRegFile) */
          const CkVal *gv = lr[lo] + g - lo;
          for (int l = lo; l < hi; l++)
            out |= (CkMask) ((gv[l].u != 0) != neg) << l;
        }
      else
        for (int l = lo; l < hi; l++)
          out |= (CkMask) ((lr[l][g].u != 0) != neg) << l;
      return out;
    }
  FOR_LANES (active, l)
    if ((CK_LREG (x, l, s->guard).u != 0) != neg)
      out |= LANE (l);
  return out;
}

static void
warp_fault (CkRun *run, CkWarp *w, CkMask lanes)
{
  (void) lanes;
  w->state = CK_WARP_FAULTED;
  if (w->block->grid)
    w->block->grid->faulted = TRUE;
  else
    {
      /* host code: a fault ends the program like the signal would */
      run->exited = TRUE;
      if (!run->exit_status)
        run->exit_status = 139;
    }
}

/* warp_fault for the host thread's fast steps (host-step.c). */
void
ck_warp_fault (CkRun *run, CkWarp *w, CkMask lanes)
{
  warp_fault (run, w, lanes);
}

/* [H §5.4.1] unwind yielded ⊥ at [s]: lanes wait for a break or return token that the stack,
 * [n_before] tokens deep before unwind popped them (they are still in the array), did not hold.
 * The consistency of [H §6.2] excludes it for a correct lowering; if it happens anyway it is a
 * located error naming the warp, the statement and the token stack, and the launch fails. */
static void
unwind_bottom (CkRun *run, CkWarp *w, const CkStmt *s, guint32 n_before)
{
  static const char *const tn[] = { "sync", "diverge", "call", "break" };
  const CkExecState *es = &w->es;
  GString *stack = g_string_new (NULL);
  for (guint32 k = n_before; k-- > 0;)
    {
      const CkExecToken *t = &es->tokens[k];
      g_string_append_printf (stack, "%s%s %#" G_GINT64_MODIFIER "x -> %u", k + 1 < n_before ? ", " : "",
                              (guint) t->type < G_N_ELEMENTS (tn) ? tn[t->type] : "?",
                              (guint64) t->mask, t->pc);
    }
  CkMask waiting = w->lanes & ~es->dis_exit;
  ck_run_fault (run, w, waiting ? __builtin_ctzll (waiting) : 0, CK_FAULT_UNWIND, s,
                "unwind yields ⊥ [H §5.4.1]: warp %u of block %u has no token for its lanes "
                "%#" G_GINT64_MODIFIER "x (waiting for a break: %#" G_GINT64_MODIFIER "x, for a "
                "return: %#" G_GINT64_MODIFIER "x) at statement %u; the token stack (top first) "
                "was [%s]: the control flow is not stack consistent [H §6.2]",
                w->id, w->block->linear, (guint64) waiting, (guint64) es->dis_break,
                (guint64) es->dis_return, (guint32) (s - run->prog->stmts),
                n_before ? stack->str : "empty");
  g_string_free (stack, TRUE);
  warp_fault (run, w, waiting);
}

/* ---- ->CRS [H §5.4.1]: the rules of the branching algorithm --------------------------------
 * A rule's lanes wl_1 ... wl_n are [exec]: the active lanes whose guard holds (the thread level
 * decides that, [H §5.3]); the disable mask delta is kept as one mask per disable state
 * (CkExecState.dis_break, dis_return, dis_exit). */

/*
 * [H §5.4.1] (next)
 *   <state, pc>  --epsilon-->CRS  <active, pc := pc + 1>
 * No lane produced a control flow action: every guard was false, or the statement makes none.
 */
static inline void
rule_next (CkWarp *w)
{
  w->es.pc++;
}

/* unwind(s) where a rule yields it: an active lane, the warp completed, or ⊥, reported by
 * unwind_bottom (the warp faults and so does its grid). */
static void
crs_unwind (CkRun *run, CkWarp *w, const CkStmt *s)
{
  guint32 n_before = w->es.n_tokens;
  if (!ck_warp_unwind (w))
    unwind_bottom (run, w, s, n_before);
}

/*
 * [H §5.4.1] (ssy)
 *   forall i, j. pc_i = pc_j
 *   ---------------------------------------------------------------
 *   <pc, alpha, tokens>  --ssy pc_1 ... ssy pc_n-->CRS
 *   <active, pc := pc + 1, (sync, alpha, pc_1) :: tokens>
 * The premise holds by construction: the target is the statement's own label.
 */
static void
rule_ssy (CkExecState *es, const CkStmt *s)
{
  ck_exec_state_push (es, CK_TOK_SYNC, es->active, s->target);
  es->pc++;
}

/*
 * [H §5.4.1] (preBrk)
 *   forall i, j. pc_i = pc_j
 *   ---------------------------------------------------------------
 *   <pc, alpha, tokens>  --preBrk pc_1 ... preBrk pc_n-->CRS
 *   <active, pc := pc + 1, (break, alpha, pc_1) :: tokens>
 */
static void
rule_pre_brk (CkExecState *es, const CkStmt *s)
{
  ck_exec_state_push (es, CK_TOK_BREAK, es->active, s->target);
  es->pc++;
}

/*
 * [H §5.4.1] (preRet)
 *   forall i, j. pc_i = pc_j
 *   ---------------------------------------------------------------
 *   <pc, alpha, tokens>  --preRet pc_1 ... preRet pc_n-->CRS
 *   <active, pc := pc + 1, (call, alpha, pc_1) :: tokens>
 */
static void
rule_pre_ret (CkExecState *es, const CkStmt *s)
{
  ck_exec_state_push (es, CK_TOK_CALL, es->active, s->target);
  es->pc++;
}

/*
 * [H §5.4.1] (sync)
 *   s  --sync ... sync-->CRS  unwind(s)
 * With no lane executing it (every guard false), (next) applies instead.
 */
static void
rule_sync (CkRun *run, CkWarp *w, const CkStmt *s, CkMask exec)
{
  /* (sync): unwind */
  if (!exec)
    rule_next (w);
  else
    crs_unwind (run, w, s);
}

/*
 * [H §5.4.1] the _div and _uni rules of brk, ret and exit, for disable state [dis]:
 *   not uni(alpha, wl_1 ... wl_n)
 *   ---------------------------------------------------------------   (brk_div) (ret_div) (exit_div)
 *   <pc, alpha, delta>  -->CRS  <active, pc := pc + 1, alpha[wl_i -> inactive], delta[wl_i -> dis]>
 *
 *   uni(alpha, wl_1 ... wl_n)
 *   ---------------------------------------------------------------   (brk_uni) (ret_uni) (exit_uni)
 *   <alpha, delta>  -->CRS  unwind(alpha[wl_i -> inactive], delta[wl_i -> dis])
 * With no lane executing the statement, (next).
 */
static void
disable_lanes (CkRun *run, CkWarp *w, const CkStmt *s, CkMask lanes, CkMask *dis)
{
  CkExecState *es = &w->es;
  if (!lanes)
    {
      rule_next (w);
      return;
    }
  gboolean uniform = uni (es->active, lanes);
  es->active &= ~lanes;
  *dis |= lanes;
  if (!uniform)
    es->pc++;                        /* _div */
  else
    crs_unwind (run, w, s);          /* _uni */
}

/*
 * [H §5.4.1] (brk_div) (brk_uni): disable_lanes with disable state break
 *   <pc, alpha, delta>  --break wl_1 ... break wl_n-->CRS
 *   <active, pc + 1, alpha[wl_i -> inactive], delta[wl_i -> break]>   if not uni(alpha, wl)
 *   unwind(alpha[wl_i -> inactive], delta[wl_i -> break])               if uni(alpha, wl)
 */
static void
rule_brk (CkRun *run, CkWarp *w, const CkStmt *s, CkMask exec)
{
  disable_lanes (run, w, s, exec, &w->es.dis_break);
}

/*
 * [H §5.4.1] (exit_div) (exit_uni): disable_lanes with disable state exit
 *   <pc, alpha, delta>  --exit wl_1 ... exit wl_n-->CRS
 *   <active, pc + 1, alpha[wl_i -> inactive], delta[wl_i -> exit]>    if not uni(alpha, wl)
 *   unwind(alpha[wl_i -> inactive], delta[wl_i -> exit])                if uni(alpha, wl)
 * unwind completes the warp once every lane is disabled with exit.
 */
static void
rule_exit (CkRun *run, CkWarp *w, const CkStmt *s, CkMask exec)
{
  disable_lanes (run, w, s, exec, &w->es.dis_exit);
}

/*
 * [H §5.4.1] (ret_div) (ret_uni), after the thread level of ret [H §5.3] pops each returning
 * lane's frame and stores the value it returns in the caller's register:
 *   <pc, alpha, delta>  --return wl_1 ... return wl_n-->CRS
 *   <active, pc + 1, alpha[wl_i -> inactive], delta[wl_i -> return]>  if not uni(alpha, wl)
 *   unwind(alpha[wl_i -> inactive], delta[wl_i -> return])              if uni(alpha, wl)
 * Host as a warp: when the function the host runtime called (ck_run_call_function) returns,
 * its value goes to the runtime and the warp completes; no token waits for it.
 */
static void
rule_ret (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  if (!exec)
    {
      rule_next (w);
      return;
    }
  CkVal rv[CK_MAX_WARP];
  if (s->a)
    ck_eval (x, s->a, exec, rv);
  FOR_LANES (exec, l)
    {
      CkThread *t = &w->threads[l];
      gint32 dst = t->depth ? t->frames[t->depth - 1].ret_dst : -1;
      w->frames_valid = FALSE;
      ck_thread_pop_frame (run, t);
      if (w->who.is_host && t->depth == w->stop_depth)
        {
          /* the function the host runtime called returns: its value goes to the runtime */
          run->host_ret = s->a ? rv[l] : (CkVal) { 0 };
          continue;
        }
      if (dst >= 0 && s->a)
        *ck_thread_reg (t, dst) = rv[l];
    }
  if (w->who.is_host && w->threads[0].depth == w->stop_depth)
    {
      w->state = CK_WARP_COMPLETED;
      return;
    }
  disable_lanes (run, w, s, exec, &w->es.dis_return);
}

/* The branch and call rules of ->CRS: lanes of [lanes] go to tgt[l]; [self_pc] is the pc the
 * diverge token of (bra_target) re-executes. The warp picks pc_k, the target of the lowest lane
 * (round-robin schedule) or of a random one (random schedule): the thesis leaves it open.
 *   (bra_uni) (call_uni)        uni(alpha, wl_1 ... wl_n, pc_1 ... pc_n)
 *                               <pc, alpha>  -->CRS  <active, pc := pc_1>
 *   (bra_guard)                 not uni(alpha, wl_1 ... wl_n) and forall i, j. pc_i = pc_j
 *                               <pc, alpha, tokens>  -->CRS  <active, pc := pc_1, taken(wp, pc_1),
 *                                 (diverge, notTaken(alpha, wp, pc_1), pc + 1) :: tokens>
 *   (call_guard)                the same premise; <active, pc := pc_1, taken(wp, pc_1)>: no
 *                               not-taken path, the call token of preRet resumes the others
 *   (bra_target) (call_target)  exists i, j. pc_i != pc_j
 *                               <pc, alpha, tokens>  -->CRS  <active, pc := pc_k, taken(wp, pc_k),
 *                                 (diverge, notTaken(alpha, wp, pc_k), pc) :: tokens>
 * With no lane branching, (next). */
static void
branch (CkRun *run, CkWarp *w, CkMask lanes, const guint32 *tgt, guint32 self_pc, gboolean is_call)
{
  CkExecState *es = &w->es;
  if (!lanes)
    {
      rule_next (w); /* (next): no lane branches */
      return;
    }
  /* pick pc_k: the target of the lowest lane (round-robin) or of a random lane (random) */
  int k = __builtin_ctzll (lanes);
  if (run->opts.sched == CK_SCHED_RANDOM)
    {
      int n = __builtin_popcountll (lanes), pick = g_rand_int_range (run->rand, 0, n);
      CkMask m = lanes;
      while (pick-- > 0)
        m &= m - 1;
      k = __builtin_ctzll (m);
    }
  guint32 pck = tgt[k];
  CkMask tk = taken (lanes, tgt, pck);
  if (tk != lanes)
    {
      /* (bra_target) / (call_target): the others re-execute this instruction later */
      ck_exec_state_push (es, CK_TOK_DIVERGE, not_taken (es->active, tk), self_pc);
      es->active = tk;
      es->pc = pck;
      return;
    }
  if (uni (es->active, lanes))
    {
      es->pc = pck;  /* (bra_uni) / (call_uni) */
      return;
    }
  if (is_call)
    {
      /* (call_guard): no not-taken path; the call token resumes the others */
      es->active = tk;
      es->pc = pck;
      return;
    }
  /* (bra_guard) */
  ck_exec_state_push (es, CK_TOK_DIVERGE, not_taken (es->active, tk), es->pc + 1);
  es->active = tk;
  es->pc = pck;
}

/* branch of the lanes [lanes] (not none) that all branch to [target] (a bra) under the
 * round-robin schedule (no random pick to draw): taken(lanes, target) is [lanes], so
 * (bra_target) cannot apply and no lane's target need be compared (issue 22). */
static void
branch_to (CkWarp *w, CkMask lanes, guint32 target)
{
  CkExecState *es = &w->es;
  if (uni (es->active, lanes))
    {
      es->pc = target;  /* (bra_uni) */
      return;
    }
  /* (bra_guard) */
  ck_exec_state_push (es, CK_TOK_DIVERGE, not_taken (es->active, lanes), es->pc + 1);
  es->active = lanes;
  es->pc = target;
}

/*
 * [H §5.4.3] (bra) for bra and brx (a switch: the target of each lane is that of the case its
 * selector falls in): the lanes' flow actions bra wl_i pc_i go to ->CRS,
 *   s  --bra wl_1 pc_1 ... bra wl_n pc_n-->CRS  <state', s'>
 *   ---------------------------------------------------------------
 *   <omega, s, theta_1 ... theta_n>  -->Omega  <omega[state'], s', theta'_1 ... theta'_n>
 * whose (bra_uni), (bra_guard) or (bra_target) applies (branch). A backward branch is where
 * livelock detection looks ([H §6.1], ck_warp_note_backward_branch): device warps under the
 * stack model (its.c does it for ITS), and the host while device work is pending (a host spin
 * that waits for the device, stream.c).
 */
static void
rule_bra (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec, guint32 pc)
{
  guint32 tgt[CK_MAX_WARP];
  if (s->op == CK_S_OP_BRX)
    {
      CkVal v[CK_MAX_WARP];
      ck_eval (x, s->a, exec, v);
      FOR_LANES (exec, l)
        {
          tgt[l] = s->target;
          for (guint32 i = 0; i < s->n_cases; i++)
            if (v[l].i >= s->cases[i].lo && v[l].i <= s->cases[i].hi)
              {
                tgt[l] = s->cases[i].target;
                break;
              }
        }
      branch (run, w, exec, tgt, pc, FALSE);
      return;
    }
  if (exec && run->opts.sched != CK_SCHED_RANDOM)
    branch_to (w, exec, s->target);
  else
    {
      FOR_LANES (exec, l) tgt[l] = s->target;
      branch (run, w, exec, tgt, pc, FALSE);
    }
  if (s->target <= pc
      && (w->who.is_host ? run->n_pending > 0 : run->opts.simt == CK_SIMT_STACK))
    ck_warp_note_backward_branch (run, w, pc);
}

gboolean
ck_warp_call_targets (CkRun *run, CkWarp *w, struct CkEvalCtx *x, const CkStmt *s, CkMask exec,
                      const CkFunc **fns)
{
  if (s->fn)
    {
      FOR_LANES (exec, l) fns[l] = s->fn;
      return TRUE;
    }
  CkVal fp[CK_MAX_WARP];
  ck_eval (x, s->a, exec, fp);
  FOR_LANES (exec, l)
    {
      guint64 v = fp[l].u;
      fns[l] = ck_program_func_at (run->prog, v);
      if (!fns[l] || fns[l]->end == 0)
        {
          ck_run_fault (run, w, l, CK_FAULT_BAD_CALL, s,
                        "call through an invalid function pointer %#" G_GINT64_MODIFIER "x", v);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
ck_warp_call_enter (CkRun *run, CkWarp *w, const CkStmt *s, int l, const CkFunc *f, guint32 ret_pc,
                    CkVal (*argv)[CK_MAX_WARP], guint32 n_args)
{
  CkThread *t = &w->threads[l];
  if (f->builtin >= 0 || f->end == 0)
    {
      ck_run_fault (run, w, l, CK_FAULT_BAD_CALL, s, "call of '%s', which has no body", f->name);
      return FALSE;
    }
  w->frames_valid = FALSE;
  if (!ck_thread_push_frame (run, t, f, s->dst))
    {
      ck_run_fault (run, w, l, CK_FAULT_STACK_OVERFLOW, s, "stack overflow calling '%s'", f->name);
      return FALSE;
    }
  t->frames[t->depth - 1].ret_pc = ret_pc;
  for (guint32 i = 0; i < n_args && i < f->n_params; i++)
    *ck_thread_reg (t, f->param_regs[i]) = argv[i][l];
  return TRUE;
}

/*
 * [H §5.4.3] (bra) for call: the flow actions call wl_i pc_i (pc_i the entry of lane i's
 * function, through a function pointer each lane's own) go to ->CRS, whose (call_uni),
 * (call_guard) or (call_target) applies (branch). The lanes that follow the chosen target run
 * the thread level of call [H §5.3] now (push a frame, pass the arguments: the thesis does this
 * in the program's preprocessing, [H §5.1.3]); lanes of other targets when they re-execute the
 * call. The call token was pushed by the preRet before it.
 */
static void
rule_call (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  guint32 tgt[CK_MAX_WARP];
  const CkFunc *fns[CK_MAX_WARP];
  if (!ck_warp_call_targets (run, w, x, s, exec, fns))
    {
      warp_fault (run, w, exec);
      return;
    }
  FOR_LANES (exec, l) tgt[l] = fns[l]->entry;
  guint32 pc = w->es.pc;
  CkVal argv[16][CK_MAX_WARP];
  guint32 n = MIN (s->n_args, 16u);
  for (guint32 i = 0; i < n; i++)
    ck_eval (x, s->args[i], exec, argv[i]);
  branch (run, w, exec, tgt, pc, TRUE);
  CkMask callers = w->es.active & exec;
  if (w->es.pc == pc)
    return;
  FOR_LANES (callers, l)
    if (!ck_warp_call_enter (run, w, s, l, fns[l], pc + 1, argv, n))
      {
        warp_fault (run, w, LANE (l));
        return;
      }
}

static void
do_builtin (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal args[16][CK_MAX_WARP];
  CkVal *argv = NULL;
  guint32 n = s->n_args;
  CkVal (*many)[CK_MAX_WARP] = n <= 16 ? args : g_malloc (sizeof (CkVal) * CK_MAX_WARP * n);
  for (guint32 i = 0; i < n; i++)
    ck_eval (x, s->args[i], exec, many[i]);
  exec &= ~x->faulted;
  argv = g_newa (CkVal, n + 1);
  g_assert (s->builtin >= 0 && (guint) s->builtin < run->n_builtins);
  const CkBuiltin *b = &run->builtins[s->builtin];
  FOR_LANES (exec, l)
    {
      for (guint32 i = 0; i < n; i++)
        argv[i] = many[i][l];
      CkBuiltinCall c = { 0 };
      c.run = run;
      c.w = w;
      c.lane = l;
      c.s = s;
      c.args = argv;
      c.n_args = (int) n;
      c.arg_types = s->arg_types;
      c.is_device = !w->who.is_host;
      c.result_used = !(s->flags & CK_SF_UNUSED);
      run->lane_faulted = FALSE;
      b->impl (&c);
      if (!w->frames_valid)
        {
          /* the builtin ran program code (a qsort or bsearch comparator, an atexit handler):
             the thread's register file may have moved, so its frame base is looked up again
             (writing [c.ret] through the old one was a use after free) */
          CkMask faulted = x->faulted;
          ck_eval_ctx_init (x, run, w, s);
          x->faulted = faulted;
        }
      if (s->dst >= 0 && !run->host_wait)   /* a waiting call has no result yet */
        CK_LREG (x, l, s->dst) = s->vt == CK_VT_F80 ? c.ret : ck_eval_normalize (c.ret, (CkVT) s->vt);
      if (run->lane_faulted)
        {
          /* an invalid access or a trap inside the builtin stops the thread (device: the kernel) */
          run->lane_faulted = FALSE;
          warp_fault (run, w, LANE (l));
          break;
        }
      if (w->state != CK_WARP_ACTIVE || run->exited)
        break;
    }
  if (many != args)
    g_free (many);
}

gboolean
ck_atom_compute (CkAtomOp op, CkVT vt, CkVal old, CkVal b, CkVal c, CkVal *out)
{
  CkVal r = old;
  gboolean f32 = vt == CK_VT_F32, f64 = vt == CK_VT_F64, sgn = ck_vt_is_signed (vt);
  switch (op)
    {
    case CK_AOP_ADD:
      if (f32) r.f = old.f + b.f; else if (f64) r.d = old.d + b.d; else r.u = old.u + b.u;
      break;
    case CK_AOP_SUB: r.u = old.u - b.u; break;
    case CK_AOP_EXCH: r = b; break;
    case CK_AOP_MIN: r = sgn ? (old.i < b.i ? old : b) : (old.u < b.u ? old : b); break;
    case CK_AOP_MAX: r = sgn ? (old.i > b.i ? old : b) : (old.u > b.u ? old : b); break;
    case CK_AOP_INC: r.u = old.u >= b.u ? 0 : old.u + 1; break;
    case CK_AOP_DEC: r.u = (old.u == 0 || old.u > b.u) ? b.u : old.u - 1; break;
    case CK_AOP_CAS: r = old.u == b.u ? c : old; break;
    case CK_AOP_AND: r.u = old.u & b.u; break;
    case CK_AOP_OR: r.u = old.u | b.u; break;
    case CK_AOP_XOR: r.u = old.u ^ b.u; break;
    case CK_AOP_LOAD: break;
    }
  *out = f32 || f64 ? r : ck_eval_normalize (r, vt);
  return TRUE;
}

static void
do_vote (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal p[CK_MAX_WARP];
  (void) run;
  guint64 result = 0;
  if (s->sub == CK_VOTE_ACTIVEMASK)
    result = w->es.active;
  else
    {
      ck_eval (x, s->a, exec, p);
      CkMask yes = 0;
      FOR_LANES (exec, l)
        if (p[l].u)
          yes |= LANE (l);
      /* [H §5.4.2] vote over the participating (active) threads; a *_sync vote over those of
         the lane's member mask ("evaluate predicate for all non-exited threads in mask", CUDA
         Programming Guide, warp vote functions): tiles of one warp that vote in the same step
         each get their own result (cooperative groups' tile.any/all/ballot) */
      if (s->b)
        {
          CkVal m[CK_MAX_WARP];
          ck_eval (x, s->b, exec, m);
          FOR_LANES (exec, l)
            {
              CkMask part = exec & (CkMask) m[l].u;
              CkMask y = yes & part;
              guint64 r = 0;
              switch (s->sub)
                {
                case CK_VOTE_ALL: r = y == part; break;
                case CK_VOTE_ANY: r = y != 0; break;
                case CK_VOTE_UNI: r = y == 0 || y == part; break;
                case CK_VOTE_BALLOT: r = y; break;
                default: break;
                }
              CkVal v;
              v.u = r;
              CK_LREG (x, l, s->dst) = ck_eval_normalize (v, (CkVT) s->vt);
            }
          return;
        }
      switch (s->sub)
        {
        case CK_VOTE_ALL: result = yes == exec; break;
        case CK_VOTE_ANY: result = yes != 0; break;
        case CK_VOTE_UNI: result = yes == 0 || yes == exec; break;
        case CK_VOTE_BALLOT: result = yes; break;
        default: break;
        }
    }
  FOR_LANES (exec, l)
    {
      CkVal v;
      v.u = result;
      CK_LREG (x, l, s->dst) = ck_eval_normalize (v, (CkVT) s->vt);
    }
}

/* The CUDA function of a shuffle statement of mode [sub] (a CkShflMode). */
static const char *
shfl_function (guint sub)
{
  switch ((CkShflMode) sub)
    {
    case CK_SHFL_UP: return "__shfl_up_sync";
    case CK_SHFL_DOWN: return "__shfl_down_sync";
    case CK_SHFL_XOR: return "__shfl_xor_sync";
    case CK_SHFL_IDX: break;
    }
  return "__shfl_sync";
}

/* A lane of [exec] read [src] (its source lane, per lane; the lane itself where the mode keeps
 * its own value) although [src] is not named in the member mask or is no thread of the block:
 * the CUDA programming guide leaves the value undefined. A source that the mask names but that
 * does not execute the shuffle is check_sync_mask's finding, not repeated here. Reported once
 * per statement execution, at the first such reader; the shuffle goes on. */
static void
check_shfl_source (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec,
                   const int *src)
{
  if (!s->d || !exec)
    return;
  /* each lane passes its own mask: the halves of a warp may shuffle with masks of their own */
  CkVal v[CK_MAX_WARP];
  ck_eval (x, s->d, exec, v);
  int reader = -1, n_readers = 0;
  FOR_LANES (exec, l)
    if (src[l] != l && (src[l] < 0 || src[l] >= CK_MAX_WARP
                        || !((CkMask) v[l].u & w->lanes & LANE (src[l]))))
      {
        if (reader < 0)
          reader = l;
        n_readers++;
      }
  if (reader < 0)
    return;
  int from = src[reader];
  gboolean exists = from >= 0 && from < CK_MAX_WARP && (w->lanes & LANE (from));
  GString *more = g_string_new (NULL);
  if (n_readers > 1)
    g_string_printf (more, " (and %d more lane%s)", n_readers - 1, n_readers == 2 ? "" : "s");
  ck_run_fault (run, w, reader, CK_FAULT_SHFL_SOURCE, s,
                "%s: lane %d of warp %u of block %u%s reads lane %d, which %s %#"
                G_GINT64_MODIFIER "x: the value read is undefined", shfl_function (s->sub),
                reader, w->id, w->block->linear, more->str, from,
                exists ? "is not in the member mask" : "is no thread of the block; member mask",
                (guint64) v[reader].u);
  g_string_free (more, TRUE);
  run->lane_faulted = FALSE;   /* a finding, not a trap: the lanes go on */
}

static void
do_shfl (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal val[CK_MAX_WARP], lane[CK_MAX_WARP], width[CK_MAX_WARP];
  CkVal out[CK_MAX_WARP];
  int srcs[CK_MAX_WARP];
  ck_eval (x, s->a, exec, val);
  ck_eval (x, s->b, exec, lane);
  ck_eval (x, s->c, exec, width);
  int ws = (int) w->who.warp_size;
  FOR_LANES (exec, l)
    {
      int wd = (int) width[l].i;
      if (wd <= 0 || wd > ws)
        wd = ws;
      int base = l - l % wd, src = l;
      switch (s->sub)
        {
        case CK_SHFL_IDX: src = base + (int) (lane[l].i % wd + wd) % wd; break;
        case CK_SHFL_UP: src = l - (int) lane[l].i; if (src < base) src = l; break;
        case CK_SHFL_DOWN: src = l + (int) lane[l].i; if (src >= base + wd) src = l; break;
        case CK_SHFL_XOR: src = l ^ (int) lane[l].i; if (src >= base + wd || src < 0) src = l; break;
        }
      /* seed 000 §21.7: reading an inactive lane yields an unspecified value; we return the
         reader's own value, deterministically */
      out[l] = (src >= 0 && src < (int) w->n_threads && (exec & LANE (src))) ? val[src] : val[l];
      srcs[l] = src;
    }
  check_shfl_source (run, w, x, s, exec, srcs);
  FOR_LANES (exec, l)
    CK_LREG (x, l, s->dst) = out[l];
}

/* A 64-bit hash of the warp's execution state and the registers of its threads' current
 * frames, word by word. */
guint64
ck_warp_state_hash (const CkWarp *w)
{
  guint64 h = 0x9e3779b97f4a7c15ull;
#define MIX(v) (h = (h ^ (guint64) (v)) * 0x100000001b3ull, h ^= h >> 29)
  MIX (w->es.pc);
  MIX (w->es.active);
  MIX (w->es.dis_break);
  MIX (w->es.dis_return);
  MIX (w->es.dis_exit);
  for (guint32 i = 0; i < w->es.n_tokens; i++)
    {
      MIX (w->es.tokens[i].mask);
      MIX (((guint64) w->es.tokens[i].type << 32) | w->es.tokens[i].pc);
    }
  for (guint32 l = 0; l < w->n_threads && l < CK_MAX_WARP; l++)
    {
      const CkThread *t = &w->threads[l];
      MIX (((guint64) t->depth << 32) | w->lane_pc[l]);
      guint32 n = t->depth ? t->frames[t->depth - 1].fn->n_regs : 0;
      for (guint32 i = 0; i < n; i++)
        {
          const CkVal *r = ck_thread_reg (t, i);
          MIX (r->u);
          MIX (((const guint64 *) r)[1]);
        }
    }
#undef MIX
  return h;
}

/* At a backward branch: a warp whose whole state comes back while no memory changed will repeat
 * forever unless another warp (or the host) changes memory (livelock, [H §6.1]). The state is
 * hashed only every CK_SPIN_SAMPLE-th time the warp takes the same backward branch with no
 * memory changed since, so that ordinary loops cost next to nothing. */
#define CK_SPIN_SAMPLE 64
void
ck_warp_note_backward_branch (CkRun *run, CkWarp *w, guint32 pc)
{
  if (w->spin_pc != pc || w->spin_changes != run->mem_changes)
    {
      w->spin_pc = pc;
      w->spin_changes = run->mem_changes;
      w->spin_visits = 0;
      w->spin_hash = 0;
      w->spinning = FALSE;
      return;
    }
  if (++w->spin_visits % CK_SPIN_SAMPLE)
    return;
  guint64 h = ck_warp_state_hash (w);
  w->spinning = w->spin_hash == h;
  w->spin_hash = h;
}

void
ck_warp_step (CkRun *run, CkWarp *w)
{
  if (run->opts.simt == CK_SIMT_ITS && !w->who.is_host)
    ck_its_step (run, w);   /* counts its own step: the lanes are the group it picks */
  else
    {
      if (!w->who.is_host)
        {
          /* --stats: a step of a device warp and the lanes active before it */
          run->stats.warp_steps++;
          run->stats.lane_stmts += ck_mask_count (w->es.active);
        }
      ck_warp_exec (run, w);
    }
}

/* The member mask of a *_sync warp operation names lanes that do not execute it with the
 * others: undefined behaviour in CUDA (a hang on Volta and later). Reported once per statement
 * execution; the operation goes on with the lanes that are there. */
static void
check_sync_mask (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  const CkExpr *m = s->op == CK_S_OP_VOTE ? s->b : s->op == CK_S_OP_SHFL ? s->d : s->a;
  if (!m || !exec)
    return;
  /* each lane passes its own mask (half-warps may pass masks of their own): the first lane
     whose mask names a lane that is not here is reported */
  CkVal v[CK_MAX_WARP];
  ck_eval (x, m, exec, v);
  int l0 = -1;
  CkMask named = 0, missing = 0;
  FOR_LANES (exec, l)
    if (l0 < 0 && ((CkMask) v[l].u & w->lanes & ~exec))
      {
        l0 = l;
        named = (CkMask) v[l].u & w->lanes;
        missing = named & ~exec;
      }
  if (l0 < 0)
    return;
  GString *lanes = g_string_new (NULL);
  int shown = 0;
  FOR_LANES (missing, l)
    if (shown++ < 8)
      g_string_append_printf (lanes, "%s%d", shown > 1 ? ", " : "", l);
  if (shown > 8)
    g_string_append (lanes, ", ...");
  const char *what = s->op == CK_S_OP_SYNCWARP ? "__syncwarp" : s->op == CK_S_OP_SHFL ? "the shuffle" : "the vote";
  if (s->op == CK_S_OP_SYNCWARP && s->loc.file && s->loc.file->is_builtin)
    {
      /* a cooperative group's sync() (<cooperative_groups.h>): the barrier of the group's lanes
         is reached by part of the group */
      GString *here = g_string_new (NULL);
      shown = 0;
      FOR_LANES (named & exec, l)
        if (shown++ < 8)
          g_string_append_printf (here, "%s%d", shown > 1 ? ", " : "", l);
      if (shown > 8)
        g_string_append (here, ", ...");
      ck_run_fault (run, w, l0, CK_FAULT_GROUP_SYNC, s,
                    "barrier divergence: the sync() of a group of lanes %#" G_GINT64_MODIFIER "x "
                    "of warp %u of block %u is reached by lane%s %s but not by lane%s %s",
                    (guint64) named, w->id, w->block->linear,
                    __builtin_popcountll (named & exec) == 1 ? "" : "s", here->str,
                    __builtin_popcountll (missing) == 1 ? "" : "s", lanes->str);
      g_string_free (here, TRUE);
      g_string_free (lanes, TRUE);
      run->lane_faulted = FALSE;
      return;
    }
  ck_run_fault (run, w, l0, CK_FAULT_SYNC_MASK, s,
                "the member mask %#" G_GINT64_MODIFIER "x of %s names lane%s %s of warp %u of block %u, "
                "which %s not execute it with lanes of mask %#" G_GINT64_MODIFIER "x",
                (guint64) named, what, __builtin_popcountll (missing) == 1 ? "" : "s", lanes->str, w->id,
                w->block->linear, __builtin_popcountll (missing) == 1 ? "does" : "do", (guint64) exec);
  g_string_free (lanes, TRUE);
  run->lane_faulted = FALSE;   /* a finding, not a trap: the lanes go on */
}

/* The thread level of mov [H §5.3]: each lane of [exec] writes its register; no action. */
static void
thread_mov (CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal v[CK_MAX_WARP];
  /* several lanes: the typed code writes the registers itself (issue 22) */
  if ((exec & (exec - 1)) && ck_eval_typed_reg (x, s->a, exec, s->dst))
    return;
  ck_eval (x, s->a, exec, v);
  exec &= ~x->faulted;
  if (s->a->vt != CK_VT_F80)
    FOR_LANES (exec, l) CK_LREG (x, l, s->dst).u = v[l].u;   /* only f80 uses more than 8 bytes */
  else
    FOR_LANES (exec, l) CK_LREG (x, l, s->dst) = v[l];
}

void
ck_warp_bar (CkRun *run, CkWarp *w, struct CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal pred[CK_MAX_WARP];
  CkMask preds = 0;
  if (s->b)
    {
      ck_eval (x, s->b, exec, pred);
      FOR_LANES (exec, l) if (pred[l].u) preds |= LANE (l);
    }
  ck_block_bar_arrive (run, w, s, 0, 0, exec, preds);
}

/*
 * [H §5.4.3] (comm)
 *   theta_i --tact_comm,i-->Theta_e theta'_i   (some tact_comm,i not empty)
 *   (barid, wact) = comm(instrEnv(pc), tact_comm,1 ... tact_comm,n)
 *   ---------------------------------------------------------------
 *   <omega, pc, theta_1 ... theta_n>  --wact-->Omega  <omega[pc := pc + 1, barid], theta'_1 ... theta'_n>
 * comm [H §5.4.2]: a vote writes vote(vm, tacts) to each voter's register; a barrier goes to
 * the block (ck_warp_bar, block.c's updBar). Ours besides the thesis': shuffles, __syncwarp
 * (an event for the checker) and the check that a *_sync member mask names only lanes that
 * execute the statement. Host code has no barrier: a located error that ends the program.
 */
static void
rule_comm (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkExecState *es = &w->es;
  switch ((CkSOp) s->op)
    {
    case CK_S_OP_VOTE:
      check_sync_mask (run, w, x, s, exec);
      do_vote (run, w, x, s, exec);
      es->pc++;
      break;
    case CK_S_OP_SHFL:
      check_sync_mask (run, w, x, s, exec);
      do_shfl (run, w, x, s, exec);
      es->pc++;
      break;
    case CK_S_OP_SYNCWARP:
      check_sync_mask (run, w, x, s, exec);
      if (ck_run_observes (run, on_warp_sync))
        {
          CkWarpSyncEvent ev = { &w->who, exec, s->loc };
          ck_run_on_warp_sync (run, &ev);
        }
      es->pc++;
      break;
    case CK_S_OP_BAR:
      if (w->block->grid == NULL)
        {
          es->pc++;
          ck_run_fault (run, w, 0, CK_FAULT_BAD_CALL, s, "barrier in host code");
          warp_fault (run, w, 1);
          break;
        }
      es->pc++;
      ck_warp_bar (run, w, x, s, exec);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Mode fermi: the lanes issue their memory operations (semantics/memory/fermi-run.c). */
static void
fermi_mem (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec, const guint64 *addr,
           const CkVal *b, const CkVal *c)
{
  CkMask bad = ck_fermi_warp_mem (run, w, s, exec, addr, b, c);
  if (bad)
    warp_fault (run, w, bad);
  else
    w->es.pc++;
}


/* Where a memory access of statement [s] by lanes [exec] is reported: its own location, or for
 * a statement of a built-in header (a cooperative group's memcpy_async, a library's loop) the
 * program's call that led there (gridbar.c's ck_sem_user_loc). */
static inline CkSrcLoc
access_loc (CkRun *run, const CkWarp *w, const CkStmt *s, CkMask exec)
{
  if (G_LIKELY (!s->loc.file || !s->loc.file->is_builtin) || !exec)
    return s->loc;
  return ck_sem_user_loc (run, w, __builtin_ctzll (exec), s->loc);
}

/* Whether a load or store of several lanes may go by the typed code's own access
 * (ck_eval_typed_ld, _st): mode sc, no observer of accesses (no race or init check) and no
 * trace of them, whose events and lines it does not make (issue 22). */
static inline gboolean
typed_access (CkRun *run, CkMask exec)
{
  return (exec & (exec - 1)) && !run->fermi && !(run->opts.trace & CK_TRACE_MEM)
         && !ck_run_observes (run, on_access);
}

/* ld: one warp access of the lanes' addresses; each lane's value, normalised to the statement's
 * type, lands in its register. */
static void
mem_ld (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal v[CK_MAX_WARP];
  guint64 addr[CK_MAX_WARP];
  int typed = typed_access (run, exec) ? ck_eval_typed_ld (x, s, exec, addr) : CK_TYPED_NONE;
  if (typed == CK_TYPED_DONE)
    {
      w->es.pc++;
      return;
    }
  if (typed == CK_TYPED_NONE)
    ck_eval_u64 (x, s->a, exec, addr);
  if (G_UNLIKELY (run->fermi) && !w->who.is_host)
    {
      fermi_mem (run, w, x, s, exec, addr, NULL, NULL);
      return;
    }
  run->access_partial = (s->flags & CK_SF_PARTIAL) != 0;
  CkMask bad = ck_mem_warp_access (run, w, CK_ACC_READ, exec, addr, s->size, v, sizeof (CkVal),
                                   access_loc (run, w, s, exec), (s->flags & CK_SF_VOLATILE) != 0);
  run->access_partial = FALSE;
  CkVT vt = (CkVT) s->vt;
  if (vt == CK_VT_I8 || vt == CK_VT_I16 || vt == CK_VT_I32 || vt == CK_VT_PRED
      || s->size > (guint32) ck_vt_size[vt])
    FOR_LANES (exec & ~bad, l)
      CK_LREG (x, l, s->dst) = ck_vt_is_float (vt) ? v[l] : ck_eval_normalize (v[l], vt);
  else
    /* a float, a 64-bit or an unsigned integer: the loaded bytes, zero-extended, are already
       normalised (the type switch out of the lane loop, issue 22) */
    FOR_LANES (exec & ~bad, l) CK_LREG (x, l, s->dst) = v[l];
  if (bad)
    {
      warp_fault (run, w, bad);
      return;
    }
  w->es.pc++;
}

/* st: one warp access writing each lane's value at its address. */
static void
mem_st (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal v[CK_MAX_WARP];
  guint64 addr[CK_MAX_WARP];
  int typed = typed_access (run, exec) ? ck_eval_typed_st (x, s, exec, addr, v) : CK_TYPED_NONE;
  if (typed == CK_TYPED_DONE)
    {
      w->es.pc++;
      return;
    }
  if (typed == CK_TYPED_NONE)
    ck_eval_u64 (x, s->a, exec, addr);
  if (typed != CK_TYPED_ADDR_VAL)
    ck_eval (x, s->b, exec, v);
  if (G_UNLIKELY (run->fermi) && !w->who.is_host)
    {
      fermi_mem (run, w, x, s, exec, addr, v, NULL);
      return;
    }
  CkMask bad = ck_mem_warp_access (run, w, CK_ACC_WRITE, exec, addr, s->size, v, sizeof (CkVal),
                                   access_loc (run, w, s, exec), (s->flags & CK_SF_VOLATILE) != 0);
  if (bad)
    {
      warp_fault (run, w, bad);
      return;
    }
  w->es.pc++;
}

/* A struct copy or zeroing, lane by lane: it moves bytes, padding and unset members included:
 * a copy, not a use of them (the observers let their definedness follow the data). */
static void
mem_copy (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal d[CK_MAX_WARP], src[CK_MAX_WARP];
  ck_eval (x, s->a, exec, d);
  if (s->op == CK_S_OP_COPY)
    ck_eval (x, s->b, exec, src);
  guint8 *buf = g_malloc0 (MAX (s->size, 1));
  FOR_LANES (exec, l)
    {
      gboolean ok = s->op == CK_S_OP_COPY
        ? ck_mem_copy_bytes (run, w, l, d[l].u, src[l].u, s->size, s->loc)
        : ck_mem_write_bytes (run, w, l, d[l].u, buf, s->size, s->loc);
      if (!ok)
        {
          warp_fault (run, w, LANE (l));
          break;
        }
    }
  g_free (buf);
  if (w->state == CK_WARP_ACTIVE)
    w->es.pc++;
}

/* atom: the lanes perform their read-modify-write one after another, each indivisible
 * ([PTX atom], ck_atom_compute); the old value lands in the lane's register. */
static void
mem_atom (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal a[CK_MAX_WARP], b[CK_MAX_WARP], c[CK_MAX_WARP];
  ck_eval (x, s->a, exec, a);
  if (s->b) ck_eval (x, s->b, exec, b);
  if (s->c) ck_eval (x, s->c, exec, c);
  if (G_UNLIKELY (run->fermi) && !w->who.is_host)
    {
      guint64 addr[CK_MAX_WARP];
      FOR_LANES (exec, l) addr[l] = a[l].u;
      fermi_mem (run, w, x, s, exec, addr, b, c);
      return;
    }
  /* the lanes of a device warp that all update one allocation are checked once (issue 22):
     the check does not depend on the bytes the lanes before change */
  CkAlloc *one = NULL;
  if (!w->who.is_host && (exec & (exec - 1)))
    {
      guint64 all[CK_MAX_WARP];
      FOR_LANES (exec, l) all[l] = a[l].u;
      one = ck_mem_warp_check (run, w, CK_ACC_ATOMIC, exec, all, s->size);
    }
  FOR_LANES (exec, l)
    {
      CkVal old = { 0 }, nv;
      guint8 *p = one ? one->data + (a[l].u - one->base) : ck_mem_raw (run->mem, a[l].u, s->size);
      if (p)
        memcpy (&old, p, s->size);
      old = ck_vt_is_float (s->vt) ? old : ck_eval_normalize (old, (CkVT) s->vt);
      ck_atom_compute ((CkAtomOp) s->sub, (CkVT) s->vt, old, b[l], c[l], &nv);
      guint64 addr[CK_MAX_WARP];
      CkVal vals[CK_MAX_WARP];
      addr[l] = a[l].u;
      vals[l] = nv;
      /* a C11 atomic of host code orders the host threads as its memory order and the fences
         before it say */
      int order = s->order;
      if (w->who.is_host)
        order = ck_hthread_fenced_order (run, order, s->sub != CK_AOP_LOAD, a[l].u);
      if (order & CK_ATOM_RELEASE)
        ck_hthread_atomic_order (run, &w->who, CK_HOST_RELEASE, a[l].u);
      /* an exchange does not use the value it replaces: atomicExch on memory never written
         (a lock or a libcu++ atomic's first store) reads nothing uninitialised */
      run->access_partial = s->sub == CK_AOP_EXCH;
      CkMask bad = one
        ? ck_mem_warp_access_in (run, w, one, CK_ACC_ATOMIC, LANE (l), addr, s->size, vals,
                                 sizeof (CkVal), ck_sem_user_loc (run, w, l, s->loc), FALSE)
        : ck_mem_warp_access (run, w, CK_ACC_ATOMIC, LANE (l), addr, s->size, vals,
                              sizeof (CkVal), ck_sem_user_loc (run, w, l, s->loc), FALSE);
      run->access_partial = FALSE;
      if (bad)
        {
          warp_fault (run, w, bad);
          break;
        }
      if (order & CK_ATOM_ACQUIRE)
        ck_hthread_atomic_order (run, &w->who, CK_HOST_ACQUIRE, a[l].u);
      if (s->dst >= 0)
        CK_LREG (x, l, s->dst) = old;
    }
  if (w->state == CK_WARP_ACTIVE)
    w->es.pc++;
}

/* membar: a fence event for the checker (under sc the memory needs nothing more); with an
 * [order], the atomic_thread_fence of host code (C11 7.17.4), which orders host threads. */
static void
mem_fence (CkRun *run, CkWarp *w, const CkStmt *s, CkMask exec)
{
  if (s->order)
    {
      ck_hthread_atomic_fence (run, &w->who, s->order);
      w->es.pc++;
      return;
    }
  if (ck_run_observes (run, on_fence))
    {
      CkFenceEvent ev = { &w->who, s->sub, s->loc, exec };
      ck_run_on_fence (run, &ev);
    }
  w->es.pc++;
}

/*
 * [H §5.4.3] (mem)
 *   theta_i --tact_mem,i-->Theta_e theta'_i   (some tact_mem,i not empty)
 *   ---------------------------------------------------------------
 *   <omega, pc, theta_1 ... theta_n>  --U tact_mem,i-->Omega  <omega[pc := pc + 1], theta'_1 ... theta'_n>
 * The lanes' memory actions form one warp memory action for the memory environment
 * (memory/access.c under sc; memory/fermi-run.c's memory programs under --memory=fermi, which
 * the host never uses). A lane's invalid access is reported there and faults the warp, whose pc
 * then stays (the thesis' memory environment gets stuck).
 */
static void
rule_mem (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  switch ((CkSOp) s->op)
    {
    case CK_S_OP_LD: mem_ld (run, w, x, s, exec); break;
    case CK_S_OP_ST: mem_st (run, w, x, s, exec); break;
    case CK_S_OP_COPY: case CK_S_OP_ZERO: mem_copy (run, w, x, s, exec); break;
    case CK_S_OP_ATOM: mem_atom (run, w, x, s, exec); break;
    case CK_S_OP_MEMBAR: mem_fence (run, w, s, exec); break;
    default: g_assert_not_reached ();
    }
}

/* Host as a warp: kernel<<<grid, block, shmem, stream>>>(args), the host's one lane. The grid
 * and block are dim3 temporaries of the lowering (args[0], args[1]), read raw: the lowering
 * made them, so they cannot be invalid; a launch through a kernel pointer has the pointer last. */
static void
host_launch (CkRun *run, CkWarp *w, CkEvalCtx *x, const CkStmt *s, CkMask exec)
{
  CkVal v[CK_MAX_WARP];
  CkVal *args = g_new0 (CkVal, s->n_args);
  for (guint32 i = 0; i < s->n_args; i++)
    {
      ck_eval (x, s->args[i], exec, v);
      args[i] = v[0];
    }
  CkDim3 g = { 1, 1, 1 }, b = { 1, 1, 1 };
  guint8 *gp = ck_mem_raw (run->mem, args[0].u, 12), *bp = ck_mem_raw (run->mem, args[1].u, 12);
  if (gp) memcpy (&g, gp, 12);
  if (bp) memcpy (&b, bp, 12);
  const CkFunc *k = s->fn;
  if (!k)
    k = ck_program_func_at (run->prog, args[s->n_args - 1].u);
  if (exec && (k || !s->fn))
    {
      int err = ck_run_launch (run, k, g, b, args[2].u, args[3].u, args + 4, s->loc);
      if (err)
        run->last_error = err;
    }
  g_free (args);
  w->es.pc++;
}

void
ck_warp_exec (CkRun *run, CkWarp *w)
{
  CkExecState *es = &w->es;
  guint32 pc = es->pc;
  const CkStmt *s = &run->prog->stmts[pc];
  CkEvalCtx x;
  ck_eval_ctx_init (&x, run, w, s);
  CkMask exec = ck_warp_guard_lanes (&x, s, es->active);
  if (G_UNLIKELY (run->opts.verify_cfc) && !w->who.is_host && run->opts.simt != CK_SIMT_ITS)
    {
      const char *why = ck_warp_check_stack_consistency (w, s, pc);
      if (why)
        {
          fprintf (stderr, "%s:%u: internal error: stack consistency [H §6.2] fails at statement %u "
                   "of '%s' (warp %u of block %u): %s\n", s->loc.file ? s->loc.file->name : "?",
                   s->loc.line, pc, w->who.kernel ? w->who.kernel : "?", w->id, w->block->linear, why);
          abort ();
        }
    }
  if (G_UNLIKELY (run->opts.trace & CK_TRACE_WARP_STEPS))
    ck_trace_before_step (run, w);
  run->lane_faulted = FALSE;
  /* [H §5.4] one step of the warp executes [s] for all active lanes at once: lock-step, as the
     warp-sync race model assumes; independent threads (its.c) give no such guarantee */
  w->who.lockstep = w->who.independent ? 0 : es->active;
  w->steps++;
  run->total_steps++;
  run->clock += 1;

  /* One rule of [H §5.4.3] per kind of thread action: (bra) hands control flow actions to the
     rule of ->CRS named after the statement, (comm) and (mem) the others; a statement with no
     action (mov, nop) is (bra) with none, i.e. (next). */
  switch ((CkSOp) s->op)
    {
    case CK_S_OP_SSY: rule_ssy (es, s); break;
    case CK_S_OP_PREBRK: rule_pre_brk (es, s); break;
    case CK_S_OP_PRERET: rule_pre_ret (es, s); break;
    case CK_S_OP_SYNC: rule_sync (run, w, s, exec); break;
    case CK_S_OP_BRK: rule_brk (run, w, s, exec); break;
    case CK_S_OP_RET: rule_ret (run, w, &x, s, exec); break;
    case CK_S_OP_EXIT: rule_exit (run, w, s, exec); break;
    case CK_S_OP_BRA: case CK_S_OP_BRX: rule_bra (run, w, &x, s, exec, pc); break;
    case CK_S_OP_CALL: rule_call (run, w, &x, s, exec); break;
    case CK_S_OP_MOV: thread_mov (&x, s, exec); rule_next (w); break;
    case CK_S_OP_NOP: rule_next (w); break;
    case CK_S_OP_VOTE: case CK_S_OP_SHFL: case CK_S_OP_SYNCWARP: case CK_S_OP_BAR:
      rule_comm (run, w, &x, s, exec);
      break;
    case CK_S_OP_LD: case CK_S_OP_ST: case CK_S_OP_COPY: case CK_S_OP_ZERO: case CK_S_OP_ATOM:
    case CK_S_OP_MEMBAR:
      rule_mem (run, w, &x, s, exec);
      break;
    case CK_S_OP_BUILTIN:
      /* a library function (builtin.h): ours, not the thesis' */
      do_builtin (run, w, &x, s, exec);
      /* a host thread's call that must wait (a mutex, a join) is retried later (hthread.c) */
      if (w->state == CK_WARP_ACTIVE && !run->exited && !run->host_wait)
        es->pc++;
      break;
    case CK_S_OP_LAUNCH: host_launch (run, w, &x, s, exec); break;
    case CK_SOP__COUNT:
      g_assert_not_reached ();
    }
  if (x.faulted && w->state == CK_WARP_ACTIVE && w->who.is_host)
    warp_fault (run, w, x.faulted);
  if (run->opts.simt != CK_SIMT_ITS || w->who.is_host)
    trace_step (run, w, pc);
  if (run->opts.verify_cfc)
    g_assert (ck_warp_check_invariants (w));
}
