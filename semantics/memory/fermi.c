/* semantics/memory/fermi.c — the memory environment of [H §4.3] (an L1 per SM, one L2, DRAM and
 * shared memory behind CkFermiBacking), the semantics of memory programs [H §4.4] and the
 * transition system ->M of [H §4.6]: micro steps of in-flight operations and the silent rules.
 * SPDX-License-Identifier: MIT */
#include <stdarg.h>
#include <string.h>
#include "semantics/memory/mprog.h"

/* Fermi's geometry [H §4.2; NVIDIA Fermi whitepaper]: 16 KiB of L1 per SM in 128-byte lines,
 * 4 ways; 768 KiB of L2, 16 ways. */
#define CK_FERMI_L1_LINES 128u
#define CK_FERMI_L1_WAYS 4u
#define CK_FERMI_L2_LINES 6144u
#define CK_FERMI_L2_WAYS 16u

/* [H §4.4.1] the implicit state Σ of a memory program, and [H §4.6] MemOp = MemStm × Σ ×
 * Priority: the statement is [pc] of [prog]; the priority is the issue order (the position in
 * the in-flight list) together with [d.is_volatile], see ck_fermi_may_step. */
struct CkMemOp {
  CkMemOpDesc d;
  guint32 mid;                             /* MemOpIdx, from 1 in issue order */
  const CkMProg *prog;
  guint32 pc;
  /* v_i/o: a load's value read; a store's value, each byte with seq = mid */
  guint8 value[CK_MAX_OP_SIZE];
  guint32 seq[CK_MAX_OP_SIZE];
  /* an atomic's v_out (the old value) and its new value aop(v_out, v_in, ...) */
  guint8 old_value[CK_MAX_OP_SIZE];
  guint32 old_seq[CK_MAX_OP_SIZE];
  guint8 new_value[CK_MAX_OP_SIZE];
  /* the CacheWord of a line fill: read from DRAM (readMem) or from L2 (readL2), for update */
  guint8 line[CK_LINE_SIZE];
  guint32 line_seq[CK_LINE_SIZE];
  gboolean performed;                      /* its write reached its level of coherence */
  /* The orders of ck_fermi_may_step, as links between the in-flight operations of one thread:
     [vol_prev/next] its volatile operations in issue order; [chunk_prev/next] its operations on
     the same CK_MAX_OP_SIZE-aligned chunk (an operation never crosses one), in issue order;
     [chunk_key] identifies the chunk's list in CkFermi.chunk_tails. */
  CkMemOp *vol_prev, *vol_next;
  CkMemOp *chunk_prev, *chunk_next;
  struct { gconstpointer thread; guint64 chunk; } chunk_key;
  CkCache *needs_room;                     /* its last micro step yielded because no line of
                                              its set in this cache could be reserved */
  gboolean ended;                          /* (end) applied; still in CkFermi.in_flight */
  gboolean tell_performed;                 /* [performed] became TRUE in this statement */
};

/* [H §4.3] MemEnv, less DRAM and shared memory (the backing) and the register files (hooks). */
struct CkFermi {
  CkFermiConfig cfg;
  CkFermiBacking backing;
  CkFermiHooks hooks;
  CkCache *l1;                             /* [cfg.n_sms]: l1Cache(η, pid) */
  CkCache l2;                              /* η_l2Cache */
  GPtrArray *in_flight;                    /* CkMemOp*, in issue order: the op list of ->M, and
                                              [n_ended] operations that ended (see compact) */
  guint n_ended;
  guint32 next_mid;
  GHashTable *bank_locks;                  /* bank_key -> guint32 mask: π2 sharedMem(η, pid) */
  GHashTable *vol_tails;                   /* thread -> its newest volatile CkMemOp in flight */
  GHashTable *chunk_tails;                 /* &op->chunk_key -> the newest CkMemOp of that thread
                                              and chunk in flight (the key lives in the value) */
};

static guint
chunk_key_hash (gconstpointer k)
{
  const CkMemOp *op = (const CkMemOp *) ((const char *) k - G_STRUCT_OFFSET (CkMemOp, chunk_key));
  return g_direct_hash (op->chunk_key.thread) ^ (guint) (op->chunk_key.chunk * 0x9E3779B1u);
}

static gboolean
chunk_key_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof ((CkMemOp *) NULL)->chunk_key) == 0;
}

static inline guint64
line_of (guint64 addr)
{
  return addr & ~(guint64) (CK_LINE_SIZE - 1);
}

static inline gboolean
mask_has (const guint64 *m, guint32 i)
{
  return (m[i / 64] >> (i % 64)) & 1;
}

static inline void
mask_add (guint64 *m, guint32 i)
{
  m[i / 64] |= (guint64) 1 << (i % 64);
}

/**
 * ck_fermi_config_init:
 * @cfg: the configuration to fill
 * @n_sms: the number of SMs (L1 caches)
 *
 * Fermi's defaults: per SM 16 KiB of L1 (128 lines, 4 ways, 32 sets); 768 KiB of L2 (6144
 * lines, 16 ways, 384 sets).
 */
void
ck_fermi_config_init (CkFermiConfig *cfg, guint32 n_sms)
{
  cfg->n_sms = n_sms;
  cfg->l1_ways = CK_FERMI_L1_WAYS;
  cfg->l1_sets = CK_FERMI_L1_LINES / CK_FERMI_L1_WAYS;
  cfg->l2_ways = CK_FERMI_L2_WAYS;
  cfg->l2_sets = CK_FERMI_L2_LINES / CK_FERMI_L2_WAYS;
}

CkFermi *
ck_fermi_new (const CkFermiConfig *cfg, const CkFermiBacking *backing, const CkFermiHooks *hooks)
{
  g_return_val_if_fail (cfg->n_sms > 0 && backing && backing->read && backing->write && hooks, NULL);
  CkFermi *f = g_new0 (CkFermi, 1);
  f->cfg = *cfg;
  f->backing = *backing;
  f->hooks = *hooks;
  f->l1 = g_new0 (CkCache, cfg->n_sms);
  for (guint32 i = 0; i < cfg->n_sms; i++)
    ck_cache_init (&f->l1[i], cfg->l1_sets, cfg->l1_ways);
  ck_cache_init (&f->l2, cfg->l2_sets, cfg->l2_ways);
  f->in_flight = g_ptr_array_new_with_free_func (g_free);
  f->next_mid = 1;
  f->bank_locks = g_hash_table_new (g_direct_hash, g_direct_equal);
  f->vol_tails = g_hash_table_new (g_direct_hash, g_direct_equal);
  f->chunk_tails = g_hash_table_new (chunk_key_hash, chunk_key_equal);
  return f;
}

void
ck_fermi_free (CkFermi *f)
{
  if (!f)
    return;
  for (guint32 i = 0; i < f->cfg.n_sms; i++)
    ck_cache_clear (&f->l1[i]);
  g_free (f->l1);
  ck_cache_clear (&f->l2);
  g_ptr_array_free (f->in_flight, TRUE);
  g_hash_table_destroy (f->bank_locks);
  g_hash_table_destroy (f->vol_tails);
  g_hash_table_destroy (f->chunk_tails);
  g_free (f);
}

