/* frontend/type.c — C types with the x86-64 LP64 layout (long 8, long double 16/16).
 * Qualified and typedef'd types are shallow copies whose [origin] leads back to the type they
 * were made from; struct identity is the end of that chain.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "frontend/type.h"

#define SCALAR(k, sz, uns) \
  { .kind = k, .size = sz, .align = sz, .is_unsigned = uns, .is_complete = TRUE }

static CkType ty_void = { .kind = CK_TY_VOID, .size = 1, .align = 1 };
static CkType ty_bool = SCALAR (CK_TY_BOOL, 1, TRUE);
static CkType ty_char = SCALAR (CK_TY_CHAR, 1, FALSE);
static CkType ty_schar = SCALAR (CK_TY_SCHAR, 1, FALSE);
static CkType ty_uchar = SCALAR (CK_TY_UCHAR, 1, TRUE);
static CkType ty_short = SCALAR (CK_TY_SHORT, 2, FALSE);
static CkType ty_ushort = SCALAR (CK_TY_USHORT, 2, TRUE);
static CkType ty_int = SCALAR (CK_TY_INT, 4, FALSE);
static CkType ty_uint = SCALAR (CK_TY_UINT, 4, TRUE);
static CkType ty_long = SCALAR (CK_TY_LONG, 8, FALSE);
static CkType ty_ulong = SCALAR (CK_TY_ULONG, 8, TRUE);
static CkType ty_llong = SCALAR (CK_TY_LLONG, 8, FALSE);
static CkType ty_ullong = SCALAR (CK_TY_ULLONG, 8, TRUE);
static CkType ty_float = SCALAR (CK_TY_FLOAT, 4, FALSE);
static CkType ty_double = SCALAR (CK_TY_DOUBLE, 8, FALSE);
static CkType ty_ldouble = SCALAR (CK_TY_LDOUBLE, 16, FALSE);

CkType *ck_ty_void = &ty_void, *ck_ty_bool = &ty_bool, *ck_ty_char = &ty_char,
       *ck_ty_schar = &ty_schar, *ck_ty_uchar = &ty_uchar, *ck_ty_short = &ty_short,
       *ck_ty_ushort = &ty_ushort, *ck_ty_int = &ty_int, *ck_ty_uint = &ty_uint,
       *ck_ty_long = &ty_long, *ck_ty_ulong = &ty_ulong, *ck_ty_llong = &ty_llong,
       *ck_ty_ullong = &ty_ullong, *ck_ty_float = &ty_float, *ck_ty_double = &ty_double,
       *ck_ty_ldouble = &ty_ldouble;

/* float _Complex and double _Complex (C11 6.2.5p11, 6.2.5p13: an array of two elements of the
 * real type, real part first): the members' names are keywords, so no member access of a
 * program reaches them; __real__ and __imag__ do (parse.c). */
static CkType ty_cfloat, ty_cdouble;
static CkMember cfloat_imag = { .name = "__imag__", .type = &ty_float, .offset = 4 };
static CkMember cfloat_real = { .next = &cfloat_imag, .name = "__real__", .type = &ty_float };
static CkMember cdouble_imag = { .name = "__imag__", .type = &ty_double, .offset = 8 };
static CkMember cdouble_real = { .next = &cdouble_imag, .name = "__real__", .type = &ty_double };
static CkType ty_cfloat = { .kind = CK_TY_STRUCT, .size = 8, .align = 4, .is_complete = TRUE,
                            .is_complex = TRUE, .base = &ty_float, .members = &cfloat_real };
static CkType ty_cdouble = { .kind = CK_TY_STRUCT, .size = 16, .align = 8, .is_complete = TRUE,
                             .is_complex = TRUE, .base = &ty_double, .members = &cdouble_real };

gboolean
ck_type_is_complex (const CkType *t)
{
  return t->kind == CK_TY_STRUCT && t->is_complex;
}

CkType *
ck_type_complex_of (const CkType *real)
{
  if (real->kind == CK_TY_FLOAT)
    return &ty_cfloat;
  if (real->kind == CK_TY_DOUBLE)
    return &ty_cdouble;
  return NULL;
}

gboolean
ck_type_is_integer (const CkType *t)
{
  return t->kind >= CK_TY_BOOL && t->kind <= CK_TY_ULLONG ? TRUE : t->kind == CK_TY_ENUM;
}

