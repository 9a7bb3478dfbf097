/* semantics/memory/access.c — the one path of every access of the simulated program in mode
 * `sc` (DESIGN §3): resolve, check that it can be performed, perform, notify the observers.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"
#include "semantics/trace.h"
#include "semantics/memory/fermi.h"

/* The who of an event of lane [lane] of [w] (NULL: the copy engine). The host thread's is
 * copied into [buf] with the function it executes, which suppressions and reports name. */
static const CkWho *
event_who (CkRun *run, const CkWarp *w, int lane, CkWho *buf)
{
  if (!w)
    return ck_run_copy_engine_who (run);
  if (!w->who.is_host)
    return &w->who;
  const CkThread *t = &w->threads[MAX (lane, 0)];
  *buf = w->who;
  buf->function = t->depth ? t->frames[t->depth - 1].fn->name : NULL;
  return buf;
}

/* Why an access by [w] (NULL: the copy engine) to [size] bytes at [addr] cannot be performed;
 * -1 if it can. [*out] receives the containing (or nearest) allocation. */
static int
check_access (CkRun *run, const CkWarp *w, int lane, CkAccessKind kind, guint64 addr, guint64 size,
              CkAlloc **out)
{
  CkAlloc *a = ck_mem_lookup (run->mem, addr);
  *out = a;
  if (!a)
    {
      *out = ck_mem_nearest (run->mem, addr);
      return *out && !(*out)->is_freed ? CK_BAD_OUT_OF_BOUNDS : (*out ? CK_BAD_FREED : CK_BAD_UNMAPPED);
    }
  if (a->is_freed)
    return CK_BAD_FREED;
  if (addr + size > a->base + a->size || addr + size < addr)
    return CK_BAD_OUT_OF_BOUNDS;
  /* in the live frames of a thread, only the variables are objects: not the gaps between */
  if (G_UNLIKELY (addr - a->base < a->frames_end) && !ck_alloc_is_in_frame_var (a, addr - a->base, size))
    return CK_BAD_OUT_OF_BOUNDS;
  if (w && w->who.is_host && run->in_static_init)
    return -1; /* the program loader initialises __device__ and __constant__ variables */
  if (w)
    {
      gboolean host = w->who.is_host;
      switch (a->space)
        {
        case CK_SPACE_HOST:
          if (!host && !a->is_mapped)
            return CK_BAD_WRONG_SPACE;
          break;
        case CK_SPACE_GLOBAL: case CK_SPACE_CONST:
          if (host)
            return CK_BAD_WRONG_SPACE;
          break;
        case CK_SPACE_SHARED:
          if (host)
            return CK_BAD_WRONG_SPACE;
          if (a->owner != (gpointer) w->block)
            return CK_BAD_OTHER_OWNER;
          break;
        case CK_SPACE_LOCAL:
          if (host)
            return CK_BAD_WRONG_SPACE;
          if (a->owner != (gpointer) &w->threads[lane])
            return CK_BAD_OTHER_OWNER;
          break;
        default:
          break;
        }
      if (kind != CK_ACC_READ && (a->is_readonly || (a->space == CK_SPACE_CONST && !host)))
        return CK_BAD_READONLY;
      if (!host && size > 1 && size <= 16 && (addr & (size - 1)) != 0)
        return CK_BAD_MISALIGNED;
    }
  else if (kind != CK_ACC_READ && a->is_readonly && a->space != CK_SPACE_CONST)
    return CK_BAD_READONLY;
  return -1;
}

/* The end of the object that [addr] (inside [a]) is in: the end of its frame variable, or of
 * [a]. An address in a gap of the frames is its own first bad byte. */
static guint64
frame_object_end (const CkAlloc *a, guint64 addr)
{
  guint64 off = addr - a->base;
  if (off >= a->frames_end)
    return a->base + a->size;
  const CkVarRange *v = ck_alloc_frame_var_below (a, off);
  return v && off - v->offset < v->size ? a->base + v->offset + v->size : addr;
}

/* The sticky error a kernel's invalid access leaves, as a GPU reports it: cudaErrorMisalignedAddress
 * for a misaligned one, cudaErrorIllegalAddress for any other (interp/cuda-errors.def). */
enum { CK_ERR_ILLEGAL_ADDRESS = 700, CK_ERR_MISALIGNED_ADDRESS = 716 };

