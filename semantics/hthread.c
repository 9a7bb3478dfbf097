/* semantics/hthread.c — host threads: the threads of <pthread.h> as threads of the model (issue
 * 18). Each is a warp of one lane of the host block, like main's thread [K]; the scheduler
 * interleaves them statement by statement (round-robin, or random from the seed).
 * SPDX-License-Identifier: MIT */
#include <stdarg.h>
#include <string.h>
#include "semantics/sem.h"

/* The object key of a thread's start (released by its creator) and of its end (released when it
 * ends, acquired by a join): its handle, which no program address equals, tagged. */
#define START_KEY(t) ((t)->handle | G_GUINT64_CONSTANT (0x8000000000000000))
#define END_KEY(t) ((t)->handle | G_GUINT64_CONSTANT (0x4000000000000000))

static void
hthread_free (gpointer p)
{
  CkHostThread *t = p;
  g_free (t->wait_what);
  if (t->specific)
    g_hash_table_destroy (t->specific);
  g_free (t->tls);
  if (t->fence_reads)
    g_array_free (t->fence_reads, TRUE);
  g_free (t);
}

/* Handles of host threads: like pthread_t values, addresses of no object the program can reach
 * (well above the host heap), distinct from the runtime's handles. */
#define CK_HTHREAD_HANDLE_BASE G_GUINT64_CONSTANT (0x7f5a00000000)

/**
 * ck_hthread_current:
 * @run: the run
 *
 * Returns: the host thread that runs now; the first call makes main's thread, number 1.
 */
CkHostThread *
ck_hthread_current (CkRun *run)
{
  if (!run->hthreads)
    {
      run->hthreads = g_ptr_array_new_with_free_func (hthread_free);
      CkHostThread *m = g_new0 (CkHostThread, 1);
      m->id = 1;
      m->handle = CK_HTHREAD_HANDLE_BASE + 0x1000;
      m->warp = run->host_block->warps;
      m->entry = "main";
      /* main's accesses and reports name its thread once there are others (ck_hthread_create):
         before that, everything it does precedes every other thread */
      g_ptr_array_add (run->hthreads, m);
      run->cur_thread = m;
    }
  return run->cur_thread;
}

CkHostThread *
ck_hthread_find (CkRun *run, guint64 handle)
{
  if (!run->hthreads)
    return handle == ck_hthread_current (run)->handle ? run->cur_thread : NULL;
  for (guint i = 0; i < run->hthreads->len; i++)
    {
      CkHostThread *t = g_ptr_array_index (run->hthreads, i);
      if (t->handle == handle)
        return t;
    }
  return NULL;
}

void
ck_hthread_order (CkRun *run, CkHostOrderKind kind, guint64 object)
{
  /* a synchronisation writes its object (a lock word, a counter): a loop that locks and
     unlocks changes memory, and is no idle spin (ck_warp_note_backward_branch) */
  run->mem_changes++;
  if (!ck_run_observes (run, on_host_order))
    return;
  CkHostOrderEvent ev = { &ck_hthread_current (run)->warp->who, kind, object };
  ck_run_on_host_order (run, &ev);
}

/* Emits an order event of [kind] on [object] as thread [t]. */
static void
order_as (CkRun *run, CkHostThread *t, CkHostOrderKind kind, guint64 object)
{
  if (!ck_run_observes (run, on_host_order))
    return;
  CkHostOrderEvent ev = { &t->warp->who, kind, object };
  ck_run_on_host_order (run, &ev);
}

CkHostThread *
ck_hthread_create (CkRun *run, const CkFunc *fn, CkVal arg, gboolean detached)
{
  CkHostThread *parent = ck_hthread_current (run);
  CkHostThread *m = g_ptr_array_index (run->hthreads, 0);
  m->warp->who.host_thread = 1;
  m->warp->who.host_entry = m->entry;
  CkHostThread *t = g_new0 (CkHostThread, 1);
  t->id = run->hthreads->len + 1;
  t->handle = CK_HTHREAD_HANDLE_BASE + 0x1000 * (guint64) t->id;
  t->entry = fn->name;
  t->detached = detached;
  CkWarp *w = t->warp = g_new0 (CkWarp, 1);
  ck_warp_init (run, w, run->host_block, 0, 1, fn->entry);
  w->who = parent->warp->who;
  w->who.host_thread = t->id;
  w->who.host_entry = t->entry;
  w->who.function = NULL;
  CkThread *th = &w->threads[0];
  ck_thread_init (run, th, 0, (CkDim3) { 0, 0, 0 });
  th->is_host = TRUE;
  w->stop_depth = 0;
  if (!ck_thread_push_frame (run, th, fn, -1))
    {
      ck_warp_fini (run, w);
      g_free (w);
      g_free (t);
      return NULL;
    }
  if (fn->n_params > 0)
    *ck_thread_reg (th, fn->param_regs[0]) = arg;
  t->starting = TRUE;   /* runs once ck_hthread_start says so */
  g_ptr_array_add (run->hthreads, t);
  return t;
}

