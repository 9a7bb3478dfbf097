/* interp/lower.c — lowering of the typed AST to the SIMT program environment (DESIGN §2):
 * memory accesses split into ld/st statements, ssy/sync/preBrk/brk/preRet injected as in
 * listings 5.5–5.7 and 6.2 of [H], so that the program is control-flow consistent [H §6.2].
 * SPDX-License-Identifier: MIT */
#include <stdarg.h>
#include <string.h>
#include "interp/lower.h"
#include "interp/builtins.h"
#include "frontend/frontend.h"
#include "interp/printf.h"
#include "semantics/eval.h"

/* Where a variable lives. */
/* SLOT_VLA: a variable-length array, whose address (in the frame's variable part, see
 * vla_declare) is in register [reg]. */
/* SLOT_INDIRECT: a by-value parameter of a class passed by address (the Itanium C++ ABI's
 * non-trivial for the purposes of calls): the caller's temporary, whose address is in [reg]. */
/* SLOT_TLS: a thread-local host variable, CkSimtProgram.tls entry [reg], whose initial image is
 * at [off] (CK_X_TADDR). */
typedef enum { SLOT_REG, SLOT_LOCAL, SLOT_GLOBAL, SLOT_SHARED, SLOT_DYN_SHARED, SLOT_VLA, SLOT_TLS,
               SLOT_INDIRECT } SlotKind;
typedef struct Slot {
  SlotKind kind;
  gint32 reg;
  guint64 off;           /* LOCAL/SHARED offset, GLOBAL address */
  CkObj *obj;            /* SHARED: the variable, for the per-kernel accounting (shared_refs) */
} Slot;

/* A break region (loop, loop body, switch): DESIGN §2 "a jump out of k regions". */
typedef struct Region {
  struct Region *up;
  const CkNode *owner;   /* the loop or switch statement */
  gboolean is_body;      /* the body region of a loop (target of continue) */
  int exit_label;
  gint32 flag;           /* per-lane "keep breaking to this region" flag, or -1 */
  guint64 pass_flags[8]; /* registers of flags of outer regions jumped to through this one */
  int n_pass;
  int sync_label;        /* a switch lowered with ssy/sync (listing 5.6): break is `bra` to the
                            sync; the region pushes no token. -1 otherwise */
} Region;

typedef struct Lower {
  CkSimtProgram *prog;
  CkProgram *ast;
  CkMem *mem;
  CkDiagSink *sink;
  gboolean device;
  gboolean uniform;      /* host code: one thread, branches are plain bra (no tokens) */
  CkStmt *stmts;
  guint32 n_stmts, cap_stmts;
  CkFunc *fn;
  const CkObj *fn_obj;
  GHashTable *slots;     /* CkObj* -> Slot* (g_malloc) */
  GHashTable *funcs;     /* CkObj* -> CkFunc* */
  GHashTable *by_name;   /* "h:name" / "d:name" -> CkFunc* */
  GHashTable *globals;   /* linkage name -> Slot* for device variables shared by both passes */
  GHashTable *strings;   /* "h"/"d" + bytes -> address */
  GHashTable *case_labels; /* SWITCH node -> (CASE node -> label id + 1) */
  GArray *shared_vars;     /* CkVarRange of every __shared__ variable */
  guint32 *labels;       /* label id -> pc (G_MAXUINT32 while unplaced) */
  guint32 n_labels, cap_labels;
  Region *region;
  GHashTable *goto_labels; /* label name -> label id (host) */
  guint64 shared_static;   /* bytes of static __shared__ variables laid out so far, redzones
                              included */
  int errors;
  gint32 sret_reg;         /* register holding the struct-return slot address, or -1 */
  gint32 va_reg;           /* a variadic host function's: the address of its '...' block, or -1 */
  GPtrArray *queue;        /* functions referenced but not lowered yet (lowering is lazy: only
                              what main, the initializers and launched kernels reach) */
  GHashTable *queued;      /* CkFunc* already queued */
  gboolean declaring;
  gboolean unit_only;          /* ck_lower_unit: a call of a function no unit defines is the link's */
  int cuda_arch;
  GHashTable *vla_dims;     /* variable-length array type (CkType*) -> register of its length,
                              evaluated at its declaration in the current function */
  int in_pure_select;      /* > 0 while lowering an operand of a pure &&, || or ?: (lanes that do
                              not select it must not evaluate it: no hoisting, see lower_rv) */
  const CkFloatMode *fmode; /* how the current function computes floating point (issue 25) */
  GHashTable *products;    /* CkObj* -> ProdVar* (g_malloc): the current device function's locals
                              initialised with a product (scan_products), or NULL */
  int exc_handler;         /* host code: the label of the innermost try's handlers in the current
                              function, or -1 (an exception then leaves the function) */
  int exc_ret;             /* the label where an exception leaves the current function, or -1
                              while none was needed */
  CkExpr *init_self;       /* while a void initializer item is lowered (lower_init): the address
                              its CK_E_INIT_SELF stands for */
} Lower;

/* A local initialised with a product, `float t = x * y;`, whose every read is an operand of
 * + or - in the loop of the declaration: the GPU contracts the product into each of those
 * adds (ptxas fuses a mul.f32 all of whose uses are add or sub, seen in the SASS), so the
 * lowering keeps the operands in registers of their own and uses the product at each read. */
typedef struct ProdVar {
  const CkNode *loop;      /* the innermost loop around the declaration, or NULL */
  int reads;
  gboolean bad;            /* read otherwise, or written again: the product is rounded */
  gint32 ra, rb;           /* registers of the operands once the declaration is lowered, or -1 */
  CkVT vt;
} ProdVar;

/* The height an expression tree may reach before the lowering moves a subtree into a register
 * of its own. ck_eval walks a tree recursively with per-lane temporaries on the C stack (about
 * 3 KiB a level), so `x + 1 + 1 + ...` written 10000 times would overflow it; a mov per 32
 * levels bounds the walk at 32 levels and costs one statement where real code has none. */
#define CK_LOWER_MAX_TREE_DEPTH 32

#define NO_LABEL G_MAXUINT32

static void
unsupported (Lower *L, CkSrcLoc loc, const char *what)
{
  ck_error (L->sink, loc, "unsupported: %s", what);
  L->errors++;
}

/* ---- value types --------------------------------------------------------------------------- */

static CkVT
vt_of (const CkType *t)
{
  if (!t)
    return CK_VT_VOID;
  if (t->is_reference)
    return CK_VT_U64;
  switch (t->kind)
    {
    case CK_TY_VOID: return CK_VT_VOID;
    case CK_TY_BOOL: return CK_VT_U8;
    case CK_TY_CHAR: case CK_TY_SCHAR: return CK_VT_I8;
    case CK_TY_UCHAR: return CK_VT_U8;
    case CK_TY_SHORT: return CK_VT_I16;
    case CK_TY_USHORT: return CK_VT_U16;
    case CK_TY_INT: return CK_VT_I32;
    case CK_TY_UINT: return CK_VT_U32;
    case CK_TY_LONG: case CK_TY_LLONG: return CK_VT_I64;
    case CK_TY_ULONG: case CK_TY_ULLONG: return CK_VT_U64;
    case CK_TY_FLOAT: return CK_VT_F32;
    case CK_TY_DOUBLE: return CK_VT_F64;
    case CK_TY_LDOUBLE: return CK_VT_F80;
    case CK_TY_ENUM: return t->is_unsigned || (t->base && t->base->is_unsigned) ? CK_VT_U32 : CK_VT_I32;
    case CK_TY_PTR: case CK_TY_FUNC: case CK_TY_ARRAY: return CK_VT_U64;
    case CK_TY_STRUCT: case CK_TY_UNION: return CK_VT_U64; /* represented by their address */
    }
  return CK_VT_VOID;
}

static gboolean
is_struct (const CkType *t)
{
  return t && !t->is_reference && (t->kind == CK_TY_STRUCT || t->kind == CK_TY_UNION);
}

/* ---- expression trees ---------------------------------------------------------------------- */

static CkExpr *
x_new (CkXOp op, CkVT vt)
{
  CkExpr *e = ck_new (CkExpr);
  e->op = op;
  e->vt = vt;
  e->reg = -1;
  return e;
}

static CkExpr *
x_imm (CkVT vt, guint64 v)
{
  CkExpr *e = x_new (CK_X_IMM, vt);
  e->imm.u = v;
  e->imm = ck_eval_normalize (e->imm, vt);
  return e;
}

static CkExpr *
x_reg (gint32 r, CkVT vt)
{
  CkExpr *e = x_new (CK_X_REG, vt);
  e->reg = r;
  return e;
}

static CkExpr *
x_bin (CkXOp op, CkVT vt, CkExpr *a, CkExpr *b)
{
  CkExpr *e = x_new (op, vt);
  e->a = a;
  e->b = b;
  return e;
}

static CkExpr *
x_conv (CkExpr *a, CkVT to)
{
  if (a->vt == to)
    return a;
  if (a->op == CK_X_IMM && !ck_vt_is_float (a->vt) && !ck_vt_is_float (to))
    return x_imm (to, a->imm.u);
  CkExpr *e = x_new (CK_X_CONV, to);
  e->a = a;
  return e;
}

/* The height of [e] (1 for a leaf), kept in [e->depth]: trees are built bottom-up, so only the
 * nodes made since the last call are visited. */
static guint
x_depth (CkExpr *e)
{
  if (e == NULL)
    return 0;
  if (e->depth == 0)
    {
      guint d = MAX (x_depth (e->a), MAX (x_depth (e->b), x_depth (e->c))) + 1;
      e->depth = (guint16) MIN (d, G_MAXUINT16);
    }
  return e->depth;
}

/* a + off bytes */
static CkExpr *
x_addr_add (CkExpr *a, gint64 off)
{
  if (off == 0)
    return a;
  if (a->op == CK_X_LADDR || a->op == CK_X_SADDR || a->op == CK_X_TADDR)
    {
      CkExpr *e = x_new (a->op, a->vt);
      e->reg = a->reg;
      e->imm.u = a->imm.u + (guint64) off;
      return e;
    }
  if (a->op == CK_X_IMM)
    return x_imm (CK_VT_U64, a->imm.u + (guint64) off);
  return x_bin (CK_X_ADD, CK_VT_U64, a, x_imm (CK_VT_U64, (guint64) off));
}

/* [a] (f32) with a subnormal value flushed to zero of its sign: cvt.ftz.f32.f32 (issue 25) */
static CkExpr *
x_ftz (CkExpr *a)
{
  CkExpr *e = x_new (CK_X_CONV, CK_VT_F32);
  e->a = a;
  e->imm.u = CK_XF_FTZ;
  return e;
}

static CkExpr *
x_truth (CkExpr *a)
{
  /* a != 0 as a predicate */
  if (a->vt == CK_VT_PRED)
    return a;
  CkExpr *zero = ck_vt_is_float (a->vt) ? x_conv (x_imm (CK_VT_I32, 0), a->vt) : x_imm (a->vt, 0);
  return x_bin (CK_X_NE, CK_VT_PRED, a, zero);
}

/* ---- statements and labels ----------------------------------------------------------------- */

static CkStmt *
emit (Lower *L, CkSOp op, const CkNode *at)
{
  if (L->n_stmts == L->cap_stmts)
    {
      guint32 cap = L->cap_stmts ? L->cap_stmts * 2 : 1024;
      CkStmt *n = (CkStmt *) GC_MALLOC (sizeof (CkStmt) * cap);
      if (L->n_stmts)
        memcpy (n, L->stmts, sizeof (CkStmt) * L->n_stmts);
      L->stmts = n;
      L->cap_stmts = cap;
    }
  CkStmt *s = &L->stmts[L->n_stmts++];
  memset (s, 0, sizeof *s);
  s->op = op;
  s->guard = -1;
  s->dst = -1;
  s->target = NO_LABEL;
  s->builtin = -1;
  if (at)
    {
      s->loc = at->loc;
      s->range_len = at->range_len > 0 ? at->range_len : 1;
    }
  if (op == CK_S_OP_BRK)
    {
      /* where the break token resumes: the exit of the innermost break region. The stack
         model takes it from the token; independent thread scheduling jumps there directly */
      const Region *r = L->region;
      while (r && r->sync_label >= 0)
        r = r->up;
      if (r)
        s->target = (guint32) r->exit_label;
    }
  return s;
}

static int
new_label (Lower *L)
{
  if (L->n_labels == L->cap_labels)
    {
      L->cap_labels = L->cap_labels ? L->cap_labels * 2 : 64;
      L->labels = g_renew (guint32, L->labels, L->cap_labels);
    }
  L->labels[L->n_labels] = NO_LABEL;
  return (int) L->n_labels++;
}

static void
place (Lower *L, int label)
{
  L->labels[label] = L->n_stmts;
}

static gint32
new_reg (Lower *L)
{
  return (gint32) L->fn->n_regs++;
}

/* Bytes left unused after each variable of a frame, as a sanitizer lays out a stack frame: an
 * index one past the end of a local array then lands in no variable, and the memory layer can
 * refuse it (CkAlloc.frames_end). One element of an array, at least MIN and at most MAX bytes. */
#define CK_LOWER_REDZONE_MIN 16
#define CK_LOWER_REDZONE_MAX 256

/* The redzone after a variable of type [t]: one element of an array, clamped. */
static guint32
redzone_after (const CkType *t)
{
  gint64 elem = t->kind == CK_TY_ARRAY && t->base ? t->base->size : 0;
  return (guint32) CLAMP (elem, CK_LOWER_REDZONE_MIN, CK_LOWER_REDZONE_MAX);
}

/* Gives [size] bytes aligned to [align] of the current function's frame to variable [var] (a
 * local or parameter that lives in memory) or, [var] NULL, to a temporary of the lowering, and
 * records the range in the function's frame variables; a variable is followed by a redzone.
 * Returns the offset in the frame. */
static guint32
frame_alloc (Lower *L, gint64 size, int align, const CkObj *var)
{
  if (align < 1)
    align = 1;
  if (size < 1)
    size = 1;
  CkFunc *f = L->fn;
  guint32 off = (f->frame_size + (guint32) align - 1) & ~((guint32) align - 1);
  guint32 redzone = var ? redzone_after (var->type) : 0;
  f->frame_size = off + (guint32) size + redzone;
  if ((guint32) align > f->frame_align)
    f->frame_align = (guint32) align;
  /* grow by doubling: the capacity is the next power of two of the count */
  guint32 n = f->n_frame_vars;
  if ((n & (n - 1)) == 0)
    {
      CkVarRange *v = ck_new_n (CkVarRange, n ? 2 * n : 4);
      if (n)
        memcpy (v, f->frame_vars, n * sizeof *v);
      f->frame_vars = v;
    }
  CkVarRange vr = { off, (guint64) size, var ? var->name : NULL, var ? var->loc : (CkSrcLoc) { 0 } };
  f->frame_vars[f->n_frame_vars++] = vr;
  return off;
}

static void
emit_mov (Lower *L, const CkNode *at, gint32 dst, CkExpr *val)
{
  CkStmt *s = emit (L, CK_S_OP_MOV, at);
  s->dst = dst;
  s->a = val;
  s->vt = val->vt;
}

static gint32
to_reg (Lower *L, const CkNode *at, CkExpr *val)
{
  if (val->op == CK_X_REG)
    return val->reg;
  gint32 r = new_reg (L);
  emit_mov (L, at, r, val);
  return r;
}

static void
emit_bra (Lower *L, const CkNode *at, int label, gint32 guard, gboolean neg)
{
  CkStmt *s = emit (L, CK_S_OP_BRA, at);
  s->target = (guint32) label;
  s->guard = guard;
  if (neg)
    s->flags |= CK_SF_GUARD_NEG;
  s->flags |= CK_SF_INJECTED;
}

static void
emit_tok (Lower *L, CkSOp op, const CkNode *at, int label)
{
  CkStmt *s = emit (L, op, at);
  if (label >= 0)
    s->target = (guint32) label;
  else if (op != CK_S_OP_BRK)
    s->target = NO_LABEL;   /* emit() gave a brk the exit of its region */
  s->flags |= CK_SF_INJECTED;
}

/* ---- variables ----------------------------------------------------------------------------- */

static CkExpr *lower_rv (Lower *L, const CkNode *n);
static CkExpr *emit_builtin (Lower *L, const CkNode *at, int bi, CkVT vt, int nargs, ...);
static CkExpr *lower_new (Lower *L, const CkNode *n);
static void exc_propagate (Lower *L, const CkNode *at);
static guint64 exc_key (const char *name);
static void lower_end_catch (Lower *L, const CkNode *n);
static void exc_check (Lower *L, const CkNode *at);
static int device_math_form (const Lower *L, int bi);
static gint64 elem_size (const CkType *ptr);
static void lower_stmt (Lower *L, const CkNode *n);
static void lower_effect (Lower *L, const CkNode *n);

static guint64 alloc_global (Lower *L, CkObj *o);
static guint64 string_literal (Lower *L, const CkNode *n);

/* The slot of thread-local host variable [o] (SLOT_TLS): its definition's, whose initial image
 * is laid out and initialised as a global's, and which gets its CkSimtProgram.tls entry. */
static Slot *
tls_slot (Lower *L, CkObj *o)
{
  CkObj *def = o->definition ? o->definition : o;
  Slot *ds = g_hash_table_lookup (L->slots, def);
  if (!ds)
    {
      ds = g_new0 (Slot, 1);
      ds->kind = SLOT_TLS;
      ds->off = alloc_global (L, def);
      ds->reg = L->prog->tls.len;
      CkTlsVar *v = ck_new (CkTlsVar);
      v->obj = def;
      v->name = def->name;
      v->loc = def->loc;
      v->image = ds->off;
      v->size = def->type->size > 0 ? (guint64) def->type->size : 1;
      v->align = (guint64) MAX (def->align ? def->align : def->type->align, 1);
      ck_vec_push (&L->prog->tls, v);
      g_hash_table_insert (L->slots, def, ds);
    }
  if (o != def)
    {
      Slot *s = g_new0 (Slot, 1);
      *s = *ds;
      g_hash_table_insert (L->slots, o, s);
      return s;
    }
  return ds;
}

static Slot *
slot_of (Lower *L, CkObj *o)
{
  Slot *s = g_hash_table_lookup (L->slots, o);
  if (s)
    return s;
  if (!o->is_local || o->storage == CK_SC_STATIC || o->mem_space != CK_MS_NONE || o->storage == CK_SC_EXTERN)
    {
      /* file-scope, static local, __shared__, __device__ ... */
      s = g_new0 (Slot, 1);
      if (o->mem_space == CK_MS_SHARED)
        {
          if (o->is_extern_shared)
            {
              s->kind = SLOT_DYN_SHARED;
              CkVarRange vr = { G_MAXUINT64, G_MAXUINT64, o->name, o->loc };
              g_array_append_val (L->shared_vars, vr);
            }
          else
            {
              int align = o->align ? o->align : o->type->align;
              if (align < 1) align = 1;
              guint64 size = o->type->size > 0 ? (guint64) o->type->size : 1;
              L->shared_static = (L->shared_static + (guint64) align - 1) & ~((guint64) align - 1);
              s->kind = SLOT_SHARED;
              s->off = L->shared_static;
              s->obj = o;
              /* a redzone after each variable, as in frames (frame_alloc): an index past the end
                 of one array lands in no variable instead of in the next one */
              L->shared_static += size + redzone_after (o->type);
              CkVarRange vr = { s->off, size, o->name, o->loc };
              g_array_append_val (L->shared_vars, vr);
            }
        }
      else if (!L->device && (o->definition ? o->definition : o)->is_thread_local)
        {
          g_free (s);
          return tls_slot (L, o);
        }
      else
        {
          s->kind = SLOT_GLOBAL;
          s->off = alloc_global (L, o);
        }
      g_hash_table_insert (L->slots, o, s);
      return s;
    }
  g_assert_not_reached ();
}

/* [t] is an array whose size is known only at run time (C11 6.7.6.2p4): a VLA, or an array
 * of them. */
static gboolean
is_variably_sized (const CkType *t)
{
  for (; t && t->kind == CK_TY_ARRAY; t = t->base)
    if (t->vla_len)
      return TRUE;
  return FALSE;
}

static gboolean
lives_in_register (const CkObj *o)
{
  return !o->address_taken && !is_struct (o->type) && o->type->kind != CK_TY_ARRAY
         && o->type->size > 0 && o->type->size <= 16;
}

/* Gives local [o] of the current function its register or frame slot. */
static Slot *
declare_local (Lower *L, CkObj *o)
{
  Slot *s = g_new0 (Slot, 1);
  if (is_variably_sized (o->type))
    {
      s->kind = SLOT_VLA;
      s->reg = new_reg (L);
    }
  else if (lives_in_register (o))
    {
      s->kind = SLOT_REG;
      s->reg = new_reg (L);
    }
  else
    {
      s->kind = SLOT_LOCAL;
      s->off = frame_alloc (L, o->type->size, o->align ? o->align : o->type->align, o);
    }
  g_hash_table_insert (L->slots, o, s);
  return s;
}

/* Records that the function being lowered names static __shared__ variable [o]: nvcc gives a
 * kernel the shared variables its code and its callees' code use, not every one of the program
 * (shared_refs, static_shared). A declaration alone is no use: the compiler drops it. */
static void
note_shared_ref (Lower *L, CkObj *o)
{
  if (!L->fn || !o || !L->device)
    return;
  CkVec *v = &L->fn->shared_refs;
  for (int i = 0; i < v->len; i++)
    if (ck_vec_get (v, i) == o)
      return;
  ck_vec_push (v, o);
}

/* Address of a variable held in memory. */
static CkExpr *
slot_addr (Lower *L, const Slot *s)
{
  CkExpr *e;
  switch (s->kind)
    {
    case SLOT_LOCAL:
      e = x_new (CK_X_LADDR, CK_VT_U64);
      e->imm.u = s->off;
      return e;
    case SLOT_SHARED:
      note_shared_ref (L, s->obj);
      e = x_new (CK_X_SADDR, CK_VT_U64);
      e->imm.u = s->off;
      return e;
    case SLOT_DYN_SHARED:
      {
        /* the dynamic window starts after the static variables, 16-byte aligned */
        e = x_new (CK_X_SADDR, CK_VT_U64);
        e->imm.u = G_MAXUINT32; /* patched once the static layout is final */
        return e;
      }
    case SLOT_GLOBAL:
      return x_imm (CK_VT_U64, s->off);
    case SLOT_VLA:
    case SLOT_INDIRECT:
      return x_reg (s->reg, CK_VT_U64);
    case SLOT_TLS:
      e = x_new (CK_X_TADDR, CK_VT_U64);
      e->reg = s->reg;
      e->imm.u = 0;
      return e;
    case SLOT_REG:
      break;
    }
  g_assert_not_reached ();
}

/* ---- lvalues ------------------------------------------------------------------------------- */

typedef struct LVal {
  gboolean is_reg;
  gint32 reg;
  CkExpr *addr;
  const CkType *type;
  const CkMember *bitfield;
  /* for [bitfield]: the bytes of its enclosing struct (or initialised object) from its storage
     unit on, and before it; 0 when unknown */
  gint64 bf_room, bf_back;
  gboolean is_volatile;
  /* the alignment the compiler knows the object has when it is less than its type's (a member
     of a packed struct), else 0: device code reads and writes it in pieces of that size */
  int known_align;
} LVal;

static LVal lower_lv (Lower *L, const CkNode *n);

static CkExpr *
builtin_var_member (Lower *L, const CkNode *n)
{
  static const CkSreg base[] = {
    [CK_BV_THREAD_IDX] = CK_SR_TID_X, [CK_BV_BLOCK_IDX] = CK_SR_CTAID_X,
    [CK_BV_BLOCK_DIM] = CK_SR_NTID_X, [CK_BV_GRID_DIM] = CK_SR_NCTAID_X,
  };
  const CkNode *bv = n->lhs;
  CkExpr *e = x_new (CK_X_SREG, CK_VT_U32);
  int comp = (int) (n->member->offset / 4);
  e->reg = base[bv->ival] + comp;
  return e;
}

