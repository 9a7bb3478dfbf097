/* frontend/astdump.c — `cudak --dump-ast`: the typed AST as an indented tree, one node per
 * line: kind, 'type', line:col, then what the node carries (names, values, flags).
 * SPDX-License-Identifier: MIT */
#include "frontend/frontend.h"

const char *const ck_node_kind_name[CK_NODE__COUNT] = {
#define CK_EXPR(id, name) [CK_E_##id] = name,
#define CK_STMT(id, name) [CK_S_##id] = name,
#include "frontend/ast-kinds.def"
#undef CK_EXPR
#undef CK_STMT
};
G_STATIC_ASSERT (G_N_ELEMENTS (ck_node_kind_name) == CK_NODE__COUNT);

static const char *const builtin_var_names[] = {
  "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize",
};

static const char *const mem_space_names[] = {
  "", " __device__", " __shared__", " __constant__", " __managed__",
};

static void dump_node (GString *out, const CkNode *n, int depth, const char *role);

static void
indent (GString *out, int depth)
{
  for (int i = 0; i < depth; i++)
    g_string_append (out, "  ");
}

static void
dump_init (GString *out, const CkInit *init, int depth)
{
  for (int i = 0; i < init->n_items; i++)
    {
      const CkInitItem *it = &init->items[i];
      indent (out, depth);
      g_string_append_printf (out, "init @%" G_GINT64_FORMAT " '%s'", it->offset,
                              ck_type_to_string (it->type));
      if (it->member)
        g_string_append_printf (out, " bit-field %s:%d@%d", it->member->name ? it->member->name : "",
                                it->member->bit_width, it->member->bit_offset);
      g_string_append_c (out, '\n');
      dump_node (out, it->expr, depth + 1, NULL);
    }
}

static void
dump_obj_line (GString *out, const CkObj *o)
{
  g_string_append_printf (out, "%s '%s'", o->name, ck_type_to_string (o->type));
  if (o->asm_name)
    g_string_append_printf (out, " asm(\"%s\")", o->asm_name);
  if (o->storage == CK_SC_STATIC)
    g_string_append (out, " static");
  if (o->storage == CK_SC_EXTERN)
    g_string_append (out, " extern");
  g_string_append (out, mem_space_names[o->mem_space]);
  if (o->is_extern_shared)
    g_string_append (out, " extern-shared");
  if (o->address_taken)
    g_string_append (out, " addr-taken");
  if (o->align)
    g_string_append_printf (out, " align(%d)", o->align);
  if (o->is_tentative)
    g_string_append (out, " tentative");
  if (o->has_const_value)
    g_string_append_printf (out, " = %" G_GINT64_FORMAT, o->const_value);
}

