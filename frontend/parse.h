/* frontend/parse.h — the parser's state, shared by parse.c (syntax) and sema.c (typing).
 * Internal to the frontend: nothing outside frontend/ includes it.
 * SPDX-License-Identifier: MIT */
#ifndef CK_PARSE_H
#define CK_PARSE_H

#include <setjmp.h>
#include <stdarg.h>
#include "frontend/frontend.h"

typedef struct CkNamespace CkNamespace;
typedef struct CkClass CkClass;

/* What an ordinary identifier means in a scope. Exactly one of [obj], [typedef_type],
 * [is_enum_const], [ns] or [poisoned] applies. */
typedef struct CkSym {
  const char *name;
  CkObj *obj;              /* variable or function (the first of an overload set) */
  CkVec overloads;         /* C++ overloads: every function of the set, [obj] included */
  CkType *typedef_type;    /* typedef name, or a struct/union/enum tag used as a type (C++) */
  gboolean is_tag_typedef; /* [typedef_type] comes from a tag (may be hidden by a variable) */
  gboolean is_enum_const;
  CkType *enum_type;
  gint64 enum_val;
  CkNamespace *ns;         /* namespace name */
  gboolean poisoned;       /* undeclared identifier already reported, or declared by a
                              construct reported as unsupported: its uses are errors already */
  /* C++ class members (frontend/class.c), found in a class scope: a non-static data member
   * [member] of [member_of], or an overload set of member functions ([is_method]) */
  CkMember *member;
  struct CkClass *member_of;
  gboolean is_method;
  struct CkTemplate *tmpl; /* a function, class or alias template (template.c); a template
                              template parameter bound to its argument */
  CkVec member_tmpls;      /* [is_method]: the member function templates of the name (or the
                              constructor templates), whose instances join [overloads] */
} CkSym;

struct CkNamespace {
  const char *name;        /* qualified: "a::b" */
  CkStrMap syms;
  CkStrMap tags;
};

typedef struct CkScope {
  struct CkScope *parent;
  CkStrMap syms;
  CkStrMap tags;
  CkNamespace *ns;         /* namespace scope: declarations also go to ns->syms */
} CkScope;

/* Declaration attributes collected from storage classes, CUDA qualifiers and __attribute__. */
/* #pragma pack (push) nesting that is kept (gcc's is unbounded; a deeper push is an error) */
#define CK_PARSE_PACK_DEPTH 64

typedef struct CkDeclAttr {
  CkStorage storage;
  gboolean is_inline;
  gboolean is_constexpr;
  gboolean kw_global, kw_device, kw_host, kw_shared, kw_constant, kw_managed;
  int align;
  gboolean packed;
  gboolean noreturn;
  gboolean unavailable;    /* __attribute__((unavailable)): using the function is an error */
  const char *unavailable_msg; /* its message, or NULL: cudak does not implement the function */
  gboolean deprecated;     /* __attribute__((deprecated)): a use warns [-Wdeprecated-declarations] */
  const char *deprecated_msg; /* its message (the replacement), or NULL */
  int launch_bounds;
  const char *asm_name;
  gboolean implicit_int;   /* no type specifier: 'int' assumed (warned) */
  CkKeyword thread_local_kw; /* _Thread_local, __thread or thread_local as written; 0: none */
  CkSrcLoc thread_local_loc;
  gboolean auto_const, auto_volatile;   /* `const auto`: declspec returned NULL (auto) */
  gboolean decltype_auto;  /* the placeholder is decltype(auto) */
  CkType *adl_class;       /* __attribute__((__cudak_adl__(C))) of a typedef (cudak's headers):
                              the class whose namespaces argument-dependent lookup associates
                              with the type (CkType.adl_class) */
} CkDeclAttr;

/* Where a variably modified local is in scope: from its declarator to the '}' of its block
 * (zero [end] while the block is open). A goto from outside into it is an error. */
typedef struct CkVlaScope {
  CkObj *obj;
  CkSrcLoc start, end;
} CkVlaScope;

