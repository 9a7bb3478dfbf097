/* semantics/memory/mprog.c — the memory programs of [H §4.5] (listings 4.1–4.6), and ours for
 * the cache operators the thesis leaves out, written line by line beside their listings; the
 * table that picks an operation's program. fermi.c runs them ([H §4.4.4], [H §4.6]).
 * SPDX-License-Identifier: MIT */
#include "semantics/memory/mprog.h"

const char *const ck_opexp_name[CK_OPEXP__COUNT] = {
#define CK_OPEXP(id, name) [CK_OPEXP_##id] = name,
#include "semantics/memory/opexp.def"
#undef CK_OPEXP
};
G_STATIC_ASSERT (G_N_ELEMENTS (ck_opexp_name) == CK_OPEXP__COUNT);

/* One statement per macro, with its listing line first, so that a program reads beside its
 * listing. IF_NOT (l, b, a) is `if (!b) {` at line l whose block closes before line a. */
#define OP(l, e)            { CK_MSTM_OP, CK_OPEXP_##e, l, 0 }
#define YIELD(l)            { CK_MSTM_YIELD, 0, l, 0 }
#define END(l)              { CK_MSTM_END, 0, l, 0 }
#define IF_NOT(l, b, a)     { CK_MSTM_IF_NOT, CK_BEXP_##b, l, a }
#define PROG(var, name, s)  static const CkMProg var = { name, s, G_N_ELEMENTS (s) }

/* ---- [H §4.5] the thesis' programs --------------------------------------------------------- */

/* Listing 4.1: global writes with .wb. L1 is not written (the L1s are not coherent); the
 * discard cannot lose data, since global data is never dirty in L1. */
static const CkMStm listing_4_1[] = {
  OP (1, DISCARD_L1),                            /* 1 discardL1; */
  YIELD (2),                                     /* 2 yield; */
  OP (4, WRITE_L2),                              /* 4 writeL2; */
  OP (5, CLASSIFY_NORMAL_L2),                    /* 5 classifyNormalL2; */
  OP (6, RELEASE_REGS),                          /* 6 releaseRegs; */
  END (7),                                       /* 7 end; */
};
PROG (prog_4_1, "listing 4.1 (st.global .wb)", listing_4_1);

/* Listing 4.2: global and local reads with .ca. */
static const CkMStm listing_4_2[] = {
  IF_NOT (1, IS_CACHED_L1, 21),                  /*  1 if (!isCachedL1) { */
  OP (3, RESERVE_L1),                            /*  3     reserveL1; */
  YIELD (4),                                     /*  4     yield; */
  IF_NOT (6, IS_CACHED_L2, 16),                  /*  6     if (!isCachedL2) { */
  OP (8, RESERVE_L2),                            /*  8         reserveL2; */
  YIELD (9),                                     /*  9         yield; */
  OP (11, READ_MEM),                             /* 11         readMem; */
  YIELD (12),                                    /* 12         yield; */
  OP (14, UPDATE_L2),                            /* 14         updateL2; */
                                                 /* 15     } */
  OP (17, READ_L2),                              /* 17     readL2; */
  YIELD (18),                                    /* 18     yield; */
  OP (19, UPDATE_L1),                            /* 19     updateL1; */
                                                 /* 20 } */
  OP (22, READ_L1),                              /* 22 readL1; */
  YIELD (23),                                    /* 23 yield; */
  OP (25, WRITE_TO_REGS),                        /* 25 writeToRegs; */
  YIELD (26),                                    /* 26 yield; */
  OP (28, RELEASE_REGS),                         /* 28 releaseRegs; */
  END (29),                                      /* 29 end; */
};
PROG (prog_4_2, "listing 4.2 (ld .ca)", listing_4_2);

/* Listing 4.3: local writes with .cg: into L1, evict-first [PTX ISA, cache operators]. */
static const CkMStm listing_4_3[] = {
  OP (1, WRITE_L1),                              /* 1 writeL1; */
  OP (2, CLASSIFY_FIRST_L1),                     /* 2 classifyFirstL1; */
  YIELD (3),                                     /* 3 yield; */
  OP (5, RELEASE_REGS),                          /* 5 releaseRegs; */
  END (6),                                       /* 6 end; */
};
PROG (prog_4_3, "listing 4.3 (st.local .cg)", listing_4_3);

