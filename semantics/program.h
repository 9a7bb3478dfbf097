/* semantics/program.h — the program environment: the lowered SIMT program [H §5.1.2], DESIGN §2.
 * One flat array of statements for the whole program (a pc is an index into it); operands are
 * expression trees over registers and constants, evaluated for a whole warp at once.
 * SPDX-License-Identifier: MIT */
#ifndef CK_PROGRAM_H
#define CK_PROGRAM_H

#include <glib.h>
#include "base/gcutil.h"
#include "base/srcloc.h"
#include "semantics/memory/space.h"

/* The frontend's objects, types and AST, named by the program only as handles for the layers
 * above (the lowering, the runtime's printf, the driver): the semantics never looks inside.
 * What the semantics needs of them is copied into the structures below. */
struct CkObj;
struct CkType;
struct CkProgram;

/* Value types of registers and expression nodes. */
#define CK_VTS(X) \
  X (VOID, "void", 0) X (I8, "s8", 1) X (U8, "u8", 1) X (I16, "s16", 2) X (U16, "u16", 2) \
  X (I32, "s32", 4) X (U32, "u32", 4) X (I64, "s64", 8) X (U64, "u64", 8) \
  X (F32, "f32", 4) X (F64, "f64", 8) X (F80, "f80", 16) X (PRED, "pred", 1)
typedef enum {
#define CK_VT_ENUM(id, name, size) CK_VT_##id,
  CK_VTS (CK_VT_ENUM)
#undef CK_VT_ENUM
  CK_VT__COUNT
} CkVT;
extern const char *const ck_vt_name[CK_VT__COUNT];
extern const int ck_vt_size[CK_VT__COUNT];
#define ck_vt_is_float(vt) ((vt) == CK_VT_F32 || (vt) == CK_VT_F64 || (vt) == CK_VT_F80)
#define ck_vt_is_signed(vt) ((vt) == CK_VT_I8 || (vt) == CK_VT_I16 || (vt) == CK_VT_I32 || (vt) == CK_VT_I64)

/* A register value. Integers are kept normalised to their vt (sign- or zero-extended to 64 bits). */
typedef union CkVal {
  guint64 u;
  gint64 i;
  float f;
  double d;
  long double ld;
} CkVal;

typedef enum {
#define CK_XOP(id, name) CK_X_##id,
#include "semantics/simt-ops.def"
#undef CK_XOP
  CK_X__COUNT
} CkXOp;

typedef enum {
#define CK_SOP(id, name) CK_S_OP_##id,
#include "semantics/simt-ops.def"
#undef CK_SOP
  CK_SOP__COUNT
} CkSOp;

extern const char *const ck_xop_name[CK_X__COUNT];
extern const char *const ck_sop_name[CK_SOP__COUNT];

/* Special registers (PTX %tid etc.). */
typedef enum {
  CK_SR_TID_X, CK_SR_TID_Y, CK_SR_TID_Z, CK_SR_NTID_X, CK_SR_NTID_Y, CK_SR_NTID_Z,
  CK_SR_CTAID_X, CK_SR_CTAID_Y, CK_SR_CTAID_Z, CK_SR_NCTAID_X, CK_SR_NCTAID_Y, CK_SR_NCTAID_Z,
  CK_SR_LANEID, CK_SR_WARPSIZE, CK_SR_WARPID, CK_SR_SMID, CK_SR_CLOCK, CK_SR_DYN_SHARED,
  CK_SR__COUNT
} CkSreg;