gboolean
ck_type_is_flonum (const CkType *t)
{
  return t->kind == CK_TY_FLOAT || t->kind == CK_TY_DOUBLE || t->kind == CK_TY_LDOUBLE;
}

gboolean
ck_type_is_arith (const CkType *t)
{
  return ck_type_is_integer (t) || ck_type_is_flonum (t);
}

gboolean
ck_type_is_pointer (const CkType *t)
{
  return t->kind == CK_TY_PTR && !t->is_reference;
}

gboolean
ck_type_is_scalar (const CkType *t)
{
  return ck_type_is_arith (t) || ck_type_is_pointer (t);
}

gboolean
ck_type_is_aggregate (const CkType *t)
{
  return t->kind == CK_TY_STRUCT || t->kind == CK_TY_UNION || t->kind == CK_TY_ARRAY;
}

/* The type at the end of the [origin] chain: for structs, unions and enums, their identity. */
static const CkType *
type_root (const CkType *t)
{
  while (t->origin)
    t = t->origin;
  return t;
}

/* Whether tagged types [a] and [b] of two translation units are compatible (C11 6.2.7p1):
 * the same tag, and when both are complete, the same members in the same order with
 * compatible types. [depth] counts the structs entered; below the first, tags alone decide,
 * which ends the recursion of self-referential types. */
static gboolean compatible (const CkType *a, const CkType *b, gboolean across, int depth);

static gboolean
tagged_compatible_across (const CkType *a, const CkType *b, int depth)
{
  if ((a->tag == NULL) != (b->tag == NULL) || (a->tag && strcmp (a->tag, b->tag) != 0))
    return FALSE;
  if (a->kind == CK_TY_ENUM || depth > 0 || !a->is_complete || !b->is_complete)
    return TRUE;
  const CkMember *m = a->members, *n = b->members;
  for (; m && n; m = m->next, n = n->next)
    if ((m->name == NULL) != (n->name == NULL) || (m->name && strcmp (m->name, n->name) != 0)
        || m->bit_width != n->bit_width || !compatible (m->type, n->type, TRUE, depth + 1))
      return FALSE;
  return m == NULL && n == NULL;
}

static gboolean
compatible (const CkType *a, const CkType *b, gboolean across, int depth)
{
  if (a == b)
    return TRUE;
  if (a->origin)
    return compatible (a->origin, b, across, depth);
  if (b->origin)
    return compatible (a, b->origin, across, depth);
  if (a->kind != b->kind || a->is_reference != b->is_reference
      || a->is_rvalue_ref != b->is_rvalue_ref)
    return FALSE;
  switch (a->kind)
    {
    case CK_TY_STRUCT:
    case CK_TY_UNION:
    case CK_TY_ENUM:
      if (type_root (a) == type_root (b))
        return TRUE;
      return across && tagged_compatible_across (type_root (a), type_root (b), depth);
    case CK_TY_PTR:
      return a->base->is_const == b->base->is_const
             && a->base->is_volatile == b->base->is_volatile
             && compatible (a->base, b->base, across, depth);
    case CK_TY_ARRAY:
      if (!compatible (a->base, b->base, across, depth))
        return FALSE;
      return a->array_len < 0 || b->array_len < 0 || a->array_len == b->array_len;
    case CK_TY_FUNC:
      {
        if (!compatible (a->base, b->base, across, depth))
          return FALSE;
        if (a->is_oldstyle || b->is_oldstyle)
          return TRUE;
        if (a->is_variadic != b->is_variadic || a->n_params != b->n_params)
          return FALSE;
        const CkParam *p = a->params, *q = b->params;
        for (; p && q; p = p->next, q = q->next)
          if (!compatible (ck_type_unqualified ((CkType *) p->type),
                           ck_type_unqualified ((CkType *) q->type), across, depth))
            return FALSE;
        return TRUE;
      }
    default:
      return TRUE;  /* same basic kind */
    }
}

gboolean
ck_type_is_compatible (const CkType *a, const CkType *b)
{
  return compatible (a, b, FALSE, 0);
}

/**
 * ck_type_is_compatible_across:
 * @a: a type declared in one translation unit
 * @b: a type declared in another
 *
 * Whether @a and @b are compatible across translation units (C11 6.2.7p1): as
 * ck_type_is_compatible(), except that two struct, union or enum types need not be the same
 * declaration, only have the same tag and members. The linker uses it, so that `uint3` of one
 * unit's <cuda_runtime.h> is the `uint3` of another's.
 *
 * Returns: %TRUE when they are compatible
 */
