/* tests/test-lexer.c — the lexer's conversion of tokens: keywords, punctuators, integer,
 * floating and character constants, string literals, and the diagnostics for invalid ones.
 * SPDX-License-Identifier: MIT */
#include "frontend/frontend.h"
#include "frontend/lexer.h"

#include <math.h>
#include <string.h>

static void
collect (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink, (void) level;
  g_string_append ((GString *) data, text);
}

/* Preprocesses [src] as the file "t.c"; returns the tokens (NULL on error) and the diagnostics
 * in [*diags]. */
static CkToken *
lex (const char *src, char **diags)
{
  GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (vfs, (gpointer) "t.c", (gpointer) src);
  CkFrontendOptions opts = { 0 };
  opts.vfs = vfs;
  GString *out = g_string_new (NULL);
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  sink.func = collect;
  sink.data = out;
  CkToken *t = ck_preprocess ("t.c", &opts, &sink, NULL);
  *diags = g_string_free (out, FALSE);
  g_hash_table_unref (vfs);
  return t;
}

typedef struct {
  const char *path;
  const char *src;
  CkTokenKind kind;
  CkNumType type;
  guint64 ival;
  double fval;
} NumCase;

static const NumCase num_cases[] = {
  { "int/decimal", "42", CK_TK_INT, CK_NT_INT, 42, 0 },
  { "int/decimal-long", "2147483648", CK_TK_INT, CK_NT_LONG, 2147483648u, 0 },
  { "int/hex-uint", "0xffffffff", CK_TK_INT, CK_NT_UINT, 0xffffffffu, 0 },
  { "int/octal-uint", "037777777777", CK_TK_INT, CK_NT_UINT, 0xffffffffu, 0 },
  { "int/hex-ulong", "0xffffffffffffffff", CK_TK_INT, CK_NT_ULONG, G_MAXUINT64, 0 },
  { "int/octal", "0777", CK_TK_INT, CK_NT_INT, 511, 0 },
  { "int/zero", "0", CK_TK_INT, CK_NT_INT, 0, 0 },
  { "int/binary", "0b101", CK_TK_INT, CK_NT_INT, 5, 0 },
  { "int/suffix-u", "1u", CK_TK_INT, CK_NT_UINT, 1, 0 },
  { "int/suffix-U-big", "5000000000U", CK_TK_INT, CK_NT_ULONG, 5000000000u, 0 },
  { "int/suffix-l", "1l", CK_TK_INT, CK_NT_LONG, 1, 0 },
  { "int/suffix-ul", "1UL", CK_TK_INT, CK_NT_ULONG, 1, 0 },
  { "int/suffix-lu", "1lu", CK_TK_INT, CK_NT_ULONG, 1, 0 },
  { "int/suffix-ll", "1ll", CK_TK_INT, CK_NT_LLONG, 1, 0 },
  { "int/suffix-ull", "1ULL", CK_TK_INT, CK_NT_ULLONG, 1, 0 },
  { "int/suffix-llu", "1LLU", CK_TK_INT, CK_NT_ULLONG, 1, 0 },
  { "int/hex-ll-unsigned", "0xffffffffffffffffLL", CK_TK_INT, CK_NT_ULLONG, G_MAXUINT64, 0 },
  { "int/separator", "1'000'000", CK_TK_INT, CK_NT_INT, 1000000, 0 },
  { "float/double", "1.5", CK_TK_FLOAT, CK_NT_DOUBLE, 0, 1.5 },
  { "float/float", "0.1f", CK_TK_FLOAT, CK_NT_FLOAT, 0, (double) 0.1f },
  { "float/exponent", "1e3", CK_TK_FLOAT, CK_NT_DOUBLE, 0, 1000.0 },
  { "float/leading-dot", ".5", CK_TK_FLOAT, CK_NT_DOUBLE, 0, 0.5 },
  { "float/trailing-dot", "2.", CK_TK_FLOAT, CK_NT_DOUBLE, 0, 2.0 },
  { "float/hex", "0x1.8p1", CK_TK_FLOAT, CK_NT_DOUBLE, 0, 3.0 },
  { "float/long-double", "1.25L", CK_TK_FLOAT, CK_NT_LDOUBLE, 0, 1.25 },
  { "float/neg-exponent", "25e-1F", CK_TK_FLOAT, CK_NT_FLOAT, 0, 2.5 },
  { "char/plain", "'a'", CK_TK_CHAR, CK_NT_CHAR, 'a', 0 },
  { "char/newline", "'\\n'", CK_TK_CHAR, CK_NT_CHAR, '\n', 0 },
  { "char/octal-signed", "'\\377'", CK_TK_CHAR, CK_NT_CHAR, G_MAXUINT64, 0 },
  { "char/hex", "'\\x41'", CK_TK_CHAR, CK_NT_CHAR, 'A', 0 },
  { "char/quote", "'\\''", CK_TK_CHAR, CK_NT_CHAR, '\'', 0 },
  { "char/nul", "'\\0'", CK_TK_CHAR, CK_NT_CHAR, 0, 0 },
  { "char/wide", "L'x'", CK_TK_CHAR, CK_NT_WCHAR, 'x', 0 },
  { "char/utf16", "u'\\u00e9'", CK_TK_CHAR, CK_NT_CHAR16, 0xe9, 0 },
  { "char/utf32", "U'\\U0001F600'", CK_TK_CHAR, CK_NT_CHAR32, 0x1F600, 0 },
};

