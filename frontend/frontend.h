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
   * (path -> contents) instead of the file system. a.out uses it to run without its sources. */
  GHashTable *vfs;
  CkPPDeps *deps;             /* when non-NULL, ck_preprocess records its dependencies here */
  gboolean is_c;              /* ck_parse_tu: the translation unit is C (a .c file), where
                                 `int f();` declares f without a prototype; else C++ */
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

/* Runs both passes over every path: the convenient entry point for the driver. */
CkProgram *ck_frontend_run (const char *const *paths, int n_paths, const CkFrontendOptions *opts,
                            CkDiagSink *sink);

/* Built-in headers embedded in the binary: returns the text of <name> or NULL. */
const char *ck_builtin_header (const char *name);

/* --dump-ast: writes a readable tree of [prog] to [out]. */
void ck_ast_dump (const CkProgram *prog, GString *out);

#endif
