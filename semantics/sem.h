/* semantics/sem.h — the layered SIMT semantics [H ch. 5]: run, device, grid, block, warp, thread.
 * Names follow the thesis so that code and text read side by side (DESIGN §3).
 * SPDX-License-Identifier: MIT */
#ifndef CK_SEM_H
#define CK_SEM_H

#include <stdio.h>
#include <glib.h>
#include "semantics/program.h"
#include "semantics/builtin.h"
#include "semantics/observer.h"
#include "semantics/memory/mem.h"

typedef struct CkRun CkRun;
typedef struct CkGrid CkGrid;
typedef struct CkBlock CkBlock;
typedef struct CkWarp CkWarp;
typedef struct CkThread CkThread;

/* The device model (DESIGN §3): defaults describe an sm_52 GPU (GeForce GTX 980-class Maxwell,
 * the last stack-based architecture family cudak models by default): 16 SMs, 32 blocks, 64 warps,
 * 2048 threads and 96 KiB shared memory per SM, 48 KiB per block, 1024 threads per block. */
typedef struct CkDeviceModel {
  const char *name;
  int cc_major, cc_minor;
  guint32 warp_size;
  guint32 n_sms;
  guint32 max_blocks_per_sm, max_warps_per_sm, max_threads_per_sm;
  guint64 shared_per_sm, shared_per_block;
  guint64 shared_per_block_optin; /* the most static + dynamic shared memory a block may have once
                                     its kernel opted in (cudaFuncAttributeMaxDynamicSharedMemorySize) */
  guint32 max_threads_per_block;
  guint32 max_block_dim[3];
  guint32 max_grid_dim[3];
  guint64 total_global_mem;
  guint64 total_const_mem;
  int clock_rate_khz;
  int regs_per_block;
} CkDeviceModel;

void ck_device_model_init (CkDeviceModel *m);
gboolean ck_device_model_set_arch (CkDeviceModel *m, const char *arch, GError **error);

typedef enum { CK_SCHED_RR, CK_SCHED_RANDOM } CkSchedPolicy;

/* How much the device progresses (issue 11, seed 003): only as much as CUDA guarantees — inside
 * synchronising calls and repeated queries, one independent grid at a time, the newest first —
 * so that a program relying on more is found; or fairly — the host and every stream
 * interleave. */
typedef enum { CK_PROGRESS_GUARANTEED, CK_PROGRESS_FAIR } CkProgress;

/* The SIMT model of a warp (DESIGN §3, issue 10): the stack-based branching algorithm of
 * [H §5.4.1] (pre-Volta), or independent thread scheduling (Volta and later). */
typedef enum { CK_SIMT_STACK, CK_SIMT_ITS } CkSimtModel;

/* The memory environment (DESIGN §3, issue 9): `sc`, every access completes at once in program
 * order; or `fermi`, the caches and memory programs of [H ch. 4] (semantics/memory/fermi.c). */
typedef enum { CK_MEMORY_SC, CK_MEMORY_FERMI } CkMemoryModel;

typedef struct CkRunOptions {
  CkDeviceModel model;
  CkSchedPolicy sched;
  CkSimtModel simt;
  guint64 seed;
  guint64 max_steps;           /* warp steps per kernel before "no progress" (0: unlimited) */
  guint64 max_host_steps;      /* host statements of the whole run before "no progress" (0: unlimited) */
  gboolean verify_cfc;         /* check control-flow consistency [H §6.2] at every control statement */
  guint trace;                 /* CK_TRACE_* bits */
  FILE *trace_file;
  int trace_grid, trace_block, trace_warp; /* -1: all; the grid counts launches from 0 */
  gboolean trace_thesis;       /* --trace-style=thesis: warp rows in the notation of [H §5.4.1] */
  gboolean pin_time;           /* time()/clock() return fixed values */
  gboolean stats;              /* --stats: time the kernels and the observers (CkRun.stats) */
  gboolean per_thread_default_stream;  /* --default-stream per-thread */
  CkProgress progress;
  CkMemoryModel memory;
} CkRunOptions;

enum { CK_TRACE_WARP = 1, CK_TRACE_BARRIER = 2, CK_TRACE_SCHED = 4, CK_TRACE_MEM = 8,
       CK_TRACE_RECORD = 16 /* --trace-html: warp steps kept for the visual trace */ };
/* What a warp step makes: a printed row or a recorded step; likewise a line of the memory
 * environment (ck_trace_mem_line). */
#define CK_TRACE_WARP_STEPS (CK_TRACE_WARP | CK_TRACE_RECORD)
#define CK_TRACE_MEM_LINES (CK_TRACE_MEM | CK_TRACE_RECORD)

/* ---- [H §5.4.1] the warp's execution state ---------------------------------------------- */

typedef enum { CK_TOK_SYNC, CK_TOK_DIVERGE, CK_TOK_CALL, CK_TOK_BREAK } CkExecTokenType;

/* ExecToken = (type, mask, pc) */
typedef struct CkExecToken {
  CkExecTokenType type;
  CkMask mask;
  guint32 pc;
} CkExecToken;

/* ExecState = {pc, active, disable, tokens}. The disable mask delta maps each lane to
 * enabled/break/return/exit; it is kept as three disjoint bit sets. Invariants (checked by
 * ck_warp_check_invariants): active, dis_break, dis_return and dis_exit are pairwise disjoint
 * and within the warp's lanes. */
typedef struct CkExecState {
  guint32 pc;
  CkMask active;
  CkMask dis_break, dis_return, dis_exit;
  CkExecToken *tokens;         /* tokens[n_tokens - 1] is the top */
  guint32 n_tokens, cap_tokens;
} CkExecState;

