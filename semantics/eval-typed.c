/* semantics/eval-typed.c — typed warp-wide evaluation (issue 22): each expression tree, at its
 * first evaluation for several lanes, compiled into a flat sequence of operations specialised on
 * operator and value type (semantics/typed-ops.def) over dense 8-byte lane vectors, with values
 * every lane shares computed once; the thread level of expressions [H §5.3] as eval.c's walk.
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include <string.h>
#include "base/gcutil.h"
#include "semantics/eval.h"

typedef enum {
#define CK_TK(id, meaning) CK_TK_##id,
#include "semantics/typed-ops.def"
#undef CK_TK
  CK_TK__COUNT
} CkTKind;

/* Temporaries of one evaluation: a tree that needs more (a nesting this deep is rare) keeps the
 * tree walk. Each is CK_MAX_WARP lanes of 8 bytes, on the stack. */
#define TYPED_SLOTS 12
/* lanes_of's buffer: a lane number for each lane and 4 bytes it may write past the last */
#define LANES_BUF (CK_MAX_WARP + 4)
/* Operations of one tree; a larger tree keeps the tree walk. */
#define TYPED_OPS 64

/* One operation: D = S[d] from the operands S[a], S[b], S[c]. An operand or result marked
 * uniform holds its value at index 0 alone (the same for every lane); an operation whose
 * operands are all uniform and that cannot trap is computed once (uni). */
typedef struct CkTOp {
  guint8 kind;          /* CkTKind */
  guint8 d, a, b, c;    /* slots */
  guint8 mode;          /* binary operations: where operands a and b come from, MODE (ma, mb);
                           fma and sel: bits 1, 2, 4 for a register a, b, c (ternary) */
  guint8 bconst;        /* mb == M_UNI: the value is [kb], not S[b][0] */
  gint32 ra, rb, rc;    /* M_REG operands: the registers */
  guint64 kb;           /* see [bconst] */
  guint8 uni;           /* the result is uniform: computed at index 0 alone */
  guint8 op, vt;        /* CkXOp and CkVT where the kind leaves them open (DIVMOD, INT_GEN,
                           CMP_GEN, F32_FLAGS, NEG_INT, NOT_INT, BFE, BFI); CVT_GEN: from */
  guint8 to;            /* CVT_GEN: to */
  gint32 reg;           /* REG: register; SREG_UNI: CkSreg */
  guint64 imm;          /* IMM: value; LADDR SADDR: offset; PTRADD PTRDIFF: scale; BFE BFI:
                           position; F32_FLAGS CMP_GEN: CK_XF_* */
  const CkExpr *e;      /* GENERIC: the node */
} CkTOp;

/* Where an operand of a binary operation comes from: its slot (index i; also a uniform
 * operation's), the lane's register read in the loop, or one value for every lane (a uniform
 * slot's S[b][0], or a constant). */
enum { M_SLOT, M_REG, M_UNI };
#define MODE(ma, mb) ((ma) * 3 + (mb))

/* A compiled tree: its value is S[0] (uniform when [uni]). n_ops == 0: not compiled (the tree
 * walk evaluates it). */
struct CkTypedCode {
  guint16 n_ops;
  guint8 n_slots;
  guint8 uni;
  guint8 may_trap;      /* an operation may trap a lane (an integer division, the walk) */
  CkTOp ops[];
};

/* The one code of every tree the compiler leaves to the walk. */
static const CkTypedCode no_code = { 0, 0, 0, 0 };

typedef struct {
  CkTOp ops[TYPED_OPS];
  int n;
  int slots;
  gboolean failed;
  CkTOp scratch;        /* what emit gives once the code is too long (then [failed]) */
} Builder;

static inline float
as_f32 (guint64 u)
{
  float f;
  guint32 w = (guint32) u;
  memcpy (&f, &w, 4);
  return f;
}

static inline double
as_f64 (guint64 u)
{
  double d;
  memcpy (&d, &u, 8);
  return d;
}

/* An f32 result: its 4 bytes, the upper 4 zero (as eval1 leaves them). */
static inline guint64
of_f32 (float f)
{
  guint32 w;
  memcpy (&w, &f, 4);
  return w;
}

static inline guint64
of_f64 (double d)
{
  guint64 u;
  memcpy (&u, &d, 8);
  return u;
}

/* Whether evaluating [e] for lanes the walk would not evaluate it for is harmless: no integer
 * division (a trap the walk would not report) and no thread-local address (made at first use)
 * anywhere in it. The operands of land, lor and sel are evaluated for every lane only then. */
static gboolean
is_safe (const CkExpr *e)
{
  if (!e)
    return TRUE;
  if (e->op == CK_X_TADDR)
    return FALSE;
  if ((e->op == CK_X_DIV || e->op == CK_X_MOD) && !ck_vt_is_float (e->vt))
    return FALSE;
  return is_safe (e->a) && is_safe (e->b) && is_safe (e->c);
}

/* Whether [e] converts an integer to a 64-bit integer or to its own type: its operand's
 * normalised 8 bytes are its value (eval_lanes evaluates the operand alone). */
static gboolean
is_identity_conv (const CkExpr *e)
{
  if (e->op != CK_X_CONV)
    return FALSE;
  CkVT from = e->a->vt, vt = e->vt;
  return !ck_vt_is_float (from) && from != CK_VT_VOID
         && (vt == CK_VT_I64 || vt == CK_VT_U64 || vt == from);
}

static CkTOp *
emit (Builder *bd, CkTKind kind, int d)
{
  if (bd->n == TYPED_OPS || d >= TYPED_SLOTS)
    {
      bd->failed = TRUE;
      return &bd->scratch;
    }
  CkTOp *op = &bd->ops[bd->n++];
  memset (op, 0, sizeof *op);
  op->kind = kind;
  op->d = op->a = (guint8) d;
  op->b = (guint8) (d + 1);
  op->c = (guint8) (d + 2);
  if (d + 1 > bd->slots)
    bd->slots = d + 1;
  return op;
}

static gboolean compile (Builder *bd, const CkExpr *e, int s);

/* A uniform operand in slot [s] of an operation without scalar forms: spread to every lane. */
static void
splat (Builder *bd, int s, gboolean uni)
{
  if (uni)
    emit (bd, CK_TK_SPLAT, s);
}

/* The truth value (0 or 1) of [e] compiled into slot [s]; returns its uniformity. */
static gboolean
compile_truth (Builder *bd, const CkExpr *e, int s)
{
  gboolean u = compile (bd, e, s);
  if (ck_expr_is_truth (e))
    return u;
  CkTKind k = e->vt == CK_VT_F32 ? CK_TK_TRUTH_F32 : e->vt == CK_VT_F64 ? CK_TK_TRUTH_F64
              : CK_TK_TRUTH_INT;
  emit (bd, k, s)->uni = (guint8) u;
  return u;
}

static gboolean
has_f80 (const CkExpr *e)
{
  return e->vt == CK_VT_F80 || (e->a && e->a->vt == CK_VT_F80) || (e->b && e->b->vt == CK_VT_F80)
         || (e->c && e->c->vt == CK_VT_F80);
}

/* A node the compiler leaves to the walk. */
static gboolean
generic (Builder *bd, const CkExpr *e, int s)
{
  emit (bd, CK_TK_GENERIC, s)->e = e;
  return FALSE;
}

static CkTKind
int_kind (CkXOp op, CkVT vt)
{
  static const CkTKind i32[] = { CK_TK_ADD_I32, CK_TK_SUB_I32, CK_TK_MUL_I32, CK_TK_AND_I32,
                                 CK_TK_OR_I32, CK_TK_XOR_I32 };
  static const CkTKind u32[] = { CK_TK_ADD_U32, CK_TK_SUB_U32, CK_TK_MUL_U32, CK_TK_AND_U32,
                                 CK_TK_OR_U32, CK_TK_XOR_U32 };
  static const CkTKind w64[] = { CK_TK_ADD_64, CK_TK_SUB_64, CK_TK_MUL_64, CK_TK_AND_64,
                                 CK_TK_OR_64, CK_TK_XOR_64 };
  int i;
  switch (op)
    {
    case CK_X_ADD: i = 0; break;
    case CK_X_SUB: i = 1; break;
    case CK_X_MUL: i = 2; break;
    case CK_X_AND: i = 3; break;
    case CK_X_OR:  i = 4; break;
    case CK_X_XOR: i = 5; break;
    case CK_X_SHL:
      return vt == CK_VT_I32 ? CK_TK_SHL_I32 : vt == CK_VT_U32 ? CK_TK_SHL_U32 : CK_TK_SHL_64;
    case CK_X_SHR:
      return vt == CK_VT_I32 ? CK_TK_SHR_I32 : vt == CK_VT_U32 ? CK_TK_SHR_U32
             : vt == CK_VT_I64 ? CK_TK_SHR_I64 : CK_TK_SHR_U64;
    default:
      return CK_TK_DIVMOD;
    }
  return vt == CK_VT_I32 ? i32[i] : vt == CK_VT_U32 ? u32[i] : w64[i];
}

