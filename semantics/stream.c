/* semantics/stream.c — the device's work queues: streams of kernels, copies, memsets, host
 * functions, event records and event waits (issue 11).
 *
 * [K] models streams as queues whose heads run concurrently; the CUDA Programming Guide fixes
 * the order between them: the work of one stream runs in issue order; the legacy default stream
 * waits for all earlier work of every blocking stream and every blocking stream waits for all
 * earlier work of the legacy stream; cudaStreamNonBlocking streams are ordered with neither;
 * cudaStreamWaitEvent holds a stream until the event's last record has completed. Everything
 * else interleaves: the grids that run are stepped round by round together (their blocks share
 * the SMs), and the host thread runs one statement between two device rounds
 * (semantics/run.c), so a launch returns at once and the host runs ahead until it
 * synchronises. Every choice is deterministic, so a run is reproducible.
 *
 * Device time (cudaEventElapsedTime) advances by the device rounds: a round costs
 * ceil(warp steps / SMs) cycles, a kernel launch 2000 cycles, a copy or memset 1000 cycles plus
 * one per 16 bytes; cycles become time at the model's clock rate.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"

enum { LAUNCH_COST = 2000 };

/* ---- vector clocks over the host (agent 0) and the streams ---- */

static void
clock_set (CkClock *c, guint32 agent, guint64 v)
{
  if (agent >= c->n)
    {
      guint32 n = MAX (agent + 1, c->n * 2);
      c->t = g_renew (guint64, c->t, n);
      memset (c->t + c->n, 0, (n - c->n) * sizeof (guint64));
      c->n = n;
    }
  c->t[agent] = v;
}

static void
clock_join (CkClock *dst, const CkClock *src)
{
  for (guint32 a = 0; a < src->n; a++)
    if (src->t[a] > ck_clock_get (dst, a))
      clock_set (dst, a, src->t[a]);
}

static void
clock_copy (CkClock *dst, const CkClock *src)
{
  if (dst->n)
    memset (dst->t, 0, dst->n * sizeof (guint64));
  clock_join (dst, src);
}

static void
clock_clear (CkClock *c)
{
  g_clear_pointer (&c->t, g_free);
  c->n = 0;
}

static gboolean
clock_covers (const CkClock *a, const CkClock *b)
{
  for (guint32 i = 1; i < b->n; i++)   /* agent 0, the host's own time, does not matter */
    if (b->t[i] > ck_clock_get (a, i))
      return FALSE;
  return TRUE;
}

static void
set_host_time (CkRun *run, guint64 t)
{
  clock_set (&run->host_clock, 0, t);
  run->host_warp->who.agent_pos = t;
}

/* Everything the host has waited for is done: when that is all device work, every access so
 * far precedes every later one, which the checker may forget. */
static void
maybe_idle (CkRun *run)
{
  if (!run->device_dirty || run->n_pending)
    return;
  if (!clock_covers (&run->host_clock, &run->retired_clock))
    return;
  for (guint i = 0; i < run->streams->len; i++)
    if (!clock_covers (&run->host_clock,
                       &((const CkStream *) g_ptr_array_index (run->streams, i))->last))
      return;
  run->device_dirty = FALSE;
  if (ck_run_observes (run, on_device_idle))
    ck_run_on_device_idle (run);
}

void
ck_stream_host_joins (CkRun *run, const CkClock *c)
{
  clock_join (&run->host_clock, c);
  maybe_idle (run);
}

void
ck_stream_init (CkRun *run)
{
  guint32 n = run->opts.model.n_sms;
  run->streams = g_ptr_array_new ();
  run->running = g_ptr_array_new ();
  run->sm_blocks = g_new0 (guint32, n);
  run->sm_warps = g_new0 (guint32, n);
  run->sm_threads = g_new0 (guint32, n);
  run->sm_shared = g_new0 (guint64, n);
  run->next_agent = 1;
  run->host_warp->who.order = &run->host_clock;
  run->host_warp->who.agent = 0;
  set_host_time (run, 1);
  run->legacy_stream = ck_stream_new (run, FALSE, 0);
  run->legacy_stream->is_legacy = TRUE;
  run->default_stream = run->legacy_stream;
  if (run->opts.per_thread_default_stream)
    run->default_stream = ck_run_stream_of (run, CK_STREAM_PER_THREAD);
}

