/* frontend/sema.c — typing of expressions as the parser builds them: promotions, the usual
 * arithmetic conversions, assignment conversions, lvalues, calls and overloads, constants.
 * Every implicit conversion becomes a CAST node with [is_implicit] (ast-kinds.def).
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include "frontend/parse.h"

CkNode *
ck_sema_node (CkNodeKind kind, CkSrcLoc loc)
{
  CkNode *n = ck_new (CkNode);
  n->kind = kind;
  n->loc = loc;
  n->range_len = 1;
  return n;
}

CkNode *
ck_sema_int_lit (gint64 v, CkType *t, CkSrcLoc loc)
{
  CkNode *n = ck_sema_node (CK_E_INT_LIT, loc);
  n->type = t;
  n->ival = (guint64) v;
  return n;
}

CkType *
ck_sema_strip (CkType *t)
{
  if (t->kind == CK_TY_PTR && t->is_reference)
    t = t->base;
  return ck_type_unqualified (t);
}

/* Whether [e] stems from a construct already reported: of the error type, or of a type built
 * from it (a pointer to, an array of, a qualified error type: `Derived *p` after `struct
 * Derived : Base` was reported unsupported), so that no operator reports it again. */
static gboolean
is_err (CkParser *P, const CkNode *e)
{
  return e->type == P->ty_err || ck_sema_has_err (P, e->type);
}

static CkNode *
err_node (CkParser *P, CkSrcLoc loc)
{
  CkNode *n = ck_sema_int_lit (0, P->ty_err, loc);
  return n;
}

/* TRUE when a conversion from [a] to [b] changes nothing the lowering must see. */
static gboolean
same_type (const CkType *a, const CkType *b)
{
  if (a->kind != b->kind)
    return FALSE;
  switch (a->kind)
    {
    case CK_TY_PTR:
      return a->is_reference == b->is_reference
             && ck_type_is_compatible (ck_type_unqualified (a->base), ck_type_unqualified (b->base));
    case CK_TY_STRUCT:
    case CK_TY_UNION:
    case CK_TY_ENUM:
    case CK_TY_ARRAY:
    case CK_TY_FUNC:
      return ck_type_is_compatible (ck_type_unqualified ((CkType *) a),
                                    ck_type_unqualified ((CkType *) b));
    default:
      return TRUE;
    }
}

CkNode *
ck_sema_cast (CkNode *e, CkType *t)
{
  if (same_type (e->type, t))
    return e;
  CkNode *c = ck_sema_node (CK_E_CAST, e->loc);
  c->lhs = e;
  c->type = ck_type_unqualified (t);
  c->is_implicit = TRUE;
  c->range_len = e->range_len;
  return c;
}

static gboolean is_addressable (const CkNode *e);
static void mark_address_taken (CkNode *e);
static CkNode *unop (CkNodeKind k, CkNode *a, CkType *t, CkSrcLoc loc, int len);

/* The lvalue `c ? a : b` ([e], CK_E_COND) rewritten in place as `*(c ? &a : &b)` where it is
 * used as an lvalue (its address taken, assigned to): the lowering designates a dereference,
 * not a choice. A struct's stays (its value is its address already). */
static void
materialize_cond (CkNode *e)
{
  if (e->kind != CK_E_COND || !e->is_lvalue || e->type->kind == CK_TY_STRUCT || e->type->kind == CK_TY_UNION
      || !is_addressable (e->then) || !is_addressable (e->els))
    return;
  CkType *pt = ck_type_pointer_to (e->type);
  CkNode *n = ck_sema_node (CK_E_COND, e->loc);
  n->cond = e->cond;
  mark_address_taken (e->then);
  mark_address_taken (e->els);
  n->then = unop (CK_E_ADDR, e->then, pt, e->then->loc, e->then->range_len);
  n->els = unop (CK_E_ADDR, e->els, pt, e->els->loc, e->els->range_len);
  n->type = pt;
  n->range_len = e->range_len;
  e->kind = CK_E_DEREF;
  e->lhs = n;
  e->cond = e->then = e->els = NULL;
}

static void
mark_address_taken (CkNode *e)
{
  while (e)
    switch (e->kind)
      {
      case CK_E_COND:
        materialize_cond (e);
        return;
      case CK_E_VAR:
      case CK_E_COMPOUND_LIT:
        e->obj->address_taken = TRUE;
        return;
      case CK_E_MEMBER:
        e = e->lhs;
        break;
      case CK_E_CAST:
        e = e->lhs;
        break;
      default:
        return;
      }
}

CkNode *
ck_sema_deref_ref (CkNode *e)
{
  CkNode *d = ck_sema_node (CK_E_DEREF, e->loc);
  d->lhs = e;
  d->type = e->type->base;
  d->is_lvalue = TRUE;
  d->range_len = e->range_len;
  return d;
}

/* [e] itself, or where [e] names a built-in function whose address is taken, its stand-in
 * (ck_class_builtin_stand_in): the function whose address the program gets. */
static CkNode *
stand_in_of (CkParser *P, CkNode *e)
{
  CkObj *w = e->kind == CK_E_VAR ? ck_class_builtin_stand_in (P, e->obj) : NULL;
  if (!w)
    return e;
  CkNode *v = ck_sema_node (CK_E_VAR, e->loc);
  v->obj = w;
  v->type = w->type;
  v->is_lvalue = TRUE;
  v->range_len = e->range_len;
  return v;
}

/* CUDA: device code cannot read a host variable, except a const arithmetic one with a constant
 * initializer ([is_arith_constant]); nvcc says "identifier is undefined in device code".
 * Variables of the built-in headers are not checked, as in check_exec_space. */
static void
check_var_space (CkParser *P, CkObj *obj, CkSrcLoc loc, int len)
{
  if (!P->fn || obj->is_function || obj->is_local || obj->is_param || obj->mem_space != CK_MS_NONE
      || obj->is_arith_constant || (P->fn->exec_space & CK_ES_HOST)
      || !(P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL))
      || (obj->loc.file && obj->loc.file->is_builtin))
    return;
  for (int i = 0; i < P->fn->locals.len; i++)
    if (ck_vec_get (&P->fn->locals, i) == obj)
      return;   /* a static local of this device function lives in device memory */
  ck_parse_error (P, loc, len, "identifier \"%s\" is undefined in device code", obj->name);
  ck_parse_note (P, obj->loc, (int) strlen (obj->name),
                 "'%s' is a host variable; device code may read only a const one with a constant initializer, or a __device__, __constant__ or __managed__ one", obj->name);
}

CkNode *
ck_sema_var (CkParser *P, CkObj *obj, CkSrcLoc loc, int len)
{
  check_var_space (P, obj, loc, len);
  CkNode *n = ck_sema_node (CK_E_VAR, loc);
  n->obj = obj;
  n->type = obj->type;
  n->range_len = len;
  n->is_lvalue = !obj->is_function;
  obj->is_used = TRUE;
  if (obj->type->kind == CK_TY_PTR && obj->type->is_reference)
    return ck_sema_deref_ref (n);
  return n;
}

CkNode *
ck_sema_decay (CkParser *P, CkNode *e)
{
  if (is_err (P, e))
    return e;
  CkType *t = e->type;
  if (t->kind == CK_TY_ARRAY)
    {
      mark_address_taken (e);
      CkNode *a = ck_sema_node (CK_E_ADDR, e->loc);
      a->lhs = e;
      a->type = ck_type_pointer_to (t->base);
      a->is_implicit = TRUE;
      a->range_len = e->range_len;
      return a;
    }
  if (t->kind == CK_TY_FUNC)
    {
      e = stand_in_of (P, e);
      CkNode *a = ck_sema_node (CK_E_ADDR, e->loc);
      a->lhs = e;
      a->type = ck_type_pointer_to (t);
      a->is_implicit = TRUE;
      a->range_len = e->range_len;
      return a;
    }
  return e;
}

/* The type an operand of [t] has after the integer promotions (C11 6.3.1.1p2). */
static CkType *
promoted_type (const CkNode *e, CkType *t)
{
  if (e && e->kind == CK_E_MEMBER && e->member && e->member->bit_width)
    {
      int w = e->member->bit_width;
      if (w < 32 || (w == 32 && !t->is_unsigned))
        return ck_ty_int;
      if (w == 32)
        return ck_ty_uint;
    }
  switch (t->kind)
    {
    case CK_TY_BOOL: case CK_TY_CHAR: case CK_TY_SCHAR: case CK_TY_UCHAR:
    case CK_TY_SHORT: case CK_TY_USHORT:
      return ck_ty_int;
    case CK_TY_ENUM:
      return t->base && t->base->is_unsigned ? ck_ty_uint : ck_ty_int;
    default:
      return ck_type_unqualified (t);
    }
}

CkNode *
ck_sema_promote (CkParser *P, CkNode *e)
{
  e = ck_sema_decay (P, e);
  if (is_err (P, e) || !ck_type_is_integer (e->type))
    return e;
  CkType *t = promoted_type (e, e->type);
  if (t != e->type && !(e->type->kind == t->kind && !e->type->is_const && !e->type->is_volatile))
    {
      CkNode *c = ck_sema_node (CK_E_CAST, e->loc);
      c->lhs = e;
      c->type = t;
      c->is_implicit = TRUE;
      c->range_len = e->range_len;
      return c;
    }
  return e;
}

static int
int_rank (const CkType *t)
{
  switch (t->kind)
    {
    case CK_TY_LONG: case CK_TY_ULONG: return 2;
    case CK_TY_LLONG: case CK_TY_ULLONG: return 3;
    default: return 1;
    }
}

static CkType *
to_unsigned (CkType *t)
{
  switch (t->kind)
    {
    case CK_TY_INT: return ck_ty_uint;
    case CK_TY_LONG: return ck_ty_ulong;
    case CK_TY_LLONG: return ck_ty_ullong;
    default: return t;
    }
}

CkType *
ck_sema_usual_type (CkType *a, CkType *b)
{
  if (a->kind == CK_TY_LDOUBLE || b->kind == CK_TY_LDOUBLE)
    return ck_ty_ldouble;
  if (a->kind == CK_TY_DOUBLE || b->kind == CK_TY_DOUBLE)
    return ck_ty_double;
  if (a->kind == CK_TY_FLOAT || b->kind == CK_TY_FLOAT)
    return ck_ty_float;
  a = promoted_type (NULL, a);
  b = promoted_type (NULL, b);
  if (a->kind == b->kind)
    return a;
  if (a->is_unsigned == b->is_unsigned)
    return int_rank (a) >= int_rank (b) ? a : b;
  CkType *u = a->is_unsigned ? a : b, *s = a->is_unsigned ? b : a;
  if (int_rank (u) >= int_rank (s))
    return u;
  if (s->size > u->size)
    return s;
  return to_unsigned (s);
}

/* Converts [e] (decayed, promoted where it applies) to [t] for arithmetic. */
static CkNode *
arith_conv (CkParser *P, CkNode *e, CkType *t)
{
  e = ck_sema_promote (P, e);
  return ck_sema_cast (e, t);
}

static CkNode *
binop (CkNodeKind k, CkNode *a, CkNode *b, CkType *t, CkSrcLoc loc, int len)
{
  CkNode *n = ck_sema_node (k, loc);
  n->lhs = a;
  n->rhs = b;
  n->type = t;
  n->range_len = len;
  return n;
}

gboolean
ck_sema_is_null_const (CkNode *e)
{
  /* an expression of type std::nullptr_t converts to every pointer type, as `(e, nullptr)`
     (csmith's C++ with NULL defined as nullptr) */
  const CkNode *r = e;
  while (r->kind == CK_E_COMMA)
    r = r->rhs;
  if (r->kind == CK_E_NULLPTR || (r->type && r->type->is_nullptr_t))
    return TRUE;
  while (e->kind == CK_E_CAST && (ck_type_is_integer (e->type) || (e->type->kind == CK_TY_PTR
                                   && e->type->base->kind == CK_TY_VOID)))
    e = e->lhs;
  gint64 v;
  return ck_type_is_integer (e->type) && e->type->kind != CK_TY_BOOL
         && ck_sema_eval_int (e, &v) && v == 0
         && (e->kind == CK_E_INT_LIT || e->kind == CK_E_CAST);
}

/* The spelling of the operator of expression kind [k] (a unary kind as its prefix form, `++`
 * for both increments); NULL for a kind that no operator token writes. Diagnostics and
 * class.c's operator-function names share it. */
const char *
ck_sema_op_spelling (CkNodeKind k)
{
  switch (k)
    {
    case CK_E_ADD: case CK_E_POS: return "+";
    case CK_E_SUB: case CK_E_NEG: return "-";
    case CK_E_MUL: case CK_E_DEREF: return "*";
    case CK_E_DIV: return "/";
    case CK_E_MOD: return "%";
    case CK_E_SHL: return "<<";
    case CK_E_SHR: return ">>";
    case CK_E_BITAND: case CK_E_ADDR: return "&";
    case CK_E_BITOR: return "|";
    case CK_E_BITXOR: return "^";
    case CK_E_EQ: return "==";
    case CK_E_NE: return "!=";
    case CK_E_LT: return "<";
    case CK_E_LE: return "<=";
    case CK_E_GT: return ">";
    case CK_E_GE: return ">=";
    case CK_E_LOGAND: return "&&";
    case CK_E_LOGOR: return "||";
    case CK_E_NOT: return "!";
    case CK_E_BITNOT: return "~";
    case CK_E_PRE_INC: case CK_E_POST_INC: return "++";
    case CK_E_PRE_DEC: case CK_E_POST_DEC: return "--";
    case CK_E_COMMA: return ",";
    default: return NULL;
    }
}

/* [ck_sema_op_spelling] for a diagnostic, which always has something to print. */
static const char *
op_spelling (CkNodeKind k)
{
  const char *s = ck_sema_op_spelling (k);
  return s ? s : "?";
}

gboolean
ck_sema_has_unsupported (const CkType *t)
{
  if (t->kind == CK_TY_PTR && t->is_reference)
    t = t->base;
  for (; t; t = t->origin)
    if (t->has_unsupported)
      return TRUE;
  return FALSE;
}

gboolean
ck_sema_has_err (CkParser *P, const CkType *t)
{
  for (; t; t = t->kind == CK_TY_PTR || t->kind == CK_TY_ARRAY ? t->base : NULL)
    for (const CkType *o = t; o; o = o->origin)
      if (o == P->ty_err)
        return TRUE;
  return FALSE;
}

static CkNode *
bad_operands (CkParser *P, CkNodeKind k, CkNode *a, CkNode *b, CkSrcLoc loc, int len)
{
  if (ck_sema_has_unsupported (a->type) || ck_sema_has_unsupported (b->type))
    return err_node (P, loc);   /* an operator overload, already reported */
  ck_parse_error (P, loc, len, "invalid operands to binary %s (have '%s' and '%s')",
                  op_spelling (k), ck_parse_type_str (a->type), ck_parse_type_str (b->type));
  return err_node (P, loc);
}

/* C++11 [dcl.enum]: a scoped enumeration converts to nothing implicitly; only comparisons
 * with its own type, explicit casts and switch take it. */
static gboolean
is_scoped_enum (const CkType *t)
{
  return t && t->kind == CK_TY_ENUM && t->is_scoped;
}

/* g++'s words for an operator applied to a scoped enumeration: "no match for 'operator+'
 * (operand types are 'E' and 'int')"; [b] NULL for a unary operator. */
static CkNode *
scoped_enum_operands (CkParser *P, const char *op, CkNode *a, CkNode *b, CkSrcLoc loc, int len)
{
  if (b)
    ck_parse_error (P, loc, len, "no match for 'operator%s' (operand types are '%s' and '%s')", op,
                    ck_parse_type_str (a->type), ck_parse_type_str (b->type));
  else
    ck_parse_error (P, loc, len, "no match for 'operator%s' (operand type is '%s')", op,
                    ck_parse_type_str (a->type));
  return err_node (P, loc);
}

static gboolean
pointers_comparable (CkParser *P, CkType *a, CkType *b)
{
  CkType *x = ck_type_unqualified (a->base), *y = ck_type_unqualified (b->base);
  if (x->kind == CK_TY_VOID || y->kind == CK_TY_VOID || ck_type_is_compatible (x, y))
    return TRUE;
  /* C++ [expr.type]p4: similar types (equal once the qualifiers at every level are dropped)
     compare through their cv-combined composite pointer type, as `int ***` and
     `volatile int **volatile *` (csmith --lang-cpp writes such comparisons); C warns */
  if (P->is_c)
    return FALSE;
  while (x->kind == CK_TY_PTR && y->kind == CK_TY_PTR && !x->is_reference && !y->is_reference)
    {
      x = ck_type_unqualified (x->base);
      y = ck_type_unqualified (y->base);
    }
  return x->kind != CK_TY_PTR && y->kind != CK_TY_PTR && ck_type_is_compatible (x, y);
}

/* The type of a comparison, of && and || and of !: int in C (C11 6.5.8p6), bool in C++. */
static CkType *
truth_type (CkParser *P)
{
  return P->is_c ? ck_ty_int : ck_ty_bool;
}

