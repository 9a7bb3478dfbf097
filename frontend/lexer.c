/* frontend/lexer.c — C11 6.4 lexical elements: preprocessing tokens, then the conversion of
 * pp-numbers, character constants and string literals into typed tokens for the parser.
 * A .cu file is C++: every keyword of tokens.def is a keyword, 'a' has type char.
 * SPDX-License-Identifier: MIT */
#include "frontend/lexer.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------------------------- */
/* Tokenizer                                                                                */

typedef struct Lexer {
  const CkSrcFile *file;
  CkDiagSink *sink;
  const char *p;
  const char *end;
  const char *line_start;
  guint32 line;
  gboolean spliced;      /* a line splice was skipped inside the current token */
} Lexer;

/* Skips line splices (backslash, optional blanks, newline) at the cursor; returns its byte. */
static inline int
cur (Lexer *lx)
{
  while (G_UNLIKELY (*lx->p == '\\'))
    {
      const char *q = lx->p + 1;
      while (*q == ' ' || *q == '\t')
        q++;
      if (*q != '\n')
        break;
      lx->p = q + 1;
      lx->line++;
      lx->line_start = lx->p;
      lx->spliced = TRUE;
    }
  return lx->p < lx->end ? (guchar) *lx->p : -1;
}

/* The byte after the current one, looking through splices. */
static int
peek2 (Lexer *lx)
{
  Lexer save = *lx;
  cur (lx);
  lx->p++;
  int c = cur (lx);
  *lx = save;
  return c;
}

static inline void
adv (Lexer *lx)
{
  lx->p++;
}

static inline gboolean
is_ident_char (int c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '$' || c >= 0x80;
}

static inline gboolean
is_ident_start (int c)
{
  return g_ascii_isalpha (c) || c == '_' || c == '$' || c >= 0x80;
}

static CkSrcLoc
lx_loc (Lexer *lx)
{
  return (CkSrcLoc) { lx->file, lx->line + (guint32) lx->file->line_delta,
                      (guint32) (lx->p - lx->line_start) + 1 };
}

/* Copies [start, end) without its line splices. */
static const char *
unsplice (const char *start, const char *end, int *len)
{
  char *buf = ck_new_atomic ((gsize) (end - start) + 1);
  int n = 0;
  for (const char *q = start; q < end; q++)
    {
      if (*q == '\\')
        {
          const char *r = q + 1;
          while (r < end && (*r == ' ' || *r == '\t'))
            r++;
          if (r < end && *r == '\n')
            {
              q = r;
              continue;
            }
        }
      buf[n++] = *q;
    }
  buf[n] = 0;
  *len = n;
  return buf;
}

/* Reads a quoted literal whose opening quote is at the cursor. */
static void
lex_quoted (Lexer *lx, CkPPTok *t, int quote)
{
  adv (lx);
  for (;;)
    {
      int c = cur (lx);
      if (c == -1 || c == '\n')
        {
          t->flags |= CK_PPF_UNTERMINATED;
          return;
        }
      adv (lx);
      if (c == quote)
        return;
      if (c == '\\')
        {
          c = cur (lx);
          if (c == -1 || c == '\n')
            {
              t->flags |= CK_PPF_UNTERMINATED;
              return;
            }
          adv (lx);
        }
    }
}

/* C++11 raw string: the cursor is on the '"' after R. */
static void
lex_raw_string (Lexer *lx, CkPPTok *t)
{
  const char *q = lx->p + 1;
  const char *d = q;
  while (q < lx->end && *q != '(' && *q != '"' && *q != '\n' && q - d <= 16)
    q++;
  if (q >= lx->end || *q != '(')
    {
      lex_quoted (lx, t, '"');
      return;
    }
  int dlen = (int) (q - d);
  for (q++; q < lx->end; q++)
    {
      if (*q == '\n')
        {
          lx->line++;
          lx->line_start = q + 1;
        }
      if (*q == ')' && q + dlen + 1 < lx->end + 1 && memcmp (q + 1, d, (gsize) dlen) == 0
          && q[1 + dlen] == '"')
        {
          lx->p = q + dlen + 2;
          t->flags |= CK_PPF_RAW;
          return;
        }
    }
  lx->p = lx->end;
  t->flags |= CK_PPF_UNTERMINATED | CK_PPF_RAW;
}

typedef struct { const char *s; CkPunct p; } PunctSpelling;

