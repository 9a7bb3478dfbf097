/* tests/test-parse.c — unit tests of the parser and semantic analysis (/frontend/parse/...).
 * Also a small tool: `test-parse --parse [--dump-ast] FILE...` runs the frontend over files.
 * SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <string.h>
#include "frontend/frontend.h"

static void
collect (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  g_string_append ((GString *) data, text);
}

/* Runs the frontend over [src] (file name [path]) and returns the diagnostics; [*prog] the
 * result. */
static char *
frontend_on_file (const char *path, const char *src, CkProgram **prog)
{
  GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (vfs, (gpointer) path, (gpointer) src);
  CkFrontendOptions opts = { 0 };
  opts.vfs = vfs;
  opts.cuda_arch = 520;
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  GString *out = g_string_new (NULL);
  sink.func = collect;
  sink.data = out;
  const char *paths[] = { path };
  CkProgram *p = ck_frontend_run (paths, 1, &opts, &sink);
  if (prog)
    *prog = p;
  g_hash_table_destroy (vfs);
  return g_string_free (out, FALSE);
}

/* frontend_on_file for t.cu */
static char *
frontend_on (const char *src, CkProgram **prog)
{
  return frontend_on_file ("t.cu", src, prog);
}

static char *
dump_of (const char *src)
{
  CkProgram *prog;
  char *diags = frontend_on (src, &prog);
  if (!prog)
    {
      g_test_message ("diagnostics:\n%s", diags);
      g_free (diags);
      return NULL;
    }
  g_free (diags);
  GString *s = g_string_new (NULL);
  ck_ast_dump (prog, s);
  return g_string_free (s, FALSE);
}


/* A case: [src] must parse (when [error] is NULL) and its AST dump must contain every line of
 * [dump] (each a substring of some dump line, in order); or it must fail with a diagnostic
 * containing [error]. */
typedef struct ParseCase {
  const char *path;
  const char *src;
  const char *dump;
  const char *error;
} ParseCase;

