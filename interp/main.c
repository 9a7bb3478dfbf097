/* interp/main.c — the cudak command: `cudak prog.cu` builds a standalone a.out (a copy of this
 * executable carrying the sources and options), which runs the program under the semantics.
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include "frontend/frontend.h"
#include "interp/lower.h"
#include "interp/builtins.h"
#include "interp/explore.h"
#include "semantics/sem.h"
#include "checker/checker.h"

/* The payload trailer of an a.out: "<payload><8-byte payload offset>CUDAK-PAYLOAD-01" at the end. */
#define PAYLOAD_MAGIC "CUDAK-PAYLOAD-01"
#define PAYLOAD_MAGIC_LEN 16

typedef struct Options {
  char *output;
  char **includes;
  char **defines;
  char **undefs;
  char *arch;
  gboolean syntax_only;
  gboolean dump_ast;
  gboolean dump_simt;
  gboolean run_now;
  gboolean version;
  gboolean compile_only;
  gboolean verify_cfc;
  int warp_size;
  int n_sms;
  gint64 seed;
  gint64 explore;
  char *sched;
  char *simt;
  char *memory;
  char *progress;
  char *default_stream;
  gint64 max_steps;
  char *trace;
  char *trace_file;
  gboolean pin_time;
  char **files;
  GPtrArray *checker_args;   /* "name=value" strings for the checker (owned) */
  GPtrArray *runtime_args;   /* runtime options to embed into a.out (owned) */
  char **argv_storage;       /* the normalised arguments the strings above point into (owned) */
} Options;

static const char *const checker_option_names[] = {
  "racecheck", "memcheck", "initcheck", "synccheck", "leakcheck", "apicheck", "race-model",
  "report", "report-file", "error-exitcode", "print-limit", "suppressions",
};

/* nvcc flags that do not change what the program means: accepted and ignored. */
static gboolean
is_ignored_nvcc_flag (const char *a, gboolean *takes_value)
{
  static const char *const prefixes[] = {
    "-O", "-g", "-G", "-lineinfo", "-std=", "--std=", "-l", "-L", "--use_fast_math", "-use_fast_math",
    "-rdc=", "--relocatable-device-code=", "-Xptxas", "-w", "-m64", "--expt-relaxed-constexpr",
    "--expt-extended-lambda", "-ftz=", "-prec-div=", "-prec-sqrt=", "-fmad=", "--ftz=", "-maxrregcount",
    "-Wno-deprecated-gpu-targets", "-gencode", "--generate-code", "-code=", "--resource-usage",
    "-res-usage", "-Wall", "-Wextra", "-Werror", "-pg", "-fPIC",
  };
  *takes_value = FALSE;
  if (!strcmp (a, "-Xcompiler") || !strcmp (a, "-Xlinker") || !strcmp (a, "-gencode")
      || !strcmp (a, "-maxrregcount") || !strcmp (a, "-Xptxas"))
    {
      *takes_value = TRUE;
      return TRUE;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (prefixes); i++)
    if (g_str_has_prefix (a, prefixes[i]))
      return TRUE;
  return FALSE;
}

/* Rewrites nvcc's spellings to GOption ones and takes the checker options out. Returns a new
 * argv (g_strfreev). */
static char **
normalise_args (int argc, char **argv, Options *o, GError **error)
{
  GPtrArray *out = g_ptr_array_new ();
  g_ptr_array_add (out, g_strdup (argv[0]));
  gboolean after_ddash = FALSE;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      gboolean takes;
      if (after_ddash || a[0] != '-' || !strcmp (a, "-"))
        {
          g_ptr_array_add (out, g_strdup (a));
          continue;
        }
      if (!strcmp (a, "--"))
        {
          after_ddash = TRUE;
          g_ptr_array_add (out, g_strdup (a));
          continue;
        }
      if (g_str_has_prefix (a, "-arch=") || g_str_has_prefix (a, "--gpu-architecture="))
        {
          g_ptr_array_add (out, g_strdup_printf ("--arch=%s", strchr (a, '=') + 1));
          continue;
        }
      if (!strcmp (a, "-default-stream") || g_str_has_prefix (a, "-default-stream="))
        {
          g_ptr_array_add (out, g_strdup_printf ("-%s", a));
          continue;
        }
      if (!strcmp (a, "-arch") || !strcmp (a, "--gpu-architecture"))
        {
          g_ptr_array_add (out, g_strdup ("--arch"));
          continue;
        }
      if ((a[1] == 'D' || a[1] == 'I' || a[1] == 'U' || a[1] == 'o') && a[2])
        {
          /* gcc's and nvcc's attached forms: -DN=512, -Iinclude, -UNDEBUG, -oprog */
          g_ptr_array_add (out, g_strndup (a, 2));
          g_ptr_array_add (out, g_strdup (a + 2));
          continue;
        }
      if (!strcmp (a, "-fsyntax-only"))
        {
          g_ptr_array_add (out, g_strdup ("--syntax-only"));
          continue;
        }
      if (a[1] == '-')
        {
          const char *name = a + 2;
          const char *eq = strchr (name, '=');
          gsize len = eq ? (gsize) (eq - name) : strlen (name);
          gboolean is_checker = FALSE;
          for (gsize k = 0; k < G_N_ELEMENTS (checker_option_names); k++)
            if (strlen (checker_option_names[k]) == len && !strncmp (name, checker_option_names[k], len))
              is_checker = TRUE;
          if (is_checker)
            {
              g_ptr_array_add (o->checker_args, g_strdup (name));
              continue;
            }
        }
      if (is_ignored_nvcc_flag (a, &takes))
        {
          if (takes && i + 1 < argc)
            i++;
          continue;
        }
      g_ptr_array_add (out, g_strdup (a));
    }
  g_ptr_array_add (out, NULL);
  (void) error;
  return (char **) g_ptr_array_free (out, FALSE);
}