/* Longest match first within each leading byte. */
static const PunctSpelling puncts[] = {
  { "%:%:", CK_P_HASHHASH },
  { "...", CK_P_ELLIPSIS }, { "<<=", CK_P_SHL_ASSIGN }, { ">>=", CK_P_SHR_ASSIGN },
  { "<<<", CK_P_LAUNCH_OPEN }, { ">>>", CK_P_LAUNCH_CLOSE },
  { "->", CK_P_ARROW }, { "++", CK_P_INC }, { "--", CK_P_DEC }, { "<<", CK_P_SHL },
  { ">>", CK_P_SHR }, { "<=", CK_P_LE }, { ">=", CK_P_GE }, { "==", CK_P_EQ }, { "!=", CK_P_NE },
  { "&&", CK_P_ANDAND }, { "||", CK_P_OROR }, { "*=", CK_P_MUL_ASSIGN },
  { "/=", CK_P_DIV_ASSIGN }, { "%=", CK_P_MOD_ASSIGN }, { "+=", CK_P_ADD_ASSIGN },
  { "-=", CK_P_SUB_ASSIGN }, { "&=", CK_P_AND_ASSIGN }, { "^=", CK_P_XOR_ASSIGN },
  { "|=", CK_P_OR_ASSIGN }, { "##", CK_P_HASHHASH }, { "::", CK_P_COLONCOLON },
  { "<:", CK_P_LBRACKET }, { ":>", CK_P_RBRACKET }, { "<%", CK_P_LBRACE }, { "%>", CK_P_RBRACE },
  { "%:", CK_P_HASH },
  { "(", CK_P_LPAREN }, { ")", CK_P_RPAREN }, { "[", CK_P_LBRACKET }, { "]", CK_P_RBRACKET },
  { "{", CK_P_LBRACE }, { "}", CK_P_RBRACE }, { ".", CK_P_DOT }, { "&", CK_P_AMP },
  { "*", CK_P_STAR }, { "+", CK_P_PLUS }, { "-", CK_P_MINUS }, { "~", CK_P_TILDE },
  { "!", CK_P_BANG }, { "/", CK_P_SLASH }, { "%", CK_P_PERCENT }, { "<", CK_P_LT },
  { ">", CK_P_GT }, { "^", CK_P_CARET }, { "|", CK_P_PIPE }, { "?", CK_P_QUESTION },
  { ":", CK_P_COLON }, { ";", CK_P_SEMI }, { "=", CK_P_ASSIGN }, { ",", CK_P_COMMA },
  { "#", CK_P_HASH },
};

/* Matches a punctuator at the cursor, looking through splices. */
static gboolean
lex_punct (Lexer *lx, CkPPTok *t)
{
  int c0 = cur (lx);
  for (gsize i = 0; i < G_N_ELEMENTS (puncts); i++)
    {
      const char *s = puncts[i].s;
      if ((guchar) s[0] != c0)
        continue;
      Lexer save = *lx;
      gboolean ok = TRUE;
      for (const char *q = s; *q; q++)
        {
          if (cur (lx) != (guchar) *q)
            {
              ok = FALSE;
              break;
            }
          adv (lx);
        }
      if (ok)
        {
          /* C++11 [lex.pptoken]p3: "<::" is "<" "::" unless followed by ':' or '>'. */
          if (puncts[i].p == CK_P_LBRACKET && s[1] == ':' && cur (lx) == ':')
            {
              int c = peek2 (lx);
              if (c != ':' && c != '>')
                {
                  *lx = save;
                  continue;
                }
            }
          t->punct = puncts[i].p;
          return TRUE;
        }
      *lx = save;
    }
  return FALSE;
}