typedef enum { CK_WARP_ACTIVE, CK_WARP_AT_BARRIER, CK_WARP_COMPLETED, CK_WARP_FAULTED } CkWarpState;

/* One local frame of a thread [H §5.3]: the function, where its registers start in the
 * thread's register stack, where its local memory starts, and where the result goes. */
typedef struct CkFrame {
  const CkFunc *fn;
  guint32 fp;
  guint32 local_base;
  gint32 ret_dst;
  guint32 ret_pc;              /* where the caller continues (independent thread scheduling) */
  guint32 vla_size;            /* bytes of variable-length arrays after the fixed frame */
  guint32 n_vla_vars;          /* their variable ranges, on top of the local window's */
} CkFrame;

/* A warp's register file (issue 22): one register stack for all its threads, each slot as
 * wide as the warp, so that register r of lane l's current frame is
 * base[(fp_l + r) * width + l] and a register of the whole warp, where the lanes share their
 * frame pointer, is [width] contiguous values. Each thread keeps its own frame pointer (threads
 * of a warp may sit at different call depths under independent thread scheduling); a host
 * thread's warp has one lane, so its registers are contiguous. */
typedef struct CkRegFile {
  CkVal *base;
  guint32 cap;                 /* slots */
  guint32 width;               /* lanes of a slot: the warp's n_threads */
} CkRegFile;

struct CkThread {
  CkRegFile *rf;               /* its warp's register file; the current frame starts at slot [fp] */
  guint32 lane;                /* its column in [rf] */
  guint32 fp;
  CkFrame *frames;
  guint32 depth, frames_cap;
  guint32 local_sp;            /* bytes of local memory in use */
  CkAlloc *local;              /* the thread's local window, created on first use */
  /* mode fermi: registers blocked by memory programs in flight [H §4.4.1], as slot indices
     (fp + register); a warp whose next statement touches one cannot be scheduled [H §5.7.1] */
  guint32 *blocked;
  guint32 n_blocked, blocked_cap;
  guint32 n_in_flight;         /* memory operations of the thread in flight */
  guint32 uid;
  guint32 linear;              /* linear thread index in the block */
  CkDim3 tid;
  CkDim3 bid;                  /* blockIdx of its block (names the owner of its local memory) */
  gboolean is_host;            /* a host thread: its frames live on a host stack */
};

struct CkWarp {
  CkBlock *block;
  guint32 id;
  guint32 n_threads;           /* real threads (the last warp may be underpopulated) */
  CkMask lanes;                /* mask of real threads */
  CkExecState es;
  CkWarpState state;
  guint32 bar_id;              /* barrier the warp waits for (state AT_BARRIER) */
  guint32 bar_pc;              /* pc of the barrier statement it waits at */
  CkMask bar_lanes;            /* lanes that executed the barrier statement */
  CkThread *threads;           /* [n_threads] */
  CkWho who;
  guint64 steps;
  guint32 stop_depth;          /* host warp: the call depth at which the running function returns */
  /* livelock detection: the warp's state at its last backward branch and the run's count of
     memory changes then; [spinning] when the state came back with no memory changed */
  guint64 spin_hash;
  guint64 spin_changes;
  guint32 spin_pc;
  guint32 spin_visits;
  gboolean spinning;
  /* independent thread scheduling (its.c): one pc per thread; lanes blocked at a barrier; the
     pc of the convergence group that ran last (round-robin between groups is the fairness) */
  guint32 lane_pc[CK_MAX_WARP];
  CkMask its_blocked;
  guint32 its_last_pc;
  /* the evaluator's per-lane frame bases; [frames_valid] is cleared whenever a thread of the
     warp pushes or pops a frame (ck_thread_push_frame/pop_frame callers) */
  gboolean frames_valid;
  gboolean fp_uniform;         /* with frames_valid: every thread's fp is the same */
  CkRegFile *rf;               /* the register file of its threads */
  CkVal *lane_regs[CK_MAX_WARP];
  guint64 lane_local[CK_MAX_WARP];
};

/* One hardware barrier of a block [H §5.5.1]: BarrierEnv(barid) = (tc, arrived, red, warps). */
typedef struct CkBarrier {
  gboolean in_use;
  guint32 thread_count;
  guint32 arrived;             /* in warp-size units (updArrCnt) */
  CkBarKind kind;
  guint32 red_popc;
  gboolean red_and, red_or;
  guint32 pc;
  CkSrcLoc loc;
} CkBarrier;

#define CK_MAX_BARRIERS 16

/* A barrier information element [H §5.5.1]: BarInfo = (barid, tc, bt, br), bt and br together
 * in [kind]; cudak adds the barrier statement, whose identity is its consistency check. */
typedef struct CkBarInfo {
  guint32 barid;
  guint32 tc;                  /* 0: eps, the block's thread count */
  CkBarKind kind;
  guint32 pc;
  CkSrcLoc loc;
} CkBarInfo;

struct CkBlock {
  CkGrid *grid;
  CkDim3 idx;
  guint32 linear;
  guint32 uid;
  guint32 sm;
  guint32 n_threads;
  guint32 n_warps;
  guint32 n_completed;
  CkWarp *warps;
  CkAlloc *shared;
  CkBarrier bars[CK_MAX_BARRIERS];
  CkWho who;
  gboolean at_grid_bar;        /* its threads all reached grid.sync(): it waits for the grid */
  CkThread **pool_threads;     /* [n_warps] thread arrays, once the block went to the pool
                                  (CkRun.block_pool); NULL before */
};

