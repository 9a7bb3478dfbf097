/* semantics/trace.c — --trace=warp|barrier|sched|mem (issue 7): one row per warp step with the
 * active mask, the disable mask and the token stack top first, as in figures 5.2–5.4 of [H].
 * SPDX-License-Identifier: MIT */
#include <stdarg.h>
#include <string.h>
#include "semantics/trace.h"
#include "interp/lower.h"

static FILE *
trace_out (CkRun *run)
{
  return run->opts.trace_file ? run->opts.trace_file : stderr;
}

gboolean
ck_trace_wants_block (CkRun *run, const CkBlock *b)
{
  if (b->who.is_host || !b->grid)
    return FALSE;
  /* grid ids count launches from 1 (ck_grid_new); the filter counts them from 0 */
  if (run->opts.trace_grid >= 0 && (gint64) b->grid->id - 1 != run->opts.trace_grid)
    return FALSE;
  if (run->opts.trace_block >= 0 && (int) b->linear != run->opts.trace_block)
    return FALSE;
  return TRUE;
}

gboolean
ck_trace_wants (CkRun *run, const CkWarp *w)
{
  if (w->who.is_host || !ck_trace_wants_block (run, w->block))
    return FALSE;
  if (run->opts.trace_warp >= 0 && (int) w->id != run->opts.trace_warp)
    return FALSE;
  return TRUE;
}

void
ck_trace_mask (GString *out, CkMask m, guint32 n)
{
  for (guint32 l = 0; l < n; l++)
    g_string_append_c (out, (m >> l) & 1 ? '1' : '0');
}

static const char *const token_name[] = {
  [CK_TOK_SYNC] = "sync", [CK_TOK_DIVERGE] = "div", [CK_TOK_CALL] = "call", [CK_TOK_BREAK] = "brk",
};

void
ck_trace_warp_row (CkRun *run, const CkWarp *w, guint32 pc)
{
  GString *row = g_string_new (NULL);
  const CkStmt *s = &run->prog->stmts[pc];
  guint32 n = w->n_threads;
  g_string_append_printf (row, "b%u w%u %4u  line %-4u ", w->block->linear, w->id, pc, s->loc.line);
  GString *st = g_string_new (NULL);
  ck_lower_format_stmt (run->prog, pc, st);
  g_string_append_printf (row, "%-28s", st->str);
  g_string_free (st, TRUE);
  if (w->state == CK_WARP_COMPLETED)
    {
      g_string_append (row, " | completed\n");
      fputs (row->str, trace_out (run));
      g_string_free (row, TRUE);
      return;
    }
  g_string_append_printf (row, " | pc %-4u active ", w->es.pc);
  ck_trace_mask (row, w->es.active, n);
  g_string_append (row, " disable ");
  for (guint32 l = 0; l < n; l++)
    {
      CkMask b = (CkMask) 1 << l;
      char c = (w->es.dis_exit & b) ? 'x' : (w->es.dis_return & b) ? 'r' : (w->es.dis_break & b) ? 'b' : '-';
      g_string_append_c (row, c);
    }
  g_string_append (row, " tokens");
  if (w->es.n_tokens == 0)
    g_string_append (row, " -");
  for (guint32 i = w->es.n_tokens; i-- > 0;)
    {
      const CkExecToken *t = &w->es.tokens[i];
      g_string_append_printf (row, " (%s, ", token_name[t->type]);
      ck_trace_mask (row, t->mask, n);
      g_string_append_printf (row, ", %u)", t->pc);
    }
  g_string_append_c (row, '\n');
  fputs (row->str, trace_out (run));
  g_string_free (row, TRUE);
}

void
ck_trace_line (CkRun *run, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (trace_out (run), fmt, ap);
  va_end (ap);
}

void
ck_trace_access (CkRun *run, const CkWarp *w, CkAccessKind kind, CkMask lanes, const guint64 *addr,
                 guint32 size, const guint8 *vals, gsize stride, CkSrcLoc loc)
{
  static const char *const kn[] = { "ld", "st", "atom" };
  gboolean filtered = run->opts.trace_grid >= 0 || run->opts.trace_block >= 0
                      || run->opts.trace_warp >= 0;
  if (!w || w->who.is_host ? filtered : !ck_trace_wants (run, w))
    return;   /* the host and the copy engine are in no grid, block or warp a filter names */
  FILE *out = trace_out (run);
  for (CkMask m = lanes; m; m &= m - 1)
    {
      int l = __builtin_ctzll (m);
      guint64 v = 0;
      memcpy (&v, vals + stride * (gsize) l, MIN (size, 8));
      if (!w || w->who.is_host)
        fprintf (out, "mem %s host line %u: %u bytes at %#" G_GINT64_MODIFIER "x = %#" G_GINT64_MODIFIER "x\n",
                 kn[kind], loc.line, size, addr[l], v);
      else
        fprintf (out, "mem %s b%u w%u lane %d line %u: %u bytes at %#" G_GINT64_MODIFIER "x = %#"
                 G_GINT64_MODIFIER "x\n", kn[kind], w->block->linear, w->id, l, loc.line, size, addr[l], v);
    }
}

/* Why a warp is or is not a candidate of scheduleWarps [H §5.7.1], in the order the classes are
 * printed, with the word that introduces them in a --trace=sched line (one table: the enum and
 * the words are generated from it). */
