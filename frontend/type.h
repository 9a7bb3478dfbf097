/* frontend/type.h — C types with the x86-64 LP64 layout nvcc uses on host and device.
 * SPDX-License-Identifier: MIT */
#ifndef CK_TYPE_H
#define CK_TYPE_H

#include <glib.h>
#include "base/srcloc.h"
#include "base/gcutil.h"

typedef enum {
  CK_TY_VOID,
  CK_TY_BOOL,                        /* bool / _Bool: size 1 */
  CK_TY_CHAR, CK_TY_SCHAR, CK_TY_UCHAR,   /* plain char is signed (x86-64) but a distinct type */
  CK_TY_SHORT, CK_TY_USHORT,
  CK_TY_INT, CK_TY_UINT,
  CK_TY_LONG, CK_TY_ULONG,           /* 8 bytes */
  CK_TY_LLONG, CK_TY_ULLONG,         /* 8 bytes */
  CK_TY_FLOAT, CK_TY_DOUBLE,
  CK_TY_LDOUBLE,                     /* x87 80-bit in 16 bytes, align 16 */
  CK_TY_ENUM,                        /* underlying int (or unsigned int if needed) */
  CK_TY_PTR,
  CK_TY_ARRAY,
  CK_TY_FUNC,
  CK_TY_STRUCT,
  CK_TY_UNION,
} CkTypeKind;

/* The declared return type of a function whose return type its first return statement gives
 * ([dcl.spec.auto], [dcl.type.auto.deduct]). */
typedef enum {
  CK_DEDUCED_AUTO,           /* `auto f()`: the returned value's type, decayed, unqualified */
  CK_DEDUCED_LREF,           /* `auto &f()`: a reference to the returned lvalue */
  CK_DEDUCED_CONST_LREF,     /* `const auto &f()`: a reference to const */
  CK_DEDUCED_PTR,            /* `auto *f()`: the returned pointer's type */
  CK_DEDUCED_DECLTYPE,       /* `decltype(auto) f()`: decltype of the returned expression */
  CK_DEDUCED_FWD             /* `auto &&f()`: a forwarding reference, T & to an lvalue, T && else */
} CkDeducedForm;

typedef struct CkType CkType;
typedef struct CkMember CkMember;
typedef struct CkParam CkParam;

struct CkMember {
  CkMember *next;
  const char *name;      /* NULL for an anonymous struct/union member (its members are reachable) */
  CkType *type;
  gint64 offset;         /* bytes from the start of the enclosing struct */
  int bit_width;         /* 0: not a bit-field */
  int bit_offset;        /* bit position inside the storage unit at [offset] (LSB first) */
  CkSrcLoc loc;
  gboolean is_deprecated;        /* __attribute__((deprecated)): a use warns, as g++ does */
  const char *deprecated_msg;    /* the attribute's message, or NULL */
};

struct CkParam {
  CkParam *next;
  const char *name;
  CkType *type;          /* already adjusted: arrays -> pointers, functions -> pointers */
  struct CkNode *default_arg; /* C++ default argument or NULL */
  CkSrcLoc loc;          /* where the parameter was declared (its name, or its type if unnamed) */
  struct CkObj *obj;     /* C: the object the prototype scope declared for it, which the lengths
                            of later variable-length array parameters name (a definition's
                            parameter is this object), or NULL */
};