static gboolean
parse_options (int *argc, char ***argv, Options *o, gboolean runtime_only, GError **error)
{
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output, "Write the executable to FILE (default a.out)", "FILE" },
    { "include", 'I', 0, G_OPTION_ARG_FILENAME_ARRAY, &o->includes, "Add DIR to the include search path", "DIR" },
    { "define", 'D', 0, G_OPTION_ARG_STRING_ARRAY, &o->defines, "Define macro NAME (to VALUE)", "NAME[=VALUE]" },
    { "undefine", 'U', 0, G_OPTION_ARG_STRING_ARRAY, &o->undefs, "Undefine macro NAME", "NAME" },
    { "arch", 0, 0, G_OPTION_ARG_STRING, &o->arch, "Device model: sm_XX (also -arch=sm_XX)", "sm_XX" },
    { "syntax-only", 0, 0, G_OPTION_ARG_NONE, &o->syntax_only, "Check the program and stop (also -fsyntax-only)", NULL },
    { "dump-ast", 0, 0, G_OPTION_ARG_NONE, &o->dump_ast, "Print the typed AST and stop", NULL },
    { "dump-simt", 0, 0, G_OPTION_ARG_NONE, &o->dump_simt, "Print the lowered SIMT program and stop", NULL },
    { "run", 0, 0, G_OPTION_ARG_NONE, &o->run_now, "Build and run at once; arguments after -- go to the program", NULL },
    { "compile", 'c', 0, G_OPTION_ARG_NONE, &o->compile_only, "Check the sources without writing an executable", NULL },
    { "verify-cfc", 0, 0, G_OPTION_ARG_NONE, &o->verify_cfc, "Check control-flow consistency [H 6.2] and warp invariants", NULL },
    { "warp-size", 0, 0, G_OPTION_ARG_INT, &o->warp_size, "Lanes per warp, 1-64 (default 32)", "N" },
    { "sms", 0, 0, G_OPTION_ARG_INT, &o->n_sms, "Number of streaming multiprocessors (default 16)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, "Seed of the random schedule (default 0)", "N" },
    { "explore", 0, 0, G_OPTION_ARG_INT64, &o->explore, "Run N seeds from --seed on, each in a child process, and summarise their distinct outcomes", "N" },
    { "sched", 0, 0, G_OPTION_ARG_STRING, &o->sched, "Warp scheduling policy: rr or random", "POLICY" },
    { "memory", 0, 0, G_OPTION_ARG_STRING, &o->memory, "Memory environment: sc (default: each access completes at once) or fermi (the L1/L2 caches and memory programs of [H ch. 4])", "MODEL" },
    { "simt", 0, 0, G_OPTION_ARG_STRING, &o->simt, "SIMT model: stack (pre-Volta, default for sm_2x-sm_6x) or its (sm_70 and later)", "MODEL" },
    { "progress", 0, 0, G_OPTION_ARG_STRING, &o->progress, "Device progress: guaranteed (only what CUDA promises, default) or fair (host and streams interleave)", "POLICY" },
    { "default-stream", 0, 0, G_OPTION_ARG_STRING, &o->default_stream, "What stream 0 is: legacy (default) or per-thread, as with nvcc", "KIND" },
    { "max-steps", 0, 0, G_OPTION_ARG_INT64, &o->max_steps, "Stop a kernel after N warp steps without completion", "N" },
    { "trace", 0, 0, G_OPTION_ARG_STRING, &o->trace, "Trace warp|barrier|sched|mem, narrowed by :grid=G,block=B,warp=W (e.g. warp,sched:grid=0,block=1)", "WHAT[:FILTER]" },
    { "trace-file", 0, 0, G_OPTION_ARG_FILENAME, &o->trace_file, "Write the trace to FILE", "FILE" },
    { "pin-time", 0, 0, G_OPTION_ARG_NONE, &o->pin_time, "Make time() and clock() reproducible", NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &o->version, "Print the version and exit", NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &o->files, NULL, "FILE..." },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new (runtime_only ? "" : "FILE... [-- ARGS]");
  g_option_context_set_summary (ctx,
      "Runs CUDA-C programs on the CPU under an executable SIMT semantics and checks them for\n"
      "data races, barrier divergence, deadlocks and memory errors.\n\n"
      "  cudak prog.cu && ./a.out\n\n"
      "Checker options: --racecheck=yes|no --memcheck=yes|no --initcheck=yes|no --synccheck=yes|no\n"
      "  --leakcheck=yes|no --apicheck=yes|no --race-model=block|warp-sync --report=text|json|sarif\n"
      "  --report-file=FILE --error-exitcode=N --print-limit=N --suppressions=FILE\n"
      "nvcc flags that do not change the program's meaning (-O*, -g, -G, -lineinfo, -std=...,\n"
      "  -Xcompiler ..., --use_fast_math, -rdc=...) are accepted and ignored.");
  g_option_context_add_main_entries (ctx, entries, NULL);
  gboolean ok = g_option_context_parse (ctx, argc, argv, error);
  g_option_context_free (ctx);
  return ok;
}