#define SCHED_CLASSES(X) \
  X (CANDIDATE, "of")          /* canBeScheduled */ \
  X (BARRIER, "barrier")       /* waits for a barrier */ \
  X (MEMORY, "memory")         /* --memory=fermi: a blocked register, or a fence, barrier or exit \
                                  waiting for the thread's memory operations in flight */ \
  X (BLOCKED, "blocked")       /* --simt=its: no convergence group can run */ \
  X (EXITED, "exited")         /* every lane exited */ \
  X (FAULTED, "faulted")       /* stopped by a fault */

typedef enum {
#define X(name, word) SCHED_##name,
  SCHED_CLASSES (X)
#undef X
  SCHED__COUNT
} SchedClass;

static const char *const sched_class_name[] = {
#define X(name, word) word,
  SCHED_CLASSES (X)
#undef X
};
G_STATIC_ASSERT (G_N_ELEMENTS (sched_class_name) == SCHED__COUNT);

/* The class of [w] now; the caller keeps the random stream unchanged (ck_its_can_be_scheduled
 * draws from it under --sched=random). */
static SchedClass
sched_class (CkRun *run, const CkWarp *w)
{
  switch (w->state)
    {
    case CK_WARP_AT_BARRIER: return SCHED_BARRIER;
    case CK_WARP_COMPLETED: return SCHED_EXITED;
    case CK_WARP_FAULTED: return SCHED_FAULTED;
    case CK_WARP_ACTIVE: break;
    }
  if (ck_warp_can_be_scheduled (w))
    return SCHED_CANDIDATE;
  return run->opts.simt == CK_SIMT_ITS ? SCHED_BLOCKED : SCHED_MEMORY;
}

/* Appends the warps of [b] whose class in [cls] is [want] as ", bB wI wJ" (the first group
 * without the comma when [out] holds just [prefix_len] bytes); three or more consecutive warps
 * as a range wI-K. */
static void
append_warps (GString *out, gsize prefix_len, const CkBlock *b, const guint8 *cls, SchedClass want)
{
  gboolean any = FALSE;
  for (guint32 i = 0; i < b->n_warps; i++)
    {
      if (cls[i] != want)
        continue;
      guint32 j = i;
      while (j + 1 < b->n_warps && cls[j + 1] == want)
        j++;
      if (!any)
        g_string_append_printf (out, "%sb%u", out->len > prefix_len ? ", " : " ", b->linear);
      any = TRUE;
      if (j >= i + 2)
        g_string_append_printf (out, " w%u-%u", i, j);
      else
        for (guint32 k = i; k <= j; k++)
          g_string_append_printf (out, " w%u", k);
      i = j;
    }
}

void
ck_trace_sched_pick (CkRun *run, const CkGrid *g, const CkBlock *b, const CkWarp *picked)
{
  if (!ck_trace_wants (run, picked))
    return;
  const CkBlock *only[1] = { b };
  const CkBlock *const *blocks = b ? only : (const CkBlock *const *) g->resident->pdata;
  guint n_blocks = b ? 1 : g->resident->len;
  /* classify on a copy of the random stream, so that tracing does not change the schedule */
  GRand *saved = run->rand;
  run->rand = g_rand_copy (saved);
  guint8 **cls = g_new (guint8 *, n_blocks);
  gboolean present[SCHED__COUNT] = { FALSE };
  for (guint k = 0; k < n_blocks; k++)
    {
      cls[k] = g_new (guint8, blocks[k]->n_warps);
      for (guint32 i = 0; i < blocks[k]->n_warps; i++)
        {
          cls[k][i] = (guint8) sched_class (run, &blocks[k]->warps[i]);
          present[cls[k][i]] = TRUE;
        }
    }
  g_rand_free (run->rand);
  run->rand = saved;
  GString *line = g_string_new (NULL);
  g_string_append_printf (line, "sched: grid %u ", g->id - 1);
  if (run->opts.sched == CK_SCHED_RANDOM)
    g_string_append_printf (line, "random seed %" G_GUINT64_FORMAT, run->opts.seed);
  else
    g_string_append (line, "rr");
  g_string_append_printf (line, " picks b%u w%u", picked->block->linear, picked->id);
  for (int c = 0; c < SCHED__COUNT; c++)
    {
      if (!present[c])
        continue;
      g_string_append_printf (line, "%s%s", c == SCHED_CANDIDATE ? " " : "; ", sched_class_name[c]);
      gsize prefix = line->len;
      for (guint k = 0; k < n_blocks; k++)
        append_warps (line, prefix, blocks[k], cls[k], (SchedClass) c);
    }
  g_string_append_c (line, '\n');
  fputs (line->str, trace_out (run));
  g_string_free (line, TRUE);
  for (guint k = 0; k < n_blocks; k++)
    g_free (cls[k]);
  g_free (cls);
}

void
ck_trace_sched_issue (CkRun *run, const CkBlock *b)
{
  if (ck_trace_wants_block (run, b))
    fprintf (trace_out (run), "sched: grid %u block %u issued to SM %u\n", b->grid->id - 1,
             b->linear, b->sm);
}

void
ck_trace_sched_retire (CkRun *run, const CkBlock *b)
{
  if (ck_trace_wants_block (run, b))
    fprintf (trace_out (run), "sched: grid %u block %u completed\n", b->grid->id - 1, b->linear);
}
