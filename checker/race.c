/* checker/race.c — data races with per-byte access tuples [K §3.1]: the last writer and two
 * readers of every byte of shared, global, managed and mapped memory, ordered by barrier and
 * __syncwarp epochs instead of being cleared, so that a barrier costs O(1).
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "checker/checker-private.h"

/*
 * The race predicate [K §3.1]: two accesses to one byte race unless one of the clauses below
 * orders them. [prev] is the access recorded in the shadow, [cur] the one happening now; both
 * come from grids that are still running.
 */
gboolean
ck_race_is_race (CkRaceModel model, const CkRaceStamp *prev, const CkRaceStamp *cur)
{
  gboolean same_block = prev->grid == cur->grid && prev->block == cur->block;
  /* One thread: program order. */
  if (same_block && prev->thread == cur->thread)
    return FALSE;
  /* Two reads never conflict. */
  if (!prev->is_write && !cur->is_write)
    return FALSE;
  /* Stream order, events and the host's synchronisation (semantics/stream.c) order them. */
  if (prev->grid != cur->grid && prev->pos && cur->order
      && prev->pos <= ck_clock_get (cur->order, prev->agent))
    return FALSE;
  /* Two atomics are serialised by the memory system. */
  if (prev->is_atomic && cur->is_atomic)
    return FALSE;
  /* Between the host, grids and copies, volatile accesses are the relaxed system-scope accesses
   * that seed 003 writes with cuda::atomic (a flag polled across agents). Inside a grid they
   * stay plain, so that warp-synchronous code relying on lockstep is still found (issue 10). */
  if (prev->grid != cur->grid && (prev->is_atomic || prev->is_volatile)
      && (cur->is_atomic || cur->is_volatile))
    return FALSE;
  /* Between blocks too: a volatile flag polled by another block is the classic inter-block
   * signal (with __threadfence(), the CUDA Programming Guide's pattern); volatile accesses are
   * relaxed, morally strong operations of the PTX memory model and do not race with each other
   * or with atomics. Within a block they stay plain (above). */
  if (!same_block && (prev->is_atomic || prev->is_volatile) && (cur->is_atomic || cur->is_volatile))
    return FALSE;
  /* A grid barrier of their grid (grid.sync(), semantics/gridbar.c) lies between them. */
  if (prev->grid == cur->grid && prev->grid_gen != cur->grid_gen)
    return FALSE;
  /* A __syncthreads() of their block lies between them. */
  if (same_block && prev->bar_gen != cur->bar_gen)
    return FALSE;
  /* A __syncwarp() (or a barrier) of their warp lies between them. */
  if (same_block && prev->warp == cur->warp && prev->warp_gen != cur->warp_gen)
    return FALSE;
  /* warp-sync model: a warp executes one statement at a time for all its active lanes, so two
   * lanes that ran one of the two statements together are ordered by lockstep: the earlier
   * access's step had the later lane with it (that lane's later statements come after it), or
   * the later one's step had the earlier lane (which did its earlier access before). Being in
   * one branch of a divergent warp is enough; being converged is not needed (issue 23). Two
   * lanes of one statement instance are not ordered (they write at the same time). Under
   * --simt=its no lanes are in lockstep (lockstep 0, not converged). */
  if (model == CK_RACE_MODEL_WARP_SYNC && same_block && prev->warp == cur->warp
      && !(prev->serial != 0 && prev->serial == cur->serial)
      && ((prev->is_converged && cur->is_converged)
          || (prev->lane < 64 && (prev->lockstep >> cur->lane & 1))
          || (cur->lane < 64 && (cur->lockstep >> prev->lane & 1))))
    return FALSE;
  return TRUE;
}

gboolean
ck_race_is_tracked (const CkAlloc *a)
{
  switch (a->space)
    {
    case CK_SPACE_SHARED:
    case CK_SPACE_GLOBAL:
    case CK_SPACE_MANAGED:
      return TRUE;
    case CK_SPACE_HOST:
      return a->is_mapped;
    default:
      return FALSE;
    }
}

/* ---- grids, blocks, epochs ---- */

#define CK_RACE_COLLECT_MIN 65536    /* epochs (about 5 MB) below which none is collected */

static void
block_free (gpointer p)
{
  CkBlockState *b = p;
  g_free (b->warp_epoch);
  g_free (b->warp_gen);
  g_assert (!b->order);  /* freed by ck_order_clear or at the block's end first */
  g_free (b);
}

static void
grid_free (gpointer p)
{
  CkGridState *g = p;
  g_hash_table_destroy (g->blocks);
  g_free (g);
}

static guint
site_hash (gconstpointer p)
{
  const CkSite *s = p;
  return g_direct_hash (s->loc.file) ^ (s->loc.line * 257u + s->loc.col * 7u)
         ^ (guint) (s->stmt_id * 0x9e3779b97f4a7c15ull >> 32) ^ (guint) s->kind;
}

static gboolean
site_equal (gconstpointer a, gconstpointer b)
{
  const CkSite *x = a, *y = b;
  return x->loc.file == y->loc.file && x->loc.line == y->loc.line && x->loc.col == y->loc.col
         && x->stmt_id == y->stmt_id && x->kind == y->kind;
}

void
ck_race_state_init (CkRaceState *rs)
{
  memset (rs, 0, sizeof *rs);
  rs->epoch_floor = 1;
  rs->next_epoch = 1;
  rs->epochs = g_array_new (FALSE, FALSE, sizeof (CkEpochInfo));
  rs->collect_at = CK_RACE_COLLECT_MIN;
  rs->grids = g_ptr_array_new_with_free_func (grid_free);
  rs->sites = g_array_new (FALSE, TRUE, sizeof (CkSite));
  g_array_set_size (rs->sites, 1);
  rs->site_keys = g_ptr_array_new_with_free_func (g_free);
  rs->site_index = g_hash_table_new (site_hash, site_equal);
  ck_order_init (rs);
}

void
ck_race_state_clear (CkRaceState *rs)
{
  ck_order_clear (rs);
  g_array_free (rs->epochs, TRUE);
  g_ptr_array_free (rs->grids, TRUE);
  g_array_free (rs->sites, TRUE);
  g_hash_table_destroy (rs->site_index);
  g_ptr_array_free (rs->site_keys, TRUE);
}

/* Returns the slot of the running grid [grid_id], creating it when the grid's KERNEL_BEGIN
 * was not seen ([kernel] and [block_dim] then come from the first access). The host thread
 * (grid 0) and the copy engine have a slot each too, which never ends. */
static guint32
grid_slot (CkRaceState *rs, guint32 grid_id, const char *kernel, CkDim3 block_dim,
           guint32 warp_size, gboolean is_host)
{
  if (rs->last_grid_slot < rs->grids->len)
    {
      CkGridState *g = g_ptr_array_index (rs->grids, rs->last_grid_slot);
      if (g->grid_id == grid_id && !g->is_ended && (g->warp_size || !warp_size))
        return rs->last_grid_slot;
    }
  for (guint i = rs->grids->len; i-- > 0;)
    {
      CkGridState *g = g_ptr_array_index (rs->grids, i);
      if (g->grid_id == grid_id && !g->is_ended)
        {
          /* KERNEL_BEGIN does not know the warp size: the first access tells */
          if (!g->warp_size)
            g->warp_size = warp_size;
          return rs->last_grid_slot = i;
        }
    }
  CkGridState *g = g_new0 (CkGridState, 1);
  g->grid_id = grid_id;
  g->kernel = kernel;
  g->block_dim = block_dim;
  g->warp_size = warp_size;
  g->is_host = is_host;
  g->blocks = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, block_free);
  g_ptr_array_add (rs->grids, g);
  if (!is_host)
    rs->n_active++;
  return rs->last_grid_slot = rs->grids->len - 1;
}

CkBlockState *
ck_race_block_at (const CkGridState *g, guint32 block)
{
  if (g->last && g->last_block == block)
    return g->last;
  return g_hash_table_lookup (g->blocks, GUINT_TO_POINTER (block));
}

static CkBlockState *
block_state (CkGridState *g, const CkWho *who)
{
  CkBlockState *b = ck_race_block_at (g, who->block_linear);
  if (!b)
    {
      b = g_new0 (CkBlockState, 1);
      g_hash_table_insert (g->blocks, GUINT_TO_POINTER (who->block_linear), b);
    }
  g->last = b;
  g->last_block = who->block_linear;
  return b;
}

static void
ensure_warps (CkBlockState *b, guint32 w)
{
  if (G_LIKELY (w < b->n_warps))
    return;
  guint32 n = MAX (w + 1, b->n_warps * 2);
  b->warp_epoch = g_renew (guint32, b->warp_epoch, n);
  b->warp_gen = g_renew (guint32, b->warp_gen, n);
  memset (b->warp_epoch + b->n_warps, 0, (n - b->n_warps) * sizeof (guint32));
  memset (b->warp_gen + b->n_warps, 0, (n - b->n_warps) * sizeof (guint32));
  b->n_warps = n;
}

/* Returns the epoch of warp [who->warp_id] of block [b], taking a new one after a barrier,
 * __syncwarp or fence. Invariant: epochs->len == next_epoch - epoch_floor. */
guint32
ck_race_warp_epoch (CkRaceState *rs, guint32 slot, CkBlockState *b, const CkWho *who)
{
  guint32 w = who->warp_id;
  ensure_warps (b, w);
  guint32 e = b->warp_epoch[w];
  if (e)
    {
      /* the host's time moves on, the copy engine works for one op after another */
      const CkEpochInfo *in = &g_array_index (rs->epochs, CkEpochInfo, e - rs->epoch_floor);
      if (in->pos == who->agent_pos && in->agent == who->agent
          && (!rs->lockstep_epochs || in->lockstep == who->lockstep)
          && in->host_thread == who->host_thread)
        return e;
    }
  g_assert (rs->next_epoch < G_MAXUINT32);
  e = rs->next_epoch++;
  CkEpochInfo info = { slot, who->block_linear, w, b->bar_gen, b->warp_gen[w],
                       ((CkGridState *) g_ptr_array_index (rs->grids, slot))->grid_gen, who->agent,
                       who->order ? who->agent_pos : 0, rs->lockstep_epochs ? who->lockstep : 0,
                       who->host_thread, who->host_entry, who->block_idx };
  g_array_append_val (rs->epochs, info);
  b->warp_epoch[w] = e;
  return e;
}

void
ck_race_kernel_begin (CkChecker *c, const CkKernelEvent *ev)
{
  CkRaceState *rs = &c->race;
  guint32 slot = grid_slot (rs, ev->grid_id, ev->kernel, ev->block_dim, 0, FALSE);
  CkGridState *g = g_ptr_array_index (rs->grids, slot);
  g->kernel = ev->kernel;
  g->block_dim = ev->block_dim;
}

/* No grid runs and every access so far is ordered before every later one: forget the epochs
 * instead of the tuples. Restart the counter long before it could wrap. */
static void
forget_all (CkChecker *c)
{
  CkRaceState *rs = &c->race;
  ck_order_clear (rs);
  ck_order_init (rs);
  if (rs->next_epoch > G_MAXUINT32 / 2)
    {
      ck_shadow_forget_races (&c->shadow);
      rs->next_epoch = 1;
    }
  rs->epoch_floor = rs->next_epoch;
  /* every read set is stale now: give the memory back */
  if (c->shadow.n_read_sets)
    ck_shadow_forget_read_sets (&c->shadow);
  g_array_set_size (rs->epochs, 0);
  g_ptr_array_set_size (rs->grids, 0);
  rs->n_blocks_ended = 0;
  rs->last_grid_slot = 0;
  rs->stamp_who = NULL;
}

void
ck_race_device_idle (CkChecker *c)
{
  if (c->race.n_active == 0)
    forget_all (c);
}

void
ck_race_kernel_end (CkChecker *c, const CkKernelEvent *ev)
{
  CkRaceState *rs = &c->race;
  for (guint i = 0; i < rs->grids->len; i++)
    {
      CkGridState *g = g_ptr_array_index (rs->grids, i);
      if (g->grid_id == ev->grid_id && !g->is_ended && !g->is_host)
        {
          g->is_ended = TRUE;
          rs->n_active--;
          if (g->has_order)
            rs->n_ordered_ended++;
        }
    }
  /* Without clocks a grid that ended precedes everything after it; with clocks its accesses
   * may still race with unordered work, until the host has synchronised with everything
   * (ck_race_device_idle). */
  if (rs->n_active == 0 && rs->n_ordered_ended == 0)
    forget_all (c);
}

static CkGridState *
running_grid (CkRaceState *rs, const CkWho *who)
{
  guint32 slot = grid_slot (rs, who->grid_id, who->kernel, who->block_dim, who->warp_size,
                            who->is_host);
  return g_ptr_array_index (rs->grids, slot);
}

CkBlockState *
ck_race_block_of (CkRaceState *rs, const CkWho *who, guint32 *slot)
{
  guint32 s = grid_slot (rs, who->grid_id, who->kernel, who->block_dim, who->warp_size,
                         who->is_host);
  if (slot)
    *slot = s;
  return block_state (g_ptr_array_index (rs->grids, s), who);
}

