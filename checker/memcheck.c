/* checker/memcheck.c — memory errors (DESIGN §4): bad addresses in every space, bad frees,
 * reads of uninitialised bytes, and leaks at exit.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "checker/checker-private.h"

/* Heap, shared and local memory and the host stack start with undefined contents (frames: at
 * each push, ck_memcheck_frame); statics are zeroed and calloc'd memory is reported as written
 * by the semantics. */
gboolean
ck_memcheck_is_init_tracked (CkAllocKind kind)
{
  switch (kind)
    {
    case CK_ALLOC_MALLOC:
    case CK_ALLOC_NEW:
    case CK_ALLOC_NEW_ARRAY:
    case CK_ALLOC_CUDA_MALLOC:
    case CK_ALLOC_DEVICE_MALLOC:
    case CK_ALLOC_SHARED:
    case CK_ALLOC_LOCAL:
    case CK_ALLOC_HOST_STACK:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
is_heap_kind (CkAllocKind kind)
{
  switch (kind)
    {
    case CK_ALLOC_MALLOC:
    case CK_ALLOC_NEW:
    case CK_ALLOC_NEW_ARRAY:
    case CK_ALLOC_PINNED:
    case CK_ALLOC_CUDA_MALLOC:
    case CK_ALLOC_DEVICE_MALLOC:
    case CK_ALLOC_MANAGED:
      return TRUE;
    default:
      return FALSE;
    }
}

static const char *
allocator_name (CkAllocKind kind)
{
  switch (kind)
    {
    case CK_ALLOC_MALLOC: return "malloc";
    case CK_ALLOC_PINNED: return "cudaMallocHost";
    case CK_ALLOC_CUDA_MALLOC: return "cudaMalloc";
    case CK_ALLOC_DEVICE_MALLOC: return "malloc in device code";
    case CK_ALLOC_MANAGED: return "cudaMallocManaged";
    case CK_ALLOC_HOST_STATIC:
    case CK_ALLOC_DEVICE_STATIC: return "a variable definition";
    case CK_ALLOC_HOST_STACK:
    case CK_ALLOC_LOCAL: return "a local variable";
    case CK_ALLOC_SHARED: return "a __shared__ declaration";
    case CK_ALLOC_MMAP: return "mmap";
    case CK_ALLOC_NEW: return "new";
    case CK_ALLOC_NEW_ARRAY: return "new[]";
    }
  return "?";
}

static void
note_alloc (CkReport *f, const CkAlloc *a)
{
  if (!a || !a->alloc_loc.file)
    return;
  GString *s = g_string_new (NULL);
  if (a->name)
    g_string_append_printf (s, "'%s' (%" G_GUINT64_FORMAT " bytes) defined here", a->name,
                            a->size);
  else
    g_string_append_printf (s, "%" G_GUINT64_FORMAT " bytes allocated here by %s", a->size,
                            allocator_name (a->kind));
  ck_report_add_note (f, a->alloc_loc, "%s", s->str);
  g_string_free (s, TRUE);
}

static void
note_free (CkReport *f, const CkAlloc *a, const char *what)
{
  if (a && a->is_freed && a->free_loc.file)
    ck_report_add_note (f, a->free_loc, "%s", what);
}

static void
note_thread (CkReport *f, CkSrcLoc loc, const char *access, const CkWho *who, int lane)
{
  CkReportThread t;
  ck_report_thread_of (&t, who, (guint32) MAX (lane, 0));
  t.role = "current";
  t.access = access;
  ck_report_add_thread_raw (f, &t);
  GString *s = g_string_new (access);
  g_string_append (s, " by ");
  ck_report_append_thread (s, &t);
  ck_report_add_note (f, loc, "%s", s->str);
  g_string_free (s, TRUE);
}

static const char *
kernel_of (const CkWho *who)
{
  return who && !who->is_host ? who->kernel : NULL;
}

/* What function: rules of suppressions match: the kernel, or the host function. */
static const char *
function_of (const CkWho *who)
{
  return who && who->is_host ? who->function : kernel_of (who);
}

/* The variable of a thread's live frames that [addr] is in, or else the nearest one below it
 * (an address in a gap after an array); NULL when [addr] is in no live frame of [a]. */
static const CkVarRange *
frame_var_of (const CkAlloc *a, guint64 addr)
{
  if (!a || addr < a->base || addr - a->base >= a->frames_end)
    return NULL;
  return ck_alloc_frame_var_below (a, addr - a->base);
}

/* "'a' (16 bytes)", or "a temporary of 12 bytes" for a slot of the lowering. */
static void
append_var (GString *s, const CkVarRange *v)
{
  if (v->name)
    g_string_append_printf (s, "'%s' (%" G_GUINT64_FORMAT " bytes)", v->name, v->size);
  else
    g_string_append_printf (s, "a temporary of %" G_GUINT64_FORMAT " bytes", v->size);
}

/* A note at the declaration of the frame variable [addr] is in or just past. */
static void
note_var (CkReport *f, const CkAlloc *a, guint64 addr)
{
  const CkVarRange *v = frame_var_of (a, addr);
  if (v && v->name && v->loc.file)
    ck_report_add_note (f, v->loc, "'%s' (%" G_GUINT64_FORMAT " bytes) declared here", v->name,
                        v->size);
}

/* "offset 8 of 'a'", "4 bytes before 'a'", "offset 40 of an allocation of 40 bytes ...". */
static void
append_offset (GString *s, const CkAlloc *a, guint64 addr)
{
  const CkVarRange *fv = frame_var_of (a, addr);
  if (fv)
    {
      /* a local variable: the offset in it, or past its end in the gap that follows it */
      g_string_append_printf (s, "offset %" G_GUINT64_FORMAT " of ", addr - a->base - fv->offset);
      append_var (s, fv);
      return;
    }
  if (a->space == CK_SPACE_SHARED && a->n_vars && addr >= a->base)
    {
      /* a block's shared window: name the variable the address is in or just past */
      guint64 off = addr - a->base;
      const CkVarRange *v = ck_alloc_var_at (a, off), *below = NULL;
      if (v)
        {
          g_string_append_printf (s, "offset %" G_GUINT64_FORMAT " of '%s'", off - v->offset, v->name);
          return;
        }
      for (guint32 i = 0; i < a->n_vars; i++)
        if (a->vars[i].offset <= off && (!below || a->vars[i].offset > below->offset))
          below = &a->vars[i];
      g_string_append_printf (s, "offset %" G_GUINT64_FORMAT " of the block's %" G_GUINT64_FORMAT
                              " bytes of shared memory", off, a->size);
      if (below && below->size != G_MAXUINT64)
        g_string_append_printf (s, ", %" G_GUINT64_FORMAT " bytes past the end of '%s' (%"
                                G_GUINT64_FORMAT " bytes)", off - below->offset - below->size,
                                below->name, below->size);
      return;
    }
  if (addr < a->base)
    g_string_append_printf (s, "%" G_GUINT64_FORMAT " byte%s before the start of ",
                            a->base - addr, a->base - addr == 1 ? "" : "s");
  else
    g_string_append_printf (s, "offset %" G_GUINT64_FORMAT " of ", addr - a->base);
  ck_report_append_alloc (s, a);
  if (a->name)
    g_string_append_printf (s, " (%" G_GUINT64_FORMAT " bytes)", a->size);
}

static const CkReportKind bad_kind[] = {
  [CK_BAD_UNMAPPED] = CK_REPORT_INVALID_ADDRESS,
  [CK_BAD_FREED] = CK_REPORT_USE_AFTER_FREE,
  [CK_BAD_OUT_OF_BOUNDS] = CK_REPORT_OUT_OF_BOUNDS,
  [CK_BAD_WRONG_SPACE] = CK_REPORT_WRONG_SPACE,
  [CK_BAD_OTHER_OWNER] = CK_REPORT_OTHER_OWNER,
  [CK_BAD_READONLY] = CK_REPORT_READONLY_WRITE,
  [CK_BAD_MISALIGNED] = CK_REPORT_MISALIGNED,
};

/* Addresses below this offset of their space are a null pointer plus a small offset. */
#define CK_MEMCHECK_NULL_PAGE 4096

void
ck_memcheck_bad_address (CkChecker *c, const CkBadAccessEvent *ev)
{
  g_return_if_fail ((guint) ev->bad < G_N_ELEMENTS (bad_kind));
  const CkAlloc *a = ev->alloc;
  CkFoldKey key = { bad_kind[ev->bad], ev->loc, a ? a->alloc_loc : (CkSrcLoc) { 0 },
                    (guint64) ev->kind };
  CkReport *f = ck_report_begin (&c->reporter, &key, kernel_of (ev->who),
                                 function_of (ev->who));
  if (!f)
    return;
  const char *acc = ck_report_access_name (ev->kind);
  gboolean host = !ev->who || ev->who->is_host;
  CkSpace space = a ? a->space : CK_ADDR_SPACE (ev->addr);
  const char *sp = ck_report_space_name (space);
  GString *s = g_string_new (NULL);
  switch (ev->bad)
    {
    case CK_BAD_OUT_OF_BOUNDS:
      g_string_append_printf (s, "out-of-bounds %s of %u byte%s in %s memory at ", acc, ev->size, ev->size == 1 ? "" : "s",
                              sp);
      if (a)
        append_offset (s, a, ev->addr);
      else
        g_string_append_printf (s, "address 0x%" G_GINT64_MODIFIER "x", ev->addr);
      break;
    case CK_BAD_FREED:
      g_string_append_printf (s, "use after free: %s of %u byte%s at ", acc, ev->size, ev->size == 1 ? "" : "s");
      if (a)
        append_offset (s, a, ev->addr);
      else
        g_string_append_printf (s, "address 0x%" G_GINT64_MODIFIER "x", ev->addr);
      if (a && a->free_loc.file)
        g_string_append_printf (s, ", freed at %s:%u:%u", a->free_loc.file->name,
                                a->free_loc.line, a->free_loc.col);
      break;
    case CK_BAD_UNMAPPED:
      /* the null page is that of space NONE: the shared window of block uid 0 and the local
         window of thread uid 0 start at offset 0 of their spaces too */
      if (ev->addr < CK_MEMCHECK_NULL_PAGE)
        g_string_append_printf (s, "null pointer %s of %u byte%s at address 0x%" G_GINT64_MODIFIER
                                "x", acc, ev->size, ev->size == 1 ? "" : "s", ev->addr);
      else if (CK_ADDR_SPACE (ev->addr) == CK_SPACE_SHARED && !host)
        g_string_append_printf (s, "invalid %s of %u byte%s at address 0x%" G_GINT64_MODIFIER
                                "x: the shared memory of no running block (a block's shared "
                                "memory ends with the block)", acc, ev->size,
                                ev->size == 1 ? "" : "s", ev->addr);
      else
        g_string_append_printf (s, "invalid %s of %u byte%s at address 0x%" G_GINT64_MODIFIER
                                "x: no allocation there", acc, ev->size, ev->size == 1 ? "" : "s", ev->addr);
      if (a)
        {
          g_string_append (s, " (nearest: ");
          append_offset (s, a, ev->addr);
          g_string_append_c (s, ')');
        }
      break;
    case CK_BAD_WRONG_SPACE:
      if (host)
        g_string_append_printf (s, "host code %ss device memory: %u byte%s in %s memory at ",
                                acc, ev->size, ev->size == 1 ? "" : "s", sp);
      else
        g_string_append_printf (s, "device code %ss host memory that is not pinned, mapped or "
                                "managed: %u byte%s at ", acc, ev->size, ev->size == 1 ? "" : "s");
      if (a)
        append_offset (s, a, ev->addr);
      else
        g_string_append_printf (s, "address 0x%" G_GINT64_MODIFIER "x", ev->addr);
      break;
    case CK_BAD_OTHER_OWNER:
      g_string_append_printf (s, "%s of %u byte%s of %s: ", acc, ev->size, ev->size == 1 ? "" : "s",
                              space == CK_SPACE_SHARED ? "another block's shared memory"
                                                       : "another thread's local memory");
      if (a)
        append_offset (s, a, ev->addr);
      else
        g_string_append_printf (s, "address 0x%" G_GINT64_MODIFIER "x", ev->addr);
      /* name the owner: the note names the accessing thread, and without the owner the user
       * cannot tell whose pointer went astray */
      if (a && space == CK_SPACE_SHARED)
        g_string_append_printf (s, " of block (%u,%u,%u)", a->owner_block[0],
                                a->owner_block[1], a->owner_block[2]);
      else if (a)
        g_string_append_printf (s, " of thread (%u,%u,%u) of block (%u,%u,%u)",
                                a->owner_thread[0], a->owner_thread[1], a->owner_thread[2],
                                a->owner_block[0], a->owner_block[1], a->owner_block[2]);
      break;
    case CK_BAD_READONLY:
      g_string_append_printf (s, "%s of %u byte%s to read-only %s memory at ", acc, ev->size, ev->size == 1 ? "" : "s", sp);
      if (a)
        append_offset (s, a, ev->addr);
      else
        g_string_append_printf (s, "address 0x%" G_GINT64_MODIFIER "x", ev->addr);
      break;
    case CK_BAD_MISALIGNED:
      g_string_append_printf (s, "misaligned %s of %u byte%s in %s memory at address 0x%"
                              G_GINT64_MODIFIER "x: not a multiple of %u", acc, ev->size, ev->size == 1 ? "" : "s", sp,
                              ev->addr, ev->size);
      break;
    }
  ck_report_set_message (f, "%s", s->str);
  g_string_free (s, TRUE);
  note_thread (f, ev->loc, acc, ev->who, ev->lane);
  note_alloc (f, a);
  note_var (f, a, ev->addr);
  note_free (f, a, "freed here");
  ck_report_emit (&c->reporter, f);
}

void
ck_memcheck_alloc (CkChecker *c, const CkAllocEvent *ev)
{
  if (c->opts.initcheck && ck_memcheck_is_init_tracked (ev->alloc->kind))
    ck_shadow_track_init (&c->shadow, ev->alloc);
}

void
ck_memcheck_free (CkChecker *c, const CkFreeEvent *ev)
{
  const CkAlloc *a = ev->alloc;
  if (ev->status == CK_FREE_OK)
    {
      ck_shadow_drop (&c->shadow, ev->alloc);
      return;
    }
  static const CkReportKind kinds[] = {
    [CK_FREE_DOUBLE] = CK_REPORT_DOUBLE_FREE,
    [CK_FREE_NOT_HEAP_START] = CK_REPORT_INVALID_FREE,
    [CK_FREE_WRONG_FUNCTION] = CK_REPORT_MISMATCHED_FREE,
    [CK_FREE_UNKNOWN] = CK_REPORT_INVALID_FREE,
  };
  g_return_if_fail ((guint) ev->status < G_N_ELEMENTS (kinds));
  /* A variable was never allocated by any function: releasing it is not a mismatch of
   * allocator and deallocator but a free of something that is not a heap block at all. */
  CkFreeStatus status = ev->status;
  if (status == CK_FREE_WRONG_FUNCTION && a && !is_heap_kind (a->kind))
    status = CK_FREE_NOT_HEAP_START;
  CkFoldKey key = { kinds[status], ev->loc, a ? a->alloc_loc : (CkSrcLoc) { 0 },
                    (guint64) status };
  CkReport *f = ck_report_begin (&c->reporter, &key, kernel_of (ev->who), ev->function);
  if (!f)
    return;
  const char *fn = ev->function ? ev->function : "free";
  GString *s = g_string_new (NULL);
  switch (status)
    {
    case CK_FREE_DOUBLE:
      g_string_append_printf (s, "double free: '%s' of ", fn);
      if (a)
        ck_report_append_alloc (s, a);
      else
        g_string_append_printf (s, "address 0x%" G_GINT64_MODIFIER "x", ev->addr);
      g_string_append (s, ", which was already freed");
      break;
    case CK_FREE_NOT_HEAP_START:
      if (a && !is_heap_kind (a->kind))
        {
          const CkVarRange *v = frame_var_of (a, ev->addr);
          g_string_append_printf (s, "invalid free: '%s' of a pointer ", fn);
          if (v && v->name && ev->addr - a->base - v->offset < v->size)
            {
              if (ev->addr - a->base != v->offset)
                g_string_append_printf (s, "%" G_GUINT64_FORMAT " bytes into '%s'",
                                        ev->addr - a->base - v->offset, v->name);
              else
                g_string_append_printf (s, "to '%s'", v->name);
            }
          else
            {
              g_string_append (s, "to ");
              ck_report_append_alloc (s, a);
            }
          if (a->kind == CK_ALLOC_HOST_STACK || a->kind == CK_ALLOC_LOCAL)
            g_string_append_printf (s, ", which is a local variable in %s memory, not a heap "
                                    "block", ck_report_space_name (a->space));
          else
            g_string_append_printf (s, ", which is %s memory, not a heap block",
                                    ck_report_space_name (a->space));
        }
      else if (a)
        {
          g_string_append_printf (s, "invalid free: '%s' of a pointer %" G_GUINT64_FORMAT
                                  " bytes into ", fn, ev->addr - a->base);
          ck_report_append_alloc (s, a);
        }
      else
        g_string_append_printf (s, "invalid free: '%s' of a pointer that is not the start of "
                                "a heap block", fn);
      break;
    case CK_FREE_WRONG_FUNCTION:
      g_string_append_printf (s, "mismatched free: '%s' of memory allocated by %s", fn,
                              a ? allocator_name (a->kind) : "another allocator");
      break;
    case CK_FREE_UNKNOWN:
      g_string_append_printf (s, "invalid free: '%s' of address 0x%" G_GINT64_MODIFIER "x, "
                              "which was never allocated", fn, ev->addr);
      break;
    case CK_FREE_OK:
      g_assert_not_reached ();
    }
  ck_report_set_message (f, "%s", s->str);
  g_string_free (s, TRUE);
  if (ev->who && !ev->who->is_host)
    note_thread (f, ev->loc, "free", ev->who, 0);
  note_alloc (f, a);
  note_var (f, a, ev->addr);
  note_free (f, a, status == CK_FREE_DOUBLE ? "first freed here" : "freed here");
  ck_report_emit (&c->reporter, f);
}

/* Bulk reads longer than this (fread's and fwrite's buffers, ...) are not checked. The read of
 * a copy is never checked: copying partly written memory is legitimate, and the COPY event that
 * follows carries the definedness to the target (ck_memcheck_copy), where a later read of it is
 * reported. */
#define CK_MEMCHECK_MAX_CHECKED_READ 16

void
ck_memcheck_init_lane (CkChecker *c, const CkAccessEvent *ev, int lane, CkShadow *sh,
                       guint64 off, guint32 size)
{
  if (ev->kind == CK_ACC_WRITE)
    {
      ck_shadow_set_init (sh, off, size);
      return;
    }
  gint64 bad = size > CK_MEMCHECK_MAX_CHECKED_READ || ev->is_copy || ev->is_partial
               ? -1 : ck_shadow_first_uninit (sh, off, size);
  if (ev->kind == CK_ACC_ATOMIC)
    ck_shadow_set_init (sh, off, size);
  if (bad < 0)
    return;
  const CkAlloc *a = sh->alloc;
  /* one report for the same statement reading the same variable in every block (a block's
     shared memory) or thread (its local memory), with a count; other allocations apart */
  gboolean per_owner = a->kind == CK_ALLOC_SHARED || a->kind == CK_ALLOC_LOCAL;
  CkFoldKey key = { CK_REPORT_UNINIT_READ, ev->loc, a->alloc_loc,
                    per_owner ? G_MAXUINT64 : a->serial };
  CkReport *f = ck_report_begin (&c->reporter, &key, kernel_of (ev->who),
                                 function_of (ev->who));
  if (!f)
    return;
  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "uninitialized %s of %u bytes in %s memory at ",
                          ev->kind == CK_ACC_ATOMIC ? "atomic update" : "read", size,
                          ck_report_space_name (a->space));
  if (a->frames_end)
    append_offset (s, a, a->base + off);
  else if (a->name && off == 0 && size == a->size)
    g_string_append_printf (s, "'%s'", a->name);
  else if (a->name && off % size == 0)
    g_string_append_printf (s, "'%s'[%" G_GUINT64_FORMAT "]", a->name, off / size);
  else
    append_offset (s, a, a->base + off);
  if ((guint64) bad != off)
    g_string_append_printf (s, " (byte %" G_GUINT64_FORMAT " was never written)",
                            (guint64) bad - off);
  ck_report_set_message (f, "%s", s->str);
  g_string_free (s, TRUE);
  note_thread (f, ev->loc, ck_report_access_name (ev->kind), ev->who, lane);
  note_alloc (f, a);
  note_var (f, a, a->base + off);
  ck_report_emit (&c->reporter, f);
}

/* Whether every byte of [off, end) of [sh] is initialised: bit by bit up to a whole byte of
 * bits, then 64 bits at a time, then a byte, then the last bits. */
static gboolean
is_range_init (const CkShadow *sh, guint64 off, guint64 end)
{
  const guint8 *bits = sh->init;
  guint64 i = off;
  for (; i < end && (i & 7); i++)
    if (!(bits[i >> 3] & (1u << (i & 7))))
      return FALSE;
  for (; end - i >= 64 && i < end; i += 64)
    {
      guint64 word;
      memcpy (&word, bits + (i >> 3), 8);
      if (word != G_MAXUINT64)
        return FALSE;
    }
  for (; end - i >= 8 && i < end; i += 8)
    if (bits[i >> 3] != 0xff)
      return FALSE;
  for (; i < end; i++)
    if (!(bits[i >> 3] & (1u << (i & 7))))
      return FALSE;
  return TRUE;
}

/* A warp's lanes read a range of at most this many bytes (a coalesced access: 32 lanes of 4 or
 * 8 bytes, a row of a tile) are tested as that one range of bits first. */
#define CK_MEMCHECK_RANGE_TEST 512

gboolean
ck_memcheck_init_warp (CkChecker *c, const CkAccessEvent *ev, CkShadow *sh)
{
  (void) c;
  const CkAlloc *a = ev->one_alloc;
  guint32 size = ev->size;
  if (ev->kind == CK_ACC_ATOMIC || size == 0)
    return FALSE;
  if (ev->kind == CK_ACC_READ && (size > CK_MEMCHECK_MAX_CHECKED_READ || ev->is_copy
                                  || ev->is_partial))
    return TRUE;   /* ck_memcheck_init_lane tests nothing for these reads either */
  /* the lanes' offsets, aligned to [size] when it is 2, 4 or 8 (CkAccessEvent.one_alloc): then
     each lane's bits are [m] shifted into one byte of [sh->init] */
  guint64 lo = ev->one_lo - a->base, hi = ev->one_hi - a->base;
  if (hi + size > sh->size)
    return FALSE;
  gboolean in_byte = size == 1 || size == 2 || size == 4 || size == 8;
  guint8 m = (guint8) ((1u << size) - 1);
  guint8 *bits = sh->init;
  if (ev->kind == CK_ACC_WRITE)
    {
      for (CkMask k = ev->mask; k; k &= k - 1)
        {
          guint64 off = ev->addr[__builtin_ctzll (k)] - a->base;
          if (in_byte)
            bits[off >> 3] |= (guint8) (m << (off & 7));
          else
            ck_shadow_set_init (sh, off, size);
        }
      return TRUE;
    }
  if (hi + size - lo <= CK_MEMCHECK_RANGE_TEST && is_range_init (sh, lo, hi + size))
    return TRUE;
  for (CkMask k = ev->mask; k; k &= k - 1)
    {
      guint64 off = ev->addr[__builtin_ctzll (k)] - a->base;
      if (in_byte ? ((bits[off >> 3] >> (off & 7)) & m) != m
                  : ck_shadow_first_uninit (sh, off, size) >= 0)
        return FALSE;
    }
  return TRUE;
}

/* A new frame's variables hold whatever an earlier call left in its bytes: nothing defined.
 * A thread's local memory is tracked from its first frame on. */
void
ck_memcheck_frame (CkChecker *c, const CkFrameEvent *ev)
{
  if (c->opts.initcheck && ck_memcheck_is_init_tracked (ev->alloc->kind))
    ck_shadow_clear_init (&c->shadow, ev->alloc, ev->offset, ev->size);
}

/* The WRITE of a copy marked every destination byte initialised; the bytes copied from bytes
 * never written are not. */
void
ck_memcheck_copy (CkChecker *c, const CkCopyEvent *ev)
{
  if (!c->opts.initcheck || !ev->dst_alloc || !ev->src_alloc)
    return;
  CkShadow *dst = ck_shadow_lookup (&c->shadow, ev->dst_alloc);
  if (!dst || !dst->init)
    return;
  const CkShadow *src = ck_shadow_lookup (&c->shadow, ev->src_alloc);
  ck_shadow_copy_init (dst, ev->dst_off, src, ev->src_off, ev->size);
}

static gint
by_serial (gconstpointer a, gconstpointer b)
{
  const CkAlloc *x = *(CkAlloc *const *) a, *y = *(CkAlloc *const *) b;
  return x->serial < y->serial ? -1 : x->serial > y->serial;
}

/* The host program ended by a signal (status 128 + n: cudak's SIGSEGV after an invalid access,
 * SIGABRT after a failed assert) right after an error of the host thread was reported. */
static gboolean
is_stopped_by_error (const CkChecker *c, const CkExitEvent *ev)
{
  return c->host_faulted && ev->status >= 128;
}

void
ck_memcheck_exit (CkChecker *c, const CkExitEvent *ev)
{
  if (!ev->live_allocs || !c->opts.leakcheck || ev->terminated)
    return;   /* after std::terminate the exception objects (and what they own) are reachable */
  GPtrArray *v = g_ptr_array_new ();
  for (guint i = 0; i < ev->live_allocs->len; i++)
    {
      CkAlloc *a = g_ptr_array_index (ev->live_allocs, i);
      if (!a->is_freed && is_heap_kind (a->kind))
        g_ptr_array_add (v, a);
    }
  if (v->len && is_stopped_by_error (c, ev))
    {
      /* the frees after the error never had a chance to run: these are not the program's leaks */
      if (c->opts.format == CK_REPORT_TEXT)
        {
          char *s = g_strdup_printf ("cudak: note: leak check skipped: the program was stopped "
                                     "by an error while %u heap block%s still allocated\n",
                                     v->len, v->len == 1 ? " was" : "s were");
          ck_report_write (&c->reporter, s, FALSE);
          g_free (s);
        }
      g_ptr_array_free (v, TRUE);
      return;
    }
  g_ptr_array_sort (v, by_serial);
  guint skipped = 0;
  for (guint i = 0; i < v->len; i++)
    {
      const CkAlloc *a = g_ptr_array_index (v, i);
      /* after a kernel failed, cudaFree returns the sticky error and frees nothing: a leak of
       * CUDA memory then is the failed kernel's consequence, already reported, not a missing
       * free (host malloc memory is still checked) */
      if (c->sticky_frees && a->kind != CK_ALLOC_MALLOC && a->kind != CK_ALLOC_NEW
          && a->kind != CK_ALLOC_NEW_ARRAY)
        {
          skipped++;
          continue;
        }
      CkFoldKey key = { CK_REPORT_LEAK, a->alloc_loc, { 0 }, (guint64) a->kind };
      CkReport *f = ck_report_begin (&c->reporter, &key, NULL, allocator_name (a->kind));
      if (!f)
        continue;
      ck_report_set_message (f, "leak: %" G_GUINT64_FORMAT " byte%s allocated by %s %s never "
                             "freed", a->size, a->size == 1 ? "" : "s",
                             allocator_name (a->kind), a->size == 1 ? "is" : "are");
      ck_report_emit (&c->reporter, f);
    }
  if (skipped && c->opts.format == CK_REPORT_TEXT)
    {
      char *s = g_strdup_printf ("cudak: note: leak check of CUDA memory skipped: %u call%s of "
                                 "cudaFree failed with the sticky error of a kernel while %u "
                                 "heap block%s still allocated\n", c->sticky_frees,
                                 c->sticky_frees == 1 ? "" : "s", skipped,
                                 skipped == 1 ? " was" : "s were");
      ck_report_write (&c->reporter, s, FALSE);
      g_free (s);
    }
  g_ptr_array_free (v, TRUE);
}
