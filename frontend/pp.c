/* frontend/pp.c — the C11 preprocessor (6.10): directives, macro expansion with hidesets
 * (Prosser's algorithm), #if arithmetic in intmax_t/uintmax_t, includes with -I and the
 * embedded built-in headers; then conversion of the tokens for the parser.
 * SPDX-License-Identifier: MIT */
#include "frontend/frontend.h"
#include "frontend/lexer.h"
#include "frontend/pp.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* gcc's limit (-fmax-include-depth): deeper nesting is almost surely a recursive include. */
#define CK_PP_MAX_INCLUDE_DEPTH 200

/* The set of macro names a token must not be expanded by (C11 6.10.3.4p2). */
typedef struct CkHideset {
  struct CkHideset *next;
  const char *name;
  int len;
} CkHideset;

typedef enum {
  DYN_NONE, DYN_FILE, DYN_LINE, DYN_COUNTER, DYN_DATE, DYN_TIME, DYN_BASE_FILE,
  DYN_INCLUDE_LEVEL, DYN_HAS_INCLUDE, DYN_HAS_OTHER,
} DynKind;

typedef struct Macro {
  const char *name;
  int len;
  gboolean is_func;
  gboolean is_variadic;
  int nparams;
  const char **params;      /* the variadic one is "__VA_ARGS__" unless named (GNU args...) */
  int *param_lens;
  CkPPTok *body;            /* ends with CK_PP_EOF */
  DynKind dyn;
  CkSrcLoc loc;             /* the name in its #define; zero for predefined macros */
} Macro;

/* An included file being read: pushed by #include, popped at its CK_PP_FILE_END marker. */
typedef struct IncludeRec {
  struct IncludeRec *parent;
  const CkSrcFile *file;
  const char *key;          /* canonical path, identity for #pragma once and guards */
  const char *guard;        /* the include-guard macro detected in its tokens, or NULL */
  int guard_len;
  int dir_index;            /* where it was found: -1 its includer's dir, i >= 0 -I dir i,
                               n_dirs: the built-in headers */
  int depth;
} IncludeRec;

typedef struct Cond {
  struct Cond *prev;
  CkPPTok *tok;             /* the directive name, for "unterminated #if" */
  const char *directive;    /* "if", "ifdef", "ifndef" */
  IncludeRec *inc;
  gboolean taken;           /* some group of this #if..#endif was included */
  gboolean in_else;
} Cond;

/* Macro expansions one macro use written in the source may cause (its own, those of its
 * arguments and of its rescans; also one #if line) before the preprocessor gives up:
 * `#define X1 X0 X0` ... X40 would need 2^40, and at 2^20 the doubling token lists already cost
 * seconds and gigabytes, and 2^16 still took 1.3 s (the fuzzer found both timeouts); real macros
 * need a few dozen. The count restarts at every use written in the source, so a long program
 * may use macros any number of times (a limit per translation unit rejected large programs,
 * and moved with every macro added to the built-in headers). */
#define CK_PP_MAX_EXPANSIONS (1u << 14)
/* And all the uses of one translation unit together: a file of thousands of uses of an expensive
 * macro stays bounded (the fuzzer's 32 KiB inputs), while a long program with one small macro
 * on every line needs a few hundred thousand. */
#define CK_PP_MAX_TU_EXPANSIONS (1u << 22)

typedef struct PP {
  guint32 n_expansions;         /* caused by the current macro use written in the source */
  guint32 n_tu_expansions;      /* in the whole translation unit */
  gboolean expansion_limit_hit;
  const CkFrontendOptions *opts;
  CkDiagSink *sink;
  CkPPTokPool toks;             /* every token the preprocessor makes (lexing has its own) */
  CkVec *files_read;
  CkStrMap macros;
  CkStrMap *keywords;
  CkStrMap once;            /* canonical path -> file, for #pragma once */
  CkStrMap guards;          /* canonical path -> IncludeRec with a guard */
  Cond *cond;
  IncludeRec *inc;
  const char *base_file;
  int n_dirs;
  int counter;
  char date[16];
  char time[12];
  gboolean stop;            /* a fatal error: stop reading */
  /* The output, converted for the parser, in chunks of CK_PP_OUT_CHUNK tokens: [out_chunks]
   * the full ones, [out] the one being filled with [out_len] tokens. */
  CkVec out_chunks;
  CkToken *out;
  int out_len;
} PP;

/* Tokens per chunk of the output (256 KiB). The output grew by doubling, copying, and clearing
 * a new array each time: the last array was up to twice the tokens, and every array was
 * memory touched for the first time (issue 3). Chunks are copied once, into an array of the
 * exact size, and then given back for the parser's allocations. */
#define CK_PP_OUT_CHUNK 4096

static CkPPTok *expand_all (PP *pp, CkPPTok *tok);
static void set_date_time (PP *pp);
static gboolean expand_macro (PP *pp, CkPPTok **rest, CkPPTok *tok);

/* ---------------------------------------------------------------------------------------- */
/* Tokens                                                                                   */

static CkPPTok *
tok_copy (PP *pp, const CkPPTok *t)
{
  CkPPTok *c = ck_pp_tok_new (&pp->toks);
  *c = *t;
  c->next = NULL;
  return c;
}

static CkPPTok *
new_eof (PP *pp, const CkPPTok *at)
{
  CkPPTok *t = ck_pp_tok_new (&pp->toks);
  t->kind = CK_PP_EOF;
  t->text = "";
  t->at_bol = TRUE;
  if (at)
    t->loc = at->loc;
  return t;
}

static gboolean
tok_is (const CkPPTok *t, const char *s)
{
  int n = (int) strlen (s);
  return t->len == n && memcmp (t->text, s, (gsize) n) == 0 && t->kind != CK_PP_STRING
         && t->kind != CK_PP_CHAR;
}

static gboolean
is_punct (const CkPPTok *t, CkPunct p)
{
  return t->kind == CK_PP_PUNCT && t->punct == p;
}

static gboolean
is_line_end (const CkPPTok *t)
{
  return t->at_bol || t->kind == CK_PP_EOF || t->kind == CK_PP_FILE_END;
}

/* The first token of the next line. */
static CkPPTok *
skip_line (CkPPTok *t)
{
  while (!is_line_end (t))
    t = t->next;
  return t;
}

/* Warns about tokens after a directive that takes none and returns the next line. */
static CkPPTok *
skip_extra (PP *pp, CkPPTok *t, const char *directive)
{
  if (!is_line_end (t))
    ck_diag (pp->sink, CK_DIAG_WARNING, t->loc, t->len, "extra tokens at end of #%s directive",
             directive);
  return skip_line (t);
}

/* Copies the rest of the line starting at [t] into a new list ending with EOF. */
static CkPPTok *
copy_line (PP *pp, CkPPTok **rest, CkPPTok *t)
{
  CkPPTok head = { 0 };
  CkPPTok *cur = &head;
  for (; !is_line_end (t); t = t->next)
    cur = cur->next = tok_copy (pp, t);
  cur->next = new_eof (pp, t);
  *rest = t;
  return head.next;
}

static char *
tok_str (const CkPPTok *t)
{
  return ck_strndup (t->text, (gsize) t->len);
}

/* Joins the spellings of the list [t] (up to EOF or [end]) with single spaces where the
 * source had white space. */
static char *
join_tokens (const CkPPTok *t, const CkPPTok *end)
{
  GString *s = g_string_new (NULL);
  for (const CkPPTok *p = t; p && p != end && p->kind != CK_PP_EOF; p = p->next)
    {
      if (p != t && p->has_space)
        g_string_append_c (s, ' ');
      g_string_append_len (s, p->text, p->len);
    }
  char *r = ck_strndup (s->str, s->len);
  g_string_free (s, TRUE);
  return r;
}

/* ---------------------------------------------------------------------------------------- */
/* Hidesets                                                                                 */

static gboolean
hideset_contains (const CkHideset *hs, const char *s, int len)
{
  for (; hs; hs = hs->next)
    if (hs->len == len && memcmp (hs->name, s, (gsize) len) == 0)
      return TRUE;
  return FALSE;
}

static CkHideset *
hideset_add (CkHideset *hs, const char *s, int len)
{
  if (hideset_contains (hs, s, len))
    return hs;
  CkHideset *h = ck_new (CkHideset);
  h->name = s;
  h->len = len;
  h->next = hs;
  return h;
}

static CkHideset *
hideset_union (CkHideset *a, CkHideset *b)
{
  /* hidesets are never modified once built, so they can be shared: most tokens of a macro body
     have none, and copying [b] for each of them was a fifth of the preprocessor's allocations */
  if (a == NULL || a == b)
    return b;
  for (; b; b = b->next)
    a = hideset_add (a, b->name, b->len);
  return a;
}

static CkHideset *
hideset_intersection (CkHideset *a, CkHideset *b)
{
  CkHideset *r = NULL;
  for (; a; a = a->next)
    if (hideset_contains (b, a->name, a->len))
      r = hideset_add (r, a->name, a->len);
  return r;
}

/* ---------------------------------------------------------------------------------------- */
/* Files                                                                                    */

/* Normalises CRLF and bare CR to LF and drops a UTF-8 byte-order mark. */
CkSrcFile *
ck_pp_make_file (const char *name, const char *data, gsize len, gboolean builtin)
{
  if (len >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    data += 3, len -= 3;
  char *text;
  gsize n = len;
  if (memchr (data, '\r', len))
    {
      text = ck_new_atomic (len + 1);
      n = 0;
      for (gsize i = 0; i < len; i++)
        {
          if (data[i] == '\r')
            {
              text[n++] = '\n';
              if (i + 1 < len && data[i + 1] == '\n')
                i++;
            }
          else
            text[n++] = data[i];
        }
      text[n] = 0;
    }
  else if (builtin)
    text = (char *) data;   /* static text of headers-gen.c */
  else
    text = ck_strndup (data, len);
  CkSrcFile *f = ck_new (CkSrcFile);
  f->name = name;
  f->text = text;
  f->len = n;
  f->is_builtin = builtin;
  f->physical = f;
  return f;
}

static const CkBuiltinHeader *
find_builtin (const char *name)
{
  int lo = 0, hi = ck_n_builtin_headers - 1;
  while (lo <= hi)
    {
      int mid = (lo + hi) / 2;
      int c = strcmp (name, ck_builtin_headers[mid].name);
      if (c == 0)
        return &ck_builtin_headers[mid];
      if (c < 0)
        hi = mid - 1;
      else
        lo = mid + 1;
    }
  return NULL;
}

const char *
ck_builtin_header (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);
  const CkBuiltinHeader *h = find_builtin (name);
  return h ? h->text : NULL;
}

/* Asks the file system whether [path] is a regular file, and records the question for a.out's
 * token cache: the answer may differ when a.out runs. */
static gboolean
fs_has_file (PP *pp, const char *path)
{
  gboolean found = g_file_test (path, G_FILE_TEST_IS_REGULAR);
  if (pp->opts && pp->opts->deps)
    {
      ck_vec_push (&pp->opts->deps->fs_paths, ck_strdup (path));
      ck_vec_push (&pp->opts->deps->fs_found, GINT_TO_POINTER (found));
    }
  return found;
}