typedef struct CkParser {
  CkToken *tok;                /* the next token */
  CkToken *toks;               /* the first token of the translation unit */
  const CkFrontendOptions *opts;
  CkDiagSink *sink;
  CkSrcLoc init_loc;        /* the initializer flattened (parse.c make_init): where the members
                               of class type it does not name are default-constructed */
  CkProgram *prog;
  CkVec *objs;                 /* prog->host_objs or prog->device_objs */
  int tu_index;
  CkScope *scope;
  CkScope *file_scope;
  CkObj *fn;                   /* function being defined, or NULL */
  CkNode *brk;                 /* innermost loop or switch (break target) */
  CkNode *cont;                /* innermost loop (continue target) */
  CkNode *sw;                  /* innermost switch */
  CkVec labels, gotos;         /* of the current function */
  CkVec vla_scopes;            /* CkVlaScope of the current function's variably modified locals */
  gboolean extern_c;           /* inside extern "C" { } */
  CkNamespace *ns;             /* current namespace or NULL */
  CkStrMap namespaces;            /* qualified name -> CkNamespace */
  CkType *ty_err;              /* type of an expression already diagnosed: no cascades */
  const CkType *call_ft;       /* the callee's function type while call_args parses its
                                  arguments (braced lists initialise parameters), or NULL */
  const CkType *auto_ph;       /* while the declarator of an `auto` declaration is parsed: its
                                  placeholder type (a trailing return type replaces it) */
  CkType *ty_nullptr;          /* std::nullptr_t, the type of nullptr */
  CkType *ty_braced;           /* a braced list argument's before overload resolution (an
                                  incomplete struct '<brace-enclosed initializer list>') */
  CkType *ty_auto_name;        /* spells 'auto' in diagnostics (`unable to deduce 'auto *'`) */
  CkType *ty_size_t;
  jmp_buf *recover;            /* where a syntax error unwinds to */
  jmp_buf *abort;              /* where too many errors unwind to */
  gboolean stop;               /* too many errors */
  gboolean quiet_warnings;     /* device pass: warnings were given by the host pass */
  int n_anon;
  int pack;                    /* #pragma pack: the largest member alignment, 0 for none */
  int pack_stack[CK_PARSE_PACK_DEPTH];  /* #pragma pack (push): the saved values */
  int pack_depth;
  int in_prototype;            /* > 0 while parsing a C parameter list: a parameter's array
                                  bound may name an earlier parameter (a VLA parameter) */
  gboolean in_builtin_call;    /* converting the arguments of a function of a built-in header */
  int depth;                   /* nesting of expressions, statements and struct bodies */
  const char *decl_name;       /* the name of the declarator being parsed: declared poisoned
                                  when a syntax error abandons its declaration (no cascades) */
  gboolean is_c;               /* the translation unit is C (a .c file), not C++ */
  struct CkTInst *inst;        /* the template instantiation being parsed, or NULL */
  CkType *constexpr_const;     /* the const type the last `constexpr` specifiers made */
  struct CkTInst *packs_inst;  /* a member template's instance being parsed: its parameter
                                  packs (P->inst is its class's instance) */
  CkScope *outside_params;     /* a class template's member defined outside it, for one
                                  instance: its template parameters, bound (template.c) */
  CkObj *define_target;        /* a member template's instance whose out-of-class definition is
                                  parsed: the member it defines (template.c, class.c) */
  int pack_elem;               /* > 0 while a pattern `g(args)...` is expanded: the pack names
                                  of [inst] stand for their element pack_elem - 1 */
  struct CkTInst *inst_pending;/* its declaration's name not read yet: the declarator or struct
                                  tag that names the template takes the instance's name */
  int no_gt;                   /* > 0 in a template argument: '>' and '>>' close the list */
  CkToken *half_gt;            /* a '>>' whose first '>' closed an inner template argument list */
  int gt_used;                 /* how many of [half_gt]'s '>' are used: 1 of '>>', 1 or 2 of '>>>' */
  CkType *target_type;         /* the type an initializer or a right operand of '=' converts to:
                                  a function template named without arguments there is deduced
                                  from it ([temp.deduct.funcaddr]) */
  gboolean quiet_parse;        /* a trial parse for deduction (template.c): what it reads
                                  declares nothing, not even the poisoned undeclared names */
  CkStrMap tmpl_diags;            /* the diagnostics given inside instantiations (template.c) */
  CkStrMap stand_ins;             /* built-in function name -> the function standing for it
                                     where its address is taken (class.c) */
  gboolean drop_notes;         /* the last error or warning was a repeat: its notes are too */
  gboolean tmpl_pattern;       /* parsing a function template's signature with its parameters
                                  as placeholders (deduction): nothing is instantiated for it */
  gboolean pattern_dependent;  /* in such a signature, a decltype whose operand could not be
                                  typed with placeholders (`decltype(std::forward<T>(t) + u)`):
                                  only the substitution after deduction can check it */
  CkStrMap texrefs;               /* texture reference name -> its CkTexRef (parse.c, issue 18) */
  gboolean quiet_unsupported;  /* inside a construct reported unsupported as a whole (a class):
                                  what it holds that is unsupported is skipped silently */
  /* C++ classes (frontend/class.c) */
  struct CkClass *cls;         /* the class whose member function body is being parsed */
  CkVec cleanups;              /* CkCleanup*: the objects in scope whose destructor runs at
                                  their scope's exit (innermost last) */
  gboolean method_const;       /* a declarator's parameter list was followed by 'const' */
  gboolean method_ref;         /* ... by '&' or '&&' (ref-qualifier) */
  struct CkClass *decl_class;  /* declarator `C::name`: the class C (an out-of-class member) */
  gboolean in_member_decl;     /* class.c: a member declaration of a class body is being read */
  gboolean strict_implicit;    /* class.c: an implicit conversion to bool takes no explicit
                                 conversion function either (the traits of expressions; cudak
                                 otherwise lets `bool b = x;` take one) */
  CkVec temp_args;             /* class.c: the constructor arguments of the temporaries made */
  CkVec label_marks;           /* class.c: the objects in scope at each label */
  struct CkLambda *lambda;     /* class.c: the innermost lambda whose body is being parsed */
  int lambda_auto;             /* class.c: while a lambda's parameters are read, 1: `auto`
                                  makes it generic, 2: an instance's, deduced from lambda_args */
  gboolean lambda_generic;     /* an `auto` parameter was read (lambda_auto 1) */
  gboolean lambda_variadic;    /* a parameter pack `auto... xs` was read (lambda_auto 1) */
  CkNode **lambda_args;        /* a generic lambda's call arguments (lambda_auto 2) */
  int n_lambda_args;
  CkVec lambda_cache;          /* class.c: the lambdas parsed, by their '[' (auto re-parses) */
  gboolean class_key;          /* the struct being declared was introduced by `class` */
  gboolean copy_list;          /* class.c: the braced list being read initialises by
                                  copy-list-initialisation (an argument, `T x = {...}`), where an
                                  explicit constructor chosen is an error ([over.match.list]) */
  gboolean copy_list_ctor;     /* ... and the next constructor call is that initialisation's */
} CkParser;

