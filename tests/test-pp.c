/* tests/test-pp.c — the preprocessor: macros (object, function, variadic, # and ##, hidesets),
 * conditionals with #if arithmetic, includes, #line, predefined macros, and its diagnostics.
 * SPDX-License-Identifier: MIT */
#include "frontend/frontend.h"

#include <string.h>

static void
collect (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink, (void) level;
  g_string_append ((GString *) data, text);
}

/* Preprocesses "t.c" from a table of in-memory files [files] (name, text, ..., NULL) and returns
 * the spellings of the output joined by single spaces ("FAILED" when it failed). */
static char *
pp (const char *const *files, const char **defines, gboolean device, char **diags)
{
  GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
  for (int i = 0; files[i]; i += 2)
    g_hash_table_insert (vfs, (gpointer) files[i], (gpointer) files[i + 1]);
  CkFrontendOptions opts = { 0 };
  static const char *dirs[] = { "inc", NULL };
  opts.vfs = vfs;
  opts.defines = defines;
  opts.include_dirs = dirs;
  opts.device_pass = device;
  opts.cuda_arch = 520;
  GString *d = g_string_new (NULL);
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  sink.func = collect;
  sink.data = d;
  CkToken *t = ck_preprocess (files[0], &opts, &sink, NULL);
  *diags = g_string_free (d, FALSE);
  g_hash_table_unref (vfs);
  if (t == NULL)
    return g_strdup ("FAILED");
  GString *s = g_string_new (NULL);
  for (; t->kind != CK_TK_EOF; t++)
    {
      if (s->len)
        g_string_append_c (s, ' ');
      g_string_append (s, t->text);
    }
  return g_string_free (s, FALSE);
}

typedef struct {
  const char *path;
  const char *src;
  const char *out;
  const char *diag;
} Case;

