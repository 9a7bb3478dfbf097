/* semantics/program.c — the program environment [H §5.1.2]: the names of its instruction set,
 * --dump-simt, and the control-flow consistency check of [H §6.2].
 * SPDX-License-Identifier: MIT */
#include "semantics/builtin.h"

/* The names of the instruction set and the value types (program.h). */
const char *const ck_xop_name[CK_X__COUNT] = {
#define CK_XOP(id, name) [CK_X_##id] = name,
#include "semantics/simt-ops.def"
#undef CK_XOP
};
const char *const ck_sop_name[CK_SOP__COUNT] = {
#define CK_SOP(id, name) [CK_S_OP_##id] = name,
#include "semantics/simt-ops.def"
#undef CK_SOP
};
const char *const ck_vt_name[CK_VT__COUNT] = {
#define CK_VT_NAME(id, name, size) [CK_VT_##id] = name,
  CK_VTS (CK_VT_NAME)
#undef CK_VT_NAME
};
const int ck_vt_size[CK_VT__COUNT] = {
#define CK_VT_SIZE(id, name, size) [CK_VT_##id] = size,
  CK_VTS (CK_VT_SIZE)
#undef CK_VT_SIZE
};
const char *const ck_ld_cache_op_name[CK_LDC__COUNT] = {
  [CK_LDC_DEFAULT] = "", [CK_LDC_CA] = ".ca", [CK_LDC_CG] = ".cg", [CK_LDC_CS] = ".cs",
  [CK_LDC_LU] = ".lu", [CK_LDC_CV] = ".cv", [CK_LDC_NC] = ".nc",
};

/* [addr] as the variable that holds it, "name" or "name+8", when one of [prog]'s globals
 * does; FALSE, writing nothing, otherwise. */
static gboolean
append_global_name (const CkSimtProgram *prog, guint64 addr, GString *out)
{
  for (int i = 0; prog && i < prog->globals.len; i++)
    {
      const CkGlobal *g = ck_vec_get (&prog->globals, i);
      gint64 size = g->size;
      if (size <= 0 || addr < g->addr || addr >= g->addr + (guint64) size || !g->name)
        continue;
      g_string_append (out, g->name);
      if (addr > g->addr)
        g_string_append_printf (out, "+%" G_GUINT64_FORMAT, addr - g->addr);
      return TRUE;
    }
  return FALSE;
}

/* Offset [off] of the block's shared window as its __shared__ variable, likewise. */
static gboolean
append_shared_name (const CkSimtProgram *prog, guint64 off, GString *out)
{
  for (guint32 i = 0; prog && i < prog->n_shared_vars; i++)
    {
      const CkVarRange *v = &prog->shared_vars[i];
      if (!v->name || off < v->offset || off >= v->offset + v->size)
        continue;
      g_string_append (out, v->name);
      if (off > v->offset)
        g_string_append_printf (out, "+%" G_GUINT64_FORMAT, off - v->offset);
      return TRUE;
    }
  return FALSE;
}

/* An expression tree; addresses of variables by their names ("atomics by name, addresses by
 * variable", issue 26). */