/* Deeper nesting is a diagnosed error, not a stack overflow (clang's bracket limit). */
#define CK_PARSE_MAX_DEPTH 256

/* diagnostics (parse.c) */
CkSrcLoc ck_parse_tok_loc (const CkToken *tok);
void ck_parse_error (CkParser *P, CkSrcLoc loc, int len, const char *fmt, ...) G_GNUC_PRINTF (4, 5);
void ck_parse_warning (CkParser *P, CkSrcLoc loc, int len, const char *fmt, ...) G_GNUC_PRINTF (4, 5);
void ck_parse_note (CkParser *P, CkSrcLoc loc, int len, const char *fmt, ...) G_GNUC_PRINTF (4, 5);
char *ck_parse_type_str (const CkType *t);

/* thread storage duration (tls.c) */
void ck_parse_thread_local_spec (CkParser *P, CkDeclAttr *attr, const CkToken *t, gboolean not_allowed);
void ck_parse_thread_local_block_scope (CkParser *P, CkDeclAttr *attr, const char *name, CkSrcLoc loc);
void ck_parse_thread_local_obj (CkParser *P, CkObj *o, const CkDeclAttr *attr, CkMemSpace explicit_space,
                                gboolean is_new, CkSrcLoc loc);

/* C11 atomics, GNU __atomic built-ins (atomic.c) */
CkType *ck_parse_atomic_type (CkParser *P, CkType *ty, const CkToken *tok);
CkType *ck_parse_atomic_qualified (CkParser *P, CkType *ty, const CkToken *tok);
int ck_sema_atomic_kind (const char *name);
CkNode *ck_sema_atomic_builtin (CkParser *P, const CkToken *tok, int kind, CkNode **args, int n);

/* nodes and typing (sema.c) */
CkNode *ck_sema_node (CkNodeKind kind, CkSrcLoc loc);
const char *ck_sema_op_spelling (CkNodeKind k);
CkNode *ck_sema_int_lit (gint64 v, CkType *t, CkSrcLoc loc);
CkNode *ck_sema_var (CkParser *P, CkObj *obj, CkSrcLoc loc, int len);
CkNode *ck_sema_cast (CkNode *e, CkType *t);            /* implicit, no checks */
CkNode *ck_sema_decay (CkParser *P, CkNode *e);
CkNode *ck_sema_promote (CkParser *P, CkNode *e);
CkNode *ck_sema_scalar_cond (CkParser *P, CkNode *e, const char *what);
CkNode *ck_sema_convert (CkParser *P, CkNode *e, CkType *t, const char *context);
CkNode *ck_sema_explicit_cast (CkParser *P, CkNode *e, CkType *t, CkSrcLoc loc);
CkNode *ck_sema_binary (CkParser *P, CkNodeKind op, CkNode *a, CkNode *b, CkSrcLoc loc, int len);
CkNode *ck_sema_unary (CkParser *P, CkNodeKind op, CkNode *a, CkSrcLoc loc, int len);
CkNode *ck_sema_assign (CkParser *P, CkNodeKind op, CkNode *a, CkNode *b, CkSrcLoc loc, int len);
CkNode *ck_sema_cond (CkParser *P, CkNode *c, CkNode *a, CkNode *b, CkSrcLoc loc);
CkNode *ck_sema_complex_part (CkParser *P, CkNode *e, gboolean imag, CkSrcLoc loc, int len);
CkNode *ck_sema_complex_make (CkParser *P, CkNode *re, CkNode *im, CkSrcLoc loc, int len);
CkNode *ck_sema_member (CkParser *P, CkNode *e, const char *name, gboolean arrow, CkSrcLoc loc,
                        int len);
CkNode *ck_sema_index (CkParser *P, CkNode *a, CkNode *i, CkSrcLoc loc);
CkNode *ck_sema_call (CkParser *P, CkNode *fn, CkSym *sym, CkNode **args, int n_args,
                      CkSrcLoc loc, gboolean launch);
CkNode *ck_sema_bind_ref (CkParser *P, CkNode *e, CkType *ref, const char *context);
CkNode *ck_sema_deref_ref (CkNode *e);
gboolean ck_sema_is_null_const (CkNode *e);
gboolean ck_sema_eval_int (CkNode *e, gint64 *out);
/* [dcl.init.list]p7: [e], an element of a braced list initialising an object of type [t], is
 * diagnosed when it is a narrowing conversion (g++'s words): an error for a constant (or always,
 * [always_error]), a warning for any other value. */
void ck_sema_check_narrowing (CkParser *P, CkNode *e, CkType *t, gboolean always_error);
/* The constant initialisation a call of a constexpr constructor makes (dim3 (2, 2)): its
 * members' values, or NULL when the call is not a constant (sema.c). */
