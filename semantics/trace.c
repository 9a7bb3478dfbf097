/* semantics/trace.c — --trace=warp|barrier|sched|mem (issue 7): one row per warp step with the
 * active mask, the disable mask and the token stack top first, as in figures 5.2–5.4 of [H].
 * SPDX-License-Identifier: MIT */
#include <stdarg.h>
#include <string.h>
#include "semantics/trace.h"

#define CK_TRACE_THESIS_STMT_WIDTH 30   /* the statement column; longer ones are cut */
#define CK_TRACE_THESIS_STACK_WIDTH 44  /* the τ column; longer stacks push the rest out */

/* What the warp trace keeps between rows: the execution state before the step (to spell out
 * what the step did), and, per function, its statements numbered as the thesis numbers a
 * listing. */
struct CkTraceState {
  CkExecState before;          /* its tokens: a copy, [cap_tokens] allocated */
  gboolean have_before;
  GHashTable *numbers;         /* const CkFunc * -> guint32 [end - entry] (0: lowering only) */
  gboolean legend_done;
  GArray *steps;               /* CkTraceStep, --trace-html */
  GArray *tokens;              /* CkExecToken of the recorded steps */
  GPtrArray *mem_lines;        /* char *, --trace-html under --memory=fermi */
  GArray *mem_steps;           /* guint32: the steps recorded before each of [mem_lines] */
  guint64 n_dropped;           /* steps past CK_TRACE_RECORD_MAX_STEPS */
};

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

/* [m] as bits in lane order, a blank after every 8 lanes when there are more than 8. */
static void
append_mask_grouped (GString *out, CkMask m, guint32 n)
{
  for (guint32 l = 0; l < n; l++)
    {
      if (l && l % 8 == 0 && n > 8)
        g_string_append_c (out, ' ');
      g_string_append_c (out, (m >> l) & 1 ? '1' : '0');
    }
}

void
ck_trace_mask (GString *out, CkMask m, guint32 n)
{
  for (guint32 l = 0; l < n; l++)
    g_string_append_c (out, (m >> l) & 1 ? '1' : '0');
}

static const char *const token_name[] = {
  [CK_TOK_SYNC] = "sync", [CK_TOK_DIVERGE] = "diverge", [CK_TOK_CALL] = "call", [CK_TOK_BREAK] = "break",
};

static void thesis_row (CkRun *run, const CkWarp *w, guint32 pc);
static void plain_row (CkRun *run, const CkWarp *w, guint32 pc);
static void record_step (CkRun *run, const CkWarp *w, guint32 pc);

void
ck_trace_warp_row (CkRun *run, const CkWarp *w, guint32 pc)
{
  if (run->opts.trace & CK_TRACE_RECORD)
    record_step (run, w, pc);
  if (!(run->opts.trace & CK_TRACE_WARP))
    {
      if (run->trace_state)
        run->trace_state->have_before = FALSE;
      return;
    }
  if (run->opts.trace_thesis)
    {
      thesis_row (run, w, pc);
      return;
    }
  plain_row (run, w, pc);
}

/* ---- --trace-style=thesis: figures 5.2-5.4 of [H §5.4.1] (issue 26) ------------------------- */

static struct CkTraceState *
trace_state (CkRun *run)
{
  if (!run->trace_state)
    {
      run->trace_state = g_new0 (struct CkTraceState, 1);
      run->trace_state->numbers = g_hash_table_new_full (NULL, NULL, NULL, g_free);
    }
  return run->trace_state;
}

void
ck_trace_fini (CkRun *run)
{
  struct CkTraceState *ts = run->trace_state;
  if (!ts)
    return;
  g_free (ts->before.tokens);
  g_hash_table_destroy (ts->numbers);
  if (ts->steps)
    {
      for (guint i = 0; i < ts->steps->len; i++)
        g_free (g_array_index (ts->steps, CkTraceStep, i).event);
      g_array_free (ts->steps, TRUE);
      g_array_free (ts->tokens, TRUE);
    }
  if (ts->mem_lines)
    {
      g_ptr_array_free (ts->mem_lines, TRUE);
      g_array_free (ts->mem_steps, TRUE);
    }
  g_free (ts);
  run->trace_state = NULL;
}

