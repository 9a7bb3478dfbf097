/* semantics/builtin.h — how the semantics calls a built-in function (DESIGN §2 "builtin calls
 * through one table"): the layer above (interp/builtins.def) gives the run a table of
 * implementations, as it gives the observer; a BUILTIN statement names its row by index.
 * SPDX-License-Identifier: MIT */
#ifndef CK_BUILTIN_H
#define CK_BUILTIN_H

#include "semantics/program.h"

struct CkRun;
struct CkWarp;

/* One call of a builtin by one lane ([lane] of warp [w]; the host thread is lane 0 of the host
 * warp). [args] are already converted to the parameter types; variadic arguments carry the
 * default argument promotions and their C types are in [arg_types]. The implementation sets
 * [ret] (normalised to the return type) and may call ck_run_fault() for a trap. */
typedef struct CkBuiltinCall {
  struct CkRun *run;
  struct CkWarp *w;
  int lane;
  const CkStmt *s;
  const CkVal *args;
  int n_args;
  const struct CkType *const *arg_types;
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

/* One row of the table (CkRun.builtins): CkStmt.builtin and CkFunc.builtin index it. */
typedef struct CkBuiltin {
  const char *name;
  CkBuiltinImpl impl;
  int flags;
} CkBuiltin;

#endif
