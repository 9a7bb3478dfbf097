/* fuzz/fuzz-frontend.c — libFuzzer target: one input is one CUDA program (possibly several files)
 * run through the whole frontend — preprocessing, parsing, sema, both passes, linking, AST dump.
 * Built by `make fuzz` (fuzz/local.mk) with clang -fsanitize=fuzzer,address,undefined; fuzz/README.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE   /* memmem */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontend/frontend.h"
#include "frontend/type.h"
#include "token-mutator.c"   /* LLVMFuzzerCustomMutator: token-level mutation */

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* An input is split into files at lines `//@@ NAME`: the text before the first such line is
 * main.cu, each marker starts the file NAME. main.cu and every NAME ending in .cu, .c or .cpp
 * are translation units, in order; the other files are only reachable by #include (`inc` is an
 * -I directory, so `//@@ inc/x.h` is found by `#include <x.h>`). */
#define FUZZ_MARKER      "//@@ "
#define FUZZ_MAX_FILES   8     /* markers past this many stay text of the last file */
#define FUZZ_MAX_NAME    64    /* a longer marker line is text, not a marker */
/* The AST dump indents each level: its size grows with the square of the nesting depth (a
 * 10000-deep `if (1) if (1) ...` prints 100 MB), which is what --dump-ast must do, not a bug.
 * Larger inputs are not dumped so that such inputs do not read as hangs. */
#define FUZZ_MAX_DUMP_INPUT 4096

/* ---- allocations ---------------------------------------------------------------------------
 * The frontend allocates everything with GC_MALLOC, in Boehm's heap, where AddressSanitizer
 * sees no bounds. The target is linked with -Wl,--wrap=GC_malloc,--wrap=GC_malloc_atomic,--wrap=GC_free (see
 * fuzz/local.mk): every allocation of one input comes from malloc instead, so that an overflow
 * of a token array or an AST node is reported, and all are freed when the input is done (the
 * frontend keeps nothing between runs: see check_static_types()). CK_FUZZ_REAL_GC=1 in the
 * environment uses Boehm's heap instead and collects after every input, which catches GC
 * objects whose only reference was hidden in malloc'd memory. */
void *__real_GC_malloc (size_t n);
void *__real_GC_malloc_atomic (size_t n);
void __real_GC_free (void *p);
void *__wrap_GC_malloc (size_t n);
void *__wrap_GC_malloc_atomic (size_t n);
void __wrap_GC_free (void *p);

static gboolean use_real_gc;
static void **arena;
static size_t arena_len, arena_cap;

static void *
arena_track (void *p)
{
  if (p == NULL)
    abort ();
  if (arena_len == arena_cap)
    {
      arena_cap = arena_cap ? arena_cap * 2 : 4096;
      arena = realloc (arena, arena_cap * sizeof *arena);
      if (arena == NULL)
        abort ();
    }
  arena[arena_len++] = p;
  return p;
}

void *
__wrap_GC_malloc (size_t n)
{
  if (use_real_gc)
    return __real_GC_malloc (n);
  return arena_track (calloc (1, n ? n : 1));   /* GC_malloc zeroes */
}

void *
__wrap_GC_malloc_atomic (size_t n)
{
  if (use_real_gc)
    return __real_GC_malloc_atomic (n);
  return arena_track (malloc (n ? n : 1));      /* not zeroed: ASan fills it with 0xbe */
}

/* GC_FREE of an arena block (the preprocessor frees its output array when it grows): freed at
 * once and forgotten, so that arena_free_all does not free it again. Without this wrapper the
 * first input crashed in Boehm's GC_free on a malloc'd block. */
void
__wrap_GC_free (void *p)
{
  if (use_real_gc)
    {
      __real_GC_free (p);
      return;
    }
  if (p == NULL)
    return;
  for (size_t i = arena_len; i-- > 0;)
    if (arena[i] == p)
      {
        arena[i] = arena[--arena_len];
        free (p);
        return;
      }
  abort ();   /* not an allocation of this input */
}

static void
arena_free_all (void)
{
  for (size_t i = 0; i < arena_len; i++)
    free (arena[i]);
  arena_len = 0;
}

/* ---- invariants between inputs ------------------------------------------------------------
 * The basic types are static objects shared by every translation unit; a frontend that writes
 * to one would leak state from one program into the next. */
static CkType **const static_types[] = {
  &ck_ty_void, &ck_ty_bool, &ck_ty_char, &ck_ty_schar, &ck_ty_uchar, &ck_ty_short,
  &ck_ty_ushort, &ck_ty_int, &ck_ty_uint, &ck_ty_long, &ck_ty_ulong, &ck_ty_llong,
  &ck_ty_ullong, &ck_ty_float, &ck_ty_double, &ck_ty_ldouble,
};
static CkType static_types_copy[G_N_ELEMENTS (static_types)];

