/* checker/report.c — findings: folding of repeats, suppressions, print limit, and the text
 * (gcc layout, STYLE §12–13), JSON and SARIF 2.1.0 writers, and the summary line (DESIGN §4).
 * SPDX-License-Identifier: MIT */
#include "checker/checker-private.h"
#include <string.h>
#include <stdarg.h>

const CkReportKindInfo ck_report_kind_info[CK_REPORT__COUNT] = {
#define CK_REPORT_KIND(id, sev, check, name, desc) \
  [CK_REPORT_##id] = { CK_SEVERITY_##sev, CK_CHECK_##check, name, desc },
#include "checker/report-kinds.def"
#undef CK_REPORT_KIND
};
G_STATIC_ASSERT (G_N_ELEMENTS (ck_report_kind_info) == CK_REPORT__COUNT);

/* Generated from the same X-macro as space.h's table, so the two cannot drift. */
static const char *const space_names[] = {
#define CK_SPACE_NAME(id, name) [CK_SPACE_##id] = name,
  CK_SPACES (CK_SPACE_NAME)
#undef CK_SPACE_NAME
};
G_STATIC_ASSERT (G_N_ELEMENTS (space_names) == CK_SPACE__COUNT);

const char *
ck_report_space_name (CkSpace space)
{
  return (guint) space < CK_SPACE__COUNT ? space_names[space] : "unknown";
}

const char *
ck_report_access_name (CkAccessKind k)
{
  switch (k)
    {
    case CK_ACC_READ: return "read";
    case CK_ACC_WRITE: return "write";
    case CK_ACC_ATOMIC: return "atomic";
    }
  return "access";
}

gboolean
ck_srcloc_is_set (CkSrcLoc loc)
{
  return loc.file != NULL;
}

gboolean
ck_report_is_kind_enabled (const CkCheckerOptions *o, CkReportKind kind)
{
  switch (ck_report_kind_info[kind].check)
    {
    case CK_CHECK_RACE: return o->racecheck;
    case CK_CHECK_MEM: return o->memcheck;
    case CK_CHECK_INIT: return o->initcheck;
    case CK_CHECK_SYNC: return o->synccheck;
    case CK_CHECK_LEAK: return o->leakcheck;
    case CK_CHECK_API: return o->apicheck;
    case CK_CHECK_ALWAYS: return TRUE;
    }
  return TRUE;
}

/* ---- folding keys ---- */

static guint
loc_hash (CkSrcLoc l)
{
  return g_direct_hash (l.file) * 31u + l.line * 131u + l.col;
}

static gboolean
loc_equal (CkSrcLoc a, CkSrcLoc b)
{
  return a.file == b.file && a.line == b.line && a.col == b.col;
}

static guint
fold_hash (gconstpointer p)
{
  const CkFoldKey *k = p;
  return (guint) k->kind * 7919u + loc_hash (k->loc) * 17u + loc_hash (k->loc2)
         + (guint) (k->extra ^ (k->extra >> 32));
}

static gboolean
fold_equal (gconstpointer a, gconstpointer b)
{
  const CkFoldKey *x = a, *y = b;
  return x->kind == y->kind && loc_equal (x->loc, y->loc) && loc_equal (x->loc2, y->loc2)
         && x->extra == y->extra;
}

static void
report_free (gpointer p)
{
  CkReport *f = p;
  for (guint i = 0; i < f->notes->len; i++)
    g_free (g_array_index (f->notes, CkReportNote, i).message);
  g_array_free (f->notes, TRUE);
  g_array_free (f->threads, TRUE);
  for (int i = 0; i < CK_SUPPRESS__COUNT; i++)
    g_free (f->fields[i]);
  g_free (f->message);
  g_free (f);
}

void
ck_report_init (CkReporter *r, const CkCheckerOptions *opts)
{
  memset (r, 0, sizeof *r);
  r->opts = opts;
  r->fold = g_hash_table_new (fold_hash, fold_equal);
  r->reports = g_ptr_array_new_with_free_func (report_free);
  r->out = stderr;
}

void
ck_report_clear (CkReporter *r)
{
  if (r->owns_out && r->out)
    fclose (r->out);
  r->out = NULL;
  g_hash_table_destroy (r->fold);
  g_ptr_array_free (r->reports, TRUE);
  if (r->suppressions)
    ck_suppress_free (r->suppressions);
}

/* ---- building a finding ---- */

CkReport *
ck_report_begin (CkReporter *r, const CkFoldKey *key, const char *kernel, const char *function)
{
  if (!ck_report_is_kind_enabled (r->opts, key->kind))
    return NULL;
  CkReport *old = g_hash_table_lookup (r->fold, key);
  if (old)
    {
      old->count++;
      if (old->is_suppressed)
        r->n_suppressed++;
      else
        r->n_repeats++;
      return NULL;
    }
  CkReport *f = g_new0 (CkReport, 1);
  f->key = *key;
  f->loc = key->loc;
  f->count = 1;
  f->notes = g_array_new (FALSE, TRUE, sizeof (CkReportNote));
  f->threads = g_array_new (FALSE, TRUE, sizeof (CkReportThread));
  f->fields[CK_SUPPRESS_KIND] = g_strdup (ck_report_kind_info[key->kind].name);
  f->fields[CK_SUPPRESS_FILE] = g_strdup (key->loc.file ? key->loc.file->name : NULL);
  f->fields[CK_SUPPRESS_KERNEL] = g_strdup (kernel);
  f->fields[CK_SUPPRESS_FUNCTION] = g_strdup (function ? function : kernel);
  return f;
}

void
ck_report_set_message (CkReport *f, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_free (f->message);
  f->message = g_strdup_vprintf (fmt, ap);
  va_end (ap);
}

void
ck_report_add_note (CkReport *f, CkSrcLoc loc, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  CkReportNote n = { loc, g_strdup_vprintf (fmt, ap) };
  va_end (ap);
  g_array_append_val (f->notes, n);
}

void
ck_report_thread_of (CkReportThread *t, const CkWho *who, guint32 lane)
{
  memset (t, 0, sizeof *t);
  if (!who || who->is_host)
    {
      t->is_host = TRUE;
      t->is_copy = who && who->grid_id == G_MAXUINT32 && who->order;   /* async: in a stream */
      t->host_thread = who ? who->host_thread : 0;
      t->host_entry = who ? who->host_entry : NULL;
      return;
    }
  guint32 tid = who->first_thread + lane;
  guint32 bx = MAX (who->block_dim.x, 1), by = MAX (who->block_dim.y, 1);
  t->block = who->block_idx;
  t->thread = (CkDim3) { tid % bx, (tid / bx) % by, tid / (bx * by) };
  t->warp = who->warp_id;
  t->lane = lane;
}

void
ck_report_add_thread (CkReport *f, const char *role, const CkWho *who, guint32 lane,
                      const char *access)
{
  CkReportThread t;
  ck_report_thread_of (&t, who, lane);
  t.role = role;
  t.access = access;
  g_array_append_val (f->threads, t);
}

void
ck_report_add_thread_raw (CkReport *f, const CkReportThread *t)
{
  g_array_append_val (f->threads, *t);
}

void
ck_report_append_thread (GString *s, const CkReportThread *t)
{
  if (t->is_host)
    {
      if (t->host_thread == 1)
        g_string_append (s, "host thread 1 (main)");
      else if (t->host_thread)
        g_string_append_printf (s, "host thread %u (start routine '%s')", t->host_thread,
                                t->host_entry ? t->host_entry : "?");
      else
        g_string_append (s, t->is_copy ? "a copy of the CUDA runtime" : "the host thread");
      return;
    }
  g_string_append_printf (s, "thread (%u,%u,%u) of block (%u,%u,%u) (warp %u, lane %u)",
                          t->thread.x, t->thread.y, t->thread.z, t->block.x, t->block.y,
                          t->block.z, t->warp, t->lane);
}

void
ck_report_append_lanes (GString *s, const CkWho *who, CkMask mask)
{
  int n = 0;
  for (guint l = 0; l < CK_MAX_WARP; l++)
    n += (mask >> l) & 1;
  g_string_append (s, n == 1 ? "thread " : "threads ");
  gboolean first = TRUE;
  for (guint l = 0; l < CK_MAX_WARP; l++)
    {
      if (!((mask >> l) & 1))
        continue;
      guint e = l;
      while (e + 1 < CK_MAX_WARP && ((mask >> (e + 1)) & 1))
        e++;
      if (!first)
        g_string_append (s, ", ");
      first = FALSE;
      guint32 t0 = who->first_thread + l, t1 = who->first_thread + e;
      if (e == l)
        g_string_append_printf (s, "%u", t0);
      else
        g_string_append_printf (s, "%u-%u", t0, t1);
      l = e;
    }
}

void
ck_report_append_alloc (GString *s, const CkAlloc *a)
{
  if (a->name)
    {
      g_string_append_printf (s, "'%s'", a->name);
      return;
    }
  g_string_append_printf (s, "an allocation of %" G_GUINT64_FORMAT " byte%s", a->size,
                          a->size == 1 ? "" : "s");
  if (a->alloc_loc.file)
    g_string_append_printf (s, " allocated at %s:%u:%u", a->alloc_loc.file->name,
                            a->alloc_loc.line, a->alloc_loc.col);
}

/* ---- the gcc layout (frontend/diag.c) ---- */

static gboolean
is_ident_char (char ch)
{
  return g_ascii_isalnum (ch) || ch == '_';
}

/* How many bytes the caret range covers: an lvalue such as `shared[i]` or `p->next->v`
 * starting at the column, else one byte. */
static gsize
range_len (const char *s, gsize len, gsize col0)
{
  gsize i = col0;
  if (i < len && s[i] == '[')
    {
      /* a subscript located at its bracket: underline "[...]" */
      int depth = 0;
      for (; i < len; i++)
        if (s[i] == '[')
          depth++;
        else if (s[i] == ']' && --depth == 0)
          return i - col0 + 1;
      return 1;
    }
  if (i >= len || !(g_ascii_isalpha (s[i]) || s[i] == '_'))
    return 1;
  while (i < len)
    {
      if (is_ident_char (s[i]))
        while (i < len && is_ident_char (s[i]))
          i++;
      else
        break;
      if (i < len && s[i] == '[')
        {
          while (i < len && s[i] == '[')
            {
              int depth = 0;
              for (; i < len; i++)
                {
                  if (s[i] == '[')
                    depth++;
                  else if (s[i] == ']' && --depth == 0)
                    break;
                }
              if (i >= len)
                return 1;
              i++;
            }
        }
      if (i < len && s[i] == '.')
        i++;
      else if (i + 1 < len && s[i] == '-' && s[i + 1] == '>')
        i += 2;
      else
        break;
    }
  return i > col0 ? i - col0 : 1;
}

/* Appends the diagnostic in the frontend's layout, with a range under an lvalue at the
 * column; without [with_source] only its first line. */
static void
format_diag (GString *out, CkDiagLevel level, CkSrcLoc loc, const char *msg,
             gboolean with_source)
{
  int range = 1;
  gsize len = 0;
  const char *text = loc.file ? ck_srcfile_line_text (loc.file, loc.line, &len) : NULL;
  if (text && loc.col >= 1 && loc.col <= len)
    range = (int) range_len (text, len, loc.col - 1);
  char *t = ck_diag_format (level, loc, range, msg);
  char *nl = with_source ? NULL : strchr (t, '\n');
  if (nl)
    nl[1] = 0;
  g_string_append (out, t);
  g_free (t);
}

void
ck_report_format_diag (GString *out, CkDiagLevel level, CkSrcLoc loc, const char *msg)
{
  format_diag (out, level, loc, msg, TRUE);
}

void
ck_report_write (CkReporter *r, const char *text, gboolean is_summary)
{
  if (r->tap)
    r->tap (text, is_summary, r->tap_data);
  if (r->sink)
    {
      r->sink (text, is_summary, r->sink_data);
      return;
    }
  /* the summary line is not JSON: a JSON or SARIF file gets the document alone */
  if (r->out && !(is_summary && r->opts->format != CK_REPORT_TEXT))
    {
      fputs (text, r->out);
      fflush (r->out);
    }
  if (is_summary && (r->out != stderr || r->opts->format != CK_REPORT_TEXT))
    {
      fputs (text, stderr);
      fflush (stderr);
    }
}

static void
format_text (GString *out, const CkReport *f)
{
  CkSeverity sev = ck_report_kind_info[f->key.kind].severity;
  ck_report_format_diag (out, sev == CK_SEVERITY_ERROR ? CK_DIAG_ERROR : CK_DIAG_WARNING, f->loc,
                         f->message ? f->message : ck_report_kind_info[f->key.kind].name);
  const char *kernel = f->fields[CK_SUPPRESS_KERNEL];
  if (kernel && strchr (kernel, '<'))
    {
      /* a template kernel's instance, as JSON's "kernel" names it (the source is the template's) */
      char *m = g_strdup_printf ("in kernel '%s'", kernel);
      format_diag (out, CK_DIAG_NOTE, f->loc, m, FALSE);
      g_free (m);
    }
  for (guint i = 0; i < f->notes->len; i++)
    {
      const CkReportNote *n = &g_array_index (f->notes, CkReportNote, i);
      /* A note at the headline's location does not repeat its source line. */
      format_diag (out, CK_DIAG_NOTE, n->loc, n->message, !loc_equal (n->loc, f->loc));
    }
}

void
ck_report_emit (CkReporter *r, CkReport *f)
{
  g_hash_table_insert (r->fold, &f->key, f);
  g_ptr_array_add (r->reports, f);
  if (r->suppressions
      && ck_suppress_is_match (r->suppressions, (const char *const *) f->fields))
    {
      f->is_suppressed = TRUE;
      r->n_suppressed++;
      return;
    }
  if (ck_report_kind_info[f->key.kind].severity == CK_SEVERITY_ERROR)
    r->n_errors++;
  else
    r->n_warnings++;
  /* The print limit protects a terminal; JSON and SARIF readers get every finding. It counts
     each kind alone: a hundred uninitialised reads do not hide the one race (issue 23). */
  if (r->opts->format == CK_REPORT_TEXT && r->opts->print_limit > 0
      && r->n_printed_kind[f->key.kind] >= (guint) r->opts->print_limit)
    {
      r->n_unprinted++;
      r->n_unprinted_kind[f->key.kind]++;
      return;
    }
  r->n_printed++;
  r->n_printed_kind[f->key.kind]++;
  f->is_printed = TRUE;
  if (r->opts->format != CK_REPORT_TEXT)
    return;
  GString *s = g_string_new (NULL);
  format_text (s, f);
  ck_report_write (r, s->str, FALSE);
  g_string_free (s, TRUE);
}

/* ---- JSON and SARIF ---- */

static void
json_str (GString *s, const char *str)
{
  if (!str)
    {
      g_string_append (s, "null");
      return;
    }
  g_string_append_c (s, '"');
  for (const unsigned char *p = (const unsigned char *) str; *p; p++)
    switch (*p)
      {
      case '"': g_string_append (s, "\\\""); break;
      case '\\': g_string_append (s, "\\\\"); break;
      case '\n': g_string_append (s, "\\n"); break;
      case '\t': g_string_append (s, "\\t"); break;
      case '\r': g_string_append (s, "\\r"); break;
      default:
        if (*p < 0x20)
          g_string_append_printf (s, "\\u%04x", *p);
        else
          g_string_append_c (s, (char) *p);
      }
  g_string_append_c (s, '"');
}

static const char *
severity_name (CkReportKind k)
{
  return ck_report_kind_info[k].severity == CK_SEVERITY_ERROR ? "error" : "warning";
}

static void
json_loc (GString *s, CkSrcLoc loc, const char *message)
{
  g_string_append (s, "{\"file\":");
  json_str (s, loc.file ? loc.file->name : NULL);
  g_string_append_printf (s, ",\"line\":%u,\"column\":%u,\"message\":", loc.line, loc.col);
  json_str (s, message);
  g_string_append_c (s, '}');
}

static void
json_dim (GString *s, const char *name, CkDim3 d)
{
  g_string_append_printf (s, "\"%s\":[%u,%u,%u]", name, d.x, d.y, d.z);
}

static void
write_json (CkReporter *r, GString *s, guint64 seed)
{
  g_string_append_printf (s, "{\"tool\":\"cudak\",\"version\":\"%s\",\"seed\":%" G_GUINT64_FORMAT
                          ",\"findings\":[", CK_VERSION, seed);
  gboolean first = TRUE;
  for (guint i = 0; i < r->reports->len; i++)
    {
      const CkReport *f = g_ptr_array_index (r->reports, i);
      if (f->is_suppressed || !f->is_printed)
        continue;
      g_string_append (s, first ? "\n" : ",\n");
      first = FALSE;
      g_string_append (s, "{\"kind\":");
      json_str (s, ck_report_kind_info[f->key.kind].name);
      g_string_append (s, ",\"severity\":");
      json_str (s, severity_name (f->key.kind));
      g_string_append (s, ",\"message\":");
      json_str (s, f->message);
      g_string_append_printf (s, ",\"count\":%u,\"kernel\":", f->count);
      json_str (s, f->fields[CK_SUPPRESS_KERNEL]);
      g_string_append (s, ",\"locations\":[");
      json_loc (s, f->loc, f->message);
      for (guint j = 0; j < f->notes->len; j++)
        {
          const CkReportNote *n = &g_array_index (f->notes, CkReportNote, j);
          g_string_append_c (s, ',');
          json_loc (s, n->loc, n->message);
        }
      g_string_append (s, "],\"threads\":[");
      for (guint j = 0; j < f->threads->len; j++)
        {
          const CkReportThread *t = &g_array_index (f->threads, CkReportThread, j);
          g_string_append (s, j ? ",{\"role\":" : "{\"role\":");
          json_str (s, t->role);
          g_string_append (s, ",\"access\":");
          json_str (s, t->access);
          if (t->is_host && t->host_thread)
            g_string_append_printf (s, ",\"host\":true,\"host_thread\":%u}", t->host_thread);
          else if (t->is_host)
            g_string_append (s, ",\"host\":true}");
          else
            {
              g_string_append (s, ",\"host\":false,");
              json_dim (s, "block", t->block);
              g_string_append_c (s, ',');
              json_dim (s, "thread", t->thread);
              g_string_append_printf (s, ",\"warp\":%u,\"lane\":%u}", t->warp, t->lane);
            }
        }
      g_string_append (s, "]}");
    }
  g_string_append_printf (s, "\n],\"summary\":{\"errors\":%u,\"warnings\":%u,\"repeats\":%u,"
                          "\"suppressed\":%u,\"not_shown\":%u}}\n",
                          r->n_errors, r->n_warnings, r->n_repeats, r->n_suppressed,
                          r->n_unprinted);
}

static void
sarif_phys (GString *s, CkSrcLoc loc)
{
  g_string_append (s, "\"physicalLocation\":{\"artifactLocation\":{\"uri\":");
  json_str (s, loc.file->name);
  g_string_append (s, "}");
  if (loc.line > 0)
    {
      g_string_append_printf (s, ",\"region\":{\"startLine\":%u", loc.line);
      if (loc.col > 0)
        g_string_append_printf (s, ",\"startColumn\":%u", loc.col);
      g_string_append_c (s, '}');
    }
  g_string_append_c (s, '}');
}

static void
write_sarif (CkReporter *r, GString *s, guint64 seed)
{
  g_string_append (s, "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\","
                      "\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"cudak\","
                      "\"version\":\"" CK_VERSION "\",\"rules\":[");
  for (int k = 0; k < CK_REPORT__COUNT; k++)
    {
      g_string_append (s, k ? ",\n{\"id\":" : "\n{\"id\":");
      json_str (s, ck_report_kind_info[k].name);
      g_string_append (s, ",\"shortDescription\":{\"text\":");
      json_str (s, ck_report_kind_info[k].description);
      g_string_append (s, "},\"defaultConfiguration\":{\"level\":");
      json_str (s, severity_name ((CkReportKind) k));
      g_string_append (s, "}}");
    }
  g_string_append_printf (s, "]}},\"properties\":{\"seed\":%" G_GUINT64_FORMAT "},\"results\":[",
                          seed);
  gboolean first = TRUE;
  for (guint i = 0; i < r->reports->len; i++)
    {
      const CkReport *f = g_ptr_array_index (r->reports, i);
      if (f->is_suppressed || !f->is_printed)
        continue;
      g_string_append (s, first ? "\n{\"ruleId\":" : ",\n{\"ruleId\":");
      first = FALSE;
      json_str (s, ck_report_kind_info[f->key.kind].name);
      g_string_append_printf (s, ",\"ruleIndex\":%d,\"level\":", (int) f->key.kind);
      json_str (s, severity_name (f->key.kind));
      g_string_append (s, ",\"message\":{\"text\":");
      json_str (s, f->message);
      g_string_append (s, "},\"locations\":[");
      if (f->loc.file)
        {
          g_string_append_c (s, '{');
          sarif_phys (s, f->loc);
          g_string_append_c (s, '}');
        }
      g_string_append_c (s, ']');
      if (f->notes->len)
        {
          g_string_append (s, ",\"relatedLocations\":[");
          for (guint j = 0; j < f->notes->len; j++)
            {
              const CkReportNote *n = &g_array_index (f->notes, CkReportNote, j);
              g_string_append_printf (s, "%s{\"id\":%u,", j ? "," : "", j + 1);
              if (n->loc.file)
                {
                  sarif_phys (s, n->loc);
                  g_string_append_c (s, ',');
                }
              g_string_append (s, "\"message\":{\"text\":");
              json_str (s, n->message);
              g_string_append (s, "}}");
            }
          g_string_append_c (s, ']');
        }
      g_string_append_printf (s, ",\"occurrenceCount\":%u}", f->count);
    }
  g_string_append (s, "\n]}]}\n");
}

static void
plural (GString *s, guint n, const char *what)
{
  g_string_append_printf (s, "%u %s%s", n, what, n == 1 ? "" : "s");
}

char *
ck_report_finish (CkReporter *r, guint64 seed)
{
  GString *s = g_string_new (NULL);
  if (r->opts->format == CK_REPORT_JSON)
    write_json (r, s, seed);
  else if (r->opts->format == CK_REPORT_SARIF)
    write_sarif (r, s, seed);
  else
    for (guint i = 0; i < r->reports->len; i++)
      {
        const CkReport *f = g_ptr_array_index (r->reports, i);
        if (f->count < 2 || !f->is_printed)
          continue;
        char *msg = g_strdup_printf ("%s reported %u times (%u repeat%s folded)",
                                     ck_report_kind_info[f->key.kind].name, f->count,
                                     f->count - 1, f->count == 2 ? "" : "s");
        format_diag (s, CK_DIAG_NOTE, f->loc, msg, FALSE);
        g_free (msg);
      }
  if (s->len)
    ck_report_write (r, s->str, FALSE);
  g_string_truncate (s, 0);
  if (r->n_errors + r->n_warnings + r->n_suppressed == 0)
    return g_string_free (s, TRUE), NULL;
  g_string_append (s, "cudak: ");
  plural (s, r->n_errors, "error");
  g_string_append (s, ", ");
  plural (s, r->n_warnings, "warning");
  const char *sep = "; ";
  if (r->n_repeats)
    {
      g_string_append_printf (s, "%s%u repeat%s folded", sep, r->n_repeats,
                              r->n_repeats == 1 ? "" : "s");
      sep = ", ";
    }
  if (r->n_suppressed)
    {
      g_string_append_printf (s, "%s%u suppressed", sep, r->n_suppressed);
      sep = ", ";
    }
  if (r->n_unprinted)
    {
      /* name what was cut: "3 not shown (--print-limit=2 per kind: 2 data-race, 1 leak)" */
      g_string_append_printf (s, "%s%u not shown (--print-limit=%d per kind:", sep,
                              r->n_unprinted, r->opts->print_limit);
      const char *comma = " ";
      for (guint k = 0; k < CK_REPORT__COUNT; k++)
        if (r->n_unprinted_kind[k])
          {
            g_string_append_printf (s, "%s%u %s", comma, r->n_unprinted_kind[k],
                                    ck_report_kind_info[k].name);
            comma = ", ";
          }
      g_string_append_c (s, ')');
    }
  g_string_append_printf (s, " (seed %" G_GUINT64_FORMAT ")\n", seed);
  return g_string_free (s, FALSE);
}