struct CkGrid {
  CkRun *run;
  guint32 id;
  const CkFunc *kernel;
  CkDim3 grid_dim, block_dim;
  guint64 dyn_shared;
  guint64 static_shared;
  guint64 n_blocks;
  guint64 next_block;          /* next block to issue (issueBlocks) */
  guint64 n_done;
  CkVal *params;               /* argument values, one per kernel parameter */
  guint8 *param_bytes;         /* struct arguments, copied into each thread's frame */
  guint32 *param_offsets;
  GPtrArray *resident;         /* CkBlock* currently issued */
  gboolean faulted;
  const CkClock *order;        /* its op's clock (stream.c), for CkWho */
  guint32 agent;
  guint64 agent_pos;
  CkSrcLoc launch_loc;
  guint64 steps;
  /* the grid barrier of a cooperative launch (grid.c, cooperative groups' grid.sync()) */
  gboolean cooperative;        /* launched by cudaLaunchCooperativeKernel */
  guint64 gbar_arrived;        /* blocks waiting at the grid barrier */
  guint64 gbar_released;       /* blocks released from it since it completed */
  gboolean gbar_open;          /* it completed: the waiting blocks go on */
  CkSrcLoc gbar_loc;           /* where the first block waits */
  CkDim3 exited_idx[8];        /* the first blocks that exited (for a report) */
  guint n_exited_idx;
};

/* ---- streams [K] and seed 003: the device's work queues (stream.c) ---------------------- */

typedef struct CkStream CkStream;
typedef struct CkOp CkOp;

typedef enum {
  CK_OP_KERNEL,                /* a grid: runs concurrently with other streams' work */
  CK_OP_CALLBACK,              /* a copy, memset or host function: done when it starts */
  CK_OP_RECORD,                /* an event record: done when it starts (stream order) */
  CK_OP_WAIT,                  /* cudaStreamWaitEvent: starts when its record op is done */
} CkOpKind;

/* One piece of work in a stream. Reference counted: the stream holds one reference until the
 * op is done, events and waits hold one each. */
struct CkOp {
  CkOpKind kind;
  CkStream *stream;
  guint64 seq;                 /* enqueue order over all streams (legacy-stream ordering) */
  gboolean started, done;
  int refs;
  CkSrcLoc loc;
  CkGrid *grid;                /* KERNEL */
  void (*run) (CkRun *run, CkOp *op);  /* CALLBACK: does the work when the op starts */
  gpointer data;               /* CALLBACK: its argument, freed with [free_data] */
  GDestroyNotify free_data;
  guint64 cost;                /* CALLBACK: device cycles it takes */
  CkOp *wait_for;              /* WAIT: the record op */
  guint64 time;                /* RECORD: device time when it completed */
  guint64 start_time;          /* device time when it started: after its stream's last op, the
                                  ops the legacy stream orders before it, the record it waits
                                  for, and the device's present (issue 23) */
  guint64 dev_at_start;        /* KERNEL: run->dev_clock when it started */
  guint64 pos;                 /* its position in its stream (1, 2, ...) */
  CkClock vc;                  /* what precedes it; once done, it includes itself */
};

struct CkStream {
  guint64 handle;              /* the cudaStream_t value; 0 for the legacy default stream */
  gboolean is_legacy;          /* the legacy default stream */
  gboolean non_blocking;       /* cudaStreamNonBlocking: not ordered with the legacy stream */
  gboolean destroyed;          /* cudaStreamDestroy: freed once its work is done */
  GQueue ops;                  /* CkOp*, not yet done, oldest first */
  guint32 agent;               /* its index in the clocks */
  guint64 n_ops;               /* ops enqueued so far */
  CkClock last;                /* the clock of its last completed op */
  guint64 time;                /* device time at which its last completed op ended: each stream
                                  has its own timeline on the device's (issue 23) */
  gpointer capture;            /* cudaStreamBeginCapture: the graph its work is recorded into
                                  instead of run (interp/cudart.c), else NULL */
};

/* ---- host threads (hthread.c): the threads of <pthread.h> (issue 18) ----------------------- */

/* One host thread: a warp of one lane of the host block, scheduled with the others by
 * ck_hthread_schedule. Invariant: [blocked] only while not [done]; [wait_what] is set while
 * [blocked]. */
typedef struct CkHostThread {
  guint32 id;                  /* 1: main's thread; 2, 3, ...: in creation order (CkWho.host_thread) */
  guint64 handle;              /* its pthread_t value */
  CkWarp *warp;                /* main's is the host block's warp; the others are owned here */
  const char *entry;           /* the function it started in */
  gboolean starting;           /* created, not yet started (ck_hthread_start) */
  guint32 in_cuda_wait;        /* waiting in a synchronising CUDA call (stream.c): its builtin is
                                  on the C stack, so it is not stepped until that returns */
  gboolean done;               /* returned from its start routine or called pthread_exit */
  gboolean detached;
  gboolean joined;
  gboolean exited;             /* ended by pthread_exit (main: the process goes on) */
  CkVal ret;                   /* its exit value */
  gboolean blocked;            /* its current call must wait: retried after ck_hthread_wake_all */
  char *wait_what;             /* g_malloc: what it waits for, in deadlock reports */
  CkSrcLoc wait_loc;
  gboolean timed;              /* the wait has a timeout */
  gboolean timed_out;          /* ... which expired: the retried call returns ETIMEDOUT */
  int wait_phase;              /* the interp's progress in a wait of several steps */
  guint64 wait_ticket;
  GHashTable *specific;        /* pthread_key_t -> value (pthread_setspecific), g_malloc */
  guint64 errno_addr;          /* the runtime's errno for the thread; 0 until used (main's is
                                  the runtime's own) */
  struct CkStream *per_thread_stream;  /* its cudaStreamPerThread, made on first use (main's is
                                  the run's); owned by the run's stream list */
  guint64 *tls;                /* g_malloc: its instance of each thread-local variable (one per
                                  CkSimtProgram.tls entry, 0 until used); main's is the run's */
  gboolean fence_released;     /* it ran a release fence: its later atomic writes release */
  GArray *fence_reads;         /* guint64 objects its atomic reads without acquire read since its
                                  last acquire fence (which acquires them), or NULL */
} CkHostThread;