/* Frees the queues, the streams and the clocks (ck_run_free). */
void
ck_stream_fini (CkRun *run)
{
  for (guint i = 0; i < run->streams->len; i++)
    {
      CkStream *s = g_ptr_array_index (run->streams, i);
      for (GList *l = s->ops.head; l; l = l->next)
        ck_op_unref (l->data);
      g_queue_clear (&s->ops);
      clock_clear (&s->last);
      g_free (s);
    }
  g_ptr_array_free (run->streams, TRUE);
  g_ptr_array_free (run->running, TRUE);
  clock_clear (&run->host_clock);
  clock_clear (&run->retired_clock);
  clock_clear (&run->retired_blocking);
  g_free (run->sm_blocks);
  g_free (run->sm_warps);
  g_free (run->sm_threads);
  g_free (run->sm_shared);
}

/* The stream a cudaStream_t names: 0 the default stream, cudaStreamLegacy, cudaStreamPerThread
 * (created on first use), or one made by cudaStreamCreate and not destroyed. NULL if none. */
CkStream *
ck_run_stream_of (CkRun *run, guint64 handle)
{
  /* cudaStreamPerThread is one stream per host thread (<pthread.h>): main's is the run's */
  CkHostThread *t = run->hthreads ? run->cur_thread : NULL;
  if (t && t->id != 1 && (handle == CK_STREAM_PER_THREAD
                          || (handle == 0 && run->opts.per_thread_default_stream)))
    {
      if (!t->per_thread_stream)
        t->per_thread_stream = ck_stream_new (run, FALSE, CK_STREAM_PER_THREAD);
      return t->per_thread_stream;
    }
  if (handle == 0)
    return run->default_stream;
  if (handle == CK_STREAM_LEGACY)
    return run->legacy_stream;
  if (handle == CK_STREAM_PER_THREAD && !run->per_thread_stream)
    run->per_thread_stream = ck_stream_new (run, FALSE, CK_STREAM_PER_THREAD);
  if (handle == CK_STREAM_PER_THREAD)
    return run->per_thread_stream;
  for (guint i = 0; i < run->streams->len; i++)
    {
      CkStream *s = g_ptr_array_index (run->streams, i);
      if (s->handle == handle && !s->destroyed)
        return s;
    }
  return NULL;
}

CkStream *
ck_stream_new (CkRun *run, gboolean non_blocking, guint64 handle)
{
  CkStream *s = g_new0 (CkStream, 1);
  s->handle = handle;
  s->non_blocking = non_blocking;
  s->agent = run->next_agent++;
  g_queue_init (&s->ops);
  g_ptr_array_add (run->streams, s);
  return s;
}

static void
stream_release_if_done (CkRun *run, CkStream *s)
{
  if (s->destroyed && g_queue_is_empty (&s->ops))
    {
      run->retired_time = MAX (run->retired_time, s->time);
      clock_join (&run->retired_clock, &s->last);
      if (!s->non_blocking)
        clock_join (&run->retired_blocking, &s->last);
      clock_clear (&s->last);
      g_ptr_array_remove (run->streams, s);
      g_free (s);
    }
}

void
ck_stream_destroy (CkRun *run, CkStream *s)
{
  s->destroyed = TRUE;
  stream_release_if_done (run, s);
}

void
ck_op_ref (CkOp *op)
{
  op->refs++;
}

void
ck_op_unref (CkOp *op)
{
  if (!op || --op->refs > 0)
    return;
  if (op->free_data)
    op->free_data (op->data);
  if (op->wait_for)
    ck_op_unref (op->wait_for);
  if (op->grid)
    ck_grid_free (op->grid);
  clock_clear (&op->vc);
  g_free (op);
}

