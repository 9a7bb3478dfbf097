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
 * its final overriders, through which a virtual call goes. So the lowering, the semantics and
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

typedef struct {
  const char *name;
  int access;
} Access;

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
  CkVec bases;                /* CkType* of its direct base classes, in order */
  CkVec base_members;         /* CkMember*: the unnamed member holding each base */
  CkVec pending;              /* Pending* bodies to parse at the end of the class */
  CkVec methods;              /* CkObj*: every member function, in declaration order */
  CkVec friend_names;         /* const char*: the names of its friend functions */
  const char *lambda_key;     /* a closure class: its name and where the lambda is written,
                                 which tell apart the closures g++ names alike (template.c) */
  CkVec friends;              /* token positions of friend function definitions */
  CkVec dmis;                 /* Dmi* */
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
  int primary_base;           /* the index in [bases] of its primary base (the first with a
                                 vtable, laid out first), or -1 */
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

/* The subobject of class [to] in the object [e] (of class [from], [to] a base of it), as a
 * chain of MEMBER nodes of the unnamed base members; NULL when [to] is not a base. */
static CkNode *
base_subobject (CkParser *P, CkNode *e, CkClass *from, CkClass *to)
{
  if (from == to)
    return e;
  for (int i = 0; i < from->bases.len; i++)
    {
      CkMember *m = ck_vec_get (&from->base_members, i);
      CkType *bt = ck_vec_get (&from->bases, i);
      CkNode *n = ck_sema_node (CK_E_MEMBER, e->loc);
      n->lhs = e;
      n->member = m;
      n->range_len = e->range_len;
      n->is_lvalue = e->is_lvalue;
      n->type = ck_sema_strip (e->type)->is_const ? const_of (bt) : bt;
      CkNode *r = base_subobject (P, n, root (bt)->cls, to);
      if (r)
        return r;
    }
  return NULL;
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
  CkNode *d = ck_sema_unary (P, CK_E_DEREF, e, e->loc, e->range_len > 0 ? e->range_len : 1);
  CkNode *b = base_subobject (P, d, from, to);
  CkNode *a = ck_sema_node (CK_E_ADDR, e->loc);
  a->lhs = b;
  a->type = to_ptr;
  a->range_len = e->range_len;
  return a;
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
      else if (rc && elided_temp (P, e))
        ;   /* a returned temporary is the caller's object */
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
      ck_parse_error (P, loc, len, "no matching function for call to '%s'", set->name);
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
      ck_vec_push (&types, m->type);
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
          CkNode *d = base_subobject (P, obj, c, bc), *sv = base_subobject (P, src, c, bc);
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
          if (mc && ctor)
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
static CkNode *
ctor_call (CkParser *P, CkClass *c, CkNode *obj, CkNode **args, int n, CkSrcLoc loc, int len)
{
  if (n == 1 && ck_class_of (args[0]->type) == c)
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
  return ck_class_call_method (P, obj, &set, args, n, loc, len, TRUE);
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
      in->items[i].expr = ck_sema_convert (P, args[i], et, "initialization");
    }
  o->init = in;
  CkNode *arr = anon_ref (o, loc);
  CkNode **ia = ck_new_n (CkNode *, 3);
  ia[0] = ck_sema_decay (P, arr);
  ia[1] = ck_sema_int_lit (n, P->ty_size_t, loc);
  return ck_class_temporary (P, il, ia, 2, loc);
}

/* Parses the braced list at [P->tok] (its '{' is next) into an argument array of [*n]
 * entries, NULL-terminated; the arguments of an initializer-list constructor of [c] (NULL:
 * none). */