static const Case cases[] = {
  /* C11 6.10.3.5 examples */
  { "macro/object", "#define A 1 + 2\nA", "1 + 2", "" },
  { "macro/function", "#define F(x, y) ((x) * (y))\nF(1, 2)", "( ( 1 ) * ( 2 ) )", "" },
  { "macro/no-paren", "#define F(x) x\nF + 1", "F + 1", "" },
  { "macro/stringize", "#define S(x) #x\nS(a  \"b\\n\"  'c')", "\"a \\\"b\\\\n\\\" 'c'\"", "" },
  { "macro/paste", "#define C(a, b) a ## b\nC(x, 1) C(0x, 1f) C(, y) C(z, )", "x1 0x1f y z", "" },
  { "macro/paste-placemarkers", "#define t(x,y,z) x ## y ## z\nt(1,2,3) t(,4,5) t(6,,7) t(8,9,) t(10,,) t(,11,) t(,,12) t(,,)",
    "123 45 67 89 10 11 12", "" },
  { "macro/hash-hash", "#define hash_hash # ## #\n#define mkstr(a) # a\n#define in_between(a) mkstr(a)\n"
    "#define join(c, d) in_between(c hash_hash d)\njoin(x, y)", "\"x ## y\"", "" },
  { "macro/recursion", "#define R R + 1\n#define f(a) a*g\n#define g(a) f(a)\nR f(2)(9)", "R + 1 2 * 9 * g", "" },
  { "macro/rescan", "#define str(s) # s\n#define xstr(s) str(s)\n#define INCFILE(n) vers ## n\nxstr(INCFILE(2).h)",
    "\"vers2.h\"", "" },
  { "macro/variadic", "#define showlist(...) puts(#__VA_ARGS__)\nshowlist(The first, second);",
    "puts ( \"The first, second\" ) ;", "" },
  { "macro/gnu-comma", "#define P(f, ...) printf(f, ## __VA_ARGS__)\nP(\"a\") P(\"b\", 1, 2)",
    "printf ( \"a\" ) printf ( \"b\" , 1 , 2 )", "" },
  { "macro/va-opt", "#define P(f, ...) g(f __VA_OPT__(,) __VA_ARGS__)\nP(1) P(1, 2)", "g ( 1 ) g ( 1 , 2 )", "" },
  { "macro/named-variadic", "#define P(args...) f(args)\nP(1, 2)", "f ( 1 , 2 )", "" },
  { "macro/undef", "#define A 1\n#undef A\nA", "A", "" },
  { "macro/redefined",
    "#define A 1\n#define A 2\nA", "2",
    "t.c:2:9: warning: \"A\" redefined\n#define A 2\n        ^\nt.c:1:9: note: this is the location of the previous definition\n#define A 1\n        ^\n" },
  { "macro/too-few-args", "#define F(a, b) a\nF(1)", "FAILED",
    "t.c:2:4: error: macro \"F\" requires 2 arguments, but only 1 given\nF(1)\n   ^\n" },
  { "macro/too-many-args", "#define F(a) a\nF(1, 2)", "FAILED",
    "t.c:2:7: error: macro \"F\" passed 2 arguments, but takes just 1\nF(1, 2)\n      ^\n" },
  { "macro/unterminated-args", "#define F(a) a\nF(1,\n", "FAILED",
    "t.c:2:1: error: unterminated argument list invoking macro \"F\"\nF(1,\n^\n" },
  { "macro/bad-paste", "#define C(a, b) a ## b\nC(+, -)", "FAILED",
    "t.c:2:1: error: pasting \"+\" and \"-\" does not give a valid preprocessing token\nC(+, -)\n^~\n" },
  { "macro/hash-not-param", "#define F(a) #b\n", "FAILED",
    "t.c:1:14: error: '#' is not followed by a macro parameter\n#define F(a) #b\n             ^\n" },
  { "macro/builtin-line-file", "__LINE__ __FILE__\n#define L __LINE__\n\nL", "1 \"t.c\" 4", "" },
  { "macro/counter", "__COUNTER__ __COUNTER__", "0 1", "" },
  { "macro/command-line", "A B C", "1 x + y C", "" },
  /* conditionals */
  { "if/arith", "#if (1 ? 2 : (1/0)) == 2 && -1 < 0u == 0 && 0x7fffffffffffffff > 0 && (7 >> 1) == 3\nyes\n#else\nno\n#endif",
    "yes", "" },
  { "if/unsigned", "#if -1 > 0u\nyes\n#endif\n#if 'a' == 97 && true && !false\nok\n#endif", "yes ok", "" },
  { "if/defined", "#define X\n#if defined X && defined(X) && !defined Y\na\n#elif 1\nb\n#endif", "a", "" },
  { "if/elif-chain", "#if 0\na\n#elif 0\nb\n#elif 2\nc\n#else\nd\n#endif", "c", "" },
  { "if/ifdef", "#define Y\n#ifdef Y\na\n#endif\n#ifndef Y\nb\n#else\nc\n#endif", "a c", "" },
  { "if/skipped-garbage", "#if 0\ndon't #bogus\n#if 1\n#endif\n#else\nk\n#endif", "k", "" },
  { "if/undefined-ident", "#if FOO == 0\nz\n#endif", "z", "" },
  { "if/div-zero", "#if 1 / 0\n#endif", "FAILED",
    "t.c:1:7: error: division by zero in #if\n#if 1 / 0\n      ^\n" },
  { "if/no-expression", "#if\n#endif", "FAILED", "t.c:1:2: error: #if with no expression\n#if\n ^~\n" },
  { "if/missing-op", "#if 1 2\n#endif", "FAILED",
    "t.c:1:7: error: missing binary operator before token \"2\"\n#if 1 2\n      ^\n" },
  { "if/unterminated", "#if 1\nx\n", "FAILED",
    "t.c:1:2: error: unterminated #if\n#if 1\n ^~\nt.c:3:1: note: '#endif' expected here (to close '#if' at line 1)\n" },
  { "if/else-without-if", "#else\n", "FAILED", "t.c:1:2: error: #else without #if\n#else\n ^~~~\n" },
  { "if/endif-without-if", "#endif\n", "FAILED", "t.c:1:2: error: #endif without #if\n#endif\n ^~~~~\n" },
  { "if/has-include", "#if __has_include(<stdio.h>) && __has_include(\"h.h\") && !__has_include(<nope.h>)\nok\n#endif",
    "ok", "" },
  /* directives */
  { "directive/error", "#error stop here", "FAILED",
    "t.c:1:2: error: #error stop here\n#error stop here\n ^~~~~\n" },
  { "directive/warning", "#warning careful\nx", "x", "t.c:1:2: warning: #warning careful\n#warning careful\n ^~~~~~~\n" },
  { "directive/invalid", "#frobnicate\n", "FAILED",
    "t.c:1:2: error: invalid preprocessing directive #frobnicate\n#frobnicate\n ^~~~~~~~~~\n" },
  { "directive/pragma", "#pragma unroll 4\n#pragma once\n_Pragma(\"unroll\") x", "x", "" },
  { "directive/line", "#line 100 \"foo.cu\"\n__LINE__ __FILE__\n#line 7\n__LINE__", "100 \"foo.cu\" 7", "" },
  { "directive/null", "#\nx", "x", "" },
  /* includes */
  { "include/quoted", "#include \"h.h\"\n#include \"h.h\"\nend", "in_h \"h.h\" end", "" },
  { "include/angle-idir", "#include <g.h>\n#include <g.h>\nend", "in_g \"inc/g.h\" end", "" },
  { "include/builtin", "#include <stdbool.h>\n__bool_true_false_are_defined", "1", "" },
  { "include/macro-name", "#define H \"h.h\"\n#include H\n", "in_h \"h.h\"", "" },
  { "include/missing", "#include \"nope.h\"\nx", "FAILED",
    "t.c:1:10: error: nope.h: No such file or directory\n#include \"nope.h\"\n         ^~~~~~~~\n" },
  { "include/unterminated-in-header", "#include \"bad.h\"\n", "FAILED",
    "bad.h:1:2: error: unterminated #ifdef\n#ifdef X\n ^~~~~\nbad.h:2:1: note: '#endif' expected here (to close '#ifdef' at line 1)\n" },
  /* lexical details */
  { "lex/splices-crlf", "#define A \\\r\n 1\r\nA", "1", "" },
  { "lex/expansion-location", "#define ONE 1\nONE", "1", "" },
};

