/* interp/options.c — the cudak command's options (issue 21: out of main.c): nvcc's flags
 * normalised, the option tables, and the run's and the checker's options made from them.
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "interp/explore.h"
#include "interp/driver.h"

static const char *const checker_option_names[] = {
  "racecheck", "memcheck", "initcheck", "synccheck", "leakcheck", "apicheck", "race-model",
  "report", "report-file", "error-exitcode", "print-limit", "suppressions",
};

/* nvcc flags that do not change what the program means (optimisation, debug information, host
 * compiler and linker flags, register limits): accepted and ignored. [takes_value]:
 * the flag's value is the next argument unless it is attached with '='. The list is nvcc 13's;
 * what nvcc rejects (-Wall, -Wextra, -fPIC, -pedantic, -g3) is rejected here too. */
static const struct { const char *name; gboolean takes_value; } ignored_flags[] = {
  { "-g", FALSE }, { "--debug", FALSE },
  { "-lineinfo", FALSE }, { "--generate-line-info", FALSE }, { "-pg", FALSE }, { "--profile", FALSE },
  { "-m64", FALSE }, { "--machine", TRUE },
  { "-std", TRUE }, { "--std", TRUE }, { "-Xcompiler", TRUE }, { "--compiler-options", TRUE },
  { "-Xlinker", TRUE }, { "--linker-options", TRUE }, { "-Xptxas", TRUE }, { "--ptxas-options", TRUE },
  { "-Xnvlink", TRUE }, { "--nvlink-options", TRUE }, { "-Xcudafe", TRUE },
  { "-ccbin", TRUE }, { "--compiler-bindir", TRUE }, { "-allow-unsupported-compiler", FALSE },
  { "--allow-unsupported-compiler", FALSE }, { "-maxrregcount", TRUE }, { "--maxrregcount", TRUE },
  { "-t", TRUE }, { "--threads", TRUE }, { "-expt-extended-lambda", FALSE },
  { "--expt-extended-lambda", FALSE }, { "-extended-lambda", FALSE }, { "--extended-lambda", FALSE },
  { "-res-usage", FALSE }, { "--resource-usage", FALSE },
  { "-Wno-deprecated-gpu-targets", FALSE },
  { "-Wreorder", FALSE }, { "-Wdefault-stream-launch", FALSE }, { "-Wmissing-launch-bounds", FALSE },
  { "-Wext-lambda-captures-this", FALSE }, { "-keep", FALSE }, { "--keep", FALSE },
};

/* nvcc's modes that write something other than an executable or an object: refused with the
 * reason, never ignored (the user would get an a.out where a .ptx or a dependency list was
 * asked for). */
static const char *const unsupported_flags[] = {
  "-E", "--preprocess", "-M", "--generate-dependencies", "-MM", "-MD", "-MMD", "-MF", "-MT",
  "-ptx", "--ptx", "-cubin", "--cubin", "-fatbin", "--fatbin", "-cuda", "--cuda", "-dlink",
  "--device-link", "-lib", "--lib", "-dryrun", "--dryrun", "-odir", "--output-directory",
  "-include", "--pre-include", "-optf", "--options-file", "-dw", "--device-w",
};

/* Whether [a] is [name] ("-std") or [name] with an attached value ("-std=c++17"); [*value] is
 * then the attached value or NULL. */
static gboolean
flag_matches (const char *a, const char *name, const char **value)
{
  gsize n = strlen (name);
  if (strncmp (a, name, n) != 0 || (a[n] && a[n] != '='))
    return FALSE;
  *value = a[n] ? a + n + 1 : NULL;
  return TRUE;
}

/* The value of flag [a] (matched by flag_matches with attached [value]): the attached one, or the
 * next argument (advancing [*i]); NULL with [error] set when there is none. */
static const char *
flag_value (const char *a, const char *value, int argc, char **argv, int *i, GError **error)
{
  if (value)
    return value;
  if (*i + 1 < argc)
    return argv[++*i];
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "missing argument for '%s'", a);
  return NULL;
}

