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

static const CkExecToken *
top (const CkWarp *w)
{
  g_assert_cmpuint (w->es.n_tokens, >, 0);
  return &w->es.tokens[w->es.n_tokens - 1];
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

/* (ssy): pushes (sync, alpha, pc1), pc + 1 */
static void
test_ssy (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_SSY, 2);
  st (fx, 1, CK_S_OP_NOP);
  st (fx, 2, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 1);
  g_assert_cmpuint (w->es.pc, ==, 1);
  g_assert_cmpint (top (w)->type, ==, CK_TOK_SYNC);
  g_assert_cmpuint (top (w)->mask, ==, LANES (4));
  g_assert_cmpuint (top (w)->pc, ==, 2);
}

/* (preBrk) and (preRet): push (break, alpha, pc1) / (call, alpha, pc1) */
static void
test_prebrk_preret (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PREBRK, 3);
  tgt (fx, 1, CK_S_OP_PRERET, 3);
  st (fx, 2, CK_S_OP_NOP);
  st (fx, 3, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 1);
  g_assert_cmpint (top (w)->type, ==, CK_TOK_BREAK);
  step (fx, w, 1);
  g_assert_cmpint (top (w)->type, ==, CK_TOK_CALL);
  g_assert_cmpuint (top (w)->pc, ==, 3);
  g_assert_cmpuint (w->es.n_tokens, ==, 2);
  g_assert_cmpuint (w->es.pc, ==, 2);
}

/* (next): no lane generates a control flow action, pc + 1 */
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
  g_assert_cmpuint (w->es.pc, ==, 2);
  g_assert_cmpuint (w->es.active, ==, LANES (4));
  g_assert_cmpuint (w->es.n_tokens, ==, 0);
}

/* (bra_uni): every active lane branches to the same target */
static void
test_bra_uni (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_BRA, 2);
  st (fx, 1, CK_S_OP_EXIT);
  st (fx, 2, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 4, 4);
  step (fx, w, 1);
  g_assert_cmpuint (w->es.pc, ==, 2);
  g_assert_cmpuint (w->es.active, ==, LANES (4));
  g_assert_cmpuint (w->es.n_tokens, ==, 0);
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
  g_assert_cmpuint (w->es.pc, ==, 3);
  g_assert_cmpuint (w->es.active, ==, BIT (0));
  g_assert_cmpint (top (w)->type, ==, CK_TOK_DIVERGE);
  g_assert_cmpuint (top (w)->mask, ==, BIT (1));
  g_assert_cmpuint (top (w)->pc, ==, 2);
}

/* (bra_target): lanes with different targets; the others re-execute the branch later */
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
  g_assert_cmpuint (w->es.pc, ==, 1);
  g_assert_cmpuint (w->es.active, ==, BIT (0) | BIT (3));
  g_assert_cmpint (top (w)->type, ==, CK_TOK_DIVERGE);
  g_assert_cmpuint (top (w)->mask, ==, BIT (1) | BIT (2));
  g_assert_cmpuint (top (w)->pc, ==, 0);
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
  g_assert_cmpuint (w->es.active, ==, LANES (2));
  step (fx, w, 1); /* sync pops the diverge token: lanes 2, 3 at pc 3 */
  g_assert_cmpuint (w->es.pc, ==, 3);
  g_assert_cmpuint (w->es.active, ==, BIT (2) | BIT (3));
  step (fx, w, 1); /* sync pops the sync token: all lanes at pc 4 */
  g_assert_cmpuint (w->es.pc, ==, 4);
  g_assert_cmpuint (w->es.active, ==, LANES (4));
  g_assert_cmpuint (w->es.n_tokens, ==, 0);
}

/* (brk_div) then (brk_uni): disabled with break, re-enabled by the break token */
static void
test_brk (Fx *fx, gconstpointer d)
{
  (void) d;
  tgt (fx, 0, CK_S_OP_PREBRK, 4);
  set_pred (fx, 1, 0, lane_lt (1));
  guarded (fx, 2, CK_S_OP_BRK, 0, FALSE);
  st (fx, 3, CK_S_OP_BRK);
  st (fx, 4, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 3);
  /* brk_div */
  g_assert_cmpuint (w->es.pc, ==, 3);
  g_assert_cmpuint (w->es.active, ==, BIT (1));
  g_assert_cmpuint (w->es.dis_break, ==, BIT (0));
  step (fx, w, 1);
  /* brk_uni: unwind to the break token; enable(alpha, delta, break) */
  g_assert_cmpuint (w->es.pc, ==, 4);
  g_assert_cmpuint (w->es.active, ==, LANES (2));
  g_assert_cmpuint (w->es.dis_break, ==, 0);
  g_assert_cmpuint (w->es.n_tokens, ==, 0);
}

/* (exit_div) then (exit_uni): unwind with an empty stack completes the warp */
static void
test_exit (Fx *fx, gconstpointer d)
{
  (void) d;
  set_pred (fx, 0, 0, lane_lt (1));
  guarded (fx, 1, CK_S_OP_EXIT, 0, FALSE);
  st (fx, 2, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 2, 2);
  step (fx, w, 2);
  g_assert_cmpuint (w->es.active, ==, BIT (1));
  g_assert_cmpuint (w->es.dis_exit, ==, BIT (0));
  step (fx, w, 1);
  g_assert_cmpint (w->state, ==, CK_WARP_COMPLETED);
  g_assert_cmpuint (w->es.dis_exit, ==, LANES (2));
}