/* The device-side printf FIFO and other device output (flushed at synchronisation points). */
typedef struct CkRun {
  CkRunOptions opts;
  CkSimtProgram *prog;
  CkMem *mem;
  CkObserver obs;
  gboolean has_obs;
  GRand *rand;
  GString *device_printf;      /* buffered device printf output */
  guint64 device_printf_fifo;  /* its capacity (cudaLimitPrintfFifoSize), set by the runtime's
                                  printf; 0: unbounded. Only the newest output is kept. */
  int sticky_error;            /* cudaError_t that poisons the context, 0 if none */
  int last_error;              /* cudaGetLastError */
  guint32 next_grid_id;
  guint32 next_block_uid;
  guint32 next_thread_uid;
  guint64 total_steps;
  guint64 host_steps;          /* statements the host thread ran (bounded by opts.max_host_steps) */
  guint8 *host_kinds;          /* host-step.c: each statement's kind for ck_host_run (0: not
                                  classified yet), n_stmts of them once the host ran */
  struct CkHostOp *host_ops;   /* host-step.c: what else it knows of each, beside host_kinds */
  /* register files and frame stacks of finished threads, reused by the next threads (issue 22:
     no allocation per thread at block start; the pool holds at most what the resident blocks
     held, so a grid of 2^20 threads allocates in proportion to its live blocks) */
  struct CkThreadBufs { struct CkFrame *frames; guint32 frames_cap; } *thread_pool;
  guint32 n_thread_pool, thread_pool_cap;
  /* the register files of finished warps, likewise reused by the next warps */
  CkRegFile **rf_pool;
  guint32 n_rf_pool, rf_pool_cap;
  /* finished blocks with their warp and thread arrays, reused by the next block of the same
     shape (issue 22: a block starts without malloc; at most the blocks that were resident at
     once wait here, ck_block_pool_clear frees them) */
  CkBlock **block_pool;
  guint32 n_block_pool, block_pool_cap;
  /* --stats (issue 22): the counters are kept in every run (an add per step or access), the
     times only with opts.stats (a clock read per device round and per observer event) */
  struct {
    guint64 warp_steps;        /* steps of device warps */
    guint64 lane_stmts;        /* the lanes active before each of them */
    guint64 accesses;          /* lane accesses (and byte-range accesses) the observers saw */
    gint64 kernel_ns;          /* in device rounds (ck_device_step), observers included */
    gint64 observer_ns;        /* in the observers' callbacks: the checker */
  } stats;
  /* the host thread: a warp of one lane running host code */
  CkBlock *host_block;
  CkWarp *host_warp;
  gboolean exited;
  int exit_status;
  gpointer runtime;            /* interp's host runtime state (files, rand, heap, streams) */
  /* a launch into a capturing stream (CkStream.capture) is handed to this (interp/cudart.c),
     which records it; returns the launch's cudaError_t */
  int (*capture_launch) (struct CkRun *run, CkStream *st, const CkFunc *kernel, CkDim3 grid,
                         CkDim3 block, guint64 shmem, const CkVal *args, CkSrcLoc loc,
                         gboolean cooperative);
  const CkBuiltin *builtins;   /* the built-in functions, by CkStmt.builtin (builtin.h): given
                                  by the layer above with its runtime */
  guint n_builtins;
  guint64 clock;               /* simulated cycles */
  CkVal host_ret;              /* value returned by the last host function run to completion */
  CkWho copy_engine;           /* the CUDA runtime's copy engine */
  CkDeviceModel *model;        /* = &opts.model */
  gboolean stopped;            /* cudak stopped the program after an error of the host thread
                                  (not the program's own exit, abort or return) */
  gboolean in_static_init;     /* running the static initializers: the loader may write any space */
  gboolean lane_faulted;       /* a builtin's access or trap stopped the current lane */
  gboolean access_partial;     /* the access being notified is a CK_SF_PARTIAL read */
  guint64 mem_changes;         /* writes that changed a byte of memory, so far */
  GHashTable *launched;        /* const CkFunc * of each kernel launched so far (a set): the
                                  printf FIFO and malloc heap limits are fixed once a kernel
                                  that uses them was launched (cudaDeviceSetLimit) */
  GHashTable *kernel_attrs;    /* const CkFunc * -> CkKernelAttrs * (g_malloc) of each kernel
                                  whose attributes were read or set (ck_run_kernel_attrs);
                                  cudaDeviceReset empties it */
  /* the device's work (stream.c) */
  GPtrArray *streams;          /* CkStream*, the legacy stream first */
  CkStream *legacy_stream;
  CkStream *default_stream;    /* what stream 0 means: legacy, or per-thread (--default-stream) */
  CkStream *per_thread_stream; /* cudaStreamPerThread, made on first use */
  GPtrArray *running;          /* CkOp* of the grids that run */
  guint64 next_op_seq;
  guint64 n_pending;           /* ops enqueued and not yet done */
  guint64 dev_clock;           /* simulated device cycles of the SMs: the device's present */
  guint64 retired_time;        /* the latest end of the destroyed streams that were freed */
  guint64 copy_free;           /* when the copy engine is free: copies and memsets queue on it,
                                  not on dev_clock, so they do not stall other streams */
  gboolean in_device_step;
  gboolean host_blocked;       /* the host waits in a synchronising call */
  guint64 n_queries;           /* cudaStreamQuery / cudaEventQuery calls so far */
  guint64 spin_queries;        /* n_queries when the host spin was last looked at */
  CkClock host_clock;          /* what the host knows; t[0] is its time */
  CkClock retired_clock;       /* the last clocks of destroyed streams that were freed */
  CkClock retired_blocking;    /* those of the blocking ones: the legacy stream still waits for
                                  the work they had when they were destroyed */
  guint32 next_agent;
  gboolean device_dirty;       /* device work since the last on_device_idle */
  guint32 *sm_blocks, *sm_warps, *sm_threads;  /* residency per SM, over all running grids */
  guint64 *sm_shared;
  struct CkFermi *fermi;       /* mode fermi: the memory environment of [H ch. 4], else NULL */
  struct CkTraceState *trace_state; /* --trace=warp: what semantics/trace.c keeps between rows */
  /* host threads (hthread.c): NULL until the program uses <pthread.h>; then [0] is main's */
  GPtrArray *hthreads;         /* CkHostThread* */
  CkHostThread *cur_thread;    /* the one whose warp is [host_warp] */
  guint32 host_nest;           /* nesting of host functions run by the runtime: 1 is main (or
                                  the static initialisers); deeper ones (callbacks) never switch */
  gboolean host_wait;          /* set by a builtin: its call cannot complete yet (the thread
                                  blocks and the statement is retried) */
  guint32 rr_next;             /* round-robin position among the host threads */
  /* the runtime's work when a host thread ends, run as that thread (thread-specific data
     destructors); NULL for none */
  void (*hthread_end_hook) (CkRun *run, CkHostThread *t);
  guint64 *main_tls;           /* g_malloc: main's thread's thread-local instances (CkHostThread.tls) */
} CkRun;

