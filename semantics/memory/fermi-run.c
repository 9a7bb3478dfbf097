/* semantics/memory/fermi-run.c — mode fermi (`--memory=fermi`, issue 9): the run's side of the
 * memory environment of [H ch. 4]. A warp's LD, ST and ATOM issue one memory operation per lane
 * (our translator neither coalesces nor splits: [H §4.4.1] leaves coalescing to an abstract
 * function, and one operation per lane is one of its valid choices); loads and atomics block
 * their destination register until their program releases it; a warp whose next statement
 * touches a blocked register, or that must wait for its lanes' operations (fences, barriers,
 * calls, returns, exits, builtins), cannot be scheduled ([H §5.7.1] canBeScheduled). After
 * every round of warp steps the run takes micro steps of the programs in flight and silent
 * rules [H §4.6], chosen with the run's seeded random numbers, so that each seed is one
 * reproducible interleaving.
 *
 * Ordering beyond the thesis: two operations of one thread on overlapping bytes step in issue
 * order (ck_fermi_may_step says why).
 *
 * Cache operators, as nvcc emits them for compute capability 2.x (and written in cudak(1)):
 * global and local loads .ca (listing 4.2), volatile loads .cv, global stores .wb (listing 4.1),
 * local stores .wb into L1, shared and constant accesses bypass the caches, atomics on global
 * memory listing 4.4 and on shared memory listing 4.5.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"
#include "semantics/trace.h"
#include "semantics/memory/fermi.h"
#include "semantics/eval.h"

/* What a lane's operation delivers when its program says writeToRegs / releaseRegs / atomOp. */
typedef struct Pending {
  CkRun *run;
  CkWarp *w;
  CkThread *t;
  int lane;
  gint64 reg;                  /* slot of t's register stack of the blocked register, or -1 */
  CkVT vt;
  CkAtomOp aop;
  CkVal b, c;
  CkMemOpKind kind;
  gboolean is_partial;         /* CK_SF_PARTIAL: a bit-field store's read */
  CkSrcLoc loc;
  /* every access tells the observers when it takes effect, not at its issue (ck_fermi_warp_mem) */
  gboolean is_volatile;
  CkAlloc *alloc;
  guint64 addr;
  guint32 size;
  guint64 store_value;
  guint64 atom_old, atom_new;
} Pending;

/* ---- DRAM and shared memory: the allocations of the run, with a store sequence per byte ---- */

static CkAlloc *
live_alloc (CkRun *run, guint64 addr)
{
  CkAlloc *a = ck_mem_lookup (run->mem, addr);
  return a && !a->is_freed && a->data ? a : NULL;
}

static void
backing_read (gpointer self, guint64 addr, guint32 size, guint8 *data, guint32 *seq)
{
  CkRun *run = self;
  for (guint32 i = 0; i < size;)
    {
      CkAlloc *a = live_alloc (run, addr + i);
      if (!a)
        {
          data[i] = 0;
          seq[i] = 0;
          i++;
          continue;
        }
      guint64 off = addr + i - a->base;
      guint32 n = (guint32) MIN ((guint64) (size - i), a->size - off);
      memcpy (data + i, a->data + off, n);
      if (a->seq)
        memcpy (seq + i, a->seq + off, n * sizeof (guint32));
      else
        memset (seq + i, 0, n * sizeof (guint32));
      i += n;
    }
}

static void
backing_write (gpointer self, guint64 addr, guint32 size, const guint8 *data, const guint32 *seq,
               const guint64 *mask)
{
  CkRun *run = self;
  for (guint32 i = 0; i < size; i++)
    {
      if (mask && !((mask[i / 64] >> (i % 64)) & 1))
        continue;
      CkAlloc *a = live_alloc (run, addr + i);
      if (!a)
        continue;
      guint64 off = addr + i - a->base;
      if (a->data[off] != data[i])
        run->mem_changes++;
      a->data[off] = data[i];
      if (seq[i] && !a->seq)
        a->seq = g_new0 (guint32, a->size);
      if (a->seq)
        a->seq[off] = seq[i];
    }
}

/* ---- the operational expressions that reach the registers [H §4.4.3] ------------------------ */

static void
unblock (CkThread *t, gint64 reg)
{
  for (guint32 i = 0; i < t->n_blocked; i++)
    if (t->blocked[i] == (guint32) reg)
      {
        t->blocked[i] = t->blocked[--t->n_blocked];
        return;
      }
}