CkPPTok *
ck_lexer_tokenize (const CkSrcFile *file, CkDiagSink *sink)
{
  Lexer lx = { file, sink, file->text, file->text + file->len, file->text, 1, FALSE };
  CkPPTok head = { 0 };
  CkPPTok *tail = &head;
  CkPPTokPool pool = { 0 };
  gboolean at_bol = TRUE, has_space = FALSE;

  for (;;)
    {
      int c = cur (&lx);
      if (c == -1)
        break;
      if (c == '\n')
        {
          adv (&lx);
          lx.line++;
          lx.line_start = lx.p;
          at_bol = TRUE;
          has_space = FALSE;
          continue;
        }
      if (c == 0)
        {
          /* gcc: white space, with a warning once for a run of them */
          if (sink)
            ck_diag (sink, CK_DIAG_WARNING, lx_loc (&lx), 1, "null character(s) ignored");
          while (cur (&lx) == 0)
            adv (&lx);
          has_space = TRUE;
          continue;
        }
      if (c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r')
        {
          adv (&lx);
          has_space = TRUE;
          continue;
        }
      if (c == '/')
        {
          int c2 = peek2 (&lx);
          if (c2 == '/')
            {
              while ((c = cur (&lx)) != -1 && c != '\n')
                adv (&lx);
              has_space = TRUE;
              continue;
            }
          if (c2 == '*')
            {
              CkSrcLoc start = lx_loc (&lx);
              adv (&lx);
              cur (&lx);
              adv (&lx);
              gboolean closed = FALSE;
              while ((c = cur (&lx)) != -1)
                {
                  adv (&lx);
                  if (c == '\n')
                    {
                      lx.line++;
                      lx.line_start = lx.p;
                    }
                  else if (c == '*' && cur (&lx) == '/')
                    {
                      adv (&lx);
                      closed = TRUE;
                      break;
                    }
                }
              if (!closed)
                {
                  if (sink)
                    ck_diag (sink, CK_DIAG_ERROR, start, 2, "unterminated comment");
                  break;
                }
              has_space = TRUE;
              continue;
            }
        }

      CkPPTok *t = ck_pp_tok_new (&pool);
      t->loc = lx_loc (&lx);
      t->at_bol = (guint8) at_bol;
      t->has_space = (guint8) has_space;
      at_bol = has_space = FALSE;
      const char *start = lx.p;
      lx.spliced = FALSE;

      if (g_ascii_isdigit (c) || (c == '.' && g_ascii_isdigit (peek2 (&lx))))
        {
          t->kind = CK_PP_NUMBER;
          adv (&lx);
          for (;;)
            {
              int prev = (guchar) lx.p[-1];
              c = cur (&lx);
              if ((c == '+' || c == '-') && (prev == 'e' || prev == 'E' || prev == 'p' || prev == 'P'))
                adv (&lx);
              else if (is_ident_char (c) || c == '.')
                adv (&lx);
              else if (c == '\'' && is_ident_char (peek2 (&lx)))  /* C++14 digit separator */
                adv (&lx);
              else
                break;
            }
        }
      else if (is_ident_start (c))
        {
          /* A string or character prefix: L u U u8, and C++11 raw strings with R. */
          const char *q = lx.p;
          int quote = 0;
          gboolean raw = FALSE;
          if (*q == 'L' || *q == 'U')
            q++;
          else if (*q == 'u')
            q += q[1] == '8' ? 2 : 1;
          if (*q == 'R' && q[1] == '"')
            raw = TRUE, q++;
          if (*q == '"' || (*q == '\'' && !raw))
            quote = *q;
          if (quote && !lx.spliced)
            {
              lx.p = q;
              t->kind = quote == '"' ? CK_PP_STRING : CK_PP_CHAR;
              if (raw)
                lex_raw_string (&lx, t);
              else
                lex_quoted (&lx, t, quote);
            }
          else
            {
              t->kind = CK_PP_IDENT;
              adv (&lx);
              while (is_ident_char (cur (&lx)))
                adv (&lx);
            }
        }
      else if (c == '"' || c == '\'')
        {
          t->kind = c == '"' ? CK_PP_STRING : CK_PP_CHAR;
          lex_quoted (&lx, t, c);
        }
      else if (lex_punct (&lx, t))
        t->kind = CK_PP_PUNCT;
      else
        {
          t->kind = CK_PP_OTHER;
          adv (&lx);
        }

      if (lx.spliced)
        t->text = unsplice (start, lx.p, &t->len);
      else
        {
          t->text = start;
          t->len = (int) (lx.p - start);
        }
      tail = tail->next = t;
    }

  CkPPTok *eof = ck_pp_tok_new (&pool);
  eof->kind = CK_PP_EOF;
  eof->loc = lx_loc (&lx);
  eof->at_bol = TRUE;
  eof->text = "";
  tail->next = eof;
  return head.next;
}

/* ---------------------------------------------------------------------------------------- */
/* Conversion                                                                               */

CkStrMap *
ck_lexer_keywords_new (gboolean is_c)
{
  static const char *const spellings[] = {
#define CK_KW(id, spelling, flags) spelling,
#include "frontend/tokens.def"
#undef CK_KW
  };
  static const int kw_flags[] = {
#define CK_KW(id, spelling, flags) flags,
#include "frontend/tokens.def"
#undef CK_KW
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (spellings) == CK_KW__COUNT);
  G_STATIC_ASSERT (G_N_ELEMENTS (kw_flags) == CK_KW__COUNT);
  CkStrMap *map = ck_new (CkStrMap);
  for (int i = 0; i < CK_KW__COUNT; i++)
    if (!is_c || !(kw_flags[i] & CK_KWF_CXX))   /* in C, new, class, bool... are identifiers */
      ck_strmap_put (map, spellings[i], (int) strlen (spellings[i]), GINT_TO_POINTER (i + 1));
  /* GNU alternative spellings that mean the same keyword. */
  static const struct { const char *s; CkKeyword kw; } aliases[] = {
    { "__asm", CK_KW_ASM }, { "asm", CK_KW_ASM }, { "__typeof", CK_KW_TYPEOF },
    { "typeof", CK_KW_TYPEOF }, { "__inline", CK_KW_INLINE }, { "__inline__", CK_KW_INLINE },
    { "__restrict", CK_KW_RESTRICT }, { "__const", CK_KW_CONST }, { "__const__", CK_KW_CONST },
    { "__volatile", CK_KW_VOLATILE }, { "__volatile__", CK_KW_VOLATILE },
    { "__signed", CK_KW_SIGNED }, { "__signed__", CK_KW_SIGNED },
    { "__attribute", CK_KW_ATTRIBUTE }, { "__alignof__", CK_KW_ALIGNOF },
    { "__alignof", CK_KW_ALIGNOF },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (aliases); i++)
    ck_strmap_put (map, aliases[i].s, (int) strlen (aliases[i].s),
                   GINT_TO_POINTER (aliases[i].kw + 1));
  return map;
}

const char *const ck_keyword_spelling[CK_KW__COUNT] = {
#define CK_KW(id, spelling, flags) spelling,
#include "frontend/tokens.def"
#undef CK_KW
};

const char *const ck_punct_spelling[CK_P__COUNT] = {
#define CK_PUNCT(id, spelling) spelling,
#include "frontend/tokens.def"
#undef CK_PUNCT
};

static CkSrcLoc
loc_plus (CkSrcLoc loc, int n)
{
  loc.col += (guint32) n;
  return loc;
}

/* Integer constants, C11 6.4.4.1: the first type of the list for the base and suffix in
 * which the value fits. Returns FALSE after a diagnostic. */
static gboolean
convert_int (const CkPPTok *pt, const char *s, int len, CkToken *out, CkDiagSink *sink)
{
  int base = 10;
  int i = 0;
  if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
    base = 16, i = 2;
  else if (len >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
    base = 2, i = 2;
  else if (s[0] == '0')
    base = 8;
  int digits_start = i;
  guint64 v = 0;
  gboolean overflow = FALSE;
  for (; i < len; i++)
    {
      int c = s[i];
      int d;
      if (g_ascii_isdigit (c))
        d = c - '0';
      else if (base == 16 && g_ascii_isxdigit (c))
        d = g_ascii_xdigit_value ((char) c);
      else
        break;
      if (d >= base)
        {
          if (base == 8 || base == 2)
            {
              ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len, "invalid digit \"%c\" in %s constant",
                       c, base == 8 ? "octal" : "binary");
              return FALSE;
            }
          break;
        }
      if (v > (G_MAXUINT64 - (guint64) d) / (guint64) base)
        overflow = TRUE;
      v = v * (guint64) base + (guint64) d;
    }
  if (base != 8 && i == digits_start)
    {
      /* "0x" or "0b" without digits: gcc calls the letter a suffix. */
      ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len, "invalid suffix \"%.*s\" on integer constant",
               len - 1, s + 1);
      return FALSE;
    }
  /* Suffix: u, l, ll in either order, any case (but not lL). */
  const char *suf = s + i;
  int slen = len - i;
  gboolean u = FALSE;
  int l = 0;
  int k = 0;
  if (k < slen && (suf[k] == 'u' || suf[k] == 'U'))
    u = TRUE, k++;
  if (k < slen && (suf[k] == 'l' || suf[k] == 'L'))
    {
      if (k + 1 < slen && suf[k + 1] == suf[k])
        l = 2, k += 2;
      else
        l = 1, k++;
    }
  if (!u && k < slen && (suf[k] == 'u' || suf[k] == 'U'))
    u = TRUE, k++;
  if (k != slen)
    {
      ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len, "invalid suffix \"%.*s\" on integer constant",
               slen, suf);
      return FALSE;
    }
  if (overflow)
    {
      ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len, "integer constant is too large for its type");
      return FALSE;
    }
  gboolean dec = base == 10;
  CkNumType t;
  if (u)
    t = l == 2 ? CK_NT_ULLONG : (l == 1 || v > G_MAXUINT32) ? CK_NT_ULONG : CK_NT_UINT;
  else if (l == 2)
    t = v <= G_MAXINT64 ? CK_NT_LLONG : CK_NT_ULLONG;
  else if (l == 1)
    t = v <= G_MAXINT64 ? CK_NT_LONG : CK_NT_ULONG;
  else if (v <= G_MAXINT32)
    t = CK_NT_INT;
  else if (!dec && v <= G_MAXUINT32)
    t = CK_NT_UINT;
  else if (v <= G_MAXINT64)
    t = CK_NT_LONG;
  else
    t = l == 2 ? CK_NT_ULLONG : CK_NT_ULONG;
  if (dec && !u && v > G_MAXINT64)
    ck_diag (sink, CK_DIAG_WARNING, pt->loc, pt->len,
             "integer constant is so large that it is unsigned");
  out->kind = CK_TK_INT;
  out->ival = v;
  out->num_type = t;
  return TRUE;
}