CkOp *
ck_stream_enqueue (CkRun *run, CkStream *s, CkOpKind kind, CkSrcLoc loc)
{
  if (!s)
    s = ck_run_stream_of (run, 0);
  CkOp *op = g_new0 (CkOp, 1);
  op->kind = kind;
  op->stream = s;
  op->seq = ++run->next_op_seq;
  op->refs = 1;
  op->loc = loc;
  op->pos = ++s->n_ops;
  /* the host's accesses so far precede it; later ones do not */
  clock_copy (&op->vc, &run->host_clock);
  set_host_time (run, ck_clock_get (&run->host_clock, 0) + 1);
  g_queue_push_tail (&s->ops, op);
  run->n_pending++;
  run->device_dirty = TRUE;
  return op;
}

gboolean
ck_stream_is_idle (const CkStream *s)
{
  return s->ops.length == 0;
}

/* Whether the head op of its stream may start: the legacy stream's ordering with the blocking
 * streams, and cudaStreamWaitEvent. */
static gboolean
may_start (CkRun *run, const CkOp *op)
{
  const CkStream *s = op->stream;
  if (op->kind == CK_OP_WAIT && op->wait_for && !op->wait_for->done)
    return FALSE;
  if (s->non_blocking)
    return TRUE;
  for (guint i = 0; i < run->streams->len; i++)
    {
      const CkStream *t = g_ptr_array_index (run->streams, i);
      const CkOp *h = t->ops.head ? t->ops.head->data : NULL;
      if (t == s || !h || h->seq > op->seq || t->non_blocking)
        continue;
      /* the legacy stream waits for every blocking stream, and each waits for it */
      if (s->is_legacy || t->is_legacy)
        return FALSE;
    }
  return TRUE;
}

/* When no work is left, the device's present catches up with every stream's timeline (the
 * host can only observe the device after that). */
static void
catch_up_when_idle (CkRun *run)
{
  if (run->n_pending)
    return;
  for (guint i = 0; i < run->streams->len; i++)
    run->dev_clock = MAX (run->dev_clock, ((CkStream *) g_ptr_array_index (run->streams, i))->time);
  run->dev_clock = MAX (run->dev_clock, MAX (run->copy_free, run->retired_time));
}

/* The op at the head of its stream is done: the next one may start. */
static void
complete (CkRun *run, CkOp *op)
{
  CkStream *s = op->stream;
  op->done = TRUE;
  clock_copy (&s->last, &op->vc);
  g_assert (g_queue_peek_head (&s->ops) == op);
  g_queue_pop_head (&s->ops);
  run->n_pending--;
  catch_up_when_idle (run);
  stream_release_if_done (run, s);
  ck_op_unref (op);
}

static void
kernel_event (CkRun *run, const CkGrid *g, gboolean begin, gboolean aborted)
{
  CkKernelEvent ev = { g->id, g->kernel->name, g->grid_dim, g->block_dim, g->dyn_shared,
                       g->launch_loc, aborted };
  if (begin)
    ck_run_on_kernel_begin (run, &ev);
  else
    ck_run_on_kernel_end (run, &ev);
}

/* The op's clock when it starts: the host's at enqueue, its stream's last op, the ordering of
 * the legacy stream, the record it waits for, and itself. */
static void
order_op (CkRun *run, CkOp *op)
{
  CkStream *s = op->stream;
  clock_join (&op->vc, &s->last);
  if (!s->non_blocking)
    for (guint i = 0; i < run->streams->len; i++)
      {
        const CkStream *t = g_ptr_array_index (run->streams, i);
        if (t != s && !t->non_blocking && (s->is_legacy || t->is_legacy))
          clock_join (&op->vc, &t->last);
      }
  /* a blocking stream destroyed with work queued is freed when the work is done: an op of the
     legacy stream that starts after that was issued after that work (the work would have
     waited for the op otherwise), and is ordered after it as after the stream's */
  if (s->is_legacy)
    clock_join (&op->vc, &run->retired_blocking);
  if (op->wait_for)
    clock_join (&op->vc, &op->wait_for->vc);
  clock_set (&op->vc, s->agent, op->pos);
}

/* Runs a callback op as its stream's work: the copy engine's and the host's accesses in it
 * belong to the op. */
