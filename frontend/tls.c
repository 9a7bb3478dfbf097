/* frontend/tls.c — thread storage duration (C11 6.2.4p4, C++ [basic.stc.thread]): the
 * specifiers _Thread_local, __thread and thread_local, checked as gcc, g++ and nvcc do (issue
 * 18). The lowering gives each such host variable one instance per host thread (SLOT_TLS).
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "frontend/parse.h"

static const char *
spelling (CkKeyword kw)
{
  return kw == CK_KW_THREAD_LOCAL ? "_Thread_local" : kw == CK_KW_GNU_THREAD ? "__thread"
                                                                             : "thread_local";
}

/**
 * ck_parse_thread_local_spec:
 * @P: the parser
 * @attr: the declaration's attributes
 * @t: the specifier's token
 * @not_allowed: the specifiers being read admit no storage class (a type name)
 *
 * Records the thread-local specifier at @t in @attr.
 */
void
ck_parse_thread_local_spec (CkParser *P, CkDeclAttr *attr, const CkToken *t, gboolean not_allowed)
{
  CkSrcLoc loc = ck_parse_tok_loc (t);
  int len = (int) strlen (spelling (t->kw));
  if (t->kw == CK_KW_THREAD_LOCAL && !P->is_c)
    {
      /* C11's keyword is no C++ one: nvcc reads it as a name, at file scope a declaration
         without a type, in a block an undeclared identifier (its words) */
      if (!P->fn)
        ck_parse_error (P, loc, len, "this declaration has no storage class or type specifier");
      else
        ck_parse_error (P, loc, len, "identifier \"_Thread_local\" is undefined");
      return;
    }
  if (not_allowed)
    {
      ck_parse_error (P, loc, len, "storage class specifier '%s' not allowed here", spelling (t->kw));
      return;
    }
  if (attr->thread_local_kw)
    {
      ck_parse_error (P, loc, len, "duplicate '%s'", spelling (t->kw));
      return;
    }
  attr->thread_local_kw = t->kw;
  attr->thread_local_loc = loc;
}

/**
 * ck_parse_thread_local_block_scope:
 * @P: the parser
 * @attr: the attributes of a block-scope declaration
 * @name: the declared name
 * @loc: where the name is
 *
 * A block-scope thread-local variable must be static or extern (C11 6.7.1p3), which
 * `thread_local` implies in C++ ([dcl.stc]p3); gcc makes a missing one an error, g++ a warning
 * after which the variable is automatic. Adjusts @attr accordingly.
 */
void
ck_parse_thread_local_block_scope (CkParser *P, CkDeclAttr *attr, const char *name, CkSrcLoc loc)
{
  if (!attr->thread_local_kw || attr->storage == CK_SC_STATIC || attr->storage == CK_SC_EXTERN)
    return;
  if (attr->thread_local_kw == CK_KW_THREAD_LOCAL_CXX)
    {
      attr->storage = CK_SC_STATIC;
      return;
    }
  if (P->is_c)
    ck_parse_error (P, loc, (int) strlen (name), "function-scope '%s' implicitly auto and declared '%s'",
                    name, spelling (attr->thread_local_kw));
  else
    ck_parse_warning (P, attr->thread_local_loc, (int) strlen (spelling (attr->thread_local_kw)),
                      "function-scope '%s' implicitly auto and declared '%s'", name,
                      spelling (attr->thread_local_kw));
  attr->thread_local_kw = 0;
}

static const char *
space_name (CkMemSpace ms)
{
  switch (ms)
    {
    case CK_MS_SHARED: return "__shared__";
    case CK_MS_CONSTANT: return "__constant__";
    case CK_MS_MANAGED: return "__managed__";
    default: return "__device__";
    }
}

/**
 * ck_parse_thread_local_obj:
 * @P: the parser
 * @o: a variable just declared (new, or merged with an earlier declaration: @is_new FALSE)
 * @attr: its declaration's attributes
 * @explicit_space: the memory space its declaration names (CK_MS_NONE: none)
 * @is_new: @o was made by this declaration
 * @loc: where this declaration names it
 *
 * Gives @o thread storage duration as its declaration says. In CUDA only host variables have
 * it: nvcc refuses `thread_local` in device code and on a __device__, __constant__, __shared__
 * or __managed__ variable, and ignores `__thread` there (the variable is one object in global
 * memory, as its PTX shows: `.global .align 4 .u32 x;`).
 */
void
ck_parse_thread_local_obj (CkParser *P, CkObj *o, const CkDeclAttr *attr, CkMemSpace explicit_space,
                           gboolean is_new, CkSrcLoc loc)
{
  CkKeyword kw = attr->thread_local_kw;
  int len = kw ? (int) strlen (spelling (kw)) : 0;
  if (kw == CK_KW_THREAD_LOCAL_CXX)
    {
      if (explicit_space != CK_MS_NONE)
        {
          ck_parse_error (P, attr->thread_local_loc, len,
                          "cannot use thread_local specifier for a %s variable", space_name (explicit_space));
          return;
        }
      if (P->fn && (P->fn->exec_space & (CK_ES_DEVICE | CK_ES_GLOBAL)))
        {
          ck_parse_error (P, attr->thread_local_loc, len,
                          "cannot use thread_local specifier for variable declarations in device code");
          return;
        }
    }
  gboolean tls = kw && o->mem_space == CK_MS_NONE;
  if (!is_new && o->is_thread_local != tls && !o->is_function)
    {
      ck_parse_error (P, loc, (int) strlen (o->name), tls ? "thread-local declaration of '%s' follows non-thread-local declaration"
                                      : "non-thread-local declaration of '%s' follows thread-local declaration",
                      o->name);
      ck_parse_note (P, o->loc, (int) strlen (o->name), "previous declaration of '%s'", o->name);
      return;
    }
  if (is_new)
    o->is_thread_local = tls;
}
