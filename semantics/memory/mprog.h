/* semantics/memory/mprog.h — memory programs [H §4.4.2–4.4.4] as static statement arrays, one
 * per memory operation: the listings of [H §4.5] and ours for the other cache operators.
 * Private to semantics/memory (fermi.c runs them; tests/test-fermi.c checks them).
 * SPDX-License-Identifier: MIT */
#ifndef CK_MPROG_H
#define CK_MPROG_H

#include "semantics/memory/fermi.h"

typedef enum {
#define CK_OPEXP(id, name) CK_OPEXP_##id,
#include "semantics/memory/opexp.def"
#undef CK_OPEXP
  CK_OPEXP__COUNT
} CkOpExp;

extern const char *const ck_opexp_name[CK_OPEXP__COUNT];

/* [H §4.4.2] BExp: the programs need the cache queries only (true, false, and, or are unused). */
typedef enum {
  CK_BEXP_IS_CACHED_L1,             /* isCachedL1 */
  CK_BEXP_IS_CACHED_L2              /* isCachedL2 */
} CkBExp;

/* [H §4.4.4] MemStm, flattened: sequential composition is the order of the array, and an
 * if-statement without else (the only kind the programs use) jumps over its block. */
typedef enum {
  CK_MSTM_NOP,                      /* ;                    (nop) */
  CK_MSTM_YIELD,                    /* yield;               (yield) */
  CK_MSTM_END,                      /* end;                 (end) */
  CK_MSTM_OP,                       /* OpExp;               (op1), (op2) */
  CK_MSTM_IF,                       /* if (BExp) { ... }    (if_tt); (if_ff) goes on at [after] */
  CK_MSTM_IF_NOT                    /* if (!BExp) { ... }   (if_tt); when BExp holds, at [after] */
} CkMStmKind;

typedef struct CkMStm {
  guint8 kind;                      /* CkMStmKind */
  guint8 arg;                       /* CK_MSTM_OP: the CkOpExp; CK_MSTM_IF*: the CkBExp */
  guint8 line;                      /* its line in the listing */
  guint8 after;                     /* CK_MSTM_IF*: the first listing line after the block */
} CkMStm;

typedef struct CkMProg {
  const char *name;                 /* "listing 4.2 (ld .ca)", "ours: ld.global .cg", ... */
  const CkMStm *stms;
  guint32 n_stms;
} CkMProg;

/* The program of an operation of [kind] on [space] with cache operator [cop] (the table in
 * mprog.c); NULL when PTX has no such operation (a store to constant memory, ...). */
const CkMProg *ck_mprog_select (CkMemOpKind kind, CkMemOpSpace space, CkCacheOp cop);
/* The index of the first statement of [p] at or after listing line [line] ([p]->n_stms if none). */
guint32 ck_mprog_jump (const CkMProg *p, guint32 line);
/* Does [p] contain the operation [e]? */
gboolean ck_mprog_has (const CkMProg *p, CkOpExp e);
/* The statement [pc] of [p] as the listing writes it, for the trace: "readL1", "yield", ... */
const char *ck_mprog_stmt_text (const CkMProg *p, guint32 pc);
/* Is [p] well formed: lines increase, every jump lands on a statement, the last is end? */
gboolean ck_mprog_check (const CkMProg *p);

#endif