static CkTKind
cmp_kind (CkXOp op, CkVT avt)
{
  int i = op - CK_X_EQ;   /* EQ NE LT LE GT GE, in simt-ops.def's order (checked below) */
  static const CkTKind s[] = { CK_TK_EQ_INT, CK_TK_NE_INT, CK_TK_LT_S, CK_TK_LE_S, CK_TK_GT_S,
                               CK_TK_GE_S };
  static const CkTKind u[] = { CK_TK_EQ_INT, CK_TK_NE_INT, CK_TK_LT_U, CK_TK_LE_U, CK_TK_GT_U,
                               CK_TK_GE_U };
  static const CkTKind f[] = { CK_TK_EQ_F32, CK_TK_NE_F32, CK_TK_LT_F32, CK_TK_LE_F32,
                               CK_TK_GT_F32, CK_TK_GE_F32 };
  static const CkTKind d[] = { CK_TK_EQ_F64, CK_TK_NE_F64, CK_TK_LT_F64, CK_TK_LE_F64,
                               CK_TK_GT_F64, CK_TK_GE_F64 };
  if (avt == CK_VT_F32)
    return f[i];
  if (avt == CK_VT_F64)
    return d[i];
  return ck_vt_is_signed (avt) ? s[i] : u[i];
}
G_STATIC_ASSERT (CK_X_NE == CK_X_EQ + 1 && CK_X_LT == CK_X_EQ + 2 && CK_X_LE == CK_X_EQ + 3
                 && CK_X_GT == CK_X_EQ + 4 && CK_X_GE == CK_X_EQ + 5);

/* An operand of a binary operation: a register read in the operation's own loop (not
 * compiled), else compiled into slot [s]; [*m] is its mode, [*u] its uniformity. */
static void
operand (Builder *bd, const CkExpr *e, int s, guint8 *m, gint32 *r, gboolean *u)
{
  while (is_identity_conv (e))
    e = e->a;
  if (e->op == CK_X_REG && e->vt != CK_VT_F80)
    {
      *m = M_REG;
      *r = e->reg;
      *u = FALSE;
      return;
    }
  *u = compile (bd, e, s);
  *m = M_SLOT;
}

/* The modes of a binary operation [op] with operand uniformities [ua] [ub] and result [uni]:
 * a uniform operand of a lane-wise result is read once, before the loop; b's constant is
 * kept in the operation. */
static void
set_modes (CkTOp *op, guint8 ma, guint8 mb, gboolean ua, gboolean ub, const CkExpr *b)
{
  if (!op->uni)
    {
      if (ua)
        ma = M_UNI;
      if (ub)
        mb = M_UNI;
    }
  if (mb == M_UNI && b && b->op == CK_X_IMM)
    {
      op->bconst = 1;
      op->kb = b->imm.u;
    }
  op->mode = (guint8) MODE (ma, mb);
}

/* A binary operation on slots [s] and [s + 1]; [vt] is its op->vt (the operands' type for a
 * comparison). A constant b is not compiled: it is the operation's own. */
static gboolean
binary (Builder *bd, const CkExpr *e, int s, CkTKind k, CkVT vt)
{
  guint8 ma, mb;
  gboolean ua, ub;
  gint32 ra = 0, rb = 0;
  operand (bd, e->a, s, &ma, &ra, &ua);
  if (e->b->op == CK_X_IMM && e->b->vt != CK_VT_F80)
    ub = TRUE, mb = M_SLOT;
  else
    operand (bd, e->b, s + 1, &mb, &rb, &ub);
  CkTOp *op = emit (bd, k, s);
  op->ra = ra;
  op->rb = rb;
  op->op = e->op;
  op->vt = vt;
  op->imm = e->imm.u;
  /* integer division traps lane by lane: never computed once for all */
  op->uni = (guint8) (ua && ub && k != CK_TK_DIVMOD && k != CK_TK_INT_GEN);
  if (e->b->op == CK_X_IMM && e->b->vt != CK_VT_F80)
    {
      /* the constant operand: read once whatever the result */
      op->bconst = 1;
      op->kb = e->b->imm.u;
      op->mode = (guint8) MODE (op->uni ? M_SLOT : ua ? M_UNI : ma, M_UNI);
    }
  else
    set_modes (op, ma, mb, ua, ub, e->b);
  return op->uni;
}

/* An operation of three operands (fma, sel) on slots [s] .. [s + 2]: a register operand is
 * read in the operation's loop (mode3 bit 1, 2, 4 for a, b, c), a uniform one spread to every
 * lane unless all are uniform. */
static gboolean ternary3 (Builder *bd, const CkExpr *a, const CkExpr *b, const CkExpr *c, int s,
                          CkTKind k);

static gboolean
ternary (Builder *bd, const CkExpr *e, int s, CkTKind k)
{
  return ternary3 (bd, e->a, e->b, e->c, s, k);
}

/* Whether [e]'s value is the same in every lane by its form alone: constants, the special
 * registers of the warp and the block, the shared window, and what is computed from them. */
static gboolean
is_uniform (const CkExpr *e)
{
  switch (e->op)
    {
    case CK_X_IMM: case CK_X_SADDR:
      return TRUE;
    case CK_X_SREG:
      return e->reg != CK_SR_TID_X && e->reg != CK_SR_TID_Y && e->reg != CK_SR_TID_Z
             && e->reg != CK_SR_LANEID;
    case CK_X_REG: case CK_X_LADDR: case CK_X_TADDR:
      return FALSE;
    default:
      return (!e->a || is_uniform (e->a)) && (!e->b || is_uniform (e->b))
             && (!e->c || is_uniform (e->c));
    }
}

/* The multiplication of add(mul(x, y), z) or add(z, mul(x, y)) in [vt] (an integer type of
 * 32 or 64 bits) whose x and y differ from lane to lane, else NULL: one MAD operation computes
 * it (the sum of the wrapped product wraps the same as the wrapped sum). [*z]: the addend. */
static const CkExpr *
mad_of (const CkExpr *e, CkVT vt, const CkExpr **z)
{
  for (int side = 0; side < 2; side++)
    {
      const CkExpr *m = side ? e->b : e->a;
      if (m->op == CK_X_MUL && m->vt == vt && !is_uniform (m->a) && !is_uniform (m->b))
        {
          *z = side ? e->a : e->b;
          return m;
        }
    }
  return NULL;
}

static gboolean
ternary3 (Builder *bd, const CkExpr *a, const CkExpr *b, const CkExpr *c, int s, CkTKind k)
{
  guint8 m[3];
  gint32 r[3] = { 0, 0, 0 };
  gboolean u[3];
  const CkExpr *o[3] = { a, b, c };
  for (int i = 0; i < 3; i++)
    operand (bd, o[i], s + i, &m[i], &r[i], &u[i]);
  gboolean uni = u[0] && u[1] && u[2];
  if (!uni)
    for (int i = 0; i < 3; i++)
      splat (bd, s + i, u[i]);
  CkTOp *op = emit (bd, k, s);
  op->uni = (guint8) uni;
  op->mode = (guint8) ((m[0] == M_REG) | (m[1] == M_REG) << 1 | (m[2] == M_REG) << 2);
  op->ra = r[0];
  op->rb = r[1];
  op->rc = r[2];
  return uni;
}

/* Compiles [e] so that its value lands in slot [s]; slots above [s] are free to use. Returns
 * whether the value is uniform. Each node gets the operation that computes what eval_lanes
 * computes for it, bit for bit; a node it does not specialise, or with an f80 value or operand,
 * is GENERIC (the walk). */
