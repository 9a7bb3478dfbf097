/* semantics/memory/fermi.h — the memory environment of [H ch. 4] (`--memory=fermi`, issue 9):
 * caches of cache lines [H §4.2], the memory environment with L1 per SM and one L2 [H §4.3],
 * memory programs run micro-step by micro-step [H §4.4], the programs of the memory operations
 * [H §4.5] and the silent rules of [H §4.6].
 *
 * This module knows nothing of warps, registers or the checker: device memory and shared memory
 * are reached through CkFermiBacking, and what a program delivers to registers (writeToRegs,
 * releaseRegs, atomOp) goes through callbacks. semantics/memory/access.c connects it to the run.
 *
 * Deviation from [H §4.2.1], stated once: the thesis lets every request cover a whole cache line
 * (its translator aligns and sizes requests to MaxMemOpSize). Requests here are the threads' own
 * 1–16-byte accesses, so a line keeps, per byte, whether it holds data (present) and whether that
 * data is newer than the next level (dirty). The thesis' valid flag is "the bytes a request needs
 * are present"; update fills only bytes that are not present (the thesis' "unless there was a
 * write to this cache line in the meantime", per byte); write-backs write only dirty bytes.
 *
 * Every byte of data carries the sequence number of the store that wrote it (0: written before
 * the kernel, by the host or the loader), so that a read can say how old its value is; a store's
 * sequence number is its memory operation index (mid), given in issue order.
 * SPDX-License-Identifier: MIT */
#ifndef CK_FERMI_H
#define CK_FERMI_H

#include <glib.h>

#define CK_LINE_SIZE 128          /* MaxMemOpSize: bytes per cache line */
#define CK_MAX_OP_SIZE 16         /* largest request of one thread */
#define CK_SHARED_BANKS 32        /* SharedMemBanks of compute capability 2.x */

/* ---- [H §4.2.1] cache lines ----------------------------------------------------------------- */

typedef enum { CK_EV_NORMAL, CK_EV_FIRST } CkEvClass;          /* EvClass ::= first | normal */

typedef struct CkCacheLine {
  gboolean used;                  /* pAddr_ε ≠ ε */
  guint64 addr;                   /* line-aligned address (multiple of CK_LINE_SIZE) */
  guint64 present[2];             /* bytes holding data (bit i: byte i of the line) */
  guint64 dirty[2];               /* bytes newer than the next level */
  gboolean fetching;              /* reserved for a fill that has not arrived (update pending) */
  guint8 data[CK_LINE_SIZE];
  guint32 seq[CK_LINE_SIZE];      /* per byte: the store that wrote it (0: before the kernel) */
  guint32 *pins;                  /* MemOpIdx*: operations waiting for or holding the line, without
                                     duplicates; grown on demand (every thread of an SM may wait on
                                     one line), kept across init and freed by ck_cache_clear */
  guint32 n_pins, pins_cap;
  CkEvClass ec;
} CkCacheLine;

/* Invariants of a cache (ck_cache_check_invariants): an unused line holds nothing (no present,
 * dirty or pinned bytes, not fetching, class normal); dirty bytes are present; a used line lies in
 * the set eligible for its address and no two used lines share an address. */

/* A cache: [n_sets] sets of [ways] lines; eligible(addr) [H §4.2.2] is the set of the line
 * address. L1 and L2 use the same functions [H §4.2]. */
typedef struct CkCache {
  CkCacheLine *lines;             /* n_sets * ways */
  guint32 n_sets, ways;
} CkCache;

void ck_cache_init (CkCache *c, guint32 n_sets, guint32 ways);
void ck_cache_clear (CkCache *c);                    /* frees the lines */

/* The cache operations of [H §4.2.2] on the line of [addr] for the [size] bytes at [addr] (one
 * request never crosses a line). Results follow the thesis: CK_CACHE_OK (success), CK_CACHE_DEFER
 * (ε: not now, the program yields and retries), CK_CACHE_BOTTOM (⊥: the operation is not defined
 * here; the memory program is faulty and stuck). */
typedef enum { CK_CACHE_OK, CK_CACHE_DEFER, CK_CACHE_BOTTOM } CkCacheResult;