CkCache *
ck_fermi_l1 (CkFermi *f, guint32 pid)
{
  g_return_val_if_fail (pid < f->cfg.n_sms, NULL);
  return &f->l1[pid];
}

CkCache *
ck_fermi_l2 (CkFermi *f)
{
  return &f->l2;
}

guint32
ck_fermi_bank_locks (const CkFermi *f, gconstpointer bank_key)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (f->bank_locks, bank_key));
}

/**
 * ck_fermi_issue:
 * @f: the memory environment
 * @d: the operation (copied)
 *
 * Gives the operation its program ([H §4.5], mprog.c), the next mid and its implicit state, and
 * appends it to the in-flight operations. A store's bytes carry its mid as their seq.
 *
 * Returns: (transfer none): the operation, owned by [f] until its program ends.
 */
CkMemOp *
ck_fermi_issue (CkFermi *f, const CkMemOpDesc *d)
{
  g_return_val_if_fail (d->kind == CK_MOP_REG
                        || (d->size >= 1 && d->size <= CK_MAX_OP_SIZE
                            && line_of (d->addr) == line_of (d->addr + d->size - 1)), NULL);
  g_return_val_if_fail (d->pid < f->cfg.n_sms, NULL);
  const CkMProg *prog = ck_mprog_select (d->kind, d->space, d->cop);
  g_return_val_if_fail (prog != NULL, NULL);
  CkMemOp *op = g_new0 (CkMemOp, 1);
  op->d = *d;
  op->mid = f->next_mid++;
  op->prog = prog;
  if (d->kind == CK_MOP_STORE)
    {
      memcpy (op->value, d->value, d->size);
      for (guint32 i = 0; i < d->size; i++)
        op->seq[i] = op->mid;
    }
  g_ptr_array_add (f->in_flight, op);
  if (d->kind != CK_MOP_REG)
    {
      if (d->is_volatile)
        {
          op->vol_prev = g_hash_table_lookup (f->vol_tails, d->thread);
          if (op->vol_prev)
            op->vol_prev->vol_next = op;
          g_hash_table_insert (f->vol_tails, (gpointer) d->thread, op);
        }
      op->chunk_key.thread = d->thread;
      op->chunk_key.chunk = d->addr / CK_MAX_OP_SIZE;
      op->chunk_prev = g_hash_table_lookup (f->chunk_tails, &op->chunk_key);
      if (op->chunk_prev)
        op->chunk_prev->chunk_next = op;
      g_hash_table_replace (f->chunk_tails, &op->chunk_key, op);
    }
  return op;
}

/* Takes the ended [op] out of the orders of its thread (the links of struct CkMemOp). */
static void
unlink_orders (CkFermi *f, CkMemOp *op)
{
  if (op->d.kind == CK_MOP_REG)
    return;
  if (op->d.is_volatile)
    {
      g_assert (op->vol_prev == NULL);       /* only the oldest may step, hence end */
      if (op->vol_next)
        op->vol_next->vol_prev = NULL;
      else
        g_hash_table_remove (f->vol_tails, op->d.thread);
    }
  if (op->chunk_prev)
    op->chunk_prev->chunk_next = op->chunk_next;
  if (op->chunk_next)
    op->chunk_next->chunk_prev = op->chunk_prev;
  else
    {
      /* [op] was the newest of its chunk: the key in the table is its own */
      g_hash_table_remove (f->chunk_tails, &op->chunk_key);
      if (op->chunk_prev)
        g_hash_table_insert (f->chunk_tails, &op->chunk_prev->chunk_key, op->chunk_prev);
    }
}

guint32
ck_mem_op_mid (const CkMemOp *op)
{
  return op->mid;
}

const CkMemOpDesc *
ck_mem_op_desc (const CkMemOp *op)
{
  return &op->d;
}

const char *
ck_mem_op_program_name (const CkMemOp *op)
{
  return op->prog->name;
}

guint32
ck_mem_op_pc (const CkMemOp *op)
{
  return op->pc;
}

guint32
ck_mem_op_line (const CkMemOp *op, guint32 pc)
{
  g_return_val_if_fail (pc < op->prog->n_stms, 0);
  return op->prog->stms[pc].line;
}

const char *
ck_mem_op_stmt_name (const CkMemOp *op, guint32 pc)
{
  return ck_mprog_stmt_text (op->prog, pc);
}

/* Drops the operations that ended from the in-flight list, keeping the issue order, in one
 * pass. (end) only marks its operation: removing it from the middle of the list at once cost a
 * search and a shift of the list, quadratic in the operations of a round. The list is logically
 * unchanged by compaction, so the const accessors compact too. */
static void
compact (const CkFermi *cf)
{
  CkFermi *f = (CkFermi *) cf;
  if (f->n_ended == 0)
    return;
  guint j = 0;
  for (guint i = 0; i < f->in_flight->len; i++)
    {
      CkMemOp *op = g_ptr_array_index (f->in_flight, i);
      if (op->ended)
        g_free (op);
      else
        f->in_flight->pdata[j++] = op;
    }
  for (guint i = j; i < f->in_flight->len; i++)
    f->in_flight->pdata[i] = NULL;         /* moved or freed: the free function sees NULL */
  g_ptr_array_set_size (f->in_flight, j);
  f->n_ended = 0;
}

guint
ck_fermi_n_in_flight (const CkFermi *f)
{
  compact (f);
  return f->in_flight->len;
}

CkMemOp *
ck_fermi_in_flight (const CkFermi *f, guint i)
{
  compact (f);
  g_return_val_if_fail (i < f->in_flight->len, NULL);
  return g_ptr_array_index (f->in_flight, i);
}

static gboolean
ops_overlap (const CkMemOp *a, const CkMemOp *b)
{
  return a->d.addr < b->d.addr + b->d.size && b->d.addr < a->d.addr + a->d.size;
}

/*
 * [H §4.6] highestPrio
 *   highestPrio(π, ops)  iff  for all (op |> π') in ops: π' <= π
 * Priorities: a volatile operation ranks below every older volatile operation of its thread
 * ([PTX ISA]: volatile operations are performed in program order), and any operation below
 * every older operation of its thread on overlapping bytes; all others are equal. So an
 * operation may step when no such older operation is in flight.
 *
 * The second order is ours, stated once: [H §4.6] leaves open whether a thread's write is
 * processed before its later read of the same address; the PTX memory model guarantees a
 * single thread per-location coherence, and without it a thread could read its own store's old
 * value, which no GPU does. Both checks follow the links of struct CkMemOp: O(1) for the
 * volatile order, at most one chunk's operations for the other.
 */
gboolean
ck_fermi_may_step (const CkFermi *f, const CkMemOp *op)
{
  (void) f;
  if (op->vol_prev != NULL)
    return FALSE;
  for (const CkMemOp *o = op->chunk_prev; o; o = o->chunk_prev)
    if (ops_overlap (o, op))
      return FALSE;
  return TRUE;
}

gboolean
ck_fermi_thread_busy (const CkFermi *f, gconstpointer thread)
{
  compact (f);
  for (guint i = 0; i < f->in_flight->len; i++)
    if (((const CkMemOp *) g_ptr_array_index (f->in_flight, i))->d.thread == thread)
      return TRUE;
  return FALSE;
}

