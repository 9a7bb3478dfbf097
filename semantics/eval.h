/* semantics/eval.h — the warp-wide expression evaluator (DESIGN §2): one walk, all active lanes.
 * SPDX-License-Identifier: MIT */
#ifndef CK_EVAL_H
#define CK_EVAL_H

#include <math.h>
#include "semantics/sem.h"

typedef struct CkEvalCtx {
  CkRun *run;
  CkWarp *w;
  const CkStmt *s;
  CkVal **lane_regs;               /* base of each lane's current register frame (the warp's cache):
                                      register r of lane l is lane_regs[l][r * rs] (CK_LREG) */
  guint32 rs;                      /* the register file's width (CkRegFile), 1 for one lane */
  gboolean fp_uniform;             /* the lanes share their frame pointer: register r of lanes
                                      lo .. hi is lane_regs[lo][r * rs + (0 .. hi - lo)] */
  const guint64 *lane_local;       /* generic address of each lane's current local frame */
  CkMask faulted;                  /* lanes that trapped (division by zero) */
  gboolean walk_only;              /* evaluate by the tree walk alone, never the typed code
                                      (tests/test-eval.c compares the two) */
} CkEvalCtx;

/* Register [r] of lane [l]'s current frame (a CkVal lvalue). */
#define CK_LREG(x, l, r) ((x)->lane_regs[l][(gsize) (r) * (x)->rs])

/* Prepares [x] for executing statement [s] of warp [w]. */
void ck_eval_ctx_init (CkEvalCtx *x, CkRun *run, CkWarp *w, const CkStmt *s);
/* Evaluates [e] for the lanes of [mask]; lane l's value lands in out[l]. Lanes where the
 * expression traps are added to x->faulted (and reported); their values are 0. */
void ck_eval (CkEvalCtx *x, const CkExpr *e, CkMask mask, CkVal *out);
/* Evaluates [e] for the lanes of [mask] by its typed code (semantics/eval-typed.c): lane l's
 * 8 bytes land in out[l * stride]; the values and the traps are those of ck_eval. Returns FALSE,
 * doing nothing, for a tree the typed code does not take (an f80 value, a nesting too deep):
 * ck_eval then walks it. */
gboolean ck_eval_typed (CkEvalCtx *x, const CkExpr *e, CkMask mask, guint64 *out, int stride);
/* The same into register [dst] of each lane of [mask] but those that trap (a mov): FALSE,
 * doing nothing, for a tree the typed code does not take or an empty [mask]. */
gboolean ck_eval_typed_reg (CkEvalCtx *x, const CkExpr *e, CkMask mask, gint32 dst);
/* A load or store of warp statement [s] by the lanes of [mask] (two or more) done by the typed
 * code: its address (and a store's value) computed by it, one access check for all lanes
 * (ck_mem_warp_span), the bytes moved between memory and the lanes' registers in one loop.
 * Only where nothing observes or traces the access and the memory is mode sc (the caller's
 * condition). CK_TYPED_DONE: performed, no lane faults; CK_TYPED_NONE: nothing evaluated;
 * CK_TYPED_ADDR: addr[l] holds each lane's address as ck_eval_u64 gives it, the access is the
 * caller's (a lane trapped, or the lanes need checks one by one); CK_TYPED_ADDR_VAL (a store)
 * the same with vals[l] the value as ck_eval gives it. */
enum { CK_TYPED_NONE, CK_TYPED_DONE, CK_TYPED_ADDR, CK_TYPED_ADDR_VAL };
int ck_eval_typed_ld (CkEvalCtx *x, const CkStmt *s, CkMask mask, guint64 *addr);
int ck_eval_typed_st (CkEvalCtx *x, const CkStmt *s, CkMask mask, guint64 *addr, CkVal *vals);
/* [e]'s 8-byte value for each lane of [mask] in out[l]; [e] is not f80. ck_eval for the
 * statements that need only the 8 bytes (moves, addresses), without the 16-byte CkVal. */
void ck_eval_u64 (CkEvalCtx *x, const CkExpr *e, CkMask mask, guint64 *out);

/* For semantics/eval-typed.c: eval.c's tree walk for several lanes, a special register's
 * value, an integer operation of one lane (a trap reported for [lane], 0 returned), an f32
 * operation with CK_XF_* [flags], a comparison of two [vt] values. */
void ck_eval_walk (CkEvalCtx *x, const CkExpr *e, CkMask mask, CkVal *out);
guint64 ck_eval_sreg (CkEvalCtx *x, int sr, int lane);
guint64 ck_eval_int_binop_lane (CkEvalCtx *x, CkXOp op, CkVT vt, guint64 a, guint64 b, int lane);
float ck_eval_f32_binop (CkXOp op, guint64 flags, float a, float b);
int ck_eval_compare (CkXOp op, CkVT vt, guint64 a, guint64 b, guint64 flags);