/* The filter [spec] of --trace=[trace] ("grid=G,block=B,warp=W", each key at most once, in any
 * order) into [ro]. A misspelt key or a malformed value is an error, not a filter that lets
 * everything through. */
static gboolean
parse_trace_filter (const char *trace, const char *spec, CkRunOptions *ro, GError **error)
{
  static const char *const keys[] = { "grid", "block", "warp" };
  int *dst[] = { &ro->trace_grid, &ro->trace_block, &ro->trace_warp };
  gboolean seen[G_N_ELEMENTS (keys)] = { FALSE };
  if (!*spec)   /* g_strsplit gives no piece at all for "" */
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "empty trace filter in '--trace=%s' (grid=G, block=B or warp=W)", trace);
      return FALSE;
    }
  char **filters = g_strsplit (spec, ",", -1);
  gboolean ok = TRUE;
  for (char **f = filters; ok && *f; f++)
    {
      const char *eq = strchr (*f, '=');
      gsize klen = eq ? (gsize) (eq - *f) : strlen (*f);
      guint k;
      for (k = 0; k < G_N_ELEMENTS (keys); k++)
        if (strlen (keys[k]) == klen && !strncmp (*f, keys[k], klen))
          break;
      guint64 v = 0;
      if (klen == 0)
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     "empty trace filter in '--trace=%s' (grid=G, block=B or warp=W)", trace);
      else if (k == G_N_ELEMENTS (keys))
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     "unknown trace filter '%.*s' in '--trace=%s' (grid, block or warp)",
                     (int) klen, *f, trace);
      else if (!eq)
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     "trace filter '%s' in '--trace=%s' needs a value, as in '%s=0'",
                     keys[k], trace, keys[k]);
      else if (!g_ascii_string_to_unsigned (eq + 1, 10, 0, G_MAXINT, &v, NULL))
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     "invalid value '%s' of trace filter '%s' in '--trace=%s' (a number from 0 to %d)",
                     eq + 1, keys[k], trace, G_MAXINT);
      else if (seen[k])
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     "trace filter '%s' given twice in '--trace=%s'", keys[k], trace);
      else
        {
          seen[k] = TRUE;
          *dst[k] = (int) v;
          continue;
        }
      ok = FALSE;
    }
  g_strfreev (filters);
  return ok;
}