/* writeToRegs: the decomposition function of one lane's operation */
static void
hook_write_to_regs (gpointer self, CkMemOp *op, const guint8 *value, const guint32 *seq)
{
  CkRun *run = self;
  const CkMemOpDesc *d = ck_mem_op_desc (op);
  Pending *p = d->user;
  if (p->t == NULL)
    return;   /* its grid is gone (ck_fermi_grid_abandon) */
  if (p->reg >= 0)
    {
      CkVal v = { 0 };
      memcpy (&v, value, MIN (d->size, sizeof v));
      *ck_thread_slot (p->t, p->reg) = ck_vt_is_float (p->vt) ? v : ck_eval_normalize (v, p->vt);
    }
  if ((run->opts.trace & CK_TRACE_MEM_LINES) && ck_trace_wants (run, p->w))
    {
      guint64 v = 0;
      memcpy (&v, value, MIN (d->size, 8));
      ck_trace_mem_line (run, "mid %u %s delivered 0x%" G_GINT64_MODIFIER "x (%u bytes at 0x%"
                     G_GINT64_MODIFIER "x, written by mid %u) to block %u thread %u\n",
                     ck_mem_op_mid (op), ck_mem_op_program_name (op), v, d->size, d->addr, seq[0],
                     p->w->block->linear, p->t->linear);
    }
  if (p->kind == CK_MOP_LOAD)
    {
      guint64 v = 0;
      memcpy (&v, value, MIN (d->size, 8));
      run->access_partial = p->is_partial;
      ck_mem_notify_lane (run, p->w, p->lane, CK_ACC_READ, p->addr, p->size, p->alloc, v, v,
                          p->loc, p->is_volatile, ck_mem_op_mid (op));
      run->access_partial = FALSE;
    }
  if (p->kind == CK_MOP_LOAD && ck_run_observes (run, on_load_value))
    {
      CkLoadValueEvent ev = { 0 };
      ev.who = &p->w->who;
      ev.lane = p->lane;
      ev.mid = ck_mem_op_mid (op);
      ev.addr = d->addr;
      ev.size = d->size;
      ev.value = value;
      ev.seq = seq;
      ev.loc = p->loc;
      ev.sm = d->pid;
      ev.program = ck_mem_op_program_name (op);
      ck_run_on_load_value (run, &ev);
    }
}

/* releaseRegs: the last thing every program does; the operation is then over for the thread */
static void
hook_release_regs (gpointer self, CkMemOp *op)
{
  CkRun *run = self;
  Pending *p = ck_mem_op_desc (op)->user;
  if (p->t && p->reg >= 0)
    unblock (p->t, p->reg);
  if (p->t)
    p->t->n_in_flight--;
  if (p->kind != CK_MOP_LOAD)
    run->mem_changes++;       /* a store landed: a spinning warp may now see something new */
  g_free (p);
}

/* atomOp: aop of [H §4.4.3] */
static void
hook_atom_op (gpointer self, CkMemOp *op, const guint8 *old_value, guint8 *new_value)
{
  (void) self;
  const CkMemOpDesc *d = ck_mem_op_desc (op);
  Pending *p = d->user;
  CkVal o = { 0 }, nv = { 0 };
  memcpy (&o, old_value, MIN (d->size, sizeof o));
  if (!ck_vt_is_float (p->vt))
    o = ck_eval_normalize (o, p->vt);
  ck_atom_compute (p->aop, p->vt, o, p->b, p->c, &nv);
  memcpy (new_value, &nv, d->size);
  memcpy (&p->atom_old, old_value, MIN (d->size, 8));
  memcpy (&p->atom_new, new_value, MIN (d->size, 8));
}

/* A store or atomic wrote where the others read: the observers see it now, in the memory's
 * (coherence) order, which is the order stale reads and acquires are judged in. */
static void
hook_performed (gpointer self, CkMemOp *op)
{
  CkRun *run = self;
  Pending *p = ck_mem_op_desc (op)->user;
  if (p->t == NULL)
    return;   /* its grid is gone (ck_fermi_grid_abandon): nobody is told */
  if ((run->opts.trace & CK_TRACE_MEM_LINES) && ck_trace_wants (run, p->w))
    ck_trace_mem_line (run, "mid %u %s performed: %u bytes at 0x%" G_GINT64_MODIFIER "x = 0x%"
                   G_GINT64_MODIFIER "x by block %u thread %u (line %u)\n", ck_mem_op_mid (op),
                   p->kind == CK_MOP_ATOM ? "atom" : "st", p->size, p->addr,
                   p->kind == CK_MOP_ATOM ? p->atom_new : p->store_value, p->w->block->linear,
                   p->t->linear, p->loc.line);
  if (p->kind == CK_MOP_ATOM)
    ck_mem_notify_lane (run, p->w, p->lane, CK_ACC_ATOMIC, p->addr, p->size, p->alloc, p->atom_old,
                        p->atom_new, p->loc, FALSE, ck_mem_op_mid (op));
  else
    ck_mem_notify_lane (run, p->w, p->lane, CK_ACC_WRITE, p->addr, p->size, p->alloc, 0,
                        p->store_value, p->loc, p->is_volatile, ck_mem_op_mid (op));
}

