/* checker/order.c — ordering by fences and atomics: the release and acquire patterns of the PTX
 * memory model, so that a correct spin lock or a "last block done" counter is not a race.
 *
 * A thread releases when it executes an atomic after a fence: everything it did before the fence
 * (and everything it had itself acquired, and every access of its block before a barrier that
 * preceded the fence) is ordered before any later atomic on the same address. A thread acquires
 * when it executes an atomic on an address that was released: it learns the releaser's clock.
 * __threadfence_block() releases to threads of the same block only; __threadfence() and
 * __threadfence_system() to the whole grid. An atomic acquires without a fence after it, as
 * the CUDA Programming Guide's __threadfence() example relies on; a release needs the fence
 * before it, as the memory model requires (an unlock without one is reported as a race).
 *
 * The clocks are vector clocks: a thread of a block of a running grid maps to the last epoch of
 * its accesses ordered before the release (epochs of one warp grow, and a fence starts a new
 * one), and a block to the barrier generation below which all its accesses are ordered. Nothing
 * here exists until a running grid executes a fence, so kernels without fences pay nothing.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "checker/checker-private.h"

G_STATIC_ASSERT (sizeof (gpointer) == 8);

/* The [thread] of a clock key that stands for the whole block. */
#define BLOCK_ENTRY 0xffffu

/* What one thread did: its latest fences per scope (0 block, 1 device) and its acquired clock. */
typedef struct ThreadOrder {
  guint32 fence_epoch[2];      /* accesses with an epoch up to this one precede the fence; 0 none */
  guint32 fence_bar_gen[2];    /* the block's barrier generation at the fence */
  GHashTable *clock;           /* acquired, NULL if nothing */
} ThreadOrder;

struct CkBlockOrder {
  GHashTable *threads;         /* linear thread index + 1 -> ThreadOrder* */
  GHashTable *clock;           /* acquired by threads of the block before one of its barriers */
};

/* What released to one address: a clock for the grid, and one per block for block fences. */
typedef struct SyncObject {
  GHashTable *device;
  GHashTable *blocks;          /* clock_key (grid, block, 0) -> GHashTable* */
} SyncObject;

static inline gpointer
clock_key (guint32 grid, guint32 block, guint32 thread)
{
  return GSIZE_TO_POINTER (((gsize) (grid & 0xffff) << 48) | ((gsize) block << 16)
                           | (thread & 0xffff));
}

static guint
key_hash (gconstpointer k)
{
  guint64 x = GPOINTER_TO_SIZE (k);
  x ^= x >> 29;
  x *= 0xbf58476d1ce4e5b9ull;
  return (guint) (x >> 32);
}

static GHashTable *
clock_new (void)
{
  return g_hash_table_new (key_hash, g_direct_equal);
}

static inline guint32
clock_get (GHashTable *c, gpointer key)
{
  return c ? GPOINTER_TO_UINT (g_hash_table_lookup (c, key)) : 0;
}

static inline void
clock_raise (GHashTable *c, gpointer key, guint32 v)
{
  if (v > clock_get (c, key))
    g_hash_table_insert (c, key, GUINT_TO_POINTER (v));
}

/* dst = dst ⊔ src */
static void
clock_join (GHashTable *dst, GHashTable *src)
{
  if (!src || dst == src)
    return;
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init (&it, src);
  while (g_hash_table_iter_next (&it, &k, &v))
    clock_raise (dst, k, GPOINTER_TO_UINT (v));
}

static void
clock_free (gpointer p)
{
  if (p)
    g_hash_table_destroy (p);
}

static void
thread_order_free (gpointer p)
{
  ThreadOrder *t = p;
  clock_free (t->clock);
  g_free (t);
}

static void
sync_object_free (gpointer p)
{
  SyncObject *o = p;
  clock_free (o->device);
  if (o->blocks)
    g_hash_table_destroy (o->blocks);
  g_free (o);
}

void
ck_order_init (CkRaceState *rs)
{
  rs->sync_objects = g_hash_table_new_full (key_hash, g_direct_equal, NULL, sync_object_free);
  rs->n_fenced_blocks = 0;
  rs->n_acquired = 0;
}

void
ck_order_block_free (CkRaceState *rs, CkBlockState *b)
{
  if (!b->order)
    return;
  g_hash_table_destroy (b->order->threads);
  clock_free (b->order->clock);
  g_clear_pointer (&b->order, g_free);
  rs->n_fenced_blocks--;
}

void
ck_order_clear (CkRaceState *rs)
{
  for (guint i = 0; i < rs->grids->len; i++)
    {
      CkGridState *g = g_ptr_array_index (rs->grids, i);
      GHashTableIter it;
      gpointer b;
      g_hash_table_iter_init (&it, g->blocks);
      while (rs->n_fenced_blocks && g_hash_table_iter_next (&it, NULL, &b))
        ck_order_block_free (rs, b);
    }
  g_clear_pointer (&rs->sync_objects, g_hash_table_destroy);
}

static ThreadOrder *
thread_order (CkRaceState *rs, CkBlockState *b, guint32 thread, gboolean create)
{
  if (!b->order)
    {
      if (!create)
        return NULL;
      b->order = g_new0 (CkBlockOrder, 1);
      b->order->threads = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                 thread_order_free);
      rs->n_fenced_blocks++;
    }
  gpointer key = GUINT_TO_POINTER (thread + 1);
  ThreadOrder *t = g_hash_table_lookup (b->order->threads, key);
  if (!t && create)
    {
      t = g_new0 (ThreadOrder, 1);
      g_hash_table_insert (b->order->threads, key, t);
    }
  return t;
}

