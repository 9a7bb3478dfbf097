/* interp/cudart.c — the CUDA runtime API with CUDA 13's semantics and cudaError_t codes (issue 5):
 * memory, copies checked against the spaces of their pointers, symbols, device description from
 * the device model, errors (last and sticky), streams and events (the host side of the device
 * queues of semantics/stream.c), launches through ck_run_launch.
 * SPDX-License-Identifier: MIT */
#include <stdarg.h>
#include <string.h>
#include "frontend/type.h"
#include "interp/lower.h"
#include "interp/runtime.h"

/* cudaMemcpyKind, cudaLimit, cudaMemoryType and flags as driver_types.h defines them. */
enum { H2H = 0, H2D = 1, D2H = 2, D2D = 3, DEFAULT = 4 };
enum { LIMIT_PRINTF_FIFO_SIZE = 1, LIMIT_MALLOC_HEAP_SIZE = 2, LIMIT_DEV_RUNTIME_SYNC_DEPTH = 3,
       LIMIT_COUNT = 7 };
/* cudaFuncAttribute values cudaFuncSetAttribute knows; those from 10 on (thread block clusters,
 * which cudak's launches do not model) are accepted and have no effect. */
enum { FUNC_ATTR_MAX_DYN_SHARED = 8, FUNC_ATTR_CARVEOUT = 9, FUNC_ATTR_COUNT = 16 };
enum { MEMTYPE_UNREGISTERED = 0, MEMTYPE_HOST = 1, MEMTYPE_DEVICE = 2, MEMTYPE_MANAGED = 3 };
#define HOST_ALLOC_FLAGS 0x07u          /* cudaHostAllocPortable | Mapped | WriteCombined */
#define HOST_REGISTER_FLAGS 0x0fu       /* Portable | Mapped | IoMemory | ReadOnly */
#define DEVICE_FLAGS 0x1fu              /* schedule mask | MapHost | LmemResizeToMax */
#define EVENT_FLAGS 0x07u               /* BlockingSync | DisableTiming | Interprocess */
#define EVENT_DISABLE_TIMING 0x02u
#define EVENT_WAIT_FLAGS 0x01u          /* cudaEventWaitExternal */
/* cudaMallocPitch aligns rows to the texture pitch alignment of the device. */
#define CK_PITCH_ALIGN 512u
/* The widest pitch a 2D copy accepts: cudaDeviceProp::memPitch, cudaDevAttrMaxPitch. */
#define CK_MEM_PITCH_MAX 2147483647u
/* CUDA 13.0 as cudaRuntimeGetVersion reports it. */
#define CK_CUDART_VERSION 13000

static const struct { int value; const char *name, *str; } cuda_errors[] = {
#define CK_CUDA_ERROR(id, name, value, str) { value, name, str },
#include "interp/cuda-errors.def"
#undef CK_CUDA_ERROR
};

const char *
ck_cuda_error_name (int err)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cuda_errors); i++)
    if (cuda_errors[i].value == err)
      return cuda_errors[i].name;
  return "unrecognized error code";
}

const char *
ck_cuda_error_string (int err)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cuda_errors); i++)
    if (cuda_errors[i].value == err)
      return cuda_errors[i].str;
  return "unrecognized error code";
}

static const char *
api_name (CkBuiltinCall *c)
{
  return c->s && c->s->builtin >= 0 ? ck_builtin_table[c->s->builtin].name : "cuda";
}

/* The name of [err] for an observer: NULL for success and for a value the table lacks. */
static const char *
event_error_name (int err)
{
  if (err == CK_CUDA_SUCCESS)
    return NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (cuda_errors); i++)
    if (cuda_errors[i].value == err)
      return cuda_errors[i].name;
  return NULL;
}

/* Tells the observers that [function] returned [err]; [before] is the last error before the
 * call; [is_sticky]: [err] is the context's sticky error of an earlier kernel. */
static void
notify_api (CkBuiltinCall *c, const char *function, int err, int before, gboolean reads_last,
            gboolean is_sticky)
{
  if (ck_run_observes (c->run, on_api))
    {
      CkApiEvent ev = { function, err, c->result_used, ck_rt_loc (c), before, reads_last,
                        event_error_name (err), event_error_name (before), is_sticky };
      ck_run_on_api (c->run, &ev);
    }
}

/* Sets the result of the call [c] of [function] to [err] and tells the observers. */
static int
result (CkBuiltinCall *c, const char *function, int err, gboolean is_sticky)
{
  int before = c->run->last_error;
  if (err != CK_CUDA_SUCCESS)
    c->run->last_error = err;
  /* the runtime initialises the driver and makes the primary context current (cuda.h) */
  CkRuntime *rt = ck_rt (c->run);
  rt->cu_initialized = TRUE;
  rt->cu_runtime_ref = TRUE;
  if (!rt->cu_unbound)
    rt->cu_current = TRUE;
  notify_api (c, function, err, before, FALSE, is_sticky);
  CK_RET_I (c, err);
  return err;
}

int
ck_cudart_result (CkBuiltinCall *c, const char *function, int err)
{
  return result (c, function, err, FALSE);
}

#define RESULT(err) ck_cudart_result (c, api_name (c), (err))

/* An API misuse the program survives (it gets an error code): a report, not a trap. */
#define misuse(c, kind, ...) ck_rt_report ((c), (kind), __VA_ARGS__)

/* After a device fault the context is poisoned: every call that needs the device returns the
 * sticky error (cudaErrorAssert, cudaErrorIllegalAddress, ...). Returns TRUE if it did. */
static gboolean
sticky (CkBuiltinCall *c)
{
  if (!c->run->sticky_error)
    return FALSE;
  result (c, api_name (c), c->run->sticky_error, TRUE);
  return TRUE;
}

static gboolean
put64 (CkBuiltinCall *c, guint64 addr, guint64 v)
{
  return ck_rt_write (c, addr, &v, 8);
}

static gboolean
put32 (CkBuiltinCall *c, guint64 addr, gint32 v)
{
  return ck_rt_write (c, addr, &v, 4);
}

/* ---- CUDA graphs, built by stream capture ------------------------------------------------- */

/* enum cudaGraphNodeType (driver_types.h) */
enum {
  NODE_KERNEL = 0, NODE_MEMCPY = 1, NODE_MEMSET = 2, NODE_HOST = 3, NODE_GRAPH = 4, NODE_EMPTY = 5,
  NODE_EVENT_WAIT = 6, NODE_EVENT_RECORD = 7,
};

/* A node: a kernel launch (its configuration and arguments, a struct argument's bytes kept in a
 * block of their own), or a call of a stream-ordered API (cudaMemcpyAsync, cudaMemsetAsync,
 * cudaLaunchHostFunc) with its arguments, the stream's among them replaced when the graph runs. */
typedef struct GraphNode {
  const CkFunc *kernel;        /* a kernel node, else NULL */
  gboolean cooperative;        /* launched by cudaLaunchCooperativeKernel */
  CkDim3 grid, block;
  guint64 shmem;
  CkSrcLoc loc;
  int builtin;                 /* an API node: the builtin called */
  const CkStmt *s;             /* its call */
  const CkType *const *types;
  CkVal *args;
  int n_args, stream_arg;
  /* its place in the graph (built by capture or node by node, at the end of this file) */
  guint64 id;                  /* its cudaGraphNode_t */
  int type;                    /* its enum cudaGraphNodeType */
  GArray *deps;                /* guint64: the ids of the nodes it depends on */
  struct GraphMemset *fill;    /* a memset node's parameters (g_new), else NULL */
  guint64 event;               /* an event record or wait node's cudaEvent_t */
  guint64 child;               /* a child-graph node's graph (a clone of its own), else 0 */
  guint64 origin;              /* a clone's node: the node it copies */
} GraphNode;

/* A cudaGraph_t or a cudaGraphExec_t (one instantiated from it shares its nodes). */
typedef struct Graph {
  guint64 handle;
  gboolean is_exec;
  gboolean invalid;            /* capturing: an operation the capture forbids happened */
  GPtrArray *nodes;            /* GraphNode* */
  guint64 origin;              /* capturing: the stream that began it */
  GHashTable *forked;          /* capturing: the other streams that joined it (by waiting on one
                                  of its events) -> whether the origin has waited on them since
                                  their last captured work (GINT_TO_POINTER) */
  GArray *events;              /* capturing: handles of the events recorded into it */
  GHashTable *tails;           /* capturing: stream handle -> GArray of the ids of the nodes
                                  the stream's next captured node depends on */
  GHashTable *event_deps;      /* capturing: event handle -> GArray of the node ids its record
                                  follows */
  GArray *lanes;               /* an explicit exec: guint64 handles of the streams its nodes run
                                  in (graph_lanes), made at the first launch */
  int *lane_of;                /* ... the lane of each node (g_new) */
} Graph;

static void
graph_node_free (gpointer p)
{
  GraphNode *n = p;
  g_free (n->args);
  if (n->deps)
    g_array_free (n->deps, TRUE);
  g_free (n->fill);
  g_free (n);
}

static void
graph_free (gpointer p)
{
  Graph *g = p;
  g_ptr_array_unref (g->nodes);
  if (g->forked)
    g_hash_table_destroy (g->forked);
  if (g->events)
    g_array_free (g->events, TRUE);
  if (g->tails)
    g_hash_table_destroy (g->tails);
  if (g->event_deps)
    g_hash_table_destroy (g->event_deps);
  if (g->lanes)
    g_array_free (g->lanes, TRUE);
  g_free (g->lane_of);
  g_free (g);
}

/* A node was captured from stream [st]: a forked stream has work the origin has not joined. */
static void
captured_from (Graph *g, const CkStream *st)
{
  if (st->handle != g->origin)
    g_hash_table_insert (g->forked, g_memdup2 (&st->handle, 8), GINT_TO_POINTER (FALSE));
}

static void
id_array_free (gpointer p)
{
  g_array_free (p, TRUE);
}

/* Adds to [to] the ids of [from] it lacks. */
static void
ids_union (GArray *to, const GArray *from)
{
  for (guint i = 0; from && i < from->len; i++)
    {
      guint64 id = g_array_index (from, guint64, i);
      gboolean has = FALSE;
      for (guint j = 0; j < to->len && !has; j++)
        has = g_array_index (to, guint64, j) == id;
      if (!has)
        g_array_append_val (to, id);
    }
}

static int captured_type (const GraphNode *n);

/* A node captured from stream [stream] depends on what the stream's work so far ended with
 * (its last captured node, or the nodes of the events it waited for), and becomes that. */
static void
capture_deps (CkRun *run, Graph *g, GraphNode *n, guint64 stream)
{
  n->id = ck_rt_new_handle (ck_rt (run));
  n->type = captured_type (n);
  n->deps = g_array_new (FALSE, FALSE, sizeof (guint64));
  ids_union (n->deps, g_hash_table_lookup (g->tails, &stream));
  GArray *t = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_array_append_val (t, n->id);
  g_hash_table_insert (g->tails, g_memdup2 (&stream, 8), t);
}

static GHashTable *
graphs (CkRun *run)
{
  CkRuntime *rt = ck_rt (run);
  if (!rt->graphs)
    rt->graphs = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, graph_free);
  return rt->graphs;
}

static Graph *
graph_new (CkRun *run, GPtrArray *nodes, gboolean is_exec)
{
  Graph *g = g_new0 (Graph, 1);
  g->nodes = nodes ? g_ptr_array_ref (nodes) : g_ptr_array_new_with_free_func (graph_node_free);
  g->is_exec = is_exec;
  return g;
}

static void
graph_register (CkRun *run, Graph *g)
{
  g->handle = ck_rt_new_handle (ck_rt (run));
  g_hash_table_insert (graphs (run), &g->handle, g);
}

/* The graph or executable graph [h] names, NULL (reported) if none. */
static Graph *
graph_of (CkBuiltinCall *c, guint64 h, gboolean is_exec)
{
  Graph *g = h ? g_hash_table_lookup (graphs (c->run), &h) : NULL;
  if (!g || g->is_exec != is_exec)
    {
      misuse (c, CK_FAULT_API_MISUSE, "%s: %#" G_GINT64_MODIFIER "x is not a %s that exists",
              api_name (c), h, is_exec ? "cudaGraphExec_t" : "cudaGraph_t");
      return NULL;
    }
  return g;
}

static CkStream *stream_of (CkBuiltinCall *c, guint64 s);

int
ck_rt_capture_launch (CkRun *run, CkStream *st, const CkFunc *kernel, CkDim3 grid, CkDim3 block,
                      guint64 shmem, const CkVal *args, CkSrcLoc loc, gboolean cooperative)
{
  Graph *g = st->capture;
  GraphNode *n = g_new0 (GraphNode, 1);
  *n = (GraphNode) { kernel, cooperative, grid, block, shmem, loc, -1, NULL, NULL, NULL, 0, -1, 0, 0,
                     NULL, NULL, 0, 0, 0 };
  n->args = g_new0 (CkVal, kernel->n_params + 1);
  n->n_args = (int) kernel->n_params;
  for (guint32 i = 0; i < kernel->n_params; i++)
    {
      n->args[i] = args[i];
      guint32 bytes = kernel->param_copy_size ? kernel->param_copy_size[i] : 0;
      if (bytes)
        {
          /* a struct argument: its bytes now, as the launch would copy them */
          CkAlloc *a = ck_mem_alloc (run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC, bytes, 16,
                                     "a kernel node's argument", loc);
          guint8 *src = ck_mem_raw (run->mem, args[i].u, bytes);
          if (a && src)
            memcpy (a->data, src, bytes);
          n->args[i].u = a ? a->base : 0;
        }
    }
  capture_deps (run, g, n, st->handle);
  g_ptr_array_add (g->nodes, n);
  captured_from (g, st);
  return 0;
}

/* A stream-ordered call into a capturing stream: recorded as a node (TRUE), not run. */
static gboolean
capture_call (CkBuiltinCall *c, guint64 stream, int stream_arg)
{
  CkStream *st = ck_run_stream_of (c->run, stream);
  if (!st || !st->capture || !c->s)
    return FALSE;
  Graph *g = st->capture;
  GraphNode *n = g_new0 (GraphNode, 1);
  n->builtin = c->s->builtin;
  n->s = c->s;
  n->types = c->arg_types;
  n->n_args = MAX (c->n_args, stream_arg + 1);
  n->args = g_new0 (CkVal, n->n_args);
  memcpy (n->args, c->args, sizeof (CkVal) * (gsize) c->n_args);
  n->stream_arg = stream_arg;
  n->loc = ck_rt_loc (c);
  capture_deps (c->run, g, n, st->handle);
  g_ptr_array_add (g->nodes, n);
  captured_from (g, st);
  RESULT (CK_CUDA_SUCCESS);
  return TRUE;
}

/* cudaStreamSynchronize and cudaStreamQuery of a capturing stream: not permitted, and the
 * capture is invalidated (CUDA Runtime API, "Stream capture"). TRUE when it answered. */
static gboolean
capture_forbids (CkBuiltinCall *c, guint64 stream)
{
  CkStream *st = ck_run_stream_of (c->run, stream);
  if (!st || !st->capture)
    return FALSE;
  ((Graph *) st->capture)->invalid = TRUE;
  RESULT (CK_CUDA_STREAM_CAPTURE_UNSUPPORTED);
  return TRUE;
}

/* cudaEventRecord into a capturing stream: the event marks that point of the capture (TRUE:
 * answered, nothing enqueued). */
static gboolean
capture_record (CkBuiltinCall *c, CkRtEvent *e, CkStream *st)
{
  if (!st->capture)
    {
      e->captured = NULL;
      return FALSE;
    }
  Graph *g = st->capture;
  e->captured = g;
  e->captured_stream = st->handle;
  g_array_append_val (g->events, e->handle);
  GArray *deps = g_array_new (FALSE, FALSE, sizeof (guint64));
  ids_union (deps, g_hash_table_lookup (g->tails, &st->handle));
  g_hash_table_insert (g->event_deps, g_memdup2 (&e->handle, 8), deps);
  RESULT (CK_CUDA_SUCCESS);
  return TRUE;
}

/* cudaStreamWaitEvent with a captured event or into a capturing stream (TRUE: answered): a
 * stream that waits on an event of a capture joins it (a fork), the origin waiting on a forked
 * stream's event joins that stream back; waiting on work outside the capture is
 * cudaErrorStreamCaptureIsolation. The graph keeps its nodes in the order they were captured,
 * an order every dependency of the fork and join respects. */
static gboolean
capture_wait (CkBuiltinCall *c, CkStream *st, CkRtEvent *e)
{
  Graph *g = e->captured;
  if (!g && !st->capture)
    return FALSE;
  if (!g)
    {
      ((Graph *) st->capture)->invalid = TRUE;
      RESULT (CK_CUDA_STREAM_CAPTURE_ISOLATION);
      return TRUE;
    }
  if (st->capture && st->capture != g)
    {
      ((Graph *) st->capture)->invalid = TRUE;
      RESULT (CK_CUDA_STREAM_CAPTURE_MERGE);
      return TRUE;
    }
  if (!st->capture)
    {
      st->capture = g;     /* a fork: the stream's work from now on is captured */
      g_hash_table_insert (g->forked, g_memdup2 (&st->handle, 8), GINT_TO_POINTER (TRUE));
    }
  else if (st->handle == g->origin && e->captured_stream != g->origin)
    g_hash_table_insert (g->forked, g_memdup2 (&e->captured_stream, 8), GINT_TO_POINTER (TRUE));
  /* the stream's next node follows what the event's record followed, too */
  GArray *t = g_hash_table_lookup (g->tails, &st->handle);
  if (!t)
    {
      t = g_array_new (FALSE, FALSE, sizeof (guint64));
      g_hash_table_insert (g->tails, g_memdup2 (&st->handle, 8), t);
    }
  ids_union (t, g_hash_table_lookup (g->event_deps, &e->handle));
  RESULT (CK_CUDA_SUCCESS);
  return TRUE;
}

/* cudaStreamBeginCapture (stream, mode): the legacy default stream cannot capture */
void
ck_bi_cudaStreamBeginCapture (CkBuiltinCall *c)
{
  CkStream *st = stream_of (c, c->args[0].u);
  if (!st)
    RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
  else if (c->args[1].u > 2)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (st->is_legacy)
    RESULT (CK_CUDA_STREAM_CAPTURE_UNSUPPORTED);
  else if (st->capture)
    RESULT (CK_CUDA_ILLEGAL_STATE);
  else
    {
      Graph *g = graph_new (c->run, NULL, FALSE);
      g->origin = st->handle;
      g->forked = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      g->events = g_array_new (FALSE, FALSE, sizeof (guint64));
      g->tails = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, id_array_free);
      g->event_deps = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, id_array_free);
      st->capture = g;
      RESULT (CK_CUDA_SUCCESS);
    }
}

/* cudaStreamEndCapture (stream, &graph) */
void
ck_bi_cudaStreamEndCapture (CkBuiltinCall *c)
{
  CkStream *st = stream_of (c, c->args[0].u);
  if (!st)
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  if (!st->capture)
    {
      RESULT (CK_CUDA_ILLEGAL_STATE);
      return;
    }
  Graph *g = st->capture;
  if (st->handle != g->origin)
    {
      RESULT (CK_CUDA_STREAM_CAPTURE_UNMATCHED);
      return;
    }
  /* the capture ends in every stream that joined it; its events no longer name it */
  int err = g->invalid ? CK_CUDA_STREAM_CAPTURE_INVALIDATED : c->args[1].u ? 0 : CK_CUDA_INVALID_VALUE;
  GHashTableIter it;
  gpointer key, joined;
  g_hash_table_iter_init (&it, g->forked);
  while (g_hash_table_iter_next (&it, &key, &joined))
    {
      CkStream *f = ck_run_stream_of (c->run, *(guint64 *) key);
      if (f && f->capture == g)
        f->capture = NULL;
      if (!joined && !err)
        err = CK_CUDA_STREAM_CAPTURE_UNJOINED;
    }
  for (guint i = 0; i < g->events->len; i++)
    {
      guint64 h = g_array_index (g->events, guint64, i);
      CkRtEvent *e = g_hash_table_lookup (ck_rt (c->run)->events, &h);
      if (e && e->captured == g)
        e->captured = NULL;
    }
  st->capture = NULL;
  if (err)
    {
      graph_free (g);
      if (c->args[1].u)
        put64 (c, c->args[1].u, 0);
      RESULT (err);
      return;
    }
  graph_register (c->run, g);
  if (put64 (c, c->args[1].u, g->handle))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaStreamIsCapturing (stream, &status) */
void
ck_bi_cudaStreamIsCapturing (CkBuiltinCall *c)
{
  CkStream *st = stream_of (c, c->args[0].u);
  if (!st)
    RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
  else if (!c->args[1].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[1].u, !st->capture ? 0 : ((Graph *) st->capture)->invalid ? 2 : 1))
    RESULT (CK_CUDA_SUCCESS);
}