/* ---- C complex types (C11 6.3.1.8, Annex G; gcc 12's rules) ---------------------------------
 * A complex value is a struct of its two parts (type.c); the operators keep it so: a node of
 * complex type is ADD/SUB/MUL/DIV/NEG/POS/CAST/COMPLEX, lowered by interp/lower.c. As gcc's C
 * front end does (Annex G.5.1), a real operand of + - * and of the divisor of / stays real: it
 * is converted to the common real type only, so that x * (a + bi) is (xa, xb), not a complex
 * product, and the signs of zero parts are those gcc gives. */

/* The real type of an arithmetic or complex [t]. */
static CkType *
real_part_type (CkType *t)
{
  return ck_type_is_complex (t) ? t->base : t;
}

/* The common complex type of operands of types [ta] and [tb] (one of them complex), or NULL
 * after an error: long double _Complex is not modelled. */
static CkType *
complex_common (CkParser *P, CkType *ta, CkType *tb, CkSrcLoc loc, int len)
{
  CkType *r = ck_sema_usual_type (real_part_type (ta), real_part_type (tb));
  CkType *ct = ck_type_complex_of (r);
  if (!ct)
    ck_parse_error (P, loc, len, "unsupported: long double _Complex");
  return ct;
}

/* An operand converted for an operation in complex type [ct]: a complex one to [ct], a real
 * one to its real type, unless [widen] (the dividend of /, the operands of == and !=). */
static CkNode *
complex_operand (CkParser *P, CkNode *e, CkType *ct, gboolean widen)
{
  if (ck_type_is_complex (e->type) || widen)
    return ck_sema_cast (ck_sema_promote (P, e), ct);
  return arith_conv (P, e, ct->base);
}

/* [e] converted to _Bool for a truth context: a complex value is true when a part is not 0. */
static CkNode *
complex_truth (CkNode *e)
{
  return ck_type_is_complex (e->type) ? ck_sema_cast (e, ck_ty_bool) : e;
}

/* a [k] b when either is complex (C files): NULL when neither is. */
static CkNode *
complex_binary (CkParser *P, CkNodeKind k, CkNode *a, CkNode *b, CkSrcLoc loc, int len)
{
  CkType *ta = a->type, *tb = b->type;
  if (!ck_type_is_complex (ta) && !ck_type_is_complex (tb))
    return NULL;
  switch (k)
    {
    case CK_E_LOGAND: case CK_E_LOGOR:
      if (!ck_type_is_scalar (ta) && !ck_type_is_complex (ta))
        return bad_operands (P, k, a, b, loc, len);
      if (!ck_type_is_scalar (tb) && !ck_type_is_complex (tb))
        return bad_operands (P, k, a, b, loc, len);
      return binop (k, complex_truth (a), complex_truth (b), truth_type (P), loc, len);
    case CK_E_ADD: case CK_E_SUB: case CK_E_MUL: case CK_E_DIV: case CK_E_EQ: case CK_E_NE:
      break;
    default:
      return bad_operands (P, k, a, b, loc, len);
    }
  if ((!ck_type_is_arith (ta) && !ck_type_is_complex (ta))
      || (!ck_type_is_arith (tb) && !ck_type_is_complex (tb)))
    return bad_operands (P, k, a, b, loc, len);
  CkType *ct = complex_common (P, ta, tb, loc, len);
  if (!ct)
    return err_node (P, loc);
  gboolean cmp = k == CK_E_EQ || k == CK_E_NE;
  a = complex_operand (P, a, ct, cmp || k == CK_E_DIV);
  b = complex_operand (P, b, ct, cmp);
  return binop (k, a, b, cmp ? truth_type (P) : ct, loc, len);
}

/* __real__ [e] and __imag__ [e] (GNU C): the part of a complex value, an lvalue when [e] is
 * one; of a real value, the value itself and 0 (after evaluating [e]). */
CkNode *
ck_sema_complex_part (CkParser *P, CkNode *e, gboolean imag, CkSrcLoc loc, int len)
{
  if (is_err (P, e))
    return e;
  e = ck_sema_decay (P, e);
  CkType *t = e->type;
  if (ck_type_is_complex (t))
    {
      CkNode *n = ck_sema_node (CK_E_MEMBER, loc);
      n->lhs = e;
      n->member = imag ? t->members->next : t->members;
      n->range_len = len;
      n->is_lvalue = e->is_lvalue;
      n->type = t->base;
      if (t->is_const || t->is_volatile)
        {
          n->type = ck_type_copy (t->base);
          n->type->is_const = t->is_const;
          n->type->is_volatile = t->is_volatile;
        }
      return n;
    }
  if (!ck_type_is_arith (t))
    {
      ck_parse_error (P, loc, len, "wrong type argument to %s", imag ? "__imag__" : "__real__");
      return err_node (P, loc);
    }
  if (!imag)
    return e;
  CkNode *zero;
  if (ck_type_is_flonum (t))
    {
      zero = ck_sema_node (CK_E_FLOAT_LIT, loc);
      zero->type = ck_type_unqualified (t);
      zero->fval = 0;
    }
  else
    zero = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), ck_type_unqualified (t));
  return binop (CK_E_COMMA, e, zero, zero->type, loc, len);
}

/* __builtin_complex ([re], [im]) (GNU C, C11's CMPLX): the complex value of two parts of one
 * real floating type. */
CkNode *
ck_sema_complex_make (CkParser *P, CkNode *re, CkNode *im, CkSrcLoc loc, int len)
{
  if (is_err (P, re) || is_err (P, im))
    return err_node (P, loc);
  CkType *tr = ck_type_unqualified (re->type), *ti = ck_type_unqualified (im->type);
  if (!ck_type_is_flonum (tr) || !ck_type_is_flonum (ti))
    {
      ck_parse_error (P, loc, len, "'__builtin_complex' operand not of real binary floating-point type");
      return err_node (P, loc);
    }
  if (tr->kind != ti->kind)
    {
      ck_parse_error (P, loc, len, "'__builtin_complex' operands of different types");
      return err_node (P, loc);
    }
  CkType *ct = ck_type_complex_of (tr);
  if (!ct)
    {
      ck_parse_error (P, loc, len, "unsupported: long double _Complex");
      return err_node (P, loc);
    }
  return binop (CK_E_COMPLEX, re, im, ct, loc, len);
}

CkNode *
ck_sema_binary (CkParser *P, CkNodeKind k, CkNode *a, CkNode *b, CkSrcLoc loc, int len)
{
  if (is_err (P, a) || is_err (P, b))
    return err_node (P, loc);
  CkNode *op = ck_class_operator (P, k, FALSE, a, b, loc, len);
  if (op)
    return op;
  a = ck_sema_decay (P, a);
  b = ck_sema_decay (P, b);
  if (P->is_c && k != CK_E_COMMA)
    {
      CkNode *c = complex_binary (P, k, a, b, loc, len);
      if (c)
        return c;
    }
  CkType *ta = a->type, *tb = b->type;
  if ((is_scoped_enum (ta) || is_scoped_enum (tb))
      && !((k == CK_E_EQ || k == CK_E_NE || k == CK_E_LT || k == CK_E_LE || k == CK_E_GT
            || k == CK_E_GE) && same_type (ck_type_unqualified (ta), ck_type_unqualified (tb))))
    return scoped_enum_operands (P, op_spelling (k), a, b, loc, len);
  switch (k)
    {
    case CK_E_MUL: case CK_E_DIV:
      if (!ck_type_is_arith (ta) || !ck_type_is_arith (tb))
        return bad_operands (P, k, a, b, loc, len);
      goto usual;
    case CK_E_MOD: case CK_E_BITAND: case CK_E_BITOR: case CK_E_BITXOR:
      if (!ck_type_is_integer (ta) || !ck_type_is_integer (tb))
        return bad_operands (P, k, a, b, loc, len);
      goto usual;
    case CK_E_SHL: case CK_E_SHR:
      if (!ck_type_is_integer (ta) || !ck_type_is_integer (tb))
        return bad_operands (P, k, a, b, loc, len);
      a = ck_sema_promote (P, a);
      b = ck_sema_promote (P, b);
      return binop (k, a, b, a->type, loc, len);
    case CK_E_ADD:
      if (ck_type_is_arith (ta) && ck_type_is_arith (tb))
        goto usual;
      if (ck_type_is_integer (ta) && ck_type_is_pointer (tb))
        {
          CkNode *t = a; a = b; b = t;
          ta = a->type; tb = b->type;
        }
      if (ck_type_is_pointer (ta) && ck_type_is_integer (tb))
        {
          if (ta->base->kind == CK_TY_FUNC || (ta->base->size < 0 && ta->base->kind != CK_TY_VOID
                                                && !ta->base->vla_len))
            {
              ck_parse_error (P, loc, len, "arithmetic on a pointer to an incomplete type '%s'",
                              ck_parse_type_str (ta->base));
              return err_node (P, loc);
            }
          return binop (CK_E_ADD, a, ck_sema_promote (P, b), ck_type_unqualified (ta), loc, len);
        }
      return bad_operands (P, k, a, b, loc, len);
    case CK_E_SUB:
      if (ck_type_is_arith (ta) && ck_type_is_arith (tb))
        goto usual;
      if (ck_type_is_pointer (ta) && ck_type_is_integer (tb))
        return binop (CK_E_SUB, a, ck_sema_promote (P, b), ck_type_unqualified (ta), loc, len);
      if (ck_type_is_pointer (ta) && ck_type_is_pointer (tb))
        {
          if (!ck_type_is_compatible (ck_type_unqualified (ta->base), ck_type_unqualified (tb->base)))
            return bad_operands (P, k, a, b, loc, len);
          return binop (CK_E_PTRDIFF, a, b, ck_ty_long, loc, len);
        }
      return bad_operands (P, k, a, b, loc, len);
    case CK_E_EQ: case CK_E_NE: case CK_E_LT: case CK_E_LE: case CK_E_GT: case CK_E_GE:
      if (ck_type_is_arith (ta) && ck_type_is_arith (tb))
        {
          CkType *t = ck_sema_usual_type (ta, tb);
          return binop (k, arith_conv (P, a, t), arith_conv (P, b, t), truth_type (P), loc, len);
        }
      if (ck_type_is_pointer (ta) && ck_type_is_pointer (tb))
        {
          if (!pointers_comparable (P, ta, tb) && P->is_c)
            ck_parse_warning (P, loc, len, "comparison of distinct pointer types lacks a cast");
          else if (!pointers_comparable (P, ta, tb))
            {
              ck_parse_error (P, loc, len, "comparison between distinct pointer types '%s' and '%s'",
                              ck_parse_type_str (ta), ck_parse_type_str (tb));
              return err_node (P, loc);
            }
          return binop (k, a, ck_sema_cast (b, ta), truth_type (P), loc, len);
        }
      if (ck_type_is_pointer (ta) && ck_sema_is_null_const (b))
        return binop (k, a, ck_sema_cast (b, ta), truth_type (P), loc, len);
      if (ck_type_is_pointer (tb) && ck_sema_is_null_const (a))
        return binop (k, ck_sema_cast (a, tb), b, truth_type (P), loc, len);
      if (P->is_c && ((ck_type_is_pointer (ta) && ck_type_is_integer (tb))
                      || (ck_type_is_integer (ta) && ck_type_is_pointer (tb))))
        {
          /* gcc 12 compares the integer converted to the pointer type, with a warning */
          ck_parse_warning (P, loc, len, "comparison between pointer and integer");
          if (ck_type_is_pointer (ta))
            return binop (k, a, ck_sema_cast (ck_sema_promote (P, b), ta), truth_type (P), loc, len);
          return binop (k, ck_sema_cast (ck_sema_promote (P, a), tb), b, truth_type (P), loc, len);
        }
      return bad_operands (P, k, a, b, loc, len);
    case CK_E_LOGAND: case CK_E_LOGOR:
      if (!ck_type_is_scalar (ta) || !ck_type_is_scalar (tb))
        return bad_operands (P, k, a, b, loc, len);
      return binop (k, a, b, truth_type (P), loc, len);
    case CK_E_COMMA:
      return binop (k, a, b, b->type, loc, len);
    default:
      g_assert_not_reached ();
    }
usual:
  {
    CkType *t = ck_sema_usual_type (ta, tb);
    return binop (k, arith_conv (P, a, t), arith_conv (P, b, t), t, loc, len);
  }
}

CkNode *
ck_sema_scalar_cond (CkParser *P, CkNode *e, const char *what)
{
  if (is_err (P, e))
    return e;
  if (!P->is_c && (ck_class_of (e->type) || ck_sema_strip (e->type)->mp_class))
    {
      CkNode *c = ck_class_convert (P, e, ck_ty_bool, FALSE);   /* or a member pointer's test */
      if (c)
        e = c;
    }
  e = ck_sema_decay (P, e);
  if (ck_type_is_complex (e->type))
    return complex_truth (e);
  if (!ck_type_is_scalar (e->type) || is_scoped_enum (e->type))
    {
      ck_parse_error (P, e->loc, e->range_len, "could not convert '%s' to 'bool' in %s",
                      ck_parse_type_str (e->type), what);
      return err_node (P, e->loc);
    }
  return e;
}

static CkNode *
unop (CkNodeKind k, CkNode *a, CkType *t, CkSrcLoc loc, int len)
{
  CkNode *n = ck_sema_node (k, loc);
  n->lhs = a;
  n->type = t;
  n->range_len = len;
  return n;
}

gboolean
ck_sema_is_modifiable (CkParser *P, CkNode *e, CkSrcLoc loc, int len, const char *what)
{
  if (is_err (P, e))
    return FALSE;
  if (!e->is_lvalue || e->type->kind == CK_TY_ARRAY || e->type->kind == CK_TY_FUNC)
    {
      if (e->type->kind == CK_TY_ARRAY)
        ck_parse_error (P, loc, len, "invalid array assignment");
      else
        ck_parse_error (P, loc, len, "lvalue required as %s", what);
      return FALSE;
    }
  if (P->opts && P->opts->device_pass && P->fn && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)))
    {
      /* __constant__ memory is read-only for device code (nvcc: "expression must be a
         modifiable lvalue"): find the variable the lvalue designates */
      const CkNode *v = e;
      for (;;)
        {
          if (v->kind == CK_E_MEMBER)
            {
              v = v->lhs;
              continue;
            }
          if (v->kind == CK_E_DEREF)
            {
              /* an element of an array variable (a decayed address), not a write through a
                 pointer that merely lives in constant memory */
              const CkNode *q = v->lhs;
              while (q->kind == CK_E_ADD || q->kind == CK_E_SUB || q->kind == CK_E_CAST)
                q = q->lhs;
              if (q->kind == CK_E_ADDR)
                {
                  v = q->lhs;
                  continue;
                }
            }
          break;
        }
      if (v->kind == CK_E_VAR && v->obj->mem_space == CK_MS_CONSTANT)
        {
          ck_parse_error (P, loc, len, "__constant__ variable '%s' cannot be written in device code "
                          "(expression must be a modifiable lvalue)", v->obj->name);
          return FALSE;
        }
    }
  if (e->type->is_const)
    {
      CkNode *v = e;
      if (v->kind == CK_E_DEREF && v->lhs->kind == CK_E_VAR && v->lhs->type->is_reference)
        v = v->lhs;
      if (v->kind == CK_E_VAR)
        ck_parse_error (P, loc, len, "assignment of read-only variable '%s'", v->obj->name);
      else if (v->kind == CK_E_MEMBER && v->member->name)
        ck_parse_error (P, loc, len, "assignment of read-only member '%s'", v->member->name);
      else
        ck_parse_error (P, loc, len, "assignment of read-only location");
      return FALSE;
    }
  return TRUE;
}