/* --trace=mem: the micro steps and cache-line changes of the memory environment */
static void
hook_trace (gpointer self, const char *text)
{
  ck_trace_mem_line (self, "%s\n", text);
}

void
ck_fermi_run_init (CkRun *run)
{
  CkFermiConfig cfg;
  ck_fermi_config_init (&cfg, run->model->n_sms);
  CkFermiBacking backing = { run, backing_read, backing_write };
  CkFermiHooks hooks = { run, hook_write_to_regs, hook_release_regs, hook_atom_op, hook_performed,
                         (run->opts.trace & CK_TRACE_MEM_LINES) ? hook_trace : NULL };
  run->fermi = ck_fermi_new (&cfg, &backing, &hooks);
}

void
ck_fermi_run_fini (CkRun *run)
{
  if (!run->fermi)
    return;
  /* operations still in flight (a kernel aborted): their Pending records go with them */
  for (guint i = 0; i < ck_fermi_n_in_flight (run->fermi); i++)
    g_free (ck_mem_op_desc (ck_fermi_in_flight (run->fermi, i))->user);
  ck_fermi_free (run->fermi);
  run->fermi = NULL;
}

/* ---- issue ------------------------------------------------------------------------------------ */

static CkMemOpSpace
space_of (const CkAlloc *a)
{
  switch (a->space)
    {
    case CK_SPACE_SHARED: return CK_MSPACE_SHARED;
    case CK_SPACE_LOCAL: return CK_MSPACE_LOCAL;
    case CK_SPACE_CONST: return CK_MSPACE_CONST;
    default: return CK_MSPACE_GLOBAL;   /* global, managed, mapped host memory */
    }
}

/* The cache operator nvcc gives an access for compute capability 2.x (cudak(1), "--memory"):
 * a load intrinsic's own ([ldc]); ld.global.nc of __ldg reads through the read-only cache,
 * which Fermi does not have: its L1 is the nearest, and the data must not change while the
 * kernel runs, so a stale line there is the program's error. */
static CkCacheOp
cache_op_of (CkMemOpKind kind, CkMemOpSpace sp, gboolean is_volatile, CkLdCacheOp ldc)
{
  static const CkCacheOp of_ldc[CK_LDC__COUNT] = {
    [CK_LDC_DEFAULT] = CK_COP_CA, [CK_LDC_CA] = CK_COP_CA, [CK_LDC_CG] = CK_COP_CG,
    [CK_LDC_CS] = CK_COP_CS, [CK_LDC_LU] = CK_COP_LU, [CK_LDC_CV] = CK_COP_CV,
    [CK_LDC_NC] = CK_COP_CA,
  };
  if (kind == CK_MOP_ATOM || sp == CK_MSPACE_SHARED || sp == CK_MSPACE_CONST)
    return CK_COP_NONE;
  if (kind == CK_MOP_LOAD)
    return is_volatile ? CK_COP_CV : of_ldc[ldc];
  return CK_COP_WB;
}