/* ---- [H §4.4.2] Boolean expressions ------------------------------------------------------------ */

/* The cached state spaces: the thesis' "cop_ε != ε". Atomics on global memory have no cache
 * operator in Σ_atomic, yet listing 4.4 queries and uses the caches; global and local memory
 * are the spaces behind the caches, so the test is the space. */
static gboolean
is_cached_space (const CkMemOp *op)
{
  return op->d.space == CK_MSPACE_GLOBAL || op->d.space == CK_MSPACE_LOCAL;
}

typedef enum { B_FALSE, B_TRUE, B_BOTTOM } BVal;

/*
 * [H §4.4.2] B[isCachedL1] η σ_d = isCached(l1Cache(η, σ_pid), σ_pAddr)   if σ_d,cop_ε != ε
 *            B[isCachedL2] η σ_d = isCached(η_l2Cache, σ_pAddr)          if σ_d,cop_ε != ε
 *            B[bExp] η σ = ⊥                                              otherwise
 */
static BVal
bexp (CkFermi *f, const CkMemOp *op, CkBExp b)
{
  if (!is_cached_space (op))
    return B_BOTTOM;
  CkCache *c = b == CK_BEXP_IS_CACHED_L1 ? &f->l1[op->d.pid] : &f->l2;
  return ck_cache_is_cached (c, op->d.addr, op->d.size) ? B_TRUE : B_FALSE;
}

/* ---- [H §4.4.3] operational expressions -------------------------------------------------------- */

/* banks(pAddr, size) [H §4.3]: the banks of the 4-byte words the request touches, successive
 * words in successive banks of the block's window. */
static guint32
banks (const CkMemOp *op)
{
  guint32 m = 0;
  guint64 first = (op->d.addr - op->d.bank_base) / 4, last = (op->d.addr + op->d.size - 1 - op->d.bank_base) / 4;
  for (guint64 w = first; w <= last; w++)
    m |= 1u << (w % CK_SHARED_BANKS);
  return m;
}

/*
 * [H §4.4.3] lock_op
 *   every bank in banks(pAddr, size) unlocked  ->  lock them all, continue
 *   some bank in banks(pAddr, size) locked     ->  yield (retried next micro step)
 * All or none, so bank locks cannot deadlock.
 */
static CkCacheResult
lock_op (CkFermi *f, const CkMemOp *op)
{
  guint32 held = ck_fermi_bank_locks (f, op->d.bank_key), want = banks (op);
  if (held & want)
    return CK_CACHE_DEFER;
  g_hash_table_insert (f->bank_locks, (gpointer) op->d.bank_key, GUINT_TO_POINTER (held | want));
  return CK_CACHE_OK;
}

/* [H §4.4.3] unlock_op: unlocks banks(pAddr, size); always instantaneous. */
static void
unlock_op (CkFermi *f, const CkMemOp *op)
{
  guint32 held = ck_fermi_bank_locks (f, op->d.bank_key) & ~banks (op);
  if (held)
    g_hash_table_insert (f->bank_locks, (gpointer) op->d.bank_key, GUINT_TO_POINTER (held));
  else
    g_hash_table_remove (f->bank_locks, op->d.bank_key);
}

/*
 * [H §4.4.3] readMem_op: read_device or read_shared into σ (v_out for atomics, v_i/o else).
 * Device memory behind the caches is read a line at a time: the CacheWord of the fill that the
 * following updateL2 puts into the reserved line (the thesis' requests are lines). Shared and
 * constant memory are read a request at a time.
 */
static CkCacheResult
read_mem_op (CkFermi *f, CkMemOp *op)
{
  if (op->d.kind == CK_MOP_STORE || op->d.kind == CK_MOP_REG)
    return CK_CACHE_BOTTOM;
  if (is_cached_space (op))
    f->backing.read (f->backing.self, line_of (op->d.addr), CK_LINE_SIZE, op->line, op->line_seq);
  else if (op->d.kind == CK_MOP_ATOM)
    f->backing.read (f->backing.self, op->d.addr, op->d.size, op->old_value, op->old_seq);
  else
    f->backing.read (f->backing.self, op->d.addr, op->d.size, op->value, op->seq);
  return CK_CACHE_OK;
}

/* The bytes a store or an atomic writes (v_i/o, or an atomic's computed v_in) with their seqs. */
static const guint8 *
written_value (CkMemOp *op, guint32 *seq)
{
  for (guint32 i = 0; i < op->d.size; i++)
    seq[i] = op->mid;
  return op->d.kind == CK_MOP_ATOM ? op->new_value : op->value;
}

/*
 * [H §4.4.3] writeMem_op: write_device or write_shared of σ's value; always instantaneous.
 * ⊥ for loads, and for constant memory ("threads are not allowed to write to constant memory").
 */
/* A store's or atomic's write reached the level where the other threads that may read it look
 * (L2 for global memory, shared memory, L1 for a thread's local memory): tell the hooks once. */
static void
performed (CkFermi *f, CkMemOp *op)
{
  (void) f;
  if (op->performed)
    return;
  op->performed = TRUE;
  op->tell_performed = TRUE;   /* ck_fermi_step calls the hook once the statement is traced */
}

static CkCacheResult
write_mem_op (CkFermi *f, CkMemOp *op)
{
  if ((op->d.kind != CK_MOP_STORE && op->d.kind != CK_MOP_ATOM) || op->d.space == CK_MSPACE_CONST)
    return CK_CACHE_BOTTOM;
  guint32 seq[CK_MAX_OP_SIZE];
  const guint8 *v = written_value (op, seq);
  f->backing.write (f->backing.self, op->d.addr, op->d.size, v, seq, NULL);
  performed (f, op);
  return CK_CACHE_OK;
}

/*
 * [H §4.4.3] readCache_op on L2, and the CacheWord for the updateL1 that follows in a program
 * that fills L1 (listing 4.2, line 19): the line as the L2 level holds it, that is L2's present
 * bytes over DRAM's. With per-byte lines an L2 line may hold only the bytes a store wrote; the
 * others are DRAM's (nothing newer exists below L1), so the L1 line is filled whole and every
 * request waiting on it finds its bytes. Taken in the micro step of the read.
 */
static void
l2_line_for_fill (CkFermi *f, CkMemOp *op)
{
  const CkCacheLine *cl = ck_cache_lookup (&f->l2, op->d.addr);
  if (!(~cl->present[0] == 0 && ~cl->present[1] == 0))
    f->backing.read (f->backing.self, cl->addr, CK_LINE_SIZE, op->line, op->line_seq);
  for (guint32 i = 0; i < CK_LINE_SIZE; i++)
    if (mask_has (cl->present, i))
      {
        op->line[i] = cl->data[i];
        op->line_seq[i] = cl->seq[i];
      }
}

/* ---- --trace=mem: the micro steps and the cache lines, as text (issue 26) -------------------- */

static gboolean
tracing (const CkFermi *f)
{
  return f->hooks.trace != NULL;
}

static void trace (CkFermi *f, const CkMemOp *op, const char *fmt, ...) G_GNUC_PRINTF (3, 4);

