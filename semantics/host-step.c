/* semantics/host-step.c — the host thread's common statements, stepped without the warp
 * machinery (issue 22): the same rules of [H §5.4.3] as warp.c's ck_warp_exec for one lane.
 * SPDX-License-Identifier: MIT */
#include <stddef.h>
#include <string.h>
#include "semantics/sem.h"
#include "semantics/eval.h"

gboolean
ck_host_is_fast (const CkRun *run)
{
  return !run->opts.trace && !run->opts.verify_cfc && !run->fermi
         && run->opts.sched != CK_SCHED_RANDOM;
}

/* Lane 0's value of [e]: a register or a constant read in place, any other node through the
 * scalar evaluator, as ck_eval of a one-lane mask gives it in .u. */
#define HV(e) ((e)->op == CK_X_REG ? regs[(e)->reg].u : (e)->op == CK_X_IMM ? (e)->imm.u \
               : (e)->eval1 ? (e)->eval1 (&x, (e), 0) : ck_eval_lane (&x, (e), 0))

/* A plain load ([wr] 0) or store ([wr] 1, the value in [*v]) of [size] 1, 2, 4 or 8 bytes at
 * [addr], aligned to its size, inside an allocation of [cache] whose accesses need no event
 * (CkLane0Cache.mode): what ck_mem_lane0_access does for it, with the observer's part done in
 * place (CkObserver.host_access_bits: a store sets its init bits, a load tests them). FALSE,
 * having done nothing, when the access is not of that kind or a load finds a clear bit: then
 * ck_mem_lane0_access does it, with its event (which reports the uninitialised read). A load's
 * bytes come zero-extended in [*v]. [*slot] is the entry the statement's last access hit
 * (CkHostOp.slot), tried first (a loop's two loads hit one entry each). */
static inline __attribute__ ((always_inline)) gboolean
quick_access (CkRun *run, CkLane0Cache *cache, int wr, guint64 addr, guint32 size, guint64 *v,
              guint8 *slot)
{
  if ((size & (size - 1)) != 0 || (addr & (size - 1)) != 0)
    return FALSE;
  G_STATIC_ASSERT (CK_LANE0_CACHED == 2);
  int i = *slot;
  /* inside [qlo, qlo + qspan): no wrap-around either way */
  guint64 off = addr - cache->qlo[wr][i];
  if (!(off < cache->qspan[wr][i] && cache->qspan[wr][i] - off >= size))
    {
      i ^= 1;
      off = addr - cache->qlo[wr][i];
      if (!(off < cache->qspan[wr][i] && cache->qspan[wr][i] - off >= size))
        return FALSE;
      *slot = (guint8) i;
    }
  guint8 *p = cache->ok[wr][i]->data + off;
  guint8 *bits = cache->bits[wr][i];
  guint8 m = (guint8) ((1u << size) - 1);
  if (!wr)
    {
      /* (a byte of bits all set: its 8 bytes are initialised, the common case) */
      if (bits && bits[off >> 3] != 0xff && ((bits[off >> 3] >> (off & 7)) & m) != m)
        return FALSE;
      switch (size)
        {
        case 1: *v = *p; break;
        case 2: { guint16 x; memcpy (&x, p, 2); *v = x; break; }
        case 4: { guint32 x; memcpy (&x, p, 4); *v = x; break; }
        default: memcpy (v, p, 8); break;
        }
    }
  else
    {
      guint64 newv = *v, oldv;
      switch (size)
        {
        case 1:
          oldv = *p;
          newv = (guint8) newv;
          *p = (guint8) newv;
          break;
        case 2:
          {
            guint16 x;
            memcpy (&x, p, 2);
            oldv = x;
            x = (guint16) newv;
            newv = x;
            memcpy (p, &x, 2);
            break;
          }
        case 4:
          {
            guint32 x;
            memcpy (&x, p, 4);
            oldv = x;
            x = (guint32) newv;
            newv = x;
            memcpy (p, &x, 4);
            break;
          }
        default:
          memcpy (&oldv, p, 8);
          memcpy (p, &newv, 8);
          break;
        }
      if (newv != oldv)
        run->mem_changes++;
      if (bits)
        bits[off >> 3] |= (guint8) (m << (off & 7));
    }
  /* the event's count (emit_access) */
  if (cache->mode[wr][i] == CK_LANE0_BITS)
    run->stats.accesses++;
  return TRUE;
}

/* [e]'s value when it is the operand of mov [op]: in place for the shapes host_val computes,
 * else by its scalar function, which classify set */
#define HV1(op, e) (G_LIKELY ((op)->vshape != CK_S1_OTHER) ? host_val (regs, (op)) \
                    : (e)->eval1 (&x, (e), 0))