/* The observer's events (events.def), emitted through generated functions: ck_run_<member>
 * (run, ev) calls the callback when an observer listens, ck_run_observes (run, member) asks
 * first, for an event that costs something to build. */
#define ck_run_observes(run, member) ((run)->has_obs && (run)->obs.member != NULL)
gint64 ck_stats_now_ns (void);
#define CK_EVENT(id, member, name, type) \
  static inline void ck_run_##member (CkRun *run, type ev) \
  { \
    if (!ck_run_observes (run, member)) \
      return; \
    if (G_UNLIKELY (run->opts.stats)) \
      { \
        gint64 t0_ = ck_stats_now_ns (); \
        run->obs.member (run->obs.self, ev); \
        run->stats.observer_ns += ck_stats_now_ns () - t0_; \
      } \
    else \
      run->obs.member (run->obs.self, ev); \
  }
#define CK_EVENT0(id, member, name) \
  static inline void ck_run_##member (CkRun *run) \
  { if (ck_run_observes (run, member)) run->obs.member (run->obs.self); }
#include "semantics/events.def"
#undef CK_EVENT
#undef CK_EVENT0

/* thread.c [H §5.3] */
void ck_thread_init (CkRun *run, CkThread *t, guint32 linear, CkDim3 tid);
void ck_thread_fini (CkRun *run, CkThread *t);
gboolean ck_thread_push_frame (CkRun *run, CkThread *t, const CkFunc *fn, gint32 ret_dst);
/* Grows [rf] to [slots] slots if need be and clears its slots [0, slots) in every lane. */
void ck_regfile_clear (CkRegFile *rf, guint32 slots);
/* ck_thread_push_frame of a thread's first frame (ret_dst -1) whose registers its warp cleared
 * already with ck_regfile_clear (block.c: a warp's kernel frames at block start, one memset). */
gboolean ck_thread_push_first_frame (CkRun *run, CkThread *t, const CkFunc *fn);
void ck_thread_pop_frame (CkRun *run, CkThread *t);
guint64 ck_thread_vla_alloc (CkRun *run, CkThread *t, guint64 size, guint32 align, guint64 release,
                             const char *name, CkSrcLoc loc);
/* Slot [slot] of thread [t]'s register stack; its register [r] of the current frame. */
#define ck_thread_slot(t, slot) (&(t)->rf->base[(gsize) (slot) * (t)->rf->width + (t)->lane])
#define ck_thread_reg(t, r) ck_thread_slot (t, (t)->fp + (r))

/* host-step.c: the host thread's common statements without the warp machinery (issue 22) */
/* Whether the run's options let ck_host_run step the host thread (no trace, no --verify-cfc,
 * mode sc, the round-robin schedule). */
gboolean ck_host_is_fast (const CkRun *run);
/* Executes at most [budget] statements of the host thread [w] while they are of the kinds it
 * runs (mov, nop, bra, ld and st of 1 to 8 bytes), exactly as ck_warp_exec would; returns how
 * many it executed: 0 when the statement at the pc needs ck_warp_exec. */
guint64 ck_host_run (CkRun *run, CkWarp *w, guint64 budget);