/* Whether [s] is a comma-separated list of names out of [kinds] (the [n] values of -Werror). */
static gboolean
is_kind_list (const char *s, const char *const *kinds, gsize n)
{
  char **ks = g_strsplit (s, ",", -1);
  gboolean ok = ks[0] != NULL;
  for (char **k = ks; *k && ok; k++)
    {
      gboolean known = FALSE;
      for (gsize j = 0; j < n; j++)
        known |= !strcmp (*k, kinds[j]);
      ok = known;
    }
  g_strfreev (ks);
  return ok;
}

/* -gencode arch=compute_70,code=sm_70 (also code=[sm_70,compute_70]) and -code sm_70,compute_70:
 * adds the real architectures (sm_XY) named to [o]->codes. */
static gboolean
add_codes (Options *o, const char *flag, const char *spec, gboolean gencode, GError **error)
{
  char **parts = g_strsplit (spec, ",", -1);
  gboolean in_code = !gencode, ok = TRUE, named = FALSE;
  for (char **p = parts; *p && ok; p++)
    {
      char *v = *p;
      if (gencode && g_str_has_prefix (v, "arch="))
        {
          in_code = FALSE;
          named = TRUE;
          continue;
        }
      if (gencode && g_str_has_prefix (v, "code="))
        in_code = TRUE, v += 5;
      if (!in_code)
        {
          ok = FALSE;
          break;
        }
      v = g_strdelimit (g_strdup (v), "[]", ' ');
      g_strstrip (v);
      if (g_str_has_prefix (v, "sm_"))
        g_ptr_array_add (o->codes, v);
      else
        g_free (v);
      named = TRUE;
    }
  g_strfreev (parts);
  if (!ok || !named)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 "malformed '%s %s' (expected %s)", flag, spec,
                 gencode ? "arch=compute_XY,code=sm_XY" : "sm_XY[,compute_XY]");
  return ok && named;
}

/* Rewrites nvcc's spellings to GOption ones and takes the checker options, the include and macro
 * options (whose order matters) and the architecture options out. Returns a new argv
 * (g_strfreev), or NULL with [error] set. */