/* Reads a user file from the in-memory table or the file system; NULL if there is none. */
static CkSrcFile *
read_user_file (PP *pp, const char *path)
{
  if (pp->opts && pp->opts->vfs)
    {
      gsize len;
      const char *text = ck_vfs_lookup (pp->opts, path, &len);
      if (text)
        return ck_pp_make_file (ck_strdup (path), text, len, FALSE);
    }
  gchar *data;
  gsize len;
  if (!fs_has_file (pp, path) || !g_file_get_contents (path, &data, &len, NULL))
    return NULL;
  CkSrcFile *f = ck_pp_make_file (ck_strdup (path), data, len, FALSE);
  g_free (data);
  return f;
}

static gboolean
user_file_exists (PP *pp, const char *path)
{
  if (pp->opts && pp->opts->vfs && g_hash_table_contains (pp->opts->vfs, path))
    return TRUE;
  return fs_has_file (pp, path);
}

static int
n_include_dirs (const CkFrontendOptions *opts)
{
  int n = 0;
  if (opts && opts->include_dirs)
    while (opts->include_dirs[n])
      n++;
  return n;
}

/* "dir/name", without a leading "./" when the includer had no directory (as gcc prints). */
static char *
path_join (const char *dir, const char *name)
{
  if (dir == NULL || strcmp (dir, ".") == 0)
    return ck_strdup (name);
  gsize n = strlen (dir);
  if (n > 0 && dir[n - 1] == '/')
    return ck_strdup_printf ("%s%s", dir, name);
  return ck_strdup_printf ("%s/%s", dir, name);
}

/* The directory part of [path]; NULL when it has none. */
static char *
dir_of (const char *path)
{
  const char *slash = strrchr (path, '/');
  if (slash == NULL)
    return NULL;
  if (slash == path)
    return ck_strdup ("/");
  return ck_strndup (path, (gsize) (slash - path));
}

typedef struct Found {
  const char *path;        /* user file path, or built-in name */
  gboolean builtin;
  int dir_index;
} Found;

/* C11 6.10.2 and gcc's search order: for "name" the includer's directory first; then each -I
 * directory; then cudak's built-in headers. [start] skips directories for #include_next. */
static gboolean
find_include (PP *pp, const char *name, gboolean quoted, int start, Found *f)
{
  const CkSrcFile *cur = pp->inc ? pp->inc->file : NULL;
  if (name[0] == '/')
    {
      if (!user_file_exists (pp, name))
        return FALSE;
      *f = (Found) { ck_strdup (name), FALSE, -1 };
      return TRUE;
    }
  if (quoted && start < 0 && cur)
    {
      if (cur->physical->is_builtin)
        {
          char *d = dir_of (cur->physical->name + strlen (CK_PP_BUILTIN_DIR "/"));
          char *bn = path_join (d, name);
          if (find_builtin (bn))
            {
              *f = (Found) { bn, TRUE, pp->n_dirs };
              return TRUE;
            }
        }
      else
        {
          char *p = path_join (dir_of (cur->physical->name), name);
          if (user_file_exists (pp, p))
            {
              *f = (Found) { p, FALSE, -1 };
              return TRUE;
            }
        }
    }
  for (int i = start < 0 ? 0 : start; i < pp->n_dirs; i++)
    {
      char *p = path_join (pp->opts->include_dirs[i], name);
      if (user_file_exists (pp, p))
        {
          *f = (Found) { p, FALSE, i };
          return TRUE;
        }
    }
  if (find_builtin (name))
    {
      *f = (Found) { ck_strdup (name), TRUE, pp->n_dirs };
      return TRUE;
    }
  return FALSE;
}

/* ---------------------------------------------------------------------------------------- */
/* Macros                                                                                   */

static Macro *
find_macro (PP *pp, const CkPPTok *t)
{
  if (t->kind != CK_PP_IDENT)
    return NULL;
  return ck_strmap_get (&pp->macros, t->text, t->len);
}

static void
add_dyn (PP *pp, const char *name, DynKind dyn)
{
  Macro *m = ck_new (Macro);
  m->name = name;
  m->len = (int) strlen (name);
  m->dyn = dyn;
  ck_strmap_put (&pp->macros, m->name, m->len, m);
}

/* A new token with the given spelling at [at]'s position, e.g. the result of __LINE__. */
static CkPPTok *
new_token (PP *pp, CkPPKind kind, const char *text, const CkPPTok *at)
{
  CkPPTok *t = tok_copy (pp, at);
  t->kind = kind;
  t->text = text;
  t->len = (int) strlen (text);
  t->flags = 0;
  return t;
}

static char *
quote_string (const char *s)
{
  GString *b = g_string_new ("\"");
  for (; *s; s++)
    {
      if (*s == '"' || *s == '\\')
        g_string_append_c (b, '\\');
      g_string_append_c (b, *s);
    }
  g_string_append_c (b, '"');
  char *r = ck_strndup (b->str, b->len);
  g_string_free (b, TRUE);
  return r;
}

/* The location whose line __LINE__ reports: that of the outermost macro use. */
static CkSrcLoc
use_loc (const CkPPTok *t)
{
  return t->expansion.file ? t->expansion : t->loc;
}

static CkPPTok *
expand_dynamic (PP *pp, Macro *m, CkPPTok *tok)
{
  CkSrcLoc at = use_loc (tok);
  switch (m->dyn)
    {
    case DYN_FILE:
      return new_token (pp, CK_PP_STRING, quote_string (at.file ? at.file->name : ""), tok);
    case DYN_BASE_FILE:
      return new_token (pp, CK_PP_STRING, quote_string (pp->base_file), tok);
    case DYN_LINE:
      return new_token (pp, CK_PP_NUMBER, ck_strdup_printf ("%u", at.line), tok);
    case DYN_COUNTER:
      return new_token (pp, CK_PP_NUMBER, ck_strdup_printf ("%d", pp->counter++), tok);
    case DYN_INCLUDE_LEVEL:
      return new_token (pp, CK_PP_NUMBER, ck_strdup_printf ("%d", pp->inc ? pp->inc->depth : 0), tok);
    case DYN_DATE:
      set_date_time (pp);
      return new_token (pp, CK_PP_STRING, ck_strdup_printf ("\"%s\"", pp->date), tok);
    case DYN_TIME:
      set_date_time (pp);
      return new_token (pp, CK_PP_STRING, ck_strdup_printf ("\"%s\"", pp->time), tok);
    case DYN_HAS_INCLUDE:
    case DYN_HAS_OTHER:
      ck_diag (pp->sink, CK_DIAG_ERROR, tok->loc, tok->len,
               "\"%.*s\" used outside of preprocessing directive", tok->len, tok->text);
      return new_token (pp, CK_PP_NUMBER, "0", tok);
    case DYN_NONE:
      break;
    }
  g_assert_not_reached ();
}

typedef struct MacroArg {
  CkPPTok *tok;        /* the argument as written, ending with EOF */
  CkPPTok *expanded;   /* fully macro-expanded, computed on first use */
  gboolean present;
} MacroArg;

static int
param_index (const Macro *m, const CkPPTok *t)
{
  if (t->kind != CK_PP_IDENT)
    return -1;
  for (int i = 0; i < m->nparams; i++)
    if (m->param_lens[i] == t->len && memcmp (m->params[i], t->text, (gsize) t->len) == 0)
      return i;
  return -1;
}

/* Reads the arguments of an invocation of [m]; [tok] is the '('. Returns NULL after an error
 * (then [*rest] is where reading goes on). */
static MacroArg *
read_macro_args (PP *pp, Macro *m, CkPPTok *name, CkPPTok **rest, CkPPTok *tok)
{
  int n_named = m->is_variadic ? m->nparams - 1 : m->nparams;
  int cap = m->nparams > 0 ? m->nparams : 1;
  MacroArg *args = ck_new_n (MacroArg, cap + 1);
  int nargs = 0;
  tok = tok->next;   /* past '(' */
  for (;;)
    {
      CkPPTok head = { 0 };
      CkPPTok *cur = &head;
      int depth = 0;
      gboolean collect_rest = m->is_variadic && nargs == n_named;
      for (;;)
        {
          if (tok->kind == CK_PP_EOF || tok->kind == CK_PP_FILE_END)
            {
              ck_diag (pp->sink, CK_DIAG_ERROR, name->loc, name->len,
                       "unterminated argument list invoking macro \"%.*s\"", name->len, name->text);
              *rest = tok;
              return NULL;
            }
          if (depth == 0 && (is_punct (tok, CK_P_RPAREN)
                             || (is_punct (tok, CK_P_COMMA) && !collect_rest)))
            break;
          if (is_punct (tok, CK_P_LPAREN))
            depth++;
          else if (is_punct (tok, CK_P_RPAREN))
            depth--;
          cur = cur->next = tok_copy (pp, tok);
          cur->at_bol = FALSE;
          tok = tok->next;
        }
      cur->next = new_eof (pp, tok);
      if (nargs < cap)
        args[nargs] = (MacroArg) { head.next, NULL, TRUE };
      nargs++;
      if (is_punct (tok, CK_P_RPAREN))
        break;
      tok = tok->next;   /* past ',' */
    }
  *rest = tok;   /* the ')' */
  /* F() is one empty argument; for a macro without parameters it is zero arguments. */
  if (m->nparams == 0 && nargs == 1 && args[0].tok->kind == CK_PP_EOF)
    nargs = 0;
  if (m->is_variadic && nargs == n_named)
    {
      /* F(a) for F(x, ...): the variable arguments are empty (C++20, GNU). */
      args[nargs] = (MacroArg) { new_eof (pp, tok), NULL, FALSE };
      nargs++;
    }
  if (nargs < m->nparams)
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, tok->loc, 1,
               "macro \"%.*s\" requires %d arguments, but only %d given", name->len, name->text,
               m->nparams, nargs);
      return NULL;
    }
  if (nargs > m->nparams)
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, tok->loc, 1,
               "macro \"%.*s\" passed %d arguments, but takes just %d", name->len, name->text,
               nargs, m->nparams);
      return NULL;
    }
  return args;
}

/* C11 6.10.3.2: the spelling of the argument as a string literal. */
static CkPPTok *
stringize (PP *pp, const CkPPTok *hash, const CkPPTok *arg)
{
  GString *b = g_string_new ("\"");
  for (const CkPPTok *t = arg; t->kind != CK_PP_EOF; t = t->next)
    {
      if (t != arg && t->has_space)
        g_string_append_c (b, ' ');
      if (t->kind == CK_PP_STRING || t->kind == CK_PP_CHAR)
        for (int i = 0; i < t->len; i++)
          {
            if (t->text[i] == '"' || t->text[i] == '\\')
              g_string_append_c (b, '\\');
            g_string_append_c (b, t->text[i]);
          }
      else
        g_string_append_len (b, t->text, t->len);
    }
  g_string_append_c (b, '"');
  CkPPTok *r = new_token (pp, CK_PP_STRING, ck_strndup (b->str, b->len), hash);
  g_string_free (b, TRUE);
  return r;
}

/* C11 6.10.3.3: glues [lhs] and [rhs] into one token; NULL (after a diagnostic) if the
 * spellings together are not exactly one preprocessing token. */