static gboolean
compile (Builder *bd, const CkExpr *e, int s)
{
  if (bd->failed)
    return FALSE;
  if (s >= TYPED_SLOTS)
    {
      bd->failed = TRUE;
      return FALSE;
    }
  if (has_f80 (e))
    return generic (bd, e, s);
  CkVT vt = e->vt;
  switch ((CkXOp) e->op)
    {
    case CK_X_IMM:
      {
        CkTOp *op = emit (bd, CK_TK_IMM, s);
        op->imm = e->imm.u;
        op->uni = 1;
        return TRUE;
      }
    case CK_X_REG:
      emit (bd, CK_TK_REG, s)->reg = e->reg;
      return FALSE;
    case CK_X_SREG:
      switch (e->reg)
        {
        case CK_SR_TID_X: emit (bd, CK_TK_TID_X, s); return FALSE;
        case CK_SR_TID_Y: emit (bd, CK_TK_TID_Y, s); return FALSE;
        case CK_SR_TID_Z: emit (bd, CK_TK_TID_Z, s); return FALSE;
        case CK_SR_LANEID: emit (bd, CK_TK_LANEID, s); return FALSE;
        default:
          {
            /* ntid, ctaid, nctaid, warpsize, warpid, smid, clock, dynamic shared size: the
               warp's or the block's, the same for every lane */
            CkTOp *op = emit (bd, CK_TK_SREG_UNI, s);
            op->reg = e->reg;
            op->uni = 1;
            return TRUE;
          }
        }
    case CK_X_LADDR:
      emit (bd, CK_TK_LADDR, s)->imm = e->imm.u;
      return FALSE;
    case CK_X_SADDR:
      {
        CkTOp *op = emit (bd, CK_TK_SADDR, s);
        op->imm = e->imm.u;
        op->uni = 1;
        return TRUE;
      }
    case CK_X_CONV:
      {
        CkVT from = e->a->vt;
        if (is_identity_conv (e))
          return compile (bd, e->a, s);   /* the normalised value already is the result */
        if ((e->imm.u & CK_XF_FTZ) || from == CK_VT_VOID)
          return generic (bd, e, s);
        gboolean u = compile (bd, e->a, s);
        gboolean ffl = ck_vt_is_float (from), tfl = ck_vt_is_float (vt);
        CkTKind k = CK_TK_CVT_GEN;
        if (from == vt)
          return u;
        if (!ffl && !tfl)
          switch (vt)
            {
            case CK_VT_I8: k = CK_TK_CVT_I8; break;
            case CK_VT_U8: k = CK_TK_CVT_U8; break;
            case CK_VT_I16: k = CK_TK_CVT_I16; break;
            case CK_VT_U16: k = CK_TK_CVT_U16; break;
            case CK_VT_I32: k = CK_TK_CVT_I32; break;
            case CK_VT_U32: k = CK_TK_CVT_U32; break;
            case CK_VT_PRED: k = CK_TK_CVT_PRED; break;
            default: break;
            }
        else if (!ffl && vt == CK_VT_F32)
          k = ck_vt_is_signed (from) ? CK_TK_CVT_SF32 : CK_TK_CVT_UF32;
        else if (!ffl && vt == CK_VT_F64)
          k = ck_vt_is_signed (from) ? CK_TK_CVT_SF64 : CK_TK_CVT_UF64;
        else if (from == CK_VT_F32 && vt == CK_VT_F64)
          k = CK_TK_CVT_F32F64;
        else if (from == CK_VT_F64 && vt == CK_VT_F32)
          k = CK_TK_CVT_F64F32;
        CkTOp *op = emit (bd, k, s);
        op->vt = from;
        op->to = vt;
        op->uni = (guint8) u;
        return u;
      }
    case CK_X_NEG:
    case CK_X_BITNOT:
      {
        gboolean u = compile (bd, e->a, s);
        CkTKind k;
        if (e->op == CK_X_BITNOT)
          k = CK_TK_NOT_INT;
        else if (vt == CK_VT_F32)
          k = (e->imm.u & CK_XF_FTZ) ? CK_TK_NEG_F32FTZ : CK_TK_NEG_F32;
        else
          k = vt == CK_VT_F64 ? CK_TK_NEG_F64 : CK_TK_NEG_INT;
        CkTOp *op = emit (bd, k, s);
        op->vt = vt;
        op->uni = (guint8) u;
        return u;
      }
    case CK_X_LNOT:
      {
        gboolean u = compile (bd, e->a, s);
        CkVT avt = e->a->vt;
        CkTKind k = avt == CK_VT_F32 ? CK_TK_LNOT_F32 : avt == CK_VT_F64 ? CK_TK_LNOT_F64
                    : CK_TK_LNOT_INT;
        emit (bd, k, s)->uni = (guint8) u;
        return u;
      }
    case CK_X_ADD: case CK_X_SUB: case CK_X_MUL: case CK_X_DIV: case CK_X_MOD:
    case CK_X_AND: case CK_X_OR: case CK_X_XOR: case CK_X_SHL: case CK_X_SHR:
      {
        CkXOp xop = e->op;
        if (vt == CK_VT_F32 || vt == CK_VT_F64)
          {
            if (xop != CK_X_ADD && xop != CK_X_SUB && xop != CK_X_MUL && xop != CK_X_DIV)
              return generic (bd, e, s);
            int i = xop == CK_X_ADD ? 0 : xop == CK_X_SUB ? 1 : xop == CK_X_MUL ? 2 : 3;
            static const CkTKind f[] = { CK_TK_ADD_F32, CK_TK_SUB_F32, CK_TK_MUL_F32, CK_TK_DIV_F32 };
            static const CkTKind d[] = { CK_TK_ADD_F64, CK_TK_SUB_F64, CK_TK_MUL_F64, CK_TK_DIV_F64 };
            if (vt == CK_VT_F64)
              return binary (bd, e, s, d[i], vt);   /* the walk ignores CK_XF_* in double */
            return binary (bd, e, s, e->imm.u ? CK_TK_F32_FLAGS : f[i], vt);
          }
        if (vt == CK_VT_I32 || vt == CK_VT_U32 || vt == CK_VT_I64 || vt == CK_VT_U64)
          {
            const CkExpr *z, *m = xop == CK_X_ADD ? mad_of (e, vt, &z) : NULL;
            if (m)
              return ternary3 (bd, m->a, m->b, z, s, vt == CK_VT_I32 ? CK_TK_MAD_I32
                               : vt == CK_VT_U32 ? CK_TK_MAD_U32 : CK_TK_MAD_64);
            return binary (bd, e, s, int_kind (xop, vt), vt);
          }
        return binary (bd, e, s, CK_TK_INT_GEN, vt);
      }
    case CK_X_EQ: case CK_X_NE: case CK_X_LT: case CK_X_LE: case CK_X_GT: case CK_X_GE:
      {
        if (e->op == CK_X_NE && e->b->op == CK_X_IMM && e->b->imm.u == 0 && e->a->op == CK_X_CONV
            && !ck_vt_is_float (e->a->vt) && e->a->vt != CK_VT_VOID && ck_expr_is_truth (e->a->a))
          return compile (bd, e->a->a, s);   /* ne(cvt.INT(t), 0) of a truth value: t */
        CkVT avt = e->a->vt;
        if (avt == CK_VT_F32 && (e->imm.u & CK_XF_FTZ))
          return binary (bd, e, s, CK_TK_CMP_GEN, avt);
        return binary (bd, e, s, cmp_kind (e->op, avt), avt);
      }
    case CK_X_LAND:
    case CK_X_LOR:
      {
        if (!is_safe (e->b))
          return generic (bd, e, s);
        gboolean ua = compile_truth (bd, e->a, s);
        gboolean ub = compile_truth (bd, e->b, s + 1);
        CkTOp *op = emit (bd, e->op == CK_X_LAND ? CK_TK_AND_64 : CK_TK_OR_64, s);
        op->uni = (guint8) (ua && ub);
        set_modes (op, M_SLOT, M_SLOT, ua, ub, NULL);
        return op->uni;
      }
    case CK_X_SEL:
      {
        if (!is_safe (e->a) || !is_safe (e->b))
          return generic (bd, e, s);
        CkVT cvt = e->c->vt;
        return ternary (bd, e, s, cvt == CK_VT_F32 ? CK_TK_SEL_F32 : cvt == CK_VT_F64
                        ? CK_TK_SEL_F64 : CK_TK_SEL_INT);
      }
    case CK_X_PTRADD:
      return binary (bd, e, s, CK_TK_PTRADD, vt);
    case CK_X_PTRDIFF:
      return binary (bd, e, s, CK_TK_PTRDIFF, vt);
    case CK_X_BFE:
      {
        gboolean u = compile (bd, e->a, s);
        CkTOp *op = emit (bd, CK_TK_BFE, s);
        op->vt = vt;
        op->imm = e->imm.u;
        op->uni = (guint8) u;
        return u;
      }
    case CK_X_BFI:
      {
        gboolean ua = compile (bd, e->a, s);
        gboolean ub = compile (bd, e->b, s + 1);
        gboolean u = ua && ub;
        if (!u)
          {
            splat (bd, s, ua);
            splat (bd, s + 1, ub);
          }
        CkTOp *op = emit (bd, CK_TK_BFI, s);
        op->vt = vt;
        op->imm = e->imm.u;
        op->uni = (guint8) u;
        return u;
      }
    case CK_X_FMA:
      {
        if (vt != CK_VT_F32 && vt != CK_VT_F64)
          return generic (bd, e, s);
        return ternary (bd, e, s, vt == CK_VT_F64 ? CK_TK_FMA_F64
                        : (e->imm.u & CK_XF_FTZ) ? CK_TK_FMA_F32FTZ : CK_TK_FMA_F32);
      }
    default:
      /* TADDR (a thread-local variable's instance is made at its first use) and the rest */
      return generic (bd, e, s);
    }
}