static gboolean
make_run_options (const Options *o, CkRunOptions *ro, GError **error)
{
  ck_run_options_init (ro);
  if (o->arch && !ck_device_model_set_arch (&ro->model, o->arch, error))
    return FALSE;
  if (o->warp_size)
    {
      if (o->warp_size < 1 || o->warp_size > CK_MAX_WARP)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "--warp-size must be between 1 and %d", CK_MAX_WARP);
          return FALSE;
        }
      ro->model.warp_size = (guint32) o->warp_size;
      ro->model.max_warps_per_sm = MAX (ro->model.max_threads_per_sm / ro->model.warp_size, 1);
    }
  if (o->n_sms)
    {
      if (o->n_sms < 1 || o->n_sms > 1024)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "--sms must be between 1 and 1024");
          return FALSE;
        }
      ro->model.n_sms = (guint32) o->n_sms;
    }
  ro->seed = (guint64) o->seed;
  if (o->explore < 0 || o->explore > CK_EXPLORE_MAX_RUNS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--explore must be between 0 and %d (got %" G_GINT64_FORMAT ")",
                   CK_EXPLORE_MAX_RUNS, o->explore);
      return FALSE;
    }
  if (o->explore > 0 && (o->seed < 0 || o->seed > G_MAXINT64 - (o->explore - 1)))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--explore=%" G_GINT64_FORMAT " needs --seed between 0 and %" G_GINT64_FORMAT
                   " (got %" G_GINT64_FORMAT ")", o->explore, G_MAXINT64 - (o->explore - 1), o->seed);
      return FALSE;
    }
  ro->simt = ro->model.cc_major >= 7 ? CK_SIMT_ITS : CK_SIMT_STACK;
  if (o->simt)
    {
      if (!strcmp (o->simt, "stack"))
        ro->simt = CK_SIMT_STACK;
      else if (!strcmp (o->simt, "its"))
        ro->simt = CK_SIMT_ITS;
      else
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "unknown SIMT model '%s' (stack or its)", o->simt);
          return FALSE;
        }
    }
  if (o->memory)
    {
      if (!strcmp (o->memory, "sc"))
        ro->memory = CK_MEMORY_SC;
      else if (!strcmp (o->memory, "fermi"))
        ro->memory = CK_MEMORY_FERMI;
      else
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "unknown memory environment '%s' (sc or fermi)", o->memory);
          return FALSE;
        }
      if (ro->memory == CK_MEMORY_FERMI && ro->simt == CK_SIMT_ITS)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "unsupported: --memory=fermi with --simt=its (Fermi GPUs run the stack "
                       "model; use --simt=stack or an -arch below sm_70)");
          return FALSE;
        }
    }
  if (o->sched)
    {
      if (!strcmp (o->sched, "rr"))
        ro->sched = CK_SCHED_RR;
      else if (!strcmp (o->sched, "random"))
        ro->sched = CK_SCHED_RANDOM;
      else
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "unknown scheduling policy '%s' (rr or random)", o->sched);
          return FALSE;
        }
    }
  if (o->progress && strcmp (o->progress, "guaranteed") && strcmp (o->progress, "fair"))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "unknown progress policy '%s' (guaranteed or fair)", o->progress);
      return FALSE;
    }
  ro->progress = o->progress && !strcmp (o->progress, "fair") ? CK_PROGRESS_FAIR
                                                              : CK_PROGRESS_GUARANTEED;
  if (o->default_stream && strcmp (o->default_stream, "legacy") && strcmp (o->default_stream, "null")
      && strcmp (o->default_stream, "per-thread"))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "unknown default stream '%s' (legacy, null or per-thread)", o->default_stream);
      return FALSE;
    }
  ro->per_thread_default_stream = o->default_stream && !strcmp (o->default_stream, "per-thread");
  ro->max_steps = o->max_steps > 0 ? (guint64) o->max_steps : (guint64) 1 << 32;
  ro->verify_cfc = o->verify_cfc;
  ro->pin_time = o->pin_time;
  if (o->trace)
    {
      const char *colon = strchr (o->trace, ':');
      char *kinds = g_strndup (o->trace, colon ? (gsize) (colon - o->trace) : strlen (o->trace));
      char **what = g_strsplit (kinds, ",", -1);
      g_free (kinds);
      if (!what[0])
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "'--trace=%s' names nothing to trace (warp, barrier, sched or mem)", o->trace);
          g_strfreev (what);
          return FALSE;
        }
      for (char **w = what; *w; w++)
        {
          if (!strcmp (*w, "warp")) ro->trace |= CK_TRACE_WARP;
          else if (!strcmp (*w, "barrier")) ro->trace |= CK_TRACE_BARRIER;
          else if (!strcmp (*w, "sched")) ro->trace |= CK_TRACE_SCHED;
          else if (!strcmp (*w, "mem")) ro->trace |= CK_TRACE_MEM;
          else
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "unknown trace '%s' (warp, barrier, sched or mem)", *w);
              g_strfreev (what);
              return FALSE;
            }
        }
      g_strfreev (what);
      if (colon && !parse_trace_filter (o->trace, colon + 1, ro, error))
        return FALSE;
      if (o->trace_file && (!strcmp (o->trace_file, "-") || !strcmp (o->trace_file, "/dev/stdout")))
        ro->trace_file = stdout;   /* the program's own stdout, shared, never truncated */
      else if (o->trace_file && !strcmp (o->trace_file, "/dev/stderr"))
        ro->trace_file = stderr;
      else if (o->trace_file)
        {
          ro->trace_file = fopen (o->trace_file, "w");
          if (!ro->trace_file)
            {
              g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
                           "cannot write the trace file '%s': %s", o->trace_file, g_strerror (errno));
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* ---- the frontend ---------------------------------------------------------------------- */

/* Runs both frontend passes over the sources of [o]. [vfs]: a.out's sources; [tokcache_out]: where
 * cudak collects the token cache for a.out (NULL when it writes none); [tokcache]/[tokcache_len]:
 * a.out's token cache (NULL when there is none). */
static CkProgram *
run_frontend (Options *o, const CkRunOptions *ro, GHashTable *vfs, GByteArray *tokcache_out,
              const char *tokcache, gsize tokcache_len, CkDiagSink *sink)
{
  GPtrArray *defs = g_ptr_array_new ();
  for (char **d = o->defines; d && *d; d++)
    g_ptr_array_add (defs, *d);
  GPtrArray *undefs = g_ptr_array_new_with_free_func (g_free);
  for (char **u = o->undefs; u && *u; u++)
    {
      char *s = g_strconcat ("-U", *u, NULL);
      g_ptr_array_add (defs, s);
      g_ptr_array_add (undefs, s);
    }
  g_ptr_array_add (defs, NULL);
  CkFrontendOptions fo = { 0 };
  fo.include_dirs = (const char **) o->includes;
  fo.defines = (const char **) defs->pdata;
  fo.cuda_arch = ro->model.cc_major * 100 + ro->model.cc_minor * 10;
  fo.vfs = vfs;
  fo.tokcache_out = tokcache_out;
  fo.tokcache = (const guint8 *) tokcache;
  fo.tokcache_len = tokcache_len;
  int n = 0;
  while (o->files && o->files[n])
    n++;
  CkProgram *p = ck_frontend_run ((const char *const *) o->files, n, &fo, sink);
  g_ptr_array_free (defs, TRUE);
  g_ptr_array_free (undefs, TRUE);
  if (sink->n_errors)
    return NULL;
  return p;
}

/* ---- a.out: payload ------------------------------------------------------------------- */

static void
put_str (GString *s, const char *str, gsize len)
{
  guint64 n = len;
  g_string_append_len (s, (const char *) &n, 8);
  g_string_append_len (s, str, (gssize) len);
}

static gboolean
get_str (const char **p, const char *end, char **out, gsize *len)
{
  guint64 n;
  if (end - *p < 8)
    return FALSE;
  memcpy (&n, *p, 8);
  *p += 8;
  if ((guint64) (end - *p) < n)
    return FALSE;
  *out = g_strndup (*p, n);
  if (len)
    *len = n;
  *p += n;
  return TRUE;
}

/* Looks for a payload at the end of this executable: returns it (g_malloc'd, [*len] bytes) or
 * NULL; [*exe_len] is the length of the executable proper. Only the trailer and the payload are
 * read, so that a.out starts fast. */
static char *
read_payload (gsize *exe_len, gsize *len)
{
  FILE *f = fopen ("/proc/self/exe", "rb");
  char trailer[8 + PAYLOAD_MAGIC_LEN];
  char *payload = NULL;
  *len = 0;
  *exe_len = 0;
  if (!f)
    return NULL;
  if (fseek (f, 0, SEEK_END) == 0)
    {
      long size = ftell (f);
      *exe_len = size > 0 ? (gsize) size : 0;
      if (size > (long) sizeof trailer && fseek (f, size - (long) sizeof trailer, SEEK_SET) == 0
          && fread (trailer, 1, sizeof trailer, f) == sizeof trailer
          && !memcmp (trailer + 8, PAYLOAD_MAGIC, PAYLOAD_MAGIC_LEN))
        {
          guint64 off;
          memcpy (&off, trailer, 8);
          if (off < (guint64) size - sizeof trailer)
            {
              *len = (gsize) (size - (long) sizeof trailer - (long) off);
              *exe_len = off;
              payload = g_malloc (*len + 1);
              if (fseek (f, (long) off, SEEK_SET) != 0 || fread (payload, 1, *len, f) != *len)
                {
                  g_free (payload);
                  payload = NULL;
                }
            }
        }
    }
  fclose (f);
  return payload;
}

/* Writes the executable [path]: this binary, then the payload (the build command's arguments,
 * every user file read, and the token cache [tokcache] when it is not NULL), then the trailer. */
static gboolean
write_aout (const char *path, const CkProgram *prog, char **orig_argv, int orig_argc,
            const GByteArray *tokcache, GError **error)
{
  gsize exe_len, plen;
  g_free (read_payload (&exe_len, &plen));
  char *self;
  gsize self_len;
  if (!g_file_get_contents ("/proc/self/exe", &self, &self_len, error))
    return FALSE;
  GString *out = g_string_new_len (self, (gssize) MIN (exe_len, self_len));
  g_free (self);
  guint64 off = out->len;
  /* the build command's arguments (sources and options), then every user file read */
  GString *pl = g_string_new (NULL);
  put_str (pl, "argv", 4);
  guint64 n = (guint64) orig_argc;
  g_string_append_len (pl, (const char *) &n, 8);
  for (int i = 0; i < orig_argc; i++)
    put_str (pl, orig_argv[i], strlen (orig_argv[i]));
  n = (guint64) prog->files.len;
  g_string_append_len (pl, (const char *) &n, 8);
  for (int i = 0; i < prog->files.len; i++)
    {
      const CkSrcFile *f = ck_vec_get (&prog->files, i);
      put_str (pl, f->name, strlen (f->name));
      put_str (pl, f->text, f->len);
    }
  if (tokcache)
    {
      put_str (pl, "tokens", 6);
      put_str (pl, (const char *) tokcache->data, tokcache->len);
    }
  g_string_append_len (out, pl->str, (gssize) pl->len);
  g_string_free (pl, TRUE);
  g_string_append_len (out, (const char *) &off, 8);
  g_string_append_len (out, PAYLOAD_MAGIC, PAYLOAD_MAGIC_LEN);
  char *tmp = g_strconcat (path, ".cudak-tmp", NULL);
  gboolean ok = g_file_set_contents (tmp, out->str, (gssize) out->len, error);
  g_string_free (out, TRUE);
  if (ok && chmod (tmp, 0755) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "cannot make '%s' executable: %s",
                   path, g_strerror (errno));
      ok = FALSE;
    }
  if (ok && rename (tmp, path) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "cannot write '%s': %s",
                   path, g_strerror (errno));
      ok = FALSE;
    }
  if (!ok)
    unlink (tmp);
  g_free (tmp);
  return ok;
}

