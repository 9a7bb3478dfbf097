/* base/srcloc.h — source files and source locations shared by every layer.
 * SPDX-License-Identifier: MIT */
#ifndef CK_SRCLOC_H
#define CK_SRCLOC_H

#include <glib.h>

/* A source file as read (GC memory). [name] is the name shown in diagnostics; [text] the whole
 * contents, NUL-terminated, with line endings already normalised to '\n'. A `#line` directive
 * creates a new CkSrcFile that shares [text] with its physical file, has the presumed [name],
 * and [line_delta] = presumed line - physical line, so that the caret line of a location can
 * still be found with ck_srcfile_line_text(). */
typedef struct CkSrcFile {
  const char *name;
  const char *text;
  gsize len;
  int line_delta;
  gboolean is_builtin;                 /* one of cudak's built-in headers */
  const struct CkSrcFile *physical;    /* the file the text belongs to (itself unless #line) */
} CkSrcFile;

/* A location: [line] is the presumed line (what diagnostics print), 1-based; [col] is the
 * 1-based byte column. A zero location (file == NULL) means "no location". */
typedef struct CkSrcLoc {
  const CkSrcFile *file;
  guint32 line;
  guint32 col;
} CkSrcLoc;

/* Returns the text of [line] (presumed numbering) of [file] and its length in [*len], without
 * the newline; NULL if there is no such line. */
const char *ck_srcfile_line_text (const CkSrcFile *file, guint32 line, gsize *len);

#endif
