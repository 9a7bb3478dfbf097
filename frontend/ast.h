/* frontend/ast.h — the typed AST that semantic analysis hands to the lowering (interp/lower.c).
 * SPDX-License-Identifier: MIT */
#ifndef CK_AST_H
#define CK_AST_H

#include <glib.h>
#include "base/srcloc.h"
#include "frontend/type.h"
#include "base/gcutil.h"

typedef enum {
#define CK_EXPR(id, name) CK_E_##id,
#define CK_STMT(id, name) CK_S_##id,
#include "frontend/ast-kinds.def"
#undef CK_EXPR
#undef CK_STMT
  CK_NODE__COUNT
} CkNodeKind;

extern const char *const ck_node_kind_name[CK_NODE__COUNT];

#define ck_node_is_expr(n) ((n)->kind < CK_S_BLOCK)

typedef enum {
  CK_BV_THREAD_IDX, CK_BV_BLOCK_IDX, CK_BV_BLOCK_DIM, CK_BV_GRID_DIM, CK_BV_WARP_SIZE,
} CkBuiltinVar;

/* CUDA execution spaces of a function and memory spaces of a variable (bit set). */
enum {
  CK_ES_HOST   = 1 << 0,   /* __host__, or no qualifier */
  CK_ES_DEVICE = 1 << 1,   /* __device__ function */
  CK_ES_GLOBAL = 1 << 2,   /* __global__ kernel */
};
typedef enum {
  CK_MS_NONE,              /* host variable, or a device-function local */
  CK_MS_DEVICE,            /* __device__ variable (global memory) */
  CK_MS_SHARED,            /* __shared__ (static or extern) */
  CK_MS_CONSTANT,          /* __constant__ */
  CK_MS_MANAGED,           /* __managed__ __device__ */
} CkMemSpace;

typedef enum {
  CK_SC_NONE, CK_SC_EXTERN, CK_SC_STATIC, CK_SC_AUTO, CK_SC_REGISTER, CK_SC_TYPEDEF,
} CkStorage;

typedef struct CkNode CkNode;
typedef struct CkObj CkObj;
typedef struct CkInit CkInit;

/* One scalar piece of an initializer, flattened by sema: store [expr] (already converted to
 * [type]) at byte [offset] of the object. [member] is set for bit-fields. A string literal
 * initialising a char array is one item whose [type] is the array type and [expr] the literal:
 * min(array size, literal size) bytes are copied. An item of type void is only evaluated, after
 * the items before it: a call finishing an aggregate initialisation on the object, whose address
 * (plus [offset]) its CK_E_INIT_SELF stands for (class.c ck_class_dmi_tail). */
typedef struct CkInitItem {
  gint64 offset;
  CkType *type;
  CkNode *expr;
  CkMember *member;
} CkInitItem;

/* An initializer: the whole object is zero-filled first (C11 6.7.9p10, p21), then every item is
 * stored in order. A scalar initialised from a single expression is one item at offset 0. */
struct CkInit {
  CkInitItem *items;
  int n_items;
};