/**
 * ck_hthread_start:
 * @run: the run
 * @t: a thread ck_hthread_create made
 *
 * Lets @t run: everything its creator did so far (storing its handle too, as glibc does before
 * the thread starts) happens before the thread's first statement (POSIX XBD 4.12).
 */
void
ck_hthread_start (CkRun *run, CkHostThread *t)
{
  order_as (run, ck_hthread_current (run), CK_HOST_RELEASE, START_KEY (t));
  order_as (run, t, CK_HOST_ACQUIRE, START_KEY (t));
  t->starting = FALSE;
}

void
ck_hthread_block (CkRun *run, gboolean timed, const char *fmt, ...)
{
  CkHostThread *t = ck_hthread_current (run);
  va_list ap;
  va_start (ap, fmt);
  g_free (t->wait_what);
  t->wait_what = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  t->timed = timed;
  t->timed_out = FALSE;
  run->host_wait = TRUE;
}

void
ck_hthread_wake_all (CkRun *run)
{
  if (!run->hthreads)
    return;
  for (guint i = 0; i < run->hthreads->len; i++)
    ((CkHostThread *) g_ptr_array_index (run->hthreads, i))->blocked = FALSE;
}

/* Thread [t] ended: its thread-local instances end with it (C11 6.2.4p4), so that a use of
 * one through a pointer afterwards is a use after free, freed where the thread's last statement
 * is (its return, or its pthread_exit). */
static void
end_tls (CkRun *run, CkHostThread *t)
{
  if (!t->tls)
    return;
  CkSrcLoc end = t->warp->es.pc < run->prog->n_stmts ? run->prog->stmts[t->warp->es.pc].loc : (CkSrcLoc) { 0 };
  for (guint i = 0; i < (guint) run->prog->tls.len; i++)
    if (t->tls[i])
      {
        CkFreeStatus st;
        CkAlloc *a = ck_mem_release (run->mem, t->tls[i], &st);
        if (a)
          a->free_loc = end;
      }
}

/* Thread [t] ended (returned from its start routine or called pthread_exit): what it did
 * happens before a join of it, and a joiner may go on. */
static void
finish (CkRun *run, CkHostThread *t)
{
  if (run->hthread_end_hook)
    {
      /* thread-specific data destructors run in the thread that ends (pthread_key_create) */
      CkHostThread *saved = run->cur_thread;
      CkWarp *saved_warp = run->host_warp;
      run->cur_thread = t;
      run->host_warp = t->warp;
      run->hthread_end_hook (run, t);
      run->cur_thread = saved;
      run->host_warp = saved_warp;
    }
  t->done = TRUE;
  end_tls (run, t);
  order_as (run, t, CK_HOST_RELEASE, END_KEY (t));
  ck_hthread_wake_all (run);
}

/**
 * ck_hthread_join_order:
 * @run: the run
 * @t: a thread that ended
 *
 * A join of @t returned: what @t did happens before what the current thread does next.
 */
void
ck_hthread_join_order (CkRun *run, CkHostThread *t)
{
  ck_hthread_order (run, CK_HOST_ACQUIRE, END_KEY (t));
}

void
ck_hthread_exit (CkRun *run, CkVal ret)
{
  CkHostThread *t = ck_hthread_current (run);
  CkWarp *w = t->warp;
  CkThread *th = &w->threads[0];
  t->exited = TRUE;
  t->ret = ret;
  while (th->depth > w->stop_depth)
    ck_thread_pop_frame (run, th);
  w->frames_valid = FALSE;
  w->state = CK_WARP_COMPLETED;
}

gboolean
ck_hthread_others_live (CkRun *run)
{
  for (guint i = 1; run->hthreads && i < run->hthreads->len; i++)
    if (!((CkHostThread *) g_ptr_array_index (run->hthreads, i))->done)
      return TRUE;
  return FALSE;
}

/**
 * ck_hthread_others_runnable:
 * @run: the run
 *
 * Returns: whether a host thread other than the current one may run (it is live and does not
 * wait), so that it may still change memory.
 */
gboolean
ck_hthread_others_runnable (CkRun *run)
{
  for (guint i = 0; run->hthreads && i < run->hthreads->len; i++)
    {
      const CkHostThread *t = g_ptr_array_index (run->hthreads, i);
      if (t != run->cur_thread && !t->done && !t->blocked && !t->starting && !t->in_cuda_wait)
        return TRUE;
    }
  return FALSE;
}

