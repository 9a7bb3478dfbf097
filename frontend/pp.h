/* frontend/pp.h — internal interface of the preprocessor: the table of built-in headers that
 * frontend/embed-headers.sh generates from the files below frontend/include (headers-gen.c).
 * SPDX-License-Identifier: MIT */
#ifndef CK_PP_H
#define CK_PP_H

#include <glib.h>
#include "base/srcloc.h"

typedef struct CkBuiltinHeader {
  const char *name;   /* path below frontend/include/, e.g. "sys/time.h" */
  const char *text;
  gsize len;
} CkBuiltinHeader;

/* Sorted by [name] in byte order (the generator sorts with LC_ALL=C). */
extern const CkBuiltinHeader ck_builtin_headers[];
extern const int ck_n_builtin_headers;

/* A source file of [len] bytes at [data] named [name], with CRLF and CR normalised to LF and a
 * UTF-8 byte-order mark dropped. [builtin] text is static and kept; other text is copied.
 * Shared with the token cache, which must rebuild the files exactly as the preprocessor does. */
CkSrcFile *ck_pp_make_file (const char *name, const char *data, gsize len, gboolean builtin);

/* The directory name shown for built-in headers in diagnostics and __FILE__. */
#define CK_PP_BUILTIN_DIR "<cudak>"

#endif
