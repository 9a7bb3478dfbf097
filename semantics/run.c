/* semantics/run.c — the device [H §5.8] with the host view of [K]: the host thread, kernel
 * launches, the device printf FIFO, sticky errors, and the run as a whole.
 * SPDX-License-Identifier: MIT */
#include <stdarg.h>
#include <string.h>
#include <time.h>
#include "semantics/sem.h"
#include "semantics/trace.h"

/* A monotonic clock in nanoseconds, for --stats. */
gint64
ck_stats_now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* cudaError_t values the semantics itself produces (interp/cuda-errors.def has them all). */
enum {
  ERR_INVALID_VALUE = 1,
  ERR_INVALID_CONFIGURATION = 9,
  ERR_INVALID_DEVICE_FUNCTION = 98,
  ERR_INVALID_RESOURCE_HANDLE = 400,
  ERR_ILLEGAL_ADDRESS = 700,
  ERR_LAUNCH_FAILURE = 719,
};

void
ck_run_options_init (CkRunOptions *o)
{
  memset (o, 0, sizeof *o);
  ck_device_model_init (&o->model);
  o->sched = CK_SCHED_RR;
  o->max_steps = 0;
  o->trace_grid = -1;
  o->trace_block = -1;
  o->trace_warp = -1;
}

CkRun *
ck_run_new (CkSimtProgram *prog, const CkRunOptions *opts, CkMem *mem)
{
  CkRun *run = g_new0 (CkRun, 1);
  run->opts = *opts;
  run->model = &run->opts.model;
  run->prog = prog;
  run->mem = mem;
  run->rand = g_rand_new_with_seed ((guint32) opts->seed);
  run->device_printf = g_string_new (NULL);
  run->launched = g_hash_table_new (NULL, NULL);
  run->kernel_attrs = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  run->next_thread_uid = 1;
  run->copy_engine.is_host = TRUE;
  run->copy_engine.kernel = "(CUDA runtime)";
  run->copy_engine.warp_size = 1;
  run->copy_engine.grid_id = G_MAXUINT32;   /* not the host's: its copies run in streams */

  /* the host thread: a block without a grid holding one warp of one lane */
  CkBlock *hb = g_new0 (CkBlock, 1);
  hb->n_threads = 1;
  hb->n_warps = 1;
  hb->warps = g_new0 (CkWarp, 1);
  hb->who.is_host = TRUE;
  hb->who.kernel = "(host)";
  hb->who.warp_size = 1;
  ck_warp_init (run, &hb->warps[0], hb, 0, 1, 0);
  hb->warps[0].who = hb->who;
  ck_thread_init (run, &hb->warps[0].threads[0], 0, (CkDim3) { 0, 0, 0 });
  hb->warps[0].threads[0].is_host = TRUE;
  run->host_block = hb;
  run->host_warp = &hb->warps[0];
  ck_stream_init (run);
  if (opts->memory == CK_MEMORY_FERMI)
    ck_fermi_run_init (run);
  return run;
}

void
ck_run_free (CkRun *run)
{
  if (!run)
    return;
  /* Grids still queued or running when the program ended are freed here without telling the
   * observer: its owner finished and freed it before (interp/main.c), and what it would hear,
   * blocks ending that never ran to their end, is not the program's behaviour. */
  run->has_obs = FALSE;
  ck_trace_fini (run);
  ck_fermi_run_fini (run);
  ck_stream_fini (run);
  ck_hthread_fini (run);
  g_free (run->main_tls);
  g_free (run->host_kinds);
  g_free (run->host_ops);
  ck_warp_fini (run, run->host_block->warps);
  for (guint32 i = 0; i < run->n_thread_pool; i++)
    g_free (run->thread_pool[i].frames);
  g_free (run->thread_pool);
  for (guint32 i = 0; i < run->n_rf_pool; i++)
    {
      g_free (run->rf_pool[i]->base);
      g_free (run->rf_pool[i]);
    }
  g_free (run->rf_pool);
  ck_block_pool_clear (run);
  g_free (run->host_block->warps);
  g_free (run->host_block);
  g_rand_free (run->rand);
  g_string_free (run->device_printf, TRUE);
  g_hash_table_destroy (run->launched);
  g_hash_table_destroy (run->kernel_attrs);
  g_free (run);
}

const CkWho *
ck_run_copy_engine_who (CkRun *run)
{
  return &run->copy_engine;
}