CkNode *
ck_sema_unary (CkParser *P, CkNodeKind k, CkNode *a, CkSrcLoc loc, int len)
{
  if (is_err (P, a))
    return err_node (P, loc);
  if (!P->is_c && (k == CK_E_PRE_INC || k == CK_E_PRE_DEC || k == CK_E_POST_INC || k == CK_E_POST_DEC))
    materialize_cond (a);   /* ++(c ? x : y) */
  if (k != CK_E_ADDR)
    {
      CkNode *op = ck_class_operator (P, k, FALSE, a, NULL, loc, len);
      if (op)
        return op;
    }
  if (is_scoped_enum (a->type) && k != CK_E_ADDR && k != CK_E_DEREF)
    return scoped_enum_operands (P, op_spelling (k), a, NULL, loc, len);
  switch (k)
    {
    case CK_E_NEG: case CK_E_POS:
      if (k == CK_E_POS && !P->is_c && ck_class_lambda_key (ck_class_of (a->type)))
        {
          /* `+[](int x) { ... }`: the closure's conversion to a pointer to function */
          CkNode *fp = ck_class_lambda_pointer (P, a);
          if (fp)
            return fp;
        }
      a = ck_sema_decay (P, a);
      if (k == CK_E_POS && !P->is_c && ck_type_is_pointer (a->type) && !a->type->is_nullptr_t)
        return ck_sema_cast (a, ck_type_unqualified (a->type));   /* C++: +p of a pointer */
      if (ck_type_is_complex (a->type))
        return unop (k, a, ck_type_unqualified (a->type), loc, len);
      if (!ck_type_is_arith (a->type))
        goto bad;
      a = ck_sema_promote (P, a);
      return unop (k, a, a->type, loc, len);
    case CK_E_BITNOT:
      a = ck_sema_decay (P, a);
      if (!ck_type_is_integer (a->type))
        goto bad;
      a = ck_sema_promote (P, a);
      return unop (k, a, a->type, loc, len);
    case CK_E_NOT:
      a = ck_sema_decay (P, a);
      a = complex_truth (a);
      if (!ck_type_is_scalar (a->type))
        goto bad;
      return unop (k, a, truth_type (P), loc, len);
    case CK_E_ADDR:
      if (a->type->kind == CK_TY_FUNC)
        {
          a = stand_in_of (P, a);
          return unop (k, a, ck_type_pointer_to (a->type), loc, len);
        }
      if (!a->is_lvalue)
        {
          ck_parse_error (P, loc, len, "lvalue required as unary '&' operand");
          return err_node (P, loc);
        }
      if (a->kind == CK_E_MEMBER && a->member->bit_width)
        {
          ck_parse_error (P, loc, len, "cannot take address of bit-field '%s'", a->member->name);
          return err_node (P, loc);
        }
      if (a->kind == CK_E_BUILTIN_VAR)
        {
          ck_parse_error (P, loc, len, "cannot take the address of a built-in variable");
          return err_node (P, loc);
        }
      mark_address_taken (a);
      return unop (k, a, ck_type_pointer_to (a->type), loc, len);
    case CK_E_DEREF:
      a = ck_sema_decay (P, a);
      if (!ck_type_is_pointer (a->type))
        {
          ck_parse_error (P, loc, len, "invalid type argument of unary '*' (have '%s')",
                          ck_parse_type_str (a->type));
          return err_node (P, loc);
        }
      if (a->type->base->kind == CK_TY_VOID)
        {
          ck_parse_error (P, loc, len, "'void *' is not a pointer-to-object type");
          return err_node (P, loc);
        }
      {
        CkNode *n = unop (k, a, a->type->base, loc, len);
        n->is_lvalue = a->type->base->kind != CK_TY_FUNC;
        return n;
      }
    case CK_E_PRE_INC: case CK_E_PRE_DEC: case CK_E_POST_INC: case CK_E_POST_DEC:
      {
        const char *what = k == CK_E_PRE_INC || k == CK_E_POST_INC ? "increment operand"
                                                                   : "decrement operand";
        if (!ck_sema_is_modifiable (P, a, loc, len, what))
          return err_node (P, loc);
        if (!ck_type_is_scalar (a->type))
          goto bad;
        CkNode *n = unop (k, a, ck_type_unqualified (a->type), loc, len);
        n->ival = 1;
        return n;
      }
    default:
      g_assert_not_reached ();
    }
bad:
  ck_parse_error (P, loc, len, "invalid argument type '%s' to unary '%s'",
                  ck_parse_type_str (a->type), op_spelling (k));
  return err_node (P, loc);
}

/* A string literal decayed to 'char *' may initialise a 'char *' (deprecated in C++, accepted). */
static gboolean
is_string_decay (CkNode *e)
{
  return e->kind == CK_E_ADDR && e->lhs->kind == CK_E_STR_LIT;
}

CkNode *
ck_sema_bind_ref (CkParser *P, CkNode *e, CkType *ref, const char *context)
{
  if (is_err (P, e))
    return e;
  if (e->kind == CK_E_BRACED_ARG)
    {
      e = ck_parse_braced_arg_value (P, e, ref);
      if (is_err (P, e))
        return e;
    }
  CkNode *cr = ck_class_bind_ref (P, e, ref);
  if (cr)
    return cr;
  CkType *to = ck_type_unqualified (ref->base);
  if (to->kind == CK_TY_FUNC)
    {
      /* a reference to a function ([dcl.init.ref]p5: `void (&f)(int) = g;`, `F &f` given `g`)
         binds to the function the expression designates, the overload of its type for an
         overloaded name: it holds the function's address, as a pointer to it does */
      CkNode *fd = e->kind == CK_E_ADDR && e->is_implicit ? e->lhs : e;
      if (fd->type->kind == CK_TY_FUNC && !fd->ovl_set && !ck_type_is_compatible (to, ck_type_unqualified (fd->type)))
        {
          ck_parse_error (P, e->loc, e->range_len, "invalid initialization of reference of type '%s' "
                          "from expression of type '%s'", ck_parse_type_str (ref), ck_parse_type_str (fd->type));
          return err_node (P, e->loc);
        }
      CkNode *v = ck_sema_convert (P, e, ck_type_pointer_to (to), context);
      if (is_err (P, v))
        return v;
      CkNode *a = ck_sema_node (CK_E_CAST, e->loc);
      a->lhs = v;
      a->type = ref;
      a->is_implicit = TRUE;
      a->range_len = e->range_len;
      return a;
    }
  gboolean rvalue = !e->is_lvalue || e->is_xvalue;
  if (ref->is_rvalue_ref && !rvalue)
    {
      ck_parse_error (P, e->loc, e->range_len, "cannot bind rvalue reference of type '%s' to "
                      "lvalue of type '%s'", ck_parse_type_str (ref), ck_parse_type_str (e->type));
      return err_node (P, e->loc);
    }
  if (rvalue && !ref->is_rvalue_ref && !ref->base->is_const)
    {
      ck_parse_error (P, e->loc, e->range_len,
                      "cannot bind non-const lvalue reference of type '%s' to an rvalue in %s",
                      ck_parse_type_str (ref), context);
      return err_node (P, e->loc);
    }
  /* a prvalue, or a const T & or T && to a value of another arithmetic type: the reference
     binds to a temporary initialised from it ([dcl.init.ref]p5.4), which lives as long as the
     enclosing function's frame (for the non-class types here, the same as the end of its
     full-expression or, for a reference variable, its scope) */
  gboolean need_temp = !e->is_lvalue
                       || (!ck_type_is_compatible (to, ck_type_unqualified (e->type))
                           && (ref->base->is_const || ref->is_rvalue_ref) && ck_type_is_arith (to)
                           && ck_type_is_arith (e->type))
                       /* a pointer converted from an array, a function or another pointer
                          (`const char *const &` given a string literal) */
                       || (!ck_type_is_compatible (to, ck_type_unqualified (e->type))
                           && (ref->base->is_const || ref->is_rvalue_ref) && to->kind == CK_TY_PTR
                           && !to->is_reference && (e->type->kind == CK_TY_ARRAY || e->type->kind == CK_TY_FUNC
                                                    || e->type->kind == CK_TY_PTR));
  if (need_temp)
    {
      if (!P->fn)
        {
          ck_parse_error (P, e->loc, e->range_len,
                          "unsupported: binding a reference to a temporary in %s at file scope",
                          context);
          return err_node (P, e->loc);
        }
      CkNode *v = ck_sema_convert (P, e, to, context);
      if (is_err (P, v))
        return v;
      CkType *tt = to;
      if (ref->base->is_const || ref->base->is_volatile)
        {
          tt = ck_type_copy (to);
          tt->is_const = ref->base->is_const;
          tt->is_volatile = ref->base->is_volatile;
        }
      CkNode *a = ck_parse_temporary (P, tt, v, e->loc);
      a->type = ref;
      return a;
    }
  if (!ck_type_is_compatible (to, ck_type_unqualified (e->type))
      || (e->type->is_const && !ref->base->is_const))
    {
      ck_parse_error (P, e->loc, e->range_len,
                      "cannot bind reference of type '%s' to a value of type '%s'",
                      ck_parse_type_str (ref), ck_parse_type_str (e->type));
      return err_node (P, e->loc);
    }
  mark_address_taken (e);
  CkNode *a = unop (CK_E_ADDR, e, ref, e->loc, e->range_len);
  a->is_implicit = TRUE;
  return a;
}

/* C++ [conv.qual]: whether pointer type [from] converts to pointer type [to] by adding cv
 * qualifiers at any level below the top, as 'int **' to 'const int *const *'. A qualifier
 * added at level j needs 'const' at every level of [to] from 1 to j - 1; otherwise
 * `const int **pp = &p` would let a 'const int *' be stored through an 'int **'. */
static gboolean
is_qualification_conversion (const CkType *to, const CkType *from)
{
  gboolean const_above = TRUE;
  for (;;)
    {
      const CkType *tb = to->base, *fb = from->base;
      if ((fb->is_const && !tb->is_const) || (fb->is_volatile && !tb->is_volatile))
        return FALSE;
      if ((tb->is_const != fb->is_const || tb->is_volatile != fb->is_volatile) && !const_above)
        return FALSE;
      const_above = const_above && tb->is_const;
      if (tb->kind != CK_TY_PTR || fb->kind != CK_TY_PTR || tb->is_reference || fb->is_reference)
        return ck_type_is_compatible (ck_type_unqualified ((CkType *) tb),
                                      ck_type_unqualified ((CkType *) fb));
      to = tb;
      from = fb;
    }
}

/* Where an implicit conversion of C happens, for the wording of gcc's warnings about it: the
 * operator of an assignment, or the argument [arg] (from 1) of a call to [callee]. */
typedef struct {
  CkSrcLoc op_loc;
  int op_len;
  int arg;
  const char *callee;
  const CkParam *param;
} ConvSite;

typedef enum { C_INCOMPATIBLE, C_PTR_FROM_INT, C_INT_FROM_PTR } CConvProblem;

/* [t] as gcc's C diagnostics spell it: the integer types with their 'int' and the
 * 'unsigned' after the size ('long unsigned int *' where cudak says 'unsigned long *'). */
static const char *
c_type_str (const CkType *t)
{
  static const struct { const char *cudak, *gcc; } names[] = {
    { "unsigned long long", "long long unsigned int" }, { "long long", "long long int" },
    { "unsigned long", "long unsigned int" }, { "unsigned short", "short unsigned int" },
    { "long", "long int" }, { "short", "short int" },
  };
  const char *s = ck_parse_type_str (t);
  GString *out = g_string_new (NULL);
  for (const char *p = s; *p;)
    {
      gboolean at_word = p == s || !(g_ascii_isalnum (p[-1]) || p[-1] == '_');
      gsize i = 0;
      for (; at_word && i < G_N_ELEMENTS (names); i++)
        {
          gsize n = strlen (names[i].cudak);
          if (strncmp (p, names[i].cudak, n) == 0 && !g_ascii_isalnum (p[n]) && p[n] != '_'
              && strncmp (p + n, " double", 7) != 0 && strncmp (p + n, " int", 4) != 0)
            {
              g_string_append (out, names[i].gcc);
              p += n;
              break;
            }
        }
      if (!at_word || i == G_N_ELEMENTS (names))
        g_string_append_c (out, *p++);
    }
  char *r = ck_strndup (out->str, out->len);
  g_string_free (out, TRUE);
  return r;
}

/* The group of integer types that differ only in signedness, or -1: gcc 12 makes a pointer
 * conversion between them a -Wpointer-sign warning, which is off by default in C. */
static int
sign_group (const CkType *t)
{
  switch (t->kind)
    {
    case CK_TY_CHAR: case CK_TY_SCHAR: case CK_TY_UCHAR: return 0;
    case CK_TY_SHORT: case CK_TY_USHORT: return 1;
    case CK_TY_INT: case CK_TY_UINT: case CK_TY_ENUM: return 2;
    case CK_TY_LONG: case CK_TY_ULONG: return 3;
    case CK_TY_LLONG: case CK_TY_ULLONG: return 4;
    default: return -1;
    }
}

/* gcc 12's warning for a C conversion of [e] from [from] to [to] that C allows only with a
 * diagnostic (6.5.16.1 constraints); [context] says where ("initialization", "assignment",
 * "return", "argument passing"), [site] locates assignments and arguments. */
static void
c_conversion_warning (CkParser *P, CkNode *e, CkType *from, CkType *to, CConvProblem problem,
                      const char *context, const ConvSite *site)
{
  const char *f = c_type_str (from), *t = c_type_str (to);
  const char *flag = problem == C_INCOMPATIBLE ? "[-Wincompatible-pointer-types]" : "[-Wint-conversion]";
  const char *makes = problem == C_PTR_FROM_INT ? "makes pointer from integer without a cast"
                                                : "makes integer from pointer without a cast";
  CkSrcLoc loc = e->loc;
  int len = e->range_len;
  if (site && site->callee)
    {
      if (problem == C_INCOMPATIBLE)
        ck_parse_warning (P, loc, len, "passing argument %d of '%s' from incompatible pointer type %s",
                          site->arg, site->callee, flag);
      else
        ck_parse_warning (P, loc, len, "passing argument %d of '%s' %s %s", site->arg, site->callee,
                          makes, flag);
      if (site->param && !P->quiet_warnings)
        ck_parse_note (P, site->param->loc, site->param->name ? (int) strlen (site->param->name) : 1,
                       "expected '%s' but argument is of type '%s'", t, f);
      return;
    }
  if (strcmp (context, "return") == 0)
    {
      if (problem == C_INCOMPATIBLE)
        ck_parse_warning (P, loc, len, "returning '%s' from a function with incompatible return type '%s' %s",
                          f, t, flag);
      else
        ck_parse_warning (P, loc, len, "returning '%s' from a function with return type '%s' %s %s",
                          f, t, makes, flag);
      return;
    }
  gboolean assign = strcmp (context, "assignment") == 0;
  if (assign && site)
    {
      loc = site->op_loc;
      len = site->op_len;
    }
  if (problem == C_INCOMPATIBLE)
    ck_parse_warning (P, loc, len, "%s %s '%s' from incompatible pointer type '%s' %s",
                      assign ? "assignment" : "initialization", assign ? "to" : "of", t, f, flag);
  else
    ck_parse_warning (P, loc, len, "%s %s '%s' from '%s' %s %s", assign ? "assignment" : "initialization",
                      assign ? "to" : "of", t, f, makes, flag);
}

/* gcc 12's -Wdiscarded-qualifiers warning when a C pointer conversion drops the qualifiers
 * [lost] ("const", "volatile" or "const volatile") of the pointed-to type. */
static void
c_discards_warning (CkParser *P, CkNode *e, const char *lost, const char *context,
                    const ConvSite *site)
{
  CkSrcLoc loc = e->loc;
  int len = e->range_len;
  const char *what = context;
  if (site && site->callee)
    what = ck_strdup_printf ("passing argument %d of '%s'", site->arg, site->callee);
  else if (strcmp (context, "assignment") == 0 && site)
    {
      loc = site->op_loc;
      len = site->op_len;
    }
  else if (strcmp (context, "assignment") != 0 && strcmp (context, "return") != 0)
    what = "initialization";
  ck_parse_warning (P, loc, len, "%s discards '%s' qualifier from pointer target type [-Wdiscarded-qualifiers]",
                    what, lost);
  if (site && site->callee && site->param && !P->quiet_warnings)
    ck_parse_note (P, site->param->loc, site->param->name ? (int) strlen (site->param->name) : 1,
                   "expected '%s' but argument is of type '%s'", c_type_str (site->param->type),
                   c_type_str (e->type));
}

/* C11 6.5.16.1p1 as gcc 12 applies it to a pointer [e] converted to the pointer type [to]:
 * to or from 'void *' and between compatible types it is silent unless it drops qualifiers of
 * the pointed-to type; between other pointer types it is a warning, and the value converts. */
static CkNode *
c_convert_pointer (CkParser *P, CkNode *e, CkType *to, const char *context, const ConvSite *site)
{
  CkType *from = e->type, *tb = to->base, *fb = from->base;
  if (tb->kind == CK_TY_VOID || fb->kind == CK_TY_VOID
      || ck_type_is_compatible (ck_type_unqualified (tb), ck_type_unqualified (fb))
      || (sign_group (tb) >= 0 && sign_group (tb) == sign_group (fb)))
    {
      gboolean lc = fb->is_const && !tb->is_const, lv = fb->is_volatile && !tb->is_volatile;
      if (lc || lv)
        c_discards_warning (P, e, lc && lv ? "const volatile" : lc ? "const" : "volatile", context, site);
    }
  else
    c_conversion_warning (P, e, from, to, C_INCOMPATIBLE, context, site);
  return ck_sema_cast (e, to);
}

static CkNode *convert_at (CkParser *P, CkNode *e, CkType *t, const char *context,
                           const ConvSite *site);

/* `f` or `&f` of an overloaded function converted to a pointer to (or reference to) function
 * [t]: the overload of [t]'s function type ([over.over]), NULL where [e] is no such name or the
 * target no such type; an error node where no overload matches (g++'s wording). */
static CkNode *
choose_overload (CkParser *P, CkNode *e, CkType *t)
{
  gboolean addr = e->kind == CK_E_ADDR && e->lhs && e->lhs->ovl_set;
  const CkNode *name = addr ? e->lhs : e;
  if (!name->ovl_set || t->kind != CK_TY_PTR)
    return NULL;
  CkType *ft = ck_type_unqualified (t->base);
  if (ft->kind != CK_TY_FUNC || (addr && t->is_reference))
    return NULL;
  const CkSym *set = name->ovl_set;
  for (int i = 0; i < set->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&set->overloads, i);
      if (!ck_type_is_compatible (f->type, ft))
        continue;
      CkNode *v = ck_sema_var (P, f, name->loc, name->range_len);
      return addr ? ck_sema_unary (P, CK_E_ADDR, v, e->loc, e->range_len) : v;
    }
  ck_parse_error (P, e->loc, e->range_len, "no matches converting function '%s' to type '%s'",
                  name->obj->name, ck_parse_type_str (t));
  return err_node (P, e->loc);
}

CkNode *
ck_sema_convert (CkParser *P, CkNode *e, CkType *t, const char *context)
{
  return convert_at (P, e, t, context, NULL);
}