static char **
normalise_args (int argc, char **argv, Options *o, GError **error)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (out, g_strdup (argv[0]));
  gboolean after_ddash = FALSE;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      const char *v;
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
      if (flag_matches (a, "-arch", &v) || flag_matches (a, "--gpu-architecture", &v)
          || flag_matches (a, "--arch", &v))
        {
          if (!(v = flag_value (a, v, argc, argv, &i, error)))
            goto fail;
          g_free (o->arch);
          o->arch = g_strdup (v);
          continue;
        }
      if (flag_matches (a, "-code", &v) || flag_matches (a, "--gpu-code", &v)
          || flag_matches (a, "-gencode", &v) || flag_matches (a, "--generate-code", &v))
        {
          gboolean gencode = strstr (a, "gen") != NULL;
          if (!(v = flag_value (a, v, argc, argv, &i, error))
              || !add_codes (o, gencode ? "-gencode" : "-code", v, gencode, error))
            goto fail;
          continue;
        }
      {
        /* issue 25: the flags that change device arithmetic, kept with each unit */
        static const char *const float_flags[] = { "fmad", "ftz", "prec-div", "prec-sqrt" };
        int *fields[] = { &o->fmad, &o->ftz, &o->prec_div, &o->prec_sqrt };
        gboolean matched = FALSE;
        for (gsize k = 0; k < G_N_ELEMENTS (float_flags) && !matched; k++)
          {
            char *one = g_strconcat ("-", float_flags[k], NULL), *two = g_strconcat ("--", float_flags[k], NULL);
            if (flag_matches (a, one, &v) || flag_matches (a, two, &v))
              {
                matched = TRUE;
                if ((v = flag_value (a, v, argc, argv, &i, error)) && strcmp (v, "true") && strcmp (v, "false"))
                  {
                    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                                 "invalid value '%s' for '%s' (true or false)", v, a);
                    v = NULL;
                  }
                if (v)
                  *fields[k] = !strcmp (v, "true");
              }
            g_free (one);
            g_free (two);
          }
        if (matched && !v)
          goto fail;
        if (matched)
          continue;
        if (!strcmp (a, "-use_fast_math") || !strcmp (a, "--use_fast_math"))
          {
            o->fast_math = TRUE;
            continue;
          }
        if (!strcmp (a, "-G") || !strcmp (a, "--device-debug"))
          {
            o->device_debug = TRUE;
            continue;
          }
        if (!strcmp (a, "-expt-relaxed-constexpr") || !strcmp (a, "--expt-relaxed-constexpr"))
          {
            o->relaxed_constexpr = TRUE;
            continue;
          }
      }
      if (flag_matches (a, "-rdc", &v) || flag_matches (a, "--relocatable-device-code", &v))
        {
          /* cudak links device code across units always, as -rdc=true does */
          if (!(v = flag_value (a, v, argc, argv, &i, error)))
            goto fail;
          if (strcmp (v, "true") && strcmp (v, "false"))
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "invalid value '%s' for '%s' (true or false)", v, a);
              goto fail;
            }
          continue;
        }
      if (flag_matches (a, "-x", &v) || flag_matches (a, "--x", &v))
        {
          if (!(v = flag_value (a, v, argc, argv, &i, error)))
            goto fail;
          if (strcmp (v, "cu") != 0 && strcmp (v, "c") != 0)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "unsupported: '-x %s' (cudak compiles CUDA C++ or C: -x cu, -x c, or no "
                           "-x, where a .c file is C)", v);
              goto fail;
            }
          o->lang_cuda = strcmp (v, "cu") == 0;
          o->lang_c = !o->lang_cuda;
          continue;
        }
      if (flag_matches (a, "-Werror", &v) || flag_matches (a, "--Werror", &v))
        {
          static const char *const kinds[] = { "all-warnings", "cross-execution-space-call",
                                               "reorder", "default-stream-launch",
                                               "missing-launch-bounds", "ext-lambda-captures-this",
                                               "deprecated-declarations" };
          /* nvcc's -Werror takes a list of kinds; a bare -Werror (gcc's form, and the run
             option in CUDAK_OPTIONS) means all warnings, of the build and of the run */
          if (!v && (i + 1 >= argc || !is_kind_list (argv[i + 1], kinds, G_N_ELEMENTS (kinds))))
            {
              o->werror = TRUE;
              continue;
            }
          if (!(v = flag_value (a, v, argc, argv, &i, error)))
            goto fail;
          char **ks = g_strsplit (v, ",", -1);
          gboolean ok = ks[0] != NULL;
          for (char **k = ks; *k && ok; k++)
            {
              gboolean known = FALSE;
              for (gsize n = 0; n < G_N_ELEMENTS (kinds); n++)
                known |= !strcmp (*k, kinds[n]);
              ok = known;
              o->werror |= !strcmp (*k, "all-warnings");
              o->werror_deprecated |= !strcmp (*k, "deprecated-declarations");
            }
          g_strfreev (ks);
          if (!ok)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "invalid value '%s' for '-Werror' (all-warnings, cross-execution-space-call, "
                           "reorder, default-stream-launch, missing-launch-bounds, "
                           "ext-lambda-captures-this or deprecated-declarations)", v);
              goto fail;
            }
          continue;
        }
      if (flag_matches (a, "-isystem", &v) || flag_matches (a, "--system-include", &v))
        {
          if (!(v = flag_value (a, v, argc, argv, &i, error)))
            goto fail;
          g_ptr_array_add (o->isystem, g_strdup (v));
          continue;
        }
      if (flag_matches (a, "--include-path", &v))
        {
          if (!(v = flag_value (a, v, argc, argv, &i, error)))
            goto fail;
          g_ptr_array_add (o->includes, g_strdup (v));
          continue;
        }
      if (flag_matches (a, "--define-macro", &v) || flag_matches (a, "--undefine-macro", &v))
        {
          gboolean def = a[2] == 'd';
          if (!(v = flag_value (a, v, argc, argv, &i, error)))
            goto fail;
          g_ptr_array_add (o->macros, g_strconcat (def ? "-D" : "-U", v, NULL));
          continue;
        }
      if ((a[1] == 'D' || a[1] == 'I' || a[1] == 'U') )
        {
          /* gcc's and nvcc's forms: -DN=512 and -D N=512, -Iinclude, -UNDEBUG */
          if (!(v = flag_value (a, a[2] ? a + 2 : NULL, argc, argv, &i, error)))
            goto fail;
          if (a[1] == 'I')
            g_ptr_array_add (o->includes, g_strdup (v));
          else
            g_ptr_array_add (o->macros, g_strconcat (a[1] == 'D' ? "-D" : "-U", v, NULL));
          continue;
        }
      gboolean unsupported = FALSE;
      for (gsize k = 0; k < G_N_ELEMENTS (unsupported_flags); k++)
        unsupported |= flag_matches (a, unsupported_flags[k], &v);
      if (unsupported)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "unsupported: '%s' (cudak writes executables, with -c or -dc objects; it "
                       "writes no preprocessed output, dependency lists, PTX, cubins, fatbins or "
                       "libraries, and takes no pre-included file)", a);
          goto fail;
        }
      if (a[1] == 'o' && a[2])
        {
          /* -oprog */
          g_ptr_array_add (out, g_strdup ("-o"));
          g_ptr_array_add (out, g_strdup (a + 2));
          continue;
        }
      if (!strcmp (a, "-dc") || !strcmp (a, "--device-c"))
        {
          /* relocatable device code: cudak's objects always are */
          g_ptr_array_add (out, g_strdup ("-c"));
          continue;
        }
      if (!strcmp (a, "-w"))
        {
          o->no_warnings = TRUE;
          continue;
        }
      if (!strcmp (a, "-Wno-deprecated-declarations"))
        {
          o->no_deprecated = TRUE;
          continue;
        }
      if (!strcmp (a, "-V"))
        {
          g_ptr_array_add (out, g_strdup ("--version"));
          continue;
        }
      if (!strcmp (a, "-run"))
        {
          g_ptr_array_add (out, g_strdup ("--run"));
          continue;
        }
      if (!strcmp (a, "-fsyntax-only"))
        {
          g_ptr_array_add (out, g_strdup ("--syntax-only"));
          continue;
        }
      if (!strcmp (a, "-default-stream") || g_str_has_prefix (a, "-default-stream="))
        {
          g_ptr_array_add (out, g_strdup_printf ("-%s", a));
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
      gboolean ignored = FALSE;
      for (gsize k = 0; k < G_N_ELEMENTS (ignored_flags) && !ignored; k++)
        if (flag_matches (a, ignored_flags[k].name, &v))
          {
            ignored = TRUE;
            if (ignored_flags[k].takes_value && !flag_value (a, v, argc, argv, &i, error))
              goto fail;
          }
      /* -O, -O0 ... -O3, -l LIB / -lLIB, -L DIR / -LDIR */
      if (!ignored && a[1] == 'O' && (!a[2] || (g_ascii_isdigit (a[2]) && !a[3])))
        ignored = TRUE;
      if (!ignored && (a[1] == 'l' || a[1] == 'L'))
        {
          if (!a[2] && !flag_value (a, NULL, argc, argv, &i, error))
            goto fail;
          ignored = TRUE;
        }
      if (ignored)
        continue;
      g_ptr_array_add (out, g_strdup (a));
    }
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
fail:
  g_ptr_array_free (out, TRUE);
  return NULL;
}