static const ParseCase cases[] = {
  { "/frontend/parse/expr/promotion", "int f(char c) { return c + 1; }",
    "add 'int'\ncast 'int'\nvar 'char'", NULL },
  { "/frontend/parse/expr/usual-arith", "double f(int i, float x) { return i * x; }",
    "mul 'float'\ncast 'float'\nvar 'int'", NULL },
  { "/frontend/parse/expr/unsigned-mix", "long f(unsigned u, long l) { return u + l; }",
    "add 'long'\ncast 'long'\nvar 'unsigned int'", NULL },
  { "/frontend/parse/expr/index", "int f(int *p) { return p[3]; }",
    "deref 'int'\nadd 'int *'\nvar 'int *'\nint-literal 'int'", NULL },
  { "/frontend/parse/expr/index-swapped", "int f(int *p) { return 3[p]; }",
    "deref 'int'\nadd 'int *'\nvar 'int *'", NULL },
  { "/frontend/parse/expr/int-plus-ptr", "int *f(int *p) { return 1 + p; }",
    "add 'int *'\nvar 'int *'\nint-literal", NULL },
  { "/frontend/parse/expr/ptrdiff", "long f(int *p, int *q) { return p - q; }",
    "ptrdiff 'long'", NULL },
  { "/frontend/parse/expr/arrow", "struct s { int m; }; int f(struct s *p) { return p->m; }",
    "member 'int'\nderef 'struct s'\nvar 'struct s *'", NULL },
  { "/frontend/parse/expr/array-decay", "int g(int *); int f(void) { int a[4]; return g(a); }",
    "addr 'int *'\nvar 'int [4]'", NULL },
  { "/frontend/parse/expr/function-decay", "int g(int); int (*f(void))(int) { return g; }",
    "addr 'int (*)(int)'", NULL },
  { "/frontend/parse/expr/comparison-bool", "int f(int a) { return a < 3; }",
    "cast 'int'\nlt 'bool'", NULL },
  { "/frontend/parse/expr/not-bool", "bool f(int a) { return !a; }", "not 'bool'", NULL },
  { "/frontend/parse/expr/compound-assign", "void f(char c) { c += 1; }",
    "compound-assign 'char'\nadd in 'int'", NULL },
  { "/frontend/parse/expr/compound-assign-float", "void f(int i) { i *= 2.5; }",
    "compound-assign 'int'\nmul in 'double'\nfloat-literal 'double'", NULL },
  { "/frontend/parse/expr/shift", "long f(long a, char n) { return a << n; }",
    "shl 'long'\nvar 'long'\ncast 'int'", NULL },
  { "/frontend/parse/expr/char-literal", "char f(void) { return 'a'; }", "int-literal 'char'", NULL },
  { "/frontend/parse/expr/sizeof", "unsigned long f(void) { return sizeof(long double); }",
    "int-literal 'size_t' 1:32 16", NULL },
  { "/frontend/parse/expr/sizeof-vla", "unsigned long f(int n) { int a[n]; return sizeof a; }",
    "sizeof-vla 'size_t'", NULL },
  { "/frontend/parse/expr/stmt-expr", "int f(void) { return ({ int x = 2; x + 1; }); }",
    "stmt-expr 'int'", NULL },
  { "/frontend/parse/expr/ternary-null", "int *f(int c, int *p) { return c ? p : 0; }",
    "cond 'int *'\ncast 'int *'", NULL },
  { "/frontend/parse/expr/cxx-cast", "int f(double d) { return static_cast<int>(d); }",
    "cast 'int'\nvar 'double'", NULL },
  { "/frontend/parse/expr/functional-cast", "int f(double d) { return int(d); }",
    "cast 'int'\nvar 'double'", NULL },
  { "/frontend/parse/expr/new-array", "int *f(int n) { return new int[n]; }",
    "new 'int *'", NULL },
  { "/frontend/parse/cuda/builtin-vars", "__global__ void k(int *p) { p[0] = threadIdx.x + warpSize; }",
    "builtin-var 'const uint3'\nbuiltin-var 'const int'", NULL },
  { "/frontend/parse/cuda/launch", "__global__ void k(int a) {} void h(void) { k<<<2, 64>>>(1); }",
    "launch 'void'\nconfig: compound-literal 'dim3'\ninit @0 'unsigned int'\nint-literal 'unsigned int' 1:48 2\n"
    "init @8 'unsigned int'\nint-literal 'unsigned int' 1:48 1\nconfig: compound-literal 'dim3'", NULL },
  /* the launch converts by dim3's constructors (<vector_types.h>): a constant argument makes a
     constant temporary (the constexpr constructor evaluated), any other a call */
  { "/frontend/parse/cuda/launch-ctor", "__global__ void k(int a) {} void h(int n) { k<<<n, 64>>>(1); }",
    "launch 'void'\nconfig: comma 'dim3'\ncall 'void'\nvar 'void(struct dim3 *, unsigned int, unsigned int, unsigned int)' 1:49 dim3::dim3\n"
    "arg: addr 'dim3 *'\narg: cast 'unsigned int'\nvar 'int' 1:49 n", NULL },
  { "/frontend/parse/cuda/dim3-ctor", "void h(void) { dim3 g(4, 2); }",
    "decl\ninit @0\ninit @4\ninit @8 'unsigned int'\nint-literal 'unsigned int' 1:21 1", NULL },
  { "/frontend/parse/cuda/dim3-braces", "void h(void) { dim3 g = {4}; }",
    "init @4 'unsigned int'\nint-literal 'unsigned int'", NULL },
  { "/frontend/parse/cuda/dim3-functional", "void h(void) { dim3 g = dim3(8); }",
    "compound-literal 'dim3'", NULL },
  { "/frontend/parse/cuda/shared", "__global__ void k(void) { __shared__ int s[32]; s[0] = 1; }",
    "var s 'int [32]' static __shared__", NULL },
  { "/frontend/parse/cuda/extern-shared", "extern __shared__ float buf[]; __global__ void k(void) { buf[0] = 1; }",
    "var buf 'float []' extern __shared__ extern-shared", NULL },
  { "/frontend/parse/cuda/kernel-called", "__global__ void k(void) {} void h(void) { k(); }", NULL,
    "a __global__ function call must be configured" },
  { "/frontend/parse/cuda/host-calls-device", "__device__ int d(void) { return 1; } int h(void) { return d(); }",
    NULL, "calling a __device__ function(\"d\") from a __host__ function(\"h\") is not allowed" },
  { "/frontend/parse/cuda/hd-callable", "__host__ __device__ int d(void) { return 1; } __global__ void k(int *p) { *p = d(); } int h(void) { return d(); }",
    "host-device-function d", NULL },
  { "/frontend/parse/cuda/global-void", "__global__ int k(void) { return 0; }", NULL,
    "a __global__ function must have a void return type" },
  { "/frontend/parse/decl/pointer-to-array", "int (*p)[10];", "var p 'int (*)[10]'", NULL },
  { "/frontend/parse/decl/array-of-fnptr", "int (*fp[3])(int);", "var fp 'int (*[3])(int)'", NULL },
  { "/frontend/parse/decl/fn-returning-fnptr", "int (*get(void))(int);", NULL, NULL },
  { "/frontend/parse/decl/array-from-init", "int a[] = {1, 2, 3};", "var a 'int [3]'", NULL },
  { "/frontend/parse/decl/string-init", "char s[] = \"hi\";", "var s 'char [3]'\ninit @0 'char [3]'\nstring-literal", NULL },
  { "/frontend/parse/decl/designated", "struct p { int x, y; } v = { .y = 2 };", "init @4 'int'", NULL },
  { "/frontend/parse/decl/bitfield-layout", "struct b { unsigned a : 3; unsigned c : 30; } v = {1, 2};",
    "bit-field a:3@0\nbit-field c:30@0", NULL },
  { "/frontend/parse/decl/reference-param", "void f(int &r) { r = 1; }",
    "assign 'int'\nderef 'int'\nvar 'int &'", NULL },
  { "/frontend/parse/decl/reference-bind", "void f(int &r); void g(void) { int x; f(x); }",
    "arg: addr 'int &' 1:41 implicit", NULL },
  { "/frontend/parse/decl/default-arg", "int f(int a, int b = 7); int g(void) { return f(1); }",
    "arg: int-literal 'int' 1:22 7", NULL },
  { "/frontend/parse/decl/const-int-array", "const int N = 4; int a[N];", "var a 'int [4]'", NULL },
  { "/frontend/parse/decl/asm-label", "int f(int) __asm__(\"g\");", NULL, NULL },
  { "/frontend/parse/decl/packed", "struct __attribute__((packed)) s { char c; int i; }; int a[sizeof(struct s)];",
    "var a 'int [5]'", NULL },
  { "/frontend/parse/decl/namespace", "namespace n { int v; } int f(void) { return n::v; }",
    "var 'int' 1:45 n::v", NULL },
  { "/frontend/parse/stmt/for-scope", "int f(void) { for (int i = 0; i < 2; i++) ; for (int i = 0; i < 2; i++) ; return 0; }",
    NULL, NULL },
  { "/frontend/parse/stmt/break-target", "void f(void) { while (1) break; }", "break 1:26 -> while", NULL },
  { "/frontend/parse/stmt/switch-cases", "int f(int x) { switch (x) { case 1: return 1; default: return 0; } }",
    "switch\ncase 1:29 1\ndefault", NULL },
  { "/frontend/parse/error/undeclared-once", "int f(void) { return y + y; }", NULL, "'y' was not declared in this scope" },
  { "/frontend/parse/error/missing-semi", "int f(void) { return 1 }", NULL, "expected ';' after return statement" },
  { "/frontend/parse/error/const", "void f(void) { const int c = 1; c++; }", NULL, "assignment of read-only variable 'c'" },
  { "/frontend/parse/error/ptr-conv", "void f(int *p) { float *q = p; }", NULL, "invalid conversion from 'int *' to 'float *'" },
  { "/frontend/parse/expr/qualification-conv",
    "int f(int **pp) { const int *const *q = pp; const int *const *const *r = &q; return **q + ***r; }",
    "cast 'const int * const *'", NULL },
  { "/frontend/parse/error/qualification-conv-unsafe", "void f(int **pp) { const int **q = pp; }",
    NULL, "invalid conversion from 'int **' to 'const int **'" },
  { "/frontend/parse/error/duplicate-case", "void f(int x) { switch (x) { case 1: case 1: ; } }", NULL, "duplicate case value" },
  { "/frontend/parse/error/template-deduction",
    "template <class T> T f(T a, T b) { return a; } int g(void) { return f(1, 2.0); }", NULL,
    "no matching function for call to 'f(int, double)'" },
  { "/frontend/parse/error/arg-count", "int f(int); int g(void) { return f(); }", NULL, "too few arguments to function 'f'" },
  { "/frontend/parse/error/redefinition", "int f(void) { return 0; } int f(void) { return 1; }", NULL, "redefinition of 'f'" },
};

