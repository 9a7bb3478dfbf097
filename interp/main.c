/* interp/main.c — the cudak command: `cudak prog.cu` builds a standalone a.out (a copy of this
 * executable carrying the sources and options), which runs the program under the semantics.
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <stdio.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include "frontend/frontend.h"
#include "interp/lower.h"
#include "interp/builtins.h"
#include "interp/explore.h"
#include "interp/trace-html.h"
#include "semantics/sem.h"
#include "checker/checker.h"
#include "interp/driver.h"

/* ---- translation units ------------------------------------------------------------------ */

Unit *
ck_driver_unit_new (const char *path)
{
  Unit *u = g_new0 (Unit, 1);
  u->path = g_strdup (path);
  u->opts = g_ptr_array_new_with_free_func (g_free);
  return u;
}

void
ck_driver_unit_free (gpointer p)
{
  Unit *u = p;
  g_free (u->path);
  g_free (u->object);
  g_ptr_array_free (u->opts, TRUE);
  if (u->vfs)
    g_hash_table_destroy (u->vfs);
  if (u->vfs_lengths)
    g_hash_table_destroy (u->vfs_lengths);
  if (u->include_dirs)
    g_ptr_array_free (u->include_dirs, TRUE);
  if (u->defines)
    g_ptr_array_free (u->defines, TRUE);
  g_free (u);
}

/* Adds the file [name] with [len] bytes of [text] (NUL bytes included) to [u]'s sources. */
void
ck_driver_unit_add_file (Unit *u, const char *name, const char *text, gsize len)
{
  if (!u->vfs)
    {
      u->vfs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      u->vfs_lengths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    }
  char *copy = g_malloc (len + 1);
  memcpy (copy, text, len);
  copy[len] = 0;
  g_hash_table_replace (u->vfs, g_strdup (name), copy);
  g_hash_table_replace (u->vfs_lengths, g_strdup (name), GSIZE_TO_POINTER (len));
}

/* The unit of the source [path] compiled with the options of [o] and the architecture [arch]
 * (NULL: none given). */
static Unit *
unit_from_options (const Options *o, const char *path, const char *arch)
{
  Unit *u = ck_driver_unit_new (path);
  for (guint i = 0; i < o->includes->len; i++)
    g_ptr_array_add (u->opts, g_strconcat ("-I", g_ptr_array_index (o->includes, i), NULL));
  for (guint i = 0; i < o->isystem->len; i++)
    g_ptr_array_add (u->opts, g_strconcat ("-I", g_ptr_array_index (o->isystem, i), NULL));
  for (guint i = 0; i < o->macros->len; i++)
    g_ptr_array_add (u->opts, g_strdup (g_ptr_array_index (o->macros, i)));
  if (arch)
    g_ptr_array_add (u->opts, g_strconcat ("-arch=", arch, NULL));
  if (o->lang_cuda)
    g_ptr_array_add (u->opts, g_strdup ("-xcu"));
  /* --use_fast_math = -ftz=true -prec-div=false -prec-sqrt=false -fmad=true and the fast
     intrinsic forms; a flag given explicitly wins. Only what differs from the default is kept */
  if (o->fast_math)
    g_ptr_array_add (u->opts, g_strdup ("-use_fast_math"));
  if (o->fmad == 0)
    g_ptr_array_add (u->opts, g_strdup ("-fmad=false"));
  if (o->device_debug)
    g_ptr_array_add (u->opts, g_strdup ("-G"));
  if (o->relaxed_constexpr)
    g_ptr_array_add (u->opts, g_strdup ("--expt-relaxed-constexpr"));
  if (o->ftz == 1 || (o->ftz < 0 && o->fast_math))
    g_ptr_array_add (u->opts, g_strdup ("-ftz=true"));
  if (o->prec_div == 0 || (o->prec_div < 0 && o->fast_math))
    g_ptr_array_add (u->opts, g_strdup ("-prec-div=false"));
  if (o->prec_sqrt == 0 || (o->prec_sqrt < 0 && o->fast_math))
    g_ptr_array_add (u->opts, g_strdup ("-prec-sqrt=false"));
  if (o->lang_c)
    g_ptr_array_add (u->opts, g_strdup ("-xc"));
  return u;
}