CkMask
ck_fermi_warp_mem (CkRun *run, CkWarp *w, const CkStmt *s, CkMask exec, const guint64 *addr,
                   const CkVal *b, const CkVal *c)
{
  CkFermi *f = run->fermi;
  CkMemOpKind kind = s->op == CK_S_OP_LD ? CK_MOP_LOAD : s->op == CK_S_OP_ST ? CK_MOP_STORE : CK_MOP_ATOM;
  CkAccessKind ak = kind == CK_MOP_LOAD ? CK_ACC_READ : kind == CK_MOP_STORE ? CK_ACC_WRITE : CK_ACC_ATOMIC;
  gboolean is_volatile = (s->flags & CK_SF_VOLATILE) != 0;
  guint32 mids[CK_MAX_WARP] = { 0 };
  CkAlloc *allocs[CK_MAX_WARP];
  CkVal vals[CK_MAX_WARP];
  guint32 next = ck_fermi_next_mid (f);
  FOR_LANES (exec, l)
    {
      mids[l] = next++;
      vals[l] = kind == CK_MOP_LOAD ? (CkVal) { 0 } : b[l];
    }
  /* the observers see every access when it takes effect, not at its issue: stores and atomics
     when their write reaches the level others read (the memory's coherence order, which
     acquires and stale reads follow), loads when their value arrives. A load seen at its issue
     would precede the thread's own earlier store to the same bytes, still in flight, and be
     reported as reading uninitialised memory (corpus/memory/local-spill.cu). Nothing is lost:
     fences, barriers and exits wait for the thread's operations (ck_fermi_warp_ready), so a
     late event still comes before any later synchronisation of its thread. */
  CkMask bad = ck_mem_warp_issue (run, w, ak, exec, addr, s->size, vals, sizeof (CkVal), s->loc,
                                  is_volatile, mids, FALSE, allocs);
  if (bad)
    return bad;   /* the warp stops; nothing of this statement is issued */
  FOR_LANES (exec, l)
    {
      CkThread *t = &w->threads[l];
      Pending *p = g_new0 (Pending, 1);
      p->run = run;
      p->w = w;
      p->t = t;
      p->lane = l;
      p->vt = (CkVT) s->vt;
      p->aop = (CkAtomOp) s->sub;
      p->kind = kind;
      p->is_partial = (s->flags & CK_SF_PARTIAL) != 0;
      p->loc = s->loc;
      p->reg = -1;
      p->is_volatile = is_volatile;
      p->alloc = allocs[l];
      p->addr = addr[l];
      p->size = s->size;
      if (kind == CK_MOP_STORE)
        memcpy (&p->store_value, &b[l], MIN (s->size, 8));
      if (kind == CK_MOP_ATOM)
        {
          p->b = b[l];
          p->c = c ? c[l] : (CkVal) { 0 };
        }
      if (kind != CK_MOP_STORE && s->dst >= 0)
        {
          p->reg = (gint64) t->fp + s->dst;
          if (t->n_blocked == t->blocked_cap)
            {
              t->blocked_cap = MAX (8, t->blocked_cap * 2);
              t->blocked = g_renew (guint32, t->blocked, t->blocked_cap);
            }
          t->blocked[t->n_blocked++] = (guint32) p->reg;
        }
      CkMemOpDesc d = { 0 };
      d.kind = kind;
      d.space = space_of (allocs[l]);
      d.cop = cache_op_of (kind, d.space, is_volatile,
                         kind == CK_MOP_LOAD ? (CkLdCacheOp) s->sub : CK_LDC_DEFAULT);
      d.pid = w->block->sm;
      d.addr = addr[l];
      d.size = s->size;
      if (kind == CK_MOP_STORE)
        memcpy (d.value, &b[l], MIN (s->size, sizeof (CkVal)));
      d.is_volatile = is_volatile;
      d.thread = t;
      d.bank_key = allocs[l];
      d.bank_base = allocs[l]->base;
      d.user = p;
      d.user_lane = (guint32) l;
      d.untraced = (run->opts.trace & CK_TRACE_MEM_LINES) && !ck_trace_wants (run, w);
      t->n_in_flight++;
      CkMemOp *op = ck_fermi_issue (f, &d);
      g_assert (ck_mem_op_mid (op) == mids[l]);
      if ((run->opts.trace & CK_TRACE_MEM_LINES) && ck_trace_wants (run, w))
        ck_trace_mem_line (run, "mid %u issued: %s, %u bytes at 0x%" G_GINT64_MODIFIER "x by block %u thread %u on SM %u (%s:%d)\n",
                       mids[l], ck_mem_op_program_name (op), s->size, addr[l], w->block->linear,
                       t->linear, w->block->sm, s->loc.file ? s->loc.file->name : "?", s->loc.line);
    }
  return 0;
}

/* ---- [H §5.7.1] canBeScheduled: blocked registers and outstanding operations ------------------ */

static gboolean
expr_reads_blocked (const CkExpr *e, const CkThread *t)
{
  for (; e; e = e->b)
    {
      if (e->op == CK_X_REG)
        for (guint32 i = 0; i < t->n_blocked; i++)
          if (t->blocked[i] == t->fp + (guint32) e->reg)
            return TRUE;
      if (e->a && expr_reads_blocked (e->a, t))
        return TRUE;
      if (e->c && expr_reads_blocked (e->c, t))
        return TRUE;
    }
  return FALSE;
}