/* warp.c [H §5.4] */
void ck_warp_init (CkRun *run, CkWarp *w, CkBlock *b, guint32 id, guint32 n_threads, guint32 entry);
/* ck_warp_init with [threads], [n_threads] zeroed threads the caller owns (a pooled block's). */
void ck_warp_init_in (CkRun *run, CkWarp *w, CkBlock *b, guint32 id, guint32 n_threads,
                      guint32 entry, CkThread *threads);
void ck_warp_fini (CkRun *run, CkWarp *w);
/* ck_warp_fini that leaves the threads array to the caller and returns it. */
CkThread *ck_warp_release (CkRun *run, CkWarp *w);
gboolean ck_warp_can_be_scheduled (const CkWarp *w);
/* Executes the statement at the warp's pc for its active lanes (one step). */
void ck_warp_step (CkRun *run, CkWarp *w);
/* The lanes [lanes] of [w] trapped: the warp faults, and its grid (host code: the program ends
 * with status 139 unless it has one). */
void ck_warp_fault (CkRun *run, CkWarp *w, CkMask lanes);
gboolean ck_warp_check_invariants (const CkWarp *w);
const char *ck_warp_check_stack_consistency (const CkWarp *w, const CkStmt *s, guint32 pc);
/* A hash of the warp's whole state (execution state, thread pcs, registers of the current
 * frames), for livelock detection. */
guint64 ck_warp_state_hash (const CkWarp *w);
/* Livelock detection at a backward branch at [pc] (sets w->spinning). */
void ck_warp_note_backward_branch (CkRun *run, CkWarp *w, guint32 pc);
void ck_exec_state_push (CkExecState *es, CkExecTokenType type, CkMask mask, guint32 pc);
gboolean ck_warp_unwind (CkWarp *w);

/* The rules of calls and barriers that both SIMT models use (warp.c). [x] evaluates the
 * statement for the warp. */
struct CkEvalCtx;
/* The function each lane of [exec] calls at CALL [s], directly or through its function pointer
 * s->a, in fns[lane]; FALSE after reporting an invalid pointer at the first lane with one. */
gboolean ck_warp_call_targets (CkRun *run, CkWarp *w, struct CkEvalCtx *x, const CkStmt *s,
                               CkMask exec, const CkFunc **fns);
/* The thread level of call [H §5.3] for lane [l]: pushes [f]'s frame, which returns to
 * [ret_pc], and passes its arguments argv[i][l]; FALSE after reporting a call of a function
 * with no body or a stack overflow. */
gboolean ck_warp_call_enter (CkRun *run, CkWarp *w, const CkStmt *s, int l, const CkFunc *f,
                             guint32 ret_pc, CkVal (*argv)[CK_MAX_WARP], guint32 n_args);
/* [H §5.4.2] comm for bar: the lanes [exec] of [w] arrive at barrier statement [s] with their
 * predicates (bar.red) and the block updates its barrier (block.c, updBar). */
void ck_warp_bar (CkRun *run, CkWarp *w, struct CkEvalCtx *x, const CkStmt *s, CkMask exec);

/* its.c: independent thread scheduling */
void ck_its_step (CkRun *run, CkWarp *w);
gboolean ck_its_can_be_scheduled (CkRun *run, const CkWarp *w);
void ck_its_describe_stuck (CkRun *run, const CkWarp *w, GArray *out);
/* The statement-level part of a warp step shared by both models: executes the statement at
 * es.pc for es.active (warp.c). */
void ck_warp_exec (CkRun *run, CkWarp *w);

/* [PTX atom] the new value of an atomic [op] on [old] with operands [b] and [c] (warp.c) */
gboolean ck_atom_compute (CkAtomOp op, CkVT vt, CkVal old, CkVal b, CkVal c, CkVal *out);

/* memory/fermi-run.c: mode fermi, the memory programs of the run's warps */
void ck_fermi_run_init (CkRun *run);
void ck_fermi_run_fini (CkRun *run);
/* LD, ST, ATOM of [w]'s lanes [exec]: issue one memory operation per lane; FALSE if a lane
   faulted (reported; the caller stops the warp) */
CkMask ck_fermi_warp_mem (CkRun *run, CkWarp *w, const CkStmt *s, CkMask exec, const guint64 *addr,
                          const CkVal *b, const CkVal *c);
/* [H §5.7.1] canBeScheduled, the memory part: the next statement reads or writes no blocked
   register, and fences, barriers, calls, returns and exits find their lanes' operations done */
gboolean ck_fermi_warp_ready (const CkRun *run, const CkWarp *w);
/* Micro steps and silent rules after a round of warp steps [H §4.6]; returns how many */
guint ck_fermi_round (CkRun *run, gboolean warps_stepped);
/* A grid ended: with nothing in flight, write everything back and empty the caches */
void ck_fermi_grid_end (CkRun *run);
/* A grid is freed with operations in flight: they land but deliver to no warp */
void ck_fermi_grid_abandon (CkRun *run, const CkGrid *g);
gboolean ck_fermi_stores_in_flight (const CkRun *run);

/* block.c [H §5.5] */
CkBlock *ck_block_new (CkGrid *g, guint64 linear, guint32 sm);
void ck_block_free (CkBlock *b);
/* Frees the blocks kept for reuse (CkRun.block_pool). */
void ck_block_pool_clear (CkRun *run);
/* [H §5.5.1] barInfo, prepBar, updArrCnt, endBar; ck_block_bar_arrive is updBar for one warp */
gboolean ck_block_bar_info (CkRun *run, const CkStmt *s, guint32 barid, guint32 tc, CkMask lanes,
                            CkBarInfo *i);