/* Every live thread waits and none can time out: reports them and ends the program. */
static void
report_deadlock (CkRun *run)
{
  GArray *stuck = g_array_new (FALSE, TRUE, sizeof (CkStuckWarp));
  /* the threads that wait for each other first, then those that wait to join them */
  for (guint k = 0; k < 2 * run->hthreads->len; k++)
    {
      CkHostThread *t = g_ptr_array_index (run->hthreads, k % run->hthreads->len);
      gboolean joins = t->wait_what && g_str_has_prefix (t->wait_what, "pthread_join");
      if (t->done || joins != (k >= run->hthreads->len))
        continue;
      CkStuckWarp sw = { 0 };
      sw.who = t->warp->who;
      const CkThread *th = &t->warp->threads[0];
      sw.who.function = th->depth ? th->frames[th->depth - 1].fn->name : NULL;
      sw.waiting = 1;
      sw.loc = t->wait_loc;
      sw.what = t->wait_what;
      sw.at_sync = TRUE;
      g_array_append_val (stuck, sw);
    }
  if (ck_run_observes (run, on_deadlock))
    {
      CkDeadlockEvent ev = { 0 };
      ev.kind = CK_DEADLOCK_HOST;
      ev.warps = (const CkStuckWarp *) stuck->data;
      ev.n_warps = (int) stuck->len;
      ck_run_on_deadlock (run, &ev);
    }
  else
    fprintf (stderr, "cudak: error: deadlock: every host thread waits\n");
  g_array_free (stuck, TRUE);
  ck_run_exit (run, 1);
}

/* Where thread [w] waits at [pc], as its program reads: a wait inside one of cudak's built-in
 * headers (std::mutex::lock calling pthread_mutex_lock, std::thread::join calling pthread_join)
 * is placed at the call that user code made, found through the frames' return points. */
static CkSrcLoc
user_wait_loc (CkRun *run, const CkWarp *w, guint32 pc)
{
  const CkThread *th = &w->threads[0];
  CkSrcLoc loc = run->prog->stmts[pc].loc;
  for (guint32 d = th->depth; d > 1 && loc.file && loc.file->is_builtin; d--)
    loc = run->prog->stmts[th->frames[d - 1].ret_pc - 1].loc;
  return loc;
}

/* Steps thread [t] once. */
static void
step (CkRun *run, CkHostThread *t)
{
  CkWarp *w = t->warp;
  run->cur_thread = t;
  run->host_warp = w;
  /* the host threads share the host's place in the stream clocks (stream.c) */
  w->who.agent_pos = ck_clock_get (&run->host_clock, 0);
  guint32 pc = w->es.pc;
  ck_warp_step (run, w);
  if (run->host_wait)
    {
      run->host_wait = FALSE;
      t->blocked = TRUE;
      t->wait_loc = user_wait_loc (run, w, pc);
    }
  else if (t->timed_out)
    t->timed_out = FALSE;
  if (w->state == CK_WARP_COMPLETED && !t->done && t->id != 1)
    {
      if (!t->exited)
        t->ret = run->host_ret;
      finish (run, t);
    }
  else if (w->state == CK_WARP_COMPLETED && !t->done && t->exited)
    finish (run, t);   /* main's thread called pthread_exit: the others go on */
}

/**
 * ck_hthread_schedule:
 * @run: the run
 *
 * Steps one runnable host thread once: round-robin (--sched=rr) or one picked at random from the
 * seed. When every live thread waits, a timed wait times out (the earliest thread with one);
 * with none, the threads deadlock: reported, and the program ends with status 1.
 */
void
ck_hthread_schedule (CkRun *run)
{
  GPtrArray *ts = run->hthreads;
  guint n = ts->len, n_ready = 0;
  for (guint i = 0; i < n; i++)
    {
      CkHostThread *t = g_ptr_array_index (ts, i);
      n_ready += !t->done && !t->blocked && !t->starting && !t->in_cuda_wait;
    }
  if (n_ready == 0)
    {
      for (guint i = 0; i < n; i++)
        {
          CkHostThread *t = g_ptr_array_index (ts, i);
          if (!t->done && t->timed && !t->starting)
            {
              t->timed_out = TRUE;
              t->timed = FALSE;
              t->blocked = FALSE;
              return;
            }
        }
      report_deadlock (run);
      return;
    }
  guint pick = run->opts.sched == CK_SCHED_RANDOM ? (guint) g_rand_int_range (run->rand, 0, (gint32) n_ready) : 0;
  for (guint k = 0; k < n; k++)
    {
      guint i = (run->rr_next + k) % n;
      CkHostThread *t = g_ptr_array_index (ts, i);
      if (t->done || t->blocked || t->starting || t->in_cuda_wait)
        continue;
      if (pick-- > 0)
        continue;
      run->rr_next = i + 1;
      step (run, t);
      return;
    }
}