/* One line of --trace=mem about [op] (NULL: about the caches alone). */
static void
trace (CkFermi *f, const CkMemOp *op, const char *fmt, ...)
{
  if (op && op->d.untraced)
    return;
  va_list ap;
  va_start (ap, fmt);
  char *text = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  f->hooks.trace (f->hooks.self, text);
  g_free (text);
}

/* "L1[3]" or "L2": the cache [c] is, for the lines of text. */
static void
cache_name (const CkFermi *f, const CkCache *c, char *buf, gsize n)
{
  if (c == &f->l2)
    g_strlcpy (buf, "L2", n);
  else
    g_snprintf (buf, n, "L1[%u]", (guint) (c - f->l1));
}

/* The cache a line of [f] belongs to. */
static const CkCache *
cache_of_line (const CkFermi *f, const CkCacheLine *cl)
{
  for (guint32 pid = 0; pid < f->cfg.n_sms; pid++)
    {
      const CkCache *c = &f->l1[pid];
      if (cl >= c->lines && cl < c->lines + c->n_sets * c->ways)
        return c;
    }
  return &f->l2;
}

/* A line's change made by a silent rule or by the run: "L1[0] line 0x...: [what]". */
static void
trace_line (CkFermi *f, const CkCacheLine *cl, const char *what)
{
  char name[16];
  cache_name (f, cache_of_line (f, cl), name, sizeof name);
  trace (f, NULL, "%s line 0x%" G_GINT64_MODIFIER "x: %s", name, cl->addr, what);
}

/* "L4.1" for the thesis' listings, "ours" for the others (whose name the issue line gives). */
static void
prog_tag (const CkMProg *prog, char *buf, gsize n)
{
  if (g_str_has_prefix (prog->name, "listing "))
    {
      const char *num = prog->name + strlen ("listing ");
      g_snprintf (buf, n, "L%.*s", (int) strcspn (num, " "), num);
    }
  else
    g_strlcpy (buf, "ours", n);
}

/* The bytes [v] of [size] as one little-endian number, as the GPU's registers read them. */
static guint64
le_value (const guint8 *v, guint32 size)
{
  guint64 x = 0;
  memcpy (&x, v, MIN (size, 8));
  return x;
}

/* Before [op] runs the cache operation [e]: whether it would drop a line that is in use if it
 * succeeds, and which ([evicted]): a reservation or a write allocating in a full set, an
 * eviction or discard of a line that is there. */
static gboolean
will_evict (CkFermi *f, const CkMemOp *op, CkOpExp e, guint64 *evicted)
{
  gboolean on_l1 = e == CK_OPEXP_WRITE_L1 || e == CK_OPEXP_RESERVE_L1 || e == CK_OPEXP_EVICT_L1
                   || e == CK_OPEXP_DISCARD_L1;
  gboolean on_l2 = e == CK_OPEXP_WRITE_L2 || e == CK_OPEXP_RESERVE_L2 || e == CK_OPEXP_EVICT_L2
                   || e == CK_OPEXP_DISCARD_L2;
  if ((!on_l1 && !on_l2) || !is_cached_space (op))
    return FALSE;
  CkCache *c = on_l1 ? &f->l1[op->d.pid] : &f->l2;
  const CkCacheLine *cl = ck_cache_lookup (c, op->d.addr);
  if (e == CK_OPEXP_EVICT_L1 || e == CK_OPEXP_EVICT_L2 || e == CK_OPEXP_DISCARD_L1
      || e == CK_OPEXP_DISCARD_L2)
    {
      *evicted = line_of (op->d.addr);
      return cl != NULL;
    }
  if (cl)
    return FALSE;
  const CkCacheLine *v = ck_cache_victim (c, op->d.addr);
  if (!v || !v->used)
    return FALSE;
  *evicted = v->addr;
  return TRUE;
}

/* What one statement of [op]'s program did: "mid 1 L4.1:4 writeL2 (L2 line 0x...: 0x7)". Called
 * after the statement ran with its result [r]; [evicted] the line its reservation or write
 * took the place of, when that line was in use. */
static void
trace_stmt (CkFermi *f, const CkMemOp *op, guint32 pc, CkCacheResult r, guint64 evicted,
            gboolean did_evict)
{
  const CkMStm *s = &op->prog->stms[pc];
  char tag[16], name[16];
  prog_tag (op->prog, tag, sizeof tag);
  GString *t = g_string_new (NULL);
  g_string_append_printf (t, "mid %u %s:%u %s", op->mid, tag, s->line, ck_mprog_stmt_text (op->prog, pc));
  if (s->kind == CK_MSTM_OP)
    {
      CkOpExp e = s->arg;
      gboolean on_l1 = e == CK_OPEXP_READ_L1 || e == CK_OPEXP_WRITE_L1 || e == CK_OPEXP_RESERVE_L1
                       || e == CK_OPEXP_UPDATE_L1 || e == CK_OPEXP_EVICT_L1 || e == CK_OPEXP_DISCARD_L1
                       || e == CK_OPEXP_CLASSIFY_FIRST_L1 || e == CK_OPEXP_CLASSIFY_NORMAL_L1;
      const CkCache *c = on_l1 ? &f->l1[op->d.pid] : &f->l2;
      guint64 la = line_of (op->d.addr);
      cache_name (f, c, name, sizeof name);
      if (r == CK_CACHE_DEFER)
        {
          const char *why = "the line is pinned or dirty";
          if (e == CK_OPEXP_READ_L1 || e == CK_OPEXP_READ_L2)
            why = "miss: the line's fill is pending";
          else if (e == CK_OPEXP_WRITE_L1 || e == CK_OPEXP_WRITE_L2 || e == CK_OPEXP_RESERVE_L1
                   || e == CK_OPEXP_RESERVE_L2)
            why = "no line of the set is unused or evictable";
          else if (e == CK_OPEXP_LOCK)
            why = "a bank is locked";
          g_string_append_printf (t, " -> yield (%s %s)", name, why);
        }
      else
        switch (e)
          {
          case CK_OPEXP_READ_L1:
          case CK_OPEXP_READ_L2:
            g_string_append_printf (t, " (%s line 0x%" G_GINT64_MODIFIER "x: hit, 0x%" G_GINT64_MODIFIER "x)",
                                    name, la, le_value (op->d.kind == CK_MOP_ATOM ? op->old_value : op->value,
                                                        op->d.size));
            break;
          case CK_OPEXP_WRITE_L1:
          case CK_OPEXP_WRITE_L2:
            g_string_append_printf (t, " (%s line 0x%" G_GINT64_MODIFIER "x: 0x%" G_GINT64_MODIFIER "x at +%u",
                                    name, la, le_value (op->d.kind == CK_MOP_ATOM ? op->new_value : op->value,
                                                        op->d.size), (guint) (op->d.addr - la));
            if (did_evict)
              g_string_append_printf (t, ", line 0x%" G_GINT64_MODIFIER "x evicted", evicted);
            g_string_append_c (t, ')');
            break;
          case CK_OPEXP_RESERVE_L1:
          case CK_OPEXP_RESERVE_L2:
            g_string_append_printf (t, " (%s line 0x%" G_GINT64_MODIFIER "x: miss, reserved",
                                    name, la);
            if (did_evict)
              g_string_append_printf (t, ", line 0x%" G_GINT64_MODIFIER "x evicted", evicted);
            g_string_append_c (t, ')');
            break;
          case CK_OPEXP_UPDATE_L1:
          case CK_OPEXP_UPDATE_L2:
            g_string_append_printf (t, " (%s line 0x%" G_GINT64_MODIFIER "x: fill)", name, la);
            break;
          case CK_OPEXP_EVICT_L1:
          case CK_OPEXP_EVICT_L2:
          case CK_OPEXP_DISCARD_L1:
          case CK_OPEXP_DISCARD_L2:
            if (did_evict)
              g_string_append_printf (t, " (%s line 0x%" G_GINT64_MODIFIER "x dropped)", name, la);
            break;
          case CK_OPEXP_READ_MEM:
            g_string_append_printf (t, " (%s 0x%" G_GINT64_MODIFIER "x)",
                                    is_cached_space (op) ? "DRAM line" : "memory at",
                                    is_cached_space (op) ? la : op->d.addr);
            break;
          case CK_OPEXP_WRITE_MEM:
            g_string_append_printf (t, " (memory at 0x%" G_GINT64_MODIFIER "x: 0x%" G_GINT64_MODIFIER "x)",
                                    op->d.addr, le_value (op->d.kind == CK_MOP_ATOM ? op->new_value
                                                          : op->value, op->d.size));
            break;
          case CK_OPEXP_ATOM_OP:
            g_string_append_printf (t, " (0x%" G_GINT64_MODIFIER "x -> 0x%" G_GINT64_MODIFIER "x)",
                                    le_value (op->old_value, op->d.size), le_value (op->new_value, op->d.size));
            break;
          default:
            break;
          }
    }
  trace (f, op, "%s", t->str);
  g_string_free (t, TRUE);
}