static void
dump_node (GString *out, const CkNode *n, int depth, const char *role)
{
  if (!n)
    return;
  indent (out, depth);
  if (role)
    g_string_append_printf (out, "%s: ", role);
  g_string_append (out, ck_node_kind_name[n->kind]);
  if (n->type)
    g_string_append_printf (out, " '%s'", ck_type_to_string (n->type));
  g_string_append_printf (out, " %u:%u", n->loc.line, n->loc.col);
  switch (n->kind)
    {
    case CK_E_INT_LIT:
      if (n->type && n->type->is_unsigned)
        g_string_append_printf (out, " %" G_GUINT64_FORMAT, n->ival);
      else
        g_string_append_printf (out, " %" G_GINT64_FORMAT, (gint64) n->ival);
      break;
    case CK_E_FLOAT_LIT:
      g_string_append_printf (out, " %Lg", n->fval);
      break;
    case CK_E_STR_LIT:
      {
        char *esc = g_strescape (n->str, NULL);
        g_string_append_printf (out, " \"%s\"", esc);
        g_free (esc);
        break;
      }
    case CK_E_VAR:
    case CK_E_COMPOUND_LIT:
      g_string_append_printf (out, " %s", n->obj->name);
      break;
    case CK_E_BUILTIN_VAR:
      g_string_append_printf (out, " %s", builtin_var_names[n->ival]);
      break;
    case CK_E_MEMBER:
      g_string_append_printf (out, " .%s", n->member->name ? n->member->name : "<anonymous>");
      if (n->member->bit_width)
        g_string_append_printf (out, " bit-field %d@%d", n->member->bit_width, n->member->bit_offset);
      break;
    case CK_E_COMPOUND_ASSIGN:
      g_string_append_printf (out, " %s in '%s'", ck_node_kind_name[n->op],
                              ck_type_to_string (n->optype));
      break;
    case CK_E_DELETE:
      if (n->ival)
        g_string_append (out, " []");
      break;
    case CK_S_CASE:
      g_string_append_printf (out, " %" G_GINT64_FORMAT, (gint64) n->ival);
      if (n->ival2 != n->ival)
        g_string_append_printf (out, " ... %" G_GINT64_FORMAT, (gint64) n->ival2);
      break;
    case CK_S_GOTO:
    case CK_S_LABEL:
      g_string_append_printf (out, " %s", n->label);
      break;
    case CK_S_BREAK:
    case CK_S_CONTINUE:
      if (n->target)
        g_string_append_printf (out, " -> %s %u:%u", ck_node_kind_name[n->target->kind],
                                n->target->loc.line, n->target->loc.col);
      break;
    case CK_S_DECL:
      g_string_append_c (out, ' ');
      dump_obj_line (out, n->obj);
      break;
    default:
      break;
    }
  if (n->sizeof_type)
    g_string_append_printf (out, " of '%s'", ck_type_to_string (n->sizeof_type));
  if (n->is_implicit)
    g_string_append (out, " implicit");
  if (n->is_lvalue && ck_node_is_expr (n))
    g_string_append (out, " lvalue");
  g_string_append_c (out, '\n');
  if (n->kind == CK_S_DECL && n->obj->init)
    dump_init (out, n->obj->init, depth + 1);
  if (n->kind == CK_E_COMPOUND_LIT && n->obj->init)
    dump_init (out, n->obj->init, depth + 1);
  dump_node (out, n->cond, depth + 1, "cond");
  dump_node (out, n->init, depth + 1, "init");
  dump_node (out, n->lhs, depth + 1, NULL);
  dump_node (out, n->rhs, depth + 1, NULL);
  dump_node (out, n->then, depth + 1, n->kind == CK_E_COND ? "then" : NULL);
  dump_node (out, n->els, depth + 1, "else");
  dump_node (out, n->inc, depth + 1, "inc");
  for (int i = 0; i < 4; i++)
    dump_node (out, n->launch_cfg[i], depth + 1, "config");
  for (int i = 0; i < n->n_args; i++)
    dump_node (out, n->args[i], depth + 1, "arg");
  for (int i = 0; i < n->n_body; i++)
    dump_node (out, n->body[i], depth + 1, NULL);
}

static void
dump_objs (GString *out, const CkVec *objs)
{
  for (int i = 0; i < objs->len; i++)
    {
      const CkObj *o = ck_vec_get (objs, i);
      if (o->loc.file && o->loc.file->is_builtin)
        continue;   /* the built-in headers' declarations */
      indent (out, 1);
      if (o->is_function)
        {
          g_string_append (out, (o->exec_space & CK_ES_GLOBAL) ? "kernel "
                                : (o->exec_space & CK_ES_DEVICE) && (o->exec_space & CK_ES_HOST)
                                  ? "host-device-function "
                                  : (o->exec_space & CK_ES_DEVICE) ? "device-function " : "function ");
          dump_obj_line (out, o);
          g_string_append_printf (out, " %u:%u%s\n", o->loc.line, o->loc.col, o->body ? "" : " declaration");
          for (int j = 0; j < o->n_params; j++)
            {
              indent (out, 2);
              g_string_append (out, "param ");
              dump_obj_line (out, o->params[j]);
              g_string_append_c (out, '\n');
            }
          dump_node (out, o->body, 2, NULL);
          continue;
        }
      g_string_append (out, "var ");
      dump_obj_line (out, o);
      g_string_append_printf (out, " %u:%u%s\n", o->loc.line, o->loc.col,
                              o->is_definition ? "" : " declaration");
      if (o->init)
        dump_init (out, o->init, 2);
    }
}

void
ck_ast_dump (const CkProgram *prog, GString *out)
{
  g_return_if_fail (prog && out);
  g_string_append (out, "host:\n");
  dump_objs (out, &prog->host_objs);
  g_string_append (out, "device:\n");
  dump_objs (out, &prog->device_objs);
}