/* The code of [e], compiled at its first use and kept on the node (a memo of the lowered
 * program, in GC memory that nothing frees: trees live as long as the program). */
static const CkTypedCode *
code_of (const CkExpr *e)
{
  if (G_LIKELY (e->typed != NULL))
    return e->typed;
  Builder bd;
  bd.n = 0;
  bd.slots = 0;
  bd.failed = FALSE;
  gboolean uni = compile (&bd, e, 0);
  const CkTypedCode *code = &no_code;
  /* a tree the walk takes whole (its root GENERIC) is left to it directly */
  if (!bd.failed && bd.n > 0 && !(bd.n == 1 && bd.ops[0].kind == CK_TK_GENERIC))
    {
      CkTypedCode *c = GC_MALLOC_UNCOLLECTABLE (sizeof (CkTypedCode) + bd.n * sizeof (CkTOp));
      c->n_ops = (guint16) bd.n;
      c->n_slots = (guint8) bd.slots;
      c->uni = (guint8) uni;
      c->may_trap = 0;
      for (int i = 0; i < bd.n; i++)
        if (bd.ops[i].kind == CK_TK_DIVMOD || bd.ops[i].kind == CK_TK_INT_GEN
            || bd.ops[i].kind == CK_TK_GENERIC)
          c->may_trap = 1;
      memcpy (c->ops, bd.ops, bd.n * sizeof (CkTOp));
      code = c;
    }
  ((CkExpr *) e)->typed = code;
  return code;
}

/* Where an operation's value for its [i]th lane goes: its slot, or (run_last_to_reg) the lane's
 * register. */
#define PUT(i, v) (D[i] = (v))

/* Register operand [r] (scaled by the register file's width, CkEvalCtx.rs) of the [i]th
 * lane: with [fast] (the lanes contiguous and sharing their frame pointer) the [i]th value
 * from the first lane's, no frame base to load per lane (issue 22). */
#define RV(i, r) (fast ? lc[(r) + (gsize) (i)].u : lr[idx[i]][r].u)

/* The loop of a binary operation over the [n] lanes, one per mode: BODY computes D[i] from
 * av and bv. A uniform operand is read once; a register operand in the loop. */
#define LOOP2(BODY) \
  do { \
    switch (op->mode) \
      { \
      case MODE (M_SLOT, M_SLOT): \
        for (int i = 0; i < n; i++) { guint64 av = A[i], bv = B[i]; PUT (i, (BODY)); } break; \
      case MODE (M_SLOT, M_REG): \
        for (int i = 0; i < n; i++) { guint64 av = A[i], bv = RV (i, rb); PUT (i, (BODY)); } \
        break; \
      case MODE (M_SLOT, M_UNI): \
        { \
          guint64 bv = op->bconst ? op->kb : B[0]; \
          for (int i = 0; i < n; i++) { guint64 av = A[i]; PUT (i, (BODY)); } \
          break; \
        } \
      case MODE (M_REG, M_SLOT): \
        for (int i = 0; i < n; i++) { guint64 av = RV (i, ra), bv = B[i]; PUT (i, (BODY)); } \
        break; \
      case MODE (M_REG, M_REG): \
        for (int i = 0; i < n; i++) \
          { guint64 av = RV (i, ra), bv = RV (i, rb); PUT (i, (BODY)); } \
        break; \
      case MODE (M_REG, M_UNI): \
        { \
          guint64 bv = op->bconst ? op->kb : B[0]; \
          for (int i = 0; i < n; i++) { guint64 av = RV (i, ra); PUT (i, (BODY)); } \
          break; \
        } \
      case MODE (M_UNI, M_SLOT): \
        { \
          guint64 av = A[0]; \
          for (int i = 0; i < n; i++) { guint64 bv = B[i]; PUT (i, (BODY)); } \
          break; \
        } \
      case MODE (M_UNI, M_REG): \
        { \
          guint64 av = A[0]; \
          for (int i = 0; i < n; i++) { guint64 bv = RV (i, rb); PUT (i, (BODY)); } \
          break; \
        } \
      default: /* MODE (M_UNI, M_UNI): a lane-wise result of uniform operands (a division) */ \
        { \
          guint64 av = A[0], bv = op->bconst ? op->kb : B[0]; \
          for (int i = 0; i < n; i++) PUT (i, (BODY)); \
          break; \
        } \
      } \
  } while (0)

#define LOOP1(BODY) \
  do { for (int i = 0; i < n; i++) { guint64 av = A[i]; PUT (i, (BODY)); } } while (0)

/* The loop of a three-operand operation, one per mode3: a register operand read in the loop. */
#define LOOP3_CASE(M, AV, BV, CV, BODY) \
  case M: \
    for (int i = 0; i < n; i++) { guint64 av = AV, bv = BV, cv = CV; PUT (i, (BODY)); } \
    break;
#define LOOP3(BODY) \
  do { \
    gsize rc = (gsize) op->rc * rs; \
    switch (op->mode) \
      { \
      LOOP3_CASE (0, A[i], B[i], C[i], BODY) \
      LOOP3_CASE (1, RV (i, ra), B[i], C[i], BODY) \
      LOOP3_CASE (2, A[i], RV (i, rb), C[i], BODY) \
      LOOP3_CASE (3, RV (i, ra), RV (i, rb), C[i], BODY) \
      LOOP3_CASE (4, A[i], B[i], RV (i, rc), BODY) \
      LOOP3_CASE (5, RV (i, ra), B[i], RV (i, rc), BODY) \
      LOOP3_CASE (6, A[i], RV (i, rb), RV (i, rc), BODY) \
      default: \
        for (int i = 0; i < n; i++) \
          { \
            guint64 av = RV (i, ra), bv = RV (i, rb), cv = RV (i, rc); \
            PUT (i, (BODY)); \
          } \
        break; \
      } \
  } while (0)

#define I32N(v) ((guint64) (gint64) (gint32) (guint32) (v))
#define U32N(v) ((guint64) (guint32) (v))

/* Integer division and remainder of s32 u32 s64 u64 over the [n] lanes: the walk's
 * fast_int_binop where no lane divides by 0 or -1, int_binop lane by lane (with its traps,
 * reported in lane order) where one does. */