gboolean
ck_type_is_compatible_across (const CkType *a, const CkType *b)
{
  return compatible (a, b, TRUE, 0);
}

static CkType *
new_type (CkTypeKind kind, gint64 size, int align)
{
  CkType *t = ck_new (CkType);
  t->kind = kind;
  t->size = size;
  t->align = align;
  return t;
}

CkType *
ck_type_pointer_to (CkType *base)
{
  CkType *t = new_type (CK_TY_PTR, 8, 8);
  t->base = base;
  t->is_unsigned = TRUE;
  return t;
}

CkType *
ck_type_array_of (CkType *base, gint64 len)
{
  CkType *t = new_type (CK_TY_ARRAY, len < 0 || base->size < 0 ? -1 : base->size * len,
                        base->align);
  t->base = base;
  t->array_len = len;
  return t;
}

CkType *
ck_type_func (CkType *ret)
{
  CkType *t = new_type (CK_TY_FUNC, 1, 1);
  t->base = ret;
  return t;
}

CkType *
ck_type_copy (const CkType *t)
{
  CkType *c = ck_new (CkType);
  *c = *t;
  c->origin = (CkType *) t;
  c->variants = NULL;
  /* A copy of a struct that is not complete yet is updated when the struct is completed. */
  if ((t->kind == CK_TY_STRUCT || t->kind == CK_TY_UNION) && !t->is_complete)
    {
      CkType *r = (CkType *) type_root (t);
      c->variants = r->variants;
      r->variants = c;
    }
  return c;
}

CkType *
ck_type_unqualified (CkType *t)
{
  if (!t->is_const && !t->is_volatile && !t->is_restrict && !t->is_atomic)
    return t;
  CkType *c = ck_type_copy (t);
  c->is_const = c->is_volatile = c->is_restrict = c->is_atomic = FALSE;
  return c;
}

void
ck_type_complete_variants (CkType *t)
{
  CkType *r = (CkType *) type_root (t);
  for (CkType *v = r->variants; v; v = v->variants)
    {
      v->size = r->size;
      v->align = r->align;
      v->members = r->members;
      v->is_complete = r->is_complete;
      v->is_packed = r->is_packed;
    }
}

static const char *
basic_name (const CkType *t)
{
  switch (t->kind)
    {
    case CK_TY_VOID: return "void";
    case CK_TY_BOOL: return "bool";
    case CK_TY_CHAR: return "char";
    case CK_TY_SCHAR: return "signed char";
    case CK_TY_UCHAR: return "unsigned char";
    case CK_TY_SHORT: return "short";
    case CK_TY_USHORT: return "unsigned short";
    case CK_TY_INT: return "int";
    case CK_TY_UINT: return "unsigned int";
    case CK_TY_LONG: return "long";
    case CK_TY_ULONG: return "unsigned long";
    case CK_TY_LLONG: return "long long";
    case CK_TY_ULLONG: return "unsigned long long";
    case CK_TY_FLOAT: return "float";
    case CK_TY_DOUBLE: return "double";
    case CK_TY_LDOUBLE: return "long double";
    default: return NULL;
    }
}

static void
append_quals (GString *s, const CkType *t, gboolean before)
{
  if (t->is_atomic)
    g_string_append (s, before ? "_Atomic " : " _Atomic");
  if (t->is_const)
    g_string_append (s, before ? "const " : " const");
  if (t->is_volatile)
    g_string_append (s, before ? "volatile " : " volatile");
  if (t->is_restrict)
    g_string_append (s, before ? "__restrict__ " : " __restrict__");
}

/* Writes [t] around the declarator text [inner] as C does: pointers go left, arrays and
 * parameter lists right, with parentheses where a pointer wraps an array or function. */
