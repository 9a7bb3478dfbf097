/* semantics/memory/cache.c — caches of cache lines and their operations [H §4.2], with a
 * present and a dirty flag per byte instead of the thesis' valid and dirty flags per line (the
 * deviation stated in fermi.h). L1 and L2 use these functions alike.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/memory/fermi.h"

/* The first pin list of a line holds this many operations; it doubles when full. */
#define CK_CACHE_PINS_INITIAL 4u

static inline gboolean
mask_test (const guint64 *m, guint32 i)
{
  return (m[i / 64] >> (i % 64)) & 1;
}

static inline void
mask_set (guint64 *m, guint32 i)
{
  m[i / 64] |= (guint64) 1 << (i % 64);
}

static inline void
mask_clear (guint64 *m, guint32 i)
{
  m[i / 64] &= ~((guint64) 1 << (i % 64));
}

static inline guint64
line_of (guint64 addr)
{
  return addr & ~(guint64) (CK_LINE_SIZE - 1);
}

/* [addr] and [size] name bytes of one line: what every request of one thread is. */
static inline gboolean
request_is_valid (guint64 addr, guint32 size)
{
  return size >= 1 && size <= CK_LINE_SIZE && line_of (addr) == line_of (addr + size - 1);
}

/* [H §4.2.1] init: the default state of an unused line (the pin list's storage is kept). */
static void
line_init (CkCacheLine *cl)
{
  cl->used = FALSE;
  cl->addr = 0;
  cl->present[0] = cl->present[1] = 0;
  cl->dirty[0] = cl->dirty[1] = 0;
  cl->fetching = FALSE;
  cl->n_pins = 0;
  cl->ec = CK_EV_NORMAL;
}

/**
 * ck_cache_init:
 * @c: the cache
 * @n_sets: sets of the cache (eligible(addr) is one set)
 * @ways: lines per set
 *
 * Makes [c] a cache of [n_sets] * [ways] unused lines.
 */
void
ck_cache_init (CkCache *c, guint32 n_sets, guint32 ways)
{
  g_return_if_fail (n_sets > 0 && ways > 0);
  c->n_sets = n_sets;
  c->ways = ways;
  c->lines = g_new0 (CkCacheLine, (gsize) n_sets * ways);
  for (guint32 i = 0; i < n_sets * ways; i++)
    line_init (&c->lines[i]);
}

/**
 * ck_cache_clear:
 * @c: the cache
 *
 * Frees the lines of [c] and their pin lists; [c] then has no lines.
 */
void
ck_cache_clear (CkCache *c)
{
  if (!c->lines)
    return;
  for (guint32 i = 0; i < c->n_sets * c->ways; i++)
    g_free (c->lines[i].pins);
  g_free (c->lines);
  c->lines = NULL;
  c->n_sets = c->ways = 0;
}

/*
 * [H §4.2.2] eligible
 *   eligible(cl, pAddr) = the [ways] lines of set (pAddr / MaxMemOpSize) mod n_sets
 * Deterministic, as the thesis requires, so that a cached address is always found again.
 */
static CkCacheLine *
eligible (const CkCache *c, guint64 addr)
{
  guint64 set = (addr / CK_LINE_SIZE) % c->n_sets;
  return &c->lines[set * c->ways];
}

/* [H §4.2.2] unused: pAddr_ε = ε */
static inline gboolean
unused (const CkCacheLine *cl)
{
  return !cl->used;
}

/**
 * ck_cache_lookup:
 * @c: the cache
 * @addr: any address of the line
 *
 * Returns: the line holding the line of [addr], or %NULL. There is at most one ([H §4.2.2]:
 * "there cannot be more than one cache line with a matching address").
 */
CkCacheLine *
ck_cache_lookup (CkCache *c, guint64 addr)
{
  if (!c->lines)
    return NULL;
  guint64 la = line_of (addr);
  CkCacheLine *set = eligible (c, la);
  for (guint32 w = 0; w < c->ways; w++)
    if (set[w].used && set[w].addr == la)
      return &set[w];
  return NULL;
}

static const CkCacheLine *
lookup_const (const CkCache *c, guint64 addr)
{
  return ck_cache_lookup ((CkCache *) c, addr);
}

gboolean
ck_cache_line_is_dirty (const CkCacheLine *cl)
{
  return (cl->dirty[0] | cl->dirty[1]) != 0;
}