gboolean
ck_hthread_step_other (CkRun *run)
{
  if (!run->hthreads || run->host_nest != 1)
    return FALSE;
  CkHostThread *me = run->cur_thread;
  CkWarp *my_warp = run->host_warp;
  guint n = run->hthreads->len;
  for (guint k = 0; k < n; k++)
    {
      guint i = (run->rr_next + k) % n;
      CkHostThread *t = g_ptr_array_index (run->hthreads, i);
      if (t == me || t->done || t->blocked || t->starting || t->in_cuda_wait)
        continue;
      run->rr_next = i + 1;
      step (run, t);
      run->cur_thread = me;
      run->host_warp = my_warp;
      return TRUE;
    }
  return FALSE;
}

void
ck_hthread_fini (CkRun *run)
{
  if (!run->hthreads)
    return;
  for (guint i = 1; i < run->hthreads->len; i++)
    {
      CkHostThread *t = g_ptr_array_index (run->hthreads, i);
      ck_warp_fini (run, t->warp);
      g_free (t->warp);
    }
  g_ptr_array_free (run->hthreads, TRUE);
  run->hthreads = NULL;
  run->host_warp = run->host_block->warps;
}

/*
 * Thread storage duration (C11 6.2.4p4): each thread has its own instance of a thread-local
 * variable, initialised as the variable's initializer says, whose lifetime is the thread's.
 * cudak makes a thread's instance at its first use, a copy of the variable's initial image (its
 * initializer is constant, so the copy is what the thread would have started with); end_tls
 * frees it when the thread ends.
 */
guint64
ck_hthread_tls_addr (CkRun *run, guint32 idx)
{
  CkHostThread *t = run->hthreads ? run->cur_thread : NULL;
  guint64 **inst = t && t->id != 1 ? &t->tls : &run->main_tls;
  g_return_val_if_fail (idx < (guint32) run->prog->tls.len, 0);
  if (!*inst)
    *inst = g_new0 (guint64, run->prog->tls.len);
  if (!(*inst)[idx])
    {
      const CkTlsVar *v = ck_vec_get (&run->prog->tls, idx);
      CkAlloc *a = ck_mem_alloc (run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC, MAX (v->size, 1),
                                 MAX (v->align, 1), v->name, v->loc);
      g_assert (a);
      if (v->size > 0)
        memcpy (ck_mem_raw (run->mem, a->base, v->size), ck_mem_raw (run->mem, v->image, v->size),
                v->size);
      (*inst)[idx] = a->base;
    }
  return (*inst)[idx];
}

/*
 * C11 7.17.3: an atomic operation that releases on an object synchronises with one that
 * acquires on it and reads the value it wrote (or a later one of its release sequence). The
 * object's clock joins every release, so an acquire is ordered after all earlier releases on
 * it: a superset of what C11 orders, which may hide a race but reports none the program lacks.
 * Without other threads there is nothing to order.
 */
void
ck_hthread_atomic_order (CkRun *run, const CkWho *who, CkHostOrderKind kind, guint64 addr)
{
  if (!run->hthreads || !ck_run_observes (run, on_host_order))
    return;
  CkHostOrderEvent ev = { who, kind, addr };
  ck_run_on_host_order (run, &ev);
}

/*
 * C11 7.17.4 fences: a release fence F synchronises with an acquire operation that reads what
 * an atomic write after F wrote, and an atomic read before an acquire fence G that reads what a
 * release operation wrote makes that release synchronise with G. So after a release fence the
 * thread's atomic writes release (with the thread's clock at the write, not at F: a superset
 * again), and an acquire fence acquires the objects of the atomic reads without acquire since
 * the previous one.
 */
int
ck_hthread_fenced_order (CkRun *run, int order, gboolean writes, guint64 addr)
{
  if (!run->hthreads)
    return order;
  CkHostThread *t = run->cur_thread;
  if (writes && t->fence_released)
    order |= CK_ATOM_RELEASE;
  if (!(order & CK_ATOM_ACQUIRE))
    {
      if (!t->fence_reads)
        t->fence_reads = g_array_new (FALSE, FALSE, sizeof (guint64));
      for (guint i = 0; i < t->fence_reads->len; i++)
        if (g_array_index (t->fence_reads, guint64, i) == addr)
          return order;
      g_array_append_val (t->fence_reads, addr);
    }
  return order;
}

void
ck_hthread_atomic_fence (CkRun *run, const CkWho *who, int order)
{
  if (!run->hthreads)
    return;
  CkHostThread *t = run->cur_thread;
  if ((order & CK_ATOM_ACQUIRE) && t->fence_reads)
    {
      for (guint i = 0; i < t->fence_reads->len; i++)
        ck_hthread_atomic_order (run, who, CK_HOST_ACQUIRE, g_array_index (t->fence_reads, guint64, i));
      g_array_set_size (t->fence_reads, 0);
    }
  if (order & CK_ATOM_RELEASE)
    t->fence_released = TRUE;
}
