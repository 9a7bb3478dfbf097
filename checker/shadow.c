/* checker/shadow.c — shadow memory: per-byte initialisation bits and race tuples [K §3.1],
 * parallel to each allocation, created lazily and found in constant time.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "checker/checker-private.h"

static guint64
n_granules (const CkShadow *s)
{
  return MAX ((s->size + CK_SHADOW_GRANULE - 1) / CK_SHADOW_GRANULE, 1);
}

/* Keeps t->peak_bytes after a growth of the race tuples or read sets. */
static inline void
note_peak (CkShadowTable *t)
{
  guint64 n = t->cell_bytes + t->read_set_bytes;
  if (n > t->peak_bytes)
    t->peak_bytes = n;
}

#define CK_READ_SET_FIRST_CAP 8

static gsize
read_set_size (guint32 cap)
{
  return sizeof (CkReadSet) + cap * sizeof (CkReadSetEntry);
}

/* The pool class of a set of capacity [cap], CK_READ_SET_CLASSES when it is not pooled. */
static inline guint
set_class (guint32 cap)
{
  guint k = 0;
  while (k < CK_READ_SET_CLASSES && ((guint32) CK_READ_SET_FIRST_CAP << k) < cap)
    k++;
  return k;
}

#define SLAB_BYTES (256 * 1024)

/* Room for a set of capacity [cap] (its header uninitialised). */
static CkReadSet *
set_alloc (CkShadowTable *t, guint32 cap)
{
  guint k = set_class (cap);
  if (k == CK_READ_SET_CLASSES)
    return g_malloc (read_set_size (cap));
  CkReadSet *set = t->free_sets[k];
  if (set)
    {
      t->free_sets[k] = *(CkReadSet **) set->e;
      return set;
    }
  gsize bytes = read_set_size (CK_READ_SET_FIRST_CAP << k);
  if ((gsize) (t->slab_end - t->slab_at) < bytes)
    {
      guint8 *slab = g_malloc (SLAB_BYTES);
      t->slabs = g_slist_prepend (t->slabs, slab);
      t->slab_at = slab;
      t->slab_end = slab + SLAB_BYTES;
    }
  set = (CkReadSet *) t->slab_at;
  t->slab_at += bytes;
  return set;
}

/* Gives back [set], whose capacity is its cap. */
static void
set_free (CkShadowTable *t, CkReadSet *set)
{
  guint k = set_class (set->cap);
  if (k == CK_READ_SET_CLASSES)
    {
      g_free (set);
      return;
    }
  *(CkReadSet **) set->e = t->free_sets[k];
  t->free_sets[k] = set;
}

/* No read set is left: the slabs go. */
static void
slabs_free (CkShadowTable *t)
{
  g_slist_free_full (t->slabs, g_free);
  t->slabs = NULL;
  t->slab_at = t->slab_end = NULL;
  memset (t->free_sets, 0, sizeof t->free_sets);
}

/* Frees the read sets of [s], taking them off [t]'s count (NULL: the table goes too). */
static void
free_read_sets (CkShadowTable *t, CkShadow *s)
{
  guint64 left = s->n_sets;
  for (guint64 g = 0; s->granule_sets && left && g < n_granules (s); g++)
    if (s->granule_sets[g])
      {
        s->cells[g].w.has_read_set = 0;
        if (t)
          t->read_set_bytes -= read_set_size (s->granule_sets[g]->cap);
        set_free (s->table, s->granule_sets[g]);
        left--;
      }
  if (s->byte_sets)
    {
      GHashTableIter it;
      gpointer k, v;
      g_hash_table_iter_init (&it, s->byte_sets);
      while (g_hash_table_iter_next (&it, &k, &v))
        {
          ((CkShadowCell *) k)->w.has_read_set = 0;
          if (t)
            t->read_set_bytes -= read_set_size (((CkReadSet *) v)->cap);
          set_free (s->table, v);
        }
    }
  if (t)
    t->n_read_sets -= s->n_sets;
  s->n_sets = 0;
  g_clear_pointer (&s->granule_sets, g_free);
  g_clear_pointer (&s->byte_sets, g_hash_table_destroy);
}