/* The float mode of [u]'s device code (issue 25), from its options. */
static void
unit_float_mode (const Unit *u, CkFloatMode *fm)
{
  static const CkFloatMode def = CK_FLOAT_MODE_DEFAULT;
  *fm = def;
  for (guint i = 0; i < u->opts->len; i++)
    {
      const char *a = g_ptr_array_index (u->opts, i);
      if (!strcmp (a, "-use_fast_math"))
        fm->fast_math = TRUE;
      else if (!strcmp (a, "-fmad=false") || !strcmp (a, "-G"))
        fm->fmad = FALSE;         /* -G: NVVM writes no fma.rn and ptxas -O0 fuses nothing */
      else if (!strcmp (a, "-ftz=true"))
        fm->ftz = TRUE;
      else if (!strcmp (a, "-prec-div=false"))
        fm->prec_div = FALSE;
      else if (!strcmp (a, "-prec-sqrt=false"))
        fm->prec_sqrt = FALSE;
    }
}

/* The float modes of [units], by translation unit index (g_free). */
static CkFloatMode *
units_float_modes (GPtrArray *units)
{
  CkFloatMode *m = g_new (CkFloatMode, MAX (units->len, 1));
  for (guint i = 0; i < units->len; i++)
    unit_float_mode (g_ptr_array_index (units, i), &m[i]);
  return m;
}

/* The architecture [u] was compiled for ("sm_XY"), or NULL when none was given. */
static const char *
unit_arch (const Unit *u)
{
  for (guint i = 0; i < u->opts->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (u->opts, i), "-arch="))
      return (const char *) g_ptr_array_index (u->opts, i) + 6;
  return NULL;
}

/* Fills [fo] (GC memory, kept by the frontend) from [u]'s options; [run_cuda_arch]: the run's
 * architecture, for a unit compiled without one. FALSE with [error] set on a bad option (an
 * object file written by another cudak). */
static gboolean
unit_frontend_options (Unit *u, int run_cuda_arch, CkFrontendOptions *fo, GError **error)
{
  if (!u->include_dirs)
    {
      u->include_dirs = g_ptr_array_new ();
      u->defines = g_ptr_array_new ();
      for (guint i = 0; i < u->opts->len; i++)
        {
          const char *a = g_ptr_array_index (u->opts, i);
          if (g_str_has_prefix (a, "-I"))
            g_ptr_array_add (u->include_dirs, (gpointer) (a + 2));
          else if (g_str_has_prefix (a, "-D"))
            g_ptr_array_add (u->defines, (gpointer) (a + 2));
          else if (g_str_has_prefix (a, "-U"))
            g_ptr_array_add (u->defines, (gpointer) a);   /* the frontend's "-UNAME" */
          else if (!g_str_has_prefix (a, "-arch=") && strcmp (a, "-xcu") && strcmp (a, "-xc") && strcmp (a, "-use_fast_math")
                   && strcmp (a, "-fmad=false") && strcmp (a, "-ftz=true") && strcmp (a, "-G")
                   && strcmp (a, "-prec-div=false") && strcmp (a, "-prec-sqrt=false")
                   && strcmp (a, "--expt-relaxed-constexpr"))
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "'%s': unknown translation option '%s'", u->object ? u->object : u->path, a);
              return FALSE;
            }
        }
      g_ptr_array_add (u->include_dirs, NULL);
      g_ptr_array_add (u->defines, NULL);
    }
  memset (fo, 0, sizeof *fo);
  fo->include_dirs = (const char **) u->include_dirs->pdata;
  fo->defines = (const char **) u->defines->pdata;
  fo->cuda_arch = run_cuda_arch;
  if (unit_arch (u))
    {
      CkDeviceModel m;
      ck_device_model_init (&m);
      if (!ck_device_model_set_arch (&m, unit_arch (u), error))
        return FALSE;
      fo->cuda_arch = m.cc_major * 100 + m.cc_minor * 10;
    }
  fo->vfs = u->vfs;
  fo->vfs_lengths = u->vfs_lengths;
  for (guint i = 0; i < u->opts->len; i++)
    {
      fo->lang_cuda |= !strcmp (g_ptr_array_index (u->opts, i), "-xcu");
      fo->lang_c |= !strcmp (g_ptr_array_index (u->opts, i), "-xc");
      fo->relaxed_constexpr |= !strcmp (g_ptr_array_index (u->opts, i), "--expt-relaxed-constexpr");
    }
  return TRUE;
}

