/* semantics/eval.h — the warp-wide expression evaluator (DESIGN §2): one walk, all active lanes.
 * SPDX-License-Identifier: MIT */
#ifndef CK_EVAL_H
#define CK_EVAL_H

#include "semantics/sem.h"

typedef struct CkEvalCtx {
  CkRun *run;
  CkWarp *w;
  const CkStmt *s;
  CkVal **lane_regs;               /* base of each lane's current register frame (the warp's cache) */
  const guint64 *lane_local;       /* generic address of each lane's current local frame */
  CkMask faulted;                  /* lanes that trapped (division by zero) */
} CkEvalCtx;

/* Prepares [x] for executing statement [s] of warp [w]. */
void ck_eval_ctx_init (CkEvalCtx *x, CkRun *run, CkWarp *w, const CkStmt *s);
/* Evaluates [e] for the lanes of [mask]; lane l's value lands in out[l]. Lanes where the
 * expression traps are added to x->faulted (and reported); their values are 0. */
void ck_eval (CkEvalCtx *x, const CkExpr *e, CkMask mask, CkVal *out);
/* The scalar path: lane [l]'s value of [e] (whose vt is not F80), what ck_eval of the mask
 * of that lane alone leaves in out[l].u. */
guint64 ck_eval_lane (CkEvalCtx *x, const CkExpr *e, int l);
/* Lanes of [active] whose guard predicate holds for statement [s] (semantics/warp.c). */
CkMask ck_warp_guard_lanes (CkEvalCtx *x, const CkStmt *s, CkMask active);

/* x / y as the approximate divisions of PTX compute it (issue 25): div.full.f32 ([approx]
 * FALSE, -prec-div=false) or div.approx.f32 ([approx] TRUE, --use_fast_math, __fdividef). */
float ck_eval_div_approx (float x, float y, gboolean approx);

/* Converts a value between value types with C's rules (the CONV operator). */
CkVal ck_eval_convert (CkVal v, CkVT from, CkVT to);
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