void
ck_trace_before_step (CkRun *run, const CkWarp *w)
{
  if (!ck_trace_wants (run, w))
    return;
  struct CkTraceState *ts = trace_state (run);
  CkExecToken *keep = ts->before.tokens;
  guint32 cap = ts->before.cap_tokens;
  ts->before = w->es;
  if (cap < w->es.n_tokens)
    {
      cap = MAX (w->es.n_tokens, 8u);
      keep = g_renew (CkExecToken, keep, cap);
    }
  if (w->es.n_tokens)
    memcpy (keep, w->es.tokens, w->es.n_tokens * sizeof *keep);
  ts->before.tokens = keep;
  ts->before.cap_tokens = cap;
  ts->have_before = TRUE;
}

/* The function whose statements contain [pc], or NULL. */
static const CkFunc *
func_at (const CkSimtProgram *prog, guint32 pc)
{
  for (int i = 0; i < prog->funcs.len; i++)
    {
      const CkFunc *f = ck_vec_get (&prog->funcs, i);
      if (pc >= f->entry && pc < f->end)
        return f;
    }
  return NULL;
}

/* The thesis numbers a listing by its lines: "the address of an instruction is equal to the line
 * number shown in listing 5.5", and a label (a branch target) takes a line of its own. [f]'s
 * statements numbered so, from 1; a nop the lowering placed (the thesis' listings have none)
 * is lowering only, 0. */
static const guint32 *
thesis_numbers (CkRun *run, const CkFunc *f)
{
  struct CkTraceState *ts = trace_state (run);
  guint32 *num = g_hash_table_lookup (ts->numbers, f);
  if (num)
    return num;
  guint32 n = f->end - f->entry;
  gboolean *label = g_new0 (gboolean, n);
  for (guint32 pc = f->entry; pc < f->end; pc++)
    {
      const CkStmt *s = &run->prog->stmts[pc];
      if (s->op == CK_S_OP_BRA || s->op == CK_S_OP_BRX)
        {
          if (s->target >= f->entry && s->target < f->end)
            label[s->target - f->entry] = TRUE;
          for (guint32 i = 0; s->op == CK_S_OP_BRX && i < s->n_cases; i++)
            if (s->cases[i].target >= f->entry && s->cases[i].target < f->end)
              label[s->cases[i].target - f->entry] = TRUE;
        }
    }
  num = g_new0 (guint32, n);
  guint32 line = 0;
  gboolean pending = FALSE;
  for (guint32 i = 0; i < n; i++)
    {
      pending |= label[i];
      if (run->prog->stmts[f->entry + i].op == CK_S_OP_NOP)
        continue;
      line += pending ? 2 : 1;
      pending = FALSE;
      num[i] = line;
    }
  /* a branch to a lowering-only nop lands on the next numbered statement */
  for (guint32 i = n; i-- > 0;)
    if (!num[i])
      num[i] = i + 1 < n ? num[i + 1] : line + 1;
  g_free (label);
  g_hash_table_insert (ts->numbers, (gpointer) f, num);
  return num;
}

/* A statement's number in its function's thesis listing; "-" for lowering only. */
static void
append_thesis_pc (CkRun *run, GString *out, const CkFunc *f, guint32 pc)
{
  if (!f || run->prog->stmts[pc].op == CK_S_OP_NOP)
    g_string_append (out, "-");
  else
    g_string_append_printf (out, "%u", thesis_numbers (run, f)[pc - f->entry]);
}

/* Lanes in lane order with the thesis' disable notation: 0 enabled, b break, r return, x exit;
 * the lanes a partly filled warp lacks are exited ([H §5.4]: dummy threads, disabled exit). */
static void
append_disable (GString *out, const CkExecState *es, guint32 n_real, guint32 n, gboolean thesis)
{
  for (guint32 l = 0; l < n; l++)
    {
      CkMask b = (CkMask) 1 << l;
      char c = l >= n_real || (es->dis_exit & b) ? 'x' : (es->dis_return & b) ? 'r'
               : (es->dis_break & b) ? 'b' : thesis ? '0' : '-';
      g_string_append_c (out, c);
    }
}