static void
run_callback (CkRun *run, CkOp *op)
{
  CkWho saved_engine = run->copy_engine, saved_host = run->host_warp->who;
  CkWho *who[2] = { &run->copy_engine, &run->host_warp->who };
  for (int i = 0; i < 2; i++)
    {
      who[i]->agent = op->stream->agent;
      who[i]->agent_pos = op->pos;
      who[i]->order = &op->vc;
    }
  op->run (run, op);
  run->copy_engine = saved_engine;
  run->host_warp->who = saved_host;
}

/* The device time at which [op] starts: its stream's last op ended, the ops the legacy stream
 * orders before it ended (order_op), the record it waits for was reached, and not before the
 * device's present. One clock per stream on a common timeline: work of another stream that
 * nothing orders before [op] does not delay it (issue 23). */
static guint64
start_time (CkRun *run, const CkOp *op)
{
  const CkStream *s = op->stream;
  guint64 t = MAX (run->dev_clock, s->time);
  if (!s->non_blocking)
    for (guint i = 0; i < run->streams->len; i++)
      {
        const CkStream *u = g_ptr_array_index (run->streams, i);
        if (u != s && !u->non_blocking && (s->is_legacy || u->is_legacy))
          t = MAX (t, u->time);
      }
  if (op->wait_for)
    t = MAX (t, op->wait_for->time);
  return t;
}

/* The op ends at device time [end]: its stream's timeline moves on. */
static void
set_end_time (CkRun *run, CkOp *op, guint64 end)
{
  op->time = end;
  op->stream->time = MAX (op->stream->time, end);
}

static void
start (CkRun *run, CkOp *op)
{
  op->started = TRUE;
  order_op (run, op);
  op->start_time = start_time (run, op);
  switch (op->kind)
    {
    case CK_OP_KERNEL:
      op->dev_at_start = run->dev_clock;
      op->grid->order = &op->vc;
      op->grid->agent = op->stream->agent;
      op->grid->agent_pos = op->pos;
      kernel_event (run, op->grid, TRUE, FALSE);
      ck_grid_start (run, op->grid);
      g_ptr_array_add (run->running, op);
      return;
    case CK_OP_CALLBACK:
      run_callback (run, op);
      /* a copy or memset waits for the copy engine, not for the SMs; a host function costs 0 */
      if (op->cost)
        {
          run->copy_free = MAX (run->copy_free, op->start_time) + op->cost;
          set_end_time (run, op, run->copy_free);
        }
      else
        set_end_time (run, op, op->start_time);
      break;
    case CK_OP_RECORD:
    case CK_OP_WAIT:
      set_end_time (run, op, op->start_time);
      break;
    }
  complete (run, op);
}

static void
finish_kernel (CkRun *run, guint idx, int err)
{
  CkOp *op = g_ptr_array_index (run->running, idx);
  g_ptr_array_remove_index (run->running, idx);
  if (err && !run->sticky_error)
    run->sticky_error = err;
  kernel_event (run, op->grid, FALSE, err != 0);
  ck_grid_free (op->grid);
  op->grid = NULL;
  /* its launch, then the rounds of the SMs it ran in (shared with the grids beside it) */
  set_end_time (run, op, op->start_time + LAUNCH_COST + (run->dev_clock - op->dev_at_start));
  complete (run, op);
}

/* A running grid none of whose blocks is resident: it waits for room on the SMs. */
static gboolean
waits_for_room (const CkOp *op)
{
  const CkGrid *g = op->grid;
  return g->resident->len == 0 && g->next_block < g->n_blocks;
}

/* Says in [d] why no SM has room for a block of [g]: the first resource of SM 0 (the first SM
 * issue_blocks tries) that a block of [g] would overflow, as [H §5.7.1] issueBlocks checks them. */