/* Runs both frontend passes over [units] (Unit *). [tokcache_out]: where cudak collects the
 * token cache for a.out (NULL when it writes none); [tokcache]/[tokcache_len]: a.out's token
 * cache (NULL when there is none). [*funits] (when not NULL) receives the frontend's units, with
 * the files each read. */
static CkProgram *
run_frontend (GPtrArray *units, const CkRunOptions *ro, GByteArray *tokcache_out,
              const char *tokcache, gsize tokcache_len, CkFrontendUnit **funits, CkDiagSink *sink)
{
  CkFrontendUnit *fu = ck_new_n (CkFrontendUnit, MAX (units->len, 1));
  for (guint i = 0; i < units->len; i++)
    {
      Unit *u = g_ptr_array_index (units, i);
      CkFrontendOptions *fo = ck_new (CkFrontendOptions);
      GError *error = NULL;
      if (!unit_frontend_options (u, ro->model.cc_major * 100 + ro->model.cc_minor * 10, fo, &error))
        {
          fprintf (stderr, "cudak: error: %s\n", error->message);
          g_error_free (error);
          return NULL;
        }
      fo->tokcache_out = tokcache_out;
      fo->tokcache = (const guint8 *) tokcache;
      fo->tokcache_len = tokcache_len;
      fu[i].path = u->path;
      fu[i].opts = fo;
    }
  CkProgram *p = ck_frontend_run_units (fu, (int) units->len, sink);
  if (funits)
    *funits = fu;
  if (sink->n_errors)
    return NULL;
  return p;
}

/* when main() began, for --stats */
static gint64 main_t0;

/* ---- running -------------------------------------------------------------------------- */

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

/* --stats (issue 22): one line on stderr at the end of the run, key=value pairs, so that
 * benchmarks need no trace run: warp steps and lane-statements of device code, host statements,
 * lane accesses the checker saw, the peak of its race shadow, and where the wall time went:
 * start-up (parsing, lowering, loading), host code (the run less the device rounds), device
 * rounds (kernels and copies), and the observers' share of both (the checker). */
static void
print_stats (CkRun *run, CkChecker *checker, gint64 run_t0, gint64 run_t1)
{
  double ms = 1e-6;
  fprintf (stderr, "cudak: stats: warp-steps=%" G_GUINT64_FORMAT " lane-statements=%" G_GUINT64_FORMAT
           " host-statements=%" G_GUINT64_FORMAT " accesses-checked=%" G_GUINT64_FORMAT
           " peak-shadow-bytes=%" G_GUINT64_FORMAT " startup-ms=%.1f host-ms=%.1f device-ms=%.1f"
           " checker-ms=%.1f total-ms=%.1f cpu-ms=%.1f\n",
           run->stats.warp_steps, run->stats.lane_stmts, run->host_steps, run->stats.accesses,
           ck_checker_peak_shadow_bytes (checker), (double) (run_t0 - main_t0) * ms,
           (double) (run_t1 - run_t0 - run->stats.kernel_ns) * ms, (double) run->stats.kernel_ns * ms,
           (double) run->stats.observer_ns * ms, (double) (ck_stats_now_ns () - main_t0) * ms,
           (double) clock () * 1e3 / CLOCKS_PER_SEC);
}

static int
run_program (Options *o, CkProgram *ast, CkMem *mem, CkSimtProgram *prog, int argc, char **argv)
{
  GError *error = NULL;
  CkRunOptions ro;
  if (!ck_options_run (o, &ro, &error))
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      g_error_free (error);
      return 2;
    }
  CkCheckerOptions co;
  if (!ck_options_checker (o, ro.seed, &co, &error))
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
  CkTraceHtml *html = o->trace_html ? ck_trace_html_new (o->trace_html) : NULL;
  if (html)
    ck_checker_set_tap (checker, ck_trace_html_tap, html);
  CkRun *run = ck_run_new (prog, &ro, mem);
  ck_checker_observer (checker, &run->obs);
  run->has_obs = TRUE;
  run->runtime = ck_runtime_new (run);
  gint64 run_t0 = ck_stats_now_ns ();
  int status = ck_run_main (run, argc, argv);
  ck_runtime_at_exit (run);
  ck_run_device_synchronize (run);
  gint64 run_t1 = ck_stats_now_ns ();
  fflush (stdout);
  if (ck_run_observes (run, on_exit))
    {
      CkExitEvent ev = { 0 };
      ev.status = status;
      ev.live_allocs = ck_mem_live_heap (mem);
      ev.terminated = ck_runtime_terminated (run);
      ck_run_on_exit (run, &ev);
      g_ptr_array_free (ev.live_allocs, TRUE);
    }
  status = ck_checker_finish (checker, status);
  if (ro.stats)
    print_stats (run, checker, run_t0, run_t1);
  if (html && !ck_trace_html_write (html, run, &error))
    {
      fprintf (stderr, "cudak: error: cannot write the visual trace: %s\n", error->message);
      g_clear_error (&error);
      status = status ? status : 2;
    }
  ck_trace_html_free (html);
  ck_checker_free (checker);
  ck_runtime_free (run->runtime);
  ck_run_free (run);
  if (ro.trace_file && ro.trace_file != stdout && ro.trace_file != stderr)
    fclose (ro.trace_file);
  GC_reachable_here (ast);
  GC_reachable_here (prog);
  return status;
}

