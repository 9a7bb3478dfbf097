/* frontend/parse.c — recursive-descent parser for CUDA-C (C11 with the C++ subset nvcc users
 * write), typing every expression as it is built (sema.c). Each function opens with its rule.
 * Syntax errors unwind to the enclosing statement or declaration and skip to ';' or '}'.
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include "frontend/parse.h"

/* ---------------------------------------------------------------- diagnostics */

CkSrcLoc
ck_parse_tok_loc (const CkToken *tok)
{
  return tok->expansion.file ? tok->expansion : tok->loc;
}

static int
tok_len (const CkToken *tok)
{
  return tok->expansion.file ? 1 : MAX (tok->len, 1);
}

static void
check_limit (CkParser *P)
{
  if (P->sink->too_many)
    {
      P->stop = TRUE;
      if (P->abort)
        longjmp (*P->abort, 1);
    }
}

void
ck_parse_error (CkParser *P, CkSrcLoc loc, int len, const char *fmt, ...)
{
  va_list ap;
  if (P->inst)
    {
      /* inside a template instance: given once for all instances (template.c) */
      va_start (ap, fmt);
      P->drop_notes = ck_template_seen_diag (P, CK_DIAG_ERROR, loc, fmt, ap);
      va_end (ap);
      if (P->drop_notes)
        return;
    }
  else
    P->drop_notes = FALSE;
  va_start (ap, fmt);
  ck_diag_v (P->sink, CK_DIAG_ERROR, loc, len, fmt, ap);
  va_end (ap);
  check_limit (P);
}

void
ck_parse_warning (CkParser *P, CkSrcLoc loc, int len, const char *fmt, ...)
{
  if (P->quiet_warnings)
    return;
  va_list ap;
  if (P->inst)
    {
      va_start (ap, fmt);
      P->drop_notes = ck_template_seen_diag (P, CK_DIAG_WARNING, loc, fmt, ap);
      va_end (ap);
      if (P->drop_notes)
        return;
    }
  else
    P->drop_notes = FALSE;
  va_start (ap, fmt);
  ck_diag_v (P->sink, CK_DIAG_WARNING, loc, len, fmt, ap);
  va_end (ap);
}

void
ck_parse_note (CkParser *P, CkSrcLoc loc, int len, const char *fmt, ...)
{
  if (!loc.file || P->drop_notes)
    return;
  va_list ap;
  va_start (ap, fmt);
  ck_diag_v (P->sink, CK_DIAG_NOTE, loc, len, fmt, ap);
  va_end (ap);
}

char *
ck_parse_type_str (const CkType *t)
{
  return ck_type_to_string (t);
}

/* Reports a syntax error at [tok] and unwinds to the innermost recovery point. */
static G_NORETURN void
syntax_error (CkParser *P, const CkToken *tok, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

static void
syntax_error (CkParser *P, const CkToken *tok, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  CkSrcLoc loc = ck_parse_tok_loc (tok);
  int len = tok_len (tok);
  if (tok->kind == CK_TK_EOF && tok > P->toks)
    {
      /* at the end of input: just after the last token, on its line (as gcc) */
      const CkToken *last = tok - 1;
      loc = ck_parse_tok_loc (last);
      loc.col += (guint32) tok_len (last);
      len = 1;
    }
  ck_diag_v (P->sink, CK_DIAG_ERROR, loc, len, fmt, ap);
  va_end (ap);
  check_limit (P);
  longjmp (*P->recover, 1);
}

/* Enters one more level of nesting at [tok]; a syntax error past CK_PARSE_MAX_DEPTH. The
 * callers leave with P->depth--; a syntax error unwinds to a recovery point, which restores
 * the depth it saved. */
static void
enter_nesting (CkParser *P, const CkToken *tok)
{
  if (P->depth >= CK_PARSE_MAX_DEPTH)
    syntax_error (P, tok, "nesting too deep (more than %d levels of parentheses, blocks or structs)",
                  CK_PARSE_MAX_DEPTH);
  P->depth++;
}

/* Parses [f] one nesting level deeper (see enter_nesting). */
static CkNode *
nested (CkParser *P, CkNode *(*f) (CkParser *P))
{
  enter_nesting (P, P->tok);
  CkNode *n = f (P);
  P->depth--;
  return n;
}

static G_NORETURN void silent_unwind (CkParser *P);

static G_NORETURN void
unsupported (CkParser *P, const CkToken *tok, const char *what)
{
  if (P->quiet_unsupported)
    silent_unwind (P);
  syntax_error (P, tok, "unsupported: %s", what);
}

/* Reports [what] as unsupported at [tok] without unwinding: the caller skips the construct and
 * goes on, so that the names it declares stay declared (no cascades). */
static void
unsupported_here (CkParser *P, const CkToken *tok, const char *what)
{
  ck_parse_error (P, ck_parse_tok_loc (tok), tok_len (tok), "unsupported: %s", what);
}

/* Unwinds to the innermost recovery point without a diagnostic: for a construct whose error
 * was already reported (a use of a struct whose members were reported unsupported, ...). */
static G_NORETURN void
silent_unwind (CkParser *P)
{
  longjmp (*P->recover, 1);
}

/* ---------------------------------------------------------------- tokens */

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

static gboolean
tok_is_ident (const CkToken *t, const char *name)
{
  return t->kind == CK_TK_IDENT && strcmp (t->text, name) == 0;
}

static gboolean
consume_punct (CkParser *P, CkPunct p)
{
  if (is_punct (P, p))
    {
      P->tok++;
      return TRUE;
    }
  return FALSE;
}

static gboolean
consume_kw (CkParser *P, CkKeyword k)
{
  if (is_kw (P, k))
    {
      P->tok++;
      return TRUE;
    }
  return FALSE;
}

static const char *
tok_desc (const CkToken *t)
{
  if (t->kind == CK_TK_EOF)
    return "end of input";
  return ck_strdup_printf ("'%.*s'", t->len, t->text);
}

/* Location just after the previous token: where a missing ';' belongs. */
static CkSrcLoc
after_prev (CkParser *P)
{
  const CkToken *prev = P->tok - 1;
  CkSrcLoc loc = ck_parse_tok_loc (prev);
  if (!prev->expansion.file)
    loc.col += (guint32) prev->len;
  return loc;
}

/* Expects ';' after [what] ("expression", "declaration", ...). */
static void
expect_semi (CkParser *P, const char *what)
{
  if (consume_punct (P, CK_P_SEMI))
    return;
  ck_parse_error (P, after_prev (P), 1, "expected ';' after %s", what);
  longjmp (*P->recover, 1);
}

static void
expect (CkParser *P, CkPunct p)
{
  if (consume_punct (P, p))
    return;
  syntax_error (P, P->tok, "expected '%s' before %s", ck_punct_spelling[p], tok_desc (P->tok));
}

/* Expects the closer [p] of the opener token [open]. */
static void
expect_close (CkParser *P, CkPunct p, const CkToken *open)
{
  if (consume_punct (P, p))
    return;
  CkSrcLoc ol = ck_parse_tok_loc (open);
  syntax_error (P, P->tok, "expected '%s' (to close '%s' at line %u)", ck_punct_spelling[p],
                ck_punct_spelling[open->punct], ol.line);
}

static const char *
expect_ident (CkParser *P)
{
  if (P->tok->kind != CK_TK_IDENT)
    syntax_error (P, P->tok, "expected identifier before %s", tok_desc (P->tok));
  return (P->tok++)->text;
}

static CkSrcLoc
cur_loc (CkParser *P)
{
  return ck_parse_tok_loc (P->tok);
}

/* ---------------------------------------------------------------- scopes */

static void
enter_scope (CkParser *P)
{
  CkScope *s = ck_new (CkScope);
  s->parent = P->scope;
  P->scope = s;
}

static void
leave_scope (CkParser *P)
{
  P->scope = P->scope->parent;
}

static CkSym *
lookup_sym (CkParser *P, const char *name)
{
  if (P->pack_elem > 0)
    {
      CkSym *e = ck_template_pack_elem_sym (P, name);
      if (e)
        return e;
    }
  for (CkScope *s = P->scope; s; s = s->parent)
    {
      CkSym *sym = ck_map_get (&s->syms, name);
      if (sym)
        return sym;
    }
  return NULL;
}

static CkSym *
lookup_sym_here (CkParser *P, const char *name)
{
  return ck_map_get (&P->scope->syms, name);
}

static CkSym *
declare_sym (CkParser *P, const char *name)
{
  CkSym *sym = ck_new (CkSym);
  sym->name = name;
  ck_map_put (&P->scope->syms, name, sym);
  if (P->scope->ns)
    ck_map_put (&P->scope->ns->syms, name, sym);
  return sym;
}

static CkType *
lookup_tag (CkParser *P, const char *name)
{
  for (CkScope *s = P->scope; s; s = s->parent)
    {
      CkType *t = ck_map_get (&s->tags, name);
      if (!t && s->ns)
        t = ck_map_get (&s->ns->tags, name);   /* declared in an earlier block of the namespace */
      if (t)
        return t;
    }
  return NULL;
}

static void
declare_tag (CkParser *P, const char *name, CkType *t)
{
  ck_map_put (&P->scope->tags, name, t);
  if (P->scope->ns)
    ck_map_put (&P->scope->ns->tags, name, t);
  /* C++: the tag is also a type name unless an object of that name is declared here */
  CkSym *s = lookup_sym_here (P, name);
  if (!s || s->is_tag_typedef)
    {
      s = declare_sym (P, name);
      s->typedef_type = t;
      s->is_tag_typedef = TRUE;
    }
}

/* Declares [name] in the current scope as a name whose uses are already errors (its
 * declaration was reported), unless it is declared there already. */
static void
poison_name (CkParser *P, const char *name)
{
  if (!name || lookup_sym_here (P, name))
    return;
  CkSym *s = declare_sym (P, name);
  s->poisoned = TRUE;
}

/* Declares [name] in the current scope as a type name (and tag) of the error type: a type
 * whose definition was reported as unsupported (scoped enum, derived struct, template
 * parameter). Objects of it are typed P->ty_err, whose uses are not diagnosed again. */
static void
poison_type (CkParser *P, const char *name)
{
  CkSym *s = lookup_sym_here (P, name);
  if (!s || s->is_tag_typedef || s->poisoned)
    {
      s = declare_sym (P, name);
      s->typedef_type = P->ty_err;
      s->is_tag_typedef = TRUE;
    }
  ck_map_put (&P->scope->tags, name, P->ty_err);
  if (P->scope->ns)
    ck_map_put (&P->scope->ns->tags, name, P->ty_err);
}

/* Skips a balanced template argument or parameter list, from its '<' through its '>'. */
static void
skip_angle_brackets (CkParser *P)
{
  int angle = 0, paren = 0;
  do
    {
      if (P->tok->kind == CK_TK_EOF || is_punct (P, CK_P_SEMI) || is_punct (P, CK_P_LBRACE))
        return;
      if (is_punct (P, CK_P_LPAREN))
        paren++;
      else if (is_punct (P, CK_P_RPAREN))
        paren--;
      else if (paren == 0 && is_punct (P, CK_P_LT))
        angle++;
      else if (paren == 0 && is_punct (P, CK_P_GT))
        angle--;
      else if (paren == 0 && is_punct (P, CK_P_SHR))
        angle -= 2;
      P->tok++;
    }
  while (angle > 0);
}

static CkNamespace *
lookup_namespace (CkParser *P, const char *name)
{
  CkSym *s = lookup_sym (P, name);
  return s ? s->ns : NULL;
}

/* Resolves `A::B::name` starting at the current token when it is a namespace name followed by
 * '::'; returns the symbol (or NULL) and leaves P->tok after the last identifier. [*is_qual]
 * says whether a qualified name was consumed. */
static CkSym *
qualified_lookup (CkParser *P, gboolean *is_qual)
{
  *is_qual = FALSE;
  CkNamespace *ns = NULL;
  CkClass *cls = NULL;   /* the class [ns] is the scope of, if it is one */
  if (is_punct (P, CK_P_COLONCOLON) && P->tok[1].kind == CK_TK_IDENT)
    {
      P->tok++;
      *is_qual = TRUE;
      const char *name = P->tok->text;
      CkSym *s = ck_map_get (&P->file_scope->syms, name);
      if (s && s->ns && tok_is_punct (&P->tok[1], CK_P_COLONCOLON))
        ns = s->ns;
      else
        {
          P->tok++;
          return s;
        }
      P->tok += 2;
    }
  else if (P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_COLONCOLON))
    {
      CkNamespace *n = lookup_namespace (P, P->tok->text);
      if (!n)
        return NULL;
      ns = n;
      CkSym *cs = lookup_sym (P, P->tok->text);
      cls = cs && cs->typedef_type ? ck_class_of (cs->typedef_type) : NULL;
      if (cls && ck_class_namespace (cls) != ns)
        cls = NULL;
      *is_qual = TRUE;
      P->tok += 2;
    }
  else
    return NULL;
  for (;;)
    {
      if (P->tok->kind != CK_TK_IDENT)
        syntax_error (P, P->tok, "expected identifier after '::'");
      CkSym *s = ck_map_get (&ns->syms, P->tok->text);
      if (!s && cls)
        s = ck_class_find (cls, P->tok->text);   /* a base's member: std::ios::fixed */
      if (s && s->ns && tok_is_punct (&P->tok[1], CK_P_COLONCOLON))
        {
          ns = s->ns;
          cls = s->typedef_type ? ck_class_of (s->typedef_type) : NULL;
          if (cls && ck_class_namespace (cls) != ns)
            cls = NULL;
          P->tok += 2;
          continue;
        }
      if (!s)
        syntax_error (P, P->tok, "'%s' is not a member of '%s'", P->tok->text, ns->name);
      P->tok++;
      return s;
    }
}

/* ---------------------------------------------------------------- built-in types */

static CkType *
find_type_name (CkParser *P, const char *name)
{
  CkSym *s = ck_map_get (&P->file_scope->syms, name);
  if (s && s->typedef_type)
    return s->typedef_type;
  return ck_map_get (&P->file_scope->tags, name);
}

/* ---------------------------------------------------------------- forward declarations */

typedef struct Declarator {
  const char *name;          /* NULL for an abstract declarator */
  CkToken *name_tok;
  CkSrcLoc loc;
  gboolean allow_direct_init;/* `T x(args)` may follow */
  gboolean is_top;           /* the declarator of a declaration (not of a parameter): its
                                name goes to P->decl_name */
} Declarator;

static CkType *declspec (CkParser *P, CkDeclAttr *attr);
static CkType *declarator (CkParser *P, CkType *ty, Declarator *d);
static CkType *abstract_declarator (CkParser *P, CkType *ty);
static CkType *type_name (CkParser *P);
static gboolean is_split_launch (const CkToken *t, gboolean close);
static CkNode *braced_value (CkParser *P, CkType *t);
static CkObj *hidden_local (CkParser *P, const char *name, CkType *t, CkNode *init, CkSrcLoc loc,
                             CkVec *stmts);
static void skip_group (CkParser *P);
static gboolean is_auto_placeholder (const CkType *t, const CkType *ph);
static gboolean tok_is_kw (const CkToken *t, CkKeyword k);
static int deduced_form (const CkType *rt, const CkType *ph, gboolean decltype_auto);
static CkType *decltype_of (CkParser *P, CkNode *e, gboolean unparenthesized);
static CkType *decltype_of (CkParser *P, CkNode *e, gboolean unparenthesized);
static G_NORETURN void structured_bindings (CkParser *P);
static CkNode *throw_expr (CkParser *P);
static CkNode *try_block (CkParser *P);
static gboolean match_auto (CkType *pat, CkType *actual, const CkType *ph, CkType **deduced);
static CkType *replace_auto (CkType *t, const CkType *ph, CkType *by);
static gint64 const_expr (CkParser *P, const char *what);
static gboolean is_typename (CkParser *P, const CkToken *tok);
static CkNode *expr (CkParser *P);
static CkNode *assign (CkParser *P);
static CkNode *asm_stmt (CkParser *P);
static CkNode *conditional (CkParser *P);
static CkNode *cast_expr (CkParser *P);
static CkNode *unary (CkParser *P);
static CkNode *compound_stmt (CkParser *P, gboolean new_scope);
static CkNode *stmt (CkParser *P);
static void declaration (CkParser *P, CkVec *stmts);
static gint64 const_expr (CkParser *P, const char *what);
static CkInit *parse_initializer (CkParser *P, CkType **ty, gboolean is_static);
static CkObj *new_anon_obj (CkParser *P, CkType *ty, CkSrcLoc loc);
static void skip_to_recovery (CkParser *P);
static void declare_typedef (CkParser *P, Declarator *d, CkType *ty);

/* ---------------------------------------------------------------- attributes */

static void
skip_balanced_parens (CkParser *P)
{
  const CkToken *open = P->tok;
  expect (P, CK_P_LPAREN);
  int depth = 1;
  while (depth > 0)
    {
      if (P->tok->kind == CK_TK_EOF)
        expect_close (P, CK_P_RPAREN, open);
      if (is_punct (P, CK_P_LPAREN))
        depth++;
      else if (is_punct (P, CK_P_RPAREN))
        depth--;
      P->tok++;
    }
}

static int
alignment_arg (CkParser *P)
{
  CkToken *t = P->tok;
  gint64 v;
  if (is_typename (P, P->tok))
    v = type_name (P)->align;
  else
    v = const_expr (P, "alignment");
  if (v <= 0 || (v & (v - 1)) != 0)
    {
      ck_parse_error (P, ck_parse_tok_loc (t), tok_len (t), "requested alignment is not a positive power of 2");
      return 0;
    }
  return (int) v;
}

/* attribute = "__attribute__" "(" "(" (attr ("," attr)*)? ")" ")"
 *           | "__align__" "(" const-expr ")" | "_Alignas" "(" (type-name | const-expr) ")"
 *           | "__launch_bounds__" "(" const-expr ("," const-expr)* ")" | "[[" ... "]]"
 * attr = ident ("(" args ")")?   — aligned, packed, noreturn and unavailable are honoured, the
 * rest ignored */
/* C++11 attributes that change no meaning cudak gives a program (only its warnings): they are
 * skipped. Others ([[no_unique_address]] changes a layout) are reported unsupported. */
static gboolean
is_ignorable_std_attribute (const char *name)
{
  static const char *const names[] = {
    "noreturn", "nodiscard", "maybe_unused", "deprecated", "fallthrough", "likely", "unlikely",
    "carries_dependency",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (name, names[i]) == 0)
      return TRUE;
  return FALSE;
}

/* std-attribute = "[[" (ident ("(" balanced ")")? ("," ...)*)? "]]" */
static gboolean
std_attribute (CkParser *P)
{
  if (!is_punct (P, CK_P_LBRACKET) || !tok_is_punct (&P->tok[1], CK_P_LBRACKET))
    return FALSE;
  P->tok += 2;
  while (!(is_punct (P, CK_P_RBRACKET) && tok_is_punct (&P->tok[1], CK_P_RBRACKET)))
    {
      if (P->tok->kind == CK_TK_EOF)
        syntax_error (P, P->tok, "expected ']]' before %s", tok_desc (P->tok));
      if (P->tok->kind == CK_TK_IDENT || P->tok->kind == CK_TK_KEYWORD)
        {
          CkToken *name = P->tok;
          gboolean scoped = tok_is_punct (&P->tok[1], CK_P_COLONCOLON);
          if (scoped)
            P->tok += 2;   /* gnu::, clang::: an implementation's own attributes */
          if (scoped || !is_ignorable_std_attribute (P->tok->text))
            unsupported_here (P, name, ck_strdup_printf ("the attribute '%s%s%s'", scoped ? name->text : "",
                                                         scoped ? "::" : "", P->tok->text));
          P->tok++;
          if (is_punct (P, CK_P_LPAREN))
            skip_balanced_parens (P);
          continue;
        }
      if (!consume_punct (P, CK_P_COMMA))
        syntax_error (P, P->tok, "expected attribute name before %s", tok_desc (P->tok));
    }
  P->tok += 2;
  return TRUE;
}

static gboolean
attribute (CkParser *P, CkDeclAttr *attr)
{
  if (std_attribute (P))
    return TRUE;
  if (consume_kw (P, CK_KW_ATTRIBUTE))
    {
      const CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      expect (P, CK_P_LPAREN);
      while (!is_punct (P, CK_P_RPAREN))
        {
          if (P->tok->kind != CK_TK_IDENT && P->tok->kind != CK_TK_KEYWORD)
            syntax_error (P, P->tok, "expected attribute name before %s", tok_desc (P->tok));
          const char *name = P->tok->text;
          P->tok++;
          if (strcmp (name, "aligned") == 0 || strcmp (name, "__aligned__") == 0)
            {
              int a = 16;
              if (consume_punct (P, CK_P_LPAREN))
                {
                  a = alignment_arg (P);
                  expect (P, CK_P_RPAREN);
                }
              if (attr && a > attr->align)
                attr->align = a;
            }
          else
            {
              if (attr && (strcmp (name, "packed") == 0 || strcmp (name, "__packed__") == 0))
                attr->packed = TRUE;
              if (attr && (strcmp (name, "noreturn") == 0 || strcmp (name, "__noreturn__") == 0))
                attr->noreturn = TRUE;
              if (attr && (strcmp (name, "unavailable") == 0 || strcmp (name, "__unavailable__") == 0))
                {
                  attr->unavailable = TRUE;
                  if (is_punct (P, CK_P_LPAREN) && P->tok[1].kind == CK_TK_STRING)
                    attr->unavailable_msg = P->tok[1].str;
                }
              if (strcmp (name, "__cudak_adl__") == 0 && P->tok->loc.file && P->tok->loc.file->is_builtin
                  && is_punct (P, CK_P_LPAREN))
                {
                  /* cudak's headers only: the class an iterator typedef stands in for */
                  CkToken *lp = P->tok++;
                  CkType *c = type_name (P);
                  expect_close (P, CK_P_RPAREN, lp);
                  if (attr)
                    attr->adl_class = c;
                }
              if (attr && (strcmp (name, "deprecated") == 0 || strcmp (name, "__deprecated__") == 0))
                {
                  attr->deprecated = TRUE;
                  if (is_punct (P, CK_P_LPAREN) && P->tok[1].kind == CK_TK_STRING)
                    attr->deprecated_msg = P->tok[1].str;
                }
              if (is_punct (P, CK_P_LPAREN))
                skip_balanced_parens (P);
            }
          if (!consume_punct (P, CK_P_COMMA))
            break;
        }
      expect (P, CK_P_RPAREN);
      expect_close (P, CK_P_RPAREN, open);
      return TRUE;
    }
  if (consume_kw (P, CK_KW_ALIGN_CUDA) || consume_kw (P, CK_KW_ALIGNAS) || consume_kw (P, CK_KW_ALIGNAS_CXX))
    {
      expect (P, CK_P_LPAREN);
      int a = alignment_arg (P);
      expect (P, CK_P_RPAREN);
      if (attr && a > attr->align)
        attr->align = a;
      return TRUE;
    }
  if (consume_kw (P, CK_KW_LAUNCH_BOUNDS))
    {
      expect (P, CK_P_LPAREN);
      gint64 v = const_expr (P, "launch bounds");
      while (consume_punct (P, CK_P_COMMA))
        const_expr (P, "launch bounds");
      expect (P, CK_P_RPAREN);
      if (attr)
        attr->launch_bounds = (int) v;
      return TRUE;
    }
  if (is_punct (P, CK_P_LBRACKET) && tok_is_punct (&P->tok[1], CK_P_LBRACKET))
    {
      P->tok += 2;
      int depth = 2;
      while (depth > 0 && P->tok->kind != CK_TK_EOF)
        {
          if (is_punct (P, CK_P_LBRACKET))
            depth++;
          else if (is_punct (P, CK_P_RBRACKET))
            depth--;
          P->tok++;
        }
      return TRUE;
    }
  return FALSE;
}

static void
attributes (CkParser *P, CkDeclAttr *attr)
{
  while (attribute (P, attr))
    ;
}

/* asm-label = "__asm__" "(" string-literal+ ")" */
static const char *
asm_label (CkParser *P)
{
  if (!consume_kw (P, CK_KW_ASM))
    return NULL;
  expect (P, CK_P_LPAREN);
  GString *s = g_string_new (NULL);
  if (P->tok->kind != CK_TK_STRING)
    syntax_error (P, P->tok, "expected string literal before %s", tok_desc (P->tok));
  while (P->tok->kind == CK_TK_STRING)
    {
      g_string_append_len (s, P->tok->str, (gssize) P->tok->str_len);
      P->tok++;
    }
  expect (P, CK_P_RPAREN);
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* ---------------------------------------------------------------- struct, union, enum */

static CkType *
qualified (CkType *t, gboolean c, gboolean v, gboolean r)
{
  if (!c && !v && !r)
    return t;
  if ((t->is_const || !c) && (t->is_volatile || !v) && (t->is_restrict || !r))
    return t;
  CkType *q = ck_type_copy (t);
  q->is_const |= c;
  q->is_volatile |= v;
  q->is_restrict |= r;
  return q;
}

static gint64
align_to (gint64 n, gint64 a)
{
  return (n + a - 1) / a * a;
}

/* Object sizes are kept below this many bytes so that a size in bits, and a struct's offsets
 * plus one more member, still fit in a gint64 (gcc's limit, PTRDIFF_MAX, is 16 times larger). */
#define CK_PARSE_MAX_OBJECT_SIZE (G_MAXINT64 / 16)

/* Lays out [t]'s members as gcc does on x86-64: bit-fields LSB first, allocated in units of
 * their declared type, never straddling one unless packed. Returns FALSE, with [t] laid out
 * as far as it fits, when it would reach CK_PARSE_MAX_OBJECT_SIZE. */
static gboolean
struct_layout (CkType *t, int *member_align, gboolean packed, int struct_align, int pack)
{
  /* #pragma pack (1) packs bit-fields too; pack (n) caps every member's alignment at n */
  packed = packed || pack == 1;
  gboolean fits = TRUE;
  gint64 bits = 0;
  int align = 1, i = 0;
  gint64 max_size = 0;
  for (CkMember *m = t->members; m; m = m->next, i++)
    {
      int ma = packed ? 1 : m->type->align;
      if (member_align[i] > 0)
        ma = MAX (ma, member_align[i]);
      if (pack > 0)
        ma = MIN (ma, pack);
      if (t->kind == CK_TY_UNION)
        {
          m->offset = 0;
          if (m->bit_width)
            m->bit_offset = 0;
          max_size = MAX (max_size, m->bit_width ? (m->bit_width + 7) / 8 : m->type->size);
          if (m->bit_width && !packed)
            max_size = MAX (max_size, m->type->size);
          align = MAX (align, ma);
          continue;
        }
      if (m->bit_width > 0 || (m->bit_width == 0 && m->name == NULL && ck_type_is_integer (m->type)
                               && m->offset == -1))
        {
          gint64 sz = m->type->size * 8;
          if (m->offset == -1) /* zero-width: align to the next unit */
            {
              bits = align_to (bits, sz);
              m->offset = bits / 8;
              continue;
            }
          if (!packed && bits / sz != (bits + m->bit_width - 1) / sz)
            bits = align_to (bits, sz);
          m->offset = packed ? bits / 8 : (bits / sz) * (sz / 8);
          m->bit_offset = (int) (bits - m->offset * 8);
          bits += m->bit_width;
          if (!packed && m->name)   /* an unnamed bit-field does not align the struct (SysV ABI) */
            align = MAX (align, ma);
          continue;
        }
      bits = align_to (bits, (gint64) ma * 8);
      m->offset = bits / 8;
      if (m->type->size > CK_PARSE_MAX_OBJECT_SIZE - m->offset)
        {
          fits = FALSE;   /* two huge arrays: bits would overflow */
          break;
        }
      bits += m->type->size * 8;
      align = MAX (align, ma);
    }
  if (struct_align > align)
    align = struct_align;
  gint64 size = t->kind == CK_TY_UNION ? max_size : (bits + 7) / 8;
  t->size = align_to (size, align);
  t->align = align;
  t->is_packed = packed;
  t->is_complete = TRUE;
  return fits;
}


/* struct-members = (declspec (member-declarator ("," member-declarator)*)? ";")*
 * member-declarator = declarator (":" const-expr)? | ":" const-expr */
static void
struct_members (CkParser *P, CkType *t, const CkToken *open, int **aligns_out)
{
  enter_nesting (P, open);
  /* [cur] and [n] change between setjmp and a longjmp: volatile (C11 7.13.2.1p3) */
  CkMember head = { 0 };
  CkMember *volatile cur = &head;
  int aligns[1024];
  volatile int n = 0;
  jmp_buf jb;
  jmp_buf *saved = P->recover;
  CkScope *scope = P->scope;
  int depth_at_recover = P->depth;
  P->recover = &jb;
  if (setjmp (jb) != 0)
    {
      P->depth = depth_at_recover;
      /* skip the member in error; keep the struct, whose uses of that member are not
       * reported again */
      t->has_unsupported = TRUE;
      P->scope = scope;
      CkToken *err_tok = P->tok;
      skip_to_recovery (P);
      if (P->tok == err_tok && P->tok->kind != CK_TK_EOF && !is_punct (P, CK_P_RBRACE))
        P->tok++;
    }
  while (!is_punct (P, CK_P_RBRACE))
    {
      if (P->tok->kind == CK_TK_EOF)
        {
          P->recover = saved;
          expect_close (P, CK_P_RBRACE, open);
        }
      if (t->cls && ck_class_member (P, t))
        continue;   /* C++: a member function, access label, static member, ... (class.c) */
      if (P->quiet_unsupported && (is_kw (P, CK_KW_PUBLIC) || is_kw (P, CK_KW_PRIVATE)
                                   || is_kw (P, CK_KW_PROTECTED))
          && tok_is_punct (&P->tok[1], CK_P_COLON))
        {
          P->tok += 2;   /* an access label of a class (reported) */
          continue;
        }
      if (is_kw (P, CK_KW_PUBLIC) || is_kw (P, CK_KW_PRIVATE) || is_kw (P, CK_KW_PROTECTED)
          || is_kw (P, CK_KW_VIRTUAL))
        unsupported (P, P->tok, "classes");
      if (is_kw (P, CK_KW_STATIC_ASSERT) || is_kw (P, CK_KW_STATIC_ASSERT_CXX))
        {
          declaration (P, NULL);
          continue;
        }
      if (consume_punct (P, CK_P_SEMI))
        continue;
      if (is_kw (P, CK_KW_OPERATOR))
        unsupported (P, P->tok, "operator overloading");
      if (is_kw (P, CK_KW_TEMPLATE) && t->cls)
        {
          ck_template_member_decl (P, t->cls);   /* a member template (template.c) */
          continue;
        }
      if (is_kw (P, CK_KW_TEMPLATE))
        unsupported (P, P->tok, "member templates");
      if (P->inst && is_kw (P, CK_KW_USING) && P->tok[1].kind == CK_TK_IDENT
          && tok_is_punct (&P->tok[2], CK_P_ASSIGN))
        {
          /* `using type = T;` in a class template's instance: a typedef of the instance's scope,
             named `Inst<args>::type` (template.c) */
          Declarator d = { .name = P->tok[1].text, .name_tok = &P->tok[1] };
          d.loc = ck_parse_tok_loc (&P->tok[1]);
          P->tok += 3;
          declare_typedef (P, &d, type_name (P));
          expect_semi (P, "alias declaration");
          continue;
        }
      if (tok_is_ident (P->tok, "explicit"))
        P->tok++;   /* of a constructor or a conversion operator, reported next */
      if (tok_is_ident (P->tok, "friend"))
        unsupported (P, P->tok, "friend declarations");
      if (tok_is_ident (P->tok, "mutable"))
        unsupported (P, P->tok, "mutable members");
      if (t->tag && (tok_is_ident (P->tok, t->tag) || tok_is_ident (P->tok, ck_template_injected_name (P, t)))
          && tok_is_punct (&P->tok[1], CK_P_LPAREN))
        unsupported (P, P->tok, "constructors");
      if (is_punct (P, CK_P_TILDE))
        unsupported (P, P->tok, "destructors");
      CkDeclAttr attr = { 0 };
      CkToken *start = P->tok;
      CkType *base = declspec (P, &attr);
      if (!base)
        base = P->ty_err;   /* after an error inside the body (make fuzz-run: a segfault) */
      if (attr.storage == CK_SC_STATIC)
        unsupported (P, start, "static data members");
      if (attr.storage == CK_SC_TYPEDEF && P->inst)
        {
          /* a member typedef of a class template's instance: declared in the instance's scope,
             named `Inst<args>::name` (template.c) */
          do
            {
              Declarator d = { 0 };
              CkType *ty = declarator (P, base, &d);
              if (d.name)
                declare_typedef (P, &d, ty);
            }
          while (consume_punct (P, CK_P_COMMA));
          expect_semi (P, "member typedef");
          continue;
        }
      if (attr.storage == CK_SC_TYPEDEF)
        unsupported (P, start, "member typedefs");
      /* anonymous struct or union member */
      if ((base->kind == CK_TY_STRUCT || base->kind == CK_TY_UNION) && consume_punct (P, CK_P_SEMI))
        {
          /* `struct B;` only declares the tag: not a member (an incomplete one made
           * `struct S { struct S; }` contain itself; corpus/fuzz/struct-contains-itself.cu) */
          if (base->size < 0)
            continue;
          CkMember *m = ck_new (CkMember);
          m->type = base;
          m->loc = ck_parse_tok_loc (start);
          if (n < 1024)
            aligns[n++] = attr.align;
          cur->next = m;
          cur = m;
          continue;
        }
      for (gboolean first = TRUE; !consume_punct (P, CK_P_SEMI); first = FALSE)
        {
          if (!first)
            expect (P, CK_P_COMMA);
          CkMember *m = ck_new (CkMember);
          CkDeclAttr mattr = attr;
          m->loc = cur_loc (P);
          if (is_punct (P, CK_P_COLON))
            m->type = base;
          else
            {
              Declarator d = { 0 };
              m->type = declarator (P, base, &d);
              m->name = d.name;
              m->loc = d.loc;
            }
          attributes (P, &mattr);
          m->is_deprecated = mattr.deprecated;
          m->deprecated_msg = mattr.deprecated_msg;
          if (m->type->kind == CK_TY_FUNC)
            unsupported (P, start, "member functions");
          if (t->cls && (is_punct (P, CK_P_ASSIGN) || is_punct (P, CK_P_LBRACE)))
            ck_class_dmi (P, t, m);
          else if (is_punct (P, CK_P_ASSIGN) || is_punct (P, CK_P_LBRACE))
            unsupported (P, P->tok, "default member initializers");
          if (m->type->is_reference && (P->is_c || !t->cls))
            unsupported (P, start, "reference members");
          if (consume_punct (P, CK_P_COLON))
            {
              CkToken *wt = P->tok;
              gint64 w = const_expr (P, "bit-field width");
              if (!ck_type_is_integer (m->type))
                ck_parse_error (P, m->loc, 1, "bit-field '%s' has invalid type", m->name ? m->name : "<anonymous>");
              else if (w < 0)
                ck_parse_error (P, ck_parse_tok_loc (wt), tok_len (wt), "negative width in bit-field '%s'",
                                m->name ? m->name : "<anonymous>");
              else if (w > m->type->size * 8)
                ck_parse_error (P, ck_parse_tok_loc (wt), tok_len (wt), "width of '%s' exceeds its type",
                                m->name ? m->name : "<anonymous>");
              else if (w == 0 && m->name)
                ck_parse_error (P, ck_parse_tok_loc (wt), tok_len (wt), "zero width for bit-field '%s'",
                                m->name);
              else if (w == 0)
                m->offset = -1;  /* marks a zero-width separator for struct_layout */
              m->bit_width = (int) w;
            }
          else if (m->type->size < 0 && !(m->type->kind == CK_TY_ARRAY && m->type->array_len < 0
                                           && is_punct (P, CK_P_SEMI)))
            {
              ck_parse_error (P, m->loc, 1, "field '%s' has incomplete type '%s'",
                              m->name ? m->name : "", ck_parse_type_str (m->type));
              /* `struct S { struct S b; }`: once S is complete it would contain itself and
               * every walk over its members recurse forever (found by fuzzing;
               * corpus/fuzz/struct-contains-itself.cu) */
              m->type = P->ty_err;
            }
          if (m->type->kind == CK_TY_ARRAY && m->type->array_len < 0)
            {
              /* flexible array member: size 0 */
              m->type = ck_type_copy (m->type);
              m->type->size = 0;
            }
          if (n < 1024)
            aligns[n++] = mattr.align;
          else
            syntax_error (P, start, "too many members in a struct");
          if (m->name)
            for (CkMember *o = head.next; o; o = o->next)
              if (o->name && strcmp (o->name, m->name) == 0)
                {
                  ck_parse_error (P, m->loc, (int) strlen (m->name), "duplicate member '%s'", m->name);
                  ck_parse_note (P, o->loc, (int) strlen (o->name), "previous declaration is here");
                  break;
                }
          cur->next = m;
          cur = m;
        }
    }
  P->recover = saved;
  P->depth--;
  t->members = head.next;
  /* the caller lays out after the trailing attributes */
  int *copy = (int *) ck_new_atomic (sizeof (int) * (gsize) (n + 1));
  memcpy (copy, aligns, sizeof (int) * (gsize) n);
  *aligns_out = copy;
}

/* The tag [tag] declared in the current scope or, in a namespace, in an earlier block of the
 * same namespace (`namespace N { class A; }` ... `namespace N { class A { ... }; }`). */
static CkType *
tag_here (CkParser *P, const char *tag)
{
  CkType *t = ck_map_get (&P->scope->tags, tag);
  if (!t && P->scope->ns)
    t = ck_map_get (&P->scope->ns->tags, tag);
  return t;
}

/* struct-union-specifier = ("struct" | "union") attribute* ident? ("{" struct-members "}" attribute*)? */
static CkType *
struct_union_decl (CkParser *P, CkDeclAttr *outer)
{
  CkToken *kwtok = P->tok;
  CkTypeKind kind = is_kw (P, CK_KW_UNION) ? CK_TY_UNION : CK_TY_STRUCT;
  P->tok++;
  CkDeclAttr attr = { 0 };
  for (;;)
    {
      if (is_kw (P, CK_KW_ALIGNAS_CXX))
        {
          /* reported, then skipped: the struct keeps its natural alignment */
          unsupported_here (P, P->tok, "alignas on a struct (use __align__)");
          P->tok++;
          skip_balanced_parens (P);
        }
      else if (!attribute (P, &attr))
        break;
    }
  const char *tag = NULL;
  CkToken *tagtok = NULL;
  if (P->tok->kind == CK_TK_IDENT)
    {
      tagtok = P->tok;
      tag = (P->tok++)->text;
      ck_template_rename (P, &tag);   /* the name of a class template's instance */
      if (!P->is_c && tok_is_ident (P->tok, "final")
          && (tok_is_punct (&P->tok[1], CK_P_COLON) || tok_is_punct (&P->tok[1], CK_P_LBRACE)))
        P->tok++;   /* a class that cannot be derived from (not checked) */
    }
  gboolean derived = FALSE;
  gboolean class_key = P->class_key;
  P->class_key = FALSE;
  CkVec *bases = NULL;
  if (is_punct (P, CK_P_COLON) && !P->is_c && kind == CK_TY_STRUCT)
    {
      bases = ck_class_parse_bases (P);
      derived = bases == NULL;   /* an unsupported base: the class is the error type */
    }
  else if (is_punct (P, CK_P_COLON))
    {
      /* the struct is parsed, then stands for the error type: its members are unknown */
      unsupported_here (P, P->tok, "inheritance");
      derived = TRUE;
      while (!is_punct (P, CK_P_LBRACE) && !is_punct (P, CK_P_SEMI) && P->tok->kind != CK_TK_EOF)
        P->tok++;
    }
  if (!tag && !is_punct (P, CK_P_LBRACE))
    syntax_error (P, P->tok, "expected '{' or a tag name before %s", tok_desc (P->tok));
  if (tag && !is_punct (P, CK_P_LBRACE))
    {
      CkType *t = lookup_tag (P, tag);
      gboolean forward = is_punct (P, CK_P_SEMI);
      if (t && forward && !tag_here (P, tag))
        t = NULL;  /* `struct S;` declares a new S in this scope */
      if (t)
        {
          if (t->kind != kind)
            ck_parse_error (P, ck_parse_tok_loc (tagtok), tok_len (tagtok),
                            "'%s' defined as wrong kind of tag", tag);
          return t;
        }
      t = ck_new (CkType);
      t->kind = kind;
      t->tag = tag;
      t->size = -1;
      t->align = 1;
      declare_tag (P, tag, t);
      return t;
    }
  const CkToken *open = P->tok;
  P->tok++;
  CkType *t = NULL;
  if (tag)
    {
      t = tag_here (P, tag);
      if (t && t->is_complete)
        {
          ck_parse_error (P, ck_parse_tok_loc (tagtok), tok_len (tagtok), "redefinition of '%s %s'",
                          kind == CK_TY_UNION ? "union" : "struct", tag);
          t = NULL;
        }
      else if (t && t->kind != kind)
        t = NULL;
    }
  if (!t)
    {
      t = ck_new (CkType);
      t->kind = kind;
      t->tag = tag;
      t->size = -1;
      t->align = 1;
      if (tag)
        declare_tag (P, tag, t);
    }
  int *aligns = NULL;
  CkScope *outer_scope = P->scope;
  if (!P->is_c && kind == CK_TY_STRUCT)
    {
      ck_class_begin (P, t, class_key, bases);   /* C++: a class (frontend/class.c) */
      /* the class scope: what the body declares (types, enumerators, static members) is its
         members' and is found there while the body is read */
      CkScope *cs = ck_new (CkScope);
      cs->parent = P->scope;
      /* ... and so is what its bases declare (a base's typedefs and enumerators) */
      for (int i = bases ? bases->len - 1 : -1; i >= 0; i--)
        {
          CkClass *bc = ck_class_of (ck_vec_get (bases, i));
          if (bc)
            cs->parent = ck_class_lookup_scope (bc, cs->parent);
        }
      cs->ns = ck_class_namespace (t->cls);
      P->scope = cs;
    }
  struct_members (P, t, open, &aligns);
  P->scope = outer_scope;
  expect_close (P, CK_P_RBRACE, open);
  attributes (P, &attr);
  if (t->cls)
    ck_class_before_layout (P, t, &aligns);
  if (!struct_layout (t, aligns, attr.packed, attr.align, P->pack))
    ck_parse_error (P, ck_parse_tok_loc (open), 1, "type '%s' is too large", ck_parse_type_str (t));
  if (t->cls && t->size == 0)
    t->size = 1;   /* a C++ object has a size (an empty class: 1) */
  ck_type_complete_variants (t);
  if (t->cls)
    ck_class_finish (P, t);
  (void) kwtok;
  (void) outer;
  if (derived)
    {
      if (tag)
        poison_type (P, tag);
      return P->ty_err;
    }
  return t;
}

/* enum-specifier = "enum" ident? (":" type-name)? ("{" enumerator ("," enumerator)* ","? "}")?
 * enumerator = ident attribute* ("=" const-expr)? */
static CkType *
enum_specifier (CkParser *P)
{
  P->tok++;
  gboolean scoped = is_kw (P, CK_KW_CLASS) || is_kw (P, CK_KW_STRUCT);
  if (scoped)
    P->tok++;
  attributes (P, NULL);
  const char *tag = NULL;
  CkToken *tagtok = P->tok;
  if (P->tok->kind == CK_TK_IDENT)
    tag = (P->tok++)->text;
  CkType *under = NULL;
  if (consume_punct (P, CK_P_COLON))
    under = type_name (P);
  if (tag && !is_punct (P, CK_P_LBRACE))
    {
      CkType *t = lookup_tag (P, tag);
      if (t)
        {
          if (t->kind != CK_TY_ENUM)
            ck_parse_error (P, ck_parse_tok_loc (tagtok), tok_len (tagtok),
                            "'%s' defined as wrong kind of tag", tag);
          return t;
        }
      if (!under && !scoped)   /* an opaque scoped enum's type is int */
        syntax_error (P, tagtok, "use of enum '%s' without previous declaration", tag);
    }
  if (scoped && !tag)
    syntax_error (P, P->tok, "expected identifier before %s", tok_desc (P->tok));
  CkType *t = ck_new (CkType);
  t->kind = CK_TY_ENUM;
  t->is_scoped = scoped;
  t->tag = tag;
  t->base = under ? ck_type_unqualified (under) : ck_ty_int;
  t->size = t->base->size;
  t->align = t->base->align;
  t->is_unsigned = t->base->is_unsigned;
  t->is_complete = TRUE;
  if (tag)
    declare_tag (P, tag, t);
  if (!is_punct (P, CK_P_LBRACE))
    return t;
  const CkToken *open = P->tok;
  P->tok++;
  gint64 val = 0, lo = 0, hi = 0;
  CkVec consts = { 0 };
  /* a scoped enumeration's constants are visible unqualified only in its own list */
  if (scoped)
    enter_scope (P);
  while (!consume_punct (P, CK_P_RBRACE))
    {
      if (P->tok->kind == CK_TK_EOF)
        expect_close (P, CK_P_RBRACE, open);
      CkToken *nt = P->tok;
      const char *name = expect_ident (P);
      attributes (P, NULL);
      if (consume_punct (P, CK_P_ASSIGN))
        val = const_expr (P, "enumerator value");
      CkSym *prev = lookup_sym_here (P, name);
      if (prev && !prev->is_tag_typedef)
        {
          ck_parse_error (P, ck_parse_tok_loc (nt), tok_len (nt), "redeclaration of '%s'", name);
        }
      CkSym *s = declare_sym (P, name);
      s->is_enum_const = TRUE;
      /* before the closing brace a scoped enumeration's constants have its underlying type
         (C++11 [dcl.enum]p5), so that `B = A + 2` is arithmetic */
      s->enum_type = scoped ? t->base : t;
      s->enum_val = val;
      ck_vec_push (&consts, s);
      if (scoped)
        ck_vec_push (&t->enumerators, s);
      lo = MIN (lo, val);
      hi = MAX (hi, val);
      val++;
      if (!consume_punct (P, CK_P_COMMA))
        {
          expect_close (P, CK_P_RBRACE, open);
          break;
        }
    }
  if (scoped)
    {
      leave_scope (P);
      for (int i = 0; i < t->enumerators.len; i++)
        ((CkSym *) ck_vec_get (&t->enumerators, i))->enum_type = t;
    }
  if (!under && !scoped)   /* a scoped enumeration's underlying type is int unless given */
    {
      CkType *b = ck_ty_int;
      if (lo >= 0 && hi > G_MAXINT32)
        b = hi > (gint64) G_MAXUINT32 ? ck_ty_ulong : ck_ty_uint;
      else if (lo < G_MININT32 || hi > G_MAXINT32)
        b = ck_ty_long;
      t->base = b;
      t->size = b->size;
      t->align = b->align;
      t->is_unsigned = b->is_unsigned;
    }
  return t;
}

/* ---------------------------------------------------------------- declaration specifiers */

/* The symbol the qualified name `A::B::name` starting at [tok] names (a class's members
 * include its bases'), or NULL; [*end], when given, is set to the token after it. */
static CkSym *
qualified_type_sym (CkParser *P, const CkToken *tok, const CkToken **end)
{
  CkNamespace *ns = lookup_namespace (P, tok->text);
  CkSym *first = lookup_sym (P, tok->text);
  CkClass *cls = first && first->typedef_type ? ck_class_of (first->typedef_type) : NULL;
  CkSym *s = NULL;
  const CkToken *t = tok;
  while (ns && tok_is_punct (&t[1], CK_P_COLONCOLON) && t[2].kind == CK_TK_IDENT)
    {
      s = ck_map_get (&ns->syms, t[2].text);
      if (!s && cls)
        s = ck_class_find (cls, t[2].text);
      t += 2;
      if (!s)
        return NULL;
      if (!tok_is_punct (&t[1], CK_P_COLONCOLON))
        break;
      ns = s->ns;
      cls = s->typedef_type ? ck_class_of (s->typedef_type) : NULL;
      s = NULL;
    }
  if (end)
    *end = t + 1;
  return s;
}

CkSym *
ck_parse_qualified_sym (CkParser *P, const CkToken *tok, const CkToken **end)
{
  return qualified_type_sym (P, tok, end);
}

static gboolean
is_typename (CkParser *P, const CkToken *tok)
{
  if (tok->kind == CK_TK_KEYWORD)
    switch (tok->kw)
      {
      case CK_KW_VOID: case CK_KW_BOOL: case CK_KW_BOOL_C: case CK_KW_CHAR: case CK_KW_SHORT:
      case CK_KW_INT: case CK_KW_LONG: case CK_KW_FLOAT: case CK_KW_DOUBLE: case CK_KW_SIGNED:
      case CK_KW_UNSIGNED: case CK_KW_STRUCT: case CK_KW_UNION: case CK_KW_ENUM:
      case CK_KW_CONST: case CK_KW_VOLATILE: case CK_KW_RESTRICT: case CK_KW_RESTRICT_CUDA:
      case CK_KW_TYPEDEF: case CK_KW_STATIC: case CK_KW_EXTERN: case CK_KW_AUTO:
      case CK_KW_REGISTER: case CK_KW_INLINE: case CK_KW_NORETURN: case CK_KW_ALIGNAS:
      case CK_KW_ALIGNAS_CXX:
      case CK_KW_TYPEOF: case CK_KW_ATTRIBUTE: case CK_KW_EXTENSION: case CK_KW_GLOBAL:
      case CK_KW_DEVICE: case CK_KW_HOST: case CK_KW_SHARED: case CK_KW_CONSTANT:
      case CK_KW_MANAGED: case CK_KW_FORCEINLINE: case CK_KW_NOINLINE: case CK_KW_ALIGN_CUDA:
      case CK_KW_LAUNCH_BOUNDS: case CK_KW_CONSTEXPR: case CK_KW_ATOMIC: case CK_KW_COMPLEX:
      case CK_KW_THREAD_LOCAL: case CK_KW_CLASS: case CK_KW_TYPENAME: case CK_KW_DECLTYPE:
      case CK_KW_GNU_THREAD: case CK_KW_THREAD_LOCAL_CXX:
        return TRUE;
      default:
        return FALSE;
      }
  if (tok->kind != CK_TK_IDENT)
    return FALSE;
  if (tok_is_punct (&tok[1], CK_P_COLONCOLON))
    {
      /* ns::T, ns::C::T; ns::C::member is no type (std::ios::left) */
      CkSym *s = qualified_type_sym (P, tok, NULL);
      if (!s && !P->is_c && !lookup_namespace (P, tok->text) && tok[2].kind == CK_TK_IDENT)
        {
          /* SI::T, SI a typedef of a class template's instance (cub's `BR::TempStorage`) */
          CkSym *ts = lookup_sym (P, tok->text);
          return ts && ts->typedef_type && !tok_is_punct (&tok[3], CK_P_COLONCOLON)
                 && ck_template_has_member_type (ts->typedef_type, tok[2].text);
        }
      return s && (s->typedef_type || (s->tmpl && ck_template_is_type (s->tmpl)));
    }
  CkSym *s = lookup_sym (P, tok->text);
  return s && (s->typedef_type || (s->tmpl && ck_template_is_type (s->tmpl)));
}

enum {
  T_VOID = 1 << 0, T_BOOL = 1 << 2, T_CHAR = 1 << 4, T_SHORT = 1 << 6, T_INT = 1 << 8,
  T_LONG = 1 << 10, T_FLOAT = 1 << 12, T_DOUBLE = 1 << 14, T_OTHER = 1 << 16,
  T_SIGNED = 1 << 17, T_UNSIGNED = 1 << 18,
};

/* declspec = (storage-class | type-specifier | type-qualifier | function-specifier
 *             | cuda-qualifier | attribute)+
 * Returns the type; storage class and qualifiers that are not part of the type go to [attr]
 * (NULL where no storage class is allowed). */
static CkType *
declspec (CkParser *P, CkDeclAttr *attr)
{
  CkType *ty = ck_ty_int;
  int counter = 0;
  gboolean is_const = FALSE, is_volatile = FALSE, is_restrict = FALSE;
  gboolean explicit_const = FALSE, constexpr_seen = FALSE;
  CkToken *atomic_tok = NULL;   /* C: the _Atomic that qualifies the type */
  CkToken *complex_tok = NULL;  /* C: the _Complex specifier */
  CkToken *start = P->tok;
  CkDeclAttr dummy = { 0 };
  gboolean is_auto = FALSE;
  if (!attr)
    attr = &dummy;
  for (;;)
    {
      CkToken *t = P->tok;
      if (attribute (P, attr))
        continue;
      if (t->kind == CK_TK_KEYWORD)
        {
          switch (t->kw)
            {
            case CK_KW_TYPEDEF: case CK_KW_STATIC: case CK_KW_EXTERN: case CK_KW_REGISTER:
              if (attr == &dummy)
                syntax_error (P, t, "storage class specifier '%s' not allowed here", t->text);
              if (attr->storage != CK_SC_NONE && !(attr->storage == CK_SC_EXTERN && t->kw == CK_KW_EXTERN))
                syntax_error (P, t, "multiple storage classes in declaration specifiers");
              attr->storage = t->kw == CK_KW_TYPEDEF ? CK_SC_TYPEDEF : t->kw == CK_KW_STATIC
                              ? CK_SC_STATIC : t->kw == CK_KW_EXTERN ? CK_SC_EXTERN : CK_SC_REGISTER;
              P->tok++;
              if (t->kw == CK_KW_EXTERN && P->tok->kind == CK_TK_STRING)
                P->tok++;   /* extern "C" on a single declaration inside a declspec */
              continue;
            case CK_KW_AUTO:
              P->tok++;
              is_auto = TRUE;
              continue;
            case CK_KW_THREAD_LOCAL: case CK_KW_GNU_THREAD: case CK_KW_THREAD_LOCAL_CXX:
              ck_parse_thread_local_spec (P, attr, t, attr == &dummy);
              P->tok++;
              continue;
            case CK_KW_INLINE: case CK_KW_FORCEINLINE: case CK_KW_NOINLINE:
              attr->is_inline = TRUE;
              P->tok++;
              continue;
            case CK_KW_NORETURN:
              attr->noreturn = TRUE;
              P->tok++;
              continue;
            case CK_KW_CONSTEXPR:
              attr->is_constexpr = TRUE;
              is_const = constexpr_seen = TRUE;
              P->tok++;
              continue;
            case CK_KW_EXTENSION:
              P->tok++;
              continue;
            case CK_KW_CONST: is_const = explicit_const = TRUE; P->tok++; continue;
            case CK_KW_VOLATILE: is_volatile = TRUE; P->tok++; continue;
            case CK_KW_RESTRICT: case CK_KW_RESTRICT_CUDA: is_restrict = TRUE; P->tok++; continue;
            case CK_KW_GLOBAL: case CK_KW_DEVICE: case CK_KW_SHARED: case CK_KW_CONSTANT:
            case CK_KW_MANAGED:
              if (P->is_c)
                {
                  /* gcc compiles a .c file: cuda_runtime.h's host_defines.h makes these
                     qualifiers nothing for it, so the function or variable is host code */
                  P->tok++;
                  continue;
                }
              attr->kw_global |= t->kw == CK_KW_GLOBAL;
              attr->kw_device |= t->kw == CK_KW_DEVICE;
              attr->kw_shared |= t->kw == CK_KW_SHARED;
              attr->kw_constant |= t->kw == CK_KW_CONSTANT;
              attr->kw_managed |= t->kw == CK_KW_MANAGED;
              P->tok++;
              continue;
            case CK_KW_HOST: attr->kw_host = TRUE; P->tok++; continue;
            case CK_KW_ATOMIC:
              if (P->is_c)
                {
                  /* C11 6.7.3 _Atomic T and 6.7.2.4 _Atomic ( type-name ) */
                  P->tok++;
                  atomic_tok = t;
                  if (is_punct (P, CK_P_LPAREN))
                    {
                      if (counter)
                        syntax_error (P, t, "two or more data types in declaration specifiers");
                      CkToken *open = P->tok++;
                      ty = ck_parse_atomic_type (P, type_name (P), t);
                      expect_close (P, CK_P_RPAREN, open);
                      counter += T_OTHER;
                    }
                  continue;
                }
              /* reported once; the declaration goes on without the specifier, so that its
                 names stay declared and their uses raise no second error (the build fails) */
              if (tok_is_punct (&t[1], CK_P_LPAREN))
                unsupported (P, t, "_Atomic");   /* _Atomic (type-name): unwinds */
              unsupported_here (P, t, "_Atomic");
              P->tok++;
              continue;
            case CK_KW_COMPLEX:
              /* C11 6.7.2p2: float _Complex, double _Complex, in any order with the real
                 type's specifiers; applied at [done] */
              if (!P->is_c)
                {
                  /* reported once; the declaration goes on without the specifier, so that its
                     names stay declared (the build fails) */
                  unsupported_here (P, t, "_Complex in C++ and CUDA files (complex types exist "
                                          "in .c files)");
                  P->tok++;
                  continue;
                }
              if (complex_tok)
                syntax_error (P, t, "duplicate '_Complex'");
              complex_tok = t;
              P->tok++;
              continue;
            case CK_KW_CLASS:
              {
                /* reported once, then read as a struct (silently skipping what it holds that
                   is unsupported) so that its name and data members stay declared */
                if (counter)
                  syntax_error (P, t, "two or more data types in declaration specifiers");
                P->class_key = TRUE;   /* a struct whose members are private by default */
                ty = struct_union_decl (P, attr);
                counter += T_OTHER;
                continue;
              }
            case CK_KW_VIRTUAL:
              if (P->is_c)
                break;
              P->tok++;   /* of a member function: class.c read it */
              continue;
            case CK_KW_TYPENAME:
              /* `typename T::x`, `typename Outer<T>::x`: the names are read as usual */
              if (counter)
                syntax_error (P, t, "two or more data types in declaration specifiers");
              P->tok++;
              if (P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_COLONCOLON)
                  && !lookup_namespace (P, P->tok->text))
                {
                  /* `typename T::type` with T a type parameter */
                  CkSym *s = lookup_sym (P, P->tok->text);
                  if (!s || !s->typedef_type)
                    syntax_error (P, P->tok, "'%s' does not name a type", P->tok->text);
                  P->tok++;
                  ty = ck_template_member_type (P, s->typedef_type);
                  counter += T_OTHER;
                  continue;
                }
              if (!is_typename (P, P->tok))
                syntax_error (P, P->tok, "expected a qualified type name after 'typename'");
              continue;
            case CK_KW_DECLTYPE:
              {
                /* decltype "(" expression ")" | decltype "(" auto ")" ([dcl.type.decltype]) */
                if (counter)
                  syntax_error (P, t, "two or more data types in declaration specifiers");
                P->tok++;
                const CkToken *open = P->tok;
                expect (P, CK_P_LPAREN);
                if (is_kw (P, CK_KW_AUTO) && tok_is_punct (&P->tok[1], CK_P_RPAREN))
                  {
                    P->tok += 2;
                    if (attr != &dummy)
                      {
                        is_auto = TRUE;   /* deduced from the initializer as decltype does */
                        attr->decltype_auto = TRUE;
                        continue;
                      }
                    ck_parse_error (P, ck_parse_tok_loc (t), t->len, "'decltype(auto)' not allowed in this context");
                    ty = P->ty_err;
                  }
                else
                  {
                    const CkToken *first = P->tok;
                    int errors = P->sink->n_errors;
                    CkNode *e = expr (P);
                    expect_close (P, CK_P_RPAREN, open);
                    ty = decltype_of (P, e, !tok_is_punct (first, CK_P_LPAREN));
                    if (P->tmpl_pattern && P->sink->n_errors > errors)
                      {
                        /* a dependent operand the placeholders cannot type (a call of a
                           template with them as explicit arguments): an opaque type here;
                           the deduced arguments' substitution decides (template.c) */
                        P->sink->n_errors = errors;
                        P->pattern_dependent = TRUE;
                        ty = ck_type_copy (ck_ty_int);
                        ty->origin = NULL;
                        ty->kind = CK_TY_STRUCT;
                        ty->tag = "decltype(...)";
                        ty->size = -1;
                        ty->is_complete = FALSE;
                      }
                  }
                counter += T_OTHER;
                continue;
              }
            case CK_KW_STRUCT: case CK_KW_UNION: case CK_KW_ENUM: case CK_KW_TYPEOF:
              if (counter)
                syntax_error (P, t, "two or more data types in declaration specifiers");
              if (t->kw == CK_KW_ENUM)
                ty = enum_specifier (P);
              else if (t->kw == CK_KW_TYPEOF)
                {
                  P->tok++;
                  const CkToken *open = P->tok;
                  expect (P, CK_P_LPAREN);
                  if (is_typename (P, P->tok))
                    ty = type_name (P);
                  else
                    ty = expr (P)->type;
                  expect_close (P, CK_P_RPAREN, open);
                }
              else
                ty = struct_union_decl (P, attr);
              counter += T_OTHER;
              continue;
            case CK_KW_VOID: counter += T_VOID; break;
            case CK_KW_BOOL: case CK_KW_BOOL_C: counter += T_BOOL; break;
            case CK_KW_CHAR: counter += T_CHAR; break;
            case CK_KW_SHORT: counter += T_SHORT; break;
            case CK_KW_INT: counter += T_INT; break;
            case CK_KW_LONG: counter += T_LONG; break;
            case CK_KW_FLOAT: counter += T_FLOAT; break;
            case CK_KW_DOUBLE: counter += T_DOUBLE; break;
            case CK_KW_SIGNED: counter |= T_SIGNED; break;
            case CK_KW_UNSIGNED: counter |= T_UNSIGNED; break;
            default:
              goto done;
            }
          P->tok++;
          switch (counter)
            {
            case T_VOID: ty = ck_ty_void; break;
            case T_BOOL: ty = ck_ty_bool; break;
            case T_CHAR: ty = ck_ty_char; break;
            case T_SIGNED + T_CHAR: ty = ck_ty_schar; break;
            case T_UNSIGNED + T_CHAR: ty = ck_ty_uchar; break;
            case T_SHORT: case T_SHORT + T_INT: case T_SIGNED + T_SHORT:
            case T_SIGNED + T_SHORT + T_INT:
              ty = ck_ty_short; break;
            case T_UNSIGNED + T_SHORT: case T_UNSIGNED + T_SHORT + T_INT:
              ty = ck_ty_ushort; break;
            case T_INT: case T_SIGNED: case T_SIGNED + T_INT:
              ty = ck_ty_int; break;
            case T_UNSIGNED: case T_UNSIGNED + T_INT:
              ty = ck_ty_uint; break;
            case T_LONG: case T_LONG + T_INT: case T_SIGNED + T_LONG: case T_SIGNED + T_LONG + T_INT:
              ty = ck_ty_long; break;
            case T_LONG + T_LONG: case T_LONG + T_LONG + T_INT: case T_SIGNED + T_LONG + T_LONG:
            case T_SIGNED + T_LONG + T_LONG + T_INT:
              ty = ck_ty_llong; break;
            case T_UNSIGNED + T_LONG: case T_UNSIGNED + T_LONG + T_INT:
              ty = ck_ty_ulong; break;
            case T_UNSIGNED + T_LONG + T_LONG: case T_UNSIGNED + T_LONG + T_LONG + T_INT:
              ty = ck_ty_ullong; break;
            case T_FLOAT: ty = ck_ty_float; break;
            case T_DOUBLE: ty = ck_ty_double; break;
            case T_LONG + T_DOUBLE: ty = ck_ty_ldouble; break;
            default:
              syntax_error (P, t, "invalid combination of type specifiers");
            }
          continue;
        }
      if (t->kind == CK_TK_IDENT && counter == 0 && is_typename (P, t))
        {
          gboolean q;
          CkSym *s = qualified_lookup (P, &q);
          if (!q)
            {
              s = lookup_sym (P, t->text);
              P->tok++;
            }
          ty = s->tmpl ? ck_template_type (P, s, t) : s->typedef_type;
          if (!s->tmpl && is_punct (P, CK_P_COLONCOLON))
            ty = ck_template_member_type (P, ty);   /* `typename T::value_type` */
          counter += T_OTHER;
          continue;
        }
      break;
    }
done:
  if (complex_tok)
    {
      /* gcc: a plain _Complex is double _Complex; long double _Complex and GNU's complex
         integer types are not modelled */
      if (counter == 0)
        counter = T_DOUBLE;
      if (counter == T_FLOAT || counter == T_DOUBLE)
        ty = ck_type_complex_of (counter == T_FLOAT ? ck_ty_float : ck_ty_double);
      else if (counter == T_LONG + T_DOUBLE)
        unsupported_here (P, complex_tok, "long double _Complex");
      else if ((counter & ~(T_SIGNED | T_UNSIGNED)) < T_OTHER && !(counter & (T_VOID | T_BOOL)))
        unsupported_here (P, complex_tok, "_Complex of an integer type (a GNU extension)");
      else
        syntax_error (P, complex_tok, "two or more data types in declaration specifiers");
    }
  if (counter == 0)
    {
      if (is_auto && attr != &dummy)
        {
          ty = NULL;   /* C++11 auto: deduced from the initializer */
          attr->implicit_int = FALSE;
          attr->auto_const = is_const;
          attr->auto_volatile = is_volatile;
          return NULL;
        }
      /* implicit int: `static x;` or, at file scope, `f(void) { ... }` */
      gboolean implicit_fn = P->tok == start && attr != &dummy && !P->fn
                             && P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_LPAREN);
      if ((P->tok == start && !implicit_fn)
          || (P->tok->kind != CK_TK_IDENT && !is_punct (P, CK_P_STAR) && !is_punct (P, CK_P_LPAREN)))
        syntax_error (P, P->tok, "expected a type specifier before %s", tok_desc (P->tok));
      else if (!P->is_c)
        {
          /* C++ has no implicit int (nvcc: explicit type is missing ("int" assumed)); g++'s
             words. The declaration goes on as int, so that its uses bring no more errors. */
          if (P->tok->kind == CK_TK_IDENT && !tok_is_punct (&P->tok[1], CK_P_LPAREN))
            ck_parse_error (P, ck_parse_tok_loc (P->tok), P->tok->len, "'%s' does not name a type",
                            P->tok->text);
          else if (P->tok->kind == CK_TK_IDENT)
            ck_parse_error (P, ck_parse_tok_loc (P->tok), P->tok->len,
                            "ISO C++ forbids declaration of '%s' with no type", P->tok->text);
          else
            ck_parse_error (P, ck_parse_tok_loc (P->tok), P->tok->len,
                            "ISO C++ forbids declaration with no type");
          return qualified (ty, is_const, is_volatile, is_restrict);
        }
      attr->implicit_int = TRUE;
    }
  CkType *q = qualified (ty, is_const, is_volatile, is_restrict);
  if (constexpr_seen && !explicit_const && q != ty)
    P->constexpr_const = q;   /* const for an object; a function's result is not (func_params) */
  return ck_parse_atomic_qualified (P, q, atomic_tok);
}

/* ---------------------------------------------------------------- declarators */

/* pointers = (("*" | "&") (type-qualifier | attribute)*)* */
static CkType *
pointers (CkParser *P, CkType *ty)
{
  gboolean own_ref = FALSE;   /* a reference written in this declarator: `int & &` is an error */
  for (;;)
    {
      if (consume_punct (P, CK_P_STAR))
        {
          ty = ck_type_pointer_to (ty);
          gboolean c = FALSE, v = FALSE, r = FALSE;
          CkToken *atomic_tok = NULL;   /* C: `T *_Atomic p`, an atomic pointer */
          for (;;)
            {
              if (consume_kw (P, CK_KW_CONST)) c = TRUE;
              else if (consume_kw (P, CK_KW_VOLATILE)) v = TRUE;
              else if (consume_kw (P, CK_KW_RESTRICT) || consume_kw (P, CK_KW_RESTRICT_CUDA)) r = TRUE;
              else if (P->is_c && P->tok->kind == CK_TK_KEYWORD && P->tok->kw == CK_KW_ATOMIC)
                atomic_tok = P->tok++;
              else if (!attribute (P, NULL))
                break;
            }
          ty = ck_parse_atomic_qualified (P, qualified (ty, c, v, r), atomic_tok);
          continue;
        }
      if (is_punct (P, CK_P_AMP) || is_punct (P, CK_P_ANDAND))
        {
          gboolean rvalue = is_punct (P, CK_P_ANDAND);
          if (ty->is_reference && own_ref)
            syntax_error (P, P->tok, "cannot declare reference to '%s'", ck_parse_type_str (ty));
          P->tok++;
          if (ty->is_reference)
            {
              /* a reference to a reference formed through a typedef, an alias or a template
                 parameter collapses ([dcl.ref]p6): `&& &&` is `&&`, any `&` makes `&` */
              own_ref = TRUE;
              if (ty->is_rvalue_ref && !rvalue)
                ty = ty->base;
              else
                continue;
            }
          own_ref = TRUE;
          ty = ck_type_pointer_to (ty);
          ty->is_reference = TRUE;
          ty->is_rvalue_ref = rvalue;
          while (consume_kw (P, CK_KW_RESTRICT_CUDA) || consume_kw (P, CK_KW_RESTRICT)
                 || attribute (P, NULL))
            ;
          continue;
        }
      return ty;
    }
}

static CkType *type_suffix (CkParser *P, CkType *ty, Declarator *d);

/* Before `operator@` is reported: marks the structs of its result and of its parameters
 * (found ahead, up to the parameter list's ')') so that the operators applied to them are not
 * reported again. */
static void
mark_operator_operands (CkParser *P, CkType *ret)
{
  CkType *r = ck_sema_strip (ret->kind == CK_TY_PTR ? ret->base : ret);
  if (r->kind == CK_TY_STRUCT || r->kind == CK_TY_UNION)
    {
      while (r->origin)
        r = r->origin;
      r->has_unsupported = TRUE;
    }
  int depth = 0;
  for (const CkToken *t = P->tok; t->kind != CK_TK_EOF; t++)
    {
      if (tok_is_punct (t, CK_P_SEMI) || tok_is_punct (t, CK_P_LBRACE))
        break;
      if (tok_is_punct (t, CK_P_LPAREN))
        depth++;
      else if (tok_is_punct (t, CK_P_RPAREN) && --depth <= 0)
        break;
      else if (t->kind == CK_TK_IDENT)
        {
          CkSym *s = lookup_sym (P, t->text);
          CkType *st = s ? s->typedef_type : NULL;
          if (st && (st->kind == CK_TY_STRUCT || st->kind == CK_TY_UNION))
            {
              while (st->origin)
                st = st->origin;
              st->has_unsupported = TRUE;
            }
        }
    }
}

static CkObj *new_obj (CkParser *P, const char *name, CkType *ty, CkSrcLoc loc);
static gboolean pragma_pack (CkParser *P);
static gboolean is_variably_modified (const CkType *t);

/* func-params = ("void" | param ("," param)* ("," "...")?)? ")"
 * param = declspec declarator? ("=" assign)?
 * kr-params = ident ("," ident)* ")"    (K&R definition: types follow the declarator) */
/* [t] without the const that `constexpr` gave its specifiers (P->constexpr_const): constexpr
 * makes an object const, not a function's result (`constexpr T &&move(T &&)` returns T &&) */
static CkType *
constexpr_unconst (CkParser *P, CkType *t)
{
  if (!P->constexpr_const)
    return t;
  if (t == P->constexpr_const)
    {
      CkType *u = ck_type_copy (t);
      u->is_const = FALSE;
      return u;
    }
  if (t->kind != CK_TY_PTR)
    return t;
  CkType *b = constexpr_unconst (P, t->base);
  if (b == t->base)
    return t;
  CkType *c = ck_type_copy (t);
  c->base = b;
  return c;
}

static CkType *
func_params (CkParser *P, CkType *ret, const CkToken *open)
{
  CkType *ft = ck_type_func (constexpr_unconst (P, ret));
  if (is_kw (P, CK_KW_VOID) && tok_is_punct (&P->tok[1], CK_P_RPAREN))
    {
      P->tok += 2;
      return ft;
    }
  if (consume_punct (P, CK_P_RPAREN))
    {
      /* C++: () is (void); C: no prototype, the arguments of a call are not checked (C11
       * 6.7.6.3p14) */
      ft->is_oldstyle = P->is_c;
      return ft;
    }
  CkParam head = { 0 }, *cur = &head;
  /* K&R identifier list */
  if (P->tok->kind == CK_TK_IDENT && !is_typename (P, P->tok))
    {
      /* C++ has no identifier lists: g++ reads `int f(a, b)` as a variable initialised with
         (a, b) and says so at the first name; one error and a note say what was meant, and the
         list is read as in C so that the declarations and body after it bring no more. */
      if (!P->is_c)
        {
          ck_parse_error (P, ck_parse_tok_loc (P->tok), P->tok->len,
                          "'%s' was not declared in this scope", P->tok->text);
          ck_parse_note (P, ck_parse_tok_loc (P->tok), P->tok->len,
                         "an identifier list (an old-style, K&R parameter list) is C, not C++");
        }
      ft->is_oldstyle = TRUE;
      for (;;)
        {
          CkParam *p = ck_new (CkParam);
          p->loc = cur_loc (P);
          p->name = expect_ident (P);
          p->type = ck_ty_int;
          cur = cur->next = p;
          ft->n_params++;
          if (!consume_punct (P, CK_P_COMMA))
            break;
        }
      expect_close (P, CK_P_RPAREN, open);
      ft->params = head.next;
      return ft;
    }
  gboolean seen_default = FALSE;
  /* C11 6.2.1p4: a parameter is in scope from its declarator on, for the array bounds of the
     parameters after it (`void f (int n, float a[n][n])`): a prototype scope of its own */
  gboolean proto_scope = P->is_c;
  if (proto_scope)
    {
      enter_scope (P);
      P->in_prototype++;
    }
  for (;;)
    {
      if (consume_punct (P, CK_P_ELLIPSIS))
        {
          ft->is_variadic = TRUE;
          break;
        }
      CkDeclAttr attr = { 0 };
      CkToken *start = P->tok;
      CkType *base = declspec (P, &attr);
      CkType *auto_ph = NULL;
      if (!base && !P->lambda_auto)
        unsupported (P, start, "'auto' parameters");
      if (!base)
        base = auto_ph = ck_type_copy (ck_ty_int);   /* a generic lambda's (class.c) */
      if (ck_template_is_pack_type (base))
        {
          /* a function parameter pack `const Ts &... args`: one parameter per element */
          CkType *pt = pointers (P, base);
          if (!consume_punct (P, CK_P_ELLIPSIS))
            syntax_error (P, P->tok, "parameter packs not expanded with '...'");
          const char *pname = NULL;
          CkSrcLoc ploc = cur_loc (P);
          if (P->tok->kind == CK_TK_IDENT)
            pname = (P->tok++)->text;
          cur = ck_template_pack_params (P, pt, pname, ploc, cur, &ft->n_params);
          if (!consume_punct (P, CK_P_COMMA))
            break;
          continue;
        }
      Declarator d = { 0 };
      CkType *t = declarator (P, base, &d);
      attributes (P, NULL);
      if (auto_ph && is_punct (P, CK_P_ELLIPSIS) && !d.name)
        {
          /* a variadic generic lambda's pack `auto... xs` (C++14): while the lambda is read it
             makes the lambda variadic; an instance has one parameter per remaining argument
             of the call, deduced as an `auto` one, which the pack's name stands for */
          P->tok++;
          const char *pname = P->tok->kind == CK_TK_IDENT ? (P->tok++)->text : NULL;
          if (P->lambda_auto == 1)
            {
              (void) ck_class_lambda_auto_param (P, t, auto_ph, attr.auto_const, ft->n_params, start);
              P->lambda_variadic = TRUE;
            }
          else
            {
              int k = P->n_lambda_args - ft->n_params;
              const char **names = ck_new_n (const char *, MAX (k, 0) + 1);
              for (int i = 0; i < k; i++)
                {
                  CkParam *p = ck_new (CkParam);
                  p->name = names[i] = ck_strdup_printf ("%s#%d", pname ? pname : "", i);
                  p->type = ck_class_lambda_auto_param (P, t, auto_ph, attr.auto_const, ft->n_params, start);
                  p->loc = ck_parse_tok_loc (start);
                  cur = cur->next = p;
                  ft->n_params++;
                }
              if (pname)
                ck_template_lambda_pack (P, pname, names, MAX (k, 0));
            }
          if (!is_punct (P, CK_P_RPAREN))
            syntax_error (P, P->tok, "expected ')' after a parameter pack");
          break;
        }
      if (auto_ph)
        t = ck_class_lambda_auto_param (P, t, auto_ph, attr.auto_const, ft->n_params, start);
      if (t->kind == CK_TY_VOID)
        syntax_error (P, start, "parameter %d has incomplete type 'void'", ft->n_params + 1);
      if (t->kind == CK_TY_ARRAY)
        {
          CkType *pt = ck_type_pointer_to (t->base);
          t = qualified (pt, t->is_const, t->is_volatile, t->is_restrict);
        }
      else if (t->kind == CK_TY_FUNC)
        t = ck_type_pointer_to (t);
      CkParam *p = ck_new (CkParam);
      p->name = d.name;
      p->type = t;
      p->loc = d.name ? d.loc : ck_parse_tok_loc (start);
      if (consume_punct (P, CK_P_ASSIGN))
        {
          CkNode *e = assign (P);
          p->default_arg = ck_sema_convert (P, e, t, "default argument");
          seen_default = TRUE;
        }
      else if (seen_default)
        ck_parse_error (P, p->loc, 1, "default argument missing for parameter %d", ft->n_params + 1);
      if (proto_scope && d.name)
        {
          p->obj = new_obj (P, d.name, t, p->loc);
          p->obj->is_local = TRUE;
          p->obj->is_param = TRUE;
          if (!lookup_sym_here (P, d.name))
            declare_sym (P, d.name)->obj = p->obj;
        }
      cur = cur->next = p;
      ft->n_params++;
      if (!consume_punct (P, CK_P_COMMA))
        break;
    }
  if (proto_scope)
    {
      P->in_prototype--;
      leave_scope (P);
    }
  expect_close (P, CK_P_RPAREN, open);
  ft->params = head.next;
  return ft;
}

/* array-dims = "[" ("static" | type-qualifier)* assign? "]" type-suffix */
static CkType *
array_dims (CkParser *P, CkType *ty, Declarator *d)
{
  const CkToken *open = P->tok;
  P->tok++;
  while (consume_kw (P, CK_KW_STATIC) || consume_kw (P, CK_KW_CONST) || consume_kw (P, CK_KW_RESTRICT)
         || consume_kw (P, CK_KW_VOLATILE))
    ;
  if (consume_punct (P, CK_P_RBRACKET))
    {
      ty = type_suffix (P, ty, d);
      if (ty->size < 0 && ty->kind == CK_TY_ARRAY && !ty->vla_len)
        ck_parse_error (P, ck_parse_tok_loc (open), 1, "array type has incomplete element type");
      return ck_type_array_of (ty, -1);
    }
  if (is_punct (P, CK_P_STAR) && tok_is_punct (&P->tok[1], CK_P_RBRACKET))
    {
      /* C11 6.7.6.2p4: `[*]`, a VLA of unspecified size, in a prototype that is not a
         definition; its length is never evaluated */
      CkToken *star = P->tok;
      P->tok += 2;
      ty = type_suffix (P, ty, d);
      if (!P->in_prototype)
        {
          ck_parse_error (P, ck_parse_tok_loc (star), 1,
                          "'[*]' not allowed in other than function prototype scope");
          return ck_type_array_of (ty, 1);
        }
      CkType *t = ck_type_array_of (ty, -1);
      t->size = -1;
      t->vla_len = ck_sema_int_lit (1, ck_ty_ulong, ck_parse_tok_loc (star));
      return t;
    }
  CkToken *et = P->tok;
  CkNode *len = conditional (P);
  expect_close (P, CK_P_RBRACKET, open);
  ty = type_suffix (P, ty, d);
  if (ty->kind == CK_TY_FUNC)
    syntax_error (P, open, "declaration of array of functions");
  if (ty->is_reference)
    syntax_error (P, open, "declaration of array of references");
  if (!ck_type_is_integer (len->type) && len->type != P->ty_err)
    {
      ck_parse_error (P, ck_parse_tok_loc (et), tok_len (et), "size of array has non-integer type '%s'",
                      ck_parse_type_str (len->type));
      return ck_type_array_of (ty, 1);
    }
  gint64 n;
  if (len->type != P->ty_err && ck_sema_eval_int (len, &n) && !ty->vla_len)
    {
      if (n < 0)
        {
          ck_parse_error (P, ck_parse_tok_loc (et), tok_len (et), "size of array is negative");
          n = 1;
        }
      if (ty->size < 0 && !P->tmpl_pattern)   /* a template's signature being deduced: its
                                                 dependent `W<T>` stands incomplete */
        ck_parse_error (P, ck_parse_tok_loc (open), 1, "array type has incomplete element type '%s'",
                        ck_parse_type_str (ty));
      /* `char b[0x7fffffffffffffff][2]` overflowed ck_type_array_of's multiplication (found
       * with fuzz/fuzz-frontend.c; corpus/fuzz/array-too-large.cu) */
      else if (ty->size > 0 && n > CK_PARSE_MAX_OBJECT_SIZE / ty->size)
        {
          ck_parse_error (P, ck_parse_tok_loc (et), tok_len (et), "size of array is too large");
          n = 1;
        }
      return ck_type_array_of (ty, n);
    }
  if (len->type == P->ty_err)
    return ck_type_array_of (ty, 1);
  if (!P->fn && !P->in_prototype)
    {
      ck_parse_error (P, ck_parse_tok_loc (et), tok_len (et), "array bound is not an integer constant");
      return ck_type_array_of (ty, 1);
    }
  if (P->opts && P->opts->device_pass && P->fn && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)))
    {
      /* nvcc takes VLAs in host code (g++'s extension) only */
      ck_parse_error (P, ck_parse_tok_loc (et), tok_len (et),
                      "variable-length array in device code: the array bound is not a constant");
      return ck_type_array_of (ty, 1);
    }
  CkType *t = ck_type_array_of (ty, -1);
  t->size = -1;
  t->vla_len = ck_sema_cast (ck_sema_promote (P, len), ck_ty_ulong);
  return t;
}

/* Whether the parenthesised list whose first token [n] names a type can only be an expression
 * list: `A a(size_t(1) << 4)`, `A b(int(2) * 3)`, `A c(float{1})` ([dcl.ambig.res]p1: a
 * declaration where the tokens can be one, an initializer where they cannot). Looks at the
 * simple type name that starts the list and what follows it: a functional cast of a literal,
 * a braced list, or a parenthesised name followed by what no parameter declarator allows. */
static gboolean
typename_starts_expr (CkParser *P, const CkToken *n)
{
  const CkToken *save = P->tok;
  P->tok = (CkToken *) n;
  if (P->tok->kind == CK_TK_KEYWORD)
    while (P->tok->kind == CK_TK_KEYWORD
           && (P->tok->kw == CK_KW_UNSIGNED || P->tok->kw == CK_KW_SIGNED || P->tok->kw == CK_KW_INT
               || P->tok->kw == CK_KW_LONG || P->tok->kw == CK_KW_SHORT || P->tok->kw == CK_KW_CHAR
               || P->tok->kw == CK_KW_FLOAT || P->tok->kw == CK_KW_DOUBLE || P->tok->kw == CK_KW_BOOL))
      P->tok++;
  else
    {
      if (is_punct (P, CK_P_COLONCOLON))
        P->tok++;
      while (P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_COLONCOLON))
        P->tok += 2;
      if (P->tok->kind == CK_TK_IDENT)
        P->tok++;
      if (is_punct (P, CK_P_LT))
        skip_angle_brackets (P);
    }
  const CkToken *t = P->tok;
  P->tok = (CkToken *) save;
  if (t == n)
    return FALSE;
  if (tok_is_punct (t, CK_P_LBRACE))
    return TRUE;
  if (!tok_is_punct (t, CK_P_LPAREN))
    return FALSE;
  const CkToken *a = &t[1];
  if (a->kind == CK_TK_INT || a->kind == CK_TK_FLOAT || a->kind == CK_TK_CHAR || a->kind == CK_TK_STRING)
    return TRUE;
  if (a->kind == CK_TK_IDENT && tok_is_punct (&a[1], CK_P_RPAREN))
    {
      const CkToken *f = &a[2];
      return !(tok_is_punct (f, CK_P_COMMA) || tok_is_punct (f, CK_P_RPAREN) || tok_is_punct (f, CK_P_ASSIGN)
               || tok_is_punct (f, CK_P_LBRACKET) || tok_is_punct (f, CK_P_LPAREN));
    }
  return FALSE;
}

/* type-suffix = "(" func-params | "[" array-dims | ε */
static CkType *
type_suffix (CkParser *P, CkType *ty, Declarator *d)
{
  if (is_punct (P, CK_P_LPAREN))
    {
      /* `T x(args)`: a direct initializer, not a parameter list */
      const CkToken *n = &P->tok[1];
      if (d && d->allow_direct_init && !tok_is_punct (n, CK_P_RPAREN)
          && (!is_typename (P, n) || typename_starts_expr (P, n))
          && !tok_is_punct (n, CK_P_ELLIPSIS)
          && !(n->kind == CK_TK_IDENT && !lookup_sym (P, n->text) && !P->fn))
        return ty;
      const CkToken *open = P->tok;
      P->tok++;
      if (ty->kind == CK_TY_FUNC)
        syntax_error (P, open, "function returning a function");
      if (ty->kind == CK_TY_ARRAY)
        syntax_error (P, open, "function returning an array");
      CkType *ft = func_params (P, ty, open);
      while (!P->is_c && (is_kw (P, CK_KW_CONST) || is_kw (P, CK_KW_VOLATILE)))
        {
          P->method_const |= is_kw (P, CK_KW_CONST);   /* a const member function (class.c) */
          P->tok++;
        }
      while (consume_kw (P, CK_KW_CONST))
        unsupported (P, P->tok - 1, "member functions");
      if (consume_kw (P, CK_KW_NOEXCEPT))
        {
          /* noexcept-specifier = "noexcept" ("(" constant-expression ")")? */
          ft->is_noexcept = TRUE;
          if (is_punct (P, CK_P_LPAREN))
            {
              CkToken *po = P->tok++;
              ft->is_noexcept = const_expr (P, "noexcept specifier") != 0;
              expect_close (P, CK_P_RPAREN, po);
            }
        }
      if (!P->is_c && is_kw (P, CK_KW_THROW) && tok_is_punct (&P->tok[1], CK_P_LPAREN))
        {
          /* `throw()`: C++17 keeps the empty dynamic exception specification as a synonym of
             `noexcept(true)` ([except.spec], C++17 D.3); one with types is ill-formed */
          CkToken *kw = P->tok;
          P->tok++;
          if (tok_is_punct (&P->tok[1], CK_P_RPAREN))
            {
              P->tok += 2;
              ft->is_noexcept = TRUE;
            }
          else
            {
              ck_parse_error (P, ck_parse_tok_loc (kw), kw->len,
                              "ISO C++17 does not allow dynamic exception specifications");
              skip_balanced_parens (P);
            }
        }
      if (is_punct (P, CK_P_ARROW))
        {
          /* trailing-return-type = "->" type-id, after `auto` only */
          CkToken *arrow = P->tok++;
          /* the parameters are in scope in it (`-> decltype(a + b)`, [basic.scope.param]) */
          enter_scope (P);
          for (CkParam *q = ft->params; q; q = q->next)
            if (q->name && !lookup_sym_here (P, q->name))
              declare_sym (P, q->name)->obj = new_obj (P, q->name, q->type, q->loc);
          int form = -1;
          gboolean placeholder = is_kw (P, CK_KW_AUTO) || (is_kw (P, CK_KW_CONST) && tok_is_kw (&P->tok[1], CK_KW_AUTO))
                                 || (is_kw (P, CK_KW_DECLTYPE) && tok_is_kw (&P->tok[2], CK_KW_AUTO));
          CkType *rt = placeholder ? ck_parse_trailing_return (P, &form) : type_name (P);
          leave_scope (P);
          if (!rt)
            {
              /* `-> auto &`, `-> decltype(auto)`: the first return statement decides */
              rt = ck_ty_void;
              ft->is_deduced_ret = TRUE;
              ft->deduced_form = (CkDeducedForm) form;
            }
          if (!P->auto_ph || !is_auto_placeholder (ty, P->auto_ph))
            ck_parse_error (P, ck_parse_tok_loc (arrow), 2, "'%s' function with trailing return type "
                            "not declared with 'auto' type specifier", d && d->name ? d->name : "");
          else if (rt->kind == CK_TY_FUNC || rt->kind == CK_TY_ARRAY)
            ck_parse_error (P, ck_parse_tok_loc (arrow), 2, "function returning %s",
                            rt->kind == CK_TY_FUNC ? "a function" : "an array");
          else
            ft->base = rt;
        }
      return ft;
    }
  if (is_punct (P, CK_P_LBRACKET) && !tok_is_punct (&P->tok[1], CK_P_LBRACKET))
    return array_dims (P, ty, d);
  return ty;
}

/* The ')' that closes the '(' at [open], or NULL when a ';', '{', '}' or the end comes
 * first: a declarator's parentheses and brackets balance before any of those. */
static CkToken *
matching_paren (CkToken *open)
{
  int depth = 0;
  for (CkToken *t = open; t->kind != CK_TK_EOF; t++)
    {
      if (t->kind != CK_TK_PUNCT)
        continue;
      switch (t->punct)
        {
        case CK_P_LPAREN: case CK_P_LBRACKET:
          depth++;
          break;
        case CK_P_RPAREN: case CK_P_RBRACKET:
          if (--depth == 0)
            return t->punct == CK_P_RPAREN ? t : NULL;
          break;
        case CK_P_SEMI: case CK_P_LBRACE: case CK_P_RBRACE:
          return NULL;
        default:
          break;
        }
    }
  return NULL;
}

/* declarator = pointers ("(" declarator ")" | ident | ns "::" ident)? type-suffix */
static CkType *
declarator (CkParser *P, CkType *ty, Declarator *d)
{
  ty = pointers (P, ty);
  attributes (P, NULL);
  const CkToken *n1 = &P->tok[1];
  if (is_punct (P, CK_P_LPAREN)
      && (tok_is_punct (n1, CK_P_STAR) || tok_is_punct (n1, CK_P_AMP) || tok_is_punct (n1, CK_P_LPAREN)
          || (n1->kind == CK_TK_KEYWORD && n1->kw == CK_KW_ATTRIBUTE)
          || (n1->kind == CK_TK_IDENT && !is_typename (P, n1))
          || (!P->is_c && n1->kind == CK_TK_IDENT && tok_is_punct (&n1[1], CK_P_COLONCOLON)
              && tok_is_punct (&n1[2], CK_P_STAR))))
    {
      CkToken *start = P->tok;
      /* The suffix after the ')' applies first: skip the inner declarator, parse the suffix,
       * then come back. Parsing the inner declarator twice to skip it (once with a dummy
       * type) took 2^depth steps for `int ((((p))))` and reported its errors twice (found
       * with fuzz/fuzz-frontend.c; corpus/fuzz/nested-declarator.cu): skip to the matching
       * ')' instead, and only parse when the parentheses do not balance within the
       * declaration, to report that error where it was reported before. */
      CkToken *close = matching_paren (start);
      if (close)
        P->tok = close + 1;
      else
        {
          CkType dummy = { .kind = CK_TY_INT, .size = 4, .align = 4 };
          Declarator dd = { 0 };
          P->tok++;
          declarator (P, &dummy, &dd);
          expect_close (P, CK_P_RPAREN, start);
        }
      Declarator outer = { 0 };
      ty = type_suffix (P, ty, &outer);
      CkToken *end = P->tok;
      P->tok = start + 1;
      Declarator inner = *d;
      inner.allow_direct_init = FALSE;
      ty = declarator (P, ty, &inner);
      expect_close (P, CK_P_RPAREN, start);
      d->name = inner.name;
      d->name_tok = inner.name_tok;
      d->loc = inner.loc;
      P->tok = end;
      return ty;
    }
  if (!P->is_c && P->tok->kind == CK_TK_IDENT && (tok_is_punct (&P->tok[1], CK_P_COLONCOLON)
                                                  || (tok_is_punct (&P->tok[1], CK_P_LT) && P->inst)))
    {
      /* `C::name`: a member of class C defined outside it (class.c); `Vec<T>::name` in an
         instance of class template Vec (template.c) */
      CkToken *qt = P->tok;
      CkClass *qc = ck_class_qualifier (P);
      if (qc && is_punct (P, CK_P_STAR))
        {
          /* `T C::*name`: a pointer to a member of C (class.c) */
          P->tok++;
          gboolean c = FALSE, v = FALSE;
          for (;;)
            {
              if (consume_kw (P, CK_KW_CONST)) c = TRUE;
              else if (consume_kw (P, CK_KW_VOLATILE)) v = TRUE;
              else break;
            }
          if (ty->kind == CK_TY_FUNC && P->method_const)
            {
              ty = ck_type_copy (ty);   /* `int (C::*)() const`: to a const member function */
              ty->is_const = TRUE;
              P->method_const = FALSE;
            }
          CkType *mp = ck_class_member_ptr_type (qc, ty);
          if (c || v)
            mp = qualified (mp, c, v, FALSE);
          return declarator (P, mp, d);
        }
      if (qc)
        {
          P->decl_class = qc;
          d->name_tok = P->tok;
          d->loc = cur_loc (P);
          if (is_kw (P, CK_KW_OPERATOR))
            {
              CkType *conv;
              d->name = ck_class_operator_name (P, &conv);
            }
          else
            d->name = expect_ident (P);
          /* the parameters are read in the class's scope (C++ [basic.lookup.unqual]p8) */
          CkScope *saved = P->scope;
          P->scope = ck_class_lookup_scope (qc, P->scope);
          CkType *r = type_suffix (P, ty, d);
          P->scope = saved;
          return r;
        }
      P->tok = qt;
    }
  if (is_kw (P, CK_KW_OPERATOR) && !P->is_c)
    {
      d->name_tok = P->tok;
      d->loc = cur_loc (P);
      CkType *conv;
      d->name = ck_class_operator_name (P, &conv);
      if (d->is_top || P->tmpl_pattern)
        ck_template_rename (P, &d->name);   /* an operator function template's instance */
      return type_suffix (P, ty, d);
    }
  if (is_kw (P, CK_KW_OPERATOR))
    {
      /* the operands' structs: their uses with operators are not reported again */
      mark_operator_operands (P, ty);
      unsupported (P, P->tok, "operator overloading");
    }
  if (P->tok->kind == CK_TK_IDENT)
    {
      d->name_tok = P->tok;
      d->loc = cur_loc (P);
      d->name = P->tok->text;
      P->tok++;
      if (d->is_top || P->tmpl_pattern)
        ck_template_rename (P, &d->name);   /* the name of a function template's instance */
      if (is_punct (P, CK_P_COLONCOLON))
        {
          CkSym *s = lookup_sym (P, d->name);
          if (s && (s->poisoned || (s->typedef_type && (s->typedef_type == P->ty_err
                                                        || ck_sema_has_unsupported (s->typedef_type)))))
            silent_unwind (P);   /* `int S::count = 0;` after its member was reported */
          unsupported (P, P->tok, "qualified declarator names");
        }
      if (d->is_top)
        P->decl_name = d->name;
    }
  return type_suffix (P, ty, d);
}

static CkType *
abstract_declarator (CkParser *P, CkType *ty)
{
  Declarator d = { 0 };
  CkToken *t = P->tok;
  ty = declarator (P, ty, &d);
  if (d.name)
    syntax_error (P, t, "unexpected identifier '%s' in type name", d.name);
  return ty;
}

/* type-name = declspec abstract-declarator */
static CkType *
type_name (CkParser *P)
{
  CkToken *t = P->tok;
  CkType *ty = declspec (P, NULL);
  if (!ty)
    unsupported (P, t, "'auto' here");
  return abstract_declarator (P, ty);
}

/* ---------------------------------------------------------------- error recovery */

/* Skips the rest of a statement or declaration after a syntax error: through the next ';' at
 * this level, or through a brace block that ends the construct, or up to the '}' that closes the
 * enclosing block. */
static void
skip_to_recovery (CkParser *P)
{
  int depth = 0;
  for (;;)
    {
      if (P->tok->kind == CK_TK_EOF)
        return;
      if (is_punct (P, CK_P_LBRACE))
        depth++;
      else if (is_punct (P, CK_P_RBRACE))
        {
          if (depth == 0)
            return;
          if (--depth == 0)
            {
              P->tok++;
              if (is_punct (P, CK_P_RPAREN) || is_punct (P, CK_P_COMMA) || is_kw (P, CK_KW_CATCH)
                  || is_kw (P, CK_KW_ELSE))
                continue;
              consume_punct (P, CK_P_SEMI);
              return;
            }
        }
      else if (is_punct (P, CK_P_SEMI) && depth == 0)
        {
          P->tok++;
          return;
        }
      P->tok++;
    }
}


/* ---------------------------------------------------------------- initializers */

/* An initializer as written, before flattening: a tree that mirrors the object's type. */
typedef struct Init Init;
struct Init {
  CkType *ty;
  CkSrcLoc loc;
  CkNode *expr;          /* a scalar, a whole struct, or a string literal for a char array */
  Init **children;       /* array elements or struct members, in order */
  int n_children;
  gboolean is_flexible;  /* array of unknown length: grows as elements are written */
  CkMember *union_mem;   /* union: the member initialised */
  gboolean is_list;      /* C++: within a braced list, where a narrowing conversion is an error
                            ([dcl.init.list]p7) */
  CkNode *tail;          /* C++ aggregate: the call that initialises the members from index
                            [tail_from] on, which the list leaves out (ck_class_dmi_tail) */
  int tail_from;
};

/* Whether an initializer of [ty] has elements (C11 6.7.9): an array, a struct or a union, but
 * not a complex number, which is a scalar however it is laid out. */
static gboolean
is_aggregate_init (const CkType *ty)
{
  return ty->kind == CK_TY_ARRAY || ty->kind == CK_TY_UNION
         || (ty->kind == CK_TY_STRUCT && !ck_type_is_complex (ty));
}

static Init *
new_init (CkParser *P, CkType *ty, gboolean is_flexible)
{
  Init *in = ck_new (Init);
  in->ty = ty;
  if (ty->kind == CK_TY_ARRAY)
    {
      if (is_flexible && ty->array_len < 0)
        {
          in->is_flexible = TRUE;
          return in;
        }
      if (ty->vla_len)
        return in;
      in->n_children = (int) MAX (ty->array_len, 0);
      in->children = ck_new_n (Init *, in->n_children + 1);
      for (int i = 0; i < in->n_children; i++)
        in->children[i] = new_init (P, ty->base, FALSE);
      return in;
    }
  if ((ty->kind == CK_TY_STRUCT && !ck_type_is_complex (ty)) || ty->kind == CK_TY_UNION)
    {
      int n = 0;
      for (CkMember *m = ty->members; m; m = m->next)
        n++;
      in->n_children = n;
      in->children = ck_new_n (Init *, n + 1);
      int i = 0;
      for (CkMember *m = ty->members; m; m = m->next, i++)
        in->children[i] = new_init (P, m->type, FALSE);
      return in;
    }
  return in;
}

static void
init_grow (CkParser *P, Init *in, int n)
{
  if (n <= in->n_children)
    return;
  Init **c = ck_new_n (Init *, n + 1);
  for (int i = 0; i < in->n_children; i++)
    c[i] = in->children[i];
  for (int i = in->n_children; i < n; i++)
    {
      c[i] = new_init (P, in->ty->base, FALSE);
      c[i]->is_list = in->is_list;
    }
  in->children = c;
  in->n_children = n;
}

static void initializer2 (CkParser *P, Init *in);

/* [in] and what it holds are initialised from a braced list. */
static void
mark_list (Init *in)
{
  in->is_list = TRUE;
  for (int i = 0; i < in->n_children; i++)
    mark_list (in->children[i]);
}

static gboolean
is_string_init (CkParser *P, Init *in)
{
  return in->ty->kind == CK_TY_ARRAY && P->tok->kind == CK_TK_STRING
         && (in->ty->base->kind == CK_TY_CHAR || in->ty->base->kind == CK_TY_SCHAR
             || in->ty->base->kind == CK_TY_UCHAR || in->ty->base->size > 1);
}

static CkNode *string_literal (CkParser *P);

static void
string_initializer (CkParser *P, Init *in)
{
  CkNode *s = string_literal (P);
  gint64 n = (gint64) s->str_len / MAX (s->type->base->size, 1);
  if (in->is_flexible)
    {
      in->ty = ck_type_array_of (in->ty->base, n);
      in->is_flexible = FALSE;
    }
  else if (in->ty->array_len >= 0 && n - 1 > in->ty->array_len)
    ck_parse_error (P, s->loc, s->range_len, "initializer-string for array of chars is too long");
  in->expr = s;
  in->children = NULL;
  in->n_children = 0;
}

/* Skips an excess initializer (and reports it once). */
static void
excess (CkParser *P, gboolean *warned)
{
  if (!*warned)
    ck_parse_error (P, cur_loc (P), 1, "too many initializers");
  *warned = TRUE;
  if (is_punct (P, CK_P_LBRACE))
    {
      Init dummy = { .ty = ck_ty_int };
      const CkToken *open = P->tok;
      P->tok++;
      while (!consume_punct (P, CK_P_RBRACE))
        {
          if (P->tok->kind == CK_TK_EOF)
            expect_close (P, CK_P_RBRACE, open);
          assign (P);
          consume_punct (P, CK_P_COMMA);
        }
      (void) dummy;
    }
  else
    assign (P);
}

/* designation = ("[" const-expr "]" | "." ident)+ "="  — applied to [in], returns the sub-init */
static Init *
designation (CkParser *P, Init *in)
{
  while (is_punct (P, CK_P_LBRACKET) || is_punct (P, CK_P_DOT))
    {
      if (consume_punct (P, CK_P_LBRACKET))
        {
          if (in->ty->kind != CK_TY_ARRAY)
            syntax_error (P, P->tok - 1, "array index in non-array initializer");
          CkToken *t = P->tok;
          gint64 i = const_expr (P, "array designator");
          expect (P, CK_P_RBRACKET);
          if (in->is_flexible)
            init_grow (P, in, (int) i + 1);
          if (i < 0 || i >= in->n_children)
            syntax_error (P, t, "array index in initializer exceeds array bounds");
          in = in->children[i];
          continue;
        }
      P->tok++;
      if (in->ty->kind != CK_TY_STRUCT && in->ty->kind != CK_TY_UNION)
        syntax_error (P, P->tok - 1, "field name not in record or union initializer");
      CkToken *nt = P->tok;
      const char *name = expect_ident (P);
      for (;;)
        {
          int i = 0;
          CkMember *m = in->ty->members;
          for (; m; m = m->next, i++)
            if (m->name && strcmp (m->name, name) == 0)
              break;
          if (!m)
            {
              /* C11 6.7.2.1p13: a member of an anonymous struct or union is a member of the
                 enclosing one (`.f = 2.5f` for `union { int i; float f; };`) */
              i = 0;
              for (m = in->ty->members; m; m = m->next, i++)
                if (!m->name && (m->type->kind == CK_TY_STRUCT || m->type->kind == CK_TY_UNION)
                    && ck_sema_find_member (m->type, name, &(gint64) { 0 }))
                  break;
              if (!m)
                syntax_error (P, nt, "'%s' has no member named '%s'", ck_parse_type_str (in->ty), name);
              if (in->ty->kind == CK_TY_UNION)
                in->union_mem = m;
              in = in->children[i];
              continue;
            }
          if (in->ty->kind == CK_TY_UNION)
            in->union_mem = m;
          in = in->children[i];
          break;
        }
    }
  expect (P, CK_P_ASSIGN);
  return in;
}

/* The elements of a braced list being read into [in], at index [*idx]; [*warned]: "too many
 * initializers" was given */
typedef struct PosElem {
  Init *in;
  int *idx;
  gboolean *warned;
} PosElem;

/* One element of a braced list (or an element of a pack expansion in it) at P->tok that has no
 * designator: initialises [ctx]'s next subobject. */
static void
positional_elem (CkParser *P, void *ctx)
{
  PosElem *e = ctx;
  Init *in = e->in;
  int *idx = e->idx;
  gboolean *warned = e->warned;
  if (in->ty->kind == CK_TY_ARRAY)
    {
      if (in->is_flexible)
        init_grow (P, in, *idx + 1);
      if (*idx >= in->n_children)
        {
          excess (P, warned);
          (*idx)++;
          return;
        }
      initializer2 (P, in->children[(*idx)++]);
      return;
    }
  if (in->ty->kind == CK_TY_UNION)
    {
      if (*idx >= 1 || !in->ty->members)
        {
          excess (P, warned);
          (*idx)++;
          return;
        }
      in->union_mem = in->ty->members;
      initializer2 (P, in->children[0]);
      (*idx)++;
      return;
    }
  /* struct: skip unnamed bit-fields, the zero-width ones (`signed : 0;`) too (C11 6.7.9p9);
     an unnamed member of struct or union type is an anonymous struct, initialised */
  int i = 0;
  CkMember *m = in->ty->members;
  for (; m && i < *idx; m = m->next, i++)
    ;
  while (m && !m->name && m->type->kind != CK_TY_STRUCT && m->type->kind != CK_TY_UNION)
    {
      m = m->next;
      (*idx)++;
    }
  if (!m)
    {
      excess (P, warned);
      (*idx)++;
      return;
    }
  initializer2 (P, in->children[(*idx)++]);
}

/* Parses the elements of a braced list (or, with [braced] FALSE, as many as the aggregate
 * takes: brace elision) into the aggregate [in]. */
static void
aggregate_elements (CkParser *P, Init *in, gboolean braced)
{
  gboolean warned = FALSE;
  int idx = 0;
  gboolean first = TRUE;
  for (;;)
    {
      if (braced && is_punct (P, CK_P_RBRACE))
        return;
      if (!first)
        {
          if (!braced)
            {
              /* brace elision: continue only while the aggregate has room */
              if (!(is_punct (P, CK_P_COMMA)))
                return;
              if (in->ty->kind == CK_TY_ARRAY && !in->is_flexible && idx >= in->n_children)
                return;
              if (in->ty->kind != CK_TY_ARRAY && idx >= in->n_children)
                return;
              if (tok_is_punct (&P->tok[1], CK_P_RBRACE) || tok_is_punct (&P->tok[1], CK_P_DOT)
                  || tok_is_punct (&P->tok[1], CK_P_LBRACKET))
                return;
              P->tok++;
            }
          else
            {
              if (!consume_punct (P, CK_P_COMMA))
                return;
              if (is_punct (P, CK_P_RBRACE))
                return;
            }
        }
      first = FALSE;
      if (braced && (is_punct (P, CK_P_LBRACKET) || is_punct (P, CK_P_DOT)))
        {
          /* a designator restarts the position */
          CkToken *t = P->tok;
          if (is_punct (P, CK_P_LBRACKET) && in->ty->kind == CK_TY_ARRAY)
            {
              P->tok++;
              gint64 i = const_expr (P, "array designator");
              P->tok = t;
              idx = (int) i;
            }
          else if (is_punct (P, CK_P_DOT) && in->ty->kind != CK_TY_ARRAY)
            {
              const char *name = P->tok[1].text;
              int i = 0;
              for (CkMember *m = in->ty->members; m; m = m->next, i++)
                if (P->tok[1].kind == CK_TK_IDENT
                    && (m->name ? strcmp (m->name, name) == 0
                                : (m->type->kind == CK_TY_STRUCT || m->type->kind == CK_TY_UNION)
                                  && ck_sema_find_member (m->type, name, &(gint64) { 0 })))
                  idx = i;
            }
          Init *sub = designation (P, in);
          initializer2 (P, sub);
          idx++;
          continue;
        }
      if (braced && ck_template_expand_with (P, FALSE, positional_elem, &(PosElem) { in, &idx, &warned }))
        continue;   /* `{f(args)...}`: one element per element of the pack */
      positional_elem (P, &(PosElem) { in, &idx, &warned });
    }
}

/* Whether no element of [in] was given an initializer. */
static gboolean
init_is_empty (const Init *in)
{
  if (in->expr || in->union_mem)
    return FALSE;
  for (int i = 0; i < in->n_children; i++)
    if (in->children[i] && !init_is_empty (in->children[i]))
      return FALSE;
  return TRUE;
}

/* C++14 [dcl.init.aggr]p8: a member of an aggregate class that its braced list leaves out is
 * initialised from its default member initializer (`struct P { int n = 1024; }; P p{};`), not
 * zero. Those of scalar members made of literals and operators (the common `= 0.5f`, `{-1}`,
 * `= 1 << 10`) are parsed here, values that stay constant (a static object's); from the first
 * left-out member whose initializer names something (`int blocks = (N + threads - 1) /
 * threads;`, a member of class type) on, the members are initialised by the class's function
 * made for that (ck_class_dmi_tail), called on the object: the initializers are parsed in the
 * class's scope, a later one reading an earlier member. */
static void
aggregate_dmis (CkParser *P, Init *in)
{
  if (P->is_c || in->expr)
    return;
  if (in->ty->kind == CK_TY_ARRAY)
    {
      /* the elements the list leaves out, and those it gives, have their members' */
      CkType *e = in->ty->base;
      while (e->kind == CK_TY_ARRAY)
        e = e->base;
      if (e->kind == CK_TY_STRUCT && ck_class_of (e) && ck_class_is_aggregate (e))
        for (int i = 0; i < in->n_children; i++)
          aggregate_dmis (P, in->children[i]);
      return;
    }
  if (in->ty->kind != CK_TY_STRUCT || !ck_class_of (in->ty) || !ck_class_is_aggregate (in->ty))
    return;
  int i = 0;
  for (CkMember *m = in->ty->members; m; m = m->next, i++)
    {
      const CkToken *t0 = m->name ? ck_class_dmi_tokens (in->ty, m) : NULL;
      if (i < in->n_children && !t0)
        aggregate_dmis (P, in->children[i]);   /* a member aggregate's own members */
      if (!t0 || i >= in->n_children || !init_is_empty (in->children[i]))
        continue;
      gboolean braced = tok_is_punct (t0, CK_P_LBRACE);
      if (braced && tok_is_punct (t0 + 1, CK_P_RBRACE) && !ck_class_needs_ctor (m->type))
        continue;   /* `T x{};`: value-initialised, zero as the list leaves it */
      const CkToken *t = t0 + 1;
      gboolean simple = ck_type_is_scalar (m->type) && !m->type->is_reference;
      int depth = 0;
      for (; simple && t->kind != CK_TK_EOF; t++)
        {
          if (depth == 0 && (tok_is_punct (t, CK_P_SEMI) || tok_is_punct (t, CK_P_COMMA)
                             || (braced && tok_is_punct (t, CK_P_RBRACE))))
            break;
          if (tok_is_punct (t, CK_P_LPAREN))
            depth++;
          else if (tok_is_punct (t, CK_P_RPAREN))
            depth--;
          else if (t->kind == CK_TK_IDENT || tok_is_punct (t, CK_P_LBRACE))
            simple = FALSE;
        }
      if (!simple)
        {
          gboolean rest_left_out = TRUE;
          for (int j = i + 1; j < in->n_children; j++)
            rest_left_out = rest_left_out && init_is_empty (in->children[j]);
          if (!rest_left_out)
            {
              /* a designated list (C++20) that gives a later member */
              ck_parse_error (P, ck_parse_tok_loc (t0), 1,
                              "unsupported: the default member initializer of '%s' in an aggregate "
                              "initialization that gives a later member", m->name);
              return;
            }
          CkSrcLoc l = ck_parse_tok_loc (t0);
          CkObj *fn = ck_class_dmi_tail (P, in->ty, m);
          CkNode *self = ck_sema_node (CK_E_INIT_SELF, l);
          self->type = ck_type_pointer_to (ck_type_unqualified (in->ty));
          CkNode **args = ck_new_n (CkNode *, 1);
          args[0] = self;
          in->tail = ck_sema_call (P, ck_sema_var (P, fn, l, 1), NULL, args, 1, l, FALSE);
          in->tail_from = i;
          return;
        }
      CkToken *save = P->tok;
      P->tok = (CkToken *) t0 + 1;
      CkNode *v = assign (P);
      P->tok = save;
      in->children[i]->expr = ck_sema_convert (P, v, m->type, "initialization");
      in->children[i]->loc = v->loc;
    }
}

/* initializer = string-literal | "{" (designation? initializer ("," designation? initializer)* ","?)? "}"
 *             | assign */
static void
initializer2 (CkParser *P, Init *in)
{
  if (is_string_init (P, in))
    {
      string_initializer (P, in);
      return;
    }
  if (!P->is_c && ck_class_needs_ctor (in->ty) && !ck_class_is_aggregate (in->ty))
    {
      /* an element or member of a class with constructors (`struct Cfg { dim3 g; } c = {{4, 2}};`):
         copy-initialised by them from its braced list or expression, no brace elision into
         it ([dcl.init.aggr]p4) */
      in->loc = cur_loc (P);
      in->expr = is_punct (P, CK_P_LBRACE) ? ck_class_braced_temporary (P, in->ty, in->loc)
                 : ck_sema_convert (P, assign (P), in->ty, "initialization");
      /* the temporary is the member (copy elision): the aggregate destroys it */
      ck_class_elide_temporary (P, in->expr);
      return;
    }
  if (is_punct (P, CK_P_LBRACE))
    {
      const CkToken *open = P->tok;
      P->tok++;
      if (!P->is_c)
        mark_list (in);
      if (in->ty->kind == CK_TY_ARRAY && is_string_init (P, in) && tok_is_punct (&P->tok[1], CK_P_RBRACE))
        {
          string_initializer (P, in);
          expect_close (P, CK_P_RBRACE, open);
          return;
        }
      if (is_aggregate_init (in->ty))
        {
          if (in->ty->kind == CK_TY_ARRAY && in->ty->vla_len)
            syntax_error (P, open, "variable-sized object may not be initialized");
          aggregate_elements (P, in, TRUE);
          if (in->is_flexible)
            {
              in->ty = ck_type_array_of (in->ty->base, in->n_children);
              in->is_flexible = FALSE;
            }
          expect_close (P, CK_P_RBRACE, open);
          aggregate_dmis (P, in);
          return;
        }
      /* scalar in braces: `int x = {5};` or `int x = {};` */
      if (consume_punct (P, CK_P_RBRACE))
        {
          in->expr = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, ck_parse_tok_loc (open)), in->ty);
          return;
        }
      initializer2 (P, in);
      consume_punct (P, CK_P_COMMA);
      expect_close (P, CK_P_RBRACE, open);
      return;
    }
  if (is_aggregate_init (in->ty))
    {
      /* a struct may be initialised from an expression of its type; else brace elision */
      if (in->ty->kind != CK_TY_ARRAY)
        {
          CkToken *start = P->tok;
          CkNode *e = assign (P);
          if (e->type == P->ty_err)
            {
              in->expr = e;
              return;
            }
          /* C++: or from an object of a class that converts to it (`uint3 u = blockDim;`:
             dim3's operator uint3) */
          if (ck_type_is_compatible (ck_type_unqualified (e->type), ck_type_unqualified (in->ty))
              || (!P->is_c && ck_class_of (e->type) && e->type->kind == CK_TY_STRUCT
                  && ck_sema_conv_rank (P, e, in->ty) >= 0)
              || in->ty->mp_class)
            {
              in->expr = ck_sema_convert (P, e, in->ty, "initialization");
              return;
            }
          P->tok = start;
        }
      if (in->ty->kind == CK_TY_ARRAY && in->ty->vla_len)
        syntax_error (P, P->tok, "variable-sized object may not be initialized");
      aggregate_elements (P, in, FALSE);
      if (in->is_flexible)
        {
          in->ty = ck_type_array_of (in->ty->base, in->n_children);
          in->is_flexible = FALSE;
        }
      return;
    }
  in->loc = cur_loc (P);
  CkNode *e = assign (P);
  if (in->is_list)
    ck_sema_check_narrowing (P, e, in->ty, FALSE);
  in->expr = ck_sema_convert (P, e, in->ty, "initialization");
}

static void
push_item (CkVec *items, gint64 offset, CkType *ty, CkNode *e, CkMember *m)
{
  CkInitItem *it = ck_new (CkInitItem);
  it->offset = offset;
  it->type = ty;
  it->expr = e;
  it->member = m;
  ck_vec_push (items, it);
}

/* Flattens [in] at byte [offset] into scalar stores (ast.h CkInit). */
static void
flatten (CkParser *P, Init *in, gint64 offset, CkMember *mem, CkVec *items)
{
  if (!in->expr && !P->is_c && in->ty->kind == CK_TY_STRUCT && ck_class_needs_ctor (in->ty)
      && !ck_class_is_aggregate (in->ty))
    in->expr = ck_class_elide_temporary (P, ck_class_temporary (P, in->ty, NULL, 0, P->init_loc));   /* its default
                                                                                           constructor */
  if (in->expr)
    {
      push_item (items, offset, in->expr->kind == CK_E_STR_LIT ? in->ty : ck_type_unqualified (in->ty),
                 in->expr, mem && mem->bit_width ? mem : NULL);
      return;
    }
  if (ck_type_is_complex (in->ty))
    return;   /* not initialised: zero, as the whole object is first */
  if (in->ty->kind == CK_TY_ARRAY)
    {
      for (int i = 0; i < in->n_children; i++)
        flatten (P, in->children[i], offset + in->ty->base->size * i, NULL, items);
      return;
    }
  if (in->ty->kind == CK_TY_UNION)
    {
      int i = 0;
      for (CkMember *m = in->ty->members; m; m = m->next, i++)
        if (m == in->union_mem)
          flatten (P, in->children[i], offset, m, items);
      return;
    }
  if (in->ty->kind == CK_TY_STRUCT)
    {
      int i = 0;
      for (CkMember *m = in->ty->members; m; m = m->next, i++)
        {
          if (in->tail && i >= in->tail_from)
            {
              push_item (items, offset, ck_ty_void, in->tail, NULL);
              break;
            }
          flatten (P, in->children[i], offset + m->offset, m, items);
        }
    }
}

static CkInit *
make_init (CkParser *P, Init *in)
{
  CkVec items = { 0 };
  CkSrcLoc saved = P->init_loc;
  P->init_loc = in->loc;
  flatten (P, in, 0, NULL, &items);
  P->init_loc = saved;
  CkInit *init = ck_new (CkInit);
  init->n_items = items.len;
  init->items = ck_vec_array (CkInitItem, &items);
  return init;
}

/* Parses an initializer for an object of type [*ty]; completes an array of unknown length. */
static CkInit *
parse_initializer (CkParser *P, CkType **ty, gboolean is_static)
{
  Init *in = new_init (P, *ty, TRUE);
  in->loc = cur_loc (P);
  initializer2 (P, in);
  if ((*ty)->kind == CK_TY_ARRAY && (*ty)->array_len < 0 && !(*ty)->vla_len)
    {
      CkType *t = ck_type_array_of ((*ty)->base, in->ty->array_len);
      *ty = qualified (t, (*ty)->is_const, (*ty)->is_volatile, FALSE);
      in->ty = *ty;
    }
  (void) is_static;
  return make_init (P, in);
}

/* Builds the initializer of a `T x(args)` / `T(args)` construction: scalars take one argument,
 * structs without constructors only a copy (a class's constructors are class.c's). */
static CkInit *
construct_init (CkParser *P, CkType *ty, CkNode **args, int n, CkSrcLoc loc)
{
  Init *in = new_init (P, ty, FALSE);
  in->loc = loc;
  if (n == 0)
    return make_init (P, in);  /* value-initialised: zero */
  if (n > 1 || (ck_type_is_aggregate (ty) && !ck_type_is_compatible (ck_type_unqualified (ty),
                                                   ck_type_unqualified (args[0]->type))))
    {
      if (ck_type_is_aggregate (ty) && ck_sema_has_unsupported (ty))
        ;   /* its constructor (or what else it holds) was reported: no cascade */
      else if (ck_type_is_aggregate (ty))
        ck_parse_error (P, loc, 1, "unsupported: constructors of '%s'", ck_parse_type_str (ty));
      else
        ck_parse_error (P, loc, 1, "expression list treated as compound expression in initializer");
      return make_init (P, in);
    }
  in->expr = ck_sema_convert (P, args[0], ty, "initialization");
  return make_init (P, in);
}

/* ---------------------------------------------------------------- objects */

static CkObj *
new_obj (CkParser *P, const char *name, CkType *ty, CkSrcLoc loc)
{
  CkObj *o = ck_new (CkObj);
  o->name = name;
  o->type = ty;
  o->loc = loc;
  o->tu_index = P->tu_index;
  return o;
}

static const char *
linkage_name (CkParser *P, const char *name)
{
  return P->ns && P->ns->name[0] ? ck_strdup_printf ("%s::%s", P->ns->name, name) : name;
}

static CkObj *
new_anon_obj (CkParser *P, CkType *ty, CkSrcLoc loc)
{
  CkObj *o = new_obj (P, ck_strdup_printf (".L%d", P->n_anon++), ty, loc);
  if (P->fn)
    {
      o->is_local = TRUE;
      ck_vec_push (&P->fn->locals, o);
    }
  else
    {
      o->storage = CK_SC_STATIC;
      o->is_definition = TRUE;
      ck_vec_push (P->objs, o);
    }
  o->address_taken = TRUE;
  return o;
}

static gboolean
params_equal (const CkType *a, const CkType *b)
{
  if (a->n_params != b->n_params || a->is_variadic != b->is_variadic)
    return FALSE;
  const CkParam *p = a->params, *q = b->params;
  for (; p && q; p = p->next, q = q->next)
    if (!ck_type_is_compatible (ck_type_unqualified (p->type), ck_type_unqualified (q->type))
        || g_strcmp0 (ck_class_closure_key (p->type), ck_class_closure_key (q->type)) != 0)
      return FALSE;
  return TRUE;
}

static const char *
mangled_name (CkObj *fn)
{
  GString *s = g_string_new (fn->name);
  g_string_append_c (s, '(');
  for (CkParam *p = fn->type->params; p; p = p->next)
    {
      g_string_append (s, ck_type_to_string (p->type));
      if (ck_class_closure_key (p->type))
        g_string_append_printf (s, "#%s", ck_class_closure_key (p->type));
      if (p->next)
        g_string_append_c (s, ',');
    }
  g_string_append_c (s, ')');
  const char *r = ck_strdup (s->str);
  g_string_free (s, TRUE);
  return r;
}

/* The execution space that [attr]'s __global__, __device__ and __host__ give a function; none
 * of them means __host__. */
static int
exec_space_of (const CkDeclAttr *attr)
{
  int es = 0;
  if (attr->kw_global)
    es |= CK_ES_GLOBAL;
  if (attr->kw_device)
    es |= CK_ES_DEVICE;
  if (attr->kw_host || !es)
    es |= CK_ES_HOST;
  return es;
}

/* Declares (or redeclares) the function [name] of type [ty] in the current scope. */
static CkObj *
declare_function (CkParser *P, const char *name, CkType *ty, CkDeclAttr *attr, CkSrcLoc loc,
                  gboolean is_def)
{
  CkSym *sym = lookup_sym_here (P, name);
  if (!sym && P->scope != P->file_scope && !P->scope->ns)
    {
      /* block-scope function declaration: refers to the file-scope function */
      CkSym *fs = ck_map_get (&P->file_scope->syms, name);
      if (fs && fs->obj && fs->obj->is_function)
        {
          CkSym *s = declare_sym (P, name);
          *s = *fs;
          return fs->obj;
        }
    }
  int es = exec_space_of (attr);
  if ((es & CK_ES_GLOBAL) && ty->base->kind != CK_TY_VOID)
    ck_parse_error (P, loc, (int) strlen (name), "a __global__ function must have a void return type");
  /* nvcc's words (issue 23 audit): a launch has no way to pass variable arguments */
  if ((es & CK_ES_GLOBAL) && ty->is_variadic)
    ck_parse_error (P, loc, (int) strlen (name), "a __global__ function cannot have ellipsis");
  if ((es & CK_ES_GLOBAL) && (es & CK_ES_HOST) && attr->kw_host)
    ck_parse_error (P, loc, (int) strlen (name),
                    "conflicting CUDA execution spaces: __global__ and __host__");
  if (sym && (sym->obj && sym->obj->is_function))
    {
      for (int i = 0; i < sym->overloads.len; i++)
        {
          CkObj *o = ck_vec_get (&sym->overloads, i);
          if (!params_equal (o->type, ty) && !(o->type->is_oldstyle || ty->is_oldstyle))
            continue;
          if (!ck_type_is_compatible (o->type->base, ty->base))
            {
              ck_parse_error (P, loc, (int) strlen (name), "conflicting types for '%s'", name);
              ck_parse_note (P, o->loc, (int) strlen (name), "previous declaration is here");
              return o;
            }
          if (is_def && o->body)
            {
              ck_parse_error (P, loc, (int) strlen (name), "redefinition of '%s'", name);
              ck_parse_note (P, o->loc, (int) strlen (name), "previous definition is here");
              return NULL;
            }
          if (o->exec_space != es && (attr->kw_global || attr->kw_device || attr->kw_host
                                      || o->exec_space != CK_ES_HOST))
            {
              if (!(attr->kw_global || attr->kw_device || attr->kw_host))
                es = o->exec_space;
              else if (!(o->exec_space == CK_ES_HOST && !o->is_definition))
                {
                  ck_parse_error (P, loc, (int) strlen (name),
                                  "conflicting CUDA execution spaces in redeclaration of '%s'", name);
                  ck_parse_note (P, o->loc, (int) strlen (name), "previous declaration is here");
                }
            }
          o->exec_space = es;
          if (is_def)
            {
              /* the definition's parameter names and locations win; default arguments stay */
              CkParam *np = ty->params, *op = o->type->params;
              for (; np && op; np = np->next, op = op->next)
                if (!np->default_arg)
                  np->default_arg = op->default_arg;
              o->type = ty;
              o->loc = loc;
            }
          if (attr->asm_name)
            o->asm_name = attr->asm_name;
          /* the program's own definition of a name a built-in header marks unavailable */
          o->is_unavailable = is_def ? FALSE : o->is_unavailable || attr->unavailable;
          if (attr->unavailable_msg)
            o->unavailable_msg = attr->unavailable_msg;
          o->is_deprecated |= attr->deprecated;
          if (attr->deprecated_msg)
            o->deprecated_msg = attr->deprecated_msg;
          if (attr->storage == CK_SC_STATIC)
            o->storage = CK_SC_STATIC;
          return o;
        }
      if (P->extern_c || sym->obj->is_extern_c)
        {
          ck_parse_error (P, loc, (int) strlen (name), "conflicting declaration of C function '%s'", name);
          ck_parse_note (P, sym->obj->loc, (int) strlen (name), "previous declaration is here");
          return sym->obj;
        }
    }
  else if (sym && !sym->poisoned && !sym->is_tag_typedef
           && !(sym->tmpl && !sym->obj && !ck_template_is_type (sym->tmpl)))
    {
      ck_parse_error (P, loc, (int) strlen (name), "'%s' redeclared as different kind of symbol", name);
      if (sym->obj)
        ck_parse_note (P, sym->obj->loc, (int) strlen (name), "previous declaration is here");
      return NULL;
    }
  CkObj *fn = new_obj (P, linkage_name (P, name), ty, loc);
  fn->is_function = TRUE;
  fn->exec_space = es;
  fn->storage = attr->storage;
  fn->is_inline = attr->is_inline;
  fn->is_extern_c = P->extern_c;
  fn->asm_name = attr->asm_name;
  fn->launch_bounds_max_threads = attr->launch_bounds;
  fn->is_unavailable = attr->unavailable && !is_def;
  fn->unavailable_msg = attr->unavailable_msg;
  fn->is_deprecated = attr->deprecated;
  fn->deprecated_msg = attr->deprecated_msg;
  if (sym && sym->obj && sym->obj->is_function)
    {
      ck_vec_push (&sym->overloads, fn);
      /* C++ overloads get distinct linkage names; a built-in header's declarations without a
         body keep theirs (the runtime's builtins are found by name), its inline definitions
         (helper_math.h's make_float2(float3), ...) are mangled like the program's */
      for (int i = 0; i < sym->overloads.len; i++)
        {
          CkObj *o = ck_vec_get (&sym->overloads, i);
          /* a built-in header's body-less overloads name the builtins they are bound to;
             those with bodies (<string>'s operator+, to_string) are C++ functions */
          if (!o->asm_name && (!(o->loc.file && o->loc.file->is_builtin) || o->body
                               || (o == fn && is_def)))
            o->asm_name = mangled_name (o);
        }
    }
  else if (sym && sym->tmpl)
    {
      /* a function beside a function template of its name: both are candidates of a call */
      sym->obj = fn;
      ck_vec_push (&sym->overloads, fn);
    }
  else
    {
      sym = declare_sym (P, name);
      sym->obj = fn;
      ck_vec_push (&sym->overloads, fn);
    }
  ck_vec_push (P->objs, fn);
  return fn;
}

static CkMemSpace
mem_space_of (CkParser *P, CkDeclAttr *attr, CkSrcLoc loc, const char *name)
{
  if (attr->kw_global || attr->kw_host)
    ck_parse_error (P, loc, (int) strlen (name), "'%s' qualifier applied to variable '%s'",
                    attr->kw_global ? "__global__" : "__host__", name);
  if (attr->kw_shared)
    return CK_MS_SHARED;
  if (attr->kw_constant)
    return CK_MS_CONSTANT;
  if (attr->kw_managed)
    return CK_MS_MANAGED;
  if (attr->kw_device)
    return CK_MS_DEVICE;
  return CK_MS_NONE;
}

/* Declares a file-scope variable, merging it with an earlier declaration of this translation
 * unit (C tentative definitions). */
static CkObj *
declare_global_var (CkParser *P, const char *name, CkType *ty, CkDeclAttr *attr, CkSrcLoc loc,
                    gboolean has_init)
{
  CkSym *sym = lookup_sym_here (P, name);
  CkMemSpace ms = mem_space_of (P, attr, loc, name);
  if (sym && sym->obj && !sym->obj->is_function)
    {
      CkObj *o = sym->obj;
      if (!ck_type_is_compatible (ck_type_unqualified (o->type), ck_type_unqualified (ty)))
        {
          ck_parse_error (P, loc, (int) strlen (name), "conflicting types for '%s'; have '%s'", name,
                          ck_parse_type_str (ty));
          ck_parse_note (P, o->loc, (int) strlen (name), "previous declaration of '%s' with type '%s'",
                         name, ck_parse_type_str (o->type));
          return o;
        }
      if (has_init && o->init)
        {
          ck_parse_error (P, loc, (int) strlen (name), "redefinition of '%s'", name);
          ck_parse_note (P, o->loc, (int) strlen (name), "previous definition is here");
          return new_obj (P, name, ty, loc);
        }
      if (o->type->kind == CK_TY_ARRAY && o->type->array_len < 0)
        o->type = ty;
      if (attr->storage != CK_SC_EXTERN)
        {
          o->is_definition = TRUE;
          if (o->storage == CK_SC_EXTERN)
            o->storage = attr->storage;
          if (has_init)
            {
              o->loc = loc;
              o->is_tentative = FALSE;
            }
          else if (!o->init)
            o->is_tentative = TRUE;
        }
      if (ms != CK_MS_NONE)
        o->mem_space = ms;
      if (attr->align > o->align)
        o->align = attr->align;
      ck_parse_thread_local_obj (P, o, attr, ms, FALSE, loc);
      return o;
    }
  if (sym && !sym->poisoned && !sym->is_tag_typedef)
    {
      ck_parse_error (P, loc, (int) strlen (name), "'%s' redeclared as different kind of symbol", name);
      if (sym->obj)
        ck_parse_note (P, sym->obj->loc, (int) strlen (name), "previous declaration is here");
      return new_obj (P, name, ty, loc);
    }
  CkObj *o = new_obj (P, linkage_name (P, name), ty, loc);
  o->storage = attr->storage;
  o->mem_space = ms;
  o->align = attr->align;
  o->asm_name = attr->asm_name;
  o->is_extern_c = P->extern_c;
  o->is_inline = attr->is_inline && !P->is_c;   /* a C++17 inline variable: one for the program */
  if (attr->storage != CK_SC_EXTERN)
    {
      o->is_definition = TRUE;
      o->is_tentative = !has_init;
    }
  if (ms == CK_MS_SHARED && attr->storage == CK_SC_EXTERN)
    o->is_extern_shared = TRUE;
  ck_parse_thread_local_obj (P, o, attr, ms, TRUE, loc);
  sym = declare_sym (P, name);
  sym->obj = o;
  ck_vec_push (P->objs, o);
  return o;
}

/* A variable of size zero (an array of length 0, a struct of nothing but one) has no storage
 * on the device: nvcc refuses it in a __device__, __constant__, __managed__ or __shared__
 * declaration and in any function compiled for the device (issue 23). nvcc's own check runs
 * after its optimiser, so it misses a local array whose uses were all optimised away; the rule
 * here is the one it states. Host variables may be empty (a GNU extension of g++). */
static void
check_zero_sized (CkParser *P, const CkObj *o, CkSrcLoc loc, int len)
{
  if (o->type->size != 0 || o->type->vla_len || o->is_extern_shared)
    return;
  if (o->mem_space != CK_MS_NONE
      || (P->fn && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL))))
    ck_parse_error (P, loc, len, "zero-sized variable \"%s\" is not allowed in device code",
                    o->name);
}

/* Checks the initializer of a static-storage object: items must be constant. */
static void
check_static_init (CkParser *P, CkObj *o)
{
  if (!o->init)
    return;
  CkVec items = { 0 };
  for (int i = 0; i < o->init->n_items; i++)
    {
      CkInitItem *it = &o->init->items[i];
      CkNode *e = it->expr;
      while (!P->is_c && e->kind == CK_E_CAST && e->is_implicit && e->type->kind == CK_TY_STRUCT)
        e = e->lhs;
      gboolean anon_const = !P->is_c && e->kind == CK_E_COMPOUND_LIT && e->obj->storage == CK_SC_STATIC
                            && !e->obj->is_local && e->type->kind == CK_TY_STRUCT && ck_class_of (e->type)
                            && ck_type_is_compatible (ck_type_unqualified (e->type), ck_type_unqualified (it->type));
      /* a copy of an object of a class without data members (a closure that captures nothing:
         `auto sq = [](int x) { return x * x; };`) copies nothing: the item is dropped */
      if (anon_const && !e->obj->init && !e->type->members && !ck_class_needs_ctor (e->type))
        continue;
      /* a member of class type initialised by a constexpr constructor with constant arguments
         (`Cfg g = {dim3(2), 5};`): the temporary's constant items are the member's */
      if (anon_const && e->obj->init && !it->member)
        {
          gboolean all_static = TRUE;
          for (int k = 0; k < e->obj->init->n_items; k++)
            all_static &= ck_sema_is_static_init (e->obj->init->items[k].expr);
          if (all_static)
            {
              for (int k = 0; k < e->obj->init->n_items; k++)
                {
                  CkInitItem *sub = ck_new (CkInitItem);
                  *sub = e->obj->init->items[k];
                  sub->offset += it->offset;
                  ck_vec_push (&items, sub);
                }
              continue;
            }
        }
      CkInitItem *keep = ck_new (CkInitItem);
      *keep = *it;
      ck_vec_push (&items, keep);
    }
  if (items.len != o->init->n_items || items.len)
    {
      CkInitItem *arr = ck_new_n (CkInitItem, items.len + 1);
      for (int i = 0; i < items.len; i++)
        arr[i] = *(CkInitItem *) ck_vec_get (&items, i);
      o->init->items = arr;
      o->init->n_items = items.len;
    }
  int kept = 0;
  for (int i = 0; i < o->init->n_items; i++)
    {
      CkInitItem *it = &o->init->items[i];
      CkNode *e = it->expr;
      if (e->type == P->ty_err || ck_sema_is_static_init (e))
        {
          o->init->items[kept++] = *it;
          continue;
        }
      if (!P->is_c && !P->fn && o->mem_space == CK_MS_NONE && !o->is_thread_local && !it->member)
        {
          /* C++ dynamic initialisation ([basic.start.dynamic]): the item is stored before main,
             in declaration order with the constructions of static objects (the object is
             zero-initialised first); the device pass has no use for a host object's value */
          if (!(P->opts && P->opts->device_pass))
            {
              CkSrcLoc l = e->loc;
              CkNode *a = ck_sema_cast (ck_sema_unary (P, CK_E_ADDR, ck_sema_var (P, o, l, 1), l, 1),
                                        ck_type_pointer_to (ck_ty_char));
              CkNode *sum = ck_sema_node (CK_E_ADD, l);
              sum->lhs = a;
              sum->rhs = ck_sema_int_lit (it->offset, ck_ty_long, l);
              sum->type = a->type;
              if (it->type->kind == CK_TY_VOID)
                {
                  /* the call finishing an aggregate initialisation, on the object */
                  CkNode *self = e->kind == CK_E_CALL && e->n_args ? e->args[0] : NULL;
                  while (self && self->kind == CK_E_CAST)
                    self = self->lhs;
                  g_assert (self && self->kind == CK_E_INIT_SELF);
                  self->lhs = ck_sema_cast (sum, self->type);
                  CkNode *st = ck_sema_node (CK_S_EXPR, l);
                  st->lhs = e;
                  ck_vec_push (&P->prog->cxx_inits, st);
                  continue;
                }
              CkNode *dst = ck_sema_node (CK_E_DEREF, l);
              dst->lhs = ck_sema_cast (sum, ck_type_pointer_to (it->type));
              dst->type = it->type;
              dst->is_lvalue = TRUE;
              CkNode *as = ck_sema_node (CK_E_ASSIGN, l);
              as->lhs = dst;
              as->rhs = e;
              as->type = it->type;
              CkNode *st = ck_sema_node (CK_S_EXPR, l);
              st->lhs = as;
              ck_vec_push (&P->prog->cxx_inits, st);
            }
          continue;
        }
      if (o->mem_space != CK_MS_NONE)
        ck_parse_error (P, e->loc, e->range_len,
                        "dynamic initialization is not supported for __device__, __constant__, __shared__, and __managed__ variables");
      else if (P->is_c)
        ck_parse_error (P, e->loc, e->range_len, "initializer element is not constant");   /* C11 6.7.9p4 */
      else
        ck_parse_error (P, e->loc, e->range_len, "unsupported: dynamic initialization of '%s'", o->name);
      return;
    }
  o->init->n_items = kept;
}

/* A const integral object with a constant initializer is a constant expression (C++); a const
 * arithmetic one with a constant initializer may be read in device code. */
static void
record_const_value (CkObj *o)
{
  gint64 v;
  if (o->type->is_const && ck_type_is_integer (o->type) && o->init && o->init->n_items == 1
      && ck_sema_eval_int (o->init->items[0].expr, &v))
    {
      o->has_const_value = TRUE;
      o->const_value = v;
    }
  o->is_arith_constant = o->type->is_const && !o->type->is_volatile && ck_type_is_arith (o->type)
                         && o->type->kind != CK_TY_LDOUBLE && o->init && o->init->n_items == 1
                         && ck_sema_is_static_init (o->init->items[0].expr);
}

static CkNode **
vec_to_nodes (CkVec *v, int *n)
{
  CkNode **a = ck_new_n (CkNode *, v->len + 1);
  for (int i = 0; i < v->len; i++)
    a[i] = ck_vec_get (v, i);
  *n = v->len;
  return a;
}

/* `f({1, 2, 3})` of an overloaded or template function: with <initializer_list> included and
 * every element of one type E, the list is a std::initializer_list<E> (what deduction gives a
 * parameter `std::initializer_list<T>`); NULL (nothing consumed) otherwise. */
static CkNode *
braced_init_list (CkParser *P)
{
  CkNamespace *std = lookup_namespace (P, "std");
  CkSym *ils = std ? ck_map_get (&std->syms, "initializer_list") : NULL;
  if (!ils || !ils->tmpl)
    return NULL;
  CkToken *open = P->tok;
  CkSrcLoc loc = cur_loc (P);
  P->tok++;
  CkVec v = { 0 };
  while (!is_punct (P, CK_P_RBRACE))
    {
      if (!ck_template_expand_pattern (P, &v, assign))   /* `{args...}` */
        ck_vec_push (&v, assign (P));
      if (!consume_punct (P, CK_P_COMMA))
        break;
    }
  expect_close (P, CK_P_RBRACE, open);
  CkType *et = NULL;
  for (int i = 0; i < v.len; i++)
    {
      CkNode *e = ck_sema_decay (P, ck_vec_get (&v, i));
      CkType *t = ck_type_unqualified (ck_sema_strip (e->type));
      if (ck_sema_has_err (P, t))
        return ck_sema_int_lit (0, P->ty_err, loc);
      if (et && !ck_type_is_compatible (et, t))
        {
          ck_parse_error (P, loc, 1, "unsupported: a braced initializer list of elements of different "
                          "types ('%s' and '%s') as the argument of an overloaded function",
                          ck_parse_type_str (et), ck_parse_type_str (t));
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      et = t;
    }
  if (!et)
    {
      P->tok = open;
      return NULL;
    }
  CkType *il = ck_template_class_instance (P, ils, et, loc);
  if (!il)
    return ck_sema_int_lit (0, P->ty_err, loc);
  int n;
  CkNode **args = vec_to_nodes (&v, &n);
  CkNode *r = ck_class_init_list (P, il, args, n, loc);
  return r ? r : ck_sema_int_lit (0, P->ty_err, loc);
}

gboolean
ck_parse_is_initializer_list (CkParser *P, CkType *t, CkType **elem)
{
  CkNamespace *std = lookup_namespace (P, "std");
  CkSym *ils = std ? ck_map_get (&std->syms, "initializer_list") : NULL;
  if (!ils || !ils->tmpl || !t)
    return FALSE;
  t = ck_sema_strip (t);
  if (t->kind == CK_TY_PTR && t->is_reference)
    t = ck_sema_strip (t->base);
  CkClass *c = ck_class_of (t);
  CkVec targs = { 0 };
  ck_template_type_args (t, &targs);
  if (!c || targs.len != 1 || !ck_class_type (c)->tag
      || strncmp (ck_class_type (c)->tag, "initializer_list<", 17) != 0)
    return FALSE;
  if (elem)
    *elem = ck_vec_get (&targs, 0);
  return TRUE;
}

static void drop_diag (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data);

/* The elements of the braced list at P->tok ('{'), pushed on [v]; a nested list is a
 * BRACED_ARG of its own. */
static CkNode *braced_arg (CkParser *P);
static void
braced_elements (CkParser *P, CkVec *v)
{
  P->tok++;
  while (!is_punct (P, CK_P_RBRACE) && P->tok->kind != CK_TK_EOF)
    {
      if (is_punct (P, CK_P_LBRACE))
        {
          CkNode *n = braced_arg (P);
          if (!n)
            syntax_error (P, P->tok, "expected an expression before %s", tok_desc (P->tok));
          ck_vec_push (v, n);
        }
      else if (!ck_template_expand_pattern (P, v, assign))   /* `{args...}` */
        ck_vec_push (v, assign (P));
      if (!consume_punct (P, CK_P_COMMA))
        break;
    }
}

/* A braced list as the argument of an overloaded or template function ([over.ics.list]):
 * its elements read once, quietly, so that overload resolution ranks the list against each
 * candidate's parameter (sema.c, conv_rank), and the list's tokens kept to be read again as
 * the chosen parameter's initialiser (ck_parse_braced_arg_value). Its type: for elements of
 * one type E, std::initializer_list<E> (what deduction gives a parameter
 * `std::initializer_list<T>`), else P->ty_braced. NULL (nothing consumed) when an element has
 * an error: the caller reads the list again to report it. */
static CkNode *
braced_arg (CkParser *P)
{
  CkToken *open = P->tok;
  CkSrcLoc loc = cur_loc (P);
  int temps = ck_class_cleanup_mark (P);
  CkDiagSink *sink = P->sink, quiet;
  gboolean quiet_parse = P->quiet_parse;
  ck_diag_sink_init (&quiet);
  quiet.func = drop_diag;
  P->sink = &quiet;
  P->quiet_parse = TRUE;
  CkVec v = { 0 };
  jmp_buf *outer = P->recover;
  jmp_buf jb;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    braced_elements (P, &v);
  else
    quiet.n_errors++;
  P->recover = outer;
  P->sink = sink;
  P->quiet_parse = quiet_parse;
  ck_class_cleanup_truncate (P, temps);
  if (quiet.n_errors || !is_punct (P, CK_P_RBRACE))
    {
      P->tok = open;
      return NULL;
    }
  P->tok++;
  CkNode *n = ck_sema_node (CK_E_BRACED_ARG, loc);
  n->args = vec_to_nodes (&v, &n->n_args);
  n->brace_tok = open;
  n->range_len = 1;
  n->type = P->ty_braced;
  CkType *et = NULL;
  for (int i = 0; i < n->n_args; i++)
    {
      CkNode *e = n->args[i];
      CkType *t = e->kind == CK_E_BRACED_ARG ? NULL
                  : ck_type_unqualified (ck_sema_strip (ck_sema_decay (P, e)->type));
      if (!t || (et && !ck_type_is_compatible (et, t)))
        {
          et = NULL;
          break;
        }
      et = t;
    }
  CkNamespace *std = lookup_namespace (P, "std");
  CkSym *ils = std ? ck_map_get (&std->syms, "initializer_list") : NULL;
  if (et && ils && ils->tmpl)
    {
      CkDiagSink q2;
      ck_diag_sink_init (&q2);
      q2.func = drop_diag;
      P->sink = &q2;
      CkType *il = ck_template_class_instance (P, ils, et, loc);
      P->sink = sink;
      if (il && !q2.n_errors)
        n->type = il;
    }
  return n;
}

CkNode *
ck_parse_braced_arg (CkParser *P)
{
  return braced_arg (P);
}

CkNode *
ck_parse_braced_arg_value (CkParser *P, CkNode *e, CkType *t)
{
  CkToken *save = P->tok;
  P->tok = (CkToken *) e->brace_tok;
  CkType *elem;
  CkNode *r;
  if (ck_parse_is_initializer_list (P, t, &elem))
    {
      /* the list's array of elements converted to the parameter's element type */
      CkType *u = ck_sema_strip (t);
      if (u->kind == CK_TY_PTR && u->is_reference)
        u = ck_sema_strip (u->base);
      CkSrcLoc loc = cur_loc (P);
      CkVec v = { 0 };
      braced_elements (P, &v);
      expect (P, CK_P_RBRACE);
      int n;
      CkNode **args = vec_to_nodes (&v, &n);
      r = ck_class_init_list (P, u, args, n, loc);
      if (!r)
        r = ck_sema_int_lit (0, P->ty_err, loc);
    }
  else
    {
      r = braced_value (P, t);
      if (r->kind == CK_E_COMPOUND_LIT && !P->is_c)
        r->is_lvalue = FALSE;   /* C++'s T{...} is a prvalue (C's compound literal an lvalue) */
    }
  P->tok = save;
  return r;
}

/* call-args = (assign ("," assign)*)? ")" */
static CkNode **
call_args (CkParser *P, const CkToken *open, int *n)
{
  CkVec v = { 0 };
  const CkType *ft = P->call_ft;
  P->call_ft = NULL;
  if (!consume_punct (P, CK_P_RPAREN))
    {
      const CkParam *p = ft ? ft->params : NULL;
      for (;;)
        {
          if (ck_template_in_instance (P) && P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_ELLIPSIS)
              && ck_template_expand_pack (P, P->tok, &v))
            {
              P->tok += 2;   /* `args...`: the elements of a function parameter pack */
              p = NULL;      /* the parameters after it are unknown here */
              if (!consume_punct (P, CK_P_COMMA))
                break;
              continue;
            }
          if (ck_template_in_instance (P) && ck_template_expand_pattern (P, &v, assign))
            {
              p = NULL;      /* `g(args)...`: one argument per element */
              if (!consume_punct (P, CK_P_COMMA))
                break;
              continue;
            }
          if (is_punct (P, CK_P_LBRACE))
            {
              /* f({1, 2}): copy-list-initialisation of the parameter ([dcl.init.list]); of
                 an overloaded function, a list overload resolution ranks */
              CkNode *il = p ? NULL : braced_arg (P);
              if (!p && !il)
                il = braced_init_list (P);   /* an element's error: reported */
              if (p)
                ck_vec_push (&v, braced_value (P, p->type));
              else if (il)
                ck_vec_push (&v, il);
              else
                {
                  ck_parse_error (P, cur_loc (P), 1, "unsupported: a braced initializer list as "
                                  "the argument of an overloaded or variadic function");
                  skip_group (P);
                  ck_vec_push (&v, ck_sema_int_lit (0, P->ty_err, cur_loc (P)));
                }
            }
          else
            ck_vec_push (&v, assign (P));
          if (p)
            p = p->next;
          if (!consume_punct (P, CK_P_COMMA))
            break;
        }
      expect_close (P, CK_P_RPAREN, open);
    }
  return vec_to_nodes (&v, n);
}

static void drop_diag (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data);

/* The functions an unqualified call of [name] (its "(" next) may call: ordinary lookup's [sym]
 * (or NULL) and those argument-dependent lookup finds in the namespaces of the arguments'
 * classes ([basic.lookup.argdep]: `swap(a, b)` finds geo::swap for a geo::P). The arguments
 * are parsed once quietly to learn their types, then again with the call. */
static CkSym *
adl_lookup (CkParser *P, CkSym *sym, const char *name)
{
  CkToken *open = P->tok;
  int temps = ck_class_cleanup_mark (P);
  CkDiagSink *sink = P->sink, quiet;
  gboolean quiet_parse = P->quiet_parse;
  ck_diag_sink_init (&quiet);
  quiet.func = drop_diag;
  P->sink = &quiet;
  P->quiet_parse = TRUE;
  P->tok++;
  int n;
  CkNode **args = call_args (P, open, &n);
  P->sink = sink;
  P->quiet_parse = quiet_parse;
  ck_class_cleanup_truncate (P, temps);
  P->tok = open;
  if (quiet.n_errors)
    return sym;
  return ck_class_adl (sym, name, args, n);
}

/* g++'s hint after "'sort' was not declared in this scope": the qualified name of a function
 * of that name in a namespace ('std::sort'), the first in alphabetical order when several
 * have one (namespaces of the implementation, '__'-prefixed, aside); NULL when none. */
static const char *
namespace_hint (CkParser *P, const char *name)
{
  const char *best = NULL;
  for (int i = 0; i < P->namespaces.cap; i++)
    {
      CkNamespace *ns = ck_strmap_value_at (&P->namespaces, i);
      CkSym *s = ns ? ck_map_get (&ns->syms, name) : NULL;
      if (!s || !((s->obj && s->obj->is_function) || (s->tmpl && !ck_template_is_type (s->tmpl)))
          || strstr (ns->name, "__"))
        continue;
      const char *q = ck_strdup_printf ("%s::%s", ns->name, name);
      if (!best || strcmp (q, best) < 0)
        best = q;
    }
  return best;
}

/* A braced initializer list at "{" as a value of type [t] (a reference: of the type it
 * refers to): `return {a, b};`, `f({1, 2})`, `x = {3}` — copy-list-initialisation of a
 * temporary, built as a functional cast T{...}. */
static CkNode *
braced_value (CkParser *P, CkType *t)
{
  CkSrcLoc loc = cur_loc (P);
  if (t->kind == CK_TY_PTR && t->is_reference)
    t = t->base;
  if (ck_sema_has_err (P, t))
    {
      skip_group (P);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  P->copy_list = TRUE;   /* an explicit constructor may not take the list */
  CkNode *r = ck_parse_functional_cast (P, ck_type_unqualified (t), loc);
  P->copy_list = FALSE;
  return r;
}

/* Parses what may follow a declarator: "=" initializer, "(" args ")" or a braced list. */
static gboolean
has_initializer (CkParser *P)
{
  return is_punct (P, CK_P_ASSIGN) || is_punct (P, CK_P_LBRACE) || is_punct (P, CK_P_LPAREN);
}

/* Skips a balanced "{...}" or "(...)" group starting at the current token. */
static void
skip_group (CkParser *P)
{
  int depth = 0;
  do
    {
      if (P->tok->kind == CK_TK_EOF)
        return;
      if (is_punct (P, CK_P_LBRACE) || is_punct (P, CK_P_LPAREN) || is_punct (P, CK_P_LBRACKET))
        depth++;
      else if (is_punct (P, CK_P_RBRACE) || is_punct (P, CK_P_RPAREN) || is_punct (P, CK_P_RBRACKET))
        depth--;
      P->tok++;
    }
  while (depth > 0);
}

static CkInit *
decl_initializer (CkParser *P, CkObj *o, gboolean is_static)
{
  if (ck_sema_has_err (P, o->type) && has_initializer (P))
    {
      /* an object of a type already reported (template, derived struct): its initializer
         is skipped, not checked against a type it does not have */
      if (consume_punct (P, CK_P_ASSIGN) && !is_punct (P, CK_P_LBRACE))
        assign (P);
      else
        skip_group (P);
      return NULL;
    }
  if (consume_punct (P, CK_P_ASSIGN))
    {
      if (o->type->is_reference)
        {
          CkNode *e = assign (P);
          CkInit *in = ck_new (CkInit);
          in->n_items = 1;
          in->items = ck_new (CkInitItem);
          in->items[0].type = o->type;
          in->items[0].expr = ck_sema_bind_ref (P, e, o->type, "initialization");
          return in;
        }
      CkType *target = P->target_type;
      P->target_type = o->type;   /* `T (*fp)(int) = f;` of a function template (template.c) */
      CkInit *in = parse_initializer (P, &o->type, is_static);
      P->target_type = target;
      return in;
    }
  if (is_punct (P, CK_P_LBRACE))
    return parse_initializer (P, &o->type, is_static);
  if (is_punct (P, CK_P_LPAREN))
    {
      const CkToken *open = P->tok;
      P->tok++;
      int n;
      CkNode **args = call_args (P, open, &n);
      if (o->type->is_reference && n == 1)
        {
          CkInit *in = ck_new (CkInit);
          in->n_items = 1;
          in->items = ck_new (CkInitItem);
          in->items[0].type = o->type;
          in->items[0].expr = ck_sema_bind_ref (P, args[0], o->type, "initialization");
          return in;
        }
      return construct_init (P, o->type, args, n, ck_parse_tok_loc (open));
    }
  return NULL;
}


/* A local [o] initialised from the expression [e] (its DECL appended to [stmts]): a class with
 * constructors or a destructor through them (class.c), else a copy (an array element-wise). */
static void
init_local_from (CkParser *P, CkVec *stmts, CkObj *o, CkNode *e)
{
  CkType *t = o->type;
  if (!t->is_reference && ck_class_needs_ctor (t))
    {
      ck_class_copy_init (P, stmts, o, e, o->loc);
      return;
    }
  CkInit *in = ck_new (CkInit);
  if (t->kind == CK_TY_ARRAY && !t->is_reference)
    {
      gint64 n = t->array_len;
      in->items = ck_new_n (CkInitItem, n + 1);
      in->n_items = (int) n;
      for (gint64 i = 0; i < n; i++)
        {
          in->items[i].offset = i * t->base->size;
          in->items[i].type = t->base;
          in->items[i].expr = ck_sema_convert (P, ck_sema_index (P, e, ck_sema_int_lit (i, ck_ty_long, e->loc), e->loc),
                                               t->base, "initialization");
        }
    }
  else
    {
      in->items = ck_new (CkInitItem);
      in->n_items = 1;
      in->items[0].type = t;
      in->items[0].expr = t->is_reference ? ck_sema_bind_ref (P, e, t, "initialization")
                                          : ck_sema_convert (P, e, t, "initialization");
    }
  o->init = in;
  CkNode *d = ck_sema_node (CK_S_DECL, o->loc);
  d->obj = o;
  d->range_len = 1;
  ck_vec_push (stmts, d);
}

/* `auto [a, b] = e;`, `auto &[a, b] = e;`, `const auto &[a, b]{e};` in a block ([dcl.struct.bind]):
 * a hidden variable initialised from e (a copy, or a reference to it), and each name a
 * reference to an element of it: of an array, or a non-static data member of a class, in
 * declaration order (std::pair's first and second). At `[` (or `&[`). */
static void
structured_binding_decl (CkParser *P, CkVec *stmts, const CkDeclAttr *attr, CkToken *start)
{
  int ref = consume_punct (P, CK_P_AMP) ? 1 : consume_punct (P, CK_P_ANDAND) ? 2 : 0;
  CkToken *lb = P->tok;
  expect (P, CK_P_LBRACKET);
  CkVec names = { 0 };
  do
    {
      if (P->tok->kind != CK_TK_IDENT)
        syntax_error (P, P->tok, "expected an identifier before %s", tok_desc (P->tok));
      ck_vec_push (&names, P->tok++);
    }
  while (consume_punct (P, CK_P_COMMA));
  expect_close (P, CK_P_RBRACKET, lb);
  CkNode *e;
  if (consume_punct (P, CK_P_ASSIGN))
    e = assign (P);
  else if (is_punct (P, CK_P_LBRACE) || is_punct (P, CK_P_LPAREN))
    {
      CkToken *open = P->tok++;
      e = assign (P);
      expect_close (P, open->punct == CK_P_LBRACE ? CK_P_RBRACE : CK_P_RPAREN, open);
    }
  else
    syntax_error (P, P->tok, "expected initializer before %s", tok_desc (P->tok));
  expect_semi (P, "declaration");
  if (ck_sema_has_err (P, e->type))
    {
      for (int i = 0; i < names.len; i++)
        poison_name (P, ((CkToken *) ck_vec_get (&names, i))->text);
      return;
    }
  CkSrcLoc loc = ck_parse_tok_loc (lb);
  CkToken *rb = ((CkToken *) ck_vec_get (&names, names.len - 1)) + 1;
  int blen = ck_parse_tok_loc (rb).line == loc.line ? (int) (ck_parse_tok_loc (rb).col - loc.col) + 1 : 1;
  CkType *et = e->type;
  if (et->kind == CK_TY_PTR && et->is_reference)
    et = et->base;
  CkType *ht;
  if (ref)
    {
      if (ref == 1 && !e->is_lvalue && !attr->auto_const)
        {
          ck_parse_error (P, e->loc, e->range_len, "cannot bind non-const lvalue reference of type "
                          "'%s&' to an rvalue of type '%s'", ck_parse_type_str (ck_type_unqualified (et)),
                          ck_parse_type_str (ck_type_unqualified (et)));
          return;
        }
      ht = ck_type_pointer_to (qualified (et, attr->auto_const, attr->auto_volatile, FALSE));
      ht->is_reference = TRUE;
      ht->is_rvalue_ref = ref == 2 && !e->is_lvalue;
    }
  else
    ht = qualified (ck_type_unqualified (et), attr->auto_const, attr->auto_volatile, FALSE);
  CkType *vt = ref ? ht->base : ht;   /* the type of the hidden object */
  CkObj *h = new_obj (P, ck_strdup_printf (".SB%d", P->n_anon++), ht, loc);
  h->is_local = TRUE;
  ck_vec_push (&P->fn->locals, h);
  init_local_from (P, stmts, h, e);
  /* the elements */
  CkVec elems = { 0 };
  int count = 0;
  int tuple_n = ck_template_std_tuple_size (ck_type_unqualified (vt));   /* tuple-like: get<i> */
  if (vt->kind == CK_TY_ARRAY)
    count = (int) vt->array_len;
  else if (tuple_n >= 0)
    count = tuple_n;
  else if (vt->kind == CK_TY_STRUCT && lookup_namespace (P, "std")
           && ck_template_is_user_tuple_like (P, ck_map_get (&lookup_namespace (P, "std")->syms, "tuple_size"),
                                              ck_type_unqualified (vt)))
    {
      /* decomposed through its tuple_size and get, not by its members ([dcl.struct.bind]p4) */
      CkClass *vc = ck_class_of (vt);
      ck_parse_error (P, loc, blen, "unsupported: structured bindings of '%s' through its "
                      "std::tuple_size and get", vc ? ck_class_name (vc) : ck_parse_type_str (vt));
      count = -2;
    }
  else if (vt->kind == CK_TY_STRUCT)
    {
      for (CkMember *m = vt->members; m; m = m->next)
        if (m->name && m->name[0] != '.' && strcmp (m->name, "__vptr") != 0)
          count++;
    }
  else
    {
      ck_parse_error (P, loc, blen, "cannot decompose non-array non-class type '%s'",
                      ck_parse_type_str (ck_type_unqualified (vt)));
      count = -1;
    }
  if (count == -2)
    {
      for (int k = 0; k < names.len; k++)
        poison_name (P, ((CkToken *) ck_vec_get (&names, k))->text);
      return;
    }
  if (count >= 0 && count != names.len)
    {
      if (names.len < count)
        ck_parse_error (P, loc, blen, "only %d name%s provided for structured binding", names.len,
                        names.len == 1 ? "" : "s");
      else
        ck_parse_error (P, loc, blen, "%d names provided for structured binding", names.len);
      CkClass *vc = ck_class_of (vt);
      ck_parse_note (P, loc, blen, "while '%s' decomposes into %d element%s",
                     vc ? ck_class_name (vc) : ck_parse_type_str (ck_type_unqualified (vt)), count,
                     count == 1 ? "" : "s");
    }
  if (count != names.len)
    {
      for (int k = 0; k < names.len; k++)
        poison_name (P, ((CkToken *) ck_vec_get (&names, k))->text);
      return;
    }
  int i = 0;
  CkMember *m = vt->kind == CK_TY_ARRAY ? NULL : vt->members;
  for (int k = 0; k < names.len; k++)
    {
      CkToken *nt = ck_vec_get (&names, k);
      CkSrcLoc nloc = ck_parse_tok_loc (nt);
      CkNode *hv = ck_sema_var (P, h, nloc, 1);
      CkNode *el;
      if (vt->kind == CK_TY_ARRAY)
        el = ck_sema_index (P, hv, ck_sema_int_lit (i++, ck_ty_long, nloc), nloc);
      else if (tuple_n >= 0)
        el = ck_class_tuple_element (P, hv, i++, nloc, nt->len);
      else
        {
          while (m && (!m->name || m->name[0] == '.' || strcmp (m->name, "__vptr") == 0))
            m = m->next;
          el = ck_sema_member (P, hv, m->name, FALSE, nloc, nt->len);
          m = m->next;
        }
      CkType *rt = ck_type_pointer_to (el->type);
      rt->is_reference = TRUE;
      CkObj *o = new_obj (P, nt->text, rt, nloc);
      o->is_local = TRUE;
      ck_vec_push (&P->fn->locals, o);
      declare_sym (P, nt->text)->obj = o;
      init_local_from (P, stmts, o, el);
      (void) elems;
    }
  (void) start;
}

/* At `[` (or `&[`) after `auto`: structured bindings are reported once, their names declared
 * poisoned so that their uses raise no second error, and the statement skipped. */
static G_NORETURN void
structured_bindings (CkParser *P)
{
  unsupported_here (P, P->tok, "structured bindings");
  while (!is_punct (P, CK_P_LBRACKET))
    P->tok++;
  for (P->tok++; P->tok->kind == CK_TK_IDENT || is_punct (P, CK_P_COMMA); P->tok++)
    if (P->tok->kind == CK_TK_IDENT)
      poison_name (P, P->tok->text);
  silent_unwind (P);
}

/* The type decltype gives [e] ([dcl.type.decltype]p1): the declared type of an entity named
 * by an id-expression or member access that is not parenthesized ([unparenthesized]), else
 * T & for an lvalue of type T and T for a prvalue. */
static CkType *
decltype_of (CkParser *P, CkNode *e, gboolean unparenthesized)
{
  if (ck_sema_has_err (P, e->type))
    return P->ty_err;
  if (unparenthesized)
    {
      const CkNode *v = e->kind == CK_E_DEREF && e->lhs->kind == CK_E_VAR
                        && e->lhs->obj->type->is_reference ? e->lhs : e;
      if (v->kind == CK_E_VAR)
        return v->obj->type;
      if (e->kind == CK_E_MEMBER)
        return e->member->type;
    }
  if ((e->is_lvalue || e->is_xvalue) && e->type->kind != CK_TY_FUNC)
    {
      /* an lvalue gives T &, an xvalue (std::move(x), std::forward<T>(t)) T && */
      CkType *r = ck_type_pointer_to (e->type);
      r->is_reference = TRUE;
      r->is_rvalue_ref = e->is_xvalue;
      return r;
    }
  return e->type;
}

/* Whether [t] is placeholder [ph] of `auto`, qualified or not. */
static gboolean
is_auto_placeholder (const CkType *t, const CkType *ph)
{
  for (; t; t = t->origin)
    if (t == ph)
      return TRUE;
  return FALSE;
}

/* The return type that the first return statement's [e] gives a function declared with a
 * deduced return type of [form] ([dcl.type.auto.deduct]); errors at [loc] as g++'s. */
static CkType *
deduce_return (CkParser *P, CkDeducedForm form, CkNode *e, gboolean unparenthesized, CkSrcLoc loc, int len)
{
  CkType *et = e->type;
  if (et->kind == CK_TY_PTR && et->is_reference)
    et = et->base;
  CkType *rt;
  switch (form)
    {
    case CK_DEDUCED_LREF:
    case CK_DEDUCED_CONST_LREF:
      if (form == CK_DEDUCED_LREF && (!e->is_lvalue || e->is_xvalue))
        {
          ck_parse_error (P, e->loc, e->range_len, "cannot bind non-const lvalue reference of type "
                          "'%s&' to an rvalue of type '%s'", ck_parse_type_str (et), ck_parse_type_str (et));
          return P->ty_err;
        }
      if (form == CK_DEDUCED_CONST_LREF)
        {
          et = ck_type_copy (ck_type_unqualified (et));
          et->is_const = TRUE;
        }
      rt = ck_type_pointer_to (et);
      rt->is_reference = TRUE;
      return rt;
    case CK_DEDUCED_FWD:
      /* `auto &&`: deduced as a forwarding reference ([dcl.type.auto.deduct]p4) */
      rt = ck_type_pointer_to (e->is_lvalue && !e->is_xvalue ? et : ck_type_unqualified (et));
      rt->is_reference = TRUE;
      rt->is_rvalue_ref = !(e->is_lvalue && !e->is_xvalue);
      return rt;
    case CK_DEDUCED_PTR:
      rt = ck_type_unqualified (ck_sema_decay (P, e)->type);
      if (rt->kind != CK_TY_PTR || rt->is_reference)
        {
          ck_parse_error (P, loc, len, "unable to deduce 'auto*' from '%s'", ck_parse_type_str (rt));
          return P->ty_err;
        }
      return rt;
    case CK_DEDUCED_DECLTYPE:
      return decltype_of (P, e, unparenthesized);
    case CK_DEDUCED_AUTO:
    default:
      rt = ck_type_unqualified (ck_sema_decay (P, e)->type);
      if (rt->kind == CK_TY_PTR && rt->is_reference)
        rt = ck_type_unqualified (rt->base);
      return rt;
    }
}

/* The form (CkDeducedForm) of a function's declared return type [rt] with the `auto`
 * placeholder [ph] that its first return statement deduces, or -1 for another
 * (`auto &&`, `auto **`, `const auto` of a `decltype(auto)`). */
static int
deduced_form (const CkType *rt, const CkType *ph, gboolean decltype_auto)
{
  if (rt == ph)
    return decltype_auto ? CK_DEDUCED_DECLTYPE : CK_DEDUCED_AUTO;
  if (decltype_auto || !rt || rt->kind != CK_TY_PTR || !is_auto_placeholder (rt->base, ph)
      || rt->is_const || rt->is_volatile)
    return -1;
  if (rt->is_reference && !rt->is_rvalue_ref)
    return rt->base->is_const ? CK_DEDUCED_CONST_LREF : CK_DEDUCED_LREF;
  if (rt->is_reference && rt->is_rvalue_ref && !rt->base->is_const && !rt->base->is_volatile)
    return CK_DEDUCED_FWD;
  if (!rt->is_reference && !rt->base->is_const && !rt->base->is_volatile)
    return CK_DEDUCED_PTR;
  return -1;
}

/* Whether [t] is the placeholder [ph] or a pointer, reference or array to it (`auto &`). */
static gboolean
contains_auto_placeholder (const CkType *t, const CkType *ph)
{
  for (; t; t = t->kind == CK_TY_PTR || t->kind == CK_TY_ARRAY ? t->base : NULL)
    if (is_auto_placeholder (t, ph))
      return TRUE;
  return FALSE;
}

/* Template argument deduction for `auto` ([dcl.type.auto.deduct]): matches the declared type
 * [pat], built on placeholder [ph], against [actual]; sets [*deduced]. FALSE when they do not
 * match (`auto *p = 1`). */
static gboolean
match_auto (CkType *pat, CkType *actual, const CkType *ph, CkType **deduced)
{
  if (is_auto_placeholder (pat, ph))
    {
      *deduced = pat->is_const || pat->is_volatile ? ck_type_unqualified (actual) : actual;
      return TRUE;
    }
  if (pat->kind == CK_TY_PTR && actual->kind == CK_TY_PTR && !actual->is_reference)
    return match_auto (pat->base, actual->base, ph, deduced);
  return FALSE;
}

/* [t] with placeholder [ph] replaced by [by], qualifiers and references kept. */
static CkType *
replace_auto (CkType *t, const CkType *ph, CkType *by)
{
  if (is_auto_placeholder (t, ph))
    return qualified (by, t->is_const, t->is_volatile, FALSE);
  if (t->kind != CK_TY_PTR)
    return t;
  CkType *r = ck_type_pointer_to (replace_auto (t->base, ph, by));
  r->is_reference = t->is_reference;
  return qualified (r, t->is_const, t->is_volatile, t->is_restrict);
}

/* auto x = e, auto *p = e, auto &r = e, const auto &r = e: the declared type [ty] (built on
 * placeholder [ph]) with the placeholder deduced from e as a template argument is: e's type
 * after decay without top-level qualifiers, or for a reference, e's type itself. The
 * initialiser is left to be parsed again as the declaration's. */
static CkType *
deduce_auto (CkParser *P, CkToken *start, CkType *ty, const CkType *ph, gboolean decltype_auto)
{
  if (!consume_punct (P, CK_P_ASSIGN))
    syntax_error (P, start, "declaration with 'auto' needs an initializer");
  CkToken *t = P->tok;
  int temps = ck_class_cleanup_mark (P);
  CkNode *e = assign (P);
  ck_class_cleanup_truncate (P, temps);   /* this parse's temporaries are not the program's */
  P->tok = t - 1;   /* re-parse as the initializer */
  if (ck_sema_has_err (P, e->type))
    return P->ty_err;
  if (decltype_auto)
    {
      if (ty != ph)
        {
          CkType *name = ck_type_copy (ck_ty_int);
          name->typedef_name = "decltype(auto)";
          ck_parse_error (P, ck_parse_tok_loc (start), start->len, "'%s' as type rather than "
                          "plain 'decltype(auto)'", ck_parse_type_str (replace_auto (ty, ph, name)));
          return P->ty_err;
        }
      return decltype_of (P, e, !tok_is_punct (t, CK_P_LPAREN));
    }
  gboolean is_ref = ty->kind == CK_TY_PTR && ty->is_reference;
  CkType *actual = is_ref ? e->type : ck_type_unqualified (ck_sema_decay (P, e)->type);
  CkType *deduced = NULL;
  if (!match_auto (is_ref ? ty->base : ty, actual, ph, &deduced))
    {
      ck_parse_error (P, e->loc, e->range_len, "unable to deduce '%s' from '%s'",
                      ck_parse_type_str (replace_auto (ty, ph, P->ty_auto_name)),
                      ck_parse_type_str (actual));
      return P->ty_err;
    }
  if (is_ref && !ty->base->is_const && !e->is_lvalue)
    {
      ck_parse_error (P, e->loc, e->range_len, "cannot bind non-const lvalue reference of type "
                      "'%s' to an rvalue of type '%s'",
                      ck_parse_type_str (replace_auto (ty, ph, deduced)), ck_parse_type_str (actual));
      return P->ty_err;
    }
  return replace_auto (ty, ph, deduced);
}

/* ---------------------------------------------------------------- declarations */

static void
static_assert_decl (CkParser *P)
{
  CkToken *kw = P->tok;
  P->tok++;
  const CkToken *open = P->tok;
  expect (P, CK_P_LPAREN);
  CkToken *et = P->tok;
  int errors = P->sink->n_errors;
  gint64 v = const_expr (P, "static assertion");
  gboolean evaluated = P->sink->n_errors == errors;   /* else it was reported: no "failed" too */
  const char *msg = NULL;
  if (consume_punct (P, CK_P_COMMA))
    {
      CkNode *s = string_literal (P);
      msg = s->str;
    }
  expect_close (P, CK_P_RPAREN, open);
  expect_semi (P, "static assertion");
  if (!v && evaluated)
    {
      if (msg)
        ck_parse_error (P, ck_parse_tok_loc (et), tok_len (et), "static assertion failed: %s", msg);
      else
        ck_parse_error (P, ck_parse_tok_loc (et), tok_len (et), "static assertion failed");
    }
  (void) kw;
}

/* kr-declarations = (declspec declarator ("," declarator)* ";")*   (before a K&R body) */
static void
kr_declarations (CkParser *P, CkType *ft)
{
  while (is_typename (P, P->tok))
    {
      CkDeclAttr attr = { 0 };
      CkType *base = declspec (P, &attr);
      for (gboolean first = TRUE; !consume_punct (P, CK_P_SEMI); first = FALSE)
        {
          if (!first)
            expect (P, CK_P_COMMA);
          Declarator d = { 0 };
          CkType *t = declarator (P, base, &d);
          if (t->kind == CK_TY_ARRAY)
            t = ck_type_pointer_to (t->base);
          else if (t->kind == CK_TY_FUNC)
            t = ck_type_pointer_to (t);
          CkParam *p = ft->params;
          for (; p; p = p->next)
            if (d.name && strcmp (p->name, d.name) == 0)
              break;
          if (!p)
            ck_parse_error (P, d.loc, 1, "declaration for parameter '%s' but no such parameter",
                            d.name ? d.name : "");
          else
            p->type = t;
        }
    }
}

/* Whether [a] comes before [b] in the same file. */
static gboolean
loc_before (CkSrcLoc a, CkSrcLoc b)
{
  return a.file == b.file && (a.line < b.line || (a.line == b.line && a.col < b.col));
}

static gboolean
in_vla_scope (const CkVlaScope *v, CkSrcLoc loc)
{
  return loc_before (v->start, loc) && v->end.file && loc_before (loc, v->end);
}

static void
resolve_gotos (CkParser *P)
{
  for (int i = 0; i < P->gotos.len; i++)
    {
      CkNode *g = ck_vec_get (&P->gotos, i);
      for (int j = 0; j < P->labels.len; j++)
        {
          CkNode *l = ck_vec_get (&P->labels, j);
          if (strcmp (l->label, g->label) == 0)
            g->target = l;
        }
      if (!g->target)
        {
          ck_parse_error (P, g->loc, g->range_len, "label '%s' used but not defined", g->label);
          continue;
        }
      /* C11 6.8.6.1p1: no jump from outside the scope of a variably modified identifier
         into it (its size would never have been evaluated) */
      for (int j = 0; j < P->vla_scopes.len; j++)
        {
          CkVlaScope *v = ck_vec_get (&P->vla_scopes, j);
          if (in_vla_scope (v, g->target->loc) && !in_vla_scope (v, g->loc))
            {
              ck_parse_error (P, g->loc, g->range_len,
                              "jump into scope of identifier with variably modified type");
              ck_parse_note (P, g->target->loc, g->target->range_len, "label '%s' defined here",
                             g->label);
              ck_parse_note (P, v->obj->loc, (int) strlen (v->obj->name), "'%s' declared here",
                             v->obj->name);
              break;
            }
        }
    }
  P->gotos.len = 0;
  P->labels.len = 0;
  P->vla_scopes.len = 0;
}

static gboolean
is_variably_modified (const CkType *t)
{
  for (; t && (t->kind == CK_TY_ARRAY || t->kind == CK_TY_PTR); t = t->base)
    if (t->vla_len)
      return TRUE;
  return FALSE;
}

static void
function_definition (CkParser *P, CkType *ty, Declarator *d, CkDeclAttr *attr)
{
  if (ty->is_oldstyle && ty->n_params > 0)
    {
      kr_declarations (P, ty);
      if (P->is_c)   /* in C++ the identifier list was an error */
        ck_parse_warning (P, d->loc, (int) strlen (d->name), "old-style function definition");
    }
  if (!is_punct (P, CK_P_LBRACE))
    syntax_error (P, P->tok, "expected '{' before %s", tok_desc (P->tok));
  CkObj *fn = declare_function (P, d->name, ty, attr, d->loc, TRUE);
  if (!fn)
    {
      /* redefinition: still check the body */
      fn = new_obj (P, d->name, ty, d->loc);
      fn->is_function = TRUE;
      fn->exec_space = exec_space_of (attr);
    }
  if (fn->type != ty)
    fn->type = ty;
  fn->is_definition = TRUE;
  fn->is_constexpr = attr->is_constexpr;
  if (attr->launch_bounds)
    fn->launch_bounds_max_threads = attr->launch_bounds;
  P->fn = fn;
  enter_scope (P);
  fn->n_params = ty->n_params;
  fn->params = ck_new_n (CkObj *, ty->n_params + 1);
  fn->locals.len = 0;
  int i = 0;
  for (CkParam *p = ty->params; p; p = p->next, i++)
    {
      CkObj *po = p->obj ? p->obj
                         : new_obj (P, p->name ? p->name : ck_strdup_printf (".p%d", i), p->type, p->loc);
      po->is_local = TRUE;
      po->is_param = TRUE;
      po->address_taken = ck_type_is_aggregate (p->type);
      fn->params[i] = po;
      ck_vec_push (&fn->locals, po);
      if (p->name)
        {
          CkSym *prev = lookup_sym_here (P, p->name);
          if (prev)
            {
              ck_parse_error (P, p->loc, (int) strlen (p->name), "redefinition of parameter '%s'", p->name);
              ck_parse_note (P, prev->obj->loc, (int) strlen (p->name), "previous definition is here");
            }
          CkSym *s = declare_sym (P, p->name);
          s->obj = po;
        }
    }
  fn->body = compound_stmt (P, FALSE);
  leave_scope (P);
  resolve_gotos (P);
  P->fn = NULL;
}

static void
warn_implicit_int (CkParser *P, CkDeclAttr *attr, Declarator *d, CkType *ty, CkToken *start)
{
  if (!attr->implicit_int)
    return;
  CkSrcLoc loc = d->name ? d->loc : ck_parse_tok_loc (start);
  int len = d->name ? (int) strlen (d->name) : 1;
  if (ty->kind == CK_TY_FUNC)
    ck_parse_warning (P, loc, len, "return type defaults to 'int'");
  else
    ck_parse_warning (P, loc, len, "type defaults to 'int' in declaration of '%s'",
                      d->name ? d->name : "");
}

/* Declares the typedef [d] of type [ty]. */
static void
declare_typedef (CkParser *P, Declarator *d, CkType *ty)
{
  CkSym *prev = lookup_sym_here (P, d->name);
  if (prev && prev->typedef_type && !prev->is_tag_typedef)
    {
      if (!ck_type_is_compatible (prev->typedef_type, ty))
        {
          ck_parse_error (P, d->loc, (int) strlen (d->name), "conflicting declaration 'typedef %s %s'",
                          ck_parse_type_str (ty), d->name);
        }
      return;
    }
  if (prev && !prev->is_tag_typedef && !prev->poisoned)
    {
      ck_parse_error (P, d->loc, (int) strlen (d->name), "'%s' redeclared as different kind of symbol",
                      d->name);
      return;
    }
  CkType *t = ck_type_copy (ty);
  t->typedef_name = d->name;
  if ((t->kind == CK_TY_STRUCT || t->kind == CK_TY_UNION || t->kind == CK_TY_ENUM) && !t->tag)
    {
      /* typedef struct { } S; — the struct is called S from now on */
      CkType *r = ty;
      while (r->origin)
        r = r->origin;
      r->tag = d->name;
    }
  CkSym *s = declare_sym (P, d->name);
  s->typedef_type = t;
  if (!P->is_c)
    s->ns = ck_class_scope_ns (ty);   /* `Alias::member` names the class's member, as `C::member` */
}

/* Declares a block-scope object and returns its DECL statement (or NULL). */
static CkNode *
local_declaration (CkParser *P, Declarator *d, CkType *ty, CkDeclAttr *attr)
{
  CkSrcLoc loc = d->loc;
  int len = (int) strlen (d->name);
  ck_parse_thread_local_block_scope (P, attr, d->name, loc);
  CkSym *prev = lookup_sym_here (P, d->name);
  if (prev && !prev->is_tag_typedef && !prev->poisoned && attr->storage != CK_SC_EXTERN)
    {
      ck_parse_error (P, loc, len, "redeclaration of '%s'", d->name);
      if (prev->obj)
        ck_parse_note (P, prev->obj->loc, len, "previous declaration of '%s' is here", d->name);
    }
  if (attr->storage == CK_SC_EXTERN)
    {
      CkSym *fs = ck_map_get (&P->file_scope->syms, d->name);
      CkObj *o;
      if (fs && fs->obj)
        o = fs->obj;
      else
        {
          CkScope *saved = P->scope;
          P->scope = P->file_scope;
          o = declare_global_var (P, d->name, ty, attr, loc, FALSE);
          P->scope = saved;
        }
      CkSym *s = declare_sym (P, d->name);
      s->obj = o;
      if (has_initializer (P))
        syntax_error (P, P->tok, "'%s' has both 'extern' and initializer", d->name);
      return NULL;
    }
  CkMemSpace ms = mem_space_of (P, attr, loc, d->name), explicit_ms = ms;
  CkObj *o = new_obj (P, d->name, ty, loc);
  o->align = attr->align;
  o->mem_space = ms;
  CkSym *s = declare_sym (P, d->name);
  s->obj = o;
  if (ms == CK_MS_SHARED || ms == CK_MS_CONSTANT || ms == CK_MS_DEVICE || ms == CK_MS_MANAGED)
    {
      /* a __host__ __device__ function is a host function too: nvcc refuses it there as well
         ("a static __shared__ variable declaration is not allowed inside a host function
         body"; issue 23 audit) */
      if (ms == CK_MS_SHARED && (!(P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL))
                                 || (P->fn->exec_space & CK_ES_HOST)))
        ck_parse_error (P, loc, len, "a __shared__ variable cannot be declared in a __host__ function");
      else if (ms != CK_MS_SHARED && attr->storage != CK_SC_STATIC)
        ck_parse_error (P, loc, len, "a '%s' variable cannot be declared at block scope unless 'static'",
                        ms == CK_MS_CONSTANT ? "__constant__" : ms == CK_MS_MANAGED ? "__managed__"
                                                                 : "__device__");
      if (ms == CK_MS_SHARED && has_initializer (P))
        {
          ck_parse_error (P, cur_loc (P), 1, "initializer not allowed for __shared__ variable '%s'",
                          d->name);
          P->tok++;
          assign (P);
        }
    }
  /* a static local of a function compiled for the device only is a variable in device memory,
     as nvcc makes it (issue 23: its uses were refused as a host variable's) */
  if (attr->storage == CK_SC_STATIC && ms == CK_MS_NONE
      && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)) && !(P->fn->exec_space & CK_ES_HOST))
    o->mem_space = ms = CK_MS_DEVICE;
  if (attr->storage == CK_SC_STATIC || ms != CK_MS_NONE)
    {
      ck_parse_thread_local_obj (P, o, attr, explicit_ms, TRUE, loc);
      o->storage = CK_SC_STATIC;
      o->is_definition = TRUE;
      o->address_taken = TRUE;
      ck_vec_push (P->objs, o);
      if (!P->is_c && ck_class_needs_ctor (o->type))
        return ck_class_static_local (P, o);   /* constructed once, under a guard (class.c) */
      o->init = decl_initializer (P, o, TRUE);
      check_static_init (P, o);
      record_const_value (o);
      if (o->type->size < 0)
        ck_parse_error (P, loc, len, "storage size of '%s' isn't known", d->name);
      check_zero_sized (P, o, loc, len);
      return NULL;
    }
  o->is_local = TRUE;
  o->storage = attr->storage;
  o->address_taken = ck_type_is_aggregate (ty) || attr->align > 0;
  ck_vec_push (&P->fn->locals, o);
  /* device code has no variable-length arrays (g++ allows them in host code); nvcc's words */
  if (is_variably_modified (ty) && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL))
      && !(P->fn->exec_space & CK_ES_HOST))
    ck_parse_error (P, loc, len, "expression must have a constant value (the length of "
                    "array '%s' in device code)", d->name);
  else if (is_variably_modified (ty))
    {
      CkVlaScope *v = ck_new (CkVlaScope);
      v->obj = o;
      v->start = loc;
      ck_vec_push (&P->vla_scopes, v);
    }
  if (!P->is_c && !o->type->is_reference)
    {
      ck_class_check_abstract (P, o->type, d->name, loc);
      CkNode *dn = ck_sema_node (CK_S_DECL, loc);
      dn->obj = o;
      dn->range_len = len;
      CkNode *cn = ck_class_local_decl (P, o, dn);   /* constructor and destructor (class.c) */
      if (cn)
        return cn;
    }
  o->init = decl_initializer (P, o, FALSE);
  if (!P->is_c && o->init && !o->type->is_reference)
    ck_class_own_aggregate (P, o);   /* an aggregate of members with destructors */
  if (!o->init && o->type->is_reference && !ck_sema_has_err (P, o->type->base))
    ck_parse_error (P, loc, len, "'%s' declared as reference but not initialized", d->name);
  else if (!o->init && o->type->is_const && ck_type_is_scalar (o->type))
    ck_parse_error (P, loc, len, "uninitialized 'const %s'", d->name);
  if (o->type->size < 0 && !o->type->vla_len)
    ck_parse_error (P, loc, len, "storage size of '%s' isn't known", d->name);
  check_zero_sized (P, o, loc, len);
  record_const_value (o);
  CkNode *n = ck_sema_node (CK_S_DECL, loc);
  n->obj = o;
  n->range_len = len;
  return n;
}

/* A texture reference `texture<T, dim, readMode> name;` (CUDA 5 to 11): a file-scope
 * struct textureReference initialised as CUDA's texture<> constructor does, with what the
 * template arguments say kept here for its fetches. */
typedef struct CkTexRef {
  CkObj *obj;
  CkType *elem;                /* T */
  int dim, mode;               /* 1..3; cudaReadModeElementType 0, cudaReadModeNormalizedFloat 1 */
  int n;                       /* components of T */
} CkTexRef;

/* The texel format of a texture element type T: cudaChannelFormatKind, bits and components;
 * FALSE for a type CUDA's texture<> does not take. */
static gboolean
texel_format (CkType *t, int *kind, int *bits, int *n)
{
  *n = 1;
  t = ck_type_unqualified (t);
  if (t->kind == CK_TY_STRUCT && t->members && t->tag && strchr ("csuif", t->tag[0]))
    {
      CkType *first = t->members->type;
      *n = 0;
      for (CkMember *m = t->members; m; m = m->next, (*n)++)
        if (m->type->kind != first->kind)
          return FALSE;
      if (*n != 1 && *n != 2 && *n != 4)
        return FALSE;
      t = first;
    }
  switch (t->kind)
    {
    case CK_TY_CHAR: case CK_TY_SCHAR: case CK_TY_SHORT: case CK_TY_INT: *kind = 0; break;
    case CK_TY_UCHAR: case CK_TY_USHORT: case CK_TY_UINT: *kind = 1; break;
    case CK_TY_FLOAT: *kind = 2; break;
    default: return FALSE;
    }
  *bits = (int) t->size * 8;
  return TRUE;
}

/* One template argument of texture<>: an integer literal or an enumeration constant. */
static int
texture_targ (CkParser *P, const char *what)
{
  CkToken *t = P->tok;
  if (t->kind == CK_TK_INT)
    {
      P->tok++;
      return (int) t->ival;
    }
  CkSym *s = t->kind == CK_TK_IDENT ? lookup_sym (P, t->text) : NULL;
  if (!s || !s->is_enum_const)
    syntax_error (P, t, "expected the %s of the texture reference", what);
  P->tok++;
  return (int) s->enum_val;
}

/* The initializer CUDA's texture<T> constructor gives: not normalized, point filtering, clamp
 * in every dimension, channelDesc = cudaCreateChannelDesc<T>(). */
static CkInit *
texref_init (CkSrcLoc loc, int kind, int bits, int n)
{
  static const int at[] = { 0, 4, 8, 12, 16, 20, 24, 28, 32, 36 };
  int v[] = { 0, 0, 1, 1, 1, bits, n > 1 ? bits : 0, n > 2 ? bits : 0, n > 3 ? bits : 0, kind };
  CkInit *in = ck_new (CkInit);
  in->n_items = G_N_ELEMENTS (at);
  in->items = ck_new_n (CkInitItem, in->n_items);
  for (int i = 0; i < in->n_items; i++)
    {
      in->items[i].offset = at[i];
      in->items[i].type = ck_ty_int;
      in->items[i].expr = ck_sema_int_lit (v[i], ck_ty_int, loc);
    }
  return in;
}

/* texture-decl = "texture" "<" type-name ("," dim ("," read-mode)?)? ">" ident ("," ident)* ";"
 *              | "surface" "<" ... ">" declarator-names ";"
 * A texture reference at file scope is a struct textureReference variable, one object for
 * host and device code (its fetches are rewritten by texref_fetch_call). Surface references, and texture references
 * elsewhere, are reported as unsupported once; the names they declare and the fetch functions of
 * the runtime are poisoned, so that their uses are not reported again. */
static void
texture_decl (CkParser *P)
{
  static const char *const fetch[] = {
    "tex1D", "tex1Dfetch", "tex2D", "tex3D", "tex1DLayered", "tex2DLayered", "texCubemap",
    "tex1DLod", "tex2DLod", "tex2Dgather", "cudaBindTexture", "cudaBindTexture2D",
    "cudaBindTextureToArray", "cudaUnbindTexture", "surf1Dread", "surf1Dwrite", "surf2Dread",
    "surf2Dwrite", "surf3Dread", "surf3Dwrite", "cudaBindSurfaceToArray",
  };
  gboolean is_surface = P->tok->text[0] == 's';
  CkType *tr = is_surface || P->fn ? NULL : find_type_name (P, "textureReference");
  if (tr)
    {
      CkToken *kw = P->tok;
      P->tok += 2;
      CkToken *tt = P->tok;
      CkType *elem = type_name (P);
      int dim = 1, mode = 0, kind = 0, bits = 0, n = 1;
      if (consume_punct (P, CK_P_COMMA))
        {
          dim = texture_targ (P, "dimension");
          if (consume_punct (P, CK_P_COMMA))
            mode = texture_targ (P, "read mode");
        }
      if (!consume_punct (P, CK_P_GT))
        syntax_error (P, P->tok, "expected '>' to close the template argument list of 'texture'");
      if (elem != P->ty_err && !texel_format (elem, &kind, &bits, &n))
        ck_parse_error (P, ck_parse_tok_loc (tt), tt->len, "no texture of '%s': the element type "
                        "is a 1-, 2- or 4-component char, short, int or float type", ck_parse_type_str (elem));
      else if (dim < 1 || dim > 3)
        ck_parse_error (P, ck_parse_tok_loc (kw), kw->len, "a texture reference has 1, 2 or 3 dimensions, not %d", dim);
      else if (mode == 1 && (kind == 2 || bits == 32))
        ck_parse_error (P, ck_parse_tok_loc (kw), kw->len, "cudaReadModeNormalizedFloat needs 8- or 16-bit "
                        "integer texels, not '%s'", ck_parse_type_str (elem));
      for (;;)
        {
          CkToken *nt = P->tok;
          const char *name = expect_ident (P);
          /* one object for host and device code, as __managed__ storage is: the host sets
             its fields, the texture unit reads them */
          CkDeclAttr attr = { 0 };
          attr.kw_managed = TRUE;
          CkObj *o = declare_global_var (P, name, tr, &attr, ck_parse_tok_loc (nt), TRUE);
          o->init = texref_init (ck_parse_tok_loc (nt), kind, bits, n);
          CkTexRef *ref = ck_new (CkTexRef);
          *ref = (CkTexRef) { o, elem, dim, mode, n };
          ck_map_put (&P->texrefs, name, ref);
          if (!consume_punct (P, CK_P_COMMA))
            break;
        }
      expect_semi (P, "texture reference declaration");
      return;
    }
  unsupported_here (P, P->tok, is_surface ? "surface references" : "texture references");
  P->tok++;
  skip_angle_brackets (P);
  while (!is_punct (P, CK_P_SEMI) && P->tok->kind != CK_TK_EOF)
    {
      if (P->tok->kind == CK_TK_IDENT
          && (tok_is_punct (&P->tok[1], CK_P_SEMI) || tok_is_punct (&P->tok[1], CK_P_COMMA)
              || tok_is_punct (&P->tok[1], CK_P_LBRACKET) || tok_is_punct (&P->tok[1], CK_P_ASSIGN)))
        poison_name (P, P->tok->text);
      P->tok++;
    }
  consume_punct (P, CK_P_SEMI);
  CkScope *saved = P->scope;
  P->scope = P->file_scope;
  for (gsize i = 0; i < G_N_ELEMENTS (fetch); i++)
    poison_name (P, fetch[i]);
  P->scope = saved;
}

/* declaration = static-assert
 *             | declspec (init-declarator ("," init-declarator)*)? ";"
 *             | declspec declarator (kr-declarations)? compound-stmt      (function definition)
 * init-declarator = declarator attribute* asm-label? attribute* ("=" initializer | "(" args ")"
 *                   | "{" initializer-list "}")?
 * [stmts] receives the DECL statements of a block-scope declaration; NULL at file scope. */
static void
declaration (CkParser *P, CkVec *stmts)
{
  CkToken *start = P->tok;
  if (is_kw (P, CK_KW_STATIC_ASSERT) || is_kw (P, CK_KW_STATIC_ASSERT_CXX))
    {
      static_assert_decl (P);
      return;
    }
  if (is_kw (P, CK_KW_TEMPLATE))
    {
      ck_template_decl (P, stmts);
      return;
    }
  if (P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_LT)
      && (strcmp (P->tok->text, "texture") == 0 || strcmp (P->tok->text, "surface") == 0)
      && !lookup_sym (P, P->tok->text))
    {
      texture_decl (P);
      return;
    }
  if (!P->is_c && !stmts && ck_class_try_ctor_outside (P))
    return;   /* `C::C(...) {...}` (class.c) */
  if (!P->is_c && !stmts && ck_template_try_guide (P))
    return;   /* `S(const char *) -> S<std::string>;` (template.c) */
  CkDeclAttr attr = { 0 };
  CkType *base = declspec (P, &attr);
  gboolean is_auto = base == NULL;
  if (is_auto && (is_punct (P, CK_P_LBRACKET)
                  || ((is_punct (P, CK_P_AMP) || is_punct (P, CK_P_ANDAND)) && tok_is_punct (&P->tok[1], CK_P_LBRACKET))))
    {
      if (!stmts || !P->fn || P->is_c || attr.storage == CK_SC_STATIC)
        structured_bindings (P);
      structured_binding_decl (P, stmts, &attr, start);
      return;
    }
  if (consume_punct (P, CK_P_SEMI))
    {
      if (attr.implicit_int)
        syntax_error (P, start, "expected a declaration");
      return;
    }
  for (gboolean first = TRUE;; first = FALSE)
    {
      if (!first && !consume_punct (P, CK_P_COMMA))
        {
          if (is_punct (P, CK_P_LBRACE) || P->tok->kind == CK_TK_EOF)
            syntax_error (P, P->tok, "expected ';' or ',' before %s", tok_desc (P->tok));
          expect_semi (P, "declaration");
          return;
        }
      Declarator d = { 0 };
      d.allow_direct_init = TRUE;
      d.is_top = TRUE;
      CkDeclAttr dattr = attr;
      CkToken *dstart = P->tok;
      CkType *ph = NULL;
      if (is_auto)
        {
          ph = ck_type_copy (ck_ty_int);   /* the placeholder that deduction replaces */
          ph = qualified (ph, attr.auto_const, attr.auto_volatile, FALSE);
        }
      const CkType *outer_ph = P->auto_ph;
      P->auto_ph = ph;
      P->decl_class = NULL;
      P->method_const = FALSE;
      CkType *ty = declarator (P, is_auto ? ph : base, &d);
      P->auto_ph = outer_ph;
      if (P->decl_class)
        {
          /* `T C::f(...) {...}`, `T C::x = v;` (class.c) */
          CkClass *dc = P->decl_class;
          gboolean mc = P->method_const;
          P->decl_class = NULL;
          P->method_const = FALSE;
          ck_class_define_outside (P, dc, d.name, ty, d.loc, mc);
          return;
        }
      attributes (P, &dattr);
      dattr.asm_name = asm_label (P);
      attributes (P, &dattr);
      if (!d.name)
        syntax_error (P, dstart, "expected identifier or '(' before %s", tok_desc (dstart));
      if (is_auto)
        {
          int form = ty->kind == CK_TY_FUNC && is_punct (P, CK_P_LBRACE)
                     ? deduced_form (ty->base, ph, attr.decltype_auto) : -1;
          if (form >= 0)
            {
              /* `auto f() { ... }`, `auto &f()`, `const auto &f()`, `auto *f()`,
                 `decltype(auto) f()`: the return type is the first return statement's
                 ([dcl.spec.auto]p8) */
              ty = ck_type_copy (ty);
              ty->origin = NULL;
              ty->base = ck_ty_void;
              ty->is_deduced_ret = TRUE;
              ty->deduced_form = (CkDeducedForm) form;
            }
          else if (ty->kind == CK_TY_FUNC && contains_auto_placeholder (ty->base, ph))
            {
              unsupported_here (P, start, "deduced return types ('auto' without '-> type' in a declaration, "
                                "'const auto *')");
              ty = ck_type_copy (ty);
              ty->base = P->ty_err;
            }
          else if (ty->kind == CK_TY_FUNC)
            ;   /* `auto f() -> T`: the trailing return type was the type */
          else if (ty->kind == CK_TY_ARRAY)
            {
              ck_parse_error (P, d.loc, (int) strlen (d.name), "'%s' declared as array of 'auto'",
                              d.name);
              ty = P->ty_err;
            }
          else
            ty = deduce_auto (P, start, ty, ph, attr.decltype_auto);
        }
      warn_implicit_int (P, &attr, &d, ty, start);
      if (attr.storage == CK_SC_TYPEDEF)
        {
          declare_typedef (P, &d, ty);
          CkSym *as = dattr.adl_class && ty->kind == CK_TY_PTR ? lookup_sym_here (P, d.name) : NULL;
          if (as && as->typedef_type)
            as->typedef_type->adl_class = dattr.adl_class;
          CkSym *ts = stmts && P->fn ? lookup_sym_here (P, d.name) : NULL;
          if (ts && ts->typedef_type && is_variably_modified (ts->typedef_type))
            {
              /* a VLA typedef's lengths are evaluated where it is declared (C11 6.7.8p3): a
                 statement of its own for the lowering */
              CkObj *o = new_obj (P, d.name, ts->typedef_type, d.loc);
              o->storage = CK_SC_TYPEDEF;
              o->is_local = TRUE;
              CkNode *n = ck_sema_node (CK_S_DECL, d.loc);
              n->obj = o;
              n->range_len = (int) strlen (d.name);
              ck_vec_push (stmts, n);
            }
          continue;
        }
      if (ty->kind == CK_TY_FUNC)
        {
          if (first && !stmts && (is_punct (P, CK_P_LBRACE)
                                  || (ty->is_oldstyle && is_typename (P, P->tok))))
            {
              function_definition (P, ty, &d, &dattr);
              return;
            }
          if (ty->is_oldstyle && ty->n_params > 0)
            {
              ck_parse_error (P, d.loc, (int) strlen (d.name),
                              "'%s' was not declared in this scope", d.name);
              continue;
            }
          gboolean deleted = !P->is_c && is_punct (P, CK_P_ASSIGN) && P->tok[1].kind == CK_TK_KEYWORD
                             && P->tok[1].kw == CK_KW_DELETE;
          if (deleted)
            P->tok += 2;   /* `void f(double) = delete;` ([dcl.fct.def.delete]), a template's too */
          CkObj *df = declare_function (P, d.name, ty, &dattr, d.loc, FALSE);
          if (deleted && df)
            df->is_deleted = TRUE;   /* overload resolution's candidate; a call to it an error */
          continue;
        }
      if (ty->kind == CK_TY_VOID)
        {
          ck_parse_error (P, d.loc, (int) strlen (d.name), "variable or field '%s' declared void", d.name);
          continue;
        }
      if (stmts)
        {
          int temps = ck_class_cleanup_mark (P);
          CkNode *n = local_declaration (P, &d, ty, &dattr);
          if (n)
            ck_vec_push (stmts, ck_class_full_expr_end (P, n, temps));
          continue;
        }
      gboolean init = has_initializer (P);
      if (dattr.storage == CK_SC_EXTERN && init)
        dattr.storage = CK_SC_NONE;   /* extern int x = 1; is a definition */
      CkObj *o = declare_global_var (P, d.name, ty, &dattr, d.loc, init);
      if (!P->is_c && ck_class_static_object (P, o))
        continue;   /* constructed before main, destroyed after it (class.c) */
      if (init)
        {
          o->init = decl_initializer (P, o, TRUE);
          if (o->init)
            {
              check_static_init (P, o);
              record_const_value (o);
            }
        }
      if (o->mem_space == CK_MS_SHARED && o->init)
        ck_parse_error (P, d.loc, (int) strlen (d.name), "initializer not allowed for __shared__ variable '%s'",
                        d.name);
      if (dattr.storage != CK_SC_EXTERN)
        check_zero_sized (P, o, d.loc, (int) strlen (d.name));
      if (!init && o->type->is_reference && !ck_sema_has_err (P, o->type->base))
        ck_parse_error (P, d.loc, (int) strlen (d.name), "'%s' declared as reference but not initialized",
                        d.name);
      if (o->type->size < 0 && dattr.storage != CK_SC_EXTERN
          && !(o->type->kind == CK_TY_ARRAY && o->is_extern_shared))
        {
          if (o->type->kind == CK_TY_ARRAY && o->type->array_len < 0 && !init)
            {
              /* int a[]; at file scope: one element (C11 6.9.2p5) */
              ck_parse_warning (P, d.loc, (int) strlen (d.name), "array '%s' assumed to have one element",
                                d.name);
              o->type = ck_type_array_of (o->type->base, 1);
            }
          else
            ck_parse_error (P, d.loc, (int) strlen (d.name), "storage size of '%s' isn't known", d.name);
        }
    }
}

/* ---------------------------------------------------------------- statements */

static CkNode *
cond_expr (CkParser *P, const char *what)
{
  int temps = ck_class_cleanup_mark (P);
  CkNode *e = expr (P);
  e = ck_sema_scalar_cond (P, e, what);
  return ck_class_full_expr_value (P, e, temps);   /* its temporaries destroyed (class.c) */
}

static gboolean
is_decl_start (CkParser *P)
{
  if (is_kw (P, CK_KW_STATIC_ASSERT) || is_kw (P, CK_KW_STATIC_ASSERT_CXX) || is_kw (P, CK_KW_TEMPLATE)
      || is_kw (P, CK_KW_USING) || is_kw (P, CK_KW_NAMESPACE))
    return TRUE;
  if (!is_typename (P, P->tok))
    return FALSE;
  /* `T(x).m` or `T(1) + …` are expressions in practice: a single-token type followed by "(" and
   * a literal is a functional cast */
  gboolean specifier_with_parens = is_kw (P, CK_KW_ALIGNAS) || is_kw (P, CK_KW_ALIGNAS_CXX)
                                   || is_kw (P, CK_KW_ALIGN_CUDA) || is_kw (P, CK_KW_ATTRIBUTE)
                                   || is_kw (P, CK_KW_TYPEOF) || is_kw (P, CK_KW_DECLTYPE);
  if (!specifier_with_parens && tok_is_punct (&P->tok[1], CK_P_LPAREN) && P->tok[2].kind != CK_TK_IDENT
      && !tok_is_punct (&P->tok[2], CK_P_STAR) && !tok_is_punct (&P->tok[2], CK_P_AMP))
    return FALSE;
  /* `G{}.h();`, `G{1, 2}.print();`: a type's name followed by '{' starts no declaration (a
     declarator would follow the name): a functional cast of a braced list (C++11) */
  if (!P->is_c && P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_LBRACE))
    return FALSE;
  /* [stmt.ambig]: `T (x[i]).f ();` cannot be a declaration (a declarator is not followed by
   * '.' or '->'): an expression, as CUB's `WarpScan (temp).InclusiveSum (x, y);` */
  if (!specifier_with_parens && P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_LPAREN))
    {
      int depth = 0;
      const CkToken *t = &P->tok[1];
      for (; t->kind != CK_TK_EOF; t++)
        if (tok_is_punct (t, CK_P_LPAREN) || tok_is_punct (t, CK_P_LBRACKET))
          depth++;
        else if ((tok_is_punct (t, CK_P_RPAREN) || tok_is_punct (t, CK_P_RBRACKET)) && --depth == 0)
          break;
        else if (tok_is_punct (t, CK_P_SEMI) || tok_is_punct (t, CK_P_LBRACE))
          break;
      if (t->kind != CK_TK_EOF && tok_is_punct (t, CK_P_RPAREN)
          && (tok_is_punct (&t[1], CK_P_DOT) || tok_is_punct (&t[1], CK_P_ARROW)))
        return FALSE;
    }
  /* `S<args>::f(...)`: a call of a class template instance's member function (without
     `typename`, a qualified name after template arguments names no type) */
  /* also `ns::S<args>::f(...)` and `::ns::S<args>::f(...)`; `S<args>().f()` (a functional
     cast whose member is called) is an expression too */
  const CkToken *s0 = P->tok;
  if (tok_is_punct (s0, CK_P_COLONCOLON))
    s0++;
  while (s0->kind == CK_TK_IDENT && tok_is_punct (&s0[1], CK_P_COLONCOLON) && s0[2].kind == CK_TK_IDENT)
    s0 += 2;
  if (s0->kind == CK_TK_IDENT && tok_is_punct (&s0[1], CK_P_LT))
    {
      int depth = 0;
      const CkToken *t = &s0[1];
      for (; t->kind != CK_TK_EOF; t++)
        {
          if (tok_is_punct (t, CK_P_LT) || tok_is_punct (t, CK_P_LPAREN) || tok_is_punct (t, CK_P_LBRACKET))
            depth++;
          else if (tok_is_punct (t, CK_P_GT) || tok_is_punct (t, CK_P_RPAREN) || tok_is_punct (t, CK_P_RBRACKET))
            {
              if (--depth == 0)
                break;
            }
          else if (tok_is_punct (t, CK_P_SHR) || tok_is_punct (t, CK_P_LAUNCH_CLOSE))
            {
              depth -= tok_is_punct (t, CK_P_SHR) ? 2 : 3;
              if (depth <= 0)
                break;
            }
          else if (tok_is_punct (t, CK_P_SEMI) || tok_is_punct (t, CK_P_LBRACE))
            return TRUE;
        }
      if (depth == 0 && t->kind != CK_TK_EOF && tok_is_punct (&t[1], CK_P_COLONCOLON)
          && t[2].kind == CK_TK_IDENT && tok_is_punct (&t[3], CK_P_LPAREN))
        return FALSE;
      if (depth == 0 && t->kind != CK_TK_EOF && (tok_is_punct (&t[1], CK_P_LPAREN) || tok_is_punct (&t[1], CK_P_LBRACE)))
        {
          const CkToken *u = &t[1];
          int d = 0;
          for (; u->kind != CK_TK_EOF; u++)
            if (tok_is_punct (u, CK_P_LPAREN) || tok_is_punct (u, CK_P_LBRACE) || tok_is_punct (u, CK_P_LBRACKET))
              d++;
            else if ((tok_is_punct (u, CK_P_RPAREN) || tok_is_punct (u, CK_P_RBRACE) || tok_is_punct (u, CK_P_RBRACKET))
                     && --d == 0)
              break;
          if (u->kind != CK_TK_EOF && (tok_is_punct (&u[1], CK_P_DOT) || tok_is_punct (&u[1], CK_P_ARROW)))
            return FALSE;
        }
      /* `S<args>::count += 2;`: a static data member in an expression (a declaration's
         declarator would follow the member type's name) */
      if (depth == 0 && t->kind != CK_TK_EOF && tok_is_punct (&t[1], CK_P_COLONCOLON)
          && t[2].kind == CK_TK_IDENT && t[3].kind == CK_TK_PUNCT && !tok_is_punct (&t[3], CK_P_STAR)
          && !tok_is_punct (&t[3], CK_P_AMP) && !tok_is_punct (&t[3], CK_P_ANDAND)
          && !tok_is_punct (&t[3], CK_P_COLONCOLON) && !tok_is_punct (&t[3], CK_P_LT))
        return FALSE;
    }
  return TRUE;
}

static void using_directive (CkParser *P);

/* After `for (`: whether a ':' at depth 0 comes before the first ';' (C++11 range-based for). */
static gboolean
is_range_for (CkParser *P)
{
  int depth = 0, question = 0;
  for (const CkToken *t = P->tok; t->kind != CK_TK_EOF; t++)
    {
      if (t->kind != CK_TK_PUNCT)
        continue;
      switch (t->punct)
        {
        case CK_P_LPAREN: case CK_P_LBRACKET: case CK_P_LBRACE:
          depth++;
          break;
        case CK_P_RPAREN: case CK_P_RBRACKET: case CK_P_RBRACE:
          if (--depth < 0)
            return FALSE;
          break;
        case CK_P_QUESTION:
          question++;
          break;
        case CK_P_COLON:
          if (depth == 0 && question-- == 0)
            return TRUE;
          break;
        case CK_P_SEMI:
          if (depth == 0)
            return FALSE;
          break;
        default:
          break;
        }
    }
  return FALSE;
}

/* block-item = declaration | stmt — guarded: a syntax error skips to the next item */
static void
block_item (CkParser *P, CkVec *body)
{
  jmp_buf jb;
  jmp_buf *saved = P->recover;
  CkScope *scope = P->scope;
  CkNode *brk = P->brk, *cont = P->cont, *sw = P->sw;
  CkToken *start = P->tok;
  int depth_at_recover = P->depth;
  gboolean quiet_unsupported = P->quiet_unsupported;
  const char *decl_name = P->decl_name;
  P->decl_name = NULL;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    {
      while (std_attribute (P))
        ;
      if (pragma_pack (P))
        ;
      else if (is_kw (P, CK_KW_USING))
        using_directive (P);
      else if (is_kw (P, CK_KW_NAMESPACE))
        syntax_error (P, P->tok, "a namespace definition is not allowed here");
      else if (is_decl_start (P))
        declaration (P, body);
      else
        ck_vec_push (body, stmt (P));
    }
  else
    {
      P->depth = depth_at_recover;
      P->quiet_unsupported = quiet_unsupported;
      P->scope = scope;
      P->in_prototype = 0;
      P->brk = brk;
      P->cont = cont;
      P->sw = sw;
      poison_name (P, P->decl_name);   /* the declaration abandoned: its uses are errors already */
      skip_to_recovery (P);
      if (P->tok == start && !is_punct (P, CK_P_RBRACE) && P->tok->kind != CK_TK_EOF)
        P->tok++;
    }
  P->decl_name = decl_name;
  P->recover = saved;
}

/* compound-stmt = "{" block-item* "}" */
static CkNode *
compound_stmt (CkParser *P, gboolean new_scope)
{
  CkToken *open = P->tok;
  CkNode *n = ck_sema_node (CK_S_BLOCK, ck_parse_tok_loc (open));
  expect (P, CK_P_LBRACE);
  if (new_scope)
    enter_scope (P);
  CkVec body = { 0 };
  int n_vla_scopes = P->vla_scopes.len;
  int cleanup_mark = ck_class_cleanup_mark (P);
  while (!is_punct (P, CK_P_RBRACE))
    {
      if (P->tok->kind == CK_TK_EOF)
        {
          CkSrcLoc ol = ck_parse_tok_loc (open);
          syntax_error (P, P->tok, "expected '}' (to close '{' at line %u)", ol.line);
        }
      block_item (P, &body);
    }
  /* the variably modified locals of this block go out of scope here */
  for (int i = n_vla_scopes; i < P->vla_scopes.len; i++)
    {
      CkVlaScope *v = ck_vec_get (&P->vla_scopes, i);
      if (!v->end.file)
        v->end = cur_loc (P);
    }
  /* the objects declared in the block are destroyed, latest first (class.c) */
  ck_class_cleanup_pop (P, &body, cleanup_mark, cur_loc (P));
  P->tok++;
  if (new_scope)
    leave_scope (P);
  n->body = vec_to_nodes (&body, &n->n_body);
  return n;
}

static CkNode *
loop_body (CkParser *P, CkNode *loop)
{
  CkNode *brk = P->brk, *cont = P->cont;
  P->brk = P->cont = loop;
  CkNode *s = stmt (P);
  P->brk = brk;
  P->cont = cont;
  return s;
}

CkNode *
ck_parse_temporary (CkParser *P, CkType *t, CkNode *init, CkSrcLoc loc)
{
  CkVec stmts = { 0 };
  CkObj *o = hidden_local (P, ".T", t, init, loc, &stmts);
  CkNode *addr = ck_sema_unary (P, CK_E_ADDR, ck_sema_var (P, o, loc, 1), loc, 1);
  CkNode *es = ck_sema_node (CK_S_EXPR, loc);
  es->lhs = addr;
  ck_vec_push (&stmts, es);
  CkNode *n = ck_sema_node (CK_E_STMT_EXPR, loc);
  n->body = vec_to_nodes (&stmts, &n->n_body);
  n->type = addr->type;
  n->range_len = init->range_len;
  return n;
}

/* A hidden local [name] of type [t] initialised with [init], its DECL pushed on [stmts]. */
static CkObj *
hidden_local (CkParser *P, const char *name, CkType *t, CkNode *init, CkSrcLoc loc, CkVec *stmts)
{
  CkObj *o = new_obj (P, ck_strdup_printf ("%s%d", name, P->n_anon++), t, loc);
  o->is_local = TRUE;
  ck_vec_push (&P->fn->locals, o);
  CkInit *in = ck_new (CkInit);
  in->items = ck_new_n (CkInitItem, 1);
  in->n_items = 1;
  in->items[0].type = t;
  in->items[0].expr = init;
  o->init = in;
  CkNode *decl = ck_sema_node (CK_S_DECL, loc);
  decl->obj = o;
  ck_vec_push (stmts, decl);
  return o;
}

/* range-for = "for" "(" declspec declarator ":" expr ")" stmt, after "for" "(" ([n] the FOR
 * node, [open] its "("), lowered as [stmt.ranged] rewrites it:
 *   for (T *b = range, *e = b + N; b != e; ++b) { decl = *b; stmt }
 * for an array range of N elements; the declaration's `auto` is deduced from *b. A class range
 * (begin() and end() members) is where member calls plug in; until classes exist it is
 * reported. */
/* Tokens the range-based for over a class writes for itself ([stmt.ranged]): built into a GC
 * array ending with an EOF token, parsed as if they were the program's, at [loc]. */
typedef struct {
  CkVec toks;     /* CkToken * */
  CkSrcLoc loc;
} SynthToks;

static void
synth_push (SynthToks *S, CkTokenKind kind, const char *text, int kw, int punct)
{
  CkToken *t = ck_new (CkToken);
  t->kind = kind;
  t->text = text;
  t->len = (int) strlen (text);
  t->kw = (CkKeyword) kw;
  t->punct = (CkPunct) punct;
  t->loc = S->loc;
  t->has_space = TRUE;
  ck_vec_push (&S->toks, t);
}

static void
synth_ident (SynthToks *S, const char *name)
{
  synth_push (S, CK_TK_IDENT, name, 0, 0);
}

static void
synth_punct (SynthToks *S, CkPunct p)
{
  synth_push (S, CK_TK_PUNCT, ck_punct_spelling[p], 0, p);
}

/* The tokens so far as one array closed by an EOF token; [S] starts empty again. */
static CkToken *
synth_take (SynthToks *S)
{
  synth_push (S, CK_TK_EOF, "", 0, 0);
  CkToken *a = ck_new_n (CkToken, S->toks.len);
  for (int i = 0; i < S->toks.len; i++)
    a[i] = *(CkToken *) ck_vec_get (&S->toks, i);
  S->toks = (CkVec) { 0 };
  return a;
}

/* Appends `DECL = *NAME;` to [S]: the declaration's tokens [from, to) (a range-for's loop
 * variable) initialised from what the iterator variable [name] points to. */
static void
synth_deref_decl (SynthToks *S, const CkToken *from, const CkToken *to, const char *name)
{
  for (const CkToken *t = from; t < to; t++)
    {
      CkToken *c = ck_new (CkToken);
      *c = *t;
      ck_vec_push (&S->toks, c);
    }
  synth_punct (S, CK_P_ASSIGN);
  synth_punct (S, CK_P_STAR);
  synth_ident (S, name);
  synth_punct (S, CK_P_SEMI);
}


/* The loop a range-based for becomes ([stmt.ranged]): `for ({pre}; b != e; ++b) {inner}`, with
 * [pre] the range's and iterators' declarations and [inner] the loop variable's and the body. */
static CkNode *
range_for_loop (CkParser *P, CkNode *n, CkVec *pre, CkVec *inner, CkObj *b, CkObj *e, CkSrcLoc loc)
{
  CkNode *ib = ck_sema_node (CK_S_BLOCK, loc);
  ib->body = vec_to_nodes (inner, &ib->n_body);
  CkNode *pb = ck_sema_node (CK_S_BLOCK, loc);
  pb->body = vec_to_nodes (pre, &pb->n_body);
  n->init = pb;
  n->cond = ck_sema_binary (P, CK_E_NE, ck_sema_var (P, b, loc, 1), ck_sema_var (P, e, loc, 1), loc, 1);
  n->inc = ck_sema_unary (P, CK_E_PRE_INC, ck_sema_var (P, b, loc, 1), loc, 1);
  n->then = ib;
  return n;
}

/* The range-based for over an object of class type (its begin() and end() members), after the
 * range [range] was parsed and bound to the hidden reference [rname]: [decl_start]..[decl_end]
 * are the loop variable's declaration tokens. Builds, as [stmt.ranged] says,
 *   auto b = r.begin(); auto e = r.end(); for (; b != e; ++b) { decl = *b; stmt }
 * by parsing written-out tokens, so that iterators of class type get their operators, and
 * the loop variable its constructor and destructor. */
static CkNode *
range_for_class (CkParser *P, CkNode *n, CkVec *pre, const char *rname, const CkToken *decl_start,
                 const CkToken *decl_end, CkSrcLoc loc)
{
  SynthToks S = { { 0 }, loc };
  int id = P->n_anon++;
  const char *bname = ck_strdup_printf ("__cudak_begin%d", id);
  const char *ename = ck_strdup_printf ("__cudak_end%d", id);
  CkToken *save = P->tok;
  for (int k = 0; k < 2; k++)
    {
      synth_push (&S, CK_TK_KEYWORD, "auto", CK_KW_AUTO, 0);
      synth_ident (&S, k ? ename : bname);
      synth_punct (&S, CK_P_ASSIGN);
      synth_ident (&S, rname);
      synth_punct (&S, CK_P_DOT);
      synth_ident (&S, k ? "end" : "begin");
      synth_punct (&S, CK_P_LPAREN);
      synth_punct (&S, CK_P_RPAREN);
      synth_punct (&S, CK_P_SEMI);
      P->tok = synth_take (&S);
      declaration (P, pre);
    }
  synth_ident (&S, bname);
  synth_punct (&S, CK_P_NE);
  synth_ident (&S, ename);
  P->tok = synth_take (&S);
  n->cond = cond_expr (P, "a 'for' condition");
  synth_punct (&S, CK_P_INC);
  synth_ident (&S, bname);
  P->tok = synth_take (&S);
  int temps = ck_class_cleanup_mark (P);
  n->inc = ck_class_full_expr_value (P, expr (P), temps);
  /* the loop variable, each iteration, in a scope of its own */
  enter_scope (P);
  int mark = ck_class_cleanup_mark (P);
  synth_deref_decl (&S, decl_start, decl_end, bname);
  P->tok = synth_take (&S);
  CkVec inner = { 0 };
  declaration (P, &inner);
  P->tok = save;
  CkNode *body = loop_body (P, n);
  ck_vec_push (&inner, body);
  ck_class_cleanup_pop (P, &inner, mark, loc);
  leave_scope (P);
  CkNode *ib = ck_sema_node (CK_S_BLOCK, loc);
  ib->body = vec_to_nodes (&inner, &ib->n_body);
  n->then = ib;
  CkNode *pb = ck_sema_node (CK_S_BLOCK, loc);
  pb->body = vec_to_nodes (pre, &pb->n_body);
  n->init = pb;
  return n;
}

static CkNode *
range_for (CkParser *P, CkNode *n, const CkToken *open)
{
  CkSrcLoc loc = n->loc;
  enter_scope (P);
  CkToken *start = P->tok;
  CkDeclAttr attr = { 0 };
  CkType *base = declspec (P, &attr);
  CkType *ph = NULL;
  /* `for (auto &[k, v] : m)`: the declaration `auto &[k, v] = *b;` in each iteration */
  gboolean bindings = !base && (is_punct (P, CK_P_LBRACKET)
                                || ((is_punct (P, CK_P_AMP) || is_punct (P, CK_P_ANDAND))
                                    && tok_is_punct (&P->tok[1], CK_P_LBRACKET)));
  if (!base)
    ph = qualified (ck_type_copy (ck_ty_int), attr.auto_const, attr.auto_volatile, FALSE);
  Declarator d = { 0 };
  CkType *ty = P->ty_err;
  if (bindings)
    {
      while (!is_punct (P, CK_P_RBRACKET) && !is_punct (P, CK_P_COLON) && P->tok->kind != CK_TK_EOF)
        P->tok++;
      expect (P, CK_P_RBRACKET);
    }
  else
    {
      const CkType *outer_ph = P->auto_ph;
      P->auto_ph = ph;
      ty = declarator (P, base ? base : ph, &d);
      P->auto_ph = outer_ph;
      if (!d.name)
        syntax_error (P, start, "expected identifier before %s", tok_desc (P->tok));
    }
  const CkToken *colon = P->tok;
  expect (P, CK_P_COLON);
  /* `for (int x : {1, 2, 3})`: the braced list is a std::initializer_list<E> */
  CkNode *range = is_punct (P, CK_P_LBRACE) && !P->is_c ? braced_init_list (P) : NULL;
  if (!range)
    range = expr (P);
  expect_close (P, CK_P_RPAREN, open);
  CkVec pre = { 0 };
  CkObj *b = NULL, *e = NULL;
  CkType *elem = P->ty_err;
  if (range->type->kind == CK_TY_ARRAY && range->type->size >= 0)
    {
      elem = range->type->base;
      CkType *pt = ck_type_pointer_to (elem);
      b = hidden_local (P, ".Rb", pt, ck_sema_decay (P, range), loc, &pre);
      gint64 len = elem->size > 0 ? range->type->size / elem->size : 0;
      CkNode *end = ck_sema_binary (P, CK_E_ADD, ck_sema_var (P, b, loc, 1),
                                    ck_sema_int_lit (len, ck_ty_long, loc), loc, 1);
      e = hidden_local (P, ".Re", pt, end, loc, &pre);
    }
  else if (!ck_sema_has_err (P, range->type))
    {
      CkClass *rc = ck_class_of (range->type);
      if (rc && range->type->kind != CK_TY_PTR && ck_class_find (rc, "begin") && ck_class_find (rc, "end"))
        {
          /* the range bound to a reference, as `auto &&__range = range;` */
          CkType *rt = ck_type_pointer_to (range->type);
          rt->is_reference = TRUE;
          rt->is_rvalue_ref = !range->is_lvalue || range->is_xvalue;
          const char *rname = ck_strdup_printf ("__cudak_range%d", P->n_anon++);
          CkObj *r = hidden_local (P, "", rt, ck_sema_bind_ref (P, range, rt, "initialization"), loc, &pre);
          r->name = rname;
          declare_sym (P, rname)->obj = r;
          n = range_for_class (P, n, &pre, rname, start, colon, loc);
          leave_scope (P);
          return n;
        }
      if (range->type->kind == CK_TY_STRUCT || range->type->kind == CK_TY_UNION)
        ck_parse_error (P, range->loc, range->range_len, "unsupported: range-based for over '%s' "
                        "(begin() and end() members)", ck_parse_type_str (range->type));
      else
        ck_parse_error (P, range->loc, range->range_len, "'begin' was not declared in this scope "
                        "(a range-based for needs an array of known size or a class, not '%s')",
                        ck_parse_type_str (range->type));
    }
  if (bindings && b)
    {
      /* an array: the bindings to each element, as range_for_class does */
      const char *bname = ck_strdup_printf ("__cudak_begin%d", P->n_anon++);
      declare_sym (P, bname)->obj = b;
      SynthToks S = { { 0 }, loc };
      enter_scope (P);
      synth_deref_decl (&S, start, colon, bname);
      CkToken *save = P->tok;
      P->tok = synth_take (&S);
      CkVec inner = { 0 };
      declaration (P, &inner);
      P->tok = save;
      ck_vec_push (&inner, loop_body (P, n));
      leave_scope (P);
      leave_scope (P);
      return range_for_loop (P, n, &pre, &inner, b, e, loc);
    }
  if (bindings)
    {
      /* the range is in error (reported): the names raise no more errors */
      for (const CkToken *t = start; t < colon; t++)
        if (t->kind == CK_TK_IDENT)
          poison_name (P, t->text);
      loop_body (P, n);
      leave_scope (P);
      return ck_sema_node (CK_S_NULL_STMT, loc);
    }
  /* the loop variable: [ty] with auto deduced from the element */
  if (ph && !ck_sema_has_err (P, elem))
    {
      gboolean is_ref = ty->kind == CK_TY_PTR && ty->is_reference;
      CkType *actual = is_ref ? elem : ck_type_unqualified (elem->kind == CK_TY_ARRAY
                                                             ? ck_type_pointer_to (elem->base) : elem);
      CkType *deduced = NULL;
      if (match_auto (is_ref ? ty->base : ty, actual, ph, &deduced))
        ty = replace_auto (ty, ph, deduced);
      else
        {
          ck_parse_error (P, d.loc, (int) strlen (d.name), "unable to deduce '%s' from '%s'",
                          ck_parse_type_str (replace_auto (ty, ph, P->ty_auto_name)),
                          ck_parse_type_str (actual));
          ty = P->ty_err;
        }
    }
  else if (ph)
    ty = P->ty_err;
  CkVec inner = { 0 };
  if (b)
    {
      CkNode *cur = ck_sema_unary (P, CK_E_DEREF, ck_sema_var (P, b, loc, 1), loc, 1);
      CkNode *init = ty->kind == CK_TY_PTR && ty->is_reference
                     ? ck_sema_bind_ref (P, cur, ty, "initialization")
                     : ck_sema_convert (P, cur, ty, "initialization");
      CkObj *v = hidden_local (P, "", ty, init, d.loc, &inner);
      v->name = d.name;
      CkSym *s = declare_sym (P, d.name);
      s->obj = v;
    }
  else
    {
      CkSym *s = declare_sym (P, d.name);   /* declared, so that the body raises no more errors */
      s->obj = new_obj (P, d.name, P->ty_err, d.loc);
      s->obj->is_local = TRUE;
      ck_vec_push (&P->fn->locals, s->obj);
    }
  CkNode *body = loop_body (P, n);
  ck_vec_push (&inner, body);
  leave_scope (P);
  if (!b)
    return ck_sema_node (CK_S_NULL_STMT, loc);
  return range_for_loop (P, n, &pre, &inner, b, e, loc);
}

/* stmt = "return" expr? ";"
 *      | "if" "(" expr ")" stmt ("else" stmt)?
 *      | "switch" "(" expr ")" stmt
 *      | "case" const-expr ("..." const-expr)? ":" stmt
 *      | "default" ":" stmt
 *      | "for" "(" (declaration | expr? ";") expr? ";" expr? ")" stmt
 *      | "while" "(" expr ")" stmt
 *      | "do" stmt "while" "(" expr ")" ";"
 *      | "goto" ident ";" | "break" ";" | "continue" ";"
 *      | ident ":" stmt
 *      | compound-stmt | ";" | expr ";" */
static CkNode *stmt_1 (CkParser *P);

gboolean
ck_parse_skip_declaration (CkParser *P, gboolean brace_ends, const char *eof_msg)
{
  int depth = 0;
  for (;; P->tok++)
    {
      if (P->tok->kind == CK_TK_EOF)
        syntax_error (P, P->tok, "%s", eof_msg);
      if (is_punct (P, CK_P_LPAREN) || is_punct (P, CK_P_LBRACE) || is_punct (P, CK_P_LBRACKET))
        depth++;
      else if (is_punct (P, CK_P_RPAREN) || is_punct (P, CK_P_RBRACKET))
        depth--;
      else if (is_punct (P, CK_P_RBRACE))
        {
          if (--depth == 0 && brace_ends)
            {
              P->tok++;
              return TRUE;
            }
        }
      else if (depth == 0 && is_punct (P, CK_P_SEMI))
        {
          P->tok++;
          return FALSE;
        }
    }
}

/* Skips one statement without parsing it: the discarded branch of `if constexpr`, which a
 * template instance does not instantiate ([stmt.if]p2). A statement's end follows the grammar:
 * an `if`, `for`, `while` or `switch` ends with the statement it controls (an `if` with its
 * `else` branch), a `do` with its `while (...);`, a block with its '}', anything else with ';'. */
static void
skip_stmt (CkParser *P)
{
  if (is_punct (P, CK_P_LBRACE))
    {
      CkToken *open = P->tok;
      skip_group (P);
      if (P->tok->kind == CK_TK_EOF && P->tok[-1].punct != CK_P_RBRACE)
        {
          CkSrcLoc ol = ck_parse_tok_loc (open);
          syntax_error (P, P->tok, "expected '}' (to close '{' at line %u)", ol.line);
        }
      return;
    }
  if (is_kw (P, CK_KW_IF) || is_kw (P, CK_KW_FOR) || is_kw (P, CK_KW_WHILE) || is_kw (P, CK_KW_SWITCH))
    {
      gboolean is_if = is_kw (P, CK_KW_IF);
      P->tok++;
      if (is_kw (P, CK_KW_CONSTEXPR))
        P->tok++;
      if (!is_punct (P, CK_P_LPAREN))
        syntax_error (P, P->tok, "expected '(' before '%s'", P->tok->text);
      skip_group (P);
      skip_stmt (P);
      if (is_if && is_kw (P, CK_KW_ELSE))
        {
          P->tok++;
          skip_stmt (P);
        }
      return;
    }
  if (is_kw (P, CK_KW_DO))
    {
      P->tok++;
      skip_stmt (P);   /* then `while (...);`, a statement's worth of tokens ending in ';' */
    }
  ck_parse_skip_declaration (P, FALSE, "expected ';' before end of input");
}

/* if-constexpr = "if" "constexpr" "(" constant-expression ")" stmt ("else" stmt)?
 * Only the branch the condition selects is parsed; the other is skipped as tokens. */
static CkNode *
if_constexpr (CkParser *P)
{
  CkSrcLoc loc = cur_loc (P);
  P->tok += 2;
  const CkToken *open = P->tok;
  expect (P, CK_P_LPAREN);
  gint64 v = const_expr (P, "'if constexpr' condition");
  expect_close (P, CK_P_RPAREN, open);
  CkNode *n = ck_sema_node (CK_S_BLOCK, loc);
  CkVec body = { 0 };
  if (v)
    {
      enter_scope (P);
      ck_vec_push (&body, stmt (P));
      leave_scope (P);
      if (consume_kw (P, CK_KW_ELSE))
        skip_stmt (P);
    }
  else
    {
      skip_stmt (P);
      if (consume_kw (P, CK_KW_ELSE))
        {
          enter_scope (P);
          ck_vec_push (&body, stmt (P));
          leave_scope (P);
        }
    }
  n->body = vec_to_nodes (&body, &n->n_body);
  return n;
}

static CkNode *
stmt (CkParser *P)
{
  return nested (P, stmt_1);
}

static CkNode *
stmt_1 (CkParser *P)
{
  CkToken *t = P->tok;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  if (is_punct (P, CK_P_LBRACE))
    return compound_stmt (P, TRUE);
  if (consume_punct (P, CK_P_SEMI))
    return ck_sema_node (CK_S_NULL_STMT, loc);
  if (t->kind == CK_TK_KEYWORD)
    switch (t->kw)
      {
      case CK_KW_RETURN:
        {
          P->tok++;
          CkNode *n = ck_sema_node (CK_S_RETURN, loc);
          n->range_len = t->len;
          CkType *rt = P->fn->type->base;
          /* the first return statement of a function declared `auto f()` gives its type */
          gboolean deducing = P->fn->type->is_deduced_ret && !P->fn->type->ret_deduced;
          if (deducing)
            P->fn->type->ret_deduced = TRUE;
          if (consume_punct (P, CK_P_SEMI))
            {
              if (rt->kind != CK_TY_VOID && P->is_c)
                {
                  /* C: a warning; the caller must not use the value (C11 6.9.1p12) */
                  ck_parse_warning (P, loc, t->len, "'return' with no value, in function returning non-void");
                  if (!P->quiet_warnings)
                    ck_parse_note (P, P->fn->loc, (int) strlen (P->fn->name), "declared here");
                }
              else if (rt->kind != CK_TY_VOID)
                ck_parse_error (P, loc, t->len, "return-statement with no value, in function returning '%s'",
                                ck_parse_type_str (rt));
              return ck_class_wrap_jump (P, n);
            }
          if (deducing && is_punct (P, CK_P_LBRACE))
            syntax_error (P, P->tok, "returning initializer list");
          CkToken *estart = P->tok;
          CkNode *e = is_punct (P, CK_P_LBRACE) && !P->is_c && rt->kind != CK_TY_VOID
                      ? braced_value (P, rt) : expr (P);
          gboolean parenthesized = tok_is_punct (estart, CK_P_LPAREN) && tok_is_punct (P->tok - 1, CK_P_RPAREN);
          expect_semi (P, "return statement");
          if (deducing && !ck_sema_has_err (P, e->type))
            {
              rt = deduce_return (P, P->fn->type->deduced_form, e, !parenthesized, loc, t->len);
              P->fn->type->base = rt;
            }
          if (P->lambda)
            {
              CkNode *le = ck_class_lambda_return (P, e);   /* deduced return type (class.c) */
              if (le)
                {
                  n->lhs = le;
                  return ck_class_wrap_jump (P, n);
                }
            }
          if (rt->kind == CK_TY_VOID)
            {
              if (e->type->kind != CK_TY_VOID && e->type != P->ty_err && P->is_c)
                {
                  ck_parse_warning (P, e->loc, e->range_len,
                                    "'return' with a value, in function returning void");
                  if (!P->quiet_warnings)
                    ck_parse_note (P, P->fn->loc, (int) strlen (P->fn->name), "declared here");
                  e = ck_sema_cast (e, rt);
                }
              else if (e->type->kind != CK_TY_VOID && e->type != P->ty_err)
                ck_parse_error (P, e->loc, e->range_len,
                                "return-statement with a value, in function returning 'void'");
              n->lhs = e;
              return ck_class_wrap_jump (P, n);
            }
          n->lhs = ck_sema_convert (P, e, rt, "return");
          return ck_class_wrap_jump (P, n);
        }
      case CK_KW_IF:
        if (tok_is_punct (&P->tok[2], CK_P_LPAREN) && P->tok[1].kind == CK_TK_KEYWORD
            && P->tok[1].kw == CK_KW_CONSTEXPR)
          return if_constexpr (P);
        {
          P->tok++;
          CkNode *n = ck_sema_node (CK_S_IF, loc);
          const CkToken *open = P->tok;
          expect (P, CK_P_LPAREN);
          n->cond = cond_expr (P, "an 'if' condition");
          expect_close (P, CK_P_RPAREN, open);
          enter_scope (P);
          n->then = stmt (P);
          leave_scope (P);
          if (consume_kw (P, CK_KW_ELSE))
            {
              enter_scope (P);
              n->els = stmt (P);
              leave_scope (P);
            }
          return n;
        }
      case CK_KW_SWITCH:
        {
          P->tok++;
          CkNode *n = ck_sema_node (CK_S_SWITCH, loc);
          const CkToken *open = P->tok;
          expect (P, CK_P_LPAREN);
          CkNode *c = expr (P);
          expect_close (P, CK_P_RPAREN, open);
          if (c->type != P->ty_err && !ck_type_is_integer (ck_sema_decay (P, c)->type))
            {
              ck_parse_error (P, c->loc, c->range_len, "switch quantity not an integer");
              c = ck_sema_int_lit (0, P->ty_err, c->loc);
            }
          n->cond = c->type == P->ty_err ? c : ck_sema_promote (P, c);
          CkNode *sw = P->sw, *brk = P->brk;
          CkVec cases = { 0 };
          P->sw = n;
          P->brk = n;
          n->cases = (CkNode **) (void *) &cases;  /* collected while parsing the body */
          n->n_cases = -1;
          n->then = stmt (P);
          n->cases = vec_to_nodes (&cases, &n->n_cases);
          P->sw = sw;
          P->brk = brk;
          return n;
        }
      case CK_KW_CASE:
      case CK_KW_DEFAULT:
        {
          P->tok++;
          if (!P->sw)
            {
              ck_parse_error (P, loc, t->len, "%s label not within a switch statement",
                              t->kw == CK_KW_CASE ? "case" : "'default'");
              if (t->kw == CK_KW_CASE)
                const_expr (P, "case label");
              expect (P, CK_P_COLON);
              return stmt (P);
            }
          CkNode *n = ck_sema_node (t->kw == CK_KW_CASE ? CK_S_CASE : CK_S_DEFAULT, loc);
          n->range_len = t->len;
          CkVec *cases = (CkVec *) (void *) P->sw->cases;
          if (t->kw == CK_KW_CASE)
            {
              CkToken *vt = P->tok;
              gint64 v = const_expr (P, "case label"), v2 = v;
              if (consume_punct (P, CK_P_ELLIPSIS))
                v2 = const_expr (P, "case label");
              CkType *ct = P->sw->cond->type;
              if (ct != P->ty_err)
                {
                  CkNode tmp = { .kind = CK_E_INT_LIT, .type = ct };
                  tmp.ival = (guint64) v;
                  ck_sema_eval_int (&tmp, &v);
                  tmp.ival = (guint64) v2;
                  ck_sema_eval_int (&tmp, &v2);
                }
              n->ival = (guint64) v;
              n->ival2 = (guint64) v2;
              for (int i = 0; i < cases->len; i++)
                {
                  CkNode *o = ck_vec_get (cases, i);
                  if (o->kind == CK_S_CASE && (gint64) o->ival <= v2 && v <= (gint64) o->ival2)
                    {
                      ck_parse_error (P, ck_parse_tok_loc (vt), tok_len (vt), "duplicate case value");
                      ck_parse_note (P, o->loc, o->range_len, "previously used here");
                      break;
                    }
                }
            }
          else
            for (int i = 0; i < cases->len; i++)
              {
                CkNode *o = ck_vec_get (cases, i);
                if (o->kind == CK_S_DEFAULT)
                  {
                    ck_parse_error (P, loc, t->len, "multiple default labels in one switch");
                    ck_parse_note (P, o->loc, o->range_len, "this is the first default label");
                    break;
                  }
              }
          ck_vec_push (cases, n);
          expect (P, CK_P_COLON);
          if (is_punct (P, CK_P_RBRACE))
            n->then = ck_sema_node (CK_S_NULL_STMT, cur_loc (P));
          else
            n->then = stmt (P);
          return n;
        }
      case CK_KW_FOR:
        {
          P->tok++;
          CkNode *n = ck_sema_node (CK_S_FOR, loc);
          const CkToken *open = P->tok;
          expect (P, CK_P_LPAREN);
          if (is_range_for (P))
            return range_for (P, n, open);
          enter_scope (P);
          if (is_decl_start (P))
            {
              CkVec decls = { 0 };
              declaration (P, &decls);
              CkNode *b = ck_sema_node (CK_S_BLOCK, loc);
              b->body = vec_to_nodes (&decls, &b->n_body);
              n->init = decls.len == 1 ? b->body[0] : b;
            }
          else if (!consume_punct (P, CK_P_SEMI))
            {
              CkNode *e = expr (P);
              CkNode *s = ck_sema_node (CK_S_EXPR, e->loc);
              s->lhs = e;
              n->init = s;
              expect_semi (P, "expression");
            }
          if (!is_punct (P, CK_P_SEMI))
            n->cond = cond_expr (P, "a 'for' condition");
          expect (P, CK_P_SEMI);
          if (!is_punct (P, CK_P_RPAREN))
            {
              int temps = ck_class_cleanup_mark (P);
              n->inc = ck_class_full_expr_value (P, expr (P), temps);
            }
          expect_close (P, CK_P_RPAREN, open);
          n->then = loop_body (P, n);
          leave_scope (P);
          return n;
        }
      case CK_KW_WHILE:
        {
          P->tok++;
          CkNode *n = ck_sema_node (CK_S_WHILE, loc);
          const CkToken *open = P->tok;
          expect (P, CK_P_LPAREN);
          n->cond = cond_expr (P, "a 'while' condition");
          expect_close (P, CK_P_RPAREN, open);
          enter_scope (P);
          n->then = loop_body (P, n);
          leave_scope (P);
          return n;
        }
      case CK_KW_DO:
        {
          P->tok++;
          CkNode *n = ck_sema_node (CK_S_DO, loc);
          enter_scope (P);
          n->then = loop_body (P, n);
          leave_scope (P);
          if (!consume_kw (P, CK_KW_WHILE))
            syntax_error (P, P->tok, "expected 'while' before %s", tok_desc (P->tok));
          const CkToken *open = P->tok;
          expect (P, CK_P_LPAREN);
          n->cond = cond_expr (P, "a 'do-while' condition");
          expect_close (P, CK_P_RPAREN, open);
          expect_semi (P, "do/while statement");
          return n;
        }
      case CK_KW_GOTO:
        {
          P->tok++;
          CkNode *n = ck_sema_node (CK_S_GOTO, loc);
          if (is_punct (P, CK_P_STAR))
            unsupported (P, P->tok, "computed goto");
          n->range_len = P->tok->len;
          n->loc = cur_loc (P);
          n->label = expect_ident (P);
          expect_semi (P, "goto statement");
          ck_vec_push (&P->gotos, n);
          return ck_class_wrap_goto (P, n);   /* destructors on the way (class.c) */
        }
      case CK_KW_BREAK:
      case CK_KW_CONTINUE:
        {
          P->tok++;
          gboolean is_break = t->kw == CK_KW_BREAK;
          CkNode *n = ck_sema_node (is_break ? CK_S_BREAK : CK_S_CONTINUE, loc);
          n->range_len = t->len;
          n->target = is_break ? P->brk : P->cont;
          if (!n->target)
            ck_parse_error (P, loc, t->len, is_break ? "break statement not within loop or switch"
                                                     : "continue statement not within a loop");
          expect_semi (P, is_break ? "break statement" : "continue statement");
          return n->target ? ck_class_wrap_jump (P, n) : n;
        }
      case CK_KW_TRY:
        return try_block (P);
      case CK_KW_ASM:
        return asm_stmt (P);
      case CK_KW_ELSE:
        syntax_error (P, t, "'else' without a previous 'if'");
      default:
        break;
      }
  if (t->kind == CK_TK_IDENT && tok_is_punct (&t[1], CK_P_COLON))
    {
      P->tok += 2;
      CkNode *n = ck_sema_node (CK_S_LABEL, loc);
      n->label = t->text;
      n->range_len = t->len;
      for (int i = 0; i < P->labels.len; i++)
        {
          CkNode *o = ck_vec_get (&P->labels, i);
          if (strcmp (o->label, t->text) == 0)
            {
              ck_parse_error (P, loc, t->len, "duplicate label '%s'", t->text);
              ck_parse_note (P, o->loc, o->range_len, "previous definition is here");
            }
        }
      ck_vec_push (&P->labels, n);
      ck_class_note_label (P, n);
      if (is_punct (P, CK_P_RBRACE))
        n->then = ck_sema_node (CK_S_NULL_STMT, cur_loc (P));
      else
        n->then = stmt (P);
      return n;
    }
  if (is_decl_start (P))
    {
      /* a declaration as the body of if/while/for: give it a scope of its own */
      CkNode *b = ck_sema_node (CK_S_BLOCK, loc);
      CkVec body = { 0 };
      declaration (P, &body);
      b->body = vec_to_nodes (&body, &b->n_body);
      return b;
    }
  int temps = ck_class_cleanup_mark (P);
  CkNode *e = expr (P);
  CkNode *n = ck_sema_node (CK_S_EXPR, e->loc);
  n->lhs = e;
  n->range_len = e->range_len;
  expect_semi (P, "expression");
  return ck_class_full_expr_end (P, n, temps);   /* temporaries destroyed (class.c) */
}

/* The special registers inline PTX reads with one `mov` into its only output, and the device
 * functions of <device_functions.h> that give their values. */
static const struct { const char *insn; const char *fn; char constraint; } asm_sregs[] = {
  { "mov.u32%0,%%laneid", "__cudak_sreg_laneid", 'r' },
  { "mov.u32%0,%%warpid", "__cudak_sreg_warpid", 'r' },
  { "mov.u32%0,%%lanemask_lt", "__cudak_sreg_lanemask_lt", 'r' },
  { "mov.u32%0,%%lanemask_le", "__cudak_sreg_lanemask_le", 'r' },
  { "mov.u32%0,%%lanemask_gt", "__cudak_sreg_lanemask_gt", 'r' },
  { "mov.u32%0,%%lanemask_ge", "__cudak_sreg_lanemask_ge", 'r' },
  { "mov.u32%0,%%lanemask_eq", "__cudak_sreg_lanemask_eq", 'r' },
  { "mov.u32%0,%%clock", "__cudak_sreg_clock", 'r' },
  { "mov.u64%0,%%clock64", "__cudak_sreg_clock64", 'l' },
  /* without operands: the fences */
  { "membar.cta", "__threadfence_block", 0 },
  { "membar.gl", "__threadfence", 0 },
  { "membar.sys", "__threadfence_system", 0 },
};

/* asm-statement = "asm" ("volatile" | "inline")* "(" string-literal+
 *                 (":" asm-operands? (":" asm-operands? (":" (string-literal ("," string-literal)*)?)?)?)?
 *                 ")" ";"
 * asm-operand   = string-literal "(" expression ")"
 * Inline PTX runs as far as the reads of special registers that programs write with one `mov`
 * (asm_sregs: `asm volatile ("mov.u32 %0, %%laneid;" : "=r" (lane))`), which assign the
 * register's value to the output, the `membar` fences, and the empty template of a compiler
 * barrier (`asm volatile ("" ::: "memory")`), which does nothing. Any other assembly is one
 * `unsupported:` error. */
static CkNode *
asm_stmt (CkParser *P)
{
  CkToken *t = P->tok;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  P->tok++;
  while (is_kw (P, CK_KW_VOLATILE) || is_kw (P, CK_KW_INLINE))
    P->tok++;
  if (!is_punct (P, CK_P_LPAREN) || P->tok[1].kind != CK_TK_STRING)
    unsupported (P, t, "inline assembly");
  P->tok++;
  GString *text = g_string_new (NULL);
  while (P->tok->kind == CK_TK_STRING)
    {
      for (gsize i = 0; i < P->tok->str_len; i++)
        if (P->tok->str[i] && !g_ascii_isspace (P->tok->str[i]))
          g_string_append_c (text, P->tok->str[i]);
      P->tok++;
    }
  while (text->len && text->str[text->len - 1] == ';')
    g_string_truncate (text, text->len - 1);
  int n_out = 0, n_in = 0;
  char constraint[8] = "";
  CkNode *out = NULL;
  /* the sections after the template: outputs, inputs, clobbers (`::` ends an empty one) */
  for (int part = -1;;)
    {
      if (consume_punct (P, CK_P_COLON))
        part++;
      else if (consume_punct (P, CK_P_COLONCOLON))
        part += 2;
      else
        break;
      if (part > 2)
        {
          g_string_free (text, TRUE);
          unsupported (P, t, "inline assembly");
        }
      if (is_punct (P, CK_P_COLON) || is_punct (P, CK_P_COLONCOLON) || is_punct (P, CK_P_RPAREN))
        continue;
      for (;;)
        {
          if (P->tok->kind != CK_TK_STRING)
            {
              g_string_free (text, TRUE);
              unsupported (P, t, "inline assembly");
            }
          const CkToken *c = P->tok++;
          if (part < 2)
            {
              expect (P, CK_P_LPAREN);
              CkNode *e = expr (P);
              expect (P, CK_P_RPAREN);
              if (part == 0 && n_out++ == 0)
                {
                  out = e;
                  g_strlcpy (constraint, c->str, MIN (sizeof constraint, c->str_len + 1));
                }
              n_in += part == 1;
            }
          if (!consume_punct (P, CK_P_COMMA))
            break;
        }
    }
  expect (P, CK_P_RPAREN);
  expect_semi (P, "asm statement");
  const char *fn = NULL;
  gboolean empty = text->len == 0 && n_out == 0 && n_in == 0;   /* `asm ("" ::: "memory")` */
  for (gsize i = 0; i < G_N_ELEMENTS (asm_sregs); i++)
    if (strcmp (text->str, asm_sregs[i].insn) == 0 && n_in == 0
        && (asm_sregs[i].constraint ? n_out == 1 && constraint[0] == '=' && constraint[1] == asm_sregs[i].constraint
                                      && !constraint[2]
                                    : n_out == 0))
      fn = asm_sregs[i].fn;
  g_string_free (text, TRUE);
  if (empty)
    return ck_sema_node (CK_S_NULL_STMT, loc);   /* a compiler barrier: nothing runs */
  CkSym *sym = fn ? lookup_sym (P, fn) : NULL;
  if (!sym || !sym->obj)
    {
      unsupported_here (P, t, "inline assembly");
      return ck_sema_node (CK_S_NULL_STMT, loc);
    }
  CkNode *call = ck_sema_call (P, ck_sema_var (P, sym->obj, loc, t->len), sym, NULL, 0, loc, FALSE);
  CkNode *n = ck_sema_node (CK_S_EXPR, loc);
  n->lhs = out ? ck_sema_assign (P, CK_E_ASSIGN, out, call, loc, t->len) : call;
  n->range_len = t->len;
  return n;
}

/* ---------------------------------------------------------------- expressions */

/* expr = assign ("," assign)* */
static CkNode *
expr (CkParser *P)
{
  CkNode *e = assign (P);
  while (is_punct (P, CK_P_COMMA))
    {
      CkToken *op = P->tok++;
      CkNode *r = assign (P);
      e = ck_sema_binary (P, CK_E_COMMA, e, r, ck_parse_tok_loc (op), 1);
    }
  return e;
}

static gint64
const_expr (CkParser *P, const char *what)
{
  CkToken *t = P->tok;
  CkNode *e = conditional (P);
  gint64 v = 0;
  if (e->type == P->ty_err)
    return 0;
  if (!ck_type_is_integer (e->type) || !ck_sema_eval_int (e, &v))
    {
      ck_parse_error (P, ck_parse_tok_loc (t), MAX (tok_len (t), 1), "%s is not an integer constant expression",
                      what);
      return 0;
    }
  return v;
}

static CkNodeKind
assign_op (const CkToken *t)
{
  if (t->kind != CK_TK_PUNCT)
    return CK_NODE__COUNT;
  switch (t->punct)
    {
    case CK_P_ASSIGN: return CK_E_ASSIGN;
    case CK_P_ADD_ASSIGN: return CK_E_ADD;
    case CK_P_SUB_ASSIGN: return CK_E_SUB;
    case CK_P_MUL_ASSIGN: return CK_E_MUL;
    case CK_P_DIV_ASSIGN: return CK_E_DIV;
    case CK_P_MOD_ASSIGN: return CK_E_MOD;
    case CK_P_SHL_ASSIGN: return CK_E_SHL;
    case CK_P_SHR_ASSIGN: return CK_E_SHR;
    case CK_P_AND_ASSIGN: return CK_E_BITAND;
    case CK_P_OR_ASSIGN: return CK_E_BITOR;
    case CK_P_XOR_ASSIGN: return CK_E_BITXOR;
    default: return CK_NODE__COUNT;
    }
}

/* assign = conditional (assign-op assign)?
 * assign-op = "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "<<=" | ">>=" | "&=" | "|=" | "^=" */
static CkNode *
assign (CkParser *P)
{
  if (is_kw (P, CK_KW_THROW))
    return throw_expr (P);
  CkNode *lhs = conditional (P);
  CkNodeKind op = assign_op (P->tok);
  if (op == CK_NODE__COUNT)
    return lhs;
  CkToken *t = P->tok++;
  CkType *target = P->target_type;
  P->target_type = lhs->type;   /* `fp = f<...>`-less: a function template's target (template.c) */
  CkNode *rhs = op == CK_E_ASSIGN && is_punct (P, CK_P_LBRACE) && !P->is_c
                ? braced_value (P, lhs->type) : assign (P);
  P->target_type = target;
  return ck_sema_assign (P, op, lhs, rhs, ck_parse_tok_loc (t), tok_len (t));
}

static int
binary_prec (const CkToken *t, CkNodeKind *kind)
{
  if (t->kind != CK_TK_PUNCT)
    return 0;
  switch (t->punct)
    {
    case CK_P_STAR: *kind = CK_E_MUL; return 10;
    case CK_P_SLASH: *kind = CK_E_DIV; return 10;
    case CK_P_PERCENT: *kind = CK_E_MOD; return 10;
    case CK_P_PLUS: *kind = CK_E_ADD; return 9;
    case CK_P_MINUS: *kind = CK_E_SUB; return 9;
    case CK_P_SHL: *kind = CK_E_SHL; return 8;
    case CK_P_SHR: *kind = CK_E_SHR; return 8;
    case CK_P_LT: *kind = CK_E_LT; return 7;
    case CK_P_GT: *kind = CK_E_GT; return 7;
    case CK_P_LE: *kind = CK_E_LE; return 7;
    case CK_P_GE: *kind = CK_E_GE; return 7;
    case CK_P_EQ: *kind = CK_E_EQ; return 6;
    case CK_P_NE: *kind = CK_E_NE; return 6;
    case CK_P_AMP: *kind = CK_E_BITAND; return 5;
    case CK_P_CARET: *kind = CK_E_BITXOR; return 4;
    case CK_P_PIPE: *kind = CK_E_BITOR; return 3;
    case CK_P_ANDAND: *kind = CK_E_LOGAND; return 2;
    case CK_P_OROR: *kind = CK_E_LOGOR; return 1;
    default: return 0;
    }
}

/* binary = cast (binary-op binary)*   — by precedence climbing:
 * logor = logand ("||" logand)*, logand = bitor ("&&" bitor)*, bitor = bitxor ("|" bitxor)*,
 * bitxor = bitand ("^" bitand)*, bitand = equality ("&" equality)*,
 * equality = relational (("==" | "!=") relational)*, relational = shift (("<" | ">" | "<=" | ">=") shift)*,
 * shift = add (("<<" | ">>") add)*, add = mul (("+" | "-") mul)*, mul = cast (("*" | "/" | "%") cast)* */
/* pm = cast ((".*" | "->*") cast)*  (C++ [expr.mptr.oper]) */
static CkNode *
pm_expr (CkParser *P)
{
  CkNode *lhs = cast_expr (P);
  while (!P->is_c && (is_punct (P, CK_P_DOT) || is_punct (P, CK_P_ARROW)) && tok_is_punct (&P->tok[1], CK_P_STAR))
    {
      CkToken *op = P->tok;
      gboolean arrow = is_punct (P, CK_P_ARROW);
      P->tok += 2;
      CkNode *rhs = cast_expr (P);
      lhs = ck_class_pm (P, lhs, rhs, arrow, ck_parse_tok_loc (op), tok_len (op) + 1);
      if (ck_class_is_bound_member (lhs) && !is_punct (P, CK_P_RPAREN))
        {
          /* only `(o.*pmf)(args)` calls it */
          ck_parse_error (P, lhs->loc, 1, "invalid use of non-static member function");
          return ck_sema_int_lit (0, P->ty_err, lhs->loc);
        }
    }
  return lhs;
}

static CkNode *
binary (CkParser *P, int min_prec)
{
  CkNode *lhs = pm_expr (P);
  for (;;)
    {
      CkNodeKind k;
      int prec = binary_prec (P->tok, &k);
      if (prec == 0 || prec < min_prec || (!P->is_c && is_split_launch (P->tok, TRUE))
          || (P->no_gt && (k == CK_E_GT || k == CK_E_SHR)))
        return lhs;
      CkToken *op = P->tok++;
      CkNode *rhs = binary (P, prec + 1);
      lhs = ck_sema_binary (P, k, lhs, rhs, ck_parse_tok_loc (op), tok_len (op));
    }
}

/* GNU's `c ?: b`, the conditional with its middle operand left out: `c ? c : b` with [c]
 * evaluated once, built as `({ T t = c; t ? t : b; })` ([q] is the '?'). */
static CkNode *
elvis (CkParser *P, CkNode *c, CkToken *q)
{
  CkSrcLoc loc = ck_parse_tok_loc (q);
  P->tok++;   /* ':' */
  CkNode *b = assign (P);
  c = ck_sema_decay (P, c);
  if (c->type == P->ty_err || b->type == P->ty_err)
    return ck_sema_int_lit (0, P->ty_err, loc);
  CkType *t = ck_type_unqualified (c->type);
  CkObj *tmp = new_obj (P, ck_strdup_printf (".E%d", P->n_anon++), t, loc);
  tmp->is_local = TRUE;
  ck_vec_push (&P->fn->locals, tmp);
  CkInit *in = ck_new (CkInit);
  in->items = ck_new_n (CkInitItem, 1);
  in->n_items = 1;
  in->items[0].type = t;
  in->items[0].expr = c;
  tmp->init = in;
  CkNode *decl = ck_sema_node (CK_S_DECL, loc);
  decl->obj = tmp;
  CkNode *sel = ck_sema_cond (P, ck_sema_var (P, tmp, loc, 1), ck_sema_var (P, tmp, loc, 1), b, loc);
  CkNode *es = ck_sema_node (CK_S_EXPR, loc);
  es->lhs = ck_sema_decay (P, sel);
  CkNode *n = ck_sema_node (CK_E_STMT_EXPR, loc);
  n->body = ck_new_n (CkNode *, 3);
  n->body[0] = decl;
  n->body[1] = es;
  n->n_body = 2;
  n->type = es->lhs->type;
  n->range_len = 1;
  return n;
}

/* conditional = logor ("?" expr ":" assign)? */
static CkNode *
conditional (CkParser *P)
{
  CkNode *c = binary (P, 1);
  if (!is_punct (P, CK_P_QUESTION))
    return c;
  CkToken *q = P->tok++;
  if (is_punct (P, CK_P_COLON) && P->fn)
    return elvis (P, c, q);
  int m0 = ck_class_cleanup_mark (P);
  CkNode *a = expr (P);
  int m1 = ck_class_cleanup_mark (P);
  expect (P, CK_P_COLON);
  CkNode *b = assign (P);
  CkNode *r = ck_sema_cond (P, c, a, b, ck_parse_tok_loc (q));
  /* a temporary of one operand is destroyed only if that operand ran (class.c) */
  CkNode *init = r->kind == CK_E_COND ? ck_class_cond_guards (P, &r->then, &r->els, m0, m1,
                                                             ck_class_cleanup_mark (P)) : NULL;
  if (!init)
    return r;
  CkNode *cm = ck_sema_node (CK_E_COMMA, r->loc);
  cm->lhs = init;
  cm->rhs = r;
  cm->type = r->type;
  cm->is_lvalue = r->is_lvalue;
  cm->range_len = r->range_len;
  return cm;
}

static CkNode *postfix (CkParser *P);

/* A reference to the unnamed object [o] of type [ty] (a compound literal's or a temporary's: an
 * unnamed local, declared where first used). */
static CkNode *
anon_ref (CkObj *o, CkType *ty, CkSrcLoc loc)
{
  CkNode *n = ck_sema_node (CK_E_COMPOUND_LIT, loc);
  n->obj = o;
  n->type = ty;
  n->is_lvalue = TRUE;
  return n;
}

static CkNode *
compound_literal (CkParser *P, CkType *ty, CkSrcLoc loc)
{
  CkObj *o = new_anon_obj (P, ty, loc);
  o->init = parse_initializer (P, &o->type, !P->fn);
  if (!P->fn)
    check_static_init (P, o);
  return anon_ref (o, o->type, loc);
}

/* cast = "(" type-name ")" (cast | "{" initializer-list "}") | unary */
static CkNode *cast_expr_1 (CkParser *P);

static CkNode *
cast_expr (CkParser *P)
{
  return nested (P, cast_expr_1);
}

/* At "(" followed by a type name: whether the parenthesis opens an expression that starts with
 * a functional cast, `(double(RAND_MAX) + 1.0)` or `(float{x} * 2)`, rather than a cast's type.
 * A simple type specifier followed by "{", or by "(" whose next token cannot start an abstract
 * declarator or a parameter list (not "*", "&", "&&", "[", ")" or a type name), makes an
 * expression: C++ prefers a type-id only where the tokens can be one ([dcl.ambig.res]). */
static gboolean
is_paren_functional_cast (CkParser *P)
{
  const CkToken *t = &P->tok[1];
  int n = 0;
  for (;; t++, n++)
    {
      if (t->kind == CK_TK_KEYWORD)
        switch (t->kw)
          {
          case CK_KW_VOID: case CK_KW_BOOL: case CK_KW_BOOL_C: case CK_KW_CHAR: case CK_KW_SHORT:
          case CK_KW_INT: case CK_KW_LONG: case CK_KW_FLOAT: case CK_KW_DOUBLE: case CK_KW_SIGNED:
          case CK_KW_UNSIGNED:
            continue;
          default:
            return FALSE;
          }
      if (t->kind == CK_TK_IDENT && n == 0 && is_typename (P, t))
        {
          if (tok_is_punct (&t[1], CK_P_COLONCOLON))
            t += 2;
          continue;
        }
      break;
    }
  if (n == 0)
    return FALSE;
  if (tok_is_punct (t, CK_P_LBRACE))
    return TRUE;
  if (!tok_is_punct (t, CK_P_LPAREN))
    return FALSE;
  const CkToken *u = &t[1];
  if (tok_is_punct (u, CK_P_RPAREN) && !P->is_c && tok_is_punct (&u[1], CK_P_RPAREN))
    {
      /* `(B())` not followed by what could be a cast's operand: a temporary B (as a cast to
         the function type B() it would be invalid), `Q q((B()));` */
      const CkToken *nx = &u[2];
      if (nx->kind == CK_TK_PUNCT)
        switch (nx->punct)
          {
          case CK_P_LPAREN: case CK_P_PLUS: case CK_P_MINUS: case CK_P_STAR: case CK_P_AMP:
          case CK_P_BANG: case CK_P_TILDE: case CK_P_INC: case CK_P_DEC: case CK_P_COLONCOLON:
          case CK_P_LBRACKET: case CK_P_ANDAND:
            return FALSE;
          default:
            return TRUE;
          }
      return FALSE;
    }
  if (tok_is_punct (u, CK_P_STAR) || tok_is_punct (u, CK_P_AMP) || tok_is_punct (u, CK_P_ANDAND)
      || tok_is_punct (u, CK_P_LBRACKET) || tok_is_punct (u, CK_P_RPAREN) || tok_is_punct (u, CK_P_CARET)
      || tok_is_punct (u, CK_P_ELLIPSIS) || is_typename (P, u))
    return FALSE;
  return TRUE;
}

/* At "(" before a class template's name and its argument list followed by "::"
 * (`(W<int>::value)`, `(W<int>::type) x`): whether what follows is a type-id closed by ")",
 * read quietly (a static member names no type). Other cases are is_typename's. */
static gboolean
paren_template_member_is_type (CkParser *P)
{
  CkToken *t = &P->tok[1], *u = t;
  if (tok_is_punct (u, CK_P_COLONCOLON))
    u++;
  while (u->kind == CK_TK_IDENT && tok_is_punct (&u[1], CK_P_COLONCOLON) && lookup_namespace (P, u->text))
    u += 2;   /* `std::` */
  if (P->is_c || u->kind != CK_TK_IDENT || !tok_is_punct (&u[1], CK_P_LT))
    return TRUE;
  CkToken *save = P->tok;
  P->tok = &u[1];
  skip_angle_brackets (P);
  gboolean nested = is_punct (P, CK_P_COLONCOLON);
  P->tok = save;
  if (!nested)
    return TRUE;
  CkDiagSink *sink = P->sink, quiet;
  gboolean quiet_parse = P->quiet_parse;
  ck_diag_sink_init (&quiet);
  quiet.func = drop_diag;
  P->sink = &quiet;
  P->quiet_parse = TRUE;
  jmp_buf *outer = P->recover;
  jmp_buf jb;
  P->recover = &jb;
  gboolean type = FALSE;
  P->tok = t;
  if (setjmp (jb) == 0)
    {
      CkType *ty = type_name (P);
      type = ty && ty != P->ty_err && !quiet.n_errors && is_punct (P, CK_P_RPAREN);
    }
  P->recover = outer;
  P->sink = sink;
  P->quiet_parse = quiet_parse;
  P->tok = save;
  return type;
}

static CkNode *
cast_expr_1 (CkParser *P)
{
  if (is_punct (P, CK_P_LPAREN) && is_typename (P, &P->tok[1]) && !is_paren_functional_cast (P)
      && paren_template_member_is_type (P))
    {
      CkToken *open = P->tok;
      P->tok++;
      CkType *ty = type_name (P);
      expect_close (P, CK_P_RPAREN, open);
      if (is_punct (P, CK_P_LBRACE))
        {
          return compound_literal (P, ty, ck_parse_tok_loc (open));
        }
      CkNode *e = cast_expr (P);
      CkNode *c = ck_sema_explicit_cast (P, e, ty, ck_parse_tok_loc (open));
      return c;
    }
  return unary (P);
}

/* Whether the function being parsed is compiled for the device (a __host__ __device__ one
 * too), where nvcc has no exceptions. */
static gboolean
in_device_code (CkParser *P)
{
  return P->fn && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL));
}

/* The key that matches a thrown type to a handler's: the type without top-level qualifiers
 * or references, and for a pointer without the pointee's (a `const char *` handler takes a
 * thrown string literal) — catch's qualification conversion, simplified. */
static const char *
exception_type_key (CkParser *P, CkType *t)
{
  if (t->kind == CK_TY_PTR && t->is_reference)
    t = t->base;
  t = ck_type_unqualified (t);
  if (t->kind == CK_TY_PTR)
    t = ck_type_pointer_to (ck_type_unqualified (t->base));
  else if (ck_class_of (t))
    return ck_class_name (ck_class_of (t));   /* qualified: `std::runtime_error` */
  return ck_parse_type_str (t);
}

/* throw-expr = "throw" assign? — of a scalar or pointer, in host code (nvcc: "device code does
 * not support exception handling"). */
static CkNode *
throw_expr (CkParser *P)
{
  CkToken *t = P->tok++;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  if (in_device_code (P))
    syntax_error (P, t, "device code does not support exception handling");
  CkNode *n = ck_sema_node (CK_E_THROW, loc);
  n->range_len = t->len;
  n->type = ck_ty_void;
  P->prog->has_throw = TRUE;
  if (is_punct (P, CK_P_SEMI) || is_punct (P, CK_P_RPAREN) || is_punct (P, CK_P_COMMA)
      || is_punct (P, CK_P_COLON))
    return n;   /* rethrow */
  int mark = P->cleanups.len;
  CkNode *e = ck_sema_decay (P, assign (P));
  if (ck_sema_has_err (P, e->type))
    return e;
  if (ck_class_of (e->type) && !ck_type_is_scalar (e->type))
    return ck_class_throw (P, n, e, mark);
  if (!P->is_c && P->fn)
    e = ck_class_full_expr_value (P, e, mark);   /* `throw f(T())`: ~T() before the throw */
  if (!ck_type_is_scalar (e->type))
    {
      ck_parse_error (P, e->loc, e->range_len, "unsupported: throwing an object of type '%s' "
                      "(exceptions of scalar, pointer and class types work)", ck_parse_type_str (e->type));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  n->sizeof_type = ck_type_unqualified (e->type);
  n->lhs = ck_sema_convert (P, e, n->sizeof_type, "throw");
  n->label = exception_type_key (P, n->sizeof_type);
  n->str = ck_parse_type_str (n->sizeof_type);
  CkClass *pc = n->sizeof_type->kind == CK_TY_PTR ? ck_class_of (n->sizeof_type->base) : NULL;
  if (pc)
    {
      /* a pointer to a class: a handler of a pointer to a base takes it too, moved to the base
         subobject ([except.handle]p3.3) */
      CkVec bases = { 0 };
      ck_class_exception_bases (pc, &bases, loc);
      for (int i = 0; i < bases.len; i++)
        {
          CkNode *b = ck_vec_get (&bases, i);
          b->label = exception_type_key (P, ck_type_pointer_to (b->sizeof_type));
        }
      if (bases.len)
        {
          n->cases = (CkNode **) bases.data;   /* the lowering: their keys and offsets */
          n->n_cases = bases.len;
        }
    }
  return n;
}

/* try-block = "try" compound-stmt handler+
 * handler = "catch" "(" (declspec declarator? | "...") ")" compound-stmt */
static CkNode *
try_block (CkParser *P)
{
  CkToken *t = P->tok++;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  if (in_device_code (P))
    syntax_error (P, t, "device code does not support exception handling");
  CkNode *n = ck_sema_node (CK_S_TRY, loc);
  n->range_len = t->len;
  if (!is_punct (P, CK_P_LBRACE))
    syntax_error (P, P->tok, "expected '{' before %s", tok_desc (P->tok));
  n->then = compound_stmt (P, TRUE);
  CkVec handlers = { 0 };
  gboolean after_all = FALSE;
  while (is_kw (P, CK_KW_CATCH))
    {
      CkToken *ct = P->tok++;
      CkNode *h = ck_sema_node (CK_S_CATCH, ck_parse_tok_loc (ct));
      h->range_len = ct->len;
      if (after_all)
        ck_parse_error (P, ck_parse_tok_loc (ct), ct->len, "'...' handler must be the last handler "
                        "for its try block");
      CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      enter_scope (P);
      CkVec hb = { 0 };
      int mark = ck_class_catch_begin (P, &hb, h->loc);
      if (consume_punct (P, CK_P_ELLIPSIS))
        after_all = TRUE;
      else
        {
          CkDeclAttr attr = { 0 };
          CkToken *dt = P->tok;
          CkType *base = declspec (P, &attr);
          if (!base)
            syntax_error (P, dt, "'auto' is not allowed in an exception declaration");
          Declarator d = { 0 };
          CkType *decl_ty = declarator (P, base, &d);
          CkType *ty = decl_ty;
          gboolean by_ref = ty->kind == CK_TY_PTR && ty->is_reference;
          if (by_ref)
            ty = ty->base;   /* a handler by reference sees the exception's value */
          gboolean is_class = ck_class_of (ty) && !ck_type_is_scalar (ty);
          if (!ck_sema_has_err (P, ty) && !ck_type_is_scalar (ty) && !is_class)
            ck_parse_error (P, ck_parse_tok_loc (dt), dt->len, "unsupported: catching an object "
                            "of type '%s' (exceptions of scalar, pointer and class types work)",
                            ck_parse_type_str (ty));
          else if (is_class)
            ck_class_check_abstract (P, ty, by_ref ? NULL : d.name, d.name ? d.loc : h->loc);
          h->sizeof_type = ck_type_unqualified (ty);
          h->label = exception_type_key (P, ty);
          const char *name = d.name ? d.name : ck_strdup_printf (".X%d", P->n_anon++);
          CkSrcLoc nloc = d.name ? d.loc : h->loc;
          if (is_class)
            {
              /* the handler gets the address of the exception object (of the base subobject
                 its type names): a reference binds to it, a parameter by value copies it */
              CkType *rt = decl_ty;
              if (!by_ref)
                {
                  rt = ck_type_pointer_to (qualified (ty, TRUE, FALSE, FALSE));
                  rt->is_reference = TRUE;
                }
              CkObj *r = new_obj (P, by_ref ? name : ck_strdup_printf (".X%d", P->n_anon++), rt, nloc);
              r->is_local = TRUE;
              ck_vec_push (&P->fn->locals, r);
              h->obj = r;
              h->sizeof_type = ck_type_pointer_to (ty);
              CkNode *v = ck_sema_node (CK_E_VAR, nloc);
              v->obj = r;
              v->type = ck_type_pointer_to (ty);
              v->is_lvalue = TRUE;
              h->lhs = v;
              if (by_ref && d.name)
                declare_sym (P, d.name)->obj = r;
              if (!by_ref)
                {
                  CkObj *o = new_obj (P, name, ty, nloc);
                  o->is_local = TRUE;
                  ck_vec_push (&P->fn->locals, o);
                  if (d.name)
                    declare_sym (P, d.name)->obj = o;
                  ck_class_catch_param (P, &hb, o, r, nloc);
                }
            }
          else
            {
              CkObj *o = new_obj (P, name, ty, nloc);
              o->is_local = TRUE;
              ck_vec_push (&P->fn->locals, o);
              if (d.name)
                declare_sym (P, d.name)->obj = o;
              h->obj = o;
              h->lhs = ck_sema_var (P, o, h->loc, 1);
            }
        }
      expect_close (P, CK_P_RPAREN, open);
      if (!is_punct (P, CK_P_LBRACE))
        syntax_error (P, P->tok, "expected '{' before %s", tok_desc (P->tok));
      ck_vec_push (&hb, compound_stmt (P, TRUE));
      ck_class_cleanup_pop (P, &hb, mark, h->loc);
      CkNode *hblock = ck_sema_node (CK_S_BLOCK, h->loc);
      hblock->body = vec_to_nodes (&hb, &hblock->n_body);
      h->then = hblock;
      leave_scope (P);
      ck_vec_push (&handlers, h);
    }
  if (!handlers.len)
    syntax_error (P, P->tok, "expected 'catch' before %s", tok_desc (P->tok));
  n->cases = vec_to_nodes (&handlers, &n->n_cases);
  return n;
}

/* Whether evaluating [n] may throw ([except.spec]p6, the noexcept operator): it calls a
 * function whose type is not noexcept (the built-in headers' functions are not, as CUDA's are
 * not), or holds a new-expression (std::bad_alloc) or a kernel launch. */
static gboolean
may_throw (const CkNode *n)
{
  if (!n)
    return FALSE;
  if (n->kind == CK_E_CALL)
    {
      const CkType *ft = n->lhs->type;
      const CkObj *f = n->lhs->kind == CK_E_VAR ? n->lhs->obj : NULL;
      if (ft && ft->kind == CK_TY_PTR && !ft->is_reference)
        ft = ft->base;
      if (f && f->method_of && strstr (f->name, "::~"))
        ;   /* a destructor is noexcept unless it says otherwise ([except.spec]p9) */
      else if (f && (f->is_implicit_member || f->is_defaulted) && f->body)
        {
          /* an implicit or defaulted member is noexcept when what it calls is ([except.spec]p7) */
          if (may_throw (f->body))
            return TRUE;
        }
      else if (!ft || ft->kind != CK_TY_FUNC || !ft->is_noexcept)
        return TRUE;
    }
  if (n->kind == CK_E_NEW || n->kind == CK_E_LAUNCH || n->kind == CK_E_THROW)
    return TRUE;
  if (may_throw (n->lhs) || may_throw (n->rhs) || may_throw (n->cond) || may_throw (n->then)
      || may_throw (n->els) || may_throw (n->init) || may_throw (n->inc))
    return TRUE;
  for (int i = 0; i < n->n_args; i++)
    if (may_throw (n->args[i]))
      return TRUE;
  for (int i = 0; i < n->n_body; i++)
    if (may_throw (n->body[i]))
      return TRUE;
  return FALSE;
}

gboolean
ck_parse_may_throw (const CkNode *n)
{
  return may_throw (n);
}

/* `new T[N]{a, b, ...}` of a scalar T and a constant N ([expr.new]p18 list-initialises the
   array, [dcl.init.aggr]): the array value-initialised as `new T[N]()`, then its first
   elements assigned the list's values in order, the pointer the expression's value (an unnamed
   local holds it). More values than N is g++'s "too many initializers for 'T [N]'". */
static CkNode *
new_array_list (CkParser *P, CkNode *n, CkType *ty, gint64 len, CkToken *open)
{
  CkSrcLoc loc = n->loc;
  CkType *pty = ck_type_pointer_to (ty);
  CkObj *tmp = ck_parse_new_anon_obj (P, pty, loc);
  P->tok++;
  n->init = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, ck_parse_tok_loc (open)), ty);
  CkNode *res = ck_sema_node (CK_E_ASSIGN, loc);
  res->lhs = anon_ref (tmp, pty, loc);
  res->rhs = n->ival2 == 2 ? ck_class_new_checked (P, n) : n;
  res->type = pty;
  gint64 k = 0;
  while (!is_punct (P, CK_P_RBRACE) && P->tok->kind != CK_TK_EOF)
    {
      CkNode *e = assign (P);
      if (k == len)
        ck_parse_error (P, e->loc, e->range_len, "too many initializers for '%s [%" G_GINT64_FORMAT "]'",
                        ck_parse_type_str (ty), len);
      else if (k < len)
        {
          ck_sema_check_narrowing (P, e, ty, TRUE);
          CkNode *el = ck_sema_index (P, anon_ref (tmp, pty, e->loc), ck_sema_int_lit (k, ck_ty_long, e->loc), e->loc);
          CkNode *cm = ck_sema_node (CK_E_COMMA, e->loc);
          cm->lhs = res;
          cm->rhs = ck_sema_assign (P, CK_E_ASSIGN, el, ck_sema_convert (P, e, ty, "initialization"),
                                    e->loc, 1);
          cm->type = cm->rhs->type;
          res = cm;
        }
      k++;
      if (!consume_punct (P, CK_P_COMMA))
        break;
    }
  expect_close (P, CK_P_RBRACE, open);
  CkNode *cm = ck_sema_node (CK_E_COMMA, loc);
  cm->lhs = res;
  cm->rhs = anon_ref (tmp, pty, loc);
  cm->type = pty;
  return cm;
}

/* new-expr = "new" declspec pointers ("[" expr "]" ("[" const-expr "]")*)? ("(" args ")")? */
static CkNode *
new_expr (CkParser *P)
{
  CkToken *t = P->tok++;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  CkNode *place = NULL;
  gboolean nothrow = FALSE;
  if (is_punct (P, CK_P_LPAREN))
    {
      /* new-placement: `new (std::nothrow) T` or `new (p) T` (placement new of <new>) */
      if (is_typename (P, &P->tok[1]))
        unsupported (P, P->tok, "new with a parenthesized type-id");
      CkToken *open = P->tok++;
      int na;
      CkNode **pa = call_args (P, open, &na);
      CkClass *pc = na == 1 ? ck_class_of (pa[0]->type) : NULL;
      if (pc && !strcmp (ck_class_name (pc), "std::nothrow_t"))
        nothrow = TRUE;
      else if (na == 1 && !ck_sema_has_err (P, pa[0]->type)
               && ck_sema_decay (P, pa[0])->type->kind == CK_TY_PTR)
        place = ck_sema_cast (ck_sema_decay (P, pa[0]), ck_type_pointer_to (ck_ty_void));
      else if (na != 1 || !ck_sema_has_err (P, pa[0]->type))
        {
          ck_parse_error (P, ck_parse_tok_loc (open), 1, "unsupported: a placement new with other "
                          "arguments than a pointer or std::nothrow");
        }
    }
  CkType *ty = declspec (P, NULL);
  ty = pointers (P, ty);
  CkNode *n = ck_sema_node (CK_E_NEW, loc);
  CkNode *count0 = NULL;   /* the element count as written (n->lhs may become its comma) */
  n->range_len = t->len;
  if (!P->is_c && !place && !nothrow && !is_punct (P, CK_P_LBRACKET) && P->fn)
    {
      CkNode *own = ck_class_member_new (P, ty, loc, t->len);
      if (own)
        place = own;   /* the class's operator new gives the memory, constructed in place */
    }
  if (is_punct (P, CK_P_LBRACKET))
    {
      CkToken *open = P->tok++;
      CkNode *cnt = expr (P);
      expect_close (P, CK_P_RBRACKET, open);
      if (cnt->type != P->ty_err && !ck_type_is_integer (cnt->type))
        ck_parse_error (P, cnt->loc, cnt->range_len, "expression in new-declarator must have integral type");
      else
        n->lhs = count0 = ck_sema_convert (P, cnt, ck_ty_ulong, "new");
      CkVec dims = { 0 };
      while (is_punct (P, CK_P_LBRACKET))
        {
          P->tok++;
          gint64 *d = (gint64 *) (void *) ck_new_atomic (sizeof (gint64));
          *d = const_expr (P, "array bound");
          expect (P, CK_P_RBRACKET);
          ck_vec_push (&dims, d);
        }
      for (int i = dims.len - 1; i >= 0; i--)
        ty = ck_type_array_of (ty, *(gint64 *) ck_vec_get (&dims, i));
    }
  if (ty->size < 0 || ty->kind == CK_TY_VOID || ty->kind == CK_TY_FUNC)
    ck_parse_error (P, loc, t->len, "invalid use of incomplete type '%s' in new", ck_parse_type_str (ty));
  gboolean cookie = !P->is_c && ty->kind == CK_TY_STRUCT && ck_class_has_dtor (ty);   /* class.c's */
  CkObj *af = !P->is_c && !place && !nothrow && P->fn && ty->size > 0 && !(n->lhs && cookie)
              ? ck_class_alloc_fn (P, ty, n->lhs != NULL, FALSE) : NULL;
  if (af)
    {
      /* the program's allocation function gives the memory (a class's operator new[], a
         replaced global one), the object constructed in it; the count evaluated once */
      CkNode *bytes = ck_sema_int_lit (ty->size, ck_ty_ulong, loc);
      if (n->lhs)
        {
          CkObj *tmp = ck_parse_new_anon_obj (P, ck_ty_ulong, loc);
          CkNode *tv[3];
          for (int k = 0; k < 3; k++)
            tv[k] = anon_ref (tmp, ck_ty_ulong, loc);
          CkNode *as = ck_sema_node (CK_E_ASSIGN, loc);
          as->lhs = tv[0];
          as->rhs = n->lhs;
          as->type = ck_ty_ulong;
          CkNode *cm = ck_sema_node (CK_E_COMMA, loc);
          cm->lhs = as;
          cm->rhs = tv[1];
          cm->type = ck_ty_ulong;
          n->lhs = cm;
          bytes = ck_sema_binary (P, CK_E_MUL, tv[2], bytes, loc, 1);
        }
      place = ck_class_alloc_call (P, af, bytes, loc);
    }
  n->sizeof_type = ty;
  n->type = ck_type_pointer_to (ty);
  n->rhs = place;
  n->ival2 = nothrow;
  if (!P->is_c && !place && !nothrow && P->fn && !in_device_code (P) && ck_class_bad_alloc (P))
    n->ival2 = 2;   /* without memory: std::bad_alloc, thrown (class.c) */
  if (!P->is_c && is_punct (P, CK_P_LBRACE))
    {
      /* `new T{...}`: the new object list-initialised ([expr.new]p18) */
      CkToken *open = P->tok;
      if (n->lhs)
        {
          if (n->lhs && tok_is_punct (&open[1], CK_P_RBRACE))
            {
              P->tok += 2;   /* `new T[n]{}`: value-initialised, as `new T[n]()` */
              n->init = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, ck_parse_tok_loc (open)),
                                      ck_type_is_scalar (ty) ? ty : ck_ty_int);
              return n->ival2 == 2 ? ck_class_new_checked (P, n) : n;
            }
          gint64 len;
          if (!ck_type_is_scalar (ty) || !count0 || !ck_sema_eval_int (count0, &len))
            {
              unsupported_here (P, open, !ck_type_is_scalar (ty)
                                ? "a braced initializer list in an array new of class or array type"
                                : "a braced initializer list in an array new of a non-constant length");
              skip_group (P);
              return n;
            }
          return new_array_list (P, n, ty, len, open);
        }
      if (ck_class_needs_ctor (ty) && !ck_class_is_aggregate (ty))
        {
          int na;
          CkNode **args = ck_class_braced_args (P, ty, &na);
          CkNode *cn = ck_class_new (P, n, ty, args, na, loc);
          if (cn)
            return cn;
        }
      else if (ck_type_is_scalar (ty))
        {
          P->tok++;
          if (is_punct (P, CK_P_RBRACE))
            n->init = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, ck_parse_tok_loc (open)), ty);
          else
            {
              CkNode *e = assign (P);
              consume_punct (P, CK_P_COMMA);
              ck_sema_check_narrowing (P, e, ty, TRUE);   /* nvcc's front end rejects any */
              n->init = ck_sema_convert (P, e, ty, "initialization");
            }
          expect_close (P, CK_P_RBRACE, open);
        }
      else
        {
          /* an aggregate, `S{1, 2}` (whose members may have constructors and destructors): the
             object the list initialises is copied in, its members' owner the new object */
          n->init = ck_parse_functional_cast (P, ty, ck_parse_tok_loc (open));
        }
      return n->ival2 == 2 ? ck_class_new_checked (P, n) : n;
    }
  if (!P->is_c && ck_class_needs_ctor (ty))
    {
      /* constructors of a class (class.c) */
      int na = 0;
      CkNode **args = NULL;
      if (is_punct (P, CK_P_LPAREN))
        {
          CkToken *open = P->tok++;
          args = call_args (P, open, &na);
        }
      CkNode *cn = ck_class_new (P, n, ty, args, na, loc);
      if (cn)
        return cn;
    }
  if (is_punct (P, CK_P_LPAREN))
    {
      CkToken *open = P->tok++;
      int na;
      CkNode **args = call_args (P, open, &na);
      if (na > 1 || (na == 1 && n->lhs))
        ck_parse_error (P, ck_parse_tok_loc (open), 1, "unsupported: constructors in new");
      else if (na == 1)
        n->init = ck_sema_convert (P, args[0], ty, "initialization");
      else
        n->init = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, ck_parse_tok_loc (open)),
                                ck_type_is_scalar (ty) ? ty : ck_ty_int);
    }
  if (n->ival2 == 2)
    return ck_class_new_checked (P, n);
  return n;
}

/* unary = ("+" | "-" | "*" | "&" | "!" | "~") cast | ("++" | "--") unary
 *       | "sizeof" "(" type-name ")" | "sizeof" unary | ("_Alignof" | "alignof") "(" type-name ")"
 *       | "new" new-expr | "delete" ("[" "]")? cast | postfix */
/* A diagnostic of a speculative parse: dropped. */
static void
drop_diag (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink; (void) level; (void) text; (void) data;
}

static CkNode *
unary (CkParser *P)
{
  CkToken *t = P->tok;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  if (t->kind == CK_TK_PUNCT)
    {
      CkNodeKind k = CK_NODE__COUNT;
      switch (t->punct)
        {
        case CK_P_PLUS: k = CK_E_POS; break;
        case CK_P_MINUS: k = CK_E_NEG; break;
        case CK_P_STAR: k = CK_E_DEREF; break;
        case CK_P_AMP: k = CK_E_ADDR; break;
        case CK_P_BANG: k = CK_E_NOT; break;
        case CK_P_TILDE: k = CK_E_BITNOT; break;
        case CK_P_INC: k = CK_E_PRE_INC; break;
        case CK_P_DEC: k = CK_E_PRE_DEC; break;
        case CK_P_ANDAND: unsupported (P, t, "label addresses");
        default: break;
        }
      if (k != CK_NODE__COUNT)
        {
          P->tok++;
          if (k == CK_E_ADDR && !P->is_c)
            {
              CkNode *mp = ck_class_member_pointer (P, loc);   /* `&C::m` (class.c) */
              if (mp)
                return mp;
            }
          CkNode *e = (k == CK_E_PRE_INC || k == CK_E_PRE_DEC) ? unary (P) : cast_expr (P);
          if (k == CK_E_ADDR && !P->is_c && e->type && ck_class_of (e->type)
              && ck_class_find (ck_class_of (e->type), "operator&"))
            {
              /* a class's own unary operator& (thrust::device_reference's), tried quietly: a
                 class with only a binary operator& takes the built-in one */
              CkDiagSink *sink = P->sink;
              gboolean quiet_parse = P->quiet_parse;
              CkDiagSink quiet;
              ck_diag_sink_init (&quiet);
              quiet.func = drop_diag;
              P->sink = &quiet;
              P->quiet_parse = TRUE;
              CkNode *op = ck_class_operator (P, k, FALSE, e, NULL, loc, t->len);
              P->sink = sink;
              P->quiet_parse = quiet_parse;
              if (op && quiet.n_errors == 0 && op->type != P->ty_err)
                return op;
            }
          return ck_sema_unary (P, k, e, loc, t->len);
        }
    }
  if (P->is_c && t->kind == CK_TK_IDENT
      && (strcmp (t->text, "__real__") == 0 || strcmp (t->text, "__imag__") == 0))
    {
      /* GNU C: "__real__" cast | "__imag__" cast */
      P->tok++;
      CkNode *e = cast_expr (P);
      return ck_sema_complex_part (P, e, t->text[2] == 'i', loc, t->len);
    }
  if (is_kw (P, CK_KW_SIZEOF))
    {
      P->tok++;
      CkType *ty;
      if (is_punct (P, CK_P_ELLIPSIS))
        return ck_template_sizeof_pack (P, loc);
      if (is_punct (P, CK_P_LPAREN) && is_typename (P, &P->tok[1]))
        {
          CkToken *open = P->tok++;
          ty = type_name (P);
          expect_close (P, CK_P_RPAREN, open);
        }
      else
        {
          CkNode *e = unary (P);
          if (e->type == P->ty_err)
            return e;
          if (e->kind == CK_E_MEMBER && e->member->bit_width)
            {
              ck_parse_error (P, loc, t->len, "'sizeof' applied to a bit-field");
              return ck_sema_int_lit (0, P->ty_err, loc);
            }
          ty = e->type;
          if (ty->is_reference)
            ty = ty->base;
        }
      if (ty->vla_len)
        {
          CkNode *n = ck_sema_node (CK_E_SIZEOF_VLA, loc);
          n->sizeof_type = ty;
          n->type = P->ty_size_t;
          return n;
        }
      if (ty->size < 0 || ty->kind == CK_TY_FUNC)
        {
          ck_parse_error (P, loc, t->len, "invalid application of 'sizeof' to %s type '%s'",
                          ty->kind == CK_TY_FUNC ? "a function" : "incomplete", ck_parse_type_str (ty));
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      if (ty->kind == CK_TY_VOID)
        ck_parse_warning (P, loc, t->len, "invalid application of 'sizeof' to a void type");
      return ck_sema_int_lit (ty->kind == CK_TY_VOID ? 1 : ty->size, P->ty_size_t, loc);
    }
  if (is_kw (P, CK_KW_ALIGNOF) || is_kw (P, CK_KW_ALIGNOF_CXX))
    {
      P->tok++;
      CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      CkType *ty;
      if (is_typename (P, P->tok))
        ty = type_name (P);
      else
        ty = expr (P)->type;
      expect_close (P, CK_P_RPAREN, open);
      return ck_sema_int_lit (ty->align, P->ty_size_t, loc);
    }
  if (is_kw (P, CK_KW_NEW))
    return new_expr (P);
  if (is_kw (P, CK_KW_NOEXCEPT))
    {
      /* noexcept "(" expression ")": an unevaluated operand; true unless it may throw */
      P->tok++;
      CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      CkNode *e = expr (P);
      expect_close (P, CK_P_RPAREN, open);
      return ck_sema_int_lit (!may_throw (e), ck_ty_bool, loc);
    }
  if (is_kw (P, CK_KW_DELETE))
    {
      P->tok++;
      CkNode *n = ck_sema_node (CK_E_DELETE, loc);
      n->range_len = t->len;
      if (consume_punct (P, CK_P_LBRACKET))
        {
          expect (P, CK_P_RBRACKET);
          n->ival = 1;
        }
      CkNode *e = ck_sema_decay (P, cast_expr (P));
      if (e->type != P->ty_err && !ck_type_is_pointer (e->type))
        {
          ck_parse_error (P, e->loc, e->range_len, "type '%s' argument given to 'delete', expected pointer",
                          ck_parse_type_str (e->type));
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      n->lhs = e;
      n->type = ck_ty_void;
      if (!P->is_c && e->type != P->ty_err)
        {
          CkNode *dn = ck_class_delete (P, n);   /* destructors of a class (class.c) */
          if (dn)
            return dn;
          CkObj *df = ck_type_is_pointer (e->type) && e->type->base->size > 0
                      ? ck_class_alloc_fn (P, e->type->base, n->ival, TRUE) : NULL;
          if (df)
            return ck_class_dealloc_call (P, df, e, n->ival ? NULL : ck_sema_int_lit (e->type->base->size, P->ty_size_t, loc),
                                          loc);   /* the program's operator delete */
        }
      return n;
    }
  if (is_kw (P, CK_KW_EXTENSION))
    {
      P->tok++;
      return cast_expr (P);
    }
  return postfix (P);
}

static CkNode *
string_literal (CkParser *P)
{
  CkToken *t = P->tok;
  if (t->kind != CK_TK_STRING)
    syntax_error (P, t, "expected string literal before %s", tok_desc (t));
  GString *s = g_string_new (NULL);
  CkStrPrefix prefix = CK_SP_NONE;
  int len = 0;
  CkToken *last = t;
  while (P->tok->kind == CK_TK_STRING)
    {
      if (P->tok->str_prefix != CK_SP_NONE)
        prefix = P->tok->str_prefix;
      g_string_append_len (s, P->tok->str, (gssize) P->tok->str_len);
      last = P->tok;
      P->tok++;
    }
  CkType *elem = ck_ty_char;
  int esz = 1;
  switch (prefix)
    {
    case CK_SP_L: elem = ck_ty_int; esz = 4; break;
    case CK_SP_u: elem = ck_ty_ushort; esz = 2; break;
    case CK_SP_U: elem = ck_ty_uint; esz = 4; break;
    default: break;
    }
  for (int i = 0; i < esz; i++)
    g_string_append_c (s, '\0');
  CkNode *n = ck_sema_node (CK_E_STR_LIT, ck_parse_tok_loc (t));
  n->str_len = s->len;
  char *bytes = ck_new_atomic (s->len + 1);
  memcpy (bytes, s->str, s->len);
  bytes[s->len] = 0;
  n->str = bytes;
  n->type = ck_type_array_of (elem, (gint64) (s->len / (gsize) esz));
  n->is_lvalue = TRUE;
  len = t == last ? t->len : 1;
  n->range_len = len;
  g_string_free (s, TRUE);
  return n;
}

static CkType *
num_type (CkNumType nt)
{
  switch (nt)
    {
    case CK_NT_INT: return ck_ty_int;
    case CK_NT_UINT: return ck_ty_uint;
    case CK_NT_LONG: return ck_ty_long;
    case CK_NT_ULONG: return ck_ty_ulong;
    case CK_NT_LLONG: return ck_ty_llong;
    case CK_NT_ULLONG: return ck_ty_ullong;
    case CK_NT_FLOAT: return ck_ty_float;
    case CK_NT_DOUBLE: return ck_ty_double;
    case CK_NT_LDOUBLE: return ck_ty_ldouble;
    case CK_NT_CHAR: return ck_ty_char;
    case CK_NT_WCHAR: return ck_ty_int;
    case CK_NT_CHAR16: return ck_ty_ushort;
    case CK_NT_CHAR32: return ck_ty_uint;
    }
  return ck_ty_int;
}

static CkNode *
builtin_var (CkParser *P, CkToken *t)
{
  static const struct { const char *name; CkBuiltinVar bv; } table[] = {
    { "threadIdx", CK_BV_THREAD_IDX }, { "blockIdx", CK_BV_BLOCK_IDX },
    { "blockDim", CK_BV_BLOCK_DIM }, { "gridDim", CK_BV_GRID_DIM }, { "warpSize", CK_BV_WARP_SIZE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (table); i++)
    if (strcmp (t->text, table[i].name) == 0)
      {
        /* the variable <device_launch_parameters.h> declares (`extern const __device__ uint3
           threadIdx;`) gives its type, the headers' classes uint3 and dim3; the model gives
           its value (CK_E_BUILTIN_VAR: a special register per member, lower.c) */
        CkSym *s = lookup_sym (P, t->text);
        if (!s || !s->obj || !(s->obj->loc.file && s->obj->loc.file->is_builtin) || s->poisoned)
          return NULL;   /* the program's own variable of that name, or none declared */
        CkNode *n = ck_sema_node (CK_E_BUILTIN_VAR, ck_parse_tok_loc (t));
        n->ival = table[i].bv;
        n->range_len = t->len;
        n->is_lvalue = TRUE;
        n->type = qualified (s->obj->type, TRUE, FALSE, FALSE);
        return n;
      }
  return NULL;
}

/* __builtin_inf, __builtin_huge_val and __builtin_nan with their f and l forms (INFINITY,
 * HUGE_VAL and NAN of <math.h>): constants, so that they may initialise static objects.
 * [t] names one of them; returns NULL for another __builtin_ name. */
static CkNode *
builtin_float_constant (CkParser *P, CkToken *t)
{
  static const struct { const char *name; gboolean is_nan; CkNumType nt; } table[] = {
    { "__builtin_inf", FALSE, CK_NT_DOUBLE }, { "__builtin_inff", FALSE, CK_NT_FLOAT },
    { "__builtin_infl", FALSE, CK_NT_LDOUBLE }, { "__builtin_huge_val", FALSE, CK_NT_DOUBLE },
    { "__builtin_huge_valf", FALSE, CK_NT_FLOAT }, { "__builtin_huge_vall", FALSE, CK_NT_LDOUBLE },
    { "__builtin_nan", TRUE, CK_NT_DOUBLE }, { "__builtin_nanf", TRUE, CK_NT_FLOAT },
    { "__builtin_nanl", TRUE, CK_NT_LDOUBLE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (table); i++)
    if (strcmp (t->text, table[i].name) == 0)
      {
        P->tok++;
        CkToken *open = P->tok;
        expect (P, CK_P_LPAREN);
        if (table[i].is_nan)
          {
            CkNode *s = string_literal (P);
            if (s->str_len > 1)
              unsupported (P, open + 1, "a NaN payload");
          }
        expect_close (P, CK_P_RPAREN, open);
        CkNode *n = ck_sema_node (CK_E_FLOAT_LIT, ck_parse_tok_loc (t));
        n->fval = table[i].is_nan ? (long double) NAN : (long double) INFINITY;
        n->type = num_type (table[i].nt);
        n->range_len = t->len;
        return n;
      }
  return NULL;
}

/* g++'s type-trait intrinsics, `__is_class(T)`, `__is_base_of(B, D)`, ... ([meta.unary.prop]
 * needs them: <type_traits> builds is_class and friends on them): a bool constant; NULL
 * (nothing read) for a name cudak does not know. */
static void
trait_type_one (CkParser *P, void *ctx)
{
  ck_vec_push (ctx, type_name (P));
}

static CkNode *
type_trait (CkParser *P, CkToken *t)
{
  gint64 v;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  if (ck_class_expr_trait (P, t->text, NULL, 0, loc, &v))
    {
      /* `__is_constructible(T, Args...)`, `__is_convertible(From, To)`, `__is_assignable(T, U)`
         and their __is_nothrow_ forms: from the expression they name, built quietly */
      P->tok += 2;
      CkVec types = { 0 };
      gboolean err = FALSE;
      do
        {
          if (!ck_template_expand_with (P, FALSE, trait_type_one, &types))
            ck_vec_push (&types, type_name (P));
        }
      while (consume_punct (P, CK_P_COMMA));
      expect_close (P, CK_P_RPAREN, t + 1);
      for (int i = 0; i < types.len; i++)
        err |= ck_sema_has_err (P, ck_vec_get (&types, i));
      if (err)
        return ck_sema_int_lit (0, P->ty_err, loc);
      gboolean constructible = strstr (t->text, "constructible") != NULL;
      if (constructible ? types.len < 1 : types.len != 2)
        {
          ck_parse_error (P, loc, t->len, "wrong number of arguments to '%s'", t->text);
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      ck_class_expr_trait (P, t->text, (CkType **) types.data, types.len, loc, &v);
      CkNode *n = ck_sema_int_lit (v, ck_ty_bool, loc);
      n->range_len = t->len;
      return n;
    }
  if (!ck_class_type_trait (t->text, ck_ty_int, ck_ty_int, &v))
    return NULL;
  P->tok += 2;
  CkType *a = type_name (P), *b = NULL;
  if (consume_punct (P, CK_P_COMMA))
    b = type_name (P);
  expect_close (P, CK_P_RPAREN, t + 1);
  if (ck_sema_has_err (P, a) || (b && ck_sema_has_err (P, b)))
    return ck_sema_int_lit (0, P->ty_err, loc);
  if ((strcmp (t->text, "__is_base_of") == 0) != (b != NULL))
    {
      ck_parse_error (P, loc, t->len, "wrong number of arguments to '%s'", t->text);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  ck_class_type_trait (t->text, a, b, &v);
  CkNode *n = ck_sema_int_lit (v, ck_ty_bool, loc);
  n->range_len = t->len;
  return n;
}

/* GNU builtins that are syntax rather than functions. */
static CkNode *
builtin_call (CkParser *P, CkToken *t)
{
  const char *name = t->text;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  CkNodeKind k;
  if (strcmp (name, "__builtin_va_start") == 0) k = CK_E_VA_START;
  else if (strcmp (name, "__builtin_va_end") == 0) k = CK_E_VA_END;
  else if (strcmp (name, "__builtin_va_copy") == 0) k = CK_E_VA_COPY;
  else if (strcmp (name, "__builtin_va_arg") == 0) k = CK_E_VA_ARG;
  else if (strcmp (name, "__builtin_offsetof") == 0)
    {
      P->tok++;
      CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      CkType *ty = type_name (P);
      expect (P, CK_P_COMMA);
      gint64 off = 0;
      for (;;)
        {
          CkToken *mt = P->tok;
          const char *m = expect_ident (P);
          if (ty->kind != CK_TY_STRUCT && ty->kind != CK_TY_UNION)
            syntax_error (P, mt, "'%s' is not a structure or union", ck_parse_type_str (ty));
          CkMember *mem = NULL;
          CkType *st = ty;
          for (;;)
            {
              gint64 dummy;
              mem = ck_sema_find_member (st, m, &dummy);
              if (!mem)
                syntax_error (P, mt, "'%s' has no member named '%s'", ck_parse_type_str (ty), m);
              off += mem->offset;
              if (mem->name)
                break;
              st = mem->type;
            }
          ty = mem->type;
          while (consume_punct (P, CK_P_LBRACKET))
            {
              gint64 i = const_expr (P, "offsetof index");
              expect (P, CK_P_RBRACKET);
              if (ty->kind != CK_TY_ARRAY)
                syntax_error (P, mt, "subscripted value is not an array");
              ty = ty->base;
              off += i * ty->size;
            }
          if (!consume_punct (P, CK_P_DOT))
            break;
        }
      expect_close (P, CK_P_RPAREN, open);
      return ck_sema_int_lit (off, P->ty_size_t, loc);
    }
  else if (strcmp (name, "__builtin_types_compatible_p") == 0)
    {
      /* GNU C only: nvcc compiles every file as C++ and refuses it in its words (issue 23) */
      ck_parse_error (P, loc, t->len, "\"__builtin_types_compatible_p\" is only allowed in C");
      P->tok++;
      CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      type_name (P);
      expect (P, CK_P_COMMA);
      type_name (P);
      expect_close (P, CK_P_RPAREN, open);
      return ck_sema_int_lit (0, ck_ty_int, loc);
    }
  else if (ck_sema_atomic_kind (name) >= 0)
    {
      P->tok++;
      CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      CkVec args = { 0 };
      if (!is_punct (P, CK_P_RPAREN))
        do
          ck_vec_push (&args, assign (P));
        while (consume_punct (P, CK_P_COMMA));
      expect_close (P, CK_P_RPAREN, open);
      int n;
      CkNode **a = vec_to_nodes (&args, &n);
      return ck_sema_atomic_builtin (P, t, ck_sema_atomic_kind (name), a, n);
    }
  else if (strcmp (name, "__builtin_complex") == 0 && P->is_c)
    {
      /* GNU C: "__builtin_complex" "(" assign "," assign ")" */
      P->tok++;
      CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      CkNode *re = assign (P);
      expect (P, CK_P_COMMA);
      CkNode *im = assign (P);
      expect_close (P, CK_P_RPAREN, open);
      return ck_sema_complex_make (P, re, im, loc, t->len);
    }
  else if (strcmp (name, "__builtin_expect") == 0)
    {
      P->tok++;
      CkToken *open = P->tok;
      expect (P, CK_P_LPAREN);
      CkNode *e = assign (P);
      expect (P, CK_P_COMMA);
      assign (P);
      expect_close (P, CK_P_RPAREN, open);
      return ck_sema_convert (P, e, ck_ty_long, "argument passing");
    }
  else if (strncmp (name, "__builtin_inf", 13) == 0 || strncmp (name, "__builtin_huge_val", 18) == 0
           || strncmp (name, "__builtin_nan", 13) == 0)
    return builtin_float_constant (P, t);
  else
    return NULL;
  P->tok++;
  CkToken *open = P->tok;
  expect (P, CK_P_LPAREN);
  CkNode *n = ck_sema_node (k, loc);
  n->range_len = t->len;
  n->lhs = assign (P);
  n->type = ck_ty_void;
  if (k == CK_E_VA_START)
    {
      if (consume_punct (P, CK_P_COMMA))
        assign (P);
    }
  else if (k == CK_E_VA_COPY)
    {
      expect (P, CK_P_COMMA);
      n->rhs = assign (P);
    }
  else if (k == CK_E_VA_ARG)
    {
      expect (P, CK_P_COMMA);
      n->sizeof_type = type_name (P);
      n->type = n->sizeof_type;
    }
  expect_close (P, CK_P_RPAREN, open);
  return n;
}

/* functional-cast = simple-type "(" args ")" | simple-type "{" initializer-list "}" */
CkNode *
ck_parse_functional_cast (CkParser *P, CkType *ty, CkSrcLoc loc)
{
  gboolean copy_list = P->copy_list;   /* braced_value's: for this list's class only */
  P->copy_list = FALSE;
  if (is_punct (P, CK_P_LBRACE))
    {
      if (!P->is_c && ty->kind != CK_TY_PTR && ck_class_is_init_list (ck_class_of (ty)))
        return ck_class_braced_init_list (P, ty);   /* f({1, 2}) of f(std::initializer_list<int>) */
      P->copy_list = copy_list;
      CkNode *lt = P->is_c || ty->kind == CK_TY_PTR ? NULL : ck_class_list_temporary (P, ty, loc);
      P->copy_list = FALSE;
      if (lt)
        return lt;   /* std::vector<int>{1, 2} */
      if (ck_type_is_scalar (ty))
        {
          CkToken *open = P->tok++;
          CkNode *e = is_punct (P, CK_P_RBRACE) ? ck_sema_int_lit (0, ck_ty_int, loc) : assign (P);
          expect_close (P, CK_P_RBRACE, open);
          /* `int{d}`; `return {d};` and `f({d})` (copy-list-initialisation) nvcc's front end
             rejects whatever the value */
          if (!P->is_c)
            ck_sema_check_narrowing (P, e, ty, copy_list);
          return ck_sema_explicit_cast (P, e, ty, loc);
        }
      if (!P->is_c && ck_class_needs_ctor (ty) && !ck_class_is_aggregate (ty))
        {
          P->copy_list = copy_list;
          return ck_class_braced_temporary (P, ty, loc);   /* dim3{4, 2}, `return {n, 2};` */
        }
      return compound_literal (P, ty, loc);
    }
  CkToken *open = P->tok;
  expect (P, CK_P_LPAREN);
  int n;
  CkNode **args = call_args (P, open, &n);
  if (ck_type_is_scalar (ty) || ty->kind == CK_TY_VOID)
    {
      if (n == 0)
        return ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), ty);
      if (n > 1)
        {
          ck_parse_error (P, loc, 1, "expression list treated as compound expression in functional cast");
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      return ck_sema_explicit_cast (P, args[0], ty, loc);
    }
  if (!P->is_c && ck_class_needs_ctor (ty))
    return ck_class_temporary (P, ty, args, n, loc);   /* class.c */
  CkObj *o = new_anon_obj (P, ty, loc);
  o->init = construct_init (P, ty, args, n, loc);
  if (!P->fn)
    check_static_init (P, o);
  return anon_ref (o, ty, loc);
}

/* stmt-expr = "(" "{" block-item* "}" ")" — GNU: the value is that of the last expression */
static CkNode *
stmt_expr (CkParser *P, CkToken *open)
{
  if (!P->fn)
    syntax_error (P, open, "statement-expressions are not allowed outside functions");
  CkNode *b = compound_stmt (P, TRUE);
  expect_close (P, CK_P_RPAREN, open);
  CkNode *n = ck_sema_node (CK_E_STMT_EXPR, ck_parse_tok_loc (open));
  n->body = b->body;
  n->n_body = b->n_body;
  n->type = ck_ty_void;
  if (b->n_body > 0 && b->body[b->n_body - 1]->kind == CK_S_EXPR)
    {
      CkNode *last = b->body[b->n_body - 1]->lhs;
      last = ck_sema_decay (P, last);
      b->body[b->n_body - 1]->lhs = last;
      n->type = last->type;
    }
  return n;
}

static const CkType *
root_type (const CkType *t)
{
  while (t->origin)
    t = t->origin;
  return t;
}

static CkNode *enum_member (CkParser *P, CkType *xt, const CkToken *t, CkSrcLoc loc);

/* `X::name` where X is not a namespace: an enumerator of the enumeration X (C++11), or, when X
 * is a name whose declaration was reported (poisoned, the error type, a struct with unsupported
 * members), nothing more to report. Returns NULL, consuming nothing, for any other X. */
static CkNode *
scope_member (CkParser *P, CkToken *t)
{
  CkSrcLoc loc = ck_parse_tok_loc (t);
  CkSym *x = lookup_sym (P, t->text);
  if (!x)
    return NULL;
  CkType *xt = x->typedef_type;
  if (x->poisoned || xt == P->ty_err || (xt && ck_sema_has_unsupported (xt)))
    {
      while (P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_COLONCOLON))
        P->tok += 2;
      if (P->tok->kind == CK_TK_IDENT)
        P->tok++;
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if (!xt || xt->kind != CK_TY_ENUM || P->tok[2].kind != CK_TK_IDENT)
    return NULL;
  P->tok++;
  return enum_member (P, xt, t, loc);
}

/* `::name` after the enumeration [xt] (named by [t]): its enumerator; P->tok is at the '::'. */
static CkNode *
enum_member (CkParser *P, CkType *xt, const CkToken *t, CkSrcLoc loc)
{
  CkToken *mt = &P->tok[1];
  CkSym *m = NULL;
  if (root_type (xt)->is_scoped)
    {
      const CkVec *ev = &root_type (xt)->enumerators;
      for (int i = 0; i < ev->len && !m; i++)
        if (strcmp (((CkSym *) ck_vec_get (ev, i))->name, mt->text) == 0)
          m = ck_vec_get (ev, i);
    }
  else
    m = lookup_sym (P, mt->text);
  if (!m || !m->is_enum_const || root_type (m->enum_type) != root_type (xt))
    syntax_error (P, mt, "'%s' is not a member of '%s'", mt->text, t->text);
  P->tok += 2;
  CkNode *n = ck_sema_int_lit (m->enum_val, m->enum_type, loc);
  n->range_len = (int) (ck_parse_tok_loc (mt).col - loc.col) + mt->len;
  return n;
}

/* builtin-template-call = ident "<" type-name ">" "(" call-args
 * A function template of the CUDA headers whose template argument is not deduced
 * (tex2D<float> (obj, x, y), cudaCreateChannelDesc<float4> ()) is spelt in the built-in headers
 * as one overload of __cudak_tv_NAME per type, whose first parameter is an unnamed `T *`: the
 * call passes a null `T *` to the overload for the named type. NULL (nothing consumed) when NAME
 * has no such overloads: the '<' is then the operator. */
static CkNode *
builtin_template_call (CkParser *P, CkToken *t, CkSrcLoc loc)
{
  char tv_name[96];
  g_snprintf (tv_name, sizeof tv_name, "__cudak_tv_%s", t->text);
  CkSym *tv = lookup_sym (P, tv_name);
  if (!tv || !tv->obj || !tv->obj->is_function || !tv->obj->loc.file || !tv->obj->loc.file->is_builtin)
    return NULL;
  P->tok++;
  CkType *ty = type_name (P);
  if (!consume_punct (P, CK_P_GT))
    syntax_error (P, P->tok, "expected '>' to close the template argument list of '%s'", t->text);
  CkToken *po = P->tok;
  expect (P, CK_P_LPAREN);
  int n;
  CkNode **args = call_args (P, po, &n);
  if (tv->obj->is_unavailable)
    {
      ck_parse_error (P, loc, t->len, "unsupported: '%s' is not implemented by cudak", t->text);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkObj *callee = NULL;
  for (int i = 0; i < tv->overloads.len && !callee; i++)
    {
      CkObj *o = ck_vec_get (&tv->overloads, i);
      CkParam *p0 = o->type->params;
      if (p0 && ck_type_is_pointer (p0->type)
          && ck_type_is_compatible (ck_type_unqualified (p0->type->base), ck_type_unqualified (ty))
          && ck_type_is_compatible (ck_type_unqualified (ty), ck_type_unqualified (p0->type->base)))
        callee = o;
    }
  if (!callee)
    {
      if (ty != P->ty_err)
        ck_parse_error (P, loc, t->len, "no matching function for call to '%s<%s>'", t->text,
                        ck_parse_type_str (ty));
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkNode **all = ck_new_n (CkNode *, n + 1);
  all[0] = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), callee->type->params->type);
  for (int i = 0; i < n; i++)
    all[i + 1] = args[i];
  return ck_sema_call (P, ck_sema_var (P, callee, loc, t->len), NULL, all, n + 1, loc, FALSE);
}

/* texref-fetch = ("tex1Dfetch" | "tex1D" | "tex2D" | "tex3D") "(" texref-name ("," assign)* ")"
 * A fetch through a texture reference calls the built-in header's __cudak_tr_fetch (tex1Dfetch)
 * or __cudak_tr_sample overload for its result type R (T, or T's float form with
 * cudaReadModeNormalizedFloat) with a null R *, the reference's address (the texture unit reads
 * the variable: the device-code check does not apply), the read mode and, for a
 * sample, the dimension and three coordinates. NULL (nothing consumed) when the first argument
 * is not a texture reference. */
static CkNode *
texref_fetch_call (CkParser *P, CkToken *t, CkSrcLoc loc)
{
  static const char *const names[] = { "tex1Dfetch", "tex1D", "tex2D", "tex3D" };
  int which = -1;
  for (int i = 0; i < 4; i++)
    if (strcmp (t->text, names[i]) == 0)
      which = i;
  CkToken *id = &P->tok[1];
  if (which < 0 || !is_punct (P, CK_P_LPAREN) || id->kind != CK_TK_IDENT
      || !(tok_is_punct (&id[1], CK_P_COMMA) || tok_is_punct (&id[1], CK_P_RPAREN)))
    return NULL;
  CkTexRef *ref = ck_map_get (&P->texrefs, id->text);
  CkSym *s = lookup_sym (P, id->text);
  if (!ref || !s || s->obj != ref->obj)
    return NULL;
  CkToken *po = P->tok;
  P->tok += 2;
  int n = 0;
  CkNode **args = NULL;
  if (consume_punct (P, CK_P_COMMA))
    args = call_args (P, po, &n);
  else
    expect_close (P, CK_P_RPAREN, po);
  int dims = which == 0 ? 1 : which;
  if (ref->dim != dims || n != dims)
    {
      ck_parse_error (P, loc, t->len, "no matching function for call to '%s' with a %d-dimensional "
                      "texture reference and %d coordinate%s", t->text, ref->dim, n, n == 1 ? "" : "s");
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkType *res = ref->elem;
  if (ref->mode == 1)
    {
      static const char *const fnames[] = { "", "float1", "float2", "", "float4" };
      res = ck_type_unqualified (res)->kind == CK_TY_STRUCT ? find_type_name (P, fnames[ref->n]) : ck_ty_float;
    }
  CkSym *tv = lookup_sym (P, which == 0 ? "__cudak_tr_fetch" : "__cudak_tr_sample");
  CkObj *callee = NULL;
  for (int i = 0; tv && res && i < tv->overloads.len && !callee; i++)
    {
      CkObj *o = ck_vec_get (&tv->overloads, i);
      if (ck_type_is_compatible (ck_type_unqualified (o->type->params->type->base), ck_type_unqualified (res)))
        callee = o;
    }
  if (!callee)
    {
      ck_parse_error (P, loc, t->len, "no matching function for call to '%s'", t->text);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkNode *var = ck_sema_node (CK_E_VAR, ck_parse_tok_loc (id));
  var->obj = ref->obj;
  var->type = ref->obj->type;
  var->range_len = id->len;
  var->is_lvalue = TRUE;
  ref->obj->is_used = TRUE;
  CkNode *addr = ck_sema_node (CK_E_ADDR, var->loc);
  addr->lhs = var;
  addr->type = ck_type_pointer_to (var->type);
  addr->range_len = id->len;
  CkNode **all = ck_new_n (CkNode *, 7);
  int k = 0;
  all[k++] = ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), callee->type->params->type);
  all[k++] = addr;
  all[k++] = ck_sema_int_lit (ref->mode, ck_ty_int, loc);
  if (which == 0)
    all[k++] = args[0];
  else
    {
      all[k++] = ck_sema_int_lit (dims, ck_ty_int, loc);
      for (int i = 0; i < 3; i++)
        {
          if (i < n)
            all[k++] = args[i];
          else
            {
              CkNode *z = ck_sema_node (CK_E_FLOAT_LIT, loc);
              z->fval = 0.0;
              z->type = ck_ty_float;
              all[k++] = z;
            }
        }
    }
  return ck_sema_call (P, ck_sema_var (P, callee, loc, t->len), NULL, all, k, loc, FALSE);
}

/* gcc's built-in library functions (the common ones), with the header that declares them and
 * their type: the return type then the parameters, each one letter (v void, i int, l long,
 * z size_t, d double, f float, p void *, q const void *, s char *, c const char *), '.' for
 * `...`. An implicit declaration of one of them takes this type, as in gcc. */
static const struct { const char *name, *header, *sig; } c_library_builtins[] = {
  { "malloc", "stdlib.h", "pz" }, { "calloc", "stdlib.h", "pzz" }, { "realloc", "stdlib.h", "ppz" },
  { "free", "stdlib.h", "vp" }, { "exit", "stdlib.h", "vi" }, { "abort", "stdlib.h", "v" },
  { "abs", "stdlib.h", "ii" }, { "labs", "stdlib.h", "ll" }, { "strlen", "string.h", "zc" },
  { "strcpy", "string.h", "ssc" }, { "strncpy", "string.h", "sscz" }, { "strcat", "string.h", "ssc" },
  { "strncat", "string.h", "sscz" }, { "strcmp", "string.h", "icc" }, { "strncmp", "string.h", "iccz" },
  { "strchr", "string.h", "sci" }, { "strrchr", "string.h", "sci" }, { "strstr", "string.h", "scc" },
  { "strdup", "string.h", "sc" }, { "memcpy", "string.h", "ppqz" }, { "memmove", "string.h", "ppqz" },
  { "memset", "string.h", "ppiz" }, { "memcmp", "string.h", "iqqz" }, { "printf", "stdio.h", "ic." },
  { "sprintf", "stdio.h", "isc." }, { "snprintf", "stdio.h", "iszc." }, { "scanf", "stdio.h", "ic." },
  { "sscanf", "stdio.h", "icc." }, { "puts", "stdio.h", "ic" }, { "putchar", "stdio.h", "ii" },
  { "sqrt", "math.h", "dd" }, { "pow", "math.h", "ddd" }, { "sin", "math.h", "dd" },
  { "cos", "math.h", "dd" }, { "tan", "math.h", "dd" }, { "exp", "math.h", "dd" },
  { "log", "math.h", "dd" }, { "log10", "math.h", "dd" }, { "fabs", "math.h", "dd" },
  { "floor", "math.h", "dd" }, { "ceil", "math.h", "dd" }, { "fmod", "math.h", "ddd" },
  { "sqrtf", "math.h", "ff" }, { "fabsf", "math.h", "ff" },
};

static CkType *
library_sig_type (CkParser *P, char c)
{
  switch (c)
    {
    case 'v': return ck_ty_void;
    case 'i': return ck_ty_int;
    case 'l': return ck_ty_long;
    case 'z': return P->ty_size_t;
    case 'd': return ck_ty_double;
    case 'f': return ck_ty_float;
    case 'p': return ck_type_pointer_to (ck_ty_void);
    case 'q': return ck_type_pointer_to (qualified (ck_ty_void, TRUE, FALSE, FALSE));
    case 's': return ck_type_pointer_to (ck_ty_char);
    case 'c': return ck_type_pointer_to (qualified (ck_ty_char, TRUE, FALSE, FALSE));
    default: g_assert_not_reached ();
    }
}

/* The type gcc gives an implicitly declared [name] when it is one of its built-in library
 * functions (with its warning when that type is not `int ()`'s), or NULL. */
static CkType *
implicit_builtin_type (CkParser *P, const char *name, CkSrcLoc loc, int len)
{
  for (gsize i = 0; i < G_N_ELEMENTS (c_library_builtins); i++)
    if (strcmp (c_library_builtins[i].name, name) == 0)
      {
        const char *sig = c_library_builtins[i].sig;
        CkType *ft = ck_type_func (library_sig_type (P, sig[0]));
        CkParam head = { 0 }, *cur = &head;
        for (const char *p = sig + 1; *p; p++)
          {
            if (*p == '.')
              {
                ft->is_variadic = TRUE;
                break;
              }
            CkParam *pa = ck_new (CkParam);
            pa->type = library_sig_type (P, *p);
            cur = cur->next = pa;
            ft->n_params++;
          }
        ft->params = head.next;
        if (!P->quiet_warnings)
          ck_parse_note (P, loc, len, "include '<%s>' or provide a declaration of '%s'",
                         c_library_builtins[i].header, name);
        if (sig[0] != 'i' || ft->is_variadic)
          {
            ck_parse_warning (P, loc, len,
                              "incompatible implicit declaration of built-in function '%s' "
                              "[-Wbuiltin-declaration-mismatch]", name);
            if (!P->quiet_warnings)
              ck_parse_note (P, loc, len, "include '<%s>' or provide a declaration of '%s'",
                             c_library_builtins[i].header, name);
          }
        return ft;
      }
  return NULL;
}

/* generic-selection (C11 6.5.1.1) = "_Generic" "(" assign "," association ("," association)* ")"
 * association = (type-name | "default") ":" assign
 * The controlling expression is not evaluated: its type, after lvalue conversion (decayed,
 * unqualified, as gcc 12 does), picks the one association with a compatible type, else the
 * default one. Every association is parsed and checked. */
static CkNode *
generic_selection (CkParser *P, CkToken *kw)
{
  P->tok++;
  CkToken *open = P->tok;
  expect (P, CK_P_LPAREN);
  CkNode *ctl = ck_sema_decay (P, assign (P));
  CkType *ct = ck_type_unqualified (ctl->type);
  CkNode *chosen = NULL, *dflt = NULL;
  CkVec types = { 0 };
  while (consume_punct (P, CK_P_COMMA))
    {
      CkToken *at = P->tok;
      CkType *ty = NULL;
      if (consume_kw (P, CK_KW_DEFAULT))
        {
          if (dflt)
            ck_parse_error (P, ck_parse_tok_loc (at), tok_len (at), "duplicate 'default' case in '_Generic'");
        }
      else
        {
          ty = type_name (P);
          for (int i = 0; i < types.len; i++)
            if (ck_type_is_compatible (ck_vec_get (&types, i), ty))
              ck_parse_error (P, ck_parse_tok_loc (at), tok_len (at),
                              "'_Generic' specifies two compatible types");
          ck_vec_push (&types, ty);
        }
      expect (P, CK_P_COLON);
      CkNode *e = assign (P);
      if (!ty)
        dflt = dflt ? dflt : e;
      else if (!chosen && ct != P->ty_err && ck_type_is_compatible (ty, ct))
        chosen = e;
    }
  expect_close (P, CK_P_RPAREN, open);
  if (ct == P->ty_err)
    return ctl;
  if (!chosen)
    chosen = dflt;
  if (!chosen)
    {
      ck_parse_error (P, ck_parse_tok_loc (kw), kw->len,
                      "'_Generic' selector of type '%s' is not compatible with any association",
                      ck_parse_type_str (ct));
      return ck_sema_int_lit (0, P->ty_err, ck_parse_tok_loc (kw));
    }
  return chosen;
}

/* primary = "(" "{" stmt-expr | "(" expr ")" | literal | "true" | "false" | "nullptr"
 *         | ("static_cast" | "reinterpret_cast" | "const_cast") "<" type-name ">" "(" expr ")"
 *         | simple-type functional-cast | qualified-ident | ident */
static gboolean
tok_is_kw (const CkToken *t, CkKeyword k)
{
  return t->kind == CK_TK_KEYWORD && t->kw == k;
}

/* `operator new(n)`, `operator new[](n)`, `operator delete(p)`, `operator delete[](p)` (also
 * with `::`) at `operator`: the allocation functions themselves ([new.delete]), raw blocks of
 * the host heap as a new-expression takes them (a std::bad_alloc without memory once <new>
 * declared it), with no constructor or destructor. */
static CkNode *
operator_new_call (CkParser *P)
{
  CkToken *t = P->tok;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  gboolean is_new = tok_is_kw (&t[1], CK_KW_NEW);
  P->tok += 2;
  gboolean array = FALSE;
  if (is_punct (P, CK_P_LBRACKET) && tok_is_punct (&P->tok[1], CK_P_RBRACKET))
    {
      array = TRUE;
      P->tok += 2;
    }
  CkToken *open = P->tok;
  if (!is_punct (P, CK_P_LPAREN))
    syntax_error (P, P->tok, "unsupported: the address of operator %s", is_new ? "new" : "delete");
  P->tok++;
  int na;
  CkNode **args = call_args (P, open, &na);
  if (na != 1)
    {
      ck_parse_error (P, loc, t->len, "unsupported: operator %s%s with %d arguments (one works)",
                      is_new ? "new" : "delete", array ? "[]" : "", na);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  if (ck_sema_has_err (P, args[0]->type))
    return args[0];
  if (is_new)
    {
      CkNode *n = ck_sema_node (CK_E_NEW, loc);
      n->range_len = t->len;
      n->sizeof_type = ck_ty_char;
      n->lhs = ck_sema_convert (P, args[0], ck_ty_ulong, "argument");
      n->ival = !array;   /* the kind of block: new's, not new[]'s */
      n->type = ck_type_pointer_to (ck_ty_void);
      if (P->fn && !in_device_code (P) && ck_class_bad_alloc (P))
        {
          n->ival2 = 2;
          return ck_class_new_checked (P, n);
        }
      return n;
    }
  CkNode *d = ck_sema_node (CK_E_DELETE, loc);
  d->range_len = t->len;
  d->lhs = ck_sema_cast (ck_sema_decay (P, args[0]), ck_type_pointer_to (ck_ty_void));
  d->ival = array;
  d->type = ck_ty_void;
  return d;
}

/* The binary operator of a fold expression at [t] ([temp.variadic], fold-operator): its kind,
 * or 0 when [t] is none cudak folds over (the assignments). */
static gboolean
fold_op (const CkToken *t, CkNodeKind *kind)
{
  if (t->kind == CK_TK_PUNCT && t->punct == CK_P_COMMA)
    {
      *kind = CK_E_COMMA;
      return TRUE;
    }
  if (assign_op (t) != CK_NODE__COUNT)
    {
      *kind = assign_op (t);   /* an assignment's: combined by ck_sema_assign */
      return TRUE;
    }
  return binary_prec (t, kind) > 0;
}

/* [a] op [b] for the fold operator [op] (its node kind [kind]) */
static CkNode *
fold_combine (CkParser *P, const CkToken *op, CkNodeKind kind, CkNode *a, CkNode *b, CkSrcLoc loc)
{
  if (assign_op (op) != CK_NODE__COUNT)
    return ck_sema_assign (P, kind, a, b, loc, op->len);
  return ck_sema_binary (P, kind, a, b, loc, op->len);
}

/* The operands [from, to) of a fold expression: one cast-expression, for pack element [elem]
 * (0: no pack). */
static CkNode *
fold_operand (CkParser *P, CkToken *from, CkToken *to, int elem)
{
  P->tok = from;
  P->pack_elem = elem;
  CkNode *e = cast_expr (P);
  P->pack_elem = 0;
  if (P->tok != to)
    syntax_error (P, P->tok, "expected '...' or ')' in a fold expression before %s", tok_desc (P->tok));
  return e;
}

/* A fold expression ([expr.prim.fold]) at the '(' [open] in a template's instance: `(pack op
 * ...)`, `(... op pack)`, `(pack op ... op init)`, `(init op ... op pack)`, the pattern
 * expanded once per element of the pack and the results combined right or left; an empty pack
 * gives true for &&, false for || and void() for ','. NULL: not a fold expression. */
static CkNode *
fold_expr (CkParser *P, CkToken *open)
{
  int depth = 0;
  CkToken *el = NULL, *close = NULL;
  for (CkToken *u = open + 1; u->kind != CK_TK_EOF && !close; u++)
    {
      if (u->kind != CK_TK_PUNCT)
        continue;
      switch (u->punct)
        {
        case CK_P_LPAREN: case CK_P_LBRACKET: case CK_P_LBRACE: depth++; break;
        case CK_P_RPAREN: case CK_P_RBRACKET: case CK_P_RBRACE:
          if (depth == 0 && u->punct == CK_P_RPAREN)
            close = u;
          depth--;
          break;
        case CK_P_SEMI:
          if (depth == 0)
            return NULL;
          break;
        case CK_P_ELLIPSIS:
          if (depth == 0 && !el)
            el = u;
          break;
        default:
          break;
        }
    }
  if (!el || !close)
    return NULL;
  CkNodeKind kind;
  CkToken *pat, *pat_end, *init = NULL, *init_end = NULL, *op;
  gboolean right;
  if (el == open + 1 && fold_op (&el[1], &kind))
    {
      op = &el[1];
      pat = el + 2, pat_end = close, right = FALSE;
    }
  else if (el + 1 == close && el - 1 > open && fold_op (&el[-1], &kind))
    {
      op = &el[-1];
      pat = open + 1, pat_end = el - 1, right = TRUE;
    }
  else if (el - 1 > open && el + 1 < close && fold_op (&el[-1], &kind) && el[1].kind == CK_TK_PUNCT
           && el[1].punct == el[-1].punct)
    {
      op = &el[-1];
      int nl = ck_template_pack_size_in (P, open + 1, el - 1);
      right = nl >= 0;
      if (right)
        pat = open + 1, pat_end = el - 1, init = el + 2, init_end = close;
      else
        init = open + 1, init_end = el - 1, pat = el + 2, pat_end = close;
    }
  else
    return NULL;
  int n = ck_template_pack_size_in (P, pat, pat_end);
  if (n < 0)
    return NULL;
  CkSrcLoc loc = ck_parse_tok_loc (op);
  CkNode **elems = ck_new_n (CkNode *, n + 2);
  int k = 0;
  CkNode *iv = NULL;
  if (init && !right)
    iv = fold_operand (P, init, init_end, 0);
  for (int i = 0; i < n; i++)
    elems[k++] = fold_operand (P, pat, pat_end, i + 1);
  if (init && right)
    iv = fold_operand (P, init, init_end, 0);
  P->tok = close + 1;
  if (iv)
    {
      if (right)
        elems[k++] = iv;
      else
        {
          memmove (elems + 1, elems, sizeof (CkNode *) * (gsize) k);
          elems[0] = iv;
          k++;
        }
    }
  if (k == 0)
    {
      if (kind == CK_E_LOGAND || kind == CK_E_LOGOR)
        return ck_sema_int_lit (kind == CK_E_LOGAND, ck_ty_bool, loc);
      if (kind == CK_E_COMMA)
        return ck_sema_cast (ck_sema_int_lit (0, ck_ty_int, loc), ck_ty_void);
      /* g++'s words, at the '...' */
      ck_parse_error (P, ck_parse_tok_loc (el), el->len, "fold of empty expansion over operator%s",
                      ck_punct_spelling[op->punct]);
      return ck_sema_int_lit (0, P->ty_err, loc);
    }
  CkNode *r;
  if (right)
    {
      r = elems[k - 1];
      for (int i = k - 2; i >= 0; i--)
        r = fold_combine (P, op, kind, elems[i], r, loc);
    }
  else if (assign_op (op) != CK_NODE__COUNT && k > 1)
    {
      /* `((x op e0) op e1) op e2`: each assignment's result is x itself (an lvalue in C++,
         which cudak's assignments are not), so the fold is `x op e0, x op e1, x op e2` when x
         is a variable (its evaluation has no effect) */
      CkNode *x = elems[0];
      CkNode *base = x->kind == CK_E_DEREF ? x->lhs : x;
      if (base->kind != CK_E_VAR)
        {
          ck_parse_error (P, loc, op->len, "unsupported: a left fold over an assignment operator "
                          "whose left operand is not a variable");
          return ck_sema_int_lit (0, P->ty_err, loc);
        }
      r = fold_combine (P, op, kind, x, elems[1], loc);
      for (int i = 2; i < k; i++)
        r = ck_sema_binary (P, CK_E_COMMA, r, fold_combine (P, op, kind, x, elems[i], loc), loc, op->len);
    }
  else
    {
      r = elems[0];
      for (int i = 1; i < k; i++)
        r = fold_combine (P, op, kind, r, elems[i], loc);
    }
  return r;
}

static CkNode *
primary (CkParser *P, CkSym **symp)
{
  CkToken *t = P->tok;
  CkSrcLoc loc = ck_parse_tok_loc (t);
  *symp = NULL;
  if (is_punct (P, CK_P_LPAREN))
    {
      P->tok++;
      if (is_punct (P, CK_P_LBRACE))
        return stmt_expr (P, t);
      if (ck_template_in_instance (P) && !P->is_c && P->pack_elem == 0)
        {
          CkNode *f = fold_expr (P, t);
          if (f)
            return f;
          P->tok = t + 1;
        }
      int no_gt = P->no_gt;
      P->no_gt = 0;   /* `A<(1 > 2)>`: '>' is the operator again inside parentheses */
      CkNode *e = expr (P);
      P->no_gt = no_gt;
      expect_close (P, CK_P_RPAREN, t);
      return e;
    }
  switch (t->kind)
    {
    case CK_TK_INT:
    case CK_TK_CHAR:
      {
        P->tok++;
        /* C11 6.4.4.4p10: a character constant has type int in C ('a' is char in C++) */
        CkType *ty = t->kind == CK_TK_CHAR && P->is_c && t->num_type == CK_NT_CHAR
                     ? ck_ty_int : num_type (t->num_type);
        CkNode *n = ck_sema_int_lit ((gint64) t->ival, ty, loc);
        n->range_len = t->len;
        if (!P->is_c && t->kind == CK_TK_INT && ck_class_is_ud_suffix (P->tok))
          return ck_class_user_literal (P, t, n);
        return n;
      }
    case CK_TK_FLOAT:
      {
        P->tok++;
        CkNode *n = ck_sema_node (CK_E_FLOAT_LIT, loc);
        n->fval = t->fval;
        n->type = num_type (t->num_type);
        n->range_len = t->len;
        if (!P->is_c && ck_class_is_ud_suffix (P->tok))
          return ck_class_user_literal (P, t, n);
        return n;
      }
    case CK_TK_STRING:
      {
        CkNode *n = string_literal (P);
        if (!P->is_c && ck_class_is_ud_suffix (P->tok) && n->type->kind == CK_TY_ARRAY)
          return ck_class_user_literal (P, P->tok - 1, n);   /* `"abc"_s` */
        return n;
      }
    case CK_TK_KEYWORD:
      switch (t->kw)
        {
        case CK_KW_TRUE:
        case CK_KW_FALSE:
          P->tok++;
          return ck_sema_int_lit (t->kw == CK_KW_TRUE, ck_ty_bool, loc);
        case CK_KW_NULLPTR:
          {
            P->tok++;
            CkNode *n = ck_sema_node (CK_E_NULLPTR, loc);
            n->type = P->ty_nullptr;
            n->range_len = t->len;
            return n;
          }
        case CK_KW_STATIC_CAST:
        case CK_KW_REINTERPRET_CAST:
        case CK_KW_CONST_CAST:
          {
            P->tok++;
            expect (P, CK_P_LT);
            CkType *ty = type_name (P);
            expect (P, CK_P_GT);
            CkToken *open = P->tok;
            expect (P, CK_P_LPAREN);
            CkNode *e = expr (P);
            expect_close (P, CK_P_RPAREN, open);
            return ck_sema_explicit_cast (P, e, ty, loc);
          }
        case CK_KW_DYNAMIC_CAST:
          unsupported (P, t, "dynamic_cast");
        case CK_KW_THIS:
          {
            CkSym *ts = P->is_c ? NULL : lookup_sym (P, "this");
            if (!ts || !ts->obj)
              syntax_error (P, t, "invalid use of 'this' at top level");
            P->tok++;
            if (P->lambda)
              {
                CkNode *cap = ck_class_lambda_use (P, ts->obj, loc, t->len);
                if (cap)
                  return cap;
              }
            return ck_sema_var (P, ts->obj, loc, t->len);
          }
        case CK_KW_THROW:
          return throw_expr (P);
        case CK_KW_OPERATOR:
          if (!P->is_c && (tok_is_kw (&t[1], CK_KW_NEW) || tok_is_kw (&t[1], CK_KW_DELETE)))
            return operator_new_call (P);
          if (!P->is_c)
            {
              /* `operator+(a, b)`: the function named so */
              CkType *conv;
              const char *oname = ck_class_operator_name (P, &conv);
              CkSym *os = lookup_sym (P, oname);
              if (!os || (!os->obj && !os->is_method))
                {
                  ck_parse_error (P, loc, t->len, "'%s' was not declared in this scope", oname);
                  return ck_sema_int_lit (0, P->ty_err, loc);
                }
              if (os->is_method)
                return ck_class_member_expr (P, os, loc, t->len, symp);
              *symp = os;
              return ck_sema_var (P, os->obj, loc, t->len);
            }
          unsupported (P, t, "operator overloading");
        case CK_KW_GENERIC:
          return generic_selection (P, t);
        case CK_KW_TYPENAME:
          unsupported (P, t, "'typename' in an expression");
        case CK_KW_TEMPLATE:
          unsupported (P, t, "'template' in an expression");
        default:
          break;
        }
      if (is_typename (P, t) && t->kw != CK_KW_STRUCT && t->kw != CK_KW_UNION && t->kw != CK_KW_ENUM
          && t->kw != CK_KW_CONST && t->kw != CK_KW_VOLATILE
          && (tok_is_punct (&t[1], CK_P_LPAREN) || tok_is_punct (&t[1], CK_P_LBRACE)))
        {
          CkType *ty = declspec (P, NULL);
          return ck_parse_functional_cast (P, ty, loc);
        }
      break;
    case CK_TK_IDENT:
      {
        if (strcmp (t->text, "__func__") == 0 || strcmp (t->text, "__FUNCTION__") == 0
            || strcmp (t->text, "__PRETTY_FUNCTION__") == 0)
          {
            P->tok++;
            const char *fname = P->fn ? P->fn->name : "";
            /* C++: the signature, as the pass's compiler spells it (gcc's C: the name); a
               function template's instance as g++ and nvcc write it (template.c) */
            const char *tname = P->fn ? ck_template_func_name (P, P->fn, t->text[2] == 'P',
                                                               P->opts && P->opts->device_pass) : NULL;
            const char *lname = t->text[2] == 'P' && !P->is_c
                                ? ck_class_lambda_pretty (P, P->opts && P->opts->device_pass) : NULL;
            if (tname)
              fname = tname;
            else if (lname)
              fname = lname;
            else if (P->fn && P->fn->method_of && t->text[2] != 'P')
              {
                /* a member function's __func__ is its own name, as g++'s (`get`, `operator()`):
                   what follows the last `::` outside template arguments */
                int depth = 0;
                for (const char *c = P->fn->name; *c; c++)
                  if (*c == '<' && strncmp (c - (c - P->fn->name >= 8 ? 8 : 0), "operator", 8) != 0)
                    depth++;
                  else if (*c == '>' && depth > 0)
                    depth--;
                  else if (depth == 0 && c[0] == ':' && c[1] == ':')
                    fname = c + 2;
              }
            else if (P->fn && P->fn->method_of && !P->fn->is_static_method && P->fn->type->params)
              {
                /* a member function's signature without its implicit `this`, then its const */
                CkType *ft = ck_type_copy (P->fn->type);
                ft->origin = NULL;
                ft->params = ft->params->next;
                ft->n_params--;
                fname = ck_strdup_printf ("%s%s", ck_type_pretty_function (ft, P->fn->name,
                                                                          P->opts && P->opts->device_pass),
                                          P->fn->is_const_method ? " const" : "");
              }
            else if (P->fn && !P->is_c && t->text[2] == 'P')
              fname = ck_type_pretty_function (P->fn->type, P->fn->name,
                                               P->opts && P->opts->device_pass);
            CkNode *n = ck_sema_node (CK_E_STR_LIT, loc);
            n->str = fname;
            n->str_len = strlen (fname) + 1;
            n->type = ck_type_array_of (qualified (ck_ty_char, TRUE, FALSE, FALSE), (gint64) n->str_len);
            n->is_lvalue = TRUE;
            n->range_len = t->len;
            return n;
          }
        if (strncmp (t->text, "__builtin_", 10) == 0 || strncmp (t->text, "__atomic_", 9) == 0)
          {
            CkNode *b = builtin_call (P, t);
            if (b)
              return b;
          }
        if (!P->is_c && (strncmp (t->text, "__is_", 5) == 0 || strncmp (t->text, "__has_", 6) == 0)
            && tok_is_punct (&t[1], CK_P_LPAREN) && !lookup_sym (P, t->text))
          {
            CkNode *b = type_trait (P, t);
            if (b)
              return b;
          }
        if (tok_is_punct (&t[1], CK_P_COLONCOLON) && !lookup_namespace (P, t->text))
          {
            CkNode *m = scope_member (P, t);
            if (m)
              return m;
          }
        if (is_typename (P, t) && (tok_is_punct (&t[1], CK_P_LPAREN) || tok_is_punct (&t[1], CK_P_LBRACE)
                                   || (tok_is_punct (&t[1], CK_P_COLONCOLON) && !lookup_namespace (P, t->text))))
          {
            CkType *ty = declspec (P, NULL);
            return ck_parse_functional_cast (P, ty, loc);
          }
        if (!P->is_c && tok_is_punct (&t[1], CK_P_COLONCOLON) && is_typename (P, t))
          {
            /* ns::T(args), std::string("s"): a functional cast of a qualified type */
            const CkToken *after = NULL;
            CkSym *ts = qualified_type_sym (P, t, &after);
            if (ts && ts->typedef_type && after
                && (tok_is_punct (after, CK_P_LPAREN) || tok_is_punct (after, CK_P_LBRACE)))
              {
                CkType *ty = declspec (P, NULL);
                return ck_parse_functional_cast (P, ty, loc);
              }
          }
        if (!tok_is_punct (&t[1], CK_P_COLONCOLON))
          {
            CkNode *bv = builtin_var (P, t);
            if (bv)
              {
                P->tok++;
                return bv;
              }
          }
        gboolean qual;
        CkSym *sym = qualified_lookup (P, &qual);
        if (qual && sym && sym->typedef_type && !sym->obj
            && (is_punct (P, CK_P_LPAREN) || is_punct (P, CK_P_LBRACE)))
          return ck_parse_functional_cast (P, sym->typedef_type, loc);   /* C::Nested (args) */
        if (qual && sym && sym->typedef_type && sym->typedef_type->kind == CK_TY_ENUM
            && is_punct (P, CK_P_COLONCOLON) && P->tok[1].kind == CK_TK_IDENT)
          return enum_member (P, sym->typedef_type, P->tok - 1, loc);   /* ns::Enum::value */
        if (!qual)
          {
            if (tok_is_punct (&t[1], CK_P_COLONCOLON))
              {
                ck_parse_error (P, loc, t->len, "'%s' has not been declared", t->text);
                P->tok += 2;
                if (P->tok->kind == CK_TK_IDENT)
                  P->tok++;
                return ck_sema_int_lit (0, P->ty_err, loc);
              }
            sym = lookup_sym (P, t->text);
            P->tok++;
            if (!P->is_c && is_punct (P, CK_P_LPAREN) && !(sym && sym->poisoned)
                && ck_class_adl_may_add (P, sym, t->text))
              sym = adl_lookup (P, sym, t->text);
          }
        CkToken *last = P->tok - 1;
        int len = (int) (ck_parse_tok_loc (last).col - loc.col) + last->len;
        if (len <= 0 || ck_parse_tok_loc (last).line != loc.line)
          len = t->len;
        if (!sym && P->is_c && is_punct (P, CK_P_LPAREN))
          {
            /* C89's implicit declaration `extern int f ();`, which gcc 12 still accepts in C
               with a warning; a later definition with a prototype is compatible with it. For a
               library function gcc knows (malloc without <stdlib.h>) it takes its real type. */
            ck_parse_warning (P, loc, t->len,
                              "implicit declaration of function '%s' [-Wimplicit-function-declaration]",
                              t->text);
            CkType *ft = implicit_builtin_type (P, t->text, loc, t->len);
            if (!ft)
              {
                ft = ck_type_func (ck_ty_int);
                ft->is_oldstyle = TRUE;
              }
            CkDeclAttr attr = { 0 };
            CkScope *saved = P->scope;
            P->scope = P->file_scope;
            declare_function (P, t->text, ft, &attr, loc, FALSE);
            P->scope = saved;
            sym = lookup_sym (P, t->text);
          }
        if (!sym || sym->poisoned)
          {
            if (!sym)
              {
                ck_template_pack_misuse (P, t);   /* `g(args)...`, `(args + ...)`: unwinds */
                const char *hint = namespace_hint (P, t->text);
                if (hint)
                  ck_parse_error (P, loc, t->len, "'%s' was not declared in this scope; did you mean '%s'?",
                                  t->text, hint);
                else
                  ck_parse_error (P, loc, t->len, "'%s' was not declared in this scope", t->text);
                if (P->quiet_parse)
                  return ck_sema_int_lit (0, P->ty_err, loc);
                CkScope *saved = P->scope;
                P->scope = P->file_scope;
                CkSym *s = declare_sym (P, t->text);
                P->scope = saved;
                s->poisoned = TRUE;
              }
            return ck_sema_int_lit (0, P->ty_err, loc);
          }
        if (sym->tmpl && !ck_template_is_type (sym->tmpl))
          return ck_template_expr (P, sym, t, loc, len);
        if (sym->tmpl)
          return ck_template_scoped_value (P, sym, t, loc, symp);
        if (is_punct (P, CK_P_LPAREN) && P->texrefs.len > 0 && sym->obj && sym->obj->is_function)
          {
            CkNode *call = texref_fetch_call (P, t, loc);
            if (call)
              return call;
          }
        if (is_punct (P, CK_P_LT) && sym->obj && sym->obj->is_function)
          {
            CkNode *call = builtin_template_call (P, t, loc);
            if (call)
              return call;
          }
        /* 'f<T>(...)' of a function that is not a template: '<' is a less-than, and a type
           cannot follow it (g++'s error, once; the rest of the call is skipped) */
        if (sym->obj && sym->obj->is_function && !sym->is_method && is_punct (P, CK_P_LT)
            && is_typename (P, &P->tok[1]))
          {
            ck_parse_error (P, ck_parse_tok_loc (&P->tok[1]), P->tok[1].len,
                            "expected primary-expression before '%s'", P->tok[1].text);
            skip_angle_brackets (P);
            if (is_punct (P, CK_P_LPAREN))
              skip_balanced_parens (P);
            return ck_sema_int_lit (0, P->ty_err, loc);
          }
        if (sym->is_enum_const)
          {
            CkNode *n = ck_sema_int_lit (sym->enum_val, sym->enum_type, loc);
            n->range_len = len;
            return n;
          }
        if (sym->is_method || sym->member)
          return ck_class_member_expr (P, sym, loc, len, symp);   /* class.c */
        if (sym->typedef_type && qual && (is_punct (P, CK_P_LPAREN) || is_punct (P, CK_P_LBRACE)))
          return ck_parse_functional_cast (P, sym->typedef_type, loc);   /* `std::runtime_error("x")` */
        if (sym->typedef_type)
          syntax_error (P, t, "expected expression before '%s'", t->text);
        if (sym->ns)
          syntax_error (P, t, "expected expression before namespace name '%s'", t->text);
        if (sym->obj->is_unavailable && sym->overloads.len == 1 && !is_punct (P, CK_P_LPAREN))
          {
            /* its address taken: a call is diagnosed by ck_sema_call */
            if (sym->obj->unavailable_msg)
              ck_parse_error (P, loc, len, "'%s' is unavailable: %s", t->text, sym->obj->unavailable_msg);
            else
              ck_parse_error (P, loc, len, "unsupported: '%s' is not implemented by cudak", t->text);
            return ck_sema_int_lit (0, P->ty_err, loc);
          }
        *symp = sym;
        if (P->lambda && sym->obj->is_local)
          {
            CkNode *cap = ck_class_lambda_use (P, sym->obj, loc, len);   /* a capture (class.c) */
            if (cap)
              return cap;
          }
        return ck_sema_var (P, sym->obj, loc, len);
      }
    case CK_TK_PUNCT:
      if (t->punct == CK_P_LBRACKET && !P->is_c)
        return ck_class_lambda (P);   /* class.c */
      if (t->punct == CK_P_LBRACKET)
        unsupported (P, t, "lambdas");
      if (t->punct == CK_P_COLONCOLON && !P->is_c && tok_is_kw (&t[1], CK_KW_OPERATOR)
          && (tok_is_kw (&t[2], CK_KW_NEW) || tok_is_kw (&t[2], CK_KW_DELETE)))
        {
          P->tok++;
          return operator_new_call (P);
        }
      if (t->punct == CK_P_COLONCOLON)
        {
          gboolean qual;
          CkSym *sym = qualified_lookup (P, &qual);
          if ((!sym || !sym->obj) && t[1].kind == CK_TK_IDENT && tok_is_punct (&t[2], CK_P_COLONCOLON))
            {
              /* `::ns::S<args>::f()`, `::ns::C::g()`: the name after the global qualifier as
                 any qualified name (a local named like the namespace is not looked at) */
              P->tok = t + 1;
              return primary (P, symp);
            }
          if (!sym || !sym->obj)
            syntax_error (P, t, "'%s' has not been declared in the global namespace", P->tok[-1].text);
          *symp = sym;
          return ck_sema_var (P, sym->obj, loc, t->len);
        }
      break;
    default:
      break;
    }
  syntax_error (P, t, "expected expression before %s", tok_desc (t));
}

/* Whether [t] is "<<" then "<" (or ">>" then ">" when [close]) on the same line: a launch as a
 * formatter spaces it, `k << < g, b >> > (...)`, which nvcc accepts ("< <<" and "> > >" it
 * rejects, and so does cudak). Neither pair can be a shift, as "<" and ">" start no operand. */
static gboolean
is_split_launch (const CkToken *t, gboolean close)
{
  return tok_is_punct (t, close ? CK_P_SHR : CK_P_SHL) && tok_is_punct (&t[1], close ? CK_P_GT : CK_P_LT)
         && !t[1].at_bol;
}

/* The function type whose parameters the arguments of a call of [e] initialise, when there is
 * one: not for an overloaded name ([sym] with several overloads) or a variadic function. */
static const CkType *
callee_type (CkParser *P, const CkNode *e, const CkSym *sym)
{
  if (sym && sym->overloads.len > 1)
    return NULL;
  const CkType *t = e->type;
  if (t && t->kind == CK_TY_PTR && !t->is_reference)
    t = t->base;
  if (!t || t->kind != CK_TY_FUNC || t->is_variadic || t->is_oldstyle || ck_sema_has_err (P, e->type))
    return NULL;
  return t;
}

/* launch = "<<<" assign "," assign ("," assign ("," assign)?)? ">>>" "(" args ")" */
static CkNode *
launch (CkParser *P, CkNode *fn, CkSym *sym)
{
  CkToken *open = P->tok;
  P->tok += is_split_launch (open, FALSE) ? 2 : 1;
  CkNode *cfg[4] = { 0 };
  int n = 0;
  for (;;)
    {
      cfg[n++] = assign (P);
      if (n == 4 || !consume_punct (P, CK_P_COMMA))
        break;
    }
  if (is_split_launch (P->tok, TRUE))
    P->tok += 2;
  else if (!consume_punct (P, CK_P_LAUNCH_CLOSE))
    {
      CkSrcLoc ol = ck_parse_tok_loc (open);
      syntax_error (P, P->tok, "expected '>>>' (to close '<<<' at line %u)", ol.line);
    }
  if (n < 2)
    ck_parse_error (P, ck_parse_tok_loc (open), 3, "too few execution configuration arguments in kernel launch");
  CkToken *po = P->tok;
  expect (P, CK_P_LPAREN);
  int na;
  CkNode **args = call_args (P, po, &na);
  CkNode *l = ck_sema_call (P, fn, sym, args, na, ck_parse_tok_loc (open), TRUE);
  if (l->kind != CK_E_LAUNCH)
    return l;
  CkType *stream_t = find_type_name (P, "cudaStream_t");
  if (!stream_t)
    stream_t = ck_type_pointer_to (ck_ty_void);
  /* the grid and the block are dim3, converted by its constructors (dim3(unsigned int, ...),
     dim3(uint3)) as any initialisation of a class is: <vector_types.h> declares it */
  CkType *dim3 = find_type_name (P, "dim3");
  if (!dim3)
    {
      ck_parse_error (P, ck_parse_tok_loc (open), 3, "'dim3' was not declared in this scope");
      return ck_sema_int_lit (0, P->ty_err, ck_parse_tok_loc (open));
    }
  CkType *types[4] = { dim3, dim3, P->ty_size_t, stream_t };
  for (int i = 0; i < n; i++)
    {
      l->launch_cfg[i] = ck_sema_convert (P, cfg[i], types[i], "kernel launch configuration");
      if (l->launch_cfg[i]->type == P->ty_err)
        return l->launch_cfg[i];
    }
  return l;
}

/* postfix = primary ("[" expr "]" | "(" args ")" | "<<<" launch | "." ident | "->" ident
 *                    | "++" | "--")* */
static CkNode *
postfix (CkParser *P)
{
  CkSym *sym;
  CkNode *e = primary (P, &sym);
  for (;;)
    {
      CkToken *t = P->tok;
      CkSrcLoc loc = ck_parse_tok_loc (t);
      if (is_punct (P, CK_P_LBRACKET))
        {
          P->tok++;
          /* `m[{1, 2}]`: a braced list as the argument of a class's operator[] (C++11) */
          CkNode *i = !P->is_c && is_punct (P, CK_P_LBRACE) && ck_class_of (e->type)
                      && e->type->kind == CK_TY_STRUCT ? braced_arg (P) : NULL;
          if (!i)
            i = expr (P);
          expect_close (P, CK_P_RBRACKET, t);
          e = ck_sema_index (P, e, i, loc);
          sym = NULL;
          continue;
        }
      if (sym && sym->is_method && sym->member_tmpls.len && is_punct (P, CK_P_LT))
        {
          /* `o.f<int>(x)`: a member template's explicit arguments (template.c) */
          e = ck_template_member_explicit (P, ck_class_is_no_object (e) ? NULL : e, sym, loc, 1);
          sym = NULL;
          continue;
        }
      if (is_punct (P, CK_P_LPAREN))
        {
          P->tok++;
          int n;
          P->call_ft = callee_type (P, e, sym);
          CkNode **args = call_args (P, t, &n);
          if (sym && sym->is_method)   /* a member function call (class.c) */
            e = ck_class_call_method (P, ck_class_is_no_object (e) ? NULL : e, sym, args, n, loc, 1,
                                      t > P->toks + 1 && tok_is_punct (&t[-2], CK_P_COLONCOLON));
          else if (!P->is_c && ck_class_is_bound_member (e))   /* `(o.*pmf)(args)` */
            e = ck_class_bound_call (P, e, args, n, loc);
          else if (!P->is_c && ck_class_of (e->type) && e->type->kind != CK_TY_PTR)
            e = ck_class_call_object (P, e, args, n, loc);
          else
            e = ck_sema_call (P, e, sym, args, n, e->loc, FALSE);
          sym = NULL;
          continue;
        }
      if (is_punct (P, CK_P_LAUNCH_OPEN) && P->is_c)
        syntax_error (P, P->tok, "a kernel launch '<<<...>>>' in a C file: nvcc compiles a .c "
                      "file with the host compiler alone (name it .cu)");
      if (is_punct (P, CK_P_LAUNCH_OPEN) || (!P->is_c && is_split_launch (P->tok, FALSE)))
        {
          e = launch (P, e, sym);
          sym = NULL;
          continue;
        }
      if (!P->is_c && (is_punct (P, CK_P_DOT) || is_punct (P, CK_P_ARROW)) && tok_is_punct (&P->tok[1], CK_P_STAR))
        return e;   /* `.*` / `->*`: the operator of pm_expr */
      if (is_punct (P, CK_P_DOT) || is_punct (P, CK_P_ARROW))
        {
          gboolean arrow = is_punct (P, CK_P_ARROW);
          P->tok++;
          if (is_punct (P, CK_P_TILDE) && !P->is_c && P->tok[1].kind == CK_TK_IDENT
              && tok_is_punct (&P->tok[2], CK_P_LPAREN) && tok_is_punct (&P->tok[3], CK_P_RPAREN))
            {
              /* `p->~T()`: an explicit destructor call ([class.dtor]p14), a pseudo-destructor
                 call of a scalar */
              CkToken *tt = P->tok;
              P->tok += 4;
              e = ck_class_explicit_dtor (P, e, arrow, ck_parse_tok_loc (tt), (int) (ck_parse_tok_loc (&tt[3]).col - ck_parse_tok_loc (tt).col) + 1);
              sym = NULL;
              continue;
            }
          if (is_punct (P, CK_P_TILDE))
            unsupported (P, P->tok, "destructors");
          CkClass *qc = NULL;
          if (!P->is_c && is_kw (P, CK_KW_TEMPLATE) && P->tok[1].kind == CK_TK_IDENT)
            P->tok++;   /* `o.template f<int>()`: the disambiguator */
          if (!P->is_c && P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_COLONCOLON))
            qc = ck_class_qualifier (P);   /* `o.Base::f()`: that class's member (class.c) */
          CkToken *mt = P->tok;
          const char *name;
          if (!P->is_c && is_kw (P, CK_KW_OPERATOR))
            {
              /* `a.operator+(b)`, `p->operator()(x)`, `o.operator int()`: the member function
                 named by its operator-function-id ([over.oper]p1, [class.conv.fct]) */
              CkType *conv;
              name = ck_class_operator_name (P, &conv);
            }
          else
            name = expect_ident (P);
          if (!P->is_c && e->type != P->ty_err)
            {
              CkSym *ms = NULL;
              CkNode *me = ck_class_dot (P, e, arrow, name, ck_parse_tok_loc (mt), tok_len (mt), &ms, qc);
              if (me)
                {
                  e = me;
                  sym = ms;
                  continue;
                }
            }
          e = ck_sema_member (P, e, name, arrow, ck_parse_tok_loc (mt), tok_len (mt));
          sym = NULL;
          continue;
        }
      if (is_punct (P, CK_P_INC) || is_punct (P, CK_P_DEC))
        {
          P->tok++;
          e = ck_sema_unary (P, t->punct == CK_P_INC ? CK_E_POST_INC : CK_E_POST_DEC, e, loc, t->len);
          sym = NULL;
          continue;
        }
      if (!P->is_c && ck_class_is_bound_member (e) && !is_punct (P, CK_P_RPAREN))
        {
          /* `(o.*pmf)` not called */
          ck_parse_error (P, e->loc, 1, "invalid use of non-static member function");
          return ck_sema_int_lit (0, P->ty_err, e->loc);
        }
      /* an overloaded function's name not called: a conversion to a function pointer or
         reference chooses the overload of its type ([over.over]; sema.c convert_at) */
      if (!P->is_c && sym && !sym->is_method && sym->overloads.len > 1 && e->kind == CK_E_VAR
          && e->obj->is_function)
        e->ovl_set = sym;
      return e;
    }
}

/* ---------------------------------------------------------------- translation unit */

/* using-directive = "using" "namespace" qualified-ident ";" | "using" qualified-ident ";" */
static void
using_directive (CkParser *P)
{
  CkToken *t = P->tok++;
  if (consume_kw (P, CK_KW_NAMESPACE))
    {
      CkToken *nt = P->tok;
      if (tok_is_ident (nt, "std") && !lookup_sym (P, "std"))
        {
          /* no standard header included yet: nvcc's implicit cuda_runtime.h declares namespace
             std in every .cu file, so the directive is valid and names nothing yet */
          P->tok++;
          expect_semi (P, "using directive");
          return;
        }
      CkNamespace *ns = NULL;
      gboolean top = consume_punct (P, CK_P_COLONCOLON);
      (void) top;
      for (;;)
        {
          const char *name = expect_ident (P);
          CkSym *s = ns ? ck_map_get (&ns->syms, name) : lookup_sym (P, name);
          if (!s || !s->ns)
            syntax_error (P, nt, "'%s' is not a namespace-name", name);
          ns = s->ns;
          if (!consume_punct (P, CK_P_COLONCOLON))
            break;
        }
      expect_semi (P, "using directive");
      const char *key;
      gpointer val;
      for (int i = 0; i < ns->syms.cap; i++)
        {
          if (!ck_strmap_at (&ns->syms, i, &key, &val))
            continue;
          CkSym *here = lookup_sym_here (P, key);
          CkSym *there = val;
          if (!here)
            ck_map_put (&P->scope->syms, key, there);
          else if (here != there && here->obj && here->obj->is_function && there->obj
                   && there->obj->is_function && !here->is_method && !there->is_method)
            {
              /* functions of both: one overload set (::getline and std::getline) */
              CkSym *m = ck_new (CkSym);
              *m = *here;
              m->overloads = (CkVec) { 0 };
              for (int j = 0; j < here->overloads.len; j++)
                ck_vec_push (&m->overloads, ck_vec_get (&here->overloads, j));
              for (int j = 0; j < there->overloads.len; j++)
                ck_vec_push (&m->overloads, ck_vec_get (&there->overloads, j));
              ck_map_put (&P->scope->syms, key, m);
            }
        }
      for (int i = 0; i < ns->tags.cap; i++)
        if (ck_strmap_at (&ns->tags, i, &key, &val) && !ck_map_get (&P->scope->tags, key))
          ck_map_put (&P->scope->tags, key, val);
      return;
    }
  if (P->tok->kind == CK_TK_IDENT && tok_is_punct (&P->tok[1], CK_P_ASSIGN))
    {
      /* using T = type; */
      CkToken *nt = P->tok++;
      P->tok++;
      CkType *ty = type_name (P);
      expect_semi (P, "alias declaration");
      Declarator d = { .name = nt->text, .name_tok = nt, .loc = ck_parse_tok_loc (nt) };
      declare_typedef (P, &d, ty);
      return;
    }
  CkToken *nt = P->tok;
  gboolean qual;
  CkSym *s = qualified_lookup (P, &qual);
  if (!qual)
    syntax_error (P, t, "expected a qualified name after 'using'");
  expect_semi (P, "using declaration");
  if (s)
    {
      ck_map_put (&P->scope->syms, P->tok[-2].text, s);
      if (P->scope->ns && !ck_map_get (&P->scope->ns->syms, P->tok[-2].text))
        ck_map_put (&P->scope->ns->syms, P->tok[-2].text, s);   /* namespace std { using ::printf; } */
    }
  (void) nt;
}

static void external_declaration (CkParser *P);

/* namespace-def = "namespace" ident? "{" external-declaration* "}" */
static void
namespace_def (CkParser *P)
{
  P->tok++;
  const char *name = "";
  CkToken *nt = P->tok;
  if (P->tok->kind == CK_TK_IDENT)
    name = (P->tok++)->text;
  if (consume_punct (P, CK_P_ASSIGN))
    {
      /* namespace-alias-definition: `namespace b = a::c;` names the same namespace */
      consume_punct (P, CK_P_COLONCOLON);
      CkToken *target = P->tok;
      CkNamespace *ns = P->tok->kind == CK_TK_IDENT ? lookup_namespace (P, P->tok->text) : NULL;
      if (ns)
        P->tok++;
      while (ns && is_punct (P, CK_P_COLONCOLON) && P->tok[1].kind == CK_TK_IDENT)
        {
          CkSym *m = ck_map_get (&ns->syms, P->tok[1].text);
          target = &P->tok[1];
          ns = m ? m->ns : NULL;
          if (ns)
            P->tok += 2;
        }
      if (!ns)
        syntax_error (P, target, "'%s' is not a namespace-name", target->text);
      expect_semi (P, "namespace alias definition");
      if (!name[0])
        syntax_error (P, nt, "expected identifier before '='");
      declare_sym (P, name)->ns = ns;
      return;
    }
  const CkToken *open = P->tok;
  expect (P, CK_P_LBRACE);
  const char *qname = name[0] && P->ns && P->ns->name[0] ? ck_strdup_printf ("%s::%s", P->ns->name, name)
                                                         : name;
  CkNamespace *ns = NULL;
  if (name[0])
    {
      CkSym *s = lookup_sym_here (P, name);
      if (s && s->ns)
        ns = s->ns;
      else
        {
          ns = ck_new (CkNamespace);
          ns->name = qname;
          s = declare_sym (P, name);
          s->ns = ns;
          ck_map_put (&P->namespaces, qname, ns);   /* for argument-dependent lookup */
        }
    }
  CkNamespace *saved_ns = P->ns;
  enter_scope (P);
  P->scope->ns = ns;
  P->ns = ns;
  /* names declared earlier in a reopened namespace are visible again */
  const char *key;
  gpointer val;
  if (ns)
    for (int i = 0; i < ns->syms.cap; i++)
      if (ck_strmap_at (&ns->syms, i, &key, &val))
        ck_map_put (&P->scope->syms, key, val);
  while (!is_punct (P, CK_P_RBRACE))
    {
      if (P->tok->kind == CK_TK_EOF)
        {
          CkSrcLoc ol = ck_parse_tok_loc (open);
          syntax_error (P, P->tok, "expected '}' (to close '{' at line %u)", ol.line);
        }
      external_declaration (P);
    }
  P->tok++;
  /* an unnamed namespace's members stay visible in the enclosing scope */
  CkScope *inner = P->scope;
  leave_scope (P);
  if (!ns)
    for (int i = 0; i < inner->syms.cap; i++)
      if (ck_strmap_at (&inner->syms, i, &key, &val))
        ck_map_put (&P->scope->syms, key, val);
  P->ns = saved_ns;
}

/* `__cudak_pragma_pack ( n | push [, n] | pop | )`, what the preprocessor makes of a
 * `#pragma pack` line (gcc's forms): sets the member alignment cap for the structs that follow.
 * Returns FALSE, consuming nothing, at any other token. */
static gboolean
pragma_pack (CkParser *P)
{
  if (P->tok->kind != CK_TK_IDENT || strcmp (P->tok->text, "__cudak_pragma_pack") != 0
      || !tok_is_punct (&P->tok[1], CK_P_LPAREN))
    return FALSE;
  CkToken *start = P->tok;
  P->tok += 2;
  gboolean push = FALSE, pop = FALSE;
  int n = -1;
  if (P->tok->kind == CK_TK_IDENT && strcmp (P->tok->text, "push") == 0)
    {
      push = TRUE;
      P->tok++;
      consume_punct (P, CK_P_COMMA);
    }
  else if (P->tok->kind == CK_TK_IDENT && strcmp (P->tok->text, "pop") == 0)
    {
      pop = TRUE;
      P->tok++;
      consume_punct (P, CK_P_COMMA);
    }
  if (P->tok->kind == CK_TK_INT)
    n = (int) (P->tok++)->ival;
  while (!is_punct (P, CK_P_RPAREN) && P->tok->kind != CK_TK_EOF)
    P->tok++;   /* `push, identifier, n` and other rarer forms: their identifier is ignored */
  consume_punct (P, CK_P_RPAREN);
  if (n != -1 && n != 0 && n != 1 && n != 2 && n != 4 && n != 8 && n != 16)
    {
      ck_parse_warning (P, ck_parse_tok_loc (start), start->len,
                        "alignment must be a small power of two, not %d, ignoring", n);
      n = -1;
    }
  if (push)
    {
      if (P->pack_depth == CK_PARSE_PACK_DEPTH)
        ck_parse_error (P, ck_parse_tok_loc (start), start->len,
                        "'#pragma pack (push)' nested more than %d deep", CK_PARSE_PACK_DEPTH);
      else
        P->pack_stack[P->pack_depth++] = P->pack;
    }
  else if (pop)
    {
      if (P->pack_depth == 0)
        ck_parse_warning (P, ck_parse_tok_loc (start), start->len,
                          "'#pragma pack (pop)' encountered without matching '#pragma pack (push)'");
      else
        P->pack = P->pack_stack[--P->pack_depth];
    }
  if (n >= 0 && !pop)
    P->pack = n;
  else if (!push && !pop && n < 0)
    P->pack = 0;   /* #pragma pack () */
  return TRUE;
}

/* external-declaration = declaration | function-definition | namespace-def | using-directive
 *                      | "extern" string-literal ("{" external-declaration* "}" | external-declaration)
 *                      | ";"
 * Guarded: a syntax error skips the rest of the declaration. */
static void
external_declaration (CkParser *P)
{
  jmp_buf jb;
  jmp_buf *saved = P->recover;
  CkScope *scope = P->scope;
  CkNamespace *ns = P->ns;
  gboolean extern_c = P->extern_c;
  CkToken *start = P->tok;
  int depth_at_recover = P->depth;
  gboolean quiet_unsupported = P->quiet_unsupported;
  const char *decl_name = P->decl_name;
  P->decl_name = NULL;
  P->recover = &jb;
  if (setjmp (jb) == 0)
    {
      if (consume_punct (P, CK_P_SEMI) || pragma_pack (P))
        {
        }
      else if (is_kw (P, CK_KW_NAMESPACE))
        namespace_def (P);
      else if (is_kw (P, CK_KW_USING))
        using_directive (P);
      else if (is_kw (P, CK_KW_EXTERN) && P->tok[1].kind == CK_TK_STRING)
        {
          CkToken *lang = &P->tok[1];
          gboolean is_c = lang->str_len == 1 && lang->str[0] == 'C';
          if (!is_c && !(lang->str_len == 3 && memcmp (lang->str, "C++", 3) == 0))
            syntax_error (P, lang, "language linkage '%s' is not supported", lang->str);
          P->tok += 2;
          if (is_punct (P, CK_P_LBRACE))
            {
              const CkToken *open = P->tok++;
              P->extern_c = is_c;
              while (!is_punct (P, CK_P_RBRACE))
                {
                  if (P->tok->kind == CK_TK_EOF)
                    {
                      CkSrcLoc ol = ck_parse_tok_loc (open);
                      syntax_error (P, P->tok, "expected '}' (to close '{' at line %u)", ol.line);
                    }
                  external_declaration (P);
                }
              P->tok++;
            }
          else
            {
              /* a single declaration keeps its `extern` (declspec skips the string) */
              P->extern_c = is_c;
              P->tok -= 2;
              declaration (P, NULL);
            }
        }
      else
        declaration (P, NULL);
    }
  else
    {
      P->depth = depth_at_recover;
      P->quiet_unsupported = quiet_unsupported;
      P->scope = scope;
      P->in_prototype = 0;
      P->fn = NULL;
      P->brk = P->cont = P->sw = NULL;
      P->gotos.len = P->labels.len = P->vla_scopes.len = 0;
      poison_name (P, P->decl_name);   /* the declaration abandoned: its uses are errors already */
      skip_to_recovery (P);
      if (P->tok == start && P->tok->kind != CK_TK_EOF)
        P->tok++;   /* a stray '}' */
    }
  P->decl_name = decl_name;
  P->ns = ns;
  P->extern_c = extern_c;
  P->recover = saved;
}

/* ---------------------------------------------------------------- for template.c */

void
ck_parse_declaration (CkParser *P, CkVec *stmts)
{
  declaration (P, stmts);
}

CkType *
ck_parse_type_name (CkParser *P)
{
  return type_name (P);
}

CkType *
ck_parse_named_type (CkParser *P, const char **name)
{
  CkType *base = declspec (P, NULL);
  Declarator d = { 0 };
  CkType *t = declarator (P, base ? base : ck_ty_int, &d);
  *name = d.name;
  return t;
}

CkType *
ck_parse_declarator (CkParser *P, CkType *base, const char **name)
{
  Declarator d = { 0 };
  const CkType *outer_ph = P->auto_ph;
  P->auto_ph = base;   /* `f(T x) -> T` read without its specifiers */
  CkType *t = declarator (P, base, &d);
  P->auto_ph = outer_ph;
  *name = d.name;
  return t;
}

CkType *
ck_parse_signature (CkParser *P, CkDeclAttr *attr, const char **name)
{
  CkToken *start = P->tok;
  CkType *base = declspec (P, attr);
  CkType *ph = NULL;
  if (!base)
    base = ph = ck_type_copy (ck_ty_int);   /* `auto f(T) -> R` */
  Declarator d = { 0 };
  const CkType *outer_ph = P->auto_ph;
  P->auto_ph = ph;
  CkType *t = declarator (P, base, &d);
  P->auto_ph = outer_ph;
  if (ph && (t->kind != CK_TY_FUNC || is_auto_placeholder (t->base, ph)))
    unsupported (P, start, "deduced return types of function templates ('auto' without '-> type')");
  *name = d.name;
  return t;
}

gboolean
ck_parse_is_typename (CkParser *P, const CkToken *tok)
{
  return is_typename (P, tok);
}

CkNode *
ck_parse_cond_expr (CkParser *P)
{
  return conditional (P);
}

CkNode **
ck_parse_call_args (CkParser *P, const CkToken *open, int *n)
{
  return call_args (P, open, n);
}

CkSym *
ck_parse_lookup (CkParser *P, const char *name)
{
  return lookup_sym (P, name);
}

void
ck_parse_syntax_error (CkParser *P, const CkToken *tok, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  syntax_error (P, tok, "%s", msg);
}

void
ck_parse_unwind (CkParser *P)
{
  silent_unwind (P);
}

void
ck_parse_skip_angle_brackets (CkParser *P)
{
  skip_angle_brackets (P);
}

static void
declare_builtin_typedef (CkParser *P, const char *name, CkType *ty)
{
  CkType *t = ck_type_copy (ty);
  t->typedef_name = name;
  CkSym *s = declare_sym (P, name);
  s->typedef_type = t;
}

gboolean
ck_parse_tu (CkToken *toks, int tu_index, const CkFrontendOptions *opts, CkProgram *prog,
             CkDiagSink *sink)
{
  g_return_val_if_fail (toks && prog && sink, FALSE);
  CkParser *P = ck_new (CkParser);
  P->tok = toks;
  P->toks = toks;
  P->opts = opts;
  P->sink = sink;
  P->prog = prog;
  P->tu_index = tu_index;
  P->objs = opts && opts->device_pass ? &prog->device_objs : &prog->host_objs;
  P->quiet_warnings = opts && opts->device_pass;
  P->is_c = opts && opts->is_c;
  P->ty_err = ck_type_copy (ck_ty_int);
  P->ty_err->typedef_name = "<error>";
  P->ty_nullptr = ck_type_copy (ck_type_pointer_to (ck_ty_void));
  P->ty_nullptr->typedef_name = "std::nullptr_t";
  P->ty_nullptr->is_nullptr_t = TRUE;
  P->ty_auto_name = ck_type_copy (ck_ty_int);
  P->ty_auto_name->typedef_name = "auto";
  P->ty_braced = ck_type_copy (ck_ty_int);
  P->ty_braced->origin = NULL;
  P->ty_braced->kind = CK_TY_STRUCT;
  P->ty_braced->size = -1;
  P->ty_braced->is_complete = FALSE;
  P->ty_braced->tag = "<brace-enclosed initializer list>";
  P->ty_braced->typedef_name = "<brace-enclosed initializer list>";
  P->ty_size_t = ck_type_copy (ck_ty_ulong);
  P->ty_size_t->typedef_name = "size_t";
  enter_scope (P);
  P->file_scope = P->scope;
  declare_builtin_typedef (P, "__builtin_va_list", ck_type_pointer_to (ck_ty_void));
  int errors_before = sink->n_errors;
  jmp_buf abort_jb;
  P->abort = &abort_jb;
  P->recover = &abort_jb;
  if (setjmp (abort_jb) == 0)
    {
      while (P->tok->kind != CK_TK_EOF && !P->stop)
        external_declaration (P);
    }
  P->abort = NULL;
  return sink->n_errors == errors_before;
}

/* ---------------------------------------------------------------- for frontend/class.c
 * The parser's pieces that the C++ class support (class.c) builds on, unchanged. */

CkType *ck_parse_declspec (CkParser *P, CkDeclAttr *attr) { return declspec (P, attr); }
CkType *
ck_parse_declarator_at (CkParser *P, CkType *ty, const char **name, CkSrcLoc *loc)
{
  Declarator d = { 0 };
  ty = declarator (P, ty, &d);
  *name = d.name;
  *loc = d.loc;
  return ty;
}
CkType *ck_parse_abstract_declarator (CkParser *P, CkType *ty) { return abstract_declarator (P, ty); }

/* A lambda's trailing return type (P->tok after '->'). With a placeholder (`-> auto &`,
 * `-> const auto &`, `-> decltype(auto)`, [dcl.spec.auto]) NULL, and [*form] the
 * CkDeducedForm that its first return statement deduces; -1 otherwise. */
CkType *
ck_parse_trailing_return (CkParser *P, int *form)
{
  CkDeclAttr attr = { 0 };
  const CkToken *start = P->tok;
  CkType *base = declspec (P, &attr);
  *form = -1;
  if (base)
    return abstract_declarator (P, base);
  CkType *ph = qualified (ck_type_copy (ck_ty_int), attr.auto_const, attr.auto_volatile, FALSE);
  const CkType *outer = P->auto_ph;
  P->auto_ph = ph;
  CkType *rt = abstract_declarator (P, ph);
  P->auto_ph = outer;
  *form = deduced_form (rt, ph, attr.decltype_auto);
  if (*form < 0)
    {
      unsupported_here (P, start, "this deduced return type ('auto &&' and 'auto *' work; not "
                        "'const auto *')");
      return P->ty_err;
    }
  return NULL;
}
CkNode *ck_parse_compound_stmt (CkParser *P, gboolean new_scope) { return compound_stmt (P, new_scope); }
CkNode *ck_parse_assign (CkParser *P) { return assign (P); }
void ck_parse_enter_scope (CkParser *P) { enter_scope (P); }
void ck_parse_leave_scope (CkParser *P) { leave_scope (P); }
CkSym *ck_parse_lookup_sym (CkParser *P, const char *name) { return lookup_sym (P, name); }
CkSym *ck_parse_lookup_sym_here (CkParser *P, const char *name) { return lookup_sym_here (P, name); }
CkSym *ck_parse_declare_sym (CkParser *P, const char *name) { return declare_sym (P, name); }
void ck_parse_expect (CkParser *P, CkPunct p) { expect (P, p); }
void ck_parse_expect_close (CkParser *P, CkPunct p, const CkToken *open) { expect_close (P, p, open); }
G_NORETURN void ck_parse_unsupported (CkParser *P, const CkToken *tok, const char *what) { unsupported (P, tok, what); }
CkObj *ck_parse_new_obj (CkParser *P, const char *name, CkType *ty, CkSrcLoc loc) { return new_obj (P, name, ty, loc); }
CkObj *ck_parse_new_anon_obj (CkParser *P, CkType *ty, CkSrcLoc loc) { return new_anon_obj (P, ty, loc); }
void ck_parse_resolve_gotos (CkParser *P) { resolve_gotos (P); }
void ck_parse_skip_balanced_parens (CkParser *P) { skip_balanced_parens (P); }
void ck_parse_attributes (CkParser *P, CkDeclAttr *attr) { attributes (P, attr); }
int ck_parse_exec_space_of (const CkDeclAttr *attr) { return exec_space_of (attr); }
int ck_parse_tok_len (const CkToken *t) { return tok_len (t); }
void ck_parse_skip_to_recovery (CkParser *P) { skip_to_recovery (P); }
const char *ck_parse_linkage_name (CkParser *P, const char *name) { return linkage_name (P, name); }
gboolean ck_parse_params_equal (const CkType *a, const CkType *b) { return params_equal (a, b); }
CkInit *ck_parse_decl_initializer (CkParser *P, CkObj *o, gboolean is_static) { return decl_initializer (P, o, is_static); }
CkNode *ck_parse_compound_literal (CkParser *P, CkType *ty, CkSrcLoc loc) { return compound_literal (P, ty, loc); }
void ck_parse_struct_layout (CkType *t, int *aligns) { struct_layout (t, aligns, FALSE, 0, 0); ck_type_complete_variants (t); }