void
ck_run_exit (CkRun *run, int status)
{
  run->exited = TRUE;
  run->exit_status = status;
}

void
ck_run_fault (CkRun *run, CkWarp *w, int lane, CkFaultKind kind, const CkStmt *s, const char *fmt, ...)
{
  va_list ap;
  gboolean after_bad_access = run->lane_faulted;
  if (kind != CK_FAULT_DIV_ZERO)
    run->lane_faulted = TRUE;
  if (after_bad_access && kind == CK_FAULT_BAD_CALL)
    return; /* the invalid access that stopped the builtin is already reported */
  va_start (ap, fmt);
  char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  if (ck_run_observes (run, on_fault))
    {
      CkFaultEvent ev = { 0 };
      ev.who = w ? &w->who : &run->copy_engine;
      ev.kind = kind;
      ev.lane = lane;
      ev.loc = s ? ck_sem_user_loc (run, w, lane, s->loc) : (CkSrcLoc) { 0 };
      ev.message = msg;
      ck_run_on_fault (run, &ev);
    }
  else
    fprintf (stderr, "cudak: error: %s\n", msg);
  g_free (msg);
  if (w && !w->who.is_host && kind != CK_FAULT_DIV_ZERO && kind != CK_FAULT_SYNC_MASK
      && kind != CK_FAULT_GROUP_SYNC && kind != CK_FAULT_SHFL_SOURCE && !run->sticky_error)
    run->sticky_error = kind == CK_FAULT_ASSERT ? 710 : ERR_LAUNCH_FAILURE;
}

void
ck_run_device_synchronize (CkRun *run)
{
  ck_stream_wait_idle (run);
  ck_run_flush_device_output (run);
}

void
ck_run_flush_device_output (CkRun *run)
{
  if (run->device_printf->len)
    {
      /* the printf FIFO is circular: only its newest output, from the first whole line */
      GString *fifo = run->device_printf;
      gsize from = 0;
      if (run->device_printf_fifo && fifo->len > run->device_printf_fifo)
        {
          from = fifo->len - run->device_printf_fifo;
          const char *nl = memchr (fifo->str + from, '\n', fifo->len - from);
          from = nl ? (gsize) (nl - fifo->str) + 1 : from;
        }
      fflush (stdout);
      fwrite (fifo->str + from, 1, fifo->len - from, stdout);
      fflush (stdout);
      g_string_truncate (run->device_printf, 0);
    }
}


static gboolean
dims_ok (CkDim3 d, const guint32 *max)
{
  return d.x >= 1 && d.y >= 1 && d.z >= 1 && d.x <= max[0] && d.y <= max[1] && d.z <= max[2];
}

/* A launch the host made is refused: reports [msg] (freed here) at [loc]. */
static void
launch_fault (CkRun *run, CkFaultKind kind, CkSrcLoc loc, char *msg)
{
  if (ck_run_observes (run, on_fault))
    {
      CkFaultEvent ev = { 0 };
      ev.who = &run->host_warp->who;
      ev.kind = kind;
      ev.loc = loc;
      ev.message = msg;
      ck_run_on_fault (run, &ev);
    }
  g_free (msg);
}

/**
 * ck_run_kernel_attrs:
 * @run: the run
 * @kernel: a __global__ function
 *
 * Returns: the attributes of @kernel that cudaFuncSetAttribute sets, with their defaults until
 * it does (CkKernelAttrs); owned by @run until cudaDeviceReset.
 */
CkKernelAttrs *
ck_run_kernel_attrs (CkRun *run, const CkFunc *kernel)
{
  g_return_val_if_fail (run && kernel, NULL);
  CkKernelAttrs *a = g_hash_table_lookup (run->kernel_attrs, kernel);
  if (!a)
    {
      const CkDeviceModel *m = &run->opts.model;
      a = g_new0 (CkKernelAttrs, 1);
      a->max_dyn_shared = m->shared_per_block > kernel->static_shared
                          ? m->shared_per_block - kernel->static_shared : 0;
      a->carveout = -1;
      g_hash_table_insert (run->kernel_attrs, (gpointer) kernel, a);
    }
  return a;
}

int
ck_run_launch (CkRun *run, const CkFunc *kernel, CkDim3 grid, CkDim3 block, guint64 shmem,
               guint64 stream, const CkVal *args, CkSrcLoc loc)
{
  return ck_run_launch_ex (run, kernel, grid, block, shmem, stream, args, loc, FALSE);
}