static void
report_bad (CkRun *run, CkWarp *w, int lane, CkAccessKind kind, int bad, guint64 addr, guint32 size,
            CkAlloc *a, CkSrcLoc loc)
{
  if (w && !w->who.is_host && !run->sticky_error)
    run->sticky_error = bad == CK_BAD_MISALIGNED ? CK_ERR_MISALIGNED_ADDRESS : CK_ERR_ILLEGAL_ADDRESS;
  if (w)
    run->lane_faulted = TRUE;   /* the copy engine's caller turns a failed copy into an error code */
  if (!ck_run_observes (run, on_bad_address))
    return;
  CkWho who;
  CkBadAccessEvent ev = { 0 };
  ev.who = event_who (run, w, lane, &who);
  ev.kind = kind;
  ev.bad = (CkBadKind) bad;
  ev.lane = lane;
  ev.addr = addr;
  ev.size = size;
  ev.alloc = a;
  ev.loc = loc;
  ck_run_on_bad_address (run, &ev);
}

/* The access event of the lanes of [mask], filled in this one place: for warp accesses and for
 * the lane notifications of the memory programs (ck_mem_notify_lane). [data]: the values read
 * or written, NULL when they are not known yet. */
static void
emit_access (CkRun *run, const CkWho *who, CkAccessKind kind, CkMask mask, guint32 size,
             const guint64 *addr, CkAlloc **allocs, const guint64 *oldv, const guint64 *newv,
             const void *data, gsize data_stride, CkSrcLoc loc, gboolean is_volatile,
             const guint32 *mids, CkAlloc *one_alloc, guint64 one_lo, guint64 one_hi)
{
  CkAccessEvent ev = { 0 };
  ev.who = who;
  ev.kind = kind;
  ev.mask = mask;
  ev.size = size;
  ev.addr = addr;
  ev.alloc = (CkAlloc *const *) allocs;
  ev.old_value = oldv;
  ev.new_value = newv;
  ev.data = data;
  ev.data_stride = data_stride;
  ev.loc = loc;
  ev.is_volatile = is_volatile;
  ev.is_partial = run->access_partial;
  ev.step = run->total_steps;
  ev.mid = mids;
  ev.one_alloc = one_alloc;
  ev.one_lo = one_lo;
  ev.one_hi = one_hi;
  run->stats.accesses += ck_mask_count (mask);
  ck_run_on_access (run, &ev);
}

/* The allocation that every lane of [mask] accesses inside, when one access check covers them
 * all: the lanes' addresses lie in [lo, hi + size) of one allocation, past its live frames or
 * inside one variable of them (whose gaps each lane would otherwise be checked against), not
 * local memory (owned by one lane's thread), every one aligned where check_access asks it; then
 * check_access of the lowest address passes for each lane too (the same allocation, space,
 * owner and kind). NULL: the lanes go one by one (warp_access), which reports what fails in lane
 * order. */
static inline CkAlloc *
span_alloc (CkRun *run, const CkWarp *w, CkAccessKind kind, int l0, guint64 lo, guint64 hi,
            guint64 any, guint32 size)
{
  if ((size > 1 && size <= 16 && (any & (size - 1)) != 0) || hi + size < hi)
    return NULL;
  CkAlloc *a;
  if (check_access (run, w, l0, kind, lo, size, &a) >= 0)
    return NULL;
  if (a->space == CK_SPACE_LOCAL || hi + size > a->base + a->size)
    return NULL;
  if (G_UNLIKELY (lo - a->base < a->frames_end))
    {
      /* a block's static __shared__ variables (or a host frame's): check_access found the
         lowest address in variable [v]; every lane is inside it when the highest one's access
         ends in it and [v] is the variable below the highest address, no other between */
      const CkVarRange *v = ck_alloc_frame_var_below (a, lo - a->base);
      if (!v || hi - a->base >= a->frames_end || ck_alloc_frame_var_below (a, hi - a->base) != v
          || hi + size - a->base - v->offset > v->size)
        return NULL;
    }
  return a;
}

/* coalesced_alloc of lanes whose lowest is [l0], lowest address [lo], highest [hi] and the OR
 * of all [any]: the typed loads and stores of semantics/eval-typed.c (issue 22). */
CkAlloc *
ck_mem_warp_span (CkRun *run, const CkWarp *w, CkAccessKind kind, int l0, guint64 lo,
                  guint64 hi, guint64 any, guint32 size)
{
  return span_alloc (run, w, kind, l0, lo, hi, any, size);
}

