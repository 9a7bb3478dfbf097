/* interp/driver.h — private to the cudak command (main.c, options.c, payload.c): its options,
 * its translation units and the functions the three files share.
 * SPDX-License-Identifier: MIT */
#ifndef CK_DRIVER_H
#define CK_DRIVER_H

#include "frontend/frontend.h"
#include "interp/lower.h"
#include "semantics/sem.h"
#include "checker/checker.h"

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
  gboolean stats;            /* --stats (issue 22) */
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

/* main.c */
Unit *ck_driver_unit_new (const char *path);
void ck_driver_unit_add_file (Unit *u, const char *name, const char *text, gsize len);
void ck_driver_unit_free (gpointer p);
/* options.c */
gboolean ck_options_build_arch (const Options *o, char **arch, GError **error);
gboolean ck_options_checker (const Options *o, guint64 seed, CkCheckerOptions *co, GError **error);
gboolean ck_options_run (const Options *o, CkRunOptions *ro, GError **error);
void ck_options_init (Options *o);
gboolean ck_options_parse (int argc, char **argv, Options *o, gboolean runtime_only);
/* payload.c */
gboolean ck_payload_get_str (const char **p, const char *end, char **out, gsize *len);
gboolean ck_payload_get_tag (const char **p, const char *end, const char *tag);
gboolean ck_payload_get_u64 (const char **p, const char *end, guint64 *n);
Unit *ck_payload_get_unit (const char **p, const char *end, const char *object);
gboolean ck_payload_is_object_path (const char *path);
Unit *ck_payload_read_object (const char *path, GError **error);
char *ck_payload_read (gsize *exe_len, gsize *len);
gboolean ck_payload_write_aout (const char *path, GPtrArray *argv, GPtrArray *units, const CkFrontendUnit *funits,
                                const GByteArray *tokcache, GError **error);
gboolean ck_payload_write_object (const char *path, const Unit *u, const CkVec *files, GError **error);

#endif