static void
test_number (gconstpointer data)
{
  const NumCase *c = data;
  g_test_summary ("A constant gets C's value and type for its base and suffix.");
  char *diags;
  CkToken *t = lex (c->src, &diags);
  g_assert_nonnull (t);
  g_assert_cmpstr (diags, ==, "");
  g_assert_cmpint (t[0].kind, ==, c->kind);
  g_assert_cmpint (t[0].num_type, ==, c->type);
  if (c->kind == CK_TK_FLOAT)
    g_assert_cmpfloat ((double) t[0].fval, ==, c->fval);
  else
    g_assert_cmpuint (t[0].ival, ==, c->ival);
  g_assert_cmpint (t[1].kind, ==, CK_TK_EOF);
  g_free (diags);
}

typedef struct {
  const char *path;
  const char *src;
  const char *diag;   /* the whole expected diagnostic text */
} BadCase;

static const BadCase bad_cases[] = {
  { "int/octal-digit", "int x = 09;",
    "t.c:1:9: error: invalid digit \"9\" in octal constant\nint x = 09;\n        ^~\n" },
  { "int/hex-no-digits", "0x",
    "t.c:1:1: error: invalid suffix \"x\" on integer constant\n0x\n^~\n" },
  { "int/bad-suffix", "  12abc",
    "t.c:1:3: error: invalid suffix \"abc\" on integer constant\n  12abc\n  ^~~~~\n" },
  { "int/too-large", "99999999999999999999",
    "t.c:1:1: error: integer constant is too large for its type\n99999999999999999999\n"
    "^~~~~~~~~~~~~~~~~~~~\n" },
  { "float/no-exponent-digits", "\tx = 1e;",
    "t.c:1:6: error: exponent has no digits\n\tx = 1e;\n\t    ^~\n" },
  { "float/hex-needs-exponent", "0x1.8",
    "t.c:1:1: error: hexadecimal floating constants require an exponent\n0x1.8\n^~~~~\n" },
  { "float/bad-suffix", "1.0q",
    "t.c:1:1: error: invalid suffix \"q\" on floating constant\n1.0q\n^~~~\n" },
  { "char/empty", "''", "t.c:1:1: error: empty character constant\n''\n^~\n" },
  { "char/unterminated", "x = 'a;",
    "t.c:1:5: error: missing terminating ' character\nx = 'a;\n    ^\n" },
  { "string/unterminated", "s = \"abc\n",
    "t.c:1:5: error: missing terminating \" character\ns = \"abc\n    ^\n" },
  { "string/hex-range", "\"\\x100\"",
    "t.c:1:2: error: hex escape sequence out of range\n\"\\x100\"\n ^~~~~\n" },
  { "stray/at", "a @ b", "t.c:1:3: error: stray '@' in program\na @ b\n  ^\n" },
  { "comment/unterminated", "a /* b",
    "t.c:1:3: error: unterminated comment\na /* b\n  ^~\n" },
};

static void
test_bad (gconstpointer data)
{
  const BadCase *c = data;
  g_test_summary ("An invalid token is diagnosed gcc-style with its source line and caret.");
  char *diags;
  CkToken *t = lex (c->src, &diags);
  g_assert_null (t);
  g_assert_cmpstr (diags, ==, c->diag);
  g_free (diags);
}