static void
describe_no_room (CkRun *run, const CkGrid *g, GString *d)
{
  const CkDeviceModel *m = &run->opts.model;
  guint32 threads = g->block_dim.x * g->block_dim.y * g->block_dim.z;
  guint32 warps = (threads + m->warp_size - 1) / m->warp_size;
  guint64 shared = g->static_shared + g->dyn_shared;
  guint32 sm = (guint32) (g->next_block % MAX (m->n_sms, 1u));
  g_string_append_printf (d, "a block of it needs %u warp%s of %u thread%s", warps,
                          warps == 1 ? "" : "s", threads, threads == 1 ? "" : "s");
  if (shared)
    g_string_append_printf (d, " and %" G_GUINT64_FORMAT " bytes of shared memory", shared);
  g_string_append_printf (d, ", but SM %u has ", sm);
  if (run->sm_blocks[sm] + 1 > m->max_blocks_per_sm)
    g_string_append_printf (d, "%u of its %u blocks in use (limit: %u blocks per SM)",
                            run->sm_blocks[sm], m->max_blocks_per_sm, m->max_blocks_per_sm);
  else if (run->sm_warps[sm] + warps > m->max_warps_per_sm)
    g_string_append_printf (d, "%u of its %u warps in use (limit: %u warps per SM)",
                            run->sm_warps[sm], m->max_warps_per_sm, m->max_warps_per_sm);
  else if (run->sm_threads[sm] + threads > m->max_threads_per_sm)
    g_string_append_printf (d, "%u of its %u threads in use (limit: %u threads per SM)",
                            run->sm_threads[sm], m->max_threads_per_sm, m->max_threads_per_sm);
  else
    g_string_append_printf (d, "%" G_GUINT64_FORMAT " of its %" G_GUINT64_FORMAT " bytes of "
                            "shared memory in use (limit: %" G_GUINT64_FORMAT " bytes of shared "
                            "memory per SM)", run->sm_shared[sm], m->shared_per_sm,
                            m->shared_per_sm);
  if (m->n_sms > 1)
    g_string_append_printf (d, ", and none of the other %u SMs has room either", m->n_sms - 1);
}

/* Grid [op] spins while other grids that could change what it waits for do not run: the newest
 * grid under --progress=guaranteed, as CUDA does not promise that they do; or, under both
 * policies, every resident grid while a grid that waits for room on the SMs cannot become
 * resident because the spinning blocks hold it. Reports the first such grid it names. */
static void
report_starved (CkRun *run, CkOp *op)
{
  GString *d = g_string_new (NULL);
  const CkOp *other = NULL;
  for (guint i = 0; i < run->running->len && !other; i++)
    {
      const CkOp *o = g_ptr_array_index (run->running, i);
      if (o != op && waits_for_room (o))
        other = o;
    }
  if (other)
    {
      g_string_printf (d, "it spins waiting for a change that only other work could make, such "
                       "as kernel '%s' launched at line %u in another stream, and that kernel "
                       "can never become resident: ", other->grid->kernel->name,
                       other->loc.line);
      describe_no_room (run, other->grid, d);
      g_string_append (d, "; the resident blocks hold the room and never end while they spin, "
                       "so on a GPU the program hangs (seed 003, Dependencies: "
                       "Execution.Model.Stream.0); order the two kernels, or make the grids "
                       "small enough to be resident together");
    }
  else
    {
      other = g_ptr_array_index (run->running, 0);
      if (other == op)
        other = g_ptr_array_index (run->running, 1);
      g_string_printf (d, "it spins waiting for a change that only other work could make, such "
                       "as kernel '%s' launched at line %u in another stream; nothing orders "
                       "the two, and CUDA does not guarantee that a grid progresses while "
                       "another one runs (seed 003, Dependencies: Execution.Model.Stream.0); put "
                       "them in one stream or order them with an event, or run with "
                       "--progress=fair to see the interleaving that does terminate",
                       other->grid->kernel->name, other->loc.line);
    }
  ck_grid_report (run, op->grid, CK_DEADLOCK_PROGRESS, d->str);
  g_string_free (d, TRUE);
}

/* Under --progress=fair, after a round in which every grid had its turn and none ended: when
 * every grid either spins (no memory changed since its warps last repeated their state) or
 * waits for room on the SMs, and the host waits too, nothing can ever change, and a grid that
 * waits for room never gets it. Returns the index of the oldest spinning grid, setting
 * [*for_room] when a grid waits for room, or -1 when some grid may still progress. */