static void
check_static_types (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (static_types); i++)
    if (memcmp (*static_types[i], &static_types_copy[i], sizeof (CkType)) != 0)
      {
        fprintf (stderr, "fuzz-frontend: static type %zu was modified by the frontend\n", i);
        abort ();
      }
}

/* ---- the target ---------------------------------------------------------------------------- */

static void
discard_diag (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  /* every diagnostic is a whole formatted message ending in a newline */
  size_t n = strlen (text);
  if (n == 0 || text[n - 1] != '\n')
    {
      fprintf (stderr, "fuzz-frontend: malformed diagnostic: %s\n", text);
      abort ();
    }
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  const char *real = g_getenv ("CK_FUZZ_REAL_GC");
  use_real_gc = real && *real && strcmp (real, "0") != 0;
  GC_INIT ();
  for (gsize i = 0; i < G_N_ELEMENTS (static_types); i++)
    static_types_copy[i] = **static_types[i];
  return 0;
}

static gboolean
is_tu_name (const char *name)
{
  const char *dot = strrchr (name, '.');
  return dot && (!strcmp (dot, ".cu") || !strcmp (dot, ".c") || !strcmp (dot, ".cpp"));
}

/* Splits [data] into files (see FUZZ_MARKER): each file's name goes to [names] (which owns
 * it) and its contents to [vfs]; the names of the translation units, in order, go to [tus]. */
static void
split_input (const char *data, size_t size, GHashTable *vfs, GPtrArray *names, GPtrArray *tus)
{
  const char *end = data + size, *start = data;
  const char *name = "main.cu";
  gsize name_len = strlen (name);
  for (const char *q = data; ; )
    {
      /* the next `//@@ NAME` line, or the end of the input */
      const char *hit = NULL, *nm = NULL, *nl = NULL;
      while (names->len + 1 < FUZZ_MAX_FILES
             && (hit = memmem (q, (size_t) (end - q), FUZZ_MARKER, strlen (FUZZ_MARKER))))
        {
          q = hit + 1;
          nm = hit + strlen (FUZZ_MARKER);
          nl = memchr (nm, '\n', (size_t) (end - nm));
          gsize n = (gsize) ((nl ? nl : end) - nm);
          if ((hit == data || hit[-1] == '\n') && n > 0 && n <= FUZZ_MAX_NAME && !memchr (nm, 0, n))
            break;
          hit = NULL;
        }
      gchar *key = g_strndup (name, name_len);
      g_ptr_array_add (names, key);
      if (is_tu_name (key))
        g_ptr_array_add (tus, key);
      g_hash_table_replace (vfs, g_strdup (key),
                            g_strndup (start, (gsize) ((hit ? hit : end) - start)));
      if (hit == NULL)
        break;
      name = nm;
      name_len = (gsize) ((nl ? nl : end) - nm);
      start = q = nl ? nl + 1 : end;
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GHashTable *vfs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *tus = g_ptr_array_new ();
  split_input ((const char *) data, size, vfs, names, tus);

  static const char *const include_dirs[] = { "inc", NULL };
  static const char *const defines[] = { "FUZZ", "FUZZ_N=3", "-UFUZZ_UNDEF", NULL };
  CkFrontendOptions opts = { 0 };
  opts.include_dirs = (const char **) include_dirs;
  opts.defines = (const char **) defines;
  opts.vfs = vfs;
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  sink.func = discard_diag;

  /* what `cudak prog.cu ...` does: host pass, device pass, link */
  CkProgram *prog = ck_frontend_run ((const char *const *) tus->pdata, (int) tus->len, &opts,
                                     &sink);
  if (prog == NULL && sink.n_errors == 0)
    {
      fprintf (stderr, "fuzz-frontend: the frontend failed without an error\n");
      abort ();
    }
  if (prog && size <= FUZZ_MAX_DUMP_INPUT)
    {
      GString *dump = g_string_new (NULL);   /* what `cudak --dump-ast` prints */
      ck_ast_dump (prog, dump);
      g_string_free (dump, TRUE);
    }
  if (prog == NULL && !sink.too_many)
    {
      /* ck_frontend_run stops after a failed host pass: give the device pass its own run
       * (code under #ifdef __CUDA_ARCH__ is only seen there) */
      CkDiagSink dsink;
      ck_diag_sink_init (&dsink);
      dsink.func = discard_diag;
      CkFrontendOptions dopts = opts;
      dopts.device_pass = TRUE;
      dopts.cuda_arch = 520;
      CkProgram *dprog = ck_new (CkProgram);
      for (guint i = 0; i < tus->len && !dsink.too_many; i++)
        {
          CkToken *toks = ck_preprocess (tus->pdata[i], &dopts, &dsink, NULL);
          if (toks)
            ck_parse_tu (toks, (int) i, &dopts, dprog, &dsink);
        }
    }

  g_ptr_array_free (tus, TRUE);
  g_ptr_array_free (names, TRUE);
  g_hash_table_destroy (vfs);
  check_static_types ();
  if (use_real_gc)
    GC_gcollect ();
  else
    arena_free_all ();
  return 0;
}