/* The grid barrier of [who]'s grid completed (grid.sync()): every access of the grid before it
 * is ordered before every access after it. Each block's own barrier follows (ck_race_barrier),
 * which gives its warps new epochs. */
void
ck_race_grid_barrier (CkChecker *c, const CkWho *who)
{
  running_grid (&c->race, who)->grid_gen++;
}

void
ck_race_barrier (CkChecker *c, const CkWho *who)
{
  CkBlockState *b = block_state (running_grid (&c->race, who), who);
  b->bar_gen++;
  if (b->warp_epoch)
    memset (b->warp_epoch, 0, b->n_warps * sizeof (guint32));
  if (b->order)
    ck_order_barrier (&c->race, b);
}

void
ck_race_warp_sync (CkChecker *c, const CkWho *who)
{
  CkBlockState *b = block_state (running_grid (&c->race, who), who);
  ensure_warps (b, who->warp_id);
  b->warp_epoch[who->warp_id] = 0;
  b->warp_gen[who->warp_id]++;
}

void
ck_race_block_end (CkChecker *c, const CkWho *who)
{
  CkGridState *g = running_grid (&c->race, who);
  CkBlockState *b = block_state (g, who);
  /* What it released lives on in the sync objects; its own fences and clocks are done. The
     rest goes too: a grid of 2^31 - 1 blocks run one after another keeps no state per block
     (fuzz/open's finding); what its accesses need is in their epochs. */
  ck_order_block_free (&c->race, b);
  if (c->race.n_blocks_ended < G_MAXUINT32)
    c->race.n_blocks_ended++;
  g->last = NULL;
  g_hash_table_remove (g->blocks, GUINT_TO_POINTER (who->block_linear));
}

/* ---- sites: where an access happened ---- */

guint32
ck_race_site (CkRaceState *rs, const CkAccessEvent *ev)
{
  guint h = (guint) (ev->stmt_id * 31u + ev->loc.line * 7u + ev->loc.col + ev->kind)
            % CK_SITE_CACHE_SIZE;
  if (rs->site_cache[h].index && rs->site_cache[h].stmt_id == ev->stmt_id
      && rs->site_cache[h].file == ev->loc.file && rs->site_cache[h].line == ev->loc.line
      && rs->site_cache[h].col == ev->loc.col && rs->site_cache[h].kind == (guint32) ev->kind)
    return rs->site_cache[h].index;
  CkSite key = { ev->loc, ev->stmt_id, ev->kind };
  guint32 index = GPOINTER_TO_UINT (g_hash_table_lookup (rs->site_index, &key));
  if (!index)
    {
      CkSite *k = g_memdup2 (&key, sizeof key);
      g_ptr_array_add (rs->site_keys, k);
      g_array_append_val (rs->sites, key);
      index = rs->sites->len - 1;
      g_hash_table_insert (rs->site_index, k, GUINT_TO_POINTER (index));
    }
  rs->site_cache[h].stmt_id = ev->stmt_id;
  rs->site_cache[h].file = ev->loc.file;
  rs->site_cache[h].line = ev->loc.line;
  rs->site_cache[h].col = ev->loc.col;
  rs->site_cache[h].kind = ev->kind;
  rs->site_cache[h].index = index;
  return index;
}

/* Epochs are only added while grids run: a grid of many blocks run one after another, each
 * with its own epochs, would grow the table for ever although the tuples name a bounded number
 * of them (fuzz/open's finding: 2^31 - 1 blocks). When the table reaches [collect_at] entries,
 * the epochs no tuple, read set or running warp names are dropped and the others renumbered in
 * their order, which is all that the race predicate and the pruning compare. The next
 * collection waits until the table doubles, and until as many epochs as a quarter of the
 * shadow cells were added (each collection walks them all). Not while fences or atomics order
 * accesses (order.c's clocks hold epochs too). */

typedef struct EpochWalk {
  guint32 floor, n;            /* the epochs [floor, floor + n) of the table */
  guint32 *map;                /* per epoch: 1 when named (marking), then its new number */
  gboolean renumber;
} EpochWalk;

static void
walk_epoch (guint32 *e, gpointer data)
{
  EpochWalk *w = data;
  if (*e < w->floor || *e - w->floor >= w->n)
    return;                    /* none (0), or stale */
  if (w->renumber)
    *e = w->map[*e - w->floor];
  else
    w->map[*e - w->floor] = 1;
}

static void
walk_warps (CkRaceState *rs, EpochWalk *w)
{
  for (guint i = 0; i < rs->grids->len; i++)
    {
      GHashTableIter it;
      gpointer v;
      g_hash_table_iter_init (&it, ((CkGridState *) g_ptr_array_index (rs->grids, i))->blocks);
      while (g_hash_table_iter_next (&it, NULL, &v))
        {
          CkBlockState *b = v;
          for (guint32 k = 0; k < b->n_warps; k++)
            walk_epoch (&b->warp_epoch[k], w);
        }
    }
}

static void
collect_epochs (CkChecker *c)
{
  CkRaceState *rs = &c->race;
  EpochWalk w = { rs->epoch_floor, rs->epochs->len, NULL, FALSE };
  if (rs->n_fenced_blocks || rs->n_acquired
      || (rs->sync_objects && g_hash_table_size (rs->sync_objects)))
    {
      rs->collect_at = 2 * w.n;
      return;
    }
  rs->stamp_who = NULL;        /* its epoch is renumbered */
  w.map = g_new0 (guint32, w.n);
  ck_shadow_foreach_epoch (&c->shadow, walk_epoch, &w);
  walk_warps (rs, &w);
  guint32 kept = 0;
  for (guint32 i = 0; i < w.n; i++)
    if (w.map[i])
      {
        g_array_index (rs->epochs, CkEpochInfo, kept) = g_array_index (rs->epochs, CkEpochInfo, i);
        w.map[i] = w.floor + kept++;
      }
  w.renumber = TRUE;
  ck_shadow_foreach_epoch (&c->shadow, walk_epoch, &w);
  walk_warps (rs, &w);
  g_free (w.map);
  g_array_set_size (rs->epochs, kept);
  rs->next_epoch = w.floor + kept;
  guint64 cells = c->shadow.cell_bytes / sizeof (CkShadowCell);
  rs->collect_at = (guint32) MIN (G_MAXUINT32 / 2, MAX (CK_RACE_COLLECT_MIN, 2 * (guint64) kept + cells / 4));
}

void
ck_race_stamp_event (CkChecker *c, const CkAccessEvent *ev, CkRaceStamp *cur)
{
  CkRaceState *rs = &c->race;
  const CkWho *who = ev->who;
  /* The next event of the warp step that the last one was of (the step counter is global:
     the same warp, the same moment), for the same statement and kind: an atomic's lanes, one
     event each. Nothing between two events of one step changes what a stamp holds (barriers,
     __syncwarp, fences and grid ends are steps of their own) and the serial stays (same step),
     so the stamp is the last one. */
  if (who == rs->stamp_who && ev->step && ev->step == rs->stamp_step
      && ev->step == rs->serial_step && !ev->mid && ev->stmt_id == rs->stamp_stmt
      && ev->kind == rs->stamp_kind && ev->is_volatile == rs->stamp_volatile
      && ev->loc.file == rs->stamp_loc.file && ev->loc.line == rs->stamp_loc.line
      && ev->loc.col == rs->stamp_loc.col && rs->epochs->len < rs->collect_at)
    {
      *cur = rs->stamp;
      return;
    }
  if (G_UNLIKELY (rs->epochs->len >= rs->collect_at))
    collect_epochs (c);
  guint32 slot = grid_slot (rs, who->grid_id, who->kernel, who->block_dim, who->warp_size,
                            who->is_host);
  CkGridState *g = g_ptr_array_index (rs->grids, slot);
  if (who->order)
    g->has_order = TRUE;
  CkBlockState *b = block_state (g, who);
  cur->site = ck_race_site (rs, ev);
  cur->grid = slot;
  cur->block = who->block_linear;
  cur->warp = who->warp_id;
  cur->thread = who->first_thread;
  cur->bar_gen = b->bar_gen;
  cur->grid_gen = g->grid_gen;
  cur->epoch = ck_race_warp_epoch (rs, slot, b, who);
  cur->warp_gen = b->warp_gen[who->warp_id];
  /* One statement instance: the events of one warp step. A byte-wise access (an aggregate
     assignment) comes as one event per lane, all in the step of their statement. Under
     --memory=fermi a memory program reports its access when it completes, in some later
     step: each such event is its own instance. */
  if (ev->step == 0 || ev->mid || ev->step != rs->serial_step)
    {
      if (G_UNLIKELY (++rs->serial == 0))
        rs->serial = 1;
      rs->serial_step = ev->step;
    }
  cur->serial = rs->serial;
  cur->is_write = ev->kind != CK_ACC_READ;
  cur->is_atomic = ev->kind == CK_ACC_ATOMIC;
  cur->is_converged = who->warp_converged;
  cur->lockstep = rs->lockstep_epochs ? who->lockstep : 0;
  cur->lane = 0;               /* ck_race_access_lane sets it */
  cur->is_volatile = ev->is_volatile;
  cur->agent = who->agent;
  cur->pos = who->order ? who->agent_pos : 0;
  cur->order = who->order;
  rs->stamp_who = who;
  rs->stamp_step = ev->step;
  rs->stamp_stmt = ev->stmt_id;
  rs->stamp_loc = ev->loc;
  rs->stamp_kind = ev->kind;
  rs->stamp_volatile = ev->is_volatile;
  rs->stamp = *cur;
}

/* Fills [out] for a tuple with [epoch]; FALSE when the tuple is empty or stale (from a grid
 * that ended). */
static inline gboolean
stamp_of (const CkRaceState *rs, guint32 epoch, guint32 thread, guint8 flags, guint32 serial,
          gboolean is_write, CkRaceStamp *out)
{
  if (epoch < rs->epoch_floor)
    return FALSE;
  const CkEpochInfo *in = &g_array_index (rs->epochs, CkEpochInfo, epoch - rs->epoch_floor);
  const CkGridState *g = g_ptr_array_index (rs->grids, in->grid);
  if (g->is_ended && !g->has_order)
    return FALSE;
  out->grid = in->grid;
  out->block = in->block;
  out->warp = in->warp;
  out->thread = thread;
  out->bar_gen = in->bar_gen;
  out->grid_gen = in->grid_gen;
  out->epoch = epoch;
  out->serial = serial;
  out->is_write = is_write;
  out->is_atomic = (flags & CK_SHADOW_ATOMIC) != 0;
  out->is_converged = (flags & CK_SHADOW_CONVERGED) != 0;
  out->is_volatile = (flags & CK_SHADOW_VOLATILE) != 0;
  out->warp_gen = in->warp_gen;
  out->agent = in->agent;
  out->pos = in->pos;
  out->order = NULL;
  out->lockstep = in->lockstep;
  out->lane = g->warp_size && thread >= in->warp * g->warp_size
              ? thread - in->warp * g->warp_size : 64;
  return TRUE;
}

/* The race predicate, then the release/acquire chains of order.c (only consulted once some
 * thread acquired a clock). */
static inline gboolean
conflicts (CkRaceState *rs, CkRaceModel model, const CkRaceStamp *prev, const CkRaceStamp *cur)
{
  return ck_race_is_race (model, prev, cur)
         && !(rs->n_acquired && ck_order_is_ordered (rs, prev, cur));
}

/* The answer of stamp_of() then conflicts() for the common case, without building the earlier
 * access's stamp: 0 when the tuple ([epoch], [thread], [flags], [is_write]) is stale or
 * ordered before [cur] (with [cur_thread] and the three [cur_*] kinds), 1 when they race, -1
 * when only the full predicate can tell. It answers when the earlier access is of [cur]'s own
 * grid (which runs: not stale) and no clock was ever acquired, outside the warp-sync model's
 * lockstep clause: the clauses of ck_race_is_race() in its order, for one grid. */
static inline __attribute__ ((always_inline)) int
quick_conflict (const CkRaceState *rs, CkRaceModel model, guint32 epoch, guint32 thread,
                guint8 flags, gboolean is_write, const CkRaceStamp *cur, guint32 cur_thread,
                gboolean cur_write, gboolean cur_atomic, gboolean cur_volatile)
{
  if (epoch < rs->epoch_floor)
    return 0;
  if (rs->n_acquired)
    return -1;
  gboolean atomic = (flags & CK_SHADOW_ATOMIC) != 0;
  const CkEpochInfo *in = &g_array_index (rs->epochs, CkEpochInfo, epoch - rs->epoch_floor);
  if (epoch == cur->epoch)
    {
      /* one warp of one block in one barrier interval: only the thread, the kinds, a grid
         barrier and lockstep can order them */
      if (thread == cur_thread || (!is_write && !cur_write) || (atomic && cur_atomic)
          || in->grid_gen != cur->grid_gen)
        return 0;
      return model == CK_RACE_MODEL_WARP_SYNC ? -1 : 1;
    }
  if (in->grid != cur->grid)
    return -1;
  gboolean same_block = in->block == cur->block;
  /* the clauses that order them, most common first (each answers alone) */
  if (same_block && in->bar_gen != cur->bar_gen)
    return 0;
  if (same_block && thread == cur_thread)
    return 0;
  if (!is_write && !cur_write)
    return 0;
  if (atomic && cur_atomic)
    return 0;
  if (!same_block && (atomic || (flags & CK_SHADOW_VOLATILE)) && (cur_atomic || cur_volatile))
    return 0;
  if (in->grid_gen != cur->grid_gen)
    return 0;
  if (same_block && in->warp == cur->warp)
    {
      if (in->warp_gen != cur->warp_gen)
        return 0;
      if (model == CK_RACE_MODEL_WARP_SYNC)
        return -1;
    }
  return 1;
}