static void
format_expr (const CkSimtProgram *prog, const CkExpr *e, GString *out)
{
  static const char *const sreg[] = {
    "%tid.x", "%tid.y", "%tid.z", "%ntid.x", "%ntid.y", "%ntid.z", "%ctaid.x", "%ctaid.y",
    "%ctaid.z", "%nctaid.x", "%nctaid.y", "%nctaid.z", "%laneid", "WARP_SZ", "%warpid", "%smid",
    "%clock", "%dynamic_smem_size",
  };
  switch ((CkXOp) e->op)
    {
    case CK_X_IMM:
      if (e->vt == CK_VT_F32)
        g_string_append_printf (out, "%gf", (double) e->imm.f);
      else if (e->vt == CK_VT_F64)
        g_string_append_printf (out, "%g", e->imm.d);
      else if (e->vt == CK_VT_F80)
        g_string_append_printf (out, "%Lg", e->imm.ld);
      else if (ck_vt_is_signed (e->vt))
        g_string_append_printf (out, "%" G_GINT64_FORMAT, e->imm.i);
      else if (e->imm.u > 0xffff && append_global_name (prog, e->imm.u, out))
        ;
      else if (e->imm.u > 0xffff)
        g_string_append_printf (out, "%#" G_GINT64_MODIFIER "x", e->imm.u);
      else
        g_string_append_printf (out, "%" G_GUINT64_FORMAT, e->imm.u);
      return;
    case CK_X_REG:
      g_string_append_printf (out, "%%r%d", e->reg);
      return;
    case CK_X_SREG:
      g_string_append (out, sreg[e->reg]);
      return;
    case CK_X_LADDR:
      g_string_append_printf (out, "local+%" G_GUINT64_FORMAT, e->imm.u);
      return;
    case CK_X_TADDR:
      {
        const CkTlsVar *v = ck_vec_get (&prog->tls, e->reg);
        g_string_append_printf (out, "tls:%s+%" G_GUINT64_FORMAT, v->name, e->imm.u);
        return;
      }
    case CK_X_SADDR:
      if (!append_shared_name (prog, e->imm.u, out))
        g_string_append_printf (out, "shared+%" G_GUINT64_FORMAT, e->imm.u);
      return;
    case CK_X_CONV:
      g_string_append_printf (out, "cvt.%s(", ck_vt_name[e->vt]);
      format_expr (prog, e->a, out);
      g_string_append_c (out, ')');
      return;
    case CK_X_SEL:
      g_string_append (out, "(");
      format_expr (prog, e->c, out);
      g_string_append (out, " ? ");
      format_expr (prog, e->a, out);
      g_string_append (out, " : ");
      format_expr (prog, e->b, out);
      g_string_append (out, ")");
      return;
    default:
      break;
    }
  g_string_append (out, ck_xop_name[e->op]);
  if (ck_vt_is_float (e->vt) || (e->a && ck_vt_is_float (e->a->vt)))
    {
      /* how device code computes it (issue 25), in PTX's notation */
      if (e->imm.u & CK_XF_DIV_APPROX)
        g_string_append (out, ".approx");
      else if (e->imm.u & CK_XF_DIV_FULL)
        g_string_append (out, ".full");
      if (e->imm.u & CK_XF_FTZ)
        g_string_append (out, ".ftz");
    }
  g_string_append_c (out, '(');
  if (e->a)
    format_expr (prog, e->a, out);
  if (e->b)
    {
      g_string_append (out, ", ");
      format_expr (prog, e->b, out);
    }
  if (e->c)
    {
      g_string_append (out, ", ");
      format_expr (prog, e->c, out);
    }
  if (e->op == CK_X_PTRADD || e->op == CK_X_PTRDIFF)
    g_string_append_printf (out, ", %" G_GINT64_FORMAT, e->imm.i);
  g_string_append_c (out, ')');
}

const char *const ck_atom_op_name[CK_AOP__COUNT] = {
  [CK_AOP_ADD] = "add", [CK_AOP_SUB] = "sub", [CK_AOP_EXCH] = "exch", [CK_AOP_MIN] = "min",
  [CK_AOP_MAX] = "max", [CK_AOP_INC] = "inc", [CK_AOP_DEC] = "dec", [CK_AOP_CAS] = "cas",
  [CK_AOP_AND] = "and", [CK_AOP_OR] = "or", [CK_AOP_XOR] = "xor", [CK_AOP_LOAD] = "load",
};

void
ck_program_format_stmt (const CkSimtProgram *prog, guint32 pc, GString *out)
{
  ck_program_format_stmt_numbered (prog, pc, NULL, 0, out);
}

/* A branch target as [num] numbers it ([num] NULL: the pc itself). */
static void
append_target (GString *out, guint32 target, const guint32 *num, guint32 base)
{
  g_string_append_printf (out, "%u", num ? num[target - base] : target);
}