static void
type_write (GString *out, const CkType *t, const char *inner)
{
  if (t->mp_class_name && t->base)
    {
      /* a pointer to member: `int S::*`, `int (S::*)(int)` as g++ writes them */
      GString *d = g_string_new (NULL);
      g_string_append_printf (d, "%s::*", t->mp_class_name);
      if (t->is_const || t->is_volatile)
        append_quals (d, t, FALSE);
      if (*inner)
        g_string_append_printf (d, "%s%s", t->is_const || t->is_volatile ? " " : "", inner);
      if (t->base->kind == CK_TY_FUNC)
        {
          g_string_prepend_c (d, '(');
          g_string_append_c (d, ')');
        }
      type_write (out, t->base, d->str);
      if (t->base->kind == CK_TY_FUNC && t->base->is_const)
        g_string_append (out, " const");
      g_string_free (d, TRUE);
      return;
    }
  switch (t->kind)
    {
    case CK_TY_PTR:
      {
        GString *d = g_string_new (t->is_rvalue_ref ? "&&" : t->is_reference ? "&" : "*");
        if (t->is_const || t->is_volatile || t->is_restrict)
          {
            append_quals (d, t, FALSE);
            if (*inner)
              g_string_append_c (d, ' ');
          }
        g_string_append (d, inner);
        if (t->base->kind == CK_TY_ARRAY || t->base->kind == CK_TY_FUNC)
          {
            g_string_prepend_c (d, '(');
            g_string_append_c (d, ')');
          }
        type_write (out, t->base, d->str);
        g_string_free (d, TRUE);
        return;
      }
    case CK_TY_ARRAY:
      {
        GString *d = g_string_new (inner);
        if (t->vla_len)
          g_string_append (d, "[*]");
        else if (t->array_len < 0)
          g_string_append (d, "[]");
        else
          g_string_append_printf (d, "[%" G_GINT64_FORMAT "]", t->array_len);
        type_write (out, t->base, d->str);
        g_string_free (d, TRUE);
        return;
      }
    case CK_TY_FUNC:
      {
        GString *d = g_string_new (inner);
        g_string_append_c (d, '(');
        for (const CkParam *p = t->params; p; p = p->next)
          {
            char *ps = ck_type_to_string (p->type);
            g_string_append (d, ps);
            if (p->next)
              g_string_append (d, ", ");
          }
        if (t->is_variadic)
          g_string_append (d, t->params ? ", ..." : "...");
        else if (!t->params && !t->is_oldstyle)
          g_string_append (d, "void");
        g_string_append_c (d, ')');
        type_write (out, t->base, d->str);
        g_string_free (d, TRUE);
        return;
      }
    default:
      break;
    }
  GString *s = g_string_new (NULL);
  append_quals (s, t, TRUE);
  if (t->typedef_name)
    g_string_append (s, t->typedef_name);
  else if (basic_name (t))
    g_string_append (s, basic_name (t));
  else if (ck_type_is_complex (t))
    g_string_append (s, t->base->kind == CK_TY_FLOAT ? "complex float" : "complex double");
  else
    {
      const char *kw = t->kind == CK_TY_STRUCT ? "struct" : t->kind == CK_TY_UNION ? "union" : "enum";
      if (t->tag)
        g_string_append_printf (s, "%s %s", kw, t->tag);
      else
        g_string_append_printf (s, "%s <anonymous>", kw);
    }
  if (*inner)
    {
      if (inner[0] != '(' || inner[1] == '*' || inner[1] == '&' || strstr (inner, "::*"))
        g_string_append_c (s, ' ');
      g_string_append (s, inner);
    }
  g_string_append (out, s->str);
  g_string_free (s, TRUE);
}

