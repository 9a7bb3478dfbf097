/* frontend/frontend.h — the frontend's entry points: sources in, typed and linked AST out.
 * SPDX-License-Identifier: MIT */
#ifndef CK_FRONTEND_H
#define CK_FRONTEND_H

#include "frontend/ast.h"
#include "frontend/diag.h"
#include "frontend/token.h"

/* What one preprocessing depended on besides its options and the files it read, recorded for
 * a.out's token cache (frontend/tokcache.h) when CkFrontendOptions.deps is set. */
typedef struct CkPPDeps {
  gboolean clock_used;   /* __DATE__ or __TIME__ was expanded: the tokens hold the time */
  CkVec fs_paths;        /* user-file paths looked up on the file system (const char *) */
  CkVec fs_found;        /* for each of [fs_paths]: GINT_TO_POINTER (whether it was there) */
} CkPPDeps;

typedef struct CkFrontendOptions {
  const char **include_dirs;  /* -I, in order, NULL-terminated (may be NULL) */
  const char **defines;       /* -D NAME or NAME=VALUE and -U NAME as "-UNAME", in command-line order */
  gboolean device_pass;       /* define __CUDA_ARCH__ (to [cuda_arch]) */
  int cuda_arch;              /* e.g. 520 for sm_52 */
  /* In-memory sources: when non-NULL, a file whose path is found here is read from this table
   * (path -> contents, NUL-terminated) instead of the file system. a.out and cudak object files
   * use it to run without their sources. */
  GHashTable *vfs;
  /* NULL, or path -> GSIZE_TO_POINTER (length) of those contents of [vfs] that hold NUL bytes
   * (a path not found here is as long as strlen says); read through ck_vfs_lookup */
  GHashTable *vfs_lengths;
  CkPPDeps *deps;             /* when non-NULL, ck_preprocess records its dependencies here */
  gboolean is_c;              /* ck_parse_tu: the translation unit is C (a .c file), where
                                 `int f();` declares f without a prototype; else C++ */
  gboolean lang_cuda;         /* -x cu: the unit is CUDA C++ whatever its suffix (else the
                                 frontend sets [is_c] for a .c file) */
  gboolean lang_c;            /* -x c: the unit is C whatever its suffix */
  gboolean relaxed_constexpr; /* --expt-relaxed-constexpr: device code may call constexpr host
                                 functions (<cmath>'s integer overloads) */
  /* a.out's token cache (frontend/tokcache.h): when [tokcache_out] is non-NULL,
   * ck_frontend_run appends to it the tokens of every preprocessing that may be replayed; when
   * [tokcache] is non-NULL, it parses the tokens found there instead of preprocessing again. */
  GByteArray *tokcache_out;
  const guint8 *tokcache;
  gsize tokcache_len;
} CkFrontendOptions;

/* Preprocesses [path] (and what it includes) into a token array ending with CK_TK_EOF.
 * Diagnostics go to [sink]; returns NULL if preprocessing failed. Every user file read is
 * appended to [files_read] (CkSrcFile*) when it is not NULL. */
CkToken *ck_preprocess (const char *path, const CkFrontendOptions *opts, CkDiagSink *sink,
                        CkVec *files_read);

/* Parses and type-checks the tokens of one translation unit into [prog]'s host or device object
 * list (per opts->device_pass). Returns FALSE after reporting errors. */
gboolean ck_parse_tu (CkToken *toks, int tu_index, const CkFrontendOptions *opts,
                      CkProgram *prog, CkDiagSink *sink);

/* Links the translation units already parsed into [prog]: resolves extern declarations to
 * definitions, merges tentative definitions, diagnoses duplicates and missing definitions of
 * used objects, sets main_fn. */
gboolean ck_link (CkProgram *prog, CkDiagSink *sink);

/* One translation unit of ck_frontend_run_units: a source with the options it is compiled with
 * (its own -I, -D/-U, architecture, in-memory sources), as when units compiled separately by
 * `cudak -c` are linked. */
typedef struct CkFrontendUnit {
  const char *path;
  const CkFrontendOptions *opts;
  CkVec files;      /* out: every user file the unit read, in either pass, once each (CkSrcFile *) */
} CkFrontendUnit;

/* Runs both passes over every unit, each with its own options, then links them. The token cache
 * keys of [units][i] carry i, so units that share a path but not their files stay apart. */
CkProgram *ck_frontend_run_units (CkFrontendUnit *units, int n_units, CkDiagSink *sink);

/* Runs both passes over every path, all with [opts]: ck_frontend_run_units with one option set. */
CkProgram *ck_frontend_run (const char *const *paths, int n_paths, const CkFrontendOptions *opts,
                            CkDiagSink *sink);

/* The text of [path] in the in-memory sources of [opts] and its length in [*len] (NUL bytes
 * in it included), or NULL when [opts] has no in-memory file [path]. */
const char *ck_vfs_lookup (const CkFrontendOptions *opts, const char *path, gsize *len);

/* Built-in headers embedded in the binary: returns the text of <name> or NULL. */
const char *ck_builtin_header (const char *name);

/* Whether a parameter of class type [t] taken by value is passed by address (Itanium C++ ABI
 * 3.1.2.3: a class with a non-trivial copy or move constructor or destructor): the caller makes
 * the temporary, passes its address and destroys it after the call; the callee's parameter is
 * that object (frontend/class.c). A kernel's parameters are copied by the launch instead. */
gboolean ck_class_is_passed_indirectly (CkType *t);

/* --dump-ast: writes a readable tree of [prog] to [out]. */
void ck_ast_dump (const CkProgram *prog, GString *out);

#endif
