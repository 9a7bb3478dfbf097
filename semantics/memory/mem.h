/* semantics/memory/mem.h — the memory environment in mode `sc` [H ch. 4], DESIGN §3: every
 * access completes at once, in program order; every access goes through ck_mem_* and is seen by
 * the observers.
 * SPDX-License-Identifier: MIT */
#ifndef CK_MEM_H
#define CK_MEM_H

#include "semantics/memory/space.h"
#include "semantics/observer.h"

typedef struct CkMem CkMem;

CkMem *ck_mem_new (void);
void ck_mem_free_all (CkMem *m);

/* Allocates [size] bytes in [space] (HOST, GLOBAL, CONST, MANAGED) aligned to [align]; the
 * bytes are zero. Returns NULL when the model's memory limit would be exceeded. */
CkAlloc *ck_mem_alloc (CkMem *m, CkSpace space, CkAllocKind kind, guint64 size, guint64 align,
                       const char *name, CkSrcLoc loc);
/* The per-block shared window of block [uid] and the per-thread local window of thread [uid]. */
CkAlloc *ck_mem_alloc_shared (CkMem *m, guint32 uid, guint64 size, gpointer owner);
CkAlloc *ck_mem_alloc_local (CkMem *m, guint32 uid, guint64 size, gpointer owner);
/* Grows a local window to at least [size] bytes (the window's base stays). */
gboolean ck_mem_grow_local (CkMem *m, CkAlloc *a, guint64 size);
/* Releases a shared or local window (block or thread ended): no tombstone is kept. */
void ck_mem_release_window (CkMem *m, CkAlloc *a);

/* The allocation containing [addr] (live or freed), or NULL. */
CkAlloc *ck_mem_lookup (CkMem *m, guint64 addr);
/* The allocation whose end is nearest below [addr] in its space, for reports. */
CkAlloc *ck_mem_nearest (CkMem *m, guint64 addr);
/* Frees the allocation starting at [addr]; [status] says what went wrong. */
CkAlloc *ck_mem_release (CkMem *m, guint64 addr, CkFreeStatus *status);
/* Every live heap allocation (for leak checks), in allocation order. */
GPtrArray *ck_mem_live_heap (CkMem *m);
guint64 ck_mem_bytes_in_use (CkMem *m, CkSpace space);

/* ---- accesses (semantics/memory/access.c) ---------------------------------------------------
 * Every access of the simulated program goes through these functions: they resolve the generic
 * address, check it can be performed at all (an access that maps to no allocation, to freed
 * memory, past the end, to the wrong space or to read-only memory cannot), perform it, and notify
 * the observers. They return FALSE (or a non-zero fault mask) for accesses that could not be
 * performed; the caller then stops the thread (device) or the program (host). */
struct CkRun;
struct CkWarp;
union CkVal;

/* A warp memory statement: lanes of [mask] access [size] (1, 2, 4, 8 or 16) bytes at addr[l];
 * reads fill vals[l] (zero-extended raw bytes), writes store vals[l]. Returns the lanes that
 * faulted. */
CkMask ck_mem_warp_access (struct CkRun *run, struct CkWarp *w, CkAccessKind kind, CkMask mask,
                          const guint64 *addr, guint32 size, void *vals, gsize val_stride,
                          CkSrcLoc loc, gboolean is_volatile);
/* The allocation every lane of [mask] accesses inside when one check stands for all of them
 * (ck_mem_warp_access's coalesced path: the lanes in one allocation, past its live frames or
 * in one variable of them, not local memory, aligned, and the access allowed there), else NULL.
 * Nothing is reported. */
CkAlloc *ck_mem_warp_check (struct CkRun *run, struct CkWarp *w, CkAccessKind kind, CkMask mask,
                            const guint64 *addr, guint32 size);
/* ck_mem_warp_check given the lowest lane [l0] of the access, the lowest and highest address
 * [lo] [hi] and the OR [any] of the lanes' addresses. */
CkAlloc *ck_mem_warp_span (struct CkRun *run, const struct CkWarp *w, CkAccessKind kind, int l0,
                           guint64 lo, guint64 hi, guint64 any, guint32 size);
/* ck_mem_warp_access for lanes that ck_mem_warp_check found all in [a] (and nothing has freed
 * it since): performed and notified without checking again; no lane faults. Not for the host
 * in mode fermi. */
CkMask ck_mem_warp_access_in (struct CkRun *run, struct CkWarp *w, CkAlloc *a, CkAccessKind kind,
                              CkMask mask, const guint64 *addr, guint32 size, void *vals,
                              gsize val_stride, CkSrcLoc loc, gboolean is_volatile);
/* What holds from one access of the host thread to the next while it executes only register
 * statements, loads, stores, calls and returns (a run of semantics/host-step.c: no allocation
 * is made or freed, no CUDA call made): the allocations where a read and a write last passed
 * every check (an access inside one, outside its live frames, passes them again), and the who
 * of its access events (made again after a call or return). Zeroed at the start of such a run. */
