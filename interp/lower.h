/* interp/lower.h — the compiler's `load` function made concrete [H §5.1.3], DESIGN §2: typed AST
 * in, program environment with injected control-flow tokens out.
 * SPDX-License-Identifier: MIT */
#ifndef CK_LOWER_H
#define CK_LOWER_H

#include "frontend/ast.h"
#include "frontend/diag.h"
#include "semantics/program.h"
#include "semantics/memory/mem.h"

/* How a translation unit's device code computes floating point (issue 25): nvcc's -fmad,
 * -ftz, -prec-div, -prec-sqrt and --use_fast_math. Host code is never affected. */
typedef struct CkFloatMode {
  gboolean fmad;        /* contract a multiply into the add or subtract that uses it (default) */
  gboolean ftz;         /* flush single-precision subnormals to zero */
  gboolean prec_div;    /* IEEE single-precision division and reciprocal (default) */
  gboolean prec_sqrt;   /* IEEE single-precision square root (default) */
  gboolean fast_math;   /* sinf, expf, ... call their fast intrinsic forms (__sinf, __expf, ...) */
} CkFloatMode;
#define CK_FLOAT_MODE_DEFAULT { TRUE, FALSE, TRUE, TRUE, FALSE }

/* Lowers every function of [ast] that main reaches and places its global variables in [mem].
 * [cuda_arch] (e.g. 520 for sm_52) decides which warp intrinsics exist: the unsynchronised
 * __shfl/__any/__all/__ballot are gone from sm_70 on. [modes]: the float mode of each
 * translation unit, by CkObj.tu_index ([n_modes] of them; NULL: the defaults for all).
 * Returns NULL after reporting `unsupported: …` diagnostics to [sink]. */
CkSimtProgram *ck_lower_program (CkProgram *ast, CkMem *mem, int cuda_arch,
                                 const CkFloatMode *modes, int n_modes, CkDiagSink *sink);

/* Lowers a program of one translation unit compiled alone (`cudak -c`) to report its errors at
 * compile time: besides what main reaches, every function that another unit may call is
 * lowered, and a call of a function that no unit defines is left for the link. The program is
 * not meant to run. */
CkSimtProgram *ck_lower_unit (CkProgram *ast, CkMem *mem, int cuda_arch, const CkFloatMode *modes,
                              int n_modes, CkDiagSink *sink);

#endif