/* Frees the race tuples of [s] and their read sets; returns how many bytes the tuples took. */
static guint64
free_cells (CkShadowTable *t, CkShadow *s)
{
  guint64 bytes = 0;
  free_read_sets (t, s);
  if (s->cells)
    bytes += n_granules (s) * sizeof (CkShadowCell);
  bytes += s->n_split * CK_SHADOW_GRANULE * sizeof (CkShadowCell);
  g_slist_free_full (s->split_slabs, g_free);
  s->split_slabs = NULL;
  s->split_next = NULL;
  s->split_left = 0;
  s->n_split = 0;
  g_clear_pointer (&s->cells, g_free);
  g_clear_pointer (&s->cell_pages, g_free);
  if (s->runs)
    {
      g_array_free (s->runs, TRUE);
      s->runs = NULL;
    }
  g_clear_pointer (&s->split_bits, g_free);
  g_clear_pointer (&s->split_at, g_free);
  return bytes;
}

static void
shadow_free (gpointer p)
{
  CkShadow *s = p;
  free_cells (NULL, s);
  g_free (s->init);
  g_free (s->wseq);
  g_free (s);
}

void
ck_shadow_table_init (CkShadowTable *t)
{
  memset (t, 0, sizeof *t);
  t->by_alloc = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, shadow_free);
}

void
ck_shadow_table_clear (CkShadowTable *t)
{
  g_hash_table_destroy (t->by_alloc);
  slabs_free (t);
  memset (t, 0, sizeof *t);
}

CkShadow *
ck_shadow_lookup (CkShadowTable *t, CkAlloc *a)
{
  if (a == t->last_alloc)
    return t->last;
  CkShadow *s;
  if (a == t->last2_alloc && a)
    s = t->last2;
  else
    s = g_hash_table_lookup (t->by_alloc, a);
  if (s && s->is_released)
    return NULL;
  if (s)
    {
      t->last2_alloc = t->last_alloc;
      t->last2 = t->last;
      t->last_alloc = a;
      t->last = s;
    }
  return s;
}

CkShadow *
ck_shadow_ensure (CkShadowTable *t, CkAlloc *a)
{
  CkShadow *s = ck_shadow_lookup (t, a);
  if (s)
    return s;
  s = g_hash_table_lookup (t->by_alloc, a);
  if (s)
    {
      /* a released window taken again: empty, as a new shadow is */
      g_assert (s->is_released);
      s->is_released = FALSE;
    }
  else
    {
      s = g_new0 (CkShadow, 1);
      s->alloc = a;
      s->table = t;
      g_hash_table_insert (t->by_alloc, a, s);
    }
  s->size = a->size;
  t->last2_alloc = t->last_alloc;
  t->last2 = t->last;
  t->last_alloc = a;
  t->last = s;
  return s;
}

void
ck_shadow_track_init (CkShadowTable *t, CkAlloc *a)
{
  CkShadow *s = ck_shadow_ensure (t, a);
  g_free (s->init);
  s->init = g_malloc0 ((gsize) (s->size + 7) / 8 + 1);
}

#define CELL_PAGE 4096

guint
ck_shadow_run_at (const CkShadow *s, guint64 g)
{
  guint lo = 0, hi = s->runs ? s->runs->len : 0;
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      if (g_array_index (s->runs, CkCopyRun, mid).hi <= g)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

void
ck_shadow_set_runs (CkShadow *s, guint64 lo, guint64 hi, GArray *pieces)
{
  if (!s->runs)
    s->runs = g_array_new (FALSE, FALSE, sizeof (CkCopyRun));
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (CkCopyRun), s->runs->len + pieces->len + 2);
  gboolean placed = FALSE;
  for (guint i = 0; i < s->runs->len; i++)
    {
      CkCopyRun r = g_array_index (s->runs, CkCopyRun, i);
      if (r.hi <= lo)
        {
          g_array_append_val (out, r);
          continue;
        }
      if (r.lo < lo)
        {
          CkCopyRun head = r;
          head.hi = lo;
          g_array_append_val (out, head);
        }
      if (!placed)
        {
          g_array_append_vals (out, pieces->data, pieces->len);
          placed = TRUE;
        }
      if (r.hi > hi)
        {
          CkCopyRun tail = r;
          tail.lo = MAX (r.lo, hi);
          g_array_append_val (out, tail);
        }
    }
  if (!placed)
    g_array_append_vals (out, pieces->data, pieces->len);
  g_array_free (s->runs, TRUE);
  s->runs = out;
}