/* The address [e] of load or store [op] */
#define HADDR(op, e) ((op)->ashape != HA_ANY ? host_addr (regs, (op)) : HV (e))

/* What ck_host_run does with a statement, decided once per statement of the program
 * (CkRun.host_kinds). */
enum {
  HK_UNKNOWN,   /* not classified yet */
  HK_SLOW,      /* ck_warp_exec's */
  HK_MOV,       /* mov of an expression, neither a register nor a constant (its eval1 set) */
  HK_COPY,      /* mov of a register */
  HK_MOVI,      /* mov of a constant */
  HK_NOP,
  HK_BRA,       /* bra (not brx) */
  HK_LD,        /* ld of 1 to 8 bytes */
  HK_ST,        /* st of 1 to 8 bytes */
  HK_LD_PLAIN,  /* HK_LD, not volatile, not partial, not in a built-in header */
  /* two statements in one dispatch, each counted and stepped as itself (the second is done
     only when the budget leaves a statement for it): the pairs of a compiled loop */
  HK_MOV_COPY,  /* unguarded HK_MOV, then unguarded HK_COPY (a += ..., i++) */
  HK_MOV_BRA,   /* unguarded HK_MOV, then HK_BRA (a loop's test and exit branch) */
  HK_CALL,      /* preRet, call or ret: ck_warp_step's, without leaving the loop */
  HK_STEP,      /* HK_MOV_COPY, then an unguarded bra back to a HK_MOV_BRA: a loop's step
                   (i = i + 1 through a temporary), its test and exit branch, five statements */
};

/* What ck_host_run knows of a statement besides its kind (CkRun.host_ops, set with the kind):
 * the shapes of ck_eval1_shape that it computes in place, as the node functions would, with
 * their registers and constants. */
typedef struct CkHostOp {
  guint8 vshape;   /* a mov's value (HK_MOV and the movs it pairs): a CkS1Shape */
  guint8 ashape;   /* a load's or store's address: HA_* */
  guint8 slot;     /* the CkLane0Cache entry its last quick access hit */
  guint8 flags;    /* HO_* */
  gint32 r[3];
  guint64 imm[2];
} CkHostOp;

enum {
  HO_NORM = 1 << 0,     /* a load: its value is an integer, normalised to its type */
  HO_COUNTED = 1 << 1,  /* HK_STEP of a counted loop: i = i + c (CK_S1_ADD_*_RI of register i,
                           r[0]) into the temporary the copy moves to i; the test (r[1] its pc)
                           compares i (CK_S1_LT_*, its r[0] is i) into the register that guards
                           the exit bra */
  HO_LOOP = 1 << 2,     /* HO_COUNTED, and the loop's body is of statements ck_host_run can
                           run in a loop of its own (body_fusable) */
};

enum {
  HA_ANY,    /* by its function (HV) */
  HA_RR,     /* ptradd(r0, widening(r1)), scale imm1 (CK_S1_PTRADD_SAME_RR) */
  HA_MADD,   /* ptradd(r0, widening(r1 * imm0 + r2)), scale imm1: a row-major element
                (CK_S1_PTRADD_SAME_RX of CK_S1_MADD_I32_RIR) */
};

/* [op]'s vshape for mov value [e] (its function prepared), with its operands */
static void
op_value (CkHostOp *op, const CkExpr *e)
{
  CkS1Shape shape = ck_eval1_shape (e);
  op->vshape = (guint8) shape;
  switch (shape)
    {
    case CK_S1_ADD_I32_RI:
    case CK_S1_ADD_64_RI:
      op->r[0] = e->a->reg;
      op->imm[0] = e->b->imm.u;
      break;
    case CK_S1_LT_S_RI_T:
    case CK_S1_LT_U_RI_T:
      op->r[0] = e->a->a->a->reg;
      op->imm[0] = e->a->a->b->imm.u;
      break;
    case CK_S1_LT_S_RR_T:
    case CK_S1_LT_U_RR_T:
      op->r[0] = e->a->a->a->reg;
      op->r[1] = e->a->a->b->reg;
      break;
    case CK_S1_ADD_MUL_F32_RRR:
      op->r[0] = e->a->reg;
      op->r[1] = e->b->a->reg;
      op->r[2] = e->b->b->reg;
      break;
    case CK_S1_ADD_I32_RR: case CK_S1_ADD_64_RR:
    case CK_S1_ADD_F32_RR: case CK_S1_SUB_F32_RR: case CK_S1_MUL_F32_RR:
    case CK_S1_ADD_F64_RR: case CK_S1_SUB_F64_RR: case CK_S1_MUL_F64_RR:
      op->r[0] = e->a->reg;
      op->r[1] = e->b->reg;
      break;
    default:
      op->vshape = CK_S1_OTHER;
      break;
    }
}