static CkPPTok *
paste (PP *pp, const CkPPTok *lhs, const CkPPTok *rhs, CkSrcLoc where)
{
  char *buf = ck_new_atomic ((gsize) (lhs->len + rhs->len) + 1);
  memcpy (buf, lhs->text, (gsize) lhs->len);
  memcpy (buf + lhs->len, rhs->text, (gsize) rhs->len);
  buf[lhs->len + rhs->len] = 0;
  CkSrcFile tmp = { "<paste>", buf, (gsize) (lhs->len + rhs->len), 0, FALSE, NULL };
  tmp.physical = &tmp;
  CkPPTok *t = ck_lexer_tokenize (&tmp, NULL);
  if (t->kind == CK_PP_EOF || t->next->kind != CK_PP_EOF || (t->flags & CK_PPF_UNTERMINATED))
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, where, 2,
               "pasting \"%.*s\" and \"%.*s\" does not give a valid preprocessing token",
               lhs->len, lhs->text, rhs->len, rhs->text);
      return NULL;
    }
  CkPPTok *r = tok_copy (pp, lhs);
  r->kind = t->kind;
  r->punct = t->punct;
  r->flags = t->flags;
  r->text = buf;
  r->len = t->len;
  return r;
}

static CkPPTok *
arg_expanded (PP *pp, MacroArg *a)
{
  if (a->expanded == NULL)
    a->expanded = expand_all (pp, a->tok);
  return a->expanded;
}

/* Appends copies of the list [t] (to EOF) after [*tail]; the first copy gets [has_space]. */
static void
append_copies (PP *pp, CkPPTok **tail, const CkPPTok *t, gboolean has_space)
{
  gboolean first = TRUE;
  for (; t->kind != CK_PP_EOF; t = t->next)
    {
      CkPPTok *c = tok_copy (pp, t);
      if (first)
        c->has_space = (guint8) has_space;
      c->at_bol = FALSE;
      first = FALSE;
      *tail = (*tail)->next = c;
    }
}

/* Finds the ')' that closes the '(' at [t]; NULL if none before EOF. */
static CkPPTok *
matching_paren (CkPPTok *t)
{
  int depth = 0;
  for (; t->kind != CK_PP_EOF; t = t->next)
    {
      if (is_punct (t, CK_P_LPAREN))
        depth++;
      else if (is_punct (t, CK_P_RPAREN) && --depth == 0)
        return t;
    }
  return NULL;
}

/* C11 6.10.3.1–6.10.3.3: replaces the parameters of [m]'s body by the arguments. A '##' with an
 * empty operand pastes nothing (placemarker); GNU ", ## __VA_ARGS__" drops the comma when the
 * variable arguments are empty; C++20 __VA_OPT__(x) keeps x only when they are not. */
static CkPPTok *
subst (PP *pp, Macro *m, MacroArg *args, CkSrcLoc where)
{
  CkPPTok head = { 0 };
  CkPPTok *cur = &head;
  /* [pending_paste]: the last token emitted is the left operand of a '##' whose right operand
   * comes next; [placemarker]: the left operand was an empty argument. */
  CkPPTok *vaopt_end = NULL;
  int va = m->is_variadic ? m->nparams - 1 : -1;
  gboolean va_empty = va >= 0 && arg_expanded (pp, &args[va])->kind == CK_PP_EOF;

  for (CkPPTok *t = m->body; t->kind != CK_PP_EOF; t = t->next)
    {
      if (t == vaopt_end)
        continue;
      if (va >= 0 && tok_is (t, "__VA_OPT__") && is_punct (t->next, CK_P_LPAREN))
        {
          CkPPTok *close = matching_paren (t->next);
          if (close)
            {
              if (va_empty)
                t = close;
              else
                {
                  vaopt_end = close;
                  t = t->next;
                }
              continue;
            }
        }

      /* # param */
      if (is_punct (t, CK_P_HASH) && param_index (m, t->next) >= 0)
        {
          CkPPTok *s = stringize (pp, t, args[param_index (m, t->next)].tok);
          s->has_space = t->has_space;
          cur = cur->next = s;
          t = t->next;
          continue;
        }

      /* , ## __VA_ARGS__ */
      if (is_punct (t, CK_P_COMMA) && is_punct (t->next, CK_P_HASHHASH)
          && va >= 0 && param_index (m, t->next->next) == va)
        {
          CkPPTok *vt = args[va].tok;
          if (vt->kind == CK_PP_EOF)
            {
              t = t->next->next;   /* drop the comma */
              continue;
            }
          cur = cur->next = tok_copy (pp, t);
          append_copies (pp, &cur, vt, t->next->next->has_space);
          t = t->next->next;
          continue;
        }

      if (is_punct (t, CK_P_HASHHASH))
        {
          CkPPTok *rhs = t->next;
          if (rhs->kind == CK_PP_EOF)
            break;
          t = rhs;
          int pi = param_index (m, rhs);
          const CkPPTok *rt = pi >= 0 ? args[pi].tok : rhs;
          CkPPTok *rnext = NULL;
          if (pi >= 0 && rt->kind == CK_PP_EOF)
            continue;              /* x ## <empty>: x stays */
          if (pi < 0)
            {
              if (is_punct (rhs, CK_P_HASH) && param_index (m, rhs->next) >= 0)
                {
                  rt = stringize (pp, rhs, args[param_index (m, rhs->next)].tok);
                  t = rhs->next;
                }
            }
          else
            rnext = rt->next;
          if (cur == &head)
            {
              /* <empty> ## y: y as written */
              CkPPTok *c = tok_copy (pp, rt);
              cur = cur->next = c;
            }
          else
            {
              CkPPTok *pasted = paste (pp, cur, rt, where);
              if (pasted)
                {
                  /* Replace the last emitted token by the pasted one. */
                  CkPPTok *p = &head;
                  while (p->next != cur)
                    p = p->next;
                  p->next = pasted;
                  cur = pasted;
                }
            }
          if (pi >= 0 && rnext)
            append_copies (pp, &cur, rnext, rnext->has_space);
          continue;
        }

      int pi = param_index (m, t);
      if (pi >= 0)
        {
          if (is_punct (t->next, CK_P_HASHHASH))
            {
              /* An operand of ## is not macro-expanded. */
              if (args[pi].tok->kind == CK_PP_EOF)
                {
                  /* <empty> ## rhs */
                  CkPPTok *rhs = t->next->next;
                  int ri = param_index (m, rhs);
                  if (ri >= 0)
                    append_copies (pp, &cur, args[ri].tok, t->has_space);
                  else if (rhs->kind != CK_PP_EOF)
                    {
                      CkPPTok *c = tok_copy (pp, rhs);
                      c->has_space = t->has_space;
                      cur = cur->next = c;
                    }
                  t = rhs->kind == CK_PP_EOF ? t->next : rhs;
                  continue;
                }
              append_copies (pp, &cur, args[pi].tok, t->has_space);
              continue;
            }
          append_copies (pp, &cur, arg_expanded (pp, &args[pi]), t->has_space);
          continue;
        }

      cur = cur->next = tok_copy (pp, t);
    }
  cur->next = NULL;
  return head.next;
}

/* If [tok] names a macro that can be expanded here, replaces it by its expansion: [*rest]
 * becomes the first token of the expansion followed by what came after the invocation. */
static gboolean
expand_macro (PP *pp, CkPPTok **rest, CkPPTok *tok)
{
  if (tok->kind != CK_PP_IDENT || (tok->flags & CK_PPF_NO_EXPAND))
    return FALSE;
  Macro *m = find_macro (pp, tok);
  if (m == NULL)
    return FALSE;
  if (hideset_contains (tok->hs, m->name, m->len))
    {
      tok->flags |= CK_PPF_NO_EXPAND;
      return FALSE;
    }
  /* once a limit was reached the unit has failed: nothing more is expanded, so that the next
     use of the same macro does not explode again (a fuzzer input took 10 s that way) */
  if (pp->expansion_limit_hit)
    {
      tok->flags |= CK_PPF_NO_EXPAND;
      return FALSE;
    }
  if (++pp->n_expansions > CK_PP_MAX_EXPANSIONS || ++pp->n_tu_expansions > CK_PP_MAX_TU_EXPANSIONS)
    {
      if (pp->n_expansions > CK_PP_MAX_EXPANSIONS)
        ck_diag (pp->sink, CK_DIAG_ERROR, tok->loc, tok->len,
                 "macro expansion limit reached (more than %u nested expansions of one macro use)",
                 CK_PP_MAX_EXPANSIONS);
      else
        ck_diag (pp->sink, CK_DIAG_ERROR, tok->loc, tok->len,
                 "macro expansion limit reached (more than %u expansions in one translation unit)",
                 CK_PP_MAX_TU_EXPANSIONS);
      pp->expansion_limit_hit = TRUE;
      tok->flags |= CK_PPF_NO_EXPAND;
      return FALSE;
    }
  CkSrcLoc exp = use_loc (tok);

  if (m->dyn)
    {
      CkPPTok *t = expand_dynamic (pp, m, tok);
      t->expansion = exp;
      t->next = tok->next;
      *rest = t;
      return TRUE;
    }

  CkPPTok *body;
  CkPPTok *after;
  CkHideset *hs;
  if (!m->is_func)
    {
      hs = hideset_add (tok->hs, m->name, m->len);
      CkPPTok head = { 0 };
      CkPPTok *cur = &head;
      for (CkPPTok *t = m->body; t->kind != CK_PP_EOF; t = t->next)
        cur = cur->next = tok_copy (pp, t);
      body = head.next;
      after = tok->next;
      /* Object-like bodies may still contain ## */
      for (CkPPTok *t = body, *prev = NULL; t; prev = t, t = t->next)
        if (prev && is_punct (t, CK_P_HASHHASH) && t->next)
          {
            CkPPTok *p = paste (pp, prev, t->next, exp);
            if (p)
              {
                CkPPTok *q = &head;
                while (q->next != prev)
                  q = q->next;
                q->next = p;
                p->next = t->next->next;
                t = p;
              }
          }
      body = head.next;
    }
  else
    {
      if (!is_punct (tok->next, CK_P_LPAREN))
        return FALSE;
      CkPPTok *rparen;
      MacroArg *args = read_macro_args (pp, m, tok, &rparen, tok->next);
      if (args == NULL)
        {
          *rest = rparen->kind == CK_PP_EOF || rparen->kind == CK_PP_FILE_END ? rparen : rparen->next;
          return TRUE;
        }
      hs = hideset_add (hideset_intersection (tok->hs, rparen->hs), m->name, m->len);
      body = subst (pp, m, args, exp);
      after = rparen->next;
    }

  if (body == NULL)
    {
      /* An empty expansion: the next token inherits the macro name's spacing. */
      if (after->kind != CK_PP_EOF && after->kind != CK_PP_FILE_END && !after->at_bol)
        {
          CkPPTok *c = tok_copy (pp, after);
          c->next = after->next;
          c->has_space = (guint8) (c->has_space || tok->has_space);
          after = c;
        }
      *rest = after;
      return TRUE;
    }
  CkPPTok *last = NULL;
  for (CkPPTok *t = body; t; t = t->next)
    {
      t->hs = hideset_union (t->hs, hs);
      t->expansion = exp;
      t->at_bol = FALSE;
      last = t;
    }
  body->at_bol = tok->at_bol;
  body->has_space = tok->has_space;
  last->next = after;
  *rest = body;
  return TRUE;
}

/* Fully expands the list [tok] (ending with EOF) into a new list. */
static CkPPTok *
expand_all (PP *pp, CkPPTok *tok)
{
  CkPPTok head = { 0 };
  CkPPTok *cur = &head;
  while (tok->kind != CK_PP_EOF)
    {
      if (expand_macro (pp, &tok, tok))
        continue;
      cur = cur->next = tok_copy (pp, tok);
      tok = tok->next;
    }
  cur->next = tok;
  return head.next;
}