/* [H §4.2.2] a line is pinned when its list of memory operation indices is not empty */
gboolean
ck_cache_line_is_pinned (const CkCacheLine *cl)
{
  return cl->n_pins > 0;
}

/* The thesis' valid flag as a request sees it: every byte [addr]..[addr]+[size]-1 is present. */
gboolean
ck_cache_line_is_present (const CkCacheLine *cl, guint64 addr, guint32 size)
{
  guint32 off = (guint32) (addr - cl->addr);
  for (guint32 i = off; i < off + size; i++)
    if (!mask_test (cl->present, i))
      return FALSE;
  return TRUE;
}

/*
 * [H §4.2.2] pin
 *   pin(cl |> mids, mid) = cl <| mid (.) mids      (added only when not already there)
 */
static void
pin (CkCacheLine *cl, guint32 mid)
{
  for (guint32 i = 0; i < cl->n_pins; i++)
    if (cl->pins[i] == mid)
      return;
  if (cl->n_pins == cl->pins_cap)
    {
      cl->pins_cap = cl->pins_cap ? 2 * cl->pins_cap : CK_CACHE_PINS_INITIAL;
      cl->pins = g_renew (guint32, cl->pins, cl->pins_cap);
    }
  cl->pins[cl->n_pins++] = mid;
}

/*
 * [H §4.2.2] unpin
 *   unpin(cl |> mids, mid) = cl <| mids \ mid
 * No effect when [mid] does not pin the line.
 */
static void
unpin (CkCacheLine *cl, guint32 mid)
{
  for (guint32 i = 0; i < cl->n_pins; i++)
    if (cl->pins[i] == mid)
      {
        cl->pins[i] = cl->pins[--cl->n_pins];
        return;
      }
}

/**
 * ck_cache_unpin:
 * @c: the cache
 * @addr: an address of the line
 * @mid: the operation
 *
 * [H §4.2.2] unpin on the line of [addr]; nothing when the line is not cached.
 */
void
ck_cache_unpin (CkCache *c, guint64 addr, guint32 mid)
{
  CkCacheLine *cl = ck_cache_lookup (c, addr);
  if (cl)
    unpin (cl, mid);
}

/*
 * [H §4.2.2] isCached
 *   isCached(cl, pAddr)  iff  some cl has cl_pAddr = pAddr
 * "true even if the cache line has only been reserved": here the line of [addr] exists and
 * either the requested bytes are present or a fill is pending (the line is fetching). A line
 * that holds other bytes of the line (a partial write) but not these, with no fill pending,
 * does not cache the request: it must be reserved (ck_cache_reserve) and filled.
 */
gboolean
ck_cache_is_cached (const CkCache *c, guint64 addr, guint32 size)
{
  g_return_val_if_fail (request_is_valid (addr, size), FALSE);
  const CkCacheLine *cl = lookup_const (c, addr);
  return cl && (cl->fetching || ck_cache_line_is_present (cl, addr, size));
}

/*
 * [H §4.2.2] canEvict (abstract in the thesis; its two axioms hold:
 *   canEvict(cl, cl |> dirty = true) = false      canEvict(cl, cl |> mids) = false if mids != ε)
 * Ours: a used line is evictable when no byte is dirty, nothing pins it and no fill is pending.
 * The eviction class does not decide whether a line can go, only which goes first (reserve).
 */
gboolean
ck_cache_can_evict (const CkCache *c, const CkCacheLine *cl)
{
  (void) c;
  return cl->used && !ck_cache_line_is_dirty (cl) && !ck_cache_line_is_pinned (cl) && !cl->fetching;
}

/* The line reserve would take for [addr] (not cached): the first unused eligible line, else the
 * first evictable eligible line of class first, else of class normal; NULL when none ([H §4.2.2]
 * reserve, its third case). "First" is the lowest way, so the choice is deterministic. */
static CkCacheLine *
victim (const CkCache *c, guint64 addr)
{
  CkCacheLine *set = eligible (c, addr);
  for (guint32 w = 0; w < c->ways; w++)
    if (unused (&set[w]))
      return &set[w];
  for (guint32 w = 0; w < c->ways; w++)
    if (set[w].ec == CK_EV_FIRST && ck_cache_can_evict (c, &set[w]))
      return &set[w];
  for (guint32 w = 0; w < c->ways; w++)
    if (set[w].ec == CK_EV_NORMAL && ck_cache_can_evict (c, &set[w]))
      return &set[w];
  return NULL;
}

