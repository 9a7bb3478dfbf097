/* tests/test-warp.c — one test per rule of ->CRS [H §5.4.1] and per barrier function of
 * [H §5.5.1], on hand-built programs stepped one warp step at a time.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"
#include "interp/lower.h"

#define LANES(n) (((CkMask) 1 << (n)) - 1)
#define BIT(l) ((CkMask) 1 << (l))

typedef struct Fx {
  CkSimtProgram prog;
  CkFunc kernel, f, g;
  CkMem *mem;
  CkRun *run;
  CkGrid *grid;
  CkBlock *block;
  CkStmt stmts[32];
} Fx;

static CkExpr *
x_imm (CkVT vt, gint64 v)
{
  CkExpr *e = ck_new (CkExpr);
  e->op = CK_X_IMM;
  e->vt = vt;
  e->imm.i = v;
  return e;
}

/* laneid < n, as a predicate */
static CkExpr *
lane_lt (int n)
{
  CkExpr *lane = ck_new (CkExpr), *e = ck_new (CkExpr);
  lane->op = CK_X_SREG;
  lane->vt = CK_VT_U32;
  lane->reg = CK_SR_LANEID;
  e->op = CK_X_LT;
  e->vt = CK_VT_PRED;
  e->a = lane;
  e->b = x_imm (CK_VT_U32, n);
  return e;
}

static CkExpr *
lane_mod (int n)
{
  CkExpr *lane = ck_new (CkExpr), *e = ck_new (CkExpr);
  lane->op = CK_X_SREG;
  lane->vt = CK_VT_U32;
  lane->reg = CK_SR_LANEID;
  e->op = CK_X_MOD;
  e->vt = CK_VT_U32;
  e->a = lane;
  e->b = x_imm (CK_VT_U32, n);
  return e;
}

static CkStmt *
st (Fx *fx, guint32 pc, CkSOp op)
{
  CkStmt *s = &fx->stmts[pc];
  memset (s, 0, sizeof *s);
  s->op = op;
  s->guard = -1;
  s->dst = -1;
  s->builtin = -1;
  if (pc + 1 > fx->prog.n_stmts)
    fx->prog.n_stmts = pc + 1;
  return s;
}

static CkStmt *
tgt (Fx *fx, guint32 pc, CkSOp op, guint32 target)
{
  CkStmt *s = st (fx, pc, op);
  s->target = target;
  return s;
}

static CkStmt *
guarded (Fx *fx, guint32 pc, CkSOp op, gint32 reg, gboolean neg)
{
  CkStmt *s = st (fx, pc, op);
  s->guard = reg;
  if (neg)
    s->flags |= CK_SF_GUARD_NEG;
  return s;
}

static void
set_pred (Fx *fx, guint32 pc, gint32 reg, CkExpr *e)
{
  CkStmt *s = st (fx, pc, CK_S_OP_MOV);
  s->dst = reg;
  s->a = e;
  s->vt = e->vt;
}

static void
fx_setup (Fx *fx, gconstpointer data)
{
  (void) data;
  memset (fx, 0, sizeof *fx);
  fx->prog.stmts = fx->stmts;
  fx->kernel.name = "k";
  fx->kernel.entry = 0;
  fx->kernel.end = 32;
  fx->kernel.n_regs = 8;
  fx->kernel.is_kernel = TRUE;
  fx->kernel.builtin = -1;
  fx->f = fx->kernel;
  fx->f.name = "f";
  fx->f.is_kernel = FALSE;
  fx->g = fx->f;
  fx->g.name = "g";
  ck_vec_push (&fx->prog.funcs, &fx->kernel);
  ck_vec_push (&fx->prog.funcs, &fx->f);
  ck_vec_push (&fx->prog.funcs, &fx->g);
}

/* Creates the run and one block of [threads] threads with warp size [ws]. */
static CkWarp *
fx_start (Fx *fx, guint32 ws, guint32 threads)
{
  CkRunOptions o;
  ck_run_options_init (&o);
  o.model.warp_size = ws;
  o.verify_cfc = TRUE;
  fx->mem = ck_mem_new ();
  fx->run = ck_run_new (&fx->prog, &o, fx->mem);
  fx->grid = ck_grid_new (fx->run, &fx->kernel, (CkDim3) { 1, 1, 1 }, (CkDim3) { threads, 1, 1 }, 0);
  fx->block = ck_block_new (fx->grid, 0, 0);
  return &fx->block->warps[0];
}

/* fx_start under independent thread scheduling (--simt=its). */
static CkWarp *
fx_start_its (Fx *fx, guint32 ws, guint32 threads)
{
  CkRunOptions o;
  ck_run_options_init (&o);
  o.model.warp_size = ws;
  o.simt = CK_SIMT_ITS;
  fx->mem = ck_mem_new ();
  fx->run = ck_run_new (&fx->prog, &o, fx->mem);
  fx->grid = ck_grid_new (fx->run, &fx->kernel, (CkDim3) { 1, 1, 1 }, (CkDim3) { threads, 1, 1 }, 0);
  fx->block = ck_block_new (fx->grid, 0, 0);
  return &fx->block->warps[0];
}

static void
fx_teardown (Fx *fx, gconstpointer data)
{
  (void) data;
  if (fx->block)
    ck_block_free (fx->block);
  if (fx->grid)
    {
      fx->grid->resident->len = 0;
      ck_grid_free (fx->grid);
    }
  ck_run_free (fx->run);
  ck_mem_free_all (fx->mem);
}

static void
step (Fx *fx, CkWarp *w, int n)
{
  for (int i = 0; i < n; i++)
    {
      g_assert_cmpint (w->state, ==, CK_WARP_ACTIVE);
      ck_warp_step (fx->run, w);
      g_assert_true (ck_warp_check_invariants (w));
    }
}

/* The conclusion of a rule of ->CRS: pc, active mask, disable mask (lanes disabled with break,
 * return, exit) and the depth of the token stack. A macro, so that a failure names the test's
 * line. */
#define ASSERT_ES(w, pc_, active_, brk_, ret_, exit_, n_tokens_) \
  do { \
    g_assert_cmpuint ((w)->es.pc, ==, (pc_)); \
    g_assert_cmpuint ((w)->es.active, ==, (active_)); \
    g_assert_cmpuint ((w)->es.dis_break, ==, (brk_)); \
    g_assert_cmpuint ((w)->es.dis_return, ==, (ret_)); \
    g_assert_cmpuint ((w)->es.dis_exit, ==, (exit_)); \
    g_assert_cmpuint ((w)->es.n_tokens, ==, (n_tokens_)); \
  } while (0)