static LVal
lower_lv (Lower *L, const CkNode *n)
{
  LVal lv = { 0 };
  lv.type = n->type;
  lv.is_volatile = n->type && n->type->is_volatile;
  switch (n->kind)
    {
    case CK_E_VAR:
      {
        Slot *s = slot_of (L, n->obj);
        if (s->kind == SLOT_REG)
          {
            lv.is_reg = TRUE;
            lv.reg = s->reg;
          }
        else
          lv.addr = slot_addr (L, s);
        if (n->obj->is_function)
          lv.addr = NULL;
        return lv;
      }
    case CK_E_DEREF:
      lv.addr = lower_rv (L, n->lhs);
      return lv;
    case CK_E_MEMBER:
      {
        LVal base = lower_lv (L, n->lhs);
        if (base.is_reg || !base.addr)
          {
            unsupported (L, n->loc, "member access on a value that is not in memory");
            lv.addr = x_imm (CK_VT_U64, 0);
            return lv;
          }
        lv.addr = x_addr_add (base.addr, n->member->offset);
        lv.is_volatile |= base.is_volatile;
        {
          /* what is known of its alignment: the struct's (1 when packed) or the enclosing
             member's, and the member's offset in it */
          const CkType *st = n->lhs->type;
          if (st->kind == CK_TY_PTR && !st->is_reference)
            st = st->base;
          gint64 known = base.known_align ? base.known_align : MAX (st->align, 1);
          gint64 off = n->member->offset;
          if (off)
            known = MIN (known, off & -off);
          lv.known_align = known < n->member->type->align ? (int) known : 0;
        }
        if (n->member->bit_width)
          {
            const CkType *st = n->lhs->type;
            if (st->kind == CK_TY_PTR && !st->is_reference)
              st = st->base;
            lv.bitfield = n->member;
            lv.bf_room = st->size - n->member->offset;
            lv.bf_back = n->member->offset;
          }
        return lv;
      }
    case CK_E_COMPOUND_LIT:
      {
        lower_effect (L, n);
        Slot *s = g_hash_table_lookup (L->slots, n->obj);
        if (s->kind == SLOT_REG)
          {
            lv.is_reg = TRUE;
            lv.reg = s->reg;
          }
        else
          lv.addr = slot_addr (L, s);
        return lv;
      }
    case CK_E_STR_LIT:
      lv.addr = x_imm (CK_VT_U64, string_literal (L, n));
      return lv;
    case CK_E_COMMA:
      lower_effect (L, n->lhs);
      return lower_lv (L, n->rhs);
    case CK_E_ASSIGN:
    case CK_E_COMPOUND_ASSIGN:
    case CK_E_PRE_INC:
    case CK_E_PRE_DEC:
      {
        /* C++: these are lvalues; evaluate, then designate the lhs again (it is side-effect free
           in every program we accept: its address is re-evaluated) */
        lower_effect (L, n);
        return lower_lv (L, n->lhs);
      }
    default:
      break;
    }
  if (is_struct (n->type))
    {
      /* a struct rvalue (call result, ?: of structs): its value is its address */
      lv.addr = lower_rv (L, n);
      return lv;
    }
  unsupported (L, n->loc, "this expression as an lvalue");
  lv.addr = x_imm (CK_VT_U64, 0);
  return lv;
}

static CkExpr *
load (Lower *L, const CkNode *at, CkExpr *addr, const CkType *t, gboolean is_volatile)
{
  CkStmt *s = emit (L, CK_S_OP_LD, at);
  s->dst = new_reg (L);
  s->a = addr;
  s->vt = vt_of (t);
  s->size = (guint32) t->size;
  if (t->kind == CK_TY_LDOUBLE)
    s->size = 10;
  if (is_volatile)
    s->flags |= CK_SF_VOLATILE;
  return x_reg (s->dst, s->vt);
}

static void
store (Lower *L, const CkNode *at, CkExpr *addr, const CkType *t, CkExpr *val, gboolean is_volatile)
{
  CkStmt *s = emit (L, CK_S_OP_ST, at);
  s->a = addr;
  s->b = x_conv (val, vt_of (t));
  s->vt = vt_of (t);
  s->size = (guint32) t->size;
  if (t->kind == CK_TY_LDOUBLE)
    s->size = 10;
  if (is_volatile)
    s->flags |= CK_SF_VOLATILE;
}

static void
copy_bytes (Lower *L, const CkNode *at, CkExpr *dst, CkExpr *src, gint64 n)
{
  CkStmt *s = emit (L, CK_S_OP_COPY, at);
  s->a = dst;
  s->b = src;
  s->size = (guint32) n;
}

/* The load/store window of bit-field [lv]: [*size] bytes (a power of two covering the field's
 * bytes) from [*back] bytes before its storage unit. A packed struct's field may cover 3, 5, 6
 * or 7 bytes: its window then ends at the struct's end rather than past it, or, in a struct
 * smaller than the window, is exactly those bytes. */
static void
bitfield_window (LVal lv, int *size, gint64 *back)
{
  const CkMember *m = lv.bitfield;
  int unit = (m->bit_offset + m->bit_width + 7) / 8;
  *size = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 4 ? 4 : 8;
  *back = 0;
  if (lv.bf_room > 0 && *size > lv.bf_room)
    *back = MIN ((gint64) *size - lv.bf_room, lv.bf_back);
  if (lv.bf_room > 0 && *size > lv.bf_room + *back)
    {
      *size = unit;   /* a struct smaller than the window: exactly the field's bytes */
      *back = 0;
    }
}

/* The value of an assignment (or ++/--) whose left operand [lv] got [v]: for a bit-field, the
 * field's value after the store, [v] cut to its width and extended by its signedness (C11
 * 6.5.16p3; `int a = (s.f = 100)` with a 7-bit f is -28), else [v]. */
static CkExpr *
bitfield_value (LVal lv, CkExpr *v)
{
  if (!lv.bitfield)
    return v;
  CkExpr *e = x_new (CK_X_BFE, vt_of (lv.bitfield->type));
  e->a = x_conv (v, CK_VT_U64);
  e->imm.u = (guint64) lv.bitfield->bit_width << 8;
  return e;
}

/* ---- C11 atomics of host code (frontend/atomic.c) ------------------------------------------ */

static gboolean x_is_const (const CkExpr *e);
static CkExpr *lower_atomic_builtin (Lower *L, const CkNode *n);
static CkExpr *lower_va (Lower *L, const CkNode *n);

G_STATIC_ASSERT ((int) CK_ATOM_ACQUIRE == (int) CK_MO_ACQUIRE && (int) CK_ATOM_RELEASE == (int) CK_MO_RELEASE);

/* Whether [lv] designates an _Atomic object in memory, whose loads, stores and updates are
 * atomic operations (C11 6.2.6.1p9, 6.5.16.2p3). One in a register has no other thread. */
static gboolean
lv_is_atomic (const Lower *L, LVal lv)
{
  return !lv.is_reg && !lv.bitfield && lv.type->is_atomic && !L->device;
}

/* An ATOM statement [op] on the [t] at [addr] with [order] (CK_ATOM_* bits); returns its
 * register, which receives the old value. [b], [c] are used as they are: no conversion. */
static gint32
emit_atom (Lower *L, const CkNode *at, CkAtomOp op, CkExpr *addr, CkVT vt, gint64 size, CkExpr *b,
           CkExpr *c, int order)
{
  CkStmt *s = emit (L, CK_S_OP_ATOM, at);
  s->sub = (guint8) op;
  s->a = addr;
  s->b = b;
  s->c = c;
  s->vt = vt;
  s->size = (guint32) size;
  s->dst = new_reg (L);
  s->order = (guint8) order;
  return s->dst;
}

/* The unsigned value type of [size] bytes: a compare-exchange compares object representations
 * (C11 7.17.7.4p2), bits and not values (a NaN, -0.0). */
static CkVT
bits_vt (gint64 size)
{
  return size == 1 ? CK_VT_U8 : size == 2 ? CK_VT_U16 : size == 4 ? CK_VT_U32 : CK_VT_U64;
}

/* Ends the read-modify-write of atomic [lv] that a C11 compound assignment or ++/-- is
 * (6.5.16.2p3 and its footnote): store [nv] if the object still holds [old] (the register an
 * atomic load at [top] read, so that their representations compare equal), else retry from
 * [top], where the object is read again. */
static void
atomic_update_or_retry (Lower *L, const CkNode *at, LVal lv, gint32 old, CkExpr *nv, int top)
{
  CkVT vt = vt_of (lv.type);
  gint32 r = emit_atom (L, at, CK_AOP_CAS, lv.addr, vt, lv.type->size, x_reg (old, vt), nv,
                        CK_ATOM_ACQUIRE | CK_ATOM_RELEASE);
  gint32 changed = to_reg (L, at, x_bin (CK_X_NE, CK_VT_PRED, x_reg (r, CK_VT_U64), x_reg (old, CK_VT_U64)));
  emit_bra (L, at, top, changed, FALSE);
}

/* Whether device code reads and writes [lv] in pieces: a scalar whose known alignment is less
 * than its size, a member of a packed struct, which nvcc accesses byte by byte (its PTX for an
 * int member of a packed struct: four ld.global.u8 and shifts), so that no access is
 * misaligned. Host code (x86-64) accesses it whole. */
static gboolean
lv_is_pieced (const Lower *L, LVal lv)
{
  return L->device && !lv.is_reg && !lv.bitfield && lv.known_align > 0
         && lv.known_align < lv.type->size && ck_type_is_scalar (lv.type)
         && lv.type->kind != CK_TY_LDOUBLE;
}

/* Reads the [size] bytes at [addr] as an unsigned value (a U64 expression): one load, or loads
 * of [piece] bytes assembled least significant first (little-endian) when [piece] is smaller.
 * [flags] go on every load. */
static CkExpr *
ld_bits (Lower *L, const CkNode *at, CkExpr *addr, gint64 size, gint64 piece, guint8 flags)
{
  if (piece <= 0 || piece > size)
    piece = size;
  CkVT pvt = bits_vt (piece);
  CkExpr *acc = NULL;
  for (gint64 i = 0; i < size; i += piece)
    {
      CkStmt *s = emit (L, CK_S_OP_LD, at);
      s->dst = new_reg (L);
      s->a = x_addr_add (addr, i);
      s->vt = pvt;
      s->size = (guint32) piece;
      s->flags |= flags;
      CkExpr *part = x_conv (x_reg (s->dst, pvt), CK_VT_U64);
      if (i)
        part = x_bin (CK_X_SHL, CK_VT_U64, part, x_imm (CK_VT_U32, (guint64) (8 * i)));
      acc = acc ? x_bin (CK_X_OR, CK_VT_U64, acc, part) : part;
    }
  return acc;
}

/* Writes the low [size] bytes of [bits] (a U64 expression) at [addr]: one store, or stores of
 * [piece] bytes from the most significant one on, as nvcc's code does. */
static void
st_bits (Lower *L, const CkNode *at, CkExpr *addr, gint64 size, gint64 piece, CkExpr *bits, guint8 flags)
{
  if (piece <= 0 || piece > size)
    piece = size;
  CkVT pvt = bits_vt (piece);
  if (piece < size && bits->op != CK_X_REG)
    bits = x_reg (to_reg (L, at, bits), bits->vt);   /* computed once */
  for (gint64 i = size - piece; i >= 0; i -= piece)
    {
      CkStmt *s = emit (L, CK_S_OP_ST, at);
      s->a = x_addr_add (addr, i);
      s->b = x_conv (i ? x_bin (CK_X_SHR, CK_VT_U64, bits, x_imm (CK_VT_U32, (guint64) (8 * i))) : bits, pvt);
      s->vt = pvt;
      s->size = (guint32) piece;
      s->flags |= flags;
    }
}

/* The piece size device code reads or writes bit-field [lv]'s window in, [back] bytes before
 * its storage unit: the alignment known of the window when it is a packed struct's (0: whole). */
static gint64
bitfield_piece (const Lower *L, LVal lv, gint64 back)
{
  if (!L->device || !lv.known_align)
    return 0;
  gint64 k = lv.known_align;
  if (back)
    k = MIN (k, back & -back);
  return k;
}

/* Reads scalar [lv] in pieces of [lv.known_align] bytes and gives its value. */
static CkExpr *
read_pieces (Lower *L, const CkNode *at, LVal lv)
{
  CkExpr *acc = ld_bits (L, at, lv.addr, lv.type->size, lv.known_align,
                         lv.is_volatile ? CK_SF_VOLATILE : 0);
  CkVT vt = vt_of (lv.type);
  if (!ck_vt_is_float (vt))
    return x_conv (acc, vt);
  /* the bits are the float's: a register holds them as they are */
  gint32 r = to_reg (L, at, x_conv (acc, bits_vt (lv.type->size)));
  return x_reg (r, vt);
}

/* Writes [val] to scalar [lv] in pieces of [lv.known_align] bytes. */
static void
write_pieces (Lower *L, const CkNode *at, LVal lv, CkExpr *val)
{
  gint32 r = to_reg (L, at, x_conv (val, vt_of (lv.type)));
  /* the value's bytes (a float's as they are); those past its size are not stored */
  st_bits (L, at, lv.addr, lv.type->size, lv.known_align, x_reg (r, CK_VT_U64),
           lv.is_volatile ? CK_SF_VOLATILE : 0);
}

static CkExpr *
read_lv (Lower *L, const CkNode *at, LVal lv)
{
  if (lv.is_reg)
    return x_reg (lv.reg, vt_of (lv.type));
  if (lv_is_pieced (L, lv))
    return read_pieces (L, at, lv);
  if (lv_is_atomic (L, lv))
    return x_reg (emit_atom (L, at, CK_AOP_LOAD, lv.addr, vt_of (lv.type), lv.type->size, NULL, NULL,
                             CK_ATOM_ACQUIRE), vt_of (lv.type));   /* seq_cst: an acquire */
  if (is_struct (lv.type) || lv.type->kind == CK_TY_ARRAY || lv.type->kind == CK_TY_FUNC)
    return lv.addr;
  if (lv.bitfield)
    {
      const CkMember *m = lv.bitfield;
      int size;
      gint64 back;
      bitfield_window (lv, &size, &back);
      CkExpr *e = x_new (CK_X_BFE, vt_of (m->type));
      e->a = ld_bits (L, at, x_addr_add (lv.addr, -back), size, bitfield_piece (L, lv, back), 0);
      e->imm.u = (guint64) (m->bit_offset + 8 * back) | ((guint64) m->bit_width << 8);
      return e;
    }
  return load (L, at, lv.addr, lv.type, lv.is_volatile);
}

static void
write_lv (Lower *L, const CkNode *at, LVal lv, CkExpr *val)
{
  if (lv.is_reg)
    {
      emit_mov (L, at, lv.reg, x_conv (val, vt_of (lv.type)));
      return;
    }
  if (is_struct (lv.type) || (!lv.type->is_reference && lv.type->kind == CK_TY_ARRAY))
    {
      /* a struct; an array only as the frontend initialises an array member from its default
         member initializer (class.c: `float d[4] = {1, 2};`), [val] the source's address */
      copy_bytes (L, at, lv.addr, val, lv.type->size);
      return;
    }
  if (lv.bitfield)
    {
      const CkMember *m = lv.bitfield;
      int size;
      gint64 back;
      bitfield_window (lv, &size, &back);
      gint64 piece = bitfield_piece (L, lv, back);
      gint32 a = to_reg (L, at, x_addr_add (lv.addr, -back));
      CkExpr *ins = x_new (CK_X_BFI, CK_VT_U64);
      /* the bits around the field are kept, not used */
      ins->a = ld_bits (L, at, x_reg (a, CK_VT_U64), size, piece, CK_SF_PARTIAL);
      ins->b = x_conv (val, CK_VT_U64);
      ins->imm.u = (guint64) (m->bit_offset + 8 * back) | ((guint64) m->bit_width << 8);
      st_bits (L, at, x_reg (a, CK_VT_U64), size, piece, ins, 0);
      return;
    }
  if (lv_is_pieced (L, lv))
    {
      write_pieces (L, at, lv, val);
      return;
    }
  if (lv_is_atomic (L, lv))
    {
      (void) emit_atom (L, at, CK_AOP_EXCH, lv.addr, vt_of (lv.type), lv.type->size,
                        x_conv (val, vt_of (lv.type)), NULL, CK_ATOM_RELEASE);   /* seq_cst: a release */
      return;
    }
  store (L, at, lv.addr, lv.type, val, lv.is_volatile);
}

/* ---- strings and globals ------------------------------------------------------------------- */

static guint64
string_literal (Lower *L, const CkNode *n)
{
  /* the key is the hex of the bytes: literals may contain NULs */
  GString *key = g_string_new (L->device ? "d" : "h");
  for (gsize i = 0; i < n->str_len; i++)
    g_string_append_printf (key, "%02x", (guint8) n->str[i]);
  gpointer v = g_hash_table_lookup (L->strings, key->str);
  if (v)
    {
      g_string_free (key, TRUE);
      return *(guint64 *) v;
    }
  CkAlloc *a = ck_mem_alloc (L->mem, L->device ? CK_SPACE_GLOBAL : CK_SPACE_HOST,
                             L->device ? CK_ALLOC_DEVICE_STATIC : CK_ALLOC_HOST_STATIC,
                             n->str_len, 16, "string literal", n->loc);
  memcpy (a->data, n->str, n->str_len);
  a->is_readonly = TRUE;
  guint64 *addr = g_new (guint64, 1);
  *addr = a->base;
  g_hash_table_insert (L->strings, g_string_free (key, FALSE), addr);
  return a->base;
}

static const char *
linkage_name (const CkObj *o)
{
  return o->asm_name ? o->asm_name : o->name;
}

/* The name under which [o] is found across translation units and passes ([prefix] "h:" or "d:"
 * for functions, "" for variables): its linkage name, and for internal linkage also its unit,
 * since two units' `static` objects of one name are different objects (C11 6.2.2p3). */
static char *
unit_key (const char *prefix, const CkObj *o)
{
  if (o->storage == CK_SC_STATIC)
    return g_strdup_printf ("%s%s@%d", prefix, linkage_name (o), o->tu_index);
  return g_strconcat (prefix, linkage_name (o), NULL);
}

static CkSpace
space_of_var (const CkObj *o, gboolean device, CkAllocKind *kind)
{
  switch (o->mem_space)
    {
    case CK_MS_DEVICE: *kind = CK_ALLOC_DEVICE_STATIC; return CK_SPACE_GLOBAL;
    case CK_MS_CONSTANT: *kind = CK_ALLOC_DEVICE_STATIC; return CK_SPACE_CONST;
    case CK_MS_MANAGED: *kind = CK_ALLOC_DEVICE_STATIC; return CK_SPACE_MANAGED;
    default:
      *kind = device ? CK_ALLOC_DEVICE_STATIC : CK_ALLOC_HOST_STATIC;
      return device ? CK_SPACE_GLOBAL : CK_SPACE_HOST;
    }
}

static guint64
alloc_global (Lower *L, CkObj *o)
{
  CkObj *def = o->definition ? o->definition : o;
  gboolean shared_name = def->mem_space != CK_MS_NONE && !def->is_local;
  char *key = NULL;
  if (def != o)
    {
      /* a declaration of an object defined elsewhere (another translation unit's `extern`)
         names the definition's storage, which may already be laid out and initialised */
      Slot *ds = g_hash_table_lookup (L->slots, def);
      if (ds)
        return ds->off;
    }
  if (shared_name)
    {
      key = unit_key ("", def);
      Slot *s = g_hash_table_lookup (L->globals, key);
      if (s)
        {
          g_free (key);
          return s->off;
        }
    }
  CkAllocKind kind;
  CkSpace space = space_of_var (def, L->device, &kind);
  gint64 size = def->type->size > 0 ? def->type->size : 1;
  int align = def->align ? def->align : def->type->align;
  CkAlloc *a = ck_mem_alloc (L->mem, space, kind, (guint64) size, (guint64) MAX (align, 1),
                             def->name, def->loc);
  CkGlobal *g = ck_new (CkGlobal);
  g->obj = def;
  g->name = def->name;
  g->size = def->type ? def->type->size : -1;
  g->addr = a->base;
  g->is_device = L->device;
  ck_vec_push (&L->prog->globals, g);
  if (shared_name)
    {
      Slot *s = g_new0 (Slot, 1);
      s->kind = SLOT_GLOBAL;
      s->off = a->base;
      g_hash_table_insert (L->globals, key, s);
    }
  if (def != o)
    {
      Slot *s = g_new0 (Slot, 1);
      s->kind = SLOT_GLOBAL;
      s->off = a->base;
      g_hash_table_insert (L->slots, def, s);
    }
  return a->base;
}

/* ---- calls --------------------------------------------------------------------------------- */

static CkFunc *func_for (Lower *L, CkObj *o);

/* Adds to [objs] the static __shared__ variables [f] and the functions it calls use, and to
 * [*uses] their CK_FUNC_USES_* bits; [seen] holds the functions visited. An indirect call's
 * targets are not known here: they are not followed, and the call counts as every use. */
static void
collect_reach (const Lower *L, const CkFunc *f, GHashTable *seen, GPtrArray *objs, guint32 *uses)
{
  if (!g_hash_table_add (seen, (gpointer) f))
    return;
  for (int i = 0; i < f->shared_refs.len; i++)
    {
      gpointer o = ck_vec_get (&f->shared_refs, i);
      if (!g_ptr_array_find (objs, o, NULL))
        g_ptr_array_add (objs, o);
    }
  for (guint32 pc = f->entry; pc < f->end; pc++)
    {
      const CkStmt *st = &L->stmts[pc];
      if (st->op == CK_S_OP_BUILTIN)
        *uses |= st->builtin == CK_BUILTIN_PRINTF ? CK_FUNC_USES_PRINTF
                 : st->builtin == CK_BUILTIN_MALLOC || st->builtin == CK_BUILTIN_FREE ? CK_FUNC_USES_HEAP
                 : 0;
      else if (st->op == CK_S_OP_CALL && !st->fn)
        *uses |= CK_FUNC_USES_PRINTF | CK_FUNC_USES_HEAP;
      else if (st->op == CK_S_OP_CALL)
        collect_reach (L, st->fn, seen, objs, uses);
    }
}

/* Orders shared variables as the program-wide layout placed them: by offset. */
static gint
cmp_shared_slot (gconstpointer a, gconstpointer b, gpointer slots)
{
  const Slot *x = g_hash_table_lookup (slots, *(CkObj *const *) a);
  const Slot *y = g_hash_table_lookup (slots, *(CkObj *const *) b);
  return x->off < y->off ? -1 : x->off > y->off;
}

/* The most static __shared__ memory ptxas gives a kernel, on every architecture: beyond 48 KiB a
 * block's shared memory must be dynamic. */
#define CK_LOWER_MAX_STATIC_SHARED 0xc000

/* Sets device_uses and static_shared of every lowered device function: the latter the bytes of
 * the static __shared__ variables it reaches, laid out in declaration order at their alignment, without cudak's redzones (what
 * nvcc gives the kernel and cudaFuncGetAttributes reports as sharedSizeBytes). */
static void
compute_static_shared (Lower *L)
{
  for (int i = 0; i < L->prog->funcs.len; i++)
    {
      CkFunc *f = ck_vec_get (&L->prog->funcs, i);
      if (!f->is_device || f->end <= f->entry)
        continue;
      GHashTable *seen = g_hash_table_new (NULL, NULL);
      GPtrArray *objs = g_ptr_array_new ();
      collect_reach (L, f, seen, objs, &f->device_uses);
      g_ptr_array_sort_with_data (objs, cmp_shared_slot, L->slots);
      guint64 bytes = 0;
      for (guint k = 0; k < objs->len; k++)
        {
          const CkObj *o = g_ptr_array_index (objs, k);
          guint64 align = (guint64) MAX (o->align ? o->align : o->type->align, 1);
          guint64 size = o->type->size > 0 ? (guint64) o->type->size : 1;
          bytes = ((bytes + align - 1) & ~(align - 1)) + size;
        }
      f->static_shared = bytes;
      if (f->is_kernel && bytes > CK_LOWER_MAX_STATIC_SHARED && f->obj)
        {
          /* ptxas's words: nvcc does not build such a kernel, whatever the -arch */
          ck_error (L->sink, f->obj->loc, "kernel '%s' uses too much shared data (%#" G_GINT64_MODIFIER
                    "x bytes, %#x max): static __shared__ memory is limited to 48 KiB per block; "
                    "more must be dynamic (extern __shared__) and opted in to with "
                    "cudaFuncSetAttribute", f->name, bytes, CK_LOWER_MAX_STATIC_SHARED);
          L->errors++;
        }
      g_ptr_array_free (objs, TRUE);
      g_hash_table_destroy (seen);
    }
}