/* ck_sema_convert, with the place of the conversion for C's warnings ([site] may be NULL). */
static CkNode *
convert_at (CkParser *P, CkNode *e, CkType *t, const char *context, const ConvSite *site)
{
  if (is_err (P, e))
    return e;
  if (e->kind == CK_E_BRACED_ARG)
    {
      /* the chosen parameter's copy-list-initialisation from the list */
      e = ck_parse_braced_arg_value (P, e, t);
      if (is_err (P, e))
        return e;
    }
  if (ck_sema_has_err (P, t))
    return err_node (P, e->loc);   /* to a type already diagnosed (a template parameter, ...) */
  CkNode *chosen = P->is_c ? NULL : choose_overload (P, e, t);
  if (chosen)
    {
      if (is_err (P, chosen))
        return chosen;
      e = chosen;
    }
  if (!P->is_c && (ck_class_of (e->type) || ck_class_of (t) || (t->kind == CK_TY_PTR && !t->is_reference)
                    || ck_sema_strip (t)->mp_class || ck_sema_strip (e->type)->mp_class))
    {
      CkNode *c = ck_class_convert (P, e, t, TRUE);
      if (c)
        {
          if (ck_class_of (t) || ck_type_is_compatible (ck_type_unqualified (c->type), ck_type_unqualified (t)))
            return c;
          e = c;
        }
    }
  if (t->kind == CK_TY_PTR && t->is_reference)
    return ck_sema_bind_ref (P, e, t, context);
  CkType *to = ck_type_unqualified (t);
  e = ck_sema_decay (P, e);
  CkType *from = e->type;
  if (to->kind == CK_TY_VOID)
    return ck_sema_cast (e, to);
  if (is_scoped_enum (from) && !same_type (to, from))
    goto cannot;
  if ((ck_type_is_complex (to) || ck_type_is_complex (from))
      && (ck_type_is_arith (to) || ck_type_is_complex (to))
      && (ck_type_is_arith (from) || ck_type_is_complex (from)))
    return ck_sema_cast (ck_sema_promote (P, e), to);   /* C11 6.3.1.7: parts kept or dropped */
  if (ck_type_is_arith (to) && ck_type_is_arith (from))
    {
      /* C++: an integer does not convert to an enum implicitly (C: it does) */
      if (to->kind == CK_TY_ENUM && !same_type (to, from) && !P->is_c)
        goto cannot;
      return ck_sema_cast (e, to);
    }
  if (to->kind == CK_TY_BOOL && ck_type_is_pointer (from))
    return ck_sema_cast (e, to);
  if (P->is_c && ck_type_is_integer (to) && ck_type_is_pointer (from))
    {
      c_conversion_warning (P, e, from, to, C_INT_FROM_PTR, context, site);
      return ck_sema_cast (e, to);
    }
  if (ck_type_is_pointer (to))
    {
      if (ck_sema_is_null_const (e))
        return ck_sema_cast (e, to);
      if (P->is_c && ck_type_is_integer (from))
        {
          c_conversion_warning (P, e, from, to, C_PTR_FROM_INT, context, site);
          return ck_sema_cast (ck_sema_promote (P, e), to);
        }
      if (!ck_type_is_pointer (from))
        goto cannot;
      if (P->is_c && !(P->in_builtin_call && to->base->kind == CK_TY_PTR
                       && to->base->base->kind == CK_TY_VOID && from->base->kind == CK_TY_PTR))
        return c_convert_pointer (P, e, to, context, site);
      CkType *tb = to->base, *fb = from->base;
      gboolean quals_ok = (tb->is_const || !fb->is_const) && (tb->is_volatile || !fb->is_volatile);
      if (is_string_decay (e) && (tb->kind == CK_TY_CHAR))
        return ck_sema_cast (e, to);
      /* CUDA's template overloads `cudaMalloc(T **, size_t)` and friends: a 'T **' argument
       * binds to the 'void **' parameter of a built-in header's function */
      if (P->in_builtin_call && tb->kind == CK_TY_PTR && tb->base->kind == CK_TY_VOID
          && fb->kind == CK_TY_PTR && !tb->is_reference && !fb->is_reference)
        return ck_sema_cast (e, to);
      if (quals_ok && (tb->kind == CK_TY_VOID
                       || ck_type_is_compatible (ck_type_unqualified (tb), ck_type_unqualified (fb))))
        return ck_sema_cast (e, to);
      if (tb->kind == CK_TY_PTR && fb->kind == CK_TY_PTR && is_qualification_conversion (to, from))
        return ck_sema_cast (e, to);
      ck_parse_error (P, e->loc, e->range_len, "invalid conversion from '%s' to '%s'",
                      ck_parse_type_str (from), ck_parse_type_str (to));
      return err_node (P, e->loc);
    }
  if ((to->kind == CK_TY_STRUCT || to->kind == CK_TY_UNION) && same_type (to, ck_type_unqualified (from)))
    return e;
cannot:
  ck_parse_error (P, e->loc, e->range_len, "cannot convert '%s' to '%s' in %s",
                  ck_parse_type_str (from), ck_parse_type_str (to), context);
  return err_node (P, e->loc);
}

CkNode *
ck_sema_explicit_cast (CkParser *P, CkNode *e, CkType *t, CkSrcLoc loc)
{
  if (is_err (P, e))
    return e;
  if (!P->is_c)
    {
      CkNode *c = ck_class_explicit_cast (P, e, t, loc);   /* base <-> derived (class.c) */
      if (c)
        return c;
    }
  if (!P->is_c && ck_class_of (e->type) && !ck_class_of (t) && !t->is_reference)
    {
      CkNode *c = ck_class_convert (P, e, t, FALSE);   /* a conversion function (class.c) */
      if (c)
        e = c;
    }
  if (!P->is_c && !t->is_reference && t->kind == CK_TY_STRUCT && ck_class_of (t)
           && ck_class_of (e->type) != ck_class_of (t) && e->type->kind != CK_TY_PTR)
    {
      /* (T) e and static_cast<T>(e) to a class: the direct-initialisation T t(e) ([expr.cast],
         [expr.static.cast]p4): (dim3) n by its constructor, (uint3) d by dim3's operator uint3 */
      if (ck_class_needs_ctor (t))
        {
          CkNode **args = ck_new_n (CkNode *, 2);
          args[0] = e;
          return ck_class_temporary (P, ck_type_unqualified (t), args, 1, loc);
        }
      CkNode *c = ck_class_convert (P, e, t, FALSE);
      if (c)
        return c;
    }
  if (t->kind == CK_TY_PTR && t->is_reference)
    {
      /* (T&) x: reinterpret the lvalue */
      if (!e->is_lvalue)
        {
          ck_parse_error (P, loc, 1, "invalid cast of an rvalue to a reference type '%s'",
                          ck_parse_type_str (t));
          return err_node (P, loc);
        }
      mark_address_taken (e);
      CkNode *a = unop (CK_E_ADDR, e, ck_type_pointer_to (e->type), loc, e->range_len);
      CkNode *c = unop (CK_E_CAST, a, ck_type_pointer_to (t->base), loc, e->range_len);
      CkNode *d = unop (CK_E_DEREF, c, t->base, loc, e->range_len);
      d->is_lvalue = TRUE;
      d->is_xvalue = t->is_rvalue_ref;   /* (T &&) x, static_cast<T &&>(x): std::move's cast */
      return d;
    }
  CkType *to = ck_type_unqualified (t);
  e = ck_sema_decay (P, e);
  CkType *from = e->type;
  gboolean ok = FALSE;
  if (to->kind == CK_TY_VOID)
    ok = TRUE;
  else if (ck_type_is_scalar (to) && ck_type_is_scalar (from))
    ok = !(ck_type_is_flonum (to) && ck_type_is_pointer (from))
         && !(ck_type_is_pointer (to) && ck_type_is_flonum (from));
  else if ((to->kind == CK_TY_STRUCT || to->kind == CK_TY_UNION) && same_type (to, from))
    return e;
  else if ((ck_type_is_complex (to) && (ck_type_is_arith (from) || ck_type_is_complex (from)))
           || (ck_type_is_complex (from) && ck_type_is_arith (to)))
    ok = TRUE;
  if (!ok)
    {
      ck_parse_error (P, loc, 1, "invalid cast from type '%s' to type '%s'",
                      ck_parse_type_str (from), ck_parse_type_str (to));
      return err_node (P, loc);
    }
  if (ck_type_is_integer (from))
    e = ck_sema_promote (P, e);
  CkNode *c = unop (CK_E_CAST, e, to, loc, e->range_len);
  return c;
}

CkNode *
ck_sema_assign (CkParser *P, CkNodeKind op, CkNode *a, CkNode *b, CkSrcLoc loc, int len)
{
  if (is_err (P, a) || is_err (P, b))
    return err_node (P, loc);
  if (!P->is_c)
    materialize_cond (a);   /* (c ? x : y) = v */
  if (!P->is_c && op == CK_E_ASSIGN && a->type->kind == CK_TY_STRUCT
      && ck_type_is_compatible (ck_type_unqualified (a->type), ck_type_unqualified (ck_sema_strip (b->type)))
      && ck_class_assign_deleted (P, a->type, loc, len))
    return err_node (P, loc);
  CkNode *cop = ck_class_operator (P, op, op != CK_E_ASSIGN, a, b, loc, len);
  if (cop)
    return cop;
  if (!ck_sema_is_modifiable (P, a, loc, len, "left operand of assignment"))
    return err_node (P, loc);
  CkType *lt = ck_type_unqualified (a->type);
  if (op == CK_E_ASSIGN)
    {
      ConvSite site = { .op_loc = loc, .op_len = len };
      b = convert_at (P, b, lt, "assignment", &site);
      if (is_err (P, b))
        return b;
      CkNode *n = binop (CK_E_ASSIGN, a, b, lt, loc, len);
      return n;
    }
  b = ck_sema_decay (P, b);
  if (is_scoped_enum (lt) || is_scoped_enum (b->type))
    return scoped_enum_operands (P, ck_strdup_printf ("%s=", op_spelling (op)), a, b, loc, len);
  CkNode *n = binop (CK_E_COMPOUND_ASSIGN, a, b, lt, loc, len);
  n->op = op;
  if ((op == CK_E_ADD || op == CK_E_SUB) && ck_type_is_pointer (lt) && ck_type_is_integer (b->type))
    {
      n->rhs = ck_sema_promote (P, b);
      n->optype = lt;
      return n;
    }
  if (P->is_c && (ck_type_is_complex (lt) || ck_type_is_complex (b->type)))
    {
      /* a op= b is a = a op b with a evaluated once: [optype] is the complex type of the
         operation, the lowering converts the result back to a's type */
      if ((op != CK_E_ADD && op != CK_E_SUB && op != CK_E_MUL && op != CK_E_DIV)
          || !(ck_type_is_arith (lt) || ck_type_is_complex (lt))
          || !(ck_type_is_arith (b->type) || ck_type_is_complex (b->type)))
        return bad_operands (P, op, a, b, loc, len);
      n->optype = complex_common (P, lt, b->type, loc, len);
      if (!n->optype)
        return err_node (P, loc);
      n->rhs = complex_operand (P, b, n->optype, FALSE);
      return n;
    }
  gboolean int_only = op == CK_E_MOD || op == CK_E_SHL || op == CK_E_SHR || op == CK_E_BITAND
                      || op == CK_E_BITOR || op == CK_E_BITXOR;
  if (int_only ? !(ck_type_is_integer (lt) && ck_type_is_integer (b->type))
               : !(ck_type_is_arith (lt) && ck_type_is_arith (b->type)))
    return bad_operands (P, op, a, b, loc, len);
  if (op == CK_E_SHL || op == CK_E_SHR)
    {
      n->optype = promoted_type (a, lt);
      n->rhs = ck_sema_promote (P, b);
      return n;
    }
  n->optype = ck_sema_usual_type (promoted_type (a, lt), b->type);
  n->rhs = arith_conv (P, b, n->optype);
  return n;
}

/* Whether [n] is a throw-expression: the THROW node, or the statement expression that makes
 * an exception object of class type and throws it (class.c's ck_class_throw). */
static gboolean
is_throw_expr (const CkNode *n)
{
  if (n->kind == CK_E_THROW)
    return TRUE;
  if (n->kind != CK_E_STMT_EXPR || n->type->kind != CK_TY_VOID || n->n_body == 0)
    return FALSE;
  const CkNode *last = n->body[n->n_body - 1];
  return last->kind == CK_S_EXPR && last->lhs && last->lhs->kind == CK_E_THROW;
}

/* Whether the lvalue [e] has an address: not a bit-field, not a built-in variable's member. */
static gboolean
is_addressable (const CkNode *e)
{
  for (; e; e = e->lhs)
    {
      if (e->kind == CK_E_BUILTIN_VAR || (e->kind == CK_E_MEMBER && e->member->bit_width))
        return FALSE;
      if (e->kind != CK_E_MEMBER && !(e->kind == CK_E_CAST && e->is_implicit))
        return TRUE;
    }
  return TRUE;
}

CkNode *
ck_sema_cond (CkParser *P, CkNode *c, CkNode *a, CkNode *b, CkSrcLoc loc)
{
  if (is_err (P, c) || is_err (P, a) || is_err (P, b))
    return err_node (P, loc);
  c = ck_sema_scalar_cond (P, c, "a condition");
  CkNode *n = ck_sema_node (CK_E_COND, loc);
  n->cond = c;
  if (!P->is_c && is_throw_expr (a) != is_throw_expr (b))
    {
      /* C++ [expr.cond]p2: one operand a throw-expression, the result is the other's, with its
         type and value category (`i < n ? v[i] : throw std::out_of_range("i")`) */
      gboolean ta = is_throw_expr (a);
      CkNode *v = ta ? b : a, *th = ta ? a : b;
      if (!v->is_lvalue || v->type->kind == CK_TY_ARRAY || v->type->kind == CK_TY_FUNC)
        {
          n->then = a;
          n->els = b;
          n->type = v->type;
          n->is_xvalue = v->is_xvalue;
          return n;
        }
      /* an lvalue: `*(c ? &v : (throw ..., (T *) 0))` */
      CkType *pt = ck_type_pointer_to (v->type);
      CkNode *pv = ck_sema_node (CK_E_ADDR, v->loc);
      pv->lhs = v;
      pv->type = pt;
      pv->range_len = v->range_len;
      CkNode *pth = ck_sema_node (CK_E_COMMA, th->loc);
      pth->lhs = th;
      pth->rhs = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, th->loc), pt);
      pth->type = pt;
      pth->range_len = th->range_len;
      n->then = ta ? pth : pv;
      n->els = ta ? pv : pth;
      n->type = pt;
      CkNode *d = ck_sema_node (CK_E_DEREF, loc);
      d->lhs = n;
      d->type = v->type;
      d->is_lvalue = TRUE;
      d->range_len = 1;
      return d;
    }
  /* C++: both lvalues of the same type (but for cv) give an lvalue of the more qualified one
     ([expr.cond]p4, p5; never in C); used as an lvalue, it becomes `*(c ? &a : &b)`
     (materialize_cond), read as a value it stays a choice of values */
  if (!P->is_c && a->is_lvalue && b->is_lvalue && same_type (ck_type_unqualified (a->type), ck_type_unqualified (b->type))
      && a->type->kind != CK_TY_ARRAY && a->type->kind != CK_TY_FUNC)
    {
      n->then = a;
      n->els = b;
      n->type = a->type;
      if (b->type->is_const > a->type->is_const || b->type->is_volatile > a->type->is_volatile)
        {
          n->type = ck_type_copy (ck_type_unqualified (a->type));
          n->type->is_const = a->type->is_const || b->type->is_const;
          n->type->is_volatile = a->type->is_volatile || b->type->is_volatile;
        }
      n->is_lvalue = TRUE;
      return n;
    }
  a = ck_sema_decay (P, a);
  b = ck_sema_decay (P, b);
  CkType *ta = a->type, *tb = b->type;
  if (ta->kind == CK_TY_ENUM && same_type (ck_type_unqualified (ta), ck_type_unqualified (tb)))
    n->type = ck_type_unqualified (ta);   /* C++ [expr.cond]p7: the enumeration, not int */
  else if (!P->is_c && ck_type_is_arith (ta) && same_type (ck_type_unqualified (ta), ck_type_unqualified (tb)))
    n->type = ck_type_unqualified (ta);   /* C++ [expr.cond]p7: c ? ' ' : '\n' is a char */
  else if (P->is_c && (ck_type_is_complex (ta) || ck_type_is_complex (tb))
           && (ck_type_is_arith (ta) || ck_type_is_complex (ta))
           && (ck_type_is_arith (tb) || ck_type_is_complex (tb)))
    {
      n->type = complex_common (P, ta, tb, loc, 1);
      if (!n->type)
        return err_node (P, loc);
      a = complex_operand (P, a, n->type, TRUE);
      b = complex_operand (P, b, n->type, TRUE);
    }
  else if (ck_type_is_arith (ta) && ck_type_is_arith (tb))
    {
      CkType *t = ck_sema_usual_type (ta, tb);
      a = arith_conv (P, a, t);
      b = arith_conv (P, b, t);
      n->type = t;
    }
  else if (ck_type_is_pointer (ta) && ck_sema_is_null_const (b))
    b = ck_sema_cast (b, n->type = ck_type_unqualified (ta));
  else if (ck_type_is_pointer (tb) && ck_sema_is_null_const (a))
    a = ck_sema_cast (a, n->type = ck_type_unqualified (tb));
  else if (ck_type_is_pointer (ta) && ck_type_is_pointer (tb) && pointers_comparable (P, ta, tb))
    {
      n->type = ta->base->kind == CK_TY_VOID ? ta : tb->base->kind == CK_TY_VOID ? tb : ta;
      n->type = ck_type_unqualified (n->type);
      a = ck_sema_cast (a, n->type);
      b = ck_sema_cast (b, n->type);
    }
  else if (same_type (ck_type_unqualified (ta), ck_type_unqualified (tb)))
    n->type = ck_type_unqualified (ta);
  else if (P->is_c && ck_type_is_pointer (ta) && ck_type_is_pointer (tb))
    {
      /* gcc 12: distinct pointer types give 'void *', with a warning (C11 6.5.15p3 makes it a
         constraint violation) */
      ck_parse_warning (P, loc, 1, "pointer type mismatch in conditional expression");
      n->type = ck_type_pointer_to (ck_ty_void);
      a = ck_sema_cast (a, n->type);
      b = ck_sema_cast (b, n->type);
    }
  else if (P->is_c && ((ck_type_is_pointer (ta) && ck_type_is_integer (tb))
                       || (ck_type_is_integer (ta) && ck_type_is_pointer (tb))))
    {
      ck_parse_warning (P, loc, 1, "pointer/integer type mismatch in conditional expression");
      n->type = ck_type_unqualified (ck_type_is_pointer (ta) ? ta : tb);
      if (ck_type_is_pointer (ta))
        b = ck_sema_cast (ck_sema_promote (P, b), n->type);
      else
        a = ck_sema_cast (ck_sema_promote (P, a), n->type);
    }
  else if (!P->is_c && (ck_class_of (ta) && ta->kind != CK_TY_PTR) != (ck_class_of (tb) && tb->kind != CK_TY_PTR)
           && ck_sema_conv_rank (P, ck_class_of (ta) ? b : a, ck_class_of (ta) ? ta : tb) >= 0)
    {
      /* C++ [expr.cond]p4: the operand that is not of class type converts to the other's
         class (ok ? "yes" : s + "!"), a prvalue whose temporary is the result's object */
      CkType *ct = ck_type_unqualified (ck_class_of (ta) ? ta : tb);
      if (ck_class_of (ta))
        b = ck_class_elide_temporary (P, ck_sema_convert (P, b, ct, "initialization"));
      else
        a = ck_class_elide_temporary (P, ck_sema_convert (P, a, ct, "initialization"));
      n->type = ct;
    }
  else
    {
      ck_parse_error (P, loc, 1, "operands to '?:' have different types '%s' and '%s'",
                      ck_parse_type_str (ta), ck_parse_type_str (tb));
      return err_node (P, loc);
    }
  n->then = a;
  n->els = b;
  return n;
}

