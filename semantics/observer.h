/* semantics/observer.h — the read-only observer interface between the semantics and the checker.
 * The semantics calls these hooks; checker/ implements them (STYLE §2: no checker header here).
 * SPDX-License-Identifier: MIT */
#ifndef CK_OBSERVER_H
#define CK_OBSERVER_H

#include <glib.h>
#include "base/srcloc.h"
#include "semantics/memory/space.h"

/* The largest warp the model supports (DESIGN §3: warp size 1-64). */
#define CK_MAX_WARP 64
typedef guint64 CkMask;   /* one bit per lane, lane 0 = bit 0 */

/* The lanes of [m], inline (without -mpopcnt __builtin_popcountll is a call into libgcc): the
 * --stats counters take it at every warp step and access. */
static inline guint64
ck_mask_count (CkMask m)
{
  m = m - ((m >> 1) & 0x5555555555555555ull);
  m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
  m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (m * 0x0101010101010101ull) >> 56;
}
/* The mask of lane [l] alone, and the loop over the lanes of [mask], lowest first ([l] an int). */
#define LANE(l) ((CkMask) 1 << (l))
#define FOR_LANES(mask, l) \
  for (CkMask _m = (mask); _m; _m &= _m - 1) \
    for (int l = __builtin_ctzll (_m), _once = 1; _once; _once = 0)

typedef struct { guint32 x, y, z; } CkDim3;

/* A vector clock over the agents that order device work (semantics/stream.c): agent 0 is the
 * host thread, agent k > 0 the k-th stream. t[a] is the position of the last piece of work of
 * agent a known to precede the owner (for the host: its time, which grows at every enqueue).
 * Agents beyond [n] are 0. */
typedef struct CkClock {
  guint32 n;
  guint64 *t;
} CkClock;

static inline guint64
ck_clock_get (const CkClock *c, guint32 agent)
{
  return agent < c->n ? c->t[agent] : 0;
}

typedef enum { CK_ACC_READ, CK_ACC_WRITE, CK_ACC_ATOMIC } CkAccessKind;

/* Who executes: the host thread, or a warp of a block of a grid. Coordinates of lane l are
 * computed from [block_idx] and [first_thread] + l (linear thread index within the block). */
typedef struct CkWho {
  gboolean is_host;
  guint32 grid_id;            /* launch serial number, from 1 */
  const char *kernel;         /* kernel name */
  CkDim3 block_idx;
  guint32 block_linear;       /* linear block index in the grid */
  CkDim3 block_dim;
  guint32 warp_id;            /* warp index within the block */
  guint32 warp_size;
  guint32 first_thread;       /* linear thread index of lane 0 within the block */
  guint32 sm;                 /* SM the block runs on */
  gboolean warp_converged;    /* all live lanes of the warp are active (for the warp-sync race model) */
  CkMask lockstep;            /* the lanes that execute the current statement together in one warp
                                 step (the active mask, --simt=stack); 0 under --simt=its */
  gboolean independent;       /* its threads are scheduled independently (--simt=its) */
  /* Ordering between the host and the streams: who this is (agent, position: a grid is the
   * pos-th piece of work of its stream; the host's position is its time) and what it knows has
   * happened before ([order], NULL when the semantics does not say). */
  guint32 agent;
  guint64 agent_pos;
  const CkClock *order;
  const char *function;       /* host thread: the function it executes, in memory events (the
                                 memory layer fills it); otherwise NULL */
  /* Host threads of <pthread.h> (semantics/hthread.c): 0 while the program has one host thread;
   * once it created a thread, 1 is main's thread and 2, 3, ... the created ones, in order.
   * [host_entry] is the function the thread started in ("main", the start routine). */
  guint32 host_thread;
  const char *host_entry;
} CkWho;

/* One memory statement executed by a warp: lane l (bit l of [mask]) accessed [size] bytes at
 * [addr[l]], which lies in [alloc[l]] at offset addr - alloc->base. For writes and atomics
 * [old_value]/[new_value] hold the bytes before and after (up to 8; larger accesses: 0).
 * [data], when not NULL, holds all [size] bytes that lane l read or wrote at
 * data + l * data_stride (aggregates and vectors larger than 8 bytes). */