/* [op]'s ashape for address [e] of a load or store */
static void
op_addr (CkHostOp *op, CkExpr *e)
{
  op->ashape = HA_ANY;
  if (e->op == CK_X_REG || e->op == CK_X_IMM || e->vt == CK_VT_F80)
    return;
  ck_eval1_prepare (e);
  switch (ck_eval1_shape (e))
    {
    case CK_S1_PTRADD_SAME_RR:
      op->ashape = HA_RR;
      op->r[0] = e->a->reg;
      op->r[1] = e->b->a->reg;
      op->imm[1] = e->imm.u;
      break;
    case CK_S1_PTRADD_SAME_RX:
      if (ck_eval1_shape (e->b->a) == CK_S1_MADD_I32_RIR)
        {
          const CkExpr *m = e->b->a;
          op->ashape = HA_MADD;
          op->r[0] = e->a->reg;
          op->r[1] = m->a->a->reg;
          op->imm[0] = m->a->b->imm.u;
          op->r[2] = m->b->reg;
          op->imm[1] = e->imm.u;
        }
      break;
    default:
      break;
    }
}

/* The value of mov [op] of a shape other than CK_S1_OTHER: what its node function computes */
static inline __attribute__ ((always_inline)) guint64
host_val (const CkVal *regs, const CkHostOp *op)
{
  /* the commonest first, without the switch's table: i + 1, i < n */
  if (op->vshape == CK_S1_ADD_I32_RI)
    return (guint64) (gint64) (gint32) (guint32) (regs[op->r[0]].u + op->imm[0]);
  if (op->vshape == CK_S1_LT_S_RI_T)
    return regs[op->r[0]].i < (gint64) op->imm[0];
  switch ((CkS1Shape) op->vshape)
    {
    case CK_S1_ADD_I32_RI:
      return (guint64) (gint64) (gint32) (guint32) (regs[op->r[0]].u + op->imm[0]);
    case CK_S1_ADD_64_RI:
      return regs[op->r[0]].u + op->imm[0];
    case CK_S1_LT_S_RI_T:
      return regs[op->r[0]].i < (gint64) op->imm[0];
    case CK_S1_LT_S_RR_T:
      return regs[op->r[0]].i < regs[op->r[1]].i;
    case CK_S1_LT_U_RI_T:
      return regs[op->r[0]].u < op->imm[0];
    case CK_S1_LT_U_RR_T:
      return regs[op->r[0]].u < regs[op->r[1]].u;
    case CK_S1_ADD_MUL_F32_RRR:
      {
        /* s1_add_mul_f32_rrr: the product rounded alone (volatile: never an fma), then the sum */
        CkVal p, q, a, r;
        p.u = regs[op->r[1]].u;
        q.u = regs[op->r[2]].u;
        volatile float prod = p.f * q.f;
        a.u = regs[op->r[0]].u;
        r.u = 0;
        r.f = a.f + prod;
        return r.u;
      }
    case CK_S1_ADD_I32_RR:
      return (guint64) (gint64) (gint32) (guint32) (regs[op->r[0]].u + regs[op->r[1]].u);
    case CK_S1_ADD_64_RR:
      return regs[op->r[0]].u + regs[op->r[1]].u;
    case CK_S1_ADD_F32_RR:
    case CK_S1_SUB_F32_RR:
    case CK_S1_MUL_F32_RR:
      {
        /* as S1_FLOAT_BINOP: the float operation, its bits zero-extended */
        CkVal a, b, r;
        a.u = regs[op->r[0]].u;
        b.u = regs[op->r[1]].u;
        r.u = 0;
        r.f = op->vshape == CK_S1_ADD_F32_RR ? a.f + b.f
              : op->vshape == CK_S1_SUB_F32_RR ? a.f - b.f : a.f * b.f;
        return r.u;
      }
    case CK_S1_ADD_F64_RR:
    case CK_S1_SUB_F64_RR:
    case CK_S1_MUL_F64_RR:
      {
        CkVal a, b, r;
        a.u = regs[op->r[0]].u;
        b.u = regs[op->r[1]].u;
        r.d = op->vshape == CK_S1_ADD_F64_RR ? a.d + b.d
              : op->vshape == CK_S1_SUB_F64_RR ? a.d - b.d : a.d * b.d;
        return r.u;
      }
    default:
      g_assert_not_reached ();
    }
}

