/* frontend/template.c — C++ templates (issue 19): function, class and alias templates, their
 * arguments (explicit, default, deduced), explicit and partial specialisations, parameter packs.
 *
 * A template declaration records its parameter list, the first token of the declaration it
 * governs and the scope it was declared in, and the parser skips the declaration. An
 * instantiation re-parses that token range in a fresh scope whose parent is the declaring
 * scope, with the type parameters bound as typedef names, the non-type ones as constants and
 * the template template ones as the templates they name; the declaration's name becomes the
 * instance's C++ name as g++ prints it ('reduce<float, 256>'), which is the function's name in
 * diagnostics, checker reports and --trace, and its linkage name. Instances are cached per
 * template by that name, so each argument list is parsed once per pass; function instances are
 * ordinary functions of the program (kernels too), emitted where they are first needed.
 * Deduction parses a function template's signature once with its type parameters bound to
 * placeholder types and matches the call's argument types against it ([temp.deduct.call]).
 * Pack expansions are parsed once per element (ck_template_expand_with); members defined
 * outside a class template are parsed for each of its instances (OutDef).
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include "frontend/parse.h"
#include "frontend/diag.h"

typedef enum { TP_TYPE, TP_VALUE, TP_TEMPLATE } TParamKind;
typedef enum { TK_FUNC, TK_CLASS, TK_ALIAS, TK_VAR } TmplKind;   /* TK_VAR: a variable template */

typedef struct TParam {
  TParamKind kind;
  const char *name;          /* NULL: unnamed */
  gboolean is_pack;
  CkToken *type_tok;         /* TP_VALUE: the first token of its type */
  CkToken *type_end;         /* TP_VALUE: the token after its type */
  CkToken *def;              /* the default argument's first token, or NULL */
  CkSrcLoc loc;
} TParam;

typedef struct TArg {
  TParamKind kind;
  CkType *type;              /* TP_TYPE */
  gint64 val;                /* TP_VALUE */
  CkType *vtype;             /* TP_VALUE: the parameter's type */
  CkTemplate *tmpl;          /* TP_TEMPLATE */
  gboolean is_pack;          /* a pack: [elems] */
  int n;
  struct TArg *elems;
  gboolean is_expansion;     /* in a pattern: `Ts...` of a pack placeholder [type], the rest of
                                a pack's elements */
} TArg;

/* A partial specialisation: its own parameters and the argument patterns after the name. */
typedef struct Spec {
  TParam *params;
  int n_params;
  CkToken *args_tok;         /* the '<' after the name */
  CkToken *body;             /* the first token of its declaration */
  CkScope *scope;
} Spec;

struct CkTemplate {
  const char *name;
  TmplKind kind;
  TParam *params;
  int n_params;
  CkToken *body;             /* first token of the declaration after the parameter list */
  CkSrcLoc loc;              /* the template's name */
  CkScope *scope;
  CkNamespace *ns;
  gboolean extern_c;
  CkStrMap cache;               /* instance name -> CkTInst */
  CkStrMap explicit_specs;      /* instance name -> first token of the specialisation's declaration */
  CkStrMap explicit_scopes;     /* instance name -> the scope that declaration is in (a later
                                   reopening of the namespace sees names the template's does not) */
  CkVec partial_specs;       /* Spec */
  CkTemplate *next;          /* the next function template of the same name (overloads) */
  CkTemplate *first;         /* the first of them */
  CkToken *unsupported_expansion;   /* a pack expansion its signature's pattern cannot hold
                                       (`Tuple<Box<Ts>...>`), or NULL */
  CkVec out_defs;            /* TK_CLASS: OutDef, its members defined outside it */
  CkVec guides;              /* TK_CLASS: Spec, its deduction guides ([body] at the '(',
                                [args_tok] at the class named after '->') */
  struct OutDef *out_def;    /* a member template of a class template's instance: its
                                out-of-class definition, or NULL */
  CkTInst *out_class;        /* ... and the class's instance */
  const char *qualifier;     /* a member class template: its class's name, which names its
                                instances ('Outer<int>::Inner<double>') */
  /* deduction (TK_FUNC): the signature with placeholders */
  int pattern_state;         /* 0 not parsed, 1 parsed, -1 cannot be parsed */
  gboolean pattern_partial;  /* only the parameters could be parsed with placeholders */
  CkToken *name_tok;         /* the declared name */
  gboolean has_body;         /* a definition, not only a declaration */
  gboolean auto_ret;         /* declared with an 'auto' return type (unsupported) */
  gboolean deduced_auto;     /* defined with a plain 'auto' return type: each instance's body
                                gives its own (no substitution check of the signature) */
  CkType *pattern;
  CkType **ph;               /* [n_params]: placeholder type of each type parameter */
  int pack_param;            /* index of the function parameter that is a pack, or -1 */
  CkType *pack_param_type;   /* its declared type (holds the pack placeholder) */
  /* a member function template: its class, the access it was declared with, the class
     template's instance whose body declared it (or NULL), a constructor template */
  CkClass *member_of;
  int access;
  CkTInst *outer_inst;
  gboolean is_ctor;
  int conv_param;            /* a conversion function template `operator T()`: the index of T
                                (deduced as the conversion's target type), else -1 */
  gboolean ctad;             /* a constructor of a class template as a deduction guide: [body]
                                is its '(' (only its parameters are parsed) */
};

struct CkTInst {
  CkTemplate *tmpl;
  const char *name;          /* 'reduce<float, 256>' */
  TArg *args;
  int n_args;
  CkObj *fn;
  CkType *type;
  gboolean in_progress, failed;
  gboolean repeated_error;   /* an error another instance gave already (not repeated) */
  CkScope *scope;
  CkStrMap packs;               /* pack name -> TArg (type packs) or Pack (function parameter packs) */
  CkTInst *pattern_inst;     /* signature parsing: the template whose pattern this is */
  CkTInst *outer_packs;      /* a generic lambda's instance (ck_template_lambda_pack): the packs
                                around it */
  gboolean specialised;      /* a class's instance from an explicit or partial specialisation */
};

/* A member of a class template defined outside it: `template <class T> void Vec<T>::push(T x)
 * { ... }` (also a constructor, a destructor, a static data member), or, with [n_inner], a
 * member template's definition `template <class T> template <class U> U Vec<T>::f(U) { ... }`.
 * Each instance of the class parses it with [params] bound to its arguments. */
typedef struct OutDef {
  TParam *params;
  int n_params;
  TParam *inner;             /* a member template's own parameters */
  int n_inner;
  CkToken *body;             /* the declaration after the parameter lists */
  CkToken *name;             /* the member's name (after `Vec<T>::`) */
  CkScope *scope;
} OutDef;

/* the full argument list deduced for one candidate */
typedef struct CkTArgList {
  TArg *args;
  int n;
  CkTemplate *tmpl;          /* an operator candidate's template (ck_template_operator_candidates) */
} CkTArgList;

/* What template.c knows of a type is kept in the type itself (GC memory, per parse):
 * [is_template_param] marks a placeholder (a type parameter of a signature being deduced, or a
 * pack), whose [tmpl_info] is its Pack for a pack; the root of a struct that is a class template
 * instance has its CkTInst in [tmpl_info]. */
static CkTInst *
inst_of_type (const CkType *t)
{
  while (t->origin)
    t = t->origin;
  return t->is_template_param ? NULL : t->tmpl_info;
}

static void
set_inst_of_type (CkType *t, CkTInst *I)
{
  while (t->origin)
    t = t->origin;
  t->tmpl_info = I;
}

#define PH_VALUE_BASE G_GINT64_CONSTANT (0x5eed0000)

/* Nested instantiations at most (g++'s default is 900; each level here is a nested parse on the
 * C stack) */
#define CK_TEMPLATE_MAX_DEPTH 256
static int inst_depth;
static gboolean depth_exceeded;

static gboolean
is_punct (const CkParser *P, CkPunct p)
{
  return P->tok->kind == CK_TK_PUNCT && P->tok->punct == p;
}

static gboolean
tok_is_punct (const CkToken *t, CkPunct p)
{
  return t->kind == CK_TK_PUNCT && t->punct == p;
}

static gboolean
is_kw (const CkParser *P, CkKeyword k)
{
  return P->tok->kind == CK_TK_KEYWORD && P->tok->kw == k;
}

/* '>' closing a template argument list, or a part of a '>>' or of a '>>>' (the launch's token:
 * `greater<pair<int, int>>>` closes three lists, [temp.names]p3) */
static gboolean
at_close (CkParser *P)
{
  return is_punct (P, CK_P_GT) || is_punct (P, CK_P_SHR) || is_punct (P, CK_P_LAUNCH_CLOSE);
}

static void
consume_close (CkParser *P)
{
  if (is_punct (P, CK_P_GT))
    P->tok++;
  else if (is_punct (P, CK_P_SHR) || is_punct (P, CK_P_LAUNCH_CLOSE))
    {
      int width = is_punct (P, CK_P_SHR) ? 2 : 3;
      int used = (P->half_gt == P->tok ? P->gt_used : 0) + 1;
      if (used == width)
        {
          P->half_gt = NULL;
  P->gt_used = 0;
          P->gt_used = 0;
          P->tok++;
        }
      else
        {
          P->half_gt = P->tok;
          P->gt_used = used;
        }
    }
}

static const char *
tok_desc (const CkToken *t)
{
  return t->kind == CK_TK_EOF ? "end of input" : ck_strdup_printf ("'%s'", t->text);
}

static int
tok_len (const CkToken *t)
{
  return t->len > 0 ? t->len : 1;
}

/* ---------------------------------------------------------------- names */

static gboolean is_placeholder_type (const CkType *t);

/* A type as g++ writes it in a template argument list ('const float*', 'Vec<float, 3>'). */
static void
type_str (GString *s, const CkType *t)
{
  if (is_placeholder_type (t) || (t->typedef_name && strcmp (t->typedef_name, "<error>") == 0))
    {
      if (t->is_const)
        g_string_append (s, "const ");
      g_string_append (s, t->typedef_name);
      return;
    }
  switch (t->kind)
    {
    case CK_TY_PTR:
      type_str (s, t->base);
      g_string_append (s, t->is_rvalue_ref ? "&&" : t->is_reference ? "&" : "*");
      if (t->is_const)
        g_string_append (s, " const");
      return;
    case CK_TY_ARRAY:
      type_str (s, t->base);
      if (t->array_len >= 0)
        g_string_append_printf (s, " [%" G_GINT64_FORMAT "]", t->array_len);
      else
        g_string_append (s, " []");
      return;
    case CK_TY_FUNC:
      {
        char *f = ck_type_to_string (t);
        g_string_append (s, f);
        return;
      }
    default:
      break;
    }
  if (t->is_const)
    g_string_append (s, "const ");
  if (t->is_volatile)
    g_string_append (s, "volatile ");
  const char *b = ck_type_gnu_basic_name (t);
  if (b)
    g_string_append (s, b);
  else if ((t->kind == CK_TY_STRUCT || t->kind == CK_TY_UNION || t->kind == CK_TY_ENUM) && t->tag)
    g_string_append (s, t->tag);
  else
    g_string_append (s, ck_type_to_string (t));
}

static void
arg_str (GString *s, const TArg *a)
{
  if (a->is_pack)
    {
      for (int i = 0; i < a->n; i++)
        {
          if (i)
            g_string_append (s, ", ");
          arg_str (s, &a->elems[i]);
        }
      return;
    }
  switch (a->kind)
    {
    case TP_TYPE:
      type_str (s, a->type);
      break;
    case TP_VALUE:
      if (a->val >= PH_VALUE_BASE && a->val < PH_VALUE_BASE + 256)
        g_string_append_printf (s, "$%d", (int) (a->val - PH_VALUE_BASE));
      else if (a->vtype && a->vtype->kind == CK_TY_BOOL)
        g_string_append (s, a->val ? "true" : "false");
      else if (a->vtype && a->vtype->is_unsigned)
        g_string_append_printf (s, "%" G_GUINT64_FORMAT, (guint64) a->val);
      else
        g_string_append_printf (s, "%" G_GINT64_FORMAT, a->val);
      break;
    case TP_TEMPLATE:
      g_string_append (s, a->tmpl ? a->tmpl->name : "?");
      break;
    }
}

static const char *
inst_name (CkTemplate *T, TArg *args, int n)
{
  GString *s = g_string_new (T->name);
  g_string_append_c (s, '<');
  gboolean first = TRUE;
  for (int i = 0; i < n; i++)
    {
      if (args[i].is_pack && args[i].n == 0)
        continue;
      if (!first)
        g_string_append (s, ", ");
      first = FALSE;
      arg_str (s, &args[i]);
    }
  if (s->str[s->len - 1] == '>')
    g_string_append_c (s, ' ');
  g_string_append_c (s, '>');
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* The cache key of an instance: its name, and for each argument that is a closure type (all
 * named `<lambda>`, as g++ names them), or holds one among its own template arguments, the
 * closure's class, so that two lambdas passed to one function template make two instances. */
static void
lambda_ids (GString *s, const TArg *args, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (args[i].is_pack)
        lambda_ids (s, args[i].elems, args[i].n);
      if (args[i].kind != TP_TYPE || !args[i].type)
        continue;
      const CkType *t = args[i].type;
      while (t->kind == CK_TY_PTR || t->kind == CK_TY_ARRAY)
        t = t->base;
      const char *k = t->kind == CK_TY_STRUCT ? ck_class_lambda_key (ck_class_of ((CkType *) t)) : NULL;
      if (k)
        g_string_append_printf (s, "#%s", k);
      /* a closure among another instance's arguments: f<Holder<lambda> > */
      const CkTInst *I = t->kind == CK_TY_STRUCT ? inst_of_type (t) : NULL;
      if (I)
        lambda_ids (s, I->args, I->n_args);
    }
}