/* unwind = ⊥: lanes wait for a break but no token is left (an inconsistent program) */
static void
test_unwind_bottom (Fx *fx, gconstpointer d)
{
  (void) d;
  st (fx, 0, CK_S_OP_BRK);
  st (fx, 1, CK_S_OP_EXIT);
  CkWarp *w = fx_start (fx, 2, 2);
  ck_warp_step (fx->run, w);
  g_assert_cmpint (w->state, ==, CK_WARP_FAULTED);
}

/* (call_uni), (ret_div), (ret_uni): frames pushed and popped per thread; the call token
 * resumes every caller after the call */
static void
test_call_ret (Fx *fx, gconstpointer d)
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
  step (fx, w, 2);
  g_assert_cmpuint (w->es.pc, ==, 3);                /* call_uni */
  g_assert_cmpuint (w->threads[0].depth, ==, 2);
  step (fx, w, 2);
  g_assert_cmpuint (w->es.dis_return, ==, BIT (0));  /* ret_div */
  g_assert_cmpuint (w->threads[0].depth, ==, 1);
  g_assert_cmpuint (w->es.active, ==, BIT (1));
  step (fx, w, 1);                                   /* ret_uni: unwind to the call token */
  g_assert_cmpuint (w->es.pc, ==, 2);
  g_assert_cmpuint (w->es.active, ==, LANES (2));
  g_assert_cmpuint (w->es.dis_return, ==, 0);
  g_assert_cmpuint (w->threads[1].depth, ==, 1);
}

/* (call_guard): only the taken lanes call; no token for the others */
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
  g_assert_cmpuint (w->es.pc, ==, 4);
  g_assert_cmpuint (w->es.active, ==, BIT (0));
  g_assert_cmpuint (w->es.n_tokens, ==, 1);
  g_assert_cmpint (top (w)->type, ==, CK_TOK_CALL);
  g_assert_cmpuint (w->threads[0].depth, ==, 2);
  g_assert_cmpuint (w->threads[1].depth, ==, 1);
}

/* (call_target): lanes calling different functions through a pointer */
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
  g_assert_cmpuint (w->es.pc, ==, 3);
  g_assert_cmpuint (w->es.active, ==, BIT (0));
  g_assert_cmpint (top (w)->type, ==, CK_TOK_DIVERGE);
  g_assert_cmpuint (top (w)->pc, ==, 1);
  g_assert_cmpuint (top (w)->mask, ==, BIT (1));
  step (fx, w, 1);   /* f returns: the diverge token re-runs the call for lane 1 */
  g_assert_cmpuint (w->es.pc, ==, 1);
  g_assert_cmpuint (w->es.active, ==, BIT (1));
  step (fx, w, 1);
  g_assert_cmpuint (w->es.pc, ==, 4);
  step (fx, w, 1);
  g_assert_cmpuint (w->es.pc, ==, 2);
  g_assert_cmpuint (w->es.active, ==, LANES (2));
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

/* [H §5.5.1] prepBar + updArrCnt + endBar: warp-size arrival counts, release of all warps */
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
  g_assert_cmpuint (t->regs[t->fp + 1].u, ==, want);
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

int
main (int argc, char **argv)
{
  GC_INIT ();
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
#define T(path, fn) g_test_add ("/semantics/warp/" path, Fx, NULL, fx_setup, fn, fx_teardown)
  T ("ssy", test_ssy);
  T ("preBrk-preRet", test_prebrk_preret);
  T ("next", test_next);
  T ("bra_uni", test_bra_uni);
  T ("bra_guard", test_bra_guard);
  T ("bra_target", test_bra_target);
  T ("sync", test_sync);
  T ("brk_div-brk_uni", test_brk);
  T ("exit_div-exit_uni", test_exit);
  T ("unwind-bottom", test_unwind_bottom);
  T ("call_uni-ret_div-ret_uni", test_call_ret);
  T ("call_guard", test_call_guard);
  T ("call_target", test_call_target);
  T ("underpopulated-warp", test_underpopulated);
#undef T
  g_test_add ("/semantics/block/prepBar-updArrCnt-endBar", Fx, NULL, fx_setup, test_bar_sync, fx_teardown);
  g_test_add ("/semantics/block/updArrCnt/warp-granularity", Fx, NULL, fx_setup, test_bar_warp_granularity, fx_teardown);
  g_test_add ("/semantics/block/bar.red/popc", Fx, GINT_TO_POINTER (CK_BAR_RED_POPC), fx_setup, test_bar_red, fx_teardown);
  g_test_add ("/semantics/block/bar.red/and", Fx, GINT_TO_POINTER (CK_BAR_RED_AND), fx_setup, test_bar_red, fx_teardown);
  g_test_add ("/semantics/block/bar.red/or", Fx, GINT_TO_POINTER (CK_BAR_RED_OR), fx_setup, test_bar_red, fx_teardown);
  g_test_add ("/semantics/block/endBar/its-exited-same-warp", Fx, NULL, fx_setup, test_bar_its_exit_same_warp, fx_teardown);
  g_test_add ("/semantics/its/describe-stuck/barrier-syncwarp", Fx, NULL, fx_setup, test_its_describe_stuck, fx_teardown);
  g_test_summary ("Every rule of ->CRS [H 5.4.1] and every barrier function of [H 5.5.1] on hand-built programs.");
  return g_test_run ();
}