CkMember *
ck_sema_find_member (CkType *t, const char *name, gint64 *offset)
{
  /* the class's own members first: a member of a derived class hides a base's of the same
     name ([class.member.lookup]; the bases are its unnamed members) */
  for (CkMember *m = t->members; m; m = m->next)
    if (m->name && strcmp (m->name, name) == 0)
      return m;
  for (CkMember *m = t->members; m; m = m->next)
    if (!m->name && (m->type->kind == CK_TY_STRUCT || m->type->kind == CK_TY_UNION)
        && ck_sema_find_member (m->type, name, offset))
      return m;
  return NULL;
}

CkNode *
ck_sema_member (CkParser *P, CkNode *e, const char *name, gboolean arrow, CkSrcLoc loc, int len)
{
  if (is_err (P, e))
    return e;
  if (arrow)
    {
      e = ck_sema_decay (P, e);
      if (!ck_type_is_pointer (e->type)
          || (e->type->base->kind != CK_TY_STRUCT && e->type->base->kind != CK_TY_UNION))
        {
          ck_parse_error (P, loc, len, "base operand of '->' has non-pointer type '%s'",
                          ck_parse_type_str (e->type));
          return err_node (P, loc);
        }
      e = ck_sema_unary (P, CK_E_DEREF, e, loc, len);
    }
  CkType *st = e->type;
  if (st->kind != CK_TY_STRUCT && st->kind != CK_TY_UNION)
    {
      ck_parse_error (P, loc, len, "request for member '%s' in something not a structure or union",
                      name);
      return err_node (P, loc);
    }
  if (!st->is_complete)
    {
      ck_parse_error (P, loc, len, "invalid use of incomplete type '%s'", ck_parse_type_str (st));
      return err_node (P, loc);
    }
  for (;;)
    {
      gint64 off = 0;
      CkMember *m = ck_sema_find_member (st, name, &off);
      if (!m)
        {
          if (!ck_sema_has_unsupported (st))
            ck_parse_error (P, loc, len, "'%s' has no member named '%s'", ck_parse_type_str (st),
                            name);
          return err_node (P, loc);
        }
      if (m->is_deprecated)
        ck_parse_warning (P, loc, len, "'%s::%s' is deprecated%s%s [-Wdeprecated-declarations]",
                          st->tag ? st->tag : "<anonymous>", name, m->deprecated_msg ? ": " : "",
                          m->deprecated_msg ? m->deprecated_msg : "");
      CkNode *n = ck_sema_node (CK_E_MEMBER, loc);
      n->lhs = e;
      n->member = m;
      n->range_len = len;
      n->is_lvalue = e->is_lvalue;
      n->type = m->type;
      if (st->is_const || st->is_volatile)
        {
          n->type = ck_type_copy (m->type);
          n->type->is_const |= st->is_const;
          n->type->is_volatile |= st->is_volatile;
        }
      if (m->name && m->type->kind == CK_TY_PTR && m->type->is_reference)
        return ck_sema_deref_ref (n);   /* a reference member: the object it refers to (a
                                           pointer in the layout, as the Itanium ABI has it) */
      if (m->name)
        return n;
      e = n;        /* anonymous struct/union member: go down one level */
      st = n->type;
    }
}

CkNode *
ck_sema_index (CkParser *P, CkNode *a, CkNode *i, CkSrcLoc loc)
{
  if (is_err (P, a) || is_err (P, i))
    return err_node (P, loc);
  CkNode *cop = ck_class_index (P, a, i, loc);
  if (cop)
    return cop;
  a = ck_sema_decay (P, a);
  i = ck_sema_decay (P, i);
  if (ck_type_is_integer (a->type) && ck_type_is_pointer (i->type))
    {
      CkNode *t = a; a = i; i = t;
    }
  if (is_scoped_enum (i->type))
    {
      ck_parse_error (P, i->loc, i->range_len, "array subscript is not an integer");
      return err_node (P, loc);
    }
  if (!ck_type_is_pointer (a->type) || !ck_type_is_integer (i->type))
    {
      ck_parse_error (P, loc, 1, "subscripted value is neither array nor pointer");
      return err_node (P, loc);
    }
  CkNode *sum = ck_sema_binary (P, CK_E_ADD, a, i, loc, 1);
  return ck_sema_unary (P, CK_E_DEREF, sum, loc, 1);
}

/* Among reference bindings of equal rank ([over.ics.rank]p3.2.3, p3.2.6): an rvalue binds
 * better to T && than to const T &, and a reference to the less cv-qualified type is better.
 * Lower is better; -1 when [t] is not a reference. */
static int
ref_binding_rank (const CkNode *e, const CkType *t)
{
  if (!(t->kind == CK_TY_PTR && t->is_reference))
    return -1;
  gboolean rvalue = !e->is_lvalue || e->is_xvalue;
  if (rvalue)
    return t->is_rvalue_ref ? 0 : 4;
  return (t->base->is_const != 0) + (t->base->is_volatile != 0);
}

/* Ranks the implicit conversion of [e] to [t] for overload resolution: 0 exact match,
 * 1 promotion, 2 conversion, -1 none (C++ [over.ics.rank] simplified). */
static int conv_rank (CkParser *P, CkNode *e, CkType *t);

/* The conversion of the braced list [e] (CK_E_BRACED_ARG) to a parameter of type [t]
 * ([over.ics.list]): to std::initializer_list<X>, the worst of its elements' conversions to
 * X; to a class, a user-defined conversion (4) when an initializer-list constructor takes the
 * elements, or else a constructor that is not explicit takes them one per parameter, or the
 * class is an aggregate with room for them; to a scalar, the conversion of its one element
 * (an empty list: identity); to a reference, as to the type it refers to, except that a
 * non-const lvalue reference binds to no list. -1: no conversion. */
static int
braced_rank (CkParser *P, CkNode *e, CkType *t)
{
  if (t->kind == CK_TY_PTR && t->is_reference)
    {
      if (!t->is_rvalue_ref && !t->base->is_const)
        return -1;
      t = t->base;
    }
  CkType *u = ck_sema_strip (t), *elem;
  if (ck_parse_is_initializer_list (P, u, &elem))
    {
      int worst = 0;
      for (int i = 0; i < e->n_args; i++)
        {
          int r = conv_rank (P, e->args[i], elem);
          if (r < 0)
            return -1;
          worst = MAX (worst, r);
        }
      return worst;
    }
  CkClass *c = ck_class_of (u);
  if (c && u->kind != CK_TY_PTR)
    {
      CkSym *ctors = ck_class_ctors (c);
      if (!ctors || !ctors->overloads.len || ck_class_is_aggregate (u))
        {
          /* an aggregate: its data members initialised in order */
          int k = 0;
          for (CkMember *m = u->members; m && k < e->n_args; m = m->next)
            if (m->name && conv_rank (P, e->args[k++], m->type) < 0)
              return -1;
          return k == e->n_args ? 4 : -1;
        }
      for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < ctors->overloads.len; i++)
          {
            /* first the initializer-list constructors ([over.match.list]p1), then the others */
            CkObj *f = ck_vec_get (&ctors->overloads, i);
            CkParam *p = f->type->params ? f->type->params->next : NULL;   /* after `this` */
            if (f->is_explicit || f->is_deleted)
              continue;
            if (pass == 0)
              {
                if (p && (!p->next || p->next->default_arg) && ck_parse_is_initializer_list (P, p->type, NULL)
                    && braced_rank (P, e, p->type) >= 0)
                  return 4;
                continue;
              }
            if (e->n_args == 0 && (!p || p->default_arg))
              return 4;   /* value-initialised by its default constructor */
            int k = 0;
            for (; p && k < e->n_args; p = p->next, k++)
              if (conv_rank (P, e->args[k], p->type) < 0)
                break;
            if (k == e->n_args && (!p || p->default_arg))
              return 4;
          }
      return -1;
    }
  if (e->n_args == 0)
    return 0;
  if (e->n_args == 1)
    return conv_rank (P, e->args[0], u);
  return -1;
}

static int
conv_rank (CkParser *P, CkNode *e, CkType *t)
{
  if (e->kind == CK_E_BRACED_ARG)
    return braced_rank (P, e, t);
  if (t->kind == CK_TY_PTR && t->is_reference)
    {
      /* an lvalue binds to T & and const T &, an rvalue (or xvalue) to T && and, worse
         ([over.ics.rank]p3.2.3), to const T & */
      gboolean rvalue = !e->is_lvalue || e->is_xvalue;
      if (!P->is_c && ck_class_has_conv_to_ref (P, e, t))
        return 4;   /* a user-defined conversion to an lvalue of the type (`operator T &()`) */
      if (t->is_rvalue_ref ? !rvalue : rvalue && !t->base->is_const)
        return -1;
      if ((e->type->is_const && !t->base->is_const) || (e->type->is_volatile && !t->base->is_volatile))
        return -1;
      if (ck_type_is_compatible (ck_type_unqualified (t->base), ck_type_unqualified (e->type)))
        return 0;   /* identity; ref_binding_rank breaks ties between reference bindings */
      if ((rvalue || t->base->is_const) && ck_type_is_arith (t->base) && ck_type_is_arith (e->type))
        return 2;   /* a converted temporary */
      if ((rvalue || t->base->is_const) && t->base->kind == CK_TY_PTR && !t->base->is_reference
          && (e->type->kind == CK_TY_ARRAY || e->type->kind == CK_TY_FUNC || e->type->kind == CK_TY_PTR))
        {
          /* `const char *const &` given a string literal: a temporary pointer converted from it */
          CkNode v = *e;
          v.is_lvalue = FALSE;
          return conv_rank (P, &v, ck_type_unqualified (t->base));
        }
      return P->is_c ? -1 : ck_class_conv_rank (P, e, t->base);   /* classes (class.c) */
    }
  CkType *from = e->type;
  if (from->kind == CK_TY_ARRAY)
    from = ck_type_pointer_to (from->base);
  else if (from->kind == CK_TY_FUNC)
    from = ck_type_pointer_to (from);
  CkType *to = ck_type_unqualified (t);
  if (t->is_nullptr_t && !from->is_nullptr_t)
    {
      /* only a null pointer constant converts to std::nullptr_t, and not (void *)0 in C++ */
      if (e->kind != CK_E_INT_LIT || !ck_type_is_integer (from) || !ck_sema_is_null_const (e))
        return -1;
      return 2;
    }
  if (!P->is_c && to->kind == CK_TY_PTR && from->kind == CK_TY_PTR && to->base->is_const
      && !from->base->is_const && ck_type_is_compatible (ck_type_unqualified (to->base),
                                                        ck_type_unqualified (from->base)))
    return 1;   /* a qualification conversion ranks below identity ([over.ics.rank]p3.2.5) */
  if (!P->is_c && to->kind == CK_TY_PTR && from->kind == CK_TY_PTR && !to->base->is_const
      && from->base->is_const)
    return -1;  /* would drop a const */
  if (same_type (ck_type_unqualified (from), to) && to->kind == from->kind)
    return 0;
  if (ck_type_is_arith (from) && ck_type_is_arith (to))
    {
      if (to->kind == CK_TY_ENUM)
        return -1;
      if ((to->kind == CK_TY_INT && ck_type_is_integer (from) && promoted_type (e, from) == ck_ty_int)
          || (to->kind == CK_TY_DOUBLE && from->kind == CK_TY_FLOAT))
        return 1;
      return 2;
    }
  if (ck_type_is_pointer (to))
    {
      if (ck_sema_is_null_const (e))
        return 2;
      if (!ck_type_is_pointer (from))
        return -1;
      if (ck_type_is_compatible (ck_type_unqualified (to->base), ck_type_unqualified (from->base)))
        return (to->base->is_const || !from->base->is_const)
               ? (!P->is_c && to->base->is_const && !from->base->is_const ? 1 : 0) : -1;
      if (to->base->kind == CK_TY_VOID)
        return 2;
      return P->is_c ? -1 : ck_class_conv_rank (P, e, t);   /* derived to base pointer */
    }
  if (to->kind == CK_TY_BOOL && ck_type_is_pointer (from))
    return 3;   /* a boolean conversion of a pointer ranks below the other standard
                   conversions ([over.ics.rank]p4.1): cout << p takes operator<<(const void *) */
  return ck_class_conv_rank (P, e, t);
}

static gboolean
arg_count_ok (CkObj *fn, int n_args)
{
  CkType *ft = fn->type;
  if (ft->is_oldstyle)
    return TRUE;
  if (n_args > ft->n_params && !ft->is_variadic)
    return FALSE;
  int i = 0;
  for (CkParam *p = ft->params; p; p = p->next, i++)
    if (i >= n_args && !p->default_arg)
      return FALSE;
  return TRUE;
}

/* The floating type shared by the floating parameters of [fn], or NULL when it has none or
 * several. */
static const char *space_name (int es);

static CkType *
floating_param_type (CkObj *fn)
{
  CkType *t = NULL;
  for (CkParam *p = fn->type->params; p; p = p->next)
    if (ck_type_is_flonum (p->type))
      {
        if (t && t->kind != p->type->kind)
          return NULL;
        t = p->type;
      }
  return t;
}

/* <cmath>'s "sufficient additional overloads" ([c.math.syn]p2): a call of a math function of the
 * built-in headers (every overload with floating parameters of one type: sqrt, pow, fmax, ...;
 * not abs, which has integer overloads) with an integer argument where a floating one goes
 * or with floating arguments of different types uses the long double overload if an argument
 * is long double, else the double one: sqrt(n), pow(2.0f, n) and fmax(d, f) are double, where
 * plain overloading found sqrt(n) and fmax(d, f) ambiguous and pow(2.0f, n) float. In device code nvcc accepts only pow's (CUDA declares them for the device too); the
 * others are libstdc++'s constexpr host templates, nvcc's error unless
 * --expt-relaxed-constexpr. Returns the overload, or NULL when the rule does not apply. */