static gint
cmp_var_offset (gconstpointer a, gconstpointer b)
{
  const CkVarRange *x = a, *y = b;
  return x->offset < y->offset ? -1 : x->offset > y->offset;
}
static void need (Lower *L, CkFunc *f);

typedef enum {
  SPECIAL_NONE, SPECIAL_BAR, SPECIAL_VOTE, SPECIAL_SHFL, SPECIAL_SYNCWARP, SPECIAL_MEMBAR,
  SPECIAL_ATOM,
} SpecialKind;

typedef struct Special {
  const char *name;
  SpecialKind kind;
  int sub;
  CkVT vt;            /* ATOM: operand type */
  gboolean has_mask;  /* _sync forms: first argument is the member mask */
} Special;

/* The CUDA functions that are statements of their own rather than builtins (DESIGN §2). */
static const Special specials[] = {
  { "__syncthreads", SPECIAL_BAR, CK_BAR_SYNC, 0, 0 },
  { "__syncthreads_count", SPECIAL_BAR, CK_BAR_RED_POPC, 0, 0 },
  { "__syncthreads_and", SPECIAL_BAR, CK_BAR_RED_AND, 0, 0 },
  { "__syncthreads_or", SPECIAL_BAR, CK_BAR_RED_OR, 0, 0 },
  /* grid_group::sync() of <cooperative_groups.h> (semantics/gridbar.c) */
  { "__cudak_grid_sync", SPECIAL_BAR, CK_BAR_GRID, 0, 0 },
  { "__all_sync", SPECIAL_VOTE, CK_VOTE_ALL, 0, 1 },
  { "__any_sync", SPECIAL_VOTE, CK_VOTE_ANY, 0, 1 },
  { "__uni_sync", SPECIAL_VOTE, CK_VOTE_UNI, 0, 1 },
  { "__ballot_sync", SPECIAL_VOTE, CK_VOTE_BALLOT, 0, 1 },
  { "__activemask", SPECIAL_VOTE, CK_VOTE_ACTIVEMASK, 0, 0 },
  { "__all", SPECIAL_VOTE, CK_VOTE_ALL, 0, 0 },
  { "__any", SPECIAL_VOTE, CK_VOTE_ANY, 0, 0 },
  { "__ballot", SPECIAL_VOTE, CK_VOTE_BALLOT, 0, 0 },
  { "__shfl_sync", SPECIAL_SHFL, CK_SHFL_IDX, 0, 1 },
  { "__shfl_up_sync", SPECIAL_SHFL, CK_SHFL_UP, 0, 1 },
  { "__shfl_down_sync", SPECIAL_SHFL, CK_SHFL_DOWN, 0, 1 },
  { "__shfl_xor_sync", SPECIAL_SHFL, CK_SHFL_XOR, 0, 1 },
  { "__shfl", SPECIAL_SHFL, CK_SHFL_IDX, 0, 0 },
  { "__shfl_up", SPECIAL_SHFL, CK_SHFL_UP, 0, 0 },
  { "__shfl_down", SPECIAL_SHFL, CK_SHFL_DOWN, 0, 0 },
  { "__shfl_xor", SPECIAL_SHFL, CK_SHFL_XOR, 0, 0 },
  { "__syncwarp", SPECIAL_SYNCWARP, 0, 0, 0 },
  { "__threadfence_block", SPECIAL_MEMBAR, 0, 0, 0 },
  { "__threadfence", SPECIAL_MEMBAR, 1, 0, 0 },
  { "__threadfence_system", SPECIAL_MEMBAR, 2, 0, 0 },
};

static const Special *
special_lookup (const char *name, const CkType *fty)
{
  for (gsize i = 0; i < G_N_ELEMENTS (specials); i++)
    if (strcmp (specials[i].name, name) == 0)
      return &specials[i];
  (void) fty;
  return NULL;
}

static int
atom_op (const char *name)
{
  static const struct { const char *name; CkAtomOp op; } atoms[] = {
    { "atomicAdd", CK_AOP_ADD }, { "atomicSub", CK_AOP_SUB }, { "atomicExch", CK_AOP_EXCH },
    { "atomicMin", CK_AOP_MIN }, { "atomicMax", CK_AOP_MAX }, { "atomicInc", CK_AOP_INC },
    { "atomicDec", CK_AOP_DEC }, { "atomicCAS", CK_AOP_CAS }, { "atomicAnd", CK_AOP_AND },
    { "atomicOr", CK_AOP_OR }, { "atomicXor", CK_AOP_XOR },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (atoms); i++)
    {
      gsize len = strlen (atoms[i].name);
      if (strncmp (name, atoms[i].name, len) == 0
          && (name[len] == 0 || name[len] == '_'))
        return (int) atoms[i].op;
    }
  return -1;
}

static CkExpr *
lower_special (Lower *L, const CkNode *n, const Special *sp, CkExpr **args, int nargs)
{
  CkStmt *s;
  int k = sp->has_mask ? 1 : 0;
  if (!sp->has_mask && (sp->kind == SPECIAL_SHFL || (sp->kind == SPECIAL_VOTE && sp->sub != CK_VOTE_ACTIVEMASK))
      && L->cuda_arch >= 700)
    {
      /* nvcc no longer offers the unsynchronised forms for sm_70 and later */
      ck_error (L->sink, n->loc, "'%s' is not available for sm_%d: use '%s_sync' with a member mask",
                sp->name, L->cuda_arch / 10, sp->name);
      L->errors++;
      return x_imm (CK_VT_I32, 0);
    }
  switch (sp->kind)
    {
    case SPECIAL_BAR:
      s = emit (L, CK_S_OP_BAR, n);
      s->sub = (guint8) sp->sub;
      s->a = x_imm (CK_VT_U32, 0);
      if (sp->sub != CK_BAR_SYNC && sp->sub != CK_BAR_GRID)
        {
          s->b = nargs > 0 ? x_truth (args[0]) : x_imm (CK_VT_PRED, 1);
          s->dst = new_reg (L);
          return x_reg (s->dst, CK_VT_I32);
        }
      return x_imm (CK_VT_I32, 0);
    case SPECIAL_VOTE:
      s = emit (L, CK_S_OP_VOTE, n);
      s->sub = (guint8) sp->sub;
      s->dst = new_reg (L);
      s->b = sp->has_mask ? args[0] : NULL;
      s->a = sp->sub == CK_VOTE_ACTIVEMASK ? NULL : x_truth (args[k]);
      s->vt = (sp->sub == CK_VOTE_BALLOT || sp->sub == CK_VOTE_ACTIVEMASK) ? CK_VT_U32 : CK_VT_I32;
      return x_reg (s->dst, s->vt);
    case SPECIAL_SHFL:
      s = emit (L, CK_S_OP_SHFL, n);
      s->sub = (guint8) sp->sub;
      s->dst = new_reg (L);
      s->d = sp->has_mask ? args[0] : NULL;
      s->a = args[k];
      s->b = x_conv (args[k + 1], CK_VT_I32);
      s->c = nargs > k + 2 ? x_conv (args[k + 2], CK_VT_I32) : x_imm (CK_VT_I32, 0);
      s->vt = vt_of (n->type);
      return x_reg (s->dst, s->vt);
    case SPECIAL_SYNCWARP:
      s = emit (L, CK_S_OP_SYNCWARP, n);
      s->a = nargs > 0 ? args[0] : x_imm (CK_VT_U32, 0xffffffffu);
      return x_imm (CK_VT_I32, 0);
    case SPECIAL_MEMBAR:
      s = emit (L, CK_S_OP_MEMBAR, n);
      s->sub = (guint8) sp->sub;
      return x_imm (CK_VT_I32, 0);
    default:
      break;
    }
  g_assert_not_reached ();
}

/* The load intrinsics that are LD statements with their own cache operator (semantics/program.h), by
 * source name; CK_LDC_DEFAULT for any other function. */
static CkLdCacheOp
ld_cache_op (const char *name)
{
  static const struct { const char *name; CkLdCacheOp op; } ops[] = {
    { "__ldca", CK_LDC_CA }, { "__ldcg", CK_LDC_CG }, { "__ldcs", CK_LDC_CS },
    { "__ldlu", CK_LDC_LU }, { "__ldcv", CK_LDC_CV }, { "__ldg", CK_LDC_NC },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (ops); i++)
    if (strcmp (name, ops[i].name) == 0)
      return ops[i].op;
  return CK_LDC_DEFAULT;
}

/* Whether argument [a] of a class passed by address is an object the callee may take as its
 * parameter: a temporary (frontend/class.c ck_class_by_value_arg made it, the caller destroys
 * it after the full-expression), or a thunk's own such parameter, forwarded. Anything else
 * (a byte copy of an object named at file scope) is copied as before. */
static gboolean
passes_own_object (Lower *L, const CkNode *a)
{
  for (;;)
    {
      if (a->kind == CK_E_CAST && a->is_implicit)
        a = a->lhs;
      else if (a->kind == CK_E_COMMA)
        a = a->rhs;
      else
        break;
    }
  if (a->kind == CK_E_COMPOUND_LIT)
    return TRUE;
  if (a->kind != CK_E_VAR || !a->obj->is_param)
    return FALSE;
  Slot *s = g_hash_table_lookup (L->slots, a->obj);
  return s && s->kind == SLOT_INDIRECT;
}

static CkExpr *
lower_call (Lower *L, const CkNode *n)
{
  const CkNode *callee = n->lhs;
  CkObj *fobj = NULL;
  if (callee->kind == CK_E_ADDR && callee->lhs->kind == CK_E_VAR && callee->lhs->obj->is_function)
    fobj = callee->lhs->obj;
  else if (callee->kind == CK_E_VAR && callee->obj->is_function)
    fobj = callee->obj;
  CkObj *def = fobj && fobj->definition ? fobj->definition : fobj;

  /* statements of their own */
  if (def && !def->body)
    {
      const char *name = linkage_name (def);
      /* the specials are known by their source name (overloads carry asm labels) */
      const Special *sp = special_lookup (def->name, def->type);
      /* or by the asm label of a declaration that names one (CUDA 8's any/all/ballot) */
      if (!sp && def->asm_name)
        sp = special_lookup (def->asm_name, def->type);
      int aop = atom_op (name);
      CkLdCacheOp ldc = ld_cache_op (fobj->name);   /* overloads share asm labels: the name called */
      if (ldc != CK_LDC_DEFAULT && L->device && n->n_args == 1 && !is_struct (n->type))
        {
          /* a scalar load of *p with the intrinsic's cache operator; vector types stay
             builtins (one lane's 16-byte struct is not one LD) */
          CkExpr *v = load (L, n, lower_rv (L, n->args[0]), n->type, FALSE);
          L->stmts[L->n_stmts - 1].sub = (guint8) ldc;
          return v;
        }
      if (sp || aop >= 0)
        {
          CkExpr **args = ck_new_n (CkExpr *, n->n_args + 1);
          for (int i = 0; i < n->n_args; i++)
            args[i] = lower_rv (L, n->args[i]);
          if (sp)
            return lower_special (L, n, sp, args, n->n_args);
          if (!L->device)
            {
              ck_error (L->sink, n->loc, "'%s' is a device function and cannot be called from host code", name);
              L->errors++;
              return x_imm (CK_VT_I32, 0);
            }
          CkStmt *s = emit (L, CK_S_OP_ATOM, n);
          s->sub = (guint8) aop;
          s->a = args[0];
          s->vt = vt_of (n->type);
          s->size = (guint32) n->type->size;
          s->b = n->n_args > 1 ? x_conv (args[1], s->vt) : NULL;
          s->c = n->n_args > 2 ? x_conv (args[2], s->vt) : NULL;
          s->dst = new_reg (L);
          return x_reg (s->dst, s->vt);
        }
    }

  CkExpr **args = ck_new_n (CkExpr *, n->n_args + 1);
  const CkType **types = ck_new_n (const CkType *, n->n_args + 1);
  int k = 0;
  gboolean sret = is_struct (n->type);
  gint32 sret_off = -1;
  if (sret)
    {
      sret_off = (gint32) frame_alloc (L, n->type->size, n->type->align, NULL);
      CkExpr *e = x_new (CK_X_LADDR, CK_VT_U64);
      e->imm.u = (guint64) sret_off;
      args[k] = e;
      types[k++] = ck_ty_ulong;
    }
  /* a variadic function of the program (host code): the arguments of its '...' go in a block of
     the caller's frame, one 32-byte slot each (its class at 0, its promoted value at 16, 8
     bytes, 16 for a long double), closed by a slot whose class is VA_END; the callee gets the
     block's address as one more argument (va_start, va_arg, interp/libc.c: ck_bi_u_va_arg) */
  const CkType *ftype = def ? def->type : callee->type && ck_type_is_pointer (callee->type)
                                            ? callee->type->base : callee->type;
  int n_fixed = n->n_args;
  gint32 va_off = -1;
  if (!(def && !def->body) && !L->device && ftype && ftype->kind == CK_TY_FUNC && ftype->is_variadic
      && ftype->n_params <= n->n_args)
    {
      n_fixed = ftype->n_params;
      va_off = (gint32) frame_alloc (L, 32 * (guint32) (n->n_args - n_fixed + 1), 16, NULL);
    }
  /* the arguments in the order g++ evaluates them (host code, CkArgOrder), each value kept in
     [vals] by position; device code evaluates them from left to right */
  CkExpr **vals = ck_new_n (CkExpr *, n->n_args + 1);
  gboolean has_this = ftype && ftype->kind == CK_TY_FUNC && ftype->params && ftype->params->name
                      && strcmp (ftype->params->name, "this") == 0;
  gboolean ltr = L->device || n->arg_order == CK_ARGS_LTR;
  int first = has_this && n->arg_order == CK_ARGS_CALL && n->n_args > 0 ? 1 : 0;
  for (int j = 0; j < n->n_args; j++)
    {
      int i = ltr ? j : j < first ? 0 : n->n_args - 1 - (j - first);
      const CkNode *a = n->args[i];
      CkExpr *v = lower_rv (L, a);
      if (i >= n_fixed)
        {
          CkExpr *slot = x_new (CK_X_LADDR, CK_VT_U64);
          slot->imm.u = (guint64) va_off + 32 * (guint64) (i - n_fixed);
          if (is_struct (a->type))
            {
              /* a class object: a copy in the caller's frame, its address in the slot (va_arg
                 of a class type is unsupported, so only a function that skips it runs) */
              guint32 off = frame_alloc (L, a->type->size, a->type->align, NULL);
              CkExpr *tmp = x_new (CK_X_LADDR, CK_VT_U64);
              tmp->imm.u = off;
              copy_bytes (L, a, tmp, v, a->type->size);
              store (L, a, slot, ck_ty_ulong, x_imm (CK_VT_U64, CK_VA_STRUCT), FALSE);
              store (L, a, x_addr_add (slot, 16), ck_ty_ulong, tmp, FALSE);
              continue;
            }
          int cls = ck_printf_arg_class (a->type);
          store (L, a, slot, ck_ty_ulong, x_imm (CK_VT_U64, (guint64) cls + 1), FALSE);
          const CkType *st = cls == CK_FARG_DOUBLE ? ck_ty_double : cls == CK_FARG_LDOUBLE ? ck_ty_ldouble
                             : cls == CK_FARG_INT ? ck_ty_long : ck_ty_ulong;
          store (L, a, x_addr_add (slot, 16), st, x_conv (v, vt_of (st)), FALSE);
          continue;
        }
      /* a class passed by address: [v], the address of the temporary the frontend made for
         the parameter (or of the parameter a thunk forwards), is the callee's parameter */
      gboolean own = is_struct (a->type) && ck_class_is_passed_indirectly (a->type)
                     && passes_own_object (L, a);
      if (is_struct (a->type) && !own)
        {
          /* by value: the callee gets its own copy */
          guint32 off = frame_alloc (L, a->type->size, a->type->align, NULL);
          CkExpr *tmp = x_new (CK_X_LADDR, CK_VT_U64);
          tmp->imm.u = off;
          copy_bytes (L, a, tmp, v, a->type->size);
          v = tmp;
        }
      else if (v->op != CK_X_IMM && v->op != CK_X_LADDR && v->op != CK_X_SADDR)
        v = x_reg (to_reg (L, a, v), v->vt); /* evaluate now: later arguments may have effects */
      vals[i] = v;
    }
  for (int i = 0; i < n_fixed; i++)
    {
      args[k] = vals[i];
      types[k++] = n->args[i]->type;
    }
  if (va_off >= 0)
    {
      CkExpr *end = x_new (CK_X_LADDR, CK_VT_U64);
      end->imm.u = (guint64) va_off + 32 * (guint64) (n->n_args - n_fixed);
      store (L, n, end, ck_ty_ulong, x_imm (CK_VT_U64, CK_VA_END), FALSE);
      CkExpr *blk = x_new (CK_X_LADDR, CK_VT_U64);
      blk->imm.u = (guint64) va_off;
      args[k] = blk;
      types[k++] = ck_ty_ulong;
    }

  if (def && !def->body)
    {
      int bi = device_math_form (L, ck_builtin_lookup (linkage_name (def)));
      if (bi < 0 && L->unit_only)
        return x_imm (vt_of (n->type) == CK_VT_VOID ? CK_VT_I32 : vt_of (n->type), 0);
      if (bi < 0 && def->deferred_diags.len)
        {
          /* a member of a class template's instance whose body had errors, called from a
             body compiled before that was known (frontend/class.c): its own diagnostics */
          for (int i = 0; i < def->deferred_diags.len; i++)
            {
              const CkDeferredDiag *d = def->deferred_diags.data[i];
              ck_diag_replay (L->sink, (CkDiagLevel) d->level, d->text);
            }
          def->deferred_diags.len = 0;
          ck_diag (L->sink, CK_DIAG_NOTE, n->loc, 1, "required from here");
          L->errors++;
          return x_imm (vt_of (n->type) == CK_VT_VOID ? CK_VT_I32 : vt_of (n->type), 0);
        }
      if (bi < 0)
        {
          ck_error (L->sink, n->loc, "unsupported: function '%s' is declared but cudak has no definition or builtin for it",
                    def->name);
          L->errors++;
          return x_imm (vt_of (n->type) == CK_VT_VOID ? CK_VT_I32 : vt_of (n->type), 0);
        }
      if (sret)
        {
          /* a builtin returning a struct (div_t, ...) leaves its bytes in the result */
          k--;
          memmove (args, args + 1, sizeof (CkExpr *) * (gsize) k);
          memmove (types, types + 1, sizeof (CkType *) * (gsize) k);
        }
      /* -ftz=true: nvcc compiles the single-precision math functions and intrinsics with the
         .ftz forms of their instructions (sqrt.rn.ftz.f32, ex2.approx.ftz.f32, ...): their
         subnormal arguments and results are flushed (not the reinterpretations __int_as_float
         and kin, which move bits) */
      gboolean flush = L->device && L->fmode->ftz && !sret && vt_of (n->type) == CK_VT_F32
                       && !strstr (ck_builtin_table[bi].name, "_as_");
      for (int i = 0; flush && i < k; i++)
        if (args[i]->vt == CK_VT_F32)
          args[i] = x_ftz (args[i]);
      CkStmt *s = emit (L, CK_S_OP_BUILTIN, n);
      s->builtin = bi;
      s->args = args;
      s->n_args = (guint32) k;
      s->arg_types = (const CkType *const *) types;
      s->vt = sret ? CK_VT_F80 : vt_of (n->type);
      if (s->vt != CK_VT_VOID)
        s->dst = new_reg (L);
      if (sret)
        {
          if (n->type->size > 16)
            unsupported (L, n->loc, "a builtin returning a struct of more than 16 bytes");
          CkExpr *slot = x_new (CK_X_LADDR, CK_VT_U64);
          slot->imm.u = (guint64) sret_off;
          CkStmt *st = emit (L, CK_S_OP_ST, n);
          st->a = slot;
          st->b = x_reg (s->dst, CK_VT_F80);
          st->vt = CK_VT_F80;
          st->size = (guint32) n->type->size;
          return slot;
        }
      /* a builtin declared to return bool gives 0 or 1 whatever its C implementation returns
         (glibc's __isinf says -1 for -inf: isinf(-INFINITY) was 255) */
      if (s->dst >= 0 && n->type->kind == CK_TY_BOOL && !n->type->is_reference)
        return x_conv (x_truth (x_reg (s->dst, s->vt)), CK_VT_U8);
      if (flush && s->dst >= 0)
        return x_ftz (x_reg (s->dst, s->vt));
      return s->dst >= 0 ? x_reg (s->dst, s->vt) : x_imm (CK_VT_I32, 0);
    }

  /* a call of program code: preRet Lafter; call f; Lafter:   [H §5.4.1] (preRet), (call_*);
     a function pointer is evaluated first: the call must follow its preRet (condition (3)) */
  CkExpr *target = NULL;
  if (!def)
    {
      target = lower_rv (L, callee);
      if (target->op != CK_X_IMM)
        target = x_reg (to_reg (L, n, target), CK_VT_U64);
    }
  int after = new_label (L);
  emit_tok (L, CK_S_OP_PRERET, n, after);
  CkStmt *s = emit (L, CK_S_OP_CALL, n);
  if (def)
    s->fn = func_for (L, def);
  else
    s->a = target;
  s->args = args;
  s->n_args = (guint32) k;
  s->arg_types = (const CkType *const *) types;
  if (sret)
    s->flags |= CK_SF_SRET;
  s->vt = sret ? CK_VT_VOID : vt_of (n->type);
  if (s->vt != CK_VT_VOID)
    s->dst = new_reg (L);
  place (L, after);
  if (!def || !def->type->is_noexcept)
    exc_check (L, n);
  if (sret)
    {
      CkExpr *e = x_new (CK_X_LADDR, CK_VT_U64);
      e->imm.u = (guint64) sret_off;
      return e;
    }
  return s->dst >= 0 ? x_reg (s->dst, s->vt) : x_imm (CK_VT_I32, 0);
}

static CkExpr *
lower_launch (Lower *L, const CkNode *n)
{
  const CkNode *callee = n->lhs;
  CkObj *k = NULL;
  if (callee->kind == CK_E_ADDR)
    callee = callee->lhs;
  if (callee->kind == CK_E_VAR && callee->obj->is_function)
    k = callee->obj;
  CkStmt *s;
  /* through a pointer, its value comes last and names the kernel when the launch runs */
  CkExpr **args = ck_new_n (CkExpr *, n->n_args + 5);
  /* nvcc makes the launch `__cudaPushCallConfiguration (cfg) ? (void) 0 : stub (args)` for g++,
     which evaluates the configuration, then the arguments, each list from its end (CkArgOrder) */
  for (int j = 0; j < 4; j++)
    {
      int i = 3 - j;
      const CkNode *c = n->launch_cfg[i];
      if (!c)
        args[i] = x_imm (CK_VT_U64, i < 2 ? 0 : 0);
      else
        {
          CkExpr *v = lower_rv (L, c);
          if (v->op != CK_X_IMM && v->op != CK_X_LADDR)
            v = x_reg (to_reg (L, c, v), v->vt);
          args[i] = v;
        }
    }
  for (int j = 0; j < n->n_args; j++)
    {
      int i = n->n_args - 1 - j;
      CkExpr *v = lower_rv (L, n->args[i]);
      if (v->op != CK_X_IMM && v->op != CK_X_LADDR)
        v = x_reg (to_reg (L, n->args[i], v), v->vt);
      args[4 + i] = v;
    }
  if (!k)
    {
      CkExpr *v = lower_rv (L, n->lhs);
      if (v->op != CK_X_IMM)
        v = x_reg (to_reg (L, n->lhs, v), v->vt);
      args[4 + n->n_args] = v;
      s = emit (L, CK_S_OP_LAUNCH, n);
      s->args = args;
      s->n_args = (guint32) n->n_args + 5;
      return x_imm (CK_VT_I32, 0);
    }
  s = emit (L, CK_S_OP_LAUNCH, n);
  s->args = args;
  s->n_args = (guint32) n->n_args + 4;
  CkObj *def = k->definition ? k->definition : k;
  char *key = unit_key ("d:", def);
  s->fn = g_hash_table_lookup (L->by_name, key);
  g_free (key);
  need (L, s->fn);
  if (!s->fn && !L->unit_only)
    {
      ck_error (L->sink, n->loc, "kernel '%s' has no definition", def->name);
      L->errors++;
    }
  return x_imm (CK_VT_I32, 0);
}