/* A diagnostic sink to stderr that drops the warnings (and their notes) when [quiet], through
 * [filter]: a build under -w, and a.out, whose build already printed them. */
static void
stderr_sink_init (gboolean quiet, CkDiagSink *sink, CkDiagWarningFilter *filter)
{
  ck_diag_sink_init (sink);
  if (quiet)
    {
      filter->outer = NULL;
      filter->dropping = FALSE;
      sink->func = ck_diag_drop_warnings;
      sink->data = filter;
    }
}

/* -Werror all-warnings: FALSE, after saying so, when the build warned. */
/* --verify-cfc: control-flow consistency [H §6.2] of the lowered program; a failure is an
 * internal error of the lowering, reported at the statement's source line. */
static gboolean
verify_cfc (const CkSimtProgram *prog, CkDiagSink *sink)
{
  CkSrcLoc where;
  char *why = NULL;
  if (ck_program_verify (prog, &where, &why))
    return TRUE;
  ck_error (sink, where, "internal error: %s", why);
  g_free (why);
  return FALSE;
}

static gboolean
werror_holds (const Options *o, const CkDiagSink *sink)
{
  if (!o->werror || sink->n_warnings == 0)
    return TRUE;
  fprintf (stderr, "cudak: error: warnings treated as errors (-Werror all-warnings)\n");
  return FALSE;
}