/* ---- running -------------------------------------------------------------------------- */

/* Fills [co] from the checker options of [o] for a run with [seed]; FALSE with [error] set on a
 * bad one. */
static gboolean
make_checker_options (const Options *o, guint64 seed, CkCheckerOptions *co, GError **error)
{
  ck_checker_options_init (co);
  co->seed = seed;
  for (guint i = 0; i < o->checker_args->len; i++)
    {
      char *a = g_ptr_array_index (o->checker_args, i);
      char *eq = strchr (a, '=');
      if (eq)
        *eq = 0;
      gboolean ok = ck_checker_parse_option (co, a, eq ? eq + 1 : NULL, error);
      if (eq)
        *eq = '=';
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* --explore=N: runs this executable again ([argv], with the seed options inserted before
 * [seed_at], or appended to CUDAK_OPTIONS when it is -1) under N seeds and prints the summary
 * of their outcomes. Standard input, unless it is a terminal, is read once here and given to
 * every run. Returns the exploring process' exit status. */
static int
explore (const Options *o, char **argv, int seed_at)
{
  GByteArray *in = NULL;
  if (!isatty (STDIN_FILENO))
    {
      in = g_byte_array_new ();
      guint8 buf[65536];
      for (;;)
        {
          ssize_t n = read (STDIN_FILENO, buf, sizeof buf);
          if (n < 0 && errno == EINTR)
            continue;
          if (n <= 0)
            break;   /* a closed or unreadable stdin gives the runs what was read, maybe nothing */
          g_byte_array_append (in, buf, (guint) n);
        }
    }
  CkExploreSpec spec = { "/proc/self/exe", argv, NULL, seed_at, o->seed, (guint) o->explore };
  CkExplorer *x = ck_explore_new ();
  GError *error = NULL;
  int status = 2;
  if (ck_explore_run (&spec, in ? (const char *) in->data : NULL, in ? in->len : 0, x, &error))
    {
      char *summary = ck_explore_summary (x, &status);
      fputs (summary, stdout);
      fflush (stdout);
      g_free (summary);
    }
  else
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      g_error_free (error);
    }
  ck_explore_free (x);
  if (in)
    g_byte_array_free (in, TRUE);
  return status;
}

static int
run_program (Options *o, CkProgram *ast, CkMem *mem, CkSimtProgram *prog, int argc, char **argv)
{
  GError *error = NULL;
  CkRunOptions ro;
  if (!make_run_options (o, &ro, &error))
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      g_error_free (error);
      return 2;
    }
  CkCheckerOptions co;
  if (!make_checker_options (o, ro.seed, &co, &error))
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      g_error_free (error);
      return 2;
    }
  /* a report file that cannot be written or a suppression file with a bad rule stops the run
     before it starts: running on without them would hide what the user asked to see */
  CkChecker *checker = ck_checker_new_full (&co, &error);
  if (!checker)
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      g_error_free (error);
      return 2;
    }
  CkRun *run = ck_run_new (prog, &ro, mem);
  ck_checker_observer (checker, &run->obs);
  run->has_obs = TRUE;
  run->runtime = ck_runtime_new (run);
  int status = ck_run_main (run, argc, argv);
  ck_runtime_at_exit (run);
  ck_run_device_synchronize (run);
  fflush (stdout);
  if (run->obs.on_exit)
    {
      CkExitEvent ev = { 0 };
      ev.status = status;
      ev.live_allocs = ck_mem_live_heap (mem);
      run->obs.on_exit (run->obs.self, &ev);
      g_ptr_array_free (ev.live_allocs, TRUE);
    }
  status = ck_checker_finish (checker, status);
  ck_checker_free (checker);
  ck_runtime_free (run->runtime);
  ck_run_free (run);
  if (ro.trace_file && ro.trace_file != stdout && ro.trace_file != stderr)
    fclose (ro.trace_file);
  GC_reachable_here (ast);
  GC_reachable_here (prog);
  return status;
}