static gint
stuck_grid (CkRun *run, gboolean *for_room)
{
  gint oldest = -1;
  *for_room = FALSE;
  for (guint i = 0; i < run->running->len; i++)
    {
      const CkOp *op = g_ptr_array_index (run->running, i);
      if (waits_for_room (op))
        *for_room = TRUE;
      else if (!ck_grid_spins (run, op->grid))
        return -1;
      else if (oldest < 0
               || op->seq < ((const CkOp *) g_ptr_array_index (run->running, oldest))->seq)
        oldest = (gint) i;
    }
  return oldest;
}

/* The grid that runs alone under --progress=guaranteed: the newest one that holds an SM. A grid
 * none of whose blocks is resident waits for room, and the device cannot choose to run it while
 * older grids hold every SM: they run, and it issues its blocks when they retire (when no grid
 * holds an SM, the newest one issues its blocks in its round). */
static guint
newest_runnable (CkRun *run)
{
  guint newest = 0;
  gboolean resident = FALSE;
  for (guint i = 0; i < run->running->len; i++)
    {
      const CkOp *op = g_ptr_array_index (run->running, i);
      const CkOp *best = g_ptr_array_index (run->running, newest);
      gboolean r = op->grid->resident->len > 0;
      if ((r && !resident) || (r == resident && op->seq > best->seq))
        newest = i, resident = r;
    }
  return newest;
}

static gboolean device_step (CkRun *run);

/* One device round (device_step); with --stats, timed into run->stats.kernel_ns. */
gboolean
ck_stream_step (CkRun *run)
{
  if (G_LIKELY (!run->opts.stats) || run->in_device_step)
    return device_step (run);
  gint64 t0 = ck_stats_now_ns ();
  gboolean r = device_step (run);
  run->stats.kernel_ns += ck_stats_now_ns () - t0;
  return r;
}

static gboolean
device_step (CkRun *run)
{
  if (run->in_device_step || run->exited)
    return FALSE;
  run->in_device_step = TRUE;
  /* the host may be inside a builtin (a synchronising call): a device fault is not its own */
  gboolean host_lane_faulted = run->lane_faulted;
  gboolean progress = FALSE;
  /* start what may start; a completed op may let the next one of its stream start */
  for (gboolean again = TRUE; again && !run->exited;)
    {
      again = FALSE;
      for (guint i = 0; i < run->streams->len && !run->exited; i++)
        {
          CkStream *s = g_ptr_array_index (run->streams, i);
          CkOp *h = g_queue_peek_head (&s->ops);
          if (h && !h->started && may_start (run, h))
            {
              start (run, h);
              progress = again = TRUE;
              i = run->streams->len;   /* a stream may have gone: scan again */
            }
        }
    }
  /* One round of the running grids. Fair: every grid. Guaranteed: only the newest, as a device
   * may starve the others (seed 003, Dependencies: Execution.Model.Stream.0). A grid that spins
   * without changing memory never ends if nothing else could change it: the host waits (or
   * spins itself) and no other grid runs. */
  guint64 total = 0;
  CkWarp *hw = run->host_warp;
  gboolean host_idle = (run->host_blocked
                        || (hw->spinning && hw->spin_changes == run->mem_changes))
                       && !ck_hthread_others_runnable (run);
  gboolean guaranteed = run->opts.progress == CK_PROGRESS_GUARANTEED;
  /* the block scheduler gives room that blocks freed to grids waiting for it, whichever grid
   * runs next ([H §5.7.1] issueBlocks) */
  for (guint i = 0; i < run->running->len; i++)
    if (waits_for_room (g_ptr_array_index (run->running, i)))
      ck_grid_start (run, ((CkOp *) g_ptr_array_index (run->running, i))->grid);
  guint newest = newest_runnable (run);
  guint running_before = run->running->len;
  for (guint i = guaranteed ? newest : 0; i < run->running->len && !run->exited;)
    {
      CkOp *op = g_ptr_array_index (run->running, i);
      guint steps;
      gboolean alone = host_idle && run->running->len == 1;
      int err = ck_grid_round (run, op->grid, alone, &steps);
      total += steps;
      if (steps)
        progress = TRUE;
      if (err < 0 && host_idle && run->running->len > 1 && guaranteed
          && ck_grid_spins (run, op->grid))
        {
          report_starved (run, op);
          err = 702;  /* cudaErrorLaunchTimeout: on a GPU it could hang */
        }
      if (err >= 0)
        {
          finish_kernel (run, i, err);
          progress = TRUE;
        }
      else
        i++;
      if (guaranteed)
        break;
    }
  gint stuck;
  gboolean for_room;
  if (!guaranteed && host_idle && run->running->len > 1 && running_before == run->running->len
      && !run->exited && (stuck = stuck_grid (run, &for_room)) >= 0)
    {
      CkOp *op = g_ptr_array_index (run->running, stuck);
      if (for_room)
        report_starved (run, op);
      else
        ck_grid_report (run, op->grid, CK_DEADLOCK_NO_PROGRESS, "every live warp of the running "
                        "grids repeats the same state in a loop while no memory changes and the "
                        "host waits: nothing can change what they wait for");
      finish_kernel (run, (guint) stuck, 702);  /* cudaErrorLaunchTimeout: a GPU would hang */
      progress = TRUE;
    }
  guint32 n_sms = MAX (run->opts.model.n_sms, 1u);
  run->dev_clock += (total + n_sms - 1) / n_sms;
  run->lane_faulted = host_lane_faulted;
  run->in_device_step = FALSE;
  return progress;
}

