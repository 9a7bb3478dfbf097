/* frontend/atomic.c — C11 atomics in host code (issue 18): the _Atomic qualifier (C11 6.7.3)
 * and specifier (6.7.2.4), and GNU's __atomic built-ins, on which <stdatomic.h> is written as
 * gcc's is. The lowering makes each an ATOM statement with its memory order (interp/lower.c).
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "frontend/parse.h"

static const struct {
  const char *name;
  int n_operands;
  char ret;
} builtins[] = {
#define CK_ATOMIC(id, name, nops, ret) { name, nops, ret },
#include "frontend/atomic-builtins.def"
#undef CK_ATOMIC
};
G_STATIC_ASSERT (G_N_ELEMENTS (builtins) == CK_ATOMIC__COUNT);

/* The widest object cudak updates in one ATOM statement (an 8-byte CkVal); gcc goes through
 * libatomic's locks beyond it. */
#define CK_ATOMIC_MAX_SIZE 8

/**
 * ck_parse_atomic_type:
 * @P: the parser
 * @ty: the type name of `_Atomic ( type-name )`
 * @tok: the `_Atomic` token
 *
 * Returns: the type the specifier makes atomic (C11 6.7.2.4p3: not an array, a function, an
 * atomic or a qualified type).
 */
CkType *
ck_parse_atomic_type (CkParser *P, CkType *ty, const CkToken *tok)
{
  CkSrcLoc loc = ck_parse_tok_loc (tok);
  if (ty->kind == CK_TY_ARRAY)
    ck_parse_error (P, loc, 7, "'_Atomic' applied to an array type");
  else if (ty->kind == CK_TY_FUNC)
    ck_parse_error (P, loc, 7, "'_Atomic' applied to a function type");
  else if (ty->is_const || ty->is_volatile || ty->is_restrict || ty->is_atomic)
    ck_parse_error (P, loc, 7, "'_Atomic' applied to a qualified type");
  return ty;
}

/**
 * ck_parse_atomic_qualified:
 * @P: the parser
 * @ty: a type
 * @tok: the `_Atomic` token that qualifies it, or NULL for none
 *
 * Returns: @ty, atomic when @tok says so. cudak's atomics are the scalars of at most
 * CK_ATOMIC_MAX_SIZE bytes; another atomic type is one `unsupported:` error.
 */
CkType *
ck_parse_atomic_qualified (CkParser *P, CkType *ty, const CkToken *tok)
{
  if (!tok || ty->is_atomic || ty == P->ty_err)
    return ty;
  if (!ck_type_is_scalar (ty) || ty->kind == CK_TY_LDOUBLE || ty->size > CK_ATOMIC_MAX_SIZE)
    {
      ck_parse_error (P, ck_parse_tok_loc (tok), 7, "unsupported: _Atomic '%s' (cudak's atomics "
                      "are scalars of at most %d bytes)", ck_parse_type_str (ty), CK_ATOMIC_MAX_SIZE);
      return ty;
    }
  CkType *q = ck_type_copy (ty);
  q->is_atomic = TRUE;
  return q;
}

/**
 * ck_sema_atomic_kind:
 * @name: an identifier
 *
 * Returns: the CkAtomicKind of the GNU built-in @name, or -1.
 */
int
ck_sema_atomic_kind (const char *name)
{
  for (int i = 0; i < CK_ATOMIC__COUNT; i++)
    if (strcmp (builtins[i].name, name) == 0)
      return i;
  return -1;
}

/* The ordering memory order [e] gives (C11 7.17.3): a value that is not a constant is taken as
 * seq_cst, the strongest, which hides no race the program has but may hide one more. */
static int
order_bits (CkNode *e)
{
  gint64 v;
  if (!ck_sema_eval_int (e, &v))
    return CK_MO_ACQUIRE | CK_MO_RELEASE;
  switch (v)
    {
    case 0: return 0;                                    /* relaxed */
    case 1: case 2: return CK_MO_ACQUIRE;                /* consume, acquire */
    case 3: return CK_MO_RELEASE;                        /* release */
    default: return CK_MO_ACQUIRE | CK_MO_RELEASE;       /* acq_rel, seq_cst */
    }
}

/**
 * ck_sema_atomic_builtin:
 * @P: the parser
 * @tok: the built-in's name
 * @kind: its CkAtomicKind
 * @args: the arguments
 * @n: their number
 *
 * Returns: the CK_E_ATOMIC node of a call of a GNU __atomic built-in, its arguments checked and
 * converted as gcc does (no scaling of a pointer operand: gcc adds bytes).
 */
