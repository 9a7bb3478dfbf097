/* interp/builtins.h — the builtin function table: the C library, the CUDA runtime API and the
 * device intrinsics that are not statements of their own (DESIGN §2 "builtin calls through one
 * table"). A body-less function whose linkage name (asm label, else its name) is in the table is
 * bound to its builtin by the lowering.
 * SPDX-License-Identifier: MIT */
#ifndef CK_BUILTINS_H
#define CK_BUILTINS_H

#include "semantics/sem.h"
#include "semantics/builtin.h"

typedef enum {
#define CK_BUILTIN(id, name, impl, flags) CK_BUILTIN_##id,
#include "interp/builtins.def"
#undef CK_BUILTIN
  CK_BUILTIN__COUNT
} CkBuiltinId;

extern const CkBuiltin ck_builtin_table[CK_BUILTIN__COUNT];

/* The builtin with linkage name [name], or -1. */
int ck_builtin_lookup (const char *name);

/* Host runtime state (files, rand state, atexit handlers, streams, events, ...): created by
 * ck_runtime_new and stored in run->runtime. */
gpointer ck_runtime_new (CkRun *run);
void ck_runtime_free (gpointer rt);
/* Runs atexit handlers? No: atexit handlers are program functions; the driver calls
 * ck_runtime_at_exit to flush and close the program's FILE streams. */
void ck_runtime_at_exit (CkRun *run);
/* Whether std::terminate (an uncaught C++ exception) ended the program. */
gboolean ck_runtime_terminated (CkRun *run);

#endif