gboolean ck_block_prep_bar (CkBlock *b, guint32 tc, const CkBarInfo *i, CkSrcLoc *other);
void ck_block_upd_arr_cnt (CkRun *run, CkWarp *w, guint32 barid, CkMask lanes);
void ck_block_bar_arrive (CkRun *run, CkWarp *w, const CkStmt *s, guint32 bar_id, guint32 count,
                          CkMask lanes, CkMask preds);
gboolean ck_block_end_bar (CkRun *run, CkBlock *b);
gboolean ck_block_is_completed (const CkBlock *b);

/* grid.c / context.c [H §5.6, §5.7] */
CkGrid *ck_grid_new (CkRun *run, const CkFunc *kernel, CkDim3 grid, CkDim3 block, guint64 dyn_shared);
void ck_grid_free (CkGrid *g);
/* Starts grid [g]: issues its first blocks. */
void ck_grid_start (CkRun *run, CkGrid *g);
/* One scheduling round of a started grid: steps its resident warps, retires and issues blocks,
 * detects deadlock. [may_livelock]: nothing outside the grid can change memory now, so a grid
 * whose warps all spin without changing anything never terminates. Returns -1 while it runs,
 * else the cudaError_t it ended with. [*steps] gets the warp steps made. */
int ck_grid_round (CkRun *run, CkGrid *g, gboolean may_livelock, guint *steps);

/* Every live warp of [g] waits at a barrier or spins without changing memory (and one spins). */
gboolean ck_grid_spins (CkRun *run, const CkGrid *g);
/* Reports [g]'s live warps as stuck ([kind], [detail]) and marks the grid faulted. */
void ck_grid_report (CkRun *run, CkGrid *g, CkDeadlockKind kind, const char *detail);

/* gridbar.c: the grid barrier of a cooperative launch (rule grid_bar) */
gboolean ck_grid_bar_ready (CkRun *run, CkBlock *b);
void ck_grid_bar_block_exited (CkGrid *g, const CkBlock *b);
gboolean ck_grid_bar_diverged (CkRun *run, CkGrid *g);
/* [loc] reached by lane [lane] of [w], or the program's call that led into a built-in header */
CkSrcLoc ck_sem_user_loc (CkRun *run, const CkWarp *w, int lane, CkSrcLoc loc);

/* stream.c: the device's work queues */
#define CK_STREAM_LEGACY 1u          /* cudaStreamLegacy */
#define CK_STREAM_PER_THREAD 2u      /* cudaStreamPerThread */
void ck_stream_init (CkRun *run);
void ck_stream_fini (CkRun *run);
CkStream *ck_stream_new (CkRun *run, gboolean non_blocking, guint64 handle);
CkStream *ck_run_stream_of (CkRun *run, guint64 handle);
/* cudaStreamDestroy: the work already in it still runs. */
void ck_stream_destroy (CkRun *run, CkStream *s);
/* Appends an op of [kind] to [s] (NULL: the default stream) and returns it (the caller fills
 * its fields; it starts no earlier than the next device step). */
CkOp *ck_stream_enqueue (CkRun *run, CkStream *s, CkOpKind kind, CkSrcLoc loc);
void ck_stream_report_unfinished (CkRun *run);
void ck_stream_charge_sync_copy (CkRun *run, guint64 cost);
void ck_op_ref (CkOp *op);
void ck_op_unref (CkOp *op);
gboolean ck_stream_is_idle (const CkStream *s);
/* One round of the device: starts the ops that may start, steps every running grid once.
 * Returns FALSE when nothing could progress. */
gboolean ck_stream_step (CkRun *run);
/* The host blocks until [op] is done / [s] is idle / the device is idle. */
void ck_stream_wait_op (CkRun *run, CkOp *op);
void ck_stream_wait (CkRun *run, CkStream *s);
void ck_stream_wait_idle (CkRun *run);
/* A query (cudaStreamQuery, cudaEventQuery) lets the device progress: one round on every
 * second call under CK_PROGRESS_GUARANTEED (a single query guarantees nothing, repeated ones
 * do), none under CK_PROGRESS_FAIR (the device runs beside the host anyway). */
void ck_stream_query_progress (CkRun *run);
/* The host learnt that the work of clock [c] is done (a wait returned, a query said so). */
void ck_stream_host_joins (CkRun *run, const CkClock *c);
/* The host thread spins (it repeats its state at a backward branch while no memory changes)
 * while device work is pending that only progresses in CUDA calls: reports it and ends the
 * program. Returns TRUE if it did. */
gboolean ck_stream_check_host_spin (CkRun *run);

/* hthread.c: host threads */
/* The current host thread, making main's the first once the program uses threads. */
CkHostThread *ck_hthread_current (CkRun *run);
CkHostThread *ck_hthread_find (CkRun *run, guint64 handle);
/* A new thread running [fn] ([arg] its one argument), runnable once ck_hthread_start orders the
 * creator's past before it (CK_HOST_RELEASE/ACQUIRE); NULL with the stack exhausted. */
CkHostThread *ck_hthread_create (CkRun *run, const CkFunc *fn, CkVal arg, gboolean detached);
void ck_hthread_start (CkRun *run, CkHostThread *t);
/* The current thread's call waits ([what], g_strdup_printf style): its statement is retried
 * once some thread wakes the waiters (timed: also when every other thread waits). */