static CkObj *
cmath_integer_overload (CkParser *P, CkSym *sym, CkNode **args, int n_args, CkSrcLoc loc, int len)
{
  if (P->opts && P->opts->is_c)
    return NULL;
  CkObj *want = NULL;
  for (int c = 0; c < sym->overloads.len; c++)
    {
      CkObj *fn = ck_vec_get (&sym->overloads, c);
      if (!fn->loc.file || !fn->loc.file->is_builtin || !floating_param_type (fn))
        return NULL;
    }
  CkObj *any = ck_vec_get (&sym->overloads, 0);
  gboolean has_int = FALSE, has_ld = FALSE, mixed = FALSE;
  CkTypeKind first = CK_TY_VOID;
  int i = 0;
  for (CkParam *p = any->type->params; p && i < n_args; p = p->next, i++)
    {
      if (!ck_type_is_flonum (p->type))
        continue;
      CkType *at = args[i]->type;
      if (!ck_type_is_arith (at) || at->kind == CK_TY_ENUM)
        return NULL;
      has_int |= ck_type_is_integer (at);
      has_ld |= at->kind == CK_TY_LDOUBLE;
      if (ck_type_is_flonum (at))
        {
          mixed |= first != CK_TY_VOID && first != at->kind;
          first = at->kind;
        }
    }
  /* floating arguments of different types (fmax (d, f)) promote the same way: to double, or
     long double if one is */
  if (!has_int && !mixed)
    return NULL;
  CkTypeKind k = has_ld ? CK_TY_LDOUBLE : CK_TY_DOUBLE;
  for (int c = 0; c < sym->overloads.len && !want; c++)
    {
      CkObj *fn = ck_vec_get (&sym->overloads, c);
      if (floating_param_type (fn)->kind == k && arg_count_ok (fn, n_args))
        want = fn;
    }
  if (!want)
    return NULL;
  gboolean from_device = P->fn && !(P->fn->exec_space & CK_ES_HOST);
  if (from_device && strcmp (sym->name, "pow") != 0
      && !(P->opts && P->opts->relaxed_constexpr))
    ck_parse_error (P, loc, len, "calling a constexpr __host__ function(\"%s\") from a %s "
                    "function(\"%s\") is not allowed. The experimental flag "
                    "'--expt-relaxed-constexpr' can be used to allow this.", sym->name,
                    space_name (P->fn->exec_space), P->fn->name);
  return want;
}

/* Chooses among the overloads of [sym] for [args]; NULL (after an error) when none or several
 * are best. */
static CkObj *resolve_in (CkParser *P, CkSym *sym, const CkVec *ov, CkNode **args, int n_args,
                          CkSrcLoc loc, int len, gboolean quiet, int *n_viable_out);

static CkObj *
resolve_overload (CkParser *P, CkSym *sym, CkNode **args, int n_args, CkSrcLoc loc, int len)
{
  CkObj *cm = cmath_integer_overload (P, sym, args, n_args, loc, len);
  if (cm)
    return cm;
  return resolve_in (P, sym, &sym->overloads, args, n_args, loc, len, FALSE, NULL);
}

/* The best of the functions [cands] for [args], without a diagnostic: NULL when none is
 * viable or several are best (frontend/class.c: operator candidates). */
CkObj *
ck_sema_pick_overload (CkParser *P, const CkVec *cands, CkNode **args, int n_args, int *n_viable)
{
  CkSrcLoc loc = { 0 };
  int nv = 0;
  CkObj *r = resolve_in (P, NULL, cands, args, n_args, loc, 0, TRUE, &nv);
  if (n_viable)
    *n_viable = nv;
  return r;
}

int
ck_sema_conv_rank (CkParser *P, CkNode *e, CkType *t)
{
  return conv_rank (P, e, t);
}

/* The class a parameter of type [t] converts to (a class, a pointer or reference to one), or
 * NULL. */
static CkClass *
target_class (CkType *t)
{
  if (!t)
    return NULL;
  t = ck_sema_strip (t);
  if (t->kind == CK_TY_PTR)
    t = ck_sema_strip (t->base);
  return t->kind == CK_TY_PTR ? NULL : ck_class_of (t);
}

/* For the argument type [arg] converted derived-to-base to the parameter types [a] and [b]: -1 when
 * [a]'s class derives from [b]'s (the nearer base, a better conversion), 1 for the
 * reverse, 0 otherwise. */
static int
nearer_base (CkType *arg, CkType *a, CkType *b)
{
  CkClass *ca = target_class (a), *cb = target_class (b), *from = target_class (arg);
  if (!ca || !cb || !from || ca == cb || !ck_class_is_base_of (ca, from) || !ck_class_is_base_of (cb, from))
    return 0;
  if (ck_class_is_base_of (cb, ca))
    return -1;
  if (ck_class_is_base_of (ca, cb))
    return 1;
  return 0;
}

static CkObj *
resolve_in (CkParser *P, CkSym *sym, const CkVec *ov, CkNode **args, int n_args, CkSrcLoc loc,
            int len, gboolean quiet, int *n_viable_out)
{
  int n = ov->len;
  int *ranks = g_newa (int, n * (n_args + 1));
  int *refq = g_newa (int, n * (n_args + 1));
  CkType **ptype = g_newa (CkType *, n * (n_args + 1));
  gboolean *viable = g_newa (gboolean, n);
  for (int c = 0; c < n; c++)
    {
      CkObj *fn = ck_vec_get (ov, c);
      viable[c] = arg_count_ok (fn, n_args);
      CkParam *p = fn->type->params;
      for (int i = 0; i < n_args && viable[c]; i++)
        {
          int r = p ? conv_rank (P, args[i], p->type) : 2;
          ranks[c * (n_args + 1) + i] = r;
          refq[c * (n_args + 1) + i] = p ? ref_binding_rank (args[i], p->type) : -1;
          ptype[c * (n_args + 1) + i] = p ? p->type : NULL;
          if (r < 0)
            viable[c] = FALSE;
          if (p)
            p = p->next;
        }
    }
  /* the best candidate is at least as good as every other viable one on every argument and
   * better on one ([over.match.best]) */
  int best = -1, n_viable = 0, first = -1, second = -1;
  for (int c = 0; c < n; c++)
    {
      if (!viable[c])
        continue;
      n_viable++;
      if (first < 0)
        first = c;
      else if (second < 0)
        second = c;
      gboolean beats_all = TRUE;
      for (int d = 0; d < n && beats_all; d++)
        {
          if (d == c || !viable[d])
            continue;
          gboolean better = FALSE, worse = FALSE;
          for (int i = 0; i < n_args; i++)
            {
              int rc = ranks[c * (n_args + 1) + i], rd = ranks[d * (n_args + 1) + i];
              int qc = refq[c * (n_args + 1) + i], qd = refq[d * (n_args + 1) + i];
              if (rc == rd && qc >= 0 && qd >= 0)
                {
                  rc = qc;
                  rd = qd;
                }
              if (rc == rd && args[i]->kind == CK_E_BRACED_ARG)
                {
                  /* a braced list: the conversion to a std::initializer_list<X> is better
                     than one to another type ([over.ics.rank]p3.1: set::insert({"b", "a"})
                     inserts two strings) */
                  rc += !ck_parse_is_initializer_list (P, ptype[c * (n_args + 1) + i], NULL);
                  rd += !ck_parse_is_initializer_list (P, ptype[d * (n_args + 1) + i], NULL);
                }
              if (rc == rd && !P->is_c)
                {
                  /* two derived-to-base conversions: the one to the nearer base is better
                     ([over.ics.rank]p4.4: Leaf * to Mid * over Leaf * to Base *, a Leaf
                     bound to const Mid & over const Base &) */
                  int b = nearer_base (args[i]->type, ptype[c * (n_args + 1) + i],
                                       ptype[d * (n_args + 1) + i]);
                  rc += b > 0;
                  rd += b < 0;
                }
              if (rc > rd)
                {
                  beats_all = FALSE;
                  worse = TRUE;
                }
              else if (rc < rd)
                better = TRUE;
            }
          CkObj *fc = ck_vec_get (ov, c), *fd = ck_vec_get (ov, d);
          if (!better && !worse && !fc->is_tmpl_instance && fd->is_tmpl_instance)
            better = TRUE;   /* a non-template function over a template's instance */
          if (!better && !worse && fc->is_tmpl_instance && fd->is_tmpl_instance
              && ck_template_more_specialised (fc, fd, n_args))
            better = TRUE;   /* the more specialised template's instance ([temp.func.order]) */
          if (!better)
            beats_all = FALSE;
        }
      if (beats_all)
        best = c;
    }
  if (n_viable_out)
    *n_viable_out = n_viable;
  if (best < 0 && quiet)
    return NULL;
  if (best < 0 && n_viable > 1)
    {
      CkObj *a = ck_vec_get (ov, first), *b = ck_vec_get (ov, second);
      ck_parse_error (P, loc, len, "call of overloaded '%s(%s)' is ambiguous", sym->name,
                      ck_template_args_str (args, n_args));   /* g++'s words */
      ck_parse_note (P, a->loc, (int) strlen (sym->name), "candidate: '%s'", ck_parse_type_str (a->type));
      ck_parse_note (P, b->loc, (int) strlen (sym->name), "candidate: '%s'", ck_parse_type_str (b->type));
      return NULL;
    }
  if (best < 0)
    {
      ck_parse_error (P, loc, len, "no matching function for call to '%s'", sym->name);
      return NULL;
    }
  return ck_vec_get (ov, best);
}

static const char *
space_name (int es)
{
  if (es & CK_ES_GLOBAL)
    return "__global__";
  if ((es & CK_ES_DEVICE) && (es & CK_ES_HOST))
    return "__host__ __device__";
  if (es & CK_ES_DEVICE)
    return "__device__";
  return "__host__";
}

/* CUDA: a function may only call functions of an execution space it can reach. Functions from
 * the built-in headers are checked only when host code calls a device-only one (__syncthreads,
 * atomicAdd, ...: nvcc refuses those, issue 23 audit); otherwise their qualifiers say where cudak
 * implements them. The __builtin_ ones are checked both ways: their qualifiers are nvcc's, and
 * so are those of the C++ headers written as C++ (<utility>: std::swap is host code, std::pair's
 * constructors and std::make_pair constexpr host code, as libstdc++'s are under nvcc; <string>
 * and the stream headers are host code). */
static gboolean
spaces_are_nvccs (const CkSrcFile *f)
{
  static const char *const headers[] = {
    "utility", "type_traits", "limits", "initializer_list", "iterator", "vector", "array",
    "algorithm", "__cudak_algobase", "numeric", "functional", "memory", "__cudak_tree", "map", "set",
    "tuple", "deque", "list", "stack", "queue", "unordered_map", "unordered_set", "__cudak_hashtable", "__cudak_hash",
    "string", "ios", "ostream", "istream", "iostream", "iomanip", "sstream", "fstream",
  };
  const char *slash = strrchr (f->name, '/');
  const char *base = slash ? slash + 1 : f->name;
  for (gsize i = 0; i < G_N_ELEMENTS (headers); i++)
    if (strcmp (base, headers[i]) == 0)
      return TRUE;
  return FALSE;
}

static void
check_exec_space (CkParser *P, CkObj *callee, CkSrcLoc loc, int len)
{
  if (!P->fn || !callee->is_function)
    return;
  int from = P->fn->exec_space, to = callee->exec_space;
  gboolean from_host = (from & CK_ES_HOST) && !(from & (CK_ES_DEVICE | CK_ES_GLOBAL));
  gboolean from_device = !(from & CK_ES_HOST);
  if (callee->loc.file && callee->loc.file->is_builtin
      && strncmp (callee->name, "__builtin_", 10) != 0 && !spaces_are_nvccs (callee->loc.file)
      && !(from_host && (to & CK_ES_DEVICE) && !(to & (CK_ES_HOST | CK_ES_GLOBAL))))
    return;
  gboolean bad = FALSE;
  if (from_host && !(to & CK_ES_HOST) && !(to & CK_ES_GLOBAL))
    bad = TRUE;
  if (from_device && !(to & (CK_ES_DEVICE)) && !(to & CK_ES_GLOBAL))
    bad = TRUE;
  if (bad && callee->is_constexpr && from_device)
    {
      /* nvcc: a constexpr host function is callable from device code only with
         --expt-relaxed-constexpr */
      if (!(P->opts && P->opts->relaxed_constexpr))
        {
          ck_parse_error (P, loc, len, "calling a constexpr %s function(\"%s\") from a %s "
                          "function(\"%s\") is not allowed. The experimental flag "
                          "'--expt-relaxed-constexpr' can be used to allow this.",
                          space_name (to), callee->name, space_name (from), P->fn->name);
          ck_parse_note (P, callee->loc, 1, "'%s' declared here", callee->name);
        }
    }
  else if (bad)
    {
      ck_parse_error (P, loc, len, "calling a %s function(\"%s\") from a %s function(\"%s\") is not allowed",
                      space_name (to), callee->name, space_name (from), P->fn->name);
      ck_parse_note (P, callee->loc, 1, "'%s' declared here", callee->name);
    }
}

static CkNode *
default_promote (CkParser *P, CkNode *e)
{
  e = ck_sema_decay (P, e);
  if (ck_type_is_integer (e->type))
    return ck_sema_promote (P, e);
  if (e->type->kind == CK_TY_FLOAT)
    return ck_sema_cast (e, ck_ty_double);
  return e;
}

/* The runtime functions that CUDA also declares as templates on `const T &symbol`: the index of
 * that parameter, or -1. */
static int
symbol_param_index (const CkObj *callee)
{
  static const struct { const char *name; int index; } symbol_api[] = {
    { "cudaMemcpyToSymbol", 0 }, { "cudaMemcpyFromSymbol", 1 }, { "cudaMemcpyToSymbolAsync", 0 },
    { "cudaMemcpyFromSymbolAsync", 1 }, { "cudaGetSymbolAddress", 1 }, { "cudaGetSymbolSize", 1 },
  };
  if (!callee->loc.file || !callee->loc.file->is_builtin)
    return -1;
  for (gsize i = 0; i < G_N_ELEMENTS (symbol_api); i++)
    if (strcmp (callee->name, symbol_api[i].name) == 0)
      return symbol_api[i].index;
  return -1;
}

CkNode *
ck_sema_call (CkParser *P, CkNode *fn, CkSym *sym, CkNode **args, int n_args, CkSrcLoc loc,
              gboolean launch)
{
  if (is_err (P, fn))
    return err_node (P, loc);
  for (int i = 0; i < n_args; i++)
    if (is_err (P, args[i]))
      return err_node (P, loc);
  CkObj *callee = NULL;
  if (sym && sym->overloads.len > 1)
    {
      callee = resolve_overload (P, sym, args, n_args, fn->loc, fn->range_len);
      if (!callee)
        return err_node (P, loc);
      fn = ck_sema_var (P, callee, fn->loc, fn->range_len);
    }
  else if (fn->kind == CK_E_VAR && fn->obj->is_function)
    callee = fn->obj;
  CkType *ft;
  if (fn->type->kind == CK_TY_FUNC)
    ft = fn->type;
  else
    {
      fn = ck_sema_decay (P, fn);
      if (!ck_type_is_pointer (fn->type) || fn->type->base->kind != CK_TY_FUNC)
        {
          ck_parse_error (P, fn->loc, fn->range_len, "called object is not a function or function pointer");
          return err_node (P, loc);
        }
      ft = fn->type->base;
      if (fn->kind == CK_E_ADDR && fn->lhs->kind == CK_E_VAR && fn->lhs->obj->is_function)
        callee = fn->lhs->obj;
    }
  const char *name = callee ? callee->name : "<function pointer>";
  if (callee && (callee->exec_space & CK_ES_GLOBAL) && !launch)
    {
      ck_parse_error (P, fn->loc, fn->range_len, "a __global__ function call must be configured");
      return err_node (P, loc);
    }
  /* a launch through a pointer (`void (*kp)(int *) = k; kp<<<1, 1>>>(d);`) is checked when it
     runs: a pointer to anything but a kernel is cudaErrorInvalidDeviceFunction */
  if (launch && callee && !(callee->exec_space & CK_ES_GLOBAL))
    {
      ck_parse_error (P, fn->loc, fn->range_len, "'<<<...>>>' applied to '%s', which is not a __global__ function",
                      name);
      return err_node (P, loc);
    }
  if (callee && !launch)
    check_exec_space (P, callee, fn->loc, fn->range_len);
  if (callee && callee->is_deprecated)
    {
      /* g++'s warning (the host compiler gives it for nvcc); -Wno-deprecated-declarations
         drops it in the sink */
      if (callee->deprecated_msg)
        ck_parse_warning (P, fn->loc, fn->range_len, "'%s' is deprecated: %s "
                          "[-Wdeprecated-declarations]", name, callee->deprecated_msg);
      else
        ck_parse_warning (P, fn->loc, fn->range_len, "'%s' is deprecated "
                          "[-Wdeprecated-declarations]", name);
    }
  if (callee && callee->is_deleted && !callee->method_of)
    {
      /* g++'s words (a template's instance named with its arguments, 'f<double>') */
      ck_parse_error (P, fn->loc, fn->range_len, "use of deleted function '%s'",
                      ck_type_pretty_function (callee->type, callee->name, FALSE));
      ck_parse_note (P, callee->loc, (int) strlen (callee->name), "declared here");
      return err_node (P, loc);
    }
  if (callee && callee->deferred_diags.len)
    {
      ck_class_use_deferred (P, callee, fn->loc, fn->range_len);   /* class.c */
      return err_node (P, loc);
    }
  if (callee && callee->is_unavailable)
    {
      if (callee->unavailable_msg)
        ck_parse_error (P, fn->loc, fn->range_len, "'%s' is unavailable: %s", name, callee->unavailable_msg);
      else
        ck_parse_error (P, fn->loc, fn->range_len, "unsupported: '%s' is not implemented by cudak", name);
      return err_node (P, loc);
    }
  /* argument count */
  if (!ft->is_oldstyle)
    {
      int n_required = 0;
      for (CkParam *p = ft->params; p; p = p->next)
        if (!p->default_arg)
          n_required++;
        else
          break;
      if (n_args < n_required || (n_args > ft->n_params && !ft->is_variadic))
        {
          ck_parse_error (P, loc, 1, "too %s arguments to function '%s'",
                          n_args < n_required ? "few" : "many", name);
          if (callee)
            ck_parse_note (P, callee->loc, 1, "declared here");
          return err_node (P, loc);
        }
    }
  /* an old-style (K&R) definition says nothing about the call: only the arguments given are
     converted, with the default promotions past its identifier list (a call with fewer
     arguments than the list read a default argument that does not exist) */
  int n_total = ft->is_oldstyle ? n_args : MAX (n_args, ft->n_params);
  CkNode **conv = ck_new_n (CkNode *, n_total + 1);
  CkParam *p = ft->params;
  P->in_builtin_call = callee && callee->loc.file && callee->loc.file->is_builtin;
  int symbol_arg = callee ? symbol_param_index (callee) : -1;
  for (int i = 0; i < n_total; i++)
    {
      if (i == symbol_arg && i < n_args && args[i]->is_lvalue
          && !(ck_type_is_pointer (args[i]->type) && args[i]->type->base->kind == CK_TY_VOID))
        {
          /* CUDA's `template <class T> cudaMemcpyToSymbol (const T &symbol, ...)` overloads:
             the variable itself is named, and the runtime gets its address (a `void *` argument
             still picks the non-template overload, as in C++ overload resolution) */
          args[i] = ck_sema_unary (P, CK_E_ADDR, args[i], args[i]->loc, args[i]->range_len);
          if (is_err (P, args[i]))
            return err_node (P, loc);
        }
      if (i < n_args)
        {
          ConvSite site = { .arg = i + 1, .callee = name, .param = p };
          if (!p && args[i]->kind == CK_E_BRACED_ARG)
            {
              ck_parse_error (P, args[i]->loc, 1, "cannot pass a braced initializer list through '...'");
              return err_node (P, loc);
            }
          if (p && args[i]->is_list_elem)
            ck_sema_check_narrowing (P, args[i], p->type, FALSE);   /* `T{a, b}` of a constructor */
          conv[i] = p ? convert_at (P, args[i], p->type, "argument passing", P->is_c ? &site : NULL)
                      : default_promote (P, args[i]);
          /* copy constructor (class.c); a launch too: nvcc's host stub takes the kernel's
             parameters by value, so a class argument is copied and the copy destroyed on the
             host at the end of the full-expression, and the kernel gets the copy's bytes */
          if (p && !P->is_c)
            conv[i] = ck_class_by_value_arg (P, conv[i], p->type);
        }
      else
        conv[i] = P->is_c ? p->default_arg : ck_class_default_arg (P, p->default_arg, p->type);
      if (is_err (P, conv[i]))
        {
          P->in_builtin_call = FALSE;
          return err_node (P, loc);
        }
      if (p)
        p = p->next;
    }
  P->in_builtin_call = FALSE;
  CkNode *n = ck_sema_node (launch ? CK_E_LAUNCH : CK_E_CALL, loc);
  n->lhs = fn;
  n->args = conv;
  n->n_args = n_total;
  n->type = ft->base;
  n->range_len = fn->range_len;
  for (int i = 0; i < n_args && !P->is_c; i++)
    if (args[i]->is_list_elem)
      n->arg_order = CK_ARGS_LTR;   /* `T{a, b}`: a braced list is evaluated in order ([dcl.init.list]p4) */
  if (!launch && ft->base->kind == CK_TY_PTR && ft->base->is_reference)
    {
      CkNode *d = ck_sema_deref_ref (n);
      d->is_xvalue = ft->base->is_rvalue_ref;
      return d;
    }
  return n;
}