static const char *const thesis_token_name[] = {
  [CK_TOK_SYNC] = "sync", [CK_TOK_DIVERGE] = "diverge", [CK_TOK_CALL] = "call", [CK_TOK_BREAK] = "break",
};

/* (type, mask, pc) with the pc numbered in [f]'s listing, "x" for a pc in another function
 * (a call token's return address, as figure 5.4 writes it). */
static void
append_thesis_token (CkRun *run, GString *out, const CkFunc *f, const CkExecToken *t, guint32 n)
{
  g_string_append_printf (out, "(%s, ", thesis_token_name[t->type]);
  ck_trace_mask (out, t->mask, n);
  g_string_append (out, ", ");
  if (f && t->pc >= f->entry && t->pc < f->end)
    append_thesis_pc (run, out, f, t->pc);
  else
    g_string_append_c (out, 'x');
  g_string_append_c (out, ')');
}

static gboolean
tokens_equal (const CkExecToken *a, const CkExecToken *b)
{
  return a->type == b->type && a->mask == b->mask && a->pc == b->pc;
}

/* Lane numbers of [m] as "lane 2" or "lanes 0,2". */
static void
append_lanes (GString *out, CkMask m)
{
  g_string_append (out, (m & (m - 1)) ? "lanes " : "lane ");
  gboolean first = TRUE;
  for (; m; m &= m - 1)
    {
      g_string_append_printf (out, first ? "%d" : ",%d", __builtin_ctzll (m));
      first = FALSE;
    }
}

/* What the step did to the stack and the disable mask, from [before] to [after]: pops (top
 * first), then pushes (bottom first), then lanes disabled and re-enabled. */
static void
append_event (CkRun *run, GString *out, const CkFunc *f, const CkExecState *before,
              const CkExecState *after, guint32 n, gboolean thesis)
{
  guint32 k = 0;
  while (k < before->n_tokens && k < after->n_tokens && tokens_equal (&before->tokens[k], &after->tokens[k]))
    k++;
  const char *sep = "";
  for (guint32 i = before->n_tokens; i-- > k;)
    {
      g_string_append_printf (out, "%spop %s", sep, thesis_token_name[before->tokens[i].type]);
      sep = ", ";
    }
  for (guint32 i = k; i < after->n_tokens; i++)
    {
      g_string_append_printf (out, "%spush ", sep);
      if (thesis)
        append_thesis_token (run, out, f, &after->tokens[i], n);
      else
        {
          const CkExecToken *t = &after->tokens[i];
          g_string_append_printf (out, "(%s, ", thesis_token_name[t->type]);
          append_mask_grouped (out, t->mask, n);
          g_string_append_printf (out, ", %u)", t->pc);
        }
      sep = ", ";
    }
  CkMask was = before->dis_break | before->dis_return | before->dis_exit;
  CkMask now = after->dis_break | after->dis_return | after->dis_exit;
  static const char *const why[] = { "break", "return", "exit" };
  const CkMask newly[] = { after->dis_break & ~before->dis_break, after->dis_return & ~before->dis_return,
                           after->dis_exit & ~before->dis_exit };
  for (int i = 0; i < 3; i++)
    if (newly[i])
      {
        g_string_append (out, sep);
        append_lanes (out, newly[i]);
        g_string_append_printf (out, " disabled (%s)", why[i]);
        sep = ", ";
      }
  if (was & ~now)
    {
      g_string_append (out, sep);
      append_lanes (out, was & ~now);
      g_string_append (out, " re-enabled");
    }
}

/* Once per run: the legend [text] of the warp rows' columns. */
static void
legend (CkRun *run, const char *text)
{
  struct CkTraceState *ts = trace_state (run);
  if (ts->legend_done)
    return;
  ts->legend_done = TRUE;
  fputs (text, trace_out (run));
}