/* ---- expressions --------------------------------------------------------------------------- */

static gboolean
is_pure (const CkNode *n)
{
  if (!n)
    return TRUE;
  switch (n->kind)
    {
    case CK_E_INT_LIT: case CK_E_FLOAT_LIT: case CK_E_NULLPTR: case CK_E_STR_LIT:
      return TRUE;
    case CK_E_VAR:
      return n->obj->is_function || (n->obj->is_local && lives_in_register (n->obj)
                                     && n->obj->storage != CK_SC_STATIC
                                     && n->obj->mem_space == CK_MS_NONE);
    case CK_E_MEMBER:
      return n->lhs->kind == CK_E_BUILTIN_VAR;
    case CK_E_BUILTIN_VAR:
      return n->ival == CK_BV_WARP_SIZE;
    case CK_E_ADDR:
      {
        const CkNode *x = n->lhs;
        while (x->kind == CK_E_MEMBER)
          x = x->lhs;
        if (x->kind == CK_E_VAR)
          return TRUE;
        if (x->kind == CK_E_DEREF)
          return is_pure (x->lhs);
        return FALSE;
      }
    case CK_E_CAST: case CK_E_NEG: case CK_E_POS: case CK_E_NOT: case CK_E_BITNOT:
      return is_pure (n->lhs) && !is_struct (n->type);
    case CK_E_ADD: case CK_E_SUB: case CK_E_PTRDIFF: case CK_E_MUL: case CK_E_DIV: case CK_E_MOD:
    case CK_E_SHL: case CK_E_SHR: case CK_E_BITAND: case CK_E_BITOR: case CK_E_BITXOR:
    case CK_E_EQ: case CK_E_NE: case CK_E_LT: case CK_E_LE: case CK_E_GT: case CK_E_GE:
    case CK_E_LOGAND: case CK_E_LOGOR:
      return is_pure (n->lhs) && is_pure (n->rhs);
    case CK_E_COND:
      return is_pure (n->cond) && is_pure (n->then) && is_pure (n->els) && !is_struct (n->type);
    default:
      return FALSE;
    }
}

static CkXOp
binop_of (CkNodeKind k)
{
  switch (k)
    {
    case CK_E_ADD: return CK_X_ADD;
    case CK_E_SUB: return CK_X_SUB;
    case CK_E_MUL: return CK_X_MUL;
    case CK_E_DIV: return CK_X_DIV;
    case CK_E_MOD: return CK_X_MOD;
    case CK_E_SHL: return CK_X_SHL;
    case CK_E_SHR: return CK_X_SHR;
    case CK_E_BITAND: return CK_X_AND;
    case CK_E_BITOR: return CK_X_OR;
    case CK_E_BITXOR: return CK_X_XOR;
    case CK_E_EQ: return CK_X_EQ;
    case CK_E_NE: return CK_X_NE;
    case CK_E_LT: return CK_X_LT;
    case CK_E_LE: return CK_X_LE;
    case CK_E_GT: return CK_X_GT;
    case CK_E_GE: return CK_X_GE;
    default: g_assert_not_reached ();
    }
}

/* ---- variable-length arrays (C11 6.7.6.2) ----------------------------------------------
 * A VLA's lengths are evaluated once, where its type is declared (an object, a typedef, a
 * parameter), into registers that sizeof and pointer arithmetic read later; its storage extends
 * the frame at run time (ck_thread_vla_alloc). */

/* The register holding the length of VLA type [t] in the current function, or -1 when its
 * declaration did not evaluate it (a type name in a cast or sizeof). [*by_typedef], when not
 * NULL, says whether a typedef evaluated it. */
static gint32
vla_len_reg (Lower *L, const CkType *t, gboolean *by_typedef)
{
  for (int hops = 0; t && L->vla_dims && hops < 8; t = t->origin, hops++)
    {
      gpointer v;
      if (g_hash_table_lookup_extended (L->vla_dims, t, NULL, &v))
        {
          if (by_typedef)
            *by_typedef = GPOINTER_TO_INT (v) & 1;
          return GPOINTER_TO_INT (v) >> 1;
        }
    }
  return -1;
}

/* Evaluates at [at] the lengths of the VLA types in [t] (its arrays and what its pointers point
 * to), outermost first, into registers of the current function. [typedef_decl]: a typedef
 * declares [t]; an object declared with a typedef's VLA type keeps the lengths the typedef
 * evaluated (C11 6.7.8p3). */
static void
vla_eval_dims (Lower *L, const CkNode *at, const CkType *t, gboolean typedef_decl)
{
  for (; t && (t->kind == CK_TY_ARRAY || t->kind == CK_TY_PTR); t = t->base)
    if (t->kind == CK_TY_ARRAY && t->vla_len)
      {
        gboolean by_typedef = FALSE;
        gint32 r = vla_len_reg (L, t, &by_typedef);
        if (r >= 0 && by_typedef && !typedef_decl)
          continue;
        CkExpr *len = x_conv (lower_rv (L, t->vla_len), CK_VT_U64);
        if (r < 0)
          {
            r = to_reg (L, at, len);
            if (!L->vla_dims)
              L->vla_dims = g_hash_table_new (NULL, NULL);
            g_hash_table_insert (L->vla_dims, (gpointer) t, GINT_TO_POINTER (r * 2 + !!typedef_decl));
          }
        else
          emit_mov (L, at, r, len);   /* the declaration runs again (a loop body) */
      }
}

/* sizeof [t] at run time (an unsigned 64-bit value): its lengths times its element's size. */
static CkExpr *
vla_sizeof (Lower *L, const CkType *t)
{
  if (!is_variably_sized (t))
    return x_imm (CK_VT_U64, (guint64) MAX (t->size, 0));
  CkExpr *len;
  if (t->vla_len)
    {
      gint32 r = vla_len_reg (L, t, NULL);
      len = r >= 0 ? x_reg (r, CK_VT_U64) : x_conv (lower_rv (L, t->vla_len), CK_VT_U64);
    }
  else
    len = x_imm (CK_VT_U64, (guint64) MAX (t->array_len, 0));
  return x_bin (CK_X_MUL, CK_VT_U64, len, vla_sizeof (L, t->base));
}

/* [base] + [idx] elements of pointer type [ptr] (idx a signed 64-bit value): the element size
 * is read at run time when it points to a VLA. */
static CkExpr *
ptr_add (Lower *L, const CkType *ptr, CkExpr *base, CkExpr *idx)
{
  CkExpr *e;
  if (ptr->base && is_variably_sized (ptr->base))
    {
      idx = x_bin (CK_X_MUL, CK_VT_I64, idx, x_conv (vla_sizeof (L, ptr->base), CK_VT_I64));
      e = x_bin (CK_X_PTRADD, CK_VT_U64, base, idx);
      e->imm.i = 1;
      return e;
    }
  e = x_bin (CK_X_PTRADD, CK_VT_U64, base, idx);
  e->imm.i = elem_size (ptr);
  return e;
}

static gint64
elem_size (const CkType *ptr)
{
  const CkType *b = ptr->base;
  if (!b || b->kind == CK_TY_VOID || b->kind == CK_TY_FUNC || b->size <= 0)
    return 1; /* GNU: arithmetic on void* steps by 1 */
  return b->size;
}

/* ---- floating point as the GPU computes it (issue 25) ------------------------------------ */

static CkExpr *
x_neg (CkExpr *a)
{
  CkExpr *e = x_new (CK_X_NEG, a->vt);
  e->a = a;
  return e;
}

static CkExpr *
x_fma (CkExpr *a, CkExpr *b, CkExpr *c)
{
  CkExpr *e = x_new (CK_X_FMA, c->vt);
  e->a = a;
  e->b = b;
  e->c = c;
  return e;
}

/* Whether [e] is a constant: the compiler computes it, each operation rounded. */
static gboolean
x_is_const (const CkExpr *e)
{
  if (!e)
    return TRUE;
  switch ((CkXOp) e->op)
    {
    case CK_X_IMM:
      return TRUE;
    case CK_X_REG: case CK_X_SREG: case CK_X_LADDR: case CK_X_SADDR: case CK_X_TADDR:
      return FALSE;
    default:
      return x_is_const (e->a) && x_is_const (e->b) && x_is_const (e->c);
    }
}

/* Whether [e] is a product of type [vt], or (with [neg]) the negation of one, that the GPU
 * computes: a product of two constants is folded by the compiler, rounded, before any
 * contraction (`2.0f * 0.1f + x` adds a constant). */
static gboolean
is_product (const CkExpr *e, CkVT vt, gboolean neg)
{
  if (neg)
    return e->op == CK_X_NEG && e->vt == vt && is_product (e->a, vt, FALSE);
  return e->op == CK_X_MUL && e->vt == vt && !(x_is_const (e->a) && x_is_const (e->b));
}

/* a + b or a - b in [vt], contracted as nvcc contracts it (issue 25). With -fmad=true (the
 * default) the GPU computes a float or double product that an add or subtract uses with one
 * rounding: NVVM writes `a*b + c` and `c + a*b` as fma.rn in the PTX and leaves `a*b - c`,
 * `c - a*b` and `-(a*b) + c` as mul and sub without rounding modifier, which the PTX ISA lets
 * ptxas fuse and which ptxas does fuse (FFMA/DFMA in the SASS of sm_75 to sm_120, read with
 * nvcc -cubin). So: an operand of + or - that is a product of the same type, written in the
 * same expression (or the right-hand side of += and -=), is fused; when both operands are
 * products the left one is (NVVM's choice: fma(a, b, c*d)). Not fused: a product converted
 * first ((double)(x*y) + d), a product computed in another statement (see README), host code
 * (gcc's default on x86-64), -fmad=false, and the __fmul_rn/__fadd_rn/... intrinsics, which
 * are builtin calls, never MUL nodes. */
static CkExpr *
x_addsub (Lower *L, CkXOp op, CkVT vt, CkExpr *a, CkExpr *b)
{
  gboolean sub = op == CK_X_SUB;
  if ((op == CK_X_ADD || sub) && L->device && L->fmode->fmad && (vt == CK_VT_F32 || vt == CK_VT_F64))
    {
      if (is_product (a, vt, FALSE))          /* a0*a1 + b, a0*a1 - b */
        return x_fma (a->a, a->b, sub ? x_neg (b) : b);
      if (is_product (b, vt, FALSE))          /* a + b0*b1, a - b0*b1 */
        return x_fma (sub ? x_neg (b->a) : b->a, b->b, a);
      if (is_product (a, vt, TRUE))           /* -(x*y) + b, -(x*y) - b */
        return x_fma (x_neg (a->a->a), a->a->b, sub ? x_neg (b) : b);
      if (is_product (b, vt, TRUE))           /* a + -(x*y), a - -(x*y) */
        return x_fma (sub ? b->a->a : x_neg (b->a->a), b->a->b, a);
    }
  return x_bin (op, vt, a, b);
}

/* Marks the float nodes of [e] with the CK_XF_* of the current function's float mode. */
static void
mark_float_mode (const Lower *L, CkExpr *e)
{
  for (; e; e = e->c)
    {
      gboolean f32 = e->vt == CK_VT_F32 || (e->a && e->a->vt == CK_VT_F32);
      switch ((CkXOp) e->op)
        {
        case CK_X_DIV:
          /* -prec-div=false: div.full.f32, under --use_fast_math div.approx.f32; 1.0f / y is
             rcp.approx.f32 either way (nvcc -ptx) */
          if (e->vt == CK_VT_F32 && !L->fmode->prec_div)
            e->imm.u |= L->fmode->fast_math && !(e->a->op == CK_X_IMM && e->a->imm.f == 1.0f)
                        ? CK_XF_DIV_APPROX : CK_XF_DIV_FULL;
          /* fall through */
        case CK_X_ADD: case CK_X_SUB: case CK_X_MUL: case CK_X_FMA: case CK_X_NEG:
        case CK_X_EQ: case CK_X_NE: case CK_X_LT: case CK_X_LE: case CK_X_GT: case CK_X_GE:
        case CK_X_CONV:
          if (f32 && L->fmode->ftz && (ck_vt_is_float (e->vt) || ck_vt_is_float (e->a->vt)))
            e->imm.u |= CK_XF_FTZ;
          break;
        default:
          break;
        }
      mark_float_mode (L, e->a);
      mark_float_mode (L, e->b);
    }
}

enum { USE_OTHER, USE_ADDSUB, USE_WRITE };

/* Finds the locals of ProdVar below [n] ([loop]: the innermost loop around it; [use]: how the
 * parent uses the value of [n]). */
static void
scan_products (GHashTable *pv, const CkNode *n, const CkNode *loop, int use)
{
  if (!n)
    return;
  switch (n->kind)
    {
    case CK_S_DECL:
      {
        CkObj *o = n->obj;
        if (!o || o->is_function || !o->init)
          return;
        for (int i = 0; i < o->init->n_items; i++)
          scan_products (pv, o->init->items[i].expr, loop, USE_OTHER);
        CkVT vt = vt_of (o->type);
        const CkNode *e = o->init->n_items == 1 ? o->init->items[0].expr : NULL;
        if (o->is_local && o->storage != CK_SC_STATIC && o->storage != CK_SC_EXTERN
            && o->mem_space == CK_MS_NONE && lives_in_register (o) && !o->type->is_volatile
            && (vt == CK_VT_F32 || vt == CK_VT_F64) && e && e->kind == CK_E_MUL
            && vt_of (e->type) == vt)
          {
            ProdVar *p = g_new0 (ProdVar, 1);
            p->loop = loop;
            p->ra = p->rb = -1;
            p->vt = vt;
            g_hash_table_replace (pv, o, p);
          }
        return;
      }
    case CK_E_VAR:
      {
        ProdVar *p = g_hash_table_lookup (pv, n->obj);
        if (p && use == USE_ADDSUB && loop == p->loop)
          p->reads++;
        else if (p)
          p->bad = TRUE;
        return;
      }
    case CK_E_ADD:
    case CK_E_SUB:
      {
        CkVT vt = vt_of (n->type);
        int u = (vt == CK_VT_F32 || vt == CK_VT_F64) && !ck_type_is_pointer (n->type)
                ? USE_ADDSUB : USE_OTHER;
        scan_products (pv, n->lhs, loop, u);
        scan_products (pv, n->rhs, loop, u);
        return;
      }
    case CK_E_CAST:
      scan_products (pv, n->lhs, loop,
                     n->lhs && vt_of (n->type) == vt_of (n->lhs->type) ? use : USE_OTHER);
      return;
    case CK_E_ASSIGN:
      scan_products (pv, n->lhs, loop, USE_WRITE);
      scan_products (pv, n->rhs, loop, USE_OTHER);
      return;
    case CK_E_COMPOUND_ASSIGN:
      {
        CkVT vt = n->optype ? vt_of (n->optype) : CK_VT_VOID;
        scan_products (pv, n->lhs, loop, USE_WRITE);
        scan_products (pv, n->rhs, loop,
                       (n->op == CK_E_ADD || n->op == CK_E_SUB) && (vt == CK_VT_F32 || vt == CK_VT_F64)
                       && !ck_type_is_pointer (n->lhs->type) ? USE_ADDSUB : USE_OTHER);
        return;
      }
    case CK_E_PRE_INC: case CK_E_PRE_DEC: case CK_E_POST_INC: case CK_E_POST_DEC:
    case CK_E_ADDR:
      scan_products (pv, n->lhs, loop, USE_WRITE);
      return;
    case CK_S_FOR:
      scan_products (pv, n->init, loop, USE_OTHER);
      scan_products (pv, n->cond, n, USE_OTHER);
      scan_products (pv, n->inc, n, USE_OTHER);
      scan_products (pv, n->then, n, USE_OTHER);
      return;
    case CK_S_WHILE:
    case CK_S_DO:
      scan_products (pv, n->cond, n, USE_OTHER);
      scan_products (pv, n->then, n, USE_OTHER);
      return;
    case CK_E_COMPOUND_LIT:
      if (n->obj && n->obj->init)
        for (int i = 0; i < n->obj->init->n_items; i++)
          scan_products (pv, n->obj->init->items[i].expr, loop, USE_OTHER);
      return;
    default:
      break;
    }
  const CkNode *kids[] = { n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc,
                           n->launch_cfg[0], n->launch_cfg[1], n->launch_cfg[2], n->launch_cfg[3] };
  for (gsize i = 0; i < G_N_ELEMENTS (kids); i++)
    scan_products (pv, kids[i], loop, USE_OTHER);
  for (int i = 0; i < n->n_args; i++)
    scan_products (pv, n->args[i], loop, USE_OTHER);
  for (int i = 0; i < n->n_body; i++)
    scan_products (pv, n->body[i], loop, USE_OTHER);
  for (int i = 0; i < n->n_cases; i++)
    scan_products (pv, n->cases[i], loop, USE_OTHER);
}

static const CkNode *
strip_same_casts (const CkNode *v)
{
  while (v->kind == CK_E_CAST && v->lhs && vt_of (v->type) == vt_of (v->lhs->type)
         && !is_struct (v->type))
    v = v->lhs;
  return v;
}

/* The index of the parameter of [def] that [v] names, or -1. */
static int
param_index (const CkObj *def, const CkNode *v)
{
  if (v->kind != CK_E_VAR)
    return -1;
  for (int i = 0; i < def->n_params; i++)
    if (def->params[i] == v->obj)
      return i;
  return -1;
}

/* A call of a __device__ function whose body is `return x * y;` (x and y its parameters or
 * literals), as an operand of + or -: nvcc inlines the function and contracts its product into
 * the caller's add (FFMA in the SASS), so the product is built here from the arguments, which
 * are evaluated as the call would evaluate them. NULL when the call is of another kind. */
static CkExpr *
inline_product_call (Lower *L, const CkNode *v)
{
  const CkNode *callee = v->lhs;
  CkObj *fobj = NULL;
  if (callee->kind == CK_E_ADDR && callee->lhs->kind == CK_E_VAR && callee->lhs->obj->is_function)
    fobj = callee->lhs->obj;
  else if (callee->kind == CK_E_VAR && callee->obj->is_function)
    fobj = callee->obj;
  const CkObj *def = fobj && fobj->definition ? fobj->definition : fobj;
  if (!def || !def->body || !(def->exec_space & CK_ES_DEVICE) || (def->exec_space & CK_ES_GLOBAL)
      || def->body->kind != CK_S_BLOCK || def->body->n_body != 1 || v->n_args != def->n_params)
    return NULL;
  const CkNode *ret = def->body->body[0];
  CkVT vt = vt_of (v->type);
  if (ret->kind != CK_S_RETURN || !ret->lhs || is_struct (v->type) || vt_of (ret->lhs->type) != vt)
    return NULL;
  const CkNode *prod = strip_same_casts (ret->lhs);
  if (prod->kind != CK_E_MUL || vt_of (prod->type) != vt)
    return NULL;
  const CkNode *ops[2] = { strip_same_casts (prod->lhs), strip_same_casts (prod->rhs) };
  for (int k = 0; k < 2; k++)
    if (ops[k]->kind != CK_E_FLOAT_LIT
        && (param_index (def, ops[k]) < 0 || vt_of (ops[k]->type) != vt))
      return NULL;
  for (int i = 0; i < v->n_args; i++)
    if (is_struct (v->args[i]->type))
      return NULL;
  CkExpr **args = g_newa (CkExpr *, v->n_args + 1);
  for (int i = 0; i < v->n_args; i++)
    {
      /* each argument once, in order, as the call evaluates them */
      CkExpr *a = x_conv (lower_rv (L, v->args[i]), vt_of (def->params[i]->type));
      args[i] = a->op == CK_X_IMM ? a : x_reg (to_reg (L, v->args[i], a), a->vt);
    }
  CkExpr *x[2];
  for (int k = 0; k < 2; k++)
    x[k] = ops[k]->kind == CK_E_FLOAT_LIT ? x_conv (lower_rv (L, ops[k]), vt)
                                          : x_conv (args[param_index (def, ops[k])], vt);
  return x_bin (CK_X_MUL, vt, x[0], x[1]);
}

/* The value of [n], an operand of + or - (or the right-hand side of += and -=): a local of
 * ProdVar whose product is contracted is read as its product, and a call of a function that
 * returns a product is inlined (issue 25). */
static CkExpr *
lower_addsub_operand (Lower *L, const CkNode *n)
{
  const CkNode *v = strip_same_casts (n);
  if (L->device && L->fmode->fmad && v->kind == CK_E_CALL
      && (vt_of (v->type) == CK_VT_F32 || vt_of (v->type) == CK_VT_F64))
    {
      CkExpr *e = inline_product_call (L, v);
      if (e)
        return e;
    }
  if (L->products && v->kind == CK_E_VAR)
    {
      const ProdVar *p = g_hash_table_lookup (L->products, v->obj);
      if (p && !p->bad && p->ra >= 0)
        return x_bin (CK_X_MUL, p->vt, x_reg (p->ra, p->vt), x_reg (p->rb, p->vt));
    }
  return lower_rv (L, n);
}

/* The builtin device code calls for the math function [bi] (issue 25): under --use_fast_math
 * the single-precision functions that have an intrinsic form compile to it (CUDA Programming
 * Guide, "Intrinsic Functions": sinf -> __sinf, expf -> __expf, ...), and sqrtf under
 * -prec-sqrt=false is sqrt.approx.f32. */
static int
device_math_form (const Lower *L, int bi)
{
  static const struct { int from, to; } fast[] = {
    { CK_BUILTIN_SINF, CK_BUILTIN_U_SINF }, { CK_BUILTIN_COSF, CK_BUILTIN_U_COSF },
    { CK_BUILTIN_TANF, CK_BUILTIN_U_TANF }, { CK_BUILTIN_SINCOSF, CK_BUILTIN_U_SINCOSF },
    { CK_BUILTIN_EXPF, CK_BUILTIN_U_EXPF }, { CK_BUILTIN_EXP10F, CK_BUILTIN_U_EXP10F },
    { CK_BUILTIN_LOGF, CK_BUILTIN_U_LOGF }, { CK_BUILTIN_LOG2F, CK_BUILTIN_U_LOG2F },
    { CK_BUILTIN_LOG10F, CK_BUILTIN_U_LOG10F }, { CK_BUILTIN_POWF, CK_BUILTIN_U_POWF },
    { CK_BUILTIN_FDIVIDEF, CK_BUILTIN_U_FDIVIDEF },
  };
  if (!L->device || bi < 0)
    return bi;
  if (bi == CK_BUILTIN_SQRTF && !L->fmode->prec_sqrt)
    return CK_BUILTIN_U_CUDAK_SQRTF_APPROX;
  for (gsize i = 0; L->fmode->fast_math && i < G_N_ELEMENTS (fast); i++)
    if (fast[i].from == bi)
      return fast[i].to;
  return bi;
}

/* lhs op rhs where lhs's value is [cur] (already read); returns the new value in [t]'s vt. */
static CkExpr *
arith (Lower *L, CkNodeKind op, const CkType *t, CkExpr *cur, CkExpr *rhs, const CkType *rhs_type)
{
  if (ck_type_is_pointer (t) && (op == CK_E_ADD || op == CK_E_SUB))
    {
      CkExpr *idx = x_conv (rhs, CK_VT_I64);
      if (op == CK_E_SUB)
        idx = x_bin (CK_X_SUB, CK_VT_I64, x_imm (CK_VT_I64, 0), idx);
      return ptr_add (L, t, cur, idx);
    }
  (void) rhs_type;
  return x_bin (binop_of (op), vt_of (t), cur, rhs);
}

/* ---- C complex values (issue 18) -------------------------------------------------------------
 * A complex value is, like a struct, its address; its parts are loaded into registers, combined
 * with the real operations (the product and quotient of two complex values by the builtins
 * that compute libgcc's __mul?c3 and __div?c3, as gcc -O0 calls them) and stored into a
 * temporary of the frame. A real operand of + - * and of the divisor of / stays real (sema.c,
 * Annex G.5.1): its missing imaginary part is no operand at all, not a zero. */