static void
test_case (gconstpointer data)
{
  const ParseCase *c = data;
  CkProgram *prog;
  char *diags = frontend_on (c->src, &prog);
  if (c->error)
    {
      g_assert_null (prog);
      if (!strstr (diags, c->error))
        g_test_message ("diagnostics:\n%s", diags);
      g_assert_nonnull (strstr (diags, c->error));
      /* one error per undeclared name */
      if (strstr (c->error, "not declared"))
        g_assert_true (strstr (diags, c->error) == g_strrstr (diags, c->error));
      g_free (diags);
      return;
    }
  if (!prog)
    g_test_message ("diagnostics:\n%s", diags);
  g_assert_nonnull (prog);
  g_free (diags);
  if (!c->dump)
    return;
  GString *s = g_string_new (NULL);
  ck_ast_dump (prog, s);
  char **want = g_strsplit (c->dump, "\n", -1);
  const char *at = s->str;
  for (int i = 0; want[i]; i++)
    {
      const char *hit = strstr (at, want[i]);
      if (!hit)
        g_test_message ("dump:\n%s\nmissing (in order): %s", s->str, want[i]);
      g_assert_nonnull (hit);
      at = hit + strlen (want[i]);
    }
  g_strfreev (want);
  g_string_free (s, TRUE);
}