CkInit *ck_sema_const_ctor_init (CkNode *call);
gboolean ck_sema_is_static_init (CkNode *e);
gboolean ck_sema_is_modifiable (CkParser *P, CkNode *e, CkSrcLoc loc, int len, const char *what);
CkType *ck_sema_usual_type (CkType *a, CkType *b);
CkMember *ck_sema_find_member (CkType *t, const char *name, gint64 *offset);
CkType *ck_sema_strip (CkType *t);  /* unqualified, reference removed */
gboolean ck_sema_has_unsupported (const CkType *t);  /* CkType.has_unsupported of its root */
gboolean ck_sema_has_err (CkParser *P, const CkType *t);
/* A temporary of type [t] initialised with [init] at each evaluation: the expression
 * `({ t tmp = init; &tmp; })`, of type pointer to [t] (the caller makes it a reference). */
CkNode *ck_parse_temporary (CkParser *P, CkType *t, CkNode *init, CkSrcLoc loc);  /* P->ty_err, or derived from it */


/* overloads (sema.c) */
CkObj *ck_sema_pick_overload (CkParser *P, const CkVec *cands, CkNode **args, int n_args, int *n_viable);
/* The rank of the implicit conversion of [e] to [t]: 0 exact, 1 promotion, 2 conversion, 3 a
 * pointer to bool, 4 user-defined, -1 none. */
int ck_sema_conv_rank (CkParser *P, CkNode *e, CkType *t);

/* the parser's pieces that frontend/class.c uses (parse.c) */
CkType *ck_parse_declspec (CkParser *P, CkDeclAttr *attr);
CkType *ck_parse_declarator_at (CkParser *P, CkType *ty, const char **name, CkSrcLoc *loc);
CkType *ck_parse_abstract_declarator (CkParser *P, CkType *ty);
CkType *ck_parse_trailing_return (CkParser *P, int *form);
void ck_template_lambda_pack (CkParser *P, const char *name, const char **names, int n);
CkNode *ck_parse_compound_stmt (CkParser *P, gboolean new_scope);
CkNode *ck_parse_assign (CkParser *P);
/* the instance of the one-parameter class template [sym] for the type [arg], or NULL */
CkType *ck_template_class_instance (CkParser *P, CkSym *sym, CkType *arg, CkSrcLoc loc);
/* a std::initializer_list temporary of class type [il] over the elements [args] */
CkNode *ck_class_init_list (CkParser *P, CkType *il, CkNode **args, int n, CkSrcLoc loc);
/* whether [c] is a std::initializer_list<E>; the braced list at P->tok as one, its elements
   (braced lists too) initialising E's */
gboolean ck_class_is_init_list (CkClass *c);
CkNode *ck_class_braced_init_list (CkParser *P, CkType *il);
/* `T{a, b}` of a class with user-provided constructors (an initializer-list one first): the
   temporary it builds; NULL (nothing read) for aggregates and other types */
CkNode *ck_class_list_temporary (CkParser *P, CkType *t, CkSrcLoc loc);
/* the held-back diagnostics of a member function of a class template's instance, at its use */
void ck_class_use_deferred (CkParser *P, CkObj *fn, CkSrcLoc loc, int len);
/* whether diagnostics are being held back for a member function body (class.c) */
gboolean ck_class_is_deferring (CkParser *P);
/* a closure class's identity (its name and where the lambda is), NULL for other classes */
const char *ck_class_lambda_key (struct CkClass *c);
const char *ck_class_lambda_pretty (CkParser *P, gboolean device);
/* `&_FUN` of the closure [e] that captures nothing: what it converts to a pointer to function
 * ([expr.prim.lambda.closure]p7), or NULL */
CkNode *ck_class_lambda_pointer (CkParser *P, CkNode *e);
const char *ck_class_closure_key (const CkType *t);
void ck_class_suffix_linkage (CkType *t, const char *suffix);
/* `T(args)` / `T{args}` at '(' or '{': a temporary (or a cast) of type [ty] */
CkNode *ck_parse_functional_cast (CkParser *P, CkType *ty, CkSrcLoc loc);
/* A braced list argument (CK_E_BRACED_ARG) read again as the initialiser of a parameter of
 * type [t] (a reference: of a temporary of the type it refers to) ([dcl.init.list]). */
CkNode *ck_parse_braced_arg_value (CkParser *P, CkNode *e, CkType *t);
/* The braced list at P->tok as a CK_E_BRACED_ARG, or NULL (nothing read) after an error in an
 * element. */
CkNode *ck_parse_braced_arg (CkParser *P);
/* Whether [t] (cv and references aside) is an instance of std::initializer_list; its element
 * type in [*elem]. */
gboolean ck_parse_is_initializer_list (CkParser *P, CkType *t, CkType **elem);
void ck_parse_enter_scope (CkParser *P);
void ck_parse_leave_scope (CkParser *P);
CkSym *ck_parse_lookup_sym (CkParser *P, const char *name);
CkSym *ck_parse_lookup_sym_here (CkParser *P, const char *name);
CkSym *ck_parse_declare_sym (CkParser *P, const char *name);
void ck_parse_expect (CkParser *P, CkPunct p);
void ck_parse_expect_close (CkParser *P, CkPunct p, const CkToken *open);
G_NORETURN void ck_parse_unsupported (CkParser *P, const CkToken *tok, const char *what);
CkObj *ck_parse_new_obj (CkParser *P, const char *name, CkType *ty, CkSrcLoc loc);
CkObj *ck_parse_new_anon_obj (CkParser *P, CkType *ty, CkSrcLoc loc);
void ck_parse_resolve_gotos (CkParser *P);
void ck_parse_skip_balanced_parens (CkParser *P);
void ck_parse_attributes (CkParser *P, CkDeclAttr *attr);
int ck_parse_exec_space_of (const CkDeclAttr *attr);
int ck_parse_tok_len (const CkToken *t);
gboolean ck_parse_is_typename (CkParser *P, const CkToken *t);
void ck_parse_skip_to_recovery (CkParser *P);
const char *ck_parse_linkage_name (CkParser *P, const char *name);
gboolean ck_parse_params_equal (const CkType *a, const CkType *b);
CkInit *ck_parse_decl_initializer (CkParser *P, CkObj *o, gboolean is_static);
CkNode *ck_parse_compound_literal (CkParser *P, CkType *ty, CkSrcLoc loc);