/* Listing 4.4: atomic operations on global memory, performed on the L2 line: lines 17–19 are
 * one micro step, which is what makes them atomic. */
static const CkMStm listing_4_4[] = {
  OP (1, EVICT_L1),                              /*  1 evictL1; */
  YIELD (2),                                     /*  2 yield; */
  IF_NOT (4, IS_CACHED_L2, 16),                  /*  4 if (!isCachedL2) { */
  OP (6, RESERVE_L2),                            /*  6     reserveL2; */
  OP (7, CLASSIFY_NORMAL_L2),                    /*  7     classifyNormalL2; */
  YIELD (8),                                     /*  8     yield; */
  OP (10, READ_MEM),                             /* 10     readMem; */
  YIELD (11),                                    /* 11     yield; */
  OP (13, UPDATE_L2),                            /* 13     updateL2; */
  YIELD (14),                                    /* 14     yield; */
                                                 /* 15 } */
  OP (17, READ_L2),                              /* 17 readL2; */
  OP (18, ATOM_OP),                              /* 18 atomOp; */
  OP (19, WRITE_L2),                             /* 19 writeL2; */
  YIELD (20),                                    /* 20 yield; */
  OP (21, WRITE_TO_REGS),                        /* 21 writeToRegs; */
  YIELD (22),                                    /* 22 yield; */
  OP (23, RELEASE_REGS),                         /* 23 releaseRegs; */
  END (24),                                      /* 24 end; */
};
PROG (prog_4_4, "listing 4.4 (atom.global)", listing_4_4);

/* Listing 4.5: atomic operations on shared memory: read, compute and write are three micro
 * steps under the bank locks, which plain loads and stores ignore, so a plain store can land
 * in between ([PTX ISA, atom]: not atomic with respect to non-atomic accesses). */
static const CkMStm listing_4_5[] = {
  OP (1, LOCK),                                  /*  1 lock; */
  OP (2, READ_MEM),                              /*  2 readMem; */
  YIELD (3),                                     /*  3 yield; */
  OP (5, ATOM_OP),                               /*  5 atomOp; */
  YIELD (6),                                     /*  6 yield; */
  OP (8, WRITE_MEM),                             /*  8 writeMem; */
  YIELD (9),                                     /*  9 yield; */
  OP (11, UNLOCK),                               /* 11 unlock; */
  YIELD (12),                                    /* 12 yield; */
  OP (14, WRITE_TO_REGS),                        /* 14 writeToRegs; */
  YIELD (15),                                    /* 15 yield; */
  OP (16, RELEASE_REGS),                         /* 16 releaseRegs; */
  END (17),                                      /* 17 end; */
};
PROG (prog_4_5, "listing 4.5 (atom.shared)", listing_4_5);

/* Listing 4.6: writes to registers. */
static const CkMStm listing_4_6[] = {
  OP (1, WRITE_TO_REGS),                         /* 1 writeToRegs; */
  YIELD (2),                                     /* 2 yield; */
  OP (3, RELEASE_REGS),                          /* 3 releaseRegs; */
  END (4),                                       /* 4 end; */
};
PROG (prog_4_6, "listing 4.6 (register write)", listing_4_6);

/* ---- ours: not from the thesis -------------------------------------------------------------
 * Derived from the cache operators of the PTX ISA (sm_20 and later) in the style of the
 * listings; the line numbers are those the program would have as a listing. */

/* ld.global .cg: "cache at global level (cache in L2 and below, not L1)": listing 4.2 without
 * its L1 part. */