typedef struct CkAccessEvent {
  const CkWho *who;
  CkAccessKind kind;
  CkMask mask;
  guint32 size;
  const guint64 *addr;
  CkAlloc *const *alloc;
  const guint64 *old_value;
  const guint64 *new_value;
  const guint8 *data;
  gsize data_stride;
  CkSrcLoc loc;
  gboolean is_volatile;
  guint64 stmt_id;            /* distinguishes statements with the same location */
  guint64 step;               /* global step counter */
  gboolean is_copy;           /* the READ or WRITE of a copy: a CkCopyEvent follows */
  gboolean is_partial;        /* the READ of a bit-field store, which rewrites the bits around
                                 the field as they are: not a use of their values */
  const guint32 *mid;         /* mode fermi: each lane's memory operation index, else NULL;
                                 a store's bytes carry its mid as their sequence number */
  CkAlloc *one_alloc;         /* not NULL: every lane's access lies inside this one allocation
                                 (alloc[l] for every l), live, past its live frames or in one
                                 variable of them, not local
                                 memory, aligned to [size] where 1 < size <= 16: the checker
                                 may look its state up once per event (issue 22) */
  guint64 one_lo, one_hi;     /* with [one_alloc]: the lowest and the highest lane address */
} CkAccessEvent;

/* Mode fermi: a load's memory program delivered its value (writeToRegs [H §4.4.3]): the bytes
 * and, per byte, the sequence number of the store that wrote them (0: before the kernel). */
typedef struct CkLoadValueEvent {
  const CkWho *who;
  int lane;
  guint32 mid;                /* the operation, as in the CkAccessEvent of its issue */
  guint64 addr;
  guint32 size;
  const guint8 *value;
  const guint32 *seq;
  CkSrcLoc loc;
  guint32 sm;                 /* the SM whose L1 the program used */
  const char *program;        /* its memory program, e.g. "listing 4.2 (ld .ca)" */
} CkLoadValueEvent;

typedef enum {
  CK_BAD_UNMAPPED,            /* no allocation at that address (wild, null, out of any block) */
  CK_BAD_FREED,               /* inside a freed allocation */
  CK_BAD_OUT_OF_BOUNDS,       /* starts inside an allocation, ends past it */
  CK_BAD_WRONG_SPACE,         /* host code on device memory or device code on unmapped host memory */
  CK_BAD_OTHER_OWNER,         /* another block's shared memory / another thread's local memory */
  CK_BAD_READONLY,            /* a write to constant memory or a string literal */
  CK_BAD_MISALIGNED,          /* address not a multiple of the access size (device) */
} CkBadKind;

typedef struct CkBadAccessEvent {
  const CkWho *who;
  CkAccessKind kind;
  CkBadKind bad;
  int lane;
  guint64 addr;
  guint32 size;
  CkAlloc *alloc;             /* nearest / containing allocation, or NULL */
  CkSrcLoc loc;
} CkBadAccessEvent;

typedef struct CkAllocEvent {
  const CkWho *who;           /* NULL for allocations made before main */
  CkAlloc *alloc;
  CkSrcLoc loc;
} CkAllocEvent;

typedef enum {
  CK_FREE_OK, CK_FREE_DOUBLE, CK_FREE_NOT_HEAP_START, CK_FREE_WRONG_FUNCTION, CK_FREE_UNKNOWN,
} CkFreeStatus;

typedef struct CkFreeEvent {
  const CkWho *who;
  CkAlloc *alloc;             /* NULL if [addr] is in no allocation */
  guint64 addr;
  CkFreeStatus status;
  const char *function;       /* "free", "cudaFree", "cudaFreeHost", "delete", ... */
  CkSrcLoc loc;
} CkFreeEvent;

/* A barrier of block [who] was released: every access before it is ordered before every
 * access after it, for the threads of that block. */
typedef struct CkBarrierEvent {
  const CkWho *who;           /* the block (warp fields unset) */
  guint32 barrier_id;
  CkSrcLoc loc;
  gboolean grid;              /* the grid barrier of a cooperative launch (gridbar.c): every
                                 access of the grid before it precedes every access after it */
} CkBarrierEvent;

/* A warp arrived at barrier [barrier_id] at [loc] with [arrived] lanes while [live] lanes of the
 * warp have not exited: arrived != live is barrier divergence inside the warp. [expected_loc] is
 * where other warps of the block wait (zero location if none waits yet). Under independent
 * thread scheduling (who->independent) the other lanes may still come, so [live] is [arrived];
 * a thread that never comes exits ([exited], when the barrier completes) or deadlocks. */