CkNode *
ck_sema_atomic_builtin (CkParser *P, const CkToken *tok, int kind, CkNode **args, int n)
{
  CkSrcLoc loc = ck_parse_tok_loc (tok);
  const char *name = builtins[kind].name;
  int len = (int) strlen (name);
  int n_ops = builtins[kind].n_operands;
  /* the operands, then a memory order (two for a compare-exchange) */
  int want = kind == CK_ATOMIC_CAS ? 6 : kind == CK_ATOMIC_LOCK_FREE || kind == CK_ATOMIC_IS_LOCK_FREE
             ? 2 : n_ops + 1;
  CkNode *bad = ck_sema_int_lit (0, P->ty_err, loc);
  if (n != want)
    {
      ck_parse_error (P, loc, len, "too %s arguments to function '%s'", n < want ? "few" : "many", name);
      return bad;
    }
  for (int i = 0; i < n; i++)
    if (args[i]->type == P->ty_err)
      return bad;
  CkNode *r = ck_sema_node (CK_E_ATOMIC, loc);
  r->range_len = len;
  r->ival = (guint64) kind;
  r->type = ck_ty_void;
  if (kind == CK_ATOMIC_LOCK_FREE || kind == CK_ATOMIC_IS_LOCK_FREE)
    {
      gint64 size;
      if (!ck_sema_eval_int (args[0], &size))
        {
          ck_parse_error (P, args[0]->loc, args[0]->range_len, "non-constant argument 1 to '%s'", name);
          return bad;
        }
      return ck_sema_int_lit (size > 0 && size <= CK_ATOMIC_MAX_SIZE && !(size & (size - 1)),
                              ck_ty_bool, loc);
    }
  if (kind == CK_ATOMIC_THREAD_FENCE || kind == CK_ATOMIC_SIGNAL_FENCE)
    {
      r->ival2 = (guint64) order_bits (args[0]);
      return r;
    }
  CkNode *p = ck_sema_decay (P, args[0]);
  if (!ck_type_is_pointer (p->type) || !p->type->base || p->type->base->kind == CK_TY_VOID
      || p->type->base->kind == CK_TY_FUNC)
    {
      ck_parse_error (P, p->loc, p->range_len, "argument 1 of '%s' must be a non-void pointer type", name);
      return bad;
    }
  CkType *obj = p->type->base;
  CkType *val = ck_type_unqualified (obj);
  if (kind == CK_ATOMIC_TEST_AND_SET || kind == CK_ATOMIC_CLEAR)
    val = ck_ty_uchar;   /* gcc: the byte at ptr, whatever ptr's type */
  else if (!ck_type_is_scalar (val) || val->kind == CK_TY_LDOUBLE || val->size > CK_ATOMIC_MAX_SIZE
           || (val->size & (val->size - 1)))
    {
      ck_parse_error (P, p->loc, p->range_len, "unsupported: '%s' on '%s' (cudak's atomics are "
                      "scalars of 1, 2, 4 or 8 bytes)", name, ck_parse_type_str (obj));
      return bad;
    }
  else if (kind >= CK_ATOMIC_FETCH_ADD && kind <= CK_ATOMIC_XOR_FETCH
           && !ck_type_is_integer (val) && !ck_type_is_pointer (val))
    {
      ck_parse_error (P, p->loc, p->range_len, "operand type '%s' is incompatible with argument 1 of '%s'",
                      ck_parse_type_str (p->type), name);
      return bad;
    }
  if (obj->is_const && kind != CK_ATOMIC_LOAD)
    {
      ck_parse_error (P, p->loc, p->range_len, "argument 1 of '%s' must be a pointer to a nonconst type", name);
      return bad;
    }
  CkNode **a = ck_new_n (CkNode *, 3);
  a[0] = p;
  r->args = a;
  r->n_args = 1;
  CkType *opt = val;
  if (ck_type_is_pointer (val) && kind >= CK_ATOMIC_FETCH_ADD && kind <= CK_ATOMIC_XOR_FETCH)
    opt = ck_ty_long;   /* gcc: pointer arithmetic in bytes, as on uintptr_t */
  if (kind == CK_ATOMIC_CAS)
    {
      CkNode *e = ck_sema_decay (P, args[1]);
      if (!ck_type_is_pointer (e->type) || !e->type->base
          || !ck_type_is_compatible (ck_type_unqualified (e->type->base), val))
        {
          ck_parse_error (P, e->loc, e->range_len, "argument 2 of '%s' must be a pointer to '%s'",
                          name, ck_parse_type_str (val));
          return bad;
        }
      a[1] = e;
      a[2] = ck_sema_convert (P, args[2], val, "argument passing");
      r->n_args = 3;
      r->ival2 = (guint64) order_bits (args[4]);
      r->type = ck_ty_bool;
      return r;
    }
  if (n_ops == 2)
    {
      a[1] = ck_sema_convert (P, args[1], opt, "argument passing");
      r->n_args = 2;
    }
  int mo = order_bits (args[n_ops]);
  switch (kind)
    {
    case CK_ATOMIC_LOAD: mo &= CK_MO_ACQUIRE; break;
    case CK_ATOMIC_STORE: case CK_ATOMIC_CLEAR: mo &= CK_MO_RELEASE; break;
    default: break;
    }
  r->ival2 = (guint64) mo;
  r->type = builtins[kind].ret == 'v' ? val : builtins[kind].ret == 'b' ? ck_ty_bool : ck_ty_void;
  return r;
}