static void
divmod (CkEvalCtx *x, const CkTOp *op, const guint8 *idx, int n, guint64 *out, const guint64 *A,
        const guint64 *B)
{
  CkVT vt = op->vt;
  gboolean sgn = vt == CK_VT_I32 || vt == CK_VT_I64;
  gboolean div = op->op == CK_X_DIV;
  CkVal **lr = x->lane_regs;
  guint32 rs = x->rs;
  gsize ra = (gsize) op->ra * rs, rb = (gsize) op->rb * rs;
  const gboolean fast = FALSE;
  const CkVal *lc = NULL;
  /* does a lane divide by 0 or -1? */
  gboolean slow = FALSE;
#define DM_TRAPS(bv) ((bv) == 0 || (sgn && (gint64) (bv) == -1))
  switch (op->mode % 3)
    {
    case M_UNI: slow = DM_TRAPS (op->bconst ? op->kb : B[0]); break;
    case M_REG: for (int i = 0; i < n; i++) slow |= DM_TRAPS (RV (i, rb)); break;
    default: for (int i = 0; i < n; i++) slow |= DM_TRAPS (B[i]); break;
    }
#undef DM_TRAPS
  guint64 *D = out;
  if (slow)
    {
      guint64 a[CK_MAX_WARP], b[CK_MAX_WARP];
      D = a;
      LOOP2 (((void) bv, av));
      D = b;
      LOOP2 (((void) av, bv));
      for (int i = 0; i < n; i++)
        out[i] = ck_eval_int_binop_lane (x, (CkXOp) op->op, vt, a[i], b[i], idx[i]);
      return;
    }
#define DM_NORM(v) (vt == CK_VT_I32 ? I32N (v) : vt == CK_VT_U32 ? U32N (v) : (guint64) (v))
  if (sgn && div)
    LOOP2 (DM_NORM ((guint64) ((gint64) av / (gint64) bv)));
  else if (sgn)
    LOOP2 (DM_NORM ((guint64) ((gint64) av % (gint64) bv)));
  else if (div)
    LOOP2 (DM_NORM (av / bv));
  else
    LOOP2 (DM_NORM (av % bv));
#undef DM_NORM
}

/* The cases of run_code's switch whose operation writes each lane's value with PUT and cannot
 * trap: run_last_to_reg has them too. */
#define SIMPLE_CASES \
        case CK_TK_CVT_I8: LOOP1 ((guint64) (gint64) (gint8) av); break; \
        case CK_TK_CVT_U8: LOOP1 ((guint8) av); break; \
        case CK_TK_CVT_I16: LOOP1 ((guint64) (gint64) (gint16) av); break; \
        case CK_TK_CVT_U16: LOOP1 ((guint16) av); break; \
        case CK_TK_CVT_I32: LOOP1 (I32N (av)); break; \
        case CK_TK_CVT_U32: LOOP1 (U32N (av)); break; \
        case CK_TK_CVT_PRED: LOOP1 (av != 0); break; \
        case CK_TK_CVT_SF32: LOOP1 (of_f32 ((float) (gint64) av)); break; \
        case CK_TK_CVT_UF32: LOOP1 (of_f32 ((float) av)); break; \
        case CK_TK_CVT_SF64: LOOP1 (of_f64 ((double) (gint64) av)); break; \
        case CK_TK_CVT_UF64: LOOP1 (of_f64 ((double) av)); break; \
        case CK_TK_CVT_F32F64: LOOP1 (of_f64 (as_f32 (av))); break; \
        case CK_TK_CVT_F64F32: LOOP1 (of_f32 ((float) as_f64 (av))); break; \
        case CK_TK_NEG_F32: LOOP1 (of_f32 (-as_f32 (av))); break; \
        case CK_TK_NEG_F32FTZ: LOOP1 (of_f32 (-ck_eval_ftz (as_f32 (av)))); break; \
        case CK_TK_NEG_F64: LOOP1 (of_f64 (-as_f64 (av))); break; \
        case CK_TK_TRUTH_INT: LOOP1 (av != 0); break; \
        case CK_TK_TRUTH_F32: LOOP1 (as_f32 (av) != 0); break; \
        case CK_TK_TRUTH_F64: LOOP1 (as_f64 (av) != 0); break; \
        case CK_TK_LNOT_INT: LOOP1 (av == 0); break; \
        case CK_TK_LNOT_F32: LOOP1 (!(as_f32 (av) != 0)); break; \
        case CK_TK_LNOT_F64: LOOP1 (!(as_f64 (av) != 0)); break; \
        case CK_TK_ADD_I32: LOOP2 (I32N (av + bv)); break; \
        case CK_TK_SUB_I32: LOOP2 (I32N (av - bv)); break; \
        case CK_TK_MUL_I32: LOOP2 (I32N (av * bv)); break; \
        case CK_TK_AND_I32: LOOP2 (I32N (av & bv)); break; \
        case CK_TK_OR_I32: LOOP2 (I32N (av | bv)); break; \
        case CK_TK_XOR_I32: LOOP2 (I32N (av ^ bv)); break; \
        case CK_TK_ADD_U32: LOOP2 (U32N (av + bv)); break; \
        case CK_TK_SUB_U32: LOOP2 (U32N (av - bv)); break; \
        case CK_TK_MUL_U32: LOOP2 (U32N (av * bv)); break; \
        case CK_TK_AND_U32: LOOP2 (U32N (av & bv)); break; \
        case CK_TK_OR_U32: LOOP2 (U32N (av | bv)); break; \
        case CK_TK_XOR_U32: LOOP2 (U32N (av ^ bv)); break; \
        case CK_TK_ADD_64: LOOP2 (av + bv); break; \
        case CK_TK_SUB_64: LOOP2 (av - bv); break; \
        case CK_TK_MUL_64: LOOP2 (av * bv); break; \
        case CK_TK_AND_64: LOOP2 (av & bv); break; \
        case CK_TK_OR_64: LOOP2 (av | bv); break; \
        case CK_TK_XOR_64: LOOP2 (av ^ bv); break; \
        case CK_TK_SHL_I32: LOOP2 (I32N (av << (bv & 31))); break; \
        case CK_TK_SHL_U32: LOOP2 (U32N (av << (bv & 31))); break; \
        case CK_TK_SHL_64: LOOP2 (av << (bv & 63)); break; \
        case CK_TK_SHR_I32: LOOP2 (I32N ((guint64) ((gint64) av >> (bv & 31)))); break; \
        case CK_TK_SHR_U32: LOOP2 (U32N (av >> (bv & 31))); break; \
        case CK_TK_SHR_I64: LOOP2 ((guint64) ((gint64) av >> (bv & 63))); break; \
        case CK_TK_SHR_U64: LOOP2 (av >> (bv & 63)); break; \
        case CK_TK_ADD_F32: LOOP2 (of_f32 (as_f32 (av) + as_f32 (bv))); break; \
        case CK_TK_SUB_F32: LOOP2 (of_f32 (as_f32 (av) - as_f32 (bv))); break; \
        case CK_TK_MUL_F32: LOOP2 (of_f32 (as_f32 (av) * as_f32 (bv))); break; \
        case CK_TK_DIV_F32: LOOP2 (of_f32 (as_f32 (av) / as_f32 (bv))); break; \
        case CK_TK_F32_FLAGS: \
          LOOP2 (of_f32 (ck_eval_f32_binop ((CkXOp) op->op, op->imm, as_f32 (av), as_f32 (bv)))); \
          break; \
        case CK_TK_ADD_F64: LOOP2 (of_f64 (as_f64 (av) + as_f64 (bv))); break; \
        case CK_TK_SUB_F64: LOOP2 (of_f64 (as_f64 (av) - as_f64 (bv))); break; \
        case CK_TK_MUL_F64: LOOP2 (of_f64 (as_f64 (av) * as_f64 (bv))); break; \
        case CK_TK_DIV_F64: LOOP2 (of_f64 (as_f64 (av) / as_f64 (bv))); break; \
        case CK_TK_EQ_INT: LOOP2 (av == bv); break; \
        case CK_TK_NE_INT: LOOP2 (av != bv); break; \
        case CK_TK_LT_S: LOOP2 ((gint64) av < (gint64) bv); break; \
        case CK_TK_LE_S: LOOP2 ((gint64) av <= (gint64) bv); break; \
        case CK_TK_GT_S: LOOP2 ((gint64) av > (gint64) bv); break; \
        case CK_TK_GE_S: LOOP2 ((gint64) av >= (gint64) bv); break; \
        case CK_TK_LT_U: LOOP2 (av < bv); break; \
        case CK_TK_LE_U: LOOP2 (av <= bv); break; \
        case CK_TK_GT_U: LOOP2 (av > bv); break; \
        case CK_TK_GE_U: LOOP2 (av >= bv); break; \
        case CK_TK_EQ_F32: LOOP2 (as_f32 (av) == as_f32 (bv)); break; \
        case CK_TK_NE_F32: LOOP2 (as_f32 (av) != as_f32 (bv)); break; \
        case CK_TK_LT_F32: LOOP2 (as_f32 (av) < as_f32 (bv)); break; \
        case CK_TK_LE_F32: LOOP2 (as_f32 (av) <= as_f32 (bv)); break; \
        case CK_TK_GT_F32: LOOP2 (as_f32 (av) > as_f32 (bv)); break; \
        case CK_TK_GE_F32: LOOP2 (as_f32 (av) >= as_f32 (bv)); break; \
        case CK_TK_EQ_F64: LOOP2 (as_f64 (av) == as_f64 (bv)); break; \
        case CK_TK_NE_F64: LOOP2 (as_f64 (av) != as_f64 (bv)); break; \
        case CK_TK_LT_F64: LOOP2 (as_f64 (av) < as_f64 (bv)); break; \
        case CK_TK_LE_F64: LOOP2 (as_f64 (av) <= as_f64 (bv)); break; \
        case CK_TK_GT_F64: LOOP2 (as_f64 (av) > as_f64 (bv)); break; \
        case CK_TK_GE_F64: LOOP2 (as_f64 (av) >= as_f64 (bv)); break; \
        case CK_TK_CMP_GEN: \
          LOOP2 ((guint64) ck_eval_compare ((CkXOp) op->op, (CkVT) op->vt, av, bv, op->imm)); \
          break; \
        case CK_TK_SEL_INT: LOOP3 (cv != 0 ? av : bv); break; \
        case CK_TK_SEL_F32: LOOP3 (as_f32 (cv) != 0 ? av : bv); break; \
        case CK_TK_SEL_F64: LOOP3 (as_f64 (cv) != 0 ? av : bv); break; \
        case CK_TK_PTRADD: \
          { \
            gint64 scale = (gint64) op->imm; \
            LOOP2 (av + (guint64) ((gint64) bv * scale)); \
            break; \
          } \
        case CK_TK_PTRDIFF: \
          { \
            gint64 scale = (gint64) op->imm ? (gint64) op->imm : 1; \
            LOOP2 ((guint64) ((gint64) (av - bv) / scale)); \
            break; \
          } \
        case CK_TK_FMA_F32: LOOP3 (of_f32 (fmaf (as_f32 (av), as_f32 (bv), as_f32 (cv)))); break; \
        case CK_TK_FMA_F32FTZ: \
          LOOP3 (of_f32 (ck_eval_ftz (fmaf (ck_eval_ftz (as_f32 (av)), ck_eval_ftz (as_f32 (bv)), ck_eval_ftz (as_f32 (cv)))))); \
          break; \
        case CK_TK_FMA_F64: LOOP3 (of_f64 (fma (as_f64 (av), as_f64 (bv), as_f64 (cv)))); break; \
        case CK_TK_MAD_I32: LOOP3 (I32N (av * bv + cv)); break; \
        case CK_TK_MAD_U32: LOOP3 (U32N (av * bv + cv)); break; \
        case CK_TK_MAD_64: LOOP3 (av * bv + cv); break; \
  /* end of SIMPLE_CASES */

