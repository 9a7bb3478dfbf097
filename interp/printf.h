/* interp/printf.h — the format engine shared by printf, fprintf, sprintf, snprintf, vprintf and
 * device printf; the scanf engine shared by scanf, fscanf and sscanf. Both are pure: program
 * memory is reached only through the callbacks of CkFormatIO, so they are unit-tested alone.
 * SPDX-License-Identifier: MIT */
#ifndef CK_PRINTF_H
#define CK_PRINTF_H

#include <stdio.h>
#include <glib.h>
#include "frontend/type.h"
#include "semantics/program.h"

/* The class of one argument after the default argument promotions: which member of the CkVal
 * holds it. */
typedef enum {
  CK_FARG_INT,       /* .i: int, long, long long (sign-extended) */
  CK_FARG_UINT,      /* .u: unsigned int, unsigned long, ... (zero-extended) */
  CK_FARG_DOUBLE,    /* .d */
  CK_FARG_LDOUBLE,   /* .ld */
  CK_FARG_PTR,       /* .u: a generic address */
} CkFArgClass;

/* The block of a call's '...' arguments to a variadic function of the program (interp/lower.c,
 * lower_call): 32-byte slots, each the argument's class + 1 at offset 0 and its value at 16 (8
 * bytes: an int class as long, unsigned as unsigned long; a long double's 10 in a 16-byte field); the last slot's
 * class word is CK_VA_END (a class object's is CK_VA_STRUCT). CK_VA_PROMOTED is what va_arg asks for with a type that '...'
 * promotes (float, char, short, bool). */
#define CK_VA_END 0x444e45u
#define CK_VA_PROMOTED 99
#define CK_VA_STRUCT 0x5453u   /* a class object's slot: the address of the caller's copy at 16 */

typedef struct CkFormatArg {
  CkVal v;
  CkFArgClass cls;
} CkFormatArg;

/* How the engines reach program memory. Every callback reports its own faults and returns
 * NULL / FALSE when the access could not be performed; the engine then stops. */
typedef struct CkFormatIO {
  gpointer self;
  /* The bytes of the string at [addr], at most [max] of them (G_MAXSIZE: up to the NUL), as a
   * new g_malloc'd NUL-terminated buffer. */
  char *(*read_string) (gpointer self, guint64 addr, gsize max);
  /* Stores the [size]-byte integer [value] at [addr] (%n, scanf conversions). */
  gboolean (*write_bytes) (gpointer self, guint64 addr, const void *buf, gsize size);
  int err_no;        /* errno for %m */
} CkFormatIO;

/* The class of an argument of C type [t] (after promotions). */
CkFArgClass ck_printf_arg_class (const CkType *t);

/* Formats [fmt] with [args] into [out] exactly as glibc's printf does, one conversion at a time
 * through the host's snprintf. Returns FALSE with a message in [*error] (g_malloc'd) when the
 * program's call is undefined: a missing argument, an argument of the wrong class, or a callback
 * failed (then [*error] is NULL: the callback reported it). */
gboolean ck_printf_format (GString *out, const char *fmt, const CkFormatArg *args, int n_args,
                           const CkFormatIO *io, char **error);

/* The input of a scanf: a string (sscanf) or a host stream (scanf, fscanf). */
typedef struct CkScanInput {
  FILE *fp;          /* stream, or NULL */
  const char *str;   /* sscanf: the whole input string */
  gsize pos;         /* sscanf: bytes consumed so far */
} CkScanInput;

/* Scans [in] with [fmt] as glibc's scanf does, one directive at a time through the host's
 * sscanf/fscanf, storing each converted value with io->write_bytes at the generic address in
 * [args] (class PTR). Returns the number of assigned conversions, or EOF (-1) on input failure
 * before the first conversion; -2 with [*error] set when the call is undefined. */
int ck_scanf_scan (CkScanInput *in, const char *fmt, const CkFormatArg *args, int n_args,
                   const CkFormatIO *io, char **error);

#endif
