/* checker/checker.h — the dynamic checker: judges the execution the semantics reports through
 * its observer (semantics/observer.h) and writes gcc-style, JSON or SARIF reports (DESIGN §4).
 * Race detection with per-byte access tuples follows [K §3.1].
 * SPDX-License-Identifier: MIT */
#ifndef CK_CHECKER_H
#define CK_CHECKER_H

#include <glib.h>
#include "semantics/observer.h"

/* --race-model: which accesses of two different threads are ordered. */
typedef enum {
  CK_RACE_MODEL_BLOCK,      /* only a barrier (or __syncwarp inside a warp) orders two threads */
  CK_RACE_MODEL_WARP_SYNC,  /* also: accesses of one converged warp are ordered (pre-Volta) */
} CkRaceModel;

/* --report: the format of the findings. */
typedef enum {
  CK_REPORT_TEXT,           /* gcc-style diagnostics, printed as they are found */
  CK_REPORT_JSON,           /* one JSON document written at the end */
  CK_REPORT_SARIF,          /* a SARIF 2.1.0 log written at the end */
} CkReportFormat;

/* The exit status a.out uses when the run found at least one error (not warnings only). */
#define CK_CHECKER_DEFAULT_ERROR_EXITCODE 1
/* Distinct findings printed before the rest are only counted: enough for any real debugging
 * session, few enough that a racy kernel with a million lanes does not flood the terminal. */
#define CK_CHECKER_DEFAULT_PRINT_LIMIT 100

typedef struct CkCheckerOptions {
  gboolean racecheck;       /* data races on shared, global, managed and mapped memory */
  gboolean memcheck;        /* bad addresses, bad frees */
  gboolean initcheck;       /* reads of bytes never written */
  gboolean synccheck;       /* barrier divergence and mismatch */
  gboolean leakcheck;       /* heap blocks never freed (warnings) */
  gboolean apicheck;        /* CUDA API misuse and unchecked errors */
  int race_model;           /* CkRaceModel */
  int format;               /* CkReportFormat */
  int error_exitcode;       /* status of a run with errors; 0 keeps the program's own status */
  gboolean werror;          /* --Werror: warnings count as errors for the exit status */
  int print_limit;          /* distinct findings printed (text); 0 = no limit */
  const char *suppressions_file;  /* NULL: none */
  const char *report_file;  /* NULL: stderr */
  guint64 seed;             /* the schedule's seed, printed with the summary */
} CkCheckerOptions;

typedef struct CkChecker CkChecker;

#define CK_CHECKER_ERROR (ck_checker_error_quark ())
typedef enum {
  CK_CHECKER_ERROR_UNKNOWN_OPTION,
  CK_CHECKER_ERROR_BAD_VALUE,
  CK_CHECKER_ERROR_SUPPRESSIONS,  /* the suppressions file cannot be read or has a bad rule */
  CK_CHECKER_ERROR_REPORT_FILE,   /* the report file cannot be opened */
} CkCheckerError;

GQuark ck_checker_error_quark (void);

/**
 * ck_checker_options_init:
 * Sets every check on, the block race model, text reports to stderr, the default error exit
 * code and print limit, no suppressions and seed 0.
 */
void ck_checker_options_init (CkCheckerOptions *o);

/**
 * ck_checker_parse_option:
 * Applies the command-line option --[name]=[value] ([name] without the dashes). Known names:
 * racecheck, memcheck, initcheck, synccheck, leakcheck, apicheck (yes|no), race-model
 * (block|warp-sync), report (text|json|sarif), report-file (path), error-exitcode (integer),
 * Werror (yes|no: warnings count as errors for the exit status),
 * print-limit (integer, 0 = none), suppressions (path), seed (integer). [value] NULL means
 * "yes" for the switches. Returns FALSE with [e] set for an unknown name or a bad value.
 * The strings are not copied: they must outlive the checker (argv does).
 */
gboolean ck_checker_parse_option (CkCheckerOptions *o, const char *name, const char *value,
                                  GError **e);

/**
 * ck_checker_new:
 * Creates a checker for one run. Opening the report file or reading the suppressions can fail:
 * then NULL is returned with [e] set.
 */
CkChecker *ck_checker_new_full (const CkCheckerOptions *o, GError **e);

/* As ck_checker_new_full(); on failure it prints "cudak: <message>" to stderr and runs with
 * reports on stderr and no suppressions. */
CkChecker *ck_checker_new (const CkCheckerOptions *o);

/* Fills [out] with the checker's callbacks and [self]; the semantics calls them. */
void ck_checker_observer (CkChecker *c, CkObserver *out);

/* Receives every piece of text the checker would write: [is_summary] for the summary line
 * (otherwise report text). Installing a sink replaces stderr and the report file: for tests
 * and for embedders. */
typedef void (*CkCheckerSinkFunc) (const char *text, gboolean is_summary, gpointer data);
void ck_checker_set_sink (CkChecker *c, CkCheckerSinkFunc func, gpointer data);
/* Also shows [func] every piece of text, before the sink or stderr gets it (the visual trace
 * marks the findings on its steps). */
void ck_checker_set_tap (CkChecker *c, CkCheckerSinkFunc func, gpointer data);

/**
 * ck_checker_finish:
 * Writes the JSON or SARIF document (text reports are already out), then the summary line
 * "cudak: 2 errors, 1 warning (seed 0)" when anything was found (also on stderr when the
 * reports go to a file), and returns the status a.out must exit with: the error exit code
 * if an error was found (or, with werror, a warning) and it is not 0, else [program_status]:
 * warnings alone keep the status the program has on a GPU. Call it once.
 */
int ck_checker_finish (CkChecker *c, int program_status);

guint ck_checker_n_errors (CkChecker *c);
/* The largest size the race checker's shadow (race tuples and read sets) had (--stats). */
guint64 ck_checker_peak_shadow_bytes (CkChecker *c);
guint ck_checker_n_warnings (CkChecker *c);

void ck_checker_free (CkChecker *c);

#endif