typedef struct CkBarrierArriveEvent {
  const CkWho *who;
  guint32 barrier_id;
  CkMask arrived;
  CkMask live;
  CkSrcLoc loc;
  CkSrcLoc other_loc;         /* where other warps of the block wait at the same barrier id */
  gboolean mismatch;          /* other warps wait at a different statement */
  CkMask exited;              /* sent when the barrier completes: lanes of this warp that exited
                                 instead of reaching it while the rest of the block waited there
                                 ([arrived] and [live] are then 0) */
  const char *function;       /* the CUDA function of the barrier statement at [loc]
                                 ("__syncthreads", "__syncthreads_count", ...) */
  const char *other_function; /* with [mismatch]: the function of the statement at [other_loc] */
} CkBarrierArriveEvent;

typedef struct CkWarpSyncEvent {
  const CkWho *who;
  CkMask mask;
  CkSrcLoc loc;
} CkWarpSyncEvent;

/* Lanes [mask] of warp [who] executed a memory fence. */
typedef struct CkFenceEvent {
  const CkWho *who;
  int level;                  /* 0 block (cta), 1 device (gl), 2 system (sys) */
  CkSrcLoc loc;
  CkMask mask;
} CkFenceEvent;

typedef struct CkKernelEvent {
  guint32 grid_id;
  const char *kernel;
  CkDim3 grid_dim, block_dim;
  guint64 dynamic_shared;
  CkSrcLoc launch_loc;
  gboolean aborted;           /* KERNEL_END after a fault */
} CkKernelEvent;

typedef struct CkBlockEvent {
  const CkWho *who;
  CkAlloc *shared;            /* the block's shared-memory allocation */
} CkBlockEvent;

/* One stuck warp of a deadlock report. */
typedef struct CkStuckWarp {
  CkWho who;
  CkMask waiting;             /* lanes waiting at [loc] */
  CkMask exited;              /* lanes that have exited */
  CkMask other;               /* lanes waiting on a token (break/return/sync) */
  CkSrcLoc loc;               /* where the waiting lanes are */
  const char *what;           /* "barrier 0", "__syncwarp", "spin", ... */
  gboolean at_sync;           /* [waiting] wait at the synchronisation statement [what] (they do
                                 not run); independent thread scheduling gives one CkStuckWarp
                                 per group of threads of a warp at one statement */
  CkMask waits_for;           /* lanes of the same warp that [waiting] wait for at [what] (a
                                 warp-synchronous operation whose member mask names them) */
} CkStuckWarp;

typedef enum {
  CK_DEADLOCK_BARRIER,        /* every live warp of a block waits at a barrier that cannot complete */
  CK_DEADLOCK_NO_PROGRESS,    /* --max-steps reached without termination */
  CK_DEADLOCK_STARVATION,     /* SIMT starvation [H §6.1] */
  CK_DEADLOCK_GRID,           /* blocks wait on each other beyond residency limits */
  CK_DEADLOCK_PROGRESS,       /* relies on forward progress CUDA does not guarantee (seed 003) */
  CK_DEADLOCK_AT_EXIT,        /* still running or queued when the program exited: the GPU ends
                                 it with the process (a warning; its warps say where they were) */
  CK_DEADLOCK_GRID_BARRIER,   /* blocks wait at grid.sync() while the others exited: barrier
                                 divergence of the grid barrier (gridbar.c) */
  CK_DEADLOCK_HOST,           /* every live host thread waits for a mutex, a join, a condition
                                 variable or a barrier that no thread can release ([warps]: one
                                 entry per waiting host thread, [what] says what it waits for) */
} CkDeadlockKind;

typedef struct CkDeadlockEvent {
  CkDeadlockKind kind;
  guint32 grid_id;
  const char *kernel;
  const CkStuckWarp *warps;
  int n_warps;
  const char *detail;
  CkSrcLoc launch_loc;        /* where the grid was launched (unset for the host thread) */
} CkDeadlockEvent;

typedef enum {
  CK_FAULT_DIV_ZERO, CK_FAULT_ASSERT, CK_FAULT_TRAP, CK_FAULT_BAD_CALL, CK_FAULT_STACK_OVERFLOW,
  CK_FAULT_UNSUPPORTED, CK_FAULT_INVALID_LAUNCH, CK_FAULT_API_MISUSE, CK_FAULT_BAD_COPY,
  CK_FAULT_SYNC_MASK,         /* a lane named in a *_sync member mask does not take part */
  CK_FAULT_GROUP_SYNC,        /* a cooperative group's sync() reached by part of the group (a
                                 __syncwarp of <cooperative_groups.h>): barrier divergence */
  CK_FAULT_SHFL_SOURCE,       /* a shuffle reads a lane outside its member mask or not executing it */
  CK_FAULT_UNWIND,            /* unwind yields ⊥ [H §5.4.1]: no token for the waiting lanes */
} CkFaultKind;