/*
 * [H §4.4.3] O[opExp] η σ: the operation's effect on the memory environment and the implicit
 * state. CK_CACHE_OK is (η', σ', continue), CK_CACHE_DEFER (η', σ', yield), CK_CACHE_BOTTOM ⊥.
 * The cache functions (readCache_op, writeCache_op, reserve_op, update_op, evict_op,
 * discard_op, classify_op) map the results of [H §4.2.2] one to one: ε becomes yield. L1_op
 * and L2_op select the cache: the L1 of σ_pid or L2.
 */
static CkCacheResult
opexp (CkFermi *f, CkMemOp *op, CkOpExp e)
{
  switch (e)
    {
    case CK_OPEXP_READ_MEM:
      return read_mem_op (f, op);
    case CK_OPEXP_WRITE_MEM:
      return write_mem_op (f, op);
    case CK_OPEXP_ATOM_OP:
      /* atom_op(σ_a |> aop, v_out, v_in1, v_in2) = σ_a <| v_out, aop(v_out, v_in1, v_in2), v_in2 */
      if (op->d.kind != CK_MOP_ATOM)
        return CK_CACHE_BOTTOM;
      if (f->hooks.atom_op)
        f->hooks.atom_op (f->hooks.self, op, op->old_value, op->new_value);
      return CK_CACHE_OK;
    case CK_OPEXP_RELEASE_REGS:
      if (f->hooks.release_regs)
        f->hooks.release_regs (f->hooks.self, op);
      return CK_CACHE_OK;
    case CK_OPEXP_WRITE_TO_REGS:
      {
        /* writeToRegs_op: ⊥ without a decomposition function, i.e. for stores; a register
           write delivers its own value, produced by the operation itself (seq = mid) */
        guint32 seq[CK_MAX_OP_SIZE];
        if (op->d.kind == CK_MOP_STORE)
          return CK_CACHE_BOTTOM;
        if (!f->hooks.write_to_regs)
          return CK_CACHE_OK;
        if (op->d.kind == CK_MOP_ATOM)
          f->hooks.write_to_regs (f->hooks.self, op, op->old_value, op->old_seq);
        else if (op->d.kind == CK_MOP_LOAD)
          f->hooks.write_to_regs (f->hooks.self, op, op->value, op->seq);
        else
          {
            for (guint32 i = 0; i < CK_MAX_OP_SIZE; i++)
              seq[i] = op->mid;
            f->hooks.write_to_regs (f->hooks.self, op, op->d.value, seq);
          }
        return CK_CACHE_OK;
      }
    case CK_OPEXP_LOCK:
      if (op->d.kind != CK_MOP_ATOM || op->d.space != CK_MSPACE_SHARED)
        return CK_CACHE_BOTTOM;
      return lock_op (f, op);
    case CK_OPEXP_UNLOCK:
      if (op->d.kind != CK_MOP_ATOM || op->d.space != CK_MSPACE_SHARED)
        return CK_CACHE_BOTTOM;
      unlock_op (f, op);
      return CK_CACHE_OK;
    default:
      break;
    }

  /* the cache operations: "if σ_d,cop_ε != ε", else ⊥ */
  if (!is_cached_space (op) || op->d.kind == CK_MOP_REG)
    return CK_CACHE_BOTTOM;
  gboolean on_l1 = e == CK_OPEXP_READ_L1 || e == CK_OPEXP_WRITE_L1 || e == CK_OPEXP_RESERVE_L1
                   || e == CK_OPEXP_UPDATE_L1 || e == CK_OPEXP_EVICT_L1 || e == CK_OPEXP_DISCARD_L1
                   || e == CK_OPEXP_CLASSIFY_FIRST_L1 || e == CK_OPEXP_CLASSIFY_NORMAL_L1;
  CkCache *c = on_l1 ? &f->l1[op->d.pid] : &f->l2;
  guint64 a = op->d.addr;
  switch (e)
    {
    case CK_OPEXP_READ_L1:
    case CK_OPEXP_READ_L2:
      {
        /* readCache_op: σ_d <| cw; an atomic reads its v_out */
        if (op->d.kind == CK_MOP_STORE)
          return CK_CACHE_BOTTOM;
        gboolean atom = op->d.kind == CK_MOP_ATOM;
        CkCacheResult r = ck_cache_read (c, a, op->d.size, op->mid, atom ? op->old_value : op->value,
                                         atom ? op->old_seq : op->seq);
        if (r == CK_CACHE_OK && e == CK_OPEXP_READ_L2 && ck_mprog_has (op->prog, CK_OPEXP_UPDATE_L1))
          l2_line_for_fill (f, op);
        return r;
      }
    case CK_OPEXP_WRITE_L1:
    case CK_OPEXP_WRITE_L2:
      {
        /* writeCache_op */
        if (op->d.kind == CK_MOP_LOAD)
          return CK_CACHE_BOTTOM;
        guint32 seq[CK_MAX_OP_SIZE];
        const guint8 *v = written_value (op, seq);
        CkCacheResult r = ck_cache_write (c, a, op->d.size, v, seq);
        if (r == CK_CACHE_DEFER)
          op->needs_room = c;
        if (r == CK_CACHE_OK && (!on_l1 || op->d.space == CK_MSPACE_LOCAL))
          performed (f, op);
        return r;
      }
    case CK_OPEXP_RESERVE_L1:
    case CK_OPEXP_RESERVE_L2:
      {
        CkCacheResult r = ck_cache_reserve (c, a, op->d.size, op->mid);
        if (r == CK_CACHE_DEFER)
          op->needs_room = c;
        return r;
      }
    case CK_OPEXP_UPDATE_L1:
    case CK_OPEXP_UPDATE_L2:
      /* update_op: always instantaneous (the reserved line is pinned), ⊥ if there is none */
      return ck_cache_update (c, line_of (a), op->line, op->line_seq);
    case CK_OPEXP_EVICT_L1:
    case CK_OPEXP_EVICT_L2:
      return ck_cache_evict (c, a);
    case CK_OPEXP_DISCARD_L1:
    case CK_OPEXP_DISCARD_L2:
      return ck_cache_discard (c, a);
    case CK_OPEXP_CLASSIFY_FIRST_L1:
    case CK_OPEXP_CLASSIFY_FIRST_L2:
      return ck_cache_classify (c, a, CK_EV_FIRST);
    case CK_OPEXP_CLASSIFY_NORMAL_L1:
    case CK_OPEXP_CLASSIFY_NORMAL_L2:
      return ck_cache_classify (c, a, CK_EV_NORMAL);
    default:
      g_assert_not_reached ();
    }
}