/* The token [depth] below the top of the stack (0: the top) is (type, mask, pc). */
#define ASSERT_TOKEN(w, depth, type_, mask_, pc_) \
  do { \
    g_assert_cmpuint ((w)->es.n_tokens, >, (depth)); \
    const CkExecToken *t_ = &(w)->es.tokens[(w)->es.n_tokens - 1 - (depth)]; \
    g_assert_cmpint (t_->type, ==, (type_)); \
    g_assert_cmpuint (t_->mask, ==, (mask_)); \
    g_assert_cmpuint (t_->pc, ==, (pc_)); \
  } while (0)

/* Lanes 0 and 2 of four active, as if a branch had diverged: the token pushed by (ssy),
 * (preBrk) and (preRet) must take the active mask, not the warp's lanes. */
#define PART (BIT (0) | BIT (2))

/* (ssy): pushes (sync, alpha, pc1), pc + 1; alpha and delta unchanged */
static void
test_ssy (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_SSY, 2);
  st (fx, 1, CK_S_OP_NOP);
  st (fx, 2, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  w->es.active = PART;
  step (fx, w, 1);
  ASSERT_ES (w, 1, PART, 0, 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_SYNC, PART, 2);
}

/* (preBrk): pushes (break, alpha, pc1), pc + 1; alpha and delta unchanged */
static void
test_prebrk (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PREBRK, 3);
  st (fx, 1, CK_S_OP_NOP);
  st (fx, 2, CK_S_OP_NOP);
  st (fx, 3, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  w->es.active = PART;
  step (fx, w, 1);
  ASSERT_ES (w, 1, PART, 0, 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_BREAK, PART, 3);
}

/* (preRet): pushes (call, alpha, pc1), pc + 1; alpha and delta unchanged */
static void
test_preret (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PRERET, 3);
  st (fx, 1, CK_S_OP_NOP);
  st (fx, 2, CK_S_OP_NOP);
  st (fx, 3, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  w->es.active = PART;
  step (fx, w, 1);
  ASSERT_ES (w, 1, PART, 0, 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_CALL, PART, 3);
}

/* (next): no lane generates a control flow action (the branch's guard is false for every
 * lane), pc + 1, the rest unchanged */
static void
test_next (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (0));
  guarded (fx, 1, CK_S_OP_BRA, 0, FALSE)->target = 3;
  st (fx, 2, CK_S_OP_EXIT);
  st (fx, 3, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 2);
  ASSERT_ES (w, 2, LANES (4), 0, 0, 0, 0);
}

/* (bra_uni): every active lane branches to the same target: pc := pc1, nothing else changes */
static void
test_bra_uni (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_BRA, 2);
  st (fx, 1, CK_S_OP_EXIT);
  st (fx, 2, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 1);
  ASSERT_ES (w, 2, LANES (4), 0, 0, 0, 0);
}

/* (bra_guard): taken lanes continue at the target, (diverge, notTaken, pc + 1) pushed */
static void
test_bra_guard (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (1));
  guarded (fx, 1, CK_S_OP_BRA, 0, FALSE)->target = 3;
  st (fx, 2, CK_S_OP_EXIT);
  st (fx, 3, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 2);
  ASSERT_ES (w, 3, BIT (0), 0, 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_DIVERGE, BIT (1), 2);
}

/* (bra_target): lanes with different targets; the others re-execute the branch later
 * (the diverge token holds the branch's own pc) */
static void
test_bra_target (Fx *fx, gconstpointer d)
{
  (void) d;
  CkStmt *s = st (fx, 0, CK_S_OP_BRX);
  s->a = lane_mod (3);
  s->cases = ck_new_n (CkCase, 3);
  s->n_cases = 3;
  for (int i = 0; i < 3; i++)
    s->cases[i] = (CkCase) { i, i, (guint32) (1 + i) };
  s->target = 4;
  st (fx, 1, CK_S_OP_EXIT);
  st (fx, 2, CK_S_OP_EXIT);
  st (fx, 3, CK_S_OP_EXIT);
  st (fx, 4, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 1);
  /* the path of lane 0 (target 1) is taken first: lanes 0 and 3 */
  ASSERT_ES (w, 1, BIT (0) | BIT (3), 0, 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_DIVERGE, BIT (1) | BIT (2), 0);
}

/* (sync): unwind pops the token and restores its mask minus the disabled lanes */
static void
test_sync (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_SSY, 4);
  set_pred (fx, 1, 0, lane_lt (2));
  guarded (fx, 2, CK_S_OP_BRA, 0, FALSE)->target = 3;
  st (fx, 3, CK_S_OP_SYNC);
  st (fx, 4, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 3);
  ASSERT_ES (w, 3, LANES (2), 0, 0, 0, 2);
  step (fx, w, 1); /* sync pops the diverge token: lanes 2, 3 at pc 3 */
  ASSERT_ES (w, 3, BIT (2) | BIT (3), 0, 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_SYNC, LANES (4), 4);
  step (fx, w, 1); /* sync pops the sync token: all lanes at pc 4 */
  ASSERT_ES (w, 4, LANES (4), 0, 0, 0, 0);
}

/* (brk_div): some active lanes break: they become inactive and disabled with break, the others
 * continue at pc + 1; the break token stays */
static void
test_brk_div (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PREBRK, 4);
  set_pred (fx, 1, 0, lane_lt (1));
  guarded (fx, 2, CK_S_OP_BRK, 0, FALSE);
  st (fx, 3, CK_S_OP_BRK);
  st (fx, 4, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 3);
  ASSERT_ES (w, 3, BIT (1), BIT (0), 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_BREAK, LANES (2), 4);
}

/* (brk_uni): every active lane breaks: disabled with break, then unwind. Lanes 0-1 break inside
 * the taken path of a branch: the diverge token resumes lanes 2-3, and lanes 0-1 stay disabled;
 * when lanes 2-3 break too, the break token re-enables all four after the loop. */