static const CkMStm ours_ld_cg[] = {
  IF_NOT (1, IS_CACHED_L2, 11),                  /*  1 if (!isCachedL2) { */
  OP (3, RESERVE_L2),                            /*  3     reserveL2; */
  YIELD (4),                                     /*  4     yield; */
  OP (6, READ_MEM),                              /*  6     readMem; */
  YIELD (7),                                     /*  7     yield; */
  OP (9, UPDATE_L2),                             /*  9     updateL2; */
                                                 /* 10 } */
  OP (12, READ_L2),                              /* 12 readL2; */
  YIELD (13),                                    /* 13 yield; */
  OP (15, WRITE_TO_REGS),                        /* 15 writeToRegs; */
  YIELD (16),                                    /* 16 yield; */
  OP (18, RELEASE_REGS),                         /* 18 releaseRegs; */
  END (19),                                      /* 19 end; */
};
PROG (prog_ld_cg, "ours (ld.global .cg)", ours_ld_cg);

/* ld.global .cs (and .lu on global addresses, which "performs ld.cs"): "cache streaming ...
 * allocates global lines with evict-first policy in L1 and L2": listing 4.2 with each
 * reservation classified first, as listing 4.4 classifies its reservation (its line 7). */
static const CkMStm ours_ld_cs[] = {
  IF_NOT (1, IS_CACHED_L1, 23),                  /*  1 if (!isCachedL1) { */
  OP (3, RESERVE_L1),                            /*  3     reserveL1; */
  OP (4, CLASSIFY_FIRST_L1),                     /*  4     classifyFirstL1; */
  YIELD (5),                                     /*  5     yield; */
  IF_NOT (7, IS_CACHED_L2, 18),                  /*  7     if (!isCachedL2) { */
  OP (9, RESERVE_L2),                            /*  9         reserveL2; */
  OP (10, CLASSIFY_FIRST_L2),                    /* 10         classifyFirstL2; */
  YIELD (11),                                    /* 11         yield; */
  OP (13, READ_MEM),                             /* 13         readMem; */
  YIELD (14),                                    /* 14         yield; */
  OP (16, UPDATE_L2),                            /* 16         updateL2; */
                                                 /* 17     } */
  OP (19, READ_L2),                              /* 19     readL2; */
  YIELD (20),                                    /* 20     yield; */
  OP (21, UPDATE_L1),                            /* 21     updateL1; */
                                                 /* 22 } */
  OP (24, READ_L1),                              /* 24 readL1; */
  YIELD (25),                                    /* 25 yield; */
  OP (27, WRITE_TO_REGS),                        /* 27 writeToRegs; */
  YIELD (28),                                    /* 28 yield; */
  OP (30, RELEASE_REGS),                         /* 30 releaseRegs; */
  END (31),                                      /* 31 end; */
};
PROG (prog_ld_cs, "ours (ld.global .cs/.lu)", ours_ld_cs);

/* ld.local .lu (and .cs on local addresses, which "performs the ld.lu operation"): "last use
 * ... avoids an unnecessary write-back of lines that will not be used again": listing 4.2,
 * whose read is followed by a discard of the L1 line, dirty or not ([H §4.2.2] names .lu as
 * the reason discard exists). The whole line goes, other dirty bytes of it included. */
static const CkMStm ours_ld_lu[] = {
  IF_NOT (1, IS_CACHED_L1, 21),                  /*  1 if (!isCachedL1) { */
  OP (3, RESERVE_L1),                            /*  3     reserveL1; */
  YIELD (4),                                     /*  4     yield; */
  IF_NOT (6, IS_CACHED_L2, 16),                  /*  6     if (!isCachedL2) { */
  OP (8, RESERVE_L2),                            /*  8         reserveL2; */
  YIELD (9),                                     /*  9         yield; */
  OP (11, READ_MEM),                             /* 11         readMem; */
  YIELD (12),                                    /* 12         yield; */
  OP (14, UPDATE_L2),                            /* 14         updateL2; */
                                                 /* 15     } */
  OP (17, READ_L2),                              /* 17     readL2; */
  YIELD (18),                                    /* 18     yield; */
  OP (19, UPDATE_L1),                            /* 19     updateL1; */
                                                 /* 20 } */
  OP (22, READ_L1),                              /* 22 readL1; */
  OP (23, DISCARD_L1),                           /* 23 discardL1; */
  YIELD (24),                                    /* 24 yield; */
  OP (26, WRITE_TO_REGS),                        /* 26 writeToRegs; */
  YIELD (27),                                    /* 27 yield; */
  OP (29, RELEASE_REGS),                         /* 29 releaseRegs; */
  END (30),                                      /* 30 end; */
};
PROG (prog_ld_lu, "ours (ld.local .lu/.cs)", ours_ld_lu);