static inline CkAlloc *
coalesced_alloc (CkRun *run, const CkWarp *w, CkAccessKind kind, CkMask mask, const guint64 *addr,
                 guint32 size, guint64 *lo_out, guint64 *hi_out)
{
  int l0 = __builtin_ctzll (mask);
  guint64 lo = addr[l0], hi = lo, any = lo;
  for (CkMask m = mask & (mask - 1); m; m &= m - 1)
    {
      guint64 ad = addr[__builtin_ctzll (m)];
      lo = MIN (lo, ad);
      hi = MAX (hi, ad);
      any |= ad;
    }
  CkAlloc *a = span_alloc (run, w, kind, l0, lo, hi, any, size);
  *lo_out = lo;
  *hi_out = hi;
  return a;
}

/* The lanes of [mask] move [size] bytes each between [a] and their values (warp_access's
 * loop, with every check passed): [oldv] receives the bytes before; [newv] those after (a read:
 * [oldv] itself). Inlined with [size] 4 and 8 constant for the compiler to specialise. */
static inline __attribute__ ((always_inline)) void
move_lanes (CkRun *run, CkAlloc *a, CkAccessKind kind, CkMask mask, const guint64 *addr,
            guint32 size, guint8 *v, gsize val_stride, gboolean perform, CkAlloc **allocs,
            guint64 *oldv, guint64 *newv)
{
  guint8 *data = a->data;
  guint64 base = a->base, changes = 0;
  for (CkMask m = mask; m; m &= m - 1)
    {
      int l = __builtin_ctzll (m);
      guint8 *p = data + (addr[l] - base);
      guint8 *lv = v + val_stride * (gsize) l;
      guint64 old = 0;
      allocs[l] = a;
      memcpy (&old, p, MIN (size, 8));
      oldv[l] = old;
      if (kind == CK_ACC_READ)
        {
          if (!perform)
            continue;
          if (size <= 8 && val_stride >= 16)
            {
              /* the common load into a register: the value (zero-extended) in the first
                 8 bytes, 8 zero bytes after it */
              memcpy (lv, &old, 8);
              memset (lv + 8, 0, 8);
            }
          else
            {
              memset (lv, 0, MIN (val_stride, 16));
              memcpy (lv, p, size);
            }
        }
      else
        {
          guint64 nv = 0;
          memcpy (&nv, lv, MIN (size, 8));
          newv[l] = nv;
          if (!perform)
            continue;
          if (size <= 8 ? nv != old : memcmp (p, lv, size) != 0)
            changes++;
          memcpy (p, lv, size);
        }
    }
  run->mem_changes += changes;
}

/* warp_access for lanes that all access allocation [a] (coalesced_alloc): no lane faults.
 * Inlined into both callers: a call here costs the common access measurably. */
static inline __attribute__ ((always_inline)) CkMask
warp_access_one (CkRun *run, CkWarp *w, CkAlloc *a, guint64 lo, guint64 hi, CkAccessKind kind,
                 CkMask mask, const guint64 *addr, guint32 size, void *vals, gsize val_stride,
                 CkSrcLoc loc, gboolean is_volatile, gboolean perform, const guint32 *mids,
                 gboolean notify)
{
  CkAlloc *allocs[CK_MAX_WARP];
  guint64 oldv[CK_MAX_WARP], newv[CK_MAX_WARP];
  guint64 *nv = kind == CK_ACC_READ ? oldv : newv;
  if (size == 4)
    move_lanes (run, a, kind, mask, addr, 4, vals, val_stride, perform, allocs, oldv, nv);
  else if (size == 8)
    move_lanes (run, a, kind, mask, addr, 8, vals, val_stride, perform, allocs, oldv, nv);
  else
    move_lanes (run, a, kind, mask, addr, size, vals, val_stride, perform, allocs, oldv, nv);
  if ((run->opts.trace & CK_TRACE_MEM) && perform)
    ck_trace_access (run, w, kind, mask, addr, size, vals, val_stride, loc);
  if (notify && ck_run_observes (run, on_access))
    {
      CkWho who;
      emit_access (run, event_who (run, w, __builtin_ctzll (mask), &who), kind, mask, size, addr,
                   allocs, oldv, nv, perform || kind != CK_ACC_READ ? vals : NULL, val_stride,
                   loc, is_volatile, mids, a, lo, hi);
    }
  return 0;
}

/* The one path of a warp memory statement: check each lane's access, perform it when [perform]
 * (mode sc; in mode fermi the memory programs perform it later), notify the observers. [mids]:
 * the memory operation index of each lane's operation (mode fermi), or NULL. */
