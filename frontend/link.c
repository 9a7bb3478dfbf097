/* frontend/link.c — links the translation units of each pass: one object per linkage name,
 * tentative definitions merged, duplicate definitions diagnosed, declarations resolved.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "frontend/parse.h"

static gboolean
has_external_linkage (const CkObj *o)
{
  return o->storage != CK_SC_STATIC && o->name[0] != '.';
}

static const char *
link_name (const CkObj *o)
{
  return o->asm_name ? o->asm_name : o->name;
}

/* Merges [o] into the representative [rep] of its linkage name; returns the object that
 * represents the name afterwards. Diagnoses when [report]. */
static CkObj *
merge (CkObj *rep, CkObj *o, CkDiagSink *sink, gboolean report, gboolean warn, gboolean *ok)
{
  int len = (int) strlen (o->name);
  /* several declarations may name one implementation (`min(int, unsigned)` and
   * `min(unsigned, unsigned)` are both __asm__("min_u32")): only bodies and objects conflict */
  if (o->is_function && rep->is_function && !o->body && !rep->body)
    {
      o->definition = rep;
      return rep;
    }
  gboolean compatible = strcmp (o->name, rep->name) != 0
                        || ck_type_is_compatible_across (ck_type_unqualified (rep->type),
                                                         ck_type_unqualified (o->type));
  if (!compatible && o->is_function && rep->is_function && (o->is_extern_c || rep->is_extern_c))
    {
      /* one C symbol declared with different types in different units: no compiler sees both
         and the linker joins them, so the program links and the call reaches the definition
         with the caller's arguments (issue 18). gcc -flto's words name both declarations. Two
         definitions are the redefinition below, as ld's "multiple definition". */
      if (report && warn && !(o->body && rep->body))
        {
          ck_diag (sink, CK_DIAG_WARNING, o->loc, len,
                   "type of '%s' does not match original declaration [-Wlto-type-mismatch]",
                   o->name);
          ck_diag (sink, CK_DIAG_NOTE, rep->loc, len, "'%s' was previously declared here",
                   o->name);
        }
      compatible = TRUE;
    }
  if (rep->is_function != o->is_function || !compatible)
    {
      if (report)
        {
          ck_diag (sink, CK_DIAG_ERROR, o->loc, len, "conflicting types for '%s'", o->name);
          ck_diag (sink, CK_DIAG_NOTE, rep->loc, len, "previous declaration is here");
        }
      *ok = FALSE;
      return rep;
    }
  if (o->is_function)
    {
      if (rep->body && o->body)
        {
          if (rep->is_inline && o->is_inline)
            {
              o->definition = rep;
              return rep;
            }
          if (report)
            {
              ck_diag (sink, CK_DIAG_ERROR, o->loc, len, "redefinition of '%s'", o->name);
              ck_diag (sink, CK_DIAG_NOTE, rep->loc, len, "previous definition is here");
            }
          *ok = FALSE;
          return rep;
        }
      if (o->body)
        {
          rep->definition = o;
          o->exec_space |= 0;
          return o;
        }
      o->definition = rep;
      return rep;
    }
  /* variables */
  gboolean rep_strong = rep->is_definition && !rep->is_tentative;
  gboolean o_strong = o->is_definition && !o->is_tentative;
  if (rep_strong && o_strong && rep->is_inline && o->is_inline)
    {
      /* C++17 inline variables (and static data members with their value in the class): one
         object for the program, the first unit's definition */
      o->definition = rep;
      return rep;
    }
  if (rep_strong && o_strong)
    {
      if (report)
        {
          ck_diag (sink, CK_DIAG_ERROR, o->loc, len, "redefinition of '%s'", o->name);
          ck_diag (sink, CK_DIAG_NOTE, rep->loc, len, "previous definition is here");
        }
      *ok = FALSE;
      return rep;
    }
  if (o_strong || (o->is_definition && !rep->is_definition))
    {
      if (rep->type->kind == CK_TY_ARRAY && o->type->array_len < 0)
        o->type = rep->type;
      if (o->mem_space == CK_MS_NONE)
        o->mem_space = rep->mem_space;
      rep->definition = o;
      return o;
    }
  if (rep->type->kind == CK_TY_ARRAY && rep->type->array_len < 0 && o->type->array_len >= 0)
    rep->type = o->type;
  if (rep->mem_space == CK_MS_NONE)
    rep->mem_space = o->mem_space;
  o->definition = rep;
  return rep;
}

static gboolean
link_list (CkVec *objs, CkDiagSink *sink, gboolean report, gboolean warn)
{
  CkStrMap reps = { 0 };
  gboolean ok = TRUE;
  CkVec out = { 0 };
  for (int i = 0; i < objs->len; i++)
    {
      CkObj *o = ck_vec_get (objs, i);
      if (!has_external_linkage (o))
        {
          ck_vec_push (&out, o);
          continue;
        }
      const char *key = link_name (o);
      CkObj *rep = ck_map_get (&reps, key);
      if (!rep)
        {
          ck_map_put (&reps, key, o);
          ck_vec_push (&out, o);
          continue;
        }
      CkObj *nrep = merge (rep, o, sink, report, warn, &ok);
      if (nrep != rep)
        {
          ck_map_put (&reps, key, nrep);
          for (int j = 0; j < out.len; j++)
            if (ck_vec_get (&out, j) == rep)
              out.data[j] = nrep;
          /* earlier declarations resolved to [rep] now resolve to [nrep] */
          for (int j = 0; j < objs->len; j++)
            {
              CkObj *p = ck_vec_get (objs, j);
              if (p->definition == rep)
                p->definition = nrep;
            }
        }
    }
  /* the representative of each name resolves to itself */
  for (int j = 0; j < out.len; j++)
    ((CkObj *) ck_vec_get (&out, j))->definition = NULL;
  *objs = out;
  return ok;
}

gboolean
ck_link (CkProgram *prog, CkDiagSink *sink)
{
  g_return_val_if_fail (prog && sink, FALSE);
  gboolean ok = link_list (&prog->host_objs, sink, TRUE, TRUE);
  /* the device pass sees the same definitions: report only what the host pass did not, and
     its warnings again never */
  if (!link_list (&prog->device_objs, sink, ok, FALSE))
    ok = FALSE;
  prog->main_fn = NULL;
  for (int i = 0; i < prog->host_objs.len; i++)
    {
      CkObj *o = ck_vec_get (&prog->host_objs, i);
      if (o->is_function && o->body && strcmp (o->name, "main") == 0)
        prog->main_fn = o;
    }
  ck_class_wrap_main (prog);   /* C++ objects of static storage (class.c) */
  return ok;
}