typedef struct {
  CkExpr *re, *im;   /* [im] NULL: a real operand */
} Cx;

/* The value [v] of [n] (an address when complex) as parts of real type [rt]. */
static Cx
cx_parts (Lower *L, const CkNode *n, CkExpr *v, const CkType *rt)
{
  Cx c = { 0 };
  CkVT vt = vt_of (rt);
  if (!ck_type_is_complex (n->type))
    {
      c.re = x_reg (to_reg (L, n, x_conv (v, vt)), vt);
      return c;
    }
  const CkType *pt = n->type->base;
  gint32 a = to_reg (L, n, v);
  c.re = x_reg (to_reg (L, n, x_conv (load (L, n, x_reg (a, CK_VT_U64), pt, n->type->is_volatile), vt)), vt);
  c.im = x_reg (to_reg (L, n, x_conv (load (L, n, x_addr_add (x_reg (a, CK_VT_U64), pt->size), pt,
                                            n->type->is_volatile), vt)), vt);
  return c;
}

static CkExpr *
cx_zero (CkVT vt)
{
  CkExpr *z = x_new (CK_X_IMM, vt);
  if (vt == CK_VT_F32)
    z->imm.f = 0.0f;
  else
    z->imm.d = 0.0;
  return z;
}

/* The value [c] stored into a new temporary of complex type [ct]; its address. */
static CkExpr *
cx_store (Lower *L, const CkNode *at, const CkType *ct, Cx c)
{
  guint32 off = frame_alloc (L, ct->size, ct->align, NULL);
  CkExpr *re = x_new (CK_X_LADDR, CK_VT_U64), *im = x_new (CK_X_LADDR, CK_VT_U64);
  re->imm.u = off;
  im->imm.u = off + (guint64) ct->base->size;
  store (L, at, re, ct->base, c.re, FALSE);
  store (L, at, im, ct->base, c.im ? c.im : cx_zero (vt_of (ct->base)), FALSE);
  return x_addr_add (re, 0);
}

/* One part ([part] 0: real) of the product or quotient of two complex values by the builtin
 * [bi] (CMUL, CDIV or their float forms). */
static CkExpr *
cx_call (Lower *L, const CkNode *at, int bi, const CkType *rt, int part, Cx a, Cx b)
{
  CkExpr *r = emit_builtin (L, at, bi, vt_of (rt), 5, x_imm (CK_VT_I32, part), ck_ty_int,
                            a.re, rt, a.im, rt, b.re, rt, b.im, rt);
  return r;
}

/* [a] [op] [b] in complex type [ct] (ADD, SUB, MUL, DIV; sema converted the operands). */
static Cx
cx_arith (Lower *L, const CkNode *at, CkNodeKind op, const CkType *ct, Cx a, Cx b)
{
  const CkType *rt = ct->base;
  CkVT vt = vt_of (rt);
  gboolean f = rt->kind == CK_TY_FLOAT;
  Cx r = { 0 };
  if (op == CK_E_DIV && !a.im)
    a.im = cx_zero (vt);   /* gcc: a real dividend over a complex divisor is (x, 0) / (c, d) */
  if ((op == CK_E_MUL || op == CK_E_DIV) && a.im && b.im)
    {
      int bi = op == CK_E_MUL ? (f ? CK_BUILTIN_CMULF : CK_BUILTIN_CMUL)
                              : (f ? CK_BUILTIN_CDIVF : CK_BUILTIN_CDIV);
      r.re = cx_call (L, at, bi, rt, 0, a, b);
      r.im = cx_call (L, at, bi, rt, 1, a, b);
      return r;
    }
  CkXOp xop = binop_of (op);
  switch (op)
    {
    case CK_E_ADD: case CK_E_SUB:
      r.re = x_bin (xop, vt, a.re, b.re);
      if (a.im && b.im)
        r.im = x_bin (xop, vt, a.im, b.im);
      else if (a.im)
        r.im = a.im;
      else
        r.im = op == CK_E_SUB ? x_neg (b.im) : b.im;
      return r;
    case CK_E_MUL:
      /* a real factor multiplies each part: x (c + di) = xc + xdi */
      if (!a.im)
        {
          r.re = x_bin (xop, vt, a.re, b.re);
          r.im = x_bin (xop, vt, a.re, b.im);
        }
      else
        {
          r.re = x_bin (xop, vt, a.re, b.re);
          r.im = x_bin (xop, vt, a.im, b.re);
        }
      return r;
    case CK_E_DIV:
      r.re = x_bin (xop, vt, a.re, b.re);
      r.im = x_bin (xop, vt, a.im, b.re);
      return r;
    default:
      g_assert_not_reached ();
    }
}

/* The value of [n] of complex type when its kind is an operation on complex values (else
 * NULL): its address. */
static CkExpr *
lower_complex (Lower *L, const CkNode *n)
{
  const CkType *ct = n->type;
  switch (n->kind)
    {
    case CK_E_COMPLEX:
      {
        CkVT vt = vt_of (ct->base);
        Cx c = { x_reg (to_reg (L, n, x_conv (lower_rv (L, n->lhs), vt)), vt), NULL };
        c.im = x_reg (to_reg (L, n, x_conv (lower_rv (L, n->rhs), vt)), vt);
        return cx_store (L, n, ct, c);
      }
    case CK_E_CAST:
      {
        if (!ck_type_is_arith (n->lhs->type) && !ck_type_is_complex (n->lhs->type))
          return NULL;
        Cx c = cx_parts (L, n->lhs, lower_rv (L, n->lhs), ct->base);
        return cx_store (L, n, ct, c);
      }
    case CK_E_POS: case CK_E_NEG:
      {
        Cx c = cx_parts (L, n->lhs, lower_rv (L, n->lhs), ct->base);
        if (n->kind == CK_E_NEG)
          {
            c.re = x_neg (c.re);
            c.im = x_neg (c.im);
          }
        return cx_store (L, n, ct, c);
      }
    case CK_E_ADD: case CK_E_SUB: case CK_E_MUL: case CK_E_DIV:
      {
        Cx a = cx_parts (L, n->lhs, lower_rv (L, n->lhs), ct->base);
        Cx b = cx_parts (L, n->rhs, lower_rv (L, n->rhs), ct->base);
        return cx_store (L, n, ct, cx_arith (L, n, n->kind, ct, a, b));
      }
    default:
      return NULL;
    }
}

/* a op= b where the operation is complex ([n]->optype): a read once, a op b computed in
 * [optype], converted back to a's type (complex or real) and stored. The value is a's. */
static CkExpr *
lower_complex_update (Lower *L, const CkNode *n)
{
  const CkType *ct = n->optype, *lt = n->lhs->type;
  LVal lv = lower_lv (L, n->lhs);
  if (!lv.is_reg && lv.addr && lv.addr->op != CK_X_IMM && lv.addr->op != CK_X_LADDR)
    lv.addr = x_reg (to_reg (L, n, lv.addr), CK_VT_U64);
  Cx b = cx_parts (L, n->rhs, lower_rv (L, n->rhs), ct->base);
  Cx a = cx_parts (L, n->lhs, read_lv (L, n, lv), ct->base);
  Cx r = cx_arith (L, n, n->op, ct, a, b);
  if (ck_type_is_complex (lt))
    {
      CkExpr *t = cx_store (L, n, lt, (Cx) { x_conv (r.re, vt_of (lt->base)),
                                              x_conv (r.im, vt_of (lt->base)) });
      write_lv (L, n, lv, t);
      return lv.addr;
    }
  /* a real lhs takes the real part (C11 6.3.1.7p2) */
  CkExpr *v = lt->kind == CK_TY_BOOL ? x_truth (r.re) : r.re;
  gint32 reg = to_reg (L, n, x_conv (v, vt_of (lt)));
  write_lv (L, n, lv, x_reg (reg, vt_of (lt)));
  return x_reg (reg, vt_of (lt));
}

/* A complex value of [n] converted to a real type, bool or the truth of ==/!=: NULL when [n]
 * has no complex operand. */
static CkExpr *
lower_complex_to_real (Lower *L, const CkNode *n)
{
  if (n->kind == CK_E_CAST && ck_type_is_complex (n->lhs->type) && !ck_type_is_complex (n->type))
    {
      const CkType *pt = n->lhs->type->base;
      Cx c = cx_parts (L, n->lhs, lower_rv (L, n->lhs), pt);
      if (n->type->kind == CK_TY_VOID)
        return x_imm (CK_VT_I32, 0);
      if (n->type->kind == CK_TY_BOOL)   /* C11 6.3.1.2: 0 when both parts are */
        return x_conv (x_bin (CK_X_LOR, CK_VT_PRED, x_truth (c.re), x_truth (c.im)), CK_VT_U8);
      return x_conv (c.re, vt_of (n->type));
    }
  if ((n->kind == CK_E_EQ || n->kind == CK_E_NE) && ck_type_is_complex (n->lhs->type))
    {
      const CkType *pt = n->lhs->type->base;
      Cx a = cx_parts (L, n->lhs, lower_rv (L, n->lhs), pt);
      Cx b = cx_parts (L, n->rhs, lower_rv (L, n->rhs), pt);
      CkXOp op = n->kind == CK_E_EQ ? CK_X_EQ : CK_X_NE;
      CkExpr *e = x_bin (n->kind == CK_E_EQ ? CK_X_LAND : CK_X_LOR, CK_VT_PRED,
                         x_bin (op, CK_VT_PRED, a.re, b.re), x_bin (op, CK_VT_PRED, a.im, b.im));
      return x_conv (e, vt_of (n->type));
    }
  return NULL;
}

/* Lowers && || ?: whose operands need statements, as branches (DESIGN §2):
 * r = a; ssy Lend; @!p bra Lsync; r = b; Lsync: sync; Lend:   */
static void
branch_if (Lower *L, const CkNode *at, gint32 pred, gboolean neg, int else_label);

static CkExpr *
lower_rv_tree (Lower *L, const CkNode *n)
{
  if (n->type && ck_type_is_complex (n->type) && n->kind != CK_E_COMPOUND_ASSIGN)
    {
      CkExpr *c = lower_complex (L, n);
      if (c)
        return c;
    }
  else if (n->kind == CK_E_COMPOUND_ASSIGN && n->optype && ck_type_is_complex (n->optype))
    return lower_complex_update (L, n);
  else if (n->kind == CK_E_CAST || n->kind == CK_E_EQ || n->kind == CK_E_NE)
    {
      CkExpr *c = lower_complex_to_real (L, n);
      if (c)
        return c;
    }
  switch (n->kind)
    {
    case CK_E_INT_LIT:
      return x_imm (vt_of (n->type), n->ival);
    case CK_E_FLOAT_LIT:
      {
        CkExpr *e = x_new (CK_X_IMM, vt_of (n->type));
        if (e->vt == CK_VT_F32) e->imm.f = (float) n->fval;
        else if (e->vt == CK_VT_F64) e->imm.d = (double) n->fval;
        else e->imm.ld = n->fval;
        return e;
      }
    case CK_E_NULLPTR:
      return x_imm (CK_VT_U64, 0);
    case CK_E_STR_LIT:
      return x_imm (CK_VT_U64, string_literal (L, n));
    case CK_E_BUILTIN_VAR:
      if (n->ival == CK_BV_WARP_SIZE)
        {
          CkExpr *e = x_new (CK_X_SREG, CK_VT_I32);
          e->reg = CK_SR_WARPSIZE;
          return e;
        }
      {
        /* the whole uint3/dim3: materialise it in the frame */
        guint32 off = frame_alloc (L, 12, 4, NULL);
        for (int c = 0; c < 3; c++)
          {
            CkNode m = *n;
            CkMember mem = { 0 };
            mem.offset = c * 4;
            CkNode mn = { 0 };
            mn.kind = CK_E_MEMBER;
            mn.lhs = &m;
            mn.member = &mem;
            CkExpr *a = x_new (CK_X_LADDR, CK_VT_U64);
            a->imm.u = off + (guint64) c * 4;
            store (L, n, a, ck_ty_uint, builtin_var_member (L, &mn), FALSE);
          }
        CkExpr *a = x_new (CK_X_LADDR, CK_VT_U64);
        a->imm.u = off;
        return a;
      }
    case CK_E_MEMBER:
      if (n->lhs->kind == CK_E_BUILTIN_VAR)
        return builtin_var_member (L, n);
      /* fall through */
    case CK_E_VAR:
    case CK_E_DEREF:
    case CK_E_COMPOUND_LIT:
      if (n->kind == CK_E_VAR && n->obj->is_function)
        return x_imm (CK_VT_U64, 0); /* only as ADDR: handled there */
      return read_lv (L, n, lower_lv (L, n));
    case CK_E_ADDR:
      {
        const CkNode *x = n->lhs;
        if (x->kind == CK_E_VAR && x->obj->is_function)
          {
            CkObj *def = x->obj->definition ? x->obj->definition : x->obj;
            CkFunc *f = NULL;
            if (!L->device && (def->exec_space & CK_ES_GLOBAL))
              {
                /* host code names a kernel: the pointer designates its device code, the code
                   <<<...>>> runs, so that cudaLaunchKernel runs it and the cudaFunc* calls
                   describe and configure it (not a host-pass copy of its body) */
                char *key = unit_key ("d:", def);
                f = g_hash_table_lookup (L->by_name, key);
                g_free (key);
                if (f)
                  need (L, f);
              }
            if (!f)
              f = func_for (L, def);
            guint idx = 0;
            for (int i = 0; i < L->prog->funcs.len; i++)
              if (ck_vec_get (&L->prog->funcs, i) == f)
                idx = (guint) i;
            return x_imm (CK_VT_U64, CK_FUNC_ADDR (idx));
          }
        LVal lv = lower_lv (L, x);
        if (lv.is_reg)
          {
            unsupported (L, n->loc, "address of a register variable");
            return x_imm (CK_VT_U64, 0);
          }
        return lv.addr;
      }
    case CK_E_CAST:
      {
        CkExpr *v = lower_rv (L, n->lhs);
        if (is_struct (n->type) || n->type->kind == CK_TY_VOID)
          return v;
        if (n->type->kind == CK_TY_BOOL)
          return x_conv (x_truth (v), CK_VT_U8);
        if (is_struct (n->lhs->type))
          {
            unsupported (L, n->loc, "conversion of a struct value");
            return x_imm (vt_of (n->type), 0);
          }
        return x_conv (v, vt_of (n->type));
      }
    case CK_E_POS:
      return x_conv (lower_rv (L, n->lhs), vt_of (n->type));
    case CK_E_NEG:
      {
        CkExpr *e = x_new (CK_X_NEG, vt_of (n->type));
        e->a = x_conv (lower_rv (L, n->lhs), e->vt);
        return e;
      }
    case CK_E_BITNOT:
      {
        CkExpr *e = x_new (CK_X_BITNOT, vt_of (n->type));
        e->a = x_conv (lower_rv (L, n->lhs), e->vt);
        return e;
      }
    case CK_E_NOT:
      {
        CkExpr *e = x_new (CK_X_LNOT, vt_of (n->type));
        e->a = lower_rv (L, n->lhs);
        return e;
      }
    case CK_E_ADD:
    case CK_E_SUB:
      if (ck_type_is_pointer (n->type) || n->type->kind == CK_TY_ARRAY)
        {
          const CkNode *p = ck_type_is_pointer (n->lhs->type) ? n->lhs : n->rhs;
          const CkNode *i = p == n->lhs ? n->rhs : n->lhs;
          CkExpr *pv = lower_rv (L, p);
          CkExpr *iv = lower_rv (L, i);
          return arith (L, n->kind, p->type, pv, iv, i->type);
        }
      /* fall through */
    case CK_E_MUL: case CK_E_DIV: case CK_E_MOD: case CK_E_SHL: case CK_E_SHR:
    case CK_E_BITAND: case CK_E_BITOR: case CK_E_BITXOR:
      {
        gboolean addsub = n->kind == CK_E_ADD || n->kind == CK_E_SUB;
        CkExpr *a = addsub ? lower_addsub_operand (L, n->lhs) : lower_rv (L, n->lhs);
        CkExpr *b = addsub ? lower_addsub_operand (L, n->rhs) : lower_rv (L, n->rhs);
        CkVT vt = vt_of (n->type);
        if (n->kind == CK_E_SHL || n->kind == CK_E_SHR)
          return x_bin (binop_of (n->kind), vt, x_conv (a, vt), b);
        return x_addsub (L, binop_of (n->kind), vt, x_conv (a, vt), x_conv (b, vt));
      }
    case CK_E_PTRDIFF:
      {
        CkExpr *a = lower_rv (L, n->lhs);
        CkExpr *b = lower_rv (L, n->rhs);
        CkExpr *e = x_bin (CK_X_PTRDIFF, CK_VT_I64, a, b);
        const CkType *pt = n->lhs->type;
        if (pt->base && is_variably_sized (pt->base))
          {
            e->imm.i = 1;
            return x_bin (CK_X_DIV, CK_VT_I64, e, x_conv (vla_sizeof (L, pt->base), CK_VT_I64));
          }
        e->imm.i = elem_size (pt);
        return e;
      }
    case CK_E_EQ: case CK_E_NE: case CK_E_LT: case CK_E_LE: case CK_E_GT: case CK_E_GE:
      {
        CkExpr *a = lower_rv (L, n->lhs);
        CkExpr *b = lower_rv (L, n->rhs);
        if (a->vt != b->vt)
          b = x_conv (b, a->vt);
        return x_conv (x_bin (binop_of (n->kind), CK_VT_PRED, a, b), vt_of (n->type));
      }
    case CK_E_LOGAND:
    case CK_E_LOGOR:
    case CK_E_COND:
      {
        if (is_pure (n))
          {
            /* One tree, evaluated per lane; too high a tree cannot be split here (the lanes
               that do not select an operand must not evaluate it), so it takes the branches
               below, whose operands are lowered like any other. */
            CkExpr *e;
            L->in_pure_select++;
            if (n->kind == CK_E_COND)
              {
                e = x_new (CK_X_SEL, vt_of (n->type));
                e->c = x_truth (lower_rv (L, n->cond));
                e->a = x_conv (lower_rv (L, n->then), e->vt);
                e->b = x_conv (lower_rv (L, n->els), e->vt);
              }
            else
              {
                e = x_new (n->kind == CK_E_LOGAND ? CK_X_LAND : CK_X_LOR, CK_VT_PRED);
                e->a = lower_rv (L, n->lhs);
                e->b = lower_rv (L, n->rhs);
                e = x_conv (e, vt_of (n->type));
              }
            L->in_pure_select--;
            if (x_depth (e) <= CK_LOWER_MAX_TREE_DEPTH || L->in_pure_select > 0)
              return e;
          }
        gint32 r = new_reg (L);
        gboolean is_void = n->type->kind == CK_TY_VOID;
        CkVT vt = is_void ? CK_VT_I32 : vt_of (n->type);
        if (n->kind == CK_E_COND)
          {
            gint32 p = to_reg (L, n, x_truth (lower_rv (L, n->cond)));
            int lelse = new_label (L), lsync = new_label (L), lend = new_label (L);
            if (!L->uniform)
              emit_tok (L, CK_S_OP_SSY, n, lend);
            emit_bra (L, n, lelse, p, TRUE);
            if (is_void)
              lower_effect (L, n->then);
            else
              emit_mov (L, n->then, r, x_conv (lower_rv (L, n->then), vt));
            emit_bra (L, n, lsync, -1, FALSE);
            place (L, lelse);
            if (is_void)
              lower_effect (L, n->els);
            else
              emit_mov (L, n->els, r, x_conv (lower_rv (L, n->els), vt));
            place (L, lsync);
            if (!L->uniform)
              emit_tok (L, CK_S_OP_SYNC, n, -1);
            place (L, lend);
            return x_reg (r, vt);
          }
        /* r = (a != 0); if (r is not decisive) r = (b != 0) */
        emit_mov (L, n->lhs, r, x_truth (lower_rv (L, n->lhs)));
        int lsync = new_label (L), lend = new_label (L);
        if (!L->uniform)
          emit_tok (L, CK_S_OP_SSY, n, lend);
        emit_bra (L, n, lsync, r, n->kind == CK_E_LOGAND);
        emit_mov (L, n->rhs, r, x_truth (lower_rv (L, n->rhs)));
        place (L, lsync);
        if (!L->uniform)
          emit_tok (L, CK_S_OP_SYNC, n, -1);
        place (L, lend);
        return x_conv (x_reg (r, CK_VT_PRED), vt_of (n->type));
      }
    case CK_E_COMMA:
      lower_effect (L, n->lhs);
      return lower_rv (L, n->rhs);
    case CK_E_ASSIGN:
      {
        LVal lv = lower_lv (L, n->lhs);
        CkExpr *v = lower_rv (L, n->rhs);
        gboolean whole = is_struct (lv.type) || lv.type->kind == CK_TY_ARRAY;
        if (!lv.is_reg && !whole && v->op != CK_X_IMM)
          v = x_reg (to_reg (L, n, x_conv (v, vt_of (lv.type))), vt_of (lv.type));
        write_lv (L, n, lv, v);
        if (lv.is_reg)
          return x_reg (lv.reg, vt_of (lv.type));
        if (whole)
          return lv.addr;
        return bitfield_value (lv, x_conv (v, vt_of (lv.type)));
      }
    case CK_E_COMPOUND_ASSIGN:
      {
        LVal lv = lower_lv (L, n->lhs);
        if (!lv.is_reg && lv.addr && lv.addr->op != CK_X_IMM && lv.addr->op != CK_X_LADDR
            && lv.addr->op != CK_X_SADDR)
          lv.addr = x_reg (to_reg (L, n, lv.addr), CK_VT_U64);
        CkExpr *rhs = n->op == CK_E_ADD || n->op == CK_E_SUB ? lower_addsub_operand (L, n->rhs)
                      : lower_rv (L, n->rhs);
        int top = -1;
        if (lv_is_atomic (L, lv))
          {
            if (!x_is_const (rhs))
              rhs = x_reg (to_reg (L, n, rhs), rhs->vt);   /* evaluated once, before the loop */
            top = new_label (L);
            place (L, top);
          }
        CkExpr *cur = read_lv (L, n, lv);
        CkExpr *res;
        if (ck_type_is_pointer (lv.type))
          res = arith (L, n->op, lv.type, cur, rhs, n->rhs->type);
        else
          {
            const CkType *ot = n->optype ? n->optype : lv.type;
            CkVT ovt = vt_of (ot);
            if (n->op == CK_E_SHL || n->op == CK_E_SHR)
              res = x_bin (binop_of (n->op), ovt, x_conv (cur, ovt), rhs);
            else
              res = x_addsub (L, binop_of (n->op), ovt, x_conv (cur, ovt), x_conv (rhs, ovt));
            if (lv.type->kind == CK_TY_BOOL)
              res = x_truth (res);
            res = x_conv (res, vt_of (lv.type));
          }
        gint32 r = to_reg (L, n, res);
        if (top >= 0)
          atomic_update_or_retry (L, n, lv, cur->reg, x_reg (r, vt_of (lv.type)), top);
        else
          write_lv (L, n, lv, x_reg (r, vt_of (lv.type)));
        return bitfield_value (lv, x_reg (r, vt_of (lv.type)));
      }
    case CK_E_PRE_INC: case CK_E_PRE_DEC: case CK_E_POST_INC: case CK_E_POST_DEC:
      {
        LVal lv = lower_lv (L, n->lhs);
        if (!lv.is_reg && lv.addr && lv.addr->op != CK_X_IMM && lv.addr->op != CK_X_LADDR
            && lv.addr->op != CK_X_SADDR)
          lv.addr = x_reg (to_reg (L, n, lv.addr), CK_VT_U64);
        CkVT vt = vt_of (lv.type);
        int top = -1;
        if (lv_is_atomic (L, lv))
          {
            top = new_label (L);
            place (L, top);
          }
        gint32 old = to_reg (L, n, read_lv (L, n, lv));
        if (lv.is_reg && (n->kind == CK_E_POST_INC || n->kind == CK_E_POST_DEC))
          {
            gint32 copy = new_reg (L);
            emit_mov (L, n, copy, x_reg (old, vt));
            old = copy;
          }
        gboolean inc = n->kind == CK_E_PRE_INC || n->kind == CK_E_POST_INC;
        CkExpr *res;
        if (ck_type_is_pointer (lv.type))
          {
            res = ptr_add (L, lv.type, x_reg (old, vt), x_imm (CK_VT_I64, inc ? 1 : (guint64) -1));
          }
        else if (lv.type->kind == CK_TY_BOOL)
          res = inc ? x_imm (CK_VT_U8, 1) : x_conv (x_truth (x_bin (CK_X_SUB, CK_VT_I32, x_conv (x_reg (old, vt), CK_VT_I32), x_imm (CK_VT_I32, 1))), CK_VT_U8);
        else
          {
            CkVT ovt = vt;
            if (!ck_vt_is_float (vt) && ck_vt_size[vt] < 4)
              ovt = CK_VT_I32;
            CkExpr *one = ck_vt_is_float (ovt) ? x_conv (x_imm (CK_VT_I32, 1), ovt) : x_imm (ovt, 1);
            res = x_conv (x_bin (inc ? CK_X_ADD : CK_X_SUB, ovt, x_conv (x_reg (old, vt), ovt), one), vt);
          }
        gint32 nr = to_reg (L, n, res);
        if (top >= 0)
          atomic_update_or_retry (L, n, lv, old, x_reg (nr, vt), top);
        else
          write_lv (L, n, lv, x_reg (nr, vt));
        if (n->kind == CK_E_PRE_INC || n->kind == CK_E_PRE_DEC)
          return bitfield_value (lv, x_reg (nr, vt));
        return x_reg (old, vt);
      }
    case CK_E_CALL:
      return lower_call (L, n);
    case CK_E_LAUNCH:
      return lower_launch (L, n);
    case CK_E_STMT_EXPR:
      {
        CkExpr *last = x_imm (CK_VT_I32, 0);
        for (int i = 0; i < n->n_body; i++)
          {
            const CkNode *s = n->body[i];
            if (i == n->n_body - 1 && s->kind == CK_S_EXPR && s->lhs)
              last = lower_rv (L, s->lhs);
            else if (i == n->n_body - 1 && s->kind == CK_S_EXPR && s->init)
              last = lower_rv (L, s->init);
            else
              lower_stmt (L, s);
          }
        if (last->op != CK_X_IMM)
          last = x_reg (to_reg (L, n, last), last->vt);
        return last;
      }
    case CK_E_SIZEOF_VLA:
      return x_conv (vla_sizeof (L, n->sizeof_type), vt_of (n->type));
    case CK_E_NEW:
      return lower_new (L, n);
    case CK_E_THROW:
      {
        /* the value first: evaluating it may emit statements (and grow [L->stmts]) */
        CkExpr *v = n->lhs ? lower_rv (L, n->lhs) : NULL;
        if (v && n->ival)
          {
            /* an object of class type: its address, then the destructor, what() and the bases
               (frontend/class.c, ck_class_throw) */
            int na = 4 + 2 * n->n_cases;
            CkExpr **args = ck_new_n (CkExpr *, na);
            const CkType **types = ck_new_n (const CkType *, na);
            args[0] = x_reg (to_reg (L, n, v), CK_VT_U64);
            args[1] = x_imm (CK_VT_U64, exc_key (n->label));
            args[2] = n->rhs ? x_conv (lower_rv (L, n->rhs), CK_VT_U64) : x_imm (CK_VT_U64, 0);
            args[3] = n->init ? x_conv (lower_rv (L, n->init), CK_VT_U64) : x_imm (CK_VT_U64, 0);
            for (int i = 0; i < n->n_cases; i++)
              {
                args[4 + 2 * i] = x_imm (CK_VT_U64, exc_key (n->cases[i]->label));
                args[5 + 2 * i] = x_imm (CK_VT_I64, (guint64) n->cases[i]->ival);
              }
            for (int i = 0; i < na; i++)
              types[i] = i == 5 || (i > 5 && i % 2) ? ck_ty_long : ck_ty_ulong;
            CkStmt *st = emit (L, CK_S_OP_BUILTIN, n);
            st->builtin = CK_BUILTIN_U_EXC_THROW;
            st->args = args;
            st->n_args = (guint32) na;
            st->arg_types = (const CkType *const *) types;
            st->vt = CK_VT_VOID;
          }
        else if (v && n->n_cases)
          {
            /* a pointer to a class: its value, its key, 0, then (key, offset) of each base */
            int na = 3 + 2 * n->n_cases;
            CkExpr **args = ck_new_n (CkExpr *, na);
            const CkType **types = ck_new_n (const CkType *, na);
            args[0] = x_reg (to_reg (L, n, v), CK_VT_U64);
            args[1] = x_imm (CK_VT_U64, exc_key (n->label));
            args[2] = x_imm (CK_VT_U64, 0);
            for (int i = 0; i < n->n_cases; i++)
              {
                args[3 + 2 * i] = x_imm (CK_VT_U64, exc_key (n->cases[i]->label));
                args[4 + 2 * i] = x_imm (CK_VT_I64, (guint64) n->cases[i]->ival);
              }
            for (int i = 0; i < na; i++)
              types[i] = i >= 4 && i % 2 == 0 ? ck_ty_long : ck_ty_ulong;
            CkStmt *st = emit (L, CK_S_OP_BUILTIN, n);
            st->builtin = CK_BUILTIN_U_EXC_THROW;
            st->args = args;
            st->n_args = (guint32) na;
            st->arg_types = (const CkType *const *) types;
            st->vt = CK_VT_VOID;
          }
        else if (v)
          emit_builtin (L, n, CK_BUILTIN_U_EXC_THROW, CK_VT_VOID, 2, v, n->sizeof_type,
                        x_imm (CK_VT_U64, exc_key (n->label)), ck_ty_ulong);
        else
          emit_builtin (L, n, CK_BUILTIN_U_EXC_THROW, CK_VT_VOID, 0);
        L->stmts[L->n_stmts - 1].text = n->str;   /* the type's name, for std::terminate */
        exc_propagate (L, n);
        return x_imm (CK_VT_I32, 0);
      }
    case CK_E_END_CATCH:
      lower_end_catch (L, n);
      return x_imm (CK_VT_I32, 0);
    case CK_E_INIT_SELF:
      if (n->lhs)
        return lower_rv (L, n->lhs);
      g_assert (L->init_self);
      return L->init_self;
    case CK_E_DELETE:
      emit_builtin (L, n, n->ival ? CK_BUILTIN_OP_DELETE_ARRAY : CK_BUILTIN_OP_DELETE, CK_VT_VOID, 1,
                    lower_rv (L, n->lhs), ck_ty_ulong);
      return x_imm (CK_VT_I32, 0);
    case CK_E_VA_START: case CK_E_VA_ARG: case CK_E_VA_END: case CK_E_VA_COPY:
      return lower_va (L, n);
    case CK_E_ATOMIC:
      return lower_atomic_builtin (L, n);
    default:
      break;
    }
  unsupported (L, n->loc, ck_node_kind_name[n->kind]);
  return x_imm (CK_VT_I32, 0);
}