static const char *
inst_key (CkTemplate *T, TArg *args, int n)
{
  const char *name = inst_name (T, args, n);
  GString *s = g_string_new (name);
  lambda_ids (s, args, n);
  if (s->len == strlen (name))
    {
      g_string_free (s, TRUE);
      return name;
    }
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* 'template<class T, int N> ' as g++ writes a candidate */
static CkType *value_param_type (CkParser *P, TParam *p);

static const char *
template_head (CkParser *P, CkTemplate *T)
{
  GString *s = g_string_new ("template<");
  for (int i = 0; i < T->n_params; i++)
    {
      TParam *p = &T->params[i];
      if (i)
        g_string_append (s, ", ");
      if (p->kind == TP_TYPE)
        g_string_append (s, "class");
      else if (p->kind == TP_TEMPLATE)
        g_string_append (s, "template<class> class");
      else
        type_str (s, value_param_type (P, p));
      if (p->is_pack)
        g_string_append (s, " ...");
      if (p->name)
        g_string_append_printf (s, " %s", p->name);
    }
  g_string_append (s, "> ");
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}


/* What g++'s note "provided for 'template<class T> struct S'" names after the template head:
 * 'struct S', 'using A', a variable template's declaration 'constexpr const int bits<T>'. */
static const char *
declared_entity (CkTemplate *T)
{
  if (T->kind == TK_CLASS)
    return ck_strdup_printf ("struct %s", T->name);
  if (T->kind == TK_ALIAS)
    return ck_strdup_printf ("using %s", T->name);
  if (T->kind != TK_VAR)
    return ck_strdup_printf (" %s", T->name);
  GString *s = g_string_new (NULL);
  gboolean is_constexpr = FALSE, is_const = FALSE;
  for (CkToken *u = T->body; u < T->name_tok; u++)
    {
      is_constexpr |= u->kind == CK_TK_KEYWORD && u->kw == CK_KW_CONSTEXPR;
      is_const |= u->kind == CK_TK_KEYWORD && u->kw == CK_KW_CONST;
    }
  for (CkToken *u = T->body; u < T->name_tok; u++)
    {
      if (u->kind == CK_TK_KEYWORD && u->kw == CK_KW_INLINE)
        continue;
      g_string_append_printf (s, "%.*s ", u->len, u->text);
      if (u->kind == CK_TK_KEYWORD && u->kw == CK_KW_CONSTEXPR && !is_const)
        g_string_append (s, "const ");   /* constexpr implies const ([dcl.constexpr]p10) */
    }
  g_string_append_printf (s, "%s<", T->name);
  for (int i = 0; i < T->n_params; i++)
    g_string_append_printf (s, "%s%s%s", i ? ", " : "", T->params[i].name ? T->params[i].name : "",
                            T->params[i].is_pack ? " ..." : "");
  g_string_append (s, ">");
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* ---------------------------------------------------------------- declarations */

/* The index in [params] (TParam *) of the type parameter named [name], or -1. */
static int
earlier_type_param (const CkVec *params, const char *name)
{
  for (int i = 0; i < params->len; i++)
    {
      const TParam *q = ck_vec_get (params, i);
      if (q->kind == TP_TYPE && q->name && strcmp (q->name, name) == 0)
        return i;
    }
  return -1;
}

/* Reads one template parameter list from '<' through '>' into [out]. */
static void
param_list (CkParser *P, CkVec *out)
{
  P->tok++;   /* '<' */
  while (!at_close (P))
    {
      TParam *p = ck_new (TParam);
      p->loc = ck_parse_tok_loc (P->tok);
      if (is_kw (P, CK_KW_TEMPLATE))
        {
          /* template<...> class C */
          P->tok++;
          if (!is_punct (P, CK_P_LT))
            ck_parse_syntax_error (P, P->tok, "expected '<' after 'template'");
          ck_parse_skip_angle_brackets (P);
          if (!is_kw (P, CK_KW_CLASS) && !is_kw (P, CK_KW_TYPENAME))
            ck_parse_syntax_error (P, P->tok, "expected 'class' or 'typename' before %s",
                                   tok_desc (P->tok));
          P->tok++;
          p->kind = TP_TEMPLATE;
        }
      else if ((is_kw (P, CK_KW_TYPENAME) || is_kw (P, CK_KW_CLASS))
               && (P->tok[1].kind == CK_TK_IDENT || P->tok[1].kind == CK_TK_PUNCT)
               && !(is_kw (P, CK_KW_TYPENAME) && P->tok[1].kind == CK_TK_IDENT
                    && (tok_is_punct (&P->tok[2], CK_P_COLONCOLON) || tok_is_punct (&P->tok[2], CK_P_LT))))
        {
          P->tok++;
          p->kind = TP_TYPE;
        }
      else
        {
          p->kind = TP_VALUE;
          p->type_tok = P->tok;
          /* skip its type up to the name (an earlier type parameter is a type: `class T, T v`);
             a qualified or template name is part of the type, with its argument list
             (`std::enable_if_t<std::is_integral<T>::value, int> = 0`,
             `typename std::enable_if<C, bool>::type = true`) */
          int angle = 0, paren = 0;
          for (;;)
            {
              if (P->tok->kind == CK_TK_EOF || is_punct (P, CK_P_SEMI) || is_punct (P, CK_P_LBRACE))
                ck_parse_syntax_error (P, P->tok, "expected '>' before %s", tok_desc (P->tok));
              if (angle == 0 && paren == 0)
                {
                  if (is_punct (P, CK_P_COMMA) || at_close (P) || is_punct (P, CK_P_ASSIGN)
                      || is_punct (P, CK_P_ELLIPSIS))
                    break;
                  if (P->tok->kind == CK_TK_IDENT && !ck_parse_is_typename (P, P->tok)
                      && earlier_type_param (out, P->tok->text) < 0
                      && !tok_is_punct (&P->tok[1], CK_P_COLONCOLON) && !tok_is_punct (&P->tok[1], CK_P_LT)
                      && !(P->tok > p->type_tok && tok_is_punct (&P->tok[-1], CK_P_COLONCOLON)))
                    break;
                }
              if (is_punct (P, CK_P_LPAREN) || is_punct (P, CK_P_LBRACKET))
                paren++;
              else if (is_punct (P, CK_P_RPAREN) || is_punct (P, CK_P_RBRACKET))
                paren--;
              else if (paren == 0 && is_punct (P, CK_P_LT))
                angle++;
              else if (paren == 0 && is_punct (P, CK_P_GT))
                angle--;
              else if (paren == 0 && is_punct (P, CK_P_SHR))
                angle -= 2;
              P->tok++;
            }
          p->type_end = P->tok;
        }
      if (is_punct (P, CK_P_ELLIPSIS))
        {
          p->is_pack = TRUE;
          P->tok++;
        }
      if (P->tok->kind == CK_TK_IDENT)
        {
          p->name = P->tok->text;
          p->loc = ck_parse_tok_loc (P->tok);
          P->tok++;
        }
      if (is_punct (P, CK_P_ASSIGN))
        {
          P->tok++;
          p->def = P->tok;
          /* angle brackets count outside parentheses only: inside them '>' is an operator
             ([temp.names]p3: `bool M = (S > 32)`) */
          int angle = 0, paren = 0;
          for (;;)
            {
              if (P->tok->kind == CK_TK_EOF || is_punct (P, CK_P_SEMI) || is_punct (P, CK_P_LBRACE)
                  || (angle == 0 && paren == 0 && P->tok > p->def && P->tok->at_bol
                      && (is_kw (P, CK_KW_STRUCT) || is_kw (P, CK_KW_CLASS) || is_kw (P, CK_KW_UNION)
                          || is_kw (P, CK_KW_TEMPLATE) || is_kw (P, CK_KW_TYPEDEF)
                          || is_kw (P, CK_KW_USING) || is_kw (P, CK_KW_STATIC))))
                ck_parse_syntax_error (P, P->tok, "expected '>' before %s", tok_desc (P->tok));
              if (angle == 0 && paren == 0 && (is_punct (P, CK_P_COMMA) || at_close (P)))
                break;
              if (is_punct (P, CK_P_LPAREN) || is_punct (P, CK_P_LBRACKET))
                paren++;
              else if (is_punct (P, CK_P_RPAREN) || is_punct (P, CK_P_RBRACKET))
                paren--;
              else if (paren == 0 && is_punct (P, CK_P_LT))
                angle++;
              else if (paren == 0 && is_punct (P, CK_P_GT))
                angle--;
              else if (paren == 0 && (is_punct (P, CK_P_SHR) || is_punct (P, CK_P_LAUNCH_CLOSE)))
                {
                  int width = is_punct (P, CK_P_SHR) ? 2 : 3;
                  if (angle < width)
                    {
                      /* closes the default's lists and ours: our '>' is the next part */
                      P->half_gt = P->tok;
                      P->gt_used = angle;
                      angle = 0;
                      break;
                    }
                  angle -= width;
                }
              P->tok++;
            }
        }
      ck_vec_push (out, p);
      if (is_punct (P, CK_P_COMMA))
        {
          P->tok++;
          continue;
        }
      if (!at_close (P))
        ck_parse_syntax_error (P, P->tok, "expected '>' before %s", tok_desc (P->tok));
    }
  consume_close (P);
  if (P->half_gt)
    ck_parse_syntax_error (P, P->tok, "expected a declaration after the template parameter list");
}

/* Skips the declaration at P->tok: through its ';', or through the '}' of a function body. */
static void
skip_declaration (CkParser *P, gboolean is_function)
{
  ck_parse_skip_declaration (P, is_function, "expected ';' at end of input");
}

static CkToken *skip_parens (CkToken *lp);

/* Whether [t] is `operator` followed by an operator's punctuator, `()` or `[]`: the name of an
 * operator function template ([temp.names]: `template<class T> V<T> operator+(...)`). */
static gboolean
is_operator_name (const CkToken *t)
{
  if (!(t->kind == CK_TK_KEYWORD && t->kw == CK_KW_OPERATOR) || t[1].kind != CK_TK_PUNCT)
    return FALSE;
  if (t[1].punct == CK_P_LPAREN)
    return t[2].kind == CK_TK_PUNCT && t[2].punct == CK_P_RPAREN;
  return t[1].punct != CK_P_LBRACE && t[1].punct != CK_P_SEMI;
}

/* The last token of the declared name at [name]: [name] itself, or the punctuator of
 * `operator+`, the ')' of `operator()`, the ']' of `operator[]`. */
static CkToken *
name_last (CkToken *name)
{
  if (!is_operator_name (name))
    return name;
  if (name[1].punct == CK_P_LPAREN || name[1].punct == CK_P_LBRACKET)
    return &name[2];
  return &name[1];
}

/* The declared name at [name] as the template's name: "f", or "operator+" as class.c names
 * an operator function (ck_class_operator_name). */
static const char *
name_text (const CkToken *name)
{
  if (!is_operator_name (name))
    return name->text;
  if (name[1].punct == CK_P_LPAREN)
    return "operator()";
  if (name[1].punct == CK_P_LBRACKET)
    return "operator[]";
  return ck_strdup_printf ("operator%s", ck_punct_spelling[name[1].punct]);
}

/* Whether the function template declaration [body]..[name] is a definition whose return type
 * is `auto`, `auto &`, `const auto &`, `auto *` or `decltype(auto)` (the instance's first return
 * statement gives it: frontend/parse.c). */
static gboolean
deducible_auto (CkToken *body, CkToken *name)
{
  gboolean seen = FALSE;
  for (CkToken *u = body; u < name; u++)
    {
      if (u->kind == CK_TK_KEYWORD && u->kw == CK_KW_AUTO)
        seen = TRUE;
      else if (u->kind == CK_TK_KEYWORD && u->kw == CK_KW_DECLTYPE)
        {
          /* decltype(auto) */
          if (!(u[1].kind == CK_TK_PUNCT && u[1].punct == CK_P_LPAREN && u[2].kind == CK_TK_KEYWORD
                && u[2].kw == CK_KW_AUTO && u[3].kind == CK_TK_PUNCT && u[3].punct == CK_P_RPAREN))
            return FALSE;
          seen = TRUE;
          u += 3;
        }
      else if (seen && u->kind == CK_TK_PUNCT
               && !((u->punct == CK_P_AMP || u->punct == CK_P_STAR || u->punct == CK_P_ANDAND) && u + 1 == name))
        return FALSE;   /* auto ** */
    }
  name = name_last (name);
  if (!seen || !(name[1].kind == CK_TK_PUNCT && name[1].punct == CK_P_LPAREN))
    return FALSE;
  CkToken *u = skip_parens (&name[1]);
  while (u->kind == CK_TK_KEYWORD || u->kind == CK_TK_IDENT)
    {
      u++;
      if (u->kind == CK_TK_PUNCT && u->punct == CK_P_LPAREN)
        u = skip_parens (u);   /* noexcept(...) */
    }
  return u->kind == CK_TK_PUNCT && u->punct == CK_P_LBRACE;
}

/* The token after the ')' that closes the '(' at [lp], or the end of input when none does. */
static CkToken *
skip_parens (CkToken *lp)
{
  int d = 0;
  do
    {
      if (lp->kind == CK_TK_PUNCT && lp->punct == CK_P_LPAREN)
        d++;
      else if (lp->kind == CK_TK_PUNCT && lp->punct == CK_P_RPAREN)
        d--;
      lp++;
    }
  while (d > 0 && lp->kind != CK_TK_EOF);
  return lp;
}

/* The first token at or after [t] that is not an __attribute__ or __align__ keyword or its
 * parenthesised arguments: a struct's name stands after them. */
static CkToken *
skip_attributes (CkToken *t)
{
  while (t->kind == CK_TK_KEYWORD && (t->kw == CK_KW_ATTRIBUTE || t->kw == CK_KW_ALIGN_CUDA))
    {
      t++;
      if (t->kind == CK_TK_PUNCT && t->punct == CK_P_LPAREN)
        t = skip_parens (t);
    }
  return t;
}

/* Finds what the declaration at [t] declares: its kind, name token and, for a specialisation,
 * the '<' after the name. */
static CkToken *
declared_name (CkParser *P, CkToken *t, TmplKind *kind, CkToken **spec_lt)
{
  *spec_lt = NULL;
  if (t->kind == CK_TK_KEYWORD && t->kw == CK_KW_USING && t[1].kind == CK_TK_IDENT)
    {
      *kind = TK_ALIAS;
      return &t[1];
    }
  CkToken *u = skip_attributes (t);
  if (u->kind == CK_TK_KEYWORD && (u->kw == CK_KW_STRUCT || u->kw == CK_KW_CLASS || u->kw == CK_KW_UNION))
    {
      CkToken *n = skip_attributes (u + 1);
      if (n->kind == CK_TK_IDENT)
        {
          CkToken *after = n + 1;
          if (after->kind == CK_TK_PUNCT && after->punct == CK_P_LT)
            *spec_lt = after;
          /* `struct S {` or `struct S;` or `struct S<...> {` declares the class; otherwise it is
             a function returning a struct */
          CkToken *a = after;
          if (*spec_lt)
            {
              CkToken *save = P->tok;
              P->tok = after;
              ck_parse_skip_angle_brackets (P);
              a = P->tok;
              P->tok = save;
            }
          if (a->kind == CK_TK_PUNCT && (a->punct == CK_P_LBRACE || a->punct == CK_P_SEMI
                                         || a->punct == CK_P_COLON))
            {
              *kind = TK_CLASS;
              return n;
            }
          *spec_lt = NULL;
        }
    }
  /* a function: the identifier before the first '(' at depth 0 (skipping __launch_bounds__ and
     attributes), or before the '<' of a specialisation */
  *kind = TK_FUNC;
  int angle = 0;
  for (CkToken *v = t; v->kind != CK_TK_EOF; v++)
    {
      if (angle == 0 && is_operator_name (v))
        return v;   /* an operator function template */
      if (angle == 0 && v->kind == CK_TK_KEYWORD && v->kw == CK_KW_OPERATOR)
        return NULL;   /* a conversion function template (`operator T()`): unnamed here */
      if (v->kind == CK_TK_KEYWORD && (v->kw == CK_KW_ATTRIBUTE || v->kw == CK_KW_LAUNCH_BOUNDS
                                       || v->kw == CK_KW_ALIGN_CUDA || v->kw == CK_KW_DECLTYPE))
        {
          v++;
          if (v->kind == CK_TK_PUNCT && v->punct == CK_P_LPAREN)
            v = skip_parens (v) - 1;   /* the loop steps past the ')' */
          continue;
        }
      if (v->kind != CK_TK_PUNCT)
        continue;
      if (angle == 0 && v > t && v[-1].kind == CK_TK_IDENT
          && (v->punct == CK_P_ASSIGN || v->punct == CK_P_LBRACE || v->punct == CK_P_SEMI))
        {
          /* `template <class T> constexpr T pi = T(3.14);` ([temp.pre]p1): the name before the
             initializer, no parameter list before it */
          *kind = TK_VAR;
          return v - 1;
        }
      if (v->punct == CK_P_SEMI || v->punct == CK_P_LBRACE)
        break;
      if (v->punct == CK_P_LT && v > t && v[-1].kind == CK_TK_IDENT)
        {
          CkSym *s = ck_parse_lookup (P, v[-1].text);
          if (!s || !s->tmpl || s->tmpl->kind == TK_FUNC || s->tmpl->kind == TK_VAR)
            {
              /* `f<int>(`: a specialisation's name; `v<T *> =`: a variable template's */
              CkToken *save = P->tok;
              P->tok = v;
              ck_parse_skip_angle_brackets (P);
              CkToken *a = P->tok;
              P->tok = save;
              if (a->kind == CK_TK_PUNCT && a->punct == CK_P_LPAREN && angle == 0)
                {
                  *spec_lt = v;
                  return v - 1;
                }
              if (s && s->tmpl && s->tmpl->kind == TK_VAR && angle == 0 && a->kind == CK_TK_PUNCT
                  && (a->punct == CK_P_ASSIGN || a->punct == CK_P_LBRACE || a->punct == CK_P_SEMI))
                {
                  *kind = TK_VAR;
                  *spec_lt = v;
                  return v - 1;
                }
            }
          angle++;
          continue;
        }
      if (v->punct == CK_P_GT && angle > 0)
        angle--;
      else if (v->punct == CK_P_SHR && angle > 0)
        angle = MAX (0, angle - 2);
      else if (v->punct == CK_P_LPAREN && angle == 0 && v > t && v[-1].kind == CK_TK_IDENT)
        return v - 1;
    }
  return NULL;
}

static void define_instances (CkParser *P, CkTemplate *T);

/* Do two declarations of function templates declare the same one? Their tokens up to the ')'
 * that closes the parameter list are compared, parameter names aside. */
static gboolean
same_signature (CkTemplate *a, CkTemplate *b)
{
  /* and the types of value parameters (`enable_if_t<C, int> = 0` overloads) */
  for (int i = 0; i < a->n_params && i < b->n_params; i++)
    {
      TParam *p = &a->params[i], *q = &b->params[i];
      if (p->kind != q->kind)
        return FALSE;
      if (p->kind != TP_VALUE || !p->type_tok || !q->type_tok || !p->type_end || !q->type_end)
        continue;
      if (p->type_end - p->type_tok != q->type_end - q->type_tok)
        return FALSE;
      for (CkToken *x = p->type_tok, *y = q->type_tok; x < p->type_end; x++, y++)
        if (x->len != y->len || x->kind != y->kind || strncmp (x->text, y->text, (size_t) x->len) != 0)
          return FALSE;
    }
  /* the return type counts (enable_if overloads) */
  if (a->name_tok - a->body != b->name_tok - b->body)
    return FALSE;
  for (CkToken *x = a->body, *y = b->body; x <= a->name_tok; x++, y++)
    if (x->len != y->len || x->kind != y->kind || strncmp (x->text, y->text, (size_t) x->len) != 0)
      return FALSE;
  CkToken *x = name_last (a->name_tok) + 1, *y = name_last (b->name_tok) + 1;
  int depth = 0;
  for (;; x++, y++)
    {
      if (x->kind == CK_TK_EOF || y->kind == CK_TK_EOF)
        return FALSE;
      if (x->kind == CK_TK_IDENT && y->kind == CK_TK_IDENT && depth > 0)
        {
          /* a parameter name (followed by ',' or ')' or '=') may differ */
          CkToken *xn = x + 1, *yn = y + 1;
          gboolean xp = xn->kind == CK_TK_PUNCT && (xn->punct == CK_P_COMMA || xn->punct == CK_P_RPAREN
                                                     || xn->punct == CK_P_ASSIGN || xn->punct == CK_P_LBRACKET);
          gboolean yp = yn->kind == CK_TK_PUNCT && (yn->punct == CK_P_COMMA || yn->punct == CK_P_RPAREN
                                                     || yn->punct == CK_P_ASSIGN || yn->punct == CK_P_LBRACKET);
          if (xp && yp)
            continue;
        }
      if (x->kind == CK_TK_PUNCT && y->kind == CK_TK_IDENT && depth > 0
          && (x->punct == CK_P_COMMA || x->punct == CK_P_RPAREN))
        {
          y++;   /* a named parameter against an unnamed one */
          if (!(y->kind == CK_TK_PUNCT && y->punct == x->punct))
            return FALSE;
        }
      else if (y->kind == CK_TK_PUNCT && x->kind == CK_TK_IDENT && depth > 0
               && (y->punct == CK_P_COMMA || y->punct == CK_P_RPAREN))
        {
          x++;
          if (!(x->kind == CK_TK_PUNCT && x->punct == y->punct))
            return FALSE;
        }
      else if (x->len != y->len || x->kind != y->kind || strncmp (x->text, y->text, (size_t) x->len) != 0)
        return FALSE;
      if (x->kind == CK_TK_PUNCT && x->punct == CK_P_LPAREN)
        depth++;
      else if (x->kind == CK_TK_PUNCT && x->punct == CK_P_RPAREN)
        {
          if (--depth == 0)
            return TRUE;
        }
    }
}

/* `f(params) -> R`: a trailing return type after the parameter list of the name [name] */
static gboolean
has_trailing_return (CkToken *name)
{
  const CkToken *u = name_last (name) + 1;
  if (!(u->kind == CK_TK_PUNCT && u->punct == CK_P_LPAREN))
    return FALSE;
  int depth = 0;
  for (; u->kind != CK_TK_EOF; u++)
    {
      if (u->kind != CK_TK_PUNCT)
        continue;
      if (u->punct == CK_P_LPAREN)
        depth++;
      else if (u->punct == CK_P_RPAREN && --depth == 0)
        break;
    }
  if (u->kind == CK_TK_EOF)
    return FALSE;   /* the parameter list is not closed: the parser reports that */
  for (u++; u->kind != CK_TK_EOF; u++)
    {
      if (u->kind == CK_TK_PUNCT && u->punct == CK_P_ARROW)
        return TRUE;
      if (u->kind == CK_TK_PUNCT && (u->punct == CK_P_LBRACE || u->punct == CK_P_SEMI))
        return FALSE;
    }
  return FALSE;
}

static CkSym *
declare_in (CkScope *scope, const char *name)
{
  CkSym *s = ck_new (CkSym);
  s->name = name;
  ck_map_put (&scope->syms, name, s);
  if (scope->ns)
    ck_map_put (&scope->ns->syms, name, s);
  return s;
}

static gboolean parse_args (CkParser *P, CkTemplate *T, CkVec *out, const CkToken *name);

/* a vector of TArg * as an array of TArg */
static TArg *
arg_array (CkVec *v)
{
  return ck_vec_array (TArg, v);
}

/* the first function template of [T]'s overload set */
static CkTemplate *
ck_parse_lookup_template (CkTemplate *T)
{
  return T->first ? T->first : T;
}

static CkTInst *instantiate (CkParser *P, CkTemplate *T, TArg *args, int n, CkSrcLoc use, int use_len,
                             gboolean quiet);
static gboolean complete_args (CkParser *P, CkTemplate *T, CkVec *args, CkSrcLoc use, int use_len,
                               gboolean quiet);

/* A template named [name] of [kind] with the parameters [params] and the declaration from
 * [body], declared where the parser is (its scope, namespace and linkage). */
static CkTemplate *
new_template (CkParser *P, CkToken *name, TmplKind kind, CkVec *params, CkToken *body)
{
  CkTemplate *T = ck_new (CkTemplate);
  T->name = name_text (name);
  T->kind = kind;
  T->n_params = params->len;
  T->params = ck_vec_array (TParam, params);
  T->body = body;
  T->loc = ck_parse_tok_loc (name);
  T->scope = P->scope;
  T->ns = P->ns;
  T->extern_c = P->extern_c;
  T->pack_param = -1;
  T->conv_param = -1;
  T->name_tok = name;
  return T;
}

/* Skips a function definition or declaration from P->tok to after its body or ';': a braced
 * mem-initializer `v{x}` is not the body. */
static void
skip_function (CkParser *P)
{
  while (P->tok->kind != CK_TK_EOF)
    {
      if (is_punct (P, CK_P_SEMI))
        {
          P->tok++;
          return;
        }
      if (is_punct (P, CK_P_LPAREN))
        {
          P->tok = skip_parens (P->tok);
          continue;
        }
      if (is_punct (P, CK_P_LBRACE))
        {
          gboolean mem_init = P->tok[-1].kind == CK_TK_IDENT
                              || (P->tok[-1].kind == CK_TK_PUNCT && P->tok[-1].punct == CK_P_GT);
          int depth = 0;
          do
            {
              if (is_punct (P, CK_P_LBRACE))
                depth++;
              else if (is_punct (P, CK_P_RBRACE))
                depth--;
              P->tok++;
            }
          while (depth > 0 && P->tok->kind != CK_TK_EOF);
          if (!mem_init)
            return;
          continue;
        }
      P->tok++;
    }
  ck_parse_syntax_error (P, P->tok, "expected ';' at end of input");
}

static void define_out_of_class (CkParser *P, CkTemplate *C, CkTInst *I, OutDef *D);
static void define_member_instance_outside (CkParser *P, CkTemplate *M, CkTInst *I);

/* `template <class T> R Vec<T>::name ...` at P->tok (after the parameter list [params], and
 * [inner], a member template's, when not NULL): a member of class template Vec defined
 * outside it, recorded for its instances (and defined in those made already); FALSE, nothing
 * consumed, for another declaration. The arguments after the class's name must be its
 * parameters in order (not a partial specialisation's pattern). */
static gboolean
out_of_class_member (CkParser *P, CkVec *params, CkVec *inner)
{
  CkToken *body = P->tok, *q = NULL, *after = NULL;
  CkTemplate *C = NULL;
  for (CkToken *u = body; u->kind != CK_TK_EOF; u++)
    {
      if (u->kind == CK_TK_PUNCT && (u->punct == CK_P_LPAREN || u->punct == CK_P_SEMI
                                     || u->punct == CK_P_LBRACE || u->punct == CK_P_ASSIGN
                                     || u->punct == CK_P_COLON))
        break;   /* (a ':' starts a class's bases: `struct S<T> : C<T>::type {`) */
      if (u->kind != CK_TK_IDENT || !(u[1].kind == CK_TK_PUNCT && u[1].punct == CK_P_LT))
        continue;
      CkSym *sy = ck_parse_lookup (P, u->text);
      if (!sy || !sy->tmpl || sy->tmpl->kind != TK_CLASS)
        continue;
      P->tok = u + 1;
      ck_parse_skip_angle_brackets (P);
      after = P->tok;
      P->tok = body;
      CkToken *m = after + 1;
      gboolean declarator_id
        = (m->kind == CK_TK_IDENT && m[1].kind == CK_TK_PUNCT
           && (m[1].punct == CK_P_LPAREN || m[1].punct == CK_P_ASSIGN || m[1].punct == CK_P_SEMI
               || m[1].punct == CK_P_LBRACKET || m[1].punct == CK_P_LBRACE))
          || (m->kind == CK_TK_PUNCT && m->punct == CK_P_TILDE)
          || (m->kind == CK_TK_KEYWORD && m->kw == CK_KW_OPERATOR);
      if (after->kind == CK_TK_PUNCT && after->punct == CK_P_COLONCOLON && declarator_id
          && !(u > body && u[-1].kind == CK_TK_KEYWORD && u[-1].kw == CK_KW_TYPENAME))
        {
          q = u;
          C = sy->tmpl;
          break;
        }
      u = after - 1;   /* a return type `Vec<T>` or `typename S<T>::type` before the name */
    }
  if (!C)
    return FALSE;
  CkToken *name = after + 1;
  gboolean is_function = !(name->kind == CK_TK_IDENT && name[1].kind == CK_TK_PUNCT
                           && (name[1].punct == CK_P_ASSIGN || name[1].punct == CK_P_SEMI
                               || name[1].punct == CK_P_LBRACE || name[1].punct == CK_P_LBRACKET));
  /* `Vec<T, N>`: the parameters themselves, in order */
  gboolean plain = TRUE;
  int k = 0;
  for (CkToken *u = q + 2; u < after - 1 && plain; k++)
    {
      TParam *tp = k < params->len ? (TParam *) ck_vec_get (params, k) : NULL;
      if (!tp || !tp->name || u->kind != CK_TK_IDENT || strcmp (u->text, tp->name) != 0)
        plain = FALSE;
      u++;
      if (u < after - 1 && u->kind == CK_TK_PUNCT && u->punct == CK_P_ELLIPSIS)
        u++;
      if (u < after - 1 && !(u->kind == CK_TK_PUNCT && u->punct == CK_P_COMMA))
        plain = FALSE;
      u++;
    }
  if (!plain || k != params->len || C->n_params != params->len)
    {
      ck_parse_error (P, ck_parse_tok_loc (q), tok_len (q), "unsupported: out-of-class definitions of "
                      "members of partial specialisations");
      if (is_function)
        skip_function (P);
      else
        skip_declaration (P, FALSE);
      return TRUE;
    }
  OutDef *D = ck_new (OutDef);
  D->n_params = params->len;
  D->params = ck_vec_array (TParam, params);
  if (inner)
    {
      D->n_inner = inner->len;
      D->inner = ck_vec_array (TParam, inner);
    }
  D->body = body;
  D->name = name->kind == CK_TK_PUNCT && name->punct == CK_P_TILDE ? name + 1 : name;
  D->scope = P->scope;
  ck_vec_push (&C->out_defs, D);
  if (is_function)
    skip_function (P);
  else
    skip_declaration (P, FALSE);
  /* the instances made before it */
  for (int i = 0; i < C->cache.cap; i++)
    {
      CkTInst *I = ck_strmap_value_at (&C->cache, i);
      if (I && !I->failed && !I->in_progress && I->type)
        define_out_of_class (P, C, I, D);
    }
  return TRUE;
}

/* `template <class T> S(T) -> S<T>;` at P->tok (after the parameter list [params]), S a class
 * template: a deduction guide, recorded with S ([temp.deduct.guide]); FALSE (nothing consumed)
 * for another declaration. */
static gboolean
deduction_guide (CkParser *P, CkVec *params)
{
  CkToken *u = P->tok;
  if (u->kind == CK_TK_IDENT && strcmp (u->text, "explicit") == 0)
    u++;
  if (u->kind != CK_TK_IDENT || !(u[1].kind == CK_TK_PUNCT && u[1].punct == CK_P_LPAREN))
    return FALSE;
  CkSym *sy = ck_parse_lookup (P, u->text);
  if (!sy || !sy->tmpl || sy->tmpl->kind != TK_CLASS)
    return FALSE;
  CkToken *close = skip_parens (&u[1]);
  if (!(close->kind == CK_TK_PUNCT && close->punct == CK_P_ARROW))
    return FALSE;
  Spec *G = ck_new (Spec);
  G->n_params = params->len;
  G->params = ck_vec_array (TParam, params);
  G->body = &u[1];
  G->args_tok = close + 1;
  G->scope = P->scope;
  ck_vec_push (&sy->tmpl->guides, G);
  skip_declaration (P, FALSE);
  return TRUE;
}

gboolean
ck_template_try_guide (CkParser *P)
{
  CkVec none = { 0 };
  return deduction_guide (P, &none);
}

/* `template <> struct std::hash<K> { ... };`, `template <> struct Outer::Inner<int> { ... };`
 * (P->tok at `struct`): an explicit specialisation of a class template named with its namespace
 * or class. It is recorded as the unqualified `struct hash<K> { ... };` would be (a copy of its
 * tokens without the qualifier), read in the class's scope for a member template. FALSE,
 * nothing consumed, for any other declaration. */
static gboolean
qualified_class_spec (CkParser *P, CkToken *kw)
{
  CkToken *t = skip_attributes (P->tok);
  if (!(t->kind == CK_TK_KEYWORD && (t->kw == CK_KW_STRUCT || t->kw == CK_KW_CLASS))
      || t[1].kind != CK_TK_IDENT || !tok_is_punct (&t[2], CK_P_COLONCOLON))
    return FALSE;
  const CkToken *end = NULL;
  CkSym *sym = ck_parse_qualified_sym (P, &t[1], &end);
  if (!sym || !sym->tmpl || sym->tmpl->kind != TK_CLASS || !end || !tok_is_punct (end, CK_P_LT))
    return FALSE;
  CkToken *name = (CkToken *) end - 1;
  /* the owner: a class (its scope) or a namespace (the current scope) */
  CkScope *scope = P->scope;
  CkSym *owner = name - 2 == &t[1] ? ck_parse_lookup (P, t[1].text) : NULL;   /* `A::` */
  CkClass *oc = owner && owner->typedef_type ? ck_class_of (owner->typedef_type) : NULL;
  if (oc)
    scope = ck_class_lookup_scope (oc, P->scope);
  /* the declaration's tokens, the qualifier left out, ended by an end of file */
  CkToken *save = P->tok;
  skip_declaration (P, FALSE);
  CkToken *stop = P->tok;
  P->tok = save;
  int n = 1 + (int) (stop - name);
  CkToken *copy = ck_new_n (CkToken, n + 2);
  copy[0] = *t;
  copy[0].kind = CK_TK_EOF;   /* before it too: the parser looks back a few tokens */
  copy++;
  copy[0] = *t;
  memcpy (&copy[1], name, sizeof (CkToken) * (gsize) (stop - name));
  copy[n] = stop[-1];
  copy[n].kind = CK_TK_EOF;
  CkTemplate *T = sym->tmpl;
  P->tok = &copy[2];
  CkVec args = { 0 };
  gboolean ok = parse_args (P, T, &args, &copy[1])
                && complete_args (P, T, &args, ck_parse_tok_loc (name), tok_len (name), FALSE);
  P->tok = stop;
  if (ok)
    {
      const char *key = inst_name (T, arg_array (&args), args.len);
      if (T->qualifier)
        key = ck_strdup_printf ("%s::%s", T->qualifier, key);   /* as instantiate names it */
      if (ck_map_get (&T->cache, inst_key (T, arg_array (&args), args.len)))
        ck_parse_error (P, ck_parse_tok_loc (kw), tok_len (kw), "specialization of '%s' after instantiation", key);
      ck_map_put (&T->explicit_specs, key, copy);
      ck_map_put (&T->explicit_scopes, key, scope);
    }
  return TRUE;
}

/* The matching '<' of the '>' at [gt], looking back no further than [lo]; NULL if none. */
static CkToken *
matching_lt (CkToken *gt, CkToken *lo)
{
  int depth = 0;
  for (CkToken *t = gt; t >= lo; t--)
    {
      if (t->kind != CK_TK_PUNCT)
        continue;
      if (t->punct == CK_P_GT)
        depth++;
      else if (t->punct == CK_P_SHR)
        depth += 2;
      else if (t->punct == CK_P_LT && --depth == 0)
        return t;
    }
  return NULL;
}

/* `template <> template <> int Box<double>::as<int>() const { ... }` or `template <> int
 * S::as<int>() const { ... }` (P->tok after the `template <>`s): an explicit specialisation of
 * a member function template of a class (a class template's instance, made here). It becomes
 * the member template's explicit specialisation for those arguments: its declaration's tokens,
 * the qualifier and the template arguments left out, are what the instance is read from.
 * FALSE, consuming nothing, when the declaration is not of that form. */
static gboolean
member_template_spec (CkParser *P, CkToken *kw)
{
  CkToken *body = P->tok, *open = NULL;
  for (CkToken *t = body; t->kind != CK_TK_EOF && !open; t++)
    {
      if (t->kind == CK_TK_PUNCT && (t->punct == CK_P_SEMI || t->punct == CK_P_LBRACE))
        return FALSE;
      if (t->kind == CK_TK_PUNCT && t->punct == CK_P_LPAREN)
        open = t;
    }
  if (!open || open - body < 5 || !tok_is_punct (open - 1, CK_P_GT))
    return FALSE;
  CkToken *spec_lt = matching_lt (open - 1, body);
  if (!spec_lt || spec_lt - body < 3 || spec_lt[-1].kind != CK_TK_IDENT || !tok_is_punct (spec_lt - 2, CK_P_COLONCOLON))
    return FALSE;
  CkToken *name = spec_lt - 1, *qend = spec_lt - 3, *qstart = qend;
  if (tok_is_punct (qend, CK_P_GT))
    {
      CkToken *lt = matching_lt (qend, body);
      if (!lt || lt == body)
        return FALSE;
      qstart = lt - 1;
    }
  if (qstart->kind != CK_TK_IDENT || qstart < body)
    return FALSE;
  CkSym *qs = ck_parse_lookup (P, qstart->text);
  if (!qs || !(qs->typedef_type || (qs->tmpl && qs->tmpl->kind == TK_CLASS)))
    return FALSE;   /* not a class (a namespace's function template) */
  /* the class: the qualifier's tokens read as a type name */
  int nq = (int) (qend - qstart) + 1;
  CkToken *qt = ck_new_n (CkToken, nq + 3);
  qt[0] = *qstart;
  qt[0].kind = CK_TK_EOF;
  memcpy (&qt[1], qstart, sizeof (CkToken) * (gsize) nq);
  qt[nq + 1] = *qend;
  qt[nq + 1].kind = CK_TK_EOF;
  CkToken *save = P->tok;
  P->tok = &qt[1];
  CkType *ct = ck_parse_type_name (P);
  P->tok = save;
  CkClass *c = ct ? ck_class_of (ct) : NULL;
  CkSym *sym = c ? ck_class_find (c, name->text) : NULL;
  if (!sym || !sym->member_tmpls.len)
    return FALSE;
  CkTemplate *T = ck_vec_get (&sym->member_tmpls, 0);
  P->tok = spec_lt;
  CkVec args = { 0 };
  gboolean ok = parse_args (P, T, &args, name)
                && complete_args (P, T, &args, ck_parse_tok_loc (name), tok_len (name), FALSE);
  CkToken *after = P->tok;   /* the '(' */
  P->tok = body;
  skip_declaration (P, TRUE);
  CkToken *stop = P->tok;
  if (!ok)
    return TRUE;
  /* the declaration's tokens without `Box<double>::` and `<int>`, ended by an end of file */
  int n1 = (int) (qstart - body), n2 = (int) (stop - after);
  CkToken *copy = ck_new_n (CkToken, n1 + 1 + n2 + 4);
  copy[0] = *body;
  copy[0].kind = CK_TK_EOF;   /* before it too: the parser looks back a few tokens */
  copy++;
  const CkToken *st = NULL;   /* a static member template's `static`, which the
                                 specialisation does not repeat */
  for (const CkToken *u = T->body; u->kind != CK_TK_EOF && !st; u++)
    {
      if (u->kind == CK_TK_PUNCT && (u->punct == CK_P_LPAREN || u->punct == CK_P_SEMI || u->punct == CK_P_LBRACE))
        break;
      if (u->kind == CK_TK_KEYWORD && u->kw == CK_KW_STATIC)
        st = u;
    }
  CkToken *start = copy;
  if (st)
    {
      copy[0] = *st;
      copy[0].loc = body->loc;
      copy++;
    }
  memcpy (copy, body, sizeof (CkToken) * (gsize) n1);
  copy[n1] = *name;
  memcpy (&copy[n1 + 1], after, sizeof (CkToken) * (gsize) n2);
  copy[n1 + 1 + n2] = stop[-1];
  copy[n1 + 1 + n2].kind = CK_TK_EOF;
  const char *key = inst_name (T, arg_array (&args), args.len);
  if (T->qualifier)
    key = ck_strdup_printf ("%s::%s", T->qualifier, key);
  if (ck_map_get (&T->cache, inst_key (T, arg_array (&args), args.len)))
    ck_parse_error (P, ck_parse_tok_loc (kw), tok_len (kw), "specialization of '%s' after instantiation", key);
  ck_map_put (&T->explicit_specs, key, start);
  ck_map_put (&T->explicit_scopes, key, T->scope);
  return TRUE;
}

void
ck_template_decl (CkParser *P, CkVec *stmts)
{
  CkToken *kw = P->tok;
  P->tok++;
  if (!is_punct (P, CK_P_LT))
    {
      /* an explicit instantiation `template void f<int>(int);`: the instance is made where it
         is used, which is all a single program needs */
      skip_declaration (P, FALSE);
      return;
    }
  CkVec params = { 0 };
  param_list (P, &params);
  if (params.len == 0 && is_kw (P, CK_KW_TEMPLATE) && tok_is_punct (&P->tok[1], CK_P_LT)
      && tok_is_punct (&P->tok[2], CK_P_GT))
    {
      /* `template <> template <>`: an explicit specialisation of a member template of a
         class template's instance */
      CkToken *save = P->tok;
      P->tok += 3;
      if (member_template_spec (P, kw))
        return;
      P->tok = save;
    }
  if (params.len == 0 && member_template_spec (P, kw))
    return;
  if (is_kw (P, CK_KW_TEMPLATE))
    {
      CkToken *kw2 = P->tok++;
      CkVec inner = { 0 };
      if (is_punct (P, CK_P_LT))
        param_list (P, &inner);
      if (!is_punct (P, CK_P_LT) && out_of_class_member (P, &params, &inner))
        return;
      ck_parse_error (P, ck_parse_tok_loc (kw2), tok_len (kw2),
                      "unsupported: this member template declaration");
      skip_declaration (P, TRUE);
      return;
    }
  if (out_of_class_member (P, &params, NULL))
    return;
  if (deduction_guide (P, &params))
    return;
  if (params.len == 0 && qualified_class_spec (P, kw))
    return;
  CkToken *body = P->tok;
  TmplKind kind;
  CkToken *spec_lt;
  CkToken *name = declared_name (P, body, &kind, &spec_lt);
  if (!name)
    ck_parse_syntax_error (P, body, "expected a declaration after the template parameter list");
  if (name[1].kind == CK_TK_PUNCT && name[1].punct == CK_P_COLONCOLON)
    {
      ck_parse_error (P, ck_parse_tok_loc (name), tok_len (name),
                      "unsupported: out-of-class definitions of members of class templates");
      skip_declaration (P, TRUE);
      return;
    }
  const char *tname = name_text (name);
  CkSym *sym = ck_parse_lookup (P, tname);
  if (params.len == 0 && !spec_lt && kind == TK_FUNC && sym && sym->tmpl && sym->tmpl->kind == TK_FUNC)
    {
      /* `template <> int f(int x)`, `template <> W<int> operator*(...)`: an explicit
         specialisation whose arguments its signature gives; declared as the function it is,
         which overload resolution prefers to the instance of the same signature */
      P->tok = body;
      ck_parse_declaration (P, stmts);
      return;
    }
  if (spec_lt)
    {
      /* a specialisation of an earlier template */
      if (!sym || !sym->tmpl)
        {
          ck_parse_error (P, ck_parse_tok_loc (name), tok_len (name),
                          "'%s' is not a template", tname);
          skip_declaration (P, kind == TK_FUNC);
          return;
        }
      CkTemplate *T = sym->tmpl;
      if (params.len == 0)
        {
          CkToken *save = P->tok;
          P->tok = spec_lt;
          CkVec args = { 0 };
          gboolean ok = parse_args (P, T, &args, name)
                        && complete_args (P, T, &args, ck_parse_tok_loc (name), tok_len (name), FALSE);
          P->tok = save;
          if (ok)
            {
              const char *key = inst_name (T, arg_array (&args), args.len);
              if (ck_map_get (&T->cache, key))
                ck_parse_error (P, ck_parse_tok_loc (kw), tok_len (kw),
                                "specialization of '%s' after instantiation", key);
              ck_map_put (&T->explicit_specs, key, body);
              ck_map_put (&T->explicit_scopes, key, P->scope);
            }
        }
      else
        {
          Spec *s = ck_new (Spec);
          s->n_params = params.len;
          s->params = ck_vec_array (TParam, &params);
          s->args_tok = spec_lt;
          s->body = body;
          s->scope = P->scope;
          ck_vec_push (&T->partial_specs, s);
        }
      skip_declaration (P, kind == TK_FUNC);
      return;
    }
  CkTemplate *T = new_template (P, name, kind, &params, body);
  T->deduced_auto = kind == TK_FUNC && !has_trailing_return (name) && deducible_auto (body, name);
  if (kind == TK_FUNC && !has_trailing_return (name) && !T->deduced_auto)
    for (CkToken *u = body; u < name; u++)
      if (u->kind == CK_TK_KEYWORD && u->kw == CK_KW_AUTO && !T->auto_ret)
        {
          T->auto_ret = TRUE;
          ck_parse_error (P, ck_parse_tok_loc (u), tok_len (u), "unsupported: deduced return "
                          "types of function templates ('auto' without '-> type' in a declaration, "
                          "'const auto *')");
        }
  if (sym && sym->tmpl && kind == TK_FUNC && sym->tmpl->kind == TK_FUNC
      && ck_map_get (&P->scope->syms, tname) == sym)
    {
      /* an overload of a function template, or a declaration of a template declared or defined before (same parameter count): the
         definition wins */
      skip_declaration (P, TRUE);
      T->has_body = P->tok[-1].kind == CK_TK_PUNCT && P->tok[-1].punct == CK_P_RBRACE;
      for (CkTemplate *U = sym->tmpl; U; U = U->next)
        if (U->n_params == T->n_params && same_signature (U, T))
          {
            if (T->has_body && !U->has_body)
              {
                CkTemplate *next = U->next, *first = U->first;
                CkStrMap cache = U->cache, specs = U->explicit_specs, spec_scopes = U->explicit_scopes;
                CkVec partial = U->partial_specs;
                *U = *T;
                U->next = next;
                U->first = first;
                U->cache = cache;
                U->explicit_specs = specs;
                U->explicit_scopes = spec_scopes;
                U->partial_specs = partial;
                define_instances (P, U);
              }
            return;
          }
      CkTemplate *last = sym->tmpl;
      while (last->next)
        last = last->next;
      last->next = T;
      T->first = sym->tmpl;
      return;
    }
  if (sym && (sym->tmpl || sym->typedef_type) && ck_map_get (&P->scope->syms, tname)
           && kind != TK_FUNC)
    {
      if (sym->tmpl && sym->tmpl->kind == kind)
        {
          /* a redeclaration (`template<class T> struct S;` then its definition): the one with a
             body wins */
          if (kind == TK_CLASS)
            {
              CkToken *n = name + 1;
              if (n->kind == CK_TK_PUNCT && n->punct == CK_P_LBRACE)
                *sym->tmpl = *T;
            }
        }
      else
        ck_parse_error (P, ck_parse_tok_loc (name), tok_len (name),
                        "'%s' redeclared as different kind of symbol", tname);
    }
  else
    {
      CkSym *s = (sym && ck_map_get (&P->scope->syms, tname)) ? sym : declare_in (P->scope, tname);
      s->tmpl = T;
    }
  skip_declaration (P, kind == TK_FUNC);
  T->has_body = P->tok[-1].kind == CK_TK_PUNCT && P->tok[-1].punct == CK_P_RBRACE;
}

/* ---------------------------------------------------------------- parser state */

typedef struct Saved {
  CkToken *tok;
  CkScope *scope;
  CkFnState fs;            /* the enclosing function's state: an instance is a function of its own */
  jmp_buf *recover;
  const char *decl_name;
  CkNamespace *ns;
  gboolean extern_c;
  CkTInst *inst, *inst_pending;
  int no_gt;
  CkToken *half_gt;
  int gt_used;
  gboolean tmpl_pattern;
  int in_prototype;
  gboolean quiet_unsupported, in_builtin_call;
  int depth;
  CkDiagSink *sink;
  gboolean quiet_parse;
  int pack_elem;
  CkTInst *packs_inst;
  const CkType *auto_ph;   /* an enclosing `auto` declarator's (a syntax error unwinds past its reset) */
} Saved;

static void
save_state (CkParser *P, Saved *s)
{
  *s = (Saved) { .tok = P->tok, .scope = P->scope, .recover = P->recover,
                 .decl_name = P->decl_name, .ns = P->ns, .extern_c = P->extern_c, .inst = P->inst,
                 .inst_pending = P->inst_pending, .no_gt = P->no_gt, .half_gt = P->half_gt, .gt_used = P->gt_used,
                 .tmpl_pattern = P->tmpl_pattern, .in_prototype = P->in_prototype,
                 .quiet_unsupported = P->quiet_unsupported, .in_builtin_call = P->in_builtin_call,
                 .depth = P->depth, .sink = P->sink, .quiet_parse = P->quiet_parse,
                 .pack_elem = P->pack_elem, .packs_inst = P->packs_inst, .auto_ph = P->auto_ph };
  P->pack_elem = 0;   /* an instance's own packs are not the expansion's */
  P->packs_inst = NULL;
  ck_class_enter_fn (P, &s->fs, NULL, NULL);
  P->decl_name = NULL;
  P->no_gt = 0;
  P->half_gt = NULL;
  P->in_prototype = 0;
  P->in_builtin_call = FALSE;
}

static void
restore_state (CkParser *P, const Saved *s)
{
  P->tok = s->tok;
  P->scope = s->scope;
  ck_class_leave_fn (P, &s->fs);
  P->recover = s->recover;
  P->decl_name = s->decl_name;
  P->ns = s->ns;
  P->extern_c = s->extern_c;
  P->inst = s->inst;
  P->inst_pending = s->inst_pending;
  P->no_gt = s->no_gt;
  P->half_gt = s->half_gt;
  P->gt_used = s->gt_used;
  P->tmpl_pattern = s->tmpl_pattern;
  P->in_prototype = s->in_prototype;
  P->quiet_unsupported = s->quiet_unsupported;
  P->in_builtin_call = s->in_builtin_call;
  P->depth = s->depth;
  P->sink = s->sink;
  P->quiet_parse = s->quiet_parse;
  P->pack_elem = s->pack_elem;
  P->auto_ph = s->auto_ph;
  P->packs_inst = s->packs_inst;
}

static void
drop_diag (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink; (void) level; (void) text; (void) data;
}

/* Makes the parse that follows a speculative one: its diagnostics go to [quiet], which drops
 * them and must live until [P->sink] is put back, and [P->quiet_parse] is set. */
static void
silence (CkParser *P, CkDiagSink *quiet)
{
  ck_diag_sink_init (quiet);
  quiet->func = drop_diag;
  P->sink = quiet;
  P->quiet_parse = TRUE;
}

/* Parses the declaration at [body] as the definition of an instance: in scope [sc], for the
 * instance [inst] (P->inst_pending [pending]), in namespace [ns], with a recovery point of its
 * own (a syntax error in it unwinds to here). The caller saved the parser's state and restores
 * it after. Not inlined: the caller's locals do not live across the setjmp. */
static G_GNUC_NO_INLINE void
parse_definition (CkParser *P, CkScope *sc, CkTInst *inst, CkTInst *pending, CkToken *body,
                  CkNamespace *ns, gboolean extern_c)
{
  P->scope = sc;
  P->inst = inst;
  P->inst_pending = pending;
  P->tok = body;
  P->ns = ns;
  P->extern_c = extern_c;
  P->tmpl_pattern = FALSE;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    ck_parse_declaration (P, NULL);
}

/* ---------------------------------------------------------------- placeholders and packs */

typedef struct Pack {
  int n;
  const char **names;        /* a function parameter pack: its parameters' names */
  TArg *arg;                 /* a template parameter pack: its arguments (NULL: a pattern's) */
  CkTemplate *pattern_of;    /* a pattern's pack: the template */
} Pack;

/* the placeholder [t] is (a qualified copy of), or NULL */
static CkType *
ph_root (const CkType *t)
{
  if (!t || !t->is_template_param)
    return NULL;
  while (t->origin && t->origin->is_template_param)
    t = t->origin;
  return (CkType *) t;
}

static gboolean
is_placeholder_type (const CkType *t)
{
  return ph_root (t) != NULL;
}

/* the type parameter placeholder (not a pack's) [t] is */
static CkType *
placeholder_root (const CkType *t)
{
  CkType *r = ph_root (t);
  return r && !r->tmpl_info ? r : NULL;
}

static Pack *
pack_of_type (const CkType *t)
{
  CkType *r = ph_root (t);
  return r ? r->tmpl_info : NULL;
}


/* does [t] hold a pack placeholder (under pointers and references)? */
static Pack *
pack_in (const CkType *t)
{
  while (t)
    {
      Pack *p = pack_of_type (t);
      if (p)
        return p;
      if (t->kind != CK_TY_PTR && t->kind != CK_TY_ARRAY)
        return NULL;
      t = t->base;
    }
  return NULL;
}

gboolean
ck_template_is_pack_type (const CkType *t)
{
  return pack_of_type (t) != NULL;
}

static CkType *
new_placeholder (const char *name)
{
  CkType *t = ck_type_copy (ck_ty_int);
  t->origin = NULL;
  t->typedef_name = name;
  t->is_template_param = TRUE;
  return t;
}

static CkType *
new_pack_placeholder (const char *name, Pack *pk)
{
  CkType *t = new_placeholder (name);
  t->tmpl_info = pk;
  return t;
}

/* Fills [args] with stand-ins for the [n] parameters [params], to parse a pattern before any
 * argument is known: a fresh placeholder type, kept in [ph] too, for a type parameter, and
 * PH_VALUE_BASE plus its index for a value parameter ([val] is read only for TP_VALUE). */
static void
placeholder_args (TParam *params, int n, CkType **ph, TArg *args)
{
  for (int i = 0; i < n; i++)
    {
      args[i].kind = params[i].kind;
      if (params[i].kind == TP_TYPE)
        {
          ph[i] = new_placeholder (params[i].name ? params[i].name : "<anonymous>");
          args[i].type = ph[i];
        }
      else if (params[i].kind == TP_VALUE)
        {
          args[i].val = PH_VALUE_BASE + i;
          args[i].vtype = ck_ty_int;
        }
    }
}

/* [t] with the pack placeholder replaced by [elem] */
static CkType *
lvalue_ref (CkType *t)
{
  CkType *r = ck_type_pointer_to (t);
  r->is_reference = TRUE;
  return r;
}

static CkType *
subst (CkType *t, CkType *elem)
{
  if (pack_of_type (t))
    {
      if (!t->is_const && !t->is_volatile)
        return elem;
      CkType *q = ck_type_copy (elem);
      q->is_const |= t->is_const;
      q->is_volatile |= t->is_volatile;
      return q;
    }
  if (t->kind == CK_TY_PTR)
    {
      CkType *b = subst (t->base, elem);
      if (t->is_reference && b->is_reference)
        {
          /* `Ts &&` with an element U & collapses to U & ([dcl.ref]p6) */
          if (b->is_rvalue_ref && !t->is_rvalue_ref)
            return lvalue_ref (b->base);
          return b;
        }
      CkType *p = ck_type_pointer_to (b);
      p->is_reference = t->is_reference;
      p->is_rvalue_ref = t->is_rvalue_ref;
      p->is_const = t->is_const;
      p->is_volatile = t->is_volatile;
      p->is_restrict = t->is_restrict;
      return p;
    }
  return t;
}

CkParam *
ck_template_pack_params (CkParser *P, CkType *ty, const char *name, CkSrcLoc loc, CkParam *tail,
                         int *n)
{
  Pack *pk = pack_in (ty);
  if (pk && pk->pattern_of)
    {
      /* the pattern of a function template: one parameter stands for the pack */
      CkTemplate *T = pk->pattern_of;
      T->pack_param = *n;
      T->pack_param_type = ty;
      CkParam *p = ck_new (CkParam);
      p->name = name;
      p->type = ty;
      if (ph_root (ty) == ty)
        {
          /* written `Ts ...` in a signature, as g++ does */
          p->type = ck_type_copy (ty);
          p->type->typedef_name = ck_strdup_printf ("%s ...", ty->typedef_name);
        }
      p->loc = loc;
      (*n)++;
      return tail->next = p;
    }
  if (!pk || !pk->arg)
    {
      ck_parse_error (P, loc, 1, "unsupported: this function parameter pack");
      ck_parse_unwind (P);
    }
  Pack *fp = ck_new (Pack);
  fp->n = pk->arg->n;
  fp->names = ck_new_n (const char *, fp->n + 1);
  for (int i = 0; i < pk->arg->n; i++)
    {
      CkParam *p = ck_new (CkParam);
      CkType *et = subst (ty, pk->arg->elems[i].type);
      if (et->kind == CK_TY_ARRAY)
        et = ck_type_pointer_to (et->base);
      p->name = fp->names[i] = ck_strdup_printf ("%s#%d", name ? name : "", i);
      p->type = et;
      p->loc = loc;
      (*n)++;
      tail = tail->next = p;
    }
  if (name && (P->packs_inst || P->inst))
    ck_map_put (&(P->packs_inst ? P->packs_inst : P->inst)->packs, name, fp);
  return tail;
}

static Pack *
find_pack (CkParser *P, const char *name)
{
  for (CkTInst *i = P->packs_inst; i; i = i->outer_packs)
    {
      Pack *p = ck_map_get (&i->packs, name);
      if (p)
        return p;
    }
  Pack *p = P->inst ? ck_map_get (&P->inst->packs, name) : NULL;
  return p;
}

/**
 * ck_template_lambda_pack:
 * @P: the parser
 * @name: the name of a generic lambda's parameter pack (`auto... xs`)
 * @names: the names of the parameters it stands for in the operator() being read
 * @n: their number
 *
 * Binds @name to those parameters, as a function template's instance binds its function
 * parameter pack, in a scope of packs that lasts while the operator()'s instance is read
 * (the caller restores P->packs_inst); the packs around it stay visible.
 */
void
ck_template_lambda_pack (CkParser *P, const char *name, const char **names, int n)
{
  CkTInst *li = ck_new (CkTInst);
  li->name = "<lambda>";
  li->outer_packs = P->packs_inst;
  Pack *fp = ck_new (Pack);
  fp->n = n;
  fp->names = names;
  ck_map_put (&li->packs, name, fp);
  P->packs_inst = li;
}

gboolean
ck_template_in_instance (CkParser *P)
{
  return P->inst || P->packs_inst;
}

gboolean
ck_template_expand_pack (CkParser *P, const CkToken *t, CkVec *args)
{
  Pack *p = t->kind == CK_TK_IDENT ? find_pack (P, t->text) : NULL;
  if (!p || !p->names)
    return FALSE;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  for (int i = 0; i < p->n; i++)
    {
      CkSym *s = ck_parse_lookup (P, p->names[i]);
      if (!s || !s->obj)
        return FALSE;
      ck_vec_push (args, ck_sema_var (P, s->obj, loc, tok_len (t)));
    }
  return TRUE;
}

/* a pack whose elements are known (a function parameter pack, or a template parameter pack of
 * types or values bound by an instance), which a pattern can be expanded over */
static gboolean
pack_is_expandable (const Pack *pk)
{
  return pk && (pk->names || (pk->arg && (pk->arg->kind == TP_TYPE || pk->arg->kind == TP_VALUE)));
}

CkSym *
ck_template_pack_elem_sym (CkParser *P, const char *name)
{
  Pack *pk = find_pack (P, name);
  int i = P->pack_elem - 1;
  if (!pk || i >= pk->n)
    return NULL;
  if (pk->names)
    {
      P->pack_elem = 0;
      CkSym *s = ck_parse_lookup (P, pk->names[i]);
      P->pack_elem = i + 1;
      return s;
    }
  if (pk->arg && pk->arg->kind == TP_TYPE && i < pk->arg->n)
    {
      CkSym *s = ck_new (CkSym);
      s->name = name;
      s->typedef_type = pk->arg->elems[i].type;
      s->ns = ck_class_scope_ns (s->typedef_type);   /* Bases::f, Ts::value */
      return s;
    }
  if (pk->arg && pk->arg->kind == TP_VALUE && i < pk->arg->n)
    {
      CkSym *s = ck_new (CkSym);
      s->name = name;
      s->is_enum_const = TRUE;
      s->enum_val = pk->arg->elems[i].val;
      s->enum_type = pk->arg->elems[i].vtype ? pk->arg->elems[i].vtype : ck_ty_int;
      return s;
    }
  return NULL;
}

/* The number of elements of the pack that the element at [start] of a list expands when it is
 * a pattern `g(args)...` (*ellipsis set to its '...'), else -1. The element ends before a ','
 * or a closing bracket at its depth and, with [angle], a closing '>' of a template argument
 * list. */
static G_GNUC_NO_INLINE int   /* not inlined: its locals do not live across the caller's setjmp */
pattern_pack_size (CkParser *P, CkToken *start, gboolean angle, CkToken **ellipsis)
{
  CkToken *u = start;
  int depth = 0, adepth = 0, n = -1;
  for (; u->kind != CK_TK_EOF; u++)
    {
      if (depth == 0 && u > start && u->kind == CK_TK_PUNCT && u->punct == CK_P_LBRACE
          && u[-1].kind == CK_TK_PUNCT && u[-1].punct == CK_P_ELLIPSIS)
        break;   /* the last base or mem-initializer before a class's or constructor's body */
      if (u->kind == CK_TK_PUNCT && (u->punct == CK_P_LPAREN || u->punct == CK_P_LBRACKET
                                     || u->punct == CK_P_LBRACE))
        depth++;
      else if (u->kind == CK_TK_PUNCT && (u->punct == CK_P_RPAREN || u->punct == CK_P_RBRACKET
                                          || u->punct == CK_P_RBRACE))
        {
          if (depth-- == 0)
            break;
        }
      else if (depth == 0 && u->kind == CK_TK_PUNCT && (u->punct == CK_P_COMMA || u->punct == CK_P_SEMI))
        break;
      else if (angle && depth == 0 && u->kind == CK_TK_PUNCT && u->punct == CK_P_LT)
        adepth++;
      else if (angle && depth == 0 && u->kind == CK_TK_PUNCT && (u->punct == CK_P_GT || u->punct == CK_P_SHR))
        {
          adepth -= u->punct == CK_P_SHR ? 2 : 1;
          if (adepth < 0)
            break;
        }
      else if (u->kind == CK_TK_IDENT && n < 0)
        {
          Pack *pk = find_pack (P, u->text);
          if (pack_is_expandable (pk))
            n = pk->n;
        }
    }
  if (n < 0 || u - 1 <= start || !(u[-1].kind == CK_TK_PUNCT && u[-1].punct == CK_P_ELLIPSIS)
      || (angle && adepth < -1))
    return -1;
  *ellipsis = u - 1;
  return n;
}

gboolean
ck_template_expand_with (CkParser *P, gboolean angle, void (*one) (CkParser *P, void *ctx), void *ctx)
{
  if (!ck_template_in_instance (P) || P->pack_elem > 0)
    return FALSE;
  CkToken *start = P->tok, *ellipsis = NULL;
  int n = pattern_pack_size (P, start, angle, &ellipsis);
  if (n < 0)
    return FALSE;
  /* a syntax error in the pattern unwinds: the pack names are the pack's again */
  jmp_buf *outer = P->recover;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) != 0)
    {
      P->pack_elem = 0;
      P->recover = outer;
      longjmp (*outer, 1);
    }
  for (int i = 0; i < n; i++)
    {
      P->tok = start;
      P->pack_elem = i + 1;
      one (P, ctx);
      P->pack_elem = 0;
      if (P->tok != ellipsis)
        ck_parse_syntax_error (P, P->tok, "expected '...' after the pattern of a pack expansion");
    }
  P->recover = outer;
  P->tok = ellipsis + 1;
  return TRUE;
}