static void
thesis_legend (CkRun *run)
{
  legend (run, "# --trace=warp, thesis style ([H §5.4.1], figures 5.2-5.4): one row per warp step.\n"
         "# pc: the statement executed, numbered as in the function's listing below (a branch target's\n"
         "#   label takes a line, as in the thesis; '-' a statement only the lowering adds);\n"
         "# α: active mask after the step, lane 0 first; δ: disable mask (0 enabled, b break,\n"
         "#   r return, x exit); τ: the token stack, top first (ε empty; x: a pc in the caller);\n"
         "# then the statement and what the step did.\n");
}

/* Once per function: its statements as the pc column numbers them. */
static void
thesis_listing (CkRun *run, const CkFunc *f)
{
  struct CkTraceState *ts = trace_state (run);
  if (g_hash_table_contains (ts->numbers, f))
    return;
  const guint32 *num = thesis_numbers (run, f);
  GString *out = g_string_new (NULL);
  g_string_append_printf (out, "# listing of '%s':\n", f->name);
  guint32 prev = 0;
  for (guint32 pc = f->entry; pc < f->end; pc++)
    {
      const CkStmt *s = &run->prog->stmts[pc];
      if (s->op == CK_S_OP_NOP)
        {
          g_string_append (out, "#      -  nop (lowering only)\n");
          continue;
        }
      guint32 line = num[pc - f->entry];
      if (line == prev + 2)
        g_string_append_printf (out, "#  %4u L%u:\n", prev + 1, line);
      g_string_append_printf (out, "#  %4u    ", line);
      ck_program_format_stmt_numbered (run->prog, pc, num, f->entry, out);
      g_string_append_printf (out, "    (line %u)\n", s->loc.line);
      prev = line;
    }
  fputs (out->str, trace_out (run));
  g_string_free (out, TRUE);
}

/* The column heads, once a listing was printed: [n] lanes. */
static void
thesis_heads (CkRun *run, guint32 n)
{
  /* the widths of thesis_row's columns; α, δ and τ are one character of two bytes each */
  fprintf (trace_out (run), "# warp   pc  α%*s  δ%*s  τ%*s  statement\n", (int) n - 1, "", (int) n - 1,
           "", CK_TRACE_THESIS_STACK_WIDTH - 1, "");
}

/* The statement's text in thesis numbering, cut to [width] characters (with "...") so that the
 * columns after it stay in place. */
static void
append_stmt_cut (CkRun *run, GString *out, const CkFunc *f, guint32 pc, guint32 width)
{
  GString *st = g_string_new (NULL);
  if (f)
    ck_program_format_stmt_numbered (run->prog, pc, thesis_numbers (run, f), f->entry, st);
  else
    ck_program_format_stmt (run->prog, pc, st);
  if (st->len > width)
    {
      g_string_truncate (st, width - 3);
      g_string_append (st, "...");
    }
  g_string_append_printf (out, "%-*s", (int) width, st->str);
  g_string_free (st, TRUE);
}


static void
thesis_row (CkRun *run, const CkWarp *w, guint32 pc)
{
  struct CkTraceState *ts = trace_state (run);
  const CkFunc *f = func_at (run->prog, pc);
  guint32 n_real = w->n_threads, n = MAX (run->model->warp_size, n_real);
  thesis_legend (run);
  if (f && !g_hash_table_contains (ts->numbers, f))
    {
      thesis_listing (run, f);
      thesis_heads (run, n);
    }
  GString *row = g_string_new (NULL);
  g_string_append_printf (row, "b%u w%u  ", w->block->linear, w->id);
  GString *col = g_string_new (NULL);
  append_thesis_pc (run, col, f, pc);
  g_string_append_printf (row, "%4s  ", col->str);
  g_string_truncate (col, 0);
  ck_trace_mask (row, w->es.active, n);
  g_string_append (row, "  ");
  append_disable (row, &w->es, n_real, n, TRUE);
  g_string_append (row, "  ");
  if (w->es.n_tokens == 0)
    g_string_append (col, "ε");
  for (guint32 i = w->es.n_tokens; i-- > 0;)
    {
      append_thesis_token (run, col, f, &w->es.tokens[i], n);
      if (i > 0)
        g_string_append (col, " :: ");
    }
  /* pad by characters, not bytes (ε is two bytes) */
  glong chars = g_utf8_strlen (col->str, -1);
  g_string_append (row, col->str);
  for (glong c = chars; c < CK_TRACE_THESIS_STACK_WIDTH; c++)
    g_string_append_c (row, ' ');
  g_string_append (row, "  ");
  append_stmt_cut (run, row, f, pc, CK_TRACE_THESIS_STMT_WIDTH);
  if (ts->have_before)
    {
      g_string_truncate (col, 0);
      append_event (run, col, f, &ts->before, &w->es, n, TRUE);
      if (w->state == CK_WARP_COMPLETED)
        g_string_append (col, col->len ? ", warp completed" : "warp completed");
      if (col->len)
        g_string_append_printf (row, "  %s", col->str);
    }
  /* no trailing blanks */
  while (row->len && row->str[row->len - 1] == ' ')
    g_string_truncate (row, row->len - 1);
  g_string_append_c (row, '\n');
  fputs (row->str, trace_out (run));
  g_string_free (row, TRUE);
  g_string_free (col, TRUE);
  ts->have_before = FALSE;
}