/* ld.global .cv: "don't cache and fetch again": the L1 copy is dropped (it may be stale, the
 * L1s not being coherent; global data is never dirty there) and the value is fetched through
 * L2, the point of coherence, as ld.cg does. */
static const CkMStm ours_ld_cv[] = {
  OP (1, DISCARD_L1),                            /*  1 discardL1; */
  YIELD (2),                                     /*  2 yield; */
  IF_NOT (4, IS_CACHED_L2, 14),                  /*  4 if (!isCachedL2) { */
  OP (6, RESERVE_L2),                            /*  6     reserveL2; */
  YIELD (7),                                     /*  7     yield; */
  OP (9, READ_MEM),                              /*  9     readMem; */
  YIELD (10),                                    /* 10     yield; */
  OP (12, UPDATE_L2),                            /* 12     updateL2; */
                                                 /* 13 } */
  OP (15, READ_L2),                              /* 15 readL2; */
  YIELD (16),                                    /* 16 yield; */
  OP (18, WRITE_TO_REGS),                        /* 18 writeToRegs; */
  YIELD (19),                                    /* 19 yield; */
  OP (21, RELEASE_REGS),                         /* 21 releaseRegs; */
  END (22),                                      /* 22 end; */
};
PROG (prog_ld_cv, "ours (ld.global .cv)", ours_ld_cv);

/* ld.shared and ld.const: no caches. Shared memory is on the SM; the constant caches are
 * transparent (constant memory does not change while a kernel runs, [H ch. 4]). */
static const CkMStm ours_ld_mem[] = {
  OP (1, READ_MEM),                              /* 1 readMem; */
  YIELD (2),                                     /* 2 yield; */
  OP (4, WRITE_TO_REGS),                         /* 4 writeToRegs; */
  YIELD (5),                                     /* 5 yield; */
  OP (7, RELEASE_REGS),                          /* 7 releaseRegs; */
  END (8),                                       /* 8 end; */
};
PROG (prog_ld_shared, "ours (ld.shared)", ours_ld_mem);
PROG (prog_ld_const, "ours (ld.const)", ours_ld_mem);

/* st.local .wb: "write back all coherent levels": local data is private to its thread, so
 * L1 holds it (dirty) with normal eviction policy; listing 4.3 with class normal. */
static const CkMStm ours_st_local_wb[] = {
  OP (1, WRITE_L1),                              /* 1 writeL1; */
  OP (2, CLASSIFY_NORMAL_L1),                    /* 2 classifyNormalL1; */
  YIELD (3),                                     /* 3 yield; */
  OP (5, RELEASE_REGS),                          /* 5 releaseRegs; */
  END (6),                                       /* 6 end; */
};
PROG (prog_st_local_wb, "ours (st.local .wb)", ours_st_local_wb);
/* st.local .wt: write-through "applies to global System Memory addresses only": as .wb */
PROG (prog_st_local_wt, "ours (st.local .wt = st.local .wb)", ours_st_local_wb);
/* st.local .cs: "allocates cache lines with evict-first policy": listing 4.3 */
PROG (prog_st_local_cs, "ours (st.local .cs = listing 4.3)", listing_4_3);
/* st.global .cg: "cache in L2 and below, not L1": what listing 4.1 does for .wb */
PROG (prog_st_global_cg, "ours (st.global .cg = listing 4.1)", listing_4_1);