/* ---------------------------------------------------------------------------------------- */
/* #define, #undef                                                                          */

static gboolean
body_equal (const CkPPTok *a, const CkPPTok *b)
{
  for (; a->kind != CK_PP_EOF && b->kind != CK_PP_EOF; a = a->next, b = b->next)
    if (a->len != b->len || memcmp (a->text, b->text, (gsize) a->len) != 0
        || (a->has_space != b->has_space))
      return FALSE;
  return a->kind == CK_PP_EOF && b->kind == CK_PP_EOF;
}

static gboolean
macro_equal (const Macro *a, const Macro *b)
{
  if (a->is_func != b->is_func || a->nparams != b->nparams || a->is_variadic != b->is_variadic)
    return FALSE;
  for (int i = 0; i < a->nparams; i++)
    if (a->param_lens[i] != b->param_lens[i]
        || memcmp (a->params[i], b->params[i], (gsize) a->param_lens[i]) != 0)
      return FALSE;
  const CkPPTok *x = a->body, *y = b->body;
  if (x->kind != CK_PP_EOF && y->kind != CK_PP_EOF)
    {
      /* The first token's leading space does not count. */
      if (x->len != y->len || memcmp (x->text, y->text, (gsize) x->len) != 0)
        return FALSE;
      x = x->next, y = y->next;
    }
  return body_equal (x, y);
}

static gboolean
check_macro_name (PP *pp, CkPPTok *t, const char *directive)
{
  if (is_line_end (t))
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, t->kind == CK_PP_EOF ? t->loc : t->loc, 1,
               "no macro name given in #%s directive", directive);
      return FALSE;
    }
  if (t->kind != CK_PP_IDENT)
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len, "macro names must be identifiers");
      return FALSE;
    }
  if (tok_is (t, "defined"))
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
               "\"defined\" cannot be used as a macro name");
      return FALSE;
    }
  return TRUE;
}

static void
define_macro (PP *pp, Macro *m)
{
  Macro *old = ck_strmap_get (&pp->macros, m->name, m->len);
  if (old && !macro_equal (old, m))
    {
      ck_diag (pp->sink, CK_DIAG_WARNING, m->loc, m->len, "\"%.*s\" redefined", m->len, m->name);
      if (old->loc.file)
        ck_diag (pp->sink, CK_DIAG_NOTE, old->loc, old->len,
                 "this is the location of the previous definition");
    }
  ck_strmap_put (&pp->macros, m->name, m->len, m);
}

/* # define identifier replacement-list new-line
 * # define identifier lparen identifier-list? ) replacement-list new-line
 * # define identifier lparen ... ) / ( identifier-list , ... ) replacement-list new-line */
static CkPPTok *
read_define (PP *pp, CkPPTok *t)
{
  if (!check_macro_name (pp, t, "define"))
    return skip_line (t);
  Macro *m = ck_new (Macro);
  m->name = t->text;
  m->len = t->len;
  m->loc = t->loc;
  t = t->next;
  if (is_punct (t, CK_P_LPAREN) && !t->has_space && !t->at_bol)
    {
      m->is_func = TRUE;
      CkVec names = { 0 };
      GArray *lens = g_array_new (FALSE, FALSE, sizeof (int));
      t = t->next;
      gboolean ok = TRUE;
      if (is_punct (t, CK_P_RPAREN))
        t = t->next;
      else
        for (;;)
          {
            if (is_punct (t, CK_P_ELLIPSIS))
              {
                m->is_variadic = TRUE;
                ck_vec_push (&names, (gpointer) "__VA_ARGS__");
                int n = 11;
                g_array_append_val (lens, n);
                t = t->next;
              }
            else if (t->kind == CK_PP_IDENT && !is_line_end (t))
              {
                for (int i = 0; i < names.len; i++)
                  if (g_array_index (lens, int, i) == t->len
                      && memcmp (names.data[i], t->text, (gsize) t->len) == 0)
                    {
                      ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
                               "duplicate macro parameter \"%.*s\"", t->len, t->text);
                      ok = FALSE;
                    }
                ck_vec_push (&names, (gpointer) t->text);
                g_array_append_val (lens, t->len);
                t = t->next;
                if (is_punct (t, CK_P_ELLIPSIS) && !is_line_end (t))
                  {
                    m->is_variadic = TRUE;   /* GNU named variadic parameter: args... */
                    t = t->next;
                  }
              }
            else
              {
                if (is_line_end (t))
                  ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, 1,
                           "missing ')' in macro parameter list");
                else
                  ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
                           "expected parameter name, found \"%.*s\"", t->len, t->text);
                ok = FALSE;
                break;
              }
            if (is_punct (t, CK_P_RPAREN) && !is_line_end (t))
              {
                t = t->next;
                break;
              }
            if (m->is_variadic || !is_punct (t, CK_P_COMMA) || is_line_end (t))
              {
                if (is_line_end (t) || m->is_variadic)
                  ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, 1,
                           "missing ')' in macro parameter list");
                else
                  ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
                           "expected ',' or ')', found \"%.*s\"", t->len, t->text);
                ok = FALSE;
                break;
              }
            t = t->next;
          }
      m->nparams = names.len;
      m->params = (const char **) names.data;
      m->param_lens = ck_new_n (int, names.len + 1);
      for (int i = 0; i < names.len; i++)
        m->param_lens[i] = g_array_index (lens, int, i);
      g_array_free (lens, TRUE);
      if (!ok)
        return skip_line (t);
    }
  else if (!is_line_end (t) && !t->has_space)
    ck_diag (pp->sink, CK_DIAG_WARNING, t->loc, 1, "missing whitespace after the macro name");

  CkPPTok *rest;
  m->body = copy_line (pp, &rest, t);
  CkPPTok *b = m->body;
  if (b->kind != CK_PP_EOF)
    {
      b->has_space = FALSE;
      if (is_punct (b, CK_P_HASHHASH))
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, b->loc, 2,
                   "'##' cannot appear at either end of a macro expansion");
          return rest;
        }
    }
  for (CkPPTok *p = b; p->kind != CK_PP_EOF; p = p->next)
    {
      if (is_punct (p, CK_P_HASHHASH) && p->next->kind == CK_PP_EOF)
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, p->loc, 2,
                   "'##' cannot appear at either end of a macro expansion");
          return rest;
        }
      if (m->is_func && is_punct (p, CK_P_HASH) && param_index (m, p->next) < 0)
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, p->loc, 1, "'#' is not followed by a macro parameter");
          return rest;
        }
    }
  define_macro (pp, m);
  return rest;
}

static CkPPTok *
read_undef (PP *pp, CkPPTok *t)
{
  if (!check_macro_name (pp, t, "undef"))
    return skip_line (t);
  ck_strmap_remove (&pp->macros, t->text, t->len);
  return skip_extra (pp, t->next, "undef");
}

/* ---------------------------------------------------------------------------------------- */
/* #if expressions                                                                          */

typedef struct Val {
  guint64 v;
  gboolean uns;
} Val;

typedef struct Expr {
  PP *pp;
  CkPPTok *t;
  CkPPTok *dir;        /* the directive name, for "#if with no expression" */
  gboolean err;
  int depth;           /* nesting of unary operators and parentheses */
} Expr;

/* Deeper #if expressions are rejected rather than recursed into (the C stack is finite): the
 * same limit as clang's for brackets. */
#define CK_PP_MAX_EXPR_DEPTH 256

static Val eval_cond (Expr *e, gboolean live);

static void
expr_error (Expr *e, CkPPTok *at, const char *fmt, const char *arg)
{
  if (e->err)
    return;
  e->err = TRUE;
  ck_diag (e->pp->sink, CK_DIAG_ERROR, at->loc, at->kind == CK_PP_EOF ? 1 : at->len, fmt, arg);
}

static Val
eval_primary (Expr *e, gboolean live)
{
  CkPPTok *t = e->t;
  Val r = { 0, FALSE };
  if (e->err)
    return r;
  if (is_punct (t, CK_P_LPAREN))
    {
      e->t = t->next;
      if (is_punct (e->t, CK_P_RPAREN))
        {
          expr_error (e, e->t, "missing expression between '(' and ')'%s", "");
          return r;
        }
      r = eval_cond (e, live);
      while (!e->err && is_punct (e->t, CK_P_COMMA))
        {
          e->t = e->t->next;
          r = eval_cond (e, live);
        }
      if (!is_punct (e->t, CK_P_RPAREN))
        {
          expr_error (e, t, "missing ')' in expression%s", "");
          return r;
        }
      e->t = e->t->next;
      return r;
    }
  if (t->kind == CK_PP_NUMBER)
    {
      CkToken ct;
      CkPPTok tmp = *t;
      if (!ck_lexer_convert (&tmp, NULL, &ct, e->pp->sink))
        {
          e->err = TRUE;
          return r;
        }
      if (ct.kind == CK_TK_FLOAT)
        {
          expr_error (e, t, "floating constant in preprocessor expression%s", "");
          return r;
        }
      r.v = ct.ival;
      r.uns = ct.num_type == CK_NT_UINT || ct.num_type == CK_NT_ULONG || ct.num_type == CK_NT_ULLONG;
      e->t = t->next;
      return r;
    }
  if (t->kind == CK_PP_CHAR)
    {
      CkToken ct;
      if (!ck_lexer_convert (t, NULL, &ct, e->pp->sink))
        {
          e->err = TRUE;
          return r;
        }
      r.v = ct.ival;
      r.uns = ct.num_type == CK_NT_CHAR16 || ct.num_type == CK_NT_CHAR32;
      e->t = t->next;
      return r;
    }
  if (t->kind == CK_PP_IDENT)
    {
      /* C11 6.10.1p4: identifiers left after expansion are 0; C++: true is 1. */
      r.v = tok_is (t, "true");
      e->t = t->next;
      return r;
    }
  if (t->kind == CK_PP_EOF)
    {
      expr_error (e, t, "expected value in expression%s", "");
      return r;
    }
  char *sp = tok_str (t);
  if (t->kind == CK_PP_STRING || t->kind == CK_PP_OTHER)
    expr_error (e, t, "token \"%s\" is not valid in preprocessor expressions", sp);
  else
    expr_error (e, t, "operator '%s' has no left operand", sp);
  return r;
}

static Val eval_unary_1 (Expr *e, gboolean live);

static Val
eval_unary (Expr *e, gboolean live)
{
  if (e->depth >= CK_PP_MAX_EXPR_DEPTH)
    {
      expr_error (e, e->t, "#if expression nested too deeply (more than %s levels)", "256");
      return (Val) { 0, FALSE };
    }
  e->depth++;
  Val r = eval_unary_1 (e, live);
  e->depth--;
  return r;
}

static Val
eval_unary_1 (Expr *e, gboolean live)
{
  CkPPTok *t = e->t;
  if (t->kind == CK_PP_PUNCT)
    {
      Val r;
      switch (t->punct)
        {
        case CK_P_PLUS:
          e->t = t->next;
          return eval_unary (e, live);
        case CK_P_MINUS:
          e->t = t->next;
          r = eval_unary (e, live);
          r.v = -r.v;
          return r;
        case CK_P_TILDE:
          e->t = t->next;
          r = eval_unary (e, live);
          r.v = ~r.v;
          return r;
        case CK_P_BANG:
          e->t = t->next;
          r = eval_unary (e, live);
          return (Val) { r.v == 0, FALSE };
        default:
          break;
        }
    }
  return eval_primary (e, live);
}