/* Runs the operations [op] .. [end) of a code for the [k] active lanes idx[0 .. k) into the
 * slots [S]. */
static inline __attribute__ ((always_inline)) void
run_ops_k (CkEvalCtx *x, const CkTOp *op, const CkTOp *end, CkMask mask, const guint8 *idx, int k,
           guint64 (*S)[CK_MAX_WARP], const gboolean fast)
{
  CkVal **lr = x->lane_regs;
  const CkVal *lc = lr ? lr[idx[0]] : NULL;   /* none: a code of constants (test-eval) */
  guint32 rs = x->rs;
  for (; op < end; op++)
    {
      guint64 *D = S[op->d];
      const guint64 *A = S[op->a], *B = S[op->b], *C = S[op->c];
      int n = op->uni ? 1 : k;
      gsize ra = (gsize) op->ra * rs, rb = (gsize) op->rb * rs;
      switch ((CkTKind) op->kind)
        {
        case CK_TK_REG:
          {
            gsize r = (gsize) op->reg * rs;
            for (int i = 0; i < n; i++) D[i] = RV (i, r);
            break;
          }
        case CK_TK_IMM: D[0] = op->imm; break;
        case CK_TK_TID_X: for (int i = 0; i < n; i++) D[i] = x->w->threads[idx[i]].tid.x; break;
        case CK_TK_TID_Y: for (int i = 0; i < n; i++) D[i] = x->w->threads[idx[i]].tid.y; break;
        case CK_TK_TID_Z: for (int i = 0; i < n; i++) D[i] = x->w->threads[idx[i]].tid.z; break;
        case CK_TK_LANEID: for (int i = 0; i < n; i++) D[i] = idx[i]; break;
        case CK_TK_SREG_UNI: D[0] = ck_eval_sreg (x, op->reg, idx[0]); break;
        case CK_TK_LADDR:
          for (int i = 0; i < n; i++) D[i] = x->lane_local[idx[i]] + op->imm;
          break;
        case CK_TK_SADDR: D[0] = x->w->block->shared->base + op->imm; break;
        case CK_TK_GENERIC:
          {
            CkVal t[CK_MAX_WARP];
            ck_eval_walk (x, op->e, mask, t);
            for (int i = 0; i < n; i++) D[i] = t[idx[i]].u;
            break;
          }
        case CK_TK_SPLAT:
          for (int i = 1; i < k; i++) D[i] = D[0];
          break;
        case CK_TK_CVT_GEN:
          for (int i = 0; i < n; i++)
            {
              CkVal v;
              v.u = A[i];
              D[i] = ck_eval_convert (v, (CkVT) op->vt, (CkVT) op->to).u;
            }
          break;
        case CK_TK_NEG_INT:
        case CK_TK_NOT_INT:
          for (int i = 0; i < n; i++)
            {
              CkVal v;
              v.u = op->kind == CK_TK_NEG_INT ? -A[i] : ~A[i];
              D[i] = ck_eval_normalize (v, (CkVT) op->vt).u;
            }
          break;
        case CK_TK_DIVMOD: divmod (x, op, idx, k, D, A, B); break;
        case CK_TK_INT_GEN:
          LOOP2 (ck_eval_int_binop_lane (x, (CkXOp) op->op, (CkVT) op->vt, av, bv, idx[i]));
          break;
        case CK_TK_BFE:
          {
            int off = op->imm & 0xff, width = (int) (op->imm >> 8);
            guint64 fm = width == 64 ? ~(guint64) 0 : (((guint64) 1 << width) - 1);
            gboolean sgn = ck_vt_is_signed (op->vt);
            for (int i = 0; i < n; i++)
              {
                CkVal v;
                v.u = (A[i] >> off) & fm;
                if (sgn && width < 64 && (v.u >> (width - 1)) & 1)
                  v.u |= ~(guint64) 0 << width;
                D[i] = ck_eval_normalize (v, (CkVT) op->vt).u;
              }
            break;
          }
        case CK_TK_BFI:
          {
            int off = op->imm & 0xff, width = (int) (op->imm >> 8);
            guint64 fm = (width == 64 ? ~(guint64) 0 : (((guint64) 1 << width) - 1)) << off;
            for (int i = 0; i < n; i++)
              {
                CkVal v;
                v.u = (A[i] & ~fm) | ((B[i] << off) & fm);
                D[i] = ck_eval_normalize (v, (CkVT) op->vt).u;
              }
            break;
          }
        case CK_TK__COUNT:
          g_assert_not_reached ();
        SIMPLE_CASES
        }
    }
}

/* Whether the [k] lanes idx[0 .. k) are contiguous and share their frame pointer: register r
 * of the [i]th is then lane_regs[idx[0]][r * rs + i] (RV's fast path). */
static inline gboolean
lanes_fast (const CkEvalCtx *x, const guint8 *idx, int k)
{
  return x->fp_uniform && k > 0 && idx[k - 1] - idx[0] == k - 1;
}

/* Runs the operations [op] .. [end) of a code for the [k] active lanes idx[0 .. k) into the
 * slots [S]. */
static void
run_ops (CkEvalCtx *x, const CkTOp *op, const CkTOp *end, CkMask mask, const guint8 *idx, int k,
         guint64 (*S)[CK_MAX_WARP])
{
  if (lanes_fast (x, idx, k))
    run_ops_k (x, op, end, mask, idx, k, S, TRUE);
  else
    run_ops_k (x, op, end, mask, idx, k, S, FALSE);
}