/* st.global .cs: streaming, evict-first: listing 4.1 with class first. */
static const CkMStm ours_st_global_cs[] = {
  OP (1, DISCARD_L1),                            /* 1 discardL1; */
  YIELD (2),                                     /* 2 yield; */
  OP (4, WRITE_L2),                              /* 4 writeL2; */
  OP (5, CLASSIFY_FIRST_L2),                     /* 5 classifyFirstL2; */
  OP (6, RELEASE_REGS),                          /* 6 releaseRegs; */
  END (7),                                       /* 7 end; */
};
PROG (prog_st_global_cs, "ours (st.global .cs)", ours_st_global_cs);

/* st.global .wt: "write-through (to system memory)": listing 4.1 that also writes DRAM in the
 * micro step of the L2 write. */
static const CkMStm ours_st_global_wt[] = {
  OP (1, DISCARD_L1),                            /* 1 discardL1; */
  YIELD (2),                                     /* 2 yield; */
  OP (4, WRITE_L2),                              /* 4 writeL2; */
  OP (5, CLASSIFY_NORMAL_L2),                    /* 5 classifyNormalL2; */
  OP (6, WRITE_MEM),                             /* 6 writeMem; */
  OP (7, RELEASE_REGS),                          /* 7 releaseRegs; */
  END (8),                                       /* 8 end; */
};
PROG (prog_st_global_wt, "ours (st.global .wt)", ours_st_global_wt);

/* st.shared: no caches; bank locks do not hold plain stores back. */
static const CkMStm ours_st_shared[] = {
  OP (1, WRITE_MEM),                             /* 1 writeMem; */
  YIELD (2),                                     /* 2 yield; */
  OP (4, RELEASE_REGS),                          /* 4 releaseRegs; */
  END (5),                                       /* 5 end; */
};
PROG (prog_st_shared, "ours (st.shared)", ours_st_shared);

/* ---- which program an operation runs ---------------------------------------------------------
 * Loads of local data read through L1 under every operator: local data is private and written
 * into L1 by every local store (listing 4.3 included), so a local load that skipped L1 would
 * read its own thread's stores stale from L2. Hence local .cg and .cv run listing 4.2. */

typedef struct ProgRow {
  CkMemOpKind kind;
  CkMemOpSpace space;
  CkCacheOp cop;
  const CkMProg *prog;
} ProgRow;

static const ProgRow prog_table[] = {
  { CK_MOP_LOAD,  CK_MSPACE_GLOBAL, CK_COP_CA, &prog_4_2 },
  { CK_MOP_LOAD,  CK_MSPACE_GLOBAL, CK_COP_CG, &prog_ld_cg },
  { CK_MOP_LOAD,  CK_MSPACE_GLOBAL, CK_COP_CS, &prog_ld_cs },
  { CK_MOP_LOAD,  CK_MSPACE_GLOBAL, CK_COP_LU, &prog_ld_cs },
  { CK_MOP_LOAD,  CK_MSPACE_GLOBAL, CK_COP_CV, &prog_ld_cv },
  { CK_MOP_LOAD,  CK_MSPACE_LOCAL,  CK_COP_CA, &prog_4_2 },
  { CK_MOP_LOAD,  CK_MSPACE_LOCAL,  CK_COP_CG, &prog_4_2 },
  { CK_MOP_LOAD,  CK_MSPACE_LOCAL,  CK_COP_CS, &prog_ld_lu },
  { CK_MOP_LOAD,  CK_MSPACE_LOCAL,  CK_COP_LU, &prog_ld_lu },
  { CK_MOP_LOAD,  CK_MSPACE_LOCAL,  CK_COP_CV, &prog_4_2 },
  { CK_MOP_LOAD,  CK_MSPACE_SHARED, CK_COP_NONE, &prog_ld_shared },
  { CK_MOP_LOAD,  CK_MSPACE_CONST,  CK_COP_NONE, &prog_ld_const },
  { CK_MOP_STORE, CK_MSPACE_GLOBAL, CK_COP_WB, &prog_4_1 },
  { CK_MOP_STORE, CK_MSPACE_GLOBAL, CK_COP_CG, &prog_st_global_cg },
  { CK_MOP_STORE, CK_MSPACE_GLOBAL, CK_COP_CS, &prog_st_global_cs },
  { CK_MOP_STORE, CK_MSPACE_GLOBAL, CK_COP_WT, &prog_st_global_wt },
  { CK_MOP_STORE, CK_MSPACE_LOCAL,  CK_COP_WB, &prog_st_local_wb },
  { CK_MOP_STORE, CK_MSPACE_LOCAL,  CK_COP_CG, &prog_4_3 },
  { CK_MOP_STORE, CK_MSPACE_LOCAL,  CK_COP_CS, &prog_st_local_cs },
  { CK_MOP_STORE, CK_MSPACE_LOCAL,  CK_COP_WT, &prog_st_local_wt },
  { CK_MOP_STORE, CK_MSPACE_SHARED, CK_COP_NONE, &prog_st_shared },
  { CK_MOP_ATOM,  CK_MSPACE_GLOBAL, CK_COP_NONE, &prog_4_4 },
  { CK_MOP_ATOM,  CK_MSPACE_SHARED, CK_COP_NONE, &prog_4_5 },
};