/* The line a reservation for [addr] would take now (--trace=mem names the line it evicts). */
const CkCacheLine *
ck_cache_victim (const CkCache *c, guint64 addr)
{
  return c->lines ? victim (c, addr) : NULL;
}

/* [H §4.2.2] reserve's first two cases without the pin: [victim]'s line, reinitialised for the
 * line of [addr] ("no write-back of the cached value is required", canEvict took no dirty line). */
static CkCacheLine *
allocate (CkCache *c, guint64 addr)
{
  CkCacheLine *cl = victim (c, addr);
  if (!cl)
    return NULL;
  line_init (cl);
  cl->used = TRUE;
  cl->addr = line_of (addr);
  return cl;
}

/*
 * [H §4.2.2] reserve
 *   reserve(ε, pAddr, mid) = ⊥        reserve(cl, pAddr, mid) = ⊥  if isCached(cl, pAddr)
 *   reserve(cl, pAddr, mid) = (init <| (pAddr, mid), cl \ cl')   if unused(cl') or
 *                                                                 canEvict(cl') and allUsed
 *                           = (ε, ε)                              otherwise
 *     where cl' ∈ eligible(cl, pAddr)
 * The reserved line is fetching (the thesis' valid = false: a fill is pending) and pinned by
 * [mid] unless [mid] is 0 (ε). With per-byte data a line may exist without caching the request
 * (other bytes of the line were written, these were never fetched): reserving it marks it
 * fetching and pins it, keeping the bytes it has; that is the reservation of the missing bytes,
 * and update fills only them. Returns CK_CACHE_DEFER for (ε, ε): no eligible line is unused or
 * evictable now.
 */
CkCacheResult
ck_cache_reserve (CkCache *c, guint64 addr, guint32 size, guint32 mid)
{
  g_return_val_if_fail (request_is_valid (addr, size), CK_CACHE_BOTTOM);
  if (!c->lines)
    return CK_CACHE_BOTTOM;
  if (ck_cache_is_cached (c, addr, size))
    return CK_CACHE_BOTTOM;
  CkCacheLine *cl = ck_cache_lookup (c, addr);
  if (!cl)
    cl = allocate (c, addr);
  if (!cl)
    return CK_CACHE_DEFER;
  cl->fetching = TRUE;
  if (mid)
    pin (cl, mid);
  return CK_CACHE_OK;
}

/*
 * [H §4.2.2] read
 *   read(ε, pAddr, mid) = ⊥
 *   read(cl, pAddr, mid) = (unpin(cl', mid) ∘ cl, cl'_cw)   if cl' |> pAddr and cl'_valid
 *                        = (pin(cl', mid) ∘ cl, ε)          if cl' |> pAddr and not cl'_valid
 *                        = ⊥                                if not isCached(cl, pAddr)
 * Valid is "the requested bytes are present"; the bytes go to [data] and their stores' sequence
 * numbers to [seq]. Returns CK_CACHE_DEFER, with the line pinned by [mid], while the fill is
 * pending; CK_CACHE_BOTTOM when the request is not cached (nor pending).
 */
CkCacheResult
ck_cache_read (CkCache *c, guint64 addr, guint32 size, guint32 mid, guint8 *data, guint32 *seq)
{
  g_return_val_if_fail (request_is_valid (addr, size), CK_CACHE_BOTTOM);
  CkCacheLine *cl = ck_cache_lookup (c, addr);
  if (!cl)
    return CK_CACHE_BOTTOM;
  if (ck_cache_line_is_present (cl, addr, size))
    {
      guint32 off = (guint32) (addr - cl->addr);
      memcpy (data, cl->data + off, size);
      memcpy (seq, cl->seq + off, size * sizeof *seq);
      unpin (cl, mid);
      return CK_CACHE_OK;
    }
  if (!cl->fetching)
    return CK_CACHE_BOTTOM;
  pin (cl, mid);
  return CK_CACHE_DEFER;
}

/*
 * [H §4.2.2] write (the helper on one line)
 *   write(cl |> cw, cw) = cl
 *   write(cl |> cw_ε, cw') = cl <| cw', true, true   if cw_ε != cw'
 * Per byte of [mask]: the byte becomes present and dirty, except that a present byte written
 * with the value it holds keeps its dirty flag (the thesis' assumed hardware optimisation,
 * which spares a write-back). Its sequence number becomes [seq]'s all the same: the value is
 * now also the newest store's, and a read must not look older than that store. A clean byte can
 * thus carry a newer sequence number than the next level holds for the same value.
 */