static void
test_keywords (void)
{
  g_test_summary ("Every keyword of tokens.def is a keyword (a .cu file is C++); others are identifiers.");
  char *diags;
  CkToken *t = lex ("int bool __global__ class foo $x __asm__ asm nullptr", &diags);
  g_assert_nonnull (t);
  g_assert_cmpint (t[0].kind, ==, CK_TK_KEYWORD);
  g_assert_cmpint (t[0].kw, ==, CK_KW_INT);
  g_assert_cmpint (t[1].kw, ==, CK_KW_BOOL);
  g_assert_cmpint (t[2].kw, ==, CK_KW_GLOBAL);
  g_assert_cmpint (t[3].kw, ==, CK_KW_CLASS);
  g_assert_cmpint (t[4].kind, ==, CK_TK_IDENT);
  g_assert_cmpint (t[5].kind, ==, CK_TK_IDENT);
  g_assert_cmpstr (t[5].text, ==, "$x");
  g_assert_cmpint (t[6].kw, ==, CK_KW_ASM);
  g_assert_cmpint (t[7].kw, ==, CK_KW_ASM);
  g_assert_cmpint (t[8].kw, ==, CK_KW_NULLPTR);
  g_free (diags);
}

static void
test_keywords_c (void)
{
  g_test_summary ("In C (a .c file) the C++ keywords are identifiers; C11's and CUDA's stay keywords.");
  CkStrMap *c = ck_lexer_keywords_new (TRUE), *cxx = ck_lexer_keywords_new (FALSE);
  static const char *const cxx_only[] = { "class", "new", "this", "template", "bool", "true",
                                          "nullptr", "operator", "namespace" };
  for (gsize i = 0; i < G_N_ELEMENTS (cxx_only); i++)
    {
      int n = (int) strlen (cxx_only[i]);
      g_assert_null (ck_strmap_get (c, cxx_only[i], n));
      g_assert_nonnull (ck_strmap_get (cxx, cxx_only[i], n));
    }
  static const char *const both[] = { "int", "_Generic", "_Bool", "restrict", "__global__", "__asm__" };
  for (gsize i = 0; i < G_N_ELEMENTS (both); i++)
    {
      int n = (int) strlen (both[i]);
      g_assert_nonnull (ck_strmap_get (c, both[i], n));
      g_assert_nonnull (ck_strmap_get (cxx, both[i], n));
    }
}

static void
test_punctuators (void)
{
  g_test_summary ("Punctuators by longest match; <<< and >>> are always one token; digraphs.");
  static const CkPunct want[] = {
    CK_P_LAUNCH_OPEN, CK_P_LAUNCH_CLOSE, CK_P_SHL_ASSIGN, CK_P_SHR, CK_P_ELLIPSIS, CK_P_DOT, CK_P_DOT,
    CK_P_ARROW, CK_P_COLONCOLON, CK_P_LBRACKET, CK_P_RBRACKET, CK_P_LBRACE, CK_P_RBRACE, CK_P_INC,
    CK_P_PLUS, CK_P_OROR,
  };
  char *diags;
  CkToken *t = lex ("<<< >>> <<= >> ... .. -> :: <: :> <% %> +++ ||", &diags);
  g_assert_nonnull (t);
  for (gsize i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_assert_cmpint (t[i].kind, ==, CK_TK_PUNCT);
      g_assert_cmpint (t[i].punct, ==, want[i]);
    }
  g_assert_cmpint (t[G_N_ELEMENTS (want)].kind, ==, CK_TK_EOF);
  g_free (diags);
}

static void
test_strings (void)
{
  g_test_summary ("String literals: escapes decoded, prefixes kept, no concatenation.");
  char *diags;
  CkToken *t = lex ("\"a\\tb\\x41\\101\\n\" L\"\\u00e9z\" u8\"\\u00e9\" R\"x(a\\b)x\" \"\"", &diags);
  g_assert_nonnull (t);
  g_assert_cmpint (t[0].kind, ==, CK_TK_STRING);
  g_assert_cmpuint (t[0].str_len, ==, 6);
  g_assert_cmpmem (t[0].str, 6, "a\tbAA\n", 6);
  g_assert_cmpint (t[1].str_prefix, ==, CK_SP_L);
  g_assert_cmpuint (t[1].str_len, ==, 8);
  g_assert_cmpuint (((const guint32 *) t[1].str)[0], ==, 0xe9);
  g_assert_cmpuint (((const guint32 *) t[1].str)[1], ==, 'z');
  g_assert_cmpint (t[2].str_prefix, ==, CK_SP_U8);
  g_assert_cmpmem (t[2].str, t[2].str_len, "\xc3\xa9", 2);
  g_assert_cmpmem (t[3].str, t[3].str_len, "a\\b", 3);
  g_assert_cmpuint (t[4].str_len, ==, 0);
  g_free (diags);
}