static void
test_brk_uni (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PREBRK, 5);
  set_pred (fx, 1, 0, lane_lt (2));
  guarded (fx, 2, CK_S_OP_BRA, 0, FALSE)->target = 4;
  st (fx, 3, CK_S_OP_BRK);
  st (fx, 4, CK_S_OP_BRK);
  st (fx, 5, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 3);
  ASSERT_ES (w, 4, LANES (2), 0, 0, 0, 2);
  step (fx, w, 1);   /* lanes 0-1 break: unwind to the diverge token */
  ASSERT_ES (w, 3, BIT (2) | BIT (3), LANES (2), 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_BREAK, LANES (4), 5);
  step (fx, w, 1);   /* lanes 2-3 break: unwind to the break token, enable(alpha, delta, break) */
  ASSERT_ES (w, 5, LANES (4), 0, 0, 0, 0);
}

/* (exit_div): some active lanes exit: inactive and disabled with exit, the others at pc + 1 */
static void
test_exit_div (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (1));
  guarded (fx, 1, CK_S_OP_EXIT, 0, FALSE);
  st (fx, 2, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 2);
  ASSERT_ES (w, 2, BIT (1), 0, 0, BIT (0), 0);
  g_assert_cmpint (w->state, ==, CK_WARP_ACTIVE);
}

/* (exit_uni): every active lane exits: disabled with exit, then unwind. Lanes 0-1 exit in the
 * taken path of a branch; the sync token must not revive them (the disable mask the thesis
 * updates where the patent does not); when lanes 2-3 exit too, unwind with an empty stack
 * completes the warp. */
static void
test_exit_uni (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_SSY, 4);   /* the sync's pc + 1, as stack consistency (5) requires */
  set_pred (fx, 1, 0, lane_lt (2));
  guarded (fx, 2, CK_S_OP_BRA, 0, FALSE)->target = 4;
  st (fx, 3, CK_S_OP_SYNC);
  st (fx, 4, CK_S_OP_EXIT);
  st (fx, 5, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 3);
  ASSERT_ES (w, 4, LANES (2), 0, 0, 0, 2);
  step (fx, w, 1);   /* lanes 0-1 exit: unwind to the diverge token */
  ASSERT_ES (w, 3, BIT (2) | BIT (3), 0, 0, LANES (2), 1);
  ASSERT_TOKEN (w, 0, CK_TOK_SYNC, LANES (4), 4);
  step (fx, w, 1);   /* sync: the sync token restores its mask minus the exited lanes */
  ASSERT_ES (w, 4, BIT (2) | BIT (3), 0, 0, LANES (2), 0);
  step (fx, w, 1);   /* lanes 2-3 exit: empty stack, every lane exited */
  g_assert_cmpint (w->state, ==, CK_WARP_COMPLETED);
  ASSERT_ES (w, 4, 0, 0, 0, LANES (4), 0);
}

/* The faults a test's run reported (unwind-bottom). */
typedef struct Faults {
  int n;
  CkFaultKind kind;
  int lane;
  CkSrcLoc loc;
  char *message;
} Faults;

static void
record_fault (gpointer self, const CkFaultEvent *ev)
{
  Faults *f = self;
  f->n++;
  f->kind = ev->kind;
  f->lane = ev->lane;
  f->loc = ev->loc;
  g_free (f->message);
  f->message = g_strdup (ev->message);
}

/* unwind = ⊥: lanes wait for a break but no token is left (an inconsistent program); the lowering
 * never makes one, so the test builds it: ssy pushes a sync token, then every lane breaks with
 * no break token under it. A located error naming the warp, the statement and the token stack,
 * and a failed launch (issue 23, defect 7). */
static void
test_unwind_bottom (Fx *fx, gconstpointer d)
{
  (void) d;
  static CkSrcFile file = { .name = "unwind.cu" };
  tgt (fx, 0, CK_S_OP_SSY, 3);
  st (fx, 1, CK_S_OP_BRK)->loc = (CkSrcLoc) { &file, 7, 5 };
  st (fx, 2, CK_S_OP_SYNC);
  st (fx, 3, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 2, 2);
  fx->run->opts.verify_cfc = FALSE;   /* the program breaks stack consistency (1) on purpose */
  Faults faults = { 0 };
  fx->run->obs.self = &faults;
  fx->run->obs.on_fault = record_fault;
  fx->run->has_obs = TRUE;
  ck_warp_step (fx->run, w);          /* ssy */
  ck_warp_step (fx->run, w);          /* brk by both lanes: unwind pops the sync token, ⊥ */
  g_assert_cmpint (w->state, ==, CK_WARP_FAULTED);
  g_assert_true (fx->grid->faulted);
  g_assert_cmpint (fx->run->sticky_error, ==, 719);   /* cudaErrorLaunchFailure */
  g_assert_cmpint (faults.n, ==, 1);
  g_assert_cmpint (faults.kind, ==, CK_FAULT_UNWIND);
  g_assert_cmpint (faults.lane, ==, 0);
  g_assert_true (faults.loc.file == &file && faults.loc.line == 7 && faults.loc.col == 5);
  g_assert_cmpstr (faults.message, ==,
                   "unwind yields ⊥ [H §5.4.1]: warp 0 of block 0 has no token for its lanes 0x3 "
                   "(waiting for a break: 0x3, for a return: 0) at statement 1; the token stack "
                   "(top first) was [sync 0x3 -> 3]: the control flow is not stack consistent "
                   "[H §6.2]");
  g_free (faults.message);
}

/* unwind = ⊥ with some lanes exited: lane 0 exits, lane 1 then breaks with no token left; the
 * warp is not completed (only a warp whose every lane exited is), it is faulted */
static void
test_unwind_bottom_exited (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (1));
  guarded (fx, 1, CK_S_OP_EXIT, 0, FALSE);
  st (fx, 2, CK_S_OP_BRK);
  st (fx, 3, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 2, 2);
  fx->run->opts.verify_cfc = FALSE;   /* the program breaks stack consistency (1) on purpose */
  step (fx, w, 2);   /* lane 0 exits (exit_div): lane 1 goes on alone */
  ASSERT_ES (w, 2, BIT (1), 0, 0, BIT (0), 0);
  ck_warp_step (fx->run, w);
  g_assert_cmpint (w->state, ==, CK_WARP_FAULTED);
}

/* (call_uni): every active lane calls the same function: pc := its entry, nothing else changes
 * (the call token is (preRet)'s); each thread pushes a frame */