gboolean ck_cache_is_cached (const CkCache *c, guint64 addr, guint32 size);   /* isCached */
gboolean ck_cache_can_evict (const CkCache *c, const CkCacheLine *cl);        /* canEvict */
CkCacheLine *ck_cache_lookup (CkCache *c, guint64 addr);                      /* the line of addr */
CkCacheLine *ck_cache_dirty_line_in_set (CkCache *c, guint64 addr);           /* one to write back */
const CkCacheLine *ck_cache_victim (const CkCache *c, guint64 addr);          /* reserve's choice */
CkCacheResult ck_cache_reserve (CkCache *c, guint64 addr, guint32 size, guint32 mid);   /* mid 0: ε */
CkCacheResult ck_cache_read (CkCache *c, guint64 addr, guint32 size, guint32 mid,
                             guint8 *data, guint32 *seq);
CkCacheResult ck_cache_write (CkCache *c, guint64 addr, guint32 size, const guint8 *data,
                              const guint32 *seq);
CkCacheResult ck_cache_update (CkCache *c, guint64 line_addr, const guint8 *data /* [CK_LINE_SIZE] */,
                               const guint32 *seq /* [CK_LINE_SIZE] */);
CkCacheResult ck_cache_evict (CkCache *c, guint64 addr);
CkCacheResult ck_cache_discard (CkCache *c, guint64 addr);
CkCacheResult ck_cache_classify (CkCache *c, guint64 addr, CkEvClass ec);
void ck_cache_unpin (CkCache *c, guint64 addr, guint32 mid);

/* Added to the contract for the per-byte deviation: the write of the dirty bytes [mask] of a
 * whole line (wb_L1), the premise of that write ("the write to L2 succeeds instantaneously",
 * [H §4.6] (wb_L1)), and the line predicates the silent rules and the tests need. */
CkCacheResult ck_cache_write_mask (CkCache *c, guint64 line_addr, const guint8 *data /* [CK_LINE_SIZE] */,
                                   const guint32 *seq /* [CK_LINE_SIZE] */, const guint64 *mask /* [2] */);
gboolean ck_cache_has_room (const CkCache *c, guint64 addr);      /* a write would not defer */
gboolean ck_cache_line_is_dirty (const CkCacheLine *cl);
gboolean ck_cache_line_is_pinned (const CkCacheLine *cl);
gboolean ck_cache_line_is_present (const CkCacheLine *cl, guint64 addr, guint32 size);
gboolean ck_cache_check_invariants (const CkCache *c);

/* ---- [H §4.3] the memory environment's backing memories ---------------------------------------- */

/* DRAM (global, local, constant) and each block's shared memory. Reads of bytes outside every
 * allocation give 0 with seq 0 and writes to them are dropped (a line fill may reach past the end
 * of a small allocation). [mask], when not NULL, selects the bytes to write (bit i: byte i). */
typedef struct CkFermiBacking {
  gpointer self;
  void (*read) (gpointer self, guint64 addr, guint32 size, guint8 *data, guint32 *seq);
  void (*write) (gpointer self, guint64 addr, guint32 size, const guint8 *data, const guint32 *seq,
                 const guint64 *mask);
} CkFermiBacking;

/* ---- [H §4.4.1] memory operations and their implicit state ------------------------------------- */

typedef enum {
  CK_MOP_LOAD, CK_MOP_STORE, CK_MOP_ATOM,
  CK_MOP_REG                      /* listing 4.6: a register write (unit-tested; the evaluator
                                     writes registers of arithmetic directly) */
} CkMemOpKind;

typedef enum { CK_MSPACE_GLOBAL, CK_MSPACE_LOCAL, CK_MSPACE_SHARED, CK_MSPACE_CONST } CkMemOpSpace;

/* PTX cache operators [H ch. 4; PTX ISA, cache operators]; CK_COP_NONE for shared and constant
 * memory (cop_ε = ε: isCachedL1/L2 and the cache operations are ⊥ there). */
typedef enum {
  CK_COP_NONE, CK_COP_CA, CK_COP_CG, CK_COP_CS, CK_COP_LU, CK_COP_CV,   /* loads */
  CK_COP_WB, CK_COP_WT                                                    /* stores (.cg .cs too) */
} CkCacheOp;

typedef struct CkFermi CkFermi;
typedef struct CkMemOp CkMemOp;