void
ck_program_format_stmt_numbered (const CkSimtProgram *prog, guint32 pc, const guint32 *num,
                               guint32 base, GString *out)
{
  const CkStmt *s = &prog->stmts[pc];
  if (s->guard >= 0)
    g_string_append_printf (out, "@%s%%r%d ", s->flags & CK_SF_GUARD_NEG ? "!" : "", s->guard);
  g_string_append (out, ck_sop_name[s->op]);
  switch ((CkSOp) s->op)
    {
    case CK_S_OP_MOV:
      g_string_append_printf (out, " %%r%d, ", s->dst);
      format_expr (prog, s->a, out);
      break;
    case CK_S_OP_LD:
      g_string_append_printf (out, "%s%s.%s %%r%d, [", s->flags & CK_SF_VOLATILE ? ".volatile" : "",
                              ck_ld_cache_op_name[s->sub], ck_vt_name[s->vt], s->dst);
      format_expr (prog, s->a, out);
      g_string_append (out, "]");
      break;
    case CK_S_OP_ST:
      g_string_append_printf (out, "%s.%s [", s->flags & CK_SF_VOLATILE ? ".volatile" : "",
                              ck_vt_name[s->vt]);
      format_expr (prog, s->a, out);
      g_string_append (out, "], ");
      format_expr (prog, s->b, out);
      break;
    case CK_S_OP_COPY:
      g_string_append_printf (out, ".%u [", s->size);
      format_expr (prog, s->a, out);
      g_string_append (out, "], [");
      format_expr (prog, s->b, out);
      g_string_append (out, "]");
      break;
    case CK_S_OP_ZERO:
      g_string_append_printf (out, ".%u [", s->size);
      format_expr (prog, s->a, out);
      g_string_append (out, "]");
      break;
    case CK_S_OP_ATOM:
      g_string_append_printf (out, ".%s%s.%s %%r%d, [", s->sub < CK_AOP__COUNT ? ck_atom_op_name[s->sub] : "?",
                              s->order == (CK_ATOM_ACQUIRE | CK_ATOM_RELEASE) ? ".acq_rel"
                              : s->order == CK_ATOM_ACQUIRE ? ".acquire" : s->order ? ".release" : "",
                              ck_vt_name[s->vt], s->dst);
      format_expr (prog, s->a, out);
      g_string_append (out, "]");
      break;
    case CK_S_OP_SSY: case CK_S_OP_PREBRK: case CK_S_OP_PRERET: case CK_S_OP_BRA:
      g_string_append_c (out, ' ');
      append_target (out, s->target, num, base);
      break;
    case CK_S_OP_BRK:
      /* where the break token resumes (the stack model takes it from the token) */
      if (s->target != G_MAXUINT32)
        {
          g_string_append (out, " (");
          append_target (out, s->target, num, base);
          g_string_append_c (out, ')');
        }
      else
        g_string_append (out, " (?)");
      break;
    case CK_S_OP_BRX:
      g_string_append (out, " ");
      format_expr (prog, s->a, out);
      for (guint32 i = 0; i < s->n_cases; i++)
        {
          g_string_append_printf (out, ", %" G_GINT64_FORMAT ":", s->cases[i].lo);
          append_target (out, s->cases[i].target, num, base);
        }
      g_string_append (out, ", default:");
      append_target (out, s->target, num, base);
      break;
    case CK_S_OP_CALL:
      if (s->fn)
        g_string_append_printf (out, " %s", s->fn->name);
      else
        {
          g_string_append (out, " [");
          format_expr (prog, s->a, out);
          g_string_append (out, "]");
        }
      break;
    case CK_S_OP_RET:
      if (s->a)
        {
          g_string_append_c (out, ' ');
          format_expr (prog, s->a, out);
        }
      break;
    case CK_S_OP_BUILTIN:
      if (prog->builtins)
        g_string_append_printf (out, " %s", prog->builtins[s->builtin].name);
      else
        g_string_append_printf (out, " builtin#%d", s->builtin);
      break;
    case CK_S_OP_LAUNCH:
      g_string_append_printf (out, " %s", s->fn ? s->fn->name : "?");
      break;
    case CK_S_OP_BAR:
      g_string_append (out, s->sub == CK_BAR_SYNC ? ".sync 0" : ".red 0");
      break;
    default:
      break;
    }
}

