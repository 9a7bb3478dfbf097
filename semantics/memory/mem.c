/* semantics/memory/mem.c — allocations in the state spaces of [H §4.1] with generic addresses.
 * Heap-like spaces are bump-allocated and never reuse addresses, so an allocation table sorted
 * by address is append-only and a lookup is a binary search (after a one-entry cache).
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/memory/mem.h"

const char *const ck_space_name[CK_SPACE__COUNT] = {
#define CK_SPACE_NAME(id, name) [CK_SPACE_##id] = name,
  CK_SPACES (CK_SPACE_NAME)
#undef CK_SPACE_NAME
};

/* Heap spaces start above the null page; allocations are separated by a red zone so that a
 * small overflow lands in no allocation. */
#define CK_MEM_FIRST_OFFSET 0x10000u
#define CK_MEM_RED_ZONE     256u
/* The model's memory limit per space: larger requests fail as on a real device. */
#define CK_MEM_SPACE_LIMIT  ((guint64) 1 << 40)

typedef struct Space {
  GPtrArray *allocs;        /* CkAlloc*, sorted by base */
  guint64 next;             /* next free offset */
  CkAlloc *last, *last2;    /* lookup cache: the last two allocations found (a loop that reads
                               one array and writes another, a[i] * b[j]) */
  guint64 in_use;
} Space;

struct CkMem {
  Space spaces[CK_SPACE__COUNT];
  GHashTable *windows;      /* base -> CkAlloc* for shared and local windows */
  CkAlloc *last_window;     /* lookup cache: the window found last (the lanes of a warp and
                               the statements of a block hit their block's shared window) */
  /* released windows, shared and local, kept with their bytes for the next window of the
     space (issue 22: a block or thread starts without malloc; at most the windows that were
     live at once wait here) */
  GPtrArray *window_pool[2];
  guint64 serial;
};

/* The index of [space]'s pool in CkMem.window_pool. */
static inline int
pool_of (CkSpace space)
{
  return space == CK_SPACE_SHARED ? 0 : 1;
}

/* Hash of a window's base: its low 20 or 22 bits are zero and g_int64_hash folds the uid onto
 * few buckets (long probe chains once thousands of threads have local windows), so the space
 * and uid bits are multiplied through (Fibonacci hashing). */