/* ---- [H §4.4.4] statements, [H §4.6] (step) and (end) -------------------------------------- */

/* A reserveL1/reserveL2 that deferred (op2: no line was free) is retried first in a later micro
 * step; meanwhile another operation may have reserved or filled its line, so the guard just
 * before it, `if (!isCached)`, no longer holds and reserve is ⊥. Nothing of this operation
 * changed while it waited: it runs again from the guard, the same micro step taken later.
 * Before, the run stopped with "stuck (⊥) at reserveL1" (found by make fuzz-run, issue 24:
 * corpus/frontend/valid/shared-structs.cu under --memory=fermi). */
static gboolean
reserve_guard_fell (CkFermi *f, const CkMemOp *op)
{
  const CkMStm *s = &op->prog->stms[op->pc];
  if (op->pc == 0 || (s->arg != CK_OPEXP_RESERVE_L1 && s->arg != CK_OPEXP_RESERVE_L2))
    return FALSE;
  const CkMStm *g = &op->prog->stms[op->pc - 1];
  return g->kind == CK_MSTM_IF_NOT && bexp (f, op, (CkBExp) g->arg) == B_TRUE;
}

G_GNUC_NORETURN static void
stuck (const CkMemOp *op)
{
  g_error ("cudak: memory program %s of operation %u is stuck (⊥) at line %u: %s",
           op->prog->name, op->mid, op->prog->stms[op->pc].line, ck_mprog_stmt_text (op->prog, op->pc));
}

/*
 * [H §4.6] (step), (end)
 *   <stm, η, σ> ->Op_yield <stm', η', σ'>
 *   ------------------------------------------------------ if highestPrio(π, ops)
 *   <η | (op |> stm, σ, π) ∘ ops> ->M <η' | (op <| stm', σ') ∘ ops>
 *
 *   <stm, η, σ> ->Op_end <η', σ'>
 *   ------------------------------------------------------ if highestPrio(π, ops)
 *   <η | (op |> stm, σ, π) ∘ ops> ->M <η' | ops>
 * One micro step: statements from [pc] until a yield, an operation that defers (op2: it is
 * retried first in the next micro step), or end. The rules of ->Op [H §4.4.4]: (nop) and (op1)
 * continue, (seq1–3) are the order of the array, (if_tt)/(if_ff) jump over the block. ⊥ (no
 * rule applies) is a faulty program, a cudak bug: g_error. Returns FALSE, doing nothing, when
 * [op] does not have a highest priority.
 */
gboolean
ck_fermi_step (CkFermi *f, CkMemOp *op)
{
  g_return_val_if_fail (ck_fermi_may_step (f, op), FALSE);
  op->needs_room = NULL;
  for (;;)
    {
      g_assert (op->pc < op->prog->n_stms);
      const CkMStm *s = &op->prog->stms[op->pc];
      switch ((CkMStmKind) s->kind)
        {
        case CK_MSTM_NOP:                          /* (nop) */
          op->pc++;
          break;
        case CK_MSTM_YIELD:                        /* (yield) */
          if (G_UNLIKELY (tracing (f)))
            trace_stmt (f, op, op->pc, CK_CACHE_OK, 0, FALSE);
          op->pc++;
          return FALSE;
        case CK_MSTM_END:                          /* (end) */
          if (G_UNLIKELY (tracing (f)))
            trace_stmt (f, op, op->pc, CK_CACHE_OK, 0, FALSE);
          unlink_orders (f, op);
          op->ended = TRUE;
          f->n_ended++;
          return TRUE;
        case CK_MSTM_OP:
          {
            guint64 evicted = 0;
            gboolean may_evict = G_UNLIKELY (tracing (f)) && will_evict (f, op, s->arg, &evicted);
            CkCacheResult r = opexp (f, op, s->arg);
            if (G_UNLIKELY (tracing (f)) && r != CK_CACHE_BOTTOM)
              trace_stmt (f, op, op->pc, r, evicted, may_evict && r == CK_CACHE_OK);
            if (op->tell_performed)
              {
                op->tell_performed = FALSE;
                if (f->hooks.performed)
                  f->hooks.performed (f->hooks.self, op);
              }
            switch (r)
              {
              case CK_CACHE_OK:                    /* (op1) */
                op->pc++;
                break;
              case CK_CACHE_DEFER:                 /* (op2) */
                return FALSE;
              case CK_CACHE_BOTTOM:
                if (!reserve_guard_fell (f, op))
                  stuck (op);
                op->pc--;
                break;
              }
            break;
          }
        case CK_MSTM_IF:
        case CK_MSTM_IF_NOT:                       /* (if_tt), (if_ff) */
          {
            BVal b = bexp (f, op, s->arg);
            if (b == B_BOTTOM)
              stuck (op);
            gboolean enter = (b == B_TRUE) == (s->kind == CK_MSTM_IF);
            if (G_UNLIKELY (tracing (f)))
              {
                char tag[16];
                prog_tag (op->prog, tag, sizeof tag);
                trace (f, op, "mid %u %s:%u %s -> %s (%s)", op->mid, tag, s->line,
                       ck_mprog_stmt_text (op->prog, op->pc), enter ? "enter" : "skip",
                       b == B_TRUE ? (s->arg == CK_BEXP_IS_CACHED_L1
                                      ? "L1 has the line or its fill is pending"
                                      : "L2 has the line or its fill is pending")
                                   : (s->arg == CK_BEXP_IS_CACHED_L1 ? "L1 miss" : "L2 miss"));
              }
            op->pc = enter ? op->pc + 1 : ck_mprog_jump (op->prog, s->after);
            break;
          }
        }
    }
}

/* ---- [H §4.6] the silent rules ------------------------------------------------------------------ */

typedef enum { R_EVICT_L1, R_EVICT_L2, R_WB_L1, R_WB_L2, R_FLUSH } Rule;

