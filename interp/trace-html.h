/* interp/trace-html.h — --trace-html=FILE: the visual trace of a run, one self-contained page.
 * SPDX-License-Identifier: MIT */
#ifndef CK_TRACE_HTML_H
#define CK_TRACE_HTML_H

#include "semantics/sem.h"

typedef struct CkTraceHtml CkTraceHtml;

CkTraceHtml *ck_trace_html_new (const char *path);
void ck_trace_html_free (CkTraceHtml *h);
/* A CkCheckerSinkFunc for ck_checker_set_tap: keeps the findings to mark them on the page. */
void ck_trace_html_tap (const char *text, gboolean is_summary, gpointer data);
/* Writes the page: the source, the lowered program, the warp steps of [run] (recorded under
 * CK_TRACE_RECORD) and the findings seen. */
gboolean ck_trace_html_write (CkTraceHtml *h, CkRun *run, GError **error);

#endif