static void
test_main_fn (void)
{
  CkProgram *prog;
  char *d = frontend_on ("static int helper(void) { return 0; } int main(void) { return helper(); }", &prog);
  g_free (d);
  g_assert_nonnull (prog);
  g_assert_nonnull (prog->main_fn);
  g_assert_cmpstr (prog->main_fn->name, ==, "main");
  g_assert_cmpint (prog->main_fn->locals.len, ==, 0);
}

static void
test_locals (void)
{
  CkProgram *prog;
  char *d = frontend_on ("int main(int argc, char **argv) { int x = 1; int *p = &x; { int y; } return *p; }", &prog);
  g_free (d);
  g_assert_nonnull (prog);
  CkObj *m = prog->main_fn;
  g_assert_cmpint (m->n_params, ==, 2);
  g_assert_cmpint (m->locals.len, ==, 5);
  CkObj *x = ck_vec_get (&m->locals, 2);
  g_assert_cmpstr (x->name, ==, "x");
  g_assert_true (x->address_taken);
  CkObj *p = ck_vec_get (&m->locals, 3);
  g_assert_false (p->address_taken);
}

static int
count_named (const CkVec *objs, const char *name)
{
  int n = 0;
  for (int i = 0; i < objs->len; i++)
    if (strcmp (((CkObj *) ck_vec_get (objs, i))->name, name) == 0)
      n++;
  return n;
}

/* Function templates are instantiated once per argument list and pass (issue 19), named as g++
 * names them; both passes parse the whole program, so each has its instances. */
static void
test_template_instances (void)
{
  CkProgram *prog;
  char *d = frontend_on ("template <typename T, int B> __global__ void k(T *p) { p[threadIdx.x] = B; }\n"
                         "template <typename T> T twice(T x) { return x + x; }\n"
                         "int main() { float *p = 0; k<float, 256><<<1, 1>>>(p); k<float, 256><<<1, 1>>>(p);\n"
                         "  k<int, 8><<<1, 1>>>((int *) 0); return twice(1) + twice(2) + (int) twice(1.5); }",
                         &prog);
  if (!prog)
    g_test_message ("diagnostics:\n%s", d);
  g_free (d);
  g_assert_nonnull (prog);
  g_assert_cmpint (count_named (&prog->host_objs, "k<float, 256>"), ==, 1);
  g_assert_cmpint (count_named (&prog->device_objs, "k<float, 256>"), ==, 1);
  g_assert_cmpint (count_named (&prog->device_objs, "k<int, 8>"), ==, 1);
  g_assert_cmpint (count_named (&prog->host_objs, "twice<int>"), ==, 1);
  g_assert_cmpint (count_named (&prog->host_objs, "twice<double>"), ==, 1);
  g_assert_cmpint (count_named (&prog->host_objs, "twice"), ==, 0);
}

