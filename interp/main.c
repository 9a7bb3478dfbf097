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
#include "interp/trace-html.h"
#include "semantics/sem.h"
#include "checker/checker.h"

/* The payload trailer of an a.out: "<payload><8-byte payload offset>CUDAK-PAYLOAD-02" at the end
 * (02: the payload holds translation units, each with its options and files; see write_aout). */
#define PAYLOAD_MAGIC "CUDAK-PAYLOAD-02"
#define PAYLOAD_MAGIC_LEN 16

typedef struct Options {
  char *output;
  GPtrArray *includes;       /* -I DIR, in order (owned strings) */
  GPtrArray *isystem;        /* -isystem DIR, searched after the -I directories (owned) */
  GPtrArray *macros;         /* -D NAME[=VALUE] as "-DNAME[=VALUE]" and -U NAME as "-UNAME", in order */
  char *arch;                /* the last -arch (or --arch) */
  GPtrArray *codes;          /* the real architectures of -code and -gencode code=..., in order */
  gboolean lang_cuda;        /* -x cu */
  /* issue 25: -fmad, -ftz, -prec-div, -prec-sqrt (-1: not given, else 0/1), --use_fast_math */
  int fmad, ftz, prec_div, prec_sqrt;
  gboolean fast_math;
  gboolean device_debug;     /* -G: nvcc then contracts nothing, whatever -fmad says */
  gboolean relaxed_constexpr; /* --expt-relaxed-constexpr: device code may call constexpr host
                                 functions */
  gboolean werror;           /* -Werror all-warnings (or a bare -Werror): build and run warnings fail */
  gboolean lang_c;           /* -x c: every source is C, as gcc compiles it */
  gboolean no_warnings;      /* -w */
  gboolean no_deprecated;    /* -Wno-deprecated-declarations */
  gboolean werror_deprecated; /* -Werror deprecated-declarations (or all-warnings) */
  gboolean syntax_only;
  gboolean dump_ast;
  gboolean dump_simt;
  gboolean run_now;
  gboolean version;
  gboolean compile_only;
  gboolean verify_cfc;
  int warp_size;             /* OPT_UNSET when not given */
  int n_sms;                 /* OPT_UNSET when not given */
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
  char *trace_style;
  char *trace_html;
  gboolean pin_time;
  char **files;
  GPtrArray *checker_args;   /* "name=value" strings for the checker (owned) */
  GPtrArray *runtime_args;   /* runtime options to embed into a.out (owned) */
  char **argv_storage;       /* the normalised arguments the strings above point into (owned) */
} Options;

/* The value of --warp-size and --sms when they are not given (0 and negatives are errors). */
#define OPT_UNSET G_MININT

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
static gboolean
build_arch (const Options *o, char **arch, GError **error)
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

static gboolean
make_run_options (const Options *o, CkRunOptions *ro, GError **error)
{
  ck_run_options_init (ro);
  char *arch;
  if (!build_arch (o, &arch, error))
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

/* ---- translation units ------------------------------------------------------------------ */

/* A cudak object file (`cudak -c`): OBJECT_MAGIC, then length-prefixed strings (put_str):
 * "options", the count and the unit's translation options (Unit.opts); "source" and the source
 * path; "files", the count and each user file read as name and contents; "end". */
#define OBJECT_MAGIC "CUDAK-OBJECT-01\n"
#define OBJECT_MAGIC_LEN 16

/* One translation unit: a source named on the command line, or one that a cudak object file
 * (or a.out's payload) carries, with the options it was compiled with. */
typedef struct Unit {
  char *path;                 /* the source, as named when it was compiled */
  char *object;               /* the object file it came from, or NULL */
  GPtrArray *opts;            /* "-IDIR", "-DNAME[=VALUE]", "-UNAME" in order, "-arch=sm_XY", "-xcu" */
  GHashTable *vfs;            /* its files (path -> contents), or NULL: the file system */
  GHashTable *vfs_lengths;    /* path -> length of each of [vfs] */
  GPtrArray *include_dirs;    /* for CkFrontendOptions, NULL-terminated, into [opts] */
  GPtrArray *defines;         /* likewise */
} Unit;

static Unit *
unit_new (const char *path)
{
  Unit *u = g_new0 (Unit, 1);
  u->path = g_strdup (path);
  u->opts = g_ptr_array_new_with_free_func (g_free);
  return u;
}

static void
unit_free (gpointer p)
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
static void
unit_add_file (Unit *u, const char *name, const char *text, gsize len)
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
  Unit *u = unit_new (path);
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

/* ---- a.out: payload ------------------------------------------------------------------- */

static void
put_str (GString *s, const char *str, gsize len)
{
  guint64 n = len;
  g_string_append_len (s, (const char *) &n, 8);
  g_string_append_len (s, str, (gssize) len);
}

static void
put_u64 (GString *s, guint64 n)
{
  g_string_append_len (s, (const char *) &n, 8);
}

/* Reads a string written by put_str into [*out] (g_free; NUL-terminated, NUL bytes inside kept)
 * and its length into [*len] when [len] is not NULL. */
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
  *out = g_malloc (n + 1);
  memcpy (*out, *p, n);
  (*out)[n] = 0;
  if (len)
    *len = n;
  *p += n;
  return TRUE;
}