static CkNode **
braced_args (CkParser *P, CkClass *c, int *n)
{
  CkToken *open = P->tok++;
  CkVec v = { 0 };
  while (!is_punct_tok (P->tok, CK_P_RBRACE))
    {
      ck_vec_push (&v, ck_parse_assign (P));
      if (!is_punct_tok (P->tok, CK_P_COMMA))
        break;
      P->tok++;
    }
  ck_parse_expect_close (P, CK_P_RBRACE, open);
  *n = v.len;
  CkNode **a = ck_new_n (CkNode *, v.len + 1);
  for (int i = 0; i < v.len; i++)
    a[i] = ck_vec_get (&v, i);
  return list_init_args (P, c, a, n, ck_parse_tok_loc (open));
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
  int n;
  CkNode **args = braced_args (P, ck_class_of (t), &n);
  return ck_class_temporary (P, ck_type_unqualified (t), args, n, loc);
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
  if (is_punct_tok (P->tok, CK_P_LBRACE))
    return braced_args (P, c, n);
  if (is_punct_tok (P->tok, CK_P_ASSIGN))
    {
      P->tok++;
      if (is_punct_tok (P->tok, CK_P_LBRACE))
        return braced_args (P, c, n);   /* `std::vector<int> v = {1, 2};`, `dim3 b = {4, 2};`
                                           (copy-list-initialisation, [dcl.init.list]p3) */
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
  if (et != t && ck_class_needs_ctor (et) && !(ck_class_of (et)->dtor == NULL && aggregate_list (P, et)))
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
  if (bases)
    c->bases = *bases;
  t->cls = c;
  if (t->tag)
    {
      CkSym *s = ck_parse_lookup_sym_here (P, t->tag);
      if (s && s->typedef_type)
        s->ns = c->ns;
    }
  return c;
}

/* base-clause = ":" ("public" | "protected" | "private" | "virtual")* type-name ("," ...)* */
CkVec *
ck_class_parse_bases (CkParser *P)
{
  CkVec *v = ck_new (CkVec);
  P->tok++;   /* ':' */
  for (;;)
    {
      while (is_kw_tok (P->tok, CK_KW_PUBLIC) || is_kw_tok (P->tok, CK_KW_PROTECTED)
             || is_kw_tok (P->tok, CK_KW_PRIVATE))
        P->tok++;
      if (is_kw_tok (P->tok, CK_KW_VIRTUAL))
        {
          /* reported once; the class is read and stands for the error type (no cascades) */
          ck_parse_error (P, ck_parse_tok_loc (P->tok), P->tok->len, "unsupported: virtual base classes");
          while (!is_punct_tok (P->tok, CK_P_LBRACE) && !is_punct_tok (P->tok, CK_P_SEMI)
                 && P->tok->kind != CK_TK_EOF)
            P->tok++;
          return NULL;
        }
      CkToken *bt = P->tok;
      CkType *b = ck_parse_declspec (P, NULL);
      if (!b || !ck_class_of (b) || !b->is_complete)
        {
          if (b && b->kind == CK_TY_STRUCT && b->is_complete && !ck_class_of (b))
            ck_parse_unsupported (P, bt, "a C struct as a base class");
          ck_parse_syntax_error (P, bt, "expected class-name");
        }
      ck_vec_push (v, b);
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
  CkType *t = ck_type_func (ft->base);
  t->is_variadic = ft->is_variadic;
  t->is_deduced_ret = ft->is_deduced_ret;
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
      struct CkTInst *saved_inst = P->inst;
      body_scope = lb->scope;
      P->inst = lb->inst;
      define_body (P, lb->c, fn, lb->pd->init, lb->pd->body);
      body_scope = saved_scope;
      P->inst = saved_inst;
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
    ck_parse_unsupported (P, t, "overloaded operator new and delete");
  if (t->kind == CK_TK_PUNCT && !is_punct_tok (t, CK_P_LPAREN) && !is_punct_tok (t, CK_P_LBRACE)
      && !is_punct_tok (t, CK_P_SEMI))
    {
      P->tok++;
      return ck_strdup_printf ("operator%s", ck_punct_spelling[t->punct]);
    }
  if (t->kind == CK_TK_STRING)
    ck_parse_unsupported (P, t, "user-defined literals");
  return NULL;
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
      else if (is_punct_tok (P->tok, CK_P_AMP))
        ck_parse_unsupported (P, P->tok, "conversion functions to a reference");
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
gboolean
ck_class_member (CkParser *P, CkType *t)
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
  if (!base)
    {
      /* `auto f(...) {...}`: the return type is the first return statement's (parse.c) */
      CkToken *lp = P->tok;
      while (lp->kind == CK_TK_IDENT || is_kw_tok (lp, CK_KW_OPERATOR))
        lp++;
      CkToken *after = NULL;
      if (is_punct_tok (lp, CK_P_LPAREN))
        {
          CkToken *save = P->tok;
          P->tok = lp;
          ck_parse_skip_balanced_parens (P);
          after = P->tok;
          P->tok = save;
          while (after->kind == CK_TK_KEYWORD || after->kind == CK_TK_IDENT)
            after++;
        }
      if (!after || !is_punct_tok (after, CK_P_LBRACE))
        ck_parse_unsupported (P, start, "'auto' member functions without a body, with '-> type' or of several declarators");
      base = ck_ty_void;
      deduce = TRUE;
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
      CkType *ty = ck_parse_declarator_at (P, base, &name, &loc);
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
  /* the primary base is the first with virtual functions, which is laid out first (Itanium C++
     ABI 2.4: the first non-virtual dynamic base), whatever its place among the bases */
  CkClass *primary = NULL;
  c->primary_base = -1;
  for (int i = 0; i < c->bases.len && !primary; i++)
    {
      CkClass *b = root (ck_vec_get (&c->bases, i))->cls;
      if (b->vfuncs.len)
        {
          primary = b;
          c->primary_base = i;
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
            if (b == c->primary_base)
              continue;
            /* an overrider of a secondary base's function (its table gets a thunk) gets a slot
               of its own in the class's table too */
            CkClass *bc = root (ck_vec_get (&c->bases, b))->cls;
            for (int s2 = 0; s2 < bc->vfuncs.len; s2++)
              {
                CkObj *v = ck_vec_get (&bc->vfuncs, s2);
                CkClass *vc = v->method_of;
                if ((is_dtor (c, m) && is_dtor (vc, v))
                    || (strcmp (short_name (c, m), short_name (vc, v)) == 0 && same_signature (m, v)))
                  {
                    if (!m->is_virtual)
                      m->is_virtual = 1;
                    overrides = TRUE;
                    m->vslot = c->vfuncs.len;
                    ck_vec_push (&c->vfuncs, m);
                    break;
                  }
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
  if (c->vfuncs.len && primary)
    c->vptr = primary->vptr;
  else if (c->vfuncs.len)
    {
      CkMember *vp = ck_new (CkMember);
      vp->name = "__vptr";
      vp->type = ck_type_pointer_to (ck_type_pointer_to (ck_ty_void));
      c->vptr = vp;
      cur->next = vp;
      cur = vp;
      n_front++;
    }
  CkMember **base_mem = ck_new_n (CkMember *, c->bases.len + 1);
  for (int i = 0; i < c->bases.len; i++)
    {
      CkType *bt = ck_vec_get (&c->bases, i);
      CkMember *bm = ck_new (CkMember);
      base_mem[i] = bm;
      bm->type = bt;
      CkClass *bc = root (bt)->cls;
      if (is_empty_class (bc))
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
      n_front++;
    }
  /* the primary base first, then the others in declaration order */
  for (int k = -1; k < c->bases.len; k++)
    {
      int i = k < 0 ? c->primary_base : k;
      if (i < 0 || (k >= 0 && k == c->primary_base))
        continue;
      cur->next = base_mem[i];
      cur = base_mem[i];
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
      if (m->type->kind == CK_TY_ARRAY && ck_class_needs_ctor (m->type->base))
        ck_parse_error (P, m->loc, 1, "unsupported: arrays of objects with constructors or destructors");
    }
  if (need_ctor && !c->ctors && t->tag)
    {
      implicit_method (P, c, t->tag);
      c->ctors = ck_map_get (&c->ns->syms, ".ctor");
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
  CkNode *tab = ck_sema_decay (P, tv);
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
} MemInit;

/* Initialises the member or base [lhs] (of class [mc], or a scalar when NULL) from [args]. */
static void
init_member (CkParser *P, CkVec *out, CkNode *lhs, CkType *mt, CkNode **args, int n, CkSrcLoc loc)
{
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
      ck_parse_error (P, loc, 1, "unsupported: reference members");
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
  CkNode *v = n ? ck_sema_convert (P, args[0], ck_type_unqualified (mt), "initialization")
                : ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), ck_type_unqualified (mt));
  CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
  as->lhs = lhs;
  as->rhs = v;
  as->type = lhs->type;
  ck_vec_push (out, expr_stmt (as));
}

/* What a constructor does before its body: bases, vtable pointer, members, from its
 * member-initializer list at [init] (or NULL) and the default member initializers. */
static void
ctor_prologue (CkParser *P, CkClass *c, CkObj *fn, CkToken *init, CkVec *out)
{
  CkSrcLoc loc = fn->loc;
  CkNode *self = this_deref (P, loc);
  CkVec mis = { 0 };
  if (init)
    {
      P->tok = init + 1;
      for (;;)
        {
          MemInit *mi = ck_new (MemInit);
          mi->tok = P->tok;
          while (P->tok->kind == CK_TK_IDENT && is_punct_tok (&P->tok[1], CK_P_COLONCOLON))
            P->tok += 2;
          if (P->tok->kind != CK_TK_IDENT)
            ck_parse_syntax_error (P, P->tok, "expected a member or base name");
          mi->name = P->tok->text;
          mi->tok = P->tok++;
          if (is_punct_tok (P->tok, CK_P_LBRACE))
            mi->args = braced_args (P, NULL, &mi->n);
          else
            {
              CkToken *open = P->tok;
              ck_parse_expect (P, CK_P_LPAREN);
              mi->args = ck_parse_call_args (P, open, &mi->n);
            }
          ck_vec_push (&mis, mi);
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
          CkNode *call = ctor_call (P, c, self, mi->args, mi->n, ck_parse_tok_loc (mi->tok), mi->tok->len);
          if (call)
            ck_vec_push (out, expr_stmt (call));
          return;
        }
    }
  for (int i = 0; i < c->bases.len; i++)
    {
      CkType *bt = ck_vec_get (&c->bases, i);
      CkClass *bc = root (bt)->cls;
      MemInit *use = NULL;
      for (int j = 0; j < mis.len; j++)
        {
          MemInit *mi = ck_vec_get (&mis, j);
          if (bt->tag && strcmp (mi->name, root (bt)->tag) == 0)
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
      CkNode *sub = base_subobject (P, self, c, bc);
      init_member (P, out, sub, bt, use ? use->args : NULL, use ? use->n : 0, loc);
    }
  CkNode *vp = set_vptr (P, c, self, loc);
  if (vp)
    ck_vec_push (out, expr_stmt (vp));
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
      as->rhs = ck_sema_cast (ck_sema_decay (P, tv), mv->type);
      as->type = mv->type;
      ck_vec_push (out, expr_stmt (as));
    }
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
      if (use)
        {
          use->used = TRUE;
          init_member (P, out, lhs, m->type, use->args, use->n, ck_parse_tok_loc (use->tok));
          continue;
        }
      Dmi *dmi = NULL;
      for (int j = 0; j < c->dmis.len; j++)
        if (((Dmi *) ck_vec_get (&c->dmis, j))->member == m)
          dmi = ck_vec_get (&c->dmis, j);
      if (dmi)
        {
          P->tok = dmi->tok;
          int n;
          CkNode **args;
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
          continue;
        }
      CkClass *mc = m->type->is_reference ? NULL : ck_class_of (m->type);
      if (mc && mc->ctors)
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
dtor_epilogue (CkParser *P, CkClass *c, CkVec *out, CkSrcLoc loc)
{
  CkNode *self = this_deref (P, loc);
  CkVec ms = { 0 };
  for (CkMember *m = c->members; m; m = m->next)
    if (m->name && !m->type->is_reference && find_dtor (m->type))
      ck_vec_push (&ms, m);
  for (int i = ms.len - 1; i >= 0; i--)
    {
      CkMember *m = ck_vec_get (&ms, i);
      CkNode *lhs = ck_sema_member (P, self, m->name, FALSE, loc, 1);
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
  for (int i = c->bases.len - 1; i >= 0; i--)
    {
      CkClass *bc = root (ck_vec_get (&c->bases, i))->cls;
      if (!bc->dtor)
        continue;
      CkNode *sub = base_subobject (P, self, c, bc);
      CkNode **args = ck_new_n (CkNode *, 1);
      args[0] = ck_sema_unary (P, CK_E_ADDR, sub, loc, 1);
      CkNode *fnv = ck_sema_var (P, bc->dtor, loc, 1);
      ck_vec_push (out, expr_stmt (ck_sema_call (P, fnv, NULL, args, 1, loc, FALSE)));
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
  P->scope = body_scope ? body_scope : class_scope (c, c->outer);
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
      if (is_ctor (c, fn))
        ctor_prologue (P, c, fn, init, &pre);
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
              && (is_ctor (c, fn) || strcmp (short_name (c, fn), "operator=") == 0))
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
        dtor_epilogue (P, c, &all, fn->loc);
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
  ck_class_leave_fn (P, &saved);
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

/* The final overrider in [x] of [g], a virtual function of its base subobject [z]. */
static CkObj *
final_overrider (CkClass *x, CkObj *g, CkClass *z)
{
  if (x == z)
    return g;
  for (int i = 0; i < x->methods.len; i++)
    if (overrides_fn (ck_vec_get (&x->methods, i), g))
      return ck_vec_get (&x->methods, i);
  for (int i = 0; i < x->bases.len; i++)
    {
      CkClass *b = root (ck_vec_get (&x->bases, i))->cls;
      if (ck_class_is_base_of (z, b))
        return final_overrider (b, g, z);
    }
  return g;
}

/* The offset of the base subobject [k] in [x] (the first one found), or -1. */
static gint64
subobject_offset (CkClass *x, CkClass *k)
{
  if (x == k)
    return 0;
  for (int i = 0; i < x->bases.len; i++)
    {
      CkMember *bm = ck_vec_get (&x->base_members, i);
      gint64 o = subobject_offset (root (ck_vec_get (&x->bases, i))->cls, k);
      if (o >= 0)
        return bm->offset + o;
    }
  return -1;
}

static void
collect_secondary (CkClass *y, gint64 off, CkVec *out)
{
  for (int i = 0; i < y->bases.len; i++)
    {
      CkClass *z = root (ck_vec_get (&y->bases, i))->cls;
      gint64 zoff = off + ((CkMember *) ck_vec_get (&y->base_members, i))->offset;
      if (z->vfuncs.len && i != y->primary_base)
        {
          ck_vec_push (out, z);
          ck_vec_push (out, GINT_TO_POINTER ((int) zoff));
        }
      collect_secondary (z, zoff, out);
    }
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
  th->body = block_of (&b, loc);
  ck_vec_push (P->objs, th);
  return th;
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
                                                   z->name, c->name), z->vfuncs.len, c->loc, device);
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
          vtable_set (vt, s, f);
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
  if (c->vfuncs.len && t->tag)
    {
      gboolean device = P->opts && P->opts->device_pass;
      CkObj *vt = new_vtable (P, ck_strdup_printf ("%svtable for %s", device ? "device " : "", c->name),
                              c->vfuncs.len, t->members->loc, device);
      for (int s = 0; s < c->vfuncs.len; s++)
        {
          CkObj *f = ck_vec_get (&c->vfuncs, s);
          if (f->is_pure || !(f->exec_space & (device ? CK_ES_DEVICE : CK_ES_HOST)))
            continue;   /* a null slot: called, it is a call through a null pointer */
          vtable_set (vt, s, f);
        }
      ck_vec_push (P->objs, vt);
      c->vtable = vt;
    }
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
      define_body (P, c, fn, q->init, q->body);
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
  if (p->kind != CK_TK_IDENT || !is_punct_tok (&p[1], CK_P_COLONCOLON))
    return FALSE;
  P->tok = p;
  CkClass *c = ck_class_qualifier (P);
  if (!c || !c->type->tag
      || !((is_ident_tok (P->tok, c->type->tag) && is_punct_tok (&P->tok[1], CK_P_LPAREN))
           || (is_punct_tok (P->tok, CK_P_TILDE) && is_ident_tok (&P->tok[1], c->type->tag))))
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
      return ck_sema_member (P, obj, name, FALSE, loc, len);
    }
  return NULL;
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

static CkSym *
adl_operators (CkSym *fset, const char *name, CkNode *a, CkNode *b)
{
  CkSym *r = fset;
  CkNode *ops[2] = { a, b };
  for (int k = 0; k < 2; k++)
    {
      CkClass *c = ops[k] ? ck_class_of (ck_sema_strip (ops[k]->type)) : NULL;
      CkScope *sc = c ? c->outer : NULL;
      while (sc && !sc->ns)
        sc = sc->parent;
      CkSym *s = sc ? ck_map_get (&sc->ns->syms, name) : NULL;
      if (!s || s == r || s->is_method || !s->obj || !s->obj->is_function)
        continue;
      if (!r)
        {
          r = s;
          continue;
        }
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
      r = m;
    }
  return r;
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
  CkSym *fset = ck_parse_lookup_sym (P, name);
  if (fset && (fset->is_method || !fset->obj || !fset->obj->is_function))
    fset = NULL;
  fset = adl_operators (fset, name, a, b);
  CkNode *margs[1] = { b };
  CkNode *fargs[2] = { a, b };
  int nb = b ? 1 : 0;
  CkObj *mbest = NULL, *fbest = NULL;
  if (mset)
    {
      CkNode *self = addr_of (P, a);
      CkNode *all[2] = { self, b };
      CkClass *sc = ck_class_of (a->type);
      if (sc != mset->member_of)
        all[0] = addr_of (P, base_subobject (P, a, sc, mset->member_of));
      mbest = ck_sema_pick_overload (P, &mset->overloads, all, 1 + nb, NULL);
    }
  if (fset)
    fbest = ck_sema_pick_overload (P, &fset->overloads, fargs, 1 + nb, NULL);
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
  if (mbest)
    return ck_class_call_method (P, a, mset, margs, nb, loc, len, FALSE);
  if (fbest)
    {
      CkNode *fv = ck_sema_var (P, fbest, loc, len);
      return ck_sema_call (P, fv, NULL, fargs, 1 + nb, loc, FALSE);
    }
  if (mset || fset)
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
      if (strncmp (short_name (c, m), "operator ", 9) == 0 && ck_type_is_scalar (m->type->base)
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

/* sema's hook for the operators: a binary or unary operator, an assignment (k CK_E_ASSIGN or,
 * when [compound], the binary kind of `@=`), with a class operand. NULL: built in. */
CkNode *
ck_class_operator (CkParser *P, CkNodeKind k, gboolean compound, CkNode *a, CkNode *b, CkSrcLoc loc,
                   int len)
{
  if (P->is_c || !(ck_class_of (a->type) || (b && ck_class_of (b->type))))
    return NULL;
  const char *sp = k == CK_E_ASSIGN ? "=" : ck_sema_op_spelling (k);
  if (!sp)
    return NULL;
  const char *name = ck_strdup_printf ("operator%s%s", sp, compound ? "=" : "");
  if (k == CK_E_POST_INC || k == CK_E_POST_DEC)
    b = ck_sema_int_lit (0, ck_ty_int, loc);   /* operator++(int) */
  CkNode *r = call_operator (P, name, a, b, loc, len);
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
  return call_operator (P, "operator[]", a, i, loc, 1);
}

/* `obj(args)` of an object of class type: its operator(). */
CkNode *
ck_class_call_object (CkParser *P, CkNode *e, CkNode **args, int n, CkSrcLoc loc)
{
  CkClass *c = ck_class_of (e->type);
  if (!c || e->type->kind == CK_TY_PTR)
    return NULL;
  CkSym *s = ck_class_find (c, "operator()");
  if (!s)
    {
      ck_parse_error (P, loc, 1, "no match for call to '(%s) (...)'", ck_parse_type_str (e->type));
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

/* sema's hook for implicit conversions: derived-to-base pointers and objects, a conversion
 * function to [t], a converting constructor of [t]. NULL: none applies. */
CkNode *
ck_class_convert (CkParser *P, CkNode *e, CkType *t, gboolean implicit)
{
  if (P->is_c || t->is_reference)
    return NULL;
  CkType *ft = ck_sema_strip (e->type);
  CkType *tt = ck_sema_strip (t);
  if (tt->kind == CK_TY_PTR && ft->kind == CK_TY_PTR)
    return ck_class_upcast_ptr (P, e, ck_type_unqualified (t));
  CkClass *fc = ck_class_of (ft), *tc = ck_class_of (tt);
  if (fc && tc && fc != tc && ck_class_is_base_of (tc, fc))
    return base_subobject (P, e, fc, tc);   /* slicing: the base part is copied */
  if (fc && fc != tc)
    {
      /* a conversion function: to exactly [t] (a class too: dim3's operator uint3), or to a
         type that converts to it */
      CkSym *s = conv_function_to_class (fc, tt);
      if (!s && tc)
        goto by_ctor;
      if (!s)
        {
          /* any conversion function to an arithmetic type */
          for (int i = 0; i < fc->methods.len && !s; i++)
            {
              CkObj *m = ck_vec_get (&fc->methods, i);
              if (strncmp (short_name (fc, m), "operator ", 9) == 0 && (ck_type_is_scalar (m->type->base))
                  && ck_type_is_scalar (tt) && !(implicit && m->is_explicit && tt->kind != CK_TY_BOOL))
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
          if (p && (!p->next || p->next->default_arg) && !f->is_explicit
              && (fc ? ck_class_of (p->type) == fc : ck_sema_conv_rank (P, e, p->type) >= 0))
            {
              CkNode *args[1] = { e };
              return ck_class_temporary (P, tt, args, 1, e->loc);
            }
        }
    }
  return NULL;
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
  if (fc && !tc && ck_type_is_scalar (tt))
    for (int i = 0; i < fc->methods.len; i++)
      {
        CkObj *m = ck_vec_get (&fc->methods, i);
        if (strncmp (short_name (fc, m), "operator ", 9) == 0 && ck_type_is_scalar (m->type->base))
          return 4;   /* a user-defined conversion */
      }
  return -1;
}

/* Reference binding of [e] to [ref] in C++: a derived object bound to a base reference; a
 * temporary bound to a const reference gets an object of its own. NULL: as before. */
CkNode *
ck_class_bind_ref (CkParser *P, CkNode *e, CkType *ref)
{
  if (P->is_c)
    return NULL;
  CkClass *fc = ck_class_of (e->type), *tc = ck_class_of (ref->base);
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
  if (!c || !c->dtor || !P->fn)
    return NULL;
  CkSrcLoc loc = n->loc;
  CkVec st = { 0 };
  CkType *up = ck_type_pointer_to (ck_type_unqualified (pt->base));
  CkObj *p = local_temp (P, up, loc, &st);
  ck_vec_push (&st, expr_stmt (assign_to (P, p, ck_sema_cast (n->lhs, up), loc)));
  CkVec body = { 0 };
  if (!n->ival)
    {
      CkNode *obj = ck_sema_unary (P, CK_E_DEREF, ck_sema_var (P, p, loc, 1), loc, 1);
      CkSym set = { .name = c->dtor->name, .obj = c->dtor, .is_method = TRUE, .member_of = c };
      ck_vec_push (&set.overloads, c->dtor);
      ck_vec_push (&body, expr_stmt (ck_class_call_method (P, obj, &set, NULL, 0, loc, 6, FALSE)));
      n->lhs = ck_sema_var (P, p, loc, 1);
      ck_vec_push (&body, expr_stmt (n));
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
      ck_vec_push (&body, expr_stmt (n));
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
          ck_vec_push (out, b);
        }
      exception_bases (c, bt->cls, out, loc);
    }
}

/* `throw e` [n] of class type: the exception object is made with new from [e] (copy elision
 * for a temporary) and thrown by its address, with its destructor's address, its bases (a
 * handler of a base takes it) and, for a std::exception, what()'s string, which std::terminate
 * prints (read at the throw, after the construction). */
CkNode *
ck_class_throw (CkParser *P, CkNode *n, CkNode *e)
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
  CkNode *t = ck_class_throw (P, th, ck_class_temporary (P, ba, NULL, 0, loc));
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
      cp = add_capture (P, L, o, L->def == '&' && !is_this, loc);
    }
  CkNode *m = closure_member (P, L, cp->member, loc);
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
      if (L->start == open)
        {
          P->tok = L->end;
          return closure_value (P, L, loc);
        }
    }
  if (!P->fn)
    ck_parse_unsupported (P, open, "lambdas outside functions");
  CkLambda *L = ck_new (CkLambda);
  L->start = open;
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
  c->name = ck_strdup_printf ("%s::<lambda>", P->fn->name);   /* as g++ names it, less the parameters */
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
            ck_parse_unsupported (P, P->tok, "capturing *this");
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
      attr.kw_device = (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)) != 0;
      attr.kw_host = (P->fn->exec_space & CK_ES_HOST) != 0;
    }
  CkType *ft;
  /* the parameters are read as those of `auto (params) -> T`: a trailing return type is the
     parser's */
  CkType *ph = ck_type_copy (ck_ty_int);
  gboolean trailing = FALSE;
  if (is_punct_tok (P->tok, CK_P_LPAREN))
    {
      const CkType *outer_ph = P->auto_ph;
      P->auto_ph = ph;
      ft = ck_parse_abstract_declarator (P, ph);
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
  gboolean is_mutable = FALSE;
  if (is_ident_tok (P->tok, "mutable"))
    {
      is_mutable = TRUE;
      P->tok++;
    }
  if (is_kw_tok (P->tok, CK_KW_NOEXCEPT))
    P->tok++;
  L->deduce = !trailing;
  if (is_punct_tok (P->tok, CK_P_ARROW))
    {
      P->tok++;
      CkType *rt = ck_parse_abstract_declarator (P, ck_parse_declspec (P, NULL));
      ft = ck_type_copy (ft);
      ft->origin = NULL;
      ft->base = rt;
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
      Capture *cp = add_capture (P, L, v, ck_vec_get (&explicit_caps, i + 1) != NULL, loc);
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
