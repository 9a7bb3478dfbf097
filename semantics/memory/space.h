/* semantics/memory/space.h — state spaces, allocations and generic addresses [H §4.1], DESIGN §3.
 * SPDX-License-Identifier: MIT */
#ifndef CK_SPACE_H
#define CK_SPACE_H

#include <glib.h>
#include "base/srcloc.h"

/* State spaces. A generic address carries its space in bits 44..47 (CK_SPACE_SHIFT), so that the
 * space of any pointer is known without a lookup; everything below is the offset in that space. */
#define CK_SPACES(X) \
  X (NONE,     "none")      /* address 0 and the null page: never valid */ \
  X (HOST,     "host")      /* host heap, host globals, string literals, host stack objects */ \
  X (GLOBAL,   "global")    /* cudaMalloc, __device__ variables, device malloc */ \
  X (SHARED,   "shared")    /* per-block windows: block uid in bits 20..43, offset in 0..19 */ \
  X (LOCAL,    "local")     /* per-thread windows: thread uid in bits 22..43, offset in 0..21 */ \
  X (CONST,    "constant")  /* __constant__ variables */ \
  X (MANAGED,  "managed")   /* cudaMallocManaged and __managed__ variables */ \
  X (PARAM,    "param")     /* reserved: kernel parameter space */

typedef enum {
#define CK_SPACE_ENUM(id, name) CK_SPACE_##id,
  CK_SPACES (CK_SPACE_ENUM)
#undef CK_SPACE_ENUM
  CK_SPACE__COUNT
} CkSpace;

extern const char *const ck_space_name[CK_SPACE__COUNT];

#define CK_SPACE_SHIFT 44
#define CK_ADDR_SPACE(a)  ((CkSpace) (((a) >> CK_SPACE_SHIFT) & 0xf))
#define CK_ADDR_MAKE(space, off) (((guint64) (space) << CK_SPACE_SHIFT) | (guint64) (off))
/* Shared windows: 1 MiB per block (more than any GPU's 228 KiB), 2^24 block uids before reuse. */
#define CK_SHARED_WINDOW_BITS 20
/* Local windows: 4 MiB per thread, 2^22 thread uids before reuse. */
#define CK_LOCAL_WINDOW_BITS 22

typedef enum {
  CK_ALLOC_MALLOC,        /* host malloc/calloc/realloc/aligned_alloc */
  CK_ALLOC_HOST_STATIC,   /* host global or static variable, string literal */
  CK_ALLOC_HOST_STACK,    /* address-taken local of host code */
  CK_ALLOC_PINNED,        /* cudaMallocHost / cudaHostAlloc */
  CK_ALLOC_CUDA_MALLOC,   /* cudaMalloc / cudaMallocPitch */
  CK_ALLOC_DEVICE_STATIC, /* __device__ / __constant__ / __managed__ variable */
  CK_ALLOC_DEVICE_MALLOC, /* malloc in device code */
  CK_ALLOC_MANAGED,       /* cudaMallocManaged */
  CK_ALLOC_SHARED,        /* one block's shared memory (static + dynamic) */
  CK_ALLOC_LOCAL,         /* one thread's local memory */
  CK_ALLOC_MMAP,          /* host mmap: anonymous or a copy of a file's pages (interp/posix.c) */
  CK_ALLOC_NEW,           /* host operator new: released by delete only */
  CK_ALLOC_NEW_ARRAY,     /* host operator new[]: released by delete[] only */
} CkAllocKind;

/* A named variable inside an allocation (the __shared__ variables of a block's window, the
 * address-taken locals and local arrays of a thread's frames), so that reports can say 'tile'[3]
 * instead of an offset. [size] G_MAXUINT64: up to the end (the dynamic extern __shared__ array).
 * [name] NULL: a temporary of the lowering (a struct argument's copy, a struct return slot).
 * [loc]: the declaration, or zero. */
typedef struct CkVarRange {
  guint64 offset;
  guint64 size;
  const char *name;
  CkSrcLoc loc;
} CkVarRange;

/* One allocation: [size] bytes at generic address [base], stored in [data] (malloc'd, never GC).
 * Freed allocations stay in the table as tombstones ([is_freed]) so that a use after free is
 * recognised; their [data] is released. Addresses are never reused. */
typedef struct CkAlloc {
  guint64 base;
  guint64 size;
  guint8 *data;
  CkAllocKind kind;
  CkSpace space;
  gboolean is_freed;
  gboolean is_readonly;     /* string literals, __constant__ from device code */
  gboolean is_mapped;       /* host memory the device may access (pinned/mapped/registered) */
  const char *name;         /* variable name, or NULL for heap blocks */
  CkSrcLoc alloc_loc;       /* where it was allocated (or declared) */
  CkSrcLoc free_loc;
  guint64 serial;           /* allocation order, for deterministic reports */
  gpointer owner;           /* CkBlock* for shared, CkThread* for local, NULL otherwise */
  guint32 owner_thread[3];  /* threadIdx of the owner of local memory (x, y, z) */
  guint32 owner_block[3];   /* blockIdx of the owner of shared or local memory (x, y, z) */
  const CkVarRange *vars;   /* named variables inside it, sorted by offset, or NULL */
  guint32 n_vars;
  /* Frames (LOCAL, HOST_STACK): [vars] is [frame_vars], the variables of the owner thread's live
   * frames, disjoint and sorted by offset (semantics/thread.c keeps them). Invariant: every
   * byte below [frames_end] that no variable covers is a gap (alignment, a redzone after an
   * array) that no access may touch; bytes from [frames_end] on (popped frames) are not checked.
   * [frames_end] is 0 for every other allocation. */
  guint64 frames_end;
  CkVarRange *frame_vars;   /* owned (g_free) */
  guint32 *seq;             /* mode fermi: per byte, the store that wrote it last (0: none during
                               a kernel), NULL until a kernel's store reaches DRAM; owned */
  guint32 frame_vars_cap;
} CkAlloc;

/* The named variable of [a] that contains byte [off], or NULL. */
static inline const CkVarRange *
ck_alloc_var_at (const CkAlloc *a, guint64 off)
{
  for (guint32 i = 0; i < a->n_vars; i++)
    if (off >= a->vars[i].offset
        && (a->vars[i].size == G_MAXUINT64 || off - a->vars[i].offset < a->vars[i].size))
      return &a->vars[i];
  return NULL;
}

/* The frame variable of [a] that contains byte [off], or else the nearest one below it; NULL
 * when none starts at or below [off]. A binary search: frame variables are disjoint and sorted,
 * and a deep recursion on the host stack has many. */
static inline const CkVarRange *
ck_alloc_frame_var_below (const CkAlloc *a, guint64 off)
{
  guint32 lo = 0, hi = a->n_vars;
  while (lo < hi)
    {
      guint32 mid = lo + (hi - lo) / 2;
      if (a->vars[mid].offset <= off)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo ? &a->vars[lo - 1] : NULL;
}

/* Whether the [size] bytes at [off] of the frames of [a] may be accessed: they lie in one
 * variable, or at or above [frames_end]. */
static inline gboolean
ck_alloc_is_in_frame_var (const CkAlloc *a, guint64 off, guint64 size)
{
  if (off >= a->frames_end)
    return TRUE;
  const CkVarRange *v = ck_alloc_frame_var_below (a, off);
  return v && off - v->offset < v->size && size <= v->size - (off - v->offset);
}

#endif