static void
options_init (Options *o)
{
  memset (o, 0, sizeof *o);
  o->checker_args = g_ptr_array_new_with_free_func (g_free);
  o->runtime_args = g_ptr_array_new_with_free_func (g_free);
}

/* Parses [argc]/[argv] (the user's or the embedded ones) into [o]; FALSE after a message. */
static gboolean
parse_all (int argc, char **argv, Options *o, gboolean runtime_only)
{
  GError *error = NULL;
  char **nargv = normalise_args (argc, argv, o, &error);
  int nargc = (int) g_strv_length (nargv);
  o->argv_storage = nargv;
  char **dup = g_memdup2 (nargv, sizeof (char *) * (gsize) (nargc + 1));
  gboolean ok = parse_options (&nargc, &dup, o, runtime_only, &error);
  if (!ok)
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      g_error_free (error);
    }
  g_free (dup);
  return ok;
}

static int
aout_main (int argc, char **argv, const char *payload, gsize plen)
{
  const char *p = payload, *end = payload + plen;
  char *tag = NULL;
  guint64 n;
  if (!get_str (&p, end, &tag, NULL) || strcmp (tag, "argv") || end - p < 8)
    {
      fprintf (stderr, "%s: error: the embedded program is damaged\n", argv[0]);
      return 2;
    }
  g_free (tag);
  memcpy (&n, p, 8);
  p += 8;
  GPtrArray *bargv = g_ptr_array_new_with_free_func (g_free);
  for (guint64 i = 0; i < n; i++)
    {
      char *s;
      if (!get_str (&p, end, &s, NULL))
        return 2;
      g_ptr_array_add (bargv, s);
    }
  /* CUDAK_OPTIONS overrides the options given when building */
  const char *env = g_getenv ("CUDAK_OPTIONS");
  if (env && *env)
    {
      int ec;
      char **ev;
      GError *error = NULL;
      if (!g_shell_parse_argv (env, &ec, &ev, &error))
        {
          fprintf (stderr, "%s: error: CUDAK_OPTIONS: %s\n", argv[0], error->message);
          return 2;
        }
      for (int i = 0; i < ec; i++)
        g_ptr_array_add (bargv, g_strdup (ev[i]));
      g_strfreev (ev);
    }
  g_ptr_array_add (bargv, NULL);
  memcpy (&n, p, 8);
  p += 8;
  GHashTable *vfs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (guint64 i = 0; i < n; i++)
    {
      char *name, *text;
      if (!get_str (&p, end, &name, NULL) || !get_str (&p, end, &text, NULL))
        return 2;
      g_hash_table_insert (vfs, name, text);
    }
  /* the token cache, used in place (the payload lives as long as the process) */
  const char *tokcache = NULL;
  guint64 tokcache_len = 0;
  if (get_str (&p, end, &tag, NULL) && strcmp (tag, "tokens") == 0 && end - p >= 8)
    {
      memcpy (&tokcache_len, p, 8);
      p += 8;
      if (tokcache_len <= (guint64) (end - p))
        tokcache = p;
    }
  g_free (tag);
  static Options o;            /* lives until the process ends (reachable for leak checkers) */
  options_init (&o);
  if (!parse_all ((int) bargv->len - 1, (char **) bargv->pdata, &o, TRUE))
    return 2;
  CkRunOptions ro;
  CkCheckerOptions co;
  GError *error = NULL;
  if (!make_run_options (&o, &ro, &error) || !make_checker_options (&o, ro.seed, &co, &error))
    {
      fprintf (stderr, "%s: error: %s\n", argv[0], error->message);
      return 2;
    }
  /* the runs build the program themselves: the explorer only starts them */
  if (o.explore > 0)
    return explore (&o, argv, -1);
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  /* the build already printed the program's warnings: a.out prints only its errors */
  CkDiagWarningFilter no_warnings = { NULL, FALSE };
  sink.func = ck_diag_drop_warnings;
  sink.data = &no_warnings;
  CkProgram *ast = run_frontend (&o, &ro, vfs, NULL, tokcache, tokcache ? tokcache_len : 0, &sink);
  if (!ast)
    return 2;
  static CkMem *mem;           /* lives until the process ends (reachable for leak checkers) */
  mem = ck_mem_new ();
  CkSimtProgram *prog = ck_lower_program (ast, mem, ro.model.cc_major * 100 + ro.model.cc_minor * 10, &sink);
  if (!prog)
    return 2;
  int status = run_program (&o, ast, mem, prog, argc, argv);
  fflush (stdout);
  return status;
}