static void
test_call_uni (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PRERET, 2);
  st (fx, 1, CK_S_OP_CALL)->fn = &fx->f;
  st (fx, 2, CK_S_OP_EXIT);
  fx->f.entry = 3;
  st (fx, 3, CK_S_OP_RET);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 1);
  ASSERT_ES (w, 1, LANES (2), 0, 0, 0, 1);
  step (fx, w, 1);
  ASSERT_ES (w, 3, LANES (2), 0, 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_CALL, LANES (2), 2);
  g_assert_cmpuint (w->threads[0].depth, ==, 2);
  g_assert_cmpuint (w->threads[1].depth, ==, 2);
}

/* (ret_div): some active lanes return: inactive and disabled with return, their frames popped,
 * the others continue at pc + 1 */
static void
test_ret_div (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PRERET, 2);
  st (fx, 1, CK_S_OP_CALL)->fn = &fx->f;
  st (fx, 2, CK_S_OP_EXIT);
  fx->f.entry = 3;
  set_pred (fx, 3, 0, lane_lt (1));
  guarded (fx, 4, CK_S_OP_RET, 0, FALSE);
  st (fx, 5, CK_S_OP_RET);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 4);
  ASSERT_ES (w, 5, BIT (1), 0, BIT (0), 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_CALL, LANES (2), 2);
  g_assert_cmpuint (w->threads[0].depth, ==, 1);
  g_assert_cmpuint (w->threads[1].depth, ==, 2);
}

/* (ret_uni): every active lane returns: disabled with return, then unwind. Lane 0 returns in
 * the taken path of a branch inside f: the diverge token resumes lane 1 and lane 0 stays
 * disabled; when lane 1 returns too, the call token re-enables both after the call. */
static void
test_ret_uni (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PRERET, 2);
  st (fx, 1, CK_S_OP_CALL)->fn = &fx->f;
  st (fx, 2, CK_S_OP_EXIT);
  fx->f.entry = 3;
  set_pred (fx, 3, 0, lane_lt (1));
  guarded (fx, 4, CK_S_OP_BRA, 0, FALSE)->target = 6;
  st (fx, 5, CK_S_OP_RET);
  st (fx, 6, CK_S_OP_RET);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 4);
  ASSERT_ES (w, 6, BIT (0), 0, 0, 0, 2);
  step (fx, w, 1);   /* lane 0 returns: unwind to the diverge token */
  ASSERT_ES (w, 5, BIT (1), 0, BIT (0), 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_CALL, LANES (2), 2);
  g_assert_cmpuint (w->threads[0].depth, ==, 1);
  g_assert_cmpuint (w->threads[1].depth, ==, 2);
  step (fx, w, 1);   /* lane 1 returns: unwind to the call token, enable(alpha, delta, return) */
  ASSERT_ES (w, 2, LANES (2), 0, 0, 0, 0);
  g_assert_cmpuint (w->threads[1].depth, ==, 1);
}

/* (call_guard): only the taken lanes call; no token for the others (the call token of
 * (preRet) resumes them) */
static void
test_call_guard (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (1));
  guarded (fx, 1, CK_S_OP_PRERET, 0, FALSE)->target = 3;
  CkStmt *c = guarded (fx, 2, CK_S_OP_CALL, 0, FALSE);
  c->fn = &fx->f;
  st (fx, 3, CK_S_OP_EXIT);
  fx->f.entry = 4;
  st (fx, 4, CK_S_OP_RET);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 3);
  ASSERT_ES (w, 4, BIT (0), 0, 0, 0, 1);
  ASSERT_TOKEN (w, 0, CK_TOK_CALL, LANES (2), 3);
  g_assert_cmpuint (w->threads[0].depth, ==, 2);
  g_assert_cmpuint (w->threads[1].depth, ==, 1);
}

/* (call_target): lanes calling different functions through a pointer; the diverge token holds
 * the call's own pc, so the others call theirs when it is popped */
static void
test_call_target (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PRERET, 2);
  CkStmt *c = st (fx, 1, CK_S_OP_CALL);
  /* lane < 1 ? &f : &g */
  CkExpr *sel = ck_new (CkExpr);
  sel->op = CK_X_SEL;
  sel->vt = CK_VT_U64;
  sel->c = lane_lt (1);
  sel->a = x_imm (CK_VT_U64, (gint64) CK_FUNC_ADDR (1));
  sel->b = x_imm (CK_VT_U64, (gint64) CK_FUNC_ADDR (2));
  c->a = sel;
  st (fx, 2, CK_S_OP_EXIT);
  fx->f.entry = 3;
  st (fx, 3, CK_S_OP_RET);
  fx->g.entry = 4;
  st (fx, 4, CK_S_OP_RET);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 2);
  ASSERT_ES (w, 3, BIT (0), 0, 0, 0, 2);
  ASSERT_TOKEN (w, 0, CK_TOK_DIVERGE, BIT (1), 1);
  ASSERT_TOKEN (w, 1, CK_TOK_CALL, LANES (2), 2);
  g_assert_cmpuint (w->threads[0].depth, ==, 2);
  g_assert_cmpuint (w->threads[1].depth, ==, 1);
  step (fx, w, 1);   /* f returns: the diverge token re-runs the call for lane 1 */
  ASSERT_ES (w, 1, BIT (1), 0, BIT (0), 0, 1);
  step (fx, w, 1);
  ASSERT_ES (w, 4, BIT (1), 0, BIT (0), 0, 1);
  step (fx, w, 1);
  ASSERT_ES (w, 2, LANES (2), 0, 0, 0, 0);
}

/* [H §5.7.1] the underpopulated last warp: its missing lanes never take part */
static void
test_underpopulated (Fx *fx, gconstpointer d)
{
  (void) d;
  st (fx, 0, CK_S_OP_EXIT);
  fx_start (fx, 4, 5);
  g_assert_cmpuint (fx->block->n_warps, ==, 2);
  g_assert_cmpuint (fx->block->warps[1].n_threads, ==, 1);
  g_assert_cmpuint (fx->block->warps[1].es.active, ==, BIT (0));
}

/* Statement 0 a barrier of [kind] at line 10, statement 1 an exit, statement 2 a __syncthreads
 * at line 20 (another barrier statement); a block of two warps of four. */
static void
bar_program (Fx *fx, CkBarKind kind)
{
  CkStmt *b = st (fx, 0, CK_S_OP_BAR);
  b->sub = (guint8) kind;
  b->loc.line = 10;
  if (kind != CK_BAR_SYNC)
    {
      b->b = lane_lt (3);
      b->dst = 1;
    }
  st (fx, 1, CK_S_OP_EXIT);
  b = st (fx, 2, CK_S_OP_BAR);
  b->sub = CK_BAR_SYNC;
  b->loc.line = 20;
  fx_start (fx, 4, 8);
}