/* Floating constants, C11 6.4.4.2; the value is what strtof/strtod/strtold give, i.e. the
 * correctly rounded value in the constant's own type. */
static gboolean
convert_float (const CkPPTok *pt, const char *s, int len, CkToken *out, CkDiagSink *sink)
{
  gboolean hex = len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  int i = hex ? 2 : 0;
  int ndig = 0;
  while (i < len && (hex ? g_ascii_isxdigit (s[i]) : g_ascii_isdigit (s[i])))
    i++, ndig++;
  if (i < len && s[i] == '.')
    {
      i++;
      while (i < len && (hex ? g_ascii_isxdigit (s[i]) : g_ascii_isdigit (s[i])))
        i++, ndig++;
    }
  gboolean has_exp = FALSE;
  if (i < len && (hex ? (s[i] == 'p' || s[i] == 'P') : (s[i] == 'e' || s[i] == 'E')))
    {
      has_exp = TRUE;
      i++;
      if (i < len && (s[i] == '+' || s[i] == '-'))
        i++;
      int e0 = i;
      while (i < len && g_ascii_isdigit (s[i]))
        i++;
      if (i == e0)
        {
          ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len, "exponent has no digits");
          return FALSE;
        }
    }
  if (hex && !has_exp)
    {
      ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len,
               "hexadecimal floating constants require an exponent");
      return FALSE;
    }
  if (ndig == 0)
    {
      ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len, "invalid floating constant");
      return FALSE;
    }
  const char *suf = s + i;
  int slen = len - i;
  CkNumType t = CK_NT_DOUBLE;
  if (slen == 1 && (suf[0] == 'f' || suf[0] == 'F'))
    t = CK_NT_FLOAT;
  else if (slen == 1 && (suf[0] == 'l' || suf[0] == 'L'))
    t = CK_NT_LDOUBLE;
  else if (slen != 0)
    {
      ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len, "invalid suffix \"%.*s\" on floating constant",
               slen, suf);
      return FALSE;
    }
  char *num = g_strndup (s, (gsize) i);
  out->kind = CK_TK_FLOAT;
  out->num_type = t;
  errno = 0;
  if (t == CK_NT_FLOAT)
    out->fval = strtof (num, NULL);
  else if (t == CK_NT_DOUBLE)
    out->fval = strtod (num, NULL);
  else
    out->fval = strtold (num, NULL);
  g_free (num);
  return TRUE;
}