/* The GC heap reserved at start-up, on huge pages where the kernel has them: both frontend
 * passes over a program with its built-in headers and the lowering allocate about 10-20 MiB
 * (the corpus' largest program about twice that), all before the first collection. Only the
 * pages touched become memory. */
#define CK_MAIN_GC_RESERVE ((gsize) 64 << 20)

/* The stack the main thread may grow to: the frontend, the lowering and the evaluator recurse
 * once per level of an expression, and a generated sum of 10000 terms (or 3000 under
 * AddressSanitizer's larger frames) overflowed the usual 8 MiB. Linux keeps at least 128 MiB
 * free below the main stack whatever the limit was at exec, so the soft limit can be raised here
 * up to that without re-executing. */
#define CK_MAIN_STACK_BYTES ((rlim_t) 120 << 20)

static void
grow_stack (void)
{
  struct rlimit rl;
  if (getrlimit (RLIMIT_STACK, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY
      || rl.rlim_cur >= CK_MAIN_STACK_BYTES)
    return;
  rl.rlim_cur = rl.rlim_max == RLIM_INFINITY ? CK_MAIN_STACK_BYTES : MIN (rl.rlim_max, CK_MAIN_STACK_BYTES);
  setrlimit (RLIMIT_STACK, &rl);   /* best effort: at worst the old limit stays */
}

int
main (int argc, char **argv)
{
  grow_stack ();
  GC_INIT ();
  ck_gc_reserve_heap (CK_MAIN_GC_RESERVE);
  /* everything built before the run is kept until the end: collecting while building only costs time */
  GC_disable ();
  {
    gsize exe_len, plen;
    char *payload = read_payload (&exe_len, &plen);
    if (payload)
      {
        int st = aout_main (argc, argv, payload, plen);
        exit (st);
      }
  }

  static Options o;            /* lives until the process ends (reachable for leak checkers) */
  options_init (&o);
  /* the arguments after "--" are the program's (with --run) */
  int prog_argc = 0;
  char **prog_argv = NULL;
  int build_argc = argc;
  for (int i = 1; i < argc; i++)
    if (!strcmp (argv[i], "--"))
      {
        build_argc = i;
        prog_argc = argc - i - 1;
        prog_argv = argv + i + 1;
        break;
      }
  if (!parse_all (build_argc, argv, &o, FALSE))
    return 2;
  if (o.version)
    {
      printf ("cudak %s\n", CK_VERSION);
      return 0;
    }
  if (!o.files || !o.files[0])
    {
      fprintf (stderr, "cudak: error: no input files (try 'cudak --help')\n");
      return 2;
    }
  for (char **f = o.files; *f; f++)
    {
      const char *dot = strrchr (*f, '.');
      if (!dot || (strcmp (dot, ".cu") && strcmp (dot, ".c") && strcmp (dot, ".cpp")
                   && strcmp (dot, ".cc") && strcmp (dot, ".cuh") && strcmp (dot, ".h")))
        {
          fprintf (stderr, "cudak: error: '%s': unknown file type (expected .cu, .c or .cpp)\n", *f);
          return 2;
        }
    }
  GError *error = NULL;
  CkRunOptions ro;
  if (!make_run_options (&o, &ro, &error))
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      return 2;
    }
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  /* the a.out that cudak writes replays the tokens of this frontend run (frontend/tokcache.h) */
  gboolean writes_aout = !o.dump_ast && !o.syntax_only && !o.dump_simt && !o.compile_only
                         && !o.run_now;
  GByteArray *tokcache = writes_aout ? g_byte_array_new () : NULL;
  CkProgram *ast = run_frontend (&o, &ro, NULL, tokcache, NULL, 0, &sink);
  if (!ast)
    return 1;
  if (o.dump_ast)
    {
      GString *s = g_string_new (NULL);
      ck_ast_dump (ast, s);
      fputs (s->str, stdout);
      g_string_free (s, TRUE);
      return 0;
    }
  if (o.syntax_only)
    return 0;
  /* the build's memory image lives until the process ends; the static keeps it reachable for
     leak checkers whichever way main returns */
  static CkMem *mem;
  mem = ck_mem_new ();
  CkSimtProgram *prog = ck_lower_program (ast, mem, ro.model.cc_major * 100 + ro.model.cc_minor * 10, &sink);
  if (!prog)
    return 1;
  if (o.verify_cfc && !ck_lower_verify (prog, &sink))
    return 1;
  if (o.dump_simt)
    {
      GString *s = g_string_new (NULL);
      ck_lower_dump (prog, s);
      fputs (s->str, stdout);
      g_string_free (s, TRUE);
      return 0;
    }
  if (o.compile_only)
    return 0;
  if (o.run_now && o.explore > 0)
    {
      CkCheckerOptions co;
      if (!make_checker_options (&o, ro.seed, &co, &error))
        {
          fprintf (stderr, "cudak: error: %s\n", error->message);
          return 2;
        }
      exit (explore (&o, argv, build_argc));
    }
  if (o.run_now)
    {
      GPtrArray *pa = g_ptr_array_new ();
      g_ptr_array_add (pa, o.files[0]);
      for (int i = 0; i < prog_argc; i++)
        g_ptr_array_add (pa, prog_argv[i]);
      g_ptr_array_add (pa, NULL);
      int st = run_program (&o, ast, mem, prog, (int) pa->len - 1, (char **) pa->pdata);
      fflush (stdout);
      exit (st);
    }
  if (!prog->main_fn)
    {
      fprintf (stderr, "cudak: error: undefined reference to 'main'\n");
      return 1;
    }
  const char *out = o.output ? o.output : "a.out";
  gboolean written = write_aout (out, ast, argv, build_argc, tokcache, &error);
  g_byte_array_free (tokcache, TRUE);
  if (!written)
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      return 1;
    }
  GC_reachable_here (prog);
  return 0;
}