/* In a .c file `int f();` has no prototype: a call with arguments is accepted (gcc -std=c11);
 * in a .cu file () means no parameters, as in C++. */
static void
test_c_nonprototype (void)
{
  const char *src = "int f();\nint g(void) { return f(1, 2); }\nint f(int a, int b) { return a + b; }\n";
  CkProgram *prog;
  char *d = frontend_on_file ("t.c", src, &prog);
  g_assert_cmpstr (d, ==, "");
  g_assert_nonnull (prog);
  g_free (d);
  d = frontend_on_file ("t.cu", src, &prog);
  g_assert_null (prog);
  g_assert_nonnull (strstr (d, "too many arguments to function 'f'"));
  g_free (d);
}

/* A conversion that C allows (silently or with gcc's warning) and C++ refuses: the same source
 * as t.c and as t.cu. */
typedef struct CConvCase {
  const char *path;
  const char *src;
  const char *c_diag;      /* what the .c build says ("" : nothing); it builds */
  const char *cxx_error;   /* the .cu build's error */
} CConvCase;

static const CConvCase c_conv_cases[] = {
  { "/frontend/parse/c/void-pointer",
    "void *malloc (unsigned long);\nint main (void) { int *p = malloc (4); return p == 0; }\n",
    "", "invalid conversion from 'void *' to 'int *'" },
  { "/frontend/parse/c/incompatible-pointer",
    "int main (void) { long l = 0; int *p = &l; return *p; }\n",
    "warning: initialization of 'int *' from incompatible pointer type 'long int *' "
    "[-Wincompatible-pointer-types]", "invalid conversion from 'long *' to 'int *'" },
  { "/frontend/parse/c/int-to-pointer",
    "int main (void) { int x = 1; int *p; p = x; return p != 0; }\n",
    "warning: assignment to 'int *' from 'int' makes pointer from integer without a cast "
    "[-Wint-conversion]", "cannot convert 'int' to 'int *' in assignment" },
  { "/frontend/parse/c/pointer-sign",
    "int main (void) { unsigned u = 1; int *p = &u; return *p; }\n",
    "", "invalid conversion from 'unsigned int *' to 'int *'" },
  { "/frontend/parse/c/implicit-declaration",
    "int main (void) { return g (1); }\nint g (int x) { return x - 1; }\n",
    "warning: implicit declaration of function 'g' [-Wimplicit-function-declaration]",
    "'g' was not declared in this scope" },
  { "/frontend/parse/c/distinct-compare",
    "int main (void) { int i = 0; long l = 0; return &i == &l; }\n",
    "warning: comparison of distinct pointer types lacks a cast",
    "comparison between distinct pointer types 'int *' and 'long *'" },
};

static void
test_c_conversion (gconstpointer data)
{
  const CConvCase *c = data;
  g_test_summary ("C converts where C++ refuses, with gcc 12's warning (or none).");
  CkProgram *prog;
  char *d = frontend_on_file ("t.c", c->src, &prog);
  g_assert_nonnull (prog);
  if (c->c_diag[0])
    g_assert_nonnull (strstr (d, c->c_diag));
  else
    g_assert_cmpstr (d, ==, "");
  g_free (d);
  d = frontend_on_file ("t.cu", c->src, &prog);
  g_assert_null (prog);
  g_assert_nonnull (strstr (d, c->cxx_error));
  g_free (d);
}

/* An unsupported construct is reported once: the names it declares are not reported again. */
typedef struct CascadeCase {
  const char *path;
  const char *src;
  const char *error;   /* the one error */
} CascadeCase;