/* The host blocks until [done] holds, the device cannot progress, or the program ended. */
static void
wait_until (CkRun *run, gboolean (*done) (CkRun *, gconstpointer), gconstpointer data)
{
  gboolean saved = run->host_blocked;
  run->host_blocked = TRUE;
  /* the other host threads (<pthread.h>) go on while this one waits: one device round, one
     statement of another thread, until neither can move */
  CkHostThread *me = run->hthreads ? run->cur_thread : NULL;
  if (me)
    me->in_cuda_wait++;
  while (!done (run, data) && !run->exited)
    {
      gboolean device = ck_stream_step (run);
      gboolean host = !run->exited && ck_hthread_step_other (run);
      if (!device && !host)
        break;
    }
  if (me)
    me->in_cuda_wait--;
  run->host_blocked = saved;
}

static gboolean
op_done (CkRun *run, gconstpointer op)
{
  (void) run;
  return ((const CkOp *) op)->done;
}

static gboolean
stream_idle (CkRun *run, gconstpointer s)
{
  (void) run;
  return ck_stream_is_idle (s);
}

static gboolean
device_idle (CkRun *run, gconstpointer unused)
{
  (void) unused;
  return run->n_pending == 0;
}

void
ck_stream_wait_op (CkRun *run, CkOp *op)
{
  wait_until (run, op_done, op);
  if (op->done)
    ck_stream_host_joins (run, &op->vc);
}

void
ck_stream_wait (CkRun *run, CkStream *s)
{
  s = s ? s : ck_run_stream_of (run, 0);
  wait_until (run, stream_idle, s);
  if (ck_stream_is_idle (s))
    ck_stream_host_joins (run, &s->last);
}

void
ck_stream_wait_idle (CkRun *run)
{
  wait_until (run, device_idle, NULL);
  if (run->n_pending)
    return;
  clock_join (&run->host_clock, &run->retired_clock);
  for (guint i = 0; i < run->streams->len; i++)
    clock_join (&run->host_clock, &((const CkStream *) g_ptr_array_index (run->streams, i))->last);
  maybe_idle (run);
}

void
ck_stream_query_progress (CkRun *run)
{
  if (run->opts.progress == CK_PROGRESS_GUARANTEED && ++run->n_queries % 2 == 0)
    ck_stream_step (run);
}

/* A synchronous copy or memset of the default stream, done while the host waits: it takes
 * [cost] cycles of the copy engine after what that stream waits for (issue 23: it advanced the
 * clock of every stream). */
void
ck_stream_charge_sync_copy (CkRun *run, guint64 cost)
{
  CkStream *s = run->default_stream;
  guint64 t = MAX (run->dev_clock, s->time);
  if (!s->non_blocking)
    for (guint i = 0; i < run->streams->len; i++)
      {
        const CkStream *u = g_ptr_array_index (run->streams, i);
        if (!u->non_blocking && (s->is_legacy || u->is_legacy))
          t = MAX (t, u->time);
      }
  run->copy_free = MAX (run->copy_free, t) + cost;
  s->time = run->copy_free;
  catch_up_when_idle (run);
}