/* barInfo: a warp's barrier action gives one element (barid, tc, bt/br), from its statement;
 * a warp action without thread actions gives eps, and the barrier environment is not touched */
static void
test_bar_info (Fx *fx, gconstpointer d)
{
  (void) d;
  bar_program (fx, CK_BAR_RED_AND);
  CkBarInfo i;
  memset (&i, 0, sizeof i);
  g_assert_true (ck_block_bar_info (fx->run, &fx->stmts[0], 3, 64, BIT (1), &i));
  g_assert_cmpuint (i.barid, ==, 3);
  g_assert_cmpuint (i.tc, ==, 64);
  g_assert_cmpint (i.kind, ==, CK_BAR_RED_AND);
  g_assert_cmpuint (i.pc, ==, 0);
  g_assert_cmpuint (i.loc.line, ==, 10);
  g_assert_true (ck_block_bar_info (fx->run, &fx->stmts[2], 0, 0, LANES (4), &i));
  g_assert_cmpuint (i.barid, ==, 0);
  g_assert_cmpuint (i.tc, ==, 0);
  g_assert_cmpint (i.kind, ==, CK_BAR_SYNC);
  g_assert_cmpuint (i.pc, ==, 2);
  /* eps: no lane executed the barrier */
  g_assert_false (ck_block_bar_info (fx->run, &fx->stmts[0], 5, 0, 0, &i));
  g_assert_cmpuint (i.barid, ==, 0);
  for (int k = 0; k < CK_MAX_BARRIERS; k++)
    g_assert_false (fx->block->bars[k].in_use);
}

/* prepBar: an unused barrier gets (tc'', 0, br, eps), tc'' the element's thread count or else
 * the one passed; a barrier in use is left alone when consistent, and a contradicting element
 * (another barrier statement) is reported, changing nothing */
static void
test_prep_bar (Fx *fx, gconstpointer d)
{
  (void) d;
  bar_program (fx, CK_BAR_RED_POPC);
  CkBlock *b = fx->block;
  CkBarInfo i1, i2, i3;
  CkSrcLoc other = { 0 };
  /* what an unused barrier (eps) holds does not matter: prepBar sets every field */
  b->bars[1].arrived = 99;
  b->bars[1].red_popc = 7;
  b->bars[1].thread_count = 99;
  g_assert_true (ck_block_bar_info (fx->run, &fx->stmts[0], 1, 0, BIT (0), &i1));
  g_assert_true (ck_block_prep_bar (b, 8, &i1, &other));
  g_assert_true (b->bars[1].in_use);
  g_assert_cmpuint (b->bars[1].thread_count, ==, 8);
  g_assert_cmpuint (b->bars[1].arrived, ==, 0);
  g_assert_cmpint (b->bars[1].kind, ==, CK_BAR_RED_POPC);
  g_assert_cmpuint (b->bars[1].red_popc, ==, 0);
  g_assert_false (b->bars[0].in_use);
  /* a thread count in the element wins over the block's */
  g_assert_true (ck_block_bar_info (fx->run, &fx->stmts[0], 2, 4, BIT (0), &i2));
  g_assert_true (ck_block_prep_bar (b, 8, &i2, &other));
  g_assert_cmpuint (b->bars[2].thread_count, ==, 4);
  /* in use and consistent: unchanged, the arrivals so far kept */
  b->bars[1].arrived = 4;
  g_assert_true (ck_block_prep_bar (b, 8, &i1, &other));
  g_assert_cmpuint (b->bars[1].arrived, ==, 4);
  g_assert_cmpuint (b->bars[1].thread_count, ==, 8);
  g_assert_cmpuint (other.line, ==, 0);
  /* in use by another barrier statement: ⊥ in the thesis, FALSE here */
  g_assert_true (ck_block_bar_info (fx->run, &fx->stmts[2], 1, 0, BIT (0), &i3));
  g_assert_false (ck_block_prep_bar (b, 8, &i3, &other));
  g_assert_cmpuint (other.line, ==, 10);
  g_assert_cmpuint (b->bars[1].pc, ==, 0);
  g_assert_cmpint (b->bars[1].kind, ==, CK_BAR_RED_POPC);
  g_assert_cmpuint (b->bars[1].arrived, ==, 4);
}

/* updArrCnt: each warp that references the barrier adds WarpSize, however many of its lanes
 * executed it; other barriers are not touched */
static void
test_upd_arr_cnt (Fx *fx, gconstpointer d)
{
  (void) d;
  bar_program (fx, CK_BAR_SYNC);
  CkBlock *b = fx->block;
  CkBarInfo i;
  CkSrcLoc other = { 0 };
  g_assert_true (ck_block_bar_info (fx->run, &fx->stmts[0], 0, 0, BIT (1), &i));
  g_assert_true (ck_block_prep_bar (b, 8, &i, &other));
  ck_block_upd_arr_cnt (fx->run, &b->warps[0], 0, BIT (1));
  g_assert_cmpuint (b->bars[0].arrived, ==, 4);
  ck_block_upd_arr_cnt (fx->run, &b->warps[1], 0, LANES (4));
  g_assert_cmpuint (b->bars[0].arrived, ==, 8);
  g_assert_cmpuint (b->bars[1].arrived, ==, 0);
}

/* updArrCnt under --simt=its (not the thesis' model): each thread arrives for itself */
static void
test_upd_arr_cnt_its (Fx *fx, gconstpointer d)
{
  (void) d;
  st (fx, 0, CK_S_OP_BAR)->sub = CK_BAR_SYNC;
  st (fx, 1, CK_S_OP_EXIT);
  fx_start_its (fx, 4, 8);
  ck_block_upd_arr_cnt (fx->run, &fx->block->warps[0], 0, BIT (1) | BIT (3));
  g_assert_cmpuint (fx->block->bars[0].arrived, ==, 2);
}

/* endBar: nothing happens while ac < tc; at ac >= tc the barrier is reset to eps, barAct writes
 * the reduction to the lanes that executed it, remBar lets the waiting warp go */