/* The value of granule [g] of [s] as its run's writer left it: the bytes in memory, less those
 * [ev] (a write, the access being checked) has changed, which its lanes' old values give back
 * (an access of up to 8 bytes by a warp); FALSE where they cannot. */
static gboolean
run_value (const CkShadow *s, guint64 g, const CkAccessEvent *ev, guint32 *value)
{
  const CkAlloc *a = s->alloc;
  if (s->wseq || !a->data || a->is_freed || (ev && ev->mid))
    return FALSE;   /* --memory=fermi: stores reach memory apart from their events */
  guint64 lo = g * CK_SHADOW_GRANULE;
  memcpy (value, a->data + lo, sizeof *value);
  if (!ev || ev->kind == CK_ACC_READ)
    return TRUE;
  gboolean in_memory = ev->data && ev->data >= a->data && ev->data < a->data + a->size;
  for (CkMask m = ev->mask; m; m &= m - 1)
    {
      int l = __builtin_ctzll (m);
      if (ev->alloc[l] != a || ev->addr[l] < a->base)
        continue;
      guint64 from = ev->addr[l] - a->base, to = from + ev->size;
      if (to <= lo || from >= lo + CK_SHADOW_GRANULE)
        continue;
      if (in_memory || ev->size > 8 || !ev->old_value)
        return FALSE;   /* bytes_access: no old bytes */
      for (guint64 b = MAX (from, lo); b < MIN (to, lo + CK_SHADOW_GRANULE); b++)
        {
          guint32 shift = (guint32) (8 * (b - lo));
          guint8 old = (guint8) (ev->old_value[l] >> (8 * (b - from)));
          *value = (*value & ~(0xffu << shift)) | ((guint32) old << shift);
        }
    }
  return TRUE;
}

/* Gives the granules of page [pg] that are no other touched page's their runs' tuples. */
static void
materialise_page (CkShadow *s, guintptr pg, const CkAccessEvent *ev)
{
  guint8 *base = (guint8 *) s->cells;
  guint64 n = n_granules (s);
  guint8 *from = MAX ((guint8 *) (pg * CELL_PAGE), base);
  guint64 g = (guint64) (from - base) / sizeof (CkShadowCell);
  guint i = ck_shadow_run_at (s, g);
  for (; g < n && (guintptr) &s->cells[g] < (pg + 1) * CELL_PAGE; g++)
    {
      while (i < s->runs->len && g_array_index (s->runs, CkCopyRun, i).hi <= g)
        i++;
      if (i == s->runs->len)
        return;
      const CkCopyRun *r = &g_array_index (s->runs, CkCopyRun, i);
      if (g < r->lo || ck_shadow_granule_is_live (s, g))
        continue;
      s->cells[g] = r->tmpl;
      if ((r->tmpl.w.flags & CK_SHADOW_VALUE_KNOWN) && !run_value (s, g, ev, &s->cells[g].w.value))
        s->cells[g].w.flags &= (guint8) ~CK_SHADOW_VALUE_KNOWN;
    }
}