static gboolean
convert_number (const CkPPTok *pt, CkToken *out, CkDiagSink *sink)
{
  const char *s = pt->text;
  int len = pt->len;
  if (memchr (s, '\'', (gsize) len))
    {
      char *b = ck_new_atomic ((gsize) len + 1);
      int n = 0;
      for (int i = 0; i < len; i++)
        if (s[i] != '\'')
          b[n++] = s[i];
      s = b;
      len = n;
    }
  gboolean hex = len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  gboolean is_float = FALSE;
  for (int i = 0; i < len; i++)
    {
      char c = s[i];
      if (c == '.' || (hex ? (c == 'p' || c == 'P') : (c == 'e' || c == 'E')))
        {
          is_float = TRUE;
          break;
        }
    }
  out->kind = CK_TK_INT;
  out->num_type = CK_NT_INT;
  if (is_float)
    return convert_float (pt, s, len, out, sink);
  return convert_int (pt, s, len, out, sink);
}

/* Decodes one UTF-8 sequence at [s] (at most [n] bytes); returns its length (1 for bad bytes). */
static int
utf8_decode (const char *s, int n, guint32 *cp)
{
  guchar c = (guchar) s[0];
  int len = c < 0x80 ? 1 : c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
  if (len > n)
    len = 1;
  if (len == 1)
    {
      *cp = c;
      return 1;
    }
  guint32 v = c & (0x7f >> len);
  for (int i = 1; i < len; i++)
    {
      if (((guchar) s[i] & 0xc0) != 0x80)
        {
          *cp = c;
          return 1;
        }
      v = (v << 6) | ((guchar) s[i] & 0x3f);
    }
  *cp = v;
  return len;
}

static int
utf8_encode (guint32 cp, char *buf)
{
  return g_unichar_to_utf8 ((gunichar) cp, buf);
}