static Graph *graph_snapshot (CkBuiltinCall *c, Graph *g, gboolean is_exec);
static Graph *graph_clone_of (CkBuiltinCall *c, Graph *g);
static int graph_launch_lanes (CkBuiltinCall *c, Graph *g, CkStream *st);

/* cudaGraphInstantiate (&exec, graph, flags) and cudaGraphInstantiateWithFlags */
void
ck_bi_cudaGraphInstantiate (CkBuiltinCall *c)
{
  Graph *g = graph_of (c, c->args[1].u, FALSE);
  if (!g || !c->args[0].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  Graph *e = graph_snapshot (c, g, TRUE);
  if (!e)
    return;
  graph_register (c->run, e);
  if (put64 (c, c->args[0].u, e->handle))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaGraphLaunch (exec, stream): the nodes into the streams of the executable graph, each
 * after its dependencies, the stream's later work after all of them (graph_launch_lanes) */
void
ck_bi_cudaGraphLaunch (CkBuiltinCall *c)
{
  Graph *g = graph_of (c, c->args[0].u, TRUE);
  guint64 stream = c->args[1].u;
  CkStream *st = stream_of (c, stream);
  if (!g || !st)
    {
      RESULT (g ? CK_CUDA_INVALID_RESOURCE_HANDLE : CK_CUDA_INVALID_VALUE);
      return;
    }
  if (sticky (c))
    return;
  if (st->capture)
    {
      /* captured as a child-graph node of a copy of the executable graph's nodes */
      Graph *copy = graph_clone_of (c, g);
      if (!copy)
        return;
      Graph *cap = st->capture;
      GraphNode *n = g_new0 (GraphNode, 1);
      n->builtin = -1;
      n->stream_arg = -1;
      n->loc = ck_rt_loc (c);
      n->child = copy->handle;
      capture_deps (c->run, cap, n, st->handle);
      n->type = NODE_GRAPH;
      g_ptr_array_add (cap->nodes, n);
      captured_from (cap, st);
      RESULT (CK_CUDA_SUCCESS);
      return;
    }
  RESULT (graph_launch_lanes (c, g, st));
}

static void
graph_destroy (CkBuiltinCall *c, gboolean is_exec)
{
  Graph *g = graph_of (c, c->args[0].u, is_exec);
  if (!g)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  for (guint i = 0; g->lanes && i < g->lanes->len; i++)
    {
      /* the work already in the lanes still runs */
      CkStream *l = ck_run_stream_of (c->run, g_array_index (g->lanes, guint64, i));
      if (l)
        ck_stream_destroy (c->run, l);
    }
  g_hash_table_remove (graphs (c->run), &g->handle);
  RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaGraphDestroy (CkBuiltinCall *c) { graph_destroy (c, FALSE); }
void ck_bi_cudaGraphExecDestroy (CkBuiltinCall *c) { graph_destroy (c, TRUE); }

/* ---- memory ------------------------------------------------------------------------------ */

static void
malloc_in (CkBuiltinCall *c, CkSpace space, CkAllocKind kind, guint64 size, gboolean mapped)
{
  guint64 out = c->args[0].u;
  if (sticky (c))
    return;
  if (!out)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  guint64 p = 0;
  if (size > 0)
    {
      CkAlloc *a = ck_mem_alloc (c->run->mem, space, kind, size, 256, NULL, ck_rt_loc (c));
      if (!a)
        {
          put64 (c, out, 0);
          RESULT (CK_CUDA_MEMORY_ALLOCATION);
          return;
        }
      a->is_mapped = mapped;
      ck_rt_notify_alloc (c, a);
      p = a->base;
    }
  if (put64 (c, out, p))
    RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaMalloc (CkBuiltinCall *c) { malloc_in (c, CK_SPACE_GLOBAL, CK_ALLOC_CUDA_MALLOC, c->args[1].u, FALSE); }
void ck_bi_cudaMallocHost (CkBuiltinCall *c) { malloc_in (c, CK_SPACE_HOST, CK_ALLOC_PINNED, c->args[1].u, TRUE); }

void
ck_bi_cudaHostAlloc (CkBuiltinCall *c)
{
  if (c->args[2].u & ~(guint64) HOST_ALLOC_FLAGS)
    RESULT (CK_CUDA_INVALID_VALUE);
  else
    malloc_in (c, CK_SPACE_HOST, CK_ALLOC_PINNED, c->args[1].u, TRUE);
}

void
ck_bi_cudaMallocManaged (CkBuiltinCall *c)
{
  guint64 flags = c->n_args > 2 ? c->args[2].u : 1;
  if (flags != 1 && flags != 2)          /* cudaMemAttachGlobal or cudaMemAttachHost */
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (c->args[1].u == 0)
    RESULT (CK_CUDA_INVALID_VALUE);      /* size 0 is an error for managed memory */
  else
    malloc_in (c, CK_SPACE_MANAGED, CK_ALLOC_MANAGED, c->args[1].u, TRUE);
}

void
ck_bi_cudaMallocPitch (CkBuiltinCall *c)
{
  guint64 width = c->args[2].u, height = c->args[3].u;
  if (!c->args[1].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  guint64 pitch = (width + CK_PITCH_ALIGN - 1) / CK_PITCH_ALIGN * CK_PITCH_ALIGN;
  if (!put64 (c, c->args[1].u, pitch))
    return;
  malloc_in (c, CK_SPACE_GLOBAL, CK_ALLOC_CUDA_MALLOC, pitch * height, FALSE);
}

static void
free_kind (CkBuiltinCall *c, unsigned kinds, const char *fn)
{
  guint64 p = c->args[0].u;
  if (sticky (c))
    return;
  if (!p)
    {
      RESULT (CK_CUDA_SUCCESS);
      return;
    }
  ck_run_device_synchronize (c->run);      /* cudaFree waits for the device */
  CkFreeStatus st = ck_rt_release (c, p, kinds, fn);
  RESULT (st == CK_FREE_OK ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE);
}

typedef struct MemPool MemPool;
static MemPool *pool_of (CkRun *run, guint64 h);
static MemPool *current_pool (CkRun *run);
static void pool_malloc (CkBuiltinCall *c, MemPool *p, guint64 stream);
static void pool_note_free (CkRun *run, guint64 addr);
static void pools_sync (CkRun *run);

void
ck_bi_cudaFree (CkBuiltinCall *c)
{
  pool_note_free (c->run, c->args[0].u);   /* a pool's block may be freed this way too */
  free_kind (c, (1u << CK_ALLOC_CUDA_MALLOC) | (1u << CK_ALLOC_MANAGED), "cudaFree");
}

static gboolean valid_stream (CkBuiltinCall *c, guint64 s);
static gboolean sync_stream (CkBuiltinCall *c, guint64 stream);

/* The stream-ordered allocator. cudaMallocAsync (devPtr, size, stream) allocates at once, as
 * cudaMalloc does: the block exists from the call, where CUDA makes it usable from the point the
 * stream reaches (a use before that, by another stream, is not reported). cudaFreeAsync (ptr,
 * stream) waits for the stream's earlier work, then frees: the block is released when the
 * stream reaches the free, as in CUDA, and the host blocks meanwhile, where CUDA returns at
 * once (later work of other streams is not let overlap the free). */
void
ck_bi_cudaMallocAsync (CkBuiltinCall *c)
{
  /* from the device's current pool (cudaDeviceSetMemPool), counted in it */
  pool_malloc (c, current_pool (c->run), c->args[2].u);
}

void
ck_bi_cudaFreeAsync (CkBuiltinCall *c)
{
  guint64 p = c->args[0].u;
  if (sticky (c))
    return;
  if (!valid_stream (c, c->args[1].u))
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  if (!p)
    {
      RESULT (CK_CUDA_SUCCESS);
      return;
    }
  if (!sync_stream (c, c->args[1].u))
    return;
  CkFreeStatus st = ck_rt_release (c, p, 1u << CK_ALLOC_CUDA_MALLOC, "cudaFreeAsync");
  if (st == CK_FREE_OK)
    pool_note_free (c->run, p);
  RESULT (st == CK_FREE_OK ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE);
}
void ck_bi_cudaFreeHost (CkBuiltinCall *c) { free_kind (c, 1u << CK_ALLOC_PINNED, "cudaFreeHost"); }

void
ck_bi_cudaHostRegister (CkBuiltinCall *c)
{
  guint64 p = c->args[0].u, size = c->args[1].u;
  CkRuntime *rt = ck_rt (c->run);
  CkAlloc *a = ck_mem_lookup (c->run->mem, p);
  if (!p || !size || (c->args[2].u & ~(guint64) HOST_REGISTER_FLAGS) || !a || a->is_freed
      || a->space != CK_SPACE_HOST || p + size > a->base + a->size)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (a->is_mapped)
    RESULT (CK_CUDA_HOST_MEMORY_ALREADY_REGISTERED);
  else
    {
      a->is_mapped = TRUE;
      guint64 *k = g_new (guint64, 1), *v = g_new (guint64, 1);
      *k = p;
      *v = size;
      g_hash_table_insert (rt->registered, k, v);
      RESULT (CK_CUDA_SUCCESS);
    }
}

void
ck_bi_cudaHostUnregister (CkBuiltinCall *c)
{
  guint64 p = c->args[0].u;
  CkRuntime *rt = ck_rt (c->run);
  if (!g_hash_table_contains (rt->registered, &p))
    {
      RESULT (CK_CUDA_HOST_MEMORY_NOT_REGISTERED);
      return;
    }
  CkAlloc *a = ck_mem_lookup (c->run->mem, p);
  if (a)
    a->is_mapped = FALSE;
  g_hash_table_remove (rt->registered, &p);
  RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaHostGetDevicePointer (CkBuiltinCall *c)
{
  CkAlloc *a = ck_mem_lookup (c->run->mem, c->args[1].u);
  if (!c->args[0].u || c->args[2].u != 0 || !a || a->is_freed || !a->is_mapped)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put64 (c, c->args[0].u, c->args[1].u))     /* unified addressing: the same address */
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaHostGetFlags (CkBuiltinCall *c)
{
  CkAlloc *a = ck_mem_lookup (c->run->mem, c->args[1].u);
  if (!c->args[0].u || !a || a->is_freed || a->kind != CK_ALLOC_PINNED)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[0].u, 0x02))   /* cudaHostAllocMapped: all pinned memory is mapped */
    RESULT (CK_CUDA_SUCCESS);
}

/* Where a pointer lives, for copy-kind checks. */
static gboolean
is_device_side (CkSpace s)
{
  return s == CK_SPACE_GLOBAL || s == CK_SPACE_CONST || s == CK_SPACE_MANAGED;
}

static gboolean
is_host_side (CkSpace s)
{
  return s == CK_SPACE_HOST || s == CK_SPACE_MANAGED;
}

static const char *const kind_name[] = {
  "cudaMemcpyHostToHost", "cudaMemcpyHostToDevice", "cudaMemcpyDeviceToHost",
  "cudaMemcpyDeviceToDevice", "cudaMemcpyDefault",
};

/* Checks [kind] against the spaces of [dst] and [src]; returns a cudaError_t. */
static int
check_kind (CkBuiltinCall *c, guint64 dst, guint64 src, guint64 kind)
{
  if (kind > DEFAULT)
    return CK_CUDA_INVALID_MEMCPY_DIRECTION;
  if (kind == DEFAULT)
    return CK_CUDA_SUCCESS;
  CkSpace ds = CK_ADDR_SPACE (dst), ss = CK_ADDR_SPACE (src);
  gboolean dst_dev = kind == H2D || kind == D2D, src_dev = kind == D2H || kind == D2D;
  gboolean ok = (dst_dev ? is_device_side (ds) : is_host_side (ds))
                && (src_dev ? is_device_side (ss) : is_host_side (ss));
  if (ok)
    return CK_CUDA_SUCCESS;
  misuse (c, CK_FAULT_API_MISUSE,
          "%s with %s: the destination is %s memory and the source is %s memory", api_name (c),
          kind_name[kind], ck_space_name[ds], ck_space_name[ss]);
  return CK_CUDA_INVALID_VALUE;
}

/* The runtime knows the extent of the memory it allocated (device, managed, pinned or
 * registered host memory) and refuses a copy or memset of [n] bytes at [addr] that leaves it:
 * reports a bad copy of the whole range ([what]: "reads" or "writes") and returns FALSE. Pageable
 * host memory is not checked here: the memory layer reports the access that leaves it. */
static gboolean
range_ok (CkBuiltinCall *c, guint64 addr, guint64 n, const char *what)
{
  CkAlloc *a = ck_mem_lookup (c->run->mem, addr);
  if (!a || a->is_freed || !(is_device_side (a->space) || a->is_mapped))
    return TRUE;
  guint64 off = addr - a->base;
  if (n <= a->size - off)
    return TRUE;
  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "%s %s %" G_GUINT64_FORMAT " byte%s at offset %" G_GUINT64_FORMAT
                          " of ", api_name (c), what, n, n == 1 ? "" : "s", off);
  if (a->name)
    g_string_append_printf (s, "'%s' (%" G_GUINT64_FORMAT " bytes)", a->name, a->size);
  else
    {
      g_string_append_printf (s, "an allocation of %" G_GUINT64_FORMAT " bytes", a->size);
      if (a->alloc_loc.file)
        g_string_append_printf (s, " allocated at %s:%u:%u", a->alloc_loc.file->name,
                                a->alloc_loc.line, a->alloc_loc.col);
    }
  guint64 past = n - (a->size - off);
  g_string_append_printf (s, ": the last %" G_GUINT64_FORMAT " byte%s %s past the end", past,
                          past == 1 ? "" : "s", past == 1 ? "is" : "are");
  misuse (c, CK_FAULT_BAD_COPY, "%s", s->str);
  g_string_free (s, TRUE);
  return FALSE;
}

/* A synchronous copy or memset runs while the host waits, after the work of the streams it is
 * ordered after (sync_default). When that was all device work and the host has seen it end
 * (the device is not dirty), nothing can run beside the copy and its accesses are left
 * unrecorded, as they always were: a copy of 64 MiB costs no race tuples. Otherwise (a kernel
 * of a cudaStreamNonBlocking stream may still run, or ended unseen) the copy engine takes the
 * host's place in the order of the streams for the copy, as it takes an op's in a stream
 * (semantics/stream.c run_callback), and the checker checks and records its bytes: a
 * cudaMemcpy that reads what such a kernel writes is a race (issue 22). Returns whether it did
 * (then copy_order_end restores the copy engine from [saved]). */
static gboolean
copy_order_begin (CkRun *run, CkWho *saved)
{
  CkWho *engine = &run->copy_engine;
  if (engine->order || !run->device_dirty)
    return FALSE;
  *saved = *engine;
  engine->agent = run->host_warp->who.agent;
  engine->agent_pos = run->host_warp->who.agent_pos;
  engine->order = run->host_warp->who.order;
  return TRUE;
}

static void
copy_order_end (CkRun *run, gboolean is_ordered, const CkWho *saved)
{
  if (is_ordered)
    run->copy_engine = *saved;
}

/* A copy by the copy engine (w == NULL): bounds and frees are checked by the memory layer, and
 * the destination bytes take the source bytes' initialisation (ck_mem_copy_bytes). */
static int
copy_bytes (CkRun *run, guint64 dst, guint64 src, guint64 n, CkSrcLoc loc)
{
  if (n == 0)
    return CK_CUDA_SUCCESS;
  CkWho saved;
  gboolean is_ordered = copy_order_begin (run, &saved);
  gboolean ok = ck_mem_copy_bytes (run, NULL, 0, dst, src, n, loc);
  copy_order_end (run, is_ordered, &saved);
  return ok ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE;
}

/* The runtime refuses a copy that leaves the memory it allocated (range_ok). */
static int
check_copy_range (CkBuiltinCall *c, guint64 dst, guint64 src, guint64 n)
{
  if (n == 0)
    return CK_CUDA_SUCCESS;
  gboolean dst_ok = range_ok (c, dst, n, "writes");
  return range_ok (c, src, n, "reads") && dst_ok ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE;
}

static int
engine_copy (CkBuiltinCall *c, guint64 dst, guint64 src, guint64 n)
{
  int err = check_copy_range (c, dst, src, n);
  return err ? err : copy_bytes (c->run, dst, src, n, ck_rt_loc (c));
}

/* The stream [h] names; NULL (reported) if it was destroyed or never created. */
static CkStream *
stream_of (CkBuiltinCall *c, guint64 h)
{
  CkStream *s = ck_run_stream_of (c->run, h);
  if (!s)
    misuse (c, CK_FAULT_API_MISUSE, "%s: stream %#" G_GINT64_MODIFIER "x was destroyed or never "
            "created", api_name (c), h);
  return s;
}

static gboolean
valid_stream (CkBuiltinCall *c, guint64 s)
{
  return stream_of (c, s) != NULL;
}

/* ---- synchronisation with the device's streams (semantics/stream.c) ---- */

/* Waits for the work that an op of the default stream issued now would wait for (for the legacy
 * stream: all earlier work of the blocking streams), flushes device printf, and answers the
 * sticky error the device raised meanwhile. Returns FALSE (and sets the result) if there is
 * one. */
static gboolean
sync_default (CkBuiltinCall *c)
{
  CkOp *op = ck_stream_enqueue (c->run, NULL, CK_OP_WAIT, ck_rt_loc (c));
  ck_op_ref (op);
  ck_stream_wait_op (c->run, op);
  ck_op_unref (op);
  ck_run_flush_device_output (c->run);
  return !sticky (c);
}

/* The same for the work of [stream] so far. */
static gboolean
sync_stream (CkBuiltinCall *c, guint64 stream)
{
  ck_stream_wait (c->run, ck_run_stream_of (c->run, stream));
  ck_run_flush_device_output (c->run);
  return !sticky (c);
}

/* Host memory the copy engine cannot reach by DMA: not pinned, mapped or registered. */
static gboolean
is_pageable (CkBuiltinCall *c, guint64 addr)
{
  if (CK_ADDR_SPACE (addr) != CK_SPACE_HOST)
    return FALSE;
  CkAlloc *a = ck_mem_lookup (c->run->mem, addr);
  return !(a && a->is_mapped);
}

/* What a copy or memset of [n] bytes costs on the device clock (cudaEventElapsedTime): a
 * fixed setup, then the bytes at the copy engine's rate (README, "Streams"). */
enum { COPY_SETUP_CYCLES = 1000, COPY_BYTES_PER_CYCLE = 16 };

static guint64
copy_cost (guint64 n)
{
  return COPY_SETUP_CYCLES + n / COPY_BYTES_PER_CYCLE;
}

/* A synchronous copy or memset that succeeded ([err] == 0) is the work of the stream it is
 * ordered in, done while the host waits for it: that stream's timeline advances by its cost, so
 * the events recorded around it are apart (other streams' are not delayed). Returns [err]. */
static int
charge_sync_copy (CkBuiltinCall *c, guint64 n, int err)
{
  if (!err)
    ck_stream_charge_sync_copy (c->run, copy_cost (n));
  return err;
}

/* An asynchronous copy or memset, done when its stream gets to it. */
typedef struct AsyncCopy {
  guint64 dst, src, n;
  int value;
  gboolean is_fill;
  CkSrcLoc loc;
} AsyncCopy;

static void fill_bytes (CkRun *run, guint64 dst, int value, guint64 n, CkSrcLoc loc);

static void
run_async_copy (CkRun *run, CkOp *op)
{
  const AsyncCopy *a = op->data;
  if (a->is_fill)
    fill_bytes (run, a->dst, a->value, a->n, a->loc);
  else
    copy_bytes (run, a->dst, a->src, a->n, a->loc);
}

/* Queues a copy (or, with [is_fill], a memset of [value]) in [stream]. */
static void
enqueue_copy (CkBuiltinCall *c, guint64 stream, guint64 dst, guint64 src, guint64 n, int value,
              gboolean is_fill)
{
  AsyncCopy *a = g_new0 (AsyncCopy, 1);
  *a = (AsyncCopy) { dst, src, n, value, is_fill, ck_rt_loc (c) };
  CkOp *op = ck_stream_enqueue (c->run, ck_run_stream_of (c->run, stream), CK_OP_CALLBACK,
                                ck_rt_loc (c));
  op->run = run_async_copy;
  op->data = a;
  op->free_data = g_free;
  op->cost = copy_cost (n);
}

static void
memcpy_1d (CkBuiltinCall *c, guint64 stream, gboolean is_async)
{
  guint64 dst = c->args[0].u, src = c->args[1].u, n = c->args[2].u, kind = c->args[3].u;
  if (sticky (c))
    return;
  if (is_async && !valid_stream (c, stream))
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  int err = check_kind (c, dst, src, kind);
  if (err)
    {
      RESULT (err);
      return;
    }
  if (!is_async)
    {
      if (sync_default (c))
        RESULT (charge_sync_copy (c, n, engine_copy (c, dst, src, n)));
      return;
    }
  if (capture_call (c, stream, 4))
    return;
  /* with pageable host memory the copy is synchronous: the stream's work first, then the copy
   * (the CUDA Runtime API's "API synchronization behavior") */
  if (is_pageable (c, dst) || is_pageable (c, src))
    {
      if (sync_stream (c, stream))
        RESULT (charge_sync_copy (c, n, engine_copy (c, dst, src, n)));
      return;
    }
  err = check_copy_range (c, dst, src, n);
  if (!err)
    enqueue_copy (c, stream, dst, src, n, 0, FALSE);
  RESULT (err);
}

void ck_bi_cudaMemcpy (CkBuiltinCall *c) { memcpy_1d (c, 0, FALSE); }
void ck_bi_cudaMemcpyAsync (CkBuiltinCall *c) { memcpy_1d (c, c->n_args > 4 ? c->args[4].u : 0, TRUE); }

static void
memcpy_2d (CkBuiltinCall *c, gboolean is_async)
{
  guint64 dst = c->args[0].u, dpitch = c->args[1].u, src = c->args[2].u, spitch = c->args[3].u;
  guint64 width = c->args[4].u, height = c->args[5].u, kind = c->args[6].u;
  if (sticky (c))
    return;
  if (is_async && !valid_stream (c, c->n_args > 7 ? c->args[7].u : 0))
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  /* width must not exceed either pitch, nor a pitch the maximum (the CUDA Runtime API's
     cudaMemcpy2D): both are cudaErrorInvalidPitchValue */
  if (width > dpitch || width > spitch || dpitch > CK_MEM_PITCH_MAX || spitch > CK_MEM_PITCH_MAX)
    {
      RESULT (CK_CUDA_INVALID_PITCH_VALUE);
      return;
    }
  int err = check_kind (c, dst, src, kind);
  if (!err && !(is_async ? sync_stream (c, c->n_args > 7 ? c->args[7].u : 0) : sync_default (c)))
    return;
  for (guint64 r = 0; !err && r < height; r++)
    err = engine_copy (c, dst + r * dpitch, src + r * spitch, width);
  RESULT (charge_sync_copy (c, width * height, err));
}

void ck_bi_cudaMemcpy2D (CkBuiltinCall *c) { memcpy_2d (c, FALSE); }

int
ck_cudart_copy_2d (CkBuiltinCall *c, guint64 dst, guint64 dpitch, guint64 src, guint64 spitch,
                   guint64 width, guint64 height, guint64 kind, gboolean is_async, guint64 stream)
{
  if (is_async && !valid_stream (c, stream))
    return CK_CUDA_INVALID_RESOURCE_HANDLE;
  int err = check_kind (c, dst, src, kind);
  if (!err && !(is_async ? sync_stream (c, stream) : sync_default (c)))
    return -1;
  for (guint64 r = 0; !err && r < height; r++)
    err = engine_copy (c, dst + r * dpitch, src + r * spitch, width);
  return charge_sync_copy (c, width * height, err);
}

gboolean
ck_cudart_sticky (CkBuiltinCall *c)
{
  return sticky (c);
}
void ck_bi_cudaMemcpy2DAsync (CkBuiltinCall *c) { memcpy_2d (c, TRUE); }

/* The __device__ / __constant__ / __managed__ variable whose address is [sym], or NULL. */
static CkAlloc *
symbol (CkBuiltinCall *c, guint64 sym)
{
  CkAlloc *a = ck_mem_lookup (c->run->mem, sym);
  if (!a || a->is_freed || a->kind != CK_ALLOC_DEVICE_STATIC || a->base != sym)
    return NULL;
  return a;
}

static void
memcpy_symbol (CkBuiltinCall *c, gboolean to, gboolean is_async)
{
  /* ToSymbol (symbol, src, count, offset, kind); FromSymbol (dst, symbol, count, offset, kind) */
  guint64 sym = to ? c->args[0].u : c->args[1].u, other = to ? c->args[1].u : c->args[0].u;
  guint64 count = c->args[2].u;
  guint64 offset = c->n_args > 3 ? c->args[3].u : 0;
  guint64 kind = c->n_args > 4 ? c->args[4].u : (to ? H2D : D2H);
  if (sticky (c))
    return;
  if (is_async && !valid_stream (c, c->n_args > 5 ? c->args[5].u : 0))
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  CkAlloc *a = symbol (c, sym);
  if (!a)
    {
      misuse (c, CK_FAULT_API_MISUSE, "%s: the symbol argument is not the address of a "
              "__device__ or __constant__ variable", api_name (c));
      RESULT (CK_CUDA_INVALID_SYMBOL);
      return;
    }
  if (offset + count > a->size || offset + count < offset)
    {
      misuse (c, CK_FAULT_BAD_COPY, "%s: %" G_GUINT64_FORMAT " bytes at offset %" G_GUINT64_FORMAT
              " overrun '%s' (%" G_GUINT64_FORMAT " bytes)", api_name (c), count, offset,
              a->name ? a->name : "symbol", a->size);
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  gboolean kind_ok = kind == DEFAULT || kind == D2D || kind == (to ? H2D : D2H);
  if (!kind_ok)
    {
      RESULT (kind > DEFAULT ? CK_CUDA_INVALID_MEMCPY_DIRECTION : CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!(is_async ? sync_stream (c, c->n_args > 5 ? c->args[5].u : 0) : sync_default (c)))
    return;
  RESULT (charge_sync_copy (c, count, to ? engine_copy (c, sym + offset, other, count)
                                        : engine_copy (c, other, sym + offset, count)));
}

void ck_bi_cudaMemcpyToSymbol (CkBuiltinCall *c) { memcpy_symbol (c, TRUE, FALSE); }
void ck_bi_cudaMemcpyFromSymbol (CkBuiltinCall *c) { memcpy_symbol (c, FALSE, FALSE); }
void ck_bi_cudaMemcpyToSymbolAsync (CkBuiltinCall *c) { memcpy_symbol (c, TRUE, TRUE); }
void ck_bi_cudaMemcpyFromSymbolAsync (CkBuiltinCall *c) { memcpy_symbol (c, FALSE, TRUE); }

void
ck_bi_cudaGetSymbolAddress (CkBuiltinCall *c)
{
  CkAlloc *a = symbol (c, c->args[1].u);
  if (!a)
    RESULT (CK_CUDA_INVALID_SYMBOL);
  else if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put64 (c, c->args[0].u, a->base))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaGetSymbolSize (CkBuiltinCall *c)
{
  CkAlloc *a = symbol (c, c->args[1].u);
  if (!a)
    RESULT (CK_CUDA_INVALID_SYMBOL);
  else if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put64 (c, c->args[0].u, a->size))
    RESULT (CK_CUDA_SUCCESS);
}

/* A memset's destination must be device memory (or mapped host memory). */
static int
check_fill (CkBuiltinCall *c, guint64 dst)
{
  if (!is_device_side (CK_ADDR_SPACE (dst)) || CK_ADDR_SPACE (dst) == CK_SPACE_CONST)
    {
      CkAlloc *a = ck_mem_lookup (c->run->mem, dst);
      if (!(a && a->is_mapped))
        {
          misuse (c, CK_FAULT_API_MISUSE, "%s on %s memory, which is not device memory",
                  api_name (c), ck_space_name[CK_ADDR_SPACE (dst)]);
          return CK_CUDA_INVALID_VALUE;
        }
    }
  return CK_CUDA_SUCCESS;
}

static void
fill_bytes (CkRun *run, guint64 dst, int value, guint64 n, CkSrcLoc loc)
{
  ck_mem_fill_bytes (run, NULL, 0, dst, value, n, loc);
}

static int
engine_fill (CkBuiltinCall *c, guint64 dst, int value, guint64 n)
{
  if (n == 0)
    return CK_CUDA_SUCCESS;
  int err = check_fill (c, dst);
  if (err)
    return err;
  if (!range_ok (c, dst, n, "writes"))
    return CK_CUDA_INVALID_VALUE;
  CkWho saved;
  gboolean is_ordered = copy_order_begin (c->run, &saved);
  gboolean ok = ck_mem_fill_bytes (c->run, NULL, 0, dst, value, n, ck_rt_loc (c));
  copy_order_end (c->run, is_ordered, &saved);
  return ok ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE;
}

void
ck_bi_cudaMemset (CkBuiltinCall *c)
{
  if (sticky (c) || !sync_default (c))
    return;
  RESULT (charge_sync_copy (c, c->args[2].u,
                            engine_fill (c, c->args[0].u, (int) c->args[1].i, c->args[2].u)));
}

void
ck_bi_cudaMemsetAsync (CkBuiltinCall *c)
{
  if (sticky (c))
    return;
  guint64 stream = c->n_args > 3 ? c->args[3].u : 0;
  if (!valid_stream (c, stream))
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  int err = c->args[2].u ? check_fill (c, c->args[0].u) : CK_CUDA_SUCCESS;
  if (!err && c->args[2].u && !range_ok (c, c->args[0].u, c->args[2].u, "writes"))
    err = CK_CUDA_INVALID_VALUE;
  if (!err && capture_call (c, stream, 3))
    return;
  if (!err && c->args[2].u)
    enqueue_copy (c, stream, c->args[0].u, 0, c->args[2].u, (int) c->args[1].i, TRUE);
  RESULT (err);
}

void
ck_bi_cudaMemset2D (CkBuiltinCall *c)
{
  guint64 dst = c->args[0].u, pitch = c->args[1].u, width = c->args[3].u, height = c->args[4].u;
  if (sticky (c))
    return;
  if (width > pitch)       /* cudaMemset2D documents cudaErrorInvalidValue, not ...PitchValue */
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  int err = CK_CUDA_SUCCESS;
  if (!sync_default (c))
    return;
  for (guint64 r = 0; !err && r < height; r++)
    err = engine_fill (c, dst + r * pitch, (int) c->args[2].i, width);
  RESULT (charge_sync_copy (c, width * height, err));
}

void
ck_bi_cudaMemGetInfo (CkBuiltinCall *c)
{
  guint64 total = c->run->opts.model.total_global_mem;
  guint64 used = ck_mem_bytes_in_use (c->run->mem, CK_SPACE_GLOBAL)
                 + ck_mem_bytes_in_use (c->run->mem, CK_SPACE_MANAGED);
  if (!c->args[0].u || !c->args[1].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put64 (c, c->args[0].u, used < total ? total - used : 0) && put64 (c, c->args[1].u, total))
    RESULT (CK_CUDA_SUCCESS);
}

/* struct cudaPointerAttributes { enum cudaMemoryType type; int device; void *devicePointer;
 * void *hostPointer; long reserved[8]; } */
void
ck_bi_cudaPointerGetAttributes (CkBuiltinCall *c)
{
  guint64 out = c->args[0].u, p = c->args[1].u;
  if (!out)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  CkAlloc *a = ck_mem_lookup (c->run->mem, p);
  guint8 rec[24];
  gint32 type = MEMTYPE_UNREGISTERED, dev = -2;
  guint64 dptr = 0, hptr = 0;
  if (a && !a->is_freed)
    {
      if (a->space == CK_SPACE_GLOBAL || a->space == CK_SPACE_CONST)
        type = MEMTYPE_DEVICE, dev = 0, dptr = p;
      else if (a->space == CK_SPACE_MANAGED)
        type = MEMTYPE_MANAGED, dev = 0, dptr = hptr = p;
      else if (a->is_mapped)
        type = MEMTYPE_HOST, dev = 0, dptr = hptr = p;
      else
        hptr = p;
    }
  else
    hptr = p;
  memcpy (rec, &type, 4);
  memcpy (rec + 4, &dev, 4);
  memcpy (rec + 8, &dptr, 8);
  memcpy (rec + 16, &hptr, 8);
  if (ck_rt_write (c, out, rec, sizeof rec))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaMemPrefetchAsync (CkBuiltinCall *c)
{
  CkAlloc *a = ck_mem_lookup (c->run->mem, c->args[0].u);
  RESULT (a && !a->is_freed && a->space == CK_SPACE_MANAGED ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE);
}

/* cudaMemAdvise (devPtr, count, advice, struct cudaMemLocation { int type; int id; }): a hint
 * about where managed memory should live. The modelled device has one memory the host and the
 * device share at no cost, so no advice changes what a program computes; what the runtime
 * checks is checked: the range lies in one managed allocation (the device has no pageable
 * memory access), the advice is one of the six, and a location that the advice uses is the
 * device or the host. */
void
ck_bi_cudaMemAdvise (CkBuiltinCall *c)
{
  guint64 p = c->args[0].u, n = c->args[1].u;
  gint64 advice = c->args[2].i;
  CkAlloc *a = ck_mem_lookup (c->run->mem, p);
  if (!a || a->is_freed || a->space != CK_SPACE_MANAGED || n == 0 || p + n > a->base + a->size
      || advice < 1 || advice > 6)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  gint32 loc[2];
  if (!ck_rt_read (c, c->args[3].u, loc, sizeof loc))
    return;
  /* ReadMostly (1, 2) ignores the location; the others name a device or the host */
  enum { LOC_DEVICE = 1, LOC_HOST = 2, LOC_HOST_NUMA = 3, LOC_HOST_NUMA_CURRENT = 4 };
  if (advice > 2)
    {
      if (loc[0] == LOC_DEVICE && loc[1] != 0)
        {
          RESULT (loc[1] == -1 ? CK_CUDA_INVALID_VALUE : CK_CUDA_INVALID_DEVICE);
          return;
        }
      if (loc[0] < LOC_DEVICE || loc[0] > LOC_HOST_NUMA_CURRENT)
        {
          RESULT (CK_CUDA_INVALID_VALUE);
          return;
        }
    }
  RESULT (CK_CUDA_SUCCESS);
}

/* ---- device ------------------------------------------------------------------------------ */

void
ck_bi_cudaGetDeviceCount (CkBuiltinCall *c)
{
  if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[0].u, 1))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaSetDevice (CkBuiltinCall *c)
{
  if (c->args[0].i != 0)
    RESULT (CK_CUDA_INVALID_DEVICE);
  else if (!sticky (c))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaGetDevice (CkBuiltinCall *c)
{
  if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[0].u, 0))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaChooseDevice (CkBuiltinCall *c)
{
  if (!c->args[0].u || !c->args[1].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[0].u, 0))
    RESULT (CK_CUDA_SUCCESS);
}

/* The fields of struct cudaDeviceProp (CUDA 13.0, 1008 bytes) that cudak fills: byte offset,
 * size, value. Offsets were taken with offsetof from NVIDIA's driver_types.h and are checked by
 * tests/test-cudart.c. Unlisted fields are 0. */
typedef struct PropField { const char *name; guint32 offset, size; } PropField;
#define CK_PROP_FIELDS(X) \
  X (totalGlobalMem, 288, 8) X (sharedMemPerBlock, 296, 8) X (regsPerBlock, 304, 4) \
  X (warpSize, 308, 4) X (memPitch, 312, 8) X (maxThreadsPerBlock, 320, 4) \
  X (maxThreadsDim0, 324, 4) X (maxThreadsDim1, 328, 4) X (maxThreadsDim2, 332, 4) \
  X (maxGridSize0, 336, 4) X (maxGridSize1, 340, 4) X (maxGridSize2, 344, 4) \
  X (totalConstMem, 352, 8) X (major, 360, 4) X (minor, 364, 4) X (textureAlignment, 368, 8) \
  X (texturePitchAlignment, 376, 8) X (multiProcessorCount, 384, 4) X (integrated, 388, 4) \
  X (canMapHostMemory, 392, 4) X (maxTexture1D, 396, 4) X (maxTexture2D0, 404, 4) \
  X (maxTexture2D1, 408, 4) X (maxTexture3D0, 440, 4) X (maxTexture3D1, 444, 4) \
  X (maxTexture3D2, 448, 4) X (surfaceAlignment, 552, 8) X (concurrentKernels, 560, 4) \
  X (ECCEnabled, 564, 4) X (pciBusID, 568, 4) X (pciDeviceID, 572, 4) X (pciDomainID, 576, 4) \
  X (asyncEngineCount, 584, 4) X (unifiedAddressing, 588, 4) X (memoryBusWidth, 592, 4) \
  X (l2CacheSize, 596, 4) X (maxThreadsPerMultiProcessor, 604, 4) \
  X (streamPrioritiesSupported, 608, 4) X (globalL1CacheSupported, 612, 4) \
  X (localL1CacheSupported, 616, 4) X (sharedMemPerMultiprocessor, 624, 8) \
  X (regsPerMultiprocessor, 632, 4) X (managedMemory, 636, 4) X (concurrentManagedAccess, 656, 4) \
  X (computePreemptionSupported, 660, 4) X (cooperativeLaunch, 668, 4) \
  X (sharedMemPerBlockOptin, 672, 8) X (maxBlocksPerMultiProcessor, 688, 4) \
  X (hostRegisterSupported, 704, 4) \
  /* CUDA 12's fields that 13 removed, in the first reserved ints (frontend/include/driver_types.h) */ \
  X (clockRate, 784, 4) X (deviceOverlap, 788, 4) X (kernelExecTimeoutEnabled, 792, 4) \
  X (computeMode, 796, 4) X (maxTexture1DLinear, 800, 4) X (memoryClockRate, 804, 4) \
  X (singleToDoublePrecisionPerfRatio, 808, 4) X (cooperativeMultiDeviceLaunch, 812, 4)

/* The value of each field for the device model [m]. */
static guint64
prop_value (const CkDeviceModel *m, const char *name)
{
  static const struct { const char *name; guint64 value; } fixed[] = {
    { "memPitch", CK_MEM_PITCH_MAX }, { "textureAlignment", 512 }, { "texturePitchAlignment", 32 },
    { "canMapHostMemory", 1 }, { "maxTexture1D", 65536 }, { "maxTexture2D0", 65536 },
    { "maxTexture2D1", 65536 }, { "maxTexture3D0", 4096 }, { "maxTexture3D1", 4096 },
    { "maxTexture3D2", 4096 }, { "surfaceAlignment", 512 }, { "concurrentKernels", 1 },
    { "pciBusID", 1 }, { "asyncEngineCount", 2 }, { "unifiedAddressing", 1 },
    { "memoryBusWidth", 256 }, { "l2CacheSize", 2097152 }, { "streamPrioritiesSupported", 1 },
    { "globalL1CacheSupported", 1 }, { "localL1CacheSupported", 1 }, { "regsPerMultiprocessor", 65536 },
    { "managedMemory", 1 }, { "concurrentManagedAccess", 1 }, { "computePreemptionSupported", 1 },
    { "cooperativeLaunch", 1 }, { "hostRegisterSupported", 1 },
    /* CUDA 12's fields, the values cudaDeviceGetAttribute gives (ck_cudart_device_attr) */
    { "deviceOverlap", 1 }, { "kernelExecTimeoutEnabled", 0 }, { "computeMode", 0 },
    { "maxTexture1DLinear", 134217728 }, { "memoryClockRate", 3505000 },
    { "singleToDoublePrecisionPerfRatio", 32 },
  };
#define V(n, expr) if (strcmp (name, n) == 0) return (guint64) (expr);
  V ("totalGlobalMem", m->total_global_mem) V ("sharedMemPerBlock", m->shared_per_block)
  V ("regsPerBlock", m->regs_per_block) V ("warpSize", m->warp_size)
  V ("maxThreadsPerBlock", m->max_threads_per_block) V ("maxThreadsDim0", m->max_block_dim[0])
  V ("maxThreadsDim1", m->max_block_dim[1]) V ("maxThreadsDim2", m->max_block_dim[2])
  V ("maxGridSize0", m->max_grid_dim[0]) V ("maxGridSize1", m->max_grid_dim[1])
  V ("maxGridSize2", m->max_grid_dim[2]) V ("totalConstMem", m->total_const_mem)
  V ("major", m->cc_major) V ("minor", m->cc_minor) V ("multiProcessorCount", m->n_sms)
  V ("maxThreadsPerMultiProcessor", m->max_threads_per_sm)
  V ("sharedMemPerMultiprocessor", m->shared_per_sm) V ("sharedMemPerBlockOptin", m->shared_per_block_optin)
  V ("maxBlocksPerMultiProcessor", m->max_blocks_per_sm)
  V ("clockRate", m->clock_rate_khz)
  /* a multi-device cooperative launch needs sm_60 or later */
  V ("cooperativeMultiDeviceLaunch", m->cc_major >= 6)
#undef V
  for (gsize i = 0; i < G_N_ELEMENTS (fixed); i++)
    if (strcmp (name, fixed[i].name) == 0)
      return fixed[i].value;
  return 0;
}

/* Fills [buf] (CK_DEVICE_PROP_SIZE bytes) as cudaGetDeviceProperties does. */
void
ck_cudart_device_prop (const CkDeviceModel *m, guint8 *buf)
{
  static const PropField fields[] = {
#define F(n, off, size) { #n, off, size },
    CK_PROP_FIELDS (F)
#undef F
  };
  memset (buf, 0, CK_DEVICE_PROP_SIZE);
  g_strlcpy ((char *) buf, m->name ? m->name : "cudak", 256);
  /* uuid: fixed bytes so that programs printing it are reproducible */
  memcpy (buf + 256, "cudak-simt-gpu-0", 16);
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      guint64 v = prop_value (m, fields[i].name);
      memcpy (buf + fields[i].offset, &v, fields[i].size);    /* little-endian */
    }
}

void
ck_bi_cudaGetDeviceProperties (CkBuiltinCall *c)
{
  if (!c->args[0].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (c->args[1].i != 0)
    {
      RESULT (CK_CUDA_INVALID_DEVICE);
      return;
    }
  guint8 buf[CK_DEVICE_PROP_SIZE];
  ck_cudart_device_prop (&c->run->opts.model, buf);
  if (ck_rt_write (c, c->args[0].u, buf, sizeof buf))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaDeviceGetAttribute: [attr] is a cudaDeviceAttr; -1 if cudak does not know it. */
gint64
ck_cudart_device_attr (const CkDeviceModel *m, int attr)
{
  switch (attr)
    {
    case 1: return m->max_threads_per_block;
    case 2: case 3: case 4: return m->max_block_dim[attr - 2];
    case 5: case 6: case 7: return m->max_grid_dim[attr - 5];
    case 8: return (gint64) m->shared_per_block;
    case 9: return (gint64) MIN (m->total_const_mem, (guint64) G_MAXINT32);
    case 10: return m->warp_size;
    case 11: return CK_MEM_PITCH_MAX;
    case 12: return m->regs_per_block;
    case 13: return m->clock_rate_khz;
    case 14: return 512;
    case 15: return 1;                 /* GpuOverlap */
    case 16: return m->n_sms;
    case 17: case 18: case 20: return 0;   /* no timeout, not integrated, default compute mode */
    case 19: return 1;                 /* CanMapHostMemory */
    case 69: return 134217728;         /* MaxTexture1DLinearWidth (2^27) */
    case 96: return m->cc_major >= 6;  /* CooperativeMultiDeviceLaunch */
    case 31: return 1;                 /* ConcurrentKernels */
    case 32: return 0;                 /* EccEnabled */
    case 33: return 1;                 /* PciBusId */
    case 34: case 50: return 0;
    case 36: return 3505000;           /* MemoryClockRate, kHz */
    case 37: return 256;
    case 38: return 2097152;
    case 39: return m->max_threads_per_sm;
    case 40: return 2;
    case 41: return 1;                 /* UnifiedAddressing */
    case 75: return m->cc_major;
    case 76: return m->cc_minor;
    case 78: case 79: case 80: return 1;
    case 81: return (gint64) m->shared_per_sm;
    case 82: return 65536;
    case 83: return 1;                 /* ManagedMemory */
    case 84: case 85: return 0;
    case 86: return 0;
    case 87: return 32;                /* SingleToDoublePrecisionPerfRatio (Maxwell) */
    case 88: return 0;
    case 89: case 90: case 95: return 1;
    case 97: return (gint64) m->shared_per_block_optin;
    case 99: return 1;
    case 106: return m->max_blocks_per_sm;
    default: return -1;
    }
}

void
ck_bi_cudaDeviceGetAttribute (CkBuiltinCall *c)
{
  gint64 v = ck_cudart_device_attr (&c->run->opts.model, (int) c->args[1].i);
  if (!c->args[0].u || v < 0)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (c->args[2].i != 0)
    RESULT (CK_CUDA_INVALID_DEVICE);
  else if (put32 (c, c->args[0].u, (gint32) v))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaDeviceSynchronize (CkBuiltinCall *c)
{
  ck_run_device_synchronize (c->run);
  pools_sync (c->run);
  RESULT (c->run->sticky_error);
}

void ck_bi_cudaThreadSynchronize (CkBuiltinCall *c) { ck_bi_cudaDeviceSynchronize (c); }

void
ck_cudart_context_defaults (CkRuntime *rt)
{
  static const guint64 defaults[G_N_ELEMENTS (rt->limits)] = {
    1024,        /* cudaLimitStackSize */
    1 << 20,     /* cudaLimitPrintfFifoSize */
    8 << 20,     /* cudaLimitMallocHeapSize */
    2,           /* cudaLimitDevRuntimeSyncDepth */
    2048,        /* cudaLimitDevRuntimePendingLaunchCount */
    64,          /* cudaLimitMaxL2FetchGranularity */
    0,           /* cudaLimitPersistingL2CacheSize */
  };
  memcpy (rt->limits, defaults, sizeof defaults);
  rt->cache_config = 0;     /* cudaFuncCachePreferNone */
}

/* Destroys the context: device allocations are released, errors (sticky ones too) cleared, the
 * limits, the cache preference and the kernels' attributes back to their defaults. */
void
ck_bi_cudaDeviceReset (CkBuiltinCall *c)
{
  ck_run_device_synchronize (c->run);
  GPtrArray *live = ck_mem_live_heap (c->run->mem);
  for (guint i = 0; live && i < live->len; i++)
    {
      CkAlloc *a = g_ptr_array_index (live, i);
      if (a->kind == CK_ALLOC_CUDA_MALLOC || a->kind == CK_ALLOC_MANAGED || a->kind == CK_ALLOC_PINNED
          || a->kind == CK_ALLOC_DEVICE_MALLOC)
        ck_rt_release (c, a->base, 1u << a->kind, "cudaDeviceReset");
    }
  if (live)
    g_ptr_array_unref (live);
  CkRuntime *rt = ck_rt (c->run);
  for (guint i = c->run->streams->len; i-- > 0;)
    {
      CkStream *s = g_ptr_array_index (c->run->streams, i);
      if (s->handle > CK_STREAM_PER_THREAD && !s->destroyed)
        ck_stream_destroy (c->run, s);
    }
  g_hash_table_remove_all (rt->events);
  /* the fresh context has the default limits, cache preference and kernel attributes */
  ck_cudart_context_defaults (rt);
  g_hash_table_remove_all (c->run->kernel_attrs);
  g_hash_table_remove_all (c->run->launched);   /* no kernel has run in it: limits may change */
  rt->device_heap_used = 0;
  rt->device_flags_set = FALSE;
  ck_cudart_pools_free (rt);   /* the fresh context's default pool is a new one */
  rt->pools = NULL;
  c->run->sticky_error = 0;
  c->run->last_error = 0;
  RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaThreadExit (CkBuiltinCall *c) { ck_bi_cudaDeviceReset (c); }

void
ck_bi_cudaSetDeviceFlags (CkBuiltinCall *c)
{
  guint64 f = c->args[0].u;
  /* at most one scheduling flag */
  if ((f & ~(guint64) DEVICE_FLAGS) || __builtin_popcountll (f & 0x07) > 1)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  CkRuntime *rt = ck_rt (c->run);
  rt->device_flags = (unsigned) f;
  rt->device_flags_set = TRUE;
  RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaGetDeviceFlags (CkBuiltinCall *c)
{
  CkRuntime *rt = ck_rt (c->run);
  if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[0].u, (gint32) (rt->device_flags | 0x08)))   /* MapHost is implied */
    RESULT (CK_CUDA_SUCCESS);
}

/* The __global__ function a function pointer value [addr] designates, or NULL: a host function
 * is not one, and the cudaFunc* calls answer cudaErrorInvalidDeviceFunction for it. */
static const CkFunc *
kernel_at (CkRun *run, guint64 addr)
{
  const CkFunc *k = addr ? ck_program_func_at (run->prog, addr) : NULL;
  return k && k->is_kernel ? k : NULL;
}

void
ck_bi_cudaFuncSetCacheConfig (CkBuiltinCall *c)
{
  if (!kernel_at (c->run, c->args[0].u))
    RESULT (CK_CUDA_INVALID_DEVICE_FUNCTION);
  else
    RESULT (c->args[1].u <= 3 ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE);
}

void
ck_bi_cudaDeviceSetCacheConfig (CkBuiltinCall *c)
{
  if (c->args[0].u > 3)
    RESULT (CK_CUDA_INVALID_VALUE);
  else
    {
      ck_rt (c->run)->cache_config = (int) c->args[0].u;
      RESULT (CK_CUDA_SUCCESS);
    }
}
void ck_bi_cudaDeviceSetSharedMemConfig (CkBuiltinCall *c) { RESULT (c->args[0].u <= 2 ? CK_CUDA_SUCCESS : CK_CUDA_INVALID_VALUE); }
/* cudaFuncSetAttribute: the dynamic shared memory a kernel may ask for at launch may grow until
 * it and the kernel's static shared memory fill sharedMemPerBlockOptin; a carveout is a
 * percentage or -1 (no preference). */
void
ck_bi_cudaFuncSetAttribute (CkBuiltinCall *c)
{
  const CkFunc *k = kernel_at (c->run, c->args[0].u);
  gint64 value = (gint32) c->args[2].i;
  if (!k)
    {
      RESULT (CK_CUDA_INVALID_DEVICE_FUNCTION);
      return;
    }
  CkKernelAttrs *a = ck_run_kernel_attrs (c->run, k);
  switch (c->args[1].i)
    {
    case FUNC_ATTR_MAX_DYN_SHARED:
      if (value < 0 || (guint64) value + k->static_shared > c->run->opts.model.shared_per_block_optin)
        RESULT (CK_CUDA_INVALID_VALUE);
      else
        {
          a->max_dyn_shared = (guint64) value;
          RESULT (CK_CUDA_SUCCESS);
        }
      break;
    case FUNC_ATTR_CARVEOUT:
      if (value < -1 || value > 100)
        RESULT (CK_CUDA_INVALID_VALUE);
      else
        {
          a->carveout = (gint32) value;
          RESULT (CK_CUDA_SUCCESS);
        }
      break;
    default:
      RESULT (c->args[1].i >= 0 && c->args[1].i < FUNC_ATTR_COUNT ? CK_CUDA_SUCCESS
              : CK_CUDA_INVALID_VALUE);
      break;
    }
}

void
ck_bi_cudaDeviceGetCacheConfig (CkBuiltinCall *c)
{
  const CkDeviceModel *m = &c->run->opts.model;
  /* Maxwell and Pascal have a fixed L1/shared split: no preference is ever in effect */
  gboolean fixed = m->cc_major == 5 || m->cc_major == 6;
  if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[0].u, fixed ? 0 : ck_rt (c->run)->cache_config))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaDeviceGetLimit (CkBuiltinCall *c)
{
  guint64 lim = c->args[1].u;
  if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (lim >= LIMIT_COUNT
           || (lim == LIMIT_DEV_RUNTIME_SYNC_DEPTH && c->run->opts.model.cc_major >= 9))
    RESULT (CK_CUDA_UNSUPPORTED_LIMIT);     /* sync depth: gone from compute capability 9.0 */
  else if (put64 (c, c->args[0].u, ck_rt (c->run)->limits[lim]))
    RESULT (CK_CUDA_SUCCESS);
}

/* Whether a kernel launched so far uses [use] (CK_FUNC_USES_*, computed by the lowering). */
static gboolean
launched_kernel_uses (CkRun *run, guint32 use)
{
  GHashTableIter it;
  gpointer k;
  g_hash_table_iter_init (&it, run->launched);
  while (g_hash_table_iter_next (&it, &k, NULL))
    if (((const CkFunc *) k)->device_uses & use)
      return TRUE;
  return FALSE;
}

/* The CUDA Runtime API's cudaDeviceSetLimit: the printf FIFO and the malloc heap cannot change
 * after the launch of a kernel that uses printf(), or malloc() or free() (cudaErrorInvalidValue);
 * the device runtime's sync depth does not exist from compute capability 9.0 on. */
void
ck_bi_cudaDeviceSetLimit (CkBuiltinCall *c)
{
  guint64 lim = c->args[0].u;
  if (lim >= LIMIT_COUNT || (lim == LIMIT_DEV_RUNTIME_SYNC_DEPTH && c->run->opts.model.cc_major >= 9))
    RESULT (CK_CUDA_UNSUPPORTED_LIMIT);
  else if ((lim == LIMIT_PRINTF_FIFO_SIZE && launched_kernel_uses (c->run, CK_FUNC_USES_PRINTF))
           || (lim == LIMIT_MALLOC_HEAP_SIZE && launched_kernel_uses (c->run, CK_FUNC_USES_HEAP)))
    RESULT (CK_CUDA_INVALID_VALUE);
  else
    {
      ck_rt (c->run)->limits[lim] = c->args[1].u;
      RESULT (CK_CUDA_SUCCESS);
    }
}

/* struct cudaFuncAttributes: three size_t, then ints from maxThreadsPerBlock (offset 24).
 * sharedSizeBytes is the static shared memory the kernel and its callees use (CkFunc
 * static_shared); constSizeBytes, localSizeBytes and numRegs depend on nvcc's code generation
 * (register allocation, spilling), which cudak does not model: they are 0. */
void
ck_bi_cudaFuncGetAttributes (CkBuiltinCall *c)
{
  const CkFunc *k = c->args[1].u ? ck_program_func_at (c->run->prog, c->args[1].u) : NULL;
  if (!c->args[0].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!k || !k->is_kernel)
    {
      RESULT (CK_CUDA_INVALID_DEVICE_FUNCTION);
      return;
    }
  const CkDeviceModel *m = &c->run->opts.model;
  const CkKernelAttrs *a = ck_run_kernel_attrs (c->run, k);
  guint32 max_threads = m->max_threads_per_block;
  if (k->obj && k->obj->launch_bounds_max_threads > 0)
    max_threads = MIN (max_threads, (guint32) k->obj->launch_bounds_max_threads);
  guint8 rec[144];
  memset (rec, 0, sizeof rec);
  guint64 shared = k->static_shared;
  gint32 ints[] = { (gint32) max_threads, 0, m->cc_major * 10 + m->cc_minor,
                    m->cc_major * 10 + m->cc_minor, 0, (gint32) a->max_dyn_shared, a->carveout };
  memcpy (rec, &shared, 8);
  memcpy (rec + 24, ints, sizeof ints);
  if (ck_rt_write (c, c->args[0].u, rec, sizeof rec))
    RESULT (CK_CUDA_SUCCESS);
}

/* Blocks of kernel [k] with [bs] threads and [smem] bytes of dynamic shared memory that one SM
 * of the model holds at once (the limits issue_blocks applies, semantics/grid.c). */
static guint64
blocks_per_sm (const CkDeviceModel *m, const CkFunc *k, gint64 bs, guint64 smem)
{
  guint64 warps = ((guint64) bs + m->warp_size - 1) / m->warp_size;
  gboolean too_big = bs > (gint64) m->max_threads_per_block
                     || (k->obj && k->obj->launch_bounds_max_threads > 0
                         && bs > k->obj->launch_bounds_max_threads);
  guint64 n = too_big ? 0 : m->max_blocks_per_sm;
  n = MIN (n, m->max_warps_per_sm / MAX (warps, 1));
  n = MIN (n, m->max_threads_per_sm / (guint64) MAX (bs, 1));
  /* a block holds the kernel's static and the requested dynamic shared memory; one that would
     not fit in a block even after an opt-in never runs */
  guint64 shared = k->static_shared + smem;
  if (shared)
    n = shared > m->shared_per_block_optin ? 0 : MIN (n, m->shared_per_sm / shared);
  return n;
}

static void
occupancy_max_active_blocks (CkBuiltinCall *c, guint64 flags)
{
  const CkDeviceModel *m = &c->run->opts.model;
  gint64 bs = c->args[2].i;
  guint64 smem = c->args[3].u;
  /* the flags are cudaOccupancyDefault or cudaOccupancyDisableCachingOverride; the model has
     no L1/shared carve-out for the caching to change, so both give the same count */
  if (!c->args[0].u || bs <= 0 || (flags & ~(guint64) 1))
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  const CkFunc *k = kernel_at (c->run, c->args[1].u);
  if (!k)
    {
      RESULT (CK_CUDA_INVALID_DEVICE_FUNCTION);
      return;
    }
  guint64 n = blocks_per_sm (m, k, bs, smem);
  if (put32 (c, c->args[0].u, (gint32) n))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaOccupancyMaxActiveBlocksPerMultiprocessor (CkBuiltinCall *c)
{
  occupancy_max_active_blocks (c, 0);
}

void
ck_bi_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags (CkBuiltinCall *c)
{
  occupancy_max_active_blocks (c, c->args[4].u);
}

void
ck_bi_cudaDeviceCanAccessPeer (CkBuiltinCall *c)
{
  if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (c->args[1].i != 0 || c->args[2].i != 0)
    RESULT (CK_CUDA_INVALID_DEVICE);
  else if (put32 (c, c->args[0].u, 0))
    RESULT (CK_CUDA_SUCCESS);
}

/* ---- errors and versions ----------------------------------------------------------------- */

/* cudaGetLastError returns the last error and resets it, except a sticky one, which stays. */
void
ck_bi_cudaGetLastError (CkBuiltinCall *c)
{
  int before = c->run->last_error;
  int e = before ? before : c->run->sticky_error;
  c->run->last_error = c->run->sticky_error;
  notify_api (c, api_name (c), e, before, TRUE, FALSE);
  CK_RET_I (c, e);
}

void
ck_bi_cudaPeekAtLastError (CkBuiltinCall *c)
{
  int before = c->run->last_error;
  int e = before ? before : c->run->sticky_error;
  notify_api (c, api_name (c), e, before, TRUE, FALSE);
  CK_RET_I (c, e);
}

void ck_bi_cudaGetErrorString (CkBuiltinCall *c) { CK_RET_U (c, ck_rt_static_string (c, TRUE, ck_cuda_error_string ((int) c->args[0].i))); }
void ck_bi_cudaGetErrorName (CkBuiltinCall *c) { CK_RET_U (c, ck_rt_static_string (c, TRUE, ck_cuda_error_name ((int) c->args[0].i))); }

static void
version (CkBuiltinCall *c)
{
  if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[0].u, CK_CUDART_VERSION))
    RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaRuntimeGetVersion (CkBuiltinCall *c) { version (c); }
void ck_bi_cudaDriverGetVersion (CkBuiltinCall *c) { version (c); }

/* ---- launches ---------------------------------------------------------------------------- */

/* cudaLaunchKernel (func, dim3 grid, dim3 block, void **args, size_t shmem, cudaStream_t):
 * the dim3 arguments arrive as the addresses of their bytes; each args[i] points at the value
 * of kernel parameter i. */
/* The arguments of kernel [k] from the array of pointers at [params] (void **args of
 * cudaLaunchKernel, kernelParams of a kernel node) into [vals]: a struct argument by its address,
 * or with [copy_structs] by the address of a copy of its bytes made now (a graph node copies its
 * arguments when it is made). FALSE, the result set, when the array cannot be read. */
static gboolean
kernel_args (CkBuiltinCall *c, const CkFunc *k, guint64 params, CkVal *vals, gboolean copy_structs)
{
  guint32 n = k->n_params;
  if (n && !params)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return FALSE;
    }
  guint64 *ptrs = g_new0 (guint64, n + 1);
  gboolean ok = n == 0 || ck_rt_read (c, params, ptrs, 8 * (gsize) n);
  const CkParam *p = k->type ? k->type->params : NULL;
  for (guint32 i = 0; ok && i < n; i++, p = p ? p->next : NULL)
    {
      const CkType *t = p ? p->type : NULL;
      if (t && (t->kind == CK_TY_STRUCT || t->kind == CK_TY_UNION))
        {
          vals[i].u = ptrs[i];
          if (copy_structs && t->size > 0)
            {
              CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC,
                                         (guint64) t->size, 16, "a kernel node's argument",
                                         ck_rt_loc (c));
              ok = a && ck_rt_read (c, ptrs[i], a->data, (gsize) t->size);
              vals[i].u = a ? a->base : 0;
            }
        }
      else
        {
          gsize size = t && t->size > 0 ? (gsize) MIN (t->size, 16) : 8;
          ok = ck_rt_read (c, ptrs[i], &vals[i], size);
          if (ok && t && ck_type_is_integer (t) && !t->is_unsigned && size < 8)
            vals[i].i = size == 1 ? (gint8) vals[i].u : size == 2 ? (gint16) vals[i].u : (gint32) vals[i].u;
        }
    }
  g_free (ptrs);
  return ok;
}

static void
launch_kernel (CkBuiltinCall *c, gboolean cooperative)
{
  if (sticky (c))
    return;
  const CkFunc *k = c->args[0].u ? ck_program_func_at (c->run->prog, c->args[0].u) : NULL;
  if (!k || !k->is_kernel)
    {
      RESULT (CK_CUDA_INVALID_DEVICE_FUNCTION);
      return;
    }
  CkDim3 grid, block;
  if (!ck_rt_read (c, c->args[1].u, &grid, 12) || !ck_rt_read (c, c->args[2].u, &block, 12))
    return;
  guint64 stream = c->n_args > 5 ? c->args[5].u : 0;
  if (!valid_stream (c, stream))
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  CkVal *vals = g_new0 (CkVal, k->n_params + 1);
  gboolean ok = kernel_args (c, k, c->args[3].u, vals, FALSE);
  if (ok && cooperative)
    {
      /* CUDA Runtime API, cudaLaunchCooperativeKernel: "the total number of blocks launched
         cannot exceed the maximum number of blocks per multiprocessor as returned by
         cudaOccupancyMaxActiveBlocksPerMultiprocessor ... times the number of multiprocessors";
         more is cudaErrorCooperativeLaunchTooLarge. A block that cannot run at all is the
         launch's own error (ck_run_launch). */
      const CkDeviceModel *m = &c->run->opts.model;
      guint64 threads = (guint64) block.x * block.y * block.z;
      guint64 per_sm = blocks_per_sm (m, k, (gint64) threads, c->args[4].u);
      guint64 blocks = (guint64) grid.x * grid.y * grid.z;
      if (per_sm > 0 && threads <= m->max_threads_per_block && blocks > per_sm * m->n_sms)
        {
          RESULT (CK_CUDA_COOPERATIVE_LAUNCH_TOO_LARGE);
          ok = FALSE;
        }
    }
  if (ok)
    RESULT (ck_run_launch_ex (c->run, k, grid, block, c->args[4].u, stream, vals, ck_rt_loc (c),
                              cooperative));
  g_free (vals);
}

void
ck_bi_cudaLaunchKernel (CkBuiltinCall *c)
{
  launch_kernel (c, FALSE);
}

/* cudaLaunchCooperativeKernel (func, dim3 grid, dim3 block, void **args, size_t shmem,
 * cudaStream_t): a launch whose blocks must all be resident at once, so that grid_group::sync()
 * may wait for all of them (semantics/gridbar.c). */
void
ck_bi_cudaLaunchCooperativeKernel (CkBuiltinCall *c)
{
  launch_kernel (c, TRUE);
}

/* grid_group::is_valid(): the calling thread's grid was launched cooperatively */
void
ck_bi___cudak_grid_is_cooperative (CkBuiltinCall *c)
{
  const CkGrid *g = c->w && c->w->block ? c->w->block->grid : NULL;
  CK_RET_I (c, g && g->cooperative);
}

/* grid_group::sync() when is_valid() is false: the toolkit's header aborts the kernel
 * (__trap(), cudaErrorLaunchFailure) */
void
ck_bi___cudak_grid_invalid_sync (CkBuiltinCall *c)
{
  ck_run_fault (c->run, c->w, c->lane, CK_FAULT_TRAP, c->s,
                "grid.sync() in a kernel not launched with cudaLaunchCooperativeKernel: the "
                "grid_group is not valid and cooperative groups abort the kernel (__trap())");
}

/* ---- streams and events (semantics/stream.c) ---------------------------------------------- */

static void
stream_create (CkBuiltinCall *c, guint64 flags)
{
  CkRuntime *rt = ck_rt (c->run);
  if (sticky (c))            /* a poisoned context makes no streams */
    return;
  if (!c->args[0].u || flags > 1)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  guint64 h = ck_rt_new_handle (rt);
  if (!put64 (c, c->args[0].u, h))
    return;
  ck_stream_new (c->run, flags == 1, h);   /* 1: cudaStreamNonBlocking */
  RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaStreamCreate (CkBuiltinCall *c) { stream_create (c, 0); }
void ck_bi_cudaStreamCreateWithFlags (CkBuiltinCall *c) { stream_create (c, c->args[1].u); }
void ck_bi_cudaStreamCreateWithPriority (CkBuiltinCall *c) { stream_create (c, c->args[1].u); }

/* A stream made by cudaStreamCreate (the built-in streams cannot be destroyed). */
static CkStream *
created_stream (CkBuiltinCall *c, guint64 h)
{
  CkStream *s = h > CK_STREAM_PER_THREAD ? ck_run_stream_of (c->run, h) : NULL;
  if (!s)
    misuse (c, CK_FAULT_API_MISUSE, "%s: %#" G_GINT64_MODIFIER "x is not a stream made by "
            "cudaStreamCreate, or it was destroyed", api_name (c), h);
  return s;
}

/* The work already in the stream still runs; the handle is invalid at once. */
void
ck_bi_cudaStreamDestroy (CkBuiltinCall *c)
{
  CkStream *s = created_stream (c, c->args[0].u);
  if (!s)
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  ck_stream_destroy (c->run, s);
  RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaStreamSynchronize (CkBuiltinCall *c)
{
  if (!valid_stream (c, c->args[0].u))
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  if (capture_forbids (c, c->args[0].u))
    return;
  sync_stream (c, c->args[0].u);
  pools_sync (c->run);
  RESULT (c->run->sticky_error);
}

/* cudaErrorNotReady while the stream has work; one query lets the device take no step (seed
 * 003: a single query guarantees nothing), but the host runs on between queries. */
void
ck_bi_cudaStreamQuery (CkBuiltinCall *c)
{
  CkStream *s = stream_of (c, c->args[0].u);
  if (s && capture_forbids (c, c->args[0].u))
    return;
  if (s)
    ck_stream_query_progress (c->run);
  if (!s)
    RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
  else if (c->run->sticky_error)
    RESULT (c->run->sticky_error);
  else if (ck_stream_is_idle (s))
    {
      ck_stream_host_joins (c->run, &s->last);
      RESULT (CK_CUDA_SUCCESS);
    }
  else
    RESULT (CK_CUDA_NOT_READY);
}

/* The event [h] names; NULL (reported) if it was destroyed or never created. */
static CkRtEvent *
event (CkBuiltinCall *c, guint64 h)
{
  CkRtEvent *e = g_hash_table_lookup (ck_rt (c->run)->events, &h);
  if (!e)
    misuse (c, CK_FAULT_API_MISUSE, "%s: event %#" G_GINT64_MODIFIER "x was destroyed or never "
            "created", api_name (c), h);
  return e;
}

/* The stream waits until the event's last record (at the time of this call) has completed.
 * Its flags are cudaEventWaitDefault or cudaEventWaitExternal (which matters only to stream
 * capture): anything else is cudaErrorInvalidValue. */
void
ck_bi_cudaStreamWaitEvent (CkBuiltinCall *c)
{
  CkStream *s = stream_of (c, c->args[0].u);
  CkRtEvent *e = event (c, c->args[1].u);
  if (!s || !e)
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  if (c->n_args > 2 && (c->args[2].u & ~(guint64) EVENT_WAIT_FLAGS))
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (capture_wait (c, s, e))
    return;
  if (e->record)
    {
      CkOp *op = ck_stream_enqueue (c->run, s, CK_OP_WAIT, ck_rt_loc (c));
      ck_op_ref (e->record);
      op->wait_for = e->record;
    }
  RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaDeviceGetStreamPriorityRange (CkBuiltinCall *c)
{
  if (c->args[0].u && !put32 (c, c->args[0].u, 0))
    return;
  if (c->args[1].u && !put32 (c, c->args[1].u, -5))
    return;
  RESULT (CK_CUDA_SUCCESS);
}

/* A host function queued in a stream: runs on the host thread when the stream gets to it. */
typedef struct HostFunc {
  guint64 fn, data, stream;
  gboolean is_callback;        /* cudaStreamCallback_t (stream, status, data) */
} HostFunc;

static void
run_host_func (CkRun *run, CkOp *op)
{
  const HostFunc *h = op->data;
  CkVal args[3] = { { 0 } };
  if (h->is_callback)
    {
      args[0].u = h->stream;
      args[1].i = run->sticky_error;
      args[2].u = h->data;
      ck_run_call_function (run, h->fn, args, 3);
    }
  else
    {
      args[0].u = h->data;
      ck_run_call_function (run, h->fn, args, 1);
    }
}

static void
enqueue_host_func (CkBuiltinCall *c, guint64 stream, guint64 fn, guint64 data,
                   gboolean is_callback)
{
  CkStream *s = stream_of (c, stream);
  if (!s)
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  if (!fn)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (capture_call (c, stream, 0))
    return;
  HostFunc *h = g_new0 (HostFunc, 1);
  *h = (HostFunc) { fn, data, stream, is_callback };
  CkOp *op = ck_stream_enqueue (c->run, s, CK_OP_CALLBACK, ck_rt_loc (c));
  op->run = run_host_func;
  op->data = h;
  op->free_data = g_free;
  RESULT (CK_CUDA_SUCCESS);
}

/* cudaLaunchHostFunc (stream, fn, userData) */
void
ck_bi_cudaLaunchHostFunc (CkBuiltinCall *c)
{
  enqueue_host_func (c, c->args[0].u, c->args[1].u, c->args[2].u, FALSE);
}

/* cudaStreamAddCallback (stream, callback, userData, flags): flags must be 0 */
void
ck_bi_cudaStreamAddCallback (CkBuiltinCall *c)
{
  if (c->args[3].u != 0)
    RESULT (CK_CUDA_INVALID_VALUE);
  else
    enqueue_host_func (c, c->args[0].u, c->args[1].u, c->args[2].u, TRUE);
}

static void
event_create (CkBuiltinCall *c, guint64 flags)
{
  CkRuntime *rt = ck_rt (c->run);
  if (sticky (c))            /* nor events */
    return;
  if (!c->args[0].u || (flags & ~(guint64) EVENT_FLAGS)
      || ((flags & 0x04) && !(flags & EVENT_DISABLE_TIMING)))
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  CkRtEvent *e = g_new0 (CkRtEvent, 1);
  e->handle = ck_rt_new_handle (rt);
  e->flags = (unsigned) flags;
  if (!put64 (c, c->args[0].u, e->handle))
    {
      g_free (e);
      return;
    }
  g_hash_table_insert (rt->events, &e->handle, e);
  RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaEventCreate (CkBuiltinCall *c) { event_create (c, 0); }
void ck_bi_cudaEventCreateWithFlags (CkBuiltinCall *c) { event_create (c, c->args[1].u); }

/* The record completes when the stream's earlier work has: it then holds the device time. */
void
ck_bi_cudaEventRecord (CkBuiltinCall *c)
{
  CkRtEvent *e = event (c, c->args[0].u);
  CkStream *s = stream_of (c, c->n_args > 1 ? c->args[1].u : 0);
  if (!e || !s)
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  if (sticky (c) || capture_record (c, e, s))
    return;
  ck_op_unref (e->record);
  e->record = ck_stream_enqueue (c->run, s, CK_OP_RECORD, ck_rt_loc (c));
  ck_op_ref (e->record);
  RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaEventSynchronize (CkBuiltinCall *c)
{
  CkRtEvent *e = event (c, c->args[0].u);
  if (!e)
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  if (e->record)
    ck_stream_wait_op (c->run, e->record);
  ck_run_flush_device_output (c->run);
  pools_sync (c->run);
  RESULT (c->run->sticky_error);
}

/* cudaSuccess once the last record completed (or if there was none), else cudaErrorNotReady. */
void
ck_bi_cudaEventQuery (CkBuiltinCall *c)
{
  CkRtEvent *e = event (c, c->args[0].u);
  if (e)
    ck_stream_query_progress (c->run);
  if (!e)
    RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
  else if (c->run->sticky_error)
    RESULT (c->run->sticky_error);
  else if (!e->record || e->record->done)
    {
      if (e->record)
        ck_stream_host_joins (c->run, &e->record->vc);
      RESULT (CK_CUDA_SUCCESS);
    }
  else
    RESULT (CK_CUDA_NOT_READY);
}

/* Milliseconds between two completed records, from the simulated device time (semantics/
 * stream.c: its cost model) at the model's clock rate. */
void
ck_bi_cudaEventElapsedTime (CkBuiltinCall *c)
{
  CkRtEvent *a = event (c, c->args[1].u), *b = event (c, c->args[2].u);
  if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (!a || !b)
    RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
  else if ((a->flags | b->flags) & EVENT_DISABLE_TIMING)
    RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
  else if (!a->record || !b->record)
    RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
  else if (!a->record->done || !b->record->done)
    RESULT (CK_CUDA_NOT_READY);
  else
    {
      int khz = c->run->opts.model.clock_rate_khz > 0 ? c->run->opts.model.clock_rate_khz : 1000000;
      float ms = (float) (((double) b->record->time - (double) a->record->time) / khz);
      if (ck_rt_write (c, c->args[0].u, &ms, 4))
        RESULT (CK_CUDA_SUCCESS);
    }
}

void
ck_bi_cudaEventDestroy (CkBuiltinCall *c)
{
  guint64 h = c->args[0].u;
  CkRtEvent *e = event (c, h);
  if (!e)
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  g_hash_table_remove (ck_rt (c->run)->events, &h);
  RESULT (CK_CUDA_SUCCESS);
}

void
ck_rt_event_free (gpointer p)
{
  CkRtEvent *e = p;
  ck_op_unref (e->record);
  g_free (e);
}

/* No profiler is attached to cudak's device: profiling starts and stops nothing, as on a GPU
 * run outside a profiler; a context an earlier kernel broke returns its sticky error. */
void
ck_bi_cudaProfilerStart (CkBuiltinCall *c)
{
  if (!sticky (c))
    RESULT (CK_CUDA_SUCCESS);
}

void
ck_bi_cudaProfilerStop (CkBuiltinCall *c)
{
  if (!sticky (c))
    RESULT (CK_CUDA_SUCCESS);
}

/* ---- CUDA graphs built node by node ------------------------------------------------------ */


/* struct cudaMemsetParams { void *dst; size_t pitch; unsigned value, elementSize; size_t width,
 * height; }, read at the node's making. */
typedef struct GraphMemset {
  guint64 dst, pitch;
  guint32 value, elem;
  guint64 width, height;
  CkSrcLoc loc;
} GraphMemset;

/* The layouts of the parameter structs (CUDA 13's driver_types.h on LP64). */
enum {
  KNP_FUNC = 0, KNP_GRID = 8, KNP_BLOCK = 20, KNP_SHMEM = 32, KNP_PARAMS = 40, KNP_EXTRA = 48,
  KNP_SIZE = 56,
  MSP_DST = 0, MSP_PITCH = 8, MSP_VALUE = 16, MSP_ELEM = 20, MSP_WIDTH = 24, MSP_HEIGHT = 32,
  MSP_SIZE = 40,
  HNP_FN = 0, HNP_DATA = 8, HNP_SIZE = 16,
  MEMCPY3D_PARMS_SIZE = 160,   /* struct cudaMemcpy3DParms */
};

/* The node [id] of graph [g], its index into [g]'s nodes, or -1. */
static int
node_index (const Graph *g, guint64 id)
{
  for (guint i = 0; id && i < g->nodes->len; i++)
    if (((const GraphNode *) g_ptr_array_index (g->nodes, i))->id == id)
      return (int) i;
  return -1;
}

/* A captured node's type, from the call it recorded. */
static int
captured_type (const GraphNode *n)
{
  if (n->kernel)
    return NODE_KERNEL;
  switch (n->builtin)
    {
    case CK_BUILTIN_CUDA_MEMSET_ASYNC: return NODE_MEMSET;
    case CK_BUILTIN_CUDA_LAUNCH_HOST_FUNC: case CK_BUILTIN_CUDA_STREAM_ADD_CALLBACK:
      return NODE_HOST;
    default: return NODE_MEMCPY;
    }
}

/* cudaGraphCreate (&graph, flags): flags must be 0 */
void
ck_bi_cudaGraphCreate (CkBuiltinCall *c)
{
  if (!c->args[0].u || c->args[1].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  Graph *g = graph_new (c->run, NULL, FALSE);
  graph_register (c->run, g);
  if (put64 (c, c->args[0].u, g->handle))
    RESULT (CK_CUDA_SUCCESS);
}

/* The common part of cudaGraphAdd*Node (&node, graph, deps, numDeps, ...): checks the graph and
 * the dependencies (nodes of that graph, none twice) and makes the node, not yet added; NULL (the
 * result set) on an error, which is cudaErrorInvalidValue. */
static GraphNode *
node_begin (CkBuiltinCall *c, Graph **gp, int type)
{
  guint64 out = c->args[0].u, deps = c->args[2].u, n_deps = c->args[3].u;
  Graph *g = graph_of (c, c->args[1].u, FALSE);
  if (!g || !out || (n_deps && !deps))
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return NULL;
    }
  GraphNode *n = g_new0 (GraphNode, 1);
  n->builtin = -1;
  n->stream_arg = -1;
  n->type = type;
  n->loc = ck_rt_loc (c);
  n->deps = g_array_new (FALSE, FALSE, sizeof (guint64));
  for (guint64 i = 0; i < n_deps; i++)
    {
      guint64 d;
      gboolean twice = FALSE;
      if (!ck_rt_read (c, deps + 8 * i, &d, 8))
        {
          graph_node_free (n);
          return NULL;
        }
      for (guint j = 0; j < n->deps->len; j++)
        twice |= g_array_index (n->deps, guint64, j) == d;
      if (node_index (g, d) < 0 || twice)
        {
          misuse (c, CK_FAULT_API_MISUSE, "%s: dependency %" G_GUINT64_FORMAT " (%#"
                  G_GINT64_MODIFIER "x) is %s", api_name (c), i, d,
                  twice ? "given twice" : "not a node of this graph");
          graph_node_free (n);
          RESULT (CK_CUDA_INVALID_VALUE);
          return NULL;
        }
      g_array_append_val (n->deps, d);
    }
  *gp = g;
  return n;
}

/* Adds [n] to [g] and returns its handle into *args[0]. */
static void
node_end (CkBuiltinCall *c, Graph *g, GraphNode *n)
{
  n->id = ck_rt_new_handle (ck_rt (c->run));
  g_ptr_array_add (g->nodes, n);
  if (put64 (c, c->args[0].u, n->id))
    RESULT (CK_CUDA_SUCCESS);
}

/* An API node: [builtin] called with the [n_args] values of [args], argument [stream_arg] being
 * the stream the graph's launch gives it. */
static void
node_api (GraphNode *n, CkBuiltinCall *c, int builtin, const guint64 *args, int n_args,
          int stream_arg)
{
  n->builtin = builtin;
  n->s = c->s;
  n->n_args = n_args;
  n->args = g_new0 (CkVal, n_args);
  for (int i = 0; i < n_args; i++)
    n->args[i].u = args[i];
  n->stream_arg = stream_arg;
}

/* A kernel node's parameters from the cudaKernelNodeParams at [addr] into [n] (its kernel,
 * configuration and arguments, copied now: CUDA Runtime API, cudaGraphAddKernelNode: "the
 * kernelParams ... as well as the argument values it points to, are copied during this call").
 * FALSE, the result set, on an error: the function no kernel (cudaErrorInvalidDeviceFunction),
 * both kernelParams and extra (cudaErrorInvalidValue); extra alone is unsupported. */
static gboolean
kernel_node_params (CkBuiltinCall *c, guint64 addr, GraphNode *n)
{
  guint8 p[KNP_SIZE];
  if (!addr)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return FALSE;
    }
  if (!ck_rt_read (c, addr, p, sizeof p))
    return FALSE;
  guint64 func, params, extra;
  memcpy (&func, p + KNP_FUNC, 8);
  memcpy (&params, p + KNP_PARAMS, 8);
  memcpy (&extra, p + KNP_EXTRA, 8);
  const CkFunc *k = func ? ck_program_func_at (c->run->prog, func) : NULL;
  if (!k || !k->is_kernel)
    {
      RESULT (CK_CUDA_INVALID_DEVICE_FUNCTION);
      return FALSE;
    }
  if (params && extra)
    {
      RESULT (CK_CUDA_INVALID_VALUE);   /* both kinds of arguments */
      return FALSE;
    }
  if (extra)
    {
      misuse (c, CK_FAULT_UNSUPPORTED, "unsupported: a kernel node's arguments in the 'extra' "
              "format (CU_LAUNCH_PARAM_BUFFER_POINTER)");
      RESULT (CK_CUDA_NOT_SUPPORTED);
      return FALSE;
    }
  CkVal *args = g_new0 (CkVal, k->n_params + 1);
  if (!kernel_args (c, k, params, args, TRUE))
    {
      g_free (args);
      return FALSE;
    }
  guint32 shmem;
  memcpy (&n->grid, p + KNP_GRID, 12);
  memcpy (&n->block, p + KNP_BLOCK, 12);
  memcpy (&shmem, p + KNP_SHMEM, 4);
  n->kernel = k;
  n->cooperative = FALSE;
  n->shmem = shmem;
  n->n_args = (int) k->n_params;
  g_free (n->args);
  n->args = args;
  return TRUE;
}

/* cudaGraphAddKernelNode (..., const cudaKernelNodeParams *) */
void
ck_bi_cudaGraphAddKernelNode (CkBuiltinCall *c)
{
  GraphNode tmp = { 0 };
  if (!kernel_node_params (c, c->args[4].u, &tmp))
    return;
  Graph *g;
  GraphNode *n = node_begin (c, &g, NODE_KERNEL);
  if (!n)
    {
      g_free (tmp.args);
      return;
    }
  n->kernel = tmp.kernel;
  n->grid = tmp.grid;
  n->block = tmp.block;
  n->shmem = tmp.shmem;
  n->n_args = tmp.n_args;
  n->args = tmp.args;
  node_end (c, g, n);
}

/* cudaGraphAddMemcpyNode1D (..., dst, src, count, kind): a cudaMemcpyAsync of the launch */
void
ck_bi_cudaGraphAddMemcpyNode1D (CkBuiltinCall *c)
{
  guint64 dst = c->args[4].u, src = c->args[5].u, count = c->args[6].u, kind = c->args[7].u;
  int err = check_kind (c, dst, src, kind);
  if (err)
    {
      RESULT (err);
      return;
    }
  Graph *g;
  GraphNode *n = node_begin (c, &g, NODE_MEMCPY);
  if (!n)
    return;
  guint64 a[5] = { dst, src, count, kind, 0 };
  node_api (n, c, CK_BUILTIN_CUDA_MEMCPY_ASYNC, a, 5, 4);
  node_end (c, g, n);
}

/* cudaGraphAddMemcpyNode (..., const cudaMemcpy3DParms *): a cudaMemcpy3DAsync of the launch
 * with a copy of the parameters made now */
void
ck_bi_cudaGraphAddMemcpyNode (CkBuiltinCall *c)
{
  if (!c->args[4].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC,
                             MEMCPY3D_PARMS_SIZE, 16, "a memcpy node's parameters", ck_rt_loc (c));
  if (!a || !ck_rt_read (c, c->args[4].u, a->data, MEMCPY3D_PARMS_SIZE))
    return;
  Graph *g;
  GraphNode *n = node_begin (c, &g, NODE_MEMCPY);
  if (!n)
    return;
  guint64 args[2] = { a->base, 0 };
  node_api (n, c, CK_BUILTIN_CUDA_MEMCPY3_D_ASYNC, args, 2, 1);
  node_end (c, g, n);
}

/* A memset node's parameters from the cudaMemsetParams at [addr] into [m]: elementSize 1, 2 or
 * 4, pitch at least a row when there are several, the destination device memory; FALSE, the
 * result set (cudaErrorInvalidValue), otherwise. */
static gboolean
memset_node_params (CkBuiltinCall *c, guint64 addr, GraphMemset *m)
{
  guint8 p[MSP_SIZE];
  if (!addr)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return FALSE;
    }
  if (!ck_rt_read (c, addr, p, sizeof p))
    return FALSE;
  memset (m, 0, sizeof *m);
  memcpy (&m->dst, p + MSP_DST, 8);
  memcpy (&m->pitch, p + MSP_PITCH, 8);
  memcpy (&m->value, p + MSP_VALUE, 4);
  memcpy (&m->elem, p + MSP_ELEM, 4);
  memcpy (&m->width, p + MSP_WIDTH, 8);
  memcpy (&m->height, p + MSP_HEIGHT, 8);
  m->loc = ck_rt_loc (c);
  guint64 row = m->width * m->elem;
  if (!(m->elem == 1 || m->elem == 2 || m->elem == 4) || (m->height > 1 && m->pitch < row)
      || m->width > G_MAXUINT32 || m->height > G_MAXUINT32)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return FALSE;
    }
  int err = row && m->height ? check_fill (c, m->dst) : CK_CUDA_SUCCESS;
  for (guint64 r = 0; !err && row && r < m->height; r++)
    if (!range_ok (c, m->dst + r * m->pitch, row, "writes"))
      err = CK_CUDA_INVALID_VALUE;
  if (err)
    RESULT (err);
  return !err;
}

/* cudaGraphAddMemsetNode (..., const cudaMemsetParams *) */
void
ck_bi_cudaGraphAddMemsetNode (CkBuiltinCall *c)
{
  GraphMemset m;
  if (!memset_node_params (c, c->args[4].u, &m))
    return;
  Graph *g;
  GraphNode *n = node_begin (c, &g, NODE_MEMSET);
  if (!n)
    return;
  n->fill = g_memdup2 (&m, sizeof m);
  node_end (c, g, n);
}

/* cudaGraphAddHostNode (..., const cudaHostNodeParams *): a cudaLaunchHostFunc of the launch */
void
ck_bi_cudaGraphAddHostNode (CkBuiltinCall *c)
{
  guint8 p[HNP_SIZE];
  if (!c->args[4].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!ck_rt_read (c, c->args[4].u, p, sizeof p))
    return;
  guint64 a[3] = { 0, 0, 0 };
  memcpy (&a[1], p + HNP_FN, 8);
  memcpy (&a[2], p + HNP_DATA, 8);
  if (!a[1])
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  Graph *g;
  GraphNode *n = node_begin (c, &g, NODE_HOST);
  if (!n)
    return;
  node_api (n, c, CK_BUILTIN_CUDA_LAUNCH_HOST_FUNC, a, 3, 0);
  node_end (c, g, n);
}

/* cudaGraphAddEmptyNode (&node, graph, deps, numDeps): a point of the graph's order */
void
ck_bi_cudaGraphAddEmptyNode (CkBuiltinCall *c)
{
  Graph *g;
  GraphNode *n = node_begin (c, &g, NODE_EMPTY);
  if (n)
    node_end (c, g, n);
}

/* cudaGraphAddDependencies (graph, from, to, edgeData, n): to[i] depends on from[i]; an edge
 * that exists already is cudaErrorInvalidValue, as a node of another graph is */
void
ck_bi_cudaGraphAddDependencies (CkBuiltinCall *c)
{
  Graph *g = graph_of (c, c->args[0].u, FALSE);
  guint64 from = c->args[1].u, to = c->args[2].u, n = c->args[4].u;
  if (!g || (n && (!from || !to)))
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (c->args[3].u)
    {
      misuse (c, CK_FAULT_UNSUPPORTED, "unsupported: cudaGraphAddDependencies with edge data "
              "(pass NULL)");
      RESULT (CK_CUDA_NOT_SUPPORTED);
      return;
    }
  for (guint64 i = 0; i < n; i++)
    {
      guint64 f, t;
      if (!ck_rt_read (c, from + 8 * i, &f, 8) || !ck_rt_read (c, to + 8 * i, &t, 8))
        return;
      int fi = node_index (g, f), ti = node_index (g, t);
      gboolean dup = FALSE;
      GraphNode *tn = ti >= 0 ? g_ptr_array_index (g->nodes, ti) : NULL;
      for (guint j = 0; tn && j < tn->deps->len; j++)
        dup |= g_array_index (tn->deps, guint64, j) == f;
      if (fi < 0 || ti < 0 || fi == ti || dup)
        {
          RESULT (CK_CUDA_INVALID_VALUE);
          return;
        }
      g_array_append_val (tn->deps, f);
    }
  RESULT (CK_CUDA_SUCCESS);
}

/* The order [g]'s nodes may run in: each after its dependencies, ties by the order they were
 * added (Kahn's algorithm). NULL when the dependencies form a cycle; else [g]'s node count
 * indices (g_free). */
static int *
graph_order (const Graph *g)
{
  guint n = g->nodes->len, done = 0;
  int *order = g_new (int, n + 1);
  gboolean *placed = g_new0 (gboolean, n + 1);
  while (done < n)
    {
      gboolean progress = FALSE;
      for (guint i = 0; i < n; i++)
        {
          const GraphNode *x = g_ptr_array_index (g->nodes, i);
          gboolean ready = !placed[i];
          for (guint j = 0; ready && j < x->deps->len; j++)
            ready = placed[node_index (g, g_array_index (x->deps, guint64, j))];
          if (ready)
            {
              placed[i] = TRUE;
              order[done++] = (int) i;
              progress = TRUE;
            }
        }
      if (!progress)
        {
          g_free (order);
          order = NULL;
          break;
        }
    }
  g_free (placed);
  return order;
}

static GraphNode *
graph_node_copy (const GraphNode *n)
{
  GraphNode *m = g_memdup2 (n, sizeof *n);
  /* a kernel node holds n_params + 1 values, an API node n_args */
  m->args = n->args ? g_memdup2 (n->args, sizeof (CkVal) * (gsize) MAX (n->n_args, 1)) : NULL;
  m->deps = g_array_copy (n->deps);
  m->fill = n->fill ? g_memdup2 (n->fill, sizeof *n->fill) : NULL;
  return m;
}

/* A copy of explicit graph [g] in an order its launch keeps (an executable graph, or a clone),
 * the nodes keeping their handles; NULL (cudaErrorInvalidValue) when it has a cycle. */
static Graph *graph_clone_of (CkBuiltinCall *c, Graph *g);

/* An empty node of id [id] depending on [deps] (copied). */
static GraphNode *
empty_node (guint64 id, const GArray *deps)
{
  GraphNode *n = g_new0 (GraphNode, 1);
  n->id = id;
  n->type = NODE_EMPTY;
  n->builtin = -1;
  n->stream_arg = -1;
  n->deps = g_array_new (FALSE, FALSE, sizeof (guint64));
  ids_union (n->deps, deps);
  return n;
}

/* Copies of [g]'s nodes into [out], a child-graph node replaced by its graph's nodes between an
 * entry (a new empty node with the child node's dependencies, on which the child's roots depend)
 * and an exit (an empty node with the child node's handle, depending on the child's nodes that
 * nothing in it depends on), recursively. */
static void
graph_flatten (CkBuiltinCall *c, const Graph *g, GPtrArray *out)
{
  for (guint i = 0; i < g->nodes->len; i++)
    {
      const GraphNode *x = g_ptr_array_index (g->nodes, i);
      const Graph *ch = x->child ? g_hash_table_lookup (graphs (c->run), &x->child) : NULL;
      if (!ch)
        {
          g_ptr_array_add (out, graph_node_copy (x));
          continue;
        }
      GraphNode *entry = empty_node (ck_rt_new_handle (ck_rt (c->run)), x->deps);
      g_ptr_array_add (out, entry);
      guint first = out->len;
      graph_flatten (c, ch, out);
      GArray *sinks = g_array_new (FALSE, FALSE, sizeof (guint64));
      for (guint j = first; j < out->len; j++)
        {
          GraphNode *y = g_ptr_array_index (out, j);
          if (!y->deps->len)
            g_array_append_val (y->deps, entry->id);
          gboolean depended = FALSE;
          for (guint k = first; k < out->len && !depended; k++)
            {
              const GArray *d = ((GraphNode *) g_ptr_array_index (out, k))->deps;
              for (guint l = 0; l < d->len && !depended; l++)
                depended = g_array_index (d, guint64, l) == y->id;
            }
          if (!depended)
            g_array_append_val (sinks, y->id);
        }
      if (!sinks->len)
        g_array_append_val (sinks, entry->id);
      g_ptr_array_add (out, empty_node (x->id, sinks));
      g_array_free (sinks, TRUE);
    }
}

static Graph *
graph_snapshot (CkBuiltinCall *c, Graph *g, gboolean is_exec)
{
  Graph *flat = NULL;
  if (is_exec)
    {
      flat = graph_new (c->run, NULL, FALSE);
      graph_flatten (c, g, flat->nodes);
      g = flat;
    }
  int *order = graph_order (g);
  if (!order)
    {
      if (flat)
        graph_free (flat);
      misuse (c, CK_FAULT_API_MISUSE, "%s: the graph's dependencies form a cycle", api_name (c));
      RESULT (CK_CUDA_INVALID_VALUE);
      return NULL;
    }
  Graph *e = graph_new (c->run, NULL, is_exec);
  for (guint i = 0; i < g->nodes->len; i++)
    g_ptr_array_add (e->nodes, graph_node_copy (g_ptr_array_index (g->nodes, order[i])));
  g_free (order);
  if (flat)
    graph_free (flat);
  if (!is_exec)
    {
      /* a clone's nodes are nodes of their own (an executable graph's keep the handles of the
         graph's, which cudaGraphExec*SetParams name them by) */
      guint n = e->nodes->len;
      guint64 *old = g_new (guint64, n + 1);
      for (guint i = 0; i < n; i++)
        {
          GraphNode *x = g_ptr_array_index (e->nodes, i);
          old[i] = x->id;
          x->origin = x->id;
          x->id = ck_rt_new_handle (ck_rt (c->run));
          Graph *ch = x->child ? g_hash_table_lookup (graphs (c->run), &x->child) : NULL;
          Graph *cc = ch ? graph_clone_of (c, ch) : NULL;
          x->child = cc ? cc->handle : 0;   /* its own copy of the child graph too */
        }
      for (guint i = 0; i < n; i++)
        {
          GArray *deps = ((GraphNode *) g_ptr_array_index (e->nodes, i))->deps;
          for (guint j = 0; j < deps->len; j++)
            for (guint k = 0; k < n; k++)
              if (g_array_index (deps, guint64, j) == old[k])
                {
                  g_array_index (deps, guint64, j) = ((GraphNode *) g_ptr_array_index (e->nodes, k))->id;
                  break;
                }
        }
      g_free (old);
    }
  return e;
}

/* A registered clone of [g] (its nodes new, their handles mapped), or NULL (result set). */
static Graph *
graph_clone_of (CkBuiltinCall *c, Graph *g)
{
  Graph *e = graph_snapshot (c, g, FALSE);
  if (e)
    graph_register (c->run, e);
  return e;
}

/* cudaGraphClone (&clone, graph) */
void
ck_bi_cudaGraphClone (CkBuiltinCall *c)
{
  Graph *g = graph_of (c, c->args[1].u, FALSE);
  if (!g || !c->args[0].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  Graph *e = graph_snapshot (c, g, FALSE);
  if (!e)
    return;
  graph_register (c->run, e);
  if (put64 (c, c->args[0].u, e->handle))
    RESULT (CK_CUDA_SUCCESS);
}

/* The node [id] in any graph (not executable ones), and that graph into *[gp] if not NULL. */
static GraphNode *
node_find (CkBuiltinCall *c, guint64 id, Graph **gp)
{
  GHashTableIter it;
  gpointer key, val;
  g_hash_table_iter_init (&it, graphs (c->run));
  while (id && g_hash_table_iter_next (&it, &key, &val))
    {
      Graph *g = val;
      int i = g->is_exec ? -1 : node_index (g, id);
      if (i >= 0)
        {
          if (gp)
            *gp = g;
          return g_ptr_array_index (g->nodes, i);
        }
    }
  return NULL;
}

static GraphNode *
node_of (CkBuiltinCall *c, guint64 id)
{
  return node_find (c, id, NULL);
}

/* cudaGraphNodeGetType (node, &type) */
void
ck_bi_cudaGraphNodeGetType (CkBuiltinCall *c)
{
  GraphNode *n = node_of (c, c->args[0].u);
  if (!n || !c->args[1].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put32 (c, c->args[1].u, n->type))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaGraphGetNodes (graph, nodes, &numNodes) and cudaGraphGetRootNodes (graph, roots, &num):
 * with NULL the count; else up to *num handles, *num set to how many were written */
static void
get_nodes (CkBuiltinCall *c, gboolean roots)
{
  Graph *g = graph_of (c, c->args[0].u, FALSE);
  guint64 out = c->args[1].u, num = c->args[2].u, cap;
  if (!g || !num)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (out && !ck_rt_read (c, num, &cap, 8))
    return;
  guint64 k = 0;
  for (guint i = 0; i < g->nodes->len; i++)
    {
      const GraphNode *n = g_ptr_array_index (g->nodes, i);
      if (roots && n->deps->len)
        continue;
      if (out && k < cap && !put64 (c, out + 8 * k, n->id))
        return;
      k++;
    }
  if (put64 (c, num, out ? MIN (k, cap) : k))
    RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaGraphGetNodes (CkBuiltinCall *c) { get_nodes (c, FALSE); }
void ck_bi_cudaGraphGetRootNodes (CkBuiltinCall *c) { get_nodes (c, TRUE); }

/* cudaGraphUpload (exec, stream): the graph's resources reach the device ahead of a launch;
 * nothing to do here but check the handles */
void
ck_bi_cudaGraphUpload (CkBuiltinCall *c)
{
  Graph *g = graph_of (c, c->args[0].u, TRUE);
  if (!g)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (!stream_of (c, c->args[1].u))
    RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
  else
    RESULT (CK_CUDA_SUCCESS);
}

/* A memset node's work: row by row, the value's elementSize bytes repeated */
static void
run_graph_memset (CkRun *run, CkOp *op)
{
  const GraphMemset *m = op->data;
  guint64 row = m->width * m->elem;
  guint8 *buf = g_malloc (row + 1);
  for (guint64 i = 0; i < m->width; i++)
    memcpy (buf + i * m->elem, &m->value, m->elem);   /* little-endian: the low bytes */
  for (guint64 r = 0; r < m->height; r++)
    if (!ck_mem_write_bytes (run, NULL, 0, m->dst + r * m->pitch, buf, row, m->loc))
      break;
  g_free (buf);
}

/* The streams an executable graph's nodes run in: a node continues the lane of its first
 * dependency that no other node has continued yet (it waits for that node anyway), else it
 * takes a new lane. So independent nodes run concurrently, in streams of their own (their
 * unordered accesses race as on the device), and a chain runs in one stream. */
static void
graph_lanes (CkRun *run, Graph *g)
{
  guint n = g->nodes->len;
  gboolean *continued = g_new0 (gboolean, n + 1);
  g->lane_of = g_new0 (int, n + 1);
  g->lanes = g_array_new (FALSE, FALSE, sizeof (guint64));
  for (guint i = 0; i < n; i++)      /* the nodes are in a launch order (graph_snapshot) */
    {
      const GraphNode *x = g_ptr_array_index (g->nodes, i);
      int lane = -1;
      for (guint j = 0; lane < 0 && j < x->deps->len; j++)
        {
          int d = node_index (g, g_array_index (x->deps, guint64, j));
          if (!continued[d])
            {
              continued[d] = TRUE;
              lane = g->lane_of[d];
            }
        }
      if (lane < 0)
        {
          guint64 h = ck_rt_new_handle (ck_rt (run));
          ck_stream_new (run, TRUE, h);
          g_array_append_val (g->lanes, h);
          lane = (int) g->lanes->len - 1;
        }
      g->lane_of[i] = lane;
    }
  g_free (continued);
}

/* [s] waits for [rec] (an op holding a reference of ours). */
static void
lane_wait (CkRun *run, CkStream *s, CkOp *rec, CkSrcLoc loc)
{
  CkOp *w = ck_stream_enqueue (run, s, CK_OP_WAIT, loc);
  ck_op_ref (rec);
  w->wait_for = rec;
}

/* cudaGraphLaunch of an explicit graph into [st]: each node goes into its lane after waiting for
 * its dependencies (a root for [st]'s work so far), and [st] then waits for every node. Returns
 * the first error a node's call gave. */
static int
graph_launch_lanes (CkBuiltinCall *c, Graph *g, CkStream *st)
{
  CkRun *run = c->run;
  CkSrcLoc loc = ck_rt_loc (c);
  guint n = g->nodes->len;
  for (guint i = 0; g->lanes && i < g->lanes->len; i++)
    if (!ck_run_stream_of (run, g_array_index (g->lanes, guint64, i)))
      {
        /* cudaDeviceReset destroyed them: new ones */
        g_array_free (g->lanes, TRUE);
        g_clear_pointer (&g->lane_of, g_free);
        g->lanes = NULL;
      }
  if (!g->lanes)
    graph_lanes (run, g);
  CkOp *start = ck_stream_enqueue (run, st, CK_OP_RECORD, loc);
  ck_op_ref (start);
  CkOp **done = g_new0 (CkOp *, n + 1);
  int err = CK_CUDA_SUCCESS;
  for (guint i = 0; i < n; i++)
    {
      GraphNode *x = g_ptr_array_index (g->nodes, i);
      guint64 lane = g_array_index (g->lanes, guint64, g->lane_of[i]);
      CkStream *ls = ck_run_stream_of (run, lane);
      if (!x->deps->len)
        lane_wait (run, ls, start, loc);
      for (guint j = 0; j < x->deps->len; j++)
        {
          int d = node_index (g, g_array_index (x->deps, guint64, j));
          if (g->lane_of[d] != g->lane_of[i])
            lane_wait (run, ls, done[d], loc);
        }
      int e = CK_CUDA_SUCCESS;
      CkRtEvent *ev = x->event ? g_hash_table_lookup (ck_rt (run)->events, &x->event) : NULL;
      if (x->kernel)
        e = ck_run_launch_ex (run, x->kernel, x->grid, x->block, x->shmem, lane, x->args, x->loc,
                              x->cooperative);
      else if (x->event && !ev)
        e = CK_CUDA_INVALID_RESOURCE_HANDLE;   /* the event was destroyed */
      else if (x->event && x->type == NODE_EVENT_RECORD)
        {
          /* as cudaEventRecord into the lane */
          ck_op_unref (ev->record);
          ev->record = ck_stream_enqueue (run, ls, CK_OP_RECORD, x->loc);
          ck_op_ref (ev->record);
        }
      else if (x->event && ev->record)
        lane_wait (run, ls, ev->record, x->loc);   /* as cudaStreamWaitEvent */
      else if (x->fill)
        {
          CkOp *op = ck_stream_enqueue (run, ls, CK_OP_CALLBACK, x->loc);
          op->run = run_graph_memset;
          op->data = g_memdup2 (x->fill, sizeof *x->fill);
          op->free_data = g_free;
          op->cost = copy_cost (x->fill->width * x->fill->elem * x->fill->height);
        }
      else if (x->builtin >= 0)
        {
          CkVal *args = g_memdup2 (x->args, sizeof (CkVal) * (gsize) x->n_args);
          args[x->stream_arg].u = lane;
          CkBuiltinCall call = { .run = run, .w = c->w, .lane = c->lane, .s = x->s, .args = args,
                                 .n_args = x->n_args, .arg_types = x->types, .is_device = FALSE,
                                 .result_used = TRUE };
          run->builtins[x->builtin].impl (&call);
          e = (int) call.ret.i;
          g_free (args);
        }
      if (e && !err)
        err = e;
      done[i] = ck_stream_enqueue (run, ls, CK_OP_RECORD, loc);
      ck_op_ref (done[i]);
    }
  for (guint i = 0; i < n; i++)
    {
      lane_wait (run, st, done[i], loc);
      ck_op_unref (done[i]);
    }
  ck_op_unref (start);
  g_free (done);
  return err;
}

/* ---- stream-ordered memory pools ---------------------------------------------------------- */

/* enum cudaMemPoolAttr */
enum {
  POOL_REUSE_FOLLOW_EVENTS = 1, POOL_REUSE_OPPORTUNISTIC = 2, POOL_REUSE_INTERNAL_DEPS = 3,
  POOL_RELEASE_THRESHOLD = 4, POOL_RESERVED_CURRENT = 5, POOL_RESERVED_HIGH = 6,
  POOL_USED_CURRENT = 7, POOL_USED_HIGH = 8,
};
/* struct cudaMemPoolProps (CUDA 13, LP64): allocType, handleTypes, location {type, id},
 * win32SecurityAttributes, maxSize, usage, reserved[54] */
enum {
  MPP_ALLOC_TYPE = 0, MPP_HANDLE_TYPES = 4, MPP_LOC_TYPE = 8, MPP_LOC_ID = 12, MPP_WIN32 = 16,
  MPP_MAX_SIZE = 24, MPP_USAGE = 32, MPP_SIZE = 88,
};

/* One cudaMemPool_t. Its memory is counted in bytes as asked for: [used] by live allocations,
 * [cached] freed and kept for reuse (reserved = used + cached); the driver reserves in granules
 * of its own, so a GPU's figures are larger. Invariant: the highs are at least the currents. */
struct MemPool {
  guint64 handle;
  gboolean is_default;
  guint64 threshold;           /* cudaMemPoolAttrReleaseThreshold */
  gint32 reuse[3];             /* the three reuse policies (1: allowed, the default) */
  guint64 used, cached, used_high, reserved_high;
  guint64 max_size;            /* cudaMemPoolProps.maxSize: 0 for no limit of its own */
};

/* The runtime's pools (CkRuntime.pools), made on first use. */
struct CkMemPools {
  GHashTable *pools;           /* handle -> MemPool* (g_free) */
  GHashTable *allocs;          /* address of a live pool allocation -> PoolAlloc* (g_free) */
  guint64 default_pool, current_pool;
};

typedef struct {
  guint64 pool, size;
} PoolAlloc;

static MemPool *
pool_new (CkRuntime *rt, struct CkMemPools *ps)
{
  MemPool *p = g_new0 (MemPool, 1);
  p->handle = ck_rt_new_handle (rt);
  p->reuse[0] = p->reuse[1] = p->reuse[2] = 1;
  g_hash_table_insert (ps->pools, &p->handle, p);
  return p;
}

static struct CkMemPools *
pools (CkRun *run)
{
  CkRuntime *rt = ck_rt (run);
  if (!rt->pools)
    {
      struct CkMemPools *ps = g_new0 (struct CkMemPools, 1);
      ps->pools = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, g_free);
      ps->allocs = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
      MemPool *d = pool_new (rt, ps);
      d->is_default = TRUE;
      ps->default_pool = ps->current_pool = d->handle;
      rt->pools = ps;
    }
  return rt->pools;
}

void
ck_cudart_pools_free (CkRuntime *rt)
{
  if (!rt->pools)
    return;
  g_hash_table_destroy (rt->pools->pools);
  g_hash_table_destroy (rt->pools->allocs);
  g_free (rt->pools);
}

static MemPool *
pool_of (CkRun *run, guint64 h)
{
  return h ? g_hash_table_lookup (pools (run)->pools, &h) : NULL;
}

/* The pool cudaMallocAsync takes from (cudaDeviceSetMemPool's, else the default). */
static MemPool *
current_pool (CkRun *run)
{
  return pool_of (run, pools (run)->current_pool);
}

static void
pool_update_highs (MemPool *p)
{
  p->used_high = MAX (p->used_high, p->used);
  p->reserved_high = MAX (p->reserved_high, p->used + p->cached);
}

/* An allocation of [size] bytes at [addr] from pool [p]: freed memory it keeps is reused first. */
static void
pool_note_alloc (CkRun *run, MemPool *p, guint64 addr, guint64 size)
{
  p->cached -= MIN (p->cached, size);
  p->used += size;
  pool_update_highs (p);
  guint64 *k = g_new (guint64, 1);
  PoolAlloc *a = g_new (PoolAlloc, 1);
  *k = addr;
  *a = (PoolAlloc) { p->handle, size };
  g_hash_table_insert (pools (run)->allocs, k, a);
}

/* [addr] is freed (cudaFreeAsync, cudaFree): a pool allocation's bytes become its cache. */
static void
pool_note_free (CkRun *run, guint64 addr)
{
  if (!ck_rt (run)->pools)
    return;
  PoolAlloc *a = g_hash_table_lookup (pools (run)->allocs, &addr);
  if (!a)
    return;
  MemPool *p = pool_of (run, a->pool);
  if (p)
    {
      p->used -= MIN (p->used, a->size);
      p->cached += a->size;
    }
  g_hash_table_remove (pools (run)->allocs, &addr);
}

/* A pool keeps at most max ([keep], its used bytes) reserved. */
static void
pool_trim (MemPool *p, guint64 keep)
{
  if (p->used + p->cached > keep)
    p->cached = keep > p->used ? keep - p->used : 0;
}

/* A stream, event or device synchronisation: every pool holding more than its release threshold
 * releases memory down to it (the CUDA Runtime API, cudaMemPoolAttrReleaseThreshold). */
static void
pools_sync (CkRun *run)
{
  if (!ck_rt (run)->pools)
    return;
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init (&it, pools (run)->pools);
  while (g_hash_table_iter_next (&it, &k, &v))
    pool_trim (v, ((MemPool *) v)->threshold);
}

/* cudaDeviceGetDefaultMemPool (&pool, device), cudaDeviceGetMemPool (&pool, device) */
static void
device_pool (CkBuiltinCall *c, gboolean current)
{
  if (c->args[1].i != 0)
    RESULT (CK_CUDA_INVALID_DEVICE);
  else if (!c->args[0].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put64 (c, c->args[0].u, current ? pools (c->run)->current_pool
                                           : pools (c->run)->default_pool))
    RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaDeviceGetDefaultMemPool (CkBuiltinCall *c) { device_pool (c, FALSE); }
void ck_bi_cudaDeviceGetMemPool (CkBuiltinCall *c) { device_pool (c, TRUE); }

/* cudaDeviceSetMemPool (device, pool): the pool cudaMallocAsync takes from */
void
ck_bi_cudaDeviceSetMemPool (CkBuiltinCall *c)
{
  MemPool *p = pool_of (c->run, c->args[1].u);
  if (c->args[0].i != 0)
    RESULT (CK_CUDA_INVALID_DEVICE);
  else if (!p)
    RESULT (CK_CUDA_INVALID_VALUE);
  else
    {
      pools (c->run)->current_pool = p->handle;
      RESULT (CK_CUDA_SUCCESS);
    }
}

/* cudaMemPoolCreate (&pool, props): pinned device memory of device 0, no export handle types
 * (POSIX file descriptors would need IPC, which cudak does not model: unsupported) */
void
ck_bi_cudaMemPoolCreate (CkBuiltinCall *c)
{
  guint8 p[MPP_SIZE];
  if (!c->args[0].u || !c->args[1].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!ck_rt_read (c, c->args[1].u, p, sizeof p))
    return;
  gint32 alloc_type, handle_types, loc_type, loc_id;
  guint64 max_size;
  memcpy (&alloc_type, p + MPP_ALLOC_TYPE, 4);
  memcpy (&handle_types, p + MPP_HANDLE_TYPES, 4);
  memcpy (&loc_type, p + MPP_LOC_TYPE, 4);
  memcpy (&loc_id, p + MPP_LOC_ID, 4);
  memcpy (&max_size, p + MPP_MAX_SIZE, 8);
  /* cudaMemAllocationTypePinned on cudaMemLocationTypeDevice 0; the call documents only
     cudaErrorInvalidValue and cudaErrorNotSupported */
  if (alloc_type != 1 || loc_type != 1 || loc_id != 0)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (handle_types)
    {
      misuse (c, CK_FAULT_UNSUPPORTED, "unsupported: a memory pool with export handle types "
              "(interprocess sharing)");
      RESULT (CK_CUDA_NOT_SUPPORTED);
      return;
    }
  MemPool *m = pool_new (ck_rt (c->run), pools (c->run));
  m->max_size = max_size;
  if (put64 (c, c->args[0].u, m->handle))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaMemPoolDestroy (pool): a device's default pool cannot be destroyed; allocations still
 * live stay valid (the pool goes once they are freed, as documented) */
void
ck_bi_cudaMemPoolDestroy (CkBuiltinCall *c)
{
  MemPool *p = pool_of (c->run, c->args[0].u);
  if (!p || p->is_default)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  struct CkMemPools *ps = pools (c->run);
  if (ps->current_pool == p->handle)
    ps->current_pool = ps->default_pool;
  g_hash_table_remove (ps->pools, &p->handle);
  RESULT (CK_CUDA_SUCCESS);
}

/* cudaMallocFromPoolAsync (&ptr, size, pool, stream) and cudaMallocAsync's accounting: the block
 * is allocated at the call, as cudaMallocAsync's is */
static void
pool_malloc (CkBuiltinCall *c, MemPool *p, guint64 stream)
{
  if (!valid_stream (c, stream))
    {
      RESULT (CK_CUDA_INVALID_RESOURCE_HANDLE);
      return;
    }
  if (p->max_size && p->used + c->args[1].u > p->max_size)
    {
      RESULT (CK_CUDA_MEMORY_ALLOCATION);
      return;
    }
  malloc_in (c, CK_SPACE_GLOBAL, CK_ALLOC_CUDA_MALLOC, c->args[1].u, FALSE);
  guint64 addr = 0;
  if (c->ret.i == CK_CUDA_SUCCESS && c->args[0].u && ck_rt_read (c, c->args[0].u, &addr, 8)
      && addr)
    pool_note_alloc (c->run, p, addr, c->args[1].u);
}

void
ck_bi_cudaMallocFromPoolAsync (CkBuiltinCall *c)
{
  MemPool *p = pool_of (c->run, c->args[2].u);
  if (!p)
    RESULT (CK_CUDA_INVALID_VALUE);
  else
    pool_malloc (c, p, c->args[3].u);
}

/* cudaMemPoolTrimTo (pool, minBytesToKeep) */
void
ck_bi_cudaMemPoolTrimTo (CkBuiltinCall *c)
{
  MemPool *p = pool_of (c->run, c->args[0].u);
  if (!p)
    RESULT (CK_CUDA_INVALID_VALUE);
  else
    {
      pool_trim (p, c->args[1].u);
      RESULT (CK_CUDA_SUCCESS);
    }
}

/* cudaMemPoolSetAttribute (pool, attr, value *): the reuse policies (int), the release threshold
 * (cuuint64_t); the highs may only be reset (to 0, which sets them to the current values); the
 * currents are read-only */
void
ck_bi_cudaMemPoolSetAttribute (CkBuiltinCall *c)
{
  MemPool *p = pool_of (c->run, c->args[0].u);
  int attr = (int) c->args[1].i;
  guint64 v = 0;
  if (!p || !c->args[2].u || attr < POOL_REUSE_FOLLOW_EVENTS || attr > POOL_USED_HIGH
      || attr == POOL_RESERVED_CURRENT || attr == POOL_USED_CURRENT)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!ck_rt_read (c, c->args[2].u, &v, attr <= POOL_REUSE_INTERNAL_DEPS ? 4 : 8))
    return;
  if (attr <= POOL_REUSE_INTERNAL_DEPS)
    p->reuse[attr - 1] = (gint32) v != 0;
  else if (attr == POOL_RELEASE_THRESHOLD)
    p->threshold = v;
  else if (v != 0)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  else if (attr == POOL_RESERVED_HIGH)
    p->reserved_high = p->used + p->cached;
  else
    p->used_high = p->used;
  RESULT (CK_CUDA_SUCCESS);
}

/* cudaMemPoolGetAttribute (pool, attr, value *) */
void
ck_bi_cudaMemPoolGetAttribute (CkBuiltinCall *c)
{
  MemPool *p = pool_of (c->run, c->args[0].u);
  int attr = (int) c->args[1].i;
  if (!p || !c->args[2].u || attr < POOL_REUSE_FOLLOW_EVENTS || attr > POOL_USED_HIGH)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  gboolean ok;
  if (attr <= POOL_REUSE_INTERNAL_DEPS)
    ok = put32 (c, c->args[2].u, p->reuse[attr - 1]);
  else
    {
      guint64 v = attr == POOL_RELEASE_THRESHOLD ? p->threshold
                  : attr == POOL_RESERVED_CURRENT ? p->used + p->cached
                  : attr == POOL_RESERVED_HIGH ? p->reserved_high
                  : attr == POOL_USED_CURRENT ? p->used : p->used_high;
      ok = put64 (c, c->args[2].u, v);
    }
  if (ok)
    RESULT (CK_CUDA_SUCCESS);
}

/* ---- changing a graph's nodes, and an executable graph's ---------------------------------- */

/* The address of kernel [k] as a function pointer of the program. */
static guint64
kernel_addr (CkRun *run, const CkFunc *k)
{
  for (guint i = 0; i < (guint) run->prog->funcs.len; i++)
    if (ck_vec_get (&run->prog->funcs, i) == k)
      return CK_FUNC_ADDR (i);
  return 0;
}

/* cudaGraphKernelNodeGetParams (node, &params): the kernel, configuration and an array of
 * pointers to the node's copies of its arguments (runtime memory that the next call for the node
 * replaces) */
void
ck_bi_cudaGraphKernelNodeGetParams (CkBuiltinCall *c)
{
  GraphNode *n = node_of (c, c->args[0].u);
  if (!n || !n->kernel || !c->args[1].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  guint64 np = (guint64) n->n_args, arr = 0;
  if (np)
    {
      /* the pointers, then each argument's bytes in 16 */
      arr = ck_rt_static_block (c->run, np * 8 + np * 16, "a kernel node's parameters");
      const CkParam *pp = n->kernel->type ? n->kernel->type->params : NULL;
      for (guint64 i = 0; i < np; i++, pp = pp ? pp->next : NULL)
        {
          const CkType *t = pp ? pp->type : NULL;
          gboolean by_addr = t && (t->kind == CK_TY_STRUCT || t->kind == CK_TY_UNION);
          guint64 at = by_addr ? n->args[i].u : arr + np * 8 + i * 16;
          if (!by_addr && !ck_rt_write (c, at, &n->args[i], 16))
            return;
          if (!put64 (c, arr + i * 8, at))
            return;
        }
    }
  guint8 p[KNP_SIZE] = { 0 };
  guint64 func = kernel_addr (c->run, n->kernel);
  guint32 shmem = (guint32) n->shmem;
  memcpy (p + KNP_FUNC, &func, 8);
  memcpy (p + KNP_GRID, &n->grid, 12);
  memcpy (p + KNP_BLOCK, &n->block, 12);
  memcpy (p + KNP_SHMEM, &shmem, 4);
  memcpy (p + KNP_PARAMS, &arr, 8);
  if (ck_rt_write (c, c->args[1].u, p, sizeof p))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaGraphKernelNodeSetParams (node, &params) */
void
ck_bi_cudaGraphKernelNodeSetParams (CkBuiltinCall *c)
{
  GraphNode *n = node_of (c, c->args[0].u);
  if (!n || !n->kernel)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (kernel_node_params (c, c->args[1].u, n))
    RESULT (CK_CUDA_SUCCESS);
}

/* The node of executable graph [e] made from the graph's node [id], or NULL. */
static GraphNode *
exec_node (Graph *e, guint64 id)
{
  int i = node_index (e, id);
  return i >= 0 ? g_ptr_array_index (e->nodes, i) : NULL;
}

/* cudaGraphExecKernelNodeSetParams (exec, node, &params): later launches use them */
void
ck_bi_cudaGraphExecKernelNodeSetParams (CkBuiltinCall *c)
{
  Graph *e = graph_of (c, c->args[0].u, TRUE);
  GraphNode *n = e ? exec_node (e, c->args[1].u) : NULL;
  if (!n || !n->kernel)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (kernel_node_params (c, c->args[2].u, n))
    RESULT (CK_CUDA_SUCCESS);
}

/* enum cudaGraphExecUpdateResult */
enum { UPDATE_SUCCESS = 0, UPDATE_ERROR = 1, UPDATE_TOPOLOGY = 2, UPDATE_NODE_TYPE = 3 };

/* Gives exec node [x] the parameters of graph node [y] (its kind of work and its values). */
static void
node_take_params (GraphNode *x, const GraphNode *y)
{
  GraphNode *copy = graph_node_copy (y);
  g_free (x->args);
  g_free (x->fill);
  x->kernel = copy->kernel;
  x->cooperative = copy->cooperative;
  x->grid = copy->grid;
  x->block = copy->block;
  x->shmem = copy->shmem;
  x->builtin = copy->builtin;
  x->s = copy->s;
  x->types = copy->types;
  x->args = copy->args;
  x->n_args = copy->n_args;
  x->stream_arg = copy->stream_arg;
  x->fill = copy->fill;
  x->loc = copy->loc;
  g_array_free (copy->deps, TRUE);
  g_free (copy);
}

/* cudaGraphExecUpdate (exec, graph, &resultInfo): the graph's nodes, in the order of its
 * dependencies (as instantiation orders them), are paired with the executable graph's; when the
 * count, a pair's types or their dependencies differ the update fails
 * (cudaErrorGraphExecUpdateFailure, resultInfo saying why and naming the graph's node), else each
 * executable node takes its pair's parameters. */
void
ck_bi_cudaGraphExecUpdate (CkBuiltinCall *c)
{
  Graph *e = graph_of (c, c->args[0].u, TRUE);
  Graph *g = graph_of (c, c->args[1].u, FALSE);
  guint64 info = c->args[2].u;
  if (!e || !g || !info)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  /* child graphs in their nodes' places, as the executable graph has them */
  Graph *flat = graph_new (c->run, NULL, FALSE);
  graph_flatten (c, g, flat->nodes);
  g = flat;
  int *order = graph_order (g);
  guint n = g->nodes->len;
  int result = UPDATE_SUCCESS;
  guint64 err_node = 0, err_from = 0;
  if (!order || n != e->nodes->len)
    result = order ? UPDATE_TOPOLOGY : UPDATE_ERROR;
  for (guint i = 0; result == UPDATE_SUCCESS && i < n; i++)
    {
      const GraphNode *y = g_ptr_array_index (g->nodes, order[i]);
      const GraphNode *x = g_ptr_array_index (e->nodes, i);
      err_node = y->id;
      if (x->type != y->type || (x->kernel == NULL) != (y->kernel == NULL)
          || (x->fill == NULL) != (y->fill == NULL) || x->builtin != y->builtin)
        {
          result = UPDATE_NODE_TYPE;
          break;
        }
      if (x->deps->len != y->deps->len)
        {
          result = UPDATE_TOPOLOGY;
          break;
        }
      for (guint j = 0; j < y->deps->len; j++)
        {
          /* the j-th dependency of each: the same position in the pairing */
          guint64 yd = g_array_index (y->deps, guint64, j);
          int yi = node_index (g, yd), xi = node_index (e, g_array_index (x->deps, guint64, j));
          guint pos = 0;
          while (pos < n && order[pos] != yi)
            pos++;
          if ((int) pos != xi)
            {
              result = UPDATE_TOPOLOGY;
              err_from = yd;
              break;
            }
        }
    }
  if (result == UPDATE_SUCCESS)
    {
      err_node = 0;
      for (guint i = 0; i < n; i++)
        node_take_params (g_ptr_array_index (e->nodes, i), g_ptr_array_index (g->nodes, order[i]));
    }
  g_free (order);
  graph_free (flat);
  guint8 r[24] = { 0 };
  gint32 res = result;
  memcpy (r, &res, 4);
  memcpy (r + 8, &err_node, 8);
  memcpy (r + 16, &err_from, 8);
  if (ck_rt_write (c, info, r, sizeof r))
    RESULT (result == UPDATE_SUCCESS ? CK_CUDA_SUCCESS : CK_CUDA_GRAPH_EXEC_UPDATE_FAILURE);
}

/* cudaGraphDestroyNode (node): the node and its edges leave its graph */
void
ck_bi_cudaGraphDestroyNode (CkBuiltinCall *c)
{
  Graph *g = NULL;
  guint64 id = c->args[0].u;
  GraphNode *n = node_find (c, id, &g);
  if (!n)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  for (guint i = 0; i < g->nodes->len; i++)
    {
      GArray *deps = ((GraphNode *) g_ptr_array_index (g->nodes, i))->deps;
      for (guint j = deps->len; j-- > 0;)
        if (g_array_index (deps, guint64, j) == id)
          g_array_remove_index (deps, j);
    }
  g_ptr_array_remove (g->nodes, n);   /* frees it */
  RESULT (CK_CUDA_SUCCESS);
}

/* cudaGraphNodeGetDependencies (node, deps, edgeData, &num) and cudaGraphNodeGetDependentNodes
 * (node, dependents, edgeData, &num): with NULL the count, else up to *num handles; edge data
 * (ports) is unsupported */
static void
node_neighbours (CkBuiltinCall *c, gboolean dependents)
{
  Graph *g = NULL;
  guint64 id = c->args[0].u, out = c->args[1].u, num = c->args[3].u, cap = 0, k = 0;
  GraphNode *n = node_find (c, id, &g);
  if (!n || !num)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (c->args[2].u)
    {
      misuse (c, CK_FAULT_UNSUPPORTED, "unsupported: %s with edge data (pass NULL)", api_name (c));
      RESULT (CK_CUDA_NOT_SUPPORTED);
      return;
    }
  if (out && !ck_rt_read (c, num, &cap, 8))
    return;
  for (guint i = 0; i < g->nodes->len; i++)
    {
      const GraphNode *x = g_ptr_array_index (g->nodes, i);
      if (!dependents)
        {
          if (x != n)
            continue;
          for (guint j = 0; j < x->deps->len; j++, k++)
            if (out && k < cap && !put64 (c, out + 8 * k, g_array_index (x->deps, guint64, j)))
              return;
          continue;
        }
      for (guint j = 0; j < x->deps->len; j++)
        if (g_array_index (x->deps, guint64, j) == id)
          {
            if (out && k < cap && !put64 (c, out + 8 * k, x->id))
              return;
            k++;
          }
    }
  if (put64 (c, num, out ? MIN (k, cap) : k))
    RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaGraphNodeGetDependencies (CkBuiltinCall *c) { node_neighbours (c, FALSE); }
void ck_bi_cudaGraphNodeGetDependentNodes (CkBuiltinCall *c) { node_neighbours (c, TRUE); }

/* cudaGraphGetEdges (graph, from, to, edgeData, &num): the edges in the order of the nodes they
 * lead to */
void
ck_bi_cudaGraphGetEdges (CkBuiltinCall *c)
{
  Graph *g = graph_of (c, c->args[0].u, FALSE);
  guint64 from = c->args[1].u, to = c->args[2].u, num = c->args[4].u, cap = 0, k = 0;
  if (!g || !num || (from != 0) != (to != 0))
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (c->args[3].u)
    {
      misuse (c, CK_FAULT_UNSUPPORTED, "unsupported: cudaGraphGetEdges with edge data (pass NULL)");
      RESULT (CK_CUDA_NOT_SUPPORTED);
      return;
    }
  if (from && !ck_rt_read (c, num, &cap, 8))
    return;
  for (guint i = 0; i < g->nodes->len; i++)
    {
      const GraphNode *x = g_ptr_array_index (g->nodes, i);
      for (guint j = 0; j < x->deps->len; j++, k++)
        if (from && k < cap
            && (!put64 (c, from + 8 * k, g_array_index (x->deps, guint64, j))
                || !put64 (c, to + 8 * k, x->id)))
          return;
    }
  if (put64 (c, num, from ? MIN (k, cap) : k))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaGraphAddChildGraphNode (&node, graph, deps, n, childGraph): the child graph is cloned now
 * (CUDA Runtime API); an instantiation puts the clone's nodes in the node's place */
void
ck_bi_cudaGraphAddChildGraphNode (CkBuiltinCall *c)
{
  Graph *child = graph_of (c, c->args[4].u, FALSE);
  if (!child)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  Graph *g;
  GraphNode *n = node_begin (c, &g, NODE_GRAPH);
  if (!n)
    return;
  if (g == child)
    {
      graph_node_free (n);
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  Graph *cc = graph_clone_of (c, child);
  if (!cc)
    {
      graph_node_free (n);
      return;
    }
  n->child = cc->handle;
  node_end (c, g, n);
}

/* cudaGraphChildGraphNodeGetGraph (node, &graph): the node's own graph (not a copy) */
void
ck_bi_cudaGraphChildGraphNodeGetGraph (CkBuiltinCall *c)
{
  GraphNode *n = node_of (c, c->args[0].u);
  if (!n || !n->child || !c->args[1].u)
    RESULT (CK_CUDA_INVALID_VALUE);
  else if (put64 (c, c->args[1].u, n->child))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaGraphAddEventRecordNode / cudaGraphAddEventWaitNode (&node, graph, deps, n, event): a
 * launch records the event (as cudaEventRecord) or waits for its last record (as
 * cudaStreamWaitEvent) where the node runs */
static void
event_node (CkBuiltinCall *c, int type)
{
  guint64 h = c->args[4].u;
  if (!h || !g_hash_table_lookup (ck_rt (c->run)->events, &h))
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  Graph *g;
  GraphNode *n = node_begin (c, &g, type);
  if (!n)
    return;
  n->event = h;
  node_end (c, g, n);
}

void ck_bi_cudaGraphAddEventRecordNode (CkBuiltinCall *c) { event_node (c, NODE_EVENT_RECORD); }
void ck_bi_cudaGraphAddEventWaitNode (CkBuiltinCall *c) { event_node (c, NODE_EVENT_WAIT); }

/* cudaGraphNodeFindInClone (&node, originalNode, clonedGraph) */
void
ck_bi_cudaGraphNodeFindInClone (CkBuiltinCall *c)
{
  Graph *g = graph_of (c, c->args[2].u, FALSE);
  for (guint i = 0; g && c->args[0].u && c->args[1].u && i < g->nodes->len; i++)
    {
      const GraphNode *x = g_ptr_array_index (g->nodes, i);
      if (x->origin == c->args[1].u)
        {
          if (put64 (c, c->args[0].u, x->id))
            RESULT (CK_CUDA_SUCCESS);
          return;
        }
    }
  RESULT (CK_CUDA_INVALID_VALUE);
}

/* A host node's function and data: a node of cudaGraphAddHostNode or a captured
 * cudaLaunchHostFunc (args: stream, fn, userData). */
static gboolean
is_host_fn_node (const GraphNode *n)
{
  return n && n->builtin == CK_BUILTIN_CUDA_LAUNCH_HOST_FUNC;
}

/* cudaGraphHostNodeGetParams (node, &params) */
void
ck_bi_cudaGraphHostNodeGetParams (CkBuiltinCall *c)
{
  GraphNode *n = node_of (c, c->args[0].u);
  if (!is_host_fn_node (n) || !c->args[1].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  guint64 p[2] = { n->args[1].u, n->args[2].u };
  if (ck_rt_write (c, c->args[1].u, p, sizeof p))
    RESULT (CK_CUDA_SUCCESS);
}

/* The host node's new function and data from the cudaHostNodeParams at args[k]. */
static void
host_node_set (CkBuiltinCall *c, GraphNode *n, int k)
{
  guint64 p[2];
  if (!is_host_fn_node (n) || !c->args[k].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!ck_rt_read (c, c->args[k].u, p, sizeof p))
    return;
  if (!p[0])
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  n->args[1].u = p[0];
  n->args[2].u = p[1];
  RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaGraphHostNodeSetParams (CkBuiltinCall *c) { host_node_set (c, node_of (c, c->args[0].u), 1); }

void
ck_bi_cudaGraphExecHostNodeSetParams (CkBuiltinCall *c)
{
  Graph *e = graph_of (c, c->args[0].u, TRUE);
  host_node_set (c, e ? exec_node (e, c->args[1].u) : NULL, 2);
}

/* cudaGraphMemsetNodeGetParams (node, &params): a captured cudaMemsetAsync reads as a 1D fill
 * of bytes */
void
ck_bi_cudaGraphMemsetNodeGetParams (CkBuiltinCall *c)
{
  GraphNode *n = node_of (c, c->args[0].u);
  if (!n || n->type != NODE_MEMSET || !c->args[1].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  GraphMemset m = { 0 };
  if (n->fill)
    m = *n->fill;
  else
    m = (GraphMemset) { n->args[0].u, 0, (guint32) (n->args[1].u & 0xff), 1, n->args[2].u, 1,
                        n->loc };
  guint8 p[MSP_SIZE] = { 0 };
  memcpy (p + MSP_DST, &m.dst, 8);
  memcpy (p + MSP_PITCH, &m.pitch, 8);
  memcpy (p + MSP_VALUE, &m.value, 4);
  memcpy (p + MSP_ELEM, &m.elem, 4);
  memcpy (p + MSP_WIDTH, &m.width, 8);
  memcpy (p + MSP_HEIGHT, &m.height, 8);
  if (ck_rt_write (c, c->args[1].u, p, sizeof p))
    RESULT (CK_CUDA_SUCCESS);
}

/* A memset node's new parameters from the cudaMemsetParams at args[k] (a captured memset
 * becomes a node of its own kind). */
static void
memset_node_set (CkBuiltinCall *c, GraphNode *n, int k)
{
  GraphMemset m;
  if (!n || n->type != NODE_MEMSET)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (!memset_node_params (c, c->args[k].u, &m))
    return;
  g_free (n->fill);
  n->fill = g_memdup2 (&m, sizeof m);
  n->builtin = -1;
  n->stream_arg = -1;
  RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaGraphMemsetNodeSetParams (CkBuiltinCall *c) { memset_node_set (c, node_of (c, c->args[0].u), 1); }

void
ck_bi_cudaGraphExecMemsetNodeSetParams (CkBuiltinCall *c)
{
  Graph *e = graph_of (c, c->args[0].u, TRUE);
  memset_node_set (c, e ? exec_node (e, c->args[1].u) : NULL, 2);
}

/* A memcpy node's copy: a 1D one (cudaGraphAddMemcpyNode1D, a captured cudaMemcpyAsync: args
 * dst, src, count, kind, stream) or a 3D one (args: the runtime's copy of its
 * cudaMemcpy3DParms, stream). */
static gboolean
is_memcpy_node (const GraphNode *n, int builtin)
{
  return n && n->type == NODE_MEMCPY && n->builtin == builtin;
}

/* cudaGraphMemcpyNodeSetParams1D (node, dst, src, count, kind) and the Exec form (exec, node,
 * ...): the kinds checked as at the node's making */
static void
memcpy1d_set (CkBuiltinCall *c, GraphNode *n, int k)
{
  guint64 dst = c->args[k].u, src = c->args[k + 1].u, count = c->args[k + 2].u,
          kind = c->args[k + 3].u;
  if (!is_memcpy_node (n, CK_BUILTIN_CUDA_MEMCPY_ASYNC))
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  int err = check_kind (c, dst, src, kind);
  if (err)
    {
      RESULT (err);
      return;
    }
  n->args[0].u = dst;
  n->args[1].u = src;
  n->args[2].u = count;
  n->args[3].u = kind;
  RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaGraphMemcpyNodeSetParams1D (CkBuiltinCall *c) { memcpy1d_set (c, node_of (c, c->args[0].u), 1); }

void
ck_bi_cudaGraphExecMemcpyNodeSetParams1D (CkBuiltinCall *c)
{
  Graph *e = graph_of (c, c->args[0].u, TRUE);
  memcpy1d_set (c, e ? exec_node (e, c->args[1].u) : NULL, 2);
}

/* cudaGraphMemcpyNodeGetParams (node, &params): a 3D node's parameters */
void
ck_bi_cudaGraphMemcpyNodeGetParams (CkBuiltinCall *c)
{
  GraphNode *n = node_of (c, c->args[0].u);
  guint8 p[MEMCPY3D_PARMS_SIZE];
  if (!is_memcpy_node (n, CK_BUILTIN_CUDA_MEMCPY3_D_ASYNC) || !c->args[1].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  if (ck_rt_read (c, n->args[0].u, p, sizeof p) && ck_rt_write (c, c->args[1].u, p, sizeof p))
    RESULT (CK_CUDA_SUCCESS);
}

/* cudaGraphMemcpyNodeSetParams (node, &params) and the Exec form: a new copy of the
 * parameters */
static void
memcpy3d_set (CkBuiltinCall *c, GraphNode *n, int k)
{
  if (!is_memcpy_node (n, CK_BUILTIN_CUDA_MEMCPY3_D_ASYNC) || !c->args[k].u)
    {
      RESULT (CK_CUDA_INVALID_VALUE);
      return;
    }
  CkAlloc *a = ck_mem_alloc (c->run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC,
                             MEMCPY3D_PARMS_SIZE, 16, "a memcpy node's parameters", ck_rt_loc (c));
  if (!a || !ck_rt_read (c, c->args[k].u, a->data, MEMCPY3D_PARMS_SIZE))
    return;
  n->args[0].u = a->base;
  RESULT (CK_CUDA_SUCCESS);
}

void ck_bi_cudaGraphMemcpyNodeSetParams (CkBuiltinCall *c) { memcpy3d_set (c, node_of (c, c->args[0].u), 1); }

void
ck_bi_cudaGraphExecMemcpyNodeSetParams (CkBuiltinCall *c)
{
  Graph *e = graph_of (c, c->args[0].u, TRUE);
  memcpy3d_set (c, e ? exec_node (e, c->args[1].u) : NULL, 2);
}