/* va_start, va_arg, va_copy and va_end in a variadic host function: a va_list (a void *) points
 * into the '...' block its caller built (lower_call); va_arg reads and checks a slot through
 * the builtin __cudak_va_arg and steps the va_list to the next slot. Device code has no
 * variadic functions of its own (nvcc: "variadic functions are not supported in device code"
 * unless they never use their '...'). */
static CkExpr *
lower_va (Lower *L, const CkNode *n)
{
  if (L->device)
    {
      unsupported (L, n->loc, "va_start/va_arg in device code");
      return x_imm (CK_VT_U64, 0);
    }
  if (n->kind == CK_E_VA_START && L->va_reg < 0)
    {
      /* gcc's words; va_arg, va_copy and va_end work on any va_list (a vprintf-like function
         of the program takes one) */
      ck_error (L->sink, n->loc, "'va_start' used in function with fixed arguments");
      L->errors++;
      return x_imm (CK_VT_U64, 0);
    }
  switch (n->kind)
    {
    case CK_E_VA_START:
      write_lv (L, n, lower_lv (L, n->lhs), x_reg (L->va_reg, CK_VT_U64));
      return x_imm (CK_VT_I32, 0);
    case CK_E_VA_COPY:
      {
        LVal d = lower_lv (L, n->lhs);
        CkExpr *v = lower_rv (L, n->rhs);
        write_lv (L, n, d, x_reg (to_reg (L, n, v), CK_VT_U64));
        return x_imm (CK_VT_I32, 0);
      }
    case CK_E_VA_END:
      lower_effect (L, n->lhs);
      return x_imm (CK_VT_I32, 0);
    default:
      break;
    }
  const CkType *t = n->sizeof_type;
  if (is_struct (t))
    {
      unsupported (L, n->loc, "va_arg of a struct or class type");
      return x_imm (CK_VT_U64, 0);
    }
  LVal lv = lower_lv (L, n->lhs);
  if (!lv.is_reg && lv.addr && lv.addr->op != CK_X_IMM && lv.addr->op != CK_X_LADDR
      && lv.addr->op != CK_X_SADDR)
    lv.addr = x_reg (to_reg (L, n, lv.addr), CK_VT_U64);
  CkExpr *p = x_reg (to_reg (L, n, read_lv (L, n, lv)), CK_VT_U64);
  /* what the type asks for: a type that '...' promotes away (float, char, short, bool) is
     undefined (gcc: "if this code is reached, the program will abort") */
  gboolean promoted = t->kind == CK_TY_FLOAT || t->kind == CK_TY_BOOL
                      || (ck_type_is_integer (t) && t->kind != CK_TY_ENUM && t->size < 4);
  int cls = promoted ? CK_VA_PROMOTED : ck_printf_arg_class (t);
  CkExpr *v = emit_builtin (L, n, CK_BUILTIN_U_VA_ARG, vt_of (t), 2, p, ck_ty_ulong,
                            x_imm (CK_VT_U64, (guint64) cls), ck_ty_ulong);
  L->stmts[L->n_stmts - 1].text = ck_type_to_string (t);
  write_lv (L, n, lv, x_addr_add (p, 32));
  return v;
}

/* A GNU __atomic built-in ([n]: CK_E_ATOMIC, frontend/atomic.c) as one ATOM statement with its
 * memory order; a compare-exchange also reads and, when it fails, writes *expected, plainly. */
static CkExpr *
lower_atomic_builtin (Lower *L, const CkNode *n)
{
  CkAtomicKind kind = (CkAtomicKind) n->ival;
  int order = (int) n->ival2;
  if (L->device)
    {
      unsupported (L, n->loc, "GNU __atomic built-ins in device code (CUDA's are atomicAdd, ...)");
      return x_imm (CK_VT_I32, 0);
    }
  if (kind == CK_ATOMIC_SIGNAL_FENCE || (kind == CK_ATOMIC_THREAD_FENCE && !order))
    return x_imm (CK_VT_I32, 0);   /* orders nothing between threads (a relaxed fence neither) */
  if (kind == CK_ATOMIC_THREAD_FENCE)
    {
      CkStmt *s = emit (L, CK_S_OP_MEMBAR, n);
      s->order = (guint8) order;
      return x_imm (CK_VT_I32, 0);
    }
  CkExpr *addr = lower_rv (L, n->args[0]);
  if (addr->op != CK_X_IMM)
    addr = x_reg (to_reg (L, n, addr), CK_VT_U64);
  const CkType *obj = n->args[0]->type->base;
  gboolean byte = kind == CK_ATOMIC_TEST_AND_SET || kind == CK_ATOMIC_CLEAR;
  gint64 size = byte ? 1 : obj->size;
  CkVT vt = byte ? CK_VT_U8 : vt_of (obj);
  if (kind == CK_ATOMIC_CAS)
    {
      CkVT bvt = bits_vt (size);
      CkExpr *ep = x_reg (to_reg (L, n, lower_rv (L, n->args[1])), CK_VT_U64);
      CkStmt *ld = emit (L, CK_S_OP_LD, n);
      ld->dst = new_reg (L);
      ld->a = ep;
      ld->vt = bvt;
      ld->size = (guint32) size;
      CkExpr *desired = x_conv (lower_rv (L, n->args[2]), vt);
      gint32 old = emit_atom (L, n, CK_AOP_CAS, addr, bvt, size, x_reg (ld->dst, bvt), desired, order);
      gint32 ok = to_reg (L, n, x_bin (CK_X_EQ, CK_VT_PRED, x_reg (old, bvt), x_reg (ld->dst, bvt)));
      CkStmt *st = emit (L, CK_S_OP_ST, n);   /* failure: *expected = the value found */
      st->a = ep;
      st->b = x_reg (old, bvt);
      st->vt = bvt;
      st->size = (guint32) size;
      st->guard = ok;
      st->flags |= CK_SF_GUARD_NEG;
      return x_conv (x_reg (ok, CK_VT_PRED), vt_of (n->type));
    }
  CkExpr *val = n->n_args > 1 ? lower_rv (L, n->args[1]) : NULL;
  CkAtomOp op = CK_AOP_LOAD;
  CkXOp then = CK_X_IMM;   /* the __atomic_OP_fetch forms: the new value, recomputed */
  switch (kind)
    {
    case CK_ATOMIC_LOAD: op = CK_AOP_LOAD; break;
    case CK_ATOMIC_STORE: case CK_ATOMIC_EXCHANGE: op = CK_AOP_EXCH; break;
    case CK_ATOMIC_TEST_AND_SET: op = CK_AOP_EXCH; val = x_imm (CK_VT_U8, 1); break;
    case CK_ATOMIC_CLEAR: op = CK_AOP_EXCH; val = x_imm (CK_VT_U8, 0); break;
    case CK_ATOMIC_ADD_FETCH: then = CK_X_ADD; /* fall through */
    case CK_ATOMIC_FETCH_ADD: op = CK_AOP_ADD; break;
    case CK_ATOMIC_SUB_FETCH: then = CK_X_SUB; /* fall through */
    case CK_ATOMIC_FETCH_SUB: op = CK_AOP_SUB; break;
    case CK_ATOMIC_AND_FETCH: then = CK_X_AND; /* fall through */
    case CK_ATOMIC_FETCH_AND: op = CK_AOP_AND; break;
    case CK_ATOMIC_OR_FETCH: then = CK_X_OR; /* fall through */
    case CK_ATOMIC_FETCH_OR: op = CK_AOP_OR; break;
    case CK_ATOMIC_XOR_FETCH: then = CK_X_XOR; /* fall through */
    case CK_ATOMIC_FETCH_XOR: op = CK_AOP_XOR; break;
    default: g_assert_not_reached ();
    }
  if (val)
    {
      val = x_conv (val, vt);
      if (then != CK_X_IMM && !x_is_const (val))
        val = x_reg (to_reg (L, n, val), vt);
    }
  gint32 old = emit_atom (L, n, op, addr, vt, size, val, NULL, order);
  if (kind == CK_ATOMIC_STORE || kind == CK_ATOMIC_CLEAR)
    return x_imm (CK_VT_I32, 0);
  if (kind == CK_ATOMIC_TEST_AND_SET)
    return x_conv (x_truth (x_reg (old, CK_VT_U8)), vt_of (n->type));
  if (then != CK_X_IMM)
    return x_bin (then, vt, x_reg (old, vt), val);
  return x_reg (old, vt);
}

/* A call of builtin [bi] at [at] with [nargs] (value, type) pairs after [vt], the kind of its
 * result (CK_VT_VOID: none); its register, or an immediate 0. */
static CkExpr *
emit_builtin (Lower *L, const CkNode *at, int bi, CkVT vt, int nargs, ...)
{
  CkExpr **args = ck_new_n (CkExpr *, nargs ? nargs : 1);
  const CkType **types = ck_new_n (const CkType *, nargs ? nargs : 1);
  va_list ap;
  va_start (ap, nargs);
  for (int i = 0; i < nargs; i++)
    {
      args[i] = va_arg (ap, CkExpr *);
      types[i] = va_arg (ap, const CkType *);
    }
  va_end (ap);
  CkStmt *st = emit (L, CK_S_OP_BUILTIN, at);
  st->builtin = bi;
  st->args = args;
  st->n_args = (guint32) nargs;
  st->arg_types = (const CkType *const *) types;
  st->vt = vt;
  if (vt == CK_VT_VOID)
    return x_imm (CK_VT_I32, 0);
  st->dst = new_reg (L);
  return x_reg (st->dst, vt);
}

/* `new T`, `new T(v)`, `new T()`, `new T[n]`, `new T[n]()` of a non-class T: a call of operator
 * new or new[] (a block of the host heap that only the matching delete releases, or of the
 * device heap in device code: interp/libc.c, op_new), then the initialisation the parser left
 * in [init]: v converted to T, or zero (value-initialisation). [sizeof_type] is the element
 * type, [lhs] the element count of new[]. A class type with constructors never gets here. */
static CkExpr *
lower_new (Lower *L, const CkNode *n)
{
  const CkType *et = n->sizeof_type;
  CkExpr *size = x_imm (CK_VT_U64, (guint64) et->size);
  if (n->lhs)
    {
      CkExpr *cnt = lower_rv (L, n->lhs);
      size = x_reg (to_reg (L, n, x_bin (CK_X_MUL, CK_VT_U64, x_conv (cnt, CK_VT_U64), size)),
                    CK_VT_U64);
    }
  CkExpr *p;
  if (n->rhs)
    p = x_reg (to_reg (L, n, x_conv (lower_rv (L, n->rhs), CK_VT_U64)), CK_VT_U64);   /* placement */
  else
    p = emit_builtin (L, n, n->lhs && !n->ival ? CK_BUILTIN_OP_NEW_ARRAY : CK_BUILTIN_OP_NEW, CK_VT_U64, 2,
                      size, ck_ty_ulong, x_imm (CK_VT_I32, n->ival2 ? 1 : 0), ck_ty_int);
  if (!n->init)
    return p;
  int done = -1;
  if (n->ival2)
    {
      /* without memory, a nothrow new gives a null pointer and initialises nothing */
      done = new_label (L);
      p = x_reg (to_reg (L, n, p), CK_VT_U64);
      emit_bra (L, n, done, to_reg (L, n, x_truth (p)), TRUE);
    }
  if (n->lhs)
    emit_builtin (L, n, CK_BUILTIN_MEMSET, CK_VT_U64, 3, p, ck_ty_ulong, x_imm (CK_VT_I32, 0),
                  ck_ty_int, size, ck_ty_ulong);
  else if (is_struct (et) && is_struct (n->init->type))
    {
      /* `new P(a)` of a struct without constructors (placement new too): a copy of [a] */
      p = x_reg (to_reg (L, n, p), CK_VT_U64);
      copy_bytes (L, n, p, lower_rv (L, n->init), et->size);
    }
  else if (!ck_type_is_scalar (et))
    {
      CkStmt *z = emit (L, CK_S_OP_ZERO, n);
      z->a = p;
      z->size = (guint32) et->size;
    }
  else
    store (L, n, p, et, lower_rv (L, n->init), FALSE);
  if (done >= 0)
    place (L, done);
  return p;
}

/* The key of an exception type ([label] of THROW and CATCH: exception_type_key in
 * frontend/parse.c), never 0. */
static guint64
exc_key (const char *name)
{
  guint64 h = 1469598103934665603ull;   /* FNV-1a */
  for (const char *p = name; *p; p++)
    h = (h ^ (guint8) *p) * 1099511628211ull;
  return h | 1;
}

/* Where an exception goes from here: the innermost try's handlers, else out of the function
 * (exc_ret, placed at its end). */
static void
exc_propagate (Lower *L, const CkNode *at)
{
  if (L->exc_handler < 0 && L->exc_ret < 0)
    L->exc_ret = new_label (L);
  emit_bra (L, at, L->exc_handler >= 0 ? L->exc_handler : L->exc_ret, -1, FALSE);
}

/* After a call of program code in a program that throws: an exception in flight propagates. */
static void
exc_check (Lower *L, const CkNode *at)
{
  if (L->device || !L->ast || !L->ast->has_throw)
    return;
  CkExpr *p = emit_builtin (L, at, CK_BUILTIN_U_EXC_PENDING, CK_VT_U64, 0);
  gint32 pred = to_reg (L, at, x_truth (p));
  if (L->exc_handler < 0 && L->exc_ret < 0)
    L->exc_ret = new_label (L);
  emit_bra (L, at, L->exc_handler >= 0 ? L->exc_handler : L->exc_ret, pred, FALSE);
}

/* The end of a handler (__cxa_end_catch; CK_E_END_CATCH, which the frontend places where the
 * handler's block is left): an exception object no other handler holds is destroyed (through
 * the address of its destructor the throw recorded) and its block deleted. */
static void
lower_end_catch (Lower *L, const CkNode *n)
{
  int done = new_label (L), no_dtor = new_label (L);
  CkExpr *p = x_reg (to_reg (L, n, emit_builtin (L, n, CK_BUILTIN_U_EXC_END, CK_VT_U64, 0)), CK_VT_U64);
  emit_bra (L, n, done, to_reg (L, n, x_truth (p)), TRUE);
  CkExpr *d = x_reg (to_reg (L, n, emit_builtin (L, n, CK_BUILTIN_U_EXC_DTOR, CK_VT_U64, 0)), CK_VT_U64);
  emit_bra (L, n, no_dtor, to_reg (L, n, x_truth (d)), TRUE);
  int after = new_label (L);
  emit_tok (L, CK_S_OP_PRERET, n, after);
  CkStmt *s = emit (L, CK_S_OP_CALL, n);
  s->a = d;
  s->args = ck_new_n (CkExpr *, 1);
  s->args[0] = p;
  const CkType **types = ck_new_n (const CkType *, 1);
  types[0] = ck_ty_ulong;
  s->arg_types = (const CkType *const *) types;
  s->n_args = 1;
  s->vt = CK_VT_VOID;
  place (L, after);
  place (L, no_dtor);
  emit_builtin (L, n, CK_BUILTIN_OP_DELETE, CK_VT_VOID, 1, p, ck_ty_ulong);
  place (L, done);
}

/* try { body } catch (T v) { ... } ... : the body runs with its handlers as the target of
 * exceptions; they test the key of the one in flight in order, the first that matches takes
 * it (catch (...) any), and none passes it on. */
static void
lower_try (Lower *L, const CkNode *n)
{
  int outer = L->exc_handler, handlers = new_label (L), end = new_label (L);
  L->exc_handler = handlers;
  lower_stmt (L, n->then);
  L->exc_handler = outer;
  emit_bra (L, n, end, -1, FALSE);
  place (L, handlers);
  CkExpr *key = x_reg (to_reg (L, n, emit_builtin (L, n, CK_BUILTIN_U_EXC_PENDING, CK_VT_U64, 0)),
                       CK_VT_U64);
  (void) key;
  for (int i = 0; i < n->n_cases; i++)
    {
      const CkNode *h = n->cases[i];
      if (h->ival)
        {
          /* a cleanup (frontend/class.c, wrap_unwinding): it runs with the exception set
             aside, which then flies on */
          emit_builtin (L, h, CK_BUILTIN_U_EXC_SUSPEND, CK_VT_VOID, 0);
          lower_stmt (L, h->then);
          emit_builtin (L, h, CK_BUILTIN_U_EXC_RESUME, CK_VT_VOID, 0);
          break;
        }
      int next = new_label (L);
      CkExpr *v;
      if (h->label)
        {
          CkExpr *k = x_imm (CK_VT_U64, exc_key (h->label));
          CkExpr *m = emit_builtin (L, h, CK_BUILTIN_U_EXC_MATCH, CK_VT_U64, 1, k, ck_ty_ulong);
          gint32 pred = to_reg (L, h, x_truth (m));
          emit_bra (L, h, next, pred, TRUE);
          v = emit_builtin (L, h, CK_BUILTIN_U_EXC_CATCH, h->sizeof_type ? vt_of (h->sizeof_type) : CK_VT_U64,
                            1, x_imm (CK_VT_U64, exc_key (h->label)), ck_ty_ulong);
        }
      else
        v = emit_builtin (L, h, CK_BUILTIN_U_EXC_CATCH, CK_VT_U64, 0);
      if (h->obj)
        {
          declare_local (L, h->obj);
          write_lv (L, h, lower_lv (L, h->lhs), v);
        }
      lower_stmt (L, h->then);
      emit_bra (L, h, end, -1, FALSE);
      place (L, next);
    }
  exc_propagate (L, n);
  place (L, end);
}