int
ck_run_launch_ex (CkRun *run, const CkFunc *kernel, CkDim3 grid, CkDim3 block, guint64 shmem,
                  guint64 stream, const CkVal *args, CkSrcLoc loc, gboolean cooperative)
{
  const CkDeviceModel *m = &run->opts.model;
  if (run->sticky_error)
    return run->sticky_error;
  if (!kernel || !kernel->is_kernel)   /* a launch through a pointer to something else */
    return ERR_INVALID_DEVICE_FUNCTION;
  CkStream *st = ck_run_stream_of (run, stream);
  if (!st)
    {
      launch_fault (run, CK_FAULT_API_MISUSE, loc,
                    g_strdup_printf ("launch of '%s' into stream %#" G_GINT64_MODIFIER "x, which "
                                     "was destroyed or never created", kernel->name, stream));
      return ERR_INVALID_RESOURCE_HANDLE;
    }
  guint64 threads = (guint64) block.x * block.y * block.z;
  const char *why = NULL;
  char *why_shared = NULL;
  int err = 0;
  guint64 max_dyn = ck_run_kernel_attrs (run, kernel)->max_dyn_shared;
  if (!dims_ok (block, m->max_block_dim) || threads > m->max_threads_per_block)
    {
      why = "invalid block dimensions";
      err = ERR_INVALID_CONFIGURATION;
    }
  else if (!dims_ok (grid, m->max_grid_dim))
    {
      why = "invalid grid dimensions";
      err = ERR_INVALID_CONFIGURATION;
    }
  else if (kernel->max_threads && threads > (guint64) kernel->max_threads)
    {
      why = "more threads per block than __launch_bounds__ allows";
      err = ERR_INVALID_CONFIGURATION;
    }
  else if (shmem > max_dyn)
    {
      /* the driver checks the dynamic size against the kernel's attribute, which keeps static +
         dynamic within the block's limit (cudaFuncSetAttribute refuses more) */
      why = why_shared = g_strdup_printf (
          "more shared memory than a block may have (%" G_GUINT64_FORMAT " bytes of static shared "
          "memory, the kernel's maximum dynamic shared memory is %" G_GUINT64_FORMAT " bytes%s)",
          kernel->static_shared, max_dyn,
          max_dyn + kernel->static_shared < m->shared_per_block_optin
          ? "; cudaFuncSetAttribute with cudaFuncAttributeMaxDynamicSharedMemorySize raises it" : "");
      err = ERR_INVALID_VALUE;
    }
  if (err)
    {
      launch_fault (run, CK_FAULT_INVALID_LAUNCH, loc, g_strdup_printf (
          "invalid launch of '%s' with grid (%u,%u,%u) and block (%u,%u,%u), %" G_GUINT64_FORMAT
          " bytes of dynamic shared memory: %s", kernel->name, grid.x, grid.y, grid.z,
          block.x, block.y, block.z, shmem, why));
      g_free (why_shared);
      return err;
    }

  g_hash_table_add (run->launched, (gpointer) kernel);
  if (st->capture && run->capture_launch)
    return run->capture_launch (run, st, kernel, grid, block, shmem, args, loc, cooperative);
  CkGrid *g = ck_grid_new (run, kernel, grid, block, shmem);
  g->launch_loc = loc;
  g->cooperative = cooperative;
  g->params = g_new0 (CkVal, kernel->n_params + 1);
  for (guint32 i = 0; i < kernel->n_params; i++)
    {
      g->params[i] = args[i];
      guint32 bytes = kernel->param_copy_size ? kernel->param_copy_size[i] : 0;
      if (bytes)
        {
          /* struct arguments are copied to the parameter space when the kernel is launched */
          CkAlloc *a = ck_mem_alloc (run->mem, CK_SPACE_CONST, CK_ALLOC_DEVICE_STATIC,
                                     (guint64) bytes, 16, "kernel parameter", loc);
          guint8 *src = ck_mem_raw (run->mem, args[i].u, (gsize) bytes);
          if (a && src)
            memcpy (a->data, src, (gsize) bytes);
          if (a)
            a->is_readonly = TRUE;
          g->params[i].u = a ? a->base : 0;
        }
    }
  /* the grid runs when its stream gets to it, concurrently with the host (stream.c); a fault
   * is reported by a later synchronising call, not by the launch itself */
  CkOp *op = ck_stream_enqueue (run, st, CK_OP_KERNEL, loc);
  op->grid = g;
  return 0;
}