static void
plain_legend (CkRun *run)
{
  legend (run, "# --trace=warp: block, warp, the statement executed (pc, source line, text cut to 28\n"
         "#   characters), then the state after it: the next pc, the active mask and the disable\n"
         "#   mask (- enabled, b break, r return, x exit), lane 0 first in groups of 8, and the\n"
         "#   token stack top first, (type, mask, pc); then what the step did.\n");
}

#define CK_TRACE_PLAIN_STMT_WIDTH 28   /* the statement column of a plain row; longer are cut */

/* One row in cudak's notation: global pcs, the next pc, '-' for an enabled lane. */
static void
plain_row (CkRun *run, const CkWarp *w, guint32 pc)
{
  struct CkTraceState *ts = trace_state (run);
  plain_legend (run);
  GString *row = g_string_new (NULL);
  const CkStmt *s = &run->prog->stmts[pc];
  guint32 n = w->n_threads;
  g_string_append_printf (row, "b%u w%u %4u  line %-4u ", w->block->linear, w->id, pc, s->loc.line);
  GString *st = g_string_new (NULL);
  ck_program_format_stmt (run->prog, pc, st);
  if (st->len > CK_TRACE_PLAIN_STMT_WIDTH)
    {
      g_string_truncate (st, CK_TRACE_PLAIN_STMT_WIDTH - 3);
      g_string_append (st, "...");
    }
  g_string_append_printf (row, "%-*s", CK_TRACE_PLAIN_STMT_WIDTH, st->str);
  g_string_free (st, TRUE);
  if (w->state == CK_WARP_COMPLETED)
    g_string_append (row, " | completed");
  else
    {
      g_string_append_printf (row, " | pc %-4u active ", w->es.pc);
      append_mask_grouped (row, w->es.active, n);
      g_string_append (row, " disable ");
      GString *dis = g_string_new (NULL);
      append_disable (dis, &w->es, n, n, FALSE);
      for (guint32 l = 0; l < n; l++)
        {
          if (l && l % 8 == 0 && n > 8)
            g_string_append_c (row, ' ');
          g_string_append_c (row, dis->str[l]);
        }
      g_string_free (dis, TRUE);
      g_string_append (row, " tokens");
      if (w->es.n_tokens == 0)
        g_string_append (row, " -");
      for (guint32 i = w->es.n_tokens; i-- > 0;)
        {
          const CkExecToken *t = &w->es.tokens[i];
          g_string_append_printf (row, " (%s, ", token_name[t->type]);
          append_mask_grouped (row, t->mask, n);
          g_string_append_printf (row, ", %u)", t->pc);
        }
    }
  if (ts->have_before)
    {
      GString *ev = g_string_new (NULL);
      append_event (run, ev, NULL, &ts->before, &w->es, n, FALSE);
      if (ev->len)
        g_string_append_printf (row, " ; %s", ev->str);
      g_string_free (ev, TRUE);
    }
  ts->have_before = FALSE;
  g_string_append_c (row, '\n');
  fputs (row->str, trace_out (run));
  g_string_free (row, TRUE);
}