/* A variable or a function. Locals and parameters are CkObj too ([is_local]). */
struct CkObj {
  const char *name;
  const char *asm_name;       /* __asm__("name") label, or NULL: the linkage name is [name] */
  CkType *type;
  CkSrcLoc loc;
  CkStorage storage;
  gboolean is_local;          /* block-scope automatic (not static) */
  gboolean is_param;
  gboolean is_function;
  gboolean is_definition;     /* has a body / is a definition (not extern declaration) */
  gboolean is_tentative;      /* file-scope tentative definition */
  gboolean is_inline;
  gboolean is_extern_c;
  gboolean is_thread_local;   /* _Thread_local, __thread, thread_local: one instance per host
                                 thread (frontend/tls.c; the lowering's SLOT_TLS) */
  gboolean address_taken;     /* & applied, or an array/struct/union: must live in memory */
  gboolean is_used;
  int exec_space;             /* CK_ES_* bits (functions) */
  CkMemSpace mem_space;       /* variables */
  gboolean is_extern_shared;  /* extern __shared__ T a[]: the dynamic shared-memory window */
  int align;                  /* explicit alignment, 0 for the type's */
  CkInit *init;               /* NULL: no initializer */
  /* functions */
  CkObj **params;             /* [n_params] parameter objects, in order */
  int n_params;
  CkNode *body;               /* BLOCK, NULL for a declaration */
  CkVec locals;               /* every local CkObj of the function (including params and
                                 compound literals), so the lowering can lay out frames */
  int launch_bounds_max_threads; /* __launch_bounds__ first argument, 0 if absent */
  CkObj *definition;          /* for a declaration: the definition it resolves to (set by the linker) */
  int tu_index;               /* translation unit it belongs to */
  gboolean has_const_value;   /* C++: a const integral variable with a constant initializer,
                                 usable in constant expressions; its value is [const_value] */
  gint64 const_value;
  gboolean is_arith_constant; /* const, not volatile, arithmetic (not long double) with a
                                 constant initializer: device code may read such a host
                                 variable, as nvcc allows (`const int M = 5;`) */
  gboolean is_unavailable;    /* __attribute__((unavailable)) on a declaration of a built-in
                                 header: cudak does not implement it; a use is an error */
  const char *unavailable_msg;/* the attribute's message: why it is unavailable, or NULL (cudak
                                 does not implement it) */
  gboolean is_deprecated;     /* __attribute__((deprecated)): a call warns, as g++ does */
  const char *deprecated_msg; /* the attribute's message (what replaces it), or NULL */
  gboolean is_tmpl_instance;  /* an instance of a function template (a member one too): a
                                 non-template function as good is better ([over.match.best]) */
  int tmpl_rank;              /* an instance of a function template: how specialised its
                                 template's parameters are; between two instances as good the
                                 higher wins (partial ordering, [temp.func.order], template.c) */
  gpointer tmpl_of;           /* ... and its template (a CkTemplate), which partial ordering
                                 compares (ck_template_more_specialised) */
  gpointer tmpl_candidate;    /* a stand-in for the instance of an operator function template
                                 during overload resolution (template.c): its template and
                                 deduced arguments; ck_template_chosen instantiates it */
  gboolean is_constexpr;      /* a constexpr function: a call of it with constant arguments is
                                 a constant expression when its body is one return statement */
  int constexpr_depth;        /* sema: evaluations of it in progress (a recursion limit) */
  /* C++ member functions (frontend/class.c): the class, or NULL for a free function. A
   * non-static member function's first parameter is `this` (a pointer to the class) */
  struct CkClass *method_of;
  gboolean is_static_method;
  gboolean is_const_method;
  gboolean is_virtual;
  gboolean is_deleted;        /* = delete */
  gboolean is_implicit_member; /* a constructor or destructor C++ declares implicitly */
  gboolean is_defaulted;      /* = default */
  gboolean is_explicit;       /* explicit constructor or conversion operator */
  int access;                 /* CK_ACC_* of a member */
  int vslot;                  /* virtual function: its index in the vtable */
  gboolean is_pure;           /* pure virtual (= 0) */
  CkVec deferred_diags;       /* a member function of a class template's instance whose body
                                 has errors: its diagnostics (CkDeferredDiag), given at its
                                 first use, since [temp.inst] instantiates a member only when
                                 it is used (vector<S>::operator== for an S without ==) */
};

typedef struct CkDeferredDiag {
  int level;                  /* CkDiagLevel */
  const char *text;           /* formatted, with the source line and caret */
} CkDeferredDiag;

/* What sema produces (frontend/sema.c), beyond ast-kinds.def:
 * - C++ references are CK_TY_PTR types with [is_reference]. A use of a reference variable or
 *   parameter is DEREF(VAR r) (an lvalue of the referred type); binding a reference (argument,
 *   initializer, return) is ADDR(lvalue) with [is_implicit] and the reference type; a call of a
 *   function returning a reference is DEREF(CALL).
 * - Array-to-pointer and function-to-pointer decay are ADDR nodes with [is_implicit]; the array
 *   decay has type pointer-to-element. A direct call keeps VAR of the function as CALL's lhs.
 * - dim3 is the class <vector_types.h> declares: its forms (`dim3 g(a, b)`, `dim3(a)`, the
 *   launch's conversion of an int) are calls of its constructors (class.c), or, when a
 *   constexpr constructor gets constant arguments, the constant values it stores: an object's
 *   initializer, a COMPOUND_LIT for a temporary. threadIdx, blockIdx, blockDim and gridDim are
 *   BUILTIN_VAR of the types the header declares them with.
 * - Block-scope `static` and `__shared__` variables are not [is_local]: they are in
 *   host_objs/device_objs (not in fn->locals) and get no DECL statement. Unnamed objects
 *   (compound literals) are named ".L<n>". C++ overloads of user functions get a mangled
 *   [asm_name] "f(int,double)". */

/* The order g++ evaluates the operands of a call in, which host code follows (C and C++ leave it
 * unspecified but for the object and the operators C++17 sequences; nvcc's host compiler is g++):
 * a call evaluates the function and its object first, then the arguments from the last to the
 * first; an operator function called by an operator takes its operands' order from the operator. */
typedef enum {
  CK_ARGS_CALL = 0,   /* a call: the callee and the object, then the arguments right to left */
  CK_ARGS_LTR,        /* <<, >>, [], &&, || or ',' written as an operator: left to right */
  CK_ARGS_RTL         /* another binary operator written as one (+, ==, =, +=): right to left,
                         the object (the left operand) last */
} CkArgOrder;