typedef struct CkExpr CkExpr;
/* A tree compiled for the warp-wide typed evaluation (semantics/eval-typed.c, issue 22). */
typedef struct CkTypedCode CkTypedCode;
struct CkEvalCtx;   /* semantics/eval.h */
struct CkExpr {
  guint8 op;        /* CkXOp */
  guint8 vt;        /* CkVT of the result */
  guint16 depth;    /* height of the tree, set by the lowering (0: not known yet) */
  gint32 reg;       /* REG, SREG */
  CkExpr *a, *b, *c;
  CkVal imm;        /* IMM value; LADDR/SADDR offset; PTRADD/PTRDIFF scale; BFE/BFI position;
                       float arithmetic, comparisons and conversions: CK_XF_* */
  const CkTypedCode *typed;  /* the tree's typed code, made at its first warp-wide evaluation
                                (a memo: NULL until then; the lowering leaves it NULL) */
  /* the scalar evaluator's function for this node (semantics/eval.c picks it at the node's
     first scalar evaluation; NULL until then) */
  guint64 (*eval1) (struct CkEvalCtx *x, const CkExpr *e, int lane);
};

/* How a float node of device code computes (issue 25), chosen by the lowering from the unit's
 * -ftz and -prec-div: in imm.u of ADD SUB MUL DIV FMA NEG, the comparisons and CONV. */
enum {
  CK_XF_FTZ        = 1 << 0,  /* f32 operands and result: subnormals flushed to sign-preserving
                                 zero (PTX .ftz) */
  CK_XF_DIV_FULL   = 1 << 1,  /* DIV f32: div.full.f32 (-prec-div=false): x * (1/y), max 2 ulp */
  CK_XF_DIV_APPROX = 1 << 2,  /* DIV f32: div.approx.f32 (--use_fast_math): as div.full, and 0
                                 for 2^126 < |y| < 2^128 */
};

/* The cache operator a load asks for: the default (a plain or volatile access) or that of a
 * load intrinsic, __ldca ... __ldcv and __ldg (ld.global.nc). Only --memory=fermi tells them
 * apart; the spelling is the PTX suffix. */
typedef enum { CK_LDC_DEFAULT, CK_LDC_CA, CK_LDC_CG, CK_LDC_CS, CK_LDC_LU, CK_LDC_CV, CK_LDC_NC,
               CK_LDC__COUNT } CkLdCacheOp;
extern const char *const ck_ld_cache_op_name[CK_LDC__COUNT];

/* CK_AOP_LOAD: the old value, memory unchanged (a C11 atomic load of host code) */
typedef enum { CK_AOP_ADD, CK_AOP_SUB, CK_AOP_EXCH, CK_AOP_MIN, CK_AOP_MAX, CK_AOP_INC, CK_AOP_DEC,
               CK_AOP_CAS, CK_AOP_AND, CK_AOP_OR, CK_AOP_XOR, CK_AOP_LOAD } CkAtomOp;
#define CK_AOP__COUNT (CK_AOP_LOAD + 1)
/* CkStmt.order of an ATOM in host code: the C11 memory order's ordering between host threads
 * (an acquire after the access, a release before it) */
enum { CK_ATOM_ACQUIRE = 1 << 0, CK_ATOM_RELEASE = 1 << 1 };
/* PTX's names of the operations (atom.cas, atom.exch, ...), for dumps and traces. */
extern const char *const ck_atom_op_name[CK_AOP__COUNT];
typedef enum { CK_BAR_SYNC, CK_BAR_ARRIVE, CK_BAR_RED_POPC, CK_BAR_RED_AND, CK_BAR_RED_OR,
               CK_BAR_GRID /* cooperative groups' grid.sync(): the block's barrier 0, then the
                              grid's (semantics/grid.c) */ } CkBarKind;
typedef enum { CK_VOTE_ALL, CK_VOTE_ANY, CK_VOTE_UNI, CK_VOTE_BALLOT, CK_VOTE_ACTIVEMASK } CkVoteMode;
typedef enum { CK_SHFL_IDX, CK_SHFL_UP, CK_SHFL_DOWN, CK_SHFL_XOR } CkShflMode;

struct CkFunc;

/* One case of a BRX (switch): lanes whose selector lies in [lo, hi] go to [target]. */
typedef struct CkCase { gint64 lo, hi; guint32 target; } CkCase;