static void
test_end_bar (Fx *fx, gconstpointer d)
{
  (void) d;
  bar_program (fx, CK_BAR_RED_POPC);
  CkBlock *b = fx->block;
  CkWarp *w0 = &b->warps[0], *w1 = &b->warps[1];
  ck_warp_step (fx->run, w0);   /* lanes 0-3 arrive, lanes 0-2 with a true predicate */
  g_assert_cmpint (w0->state, ==, CK_WARP_AT_BARRIER);
  g_assert_cmpuint (b->bars[0].arrived, ==, 4);
  g_assert_false (ck_block_end_bar (fx->run, b));
  g_assert_true (b->bars[0].in_use);
  g_assert_cmpint (w0->state, ==, CK_WARP_AT_BARRIER);
  ck_block_upd_arr_cnt (fx->run, w1, 0, LANES (4));
  g_assert_true (ck_block_end_bar (fx->run, b));
  g_assert_false (b->bars[0].in_use);
  g_assert_cmpuint (b->bars[0].arrived, ==, 0);
  g_assert_cmpint (w0->state, ==, CK_WARP_ACTIVE);
  g_assert_cmpint (w1->state, ==, CK_WARP_ACTIVE);
  for (int l = 0; l < 4; l++)
    {
      CkThread *t = &w0->threads[l];
      g_assert_cmpuint (ck_thread_reg (t, 1)->u, ==, 3);
    }
  g_assert_false (ck_block_end_bar (fx->run, b));
}

/* A cooperative grid of two blocks of one warp of four threads whose statement 0 is a
 * grid.sync() (barrier 0 of kind CK_BAR_GRID at line 10), statement 1 an exit. Returns block 1;
 * block 0 is fx->block; both are resident. */
static CkBlock *
grid_bar_program (Fx *fx)
{
  CkStmt *s = st (fx, 0, CK_S_OP_BAR);
  s->sub = CK_BAR_GRID;
  s->loc.line = 10;
  st (fx, 1, CK_S_OP_EXIT);
  CkRunOptions o;
  ck_run_options_init (&o);
  o.model.warp_size = 4;
  o.verify_cfc = TRUE;
  fx->mem = ck_mem_new ();
  fx->run = ck_run_new (&fx->prog, &o, fx->mem);
  fx->grid = ck_grid_new (fx->run, &fx->kernel, (CkDim3) { 2, 1, 1 }, (CkDim3) { 4, 1, 1 }, 0);
  fx->grid->cooperative = TRUE;
  fx->block = ck_block_new (fx->grid, 0, 0);
  CkBlock *b1 = ck_block_new (fx->grid, 1, 1);
  g_ptr_array_add (fx->grid->resident, fx->block);
  g_ptr_array_add (fx->grid->resident, b1);
  return b1;
}

/* (grid_bar), semantics/gridbar.c: a block whose threads completed barrier 0 at a grid.sync()
 * waits (its own endBar does not release it) until every block of the grid has; the block that
 * completes the grid barrier releases them all, and the barrier is ready for the next one */
static void
test_grid_bar (Fx *fx, gconstpointer d)
{
  (void) d;
  CkBlock *b1 = grid_bar_program (fx);
  CkWarp *w0 = &fx->block->warps[0], *w1 = &b1->warps[0];
  ck_warp_step (fx->run, w0);
  g_assert_cmpint (w0->state, ==, CK_WARP_AT_BARRIER);
  g_assert_true (fx->block->at_grid_bar);
  g_assert_cmpuint (fx->grid->gbar_arrived, ==, 1);
  g_assert_false (ck_block_end_bar (fx->run, fx->block));
  g_assert_cmpint (w0->state, ==, CK_WARP_AT_BARRIER);
  g_assert_false (ck_grid_bar_diverged (fx->run, fx->grid));
  ck_warp_step (fx->run, w1);
  g_assert_cmpint (w0->state, ==, CK_WARP_ACTIVE);
  g_assert_cmpint (w1->state, ==, CK_WARP_ACTIVE);
  g_assert_false (fx->block->at_grid_bar);
  g_assert_false (b1->at_grid_bar);
  g_assert_false (fx->block->bars[0].in_use);
  g_assert_cmpuint (fx->grid->gbar_arrived, ==, 0);
  g_assert_false (fx->grid->gbar_open);
  ck_block_free (b1);
}

/* grid.sync() divergence: block 0 waits at the grid barrier and block 1 exited without reaching
 * it: the barrier can never complete, ck_grid_bar_diverged reports it and fails the grid */
static void
test_grid_bar_diverged (Fx *fx, gconstpointer d)
{
  (void) d;
  CkBlock *b1 = grid_bar_program (fx);
  ck_warp_step (fx->run, &fx->block->warps[0]);
  g_assert_true (fx->block->at_grid_bar);
  ck_grid_bar_block_exited (fx->grid, b1);
  fx->grid->n_done = 1;
  g_assert_true (ck_grid_bar_diverged (fx->run, fx->grid));
  g_assert_true (fx->grid->faulted);
  ck_block_free (b1);
}

/* endBar with a warp whose threads have all exited: it can never arrive and no longer holds
 * the barrier back (the hardware's behaviour, noted and not modelled by [H §5.5.1]) */
static void
test_end_bar_exited (Fx *fx, gconstpointer d)
{
  (void) d;
  bar_program (fx, CK_BAR_SYNC);
  CkBlock *b = fx->block;
  CkWarp *w0 = &b->warps[0];
  ck_warp_step (fx->run, w0);
  g_assert_cmpint (w0->state, ==, CK_WARP_AT_BARRIER);
  g_assert_false (ck_block_end_bar (fx->run, b));
  b->warps[1].state = CK_WARP_COMPLETED;
  g_assert_true (ck_block_end_bar (fx->run, b));
  g_assert_cmpint (w0->state, ==, CK_WARP_ACTIVE);
  g_assert_false (b->bars[0].in_use);
}

/* updBar then endBar through warp steps: warp-size arrival counts, release of all warps */
static void
test_bar_sync (Fx *fx, gconstpointer d)
{
  (void) d;
  CkStmt *b = st (fx, 0, CK_S_OP_BAR);
  b->sub = CK_BAR_SYNC;
  st (fx, 1, CK_S_OP_EXIT);
  fx_start (fx, 4, 8);
  CkWarp *w0 = &fx->block->warps[0], *w1 = &fx->block->warps[1];
  ck_warp_step (fx->run, w0);
  g_assert_cmpint (w0->state, ==, CK_WARP_AT_BARRIER);
  g_assert_true (fx->block->bars[0].in_use);                  /* prepBar */
  g_assert_cmpuint (fx->block->bars[0].thread_count, ==, 8);
  g_assert_cmpuint (fx->block->bars[0].arrived, ==, 4);       /* updArrCnt */
  g_assert_false (ck_warp_can_be_scheduled (w0));
  ck_warp_step (fx->run, w1);                                  /* endBar */
  g_assert_cmpint (w0->state, ==, CK_WARP_ACTIVE);
  g_assert_cmpint (w1->state, ==, CK_WARP_ACTIVE);
  g_assert_false (fx->block->bars[0].in_use);
  g_assert_cmpuint (w0->es.pc, ==, 1);
}