/* What the issuing side gives for a new operation. */
typedef struct CkMemOpDesc {
  CkMemOpKind kind;
  CkMemOpSpace space;
  CkCacheOp cop;
  guint32 pid;                    /* the SM: selects the L1 [H §4.3] */
  guint64 addr;
  guint32 size;                   /* 1..CK_MAX_OP_SIZE, naturally aligned */
  guint8 value[CK_MAX_OP_SIZE];   /* store: the bytes to write */
  gboolean is_volatile;           /* processed in program order with the thread's other volatile
                                     operations [H §4.6] */
  gconstpointer thread;           /* the issuing thread (program order, fences) */
  gconstpointer bank_key;         /* shared memory: the block's window, whose banks lock */
  guint64 bank_base;              /* shared memory: the window's base (bank of addr) */
  gpointer user;                  /* for the callbacks */
  guint32 user_lane, user_reg;
  gboolean untraced;              /* --trace=mem: a filter leaves its issuer out */
} CkMemOpDesc;

/* The callbacks of the operational expressions that reach beyond memory [H §4.4.3]. */
typedef struct CkFermiHooks {
  gpointer self;
  /* writeToRegs: the value read (or the old value of an atomic) and its bytes' seqs */
  void (*write_to_regs) (gpointer self, CkMemOp *op, const guint8 *value, const guint32 *seq);
  /* releaseRegs */
  void (*release_regs) (gpointer self, CkMemOp *op);
  /* atomOp: computes [new_value] from [old_value] (aop of [H §4.4.3]) */
  void (*atom_op) (gpointer self, CkMemOp *op, const guint8 *old_value, guint8 *new_value);
  /* a store's or atomic's write reached the level where other threads read it (writeL2 of
     global memory, writeMem, writeL1 of local memory): called once, NULL for none */
  void (*performed) (gpointer self, CkMemOp *op);
  /* --trace=mem: one line of text (no newline) per statement of a micro step of an operation
     whose issuer the trace wants (not [untraced]), and per change of a cache line that a
     silent rule or the run makes; NULL when nobody traces */
  void (*trace) (gpointer self, const char *text);
} CkFermiHooks;

/* The geometry: Fermi's defaults are 16 KiB of L1 per SM and 768 KiB of L2, 128-byte lines. */
typedef struct CkFermiConfig {
  guint32 n_sms;
  guint32 l1_sets, l1_ways;
  guint32 l2_sets, l2_ways;
} CkFermiConfig;

void ck_fermi_config_init (CkFermiConfig *cfg, guint32 n_sms);

CkFermi *ck_fermi_new (const CkFermiConfig *cfg, const CkFermiBacking *backing, const CkFermiHooks *hooks);
void ck_fermi_free (CkFermi *f);

/* Issues an operation: picks its memory program by kind, space and cache operator ([H §4.5] and
 * the table in the manual), gives it the next mid and puts it in flight. */
CkMemOp *ck_fermi_issue (CkFermi *f, const CkMemOpDesc *d);

/* Accessors of an operation's implicit state. */
guint32 ck_mem_op_mid (const CkMemOp *op);
const CkMemOpDesc *ck_mem_op_desc (const CkMemOp *op);
const char *ck_mem_op_program_name (const CkMemOp *op);   /* "listing 4.2 (ld .ca)", ... */
guint32 ck_mem_op_pc (const CkMemOp *op);                 /* the statement its next micro step starts at */

/* In flight, in issue order. */
guint ck_fermi_n_in_flight (const CkFermi *f);
CkMemOp *ck_fermi_in_flight (const CkFermi *f, guint i);
/* [H §4.6] highestPrio: may [op] take its next micro step now? (No older volatile operation of
 * its thread is in flight when [op] is volatile, and no older operation of its thread on
 * overlapping bytes: per-location coherence, see fermi.c.) */
gboolean ck_fermi_may_step (const CkFermi *f, const CkMemOp *op);
/* Has [thread] an operation in flight (fences and barriers wait until it has none)? */
gboolean ck_fermi_thread_busy (const CkFermi *f, gconstpointer thread);

/* [H §4.6] rules (step) and (end): one micro step of [op] (→Op until yield or end). Returns TRUE
 * when the program ended; [op] is then freed. A program stuck on ⊥ is an internal error
 * (g_error with the program and statement). */
gboolean ck_fermi_step (CkFermi *f, CkMemOp *op);