static void
write_line (CkCacheLine *cl, const guint64 *mask, const guint8 *data, const guint32 *seq)
{
  for (guint32 i = 0; i < CK_LINE_SIZE; i++)
    {
      if (!mask_test (mask, i))
        continue;
      if (!(mask_test (cl->present, i) && cl->data[i] == data[i]))
        mask_set (cl->dirty, i);
      mask_set (cl->present, i);
      cl->data[i] = data[i];
      cl->seq[i] = seq[i];
    }
}

/*
 * [H §4.2.2] write
 *   write(ε, pAddr, cw) = ⊥
 *   write(cl, pAddr, cw) = write(cl', cw) ∘ cl''   if not isCached and reserve(cl, pAddr, ε) = (cl', cl'')
 *                        = write(cl', cw) ∘ cl''   if cl = (cl' |> pAddr) ∘ cl''
 *                        = ε                       if not isCached and reserve(cl, pAddr, ε) = (ε, ε)
 * The write on an existing line of [addr] succeeds whether or not its fill is pending (update
 * will not overwrite the bytes). A line reserved for a write alone awaits no fill: it is not
 * fetching and holds only the bytes written. CK_CACHE_DEFER: no line can be reserved now.
 */
CkCacheResult
ck_cache_write_mask (CkCache *c, guint64 line_addr, const guint8 *data, const guint32 *seq,
                     const guint64 *mask)
{
  g_return_val_if_fail (line_addr % CK_LINE_SIZE == 0, CK_CACHE_BOTTOM);
  if (!c->lines)
    return CK_CACHE_BOTTOM;
  CkCacheLine *cl = ck_cache_lookup (c, line_addr);
  if (!cl)
    cl = allocate (c, line_addr);
  if (!cl)
    return CK_CACHE_DEFER;
  write_line (cl, mask, data, seq);
  return CK_CACHE_OK;
}

CkCacheResult
ck_cache_write (CkCache *c, guint64 addr, guint32 size, const guint8 *data, const guint32 *seq)
{
  g_return_val_if_fail (request_is_valid (addr, size), CK_CACHE_BOTTOM);
  guint8 ldata[CK_LINE_SIZE];
  guint32 lseq[CK_LINE_SIZE];
  guint64 mask[2] = { 0, 0 };
  guint32 off = (guint32) (addr - line_of (addr));
  memcpy (ldata + off, data, size);
  memcpy (lseq + off, seq, size * sizeof *seq);
  for (guint32 i = off; i < off + size; i++)
    mask_set (mask, i);
  return ck_cache_write_mask (c, line_of (addr), ldata, lseq, mask);
}

/**
 * ck_cache_dirty_line_in_set:
 * @c: the cache
 * @addr: any address
 *
 * Returns: the first line (lowest way) of eligible([addr]) that a write-back would make
 * evictable: dirty, not pinned, no fill pending; %NULL when there is none.
 */
CkCacheLine *
ck_cache_dirty_line_in_set (CkCache *c, guint64 addr)
{
  if (!c->lines)
    return NULL;
  CkCacheLine *set = eligible (c, addr);
  for (guint32 w = 0; w < c->ways; w++)
    if (set[w].used && ck_cache_line_is_dirty (&set[w]) && !ck_cache_line_is_pinned (&set[w])
        && !set[w].fetching)
      return &set[w];
  return NULL;
}

/* The premise of (wb_L1) [H §4.6]: a write to the line of [addr] would not be ε now (the line
 * is there, or reserve would find an unused or evictable eligible line). */
gboolean
ck_cache_has_room (const CkCache *c, guint64 addr)
{
  if (!c->lines)
    return FALSE;
  return lookup_const (c, addr) != NULL || victim (c, addr) != NULL;
}

/*
 * [H §4.2.2] update
 *   update(ε, pAddr, cw) = ⊥
 *   update(cl, pAddr, cw) = (cl' <| cw, false, true) ∘ cl''  if cl = (cl' |> pAddr) ∘ cl'' and not cl'_valid
 *                         = cl                               if cl' |> pAddr and cl'_valid
 *                         = ⊥                                if not isCached(cl, pAddr)
 * Per byte: the fill [data]/[seq] of the whole line at [line_addr] goes into the bytes that are
 * not present, clean; bytes written meanwhile are kept ("unless there was a write to this cache
 * line in the meantime"). Afterwards every byte is present and no fill is pending.
 */