/* updArrCnt counts the whole warp even when only some lanes execute the barrier */
static void
test_bar_warp_granularity (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (1));
  CkStmt *b = guarded (fx, 1, CK_S_OP_BAR, 0, FALSE);
  b->sub = CK_BAR_SYNC;
  st (fx, 2, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 2);
  g_assert_cmpint (w->state, ==, CK_WARP_ACTIVE); /* 4 >= 4: completed at once */
}

/* bar.red: __syncthreads_count / _and / _or write the reduction to every participant */
static void
test_bar_red (Fx *fx, gconstpointer d)
{
  CkBarKind kind = GPOINTER_TO_INT (d);
  CkStmt *b = st (fx, 0, CK_S_OP_BAR);
  b->sub = (guint8) kind;
  b->b = lane_lt (3);
  b->dst = 1;
  st (fx, 1, CK_S_OP_EXIT);
  fx_start (fx, 4, 8);
  ck_warp_step (fx->run, &fx->block->warps[0]);
  ck_warp_step (fx->run, &fx->block->warps[1]);
  CkThread *t = &fx->block->warps[1].threads[2];
  guint64 want = kind == CK_BAR_RED_POPC ? 6 : kind == CK_BAR_RED_AND ? 0 : 1;
  g_assert_cmpuint (ck_thread_reg (t, 1)->u, ==, want);
}

/* Under independent thread scheduling a barrier waits for every thread of the block that has not
 * exited: lanes 0-1 wait at the barrier, lanes 2-3 of the same warp exit afterwards, and the
 * barrier completes then, as it does when the exited threads are in another warp (CUDA C++
 * Programming Guide, compute capability 7.x). */
static void
test_bar_its_exit_same_warp (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (2));
  tgt (fx, 1, CK_S_OP_BRA, 4)->guard = 0;
  fx->stmts[1].flags |= CK_SF_GUARD_NEG;   /* lanes 2-3 jump over the barrier */
  st (fx, 2, CK_S_OP_BAR)->sub = CK_BAR_SYNC;
  st (fx, 3, CK_S_OP_EXIT);
  st (fx, 4, CK_S_OP_NOP);
  st (fx, 5, CK_S_OP_EXIT);
  CkWarp *w = fx_start_its (fx, 4, 4);
  gboolean waited = FALSE;
  for (int i = 0; i < 16 && w->state != CK_WARP_COMPLETED; i++)
    {
      g_assert_true (ck_warp_can_be_scheduled (w));
      ck_warp_step (fx->run, w);
      if (fx->block->bars[0].in_use)
        {
          g_assert_cmpuint (w->its_blocked, ==, LANES (2));   /* lanes 0-1 wait alone */
          waited = TRUE;
        }
    }
  g_assert_true (waited);
  g_assert_cmpint (w->state, ==, CK_WARP_COMPLETED);
  g_assert_false (fx->block->bars[0].in_use);
}

/* A deadlock under independent thread scheduling is described per group of threads: lane 0
 * waits at the barrier, lanes 1-3 at __syncwarp() for lane 0 (its member mask names it). */
static void
test_its_describe_stuck (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (1));
  tgt (fx, 1, CK_S_OP_BRA, 4)->guard = 0;
  fx->stmts[1].flags |= CK_SF_GUARD_NEG;   /* lanes 1-3 go to the __syncwarp() */
  st (fx, 2, CK_S_OP_BAR)->sub = CK_BAR_SYNC;
  st (fx, 3, CK_S_OP_EXIT);
  st (fx, 4, CK_S_OP_SYNCWARP)->a = x_imm (CK_VT_U32, 0xf);
  st (fx, 5, CK_S_OP_EXIT);
  CkWarp *w = fx_start_its (fx, 4, 4);
  for (int i = 0; i < 8 && ck_warp_can_be_scheduled (w); i++)
    ck_warp_step (fx->run, w);
  g_assert_false (ck_warp_can_be_scheduled (w));
  GArray *out = g_array_new (FALSE, TRUE, sizeof (CkStuckWarp));
  ck_its_describe_stuck (fx->run, w, out);
  g_assert_cmpuint (out->len, ==, 2);
  const CkStuckWarp *bar = &g_array_index (out, CkStuckWarp, 0);
  const CkStuckWarp *sync = &g_array_index (out, CkStuckWarp, 1);
  g_assert_cmpuint (bar->waiting, ==, BIT (0));
  g_assert_true (bar->at_sync);
  g_assert_nonnull (strstr (bar->what, "barrier"));
  g_assert_cmpuint (sync->waiting, ==, LANES (4) & ~BIT (0));
  g_assert_true (sync->at_sync);
  g_assert_cmpstr (sync->what, ==, "__syncwarp()");
  g_assert_cmpuint (sync->waits_for, ==, BIT (0));
  g_array_free (out, TRUE);
}

/* [H §6.2] stack consistency (1)-(6): each condition holds on a state the lowering produces
 * and fails, naming itself, on one it must never produce. */
static void
test_stack_consistency (void)
{
  CkWarp w;
  CkExecToken toks[4];
  memset (&w, 0, sizeof w);
  w.es.tokens = toks;
  w.es.active = 0x1;
  CkStmt st;
  memset (&st, 0, sizeof st);
#define SET(...) do { CkExecToken t_[] = { __VA_ARGS__ }; memcpy (toks, t_, sizeof t_); \
                      w.es.n_tokens = G_N_ELEMENTS (t_); } while (0)
#define FAILS(o_, pc, cond) do { st.op = (o_); const char *why_ = ck_warp_check_stack_consistency (&w, &st, (pc)); \
                      g_assert_nonnull (why_); g_assert_true (g_str_has_prefix (why_, cond)); } while (0)