const CkMProg *
ck_mprog_select (CkMemOpKind kind, CkMemOpSpace space, CkCacheOp cop)
{
  if (kind == CK_MOP_REG)
    return &prog_4_6;
  /* no operator: PTX's defaults, ld .ca and st .wb; shared and constant memory and atomics
     take none */
  if (space == CK_MSPACE_SHARED || space == CK_MSPACE_CONST || kind == CK_MOP_ATOM)
    cop = CK_COP_NONE;
  else if (cop == CK_COP_NONE)
    cop = kind == CK_MOP_LOAD ? CK_COP_CA : CK_COP_WB;
  for (gsize i = 0; i < G_N_ELEMENTS (prog_table); i++)
    if (prog_table[i].kind == kind && prog_table[i].space == space && prog_table[i].cop == cop)
      return prog_table[i].prog;
  return NULL;
}

guint32
ck_mprog_jump (const CkMProg *p, guint32 line)
{
  guint32 i = 0;
  while (i < p->n_stms && p->stms[i].line < line)
    i++;
  return i;
}

gboolean
ck_mprog_has (const CkMProg *p, CkOpExp e)
{
  for (guint32 i = 0; i < p->n_stms; i++)
    if (p->stms[i].kind == CK_MSTM_OP && p->stms[i].arg == e)
      return TRUE;
  return FALSE;
}

const char *
ck_mprog_stmt_text (const CkMProg *p, guint32 pc)
{
  static const char *const if_text[2][2] = {
    { "if (isCachedL1)", "if (isCachedL2)" },
    { "if (!isCachedL1)", "if (!isCachedL2)" },
  };
  g_return_val_if_fail (pc < p->n_stms, "?");
  const CkMStm *s = &p->stms[pc];
  switch ((CkMStmKind) s->kind)
    {
    case CK_MSTM_NOP: return ";";
    case CK_MSTM_YIELD: return "yield";
    case CK_MSTM_END: return "end";
    case CK_MSTM_OP: return ck_opexp_name[s->arg];
    case CK_MSTM_IF: return if_text[0][s->arg];
    case CK_MSTM_IF_NOT: return if_text[1][s->arg];
    }
  g_assert_not_reached ();
}

gboolean
ck_mprog_check (const CkMProg *p)
{
  if (p->n_stms == 0 || p->stms[p->n_stms - 1].kind != CK_MSTM_END)
    return FALSE;
  for (guint32 i = 0; i < p->n_stms; i++)
    {
      const CkMStm *s = &p->stms[i];
      if (i > 0 && s->line <= p->stms[i - 1].line)
        return FALSE;
      if (s->kind == CK_MSTM_OP && s->arg >= CK_OPEXP__COUNT)
        return FALSE;
      if ((s->kind == CK_MSTM_IF || s->kind == CK_MSTM_IF_NOT)
          && (s->after <= s->line || ck_mprog_jump (p, s->after) >= p->n_stms))
        return FALSE;
    }
  return TRUE;
}
