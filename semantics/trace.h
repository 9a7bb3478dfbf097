/* semantics/trace.h — --trace: the warp's execution state after each step, in the notation of
 * figures 5.2–5.4 of [H §5.4.1]; barrier, scheduler and memory traces.
 * SPDX-License-Identifier: MIT */
#ifndef CK_TRACE_H
#define CK_TRACE_H

#include "semantics/sem.h"

/* The filter of --trace=WHAT:grid=G,block=B,warp=W: the grid is the kernel launch's index,
 * counted from 0 in launch order; the block its linear index; the warp its index in the block. */
gboolean ck_trace_wants (CkRun *run, const CkWarp *w);
gboolean ck_trace_wants_block (CkRun *run, const CkBlock *b);
/* --trace=sched: scheduleWarps [H §5.7.1] picks [picked] among the warps of block [b] (rr) or
 * of every resident block of [g] ([b] NULL: random); one line naming the candidates
 * (canBeScheduled) and why the other warps are not. Changes nothing, the random stream neither. */
void ck_trace_sched_pick (CkRun *run, const CkGrid *g, const CkBlock *b, const CkWarp *picked);
/* --trace=sched: issueBlocks gave block [b] to its SM; or [b] completed and left it. */
void ck_trace_sched_issue (CkRun *run, const CkBlock *b);
void ck_trace_sched_retire (CkRun *run, const CkBlock *b);
/* One row: after the warp executed the statement at [pc]. */
void ck_trace_warp_row (CkRun *run, const CkWarp *w, guint32 pc);
/* --trace=warp: the warp's execution state before it executes a statement, from which the
 * row after it tells what the step pushed, popped, disabled and re-enabled. */
void ck_trace_before_step (CkRun *run, const CkWarp *w);
/* Frees what the trace kept (run->trace_state). */
void ck_trace_fini (CkRun *run);

/* --trace-html: one recorded warp step (stack model), the state after it as a row of
 * --trace=warp shows it. [tokens] indexes ck_trace_recorded_tokens, bottom first. */
typedef struct CkTraceStep {
  guint32 block, warp, pc, n_lanes;
  CkMask active, dis_break, dis_return, dis_exit;
  guint32 first_token, n_tokens;
  gboolean completed, at_barrier;
  char *event;                 /* what the step did (push, pop, disabled, re-enabled), or NULL */
} CkTraceStep;

/* The most steps --trace-html keeps; later ones are counted, not kept. */
#define CK_TRACE_RECORD_MAX_STEPS 20000u

const CkTraceStep *ck_trace_recorded_steps (CkRun *run, guint *n, guint64 *n_dropped);
const CkExecToken *ck_trace_recorded_tokens (CkRun *run);
/* The memory-environment lines kept (--trace-html under --memory=fermi), each after the step of
 * index [steps][i] - 1 (0: before the first), at most CK_TRACE_RECORD_MAX_MEM_LINES. */
#define CK_TRACE_RECORD_MAX_MEM_LINES 100000u
guint ck_trace_recorded_mem (CkRun *run, const char *const **lines, const guint32 **steps);
/* [pc]'s number in its function's listing as --trace-style=thesis numbers it: 0 for a
 * statement only the lowering adds, and for a pc in no function. [*func] (may be NULL) gets
 * the function. */
guint32 ck_trace_thesis_number (CkRun *run, guint32 pc, const CkFunc **func);
void ck_trace_line (CkRun *run, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
/* A line of the memory environment ([fmt] without the "mem: " prefix, with its newline):
 * printed under --trace=mem, kept with the number of the warp steps recorded so far under
 * --trace-html (ck_trace_recorded_mem). */
void ck_trace_mem_line (CkRun *run, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
/* --trace=mem: one line per lane of a warp memory statement (or of the host/copy engine). */
void ck_trace_access (CkRun *run, const CkWarp *w, CkAccessKind kind, CkMask lanes,
                      const guint64 *addr, guint32 size, const guint8 *vals, gsize stride,
                      CkSrcLoc loc);
/* Writes the mask of [n] lanes as bits in lane order (lane 0 first). */
void ck_trace_mask (GString *out, CkMask m, guint32 n);

#endif