static int
aout_main (int argc, char **argv, const char *payload, gsize plen)
{
  const char *p = payload, *end = payload + plen;
  guint64 n = 0;
  GPtrArray *bargv = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *units = g_ptr_array_new_with_free_func (ck_driver_unit_free);
  gboolean ok = ck_payload_get_tag (&p, end, "argv") && ck_payload_get_u64 (&p, end, &n);
  for (guint64 i = 0; ok && i < n; i++)
    {
      char *s;
      ok = ck_payload_get_str (&p, end, &s, NULL);
      if (ok)
        g_ptr_array_add (bargv, s);
    }
  ok = ok && ck_payload_get_tag (&p, end, "units") && ck_payload_get_u64 (&p, end, &n);
  for (guint64 i = 0; ok && i < n; i++)
    {
      Unit *u = ck_payload_get_unit (&p, end, NULL);
      ok = u != NULL;
      if (ok)
        g_ptr_array_add (units, u);
    }
  if (!ok)
    {
      fprintf (stderr, "%s: error: the embedded program is damaged\n", argv[0]);
      return 2;
    }
  /* the token cache, used in place (the payload lives as long as the process) */
  const char *tokcache = NULL;
  guint64 tokcache_len = 0;
  if (ck_payload_get_tag (&p, end, "tokens") && ck_payload_get_u64 (&p, end, &tokcache_len))
    {
      if (tokcache_len <= (guint64) (end - p))
        tokcache = p;
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
  static Options o;            /* lives until the process ends (reachable for leak checkers) */
  ck_options_init (&o);
  if (!ck_options_parse ((int) bargv->len - 1, (char **) bargv->pdata, &o, TRUE))
    return 2;
  CkRunOptions ro;
  CkCheckerOptions co;
  GError *error = NULL;
  if (!ck_options_run (&o, &ro, &error) || !ck_options_checker (&o, ro.seed, &co, &error))
    {
      fprintf (stderr, "%s: error: %s\n", argv[0], error->message);
      return 2;
    }
  /* the runs build the program themselves: the explorer only starts them */
  if (o.explore > 0)
    return explore (&o, argv, -1);
  CkDiagSink sink;
  CkDiagWarningFilter no_warnings;
  stderr_sink_init (TRUE, &sink, &no_warnings);   /* a.out prints only its errors */
  CkProgram *ast = run_frontend (units, &ro, NULL, tokcache, tokcache ? tokcache_len : 0, NULL, &sink);
  if (!ast)
    return 2;
  static CkMem *mem;           /* lives until the process ends (reachable for leak checkers) */
  mem = ck_mem_new ();
  CkFloatMode *modes = units_float_modes (units);
  CkSimtProgram *prog = ck_lower_program (ast, mem, ro.model.cc_major * 100 + ro.model.cc_minor * 10,
                                          modes, (int) units->len, &sink);
  g_free (modes);
  if (!prog)
    return 2;
  int status = run_program (&o, ast, mem, prog, argc, argv);
  fflush (stdout);
  return status;
}

/* cudak -c: compiles each source of [o] alone — both frontend passes and the lowering, so that
 * its errors are reported now — and writes its object file: -o FILE, or the source's basename
 * with .o in the current directory (as nvcc). A source with errors writes nothing; the others
 * are written. Returns the exit status. */
static int
compile_objects (Options *o, const CkRunOptions *ro, const char *arch)
{
  int n = (int) g_strv_length (o->files);
  if (o->output && n > 1)
    {
      fprintf (stderr, "cudak: error: -o with -c needs a single source file (got %d)\n", n);
      return 2;
    }
  int status = 0;
  for (int i = 0; i < n; i++)
    {
      GPtrArray *units = g_ptr_array_new_with_free_func (ck_driver_unit_free);
      g_ptr_array_add (units, unit_from_options (o, o->files[i], arch));
      CkDiagSink sink;
      CkDiagWarningFilter filter;
      stderr_sink_init (o->no_warnings, &sink, &filter);
      sink.no_deprecated = o->no_deprecated;
      sink.werror_deprecated = o->werror_deprecated;
      CkFrontendUnit *fu = NULL;
      CkProgram *ast = run_frontend (units, ro, NULL, NULL, 0, &fu, &sink);
      CkSimtProgram *prog = NULL;
      if (ast)
        {
          CkMem *mem = ck_mem_new ();
          CkFloatMode *modes = units_float_modes (units);
          prog = ck_lower_unit (ast, mem, ro->model.cc_major * 100 + ro->model.cc_minor * 10,
                                modes, (int) units->len, &sink);
          g_free (modes);
          if (prog && o->verify_cfc && !verify_cfc (prog, &sink))
            prog = NULL;
          ck_mem_free_all (mem);
        }
      if (!prog || !werror_holds (o, &sink))
        status = 1;
      else
        {
          char *out = o->output ? g_strdup (o->output) : NULL;
          if (!out)
            {
              char *base = g_path_get_basename (o->files[i]);
              char *dot = strrchr (base, '.');
              if (dot && dot != base)
                *dot = 0;
              out = g_strconcat (base, ".o", NULL);
              g_free (base);
            }
          GError *error = NULL;
          if (!ck_payload_write_object (out, g_ptr_array_index (units, 0), &fu[0].files, &error))
            {
              fprintf (stderr, "cudak: error: %s\n", error->message);
              g_error_free (error);
              status = 1;
            }
          g_free (out);
        }
      g_ptr_array_free (units, TRUE);
    }
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
  main_t0 = ck_stats_now_ns ();
  grow_stack ();
  GC_INIT ();
  ck_gc_reserve_heap (CK_MAIN_GC_RESERVE);
  /* everything built before the run is kept until the end: collecting while building only costs time */
  GC_disable ();
  {
    gsize exe_len, plen;
    char *payload = ck_payload_read (&exe_len, &plen);
    if (payload)
      {
        int st = aout_main (argc, argv, payload, plen);
        exit (st);
      }
  }

  static Options o;            /* lives until the process ends (reachable for leak checkers) */
  ck_options_init (&o);
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
  if (!ck_options_parse (build_argc, argv, &o, FALSE))
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
      if (ck_payload_is_object_path (*f))
        {
          if (o.compile_only)
            {
              fprintf (stderr, "cudak: error: '%s': an object file is linked, not compiled (leave out -c)\n", *f);
              return 2;
            }
          continue;
        }
      if (!dot || (strcmp (dot, ".cu") && strcmp (dot, ".c") && strcmp (dot, ".cpp")
                   && strcmp (dot, ".cc") && strcmp (dot, ".cuh") && strcmp (dot, ".h")))
        {
          fprintf (stderr, "cudak: error: '%s': unknown file type (expected .cu, .c, .cpp or a cudak .o)\n", *f);
          return 2;
        }
    }
  GError *error = NULL;
  static char *arch;           /* lives until the process ends (reachable for leak checkers) */
  if (!ck_options_build_arch (&o, &arch, &error))
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      return 2;
    }
  /* the translation units: the sources with this command's options, the objects with theirs;
     all must be for one architecture, which the run's device model then is */
  GPtrArray *units = g_ptr_array_new_with_free_func (ck_driver_unit_free);
  const char *first_arch = NULL, *first_name = NULL;
  for (char **f = o.files; *f && !o.compile_only; f++)
    {
      Unit *u = ck_payload_is_object_path (*f) ? ck_payload_read_object (*f, &error) : unit_from_options (&o, *f, arch);
      if (!u)
        {
          fprintf (stderr, "cudak: error: %s\n", error->message);
          return 2;
        }
      g_ptr_array_add (units, u);
      const char *ua = unit_arch (u) ? unit_arch (u) : "sm_52";
      if (first_arch && strcmp (first_arch, ua))
        {
          fprintf (stderr, "cudak: error: '%s' is compiled for %s but '%s' for %s: link units of one "
                   "architecture (recompile with the same -arch)\n", first_name, first_arch, *f, ua);
          return 2;
        }
      if (!first_arch)
        first_arch = ua, first_name = *f;
    }
  /* the arguments that a.out parses again: the objects' architecture, when this command named
     none, goes first, so that the run's device model is the one the code was compiled for */
  GPtrArray *aout_argv = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (aout_argv, g_strdup (argv[0]));
  if (!arch && units->len && unit_arch (g_ptr_array_index (units, 0)))
    {
      g_free (o.arch);
      o.arch = g_strdup (unit_arch (g_ptr_array_index (units, 0)));
      g_ptr_array_add (aout_argv, g_strconcat ("-arch=", o.arch, NULL));
    }
  for (int i = 1; i < build_argc; i++)
    g_ptr_array_add (aout_argv, g_strdup (argv[i]));
  CkRunOptions ro;
  if (!ck_options_run (&o, &ro, &error))
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      return 2;
    }
  if (o.compile_only)
    return compile_objects (&o, &ro, arch);
  CkDiagSink sink;
  CkDiagWarningFilter filter;
  stderr_sink_init (o.no_warnings, &sink, &filter);
  sink.no_deprecated = o.no_deprecated;
  sink.werror_deprecated = o.werror_deprecated;
  /* the a.out that cudak writes replays the tokens of this frontend run (frontend/tokcache.h) */
  gboolean writes_aout = !o.dump_ast && !o.syntax_only && !o.dump_simt && !o.run_now;
  GByteArray *tokcache = writes_aout ? g_byte_array_new () : NULL;
  CkFrontendUnit *funits = NULL;
  CkProgram *ast = run_frontend (units, &ro, tokcache, NULL, 0, &funits, &sink);
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
    return werror_holds (&o, &sink) ? 0 : 1;
  /* the build's memory image lives until the process ends; the static keeps it reachable for
     leak checkers whichever way main returns */
  static CkMem *mem;
  mem = ck_mem_new ();
  CkFloatMode *modes = units_float_modes (units);
  CkSimtProgram *prog = ck_lower_program (ast, mem, ro.model.cc_major * 100 + ro.model.cc_minor * 10,
                                          modes, (int) units->len, &sink);
  g_free (modes);
  if (!prog)
    return 1;
  if (o.verify_cfc && !verify_cfc (prog, &sink))
    return 1;
  if (!werror_holds (&o, &sink))
    return 1;
  if (o.dump_simt)
    {
      GString *s = g_string_new (NULL);
      ck_program_dump (prog, s);
      fputs (s->str, stdout);
      g_string_free (s, TRUE);
      return 0;
    }
  if (o.run_now && o.explore > 0)
    {
      CkCheckerOptions co;
      if (!ck_options_checker (&o, ro.seed, &co, &error))
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
  gboolean written = ck_payload_write_aout (out, aout_argv, units, funits, tokcache, &error);
  g_byte_array_free (tokcache, TRUE);
  g_ptr_array_free (aout_argv, TRUE);
  if (!written)
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      return 1;
    }
  GC_reachable_here (prog);
  return 0;
}