/* For tests/test-race.c: quick_conflict()'s answer for the earlier access ([epoch], [thread],
 * [flags], [is_write]) and [cur] (its own kinds), and in [*full] that of stamp_of() then
 * conflicts(), which quick_conflict() must equal whenever it answers. */
int
ck_race_quick_conflict_check (CkChecker *c, guint32 epoch, guint32 thread, guint8 flags,
                              gboolean is_write, const CkRaceStamp *cur, gboolean *full)
{
  CkRaceState *rs = &c->race;
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  CkRaceStamp p;
  *full = stamp_of (rs, epoch, thread, flags, 0, is_write, &p) && conflicts (rs, model, &p, cur);
  return quick_conflict (rs, model, epoch, thread, flags, is_write, cur, cur->thread,
                         cur->is_write, cur->is_atomic, cur->is_volatile);
}

/* ---- reports ---- */

typedef struct RaceConflict {
  CkRaceStamp prev;
  guint32 prev_site;
  guint64 byte;                /* offset of the first conflicting byte */
  gboolean prev_value_known;
} RaceConflict;

static void
thread_of_stamp (const CkRaceState *rs, const CkRaceStamp *s, CkReportThread *t)
{
  const CkGridState *g = g_ptr_array_index (rs->grids, s->grid);
  guint32 bx = MAX (g->block_dim.x, 1), by = MAX (g->block_dim.y, 1);
  memset (t, 0, sizeof *t);
  if (g->is_host)
    {
      t->is_host = TRUE;
      t->is_copy = g->grid_id == G_MAXUINT32;
      if (s->epoch >= rs->epoch_floor && s->epoch - rs->epoch_floor < rs->epochs->len)
        {
          /* which host thread of <pthread.h>, when the program has several */
          const CkEpochInfo *in = &g_array_index (rs->epochs, CkEpochInfo,
                                                  s->epoch - rs->epoch_floor);
          t->host_thread = in->host_thread;
          t->host_entry = in->host_entry;
        }
      return;
    }
  if (s->epoch >= rs->epoch_floor && s->epoch - rs->epoch_floor < rs->epochs->len)
    t->block = g_array_index (rs->epochs, CkEpochInfo, s->epoch - rs->epoch_floor).block_idx;
  t->thread = (CkDim3) { s->thread % bx, (s->thread / bx) % by, s->thread / (bx * by) };
  t->warp = s->warp;
  t->lane = g->warp_size ? s->thread - s->warp * g->warp_size : 0;
}

static const char *
access_phrase (CkAccessKind k)
{
  switch (k)
    {
    case CK_ACC_READ: return "read";
    case CK_ACC_WRITE: return "write";
    case CK_ACC_ATOMIC: return "atomic update";
    }
  return "access";
}

/* "'shared'[4]", "byte 5 of 'buf'", "offset 16 of the shared memory of block (0,0,0)" or
 * "offset 8 of an allocation of 72 bytes allocated at f.cu:3:5". */
void
ck_race_append_place (GString *s, const CkAlloc *a, guint64 off, guint32 size, const CkWho *who)
{
  const CkVarRange *v = ck_alloc_var_at (a, off);
  if (v && off == v->offset && size == v->size)
    g_string_append_printf (s, "'%s'", v->name);
  else if (v && size > 0 && (off - v->offset) % size == 0)
    g_string_append_printf (s, "'%s'[%" G_GUINT64_FORMAT "]", v->name, (off - v->offset) / size);
  else if (v)
    g_string_append_printf (s, "byte %" G_GUINT64_FORMAT " of '%s'", off - v->offset, v->name);
  else if (a->name && off == 0 && size == a->size)
    g_string_append_printf (s, "'%s'", a->name);
  else if (a->name && size > 0 && off % size == 0)
    g_string_append_printf (s, "'%s'[%" G_GUINT64_FORMAT "]", a->name, off / size);
  else if (a->name)
    g_string_append_printf (s, "byte %" G_GUINT64_FORMAT " of '%s'", off, a->name);
  else if (a->space == CK_SPACE_SHARED && !who->is_host)
    g_string_append_printf (s, "offset %" G_GUINT64_FORMAT " of the shared memory of block "
                            "(%u,%u,%u)", off, who->block_idx.x, who->block_idx.y,
                            who->block_idx.z);
  else
    {
      g_string_append_printf (s, "offset %" G_GUINT64_FORMAT " of ", off);
      ck_report_append_alloc (s, a);
    }
}

static void
report_race (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur, int lane,
             const CkShadow *sh, guint64 off, const RaceConflict *cf, int same_value)
{
  CkRaceState *rs = &c->race;
  const CkSite *ps = &g_array_index (rs->sites, CkSite, cf->prev_site);
  CkAccessKind pk = ps->kind;
  gboolean same_stmt = cf->prev.serial != 0 && cf->prev.serial == cur->serial;
  CkFoldKey key = {
    same_value == 1 ? CK_REPORT_RACE_SAME_VALUE : CK_REPORT_RACE, ev->loc, ps->loc,
    (guint64) pk * 4 + (guint64) ev->kind + (same_stmt ? 16 : 0),
  };
  CkReport *f = ck_report_begin (&c->reporter, &key, ev->who->kernel, ev->who->kernel);
  if (!f)
    return;
  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "data race on %s memory: %s of %u byte%s at ",
                          ck_report_space_name (sh->alloc->space), access_phrase (ev->kind),
                          ev->size, ev->size == 1 ? "" : "s");
  ck_race_append_place (s, sh->alloc, off, ev->size, ev->who);
  if (same_stmt)
    g_string_append_printf (s, " conflicts with the %s of another lane of the same statement",
                            access_phrase (pk));
  else
    g_string_append_printf (s, " conflicts with an earlier %s", access_phrase (pk));
  if (same_value == 1)
    g_string_append (s, " of the same value");
  ck_report_set_message (f, "%s", s->str);

  CkReportThread pt, ct;
  thread_of_stamp (rs, &cf->prev, &pt);
  pt.role = "previous";
  pt.access = ck_report_access_name (pk);
  ck_report_thread_of (&ct, ev->who, (guint32) lane);
  ct.role = "current";
  ct.access = ck_report_access_name (ev->kind);

  g_string_assign (s, same_stmt ? "the other " : "previous ");
  g_string_append_printf (s, "%s by ", access_phrase (pk));
  ck_report_append_thread (s, &pt);
  const CkGridState *pg = g_ptr_array_index (rs->grids, cf->prev.grid);
  if (cf->prev.grid != cur->grid && !pg->is_host && pg->kernel)
    g_string_append_printf (s, " in another grid, of kernel '%s', that nothing orders before "
                            "this one", pg->kernel);
  if (cf->byte != off)
    g_string_append_printf (s, " (first conflicting byte: offset %" G_GUINT64_FORMAT ")",
                            cf->byte);
  ck_report_add_note (f, ps->loc, "%s", s->str);

  g_string_assign (s, access_phrase (ev->kind));
  g_string_append (s, " by ");
  ck_report_append_thread (s, &ct);
  if (same_value == 1)
    g_string_append (s, "; both store the same value");
  else if (same_value == 0)
    g_string_append (s, "; the values differ");
  ck_report_add_note (f, ev->loc, "%s", s->str);
  /* A plain access racing with an atomic one is the pattern of a lock released (or a flag
     set) by a plain store, as in listing 6.1 [H §6.1]: what orders a release is an atomic
     after a fence, not a __syncwarp(), whether or not the lanes share a warp. */
  if ((pk == CK_ACC_ATOMIC) != (ev->kind == CK_ACC_ATOMIC))
    ck_report_add_note (f, ev->loc, "the location is also updated atomically, as a lock or a "
                        "flag is: a plain access is not ordered with the atomics; release a lock "
                        "with an atomic (atomicExch (&lock, 0)) after a __threadfence() that orders "
                        "the critical section's writes before it (a __syncwarp() does not order "
                        "them)");
  /* Warp-synchronous code: fine where a warp runs in lockstep, a race under ITS. */
  else if (ev->who->independent && !same_stmt && cf->prev.grid == cur->grid
      && cf->prev.block == cur->block && cf->prev.warp == cur->warp)
    ck_report_add_note (f, ev->loc, "both accesses are by lanes of warp %u: under --simt=stack "
                        "a converged warp executes them in lockstep, so warp-synchronous code "
                        "(--race-model=warp-sync) is ordered there; under independent thread "
                        "scheduling (--simt=its, sm_70 and later) the lanes need a __syncwarp() "
                        "between the two accesses", cur->warp);
  ck_report_add_thread_raw (f, &ct);
  ck_report_add_thread_raw (f, &pt);
  g_string_free (s, TRUE);
  ck_report_emit (&c->reporter, f);
}

/* ---- the per-lane check ---- */

/* [width] bytes of [ev]'s lane [lane] value starting [from] bytes into the access. */
static inline guint32
new_bytes (const CkAccessEvent *ev, int lane, guint64 from, guint32 width)
{
  if (ev->data)
    {
      guint32 v = 0;
      memcpy (&v, ev->data + ev->data_stride * (gsize) lane + from, MIN (width, 4));
      return v;
    }
  guint64 v = ev->new_value[lane] >> (8 * from);
  return width >= 4 ? (guint32) v : (guint32) (v & ((1u << (8 * width)) - 1));
}

/* Whether the read of [thread] in [epoch] can be forgotten once [cur] is recorded: stale, the
 * same thread, or ordered before [cur] — then a later write that races with it races with
 * [cur] too. Volatile accesses of two blocks do not race, but that orders nothing: a plain
 * write of [cur]'s thread still races with the other block's volatile read. */
static inline gboolean
read_precedes (CkRaceState *rs, CkRaceModel model, guint32 epoch, guint32 thread, guint8 flags,
               const CkRaceStamp *cur)
{
  if (epoch == cur->epoch && thread == cur->thread)
    return TRUE;
  int q = quick_conflict (rs, model, epoch, thread, flags & ~CK_SHADOW_VOLATILE, TRUE, cur,
                          cur->thread, FALSE, FALSE, FALSE);
  if (q >= 0)
    return !q;
  CkRaceStamp p;
  if (!stamp_of (rs, epoch, thread, flags & ~CK_SHADOW_VOLATILE, 0, TRUE, &p))
    return TRUE;
  CkRaceStamp as_write = *cur;
  as_write.is_write = FALSE;
  as_write.is_atomic = FALSE;
  as_write.is_volatile = FALSE;
  return !conflicts (rs, model, &p, &as_write);
}

/* Whether reader [r] can be overwritten by [cur]: empty, or read_precedes(). */
static inline gboolean
reader_is_replaceable (CkRaceState *rs, CkRaceModel model, const CkShadowReader *r,
                       const CkRaceStamp *cur)
{
  return read_precedes (rs, model, r->epoch, r->thread, r->flags, cur);
}

/* Three readers that may each race with a later write, and room for two: [r1] (the first) stays,
 * and the second slot keeps [r2] rather than [cur] when only [r2] is of another block than
 * [r1]; the other one goes to the cell's read set. The slots are checked first, so this keeps
 * the reader that a report names where two slots were enough: a thread of another block, for a
 * block's halo cell read by a thread of the neighbouring block and then by two threads of the
 * writer's own block (corpus/checker/race-mapped-blocks.cu). */
static inline __attribute__ ((always_inline)) gboolean
reader_keeps_other_block (const CkRaceState *rs, const CkShadowReader *r1,
                          const CkShadowReader *r2, const CkRaceStamp *cur)
{
  /* neither is replaceable by [cur]: both are live, their epochs above the floor */
  const CkEpochInfo *p1 = &g_array_index (rs->epochs, CkEpochInfo, r1->epoch - rs->epoch_floor);
  const CkEpochInfo *p2 = &g_array_index (rs->epochs, CkEpochInfo, r2->epoch - rs->epoch_floor);
  gboolean r2_other = p2->grid != p1->grid || p2->block != p1->block;
  gboolean cur_other = cur->grid != p1->grid || cur->block != p1->block;
  return r2_other && !cur_other;
}

/* ---- read sets: the readers of a cell beyond its two slots ---- */