/* C++ classes (class.c) */
/* The parser's per-function state: saved while the body of a function nested in another (a
 * member function's, a lambda's, a template instance's) is parsed, and restored after it. */
typedef struct CkFnState {
  CkObj *fn;
  CkNode *brk, *cont, *sw;
  CkVec labels, gotos, vla_scopes, cleanups;
  CkClass *cls;
} CkFnState;
/* Saves [P]'s per-function state into [s] and starts the body of [fn] afresh, seeing the
 * members of [cls] (NULL: none). */
void ck_class_enter_fn (CkParser *P, CkFnState *s, CkObj *fn, CkClass *cls);
void ck_class_leave_fn (CkParser *P, const CkFnState *s);
CkClass *ck_class_of (CkType *t);
/* g++'s type-trait intrinsic [name] ("__is_class", "__is_base_of", ...) of [a] (and [b]):
   TRUE with its value in [*out], FALSE when cudak has no such intrinsic (class.c) */
gboolean ck_class_type_trait (const char *name, CkType *a, CkType *b, gint64 *out);
/* argument-dependent lookup of an unqualified call's [name] for [args], joined to ordinary
   lookup's [sym] (or NULL); whether it may add anything at all, before the arguments are
   parsed (class.c) */
CkSym *ck_class_adl (CkSym *sym, const char *name, CkNode **args, int n);
gboolean ck_class_adl_may_add (CkParser *P, CkSym *sym, const char *name);
CkNamespace *ck_class_scope_ns (CkType *t);
gboolean ck_class_is_base_of (CkClass *base, CkClass *derived);
CkType *ck_class_base_type (CkClass *c, int i);
void ck_class_conversions_unsupported (CkClass *c);
CkSym *ck_class_find (CkClass *c, const char *name);
CkClass *ck_class_begin (CkParser *P, CkType *t, gboolean is_class_key, CkVec *bases);
CkVec *ck_class_parse_bases (CkParser *P);
gboolean ck_class_member (CkParser *P, CkType *t);
void ck_class_dmi (CkParser *P, CkType *t, CkMember *m);
const CkToken *ck_class_dmi_tokens (CkType *t, const CkMember *m);
CkObj *ck_class_dmi_tail (CkParser *P, CkType *t, const CkMember *from);
void ck_class_before_layout (CkParser *P, CkType *t, int **aligns);
void ck_class_finish (CkParser *P, CkType *t);
const char *ck_class_operator_name (CkParser *P, CkType **conv);
CkClass *ck_class_qualifier (CkParser *P);
void ck_class_define_outside (CkParser *P, CkClass *c, const char *name, CkType *ty, CkSrcLoc loc,
                              gboolean is_const);
gboolean ck_class_try_ctor_outside (CkParser *P);
int ck_class_cleanup_mark (CkParser *P);
void ck_class_cleanup_pop (CkParser *P, CkVec *body, int mark, CkSrcLoc loc);
CkNode *ck_class_wrap_jump (CkParser *P, CkNode *n);
CkNode *ck_class_full_expr_end (CkParser *P, CkNode *n, int mark);
CkNode *ck_class_cond_guards (CkParser *P, CkNode **a, CkNode **b, int m0, int m1, int m2);
CkNode *ck_class_full_expr_value (CkParser *P, CkNode *e, int mark);
gboolean ck_class_needs_ctor (CkType *t);
CkNode *ck_class_local_decl (CkParser *P, CkObj *o, CkNode *decl);
CkNode *ck_class_temporary (CkParser *P, CkType *t, CkNode **args, int n, CkSrcLoc loc);
/* `T{args}` of a class with constructors: a temporary constructed from the braced list. */
CkNode *ck_class_braced_temporary (CkParser *P, CkType *t, CkSrcLoc loc);
/* Whether the class type [t] is an aggregate (no user-provided constructor, no virtual
 * function, every data member public). */
gboolean ck_class_is_aggregate (CkType *t);
/* [e], a temporary of ck_class_temporary, with its destruction forgotten: its object becomes
 * the value's (a prvalue moved into the result of ?:) */
CkNode *ck_class_elide_temporary (CkParser *P, CkNode *e);
void ck_class_own_aggregate (CkParser *P, CkObj *o);
CkObj *ck_class_alloc_fn (CkParser *P, CkType *t, gboolean array, gboolean del);
gboolean ck_class_has_dtor (CkType *t);
CkNode *ck_class_alloc_call (CkParser *P, CkObj *f, CkNode *bytes, CkSrcLoc loc);
CkNode *ck_class_dealloc_call (CkParser *P, CkObj *f, CkNode *ptr, CkNode *bytes, CkSrcLoc loc);
CkNode *ck_class_call_method (CkParser *P, CkNode *obj, CkSym *set, CkNode **args, int n,
                              CkSrcLoc loc, int len, gboolean qualified);