static int
binop_prec (const CkPPTok *t)
{
  if (t->kind != CK_PP_PUNCT)
    return -1;
  switch (t->punct)
    {
    case CK_P_STAR: case CK_P_SLASH: case CK_P_PERCENT: return 10;
    case CK_P_PLUS: case CK_P_MINUS: return 9;
    case CK_P_SHL: case CK_P_SHR: return 8;
    case CK_P_LT: case CK_P_GT: case CK_P_LE: case CK_P_GE: return 7;
    case CK_P_EQ: case CK_P_NE: return 6;
    case CK_P_AMP: return 5;
    case CK_P_CARET: return 4;
    case CK_P_PIPE: return 3;
    case CK_P_ANDAND: return 2;
    case CK_P_OROR: return 1;
    default: return -1;
    }
}

/* Binary operators by precedence climbing, with the usual arithmetic conversions of
 * intmax_t/uintmax_t; [live] is FALSE in an operand that is not evaluated (no division errors). */
static Val
eval_binary (Expr *e, int min_prec, gboolean live)
{
  Val l = eval_unary (e, live);
  for (;;)
    {
      if (e->err)
        return l;
      CkPPTok *op = e->t;
      int prec = binop_prec (op);
      if (prec < 0)
        {
          if (op->kind != CK_PP_EOF && !is_punct (op, CK_P_RPAREN) && !is_punct (op, CK_P_COLON)
              && !is_punct (op, CK_P_QUESTION) && !is_punct (op, CK_P_COMMA))
            {
              char *sp = tok_str (op);
              expr_error (e, op, "missing binary operator before token \"%s\"", sp);
            }
          return l;
        }
      if (prec < min_prec)
        return l;
      e->t = op->next;
      if (op->punct == CK_P_ANDAND || op->punct == CK_P_OROR)
        {
          gboolean lv = l.v != 0;
          gboolean rlive = live && (op->punct == CK_P_ANDAND ? lv : !lv);
          Val r = eval_binary (e, prec + 1, rlive);
          l = (Val) { op->punct == CK_P_ANDAND ? (lv && r.v) : (lv || r.v), FALSE };
          continue;
        }
      Val r = eval_binary (e, prec + 1, live);
      gboolean uns = l.uns || r.uns;
      gint64 a = (gint64) l.v, b = (gint64) r.v;
      guint64 res = 0;
      gboolean cmp = FALSE;
      switch (op->punct)
        {
        case CK_P_STAR: res = l.v * r.v; break;
        case CK_P_SLASH:
        case CK_P_PERCENT:
          if (r.v == 0)
            {
              if (live)
                expr_error (e, op, "division by zero in #%s", "if");
              res = 0;
              break;
            }
          if (uns)
            res = op->punct == CK_P_SLASH ? l.v / r.v : l.v % r.v;
          else if (b == -1)
            res = op->punct == CK_P_SLASH ? (guint64) 0 - l.v : 0;
          else
            res = (guint64) (op->punct == CK_P_SLASH ? a / b : a % b);
          break;
        case CK_P_PLUS: res = l.v + r.v; break;
        case CK_P_MINUS: res = l.v - r.v; break;
        case CK_P_SHL:
          if (!r.uns && b < 0)
            res = uns ? l.v >> ((-b) & 63) : (guint64) (a >> ((-b) & 63));
          else
            res = r.v >= 64 ? 0 : l.v << r.v;
          uns = l.uns;
          break;
        case CK_P_SHR:
          if (!r.uns && b < 0)
            res = (-b) >= 64 ? 0 : l.v << (-b);
          else if (l.uns)
            res = r.v >= 64 ? 0 : l.v >> r.v;
          else
            res = (guint64) (r.v >= 64 ? (a < 0 ? -1 : 0) : a >> r.v);
          uns = l.uns;
          break;
        case CK_P_LT: res = uns ? l.v < r.v : a < b; cmp = TRUE; break;
        case CK_P_GT: res = uns ? l.v > r.v : a > b; cmp = TRUE; break;
        case CK_P_LE: res = uns ? l.v <= r.v : a <= b; cmp = TRUE; break;
        case CK_P_GE: res = uns ? l.v >= r.v : a >= b; cmp = TRUE; break;
        case CK_P_EQ: res = l.v == r.v; cmp = TRUE; break;
        case CK_P_NE: res = l.v != r.v; cmp = TRUE; break;
        case CK_P_AMP: res = l.v & r.v; break;
        case CK_P_CARET: res = l.v ^ r.v; break;
        case CK_P_PIPE: res = l.v | r.v; break;
        default: g_assert_not_reached ();
        }
      l = (Val) { res, cmp ? FALSE : uns };
    }
}

static Val
eval_cond (Expr *e, gboolean live)
{
  Val c = eval_binary (e, 1, live);
  if (e->err || !is_punct (e->t, CK_P_QUESTION))
    return c;
  CkPPTok *q = e->t;
  e->t = e->t->next;
  Val a = eval_cond (e, live && c.v);
  while (!e->err && is_punct (e->t, CK_P_COMMA))
    {
      e->t = e->t->next;
      a = eval_cond (e, live && c.v);
    }
  if (!is_punct (e->t, CK_P_COLON))
    {
      expr_error (e, q, "'?' without following ':'%s", "");
      return a;
    }
  e->t = e->t->next;
  Val b = eval_cond (e, live && !c.v);
  gboolean uns = a.uns || b.uns;
  Val r = c.v ? a : b;
  r.uns = uns;
  return r;
}

/* Reads a header name at [t]: "x" or <x>; returns its spelling, sets [*quoted] and [*rest]
 * to the token after it. NULL if [t] does not start one. */
static char *
read_header_name (CkPPTok *t, gboolean *quoted, CkPPTok **rest)
{
  if (t->kind == CK_PP_STRING && t->text[0] == '"' && !is_line_end (t))
    {
      *quoted = TRUE;
      *rest = t->next;
      return ck_strndup (t->text + 1, (gsize) (t->len > 1 ? t->len - 2 : 0));
    }
  if (is_punct (t, CK_P_LT) && !is_line_end (t))
    {
      CkPPTok *s = t->next;
      CkPPTok *e = s;
      while (!is_line_end (e) && e->kind != CK_PP_EOF && !is_punct (e, CK_P_GT))
        e = e->next;
      if (!is_punct (e, CK_P_GT) || is_line_end (e))
        return NULL;
      *quoted = FALSE;
      *rest = e->next;
      char *name = join_tokens (s, e);
      return name;
    }
  return NULL;
}

/* Replaces defined X, defined(X) and __has_include(...) in the line [t] before expansion. */
static CkPPTok *
replace_defined (PP *pp, CkPPTok *t)
{
  CkPPTok head = { 0 };
  CkPPTok *cur = &head;
  while (t->kind != CK_PP_EOF)
    {
      if (t->kind == CK_PP_IDENT && tok_is (t, "defined"))
        {
          CkPPTok *start = t;
          t = t->next;
          gboolean paren = is_punct (t, CK_P_LPAREN);
          if (paren)
            t = t->next;
          if (t->kind != CK_PP_IDENT)
            {
              ck_diag (pp->sink, CK_DIAG_ERROR, start->loc, start->len,
                       "operator \"defined\" requires an identifier");
              return NULL;
            }
          gboolean def = find_macro (pp, t) != NULL;
          t = t->next;
          if (paren)
            {
              if (!is_punct (t, CK_P_RPAREN))
                {
                  ck_diag (pp->sink, CK_DIAG_ERROR, start->loc, start->len,
                           "missing ')' after \"defined\"");
                  return NULL;
                }
              t = t->next;
            }
          cur = cur->next = new_token (pp, CK_PP_NUMBER, def ? "1" : "0", start);
          continue;
        }
      Macro *m = find_macro (pp, t);
      if (m && (m->dyn == DYN_HAS_INCLUDE || m->dyn == DYN_HAS_OTHER))
        {
          CkPPTok *start = t;
          t = t->next;
          if (!is_punct (t, CK_P_LPAREN))
            {
              ck_diag (pp->sink, CK_DIAG_ERROR, start->loc, start->len,
                       "missing '(' before \"%.*s\" operand", start->len, start->text);
              return NULL;
            }
          t = t->next;
          gboolean val = FALSE;
          if (m->dyn == DYN_HAS_INCLUDE)
            {
              gboolean quoted;
              CkPPTok *after;
              char *name = read_header_name (t, &quoted, &after);
              if (name == NULL)
                {
                  ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
                           "operator \"__has_include\" requires a header-name");
                  return NULL;
                }
              Found f;
              val = find_include (pp, name, quoted,
                                  start->len > 14 && pp->inc ? pp->inc->dir_index + 1 : -1, &f);
              t = after;
            }
          else
            {
              int depth = 1;
              while (t->kind != CK_PP_EOF && depth > 0)
                {
                  if (is_punct (t, CK_P_LPAREN))
                    depth++;
                  else if (is_punct (t, CK_P_RPAREN) && --depth == 0)
                    break;
                  t = t->next;
                }
            }
          if (!is_punct (t, CK_P_RPAREN))
            {
              ck_diag (pp->sink, CK_DIAG_ERROR, start->loc, start->len,
                       "missing ')' after \"%.*s\" operand", start->len, start->text);
              return NULL;
            }
          t = t->next;
          cur = cur->next = new_token (pp, CK_PP_NUMBER, val ? "1" : "0", start);
          continue;
        }
      cur = cur->next = t;
      t = t->next;
    }
  cur->next = t;
  return head.next;
}

/* Evaluates the controlling expression of #if/#elif [dir]; [*rest] is the next line. */
static gboolean
eval_if (PP *pp, CkPPTok *dir, CkPPTok **rest)
{
  CkPPTok *line = copy_line (pp, rest, dir->next);
  line = replace_defined (pp, line);
  if (line == NULL)
    return FALSE;
  line = expand_all (pp, line);
  Expr e = { pp, line, dir, FALSE, 0 };
  if (line->kind == CK_PP_EOF)
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, dir->loc, dir->len, "#%.*s with no expression", dir->len,
               dir->text);
      return FALSE;
    }
  Val v = eval_cond (&e, TRUE);
  while (!e.err && is_punct (e.t, CK_P_COMMA))
    {
      e.t = e.t->next;
      v = eval_cond (&e, TRUE);
    }
  if (!e.err && e.t->kind != CK_PP_EOF)
    {
      char *sp = tok_str (e.t);
      if (is_punct (e.t, CK_P_RPAREN))
        expr_error (&e, e.t, "missing '(' in expression%s", "");
      else if (is_punct (e.t, CK_P_COLON))
        expr_error (&e, e.t, "':' without preceding '?'%s", "");
      else
        expr_error (&e, e.t, "missing binary operator before token \"%s\"", sp);
    }
  return !e.err && v.v != 0;
}

/* ---------------------------------------------------------------------------------------- */
/* Conditional inclusion                                                                    */

static void
push_cond (PP *pp, CkPPTok *dir, const char *name, gboolean taken)
{
  Cond *c = ck_new (Cond);
  c->prev = pp->cond;
  c->tok = dir;
  c->directive = name;
  c->inc = pp->inc;
  c->taken = taken;
  pp->cond = c;
}