/* Reads one (possibly escaped) character of a literal body at s[*i]; sets [*is_byte] when the
 * value is a code unit (octal/hex escape or a plain byte of a narrow literal) rather than a
 * code point. Returns FALSE after an error. */
static gboolean
read_char (const CkPPTok *pt, const char *s, int len, int *i, gboolean wide, guint32 unit_max,
           guint32 *val, gboolean *is_byte, CkDiagSink *sink)
{
  int off = (int) (s - pt->text) + *i;
  if (s[*i] != '\\')
    {
      if (wide)
        {
          *i += utf8_decode (s + *i, len - *i, val);
          *is_byte = FALSE;
        }
      else
        {
          *val = (guchar) s[(*i)++];
          *is_byte = TRUE;
        }
      return TRUE;
    }
  (*i)++;
  int c = *i < len ? (guchar) s[(*i)++] : 0;
  *is_byte = TRUE;
  switch (c)
    {
    case '\'': *val = '\''; return TRUE;
    case '"': *val = '"'; return TRUE;
    case '?': *val = '?'; return TRUE;
    case '\\': *val = '\\'; return TRUE;
    case 'a': *val = 7; return TRUE;
    case 'b': *val = 8; return TRUE;
    case 'f': *val = 12; return TRUE;
    case 'n': *val = 10; return TRUE;
    case 'r': *val = 13; return TRUE;
    case 't': *val = 9; return TRUE;
    case 'v': *val = 11; return TRUE;
    case 'e': case 'E': *val = 27; return TRUE;   /* GNU */
    case 'x':
      {
        guint64 v = 0;
        int n = 0;
        gboolean big = FALSE;
        while (*i < len && g_ascii_isxdigit (s[*i]))
          {
            v = v * 16 + (guint64) g_ascii_xdigit_value (s[(*i)++]);
            if (v > unit_max)
              big = TRUE;
            n++;
          }
        if (n == 0)
          {
            ck_diag (sink, CK_DIAG_ERROR, loc_plus (pt->loc, off), 2,
                     "\\x used with no following hex digits");
            return FALSE;
          }
        if (big)
          {
            ck_diag (sink, CK_DIAG_ERROR, loc_plus (pt->loc, off), 2 + n,
                     "hex escape sequence out of range");
            return FALSE;
          }
        *val = (guint32) v;
        return TRUE;
      }
    case 'u': case 'U':
      {
        int want = c == 'u' ? 4 : 8;
        guint32 v = 0;
        for (int k = 0; k < want; k++)
          {
            if (*i >= len || !g_ascii_isxdigit (s[*i]))
              {
                ck_diag (sink, CK_DIAG_ERROR, loc_plus (pt->loc, off), 2,
                         "incomplete universal character name %.*s", 2 + k, s + *i - k - 2);
                return FALSE;
              }
            v = v * 16 + (guint32) g_ascii_xdigit_value (s[(*i)++]);
          }
        *val = v;
        *is_byte = FALSE;
        return TRUE;
      }
    default:
      if (c >= '0' && c <= '7')
        {
          guint32 v = (guint32) (c - '0');
          for (int k = 0; k < 2 && *i < len && s[*i] >= '0' && s[*i] <= '7'; k++)
            v = v * 8 + (guint32) (s[(*i)++] - '0');
          if (v > unit_max)
            {
              ck_diag (sink, CK_DIAG_ERROR, loc_plus (pt->loc, off), 4,
                       "octal escape sequence out of range");
              return FALSE;
            }
          *val = v;
          return TRUE;
        }
      ck_diag (sink, CK_DIAG_WARNING, loc_plus (pt->loc, off), 2,
               "unknown escape sequence: '\\%c'", c);
      *val = (guint32) c;
      return TRUE;
    }
}

/* Splits a literal into prefix, body start and body length. */
static CkStrPrefix
literal_prefix (const CkPPTok *pt, int *body, int *body_len)
{
  const char *s = pt->text;
  CkStrPrefix p = CK_SP_NONE;
  int i = 0;
  if (s[0] == 'L')
    p = CK_SP_L, i = 1;
  else if (s[0] == 'U')
    p = CK_SP_U, i = 1;
  else if (s[0] == 'u' && s[1] == '8')
    p = CK_SP_U8, i = 2;
  else if (s[0] == 'u')
    p = CK_SP_u, i = 1;
  if (pt->flags & CK_PPF_RAW)
    i++;   /* R */
  *body = i + 1;
  *body_len = pt->len - *body - ((pt->flags & CK_PPF_UNTERMINATED) ? 0 : 1);
  if (*body_len < 0)
    *body_len = 0;
  return p;
}