static inline CkMask
warp_access (CkRun *run, CkWarp *w, CkAccessKind kind, CkMask mask, const guint64 *addr,
             guint32 size, void *vals, gsize val_stride, CkSrcLoc loc, gboolean is_volatile,
             gboolean perform, const guint32 *mids, gboolean notify)
{
  if (mask)
    {
      guint64 lo, hi;
      CkAlloc *one = coalesced_alloc (run, w, kind, mask, addr, size, &lo, &hi);
      if (one)
        return warp_access_one (run, w, one, lo, hi, kind, mask, addr, size, vals, val_stride,
                                loc, is_volatile, perform, mids, notify);
    }
  CkAlloc *allocs[CK_MAX_WARP];
  guint64 oldv[CK_MAX_WARP], newv[CK_MAX_WARP];
  CkMask bad = 0, done = 0;
  guint8 *v = vals;

  /* the allocation the last lane's access passed check_access in (not a local frame: its owner
     is that lane's thread); a lane whose access lies inside it, outside the live frames and
     aligned, passes every check of check_access as well (the same allocation, space, owner and
     kind), so it is checked once per warp access where the lanes share one allocation */
  CkAlloc *same = NULL;
  for (CkMask m = mask; m; m &= m - 1)
    {
      int l = __builtin_ctzll (m);
      CkAlloc *a;
      int why;
      guint64 ad = addr[l];
      if (same && ad >= same->base && ad - same->base >= same->frames_end
          && ad + size <= same->base + same->size && ad + size >= ad
          && (size <= 1 || size > 16 || (ad & (size - 1)) == 0))
        a = same, why = -1;
      else
        {
          why = check_access (run, w, l, kind, ad, size, &a);
          same = why < 0 && a->space != CK_SPACE_LOCAL ? a : NULL;
        }
      if (why >= 0)
        {
          report_bad (run, w, l, kind, why, addr[l], size, a, loc);
          bad |= (CkMask) 1 << l;
          continue;
        }
      allocs[l] = a;
      guint8 *p = a->data + (addr[l] - a->base);
      guint8 *lv = v + val_stride * (gsize) l;
      oldv[l] = 0;
      if (size == 4)
        {
          guint32 v4;
          memcpy (&v4, p, 4);
          oldv[l] = v4;
        }
      else if (size == 8)
        memcpy (&oldv[l], p, 8);
      else
        memcpy (&oldv[l], p, MIN (size, 8));
      if (kind == CK_ACC_READ)
        {
          if (perform)
            {
              if (size <= 8 && val_stride >= 16)
                {
                  /* the common load into a register: the value (zero-extended) in the first
                     8 bytes, 8 zero bytes after it */
                  memcpy (lv, &oldv[l], 8);
                  memset (lv + 8, 0, 8);
                }
              else
                {
                  memset (lv, 0, MIN (val_stride, 16));
                  memcpy (lv, p, size);
                }
            }
          newv[l] = oldv[l];
        }
      else
        {
          if (perform)
            {
              if (memcmp (p, lv, size) != 0)
                run->mem_changes++;
              memcpy (p, lv, size);
            }
          newv[l] = 0;
          memcpy (&newv[l], lv, MIN (size, 8));
        }
      done |= (CkMask) 1 << l;
    }
  /* an access issued to the memory programs has not happened yet: its trace lines are the
     load's delivery and the store's "performed" (fermi-run.c) */
  if (done && (run->opts.trace & CK_TRACE_MEM) && perform)
    ck_trace_access (run, w, kind, done, addr, size, v, val_stride, loc);
  if (done && notify && ck_run_observes (run, on_access))
    {
      CkWho who;
      /* a load issued to the memory programs has no value yet */
      emit_access (run, event_who (run, w, __builtin_ctzll (done), &who), kind, done, size, addr,
                   allocs, oldv, newv, perform || kind != CK_ACC_READ ? vals : NULL, val_stride,
                   loc, is_volatile, mids, NULL, 0, 0);
    }
  return bad;
}