gboolean ck_class_is_no_object (const CkNode *e);
CkNode *ck_class_member_expr (CkParser *P, CkSym *sym, CkSrcLoc loc, int len, CkSym **symp);
CkNode *ck_class_dot (CkParser *P, CkNode *e, gboolean arrow, const char *name, CkSrcLoc loc,
                      int len, CkSym **symp, CkClass *qual);
CkNode *ck_class_operator (CkParser *P, CkNodeKind k, gboolean compound, CkNode *a, CkNode *b,
                           CkSrcLoc loc, int len);
CkNode *ck_class_index (CkParser *P, CkNode *a, CkNode *i, CkSrcLoc loc);
CkNode *ck_class_call_object (CkParser *P, CkNode *e, CkNode **args, int n, CkSrcLoc loc);
CkNode *ck_class_convert (CkParser *P, CkNode *e, CkType *t, gboolean implicit);
int ck_class_conv_rank (CkParser *P, CkNode *e, CkType *t);
/* Whether [e], of class type, converts to the lvalue reference [ref] through a conversion
 * function returning a reference (`operator T &()`, std::reference_wrapper's). */
gboolean ck_class_has_conv_to_ref (CkParser *P, CkNode *e, CkType *ref);
/* Whether the implicit copy assignment of the class [t] is deleted by a reference or const
 * member ([class.copy.assign]p7): g++'s error given at [loc] when it is. */
gboolean ck_class_assign_deleted (CkParser *P, CkType *t, CkSrcLoc loc, int len);
CkNode *ck_class_bind_ref (CkParser *P, CkNode *e, CkType *ref);
CkNode *ck_class_explicit_cast (CkParser *P, CkNode *e, CkType *t, CkSrcLoc loc);
/* pointers to members (class.c) */
CkType *ck_class_member_ptr_type (CkClass *c, CkType *pointee);
void ck_class_exception_bases (CkClass *c, CkVec *out, CkSrcLoc loc);
gboolean ck_class_is_ud_suffix (const CkToken *t);
CkNode *ck_class_user_literal (CkParser *P, CkToken *lit, CkNode *value);
CkNode *ck_class_member_pointer (CkParser *P, CkSrcLoc loc);
CkNode *ck_class_pm (CkParser *P, CkNode *obj, CkNode *mp, gboolean arrow, CkSrcLoc loc, int len);
gboolean ck_class_is_bound_member (const CkNode *e);
CkNode *ck_class_bound_call (CkParser *P, CkNode *e, CkNode **args, int n, CkSrcLoc loc);
CkNode *ck_class_upcast_ptr (CkParser *P, CkNode *e, CkType *to_ptr);
void ck_class_check_abstract (CkParser *P, CkType *t, const char *name, CkSrcLoc loc);
CkNode *ck_class_new (CkParser *P, CkNode *n, CkType *ty, CkNode **args, int na, CkSrcLoc loc);
CkNode *ck_class_delete (CkParser *P, CkNode *n);
int ck_class_catch_begin (CkParser *P, CkVec *body, CkSrcLoc loc);
void ck_class_cleanup_truncate (CkParser *P, int mark);
void ck_class_copy_init (CkParser *P, CkVec *body, CkObj *o, CkNode *src, CkSrcLoc loc);
void ck_class_catch_param (CkParser *P, CkVec *body, CkObj *o, CkObj *ref, CkSrcLoc loc);
CkNode *ck_class_throw (CkParser *P, CkNode *n, CkNode *e, int mark);
CkType *ck_class_bad_alloc (CkParser *P);
CkNode *ck_class_explicit_dtor (CkParser *P, CkNode *e, gboolean arrow, CkSrcLoc loc, int len);
CkNode *ck_class_new_checked (CkParser *P, CkNode *n);
void ck_class_add_member_template (CkParser *P, CkClass *c, struct CkTemplate *T, const char *name,
                                   gboolean is_ctor);
/* A member class template's name [s] (its template) declared in class [c] ('Outer<int>::Inner'). */
void ck_class_add_member_name (CkParser *P, CkClass *c, CkSym *s, const char *name);
CkObj *ck_class_member_instance (CkParser *P, CkClass *c, int access, const char *inst_name);
int ck_class_access (CkClass *c);
CkType *ck_class_type (CkClass *c);
/* The function of the program that calls the built-in function [f] (declared by cudak's
 * headers without a body, implemented by the runtime) in its place where its address is taken,
 * made once per translation unit; NULL for any other function. */
CkObj *ck_class_builtin_stand_in (CkParser *P, CkObj *f);
/* [c]'s constructors (an overload set), or NULL when it declares none. */
CkSym *ck_class_ctors (CkClass *c);
void ck_template_member_decl (CkParser *P, CkClass *c);
int ck_template_pack_size_in (CkParser *P, CkToken *from, CkToken *to);
CkNode *ck_template_member_explicit (CkParser *P, CkNode *obj, CkSym *set, CkSrcLoc loc, int len);
void ck_template_member_candidates (CkParser *P, CkSym *set, CkNode **args, int n, CkSrcLoc loc, int len);
void ck_template_operator_candidates (CkParser *P, struct CkTemplate *T0, CkNode **args, int n,
                                      CkVec *out);