char *
ck_type_to_string (const CkType *t)
{
  GString *s = g_string_new (NULL);
  type_write (s, t, "");
  char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* ---- __PRETTY_FUNCTION__ ------------------------------------------------------------------
 * nvcc compiles host code with g++ and device code with its own (EDG) front end, and the two
 * spell a signature differently: g++ 'long unsigned int* f(const char*, bool)', the device
 * 'unsigned long *f(const char *, __nv_bool)'. g++ keeps typedef names as written ('size_t');
 * the device resolves them, except the typedef that names an unnamed struct. */

const char *
ck_type_gnu_basic_name (const CkType *t)
{
  switch (t->kind)
    {
    case CK_TY_SHORT: return "short int";
    case CK_TY_USHORT: return "short unsigned int";
    case CK_TY_LONG: return "long int";
    case CK_TY_ULONG: return "long unsigned int";
    case CK_TY_LLONG: return "long long int";
    case CK_TY_ULLONG: return "long long unsigned int";
    default: return basic_name (t);
    }
}

static void sig_write (GString *out, const CkType *t, const char *inner, gboolean device,
                       gboolean drop_quals);

/* The parameter list of the function type [t], as both compilers write it. */
static void
sig_params (GString *d, const CkType *t, gboolean device)
{
  g_string_append_c (d, '(');
  for (const CkParam *p = t->params; p; p = p->next)
    {
      sig_write (d, p->type, "", device, TRUE);   /* a parameter's own qualifiers are not its type's */
      if (p->next)
        g_string_append (d, ", ");
    }
  if (t->is_variadic)
    g_string_append (d, t->params ? ", ..." : "...");
  g_string_append_c (d, ')');
}

/* Writes [t] around the declarator text [inner] in g++'s or the device compiler's spelling;
 * [drop_quals]: without [t]'s own cv-qualifiers. */
static void
sig_write (GString *out, const CkType *t, const char *inner, gboolean device, gboolean drop_quals)
{
  GString *d = g_string_new (NULL);
  switch (!device && t->typedef_name ? CK_TY_VOID : t->kind)   /* g++: 'IP', not 'int*' */
    {
    case CK_TY_PTR:
      g_string_append (d, t->is_rvalue_ref ? "&&" : t->is_reference ? "&" : "*");
      if (!drop_quals && (t->is_const || t->is_volatile || t->is_restrict))
        {
          if (device)
            {
              GString *q = g_string_new (NULL);
              append_quals (q, t, TRUE);   /* "const " */
              if (!*inner)
                g_string_truncate (q, q->len - 1);
              g_string_append (d, q->str);
              g_string_free (q, TRUE);
            }
          else
            append_quals (d, t, FALSE);    /* " const" */
        }
      if (!device && *inner && (g_ascii_isalpha (inner[0]) || inner[0] == '_'))
        g_string_append_c (d, ' ');        /* g++: 'void (* f())(int)' */
      g_string_append (d, inner);
      if (t->base->kind == CK_TY_ARRAY || t->base->kind == CK_TY_FUNC)
        {
          g_string_prepend_c (d, '(');
          g_string_append_c (d, ')');
        }
      sig_write (out, t->base, d->str, device, FALSE);
      g_string_free (d, TRUE);
      return;
    case CK_TY_ARRAY:
      g_string_append (d, inner);
      if (t->vla_len || t->array_len < 0)
        g_string_append (d, "[]");
      else
        g_string_append_printf (d, "[%" G_GINT64_FORMAT "]", t->array_len);
      sig_write (out, t->base, d->str, device, FALSE);
      g_string_free (d, TRUE);
      return;
    case CK_TY_FUNC:
      g_string_append (d, inner);
      sig_params (d, t, device);
      sig_write (out, t->base, d->str, device, FALSE);
      g_string_free (d, TRUE);
      return;
    default:
      break;
    }
  if (!drop_quals)
    append_quals (d, t, TRUE);
  gboolean tagged = t->kind == CK_TY_STRUCT || t->kind == CK_TY_UNION || t->kind == CK_TY_ENUM;
  if (t->typedef_name && (!device || (tagged && !t->tag) || t->is_template_param))
    g_string_append (d, t->typedef_name);
  else if (device && t->kind == CK_TY_BOOL)
    g_string_append (d, "__nv_bool");
  else if (!tagged)
    g_string_append (d, device ? basic_name (t) : ck_type_gnu_basic_name (t));
  else if (t->tag)
    g_string_append (d, t->tag);      /* C++: the tag is the type's name */
  else
    g_string_append (d, device ? "<unnamed>" : t->kind == CK_TY_ENUM ? "<unnamed enum>"
                                : t->kind == CK_TY_UNION ? "<unnamed union>" : "<unnamed struct>");
  /* g++ writes 'int*', 'int (*)(int)', 'int f()'; the device 'int *', 'int (*)(int)' */
  if (*inner)
    {
      if (device || (inner[0] != '*' && inner[0] != '&'))
        g_string_append_c (d, ' ');
      g_string_append (d, inner);
    }
  g_string_append (out, d->str);
  g_string_free (d, TRUE);
}

char *
ck_type_pretty_function (const CkType *fn, const char *name, gboolean device)
{
  g_return_val_if_fail (fn && fn->kind == CK_TY_FUNC && name, NULL);
  GString *s = g_string_new (NULL);
  sig_write (s, fn, name, device, FALSE);
  char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}