/* The value of the expression [n] as a tree over registers, with the statements it needs
 * emitted first. A tree higher than CK_LOWER_MAX_TREE_DEPTH is moved into a register of its own
 * (its parts were already, so the walk of ck_eval stays bounded), except inside a pure &&, ||
 * or ?:, which splits itself as a whole when too high. */
static CkExpr *
lower_rv (Lower *L, const CkNode *n)
{
  CkExpr *e = lower_rv_tree (L, n);
  if (L->in_pure_select == 0 && x_depth (e) > CK_LOWER_MAX_TREE_DEPTH)
    return x_reg (to_reg (L, n, e), e->vt);
  return e;
}

static void
lower_effect (Lower *L, const CkNode *n)
{
  if (!n)
    return;
  switch (n->kind)
    {
    case CK_E_COMPOUND_LIT:
      {
        if (g_hash_table_lookup (L->slots, n->obj))
          return;
        CkObj *o = n->obj;
        Slot *s = o->is_local ? declare_local (L, o) : slot_of (L, o);
        if (o->init && o->is_local)
          {
            CkNode decl = { 0 };
            decl.kind = CK_S_DECL;
            decl.obj = o;
            decl.loc = n->loc;
            (void) s;
            g_hash_table_remove (L->slots, o);
            lower_stmt (L, &decl);
          }
        return;
      }
    case CK_E_CAST:
      if (n->type->kind == CK_TY_VOID)
        {
          lower_effect (L, n->lhs);
          return;
        }
      break;
    case CK_E_COMMA:
      lower_effect (L, n->lhs);
      lower_effect (L, n->rhs);
      return;
    case CK_E_POST_INC:
    case CK_E_POST_DEC:
      {
        /* value unused: the same as the prefix form, one register fewer */
        CkNode pre = *n;
        pre.kind = n->kind == CK_E_POST_INC ? CK_E_PRE_INC : CK_E_PRE_DEC;
        (void) lower_rv (L, &pre);
        return;
      }
    case CK_E_CALL:
      {
        /* the value is discarded: an unchecked cudaError_t is the checker's business */
        (void) lower_rv (L, n);
        CkStmt *last = L->n_stmts ? &L->stmts[L->n_stmts - 1] : NULL;
        if (last && last->op == CK_S_OP_BUILTIN)
          last->flags |= CK_SF_UNUSED;
        else if (L->n_stmts >= 1 && L->stmts[L->n_stmts - 1].op == CK_S_OP_CALL)
          L->stmts[L->n_stmts - 1].flags |= CK_SF_UNUSED;
        return;
      }
    default:
      break;
    }
  if (is_pure (n))
    return;
  (void) lower_rv (L, n);
}

/* ---- statements ---------------------------------------------------------------------------- */

static gint32
cond_pred (Lower *L, const CkNode *c)
{
  CkExpr *v = lower_rv (L, c);
  return to_reg (L, c, x_truth (v));
}

static void
branch_if (Lower *L, const CkNode *at, gint32 pred, gboolean neg, int label)
{
  emit_bra (L, at, label, pred, neg);
}

/* Does [body] contain a continue/break (not inside a nested loop/switch for the kind) that
 * targets [owner]? */
static gboolean
has_jump_to (const CkNode *n, const CkNode *owner, CkNodeKind kind)
{
  if (!n)
    return FALSE;
  if ((n->kind == CK_S_CONTINUE || n->kind == CK_S_BREAK) && n->kind == kind)
    return n->target == owner;
  if (ck_node_is_expr (n))
    return FALSE;
  if (has_jump_to (n->then, owner, kind) || has_jump_to (n->els, owner, kind))
    return TRUE;
  if (n->kind == CK_S_FOR && has_jump_to (n->init, owner, kind))
    return TRUE;
  for (int i = 0; i < n->n_body; i++)
    if (has_jump_to (n->body[i], owner, kind))
      return TRUE;
  return FALSE;
}

/* Counts the breaks that leave switch [sw] in [n]: [*top] those at the top level of its body
 * (a statement of the body block, or what a case label labels), [*all] every one. */
static void
count_breaks (const CkNode *n, const CkNode *sw, gboolean top_level, int *top, int *all)
{
  if (!n || ck_node_is_expr (n))
    return;
  if (n->kind == CK_S_BREAK)
    {
      if (n->target == sw)
        {
          (*all)++;
          *top += top_level;
        }
      return;
    }
  gboolean keep = top_level && (n->kind == CK_S_BLOCK || n->kind == CK_S_CASE
                                || n->kind == CK_S_DEFAULT || n->kind == CK_S_LABEL);
  count_breaks (n->then, sw, keep, top, all);
  count_breaks (n->els, sw, FALSE, top, all);
  if (n->kind == CK_S_FOR)
    count_breaks (n->init, sw, FALSE, top, all);
  for (int i = 0; i < n->n_body; i++)
    count_breaks (n->body[i], sw, keep, top, all);
}

static gboolean
switch_breaks_are_top_level (const CkNode *sw)
{
  int top = 0, all = 0;
  count_breaks (sw->then, sw, TRUE, &top, &all);
  return top == all;
}

static Region *
push_region (Lower *L, const CkNode *owner, gboolean is_body, int exit_label)
{
  Region *r = g_new0 (Region, 1);
  r->up = L->region;
  r->owner = owner;
  r->is_body = is_body;
  r->exit_label = exit_label;
  r->flag = -1;
  r->sync_label = -1;
  L->region = r;
  return r;
}

/* Places [r]'s exit label and the chained breaks of jumps that pass through it. */
static void
pop_region (Lower *L, Region *r, const CkNode *at)
{
  place (L, r->exit_label);
  L->region = r->up;
  for (int i = 0; i < r->n_pass; i++)
    {
      CkStmt *s = emit (L, CK_S_OP_BRK, at);
      s->guard = (gint32) r->pass_flags[i];
      s->flags |= CK_SF_INJECTED;
    }
  g_free (r);
}

/* A jump (break/continue) to the exit of region [target] from the current region: plain brk when
 * it is the innermost region, else set the target's flag, brk, and let every region crossed
 * re-break on that flag at its exit (DESIGN §2). */
static void
jump_to_region (Lower *L, const CkNode *at, Region *target)
{
  if (L->uniform)
    {
      emit_bra (L, at, target->exit_label, -1, FALSE);
      return;
    }
  if (target->sync_label >= 0)
    {
      /* only generated when every break of the switch is at its top level */
      emit_bra (L, at, target->sync_label, -1, FALSE);
      return;
    }
  Region *inner = L->region;
  while (inner && inner->sync_label >= 0)
    inner = inner->up;   /* ssy switches push no break token: a brk passes them */
  if (inner == target)
    {
      emit (L, CK_S_OP_BRK, at);
      return;
    }
  if (target->flag < 0)
    target->flag = new_reg (L);
  for (Region *r = inner; r != target; r = r->up)
    {
      if (r->sync_label >= 0)
        continue;
      gboolean have = FALSE;
      for (int i = 0; i < r->n_pass; i++)
        have |= r->pass_flags[i] == (guint64) target->flag;
      if (!have && r->n_pass < (int) G_N_ELEMENTS (r->pass_flags))
        r->pass_flags[r->n_pass++] = (guint64) target->flag;
    }
  emit_mov (L, at, target->flag, x_imm (CK_VT_PRED, 1));
  emit (L, CK_S_OP_BRK, at);
}

/* Clears region [r]'s jump flag at region entry; the flag register is allocated lazily, so
 * this is emitted as a placeholder MOV patched to a NOP when no jump used the flag. */
static CkStmt *
flag_reset (Lower *L, const CkNode *at)
{
  CkStmt *s = emit (L, CK_S_OP_NOP, at);
  s->flags |= CK_SF_INJECTED;
  return s;
}

static void
flag_reset_patch (Lower *L, guint32 idx, Region *r)
{
  if (r->flag < 0)
    return;
  CkStmt *s = &L->stmts[idx];
  s->op = CK_S_OP_MOV;
  s->dst = r->flag;
  s->a = x_imm (CK_VT_PRED, 0);
  s->vt = CK_VT_PRED;
}

static Region *
find_region (Lower *L, const CkNode *owner, gboolean body)
{
  for (Region *r = L->region; r; r = r->up)
    if (r->owner == owner && r->is_body == body)
      return r;
  return NULL;
}

static void
lower_init (Lower *L, const CkNode *at, CkExpr *addr, const CkObj *o)
{
  const CkInit *in = o->init;
  gboolean covered = in->n_items == 1 && in->items[0].offset == 0
                     && in->items[0].type->size == o->type->size && !in->items[0].member
                     && in->items[0].type->kind != CK_TY_ARRAY;
  for (int i = 0; i < in->n_items; i++)
    covered = covered && in->items[i].type->kind != CK_TY_VOID;
  if (!covered && in->n_items > 1 && o->type->kind == CK_TY_STRUCT && o->type->size <= 64)
    {
      /* the items write every byte of the struct (dim3 (16, 16)'s three members): no
         zero-fill first */
      guint64 bytes = 0;
      covered = TRUE;
      for (int i = 0; i < in->n_items && covered; i++)
        {
          const CkInitItem *it = &in->items[i];
          covered = it->type->kind != CK_TY_VOID && !it->member && it->type->kind != CK_TY_ARRAY && it->offset >= 0
                    && it->offset + it->type->size <= o->type->size;
          for (gint64 b = it->offset; covered && b < it->offset + it->type->size; b++)
            bytes |= G_GUINT64_CONSTANT (1) << b;
        }
      covered = covered && bytes == (o->type->size == 64 ? G_MAXUINT64
                                     : (G_GUINT64_CONSTANT (1) << o->type->size) - 1);
    }
  if (!covered)
    {
      CkStmt *z = emit (L, CK_S_OP_ZERO, at);
      z->a = addr;
      z->size = (guint32) o->type->size;
    }
  for (int i = 0; i < in->n_items; i++)
    {
      const CkInitItem *it = &in->items[i];
      CkExpr *a = x_addr_add (addr, it->offset);
      if (it->type->kind == CK_TY_VOID)
        {
          /* the members an aggregate's list leaves out (ck_class_dmi_tail), on the object */
          CkExpr *outer = L->init_self;
          L->init_self = a;
          lower_effect (L, it->expr);
          L->init_self = outer;
          continue;
        }
      if (it->type->kind == CK_TY_ARRAY && it->expr->kind == CK_E_STR_LIT)
        {
          gint64 n = MIN ((gint64) it->expr->str_len, it->type->size);
          copy_bytes (L, at, a, x_imm (CK_VT_U64, string_literal (L, it->expr)), n);
          continue;
        }
      CkExpr *v = lower_rv (L, it->expr);
      LVal lv = { 0 };
      lv.addr = a;
      lv.type = it->type;
      gint64 known = MAX (o->align ? o->align : o->type->align, 1);
      if (it->offset)
        known = MIN (known, it->offset & -it->offset);
      lv.known_align = known < it->type->align ? (int) known : 0;   /* in a packed struct */
      lv.bitfield = it->member && it->member->bit_width ? it->member : NULL;
      lv.bf_room = o->type->size - it->offset;
      lv.bf_back = it->offset;
      write_lv (L, at, lv, v);
    }
}

/* `if (c) return;`, `if (c) break;`, `if (c) continue;`: a guarded ret/exit/brk as in listing 5.7
 * (`@p2 ret`), with no ssy/sync around it, when the jump needs no flag. FALSE if [n] is not of
 * that shape (nothing emitted). */
static gboolean
lower_guarded_jump (Lower *L, const CkNode *n)
{
  const CkNode *j = n->then;
  while (j && j->kind == CK_S_BLOCK && j->n_body == 1)
    j = j->body[0];
  if (!j)
    return FALSE;
  CkStmt *s;
  switch (j->kind)
    {
    case CK_S_RETURN:
      {
        if (j->lhs && (!is_pure (j->lhs) || is_struct (j->lhs->type)))
          return FALSE;
        gint32 p = cond_pred (L, n->cond);
        if (L->fn->is_kernel)
          {
            s = emit (L, CK_S_OP_EXIT, j);
            s->flags |= CK_SF_KERNEL_RET;
          }
        else
          {
            s = emit (L, CK_S_OP_RET, j);
            if (j->lhs && L->fn->ret_vt != CK_VT_VOID)
              s->a = x_conv (lower_rv (L, j->lhs), L->fn->ret_vt);
          }
        s->guard = p;
        return TRUE;
      }
    case CK_S_BREAK:
    case CK_S_CONTINUE:
      {
        Region *r = find_region (L, j->target, j->kind == CK_S_CONTINUE);
        Region *inner = L->region;
        while (inner && inner->sync_label >= 0)
          inner = inner->up;
        if (!r || r != inner || r->sync_label >= 0)
          return FALSE;
        gint32 p = cond_pred (L, n->cond);
        s = emit (L, CK_S_OP_BRK, j);
        s->guard = p;
        return TRUE;
      }
    default:
      return FALSE;
    }
}

/* Is there a goto to [label] inside [n]? */
static gboolean
has_goto_to (const CkNode *n, const CkNode *label)
{
  if (!n || ck_node_is_expr (n))
    return FALSE;
  if (n->kind == CK_S_GOTO)
    return n->target == label;
  if (has_goto_to (n->then, label) || has_goto_to (n->els, label) || has_goto_to (n->init, label))
    return TRUE;
  for (int i = 0; i < n->n_body; i++)
    if (has_goto_to (n->body[i], label))
      return TRUE;
  return FALSE;
}

/* A device block whose labels are targets of forward gotos (DESIGN §2): the statements before
 * such a label form a break region whose exit is the label, so a goto lowers like a
 * multi-level break:  preBrk Llabel; ...; goto -> brk; ...; brk; Llabel: label: stmt  */
static void
lower_block_with_labels (Lower *L, const CkNode *n)
{
  int k = 0;
  int *marked = g_newa (int, n->n_body + 1);
  for (int j = 0; j < n->n_body; j++)
    {
      const CkNode *lab = n->body[j];
      if (lab->kind != CK_S_LABEL)
        continue;
      gboolean used = FALSE;
      for (int i = 0; i < j && !used; i++)
        used = has_goto_to (n->body[i], lab);
      if (used)
        marked[k++] = j;
    }
  /* open the regions, outermost (latest label) first */
  Region **regions = g_newa (Region *, k + 1);
  guint32 *resets = g_newa (guint32, k + 1);
  for (int m = k - 1; m >= 0; m--)
    {
      const CkNode *lab = n->body[marked[m]];
      resets[m] = (guint32) (flag_reset (L, lab) - L->stmts);
      int exit = new_label (L);
      emit_tok (L, CK_S_OP_PREBRK, lab, exit);
      regions[m] = push_region (L, lab, FALSE, exit);
    }
  int next = 0;
  for (int i = 0; i < n->n_body; i++)
    {
      if (next < k && marked[next] == i)
        {
          /* the lanes that reach the label by falling through leave the region too */
          emit_tok (L, CK_S_OP_BRK, n->body[i], -1);
          flag_reset_patch (L, resets[next], regions[next]);
          pop_region (L, regions[next], n->body[i]);
          next++;
        }
      lower_stmt (L, n->body[i]);
    }
}

/* The storage of variable-length array [o] (slot [s]), at its declaration [at]: the frame
 * grows by its size at run time; running the declaration again (a loop) first releases what it
 * and the later declarations took (C11 6.2.4p7: the lifetime ended when the block was left). */
static void
vla_declare (Lower *L, const CkNode *at, CkObj *o, Slot *s)
{
  if (!L->fn->frame_size)
    frame_alloc (L, 16, 16, NULL);   /* a thread's local window exists for frames with bytes */
  CkExpr **args = ck_new_n (CkExpr *, 4);
  const CkType **types = ck_new_n (const CkType *, 4);
  args[0] = vla_sizeof (L, o->type);
  args[1] = x_imm (CK_VT_U64, 16);   /* gcc aligns a VLA on x86-64 as the stack: 16 bytes */
  args[2] = x_reg (s->reg, CK_VT_U64);
  for (int i = 0; i < 3; i++)
    types[i] = ck_ty_ulong;
  CkStmt *st = emit (L, CK_S_OP_BUILTIN, at);
  st->builtin = CK_BUILTIN_U_VLA_ALLOC;
  st->args = args;
  st->n_args = 3;
  st->arg_types = (const CkType *const *) types;
  st->vt = CK_VT_U64;
  st->dst = s->reg;
  st->text = o->name;
}

static void
lower_stmt (Lower *L, const CkNode *n)
{
  if (!n)
    return;
  if (ck_node_is_expr (n))
    {
      lower_effect (L, n);
      return;
    }
  switch (n->kind)
    {
    case CK_S_NULL_STMT:
      return;
    case CK_S_BLOCK:
      if (L->uniform)
        {
          for (int i = 0; i < n->n_body; i++)
            lower_stmt (L, n->body[i]);
          return;
        }
      lower_block_with_labels (L, n);
      return;
    case CK_S_EXPR:
      lower_effect (L, n->lhs ? n->lhs : n->init);
      return;
    case CK_S_DECL:
      {
        CkObj *o = n->obj;
        if (o && o->storage == CK_SC_TYPEDEF && !o->is_function)
          vla_eval_dims (L, n, o->type, TRUE);
        if (!o || o->storage == CK_SC_TYPEDEF || o->is_function)
          return;
        if (!o->is_local || o->storage == CK_SC_STATIC || o->storage == CK_SC_EXTERN
            || o->mem_space != CK_MS_NONE)
          {
            (void) slot_of (L, o);  /* statics are initialised before main */
            return;
          }
        vla_eval_dims (L, n, o->type, FALSE);
        Slot *s = declare_local (L, o);
        if (s->kind == SLOT_VLA)
          {
            vla_declare (L, n, o, s);
            return;
          }
        if (!o->init)
          return;
        if (s->kind == SLOT_REG)
          {
            const CkInitItem *it = &o->init->items[0];
            CkExpr *v = o->init->n_items ? lower_rv (L, it->expr) : x_imm (vt_of (o->type), 0);
            ProdVar *p = L->products ? g_hash_table_lookup (L->products, o) : NULL;
            if (p && !p->bad && p->reads > 0 && is_product (v, p->vt, FALSE))
              {
                /* the operands keep their values for the reads that contract the product */
                p->ra = new_reg (L);
                emit_mov (L, n, p->ra, v->a);
                p->rb = new_reg (L);
                emit_mov (L, n, p->rb, v->b);
                v = x_bin (CK_X_MUL, p->vt, x_reg (p->ra, p->vt), x_reg (p->rb, p->vt));
              }
            emit_mov (L, n, s->reg, x_conv (v, vt_of (o->type)));
            return;
          }
        lower_init (L, n, slot_addr (L, s), o);
        return;
      }
    case CK_S_IF:
      {
        if (!n->els && !L->uniform && lower_guarded_jump (L, n))
          return;
        /* ssy Lend; @!c bra Lelse; A; bra Lsync; Lelse: B; Lsync: sync; Lend:   (listing 5.5) */
        gint32 p = cond_pred (L, n->cond);
        int lelse = new_label (L), lsync = new_label (L), lend = new_label (L);
        if (!L->uniform)
          emit_tok (L, CK_S_OP_SSY, n, lend);
        branch_if (L, n, p, TRUE, n->els ? lelse : lsync);
        lower_stmt (L, n->then);
        if (n->els)
          {
            emit_bra (L, n, lsync, -1, FALSE);
            place (L, lelse);
            lower_stmt (L, n->els);
          }
        place (L, lsync);
        if (!L->uniform)
          emit_tok (L, CK_S_OP_SYNC, n, -1);
        place (L, lend);
        return;
      }
    case CK_S_WHILE:
    case CK_S_FOR:
    case CK_S_DO:
      {
        /* preBrk Lexit; Ltop: @!c brk; [preBrk Lcont;] body; [brk; Lcont: @f brk;] inc;
           bra Ltop; Lexit:   (listing 6.2, with the body its own break region when it continues) */
        if (n->kind == CK_S_FOR && n->init)
          lower_stmt (L, n->init);
        gboolean need_body = has_jump_to (n->then, n, CK_S_CONTINUE);
        int lexit = new_label (L), ltop = new_label (L);
        guint32 reset_outer = flag_reset (L, n) - L->stmts;
        if (!L->uniform)
          emit_tok (L, CK_S_OP_PREBRK, n, lexit);
        Region *outer = push_region (L, n, FALSE, lexit);
        place (L, ltop);
        if (n->kind != CK_S_DO && n->cond)
          {
            gint32 p = cond_pred (L, n->cond);
            if (L->uniform)
              emit_bra (L, n->cond, lexit, p, TRUE);
            else
              {
                CkStmt *b = emit (L, CK_S_OP_BRK, n->cond);
                b->guard = p;
                b->flags |= CK_SF_GUARD_NEG | CK_SF_INJECTED;
              }
          }
        if (need_body)
          {
            int lcont = new_label (L);
            guint32 reset_body = flag_reset (L, n) - L->stmts;
            if (!L->uniform)
              emit_tok (L, CK_S_OP_PREBRK, n, lcont);
            Region *body = push_region (L, n, TRUE, lcont);
            lower_stmt (L, n->then);
            if (!L->uniform)
              emit_tok (L, CK_S_OP_BRK, n, -1);
            flag_reset_patch (L, reset_body, body);
            pop_region (L, body, n);
          }
        else
          lower_stmt (L, n->then);
        if (n->kind == CK_S_FOR && n->inc)
          lower_effect (L, n->inc);
        if (n->kind == CK_S_DO)
          {
            gint32 p = cond_pred (L, n->cond);
            if (L->uniform)
              emit_bra (L, n->cond, lexit, p, TRUE);
            else
              {
                CkStmt *b = emit (L, CK_S_OP_BRK, n->cond);
                b->guard = p;
                b->flags |= CK_SF_GUARD_NEG | CK_SF_INJECTED;
              }
          }
        emit_bra (L, n, ltop, -1, FALSE);
        flag_reset_patch (L, reset_outer, outer);
        pop_region (L, outer, n);
        return;
      }
    case CK_S_SWITCH:
      {
        /* ssy Lend; brx x, cases; L1: ...; bra Lsync; ... Lsync: sync; Lend:   (listing 5.6),
           when every break is at the top level of the switch; otherwise the switch is a break
           region: preBrk Lexit; brx x, cases; L1: ...; brk; Lexit:  */
        CkExpr *sel = x_conv (lower_rv (L, n->cond), CK_VT_I64);
        int lexit = new_label (L);
        gboolean use_ssy = !L->uniform && switch_breaks_are_top_level (n);
        guint32 reset = flag_reset (L, n) - L->stmts;
        int lsync = use_ssy ? new_label (L) : -1;
        if (!L->uniform)
          emit_tok (L, use_ssy ? CK_S_OP_SSY : CK_S_OP_PREBRK, n, lexit);
        Region *r = push_region (L, n, FALSE, lexit);
        r->sync_label = lsync;
        CkStmt *bx = emit (L, CK_S_OP_BRX, n);
        bx->a = sel;
        bx->n_cases = 0;
        bx->cases = ck_new_n (CkCase, n->n_cases + 1);
        guint32 bx_idx = (guint32) (bx - L->stmts);
        int ldefault = -1;
        int nolabel = new_label (L);
        /* the case labels get their pcs while lowering the body */
        GHashTable *case_labels = g_hash_table_new (NULL, NULL);
        for (int i = 0; i < n->n_cases; i++)
          {
            int lab = new_label (L);
            g_hash_table_insert (case_labels, n->cases[i], GINT_TO_POINTER (lab + 1));
            if (n->cases[i]->kind == CK_S_DEFAULT)
              ldefault = lab;
            else
              {
                CkCase *c = &L->stmts[bx_idx].cases[L->stmts[bx_idx].n_cases++];
                c->lo = (gint64) n->cases[i]->ival;
                c->hi = (gint64) (n->cases[i]->ival2 ? n->cases[i]->ival2 : n->cases[i]->ival);
                if (n->cases[i]->ival2 < n->cases[i]->ival)
                  c->hi = c->lo;
                c->target = (guint32) lab;
              }
          }
        L->stmts[bx_idx].target = (guint32) (ldefault >= 0 ? ldefault : nolabel);
        /* lower the body; CASE/DEFAULT statements place their labels */
        g_hash_table_insert (L->case_labels, (gpointer) n, case_labels);
        lower_stmt (L, n->then);
        g_hash_table_remove (L->case_labels, (gpointer) n);
        g_hash_table_destroy (case_labels);
        if (L->uniform)
          {
            emit_bra (L, n, lexit, -1, FALSE);
            place (L, nolabel);
          }
        else if (use_ssy)
          {
            place (L, nolabel);
            place (L, lsync);
            emit_tok (L, CK_S_OP_SYNC, n, -1);
          }
        else
          {
            emit_tok (L, CK_S_OP_BRK, n, -1);
            place (L, nolabel);
            emit_tok (L, CK_S_OP_BRK, n, -1);
          }
        flag_reset_patch (L, reset, r);
        pop_region (L, r, n);
        return;
      }
    case CK_S_CASE:
    case CK_S_DEFAULT:
      {
        const CkNode *sw = n->target;
        GHashTable *labels = sw ? g_hash_table_lookup (L->case_labels, sw) : NULL;
        if (!labels)
          {
            /* find the innermost switch region owning this case */
            for (Region *r = L->region; r && !labels; r = r->up)
              if (r->owner->kind == CK_S_SWITCH)
                labels = g_hash_table_lookup (L->case_labels, r->owner);
          }
        if (labels)
          {
            int lab = GPOINTER_TO_INT (g_hash_table_lookup (labels, n)) - 1;
            if (lab >= 0)
              place (L, lab);
          }
        lower_stmt (L, n->then);
        return;
      }
    case CK_S_BREAK:
      {
        Region *r = find_region (L, n->target, FALSE);
        if (!r)
          {
            unsupported (L, n->loc, "break outside of a loop or switch");
            return;
          }
        jump_to_region (L, n, r);
        return;
      }
    case CK_S_CONTINUE:
      {
        Region *r = find_region (L, n->target, TRUE);
        if (!r && L->uniform)
          {
            /* host: continue of a loop without a body region is never generated: has_jump_to */
            unsupported (L, n->loc, "continue");
            return;
          }
        if (!r)
          {
            unsupported (L, n->loc, "continue outside of a loop");
            return;
          }
        jump_to_region (L, n, r);
        return;
      }
    case CK_S_RETURN:
      {
        const CkFunc *f = L->fn;
        if (n->lhs && is_struct (n->lhs->type) && f->returns_struct)
          {
            CkExpr *src = lower_rv (L, n->lhs);
            copy_bytes (L, n, x_reg (L->sret_reg, CK_VT_U64), src, n->lhs->type->size);
            CkStmt *s = emit (L, CK_S_OP_RET, n);
            (void) s;
            return;
          }
        CkExpr *v = n->lhs ? lower_rv (L, n->lhs) : NULL;
        if (f->is_kernel)
          {
            if (v)
              lower_effect (L, n->lhs);
            CkStmt *s = emit (L, CK_S_OP_EXIT, n);
            s->flags |= CK_SF_KERNEL_RET;
            return;
          }
        CkStmt *s = emit (L, CK_S_OP_RET, n);
        if (v && f->ret_vt != CK_VT_VOID)
          s->a = x_conv (v, f->ret_vt);
        return;
      }
    case CK_S_TRY:
      lower_try (L, n);
      return;
    case CK_S_LABEL:
      {
        if (!L->uniform)
          {
            /* the break region ending here was closed by lower_block_with_labels */
            lower_stmt (L, n->then);
            return;
          }
        int lab = GPOINTER_TO_INT (g_hash_table_lookup (L->goto_labels, n->label)) - 1;
        if (lab < 0)
          {
            lab = new_label (L);
            g_hash_table_insert (L->goto_labels, (gpointer) n->label, GINT_TO_POINTER (lab + 1));
          }
        place (L, lab);
        lower_stmt (L, n->then);
        return;
      }
    case CK_S_GOTO:
      {
        if (!L->uniform)
          {
            Region *r = find_region (L, n->target, FALSE);
            if (!r)
              {
                unsupported (L, n->loc, "goto backwards or into a block in device code (only forward jumps to a label of the same or an enclosing block)");
                return;
              }
            jump_to_region (L, n, r);
            return;
          }
        int lab = GPOINTER_TO_INT (g_hash_table_lookup (L->goto_labels, n->label)) - 1;
        if (lab < 0)
          {
            lab = new_label (L);
            g_hash_table_insert (L->goto_labels, (gpointer) n->label, GINT_TO_POINTER (lab + 1));
          }
        emit_bra (L, n, lab, -1, FALSE);
        return;
      }
    default:
      break;
    }
  unsupported (L, n->loc, n->kind < CK_NODE__COUNT ? ck_node_kind_name[n->kind] : "statement");
}