void
ck_program_dump (const CkSimtProgram *prog, GString *out)
{
  for (int i = 0; i < prog->funcs.len; i++)
    {
      const CkFunc *f = ck_vec_get (&prog->funcs, i);
      if (f->end <= f->entry)
        continue;
      g_string_append_printf (out, "%s%s %s (regs %u, frame %u bytes):\n",
                              f->is_kernel ? ".entry" : ".func", f->is_device ? "" : " [host]",
                              f->name, f->n_regs, f->frame_size);
      for (guint32 pc = f->entry; pc < f->end; pc++)
        {
          const CkStmt *s = &prog->stmts[pc];
          g_string_append_printf (out, "  %4u  ", pc);
          GString *st = g_string_new (NULL);
          ck_program_format_stmt (prog, pc, st);
          g_string_append_printf (out, "%-48s", st->str);
          g_string_free (st, TRUE);
          if (s->loc.file && s->loc.file->is_builtin)
            g_string_append_printf (out, " ; %s:%u", s->loc.file->name, s->loc.line);   /* a header's */
          else if (s->loc.file)
            g_string_append_printf (out, " ; line %u", s->loc.line);
          g_string_append_c (out, '\n');
        }
    }
}

/* [H §6.2] control-flow consistency, checked statically on the structure the lowering built:
 *  (1) every ssy/preBrk/preRet target lies strictly after the instruction, in the same function;
 *  (2) every branch target lies in the same function;
 *  (3) a preRet is immediately followed by its call, and its target is the instruction after it;
 *  (4) every function ends with ret (device functions, host) or exit (kernels);
 *  (5) a sync is preceded (in program order, same function) by an ssy;
 *  (6) a brk is preceded (in program order, same function) by a preBrk. */
gboolean
ck_program_verify (const CkSimtProgram *prog, CkSrcLoc *where, char **why)
{
  for (int i = 0; i < prog->funcs.len; i++)
    {
      const CkFunc *f = ck_vec_get (&prog->funcs, i);
      if (f->end <= f->entry)
        continue;
      int ssy = 0, prebrk = 0;
      for (guint32 pc = f->entry; pc < f->end; pc++)
        {
          const CkStmt *s = &prog->stmts[pc];
          const char *bad = NULL;
          switch ((CkSOp) s->op)
            {
            case CK_S_OP_SSY: case CK_S_OP_PREBRK: case CK_S_OP_PRERET:
              if (s->target <= pc || s->target > f->end)
                bad = "(1) token target outside the function or not after the instruction";
              if (s->op == CK_S_OP_SSY) ssy++;
              if (s->op == CK_S_OP_PREBRK) prebrk++;
              if (s->op == CK_S_OP_PRERET
                  && (pc + 1 >= f->end || prog->stmts[pc + 1].op != CK_S_OP_CALL || s->target != pc + 2))
                bad = "(3) preRet is not followed by its call";
              break;
            case CK_S_OP_BRA: case CK_S_OP_BRX:
              if (s->target < f->entry || s->target >= f->end)
                bad = "(2) branch target outside the function";
              for (guint32 k = 0; k < s->n_cases; k++)
                if (s->cases[k].target < f->entry || s->cases[k].target >= f->end)
                  bad = "(2) branch target outside the function";
              break;
            case CK_S_OP_SYNC:
              if (ssy == 0)
                bad = "(5) sync without a preceding ssy";
              break;
            case CK_S_OP_BRK:
              if (prebrk == 0 && f->is_device)
                bad = "(6) brk without a preceding preBrk";
              else if (f->is_device && (s->target <= pc || s->target > f->end))
                bad = "(6) brk without the exit of its break region after it";
              break;
            default:
              break;
            }
          if (pc == f->end - 1 && s->op != CK_S_OP_RET && s->op != CK_S_OP_EXIT)
            bad = "(4) the function does not end with ret or exit";
          if (bad)
            {
              *where = s->loc;
              *why = g_strdup_printf ("control-flow consistency [H §6.2] fails in '%s' at statement %u: %s",
                                      f->name, pc, bad);
              return FALSE;
            }
        }
    }
  return TRUE;
}