/* GOption callbacks of --include, --define and --undefine (normalise_args takes the short and
 * nvcc forms out first): the order of -D and -U matters, so they share one list. */
static gboolean
on_include (const char *name, const char *value, gpointer data, GError **error)
{
  (void) name, (void) error;
  g_ptr_array_add (((Options *) data)->includes, g_strdup (value));
  return TRUE;
}

static gboolean
on_macro (const char *name, const char *value, gpointer data, GError **error)
{
  (void) error;
  gboolean def = !strcmp (name, "--define") || !strcmp (name, "-D");
  g_ptr_array_add (((Options *) data)->macros, g_strconcat (def ? "-D" : "-U", value, NULL));
  return TRUE;
}

static gboolean
parse_options (int *argc, char ***argv, Options *o, gboolean runtime_only, GError **error)
{
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output, "Write the executable (with -c: the object) to FILE (default a.out; with -c: the source's basename with .o)", "FILE" },
    { "include", 'I', 0, G_OPTION_ARG_CALLBACK, (gpointer) on_include, "Add DIR to the include search path (also -isystem DIR, searched after)", "DIR" },
    { "define", 'D', 0, G_OPTION_ARG_CALLBACK, (gpointer) on_macro, "Define macro NAME (to VALUE)", "NAME[=VALUE]" },
    { "undefine", 'U', 0, G_OPTION_ARG_CALLBACK, (gpointer) on_macro, "Undefine macro NAME", "NAME" },
    { "arch", 0, 0, G_OPTION_ARG_STRING, &o->arch, "Device model: sm_XY or compute_XY, e.g. sm_52 (the default) or sm_70; also -arch, -code, -gencode", "sm_XY" },
    { "syntax-only", 0, 0, G_OPTION_ARG_NONE, &o->syntax_only, "Check the program and stop (also -fsyntax-only)", NULL },
    { "dump-ast", 0, 0, G_OPTION_ARG_NONE, &o->dump_ast, "Print the typed AST and stop", NULL },
    { "dump-simt", 0, 0, G_OPTION_ARG_NONE, &o->dump_simt, "Print the lowered SIMT program and stop", NULL },
    { "run", 0, 0, G_OPTION_ARG_NONE, &o->run_now, "Build and run at once; arguments after -- go to the program", NULL },
    { "compile", 'c', 0, G_OPTION_ARG_NONE, &o->compile_only, "Compile each source to an object file (SOURCE.o, or -o FILE), to be linked by 'cudak a.o b.o' (also -dc)", NULL },
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
    { "max-steps", 0, 0, G_OPTION_ARG_INT64, &o->max_steps, "Stop a kernel after N warp steps without completion, and the host thread after N statements", "N" },
    { "trace", 0, 0, G_OPTION_ARG_STRING, &o->trace, "Trace warp|barrier|sched|mem, narrowed by :grid=G,block=B,warp=W (e.g. warp,sched:grid=0,block=1)", "WHAT[:FILTER]" },
    { "trace-file", 0, 0, G_OPTION_ARG_FILENAME, &o->trace_file, "Write the trace to FILE", "FILE" },
    { "trace-html", 0, 0, G_OPTION_ARG_FILENAME, &o->trace_html, "Write a visual trace of the warps (stack model) to FILE, one self-contained HTML page", "FILE" },
    { "trace-style", 0, 0, G_OPTION_ARG_STRING, &o->trace_style, "Warp rows in cudak's notation (plain, default) or the thesis' (thesis: figures 5.2-5.4)", "STYLE" },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o->stats, "At the end, print the run's counters and times to stderr: warp steps, lane-statements, accesses checked, peak shadow memory, time in host code, kernels and the checker", NULL },
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
      "  --report-file=FILE --error-exitcode=N --print-limit=N --suppressions=FILE --Werror\n"
      "nvcc flags that do not change the program's meaning (-O*, -g, -G, -lineinfo, -std=...,\n"
      "  -Xcompiler ..., -ccbin ..., -rdc ...) are accepted and ignored; -fmad, -ftz, -prec-div,\n"
      "  -prec-sqrt (=true|false) and --use_fast_math change device arithmetic as in nvcc;\n"
      "  -x cu, -x c, -isystem DIR, -w, -Wno-deprecated-declarations, -Werror all-warnings, -V are\n"
      "  honoured; -E, -M, -ptx, -include,\n"
      "  -dlink, -lib are refused as unsupported.");
  GOptionGroup *main_group = g_option_group_new (NULL, NULL, NULL, o, NULL);
  g_option_group_add_entries (main_group, entries);
  g_option_context_set_main_group (ctx, main_group);
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

