/* checker/suppress.c — suppression rules: one `field:PCRE2` rule per line, field one of kind,
 * file, kernel, function; '#' starts a comment line. A finding matching any rule is dropped
 * (and counted). Patterns search (unanchored); write ^...$ to match a whole field.
 * SPDX-License-Identifier: MIT */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <string.h>
#include "checker/checker-private.h"

static const char *const field_names[CK_SUPPRESS__COUNT] = {
  [CK_SUPPRESS_KIND] = "kind",
  [CK_SUPPRESS_FILE] = "file",
  [CK_SUPPRESS_KERNEL] = "kernel",
  [CK_SUPPRESS_FUNCTION] = "function",
};

typedef struct CkSuppressRule {
  CkSuppressField field;
  pcre2_code *re;
} CkSuppressRule;

struct CkSuppressions {
  GArray *rules;               /* CkSuppressRule */
  pcre2_match_data *md;
};

void
ck_suppress_free (CkSuppressions *s)
{
  if (!s)
    return;
  for (guint i = 0; i < s->rules->len; i++)
    pcre2_code_free (g_array_index (s->rules, CkSuppressRule, i).re);
  g_array_free (s->rules, TRUE);
  pcre2_match_data_free (s->md);
  g_free (s);
}

/* Parses one rule [line] (trimmed, not empty, not a comment) into [out]; on a bad field or
 * pattern sets [e] naming [filename]:[lineno]. */
static gboolean
parse_rule (const char *line, const char *filename, int lineno, CkSuppressRule *out, GError **e)
{
  const char *colon = strchr (line, ':');
  int field = -1;
  for (int i = 0; colon && i < CK_SUPPRESS__COUNT; i++)
    if ((gsize) (colon - line) == strlen (field_names[i])
        && strncmp (line, field_names[i], (gsize) (colon - line)) == 0)
      field = i;
  if (field < 0)
    {
      g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_SUPPRESSIONS,
                   "%s:%d: expected 'kind:', 'file:', 'kernel:' or 'function:' before the "
                   "pattern", filename, lineno);
      return FALSE;
    }
  int err;
  PCRE2_SIZE off;
  /* blanks after the colon separate, as in "kind: ^data-race$"; they are not the pattern's */
  const char *pat = colon + 1;
  while (*pat == ' ' || *pat == '\t')
    pat++;
  pcre2_code *re = pcre2_compile ((PCRE2_SPTR) pat, PCRE2_ZERO_TERMINATED, 0, &err, &off, NULL);
  if (!re)
    {
      PCRE2_UCHAR buf[256];
      pcre2_get_error_message (err, buf, sizeof buf);
      g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_SUPPRESSIONS,
                   "%s:%d:%d: bad pattern: %s", filename, lineno,
                   (int) (pat - line) + (int) off + 1, (const char *) buf);
      return FALSE;
    }
  out->field = (CkSuppressField) field;
  out->re = re;
  return TRUE;
}

CkSuppressions *
ck_suppress_parse (const char *text, const char *filename, GError **e)
{
  CkSuppressions *s = g_new0 (CkSuppressions, 1);
  s->rules = g_array_new (FALSE, FALSE, sizeof (CkSuppressRule));
  char **lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      char *line = g_strstrip (lines[i]);
      if (!*line || *line == '#')
        continue;
      CkSuppressRule rule;
      if (!parse_rule (line, filename, i + 1, &rule, e))
        {
          g_strfreev (lines);
          ck_suppress_free (s);
          return NULL;
        }
      g_array_append_val (s->rules, rule);
    }
  g_strfreev (lines);
  s->md = pcre2_match_data_create (4, NULL);
  return s;
}

CkSuppressions *
ck_suppress_load (const char *path, GError **e)
{
  char *text;
  GError *err = NULL;
  if (!g_file_get_contents (path, &text, NULL, &err))
    {
      g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_SUPPRESSIONS,
                   "cannot read suppressions: %s", err->message);
      g_error_free (err);
      return NULL;
    }
  CkSuppressions *s = ck_suppress_parse (text, path, e);
  g_free (text);
  return s;
}

guint
ck_suppress_n_rules (const CkSuppressions *s)
{
  return s ? s->rules->len : 0;
}

gboolean
ck_suppress_is_match (const CkSuppressions *s, const char *const *fields)
{
  for (guint i = 0; i < s->rules->len; i++)
    {
      const CkSuppressRule *r = &g_array_index (s->rules, CkSuppressRule, i);
      const char *subject = fields[r->field];
      if (subject && pcre2_match (r->re, (PCRE2_SPTR) subject, PCRE2_ZERO_TERMINATED, 0, 0,
                                  s->md, NULL) >= 0)
        return TRUE;
    }
  return FALSE;
}