void
ck_shadow_fault_in (CkShadow *s, guint64 off, guint64 end, const CkAccessEvent *ev)
{
  guint8 *base = (guint8 *) s->cells;
  guint8 *last = base + n_granules (s) * sizeof (CkShadowCell);
  guint8 *lo = (guint8 *) &s->cells[off / CK_SHADOW_GRANULE];
  guint8 *hi = (guint8 *) &s->cells[MIN ((MAX (end, off + 1) - 1) / CK_SHADOW_GRANULE,
                                        n_granules (s) - 1) + 1];
  guintptr first = s->cell_page0;
  for (guintptr pg = (guintptr) lo / CELL_PAGE; pg <= ((guintptr) hi - 1) / CELL_PAGE; pg++)
    {
      guintptr i = pg - first;
      if (s->cell_pages[i >> 3] & (1u << (i & 7)))
        continue;
      /* no tuple that lies wholly in the page was written (every write of a tuple comes after
         this for each of its pages): the first such tuple is still the zeros of g_malloc0 (a
         tuple that begins in the page before may have been written through that page) */
      guint8 *from = MAX ((guint8 *) (pg * CELL_PAGE), base);
      guint64 g = ((guint64) (from - base) + sizeof (CkShadowCell) - 1) / sizeof (CkShadowCell);
      guint8 *b = base + g * sizeof (CkShadowCell);
      if (b + sizeof (CkShadowCell) <= MIN (last, (guint8 *) ((pg + 1) * CELL_PAGE)))
        *(volatile guint8 *) b = 0;
      if (s->runs && s->runs->len)
        materialise_page (s, pg, ev);
      s->cell_pages[i >> 3] |= (guint8) (1u << (i & 7));
    }
}

CkShadowCell *
ck_shadow_cells (CkShadowTable *t, CkShadow *s)
{
  if (G_UNLIKELY (!s->cells))
    {
      /* g_malloc0 of a large block maps zero pages: untouched bytes cost no memory. */
      gsize bytes = (gsize) n_granules (s) * sizeof (CkShadowCell);
      s->cells = g_malloc0 (bytes);
      if (bytes >= 2048 * CELL_PAGE)
        {
          /* large enough that an access may be the first of its page of tuples (not so for a
             few pages: there the test would cost more than the page faults it saves) */
          s->cell_pages = g_malloc0 (bytes / CELL_PAGE / 8 + 2);
          s->cell_page0 = (guintptr) s->cells / CELL_PAGE;
        }
      t->cell_bytes += n_granules (s) * sizeof (CkShadowCell);
      note_peak (t);
    }
  return s->cells;
}

CkShadowCell *
ck_shadow_split (CkShadowTable *t, CkShadow *s, guint64 granule)
{
  if (ck_shadow_is_split (s, granule))
    return s->split_at[granule];
  if (!s->split_bits)
    {
      s->split_bits = g_malloc0 ((gsize) (n_granules (s) + 7) / 8);
      s->split_at = g_malloc0 ((gsize) n_granules (s) * sizeof (CkShadowCell *));
    }
  const CkShadowCell *whole = &ck_shadow_cells (t, s)[granule];
  if (!s->split_left)
    {
      /* byte cells come from slabs (issue 22: a buffer of chars splits every granule) */
      s->split_next = g_new (CkShadowCell, CK_SHADOW_GRANULE * CK_SHADOW_SPLIT_SLAB);
      s->split_slabs = g_slist_prepend (s->split_slabs, s->split_next);
      s->split_left = CK_SHADOW_SPLIT_SLAB;
    }
  CkShadowCell *bytes = s->split_next;
  s->split_next += CK_SHADOW_GRANULE;
  s->split_left--;
  s->n_split++;
  for (int k = 0; k < CK_SHADOW_GRANULE; k++)
    {
      bytes[k] = *whole;
      bytes[k].w.value = (whole->w.value >> (8 * k)) & 0xff;
    }
  s->split_bits[granule >> 3] |= (guint8) (1u << (granule & 7));
  s->split_at[granule] = bytes;
  t->cell_bytes += CK_SHADOW_GRANULE * sizeof (CkShadowCell);
  note_peak (t);
  /* each byte had the readers of the whole granule */
  const CkReadSet *set = whole->w.has_read_set ? ck_shadow_read_set (s, whole) : NULL;
  for (int k = 0; set && k < CK_SHADOW_GRANULE; k++)
    {
      CkReadSet *copy = ck_shadow_read_set_reserve (t, s, &bytes[k], set->n);
      memcpy (copy->e, set->e, set->n * sizeof (CkReadSetEntry));
      copy->n = set->n;
      copy->max_epoch = set->max_epoch;
    }
  ck_shadow_read_set_drop (t, s, (CkShadowCell *) whole);
  return bytes;
}