void
ck_run_report_host_stuck (CkRun *run, const CkWho *who, CkSrcLoc loc, CkDeadlockKind kind,
                          const char *what, const char *detail, const char *without_checker)
{
  if (!(ck_run_observes (run, on_deadlock)))
    {
      fprintf (stderr, "cudak: error: %s\n", without_checker);
      return;
    }
  CkStuckWarp sw = { 0 };
  sw.who = *who;
  sw.waiting = 1;
  sw.loc = loc;
  sw.what = what;
  CkDeadlockEvent ev = { 0 };
  ev.kind = kind;
  ev.warps = &sw;
  ev.n_warps = 1;
  ev.detail = detail;
  ck_run_on_deadlock (run, &ev);
}

/* --max-steps bounds host code as it bounds kernels: the host thread ran past it (a loop that
 * never ends, in main or in the static initialisation before it). Reports where it is and ends
 * the program, as the kernel's bound ends the kernel. */
static void
host_no_progress (CkRun *run, CkWarp *w)
{
  if (run->host_steps > run->opts.max_host_steps + 1)
    return;   /* reported: the atexit handlers that still run stop at once */
  char *detail = g_strdup_printf ("the host thread did not finish within --max-steps=%"
                                  G_GUINT64_FORMAT " statements%s", run->opts.max_host_steps,
                                  run->in_static_init ? " (in the static initialisation, "
                                  "before main)" : "");
  ck_run_report_host_stuck (run, &w->who, run->prog->stmts[w->es.pc].loc, CK_DEADLOCK_NO_PROGRESS,
                            "a loop", detail,
                            "the host thread did not finish within --max-steps");
  g_free (detail);
  ck_run_exit (run, 1);
}

/* One statement of the host thread through the warp machinery (or the host threads' scheduler
 * in main), counted against --max-steps; FALSE when the bound ends the program. */
static gboolean
host_step (CkRun *run, CkWarp *w, const CkFunc *fn)
{
  run->host_steps++;   /* also counted without a bound: --stats */
  if (G_UNLIKELY (run->opts.max_host_steps && run->host_steps > run->opts.max_host_steps))
    {
      host_no_progress (run, w);
      return FALSE;
    }
  if (run->hthreads && run->host_nest == 1)
    ck_hthread_schedule (run);
  else
    {
      ck_warp_step (run, w);
      if (run->host_wait)
        {
          /* the callback cannot wait: no other thread may run until it returns */
          run->host_wait = FALSE;
          const CkStmt *st = &run->prog->stmts[w->es.pc];
          ck_run_fault (run, w, 0, CK_FAULT_UNSUPPORTED, st, "unsupported: a call that waits "
                        "for another host thread (%s) inside '%s', which the C library calls "
                        "back", run->cur_thread && run->cur_thread->wait_what
                        ? run->cur_thread->wait_what : "a pthread call", fn->name);
          ck_run_exit (run, 1);
        }
    }
  return TRUE;
}

/* Runs host function [fn] on the host thread until it returns to the current depth. */
static gboolean
run_host_function (CkRun *run, const CkFunc *fn, const CkVal *args, int n_args)
{
  CkWarp *w = run->host_warp;
  CkThread *t = &w->threads[0];
  CkExecState saved = w->es;
  guint32 saved_stop = w->stop_depth;
  CkWarpState saved_state = w->state;
  memset (&w->es, 0, sizeof w->es);
  w->es.pc = fn->entry;
  w->es.active = 1;
  w->state = CK_WARP_ACTIVE;
  w->stop_depth = t->depth;
  w->frames_valid = FALSE;
  if (!ck_thread_push_frame (run, t, fn, -1))
    {
      ck_run_fault (run, w, 0, CK_FAULT_STACK_OVERFLOW, NULL, "stack overflow calling '%s'", fn->name);
      ck_run_exit (run, 139);
      run->stopped = TRUE;
      return FALSE;
    }
  for (int i = 0; i < n_args && (guint32) i < fn->n_params; i++)
    *ck_thread_reg (t, fn->param_regs[i]) = args[i];
  /* fair progress: one host statement, one device round; guaranteed progress: the device
   * moves only inside CUDA calls (stream.c). With several host threads (<pthread.h>), the
   * outermost function (main) interleaves them all; a function the runtime calls back (a qsort
   * comparator, an atexit handler) runs alone on its thread. */
  run->host_nest++;
  CkHostThread *me = run->hthreads ? run->cur_thread : NULL;
  while (w->state == CK_WARP_ACTIVE && !run->exited)
    {
      /* the common statements in a run of their own (host-step.c): as many as --max-steps
         leaves, or one before the device's round while kernels are pending */
      guint64 fast = 0;
      if (!(run->hthreads && run->host_nest == 1) && ck_host_is_fast (run))
        {
          guint64 budget = !run->n_pending || run->in_device_step ? G_MAXUINT64 : 1;
          guint64 max = run->opts.max_host_steps;
          if (max)
            budget = run->host_steps < max ? MIN (budget, max - run->host_steps) : 0;
          fast = budget ? ck_host_run (run, w, budget) : 0;
          run->host_steps += fast;
        }
      if (!fast && !host_step (run, w, fn))
        break;
      if (!run->n_pending || run->in_device_step)
        continue;
      if (run->opts.progress == CK_PROGRESS_FAIR)
        ck_stream_step (run);
      else if (run->host_warp->spinning)
        ck_stream_check_host_spin (run);
    }
  run->host_nest--;
  if (me)
    {
      run->cur_thread = me;
      run->host_warp = w;
    }
  gboolean ok = w->state == CK_WARP_COMPLETED;
  w->frames_valid = FALSE;
  g_free (w->es.tokens);
  w->es = saved;
  w->stop_depth = saved_stop;
  w->state = saved_state;
  return ok;
}