CkObj *ck_template_chosen (CkParser *P, CkObj *fn, CkSrcLoc loc, int len);
/* Whether the template of the instance [a] is more specialised than [b]'s for a call with [n_args]
 * arguments (partial ordering, [temp.func.order]) */
gboolean ck_template_more_specialised (const CkObj *a, const CkObj *b, int n_args);
/* A call's argument types as g++ lists them ('int&, int*, const char [3]') */
const char *ck_template_args_str (CkNode **args, int n);
CkObj *ck_template_conversion (CkParser *P, CkClass *c, CkType *target, CkSrcLoc loc, int len);
void ck_class_wrap_main (CkProgram *prog);
gboolean ck_class_static_object (CkParser *P, CkObj *o);
CkNode *ck_class_by_value_arg (CkParser *P, CkNode *e, CkType *param);
CkNode *ck_class_default_arg (CkParser *P, CkNode *e, CkType *param);
CkNode **ck_class_braced_args (CkParser *P, CkType *t, int *n);
/* `(void *) C::operator new(sizeof (C))` when class [t] (or a base) declares an allocation
 * function, else NULL: the memory of `new C` ([class.free]) */
CkNode *ck_class_member_new (CkParser *P, CkType *t, CkSrcLoc loc, int len);
/* The symbol the qualified name `A::B::name` at [tok] names, or NULL; [*end] is set to the
 * token after it when given */
CkSym *ck_parse_qualified_sym (CkParser *P, const CkToken *tok, const CkToken **end);
/* Whether class [t] (or a base) declares the allocation function [name] ("operator new[]") */
gboolean ck_class_has_member_alloc (CkType *t, const char *name);
/* g++'s intrinsics of the traits of expressions, `__is_constructible(T, Args...)`,
 * `__is_convertible(From, To)`, `__is_assignable(T, U)` and their `__is_nothrow_` forms: TRUE
 * when [name] is one, and then, unless [types] is NULL, the value in [*out] */
gboolean ck_class_expr_trait (CkParser *P, const char *name, CkType **types, int n, CkSrcLoc loc, gint64 *out);
/* Whether evaluating [n] may throw (the noexcept operator) */
gboolean ck_parse_may_throw (const CkNode *n);
void ck_class_note_label (CkParser *P, CkNode *label);
CkNode *ck_class_wrap_goto (CkParser *P, CkNode *n);
CkNode *ck_class_lambda (CkParser *P);
CkNode *ck_class_static_local (CkParser *P, CkObj *o);
CkNode *ck_class_lambda_use (CkParser *P, CkObj *o, CkSrcLoc loc, int len);
CkNode *ck_class_lambda_return (CkParser *P, CkNode *e);
CkType *ck_class_lambda_auto_param (CkParser *P, CkType *t, CkType *ph, gboolean auto_const, int index,
                                    const CkToken *start);
void ck_parse_struct_layout (CkType *t, int *aligns);
CkNamespace *ck_class_namespace (CkClass *c);
const char *ck_class_name (CkClass *c);
CkScope *ck_class_lookup_scope (CkClass *c, CkScope *parent);
/* parse.c's entry points for template.c */
void ck_parse_declaration (CkParser *P, CkVec *stmts);
CkType *ck_parse_type_name (CkParser *P);
CkType *ck_parse_named_type (CkParser *P, const char **name);  /* declspec declarator */
CkType *ck_parse_signature (CkParser *P, CkDeclAttr *attr, const char **name);
CkType *ck_parse_declarator (CkParser *P, CkType *base, const char **name);
gboolean ck_parse_is_typename (CkParser *P, const CkToken *tok);
CkNode *ck_parse_cond_expr (CkParser *P);   /* conditional-expression (no ',', no '=') */
CkNode **ck_parse_call_args (CkParser *P, const CkToken *open, int *n);
CkSym *ck_parse_lookup (CkParser *P, const char *name);
G_NORETURN void ck_parse_syntax_error (CkParser *P, const CkToken *tok, const char *fmt, ...)
  G_GNUC_PRINTF (3, 4);
G_NORETURN void ck_parse_unwind (CkParser *P);   /* after an error already reported */
void ck_parse_skip_angle_brackets (CkParser *P);
/* Skips the tokens of a declaration or statement without parsing them: through the ';' at
 * bracket depth 0 or, when [brace_ends], through the '}' that closes a body. Reports [eof_msg]
 * at end of input; returns TRUE when a '}' ended it. */
gboolean ck_parse_skip_declaration (CkParser *P, gboolean brace_ends, const char *eof_msg);

/* templates (template.c) */
typedef struct CkTemplate CkTemplate;
typedef struct CkTInst CkTInst;
/* template-decl at 'template': records the template (or specialization) and skips it */
void ck_template_decl (CkParser *P, CkVec *stmts);
/* a class or alias template (names a type with its arguments) */
gboolean ck_template_is_type (const CkTemplate *t);
/* After the name of class/alias template [sym] (P->tok at '<', or not for the injected class
 * name inside its own instantiation): the instance's type, or P->ty_err after an error. */