static inline gboolean
is_granule_cell (const CkShadow *s, const CkShadowCell *cell)
{
  return s->cells && cell >= s->cells && cell < s->cells + n_granules (s);
}

CkReadSet *
ck_shadow_read_set (const CkShadow *s, const CkShadowCell *cell)
{
  if (is_granule_cell (s, cell))
    return s->granule_sets ? s->granule_sets[cell - s->cells] : NULL;
  return s->byte_sets ? g_hash_table_lookup (s->byte_sets, cell) : NULL;
}

/* Makes [set] the read set of [cell]; NULL: it has none. Frees nothing. */
static void
store_read_set (CkShadow *s, CkShadowCell *cell, CkReadSet *set)
{
  if (is_granule_cell (s, cell))
    {
      if (!s->granule_sets)
        /* a large block maps zero pages: granules that never have a set cost nothing */
        s->granule_sets = g_malloc0 ((gsize) n_granules (s) * sizeof (CkReadSet *));
      s->granule_sets[cell - s->cells] = set;
      return;
    }
  if (!s->byte_sets)
    s->byte_sets = g_hash_table_new (g_direct_hash, g_direct_equal);
  if (set)
    g_hash_table_insert (s->byte_sets, cell, set);
  else
    g_hash_table_remove (s->byte_sets, cell);
}

CkReadSet *
ck_shadow_read_set_reserve (CkShadowTable *t, CkShadow *s, CkShadowCell *cell, guint32 cap)
{
  CkReadSet *set = cell->w.has_read_set ? ck_shadow_read_set (s, cell) : NULL;
  if (set && set->cap >= cap)
    return set;
  guint32 n = MAX (cap, CK_READ_SET_FIRST_CAP);
  if (set)
    {
      n = MAX (n, set->cap * 2);
      t->read_set_bytes -= read_set_size (set->cap);
      if (set_class (set->cap) == CK_READ_SET_CLASSES)
        set = g_realloc (set, read_set_size (n));
      else
        {
          CkReadSet *grown = set_alloc (t, n);
          memcpy (grown, set, read_set_size (set->n));
          set_free (t, set);
          set = grown;
        }
    }
  else
    {
      set = set_alloc (t, n);
      set->n = 0;
      set->max_epoch = 0;
      set->pad = 0;
      t->n_read_sets++;
      s->n_sets++;
    }
  set->cap = n;
  t->read_set_bytes += read_set_size (n);
  note_peak (t);
  store_read_set (s, cell, set);
  cell->w.has_read_set = 1;
  return set;
}

void
ck_shadow_read_set_drop (CkShadowTable *t, CkShadow *s, CkShadowCell *cell)
{
  if (!cell->w.has_read_set)
    return;
  cell->w.has_read_set = 0;
  CkReadSet *set = ck_shadow_read_set (s, cell);
  if (!set)
    return;
  t->read_set_bytes -= read_set_size (set->cap);
  t->n_read_sets--;
  s->n_sets--;
  store_read_set (s, cell, NULL);
  set_free (t, set);
}

void
ck_shadow_drop (CkShadowTable *t, CkAlloc *a)
{
  CkShadow *s = g_hash_table_lookup (t->by_alloc, a);
  if (!s)
    return;
  t->cell_bytes -= free_cells (t, s);
  if (t->last_alloc == a)
    {
      t->last_alloc = NULL;
      t->last = NULL;
    }
  if (t->last2_alloc == a)
    {
      t->last2_alloc = NULL;
      t->last2 = NULL;
    }
  g_hash_table_remove (t->by_alloc, a);
}