CkMask
ck_mem_warp_access (CkRun *run, CkWarp *w, CkAccessKind kind, CkMask mask, const guint64 *addr,
                    guint32 size, void *vals, gsize val_stride, CkSrcLoc loc, gboolean is_volatile)
{
  if (G_UNLIKELY (run->fermi) && w && w->who.is_host)
    {
      /* the host thread reaches DRAM with L2 as the point of coherence (fermi.h) */
      CkMask bad = 0;
      for (CkMask m = mask; m; m &= m - 1)
        if (kind == CK_ACC_READ)
          ck_fermi_host_read (run->fermi, addr[__builtin_ctzll (m)], size);
      bad = warp_access (run, w, kind, mask, addr, size, vals, val_stride, loc, is_volatile, TRUE, NULL, TRUE);
      for (CkMask m = mask & ~bad; m; m &= m - 1)
        if (kind != CK_ACC_READ)
          ck_fermi_host_wrote (run->fermi, addr[__builtin_ctzll (m)], size);
      return bad;
    }
  return warp_access (run, w, kind, mask, addr, size, vals, val_stride, loc, is_volatile, TRUE, NULL, TRUE);
}

CkAlloc *
ck_mem_warp_check (CkRun *run, CkWarp *w, CkAccessKind kind, CkMask mask, const guint64 *addr,
                   guint32 size)
{
  guint64 lo, hi;
  return mask ? coalesced_alloc (run, w, kind, mask, addr, size, &lo, &hi) : NULL;
}

CkMask
ck_mem_warp_access_in (CkRun *run, CkWarp *w, CkAlloc *a, CkAccessKind kind, CkMask mask,
                       const guint64 *addr, guint32 size, void *vals, gsize val_stride,
                       CkSrcLoc loc, gboolean is_volatile)
{
  g_return_val_if_fail (!run->fermi || !w || !w->who.is_host, 0);
  if (!mask)
    return 0;
  guint64 lo = G_MAXUINT64, hi = 0;
  for (CkMask m = mask; m; m &= m - 1)
    {
      guint64 ad = addr[__builtin_ctzll (m)];
      lo = MIN (lo, ad);
      hi = MAX (hi, ad);
    }
  return warp_access_one (run, w, a, lo, hi, kind, mask, addr, size, vals, val_stride, loc,
                          is_volatile, TRUE, NULL, TRUE);
}

/* ck_mem_warp_access of lane 0 alone with 1 to 8 bytes in a CkVal, mode sc: the host thread's
 * load and store (semantics/host-step.c, issue 22). The same check, report, bytes, trace lines
 * and access event as warp_access gives a one-lane mask, without its 32-lane arrays; an access
 * inside the allocation where the last one of its kind passed check_access (outside the live
 * frames: the host has no alignment rule) passes it again, as in warp_access. */
gboolean
ck_mem_lane0_access (CkRun *run, CkWarp *w, CkAccessKind kind, guint64 addr, guint32 size,
                     CkVal *val, CkSrcLoc loc, gboolean is_volatile, CkLane0Cache *cache)
{
  CkAlloc **ok = cache->ok[kind != CK_ACC_READ], *a = NULL;
  for (int i = 0; i < CK_LANE0_CACHED; i++)
    {
      CkAlloc *c = ok[i];
      if (c && addr >= c->base && addr - c->base >= c->frames_end
          && addr + size <= c->base + c->size && addr + size >= addr)
        {
          a = c;
          break;
        }
    }
  if (!a)
    {
      int why = check_access (run, w, 0, kind, addr, size, &a);
      if (why >= 0)
        {
          report_bad (run, w, 0, kind, why, addr, size, a, loc);
          return TRUE;
        }
      if (a->space != CK_SPACE_LOCAL)
        {
          /* the entries are replaced in turn; each asks the observer once what the host's
             plain accesses to it need (semantics/host-step.c takes those without events) */
          int wr = kind != CK_ACC_READ, i = cache->next[wr];
          ok[i] = a;
          cache->bits[wr][i] = NULL;
          if (!ck_run_observes (run, on_access))
            cache->mode[wr][i] = CK_LANE0_UNOBSERVED;
          else if (run->obs.host_access_bits
                   && run->obs.host_access_bits (run->obs.self, &w->who, a, &cache->bits[wr][i]))
            cache->mode[wr][i] = CK_LANE0_BITS;
          else
            cache->mode[wr][i] = CK_LANE0_EVENTS;
          cache->qlo[wr][i] = a->base;
          /* not a thread's stack, whose frames (and their init bits) calls change */
          cache->qspan[wr][i] = cache->mode[wr][i] != CK_LANE0_EVENTS && !a->frames_end
                                && a->kind != CK_ALLOC_HOST_STACK ? a->size : 0;
          cache->next[wr] = (i + 1) % CK_LANE0_CACHED;
        }
    }
  guint8 *p = a->data + (addr - a->base);
  guint64 oldv, newv;
  /* the bytes as warp_access moves them: little-endian, zero-extended to 8 */
  switch (size)
    {
    case 1: oldv = *p; break;
    case 2: { guint16 v; memcpy (&v, p, 2); oldv = v; break; }
    case 4: { guint32 v; memcpy (&v, p, 4); oldv = v; break; }
    case 8: memcpy (&oldv, p, 8); break;
    default: oldv = 0; memcpy (&oldv, p, size); break;
    }
  if (kind == CK_ACC_READ)
    {
      /* the value zero-extended in the first 8 bytes, 8 zero bytes after it */
      guint64 words[2] = { oldv, 0 };
      G_STATIC_ASSERT (sizeof *val == sizeof words);
      memcpy (val, words, sizeof words);
      newv = oldv;
    }
  else
    {
      newv = size == 8 ? val->u : val->u & ((G_GUINT64_CONSTANT (1) << (8 * size)) - 1);
      if (newv != oldv)
        run->mem_changes++;
      switch (size)
        {
        case 1: *p = (guint8) newv; break;
        case 2: { guint16 v = (guint16) newv; memcpy (p, &v, 2); break; }
        case 4: { guint32 v = (guint32) newv; memcpy (p, &v, 4); break; }
        default: memcpy (p, val, size); break;
        }
    }
  if (G_UNLIKELY (run->opts.trace & CK_TRACE_MEM))
    ck_trace_access (run, w, kind, 1, &addr, size, (const guint8 *) val, sizeof *val, loc);
  if (ck_run_observes (run, on_access))
    {
      if (!cache->has_who)
        {
          const CkWho *who = event_who (run, w, 0, &cache->who);
          if (who != &cache->who)
            cache->who = *who;
          cache->has_who = TRUE;
        }
      /* the one allocation of the event where coalesced_alloc would name it for this lane:
         the access passed the checks, so only its alignment is left to ask */
      CkAlloc *one = size <= 1 || (addr & (size - 1)) == 0 ? a : NULL;
      emit_access (run, &cache->who, kind, 1, size, &addr, &a, &oldv, &newv, val, sizeof *val,
                   loc, is_volatile, NULL, one, addr, addr);
    }
  return FALSE;
}