typedef struct CkStmt {
  guint8 op;            /* CkSOp */
  guint8 vt;            /* LD/ST/ATOM value type */
  guint8 flags;         /* CK_SF_* */
  guint8 sub;           /* ATOM: CkAtomOp; BAR: CkBarKind; VOTE: CkVoteMode; SHFL: CkShflMode;
                           MEMBAR: level; LD: CkLdCacheOp */
  guint8 order;         /* ATOM in host code: CK_ATOM_ACQUIRE / CK_ATOM_RELEASE bits; MEMBAR:
                           non-zero for a C11 fence of host code, with those bits */
  gint32 guard;         /* predicate register, or -1: always */
  gint32 dst;           /* destination register, or -1 */
  guint32 size;         /* LD/ST/COPY/ZERO/ATOM bytes */
  guint32 target;       /* SSY/PREBRK/PRERET/BRA: pc; BRX: default pc */
  CkExpr *a, *b, *c, *d;
  CkExpr **args;        /* CALL/BUILTIN/LAUNCH argument expressions */
  guint32 n_args;
  CkCase *cases;        /* BRX */
  guint32 n_cases;
  struct CkFunc *fn;    /* CALL (direct), LAUNCH (kernel), BUILTIN: NULL */
  gint32 builtin;       /* BUILTIN: CkBuiltinId */
  const struct CkType *const *arg_types; /* BUILTIN: C types of the arguments (for variadic
                                            printf; read by the runtime, not the semantics) */
  CkSrcLoc loc;
  int range_len;
  const char *text;     /* short source text for traces and dumps, or NULL */
} CkStmt;

enum {
  CK_SF_GUARD_NEG = 1 << 0,  /* guard is @!p */
  CK_SF_PARTIAL   = 1 << 6,  /* LD: the read of a bit-field store's read-modify-write */
  CK_SF_VOLATILE  = 1 << 1,
  CK_SF_INJECTED  = 1 << 2,  /* control statement injected by the lowering (not written by the user) */
  CK_SF_SRET      = 1 << 3,  /* CALL: args[0] is the address of the struct return slot */
  CK_SF_KERNEL_RET= 1 << 4,  /* EXIT lowered from a return in a kernel */
  CK_SF_UNUSED    = 1 << 5,  /* BUILTIN/CALL whose value the program discards */
};

/* A lowered function. Its statements are prog->stmts[entry .. end). */

/* CkFunc.device_uses: a device function's uses of what cudaDeviceSetLimit may no longer resize
 * once a kernel that uses it was launched. */
#define CK_FUNC_USES_PRINTF 1u   /* printf: the printf FIFO */
#define CK_FUNC_USES_HEAP   2u   /* malloc or free: the device heap */
typedef struct CkFunc {
  const char *name;
  struct CkObj *obj;
  guint32 entry, end;
  guint32 n_regs;           /* registers of one frame */
  guint32 n_params;
  gint32 *param_regs;       /* register of each parameter (parameters passed by value in registers;
                               address-taken / struct parameters are copied by the prologue) */
  guint32 frame_size;       /* bytes of local memory of one frame */
  guint32 frame_align;
  CkVarRange *frame_vars;   /* what lives in the frame, by offset from its base (GC memory): each
                               address-taken local, local array and temporary; the bytes between
                               are gaps (alignment, redzones) that no access may touch */
  guint32 n_frame_vars;
  gboolean is_kernel;
  gboolean is_device;       /* lowered from the device pass */
  CkVec shared_refs;        /* struct CkObj * of each static __shared__ variable the body names (each
                               once), the variables of its callees not included */
  guint64 static_shared;    /* bytes of static __shared__ memory the function and the functions
                               it calls directly or transitively use, as nvcc lays them out: a
                               kernel's cudaFuncAttributes.sharedSizeBytes, what a launch and
                               an SM's residency count */
  guint32 device_uses;      /* CK_FUNC_USES_*: what the function and the functions it calls
                               directly or transitively use of the device runtime (an indirect
                               call counts as every use) */
  gboolean returns_struct;  /* sret: hidden first parameter */
  CkVT ret_vt;
  gint32 builtin;           /* a body-less declaration bound to a builtin, or -1 */
  const struct CkType *type;
  guint32 max_threads;      /* __launch_bounds__'s maximum threads per block, or 0 */
  guint32 *param_copy_size; /* of each parameter: the bytes of a struct or union passed by
                               value (a kernel launch copies it to the parameter space), or 0 */
} CkFunc;