/* ---- functions ----------------------------------------------------------------------------- */

static void
need (Lower *L, CkFunc *f)
{
  if (L->declaring || !f || !f->obj || !f->obj->body || g_hash_table_contains (L->queued, f))
    return;
  g_hash_table_add (L->queued, f);
  g_ptr_array_add (L->queue, f);
}

static CkFunc *func_lookup (Lower *L, CkObj *o);

static CkFunc *
func_for (Lower *L, CkObj *o)
{
  CkFunc *f = func_lookup (L, o);
  need (L, f);
  return f;
}

static CkFunc *
func_lookup (Lower *L, CkObj *o)
{
  CkFunc *f = g_hash_table_lookup (L->funcs, o);
  if (f)
    return f;
  /* a function of the other pass, or a declaration resolved by name */
  char *key = unit_key (L->device ? "d:" : "h:", o);
  f = g_hash_table_lookup (L->by_name, key);
  g_free (key);
  if (f)
    return f;
  f = ck_new (CkFunc);
  f->name = o->name;
  f->obj = o;
  f->builtin = -1;
  f->type = o->type;
  f->is_device = L->device;
  g_hash_table_insert (L->funcs, o, f);
  ck_vec_push (&L->prog->funcs, f);
  return f;
}

/* Replaces the label numbers in the branch targets of [f] (statements entry..end) by the pcs
 * the labels were placed at. Every function's statements need it, the static initialisation
 * too: a `?:` or `||` in an initializer branches (issue 18: its `bra 0` spun before main). */
static void
resolve_labels (Lower *L, CkFunc *f)
{
  for (guint32 pc = f->entry; pc < f->end; pc++)
    {
      CkStmt *s = &L->stmts[pc];
      switch (s->op)
        {
        case CK_S_OP_SSY: case CK_S_OP_PREBRK: case CK_S_OP_PRERET: case CK_S_OP_BRA: case CK_S_OP_BRX:
        case CK_S_OP_BRK:
          if (s->target != NO_LABEL)
            {
              g_assert (s->target < L->n_labels);
              s->target = L->labels[s->target];
              if (s->target == NO_LABEL)
                {
                  unsupported (L, s->loc, "jump to a label that is never defined");
                  s->target = f->entry;
                }
            }
          for (guint32 i = 0; i < s->n_cases; i++)
            {
              s->cases[i].target = L->labels[s->cases[i].target];
              if (s->cases[i].target == NO_LABEL)
                s->cases[i].target = s->target;
            }
          break;
        default:
          break;
        }
    }
}

static void
lower_function (Lower *L, CkObj *o)
{
  CkFunc *f = func_lookup (L, o);
  L->fn = f;
  L->fn_obj = o;
  f->entry = L->n_stmts;
  f->is_kernel = (o->exec_space & CK_ES_GLOBAL) != 0;
  f->ret_vt = vt_of (o->type->base);
  f->returns_struct = is_struct (o->type->base);
  f->frame_align = 16;
  L->sret_reg = -1;
  L->n_labels = 0;
  L->goto_labels = g_hash_table_new (g_str_hash, g_str_equal);
  L->products = NULL;
  if (L->device && L->fmode->fmad && o->body)
    {
      L->products = g_hash_table_new_full (NULL, NULL, NULL, g_free);
      scan_products (L->products, o->body, NULL, USE_OTHER);
    }
  if (L->vla_dims)
    g_hash_table_remove_all (L->vla_dims);
  if (f->returns_struct)
    L->sret_reg = new_reg (L);
  /* a variadic host function gets the address of its caller's '...' block last (lower_call) */
  gboolean variadic = o->type->is_variadic && !L->device;
  L->va_reg = -1;
  f->n_params = (guint32) o->n_params + (f->returns_struct ? 1 : 0) + (variadic ? 1 : 0);
  f->param_regs = ck_new_n (gint32, f->n_params + 1);
  f->max_threads = o->launch_bounds_max_threads > 0 ? (guint32) o->launch_bounds_max_threads : 0;
  f->param_copy_size = (guint32 *) ck_new_atomic (sizeof (guint32) * (f->n_params + 1));
  memset (f->param_copy_size, 0, sizeof (guint32) * (f->n_params + 1));
  for (int i = 0; i < o->n_params; i++)
    {
      const CkType *pt = o->params[i]->type;
      if ((pt->kind == CK_TY_STRUCT || pt->kind == CK_TY_UNION) && !pt->is_reference && pt->size > 0)
        f->param_copy_size[i + (f->returns_struct ? 1 : 0)] = (guint32) pt->size;
    }
  int k = 0;
  if (f->returns_struct)
    f->param_regs[k++] = L->sret_reg;
  /* parameters arrive in registers; those that live in memory are stored by the prologue */
  for (int i = 0; i < o->n_params; i++)
    {
      CkObj *p = o->params[i];
      gint32 r = new_reg (L);
      f->param_regs[k++] = r;
      Slot *s = g_new0 (Slot, 1);
      if (is_struct (p->type) && !f->is_kernel && ck_class_is_passed_indirectly (p->type))
        {
          /* the register holds the address of the caller's temporary, which is the parameter */
          s->kind = SLOT_INDIRECT;
          s->reg = r;
        }
      else if (is_struct (p->type))
        {
          /* struct parameters: the register holds the address of the caller's copy */
          s->kind = SLOT_LOCAL;
          s->off = frame_alloc (L, p->type->size, p->type->align, p);
          CkExpr *a = x_new (CK_X_LADDR, CK_VT_U64);
          a->imm.u = s->off;
          copy_bytes (L, o->body, a, x_reg (r, CK_VT_U64), p->type->size);
        }
      else if (lives_in_register (p))
        {
          s->kind = SLOT_REG;
          s->reg = r;
        }
      else
        {
          s->kind = SLOT_LOCAL;
          s->off = frame_alloc (L, p->type->size, p->type->align, p);
          CkExpr *a = x_new (CK_X_LADDR, CK_VT_U64);
          a->imm.u = s->off;
          store (L, o->body, a, p->type, x_reg (r, vt_of (p->type)), FALSE);
        }
      g_hash_table_insert (L->slots, p, s);
    }
  if (variadic)
    f->param_regs[k++] = L->va_reg = new_reg (L);
  /* the lengths of variably modified parameters (`float a[n][n]` is `float (*a)[n]`) */
  for (int i = 0; i < o->n_params; i++)
    vla_eval_dims (L, o->body, o->params[i]->type, FALSE);
  L->exc_handler = L->exc_ret = -1;
  lower_stmt (L, o->body);
  /* falling off the end */
  if (f->is_kernel)
    {
      CkStmt *s = emit (L, CK_S_OP_EXIT, NULL);
      s->loc = o->loc;
      s->flags |= CK_SF_INJECTED;
    }
  else
    {
      CkStmt *s = emit (L, CK_S_OP_RET, NULL);
      s->loc = o->loc;
      s->flags |= CK_SF_INJECTED;
      if (f->ret_vt != CK_VT_VOID && !f->returns_struct)
        s->a = x_imm (f->ret_vt == CK_VT_F32 || f->ret_vt == CK_VT_F64 ? CK_VT_I64 : f->ret_vt, 0);
      if (s->a && s->a->vt != f->ret_vt)
        s->a = x_conv (s->a, f->ret_vt);
    }
  if (L->exc_ret >= 0)
    {
      /* an exception leaves the function: main's, or a noexcept function's ([except.spec]p5),
         is std::terminate; another returns, its caller checks for the exception (exc_check)
         and never reads the value */
      place (L, L->exc_ret);
      if ((L->ast && o == L->ast->main_fn) || o->type->is_noexcept)
        emit_builtin (L, o->body, CK_BUILTIN_U_EXC_TERMINATE, CK_VT_VOID, 0);
      CkStmt *s = emit (L, CK_S_OP_RET, NULL);
      s->loc = o->loc;
      s->flags |= CK_SF_INJECTED;
      if (f->ret_vt != CK_VT_VOID && !f->returns_struct)
        s->a = x_conv (x_imm (f->ret_vt == CK_VT_F32 || f->ret_vt == CK_VT_F64 ? CK_VT_I64 : f->ret_vt, 0),
                       f->ret_vt);
      L->exc_ret = -1;
    }
  f->end = L->n_stmts;
  /* -ftz and -prec-div=false decide how the float nodes of device code compute */
  if (L->device && (L->fmode->ftz || !L->fmode->prec_div))
    for (guint32 pc = f->entry; pc < f->end; pc++)
      {
        CkStmt *s = &L->stmts[pc];
        mark_float_mode (L, s->a);
        mark_float_mode (L, s->b);
        mark_float_mode (L, s->c);
        mark_float_mode (L, s->d);
        for (guint32 i = 0; i < s->n_args; i++)
          mark_float_mode (L, s->args[i]);
      }
  resolve_labels (L, f);
  g_hash_table_destroy (L->goto_labels);
  L->goto_labels = NULL;
  if (L->products)
    g_hash_table_destroy (L->products);
  L->products = NULL;
  f->frame_size = (f->frame_size + 15) & ~15u;
  L->fn = NULL;
}

/* Static initializers: one host function that runs before main. */
static void
lower_static_inits (Lower *L, CkVec *objs, gboolean device)
{
  for (int i = 0; i < objs->len; i++)
    {
      CkObj *o = ck_vec_get (objs, i);
      if (o->is_function || o->storage == CK_SC_TYPEDEF)
        continue;
      if (device != L->device)
        continue;
      if (o->mem_space == CK_MS_SHARED)
        {
          /* the host pass sees __shared__ variables too; only the device pass lays them out */
          if (device)
            (void) slot_of (L, o);
          continue;
        }
      /* host variables seen in the device pass; device code may read a const arithmetic one
         with a constant initializer, as nvcc allows: its device copy is initialised */
      if (device && o->mem_space == CK_MS_NONE && !o->is_arith_constant)
        continue;
      Slot *s = slot_of (L, o);
      if (o->init && (s->kind == SLOT_GLOBAL || s->kind == SLOT_TLS))
        lower_init (L, NULL, x_imm (CK_VT_U64, s->off), o);
    }
}

static void
collect_static_locals (Lower *L, CkObj *fn)
{
  for (int i = 0; i < fn->locals.len; i++)
    {
      CkObj *o = ck_vec_get (&fn->locals, i);
      if (o->storage == CK_SC_STATIC || (o->mem_space != CK_MS_NONE && o->mem_space != CK_MS_SHARED))
        {
          Slot *s = slot_of (L, o);
          if (o->init && (s->kind == SLOT_GLOBAL || s->kind == SLOT_TLS))
            lower_init (L, NULL, x_imm (CK_VT_U64, s->off), o);
        }
      else if (o->mem_space == CK_MS_SHARED)
        (void) slot_of (L, o);
    }
}

static void
lower_pass (Lower *L, CkVec *objs, gboolean device)
{
  L->device = device;
  L->uniform = !device;
  /* functions of this pass: host-space ones from the host pass, device/global ones from the
     device pass */
  for (int i = 0; i < objs->len; i++)
    {
      CkObj *o = ck_vec_get (objs, i);
      if (!o->is_function)
        continue;
      gboolean want = device ? (o->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)) != 0
                             : (o->exec_space & CK_ES_HOST) != 0 || o->exec_space == 0;
      if (!want)
        continue;
      if (!o->body && o->definition && o->definition != o)
        continue;
      CkFunc *f = func_for (L, o);
      char *key = unit_key (device ? "d:" : "h:", o);
      if (!g_hash_table_lookup (L->by_name, key) || o->body)
        g_hash_table_insert (L->by_name, key, f);
      else
        g_free (key);
    }
}

/* Whether the unit's own code may call [f] from another unit: a function with a body, external
 * linkage, not inline, written in a user file (not one of cudak's built-in headers). */
static gboolean
is_unit_entry (const CkFunc *f)
{
  const CkObj *o = f->obj;
  return o && o->body && o->storage != CK_SC_STATIC && !o->is_inline && o->loc.file
         && !o->loc.file->is_builtin;
}

static CkSimtProgram *
lower_program (CkProgram *ast, CkMem *mem, int cuda_arch, const CkFloatMode *modes,
               int n_modes, gboolean unit_only, CkDiagSink *sink)
{
  Lower L = { 0 };
  static const CkFloatMode host_mode = { FALSE, FALSE, TRUE, TRUE, FALSE };
  L.cuda_arch = cuda_arch;
  L.fmode = &host_mode;
  L.unit_only = unit_only;
  CkSimtProgram *prog = ck_new (CkSimtProgram);
  prog->builtins = ck_builtin_table;
  L.prog = prog;
  L.queue = g_ptr_array_new ();
  L.queued = g_hash_table_new (NULL, NULL);
  L.declaring = TRUE;
  L.ast = ast;
  L.mem = mem;
  L.sink = sink;
  L.slots = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  L.funcs = g_hash_table_new (NULL, NULL);
  L.by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  L.globals = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  L.strings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  L.case_labels = g_hash_table_new (NULL, NULL);
  L.shared_vars = g_array_new (FALSE, FALSE, sizeof (CkVarRange));
  prog->ast = ast;

  /* declare every function of both passes first so that calls and launches resolve */
  lower_pass (&L, &ast->device_objs, TRUE);
  lower_pass (&L, &ast->host_objs, FALSE);

  /* the static initializers (device variables first: the host may read them) */
  CkFunc *init = ck_new (CkFunc);
  init->name = "(static initialisation)";
  init->builtin = -1;
  init->frame_align = 16;
  ck_vec_push (&prog->funcs, init);
  L.fn = init;
  L.declaring = FALSE;
  init->entry = L.n_stmts;
  L.device = TRUE;
  L.uniform = TRUE;
  lower_static_inits (&L, &ast->device_objs, TRUE);
  for (int i = 0; i < ast->device_objs.len; i++)
    {
      CkObj *o = ck_vec_get (&ast->device_objs, i);
      if (o->is_function && o->body && (o->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)))
        collect_static_locals (&L, o);
    }
  L.device = FALSE;
  lower_static_inits (&L, &ast->host_objs, FALSE);
  for (int i = 0; i < ast->host_objs.len; i++)
    {
      CkObj *o = ck_vec_get (&ast->host_objs, i);
      if (o->is_function && o->body && ((o->exec_space & CK_ES_HOST) || o->exec_space == 0))
        collect_static_locals (&L, o);
    }
  {
    CkStmt *s = emit (&L, CK_S_OP_RET, NULL);
    s->flags |= CK_SF_INJECTED;
  }
  init->end = L.n_stmts;
  resolve_labels (&L, init);
  prog->init_fn = init;
  L.fn = NULL;

  /* function bodies: main first, then whatever the lowered code reaches */
  L.declaring = FALSE;
  {
    char *mk = g_strdup ("h:main");
    need (&L, g_hash_table_lookup (L.by_name, mk));
    g_free (mk);
  }
  /* a unit compiled alone: what other units may call is lowered too, for its errors */
  for (int i = 0; unit_only && i < prog->funcs.len; i++)
    if (is_unit_entry (ck_vec_get (&prog->funcs, i)))
      need (&L, ck_vec_get (&prog->funcs, i));
  for (guint qi = 0; qi < L.queue->len && !sink->too_many; qi++)
    {
      CkFunc *f = g_ptr_array_index (L.queue, qi);
      static const CkFloatMode device_default = CK_FLOAT_MODE_DEFAULT;
      L.device = f->is_device;
      L.uniform = !f->is_device;
      /* host code follows gcc's default on x86-64: no contraction, IEEE everything */
      L.fmode = !f->is_device ? &host_mode
                : modes && f->obj->tu_index >= 0 && f->obj->tu_index < n_modes
                ? &modes[f->obj->tu_index] : &device_default;
      lower_function (&L, f->obj);
    }

  /* bind body-less functions to builtins */
  for (int i = 0; i < prog->funcs.len; i++)
    {
      CkFunc *f = ck_vec_get (&prog->funcs, i);
      if (f->obj && !f->obj->body && f->builtin < 0)
        f->builtin = ck_builtin_lookup (linkage_name (f->obj));
    }
  compute_static_shared (&L);
  /* the dynamic shared window starts after the static shared variables */
  guint64 dyn_base = (L.shared_static + 15) & ~(guint64) 15;
  for (guint32 pc = 0; pc < L.n_stmts; pc++)
    {
      CkStmt *s = &L.stmts[pc];
      CkExpr *stack[64];
      int sp = 0;
      CkExpr *roots[4] = { s->a, s->b, s->c, s->d };
      for (int r = 0; r < 4; r++)
        if (roots[r])
          stack[sp++] = roots[r];
      for (guint32 i = 0; i < s->n_args && sp < 60; i++)
        stack[sp++] = s->args[i];
      while (sp > 0)
        {
          CkExpr *e = stack[--sp];
          if (e->op == CK_X_SADDR && e->imm.u >= G_MAXUINT32)
            e->imm.u = dyn_base + (e->imm.u - G_MAXUINT32);
          if (sp < 61)
            {
              if (e->a) stack[sp++] = e->a;
              if (e->b) stack[sp++] = e->b;
              if (e->c) stack[sp++] = e->c;
            }
        }
    }
  prog->stmts = L.stmts;
  prog->n_stmts = L.n_stmts;
  prog->shared_static = dyn_base;
  for (guint i = 0; i < L.shared_vars->len; i++)
    {
      CkVarRange *vr = &g_array_index (L.shared_vars, CkVarRange, i);
      if (vr->offset == G_MAXUINT64)
        vr->offset = dyn_base;
    }
  /* sorted by offset (the extern arrays, at the dynamic base, come last), as the window's
     frame check searches them (CkAlloc.frames_end) */
  g_array_sort (L.shared_vars, cmp_var_offset);
  prog->n_shared_vars = L.shared_vars->len;
  /* the program lives in GC memory: so do its tables (a leak checker sees no malloc'd block
     that only the GC heap points to) */
  prog->shared_vars = (CkVarRange *) GC_MALLOC (sizeof (CkVarRange) * MAX (L.shared_vars->len, 1));
  if (L.shared_vars->len)
    memcpy (prog->shared_vars, L.shared_vars->data, sizeof (CkVarRange) * L.shared_vars->len);
  g_array_free (L.shared_vars, TRUE);
  char *mk = g_strdup ("h:main");
  prog->main_fn = g_hash_table_lookup (L.by_name, mk);
  g_free (mk);
  if (prog->main_fn && !prog->main_fn->obj->body)
    prog->main_fn = NULL;

  g_hash_table_destroy (L.slots);
  g_hash_table_destroy (L.funcs);
  g_hash_table_destroy (L.by_name);
  g_hash_table_destroy (L.globals);
  g_hash_table_destroy (L.strings);
  g_hash_table_destroy (L.case_labels);
  g_free (L.labels);
  g_ptr_array_free (L.queue, TRUE);
  g_hash_table_destroy (L.queued);
  if (L.vla_dims)
    g_hash_table_destroy (L.vla_dims);
  return L.errors ? NULL : prog;
}

CkSimtProgram *
ck_lower_program (CkProgram *ast, CkMem *mem, int cuda_arch, const CkFloatMode *modes,
                  int n_modes, CkDiagSink *sink)
{
  return lower_program (ast, mem, cuda_arch, modes, n_modes, FALSE, sink);
}

CkSimtProgram *
ck_lower_unit (CkProgram *ast, CkMem *mem, int cuda_arch, const CkFloatMode *modes,
               int n_modes, CkDiagSink *sink)
{
  return lower_program (ast, mem, cuda_arch, modes, n_modes, TRUE, sink);
}