struct CkType {
  CkTypeKind kind;
  gint64 size;           /* sizeof; -1 for incomplete types and VLAs */
  int align;
  gboolean is_unsigned;
  gboolean is_const, is_volatile, is_restrict;
  gboolean is_complex;   /* C99 float/double _Complex (C files only): a struct of two members of
                            the real type [base], real part first, as gcc lays it out; the
                            operators on it are sema's and the lowering's (ck_type_complex_of) */
  gboolean is_atomic;    /* C11 _Atomic: its loads, stores and compound assignments are atomic
                            operations (frontend/atomic.c, the lowering's ATOM) */
  gboolean is_reference; /* C++ reference to [base] (kind is CK_TY_PTR underneath) */
  gboolean is_rvalue_ref; /* with [is_reference]: an rvalue reference, T && */
  gboolean is_nullptr_t;  /* std::nullptr_t (decltype(nullptr)): a void * underneath that converts
                             to every pointer type ([conv.ptr]p1) */
  CkType *origin;        /* the unqualified type this one was derived from, or NULL */
  CkType *base;          /* pointee, array element, function return type, enum underlying type */
  gint64 array_len;      /* -1: incomplete ([]) */
  struct CkNode *vla_len;/* VLA length expression, or NULL */
  /* struct / union */
  const char *tag;
  CkMember *members;
  gboolean is_complete;
  gboolean is_packed;
  gboolean has_unsupported; /* a member, base class or operator of it was reported as
                               unsupported: missing members and operators on it are not
                               reported again (no cascades); set on the root type */
  /* function */
  CkParam *params;
  int n_params;
  gboolean is_variadic;
  gboolean is_oldstyle;  /* K&R / f() without prototype in C */
  gboolean is_noexcept;  /* a function type declared noexcept (or noexcept(true)) */
  gboolean is_deduced_ret; /* a function defined with an `auto` return type ([dcl.spec.auto]):
                              [base] is what its first return statement gave ([ret_deduced]) */
  gboolean ret_deduced;
  CkDeducedForm deduced_form; /* how [base] is deduced: `auto`, `auto &`, `const auto &`, ... */
  /* enum: a scoped enumeration (C++11 enum class): its constants are named E::X only and it
   * converts to nothing implicitly; [enumerators] holds their symbols (parse.c's CkSym) */
  gboolean is_scoped;
  CkVec enumerators;
  /* typedef name through which the type was written, for diagnostics ('size_t') */
  const char *typedef_name;
  gboolean is_template_param; /* a template parameter standing for any type in a signature being
                                 deduced, or a parameter pack (template.c): [typedef_name] is its
                                 name, written in device code too */
  void *tmpl_info;            /* template.c: a pack placeholder's pack; on the root of a struct
                                 that is a class template's instance, the instance */
  /* struct / union not yet complete: the copies made of it (chained through their own
   * [variants]), brought up to date by ck_type_complete_variants() when it is completed */
  CkType *variants;
  /* C++ class (struct or class with member functions, constructors, bases...): its members
   * beyond the data members (frontend/class.c), or NULL for a plain C struct */
  struct CkClass *cls;
  /* C++ pointer to member of class [mp_class] (named [mp_class_name]) whose type is [base]
   * (Itanium C++ ABI 2.3): to a data member, a `long` offset (null: -1); to a member function,
   * a struct { long ptr, adj; } (ptr: the address, or 1 + the vtable offset of a virtual one) */
  struct CkClass *mp_class;
  const char *mp_class_name;
  /* a pointer type that stands for a class of libstdc++ (the iterators of std::vector,
   * std::string, std::deque: `__normal_iterator<T *, vector<T>>` there, `T *` in cudak's
   * headers, written `typedef T *iterator __attribute__((__cudak_adl__(vector)));`): the class
   * whose associated namespaces argument-dependent lookup gives it, as g++'s iterator class
   * has those of its template argument vector<T> ([basic.lookup.argdep]p2); or NULL */
  CkType *adl_class;
};

extern CkType *ck_ty_void, *ck_ty_bool, *ck_ty_char, *ck_ty_schar, *ck_ty_uchar,
              *ck_ty_short, *ck_ty_ushort, *ck_ty_int, *ck_ty_uint, *ck_ty_long, *ck_ty_ulong,
              *ck_ty_llong, *ck_ty_ullong, *ck_ty_float, *ck_ty_double, *ck_ty_ldouble;

gboolean ck_type_is_integer (const CkType *t);     /* bool, char…ullong, enum */
gboolean ck_type_is_flonum (const CkType *t);      /* float, double, long double */
gboolean ck_type_is_arith (const CkType *t);
gboolean ck_type_is_scalar (const CkType *t);      /* arithmetic or pointer */
gboolean ck_type_is_pointer (const CkType *t);
gboolean ck_type_is_aggregate (const CkType *t);   /* struct, union, array */
gboolean ck_type_is_compatible (const CkType *a, const CkType *b);
/* Whether [t] is float _Complex or double _Complex (qualified or typedef'd too). */
gboolean ck_type_is_complex (const CkType *t);
/* The complex type whose parts are float or double [real]; NULL for any other type. */
CkType *ck_type_complex_of (const CkType *real);
gboolean ck_type_is_compatible_across (const CkType *a, const CkType *b);

CkType *ck_type_pointer_to (CkType *base);
CkType *ck_type_array_of (CkType *base, gint64 len);
CkType *ck_type_func (CkType *ret);
CkType *ck_type_copy (const CkType *t);            /* shallow copy, origin set to t */
CkType *ck_type_unqualified (CkType *t);
/* Copies size, alignment and members of a just-completed struct/union to its earlier copies. */
void ck_type_complete_variants (CkType *t);

/* Writes the type as C spells it ('int *', 'const char [4]', 'float (*)(int)'). */
char *ck_type_to_string (const CkType *t);
/* The name of an arithmetic type or void as g++ spells it ('long unsigned int'); NULL for any
 * other kind. Template arguments in instance names are spelt this way too. */
const char *ck_type_gnu_basic_name (const CkType *t);

/* The signature of the function [name] of type [fn] as C++'s __PRETTY_FUNCTION__ spells it:
 * as g++ does ('long int* f(const char*, bool)') for host code, as nvcc's device compiler does
 * ('long *f(const char *, __nv_bool)') when [device]. [name] is qualified ('ns::f'). */
char *ck_type_pretty_function (const CkType *fn, const char *name, gboolean device);

#endif