/* Sign- or zero-extends [v] to the width of [t]. */
static gint64
truncate_to (gint64 v, const CkType *t)
{
  if (t->kind == CK_TY_BOOL)
    return v != 0;
  int bits = (int) t->size * 8;
  if (bits >= 64 || t->kind == CK_TY_PTR)
    return v;
  guint64 mask = (G_GUINT64_CONSTANT (1) << bits) - 1;
  guint64 u = (guint64) v & mask;
  gboolean uns = t->is_unsigned || (t->kind == CK_TY_ENUM && t->base && t->base->is_unsigned);
  if (!uns && (u >> (bits - 1)) & 1)
    u |= ~mask;
  return (gint64) u;
}

static gboolean
eval_float (CkNode *e, long double *out)
{
  if (e->kind == CK_E_FLOAT_LIT)
    {
      *out = e->fval;
      return TRUE;
    }
  gint64 v;
  if (ck_type_is_integer (e->type) && ck_sema_eval_int (e, &v))
    {
      *out = e->type->is_unsigned ? (long double) (guint64) v : (long double) v;
      return TRUE;
    }
  if (e->kind == CK_E_CAST && ck_type_is_flonum (e->type))
    return eval_float (e->lhs, out);
  if (e->kind == CK_E_NEG && eval_float (e->lhs, out))
    {
      *out = -*out;
      return TRUE;
    }
  if (e->kind == CK_E_POS)
    return eval_float (e->lhs, out);
  long double a, b;
  if ((e->kind == CK_E_ADD || e->kind == CK_E_SUB || e->kind == CK_E_MUL || e->kind == CK_E_DIV)
      && ck_type_is_flonum (e->type) && eval_float (e->lhs, &a) && eval_float (e->rhs, &b))
    {
      /* in the operation's type, as the compiler folds it */
      long double r = e->kind == CK_E_ADD ? a + b : e->kind == CK_E_SUB ? a - b
                      : e->kind == CK_E_MUL ? a * b : a / b;
      *out = e->type->kind == CK_TY_FLOAT ? (long double) (float) r
             : e->type->kind == CK_TY_DOUBLE ? (long double) (double) r : r;
      return TRUE;
    }
  if (e->kind == CK_E_VAR && !e->obj->is_function && e->obj->type->is_const && !e->obj->type->is_volatile
      && !e->obj->type->is_reference && e->obj->init && e->obj->init->n_items == 1
      && ck_type_is_flonum (e->obj->type))
    return eval_float (e->obj->init->items[0].expr, out);   /* `constexpr double pi = 3.14;`, a
                                                               const one too, as g++ folds it */
  return FALSE;
}

/* [v] of floating type [t] as g++ writes a constant in diagnostics: as many digits as make it
 * exact again, trailing zeros dropped, one decimal kept (`2.5e+0`, `1.0000000000000001e-1`,
 * `3.0e+0f`). */
static char *
gnu_real_text (long double v, const CkType *t)
{
  int digits = t->kind == CK_TY_FLOAT ? 9 : t->kind == CK_TY_DOUBLE ? 17 : 21;
  char buf[80];
  if (t->kind == CK_TY_LDOUBLE)
    g_snprintf (buf, sizeof buf, "%.*Le", digits - 1, v);
  else
    g_snprintf (buf, sizeof buf, "%.*e", digits - 1, t->kind == CK_TY_FLOAT ? (double) (float) v : (double) v);
  char *e = strchr (buf, 'e');
  if (!e)
    return ck_strdup (buf);   /* inf, nan */
  char *m = e;
  while (m > buf && m[-1] == '0' && m[-2] != '.')
    m--;
  int exp = atoi (e + 1);
  return ck_strdup_printf ("%.*se%c%d%s", (int) (m - buf), buf, exp < 0 ? '-' : '+', ABS (exp),
                           t->kind == CK_TY_FLOAT ? "f" : t->kind == CK_TY_LDOUBLE ? "l" : "");
}

/* The range of values of integer type [t] (an enumeration's underlying type's, bool's 0 and 1). */
static void
int_range (const CkType *t, gint64 *lo, guint64 *hi)
{
  if (t->kind == CK_TY_ENUM && t->base)
    t = t->base;
  if (t->kind == CK_TY_BOOL)
    {
      *lo = 0;
      *hi = 1;
      return;
    }
  int bits = (int) t->size * 8;
  if (t->is_unsigned)
    {
      *lo = 0;
      *hi = bits >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << bits) - 1;
    }
  else
    {
      *lo = bits >= 64 ? G_MININT64 : -(G_GINT64_CONSTANT (1) << (bits - 1));
      *hi = bits >= 64 ? G_MAXINT64 : (G_GUINT64_CONSTANT (1) << (bits - 1)) - 1;
    }
}

/* Whether integer [v] of a type of range [slo, shi] (as signed when [slo] < 0) lies in [lo, hi]. */
static gboolean
int_fits (gint64 v, gboolean sv_signed, gint64 lo, guint64 hi)
{
  if (sv_signed && v < 0)
    return v >= lo;
  return (guint64) v <= hi;
}

/* The operand of [e] whose text begins (or, [last], ends) that of [e], or NULL: the node of a
 * binary or conditional operation is at its operator, a unary one's at the operator before its
 * operand. */
static const CkNode *
edge_operand (const CkNode *e, gboolean last)
{
  if (e->kind == CK_E_CAST)
    return e->is_implicit ? e->lhs : NULL;
  if (e->kind == CK_E_COND)
    return last ? e->els : e->cond;
  if (e->kind >= CK_E_ADD && e->kind <= CK_E_COMMA)
    return last ? e->rhs : e->lhs;
  if (e->kind >= CK_E_NEG && e->kind <= CK_E_BITNOT)
    return last ? e->lhs : NULL;
  return NULL;
}

/* The source text of [e] (from its first operand to what its last one underlines, on one line),
 * or NULL. */
static char *
expr_source (const CkNode *e)
{
  const CkNode *l = e, *r = e, *x;
  while ((x = edge_operand (l, FALSE)) != NULL)
    l = x;
  while ((x = edge_operand (r, TRUE)) != NULL)
    r = x;
  gsize len;
  const char *line = l->loc.file ? ck_srcfile_line_text (l->loc.file, l->loc.line, &len) : NULL;
  if (!line || l->loc.col < 1 || l->loc.col > len || r->range_len <= 0 || r->loc.file != l->loc.file
      || r->loc.line != l->loc.line || r->loc.col < l->loc.col)
    return NULL;
  gsize end = MIN ((gsize) (r->loc.col - 1 + (guint32) r->range_len), len);
  return ck_strndup (line + l->loc.col - 1, end - (l->loc.col - 1));
}

void
ck_sema_check_narrowing (CkParser *P, CkNode *e, CkType *t, gboolean always_error)
{
  if (P->is_c || !e || !t || is_err (P, e) || t->is_reference)
    return;
  CkType *s = ck_sema_strip (e->type);
  t = ck_type_unqualified (t);
  if (ck_type_is_complex (s) || ck_type_is_complex (t) || !ck_type_is_arith (t)
      || t->kind == CK_TY_ENUM || !(ck_type_is_arith (s) || (s->kind == CK_TY_ENUM && !s->is_scoped)))
    return;
  gboolean sflo = ck_type_is_flonum (s), tflo = ck_type_is_flonum (t), narrowing, constant;
  char *val = NULL;
  long double f;
  gint64 v;
  if (sflo)
    {
      constant = eval_float (e, &f);
      if (constant)
        {
          f = s->kind == CK_TY_FLOAT ? (float) f : s->kind == CK_TY_DOUBLE ? (double) f : f;
          val = gnu_real_text (f, s);
        }
      if (!tflo)
        narrowing = TRUE;   /* floating to integer: even a constant that is a whole number */
      else if (t->size >= s->size)
        narrowing = FALSE;
      else if (constant)
        {
          long double max = t->kind == CK_TY_FLOAT ? (long double) G_MAXFLOAT : (long double) G_MAXDOUBLE;
          narrowing = !isnan (f) && !isinf (f) && (f > max || f < -max);
        }
      else
        narrowing = TRUE;
    }
  else
    {
      gint64 slo, tlo;
      guint64 shi, thi;
      int_range (s, &slo, &shi);
      int_range (t, &tlo, &thi);
      constant = ck_sema_eval_int (e, &v);
      if (constant)
        val = slo < 0 ? ck_strdup_printf ("%" G_GINT64_FORMAT, v) : ck_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) v);
      if (tflo)
        {
          if (constant)
            {
              /* the value after conversion must give the original value back */
              long double x = slo < 0 ? (long double) v : (long double) (guint64) v;
              long double y = t->kind == CK_TY_FLOAT ? (long double) (float) x
                              : t->kind == CK_TY_DOUBLE ? (long double) (double) x : x;
              narrowing = x != y;
            }
          else
            narrowing = TRUE;
        }
      else if (slo >= tlo && shi <= thi)
        narrowing = FALSE;
      else if (constant)
        narrowing = !int_fits (v, slo < 0, tlo, thi);
      else
        narrowing = TRUE;
    }
  if (!narrowing)
    return;
  if (!constant)
    val = expr_source (e);
  const char *text = val ? val : "expression";
  const char *from = ck_type_gnu_basic_name (s), *to = ck_type_gnu_basic_name (t);
  from = from ? from : ck_parse_type_str (s);   /* an enumeration */
  to = to ? to : ck_parse_type_str (t);
  /* g++ rejects a constant and warns of any other value; nvcc's front end warns of both in
     device code, whose bodies the host compiler never sees, and rejects the elements of a
     std::initializer_list whatever they are ([always_error]) */
  gboolean device_only = P->fn && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL))
                         && !(P->fn->exec_space & CK_ES_HOST);
  if (always_error || (constant && !device_only))
    ck_parse_error (P, e->loc, e->range_len, "narrowing conversion of '%s' from '%s' to '%s' [-Wnarrowing]",
                    text, from, to);
  else
    ck_parse_warning (P, e->loc, e->range_len, "narrowing conversion of '%s' from '%s' to '%s' [-Wnarrowing]",
                      text, from, to);
}

/* The evaluation of a constexpr function with a C++14 body (declarations, assignments,
 * if, loops, several returns) for a constant expression ([expr.const]): integer locals and
 * parameters hold their values in [has_const_value]/[const_value] while it runs; [saves]
 * restores them when the call ends, so that recursion nests. A construct it does not evaluate
 * makes the call not a constant, as does running more than CK_SEMA_MAX_CONSTEXPR_OPS
 * statements (gcc's -fconstexpr-loop-limit is 2^18 iterations). */
#define CK_SEMA_MAX_CONSTEXPR_OPS (1 << 20)

typedef struct {
  CkObj *obj;
  gboolean had;
  gint64 old;
} ConstSave;

typedef struct {
  GArray *saves;   /* ConstSave, one per object first written in this call */
  guint64 *ops;    /* statements run by the outermost evaluation */
  gint64 ret;
} ConstFrame;

typedef enum { CF_NORMAL, CF_RETURN, CF_BREAK, CF_CONTINUE, CF_FAIL } ConstFlow;

static void
const_set (ConstFrame *f, CkObj *o, gint64 v)
{
  gboolean seen = FALSE;
  for (guint i = 0; i < f->saves->len && !seen; i++)
    seen = g_array_index (f->saves, ConstSave, i).obj == o;
  if (!seen)
    {
      ConstSave sv = { o, o->has_const_value, o->const_value };
      g_array_append_val (f->saves, sv);
    }
  o->has_const_value = TRUE;
  o->const_value = truncate_to (v, o->type);
}

/* Evaluates [e] with its side effects on the locals of [f]: assignments, ++ and --, commas;
 * any other expression must be a constant (ck_sema_eval_int). */
static gboolean
const_eval (ConstFrame *f, CkNode *e, gint64 *out)
{
  gint64 a, b;
  switch (e->kind)
    {
    case CK_E_COMMA:
      return const_eval (f, e->lhs, &a) && const_eval (f, e->rhs, out);
    case CK_E_ASSIGN:
      if (e->lhs->kind != CK_E_VAR || !e->lhs->obj->is_local || !ck_type_is_integer (e->lhs->type)
          || !const_eval (f, e->rhs, &b))
        return FALSE;
      const_set (f, e->lhs->obj, b);
      *out = e->lhs->obj->const_value;
      return TRUE;
    case CK_E_COMPOUND_ASSIGN:
      {
        if (e->lhs->kind != CK_E_VAR || !e->lhs->obj->is_local || !ck_type_is_integer (e->lhs->type)
            || !e->optype || !ck_type_is_integer (e->optype) || !ck_sema_eval_int (e->lhs, &a)
            || !const_eval (f, e->rhs, &b))
          return FALSE;
        CkNode l = { 0 }, r = { 0 }, op = { 0 };
        l.kind = r.kind = CK_E_INT_LIT;
        l.type = r.type = e->optype;
        l.ival = (guint64) a;
        r.ival = (guint64) b;
        op.kind = e->op;
        op.type = e->optype;
        op.lhs = &l;
        op.rhs = &r;
        if (!ck_sema_eval_int (&op, &a))
          return FALSE;
        const_set (f, e->lhs->obj, a);
        *out = e->lhs->obj->const_value;
        return TRUE;
      }
    case CK_E_PRE_INC: case CK_E_PRE_DEC: case CK_E_POST_INC: case CK_E_POST_DEC:
      {
        if (e->lhs->kind != CK_E_VAR || !e->lhs->obj->is_local || !ck_type_is_integer (e->lhs->type)
            || !ck_sema_eval_int (e->lhs, &a))
          return FALSE;
        gboolean inc = e->kind == CK_E_PRE_INC || e->kind == CK_E_POST_INC;
        const_set (f, e->lhs->obj, (gint64) ((guint64) a + (inc ? 1u : (guint64) -1)));
        *out = e->kind == CK_E_PRE_INC || e->kind == CK_E_PRE_DEC ? e->lhs->obj->const_value : a;
        return TRUE;
      }
    case CK_E_CAST:
      if (e->type->kind == CK_TY_VOID)
        return const_eval (f, e->lhs, &a) && (*out = 0, TRUE);
      return ck_sema_eval_int (e, out);
    default:
      return ck_sema_eval_int (e, out);
    }
}