static gboolean
reg_blocked (const CkThread *t, gint32 r)
{
  if (r < 0)
    return FALSE;
  for (guint32 i = 0; i < t->n_blocked; i++)
    if (t->blocked[i] == t->fp + (guint32) r)
      return TRUE;
  return FALSE;
}

gboolean
ck_fermi_warp_ready (const CkRun *run, const CkWarp *w)
{
  const CkStmt *s = &run->prog->stmts[w->es.pc];
  CkMask lanes = w->es.active;
  gboolean waits_for_all;
  switch ((CkSOp) s->op)
    {
    case CK_S_OP_MEMBAR: case CK_S_OP_BAR: case CK_S_OP_SYNCWARP: case CK_S_OP_CALL:
    case CK_S_OP_RET: case CK_S_OP_EXIT: case CK_S_OP_BUILTIN: case CK_S_OP_COPY:
    case CK_S_OP_ZERO: case CK_S_OP_LAUNCH:
      /* a fence or barrier waits for the thread's operations [H §4.6]; frames and builtins
         (which reach memory directly) too */
      waits_for_all = TRUE;
      break;
    default:
      waits_for_all = FALSE;
      break;
    }
  FOR_LANES (lanes, l)
    {
      const CkThread *t = &w->threads[l];
      if (!t->n_in_flight)
        continue;
      if (waits_for_all)
        return FALSE;
      if (!t->n_blocked)
        continue;
      if (reg_blocked (t, s->guard) || reg_blocked (t, s->dst)
          || expr_reads_blocked (s->a, t) || expr_reads_blocked (s->b, t)
          || expr_reads_blocked (s->c, t) || expr_reads_blocked (s->d, t))
        return FALSE;
      for (guint32 i = 0; i < s->n_args; i++)
        if (expr_reads_blocked (s->args[i], t))
          return FALSE;
    }
  return TRUE;
}

/* ---- [H §4.6] micro steps and silent rules ---------------------------------------------------- */

guint
ck_fermi_round (CkRun *run, gboolean warps_stepped)
{
  CkFermi *f = run->fermi;
  guint n = ck_fermi_n_in_flight (f), done = 0;
  if (n == 0)
    return 0;
  /* which programs step this round: each that may, with probability 1/2 (all of them when no
     warp could move: then memory is the only thing that can) */
  CkMemOp **pick = g_new (CkMemOp *, n);
  guint n_pick = 0;
  for (guint i = 0; i < n; i++)
    if (ck_fermi_may_step (f, ck_fermi_in_flight (f, i)) && (!warps_stepped || g_rand_boolean (run->rand)))
      pick[n_pick++] = ck_fermi_in_flight (f, i);
  for (guint i = 0; i < n_pick; i++)
    {
      if (!ck_fermi_step (f, pick[i]) && ck_fermi_make_room (f, pick[i]))
        done++;
      done++;
    }
  g_free (pick);
  /* write-backs and L2 evictions may happen at any time; an L1 line leaves only when its set
     needs room (see ck_fermi_silent_step_l2), as on a GPU where nothing else uses the cache */
  if (g_rand_int_range (run->rand, 0, 4) == 0)
    done += ck_fermi_silent_step_writeback (f, run->rand) ? 1 : 0;
  return done;
}

/* A grid is freed while operations of its warps are still in flight (it was stopped: a fault,
 * a timeout, the program's exit): the operations stay in the memory system, as on a GPU where
 * a store already issued still lands, but they no longer deliver to the warps, which are gone.
 * Before this, a later round wrote to the registers of a freed warp (found by make fuzz-run on
 * corpus/streams/no-room.cu under --memory=fermi). */
void
ck_fermi_grid_abandon (CkRun *run, const CkGrid *g)
{
  for (guint i = 0; i < ck_fermi_n_in_flight (run->fermi); i++)
    {
      Pending *p = ck_mem_op_desc (ck_fermi_in_flight (run->fermi, i))->user;
      if (p->w && p->w->block->grid == g)
        p->w = NULL, p->t = NULL;
    }
}

void
ck_fermi_grid_end (CkRun *run)
{
  if (run->fermi && ck_fermi_n_in_flight (run->fermi) == 0)
    ck_fermi_drain (run->fermi);
}

gboolean
ck_fermi_stores_in_flight (const CkRun *run)
{
  for (guint i = 0; i < ck_fermi_n_in_flight (run->fermi); i++)
    if (ck_mem_op_desc (ck_fermi_in_flight (run->fermi, i))->kind != CK_MOP_LOAD)
      return TRUE;
  return FALSE;
}