/* The lanes of [e] that do not read_precedes() [cur]. Without release/acquire clocks (per
 * thread) the lanes of an entry differ only in being [cur]'s own thread or not: one check
 * answers for the others. */
static guint32
entry_live_lanes (CkRaceState *rs, CkRaceModel model, const CkReadSetEntry *e,
                  const CkRaceStamp *cur)
{
  guint32 lanes = e->lanes, keep = 0;
  while (lanes)
    {
      int i = __builtin_ctz (lanes);
      guint32 bit = 1u << i;
      guint32 thread = e->base + (guint32) i;
      lanes &= ~bit;
      gboolean precedes = read_precedes (rs, model, e->epoch, thread, e->flags, cur);
      if (!precedes)
        keep |= bit;
      /* only the thread and its clocks tell lanes of one entry apart (and, in the warp-sync
         model, whether the lane was in lockstep with [cur]) */
      if (!rs->n_acquired && !rs->lockstep_epochs && thread != cur->thread)
        {
          guint32 own = cur->thread >= e->base && cur->thread < e->base + 32u
                        ? 1u << (cur->thread - e->base) : 0;
          if (!precedes)
            keep |= lanes & ~own;
          if ((lanes & own) && !read_precedes (rs, model, e->epoch, cur->thread, e->flags, cur))
            keep |= own;
          break;
        }
    }
  return keep;
}

/* Whether epochs [a] and [b] are of one block of one grid. */
static inline gboolean
same_block (const CkRaceState *rs, guint32 a, guint32 b)
{
  const CkEpochInfo *x = &g_array_index (rs->epochs, CkEpochInfo, a - rs->epoch_floor);
  const CkEpochInfo *y = &g_array_index (rs->epochs, CkEpochInfo, b - rs->epoch_floor);
  return x->grid == y->grid && x->block == y->block;
}