static ConstFlow
const_exec (ConstFrame *f, CkNode *s)
{
  gint64 v;
  if (!s)
    return CF_NORMAL;
  if (++*f->ops > CK_SEMA_MAX_CONSTEXPR_OPS)
    return CF_FAIL;
  switch (s->kind)
    {
    case CK_S_BLOCK:
      for (int i = 0; i < s->n_body; i++)
        {
          ConstFlow r = const_exec (f, s->body[i]);
          if (r != CF_NORMAL)
            return r;
        }
      return CF_NORMAL;
    case CK_S_NULL_STMT:
      return CF_NORMAL;
    case CK_S_EXPR:
      if (!s->lhs)
        return CF_NORMAL;
      return const_eval (f, s->lhs, &v) ? CF_NORMAL : CF_FAIL;
    case CK_S_DECL:
      {
        CkObj *o = s->obj;
        if (!o->is_local || !ck_type_is_integer (o->type) || o->address_taken
            || o->storage == CK_SC_STATIC)
          return CF_FAIL;
        if (!o->init)
          {
            const_set (f, o, 0);
            o->has_const_value = FALSE;   /* uninitialised: reading it is not a constant */
            return CF_NORMAL;
          }
        if (o->init->n_items != 1 || o->init->items[0].offset != 0
            || !const_eval (f, o->init->items[0].expr, &v))
          return CF_FAIL;
        const_set (f, o, v);
        return CF_NORMAL;
      }
    case CK_S_IF:
      if (!const_eval (f, s->cond, &v))
        return CF_FAIL;
      return const_exec (f, v ? s->then : s->els);
    case CK_S_WHILE: case CK_S_DO: case CK_S_FOR:
      {
        if (s->kind == CK_S_FOR && const_exec (f, s->init) != CF_NORMAL)
          return CF_FAIL;
        for (gboolean first = TRUE;; first = FALSE)
          {
            if (!(s->kind == CK_S_DO && first) && s->cond)
              {
                if (!const_eval (f, s->cond, &v))
                  return CF_FAIL;
                if (!v)
                  return CF_NORMAL;
              }
            ConstFlow r = const_exec (f, s->then);
            if (r == CF_BREAK)
              return CF_NORMAL;
            if (r == CF_RETURN || r == CF_FAIL)
              return r;
            if (s->inc && !const_eval (f, s->inc, &v))
              return CF_FAIL;
            if (++*f->ops > CK_SEMA_MAX_CONSTEXPR_OPS)
              return CF_FAIL;
          }
      }
    case CK_S_BREAK:
      return CF_BREAK;
    case CK_S_CONTINUE:
      return CF_CONTINUE;
    case CK_S_RETURN:
      if (!s->lhs || !const_eval (f, s->lhs, &f->ret))
        return CF_FAIL;
      return CF_RETURN;
    default:
      return CF_FAIL;   /* switch, goto, labels: not evaluated */
    }
}

/* Runs the body of constexpr function [fn] with its parameters already bound; [*ops] counts
 * the statements of the whole evaluation. */
static gboolean
const_run_body (CkObj *fn, GArray *saves, guint64 *ops, gint64 *out)
{
  ConstFrame f = { saves, ops, 0 };
  gboolean ok = const_exec (&f, fn->body) == CF_RETURN;
  if (ok)
    *out = truncate_to (f.ret, fn->type->base);
  return ok;
}

/* gcc's default -fconstexpr-depth: deeper (or endless) recursion is not a constant. */
#define CK_SEMA_MAX_CONSTEXPR_DEPTH 512

/* A call of a constexpr function whose body is `return expr;` (C++11's form), with integer
 * parameters and constant arguments: [expr] evaluated with the parameters bound to the
 * arguments (as const values, restored afterwards, so that recursion nests). FALSE for any
 * other call, which is then not a constant expression. */
static gboolean
eval_constexpr_call (CkNode *e, gint64 *out)
{
  if (e->lhs->kind != CK_E_VAR)
    return FALSE;
  CkObj *fn = e->lhs->obj;
  if (fn->definition)
    fn = fn->definition;
  if (!fn->is_function || !fn->is_constexpr || !fn->body || !ck_type_is_integer (fn->type->base)
      || e->n_args != fn->n_params || fn->constexpr_depth >= CK_SEMA_MAX_CONSTEXPR_DEPTH)
    return FALSE;
  gboolean one_return = fn->body->n_body == 1 && fn->body->body[0]->kind == CK_S_RETURN
                        && fn->body->body[0]->lhs;
  gint64 vals[16];
  if (e->n_args > (int) G_N_ELEMENTS (vals))
    return FALSE;
  for (int i = 0; i < e->n_args; i++)
    if (!ck_type_is_integer (fn->params[i]->type) || fn->params[i]->address_taken
        || !ck_sema_eval_int (e->args[i], &vals[i]))
      return FALSE;
  GArray *saves = g_array_new (FALSE, FALSE, sizeof (ConstSave));
  ConstFrame f = { saves, NULL, 0 };
  for (int i = 0; i < e->n_args; i++)
    const_set (&f, fn->params[i], vals[i]);
  fn->constexpr_depth++;
  gboolean ok;
  if (one_return)
    ok = ck_sema_eval_int (fn->body->body[0]->lhs, out);
  else
    {
      guint64 ops = 0;   /* this call's statements (each nested call counts its own) */
      ok = const_run_body (fn, saves, &ops, out);
    }
  fn->constexpr_depth--;
  for (guint i = saves->len; i-- > 0;)
    {
      ConstSave *sv = &g_array_index (saves, ConstSave, i);
      sv->obj->has_const_value = sv->had;
      sv->obj->const_value = sv->old;
    }
  g_array_free (saves, TRUE);
  return ok;
}

/* Collects into [items] the stores of a constexpr constructor's body [b]: each statement an
 * assignment to an integer member of *[self] (its member-initializers, `: x(vx)`) of a value
 * that is a constant with the parameters bound; FALSE for any other statement. */
static gboolean
const_ctor_stores (CkNode *b, CkObj *self, CkVec *items, CkSrcLoc loc)
{
  if (b->kind == CK_S_BLOCK)
    {
      for (int i = 0; i < b->n_body; i++)
        if (!const_ctor_stores (b->body[i], self, items, loc))
          return FALSE;
      return TRUE;
    }
  if (b->kind == CK_S_NULL_STMT)
    return TRUE;
  if (b->kind != CK_S_EXPR || b->lhs->kind != CK_E_ASSIGN)
    return FALSE;
  CkNode *m = b->lhs->lhs;
  gint64 v;
  if (m->kind != CK_E_MEMBER || m->member->bit_width || !ck_type_is_integer (m->type)
      || m->lhs->kind != CK_E_DEREF || m->lhs->lhs->kind != CK_E_VAR || m->lhs->lhs->obj != self
      || !ck_sema_eval_int (b->lhs->rhs, &v))
    return FALSE;
  CkInitItem *it = ck_new (CkInitItem);
  it->offset = m->member->offset;
  it->type = ck_type_unqualified (m->type);
  it->expr = ck_sema_int_lit (v, it->type, loc);
  ck_vec_push (items, it);
  return TRUE;
}

CkInit *
ck_sema_const_ctor_init (CkNode *call)
{
  if (call->kind != CK_E_CALL || call->lhs->kind != CK_E_VAR)
    return NULL;
  CkObj *fn = call->lhs->obj;
  if (fn->definition)
    fn = fn->definition;
  gint64 vals[16];
  if (!fn->is_function || !fn->is_constexpr || !fn->body || call->n_args != fn->n_params
      || call->n_args < 1 || call->n_args > (int) G_N_ELEMENTS (vals))
    return NULL;
  for (int i = 1; i < call->n_args; i++)
    if (!ck_type_is_integer (fn->params[i]->type) || fn->params[i]->address_taken
        || !ck_sema_eval_int (call->args[i], &vals[i]))
      return NULL;
  GArray *saves = g_array_new (FALSE, FALSE, sizeof (ConstSave));
  ConstFrame f = { saves, NULL, 0 };
  for (int i = 1; i < call->n_args; i++)
    const_set (&f, fn->params[i], vals[i]);
  CkVec items = { 0 };
  gboolean ok = const_ctor_stores (fn->body, fn->params[0], &items, call->loc);
  for (guint i = saves->len; i-- > 0;)
    {
      ConstSave *sv = &g_array_index (saves, ConstSave, i);
      sv->obj->has_const_value = sv->had;
      sv->obj->const_value = sv->old;
    }
  g_array_free (saves, TRUE);
  if (!ok)
    return NULL;
  CkInit *in = ck_new (CkInit);
  in->n_items = items.len;
  in->items = ck_new_n (CkInitItem, items.len + 1);
  for (int i = 0; i < items.len; i++)
    in->items[i] = *(CkInitItem *) ck_vec_get (&items, i);
  return in;
}

gboolean
ck_sema_eval_int (CkNode *e, gint64 *out)
{
  gint64 a, b;
  if (!ck_type_is_integer (e->type))
    return FALSE;
  switch (e->kind)
    {
    case CK_E_INT_LIT:
      *out = truncate_to ((gint64) e->ival, e->type);
      return TRUE;
    case CK_E_VAR:
      if (!e->obj->has_const_value)
        return FALSE;
      *out = e->obj->const_value;
      return TRUE;
    case CK_E_CAST:
      if (ck_type_is_integer (e->lhs->type))
        {
          if (!ck_sema_eval_int (e->lhs, &a))
            return FALSE;
          *out = truncate_to (a, e->type);
          return TRUE;
        }
      {
        long double f;
        if (!ck_type_is_flonum (e->lhs->type) || !eval_float (e->lhs, &f))
          return FALSE;
        *out = truncate_to (e->type->is_unsigned ? (gint64) (guint64) f : (gint64) f, e->type);
        return TRUE;
      }
    case CK_E_NEG: case CK_E_POS: case CK_E_BITNOT: case CK_E_NOT:
      if (!ck_sema_eval_int (e->lhs, &a))
        return FALSE;
      *out = truncate_to (e->kind == CK_E_NEG ? (gint64) (0 - (guint64) a) : e->kind == CK_E_POS
                          ? a : e->kind == CK_E_BITNOT ? ~a : !a, e->type);
      return TRUE;
    case CK_E_LOGAND:
      if (!ck_sema_eval_int (e->lhs, &a))
        return FALSE;
      if (!a)
        return (*out = 0, TRUE);
      if (!ck_sema_eval_int (e->rhs, &b))
        return FALSE;
      return (*out = b != 0, TRUE);
    case CK_E_LOGOR:
      if (!ck_sema_eval_int (e->lhs, &a))
        return FALSE;
      if (a)
        return (*out = 1, TRUE);
      if (!ck_sema_eval_int (e->rhs, &b))
        return FALSE;
      return (*out = b != 0, TRUE);
    case CK_E_COND:
      if (!ck_sema_eval_int (e->cond, &a))
        return FALSE;
      return ck_sema_eval_int (a ? e->then : e->els, out);
    case CK_E_COMMA:
      return FALSE;
    case CK_E_CALL:
      return eval_constexpr_call (e, out);
    case CK_E_ADD: case CK_E_SUB: case CK_E_MUL: case CK_E_DIV: case CK_E_MOD:
    case CK_E_SHL: case CK_E_SHR: case CK_E_BITAND: case CK_E_BITOR: case CK_E_BITXOR:
    case CK_E_EQ: case CK_E_NE: case CK_E_LT: case CK_E_LE: case CK_E_GT: case CK_E_GE:
      {
        long double fa, fb;
        if (e->kind >= CK_E_EQ && e->kind <= CK_E_GE && ck_type_is_flonum (e->lhs->type)
            && ck_type_is_flonum (e->rhs->type) && eval_float (e->lhs, &fa) && eval_float (e->rhs, &fb))
          {
            /* a comparison of floating constants (`T(-1) < T(0)` of <type_traits>' is_signed) */
            *out = e->kind == CK_E_EQ ? fa == fb : e->kind == CK_E_NE ? fa != fb : e->kind == CK_E_LT ? fa < fb
                   : e->kind == CK_E_LE ? fa <= fb : e->kind == CK_E_GT ? fa > fb : fa >= fb;
            return TRUE;
          }
        if (!ck_type_is_integer (e->lhs->type) || !ck_type_is_integer (e->rhs->type))
          return FALSE;
        if (!ck_sema_eval_int (e->lhs, &a) || !ck_sema_eval_int (e->rhs, &b))
          return FALSE;
        gboolean uns = e->lhs->type->is_unsigned;
        guint64 ua = (guint64) a, ub = (guint64) b;
        gint64 r;
        switch (e->kind)
          {
          case CK_E_ADD: r = (gint64) (ua + ub); break;
          case CK_E_SUB: r = (gint64) (ua - ub); break;
          case CK_E_MUL: r = (gint64) (ua * ub); break;
          case CK_E_DIV:
          case CK_E_MOD:
            if (b == 0 || (!uns && a == G_MININT64 && b == -1))
              return FALSE;
            if (e->kind == CK_E_DIV)
              r = uns ? (gint64) (ua / ub) : a / b;
            else
              r = uns ? (gint64) (ua % ub) : a % b;
            break;
          case CK_E_SHL: r = b < 0 || b >= 64 ? 0 : (gint64) (ua << b); break;
          case CK_E_SHR: r = b < 0 || b >= 64 ? 0 : uns ? (gint64) (ua >> b) : a >> b; break;
          case CK_E_BITAND: r = a & b; break;
          case CK_E_BITOR: r = a | b; break;
          case CK_E_BITXOR: r = a ^ b; break;
          case CK_E_EQ: r = a == b; break;
          case CK_E_NE: r = a != b; break;
          case CK_E_LT: r = uns ? ua < ub : a < b; break;
          case CK_E_LE: r = uns ? ua <= ub : a <= b; break;
          case CK_E_GT: r = uns ? ua > ub : a > b; break;
          case CK_E_GE: r = uns ? ua >= ub : a >= b; break;
          default: return FALSE;
          }
        *out = truncate_to (r, e->type);
        return TRUE;
      }
    default:
      return FALSE;
    }
}

/* TRUE when [e] is an lvalue whose address is a link-time constant. */
static gboolean
is_static_lvalue (CkNode *e)
{
  switch (e->kind)
    {
    case CK_E_VAR:
      return !e->obj->is_local && !e->obj->is_thread_local;   /* its address is the thread's */
    case CK_E_STR_LIT:
      return TRUE;
    case CK_E_COMPOUND_LIT:
      return !e->obj->is_local;
    case CK_E_MEMBER:
      return is_static_lvalue (e->lhs);
    case CK_E_DEREF:
      return ck_sema_is_static_init (e->lhs);
    default:
      return FALSE;
    }
}

gboolean
ck_sema_is_static_init (CkNode *e)
{
  gint64 v;
  long double f;
  if (ck_type_is_integer (e->type) && ck_sema_eval_int (e, &v))
    return TRUE;
  if (ck_type_is_flonum (e->type) && eval_float (e, &f))
    return TRUE;
  switch (e->kind)
    {
    case CK_E_FLOAT_LIT: case CK_E_STR_LIT: case CK_E_NULLPTR:
      return TRUE;
    case CK_E_CAST:
      return ck_sema_is_static_init (e->lhs);
    case CK_E_ADDR:
      return e->lhs->kind == CK_E_VAR ? (!e->lhs->obj->is_local && !e->lhs->obj->is_thread_local)
                                        || e->lhs->obj->is_function
                                      : is_static_lvalue (e->lhs);
    case CK_E_ADD: case CK_E_SUB:
      return ck_sema_is_static_init (e->lhs) && ck_sema_is_static_init (e->rhs);
    case CK_E_COMPLEX:
      return ck_sema_is_static_init (e->lhs) && ck_sema_is_static_init (e->rhs);
    case CK_E_MUL: case CK_E_DIV: case CK_E_NEG: case CK_E_POS:
      /* gcc folds complex arithmetic on constants (1.0 + 2.0 * I), and real arithmetic on
         const variables (`constexpr double tau = 2 * pi;`, a variable template's
         `T(N) * pi<T>`): the static initialisation computes it in the operands' types */
      return (ck_type_is_complex (e->type) || ck_type_is_flonum (e->type))
             && ck_sema_is_static_init (e->lhs) && (!e->rhs || ck_sema_is_static_init (e->rhs));
    case CK_E_VAR:
      /* a const arithmetic variable with a constant initializer (record_const_value), of
         static storage: initialised before the reader, in declaration order */
      return e->obj->is_arith_constant && !e->obj->is_local && !e->obj->is_thread_local;
    case CK_E_COND:
      if (!ck_sema_eval_int (e->cond, &v))
        return FALSE;
      return ck_sema_is_static_init (v ? e->then : e->els);
    default:
      return FALSE;
    }
}