CkType *ck_template_type (CkParser *P, CkSym *sym, const CkToken *name);
/* After the name [t] of function template [sym] in an expression: `f<args>`, `f<args>(...)`,
 * `f(...)` with deduction. Returns the call, or the instance (a VAR) when no '(' follows. */
CkNode *ck_template_expr (CkParser *P, CkSym *sym, const CkToken *t, CkSrcLoc loc, int len);
/* `X::name` after the type [t] (P->tok at '::'): a member type of the class template instance
 * [t]; errors (returning P->ty_err) when it has none */
CkType *ck_template_member_type (CkParser *P, CkType *t);
/* `Trait<args>::name` in an expression (P->tok after the class template's name [t]): an
 * enumerator declared in the instance's body */
CkNode *ck_template_scoped_value (CkParser *P, CkSym *sym, const CkToken *t, CkSrcLoc loc,
                                  CkSym **symp);
/* The number of elements of [t] when it is a std::tuple of <tuple>, else -1 */
int ck_template_std_tuple_size (const CkType *t);
/* Whether the class [t] is made tuple-like by a specialisation of std::tuple_size (its template
 * [tuple_size]), other than std::pair's and std::tuple's */
gboolean ck_template_is_user_tuple_like (CkParser *P, CkSym *tuple_size, CkType *t);
/* Element [i] of the std::tuple lvalue [h] (its get<i>), an lvalue */
CkNode *ck_class_tuple_element (CkParser *P, CkNode *h, int i, CkSrcLoc loc, int len);
/* `Vec<T>::` at P->tok where Vec is a class template: its instance (P->tok at the '::'), the
 * error type after an error, or NULL (nothing consumed) for anything else */
CkType *ck_template_qualifier (CkParser *P);
/* Does class template instance [t] declare a member type [name] (`typedef S<int> SI;` makes
 * `SI::value_type` a type)? */
gboolean ck_template_has_member_type (CkType *t, const char *name);
/* The type arguments of the class template instance [t] (the elements of a pack too), pushed
 * on [out]; none for another type. */
void ck_template_type_args (const CkType *t, CkVec *out);
/* A declarator or struct tag [*name] read: when it is the pending instantiation's, it becomes
 * the instance's name and a specialization's '<...>' after it is skipped. */
void ck_template_rename (CkParser *P, const char **name);
/* [t] names a function parameter pack where it is not expanded as `f(args...)`: one
 * unsupported error, and the statement is abandoned; returns when [t] is no pack */
void ck_template_pack_misuse (CkParser *P, const CkToken *t);
/* The name a class template's instance [t] has inside its own body (`Vec` in `Vec<float, 3>`:
 * its constructors' name), when [t] is the instance being parsed; else "" */
const char *ck_template_injected_name (CkParser *P, const CkType *t);
/* `S(args) -> S<...>;` at P->tok, S a class template: a deduction guide without template
 * parameters, recorded (TRUE); FALSE, nothing consumed, otherwise */
gboolean ck_template_try_guide (CkParser *P);
/* Whether the parser is in a template's instance whose packs can be expanded */
gboolean ck_template_in_instance (CkParser *P);
/* While a pack expansion's pattern is parsed (P->pack_elem > 0): the symbol [name] stands
 * for, when it names a pack of the instance (its element's parameter or type), else NULL */
CkSym *ck_template_pack_elem_sym (CkParser *P, const char *name);
/* At the start of an element of a list (call or template arguments with [angle], a braced
 * list, base specifiers, mem-initializers): when it is a pattern `g(args)...` that names a pack
 * of the instance, calls [one] ([P], [ctx]) once per element of the pack with the pack's names
 * standing for that element, moves past '...' and returns TRUE; else FALSE, nothing consumed */
gboolean ck_template_expand_with (CkParser *P, gboolean angle, void (*one) (CkParser *P, void *ctx),
                                  void *ctx);
/* At the start of a call argument: when it is a pattern `g(args)...` that names a pack of the
 * instance, parses it once per element into [args], moves past '...' and returns TRUE */
gboolean ck_template_expand_pattern (CkParser *P, CkVec *args, CkNode *(*parse_one) (CkParser *));
/* `sizeof...(pack)` at '...' */
CkNode *ck_template_sizeof_pack (CkParser *P, CkSrcLoc loc);
/* a type that names a template parameter pack (`Ts`, `const Ts &`) */
gboolean ck_template_is_pack_type (const CkType *t);
/* a function parameter pack `Ts... name` of type [ty]: appends one parameter per element after
 * [tail] (counted in [*n]) and returns the new tail */
CkParam *ck_template_pack_params (CkParser *P, CkType *ty, const char *name, CkSrcLoc loc,
                                  CkParam *tail, int *n);
/* `name...` in call arguments (P->tok at '...' after the identifier [t]) */
gboolean ck_template_expand_pack (CkParser *P, const CkToken *t, CkVec *args);
/* __func__ ([pretty] FALSE: 'f') or __PRETTY_FUNCTION__ ('T f(T) [with T = int; int N = 2]') of
 * [fn] when it is the function template instance being parsed, else NULL */
const char *ck_template_func_name (CkParser *P, CkObj *fn, gboolean pretty, gboolean device);
/* Has the diagnostic been given already by another instance of the same template? (An error
 * in a template's body is reported once, not once per instance; the instance still fails.) */
gboolean ck_template_seen_diag (CkParser *P, int level, CkSrcLoc loc, const char *fmt, va_list ap);

#endif