/* The scalar path: lane [l]'s value of [e] (whose vt is not F80), what ck_eval of the mask
 * of that lane alone leaves in out[l].u. */
guint64 ck_eval_lane (CkEvalCtx *x, const CkExpr *e, int l);
/* Gives node [e] (not a register or constant, vt not F80) its scalar function (CkExpr.eval1) now,
 * the one its first ck_eval_lane would give it: then e->eval1 (x, e, l) is ck_eval_lane. */
void ck_eval1_prepare (CkExpr *e);
/* The shape of [e]'s scalar function once it has one (ck_eval1_prepare), for the host loop
 * (semantics/host-step.c), which computes these shapes in place, as the function would:
 * CK_S1_OTHER for any other function. R: a register operand, I: a constant; _T: the truth of
 * the comparison e->a->a (ne(cvt(lt(...)), 0)). */
typedef enum {
  CK_S1_OTHER,
  CK_S1_ADD_I32_RI,       /* add.i32(R a, I b) */
  CK_S1_ADD_64_RI,        /* add.64(R a, I b) */
  CK_S1_MADD_I32_RIR,     /* add.i32(mul.i32(R a->a, I a->b), R b) */
  CK_S1_PTRADD_SAME_RR,   /* ptradd(R a, widening(R b->a)), scale imm */
  CK_S1_PTRADD_SAME_RX,   /* ptradd(R a, widening(b->a)), b->a by its own function */
  CK_S1_LT_S_RI_T, CK_S1_LT_S_RR_T, CK_S1_LT_U_RI_T, CK_S1_LT_U_RR_T,
  CK_S1_ADD_MUL_F32_RRR,  /* add.f32(R a, mul.f32(R b->a, R b->b)), the product rounded alone */
  CK_S1_ADD_I32_RR, CK_S1_ADD_64_RR,     /* add(R a, R b) */
  CK_S1_ADD_F32_RR, CK_S1_SUB_F32_RR, CK_S1_MUL_F32_RR,   /* of R a and R b, rounded to float */
  CK_S1_ADD_F64_RR, CK_S1_SUB_F64_RR, CK_S1_MUL_F64_RR,
} CkS1Shape;
CkS1Shape ck_eval1_shape (const CkExpr *e);
/* Lanes of [active] whose guard predicate holds for statement [s] (semantics/warp.c). */
CkMask ck_warp_guard_lanes (CkEvalCtx *x, const CkStmt *s, CkMask active);

/* x / y as the approximate divisions of PTX compute it (issue 25): div.full.f32 ([approx]
 * FALSE, -prec-div=false) or div.approx.f32 ([approx] TRUE, --use_fast_math, __fdividef). */
float ck_eval_div_approx (float x, float y, gboolean approx);

/* Converts a value between value types with C's rules (the CONV operator). */
CkVal ck_eval_convert (CkVal v, CkVT from, CkVT to);
/* A subnormal single-precision value flushed to zero of its sign (PTX .ftz, issue 25): the walk's
 * and the typed code's. */
static inline float
ck_eval_ftz (float x)
{
  return fpclassify (x) == FP_SUBNORMAL ? copysignf (0.0f, x) : x;
}

/* Whether [e]'s value is 0 or 1 in every lane, in .u (comparisons and logical operators): the
 * walk, the scalar path and the typed code skip a ne(cvt(t), 0) of such a [t]. */
static inline gboolean
ck_expr_is_truth (const CkExpr *e)
{
  switch (e->op)
    {
    case CK_X_EQ: case CK_X_NE: case CK_X_LT: case CK_X_LE: case CK_X_GT: case CK_X_GE:
    case CK_X_LNOT: case CK_X_LAND: case CK_X_LOR:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Normalises an integer value to [vt] (sign/zero extension from its width). Inline: it runs
 * for every lane of most statements. */
static inline CkVal
ck_eval_normalize (CkVal v, CkVT vt)
{
  switch (vt)
    {
    case CK_VT_I8:  v.i = (gint8) v.u; break;
    case CK_VT_U8:  v.u = (guint8) v.u; break;
    case CK_VT_I16: v.i = (gint16) v.u; break;
    case CK_VT_U16: v.u = (guint16) v.u; break;
    case CK_VT_I32: v.i = (gint32) v.u; break;
    case CK_VT_U32: v.u = (guint32) v.u; break;
    case CK_VT_PRED: v.u = v.u != 0; break;
    default: break;
    }
  return v;
}

#endif