/* The address of load or store [op] of an ashape other than HA_ANY: what its function computes */
static inline __attribute__ ((always_inline)) guint64
host_addr (const CkVal *regs, const CkHostOp *op)
{
  guint64 i;
  if (op->ashape == HA_RR)
    i = regs[op->r[1]].u;
  else
    {
      /* s1_madd_i32_rir: each step normalised to i32 */
      guint64 r = regs[op->r[1]].u * op->imm[0];
      r = (guint64) (gint64) (gint32) (guint32) r + regs[op->r[2]].u;
      i = (guint64) (gint64) (gint32) (guint32) r;
    }
  return regs[op->r[0]].u + i * op->imm[1];
}

/* Whether [e] reads a special register (%clock reads the counters ck_host_run defers). */
static gboolean
reads_sreg (const CkExpr *e)
{
  return e && (e->op == CK_X_SREG || reads_sreg (e->a) || reads_sreg (e->b) || reads_sreg (e->c));
}

/* The kind of [s]: long double values take the warp-wide evaluator (ck_warp_exec), and so do
 * special registers. */
static guint8
classify (const CkStmt *s)
{
  if ((s->op == CK_S_OP_MOV || s->op == CK_S_OP_LD || s->op == CK_S_OP_ST)
      && (reads_sreg (s->a) || reads_sreg (s->b)))
    return HK_SLOW;
  switch ((CkSOp) s->op)
    {
    case CK_S_OP_NOP:
      return HK_NOP;
    case CK_S_OP_BRA:
      return HK_BRA;
    case CK_S_OP_PRERET:
    case CK_S_OP_CALL:
    case CK_S_OP_RET:
      return HK_CALL;
    case CK_S_OP_MOV:
      if (s->a->vt == CK_VT_F80)
        return HK_SLOW;
      if (s->a->op == CK_X_REG)
        return HK_COPY;
      if (s->a->op == CK_X_IMM)
        return HK_MOVI;
      ck_eval1_prepare (s->a);
      return HK_MOV;
    case CK_S_OP_LD:
      if (s->size < 1 || s->size > 8 || s->a->vt == CK_VT_F80 || s->vt == CK_VT_F80)
        return HK_SLOW;
      return (s->flags & (CK_SF_PARTIAL | CK_SF_VOLATILE)) || (s->loc.file && s->loc.file->is_builtin)
        ? HK_LD : HK_LD_PLAIN;
    case CK_S_OP_ST:
      return s->size >= 1 && s->size <= 8 && s->a->vt != CK_VT_F80 && s->b->vt != CK_VT_F80
        ? HK_ST : HK_SLOW;
    default:
      return HK_SLOW;
    }
}

static guint8 classify_at (CkRun *run, guint32 pc);

/* Whether the statements [b0, stepc), a counted loop's body, are all of the kinds the fused loop
 * of HK_STEP runs (HO_LOOP): unguarded, classified (the body ran once), plain loads and stores
 * whose address needs no node function (a store's value a register or a constant), movs,
 * copies and constants. A load or store that finds its access is not a quick one ends the
 * fused loop there (before it), a mov that traps ends it after it, as HK_MOV's case does. */
static gboolean
body_fusable (CkRun *run, guint32 b0, guint32 stepc)
{
  if (stepc <= b0 || stepc - b0 > 16)
    return FALSE;
  for (guint32 p = b0; p < stepc;)
    {
      const CkStmt *b = &run->prog->stmts[p];
      const CkHostOp *o = &run->host_ops[p];
      if (b->guard >= 0)
        return FALSE;
      switch (run->host_kinds[p])
        {
        case HK_LD_PLAIN:
          if (o->ashape == HA_ANY && b->a->op != CK_X_REG)
            return FALSE;
          p++;
          break;
        case HK_MOV_COPY:
          if (o->vshape == CK_S1_OTHER || p + 2 > stepc)
            return FALSE;
          p += 2;
          break;
        case HK_MOV:
          if (o->vshape == CK_S1_OTHER)
            return FALSE;
          p++;
          break;
        case HK_ST:
          if ((o->ashape == HA_ANY && b->a->op != CK_X_REG)
              || (b->b->op != CK_X_REG && b->b->op != CK_X_IMM) || (b->flags & CK_SF_VOLATILE))
            return FALSE;
          p++;
          break;
        case HK_COPY:
        case HK_MOVI:
          p++;
          break;
        default:
          return FALSE;
        }
    }
  return TRUE;
}

/* The kind of statement [pc], classified at its first visit. */
static inline guint8
kind_at (CkRun *run, guint32 pc)
{
  guint8 k = run->host_kinds[pc];
  if (G_UNLIKELY (k == HK_UNKNOWN))
    k = classify_at (run, pc);
  return k;
}