/* At the program's exit: each grid still running or still queued is ended with the process
 * (issue 23). A GPU gives it no more time; cudak reports it as a warning that names the kernel,
 * where it was launched and where its warps were, so that a missing synchronisation does not go
 * unnoticed (its output and its writes are lost). */
void
ck_stream_report_unfinished (CkRun *run)
{
  if (!ck_run_observes (run, on_deadlock) || run->stopped)
    return;   /* after cudak stopped the program, its unfinished work is no finding of its own */
  for (guint i = 0; i < run->streams->len; i++)
    {
      const CkStream *s = g_ptr_array_index (run->streams, i);
      for (const GList *l = s->ops.head; l; l = l->next)
        {
          const CkOp *op = l->data;
          if (op->kind != CK_OP_KERNEL || op->done || !op->grid)
            continue;
          CkGrid *g = op->grid;
          if (op->started)
            {
              char *detail = g_strdup_printf (
                  "the program exited while the grid ran: %" G_GUINT64_FORMAT " of its %"
                  G_GUINT64_FORMAT " block%s had finished; a GPU ends the grid with the process "
                  "(synchronise before exiting: cudaDeviceSynchronize)", g->n_done, g->n_blocks,
                  g->n_blocks == 1 ? "" : "s");
              ck_grid_report (run, g, CK_DEADLOCK_AT_EXIT, detail);
              g_free (detail);
              continue;
            }
          CkDeadlockEvent ev = { 0 };
          ev.kind = CK_DEADLOCK_AT_EXIT;
          ev.grid_id = g->id;
          ev.kernel = g->kernel->name;
          ev.launch_loc = g->launch_loc;
          ev.detail = "the program exited before the grid started: no block of it ran "
                      "(synchronise before exiting: cudaDeviceSynchronize)";
          ck_run_on_deadlock (run, &ev);
        }
    }
}

/* The first kernel still pending, for the report below. */
static const CkOp *
pending_kernel (CkRun *run)
{
  for (guint i = 0; i < run->streams->len; i++)
    {
      const CkStream *s = g_ptr_array_index (run->streams, i);
      for (const GList *l = s->ops.head; l; l = l->next)
        if (((const CkOp *) l->data)->kind == CK_OP_KERNEL)
          return l->data;
    }
  return NULL;
}

gboolean
ck_stream_check_host_spin (CkRun *run)
{
  CkWarp *h = run->host_warp;
  if (run->opts.progress != CK_PROGRESS_GUARANTEED || !run->n_pending || !h->spinning
      || h->spin_changes != run->mem_changes)
    return FALSE;
  /* another host thread (<pthread.h>) may still change what the loop waits for */
  if (ck_hthread_others_runnable (run))
    return FALSE;
  if (run->n_queries != run->spin_queries)
    {
      /* the loop queries the device: that lets it progress */
      run->spin_queries = run->n_queries;
      return FALSE;
    }
  const CkOp *k = pending_kernel (run);
  char *detail = g_strdup_printf (
      "device work is pending (%s%s%s) and no CUDA call in the loop lets it progress: CUDA "
      "only guarantees device progress while the host is in a synchronising call or "
      "queries the device repeatedly (seed 003, CUDA APIs: Execution.Model.API.2 and API.3; "
      "a single query is not enough); call cudaStreamQuery in the loop, or synchronise "
      "before it", k ? "kernel '" : "a copy or callback", k ? k->grid->kernel->name : "",
      k ? "'" : "");
  ck_run_report_host_stuck (run, &h->who, run->prog->stmts[h->spin_pc].loc, CK_DEADLOCK_PROGRESS,
                            "a loop that waits for the device", detail,
                            "the host thread spins forever waiting for device work that no CUDA "
                            "call lets progress");
  g_free (detail);
  ck_run_exit (run, 1);
  run->stopped = TRUE;
  return TRUE;
}