/* The architecture of the device model that [o] asks for, as "sm_XY", in [*arch] (g_free): the
 * last -arch (native, all and all-major: cudak's own GPU, the default model), else the highest
 * real architecture of -code and -gencode (the newest GPU named runs that code), else NULL (the
 * default, sm_52). FALSE with [error] set when an architecture named is not one cudak models. */
gboolean
ck_options_build_arch (const Options *o, char **arch, GError **error)
{
  CkDeviceModel m;
  ck_device_model_init (&m);
  *arch = NULL;
  int best = 0;
  for (guint i = 0; o->codes && i < o->codes->len; i++)
    {
      if (!ck_device_model_set_arch (&m, g_ptr_array_index (o->codes, i), error))
        return FALSE;
      best = MAX (best, m.cc_major * 10 + m.cc_minor);
    }
  if (o->arch && strcmp (o->arch, "native") && strcmp (o->arch, "all") && strcmp (o->arch, "all-major"))
    {
      if (!ck_device_model_set_arch (&m, o->arch, error))
        return FALSE;
      best = m.cc_major * 10 + m.cc_minor;
    }
  if (best)
    *arch = g_strdup_printf ("sm_%d", best);
  return TRUE;
}

gboolean
ck_options_run (const Options *o, CkRunOptions *ro, GError **error)
{
  ck_run_options_init (ro);
  char *arch;
  if (!ck_options_build_arch (o, &arch, error))
    return FALSE;
  gboolean ok = !arch || ck_device_model_set_arch (&ro->model, arch, error);
  g_free (arch);
  if (!ok)
    return FALSE;
  if (o->warp_size != OPT_UNSET)
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
  if (o->n_sms != OPT_UNSET)
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
  /* host code is bounded only when asked: a CPU reference loop may well run 2^32 statements */
  ro->max_host_steps = o->max_steps > 0 ? (guint64) o->max_steps : 0;
  ro->verify_cfc = o->verify_cfc;
  ro->pin_time = o->pin_time;
  ro->stats = o->stats;
  if (o->trace_style && strcmp (o->trace_style, "plain") && strcmp (o->trace_style, "thesis"))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "unknown trace style '%s' (plain or thesis)", o->trace_style);
      return FALSE;
    }
  ro->trace_thesis = o->trace_style && !strcmp (o->trace_style, "thesis");
  if (o->trace_html && ro->simt == CK_SIMT_ITS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "unsupported: --trace-html with --simt=its (the page shows the stack model's "
                   "masks and token stack; use --simt=stack or an -arch below sm_70)");
      return FALSE;
    }
  if (o->trace_html)
    ro->trace |= CK_TRACE_RECORD;
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