gint64
ck_run_call_function (CkRun *run, guint64 fn_addr, const CkVal *args, int n_args)
{
  gint64 none = 0;
  const CkFunc *f = ck_program_func_at (run->prog, fn_addr);
  if (!f)
    {
      ck_run_fault (run, run->host_warp, 0, CK_FAULT_BAD_CALL, NULL,
                    "call through an invalid function pointer %#" G_GINT64_MODIFIER "x", fn_addr);
      ck_run_exit (run, 139);
      run->stopped = TRUE;
      return none;
    }
  /* atexit handlers run after exit(): the program has not ended until they return */
  gboolean exited = run->exited;
  run->exited = FALSE;
  gboolean ok = run_host_function (run, f, args, n_args);
  if (!run->exited)
    run->exited = exited;
  if (!ok)
    return none;
  return run->host_ret.i;
}

int
ck_run_main (CkRun *run, int argc, char **argv)
{
  CkSimtProgram *prog = run->prog;
  if (prog->init_fn && prog->init_fn->end > prog->init_fn->entry)
    {
      run->in_static_init = TRUE;
      run_host_function (run, prog->init_fn, NULL, 0);
      run->in_static_init = FALSE;
    }
  if (run->exited)
    return run->exit_status;
  if (!prog->main_fn)
    {
      fprintf (stderr, "cudak: error: the program has no main function\n");
      return 1;
    }
  /* argv lives in host memory like the strings the kernel hands to a process */
  CkVal args[2] = { { 0 } };
  args[0].i = argc;
  CkAlloc *av = ck_mem_alloc (run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC,
                              8 * (guint64) (argc + 1), 16, "argv", (CkSrcLoc) { 0 });
  for (int i = 0; i < argc; i++)
    {
      gsize n = strlen (argv[i]) + 1;
      CkAlloc *s = ck_mem_alloc (run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STATIC, n, 16, "argv string",
                                 (CkSrcLoc) { 0 });
      memcpy (s->data, argv[i], n);
      memcpy (av->data + 8 * i, &s->base, 8);
    }
  args[1].u = av->base;
  run->host_ret.u = 0;
  gboolean ok = run_host_function (run, prog->main_fn, args, 2);
  if (!run->exited && ok && run->hthreads && ((CkHostThread *) run->hthreads->pdata[0])->exited)
    {
      /* main called pthread_exit: the process lives on until its last thread ends, then
         exits with status 0 (POSIX pthread_exit) */
      run->host_nest++;
      while (!run->exited && ck_hthread_others_live (run))
        {
          ck_hthread_schedule (run);
          if (run->n_pending && !run->in_device_step && run->opts.progress == CK_PROGRESS_FAIR)
            ck_stream_step (run);
        }
      run->host_nest--;
      run->host_ret.u = 0;
    }
  if (!run->exited)
    {
      run->exit_status = ok ? (int) (run->host_ret.i & 0xff) : 139;
      run->exited = TRUE;
      run->stopped = !ok;   /* an error of the host thread ended main */
    }
  ck_stream_report_unfinished (run);
  ck_run_device_synchronize (run);
  return run->exit_status;
}