static gboolean
get_u64 (const char **p, const char *end, guint64 *n)
{
  if (end - *p < 8)
    return FALSE;
  memcpy (n, *p, 8);
  *p += 8;
  return TRUE;
}

/* Whether the next string is [tag] (consumed). */
static gboolean
get_tag (const char **p, const char *end, const char *tag)
{
  char *t;
  if (!get_str (p, end, &t, NULL))
    return FALSE;
  gboolean ok = strcmp (t, tag) == 0;
  g_free (t);
  return ok;
}

/* Appends [u]'s options and the user files [files] (CkSrcFile *) to [s]: "options", the count
 * and each option; "source" and the path; "files", the count, and name and contents of each. */
static void
put_unit (GString *s, const Unit *u, const CkVec *files)
{
  put_str (s, "options", 7);
  put_u64 (s, u->opts->len);
  for (guint i = 0; i < u->opts->len; i++)
    put_str (s, g_ptr_array_index (u->opts, i), strlen (g_ptr_array_index (u->opts, i)));
  put_str (s, "source", 6);
  put_str (s, u->path, strlen (u->path));
  int n = 0;
  for (int i = 0; i < files->len; i++)
    n += !((const CkSrcFile *) ck_vec_get (files, i))->is_builtin;
  put_str (s, "files", 5);
  put_u64 (s, (guint64) n);
  for (int i = 0; i < files->len; i++)
    {
      const CkSrcFile *f = ck_vec_get (files, i);
      if (f->is_builtin)
        continue;
      put_str (s, f->name, strlen (f->name));
      put_str (s, f->text, f->len);
    }
}

/* Reads what put_unit wrote; NULL when it is damaged. [object]: the object file it comes from
 * (NULL in a.out's payload). */
static Unit *
get_unit (const char **p, const char *end, const char *object)
{
  guint64 n;
  if (!get_tag (p, end, "options") || !get_u64 (p, end, &n) || n > (guint64) (end - *p) / 8)
    return NULL;
  GPtrArray *opts = g_ptr_array_new_with_free_func (g_free);
  for (guint64 i = 0; i < n; i++)
    {
      char *o;
      if (!get_str (p, end, &o, NULL))
        {
          g_ptr_array_free (opts, TRUE);
          return NULL;
        }
      g_ptr_array_add (opts, o);
    }
  char *path;
  if (!get_tag (p, end, "source") || !get_str (p, end, &path, NULL))
    {
      g_ptr_array_free (opts, TRUE);
      return NULL;
    }
  Unit *u = unit_new (path);
  g_free (path);
  g_ptr_array_free (u->opts, TRUE);
  u->opts = opts;
  u->object = g_strdup (object);
  if (!get_tag (p, end, "files") || !get_u64 (p, end, &n) || n > (guint64) (end - *p) / 16)
    {
      unit_free (u);
      return NULL;
    }
  for (guint64 i = 0; i < n; i++)
    {
      char *name, *text;
      gsize len;
      if (!get_str (p, end, &name, NULL))
        {
          unit_free (u);
          return NULL;
        }
      if (!get_str (p, end, &text, &len))
        {
          g_free (name);
          unit_free (u);
          return NULL;
        }
      unit_add_file (u, name, text, len);
      g_free (name);
      g_free (text);
    }
  return u;
}

/* Writes [len] bytes of [data] to [path] through a temporary file renamed over it, so that a
 * failed write leaves no half file; [mode]: its permissions. */