typedef struct CkFaultEvent {
  const CkWho *who;
  CkFaultKind kind;
  int lane;
  CkSrcLoc loc;
  const char *message;        /* complete headline without location */
} CkFaultEvent;

typedef struct CkApiEvent {
  const char *function;
  int error;                  /* cudaError_t value returned */
  gboolean result_used;       /* the caller looked at the return value */
  CkSrcLoc loc;
  int last_error_before;      /* what cudaGetLastError would have returned before the call
                                 (a failed <<<...>>> launch leaves its error only there) */
  gboolean reads_last_error;  /* cudaGetLastError / cudaPeekAtLastError: [error] is the last
                                 error, retrieved */
  const char *error_name;     /* the cudaError_t name of [error] (static), NULL if unknown */
  const char *last_error_before_name;  /* likewise for [last_error_before] */
  gboolean is_sticky;         /* [error] is the context's sticky error, left by a kernel that
                                 failed before the call: every call that needs the device
                                 returns it until cudaDeviceReset */
} CkApiEvent;

typedef struct CkExitEvent {
  int status;
  GPtrArray *live_allocs;     /* CkAlloc* not freed at exit (heap kinds only) */
  gboolean terminated;        /* ended by std::terminate (an uncaught C++ exception): the blocks
                                 the exceptions in flight hold are still reachable from them */
} CkExitEvent;

/* The bytes of [size] at [src_off] of [src_alloc] were copied to [dst_off] of [dst_alloc]
 * (cudaMemcpy and its variants): sent after the READ and WRITE access events of the copy, so
 * that state kept per byte (initialisation) can follow the data. */
typedef struct CkCopyEvent {
  const CkWho *who;
  CkAlloc *dst_alloc;
  guint64 dst_off;
  CkAlloc *src_alloc;
  guint64 src_off;
  guint64 size;
  CkSrcLoc loc;
} CkCopyEvent;

/* A thread pushed a frame: [size] bytes at [offset] of [alloc] (its local window, or the host
 * stack) now hold the variables of the new call, whose contents are undefined (the bytes may
 * hold what an earlier, popped frame left there). alloc->vars names them. */
typedef struct CkFrameEvent {
  CkAlloc *alloc;
  guint64 offset;
  guint64 size;
} CkFrameEvent;

/* Happens-before between host threads (<pthread.h>, semantics/hthread.c): a release makes what
 * thread [who] did so far visible to the next acquire of the same [object] (a mutex unlock and
 * lock, a thread's start and its creation, its end and a join, barriers, condition variables,
 * pthread_once). [object] is an opaque key: a program address or a thread's handle. */
typedef enum { CK_HOST_RELEASE, CK_HOST_ACQUIRE } CkHostOrderKind;

typedef struct CkHostOrderEvent {
  const CkWho *who;
  CkHostOrderKind kind;
  guint64 object;
} CkHostOrderEvent;

/* The observer: any callback may be NULL. [self] is passed back unchanged. One callback per
 * event of events.def: the event's argument type, or none for CK_EVENT0. */
typedef struct CkObserver {
  gpointer self;
#define CK_EVENT(id, member, name, type) void (*member) (gpointer self, type ev);
#define CK_EVENT0(id, member, name) void (*member) (gpointer self);
#include "semantics/events.def"
#undef CK_EVENT
#undef CK_EVENT0
  /* Not an event (issue 22): NULL, or whether the access events of the host thread [who]'s
   * plain loads and stores (not volatile, not partial, not a copy) of 1, 2, 4 or 8 bytes aligned
   * to their size inside live allocation [a] (past its frames) matter to the observer only
   * through [a]'s initialisation bits. Then *[init] receives those bits (bit i % 8 of byte
   * i / 8: byte i of [a] is initialised; NULL: there are none to keep) and the semantics may,
   * instead of emitting such an event, set a store's bits itself and emit a load's event only
   * when one of its bits is clear. The answer holds while the host runs only register
   * statements, loads, stores, calls and returns (semantics/host-step.c: no allocation, free,
   * copy or CUDA call in between; [a] is never a stack, where the frames lie). */
  gboolean (*host_access_bits) (gpointer self, const CkWho *who, const CkAlloc *a, guint8 **init);
} CkObserver;

#endif
