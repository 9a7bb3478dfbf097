/* frontend/tokcache.h — a.out's cache of preprocessed tokens: cudak stores the tokens of every
 * preprocessing (both passes, every source) in a.out's payload, and a.out parses them instead of
 * preprocessing the program and its built-in headers again (issue 8).
 * SPDX-License-Identifier: MIT */
#ifndef CK_TOKCACHE_H
#define CK_TOKCACHE_H

#include "frontend/frontend.h"

/* The cache is exact: an entry is replayed only when a.out would preprocess the same file with
 * the same options (its key), every file-system question the preprocessor asked has the same
 * answer, and the files it read are the payload's. Preprocessings that expanded __DATE__ or
 * __TIME__ (a.out takes the time when it runs) or that reported a diagnostic (a.out must report
 * it again) are never stored. */

/* The key of preprocessing [path] under [opts]: everything besides file contents that its
 * result depends on (pass, architecture, -D/-U and -I in order). */
char *ck_tokcache_key (const char *path, const CkFrontendOptions *opts);

/* Appends to [out] an entry for the tokens [toks] (ending with CK_TK_EOF) preprocessed under
 * [key] with dependencies [deps]; [files_read] (may be NULL) are the user files read, in order. */
void ck_tokcache_add (GByteArray *out, const char *key, const CkToken *toks, const CkPPDeps *deps,
                      const CkVec *files_read);

/* Looks [key] up in the cache [data]/[len] and returns its tokens, with the source files rebuilt
 * from [vfs] (a.out's sources) and the built-in headers, or NULL when there is no valid entry
 * (the caller preprocesses). The user files read are appended to [files_read] when it is not
 * NULL, as ck_preprocess does. */
CkToken *ck_tokcache_lookup (const guint8 *data, gsize len, const char *key, GHashTable *vfs,
                             CkVec *files_read);

#endif