static gboolean
is_directive (const CkPPTok *t)
{
  return is_punct (t, CK_P_HASH) && t->at_bol && t->expansion.file == NULL;
}

/* Skips a group whose condition is false up to its #elif, #else or #endif (returns the '#'),
 * skipping nested conditionals whole. */
static CkPPTok *
skip_group (CkPPTok *t)
{
  int depth = 0;
  while (t->kind != CK_PP_EOF && t->kind != CK_PP_FILE_END)
    {
      if (is_directive (t) && !is_line_end (t->next))
        {
          CkPPTok *d = t->next;
          if (tok_is (d, "if") || tok_is (d, "ifdef") || tok_is (d, "ifndef"))
            depth++;
          else if (tok_is (d, "endif"))
            {
              if (depth == 0)
                return t;
              depth--;
            }
          else if (depth == 0 && (tok_is (d, "elif") || tok_is (d, "else")
                                  || tok_is (d, "elifdef") || tok_is (d, "elifndef")))
            return t;
          t = skip_line (d);
          continue;
        }
      t = t->next;
    }
  return t;
}

/* ---------------------------------------------------------------------------------------- */
/* #include                                                                                 */

/* An include guard: the file's first directive is #ifndef X (or #if !defined X) and the #endif
 * that closes it is its last token. Such a file is not read again while X is defined. */
static void
detect_guard (IncludeRec *inc, CkPPTok *t)
{
  if (!is_directive (t))
    return;
  CkPPTok *d = t->next;
  CkPPTok *name = NULL;
  if (tok_is (d, "ifndef") && d->next->kind == CK_PP_IDENT && is_line_end (d->next->next))
    name = d->next;
  else if (tok_is (d, "if") && is_punct (d->next, CK_P_BANG) && tok_is (d->next->next, "defined"))
    {
      CkPPTok *n = d->next->next->next;
      gboolean paren = is_punct (n, CK_P_LPAREN);
      if (paren)
        n = n->next;
      if (n->kind == CK_PP_IDENT && (paren ? is_punct (n->next, CK_P_RPAREN) : TRUE))
        name = n;
    }
  if (name == NULL)
    return;
  CkPPTok *p = skip_line (d);
  for (;;)
    {
      p = skip_group (p);
      if (p->kind == CK_PP_EOF)
        return;
      if (!tok_is (p->next, "endif"))
        return;   /* an #else or #elif at the outer level: not a guard */
      if (skip_line (p->next)->kind != CK_PP_EOF)
        return;
      break;
    }
  inc->guard = name->text;
  inc->guard_len = name->len;
}

/* Links the file [f] into the token stream in front of [rest] and makes it current. */
static CkPPTok *
enter_file (PP *pp, CkSrcFile *f, const char *key, int dir_index, CkPPTok *rest)
{
  IncludeRec *inc = ck_new (IncludeRec);
  inc->parent = pp->inc;
  inc->file = f;
  inc->key = key;
  inc->dir_index = dir_index;
  inc->depth = pp->inc ? pp->inc->depth + 1 : 0;
  CkPPTok *toks = ck_lexer_tokenize (f, pp->sink);
  detect_guard (inc, toks);
  CkPPTok *marker = toks;
  CkPPTok *last = NULL;
  while (marker->kind != CK_PP_EOF)
    last = marker, marker = marker->next;
  /* Reuse the EOF token as the end marker. */
  marker->kind = CK_PP_FILE_END;
  marker->aux = inc;
  marker->next = rest;
  pp->inc = inc;
  return last ? toks : marker;
}

/* Whether [name] is a header of the C++ standard library that cudak does not provide (its C
 * headers' C++ spellings, <cstdio> and the like, are built in). */
static gboolean
is_cxx_library_header (const char *name)
{
  static const char *const headers[] = {
    "algorithm", "any", "array", "atomic", "barrier", "bit", "bitset", "ccomplex", "cfenv",
    "charconv", "chrono", "ciso646", "clocale", "codecvt", "compare", "complex",
    "concepts", "condition_variable", "coroutine", "csetjmp", "csignal", "cstdalign", "cstdbool",
    "ctgmath", "cuchar", "cwchar", "cwctype", "deque", "exception", "execution", "filesystem",
    "format", "forward_list", "fstream", "functional", "future", "initializer_list", "iomanip",
    "ios", "iosfwd", "iostream", "istream", "iterator", "latch", "limits", "list", "locale",
    "map", "memory", "memory_resource", "mutex", "new", "numbers", "numeric", "optional",
    "ostream", "queue", "random", "ranges", "ratio", "regex", "scoped_allocator", "semaphore",
    "set", "shared_mutex", "source_location", "span", "sstream", "stack", "stdexcept",
    "stop_token", "streambuf", "string", "string_view", "strstream", "syncstream",
    "system_error", "thread", "tuple", "type_traits", "typeindex", "typeinfo",
    "unordered_map", "unordered_set", "utility", "valarray", "variant", "vector", "version",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (headers); i++)
    if (strcmp (name, headers[i]) == 0)
      return TRUE;
  return FALSE;
}

static CkPPTok *
do_include (PP *pp, CkPPTok *dir, CkPPTok *t, gboolean next)
{
  gboolean quoted;
  CkPPTok *after;
  char *name = read_header_name (t, &quoted, &after);
  CkPPTok *line_rest = skip_line (t);
  if (name == NULL && !is_line_end (t))
    {
      /* C11 6.10.2p4: a macro-expanded header name. */
      CkPPTok *r;
      CkPPTok *line = expand_all (pp, copy_line (pp, &r, t));
      if (line->kind == CK_PP_STRING)
        {
          quoted = TRUE;
          name = ck_strndup (line->text + 1, (gsize) (line->len > 1 ? line->len - 2 : 0));
        }
      else if (is_punct (line, CK_P_LT))
        {
          CkPPTok *e = line->next;
          while (e->kind != CK_PP_EOF && !is_punct (e, CK_P_GT))
            e = e->next;
          if (e->kind != CK_PP_EOF)
            {
              quoted = FALSE;
              name = join_tokens (line->next, e);
            }
        }
      after = line_rest;
    }
  if (name == NULL || name[0] == 0)
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, is_line_end (t) ? dir->loc : t->loc,
               is_line_end (t) ? dir->len : t->len,
               name ? "empty filename in #%s" : "#%s expects \"FILENAME\" or <FILENAME>",
               next ? "include_next" : "include");
      return line_rest;
    }
  if (after != line_rest)
    skip_extra (pp, after, next ? "include_next" : "include");

  if (pp->inc && pp->inc->depth + 1 >= CK_PP_MAX_INCLUDE_DEPTH)
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
               "#include nested depth %d exceeds maximum of %d", pp->inc->depth + 1,
               CK_PP_MAX_INCLUDE_DEPTH);
      pp->stop = TRUE;
      return line_rest;
    }
  if (!pp->opts->is_c && !quoted && strcmp (name, "complex.h") == 0)
    {
      /* C's complex types exist in .c files only (issue 18); g++ makes <complex.h> C++'s
         <complex> (std::complex), which cudak does not have either */
      ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
               "unsupported: <complex.h> in C++ and CUDA files (complex types exist in .c files)");
      pp->stop = TRUE;
      return line_rest;
    }
  Found f;
  int start = next && pp->inc ? pp->inc->dir_index + 1 : -1;
  if (!find_include (pp, name, quoted, start, &f))
    {
      if (is_cxx_library_header (name))
        ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
                 "unsupported: the C++ standard library header <%s>", name);
      else if (!strncmp (name, "thrust/", 7) || !strncmp (name, "cub/", 4))
        ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
                 "unsupported: <%s> (cudak provides Thrust's and CUB's common core: README "
                 "\"Thrust and CUB\")", name);
      else if (!strcmp (name, "setjmp.h"))   /* a C header, but one cudak does not have */
        ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len,
                 "unsupported: the C library header <setjmp.h> (setjmp and longjmp)");
      else
        ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len, "%s: No such file or directory", name);
      pp->stop = TRUE;    /* gcc: a missing header is fatal */
      return line_rest;
    }
  char *key = f.builtin ? ck_strdup_printf (CK_PP_BUILTIN_DIR "/%s", f.path)
                        : g_canonicalize_filename (f.path, NULL);
  if (!f.builtin)
    {
      char *k = ck_strdup (key);
      g_free (key);
      key = k;
    }
  if (ck_strmap_get (&pp->once, key, (int) strlen (key)))
    return line_rest;
  IncludeRec *g = ck_strmap_get (&pp->guards, key, (int) strlen (key));
  if (g && ck_strmap_get (&pp->macros, g->guard, g->guard_len))
    return line_rest;

  CkSrcFile *file;
  if (f.builtin)
    {
      const CkBuiltinHeader *h = find_builtin (f.path);
      file = ck_pp_make_file (ck_strdup_printf (CK_PP_BUILTIN_DIR "/%s", f.path), h->text, h->len, TRUE);
    }
  else
    {
      file = read_user_file (pp, f.path);
      if (file == NULL)
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len, "%s: cannot read file", name);
          pp->stop = TRUE;
          return line_rest;
        }
      if (pp->files_read)
        ck_vec_push (pp->files_read, file);
    }
  return enter_file (pp, file, key, f.dir_index, line_rest);
}

/* ---------------------------------------------------------------------------------------- */
/* #line, #error, #pragma                                                                   */

/* From [from] to the end of the current file, re-labels the tokens of physical file [phys]
 * with the presumed file [nf] (C11 6.10.4): their physical line plus nf->line_delta. */
static void
relabel (PP *pp, CkPPTok *from, const CkSrcFile *phys, const CkSrcFile *nf)
{
  for (CkPPTok *t = from; t->kind != CK_PP_EOF; t = t->next)
    {
      if (t->loc.file && t->loc.file->physical == phys)
        {
          gint64 pl = (gint64) t->loc.line - t->loc.file->line_delta;
          t->loc.line = (guint32) (pl + nf->line_delta);
          t->loc.file = nf;
        }
      if (t->kind == CK_PP_FILE_END && t->aux == pp->inc)
        break;
    }
}