gboolean
ck_lexer_decode_string (const CkPPTok *pt, const char **out, gsize *out_len,
                        CkStrPrefix *prefix, CkDiagSink *sink)
{
  int body, blen;
  CkStrPrefix p = literal_prefix (pt, &body, &blen);
  *prefix = p;
  const char *s = pt->text + body;
  int unit = p == CK_SP_L || p == CK_SP_U ? 4 : p == CK_SP_u ? 2 : 1;
  guint32 unit_max = unit == 4 ? G_MAXUINT32 : unit == 2 ? 0xffff : 0xff;
  gboolean ok = TRUE;
  if (pt->flags & CK_PPF_RAW)
    {
      /* R"delim( ... )delim": strip the delimiters; no escapes. */
      const char *lp = memchr (s, '(', (gsize) blen);
      int dlen = lp ? (int) (lp - s) : 0;
      s = lp ? lp + 1 : s;
      blen = lp ? blen - 2 * dlen - 2 : 0;
      if (blen < 0)
        blen = 0;
    }
  GString *buf = g_string_sized_new ((gsize) blen * (gsize) unit + 4);
  for (int i = 0; i < blen;)
    {
      guint32 v;
      gboolean is_byte;
      if (pt->flags & CK_PPF_RAW)
        {
          if (unit == 1)
            v = (guchar) s[i++], is_byte = TRUE;
          else
            i += utf8_decode (s + i, blen - i, &v), is_byte = FALSE;
        }
      else if (!read_char (pt, s, blen, &i, unit > 1, unit_max, &v, &is_byte, sink))
        {
          ok = FALSE;
          continue;
        }
      if (unit == 1)
        {
          if (is_byte)
            g_string_append_c (buf, (char) v);
          else
            {
              char u8[8];
              g_string_append_len (buf, u8, utf8_encode (v, u8));
            }
        }
      else if (unit == 2)
        {
          if (!is_byte && v > 0xffff)
            {
              guint16 hi = (guint16) (0xd800 + ((v - 0x10000) >> 10));
              guint16 lo = (guint16) (0xdc00 + ((v - 0x10000) & 0x3ff));
              g_string_append_len (buf, (const char *) &hi, 2);
              g_string_append_len (buf, (const char *) &lo, 2);
            }
          else
            {
              guint16 w = (guint16) v;
              g_string_append_len (buf, (const char *) &w, 2);
            }
        }
      else
        g_string_append_len (buf, (const char *) &v, 4);
    }
  gsize n = buf->len;
  char *r = ck_new_atomic (n + 4);
  memcpy (r, buf->str, n);
  memset (r + n, 0, 4);
  g_string_free (buf, TRUE);
  *out = r;
  *out_len = n;
  return ok;
}

/* Character constants, C11 6.4.4.4 and C++ [lex.ccon]: a plain one-char constant has type
 * char; a multi-char constant has type int and gcc's value (bytes shifted in from the right). */
static gboolean
convert_char (const CkPPTok *pt, CkToken *out, CkDiagSink *sink)
{
  int body, blen;
  CkStrPrefix p = literal_prefix (pt, &body, &blen);
  const char *s = pt->text + body;
  out->kind = CK_TK_CHAR;
  out->ival = 0;
  if (blen == 0)
    {
      ck_diag (sink, CK_DIAG_ERROR, pt->loc, pt->len, "empty character constant");
      out->num_type = CK_NT_CHAR;
      return FALSE;
    }
  gboolean wide = p == CK_SP_L || p == CK_SP_u || p == CK_SP_U;
  guint32 unit_max = p == CK_SP_u ? 0xffff : wide ? G_MAXUINT32 : 0xff;
  guint32 vals[64];
  int n = 0;
  for (int i = 0; i < blen;)
    {
      guint32 v;
      gboolean is_byte;
      if (!read_char (pt, s, blen, &i, wide, unit_max, &v, &is_byte, sink))
        return FALSE;
      if (!wide && !is_byte && v >= 0x80)
        {
          /* A UCN in a narrow constant: its UTF-8 bytes, as gcc does. */
          char u8[8];
          int k = utf8_encode (v, u8);
          for (int j = 0; j < k && n < 64; j++)
            vals[n++] = (guchar) u8[j];
          continue;
        }
      if (n < 64)
        vals[n++] = v;
    }
  if (wide)
    {
      if (n > 1)
        ck_diag (sink, CK_DIAG_WARNING, pt->loc, pt->len,
                 "character constant too long for its type");
      guint32 v = vals[n - 1];
      if (p == CK_SP_L)
        out->num_type = CK_NT_WCHAR, out->ival = (guint64) (gint64) (gint32) v;
      else if (p == CK_SP_u)
        out->num_type = CK_NT_CHAR16, out->ival = v & 0xffff;
      else
        out->num_type = CK_NT_CHAR32, out->ival = v;
      return TRUE;
    }
  if (n == 1)
    {
      out->num_type = CK_NT_CHAR;
      out->ival = (guint64) (gint64) (gint8) (guint8) vals[0];
      if (p == CK_SP_U8)
        out->ival = (guint8) vals[0];
      return TRUE;
    }
  if (n > 4)
    ck_diag (sink, CK_DIAG_WARNING, pt->loc, pt->len, "character constant too long for its type");
  else
    ck_diag (sink, CK_DIAG_WARNING, pt->loc, pt->len, "multi-character character constant");
  guint32 v = 0;
  for (int i = 0; i < n; i++)
    v = (v << 8) | (vals[i] & 0xff);
  out->num_type = CK_NT_INT;
  out->ival = (guint64) (gint64) (gint32) v;
  return TRUE;
}