void
ck_shadow_release_window (CkShadowTable *t, CkAlloc *a)
{
  CkShadow *s = g_hash_table_lookup (t->by_alloc, a);
  if (!s || s->is_released)
    return;
  t->cell_bytes -= free_cells (t, s);
  g_clear_pointer (&s->init, g_free);
  g_clear_pointer (&s->wseq, g_free);
  /* everything else is as g_new0 left it (free_cells cleared the tuples' fields) */
  s->size = 0;
  s->is_released = TRUE;
  if (t->last_alloc == a)
    {
      t->last_alloc = NULL;
      t->last = NULL;
    }
  if (t->last2_alloc == a)
    {
      t->last2_alloc = NULL;
      t->last2 = NULL;
    }
}

gint64
ck_shadow_first_uninit (const CkShadow *s, guint64 off, guint64 len)
{
  if (!s->init)
    return -1;
  guint64 end = MIN (off + len, s->size);
  if ((len == 4 || len == 8) && (off & (len - 1)) == 0 && end == off + len)
    {
      /* an aligned 4- or 8-byte access, the common one: its bits lie in one byte of [init] */
      guint8 m = len == 8 ? 0xff : (guint8) (0xfu << (off & 7));
      if ((s->init[off >> 3] & m) == m)
        return -1;
    }
  for (guint64 i = off; i < end; i++)
    if (!(s->init[i >> 3] & (1u << (i & 7))))
      return (gint64) i;
  return -1;
}

/* Sets ([on]) or clears the init bits of bytes [off, end) of [s] (end <= s->size), whole
 * bytes of bits at a time where it can. */
static void
fill_init (CkShadow *s, guint64 off, guint64 end, gboolean on)
{
  guint64 i = off;
  for (; i < end && (i & 7); i++)
    if (on)
      s->init[i >> 3] |= (guint8) (1u << (i & 7));
    else
      s->init[i >> 3] &= (guint8) ~(1u << (i & 7));
  if (i < end && end - i >= 8)
    {
      memset (s->init + (i >> 3), on ? 0xff : 0, (gsize) ((end - i) >> 3));
      i += (end - i) & ~(guint64) 7;
    }
  for (; i < end; i++)
    if (on)
      s->init[i >> 3] |= (guint8) (1u << (i & 7));
    else
      s->init[i >> 3] &= (guint8) ~(1u << (i & 7));
}

void
ck_shadow_set_init (CkShadow *s, guint64 off, guint64 len)
{
  if (!s->init || off >= s->size)
    return;
  if ((len == 4 || len == 8) && (off & (len - 1)) == 0 && off + len <= s->size)
    {
      /* an aligned 4- or 8-byte store: one byte of [init] */
      s->init[off >> 3] |= len == 8 ? 0xff : (guint8) (0xfu << (off & 7));
      return;
    }
  fill_init (s, off, MIN (off + len, s->size), TRUE);
}

void
ck_shadow_clear_init (CkShadowTable *t, CkAlloc *a, guint64 off, guint64 len)
{
  CkShadow *s = ck_shadow_ensure (t, a);
  if (!s->init || s->size < a->size)
    {
      /* a local window grows in place: its new bytes were never written */
      gsize old = s->init ? (gsize) (s->size + 7) / 8 + 1 : 0;
      gsize n = (gsize) (a->size + 7) / 8 + 1;
      t->cell_bytes -= free_cells (t, s);   /* sized by the old size; local memory has none */
      s->size = a->size;
      if (!s->init)
        s->init = g_malloc0 (n);   /* a large block maps zero pages: a host stack's 1 MiB of
                                      bits costs only the pages its frames touch */
      else
        {
          s->init = g_realloc (s->init, n);
          memset (s->init + old, 0, n - old);
        }
    }
  if (off < s->size)
    fill_init (s, off, MIN (off + len, s->size), FALSE);
}

static gboolean
is_init_bit (const CkShadow *s, guint64 i)
{
  return (s->init[i >> 3] & (1u << (i & 7))) != 0;
}

