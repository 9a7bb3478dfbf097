/* frontend/diag.h — the diagnostics sink: gcc-style messages with source line and caret.
 * STYLE.md §11–§12: library code never prints; it hands diagnostics to a CkDiagSink.
 * SPDX-License-Identifier: MIT */
#ifndef CK_DIAG_H
#define CK_DIAG_H

#include <stdarg.h>
#include <glib.h>
#include "base/srcloc.h"

typedef enum {
  CK_DIAG_ERROR,
  CK_DIAG_WARNING,
  CK_DIAG_NOTE,
} CkDiagLevel;

/* At most this many errors are reported before the frontend stops (issue 3). */
#define CK_DIAG_MAX_ERRORS 20

typedef struct CkDiagSink CkDiagSink;

/* Called for every diagnostic; [text] is the fully formatted message including the source line,
 * the caret line and the final newline. */
typedef void (*CkDiagFunc) (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data);

struct CkDiagSink {
  CkDiagFunc func;         /* NULL: write to stderr */
  gpointer data;
  int n_errors;
  int n_warnings;
  gboolean too_many;       /* CK_DIAG_MAX_ERRORS reached: callers should stop */
  gboolean color;          /* never set in tests */
  gboolean no_deprecated;  /* -Wno-deprecated-declarations: drop the warnings that name it */
  gboolean werror_deprecated; /* -Werror deprecated-declarations: they are errors */
};

void ck_diag_sink_init (CkDiagSink *sink);
/* Passes on [text], a diagnostic formatted earlier (a deferred one), counting it as
 * ck_diag_v would. */
void ck_diag_replay (CkDiagSink *sink, CkDiagLevel level, const char *text);

/* A CkDiagFunc that passes on every diagnostic but the warnings and the notes that follow them,
 * to [outer] (NULL: stderr); its data is a CkDiagWarningFilter. The device pass drops the
 * warnings the host pass already gave, and a.out those its build already printed. */
typedef struct CkDiagWarningFilter {
  CkDiagSink *outer;
  gboolean dropping;         /* the last diagnostic that was not a note was a warning */
} CkDiagWarningFilter;
void ck_diag_drop_warnings (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data);

/* Reports a diagnostic at [loc] (may be a zero location). [range_len] is the number of bytes the
 * `^~~~` underline covers (at least 1). The message is lowercase, without a final period. */
void ck_diag (CkDiagSink *sink, CkDiagLevel level, CkSrcLoc loc, int range_len,
              const char *fmt, ...) G_GNUC_PRINTF (5, 6);
void ck_diag_v (CkDiagSink *sink, CkDiagLevel level, CkSrcLoc loc, int range_len,
                const char *fmt, va_list ap) G_GNUC_PRINTF (5, 0);

#define ck_error(sink, loc, ...)   ck_diag ((sink), CK_DIAG_ERROR, (loc), 1, __VA_ARGS__)
#define ck_warning(sink, loc, ...) ck_diag ((sink), CK_DIAG_WARNING, (loc), 1, __VA_ARGS__)
#define ck_note(sink, loc, ...)    ck_diag ((sink), CK_DIAG_NOTE, (loc), 1, __VA_ARGS__)

/* Formats "file:line:col: " + level + msg + source line + caret into a new GString-owned text;
 * shared by ck_diag and by the checker's report writer so both look alike. */
char *ck_diag_format (CkDiagLevel level, CkSrcLoc loc, int range_len, const char *msg);

#endif