#define HOLDS(o_, pc) do { st.op = (o_); g_assert_null (ck_warp_check_stack_consistency (&w, &st, (pc))); } while (0)
  /* (1) break, (2) return, (6) call */
  SET ({ CK_TOK_SYNC, 0x3, 11 });
  FAILS (CK_S_OP_BRK, 10, "(1)");
  FAILS (CK_S_OP_RET, 10, "(2)");
  FAILS (CK_S_OP_CALL, 10, "(6)");
  SET ({ CK_TOK_CALL, 0x3, 11 }, { CK_TOK_BREAK, 0x3, 20 }, { CK_TOK_SYNC, 0x3, 15 });
  HOLDS (CK_S_OP_BRK, 12);
  HOLDS (CK_S_OP_RET, 12);
  HOLDS (CK_S_OP_CALL, 10);
  FAILS (CK_S_OP_CALL, 12, "(6)");
  /* (3) */
  SET ({ CK_TOK_SYNC, 0x3, 21 }, { CK_TOK_BREAK, 0x3, 30 });
  FAILS (CK_S_OP_SYNC, 20, "(3)");
  w.es.n_tokens = 0;
  FAILS (CK_S_OP_SYNC, 20, "(3)");
  /* (5): the sync token continues after the sync */
  SET ({ CK_TOK_SYNC, 0x3, 21 });
  HOLDS (CK_S_OP_SYNC, 20);
  FAILS (CK_S_OP_SYNC, 19, "(5)");
  /* (4): a diverge token above the sync token of pc + 1 that covers both paths */
  SET ({ CK_TOK_SYNC, 0x3, 21 }, { CK_TOK_DIVERGE, 0x2, 17 });
  HOLDS (CK_S_OP_SYNC, 20);
  FAILS (CK_S_OP_SYNC, 22, "(4)");
  SET ({ CK_TOK_SYNC, 0x1, 21 }, { CK_TOK_DIVERGE, 0x2, 17 });
  FAILS (CK_S_OP_SYNC, 20, "(4)");
  SET ({ CK_TOK_CALL, 0x3, 21 }, { CK_TOK_DIVERGE, 0x2, 17 });
  FAILS (CK_S_OP_SYNC, 20, "(4)");
  /* other statements are not control statements of the conditions */
  HOLDS (CK_S_OP_MOV, 20);
#undef SET
#undef FAILS
#undef HOLDS
}

/* [H §5.1.2] a function pointer value designates a function only at CK_FUNC_ADDR (i): one
 * decode for every caller (calls, launches, pthread_create, the runtime's callbacks). */
static void
test_program_func_at (Fx *fx, gconstpointer data)
{
  (void) data;
  CkSimtProgram *prog = &fx->prog;
  g_assert_true (ck_program_func_at (prog, CK_FUNC_ADDR (0)) == &fx->kernel);
  g_assert_true (ck_program_func_at (prog, CK_FUNC_ADDR (2)) == &fx->g);
  g_assert_null (ck_program_func_at (prog, CK_FUNC_ADDR (1) + 8));   /* between two functions */
  g_assert_null (ck_program_func_at (prog, CK_FUNC_ADDR (3)));       /* past the last one */
  g_assert_null (ck_program_func_at (prog, 0));
  g_assert_null (ck_program_func_at (prog, CK_FUNC_ADDR_BASE - 16));
}

int
main (int argc, char **argv)
{
  GC_INIT ();
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
#define T(path, fn) g_test_add ("/semantics/warp/" path, Fx, NULL, fx_setup, fn, fx_teardown)
  /* the 17 rules of ->CRS [H §5.4.1], in the thesis' order */
  T ("ssy", test_ssy);
  T ("preBrk", test_prebrk);
  T ("preRet", test_preret);
  T ("sync", test_sync);
  T ("brk_div", test_brk_div);
  T ("ret_div", test_ret_div);
  T ("exit_div", test_exit_div);
  T ("brk_uni", test_brk_uni);
  T ("ret_uni", test_ret_uni);
  T ("exit_uni", test_exit_uni);
  T ("bra_uni", test_bra_uni);
  T ("call_uni", test_call_uni);
  T ("bra_guard", test_bra_guard);
  T ("call_guard", test_call_guard);
  T ("bra_target", test_bra_target);
  T ("call_target", test_call_target);
  T ("next", test_next);
  T ("unwind-bottom", test_unwind_bottom);
  T ("unwind-bottom-exited", test_unwind_bottom_exited);
  T ("underpopulated-warp", test_underpopulated);
  g_test_add_func ("/semantics/warp/stack-consistency", test_stack_consistency);
#undef T
#define T(path, fn) g_test_add ("/semantics/block/" path, Fx, NULL, fx_setup, fn, fx_teardown)
  /* the barrier functions of [H §5.5.1] */
  T ("barInfo/one-element", test_bar_info);
  T ("prepBar/init-and-check", test_prep_bar);
  T ("updArrCnt/warp-size", test_upd_arr_cnt);
  T ("updArrCnt/its-per-thread", test_upd_arr_cnt_its);
  T ("endBar/release", test_end_bar);
  T ("endBar/exited-warp", test_end_bar_exited);
  T ("updBar/two-warps", test_bar_sync);
  T ("grid_bar/release", test_grid_bar);
  T ("grid_bar/diverged", test_grid_bar_diverged);
#undef T
  g_test_add ("/semantics/block/updArrCnt/warp-granularity", Fx, NULL, fx_setup, test_bar_warp_granularity, fx_teardown);
  g_test_add ("/semantics/block/bar.red/popc", Fx, GINT_TO_POINTER (CK_BAR_RED_POPC), fx_setup, test_bar_red, fx_teardown);
  g_test_add ("/semantics/block/bar.red/and", Fx, GINT_TO_POINTER (CK_BAR_RED_AND), fx_setup, test_bar_red, fx_teardown);
  g_test_add ("/semantics/block/bar.red/or", Fx, GINT_TO_POINTER (CK_BAR_RED_OR), fx_setup, test_bar_red, fx_teardown);
  g_test_add ("/semantics/block/endBar/its-exited-same-warp", Fx, NULL, fx_setup, test_bar_its_exit_same_warp, fx_teardown);
  g_test_add ("/semantics/its/describe-stuck/barrier-syncwarp", Fx, NULL, fx_setup, test_its_describe_stuck, fx_teardown);
  g_test_add ("/semantics/program/func-at/decode", Fx, NULL, fx_setup, test_program_func_at, fx_teardown);
  g_test_summary ("Every rule of ->CRS [H 5.4.1] and every barrier function of [H 5.5.1] on hand-built programs.");
  return g_test_run ();
}