CkMask
ck_mem_warp_issue (CkRun *run, CkWarp *w, CkAccessKind kind, CkMask mask, const guint64 *addr,
                   guint32 size, void *vals, gsize val_stride, CkSrcLoc loc, gboolean is_volatile,
                   const guint32 *mids, gboolean notify, CkAlloc **allocs)
{
  CkMask bad = warp_access (run, w, kind, mask, addr, size, vals, val_stride, loc, is_volatile, FALSE, mids,
                            notify);
  for (CkMask m = mask & ~bad; m; m &= m - 1)
    {
      int l = __builtin_ctzll (m);
      allocs[l] = ck_mem_lookup (run->mem, addr[l]);
    }
  return bad;
}

void
ck_mem_notify_lane (CkRun *run, CkWarp *w, int lane, CkAccessKind kind, guint64 addr, guint32 size,
                    CkAlloc *a, guint64 old_value, guint64 new_value, CkSrcLoc loc,
                    gboolean is_volatile, guint32 mid)
{
  if (!ck_run_observes (run, on_access))
    return;
  guint64 addrs[CK_MAX_WARP], oldv[CK_MAX_WARP], newv[CK_MAX_WARP];
  CkAlloc *allocs[CK_MAX_WARP];
  guint32 mids[CK_MAX_WARP];
  addrs[lane] = addr;
  oldv[lane] = old_value;
  newv[lane] = new_value;
  allocs[lane] = a;
  mids[lane] = mid;
  emit_access (run, &w->who, kind, (CkMask) 1 << lane, size, addrs, allocs, oldv, newv, NULL, 0,
               loc, is_volatile, mids, NULL, 0, 0);
}

/* The bytes compared a chunk at a time until the first one that differs: a copy that changes
 * its destination from the start reads little of it. */
enum { COMPARE_CHUNK = 4096 };

/* The offset of the first of [n] bytes at [p] that differs from [q] ([n] if none). */
static gsize
first_difference (const guint8 *p, const guint8 *q, gsize n)
{
  gsize k = 0;
  for (; k < n; k += COMPARE_CHUNK)
    {
      gsize m = MIN (n - k, (gsize) COMPARE_CHUNK);
      if (memcmp (p + k, q + k, m) != 0)
        break;
    }
  for (; k < n && p[k] == q[k]; k++)
    ;
  return k;
}