/* # line digit-sequence "s-char-sequence"opt, and gcc's line markers # digit-sequence "file". */
static CkPPTok *
do_line (PP *pp, CkPPTok *dir, CkPPTok *t, gboolean marker)
{
  CkPPTok *rest;
  CkPPTok *line = marker ? copy_line (pp, &rest, t) : expand_all (pp, copy_line (pp, &rest, t));
  if (line->kind != CK_PP_NUMBER)
    {
      if (line->kind == CK_PP_EOF)
        ck_diag (pp->sink, CK_DIAG_ERROR, dir->loc, dir->len, "unexpected end of file after #line");
      else
        ck_diag (pp->sink, CK_DIAG_ERROR, line->loc, line->len,
                 "\"%.*s\" after #line is not a positive integer", line->len, line->text);
      return rest;
    }
  for (int i = 0; i < line->len; i++)
    if (!g_ascii_isdigit (line->text[i]))
      {
        ck_diag (pp->sink, CK_DIAG_ERROR, line->loc, line->len,
                 "\"%.*s\" after #line is not a positive integer", line->len, line->text);
        return rest;
      }
  guint64 n = g_ascii_strtoull (tok_str (line), NULL, 10);
  if (line->len > 10 || n > G_MAXINT32)
    {
      /* C11 6.10.4p3: at most 2147483647; a larger one wrapped to a wrong line (gcc warns and
         wraps too, to line 0) */
      ck_diag (pp->sink, CK_DIAG_ERROR, line->loc, line->len, "line number out of range");
      return rest;
    }
  const CkSrcFile *curf = dir->loc.file;
  const char *name = curf->name;
  CkPPTok *fn = line->next;
  if (fn->kind == CK_PP_STRING)
    {
      const char *s;
      gsize len;
      CkStrPrefix pre;
      if (!ck_lexer_decode_string (fn, &s, &len, &pre, pp->sink))
        return rest;
      name = s;
      fn = fn->next;
    }
  else if (fn->kind != CK_PP_EOF)
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, fn->loc, fn->len,
               "invalid filename \"%.*s\"", fn->len, fn->text);
      return rest;
    }
  if (!marker && fn->kind != CK_PP_EOF)
    ck_diag (pp->sink, CK_DIAG_WARNING, fn->loc, fn->len, "extra tokens at end of #line directive");
  if (rest->kind == CK_PP_EOF || rest->kind == CK_PP_FILE_END)
    return rest;
  /* The line after the directive has presumed number n. */
  const CkSrcFile *phys = curf->physical;
  CkSrcFile *nf = ck_new (CkSrcFile);
  *nf = *phys;
  nf->name = name;
  gint64 dir_phys = (gint64) dir->loc.line - curf->line_delta;
  nf->line_delta = (int) ((gint64) n - (dir_phys + 1));
  nf->physical = phys;
  relabel (pp, rest, phys, nf);
  return rest;
}

static CkPPTok *
do_diagnostic_directive (PP *pp, CkPPTok *dir, CkPPTok *t, CkDiagLevel level)
{
  CkPPTok *end = skip_line (t);
  char *msg = join_tokens (t, end);
  ck_diag (pp->sink, level, dir->loc, dir->len, "#%.*s%s%s", dir->len, dir->text,
           msg[0] ? " " : "", msg);
  return end;
}

static void emit (PP *pp, const CkPPTok *t);

static CkPPTok *
do_pragma (PP *pp, CkPPTok *t)
{
  if (tok_is (t, "once") && !is_line_end (t) && pp->inc)
    ck_strmap_put (&pp->once, pp->inc->key, (int) strlen (pp->inc->key), (gpointer) pp->inc);
  if (tok_is (t, "pack") && !is_line_end (t))
    {
      /* #pragma pack (n | push[, n] | pop | ): the parser lays out the structs that follow
         with it, so it becomes tokens for the parser: __cudak_pragma_pack ( ... ) */
      CkPPTok name = *t;
      name.text = "__cudak_pragma_pack";
      name.len = (int) strlen (name.text);
      emit (pp, &name);
      for (t = t->next; !is_line_end (t); t = t->next)
        emit (pp, t);
      return t;
    }
  /* Every other pragma (unroll, GCC diagnostic, nv_diag_suppress, ...) has no meaning here. */
  return skip_line (t);
}

/* ---------------------------------------------------------------------------------------- */
/* The directive dispatcher and the main loop                                               */

static void
end_if_error (PP *pp, Cond *c)
{
  ck_diag (pp->sink, CK_DIAG_ERROR, c->tok->loc, c->tok->len, "unterminated #%s", c->directive);
}

/* Handles the directive whose '#' is [hash]; returns the first token after it. */
static CkPPTok *
directive (PP *pp, CkPPTok *hash)
{
  CkPPTok *d = hash->next;
  if (is_line_end (d))
    return d;   /* the null directive */
  CkPPTok *t = d->next;

  if (d->kind == CK_PP_NUMBER)
    return do_line (pp, hash, d, TRUE);
  if (d->kind != CK_PP_IDENT)
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, d->loc, d->len, "invalid preprocessing directive");
      return skip_line (d);
    }

  if (tok_is (d, "define"))
    return read_define (pp, t);
  if (tok_is (d, "undef"))
    return read_undef (pp, t);
  if (tok_is (d, "include"))
    return do_include (pp, d, t, FALSE);
  if (tok_is (d, "include_next"))
    return do_include (pp, d, t, TRUE);
  if (tok_is (d, "if"))
    {
      CkPPTok *rest;
      gboolean v = eval_if (pp, d, &rest);
      push_cond (pp, d, "if", v);
      return v ? rest : skip_group (rest);
    }
  if (tok_is (d, "ifdef") || tok_is (d, "ifndef"))
    {
      gboolean neg = d->len == 6;
      const char *nm = neg ? "ifndef" : "ifdef";
      gboolean v = FALSE;
      if (check_macro_name (pp, t, nm))
        {
          v = (find_macro (pp, t) != NULL) != neg;
          t = skip_extra (pp, t->next, nm);
        }
      else
        t = skip_line (t);
      push_cond (pp, d, nm, v);
      return v ? t : skip_group (t);
    }
  if (tok_is (d, "elif") || tok_is (d, "elifdef") || tok_is (d, "elifndef"))
    {
      Cond *c = pp->cond;
      char *nm = tok_str (d);
      if (c == NULL || c->inc != pp->inc)
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, d->loc, d->len, "#%s without #if", nm);
          return skip_line (t);
        }
      if (c->in_else)
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, d->loc, d->len, "#%s after #else", nm);
          return skip_group (skip_line (t));
        }
      if (c->taken)
        return skip_group (skip_line (t));
      gboolean v;
      CkPPTok *rest;
      if (d->len == 4)
        v = eval_if (pp, d, &rest);
      else
        {
          v = FALSE;
          rest = skip_line (t);
          if (check_macro_name (pp, t, nm))
            v = (find_macro (pp, t) != NULL) == (d->len == 7);
        }
      c->taken = v;
      return v ? rest : skip_group (rest);
    }
  if (tok_is (d, "else"))
    {
      Cond *c = pp->cond;
      if (c == NULL || c->inc != pp->inc)
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, d->loc, d->len, "#else without #if");
          return skip_line (t);
        }
      if (c->in_else)
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, d->loc, d->len, "#else after #else");
          ck_diag (pp->sink, CK_DIAG_NOTE, c->tok->loc, c->tok->len,
                   "the conditional began here");
        }
      c->in_else = TRUE;
      t = skip_extra (pp, t, "else");
      if (c->taken)
        return skip_group (t);
      c->taken = TRUE;
      return t;
    }
  if (tok_is (d, "endif"))
    {
      Cond *c = pp->cond;
      if (c == NULL || c->inc != pp->inc)
        {
          ck_diag (pp->sink, CK_DIAG_ERROR, d->loc, d->len, "#endif without #if");
          return skip_line (t);
        }
      pp->cond = c->prev;
      return skip_extra (pp, t, "endif");
    }
  if (tok_is (d, "line"))
    return do_line (pp, d, t, FALSE);
  if (tok_is (d, "error"))
    return do_diagnostic_directive (pp, d, t, CK_DIAG_ERROR);
  if (tok_is (d, "warning"))
    return do_diagnostic_directive (pp, d, t, CK_DIAG_WARNING);
  if (tok_is (d, "pragma"))
    return do_pragma (pp, t);
  if (tok_is (d, "ident") || tok_is (d, "sccs") || tok_is (d, "assert") || tok_is (d, "unassert"))
    return skip_line (t);
  ck_diag (pp->sink, CK_DIAG_ERROR, d->loc, d->len, "invalid preprocessing directive #%.*s",
           d->len, d->text);
  return skip_line (t);
}

/* The end of an included file: conditionals it left open are errors. */
static void
end_file (PP *pp, CkPPTok *marker)
{
  IncludeRec *inc = marker->aux;
  while (pp->cond && pp->cond->inc == inc)
    {
      Cond *c = pp->cond;
      end_if_error (pp, c);
      CkSrcLoc end = marker->loc;
      ck_diag (pp->sink, CK_DIAG_NOTE, end, 1, "'#endif' expected here (to close '#%s' at line %u)",
               c->directive, c->tok->loc.line);
      pp->cond = c->prev;
    }
  if (inc->guard)
    ck_strmap_put (&pp->guards, inc->key, (int) strlen (inc->key), inc);
  pp->inc = inc->parent;
}

/* The next slot of the output tokens. */
static CkToken *
out_slot (PP *pp)
{
  if (pp->out == NULL || pp->out_len == CK_PP_OUT_CHUNK)
    {
      if (pp->out)
        ck_vec_push (&pp->out_chunks, pp->out);
      pp->out = ck_new_n (CkToken, CK_PP_OUT_CHUNK);
      pp->out_len = 0;
    }
  return &pp->out[pp->out_len++];
}

/* Converts [t] at once, so that lexical errors come in source order among the others. */
static void
emit (PP *pp, const CkPPTok *t)
{
  const char *us = t->kind == CK_PP_NUMBER && !pp->opts->is_c ? memchr (t->text, '_', (gsize) t->len) : NULL;
  if (us && us > t->text && us + 1 < t->text + t->len && (g_ascii_isalpha (us[1]) || us[1] == '_'))
    {
      /* C++ `1.5_km`: a user-defined literal, the number and its ud-suffix as two tokens (the
         suffix an identifier with no space before it; the parser calls its operator "") */
      CkPPTok num = *t, suf = *t;
      num.len = (int) (us - t->text);
      num.text = ck_strndup (t->text, (gsize) num.len);
      suf.kind = CK_PP_IDENT;
      suf.text = ck_strndup (us, (gsize) (t->len - num.len));
      suf.len = t->len - num.len;
      suf.has_space = FALSE;
      suf.at_bol = FALSE;
      suf.loc.col += (guint32) num.len;
      ck_lexer_convert (&num, pp->keywords, out_slot (pp), pp->sink);
      ck_lexer_convert (&suf, pp->keywords, out_slot (pp), pp->sink);
      return;
    }
  ck_lexer_convert (t, pp->keywords, out_slot (pp), pp->sink);
}

/* _Pragma ( string-literal ): C11 6.10.9; [t] is the _Pragma. */
static CkPPTok *
do_pragma_operator (PP *pp, CkPPTok *t)
{
  CkPPTok *l = t->next;
  if (!is_punct (l, CK_P_LPAREN) || l->next->kind != CK_PP_STRING
      || !is_punct (l->next->next, CK_P_RPAREN))
    {
      ck_diag (pp->sink, CK_DIAG_ERROR, t->loc, t->len, "_Pragma takes a parenthesized string literal");
      return t->next;
    }
  const char *s;
  gsize len;
  CkStrPrefix pre;
  if (ck_lexer_decode_string (l->next, &s, &len, &pre, pp->sink)
      && len >= 4 && strncmp (s, "once", 4) == 0 && pp->inc)
    ck_strmap_put (&pp->once, pp->inc->key, (int) strlen (pp->inc->key), (gpointer) pp->inc);
  return l->next->next->next;
}

static void
run (PP *pp, CkPPTok *tok)
{
  while (tok->kind != CK_PP_EOF && !pp->stop && !pp->sink->too_many)
    {
      if (tok->kind == CK_PP_FILE_END)
        {
          end_file (pp, tok);
          tok = tok->next;
          continue;
        }
      if (tok->expansion.file == NULL)
        pp->n_expansions = 0;      /* a token written in the source: a new macro use */
      if (is_directive (tok))
        {
          tok = directive (pp, tok);
          continue;
        }
      if (expand_macro (pp, &tok, tok))
        continue;
      if (tok->kind == CK_PP_IDENT && tok_is (tok, "_Pragma"))
        {
          tok = do_pragma_operator (pp, tok);
          continue;
        }
      emit (pp, tok);
      tok = tok->next;
    }
}