/* One AST node; which fields are used depends on [kind] (see ast-kinds.def). */
struct CkNode {
  CkNodeKind kind;
  CkType *type;               /* expressions: their type after conversions */
  CkSrcLoc loc;               /* the operator or the first token of the construct */
  int range_len;              /* bytes to underline in diagnostics */
  gboolean is_lvalue;
  gboolean is_implicit;       /* CAST inserted by sema */
  gboolean is_xvalue;         /* with [is_lvalue]: an xvalue (a call returning T &&, a cast to
                                 T &&), which rvalue references bind to */
  gboolean is_list_elem;      /* C++: an element of a braced list that a constructor takes as
                                 an argument: its conversion may not narrow ([dcl.init.list]p7) */
  guint8 arg_order;           /* CALL: the order host code evaluates its operands in (CkArgOrder) */

  CkNode *lhs, *rhs;
  CkNode *cond, *then, *els;
  CkNode *init, *inc;
  CkNodeKind op;              /* COMPOUND_ASSIGN: the binary operation */
  CkType *optype;             /* COMPOUND_ASSIGN: type the operation is done in */
  CkNode **args;              /* CALL, LAUNCH */
  int n_args;
  CkNode *launch_cfg[4];      /* LAUNCH: grid, block, shared bytes, stream (converted: dim3, dim3,
                                 size_t, cudaStream_t); NULL when omitted */
  CkNode **body;              /* BLOCK, STMT_EXPR */
  int n_body;
  CkNode **cases;             /* SWITCH: its CASE and DEFAULT statements */
  int n_cases;
  CkNode *target;             /* BREAK/CONTINUE: the loop/switch; GOTO: the LABEL */
  const char *label;          /* GOTO, LABEL */
  CkObj *obj;                 /* VAR, DECL, COMPOUND_LIT */
  const void *ovl_set;        /* VAR naming an overloaded non-member function, not called: its
                                 CkSym, the target type of a conversion choosing ([over.over]) */
  CkMember *member;           /* MEMBER */
  CkType *sizeof_type;        /* SIZEOF_VLA, VA_ARG, NEW */
  guint64 ival;               /* INT_LIT value (bits, truncated to the type), CASE value, BUILTIN_VAR */
  guint64 ival2;              /* CASE: high end of a GNU case range (== ival otherwise) */
  long double fval;           /* FLOAT_LIT */
  const char *str;            /* STR_LIT bytes */
  const void *brace_tok;      /* BRACED_ARG: the CkToken of its '{' */
  gsize str_len;              /* STR_LIT bytes including the final NUL (wide: per element size) */
};

/* The GNU __atomic built-ins (atomic-builtins.def, frontend/atomic.c) and the ordering a
 * memory order gives (C11 7.17.3): an acquire reads, a release writes. */
typedef enum {
#define CK_ATOMIC(id, name, nops, ret) CK_ATOMIC_##id,
#include "frontend/atomic-builtins.def"
#undef CK_ATOMIC
  CK_ATOMIC__COUNT
} CkAtomicKind;
enum { CK_MO_ACQUIRE = 1 << 0, CK_MO_RELEASE = 1 << 1 };

/* A whole program after parsing and linking all translation units. nvcc compiles every source
 * twice, once for the host and once for the device (__CUDA_ARCH__ defined only there); cudak does
 * the same. [host_objs] are the file-scope variables and functions of the host pass, [device_objs]
 * those of the device pass, each in definition order, one CkObj per linkage name after linking
 * (static objects of different TUs stay distinct). The interpreter runs host-space functions from
 * the host pass and device/global functions and device variables from the device pass, matching
 * kernels and __device__/__constant__/__managed__ variables of the two passes by linkage name. */
typedef struct CkProgram {
  CkVec host_objs;
  CkVec device_objs;
  CkVec files;                /* CkSrcFile* of every user file read (for a.out embedding) */
  CkObj *main_fn;             /* host pass; NULL when there is no main */
  CkVec cxx_inits;            /* C++: statements constructing the objects of static storage,
                                 in order (frontend/class.c); main runs them first */
  CkVec cxx_finis;            /* CkObj* stamp then CkNode* destructor call, per object with a
                                 destructor: run after main, latest constructed first (the
                                 stamp is the value of [cxx_clock] when it was constructed) */
  struct CkObj *cxx_clock;    /* counts the constructions of such objects */
  struct CkObj *cxx_fini_fn;  /* destroys the latest constructed of them still alive: registered
                                 with atexit once per construction (class.c) */
  gboolean has_throw;         /* a throw-expression somewhere: host calls check for exceptions */
} CkProgram;

#endif