void ck_hthread_block (CkRun *run, gboolean timed, const char *fmt, ...) G_GNUC_PRINTF (3, 4);
/* Something a waiter may wait for changed: every blocked thread retries. */
void ck_hthread_wake_all (CkRun *run);
/* A join of [t] returned: [t]'s past happens before the current thread's future. */
void ck_hthread_join_order (CkRun *run, CkHostThread *t);
/* pthread_exit: the current thread ends with [ret]. */
void ck_hthread_exit (CkRun *run, CkVal ret);
/* A happens-before edge of the current thread on [object] (observer on_host_order). */
void ck_hthread_order (CkRun *run, CkHostOrderKind kind, guint64 object);
/* Steps one runnable host thread once; reports a deadlock and ends the program when every
 * live thread waits. */
void ck_hthread_schedule (CkRun *run);
/* Whether a thread other than main's is still running. */
gboolean ck_hthread_others_live (CkRun *run);
/* Whether a host thread other than the current one may run now (may still change memory). */
gboolean ck_hthread_others_runnable (CkRun *run);
/* While the current thread waits in a synchronising CUDA call: steps another runnable host
 * thread once and comes back; FALSE if none can run (or inside a library callback). */
gboolean ck_hthread_step_other (CkRun *run);
void ck_hthread_fini (CkRun *run);
/* The address of the running host thread's instance of thread-local variable [idx]
 * (CkSimtProgram.tls), made on its first use. */
guint64 ck_hthread_tls_addr (CkRun *run, guint32 idx);
/* A C11 atomic operation of [who] on [addr] released or acquired (CK_ATOM_* of an ATOM). */
void ck_hthread_atomic_order (CkRun *run, const CkWho *who, CkHostOrderKind kind, guint64 addr);
/* The ordering an atomic operation ([writes]: it modifies the object) of the current host
 * thread on [addr] has besides its own [order], from the fences before it (C11 7.17.4). */
int ck_hthread_fenced_order (CkRun *run, int order, gboolean writes, guint64 addr);
/* A C11 atomic_thread_fence with ordering [order] (CK_ATOM_* bits) of the current host thread. */
void ck_hthread_atomic_fence (CkRun *run, const CkWho *who, int order);

/* run.c [H §5.8]: the run, the host thread, launches, faults */
CkRun *ck_run_new (CkSimtProgram *prog, const CkRunOptions *opts, CkMem *mem);
void ck_run_options_init (CkRunOptions *o);
/* The host thread can make no progress (a loop past --max-steps, a spin on device work that
 * nothing lets progress): one deadlock event of [kind] for it, waiting at [loc] on [what], or
 * [without_checker] on stderr when no observer listens. */
void ck_run_report_host_stuck (CkRun *run, const CkWho *who, CkSrcLoc loc, CkDeadlockKind kind,
                               const char *what, const char *detail, const char *without_checker);
/* Frees what ck_run_new made (not the program, the memory or the runtime). */
void ck_run_free (CkRun *run);
void ck_run_flush_device_output (CkRun *run);
/* Runs static initializers then main; returns the program's exit status. */
int ck_run_main (CkRun *run, int argc, char **argv);

/* Called by warp.c on statements that need the interpreter's runtime (builtins, launches). */
void ck_run_fault (CkRun *run, CkWarp *w, int lane, CkFaultKind kind, const CkStmt *s,
                   const char *fmt, ...) G_GNUC_PRINTF (6, 7);

/* The attributes of a kernel that cudaFuncSetAttribute changes. Defaults: the dynamic shared
 * memory that fits beside the kernel's static shared memory in shared_per_block, and no carveout
 * preference (-1). */
typedef struct CkKernelAttrs {
  guint64 max_dyn_shared;      /* cudaFuncAttributeMaxDynamicSharedMemorySize */
  gint32 carveout;             /* cudaFuncAttributePreferredSharedMemoryCarveout, percent or -1 */
} CkKernelAttrs;

/* The attributes of [kernel], created with their defaults on first use (run.c). */
CkKernelAttrs *ck_run_kernel_attrs (CkRun *run, const CkFunc *kernel);

/* Launches [kernel] (run.c): validates the configuration against the device model, runs the
 * grid (synchronously for now: streams are ordered and synchronous, issue 11 adds concurrency)
 * and returns the cudaError_t of the launch (cudaSuccess = 0). [args] holds one value per
 * kernel parameter; struct parameters pass the generic address of their bytes. A [kernel] that is
 * NULL or not a kernel (a launch through a pointer to something else) is
 * cudaErrorInvalidDeviceFunction. */
int ck_run_launch (CkRun *run, const CkFunc *kernel, CkDim3 grid, CkDim3 block, guint64 shmem,
                   guint64 stream, const CkVal *args, CkSrcLoc loc);
/* the same; [cooperative]: cudaLaunchCooperativeKernel's (grid.sync() may be used) */
int ck_run_launch_ex (CkRun *run, const CkFunc *kernel, CkDim3 grid, CkDim3 block, guint64 shmem,
                      guint64 stream, const CkVal *args, CkSrcLoc loc, gboolean cooperative);
/* Ends the program with [status] (exit(), or a fatal fault): the run loop stops. */
void ck_run_exit (CkRun *run, int status);
/* Calls the host function at generic address [fn_addr] (a function pointer value) with [args]
 * and runs it to completion; used by builtins that call back into the program (qsort, atexit).
 * Returns its integer result. */
gint64 ck_run_call_function (CkRun *run, guint64 fn_addr, const CkVal *args, int n_args);
/* Waits for all device work and flushes the device printf FIFO to stdout. */
void ck_run_device_synchronize (CkRun *run);
/* The CkWho of the runtime's copy engine (memcpy/memset issued by the CUDA runtime). */
const CkWho *ck_run_copy_engine_who (CkRun *run);

#endif