#define CK_LANE0_CACHED 2   /* allocations remembered per kind: a loop reads two arrays */
enum {
  CK_LANE0_EVENTS,     /* every access emits its event (ck_mem_lane0_access) */
  CK_LANE0_UNOBSERVED, /* no observer takes access events */
  CK_LANE0_BITS,       /* CkObserver.host_access_bits said yes: [bits] are the init bits */
};
typedef struct CkLane0Cache {
  CkAlloc *ok[2][CK_LANE0_CACHED];   /* [0] reads, [1] writes */
  guint8 *bits[2][CK_LANE0_CACHED];  /* each one's init bits (CK_LANE0_BITS), or NULL */
  guint8 mode[2][CK_LANE0_CACHED];   /* each one's CK_LANE0_* */
  /* where an access without event may lie (mode not CK_LANE0_EVENTS, an allocation that
     holds no frames: not a stack): [qlo, qlo + qspan); else qspan 0 */
  guint64 qlo[2][CK_LANE0_CACHED], qspan[2][CK_LANE0_CACHED];
  int next[2];                       /* the entry of each that a new allocation replaces */
  gboolean has_who;
  CkWho who;
} CkLane0Cache;

/* The host thread's load or store (semantics/host-step.c): ck_mem_warp_access of lane 0 alone
 * for [size] 1 to 8 bytes, the value in [*val] (a CkVal), mode sc only; [cache] as above.
 * TRUE if it faulted. */
gboolean ck_mem_lane0_access (struct CkRun *run, struct CkWarp *w, CkAccessKind kind, guint64 addr,
                              guint32 size, union CkVal *val, CkSrcLoc loc, gboolean is_volatile,
                              CkLane0Cache *cache);
/* Mode fermi: the issue of a warp memory statement. Checks each lane's access and, when
 * [notify], notifies the observers as ck_mem_warp_access does (a read's event carries the DRAM
 * value), without performing it: the memory programs do (semantics/memory/fermi-run.c). allocs[l] receives each
 * good lane's allocation. Returns the lanes that faulted. */
CkMask ck_mem_warp_issue (struct CkRun *run, struct CkWarp *w, CkAccessKind kind, CkMask mask,
                          const guint64 *addr, guint32 size, void *vals, gsize val_stride,
                          CkSrcLoc loc, gboolean is_volatile, const guint32 *mids, gboolean notify,
                          CkAlloc **allocs);
/* Mode fermi: the access event of one lane's operation that takes effect in memory later than
 * its issue (an atomic when its program performs it, a volatile access when it reaches L2): the
 * order of these events is the order of the memory, which synchronisation follows. */
void ck_mem_notify_lane (struct CkRun *run, struct CkWarp *w, int lane, CkAccessKind kind,
                         guint64 addr, guint32 size, CkAlloc *a, guint64 old_value,
                         guint64 new_value, CkSrcLoc loc, gboolean is_volatile, guint32 mid);
/* Byte-range accesses by one lane (builtins such as memcpy, printf's %s, fread): */
/* [w] == NULL means the CUDA runtime's copy engine: any space may be accessed (bounds,
 * freed memory and read-only rules still apply) and the event's who is ck_run_copy_engine_who. */
gboolean ck_mem_read_bytes (struct CkRun *run, struct CkWarp *w, int lane, guint64 addr, void *buf,
                            gsize n, CkSrcLoc loc);
gboolean ck_mem_write_bytes (struct CkRun *run, struct CkWarp *w, int lane, guint64 addr,
                             const void *buf, gsize n, CkSrcLoc loc);
/* A write of [n] bytes of [value] at [addr] (memset, cudaMemset): ck_mem_write_bytes of a buffer
 * of them, without the buffer. */
gboolean ck_mem_fill_bytes (struct CkRun *run, struct CkWarp *w, int lane, guint64 addr, int value,
                            gsize n, CkSrcLoc loc);
/* A copy of [n] bytes from [src] to [dst] (either range may be in any allocation the caller
 * may access): a READ of the source, a WRITE of the destination, then a COPY event that lets
 * per-byte state follow the data. FALSE (after reporting) if either access cannot be performed. */
gboolean ck_mem_copy_bytes (struct CkRun *run, struct CkWarp *w, int lane, guint64 dst,
                            guint64 src, gsize n, CkSrcLoc loc);
/* Reads a NUL-terminated string (at most [max] bytes) into a new g_malloc'd buffer; NULL (after
 * reporting) if it runs off its allocation. */
char *ck_mem_read_string (struct CkRun *run, struct CkWarp *w, int lane, guint64 addr, gsize max,
                          CkSrcLoc loc);
/* Direct pointer to [n] bytes at [addr] for the runtime's own use (no checks, no events): only
 * for memory the runtime itself owns (initializers, kernel parameters). NULL if unmapped. */
guint8 *ck_mem_raw (CkMem *m, guint64 addr, gsize n);

#endif