/* Runs [code] for the [k] active lanes idx[0 .. k) into the slots [S]. */
static inline void
run_code (CkEvalCtx *x, const CkTypedCode *code, CkMask mask, const guint8 *idx, int k,
          guint64 (*S)[CK_MAX_WARP])
{
  run_ops (x, code->ops, code->ops + code->n_ops, mask, idx, k, S);
}

/* The last operation [op] of a mov's code, not uniform, for the [k] lanes idx[0 .. k): each
 * lane's value straight into its register [dst] rather than into a slot copied there after
 * (issue 22). A lane reads its operands before it writes, so [dst] may be one of them. FALSE,
 * nothing done, for an operation not of SIMPLE_CASES. */
static inline __attribute__ ((always_inline)) gboolean
run_last_to_reg_k (CkEvalCtx *x, const CkTOp *op, const guint8 *idx, int k,
                   guint64 (*S)[CK_MAX_WARP], gint32 dst_reg, const gboolean fast)
{
  const guint64 *A = S[op->a], *B = S[op->b], *C = S[op->c];
  int n = k;
  CkVal **lr = x->lane_regs;
  CkVal *lc = lr[idx[0]];
  guint32 rs = x->rs;
  gsize ra = (gsize) op->ra * rs, rb = (gsize) op->rb * rs, dst = (gsize) dst_reg * rs;
#undef PUT
#define PUT(i, v) \
  do { if (fast) lc[dst + (gsize) (i)].u = (v); else lr[idx[i]][dst].u = (v); } while (0)
  switch ((CkTKind) op->kind)
    {
    SIMPLE_CASES
    default:
      return FALSE;
    }
#undef PUT
#define PUT(i, v) (D[i] = (v))
  return TRUE;
}

static gboolean
run_last_to_reg (CkEvalCtx *x, const CkTOp *op, const guint8 *idx, int k,
                 guint64 (*S)[CK_MAX_WARP], gint32 dst)
{
  if (lanes_fast (x, idx, k))
    return run_last_to_reg_k (x, op, idx, k, S, dst, TRUE);
  return run_last_to_reg_k (x, op, idx, k, S, dst, FALSE);
}

/* The active lanes of [mask] in order: [*idx] (a constant sequence for a contiguous mask, a
 * full warp most often; else [buf], of LANES_BUF bytes); returns how many. A sparse mask
 * is read four lanes at a time: each nibble's lane numbers come from a table, four at once. */
static inline int
lanes_of (CkMask mask, guint8 *buf, const guint8 **idx)
{
  static const guint8 seq[CK_MAX_WARP] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63 };
  /* the set bits of each nibble, lowest first, as bytes of a little-endian word; their count */
  static const guint32 nib[16] = {
    0, 0x00, 0x01, 0x0100, 0x02, 0x0200, 0x0201, 0x020100, 0x03, 0x0300, 0x0301, 0x030100,
    0x0302, 0x030200, 0x030201, 0x03020100 };
  static const guint8 cnt[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
  if (!mask)
    {
      *idx = buf;
      return 0;
    }
  int lo = __builtin_ctzll (mask);
  CkMask m = mask >> lo;
  if ((m & (m + 1)) == 0)
    {
      *idx = seq + lo;
      return 64 - __builtin_clzll (m);
    }
  int k = 0;
  for (guint32 base = 0; m; base += 4, m >>= 4)
    {
      guint32 n = (guint32) (m & 15);
      guint32 v = GUINT32_TO_LE (nib[n] + (lo + base) * 0x01010101u);
      memcpy (buf + k, &v, 4);   /* the bytes past the count are overwritten next */
      k += cnt[n];
    }
  *idx = buf;
  return k;
}

gboolean
ck_eval_typed (CkEvalCtx *x, const CkExpr *e, CkMask mask, guint64 *out, int stride)
{
  if (e->vt == CK_VT_F80 || x->walk_only)
    return FALSE;
  /* a register or a constant alone (a move, an address in a register): no code to run */
  if (e->op == CK_X_REG)
    {
      CkVal **lr = x->lane_regs;
      gsize r = (gsize) e->reg * x->rs;
      FOR_LANES (mask, l) out[l * stride] = lr[l][r].u;
      return TRUE;
    }
  if (e->op == CK_X_IMM)
    {
      guint64 u = e->imm.u;
      FOR_LANES (mask, l) out[l * stride] = u;
      return TRUE;
    }
  const CkTypedCode *code = code_of (e);
  if (code->n_ops == 0)
    return FALSE;
  if (!mask)
    return TRUE;
  guint8 buf[LANES_BUF];
  const guint8 *idx;
  int k = lanes_of (mask, buf, &idx);
  guint64 S[TYPED_SLOTS][CK_MAX_WARP];
  run_code (x, code, mask, idx, k, S);
  if (code->uni)
    {
      guint64 v = S[0][0];
      for (int i = 0; i < k; i++)
        out[idx[i] * stride] = v;
    }
  else
    for (int i = 0; i < k; i++)
      out[idx[i] * stride] = S[0][i];
  return TRUE;
}

gboolean
ck_eval_typed_reg (CkEvalCtx *x, const CkExpr *e, CkMask mask, gint32 dst)
{
  if (e->vt == CK_VT_F80 || x->walk_only || !mask)
    return FALSE;
  CkVal **lr = x->lane_regs;
  gsize rd = (gsize) dst * x->rs;
  if (e->op == CK_X_REG)
    {
      /* a move between registers: for a contiguous mask a loop without the bit scan, for
         lanes that share their frame pointer one over contiguous values */
      gsize r = (gsize) e->reg * x->rs;
      int lo = __builtin_ctzll (mask);
      CkMask m = mask >> lo;
      if ((m & (m + 1)) == 0)
        {
          int hi = lo + 64 - __builtin_clzll (m);
          if (x->fp_uniform)
            {
              CkVal *lc = lr[lo];
              for (int i = 0; i < hi - lo; i++)
                lc[rd + i].u = lc[r + i].u;
            }
          else
            for (int l = lo; l < hi; l++)
              lr[l][rd].u = lr[l][r].u;
        }
      else
        FOR_LANES (mask, l) lr[l][rd].u = lr[l][r].u;
      return TRUE;
    }
  if (e->op == CK_X_IMM)
    {
      guint64 u = e->imm.u;
      FOR_LANES (mask, l) lr[l][rd].u = u;
      return TRUE;
    }
  const CkTypedCode *code = code_of (e);
  if (code->n_ops == 0)
    return FALSE;
  guint8 buf[LANES_BUF];
  const guint8 *idx;
  int k = lanes_of (mask, buf, &idx);
  guint64 S[TYPED_SLOTS][CK_MAX_WARP];
  const CkTOp *last = code->ops + code->n_ops - 1;
  if (!code->uni && !code->may_trap && last->d == 0 && !x->faulted)
    {
      /* no lane can trap: the last operation writes the registers itself */
      run_ops (x, code->ops, last, mask, idx, k, S);
      if (run_last_to_reg (x, last, idx, k, S, dst))
        return TRUE;
      run_ops (x, last, last + 1, mask, idx, k, S);
    }
  else
    run_code (x, code, mask, idx, k, S);
  if (G_UNLIKELY (x->faulted))
    {
      /* a lane that trapped writes nothing (thread_mov) */
      int n = 0;
      for (int i = 0; i < k; i++)
        if (!(x->faulted & LANE (idx[i])))
          {
            S[0][n] = S[0][code->uni ? 0 : i];
            buf[n++] = idx[i];
          }
      k = n;
      idx = buf;
    }
  if (lanes_fast (x, idx, k))
    {
      CkVal *lc = lr[idx[0]] + rd;
      if (code->uni)
        {
          guint64 v = S[0][0];
          for (int i = 0; i < k; i++)
            lc[i].u = v;
        }
      else
        for (int i = 0; i < k; i++)
          lc[i].u = S[0][i];
    }
  else if (code->uni)
    {
      guint64 v = S[0][0];
      for (int i = 0; i < k; i++)
        lr[idx[i]][rd].u = v;
    }
  else
    for (int i = 0; i < k; i++)
      lr[idx[i]][rd].u = S[0][i];
  return TRUE;
}