/* ---------------------------------------------------------------------------------------- */
/* Predefined macros and the entry point                                                    */

static const char *
predefined_text (const CkFrontendOptions *opts)
{
  /* a .c file goes to gcc 12 alone (gnu17): nvcc's and g++'s macros are not defined there */
  GString *s = g_string_new (opts && opts->is_c
    ? "#define __STDC_VERSION__ 201710L\n"
    : "#define __CUDACC__ 1\n"
      "#define __NVCC__ 1\n"
      "#define __CUDACC_VER_MAJOR__ 13\n"
      "#define __CUDACC_VER_MINOR__ 0\n"
      "#define __CUDACC_VER_BUILD__ 88\n"
      "#define __cplusplus 201703L\n"
      "#define __GXX_ABI_VERSION 1017\n"
      "#define __STDCPP_DEFAULT_NEW_ALIGNMENT__ 16\n");
  g_string_append (s,
    "#define __CUDA_API_VER_MAJOR__ 13\n"
    "#define __CUDA_API_VER_MINOR__ 0\n"
    "#define CUDART_VERSION 13000\n"
    "#define __CUDART_API_VERSION 13000\n"
    "#define __STDC__ 1\n"
    "#define __STDC_HOSTED__ 1\n"
    "#define __ATOMIC_RELAXED 0\n"
    "#define __ATOMIC_CONSUME 1\n"
    "#define __ATOMIC_ACQUIRE 2\n"
    "#define __ATOMIC_RELEASE 3\n"
    "#define __ATOMIC_ACQ_REL 4\n"
    "#define __ATOMIC_SEQ_CST 5\n"
    "#define __STDC_IEC_559__ 1\n"
    "#define __STDC_UTF_16__ 1\n"
    "#define __STDC_UTF_32__ 1\n"
    "#define __GNUC__ 12\n"
    "#define __GNUC_MINOR__ 2\n"
    "#define __GNUC_PATCHLEVEL__ 0\n"
    "#define __x86_64__ 1\n"
    "#define __x86_64 1\n"
    "#define __amd64__ 1\n"
    "#define __amd64 1\n"
    "#define __LP64__ 1\n"
    "#define _LP64 1\n"
    "#define __linux__ 1\n"
    "#define __linux 1\n"
    "#define __gnu_linux__ 1\n"
    "#define __unix__ 1\n"
    "#define __unix 1\n"
    "#define __ELF__ 1\n"
    "#define __CHAR_BIT__ 8\n"
    "#define __SIZEOF_SHORT__ 2\n"
    "#define __SIZEOF_INT__ 4\n"
    "#define __SIZEOF_LONG__ 8\n"
    "#define __SIZEOF_LONG_LONG__ 8\n"
    "#define __SIZEOF_POINTER__ 8\n"
    "#define __SIZEOF_SIZE_T__ 8\n"
    "#define __SIZEOF_FLOAT__ 4\n"
    "#define __SIZEOF_DOUBLE__ 8\n"
    "#define __SIZEOF_LONG_DOUBLE__ 16\n"
    "#define __SIZEOF_WCHAR_T__ 4\n"
    "#define __SCHAR_MAX__ 0x7f\n"
    "#define __SHRT_MAX__ 0x7fff\n"
    "#define __INT_MAX__ 0x7fffffff\n"
    "#define __LONG_MAX__ 0x7fffffffffffffffL\n"
    "#define __LONG_LONG_MAX__ 0x7fffffffffffffffLL\n"
    "#define __WCHAR_MAX__ 0x7fffffff\n"
    "#define __SIZE_MAX__ 0xffffffffffffffffUL\n"
    "#define __SIZE_TYPE__ long unsigned int\n"
    "#define __PTRDIFF_TYPE__ long int\n"
    "#define __WCHAR_TYPE__ int\n"
    "#define __INTMAX_TYPE__ long int\n"
    "#define __UINTMAX_TYPE__ long unsigned int\n"
    "#define __ORDER_LITTLE_ENDIAN__ 1234\n"
    "#define __ORDER_BIG_ENDIAN__ 4321\n"
    "#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__\n"
    "#define __BIGGEST_ALIGNMENT__ 16\n"
    "#define __CUDAK__ 1\n");
  if (opts && opts->device_pass)
    g_string_append_printf (s, "#define __CUDA_ARCH__ %d\n#define __CUDA_ARCH_LIST__ %d\n",
                            opts->cuda_arch, opts->cuda_arch);
  else if (opts)   /* nvcc defines the list in the host pass too */
    g_string_append_printf (s, "#define __CUDA_ARCH_LIST__ %d\n",
                            opts->cuda_arch ? opts->cuda_arch : 520);
  char *r = ck_strndup (s->str, s->len);
  g_string_free (s, TRUE);
  return r;
}

/* -D NAME, -D NAME=VALUE, -UNAME in command-line order, as #define/#undef lines. */
static const char *
command_line_text (const CkFrontendOptions *opts)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; opts && opts->defines && opts->defines[i]; i++)
    {
      const char *d = opts->defines[i];
      if (g_str_has_prefix (d, "-U"))
        g_string_append_printf (s, "#undef %s\n", d + 2);
      else if (g_str_has_prefix (d, "-D"))
        d += 2;
      if (g_str_has_prefix (opts->defines[i], "-U"))
        continue;
      const char *eq = strchr (d, '=');
      if (eq)
        g_string_append_printf (s, "#define %.*s %s\n", (int) (eq - d), d, eq + 1);
      else
        g_string_append_printf (s, "#define %s 1\n", d);
    }
  char *r = ck_strndup (s->str, s->len);
  g_string_free (s, TRUE);
  return r;
}

/* Fixes __DATE__ and __TIME__ at their first use in a translation unit (reading the clock and
 * the time zone costs more than most programs' use of them), and records for a.out's token
 * cache that the tokens hold the time. */
static void
set_date_time (PP *pp)
{
  static const char *const months[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
  if (pp->opts && pp->opts->deps)
    pp->opts->deps->clock_used = TRUE;
  if (pp->date[0])
    return;
  time_t now = time (NULL);
  const char *sde = g_getenv ("SOURCE_DATE_EPOCH");
  if (sde && *sde)
    now = (time_t) g_ascii_strtoll (sde, NULL, 10);
  struct tm tm;
  if (sde && *sde)
    gmtime_r (&now, &tm);
  else
    localtime_r (&now, &tm);
  g_snprintf (pp->date, sizeof pp->date, "%s %2d %d", months[tm.tm_mon], tm.tm_mday,
              tm.tm_year + 1900);
  g_snprintf (pp->time, sizeof pp->time, "%02d:%02d:%02d", tm.tm_hour, tm.tm_min, tm.tm_sec);
}

/* Runs the directives of a synthetic file (predefined macros, command line). */
static void
run_text (PP *pp, const char *name, const char *text)
{
  CkSrcFile *f = ck_pp_make_file (name, text, strlen (text), TRUE);
  run (pp, ck_lexer_tokenize (f, pp->sink));
}

CkToken *
ck_preprocess (const char *path, const CkFrontendOptions *opts, CkDiagSink *sink,
               CkVec *files_read)
{
  g_return_val_if_fail (path != NULL && sink != NULL, NULL);
  PP *pp = ck_new (PP);
  pp->opts = opts;
  pp->sink = sink;
  pp->files_read = files_read;
  pp->keywords = ck_lexer_keywords_new (opts->is_c);
  pp->base_file = path;
  pp->n_dirs = n_include_dirs (opts);
  int errors_before = sink->n_errors;

  add_dyn (pp, "__FILE__", DYN_FILE);
  add_dyn (pp, "__LINE__", DYN_LINE);
  add_dyn (pp, "__COUNTER__", DYN_COUNTER);
  add_dyn (pp, "__DATE__", DYN_DATE);
  add_dyn (pp, "__TIME__", DYN_TIME);
  add_dyn (pp, "__BASE_FILE__", DYN_BASE_FILE);
  add_dyn (pp, "__INCLUDE_LEVEL__", DYN_INCLUDE_LEVEL);
  add_dyn (pp, "__has_include", DYN_HAS_INCLUDE);
  add_dyn (pp, "__has_include_next", DYN_HAS_INCLUDE);
  add_dyn (pp, "__has_attribute", DYN_HAS_OTHER);
  add_dyn (pp, "__has_cpp_attribute", DYN_HAS_OTHER);
  add_dyn (pp, "__has_builtin", DYN_HAS_OTHER);
  run_text (pp, "<built-in>", predefined_text (opts));
  run_text (pp, "<command-line>", command_line_text (opts));

  CkSrcFile *main_file = read_user_file (pp, path);
  if (main_file == NULL)
    {
      ck_diag (sink, CK_DIAG_ERROR, (CkSrcLoc) { 0 }, 1, "%s: No such file or directory", path);
      return NULL;
    }
  if (files_read)
    ck_vec_push (files_read, main_file);
  char *key = g_canonicalize_filename (path, NULL);
  CkPPTok *eof = new_eof (pp, NULL);
  CkPPTok *toks = enter_file (pp, main_file, ck_strdup (key), -1, eof);
  g_free (key);
  eof->loc = (CkSrcLoc) { main_file, 0, 0 };
  if (g_str_has_suffix (path, ".cu"))
    {
      /* nvcc includes cuda_runtime.h in front of every .cu file. */
      const CkBuiltinHeader *h = find_builtin ("cuda_runtime.h");
      CkSrcFile *rt = ck_pp_make_file (CK_PP_BUILTIN_DIR "/cuda_runtime.h", h->text, h->len, TRUE);
      toks = enter_file (pp, rt, CK_PP_BUILTIN_DIR "/cuda_runtime.h", pp->n_dirs, toks);
    }
  run (pp, toks);

  /* The EOF token: at the end of the main file. */
  CkPPTok end = { 0 };
  end.kind = CK_PP_EOF;
  end.text = "";
  end.at_bol = TRUE;
  gsize nl = 0;
  for (gsize i = 0; i < main_file->len; i++)
    nl += main_file->text[i] == '\n';
  end.loc = (CkSrcLoc) { main_file, (guint32) nl + 1, 1 };
  emit (pp, &end);
  if (sink->n_errors > errors_before || sink->too_many)
    return NULL;
  /* one zeroed token after the EOF, as the parser has always had */
  int n_chunks = pp->out_chunks.len;
  CkToken *out = ck_new_n (CkToken, (gsize) n_chunks * CK_PP_OUT_CHUNK + (gsize) pp->out_len + 1);
  for (int i = 0; i < n_chunks; i++)
    {
      CkToken *c = ck_vec_get (&pp->out_chunks, i);
      memcpy (out + (gsize) i * CK_PP_OUT_CHUNK, c, sizeof (CkToken) * CK_PP_OUT_CHUNK);
      GC_FREE (c);
    }
  memcpy (out + (gsize) n_chunks * CK_PP_OUT_CHUNK, pp->out, sizeof (CkToken) * (gsize) pp->out_len);
  GC_FREE (pp->out);
  return out;
}