/* Fills [co] from the checker options of [o] for a run with [seed]; FALSE with [error] set on a
 * bad one. */
gboolean
ck_options_checker (const Options *o, guint64 seed, CkCheckerOptions *co, GError **error)
{
  ck_checker_options_init (co);
  co->seed = seed;
  co->werror = o->werror;   /* -Werror all-warnings: the run's warnings count as errors too */
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
void
ck_options_init (Options *o)
{
  memset (o, 0, sizeof *o);
  o->warp_size = OPT_UNSET;
  o->n_sms = OPT_UNSET;
  o->fmad = o->ftz = o->prec_div = o->prec_sqrt = -1;
  o->includes = g_ptr_array_new_with_free_func (g_free);
  o->isystem = g_ptr_array_new_with_free_func (g_free);
  o->macros = g_ptr_array_new_with_free_func (g_free);
  o->codes = g_ptr_array_new_with_free_func (g_free);
  o->checker_args = g_ptr_array_new_with_free_func (g_free);
  o->runtime_args = g_ptr_array_new_with_free_func (g_free);
}

/* Parses [argc]/[argv] (the user's or the embedded ones) into [o]; FALSE after a message. */
gboolean
ck_options_parse (int argc, char **argv, Options *o, gboolean runtime_only)
{
  GError *error = NULL;
  char **nargv = normalise_args (argc, argv, o, &error);
  if (!nargv)
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      g_error_free (error);
      return FALSE;
    }
  int nargc = (int) g_strv_length (nargv);
  o->argv_storage = nargv;
  char **dup = g_memdup2 (nargv, sizeof (char *) * (gsize) (nargc + 1));
  gboolean ok = parse_options (&nargc, &dup, o, runtime_only, &error);
  if (!ok && g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION)
      && g_str_has_prefix (error->message, "Unknown option "))
    fprintf (stderr, "cudak: error: unknown option '%s'\n", error->message + strlen ("Unknown option "));
  else if (!ok)
    fprintf (stderr, "cudak: error: %s\n", error->message);
  if (!ok)
    g_error_free (error);
  g_free (dup);
  return ok;
}