static gboolean
write_file_atomically (const char *path, const char *data, gsize len, mode_t mode, GError **error)
{
  char *tmp = g_strconcat (path, ".cudak-tmp", NULL);
  gboolean ok = g_file_set_contents (tmp, data, (gssize) len, error);
  if (ok && chmod (tmp, mode) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "cannot set the mode of '%s': %s",
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

/* Writes the cudak object file [path] of unit [u], which read [files]. */
static gboolean
write_object (const char *path, const Unit *u, const CkVec *files, GError **error)
{
  GString *s = g_string_new_len (OBJECT_MAGIC, OBJECT_MAGIC_LEN);
  put_unit (s, u, files);
  put_str (s, "end", 3);
  gboolean ok = write_file_atomically (path, s->str, s->len, 0644, error);
  g_string_free (s, TRUE);
  return ok;
}

/* Whether [path] names an object file (by its suffix, as nvcc decides). */
static gboolean
is_object_path (const char *path)
{
  return g_str_has_suffix (path, ".o") || g_str_has_suffix (path, ".obj");
}

/* Reads the cudak object file [path]; NULL with [error] set when it cannot be read or is not one
 * (another compiler's object, an empty or a truncated file). */
static Unit *
read_object (const char *path, GError **error)
{
  char *data;
  gsize len;
  if (!g_file_get_contents (path, &data, &len, error))
    return NULL;
  const char *p = data, *end = data + len;
  Unit *u = NULL;
  if (len >= OBJECT_MAGIC_LEN && !memcmp (data, OBJECT_MAGIC, OBJECT_MAGIC_LEN))
    {
      p += OBJECT_MAGIC_LEN;
      u = get_unit (&p, end, path);
      if (u && (!get_tag (&p, end, "end") || p != end))
        {
          unit_free (u);
          u = NULL;
        }
    }
  g_free (data);
  if (!u)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 "'%s': not an object file written by 'cudak -c'", path);
  return u;
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

/* Writes the executable [path]: this binary, then the payload — the build command's arguments
 * [argv], the units with their options and the files each read ([funits]), the token cache
 * [tokcache] when it is not NULL — then the trailer. */
static gboolean
write_aout (const char *path, GPtrArray *argv, GPtrArray *units, const CkFrontendUnit *funits,
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
  put_str (out, "argv", 4);
  put_u64 (out, argv->len);
  for (guint i = 0; i < argv->len; i++)
    put_str (out, g_ptr_array_index (argv, i), strlen (g_ptr_array_index (argv, i)));
  put_str (out, "units", 5);
  put_u64 (out, units->len);
  for (guint i = 0; i < units->len; i++)
    put_unit (out, g_ptr_array_index (units, i), &funits[i].files);
  if (tokcache)
    {
      put_str (out, "tokens", 6);
      put_str (out, (const char *) tokcache->data, tokcache->len);
    }
  put_u64 (out, off);
  g_string_append_len (out, PAYLOAD_MAGIC, PAYLOAD_MAGIC_LEN);
  gboolean ok = write_file_atomically (path, out->str, out->len, 0755, error);
  g_string_free (out, TRUE);
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
  CkTraceHtml *html = o->trace_html ? ck_trace_html_new (o->trace_html) : NULL;
  if (html)
    ck_checker_set_tap (checker, ck_trace_html_tap, html);
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

static void
options_init (Options *o)
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
static gboolean
parse_all (int argc, char **argv, Options *o, gboolean runtime_only)
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
  GPtrArray *units = g_ptr_array_new_with_free_func (unit_free);
  gboolean ok = get_tag (&p, end, "argv") && get_u64 (&p, end, &n);
  for (guint64 i = 0; ok && i < n; i++)
    {
      char *s;
      ok = get_str (&p, end, &s, NULL);
      if (ok)
        g_ptr_array_add (bargv, s);
    }
  ok = ok && get_tag (&p, end, "units") && get_u64 (&p, end, &n);
  for (guint64 i = 0; ok && i < n; i++)
    {
      Unit *u = get_unit (&p, end, NULL);
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
  if (get_tag (&p, end, "tokens") && get_u64 (&p, end, &tokcache_len))
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
      GPtrArray *units = g_ptr_array_new_with_free_func (unit_free);
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
          if (prog && o->verify_cfc && !ck_lower_verify (prog, &sink))
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
          if (!write_object (out, g_ptr_array_index (units, 0), &fu[0].files, &error))
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
      if (is_object_path (*f))
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
  if (!build_arch (&o, &arch, &error))
    {
      fprintf (stderr, "cudak: error: %s\n", error->message);
      return 2;
    }
  /* the translation units: the sources with this command's options, the objects with theirs;
     all must be for one architecture, which the run's device model then is */
  GPtrArray *units = g_ptr_array_new_with_free_func (unit_free);
  const char *first_arch = NULL, *first_name = NULL;
  for (char **f = o.files; *f && !o.compile_only; f++)
    {
      Unit *u = is_object_path (*f) ? read_object (*f, &error) : unit_from_options (&o, *f, arch);
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
  if (!make_run_options (&o, &ro, &error))
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
  if (o.verify_cfc && !ck_lower_verify (prog, &sink))
    return 1;
  if (!werror_holds (&o, &sink))
    return 1;
  if (o.dump_simt)
    {
      GString *s = g_string_new (NULL);
      ck_lower_dump (prog, s);
      fputs (s->str, stdout);
      g_string_free (s, TRUE);
      return 0;
    }
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
  gboolean written = write_aout (out, aout_argv, units, funits, tokcache, &error);
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