/*
 * [H §4.6] (wb_L1)
 *   (pAddr, cw, true, true, mids, ec) ∘ cl1 = l1Cache(η, pid)  and  cl2 = write(l2Cache, pAddr, cw) != ε
 *   -----------------------------------------------------------------------------------------
 *   <η | ops> ->M <η <| cl2, procMem[pid -> (pAddr, cw, false, true, mids, ec) ∘ cl1] | ops>
 * Writes the dirty bytes only; the premise (the write succeeds now) is checked by the caller.
 */
static void
wb_l1 (CkFermi *f, CkCacheLine *cl)
{
  if (G_UNLIKELY (tracing (f)))
    trace_line (f, cl, "(wb_L1) written back to L2");
  CkCacheResult r = ck_cache_write_mask (&f->l2, cl->addr, cl->data, cl->seq, cl->dirty);
  g_assert (r == CK_CACHE_OK);
  cl->dirty[0] = cl->dirty[1] = 0;
}

/*
 * [H §4.6] (wb_L2)
 *   <η |> (pAddr, cw, true, true, mids, ec) ∘ cl | ops>
 *   ->M <write_device(η, ssd, pAddr, MaxMemOpSize, cw) <| (pAddr, cw, false, true, mids, ec) ∘ cl | ops>
 * Always possible: writes of DRAM are instantaneous. Writes the dirty bytes only.
 */
static void
wb_l2 (CkFermi *f, CkCacheLine *cl)
{
  if (G_UNLIKELY (tracing (f)))
    trace_line (f, cl, "(wb_L2) written back to DRAM");
  f->backing.write (f->backing.self, cl->addr, CK_LINE_SIZE, cl->data, cl->seq, cl->dirty);
  cl->dirty[0] = cl->dirty[1] = 0;
}

/*
 * [H §4.6] (flush)
 *   cl = l1Cache(η, pid), cl_g its global lines, cl_l its local lines, no line of cl_g dirty
 *   ---------------------------------------------------------------------------------------
 *   <η | ops> ->M <η <| procMem[pid -> cl_l ∘ init ... init] | ops>
 * Addresses do not tell global from local here, so the flush drops every line of the L1 that
 * can be evicted (clean, unpinned, no fill pending) and keeps the others, dirty local lines
 * among them. Pinned lines stay too: the thesis' flush would strand their waiting operations.
 */
static void
flush (CkCache *c)
{
  for (guint32 i = 0; i < c->n_sets * c->ways; i++)
    if (ck_cache_can_evict (c, &c->lines[i]))
      ck_cache_evict (c, c->lines[i].addr);
}

/* (evict_L1), (evict_L2) of [cl], told to --trace=mem. */
static void
silent_evict (CkFermi *f, CkCache *c, CkCacheLine *cl)
{
  if (G_UNLIKELY (tracing (f)))
    trace_line (f, cl, c == &f->l2 ? "(evict_L2) evicted" : "(evict_L1) evicted");
  ck_cache_evict (c, cl->addr);
}

/* (flush) of [c], told to --trace=mem. */
static void
silent_flush (CkFermi *f, CkCache *c)
{
  if (G_UNLIKELY (tracing (f)))
    {
      char name[16];
      guint n = 0;
      for (guint32 i = 0; i < c->n_sets * c->ways; i++)
        n += ck_cache_can_evict (c, &c->lines[i]);
      cache_name (f, c, name, sizeof name);
      trace (f, NULL, "%s: (flush) %u lines dropped", name, n);
    }
  flush (c);
}

enum { RULE_EVICT_L1 = 1, RULE_WB_L1 = 2, RULE_FLUSH = 4, RULE_EVICT_L2 = 8, RULE_WB_L2 = 16,
       RULES_ALL = 31 };

/* Visits the applicable (rule, cache, line) candidates of the [rules] in a fixed order; applies
 * the [k]-th when [k] is not negative. Returns how many it visited (up to and including the
 * applied one). */
static guint
silent_rules (CkFermi *f, gint64 k, guint rules)
{
  guint n = 0;
#define CANDIDATE(apply)                                                                           \
  do                                                                                               \
    {                                                                                              \
      if ((gint64) n++ == k)                                                                       \
        {                                                                                          \
          apply;                                                                                   \
          return n;                                                                                \
        }                                                                                          \
    }                                                                                              \
  while (0)
  for (guint32 pid = 0; pid < f->cfg.n_sms; pid++)
    {
      CkCache *c = &f->l1[pid];
      gboolean any = FALSE;
      for (guint32 i = 0; i < c->n_sets * c->ways; i++)
        {
          CkCacheLine *cl = &c->lines[i];
          if (!cl->used)
            continue;
          if (ck_cache_can_evict (c, cl))                          /* (evict_L1) */
            {
              any = TRUE;
              if (rules & RULE_EVICT_L1)
                CANDIDATE (silent_evict (f, c, cl));
            }
          if ((rules & RULE_WB_L1) && ck_cache_line_is_dirty (cl)
              && ck_cache_has_room (&f->l2, cl->addr))
            CANDIDATE (wb_l1 (f, cl));                              /* (wb_L1) */
        }
      if (any && (rules & RULE_FLUSH))
        CANDIDATE (silent_flush (f, c));                            /* (flush) */
    }
  for (guint32 i = 0; i < f->l2.n_sets * f->l2.ways; i++)
    {
      CkCacheLine *cl = &f->l2.lines[i];
      if (!cl->used)
        continue;
      if ((rules & RULE_EVICT_L2) && ck_cache_can_evict (&f->l2, cl))   /* (evict_L2) */
        CANDIDATE (silent_evict (f, &f->l2, cl));
      if ((rules & RULE_WB_L2) && ck_cache_line_is_dirty (cl))          /* (wb_L2) */
        CANDIDATE (wb_l2 (f, cl));
    }
#undef CANDIDATE
  return n;
}

/**
 * ck_fermi_silent_step:
 * @f: the memory environment
 * @rand: the schedule's random source
 *
 * [H §4.6] one silent rule, chosen uniformly among the applicable (rule, cache, line)
 * candidates: (evict_L1) and (evict_L2) of a line canEvict allows, (wb_L1) of a dirty L1 line
 * whose write to L2 succeeds now, (wb_L2) of a dirty L2 line, (flush) of an L1 that has a
 * line to drop.
 *
 * Returns: FALSE when no rule applies.
 */
static gboolean
silent_step (CkFermi *f, GRand *rand, guint rules)
{
  guint n = silent_rules (f, -1, rules);
  if (n == 0)
    return FALSE;
  gint64 k = g_rand_int_range (rand, 0, (gint32) MIN (n, (guint) G_MAXINT32));
  silent_rules (f, k, rules);
  return TRUE;
}

gboolean
ck_fermi_silent_step (CkFermi *f, GRand *rand)
{
  return silent_step (f, rand, RULES_ALL);
}

gboolean
ck_fermi_silent_step_writeback (CkFermi *f, GRand *rand)
{
  return silent_step (f, rand, RULE_WB_L1 | RULE_WB_L2 | RULE_EVICT_L2);
}

/* (wb_L1) or (wb_L2) of the first dirty, unpinned line of eligible([addr]) in [c]; an L1 line
 * goes to L2, which makes room the same way first. FALSE when no line of the set can go. */