static int
cmp_u64 (const void *a, const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

/* Whether the entries of the read set [e] and [kept], both of blocks that ended, stand for
 * the same readers as far as any later access can tell: see read_set_fold_ended(). */
static inline gboolean
ended_entries_alike (const CkEpochInfo *e, guint8 e_flags, const CkEpochInfo *kept,
                     guint8 kept_flags)
{
  return e->grid == kept->grid && e->grid_gen == kept->grid_gen && e->agent == kept->agent
         && e->pos == kept->pos && e_flags == kept_flags;
}

/* Keeps one entry of each kind among those of blocks that ended: the first, in the set's
 * order. Only while no release was ever recorded since the epochs were last forgotten (no
 * sync object) and no clock acquired.
 *
 * Why no race is missed: a later write W cannot be by a thread of a block that ended, so W is
 * of another block or grid than every dropped reader R. Between blocks, ck_race_is_race()
 * orders R before W by the stream order of R's grid (its epoch's agent and position), a grid
 * barrier (R's grid barrier generation), or by both being relaxed (R volatile, W atomic or
 * volatile): the same for every entry of one kind (grid, grid barrier generation, agent,
 * position, flags), which ended_entries_alike() compares. The clauses of one block (same
 * thread, barriers, __syncwarp, lockstep) never apply to W. What is left is order.c's clocks:
 * a clock names a thread or block only after that thread released (an atomic after a fence),
 * and the release lands in a sync object; with none, no thread of an ended block released,
 * and no thread will (its block is over), so no clock that W's thread may acquire later names
 * R's thread or block. So W races with R exactly when it races with the kept entry of R's
 * kind.
 *
 * What reports name: read_set_conflict() names the first entry, in the set's order, that
 * conflicts, and its first lane; the kept entry of a kind comes before every entry it stands
 * for and conflicts whenever they do (all its lanes alike: W is not of their block), so the
 * report names the reader it named before. */
static void
read_set_fold_ended (CkRaceState *rs, CkReadSet *set)
{
  if (!rs->n_blocks_ended || rs->n_acquired || g_hash_table_size (rs->sync_objects)
      || set->n < 2)
    return;
  guint32 n = 0, n_kept = 0;
  guint32 kept[16];            /* entries of ended blocks kept so far (their index in set) */
  guint32 last_grid = G_MAXUINT32, last_block = 0;
  gboolean last_ended = FALSE;
  for (guint32 k = 0; k < set->n; k++)
    {
      CkReadSetEntry e = set->e[k];
      const CkEpochInfo *in = &g_array_index (rs->epochs, CkEpochInfo, e.epoch - rs->epoch_floor);
      if (in->grid != last_grid || in->block != last_block)
        {
          const CkGridState *g = g_ptr_array_index (rs->grids, in->grid);
          last_grid = in->grid;
          last_block = in->block;
          last_ended = !g->is_host && (g->is_ended || !ck_race_block_at (g, in->block));
        }
      if (last_ended)
        {
          guint32 j = 0;
          while (j < n_kept
                 && !ended_entries_alike (in, e.flags,
                                          &g_array_index (rs->epochs, CkEpochInfo,
                                                          set->e[kept[j]].epoch - rs->epoch_floor),
                                          set->e[kept[j]].flags))
            j++;
          if (j < n_kept)
            continue;          /* the kept entry of its kind stands for it */
          if (n_kept < G_N_ELEMENTS (kept))
            kept[n_kept++] = n;
        }
      set->e[n++] = e;
    }
  set->n = n;
}

/* Drops the entries and lanes of [set] that [cur] makes redundant (stale, or ordered before it)
 * and the lanes that a newer entry of the same thread supersedes (program order: a thread
 * polling a flag across fences does not grow the set). */
static void
read_set_prune (CkRaceState *rs, CkRaceModel model, CkReadSet *set, const CkRaceStamp *cur)
{
  guint32 n = 0;
  for (guint32 k = 0; k < set->n; k++)
    {
      CkReadSetEntry e = set->e[k];
      e.lanes = entry_live_lanes (rs, model, &e, cur);
      if (e.lanes)
        set->e[n++] = e;
    }
  set->n = n;
  read_set_fold_ended (rs, set);
  n = set->n;
  if (n < 2)
    return;   /* nothing to compare (and no empty array for qsort) */
  /* the entries are in the order of their first reader; a lane of a later entry with a newer
     epoch is a later read of that thread, and a later entry of the same statement instance
     takes the lanes of an earlier one. Only entries of one warp base meet, so each base's
     entries are compared among themselves (in their order), not every pair of the set: with
     one-lane warps a set holds thousands of bases (make fuzz-run: a printf storm at
     --warp-size=1 spent its time here) */
  guint64 order_buf[256];
  guint64 *order = set->n <= G_N_ELEMENTS (order_buf) ? order_buf : g_new (guint64, set->n);
  guint32 max_base = 0;
  for (guint32 k = 0; k < set->n; k++)
    max_base = MAX (max_base, set->e[k].base);
  if (max_base / 32 < 64)
    {
      /* bases of blocks up to 2048 threads: a counting sort by base, stable, so the same
         order as the sort of (base, index) below, without qsort's cost (a set of a matmul
         element's 64 unordered warps is pruned several times); the buckets up to the
         largest base */
      guint32 start[65] = { 0 };
      guint32 n_buckets = max_base / 32 + 1;
      for (guint32 k = 0; k < set->n; k++)
        start[set->e[k].base / 32 + 1]++;
      for (guint32 b = 0; b < n_buckets; b++)
        start[b + 1] += start[b];
      for (guint32 k = 0; k < set->n; k++)
        order[start[set->e[k].base / 32]++] = (guint64) set->e[k].base << 32 | k;
    }
  else
    {
      for (guint32 k = 0; k < set->n; k++)
        order[k] = (guint64) set->e[k].base << 32 | k;
      qsort (order, set->n, sizeof *order, cmp_u64);
    }
  for (guint32 g = 0; g < set->n;)
    {
      guint32 end = g + 1;
      while (end < set->n && order[end] >> 32 == order[g] >> 32)
        end++;
      for (guint32 a = g; a < end; a++)
        {
          CkReadSetEntry *e = &set->e[(guint32) order[a]];
          for (guint32 b = a + 1; b < end && e->lanes; b++)
            {
              CkReadSetEntry *later = &set->e[(guint32) order[b]];
              if (later->epoch == e->epoch && later->site == e->site && later->flags == e->flags)
                {
                  later->lanes |= e->lanes;
                  e->lanes = 0;
                }
              else if ((later->lanes & e->lanes) && later->epoch > e->epoch
                       && same_block (rs, later->epoch, e->epoch))
                e->lanes &= ~later->lanes;
            }
        }
      g = end;
    }
  if (order != order_buf)
    g_free (order);
  n = 0;
  for (guint32 k = 0; k < set->n; k++)
    if (set->e[k].lanes)
      set->e[n++] = set->e[k];
  set->n = n;
}

/* Whether read_set_prune (rs, model, set, cur) would leave [set] as it is (every entry, lane
 * and place), proven without its work; FALSE where this cannot tell (the prune then runs). The
 * common full set holds many concurrent readers that nothing orders (issue 22: an element of
 * matmul's B, read by 32 unordered warps, is pruned at each doubling of its set and loses
 * nothing). The three steps of the prune, each shown to change nothing:
 *
 * entry_live_lanes() keeps every lane when read_precedes() is FALSE for each: no clock was
 * acquired (quick_conflict() answers and order.c has nothing), the entry is of [cur]'s grid,
 * not of [cur]'s epoch, in [cur]'s grid barrier generation, and, when of [cur]'s block, in its
 * barrier generation, of another warp, without [cur]'s thread among its lanes. Then
 * quick_conflict() (the earlier access as a write, [cur] as a plain read) passes every clause
 * that answers 0 (stale, same epoch, barrier, same thread, grid barrier, __syncwarp; the kinds'
 * clauses need [cur] atomic or volatile or the earlier one a read) and the warp-sync clause
 * (same warp only), and answers 1.
 *
 * read_set_fold_ended() returns at once, or finds no entry of a block that ended: every entry
 * is of [cur]'s grid, which runs or is the host's, and of a block that runs.
 *
 * The pass over the entries of one warp base changes entries only for two of one block (the
 * same epoch is one block; the other clause asks same_block()): no two entries share a base
 * and a block. A bitmap of hashed (block, base) keys finds the candidates, which are then
 * compared exactly. */
static gboolean
read_set_prune_drops_nothing (CkRaceState *rs, CkRaceModel model, const CkReadSet *set,
                              const CkRaceStamp *cur)
{
  if (rs->n_acquired || rs->lockstep_epochs || model == CK_RACE_MODEL_WARP_SYNC
      || set->n > CK_READ_SET_POOLED)
    return FALSE;
  const CkGridState *g = g_ptr_array_index (rs->grids, cur->grid);
  if (g->is_ended)
    return FALSE;
  gboolean check_ended = rs->n_blocks_ended && !g_hash_table_size (rs->sync_objects)
                         && set->n >= 2 && !g->is_host;
  guint32 last_block = G_MAXUINT32;
  guint64 keys[CK_READ_SET_POOLED];
  guint64 bits[CK_READ_SET_POOLED * 4 / 64];
  guint32 hash_bits = 64;
  while (hash_bits < 4 * set->n)
    hash_bits *= 2;
  memset (bits, 0, hash_bits / 8);
  for (guint32 k = 0; k < set->n; k++)
    {
      const CkReadSetEntry *e = &set->e[k];
      if (e->epoch < rs->epoch_floor || e->epoch == cur->epoch || !e->lanes)
        return FALSE;
      const CkEpochInfo *in = &g_array_index (rs->epochs, CkEpochInfo, e->epoch - rs->epoch_floor);
      if (in->grid != cur->grid || in->grid_gen != cur->grid_gen)
        return FALSE;
      if (in->block == cur->block
          && (in->bar_gen != cur->bar_gen || in->warp == cur->warp
              || (cur->thread >= e->base && cur->thread < e->base + 32u
                  && (e->lanes >> (cur->thread - e->base) & 1))))
        return FALSE;
      if (check_ended && in->block != last_block)
        {
          if (!ck_race_block_at (g, in->block))
            return FALSE;
          last_block = in->block;
        }
      guint64 key = (guint64) in->block << 16 | e->base;
      guint32 h = (guint32) ((key * 0x9e3779b97f4a7c15ull) >> 40) & (hash_bits - 1);
      if (bits[h / 64] >> (h % 64) & 1)
        for (guint32 j = 0; j < k; j++)
          if (keys[j] == key)
            return FALSE;
      bits[h / 64] |= 1ull << (h % 64);
      keys[k] = key;
    }
  return TRUE;
}

/* For tests/test-race.c: read_set_prune_drops_nothing()'s answer for [set] and [cur], and in
 * [*changed] whether read_set_prune() changes the set (run on a copy). */
gboolean
ck_race_read_set_prune_check (CkChecker *c, const CkReadSet *set, const CkRaceStamp *cur,
                              gboolean *changed)
{
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  gsize bytes = sizeof (CkReadSet) + set->cap * sizeof (CkReadSetEntry);
  CkReadSet *copy = g_malloc (bytes);
  memcpy (copy, set, bytes);
  read_set_prune (&c->race, model, copy, cur);
  *changed = copy->n != set->n
             || memcmp (copy->e, set->e, set->n * sizeof (CkReadSetEntry)) != 0;
  g_free (copy);
  return read_set_prune_drops_nothing (&c->race, model, set, cur);
}

/* Records the read of [thread] in [epoch] at [site] in the read set of [cell]; [cur] with
 * [cur_thread] and [cur_lane] is the access being recorded, for pruning. */
static void
read_set_add (CkChecker *c, CkShadow *sh, CkShadowCell *cell, guint32 epoch, guint32 site,
              guint32 thread, guint8 flags, const CkRaceStamp *cur_in, guint32 cur_thread,
              guint32 cur_lane)
{
  CkRaceState *rs = &c->race;
  guint16 base = (guint16) (thread & ~31u);
  guint32 bit = 1u << (thread & 31);
  CkReadSet *set = NULL;
  if (cell->w.has_read_set)
    {
      /* a granule cell's set without the call (the common case) */
      if (sh->granule_sets && cell >= sh->cells
          && (guint64) (cell - sh->cells) < sh->size / CK_SHADOW_GRANULE)
        set = sh->granule_sets[cell - sh->cells];
      else
        set = ck_shadow_read_set (sh, cell);
    }
  if (set && set->max_epoch < rs->epoch_floor)
    set->n = 0;                /* every entry is from grids that all ended */
  if (set)
    {
      /* the lanes of one warp statement come one after another; other repeats are merged
         when the set fills up */
      CkReadSetEntry *e = &set->e[set->n - (set->n > 0)];
      if (set->n && e->epoch == epoch && e->site == site && e->base == base && e->flags == flags)
        {
          e->lanes |= bit;
          return;
        }
      if (set->n == set->cap)
        {
          CkRaceStamp cur = *cur_in;
          cur.thread = cur_thread;
          cur.lane = cur_lane;
          if (!read_set_prune_drops_nothing (rs, (CkRaceModel) c->opts.race_model, set, &cur))
            read_set_prune (rs, (CkRaceModel) c->opts.race_model, set, &cur);
          /* grow when pruning left more than half of it */
          if (set->n > set->cap / 2)
            set = ck_shadow_read_set_reserve (&c->shadow, sh, cell, set->cap + 1);
        }
    }
  else
    set = ck_shadow_read_set_reserve (&c->shadow, sh, cell, 8);
  set->e[set->n++] = (CkReadSetEntry) { epoch, site, bit, base, flags, 0 };
  set->max_epoch = MAX (set->max_epoch, epoch);
}

/* read_set_add() where it needs neither a new set nor a prune: [set] (the cell's, or NULL) is
 * live and the read merges into its last entry or fits; FALSE, having changed nothing,
 * otherwise. The fast paths call it inline, read_set_add() only for the rest. */
static inline __attribute__ ((always_inline)) gboolean
read_set_add_fast (const CkRaceState *rs, CkReadSet *set, guint32 epoch, guint32 site,
                   guint32 thread, guint8 flags)
{
  if (!set || set->max_epoch < rs->epoch_floor)
    return FALSE;
  guint16 base = (guint16) (thread & ~31u);
  guint32 n = set->n;
  if (n)
    {
      CkReadSetEntry *last = &set->e[n - 1];
      if (last->epoch == epoch && last->site == site && last->base == base
          && last->flags == flags)
        {
          last->lanes |= 1u << (thread & 31);
          return TRUE;
        }
    }
  if (n == set->cap)
    return FALSE;
  set->e[n] = (CkReadSetEntry) { epoch, site, 1u << (thread & 31), base, flags, 0 };
  set->n = n + 1;
  set->max_epoch = MAX (set->max_epoch, epoch);
  return TRUE;
}

/* Finds a reader in the read set of [cell] that conflicts with the write [cur]. */
static gboolean
read_set_conflict (CkRaceState *rs, CkRaceModel model, const CkShadow *sh,
                   const CkShadowCell *cell, const CkRaceStamp *cur, RaceConflict *cf)
{
  const CkReadSet *set = ck_shadow_read_set (sh, cell);
  if (!set || set->max_epoch < rs->epoch_floor)
    return FALSE;
  for (guint32 k = 0; k < set->n; k++)
    {
      const CkReadSetEntry *e = &set->e[k];
      for (guint32 lanes = e->lanes; lanes; lanes &= lanes - 1)
        {
          guint32 thread = e->base + (guint32) __builtin_ctz (lanes);
          if (e->epoch == cur->epoch && thread == cur->thread)
            continue;
          int q = quick_conflict (rs, model, e->epoch, thread, e->flags, FALSE, cur, cur->thread,
                                  cur->is_write, cur->is_atomic, cur->is_volatile);
          if (q == 0 && e->epoch < rs->epoch_floor)
            break;             /* stale: every lane is */
          if (q == 1)
            {
              stamp_of (rs, e->epoch, thread, e->flags, 0, FALSE, &cf->prev);
              cf->prev_site = e->site;
              return TRUE;
            }
          if (q < 0 && !stamp_of (rs, e->epoch, thread, e->flags, 0, FALSE, &cf->prev))
            break;             /* stale: every lane is */
          if (q < 0 && conflicts (rs, model, &cf->prev, cur))
            {
              cf->prev_site = e->site;
              return TRUE;
            }
          /* only the thread and its clocks tell lanes of one entry apart: the other lanes do
             not conflict either (and [cur]'s own thread never does) */
          if (!rs->n_acquired && !rs->lockstep_epochs && thread != cur->thread)
            break;
        }
    }
  return FALSE;
}

/* A run of the access's bytes that one cell covers: a whole granule or one byte. */
typedef struct Segment {
  CkShadowCell *cell;
  guint64 byte;                /* offset of its first byte in the allocation */
  guint32 width;
} Segment;

/* Steps [*pos] over [pos, end) one segment at a time, splitting a granule that the access
 * covers only in part. */
static inline gboolean
segment_next (CkShadowTable *t, CkShadow *sh, CkShadowCell *cells, guint64 *pos, guint64 end,
              Segment *out)
{
  if (*pos >= end)
    return FALSE;
  guint64 g = *pos / CK_SHADOW_GRANULE, g0 = g * CK_SHADOW_GRANULE;
  if (*pos == g0 && g0 + CK_SHADOW_GRANULE <= end && !ck_shadow_is_split (sh, g))
    {
      *out = (Segment) { &cells[g], g0, CK_SHADOW_GRANULE };
      *pos = g0 + CK_SHADOW_GRANULE;
      return TRUE;
    }
  *out = (Segment) { &ck_shadow_split (t, sh, g)[*pos - g0], *pos, 1 };
  *pos += 1;
  return TRUE;
}

/* ---- stale reads (--memory=fermi) ---- */

/* A load of lane [lane] was issued and races with no write: remember, per byte, the newest
 * store by another thread that the synchronisation orders before it. */
static void
stale_note_load (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur, int lane,
                 CkShadow *sh, guint64 off, guint64 end, CkShadowCell *cells)
{
  CkRaceState *rs = &c->race;
  CkStalePending *p = NULL;
  guint32 newest = 0;
  Segment sg;
  if (!sh->wseq || ev->size > G_N_ELEMENTS (p->required))
    return;
  for (guint64 pos = off; segment_next (&c->shadow, sh, cells, &pos, end, &sg);)
    {
      const CkShadowWriter *w = &sg.cell->w;
      if (!w->epoch || (w->epoch == cur->epoch && w->thread == cur->thread))
        continue;
      /* a volatile or atomic poll of a flag that a volatile or atomic store sets is not ordered
         after that store: it may see the old value (relaxed operations, ck_race_is_race) */
      if ((cur->is_volatile || cur->is_atomic)
          && (w->flags & (CK_SHADOW_ATOMIC | CK_SHADOW_VOLATILE)))
        continue;
      for (guint64 b = sg.byte; b < sg.byte + sg.width && b < end; b++)
        {
          guint32 q = sh->wseq[b];
          if (!q)
            continue;
          if (!p)
            {
              p = g_new0 (CkStalePending, 1);
              p->alloc = sh->alloc;
              p->off = off;
            }
          p->required[b - off] = q;
          if (w->flags & CK_SHADOW_VALUE_KNOWN)
            {
              p->expected[b - off] = (guint8) (w->value >> (8 * (b - sg.byte)));
              p->known |= (guint16) (1u << (b - off));
            }
          else
            p->known &= (guint16) ~(1u << (b - off));
          if (q > newest)
            {
              CkRaceStamp prev;
              newest = q;
              p->writer_site = w->site;
              p->writer_known = stamp_of (rs, w->epoch, w->thread, w->flags, w->serial, TRUE, &prev);
              if (p->writer_known)
                thread_of_stamp (rs, &prev, &p->writer);
            }
        }
    }
  if (p)
    g_hash_table_replace (c->stale_pending, GUINT_TO_POINTER (ev->mid[lane]), p);
}

void
ck_race_load_value (CkChecker *c, const CkLoadValueEvent *ev)
{
  CkStalePending *p = g_hash_table_lookup (c->stale_pending, GUINT_TO_POINTER (ev->mid));
  if (!p)
    return;
  gboolean stale = FALSE;
  for (guint32 b = 0; b < ev->size && b < G_N_ELEMENTS (p->required); b++)
    /* older than the store, and not by chance the value that store wrote (a byte the store did
       not change stays clean in the caches and keeps its older sequence number) */
    if (ev->seq[b] < p->required[b]
        && !(((p->known >> b) & 1) && ev->value[b] == p->expected[b]))
      stale = TRUE;
  if (stale)
    {
      CkRaceState *rs = &c->race;
      const CkSite *ws = &g_array_index (rs->sites, CkSite, p->writer_site);
      CkFoldKey key = { CK_REPORT_STALE_READ, ev->loc, ws->loc, 0 };
      CkReport *f = ck_report_begin (&c->reporter, &key, ev->who->kernel, ev->who->kernel);
      if (f)
        {
          GString *s = g_string_new (NULL);
          g_string_append_printf (s, "stale read of %s memory: read of %u byte%s at ",
                                  ck_report_space_name (p->alloc->space), ev->size,
                                  ev->size == 1 ? "" : "s");
          ck_race_append_place (s, p->alloc, p->off, ev->size, ev->who);
          g_string_append (s, " returned a value older than a write that the program's "
                           "synchronisation orders before it");
          ck_report_set_message (f, "%s", s->str);
          CkReportThread ct;
          ck_report_thread_of (&ct, ev->who, (guint32) ev->lane);
          ct.role = "current";
          ct.access = ck_report_access_name (CK_ACC_READ);
          g_string_assign (s, "the write by ");
          if (p->writer_known)
            {
              p->writer.role = "previous";
              p->writer.access = ck_report_access_name (CK_ACC_WRITE);
              ck_report_append_thread (s, &p->writer);
            }
          else
            g_string_append (s, "an earlier grid");
          g_string_append (s, ", ordered before the read by barriers, fences and atomics");
          ck_report_add_note (f, ws->loc, "%s", s->str);
          g_string_assign (s, "read by ");
          ck_report_append_thread (s, &ct);
          g_string_append_printf (s, ": its memory program, %s, found the bytes in the L1 cache "
                                  "of SM %u, which is not kept coherent with the other SMs "
                                  "[H §2.3.2]; a volatile access (ld.cv) or __ldcg() reads "
                                  "past L1", ev->program, ev->sm);
          ck_report_add_note (f, ev->loc, "%s", s->str);
          ck_report_add_thread_raw (f, &ct);
          if (p->writer_known)
            ck_report_add_thread_raw (f, &p->writer);
          g_string_free (s, TRUE);
          ck_report_emit (&c->reporter, f);
        }
    }
  g_hash_table_remove (c->stale_pending, GUINT_TO_POINTER (ev->mid));
}

/* Whether [r] can be overwritten by [cur] read by [thread]: 1 yes, 0 no, -1 ask
 * reader_is_replaceable(). */
static inline __attribute__ ((always_inline)) int
reader_quick_replaceable (const CkRaceState *rs, CkRaceModel model, const CkShadowReader *r,
                          const CkRaceStamp *cur, guint32 thread)
{
  if (r->epoch == cur->epoch && r->thread == thread)
    return 1;
  int q = quick_conflict (rs, model, r->epoch, r->thread, r->flags & ~CK_SHADOW_VOLATILE, TRUE,
                          cur, thread, FALSE, FALSE, FALSE);
  return q < 0 ? -1 : !q;
}

/* Whether earlier access ([epoch], [thread], [flags], [is_write]) is known not to conflict
 * with [cur] by [thread] ([cur] not volatile). */
static inline __attribute__ ((always_inline)) gboolean
quick_no_conflict (const CkRaceState *rs, CkRaceModel model, guint32 epoch, guint32 thread,
                   guint8 flags, gboolean is_write, const CkRaceStamp *cur, guint32 cur_thread,
                   gboolean cur_atomic)
{
  return !epoch || (epoch == cur->epoch && thread == cur_thread)
         || quick_conflict (rs, model, epoch, thread, flags, is_write, cur, cur_thread,
                            cur->is_write, cur_atomic, FALSE) == 0;
}

/* Whether [ev] (stamped [cur]) is of the kind access_granule_fast() takes: 4 bytes, no memory
 * program, not volatile (a volatile access of global memory releases and acquires), and not
 * an atomic once a fence or a sync object exists (ck_order_atomic() has work then). */
static inline gboolean
fast_kind (const CkRaceState *rs, const CkAccessEvent *ev, const CkRaceStamp *cur)
{
  return ev->size == CK_SHADOW_GRANULE && !ev->mid && !cur->is_volatile
         && (!cur->is_atomic
             || !(rs->n_fenced_blocks || g_hash_table_size (rs->sync_objects)));
}

/* A third concurrent reader in the fast paths (access_granule_fast_kind, warp_lane_fast), as
 * the general path takes it: with [keep] (reader_keeps_other_block) the reader [cur] goes into
 * the read set [set] and TRUE is returned (the two slots stay); else the slot's reader [r] goes
 * into the set and FALSE is returned (the caller puts [cur] in [r]'s slot). */
static inline __attribute__ ((always_inline)) gboolean
fast_set_reader (CkChecker *c, CkShadow *sh, CkShadowCell *cell, CkReadSet *set,
                 const CkShadowReader *r, gboolean keep, const CkRaceStamp *cur, guint32 thread,
                 int lane, guint8 flags)
{
  CkRaceState *rs = &c->race;
  if (keep)
    {
      if (!read_set_add_fast (rs, set, cur->epoch, cur->site, thread, flags))
        read_set_add (c, sh, cell, cur->epoch, cur->site, thread, flags, cur, thread,
                      (guint32) lane);
      return TRUE;
    }
  if (!read_set_add_fast (rs, set, r->epoch, r->site, r->thread, r->flags))
    read_set_add (c, sh, cell, r->epoch, r->site, r->thread, r->flags, cur, thread,
                  (guint32) lane);
  return FALSE;
}

typedef struct QuickMemo QuickMemo;
static gboolean read_set_conflict_memo (const CkRaceState *rs, CkRaceModel model,
                                        const CkReadSet *set, const CkRaceStamp *cur,
                                        gboolean cur_atomic, QuickMemo *memo, guint32 floor);

/* The write of the fast paths (access_granule_fast_kind, warp_lane_fast) once they found no
 * conflict in the tuple's writer and readers: the read set's readers checked as pass 1 of the
 * general path checks them (FALSE, having changed nothing, on a conflict: that path reports),
 * then [cell] holds the writer [thread] (lane [lane] of [ev], [width] bytes) alone. */
static inline __attribute__ ((always_inline)) gboolean
fast_record_write (CkChecker *c, CkRaceModel model, CkShadow *sh, CkShadowCell *cell,
                   const CkAccessEvent *ev, const CkRaceStamp *cur, guint32 thread, int lane,
                   guint8 flags, guint32 width, QuickMemo *set_memo, guint32 floor)
{
  CkShadowWriter *w = &cell->w;
  if (G_UNLIKELY (w->has_read_set))
    {
      CkRaceStamp full = *cur;
      RaceConflict cf;
      full.thread = thread;
      full.lane = (guint32) lane;
      if (set_memo ? read_set_conflict_memo (&c->race, model,
                                             width == CK_SHADOW_GRANULE && sh->granule_sets
                                             ? sh->granule_sets[cell - sh->cells]
                                             : ck_shadow_read_set (sh, cell),
                                             &full, (flags & CK_SHADOW_ATOMIC) != 0, set_memo,
                                             floor)
                   : read_set_conflict (&c->race, model, sh, cell, &full, &cf))
        return FALSE;
      ck_shadow_read_set_drop (&c->shadow, sh, cell);
    }
  w->epoch = cur->epoch;
  w->site = cur->site;
  w->serial = cur->serial;
  w->thread = (guint16) thread;
  if (ev->data != NULL || ev->new_value != NULL)
    {
      w->value = new_bytes (ev, lane, 0, width);
      w->flags = flags | CK_SHADOW_VALUE_KNOWN;
    }
  else
    w->flags = flags;
  cell->r1.epoch = 0;
  cell->r2.epoch = 0;
  return TRUE;
}

/* The common case of ck_race_access_lane(), in one pass: an access (not volatile, no memory
 * program; atomic only while it can release or acquire nothing: see fast_kind()) of one whole
 * granule that is not split, which the tuples order after everything they hold by
 * quick_conflict() alone. It records the access as the general path would, and returns FALSE,
 * having changed nothing, when that path must decide (a race to report, a predicate
 * quick_conflict() leaves open, a read set it finds a conflict in). */
static inline __attribute__ ((always_inline)) gboolean
access_granule_fast_kind (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur,
                          int lane, CkShadow *sh, CkShadowCell *cell, gboolean cur_atomic)
{
  CkRaceState *rs = &c->race;
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  guint32 thread = (guint16) (ev->who->first_thread + (guint32) lane);
  CkShadowWriter *w = &cell->w;
  if (!quick_no_conflict (rs, model, w->epoch, w->thread, w->flags, TRUE, cur, thread,
                          cur_atomic))
    return FALSE;
  guint8 flags = (cur->is_converged ? CK_SHADOW_CONVERGED : 0)
                 | (cur_atomic ? CK_SHADOW_ATOMIC : 0);
  if (cur->is_write)
    {
      if (!quick_no_conflict (rs, model, cell->r1.epoch, cell->r1.thread, cell->r1.flags,
                              FALSE, cur, thread, cur_atomic)
          || !quick_no_conflict (rs, model, cell->r2.epoch, cell->r2.thread, cell->r2.flags,
                                 FALSE, cur, thread, cur_atomic))
        return FALSE;
      return fast_record_write (c, model, sh, cell, ev, cur, thread, lane, flags, CK_SHADOW_GRANULE,
                                NULL, 0);
    }
  CkShadowReader *r = &cell->r1;
  int q = reader_quick_replaceable (rs, model, r, cur, thread);
  if (q < 0)
    return FALSE;
  if (!q)
    {
      r = &cell->r2;
      q = reader_quick_replaceable (rs, model, r, cur, thread);
      if (q < 0)
        return FALSE;
      if (!q)
        {
          /* a third concurrent reader: as in the general path; the lanes of one statement
             come one after another, each merged into the set's last entry (read_set_add's
             first case, here without the call) */
          CkReadSet *set = w->has_read_set && sh->granule_sets
                           ? sh->granule_sets[cell - sh->cells] : NULL;
          if (fast_set_reader (c, sh, cell, set, r,
                               reader_keeps_other_block (rs, &cell->r1, &cell->r2, cur), cur,
                               thread, lane, flags))
            return TRUE;
        }
    }
  r->epoch = cur->epoch;
  r->site = cur->site;
  r->thread = (guint16) thread;
  r->flags = flags;
  return TRUE;
}

/* access_granule_fast_kind() compiled twice: plain accesses and atomics. */
static inline __attribute__ ((always_inline)) gboolean
access_granule_fast (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur, int lane,
                     CkShadow *sh, CkShadowCell *cell)
{
  return G_UNLIKELY (cur->is_atomic)
         ? access_granule_fast_kind (c, ev, cur, lane, sh, cell, TRUE)
         : access_granule_fast_kind (c, ev, cur, lane, sh, cell, FALSE);
}

void
ck_race_access_lane (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur_in,
                     int lane, CkShadow *sh, guint64 off)
{
  CkRaceState *rs = &c->race;
  CkShadowTable *t = &c->shadow;
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  CkShadowCell *cells = G_LIKELY (sh->cells != NULL) ? sh->cells : ck_shadow_cells (t, sh);
  ck_shadow_cells_touch (sh, off, MIN (off + ev->size, sh->size), ev);
  if (off % CK_SHADOW_GRANULE == 0 && fast_kind (rs, ev, cur_in)
      && off + CK_SHADOW_GRANULE <= sh->size && !sh->wseq
      && !ck_shadow_is_split (sh, off / CK_SHADOW_GRANULE)
      && access_granule_fast (c, ev, cur_in, lane, sh, &cells[off / CK_SHADOW_GRANULE]))
    return;
  CkRaceStamp cur = *cur_in;
  /* Tuples keep 16 bits of thread index: CUDA blocks have at most 1024 threads. */
  cur.thread = (guint16) (ev->who->first_thread + (guint32) lane);
  cur.lane = (guint32) lane;
  guint64 end = MIN (off + ev->size, sh->size);
  /* every size is compared when the event carries the bytes (issue 23) */
  gboolean value_known = ev->data != NULL || (ev->size <= 8 && ev->new_value != NULL);
  RaceConflict cf;
  gboolean found = FALSE, found_write = FALSE;
  Segment sg;

  /* Pass 1: find the first conflicting tuple. */
  for (guint64 pos = off; !found && segment_next (t, sh, cells, &pos, end, &sg);)
    {
      const CkShadowWriter *w = &sg.cell->w;
      if (w->epoch && !(w->epoch == cur.epoch && w->thread == cur.thread)
          && stamp_of (rs, w->epoch, w->thread, w->flags, w->serial, TRUE, &cf.prev)
          && conflicts (rs, model, &cf.prev, &cur))
        {
          found = found_write = TRUE;
          cf.prev_site = w->site;
          cf.byte = sg.byte;
          cf.prev_value_known = (w->flags & CK_SHADOW_VALUE_KNOWN) != 0;
          break;
        }
      if (!cur.is_write)
        continue;
      for (int k = 0; k < 2; k++)
        {
          const CkShadowReader *r = k ? &sg.cell->r2 : &sg.cell->r1;
          if (r->epoch && !(r->epoch == cur.epoch && r->thread == cur.thread)
              && stamp_of (rs, r->epoch, r->thread, r->flags, 0, FALSE, &cf.prev)
              && conflicts (rs, model, &cf.prev, &cur))
            {
              found = TRUE;
              cf.prev_site = r->site;
              cf.byte = sg.byte;
              break;
            }
        }
      if (!found && G_UNLIKELY (sg.cell->w.has_read_set)
          && read_set_conflict (rs, model, sh, sg.cell, &cur, &cf))
        {
          found = TRUE;
          cf.byte = sg.byte;
        }
    }

  if (found)
    {
      /* Same value: every byte this lane writes over the conflicting writer's bytes. */
      int same_value = -1;
      if (found_write && cur.is_write && !cur.is_atomic && !cf.prev.is_atomic && value_known)
        {
          same_value = 1;
          for (guint64 pos = off; segment_next (t, sh, cells, &pos, end, &sg);)
            {
              const CkShadowWriter *w = &sg.cell->w;
              if (w->epoch != cf.prev.epoch || w->thread != cf.prev.thread)
                continue;
              if (!(w->flags & CK_SHADOW_VALUE_KNOWN)
                  || w->value != new_bytes (ev, lane, sg.byte - off, sg.width))
                same_value = 0;
            }
        }
      report_race (c, ev, &cur, lane, sh, off, &cf, same_value);
    }

  if (G_UNLIKELY (ev->mid) && !cur.is_write && !found)
    stale_note_load (c, ev, &cur, lane, sh, off, end, cells);

  /* Pass 2: record this access. */
  guint8 flags = (cur.is_converged ? CK_SHADOW_CONVERGED : 0)
                 | (cur.is_atomic ? CK_SHADOW_ATOMIC : 0)
                 | (cur.is_volatile ? CK_SHADOW_VOLATILE : 0);
  if (cur.is_write)
    for (guint64 pos = off; segment_next (t, sh, cells, &pos, end, &sg);)
      {
        CkShadowCell *cell = sg.cell;
        cell->w.epoch = cur.epoch;
        cell->w.site = cur.site;
        cell->w.serial = cur.serial;
        cell->w.thread = (guint16) cur.thread;
        if (value_known)
          {
            cell->w.value = new_bytes (ev, lane, sg.byte - off, sg.width);
            cell->w.flags = flags | CK_SHADOW_VALUE_KNOWN;
          }
        else
          cell->w.flags = flags;
        cell->r1.epoch = 0;
        cell->r2.epoch = 0;
        if (G_UNLIKELY (cell->w.has_read_set))
          ck_shadow_read_set_drop (t, sh, cell);
      }
  if (cur.is_write && (ev->mid || sh->wseq))
    {
      if (!sh->wseq)
        sh->wseq = g_new0 (guint32, sh->size);
      for (guint64 b = off; b < end; b++)
        sh->wseq[b] = ev->mid ? ev->mid[lane] : 0;
    }
  else
    for (guint64 pos = off; segment_next (t, sh, cells, &pos, end, &sg);)
      {
        CkShadowCell *cell = sg.cell;
        CkShadowReader *r = &cell->r1;
        if (!reader_is_replaceable (rs, model, &cell->r1, &cur))
          {
            r = &cell->r2;
            if (!reader_is_replaceable (rs, model, &cell->r2, &cur))
              {
                /* a third concurrent reader: one of [r2] and [cur] goes to the read set */
                if (reader_keeps_other_block (rs, &cell->r1, &cell->r2, &cur))
                  {
                    read_set_add (c, sh, cell, cur.epoch, cur.site, cur.thread, flags, &cur, cur.thread,
                                  cur.lane);
                    continue;
                  }
                read_set_add (c, sh, cell, r->epoch, r->site, r->thread, r->flags, &cur, cur.thread,
                              cur.lane);
              }
          }
        r->epoch = cur.epoch;
        r->site = cur.site;
        r->thread = (guint16) cur.thread;
        r->flags = flags;
      }

  /* An atomic releases and acquires (order.c): nothing to do before the first fence. So does a
     volatile access of memory that other blocks see (a fence then a volatile store of a flag,
     a volatile load of the flag then the data). */
  if ((cur.is_atomic || (cur.is_volatile && sh->alloc->space != CK_SPACE_SHARED))
      && (rs->n_fenced_blocks || g_hash_table_size (rs->sync_objects)))
    ck_order_atomic (c, ev, &cur, sh->alloc->base + off);
}

/* ---- the warp-wide path: one decision per epoch of a warp statement ---- */

/* What the lanes of one warp statement share: its stamp (block, barrier interval, warp, epoch,
 * kinds, site, serial), and so every clause of quick_conflict() but one. quick_conflict() reads
 * the earlier access's thread only to compare it with the current lane's: "same thread" orders
 * them when they are of one block (or one epoch, which is one block); every other clause reads
 * the earlier access's epoch (its EpochInfo: grid, block, warp, barrier and grid barrier
 * generations), its flags and the two accesses' kinds, which are the statement's. So for a
 * tuple epoch E and flags F, quick_conflict() answers for every lane at once as
 *
 *   v = quick_conflict (E, a thread no lane has, F), sb = E and the statement share a block;
 *   for a tuple of thread t and a lane of thread ct:  v == 0 || (sb && t == ct) ? 0 : v,
 *
 * because the clauses that answer 0 are alternatives (their order does not matter) and the
 * others (a grid apart: -1, the warp-sync model's lockstep: -1, else 1) come after the thread
 * clause only where sb holds (a grid apart is never one block). That needs rs->n_acquired == 0
 * (with a clock acquired quick_conflict() answers -1 before the thread clause): the statement
 * takes this path only then, and nothing inside it acquires (an atomic of a fast_kind()
 * statement has no order.c work; the lane path of a lane that falls back records no fence or
 * atomic order either). The epoch floor, the epochs and [cur] do not change during the
 * statement. A QuickMemo keeps (v, sb) for the last epoch and flags met in one slot of the
 * tuples (the writer, the first reader, the second reader; a statement is a read or a write, so
 * each slot is checked in one role): the tuples of one statement's lanes were mostly left by
 * the same few earlier warp statements, so each slot's EpochInfo is read about once per
 * statement, not per lane. What is per lane stays per lane: the
 * cell, the thread comparison, the read set's entries, the stores; and everything the fast
 * path does not decide (a race, an answer of -1, a read set that conflicts) goes to
 * ck_race_access_lane() for that lane as before, in the lanes' order, so reports do not
 * change. */
struct QuickMemo {
  guint32 epoch;               /* 0: none yet (an epoch below the floor is never kept) */
  guint8 flags;                /* the tuple's CK_SHADOW_ATOMIC and CK_SHADOW_VOLATILE */
  gint8 v;                     /* quick_conflict() for a thread that is no lane's */
  guint8 sb;                   /* one block: a lane of the tuple's own thread is ordered */
};

enum { MEMO_FLAGS = CK_SHADOW_ATOMIC | CK_SHADOW_VOLATILE };

/* quick_conflict (rs, model, epoch, thread, flags, is_write, cur, cur_thread, cur_write,
 * cur_atomic, FALSE) through [m] (see above; rs->n_acquired is 0). */
static inline __attribute__ ((always_inline)) int
memo_conflict (const CkRaceState *rs, CkRaceModel model, QuickMemo *m, guint32 epoch,
               guint32 thread, guint8 flags, gboolean is_write, const CkRaceStamp *cur,
               guint32 cur_thread, gboolean cur_write, gboolean cur_atomic, guint32 floor)
{
  if (epoch < floor)           /* rs->epoch_floor, read once per statement */
    return 0;
  flags &= MEMO_FLAGS;
  if (G_UNLIKELY (epoch != m->epoch || flags != m->flags))
    {
      const CkEpochInfo *in = &g_array_index (rs->epochs, CkEpochInfo, epoch - rs->epoch_floor);
      m->epoch = epoch;
      m->flags = flags;
      m->v = (gint8) quick_conflict (rs, model, epoch, G_MAXUINT32, flags, is_write, cur,
                                     cur_thread, cur_write, cur_atomic, FALSE);
      m->sb = epoch == cur->epoch || (in->grid == cur->grid && in->block == cur->block);
    }
  return m->v == 0 || (m->sb && thread == cur_thread) ? 0 : m->v;
}

/* For tests/test-race.c: memo_conflict()'s answer for [thread] of the earlier access
 * ([epoch], [flags], [is_write]) and [cur] (not volatile) by cur->thread, through a memo that
 * another pair of threads filled first, as a later lane of a statement meets it; the test
 * compares it with quick_conflict()'s (rs->n_acquired 0). */
int
ck_race_memo_conflict_check (CkChecker *c, guint32 epoch, guint32 thread, guint8 flags,
                             gboolean is_write, const CkRaceStamp *cur)
{
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  QuickMemo m = { 0 };
  memo_conflict (&c->race, model, &m, epoch, thread + 1, flags, is_write, cur, cur->thread + 7,
                 cur->is_write, cur->is_atomic, c->race.epoch_floor);
  return memo_conflict (&c->race, model, &m, epoch, thread, flags, is_write, cur, cur->thread,
                        cur->is_write, cur->is_atomic, c->race.epoch_floor);
}

/* Memos of the read sets' entries for the writes of one warp statement, direct-mapped by epoch
 * (a write over a tile's read set meets the epochs of the few warps that read it). */
enum { SET_MEMOS = 8 };

/* Whether the read set [set] may hold a reader that conflicts with the write [cur] (its
 * thread and lane filled in) of a fast_kind() statement while no clock was acquired: FALSE
 * only where read_set_conflict() finds none, so the caller may go on recording as it does;
 * TRUE sends the lane to the general path, which decides (and reports) as before. An entry
 * is skipped when the memo of its epoch and flags answers 0 (quick_conflict() then answers 0
 * for each of its lanes: see QuickMemo) or when only [cur]'s own thread of [cur]'s block is
 * left (ordered by program order); read_set_conflict() finds nothing in such an entry. */
static gboolean
read_set_conflict_memo (const CkRaceState *rs, CkRaceModel model, const CkReadSet *set,
                        const CkRaceStamp *cur, gboolean cur_atomic, QuickMemo *memo,
                        guint32 floor)
{
  if (!set || set->max_epoch < floor)
    return FALSE;
  for (guint32 k = 0; k < set->n; k++)
    {
      const CkReadSetEntry *e = &set->e[k];
      QuickMemo *m = &memo[e->epoch % SET_MEMOS];
      if (!memo_conflict (rs, model, m, e->epoch, G_MAXUINT32, e->flags, FALSE, cur,
                          cur->thread, TRUE, cur_atomic, floor))
        continue;              /* no lane of it conflicts */
      guint32 lanes = e->lanes;
      if (m->sb && cur->thread >= e->base && cur->thread < e->base + 32u)
        lanes &= ~(1u << (cur->thread - e->base));
      if (lanes)
        return TRUE;
    }
  return FALSE;
}

/* access_granule_fast_kind() for lane [lane] of a warp statement (its [thread], its [cell])
 * with quick_conflict() answered through the statement's memos: the same tests in the same
 * order, the same stores; FALSE, having changed nothing, where it returns FALSE. */
static inline __attribute__ ((always_inline)) gboolean
warp_lane_fast (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur, int lane,
                guint32 thread, CkShadow *sh, CkShadowCell *cell, gboolean cur_write,
                gboolean cur_atomic, guint8 flags, QuickMemo *memo, guint32 *keep_e1,
                guint32 *keep_e2, gboolean *keep, guint32 width, guint32 floor)
{
  CkRaceState *rs = &c->race;
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  CkShadowWriter *w = &cell->w;
  if (memo_conflict (rs, model, &memo[0], w->epoch, w->thread, w->flags, TRUE, cur, thread, cur_write,
                     cur_atomic, floor))
    return FALSE;
  if (cur_write)
    {
      if (memo_conflict (rs, model, &memo[1], cell->r1.epoch, cell->r1.thread, cell->r1.flags,
                         FALSE, cur, thread, TRUE, cur_atomic, floor)
          || memo_conflict (rs, model, &memo[2], cell->r2.epoch, cell->r2.thread, cell->r2.flags,
                            FALSE, cur, thread, TRUE, cur_atomic, floor))
        return FALSE;
      return fast_record_write (c, model, sh, cell, ev, cur, thread, lane, flags, width,
                                memo + 3, floor);
    }
  /* reader_quick_replaceable(): the reader taken for a write, [cur] for a plain read */
  CkShadowReader *r = &cell->r1;
  int q = memo_conflict (rs, model, &memo[1], r->epoch, r->thread, r->flags & ~CK_SHADOW_VOLATILE,
                         TRUE, cur, thread, FALSE, FALSE, floor);
  if (q < 0)
    return FALSE;
  if (q)
    {
      r = &cell->r2;
      q = memo_conflict (rs, model, &memo[2], r->epoch, r->thread, r->flags & ~CK_SHADOW_VOLATILE,
                         TRUE, cur, thread, FALSE, FALSE, floor);
      if (q < 0)
        return FALSE;
      if (q)
        {
          CkReadSet *set = !w->has_read_set ? NULL
                           : width == CK_SHADOW_GRANULE
                           ? (sh->granule_sets ? sh->granule_sets[cell - sh->cells] : NULL)
                           : ck_shadow_read_set (sh, cell);
          /* reader_keeps_other_block() of the two slots' epochs, kept for the pair */
          if (cell->r1.epoch != *keep_e1 || cell->r2.epoch != *keep_e2)
            {
              *keep_e1 = cell->r1.epoch;
              *keep_e2 = cell->r2.epoch;
              *keep = reader_keeps_other_block (rs, &cell->r1, &cell->r2, cur);
            }
          if (fast_set_reader (c, sh, cell, set, r, *keep, cur, thread, lane, flags))
            return TRUE;
        }
    }
  r->epoch = cur->epoch;
  r->site = cur->site;
  r->thread = (guint16) thread;
  r->flags = flags;
  return TRUE;
}

/* The lanes of a fast_kind() statement while no clock was acquired, [cur_write] and
 * [cur_atomic] constant (compiled once per kind). [width] 1: a statement of 1-byte accesses
 * (bytes, chars: their granules are split into byte cells, as the general path splits them),
 * whose cells take the same path (issue 22: a histogram of bytes). */
static inline __attribute__ ((always_inline)) void
access_warp_memo (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur, CkShadow *sh,
                  guint64 base, CkShadowCell *cells, gboolean cur_write, gboolean cur_atomic,
                  guint32 width)
{
  QuickMemo memo[3 + SET_MEMOS] = { { 0 } };   /* the writer, the first reader, the second
                                                 reader, then the read sets' entries */
  guint32 keep_e1 = 0, keep_e2 = 0;   /* no pair: both slots hold live readers there */
  gboolean keep = FALSE;
  guint8 flags = (cur->is_converged ? CK_SHADOW_CONVERGED : 0)
                 | (cur_atomic ? CK_SHADOW_ATOMIC : 0);
  guint32 first = ev->who->first_thread;
  guint64 size = sh->size;
  const guint32 floor = c->race.epoch_floor;
  for (CkMask m = ev->mask; m; m &= m - 1)
    {
      int l = __builtin_ctzll (m);
      guint64 off = ev->addr[l] - base;
      if (G_UNLIKELY (sh->cell_pages))
        ck_shadow_cells_touch (sh, off, MIN (off + ev->size, size), ev);
      if (width == 1)
        {
          if (!(off < size
                && warp_lane_fast (c, ev, cur, l, (guint16) (first + (guint32) l), sh,
                                   &ck_shadow_split (&c->shadow, sh, off / CK_SHADOW_GRANULE)
                                     [off % CK_SHADOW_GRANULE],
                                   cur_write, cur_atomic, flags, memo, &keep_e1, &keep_e2,
                                   &keep, 1, floor)))
            ck_race_access_lane (c, ev, cur, l, sh, off);
          continue;
        }
      if (!(off % CK_SHADOW_GRANULE == 0 && off + CK_SHADOW_GRANULE <= size
            && !ck_shadow_is_split (sh, off / CK_SHADOW_GRANULE)
            && warp_lane_fast (c, ev, cur, l, (guint16) (first + (guint32) l), sh,
                               &cells[off / CK_SHADOW_GRANULE], cur_write, cur_atomic, flags,
                               memo, &keep_e1, &keep_e2, &keep, CK_SHADOW_GRANULE, floor)))
        ck_race_access_lane (c, ev, cur, l, sh, off);
    }
}

/* Every lane of [ev], all of which access allocation [sh] (at [base]): ck_race_access_lane()
 * lane after lane, with what the lanes share (the cells, whether the access may take the fast
 * path, the fast path's predicate answers) looked at once. */
void
ck_race_access_warp (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur, CkShadow *sh,
                     guint64 base)
{
  CkShadowCell *cells = G_LIKELY (sh->cells != NULL) ? sh->cells : ck_shadow_cells (&c->shadow, sh);
  gboolean fast = fast_kind (&c->race, ev, cur);
  if (fast && !sh->wseq && !c->race.n_acquired)
    {
      if (cur->is_atomic)
        access_warp_memo (c, ev, cur, sh, base, cells, TRUE, TRUE, CK_SHADOW_GRANULE);
      else if (cur->is_write)
        access_warp_memo (c, ev, cur, sh, base, cells, TRUE, FALSE, CK_SHADOW_GRANULE);
      else
        access_warp_memo (c, ev, cur, sh, base, cells, FALSE, FALSE, CK_SHADOW_GRANULE);
      return;
    }
  /* plain bytes, as fast_kind() but of 1 byte (no atomic has that size) */
  if (ev->size == 1 && !ev->mid && !cur->is_volatile && !cur->is_atomic && !sh->wseq
      && !c->race.n_acquired)
    {
      if (cur->is_write)
        access_warp_memo (c, ev, cur, sh, base, cells, TRUE, FALSE, 1);
      else
        access_warp_memo (c, ev, cur, sh, base, cells, FALSE, FALSE, 1);
      return;
    }
  for (CkMask m = ev->mask; m; m &= m - 1)
    {
      int l = __builtin_ctzll (m);
      guint64 off = ev->addr[l] - base;
      ck_shadow_cells_touch (sh, off, MIN (off + ev->size, sh->size), ev);
      if (!(fast && off % CK_SHADOW_GRANULE == 0 && off + CK_SHADOW_GRANULE <= sh->size
            && !sh->wseq && !ck_shadow_is_split (sh, off / CK_SHADOW_GRANULE)
            && access_granule_fast (c, ev, cur, l, sh, &cells[off / CK_SHADOW_GRANULE])))
        ck_race_access_lane (c, ev, cur, l, sh, off);
    }
}

/* ---- copies as ranges (issue 22) ---- */

/* A copy or memset (of the CUDA runtime or of the host) of at least this many bytes into or out
 * of an allocation with page bits (ck_shadow_cells_touch) is checked and recorded per run
 * (CkCopyRun): the granules whose pages of tuples no access touched share one template, so that
 * a copy of 64 MiB does not write 704 MiB of tuples (issue 22). Exact like
 * ck_race_access_lane (the same reports, in the same order, with the same first conflicting
 * byte), except that a template's writer has no value: a write that races with it is never
 * taken for a write of the same value. */
enum { COPY_RANGE_MIN = 65536 };

/* Pass 1 of ck_race_access_lane for one whole granule's tuple [cell] at byte [byte] ([sh] NULL:
 * a run's template, which has no read set). */
static gboolean
copy_cell_conflict (CkChecker *c, const CkShadow *sh, const CkShadowCell *cell, guint64 byte,
                    const CkRaceStamp *cur, RaceConflict *cf, gboolean *found_write)
{
  CkRaceState *rs = &c->race;
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  const CkShadowWriter *w = &cell->w;
  if (w->epoch && !(w->epoch == cur->epoch && w->thread == cur->thread)
      && stamp_of (rs, w->epoch, w->thread, w->flags, w->serial, TRUE, &cf->prev)
      && conflicts (rs, model, &cf->prev, cur))
    {
      cf->prev_site = w->site;
      cf->byte = byte;
      cf->prev_value_known = (w->flags & CK_SHADOW_VALUE_KNOWN) != 0;
      *found_write = TRUE;
      return TRUE;
    }
  if (!cur->is_write)
    return FALSE;
  for (int k = 0; k < 2; k++)
    {
      const CkShadowReader *r = k ? &cell->r2 : &cell->r1;
      if (r->epoch && !(r->epoch == cur->epoch && r->thread == cur->thread)
          && stamp_of (rs, r->epoch, r->thread, r->flags, 0, FALSE, &cf->prev)
          && conflicts (rs, model, &cf->prev, cur))
        {
          cf->prev_site = r->site;
          cf->byte = byte;
          return TRUE;
        }
    }
  if (sh && G_UNLIKELY (cell->w.has_read_set) && read_set_conflict (rs, model, sh, cell, cur, cf))
    {
      cf->byte = byte;
      return TRUE;
    }
  return FALSE;
}

/* Pass 2 of ck_race_access_lane for one whole granule's tuple ([sh] NULL: a run's template,
 * whose readers fit in its two slots: copy_needs_set). */
static void
copy_cell_record (CkChecker *c, CkShadow *sh, CkShadowCell *cell, const CkRaceStamp *cur,
                  guint8 flags, gboolean value_known, guint32 value)
{
  CkRaceState *rs = &c->race;
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  if (cur->is_write)
    {
      cell->w.epoch = cur->epoch;
      cell->w.site = cur->site;
      cell->w.serial = cur->serial;
      cell->w.thread = (guint16) cur->thread;
      cell->w.value = value_known ? value : 0;
      cell->w.flags = flags | (value_known ? CK_SHADOW_VALUE_KNOWN : 0);
      cell->r1.epoch = 0;
      cell->r2.epoch = 0;
      if (sh && G_UNLIKELY (cell->w.has_read_set))
        ck_shadow_read_set_drop (&c->shadow, sh, cell);
      return;
    }
  CkShadowReader *r = &cell->r1;
  if (!reader_is_replaceable (rs, model, &cell->r1, cur))
    {
      r = &cell->r2;
      if (!reader_is_replaceable (rs, model, &cell->r2, cur))
        {
          g_assert (sh);
          if (reader_keeps_other_block (rs, &cell->r1, &cell->r2, cur))
            {
              read_set_add (c, sh, cell, cur->epoch, cur->site, cur->thread, flags, cur,
                            cur->thread, cur->lane);
              return;
            }
          read_set_add (c, sh, cell, r->epoch, r->site, r->thread, r->flags, cur, cur->thread,
                        cur->lane);
        }
    }
  r->epoch = cur->epoch;
  r->site = cur->site;
  r->thread = (guint16) cur->thread;
  r->flags = flags;
}

/* The last granule of [sh] from [g] on whose tuple lies wholly in the page of tuples where
 * granule [g]'s begins (g - 1 when [g]'s does not end there). */
static inline guint64
copy_page_last (const CkShadow *sh, guint64 g)
{
  guintptr page_end = (((guintptr) &sh->cells[g] >> 12) + 1) << 12;
  return (guint64) ((page_end - (guintptr) sh->cells) / sizeof (CkShadowCell)) - 1;
}

gboolean
ck_race_access_copy (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur_in, int lane,
                     CkShadow *sh, guint64 off)
{
  if (ev->size < COPY_RANGE_MIN || ev->mid || sh->wseq || sh->n_split
      || ev->kind == CK_ACC_ATOMIC || ev->is_volatile || !ev->data)
    return FALSE;
  CkRaceState *rs = &c->race;
  CkRaceModel model = (CkRaceModel) c->opts.race_model;
  CkShadowCell *cells = ck_shadow_cells (&c->shadow, sh);
  guint64 end = MIN (off + ev->size, sh->size);
  if (!sh->cell_pages || off % CK_SHADOW_GRANULE || end % CK_SHADOW_GRANULE)
    return FALSE;
  guint64 g0 = off / CK_SHADOW_GRANULE, g1 = end / CK_SHADOW_GRANULE;
  CkRaceStamp cur = *cur_in;
  cur.thread = (guint16) (ev->who->first_thread + (guint32) lane);
  cur.lane = (guint32) lane;
  guint8 flags = cur.is_converged ? CK_SHADOW_CONVERGED : 0;

  /* the runs of [g0, g1): their templates, a zero tuple where none */
  GArray *pieces = g_array_new (FALSE, FALSE, sizeof (CkCopyRun));
  guint n_runs = sh->runs ? sh->runs->len : 0;
  for (guint i = ck_shadow_run_at (sh, g0), g = 0; g0 + g < g1;)
    {
      guint64 at = g0 + g;
      CkCopyRun pc;
      memset (&pc, 0, sizeof pc);
      pc.lo = at;
      if (i < n_runs && g_array_index (sh->runs, CkCopyRun, i).lo <= at)
        {
          pc.tmpl = g_array_index (sh->runs, CkCopyRun, i).tmpl;
          pc.hi = MIN (g_array_index (sh->runs, CkCopyRun, i).hi, g1);
          i++;
        }
      else
        pc.hi = i < n_runs ? MIN (g_array_index (sh->runs, CkCopyRun, i).lo, g1) : g1;
      g_array_append_val (pieces, pc);
      g = (guint) (pc.hi - g0);
    }
  /* a template keeps two readers: a third one that neither replaces goes the granule way */
  for (guint i = 0; !cur.is_write && i < pieces->len; i++)
    {
      const CkShadowCell *tm = &g_array_index (pieces, CkCopyRun, i).tmpl;
      if (!reader_is_replaceable (rs, model, &tm->r1, &cur)
          && !reader_is_replaceable (rs, model, &tm->r2, &cur))
        {
          g_array_free (pieces, TRUE);
          return FALSE;
        }
    }

  /* Pass 1: the first conflicting tuple, in the order of the bytes: each template once, at the
     first of its granules that is not live. */
  RaceConflict cf;
  gboolean found = FALSE, found_write = FALSE;
  guint8 *checked = g_new0 (guint8, pieces->len);
  guint pi = 0;
  for (guint64 g = g0; g < g1 && !found;)
    {
      if (ck_shadow_granule_is_live (sh, g))
        {
          found = copy_cell_conflict (c, sh, &cells[g], g * CK_SHADOW_GRANULE, &cur, &cf,
                                      &found_write);
          g++;
          continue;
        }
      /* granules [g, stop] are not live: their page of tuples was never touched */
      guint64 stop = MIN (MAX (copy_page_last (sh, g), g), g1 - 1);
      for (; pi < pieces->len && g_array_index (pieces, CkCopyRun, pi).lo <= stop && !found; pi++)
        {
          const CkCopyRun *pc = &g_array_index (pieces, CkCopyRun, pi);
          if (pc->hi <= g)
            continue;
          if (!checked[pi])
            {
              checked[pi] = 1;
              found = copy_cell_conflict (c, NULL, &pc->tmpl, MAX (pc->lo, g) * CK_SHADOW_GRANULE,
                                          &cur, &cf, &found_write);
            }
          if (pc->hi > stop + 1)
            break;             /* it goes on past [stop]: the next stretch starts in it */
        }
      g = stop + 1;
    }
  if (found)
    {
      /* same value: known for live tuples only (the bytes of a template's writer are
         overwritten by this write) */
      int same_value = -1;
      if (found_write && cur.is_write && !cf.prev.is_atomic)
        {
          same_value = 1;
          for (guint i = 0; i < pieces->len && same_value; i++)
            {
              const CkShadowWriter *w = &g_array_index (pieces, CkCopyRun, i).tmpl.w;
              if (w->epoch == cf.prev.epoch && w->thread == cf.prev.thread)
                same_value = 0;
            }
          for (guint64 g = g0; g < g1 && same_value; g++)
            {
              const CkShadowWriter *w = &cells[g].w;
              if (!ck_shadow_granule_is_live (sh, g) || w->epoch != cf.prev.epoch
                  || w->thread != cf.prev.thread)
                continue;
              if (!(w->flags & CK_SHADOW_VALUE_KNOWN)
                  || w->value != new_bytes (ev, lane, g * CK_SHADOW_GRANULE - off, CK_SHADOW_GRANULE))
                same_value = 0;
            }
        }
      report_race (c, ev, &cur, lane, sh, off, &cf, same_value);
    }
  g_free (checked);

  /* Pass 2: record it in the live tuples and in the templates. */
  for (guint64 g = g0; g < g1;)
    {
      if (ck_shadow_granule_is_live (sh, g))
        {
          copy_cell_record (c, sh, &cells[g], &cur, flags, TRUE,
                            new_bytes (ev, lane, g * CK_SHADOW_GRANULE - off, CK_SHADOW_GRANULE));
          g++;
        }
      else
        g = MIN (MAX (copy_page_last (sh, g), g), g1 - 1) + 1;
    }
  for (guint i = 0; i < pieces->len; i++)
    copy_cell_record (c, NULL, &g_array_index (pieces, CkCopyRun, i).tmpl, &cur, flags, TRUE, 0);
  ck_shadow_set_runs (sh, g0, g1, pieces);
  g_array_free (pieces, TRUE);
  return TRUE;
}
