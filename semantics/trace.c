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