static guint
window_hash (gconstpointer key)
{
  guint64 v = *(const guint64 *) key >> CK_SHARED_WINDOW_BITS;
  return (guint) ((v * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32);
}

CkMem *
ck_mem_new (void)
{
  CkMem *m = g_new0 (CkMem, 1);
  for (int i = 0; i < CK_SPACE__COUNT; i++)
    {
      m->spaces[i].allocs = g_ptr_array_new ();
      m->spaces[i].next = CK_MEM_FIRST_OFFSET;
    }
  m->windows = g_hash_table_new (window_hash, g_int64_equal);
  m->window_pool[0] = g_ptr_array_new ();
  m->window_pool[1] = g_ptr_array_new ();
  return m;
}

static void
alloc_destroy (CkAlloc *a)
{
  g_free (a->data);
  g_free (a->seq);
  g_free (a->frame_vars);
  g_free (a);
}

void
ck_mem_free_all (CkMem *m)
{
  if (!m)
    return;
  for (int i = 0; i < CK_SPACE__COUNT; i++)
    {
      for (guint j = 0; j < m->spaces[i].allocs->len; j++)
        alloc_destroy (g_ptr_array_index (m->spaces[i].allocs, j));
      g_ptr_array_free (m->spaces[i].allocs, TRUE);
    }
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init (&it, m->windows);
  while (g_hash_table_iter_next (&it, &k, &v))
    alloc_destroy (v);
  g_hash_table_destroy (m->windows);
  for (int i = 0; i < 2; i++)
    {
      for (guint j = 0; j < m->window_pool[i]->len; j++)
        alloc_destroy (g_ptr_array_index (m->window_pool[i], j));
      g_ptr_array_free (m->window_pool[i], TRUE);
    }
  g_free (m);
}

CkAlloc *
ck_mem_alloc (CkMem *m, CkSpace space, CkAllocKind kind, guint64 size, guint64 align,
              const char *name, CkSrcLoc loc)
{
  g_return_val_if_fail (space != CK_SPACE_SHARED && space != CK_SPACE_LOCAL, NULL);
  Space *sp = &m->spaces[space];
  if (align < 16)
    align = 16;
  guint64 off = (sp->next + align - 1) & ~(align - 1);
  if (size > CK_MEM_SPACE_LIMIT || off + size > CK_MEM_SPACE_LIMIT)
    return NULL;
  /* the model keeps every byte: refuse what the host cannot hold */
  guint8 *data = g_try_malloc0 (size ? size : 1);
  if (!data)
    return NULL;
  CkAlloc *a = g_new0 (CkAlloc, 1);
  a->base = CK_ADDR_MAKE (space, off);
  a->size = size;
  a->data = data;
  a->kind = kind;
  a->space = space;
  a->name = name;
  a->alloc_loc = loc;
  a->serial = ++m->serial;
  sp->next = off + (size ? size : 1) + CK_MEM_RED_ZONE;
  sp->in_use += size;
  g_ptr_array_add (sp->allocs, a);
  return a;
}

/* A zeroed window of [size] bytes for [space]: a released one from the pool (its bytes and its
 * frame variables' buffer kept, every field else cleared) when the last one released is large
 * enough, else a new one. */
static CkAlloc *
window_alloc (CkMem *m, CkSpace space, guint64 size)
{
  GPtrArray *pool = m->window_pool[pool_of (space)];
  if (pool->len)
    {
      CkAlloc *a = g_ptr_array_steal_index_fast (pool, pool->len - 1);
      if (a->size >= size && a->data)
        {
          guint8 *data = a->data;
          CkVarRange *fv = a->frame_vars;
          guint32 fv_cap = a->frame_vars_cap;
          memset (a, 0, sizeof *a);
          memset (data, 0, size ? size : 1);
          a->data = data;
          a->frame_vars = fv;
          a->frame_vars_cap = fv_cap;
          return a;
        }
      alloc_destroy (a);
    }
  CkAlloc *a = g_new0 (CkAlloc, 1);
  a->data = g_malloc0 (size ? size : 1);
  return a;
}

static CkAlloc *
window_new (CkMem *m, CkSpace space, CkAllocKind kind, guint64 base, guint64 size, gpointer owner)
{
  CkAlloc *a = window_alloc (m, space, size);
  a->base = base;
  a->size = size;
  a->kind = kind;
  a->space = space;
  a->owner = owner;
  a->serial = ++m->serial;
  CkAlloc *old = g_hash_table_lookup (m->windows, &a->base);
  if (old)
    {
      /* uid wrapped around while the old window is still live: cannot happen with the
         residency limits of any device model, but never corrupt memory silently */
      g_error ("cudak: %s window %#" G_GINT64_MODIFIER "x reused while live", ck_space_name[space], base);
    }
  g_hash_table_insert (m->windows, &a->base, a);
  return a;
}

CkAlloc *
ck_mem_alloc_shared (CkMem *m, guint32 uid, guint64 size, gpointer owner)
{
  guint64 base = CK_ADDR_MAKE (CK_SPACE_SHARED,
                               ((guint64) (uid & 0xffffff) << CK_SHARED_WINDOW_BITS));
  return window_new (m, CK_SPACE_SHARED, CK_ALLOC_SHARED, base, size, owner);
}

CkAlloc *
ck_mem_alloc_local (CkMem *m, guint32 uid, guint64 size, gpointer owner)
{
  guint64 base = CK_ADDR_MAKE (CK_SPACE_LOCAL,
                               ((guint64) (uid & 0x3fffff) << CK_LOCAL_WINDOW_BITS));
  return window_new (m, CK_SPACE_LOCAL, CK_ALLOC_LOCAL, base, size, owner);
}

gboolean
ck_mem_grow_local (CkMem *m, CkAlloc *a, guint64 size)
{
  (void) m;
  if (size <= a->size)
    return TRUE;
  if (size > ((guint64) 1 << CK_LOCAL_WINDOW_BITS))
    return FALSE;
  guint64 n = MAX (size, a->size * 2);
  n = MIN (n, (guint64) 1 << CK_LOCAL_WINDOW_BITS);
  a->data = g_realloc (a->data, n);
  memset (a->data + a->size, 0, n - a->size);
  if (a->seq)
    {
      a->seq = g_renew (guint32, a->seq, n);
      memset (a->seq + a->size, 0, (n - a->size) * sizeof (guint32));
    }
  a->size = n;
  return TRUE;
}

void
ck_mem_release_window (CkMem *m, CkAlloc *a)
{
  if (!a)
    return;
  g_hash_table_remove (m->windows, &a->base);
  if (m->last_window == a)
    m->last_window = NULL;
  g_clear_pointer (&a->seq, g_free);
  g_ptr_array_add (m->window_pool[pool_of (a->space)], a);
}

static CkAlloc *
window_lookup (CkMem *m, guint64 addr)
{
  CkSpace space = CK_ADDR_SPACE (addr);
  int bits = space == CK_SPACE_SHARED ? CK_SHARED_WINDOW_BITS : CK_LOCAL_WINDOW_BITS;
  guint64 base = addr & ~(((guint64) 1 << bits) - 1);
  return g_hash_table_lookup (m->windows, &base);
}

/* Index of the last allocation whose base <= addr, or -1. */
static gint
find_index (Space *sp, guint64 addr)
{
  gint lo = 0, hi = (gint) sp->allocs->len - 1, ans = -1;
  while (lo <= hi)
    {
      gint mid = (lo + hi) / 2;
      CkAlloc *a = g_ptr_array_index (sp->allocs, mid);
      if (a->base <= addr)
        {
          ans = mid;
          lo = mid + 1;
        }
      else
        hi = mid - 1;
    }
  return ans;
}

CkAlloc *
ck_mem_lookup (CkMem *m, guint64 addr)
{
  CkSpace space = CK_ADDR_SPACE (addr);
  if (addr >> (CK_SPACE_SHIFT + 4))
    return NULL;
  if (space == CK_SPACE_SHARED || space == CK_SPACE_LOCAL)
    {
      CkAlloc *w = m->last_window;
      if (w && addr >= w->base && addr - w->base < MAX (w->size, 1))
        return w;
      w = window_lookup (m, addr);
      if (w && addr - w->base < MAX (w->size, 1))
        {
          m->last_window = w;
          return w;
        }
      return NULL;
    }
  Space *sp = &m->spaces[space];
  CkAlloc *c = sp->last;
  if (c && addr >= c->base && addr < c->base + MAX (c->size, 1))
    return c;
  c = sp->last2;
  if (c && addr >= c->base && addr < c->base + MAX (c->size, 1))
    {
      sp->last2 = sp->last;
      sp->last = c;
      return c;
    }
  gint i = find_index (sp, addr);
  if (i < 0)
    return NULL;
  CkAlloc *a = g_ptr_array_index (sp->allocs, i);
  if (addr < a->base + MAX (a->size, 1))
    {
      sp->last2 = sp->last;
      sp->last = a;
      return a;
    }
  return NULL;
}

CkAlloc *
ck_mem_nearest (CkMem *m, guint64 addr)
{
  CkSpace space = CK_ADDR_SPACE (addr);
  if (addr >> (CK_SPACE_SHIFT + 4))
    return NULL;
  if (space == CK_SPACE_SHARED || space == CK_SPACE_LOCAL)
    return window_lookup (m, addr);
  Space *sp = &m->spaces[space];
  gint i = find_index (sp, addr);
  if (i < 0)
    return NULL;
  CkAlloc *a = g_ptr_array_index (sp->allocs, i);
  /* only "near": within the red zone after its end */
  if (addr < a->base + a->size + CK_MEM_RED_ZONE)
    return a;
  return NULL;
}

CkAlloc *
ck_mem_release (CkMem *m, guint64 addr, CkFreeStatus *status)
{
  CkAlloc *a = ck_mem_lookup (m, addr);
  if (!a)
    {
      *status = CK_FREE_UNKNOWN;
      return NULL;
    }
  if (a->base != addr)
    {
      *status = CK_FREE_NOT_HEAP_START;
      return a;
    }
  if (a->is_freed)
    {
      *status = CK_FREE_DOUBLE;
      return a;
    }
  *status = CK_FREE_OK;
  a->is_freed = TRUE;
  m->spaces[a->space].in_use -= a->size;
  g_free (a->data);
  g_free (a->seq);
  a->data = NULL;
  a->seq = NULL;
  return a;
}

GPtrArray *
ck_mem_live_heap (CkMem *m)
{
  GPtrArray *out = g_ptr_array_new ();
  for (int i = 0; i < CK_SPACE__COUNT; i++)
    for (guint j = 0; j < m->spaces[i].allocs->len; j++)
      {
        CkAlloc *a = g_ptr_array_index (m->spaces[i].allocs, j);
        if (a->is_freed)
          continue;
        switch (a->kind)
          {
          case CK_ALLOC_MALLOC: case CK_ALLOC_PINNED: case CK_ALLOC_CUDA_MALLOC:
          case CK_ALLOC_DEVICE_MALLOC: case CK_ALLOC_MANAGED: case CK_ALLOC_NEW:
          case CK_ALLOC_NEW_ARRAY:
            g_ptr_array_add (out, a);
            break;
          default:
            break;
          }
      }
  return out;
}

guint64
ck_mem_bytes_in_use (CkMem *m, CkSpace space)
{
  return m->spaces[space].in_use;
}

guint8 *
ck_mem_raw (CkMem *m, guint64 addr, gsize n)
{
  CkAlloc *a = ck_mem_lookup (m, addr);
  if (!a || a->is_freed || addr + n > a->base + a->size)
    return NULL;
  return a->data + (addr - a->base);
}