/* The offset of the first of [n] bytes at [p] that is not [fill] ([n] if none). */
static gsize
first_not_fill (const guint8 *p, guint8 fill, gsize n)
{
  static guint8 zeros[COMPARE_CHUNK];
  guint8 ones[COMPARE_CHUNK];
  const guint8 *ref = zeros;
  if (fill && n > 64)
    {
      memset (ones, fill, MIN (n, (gsize) COMPARE_CHUNK));
      ref = ones;
    }
  gsize k = 0;
  if (fill == 0 || n > 64)
    for (; k < n; k += COMPARE_CHUNK)
      {
        gsize m = MIN (n - k, (gsize) COMPARE_CHUNK);
        if (memcmp (p + k, ref, m) != 0)
          break;
      }
  for (; k < n && p[k] == fill; k++)
    ;
  return k;
}

/* [is_copy]: the access is half of ck_mem_copy_bytes. A READ with [buf] NULL only checks and
 * notifies (a copy's source); a WRITE with [fill] >= 0 writes that byte value (buf unused). */
static gboolean
bytes_access (CkRun *run, CkWarp *w, int lane, CkAccessKind kind, guint64 addr, void *buf,
              gsize n, CkSrcLoc loc, gboolean is_copy, int fill)
{
  CkAlloc *a;
  if (n == 0)
    return TRUE;
  int why = check_access (run, w, lane, kind, addr, n, &a);
  if (why == CK_BAD_MISALIGNED)
    why = -1; /* byte-wise copies have no alignment requirement */
  if (why >= 0)
    {
      /* report the first byte that cannot be accessed */
      guint64 at = addr;
      if (why == CK_BAD_OUT_OF_BOUNDS && a && addr >= a->base && addr < a->base + a->size)
        at = frame_object_end (a, addr);
      report_bad (run, w, lane, kind, why, at, (guint32) MIN (n, G_MAXUINT32), a, loc);
      return FALSE;
    }
  guint8 *p = a->data + (addr - a->base);
  gboolean on_sm = w && !w->who.is_host && w->block;
  if (kind == CK_ACC_READ)
    {
      if (G_UNLIKELY (run->fermi) && on_sm)
        ck_fermi_sm_read (run->fermi, w->block->sm, addr, n);
      else if (G_UNLIKELY (run->fermi))
        ck_fermi_host_read (run->fermi, addr, n);
      if (buf)
        memcpy (buf, p, n);
    }
  else
    {
      /* only from the first byte that changes: the bytes before it stay as they are, and a
         page of fresh memory (a zero page) that a copy or memset leaves as it is is never
         written, so it is never faulted in (issue 22) */
      gsize k = fill >= 0 ? first_not_fill (p, (guint8) fill, n) : first_difference (p, buf, n);
      if (k < n)
        {
          run->mem_changes++;
          if (fill >= 0)
            memset (p + k, fill, n - k);
          else
            memmove (p + k, (const guint8 *) buf + k, n - k);   /* [buf] may be the simulated
                                                                  memory of a copy's source */
        }
      if (G_UNLIKELY (run->fermi) && on_sm)
        ck_fermi_sm_wrote (run->fermi, w->block->sm, addr, n);
      else if (G_UNLIKELY (run->fermi))
        ck_fermi_host_wrote (run->fermi, addr, n);
    }
  if (ck_run_observes (run, on_access))
    {
      guint64 addrs[CK_MAX_WARP] = { 0 };
      CkAlloc *allocs[CK_MAX_WARP] = { 0 };
      guint64 oldv[CK_MAX_WARP] = { 0 }, newv[CK_MAX_WARP] = { 0 };
      int l = lane < 0 ? 0 : lane;
      addrs[l] = addr;
      allocs[l] = a;
      /* the bytes written (an aggregate store of up to 8 bytes is compared by value like a
         scalar one: issue 23); the bytes before are gone, as for a read they are the value */
      /* after the access [p] holds the bytes read or written: a read of a copy has no buffer,
         and a copy's source may overlap its destination */
      if (n <= 8)
        memcpy (&newv[l], p, n);
      if (n <= 8 && kind == CK_ACC_READ)
        oldv[l] = newv[l];
      CkWho who;
      CkAccessEvent ev = { 0 };
      ev.who = event_who (run, w, l, &who);
      ev.kind = kind;
      ev.mask = (CkMask) 1 << l;
      ev.size = (guint32) MIN (n, G_MAXUINT32);
      ev.addr = addrs;
      ev.alloc = (CkAlloc *const *) allocs;
      ev.old_value = oldv;
      ev.new_value = newv;
      ev.data = p;
      ev.data_stride = 0;
      ev.loc = loc;
      ev.step = run->total_steps;
      ev.is_copy = is_copy;
      run->stats.accesses++;
      ck_run_on_access (run, &ev);
    }
  return TRUE;
}