static gboolean
write_back_in_set (CkFermi *f, CkCache *c, guint64 addr)
{
  CkCacheLine *cl = ck_cache_dirty_line_in_set (c, addr);
  if (!cl)
    return FALSE;
  if (c == &f->l2)
    {
      wb_l2 (f, cl);
      return TRUE;
    }
  if (!ck_cache_has_room (&f->l2, cl->addr) && !write_back_in_set (f, &f->l2, cl->addr))
    return FALSE;
  wb_l1 (f, cl);
  return TRUE;
}

gboolean
ck_fermi_make_room (CkFermi *f, CkMemOp *op)
{
  CkCache *c = op->needs_room;
  op->needs_room = NULL;
  return c != NULL && write_back_in_set (f, c, op->d.addr);
}

guint32
ck_fermi_next_mid (const CkFermi *f)
{
  return f->next_mid;
}

/* Evicts every line of [c]: nothing is in flight, so nothing pins a line or awaits a fill, and
 * the caller wrote back every dirty byte. */
static void
drop_all (CkCache *c)
{
  for (guint32 i = 0; i < c->n_sets * c->ways; i++)
    if (c->lines[i].used)
      {
        CkCacheResult r = ck_cache_evict (c, c->lines[i].addr);
        g_assert (r == CK_CACHE_OK);
      }
}

/**
 * ck_fermi_drain:
 * @f: the memory environment, with nothing in flight
 *
 * The end of a grid: (wb_L1) of every dirty L1 line (straight to DRAM when L2 has no room: L2
 * then holds no copy of the line, so nothing newer is skipped), (wb_L2) of every dirty L2 line,
 * and every line dropped, as (flush) does between dependent grids [H §4.6].
 */
void
ck_fermi_drain (CkFermi *f)
{
  compact (f);
  g_return_if_fail (f->in_flight->len == 0);
  if (G_UNLIKELY (tracing (f)))
    trace (f, NULL, "grid end: every dirty line written back, every line dropped");
  for (guint32 pid = 0; pid < f->cfg.n_sms; pid++)
    {
      CkCache *c = &f->l1[pid];
      for (guint32 i = 0; i < c->n_sets * c->ways; i++)
        {
          CkCacheLine *cl = &c->lines[i];
          if (!cl->used || !ck_cache_line_is_dirty (cl))
            continue;
          if (ck_cache_has_room (&f->l2, cl->addr))
            wb_l1 (f, cl);
          else
            {
              f->backing.write (f->backing.self, cl->addr, CK_LINE_SIZE, cl->data, cl->seq, cl->dirty);
              cl->dirty[0] = cl->dirty[1] = 0;
            }
        }
    }
  for (guint32 i = 0; i < f->l2.n_sets * f->l2.ways; i++)
    if (f->l2.lines[i].used && ck_cache_line_is_dirty (&f->l2.lines[i]))
      wb_l2 (f, &f->l2.lines[i]);
  for (guint32 pid = 0; pid < f->cfg.n_sms; pid++)
    drop_all (&f->l1[pid]);
  drop_all (&f->l2);
}

/* Calls [fn] on every used line of [c] overlapping [addr, addr + n): by walking the line
 * addresses when the range is small, by scanning the cache when it is larger than the cache. */
static void
lines_over (CkFermi *f, CkCache *c, guint64 addr, guint64 n,
            void (*fn) (CkFermi *, CkCacheLine *, guint64, guint64))
{
  if (n == 0)
    return;
  guint64 first = line_of (addr), last = line_of (addr + n - 1);
  guint64 n_lines = (last - first) / CK_LINE_SIZE + 1;
  if (n_lines <= (guint64) c->n_sets * c->ways)
    {
      for (guint64 la = first;; la += CK_LINE_SIZE)
        {
          CkCacheLine *cl = ck_cache_lookup (c, la);
          if (cl)
            fn (f, cl, addr, n);
          if (la == last)
            break;
        }
      return;
    }
  for (guint32 i = 0; i < c->n_sets * c->ways; i++)
    {
      CkCacheLine *cl = &c->lines[i];
      if (cl->used && cl->addr >= first && cl->addr <= last)
        fn (f, cl, addr, n);
    }
}

static void
host_read_line (CkFermi *f, CkCacheLine *cl, guint64 addr, guint64 n)
{
  if (ck_cache_line_is_dirty (cl))
    wb_l2 (f, cl);
}

/**
 * ck_fermi_host_read:
 * @f: the memory environment
 * @addr: the first byte the host reads
 * @n: how many
 *
 * (wb_L2) of every dirty L2 line over the range, so that DRAM holds what the device wrote.
 */
void
ck_fermi_host_read (CkFermi *f, guint64 addr, guint64 n)
{
  lines_over (f, &f->l2, addr, n, host_read_line);
}

static void
host_wrote_line (CkFermi *f, CkCacheLine *cl, guint64 addr, guint64 n)
{
  guint64 lo = MAX (addr, cl->addr), hi = MIN (addr + n, cl->addr + CK_LINE_SIZE);
  guint32 off = (guint32) (lo - cl->addr), len = (guint32) (hi - lo);
  f->backing.read (f->backing.self, lo, len, cl->data + off, cl->seq + off);
  for (guint32 i = off; i < off + len; i++)
    {
      cl->seq[i] = 0;
      mask_add (cl->present, i);
      cl->dirty[i / 64] &= ~((guint64) 1 << (i % 64));
    }
}

/**
 * ck_fermi_host_wrote:
 * @f: the memory environment
 * @addr: the first byte the host wrote
 * @n: how many
 *
 * L2 lines over the range take the host's bytes from DRAM, present and clean, seq 0. A fill
 * pending on such a line then keeps them (update fills only bytes not present).
 */
void
ck_fermi_host_wrote (CkFermi *f, guint64 addr, guint64 n)
{
  lines_over (f, &f->l2, addr, n, host_wrote_line);
}

/* (wb_L1) of a dirty L1 line, or straight to DRAM when L2 has no room for it (as
 * ck_fermi_drain does: L2 then holds no copy of the line, so nothing newer is skipped). */
static void
sm_read_line (CkFermi *f, CkCacheLine *cl, guint64 addr, guint64 n)
{
  if (!ck_cache_line_is_dirty (cl))
    return;
  if (ck_cache_has_room (&f->l2, cl->addr) || write_back_in_set (f, &f->l2, cl->addr))
    wb_l1 (f, cl);
  else
    {
      f->backing.write (f->backing.self, cl->addr, CK_LINE_SIZE, cl->data, cl->seq, cl->dirty);
      cl->dirty[0] = cl->dirty[1] = 0;
    }
}

void
ck_fermi_sm_read (CkFermi *f, guint32 pid, guint64 addr, guint64 n)
{
  g_return_if_fail (pid < f->cfg.n_sms);
  lines_over (f, &f->l1[pid], addr, n, sm_read_line);
  ck_fermi_host_read (f, addr, n);
}

void
ck_fermi_sm_wrote (CkFermi *f, guint32 pid, guint64 addr, guint64 n)
{
  g_return_if_fail (pid < f->cfg.n_sms);
  ck_fermi_host_wrote (f, addr, n);
  lines_over (f, &f->l1[pid], addr, n, host_wrote_line);
}
