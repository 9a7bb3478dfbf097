/* interp/builtins.h — the builtin function table: the C library, the CUDA runtime API and the
 * device intrinsics that are not statements of their own (DESIGN §2 "builtin calls through one
 * table"). A body-less function whose linkage name (asm label, else its name) is in the table is
 * bound to its builtin by the lowering.
 * SPDX-License-Identifier: MIT */
#ifndef CK_BUILTINS_H
#define CK_BUILTINS_H

#include "semantics/sem.h"

/* One call of a builtin by one lane ([lane] of warp [w]; the host thread is lane 0 of the host
 * warp). [args] are already converted to the parameter types; variadic arguments carry the
 * default argument promotions and their C types are in [arg_types]. The implementation sets
 * [ret] (normalised to the return type) and may call ck_run_fault() for a trap. */
typedef struct CkBuiltinCall {
  CkRun *run;
  CkWarp *w;
  int lane;
  const CkStmt *s;
  const CkVal *args;
  int n_args;
  const CkType *const *arg_types;
  CkVal ret;
  gboolean is_device;          /* executing in device code */
  gboolean result_used;        /* the call's value is used (for unchecked-error warnings) */
} CkBuiltinCall;

typedef void (*CkBuiltinImpl) (CkBuiltinCall *c);

enum {
  CK_BF_HOST   = 1 << 0,       /* callable from host code */
  CK_BF_DEVICE = 1 << 1,       /* callable from device code */
  CK_BF_BOTH   = CK_BF_HOST | CK_BF_DEVICE,
  CK_BF_NORETURN = 1 << 2,     /* exit, abort: never returns to the caller */
  CK_BF_CUDA_API = 1 << 3,     /* returns cudaError_t: checked for unchecked errors */
};

typedef enum {
#define CK_BUILTIN(id, name, impl, flags) CK_BUILTIN_##id,
#include "interp/builtins.def"
#undef CK_BUILTIN
  CK_BUILTIN__COUNT
} CkBuiltinId;

typedef struct CkBuiltin {
  const char *name;
  CkBuiltinImpl impl;
  int flags;
} CkBuiltin;

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

#endif