gboolean
ck_mem_read_bytes (CkRun *run, CkWarp *w, int lane, guint64 addr, void *buf, gsize n, CkSrcLoc loc)
{
  return bytes_access (run, w, lane, CK_ACC_READ, addr, buf, n, loc, FALSE, -1);
}

gboolean
ck_mem_write_bytes (CkRun *run, CkWarp *w, int lane, guint64 addr, const void *buf, gsize n,
                    CkSrcLoc loc)
{
  return bytes_access (run, w, lane, CK_ACC_WRITE, addr, (void *) buf, n, loc, FALSE, -1);
}

gboolean
ck_mem_fill_bytes (CkRun *run, CkWarp *w, int lane, guint64 addr, int value, gsize n, CkSrcLoc loc)
{
  return bytes_access (run, w, lane, CK_ACC_WRITE, addr, NULL, n, loc, FALSE, (guint8) value);
}

gboolean
ck_mem_copy_bytes (CkRun *run, CkWarp *w, int lane, guint64 dst, guint64 src, gsize n,
                   CkSrcLoc loc)
{
  if (n == 0)
    return TRUE;
  gboolean ok;
  if (G_LIKELY (!run->fermi))
    {
      /* under sc the bytes go from the source's memory to the destination's (memmove: they may
         overlap), with no buffer between (issue 22: cudaMemcpy's throughput); the read event
         comes first, as the read happens first */
      ok = bytes_access (run, w, lane, CK_ACC_READ, src, NULL, n, loc, TRUE, -1);
      if (ok)
        {
          CkAlloc *a = ck_mem_lookup (run->mem, src);
          ok = bytes_access (run, w, lane, CK_ACC_WRITE, dst, a->data + (src - a->base), n, loc, TRUE, -1);
        }
    }
  else
    {
      guint8 *buf = g_try_malloc (n);
      if (!buf)
        return FALSE;
      ok = bytes_access (run, w, lane, CK_ACC_READ, src, buf, n, loc, TRUE, -1)
           && bytes_access (run, w, lane, CK_ACC_WRITE, dst, buf, n, loc, TRUE, -1);
      g_free (buf);
    }
  if (ok && ck_run_observes (run, on_copy))
    {
      CkWho who;
      CkCopyEvent ev = { 0 };
      ev.who = event_who (run, w, lane, &who);
      ev.dst_alloc = ck_mem_lookup (run->mem, dst);
      ev.src_alloc = ck_mem_lookup (run->mem, src);
      ev.dst_off = dst - ev.dst_alloc->base;
      ev.src_off = src - ev.src_alloc->base;
      ev.size = n;
      ev.loc = loc;
      ck_run_on_copy (run, &ev);
    }
  return ok;
}

char *
ck_mem_read_string (CkRun *run, CkWarp *w, int lane, guint64 addr, gsize max, CkSrcLoc loc)
{
  CkAlloc *a;
  int why = check_access (run, w, lane, CK_ACC_READ, addr, 1, &a);
  if (why == CK_BAD_MISALIGNED)
    why = -1;
  if (why >= 0)
    {
      report_bad (run, w, lane, CK_ACC_READ, why, addr, 1, a, loc);
      return NULL;
    }
  guint64 end = frame_object_end (a, addr);   /* a local char array: its own end */
  guint64 avail = end - addr;
  const guint8 *p = a->data + (addr - a->base);
  const guint8 *nul = memchr (p, 0, MIN (avail, max));
  gsize len = nul ? (gsize) (nul - p) : MIN (avail, max);
  if (!nul && len == avail && avail < max)
    {
      /* the string runs off the end of its allocation (not when the bound stops it there) */
      report_bad (run, w, lane, CK_ACC_READ, CK_BAD_OUT_OF_BOUNDS, end, 1, a, loc);
      return NULL;
    }
  char *out = g_malloc (len + 1);
  if (!bytes_access (run, w, lane, CK_ACC_READ, addr, out, len + (nul ? 1 : 0), loc, FALSE, -1))
    {
      g_free (out);
      return NULL;
    }
  out[len] = 0;
  return out;
}
