/* frontend/class.c — C++ classes: member functions, `this`, constructors and destructors,
 * operators, base classes and virtual functions, lowered into the C-level AST that the rest of
 * cudak knows (issue 19).
 *
 * A class is a struct (CkType) with a CkClass beside it ([cls] of its root type). Its members
 * other than the non-static data members live in a namespace of the class (CkClass.ns): member
 * functions as overload sets (CkSym [is_method]), static data members as file-scope variables
 * named "C::x", nested types. A member function is an ordinary function named "C::f" whose
 * first parameter is `this` (a pointer to the class); a call `o.f(a)` is the call
 * `C::f(&o, a)`; an operator `a + b` on a class is the call of `operator+`. Constructors and
 * destructors are member functions named "C::C" and "C::~C", called where C++ runs them: a
 * declaration is the DECL statement (no initializer) followed by the constructor call, and the
 * scope's exit (its '}', `return`, `break`, `continue`) calls the destructors of the objects
 * declared in it, latest first. A base class is an unnamed member of the derived class (its
 * members are found through it, as an anonymous struct's are); a class with virtual functions
 * has a vtable pointer, a hidden first member pointing to a static array of the addresses of
 * its final overriders, through which a virtual call goes. A virtual base is laid out once at
 * the end of the complete object and found through the vbase offsets of the vtable (see
 * "virtual bases" below). So the lowering, the semantics and
 * the checker see ordinary calls, members and function pointers, and need no C++ knowledge.
 * SPDX-License-Identifier: MIT */

#include <string.h>
#include "frontend/parse.h"

/* A member function body kept until the class is complete (C++ [class.mem]p7: a member
 * function body sees every member of its class). */
typedef struct {
  CkObj *fn;
  CkToken *init;              /* ':' of a constructor's member-initializer list, or NULL */
  CkToken *body;              /* '{' */
} Pending;

/* A default member initializer: `int x = 5;` / `int x{5};` parsed at each constructor. */
typedef struct {
  CkMember *member;
  CkToken *tok;               /* '=' or '{' */
} Dmi;

/* The function that initialises the members of an aggregate from [from] on as a braced list
 * that names none of them does ([dcl.init.aggr]p5): from their default member initializers,
 * parsed in the class's scope with `this` the object, and members of class type
 * default-constructed (the object is zero-filled first). */
typedef struct {
  const CkMember *from;
  CkObj *fn;
} DmiTail;

typedef struct {
  const char *name;
  int access;
} Access;

/* A base-clause as ck_class_parse_bases reads it. */
typedef struct {
  CkVec v;      /* first: the CkVec * returned is the BaseList's */
  CkVec virt;   /* non-NULL for a `virtual` base */
} BaseList;


/* The constructor arguments of a temporary (for copy elision), and the cleanups its
 * constructor call registered (the argument temporaries it materialised): when the temporary
 * is elided, that call is dropped with them, and the call that replaces it makes its own. */
typedef struct {
  CkNode *node;
  CkNode **args;
  int n;
  CkVec cleanups;   /* CkCleanup * */
} TempArgs;

typedef struct {
  CkObj *obj;
  CkObj *dtor;
  CkNode *brk, *cont;         /* the parser's break and continue targets at its declaration */
  gboolean is_temp;           /* a temporary: destroyed at the end of its full-expression */
  CkObj *guard;               /* a temporary of one operand of ?:: an int set when it was
                                 constructed, tested before it is destroyed; NULL: always */
} CkCleanup;

struct CkClass {
  CkSrcLoc loc;               /* its name where it is defined */
  CkMember *members;           /* the data members as written (bases and vptr not included) */
  CkType *type;
  const char *name;           /* qualified: "ns::C" */
  CkNamespace *ns;            /* its member functions, static members and nested types */
  CkScope *outer;             /* the scope the class is defined in */
  gboolean is_class_key;      /* `class` (members private by default) */
  int access;                 /* the current access while its body is parsed */
  gboolean conv_unsupported;  /* has a conversion function template cudak does not support
                                 (reported): conversions from it fail silently */
  CkVec bases;                /* CkType* of its direct base classes, in order */
  CkVec base_members;         /* CkMember*: the unnamed member holding each base */
  CkVec pending;              /* Pending* bodies to parse at the end of the class */
  CkVec methods;              /* CkObj*: every member function, in declaration order */
  CkVec friend_names;         /* const char*: the names of its friend functions */
  const char *lambda_key;     /* a closure class: its name and where the lambda is written,
                                 which tell apart the closures g++ names alike (template.c) */
  CkObj *lambda_invoker;      /* a closure class that captures nothing: the function it
                                 converts to (lambda_invoker), once made */
  struct CkLambda *generic;   /* a generic lambda's closure: the lambda, whose operator() is
                                 instantiated per call (generic_instance) */
  const char *local_link;     /* a local class (or one nested in it): what its members' linkage
                                 names end with, the enclosing function's name and where the
                                 class is written, so that each instance of a function template
                                 has its own ([temp.inst]) and two functions' `L`s stay apart */
  CkVec friends;              /* token positions of friend function definitions */
  CkVec dmis;                 /* Dmi* */
  CkVec dmi_tails;            /* DmiTail*: the functions finishing its aggregate initialisations
                                 (ck_class_dmi_tail), made at their first use */
  CkVec access_of;            /* Access* of the data members */
  CkSym *ctors;               /* constructors (an overload set) or NULL */
  CkObj *dtor;
  CkVec vfuncs;               /* CkObj*: the virtual functions, by slot */
  CkMember *vptr;             /* the vtable pointer, or NULL */
  CkVec secondary;            /* CkClass* and CkObj* (its table) of each base subobject other
                                 than the primary chain that has a vtable pointer of its own */
  CkObj *vtable;
  gboolean is_abstract;
  gboolean is_complete;
  gboolean user_special;      /* a user-declared constructor, destructor or copy assignment */
  gint64 dsize;               /* its size without tail padding (Itanium C++ ABI "dsize") */
  /* virtual base classes (Itanium C++ ABI 2.4, 2.5): */
  CkVec base_virtual;         /* per direct base: non-NULL when it is a virtual base */
  CkVec vbases;               /* CkClass*: its virtual bases, direct or indirect, in inheritance
                                 graph order (the order they are laid out and constructed in) */
  CkVec vbase_order;          /* CkClass*: the same in the order of their offsets in its tables,
                                 its primary base's first (so that the primary's code reads them) */
  CkVec vbase_offsets;        /* GINT: where each of [vbases] lies in a complete object */
  CkVec vbase_init;           /* CkClass*: the same in the order they are constructed in (a
                                 virtual base after its own virtual bases, [class.base.init]p13) */
  int vhdr;                   /* words of its tables before the address point: the offsets of
                                 [vbase_order], the VTT, offset-to-top, RTTI; 0 without vbases */
  gint64 nvsize;              /* its size and alignment as a base subobject (without vbases) */
  int nvalign;
  CkClass *primary;           /* the base whose vtable pointer it shares, or NULL */
};

enum { ACC_PUBLIC, ACC_PROTECTED, ACC_PRIVATE };
static const char *const acc_name[] = { "public", "protected", "private" };

/* ---------------------------------------------------------------- helpers */

static gboolean
is_punct_tok (const CkToken *t, CkPunct p)
{
  return t->kind == CK_TK_PUNCT && t->punct == p;
}

static gboolean
is_kw_tok (const CkToken *t, CkKeyword k)
{
  return t->kind == CK_TK_KEYWORD && t->kw == k;
}

static gboolean
is_ident_tok (const CkToken *t, const char *name)
{
  return t->kind == CK_TK_IDENT && strcmp (t->text, name) == 0;
}

static CkType *
root (CkType *t)
{
  while (t->origin)
    t = t->origin;
  return t;
}

/* The scope of the class [t] names, in which `C::member` is looked up; NULL for any other type. */
CkNamespace *
ck_class_scope_ns (CkType *t)
{
  CkClass *c = t ? ck_class_of (t) : NULL;
  return c ? c->ns : NULL;
}

CkClass *
ck_class_of (CkType *t)
{
  if (!t)
    return NULL;
  t = ck_sema_strip (t);
  if (t->kind != CK_TY_STRUCT)
    return NULL;
  if (t->cls)
    return t->cls;
  return root (t)->cls;
}

/* The index of [x] in [v], or -1. */
static int
vec_index (const CkVec *v, gconstpointer x)
{
  for (int i = 0; i < v->len; i++)
    if (v->data[i] == x)
      return i;
  return -1;
}

/* Whether the direct base [i] of [c] is a virtual base. */
static gboolean
is_virtual_edge (CkClass *c, int i)
{
  return i < c->base_virtual.len && ck_vec_get (&c->base_virtual, i) != NULL;
}

static CkClass *
base_cls (CkClass *c, int i)
{
  return root (ck_vec_get (&c->bases, i))->cls;
}

/* The offset of the virtual base [v] in a complete object of class [x]. */
static gint64
vbase_offset (CkClass *x, CkClass *v)
{
  int k = vec_index (&x->vbases, v);
  return k < 0 ? -1 : GPOINTER_TO_INT (ck_vec_get (&x->vbase_offsets, k));
}

static gboolean overrides_fn (CkObj *m, CkObj *g);

/* Whether [m] overrides a virtual function of [k] or of a base of [k]. */
static gboolean
overrides_in_bases (CkClass *k, CkObj *m)
{
  for (int s = 0; s < k->vfuncs.len; s++)
    if (overrides_fn (m, ck_vec_get (&k->vfuncs, s)))
      return TRUE;
  for (int i = 0; i < k->bases.len; i++)
    if (overrides_in_bases (base_cls (k, i), m))
      return TRUE;
  return FALSE;
}

static CkType *
const_of (CkType *t)
{
  CkType *c = ck_type_copy (t);
  c->is_const = TRUE;
  return c;
}

static CkNode *
expr_stmt (CkNode *e)
{
  CkNode *n = ck_sema_node (CK_S_EXPR, e->loc);
  n->lhs = e;
  n->range_len = e->range_len;
  return n;
}

/* The variable [o] as an lvalue, built directly: none of [ck_sema_var]'s checks or marks, for
 * objects that the frontend itself makes. */
static CkNode *
raw_var (CkObj *o, CkSrcLoc loc)
{
  CkNode *v = ck_sema_node (CK_E_VAR, loc);
  v->obj = o;
  v->type = o->type;
  v->is_lvalue = TRUE;
  return v;
}

/* A direct call of [f] with [n] argument slots, for the caller to fill. */
static CkNode *
direct_call (CkObj *f, int n, CkSrcLoc loc)
{
  CkNode *call = ck_sema_node (CK_E_CALL, loc);
  CkNode *fv = ck_sema_node (CK_E_VAR, loc);
  fv->obj = f;
  fv->type = f->type;
  call->lhs = fv;
  call->n_args = n;
  call->args = ck_new_n (CkNode *, n + 1);
  call->type = f->type->base;
  return call;
}

/* A use of the unnamed object [o] (a temporary): the first one the lowering meets gives it its
 * storage, as for a compound literal. */
static CkNode *
anon_ref (CkObj *o, CkSrcLoc loc)
{
  CkNode *c = ck_sema_node (CK_E_COMPOUND_LIT, loc);
  c->obj = o;
  c->type = o->type;
  c->is_lvalue = TRUE;
  c->range_len = 1;
  return c;
}

static void push_cleanup (CkParser *P, CkObj *o, CkObj *dtor);

static CkNode *
addr_of (CkParser *P, CkNode *e)
{
  if (!e->is_lvalue || e->kind == CK_E_BUILTIN_VAR)
    {
      /* a temporary: it gets an object of its own (a prvalue materialised, C++ [conv.rval]);
         so does a built-in variable, whose value the model gives (blockDim.operator uint3 ()
         reads a copy: the object is const and has no address of its own) */
      CkObj *o = ck_parse_new_anon_obj (P, ck_type_unqualified (e->type), e->loc);
      CkClass *tc = ck_class_of (o->type);
      if (tc && tc->dtor && P->fn && o->type->kind != CK_TY_PTR)
        {
          /* destroyed at the end of the full-expression: mk().get(), (a + b).size() */
          push_cleanup (P, o, tc->dtor);
          ((CkCleanup *) ck_vec_get (&P->cleanups, P->cleanups.len - 1))->is_temp = TRUE;
        }
      CkNode *v = anon_ref (o, e->loc);
      CkNode *as = ck_sema_node (CK_E_ASSIGN, e->loc);
      as->lhs = v;
      as->rhs = e;
      as->type = v->type;
      CkNode *c = ck_sema_node (CK_E_COMMA, e->loc);
      c->lhs = as;
      c->rhs = anon_ref (o, e->loc);
      c->type = o->type;
      CkNode *a = ck_sema_node (CK_E_ADDR, e->loc);
      a->lhs = c->rhs;
      a->type = ck_type_pointer_to (o->type);
      CkNode *r = ck_sema_node (CK_E_COMMA, e->loc);
      r->lhs = as;
      r->rhs = a;
      r->type = a->type;
      return r;
    }
  return ck_sema_unary (P, CK_E_ADDR, e, e->loc, e->range_len > 0 ? e->range_len : 1);
}

static CkNode *evaluated_once (CkParser *P, CkNode *e, CkNode **pre);
static CkNode *comma (CkNode *a, CkNode *b);
static CkNode *mp_convert (CkParser *P, CkNode *e, CkType *t);
static CkNode *mp_compare (CkParser *P, CkNodeKind k, CkNode *a, CkNode *b, CkSrcLoc loc);

static CkNode *vset (CkNode *l, CkNode *r);
static gint64 subobject_offset (CkClass *x, CkClass *k);

/* The virtual base [v] of the object [e] (of class [k], whose vtable pointer is set), wherever
 * the most-derived object put it: at the offset that [k]'s table holds for it below its address
 * point (Itanium C++ ABI 2.5.2, "vbase offsets"), so also for a [k] of unknown dynamic type. */
static CkNode *
vbase_subobject (CkParser *P, CkNode *e, CkClass *k, CkClass *v)
{
  CkSrcLoc loc = e->loc;
  gboolean is_const = ck_sema_strip (e->type)->is_const;
  if (!e->is_lvalue)
    e = ck_sema_unary (P, CK_E_DEREF, addr_of (P, e), loc, 1);
  CkNode *pre = NULL;
  CkNode *obj = evaluated_once (P, e, &pre);
  CkNode *vp = ck_sema_node (CK_E_MEMBER, loc);
  vp->lhs = obj;
  vp->member = k->vptr;
  vp->type = k->vptr->type;
  vp->is_lvalue = TRUE;
  int idx = -(3 + vec_index (&k->vbase_order, v));
  CkNode *slot = ck_sema_unary (P, CK_E_DEREF, ck_sema_binary (P, CK_E_ADD, vp, ck_sema_int_lit (idx, ck_ty_int, loc),
                                                               loc, 1), loc, 1);
  CkType *cp = ck_type_pointer_to (ck_ty_char);
  CkNode *a = ck_sema_node (CK_E_ADDR, loc);
  a->lhs = obj;
  a->type = ck_type_pointer_to (obj->type);
  CkNode *sum = ck_sema_node (CK_E_ADD, loc);
  sum->lhs = ck_sema_cast (a, cp);
  sum->rhs = ck_sema_cast (slot, ck_ty_long);
  sum->type = cp;
  CkNode *r = ck_sema_node (CK_E_DEREF, loc);
  r->lhs = ck_sema_cast (comma (pre, sum), ck_type_pointer_to (is_const ? const_of (v->type) : v->type));
  r->type = is_const ? const_of (v->type) : v->type;
  r->is_lvalue = TRUE;
  r->range_len = e->range_len;
  return r;
}

/* The number of subobjects of class [to] in the non-virtual part of a [k]. */
static int
nv_count (CkClass *k, CkClass *to)
{
  int n = k == to;
  for (int i = 0; i < k->bases.len; i++)
    if (!is_virtual_edge (k, i))
      n += nv_count (base_cls (k, i), to);
  return n;
}

/* The number of subobjects of class [to] in a [from] (more than one: [to] is ambiguous). */
static int
subobject_count (CkClass *from, CkClass *to)
{
  int n = nv_count (from, to);
  for (int k = 0; k < from->vbases.len; k++)
    n += nv_count (ck_vec_get (&from->vbases, k), to);
  return n;
}

/* The subobject of class [to] in the object [e] (of class [from], [to] a base of it): a chain
 * of MEMBER nodes of the unnamed base members, a virtual base found through the vtable; NULL
 * when [to] is not a base. */
static CkNode *
base_path (CkParser *P, CkNode *e, CkClass *from, CkClass *to)
{
  if (from == to)
    return e;
  if (vec_index (&from->vbases, to) >= 0)
    return vbase_subobject (P, e, from, to);
  for (int i = 0; i < from->bases.len; i++)
    {
      CkType *bt = ck_vec_get (&from->bases, i);
      CkClass *bc = root (bt)->cls;
      if (!ck_class_is_base_of (to, bc))
        continue;
      if (is_virtual_edge (from, i))
        return base_path (P, vbase_subobject (P, e, from, bc), bc, to);
      CkMember *m = ck_vec_get (&from->base_members, i);
      CkNode *n = ck_sema_node (CK_E_MEMBER, e->loc);
      n->lhs = e;
      n->member = m;
      n->range_len = e->range_len;
      n->is_lvalue = e->is_lvalue;
      n->type = ck_sema_strip (e->type)->is_const ? const_of (bt) : bt;
      return base_path (P, n, bc, to);
    }
  return NULL;
}

/* The direct base [i] of [from] in the object [e] (not searched for: a class may also be an
 * indirect base, [class.mi]p3). */
static CkNode *
direct_base (CkParser *P, CkNode *e, CkClass *from, int i)
{
  CkType *bt = ck_vec_get (&from->bases, i);
  if (is_virtual_edge (from, i))
    return vbase_subobject (P, e, from, root (bt)->cls);
  CkNode *n = ck_sema_node (CK_E_MEMBER, e->loc);
  n->lhs = e;
  n->member = ck_vec_get (&from->base_members, i);
  n->range_len = e->range_len;
  n->is_lvalue = e->is_lvalue;
  n->type = ck_sema_strip (e->type)->is_const ? const_of (bt) : bt;
  return n;
}

/* As base_path; an ambiguous base is g++'s error. */
static CkNode *
base_subobject (CkParser *P, CkNode *e, CkClass *from, CkClass *to)
{
  if (from != to && from->is_complete && subobject_count (from, to) > 1)
    {
      ck_parse_error (P, e->loc, e->range_len > 0 ? e->range_len : 1, "'%s' is an ambiguous base of '%s'",
                      to->name, from->name);
      return ck_sema_int_lit (0, P->ty_err, e->loc);
    }
  return base_path (P, e, from, to);
}

gboolean
ck_class_is_base_of (CkClass *base, CkClass *derived)
{
  if (base == derived)
    return TRUE;
  for (int i = 0; i < derived->bases.len; i++)
    if (ck_class_is_base_of (base, root (ck_vec_get (&derived->bases, i))->cls))
      return TRUE;
  return FALSE;
}

/* Marks [c] as having a conversion function cudak does not support (reported at its
 * declaration, template.c): a conversion from it then fails without another error. */
void
ck_class_conversions_unsupported (CkClass *c)
{
  c->conv_unsupported = TRUE;
}

/* The [i]th direct base class of [c], or NULL past the last (template.c's deduction from a
 * base, [temp.deduct.call]p4.3). */
CkType *
ck_class_base_type (CkClass *c, int i)
{
  return i < c->bases.len ? ck_vec_get (&c->bases, i) : NULL;
}

/* A pointer [e] to a class derived from [to] converted to a pointer to [to] (C++
 * [conv.ptr]p3); NULL when it is not one. */
CkNode *
ck_class_upcast_ptr (CkParser *P, CkNode *e, CkType *to_ptr)
{
  CkType *ft = ck_sema_strip (e->type);
  if (ft->kind != CK_TY_PTR || to_ptr->kind != CK_TY_PTR)
    return NULL;
  CkClass *from = ck_class_of (ft->base), *to = ck_class_of (to_ptr->base);
  if (!from || !to || from == to || !ck_class_is_base_of (to, from))
    return NULL;
  CkNode *tmp = NULL;
  if (from->vbases.len && nv_count (from, to) == 0 && P->fn)
    {
      /* through a virtual base: the table of the object is read, so a null pointer stays null
         ([conv.ptr]p3) without being read */
      CkObj *o = ck_parse_new_anon_obj (P, ck_type_unqualified (ft), e->loc);
      tmp = vset (anon_ref (o, e->loc), e);
      e = anon_ref (o, e->loc);
    }
  CkNode *d = ck_sema_unary (P, CK_E_DEREF, e, e->loc, e->range_len > 0 ? e->range_len : 1);
  CkNode *b = base_subobject (P, d, from, to);
  if (b->type == P->ty_err)
    return b;
  CkNode *a = ck_sema_node (CK_E_ADDR, e->loc);
  a->lhs = b;
  a->type = to_ptr;
  a->range_len = e->range_len;
  if (!tmp)
    return a;
  CkNode *cn = ck_sema_node (CK_E_COND, e->loc);
  cn->cond = ck_sema_scalar_cond (P, anon_ref (tmp->lhs->obj, e->loc), "a condition");
  cn->then = a;
  cn->els = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, e->loc), to_ptr);
  cn->type = to_ptr;
  return comma (tmp, cn);
}

/* `static_cast<T>(e)` (or a C-style cast) between pointers or references to classes, one a
 * base of the other: the base subobject, or the derived object that holds it (not through a
 * virtual base, g++'s error). NULL: not such a cast. */
CkNode *
ck_class_explicit_cast (CkParser *P, CkNode *e, CkType *t, CkSrcLoc loc)
{
  gboolean ref = t->is_reference;
  CkType *ft = ck_sema_strip (e->type), *tt = ck_sema_strip (t);
  if (!ref && (ft->kind != CK_TY_PTR || tt->kind != CK_TY_PTR))
    return NULL;
  CkClass *fc = ck_class_of (ref ? ft : ft->base), *tc = ck_class_of (ref ? t->base : tt->base);
  if (!fc || !tc || fc == tc || (ref && !e->is_lvalue))
    return NULL;
  if (ck_class_is_base_of (tc, fc))
    {
      if (ref)
        return base_subobject (P, e, fc, tc);
      return ck_class_upcast_ptr (P, e, ck_type_unqualified (t));
    }
  if (!ck_class_is_base_of (fc, tc))
    return NULL;
  if (nv_count (tc, fc) == 0)
    {
      ck_parse_error (P, loc, 1, "cannot convert from pointer to base class '%s' to pointer to derived class '%s' because the base is virtual",
                      fc->name, tc->name);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if (nv_count (tc, fc) > 1)
    {
      ck_parse_error (P, loc, 1, "'%s' is an ambiguous base of '%s'", fc->name, tc->name);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  /* the derived object: the base's offset back ([expr.static.cast]p11), a null pointer kept */
  gint64 off = subobject_offset (tc, fc);
  CkType *cp = ck_type_pointer_to (ck_ty_char);
  CkType *to_ptr = ref ? ck_type_pointer_to (t->base) : ck_type_unqualified (t);
  CkNode *p = ref ? ck_sema_unary (P, CK_E_ADDR, e, loc, 1) : ck_sema_decay (P, e);
  CkNode *tmp = NULL;
  if (P->fn)
    {
      CkObj *o = ck_parse_new_anon_obj (P, ck_type_unqualified (p->type), loc);
      tmp = vset (anon_ref (o, loc), p);
      p = anon_ref (o, loc);
    }
  CkNode *sub = ck_sema_binary (P, CK_E_SUB, ck_sema_cast (p, cp), ck_sema_int_lit (off, ck_ty_long, loc), loc, 1);
  CkNode *r = ck_sema_cast (sub, to_ptr);
  if (tmp && !ref)
    {
      CkNode *cn = ck_sema_node (CK_E_COND, loc);
      cn->cond = ck_sema_scalar_cond (P, anon_ref (tmp->lhs->obj, loc), "a condition");
      cn->then = r;
      cn->els = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), to_ptr);
      cn->type = to_ptr;
      r = cn;
    }
  r = comma (tmp, r);
  if (!ref)
    return r;
  CkNode *d = ck_sema_unary (P, CK_E_DEREF, r, loc, 1);
  return d;
}

static const char *
method_linkage (CkObj *fn)
{
  GString *s = g_string_new (fn->name);
  g_string_append_c (s, '(');
  CkParam *p = fn->type->params;
  if (!fn->is_static_method && p)
    p = p->next;
  for (; p; p = p->next)
    {
      g_string_append (s, ck_type_to_string (p->type));
      if (ck_class_closure_key (p->type))
        g_string_append_printf (s, "#%s", ck_class_closure_key (p->type));
      if (p->next)
        g_string_append (s, ", ");
    }
  g_string_append_c (s, ')');
  if (fn->is_const_method)
    g_string_append (s, " const");
  if (fn->method_of && fn->method_of->local_link)
    g_string_append (s, fn->method_of->local_link);
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* A member function as g++ names it in diagnostics: 'void C::f(int) const'. */
static const char *
method_sig (CkObj *fn)
{
  CkType *t = ck_type_copy (fn->type);
  t->origin = NULL;
  if (!fn->is_static_method && t->params)
    {
      t->params = t->params->next;
      t->n_params--;
    }
  const char *name = fn->name;
  CkClass *c = fn->method_of;
  gboolean special = c && c->type->tag
                     && (strcmp (name + strlen (c->name) + 2, c->type->tag) == 0
                         || name[strlen (c->name) + 2] == '~');
  char *sig = ck_type_pretty_function (t, name, FALSE);
  if (special && strncmp (sig, "void ", 5) == 0)
    sig += 5;   /* constructors and destructors have no return type */
  return fn->is_const_method ? ck_strdup_printf ("%s const", sig) : sig;
}

static const char *
args_sig (CkNode **args, int n)
{
  gboolean braced = FALSE;
  for (int i = 0; i < n; i++)
    braced |= args[i]->kind == CK_E_BRACED_ARG;
  if (!braced)
    return ck_template_args_str (args, n);   /* g++'s spelling: 'd(int&)', 'd(int*)' */
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      CkType *t = ck_type_copy (ck_sema_strip (args[i]->type));
      t->origin = NULL;
      char *ts = ck_type_pretty_function (ck_type_func (t), "", FALSE);
      /* "T ()": the return type's spelling */
      gsize l = strlen (ts);
      if (l >= 3)
        ts[l - 3] = 0;
      g_string_append_printf (s, "%s%s", i ? ", " : "", ts);
    }
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* The member [name] of class [c] or of a base (derived first): NULL if none. */
CkSym *
ck_class_find (CkClass *c, const char *name)
{
  CkSym *s = ck_map_get (&c->ns->syms, name);
  if (s)
    return s;
  for (int i = 0; i < c->bases.len; i++)
    {
      s = ck_class_find (root (ck_vec_get (&c->bases, i))->cls, name);
      if (s)
        return s;
    }
  return NULL;
}

/* ---------------------------------------------------------------- cleanups */

static gboolean may_access (CkParser *P, CkClass *c, int access);

static CkNode *elided_temp (CkParser *P, CkNode *e);
static void define_lazy (CkParser *P, CkObj *fn);

/* Whether [e] is a temporary of ck_class_temporary (see elided_temp), changing nothing. */
static gboolean
elided_temp_peek (CkNode *e)
{
  while (e->kind == CK_E_CAST && e->is_implicit)
    e = e->lhs;
  return e->kind == CK_E_COMMA && e->is_implicit && e->rhs->kind == CK_E_COMPOUND_LIT;
}

int
ck_class_cleanup_mark (CkParser *P)
{
  return P->cleanups.len;
}

/* Forgets the cleanups registered since [mark] (of an expression parsed only to be looked at). */
void
ck_class_cleanup_truncate (CkParser *P, int mark)
{
  if (P->cleanups.len > mark)
    P->cleanups.len = mark;
}

static CkNode *comma (CkNode *a, CkNode *b);

/* The operand [*e] of ?: created the temporaries [from, to) of P->cleanups: each is destroyed
 * only if the operand ran. [*e] becomes `(g = 1, e)`; returns `g = 0`, which the caller puts
 * before the whole conditional, or NULL when there is nothing to guard. */
static CkNode *
guard_operand (CkParser *P, CkNode **e, int from, int to)
{
  if (from >= to || !P->fn)
    return NULL;
  CkSrcLoc loc = (*e)->loc;
  CkObj *g = ck_parse_new_anon_obj (P, ck_ty_int, loc);
  for (int i = from; i < to; i++)
    {
      CkCleanup *c = ck_vec_get (&P->cleanups, i);
      if (c->is_temp && !c->guard)
        c->guard = g;
    }
  CkNode *set = ck_sema_node (CK_E_ASSIGN, loc);
  set->lhs = ck_sema_var (P, g, loc, 1);
  set->rhs = ck_sema_int_lit (1, ck_ty_int, loc);
  set->type = ck_ty_int;
  CkNode *r = comma (set, *e);
  r->is_lvalue = (*e)->is_lvalue;
  r->is_xvalue = (*e)->is_xvalue;
  *e = r;
  CkNode *clr = ck_sema_node (CK_E_ASSIGN, loc);
  clr->lhs = anon_ref (g, loc);   /* the flag's first use, before the conditional: its storage */
  clr->rhs = ck_sema_int_lit (0, ck_ty_int, loc);
  clr->type = ck_ty_int;
  return clr;
}

/* C++ [class.temporary]: the temporaries of the operands [*a] (made between marks [m0] and
 * [m1]) and [*b] ([m1], [m2]) of ?: are destroyed at the end of the full-expression only if
 * their operand ran. Returns what must run before the conditional (flags cleared), or NULL. */
CkNode *
ck_class_cond_guards (CkParser *P, CkNode **a, CkNode **b, int m0, int m1, int m2)
{
  if (P->is_c)
    return NULL;
  return comma (guard_operand (P, a, m0, m1), guard_operand (P, b, m1, m2));
}

/* `for (i = from; i != to; i += step) body(a[i])`: a constructor or destructor for every element
 * of the array [arr] ([n] elements), first to last or ([reverse]) last to first. */
static CkNode *
each_element (CkParser *P, CkNode *arr, gint64 n, gboolean reverse, CkNode *(*body) (CkParser *, CkNode *, gpointer),
              gpointer data, CkSrcLoc loc)
{
  CkObj *i = ck_parse_new_anon_obj (P, ck_ty_long, loc);
  CkNode *iv = ck_sema_node (CK_E_COMPOUND_LIT, loc);
  iv->obj = i;
  iv->type = i->type;
  iv->is_lvalue = TRUE;
  CkNode *f = ck_sema_node (CK_S_FOR, loc);
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = iv;
  as->rhs = ck_sema_int_lit (reverse ? n - 1 : 0, ck_ty_long, loc);
  as->type = ck_ty_long;
  f->init = expr_stmt (as);
  CkNode *v = ck_sema_var (P, i, loc, 1);
  v->kind = CK_E_COMPOUND_LIT;
  f->cond = reverse ? ck_sema_binary (P, CK_E_GE, v, ck_sema_int_lit (0, ck_ty_long, loc), loc, 1)
                    : ck_sema_binary (P, CK_E_LT, v, ck_sema_int_lit (n, ck_ty_long, loc), loc, 1);
  CkNode *v2 = ck_sema_var (P, i, loc, 1);
  v2->kind = CK_E_COMPOUND_LIT;
  f->inc = ck_sema_unary (P, reverse ? CK_E_PRE_DEC : CK_E_PRE_INC, v2, loc, 1);
  CkNode *v3 = ck_sema_var (P, i, loc, 1);
  v3->kind = CK_E_COMPOUND_LIT;
  CkNode *el = ck_sema_index (P, arr, v3, loc);
  if (el->type->kind == CK_TY_ARRAY)
    f->then = each_element (P, el, el->type->array_len, reverse, body, data, loc);
  else
    f->then = body (P, el, data);
  return f;
}

static CkNode *
dtor_of_element (CkParser *P, CkNode *el, gpointer data)
{
  CkObj *dtor = data;
  CkNode **args = ck_new_n (CkNode *, 1);
  args[0] = ck_sema_unary (P, CK_E_ADDR, el, el->loc, 1);
  CkNode *fn = ck_sema_node (CK_E_VAR, el->loc);
  fn->obj = dtor;
  fn->type = dtor->type;
  CkNode *call = ck_sema_node (CK_E_CALL, el->loc);
  call->lhs = fn;
  call->args = args;
  call->n_args = 1;
  call->type = ck_ty_void;
  return expr_stmt (call);
}

static CkNode *ctor_call (CkParser *P, CkClass *c, CkNode *obj, CkNode **args, int n, CkSrcLoc loc, int len);
static CkNode *stmt_expr_of (CkVec *stmts, CkNode *value, CkSrcLoc loc);

/* The class of the elements of [t], an array (of any dimensions) of objects of a class with
 * constructors or a destructor; NULL for any other type. */
static CkClass *
array_elem_class (CkType *t)
{
  if (t->is_reference || t->kind != CK_TY_ARRAY)
    return NULL;
  while (t->kind == CK_TY_ARRAY)
    t = t->base;
  CkClass *c = t->kind == CK_TY_STRUCT ? ck_class_of (t) : NULL;
  return c && (c->ctors || c->dtor) ? c : NULL;
}

/* `for (i = 0; i < n; i++) body (d[i], s[i]);` over the elements of two arrays of class [ec]
 * (any dimensions, taken flat) [d] and [s]: the member-wise copy of an array member. */
static CkNode *
each_pair (CkParser *P, CkNode *d, CkNode *s, CkClass *ec, gboolean ctor, CkSrcLoc loc)
{
  gint64 n = d->type->size / MAX (ec->type->size, 1);
  CkType *pt = ck_type_pointer_to (ec->type);
  CkType *cpt = ck_type_pointer_to (const_of (ec->type));
  CkNode *dp = ck_sema_cast (ck_sema_unary (P, CK_E_ADDR, d, loc, 1), pt);
  CkNode *sp = ck_sema_cast (ck_sema_unary (P, CK_E_ADDR, s, loc, 1), cpt);
  CkObj *i = ck_parse_new_anon_obj (P, ck_ty_long, loc);
  CkNode *iv[4];
  for (int k = 0; k < 4; k++)
    {
      iv[k] = ck_sema_node (CK_E_COMPOUND_LIT, loc);
      iv[k]->obj = i;
      iv[k]->type = i->type;
      iv[k]->is_lvalue = TRUE;
    }
  CkNode *f = ck_sema_node (CK_S_FOR, loc);
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = iv[0];
  as->rhs = ck_sema_int_lit (0, ck_ty_long, loc);
  as->type = ck_ty_long;
  f->init = expr_stmt (as);
  f->cond = ck_sema_binary (P, CK_E_LT, iv[1], ck_sema_int_lit (n, ck_ty_long, loc), loc, 1);
  f->inc = ck_sema_unary (P, CK_E_PRE_INC, iv[2], loc, 1);
  CkNode *de = ck_sema_index (P, dp, iv[3], loc);
  CkNode *iv4 = ck_sema_node (CK_E_COMPOUND_LIT, loc);
  *iv4 = *iv[3];
  CkNode *se = ck_sema_index (P, sp, iv4, loc);
  CkNode *args[1] = { se };
  f->then = expr_stmt (ctor ? ctor_call (P, ec, de, args, 1, loc, 1) : ck_sema_assign (P, CK_E_ASSIGN, de, se, loc, 1));
  return f;
}

/* The "destructor" of a handler's marker among the cleanups: the handler's end. */
static CkObj end_catch_marker;

static CkNode *
dtor_call (CkParser *P, CkObj *o, CkObj *dtor, CkSrcLoc loc)
{
  if (dtor == &end_catch_marker)
    {
      CkNode *e = ck_sema_node (CK_E_END_CATCH, loc);
      e->type = ck_ty_void;
      return expr_stmt (e);
    }
  if (o->type->kind == CK_TY_ARRAY)
    return each_element (P, ck_sema_var (P, o, loc, 1), o->type->array_len, TRUE, dtor_of_element, dtor, loc);
  CkNode *v = ck_sema_var (P, o, loc, 1);
  CkNode **args = ck_new_n (CkNode *, 1);
  args[0] = ck_sema_unary (P, CK_E_ADDR, v, loc, 1);
  CkNode *fn = ck_sema_node (CK_E_VAR, loc);
  fn->obj = dtor;
  fn->type = dtor->type;
  CkNode *call = ck_sema_node (CK_E_CALL, loc);
  call->lhs = fn;
  call->args = args;
  call->n_args = 1;
  call->type = ck_ty_void;
  return expr_stmt (call);
}

static CkNode *dtor_call (CkParser *P, CkObj *o, CkObj *dtor, CkSrcLoc loc);
static CkNode *block_of (CkVec *v, CkSrcLoc loc);

/* The destruction [c] asks for: `~T(o);`, or `if (guard) ~T(o);` for a temporary that only one
 * operand of ?: constructs. */
static CkNode *
cleanup_call (CkParser *P, CkCleanup *c, CkSrcLoc loc)
{
  CkNode *d = dtor_call (P, c->obj, c->dtor, loc);
  if (!c->guard)
    return d;
  CkNode *n = ck_sema_node (CK_S_IF, loc);
  n->cond = ck_sema_var (P, c->guard, loc, 1);
  n->then = d;
  return n;
}

/* Whether statement [n] (or a block of a block it is) declares [o]. */
static gboolean
declares (const CkNode *n, const CkObj *o, int depth)
{
  if (!n || depth > 3)
    return FALSE;
  if (n->kind == CK_S_DECL)
    return n->obj == o;
  if (n->kind == CK_S_BLOCK)
    for (int i = 0; i < n->n_body; i++)
      if (declares (n->body[i], o, depth + 1))
        return TRUE;
  return FALSE;
}

/* body[from..] with, after the declaration of each object of [objs] (from [k]), the rest in a
 * try whose catch-all handler destroys it and rethrows: the destructors an exception runs
 * while it leaves the block (C++ [except.ctor]p2). */
static void
wrap_unwinding (CkParser *P, CkVec *body, int from, CkCleanup **objs, int n, int k, CkVec *out)
{
  int pos = -1;
  while (k < n && pos < 0)
    {
      for (int i = from; i < body->len && pos < 0; i++)
        if (declares (ck_vec_get (body, i), objs[k]->obj, 0))
          pos = i;
      if (pos < 0)
        k++;
    }
  if (pos < 0)
    {
      for (int i = from; i < body->len; i++)
        ck_vec_push (out, ck_vec_get (body, i));
      return;
    }
  for (int i = from; i <= pos; i++)
    ck_vec_push (out, ck_vec_get (body, i));
  if (pos + 1 >= body->len)
    return;
  CkVec inner = { 0 };
  wrap_unwinding (P, body, pos + 1, objs, n, k + 1, &inner);
  CkSrcLoc loc = ((CkNode *) ck_vec_get (body, pos + 1))->loc;
  CkNode *t = ck_sema_node (CK_S_TRY, loc);
  t->then = block_of (&inner, loc);
  CkNode *h = ck_sema_node (CK_S_CATCH, loc);
  h->ival = 1;   /* a cleanup: the exception flies on after it */
  CkVec hv = { 0 };
  ck_vec_push (&hv, dtor_call (P, objs[k]->obj, objs[k]->dtor, loc));
  h->then = block_of (&hv, loc);
  t->cases = ck_new_n (CkNode *, 1);
  t->cases[0] = h;
  t->n_cases = 1;
  ck_vec_push (out, t);
}

/* Appends to [body] the destructor calls of the objects declared since [mark], latest first,
 * and forgets them: their scope ends. In host code, an exception leaving the block destroys
 * them too. */
void
ck_class_cleanup_pop (CkParser *P, CkVec *body, int mark, CkSrcLoc loc)
{
  if (body && P->fn && !P->is_c && !(P->opts && P->opts->device_pass)
      && (P->fn->exec_space & CK_ES_HOST) && !(P->fn->exec_space & (CK_ES_GLOBAL)))
    {
      CkCleanup **objs = g_newa (CkCleanup *, P->cleanups.len - mark + 1);
      int n = 0;
      for (int i = mark; i < P->cleanups.len; i++)
        if (!((CkCleanup *) ck_vec_get (&P->cleanups, i))->is_temp)
          objs[n++] = ck_vec_get (&P->cleanups, i);
      if (n)
        {
          CkVec out = { 0 };
          wrap_unwinding (P, body, 0, objs, n, 0, &out);
          *body = out;
        }
    }
  for (int i = P->cleanups.len - 1; i >= mark; i--)
    {
      CkCleanup *c = ck_vec_get (&P->cleanups, i);
      if (body)
        ck_vec_push (body, cleanup_call (P, c, loc));
    }
  if (P->cleanups.len > mark)
    P->cleanups.len = mark;
}

static CkNode *
block_of (CkVec *v, CkSrcLoc loc)
{
  CkNode *b = ck_sema_node (CK_S_BLOCK, loc);
  b->n_body = v->len;
  b->body = ck_new_n (CkNode *, v->len + 1);
  for (int i = 0; i < v->len; i++)
    b->body[i] = ck_vec_get (v, i);
  return b;
}

/* Whether [c] has a constructor taking a non-const [c] & (`B(B &)`), which an rvalue does not
 * bind to: a returned parameter is then copied as an lvalue. */
static gboolean
takes_nonconst_own (CkClass *c)
{
  for (int i = 0; c->ctors && i < c->ctors->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&c->ctors->overloads, i);
      CkParam *p = f->type->params ? f->type->params->next : NULL;
      if (p && p->type->kind == CK_TY_PTR && p->type->is_reference && !p->type->is_rvalue_ref
          && !p->type->base->is_const && ck_class_of (p->type->base) == c)
        return TRUE;
    }
  return FALSE;
}

/* `return`, `break`, `continue` [n] leaving scopes with objects to destroy: a block that calls
 * their destructors first (the returned value computed before them). */
CkNode *
ck_class_wrap_jump (CkParser *P, CkNode *n)
{
  if (n->kind == CK_S_RETURN && n->lhs && !P->is_c)
    {
      /* a member, a global or a parameter returned by value: the returned object is a copy
         of it, made by the copy constructor, or by the move constructor from an xvalue
         (`return std::move(s.append(t));`); a local is the returned object itself (NRVO) */
      CkNode *e = n->lhs;
      while (e->kind == CK_E_CAST && e->is_implicit)
        e = e->lhs;
      CkClass *rc = e->type->kind == CK_TY_PTR ? NULL : ck_class_of (e->type);
      if (rc && e->is_lvalue && (rc->ctors || rc->dtor)
          && !(e->kind == CK_E_VAR && e->obj->is_local && !e->obj->is_param)
          && P->fn->type->base->kind != CK_TY_PTR && !elided_temp_peek (e))
        {
          CkNode *args[1] = { n->lhs };
          if (e->kind == CK_E_VAR && e->obj->is_param && !e->obj->type->is_reference
              && !e->type->is_volatile && ck_class_of (P->fn->type->base) == rc
              && !takes_nonconst_own (rc))
            {
              /* a parameter named by the return statement is moved from: overload resolution
                 sees it as an rvalue first ([class.copy.elision]p3) */
              CkNode *x = ck_sema_node (CK_E_VAR, e->loc);
              *x = *e;
              x->is_xvalue = TRUE;
              args[0] = x;
            }
          CkNode *tmp = ck_class_temporary (P, ck_type_unqualified (e->type), args, 1, n->loc);
          elided_temp (P, tmp);
          n->lhs = tmp;
        }
    }
  if (P->cleanups.len == 0)
    return n;
  CkVec v = { 0 };
  int from = 0;
  if (n->kind == CK_S_BREAK || n->kind == CK_S_CONTINUE)
    {
      CkNode *target = n->target;
      from = P->cleanups.len;
      while (from > 0)
        {
          CkCleanup *c = ck_vec_get (&P->cleanups, from - 1);
          if ((n->kind == CK_S_BREAK ? c->brk : c->cont) != target)
            break;
          from--;
        }
      if (from == P->cleanups.len)
        return n;
    }
  CkObj *nrvo = NULL;
  if (n->kind == CK_S_RETURN && n->lhs)
    {
      CkNode *e = n->lhs;
      while (e->kind == CK_E_CAST && e->is_implicit)
        e = e->lhs;
      CkClass *rc = e->type->kind == CK_TY_PTR ? NULL : ck_class_of (e->type);
      if (e->kind == CK_E_VAR && rc && e->obj->is_local && !e->obj->is_param)
        nrvo = e->obj;   /* g++ constructs a returned local in the caller's object (NRVO) */
      else if (rc && (e = elided_temp (P, e)) != NULL)
        {
          /* a returned temporary is the caller's object: made first, then the locals and the
             other temporaries of the full-expression are destroyed ([stmt.return]p3) */
          ck_vec_push (&v, expr_stmt (n->lhs));
          n->lhs = anon_ref (e->rhs->obj, n->loc);
        }
      else
        {
          CkObj *t = ck_parse_new_anon_obj (P, n->lhs->type, n->loc);
          CkNode *as = ck_sema_node (CK_E_ASSIGN, n->loc);
          as->lhs = anon_ref (t, n->loc);
          as->rhs = n->lhs;
          as->type = t->type;
          ck_vec_push (&v, expr_stmt (as));
          n->lhs = anon_ref (t, n->loc);
        }
    }
  for (int i = P->cleanups.len - 1; i >= from; i--)
    {
      CkCleanup *c = ck_vec_get (&P->cleanups, i);
      if (c->obj != nrvo)
        ck_vec_push (&v, cleanup_call (P, c, n->loc));
    }
  ck_vec_push (&v, n);
  return block_of (&v, n->loc);
}

static void
push_cleanup (CkParser *P, CkObj *o, CkObj *dtor)
{
  CkCleanup *c = ck_new (CkCleanup);
  c->obj = o;
  c->dtor = dtor;
  c->brk = P->brk;
  c->cont = P->cont;
  ck_vec_push (&P->cleanups, c);
}

/**
 * ck_class_own_aggregate:
 * @P: the parser
 * @o: a local just initialised from a braced list as an aggregate (or an array of them)
 *
 * Where its class has a destructor, @o is destroyed at its scope's end: its members were
 * constructed in place from the list (their temporaries elided), so they are its to destroy.
 */
void
ck_class_own_aggregate (CkParser *P, CkObj *o)
{
  CkType *et = o->type;
  while (et->kind == CK_TY_ARRAY)
    et = et->base;
  CkClass *c = et->kind == CK_TY_STRUCT ? ck_class_of (et) : NULL;
  if (c && c->dtor && ck_class_is_aggregate (et) && !o->type->vla_len)
    push_cleanup (P, o, c->dtor);
}

/* The end of the full-expression of statement [n]: the temporaries it created (above [mark])
 * are destroyed, latest first, after it. */
CkNode *
ck_class_full_expr_end (CkParser *P, CkNode *n, int mark)
{
  if (n && n->kind == CK_S_EXPR && n->lhs && !n->lhs->is_lvalue && n->lhs->kind == CK_E_CALL
      && n->lhs->type->kind != CK_TY_PTR && ck_class_of (n->lhs->type)
      && ck_class_of (n->lhs->type)->dtor)
    n->lhs = addr_of (P, n->lhs);   /* a discarded prvalue `mk();` is still destroyed */
  int from = P->cleanups.len;
  while (from > mark && ((CkCleanup *) ck_vec_get (&P->cleanups, from - 1))->is_temp)
    from--;
  if (from == P->cleanups.len || !n)
    return n;
  CkVec v = { 0 };
  ck_vec_push (&v, n);
  ck_class_cleanup_pop (P, &v, from, n->loc);
  return block_of (&v, n->loc);
}

/* The end of the full-expression [e] whose value is used (a condition, a for-increment): its
 * value is kept in a temporary, the temporaries it created are destroyed, then the value is
 * that temporary's: `({ T v = e; ~temporaries; v; })`. */
CkNode *
ck_class_full_expr_value (CkParser *P, CkNode *e, int mark)
{
  int from = P->cleanups.len;
  while (from > mark && ((CkCleanup *) ck_vec_get (&P->cleanups, from - 1))->is_temp)
    from--;
  if (from == P->cleanups.len || !P->fn || e->type == P->ty_err)
    return e;
  CkVec v = { 0 };
  CkObj *t = NULL;
  if (e->type->kind != CK_TY_VOID)
    {
      t = ck_parse_new_anon_obj (P, ck_type_unqualified (ck_sema_decay (P, e)->type), e->loc);
      CkNode *d = ck_sema_node (CK_S_DECL, e->loc);
      d->obj = t;
      ck_vec_push (&v, d);
      CkNode *as = ck_sema_node (CK_E_ASSIGN, e->loc);
      as->lhs = ck_sema_var (P, t, e->loc, 1);
      as->rhs = ck_sema_decay (P, e);
      as->type = t->type;
      ck_vec_push (&v, expr_stmt (as));
    }
  else
    ck_vec_push (&v, expr_stmt (e));
  ck_class_cleanup_pop (P, &v, from, e->loc);
  CkNode *last = t ? ck_sema_var (P, t, e->loc, 1) : ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, e->loc), ck_ty_void);
  ck_vec_push (&v, expr_stmt (last));
  CkNode *n = ck_sema_node (CK_E_STMT_EXPR, e->loc);
  n->n_body = v.len;
  n->body = ck_new_n (CkNode *, v.len + 1);
  for (int i = 0; i < v.len; i++)
    n->body[i] = ck_vec_get (&v, i);
  n->type = last->type;
  n->range_len = e->range_len;
  return n;
}

/* ---------------------------------------------------------------- calls */

/* The call of the member function set [set] on the object [obj] (NULL: no object, only a
 * static member function may be called) with [args]. */
CkNode *
ck_class_call_method (CkParser *P, CkNode *obj, CkSym *set, CkNode **args, int n, CkSrcLoc loc,
                      int len, gboolean qualified)
{
  if (set->member_tmpls.len)
    ck_template_member_candidates (P, set, args, n, loc, len);   /* their instances join the set */
  if (!set->overloads.len)
    {
      /* only member templates, none of which deduced: g++ names the call with the
         argument types */
      ck_parse_error (P, loc, len, "no matching function for call to '%s(%s)'", set->name, args_sig (args, n));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkClass *c = set->member_of;
  gboolean any_static = FALSE, any_member = FALSE;
  for (int i = 0; i < set->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&set->overloads, i);
      if (f->is_static_method)
        any_static = TRUE;
      else
        any_member = TRUE;
    }
  CkNode **all = ck_new_n (CkNode *, n + 2);
  int na = 0;
  if (any_member)
    {
      if (!obj)
        {
          ck_parse_error (P, loc, len, "cannot call member function '%s' without object",
                          ((CkObj *) set->obj)->name);
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      if (any_static)
        {
          ck_parse_error (P, loc, len, "unsupported: overloads of '%s' both static and not",
                          set->obj->name);
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      CkClass *oc = ck_class_of (obj->type);
      CkNode *sub = oc && oc != c ? base_subobject (P, obj, oc, c) : obj;
      if (!sub)
        sub = obj;
      all[na++] = addr_of (P, sub);
    }
  for (int i = 0; i < n; i++)
    all[na++] = args[i];
  CkObj *callee = set->obj;
  for (int i = 0; i < na; i++)
    if (all[i]->type == P->ty_err)
      return ck_sema_int_lit (0, P->ty_err, loc);
  int n_viable = 0;
  CkObj *best = ck_sema_pick_overload (P, &set->overloads, all, na, &n_viable);
  if (!best)
    {
      /* g++'s words, with the member's name and the argument types */
      const char *short_n = callee->name + strlen (c->name) + 2;
      if (callee->is_tmpl_instance && g_str_has_suffix (short_n, ">"))
        {
          /* the first instance of a member template: g++ names the call by the template's
             name (`m(int, int)`, not `m<int>(int, int)`) */
          int depth = 0, k = (int) strlen (short_n) - 1;
          for (; k > 0; k--)
            {
              depth += short_n[k] == '>' ? 1 : short_n[k] == '<' ? -1 : 0;
              if (depth == 0)
                break;
            }
          if (k > 0)
            short_n = ck_strndup (short_n, k);
        }
      gboolean ctor = c->type->tag && strcmp (short_n, c->type->tag) == 0;
      const char *what = ck_strdup_printf ("%s(%s)", ctor ? callee->name : ck_strdup_printf ("%s::%s", c->name, short_n),
                                           args_sig (args, n));
      if (n_viable > 1)
        ck_parse_error (P, loc, len, "call of overloaded '%s(%s)' is ambiguous", short_n, args_sig (args, n));
      else
        ck_parse_error (P, loc, len, "no matching function for call to '%s'", what);
      for (int i = 0; i < set->overloads.len; i++)
        {
          CkObj *f = ck_vec_get (&set->overloads, i);
          ck_parse_note (P, f->loc, (int) strlen (short_n), "candidate: '%s'", method_sig (f));
        }
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  callee = best;
  define_lazy (P, best);
  CkSym one = *set;
  memset (&one.overloads, 0, sizeof one.overloads);
  ck_vec_push (&one.overloads, best);
  one.obj = best;
  CkNode *fn = ck_sema_var (P, callee, loc, len);
  CkNode *call = ck_sema_call (P, fn, &one, all, na, loc, FALSE);
  if (call->kind == CK_E_CALL || (call->kind == CK_E_DEREF && call->lhs->kind == CK_E_CALL))
    {
      CkNode *cn = call->kind == CK_E_CALL ? call : call->lhs;
      CkObj *f = cn->lhs->kind == CK_E_VAR ? cn->lhs->obj : NULL;
      if (f && f->is_deleted)
        {
          ck_parse_error (P, loc, len, "use of deleted function '%s'", method_sig (f));
          ck_parse_note (P, f->loc, 1, "declared here");
        }
      if (f && f->access != ACC_PUBLIC && !may_access (P, f->method_of, f->access))
        {
          ck_parse_error (P, loc, len, "'%s' is %s within this context", method_sig (f),
                          acc_name[f->access]);
          ck_parse_note (P, f->loc, 1, "declared %s here", acc_name[f->access]);
        }
      if (f && f->is_virtual && !qualified && any_member)
        {
          /* through the vtable: the function pointer at slot [vslot] of the object's class */
          CkClass *vc = f->method_of;
          CkNode *self = cn->args[0];
          CkNode *d = ck_sema_unary (P, CK_E_DEREF, self, loc, 1);
          CkNode *vp = ck_sema_node (CK_E_MEMBER, loc);
          vp->lhs = d;
          vp->member = vc->vptr;
          vp->type = vc->vptr->type;
          vp->is_lvalue = TRUE;
          CkNode *slot = ck_sema_unary (P, CK_E_DEREF,
                                        ck_sema_binary (P, CK_E_ADD, vp, ck_sema_int_lit (f->vslot, ck_ty_int, loc),
                                                        loc, 1), loc, 1);
          cn->lhs = ck_sema_cast (slot, ck_type_pointer_to (f->type));
        }
    }
  return call;
}

/* Forgets the cleanups [v] of P->cleanups: the code that made their objects was dropped. */
static void
drop_cleanups (CkParser *P, const CkVec *v)
{
  for (int k = 0; k < v->len; k++)
    for (int i = P->cleanups.len - 1; i >= 0; i--)
      if (ck_vec_get (&P->cleanups, i) == ck_vec_get (v, k))
        {
          for (int j = i; j + 1 < P->cleanups.len; j++)
            P->cleanups.data[j] = P->cleanups.data[j + 1];
          P->cleanups.len--;
          break;
        }
}

/* [e] is a temporary that ck_class_temporary made (a prvalue of class type): it is not
 * materialised after all (C++17 guaranteed copy elision), its destruction forgotten. Its
 * COMMA node, or NULL. */
static CkNode *
elided_temp (CkParser *P, CkNode *e)
{
  while (e->kind == CK_E_CAST && e->is_implicit)
    e = e->lhs;
  if (e->kind != CK_E_COMMA || !e->is_implicit || e->rhs->kind != CK_E_COMPOUND_LIT)
    return NULL;
  CkObj *o = e->rhs->obj;
  for (int i = P->cleanups.len - 1; i >= 0; i--)
    if (((CkCleanup *) ck_vec_get (&P->cleanups, i))->obj == o)
      {
        for (int j = i; j + 1 < P->cleanups.len; j++)
          P->cleanups.data[j] = P->cleanups.data[j + 1];
        P->cleanups.len--;
        break;
      }
  return e;
}

/* Whether copying a [c] (constructing when [ctor], else assigning) must go member by member:
 * a base or a member has a user-declared copy constructor (or copy assignment operator). */
static gboolean
needs_memberwise (CkClass *c, gboolean ctor)
{
  CkVec types = { 0 };
  for (int i = 0; i < c->bases.len; i++)
    ck_vec_push (&types, ck_vec_get (&c->bases, i));
  for (CkMember *m = c->members; m; m = m->next)
    if (m->name && !m->type->is_reference)
      {
        CkClass *ec = array_elem_class (m->type);
        ck_vec_push (&types, ec ? ec->type : m->type);
      }
  for (int i = 0; i < types.len; i++)
    {
      CkClass *mc = ck_class_of (ck_vec_get (&types, i));
      if (!mc || ((CkType *) ck_vec_get (&types, i))->kind == CK_TY_PTR)
        continue;
      if (needs_memberwise (mc, ctor))
        return TRUE;
      if (ctor && mc->ctors)
        for (int k = 0; k < mc->ctors->overloads.len; k++)
          {
            CkObj *f = ck_vec_get (&mc->ctors->overloads, k);
            CkParam *p = f->type->params ? f->type->params->next : NULL;
            if (p && !p->next && ck_class_of (p->type) == mc)
              return TRUE;
          }
      if (!ctor && ck_map_get (&mc->ns->syms, "operator="))
        return TRUE;
    }
  return FALSE;
}

static CkNode *set_vptr (CkParser *P, CkClass *c, CkNode *self, CkSrcLoc loc);
static CkNode *ctor_call (CkParser *P, CkClass *c, CkNode *obj, CkNode **args, int n, CkSrcLoc loc, int len);

static CkNode *
comma (CkNode *a, CkNode *b)
{
  if (!a)
    return b;
  if (!b)
    return a;
  CkNode *cm = ck_sema_node (CK_E_COMMA, b->loc);
  cm->lhs = a;
  cm->rhs = b;
  cm->type = b->type;
  return cm;
}

/* The implicit copy constructor (or, when ![ctor], copy assignment) of [c] copying [src] into
 * [obj]: member by member where a member's class says how, as bytes otherwise; the vtable
 * pointer stays [c]'s (a sliced copy of a derived object is a [c]). */
static CkNode *
implicit_copy (CkParser *P, CkClass *c, CkNode *obj, CkNode *src, CkSrcLoc loc, gboolean ctor)
{
  CkNode *r = NULL;
  if (!needs_memberwise (c, ctor))
    {
      CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
      as->lhs = obj;
      as->rhs = ck_sema_cast (src, ck_type_unqualified (obj->type));
      as->type = obj->type;
      r = as;
    }
  else
    {
      for (int i = 0; i < c->bases.len; i++)
        {
          CkClass *bc = root (ck_vec_get (&c->bases, i))->cls;
          CkNode *d = direct_base (P, obj, c, i), *sv = direct_base (P, src, c, i);
          CkNode *args[1] = { sv };
          r = comma (r, ctor ? ctor_call (P, bc, d, args, 1, loc, 1)
                             : ck_sema_assign (P, CK_E_ASSIGN, d, sv, loc, 1));
        }
      for (CkMember *m = c->members; m; m = m->next)
        {
          if (!m->name)
            continue;
          CkNode *d = ck_sema_member (P, obj, m->name, FALSE, loc, 1);
          CkNode *sv = ck_sema_member (P, src, m->name, FALSE, loc, 1);
          CkClass *mc = m->type->is_reference || m->type->kind == CK_TY_PTR ? NULL : ck_class_of (m->type);
          CkClass *ec = array_elem_class (m->type);
          if (ec)
            {
              /* an array of objects: element by element, first to last */
              CkVec st = { 0 };
              ck_vec_push (&st, each_pair (P, d, sv, ec, ctor, loc));
              r = comma (r, stmt_expr_of (&st, ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), ck_ty_void), loc));
            }
          else if (mc && ctor)
            {
              CkNode *args[1] = { sv };
              r = comma (r, ctor_call (P, mc, d, args, 1, loc, 1));
            }
          else if (mc)
            r = comma (r, ck_sema_assign (P, CK_E_ASSIGN, d, sv, loc, 1));
          else
            {
              CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
              as->lhs = d;
              as->rhs = sv;
              as->type = d->type;
              r = comma (r, as);
            }
        }
    }
  if (c->vtable)
    r = comma (r, set_vptr (P, c, obj, loc));
  return r ? r : ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), ck_ty_void);
}

/* The constructor call that initialises the object at [addr] (a pointer to class [c]) from
 * [args]; NULL when the class has no constructor to call (trivial default construction). */
static CkNode *ctor_preset;         /* the table ctor_call stores before the constructor call */
static gboolean ctor_preset_keep;   /* it stores none */

/* The call of the constructor of a class with virtual bases [c] ([call]) on [obj], after the
 * table it is told of is stored in its vtable pointer: [preset] for a base subobject (from the
 * VTT of the derived class), a null pointer for a complete object, none when [keep] (a
 * delegating constructor: the table its caller stored). */
static CkNode *
vctor_wrap (CkParser *P, CkClass *c, CkNode *obj, CkNode *preset, gboolean keep,
            CkNode *(*make) (CkParser *, CkClass *, CkNode *, CkNode **, int, CkSrcLoc, int),
            CkNode **args, int n, CkSrcLoc loc, int len)
{
  if (!c->vbases.len || keep)
    return make (P, c, obj, args, n, loc, len);
  CkNode *pre = NULL;
  obj = evaluated_once (P, obj, &pre);
  CkNode *vp = ck_sema_node (CK_E_MEMBER, loc);
  vp->lhs = obj;
  vp->member = c->vptr;
  vp->type = c->vptr->type;
  vp->is_lvalue = TRUE;
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = vp;
  as->rhs = preset ? preset : ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), vp->type);
  as->type = vp->type;
  CkNode *call = make (P, c, obj, args, n, loc, len);
  if (!call || call->type == P->ty_err)
    return call;
  return comma (pre, comma (as, call));
}

static CkNode *ctor_call_1 (CkParser *P, CkClass *c, CkNode *obj, CkNode **args, int n, CkSrcLoc loc, int len);

static CkNode *
ctor_call (CkParser *P, CkClass *c, CkNode *obj, CkNode **args, int n, CkSrcLoc loc, int len)
{
  CkNode *preset = ctor_preset;
  gboolean keep = ctor_preset_keep;
  ctor_preset = NULL;
  ctor_preset_keep = FALSE;
  if (c->vbases.len && n == 1 && ck_class_of (args[0]->type) == c && !preset && !keep)
    {
      /* a prvalue of the class: that object is this one (copy elision), as below */
      CkNode *tmp = args[0];
      while (tmp->kind == CK_E_CAST && tmp->is_implicit)
        tmp = tmp->lhs;
      for (int i = P->temp_args.len - 1; elided_temp_peek (tmp) && i >= 0; i--)
        {
          TempArgs *ta = ck_vec_get (&P->temp_args, i);
          if (ta->node == tmp)
            {
              elided_temp (P, args[0]);
              drop_cleanups (P, &ta->cleanups);
              return ctor_call (P, c, obj, ta->args, ta->n, loc, len);
            }
        }
      if ((!tmp->is_lvalue || tmp->kind == CK_E_CALL) && tmp->kind != CK_E_DEREF)
        {
          /* a complete object returned by value: it is this one (its tables are a [c]'s) */
          CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
          as->lhs = obj;
          as->rhs = ck_sema_cast (tmp, ck_type_unqualified (obj->type));
          as->type = obj->type;
          return as;
        }
    }
  return vctor_wrap (P, c, obj, preset, keep, ctor_call_1, args, n, loc, len);
}

static CkNode *
ctor_call_1 (CkParser *P, CkClass *c, CkNode *obj, CkNode **args, int n, CkSrcLoc loc, int len)
{
  if (n == 1 && ck_class_of (args[0]->type) == c && !c->vbases.len)
    {
      /* from a prvalue of the class: that object is this one (copy elision) */
      CkNode *tmp = elided_temp (P, args[0]);
      for (int i = P->temp_args.len - 1; tmp && i >= 0; i--)
        {
          TempArgs *ta = ck_vec_get (&P->temp_args, i);
          if (ta->node == tmp)
            {
              drop_cleanups (P, &ta->cleanups);
              return ctor_call (P, c, obj, ta->args, ta->n, loc, len);
            }
        }
      CkNode *in = args[0];
      while (in->kind == CK_E_CAST && in->is_implicit)
        in = in->lhs;
      if (!in->is_lvalue || in->kind == CK_E_CALL || (in->kind == CK_E_DEREF && in->lhs->kind == CK_E_CALL
                                                      && !in->lhs->type->is_reference))
        {
          if (!(in->kind == CK_E_DEREF))
            {
              CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
              as->lhs = obj;
              as->rhs = ck_sema_cast (in, ck_type_unqualified (obj->type));
              as->type = obj->type;
              return as;
            }
        }
    }
  if (!c->ctors)
    {
      if (n == 0)
        return NULL;
      if (n == 1 && ck_class_of (args[0]->type) && ck_class_is_base_of (c, ck_class_of (args[0]->type)))
        {
          /* the implicit copy constructor: member-wise copy */
          CkNode *src = base_subobject (P, args[0], ck_class_of (args[0]->type), c);
          return implicit_copy (P, c, obj, src, loc, TRUE);
        }
      ck_parse_error (P, loc, len, "no matching function for call to '%s::%s(%s)'", c->name,
                      c->type->tag, n ? ck_parse_type_str (args[0]->type) : "");
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  /* the implicit copy constructor when the class declares others but no copy constructor */
  if (n == 1 && ck_class_of (args[0]->type) && ck_class_is_base_of (c, ck_class_of (args[0]->type)))
    {
      gboolean has_copy = FALSE;
      for (int i = 0; i < c->ctors->overloads.len; i++)
        {
          CkObj *f = ck_vec_get (&c->ctors->overloads, i);
          CkParam *p = f->type->params->next;
          if (p && !p->next && ck_class_of (p->type) == c)
            has_copy = TRUE;
        }
      if (!has_copy)
        {
          CkNode *src = base_subobject (P, args[0], ck_class_of (args[0]->type), c);
          return implicit_copy (P, c, obj, src, loc, TRUE);
        }
    }
  if (c->ctors->member_tmpls.len)
    ck_template_member_candidates (P, c->ctors, args, n, loc, len);
  if (obj->type->is_const || obj->type->is_volatile)
    {
      /* a const object is not const while it is constructed ([class.ctor]): `const T x (5);` */
      CkNode *u = ck_sema_node (obj->kind, obj->loc);
      *u = *obj;
      u->type = ck_type_unqualified (obj->type);
      obj = u;
    }
  CkSym set = *c->ctors;
  set.member_tmpls.len = 0;
  set.name = ck_strdup_printf ("%s::%s", c->name, c->type->tag);
  gboolean copy_list = P->copy_list_ctor;
  P->copy_list_ctor = FALSE;
  CkNode *r = ck_class_call_method (P, obj, &set, args, n, loc, len, TRUE);
  CkNode *call = r;
  while (call && (call->kind == CK_E_DEREF || (call->kind == CK_E_CAST && call->is_implicit)))
    call = call->lhs;
  if (copy_list && call && call->kind == CK_E_CALL && call->lhs->kind == CK_E_VAR && call->lhs->obj->is_explicit)
    {
      ck_parse_error (P, loc, len, "converting to '%s' from initializer list would use explicit "
                      "constructor '%s'", c->name, method_sig (call->lhs->obj));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  return r;
}

static CkObj *
find_dtor (CkType *t)
{
  CkClass *c = ck_class_of (t);
  return c ? c->dtor : NULL;
}

gboolean
ck_class_needs_ctor (CkType *t)
{
  CkClass *c = ck_class_of (t);
  return c && (c->ctors || c->dtor);
}

static CkNode *ctor_of_element (CkParser *P, CkNode *el, gpointer data);
static void skip_body (CkParser *P);
static gboolean const_init (CkParser *P, CkObj *o, CkClass *c);
static gboolean aggregate_list (CkParser *P, CkType *t);

/* The std::initializer_list<E> class that [c]'s initializer-list constructor takes (by value
 * or by const reference, as its only parameter), or NULL. */
static CkClass *
init_list_param (CkClass *c)
{
  if (!c || !c->ctors)
    return NULL;
  for (int i = 0; i < c->ctors->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&c->ctors->overloads, i);
      CkParam *p = f->type->params ? f->type->params->next : NULL;
      if (!p || (p->next && !p->next->default_arg))
        continue;
      CkType *pt = p->type->is_reference ? p->type->base : p->type;
      CkClass *pc = ck_class_of (pt);
      if (pc && pt->kind != CK_TY_PTR && pt->tag && (g_str_has_prefix (pc->name, "std::initializer_list<") || g_str_has_prefix (pc->name, "initializer_list<")))
        return pc;
    }
  return NULL;
}

/* [dcl.init.list] (3.7), [over.match.list]: a braced list [args] initialising an object of
 * class [c] with an initializer-list constructor becomes one argument, a
 * std::initializer_list<E> over an array of E holding the elements (a compound literal that
 * lives to the end of the enclosing block). [args] is unchanged when [c] has none, or when
 * the list is empty and [c] has a default constructor. */
static CkNode **
list_init_args (CkParser *P, CkClass *c, CkNode **args, int *n, CkSrcLoc loc)
{
  CkClass *il = init_list_param (c);
  if (!il || (*n == 0 && c->ctors))
    {
      gboolean has_default = FALSE;
      for (int i = 0; il && c->ctors && i < c->ctors->overloads.len; i++)
        {
          CkObj *f = ck_vec_get (&c->ctors->overloads, i);
          CkParam *p = f->type->params ? f->type->params->next : NULL;
          if (!p || p->default_arg)
            has_default = TRUE;
        }
      if (!il || has_default)
        return args;
    }
  CkNode *t = ck_class_init_list (P, il->type, args, *n, loc);
  if (!t)
    return args;
  CkNode **r = ck_new_n (CkNode *, 2);
  r[0] = t;
  *n = 1;
  return r;
}

CkNode *
ck_class_init_list (CkParser *P, CkType *il, CkNode **args, int n, CkSrcLoc loc)
{
  gint64 off;
  CkMember *bm = ck_sema_find_member (il, "__b", &off);
  CkType *bt = bm ? bm->type : NULL;
  if (!bt || bt->kind != CK_TY_PTR)
    return NULL;
  CkType *et = ck_type_unqualified (bt->base);
  if (ck_class_needs_ctor (et))
    {
      /* an array of objects, each constructed from its element, destroyed with the
         full-expression's temporaries: `std::vector<std::string> v = {"a", "b"}` */
      CkClass *ec = ck_class_of (et);
      CkObj *o = ck_parse_new_anon_obj (P, ck_type_array_of (et, n > 0 ? n : 1), loc);
      CkNode *calls = NULL;
      for (int i = 0; i < n; i++)
        {
          CkNode *el = ck_sema_index (P, anon_ref (o, loc), ck_sema_int_lit (i, ck_ty_int, loc), loc);
          CkNode *a1[2] = { args[i], NULL };
          CkNode *call = ctor_call (P, ec, el, a1, 1, loc, 1);
          if (!call)
            return NULL;
          calls = comma (calls, call);
        }
      if (ec->dtor && P->fn)
        {
          push_cleanup (P, o, ec->dtor);
          ((CkCleanup *) ck_vec_get (&P->cleanups, P->cleanups.len - 1))->is_temp = TRUE;
        }
      CkNode **ia = ck_new_n (CkNode *, 3);
      ia[0] = ck_sema_decay (P, anon_ref (o, loc));
      ia[1] = ck_sema_int_lit (n, P->ty_size_t, loc);
      CkNode *il_tmp = ck_class_temporary (P, il, ia, 2, loc);
      return calls ? comma (calls, il_tmp) : il_tmp;
    }
  CkType *at = ck_type_array_of (et, n > 0 ? n : 1);
  CkObj *o = ck_parse_new_anon_obj (P, at, loc);
  CkInit *in = ck_new (CkInit);
  in->items = ck_new_n (CkInitItem, n > 0 ? n : 1);
  in->n_items = n;
  for (int i = 0; i < n; i++)
    {
      in->items[i].offset = i * et->size;
      in->items[i].type = et;
      ck_sema_check_narrowing (P, args[i], et, TRUE);
      in->items[i].expr = ck_sema_convert (P, args[i], et, "initialization");
    }
  o->init = in;
  CkNode *arr = anon_ref (o, loc);
  CkNode **ia = ck_new_n (CkNode *, 3);
  ia[0] = ck_sema_decay (P, arr);
  ia[1] = ck_sema_int_lit (n, P->ty_size_t, loc);
  return ck_class_temporary (P, il, ia, 2, loc);
}

static CkNode **braced_args (CkParser *P, CkClass *c, int *n);

CkNode *
ck_class_list_temporary (CkParser *P, CkType *t, CkSrcLoc loc)
{
  CkClass *c = ck_class_of (t);
  gboolean user_ctor = FALSE;
  for (int i = 0; c && c->ctors && i < c->ctors->overloads.len && !user_ctor; i++)
    {
      CkObj *f = ck_vec_get (&c->ctors->overloads, i);
      user_ctor = !f->is_implicit_member && !f->is_defaulted;
    }
  if (!user_ctor)
    return NULL;   /* an aggregate: initialised member by member */
  gboolean copy_list = P->copy_list;
  P->copy_list = FALSE;
  int n;
  CkNode **args = braced_args (P, c, &n);
  for (int i = 0; i < n; i++)
    if (args[i]->type == P->ty_err)
      return args[i];
  P->copy_list_ctor = copy_list;   /* an argument's or a return's list: no explicit constructor */
  CkNode *r = ck_class_temporary (P, t, args, n, loc);
  P->copy_list_ctor = FALSE;
  return r;
}

gboolean
ck_class_is_init_list (CkClass *c)
{
  return c && (g_str_has_prefix (c->name, "std::initializer_list<")
               || g_str_has_prefix (c->name, "initializer_list<"));
}

/* The element type E of the std::initializer_list<E> class [il], or NULL. */
static CkType *
init_list_elem (CkType *il)
{
  gint64 off;
  CkMember *bm = ck_sema_find_member (il, "__b", &off);
  return bm && bm->type->kind == CK_TY_PTR ? ck_type_unqualified (bm->type->base) : NULL;
}


/* One element of a braced list whose elements initialise an [et] (NULL: unknown): an
 * expression, or a braced list itself, the [et] it initialises (`{{1, 2}, {3, 4}}` of pairs,
 * of vectors). */
static CkNode *
list_element (CkParser *P, CkType *et)
{
  if (!et && is_punct_tok (P->tok, CK_P_LBRACE))
    {
      /* a list for a constructor's parameter not known yet: ranked by overload resolution */
      CkNode *b = ck_parse_braced_arg (P);
      if (b)
        return b;
    }
  if (!et || !is_punct_tok (P->tok, CK_P_LBRACE))
    return ck_parse_assign (P);
  CkSrcLoc loc = ck_parse_tok_loc (P->tok);
  CkClass *ec = ck_class_of (et);
  if (ec && et->kind != CK_TY_PTR && ec->ctors && !init_list_param (ec) && !ck_class_is_aggregate (et))
    {
      /* a class with constructors (std::pair): its constructor takes the elements (an
         aggregate, whose only constructors are implicit ones, takes them member by member) */
      int n;
      CkNode **args = braced_args (P, ec, &n);
      for (int i = 0; i < n; i++)
        if (args[i]->type == P->ty_err)
          return args[i];
      return ck_class_temporary (P, et, args, n, loc);
    }
  return ck_parse_functional_cast (P, et, loc);
}

/* The elements of the braced list at P->tok (its '{' next), each read as an element of type
 * [et] (NULL: as it is), pushed onto [v]; returns the '{'. */
static CkToken *
braced_elements (CkParser *P, CkType *et, CkVec *v)
{
  CkToken *open = P->tok++;
  while (!is_punct_tok (P->tok, CK_P_RBRACE) && P->tok->kind != CK_TK_EOF)
    {
      ck_vec_push (v, list_element (P, et));
      if (!is_punct_tok (P->tok, CK_P_COMMA))
        break;
      P->tok++;
    }
  ck_parse_expect_close (P, CK_P_RBRACE, open);
  return open;
}

CkNode *
ck_class_braced_init_list (CkParser *P, CkType *il)
{
  CkVec v = { 0 };
  CkToken *open = braced_elements (P, init_list_elem (il), &v);
  CkNode **a = ck_new_n (CkNode *, v.len + 1);
  for (int i = 0; i < v.len; i++)
    {
      a[i] = ck_vec_get (&v, i);
      if (a[i]->type == P->ty_err)
        return a[i];
    }
  CkSrcLoc loc = ck_parse_tok_loc (open);
  CkNode *r = ck_class_init_list (P, il, a, v.len, loc);
  return r ? r : ck_sema_int_lit (0, P->ty_err, loc);
}

/* Parses the braced list at [P->tok] (its '{' is next) into an argument array of [*n]
 * entries, NULL-terminated; the arguments of an initializer-list constructor of [c] (NULL:
 * none). */
static CkNode **
braced_args (CkParser *P, CkClass *c, int *n)
{
  CkClass *il = init_list_param (c);
  CkVec v = { 0 };
  CkToken *open = braced_elements (P, il ? init_list_elem (il->type) : NULL, &v);
  *n = v.len;
  CkNode **a = ck_new_n (CkNode *, v.len + 1);
  for (int i = 0; i < v.len; i++)
    {
      a[i] = ck_vec_get (&v, i);
      a[i]->is_list_elem = !P->is_c;
    }
  return list_init_args (P, c, a, n, ck_parse_tok_loc (open));
}

/* The arguments a constructor of class [t] takes from the braced list at [P->tok] ('{'): its
 * elements, or a std::initializer_list of them for an initializer-list constructor. */
CkNode **
ck_class_braced_args (CkParser *P, CkType *t, int *n)
{
  return braced_args (P, ck_class_of (t), n);
}

/* Whether the class type [t] is an aggregate ([dcl.init.aggr]p1, C++17): no user-provided
 * constructors, no virtual functions, every data member public. A braced list initialises its
 * members in order (its members of class type by their constructors). */
gboolean
ck_class_is_aggregate (CkType *t)
{
  CkClass *c = ck_class_of (t);
  if (!c || c->vptr || t->kind != CK_TY_STRUCT)
    return FALSE;
  for (int i = 0; c->ctors && i < c->ctors->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&c->ctors->overloads, i);
      if (!f->is_implicit_member && !f->is_defaulted)
        return FALSE;
    }
  for (int i = 0; i < c->access_of.len; i++)
    if (((Access *) ck_vec_get (&c->access_of, i))->access != ACC_PUBLIC)
      return FALSE;
  return TRUE;
}

/* `T{args}` of a class [t] with constructors (P->tok at '{'): a temporary constructed from the
 * braced list (copy-list-initialisation of a non-aggregate, [dcl.init.list]p3.6). */
CkNode *
ck_class_braced_temporary (CkParser *P, CkType *t, CkSrcLoc loc)
{
  gboolean copy_list = P->copy_list;
  P->copy_list = FALSE;
  int n;
  CkNode **args = braced_args (P, ck_class_of (t), &n);
  P->copy_list_ctor = copy_list;
  CkNode *r = ck_class_temporary (P, ck_type_unqualified (t), args, n, loc);
  P->copy_list_ctor = FALSE;
  return r;
}

/* Parses a class object's initialiser after its declarator: `(args)`, `{args}` or `= expr` (one
 * argument, copy-initialisation); sets [*n] and returns the arguments, NULL with [*n] 0 when
 * none follows. */
static CkNode **
ctor_init_args (CkParser *P, CkClass *c, int *n)
{
  *n = 0;
  if (is_punct_tok (P->tok, CK_P_LPAREN))
    {
      CkToken *open = P->tok++;
      return ck_parse_call_args (P, open, n);
    }
  if (ck_class_is_init_list (c)
      && (is_punct_tok (P->tok, CK_P_LBRACE)
          || (is_punct_tok (P->tok, CK_P_ASSIGN) && is_punct_tok (P->tok + 1, CK_P_LBRACE))))
    {
      /* `std::initializer_list<int> l = {1, 2};`: the list over its array, copied */
      if (is_punct_tok (P->tok, CK_P_ASSIGN))
        P->tok++;
      CkNode **args = ck_new_n (CkNode *, 2);
      args[0] = ck_class_braced_init_list (P, c->type);
      *n = 1;
      return args;
    }
  if (is_punct_tok (P->tok, CK_P_LBRACE))
    return braced_args (P, c, n);
  if (is_punct_tok (P->tok, CK_P_ASSIGN))
    {
      P->tok++;
      if (is_punct_tok (P->tok, CK_P_LBRACE))
        {
          /* `std::vector<int> v = {1, 2};`, `dim3 b = {4, 2};` (copy-list-initialisation,
             [dcl.init.list]p3): the constructor call that follows may not be explicit */
          CkNode **a = braced_args (P, c, n);
          P->copy_list_ctor = TRUE;
          return a;
        }
      CkNode **args = ck_new_n (CkNode *, 1);
      args[0] = ck_parse_assign (P);
      *n = 1;   /* copy-initialisation: an explicit constructor is not a candidate */
      return args;
    }
  return NULL;
}

/* Skips the rest of an initializer after an error, up to the ';' or ',' that ends the
 * declarator (no cascade of errors on its tokens). */
static void
skip_initializer (CkParser *P)
{
  int depth = 0;
  while (P->tok->kind != CK_TK_EOF)
    {
      if (is_punct_tok (P->tok, CK_P_LBRACE) || is_punct_tok (P->tok, CK_P_LPAREN) || is_punct_tok (P->tok, CK_P_LBRACKET))
        depth++;
      else if (is_punct_tok (P->tok, CK_P_RBRACE) || is_punct_tok (P->tok, CK_P_RPAREN) || is_punct_tok (P->tok, CK_P_RBRACKET))
        {
          if (depth == 0)
            return;
          depth--;
        }
      else if (depth == 0 && (is_punct_tok (P->tok, CK_P_SEMI) || is_punct_tok (P->tok, CK_P_COMMA)))
        return;
      P->tok++;
    }
}

/* The elements of an array of objects of class [ec] that a (sub)list writes: the list for an
 * array of type [t] whose first element is at flat index [base] of [slots] (NULL where none is
 * written). [braced]: its '{' was consumed and it runs to its '}', else it takes elements until
 * [t] is full or the enclosing list ends (brace elision, [dcl.init.aggr]p15). Returns the
 * number of elements of [t] written (the length of `T a[] = {...}`), -1 after an error. */
static gint64
array_list (CkParser *P, CkType *t, CkClass *ec, gint64 base, CkVec *slots, gboolean braced)
{
  CkType *bt = t->base;
  gint64 sub = bt->kind == CK_TY_ARRAY ? bt->size / ec->type->size : 1;
  gint64 i = 0;
  while (!is_punct_tok (P->tok, CK_P_RBRACE) && P->tok->kind != CK_TK_EOF)
    {
      if (t->array_len >= 0 && i >= t->array_len)
        {
          if (!braced)
            break;
          GString *dims = g_string_new (NULL);
          CkType *et = t;
          for (; et->kind == CK_TY_ARRAY; et = et->base)
            g_string_append_printf (dims, "[%" G_GINT64_FORMAT "]", et->array_len);
          ck_parse_error (P, ck_parse_tok_loc (P->tok), 1, "too many initializers for '%s %s'", ec->name, dims->str);
          g_string_free (dims, TRUE);
          return -1;
        }
      if (bt->kind == CK_TY_ARRAY)
        {
          gboolean sub_braced = is_punct_tok (P->tok, CK_P_LBRACE);
          if (sub_braced)
            P->tok++;
          if (array_list (P, bt, ec, base + i * sub, slots, sub_braced) < 0)
            return -1;
          if (sub_braced && !is_punct_tok (P->tok, CK_P_RBRACE))
            {
              ck_parse_expect (P, CK_P_RBRACE);
              return -1;
            }
          if (sub_braced)
            P->tok++;
        }
      else
        {
          /* an element's own braced list: `dim3 d[2] = {4, {5, 6}};` */
          CkNode *e = is_punct_tok (P->tok, CK_P_LBRACE)
                      ? ck_class_braced_temporary (P, ec->type, ck_parse_tok_loc (P->tok)) : ck_parse_assign (P);
          while (slots->len <= base + i)
            ck_vec_push (slots, NULL);
          slots->data[base + i] = e;
        }
      i++;
      if (!is_punct_tok (P->tok, CK_P_COMMA))
        break;
      if (!braced && ((t->array_len >= 0 && i >= t->array_len) || is_punct_tok (P->tok + 1, CK_P_RBRACE)))
        break;   /* the comma is the enclosing list's */
      P->tok++;
    }
  return i;
}

/* The construction of the array [o] of objects of class [ec] (any number of dimensions) from its
 * initializer at P->tok (`= { ... }` or `{ ... }`, nested lists and brace elision as for an
 * aggregate; none: every element default-constructed): each element written copy-initialised
 * from its expression, the rest default-constructed, first to last ([dcl.init.aggr]);
 * `T a[][2] = {...}` takes its length from the list. Pushes the statements on [out]; FALSE
 * (after an error) when the form is not supported. */
static gboolean
array_of_objects_init (CkParser *P, CkObj *o, CkClass *ec, CkVec *out)
{
  CkType *t = o->type;
  CkVec slots = { 0 };
  gboolean list = FALSE;
  if (is_punct_tok (P->tok, CK_P_ASSIGN) && is_punct_tok (P->tok + 1, CK_P_LBRACE))
    P->tok++;
  if (t->vla_len || (t->size < 0 && !is_punct_tok (P->tok, CK_P_LBRACE))
      || (!is_punct_tok (P->tok, CK_P_LBRACE) && !is_punct_tok (P->tok, CK_P_SEMI) && !is_punct_tok (P->tok, CK_P_COMMA)))
    {
      ck_parse_error (P, o->loc, (int) strlen (o->name),
                      "unsupported: an initializer or a variable length for an array of objects with constructors");
      skip_initializer (P);
      return FALSE;
    }
  if (is_punct_tok (P->tok, CK_P_LBRACE))
    {
      list = TRUE;
      CkToken *open = P->tok++;
      gint64 n = array_list (P, t, ec, 0, &slots, TRUE);
      if (n >= 0 && !is_punct_tok (P->tok, CK_P_RBRACE))
        {
          ck_parse_expect (P, CK_P_RBRACE);
          n = -1;
        }
      if (n < 0)
        {
          P->tok = open;   /* the whole list, no cascade */
          skip_body (P);
          return FALSE;
        }
      P->tok++;
      if (t->size < 0)
        o->type = t = ck_type_array_of (t->base, n);
    }
  (void) list;
  gint64 total = t->size / ec->type->size;
  CkNode *first = ck_sema_cast (ck_sema_unary (P, CK_E_ADDR, ck_sema_var (P, o, o->loc, 1), o->loc, 1),
                                ck_type_pointer_to (ec->type));
  for (gint64 i = 0; i < total; i++)
    {
      CkNode *el = ck_sema_index (P, first, ck_sema_int_lit (i, ck_ty_long, o->loc), o->loc);
      CkNode **args = NULL;
      int n = 0;
      if (i < slots.len && slots.data[i])
        {
          args = ck_new_n (CkNode *, 1);
          args[0] = slots.data[i];
          n = 1;
        }
      else if (!ec->ctors)
        continue;
      CkNode *call = ctor_call (P, ec, el, args, n, o->loc, (int) strlen (o->name));
      if (call)
        ck_vec_push (out, expr_stmt (call));
    }
  return TRUE;
}

/* `C x;`, `C x(args);`, `C x{args};`, `C x = e;` of a local of class type with constructors or
 * a destructor: the DECL without an initializer, then the constructor call; the object is
 * destroyed at its scope's end. NULL when the class is a plain struct. */
CkNode *
ck_class_local_decl (CkParser *P, CkObj *o, CkNode *decl)
{
  CkType *t = o->type;
  if (t->is_reference)
    return NULL;
  CkType *et = t;
  while (et->kind == CK_TY_ARRAY)
    et = et->base;
  if (et != t && ck_class_needs_ctor (et) && !aggregate_list (P, et))
    {
      /* an array of objects: each element default-constructed, first to last, and destroyed
         last to first */
      CkClass *ec = ck_class_of (et);
      CkVec v = { 0 };
      ck_vec_push (&v, decl);
      if (!t->vla_len && (is_punct_tok (P->tok, CK_P_LBRACE) || is_punct_tok (P->tok, CK_P_ASSIGN)))
        {
          /* `C a[] = { e, ... }`, `C m[2][2] = {{a, b}, {c}}` */
          if (!array_of_objects_init (P, o, ec, &v))
            return decl;
          if (ec->dtor)
            push_cleanup (P, o, ec->dtor);
          return block_of (&v, o->loc);
        }
      if (t->size < 0 || t->vla_len || P->tok->kind != CK_TK_PUNCT || !(is_punct_tok (P->tok, CK_P_SEMI) || is_punct_tok (P->tok, CK_P_COMMA)))
        {
          ck_parse_error (P, o->loc, (int) strlen (o->name),
                          "unsupported: an initializer or a variable length for an array of objects with constructors");
          return decl;
        }
      if (ec->ctors)
        ck_vec_push (&v, each_element (P, ck_sema_var (P, o, o->loc, 1), t->array_len, FALSE, ctor_of_element,
                                       ec, o->loc));
      if (ec->dtor)
        push_cleanup (P, o, ec->dtor);
      return block_of (&v, o->loc);
    }
  CkClass *c = ck_class_of (t);
  if (!c || !(c->ctors || c->dtor) || aggregate_list (P, t))
    return NULL;
  CkSrcLoc loc = o->loc;
  int len = (int) strlen (o->name);
  int n;
  CkNode **args = ctor_init_args (P, c, &n);
  CkVec v = { 0 };
  ck_vec_push (&v, decl);
  CkNode *self = ck_sema_var (P, o, loc, len);
  CkNode *call = ctor_call (P, c, self, args, n, loc, len);
  CkInit *ci = call && !c->dtor && !c->vptr ? ck_sema_const_ctor_init (call) : NULL;
  if (ci)
    {
      o->init = ci;   /* `dim3 block (16, 16);`: a constexpr constructor's constant values */
      return decl;
    }
  if (call)
    ck_vec_push (&v, expr_stmt (call));
  int from = P->cleanups.len;
  while (from > 0 && ((CkCleanup *) ck_vec_get (&P->cleanups, from - 1))->is_temp)
    from--;
  ck_class_cleanup_pop (P, &v, from, loc);
  if (c->dtor)
    push_cleanup (P, o, c->dtor);
  return block_of (&v, loc);
}

static CkNode *
ctor_of_element (CkParser *P, CkNode *el, gpointer data)
{
  CkNode *call = ctor_call (P, data, el, NULL, 0, el->loc, 1);
  return call ? expr_stmt (call) : ck_sema_node (CK_S_NULL_STMT, el->loc);
}

CkNode *
ck_class_elide_temporary (CkParser *P, CkNode *e)
{
  elided_temp (P, e);
  return e;
}

/* `C(args)` in an expression: a temporary object constructed from [args]. */
CkNode *
ck_class_temporary (CkParser *P, CkType *t, CkNode **args, int n, CkSrcLoc loc)
{
  CkClass *c = ck_class_of (t);
  CkObj *o = ck_parse_new_anon_obj (P, ck_type_unqualified (t), loc);
  CkObj *c0 = n == 0 && c->ctors && c->ctors->overloads.len == 1 ? ck_vec_get (&c->ctors->overloads, 0) : NULL;
  if (c0 && (c0->is_implicit_member || (c0->is_defaulted && c0->type->n_params == 1)))
    o->init = ck_new (CkInit);   /* T() of a class without a user-provided default constructor:
                                    zero-initialised first ([dcl.init]p8.2) */
  CkNode *self = anon_ref (o, loc);
  int mark = P->cleanups.len;
  CkNode *call = ctor_call (P, c, self, args, n, loc, 1);
  CkVec made = { 0 };
  for (int i = mark; i < P->cleanups.len; i++)
    ck_vec_push (&made, ck_vec_get (&P->cleanups, i));
  if (c->dtor && P->fn)
    {
      push_cleanup (P, o, c->dtor);
      ((CkCleanup *) ck_vec_get (&P->cleanups, P->cleanups.len - 1))->is_temp = TRUE;
    }
  if (!call)
    return anon_ref (o, loc);
  CkInit *ci = c->dtor || c->vptr ? NULL : ck_sema_const_ctor_init (call);
  if (ci)
    {
      /* a constexpr constructor with constant arguments (dim3 (16, 16), the launch's
         conversion of 256): the temporary's value is a constant, as a compound literal's */
      o->init = ci;
      CkNode *r = anon_ref (o, loc);
      r->is_xvalue = TRUE;
      return r;
    }
  CkNode *cm = ck_sema_node (CK_E_COMMA, loc);
  cm->lhs = call;
  cm->rhs = anon_ref (o, loc);
  cm->type = o->type;
  cm->is_lvalue = TRUE;
  cm->is_xvalue = TRUE;     /* a prvalue materialised: it binds to B && before const B & */
  cm->is_implicit = TRUE;   /* a temporary: its constructor arguments kept for copy elision */
  TempArgs *ta = ck_new (TempArgs);
  ta->node = cm;
  ta->args = args;
  ta->n = n;
  ta->cleanups = made;
  ck_vec_push (&P->temp_args, ta);
  return cm;
}

/* ---------------------------------------------------------------- class definitions */

/* While a member template's instance is declared (ck_class_member_instance): a member of the
 * same signature already declared, which the instance then is. */
static gboolean member_instance;
static CkObj *member_instance_dup;
static const char *member_instance_args;   /* its template arguments, `<int>` */

/* Starts the definition of class [t] (its '{' is next), after its base clause [bases]. */
CkClass *
ck_class_begin (CkParser *P, CkType *t, gboolean is_class_key, CkVec *bases)
{
  CkClass *c = ck_new (CkClass);
  c->type = t;
  c->is_class_key = is_class_key;
  c->access = is_class_key ? ACC_PRIVATE : ACC_PUBLIC;
  c->outer = P->scope;
  c->loc = ck_parse_tok_loc (P->tok);
  for (CkToken *b = P->tok; t->tag && b > P->tok - 16 && b->kind != CK_TK_EOF; b--)
    if (b->kind == CK_TK_IDENT && strcmp (b->text, t->tag) == 0)
      {
        c->loc = ck_parse_tok_loc (b);
        break;
      }
  const char *tag = t->tag ? t->tag : ck_strdup_printf ("<unnamed%d>", P->n_anon++);
  c->name = P->cls ? ck_strdup_printf ("%s::%s", P->cls->name, tag) : ck_parse_linkage_name (P, tag);
  c->ns = ck_new (CkNamespace);
  c->ns->name = c->name;
  if (P->cls)
    c->local_link = P->cls->local_link;
  else if (P->fn)
    {
      CkSrcLoc l = c->loc;
      c->local_link = ck_strdup_printf ("@%s@%s:%u:%u", P->fn->asm_name ? P->fn->asm_name : P->fn->name,
                                        l.file ? l.file->name : "", l.line, l.col);
    }
  if (bases)
    {
      c->bases = *bases;
      c->base_virtual = ((BaseList *) bases)->virt;
    }
  t->cls = c;
  if (t->tag)
    {
      CkSym *s = ck_parse_lookup_sym_here (P, t->tag);
      if (s && s->typedef_type)
        s->ns = c->ns;
    }
  return c;
}

/* the base class named at P->tok, appended to [ctx] (CkVec of CkType) */
static void
one_base (CkParser *P, void *ctx)
{
  CkToken *bt = P->tok;
  CkType *b = ck_parse_declspec (P, NULL);
  if (!b || !ck_class_of (b) || !b->is_complete)
    {
      if (b && b->kind == CK_TY_STRUCT && b->is_complete && !ck_class_of (b))
        ck_parse_unsupported (P, bt, "a C struct as a base class");
      ck_parse_syntax_error (P, bt, "expected class-name");
    }
  ck_vec_push (ctx, b);
}

/* base-clause = ":" ("public" | "protected" | "private" | "virtual")* type-name ("," ...)*
 * A type-name may be a pack expansion `Bases...` ([temp.variadic]p5). */
CkVec *
ck_class_parse_bases (CkParser *P)
{
  BaseList *bl = ck_new (BaseList);
  CkVec *v = &bl->v;
  P->tok++;   /* ':' */
  for (;;)
    {
      while (is_kw_tok (P->tok, CK_KW_PUBLIC) || is_kw_tok (P->tok, CK_KW_PROTECTED)
             || is_kw_tok (P->tok, CK_KW_PRIVATE))
        P->tok++;
      gboolean virt = FALSE;
      while (is_kw_tok (P->tok, CK_KW_VIRTUAL) || is_kw_tok (P->tok, CK_KW_PUBLIC)
             || is_kw_tok (P->tok, CK_KW_PROTECTED) || is_kw_tok (P->tok, CK_KW_PRIVATE))
        virt |= is_kw_tok (P->tok++, CK_KW_VIRTUAL);
      int before = v->len;
      if (!ck_template_expand_with (P, TRUE, one_base, v))   /* `Bases...` */
        one_base (P, v);
      for (int k = before; k < v->len; k++)
        ck_vec_push (&bl->virt, virt ? bl : NULL);
      if (!is_punct_tok (P->tok, CK_P_COMMA))
        break;
      P->tok++;
    }
  return v;
}

static CkObj *
declare_method (CkParser *P, CkClass *c, const char *name, CkType *ft, const CkDeclAttr *attr,
                CkSrcLoc loc, gboolean is_static, gboolean is_const)
{
  if (g_str_has_prefix (name, "operator new") || g_str_has_prefix (name, "operator delete"))
    is_static = TRUE;   /* a class's allocation functions are static members ([class.free]p1) */
  CkType *t = ck_type_func (ft->base);
  t->is_variadic = ft->is_variadic;
  t->is_noexcept = ft->is_noexcept;
  t->is_deduced_ret = ft->is_deduced_ret;
  t->deduced_form = ft->deduced_form;
  t->params = ft->params;
  t->n_params = ft->n_params;
  if (!is_static)
    {
      CkParam *tp = ck_new (CkParam);
      tp->name = "this";
      tp->type = ck_type_pointer_to (is_const ? const_of (c->type) : c->type);
      tp->loc = loc;
      tp->next = ft->params;
      t->params = tp;
      t->n_params++;
    }
  gboolean ctor_name = c->type->tag && strcmp (name, c->type->tag) == 0;
  CkObj *fn = ck_parse_new_obj (P, ck_strdup_printf ("%s::%s%s", c->name, name,
                                                     member_instance && member_instance_args && !ctor_name
                                                     ? member_instance_args : ""), t, loc);
  fn->is_function = TRUE;
  fn->exec_space = ck_parse_exec_space_of (attr);
  fn->is_inline = TRUE;
  fn->method_of = c;
  if (c->local_link)
    fn->asm_name = ck_strdup_printf ("%s%s", fn->name, c->local_link);
  fn->is_static_method = is_static;
  fn->is_const_method = is_const;
  fn->access = c->access;
  fn->is_constexpr = attr->is_constexpr;
  /* constructors are found by the class, not by name lookup (C++ [class.ctor]p1) */
  const char *key = c->type->tag && strcmp (name, c->type->tag) == 0 ? ".ctor" : name;
  CkSym *s = ck_map_get (&c->ns->syms, key);
  if (s && !s->is_method)
    {
      ck_parse_error (P, loc, (int) strlen (name), "'%s' conflicts with a previous declaration", name);
      return fn;
    }
  if (!s)
    {
      s = ck_new (CkSym);
      s->name = fn->name;
      s->obj = fn;
      s->is_method = TRUE;
      s->member_of = c;
      ck_map_put (&c->ns->syms, key, s);
    }
  if (!s->obj)
    {
      s->obj = fn;   /* the first instance of a member template */
      s->name = fn->name;
    }
  for (int i = 0; i < s->overloads.len; i++)
    {
      CkObj *o = ck_vec_get (&s->overloads, i);
      if (member_instance && o->is_tmpl_instance)
        continue;   /* two instances of member templates: named apart (`f<int>`, `f<double>`) */
      if (ck_parse_params_equal (o->type, t) && o->is_const_method == is_const && member_instance)
        {
          /* a member template's instance with the signature of a member declared: that
             member is the one called (a non-template function is better, [over.match.best]) */
          member_instance_dup = o;
          return o;
        }
      if (ck_parse_params_equal (o->type, t) && o->is_const_method == is_const)
        {
          ck_parse_error (P, loc, (int) strlen (name), "'%s' cannot be overloaded with '%s'",
                          method_linkage (fn), method_linkage (o));
          return o;
        }
    }
  ck_vec_push (&s->overloads, fn);
  ck_vec_push (&c->methods, fn);
  if (s->overloads.len > 1)
    for (int i = 0; i < s->overloads.len; i++)
      {
        CkObj *o = ck_vec_get (&s->overloads, i);
        o->asm_name = method_linkage (o);
      }
  ck_vec_push (P->objs, fn);
  return fn;
}

static void define_body (CkParser *P, CkClass *c, CkObj *fn, CkToken *init, CkToken *body);
static CkScope *class_scope (CkClass *c, CkScope *parent);

/* The scope of the member function bodies being defined when it is not the class's: a member
 * template's instance (its parameters, then the class). */
static CkScope *body_scope;

/* A member template instance's body, parsed when a call chooses the instance. */
typedef struct {
  Pending *pd;
  CkClass *c;
  CkScope *scope;
  struct CkTInst *inst;
  struct CkTInst *packs_inst;   /* the member template's instance (its packs) */
} LazyBody;
static CkVec lazy_bodies;

/* Parses the body of [fn] if it is a member template's instance whose body is still to parse. */
static void
define_lazy (CkParser *P, CkObj *fn)
{
  if (!fn->is_tmpl_instance || fn->body)
    return;
  for (int i = 0; i < lazy_bodies.len; i++)
    {
      LazyBody *lb = ck_vec_get (&lazy_bodies, i);
      if (lb->pd->fn != fn)
        continue;
      lazy_bodies.data[i] = lazy_bodies.data[lazy_bodies.len - 1];
      lazy_bodies.len--;
      CkScope *saved_scope = body_scope;
      struct CkTInst *saved_inst = P->inst, *saved_packs = P->packs_inst;
      body_scope = lb->scope;
      P->inst = lb->inst;
      P->packs_inst = lb->packs_inst;
      define_body (P, lb->c, fn, lb->pd->init, lb->pd->body);
      body_scope = saved_scope;
      P->inst = saved_inst;
      P->packs_inst = saved_packs;
      return;
    }
}

/* A member function template [T] of [c] named [name] (a constructor template when [is_ctor]):
 * kept with the overload set of the name, whose instances join it (template.c). */
void
ck_class_add_member_template (CkParser *P, CkClass *c, struct CkTemplate *T, const char *name,
                              gboolean is_ctor)
{
  (void) P;
  const char *key = is_ctor ? ".ctor" : name;
  CkSym *s = ck_map_get (&c->ns->syms, key);
  if (s && !s->is_method)
    {
      ck_parse_error (P, c->loc, 1, "'%s' conflicts with a previous declaration", name);
      return;
    }
  if (!s)
    {
      s = ck_new (CkSym);
      s->name = ck_strdup_printf ("%s::%s", c->name, name);
      s->is_method = TRUE;
      s->member_of = c;
      ck_map_put (&c->ns->syms, key, s);
    }
  ck_vec_push (&s->member_tmpls, T);
  if (is_ctor)
    {
      c->ctors = s;
      c->user_special = TRUE;
    }
}

CkNode *
ck_class_tuple_element (CkParser *P, CkNode *h, int i, CkSrcLoc loc, int len)
{
  /* <tuple>'s tuple<T, Rest...> derives from tuple<Rest...>: element i is the head of the
     i-th base on the way, `__head`, or `*__ref` for a tuple of references */
  CkClass *node = ck_class_of (ck_sema_strip (h->type));
  CkNode *sub = h;
  for (int k = 0; k < i && node && node->bases.len; k++)
    {
      CkClass *bc = root (ck_vec_get (&node->bases, 0))->cls;
      sub = base_subobject (P, sub, node, bc);
      node = bc;
    }
  if (node && ck_class_find (node, "__ref"))
    return ck_sema_unary (P, CK_E_DEREF, ck_sema_member (P, sub, "__ref", FALSE, loc, len), loc, len);
  return ck_sema_member (P, sub, "__head", FALSE, loc, len);
}

void
ck_class_add_member_name (CkParser *P, CkClass *c, CkSym *s, const char *name)
{
  ck_map_put (&c->ns->syms, name, s);
  if (P->scope->ns == c->ns)
    ck_map_put (&P->scope->syms, name, s);   /* seen by the rest of the class body */
}

int
ck_class_access (CkClass *c)
{
  return c->access;
}

CkType *
ck_class_type (CkClass *c)
{
  return c->type;
}

CkSym *
ck_class_ctors (CkClass *c)
{
  return c->ctors;
}

/* The member declaration at P->tok (an instance of a member template, in its scope) declared
 * in the complete class [c] with [access], and its body parsed: the instance, or NULL. */
CkObj *
ck_class_member_instance (CkParser *P, CkClass *c, int access, const char *inst_name)
{
  int pmark = c->pending.len, mmark = c->methods.len, saved = c->access;
  c->access = access;
  gboolean saved_mi = member_instance;
  CkObj *saved_dup = member_instance_dup;
  const char *saved_args = member_instance_args;
  member_instance = TRUE;
  member_instance_dup = NULL;
  member_instance_args = strchr (inst_name, '<');
  gboolean is_member = ck_class_member (P, c->type);
  CkObj *dup = member_instance_dup;
  member_instance = saved_mi;
  member_instance_dup = saved_dup;
  member_instance_args = saved_args;
  c->access = saved;
  if (!is_member || c->methods.len <= mmark)
    {
      c->pending.len = pmark;
      return dup;
    }
  CkObj *fn = ck_vec_get (&c->methods, c->methods.len - 1);
  fn->is_tmpl_instance = TRUE;
  /* the body sees the template's parameters, then the class's members; it is parsed when
     overload resolution chooses the instance (ck_class_call_method): a candidate that loses
     is only declared ([temp.inst]p11), as `vector(It, It)` beside `vector(size_t, const T &)` */
  CkScope *ms = ck_new (CkScope);
  ms->syms = P->scope->syms;
  ms->tags = P->scope->tags;
  ms->parent = class_scope (c, c->outer);
  for (int i = pmark; i < c->pending.len; i++)
    {
      LazyBody *lb = ck_new (LazyBody);
      lb->pd = ck_vec_get (&c->pending, i);
      lb->c = c;
      lb->scope = ms;
      lb->inst = P->inst;
      lb->packs_inst = P->packs_inst;
      ck_vec_push (&lazy_bodies, lb);
    }
  c->pending.len = pmark;
  return fn;
}

/* Skips a function body (balanced braces) from its '{'. */
static void
skip_body (CkParser *P)
{
  int depth = 0;
  do
    {
      if (P->tok->kind == CK_TK_EOF)
        ck_parse_syntax_error (P, P->tok, "expected '}' at end of input");
      if (is_punct_tok (P->tok, CK_P_LBRACE))
        depth++;
      else if (is_punct_tok (P->tok, CK_P_RBRACE))
        depth--;
      P->tok++;
    }
  while (depth > 0);
}

/* After a member function's declarator: `= 0`, `= default`, `= delete`, a body (kept for the
 * end of the class), or ';'. */
static void
method_tail (CkParser *P, CkClass *c, CkObj *fn, gboolean is_ctor)
{
  while (P->tok->kind == CK_TK_IDENT && (is_ident_tok (P->tok, "override") || is_ident_tok (P->tok, "final")))
    {
      if (is_ident_tok (P->tok, "override"))
        fn->is_virtual = 2;   /* must override */
      P->tok++;
    }
  if (is_punct_tok (P->tok, CK_P_ASSIGN))
    {
      CkToken *t = ++P->tok;
      if (t->kind == CK_TK_INT && t->ival == 0)
        {
          if (!fn->is_virtual)
            ck_parse_error (P, fn->loc, 1, "initializer specified for non-virtual method '%s'", fn->name);
          fn->is_pure = TRUE;
          c->is_abstract = TRUE;
        }
      else if (is_kw_tok (t, CK_KW_DELETE))
        fn->is_deleted = TRUE;
      else if (is_kw_tok (t, CK_KW_DEFAULT))
        {
          fn->is_defaulted = TRUE;
          /* the implicit definition: an empty body (constructor: members as without an
             initializer list; destructor: members' destructors) */
          Pending *pd = ck_new (Pending);
          pd->fn = fn;
          ck_vec_push (&c->pending, pd);
        }
      else
        ck_parse_syntax_error (P, t, "expected '0', 'default' or 'delete'");
      P->tok++;
      ck_parse_expect (P, CK_P_SEMI);
      return;
    }
  if (is_ctor && is_punct_tok (P->tok, CK_P_COLON))
    {
      Pending *pd = ck_new (Pending);
      pd->fn = fn;
      pd->init = P->tok;
      P->tok++;
      for (;;)
        {
          while (P->tok->kind == CK_TK_IDENT || is_punct_tok (P->tok, CK_P_COLONCOLON))
            P->tok++;
          if (is_punct_tok (P->tok, CK_P_LPAREN))
            ck_parse_skip_balanced_parens (P);
          else if (is_punct_tok (P->tok, CK_P_LBRACE))
            skip_body (P);
          else
            ck_parse_syntax_error (P, P->tok, "expected '(' or '{' in a member initializer");
          if (is_punct_tok (P->tok, CK_P_ELLIPSIS))
            P->tok++;   /* `Bases(args)...` */
          if (!is_punct_tok (P->tok, CK_P_COMMA))
            break;
          P->tok++;
        }
      if (!is_punct_tok (P->tok, CK_P_LBRACE))
        ck_parse_syntax_error (P, P->tok, "expected '{' before the constructor body");
      pd->body = P->tok;
      skip_body (P);
      ck_vec_push (&c->pending, pd);
      return;
    }
  if (is_punct_tok (P->tok, CK_P_LBRACE))
    {
      Pending *pd = ck_new (Pending);
      pd->fn = fn;
      pd->body = P->tok;
      skip_body (P);
      ck_vec_push (&c->pending, pd);
      return;
    }
  ck_parse_expect (P, CK_P_SEMI);
}

static const char *
operator_name (CkParser *P)
{
  CkToken *t = P->tok;
  if (is_punct_tok (t, CK_P_LPAREN) && is_punct_tok (&t[1], CK_P_RPAREN))
    {
      P->tok += 2;
      return "operator()";
    }
  if (is_punct_tok (t, CK_P_LBRACKET) && is_punct_tok (&t[1], CK_P_RBRACKET))
    {
      P->tok += 2;
      return "operator[]";
    }
  if (is_kw_tok (t, CK_KW_NEW) || is_kw_tok (t, CK_KW_DELETE))
    {
      /* a class's allocation functions ([class.free]), or a replacement of the global ones
         ([replacement.functions]: ck_class_alloc_fn) */
      gboolean array = is_punct_tok (&t[1], CK_P_LBRACKET) && is_punct_tok (&t[2], CK_P_RBRACKET);
      P->tok += array ? 3 : 1;
      return ck_strdup_printf ("operator %s%s", is_kw_tok (t, CK_KW_NEW) ? "new" : "delete", array ? "[]" : "");
    }
  if (t->kind == CK_TK_PUNCT && !is_punct_tok (t, CK_P_LPAREN) && !is_punct_tok (t, CK_P_LBRACE)
      && !is_punct_tok (t, CK_P_SEMI))
    {
      P->tok++;
      return ck_strdup_printf ("operator%s", ck_punct_spelling[t->punct]);
    }
  if (t->kind == CK_TK_STRING && t->str_len == 0 && t[1].kind == CK_TK_IDENT && t[1].text[0] == '_')
    {
      /* a literal operator: `operator"" _km` ([over.literal]) */
      P->tok += 2;
      return ck_strdup_printf ("operator\"\" %s", t[1].text);
    }
  if (t->kind == CK_TK_STRING)
    ck_parse_unsupported (P, t, "this literal operator name");
  return NULL;
}

/* Whether [t] is the ud-suffix of the number before it (`1.5_km`: no space between them). */
gboolean
ck_class_is_ud_suffix (const CkToken *t)
{
  return t->kind == CK_TK_IDENT && t->text[0] == '_' && !t->has_space && !t->at_bol
         && t[-1].loc.line == t->loc.line && t[-1].loc.col + (guint32) t[-1].len == t->loc.col;
}

/* The user-defined literal [lit] of value [value] (an integer or floating literal) with the
 * ud-suffix at P->tok: the call of its literal operator ([lex.ext]): with the value as
 * unsigned long long or long double, or the spelling as a const char * (a raw literal
 * operator). */
CkNode *
ck_class_user_literal (CkParser *P, CkToken *lit, CkNode *value)
{
  CkToken *st = P->tok++;
  CkSrcLoc loc = value->loc;
  int len = lit->len + st->len;
  const char *name = ck_strdup_printf ("operator\"\" %s", st->text);
  CkSym *s = ck_parse_lookup_sym (P, name);
  gboolean is_str = value->kind == CK_E_STR_LIT;
  if (!s || !s->obj || !s->overloads.len)
    {
      ck_parse_error (P, loc, len, is_str ? "unable to find string literal operator '%s'"
                                          : "unable to find numeric literal operator '%s'", name);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if (is_str)
    {
      /* a string literal: operator "" _s (const char *, size_t) with its length ([lex.ext]p5) */
      CkNode **sa = ck_new_n (CkNode *, 3);
      sa[0] = value;
      sa[1] = ck_sema_int_lit (value->type->array_len - 1, ck_ty_ulong, loc);
      CkNode *r = ck_sema_call (P, ck_sema_var (P, s->obj, loc, len), s, sa, 2, loc, FALSE);
      r->range_len = len;
      return r;
    }
  gboolean is_float = lit->kind == CK_TK_FLOAT;
  CkObj *cook = NULL, *raw = NULL;
  for (int i = 0; i < s->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&s->overloads, i);
      CkParam *p = f->type->params;
      if (!p || p->next)
        continue;
      CkType *pt = ck_type_unqualified (p->type);
      if (is_float ? pt->kind == CK_TY_LDOUBLE : pt->kind == CK_TY_ULLONG || pt->kind == CK_TY_ULONG)
        cook = f;
      else if (pt->kind == CK_TY_PTR && ck_type_unqualified (pt->base)->kind == CK_TY_CHAR)
        raw = f;
    }
  CkNode *arg;
  CkObj *f = cook ? cook : raw;
  if (!f)
    {
      ck_parse_error (P, loc, len, "unable to find numeric literal operator '%s'", name);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if (cook)
    arg = ck_sema_cast (value, is_float ? ck_ty_ldouble : ck_ty_ullong);
  else
    {
      CkNode *sl = ck_sema_node (CK_E_STR_LIT, loc);
      sl->str = ck_strndup (lit->text, (gsize) lit->len);
      sl->str_len = (gsize) lit->len + 1;
      sl->type = ck_type_array_of (const_of (ck_ty_char), lit->len + 1);
      sl->is_lvalue = TRUE;
      arg = sl;
    }
  CkNode **args = ck_new_n (CkNode *, 2);
  args[0] = arg;
  CkNode *r = ck_sema_call (P, ck_sema_var (P, f, loc, len), NULL, args, 1, loc, FALSE);
  r->range_len = len;
  return r;
}

/* The name after `operator` in a declarator: "operator+"; a conversion function's
 * "operator int" with its type in [*conv]. */
const char *
ck_class_operator_name (CkParser *P, CkType **conv)
{
  P->tok++;   /* operator */
  *conv = NULL;
  const char *n = operator_name (P);
  if (n)
    return n;
  CkType *ty = ck_parse_declspec (P, NULL);
  if (!ty)
    ck_parse_syntax_error (P, P->tok, "expected a type after 'operator'");
  while (is_punct_tok (P->tok, CK_P_STAR) || is_punct_tok (P->tok, CK_P_AMP) || is_kw_tok (P->tok, CK_KW_CONST))
    {
      if (is_punct_tok (P->tok, CK_P_STAR))
        ty = ck_type_pointer_to (ty);
      else if (is_punct_tok (P->tok, CK_P_AMP) && !ty->is_reference)
        {
          /* `operator T &()`: its call is an lvalue of T (std::reference_wrapper's) */
          ty = ck_type_pointer_to (ty);
          ty->is_reference = TRUE;
        }
      P->tok++;
    }
  *conv = ty;
  return ck_strdup_printf ("operator %s", ck_parse_type_str (ty));
}

static void
note_access (CkClass *c, const char *name)
{
  Access *a = ck_new (Access);
  a->name = name;
  a->access = c->access;
  ck_vec_push (&c->access_of, a);
}

/* One member declaration of the body of class [t] that is not a plain data member: access
 * labels, member functions, constructors, destructors, operators, static members, friends,
 * nested types. FALSE (nothing consumed) for a data member, which the struct parser reads. */
static gboolean class_member_1 (CkParser *P, CkType *t);

gboolean
ck_class_member (CkParser *P, CkType *t)
{
  gboolean outer = P->in_member_decl;
  P->in_member_decl = TRUE;
  gboolean r = class_member_1 (P, t);
  P->in_member_decl = outer;
  return r;
}

static gboolean
class_member_1 (CkParser *P, CkType *t)
{
  CkClass *c = t->cls;
  CkToken *start = P->tok;
  if ((is_kw_tok (P->tok, CK_KW_PUBLIC) || is_kw_tok (P->tok, CK_KW_PRIVATE)
       || is_kw_tok (P->tok, CK_KW_PROTECTED)) && is_punct_tok (&P->tok[1], CK_P_COLON))
    {
      c->access = is_kw_tok (P->tok, CK_KW_PUBLIC) ? ACC_PUBLIC
                  : is_kw_tok (P->tok, CK_KW_PRIVATE) ? ACC_PRIVATE : ACC_PROTECTED;
      P->tok += 2;
      return TRUE;
    }
  if (is_kw_tok (P->tok, CK_KW_TEMPLATE))
    return FALSE;   /* a member template: the struct parser's (templates) */
  if (is_ident_tok (P->tok, "friend"))
    {
      P->tok++;
      if (is_kw_tok (P->tok, CK_KW_CLASS) || is_kw_tok (P->tok, CK_KW_STRUCT))
        {
          while (!is_punct_tok (P->tok, CK_P_SEMI) && P->tok->kind != CK_TK_EOF)
            P->tok++;
          P->tok++;
          return TRUE;   /* friend classes: access is granted (not checked across classes) */
        }
      ck_vec_push (&c->friends, P->tok);
      for (CkToken *r = P->tok; r->kind != CK_TK_EOF && !is_punct_tok (r, CK_P_SEMI); r++)
        if (r->kind == CK_TK_IDENT && is_punct_tok (&r[1], CK_P_LPAREN))
          {
            ck_vec_push (&c->friend_names, (gpointer) r->text);
            break;
          }
        else if (is_kw_tok (r, CK_KW_OPERATOR))
          {
            ck_vec_push (&c->friend_names, ck_strdup_printf ("operator%s", r[1].kind == CK_TK_PUNCT
                                                             ? ck_punct_spelling[r[1].punct] : ""));
            break;
          }
      /* a friend function: declared (and defined) at the end of the class, in its scope */
      while (!is_punct_tok (P->tok, CK_P_SEMI) && !is_punct_tok (P->tok, CK_P_LBRACE)
             && P->tok->kind != CK_TK_EOF)
        {
          if (is_punct_tok (P->tok, CK_P_LPAREN))
            ck_parse_skip_balanced_parens (P);
          else
            P->tok++;
        }
      if (is_punct_tok (P->tok, CK_P_LBRACE))
        skip_body (P);
      else
        P->tok++;
      return TRUE;
    }
  if (is_kw_tok (P->tok, CK_KW_USING) || is_kw_tok (P->tok, CK_KW_TYPEDEF))
    {
      /* member type aliases: declared in the class's scope (the current one) */
      if (is_kw_tok (P->tok, CK_KW_USING))
        {
          CkToken *nt = P->tok + 1;
          if (nt->kind != CK_TK_IDENT || !is_punct_tok (&nt[1], CK_P_ASSIGN))
            ck_parse_unsupported (P, P->tok, "using-declarations in a class");
          P->tok = nt + 2;
          CkType *ty = ck_parse_abstract_declarator (P, ck_parse_declspec (P, NULL));
          CkSym *sym = ck_parse_declare_sym (P, nt->text);
          sym->typedef_type = ty;
          ck_parse_expect (P, CK_P_SEMI);
        }
      else
        ck_parse_declaration (P, NULL);
      return TRUE;
    }
  /* the specifiers before a constructor, destructor or conversion function */
  CkDeclAttr attr = { 0 };
  gboolean is_virtual = FALSE, is_explicit = FALSE, is_static = FALSE;
  CkToken *p = P->tok;
  for (;; p++)
    {
      if (is_kw_tok (p, CK_KW_VIRTUAL))
        is_virtual = TRUE;
      else if (is_ident_tok (p, "explicit"))
        is_explicit = TRUE;
      else if (is_kw_tok (p, CK_KW_DEVICE))
        attr.kw_device = TRUE;
      else if (is_kw_tok (p, CK_KW_HOST))
        attr.kw_host = TRUE;
      else if (is_kw_tok (p, CK_KW_STATIC))
        is_static = TRUE;
      else if (is_kw_tok (p, CK_KW_INLINE) || is_kw_tok (p, CK_KW_FORCEINLINE) || is_kw_tok (p, CK_KW_NOINLINE))
        ;
      else if (is_kw_tok (p, CK_KW_CONSTEXPR))
        attr.is_constexpr = TRUE;
      else
        break;
    }
  /* inside a class template's instance its constructors are named by the template's name */
  const char *inj = ck_template_injected_name (P, t);
  const char *cname = inj && inj[0] ? inj : t->tag;
  gboolean is_ctor = cname && is_ident_tok (p, cname) && is_punct_tok (&p[1], CK_P_LPAREN);
  gboolean is_dtor = is_punct_tok (p, CK_P_TILDE);
  gboolean is_conv = is_kw_tok (p, CK_KW_OPERATOR);
  if (is_ctor || is_dtor || is_conv)
    {
      P->tok = p;
      const char *name;
      CkType *ret = ck_ty_void;
      CkSrcLoc loc = ck_parse_tok_loc (p);
      if (is_dtor)
        {
          P->tok++;
          if (!cname || !is_ident_tok (P->tok, cname))
            ck_parse_syntax_error (P, P->tok, "expected class-name after '~'");
          name = ck_strdup_printf ("~%s", t->tag);
          P->tok++;
        }
      else if (is_ctor)
        {
          name = t->tag;
          P->tok++;
        }
      else
        {
          CkType *conv;
          name = ck_class_operator_name (P, &conv);
          if (!conv)
            {
              /* an operator without a return type: not a conversion function */
              P->tok = start;
              goto ordinary;
            }
          ret = conv;
        }
      CkToken *open = P->tok;
      ck_parse_expect (P, CK_P_LPAREN);
      P->tok = open;
      /* the parameter list, through the ordinary declarator (an abstract one) */
      P->method_const = FALSE;
      CkType *ft = ck_parse_abstract_declarator (P, ret);
      gboolean is_const = P->method_const;
      P->method_const = FALSE;
      if (ft->kind != CK_TY_FUNC)
        ck_parse_syntax_error (P, open, "expected a parameter list");
      CkObj *fn = declare_method (P, c, name, ft, &attr, loc, FALSE, is_const);
      fn->is_explicit = is_explicit;
      fn->is_virtual = is_virtual;
      if (is_ctor)
        c->ctors = ck_map_get (&c->ns->syms, ".ctor");
      if (is_dtor)
        c->dtor = fn;
      c->user_special = TRUE;
      method_tail (P, c, fn, is_ctor);
      return TRUE;
    }
ordinary:
  P->tok = start;
  if (is_kw_tok (P->tok, CK_KW_VIRTUAL))
    {
      is_virtual = TRUE;
      P->tok++;
    }
  if (is_ident_tok (P->tok, "mutable"))
    {
      P->tok++;   /* a data member that a const member function may change: read as usual */
      return FALSE;
    }
  /* look ahead: a function declarator (a '(' after a name or operator at this level) or
     a static member */
  CkToken *q = P->tok;
  gboolean is_fn = FALSE;
  int depth = 0, angle = 0;   /* angle: inside a template's argument list (`pair<It, bool> f()`) */
  for (; q->kind != CK_TK_EOF; q++)
    {
      if (is_punct_tok (q, CK_P_LT) && q > P->tok && q[-1].kind == CK_TK_IDENT)
        {
          CkSym *ts = ck_parse_lookup (P, q[-1].text);
          if (ts && ts->tmpl)
            {
              angle++;
              continue;
            }
        }
      if (angle > 0 && is_punct_tok (q, CK_P_GT))
        {
          angle--;
          continue;
        }
      if (angle > 0 && is_punct_tok (q, CK_P_SHR))
        {
          angle = angle > 1 ? angle - 2 : 0;
          continue;
        }
      if (depth == 0 && (is_punct_tok (q, CK_P_SEMI) || is_punct_tok (q, CK_P_ASSIGN)
                         || is_punct_tok (q, CK_P_LBRACE) || is_punct_tok (q, CK_P_COLON)
                         || (is_punct_tok (q, CK_P_COMMA) && angle == 0)))
        break;
      if (is_kw_tok (q, CK_KW_OPERATOR))
        {
          is_fn = TRUE;
          break;
        }
      if (is_punct_tok (q, CK_P_LPAREN))
        {
          if (depth == 0 && q > P->tok && (q[-1].kind == CK_TK_IDENT))
            {
              is_fn = TRUE;
              break;
            }
          depth++;
        }
      else if (is_punct_tok (q, CK_P_RPAREN))
        depth--;
    }
  if (!is_fn && !is_static && !is_kw_tok (P->tok, CK_KW_STATIC))
    {
      /* a data member: its access is noted here, the struct parser reads it */
      for (CkToken *r = P->tok; r < q; r++)
        if (r->kind == CK_TK_IDENT && (is_punct_tok (&r[1], CK_P_SEMI) || is_punct_tok (&r[1], CK_P_COMMA)
                                       || is_punct_tok (&r[1], CK_P_ASSIGN) || is_punct_tok (&r[1], CK_P_LBRACE)
                                       || is_punct_tok (&r[1], CK_P_COLON) || is_punct_tok (&r[1], CK_P_LBRACKET)))
          note_access (c, r->text);
      return FALSE;
    }
  CkDeclAttr dattr = { 0 };
  CkType *base = ck_parse_declspec (P, &dattr);
  gboolean deduce = FALSE;
  CkType *trailing_ph = NULL;
  CkDeducedForm form = dattr.decltype_auto ? CK_DEDUCED_DECLTYPE : CK_DEDUCED_AUTO;
  if (!base && !dattr.decltype_auto && (is_punct_tok (P->tok, CK_P_AMP) || is_punct_tok (P->tok, CK_P_STAR)
                                        || (is_punct_tok (P->tok, CK_P_ANDAND) && !dattr.auto_const))
      && P->tok[1].kind == CK_TK_IDENT && is_punct_tok (&P->tok[2], CK_P_LPAREN))
    {
      /* `auto &f()`, `const auto &f()`, `auto *f()`, `auto &&f()` */
      form = is_punct_tok (P->tok, CK_P_STAR) ? CK_DEDUCED_PTR
             : is_punct_tok (P->tok, CK_P_ANDAND) ? CK_DEDUCED_FWD
             : dattr.auto_const ? CK_DEDUCED_CONST_LREF : CK_DEDUCED_LREF;
      P->tok++;
    }
  if (!base)
    {
      /* `auto f(...) {...}`: the return type is the first return statement's (parse.c) */
      CkToken *lp = P->tok;
      if (is_kw_tok (lp, CK_KW_OPERATOR))
        {
          /* `auto operator()(...)`, `auto operator+(...)`: the parameter list follows the name */
          lp++;
          if ((is_punct_tok (lp, CK_P_LPAREN) && is_punct_tok (&lp[1], CK_P_RPAREN))
              || (is_punct_tok (lp, CK_P_LBRACKET) && is_punct_tok (&lp[1], CK_P_RBRACKET)))
            lp += 2;
          else if (lp->kind == CK_TK_PUNCT && !is_punct_tok (lp, CK_P_LPAREN))
            lp++;
        }
      else
        while (lp->kind == CK_TK_IDENT)
          lp++;
      CkToken *after = NULL;
      if (is_punct_tok (lp, CK_P_LPAREN))
        {
          CkToken *save = P->tok;
          P->tok = lp;
          ck_parse_skip_balanced_parens (P);
          while (P->tok->kind == CK_TK_KEYWORD || P->tok->kind == CK_TK_IDENT)
            {
              P->tok++;
              if (is_punct_tok (P->tok, CK_P_LPAREN))
                ck_parse_skip_balanced_parens (P);   /* noexcept(...) */
            }
          after = P->tok;
          P->tok = save;
        }
      if (after && is_punct_tok (after, CK_P_ARROW))
        base = trailing_ph = ck_type_copy (ck_ty_int);   /* `auto f(...) -> R`: R is the type */
      else
        {
          if (!after || !is_punct_tok (after, CK_P_LBRACE))
            ck_parse_unsupported (P, start, "'auto' member functions without a body or of several declarators");
          base = ck_ty_void;
          deduce = TRUE;
        }
    }
  dattr.kw_device |= attr.kw_device;
  dattr.kw_host |= attr.kw_host;
  is_static |= dattr.storage == CK_SC_STATIC;
  for (gboolean first = TRUE;; first = FALSE)
    {
      if (!first && !is_punct_tok (P->tok, CK_P_COMMA))
        break;
      if (!first)
        P->tok++;
      const char *name = NULL;
      CkSrcLoc loc = ck_parse_tok_loc (P->tok);
      P->method_const = FALSE;
      const CkType *outer_ph = P->auto_ph;
      P->auto_ph = trailing_ph;
      CkType *ty = ck_parse_declarator_at (P, base, &name, &loc);
      P->auto_ph = outer_ph;
      gboolean is_const = P->method_const;
      P->method_const = FALSE;
      if (!name)
        ck_parse_syntax_error (P, P->tok, "expected a member name");
      if (ty->kind == CK_TY_FUNC)
        {
          if (strcmp (name, "operator=") == 0)
            c->user_special = TRUE;
          if (deduce)
            {
              ty = ck_type_copy (ty);
              ty->origin = NULL;
              ty->is_deduced_ret = TRUE;
              ty->deduced_form = form;
            }
          CkObj *fn = declare_method (P, c, name, ty, &dattr, loc, is_static, is_const);
          fn->is_virtual = is_virtual;
          method_tail (P, c, fn, FALSE);
          return TRUE;
        }
      /* a static data member: a variable of the enclosing namespace named "C::x" */
      CkObj *o = ck_parse_new_obj (P, ck_strdup_printf ("%s::%s", c->name, name), ty, loc);
      o->storage = CK_SC_EXTERN;
      CkSym *s = ck_new (CkSym);
      s->name = o->name;
      s->obj = o;
      ck_map_put (&c->ns->syms, name, s);
      if (P->scope->ns == c->ns)
        ck_map_put (&P->scope->syms, name, s);   /* seen by the rest of the class body */
      if (is_punct_tok (P->tok, CK_P_ASSIGN) || is_punct_tok (P->tok, CK_P_LBRACE))
        {
          /* const static member with its value here (or inline/constexpr): a definition */
          o->storage = CK_SC_NONE;
          o->is_definition = TRUE;
          o->is_inline = TRUE;   /* every unit that includes the class defines it: one object */
          o->address_taken = TRUE;
          o->mem_space = dattr.kw_device ? CK_MS_DEVICE : CK_MS_NONE;
          o->init = ck_parse_decl_initializer (P, o, TRUE);
          if (o->init && o->init->n_items == 1 && ck_type_is_integer (o->type))
            {
              gint64 v;
              if (ck_sema_eval_int (o->init->items[0].expr, &v))
                {
                  o->has_const_value = TRUE;
                  o->const_value = v;
                  o->is_arith_constant = TRUE;
                }
            }
          ck_vec_push (P->objs, o);
        }
      else
        {
          o->is_definition = FALSE;
          ck_vec_push (P->objs, o);
        }
    }
  ck_parse_expect (P, CK_P_SEMI);
  return TRUE;
}

/* The tokens of member [m]'s default member initializer in class type [t] ('=' or '{'), or
 * NULL where it has none. */
const CkToken *
ck_class_dmi_tokens (CkType *t, const CkMember *m)
{
  CkClass *c = ck_class_of (t);
  for (int j = 0; c && j < c->dmis.len; j++)
    if (((Dmi *) ck_vec_get (&c->dmis, j))->member == m)
      return ((Dmi *) ck_vec_get (&c->dmis, j))->tok;
  return NULL;
}

/* A default member initializer at [tok] ('=' or '{') of member [m]: kept for the
 * constructors; the tokens are skipped. */
void
ck_class_dmi (CkParser *P, CkType *t, CkMember *m)
{
  CkClass *c = t->cls;
  Dmi *d = ck_new (Dmi);
  d->member = m;
  d->tok = P->tok;
  ck_vec_push (&c->dmis, d);
  int depth = 0;
  for (; P->tok->kind != CK_TK_EOF; P->tok++)
    {
      if (depth == 0 && (is_punct_tok (P->tok, CK_P_SEMI) || is_punct_tok (P->tok, CK_P_COMMA)))
        break;
      if (is_punct_tok (P->tok, CK_P_LPAREN) || is_punct_tok (P->tok, CK_P_LBRACE) || is_punct_tok (P->tok, CK_P_LBRACKET))
        depth++;
      else if (is_punct_tok (P->tok, CK_P_RPAREN) || is_punct_tok (P->tok, CK_P_RBRACE) || is_punct_tok (P->tok, CK_P_RBRACKET))
        {
          depth--;
          if (depth == 0 && is_punct_tok (d->tok, CK_P_LBRACE))
            {
              P->tok++;
              break;
            }
        }
    }
}

/* ---------------------------------------------------------------- completing a class */

static const char *
short_name (CkClass *c, CkObj *fn)
{
  return fn->name + strlen (c->name) + 2;
}

static gboolean
is_ctor (CkClass *c, CkObj *fn)
{
  return c->type->tag && strcmp (short_name (c, fn), c->type->tag) == 0;
}

static gboolean
is_dtor (CkClass *c, CkObj *fn)
{
  return short_name (c, fn)[0] == '~';
}

/* POD for the purpose of layout (Itanium C++ ABI 1.1: a C++03 POD): its tail padding is not
 * reused by a derived class. */
static gboolean
is_pod_layout (CkClass *c)
{
  if (c->user_special || c->bases.len || c->vptr)
    return FALSE;
  for (int i = 0; i < c->access_of.len; i++)
    if (((Access *) ck_vec_get (&c->access_of, i))->access != ACC_PUBLIC)
      return FALSE;
  for (CkMember *m = c->members; m; m = m->next)
    {
      CkType *mt = m->type;
      while (mt->kind == CK_TY_ARRAY)
        mt = mt->base;
      CkClass *mc = ck_class_of (mt);
      if (mc && !mt->is_reference && !is_pod_layout (mc))
        return FALSE;
    }
  return TRUE;
}

static gboolean
is_empty_class (CkClass *c)
{
  if (c->vptr)
    return FALSE;
  for (CkMember *m = c->members; m; m = m->next)
    return FALSE;
  for (int i = 0; i < c->bases.len; i++)
    if (!is_empty_class (root (ck_vec_get (&c->bases, i))->cls))
      return FALSE;
  return TRUE;
}

/* The parameters after `this` of two member functions are the same. */
static gboolean
same_signature (CkObj *a, CkObj *b)
{
  CkParam *p = a->type->params, *q = b->type->params;
  if (!a->is_static_method && p)
    p = p->next;
  if (!b->is_static_method && q)
    q = q->next;
  for (; p && q; p = p->next, q = q->next)
    if (!ck_type_is_compatible (ck_type_unqualified (p->type), ck_type_unqualified (q->type)))
      return FALSE;
  return !p && !q && a->is_const_method == b->is_const_method;
}

/* Whether class [k] can be default-constructed: it declares no constructor, or one that takes
 * no argument (all defaulted), or a constructor template (which may). */
static gboolean
has_default_ctor (CkClass *k)
{
  if (!k->ctors || k->ctors->member_tmpls.len)
    return TRUE;
  for (int i = 0; i < k->ctors->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&k->ctors->overloads, i);
      CkParam *p = f->type->params ? f->type->params->next : NULL;
      if ((!p || p->default_arg) && !f->is_deleted)
        return TRUE;
    }
  return FALSE;
}

/* Whether every base and every member of class type of [c] without a default member
 * initializer has a default constructor (else [c]'s implicit one is deleted). */
static gboolean
default_constructible_parts (CkClass *c)
{
  for (int i = 0; i < c->bases.len; i++)
    if (!has_default_ctor (root (ck_vec_get (&c->bases, i))->cls))
      return FALSE;
  for (CkMember *m = c->members; m; m = m->next)
    {
      CkClass *mc = m->type->is_reference ? NULL : ck_class_of (m->type);
      gboolean dmi = FALSE;
      for (int k = 0; k < c->dmis.len && !dmi; k++)
        dmi = ((Dmi *) ck_vec_get (&c->dmis, k))->member == m;
      if (mc && m->type->kind == CK_TY_STRUCT && !dmi && !has_default_ctor (mc))
        return FALSE;
      CkClass *ec = array_elem_class (m->type);
      if (ec && !dmi && !has_default_ctor (ec))
        return FALSE;   /* an array of objects without a default constructor */
    }
  return TRUE;
}

static CkObj *
implicit_method (CkParser *P, CkClass *c, const char *name)
{
  CkDeclAttr attr = { .kw_host = TRUE, .kw_device = TRUE };
  CkObj *fn = declare_method (P, c, name, ck_type_func (ck_ty_void), &attr, P->tok->loc, FALSE, FALSE);
  fn->access = ACC_PUBLIC;
  fn->is_implicit_member = TRUE;
  Pending *pd = ck_new (Pending);
  pd->fn = fn;
  ck_vec_push (&c->pending, pd);
  return fn;
}

/* Before class [t] is laid out: its base subobjects (and the vtable pointer) become its first
 * members, the virtual functions get their slots, and the implicit default constructor and
 * destructor are declared where C++ makes them non-trivial. [*aligns] gets zeros for the
 * members added in front. */
void
ck_class_before_layout (CkParser *P, CkType *t, int **aligns)
{
  CkClass *c = t->cls;
  c->members = t->members;
  /* virtual functions: the primary base's slots, overridden or extended */
  CkClass *primary = NULL;
  gboolean first_nv = TRUE;
  for (int i = 0; i < c->bases.len; i++)
    {
      CkClass *b = root (ck_vec_get (&c->bases, i))->cls;
      /* its virtual bases, in inheritance graph order (depth-first, left to right, each once) */
      if (is_virtual_edge (c, i) && vec_index (&c->vbases, b) < 0)
        ck_vec_push (&c->vbases, b);
      for (int k = 0; k < b->vbases.len; k++)
        if (vec_index (&c->vbases, ck_vec_get (&b->vbases, k)) < 0)
          ck_vec_push (&c->vbases, ck_vec_get (&b->vbases, k));
      for (int k = 0; k < b->vbase_init.len; k++)
        if (vec_index (&c->vbase_init, ck_vec_get (&b->vbase_init, k)) < 0)
          ck_vec_push (&c->vbase_init, ck_vec_get (&b->vbase_init, k));
      if (is_virtual_edge (c, i) && vec_index (&c->vbase_init, b) < 0)
        ck_vec_push (&c->vbase_init, b);
      if (is_virtual_edge (c, i))
        continue;
      /* the primary base: the first non-virtual dynamic base (Itanium C++ ABI 2.4 II.1),
         laid out first */
      if (b->vptr && !primary)
        primary = b;
      first_nv = FALSE;
    }
  (void) first_nv;
  c->primary = primary;
  if (primary)
    for (int k = 0; k < primary->vbase_order.len; k++)
      ck_vec_push (&c->vbase_order, ck_vec_get (&primary->vbase_order, k));
  for (int k = 0; k < c->vbases.len; k++)
    {
      CkClass *v = ck_vec_get (&c->vbases, k);
      if (vec_index (&c->vbase_order, v) < 0)
        ck_vec_push (&c->vbase_order, v);
      /* without a non-virtual dynamic base the ABI shares the vtable pointer of a nearly empty
         virtual base (one that holds only its vtable pointer) */
      if (!primary && v->vptr && v->nvsize == 8)
        {
          ck_parse_error (P, c->loc, c->type->tag ? (int) strlen (c->type->tag) : 1,
                          "unsupported: a nearly empty virtual base class ('%s') as the primary base of '%s'",
                          v->name, c->name);
          break;
        }
    }
  if (primary)
    for (int i = 0; i < primary->vfuncs.len; i++)
      ck_vec_push (&c->vfuncs, ck_vec_get (&primary->vfuncs, i));
  for (int i = 0; i < c->methods.len; i++)
    {
      CkObj *m = ck_vec_get (&c->methods, i);
      if (m->is_static_method || is_ctor (c, m))
        continue;
      gboolean overrides = FALSE;
      for (int s = 0; s < c->vfuncs.len; s++)
        {
          CkObj *v = ck_vec_get (&c->vfuncs, s);
          CkClass *vc = v->method_of;
          gboolean match = (is_dtor (c, m) && is_dtor (vc, v))
                           || (strcmp (short_name (c, m), short_name (vc, v)) == 0 && same_signature (m, v));
          if (match && vc != c)
            {
              m->is_virtual = m->is_virtual ? m->is_virtual : 1;
              m->vslot = s;
              c->vfuncs.data[s] = m;
              overrides = TRUE;
            }
        }
      if (!overrides)
        for (int b = 0; b < c->bases.len && !overrides; b++)
          {
            /* an overrider of a secondary (or virtual) base's function (its table gets a
               thunk) gets a slot of its own in the class's table too */
            CkClass *bc = root (ck_vec_get (&c->bases, b))->cls;
            if (bc != primary && overrides_in_bases (bc, m))
              {
                if (!m->is_virtual)
                  m->is_virtual = 1;
                overrides = TRUE;
                m->vslot = c->vfuncs.len;
                ck_vec_push (&c->vfuncs, m);
              }
          }
      if (m->is_virtual == 2 && !overrides)
        ck_parse_error (P, m->loc, (int) strlen (short_name (c, m)),
                        "'%s' marked 'override', but does not override", method_sig (m));
      if (m->is_virtual && !overrides)
        {
          m->vslot = c->vfuncs.len;
          ck_vec_push (&c->vfuncs, m);
        }
    }
  c->is_abstract = FALSE;
  for (int s = 0; s < c->vfuncs.len; s++)
    if (((CkObj *) ck_vec_get (&c->vfuncs, s))->is_pure)
      c->is_abstract = TRUE;
  /* the members added in front: vtable pointer, then the bases */
  CkMember head = { 0 }, *cur = &head;
  int n_front = 0;
  gboolean dynamic = c->vfuncs.len || c->vbases.len;
  /* the header of its tables: [vbase offsets, VTT,] offset-to-top, RTTI */
  c->vhdr = c->vbases.len ? 3 + c->vbase_order.len : dynamic ? 2 : 0;
  if (dynamic && primary)
    c->vptr = primary->vptr;
  else if (dynamic)
    {
      CkMember *vp = ck_new (CkMember);
      vp->name = "__vptr";
      vp->type = ck_type_pointer_to (ck_type_pointer_to (ck_ty_void));
      c->vptr = vp;
      cur->next = vp;
      cur = vp;
      n_front++;
    }
  for (int i = 0; i < c->bases.len; i++)
    {
      CkType *bt = ck_vec_get (&c->bases, i);
      CkMember *bm = ck_new (CkMember);
      bm->type = bt;
      CkClass *bc = root (bt)->cls;
      if (is_virtual_edge (c, i))
        {
          /* laid out once, after the non-virtual part (ck_class_finish) */
          ck_vec_push (&c->base_members, NULL);
          continue;
        }
      if (bc->vbases.len)
        {
          bm->type = ck_type_copy (bt);   /* its non-virtual part (Itanium C++ ABI nvsize) */
          bm->type->size = bc->nvsize;
          bm->type->align = bc->nvalign;
        }
      else if (is_empty_class (bc))
        {
          bm->type = ck_type_copy (bt);   /* an empty base takes no room (Itanium C++ ABI) */
          bm->type->size = 0;
        }
      else if (!is_pod_layout (bc) && bc->dsize < bt->size)
        {
          bm->type = ck_type_copy (bt);   /* its tail padding holds the next members */
          bm->type->size = bc->dsize;
        }
      ck_vec_push (&c->base_members, bm);
    }
  /* the primary base first (at offset 0, sharing the vtable pointer), then the other
     non-virtual bases in declaration order */
  int pi = -1;
  for (int i = 0; i < c->bases.len && primary && pi < 0; i++)
    if (!is_virtual_edge (c, i) && base_cls (c, i) == primary)
      pi = i;
  for (int k = -1; k < c->bases.len; k++)
    {
      int i = k < 0 ? pi : k;
      CkMember *bm = i >= 0 ? ck_vec_get (&c->base_members, i) : NULL;
      if (!bm || (k >= 0 && i == pi))
        continue;
      cur->next = bm;
      cur = bm;
      n_front++;
    }
  if (n_front)
    {
      cur->next = t->members;
      t->members = head.next;
      int n = 0;
      for (CkMember *m = c->members; m; m = m->next)
        n++;
      int *a = (int *) ck_new_atomic (sizeof (int) * (gsize) (n + n_front + 1));
      memset (a, 0, sizeof (int) * (gsize) n_front);
      memcpy (a + n_front, *aligns, sizeof (int) * (gsize) n);
      *aligns = a;
    }
  /* the data members are names of the class scope */
  for (CkMember *m = c->members; m; m = m->next)
    if (m->name && !ck_map_get (&c->ns->syms, m->name))
      {
        CkSym *s = ck_new (CkSym);
        s->name = m->name;
        s->member = m;
        s->member_of = c;
        ck_map_put (&c->ns->syms, m->name, s);
      }
  /* implicit default constructor and destructor, where they have something to do */
  gboolean need_ctor = c->vptr != NULL || c->dmis.len > 0, need_dtor = FALSE;
  for (int k = 0; k < c->vbases.len; k++)
    need_dtor |= ((CkClass *) ck_vec_get (&c->vbases, k))->dtor != NULL;
  for (int i = 0; i < c->bases.len; i++)
    {
      CkClass *b = root (ck_vec_get (&c->bases, i))->cls;
      need_ctor |= b->ctors != NULL;
      need_dtor |= b->dtor != NULL;
    }
  for (CkMember *m = c->members; m; m = m->next)
    {
      CkClass *mc = m->type->is_reference ? NULL : ck_class_of (m->type);
      if (mc)
        {
          need_ctor |= mc->ctors != NULL;
          need_dtor |= mc->dtor != NULL;
        }
      CkClass *ec = array_elem_class (m->type);
      if (ec)
        {
          need_ctor |= ec->ctors != NULL;
          need_dtor |= ec->dtor != NULL;
        }
    }
  if (need_ctor && !c->ctors && t->tag)
    {
      CkObj *f = implicit_method (P, c, t->tag);
      c->ctors = ck_map_get (&c->ns->syms, ".ctor");
      if (!default_constructible_parts (c))
        {
          /* a base or member without a default constructor: the implicit one is deleted
             ([class.default.ctor]p2), and the class is still initialised from a braced list
             (`W w = {S(3), 4};`) */
          f->is_deleted = TRUE;
          c->pending.len--;
        }
    }
  if (c->vbases.len && t->tag)
    {
      /* the implicit copy constructor of a class with virtual bases is a function (it
         constructs the virtual bases only for a complete object), member by member */
      gboolean has_copy = FALSE;
      for (int i = 0; c->ctors && i < c->ctors->overloads.len; i++)
        {
          CkObj *f = ck_vec_get (&c->ctors->overloads, i);
          CkParam *p = f->type->params ? f->type->params->next : NULL;
          if (p && !p->next && p->type->is_reference && ck_class_of (p->type) == c)
            has_copy = TRUE;
        }
      if (!has_copy)
        {
          CkType *ft = ck_type_func (ck_ty_void);
          CkParam *pp = ck_new (CkParam);
          pp->type = ck_type_pointer_to (const_of (t));
          pp->type->is_reference = TRUE;
          pp->loc = c->loc;
          ft->params = pp;
          ft->n_params = 1;
          CkDeclAttr attr = { .kw_host = TRUE, .kw_device = TRUE };
          int acc = c->access;
          c->access = ACC_PUBLIC;
          CkObj *fn = declare_method (P, c, t->tag, ft, &attr, P->tok->loc, FALSE, FALSE);
          c->access = acc;
          fn->is_implicit_member = TRUE;
          Pending *pd = ck_new (Pending);
          pd->fn = fn;
          ck_vec_push (&c->pending, pd);
          c->ctors = ck_map_get (&c->ns->syms, ".ctor");
        }
    }
  if (need_dtor && !c->dtor && t->tag)
    {
      c->dtor = implicit_method (P, c, ck_strdup_printf ("~%s", t->tag));
      if (primary && primary->dtor && primary->dtor->is_virtual)
        {
          c->dtor->is_virtual = 1;
          c->dtor->vslot = primary->dtor->vslot;
          c->vfuncs.data[c->dtor->vslot] = c->dtor;
        }
      else
        for (int b = 0; b < c->bases.len && c->vptr; b++)
          if (overrides_in_bases (root (ck_vec_get (&c->bases, b))->cls, c->dtor))
            {
              /* a virtual destructor of a secondary or virtual base: a slot of its own (without
                 a vtable pointer, the second base was reported) */
              c->dtor->is_virtual = 1;
              c->dtor->vslot = c->vfuncs.len;
              ck_vec_push (&c->vfuncs, c->dtor);
              break;
            }
    }
}

static CkScope *
class_scope (CkClass *c, CkScope *parent)
{
  for (int i = c->bases.len - 1; i >= 0; i--)
    parent = class_scope (root (ck_vec_get (&c->bases, i))->cls, parent);
  CkScope *s = ck_new (CkScope);
  s->parent = parent;
  s->syms = c->ns->syms;
  s->tags = c->ns->tags;
  return s;
}

static CkNode *
this_deref (CkParser *P, CkSrcLoc loc)
{
  CkSym *ts = ck_parse_lookup_sym (P, "this");
  if (!ts || !ts->obj)
    return NULL;
  CkNode *v = P->lambda ? ck_class_lambda_use (P, ts->obj, loc, 4) : NULL;   /* captured this */
  if (!v)
    v = ck_sema_var (P, ts->obj, loc, 4);
  return ck_sema_unary (P, CK_E_DEREF, v, loc, 4);
}

static CkNode *
set_vptr (CkParser *P, CkClass *c, CkNode *self, CkSrcLoc loc)
{
  if (!c->vtable)
    return NULL;
  CkNode *vp = ck_sema_node (CK_E_MEMBER, loc);
  vp->lhs = self;
  vp->member = c->vptr;
  vp->type = c->vptr->type;
  vp->is_lvalue = TRUE;
  /* the pass's own table: the host's in the host pass, the device's in the device pass (a
     __device__ constructor compiled in the host pass never runs) */
  CkNode *tv = ck_sema_node (CK_E_VAR, loc);
  tv->obj = c->vtable;
  tv->type = c->vtable->type;
  tv->is_lvalue = TRUE;
  CkNode *tab = ck_sema_binary (P, CK_E_ADD, ck_sema_decay (P, tv), ck_sema_int_lit (c->vhdr, ck_ty_int, loc), loc, 1);
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = vp;
  as->rhs = ck_sema_cast (tab, vp->type);
  as->type = vp->type;
  return as;
}

typedef struct {
  const char *name;
  CkToken *tok;
  CkNode **args;
  int n;
  gboolean used;
  CkType *base;              /* an element of a pack expansion `Bases()...`: its base */
} MemInit;

/* A dynamic subobject of a class Y with a vtable pointer of its own: of class [cls], [rel]
 * bytes into Y's non-virtual part (via NULL) or into its virtual base [via]. */
typedef struct {
  CkClass *cls;
  CkClass *via;
  gint64 rel;
} VSub;

static void
nv_vptr_subs (CkClass *k, CkClass *via, gint64 rel, CkVec *out)
{
  for (int i = 0; i < k->bases.len; i++)
    {
      if (is_virtual_edge (k, i))
        continue;
      CkClass *b = base_cls (k, i);
      gint64 boff = ((CkMember *) ck_vec_get (&k->base_members, i))->offset;
      if (b->vptr && !(b == k->primary && boff == 0))
        {
          VSub *vs = ck_new (VSub);
          *vs = (VSub) { b, via, rel + boff };
          ck_vec_push (out, vs);
        }
      nv_vptr_subs (b, via, rel + boff, out);
    }
}

/* The subobjects of [y] other than itself whose vtable pointers its constructor sets. */
static void
vptr_subs (CkClass *y, CkVec *out)
{
  nv_vptr_subs (y, NULL, 0, out);
  for (int k = 0; k < y->vbases.len; k++)
    {
      CkClass *v = ck_vec_get (&y->vbases, k);
      if (v->vptr)
        {
          VSub *vs = ck_new (VSub);
          *vs = (VSub) { v, v, 0 };
          ck_vec_push (out, vs);
        }
      nv_vptr_subs (v, v, 0, out);
    }
}

/* The locals of a constructor or destructor of a class with virtual bases: its table (the
 * address point the caller stored, or its own), whether it is the complete object's, its VTT. */
typedef struct {
  CkObj *tab, *cplt, *vtt;
} VState;

static CkObj *local_temp (CkParser *P, CkType *t, CkSrcLoc loc, CkVec *stmts);

static CkNode *
vset (CkNode *l, CkNode *r)
{
  CkNode *as = ck_sema_node (CK_E_ASSIGN, l->loc);
  as->lhs = l;
  as->rhs = ck_sema_cast (r, l->type);
  as->type = l->type;
  return as;
}

/* The vtable pointer of the object [e] of class [k] as an lvalue. */
static CkNode *
vptr_lv (CkNode *e, CkClass *k)
{
  CkNode *vp = ck_sema_node (CK_E_MEMBER, e->loc);
  vp->lhs = e;
  vp->member = k->vptr;
  vp->type = k->vptr->type;
  vp->is_lvalue = TRUE;
  return vp;
}

/* Entry [i] of the VTT (a construction table's address point) as a vtable pointer. */
static CkNode *
vtt_entry (CkParser *P, VState *vs, int i, CkSrcLoc loc)
{
  CkNode *e = ck_sema_index (P, raw_var (vs->vtt, loc), ck_sema_int_lit (i, ck_ty_int, loc), loc);
  return ck_sema_cast (e, ck_type_pointer_to (ck_type_pointer_to (ck_ty_void)));
}

/* The start of a constructor or destructor of [c] (with virtual bases): its table and VTT in
 * [vs]; a destructor then installs its tables ([class.cdtor]: [c] is the dynamic type). */
static void
vstate_begin (CkParser *P, CkClass *c, CkNode *self, gboolean ctor, VState *vs, CkVec *out, CkSrcLoc loc)
{
  CkType *vpt = c->vptr->type;
  vs->tab = local_temp (P, vpt, loc, out);
  vs->cplt = local_temp (P, ck_ty_int, loc, out);
  vs->vtt = local_temp (P, vpt, loc, out);
  ck_vec_push (out, expr_stmt (vset (raw_var (vs->tab, loc), vptr_lv (self, c))));
  CkNode *own = ck_sema_cast (ck_sema_binary (P, CK_E_ADD, ck_sema_decay (P, raw_var (c->vtable, loc)),
                                              ck_sema_int_lit (c->vhdr, ck_ty_int, loc), loc, 1), vpt);
  /* a constructor: a null pointer stored by the caller says complete object; a destructor:
     its own table */
  CkNode *test = ctor ? ck_sema_binary (P, CK_E_EQ, raw_var (vs->tab, loc), ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), vpt), loc, 1)
                      : ck_sema_binary (P, CK_E_EQ, raw_var (vs->tab, loc), own, loc, 1);
  ck_vec_push (out, expr_stmt (vset (raw_var (vs->cplt, loc), test)));
  if (ctor)
    {
      CkNode *ifs = ck_sema_node (CK_S_IF, loc);
      ifs->cond = raw_var (vs->cplt, loc);
      ifs->then = expr_stmt (vset (raw_var (vs->tab, loc), own));
      ck_vec_push (out, ifs);
    }
  CkNode *hd = ck_sema_index (P, raw_var (vs->tab, loc), ck_sema_int_lit (-c->vhdr, ck_ty_int, loc), loc);
  ck_vec_push (out, expr_stmt (vset (raw_var (vs->vtt, loc), hd)));
}

/* The index in [c]'s VTT of the first table of its vptr_subs (after those of its virtual bases
 * and non-virtual bases that have virtual bases). */
static int
vtt_subs_start (CkClass *c)
{
  int n = 0;
  for (int k = 0; k < c->vbases.len; k++)
    n += ((CkClass *) ck_vec_get (&c->vbases, k))->vbases.len > 0;
  for (int i = 0; i < c->bases.len; i++)
    n += !is_virtual_edge (c, i) && base_cls (c, i)->vbases.len > 0;
  return n;
}

/* Stores [c]'s table and those of its other subobjects (from the VTT) in the object [self]. */
static void
vstate_install (CkParser *P, CkClass *c, CkNode *self, VState *vs, CkVec *out, CkSrcLoc loc)
{
  ck_vec_push (out, expr_stmt (vset (vptr_lv (self, c), raw_var (vs->tab, loc))));
  CkVec subs = { 0 };
  vptr_subs (c, &subs);
  int first = vtt_subs_start (c);
  CkType *cp = ck_type_pointer_to (ck_ty_char);
  for (int k = 0; k < subs.len; k++)
    {
      VSub *sb = ck_vec_get (&subs, k);
      CkNode *from = sb->via ? vbase_subobject (P, self, c, sb->via) : self;
      CkNode *a = ck_sema_node (CK_E_ADDR, loc);
      a->lhs = from;
      a->type = ck_type_pointer_to (from->type);
      CkNode *at = ck_sema_binary (P, CK_E_ADD, ck_sema_cast (a, cp), ck_sema_int_lit (sb->rel, ck_ty_long, loc), loc, 1);
      CkNode *lv = ck_sema_unary (P, CK_E_DEREF, ck_sema_cast (at, ck_type_pointer_to (c->vptr->type)), loc, 1);
      ck_vec_push (out, expr_stmt (vset (lv, vtt_entry (P, vs, first + k, loc))));
    }
}

static CkNode *ctor_preset;         /* see ctor_call */
static gboolean ctor_preset_keep;

static CkNode *
if_block (CkParser *P, CkObj *cond, CkVec *body, CkSrcLoc loc)
{
  (void) P;
  CkNode *ifs = ck_sema_node (CK_S_IF, loc);
  ifs->cond = raw_var (cond, loc);
  ifs->then = block_of (body, loc);
  return ifs;
}

/* Initialises the member or base [lhs] (of class [mc], or a scalar when NULL) from [args]. */
static void
init_member (CkParser *P, CkVec *out, CkNode *lhs, CkType *mt, CkNode **args, int n, CkSrcLoc loc)
{
  CkClass *ec = array_elem_class (mt);
  if (ec)
    {
      /* an array of objects: each element default-constructed, first to last */
      if (n)
        ck_parse_error (P, loc, 1, "unsupported: a member initializer with values for an array of objects");
      else if (ec->ctors)
        ck_vec_push (out, each_element (P, lhs, mt->array_len, FALSE, ctor_of_element, ec, loc));
      return;
    }
  CkClass *mc = mt->is_reference ? NULL : ck_class_of (mt);
  if (mc)
    {
      CkNode *call = ctor_call (P, mc, lhs, args, n, loc, 1);
      if (call)
        ck_vec_push (out, expr_stmt (call));
      return;
    }
  if (mt->is_reference)
    {
      /* a reference member is bound by its mem-initializer (or default member initializer)
         and never rebound: the pointer under the reference is set ([class.base.init]p8) */
      if (n != 1)
        {
          ck_parse_error (P, loc, 1, n ? "expression list treated as compound expression in mem-initializer"
                                       : "uninitialized reference member in '%s'", ck_parse_type_str (mt));
          return;
        }
      CkNode *slot = lhs;
      if (slot->kind == CK_E_DEREF && slot->lhs->kind == CK_E_MEMBER)
        slot = slot->lhs;
      CkNode *b = ck_sema_bind_ref (P, args[0], mt, "initialization");
      if (ck_sema_has_err (P, b->type))
        return;
      CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
      as->lhs = slot;
      as->rhs = b;
      as->type = slot->type;
      ck_vec_push (out, expr_stmt (as));
      return;
    }
  if (n > 1 || mt->kind == CK_TY_ARRAY)
    {
      if (mt->kind == CK_TY_ARRAY || mt->kind == CK_TY_STRUCT)
        ck_parse_error (P, loc, 1, "unsupported: a member initializer of an array or struct with several values");
      else
        ck_parse_error (P, loc, 1, "expression list treated as compound expression in mem-initializer");
      return;
    }
  if (n && args[0]->is_list_elem)
    ck_sema_check_narrowing (P, args[0], mt, FALSE);   /* `: x{d}` */
  CkNode *v = n ? ck_sema_convert (P, args[0], ck_type_unqualified (mt), "initialization")
                : ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), ck_type_unqualified (mt));
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = lhs;
  as->rhs = v;
  as->type = lhs->type;
  ck_vec_push (out, expr_stmt (as));
}

/* One mem-initializer at P->tok, appended to [ctx] (CkVec of MemInit); in a pack expansion
 * `Bases(args)...`, its base is the pack's element. */
static void
one_mem_init (CkParser *P, void *ctx)
{
  MemInit *mi = ck_new (MemInit);
  mi->tok = P->tok;
  while (P->tok->kind == CK_TK_IDENT && is_punct_tok (&P->tok[1], CK_P_COLONCOLON))
    P->tok += 2;
  if (P->tok->kind != CK_TK_IDENT)
    ck_parse_syntax_error (P, P->tok, "expected a member or base name");
  mi->name = P->tok->text;
  if (P->pack_elem > 0)
    {
      CkSym *ts = ck_parse_lookup_sym (P, mi->name);
      if (ts && ts->typedef_type)
        mi->base = ts->typedef_type;
    }
  mi->tok = P->tok++;
  if (is_punct_tok (P->tok, CK_P_LBRACE))
    mi->args = braced_args (P, NULL, &mi->n);
  else
    {
      CkToken *open = P->tok;
      ck_parse_expect (P, CK_P_LPAREN);
      mi->args = ck_parse_call_args (P, open, &mi->n);
    }
  ck_vec_push (ctx, mi);
}

/* Points the vtable pointers of [c]'s base subobjects off its primary chain (in [self]) at
 * their tables in [c] (a class without virtual bases). */
static void
set_secondary_vptrs (CkParser *P, CkClass *c, CkNode *self, CkVec *out, CkSrcLoc loc)
{
  for (int i = 0; i + 1 < c->secondary.len; i += 2)
    {
      CkClass *z = ck_vec_get (&c->secondary, i);
      CkObj *tab = ck_vec_get (&c->secondary, i + 1);
      CkNode *sub = base_subobject (P, self, c, z);
      CkNode *mv = ck_sema_node (CK_E_MEMBER, loc);
      mv->lhs = sub;
      mv->member = z->vptr;
      mv->type = z->vptr->type;
      mv->is_lvalue = TRUE;
      CkNode *tv = raw_var (tab, loc);
      CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
      as->lhs = mv;
      as->rhs = ck_sema_cast (ck_sema_binary (P, CK_E_ADD, ck_sema_decay (P, tv), ck_sema_int_lit (z->vhdr, ck_ty_int, loc),
                                              loc, 1), mv->type);
      as->type = mv->type;
      ck_vec_push (out, expr_stmt (as));
    }
}

static MemInit *
base_mem_init (CkParser *P, CkVec *mis, CkType *bt)
{
  CkClass *bc = root (bt)->cls;
  MemInit *use = NULL;
  for (int j = 0; j < mis->len; j++)
    {
      MemInit *mi = ck_vec_get (mis, j);
      if (mi->base)
        {
          if (ck_class_of (mi->base) == bc)
            use = mi;   /* an element of a pack expansion `Bases(args)...` */
        }
      else if (bt->tag && strcmp (mi->name, root (bt)->tag) == 0)
        use = mi;
      else if (!use)
        {
          /* a base named through a typedef or a template parameter: `: B(s)` */
          CkSym *ts = ck_parse_lookup_sym (P, mi->name);
          if (ts && ts->typedef_type && ck_class_of (ts->typedef_type) == bc)
            use = mi;
        }
    }
  if (use)
    use->used = TRUE;
  return use;
}

/* A MemInit that copies [what] (the implicit copy constructor of a class with virtual bases). */
static MemInit *
copy_init (CkNode *what)
{
  MemInit *mi = ck_new (MemInit);
  mi->args = ck_new_n (CkNode *, 1);
  mi->args[0] = what;
  mi->n = 1;
  return mi;
}

/* The bases of [c] (which has virtual bases) constructed, and its tables installed: the virtual
 * bases only for the complete object (a base subobject's are the most-derived class's), each
 * base that has virtual bases of its own after its construction table is stored (ctor_call). */
static void
vctor_bases (CkParser *P, CkClass *c, CkNode *self, CkVec *mis, CkNode *copy_src, CkVec *out, CkSrcLoc loc)
{
  VState vs;
  vstate_begin (P, c, self, TRUE, &vs, out, loc);
  CkVec vb = { 0 };
  int idx = 0;
  ck_vec_push (&vb, expr_stmt (vset (vptr_lv (self, c), raw_var (vs.tab, loc))));
  for (int k = 0; k < c->vbase_init.len; k++)
    {
      CkClass *v = ck_vec_get (&c->vbase_init, k);
      MemInit *use = copy_src ? copy_init (vbase_subobject (P, copy_src, c, v)) : base_mem_init (P, mis, v->type);
      if (v->vbases.len)
        ctor_preset = vtt_entry (P, &vs, idx++, loc);
      init_member (P, &vb, vbase_subobject (P, self, c, v), v->type, use ? use->args : NULL, use ? use->n : 0, loc);
      ctor_preset = NULL;
    }
  ck_vec_push (out, if_block (P, vs.cplt, &vb, loc));
  for (int i = 0; i < c->bases.len; i++)
    {
      if (is_virtual_edge (c, i))
        continue;
      CkType *bt = ck_vec_get (&c->bases, i);
      CkClass *bc = root (bt)->cls;
      MemInit *use = copy_src ? copy_init (direct_base (P, copy_src, c, i)) : base_mem_init (P, mis, bt);
      if (bc->vbases.len)
        ctor_preset = vtt_entry (P, &vs, idx++, loc);
      init_member (P, out, direct_base (P, self, c, i), bt, use ? use->args : NULL, use ? use->n : 0, loc);
      ctor_preset = NULL;
    }
  vstate_install (P, c, self, &vs, out, loc);
}

/* The default member initializer of [m] in [c], or NULL. */
static Dmi *
find_dmi (CkClass *c, const CkMember *m)
{
  for (int j = 0; j < c->dmis.len; j++)
    if (((Dmi *) ck_vec_get (&c->dmis, j))->member == m)
      return ck_vec_get (&c->dmis, j);
  return NULL;
}

/* Initialises member [lhs] ([m]) from its default member initializer [dmi], parsed here (in the
 * class's scope, `this` the object): the statements go to [out]. P->tok is left anywhere. */
static void
init_from_dmi (CkParser *P, CkVec *out, CkNode *lhs, CkMember *m, Dmi *dmi)
{
  P->tok = dmi->tok;
  int n;
  CkNode **args;
  if (m->type->kind == CK_TY_ARRAY && !m->type->is_reference
      && (is_punct_tok (P->tok, CK_P_LBRACE) || is_punct_tok (P->tok, CK_P_ASSIGN)))
    {
      /* an array member, `float d[4] = {1, 2};` / `int k[2]{3, 4};` / `char s[8] =
         "abc";`: aggregate initialisation of the array ([dcl.init.aggr]; the rest
         zero), as a compound literal copied in */
      if (is_punct_tok (P->tok, CK_P_ASSIGN))
        P->tok++;
      CkNode *cl = ck_parse_compound_literal (P, ck_type_unqualified (m->type), m->loc);
      CkNode *as = ck_sema_node (CK_E_ASSIGN, m->loc);
      as->lhs = lhs;
      as->rhs = cl;
      as->type = lhs->type;
      ck_vec_push (out, expr_stmt (as));
      return;
    }
  if (is_punct_tok (P->tok, CK_P_LBRACE))
    args = braced_args (P, ck_class_of (m->type), &n);
  else
    {
      P->tok++;
      args = ck_new_n (CkNode *, 1);
      args[0] = ck_parse_assign (P);
      n = 1;
    }
  init_member (P, out, lhs, m->type, args, n, m->loc);
}

/* What a constructor does before its body: bases, vtable pointer, members, from its
 * member-initializer list at [init] (or NULL) and the default member initializers; a copy of
 * [copy_from] for the implicit copy constructor of a class with virtual bases. */
static void
ctor_prologue (CkParser *P, CkClass *c, CkObj *fn, CkToken *init, CkVec *out, CkObj *copy_from)
{
  CkSrcLoc loc = fn->loc;
  CkNode *self = this_deref (P, loc);
  CkNode *copy_src = copy_from ? ck_sema_var (P, copy_from, loc, 1) : NULL;
  CkVec mis = { 0 };
  if (init)
    {
      P->tok = init + 1;
      for (;;)
        {
          if (!ck_template_expand_with (P, FALSE, one_mem_init, &mis))   /* `Bases(args)...` */
            one_mem_init (P, &mis);
          if (!is_punct_tok (P->tok, CK_P_COMMA))
            break;
          P->tok++;
        }
    }
  /* a delegating constructor does nothing else */
  for (int i = 0; i < mis.len; i++)
    {
      MemInit *mi = ck_vec_get (&mis, i);
      if (c->type->tag && strcmp (mi->name, c->type->tag) == 0)
        {
          if (mis.len > 1)
            ck_parse_error (P, ck_parse_tok_loc (mi->tok), mi->tok->len,
                            "mem-initializer for '%s' follows constructor delegation", c->name);
          ctor_preset_keep = TRUE;   /* the caller's table stays: this constructor's */
          CkNode *call = ctor_call (P, c, self, mi->args, mi->n, ck_parse_tok_loc (mi->tok), mi->tok->len);
          ctor_preset_keep = FALSE;
          if (call)
            ck_vec_push (out, expr_stmt (call));
          return;
        }
    }
  if (c->vbases.len)
    vctor_bases (P, c, self, &mis, copy_src, out, loc);
  for (int i = 0; i < c->bases.len && !c->vbases.len; i++)
    {
      CkType *bt = ck_vec_get (&c->bases, i);
      MemInit *use = base_mem_init (P, &mis, bt);
      CkNode *sub = direct_base (P, self, c, i);
      init_member (P, out, sub, bt, use ? use->args : NULL, use ? use->n : 0, loc);
    }
  CkNode *vp = c->vbases.len ? NULL : set_vptr (P, c, self, loc);
  if (vp)
    ck_vec_push (out, expr_stmt (vp));
  set_secondary_vptrs (P, c, self, out, loc);
  for (CkMember *m = c->members; m; m = m->next)
    {
      if (!m->name)
        continue;
      MemInit *use = NULL;
      for (int j = 0; j < mis.len; j++)
        {
          MemInit *mi = ck_vec_get (&mis, j);
          if (strcmp (mi->name, m->name) == 0 && !mi->used)
            use = mi;
        }
      CkNode *lhs = ck_sema_member (P, self, m->name, FALSE, loc, 1);
      if (copy_src)
        {
          if (m->type->kind == CK_TY_ARRAY)
            ck_parse_error (P, loc, 1, "unsupported: the implicit copy of an array member of a class with virtual bases");
          else
            {
              CkNode *arg = ck_sema_member (P, copy_src, m->name, FALSE, loc, 1);
              init_member (P, out, lhs, m->type, &arg, 1, loc);
            }
          continue;
        }
      if (use)
        {
          use->used = TRUE;
          init_member (P, out, lhs, m->type, use->args, use->n, ck_parse_tok_loc (use->tok));
          continue;
        }
      Dmi *dmi = find_dmi (c, m);
      if (dmi)
        {
          init_from_dmi (P, out, lhs, m, dmi);
          continue;
        }
      if (m->type->is_reference && fn && !fn->is_implicit_member)
        {
          /* g++'s words ([class.base.init]p10: a reference member must be initialised) */
          ck_parse_error (P, loc, 1, "uninitialized reference member in '%s'", ck_parse_type_str (m->type));
          ck_parse_note (P, m->loc, 1, "'%s %s::%s' should be initialized", ck_parse_type_str (m->type),
                         c->name, m->name);
          continue;
        }
      CkClass *mc = m->type->is_reference ? NULL : ck_class_of (m->type);
      if ((mc && mc->ctors) || array_elem_class (m->type))
        init_member (P, out, lhs, m->type, NULL, 0, loc);
    }
  for (int j = 0; j < mis.len; j++)
    {
      MemInit *mi = ck_vec_get (&mis, j);
      gint64 off;
      CkMember *am = mi->used ? NULL : ck_sema_find_member (c->type, mi->name, &off);
      if (am && ck_class_find (c, mi->name) == NULL)
        {
          /* a member of an anonymous union or struct member */
          mi->used = TRUE;
          CkNode *lhs = ck_sema_member (P, self, mi->name, FALSE, loc, 1);
          init_member (P, out, lhs, lhs->type, mi->args, mi->n, ck_parse_tok_loc (mi->tok));
        }
      if (!mi->used)
        ck_parse_error (P, ck_parse_tok_loc (mi->tok), mi->tok->len,
                        "class '%s' does not have any field named '%s'", c->name, mi->name);
    }
}

/* What a destructor does after its body: the members' destructors, latest first, then the
 * bases'. */
static void
dtor_epilogue (CkParser *P, CkClass *c, CkVec *out, CkSrcLoc loc, VState *vs)
{
  CkNode *self = this_deref (P, loc);
  CkVec ms = { 0 };
  for (CkMember *m = c->members; m; m = m->next)
    if (m->name && !m->type->is_reference
        && (find_dtor (m->type) || (array_elem_class (m->type) && array_elem_class (m->type)->dtor)))
      ck_vec_push (&ms, m);
  for (int i = ms.len - 1; i >= 0; i--)
    {
      CkMember *m = ck_vec_get (&ms, i);
      CkNode *lhs = ck_sema_member (P, self, m->name, FALSE, loc, 1);
      CkClass *ec = array_elem_class (m->type);
      if (ec)
        {
          /* an array of objects: last element first */
          ck_vec_push (out, each_element (P, lhs, m->type->array_len, TRUE, dtor_of_element, ec->dtor, loc));
          continue;
        }
      CkObj *d = find_dtor (m->type);
      CkNode **args = ck_new_n (CkNode *, 1);
      args[0] = ck_sema_unary (P, CK_E_ADDR, lhs, loc, 1);
      if (m->type->is_const || m->type->is_volatile)
        {
          /* a const member is destroyed as any other ([class.dtor]: const does not apply) */
          CkNode *cast = ck_sema_node (CK_E_CAST, loc);
          cast->lhs = args[0];
          cast->type = ck_type_pointer_to (ck_type_unqualified (m->type));
          cast->is_implicit = TRUE;
          args[0] = cast;
        }
      CkNode *fnv = ck_sema_var (P, d, loc, 1);
      ck_vec_push (out, expr_stmt (ck_sema_call (P, fnv, NULL, args, 1, loc, FALSE)));
    }
  /* the VTT's entries of the bases that have virtual bases (vtt_of's order) */
  int nv_first = 0;
  for (int k = 0; vs && k < c->vbases.len; k++)
    nv_first += ((CkClass *) ck_vec_get (&c->vbases, k))->vbases.len > 0;
  int idx = vs ? vtt_subs_start (c) : 0;
  for (int i = c->bases.len - 1; i >= 0; i--)
    {
      CkClass *bc = root (ck_vec_get (&c->bases, i))->cls;
      if (is_virtual_edge (c, i))
        continue;
      if (bc->vbases.len)
        idx--;
      if (!bc->dtor)
        continue;
      CkNode *sub = direct_base (P, self, c, i);
      if (vs && bc->vbases.len)   /* destroyed as a base subobject: its construction table */
        ck_vec_push (out, expr_stmt (vset (vptr_lv (sub, bc), vtt_entry (P, vs, idx, loc))));
      CkNode **args = ck_new_n (CkNode *, 1);
      args[0] = ck_sema_unary (P, CK_E_ADDR, sub, loc, 1);
      CkNode *fnv = ck_sema_var (P, bc->dtor, loc, 1);
      ck_vec_push (out, expr_stmt (ck_sema_call (P, fnv, NULL, args, 1, loc, FALSE)));
    }
  if (!vs)
    return;
  /* the complete object's virtual bases, in the reverse order of their construction */
  CkVec vb = { 0 };
  ck_vec_push (&vb, expr_stmt (vset (vptr_lv (self, c), raw_var (vs->tab, loc))));
  idx = nv_first;
  for (int k = c->vbase_init.len - 1; k >= 0; k--)
    {
      CkClass *v = ck_vec_get (&c->vbase_init, k);
      if (v->vbases.len)
        idx--;
      if (!v->dtor)
        continue;
      CkNode *sub = vbase_subobject (P, self, c, v);
      if (v->vbases.len)
        ck_vec_push (&vb, expr_stmt (vset (vptr_lv (sub, v), vtt_entry (P, vs, idx, loc))));
      CkNode **args = ck_new_n (CkNode *, 1);
      args[0] = ck_sema_unary (P, CK_E_ADDR, sub, loc, 1);
      CkNode *fnv = ck_sema_var (P, v->dtor, loc, 1);
      ck_vec_push (&vb, expr_stmt (ck_sema_call (P, fnv, NULL, args, 1, loc, FALSE)));
    }
  ck_vec_push (out, if_block (P, vs->cplt, &vb, loc));
}

/* The statements of [c]'s DmiTail function for the members from [from] on (see DmiTail). */
static void
dmi_tail_body (CkParser *P, CkClass *c, const CkMember *from, CkVec *out, CkSrcLoc loc)
{
  CkNode *self = this_deref (P, loc);
  gboolean on = FALSE;
  for (CkMember *m = c->members; m; m = m->next)
    {
      on = on || m == from;
      if (!on || !m->name)
        continue;
      Dmi *dmi = find_dmi (c, m);
      CkNode *lhs = ck_sema_member (P, self, m->name, FALSE, loc, 1);
      CkClass *mc = m->type->is_reference ? NULL : ck_class_of (m->type);
      if (dmi)
        init_from_dmi (P, out, lhs, m, dmi);
      else if ((mc && mc->ctors) || array_elem_class (m->type))
        init_member (P, out, lhs, m->type, NULL, 0, loc);   /* copy-initialised from `{}` */
    }
}

/* Saves [P]'s per-function state into [s] and starts the body of [fn] afresh, seeing the
 * members of [cls] (NULL: none): no labels, gotos, VLA scopes, cleanups or enclosing loop. */
void
ck_class_enter_fn (CkParser *P, CkFnState *s, CkObj *fn, CkClass *cls)
{
  *s = (CkFnState) { .fn = P->fn, .brk = P->brk, .cont = P->cont, .sw = P->sw, .labels = P->labels,
                   .gotos = P->gotos, .vla_scopes = P->vla_scopes, .cleanups = P->cleanups,
                   .cls = P->cls };
  memset (&P->labels, 0, sizeof P->labels);
  memset (&P->gotos, 0, sizeof P->gotos);
  memset (&P->vla_scopes, 0, sizeof P->vla_scopes);
  memset (&P->cleanups, 0, sizeof P->cleanups);
  P->cls = cls;
  P->fn = fn;
  P->brk = P->cont = P->sw = NULL;
}

/* Restores the per-function state [s] that ck_class_enter_fn() saved. */
void
ck_class_leave_fn (CkParser *P, const CkFnState *s)
{
  P->fn = s->fn;
  P->brk = s->brk;
  P->cont = s->cont;
  P->sw = s->sw;
  P->labels = s->labels;
  P->gotos = s->gotos;
  P->vla_scopes = s->vla_scopes;
  P->cleanups = s->cleanups;
  P->cls = s->cls;
}

/* Makes the parameter objects of [fn] into its [params] (already allocated) and its locals, and
 * declares those named from index [first_named] on in the current scope. */
static void
param_objs (CkParser *P, CkObj *fn, int first_named)
{
  int i = 0;
  for (CkParam *p = fn->type->params; p; p = p->next, i++)
    {
      CkObj *po = ck_parse_new_obj (P, p->name ? p->name : ck_strdup_printf (".p%d", i), p->type, p->loc);
      po->is_local = TRUE;
      po->is_param = TRUE;
      po->address_taken = ck_type_is_aggregate (p->type);
      fn->params[i] = po;
      ck_vec_push (&fn->locals, po);
      if (p->name && i >= first_named)
        ck_parse_declare_sym (P, p->name)->obj = po;
    }
}

/* Parses the body of member function [fn] of [c] (at [body], or none for an implicit or
 * defaulted one) with `this` and the class's members in scope. */
static void
define_body (CkParser *P, CkClass *c, CkObj *fn, CkToken *init, CkToken *body)
{
  CkToken *tok = P->tok;
  CkScope *sscope = P->scope;
  jmp_buf *srecover = P->recover;
  int depth = P->depth;
  CkFnState saved;
  ck_class_enter_fn (P, &saved, fn, c);
  CkScope *own_scope = body_scope;
  body_scope = NULL;   /* a body its calls define (another class's member) has its class's scope */
  P->scope = own_scope ? own_scope : class_scope (c, c->outer);
  jmp_buf jb;
  P->recover = &jb;
  fn->is_definition = TRUE;
  if (setjmp (jb) == 0)
    {
      ck_parse_enter_scope (P);
      fn->n_params = fn->type->n_params;
      fn->params = ck_new_n (CkObj *, fn->n_params + 1);
      fn->locals.len = 0;
      param_objs (P, fn, 0);
      CkVec pre = { 0 };
      CkParam *q1 = fn->type->params ? fn->type->params->next : NULL;
      gboolean vcopy = !body && c->vbases.len && q1 && !q1->next && q1->type->is_reference
                       && ck_class_of (q1->type) == c;
      VState dvs = { 0 };
      DmiTail *tail = NULL;
      for (int i = 0; i < c->dmi_tails.len && !tail; i++)
        if (((DmiTail *) ck_vec_get (&c->dmi_tails, i))->fn == fn)
          tail = ck_vec_get (&c->dmi_tails, i);
      if (is_ctor (c, fn))
        ctor_prologue (P, c, fn, init, &pre, vcopy ? fn->params[1] : NULL);
      else if (tail)
        dmi_tail_body (P, c, tail->from, &pre, fn->loc);
      else if (is_dtor (c, fn) && c->vbases.len)
        {
          CkNode *self = this_deref (P, fn->loc);
          vstate_begin (P, c, self, FALSE, &dvs, &pre, fn->loc);
          vstate_install (P, c, self, &dvs, &pre, fn->loc);
        }
      else if (is_dtor (c, fn) && c->vtable)
        {
          /* [class.cdtor]p4: in its destructor the object is a [c] (a derived class's
             destructor has run): its tables again */
          CkNode *self = this_deref (P, fn->loc);
          ck_vec_push (&pre, expr_stmt (set_vptr (P, c, self, fn->loc)));
          set_secondary_vptrs (P, c, self, &pre, fn->loc);
        }
      CkNode *b;
      if (body)
        {
          P->tok = body;
          b = ck_parse_compound_stmt (P, FALSE);
        }
      else
        {
          b = block_of (&(CkVec) { 0 }, fn->loc);
          CkParam *p1 = fn->type->params ? fn->type->params->next : NULL;
          if (p1 && !p1->next && p1->type->is_reference && ck_class_of (p1->type) == c
              && (is_ctor (c, fn) || strcmp (short_name (c, fn), "operator=") == 0) && !vcopy)
            {
              /* a defaulted copy constructor or assignment: the members copied */
              CkVec v = { 0 };
              CkNode *as = ck_sema_node (CK_E_ASSIGN, fn->loc);
              as->lhs = this_deref (P, fn->loc);
              as->rhs = ck_sema_cast (ck_sema_var (P, fn->params[1], fn->loc, 1), c->type);
              as->type = c->type;
              ck_vec_push (&v, expr_stmt (as));
              if (!is_ctor (c, fn))
                {
                  CkNode *r = ck_sema_node (CK_S_RETURN, fn->loc);
                  r->lhs = ck_sema_bind_ref (P, this_deref (P, fn->loc), fn->type->base, "return");
                  ck_vec_push (&v, r);
                }
              b = block_of (&v, fn->loc);
            }
        }
      CkVec all = pre;
      for (int k = 0; k < b->n_body; k++)
        ck_vec_push (&all, b->body[k]);
      if (is_dtor (c, fn))
        dtor_epilogue (P, c, &all, fn->loc, c->vbases.len ? &dvs : NULL);
      fn->body = block_of (&all, b->loc);
      ck_parse_leave_scope (P);
      ck_parse_resolve_gotos (P);
    }
  else if (!fn->body)
    fn->body = block_of (&(CkVec) { 0 }, fn->loc);
  P->recover = srecover;
  P->depth = depth;
  P->tok = tok;
  P->scope = sscope;
  body_scope = own_scope;
  ck_class_leave_fn (P, &saved);
}

/**
 * ck_class_dmi_tail:
 * @P: the parser
 * @t: an aggregate class type with default member initializers
 * @from: the first of its data members that a braced list leaves out
 *
 * The member function `void (T *this)` that initialises the members of @t from @from on as
 * [dcl.init.aggr]p5 has it when the list names none of them (DmiTail), defined at its first
 * use. An aggregate initialisation calls it on the object (CK_E_INIT_SELF).
 *
 * Returns: the function.
 */
CkObj *
ck_class_dmi_tail (CkParser *P, CkType *t, const CkMember *from)
{
  CkClass *c = ck_class_of (t);
  g_return_val_if_fail (c != NULL, NULL);
  for (int i = 0; i < c->dmi_tails.len; i++)
    {
      DmiTail *d = ck_vec_get (&c->dmi_tails, i);
      if (d->from == from)
        return d->fn;
    }
  CkDeclAttr attr = { .kw_host = TRUE, .kw_device = TRUE };
  int acc = c->access;
  c->access = ACC_PUBLIC;
  CkObj *fn = declare_method (P, c, ck_strdup_printf ("<default member initializers from %s>",
                                                      from->name ? from->name : "?"),
                              ck_type_func (ck_ty_void), &attr, c->loc, FALSE, FALSE);
  c->access = acc;
  DmiTail *d = ck_new (DmiTail);
  d->from = from;
  d->fn = fn;
  ck_vec_push (&c->dmi_tails, d);
  struct CkLambda *lam = P->lambda;
  P->lambda = NULL;   /* `this` is the function's own, not a closure's capture */
  define_body (P, c, fn, NULL, NULL);
  P->lambda = lam;
  return fn;
}

static gboolean
overrides_fn (CkObj *m, CkObj *g)
{
  CkClass *mc = m->method_of, *gc = g->method_of;
  if (m->is_static_method || is_ctor (mc, m))
    return FALSE;
  return (is_dtor (mc, m) && is_dtor (gc, g))
         || (strcmp (short_name (mc, m), short_name (gc, g)) == 0 && same_signature (m, g));
}

/* The final overrider in [x] of [g], a virtual function of its base subobject [z]: of the
 * overriders found through each base that holds [z], the one of the most derived class (in a
 * diamond of virtual bases, the class that overrides beats the path that does not). */
static CkObj *
final_overrider (CkClass *x, CkObj *g, CkClass *z)
{
  if (x == z)
    return g;
  for (int i = 0; i < x->methods.len; i++)
    if (overrides_fn (ck_vec_get (&x->methods, i), g))
      return ck_vec_get (&x->methods, i);
  CkObj *best = NULL;
  for (int i = 0; i < x->bases.len; i++)
    {
      CkClass *b = root (ck_vec_get (&x->bases, i))->cls;
      if (!ck_class_is_base_of (z, b))
        continue;
      CkObj *f = final_overrider (b, g, z);
      if (!best || (f->method_of != best->method_of && ck_class_is_base_of (best->method_of, f->method_of)))
        best = f;
    }
  return best ? best : g;
}

/* The offset in a complete [x] of the first subobject of class [k] in its subobject [y] at
 * [yoff] (its virtual bases where [x] puts them), or -1. */
static gint64
sub_offset_in (CkClass *x, CkClass *y, gint64 yoff, CkClass *k)
{
  if (y == k)
    return yoff;
  for (int i = 0; i < y->bases.len; i++)
    {
      CkClass *b = base_cls (y, i);
      gint64 boff = is_virtual_edge (y, i) ? vbase_offset (x, b)
                                           : yoff + ((CkMember *) ck_vec_get (&y->base_members, i))->offset;
      gint64 o = sub_offset_in (x, b, boff, k);
      if (o >= 0)
        return o;
    }
  return -1;
}

/* The offset of the base subobject [k] in [x] (the first one found), or -1. */
static gint64
subobject_offset (CkClass *x, CkClass *k)
{
  return sub_offset_in (x, x, 0, k);
}

static void
collect_secondary (CkClass *y, gint64 off, CkVec *out)
{
  for (int i = 0; i < y->bases.len; i++)
    {
      CkClass *z = root (ck_vec_get (&y->bases, i))->cls;
      gint64 zoff = off + ((CkMember *) ck_vec_get (&y->base_members, i))->offset;
      if (z->vptr && !(z == y->primary && zoff == off))
        {
          ck_vec_push (out, z);
          ck_vec_push (out, GINT_TO_POINTER ((int) zoff));
        }
      collect_secondary (z, zoff, out);
    }
}

/* The body of [fn] (of function type [t]) that only makes [call] and returns its value: a
 * thunk's, a built-in's stand-in's; [fn] joins the unit's objects. */
static void
forwarding_body (CkParser *P, CkObj *fn, const CkType *t, CkNode *call, CkSrcLoc loc)
{
  CkNode *st;
  if (t->base->kind == CK_TY_VOID)
    st = expr_stmt (call);
  else
    {
      st = ck_sema_node (CK_S_RETURN, loc);
      st->lhs = call;
    }
  CkVec b = { 0 };
  ck_vec_push (&b, st);
  fn->body = block_of (&b, loc);
  ck_vec_push (P->objs, fn);
}

/* A function that calls [f] (a member of a class derived from [z]) with `this` moved back by
 * [delta] bytes from its [z] subobject: the entry of [z]'s table in the derived class. */
static CkObj *
make_thunk (CkParser *P, CkObj *f, CkClass *z, gint64 delta, int n)
{
  CkSrcLoc loc = f->loc;
  CkType *t = ck_type_func (f->type->base);
  CkParam *tp = ck_new (CkParam);
  tp->name = "this";
  tp->type = ck_type_pointer_to (f->is_const_method ? const_of (z->type) : z->type);
  tp->loc = loc;
  tp->next = f->type->params->next;
  t->params = tp;
  t->n_params = f->type->n_params;
  t->is_variadic = f->type->is_variadic;
  CkObj *th = ck_parse_new_obj (P, ck_strdup_printf ("non-virtual thunk to %s", f->name), t, loc);
  th->asm_name = ck_strdup_printf ("non-virtual thunk %d to %s", n, f->asm_name ? f->asm_name : f->name);
  th->is_function = TRUE;
  th->is_definition = TRUE;
  th->is_inline = TRUE;   /* emitted by every unit that defines the class, as g++'s are */
  th->exec_space = f->exec_space;
  th->method_of = f->method_of;
  th->n_params = t->n_params;
  th->params = ck_new_n (CkObj *, t->n_params + 1);
  int i = 0;
  CkNode *call = direct_call (f, t->n_params, loc);
  CkParam *fp = f->type->params;
  for (CkParam *p = t->params; p; p = p->next, fp = fp->next, i++)
    {
      CkObj *po = ck_parse_new_obj (P, p->name ? p->name : ck_strdup_printf (".p%d", i), p->type, loc);
      po->is_local = TRUE;
      po->is_param = TRUE;
      po->address_taken = ck_type_is_aggregate (p->type);
      th->params[i] = po;
      ck_vec_push (&th->locals, po);
      CkNode *v = raw_var (po, loc);
      if (i == 0)
        {
          CkType *cp = ck_type_pointer_to (ck_ty_char);
          CkNode *sub = ck_sema_node (CK_E_SUB, loc);
          sub->lhs = ck_sema_cast (v, cp);
          sub->rhs = ck_sema_int_lit (delta, ck_ty_long, loc);
          sub->type = cp;
          call->args[i] = ck_sema_cast (sub, fp->type);
        }
      else
        call->args[i] = v;
    }
  forwarding_body (P, th, t, call, loc);
  return th;
}

/* The function a closure class [c] that captures nothing converts to a pointer to
 * ([expr.prim.lambda.closure]p7, g++'s _FUN): the parameters of its operator(), which it calls
 * (on no object: a closure without captures has no state its operator() could read); made
 * once; NULL for a closure with captures or a generic one. */
static CkObj *invoker_of (CkParser *P, CkClass *c, CkObj *f);
static CkObj *generic_invoker (CkParser *P, CkClass *c, CkType *ft, CkSrcLoc loc);

static CkObj *
lambda_invoker (CkParser *P, CkClass *c)
{
  if (c->lambda_invoker || !c->lambda_key || c->type->members || c->generic)
    return c->lambda_invoker;
  CkSym *s = ck_map_get (&c->ns->syms, "operator()");
  if (!s || s->overloads.len != 1 || s->member_tmpls.len)
    return NULL;
  c->lambda_invoker = invoker_of (P, c, ck_vec_get (&s->overloads, 0));
  return c->lambda_invoker;
}

/* The static function `_FUN` that calls operator() [f] of closure [c] (capturing nothing)
 * with a null `this`: what the closure converts to. */
static CkObj *
invoker_of (CkParser *P, CkClass *c, CkObj *f)
{
  CkSrcLoc loc = f->loc;
  CkType *t = ck_type_func (f->type->base);
  t->params = f->type->params->next;
  t->n_params = f->type->n_params - 1;
  t->is_variadic = f->type->is_variadic;
  t->is_noexcept = f->type->is_noexcept;
  CkObj *w = ck_parse_new_obj (P, ck_strdup_printf ("%s::_FUN", c->name), t, loc);
  w->asm_name = ck_strdup_printf ("%s::_FUN", f->asm_name ? f->asm_name : f->name);
  w->is_function = TRUE;
  w->is_definition = TRUE;
  w->is_inline = TRUE;
  w->exec_space = f->exec_space;
  w->n_params = t->n_params;
  w->params = ck_new_n (CkObj *, t->n_params + 1);
  CkNode *call = direct_call (f, t->n_params + 1, loc);
  call->args[0] = ck_sema_cast (ck_sema_int_lit (0, ck_ty_long, loc), f->type->params->type);
  int i = 0;
  for (CkParam *p = t->params; p; p = p->next, i++)
    {
      CkObj *po = ck_parse_new_obj (P, p->name ? p->name : ck_strdup_printf (".p%d", i), p->type, loc);
      po->is_local = TRUE;
      po->is_param = TRUE;
      po->address_taken = ck_type_is_aggregate (p->type);
      w->params[i] = po;
      ck_vec_push (&w->locals, po);
      call->args[i + 1] = raw_var (po, loc);
    }
  forwarding_body (P, w, t, call, loc);
  return w;
}

CkNode *
ck_class_lambda_pointer (CkParser *P, CkNode *e)
{
  CkClass *c = ck_class_of (e->type);
  if (c && c->generic && !c->type->members && e->type->kind == CK_TY_STRUCT)
    {
      /* `+[](auto x) {...}`: no pointer type to deduce the instance from (g++'s words) */
      ck_parse_error (P, e->loc, e->range_len > 0 ? e->range_len : 1,
                      "no match for 'operator+' (operand type is '%s')", ck_parse_type_str (e->type));
      return ck_sema_int_lit (0, P->ty_err, e->loc);
    }
  CkObj *inv = c && e->type->kind == CK_TY_STRUCT ? lambda_invoker (P, c) : NULL;
  return inv ? ck_sema_unary (P, CK_E_ADDR, ck_sema_var (P, inv, e->loc, e->range_len), e->loc, e->range_len)
             : NULL;
}

/* The allocation function `operator new` (or deallocation function `operator delete`) of class
 * [c] or a base that takes one argument, or NULL: a new-expression of [c] takes its memory from
 * it, a delete-expression gives it back to it ([class.free]). */
static CkObj *
member_alloc_fn (CkClass *c, const char *name)
{
  CkSym *s = c ? ck_class_find (c, name) : NULL;
  for (int i = 0; s && i < s->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&s->overloads, i);
      if (f->type->n_params == 1)
        return f;
    }
  for (int i = 0; s && i < s->overloads.len && g_str_has_prefix (name, "operator delete"); i++)
    {
      CkObj *f = ck_vec_get (&s->overloads, i);
      if (f->type->n_params == 2 && ck_type_is_integer (f->type->params->next->type))
        return f;   /* the sized form, `operator delete(void *, size_t)` */
    }
  return NULL;
}

gboolean
ck_class_has_member_alloc (CkType *t, const char *name)
{
  CkClass *c = t->kind == CK_TY_STRUCT ? ck_class_of (t) : NULL;
  return c && ck_class_find (c, name) != NULL;
}

CkNode *
ck_class_member_new (CkParser *P, CkType *t, CkSrcLoc loc, int len)
{
  CkObj *f = t->kind == CK_TY_STRUCT ? member_alloc_fn (ck_class_of (t), "operator new") : NULL;
  if (!f)
    return NULL;
  CkNode **args = ck_new_n (CkNode *, 2);
  args[0] = ck_sema_int_lit (t->size, P->ty_size_t, loc);
  CkNode *r = ck_sema_call (P, ck_sema_var (P, f, loc, len), NULL, args, 1, loc, FALSE);
  return ck_sema_cast (r, ck_type_pointer_to (ck_ty_void));
}

/* `C::operator delete(p)` for the object of class [c] at [ptr], or NULL when [c] has none. */
static CkNode *
member_delete_call (CkParser *P, CkClass *c, CkNode *ptr, CkSrcLoc loc)
{
  CkObj *f = member_alloc_fn (c, "operator delete");
  if (!f)
    return NULL;
  CkNode **args = ck_new_n (CkNode *, 3);
  args[0] = ck_sema_cast (ptr, ck_type_pointer_to (ck_ty_void));
  args[1] = ck_sema_int_lit (c->type->size, P->ty_size_t, loc);
  return ck_sema_call (P, ck_sema_var (P, f, loc, 1), NULL, args, f->type->n_params, loc, FALSE);
}

/* The replacement of the global allocation or deallocation function [name] (`operator new`,
 * `operator delete[]`, ...) that the program defines ([replacement.functions]), the form that
 * takes the size or the pointer alone (for a delete, else the sized one); NULL: none. */
static CkObj *
global_alloc_fn (CkParser *P, const char *name)
{
  CkSym *s = ck_map_get (&P->file_scope->syms, name);
  CkObj *sized = NULL;
  for (int i = 0; s && i < s->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&s->overloads, i);
      if (!f->is_function || f->method_of || (f->loc.file && f->loc.file->is_builtin))
        continue;
      if (f->type->n_params == 1)
        return f;
      if (f->type->n_params == 2 && g_str_has_prefix (name, "operator delete")
          && ck_type_is_integer (f->type->params->next->type))
        sized = f;
    }
  if (!sized && s && s->obj && !s->overloads.len && s->obj->is_function && !s->obj->method_of
      && s->obj->type->n_params == 1)
    return s->obj;
  return sized;
}

/* Whether [t] is a class with a destructor (a `new T[n]` of it keeps the count in a cookie). */
gboolean
ck_class_has_dtor (CkType *t)
{
  CkClass *c = t->kind == CK_TY_STRUCT ? ck_class_of (t) : NULL;
  return c && c->dtor;
}

/**
 * ck_class_alloc_fn:
 * @P: the parser
 * @t: the type of the object (an array new's element type)
 * @array: `new T[n]` / `delete[]`
 * @del: the deallocation function, else the allocation function
 *
 * The function a new-expression takes the memory from ([expr.new]p11: the class's own
 * `operator new[]` / `operator new`, else the global one) or a delete-expression gives it back
 * to, when it is the program's: a class's member, or a replacement of the global function
 * (`operator new[]` and `operator delete[]` fall back on the replaced `operator new` and
 * `operator delete`, as the library's do). Device code keeps the device heap's.
 *
 * Returns: the function, or NULL for the built-in one.
 */
CkObj *
ck_class_alloc_fn (CkParser *P, CkType *t, gboolean array, gboolean del)
{
  const char *base = del ? "operator delete" : "operator new";
  const char *name = array ? (del ? "operator delete[]" : "operator new[]") : base;
  CkClass *c = t->kind == CK_TY_STRUCT ? ck_class_of (t) : NULL;
  CkObj *f = c ? member_alloc_fn (c, name) : NULL;
  if (f || P->is_c || !P->fn || (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)))
    return f;
  f = global_alloc_fn (P, name);
  return f || !array ? f : global_alloc_fn (P, base);
}

/* The call of allocation function [f] for [bytes]: its result as a `void *`. */
CkNode *
ck_class_alloc_call (CkParser *P, CkObj *f, CkNode *bytes, CkSrcLoc loc)
{
  CkNode **args = ck_new_n (CkNode *, 2);
  args[0] = ck_sema_cast (bytes, P->ty_size_t);
  CkNode *r = ck_sema_call (P, ck_sema_var (P, f, loc, 1), NULL, args, 1, loc, FALSE);
  return ck_sema_cast (r, ck_type_pointer_to (ck_ty_void));
}

/* The call of deallocation function [f] for the memory at [ptr] of [bytes] (its sized form). */
CkNode *
ck_class_dealloc_call (CkParser *P, CkObj *f, CkNode *ptr, CkNode *bytes, CkSrcLoc loc)
{
  CkNode **args = ck_new_n (CkNode *, 3);
  args[0] = ck_sema_cast (ptr, ck_type_pointer_to (ck_ty_void));
  args[1] = bytes ? ck_sema_cast (bytes, P->ty_size_t) : ck_sema_int_lit (0, P->ty_size_t, loc);
  return ck_sema_call (P, ck_sema_var (P, f, loc, 1), NULL, args, f->type->n_params, loc, FALSE);
}

/* The semantics calls no built-in function through a pointer (the runtime implements it by
 * name), so `transform(b, e, b, ::toupper)` or `std::function<double(double)> g = sqrt` gets
 * the address of this function, which calls it: same parameters, same execution space, named
 * as the built-in in reports. Variadic functions and those declared unavailable have none. */
CkObj *
ck_class_builtin_stand_in (CkParser *P, CkObj *f)
{
  if (!f->is_function || f->body || f->definition || f->is_unavailable || f->type->is_variadic
      || f->type->is_oldstyle || !f->loc.file || !f->loc.file->is_builtin || f->method_of
      || f->type->base->kind == CK_TY_STRUCT || f->type->base->kind == CK_TY_UNION)
    return NULL;
  const char *key = f->asm_name ? f->asm_name : f->name;
  CkObj *w = ck_map_get (&P->stand_ins, key);
  if (w)
    return w;
  CkSrcLoc loc = f->loc;
  CkType *t = f->type;
  w = ck_parse_new_obj (P, f->name, t, loc);
  w->asm_name = ck_strdup_printf ("__cudak_stand_in %s", key);
  w->is_function = TRUE;
  w->is_definition = TRUE;
  w->is_inline = TRUE;   /* every unit that takes the address has one; one is kept */
  w->exec_space = f->exec_space;
  w->is_extern_c = f->is_extern_c;
  w->n_params = t->n_params;
  w->params = ck_new_n (CkObj *, t->n_params + 1);
  CkNode *call = direct_call (f, t->n_params, loc);
  int i = 0;
  for (CkParam *p = t->params; p; p = p->next, i++)
    {
      CkObj *po = ck_parse_new_obj (P, p->name ? p->name : ck_strdup_printf (".p%d", i), p->type, loc);
      po->is_local = TRUE;
      po->is_param = TRUE;
      po->address_taken = ck_type_is_aggregate (p->type);
      w->params[i] = po;
      ck_vec_push (&w->locals, po);
      call->args[i] = raw_var (po, loc);
    }
  forwarding_body (P, w, t, call, loc);
  ck_map_put (&P->stand_ins, key, w);
  return w;
}

/* A vtable [name] of [n] slots, all null until [vtable_set] fills them, in device memory for the
 * device pass [device]; the caller adds it to the program's objects once filled. */
static CkObj *
new_vtable (CkParser *P, const char *name, int n, CkSrcLoc loc, gboolean device)
{
  CkType *at = ck_type_array_of (ck_type_pointer_to (ck_ty_void), n);
  CkObj *vt = ck_parse_new_obj (P, name, at, loc);
  vt->storage = CK_SC_STATIC;
  vt->is_definition = TRUE;
  vt->address_taken = TRUE;
  vt->mem_space = device ? CK_MS_DEVICE : CK_MS_NONE;
  vt->init = ck_new (CkInit);
  vt->init->items = ck_new_n (CkInitItem, n);
  return vt;
}

static void table_int (CkObj *vt, int idx, gint64 v);

/* Points slot [s] of the vtable [vt] at the virtual function [f], whose address is taken. */
static void
vtable_set (CkObj *vt, int s, CkObj *f)
{
  CkType *slot = vt->type->base;
  CkNode *fv = ck_sema_node (CK_E_VAR, vt->loc);
  fv->obj = f;
  fv->type = f->type;
  CkNode *a = ck_sema_node (CK_E_ADDR, vt->loc);
  a->lhs = fv;
  a->type = ck_type_pointer_to (f->type);
  f->address_taken = TRUE;
  CkInitItem *it = &vt->init->items[vt->init->n_items++];
  it->offset = 8 * s;
  it->type = slot;
  it->expr = ck_sema_cast (a, slot);
}

/* The tables of [c]'s base subobjects that are not on its primary chain: each slot the final
 * overrider in [c], through a thunk where that is a member of a class derived from the base. */
static void
secondary_tables (CkParser *P, CkClass *c)
{
  if (!c->vfuncs.len || !c->type->tag)
    return;
  CkVec subs = { 0 };
  collect_secondary (c, 0, &subs);
  gboolean device = P->opts && P->opts->device_pass;
  for (int k = 0; k + 1 < subs.len; k += 2)
    {
      CkClass *z = ck_vec_get (&subs, k);
      gint64 zoff = GPOINTER_TO_INT (ck_vec_get (&subs, k + 1));
      CkObj *vt = new_vtable (P, ck_strdup_printf ("%svtable for %s-in-%s", device ? "device " : "",
                                                   z->name, c->name), z->vhdr + z->vfuncs.len, c->loc, device);
      table_int (vt, 0, -zoff);   /* offset to top */
      table_int (vt, 1, 0);       /* RTTI: none */
      for (int s = 0; s < z->vfuncs.len; s++)
        {
          CkObj *g = ck_vec_get (&z->vfuncs, s);
          CkObj *f = final_overrider (c, g, z);
          if (f->is_pure)
            c->is_abstract = TRUE;
          if (f->is_pure || !(f->exec_space & (device ? CK_ES_DEVICE : CK_ES_HOST)))
            continue;
          CkClass *fk = f->method_of;
          if (fk != z && !ck_class_is_base_of (fk, z))
            {
              gint64 delta = zoff - subobject_offset (c, fk);
              f = make_thunk (P, f, z, delta, P->n_anon++);
            }
          vtable_set (vt, z->vhdr + s, f);
        }
      ck_vec_push (P->objs, vt);
      ck_vec_push (&c->secondary, z);
      ck_vec_push (&c->secondary, vt);
    }
  if (c->secondary.len && !c->ctors && c->type->tag)
    {
      implicit_method (P, c, c->type->tag);
      c->ctors = ck_map_get (&c->ns->syms, ".ctor");
    }
}

/* ---------------------------------------------------------------- virtual bases
 *
 * A class with virtual bases (Itanium C++ ABI 2.4-2.6) is laid out as its non-virtual part
 * (nvsize, nvalign: what a derived class embeds), then each virtual base once, at the end of
 * the complete object. Its tables have a header below the address point: the offset of each
 * virtual base from the subobject (read by every conversion to a virtual base, vbase_subobject),
 * the VTT, offset-to-top and a null RTTI word. The tables depend on the most-derived class, so
 * each class X with virtual bases makes its own tables for every subobject, and construction
 * tables for each base Y that has virtual bases (Y's overriders, X's offsets: Y's dynamic type
 * while Y is constructed or destroyed). The VTT of Y-in-X is the list of the tables Y's
 * constructor and destructor install; a table of Y points to it. Its constructor learns its
 * table from the vtable pointer the caller stored before the call: a null one for a complete
 * object (Y then constructs the virtual bases, and uses its own tables), a construction table
 * for a base subobject (the virtual bases are the most-derived class's to construct, and a
 * mem-initializer of Y for them is ignored, [class.base.init]p7). */

static void
table_int (CkObj *vt, int idx, gint64 v)
{
  CkInitItem *it = &vt->init->items[vt->init->n_items++];
  it->offset = 8 * idx;
  it->type = vt->type->base;
  it->expr = ck_sema_cast (ck_sema_int_lit (v, ck_ty_long, vt->loc), it->type);
}

/* Slot [idx] of [vt]: the address point of the table [t] (its slot [hdr]). */
static void
table_addr (CkParser *P, CkObj *vt, int idx, CkObj *t, int hdr)
{
  CkInitItem *it = &vt->init->items[vt->init->n_items++];
  it->offset = 8 * idx;
  it->type = vt->type->base;
  CkNode *a = ck_sema_binary (P, CK_E_ADD, ck_sema_decay (P, raw_var (t, vt->loc)),
                              ck_sema_int_lit (hdr, ck_ty_int, vt->loc), vt->loc, 1);
  it->expr = ck_sema_cast (a, it->type);
}

static CkObj *vtt_of (CkParser *P, CkClass *x, CkClass *y, gint64 yoff);

/* The table of the subobject [z] at [zoff] of a complete [x], while its subobject [y] at [yoff]
 * is its dynamic type (y == x: the complete object's): the final overriders in [y], through
 * thunks where they are members of another subobject. */
static CkObj *
make_table (CkParser *P, CkClass *x, CkClass *y, gint64 yoff, CkClass *z, gint64 zoff)
{
  gboolean device = P->opts && P->opts->device_pass;
  const char *name = x == y ? (z == x ? ck_strdup_printf ("%svtable for %s", device ? "device " : "", x->name)
                                      : ck_strdup_printf ("%svtable for %s-in-%s", device ? "device " : "", z->name,
                                                          x->name))
                            : ck_strdup_printf ("%sconstruction vtable for %s-in-%s-in-%s", device ? "device " : "",
                                                z->name, y->name, x->name);
  int hdr = z->vhdr;
  CkObj *vt = new_vtable (P, name, hdr + z->vfuncs.len + (hdr + z->vfuncs.len == 0), x->loc, device);
  if (hdr)
    {
      table_int (vt, hdr - 1, 0);                /* RTTI: none */
      table_int (vt, hdr - 2, yoff - zoff);      /* offset to top */
      for (int i = 0; i < z->vbase_order.len; i++)
        table_int (vt, hdr - 3 - i, vbase_offset (x, ck_vec_get (&z->vbase_order, i)) - zoff);
      if (z->vbases.len && z == y)
        table_addr (P, vt, 0, vtt_of (P, x, y, yoff), 0);
      else if (z->vbases.len)
        table_int (vt, 0, 0);
    }
  for (int s = 0; s < z->vfuncs.len; s++)
    {
      CkObj *g = ck_vec_get (&z->vfuncs, s);
      CkObj *f = final_overrider (y, g, z);
      if (f->is_pure && x == y)
        x->is_abstract = TRUE;
      if (f->is_pure || !(f->exec_space & (device ? CK_ES_DEVICE : CK_ES_HOST)))
        continue;
      gint64 foff = sub_offset_in (x, y, yoff, f->method_of);
      if (foff >= 0 && foff != zoff)
        f = make_thunk (P, f, z, zoff - foff, P->n_anon++);
      vtable_set (vt, hdr + s, f);
    }
  ck_vec_push (P->objs, vt);
  return vt;
}

/* The VTT of the subobject [y] at [yoff] of a complete [x]: the address points of the tables
 * that [y]'s constructor stores before it calls those of its virtual bases (when it is the
 * complete object) and of its non-virtual bases that have virtual bases, then the tables of
 * its other subobjects with a vtable pointer (vptr_subs), in that order. */
static CkObj *
vtt_of (CkParser *P, CkClass *x, CkClass *y, gint64 yoff)
{
  CkVec e = { 0 };   /* CkObj * and the address point, in pairs */
  for (int k = 0; k < y->vbase_init.len; k++)
    {
      CkClass *v = ck_vec_get (&y->vbase_init, k);
      if (!v->vbases.len)
        continue;
      gint64 voff = vbase_offset (x, v);
      ck_vec_push (&e, make_table (P, x, v, voff, v, voff));
      ck_vec_push (&e, GINT_TO_POINTER (v->vhdr));
    }
  for (int i = 0; i < y->bases.len; i++)
    {
      CkClass *b = base_cls (y, i);
      if (is_virtual_edge (y, i) || !b->vbases.len)
        continue;
      gint64 boff = yoff + ((CkMember *) ck_vec_get (&y->base_members, i))->offset;
      ck_vec_push (&e, make_table (P, x, b, boff, b, boff));
      ck_vec_push (&e, GINT_TO_POINTER (b->vhdr));
    }
  CkVec subs = { 0 };
  vptr_subs (y, &subs);
  for (int k = 0; k < subs.len; k++)
    {
      VSub *vs = ck_vec_get (&subs, k);
      gint64 off = (vs->via ? vbase_offset (x, vs->via) : yoff) + vs->rel;
      ck_vec_push (&e, make_table (P, x, y, yoff, vs->cls, off));
      ck_vec_push (&e, GINT_TO_POINTER (vs->cls->vhdr));
    }
  gboolean device = P->opts && P->opts->device_pass;
  int n = e.len / 2;
  CkObj *vtt = new_vtable (P, x == y ? ck_strdup_printf ("%sVTT for %s", device ? "device " : "", x->name)
                                     : ck_strdup_printf ("%sVTT for %s-in-%s", device ? "device " : "", y->name, x->name),
                           n ? n : 1, x->loc, device);
  for (int k = 0; k < n; k++)
    table_addr (P, vtt, k, ck_vec_get (&e, 2 * k), GPOINTER_TO_INT (ck_vec_get (&e, 2 * k + 1)));
  ck_vec_push (P->objs, vtt);
  return vtt;
}

static gint64
align_up (gint64 v, gint64 a)
{
  return a > 1 ? (v + a - 1) / a * a : v;
}

/* Lays out the virtual bases of [c] after its non-virtual part (Itanium C++ ABI 2.4 III): each
 * nonempty one at the next offset its alignment allows, an empty one at offset 0. */
static void
layout_vbases (CkClass *c)
{
  CkType *t = c->type;
  c->nvsize = c->dsize;
  c->nvalign = t->align;
  gint64 off = c->dsize;
  int align = t->align;
  for (int k = 0; k < c->vbases.len; k++)
    {
      CkClass *v = ck_vec_get (&c->vbases, k);
      if (is_empty_class (v))
        {
          ck_vec_push (&c->vbase_offsets, GINT_TO_POINTER (0));
          continue;
        }
      gint64 vs = v->vbases.len ? v->nvsize : !is_pod_layout (v) && v->dsize < v->type->size ? v->dsize : v->type->size;
      int va = v->vbases.len ? v->nvalign : v->type->align;
      off = align_up (off, va);
      ck_vec_push (&c->vbase_offsets, GINT_TO_POINTER ((int) off));
      off += vs;
      align = MAX (align, va);
    }
  t->size = align_up (MAX (off, 1), align);
  t->align = align;
  ck_type_complete_variants (t);
}

/* After class [t] is laid out: its vtable, then the bodies of its member functions and
 * friends, which see the whole class. */
static void define_body_deferred (CkParser *P, CkClass *c, Pending *pd);

void
ck_class_finish (CkParser *P, CkType *t)
{
  CkClass *c = t->cls;
  if (t->size == 0)
    t->size = 1;   /* a C++ object has a size (an empty class: 1) */
  c->is_complete = TRUE;
  c->dsize = 0;
  for (CkMember *m = t->members; m; m = m->next)
    {
      gint64 end = m->bit_width ? m->offset + (m->bit_offset + m->bit_width + 7) / 8 : m->offset + m->type->size;
      c->dsize = MAX (c->dsize, end);
    }
  if (is_empty_class (c))
    c->dsize = 0;
  c->nvsize = c->dsize;
  c->nvalign = t->align;
  if (c->vbases.len)
    {
      layout_vbases (c);
      if (t->tag)
        c->vtable = make_table (P, c, c, 0, c, 0);
    }
  else if (c->vfuncs.len && t->tag)
    {
      gboolean device = P->opts && P->opts->device_pass;
      CkObj *vt = new_vtable (P, ck_strdup_printf ("%svtable for %s", device ? "device " : "", c->name),
                              c->vhdr + c->vfuncs.len, t->members->loc, device);
      table_int (vt, 0, 0);   /* offset to top */
      table_int (vt, 1, 0);   /* RTTI: none */
      for (int s = 0; s < c->vfuncs.len; s++)
        {
          CkObj *f = ck_vec_get (&c->vfuncs, s);
          if (f->is_pure || !(f->exec_space & (device ? CK_ES_DEVICE : CK_ES_HOST)))
            continue;   /* a null slot: called, it is a call through a null pointer */
          vtable_set (vt, c->vhdr + s, f);
        }
      ck_vec_push (P->objs, vt);
      c->vtable = vt;
    }
  if (!c->vbases.len)
    secondary_tables (P, c);
  for (int i = 0; i < c->pending.len; i++)
    {
      Pending *pd = ck_vec_get (&c->pending, i);
      if (P->inst && !pd->fn->is_virtual)   /* a virtual one is used by the vtable */
        define_body_deferred (P, c, pd);
      else
        define_body (P, c, pd->fn, pd->init, pd->body);
    }
  c->pending.len = 0;
  /* friend functions: declared in the enclosing scope, defined with the class complete */
  for (int i = 0; i < c->friends.len; i++)
    {
      CkToken *tok = P->tok;
      CkObj *sfn = P->fn;
      P->fn = NULL;
      P->tok = ck_vec_get (&c->friends, i);
      ck_parse_declaration (P, NULL);
      P->fn = sfn;
      P->tok = tok;
    }
}

static void
collect_diag (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink;
  CkDeferredDiag *d = ck_new (CkDeferredDiag);
  d->level = level;
  d->text = ck_strdup (text);
  ck_vec_push (data, d);
}

/* A member function body of a class template's instance: its diagnostics held back. Without
 * errors they are given now; with errors the function keeps them for its first use
 * (ck_class_use_deferred) and has no body: [temp.inst] instantiates a member function only
 * where it is used. */
static void
define_body_deferred (CkParser *P, CkClass *c, Pending *pd)
{
  CkDiagSink *outer = P->sink;
  CkDiagSink buf = *outer;
  CkVec diags = { 0 };
  buf.func = collect_diag;
  buf.data = &diags;
  buf.n_errors = buf.n_warnings = 0;
  buf.too_many = FALSE;
  P->sink = &buf;
  define_body (P, c, pd->fn, pd->init, pd->body);
  P->sink = outer;
  if (buf.n_errors == 0)
    {
      for (int i = 0; i < diags.len; i++)
        {
          CkDeferredDiag *d = ck_vec_get (&diags, i);
          ck_diag_replay (outer, d->level, d->text);
        }
      return;
    }
  pd->fn->deferred_diags = diags;
  pd->fn->body = NULL;
  pd->fn->is_definition = FALSE;
}

gboolean
ck_class_is_deferring (CkParser *P)
{
  return P->sink && P->sink->func == collect_diag;
}

const char *
ck_class_lambda_key (CkClass *c)
{
  return c ? c->lambda_key : NULL;
}

/* The identity of the closure type [t] names (through pointers and references), NULL for any
 * other type: every closure is a struct tagged `<lambda>`, compatible by its tag alone, so two
 * instances of one template for two lambdas are told apart by it (f<lambda1>, f<lambda2>). */
const char *
ck_class_closure_key (const CkType *t)
{
  while (t && (t->kind == CK_TY_PTR || t->kind == CK_TY_ARRAY))
    t = t->base;
  if (!t || t->kind != CK_TY_STRUCT)
    return NULL;
  return ck_class_lambda_key (ck_class_of ((CkType *) t));
}

/* Gives every member function of class [t] a linkage name ending in [suffix]: two instances of
 * one class template for two closures are both named `C<<lambda> >`, and their members must
 * not link as one (template.c). */
void
ck_class_suffix_linkage (CkType *t, const char *suffix)
{
  CkClass *c = ck_class_of (t);
  for (int i = 0; c && i < c->methods.len; i++)
    {
      CkObj *o = ck_vec_get (&c->methods, i);
      o->asm_name = ck_strdup_printf ("%s%s", o->asm_name ? o->asm_name : o->name, suffix);
    }
}

void
ck_class_use_deferred (CkParser *P, CkObj *fn, CkSrcLoc loc, int len)
{
  if (!fn->deferred_diags.len || P->quiet_parse)
    return;   /* a trial parse (deduction): an error, kept for the real one */
  for (int i = 0; i < fn->deferred_diags.len; i++)
    {
      CkDeferredDiag *d = ck_vec_get (&fn->deferred_diags, i);
      ck_diag_replay (P->sink, d->level, d->text);
    }
  ck_parse_note (P, loc, len, "required from here");
  if (!ck_class_is_deferring (P))
    fn->deferred_diags.len = 0;   /* shown: once is enough (inside a held-back body: kept) */
}

/* ---------------------------------------------------------------- out-of-class definitions */

/* A qualified declarator `C::name` where C names a class: the class, after which P->tok is at
 * the member's name; NULL (nothing consumed) when C is not a class. */
CkClass *
ck_class_qualifier (CkParser *P)
{
  CkClass *c = NULL;
  if (!c && P->tok->kind == CK_TK_IDENT && is_punct_tok (&P->tok[1], CK_P_LT))
    {
      /* `Vec<T>::push`: a member of a class template's instance */
      CkToken *start = P->tok;
      CkType *t = ck_template_qualifier (P);
      c = t ? ck_class_of (t) : NULL;
      if (!c)
        {
          P->tok = start;
          return NULL;
        }
      P->tok++;   /* '::' */
    }
  while (P->tok->kind == CK_TK_IDENT && is_punct_tok (&P->tok[1], CK_P_COLONCOLON))
    {
      CkSym *s = c ? ck_map_get (&c->ns->syms, P->tok->text) : ck_parse_lookup_sym (P, P->tok->text);
      CkClass *n = s && s->typedef_type ? ck_class_of (s->typedef_type) : NULL;
      if (!n)
        {
          if (s && s->ns && !c)
            return NULL;   /* a namespace: the caller's */
          return c;
        }
      c = n;
      P->tok += 2;
    }
  return c;
}

static CkObj *
find_declared (CkParser *P, CkClass *c, const char *name, CkType *ft, gboolean is_const, CkSrcLoc loc)
{
  CkSym *s = ck_map_get (&c->ns->syms, c->type->tag && strcmp (name, c->type->tag) == 0 ? ".ctor" : name);
  if (s && s->is_method && P->define_target)
    for (int i = 0; i < s->overloads.len; i++)
      if (ck_vec_get (&s->overloads, i) == P->define_target)
        {
          /* a member template's instance: the one whose definition this is (its signature may
             be another instance's, `U get<U>()`) */
          CkObj *o = P->define_target;
          P->define_target = NULL;
          return o;
        }
  if (s && s->is_method)
    for (int i = 0; i < s->overloads.len; i++)
      {
        CkObj *o = ck_vec_get (&s->overloads, i);
        CkParam *p = o->type->params;
        if (!o->is_static_method)
          p = p ? p->next : NULL;
        CkParam *q = ft->params;
        gboolean same = o->is_const_method == is_const;
        for (; same && p && q; p = p->next, q = q->next)
          if (!ck_type_is_compatible (ck_type_unqualified (p->type), ck_type_unqualified (q->type)))
            same = FALSE;
        if (same && !p && !q)
          return o;
      }
  ck_parse_error (P, loc, (int) strlen (name), "no declaration matches '%s::%s'", c->name, name);
  return NULL;
}

/* The definition `T C::name(params) { ... }` (or a static data member's `T C::x = v;`) of a
 * member declared in class [c]; P->tok is after the declarator. */
void
ck_class_define_outside (CkParser *P, CkClass *c, const char *name, CkType *ty, CkSrcLoc loc,
                         gboolean is_const)
{
  if (ty->kind != CK_TY_FUNC)
    {
      CkSym *s = ck_map_get (&c->ns->syms, name);
      if (!s || !s->obj || s->obj->is_function)
        {
          ck_parse_error (P, loc, (int) strlen (name), "'%s' is not a static data member of '%s'", name, c->name);
          while (!is_punct_tok (P->tok, CK_P_SEMI) && P->tok->kind != CK_TK_EOF)
            P->tok++;
          P->tok++;
          return;
        }
      CkObj *o = s->obj;
      o->storage = CK_SC_NONE;
      o->is_definition = TRUE;
      o->address_taken = TRUE;
      o->loc = loc;
      o->init = ck_parse_decl_initializer (P, o, TRUE);
      ck_parse_expect (P, CK_P_SEMI);
      return;
    }
  CkObj *fn = find_declared (P, c, name, ty, is_const, loc);
  /* parameter names of the definition */
  if (fn)
    {
      CkParam *p = fn->type->params, *q = ty->params;
      if (!fn->is_static_method)
        p = p->next;
      for (; p && q; p = p->next, q = q->next)
        {
          p->name = q->name;
          p->loc = q->loc;
          if (q->default_arg)
            p->default_arg = q->default_arg;
        }
      if (fn->body)
        ck_parse_error (P, loc, (int) strlen (name), "redefinition of '%s'", method_linkage (fn));
      fn->loc = loc;
    }
  if (is_punct_tok (P->tok, CK_P_SEMI))
    {
      P->tok++;
      return;
    }
  CkToken *init = NULL;
  if (is_punct_tok (P->tok, CK_P_COLON))
    init = P->tok;
  CkObj dummy = { 0 };
  if (!fn)
    {
      dummy = (CkObj) { .name = "", .type = ty, .is_function = TRUE };
      fn = &dummy;
    }
  CkClass tmp = *c;
  tmp.pending.len = 0;
  method_tail (P, &tmp, fn, init != NULL);
  if (tmp.pending.len && fn != &dummy)
    {
      Pending *q = ck_vec_get (&tmp.pending, 0);
      CkScope *saved = body_scope;
      if (P->outside_params)
        {
          /* a class template's member: the definition's template parameters, then the class */
          body_scope = ck_new (CkScope);
          body_scope->syms = P->outside_params->syms;
          body_scope->tags = P->outside_params->tags;
          body_scope->parent = class_scope (c, c->outer);
        }
      define_body (P, c, fn, q->init, q->body);
      body_scope = saved;
    }
}

/* `C::C(...)`, `C::~C()` at the start of a declaration: a constructor or destructor defined
 * outside its class. FALSE (nothing consumed) otherwise. */
gboolean
ck_class_try_ctor_outside (CkParser *P)
{
  CkToken *start = P->tok, *p = P->tok;
  while (is_kw_tok (p, CK_KW_INLINE) || is_kw_tok (p, CK_KW_HOST) || is_kw_tok (p, CK_KW_DEVICE)
         || is_kw_tok (p, CK_KW_FORCEINLINE) || is_kw_tok (p, CK_KW_CONSTEXPR))
    p++;
  if (p->kind != CK_TK_IDENT || !(is_punct_tok (&p[1], CK_P_COLONCOLON) || is_punct_tok (&p[1], CK_P_LT)))
    return FALSE;
  P->tok = p;
  CkClass *c = ck_class_qualifier (P);
  /* a class template's instance is named by its template's name: `Vec<T>::Vec()` */
  const char *tag = c ? c->type->tag : NULL;
  const char *inj = c && is_punct_tok (&p[1], CK_P_LT) ? p->text : NULL;
  if (!c || !tag
      || !(((is_ident_tok (P->tok, tag) || (inj && is_ident_tok (P->tok, inj)))
            && is_punct_tok (&P->tok[1], CK_P_LPAREN))
           || (is_punct_tok (P->tok, CK_P_TILDE)
               && (is_ident_tok (&P->tok[1], tag) || (inj && is_ident_tok (&P->tok[1], inj))))))
    {
      P->tok = start;
      return FALSE;
    }
  CkSrcLoc loc = ck_parse_tok_loc (P->tok);
  const char *name = c->type->tag;
  if (is_punct_tok (P->tok, CK_P_TILDE))
    {
      name = ck_strdup_printf ("~%s", c->type->tag);
      P->tok++;
    }
  P->tok++;
  CkType *ft = ck_parse_abstract_declarator (P, ck_ty_void);
  P->method_const = FALSE;
  ck_class_define_outside (P, c, name, ft, loc, FALSE);
  return TRUE;
}

/* ---------------------------------------------------------------- expressions */

static gboolean
may_access (CkParser *P, CkClass *c, int access)
{
  if (access == ACC_PUBLIC || !c)
    return TRUE;
  if (P->cls && (P->cls == c || (access == ACC_PROTECTED && ck_class_is_base_of (c, P->cls))))
    return TRUE;
  for (CkClass *o = P->cls; o; o = NULL)
    if (strncmp (c->name, o->name, strlen (o->name)) == 0)
      return TRUE;   /* a nested class sees its enclosing class's members */
  if (P->cls && strncmp (P->cls->name, c->name, strlen (c->name)) == 0 && P->cls->name[strlen (c->name)] == ':')
    return TRUE;
  if (P->fn)
    for (int i = 0; i < c->friend_names.len; i++)
      if (strcmp (ck_vec_get (&c->friend_names, i), P->fn->name) == 0)
        return TRUE;
  return FALSE;
}

static void
check_data_access (CkParser *P, CkClass *c, CkMember *m, CkSrcLoc loc, int len)
{
  for (int i = 0; i < c->access_of.len; i++)
    {
      Access *a = ck_vec_get (&c->access_of, i);
      if (strcmp (a->name, m->name) == 0)
        {
          if (!may_access (P, c, a->access))
            {
              ck_parse_error (P, loc, len, "'%s %s::%s' is %s within this context",
                              ck_parse_type_str (m->type), c->name, m->name, acc_name[a->access]);
              ck_parse_note (P, m->loc, (int) strlen (m->name), "declared %s here", acc_name[a->access]);
            }
          return;
        }
    }
}

static CkNode *
no_object (CkSrcLoc loc)
{
  CkNode *n = ck_sema_node (CK_E_INT_LIT, loc);
  n->type = ck_ty_void;
  n->ival = 0x0b7ec7;
  return n;
}

gboolean
ck_class_is_no_object (const CkNode *e)
{
  return e->kind == CK_E_INT_LIT && e->type == ck_ty_void && e->ival == 0x0b7ec7;
}

/* A name that lookup found as a member of a class (unqualified inside a member function, or
 * `C::name`): `this->m` for a data member; for member functions, the object (`*this`, or a
 * placeholder when there is none) with *[symp] the overload set, for the call that follows. */
CkNode *
ck_class_member_expr (CkParser *P, CkSym *sym, CkSrcLoc loc, int len, CkSym **symp)
{
  CkNode *self = this_deref (P, loc);
  CkClass *sc = self ? ck_class_of (self->type) : NULL;
  if (self && !(sc && ck_class_is_base_of (sym->member_of, sc)))
    self = NULL;
  if (sym->is_method)
    {
      *symp = sym;
      if (!is_punct_tok (P->tok, CK_P_LPAREN) && !(sym->member_tmpls.len && is_punct_tok (P->tok, CK_P_LT)))
        {
          CkObj *f = sym->overloads.len == 1 && !sym->member_tmpls.len ? ck_vec_get (&sym->overloads, 0) : NULL;
          if (f && f->is_static_method)
            return ck_sema_var (P, f, loc, len);   /* an ordinary function ([expr.unary.op]p3) */
          ck_parse_error (P, loc, len, "unsupported: pointers to member functions");
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      return self ? self : no_object (loc);
    }
  if (!self)
    {
      ck_parse_error (P, loc, len, "invalid use of non-static data member '%s::%s'", sym->member_of->name,
                      sym->name);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkNode *obj = base_subobject (P, self, sc, sym->member_of);
  return ck_sema_member (P, obj ? obj : self, sym->name, FALSE, loc, len);
}

/* `e.name` / `e->name` on a class: a member function (the object, with *[symp] its overload
 * set), a static member, or a data member (checked for access). NULL: not a class member
 * (the struct member access applies). */
CkNode *
ck_class_dot (CkParser *P, CkNode *e, gboolean arrow, const char *name, CkSrcLoc loc, int len,
              CkSym **symp, CkClass *qual)
{
  CkType *st = ck_sema_strip (e->type);
  if (arrow)
    {
      CkClass *pc = ck_class_of (st);
      if (pc)
        {
          CkSym *op = ck_class_find (pc, "operator->");
          if (!op)
            return NULL;
          e = ck_class_call_method (P, e, op, NULL, 0, loc, len, FALSE);
          st = ck_sema_strip (e->type);
        }
      if (st->kind != CK_TY_PTR && st->kind != CK_TY_ARRAY)
        return NULL;
      st = ck_sema_strip (st->base);
    }
  CkClass *c = ck_class_of (st);
  if (!c)
    return arrow && e->type != ck_sema_strip (e->type) ? NULL : NULL;
  if (qual && !ck_class_is_base_of (qual, c))
    {
      ck_parse_error (P, loc, len, "'%s' is not a base of '%s'", qual->name, c->name);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkSym *s = ck_class_find (qual ? qual : c, name);
  if (!s)
    return NULL;
  CkNode *obj = arrow ? ck_sema_unary (P, CK_E_DEREF, ck_sema_decay (P, e), loc, len) : e;
  if (s->is_method)
    {
      *symp = s;
      return obj;
    }
  if (s->obj)
    return ck_sema_var (P, s->obj, loc, len);
  if (s->member)
    {
      check_data_access (P, s->member_of, s->member, loc, len);
      if (!arrow && !obj->is_lvalue && c->dtor && P->fn)
        {
          /* a member of a prvalue, `mk().n`: the temporary is materialised ([conv.rval]) and
             destroyed at the end of the full-expression */
          CkNode *a = addr_of (P, obj);
          obj = ck_sema_unary (P, CK_E_DEREF, a, loc, len);
        }
      if (s->member_of && s->member_of != c && ck_class_is_base_of (s->member_of, c))
        {
          if (subobject_count (c, s->member_of) > 1)
            {
              ck_parse_error (P, loc, len, "request for member '%s' is ambiguous", name);
              return ck_sema_int_lit (0, P->ty_err, loc);
            }
          obj = base_path (P, obj, c, s->member_of);
        }
      return ck_sema_member (P, obj, name, FALSE, loc, len);
    }
  return NULL;
}

/* A copy of the overload set [r] with the functions of [s] it lacks added: the set that ordinary
 * and argument-dependent lookup find together. */
static CkSym *
joined_overloads (const CkSym *r, const CkSym *s)
{
  CkSym *m = GC_MALLOC (sizeof *m);
  *m = *r;
  m->overloads = (CkVec) { 0 };
  for (int i = 0; i < r->overloads.len; i++)
    ck_vec_push (&m->overloads, ck_vec_get (&r->overloads, i));
  for (int i = 0; i < s->overloads.len; i++)
    {
      void *f = ck_vec_get (&s->overloads, i);
      gboolean dup = FALSE;
      for (int j = 0; j < m->overloads.len && !dup; j++)
        dup = ck_vec_get (&m->overloads, j) == f;
      if (!dup)
        ck_vec_push (&m->overloads, f);
    }
  return m;
}

/* The operator functions named [name] that argument-dependent lookup adds to [fset] (the
 * ordinary lookup's, or NULL) for the operands [a] and [b]: those of the namespace of each
 * operand's class ([basic.lookup.argdep], the innermost enclosing namespace only), so that
 * `std::cout << "x"` finds std's operator<< outside namespace std. */
/* Whether the member set [mset] belongs to [a]'s own class (not to one of its bases). */
static gboolean
sc_is_exact (CkNode *a, CkSym *mset)
{
  return ck_class_of (a->type) == mset->member_of;
}

/* [name] in the innermost namespace enclosing class [c], the global one included (where
 * argument-dependent lookup finds a class's operators: std::sort's `a < b` finds the global
 * operator< of a global class, which std's own operator< hides from ordinary lookup). */
static CkSym *
namespace_member (CkParser *P, CkClass *c, const char *name)
{
  CkScope *sc = c->outer;
  while (sc && !sc->ns && sc != P->file_scope)
    sc = sc->parent;
  if (!sc)
    return NULL;
  return ck_map_get (sc->ns ? &sc->ns->syms : &sc->syms, name);
}

static CkSym *
adl_operators (CkParser *P, CkSym *fset, const char *name, CkNode *a, CkNode *b)
{
  CkSym *r = fset;
  CkNode *ops[2] = { a, b };
  for (int k = 0; k < 2; k++)
    {
      CkClass *c = ops[k] ? ck_class_of (ck_sema_strip (ops[k]->type)) : NULL;
      CkSym *s = c ? namespace_member (P, c, name) : NULL;
      if (!s || s == r || s->is_method || !s->obj || !s->obj->is_function)
        continue;
      if (!r)
        {
          r = s;
          continue;
        }
      r = joined_overloads (r, s);
    }
  return r;
}

/* The type a conversion function [m] converts to: its return type, or the type its reference
 * return type refers to (`operator T &()` gives an lvalue of T). */
static CkType *
conv_result (const CkObj *m)
{
  CkType *r = m->type->base;
  return r->is_reference ? r->base : r;
}

/* Whether [e] has a scalar type or converts to one through a conversion function that is not
 * explicit (the operand of a built-in operator). */
static gboolean
scalar_operand (CkParser *P, CkNode *e)
{
  (void) P;
  CkClass *c = ck_class_of (e->type);
  if (!c || e->type->kind == CK_TY_PTR)
    return ck_type_is_scalar (ck_sema_strip (e->type));
  for (int i = 0; i < c->methods.len; i++)
    {
      CkObj *m = ck_vec_get (&c->methods, i);
      if (strncmp (short_name (c, m), "operator ", 9) == 0 && ck_type_is_scalar (conv_result (m))
          && !m->is_explicit)
        return TRUE;
    }
  return FALSE;
}

/* Whether [s] names non-member functions or function templates: what argument-dependent
 * lookup may find or add to. */
static gboolean
is_function_set (const CkSym *s)
{
  return s && !s->is_method && !s->member
         && ((s->obj && s->obj->is_function) || (s->tmpl && !ck_template_is_type (s->tmpl)));
}

/* Limits the associated classes followed through bases and template arguments (a deeper
 * nesting adds nothing a program relies on, and a cycle cannot run away). */
#define CK_CLASS_ADL_DEPTH 8

/* Pushes on [out] the namespaces [basic.lookup.argdep]p2 associates with type [t], each once:
 * for a class, the innermost namespace enclosing it and those of its base classes, and for a
 * class template's instance those of its type arguments (`std::vector<geo::P>` gives std and
 * geo); for a pointer, reference or array, those of the type it refers to; for a function
 * type, those of its parameters and return type; for a pointer standing for a libstdc++
 * iterator class (CkType.adl_class), those of the class it stands for. */
static void
adl_namespaces (CkType *t, CkVec *out, int depth)
{
  if (!t || depth > CK_CLASS_ADL_DEPTH)
    return;
  t = ck_sema_strip (t);
  if (t->adl_class)
    adl_namespaces (t->adl_class, out, depth + 1);
  if ((t->kind == CK_TY_PTR || t->kind == CK_TY_ARRAY) && t->base)
    {
      adl_namespaces (t->base, out, depth + 1);
      return;
    }
  if (t->kind == CK_TY_FUNC)
    {
      adl_namespaces (t->base, out, depth + 1);
      for (CkParam *p = t->params; p; p = p->next)
        adl_namespaces (p->type, out, depth + 1);
      return;
    }
  CkClass *c = ck_class_of (t);
  if (!c)
    return;
  CkScope *sc = c->outer;
  while (sc && !sc->ns)
    sc = sc->parent;
  gboolean seen = !sc;
  for (int i = 0; i < out->len && !seen; i++)
    seen = ck_vec_get (out, i) == sc->ns;
  if (!seen)
    ck_vec_push (out, sc->ns);
  for (int i = 0; i < c->bases.len; i++)
    adl_namespaces (ck_vec_get (&c->bases, i), out, depth + 1);
  CkVec targs = { 0 };
  ck_template_type_args (c->type, &targs);
  for (int i = 0; i < targs.len; i++)
    adl_namespaces (ck_vec_get (&targs, i), out, depth + 1);
}

CkSym *
ck_class_adl (CkSym *sym, const char *name, CkNode **args, int n)
{
  if (sym && !is_function_set (sym))
    return sym;   /* a variable, a function object, a class member: no ADL ([basic.lookup.argdep]p3) */
  CkVec nss = { 0 };
  for (int i = 0; i < n; i++)
    if (args[i])
      adl_namespaces (args[i]->type, &nss, 0);
  CkSym *r = sym;
  for (int i = 0; i < nss.len; i++)
    {
      CkNamespace *ns = ck_vec_get (&nss, i);
      CkSym *s = ck_map_get (&ns->syms, name);
      if (!s || s == r || !is_function_set (s))
        continue;
      if (!r)
        {
          r = s;
          continue;
        }
      if (s->tmpl == r->tmpl && s->overloads.len == r->overloads.len && (!s->obj || s->obj == r->obj))
        continue;   /* the same functions (a using-declaration's) */
      /* one set of both: the non-template functions of each, the function templates of the
         first that has some (cudak joins no two namespaces' templates) */
      CkSym *m = joined_overloads (r, s);
      if (!m->tmpl)
        m->tmpl = s->tmpl;
      m->obj = m->overloads.len ? ck_vec_get (&m->overloads, 0) : NULL;
      r = m;
    }
  return r;
}

/* Whether a namespace of the program declares functions named [name] that ordinary lookup's
 * [sym] does not hold, so that argument-dependent lookup could add some. */
gboolean
ck_class_adl_may_add (CkParser *P, CkSym *sym, const char *name)
{
  if (sym && !is_function_set (sym))
    return FALSE;
  for (int i = 0; i < P->namespaces.cap; i++)
    {
      CkNamespace *ns = ck_strmap_value_at (&P->namespaces, i);
      CkSym *s = ns ? ck_map_get (&ns->syms, name) : NULL;
      if (!s || s == sym || !is_function_set (s))
        continue;
      if (sym && s->tmpl == sym->tmpl && s->overloads.len == sym->overloads.len
          && (!s->obj || s->obj == sym->obj))
        continue;   /* the same functions (a using-declaration's) */
      return TRUE;
    }
  return FALSE;
}

/* Whether the built-in operator [name] may apply to [a] and [b] (NULL for a unary one) after
 * the conversion functions of their classes: neither an assignment nor a class operand
 * without a conversion to a scalar type. */
static gboolean
builtin_viable (CkParser *P, const char *name, CkNode *a, CkNode *b)
{
  size_t n = strlen (name);
  if (name[n - 1] == '=' && strcmp (name, "operator==") && strcmp (name, "operator!=")
      && strcmp (name, "operator<=") && strcmp (name, "operator>="))
    return FALSE;   /* = and @=: a class on the left has no built-in assignment */
  if (!strcmp (name, "operator[]") || !strcmp (name, "operator->") || !strcmp (name, "operator()"))
    return FALSE;
  return scalar_operand (P, a) && (!b || scalar_operand (P, b));
}

/* The function templates named [name] ([found]: the ordinary lookup's symbol, or NULL) and
 * those of the namespaces of the operands' classes ([basic.lookup.argdep]): the stand-ins of
 * the instances that deduce from [args] are pushed onto [out] (template.c). Returns how many
 * templates (chains of overloads) were found. */
static int
operator_templates (CkParser *P, CkSym *found, const char *name, CkNode **args, int n, CkVec *out)
{
  CkTemplate *seen[3] = { NULL, NULL, NULL };
  int n_seen = 0;
  if (found && !found->is_method && found->tmpl)
    seen[n_seen++] = found->tmpl;
  for (int k = 0; k < n && k < 2; k++)
    {
      CkClass *c = ck_class_of (ck_sema_strip (args[k]->type));
      CkSym *s = c ? namespace_member (P, c, name) : NULL;
      if (!s || s->is_method || !s->tmpl)
        continue;
      gboolean dup = FALSE;
      for (int i = 0; i < n_seen; i++)
        dup |= seen[i] == s->tmpl;
      if (!dup)
        seen[n_seen++] = s->tmpl;
    }
  for (int i = 0; i < n_seen; i++)
    ck_template_operator_candidates (P, seen[i], args, n, out);
  return n_seen;
}

static CkNode *to_scalar (CkParser *P, CkNode *e);

/* Whether [f] was written by the user (not implicit, not `= default`). */
static gboolean
is_user_provided (const CkObj *f)
{
  return f && !f->is_implicit_member && !f->is_defaulted;
}

/* Whether [f], a constructor or operator= of [c], takes a [c] by reference: a copy or move one. */
static gboolean
takes_own_class (CkClass *c, const CkObj *f)
{
  CkParam *p = f->type->params ? f->type->params->next : NULL;   /* after `this` */
  return p && !p->next && p->type->kind == CK_TY_PTR && p->type->is_reference
         && ck_class_of (p->type->base) == c;
}

/* [class.prop]: no virtual function, no user-provided copy or move constructor, copy or move
 * assignment or destructor, and every base and member trivially copyable. */
static gboolean
trivially_copyable (CkType *t)
{
  while (t->kind == CK_TY_ARRAY)
    t = t->base;
  if (t->kind == CK_TY_PTR && t->is_reference)
    return FALSE;
  CkClass *c = t->kind == CK_TY_PTR ? NULL : ck_class_of (t);
  if (!c)
    return TRUE;
  if (c->vptr || is_user_provided (c->dtor))
    return FALSE;
  for (int i = 0; c->ctors && i < c->ctors->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&c->ctors->overloads, i);
      if (is_user_provided (f) && takes_own_class (c, f))
        return FALSE;
    }
  for (int i = 0; i < c->methods.len; i++)
    {
      CkObj *f = ck_vec_get (&c->methods, i);
      if (is_user_provided (f) && strcmp (short_name (c, f), "operator=") == 0 && takes_own_class (c, f))
        return FALSE;
    }
  for (int i = 0; i < c->bases.len; i++)
    if (!trivially_copyable (ck_vec_get (&c->bases, i)))
      return FALSE;
  for (CkMember *m = c->members; m; m = m->next)
    if (!trivially_copyable (m->type))
      return FALSE;
  return TRUE;
}

/* Itanium C++ ABI 3.1.2.3 "non-trivial for the purposes of calls": a non-trivial copy or move
 * constructor or destructor (user-provided, or a virtual function or base, or a base or member
 * whose one is non-trivial). */
static gboolean
nontrivial_for_calls (CkType *t)
{
  while (t->kind == CK_TY_ARRAY)
    t = t->base;
  CkClass *c = t->kind == CK_TY_STRUCT ? ck_class_of (t) : NULL;
  if (!c)
    return FALSE;
  if (c->vptr || is_user_provided (c->dtor))
    return TRUE;
  for (int i = 0; c->ctors && i < c->ctors->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&c->ctors->overloads, i);
      if (is_user_provided (f) && takes_own_class (c, f))
        return TRUE;
    }
  for (int i = 0; i < c->bases.len; i++)
    if (nontrivial_for_calls (ck_vec_get (&c->bases, i)))
      return TRUE;
  for (CkMember *m = c->members; m; m = m->next)
    if (!(m->type->kind == CK_TY_PTR && m->type->is_reference) && nontrivial_for_calls (m->type))
      return TRUE;
  return FALSE;
}

gboolean
ck_class_is_passed_indirectly (CkType *t)
{
  return t && !t->is_reference && t->kind == CK_TY_STRUCT && nontrivial_for_calls (t);
}

gboolean
ck_class_type_trait (const char *name, CkType *a, CkType *b, gint64 *out)
{
  CkType *ua = ck_type_unqualified (a);
  CkClass *c = ua->kind == CK_TY_PTR ? NULL : ck_class_of (ua);
  gboolean is_struct = c && ua->kind == CK_TY_STRUCT;
  if (strcmp (name, "__is_class") == 0)
    *out = is_struct;
  else if (strcmp (name, "__is_union") == 0)
    *out = ua->kind == CK_TY_UNION;
  else if (strcmp (name, "__is_enum") == 0)
    *out = ua->kind == CK_TY_ENUM;
  else if (strcmp (name, "__is_empty") == 0)
    *out = is_struct && is_empty_class (c);
  else if (strcmp (name, "__is_polymorphic") == 0)
    *out = c && c->vptr != NULL;
  else if (strcmp (name, "__is_abstract") == 0)
    {
      *out = FALSE;
      for (int i = 0; c && i < c->methods.len; i++)
        *out |= ((CkObj *) ck_vec_get (&c->methods, i))->is_pure;
    }
  else if (strcmp (name, "__has_virtual_destructor") == 0)
    *out = c && c->dtor && c->dtor->is_virtual;
  else if (strcmp (name, "__is_trivially_copyable") == 0)
    *out = trivially_copyable (ua);
  else if (strcmp (name, "__is_trivial") == 0)
    {
      /* trivially copyable, and no user-provided constructor (a default one included) */
      *out = trivially_copyable (ua);
      for (int i = 0; *out && c && c->ctors && i < c->ctors->overloads.len; i++)
        if (is_user_provided (ck_vec_get (&c->ctors->overloads, i)))
          *out = FALSE;
    }
  else if (strcmp (name, "__is_base_of") == 0 && b)
    {
      CkType *ub = ck_type_unqualified (b);
      CkClass *d = ub->kind == CK_TY_PTR ? NULL : ck_class_of (ub);
      *out = c && d && is_struct && (c == d || ck_class_is_base_of (c, d));
    }
  else
    return FALSE;
  return TRUE;
}

/* ---------------------------------------------------------------- traits of expressions */

static void
drop_trait_diag (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink;
  (void) level;
  (void) text;
  (void) data;
}

/* `std::declval<T>()`: an lvalue of T for an lvalue reference T, an xvalue otherwise ([declval]);
 * NULL for void. */
static CkNode *
declval_node (CkType *t, CkSrcLoc loc)
{
  gboolean lref = t->kind == CK_TY_PTR && t->is_reference && !t->is_rvalue_ref;
  CkType *u = t->kind == CK_TY_PTR && t->is_reference ? t->base : t;
  if (u->kind == CK_TY_VOID)
    return NULL;
  CkNode *d = ck_sema_node (CK_E_DEREF, loc);
  d->lhs = ck_sema_cast (ck_sema_int_lit (0, ck_ty_long, loc), ck_type_pointer_to (u));
  d->type = u;
  d->is_lvalue = TRUE;
  d->is_xvalue = !lref;
  d->range_len = 1;
  return d;
}

typedef enum { TRAIT_CONSTRUCT, TRAIT_CONVERT, TRAIT_ASSIGN } TraitKind;

static gboolean
is_abstract_type (CkType *t)
{
  CkClass *c = ck_class_of (t);
  return c && c->is_abstract;
}

/* The most argument types of a trait of expressions: the constructor arguments are built on
 * the stack. */
#define CK_CLASS_MAX_TRAIT_ARGS 63

/* The expression whose well-formedness trait [k] of [types] ([n] of them) asks for, built with
 * cudak's own overload resolution and conversions; NULL when it is ill-formed. [*unsure] is set
 * when cudak cannot tell (too many types). */
static CkNode *
trait_expr (CkParser *P, TraitKind k, CkType **types, int n, CkSrcLoc loc, gboolean *unsure)
{
  CkType *t = types[0];
  CkType *u = t->kind == CK_TY_PTR && t->is_reference ? t->base : t;
  CkNode *args[CK_CLASS_MAX_TRAIT_ARGS + 1];
  if (n - 1 > CK_CLASS_MAX_TRAIT_ARGS)
    {
      *unsure = TRUE;
      return NULL;
    }
  for (int i = 1; i < n; i++)
    if (!(args[i - 1] = declval_node (types[i], loc)))
      return NULL;
  CkNode *ok = ck_sema_int_lit (1, ck_ty_int, loc);   /* well-formed, calling nothing */
  switch (k)
    {
    case TRAIT_CONVERT:
      if (n - 1 == 0)
        return NULL;
      if (u->kind == CK_TY_ARRAY || u->kind == CK_TY_FUNC || (u->kind == CK_TY_STRUCT && is_abstract_type (u)))
        return NULL;
      if (t->kind == CK_TY_PTR && t->is_reference)
        return ck_sema_bind_ref (P, args[0], t, "initialization");
      return ck_sema_convert (P, args[0], ck_type_unqualified (t), "initialization");
    case TRAIT_ASSIGN:
      if (n != 2)
        return NULL;
      if (!(t->kind == CK_TY_PTR && t->is_reference) && !ck_class_of (u))
        return NULL;   /* a prvalue of a scalar type: no built-in assignment to it */
      {
        CkNode *lhs = declval_node (t, loc);
        return lhs ? ck_sema_assign (P, CK_E_ASSIGN, lhs, args[0], loc, 1) : NULL;
      }
    case TRAIT_CONSTRUCT:
      if (u->kind == CK_TY_VOID || u->kind == CK_TY_FUNC)
        return NULL;
      if (t->kind == CK_TY_PTR && t->is_reference)
        return n == 2 ? ck_sema_bind_ref (P, args[0], t, "initialization") : NULL;
      if (t->kind == CK_TY_ARRAY)
        {
          if (t->array_len <= 0 || n != 1)
            return NULL;   /* an array of unknown bound; parenthesised aggregate init is C++20 */
          CkType *e = t;
          while (e->kind == CK_TY_ARRAY)
            e = e->base;
          return trait_expr (P, k, &e, 1, loc, unsure);
        }
      {
        CkClass *c = t->kind == CK_TY_STRUCT ? ck_class_of (t) : NULL;
        if (c)
          {
            if (is_abstract_type (t))
              return NULL;
            CkNode *obj = declval_node (ck_type_unqualified (t), loc);
            obj->is_xvalue = FALSE;
            CkNode *r = ctor_call (P, c, obj, args, n - 1, loc, 1);
            if (!r && n - 1 == 0)
              return ok;   /* trivial default construction */
            return r;
          }
        if (n - 1 == 0)
          return ok;
        if (n - 1 > 1)
          return NULL;
        CkNode *a = args[0];
        if (ck_class_of (a->type) && a->type->kind == CK_TY_STRUCT)
          {
            /* direct-initialisation: an explicit conversion function too ([dcl.init]p17.7) */
            a = ck_class_convert (P, a, ck_type_unqualified (t), FALSE);
            if (!a)
              return NULL;
          }
        return ck_sema_convert (P, a, ck_type_unqualified (t), "initialization");
      }
    }
  return NULL;
}

/* ck_class_expr_trait of trait [k] ([nothrow] for its is_nothrow_ form), the target type first
 * in [types]. The expression is built quietly: what it creates (temporaries, their cleanups,
 * anonymous objects) is dropped; it is never evaluated. */
static gboolean
expr_trait (CkParser *P, TraitKind k, gboolean nothrow, CkType **types, int n, CkSrcLoc loc, gint64 *out)
{
  CkDiagSink *sink = P->sink, quiet;
  gboolean quiet_parse = P->quiet_parse;
  ck_diag_sink_init (&quiet);
  quiet.func = drop_trait_diag;
  P->sink = &quiet;
  P->quiet_parse = TRUE;
  int cleanups = P->cleanups.len, temps = P->temp_args.len, objs = P->objs->len;
  int locals = P->fn ? P->fn->locals.len : 0;
  gboolean unsure = FALSE, strict = P->strict_implicit;
  P->strict_implicit = TRUE;
  CkNode *e = NULL;
  jmp_buf *outer = P->recover;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    e = trait_expr (P, k, types, n, loc, &unsure);
  else
    quiet.n_errors++;
  P->recover = outer;
  P->sink = sink;
  P->quiet_parse = quiet_parse;
  P->strict_implicit = strict;
  P->cleanups.len = MIN (P->cleanups.len, cleanups);
  P->temp_args.len = MIN (P->temp_args.len, temps);
  P->objs->len = MIN (P->objs->len, objs);
  if (P->fn)
    P->fn->locals.len = MIN (P->fn->locals.len, locals);
  gboolean well_formed = e && !quiet.n_errors && e->type != P->ty_err && !ck_sema_has_err (P, e->type);
  if (unsure && !well_formed)
    {
      ck_parse_error (P, loc, 1, "unsupported: a type trait of more than %d types", (int) CK_CLASS_MAX_TRAIT_ARGS);
      *out = 0;
      return TRUE;
    }
  *out = well_formed && !(nothrow && ck_parse_may_throw (e));
  return TRUE;
}

gboolean
ck_class_expr_trait (CkParser *P, const char *name, CkType **types, int n, CkSrcLoc loc, gint64 *out)
{
  TraitKind k;
  gboolean nothrow = g_str_has_prefix (name, "__is_nothrow_");
  const char *base = nothrow ? name + strlen ("__is_nothrow_") : name + strlen ("__is_");
  if (!g_str_has_prefix (name, "__is_"))
    return FALSE;
  if (!strcmp (base, "constructible"))
    k = TRAIT_CONSTRUCT;
  else if (!strcmp (base, "convertible"))
    k = TRAIT_CONVERT;
  else if (!strcmp (base, "assignable"))
    k = TRAIT_ASSIGN;
  else
    return FALSE;
  if (!types)
    return TRUE;   /* the name is known */
  if (k == TRAIT_CONVERT && n == 2)
    {
      gboolean fv = types[0]->kind == CK_TY_VOID, tv = types[1]->kind == CK_TY_VOID;
      if (fv || tv)
        {
          *out = fv && tv;
          return TRUE;
        }
      CkType *sw[2] = { types[1], types[0] };   /* the target first, as for the others */
      return expr_trait (P, k, nothrow, sw, n, loc, out);
    }
  return expr_trait (P, k, nothrow, types, n, loc, out);
}

/* The operator function `operator@` applied to [a] (and [b], or NULL): a member of [a]'s
 * class, or a function of the enclosing scopes or of the operands' namespaces; NULL when there is none (the built-in operator
 * applies). [name] is "operator@". */
static CkNode *
call_operator (CkParser *P, const char *name, CkNode *a, CkNode *b, CkSrcLoc loc, int len)
{
  CkClass *ca = ck_class_of (a->type);
  CkSym *mset = ca ? ck_class_find (ca, name) : NULL;
  if (mset && mset->member_of != ca && !strcmp (name, "operator="))
    mset = NULL;   /* a base's operator= is hidden by the class's implicit one ([class.copy.assign]) */
  CkSym *found = ck_parse_lookup_sym (P, name);
  CkSym *fset = found;
  if (fset && (fset->is_method || !fset->obj || !fset->obj->is_function))
    fset = NULL;
  fset = adl_operators (P, fset, name, a, b);
  CkNode *margs[1] = { b };
  CkNode *fargs[2] = { a, b };
  int nb = b ? 1 : 0;
  CkVec fcands = { 0 };
  if (fset)
    for (int i = 0; i < fset->overloads.len; i++)
      ck_vec_push (&fcands, ck_vec_get (&fset->overloads, i));
  int n_tmpl = operator_templates (P, found, name, fargs, 1 + nb, &fcands);
  /* an operator= template is never the copy assignment, which the class keeps
     ([class.copy.assign]p1): its instances are no candidates for an operand of the class */
  gboolean copy_assign = !strcmp (name, "operator=") && b && ck_class_of (b->type) == ca
                         && b->type->kind != CK_TY_PTR;
  if (mset && mset->member_tmpls.len && !copy_assign)
    ck_template_member_candidates (P, mset, margs, nb, loc, len);   /* their instances join the set */
  CkVec mcands = { 0 };
  for (int i = 0; mset && i < mset->overloads.len; i++)
    if (!copy_assign || !((CkObj *) ck_vec_get (&mset->overloads, i))->is_tmpl_instance)
      ck_vec_push (&mcands, ck_vec_get (&mset->overloads, i));
  gboolean user_copy_assign = FALSE;
  for (int i = 0; i < mcands.len; i++)
    user_copy_assign |= takes_own_class (ca, ck_vec_get (&mcands, i));
  if (copy_assign && !user_copy_assign && mset && mset->member_of == ca)
    return NULL;   /* an operator= of another parameter type (back_insert_iterator's from its
                      value_type) leaves the implicit copy assignment ([class.copy.assign]p2) */
  /* for the error: a set without a candidate too, unless only operator= templates were left
     out for the class's own copy assignment */
  gboolean member_found = mset != NULL && !(copy_assign && !mcands.len);
  if (!mcands.len)
    mset = NULL;
  CkObj *mbest = NULL, *fbest = NULL;
  if (mset)
    {
      CkNode *self = addr_of (P, a);
      CkNode *all[2] = { self, b };
      CkClass *sc = ck_class_of (a->type);
      CkNode *sub = sc != mset->member_of ? base_subobject (P, a, sc, mset->member_of) : a;
      /* after an error in the class the member found may belong to no base of it: no
         member candidate then, not a null object expression */
      if (sub && sub != a)
        all[0] = addr_of (P, sub);
      if (sub)
        mbest = ck_sema_pick_overload (P, &mcands, all, 1 + nb, NULL);
    }
  if (fcands.len)
    fbest = ck_sema_pick_overload (P, &fcands, fargs, 1 + nb, NULL);
  if (mbest && fbest && b && fbest->type->params && fbest->type->params->next
      && mbest->type->params && mbest->type->params->next)
    {
      /* both viable: the function wins when it converts [b] better and [a] no worse than the
         member's implicit object parameter does ([over.match.best]): a user's
         operator<<(std::ostream &, Colour) over ostream's operator<<(int) */
      int rm = ck_sema_conv_rank (P, b, mbest->type->params->next->type);
      int rf = ck_sema_conv_rank (P, b, fbest->type->params->next->type);
      int ra = ck_sema_conv_rank (P, a, fbest->type->params->type);
      if (rf >= 0 && ra >= 0 && rf < rm && ra <= (sc_is_exact (a, mset) ? 0 : 2))
        mbest = NULL;
    }
  if ((mbest || fbest) && builtin_viable (P, name, a, b))
    {
      /* the built-in candidate against the chosen function ([over.match.oper]p3.3,
         [over.match.best]): better, it is taken; neither better, the expression is ambiguous */
      CkObj *f = mbest ? mbest : fbest;
      int fr[2], br[2];
      CkParam *fp = f->type->params;
      CkNode *ops[2] = { a, b };
      for (int k = 0; k < 1 + nb; k++, fp = fp ? fp->next : NULL)
        {
          fr[k] = k == 0 && mbest ? (sc_is_exact (a, mset) ? 0 : 2)
                  : fp ? ck_sema_conv_rank (P, ops[k], fp->type) : 4;
          br[k] = ck_class_of (ops[k]->type) && ops[k]->type->kind != CK_TY_PTR ? 4 : 0;
        }
      gboolean fbetter = FALSE, bbetter = FALSE;
      for (int k = 0; k < 1 + nb; k++)
        {
          fbetter |= fr[k] >= 0 && fr[k] < br[k];
          bbetter |= fr[k] < 0 || br[k] < fr[k];
        }
      if (bbetter && !fbetter)
        return NULL;
      if (bbetter && fbetter)
        {
          ck_parse_error (P, loc, len, "ambiguous overload for 'operator%s' (operand types are '%s'%s%s%s)",
                          name + 8, ck_parse_type_str (a->type), b ? " and '" : "",
                          b ? ck_parse_type_str (b->type) : "", b ? "'" : "");
          ck_parse_note (P, loc, len, "candidate: 'operator%s' (built-in)", name + 8);
          ck_parse_note (P, f->loc, (int) strlen (name), "candidate: '%s'", ck_parse_type_str (f->type));
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
    }
  if (mbest)
    return ck_class_call_method (P, a, mset, margs, nb, loc, len, FALSE);
  if (fbest)
    {
      fbest = ck_template_chosen (P, fbest, loc, len);
      if (!fbest)
        return ck_sema_int_lit (0, P->ty_err, loc);
      CkNode *fv = ck_sema_var (P, fbest, loc, len);
      return ck_sema_call (P, fv, NULL, fargs, 1 + nb, loc, FALSE);
    }
  if ((member_found || fcands.len || n_tmpl) && builtin_viable (P, name, a, b))
    return NULL;   /* no operator function is viable, a built-in operator is ([over.match.oper]p3.3) */
  CkNode *cb = (member_found || fcands.len || n_tmpl) && b && b->type->kind != CK_TY_PTR && ck_class_of (b->type)
               && ck_class_of (b->type) != ca ? to_scalar (P, b) : NULL;
  if (cb)
    return call_operator (P, name, a, cb, loc, len);   /* [b] through its conversion function
                                                          (thrust::device_reference<T> to T for
                                                          ostream's operator<<(T)) */
  if (member_found || fcands.len || n_tmpl)
    {
      ck_parse_error (P, loc, len, "no match for 'operator%s' (operand types are '%s'%s%s%s)",
                      name + 8, ck_parse_type_str (a->type), b ? " and '" : "",
                      b ? ck_parse_type_str (b->type) : "", b ? "'" : "");
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  return NULL;
}

/* [e] of class type through its (only, or first) conversion function to a scalar type, for a
 * built-in operator; NULL when it has none. */
static CkNode *
to_scalar (CkParser *P, CkNode *e)
{
  CkClass *c = ck_class_of (e->type);
  if (!c || e->type->kind == CK_TY_PTR)
    return NULL;
  for (int i = 0; i < c->methods.len; i++)
    {
      CkObj *m = ck_vec_get (&c->methods, i);
      if (strncmp (short_name (c, m), "operator ", 9) == 0 && ck_type_is_scalar (conv_result (m))
          && !m->is_explicit)
        return ck_class_call_method (P, e, ck_map_get (&c->ns->syms, short_name (c, m)), NULL, 0,
                                     e->loc, e->range_len > 0 ? e->range_len : 1, FALSE);
    }
  return NULL;
}

/* The lvalue [e] evaluated once: `*t` for a pointer temporary t, with `t = &e` appended to
 * [*pre]; [e] itself when it is a variable (evaluating it again has no effect). For an
 * operation that uses its operand several times (the implicit assignment, member by member). */
static CkNode *
evaluated_once (CkParser *P, CkNode *e, CkNode **pre)
{
  CkNode *x = e;
  while (x->kind == CK_E_CAST && x->is_implicit)
    x = x->lhs;
  if (x->kind == CK_E_VAR || x->kind == CK_E_COMPOUND_LIT || !P->fn)
    return e;
  CkType *pt = ck_type_pointer_to (e->type);
  CkObj *t = ck_parse_new_anon_obj (P, pt, e->loc);
  CkNode *set = ck_sema_node (CK_E_ASSIGN, e->loc);
  set->lhs = anon_ref (t, e->loc);
  set->rhs = ck_sema_unary (P, CK_E_ADDR, e, e->loc, 1);
  set->type = pt;
  *pre = comma (*pre, set);
  CkNode *r = ck_sema_unary (P, CK_E_DEREF, ck_sema_var (P, t, e->loc, 1), e->loc, 1);
  r->is_xvalue = e->is_xvalue;
  return r;
}

/* Marks the call of an operator function that [r] (an operator expression's result) makes with
 * the [order] its two operands are evaluated in (CkArgOrder): g++ takes it from the operator,
 * not from the call. [r] is the CALL, or the DEREF of a call returning a reference; anything
 * else (a built-in operator, a temporary's construction around the call) is left as it is. */
static void
set_operand_order (CkNode *r, CkArgOrder order)
{
  if (r && r->kind == CK_E_DEREF && r->lhs->kind == CK_E_CALL)
    r = r->lhs;
  if (r && r->kind == CK_E_CALL && r->n_args == 2)
    r->arg_order = (guint8) order;
}

/* sema's hook for the operators: a binary or unary operator, an assignment (k CK_E_ASSIGN or,
 * when [compound], the binary kind of `@=`), with a class operand. NULL: built in. */
CkNode *
ck_class_operator (CkParser *P, CkNodeKind k, gboolean compound, CkNode *a, CkNode *b, CkSrcLoc loc,
                   int len)
{
  if (!P->is_c && b && !compound && k != CK_E_ASSIGN && k != CK_E_COMMA
      && (ck_sema_strip (a->type)->mp_class || ck_sema_strip (b->type)->mp_class))
    return mp_compare (P, k, a, b, loc);   /* member pointers */
  if (!P->is_c && !b && k == CK_E_NOT && ck_sema_strip (a->type)->mp_class)
    {
      CkNode *n = ck_sema_node (CK_E_NOT, loc);
      n->lhs = mp_convert (P, a, ck_ty_bool);
      n->type = ck_ty_bool;
      return n;
    }
  if (P->is_c || !(ck_class_of (a->type) || (b && ck_class_of (b->type))))
    return NULL;
  const char *sp = k == CK_E_ASSIGN ? "=" : ck_sema_op_spelling (k);
  if (!sp)
    return NULL;
  const char *name = ck_strdup_printf ("operator%s%s", sp, compound ? "=" : "");
  if (k == CK_E_POST_INC || k == CK_E_POST_DEC)
    b = ck_sema_int_lit (0, ck_ty_int, loc);   /* operator++(int) */
  CkNode *r = call_operator (P, name, a, b, loc, len);
  if (b && k != CK_E_POST_INC && k != CK_E_POST_DEC)
    set_operand_order (r, !compound && (k == CK_E_SHL || k == CK_E_SHR || k == CK_E_LOGAND
                                        || k == CK_E_LOGOR || k == CK_E_COMMA)
                            ? CK_ARGS_LTR : CK_ARGS_RTL);
  if (!r && k == CK_E_ASSIGN && !compound && ck_class_of (a->type) && b && ck_class_of (b->type)
      && a->type->kind != CK_TY_PTR && b->type->kind != CK_TY_PTR
      && ck_class_is_base_of (ck_class_of (a->type), ck_class_of (b->type))
      && (needs_memberwise (ck_class_of (a->type), FALSE) || ck_class_of (a->type)->vtable
          || ck_class_of (a->type) != ck_class_of (b->type)))
    {
      /* the implicit copy assignment: member by member, the vtable pointer kept; its value is
         the left operand */
      CkClass *ac = ck_class_of (a->type);
      CkNode *pre = NULL;
      a = evaluated_once (P, a, &pre);   /* v[n++] = x: n++ once, not once per member */
      if (b->is_lvalue)
        b = evaluated_once (P, b, &pre);
      CkNode *src = base_subobject (P, b, ck_class_of (b->type), ac);
      return comma (pre, comma (implicit_copy (P, ac, a, src, loc, FALSE), a));
    }
  if (!r && k != CK_E_ASSIGN && !compound && k != CK_E_NOT && k != CK_E_LOGAND && k != CK_E_LOGOR
      && k != CK_E_PRE_INC && k != CK_E_PRE_DEC && k != CK_E_POST_INC && k != CK_E_POST_DEC
      && k != CK_E_DEREF)
    {
      /* a built-in operator on the results of conversion functions ([over.built]) */
      CkNode *ca = ck_class_of (a->type) ? to_scalar (P, a) : a;
      CkNode *cb = b && ck_class_of (b->type) ? to_scalar (P, b) : b;
      if (ca && (!b || cb))
        return b ? ck_sema_binary (P, k, ca, cb, loc, len) : ck_sema_unary (P, k, ca, loc, len);
    }
  if (!r && (k == CK_E_NOT || k == CK_E_LOGAND || k == CK_E_LOGOR))
    {
      /* the built-in logical operators on a class with a conversion to bool */
      CkNode *ca = ck_class_of (a->type) ? ck_class_convert (P, a, ck_ty_bool, FALSE) : a;
      CkNode *cb = b && ck_class_of (b->type) ? ck_class_convert (P, b, ck_ty_bool, FALSE) : b;
      if (ca && (!b || cb))
        return k == CK_E_NOT ? ck_sema_unary (P, k, ca, loc, len) : ck_sema_binary (P, k, ca, cb, loc, len);
    }
  return r;
}

CkNode *
ck_class_index (CkParser *P, CkNode *a, CkNode *i, CkSrcLoc loc)
{
  if (P->is_c)
    return NULL;
  if (!ck_class_of (a->type) || a->type->kind == CK_TY_PTR)
    {
      CkNode *ci = ck_class_of (i->type) && i->type->kind != CK_TY_PTR ? to_scalar (P, i) : NULL;
      return ci ? ck_sema_index (P, a, ci, loc) : NULL;
    }
  CkNode *r = call_operator (P, "operator[]", a, i, loc, 1);
  set_operand_order (r, CK_ARGS_LTR);
  return r;
}

/* `obj(args)` of an object of class type: its operator(). */
static CkObj *generic_instance (CkParser *P, struct CkLambda *L, CkNode **args, int n, CkSrcLoc loc);

CkNode *
ck_class_call_object (CkParser *P, CkNode *e, CkNode **args, int n, CkSrcLoc loc)
{
  CkClass *c = ck_class_of (e->type);
  if (!c || e->type->kind == CK_TY_PTR)
    return NULL;
  if (c->generic)
    generic_instance (P, c->generic, args, n, loc);   /* its instance for these arguments */
  CkSym *s = ck_class_find (c, "operator()");
  if (s && s->member_tmpls.len)
    ck_template_member_candidates (P, s, args, n, loc, 1);   /* their instances join the set */
  int n_viable = 0;
  if (s && s->overloads.len)
    {
      CkNode **all = ck_new_n (CkNode *, n + 2);
      all[0] = ck_sema_node (CK_E_ADDR, loc);   /* `this` for the ranking only: no temporary made */
      all[0]->lhs = e;
      all[0]->type = ck_type_pointer_to (e->type);
      for (int i = 0; i < n; i++)
        all[i + 1] = args[i];
      ck_sema_pick_overload (P, &s->overloads, all, n + 1, &n_viable);
    }
  if (!s || !n_viable)
    {
      /* g++'s words, the argument types listed */
      GString *at = g_string_new (NULL);
      for (int i = 0; i < n; i++)
        g_string_append_printf (at, "%s%s", i ? ", " : "", ck_parse_type_str (args[i]->type));
      ck_parse_error (P, loc, 1, "no match for call to '(%s) (%s)'", ck_parse_type_str (e->type), at->str);
      g_string_free (at, TRUE);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  return ck_class_call_method (P, e, s, args, n, loc, 1, FALSE);
}

/* The conversion function of [fc] to exactly [tt] (`operator uint3`), found by its name, or
 * for a class [tt] by its return type (however the type was spelt where it was declared: the
 * tag before its typedef, `uint3` in dim3); NULL when none. */
static CkSym *
conv_function_to_class (CkClass *fc, CkType *tt)
{
  CkSym *s = ck_class_find (fc, ck_strdup_printf ("operator %s", ck_parse_type_str (ck_type_unqualified (tt))));
  CkClass *tc = ck_class_of (tt);
  for (int i = 0; i < fc->methods.len && !s && tc; i++)
    {
      CkObj *m = ck_vec_get (&fc->methods, i);
      if (strncmp (short_name (fc, m), "operator ", 9) == 0 && !m->type->base->is_reference
          && ck_class_of (m->type->base) == tc)
        s = ck_map_get (&fc->ns->syms, short_name (fc, m));
    }
  return s;
}
static gboolean converts_by_ctor (CkParser *P, CkNode *e, CkClass *tc);

/* A conversion function of [fc] that returns an lvalue reference [ref] may bind to: to the
 * same type, no more qualified than [ref]'s (`operator T &()` for `T &` and `const T &`);
 * NULL when none. */
static CkSym *
conv_function_to_ref (CkClass *fc, CkType *ref)
{
  for (int i = 0; i < fc->methods.len; i++)
    {
      CkObj *m = ck_vec_get (&fc->methods, i);
      CkType *rt = m->type->base;
      if (strncmp (short_name (fc, m), "operator ", 9) != 0 || !rt->is_reference || rt->is_rvalue_ref
          || (rt->base->is_const && !ref->base->is_const)
          || !ck_type_is_compatible (ck_type_unqualified (rt->base), ck_type_unqualified (ref->base)))
        continue;
      return ck_map_get (&fc->ns->syms, short_name (fc, m));
    }
  return NULL;
}

/* sema's hook for implicit conversions: derived-to-base pointers and objects, a conversion
 * function to [t], a converting constructor of [t]. NULL: none applies. */
CkNode *
ck_class_convert (CkParser *P, CkNode *e, CkType *t, gboolean implicit)
{
  if (P->is_c || t->is_reference)
    return NULL;
  if (ck_sema_strip (t)->mp_class || ck_sema_strip (e->type)->mp_class)
    return mp_convert (P, e, t);
  CkType *ft = ck_sema_strip (e->type);
  CkType *tt = ck_sema_strip (t);
  if (tt->kind == CK_TY_PTR && ft->kind == CK_TY_PTR)
    return ck_class_upcast_ptr (P, e, ck_type_unqualified (t));
  CkClass *fc = ck_class_of (ft), *tc = ck_class_of (tt);
  if (fc && tc && fc != tc && ck_class_is_base_of (tc, fc))
    return base_subobject (P, e, fc, tc);   /* slicing: the base part is copied */
  if (fc && fc->conv_unsupported && ft->kind != CK_TY_PTR)
    return ck_sema_int_lit (0, P->ty_err, e->loc);   /* its conversions were reported unsupported */
  if (fc && fc->lambda_key && ft->kind == CK_TY_STRUCT && tt->kind == CK_TY_PTR && !tt->is_reference
      && tt->base->kind == CK_TY_FUNC)
    {
      /* a closure that captures nothing to a pointer to function ([expr.prim.lambda.closure]p7) */
      CkObj *inv = fc->generic && !fc->type->members ? generic_invoker (P, fc, tt->base, e->loc)
                   : lambda_invoker (P, fc);
      if (inv && ck_type_is_compatible (inv->type, tt->base))
        return ck_sema_unary (P, CK_E_ADDR, ck_sema_var (P, inv, e->loc, e->range_len), e->loc, e->range_len);
    }
  if (fc && fc != tc)
    {
      /* a conversion function: to exactly [t] (a class too: dim3's operator uint3), or to a
         type that converts to it; a conversion function template's instance */
      CkSym *s = conv_function_to_class (fc, tt);
      if (!s && ck_template_conversion (P, fc, tt, e->loc, e->range_len > 0 ? e->range_len : 1))
        s = conv_function_to_class (fc, tt);
      if (s && implicit && (tt->kind != CK_TY_BOOL || P->strict_implicit))
        {
          /* an explicit conversion function takes no part in an implicit conversion */
          gboolean all_explicit = s->overloads.len > 0;
          for (int i = 0; i < s->overloads.len; i++)
            all_explicit &= ((CkObj *) ck_vec_get (&s->overloads, i))->is_explicit;
          if (all_explicit)
            s = NULL;
        }
      if (!s && tc)
        goto by_ctor;
      if (!s)
        {
          /* any conversion function to an arithmetic type */
          for (int i = 0; i < fc->methods.len && !s; i++)
            {
              CkObj *m = ck_vec_get (&fc->methods, i);
              CkType *rt = m->type->base->is_reference ? m->type->base->base : m->type->base;
              if (strncmp (short_name (fc, m), "operator ", 9) == 0 && ck_type_is_scalar (rt)
                  && ck_type_is_scalar (tt)
                  && !(implicit && m->is_explicit && (tt->kind != CK_TY_BOOL || P->strict_implicit)))
                s = ck_map_get (&fc->ns->syms, short_name (fc, m));
            }
        }
      if (!s)
        return NULL;
      return ck_class_call_method (P, e, s, NULL, 0, e->loc, e->range_len, FALSE);
    }
by_ctor:
  if (tc && tc->ctors && fc != tc && implicit)
    {
      /* a converting constructor (not explicit); from another class, one whose parameter
         takes it (dim3(uint3)) */
      for (int i = 0; i < tc->ctors->overloads.len; i++)
        {
          CkObj *f = ck_vec_get (&tc->ctors->overloads, i);
          CkParam *p = f->type->params->next;
          /* a copy or move constructor converts nothing: its parameter would need [e]
             converted to the class first, the conversion asked for ([over.best.ics]p4) */
          if (p && (!p->next || p->next->default_arg) && !f->is_explicit
              && ck_class_of (p->type->is_reference ? p->type->base : p->type) != tc
              && (fc ? ck_class_of (p->type) == fc : ck_sema_conv_rank (P, e, p->type) >= 0))
            {
              CkNode *args[1] = { e };
              return ck_class_temporary (P, tt, args, 1, e->loc);
            }
        }
    }
  if (tc && fc && fc != tc && implicit && converts_by_ctor (P, e, tc))
    {
      /* an object of another class through a converting constructor (a template's too: a
         lambda to std::function) */
      CkNode *args[1] = { e };
      return ck_class_temporary (P, tt, args, 1, e->loc);
    }
  return NULL;
}

/* Whether a constructor of [tc] that is not explicit converts [e], an object of another class
 * ([class.conv.ctor]): one whose only parameter is that class, a base of it or a reference to
 * one. The constructor templates whose arguments deduce from [e] are instantiated first
 * (declared; their bodies wait until one is chosen), as `template <class F> function(F)` for a
 * lambda. */
static gboolean
converts_by_ctor (CkParser *P, CkNode *e, CkClass *tc)
{
  CkClass *fc = ck_class_of (ck_sema_strip (e->type));
  if (!tc->ctors || !fc || e->type->kind == CK_TY_PTR)
    return FALSE;
  if (tc->ctors->member_tmpls.len)
    {
      CkNode *args[1] = { e };
      ck_template_member_candidates (P, tc->ctors, args, 1, e->loc, e->range_len > 0 ? e->range_len : 1);
    }
  for (int i = 0; i < tc->ctors->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&tc->ctors->overloads, i);
      CkParam *p = f->type->params->next;
      if (!p || (p->next && !p->next->default_arg) || f->is_explicit || f->is_deleted)
        continue;
      CkType *pt = ck_sema_strip (p->type);
      if (pt->kind == CK_TY_PTR && p->type->is_reference)
        pt = ck_sema_strip (pt->base);
      CkClass *pc = pt->kind == CK_TY_PTR ? NULL : ck_class_of (pt);
      if (pc && pc != tc && ck_class_is_base_of (pc, fc))
        return TRUE;
    }
  return FALSE;
}

/* Whether [e] converts to [t] through the class rules above (for overload ranking): 2 for a
 * derived-to-base conversion (of objects or pointers), 4 for a user-defined one (worse than
 * every standard conversion), -1 for none. */
int
ck_class_conv_rank (CkParser *P, CkNode *e, CkType *t)
{
  if (P->is_c)
    return -1;
  CkType *ft = ck_sema_strip (e->type);
  CkType *tt = ck_sema_strip (t);
  if (tt->kind == CK_TY_PTR && ft->kind == CK_TY_PTR)
    {
      CkClass *fc = ck_class_of (ft->base), *tc = ck_class_of (tt->base);
      return fc && tc && fc != tc && ck_class_is_base_of (tc, fc) ? 2 : -1;
    }
  CkClass *fc = ck_class_of (ft), *tc = ck_class_of (tt);
  if (fc && tc && fc != tc && ck_class_is_base_of (tc, fc))
    return 2;
  if (tc && fc != tc && tc->ctors)
    for (int i = 0; i < tc->ctors->overloads.len; i++)
      {
        CkObj *f = ck_vec_get (&tc->ctors->overloads, i);
        CkParam *p = f->type->params->next;
        if (p && (!p->next || p->next->default_arg) && !f->is_explicit
            && (fc ? ck_class_of (p->type) == fc
                   : ck_type_is_arith (ft) == ck_type_is_arith (p->type) || ft->kind == p->type->kind))
          return 4;   /* a user-defined conversion */
      }
  if (fc && tc && fc != tc && conv_function_to_class (fc, tt))
    return 4;   /* a conversion function to the class (dim3's operator uint3) */
  if (tc && fc && fc != tc && converts_by_ctor (P, e, tc))
    return 4;   /* a user-defined conversion by a constructor */
  if (fc && !tc && ck_type_is_scalar (tt) && ck_class_find (fc, ".conv"))
    return 4;   /* a conversion function template's */
  if (fc && !tc && ck_type_is_scalar (tt))
    for (int i = 0; i < fc->methods.len; i++)
      {
        CkObj *m = ck_vec_get (&fc->methods, i);
        if (strncmp (short_name (fc, m), "operator ", 9) == 0 && ck_type_is_scalar (conv_result (m)))
          return 4;   /* a user-defined conversion */
      }
  return -1;
}

gboolean
ck_class_has_conv_to_ref (CkParser *P, CkNode *e, CkType *ref)
{
  if (P->is_c || e->type->kind == CK_TY_PTR || ref->is_rvalue_ref)
    return FALSE;
  CkClass *fc = ck_class_of (e->type), *tc = ck_class_of (ref->base);
  return fc && fc != tc && !(tc && ck_class_is_base_of (tc, fc)) && conv_function_to_ref (fc, ref);
}

gboolean
ck_class_assign_deleted (CkParser *P, CkType *t, CkSrcLoc loc, int len)
{
  t = ck_sema_strip (t);
  if (P->is_c || t->kind != CK_TY_STRUCT || !t->is_complete)
    return FALSE;
  CkClass *c = ck_class_of (t);
  for (int i = 0; c && i < c->methods.len; i++)
    {
      CkObj *f = ck_vec_get (&c->methods, i);
      if (strcmp (short_name (c, f), "operator=") == 0 && takes_own_class (c, f))
        return FALSE;   /* a user-declared copy or move assignment: overload resolution's */
    }
  for (CkMember *m = c ? c->members : t->members; m; m = m->next)
    {
      gboolean is_ref = m->type->kind == CK_TY_PTR && m->type->is_reference;
      if (!m->name || !(is_ref || (m->type->is_const && !ck_class_of (m->type))))
        continue;
      /* [class.copy.assign]p7: a reference or const member deletes the implicit copy
         assignment; g++'s three lines */
      const char *cn = c ? c->name : t->tag;
      CkSrcLoc cl = c ? c->loc : m->loc;
      const char *sig = ck_strdup_printf ("%s& %s::operator=(const %s&)", cn, cn, cn);
      const char *mt = is_ref ? ck_strdup_printf ("%s&", ck_parse_type_str (m->type->base))
                              : ck_parse_type_str (m->type);
      ck_parse_error (P, loc, len, "use of deleted function '%s'", sig);
      ck_parse_note (P, cl, (int) strlen (cn), "'%s' is implicitly deleted because the default "
                     "definition would be ill-formed:", sig);
      ck_parse_error (P, cl, (int) strlen (cn), "non-static %s member '%s %s::%s', cannot use default "
                      "assignment operator", is_ref ? "reference" : "const", mt, cn, m->name);
      return TRUE;
    }
  return FALSE;
}

/* Reference binding of [e] to [ref] in C++: a derived object bound to a base reference; a
 * temporary bound to a const reference gets an object of its own. NULL: as before. */
CkNode *
ck_class_bind_ref (CkParser *P, CkNode *e, CkType *ref)
{
  if (P->is_c || ref->base->kind == CK_TY_FUNC)
    return NULL;   /* a reference to a function: sema.c's */
  CkClass *fc = ck_class_of (e->type), *tc = ck_class_of (ref->base);
  CkSym *conv = fc && fc != tc && e->type->kind != CK_TY_PTR && !(tc && ck_class_is_base_of (tc, fc))
                ? conv_function_to_ref (fc, ref) : NULL;
  if (conv)
    {
      /* an lvalue of the referenced type from a conversion function that returns a reference
         to it ([dcl.init.ref]p5.1.2: `int &r = std::ref(x);`) */
      CkNode *c = ck_class_call_method (P, e, conv, NULL, 0, e->loc, e->range_len, FALSE);
      return ck_sema_bind_ref (P, c, ref, "initialization");
    }
  if (fc && fc != tc && e->type->kind != CK_TY_PTR && !ref->is_rvalue_ref && !ref->base->is_const
      && !(tc && ck_class_is_base_of (tc, fc)))
    {
      CkType *cref = ck_type_copy (ref);
      cref->base = ck_type_copy (ref->base);
      cref->base->is_const = TRUE;
      if (conv_function_to_ref (fc, cref))
        {
          /* only a conversion to a const lvalue (std::cref's): it would drop the const */
          ck_parse_error (P, e->loc, e->range_len, "invalid user-defined conversion from '%s' to '%s&'",
                          fc->name, ck_parse_type_str (ref->base));
          return ck_sema_int_lit (0, P->ty_err, e->loc);
        }
    }
  if (fc && tc && fc != tc && ck_class_is_base_of (tc, fc))
    e = base_subobject (P, e, fc, tc);
  else if (tc && fc != tc && (ref->base->is_const || ref->is_rvalue_ref) && e->type->kind != CK_TY_PTR)
    {
      /* a temporary of the class made by its converting constructor, bound to the reference
         ([dcl.init.ref]p5.4): f("abc") for f(const std::string &) */
      e = ck_sema_convert (P, e, ck_type_unqualified (ref->base), "initialization");
      CkNode *a = addr_of (P, e);
      a->type = ref;
      a->is_implicit = TRUE;
      return a;
    }
  if (!e->is_lvalue && (ref->base->is_const || (tc && ref->is_rvalue_ref)))
    {
      /* a prvalue bound to const T & or (a class) to T &&: materialised, and destroyed at
         the end of the full-expression (addr_of) */
      CkType *bt = ck_type_unqualified (ref->base);
      if (!ck_class_of (e->type) || ck_class_of (e->type) != tc)
        e = ck_sema_convert (P, e, bt, "initialization");
      CkNode *a = addr_of (P, e);
      a->type = ref;
      a->is_implicit = TRUE;
      return a;
    }
  if (e->is_lvalue && fc && tc && fc != tc)
    {
      CkNode *a = ck_sema_node (CK_E_ADDR, e->loc);
      a->lhs = e;
      a->type = ref;
      a->is_implicit = TRUE;
      a->range_len = e->range_len;
      return a;
    }
  return NULL;
}

/* A declaration of an object of abstract class type is an error (g++'s words). */
void
ck_class_check_abstract (CkParser *P, CkType *t, const char *name, CkSrcLoc loc)
{
  CkClass *c = ck_class_of (t);
  if (c && c->is_abstract && !t->is_reference)
    {
      ck_parse_error (P, loc, name ? (int) strlen (name) : 1, name ? "cannot declare variable '%s' to be of abstract type '%s'"
                      : "%sinvalid new-expression of abstract class type '%s'", name ? name : "", c->name);
      ck_parse_note (P, c->loc, c->type->tag ? (int) strlen (c->type->tag) : 1,
                     "because the following virtual functions are pure within '%s':", c->name);
      for (int i = 0; i < c->vfuncs.len; i++)
        {
          CkObj *f = ck_vec_get (&c->vfuncs, i);
          if (f->is_pure)
            ck_parse_note (P, f->loc, (int) strlen (f->name + strlen (f->method_of->name) + 2),
                           "'virtual %s'", method_sig (f));
        }
    }
}


/* ---------------------------------------------------------------- pointers to members */

static CkNode *stmt_expr_of (CkVec *stmts, CkNode *value, CkSrcLoc loc);
static CkNode *mfp_of (CkParser *P, CkObj *f, CkSrcLoc nloc, int nlen, CkSrcLoc loc);

typedef struct {
  CkType *pointee;
  CkType *type;
} MpType;

static CkVec mp_types;   /* MpType*: one type per class and member type */

/* The type of a pointer to a member of [c] of type [pointee] (a function type without `this`
 * for a member function). */
/* Does [t] hold a template's placeholder (template.c), which is an int to ck_type_is_compatible? */
static gboolean
holds_placeholder (const CkType *t, int depth)
{
  if (!t || depth > 8)
    return FALSE;
  if (t->is_template_param)
    return TRUE;
  if (t->kind == CK_TY_FUNC)
    for (const CkParam *p = t->params; p; p = p->next)
      if (holds_placeholder (p->type, depth + 1))
        return TRUE;
  return (t->kind == CK_TY_PTR || t->kind == CK_TY_ARRAY || t->kind == CK_TY_FUNC)
         && holds_placeholder (t->base, depth + 1);
}

CkType *
ck_class_member_ptr_type (CkClass *c, CkType *pointee)
{
  /* `T C::*` in a template's signature is its own type, not `int C::*` */
  gboolean dependent = holds_placeholder (pointee, 0);
  for (int i = 0; i < mp_types.len && !dependent; i++)
    {
      MpType *m = ck_vec_get (&mp_types, i);
      if (m->type->mp_class == c && m->pointee->kind == pointee->kind
          && ck_type_is_compatible (m->pointee, pointee) && m->pointee->is_const == pointee->is_const)
        return m->type;
    }
  CkType *t;
  if (pointee->kind == CK_TY_FUNC)
    {
      t = ck_new (CkType);
      t->kind = CK_TY_STRUCT;
      t->size = 16;
      t->align = 8;
      t->is_complete = TRUE;
      CkMember *ptr = ck_new (CkMember), *adj = ck_new (CkMember);
      ptr->name = "__ptr";
      ptr->type = ck_ty_long;
      adj->name = "__adj";
      adj->type = ck_ty_long;
      adj->offset = 8;
      ptr->next = adj;
      t->members = ptr;
    }
  else
    t = ck_type_copy (ck_ty_long);
  t->mp_class = c;
  t->mp_class_name = c->name;
  t->base = pointee;
  if (dependent)
    return t;
  MpType *m = ck_new (MpType);
  m->pointee = pointee;
  m->type = t;
  ck_vec_push (&mp_types, m);
  return t;
}

static CkNode *
mp_field (CkNode *e, int k)
{
  CkNode *n = ck_sema_node (CK_E_MEMBER, e->loc);
  n->lhs = e;
  n->member = k ? e->type->members->next : e->type->members;
  n->type = ck_ty_long;
  n->is_lvalue = e->is_lvalue;
  return n;
}

/* A member function pointer {ptr, adj} of type [t] as an object. */
static CkNode *
mfp_value (CkParser *P, CkType *t, CkNode *ptr, CkNode *adj, CkSrcLoc loc)
{
  CkObj *o = ck_parse_new_anon_obj (P, t, loc);
  o->init = ck_new (CkInit);
  o->init->items = ck_new_n (CkInitItem, 2);
  o->init->n_items = 2;
  o->init->items[0].type = ck_ty_long;
  o->init->items[0].expr = ptr;
  o->init->items[1].offset = 8;
  o->init->items[1].type = ck_ty_long;
  o->init->items[1].expr = adj;
  return anon_ref (o, loc);
}

static gboolean
is_null_constant (CkNode *e)
{
  while (e->kind == CK_E_CAST && e->is_implicit)
    e = e->lhs;
  return e->kind == CK_E_NULLPTR || e->type->is_nullptr_t
         || (e->kind == CK_E_INT_LIT && e->ival == 0 && ck_type_is_integer (e->type));
}

/* The function type of member function [f] without its `this`. */
static CkType *
fn_without_this (CkObj *f)
{
  CkType *t = ck_type_func (f->type->base);
  t->params = f->type->params ? f->type->params->next : NULL;
  t->n_params = f->type->n_params - 1;
  t->is_variadic = f->type->is_variadic;
  return t;
}

/* The member [name] of struct [t] (in an anonymous member too) and its offset in [t]. */
static CkMember *
find_member_at (CkType *t, const char *name, gint64 *off)
{
  for (CkMember *m = t->members; m; m = m->next)
    {
      if (m->name && strcmp (m->name, name) == 0)
        {
          *off += m->offset;
          return m;
        }
      if (!m->name && (m->type->kind == CK_TY_STRUCT || m->type->kind == CK_TY_UNION))
        {
          gint64 o = *off + m->offset;
          CkMember *r = find_member_at (m->type, name, &o);
          if (r)
            {
              *off = o;
              return r;
            }
        }
    }
  return NULL;
}

/* `&C::m` at the qualified name after the '&': a pointer to the data member or non-static
 * member function m; NULL (nothing read) when it names something else. */
CkNode *
ck_class_member_pointer (CkParser *P, CkSrcLoc loc)
{
  CkToken *start = P->tok;
  if (P->tok->kind != CK_TK_IDENT || !is_punct_tok (&P->tok[1], CK_P_COLONCOLON))
    return NULL;
  CkClass *qc = ck_class_qualifier (P);
  if (!qc || P->tok->kind != CK_TK_IDENT || is_punct_tok (&P->tok[1], CK_P_COLONCOLON)
      || is_punct_tok (&P->tok[1], CK_P_LT))
    {
      P->tok = start;
      return NULL;
    }
  CkToken *nt = P->tok;
  CkSym *s = ck_class_find (qc, nt->text);
  if (!s || (!s->member && !s->is_method) || (s->is_method && s->obj && s->obj->is_static_method))
    {
      P->tok = start;
      return NULL;
    }
  P->tok++;
  CkSrcLoc nloc = ck_parse_tok_loc (nt);
  if (s->member)
    {
      /* its type names the class that declares it ([expr.unary.op]p3) */
      CkClass *mc = s->member_of;
      gint64 off = 0;
      CkMember *m = find_member_at (mc->type, nt->text, &off);
      if (!m || m->bit_width || m->type->is_reference)
        {
          ck_parse_error (P, nloc, nt->len, "unsupported: a pointer to this member ('%s::%s')", mc->name, nt->text);
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      check_data_access (P, mc, s->member, nloc, nt->len);
      return ck_sema_int_lit (off, ck_class_member_ptr_type (mc, m->type), loc);
    }
  if (s->member_tmpls.len)
    {
      ck_parse_error (P, nloc, nt->len, "unsupported: a pointer to the member function template '%s::%s'",
                      qc->name, nt->text);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  for (int i = 0; i < s->overloads.len; i++)
    if (((CkObj *) ck_vec_get (&s->overloads, i))->is_static_method)
      {
        ck_parse_error (P, nloc, nt->len, "unsupported: the address of '%s::%s', overloaded with static members",
                        qc->name, nt->text);
        return ck_sema_int_lit (0, P->ty_err, loc);
      }
  if (s->overloads.len > 1)
    {
      /* overloaded: the target type chooses ([over.over]); until then the first stands in */
      CkNode *r = mfp_of (P, ck_vec_get (&s->overloads, 0), nloc, nt->len, loc);
      r->label = "member overload set";
      r->str = (char *) s;
      return r;
    }
  return mfp_of (P, ck_vec_get (&s->overloads, 0), nloc, nt->len, loc);
}

/* The member function pointer to [f] (named at [nloc]). */
static CkNode *
mfp_of (CkParser *P, CkObj *f, CkSrcLoc nloc, int nlen, CkSrcLoc loc)
{
  if (f->access != ACC_PUBLIC && !may_access (P, f->method_of, f->access))
    {
      ck_parse_error (P, nloc, nlen, "'%s' is %s within this context", method_sig (f), acc_name[f->access]);
      ck_parse_note (P, f->loc, 1, "declared %s here", acc_name[f->access]);
    }
  CkType *ft = fn_without_this (f);
  if (f->is_const_method)
    ft->is_const = TRUE;   /* a const member function: its own pointer type */
  CkType *t = ck_class_member_ptr_type (f->method_of, ft);
  CkNode *ptr;
  if (f->is_virtual)
    ptr = ck_sema_int_lit (1 + 8 * (gint64) f->vslot, ck_ty_long, loc);   /* 1 + its vtable offset */
  else
    {
      define_lazy (P, f);
      CkNode *fv = ck_sema_var (P, f, nloc, nlen);
      CkNode *a = ck_sema_node (CK_E_ADDR, loc);
      a->lhs = fv;
      a->type = ck_type_pointer_to (f->type);
      f->address_taken = TRUE;
      ptr = ck_sema_cast (a, ck_ty_long);
    }
  return mfp_value (P, t, ptr, ck_sema_int_lit (0, ck_ty_long, loc), loc);
}

/* `obj.*mp` / `ptr->*mp` ([expr.mptr.oper]): the member of the object, or for a member
 * function the bound member function that a call must follow (ck_class_bound_call). */
CkNode *
ck_class_pm (CkParser *P, CkNode *obj, CkNode *mp, gboolean arrow, CkSrcLoc loc, int len)
{
  if (obj->type == P->ty_err || mp->type == P->ty_err)
    return ck_sema_int_lit (0, P->ty_err, loc);
  CkType *mt = ck_sema_strip (mp->type);
  if (!mt->mp_class)
    {
      ck_parse_error (P, mp->loc, mp->range_len > 0 ? mp->range_len : 1,
                      "'%s' cannot be used as a member pointer, since it is of type '%s'",
                      mp->kind == CK_E_VAR ? mp->obj->name : "expression", ck_parse_type_str (mp->type));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if (arrow)
    obj = ck_sema_unary (P, CK_E_DEREF, ck_sema_decay (P, obj), loc, len);
  CkClass *oc = ck_class_of (obj->type), *c = mt->mp_class;
  if (!oc || !ck_class_is_base_of (c, oc))
    {
      ck_parse_error (P, mp->loc, mp->range_len > 0 ? mp->range_len : 1,
                      "pointer to member type '%s' incompatible with object type '%s'",
                      ck_parse_type_str (mt->base), oc ? oc->name : ck_parse_type_str (obj->type));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  gboolean is_const = ck_sema_strip (obj->type)->is_const;
  CkNode *sub = oc == c ? obj : base_subobject (P, obj, oc, c);
  if (sub->type == P->ty_err)
    return sub;
  CkNode *a = addr_of (P, sub);
  CkType *cp = ck_type_pointer_to (ck_ty_char);
  if (mt->kind != CK_TY_STRUCT)
    {
      CkNode *sum = ck_sema_node (CK_E_ADD, loc);
      sum->lhs = ck_sema_cast (a, cp);
      sum->rhs = ck_sema_cast (mp, ck_ty_long);
      sum->type = cp;
      CkType *rt = is_const ? const_of (mt->base) : mt->base;
      CkNode *d = ck_sema_node (CK_E_DEREF, loc);
      d->lhs = ck_sema_cast (sum, ck_type_pointer_to (rt));
      d->type = rt;
      d->is_lvalue = TRUE;
      d->range_len = len;
      return d;
    }
  if (is_const && !mt->base->is_const)
    {
      ck_parse_error (P, loc, len, "passing '%s' as 'this' argument discards qualifiers",
                      ck_parse_type_str (obj->type));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkNode *b = ck_sema_node (CK_E_COMMA, loc);
  b->lhs = a;
  b->rhs = mp;
  b->type = mt->base;
  b->label = "bound member function";
  b->range_len = len;
  return b;
}

gboolean
ck_class_is_bound_member (const CkNode *e)
{
  return e->kind == CK_E_COMMA && e->label && strcmp (e->label, "bound member function") == 0;
}

/* The call of a bound member function [e] (`(o.*mp)(args)`): `this` moved by the pointer's
 * adjustment, the function its address or, when odd, read from the object's vtable. */
CkNode *
ck_class_bound_call (CkParser *P, CkNode *e, CkNode **args, int n, CkSrcLoc loc)
{
  if (!P->fn)
    {
      ck_parse_error (P, loc, 1, "unsupported: a call through a pointer to member function outside a function");
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkNode *objp = e->lhs, *mp = e->rhs;
  CkType *mt = ck_sema_strip (mp->type);
  CkClass *c = mt->mp_class;
  CkType *ft = mt->base;
  CkVec st = { 0 };
  CkType *cp = ck_type_pointer_to (ck_ty_char);
  CkObj *m = local_temp (P, mt, loc, &st);
  ck_vec_push (&st, expr_stmt (vset (raw_var (m, loc), mp)));
  CkObj *th = local_temp (P, cp, loc, &st);
  CkNode *sum = ck_sema_node (CK_E_ADD, loc);
  sum->lhs = ck_sema_cast (objp, cp);
  sum->rhs = mp_field (raw_var (m, loc), 1);
  sum->type = cp;
  ck_vec_push (&st, expr_stmt (vset (raw_var (th, loc), sum)));
  /* the function's type with `this` */
  CkType *f2 = ck_type_func (ft->base);
  CkParam *tp = ck_new (CkParam);
  tp->name = "this";
  tp->type = ck_type_pointer_to (ft->is_const ? const_of (c->type) : c->type);
  tp->loc = loc;
  tp->next = ft->params;
  f2->params = tp;
  f2->n_params = ft->n_params + 1;
  f2->is_variadic = ft->is_variadic;
  CkType *fpt = ck_type_pointer_to (f2);
  CkObj *fp = local_temp (P, fpt, loc, &st);
  CkNode *odd = ck_sema_node (CK_E_BITAND, loc);
  odd->lhs = mp_field (raw_var (m, loc), 0);
  odd->rhs = ck_sema_int_lit (1, ck_ty_long, loc);
  odd->type = ck_ty_long;
  CkNode *vptr = ck_sema_node (CK_E_DEREF, loc);
  vptr->lhs = ck_sema_cast (raw_var (th, loc), ck_type_pointer_to (cp));
  vptr->type = cp;
  vptr->is_lvalue = TRUE;
  CkNode *slot = ck_sema_node (CK_E_ADD, loc);
  slot->lhs = vptr;
  slot->rhs = ck_sema_node (CK_E_SUB, loc);
  slot->rhs->lhs = mp_field (raw_var (m, loc), 0);
  slot->rhs->rhs = ck_sema_int_lit (1, ck_ty_long, loc);
  slot->rhs->type = ck_ty_long;
  slot->type = cp;
  CkNode *virt = ck_sema_node (CK_E_DEREF, loc);
  virt->lhs = ck_sema_cast (slot, ck_type_pointer_to (fpt));
  virt->type = fpt;
  virt->is_lvalue = TRUE;
  CkNode *cn = ck_sema_node (CK_E_COND, loc);
  cn->cond = odd;
  cn->then = virt;
  cn->els = ck_sema_cast (mp_field (raw_var (m, loc), 0), fpt);
  cn->type = fpt;
  ck_vec_push (&st, expr_stmt (vset (raw_var (fp, loc), cn)));
  CkNode **all = ck_new_n (CkNode *, n + 2);
  all[0] = ck_sema_cast (raw_var (th, loc), tp->type);
  for (int i = 0; i < n; i++)
    all[i + 1] = args[i];
  CkNode *call = ck_sema_call (P, ck_sema_var (P, fp, loc, 1), NULL, all, n + 1, loc, FALSE);
  if (call->type == P->ty_err)
    return call;
  return stmt_expr_of (&st, call, loc);
}

/* The null member pointer of type [t]. */
static CkNode *
mp_null (CkParser *P, CkType *t, CkSrcLoc loc)
{
  if (t->kind != CK_TY_STRUCT)
    return ck_sema_int_lit (-1, t, loc);
  return mfp_value (P, t, ck_sema_int_lit (0, ck_ty_long, loc), ck_sema_int_lit (0, ck_ty_long, loc), loc);
}

/* The conversions of member pointers ([conv.mem]): a null pointer constant to a null member
 * pointer, a pointer to a member of a base to one of a derived class, a member pointer to
 * bool. NULL: none of these. */
static CkNode *
mp_convert (CkParser *P, CkNode *e, CkType *t)
{
  CkType *ft = ck_sema_strip (e->type), *tt = ck_sema_strip (t);
  if (e->label && strcmp (e->label, "member overload set") == 0 && tt->mp_class && tt->kind == CK_TY_STRUCT)
    {
      /* `&C::f` of an overloaded f: the overload of the target's type ([over.over]) */
      CkSym *s = (CkSym *) (void *) e->str;
      for (int i = 0; i < s->overloads.len; i++)
        {
          CkObj *f = ck_vec_get (&s->overloads, i);
          CkType *fw = fn_without_this (f);
          if (ck_type_is_compatible (fw, tt->base) && ck_type_is_compatible (fw->base, tt->base->base)
              && f->is_const_method == tt->base->is_const && ck_class_is_base_of (f->method_of, tt->mp_class))
            {
              CkNode *v = mfp_of (P, f, e->loc, 1, e->loc);
              CkNode *c = mp_convert (P, v, t);
              return c ? c : v;
            }
        }
      ck_parse_error (P, e->loc, 1, "no matches converting function '%s' to type '%s'",
                      s->name + (strrchr (s->name, ':') ? strrchr (s->name, ':') - s->name + 1 : 0),
                      ck_parse_type_str (tt));
      return ck_sema_int_lit (0, P->ty_err, e->loc);
    }
  if (tt->mp_class && is_null_constant (e))
    return mp_null (P, ck_type_unqualified (tt), e->loc);
  if (tt->kind == CK_TY_BOOL && ft->mp_class)
    {
      CkNode *r = ck_sema_node (CK_E_NE, e->loc);
      r->lhs = ft->kind == CK_TY_STRUCT ? mp_field (e, 0) : ck_sema_cast (e, ck_ty_long);
      r->rhs = ck_sema_int_lit (ft->kind == CK_TY_STRUCT ? 0 : -1, ck_ty_long, e->loc);
      r->type = ck_ty_bool;
      return r;
    }
  if (tt->mp_class && ft->mp_class && tt->mp_class != ft->mp_class
      && ck_class_is_base_of (ft->mp_class, tt->mp_class) && (tt->kind == CK_TY_STRUCT) == (ft->kind == CK_TY_STRUCT))
    {
      if (nv_count (tt->mp_class, ft->mp_class) != 1)
        {
          ck_parse_error (P, e->loc, 1, nv_count (tt->mp_class, ft->mp_class) ? "'%s' is an ambiguous base of '%s'"
                                        : "pointer to member conversion via virtual base '%s' of '%s'",
                          ft->mp_class->name, tt->mp_class->name);
          return ck_sema_int_lit (0, P->ty_err, e->loc);
        }
      gint64 off = subobject_offset (tt->mp_class, ft->mp_class);
      if (tt->kind != CK_TY_STRUCT)
        {
          /* a null one stays null */
          CkNode *add = ck_sema_node (CK_E_ADD, e->loc);
          add->lhs = ck_sema_cast (e, ck_ty_long);
          add->rhs = ck_sema_int_lit (off, ck_ty_long, e->loc);
          add->type = ck_ty_long;
          if (!P->fn)
            return ck_sema_cast (add, tt);
          CkObj *o = ck_parse_new_anon_obj (P, ck_ty_long, e->loc);
          CkNode *set = vset (anon_ref (o, e->loc), ck_sema_cast (e, ck_ty_long));
          add->lhs = anon_ref (o, e->loc);
          CkNode *cn = ck_sema_node (CK_E_COND, e->loc);
          cn->cond = ck_sema_binary (P, CK_E_NE, anon_ref (o, e->loc), ck_sema_int_lit (-1, ck_ty_long, e->loc), e->loc, 1);
          cn->then = add;
          cn->els = anon_ref (o, e->loc);
          cn->type = ck_ty_long;
          return ck_sema_cast (comma (set, cn), tt);
        }
      CkNode *pre = NULL;
      CkNode *src = e->is_lvalue ? evaluated_once (P, e, &pre) : e;
      CkNode *adj = ck_sema_node (CK_E_ADD, e->loc);
      adj->lhs = mp_field (src, 1);
      adj->rhs = ck_sema_int_lit (off, ck_ty_long, e->loc);
      adj->type = ck_ty_long;
      return comma (pre, mfp_value (P, tt, mp_field (src, 0), adj, e->loc));
    }
  if (tt->mp_class && ft->mp_class
      && ck_type_unqualified (tt) != ck_type_unqualified (ft)
      && !(tt->mp_class == ft->mp_class && (tt->kind == CK_TY_STRUCT) == (ft->kind == CK_TY_STRUCT)
           && ck_type_is_compatible (tt->base, ft->base) && tt->base->is_const == ft->base->is_const))
    {
      ck_parse_error (P, e->loc, e->range_len > 0 ? e->range_len : 1, "cannot convert '%s' to '%s'",
                      ck_parse_type_str (ft), ck_parse_type_str (tt));
      return ck_sema_int_lit (0, P->ty_err, e->loc);
    }
  return NULL;
}

/* `a == b` / `a != b` of member pointers (one may be a null pointer constant). NULL: not such
 * a comparison. */
static CkNode *
mp_compare (CkParser *P, CkNodeKind k, CkNode *a, CkNode *b, CkSrcLoc loc)
{
  CkType *at = ck_sema_strip (a->type), *bt = ck_sema_strip (b->type);
  if (!at->mp_class && !bt->mp_class)
    return NULL;
  if (k != CK_E_EQ && k != CK_E_NE)
    {
      ck_parse_error (P, loc, 1, "invalid operands of types '%s' and '%s' to a relational operator",
                      ck_parse_type_str (a->type), ck_parse_type_str (b->type));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkType *t = at->mp_class ? at : bt;
  CkNode *set = a->label && strcmp (a->label, "member overload set") == 0 ? a
                : b->label && strcmp (b->label, "member overload set") == 0 ? b : NULL;
  if (set)
    {
      /* as g++: the comparison is no target type ([over.over]) */
      ck_parse_error (P, set->loc, set->range_len > 0 ? set->range_len : 1,
                      "address of overloaded function with no contextual type information");
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if (!at->mp_class)
    a = mp_convert (P, a, t);
  if (!bt->mp_class)
    b = mp_convert (P, b, t);
  if (!a || !b)
    return NULL;
  CkNode *r;
  if (t->kind != CK_TY_STRUCT)
    {
      r = ck_sema_node (k, loc);
      r->lhs = ck_sema_cast (a, ck_ty_long);
      r->rhs = ck_sema_cast (b, ck_ty_long);
    }
  else
    {
      /* equal: the same ptr, and the same adj unless both are null (Itanium C++ ABI 2.3) */
      CkNode *pa = NULL, *pb = NULL;
      a = evaluated_once (P, a, &pa);
      b = evaluated_once (P, b, &pb);
      CkNode *e1 = ck_sema_node (CK_E_EQ, loc);
      e1->lhs = mp_field (a, 0);
      e1->rhs = mp_field (b, 0);
      e1->type = ck_ty_int;
      CkNode *z = ck_sema_node (CK_E_EQ, loc);
      z->lhs = mp_field (a, 0);
      z->rhs = ck_sema_int_lit (0, ck_ty_long, loc);
      z->type = ck_ty_int;
      CkNode *e2 = ck_sema_node (CK_E_EQ, loc);
      e2->lhs = mp_field (a, 1);
      e2->rhs = mp_field (b, 1);
      e2->type = ck_ty_int;
      CkNode *o = ck_sema_node (CK_E_LOGOR, loc);
      o->lhs = z;
      o->rhs = e2;
      o->type = ck_ty_int;
      r = ck_sema_node (CK_E_LOGAND, loc);
      r->lhs = e1;
      r->rhs = o;
      r->type = ck_ty_int;
      if (k == CK_E_NE)
        {
          CkNode *nt = ck_sema_node (CK_E_NOT, loc);
          nt->lhs = r;
          nt->type = ck_ty_int;
          r = nt;
        }
      r = comma (pa, comma (pb, r));
    }
  r->type = ck_ty_bool;
  return r;
}

/* ---------------------------------------------------------------- new and delete */

/* A local temporary [t] with a statement that declares it (the DECL the lowering needs). */
static CkObj *
local_temp (CkParser *P, CkType *t, CkSrcLoc loc, CkVec *stmts)
{
  CkObj *o = ck_parse_new_anon_obj (P, t, loc);
  CkNode *d = ck_sema_node (CK_S_DECL, loc);
  d->obj = o;
  ck_vec_push (stmts, d);
  return o;
}

/* `({ stmts })` of type void, a `delete` or a `throw` built from [stmts]. */
static CkNode *
void_stmt_expr (CkVec *stmts, CkSrcLoc loc, int range_len)
{
  CkNode *r = ck_sema_node (CK_E_STMT_EXPR, loc);
  r->n_body = stmts->len;
  r->body = ck_new_n (CkNode *, stmts->len + 1);
  for (int k = 0; k < stmts->len; k++)
    r->body[k] = ck_vec_get (stmts, k);
  r->type = ck_ty_void;
  r->range_len = range_len;
  return r;
}

static CkNode *
stmt_expr_of (CkVec *stmts, CkNode *value, CkSrcLoc loc)
{
  ck_vec_push (stmts, expr_stmt (value));
  CkNode *n = ck_sema_node (CK_E_STMT_EXPR, loc);
  n->n_body = stmts->len;
  n->body = ck_new_n (CkNode *, stmts->len + 1);
  for (int i = 0; i < stmts->len; i++)
    n->body[i] = ck_vec_get (stmts, i);
  n->type = value->type;
  n->range_len = 1;
  return n;
}

static CkNode *
assign_to (CkParser *P, CkObj *o, CkNode *v, CkSrcLoc loc)
{
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = ck_sema_var (P, o, loc, 1);
  as->rhs = v;
  as->type = o->type;
  return as;
}

static CkNode *bad_alloc_check (CkParser *P, CkObj *p, CkSrcLoc loc);

/* `new C(args)` / `new C[n]` of a class with a constructor or destructor: the allocation
 * [n] (a NEW node of the built-in new), then the constructors. An array whose elements have
 * a destructor gets a cookie before its first element, its length, that `delete[]` reads
 * (Itanium C++ ABI 2.7). NULL: nothing to add. */
CkNode *
ck_class_new (CkParser *P, CkNode *n, CkType *ty, CkNode **args, int na, CkSrcLoc loc)
{
  CkClass *c = ck_class_of (ty);
  if (!c || !(c->ctors || c->dtor) || ty->kind == CK_TY_ARRAY)
    return NULL;
  if (!P->fn)
    {
      ck_parse_error (P, loc, 3, "unsupported: new of a class object outside a function");
      return n;
    }
  ck_class_check_abstract (P, ty, NULL, loc);
  CkVec st = { 0 };
  CkType *pt = ck_type_pointer_to (ty);
  CkObj *p = local_temp (P, pt, loc, &st);
  if (!n->lhs)
    {
      n->init = NULL;
      ck_vec_push (&st, expr_stmt (assign_to (P, p, n, loc)));
      CkNode *chk = n->ival2 == 2 ? bad_alloc_check (P, p, loc) : NULL;
      if (chk)
        ck_vec_push (&st, chk);
      CkNode *obj = ck_sema_unary (P, CK_E_DEREF, ck_sema_var (P, p, loc, 1), loc, 1);
      CkNode *call = ctor_call (P, c, obj, args, na, loc, 3);
      if (call && n->ival2 == 1)
        {
          /* new (std::nothrow) C: no object without memory */
          CkNode *ifs = ck_sema_node (CK_S_IF, loc);
          ifs->cond = ck_sema_scalar_cond (P, ck_sema_var (P, p, loc, 1), "new");
          ifs->then = expr_stmt (call);
          ck_vec_push (&st, ifs);
        }
      else if (call)
        ck_vec_push (&st, expr_stmt (call));
      return stmt_expr_of (&st, ck_sema_var (P, p, loc, 1), loc);
    }
  if (na > 0)
    {
      ck_parse_error (P, loc, 3, "unsupported: an initializer for an array of objects in new");
      return n;
    }
  /* new C[count]: with a destructor, 8 more bytes in front hold the count */
  CkObj *cnt = local_temp (P, ck_ty_ulong, loc, &st);
  ck_vec_push (&st, expr_stmt (assign_to (P, cnt, n->lhs, loc)));
  if (c->dtor)
    {
      CkType *bytes = ck_type_pointer_to (ck_ty_char);
      CkObj *raw = local_temp (P, bytes, loc, &st);
      CkNode *total = ck_sema_binary (P, CK_E_ADD,
                                      ck_sema_binary (P, CK_E_MUL, ck_sema_var (P, cnt, loc, 1),
                                                      ck_sema_int_lit (ty->size, ck_ty_ulong, loc), loc, 1),
                                      ck_sema_int_lit (8, ck_ty_ulong, loc), loc, 1);
      CkNode *nb = ck_sema_node (CK_E_NEW, loc);
      nb->lhs = total;
      nb->sizeof_type = ck_ty_char;
      nb->type = bytes;
      nb->range_len = n->range_len;
      nb->ival2 = n->ival2;
      CkObj *af = ck_class_alloc_fn (P, ty, TRUE, FALSE);
      if (af)
        nb->rhs = ck_class_alloc_call (P, af, ck_sema_binary (P, CK_E_ADD,
                                                              ck_sema_binary (P, CK_E_MUL, ck_sema_var (P, cnt, loc, 1),
                                                                              ck_sema_int_lit (ty->size, ck_ty_ulong, loc), loc, 1),
                                                              ck_sema_int_lit (8, ck_ty_ulong, loc), loc, 1), loc);
      ck_vec_push (&st, expr_stmt (assign_to (P, raw, nb, loc)));
      CkNode *chk = n->ival2 == 2 ? bad_alloc_check (P, raw, loc) : NULL;
      if (chk)
        ck_vec_push (&st, chk);
      CkNode *cookie = ck_sema_unary (P, CK_E_DEREF, ck_sema_cast (ck_sema_var (P, raw, loc, 1),
                                                                    ck_type_pointer_to (ck_ty_ulong)), loc, 1);
      CkNode *sc = ck_sema_node (CK_E_ASSIGN, loc);
      sc->lhs = cookie;
      sc->rhs = ck_sema_var (P, cnt, loc, 1);
      sc->type = ck_ty_ulong;
      ck_vec_push (&st, expr_stmt (sc));
      CkNode *first = ck_sema_binary (P, CK_E_ADD, ck_sema_var (P, raw, loc, 1), ck_sema_int_lit (8, ck_ty_int, loc), loc, 1);
      ck_vec_push (&st, expr_stmt (assign_to (P, p, ck_sema_cast (first, pt), loc)));
    }
  else
    {
      n->lhs = ck_sema_var (P, cnt, loc, 1);
      n->init = NULL;
      ck_vec_push (&st, expr_stmt (assign_to (P, p, n, loc)));
      CkNode *chk = n->ival2 == 2 ? bad_alloc_check (P, p, loc) : NULL;
      if (chk)
        ck_vec_push (&st, chk);
    }
  if (c->ctors)
    {
      /* for (i = 0; i < count; i++) C::C(&p[i]) */
      CkObj *i = local_temp (P, ck_ty_ulong, loc, &st);
      CkNode *f = ck_sema_node (CK_S_FOR, loc);
      f->init = expr_stmt (assign_to (P, i, ck_sema_int_lit (0, ck_ty_ulong, loc), loc));
      f->cond = ck_sema_binary (P, CK_E_LT, ck_sema_var (P, i, loc, 1), ck_sema_var (P, cnt, loc, 1), loc, 1);
      f->inc = ck_sema_unary (P, CK_E_PRE_INC, ck_sema_var (P, i, loc, 1), loc, 1);
      CkNode *el = ck_sema_index (P, ck_sema_var (P, p, loc, 1), ck_sema_var (P, i, loc, 1), loc);
      CkNode *call = ctor_call (P, c, el, NULL, 0, loc, 3);
      f->then = call ? expr_stmt (call) : ck_sema_node (CK_S_NULL_STMT, loc);
      ck_vec_push (&st, f);
    }
  return stmt_expr_of (&st, ck_sema_var (P, p, loc, 1), loc);
}

/* `delete p` / `delete[] p` [n] of a pointer to a class with a destructor: the destructor (a
 * virtual one through the vtable) of the object, or of every element last to first, then the
 * built-in delete of what new allocated. NULL: nothing to add. */
CkNode *
ck_class_delete (CkParser *P, CkNode *n)
{
  CkType *pt = ck_sema_strip (n->lhs->type);
  if (pt->kind != CK_TY_PTR)
    return NULL;
  CkClass *c = ck_class_of (pt->base);
  gboolean own_delete = c && !n->ival && member_alloc_fn (c, "operator delete");
  if (!c || !(c->dtor || own_delete) || !P->fn)
    return NULL;   /* parse.c: the built-in delete, or the program's operator delete */
  CkSrcLoc loc = n->loc;
  if (own_delete && c->dtor && c->dtor->is_virtual)
    {
      /* the deallocation function is the dynamic type's (the deleting destructor's): not known
         here */
      ck_parse_error (P, loc, n->range_len, "unsupported: a class's operator delete with a virtual destructor");
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkVec st = { 0 };
  CkType *up = ck_type_pointer_to (ck_type_unqualified (pt->base));
  CkObj *p = local_temp (P, up, loc, &st);
  ck_vec_push (&st, expr_stmt (assign_to (P, p, ck_sema_cast (n->lhs, up), loc)));
  CkVec body = { 0 };
  if (!n->ival)
    {
      CkNode *obj = ck_sema_unary (P, CK_E_DEREF, ck_sema_var (P, p, loc, 1), loc, 1);
      CkObj *top = NULL;
      if (c->dtor && c->dtor->is_virtual && c->vptr && c->vhdr >= 2)
        {
          /* a base subobject of the object deleted: the object starts offset-to-top bytes away
             (Itanium C++ ABI 2.5.2), read before the destructor runs */
          CkType *cp = ck_type_pointer_to (ck_ty_char);
          top = local_temp (P, cp, loc, &body);
          CkNode *ott = ck_sema_index (P, vptr_lv (obj, c), ck_sema_int_lit (-2, ck_ty_int, loc), loc);
          CkNode *sum = ck_sema_node (CK_E_ADD, loc);
          sum->lhs = ck_sema_cast (ck_sema_var (P, p, loc, 1), cp);
          sum->rhs = ck_sema_cast (ott, ck_ty_long);
          sum->type = cp;
          ck_vec_push (&body, expr_stmt (assign_to (P, top, sum, loc)));
          obj = ck_sema_unary (P, CK_E_DEREF, ck_sema_var (P, p, loc, 1), loc, 1);
        }
      if (c->dtor)
        {
          CkSym set = { .name = c->dtor->name, .obj = c->dtor, .is_method = TRUE, .member_of = c };
          ck_vec_push (&set.overloads, c->dtor);
          ck_vec_push (&body, expr_stmt (ck_class_call_method (P, obj, &set, NULL, 0, loc, 6, FALSE)));
        }
      n->lhs = top ? ck_sema_cast (ck_sema_var (P, top, loc, 1), up) : ck_sema_var (P, p, loc, 1);
      /* the class's operator delete (of the static type's class: a virtual destructor's
         deleting form would take the dynamic type's) */
      CkNode *own = own_delete ? member_delete_call (P, c, n->lhs, loc) : NULL;
      CkObj *gd = own ? NULL : ck_class_alloc_fn (P, c->type, FALSE, TRUE);
      if (gd)
        own = ck_class_dealloc_call (P, gd, n->lhs, ck_sema_int_lit (c->type->size, P->ty_size_t, loc), loc);
      ck_vec_push (&body, expr_stmt (own ? own : n));
    }
  else
    {
      CkType *bytes = ck_type_pointer_to (ck_ty_char);
      CkObj *raw = local_temp (P, bytes, loc, &st);
      CkNode *back = ck_sema_binary (P, CK_E_SUB, ck_sema_cast (ck_sema_var (P, p, loc, 1), bytes),
                                     ck_sema_int_lit (8, ck_ty_int, loc), loc, 1);
      ck_vec_push (&body, expr_stmt (assign_to (P, raw, back, loc)));
      CkObj *i = local_temp (P, ck_ty_ulong, loc, &st);
      CkNode *cookie = ck_sema_unary (P, CK_E_DEREF, ck_sema_cast (ck_sema_var (P, raw, loc, 1),
                                                                    ck_type_pointer_to (ck_ty_ulong)), loc, 1);
      ck_vec_push (&body, expr_stmt (assign_to (P, i, cookie, loc)));
      /* while (i-- > 0) C::~C(&p[i]) */
      CkNode *w = ck_sema_node (CK_S_WHILE, loc);
      w->cond = ck_sema_binary (P, CK_E_GT, ck_sema_unary (P, CK_E_POST_DEC, ck_sema_var (P, i, loc, 1), loc, 1),
                                ck_sema_int_lit (0, ck_ty_ulong, loc), loc, 1);
      CkNode *el = ck_sema_index (P, ck_sema_var (P, p, loc, 1), ck_sema_var (P, i, loc, 1), loc);
      w->then = dtor_of_element (P, el, c->dtor);
      ck_vec_push (&body, w);
      n->lhs = ck_sema_var (P, raw, loc, 1);
      CkObj *ad = ck_class_alloc_fn (P, c->type, TRUE, TRUE);
      ck_vec_push (&body, expr_stmt (ad ? ck_class_dealloc_call (P, ad, n->lhs, NULL, loc) : n));
    }
  CkNode *ifs = ck_sema_node (CK_S_IF, loc);
  ifs->cond = ck_sema_scalar_cond (P, ck_sema_var (P, p, loc, 1), "delete");
  ifs->then = block_of (&body, loc);
  ck_vec_push (&st, ifs);
  return void_stmt_expr (&st, loc, n->range_len);
}

/* ---------------------------------------------------------------- exceptions of class type */

/* The qualified name of [c], as g++ writes it (`std::runtime_error`). */
const char *
ck_class_name (CkClass *c)
{
  return c->name;
}

/* The start of a handler's block [body]: a marker among the cleanups whose "destruction" is
 * the handler's end (CK_E_END_CATCH), so that it ends wherever the block is left: at its end,
 * by return, break, continue or goto, or by an exception (C++ [except.handle]p15: the
 * exception object is destroyed when the last handler of it exits other than by rethrowing).
 * The mark to give ck_class_cleanup_pop at the block's end. */
int
ck_class_catch_begin (CkParser *P, CkVec *body, CkSrcLoc loc)
{
  int mark = P->cleanups.len;
  if (P->fn)
    {
      CkObj *o = local_temp (P, ck_ty_int, loc, body);
      push_cleanup (P, o, &end_catch_marker);
    }
  return mark;
}

/* `catch (E e)` of a class E: [o] copy-initialised from the exception object, which the
 * reference [ref] names, and destroyed at the handler's end, before the exception. */
void
ck_class_catch_param (CkParser *P, CkVec *body, CkObj *o, CkObj *ref, CkSrcLoc loc)
{
  ck_class_copy_init (P, body, o, ck_sema_var (P, ref, loc, 1), loc);
}

/* The local [o] of class type declared (its DECL appended to [body]) and initialised from [src]
 * by a constructor (a copy or move one, or elided for a temporary), destroyed at its scope's end. */
void
ck_class_copy_init (CkParser *P, CkVec *body, CkObj *o, CkNode *src, CkSrcLoc loc)
{
  CkNode *d = ck_sema_node (CK_S_DECL, loc);
  d->obj = o;
  ck_vec_push (body, d);
  CkClass *c = ck_class_of (o->type);
  CkNode **args = ck_new_n (CkNode *, 1);
  args[0] = src;
  CkNode *init = c && c->ctors ? ctor_call (P, c, ck_sema_var (P, o, loc, 1), args, 1, loc, 1)
                 : assign_to (P, o, args[0], loc);
  if (init)
    ck_vec_push (body, expr_stmt (init));
  if (c && c->dtor)
    push_cleanup (P, o, c->dtor);
}

static gint64 subobject_offset (CkClass *x, CkClass *k);

/* The bases of [c] below [x] (each once) as the handler keys of a thrown [c]. */
static void
exception_bases (CkClass *c, CkClass *x, CkVec *out, CkSrcLoc loc)
{
  for (int i = 0; i < x->bases.len; i++)
    {
      CkType *bt = root (ck_vec_get (&x->bases, i));
      const char *key = bt->cls->name;
      gboolean seen = FALSE;
      for (int j = 0; j < out->len; j++)
        seen |= !strcmp (((CkNode *) ck_vec_get (out, j))->label, key);
      if (!seen)
        {
          CkNode *b = ck_sema_node (CK_S_NULL_STMT, loc);
          b->label = key;
          b->ival = subobject_offset (c, bt->cls);
          b->sizeof_type = bt;
          ck_vec_push (out, b);
        }
      exception_bases (c, bt->cls, out, loc);
    }
}

/* The bases of class [c] (each once, CK_S_NULL_STMT nodes: [sizeof_type] the base, [ival] its
 * offset in a [c]), for a thrown pointer to [c] that a handler of a pointer to a base takes. */
void
ck_class_exception_bases (CkClass *c, CkVec *out, CkSrcLoc loc)
{
  exception_bases (c, c, out, loc);
}

/* `throw e` [n] of class type: the exception object is made with new from [e] (copy elision
 * for a temporary) and thrown by its address, with its destructor's address, its bases (a
 * handler of a base takes it) and, for a std::exception, what()'s string, which std::terminate
 * prints (read at the throw, after the construction). */
CkNode *
ck_class_throw (CkParser *P, CkNode *n, CkNode *e, int mark)
{
  CkSrcLoc loc = n->loc;
  CkType *t = ck_type_unqualified (e->type);
  CkClass *c = ck_class_of (t);
  if (!P->fn)
    return n;
  if (c->is_abstract)
    {
      ck_parse_error (P, e->loc, e->range_len, "cannot allocate an object of abstract type '%s'", c->name);
      return n;
    }
  CkVec st = { 0 };
  CkType *pt = ck_type_pointer_to (t);
  CkObj *p = local_temp (P, pt, loc, &st);
  CkNode *nb = ck_sema_node (CK_E_NEW, loc);
  nb->sizeof_type = t;
  nb->type = pt;
  nb->range_len = n->range_len;
  if (c->ctors || c->dtor)
    {
      CkNode **args = ck_new_n (CkNode *, 1);
      args[0] = e;
      ck_vec_push (&st, expr_stmt (assign_to (P, p, ck_class_new (P, nb, t, args, 1, loc), loc)));
    }
  else
    {
      ck_vec_push (&st, expr_stmt (assign_to (P, p, nb, loc)));
      CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
      as->lhs = ck_sema_unary (P, CK_E_DEREF, ck_sema_var (P, p, loc, 1), loc, 1);
      as->rhs = ck_sema_cast (e, t);
      as->type = t;
      ck_vec_push (&st, expr_stmt (as));
    }
  n->ival = 1;
  n->sizeof_type = pt;
  n->lhs = ck_sema_var (P, p, loc, 1);
  n->str = c->name;   /* as the key of a handler of the class (parse.c) and as g++ names it */
  n->label = n->str;
  if (c->dtor)
    {
      CkNode *fv = ck_sema_node (CK_E_VAR, loc);
      fv->obj = c->dtor;
      fv->type = c->dtor->type;
      CkNode *a = ck_sema_node (CK_E_ADDR, loc);
      a->lhs = fv;
      a->type = ck_type_pointer_to (c->dtor->type);
      n->rhs = ck_sema_cast (a, ck_ty_ulong);
    }
  CkVec bases = { 0 };
  exception_bases (c, c, &bases, loc);
  gboolean is_std = !strcmp (n->str, "std::exception");
  for (int i = 0; i < bases.len; i++)
    is_std |= !strcmp (((CkNode *) ck_vec_get (&bases, i))->label, "std::exception");
  n->cases = (CkNode **) bases.data;
  n->n_cases = bases.len;
  CkSym *what = is_std ? ck_class_find (c, "what") : NULL;
  if (what && what->overloads.len)
    {
      CkNode *obj = ck_sema_unary (P, CK_E_DEREF, ck_sema_var (P, p, loc, 1), loc, 1);
      n->init = ck_class_call_method (P, obj, what, NULL, 0, loc, 5, FALSE);
    }
  /* the temporaries of the operand (made above [mark]) end with its full-expression: after
     the exception object is made, before a handler runs ([except.throw]p3, [class.temporary]) */
  int from = P->cleanups.len;
  while (from > mark && ((CkCleanup *) ck_vec_get (&P->cleanups, from - 1))->is_temp)
    from--;
  ck_class_cleanup_pop (P, &st, from, loc);
  ck_vec_push (&st, expr_stmt (n));
  return void_stmt_expr (&st, loc, n->range_len);
}

/* `e.~T()` / `e->~T()`: the destructor of the object (a virtual one through the vtable); of a
 * class without one, or of a scalar, nothing but [e]'s evaluation. */
CkNode *
ck_class_explicit_dtor (CkParser *P, CkNode *e, gboolean arrow, CkSrcLoc loc, int len)
{
  if (ck_sema_has_err (P, e->type))
    return e;
  CkNode *obj = e;
  if (arrow)
    {
      CkNode *d = ck_sema_decay (P, e);
      if (d->type->kind != CK_TY_PTR)
        {
          ck_parse_error (P, loc, len, "base operand of '->' has non-pointer type '%s'", ck_parse_type_str (e->type));
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      obj = ck_sema_unary (P, CK_E_DEREF, d, loc, 1);
    }
  CkClass *c = ck_class_of (obj->type);
  CkNode *r;
  if (c && c->dtor)
    {
      CkSym set = { .name = c->dtor->name, .obj = c->dtor, .is_method = TRUE, .member_of = c };
      ck_vec_push (&set.overloads, c->dtor);
      r = ck_class_call_method (P, obj, &set, NULL, 0, loc, len, FALSE);
    }
  else
    r = ck_sema_cast (arrow ? e : ck_sema_int_lit (0, ck_ty_int, loc), ck_ty_void);
  r->type = ck_ty_void;
  return r;
}

/* std::bad_alloc when <new> (or a header that includes it) declared it, else NULL. */
CkType *
ck_class_bad_alloc (CkParser *P)
{
  CkSym *s = ck_map_get (&P->file_scope->syms, "std");
  CkNamespace *std = s ? s->ns : NULL;
  CkType *t = std ? ck_map_get (&std->tags, "bad_alloc") : NULL;
  return t && ck_class_of (t) && t->size > 0 ? t : NULL;
}

/* `if (!p) throw std::bad_alloc();`: what a host new does without memory ([new.delete.single]p3)
 * once <new> declares the class; NULL without it (the runtime then ends the program as an
 * uncaught std::bad_alloc does, interp/libc.c). */
static CkNode *
bad_alloc_check (CkParser *P, CkObj *p, CkSrcLoc loc)
{
  CkType *ba = ck_class_bad_alloc (P);
  if (!ba)
    return NULL;
  CkNode *th = ck_sema_node (CK_E_THROW, loc);
  th->type = ck_ty_void;
  th->range_len = 3;
  P->prog->has_throw = TRUE;
  CkNode *t = ck_class_throw (P, th, ck_class_temporary (P, ba, NULL, 0, loc), P->cleanups.len);
  CkNode *ifs = ck_sema_node (CK_S_IF, loc);
  ifs->cond = ck_sema_unary (P, CK_E_NOT, ck_sema_var (P, p, loc, 1), loc, 1);
  ifs->then = expr_stmt (t);
  return ifs;
}

/* A new-expression [n] of a scalar type that throws std::bad_alloc: `({ T *p = new T; if (!p)
 * throw std::bad_alloc(); p; })` (the allocation gives a null pointer: [n]'s ival2). */
CkNode *
ck_class_new_checked (CkParser *P, CkNode *n)
{
  CkSrcLoc loc = n->loc;
  CkVec st = { 0 };
  CkObj *p = local_temp (P, n->type, loc, &st);
  ck_vec_push (&st, expr_stmt (assign_to (P, p, n, loc)));
  CkNode *chk = bad_alloc_check (P, p, loc);
  if (chk)
    ck_vec_push (&st, chk);
  return stmt_expr_of (&st, ck_sema_var (P, p, loc, 1), loc);
}

/* ---------------------------------------------------------------- objects of static storage */

static CkObj *
static_int (CkParser *P, const char *name, CkSrcLoc loc)
{
  CkObj *o = ck_parse_new_obj (P, name, ck_ty_int, loc);
  o->storage = CK_SC_STATIC;
  o->is_definition = TRUE;
  o->address_taken = TRUE;
  ck_vec_push (P->objs, o);
  return o;
}

/* Registers the destructor call [dtor] of an object of static storage: the statement to run
 * when its construction completes (its stamp set from the program's clock). */
static CkNode *
register_static_dtor (CkParser *P, CkObj *o, CkNode *dtor, CkSrcLoc loc)
{
  CkProgram *prog = P->prog;
  if (!prog->cxx_clock)
    prog->cxx_clock = static_int (P, "construction clock of objects of static storage", loc);
  CkObj *stamp = static_int (P, ck_strdup_printf ("construction stamp of %s", o->name), loc);
  ck_vec_push (&prog->cxx_finis, stamp);
  ck_vec_push (&prog->cxx_finis, dtor);
  CkNode *cv = ck_sema_node (CK_E_VAR, loc);
  cv->obj = prog->cxx_clock;
  cv->type = ck_ty_int;
  cv->is_lvalue = TRUE;
  CkNode *inc = ck_sema_node (CK_E_PRE_INC, loc);
  inc->lhs = cv;
  inc->type = ck_ty_int;
  inc->ival = 1;
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = ck_sema_var (P, stamp, loc, 1);
  as->rhs = inc;
  as->type = ck_ty_int;
  CkSym *ax = ck_map_get (&P->file_scope->syms, "atexit");
  if (!ax || !ax->obj || !ax->obj->is_function || ax->overloads.len > 1 || ax->obj->type->n_params != 1
      || (P->opts && P->opts->device_pass))
    return expr_stmt (as);
  if (!prog->cxx_fini_fn)
    {
      CkObj *fin = ck_parse_new_obj (P, "(static destruction)", ck_type_func (ck_ty_void), loc);
      fin->is_function = TRUE;
      fin->is_definition = TRUE;
      fin->exec_space = CK_ES_HOST;
      ck_vec_push (&prog->host_objs, fin);
      prog->cxx_fini_fn = fin;
    }
  /* atexit (the destruction of the latest object), once per object constructed */
  CkNode *reg = direct_call (ax->obj, 1, loc);
  CkNode *fa = ck_sema_node (CK_E_ADDR, loc);
  fa->lhs = raw_var (prog->cxx_fini_fn, loc);
  fa->type = ck_type_pointer_to (prog->cxx_fini_fn->type);
  reg->args[0] = ck_sema_cast (fa, ax->obj->type->params->type);
  CkVec v = { 0 };
  ck_vec_push (&v, expr_stmt (as));
  ck_vec_push (&v, expr_stmt (reg));
  return block_of (&v, loc);
}

/* A file-scope object [o] of a class with a constructor or destructor (P->tok at its
 * initializer, if any): its construction is queued for before main and its destruction for
 * after main returns, in reverse order (C++ [basic.start.static], [basic.start.term]). FALSE:
 * not such an object. Static locals are reported as unsupported. */
gboolean
ck_class_static_object (CkParser *P, CkObj *o)
{
  CkType *t = o->type;
  CkClass *c = t->is_reference ? NULL : ck_class_of (t);
  CkType *et = t;
  while (et->kind == CK_TY_ARRAY && !t->is_reference)
    et = et->base;
  CkClass *ec = et != t ? ck_class_of (et) : NULL;   /* an array's (of any dimensions) elements */
  if (ec && (ec->ctors || ec->dtor) && o->storage != CK_SC_EXTERN && o->mem_space == CK_MS_NONE
      && !P->fn && P->opts && P->opts->device_pass)
    {
      /* the device pass: the host's array, never constructed there */
      if (is_punct_tok (P->tok, CK_P_ASSIGN))
        P->tok++;
      if (is_punct_tok (P->tok, CK_P_LBRACE))
        skip_body (P);
      return TRUE;
    }
  if (ec && ec->dtor && o->storage != CK_SC_EXTERN && o->mem_space == CK_MS_NONE && !P->fn
      && aggregate_list (P, et))
    {
      /* an array of aggregates whose members have destructors: parse.c initialises it from
         the list before main (the members' temporaries elided), destroyed after main */
      if (!(P->opts && P->opts->device_pass))
        ck_vec_push (&P->prog->cxx_inits,
                     register_static_dtor (P, o, each_element (P, ck_sema_var (P, o, o->loc, 1), o->type->array_len,
                                                               TRUE, dtor_of_element, ec->dtor, o->loc), o->loc));
      return FALSE;
    }
  if (ec && (ec->ctors || ec->dtor) && o->storage != CK_SC_EXTERN && o->mem_space == CK_MS_NONE
      && !P->fn && !(!ec->dtor && aggregate_list (P, et)))
    {
      /* a file-scope array of objects: each element constructed before main, the array
         destroyed after it, last element first */
      CkVec v = { 0 };
      if (array_of_objects_init (P, o, ec, &v))
        {
          for (int i = 0; i < v.len; i++)
            ck_vec_push (&P->prog->cxx_inits, ck_vec_get (&v, i));
          if (ec->dtor)
            ck_vec_push (&P->prog->cxx_inits,
                         register_static_dtor (P, o, each_element (P, ck_sema_var (P, o, o->loc, 1), o->type->array_len,
                                                                   TRUE, dtor_of_element, ec->dtor, o->loc), o->loc));
        }
      return TRUE;
    }
  if (!c || !(c->ctors || c->dtor) || o->storage == CK_SC_EXTERN || (!c->dtor && aggregate_list (P, t)))
    return FALSE;
  int len = (int) strlen (o->name);
  if (!P->fn && const_init (P, o, c))
    return TRUE;
  if (o->mem_space != CK_MS_NONE)
    {
      if (c->ctors && c->ctors->overloads.len && !(is_punct_tok (P->tok, CK_P_SEMI) && !c->vptr
                                                   && ((CkObj *) ck_vec_get (&c->ctors->overloads, 0))->body == NULL))
        ck_parse_error (P, o->loc, len,
                        "dynamic initialization is not supported for __device__, __constant__, __shared__, and __managed__ variables");
      return FALSE;
    }
  if (P->fn)
    {
      ck_parse_error (P, o->loc, len, "unsupported: static local objects with constructors or destructors");
      return FALSE;
    }
  if (c->dtor && aggregate_list (P, t))
    {
      /* an aggregate whose members have destructors: parse.c initialises it from the list
         before main (the members' temporaries elided), destroyed after main */
      if (!(P->opts && P->opts->device_pass))
        ck_vec_push (&P->prog->cxx_inits, register_static_dtor (P, o, dtor_call (P, o, c->dtor, o->loc), o->loc));
      return FALSE;
    }
  if (P->opts && P->opts->device_pass)
    {
      /* the device pass: the host's object, never constructed there */
      while (!is_punct_tok (P->tok, CK_P_SEMI) && !is_punct_tok (P->tok, CK_P_COMMA) && P->tok->kind != CK_TK_EOF)
        {
          if (is_punct_tok (P->tok, CK_P_LPAREN))
            ck_parse_skip_balanced_parens (P);
          else if (is_punct_tok (P->tok, CK_P_LBRACE))
            skip_body (P);
          else
            P->tok++;
        }
      return TRUE;
    }
  ck_class_check_abstract (P, t, o->name, o->loc);
  int n;
  CkNode **args = ctor_init_args (P, c, &n);
  CkNode *self = ck_sema_var (P, o, o->loc, len);
  CkNode *call = ctor_call (P, c, self, args, n, o->loc, len);
  if (call)
    ck_vec_push (&P->prog->cxx_inits, expr_stmt (call));
  if (c->dtor)
    ck_vec_push (&P->prog->cxx_inits, register_static_dtor (P, o, dtor_call (P, o, c->dtor, o->loc), o->loc));
  return TRUE;
}

static CkNode *
raw_int (gint64 v, CkSrcLoc loc)
{
  return ck_sema_int_lit (v, ck_ty_int, loc);
}

static CkNode *
raw_assign (CkNode *l, CkNode *r)
{
  CkNode *as = ck_sema_node (CK_E_ASSIGN, l->loc);
  as->lhs = l;
  as->rhs = r;
  as->type = l->type;
  return as;
}

static CkNode *
raw_binary (CkNodeKind k, CkNode *a, CkNode *b)
{
  CkNode *n = ck_sema_node (k, a->loc);
  n->lhs = a;
  n->rhs = b;
  n->type = ck_ty_bool;
  return n;
}

/* After linking: when the program has objects of static storage to construct or destroy,
 * `main` becomes a function that constructs them, calls the program's main (its body under the
 * linkage name "main.user"), and returns its value. Their destruction is prog->cxx_fini_fn,
 * which each construction registers with atexit (register_static_dtor): it destroys the latest
 * constructed object still alive, so that they are destroyed when main returns and when the
 * program calls exit(), interleaved with the program's own atexit handlers as C++ orders them
 * ([basic.start.term]p1, p3); without a declared atexit, all at the end of the wrapper. */
void
ck_class_wrap_main (CkProgram *prog)
{
  CkObj *m = prog->main_fn;
  if (!m && prog->cxx_fini_fn)
    prog->cxx_fini_fn->body = block_of (&(CkVec) { 0 }, prog->cxx_fini_fn->loc);
  if (!m || (prog->cxx_inits.len == 0 && prog->cxx_finis.len == 0))
    return;
  CkObj *user = ck_new (CkObj);
  *user = *m;
  user->asm_name = "main.user";
  ck_vec_push (&prog->host_objs, user);
  CkSrcLoc loc = m->loc;
  CkObj *w = m;
  w->params = ck_new_n (CkObj *, m->n_params + 1);
  memset (&w->locals, 0, sizeof w->locals);
  CkNode *call = direct_call (user, m->n_params, loc);
  for (int i = 0; i < m->n_params; i++)
    {
      CkObj *up = user->params[i];
      CkObj *p = ck_new (CkObj);
      *p = *up;
      w->params[i] = p;
      ck_vec_push (&w->locals, p);
      call->args[i] = raw_var (p, loc);
    }
  CkVec body = { 0 };
  for (int i = 0; i < prog->cxx_inits.len; i++)
    ck_vec_push (&body, ck_vec_get (&prog->cxx_inits, i));
  CkObj *fin = prog->cxx_fini_fn;
  CkVec fin_body = { 0 };
  CkObj *r = ck_new (CkObj);
  r->name = "main.result";
  r->type = ck_ty_int;
  r->loc = loc;
  r->is_local = TRUE;
  r->tu_index = m->tu_index;
  ck_vec_push (&w->locals, r);
  CkNode *decl = ck_sema_node (CK_S_DECL, loc);
  decl->obj = r;
  ck_vec_push (&body, decl);
  CkNode *rv = raw_var (r, loc);
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = rv;
  as->rhs = call->type->kind == CK_TY_INT ? call : ck_sema_cast (call, ck_ty_int);
  as->type = ck_ty_int;
  ck_vec_push (&body, expr_stmt (as));
  /* the destructors, latest constructed first: while some stamp is set, the object with the
     largest one is destroyed and its stamp cleared */
  if (prog->cxx_finis.len)
    {
      CkObj *best = ck_new (CkObj), *which = ck_new (CkObj);
      best->name = "latest stamp";
      which->name = "latest object";
      best->type = which->type = ck_ty_int;
      best->loc = which->loc = loc;
      best->is_local = which->is_local = TRUE;
      ck_vec_push (fin ? &fin->locals : &w->locals, best);
      ck_vec_push (fin ? &fin->locals : &w->locals, which);
      CkNode *db = ck_sema_node (CK_S_DECL, loc), *dw = ck_sema_node (CK_S_DECL, loc);
      db->obj = best;
      dw->obj = which;
      ck_vec_push (fin ? &fin_body : &body, db);
      ck_vec_push (fin ? &fin_body : &body, dw);
      CkVec loop = { 0 };
      ck_vec_push (&loop, expr_stmt (raw_assign (raw_var (best, loc), raw_int (0, loc))));
      ck_vec_push (&loop, expr_stmt (raw_assign (raw_var (which, loc), raw_int (-1, loc))));
      int n = prog->cxx_finis.len / 2;
      for (int i = 0; i < n; i++)
        {
          CkObj *stamp = ck_vec_get (&prog->cxx_finis, 2 * i);
          CkNode *ifs = ck_sema_node (CK_S_IF, loc);
          ifs->cond = raw_binary (CK_E_GT, raw_var (stamp, loc), raw_var (best, loc));
          CkVec then = { 0 };
          ck_vec_push (&then, expr_stmt (raw_assign (raw_var (best, loc), raw_var (stamp, loc))));
          ck_vec_push (&then, expr_stmt (raw_assign (raw_var (which, loc), raw_int (i, loc))));
          ifs->then = block_of (&then, loc);
          ck_vec_push (&loop, ifs);
        }
      CkNode *brk = ck_sema_node (CK_S_BREAK, loc);
      CkNode *w_loop = ck_sema_node (CK_S_WHILE, loc);
      brk->target = w_loop;
      CkNode *stop = ck_sema_node (CK_S_IF, loc);
      stop->cond = raw_binary (CK_E_LT, raw_var (which, loc), raw_int (0, loc));
      stop->then = brk;
      ck_vec_push (&loop, stop);
      for (int i = 0; i < n; i++)
        {
          CkObj *stamp = ck_vec_get (&prog->cxx_finis, 2 * i);
          CkNode *ifs = ck_sema_node (CK_S_IF, loc);
          ifs->cond = raw_binary (CK_E_EQ, raw_var (which, loc), raw_int (i, loc));
          CkVec then = { 0 };
          ck_vec_push (&then, expr_stmt (raw_assign (raw_var (stamp, loc), raw_int (0, loc))));
          ck_vec_push (&then, ck_vec_get (&prog->cxx_finis, 2 * i + 1));
          ifs->then = block_of (&then, loc);
          ck_vec_push (&loop, ifs);
        }
      w_loop->cond = raw_int (1, loc);
      w_loop->then = block_of (&loop, loc);
      if (fin)
        {
          /* one object per call: the loop's body without the loop */
          for (int i = 0; i < loop.len; i++)
            if (ck_vec_get (&loop, i) != stop)
              ck_vec_push (&fin_body, ck_vec_get (&loop, i));
          fin->body = block_of (&fin_body, loc);
        }
      else
        ck_vec_push (&body, w_loop);
    }
  CkNode *ret = ck_sema_node (CK_S_RETURN, loc);
  CkNode *rv2 = ck_sema_node (CK_E_VAR, loc);
  *rv2 = *rv;
  ret->lhs = rv2;
  ck_vec_push (&body, ret);
  w->body = block_of (&body, loc);
}

/* An argument [e] for a parameter of class type passed by value, when the class has a
 * user-declared copy constructor or a destructor: the parameter is a temporary copy-constructed
 * from it (a prvalue initialises it directly, C++17) and destroyed at the end of the
 * full-expression, as the Itanium C++ ABI has the caller do. Otherwise [e] unchanged. */
CkNode *
ck_class_by_value_arg (CkParser *P, CkNode *e, CkType *param)
{
  if (param->is_reference || param->kind != CK_TY_STRUCT)
    return e;
  CkClass *c = ck_class_of (param);
  if (!c || !(c->ctors || c->dtor) || !P->fn)
    return e;
  CkNode *inner = e;
  while (inner->kind == CK_E_CAST && inner->is_implicit)
    inner = inner->lhs;
  if (inner->kind == CK_E_COMMA && inner->is_implicit)
    return e;   /* a temporary: it is the parameter, destroyed at the end of the full-expression */
  if (!inner->is_lvalue)
    {
      /* a call's result: the parameter, destroyed at the end of the full-expression */
      CkObj *o = ck_parse_new_anon_obj (P, ck_type_unqualified (param), e->loc);
      CkNode *as = ck_sema_node (CK_E_ASSIGN, e->loc);
      as->lhs = anon_ref (o, e->loc);
      as->rhs = inner;
      as->type = o->type;
      CkNode *cm = ck_sema_node (CK_E_COMMA, e->loc);
      cm->lhs = as;
      cm->rhs = anon_ref (o, e->loc);
      cm->type = o->type;
      cm->is_lvalue = TRUE;
      if (c->dtor)
        {
          push_cleanup (P, o, c->dtor);
          ((CkCleanup *) ck_vec_get (&P->cleanups, P->cleanups.len - 1))->is_temp = TRUE;
        }
      return cm;
    }
  CkNode *args[1] = { inner };
  return ck_class_temporary (P, ck_type_unqualified (param), args, 1, e->loc);
}

/* Default argument [e] of a parameter of class type [param] passed by value, used by a call
 * being parsed: one node made where the function was declared stands for every call, so a
 * temporary of it is made again by each call and destroyed at the end of that call's
 * full-expression ([dcl.fct.default]p9: it is evaluated each time); any other expression is
 * copied as an argument written there. */
CkNode *
ck_class_default_arg (CkParser *P, CkNode *e, CkType *param)
{
  if (param->is_reference || param->kind != CK_TY_STRUCT || !P->fn)
    return e;
  CkClass *c = ck_class_of (param);
  if (!c || !(c->ctors || c->dtor))
    return e;
  CkNode *inner = e;
  while ((inner->kind == CK_E_CAST && inner->is_implicit) || inner->kind == CK_E_COMMA)
    inner = inner->kind == CK_E_COMMA ? inner->rhs : inner->lhs;
  if (inner->kind != CK_E_COMPOUND_LIT)
    return ck_class_by_value_arg (P, e, param);
  if (c->dtor)
    {
      push_cleanup (P, inner->obj, c->dtor);
      ((CkCleanup *) ck_vec_get (&P->cleanups, P->cleanups.len - 1))->is_temp = TRUE;
    }
  return e;
}

/* ---------------------------------------------------------------- goto */

typedef struct {
  CkNode *label;
  int mark;
  CkCleanup *top;
  /* a forward goto waiting for its label ([label] NULL): the objects with destructors in scope
     at the goto, and the block that holds it, where their destructor calls go */
  CkNode *pending;
  CkVec live;
  CkNode *block;
} LabelMark;

/* The objects in scope with destructors (not temporaries), innermost last. */
static CkVec
live_cleanups (CkParser *P)
{
  CkVec v = { 0 };
  for (int i = 0; i < P->cleanups.len; i++)
    if (!((CkCleanup *) ck_vec_get (&P->cleanups, i))->is_temp)
      ck_vec_push (&v, ck_vec_get (&P->cleanups, i));
  return v;
}

/* Label [label] is defined here: the objects then in scope. A forward goto to it leaves the
 * scopes of the objects in scope at the goto and not here, which are destroyed first, last
 * declared first ([stmt.jump]p2); one that would enter the scope of an object with a destructor
 * is g++'s error (it crosses its initialization, [stmt.dcl]p3). */
void
ck_class_note_label (CkParser *P, CkNode *label)
{
  if (P->is_c)
    return;
  LabelMark *lm = ck_new (LabelMark);
  lm->label = label;
  lm->mark = P->cleanups.len;
  lm->top = lm->mark ? ck_vec_get (&P->cleanups, lm->mark - 1) : NULL;
  CkVec here = live_cleanups (P);
  for (int i = 0; i < P->label_marks.len; i++)
    {
      LabelMark *fg = ck_vec_get (&P->label_marks, i);
      gboolean ours = FALSE;
      for (int j = 0; fg->pending && j < P->gotos.len; j++)
        ours = ours || ck_vec_get (&P->gotos, j) == fg->pending;
      if (!ours || strcmp (fg->pending->label, label->label) != 0)
        continue;
      int common = 0;
      while (common < fg->live.len && common < here.len
             && ck_vec_get (&fg->live, common) == ck_vec_get (&here, common))
        common++;
      if (common < here.len)
        {
          CkCleanup *c = ck_vec_get (&here, common);
          ck_parse_error (P, label->loc, label->range_len, "jump to label '%s'", label->label);
          ck_parse_note (P, fg->pending->loc, fg->pending->range_len, "  from here");
          CkClass *oc = ck_class_of (c->obj->type);
          ck_parse_note (P, c->obj->loc, (int) strlen (c->obj->name), "  crosses initialization of '%s %s'",
                         oc && c->obj->type->kind == CK_TY_STRUCT ? oc->name : ck_parse_type_str (c->obj->type),
                         c->obj->name);
        }
      CkVec v = { 0 };
      for (int k = fg->live.len - 1; k >= common; k--)
        ck_vec_push (&v, cleanup_call (P, ck_vec_get (&fg->live, k), fg->pending->loc));
      ck_vec_push (&v, fg->pending);
      CkNode *b = block_of (&v, fg->pending->loc);
      if (fg->block)
        {
          fg->block->body = b->body;
          fg->block->n_body = b->n_body;
        }
      fg->pending = NULL;
    }
  ck_vec_push (&P->label_marks, lm);
}

/* `goto` [n] while objects with destructors are in scope: to a label defined earlier in an
 * enclosing scope, the objects declared since are destroyed first; a forward jump out of their
 * scope is reported as unsupported. */
CkNode *
ck_class_wrap_goto (CkParser *P, CkNode *n)
{
  int live = 0;
  for (int i = 0; i < P->cleanups.len; i++)
    if (!((CkCleanup *) ck_vec_get (&P->cleanups, i))->is_temp)
      live++;
  if (live == 0)
    {
      gboolean backward = FALSE;
      for (int j = 0; j < P->labels.len; j++)
        backward = backward || strcmp (((CkNode *) ck_vec_get (&P->labels, j))->label, n->label) == 0;
      if (!P->is_c && !backward)
        {
          /* nothing to destroy; the label, once known, tells whether it crosses an object's
             initialization */
          LabelMark *fg = ck_new (LabelMark);
          fg->pending = n;
          ck_vec_push (&P->label_marks, fg);
        }
      return n;
    }
  for (int i = P->label_marks.len - 1; i >= 0; i--)
    {
      LabelMark *lm = ck_vec_get (&P->label_marks, i);
      gboolean ours = FALSE;
      for (int j = 0; j < P->labels.len; j++)
        if (ck_vec_get (&P->labels, j) == lm->label && strcmp (lm->label->label, n->label) == 0)
          ours = TRUE;
      if (!ours)
        continue;
      if (lm->mark <= P->cleanups.len && (lm->mark == 0 || ck_vec_get (&P->cleanups, lm->mark - 1) == lm->top))
        {
          if (lm->mark == P->cleanups.len)
            return n;
          CkVec v = { 0 };
          for (int k = P->cleanups.len - 1; k >= lm->mark; k--)
            {
              CkCleanup *c = ck_vec_get (&P->cleanups, k);
              ck_vec_push (&v, cleanup_call (P, c, n->loc));
            }
          ck_vec_push (&v, n);
          return block_of (&v, n->loc);
        }
      break;
    }
  for (int j = 0; j < P->labels.len; j++)
    if (strcmp (((CkNode *) ck_vec_get (&P->labels, j))->label, n->label) == 0)
      {
        /* a backward goto into a scope entered since: past an object's initialization */
        ck_parse_error (P, n->loc, n->range_len,
                        "unsupported: goto out of the scope of an object with a destructor, or forward past one");
        return n;
      }
  /* a forward goto: its destructor calls are known when the label is (ck_class_note_label) */
  LabelMark *fg = ck_new (LabelMark);
  fg->pending = n;
  fg->live = live_cleanups (P);
  fg->block = ck_sema_node (CK_S_BLOCK, n->loc);
  fg->block->body = ck_new_n (CkNode *, 2);
  fg->block->body[0] = n;
  fg->block->n_body = 1;
  ck_vec_push (&P->label_marks, fg);
  return fg->block;
}

/* ---------------------------------------------------------------- lambdas */

/* A lambda being parsed, innermost first: its closure class, its operator(), the captures made
 * so far (explicit or, with a default capture, on first use). */
typedef struct {
  CkObj *var;                 /* the captured variable of the enclosing function */
  CkMember *member;           /* the closure's member holding it (or its address) */
  gboolean by_ref;
  CkNode *init;               /* an init-capture `x = e`: e ([var] then stands for the name) */
  gboolean copy_this;         /* `*this`: [member] a copy of the object, `this` its address */
} Capture;

typedef struct CkLambda {
  struct CkLambda *parent;
  CkClass *c;
  CkObj *fn;                  /* its operator() */
  int def;                    /* default capture: 0, '=' or '&' */
  CkVec caps;                 /* Capture* */
  CkMember **tail;            /* where the next capture member goes */
  CkType *deduced;            /* the return type a `return` deduced, or NULL */
  gboolean deduce;            /* no trailing return type: the first `return` decides */
  CkToken *start, *end;       /* its tokens, '[' to after '}' */
  CkObj *owner;               /* the function whose body holds it: each instance of a function
                                 template has its own closure types ([expr.prim.lambda.closure]) */
  /* a generic lambda (`auto` parameters): what its operator()'s instances are read with */
  CkToken *sig;               /* '(' of its parameters */
  CkDeclAttr attr;
  CkScope *scope;             /* the scope around it */
  CkClass *cls;               /* P->cls around it */
  CkVec init_caps;            /* CkObj*, CkNode* pairs: its init-captures */
  int n_params;               /* its parameters before a pack */
  gboolean variadic;          /* it ends with a parameter pack `auto... xs` */
  gboolean laid_out;          /* its captures are final */
  CkVec insts;                /* const char* key, CkObj* operator() pairs */
  CkVec invokers;             /* CkObj* operator() instance, CkObj* its _FUN: the functions its
                                 conversions to pointers to functions give */
} CkLambda;

static gboolean
owns_local (CkObj *fn, CkObj *o)
{
  for (int i = 0; i < fn->locals.len; i++)
    if (ck_vec_get (&fn->locals, i) == o)
      return TRUE;
  return FALSE;
}

static CkNode *
closure_member (CkParser *P, CkLambda *L, CkMember *m, CkSrcLoc loc)
{
  CkNode *cv = ck_sema_node (CK_E_VAR, loc);
  cv->obj = L->fn->params[0];
  cv->type = cv->obj->type;
  cv->is_lvalue = TRUE;
  CkNode *self = ck_sema_unary (P, CK_E_DEREF, cv, loc, 1);
  CkNode *mn = ck_sema_node (CK_E_MEMBER, loc);
  mn->lhs = self;
  mn->member = m;
  mn->type = m->type;
  if (self->type->is_const && m->type->kind != CK_TY_PTR)
    mn->type = const_of (m->type);
  mn->is_lvalue = TRUE;
  mn->range_len = 1;
  return mn;
}

static Capture *
add_capture (CkParser *P, CkLambda *L, CkObj *v, gboolean by_ref, CkSrcLoc loc)
{
  (void) P;
  Capture *cp = ck_new (Capture);
  cp->var = v;
  cp->by_ref = by_ref;
  CkMember *m = ck_new (CkMember);
  m->name = v->name;
  CkType *vt = v->type->is_reference ? v->type->base : v->type;
  m->type = by_ref ? ck_type_pointer_to (vt) : ck_type_unqualified (vt);
  if (!by_ref && vt->is_const && vt->kind != CK_TY_ARRAY)
    m->type = vt;
  m->loc = loc;
  *L->tail = m;
  L->tail = &m->next;
  cp->member = m;
  ck_vec_push (&L->caps, cp);
  return cp;
}

/* A use of the local [o] of an enclosing function inside lambda bodies: the closure member
 * that holds it (captured now if the lambda's default capture allows), or NULL: not a lambda's
 * business (a global, or a local of the innermost function). */
CkNode *
ck_class_lambda_use (CkParser *P, CkObj *o, CkSrcLoc loc, int len)
{
  CkLambda *L = P->lambda;
  if (!L || !o->is_local || o->is_function || owns_local (L->fn, o) || !P->fn || P->fn != L->fn)
    return NULL;
  Capture *cp = NULL;
  for (int i = 0; i < L->caps.len && !cp; i++)
    if (((Capture *) ck_vec_get (&L->caps, i))->var == o)
      cp = ck_vec_get (&L->caps, i);
  if (!cp)
    {
      gboolean is_this = strcmp (o->name, "this") == 0;
      if (!L->def && !is_this)
        {
          ck_parse_error (P, loc, len, "'%s' is not captured", o->name);
          ck_parse_note (P, o->loc, (int) strlen (o->name), "'%s' declared here", o->name);
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      if (!L->def && is_this)
        {
          ck_parse_error (P, loc, len, "'this' was not captured for this lambda function");
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      if (L->laid_out)
        {
          ck_parse_error (P, loc, len, "unsupported: implicit capture of '%s' by an instance of a generic lambda", o->name);
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      cp = add_capture (P, L, o, L->def == '&' && !is_this, loc);
    }
  CkNode *m = closure_member (P, L, cp->member, loc);
  if (cp->copy_this)
    return ck_sema_unary (P, CK_E_ADDR, m, loc, len);   /* `this`: the copy's address */
  if (cp->by_ref)
    return ck_sema_unary (P, CK_E_DEREF, m, loc, len);
  if (o->type->is_reference)
    return m;
  return m;
}

/* `return e;` in a lambda without a trailing return type: the first one decides the return
 * type (its decayed, unqualified type). Returns the expression to return. */
CkNode *
ck_class_lambda_return (CkParser *P, CkNode *e)
{
  CkLambda *L = P->lambda;
  if (!L || !L->deduce || P->fn != L->fn)
    return NULL;
  CkType *t = e ? ck_type_unqualified (ck_sema_decay (P, e)->type) : ck_ty_void;
  if (!L->deduced)
    {
      L->deduced = t;
      L->fn->type->base = t;
    }
  return e ? ck_sema_convert (P, e, L->deduced, "return") : NULL;
}


static CkNode *
closure_value (CkParser *P, CkLambda *L, CkSrcLoc loc)
{
  CkObj *o = ck_parse_new_anon_obj (P, L->c->type, loc);
  CkNode *e = anon_ref (o, loc);
  for (int i = L->caps.len - 1; i >= 0; i--)
    {
      Capture *cp = ck_vec_get (&L->caps, i);
      CkNode *mn = ck_sema_node (CK_E_MEMBER, loc);
      mn->lhs = anon_ref (o, loc);
      mn->member = cp->member;
      mn->type = ck_type_unqualified (cp->member->type);
      mn->is_lvalue = TRUE;
      /* the variable as the enclosing context sees it (captured again by an outer lambda) */
      CkNode *v = cp->init ? cp->init : P->lambda ? ck_class_lambda_use (P, cp->var, loc, 1) : NULL;
      if (!v)
        v = ck_sema_var (P, cp->var, loc, 1);
      CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
      as->lhs = mn;
      if (cp->by_ref)
        as->rhs = ck_sema_unary (P, CK_E_ADDR, v, loc, 1);
      else if (cp->copy_this)
        as->rhs = ck_sema_cast (ck_sema_unary (P, CK_E_DEREF, v, loc, 1), mn->type);
      else if (v->type->kind == CK_TY_ARRAY)
        {
          ck_parse_error (P, loc, 1, "unsupported: capturing an array by copy");
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      else
        as->rhs = ck_sema_cast (v, mn->type);
      as->type = mn->type;
      CkNode *cm = ck_sema_node (CK_E_COMMA, loc);
      cm->lhs = as;
      cm->rhs = e;
      cm->type = e->type;
      cm->is_lvalue = TRUE;
      e = cm;
    }
  return e;
}

/* [fn]'s parameter list as __PRETTY_FUNCTION__ writes it, `(int, float)`, less its first
 * parameter when [skip_first] (a member's `this`, a closure's object) */
static const char *
pretty_params (CkObj *fn, gboolean skip_first, gboolean device)
{
  CkType *ft = ck_type_copy (fn->type);
  ft->origin = NULL;
  ft->base = ck_ty_void;
  if (skip_first && ft->params)
    {
      ft->params = ft->params->next;
      ft->n_params--;
    }
  const char *s = ck_type_pretty_function (ft, "", device);
  const char *p = strchr (s, '(');
  return p ? p : "()";
}

static const char *
lambda_pretty (CkLambda *L, gboolean device)
{
  const char *outer = NULL;
  CkObj *o = L->owner;
  if (L->parent && o == L->parent->fn)
    outer = lambda_pretty (L->parent, device);
  else if (o)
    outer = ck_strdup_printf ("%s%s%s", o->name,
                              pretty_params (o, o->method_of && !o->is_static_method, device),
                              o->is_const_method ? " const" : "");
  const char *me = ck_strdup_printf ("<lambda%s>", pretty_params (L->fn, TRUE, device));
  return outer ? ck_strdup_printf ("%s::%s", outer, me) : me;
}

/* __PRETTY_FUNCTION__ in the body of a lambda: g++'s name of the closure, the enclosing
 * function's name and parameters then the lambda's (`run<int>(int)::<lambda(int)>`); NULL
 * outside a lambda's own body. */
const char *
ck_class_lambda_pretty (CkParser *P, gboolean device)
{
  CkLambda *L = P->lambda;
  return L && L->fn && P->fn == L->fn ? lambda_pretty (L, device) : NULL;
}

/* A lambda's parameters, specifiers and return type, from P->tok ('(' or what follows the
 * captures) to its body's '{': the type of its operator(). `auto` parameters ([mode] 1) make
 * [*generic] TRUE; with [mode] 2 they are deduced from P->lambda_args (an instance). */
static CkType *
lambda_sig (CkParser *P, CkLambda *L, int mode, gboolean *is_mutable, gboolean *generic)
{
  CkType *ft;
  *generic = FALSE;
  /* the parameters are read as those of `auto (params) -> T`: a trailing return type is the
     parser's */
  CkType *ph = ck_type_copy (ck_ty_int);
  gboolean trailing = FALSE;
  if (is_punct_tok (P->tok, CK_P_LPAREN))
    {
      const CkType *outer_ph = P->auto_ph;
      P->auto_ph = ph;
      int outer_mode = P->lambda_auto;
      gboolean outer_generic = P->lambda_generic, outer_variadic = P->lambda_variadic;
      P->lambda_auto = mode;
      P->lambda_generic = FALSE;
      P->lambda_variadic = FALSE;
      ft = ck_parse_abstract_declarator (P, ph);
      *generic = P->lambda_generic;
      if (mode == 1)
        L->variadic = P->lambda_variadic;
      P->lambda_auto = outer_mode;
      P->lambda_generic = outer_generic;
      P->lambda_variadic = outer_variadic;
      P->auto_ph = outer_ph;
      if (ft->kind == CK_TY_FUNC && ft->base != ph)
        trailing = TRUE;
      else if (ft->kind == CK_TY_FUNC)
        {
          ft = ck_type_copy (ft);
          ft->origin = NULL;
          ft->base = ck_ty_void;
        }
    }
  else
    ft = ck_type_func (ck_ty_void);
  P->method_const = FALSE;
  *is_mutable = FALSE;
  if (is_ident_tok (P->tok, "mutable"))
    {
      *is_mutable = TRUE;
      P->tok++;
    }
  if (is_kw_tok (P->tok, CK_KW_NOEXCEPT))
    P->tok++;
  L->deduce = !trailing;
  if (is_punct_tok (P->tok, CK_P_ARROW))
    {
      P->tok++;
      int form;
      CkType *rt = ck_parse_trailing_return (P, &form);
      ft = ck_type_copy (ft);
      ft->origin = NULL;
      ft->base = rt ? rt : ck_ty_void;
      if (!rt)
        {
          /* `-> auto &`, `-> decltype(auto)`: the first return statement decides, as in a
             function declared so (parse.c deduce_return) */
          ft->is_deduced_ret = TRUE;
          ft->deduced_form = (CkDeducedForm) form;
        }
      L->deduce = FALSE;
    }
  if (!is_punct_tok (P->tok, CK_P_LBRACE))
    ck_parse_syntax_error (P, P->tok, "expected '{' before the lambda body");
  if (L->deduce)
    {
      ft = ck_type_copy (ft);
      ft->origin = NULL;
      ft->base = ck_ty_void;
    }
  return ft;
}

/* Whether the parameter types [a] and [b] ([n] each) are the same types, however spelt. */
static gboolean
same_types (CkType **a, CkType **b, int n)
{
  for (int i = 0; i < n; i++)
    {
      const CkType *x = a[i], *y = b[i];
      for (;;)
        {
          if (x->kind != y->kind || x->is_const != y->is_const || x->is_volatile != y->is_volatile
              || x->is_reference != y->is_reference || x->is_rvalue_ref != y->is_rvalue_ref)
            return FALSE;
          if (x->kind != CK_TY_PTR)
            break;
          x = x->base;
          y = y->base;
        }
      if (!ck_type_is_compatible (x, y) || ck_class_of ((CkType *) x) != ck_class_of ((CkType *) y))
        return FALSE;
    }
  return TRUE;
}

/* The operator() of generic lambda [L] for the arguments [args] of a call, declared (once per
 * list of deduced parameter types) and defined: the closure's operator() is a member function
 * template with an invented type parameter per `auto` ([expr.prim.lambda.closure]p3), its
 * body read again as an instance's. Nothing when the arguments are too few or too many (the
 * call then finds no match). */
static CkObj *
generic_instance (CkParser *P, CkLambda *L, CkNode **args, int n, CkSrcLoc loc)
{
  if (L->variadic ? n < L->n_params : n != L->n_params)
    return NULL;
  CkToken *tok = P->tok;
  struct CkTInst *packs_inst = P->packs_inst;
  CkScope *scope = P->scope;
  CkLambda *lam = P->lambda;
  CkClass *cls = P->cls;
  CkNode **outer_args = P->lambda_args;
  int outer_n = P->n_lambda_args;
  gboolean outer_const = P->method_const;
  P->tok = L->sig;
  P->scope = L->scope;
  P->lambda = L->parent;
  P->lambda_args = args;
  P->n_lambda_args = n;
  gboolean is_mutable, generic;
  CkType *ft = lambda_sig (P, L, 2, &is_mutable, &generic);
  CkType **key = ck_new_n (CkType *, ft->n_params + 1);
  int np = 0;
  for (CkParam *p = ft->params; p; p = p->next)
    key[np++] = p->type;
  CkObj *fn = NULL;
  for (int i = 0; i < L->insts.len && !fn; i += 2)
    {
      CkType **k2 = ck_vec_get (&L->insts, i);
      int n2 = 0;
      while (k2[n2])
        n2++;
      if (n2 == np && same_types (k2, key, np))   /* a variadic one's differ in length */
        fn = ck_vec_get (&L->insts, i + 1);
    }
  if (!fn)
    {
      CkClass *c = L->c;
      P->cls = L->cls;
      fn = declare_method (P, c, "operator()", ft, &L->attr, loc, FALSE, !is_mutable);
      fn->asm_name = ck_strdup_printf ("%s#%d::operator()", c->name, P->n_anon++);
      fn->params = ck_new_n (CkObj *, fn->type->n_params + 1);
      fn->type->params->name = ".closure";
      ck_vec_push (&L->insts, key);
      ck_vec_push (&L->insts, fn);
      CkObj *saved_fn = L->fn;
      CkType *saved_deduced = L->deduced;
      L->fn = fn;
      L->deduced = NULL;
      P->lambda = L;
      CkToken *body = P->tok;
      CkFnState saved;
      ck_class_enter_fn (P, &saved, fn, L->cls);
      fn->is_definition = TRUE;
      ck_parse_enter_scope (P);
      fn->n_params = fn->type->n_params;
      param_objs (P, fn, 1);   /* not parameter 0, the closure object */
      for (int k = 0; k < L->init_caps.len; k += 2)
        {
          CkObj *v = ck_vec_get (&L->init_caps, k);
          ck_parse_declare_sym (P, v->name)->obj = v;
        }
      P->tok = body;
      fn->body = ck_parse_compound_stmt (P, FALSE);
      ck_parse_leave_scope (P);
      ck_parse_resolve_gotos (P);
      ck_class_leave_fn (P, &saved);
      L->fn = saved_fn;
      L->deduced = saved_deduced;
    }
  P->tok = tok;
  P->scope = scope;
  P->lambda = lam;
  P->cls = cls;
  P->packs_inst = packs_inst;   /* a pack `auto... xs` of the instance (parse.c) */
  P->lambda_args = outer_args;
  P->n_lambda_args = outer_n;
  P->method_const = outer_const;
  return fn;
}

/* The conversion of a generic closure [c] that captures nothing to a pointer to function of
 * type [ft] ([expr.prim.lambda.closure]p7: a conversion function template): the operator()
 * instance that [ft]'s parameter types deduce, and the function that calls it (made once per
 * instance); NULL when no instance takes them. */
static CkObj *
generic_invoker (CkParser *P, CkClass *c, CkType *ft, CkSrcLoc loc)
{
  CkLambda *L = c->generic;
  int n = 0;
  for (CkParam *p = ft->params; p; p = p->next)
    n++;
  CkNode **args = ck_new_n (CkNode *, n + 1);
  int i = 0;
  for (CkParam *p = ft->params; p; p = p->next, i++)
    {
      /* an argument of the parameter's type: an lvalue for a T &, an xvalue for a T && */
      CkType *t = p->type;
      CkNode *a = ck_sema_node (CK_E_DEREF, loc);
      a->lhs = ck_sema_cast (ck_sema_int_lit (0, ck_ty_long, loc),
                             ck_type_pointer_to (t->is_reference ? t->base : t));
      a->type = t->is_reference ? t->base : t;
      a->is_lvalue = t->is_reference;
      a->is_xvalue = t->is_reference && t->is_rvalue_ref;
      args[i] = a;
    }
  CkObj *f = generic_instance (P, L, args, n, loc);
  if (!f)
    return NULL;
  for (int k = 0; k < L->invokers.len; k += 2)
    if (ck_vec_get (&L->invokers, k) == f)
      return ck_vec_get (&L->invokers, k + 1);
  CkObj *w = invoker_of (P, c, f);
  ck_vec_push (&L->invokers, f);
  ck_vec_push (&L->invokers, w);
  return w;
}


/* The type of `auto` parameter [t] (declared with placeholder [ph] for `auto`, [auto_const] for
 * `const auto`) of the lambda whose parameters are being read: while the lambda is read, any
 * (it is generic); for an instance, as a template parameter is deduced from the argument
 * ([temp.deduct.call]): `auto` its decayed type, `auto &` / `const auto &` its type,
 * `auto &&` a forwarding reference, `auto *` a pointer's. */
CkType *
ck_class_lambda_auto_param (CkParser *P, CkType *t, CkType *ph, gboolean auto_const, int index,
                            const CkToken *start)
{
  if (P->lambda_auto == 1)
    {
      P->lambda_generic = TRUE;
      return t;
    }
  CkNode *e = index < P->n_lambda_args ? P->lambda_args[index] : NULL;
  if (!e || ck_sema_has_err (P, e->type))
    return P->ty_err;
  CkType *et = e->type;
  if (et->kind == CK_TY_PTR && et->is_reference)
    et = et->base;
  CkType *rt;
  if (t == ph || (t->origin == ph && t->kind == ph->kind))
    {
      rt = ck_type_unqualified (ck_sema_decay (P, e)->type);
      if (rt->kind == CK_TY_PTR && rt->is_reference)
        rt = ck_type_unqualified (rt->base);
      if (et->kind == CK_TY_FUNC)
        rt = ck_type_pointer_to (et);
      return auto_const ? const_of (rt) : rt;
    }
  if (t->kind == CK_TY_PTR && t->is_reference && (t->base == ph || t->base->origin == ph))
    {
      if (t->is_rvalue_ref && !auto_const)
        {
          /* a forwarding reference: T & for an lvalue, T && for an rvalue */
          gboolean lv = e->is_lvalue && !e->is_xvalue;
          rt = ck_type_pointer_to (lv ? et : ck_type_unqualified (et));
          rt->is_reference = TRUE;
          rt->is_rvalue_ref = !lv;
          return rt;
        }
      CkType *b = et;
      if (auto_const)
        b = const_of (ck_type_unqualified (et));
      rt = ck_type_pointer_to (b);
      rt->is_reference = TRUE;
      rt->is_rvalue_ref = t->is_rvalue_ref;
      return rt;
    }
  if (t->kind == CK_TY_PTR && !t->is_reference && (t->base == ph || t->base->origin == ph))
    {
      CkType *pt = ck_type_unqualified (ck_sema_decay (P, e)->type);
      if (pt->kind != CK_TY_PTR || pt->is_reference)
        return P->ty_err;   /* no match: the call says so */
      CkType *b = pt->base;
      if (auto_const || t->base->is_const)
        b = const_of (b);
      rt = ck_type_pointer_to (b);
      rt->is_const = t->is_const;
      return rt;
    }
  ck_parse_unsupported (P, start, "this form of 'auto' parameter of a generic lambda");
}

/* A closure type's layout once its members (the captures) are known, its class finished, the
 * lambda cached and its value made. */
static CkNode *
finish_closure (CkParser *P, CkLambda *L, CkType *t, CkSrcLoc loc)
{
  int n = 0;
  for (CkMember *m = t->members; m; m = m->next)
    n++;
  int *aligns = (int *) ck_new_atomic (sizeof (int) * (gsize) (n + 1));
  memset (aligns, 0, sizeof (int) * (gsize) (n + 1));
  ck_class_before_layout (P, t, &aligns);
  ck_parse_struct_layout (t, aligns);
  ck_class_finish (P, t);
  ck_vec_push (&P->lambda_cache, L);
  return closure_value (P, L, loc);
}

/* Generic lambda [L] (`auto` parameters) read up to its body: its captures made (with a default
 * capture, every variable of the enclosing function that its body names, as its instances could
 * use any), its body skipped (read by each instance, generic_instance), its closure laid out. */
static CkNode *
generic_lambda (CkParser *P, CkLambda *L, CkDeclAttr attr, CkVec *explicit_caps, CkVec *init_caps,
                CkClass *saved_cls, CkType *ft, CkSrcLoc loc)
{
  CkClass *c = L->c;
  CkType *t = c->type;
  L->attr = attr;
  L->cls = saved_cls;
  L->scope = P->scope;
  L->init_caps = *init_caps;
  L->n_params = ft->n_params;
  c->generic = L;
  for (int i = 0; i < explicit_caps->len; i += 2)
    {
      CkObj *v = ck_vec_get (explicit_caps, i);
      gboolean star_this = ck_vec_get (explicit_caps, i + 1) == (gpointer) explicit_caps;
      Capture *cp = add_capture (P, L, v, ck_vec_get (explicit_caps, i + 1) != NULL && !star_this, loc);
      if (star_this)
        {
          cp->copy_this = TRUE;
          cp->member->type = ck_type_unqualified (v->type->base);
          cp->member->name = "__this";
        }
      for (int k = 0; k < init_caps->len; k += 2)
        if (ck_vec_get (init_caps, k) == v)
          cp->init = ck_vec_get (init_caps, k + 1);
    }
  c->outer = P->scope;
  CkToken *open = P->tok;
  int depth = 0;
  for (;; P->tok++)
    {
      if (P->tok->kind == CK_TK_EOF)
        ck_parse_syntax_error (P, open, "expected '}' at end of the lambda body");
      if (is_punct_tok (P->tok, CK_P_LBRACE))
        depth++;
      else if (is_punct_tok (P->tok, CK_P_RBRACE) && --depth == 0)
        break;
      if (!L->def || P->tok == open)
        continue;
      const CkToken *k = P->tok;
      const char *name = k->kind == CK_TK_IDENT ? k->text : is_kw_tok (k, CK_KW_THIS) ? "this" : NULL;
      if (!name || is_punct_tok (k - 1, CK_P_DOT) || is_punct_tok (k - 1, CK_P_ARROW)
          || is_punct_tok (k - 1, CK_P_COLONCOLON) || is_punct_tok (k + 1, CK_P_COLONCOLON))
        continue;
      gboolean param = FALSE;
      for (CkParam *p = ft->params; p; p = p->next)
        if (p->name && !strcmp (p->name, name))
          param = TRUE;
      CkSym *s = param ? NULL : ck_parse_lookup_sym (P, name);
      CkObj *o = s ? s->obj : NULL;
      if (!o || !o->is_local || o->is_function || !P->fn)
        continue;
      gboolean have = FALSE;
      for (int i = 0; i < L->caps.len && !have; i++)
        have = ((Capture *) ck_vec_get (&L->caps, i))->var == o;
      if (!have)
        add_capture (P, L, o, L->def == '&' && strcmp (name, "this") != 0, loc);
    }
  P->tok++;
  L->end = P->tok;
  L->laid_out = TRUE;
  return finish_closure (P, L, t, loc);
}

/* lambda = "[" captures "]" ("__device__" | "__host__")* ("(" params ")")? "mutable"?
 *          ("->" type)? compound-stmt
 * A closure object of a class of its own whose operator() is the body. */
CkNode *
ck_class_lambda (CkParser *P)
{
  CkToken *open = P->tok;
  CkSrcLoc loc = ck_parse_tok_loc (open);
  for (int i = 0; i < P->lambda_cache.len; i++)
    {
      CkLambda *L = ck_vec_get (&P->lambda_cache, i);
      if (L->start == open && L->owner == P->fn)
        {
          P->tok = L->end;
          return closure_value (P, L, loc);
        }
    }
  if (!P->fn && (P->cls || P->lambda))
    ck_parse_unsupported (P, open, "lambdas in a class outside its member functions");
  CkLambda *L = ck_new (CkLambda);
  L->start = open;
  L->owner = P->fn;
  L->parent = P->lambda;
  /* the closure class */
  CkType *t = ck_new (CkType);
  t->kind = CK_TY_STRUCT;
  t->size = -1;
  t->align = 1;
  t->tag = "<lambda>";
  CkClass *saved_cls = P->cls;
  P->cls = NULL;
  CkClass *c = ck_class_begin (P, t, FALSE, NULL);
  P->cls = saved_cls;
  /* as g++ names it, less the parameters; at namespace scope (`auto sq = [](int x) {...};`) a
     host function's class */
  c->name = P->fn ? ck_strdup_printf ("%s::<lambda>", P->fn->name) : "<lambda>";
  CkSrcLoc lloc = ck_parse_tok_loc (open);
  c->lambda_key = ck_strdup_printf ("%s@%u:%u", c->name, lloc.line, lloc.col);
  c->ns->name = c->name;
  L->c = c;
  L->tail = &t->members;
  /* captures */
  P->tok++;
  CkVec explicit_caps = { 0 }, init_caps = { 0 };
  while (!is_punct_tok (P->tok, CK_P_RBRACKET))
    {
      if (is_punct_tok (P->tok, CK_P_ASSIGN) && (is_punct_tok (&P->tok[1], CK_P_COMMA) || is_punct_tok (&P->tok[1], CK_P_RBRACKET)))
        {
          L->def = '=';
          P->tok++;
        }
      else if (is_punct_tok (P->tok, CK_P_AMP) && (is_punct_tok (&P->tok[1], CK_P_COMMA) || is_punct_tok (&P->tok[1], CK_P_RBRACKET)))
        {
          L->def = '&';
          P->tok++;
        }
      else
        {
          gboolean by_ref = FALSE;
          if (is_punct_tok (P->tok, CK_P_AMP))
            {
              by_ref = TRUE;
              P->tok++;
            }
          if (is_punct_tok (P->tok, CK_P_STAR) && is_kw_tok (&P->tok[1], CK_KW_THIS))
            {
              /* `*this` (C++17): the closure holds a copy of the object */
              CkToken *st = P->tok;
              P->tok += 2;
              CkSym *ts = ck_parse_lookup_sym (P, "this");
              if (!ts || !ts->obj)
                ck_parse_syntax_error (P, st, "'this' cannot be captured in this context");
              ck_vec_push (&explicit_caps, ts->obj);
              ck_vec_push (&explicit_caps, (gpointer) &explicit_caps);   /* the mark of *this */
              if (!is_punct_tok (P->tok, CK_P_COMMA))
                break;
              P->tok++;
              continue;
            }
          CkToken *nt = P->tok;
          if (is_kw_tok (nt, CK_KW_THIS))
            {
              P->tok++;
              CkSym *ts = ck_parse_lookup_sym (P, "this");
              if (!ts || !ts->obj)
                ck_parse_syntax_error (P, nt, "'this' cannot be captured in this context");
              ck_vec_push (&explicit_caps, ts->obj);
              ck_vec_push (&explicit_caps, NULL);
            }
          else
            {
              if (nt->kind != CK_TK_IDENT)
                ck_parse_syntax_error (P, nt, "expected a capture");
              if (is_punct_tok (&nt[1], CK_P_ASSIGN) || is_punct_tok (&nt[1], CK_P_LPAREN)
                  || is_punct_tok (&nt[1], CK_P_LBRACE))
                {
                  /* an init-capture `x = e` ([expr.prim.lambda.capture]p6): a member of the
                     type `auto x = e;` gives, initialised from e where the lambda is made */
                  CkToken *open2 = &nt[1];
                  P->tok += 2;
                  CkNode *ie = ck_parse_assign (P);
                  if (!is_punct_tok (open2, CK_P_ASSIGN))
                    ck_parse_expect_close (P, is_punct_tok (open2, CK_P_LPAREN) ? CK_P_RPAREN : CK_P_RBRACE, open2);
                  CkType *it = ie->type;
                  if (it->kind == CK_TY_PTR && it->is_reference)
                    it = it->base;
                  if (!by_ref)
                    it = ck_type_unqualified (ck_sema_decay (P, ie)->type);
                  if (!by_ref && it->kind == CK_TY_PTR && it->is_reference)
                    it = ck_type_unqualified (it->base);
                  CkObj *v = ck_new (CkObj);
                  v->name = nt->text;
                  v->type = it;
                  v->loc = ck_parse_tok_loc (nt);
                  v->is_local = TRUE;
                  if (by_ref && !ie->is_lvalue)
                    ck_parse_error (P, ie->loc, ie->range_len, "cannot bind non-const lvalue reference "
                                    "of type '%s&' to an rvalue of type '%s'", ck_parse_type_str (it),
                                    ck_parse_type_str (it));
                  ck_vec_push (&init_caps, v);
                  ck_vec_push (&init_caps, ie);
                  ck_vec_push (&explicit_caps, v);
                  ck_vec_push (&explicit_caps, by_ref ? (gpointer) v : NULL);
                  if (!is_punct_tok (P->tok, CK_P_COMMA))
                    break;
                  P->tok++;
                  continue;
                }
              P->tok++;
              CkSym *s = ck_parse_lookup_sym (P, nt->text);
              if (!s || !s->obj || !s->obj->is_local)
                {
                  ck_parse_error (P, ck_parse_tok_loc (nt), nt->len,
                                  s && s->obj ? "capture of variable '%s' with non-automatic storage duration"
                                              : "'%s' was not declared in this scope", nt->text);
                }
              else
                {
                  ck_vec_push (&explicit_caps, s->obj);
                  ck_vec_push (&explicit_caps, by_ref ? (gpointer) s : NULL);
                }
            }
        }
      if (!is_punct_tok (P->tok, CK_P_COMMA))
        break;
      P->tok++;
    }
  ck_parse_expect_close (P, CK_P_RBRACKET, open);
  if (!P->fn && L->def)
    ck_parse_error (P, ck_parse_tok_loc (open + 1), 1, "non-local lambda expression cannot have a capture-default");
  CkDeclAttr attr = { 0 };
  for (;;)
    {
      if (is_kw_tok (P->tok, CK_KW_DEVICE))
        attr.kw_device = TRUE;
      else if (is_kw_tok (P->tok, CK_KW_HOST))
        attr.kw_host = TRUE;
      else
        break;
      P->tok++;
    }
  if (!attr.kw_device && !attr.kw_host)
    {
      /* a lambda in device code is a device function, in host code a host one */
      attr.kw_device = P->fn && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)) != 0;
      attr.kw_host = !P->fn || (P->fn->exec_space & CK_ES_HOST) != 0;
    }
  L->sig = P->tok;
  gboolean is_mutable, generic;
  CkType *ft = lambda_sig (P, L, 1, &is_mutable, &generic);
  if (generic)
    return generic_lambda (P, L, attr, &explicit_caps, &init_caps, saved_cls, ft, loc);
  CkObj *fn = declare_method (P, c, "operator()", ft, &attr, loc, FALSE, !is_mutable);
  fn->asm_name = ck_strdup_printf ("%s#%d::operator()", c->name, P->n_anon++);   /* one per lambda */
  fn->params = ck_new_n (CkObj *, fn->type->n_params + 1);
  fn->type->params->name = ".closure";
  L->fn = fn;
  /* explicit captures, then the body with the enclosing scopes visible */
  CkLambda *saved_lambda = P->lambda;
  CkObj *outer_fn = P->fn;
  for (int i = 0; i < explicit_caps.len; i += 2)
    {
      CkObj *v = ck_vec_get (&explicit_caps, i);
      gboolean star_this = ck_vec_get (&explicit_caps, i + 1) == (gpointer) &explicit_caps;
      Capture *cp = add_capture (P, L, v, ck_vec_get (&explicit_caps, i + 1) != NULL && !star_this, loc);
      if (star_this)
        {
          cp->copy_this = TRUE;
          cp->member->type = ck_type_unqualified (v->type->base);
          cp->member->name = "__this";
        }
      for (int k = 0; k < init_caps.len; k += 2)
        if (ck_vec_get (&init_caps, k) == v)
          cp->init = ck_vec_get (&init_caps, k + 1);
    }
  (void) outer_fn;
  c->outer = P->scope;
  /* the closure's layout is not known before the body has said what it captures: the body is
     parsed first (with members laid out afterwards: nodes refer to CkMember, whose offsets the
     lowering reads) */
  CkToken *body = P->tok;
  P->lambda = L;
  CkScope *scope = P->scope;
  /* define_body's class scope would hold nothing: the enclosing scope is the lambda's */
  {
    CkToken *tok = P->tok;
    CkFnState saved;
    ck_class_enter_fn (P, &saved, fn, saved_cls);
    fn->is_definition = TRUE;
    ck_parse_enter_scope (P);
    fn->n_params = fn->type->n_params;
    param_objs (P, fn, 1);   /* not parameter 0, the closure object */
    for (int k = 0; k < init_caps.len; k += 2)
      {
        CkObj *v = ck_vec_get (&init_caps, k);
        ck_parse_declare_sym (P, v->name)->obj = v;   /* the init-captures' names */
      }
    P->tok = tok;
    fn->body = ck_parse_compound_stmt (P, FALSE);
    ck_parse_leave_scope (P);
    ck_parse_resolve_gotos (P);
    L->end = P->tok;
    ck_class_leave_fn (P, &saved);
  }
  (void) body;
  P->scope = scope;
  P->lambda = saved_lambda;
  /* the closure's layout, now that its members are known */
  return finish_closure (P, L, t, loc);
}

CkNamespace *
ck_class_namespace (CkClass *c)
{
  return c->ns;
}

/* A scope in which the names of class [c] (and its bases) are found, inside [parent]; nothing
 * declared there goes to the class. */
CkScope *
ck_class_lookup_scope (CkClass *c, CkScope *parent)
{
  return class_scope (c, parent);
}

/* Whether [c]'s default constructor is `= default` and its members and bases need no
 * construction either (a trivial default constructor, C++ [class.default.ctor]p3). */
static gboolean
trivial_default_ctor (CkClass *c)
{
  for (int i = 0; c->ctors && i < c->ctors->overloads.len; i++)
    {
      CkObj *f = ck_vec_get (&c->ctors->overloads, i);
      if (f->type->n_params == 1 && f->is_defaulted)
        {
          for (CkMember *m = c->type->members; m; m = m->next)
            if (ck_class_needs_ctor (m->type))
              return FALSE;
          return TRUE;
        }
    }
  return FALSE;
}

/* Whether P->tok starts a braced list (`{` or `= {`) that initialises an aggregate of class
 * type [t] member by member: the C initializer's path, whose members of class type with
 * constructors are constructed (parse.c's initializer2). */
static gboolean
aggregate_list (CkParser *P, CkType *t)
{
  return ck_class_is_aggregate (t) && (is_punct_tok (P->tok, CK_P_LBRACE)
                                        || (is_punct_tok (P->tok, CK_P_ASSIGN) && is_punct_tok (P->tok + 1, CK_P_LBRACE)));
}

/* Constant initialisation ([basic.start.static]p2) of the static object [o] of class [c] (no
 * destructor) whose initializer at P->tok calls a constexpr constructor with constant
 * arguments: `dim3 grid;`, `__constant__ dim3 c (2, 2);`. Its members' values become [o]'s
 * static initializer (no code before main; allowed on __device__ and __constant__ variables,
 * as nvcc allows it); a __shared__ variable gets none (nvcc's, when written:
 * "initializer not allowed"). FALSE, consuming nothing, when the call is no constant. */
static gboolean
const_init (CkParser *P, CkObj *o, CkClass *c)
{
  if (c->dtor || !c->ctors || c->vptr)
    return FALSE;
  CkToken *start = P->tok;
  int len = (int) strlen (o->name);
  int n, diags = P->sink ? P->sink->n_errors : 0;
  CkNode **args = ctor_init_args (P, c, &n);
  CkNode *call = ctor_call (P, c, ck_sema_var (P, o, o->loc, len), args, n, o->loc, len);
  CkInit *in = call && (!P->sink || P->sink->n_errors == diags) ? ck_sema_const_ctor_init (call) : NULL;
  if (!in)
    {
      P->tok = start;
      return FALSE;
    }
  if (o->mem_space == CK_MS_SHARED && n)
    ck_parse_error (P, o->loc, len, "initializer not allowed for __shared__ variable '%s'", o->name);
  else if (o->mem_space != CK_MS_SHARED)
    o->init = in;
  return TRUE;
}

/* A block-scope static object [o] of a class with a constructor or destructor (P->tok at its
 * initializer): constructed the first time control passes its declaration, under a guard, and
 * destroyed after main returns if it was constructed (C++ [stmt.dcl]p4). The statement that
 * constructs it, or NULL when [o] is not such an object. */
CkNode *
ck_class_static_local (CkParser *P, CkObj *o)
{
  CkClass *c = o->type->is_reference ? NULL : ck_class_of (o->type);
  if (!c || !(c->ctors || c->dtor))
    return NULL;
  CkSrcLoc loc = o->loc;
  int len = (int) strlen (o->name);
  if (!c->dtor && (is_punct_tok (P->tok, CK_P_SEMI) || is_punct_tok (P->tok, CK_P_COMMA))
      && trivial_default_ctor (c))
    return NULL;   /* `__shared__ cuda::atomic<int> x;`: a defaulted default constructor does nothing */
  if (const_init (P, o, c))
    return NULL;   /* `__shared__ dim3 s;`, `static const dim3 b (16, 16);`: constant-initialised */
  if ((P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)) || o->mem_space != CK_MS_NONE)
    {
      ck_parse_error (P, loc, len, "dynamic initialization is not supported for a function-scope static "
                      "__shared__, __device__ or __constant__ variable within a __device__/__global__ function");
      return NULL;
    }
  ck_class_check_abstract (P, o->type, o->name, loc);
  int n;
  CkNode **args = ctor_init_args (P, c, &n);
  /* the guard: a static bool of its own */
  CkObj *g = ck_parse_new_obj (P, ck_strdup_printf ("guard variable for %s", o->name), ck_ty_bool, loc);
  g->storage = CK_SC_STATIC;
  g->is_definition = TRUE;
  g->address_taken = TRUE;
  ck_vec_push (P->objs, g);
  CkVec body = { 0 };
  CkNode *set = ck_sema_node (CK_E_ASSIGN, loc);
  set->lhs = ck_sema_var (P, g, loc, 1);
  set->rhs = ck_sema_cast (ck_sema_int_lit (1, ck_ty_int, loc), ck_ty_bool);
  set->type = ck_ty_bool;
  CkNode *call = ctor_call (P, c, ck_sema_var (P, o, loc, len), args, n, loc, len);
  if (call)
    ck_vec_push (&body, expr_stmt (call));
  ck_vec_push (&body, expr_stmt (set));
  if (c->dtor && !(P->opts && P->opts->device_pass))
    ck_vec_push (&body, register_static_dtor (P, o, dtor_call (P, o, c->dtor, loc), loc));
  CkNode *ifs = ck_sema_node (CK_S_IF, loc);
  ifs->cond = ck_sema_unary (P, CK_E_NOT, ck_sema_var (P, g, loc, 1), loc, 1);
  ifs->then = block_of (&body, loc);
  return ifs;
}