/* The spelling of [pt] for CkToken.text: the static [spelling] of its keyword or punctuator when
 * it is written that way (most tokens are, and they need no copy), else a copy. */
static const char *
token_text (const CkPPTok *pt, const char *spelling)
{
  if (spelling && strncmp (spelling, pt->text, (gsize) pt->len) == 0 && spelling[pt->len] == 0)
    return spelling;
  return ck_strndup (pt->text, (gsize) pt->len);
}

gboolean
ck_lexer_convert (const CkPPTok *pt, const CkStrMap *keywords, CkToken *out, CkDiagSink *sink)
{
  memset (out, 0, sizeof *out);
  if (pt->kind != CK_PP_IDENT && pt->kind != CK_PP_PUNCT)
    out->text = token_text (pt, NULL);
  out->len = pt->len;
  out->loc = pt->loc;
  out->expansion = pt->expansion;
  out->at_bol = pt->at_bol;
  out->has_space = pt->has_space;
  switch (pt->kind)
    {
    case CK_PP_IDENT:
      {
        gpointer kw = keywords ? ck_strmap_get (keywords, pt->text, pt->len) : NULL;
        if (kw)
          {
            out->kind = CK_TK_KEYWORD;
            out->kw = (CkKeyword) (GPOINTER_TO_INT (kw) - 1);
            out->text = token_text (pt, ck_keyword_spelling[out->kw]);
          }
        else
          {
            out->kind = CK_TK_IDENT;
            out->text = token_text (pt, NULL);
          }
        return TRUE;
      }
    case CK_PP_PUNCT:
      out->kind = CK_TK_PUNCT;
      out->punct = pt->punct;
      out->text = token_text (pt, ck_punct_spelling[pt->punct]);
      return TRUE;
    case CK_PP_NUMBER:
      return convert_number (pt, out, sink);
    case CK_PP_CHAR:
      if (pt->flags & CK_PPF_UNTERMINATED)
        {
          ck_diag (sink, CK_DIAG_ERROR, pt->loc, 1, "missing terminating ' character");
          out->kind = CK_TK_CHAR;
          out->num_type = CK_NT_CHAR;
          return FALSE;
        }
      return convert_char (pt, out, sink);
    case CK_PP_STRING:
      out->kind = CK_TK_STRING;
      if (pt->flags & CK_PPF_UNTERMINATED)
        {
          ck_diag (sink, CK_DIAG_ERROR, pt->loc, 1, "missing terminating \" character");
          out->str = "";
          return FALSE;
        }
      {
        CkStrPrefix prefix = CK_SP_NONE;
        gboolean ok = ck_lexer_decode_string (pt, &out->str, &out->str_len, &prefix, sink);
        out->str_prefix = prefix;
        return ok;
      }
    case CK_PP_OTHER:
      out->kind = CK_TK_PUNCT;
      out->punct = CK_P_SEMI;
      if (pt->text[0] == '\\')
        ck_diag (sink, CK_DIAG_ERROR, pt->loc, 1, "stray '\\' in program");
      else if ((guchar) pt->text[0] < 0x80 && g_ascii_isprint (pt->text[0]))
        ck_diag (sink, CK_DIAG_ERROR, pt->loc, 1, "stray '%c' in program", pt->text[0]);
      else
        ck_diag (sink, CK_DIAG_ERROR, pt->loc, 1, "stray '\\%o' in program",
                 (guchar) pt->text[0]);
      return FALSE;
    case CK_PP_EOF:
    case CK_PP_FILE_END:
      out->kind = CK_TK_EOF;
      return TRUE;
    }
  return FALSE;
}