/* Statement [pc]'s kind and CkHostOp, set now. A loop's step (HK_STEP) needs its test's kind,
 * at a lower pc: classified first (the recursion only goes down). */
static guint8
classify_at (CkRun *run, guint32 pc)
{
  const CkStmt *s = &run->prog->stmts[pc];
  CkHostOp *op = &run->host_ops[pc];
  guint32 n = run->prog->n_stmts;
  guint8 k = classify (s);
  if (k == HK_MOV)
    op_value (op, s->a);
  else if (k == HK_LD_PLAIN || k == HK_ST)
    {
      op_addr (op, s->a);
      if (!ck_vt_is_float (s->vt))
        op->flags |= HO_NORM;
    }
  if (k == HK_MOV && s->guard < 0 && pc + 1 < n)
    {
      const CkStmt *s2 = s + 1;
      guint8 k2 = classify (s2);
      if (k2 == HK_COPY && s2->guard < 0)
        {
          k = HK_MOV_COPY;
          const CkStmt *s3 = s + 2;
          if (pc + 2 < n && classify (s3) == HK_BRA && s3->guard < 0 && s3->target < pc
              && kind_at (run, s3->target) == HK_MOV_BRA)
            {
              k = HK_STEP;
              const CkStmt *t = &run->prog->stmts[s3->target];
              const CkHostOp *top = &run->host_ops[s3->target];
              if ((op->vshape == CK_S1_ADD_I32_RI || op->vshape == CK_S1_ADD_64_RI)
                  && op->r[0] == s2->dst && s2->a->reg == s->dst
                  && (top->vshape == CK_S1_LT_S_RI_T || top->vshape == CK_S1_LT_S_RR_T
                      || top->vshape == CK_S1_LT_U_RI_T || top->vshape == CK_S1_LT_U_RR_T)
                  && top->r[0] == s2->dst && t[1].guard == t->dst)
                {
                  op->flags |= HO_COUNTED;
                  op->r[1] = (gint32) s3->target;
                  if (body_fusable (run, s3->target + 2, pc))
                    op->flags |= HO_LOOP;
                }
            }
        }
      else if (k2 == HK_BRA)
        k = HK_MOV_BRA;
    }
  run->host_kinds[pc] = k;
  return k;
}

/*
 * [H §5.4.3] for the host thread's one lane, statement by statement while they are of the
 * kinds classify takes and the thread runs: (bra) with (next) for mov and nop, with
 * (bra_uni) or (next) for a guarded bra (one lane: uni holds whenever it branches), and (mem)
 * for ld and st through ck_mem_lane0_access (or in place: quick_access); preRet, call and ret
 * go through ck_warp_step in the loop. What ck_warp_exec does besides (the step counters, the
 * clock, lockstep, a trap's fault, the livelock note at a backward branch while device work is
 * pending) is done here in the same order; what it does only under options ck_host_is_fast
 * excludes (trace, --verify-cfc) is not. The evaluation context, lockstep and lane_faulted are
 * set at the start and again after each call or return (which moves the frame); the other
 * statements push no frame and only a fault (which ends the run) changes them.
 */
guint64
ck_host_run (CkRun *run, CkWarp *w, guint64 budget)
{
  CkExecState *es = &w->es;
  if (G_UNLIKELY (!run->host_kinds))
    {
      run->host_kinds = g_malloc0 (MAX (run->prog->n_stmts, 1u));
      run->host_ops = g_new0 (CkHostOp, MAX (run->prog->n_stmts, 1u));
    }
  if (w->state != CK_WARP_ACTIVE || es->active != 1 || !budget)
    return 0;
  guint32 pc = es->pc;
  guint8 k = kind_at (run, pc);
  if (k == HK_SLOW)
    return 0;
  const guint8 *kinds = run->host_kinds;
  CkHostOp *ops = run->host_ops;
  const CkStmt *stmts = run->prog->stmts;
  CkEvalCtx x;
  ck_eval_ctx_init (&x, run, w, &stmts[pc]);
  CkVal *regs = x.lane_regs[0];
  w->who.lockstep = w->who.independent ? 0 : es->active;
  run->lane_faulted = FALSE;
  CkLane0Cache cache;
  memset (&cache, 0, offsetof (CkLane0Cache, who));
  guint64 n = 0;
  /* a statement begins: counted as ck_warp_exec counts it */
  /* a statement begins: counted as ck_warp_exec counts it, in w->steps, run->total_steps and
     run->clock; the statements [flushed, n) are added to those before anything that reads
     them can run (an access event carries the step, ck_warp_step counts on, ck_host_run's
     caller reads them): before each call out of the loop but the node functions', whose
     nodes read no counter (classify leaves special registers, %clock among them, to
     ck_warp_exec) */
  guint64 flushed = 0;
#define BEGIN(st) (x.s = (st), n++)
#define FLUSH() \
  do { \
    guint64 d_ = n - flushed; \
    w->steps += d_; \
    run->total_steps += d_; \
    run->clock += d_; \
    flushed = n; \
  } while (0)
  /* [st]'s guard, as ck_warp_exec tests it */
#define GUARD(st) ((st)->guard < 0 \
                   || (regs[(st)->guard].u != 0) != (((st)->flags & CK_SF_GUARD_NEG) != 0))
  /* Straight on to [label], the case of kind [K], when the next statement is of that kind: the
     loop's next turn (advance, then the top) without its tests, which hold then (the kind is
     classified and not HK_SLOW; the budget leaves a statement). Used where no fault is pending,
     at the transitions of a compiled loop's body, where [next] is the statement after [s]. */