static const char *const headers[] = {
  "h.h", "#pragma once\nin_h __FILE__\n",
  "inc/g.h", "#ifndef G_H\n#define G_H\nin_g __FILE__\n#endif\n",
  "bad.h", "#ifdef X\n",
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_test_summary ("The preprocessor's output and diagnostics match gcc's for this input.");
  const char *files[16] = { "t.c", c->src };
  int n = 2;
  for (gsize i = 0; i < G_N_ELEMENTS (headers); i++)
    files[n++] = headers[i];
  files[n] = NULL;
  const char *defines[] = { "A", "B=x+y", "C=3", "-UC", NULL };
  const char **defs = strstr (c->path, "command-line") ? defines : NULL;
  char *diags;
  char *out = pp (files, defs, FALSE, &diags);
  g_assert_cmpstr (out, ==, c->out);
  g_assert_cmpstr (diags, ==, c->diag);
  g_free (out);
  g_free (diags);
}

static void
test_predefined (void)
{
  g_test_summary ("Predefined macros; __CUDA_ARCH__ only in the device pass.");
  const char *files[] = { "t.c", "__CUDACC__ __NVCC__ CUDART_VERSION __cplusplus __x86_64__ __LP64__ __linux__\n"
                          "#ifdef __CUDA_ARCH__\n__CUDA_ARCH__\n#endif", NULL };
  char *diags;
  char *out = pp (files, NULL, FALSE, &diags);
  g_assert_cmpstr (out, ==, "1 1 13000 201703L 1 1 1");
  g_free (out);
  g_free (diags);
  out = pp (files, NULL, TRUE, &diags);
  g_assert_cmpstr (out, ==, "1 1 13000 201703L 1 1 1 520");
  g_free (out);
  g_free (diags);
}

static void
test_expansion_loc (void)
{
  g_test_summary ("Tokens of an expansion carry the location of the outermost macro name.");
  GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (vfs, (gpointer) "t.c", (gpointer) "#define IN 1\n#define OUT (IN)\nx OUT");
  CkFrontendOptions opts = { 0 };
  opts.vfs = vfs;
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  CkToken *t = ck_preprocess ("t.c", &opts, &sink, NULL);
  g_assert_nonnull (t);
  g_assert_null (t[0].expansion.file);
  g_assert_cmpstr (t[2].text, ==, "1");
  g_assert_cmpuint (t[2].loc.line, ==, 1);
  g_assert_cmpuint (t[2].loc.col, ==, 12);
  g_assert_cmpuint (t[2].expansion.line, ==, 3);
  g_assert_cmpuint (t[2].expansion.col, ==, 3);
  g_hash_table_unref (vfs);
}

static void
test_headers (void)
{
  g_test_summary ("Every built-in header preprocesses without diagnostics, twice in a row.");
  static const char *const names[] = {
    "stdio.h", "stdlib.h", "string.h", "strings.h", "math.h", "stdint.h", "inttypes.h", "stddef.h",
    "stdbool.h", "stdarg.h", "limits.h", "float.h", "assert.h", "ctype.h", "errno.h", "time.h",
    "sys/time.h", "unistd.h", "getopt.h", "cstdio", "cstdlib", "cstring", "cmath", "cassert",
    "cstdint", "climits", "cfloat", "cctype", "ctime", "cstdarg", "cstddef", "cuda.h",
    "cuda_runtime.h", "cuda_runtime_api.h", "device_launch_parameters.h", "vector_types.h",
    "vector_functions.h", "math_functions.h", "helper_cuda.h", "helper_functions.h",
    "helper_string.h", "helper_timer.h", "helper_image.h", "exception.h", "fcntl.h", "sys/stat.h",
    "sys/mman.h", "sys/resource.h", "sys/utsname.h", "sched.h", "dirent.h", "libgen.h", "signal.h",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_nonnull (ck_builtin_header (names[i]));
      char *src = g_strdup_printf ("#include <%s>\n#include <%s>\n", names[i], names[i]);
      const char *files[] = { "t.cu", src, NULL };
      char *diags;
      char *out = pp (files, NULL, FALSE, &diags);
      if (strcmp (diags, "") != 0)
        g_test_message ("%s: %s", names[i], diags);
      g_assert_cmpstr (diags, ==, "");
      g_free (out);
      g_free (diags);
      g_free (src);
    }
  g_assert_null (ck_builtin_header ("no-such.h"));
}

int
main (int argc, char **argv)
{
  GC_INIT ();
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char *p = g_strdup_printf ("/frontend/pp/%s", cases[i].path);
      g_test_add_data_func (p, &cases[i], test_case);
      g_free (p);
    }
  g_test_add_func ("/frontend/pp/macro/predefined", test_predefined);
  g_test_add_func ("/frontend/pp/location/expansion", test_expansion_loc);
  g_test_add_func ("/frontend/pp/headers/all", test_headers);
  return g_test_run ();
}