/* [H §4.6] the silent rules: evict_L1, evict_L2, wb_L1, wb_L2 and flush, on a line and cache
 * chosen with [rand] among those where the rule applies. Returns FALSE when none applies. */
gboolean ck_fermi_silent_step (CkFermi *f, GRand *rand);

/* The end of a grid ("L1 lines are invalidated between dependent grids", [H §4.6] (flush)):
 * every dirty line is written back (L1 to L2, L2 to DRAM) and every line is dropped. Only when
 * nothing is in flight. */
void ck_fermi_drain (CkFermi *f);

/* The host and the copy engine reach DRAM directly, with L2 as the point of coherence: before
 * they read [n] bytes at [addr], the dirty L2 bytes there are written back (ck_fermi_host_read);
 * after they wrote them, L2 lines over the range take the new bytes, clean, with seq 0
 * (ck_fermi_host_wrote). The L1s are not told: they are not coherent. */
void ck_fermi_host_read (CkFermi *f, guint64 addr, guint64 n);
void ck_fermi_host_wrote (CkFermi *f, guint64 addr, guint64 n);

/* A device thread's byte-wise access (an aggregate copy, memcpy, memset, a builtin) reaches
 * DRAM directly too, but its own SM's L1 may hold its newest bytes: a store of .wb local memory
 * (listing 4.3) stays in L1 until written back. Before it reads, the dirty bytes of L1 [pid]
 * over the range are written back (to L2, or to DRAM when L2 has no room), then L2's
 * (ck_fermi_host_read); after it wrote, L2's lines and L1 [pid]'s over the range take the new
 * bytes (ck_fermi_host_wrote). Without this a struct built in local memory and copied to global
 * memory was copied from stale DRAM (issue 26's struct store lost 18 of 1024 records). */
void ck_fermi_sm_read (CkFermi *f, guint32 pid, guint64 addr, guint64 n);
void ck_fermi_sm_wrote (CkFermi *f, guint32 pid, guint64 addr, guint64 n);

/* The mid the next ck_fermi_issue will give (the issuing side announces it to observers first). */
guint32 ck_fermi_next_mid (const CkFermi *f);

/* The silent rules a run applies at any time: wb_L1, wb_L2 and evict_L2, chosen as in
 * ck_fermi_silent_step. evict_L1 and flush are left to reservations (a set that needs room) and
 * to the end of a grid: an L1 line no one pushes out stays, as on a GPU. FALSE if none applies. */
gboolean ck_fermi_silent_step_writeback (CkFermi *f, GRand *rand);
/**
 * ck_fermi_make_room:
 * @f: the memory environment
 * @op: an operation whose last micro step yielded
 *
 * [H §4.6] (wb_L1) or (wb_L2) for a set that needs room. The silent rules may apply at any
 * time; when [op]'s write or reservation yielded because every line of its set was dirty
 * (ε), this applies the write-back of that set's first dirty, unpinned line now (an L1 line
 * goes to L2, making room there the same way first), so the operation succeeds when it next
 * steps. A run that waited for a randomly chosen silent step to pick that set instead grew
 * quadratic in the lines a kernel writes: every round scans every operation in flight, and the
 * rounds grew with the lines waiting (issue 26: 65,536 threads storing a 12-byte struct each
 * did not finish in 300 s; now 3.4 s).
 *
 * Returns: TRUE when a line was written back; FALSE when [op] did not yield for room or no
 * line of its set can be written back (all pinned or fetching).
 */
gboolean ck_fermi_make_room (CkFermi *f, CkMemOp *op);

/* Text for --trace=mem: the name of statement [pc] of [op]'s program. */
const char *ck_mem_op_stmt_name (const CkMemOp *op, guint32 pc);

/* Added for the trace and the tests: the listing line of statement [pc] (the line numbers of
 * [H §4.5]; ours are numbered the same way), the caches, and the bank locks of a block window
 * (bit b: bank b is locked by an atomic). */
guint32 ck_mem_op_line (const CkMemOp *op, guint32 pc);
CkCache *ck_fermi_l1 (CkFermi *f, guint32 pid);
CkCache *ck_fermi_l2 (CkFermi *f);
guint32 ck_fermi_bank_locks (const CkFermi *f, gconstpointer bank_key);

#endif