/* The 8-byte values of [e] for the [k] lanes idx[0 .. k) of [mask], dense (lane idx[i]'s at
 * [i]): a register's read in place, a constant's spread, else [e]'s typed code run in [S];
 * NULL, nothing evaluated, for a tree the typed code does not take. [own]: k values of the
 * caller's to write into where the result is not S[0]. */
static const guint64 *
dense_values (CkEvalCtx *x, const CkExpr *e, CkMask mask, const guint8 *idx, int k,
              guint64 (*S)[CK_MAX_WARP], guint64 *own)
{
  if (e->vt == CK_VT_F80)
    return NULL;
  if (e->op == CK_X_REG)
    {
      CkVal **lr = x->lane_regs;
      gsize r = (gsize) e->reg * x->rs;
      if (lanes_fast (x, idx, k))
        {
          const CkVal *lc = lr[idx[0]] + r;
          for (int i = 0; i < k; i++)
            own[i] = lc[i].u;
        }
      else
        for (int i = 0; i < k; i++)
          own[i] = lr[idx[i]][r].u;
      return own;
    }
  if (e->op == CK_X_IMM)
    {
      for (int i = 0; i < k; i++)
        own[i] = e->imm.u;
      return own;
    }
  const CkTypedCode *code = code_of (e);
  if (code->n_ops == 0)
    return NULL;
  run_code (x, code, mask, idx, k, S);
  if (!code->uni)
    return S[0];
  for (int i = 0; i < k; i++)
    own[i] = S[0][0];
  return own;
}

/* The lowest and highest of the [k] addresses [A] and their OR: ck_mem_warp_span's operands. */
static inline void
span_of (const guint64 *A, int k, guint64 *lo, guint64 *hi, guint64 *any)
{
  guint64 l = A[0], h = A[0], o = A[0];
  for (int i = 1; i < k; i++)
    {
      l = MIN (l, A[i]);
      h = MAX (h, A[i]);
      o |= A[i];
    }
  *lo = l;
  *hi = h;
  *any = o;
}

int
ck_eval_typed_ld (CkEvalCtx *x, const CkStmt *s, CkMask mask, guint64 *addr)
{
  CkVT vt = (CkVT) s->vt;
  guint32 size = s->size;
  /* the loads whose bytes, zero-extended (sign-extended for s32), are the register's value */
  gboolean sext = size == 4 && vt == CK_VT_I32;
  if (x->walk_only || !(mask & (mask - 1))
      || !(sext || (size == 4 && (vt == CK_VT_U32 || vt == CK_VT_F32))
           || (size == 8 && (vt == CK_VT_I64 || vt == CK_VT_U64 || vt == CK_VT_F64))))
    return CK_TYPED_NONE;
  guint8 buf[LANES_BUF];
  const guint8 *idx;
  int k = lanes_of (mask, buf, &idx);
  guint64 S[TYPED_SLOTS][CK_MAX_WARP], own[CK_MAX_WARP];
  const guint64 *A = dense_values (x, s->a, mask, idx, k, S, own);
  if (!A)
    return CK_TYPED_NONE;
  CkAlloc *a = NULL;
  if (G_LIKELY (!x->faulted))
    {
      guint64 lo, hi, any;
      span_of (A, k, &lo, &hi, &any);
      a = ck_mem_warp_span (x->run, x->w, CK_ACC_READ, idx[0], lo, hi, any, size);
    }
  if (!a)
    {
      /* a lane trapped computing its address, or the lanes need the access's checks one by
         one: the caller's warp access does the rest */
      for (int i = 0; i < k; i++)
        addr[idx[i]] = A[i];
      return CK_TYPED_ADDR;
    }
  /* each register as mem_ld leaves it: the value in the first 8 bytes, 8 zero bytes after it
     (ck_warp_state_hash reads all 16) */
  const guint8 *data = a->data;
  guint64 base = a->base;
  CkVal **lr = x->lane_regs;
  gsize dst = (gsize) s->dst * x->rs;
  /* lanes that share their frame pointer: the registers are contiguous */
  CkVal *lc = lr[idx[0]] + dst;
#define SET_REG(r, v) \
  do { \
    guint8 *r8_ = (guint8 *) (r); \
    guint64 v8_ = (v), z8_ = 0; \
    memcpy (r8_, &v8_, 8); \
    memcpy (r8_ + 8, &z8_, 8); \
  } while (0)
  G_STATIC_ASSERT (sizeof (CkVal) == 16);
  /* the three moves, once with the registers contiguous and once through the frame bases */
#define LD_MOVES(REG_AT) \
  do { \
    if (size == 8) \
      for (int i = 0; i < k; i++) \
        { \
          guint64 v; \
          memcpy (&v, data + (A[i] - base), 8); \
          SET_REG (REG_AT (i), v); \
        } \
    else if (sext) \
      for (int i = 0; i < k; i++) \
        { \
          gint32 v; \
          memcpy (&v, data + (A[i] - base), 4); \
          SET_REG (REG_AT (i), (guint64) (gint64) v); \
        } \
    else \
      for (int i = 0; i < k; i++) \
        { \
          guint32 v; \
          memcpy (&v, data + (A[i] - base), 4); \
          SET_REG (REG_AT (i), v); \
        } \
  } while (0)
#define AT_CONTIGUOUS(i) (&lc[i])
#define AT_LANE(i) (&lr[idx[i]][dst])
  if (lanes_fast (x, idx, k))
    LD_MOVES (AT_CONTIGUOUS);
  else
    LD_MOVES (AT_LANE);
#undef AT_CONTIGUOUS
#undef AT_LANE
#undef LD_MOVES
#undef SET_REG
  return CK_TYPED_DONE;
}

int
ck_eval_typed_st (CkEvalCtx *x, const CkStmt *s, CkMask mask, guint64 *addr, CkVal *vals)
{
  guint32 size = s->size;
  if (x->walk_only || !(mask & (mask - 1)) || (size != 4 && size != 8) || s->b->vt == CK_VT_F80)
    return CK_TYPED_NONE;
  guint8 buf[LANES_BUF];
  const guint8 *idx;
  int k = lanes_of (mask, buf, &idx);
  guint64 S[TYPED_SLOTS][CK_MAX_WARP], ad[CK_MAX_WARP], own[CK_MAX_WARP];
  const guint64 *A = dense_values (x, s->a, mask, idx, k, S, ad);
  if (!A)
    return CK_TYPED_NONE;
  if (A != ad)
    memcpy (ad, A, k * sizeof *ad);   /* S is the value's next */
  if (G_UNLIKELY (x->faulted))
    {
      for (int i = 0; i < k; i++)
        addr[idx[i]] = ad[i];
      return CK_TYPED_ADDR;
    }
  const guint64 *V = dense_values (x, s->b, mask, idx, k, S, own);
  CkAlloc *a = NULL;
  if (V && G_LIKELY (!x->faulted))
    {
      guint64 lo, hi, any;
      span_of (ad, k, &lo, &hi, &any);
      a = ck_mem_warp_span (x->run, x->w, CK_ACC_WRITE, idx[0], lo, hi, any, size);
    }
  if (!a)
    {
      for (int i = 0; i < k; i++)
        addr[idx[i]] = ad[i];
      if (!V)
        return CK_TYPED_ADDR;
      for (int i = 0; i < k; i++)
        {
          memset (&vals[idx[i]], 0, sizeof (CkVal));
          vals[idx[i]].u = V[i];
        }
      return CK_TYPED_ADDR_VAL;
    }
  /* warp_access's move: lane by lane in lane order (the last of lanes that share an address
     wins), counting the writes that change memory */
  guint8 *data = a->data;
  guint64 base = a->base, changes = 0;
  if (size == 8)
    for (int i = 0; i < k; i++)
      {
        guint8 *p = data + (ad[i] - base);
        guint64 old, nv = V[i];
        memcpy (&old, p, 8);
        changes += old != nv;
        memcpy (p, &nv, 8);
      }
  else
    for (int i = 0; i < k; i++)
      {
        guint8 *p = data + (ad[i] - base);
        guint32 old, nv = (guint32) V[i];
        memcpy (&old, p, 4);
        changes += old != nv;
        memcpy (p, &nv, 4);
      }
  x->run->mem_changes += changes;
  return CK_TYPED_DONE;
}