/* A host variable of thread storage duration (_Thread_local, __thread, thread_local): each host
 * thread's instance is made at its first use (ck_hthread_tls_addr) as a copy of [image], the
 * variable as the static initialisation left it, which nothing else touches. */
typedef struct CkTlsVar {
  struct CkObj *obj;
  const char *name;
  CkSrcLoc loc;             /* of its declaration */
  guint64 image;            /* host address of the initial image (a CkGlobal) */
  guint64 size, align;
} CkTlsVar;

/* A global variable placed in memory before the run. */
typedef struct CkGlobal {
  struct CkObj *obj;
  const char *name;         /* NULL for an unnamed object (a string literal, a compound literal) */
  gint64 size;              /* bytes, or -1 when unknown */
  guint64 addr;
  gboolean is_device;
} CkGlobal;

typedef struct CkSimtProgram {
  CkStmt *stmts;
  guint32 n_stmts;
  CkVec funcs;              /* CkFunc* */
  CkVec globals;            /* CkGlobal* */
  CkVec tls;                /* CkTlsVar*: the operand of CK_X_TADDR indexes it */
  guint64 shared_static;    /* bytes of static __shared__ variables with a redzone after each;
                               the dynamic window follows */
  CkVarRange *shared_vars;  /* the __shared__ variables by offset (g_malloc'd) */
  guint32 n_shared_vars;
  CkFunc *main_fn;
  CkFunc *init_fn;          /* host code that runs the static initializers before main */
  CkFunc *device_init_fn;   /* device-pass static initializers (run once, as host code) */
  struct CkProgram *ast;
  const struct CkBuiltin *builtins;  /* the table BUILTIN statements were bound to (names) */
} CkSimtProgram;

/* Function pointers are generic addresses in the null space: CK_FUNC_ADDR_BASE + 16 * index
 * of the function in [CkSimtProgram.funcs]. */
#define CK_FUNC_ADDR_BASE 0x10000u
#define CK_FUNC_ADDR(i) ((guint64) CK_FUNC_ADDR_BASE + 16u * (guint64) (i))

/* The function whose address (a function pointer value) is [addr], or NULL when [addr] is no
 * function's address. The one decode of CK_FUNC_ADDR: callers check what kind of function
 * they need (a body, a kernel, a host function). */
static inline CkFunc *
ck_program_func_at (const CkSimtProgram *prog, guint64 addr)
{
  if (addr < CK_FUNC_ADDR_BASE || (addr - CK_FUNC_ADDR_BASE) % 16)
    return NULL;
  guint64 i = (addr - CK_FUNC_ADDR_BASE) / 16;
  return i < (guint64) prog->funcs.len ? (CkFunc *) ck_vec_get (&prog->funcs, i) : NULL;
}

/* --dump-simt: every lowered function with the source line of each statement. */
void ck_program_dump (const CkSimtProgram *prog, GString *out);
/* One statement in the notation of --dump-simt and --trace (no newline). */
void ck_program_format_stmt (const CkSimtProgram *prog, guint32 pc, GString *out);
/* The same with branch targets numbered by [num] (indexed by pc - [base]; the targets of a
 * function's branches lie in the function) instead of as pcs. */
void ck_program_format_stmt_numbered (const CkSimtProgram *prog, guint32 pc, const guint32 *num,
                                    guint32 base, GString *out);

/* Checks conditions (1)-(6) of control-flow consistency [H §6.2] on the static structure of
 * every function: every ssy/preBrk/preRet target lies after it in the same function, every
 * sync is dominated by an ssy of its scope, ... On the first failure, returns FALSE with the
 * statement's location in [*where] and a g_malloc'd description in [*why]. */
gboolean ck_program_verify (const CkSimtProgram *prog, CkSrcLoc *where, char **why);

#endif