void
ck_shadow_copy_init (CkShadow *dst, guint64 dst_off, const CkShadow *src, guint64 src_off,
                     guint64 len)
{
  if (!dst->init || dst_off >= dst->size)
    return;
  len = MIN (len, dst->size - dst_off);
  if (!src || !src->init)
    {
      ck_shadow_set_init (dst, dst_off, len);
      return;
    }
  len = src_off < src->size ? MIN (len, src->size - src_off) : 0;
  if (len >= 64 && (src_off & 7) == (dst_off & 7))
    {
      /* the same bit position in a byte on both sides (a copy between allocations' starts, the
         common case): the whole bytes between with one memmove, the head and tail bits one by
         one; every source bit is read before any destination bit is written, so an overlap in
         one shadow is handled as memmove handles it (issue 22: cudaMemcpy at memory speed) */
      guint64 head = (8 - (dst_off & 7)) & 7, mid = (len - head) >> 3, tail = len - head - mid * 8;
      gboolean hb[8], tb[8];
      for (guint64 j = 0; j < head; j++)
        hb[j] = is_init_bit (src, src_off + j);
      for (guint64 j = 0; j < tail; j++)
        tb[j] = is_init_bit (src, src_off + head + mid * 8 + j);
      memmove (dst->init + ((dst_off + head) >> 3), src->init + ((src_off + head) >> 3), mid);
      for (guint64 j = 0; j < head + tail; j++)
        {
          guint64 d = j < head ? dst_off + j : dst_off + head + mid * 8 + (j - head);
          if (j < head ? hb[j] : tb[j - head])
            dst->init[d >> 3] |= (guint8) (1u << (d & 7));
          else
            dst->init[d >> 3] &= (guint8) ~(1u << (d & 7));
        }
      return;
    }
  /* backwards when the destination overlaps the source from above, as memmove does */
  gboolean down = src == dst && dst_off > src_off;
  for (guint64 k = 0; k < len; k++)
    {
      guint64 j = down ? len - 1 - k : k;
      guint64 d = dst_off + j;
      if (is_init_bit (src, src_off + j))
        dst->init[d >> 3] |= (guint8) (1u << (d & 7));
      else
        dst->init[d >> 3] &= (guint8) ~(1u << (d & 7));
    }
}

void
ck_shadow_forget_races (CkShadowTable *t)
{
  GHashTableIter it;
  gpointer v;
  t->cell_bytes = 0;
  g_hash_table_iter_init (&it, t->by_alloc);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      free_cells (t, v);
    }
}

void
ck_shadow_forget_read_sets (CkShadowTable *t)
{
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, t->by_alloc);
  while (t->n_read_sets && g_hash_table_iter_next (&it, NULL, &v))
    free_read_sets (t, v);
  if (!t->n_read_sets)
    slabs_free (t);
}

/* [fn] on the epochs of [cell] of [s] and of its read set. */
static void
cell_epochs (CkShadow *s, CkShadowCell *cell, void (*fn) (guint32 *, gpointer), gpointer data)
{
  fn (&cell->w.epoch, data);
  fn (&cell->r1.epoch, data);
  fn (&cell->r2.epoch, data);
  if (!cell->w.has_read_set)
    return;
  CkReadSet *set = ck_shadow_read_set (s, cell);
  if (!set)
    return;
  for (guint32 k = 0; k < set->n; k++)
    fn (&set->e[k].epoch, data);
  fn (&set->max_epoch, data);
}

void
ck_shadow_foreach_epoch (CkShadowTable *t, void (*fn) (guint32 *epoch, gpointer data),
                         gpointer data)
{
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, t->by_alloc);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      CkShadow *s = v;
      for (guint64 g = 0; s->cells && g < n_granules (s); g++)
        cell_epochs (s, &s->cells[g], fn, data);
      for (guint i = 0; s->runs && i < s->runs->len; i++)
        cell_epochs (s, &g_array_index (s->runs, CkCopyRun, i).tmpl, fn, data);
      for (guint64 g = 0, left = s->n_split; left && g < n_granules (s); g++)
        if (s->split_at[g])
          {
            left--;
            for (int k = 0; k < CK_SHADOW_GRANULE; k++)
              cell_epochs (s, &s->split_at[g][k], fn, data);
          }
    }
}