CkCacheResult
ck_cache_update (CkCache *c, guint64 line_addr, const guint8 *data, const guint32 *seq)
{
  g_return_val_if_fail (line_addr % CK_LINE_SIZE == 0, CK_CACHE_BOTTOM);
  CkCacheLine *cl = ck_cache_lookup (c, line_addr);
  if (!cl)
    return CK_CACHE_BOTTOM;
  for (guint32 i = 0; i < CK_LINE_SIZE; i++)
    if (!mask_test (cl->present, i))
      {
        cl->data[i] = data[i];
        cl->seq[i] = seq[i];
        mask_clear (cl->dirty, i);
        mask_set (cl->present, i);
      }
  cl->fetching = FALSE;
  return CK_CACHE_OK;
}

/*
 * [H §4.2.2] evict
 *   evict(ε, pAddr) = ⊥
 *   evict(cl, pAddr) = init ∘ cl''   if cl = (cl' |> pAddr) ∘ cl'' and not cl'_dirty and cl'_mids = ε
 *                    = cl            if not isCached(cl, pAddr)
 *                    = ε             if cl' |> pAddr and (cl'_dirty or cl'_mids != ε)
 * Eviction classes are ignored. CK_CACHE_DEFER for ε: a byte is dirty or the line is pinned.
 */
CkCacheResult
ck_cache_evict (CkCache *c, guint64 addr)
{
  if (!c->lines)
    return CK_CACHE_BOTTOM;
  CkCacheLine *cl = ck_cache_lookup (c, addr);
  if (!cl)
    return CK_CACHE_OK;
  if (ck_cache_line_is_dirty (cl) || ck_cache_line_is_pinned (cl))
    return CK_CACHE_DEFER;
  line_init (cl);
  return CK_CACHE_OK;
}

/*
 * [H §4.2.2] discard
 *   discard(ε, pAddr) = ⊥
 *   discard(cl, pAddr) = init ∘ cl''   if cl = (cl' |> pAddr) ∘ cl'' and cl'_mids = ε
 *                      = cl            if not isCached(cl, pAddr)
 *                      = ε             if cl' |> pAddr and cl'_mids != ε
 * Dirty bytes are lost: that is the point of discard (.lu). CK_CACHE_DEFER while pinned.
 */
CkCacheResult
ck_cache_discard (CkCache *c, guint64 addr)
{
  if (!c->lines)
    return CK_CACHE_BOTTOM;
  CkCacheLine *cl = ck_cache_lookup (c, addr);
  if (!cl)
    return CK_CACHE_OK;
  if (ck_cache_line_is_pinned (cl))
    return CK_CACHE_DEFER;
  line_init (cl);
  return CK_CACHE_OK;
}

/*
 * [H §4.4.3] classify_op
 *   classify_op(σ |> pAddr, ec)((cl |> pAddr) ∘ cl'') = (σ, (cl <| ec) ∘ cl'', continue)
 * Defined only on a cached line: CK_CACHE_BOTTOM when the line of [addr] is not there.
 */
CkCacheResult
ck_cache_classify (CkCache *c, guint64 addr, CkEvClass ec)
{
  CkCacheLine *cl = ck_cache_lookup (c, addr);
  if (!cl)
    return CK_CACHE_BOTTOM;
  cl->ec = ec;
  return CK_CACHE_OK;
}

/**
 * ck_cache_check_invariants:
 * @c: the cache
 *
 * Returns: whether the invariants stated next to #CkCacheLine hold.
 */
gboolean
ck_cache_check_invariants (const CkCache *c)
{
  for (guint32 s = 0; s < c->n_sets; s++)
    for (guint32 w = 0; w < c->ways; w++)
      {
        const CkCacheLine *cl = &c->lines[s * c->ways + w];
        if (!cl->used)
          {
            if (cl->present[0] | cl->present[1] | cl->dirty[0] | cl->dirty[1]
                || cl->fetching || cl->n_pins || cl->ec != CK_EV_NORMAL)
              return FALSE;
            continue;
          }
        if ((cl->dirty[0] & ~cl->present[0]) | (cl->dirty[1] & ~cl->present[1]))
          return FALSE;
        if (cl->addr % CK_LINE_SIZE || (cl->addr / CK_LINE_SIZE) % c->n_sets != s)
          return FALSE;
        for (guint32 v = w + 1; v < c->ways; v++)
          if (c->lines[s * c->ways + v].used && c->lines[s * c->ways + v].addr == cl->addr)
            return FALSE;
      }
  return TRUE;
}
