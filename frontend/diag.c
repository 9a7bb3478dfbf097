/* frontend/diag.c — gcc-style diagnostics: "file:line:col: error: msg", source line, caret line.
 * STYLE.md §12.
 * SPDX-License-Identifier: MIT */
#include "frontend/diag.h"

#include <stdio.h>
#include <string.h>

void
ck_diag_sink_init (CkDiagSink *sink)
{
  memset (sink, 0, sizeof *sink);
}

void
ck_diag_drop_warnings (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink;
  CkDiagWarningFilter *f = data;
  if (level == CK_DIAG_WARNING)
    f->dropping = TRUE;
  else if (level == CK_DIAG_ERROR)
    f->dropping = FALSE;
  if (f->dropping)
    return;
  if (f->outer && f->outer->func)
    f->outer->func (f->outer, level, text, f->outer->data);
  else
    fputs (text, stderr);
}

static const char *
level_name (CkDiagLevel level)
{
  switch (level)
    {
    case CK_DIAG_ERROR: return "error";
    case CK_DIAG_WARNING: return "warning";
    case CK_DIAG_NOTE: return "note";
    }
  return "error";
}

/* The caret line copies tabs from the source line so that the caret stays under the column on
 * any tab width; every other byte before the column becomes a space. */
char *
ck_diag_format (CkDiagLevel level, CkSrcLoc loc, int range_len, const char *msg)
{
  GString *s = g_string_new (NULL);
  if (loc.file == NULL)
    {
      g_string_append_printf (s, "cudak: %s: %s\n", level_name (level), msg);
      return g_string_free (s, FALSE);
    }
  if (loc.col > 0)
    g_string_append_printf (s, "%s:%u:%u: %s: %s\n", loc.file->name, loc.line, loc.col,
                            level_name (level), msg);
  else
    g_string_append_printf (s, "%s:%u: %s: %s\n", loc.file->name, loc.line,
                            level_name (level), msg);
  gsize len;
  const char *text = ck_srcfile_line_text (loc.file, loc.line, &len);
  if (text == NULL || loc.col == 0)
    return g_string_free (s, FALSE);
  /* a NUL byte of the source (ignored by the lexer, with a warning) is shown as a space */
  for (gsize i = 0; i < len; i++)
    g_string_append_c (s, text[i] ? text[i] : ' ');
  g_string_append_c (s, '\n');
  gsize col = loc.col - 1;
  for (gsize i = 0; i < col; i++)
    g_string_append_c (s, i < len && text[i] == '\t' ? '\t' : ' ');
  g_string_append_c (s, '^');
  if (range_len > 1)
    {
      gsize n = (gsize) range_len - 1;
      if (col + 1 + n > len)
        n = len > col + 1 ? len - col - 1 : 0;
      for (gsize i = 0; i < n; i++)
        g_string_append_c (s, '~');
    }
  g_string_append_c (s, '\n');
  return g_string_free (s, FALSE);
}

static void
emit (CkDiagSink *sink, CkDiagLevel level, const char *text)
{
  if (sink->func)
    sink->func (sink, level, text, sink->data);
  else
    fputs (text, stderr);
}

/* Counts a diagnostic of [level] about to be given; FALSE when it must not be: the sink has
 * stopped, or this error is one too many (the fatal line is given instead). */
static gboolean
count_diag (CkDiagSink *sink, CkDiagLevel level)
{
  if (sink->too_many)
    return FALSE;
  if (level == CK_DIAG_ERROR)
    {
      if (sink->n_errors >= CK_DIAG_MAX_ERRORS)
        {
          sink->too_many = TRUE;
          emit (sink, CK_DIAG_ERROR, "cudak: fatal error: too many errors emitted, stopping now\n");
          return FALSE;
        }
      sink->n_errors++;
    }
  else if (level == CK_DIAG_WARNING)
    sink->n_warnings++;
  return TRUE;
}

void
ck_diag_replay (CkDiagSink *sink, CkDiagLevel level, const char *text)
{
  g_return_if_fail (sink != NULL);
  if (count_diag (sink, level))
    emit (sink, level, text);
}

void
ck_diag_v (CkDiagSink *sink, CkDiagLevel level, CkSrcLoc loc, int range_len,
           const char *fmt, va_list ap)
{
  g_return_if_fail (sink != NULL);
  /* a warning is counted below, once it is known not to be dropped or made an error */
  if (level == CK_DIAG_ERROR ? !count_diag (sink, level) : sink->too_many)
    return;
  char *msg = g_strdup_vprintf (fmt, ap);
  if (level == CK_DIAG_WARNING && g_str_has_suffix (msg, "[-Wdeprecated-declarations]"))
    {
      if (sink->werror_deprecated)
        {
          /* gcc's -Werror=deprecated-declarations: the same message, an error */
          gsize keep = strlen (msg) - strlen ("[-Wdeprecated-declarations]");
          char *e = g_strdup_printf ("%.*s[-Werror=deprecated-declarations]", (int) keep, msg);
          g_free (msg);
          msg = e;
          level = CK_DIAG_ERROR;
          if (sink->n_errors >= CK_DIAG_MAX_ERRORS)
            {
              g_free (msg);
              return;
            }
          sink->n_errors++;
        }
      else if (sink->no_deprecated)
        {
          g_free (msg);
          return;
        }
    }
  if (level == CK_DIAG_WARNING)
    sink->n_warnings++;
  char *text = ck_diag_format (level, loc, range_len < 1 ? 1 : range_len, msg);
  emit (sink, level, text);
  g_free (text);
  g_free (msg);
}

void
ck_diag (CkDiagSink *sink, CkDiagLevel level, CkSrcLoc loc, int range_len, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  ck_diag_v (sink, level, loc, range_len, fmt, ap);
  va_end (ap);
}