static const CascadeCase cascade_cases[] = {
  /* classes, inheritance, static members, operators and lambdas work since issue 19
     (tests/test-class.c, corpus/cxx/class); what of them is left unsupported: */
  { "/frontend/parse/unsupported/virtual-base-use",
    "struct A { virtual int f() { return 1; } }; struct B : virtual A { int y; };\n"
    "int f(void) { B b; b.y = 1; return b.f() + b.y; }",
    "unsupported: a nearly empty virtual base class" },
  { "/frontend/parse/unsupported/member-pointer-use",
    "struct S { int v; template <class T> int get(T k) const { return v + (int) k; } };\n"
    "int f(S s) { int (S::*pm)(int) const = &S::get; return (s.*pm)(1); }",
    "unsupported: a pointer to the member function template" },
  { "/frontend/parse/unsupported/template-fold",
    "template <typename... T> __global__ void k(int *p, T... a) { p[0] = (p[1] = ... = a); }\n"
    "void h(int *d) { k<<<1, 1>>>(d, 1, 2); }", "unsupported: a left fold over an assignment operator" },
  { "/frontend/parse/unsupported/structured-binding-use",
    "struct P { int a, b; }; P p = {1, 2}; auto [x, y] = p;\n"
    "int f(void) { return x + y; }",
    "unsupported: structured bindings" },
  { "/frontend/parse/unsupported/deduced-return-call",
    "auto g(); int h(void) { return g() + 1; }", "unsupported: deduced return types" },
  { "/frontend/parse/unsupported/range-for-struct",
    "struct R { int a; }; int f(void) { R r = {1}; int s = 0; for (int x : r) s += x; return s; }",
    "unsupported: range-based for over" },
  { "/frontend/parse/unsupported/throw-union",
    "union E { int c; }; void f(void) { E e = {1}; throw e; } void g(void) { f(); }",
    "unsupported: throwing an object of type" },
  { "/frontend/parse/unsupported/surface-write",
    "surface<void, 2> s;\n"
    "__global__ void k(void) { surf2Dwrite(1.0f, s, 0, 0); }", "unsupported: surface references" },
};

static void
test_cascade (gconstpointer data)
{
  const CascadeCase *c = data;
  CkProgram *prog;
  char *d = frontend_on (c->src, &prog);
  g_test_message ("diagnostics:\n%s", d);
  g_assert_null (prog);
  g_assert_nonnull (strstr (d, c->error));
  const char *first = strstr (d, "error:");
  g_assert_nonnull (first);
  g_assert_null (strstr (first + 1, "error:"));
  g_free (d);
}

static int
run_files (int argc, char **argv)
{
  gboolean dump = FALSE;
  int status = 0;
  for (int i = 2; i < argc; i++)
    {
      if (strcmp (argv[i], "--dump-ast") == 0)
        {
          dump = TRUE;
          continue;
        }
      CkFrontendOptions opts = { 0 };
      opts.cuda_arch = 520;
      CkDiagSink sink;
      ck_diag_sink_init (&sink);
      const char *paths[] = { argv[i] };
      CkProgram *prog = ck_frontend_run (paths, 1, &opts, &sink);
      if (!prog)
        status = 1;
      else if (dump)
        {
          GString *s = g_string_new (NULL);
          ck_ast_dump (prog, s);
          fputs (s->str, stdout);
          g_string_free (s, TRUE);
        }
    }
  return status;
}

int
main (int argc, char **argv)
{
  GC_INIT ();
  if (argc >= 2 && strcmp (argv[1], "--parse") == 0)
    return run_files (argc, argv);
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_summary ("The parser and semantic analysis: typed AST shapes, CUDA rules, diagnostics.");
  (void) dump_of;
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_case);
  g_test_add_func ("/frontend/parse/program/main-fn", test_main_fn);
  g_test_add_func ("/frontend/parse/program/locals", test_locals);
  g_test_add_func ("/frontend/parse/c/nonprototype", test_c_nonprototype);
  g_test_add_func ("/frontend/parse/template/instances", test_template_instances);
  for (gsize i = 0; i < G_N_ELEMENTS (c_conv_cases); i++)
    g_test_add_data_func (c_conv_cases[i].path, &c_conv_cases[i], test_c_conversion);
  for (gsize i = 0; i < G_N_ELEMENTS (cascade_cases); i++)
    g_test_add_data_func (cascade_cases[i].path, &cascade_cases[i], test_cascade);
  return g_test_run ();
}