static void
test_multichar (void)
{
  g_test_summary ("A multi-character constant is an int with gcc's value, and a warning.");
  char *diags;
  CkToken *t = lex ("'ab'", &diags);
  g_assert_nonnull (t);
  g_assert_cmpint (t[0].num_type, ==, CK_NT_INT);
  g_assert_cmpuint (t[0].ival, ==, ('a' << 8) | 'b');
  g_assert_cmpstr (diags, ==, "t.c:1:1: warning: multi-character character constant\n'ab'\n^~~~\n");
  g_free (diags);
}

static void
test_locations (void)
{
  g_test_summary ("Tokens carry file, line and byte column across CRLF, CR and line splices.");
  char *diags;
  CkToken *t = lex ("a\r\n b\rc \\\n d\n\te", &diags);
  g_assert_nonnull (t);
  guint32 want[][2] = { { 1, 1 }, { 2, 2 }, { 3, 1 }, { 4, 2 }, { 5, 2 } };
  for (int i = 0; i < 5; i++)
    {
      g_assert_cmpuint (t[i].loc.line, ==, want[i][0]);
      g_assert_cmpuint (t[i].loc.col, ==, want[i][1]);
      g_assert_cmpstr (t[i].loc.file->name, ==, "t.c");
    }
  g_assert_true (t[0].at_bol);
  g_assert_true (t[1].at_bol && t[1].has_space);
  g_assert_false (t[3].at_bol);
  g_free (diags);
}

static void
test_diag_format (void)
{
  g_test_summary ("ck_diag_format: no location gives 'cudak: error: msg'; notes say 'note:'.");
  char *s = ck_diag_format (CK_DIAG_ERROR, (CkSrcLoc) { 0 }, 1, "no input files");
  g_assert_cmpstr (s, ==, "cudak: error: no input files\n");
  g_free (s);
  CkSrcFile f = { "x.cu", "int a;\n  foo(bar);\n", 19, 0, FALSE, NULL };
  f.physical = &f;
  s = ck_diag_format (CK_DIAG_NOTE, (CkSrcLoc) { &f, 2, 3 }, 3, "declared here");
  g_assert_cmpstr (s, ==, "x.cu:2:3: note: declared here\n  foo(bar);\n  ^~~\n");
  g_free (s);
}

static void
count_errors (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink, (void) level;
  if (g_str_has_prefix (text, "cudak: fatal error: too many errors emitted, stopping now"))
    (*(int *) data) += 1000;
  else
    (*(int *) data)++;
}

static void
test_too_many (void)
{
  g_test_summary ("After CK_DIAG_MAX_ERRORS errors the sink prints one fatal line and stops.");
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  int n = 0;
  sink.func = count_errors;
  sink.data = &n;
  for (int i = 0; i < 30; i++)
    ck_error (&sink, (CkSrcLoc) { 0 }, "error %d", i);
  g_assert_cmpint (n, ==, CK_DIAG_MAX_ERRORS + 1000);
  g_assert_true (sink.too_many);
  g_assert_cmpint (sink.n_errors, ==, CK_DIAG_MAX_ERRORS);
}

int
main (int argc, char **argv)
{
  GC_INIT ();
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  for (gsize i = 0; i < G_N_ELEMENTS (num_cases); i++)
    {
      char *p = g_strdup_printf ("/frontend/lexer/constant/%s", num_cases[i].path);
      g_test_add_data_func (p, &num_cases[i], test_number);
      g_free (p);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      char *p = g_strdup_printf ("/frontend/lexer/invalid/%s", bad_cases[i].path);
      g_test_add_data_func (p, &bad_cases[i], test_bad);
      g_free (p);
    }
  g_test_add_func ("/frontend/lexer/keyword/all", test_keywords);
  g_test_add_func ("/frontend/lexer/keyword/c", test_keywords_c);
  g_test_add_func ("/frontend/lexer/punct/longest-match", test_punctuators);
  g_test_add_func ("/frontend/lexer/string/escapes", test_strings);
  g_test_add_func ("/frontend/lexer/char/multichar", test_multichar);
  g_test_add_func ("/frontend/lexer/location/line-endings", test_locations);
  g_test_add_func ("/frontend/lexer/diag/format", test_diag_format);
  g_test_add_func ("/frontend/lexer/diag/too-many", test_too_many);
  return g_test_run ();
}