typedef struct ExprList {
  CkVec *args;
  CkNode *(*parse_one) (CkParser *);
} ExprList;

static void
expand_expr (CkParser *P, void *ctx)
{
  ExprList *l = ctx;
  ck_vec_push (l->args, l->parse_one (P));
}

gboolean
ck_template_expand_pattern (CkParser *P, CkVec *args, CkNode *(*parse_one) (CkParser *))
{
  ExprList l = { args, parse_one };
  return ck_template_expand_with (P, FALSE, expand_expr, &l);
}

/* The number of elements of the first function or type parameter pack named in [from, to),
 * or -1 when none is. */
int
ck_template_pack_size_in (CkParser *P, CkToken *from, CkToken *to)
{
  for (CkToken *u = from; u < to; u++)
    if (u->kind == CK_TK_IDENT)
      {
        Pack *pk = find_pack (P, u->text);
        if (pack_is_expandable (pk))
          return pk->n;
      }
  return -1;
}

void
ck_template_pack_misuse (CkParser *P, const CkToken *t)
{
  Pack *p = find_pack (P, t->text);
  if (!p || !p->names)
    return;
  gboolean fold = FALSE;
  for (const CkToken *u = t + 1; u->kind != CK_TK_EOF && !(u->kind == CK_TK_PUNCT && u->punct == CK_P_SEMI); u++)
    if (u->kind == CK_TK_PUNCT && u->punct == CK_P_ELLIPSIS)
      {
        fold = u[-1].kind == CK_TK_PUNCT && u[-1].punct != CK_P_RPAREN;
        break;
      }
  for (const CkToken *u = t - 1; u > P->toks && !fold; u--)
    {
      if (u->kind == CK_TK_PUNCT && (u->punct == CK_P_SEMI || u->punct == CK_P_LBRACE))
        break;
      if (u->kind == CK_TK_PUNCT && u->punct == CK_P_ELLIPSIS)
        fold = TRUE;
    }
  if (fold)
    ck_parse_error (P, ck_parse_tok_loc (t), tok_len (t), "unsupported: fold expressions");
  else
    ck_parse_error (P, ck_parse_tok_loc (t), tok_len (t), "unsupported: this use of the parameter "
                    "pack '%s' (a pack is expanded only as 'f(%s...)')", t->text, t->text);
  ck_parse_unwind (P);
}