void
ck_order_fence (CkChecker *c, const CkFenceEvent *ev)
{
  CkRaceState *rs = &c->race;
  if (!ev->who || ev->who->is_host || !ev->mask)
    return;
  guint32 slot;
  CkBlockState *b = ck_race_block_of (rs, ev->who, &slot);
  /* The fence closes the warp's epoch: accesses up to [e] precede it, later ones get a new
   * epoch. (The __syncwarp generation is unchanged: a fence orders nothing by itself.) */
  guint32 e = ck_race_warp_epoch (rs, slot, b, ev->who);
  b->warp_epoch[ev->who->warp_id] = 0;
  int top = ev->level >= 1 ? 1 : 0;
  for (CkMask m = ev->mask; m; m &= m - 1)
    {
      ThreadOrder *t = thread_order (rs, b, ev->who->first_thread + (guint32) __builtin_ctzll (m),
                                     TRUE);
      for (int s = 0; s <= top; s++)
        {
          t->fence_epoch[s] = e;
          t->fence_bar_gen[s] = b->bar_gen;
        }
    }
}

/* Adds to [dst] what thread [thread] of block [b] releases at scope [s]. */
static void
release_into (GHashTable *dst, const CkRaceStamp *cur, CkBlockState *b, const ThreadOrder *t,
              int s)
{
  clock_raise (dst, clock_key (cur->grid, cur->block, cur->thread), t->fence_epoch[s]);
  if (t->fence_bar_gen[s])
    clock_raise (dst, clock_key (cur->grid, cur->block, BLOCK_ENTRY), t->fence_bar_gen[s]);
  clock_join (dst, t->clock);
  clock_join (dst, b->order->clock);
}

void
ck_order_atomic (CkChecker *c, const CkAccessEvent *ev, const CkRaceStamp *cur, guint64 addr)
{
  CkRaceState *rs = &c->race;
  CkGridState *g = g_ptr_array_index (rs->grids, cur->grid);
  CkBlockState *b = ck_race_block_at (g, cur->block);   /* running: the access is its */
  g_assert (b);
  gpointer akey = GSIZE_TO_POINTER ((gsize) addr);
  SyncObject *o = g_hash_table_lookup (rs->sync_objects, akey);
  gpointer bkey = clock_key (cur->grid, cur->block, 0);
  (void) ev;

  /* Acquire: the atomic reads what the releases before it wrote. */
  if (o)
    {
      GHashTable *blk = o->blocks ? g_hash_table_lookup (o->blocks, bkey) : NULL;
      if ((o->device && g_hash_table_size (o->device)) || blk)
        {
          ThreadOrder *t = thread_order (rs, b, cur->thread, TRUE);
          if (!t->clock)
            t->clock = clock_new ();
          clock_join (t->clock, o->device);
          clock_join (t->clock, blk);
          rs->n_acquired++;
        }
    }

  /* Release: the atomic comes after a fence of this thread. */
  ThreadOrder *t = thread_order (rs, b, cur->thread, FALSE);
  if (!t || !t->fence_epoch[0])
    return;
  if (!o)
    {
      o = g_new0 (SyncObject, 1);
      g_hash_table_insert (rs->sync_objects, akey, o);
    }
  if (t->fence_epoch[1])
    {
      if (!o->device)
        o->device = clock_new ();
      release_into (o->device, cur, b, t, 1);
    }
  if (t->fence_epoch[0] != t->fence_epoch[1])
    {
      if (!o->blocks)
        o->blocks = g_hash_table_new_full (key_hash, g_direct_equal, NULL, clock_free);
      GHashTable *blk = g_hash_table_lookup (o->blocks, bkey);
      if (!blk)
        {
          blk = clock_new ();
          g_hash_table_insert (o->blocks, bkey, blk);
        }
      release_into (blk, cur, b, t, 0);
    }
}

/* A barrier passes what each thread of the block acquired to all of them. */
void
ck_order_barrier (CkRaceState *rs, CkBlockState *b)
{
  (void) rs;
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init (&it, b->order->threads);
  while (g_hash_table_iter_next (&it, &k, &v))
    {
      ThreadOrder *t = v;
      if (!t->clock)
        continue;
      if (!b->order->clock)
        b->order->clock = clock_new ();
      clock_join (b->order->clock, t->clock);
      g_clear_pointer (&t->clock, g_hash_table_destroy);
    }
}

static inline gboolean
clock_orders (GHashTable *c, const CkRaceStamp *prev)
{
  if (!c)
    return FALSE;
  guint32 e = clock_get (c, clock_key (prev->grid, prev->block, prev->thread));
  if (e && prev->epoch <= e)
    return TRUE;
  return prev->bar_gen < clock_get (c, clock_key (prev->grid, prev->block, BLOCK_ENTRY));
}

gboolean
ck_order_is_ordered (CkRaceState *rs, const CkRaceStamp *prev, const CkRaceStamp *cur)
{
  const CkGridState *g = g_ptr_array_index (rs->grids, cur->grid);
  CkBlockState *b = ck_race_block_at (g, cur->block);
  if (!b || !b->order)
    return FALSE;
  ThreadOrder *t = thread_order (rs, b, cur->thread, FALSE);
  return (t && clock_orders (t->clock, prev)) || clock_orders (b->order->clock, prev);
}