/* --trace-html: keeps the step, with what it did, for interp/trace-html.c. */
static void
record_step (CkRun *run, const CkWarp *w, guint32 pc)
{
  struct CkTraceState *ts = trace_state (run);
  if (!ts->steps)
    {
      ts->steps = g_array_new (FALSE, TRUE, sizeof (CkTraceStep));
      ts->tokens = g_array_new (FALSE, FALSE, sizeof (CkExecToken));
    }
  if (ts->steps->len >= CK_TRACE_RECORD_MAX_STEPS)
    {
      ts->n_dropped++;
      return;
    }
  CkTraceStep st = { 0 };
  st.block = w->block->linear;
  st.warp = w->id;
  st.pc = pc;
  st.n_lanes = w->n_threads;
  st.active = w->es.active;
  st.dis_break = w->es.dis_break;
  st.dis_return = w->es.dis_return;
  st.dis_exit = w->es.dis_exit;
  st.first_token = ts->tokens->len;
  st.n_tokens = w->es.n_tokens;
  st.completed = w->state == CK_WARP_COMPLETED;
  st.at_barrier = w->state == CK_WARP_AT_BARRIER;
  g_array_append_vals (ts->tokens, w->es.tokens, w->es.n_tokens);
  if (ts->have_before)
    {
      GString *ev = g_string_new (NULL);
      append_event (run, ev, func_at (run->prog, pc), &ts->before, &w->es,
                    MAX (run->model->warp_size, w->n_threads), TRUE);
      st.event = ev->len ? g_string_free (ev, FALSE) : (g_string_free (ev, TRUE), NULL);
    }
  g_array_append_val (ts->steps, st);
}

const CkTraceStep *
ck_trace_recorded_steps (CkRun *run, guint *n, guint64 *n_dropped)
{
  struct CkTraceState *ts = run->trace_state;
  *n = ts && ts->steps ? ts->steps->len : 0;
  *n_dropped = ts ? ts->n_dropped : 0;
  return *n ? (const CkTraceStep *) ts->steps->data : NULL;
}

guint32
ck_trace_thesis_number (CkRun *run, guint32 pc, const CkFunc **func)
{
  const CkFunc *f = func_at (run->prog, pc);
  if (func)
    *func = f;
  if (!f || run->prog->stmts[pc].op == CK_S_OP_NOP)
    return 0;
  return thesis_numbers (run, f)[pc - f->entry];
}

void
ck_trace_mem_line (CkRun *run, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *text = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  if (run->opts.trace & CK_TRACE_MEM)
    fprintf (trace_out (run), "mem: %s", text);
  if (run->opts.trace & CK_TRACE_RECORD)
    {
      struct CkTraceState *ts = trace_state (run);
      if (!ts->mem_lines)
        {
          ts->mem_lines = g_ptr_array_new_with_free_func (g_free);
          ts->mem_steps = g_array_new (FALSE, FALSE, sizeof (guint32));
        }
      if (ts->mem_lines->len < CK_TRACE_RECORD_MAX_MEM_LINES)
        {
          guint32 at = ts->steps ? ts->steps->len : 0;
          g_strchomp (text);
          g_ptr_array_add (ts->mem_lines, text);
          g_array_append_val (ts->mem_steps, at);
          return;
        }
    }
  g_free (text);
}

guint
ck_trace_recorded_mem (CkRun *run, const char *const **lines, const guint32 **steps)
{
  struct CkTraceState *ts = run->trace_state;
  if (!ts || !ts->mem_lines)
    return 0;
  *lines = (const char *const *) ts->mem_lines->pdata;
  *steps = (const guint32 *) ts->mem_steps->data;
  return ts->mem_lines->len;
}

const CkExecToken *
ck_trace_recorded_tokens (CkRun *run)
{
  struct CkTraceState *ts = run->trace_state;
  return ts && ts->tokens ? (const CkExecToken *) ts->tokens->data : NULL;
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