CkNode *
ck_template_sizeof_pack (CkParser *P, CkSrcLoc loc)
{
  /* at '...' */
  P->tok++;
  CkToken *open = P->tok;
  if (!is_punct (P, CK_P_LPAREN) || open[1].kind != CK_TK_IDENT
      || !(open[2].kind == CK_TK_PUNCT && open[2].punct == CK_P_RPAREN))
    ck_parse_syntax_error (P, P->tok, "expected '(' and the name of a parameter pack after 'sizeof...'");
  Pack *p = find_pack (P, open[1].text);
  P->tok += 3;
  if (!p)
    {
      ck_parse_error (P, ck_parse_tok_loc (&open[1]), tok_len (&open[1]),
                      "'%s' does not refer to the name of a parameter pack", open[1].text);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  return ck_sema_int_lit (p->n, P->ty_size_t, loc);
}

/* ---------------------------------------------------------------- arguments */

static gboolean
is_template_name_arg (CkParser *P)
{
  if (P->tok->kind != CK_TK_IDENT)
    return FALSE;
  CkSym *s = ck_parse_lookup (P, P->tok->text);
  return s && s->tmpl && s->tmpl->kind == TK_CLASS
         && (P->tok[1].kind == CK_TK_PUNCT && (P->tok[1].punct == CK_P_COMMA || P->tok[1].punct == CK_P_GT
                                               || P->tok[1].punct == CK_P_SHR));
}

/* One argument at P->tok for a parameter of kind [kind] (-1: unknown). */
static gboolean
parse_arg (CkParser *P, int kind, CkType *vtype, TArg *a)
{
  memset (a, 0, sizeof *a);
  if ((kind == TP_TEMPLATE || kind < 0) && is_template_name_arg (P))
    {
      a->kind = TP_TEMPLATE;
      a->tmpl = ck_parse_lookup (P, P->tok->text)->tmpl;
      P->tok++;
      return TRUE;
    }
  if (kind == TP_TYPE || (kind < 0 && ck_parse_is_typename (P, P->tok)))
    {
      a->kind = TP_TYPE;
      int nogt = P->no_gt;
      P->no_gt = 0;
      a->type = ck_parse_type_name (P);
      P->no_gt = nogt;
      return a->type != P->ty_err;
    }
  CkSym *ts = P->tok->kind == CK_TK_IDENT ? ck_parse_lookup (P, P->tok->text) : NULL;
  gboolean qualified = P->tok->kind == CK_TK_IDENT && P->tok[1].kind == CK_TK_PUNCT
                       && P->tok[1].punct == CK_P_COLONCOLON;   /* `std::is_integral<T>::value` */
  gboolean cast = P->tok[1].kind == CK_TK_PUNCT && (P->tok[1].punct == CK_P_LPAREN || P->tok[1].punct == CK_P_LBRACE);
  if (kind == TP_VALUE && ck_parse_is_typename (P, P->tok) && !(ts && ts->tmpl) && !qualified && !cast)
    {   /* (`bool(B::value) && ...`, a functional cast, is an expression) */
      CkToken *t = P->tok;
      ck_parse_type_name (P);
      ck_parse_error (P, ck_parse_tok_loc (t), tok_len (t),
                      "expected a constant of type '%s', got '%s'",
                      vtype ? ck_type_to_string (vtype) : "int", t->text);
      return FALSE;
    }
  a->kind = TP_VALUE;
  a->vtype = vtype ? vtype : ck_ty_int;
  P->no_gt++;
  CkNode *e = ck_parse_cond_expr (P);
  P->no_gt--;
  if (e->type == P->ty_err)
    return FALSE;
  if (!ck_sema_eval_int (e, &a->val))
    {
      if (e->kind == CK_E_VAR)
        ck_parse_error (P, e->loc, e->range_len, "the value of '%s' is not usable in a constant expression",
                        e->obj->name);
      else
        ck_parse_error (P, e->loc, e->range_len, "template argument is not a constant expression");
      return FALSE;
    }
  if (!vtype && ck_type_is_integer (e->type))
    a->vtype = e->type;
  return TRUE;
}

/* The type of value parameter [p] (its type is parsed in the current scope: placeholders of
 * earlier parameters are not needed for the integral types such parameters have); int when it
 * does not parse, and then [*failed] is set when [failed] is not NULL. */
static CkType *
value_param_type_or_fail (CkParser *P, TParam *p, gboolean *failed)
{
  if (p->kind != TP_VALUE || !p->type_tok)
    return NULL;
  Saved s;
  save_state (P, &s);
  CkDiagSink quiet;
  silence (P, &quiet);
  P->tok = p->type_tok;
  CkType *t = NULL;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    {
      const char *nm;
      t = ck_parse_named_type (P, &nm);
    }
  restore_state (P, &s);
  if (!t || quiet.n_errors || t == P->ty_err)
    {
      if (failed)
        *failed = TRUE;
      return ck_ty_int;
    }
  return t;
}

static CkType *
value_param_type (CkParser *P, TParam *p)
{
  return value_param_type_or_fail (P, p, NULL);
}

/* The state of a template argument list being read: arguments go to [out] until the parameter
 * pack, then into [pack]'s [elems] (a pack is started by its first argument: `f<int>` of
 * `template <class T, class... Ts>` leaves Ts to deduction). */
typedef struct ArgList {
  CkTemplate *T;
  CkVec *out;
  CkVec elems;
  TArg *pack;
  int i;                     /* the parameter the next argument is for */
  gboolean ok;
} ArgList;

static void
start_pack_at (ArgList *l)
{
  CkTemplate *T = l->T;
  if (!l->pack && T && l->i < T->n_params && T->params[l->i].is_pack)
    {
      l->pack = ck_new (TArg);
      l->pack->is_pack = TRUE;
      l->pack->kind = T->params[l->i].kind;
      ck_vec_push (l->out, l->pack);
    }
}

/* one argument of [ctx] (ArgList) at P->tok: a single one, or an element of a pack expansion */
static void
one_arg (CkParser *P, void *ctx)
{
  ArgList *l = ctx;
  CkTemplate *T = l->T;
  int kind = -1;
  CkType *vt = NULL;
  TParam *tp = NULL;
  if (T && l->i < T->n_params)
    tp = &T->params[l->i];
  else if (T && T->n_params > 0 && T->params[T->n_params - 1].is_pack)
    tp = &T->params[T->n_params - 1];
  if (tp)
    {
      kind = tp->kind;
      vt = value_param_type (P, tp);
    }
  TArg *a = ck_new (TArg);
  if (!parse_arg (P, kind, vt, a))
    l->ok = FALSE;
  start_pack_at (l);
  ck_vec_push (l->pack ? &l->elems : l->out, a);
  l->i++;
}

/* `<args>` at P->tok for template [T] (NULL: unknown) into [out] (TArg *), packs grouped; an
 * argument `Ts...` or `Box<Ts>...` in an instance stands for one argument per element of the
 * pack ([temp.variadic]p5). */
static gboolean
parse_args (CkParser *P, CkTemplate *T, CkVec *out, const CkToken *name)
{
  (void) name;
  CkToken *open = P->tok;
  P->tok++;
  ArgList l = { .T = T, .out = out, .ok = TRUE };
  if (at_close (P))
    start_pack_at (&l);   /* `Tuple<>`: an empty pack */
  while (!at_close (P))
    {
      if (!ck_template_expand_with (P, TRUE, one_arg, &l))
        {
          one_arg (P, &l);
          TArg *last = l.pack && l.elems.len ? ck_vec_get (&l.elems, l.elems.len - 1) : NULL;
          if (is_punct (P, CK_P_ELLIPSIS) && P->tmpl_pattern && last && last->kind == TP_TYPE
              && last->type && pack_of_type (last->type)
              && P->tok[1].kind == CK_TK_PUNCT && (P->tok[1].punct == CK_P_GT || P->tok[1].punct == CK_P_SHR))
            {
              /* `S<T, Ts...>` in a pattern (a partial specialisation's, a deduced parameter's):
                 the rest of the argument pack matches Ts */
              last->is_expansion = TRUE;
              P->tok++;
            }
          else if (is_punct (P, CK_P_ELLIPSIS))
            {
              if (P->tmpl_pattern && P->inst && P->inst->tmpl && !P->inst->tmpl->unsupported_expansion)
                P->inst->tmpl->unsupported_expansion = P->tok;   /* said if no candidate is left */
              ck_parse_error (P, ck_parse_tok_loc (P->tok), 3, "unsupported: pack expansions in template "
                              "arguments outside an instance (a partial specialisation's or a deduced "
                              "parameter's pattern)");
              l.ok = FALSE;
              P->tok++;
            }
        }
      if (is_punct (P, CK_P_COMMA))
        {
          P->tok++;
          continue;
        }
      if (!at_close (P))
        {
          if (P->tok->kind == CK_TK_EOF || is_punct (P, CK_P_SEMI) || is_punct (P, CK_P_RPAREN))
            {
              CkSrcLoc ol = ck_parse_tok_loc (open);
              ck_parse_syntax_error (P, P->tok, "expected '>' (to close '<' at line %u) before %s",
                                     ol.line, P->tok->kind == CK_TK_EOF ? "end of input" : P->tok->text);
            }
          ck_parse_syntax_error (P, P->tok, "expected '>' before '%s'", P->tok->text);
        }
    }
  consume_close (P);
  if (l.pack)
    {
      l.pack->n = l.elems.len;
      l.pack->elems = arg_array (&l.elems);
    }
  return l.ok;
}

/* ---------------------------------------------------------------- binding */

static void bind_into (CkScope *sc, TParam *params, int n_params, TArg *args, int n_args, CkTInst *I);

static CkScope *
bind_scope (CkParser *P, CkScope *parent, TParam *params, int n_params, TArg *args, int n_args,
            CkTInst *I)
{
  (void) P;
  CkScope *sc = ck_new (CkScope);
  sc->parent = parent;
  bind_into (sc, params, n_params, args, n_args, I);
  return sc;
}

/* Declares the parameters [params] in [sc], bound to [args] (packs recorded in [I]). */
static void
bind_into (CkScope *sc, TParam *params, int n_params, TArg *args, int n_args, CkTInst *I)
{
  for (int i = 0; i < n_params && i < n_args; i++)
    {
      TParam *p = &params[i];
      TArg *a = &args[i];
      if (!p->name)
        continue;
      CkSym *s = declare_in (sc, p->name);
      if (p->is_pack)
        {
          Pack *pk = ck_new (Pack);
          pk->n = a->n;
          pk->arg = a;
          if (I)
            ck_map_put (&I->packs, p->name, pk);
          if (p->kind == TP_TYPE)
            {
              s->typedef_type = new_pack_placeholder (p->name, pk);
            }
          else
            s->poisoned = TRUE;
          continue;
        }
      switch (p->kind)
        {
        case TP_TYPE:
          s->typedef_type = a->type;
          s->ns = ck_class_scope_ns (a->type);   /* T::member, T::f () of a class argument */
          break;
        case TP_VALUE:
          s->is_enum_const = TRUE;
          s->enum_val = a->val;
          s->enum_type = a->vtype ? a->vtype : ck_ty_int;
          /* `template <class T, T v>`: the value has the type bound to T */
          for (int j = 0; j < i && p->type_tok && p->type_tok->kind == CK_TK_IDENT; j++)
            if (params[j].kind == TP_TYPE && params[j].name && args[j].type
                && strcmp (params[j].name, p->type_tok->text) == 0
                && (ck_type_is_integer (args[j].type) || args[j].type->kind == CK_TY_ENUM))
              s->enum_type = args[j].type;
          break;
        case TP_TEMPLATE:
          s->tmpl = a->tmpl;
          if (!a->tmpl)
            s->poisoned = TRUE;
          break;
        }
    }
}

/* Fills the missing arguments of [args] (TArg *, NULL or kind < 0 ... : unset entries are
 * those past its length) from the defaults; reports what cannot be filled unless [quiet]. */
static gboolean
complete_args (CkParser *P, CkTemplate *T, CkVec *args, CkSrcLoc use, int use_len, gboolean quiet)
{
  int n_fixed = T->n_params;
  gboolean has_pack = T->n_params > 0 && T->params[T->n_params - 1].is_pack;
  if (args->len > T->n_params && !has_pack)
    {
      if (!quiet)
        {
          ck_parse_error (P, use, use_len, "wrong number of template arguments (%d, should be %d)",
                          args->len, T->n_params);
          ck_parse_note (P, T->loc, (int) strlen (T->name), "provided for '%s%s'",
                         template_head (P, T), declared_entity (T));
        }
      return FALSE;
    }
  for (int i = args->len; i < n_fixed; i++)
    {
      TParam *p = &T->params[i];
      if (p->is_pack)
        {
          TArg *a = ck_new (TArg);
          a->is_pack = TRUE;
          a->kind = p->kind;
          ck_vec_push (args, a);
          continue;
        }
      if (!p->def)
        {
          if (!quiet)
            {
              int n_req = 0;
              for (int k = 0; k < T->n_params; k++)
                if (!T->params[k].def && !T->params[k].is_pack)
                  n_req++;
              if (n_req < T->n_params)
                ck_parse_error (P, use, use_len, "wrong number of template arguments (%d, should be at least %d)",
                                args->len, n_req);
              else
                ck_parse_error (P, use, use_len, "wrong number of template arguments (%d, should be %d)",
                                args->len, T->n_params);
              ck_parse_note (P, T->loc, (int) strlen (T->name), "provided for '%s%s'",
                             template_head (P, T), declared_entity (T));
            }
          return FALSE;
        }
      /* the default, read with the earlier parameters bound */
      Saved s;
      save_state (P, &s);
      CkDiagSink silent;
      if (quiet)
        silence (P, &silent);   /* deduction: a default that fails removes the candidate (SFINAE) */
      P->scope = bind_scope (P, T->scope, T->params, i, arg_array (args), args->len, NULL);
      P->tok = p->def;
      P->no_gt = 1;
      TArg *a = ck_new (TArg);
      jmp_buf jb;
      P->recover = &jb;
      volatile gboolean ok = FALSE;
      gboolean bad_type = FALSE;
      if (setjmp (jb) == 0)
        ok = parse_arg (P, p->kind, value_param_type_or_fail (P, p, &bad_type), a);
      if (quiet && (silent.n_errors || bad_type))
        ok = FALSE;   /* `std::enable_if_t<C, int> = 0` of a false C: no type, no candidate */
      restore_state (P, &s);
      if (!ok)
        return FALSE;
      ck_vec_push (args, a);
    }
  return TRUE;
}

/* ---------------------------------------------------------------- deduction */

typedef struct Deduce {
  CkTemplate *T;
  TArg *bound;               /* [T->n_params] */
  gboolean *set;
  gboolean *fixed;           /* given explicitly: not deduced, the argument converts */
  gboolean exact;            /* a partial specialisation's pattern: what is not dependent must
                                be the argument's type itself (no conversion follows) */
  /* why it failed */
  int conflict;              /* parameter index, or -1 */
  CkType *conflict_a, *conflict_b;
} Deduce;

static int
ph_index (Deduce *D, const CkType *t)
{
  CkType *r = placeholder_root (t);
  if (!r)
    return -1;
  for (int i = 0; i < D->T->n_params; i++)
    if (D->T->ph && D->T->ph[i] == r)
      return i;
  return -1;
}

static gboolean
same (const CkType *a, const CkType *b)
{
  GString *x = g_string_new (NULL), *y = g_string_new (NULL);
  type_str (x, a);
  type_str (y, b);
  gboolean r = strcmp (x->str, y->str) == 0;
  g_string_free (x, TRUE);
  g_string_free (y, TRUE);
  return r;
}

static gboolean match_arg (Deduce *D, TArg *pat, TArg *a);
static gboolean match_pack (Deduce *D, TArg *pat, TArg *a);
static gboolean match_whole (Deduce *D, CkType *p, CkType *a);
static int pack_index (Deduce *D, const CkType *t);

/* [p] is a forwarding reference ([temp.deduct.call]p3): `T &&` of a type parameter T of the
 * template itself, not cv-qualified */
static gboolean
forwarding_ref (Deduce *D, const CkType *p)
{
  if (p->kind != CK_TY_PTR || !p->is_reference || !p->is_rvalue_ref)
    return FALSE;
  const CkType *b = p->base;
  if (b->is_const || b->is_volatile || !ph_root (b))
    return FALSE;
  Pack *pk = pack_of_type (b);
  if (pk)
    return pk->pattern_of == D->T;
  return ph_index (D, b) >= 0;
}

/* The base class of [a] (at any depth below [depth]) that is an instance of [T], or NULL. */
static CkType *
base_instance (CkType *a, CkTemplate *T, int depth)
{
  CkClass *c = ck_class_of (a);
  if (!c || a->kind == CK_TY_PTR || depth > CK_TEMPLATE_MAX_DEPTH)
    return NULL;
  for (int k = 0; ck_class_base_type (c, k); k++)
    {
      CkType *b = ck_class_base_type (c, k);
      CkTInst *bi = inst_of_type (b);
      if (bi && bi->tmpl == T)
        return b;
      CkType *r = base_instance (b, T, depth + 1);
      if (r)
        return r;
    }
  return NULL;
}

/* matches pattern [p] against the argument type [a] */
static gboolean
match (Deduce *D, CkType *p, CkType *a)
{
  if (!p || !a)
    return FALSE;   /* a pack's argument list against one pattern (S<T...> partially specialised) */
  int i = ph_index (D, p);
  if (i >= 0 && D->fixed && D->fixed[i])
    return TRUE;
  if (i >= 0)
    {
      CkType *v = a;
      /* a partial specialisation's `const T` matches a const type only */
      if (D->exact && ((p->is_const && !a->is_const) || (p->is_volatile && !a->is_volatile)))
        return FALSE;
      if (p->is_const || p->is_volatile)
        v = ck_type_unqualified (a);
      if (D->set[i])
        {
          if (!same (D->bound[i].type, v))
            {
              D->conflict = i;
              D->conflict_a = D->bound[i].type;
              D->conflict_b = v;
              return FALSE;
            }
          return TRUE;
        }
      D->set[i] = TRUE;
      D->bound[i].kind = TP_TYPE;
      D->bound[i].type = v;
      return TRUE;
    }
  /* `T C::*` against `int C::*` ([temp.deduct.type]p8) */
  if (p->mp_class || a->mp_class)
    return p->mp_class == a->mp_class && match (D, p->base, a->base);
  /* a partial specialisation's `const S<N>` matches a const type only, `S<N>` a non-const one */
  if (D->exact && !is_placeholder_type (p) && (p->is_const != a->is_const || p->is_volatile != a->is_volatile))
    return FALSE;
  if (p->kind == CK_TY_PTR && a->kind == CK_TY_PTR && !p->is_reference && !a->is_reference)
    return match (D, p->base, a->base);
  /* `T &` against `int &` (a partial specialisation's pattern, a template argument) */
  if (p->kind == CK_TY_PTR && a->kind == CK_TY_PTR && p->is_reference && a->is_reference
      && p->is_rvalue_ref == a->is_rvalue_ref)
    return match (D, p->base, a->base);
  if (p->kind == CK_TY_ARRAY && a->kind == CK_TY_ARRAY)
    {
      if (p->array_len >= PH_VALUE_BASE && p->array_len < PH_VALUE_BASE + 256)
        {
          int k = (int) (p->array_len - PH_VALUE_BASE);
          if (k < D->T->n_params)
            {
              if (D->set[k] && D->bound[k].val != a->array_len)
                return FALSE;
              D->set[k] = TRUE;
              D->bound[k].kind = TP_VALUE;
              D->bound[k].val = a->array_len;
              D->bound[k].vtype = ck_ty_int;
            }
        }
      return match (D, p->base, a->base);
    }
  if (p->kind == CK_TY_FUNC && a->kind == CK_TY_FUNC)
    {
      /* `R(A1, A2)` against `int(float, int)` (std::function<R(A1, A2)>; no pack here) */
      if (!match (D, p->base, a->base))
        return FALSE;
      CkParam *pp = p->params, *ap = a->params;
      for (; pp && ap; pp = pp->next, ap = ap->next)
        {
          int k = pack_of_type (pp->type) && !pp->next ? pack_index (D, pp->type) : -1;
          if (k >= 0)
            {
              /* `R(Args...)`: the rest of the parameters are the pack's elements */
              CkVec el = { 0 };
              for (; ap; ap = ap->next)
                {
                  TArg *e = ck_new (TArg);
                  e->kind = TP_TYPE;
                  e->type = ap->type;
                  ck_vec_push (&el, e);
                }
              TArg pat = { .kind = TP_TYPE, .is_pack = TRUE, .n = 1,
                           .elems = &(TArg) { .kind = TP_TYPE, .type = pp->type, .is_expansion = TRUE } };
              TArg rest = { .kind = TP_TYPE, .is_pack = TRUE, .n = el.len, .elems = arg_array (&el) };
              return match_pack (D, &pat, &rest) && p->is_variadic == a->is_variadic;
            }
          if (!match (D, pp->type, ap->type))
            return FALSE;
        }
      if (pp && !pp->next && pack_of_type (pp->type) && pack_index (D, pp->type) >= 0)
        {
          /* an empty pack: `R(Args...)` against `int()` */
          TArg pat = { .kind = TP_TYPE, .is_pack = TRUE, .n = 1,
                       .elems = &(TArg) { .kind = TP_TYPE, .type = pp->type, .is_expansion = TRUE } };
          TArg rest = { .kind = TP_TYPE, .is_pack = TRUE };
          return match_pack (D, &pat, &rest) && p->is_variadic == a->is_variadic;
        }
      return !pp && !ap && p->is_variadic == a->is_variadic;
    }
  if (p->kind == CK_TY_STRUCT || p->kind == CK_TY_UNION)
    {
      CkTInst *pi = inst_of_type (p), *ai = inst_of_type (a);
      if (pi && ai && pi->tmpl == ai->tmpl)
        {
          for (int k = 0; k < pi->n_args && k < ai->n_args; k++)
            if (!match_arg (D, &pi->args[k], &ai->args[k]))
              return FALSE;
          return TRUE;
        }
      if (pi && !D->exact)
        {
          /* another class: one of its bases may be the template's instance
             ([temp.deduct.call]p4.3); else `L<T>` does not deduce from `G<void>` */
          CkType *b = base_instance (a, pi->tmpl, 0);
          return b ? match (D, p, b) : FALSE;
        }
      if (pi && !ai)
        return FALSE;
      if (D->exact && (pi || ai))
        return FALSE;   /* another template's instance, `S<T>` against `R<int>` */
    }
  if (D->exact && !is_placeholder_type (p)
      && (p->kind == CK_TY_STRUCT || p->kind == CK_TY_UNION || ck_type_is_arith (p)))
    return same (p, a);   /* `S<A, Y>` does not match `S<B, int>` */
  return TRUE;   /* not dependent here: the conversion is checked by the call */
}

/* the index of the pack parameter whose placeholder [t] is, or -1 */
static int
pack_index (Deduce *D, const CkType *t)
{
  Pack *pk = pack_of_type (t);
  for (int i = 0; pk && i < D->T->n_params; i++)
    if (D->T->params[i].is_pack && D->T->ph && D->T->ph[i] && pack_of_type (D->T->ph[i]) == pk)
      return i;
  return -1;
}

/* a pack of arguments against a pack of patterns, the last of which may be an expansion `Ts...`
 * that takes the rest ([temp.deduct.type]p9) */
static gboolean
match_pack (Deduce *D, TArg *pat, TArg *a)
{
  for (int j = 0; j < pat->n; j++)
    {
      TArg *pe = &pat->elems[j];
      if (pe->is_expansion)
        {
          int k = pack_index (D, pe->type);
          if (k < 0 || j + 1 != pat->n || j > a->n)
            return FALSE;
          TArg rest = { .kind = TP_TYPE, .is_pack = TRUE, .n = a->n - j, .elems = a->elems + j };
          for (int e = 0; e < rest.n; e++)
            if (rest.elems[e].kind != TP_TYPE)
              return FALSE;
          if (D->set[k])
            {
              if (D->bound[k].n != rest.n)
                return FALSE;
              for (int e = 0; e < rest.n; e++)
                if (!same (D->bound[k].elems[e].type, rest.elems[e].type))
                  return FALSE;
              return TRUE;
            }
          D->set[k] = TRUE;
          D->bound[k] = rest;
          return TRUE;
        }
      if (j >= a->n)
        return FALSE;
      if (D->exact && pe->kind == TP_TYPE && a->elems[j].kind == TP_TYPE)
        {
          if (!match_whole (D, pe->type, a->elems[j].type))
            return FALSE;
        }
      else if (!match_arg (D, pe, &a->elems[j]))
        return FALSE;
    }
  return pat->n == a->n;
}

static gboolean
match_arg (Deduce *D, TArg *pat, TArg *a)
{
  if (pat->is_pack && a->is_pack)
    return match_pack (D, pat, a);
  if (pat->kind == TP_TYPE && a->kind == TP_TYPE)
    return match (D, pat->type, a->type);
  if (pat->kind == TP_VALUE && a->kind == TP_VALUE)
    {
      if (pat->val >= PH_VALUE_BASE && pat->val < PH_VALUE_BASE + 256)
        {
          int k = (int) (pat->val - PH_VALUE_BASE);
          if (k >= D->T->n_params)
            return FALSE;
          if (D->set[k])
            return D->bound[k].val == a->val;
          D->set[k] = TRUE;
          D->bound[k].kind = TP_VALUE;
          D->bound[k].val = a->val;
          D->bound[k].vtype = a->vtype;
          return TRUE;
        }
      return pat->val == a->val;
    }
  return pat->kind == a->kind;
}

/* The type the declaration at P->tok declares, parsed under its own recovery point: NULL when a
 * syntax error unwinds it. With [declarator_only], the declarator alone on a void base, for a
 * return type that placeholders cannot form. */
static CkType *
try_signature (CkParser *P, gboolean declarator_only)
{
  jmp_buf *outer = P->recover;
  CkType *volatile ft = NULL;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    {
      CkDeclAttr attr = { 0 };
      const char *nm;
      ft = declarator_only ? ck_parse_declarator (P, ck_ty_void, &nm)
                           : ck_parse_signature (P, &attr, &nm);
    }
  P->recover = outer;
  return ft;
}

/* A constructor's parameter list at P->tok ('('), as an abstract declarator; NULL on an error. */
static CkType *
try_params (CkParser *P)
{
  jmp_buf *outer = P->recover;
  CkType *volatile ft = NULL;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    ft = ck_parse_abstract_declarator (P, ck_ty_void);
  P->recover = outer;
  return ft;
}

/* the signature of function template [T] with placeholders: parsed once */
static gboolean
ensure_pattern (CkParser *P, CkTemplate *T)
{
  if (T->pattern_state)
    return T->pattern_state > 0;
  T->pattern_state = -1;
  T->pattern_partial = FALSE;
  T->ph = ck_new_n (CkType *, T->n_params + 1);
  TArg *args = ck_new_n (TArg, T->n_params + 1);
  CkTInst *I = ck_new (CkTInst);
  I->tmpl = T;
  I->name = T->name;
  placeholder_args (T->params, T->n_params, T->ph, args);
  Saved s;
  save_state (P, &s);
  CkDiagSink quiet;
  silence (P, &quiet);
  CkScope *sc = bind_scope (P, T->scope, T->params, T->n_params, args, T->n_params, NULL);
  /* a type pack parameter: its placeholder is the pattern's */
  for (int i = 0; i < T->n_params; i++)
    if (T->params[i].is_pack && T->params[i].kind == TP_TYPE && T->params[i].name)
      {
        CkSym *sy = ck_map_get (&sc->syms, T->params[i].name);
        Pack *pk = ck_new (Pack);
        pk->pattern_of = T;
        CkType *ph = new_pack_placeholder (T->params[i].name, pk);
        sy->typedef_type = ph;
        T->ph[i] = ph;
      }
  P->scope = sc;
  P->tok = T->body;
  P->tmpl_pattern = TRUE;
  gboolean outer_dependent = P->pattern_dependent;
  P->pattern_dependent = FALSE;
  P->inst = I;
  P->ns = T->ns;
  CkType *ft = T->ctad ? try_params (P) : try_signature (P, FALSE);
  if (P->pattern_dependent)
    T->pattern_partial = TRUE;   /* the substitution checks the signature (SFINAE) */
  P->pattern_dependent = outer_dependent;
  if ((!ft || ft->kind != CK_TY_FUNC || quiet.n_errors) && T->name_tok && !T->ctad)
    {
      /* a return type that cannot be formed with placeholders (`typename enable_if<...>::type`):
         the parameters alone deduce; the whole signature is substituted after deduction, and a
         failure removes the candidate (SFINAE) */
      quiet.n_errors = 0;
      P->tok = T->name_tok;
      ft = try_signature (P, TRUE);
      T->pattern_partial = TRUE;
    }
  restore_state (P, &s);
  if (!ft || ft->kind != CK_TY_FUNC || quiet.n_errors)
    return FALSE;
  if (T->pack_param >= 0)
    {
      /* the pack of a function type's parameters (`R (*)(As...)`) is not the template's
         function parameter pack: that one is a parameter of the signature itself */
      CkParam *p = ft->params;
      for (int k = 0; p && k < T->pack_param; k++)
        p = p->next;
      if (!p || pack_in (p->type) != pack_in (T->pack_param_type))
        T->pack_param = -1;
    }
  T->pattern = ft;
  T->pattern_state = 1;
  return TRUE;
}

static const char *call_str (const char *name, CkNode **args, int n);

/**
 * ck_template_args_str:
 * @args: a call's arguments, [n] of them
 *
 * Returns: their types as g++ lists them in "call of overloaded 'f(int&, int*)' is ambiguous":
 * an lvalue's with a '&' (not an array's), a string literal's as an array of const char.
 */
const char *
ck_template_args_str (CkNode **args, int n)
{
  const char *s = call_str ("", args, n);
  return ck_strndup (s + 1, strlen (s) - 2);
}

/* the argument types as g++ lists them in "no matching function for call to 'f(int&, double)'" */
static const char *
call_str (const char *name, CkNode **args, int n)
{
  GString *s = g_string_new (name);
  g_string_append_c (s, '(');
  for (int i = 0; i < n; i++)
    {
      if (i)
        g_string_append (s, ", ");
      if (args[i]->kind == CK_E_BRACED_ARG)
        {
          g_string_append (s, "<brace-enclosed initializer list>");
          continue;
        }
      const CkNode *lit = args[i];
      while (lit->kind == CK_E_CAST && lit->is_implicit)
        lit = lit->lhs;
      if (lit->kind == CK_E_STR_LIT && args[i]->type->kind == CK_TY_ARRAY && !args[i]->type->base->is_const)
        g_string_append (s, "const ");   /* an array of const char in C++ ([lex.string]) */
      type_str (s, args[i]->type);
      if (args[i]->is_lvalue && args[i]->type->kind != CK_TY_FUNC && args[i]->type->kind != CK_TY_ARRAY)
        g_string_append_c (s, '&');   /* g++: 'f(int&)', 'f(int [3])' */
    }
  g_string_append_c (s, ')');
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

typedef enum { DF_OK, DF_COUNT, DF_CONFLICT, DF_UNDEDUCED, DF_PATTERN, DF_EXPLICIT, DF_MISMATCH,
               DF_SUBST } DFail;

/* Deduces [T]'s arguments from [explicit] and the call's [args]; on success *out holds the full
 * list. */
static DFail
deduce (CkParser *P, CkTemplate *T, CkVec *explicit_args, CkNode **args, int n_args, TArg **out,
        int *out_n, Deduce *D, int *bad)
{
  memset (D, 0, sizeof *D);
  D->T = T;
  D->conflict = -1;
  D->bound = ck_new_n (TArg, T->n_params + 1);
  D->set = ck_new_n (gboolean, T->n_params + 1);
  D->fixed = ck_new_n (gboolean, T->n_params + 1);
  int n_explicit = explicit_args ? explicit_args->len : 0;
  gboolean has_pack = T->n_params > 0 && T->params[T->n_params - 1].is_pack;
  if (n_explicit > T->n_params && !has_pack)
    {
      *bad = n_explicit;
      return DF_EXPLICIT;
    }
  for (int i = 0; i < n_explicit && i < T->n_params; i++)
    {
      TArg *a = ck_vec_get (explicit_args, i);
      if (T->params[i].is_pack != a->is_pack || (T->params[i].kind != a->kind && !a->is_pack))
        {
          *bad = n_explicit;
          return DF_EXPLICIT;
        }
      D->bound[i] = *a;
      D->set[i] = TRUE;
      D->fixed[i] = TRUE;
    }
  gboolean all_fixed = !has_pack && n_explicit == T->n_params;
  if (args && !ensure_pattern (P, T))
    {
      /* a signature placeholders cannot form (`typename remove_reference<T>::type &`, a
         non-deduced context): with every argument explicit, the substituted signature is
         checked against the call instead (std::forward<T>(x)) */
      if (!all_fixed)
        return DF_PATTERN;
      args = NULL;
    }
  if (args)
    {
      CkType *ft = T->pattern;
      int n_fixed = T->pack_param >= 0 ? T->pack_param : ft->n_params;
      int n_req = 0;
      for (CkParam *p = ft->params; p && n_req < n_fixed; p = p->next)
        if (!p->default_arg)
          n_req++;
      if (n_args < n_req || (n_args > n_fixed && T->pack_param < 0 && !ft->is_variadic))
        return DF_COUNT;
      CkParam *p = ft->params;
      int pack_index = -1;
      CkVec pack_elems = { 0 };
      if (T->pack_param >= 0)
        {
          Pack *pk = pack_in (T->pack_param_type);
          for (int k = 0; k < T->n_params; k++)
            if (T->ph[k] && pack_of_type (T->ph[k]) == pk)
              pack_index = k;
        }
      for (int i = 0; i < n_args; i++)
        {
          CkType *pt;
          if (T->pack_param >= 0 && i >= T->pack_param)
            pt = T->pack_param_type;
          else if (p)
            pt = p->type;
          else
            break;
          CkType *at = args[i]->type;
          if (forwarding_ref (D, pt) && args[i]->is_lvalue && !args[i]->is_xvalue
              && at->kind != CK_TY_FUNC)
            {
              /* `T &&` given an lvalue of type U deduces T = U & ([temp.deduct.call]p3): the
                 parameter's type collapses to U & */
              pt = pt->base;
              at = lvalue_ref (at);
            }
          else if (forwarding_ref (D, pt) && at->kind == CK_TY_FUNC)
            {
              /* a function lvalue given to `F &&` deduces F = R (&)(A...); cudak has no
                 references to functions, and deduces the pointer R (*)(A...), which calls,
                 copies and forwards alike (std::thread t(worker, 1), v.emplace_back(f)) */
              pt = pt->base;
              at = ck_type_pointer_to (at);
            }
          else if (pt->kind == CK_TY_PTR && pt->is_reference)
            pt = pt->base;
          else
            {
              const CkNode *lit = args[i];
              while (lit->kind == CK_E_CAST && lit->is_implicit)
                lit = lit->lhs;
              if (at->kind == CK_TY_ARRAY && lit->kind == CK_E_STR_LIT && !at->base->is_const)
                {
                  /* a string literal is an array of const char in C++ ([lex.string]) */
                  CkType *el = ck_type_copy (at->base);
                  el->is_const = TRUE;
                  at = ck_type_pointer_to (el);
                }
              else if (at->kind == CK_TY_ARRAY)
                at = ck_type_pointer_to (at->base);
              else if (at->kind == CK_TY_FUNC)
                at = ck_type_pointer_to (at);
              at = ck_type_unqualified (at);
            }
          if (T->pack_param >= 0 && i >= T->pack_param)
            {
              /* one element of the pack: its type is the argument's, as for a T parameter */
              CkType *et = at;
              if (pt->is_const || pt->is_volatile)
                et = ck_type_unqualified (et);
              CkType *q = pt;
              while (q && !pack_of_type (q) && q->kind == CK_TY_PTR && et->kind == CK_TY_PTR)
                {
                  q = q->base;
                  et = et->base;
                  if (q && (q->is_const || q->is_volatile))
                    et = ck_type_unqualified (et);
                }
              TArg *e = ck_new (TArg);
              e->kind = TP_TYPE;
              e->type = et;
              ck_vec_push (&pack_elems, e);
              continue;
            }
          CkTInst *il = args[i]->kind == CK_E_BRACED_ARG ? inst_of_type (ck_sema_strip (pt)) : NULL;
          if (args[i]->kind == CK_E_BRACED_ARG && !(il && strcmp (il->tmpl->name, "initializer_list") == 0))
            {
              /* a braced list deduces only a std::initializer_list<T> parameter; for another
                 it is a non-deduced context ([temp.deduct.call]p1), its conversion checked by
                 overload resolution */
              if (p)
                p = p->next;
              continue;
            }
          if (!match (D, pt, at))
            {
              *bad = i;
              return D->conflict >= 0 ? DF_CONFLICT : DF_MISMATCH;
            }
          if (p)
            p = p->next;
        }
      if (pack_index >= 0 && !D->set[pack_index])
        {
          TArg *pa = &D->bound[pack_index];
          pa->is_pack = TRUE;
          pa->kind = TP_TYPE;
          pa->n = pack_elems.len;
          pa->elems = arg_array (&pack_elems);
          D->set[pack_index] = TRUE;
        }
    }
  /* the leading set arguments, then the defaults */
  CkVec full = { 0 };
  for (int i = 0; i < T->n_params; i++)
    {
      if (!D->set[i])
        {
          if (T->params[i].is_pack)
            {
              TArg *a = ck_new (TArg);
              a->is_pack = TRUE;
              a->kind = T->params[i].kind;
              ck_vec_push (&full, a);
              continue;
            }
          if (T->params[i].def)
            {
              if (!complete_args (P, T, &full, ck_parse_tok_loc (P->tok), 1, TRUE) || full.len <= i)
                {
                  *bad = i;
                  return DF_UNDEDUCED;
                }
              /* complete_args filled every default up to the end: keep the deduced ones after */
              full.len = i + 1;
              continue;
            }
          *bad = i;
          return DF_UNDEDUCED;
        }
      TArg *a = ck_new (TArg);
      *a = D->bound[i];
      ck_vec_push (&full, a);
    }
  *out = arg_array (&full);
  *out_n = full.len;
  return DF_OK;
}

static CkType *substituted_type (CkParser *P, CkTemplate *T, TArg *args, int n);
static int specificity (CkTemplate *T);

/* Substitutes [args] into [T]'s signature ([temp.deduct]p7): FALSE when that fails, which
 * removes the candidate without an error (SFINAE: `typename enable_if<C, T>::type`). */
static gboolean
substitute (CkParser *P, CkTemplate *T, TArg *args, int n)
{
  return substituted_type (P, T, args, n) != NULL;
}

/* [T]'s function type with [args] substituted, or NULL */
static CkType *
substituted_type (CkParser *P, CkTemplate *T, TArg *args, int n)
{
  const char *key = inst_name (T, args, n);
  CkTInst *done = ck_map_get (&T->cache, inst_key (T, args, n));
  if (done && done->fn)
    return done->fn->type;
  CkToken *spec = ck_map_get (&T->explicit_specs, key);
  CkScope *parent = spec ? ck_map_get (&T->explicit_scopes, key) : T->scope;
  Saved s;
  save_state (P, &s);
  CkDiagSink quiet;
  silence (P, &quiet);
  CkTInst *I = ck_new (CkTInst);
  I->tmpl = T;
  I->name = T->name;
  P->scope = bind_scope (P, parent, T->params, T->n_params, args, n, I);
  P->tok = spec ? spec : T->body;
  P->inst = I;
  P->tmpl_pattern = FALSE;   /* its class templates are instantiated for real */
  P->ns = T->ns;
  CkType *ft = try_signature (P, FALSE);
  restore_state (P, &s);
  return ft && ft->kind == CK_TY_FUNC && quiet.n_errors == 0 ? ft : NULL;
}

/* ---------------------------------------------------------------- instantiation */

/* A partial specialisation's argument pattern [p] against the argument [a]: the pattern must
 * match the whole type (`T*` does not match `int`). */
static gboolean
match_whole (Deduce *D, CkType *p, CkType *a)
{
  if (!match (D, p, a))
    return FALSE;
  if (p->kind != a->kind && ph_index (D, p) < 0)
    return FALSE;
  /* a class that is not a template's instance is matched by itself only: S<T, Plain> does not
     match S<int, Other> */
  if ((p->kind == CK_TY_STRUCT || p->kind == CK_TY_UNION) && !inst_of_type (p) && ph_index (D, p) < 0
      && !same (p, a))
    return FALSE;
  if (p->kind == CK_TY_PTR && (p->is_reference != a->is_reference || p->is_rvalue_ref != a->is_rvalue_ref))
    return FALSE;
  if (p->kind == CK_TY_PTR && !is_placeholder_type (p->base) && !same (p->base, a->base))
    return FALSE;
  return TRUE;
}

/* The argument patterns of partial specialisation [S] of [T] into [pats], parsed with its
 * parameters as placeholders, which *st holds (a template that stands for the specialisation in
 * a deduction); FALSE when they cannot be parsed. */
static gboolean
spec_patterns (CkParser *P, CkTemplate *T, Spec *S, CkTemplate **st, CkVec *pats)
{
  CkTemplate *ST = ck_new (CkTemplate);
  ST->name = T->name;
  ST->kind = T->kind;
  ST->params = S->params;
  ST->n_params = S->n_params;
  ST->scope = S->scope;
  ST->ph = ck_new_n (CkType *, S->n_params + 1);
  TArg *pa = ck_new_n (TArg, S->n_params + 1);
  placeholder_args (S->params, S->n_params, ST->ph, pa);
  Saved s;
  save_state (P, &s);
  CkDiagSink quiet;
  silence (P, &quiet);
  P->scope = bind_scope (P, S->scope, S->params, S->n_params, pa, S->n_params, NULL);
  for (int i = 0; i < S->n_params; i++)
    if (S->params[i].is_pack && S->params[i].kind == TP_TYPE && S->params[i].name)
      {
        /* a type pack parameter: its placeholder is the pattern's */
        CkSym *sy = ck_map_get (&P->scope->syms, S->params[i].name);
        Pack *pk = ck_new (Pack);
        pk->pattern_of = ST;
        sy->typedef_type = ST->ph[i] = new_pack_placeholder (S->params[i].name, pk);
      }
  P->tok = S->args_tok;
  P->tmpl_pattern = TRUE;
  P->inst = NULL;   /* the instance being parsed: its packs are not the pattern's */
  jmp_buf jb;
  P->recover = &jb;
  gboolean ok = FALSE;
  if (setjmp (jb) == 0)
    ok = parse_args (P, T, pats, NULL);
  restore_state (P, &s);
  *st = ST;
  return ok && !quiet.n_errors;
}

/* Does partial specialisation [S] match [args]? Fills [out] with its own arguments, [st] and
 * [pats] with its patterns (spec_patterns). */
static gboolean
match_spec (CkParser *P, CkTemplate *T, Spec *S, TArg *args, int n, TArg **out, CkTemplate **st,
            CkVec *pats_out)
{
  CkTemplate *ST;
  CkVec pats = { 0 };
  if (!spec_patterns (P, T, S, &ST, &pats) || pats.len != n)
    return FALSE;
  *st = ST;
  *pats_out = pats;
  Deduce D = { 0 };
  D.T = ST;
  D.exact = TRUE;
  D.conflict = -1;
  D.bound = ck_new_n (TArg, S->n_params + 1);
  D.set = ck_new_n (gboolean, S->n_params + 1);
  for (int i = 0; i < n; i++)
    {
      TArg *p = ck_vec_get (&pats, i);
      if (p->kind == TP_TYPE && args[i].kind == TP_TYPE && !p->is_pack && !args[i].is_pack)
        {
          if (!match_whole (&D, p->type, args[i].type))
            return FALSE;
        }
      else if (!match_arg (&D, p, &args[i]))
        return FALSE;
    }
  for (int i = 0; i < S->n_params; i++)
    if (!D.set[i])
      return FALSE;
  *out = D.bound;
  return TRUE;
}

/* a partial specialisation that matches an instance's arguments */
typedef struct SpecMatch {
  Spec *S;
  TArg *args;                /* its own arguments */
  CkTemplate *st;            /* its patterns (spec_patterns) */
  CkVec pats;
} SpecMatch;

static SpecMatch spec_ambiguous;

static gboolean po_arg (Deduce *D, TArg *pat, TArg *a);
static void po_init (Deduce *D, CkTemplate *T);

/* Is [a] at least as specialised as [b]: do [b]'s parameters deduce from [a]'s patterns
 * ([temp.class.order]: the function templates whose parameters they are, ordered)? */
static gboolean
spec_at_least_as (SpecMatch *a, SpecMatch *b)
{
  Deduce D;
  po_init (&D, b->st);
  for (int i = 0; i < a->pats.len && i < b->pats.len; i++)
    if (!po_arg (&D, ck_vec_get (&b->pats, i), ck_vec_get (&a->pats, i)))
      return FALSE;
  return TRUE;
}

/* a partial specialisation's argument pattern [a] as g++ writes it: its value parameters by
 * name, a pack expansion with its '...' */
static void
pattern_str (GString *s, const TArg *a, Spec *S)
{
  if (a->is_pack)
    for (int i = 0; i < a->n; i++)
      {
        g_string_append (s, i ? ", " : "");
        pattern_str (s, &a->elems[i], S);
      }
  else if (a->kind == TP_VALUE && a->val >= PH_VALUE_BASE && a->val < PH_VALUE_BASE + S->n_params
           && S->params[a->val - PH_VALUE_BASE].name)
    g_string_append (s, S->params[a->val - PH_VALUE_BASE].name);
  else
    arg_str (s, a);
  if (a->is_expansion)
    g_string_append (s, "...");
}

/* The partial specialisation of [T] the instance [name] of arguments [args] is made from: the
 * one that matches them and is more specialised than every other that does
 * ([temp.class.spec.match]p1); NULL for the primary template; &spec_ambiguous, after the error,
 * when no matching one is more specialised than all the others. */
static SpecMatch *
choose_spec (CkParser *P, CkTemplate *T, TArg *args, int n, const char *name, CkSrcLoc use,
             int use_len)
{
  CkVec found = { 0 };
  for (int i = 0; i < T->partial_specs.len; i++)
    {
      SpecMatch *m = ck_new (SpecMatch);
      m->S = ck_vec_get (&T->partial_specs, i);
      if (match_spec (P, T, m->S, args, n, &m->args, &m->st, &m->pats))
        ck_vec_push (&found, m);
    }
  if (found.len <= 1)
    return found.len ? ck_vec_get (&found, 0) : NULL;
  for (int i = 0; i < found.len; i++)
    {
      SpecMatch *a = ck_vec_get (&found, i);
      gboolean best = TRUE;
      for (int j = 0; j < found.len && best; j++)
        if (j != i)
          {
            SpecMatch *b = ck_vec_get (&found, j);
            best = spec_at_least_as (a, b) && !spec_at_least_as (b, a);
          }
      if (best)
        return a;
    }
  ck_parse_error (P, use, use_len, "ambiguous template instantiation for '%s%s'",
                  T->kind == TK_CLASS ? "struct " : "", name);
  for (int i = 0; i < found.len; i++)
    {
      SpecMatch *m = ck_vec_get (&found, i);
      GString *s = g_string_new (template_head (P, m->st));
      g_string_append_printf (s, "%s<", declared_entity (T));
      for (int k = 0; k < m->pats.len; k++)
        {
          if (k)
            g_string_append (s, ", ");
          pattern_str (s, ck_vec_get (&m->pats, k), m->S);
        }
      g_string_append (s, g_str_has_suffix (s->str, ">") ? " >" : ">");
      for (int k = 0; k < m->S->n_params; k++)
        {
          TParam *sp = &m->S->params[k];
          g_string_append (s, k ? "; " : " [with ");
          if (sp->kind == TP_VALUE && value_param_type (P, sp))
            {
              type_str (s, value_param_type (P, sp));
              g_string_append_c (s, ' ');
            }
          g_string_append_printf (s, "%s = %s", sp->name ? sp->name : "", sp->is_pack ? "{" : "");
          arg_str (s, &m->args[k]);
          g_string_append (s, sp->is_pack ? "}" : "");
        }
      if (m->S->n_params)
        g_string_append_c (s, ']');
      CkToken *nt = m->S->args_tok - 1;
      ck_parse_note (P, ck_parse_tok_loc (nt), nt->len, "%s'%s'", i ? "                " : "candidates are: ",
                     s->str);
      g_string_free (s, TRUE);
    }
  return &spec_ambiguous;
}

static gboolean
args_have_placeholders (TArg *args, int n)
{
  for (int i = 0; i < n; i++)
    {
      if (args[i].kind == TP_TYPE && args[i].type && is_placeholder_type (args[i].type))
        return TRUE;
      if (args[i].kind == TP_VALUE && args[i].val >= PH_VALUE_BASE && args[i].val < PH_VALUE_BASE + 256)
        return TRUE;
      if (args[i].is_pack && args_have_placeholders (args[i].elems, args[i].n))
        return TRUE;
    }
  return FALSE;
}

static CkTInst *
instantiate (CkParser *P, CkTemplate *T, TArg *args, int n, CkSrcLoc use, int use_len, gboolean quiet)
{
  const char *name = inst_name (T, args, n);
  if (T->qualifier)
    name = ck_strdup_printf ("%s::%s", T->qualifier, name);
  const char *key = inst_key (T, args, n);
  CkTInst *I = ck_map_get (&T->cache, key);
  if (I)
    {
      if (I->in_progress && !I->fn && !I->type && T->kind == TK_FUNC)
        {
          CkSym *s = ck_map_get (&I->scope->syms, name);
          if (s && s->obj)
            I->fn = s->obj;
        }
      if (I->in_progress && !I->type && T->kind == TK_CLASS)
        I->type = ck_map_get (&I->scope->tags, name);
      if (I->failed && P->sink->func == drop_diag)
        ck_parse_error (P, use, use_len, "'%s' failed before", name);   /* deduction's quiet parse
                                                                           counts it: a candidate
                                                                           whose substitution needs
                                                                           it fails (SFINAE) */
      return I->failed ? NULL : I;
    }
  I = ck_new (CkTInst);
  I->tmpl = T;
  I->name = name;
  I->args = args;
  I->n_args = n;
  if (P->tmpl_pattern || args_have_placeholders (args, n))
    {
      /* a dependent type in a signature being deduced: a struct that stands for it */
      if (T->kind != TK_CLASS)
        return NULL;
      CkType *t = ck_type_copy (ck_ty_int);
      t->origin = NULL;
      t->kind = CK_TY_STRUCT;
      t->tag = name;
      t->size = -1;
      t->is_complete = FALSE;
      I->type = t;
      set_inst_of_type (t, I);
      return I;
    }
  if (inst_depth >= CK_TEMPLATE_MAX_DEPTH)
    {
      ck_parse_error (P, use, use_len, "template instantiation depth exceeds maximum of %d "
                      "(instantiating '%s')", CK_TEMPLATE_MAX_DEPTH, name);
      depth_exceeded = TRUE;
      return NULL;
    }
  ck_map_put (&T->cache, key, I);
  I->in_progress = TRUE;
  CkToken *body = T->body;
  TParam *params = T->params;
  int n_params = T->n_params;
  TArg *bargs = args;
  int n_bargs = n;
  CkScope *parent = T->scope;
  CkToken *spec = ck_map_get (&T->explicit_specs, name);
  if (spec)
    {
      body = spec;
      n_params = 0;
      I->specialised = TRUE;
      parent = ck_map_get (&T->explicit_scopes, name);
    }
  else if (T->partial_specs.len)
    {
      SpecMatch *m = choose_spec (P, T, args, n, name, use, use_len);
      if (m == &spec_ambiguous)
        {
          I->in_progress = FALSE;
          I->failed = TRUE;
          return NULL;
        }
      if (m)
        {
          I->specialised = TRUE;
          body = m->S->body;
          params = m->S->params;
          n_params = n_bargs = m->S->n_params;
          bargs = m->args;
          parent = m->S->scope;
        }
    }
  Saved s;
  save_state (P, &s);
  int errors = P->sink->n_errors;
  CkScope *sc = bind_scope (P, parent, params, n_params, bargs, n_bargs, I);
  I->scope = sc;
  P->scope = sc;
  P->inst = I;
  P->inst_pending = I;
  P->tok = body;
  P->ns = T->ns;
  P->extern_c = T->extern_c;
  P->tmpl_pattern = FALSE;
  P->quiet_unsupported = FALSE;
  P->depth = 0;   /* the instance's own nesting: the C stack is bounded by inst_depth */
  inst_depth++;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    {
      if (T->kind == TK_ALIAS)
        {
          P->tok += 3;   /* using N = */
          I->type = ck_parse_type_name (P);
        }
      else if (T->member_of)
        {
          /* a member template's instance: a member of its (complete) class, declared under
             the name of the template, so that it joins the overload set of the name */
          P->inst = T->outer_inst;
          P->packs_inst = I;
          P->inst_pending = NULL;
          I->fn = ck_class_member_instance (P, T->member_of, T->access, name);
          if (I->fn && strcmp (key, name) != 0)
            I->fn->asm_name = ck_strdup_printf ("%s%s", I->fn->asm_name ? I->fn->asm_name : I->fn->name,
                                                key + strlen (name));   /* a closure's instance */
        }
      else
        ck_parse_declaration (P, NULL);
    }
  gboolean stopped = P->stop;
  restore_state (P, &s);
  inst_depth--;
  I->in_progress = FALSE;
  if (T->kind == TK_FUNC && T->member_of)
    ;
  else if (T->kind == TK_FUNC)
    {
      CkSym *sy = ck_map_get (&sc->syms, name);
      I->fn = sy ? sy->obj : NULL;
      if (I->fn && !spec)
        I->fn->is_inline = TRUE;   /* vague linkage: each unit that uses it has it, one is kept */
      if (I->fn)
        {
          int k = 0;
          for (CkTemplate *U = ck_parse_lookup_template (T); U && U != T; U = U->next)
            k++;
          if (k > 0 && !I->fn->asm_name)
            I->fn->asm_name = ck_strdup_printf ("%s#%d", I->fn->name, k);   /* overloads' instances */
          if (strcmp (key, name) != 0)
            I->fn->asm_name = ck_strdup_printf ("%s%s", I->fn->asm_name ? I->fn->asm_name : I->fn->name,
                                                key + strlen (name));   /* a closure's instance */
        }
    }
  else if (T->kind == TK_VAR)
    {
      CkSym *sy = ck_map_get (&sc->syms, name);
      I->fn = sy && sy->obj && !sy->obj->is_function ? sy->obj : NULL;
      if (I->fn)
        {
          I->fn->is_inline = TRUE;   /* vague linkage, as a function template's instance */
          /* the instances its initializer named were declared after it: it moves behind them,
             so that the static initialisation (declaration order) gives them their values
             before it reads them */
          int k = P->objs->len - 1;
          while (k >= 0 && ck_vec_get (P->objs, k) != I->fn)
            k--;
          for (; k >= 0 && k + 1 < P->objs->len; k++)
            P->objs->data[k] = P->objs->data[k + 1];
          if (k >= 0)
            P->objs->data[k] = I->fn;
        }
    }
  else if (T->kind == TK_CLASS)
    {
      I->type = ck_map_get (&sc->tags, name);
      if (I->type)
        set_inst_of_type (I->type, I);
      if (I->type && strcmp (key, name) != 0)
        ck_class_suffix_linkage (I->type, key + strlen (name));   /* C<closure>: its own members */
    }
  if (P->sink->n_errors > errors || I->repeated_error || (!I->fn && !I->type))
    {
      I->failed = TRUE;
      /* after the depth limit, only the outermost instance is named (not every level) */
      P->drop_notes = FALSE;
      if (!quiet && P->sink->n_errors > errors && !stopped && (!depth_exceeded || inst_depth == 0))
        ck_parse_note (P, use, use_len, "in instantiation of '%s' required from here", name);
      if (inst_depth == 0)
        depth_exceeded = FALSE;
      else if (P->sink->n_errors == errors && !I->repeated_error)
        ck_parse_error (P, use, use_len, "unsupported: instantiating '%s'", name);
      return NULL;
    }
  if (T->kind == TK_CLASS && !I->specialised)
    for (int i = 0; i < T->out_defs.len; i++)
      define_out_of_class (P, T, I, ck_vec_get (&T->out_defs, i));
  if (T->kind == TK_FUNC && T->member_of && T->out_def && I->fn && !I->fn->body)
    define_member_instance_outside (P, T, I);
  return I;
}

/* Does the declaration at [t] have a body (a function definition), not only ';'? */
static gboolean
has_body (CkToken *t)
{
  for (; t->kind != CK_TK_EOF; t++)
    {
      if (t->kind == CK_TK_PUNCT && t->punct == CK_P_LPAREN)
        t = skip_parens (t) - 1;
      else if (t->kind == CK_TK_PUNCT && (t->punct == CK_P_SEMI || t->punct == CK_P_ASSIGN))
        return FALSE;
      else if (t->kind == CK_TK_PUNCT && (t->punct == CK_P_LBRACE || t->punct == CK_P_COLON))
        return TRUE;
    }
  return FALSE;
}

/* Parses the declaration of [D] with its parameters bound to the arguments of the instance [I]
 * of class template [C]: a member's definition for that instance. A member template's
 * definition is kept by the member templates of the instance it defines, whose instances
 * parse it (define_member_instance_outside). */
static void
define_out_of_class (CkParser *P, CkTemplate *C, CkTInst *I, OutDef *D)
{
  if (I->specialised || !I->type || !ck_class_of (I->type))
    return;
  if (D->n_inner)
    {
      gboolean ctor = strcmp (D->name->text, C->name) == 0;
      CkSym *sy = ck_class_find (ck_class_of (I->type), ctor ? ".ctor" : D->name->text);
      for (int i = 0; sy && i < sy->member_tmpls.len; i++)
        {
          CkTemplate *M = ck_vec_get (&sy->member_tmpls, i);
          if (M->n_params == D->n_inner && !M->out_def && !has_body (M->name_tok))
            {
              M->out_def = D;
              M->out_class = I;
            }
        }
      return;
    }
  Saved s;
  save_state (P, &s);
  int errors = P->sink->n_errors;
  CkScope *sc = bind_scope (P, D->scope, D->params, D->n_params, I->args, I->n_args, NULL);
  CkScope *outside = P->outside_params;
  P->outside_params = sc;
  parse_definition (P, sc, I, NULL, D->body, C->ns, C->extern_c);
  P->outside_params = outside;
  restore_state (P, &s);
  if (P->sink->n_errors > errors)
    ck_parse_note (P, ck_parse_tok_loc (D->name), tok_len (D->name), "in instantiation of '%s'", I->name);
}

/* The instance [I] of member template [M] declared in its class and defined outside it: its
 * definition, with the class's parameters and then the member template's bound. */
static void
define_member_instance_outside (CkParser *P, CkTemplate *M, CkTInst *I)
{
  OutDef *D = M->out_def;
  CkTInst *C = M->out_class;
  Saved s;
  save_state (P, &s);
  int errors = P->sink->n_errors;
  CkScope *sc = bind_scope (P, D->scope, D->params, D->n_params, C->args, C->n_args, NULL);
  bind_into (sc, D->inner, D->n_inner, I->args, I->n_args, NULL);
  CkScope *outside = P->outside_params;
  P->outside_params = sc;
  P->define_target = I->fn;
  parse_definition (P, sc, C, NULL, D->body, C->tmpl->ns, C->tmpl->extern_c);
  P->define_target = NULL;
  P->outside_params = outside;
  restore_state (P, &s);
  if (P->sink->n_errors > errors)
    ck_parse_note (P, ck_parse_tok_loc (D->name), tok_len (D->name), "in instantiation of '%s'", I->name);
}

/* ---------------------------------------------------------------- member templates */

/* `template <params> member-declaration` in the body of class [c]: a member function template
 * (a constructor template too), recorded with the overload set of its name; its instances are
 * made where a call needs them (ck_template_member_candidates). */
void
ck_template_member_decl (CkParser *P, CkClass *c)
{
  CkToken *kw = P->tok++;
  if (!is_punct (P, CK_P_LT))
    {
      skip_declaration (P, TRUE);
      return;
    }
  CkVec params = { 0 };
  param_list (P, &params);
  CkToken *body = P->tok;
  TmplKind kind;
  CkToken *spec_lt;
  CkToken *name = declared_name (P, body, &kind, &spec_lt);
  if (!name && kind == TK_FUNC)
    for (CkToken *u = body; u->kind != CK_TK_EOF && !(u->kind == CK_TK_PUNCT && (u->punct == CK_P_LPAREN
                                                                                 || u->punct == CK_P_SEMI)); u++)
      if (u->kind == CK_TK_KEYWORD && u->kw == CK_KW_OPERATOR)
        {
          /* `template <class T> operator T() const`: T is the target type ([temp.deduct.conv]) */
          int k = -1;
          for (int i = 0; i < params.len && u[1].kind == CK_TK_IDENT; i++)
            {
              TParam *tp = ck_vec_get (&params, i);
              if (tp->kind == TP_TYPE && !tp->is_pack && tp->name && strcmp (tp->name, u[1].text) == 0)
                k = i;
            }
          if (k >= 0 && u[2].kind == CK_TK_PUNCT && u[2].punct == CK_P_LPAREN && u[3].kind == CK_TK_PUNCT
              && u[3].punct == CK_P_RPAREN)
            {
              CkTemplate *T = new_template (P, u, TK_FUNC, &params, body);
              T->name = "operator";
              T->conv_param = k;
              T->member_of = c;
              T->access = ck_class_access (c);
              T->outer_inst = P->inst;
              ck_class_add_member_template (P, c, T, ".conv", FALSE);
              skip_declaration (P, TRUE);
              return;
            }
          ck_parse_error (P, ck_parse_tok_loc (u), tok_len (u), "unsupported: conversion function "
                          "templates other than 'template <class T> operator T()'");
          ck_class_conversions_unsupported (c);   /* its conversions are not reported again */
          skip_declaration (P, TRUE);
          return;
        }
  if (name && kind == TK_CLASS && !spec_lt)
    {
      /* a member class template: a class template of the class's scope, its instances
         parsed there (the enclosing instance's parameters bound) */
      CkTemplate *T = new_template (P, name, TK_CLASS, &params, body);
      T->outer_inst = P->inst;
      T->qualifier = ck_class_type (c)->tag;
      CkSym *sy = ck_new (CkSym);
      sy->name = name->text;
      sy->tmpl = T;
      ck_class_add_member_name (P, c, sy, name->text);
      skip_declaration (P, FALSE);
      return;
    }
  if (!name || kind != TK_FUNC || spec_lt)
    {
      ck_parse_error (P, ck_parse_tok_loc (kw), tok_len (kw), kind == TK_CLASS
                      ? "unsupported: specialisations of member class templates" : kind == TK_ALIAS
                      ? "unsupported: member alias templates"
                      : "unsupported: this member template declaration");
      skip_declaration (P, kind == TK_FUNC);
      return;
    }
  CkTemplate *T = new_template (P, name, TK_FUNC, &params, body);
  T->member_of = c;
  T->access = ck_class_access (c);
  T->outer_inst = P->inst;
  const char *inj = ck_template_injected_name (P, ck_class_type (c));
  T->is_ctor = (ck_class_type (c)->tag && strcmp (name->text, ck_class_type (c)->tag) == 0)
               || (inj[0] && strcmp (name->text, inj) == 0);
  T->deduced_auto = !T->is_ctor && !has_trailing_return (name) && deducible_auto (body, name);
  if (!T->is_ctor && !has_trailing_return (name) && !T->deduced_auto)
    for (CkToken *u = body; u < name; u++)
      if (u->kind == CK_TK_KEYWORD && u->kw == CK_KW_AUTO && !T->auto_ret)
        {
          T->auto_ret = TRUE;
          ck_parse_error (P, ck_parse_tok_loc (u), tok_len (u), "unsupported: deduced return "
                          "types of function templates ('auto' without '-> type' in a declaration, "
                          "'const auto *')");
        }
  ck_class_add_member_template (P, c, T, T->name, T->is_ctor);
  skip_declaration (P, TRUE);
}

/* Before a call of the member function set [set] with [args]: every member template of the set
 * whose arguments deduce from the call is instantiated, its instance joining the set, so that
 * overload resolution ranks the instances with the other members ([temp.over]). */
void
ck_template_member_candidates (CkParser *P, CkSym *set, CkNode **args, int n, CkSrcLoc loc, int len)
{
  for (int i = 0; i < set->member_tmpls.len; i++)
    {
      CkTemplate *T = ck_vec_get (&set->member_tmpls, i);
      if (T->auto_ret)
        continue;
      CkVec explicit_args = { 0 };
      Deduce D;
      int bad = 0;
      TArg *full;
      int n_full;
      DFail f = deduce (P, T, &explicit_args, args, n, &full, &n_full, &D, &bad);
      if (f == DF_OK && T->pattern_partial && !T->is_ctor && !T->deduced_auto && !substitute (P, T, full, n_full))
        f = DF_SUBST;
      if (f != DF_OK)
        continue;
      CkTInst *I = instantiate (P, T, full, n_full, loc, len, FALSE);
      if (I && I->fn)
        {
          I->fn->tmpl_rank = specificity (T);
          I->fn->tmpl_of = T;   /* `f(const T &)` over `f(T &)` for a const lvalue */
        }
    }
}

/**
 * ck_template_conversion:
 * @c: the class converted from
 * @target: the type converted to
 *
 * Returns: the instance of a conversion function template of [c] (or of a base) that converts
 * to [target], `operator int` of `template <class T> operator T()` for an int, made now; NULL
 * when [c] has none whose other template arguments are given by defaults.
 */
CkObj *
ck_template_conversion (CkParser *P, CkClass *c, CkType *target, CkSrcLoc loc, int len)
{
  CkSym *set = ck_class_find (c, ".conv");
  for (int i = 0; set && i < set->member_tmpls.len; i++)
    {
      CkTemplate *T = ck_vec_get (&set->member_tmpls, i);
      CkVec args = { 0 };
      for (int k = 0; k < T->n_params; k++)
        {
          if (k != T->conv_param)
            break;   /* the parameters after T come from their defaults */
          TArg *a = ck_new (TArg);
          a->kind = TP_TYPE;
          a->type = ck_type_unqualified (target);
          ck_vec_push (&args, a);
        }
      if (args.len != T->conv_param + 1
          || !complete_args (P, T, &args, loc, len, TRUE) || args.len != T->n_params)
        continue;
      CkTInst *I = instantiate (P, T, arg_array (&args), args.len, loc, len, FALSE);
      if (I && I->fn)
        return I->fn;
    }
  return NULL;
}

static gboolean call_args (CkParser *P, CkNode ***args, int *n_args);
static const char *explicit_name (const char *name, CkVec *explicit_args, gboolean has_explicit);

/* `o.f<args>(call-args)` (also `o.template f<args>(...)`, and `f<args>(...)` in a member) of the
 * member templates of [set] with the object [obj] (NULL: `this`): the instances of those whose
 * remaining arguments deduce, ranked by overload resolution. */
CkNode *
ck_template_member_explicit (CkParser *P, CkNode *obj, CkSym *set, CkSrcLoc loc, int len)
{
  CkTemplate *T0 = ck_vec_get (&set->member_tmpls, 0);
  CkVec explicit_args = { 0 };
  CkToken *name = P->tok - 1;
  if (!parse_args (P, T0, &explicit_args, name) || !is_punct (P, CK_P_LPAREN))
    {
      if (is_punct (P, CK_P_LPAREN))
        {
          int n;
          CkToken *open = P->tok++;
          ck_parse_call_args (P, open, &n);
        }
      else
        ck_parse_error (P, loc, len, "unsupported: a member template named with its template "
                        "arguments but not called");
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  int n_args;
  CkNode **args;
  if (!call_args (P, &args, &n_args))
    return ck_sema_int_lit (0, P->ty_err, loc);
  CkSym only = *set;
  only.member_tmpls.len = 0;
  only.overloads = (CkVec) { 0 };
  only.obj = NULL;
  for (int i = 0; i < set->member_tmpls.len; i++)
    {
      CkTemplate *T = ck_vec_get (&set->member_tmpls, i);
      if (T->auto_ret)
        continue;
      Deduce D;
      int bad = 0;
      TArg *full;
      int n_full;
      DFail f = deduce (P, T, &explicit_args, args, n_args, &full, &n_full, &D, &bad);
      if (f == DF_OK && T->pattern_partial && !T->is_ctor && !T->deduced_auto && !substitute (P, T, full, n_full))
        f = DF_SUBST;
      if (f != DF_OK)
        continue;
      CkTInst *I = instantiate (P, T, full, n_full, loc, len, FALSE);
      if (I && I->fn)
        {
          ck_vec_push (&only.overloads, I->fn);
          if (!only.obj)
            only.obj = I->fn;
        }
    }
  if (!only.overloads.len)
    {
      ck_parse_error (P, loc, len, "no matching function for call to '%s'",
                      call_str (explicit_name (set->name, &explicit_args, TRUE), args, n_args));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  return ck_class_call_method (P, obj, &only, args, n_args, loc, len, FALSE);
}

/* ---------------------------------------------------------------- uses */

/* The template whose parameters say how to read explicit arguments for the overloads of [T0]:
 * T0, or NULL (each argument read as what it looks like) when the overloads' parameters differ
 * in kind (`get<0>(t)` and `get<int>(t)`) */
static CkTemplate *
explicit_args_template (CkTemplate *T0)
{
  for (CkTemplate *U = T0->next; U; U = U->next)
    for (int i = 0; i < U->n_params && i < T0->n_params; i++)
      {
        if (U->params[i].kind != T0->params[i].kind || U->params[i].is_pack != T0->params[i].is_pack)
          return NULL;
        if (U->params[i].is_pack)
          break;
      }
  return T0;
}

gboolean
ck_template_is_type (const CkTemplate *t)
{
  return t->kind == TK_CLASS || t->kind == TK_ALIAS;
}

/* The arguments of `x(args)` / `x{args}` at P->tok (x), parsed once without a trace (the
 * declaration parses them again); NULL on an error. */
static G_GNUC_NO_INLINE CkNode **
ctad_args (CkParser *P, CkToken *open_tok, int *n_out)
{
  CkToken *save = P->tok;
  CkDiagSink quiet, *saved_sink = P->sink;
  gboolean saved_qp = P->quiet_parse;
  int cmark = ck_class_cleanup_mark (P);
  silence (P, &quiet);
  jmp_buf *outer = P->recover;
  jmp_buf jb;
  CkNode **volatile args = NULL;
  volatile int n = 0;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    {
      CkToken *open = open_tok;
      P->tok = open_tok + 1;
      int nn = 0;
      if (open->punct == CK_P_LPAREN)
        args = ck_parse_call_args (P, open, &nn);
      else
        {
          CkVec v = { 0 };
          while (!is_punct (P, CK_P_RBRACE) && P->tok->kind != CK_TK_EOF)
            {
              ck_vec_push (&v, ck_parse_assign (P));
              if (!is_punct (P, CK_P_COMMA))
                break;
              P->tok++;
            }
          nn = v.len;
          args = (CkNode **) v.data;
        }
      n = nn;
    }
  P->recover = outer;
  P->sink = saved_sink;
  P->quiet_parse = saved_qp;
  P->tok = save;
  ck_class_cleanup_truncate (P, cmark);
  if (quiet.n_errors)
    return NULL;
  *n_out = n;
  return args;
}

/* Class template argument deduction, simple cases ([over.match.class.deduct]): in `T x(args);`
 * or `T x{args};` (P->tok at x), the arguments deduce T's parameters through one of its
 * constructors, each taken as a function template of T's parameters (an implicit deduction
 * guide); the first that deduces every parameter gives the instance. NULL: none does. */
/* The class a deduction guide [G] of [T] (`template <class U> S(U) -> S<U>;`: its parameters, [body]
 * at its '(', [args_tok] at the template-id after '->') gives for the arguments [args], or NULL
 * when they do not deduce its parameters. */
static CkType *
guide_type (CkParser *P, CkTemplate *T, Spec *G, CkNode **args, int n)
{
  CkTemplate *S = ck_new (CkTemplate);
  *S = *T;
  S->kind = TK_FUNC;
  S->ctad = TRUE;
  S->params = G->params;
  S->n_params = G->n_params;
  S->scope = G->scope;
  S->body = G->body;
  S->name_tok = NULL;
  S->pattern_state = 0;
  S->pattern = NULL;
  S->next = S->first = NULL;
  S->pack_param = -1;
  memset (&S->cache, 0, sizeof S->cache);
  memset (&S->explicit_specs, 0, sizeof S->explicit_specs);
  S->partial_specs = (CkVec) { 0 };
  S->guides = (CkVec) { 0 };
  CkVec none = { 0 };
  Deduce D;
  int bad = 0;
  TArg *full;
  int n_full;
  CkDiagSink q, *ss = P->sink;
  silence (P, &q);
  DFail f = deduce (P, S, &none, args, n, &full, &n_full, &D, &bad);
  P->sink = ss;
  if (f != DF_OK)
    return NULL;
  /* the guide's template-id with its parameters bound */
  Saved sv;
  save_state (P, &sv);
  P->scope = bind_scope (P, G->scope, G->params, G->n_params, full, n_full, NULL);
  P->tok = G->args_tok;
  P->ns = T->ns;
  CkType *volatile r = NULL;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    r = ck_parse_type_name (P);
  restore_state (P, &sv);
  return r && r != P->ty_err ? r : NULL;
}

static gboolean
is_open_tok (const CkToken *t)
{
  return t->kind == CK_TK_PUNCT && (t->punct == CK_P_LPAREN || t->punct == CK_P_LBRACE);
}

static CkType *
deduce_class_args (CkParser *P, CkTemplate *T, const CkToken *name)
{
  CkToken *open;
  if (P->tok->kind == CK_TK_IDENT && is_open_tok (&P->tok[1]))
    open = P->tok + 1;   /* `S x(args)` */
  else if (P->tok->kind == CK_TK_IDENT && P->tok[1].kind == CK_TK_PUNCT && P->tok[1].punct == CK_P_ASSIGN
           && P->tok[2].kind == CK_TK_IDENT && strcmp (P->tok[2].text, T->name) == 0 && is_open_tok (&P->tok[3]))
    open = P->tok + 3;   /* `S x = S(args)` */
  else if (is_open_tok (P->tok) && P->tok == name + 1)
    open = P->tok;       /* `S(args)`: a functional cast */
  else
    return NULL;
  int n = 0;
  gboolean saved_qp = P->quiet_parse;
  CkNode **args = ctad_args (P, open, &n);
  if (!args)
    return NULL;
  /* the deduction guides first ([over.match.class.deduct]p1) */
  for (int i = 0; i < T->guides.len; i++)
    {
      Spec *G = ck_vec_get (&T->guides, i);
      CkType *r = guide_type (P, T, G, args, n);
      P->quiet_parse = saved_qp;
      if (r)
        return r;
    }
  /* the class body: '{' after the name of T's declaration */
  CkToken *u = T->body;
  while (u->kind != CK_TK_EOF && !(u->kind == CK_TK_PUNCT && (u->punct == CK_P_LBRACE || u->punct == CK_P_SEMI)))
    u++;
  if (!(u->kind == CK_TK_PUNCT && u->punct == CK_P_LBRACE))
    return NULL;
  int depth = 0;
  for (CkToken *v = u; v->kind != CK_TK_EOF; v++)
    {
      if (v->kind == CK_TK_PUNCT && (v->punct == CK_P_LBRACE || v->punct == CK_P_LPAREN))
        depth++;
      else if (v->kind == CK_TK_PUNCT && (v->punct == CK_P_RBRACE || v->punct == CK_P_RPAREN))
        {
          if (--depth == 0)
            break;
        }
      else if (depth == 1 && v->kind == CK_TK_IDENT && strcmp (v->text, T->name) == 0
               && v[1].kind == CK_TK_PUNCT && v[1].punct == CK_P_LPAREN
               && !(v[-1].kind == CK_TK_PUNCT && (v[-1].punct == CK_P_TILDE || v[-1].punct == CK_P_GT)))
        {
          CkTemplate *S = ck_new (CkTemplate);
          *S = *T;
          S->kind = TK_FUNC;
          S->ctad = TRUE;
          S->body = &v[1];
          S->name_tok = NULL;
          S->pattern_state = 0;
          S->pattern = NULL;
          S->next = S->first = NULL;
          S->pack_param = -1;
          memset (&S->cache, 0, sizeof S->cache);
          memset (&S->explicit_specs, 0, sizeof S->explicit_specs);
          memset (&S->explicit_scopes, 0, sizeof S->explicit_scopes);
          S->partial_specs = (CkVec) { 0 };
          CkVec none = { 0 };
          Deduce D;
          int bad = 0;
          TArg *full;
          int n_full;
          CkDiagSink q2;
          CkDiagSink *ss = P->sink;
          silence (P, &q2);
          DFail f = deduce (P, S, &none, args, n, &full, &n_full, &D, &bad);
          P->sink = ss;
          P->quiet_parse = saved_qp;
          if (f != DF_OK)
            continue;
          CkTInst *I = instantiate (P, T, full, n_full, ck_parse_tok_loc (name), tok_len (name), FALSE);
          return I && I->type ? I->type : NULL;
        }
    }
  return NULL;
}

/* The instance whose scope encloses [I]: the class template's instance of a member
 * template's instance or pattern (in which the class's injected name still names it), else
 * NULL. */
static CkTInst *
enclosing_inst (const CkTInst *I)
{
  return I->tmpl->member_of && I->tmpl->outer_inst != I ? I->tmpl->outer_inst : NULL;
}


/* Is the (qualified) name at [name] written after `typename`? */
static gboolean
after_typename (const CkToken *name)
{
  const CkToken *t = name - 1;
  while (t->kind == CK_TK_PUNCT && t->punct == CK_P_COLONCOLON && t[-1].kind == CK_TK_IDENT)
    t -= 2;
  if (t->kind == CK_TK_PUNCT && t->punct == CK_P_COLONCOLON)
    t--;
  return t->kind == CK_TK_KEYWORD && t->kw == CK_KW_TYPENAME;
}

CkType *
ck_template_type (CkParser *P, CkSym *sym, const CkToken *name)
{
  CkTemplate *T = sym->tmpl;
  CkSrcLoc loc = ck_parse_tok_loc (name);
  if (!is_punct (P, CK_P_LT))
    {
      /* the injected class name inside its own instantiation */
      for (CkTInst *I = P->inst; I; I = enclosing_inst (I))
        if (I->tmpl == T && T->kind == TK_CLASS)
          {
            CkType *t = ck_map_get (&I->scope->tags, I->name);
            if (t)
              return t;
          }
      CkType *d = T->kind == TK_CLASS && !P->tmpl_pattern ? deduce_class_args (P, T, name) : NULL;
      if (d)
        return d;
      ck_parse_error (P, loc, tok_len (name), "unsupported: class template argument deduction "
                      "('%s' without template arguments%s)", name->text,
                      T->kind == TK_CLASS ? ", other than from the arguments of `T x(args)`, `T x = "
                      "T(args)` or `T(args)` through a constructor or a deduction guide" : "");
      return P->ty_err;
    }
  CkVec args = { 0 };
  if (!parse_args (P, T, &args, name))
    return P->ty_err;
  int len = (int) (ck_parse_tok_loc (P->tok - 1).col - loc.col) + P->tok[-1].len;
  if (len <= 0 || ck_parse_tok_loc (P->tok - 1).line != loc.line)
    len = tok_len (name);
  if (!complete_args (P, T, &args, ck_parse_tok_loc (P->tok - 1), 1, FALSE))
    return P->ty_err;
  TArg *a = arg_array (&args);
  CkTInst *I = instantiate (P, T, a, args.len, loc, len, FALSE);
  if (!I || !I->type)
    return P->ty_err;
  if (is_punct (P, CK_P_COLONCOLON) && P->tok[1].kind == CK_TK_IDENT && !I->scope && P->tmpl_pattern
      && after_typename (name))
    return ck_template_member_type (P, I->type);   /* `typename id<T>::type`: non-deduced */
  if (is_punct (P, CK_P_COLONCOLON) && P->tok[1].kind == CK_TK_IDENT && I->scope)
    {
      /* `Inst<args>::type`: a member typedef of the instance (an enumerator is an
         expression's: left for ck_template_scoped_value) */
      CkSym *m = ck_map_get (&I->scope->syms, P->tok[1].text);
      if (!m && ck_class_of (I->type))
        m = ck_class_find (ck_class_of (I->type), P->tok[1].text);   /* class.c's scope */
      if (!m || !(m->is_enum_const || m->is_method || (m->obj && !m->obj->is_function)))
        return ck_template_member_type (P, I->type);
    }
  return I->type;
}

int
ck_template_std_tuple_size (const CkType *t)
{
  CkTInst *I = t && (t->kind == CK_TY_STRUCT) ? inst_of_type (t) : NULL;
  if (!I || strcmp (I->tmpl->name, "tuple") != 0 || !I->tmpl->ns || !I->tmpl->ns->name
      || strcmp (I->tmpl->ns->name, "std") != 0 || I->n_args != 1 || !I->args[0].is_pack)
    return -1;
  return I->args[0].n;
}

gboolean
ck_template_is_user_tuple_like (CkParser *P, CkSym *tuple_size, CkType *t)
{
  CkTInst *own = inst_of_type (t);
  if (!tuple_size || !tuple_size->tmpl || tuple_size->tmpl->kind != TK_CLASS
      || (own && own->tmpl->ns && own->tmpl->ns->name && strcmp (own->tmpl->ns->name, "std") == 0))
    return FALSE;   /* std::pair and std::tuple are <tuple>'s */
  TArg *a = ck_new_n (TArg, 1);
  a->kind = TP_TYPE;
  a->type = t;
  Saved s;
  save_state (P, &s);
  CkDiagSink quiet;
  silence (P, &quiet);
  CkTInst *I = instantiate (P, tuple_size->tmpl, a, 1, ck_parse_tok_loc (P->tok), 1, TRUE);
  restore_state (P, &s);
  return I && I->type && I->type->is_complete;
}

CkType *
ck_template_qualifier (CkParser *P)
{
  CkToken *name = P->tok;
  if (name->kind != CK_TK_IDENT || !(name[1].kind == CK_TK_PUNCT && name[1].punct == CK_P_LT))
    return NULL;
  CkSym *sym = ck_parse_lookup (P, name->text);
  if (!sym || !sym->tmpl || sym->tmpl->kind != TK_CLASS)
    return NULL;
  P->tok = name + 1;
  ck_parse_skip_angle_brackets (P);
  gboolean qualifier = is_punct (P, CK_P_COLONCOLON);
  P->tok = name + 1;
  if (!qualifier)
    {
      P->tok = name;
      return NULL;
    }
  CkVec args = { 0 };
  if (!parse_args (P, sym->tmpl, &args, name)
      || !complete_args (P, sym->tmpl, &args, ck_parse_tok_loc (name), tok_len (name), FALSE))
    return P->ty_err;
  CkTInst *I = instantiate (P, sym->tmpl, arg_array (&args), args.len, ck_parse_tok_loc (name),
                            tok_len (name), FALSE);
  return I && I->type ? I->type : P->ty_err;
}

CkType *
ck_template_class_instance (CkParser *P, CkSym *sym, CkType *arg, CkSrcLoc loc)
{
  if (!sym || !sym->tmpl || sym->tmpl->kind != TK_CLASS)
    return NULL;
  TArg *a = ck_new_n (TArg, 1);
  a->kind = TP_TYPE;
  a->type = arg;
  CkTInst *I = instantiate (P, sym->tmpl, a, 1, loc, 1, FALSE);
  return I ? I->type : NULL;
}

CkType *
ck_template_member_type (CkParser *P, CkType *t)
{
  CkTInst *I = inst_of_type (t);
  if (!is_punct (P, CK_P_COLONCOLON) || P->tok[1].kind != CK_TK_IDENT)
    return t;
  CkToken *mt = &P->tok[1];
  if (t == P->ty_err)
    {
      P->tok += 2;
      return t;
    }
  if (P->tmpl_pattern && (is_placeholder_type (t) || (I && !I->scope && args_have_placeholders (I->args, I->n_args))))
    {
      /* `typename id<T>::type` in a signature being deduced: a non-deduced context
         ([temp.deduct.type]p5.1), a type that deduces nothing and that partial ordering does not
         compare; the signature substituted after deduction gives the real one */
      P->pattern_dependent = TRUE;
      P->tok += 2;
      return new_placeholder (ck_strdup_printf ("%s::%s", I ? I->name : t->typedef_name, mt->text));
    }
  if (!I || !I->scope)
    {
      ck_parse_error (P, ck_parse_tok_loc (mt), tok_len (mt), "unsupported: member types of '%s' "
                      "(only those of class template instances)", ck_type_to_string (t));
      P->tok += 2;
      return P->ty_err;
    }
  CkSym *m = ck_map_get (&I->scope->syms, mt->text);
  if (!m && ck_class_of (t))
    m = ck_class_find (ck_class_of (t), mt->text);   /* declared in the class's scope (class.c) */
  P->tok += 2;
  if (m && m->typedef_type)
    return m->typedef_type;
  if (m && m->tmpl && m->tmpl->kind == TK_CLASS)
    {
      /* `Outer<int>::Inner<double>`: a member class template's instance */
      CkType *r = ck_template_type (P, m, mt);
      return r == P->ty_err ? r : ck_template_member_type (P, r);
    }
  ck_parse_error (P, ck_parse_tok_loc (mt), tok_len (mt), "no type named '%s' in '%s'", mt->text,
                  I->name);
  return P->ty_err;
}

gboolean
ck_template_has_member_type (CkType *t, const char *name)
{
  g_return_val_if_fail (t && name, FALSE);
  CkTInst *I = inst_of_type (t);
  if (!I || !I->scope)
    return FALSE;
  CkSym *m = ck_map_get (&I->scope->syms, name);
  if (!m && ck_class_of (t))
    m = ck_class_find (ck_class_of (t), name);
  return m && m->typedef_type;
}

void
ck_template_type_args (const CkType *t, CkVec *out)
{
  CkTInst *I = t ? inst_of_type (t) : NULL;
  for (int i = 0; I && i < I->n_args; i++)
    {
      TArg *a = &I->args[i];
      int n = a->is_pack ? a->n : 1;
      for (int k = 0; k < n; k++)
        {
          TArg *e = a->is_pack ? &a->elems[k] : a;
          if (e->kind == TP_TYPE && e->type)
            ck_vec_push (out, e->type);
        }
    }
}

void
ck_template_rename (CkParser *P, const char **name)
{
  CkTInst *I = P->inst_pending;
  if (I && strcmp (*name, I->tmpl->name) == 0)
    {
      *name = I->name;
      P->inst_pending = NULL;
      if (is_punct (P, CK_P_LT))
        ck_parse_skip_angle_brackets (P);   /* a specialisation's arguments */
      return;
    }
  if (P->tmpl_pattern && P->inst && strcmp (*name, P->inst->tmpl->name) == 0 && is_punct (P, CK_P_LT))
    ck_parse_skip_angle_brackets (P);
}

static void
explain_failure (CkParser *P, CkTemplate *T, DFail f, Deduce *D, int bad, CkNode **args, int n_args,
                 CkSrcLoc loc, int len)
{
  ensure_pattern (P, T);
  const char *cand = T->pattern ? ck_type_pretty_function (T->pattern, T->name, FALSE) : T->name;
  ck_parse_note (P, T->loc, (int) strlen (T->name), "candidate: '%s%s'", template_head (P, T), cand);
  if (f == DF_COUNT && T->pattern)
    {
      int n_req = 0;
      for (CkParam *p = T->pattern->params; p; p = p->next)
        if (!p->default_arg)
          n_req++;
      ck_parse_note (P, T->loc, (int) strlen (T->name), "  candidate expects %d argument%s, %d provided",
                     n_req, n_req == 1 ? "" : "s", n_args);
      return;
    }
  ck_parse_note (P, T->loc, (int) strlen (T->name), "  template argument deduction/substitution failed:");
  switch (f)
    {
    case DF_CONFLICT:
      {
        GString *a = g_string_new (NULL), *b = g_string_new (NULL);
        type_str (a, D->conflict_a);
        type_str (b, D->conflict_b);
        ck_parse_note (P, loc, len, "  deduced conflicting types for parameter '%s' ('%s' and '%s')",
                       T->params[D->conflict].name, a->str, b->str);
        g_string_free (a, TRUE);
        g_string_free (b, TRUE);
        break;
      }
    case DF_UNDEDUCED:
      ck_parse_note (P, loc, len, "  couldn't deduce template parameter '%s'",
                     T->params[bad].name ? T->params[bad].name : "<anonymous>");
      break;
    case DF_MISMATCH:
      {
        GString *a = g_string_new (NULL);
        type_str (a, args[bad]->type);
        ck_parse_note (P, args[bad]->loc, args[bad]->range_len > 0 ? args[bad]->range_len : 1,
                       "  mismatched types for argument %d ('%s')", bad + 1, a->str);
        g_string_free (a, TRUE);
        break;
      }
    case DF_EXPLICIT:
      /* g++ says this one as an error */
      ck_parse_error (P, loc, len, "wrong number of template arguments (%d, should be %d)", bad,
                      T->n_params);
      ck_parse_note (P, T->loc, (int) strlen (T->name), "provided for '%s%s'", template_head (P, T), cand);
      break;
    default:
      break;
    }
}

/* how much of its argument types a candidate's parameters fix: type constructors and
 * non-dependent types count, the template parameters themselves do not */
static int
type_specificity (const CkType *t)
{
  if (!t)
    return 0;
  if (is_placeholder_type (t))
    return t->is_const || t->is_volatile ? 1 : 0;
  int n = 1 + (t->is_const || t->is_volatile);
  if (t->kind == CK_TY_PTR || t->kind == CK_TY_ARRAY)
    return n + type_specificity (t->base) - (t->is_reference ? 1 : 0);
  CkTInst *I = inst_of_type (t);
  if (I)
    for (int i = 0; i < I->n_args; i++)
      {
        if (I->args[i].kind == TP_TYPE)
          n += type_specificity (I->args[i].type);
        else if (I->args[i].kind == TP_VALUE
                 && !(I->args[i].val >= PH_VALUE_BASE && I->args[i].val < PH_VALUE_BASE + 256))
          n++;
      }
  return n;
}

static int
specificity (CkTemplate *T)
{
  if (T->pattern_state <= 0 || !T->pattern)
    return 0;
  int n = 0;
  for (CkParam *p = T->pattern->params; p; p = p->next)
    n += type_specificity (p->type);
  return n;
}

/* ---------------------------------------------------------------- partial ordering */

/* Partial ordering of function templates ([temp.func.order], [temp.deduct.partial]): the
 * function parameter types of one template, its own template parameters standing as the unique
 * types the standard synthesises (a pattern's placeholders are distinct from every other
 * template's), are the arguments from which the other template's parameters are deduced. No
 * conversion takes part: what the parameter's type does not leave to its template parameters
 * must be the argument's type itself. */

static gboolean po_type (Deduce *D, CkType *p, CkType *a);

static gboolean
po_value (Deduce *D, TArg *pat, TArg *a)
{
  if (pat->val >= PH_VALUE_BASE && pat->val < PH_VALUE_BASE + 256)
    {
      int k = (int) (pat->val - PH_VALUE_BASE);
      if (k >= D->T->n_params)
        return FALSE;
      if (D->set[k])
        return D->bound[k].kind == TP_VALUE && D->bound[k].val == a->val;
      D->set[k] = TRUE;
      D->bound[k].kind = TP_VALUE;
      D->bound[k].val = a->val;
      D->bound[k].vtype = a->vtype;
      return TRUE;
    }
  return pat->val == a->val;
}

static gboolean
po_arg (Deduce *D, TArg *pat, TArg *a)
{
  if (pat->is_pack || a->is_pack)
    {
      if (!pat->is_pack || !a->is_pack)
        return FALSE;
      for (int j = 0; j < pat->n; j++)
        {
          if (pat->elems[j].is_expansion)
            return j + 1 == pat->n;   /* `Ts...` takes the rest, expansions of the other's too */
          if (j >= a->n || a->elems[j].is_expansion || !po_arg (D, &pat->elems[j], &a->elems[j]))
            return FALSE;
        }
      return pat->n == a->n;
    }
  if (pat->kind != a->kind)
    return FALSE;
  if (pat->kind == TP_TYPE)
    return po_type (D, pat->type, a->type);
  if (pat->kind == TP_VALUE)
    return po_value (D, pat, a);
  return pat->tmpl == a->tmpl;
}

/* deduces [D]'s template from the parameter type [p] and the other template's type [a]
 * ([temp.deduct.type], exactly: no conversion, no derived-to-base) */
static gboolean
po_type (Deduce *D, CkType *p, CkType *a)
{
  if (!p || !a)
    return FALSE;
  int i = ph_index (D, p);
  if (i >= 0 || pack_index (D, p) >= 0)
    {
      /* `const T` deduces from a const type only, T then without the const */
      if ((p->is_const && !a->is_const) || (p->is_volatile && !a->is_volatile))
        return FALSE;
      if (i < 0)
        return TRUE;   /* an element of a pack */
      CkType *v = a;
      if ((p->is_const || p->is_volatile) && (a->is_const || a->is_volatile))
        {
          v = ck_type_copy (a);
          v->is_const = a->is_const && !p->is_const;
          v->is_volatile = a->is_volatile && !p->is_volatile;
        }
      if (D->set[i])
        return D->bound[i].kind == TP_TYPE && D->bound[i].type && same (D->bound[i].type, v);
      D->set[i] = TRUE;
      D->bound[i].kind = TP_TYPE;
      D->bound[i].type = v;
      return TRUE;
    }
  if (is_placeholder_type (p))
    return TRUE;    /* a non-deduced context (`typename id<T>::type`): not compared */
  if (p->is_const != a->is_const || p->is_volatile != a->is_volatile)
    return FALSE;
  if (is_placeholder_type (a))
    return FALSE;   /* the other template's own parameter against a type */
  if (p->kind != a->kind)
    return FALSE;
  if (p->mp_class || a->mp_class)
    return p->mp_class == a->mp_class && po_type (D, p->base, a->base);   /* `T C::*` */
  switch (p->kind)
    {
    case CK_TY_PTR:
      if (p->is_reference != a->is_reference || p->is_rvalue_ref != a->is_rvalue_ref)
        return FALSE;
      return po_type (D, p->base, a->base);
    case CK_TY_ARRAY:
      if (p->array_len >= PH_VALUE_BASE && p->array_len < PH_VALUE_BASE + 256)
        {
          TArg pv = { .kind = TP_VALUE, .val = p->array_len };
          TArg av = { .kind = TP_VALUE, .val = a->array_len, .vtype = ck_ty_int };
          if (!po_value (D, &pv, &av))
            return FALSE;
        }
      else if (p->array_len != a->array_len)
        return FALSE;
      return po_type (D, p->base, a->base);
    case CK_TY_FUNC:
      {
        if (!po_type (D, p->base, a->base) || p->is_variadic != a->is_variadic)
          return FALSE;
        CkParam *pp = p->params, *ap = a->params;
        for (; pp && ap; pp = pp->next, ap = ap->next)
          {
            if (pack_of_type (pp->type) && !pp->next && pack_index (D, pp->type) >= 0)
              return TRUE;   /* `R(Args...)`: the rest */
            if (pack_of_type (ap->type) || !po_type (D, pp->type, ap->type))
              return FALSE;
          }
        if (pp && !pp->next && pack_of_type (pp->type) && pack_index (D, pp->type) >= 0)
          return TRUE;
        return !pp && !ap;
      }
    case CK_TY_STRUCT:
    case CK_TY_UNION:
      {
        CkTInst *pi = inst_of_type (p), *ai = inst_of_type (a);
        if (pi && ai && pi->tmpl == ai->tmpl)
          {
            if (pi->n_args != ai->n_args)
              return FALSE;
            for (int k = 0; k < pi->n_args; k++)
              if (!po_arg (D, &pi->args[k], &ai->args[k]))
                return FALSE;
            return TRUE;
          }
        if (pi || ai)
          return FALSE;
        return same (p, a);
      }
    default:
      return same (p, a);
    }
}

/* One function parameter type of [T] as partial ordering uses it for the call's argument [i]
 * ([temp.deduct.partial]p5-7): the type referred to by a reference, without its top-level
 * cv-qualifiers; what was stripped is kept for the tie-breakers of p9. */
typedef struct OType {
  CkType *t;
  gboolean is_ref, is_lref, is_const, is_volatile;
  gboolean from_pack;        /* the pattern of a function parameter pack */
} OType;

static gboolean
order_type (CkTemplate *T, int i, OType *o)
{
  memset (o, 0, sizeof *o);
  CkType *t = NULL;
  if (T->pack_param >= 0 && i >= T->pack_param)
    {
      t = T->pack_param_type;
      o->from_pack = TRUE;
    }
  else
    {
      CkParam *p = T->pattern->params;
      for (int k = 0; p && k < i; k++)
        p = p->next;
      t = p ? p->type : NULL;
    }
  if (!t)
    return FALSE;
  if (t->kind == CK_TY_PTR && t->is_reference)
    {
      o->is_ref = TRUE;
      o->is_lref = !t->is_rvalue_ref;
      t = t->base;
    }
  o->is_const = t->is_const;
  o->is_volatile = t->is_volatile;
  if (t->is_const || t->is_volatile)
    {
      t = ck_type_copy (t);
      t->is_const = t->is_volatile = FALSE;
    }
  o->t = t;
  return TRUE;
}

static void
po_init (Deduce *D, CkTemplate *T)
{
  memset (D, 0, sizeof *D);
  D->T = T;
  D->conflict = -1;
  D->bound = ck_new_n (TArg, T->n_params + 1);
  D->set = ck_new_n (gboolean, T->n_params + 1);
}

/* Is [F]'s type for argument [i] at least as specialised as [G]'s, their types [f] and [g]
 * having deduced both ways? The tie-breakers of [temp.deduct.partial]p9 between references. */
static gboolean
po_tie_ok (const OType *f, const OType *g)
{
  if (!f->is_ref || !g->is_ref)
    return TRUE;
  /* G's lvalue reference is more specialised than F's rvalue one; otherwise the more
     cv-qualified of the two is */
  if (g->is_lref && !f->is_lref)
    return FALSE;
  int fc = f->is_const | f->is_volatile << 1, gc = g->is_const | g->is_volatile << 1;
  return !((gc & fc) == fc && gc != fc);
}

/* Is [F] at least as specialised as [G] for a call with [n_args] arguments ([temp.deduct.partial]
 * p10)? -1 when one of them cannot be compared (no pattern, an argument without a parameter). */
static int
at_least_as (CkTemplate *F, CkTemplate *G, int n_args)
{
  Deduce D;
  po_init (&D, G);
  gboolean ok = TRUE;
  for (int i = 0; i < n_args; i++)
    {
      OType f, g;
      if (!order_type (F, i, &f) || !order_type (G, i, &g))
        {
          /* a C-style ellipsis takes the argument: not a type of the ordering, compared
             with nothing else */
          if (order_type (F, i, &f) || order_type (G, i, &g))
            return -1;
          continue;
        }
      if (f.from_pack && !g.from_pack)
        return FALSE;   /* [temp.deduct.partial]p8 */
      if (!po_type (&D, g.t, f.t))
        ok = FALSE;
      else
        {
          /* this pair alone both ways: the reference tie-breakers */
          Deduce D1;
          po_init (&D1, F);
          if (po_type (&D1, f.t, g.t) && !po_tie_ok (&f, &g))
            ok = FALSE;
        }
    }
  return ok;
}

/* Is [F] more specialised than [G] for a call with [n_args] arguments ([temp.func.order])? */
static gboolean
more_specialised (CkTemplate *F, CkTemplate *G, int n_args)
{
  if (F == G || F->pattern_state <= 0 || G->pattern_state <= 0 || !F->pattern || !G->pattern)
    return FALSE;
  int fg = at_least_as (F, G, n_args), gf = at_least_as (G, F, n_args);
  if (fg < 0 || gf < 0 || !fg)
    return FALSE;
  if (!gf)
    return TRUE;
  /* as specialised both ways: a trailing parameter pack of G that F has nothing for, F having
     none, makes F the more specialised ([temp.deduct.partial]p11) */
  return F->pack_param < 0 && G->pack_param >= 0 && F->pattern->n_params <= G->pack_param;
}

/* `int (*fp)(int) = f;`, `fp = &f<int>;`: the function template of [T]'s set whose signature
 * matches the target's function type exactly; its arguments in [out] */
static CkTemplate *
deduce_from_target (CkParser *P, CkTemplate *T0, const CkToken *t, CkVec *explicit_args, TArg **out,
                    int *out_n)
{
  CkType *target = P->target_type;
  gboolean after_assign = (t[-1].kind == CK_TK_PUNCT && t[-1].punct == CK_P_ASSIGN)
                          || (t[-1].kind == CK_TK_PUNCT && t[-1].punct == CK_P_AMP
                              && t[-2].kind == CK_TK_PUNCT && t[-2].punct == CK_P_ASSIGN);
  if (!target || !after_assign)
    return NULL;
  if (target->kind == CK_TY_PTR)
    target = target->base;
  if (target->kind != CK_TY_FUNC || target->is_oldstyle)
    return NULL;
  CkNode **args = ck_new_n (CkNode *, target->n_params + 1);
  int n = 0;
  for (CkParam *p = target->params; p; p = p->next)
    {
      CkNode *a = ck_sema_node (CK_E_VAR, ck_parse_tok_loc (t));
      a->type = p->type->kind == CK_TY_PTR && p->type->is_reference ? p->type->base : p->type;
      a->is_lvalue = TRUE;
      args[n++] = a;
    }
  /* of several that match, the most specialised ([over.over]p4) */
  CkTemplate *best = NULL;
  TArg *best_args = NULL;
  int best_n = 0;
  for (CkTemplate *T = T0; T; T = T->next)
    {
      Deduce D;
      int bad = 0;
      TArg *a;
      int a_n;
      if (deduce (P, T, explicit_args, args, n, &a, &a_n, &D, &bad) != DF_OK)
        continue;
      CkType *ft = substituted_type (P, T, a, a_n);
      if (!ft || ft->n_params != target->n_params || !ck_type_is_compatible (ft->base, target->base))
        continue;
      gboolean same_params = TRUE;
      for (CkParam *p = ft->params, *q = target->params; p && q; p = p->next, q = q->next)
        if (!same (p->type, q->type))
          same_params = FALSE;
      if (same_params && (!best || more_specialised (T, best, n)))
        {
          best = T;
          best_args = a;
          best_n = a_n;
        }
    }
  *out = best_args;
  *out_n = best_n;
  return best;
}

/* Drops the [i]th candidate of an overload resolution from [cands] and its arguments from
 * [insts], which run in step. */
static void
drop_candidate (CkVec *cands, CkVec *insts, int i)
{
  for (int k = i; k + 1 < cands->len; k++)
    {
      cands->data[k] = cands->data[k + 1];
      insts->data[k] = insts->data[k + 1];
    }
  cands->len--;
  insts->len--;
}

/* Drops the candidates an argument cannot be passed to once their signatures are substituted
 * (an lvalue to a `const T &&`, an rvalue to a `T &`), before partial ordering prefers one of
 * them: ordering is among viable functions only ([over.match.best]). Keeps them all when none
 * would be left (the error is overload resolution's). */
static void
drop_unviable (CkParser *P, CkVec *cands, CkVec *insts, CkNode **args, int n_args)
{
  if (cands->len < 2)
    return;
  gboolean *ok = g_newa (gboolean, cands->len);
  int n_ok = 0;
  for (int i = 0; i < cands->len; i++)
    {
      CkTArgList *l = ck_vec_get (insts, i);
      CkType *ft = substituted_type (P, ck_vec_get (cands, i), l->args, l->n);
      ok[i] = TRUE;
      int k = 0;
      for (CkParam *p = ft ? ft->params : NULL; p && k < n_args && ok[i]; p = p->next, k++)
        if (p->type->is_reference && ck_sema_conv_rank (P, args[k], p->type) < 0)
          ok[i] = FALSE;
      n_ok += ok[i];
    }
  if (n_ok == 0)
    return;
  for (int i = cands->len - 1; i >= 0; i--)
    if (!ok[i])
      drop_candidate (cands, insts, i);
}

/* Parses a call's arguments from the '(' at P->tok into [args] and [n_args]; FALSE when one of
 * them is erroneous, its error already reported. */
static gboolean
call_args (CkParser *P, CkNode ***args, int *n_args)
{
  CkToken *open = P->tok++;
  *args = ck_parse_call_args (P, open, n_args);
  for (int i = 0; i < *n_args; i++)
    if ((*args)[i]->type == P->ty_err)
      return FALSE;
  return TRUE;
}

/* 'f<int, int>' as g++ names the call */
static const char *
explicit_name (const char *name, CkVec *explicit_args, gboolean has_explicit)
{
  if (!has_explicit)
    return name;
  GString *s = g_string_new (name);
  g_string_append_c (s, '<');
  for (int i = 0; i < explicit_args->len; i++)
    {
      if (i)
        g_string_append (s, ", ");
      arg_str (s, ck_vec_get (explicit_args, i));
    }
  g_string_append_c (s, '>');
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* Do [a] and [b] have the same types for the first [n] parameters? */
static gboolean
same_params (const CkType *a, const CkType *b, int n)
{
  const CkParam *p = a->params, *q = b->params;
  for (int i = 0; i < n && (p || q); i++, p = p->next, q = q->next)
    if (!p || !q || !same (p->type, q->type))
      return FALSE;
  return TRUE;
}

/* Before overload resolution, among the function templates [cands] whose arguments deduced as
 * [insts] say for a call of [n_args] arguments: the losers are dropped from both vectors. Of the
 * candidates whose substituted parameter types are the same (their conversions the same, so
 * that only partial ordering tells them apart, [over.match.best]p2.5), those another one is
 * more specialised than ([temp.func.order]). The rest go to overload resolution, which ranks
 * their conversions (`g(T *)` over `g(const T *)` for an int *, [over.ics.rank]p3.2) and orders
 * the templates of the instances it cannot tell apart otherwise
 * (ck_template_more_specialised). */
static void
order_candidates (CkParser *P, CkVec *cands, CkVec *insts, int n_args)
{
  if (cands->len < 2)
    return;
  int n = cands->len;
  CkType **ft = g_newa (CkType *, n);
  gboolean *beaten = g_newa (gboolean, n);
  for (int i = 0; i < n; i++)
    {
      CkTArgList *l = ck_vec_get (insts, i);
      ft[i] = substituted_type (P, ck_vec_get (cands, i), l->args, l->n);
      beaten[i] = FALSE;
    }
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n && !beaten[j]; i++)
      if (i != j && ft[i] && ft[j] && same_params (ft[i], ft[j], n_args)
          && more_specialised (ck_vec_get (cands, i), ck_vec_get (cands, j), n_args))
        beaten[j] = TRUE;
  for (int j = n - 1; j >= 0; j--)
    if (beaten[j])
      drop_candidate (cands, insts, j);
}

/**
 * ck_template_more_specialised:
 * @a: a function template's instance, or a stand-in for one
 * @b: another
 * @n_args: the call's number of arguments
 *
 * Returns: whether [a]'s template is more specialised than [b]'s for the call
 * ([temp.func.order]), which decides between two instances that overload resolution finds as
 * good. A member template against a non-member one compares how much of their arguments'
 * types their parameters fix (the object parameter [temp.func.order]p3 adds is not modelled).
 * [n_args] counts the object's address of a call of a non-static member.
 */
gboolean
ck_template_more_specialised (const CkObj *a, const CkObj *b, int n_args)
{
  CkTemplate *F = a->tmpl_of, *G = b->tmpl_of;
  if (F && G && (F->member_of != NULL) == (G->member_of != NULL)
      && (!F->member_of || a->is_static_method == b->is_static_method))
    {
      /* a non-static member's arguments begin with the object's address, which its type's
         first parameter (`this`) takes; its pattern's parameters are the declared ones */
      int skip = F->member_of && !a->is_static_method;
      return more_specialised (F, G, n_args - skip);
    }
  return a->tmpl_rank > b->tmpl_rank;
}

/* A template whose arguments deduced: [T] joins the candidates [cands], its arguments [full]
 * the parallel list [insts] (both ranked by order_candidates). */
static void
push_candidate (CkVec *cands, CkVec *insts, CkTemplate *T, TArg *full, int n_full)
{
  ck_vec_push (cands, T);
  CkTArgList *l = ck_new (CkTArgList);
  l->args = full;
  l->n = n_full;
  ck_vec_push (insts, l);
}

/**
 * ck_template_operator_candidates:
 * @T0: the first function template of an operator's name (the chain of its overloads)
 * @args: the operands, [n] of them
 * @out: the candidate functions of the operator expression
 *
 * Pushes onto [out] a stand-in for the instance of each template of [T0] whose arguments
 * deduce from the operands ([over.match.oper]p3, [temp.over]): a function of the substituted
 * signature, marked as a template's instance, that overload resolution ranks beside the
 * ordinary operator functions; ck_template_chosen instantiates the one chosen, so that a
 * candidate that loses is never instantiated.
 */
void
ck_template_operator_candidates (CkParser *P, CkTemplate *T0, CkNode **args, int n, CkVec *out)
{
  CkVec cands = { 0 }, insts = { 0 }, explicit_args = { 0 };
  for (CkTemplate *T = T0; T; T = T->next)
    {
      if (T->kind != TK_FUNC || T->auto_ret)
        continue;
      Deduce D;
      int bad = 0;
      TArg *full;
      int n_full;
      DFail f = deduce (P, T, &explicit_args, args, n, &full, &n_full, &D, &bad);
      if (f == DF_OK && !T->deduced_auto && !substitute (P, T, full, n_full))
        f = DF_SUBST;
      if (f != DF_OK)
        continue;
      push_candidate (&cands, &insts, T, full, n_full);
    }
  order_candidates (P, &cands, &insts, n);
  for (int i = 0; i < cands.len; i++)
    {
      CkTemplate *T = ck_vec_get (&cands, i);
      CkTArgList *l = ck_vec_get (&insts, i);
      CkType *ft = substituted_type (P, T, l->args, l->n);
      if (!ft)
        continue;
      l->tmpl = T;
      CkObj *o = ck_new (CkObj);
      o->name = T->name;
      o->type = ft;
      o->loc = T->loc;
      o->is_function = TRUE;
      o->exec_space = CK_ES_HOST | CK_ES_DEVICE;
      o->is_tmpl_instance = TRUE;
      o->tmpl_rank = specificity (T);
      o->tmpl_of = T;
      o->tmpl_candidate = l;
      ck_vec_push (out, o);
    }
}

/**
 * ck_template_chosen:
 * @fn: the function overload resolution chose
 *
 * Returns: [fn], or, when it is the stand-in of a template's instance
 * (ck_template_operator_candidates), that instance, made now; NULL after an error in it.
 */
CkObj *
ck_template_chosen (CkParser *P, CkObj *fn, CkSrcLoc loc, int len)
{
  CkTArgList *l = fn ? fn->tmpl_candidate : NULL;
  if (!l)
    return fn;
  CkTInst *I = instantiate (P, l->tmpl, l->args, l->n, loc, len, FALSE);
  return I ? I->fn : NULL;
}

/* `v<args>` of variable template [T] at [t] (P->tok at the '<'): its instance, a variable of
 * the program defined by the template's declaration with the parameters bound ([temp.pre]p1).
 * In a signature parsed with placeholders the value is dependent: only the substitution after
 * deduction gives it. */
static CkNode *
var_template_expr (CkParser *P, CkTemplate *T, const CkToken *t, CkSrcLoc loc, int len)
{
  if (!is_punct (P, CK_P_LT))
    {
      ck_parse_error (P, ck_parse_tok_loc (P->tok), tok_len (P->tok), "missing template arguments "
                      "before %s%s", tok_desc (P->tok), P->tok->kind == CK_TK_EOF ? "" : " token");
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkVec args = { 0 };
  if (!parse_args (P, T, &args, t))
    return ck_sema_int_lit (0, P->ty_err, loc);
  int l = (int) (ck_parse_tok_loc (P->tok - 1).col - loc.col) + P->tok[-1].len;
  if (l > 0 && ck_parse_tok_loc (P->tok - 1).line == loc.line)
    len = l;
  if (!complete_args (P, T, &args, loc, len, FALSE))
    return ck_sema_int_lit (0, P->ty_err, loc);
  if (P->tmpl_pattern || args_have_placeholders (arg_array (&args), args.len))
    {
      P->pattern_dependent = TRUE;
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkTInst *I = instantiate (P, T, arg_array (&args), args.len, loc, len, FALSE);
  if (!I || !I->fn)
    return ck_sema_int_lit (0, P->ty_err, loc);
  return ck_sema_var (P, I->fn, loc, len);
}

CkNode *
ck_template_expr (CkParser *P, CkSym *sym, const CkToken *t, CkSrcLoc loc, int len)
{
  CkTemplate *T0 = sym->tmpl;
  /* the function's own name, as g++ names the call (`n::g(...)`, `std::lower_bound(...)`: [t] is
     the first token of the qualified name) */
  const char *fname = T0->name;
  if (T0->kind == TK_VAR)
    return var_template_expr (P, T0, t, loc, len);
  CkVec explicit_args = { 0 };
  gboolean has_explicit = FALSE;
  if (T0->auto_ret)
    {
      /* reported at the template */
      if (is_punct (P, CK_P_LT))
        ck_parse_skip_angle_brackets (P);
      if (is_punct (P, CK_P_LPAREN))
        {
          int n;
          CkToken *open = P->tok++;
          ck_parse_call_args (P, open, &n);
        }
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if (is_punct (P, CK_P_LT))
    {
      has_explicit = TRUE;
      if (!parse_args (P, explicit_args_template (T0), &explicit_args, t))
        {
          if (is_punct (P, CK_P_LPAREN))
            {
              int n;
              CkToken *open = P->tok++;
              ck_parse_call_args (P, open, &n);
            }
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      int l = (int) (ck_parse_tok_loc (P->tok - 1).col - loc.col) + P->tok[-1].len;
      if (l > 0 && ck_parse_tok_loc (P->tok - 1).line == loc.line)
        len = l;
    }
  if (is_punct (P, CK_P_LAUNCH_OPEN) && T0->kind == TK_FUNC)
    {
      /* `k<<<g, b>>>(args)`: the kernel's arguments deduce its template arguments; the launch
         is parsed again by the caller with the instance */
      Deduce D;
      int bad = 0;
      TArg *full;
      int n_full;
      /* a parameter pack is the launch's arguments' (`k<<<1, 1>>>(d, 1, 2)`), not empty */
      gboolean has_pack = T0->n_params > 0 && T0->params[T0->n_params - 1].is_pack;
      DFail f = has_pack ? DF_UNDEDUCED : deduce (P, T0, &explicit_args, NULL, 0, &full, &n_full, &D, &bad);
      if (f != DF_OK)
        {
          CkToken *launch = P->tok;
          while (!is_punct (P, CK_P_LAUNCH_CLOSE) && P->tok->kind != CK_TK_EOF && !is_punct (P, CK_P_SEMI))
            P->tok++;
          if (!is_punct (P, CK_P_LAUNCH_CLOSE) || !(P->tok[1].kind == CK_TK_PUNCT && P->tok[1].punct == CK_P_LPAREN))
            {
              P->tok = launch;
              ck_parse_syntax_error (P, P->tok, "expected '>>>' and the kernel's arguments");
            }
          P->tok++;
          int n_args;
          CkNode **args;
          if (!call_args (P, &args, &n_args))
            return ck_sema_int_lit (0, P->ty_err, loc);
          f = deduce (P, T0, &explicit_args, args, n_args, &full, &n_full, &D, &bad);
          if (f != DF_OK)
            {
              ck_parse_error (P, loc, len, "no matching function for call to '%s'", call_str (fname, args, n_args));
              explain_failure (P, T0, f, &D, bad, args, n_args, loc, len);
              return ck_sema_int_lit (0, P->ty_err, loc);
            }
          P->tok = launch;
        }
      CkTInst *I = instantiate (P, T0, full, n_full, loc, len, FALSE);
      if (!I || !I->fn)
        return ck_sema_int_lit (0, P->ty_err, loc);
      return ck_sema_var (P, I->fn, loc, len);
    }
  if (!is_punct (P, CK_P_LPAREN))
    {
      /* `k<float, 256><<<...>>>`, `&f<int>`: every argument explicit or defaulted */
      Deduce D;
      int bad = 0;
      TArg *full;
      int n_full;
      DFail f = deduce (P, T0, &explicit_args, NULL, 0, &full, &n_full, &D, &bad);
      /* an overloaded name (`v(T)` beside `v(Ts...)`, which deduces with no call) is chosen by
         the target type, as one whose arguments do not deduce without it */
      TArg *tfull;
      int tn_full;
      CkTemplate *from_target = f != DF_OK || T0->next
                                ? deduce_from_target (P, T0, t, &explicit_args, &tfull, &tn_full) : NULL;
      if (from_target)
        {
          CkTInst *I = instantiate (P, from_target, tfull, tn_full, loc, len, FALSE);
          if (!I || !I->fn)
            return ck_sema_int_lit (0, P->ty_err, loc);
          return ck_sema_var (P, I->fn, loc, len);
        }
      if (f != DF_OK)
        {
          if (!has_explicit)
            ck_parse_error (P, loc, len, "unsupported: the address of function template '%s' without "
                            "its template arguments", fname);
          else if (f == DF_EXPLICIT)
            {
              ck_parse_error (P, loc, len, "wrong number of template arguments (%d, should be %d)",
                              explicit_args.len, T0->n_params);
              ck_parse_note (P, T0->loc, (int) strlen (T0->name), "provided for '%s'", T0->name);
            }
          else
            ck_parse_error (P, loc, len, "unable to deduce the template arguments of '%s' from '%s<...>'",
                            fname, fname);
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      CkTInst *I = instantiate (P, T0, full, n_full, loc, len, FALSE);
      if (!I || !I->fn)
        return ck_sema_int_lit (0, P->ty_err, loc);
      return ck_sema_var (P, I->fn, loc, len);
    }
  CkToken *open = P->tok;
  int n_args;
  CkNode **args;
  if (!call_args (P, &args, &n_args))
    return ck_sema_int_lit (0, P->ty_err, loc);
  /* every function template of the name, and the ordinary functions beside them */
  CkVec cands = { 0 }, insts = { 0 };
  CkTemplate *only = NULL;
  DFail only_f = DF_OK;
  Deduce only_d = { 0 };
  int only_bad = 0, n_templates = 0;
  for (CkTemplate *T = T0; T; T = T->next)
    {
      n_templates++;
      Deduce D;
      int bad = 0;
      TArg *full;
      int n_full;
      DFail f = deduce (P, T, &explicit_args, args, n_args, &full, &n_full, &D, &bad);
      if (f == DF_OK && (T0->next || T->pattern_partial) && !T->deduced_auto && !substitute (P, T, full, n_full))
        f = DF_SUBST;
      if (f != DF_OK)
        {
          only = T;
          only_f = f;
          only_d = D;
          only_bad = bad;
          continue;
        }
      push_candidate (&cands, &insts, T, full, n_full);
    }
  drop_unviable (P, &cands, &insts, args, n_args);
  order_candidates (P, &cands, &insts, n_args);
  if (!has_explicit && sym->obj)
    for (int i = 0; i < sym->overloads.len; i++)
      ck_vec_push (&cands, NULL);
  if (cands.len == 0)
    {
      /* g++ puts it at the '(' */
      CkSrcLoc ol = ck_parse_tok_loc (open);
      if (n_templates == 1 && only && only_f == DF_PATTERN && only->unsupported_expansion)
        {
          CkToken *u = only->unsupported_expansion;
          ck_parse_error (P, ck_parse_tok_loc (u), tok_len (u), "unsupported: deducing template "
                          "arguments from this pack expansion (only 'S<T, Ts...>' is matched)");
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      ck_parse_error (P, ol, 1, "no matching function for call to '%s'",
                      call_str (explicit_name (fname, &explicit_args, has_explicit), args, n_args));
      if (n_templates == 1 && only)
        explain_failure (P, only, only_f, &only_d, only_bad, args, n_args, ol, 1);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkObj *chosen = NULL;
  if (insts.len == 1 && cands.len == 1)
    {
      CkTArgList *l = ck_vec_get (&insts, 0);
      CkTInst *I = instantiate (P, ck_vec_get (&cands, 0), l->args, l->n, loc, len, FALSE);
      if (!I || !I->fn)
        return ck_sema_int_lit (0, P->ty_err, loc);
      chosen = I->fn;
      return ck_sema_call (P, ck_sema_var (P, chosen, loc, len), NULL, args, n_args, loc, FALSE);
    }
  /* several candidates: overload resolution among the ordinary functions and stand-ins for
     the instances (their substituted signatures), so that only the chosen one is instantiated;
     a tie between an ordinary function and an instance goes to the ordinary one */
  CkSym fake = { 0 };
  fake.name = fname;
  if (!has_explicit && sym->obj)
    for (int i = 0; i < sym->overloads.len; i++)
      ck_vec_push (&fake.overloads, ck_vec_get (&sym->overloads, i));
  int n_plain = fake.overloads.len;
  CkVec stand_ins = { 0 };
  for (int i = 0, k = 0; i < cands.len; i++)
    {
      CkTemplate *T = ck_vec_get (&cands, i);
      if (!T)
        continue;
      CkTArgList *l = ck_vec_get (&insts, k++);
      CkType *ft = substituted_type (P, T, l->args, l->n);
      if (!ft)
        continue;
      CkObj *o = ck_new (CkObj);
      o->name = fname;
      o->type = ft;
      o->loc = T->loc;
      o->is_function = TRUE;
      o->exec_space = CK_ES_HOST | CK_ES_DEVICE;
      o->is_tmpl_instance = TRUE;   /* a non-template function as good is better */
      o->tmpl_rank = specificity (T);
      o->tmpl_of = T;
      ck_vec_push (&fake.overloads, o);
      ck_vec_push (&stand_ins, o);
    }
  if (fake.overloads.len == 0)
    return ck_sema_int_lit (0, P->ty_err, loc);
  CkSym plain = fake;
  plain.overloads.len = n_plain;
  plain.obj = n_plain ? ck_vec_get (&plain.overloads, 0) : NULL;
  fake.obj = ck_vec_get (&fake.overloads, 0);
  CkObj *chosen_obj = NULL;
  for (int round = 0; round < 2 && !chosen_obj; round++)
    {
      CkSym *set = round == 0 ? &fake : &plain;
      if (set->overloads.len == 0)
        break;
      CkDiagSink *sink = P->sink;
      gboolean quiet_parse = P->quiet_parse;
      CkDiagSink quiet;
      silence (P, &quiet);
      CkNode *c = ck_sema_call (P, ck_sema_var (P, set->obj, loc, len), set->overloads.len > 1 ? set : NULL,
                                args, n_args, loc, FALSE);
      P->sink = sink;
      P->quiet_parse = quiet_parse;   /* left set, it hid every later deferred error of a
                                         class template's member (std::forward<A>(a)... then
                                         v.resize(n) of a class without a default constructor) */
      if (quiet.n_errors == 0 && c->type != P->ty_err)
        {
          CkNode *call = c->kind == CK_E_DEREF ? c->lhs : c;
          if (call->kind == CK_E_CALL && call->lhs->kind == CK_E_VAR)
            chosen_obj = call->lhs->obj;
        }
    }
  if (!chosen_obj)
    {
      /* no single best: the error as sema words it */
      if (fake.overloads.len == 1)
        return ck_sema_call (P, ck_sema_var (P, fake.obj, loc, len), NULL, args, n_args, loc, FALSE);
      CkSrcLoc ol = ck_parse_tok_loc (open);   /* g++ puts it at the '(' */
      return ck_sema_call (P, ck_sema_var (P, fake.obj, ol, 1), &fake, args, n_args, ol, FALSE);
    }
  for (int i = 0, k = 0, m = 0; i < cands.len; i++)
    {
      CkTemplate *T = ck_vec_get (&cands, i);
      if (!T)
        continue;
      CkTArgList *l = ck_vec_get (&insts, k++);
      if (!substituted_type (P, T, l->args, l->n))
        continue;
      if (m >= stand_ins.len || ck_vec_get (&stand_ins, m++) != chosen_obj)
        continue;
      CkTInst *I = instantiate (P, T, l->args, l->n, loc, len, FALSE);
      if (!I || !I->fn)
        return ck_sema_int_lit (0, P->ty_err, loc);
      chosen_obj = I->fn;
      break;
    }
  return ck_sema_call (P, ck_sema_var (P, chosen_obj, loc, len), NULL, args, n_args, loc, FALSE);
}

CkNode *
ck_template_scoped_value (CkParser *P, CkSym *sym, const CkToken *t, CkSrcLoc loc, CkSym **symp)
{
  CkType *ty = ck_template_type (P, sym, t);
  if (ty == P->ty_err)
    {
      if (is_punct (P, CK_P_COLONCOLON) && P->tok[1].kind == CK_TK_IDENT)
        P->tok += 2;
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if ((is_punct (P, CK_P_LPAREN) || is_punct (P, CK_P_LBRACE))
      && (ck_class_of (ty) || ck_type_is_scalar (ty)))
    return ck_parse_functional_cast (P, ty, loc);   /* S<T>(args), S<T>{...}: a temporary; an
                                                       alias template's scalar, accum_t<T>(x) */
  if (!is_punct (P, CK_P_COLONCOLON) || P->tok[1].kind != CK_TK_IDENT)
    {
      ck_parse_error (P, loc, tok_len (t), "unsupported: a class template's instance '%s' in an "
                      "expression (only its enumerators, 'S<T>::value')", ck_type_to_string (ty));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkToken *mt = &P->tok[1];
  P->tok += 2;
  CkTInst *I = inst_of_type (ty);
  CkSym *m = I && I->scope ? ck_map_get (&I->scope->syms, mt->text) : NULL;
  if (!m && ck_class_of (ty))
    m = ck_class_find (ck_class_of (ty), mt->text);   /* declared in the class's scope (class.c) */
  if (m && m->is_method)
    {
      /* `S<T>::f(...)`: a member function of the instance, called as class.c calls `C::f` */
      int len = (int) (ck_parse_tok_loc (mt).col - loc.col) + mt->len;
      if (ck_parse_tok_loc (mt).line != loc.line || len <= 0)
        len = tok_len (mt);
      return ck_class_member_expr (P, m, loc, len, symp);
    }
  if (m && m->obj && !m->obj->is_function)
    {
      /* a static data member of the instance (class.c) */
      if (m->obj->has_const_value)
        {
          CkNode *n = ck_sema_int_lit (m->obj->const_value, m->obj->type, loc);
          n->range_len = (int) (ck_parse_tok_loc (mt).col - loc.col) + mt->len;
          return n;
        }
      return ck_sema_var (P, m->obj, loc, tok_len (mt));
    }
  if (!m || !m->is_enum_const)
    {
      if (ck_sema_find_member (ty, mt->text, NULL) || !I)
        ck_parse_error (P, ck_parse_tok_loc (mt), tok_len (mt),
                        "unsupported: '%s::%s' (only enumerators of a class template's instance "
                        "are named this way)", I ? I->name : ck_type_to_string (ty), mt->text);
      else
        ck_parse_error (P, ck_parse_tok_loc (mt), tok_len (mt), "'%s' is not a member of '%s'",
                        mt->text, I->name);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkNode *n = ck_sema_int_lit (m->enum_val, m->enum_type, loc);
  n->range_len = (int) (ck_parse_tok_loc (mt).col - loc.col) + mt->len;
  return n;
}

/* The instances of function template [T] made while it was only declared get their bodies
 * from its definition, parsed in each instance's scope: the function object the calls name
 * becomes a definition (a function template's point of instantiation may follow its uses). */
static G_GNUC_NO_INLINE void   /* not inlined: the caller's loop does not live across its setjmp */
define_instance (CkParser *P, CkTemplate *T, CkTInst *I)
{
  Saved s;
  save_state (P, &s);
  int errors = P->sink->n_errors;
  parse_definition (P, I->scope, I, I, T->body, T->ns, T->extern_c);
  restore_state (P, &s);
  P->drop_notes = FALSE;
  if (P->sink->n_errors > errors)
    ck_parse_note (P, I->fn->loc, (int) strlen (T->name), "in instantiation of '%s'", I->name);
}

static void
define_instances (CkParser *P, CkTemplate *T)
{
  for (int i = 0; i < T->cache.cap; i++)
    {
      CkTInst *I = ck_strmap_value_at (&T->cache, i);
      if (I && !I->failed && I->fn && !I->fn->body && I->scope)
        define_instance (P, T, I);
    }
}

const char *
ck_template_func_name (CkParser *P, CkObj *fn, gboolean pretty, gboolean device)
{
  CkTInst *I = P->inst;
  if (!I || I->tmpl->kind != TK_FUNC || strcmp (fn->name, I->name) != 0)
    return NULL;
  CkTemplate *T = I->tmpl;
  if (!pretty)
    return T->name;
  if (!ensure_pattern (P, T) || T->pattern_partial)
    return NULL;
  GString *s = g_string_new (ck_type_pretty_function (T->pattern, T->name, device));
  g_string_append (s, " [with ");
  for (int i = 0; i < T->n_params && i < I->n_args; i++)
    {
      TParam *p = &T->params[i];
      TArg *a = &I->args[i];
      if (i)
        g_string_append (s, "; ");
      if (p->kind == TP_VALUE)
        {
          CkType *vt = a->vtype ? a->vtype : ck_ty_int;
          type_str (s, value_param_type (P, p) ? value_param_type (P, p) : vt);
          g_string_append_c (s, ' ');
        }
      g_string_append_printf (s, "%s = ", p->name ? p->name : "<anonymous>");
      if (a->is_pack)
        {
          g_string_append_c (s, '{');
          arg_str (s, a);
          g_string_append_c (s, '}');
        }
      else
        arg_str (s, a);
    }
  g_string_append_c (s, ']');
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

gboolean
ck_template_seen_diag (CkParser *P, int level, CkSrcLoc loc, const char *fmt, va_list ap)
{
  if (P->sink->func == drop_diag)
    return FALSE;   /* deduction's quiet parse: nothing was shown */
  if (ck_class_is_deferring (P))
    return FALSE;   /* held back for a member's use: each instance's own (class.c) */
  char *msg = g_strdup_vprintf (fmt, ap);
  const char *key = ck_strdup_printf ("%d:%p:%u:%u:%s", level, (void *) loc.file, loc.line, loc.col, msg);
  g_free (msg);
  if (ck_map_get (&P->tmpl_diags, key))
    {
      if (level == CK_DIAG_ERROR && P->inst)
        P->inst->repeated_error = TRUE;
      return TRUE;
    }
  ck_map_put (&P->tmpl_diags, key, (gpointer) key);
  return FALSE;
}

const char *
ck_template_injected_name (CkParser *P, const CkType *t)
{
  for (CkTInst *I = P->inst; I; I = enclosing_inst (I))
    if (I->tmpl->kind == TK_CLASS && t->tag && strcmp (t->tag, I->name) == 0)
      return I->tmpl->name;
  return "";
}