#define CHAIN(K, label) \
  do { \
    if (kinds[next] == (K) && n != budget) \
      { \
        es->pc = pc = next; \
        s++; \
        exec = GUARD (s); \
        BEGIN (s); \
        next = pc + 1; \
        k = (K); \
        goto label; \
      } \
  } while (0)
  for (;;)
    {
      /* es->pc is [pc] while the statement executes, as in ck_warp_exec */
      const CkStmt *s = &stmts[pc];
      gboolean exec = GUARD (s);
      BEGIN (s);
      guint32 next = pc + 1;
      switch (k)
        {
        case HK_COPY:
          if (exec)
            regs[s->dst].u = regs[s->a->reg].u;
          goto advance;
        case HK_MOVI:
          if (exec)
            regs[s->dst].u = s->a->imm.u;
          goto advance;
        case HK_MOV:
        mov_one:
          if (exec)
            {
              guint64 v = HV1 (&ops[pc], s->a);
              if (!x.faulted)
                {
                  regs[s->dst].u = v;
                  CHAIN (HK_ST, st);
                }
            }
          break;
        case HK_NOP:
          goto advance;
        case HK_BRA:
          if (exec)
            next = s->target;
          if (s->target <= pc && run->n_pending > 0)
            {
              es->pc = next;
              FLUSH ();
              ck_warp_note_backward_branch (run, w, pc);
            }
          goto advance;
        case HK_CALL:
          /* ck_warp_step does it (a frame pushed or popped, the return value, the call token),
             counting the step itself: uncounted here. Then the frame's registers and locals are
             looked up again, and the events' who is made again (it names the function); the
             cached allocations stay (a frame lies in the stack, local memory, which the cache
             never holds) */
          n--;
          FLUSH ();
          n++;
          flushed = n;
          ck_warp_step (run, w);
          if (w->state != CK_WARP_ACTIVE || run->exited || run->stopped)
            return n;
          ck_eval_ctx_init (&x, run, w, &stmts[es->pc]);
          regs = x.lane_regs[0];
          w->who.lockstep = w->who.independent ? 0 : es->active;
          run->lane_faulted = FALSE;
          cache.has_who = FALSE;
          next = es->pc;
          goto advance;
        case HK_STEP:
        step:
          if (G_LIKELY (budget - n >= 4 && !run->n_pending))
            {
              /* the five statements when the budget leaves them all and no device work is
                 pending (no livelock note is due at the backward branch): HK_MOV_COPY, the
                 bra (unguarded), then the test's HK_MOV_BRA at the bra's target; else
                 HK_MOV_COPY's turn. Each is counted; only the movs evaluate and may fault. */
              if (ops[pc].flags & HO_COUNTED)
                {
                  /* a counted loop: the same writes in the same order, none of which can
                     fault, the exit's guard the test's value */
                  const CkStmt *st = s;
                  guint32 stepc = pc, top = (guint32) ops[pc].r[1], b0 = top + 2;
                  for (;;)
                    {
                      guint64 c = host_val (regs, &ops[stepc]);
                      regs[st->dst].u = c;
                      regs[st[1].dst].u = c;
                      s = &stmts[top];
                      c = host_val (regs, &ops[top]);
                      regs[s->dst].u = c;
                      s++;
                      x.s = s;
                      n += 4;
                      es->pc = pc = top + 1;
                      if ((c != 0) != ((s->flags & CK_SF_GUARD_NEG) != 0))
                        {
                          next = s->target;
                          goto advance;
                        }
                      next = b0;
                      /* HO_LOOP: the body and the step again, here, while the budget leaves
                         them all and no device work is pending; each statement counted (in
                         one sum) and executed as its kind's case would, in order */
                      if (!(ops[stepc].flags & HO_LOOP) || budget - n < stepc - b0 + 5
                          || run->n_pending)
                        break;
                      const guint8 *kp = &kinds[b0], *kend = &kinds[stepc];
                      const CkStmt *b = &stmts[b0];
                      CkHostOp *o = &ops[b0];
                      while (kp < kend)
                        {
                          switch (*kp)
                            {
                            case HK_LD_PLAIN:
                              {
                                guint64 addr = o->ashape != HA_ANY ? host_addr (regs, o)
                                               : regs[b->a->reg].u;
                                guint64 words[2] = { 0, 0 };
                                if (!(b->size == 4
                                      ? quick_access (run, &cache, 0, addr, 4, &words[0], &o->slot)
                                      : quick_access (run, &cache, 0, addr, b->size, &words[0],
                                                      &o->slot)))
                                  goto body_left;
                                if (o->flags & HO_NORM)
                                  {
                                    CkVal v;
                                    v.u = words[0];
                                    words[0] = ck_eval_normalize (v, (CkVT) b->vt).u;
                                  }
                                memcpy (&regs[b->dst], words, sizeof words);
                                b++, o++, kp++;
                                break;
                              }
                            case HK_ST:
                              {
                                guint64 addr = o->ashape != HA_ANY ? host_addr (regs, o)
                                               : regs[b->a->reg].u;
                                guint64 v = b->b->op == CK_X_REG ? regs[b->b->reg].u : b->b->imm.u;
                                if (!quick_access (run, &cache, 1, addr, b->size, &v, &o->slot))
                                  goto body_left;
                                b++, o++, kp++;
                                break;
                              }
                            case HK_MOV_COPY:
                              regs[b->dst].u = host_val (regs, o);
                              regs[b[1].dst].u = regs[b[1].a->reg].u;
                              b += 2, o += 2, kp += 2;
                              break;
                            case HK_MOV:
                              regs[b->dst].u = host_val (regs, o);
                              b++, o++, kp++;
                              break;
                            case HK_COPY:
                              regs[b->dst].u = regs[b->a->reg].u;
                              b++, o++, kp++;
                              break;
                            case HK_MOVI:
                              regs[b->dst].u = b->a->imm.u;
                              b++, o++, kp++;
                              break;
                            default:
                              g_assert_not_reached ();
                            }
                        }
                      /* the body, and the step's first statement, which the loop's next turn
                         executes */
                      n += stepc - b0 + 1;
                      x.s = st;
                      es->pc = pc = stepc;
                      continue;
                    body_left:
                      /* a load the quick path does not take: the loop goes on from it, the
                         statements before it done and counted */
                      next = (guint32) (kp - kinds);
                      n += next - b0;
                      goto advance;
                    }
                  CHAIN (HK_LD_PLAIN, ld_plain);
                  CHAIN (HK_MOV, mov_one);
                  goto advance;
                }
              guint64 v = HV1 (&ops[pc], s->a);
              if (G_UNLIKELY (x.faulted))
                break;
              regs[s->dst].u = v;
              regs[s[1].dst].u = regs[s[1].a->reg].u;
              guint32 top = s[2].target;
              n += 2;
              es->pc = pc = top;
              s = &stmts[top];
              BEGIN (s);
              next = top + 1;
              v = HV1 (&ops[top], s->a);
              if (G_UNLIKELY (x.faulted))
                break;
              regs[s->dst].u = v;
              es->pc = pc = next;
              s++;
              BEGIN (s);
              next = pc + 1;
              if (GUARD (s))
                next = s->target;
              else
                {
                  CHAIN (HK_LD_PLAIN, ld_plain);
                  CHAIN (HK_MOV, mov_one);
                }
              goto advance;
            }
          k = HK_MOV_COPY;
          /* fall through */
        case HK_MOV_COPY:
        case HK_MOV_BRA:
        mov_pair:
          {
            /* the first, an unguarded mov, as HK_MOV; then, as in the loop's next turn, the
               second statement if no fault ended the first and the budget allows it */
            guint64 v = HV1 (&ops[pc], s->a);
            if (G_UNLIKELY (x.faulted) || n == budget)
              {
                if (!x.faulted)
                  regs[s->dst].u = v;
                break;
              }
            regs[s->dst].u = v;
            es->pc = pc = next;
            s++;
            exec = GUARD (s);
            BEGIN (s);
            next = pc + 1;
            if (k == HK_MOV_COPY)
              {
                regs[s->dst].u = regs[s->a->reg].u;
                CHAIN (HK_STEP, step);
              }
            else
              {
                if (exec)
                  next = s->target;
                if (s->target <= pc && run->n_pending > 0)
                  {
                    es->pc = next;
                    FLUSH ();
              ck_warp_note_backward_branch (run, w, pc);
                  }
              }
            goto advance;
          }
        case HK_LD_PLAIN:
        ld_plain:
          if (exec)
            {
              /* HK_LD with the flags and location it has */
              CkVal v;
              CkHostOp *op = &ops[pc];
              guint64 addr = HADDR (op, s->a), words[2] = { 0, 0 };
              if (G_LIKELY (s->size == 4
                            ? quick_access (run, &cache, 0, addr, 4, &words[0], &op->slot)
                            : quick_access (run, &cache, 0, addr, s->size, &words[0], &op->slot)))
                {
                  /* as ck_mem_lane0_access leaves it: 8 zero bytes after the value */
                  if (op->flags & HO_NORM)
                    {
                      v.u = words[0];
                      words[0] = ck_eval_normalize (v, (CkVT) s->vt).u;
                    }
                  G_STATIC_ASSERT (sizeof v == sizeof words);
                  memcpy (&regs[s->dst], words, sizeof words);
                  CHAIN (HK_LD_PLAIN, ld_plain);
                  CHAIN (HK_MOV_COPY, mov_pair);
                  break;
                }
              FLUSH ();
              if (ck_mem_lane0_access (run, w, CK_ACC_READ, addr, s->size, &v, s->loc, FALSE,
                                       &cache))
                {
                  ck_warp_fault (run, w, 1);
                  return n;
                }
              regs[s->dst] = ck_vt_is_float (s->vt) ? v : ck_eval_normalize (v, (CkVT) s->vt);
            }
          break;
        case HK_LD:
          if (exec)
            {
              guint64 addr = HV (s->a);
              CkSrcLoc loc = G_LIKELY (!s->loc.file || !s->loc.file->is_builtin)
                ? s->loc : ck_sem_user_loc (run, w, 0, s->loc);
              CkVal v;
              FLUSH ();
              run->access_partial = (s->flags & CK_SF_PARTIAL) != 0;
              gboolean bad = ck_mem_lane0_access (run, w, CK_ACC_READ, addr, s->size, &v, loc,
                                                  (s->flags & CK_SF_VOLATILE) != 0, &cache);
              run->access_partial = FALSE;
              if (bad)
                {
                  ck_warp_fault (run, w, 1);
                  return n;
                }
              regs[s->dst] = ck_vt_is_float (s->vt) ? v : ck_eval_normalize (v, (CkVT) s->vt);
            }
          break;
        case HK_ST:
        st:
          if (exec)
            {
              CkHostOp *op = &ops[pc];
              guint64 addr = HADDR (op, s->a);
              CkVal v;
              v.u = HV (s->b);
              if (!(s->flags & CK_SF_VOLATILE)
                  && quick_access (run, &cache, 1, addr, s->size, &v.u, &op->slot))
                {
                  CHAIN (HK_STEP, step);
                  CHAIN (HK_MOV_COPY, mov_pair);
                  CHAIN (HK_MOV, mov_one);
                  break;
                }
              CkSrcLoc loc = G_LIKELY (!s->loc.file || !s->loc.file->is_builtin)
                ? s->loc : ck_sem_user_loc (run, w, 0, s->loc);
              FLUSH ();
              if (ck_mem_lane0_access (run, w, CK_ACC_WRITE, addr, s->size, &v, loc,
                                       (s->flags & CK_SF_VOLATILE) != 0, &cache))
                {
                  ck_warp_fault (run, w, 1);
                  return n;
                }
            }
          break;
        default:
          g_assert_not_reached ();
        }
      if (G_UNLIKELY (x.faulted))
        {
          /* a trap of the evaluation (a division by zero) ends the program */
          es->pc = next;
          FLUSH ();
          if (w->state == CK_WARP_ACTIVE)
            ck_warp_fault (run, w, x.faulted);
          return n;
        }
    advance:
      /* (the kinds that go here evaluate nothing: they cannot fault) */
      es->pc = pc = next;
      /* only a fault (above) ends the thread or the program here: the observers, which see
         the accesses, cannot (observer.h), and the kinds above call nothing else */
      k = kinds[pc];
      if (G_UNLIKELY (k <= HK_SLOW))
        {
          k = kind_at (run, pc);
          if (k == HK_SLOW)
            {
              FLUSH ();
              return n;
            }
        }
      if (n == budget)
        {
          FLUSH ();
          return n;
        }
    }
#undef BEGIN
#undef FLUSH
#undef GUARD
#undef CHAIN
}
