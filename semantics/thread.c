/* semantics/thread.c — threads [H §5.3]: registers and the call stack of local frames.
 * SPDX-License-Identifier: MIT */
#include "semantics/sem.h"

/* The deepest call chain a thread may build before the run reports a stack overflow. */
#define CK_THREAD_MAX_DEPTH 4096
/* Local memory a device thread may use (frames of all active calls), as CUDA's default
 * cudaLimitStackSize is small but programs may raise it: 512 KiB. The host thread gets 8 MiB. */
#define CK_THREAD_DEVICE_STACK (512u * 1024u)
#define CK_THREAD_HOST_STACK   (8u * 1024u * 1024u)

void
ck_thread_init (CkRun *run, CkThread *t, guint32 linear, CkDim3 tid)
{
  t->linear = linear;
  t->tid = tid;
  t->uid = run->next_thread_uid++;
  if (run->n_thread_pool && !t->frames)
    {
      /* a finished thread's frame stack (the registers are the warp's, ck_warp_init_in) */
      struct CkThreadBufs *p = &run->thread_pool[--run->n_thread_pool];
      t->frames = p->frames;
      t->frames_cap = p->frames_cap;
    }
}

void
ck_thread_fini (CkRun *run, CkThread *t)
{
  if (t->frames && !t->is_host)
    {
      if (run->n_thread_pool == run->thread_pool_cap)
        {
          run->thread_pool_cap = MAX (64, run->thread_pool_cap * 2);
          run->thread_pool = g_renew (struct CkThreadBufs, run->thread_pool, run->thread_pool_cap);
        }
      run->thread_pool[run->n_thread_pool++] = (struct CkThreadBufs) { t->frames, t->frames_cap };
    }
  else
    g_free (t->frames);
  t->frames_cap = 0;
  if (t->blocked)
    g_free (t->blocked);
  t->blocked = NULL;
  t->n_blocked = t->blocked_cap = 0;
  if (t->local && t->local->space == CK_SPACE_LOCAL)
    {
      if (ck_run_observes (run, on_window_release))
        ck_run_on_window_release (run, t->local);
      ck_mem_release_window (run->mem, t->local);
    }
  t->frames = NULL;
  t->local = NULL;
}

/* Makes the variables of [fn]'s frame at [lbase] known in [t]'s local (or stack) allocation,
 * which checks every access below the new end of the frames against them, and tells the
 * observers that the frame's bytes hold nothing yet. */
static void
push_frame_vars (CkRun *run, CkThread *t, const CkFunc *fn, guint32 lbase)
{
  CkAlloc *a = t->local;
  guint32 n = a->n_vars + fn->n_frame_vars;
  if (n > a->frame_vars_cap)
    {
      a->frame_vars_cap = MAX (n, a->frame_vars_cap * 2);
      a->frame_vars = g_renew (CkVarRange, a->frame_vars, a->frame_vars_cap);
    }
  for (guint32 i = 0; i < fn->n_frame_vars; i++)
    {
      CkVarRange *v = &a->frame_vars[a->n_vars + i];
      *v = fn->frame_vars[i];
      v->offset += lbase;
    }
  a->vars = a->frame_vars;
  a->n_vars = n;
  a->frames_end = (guint64) lbase + fn->frame_size;
  if (ck_run_observes (run, on_frame))
    {
      CkFrameEvent ev = { a, lbase, fn->frame_size };
      ck_run_on_frame (run, &ev);
    }
}

void
ck_regfile_clear (CkRegFile *rf, guint32 slots)
{
  if (slots > rf->cap)
    {
      guint32 cap = MAX (slots, rf->cap * 2);
      rf->base = g_renew (CkVal, rf->base, (gsize) cap * rf->width);
      rf->cap = cap;
    }
  /* slot by slot: a row (512 bytes in a warp of 32) is cleared with vector stores, where one
     memset of them all would be a string instruction (which callgrind counts per byte) */
  for (guint32 i = 0; i < slots; i++)
    memset (rf->base + (gsize) i * rf->width, 0, sizeof (CkVal) * rf->width);
}

static gboolean push_frame (CkRun *run, CkThread *t, const CkFunc *fn, gint32 ret_dst,
                            gboolean clear);

/* [H §5.3] a call pushes a new local frame: registers for [fn] and its local memory. */
gboolean
ck_thread_push_frame (CkRun *run, CkThread *t, const CkFunc *fn, gint32 ret_dst)
{
  return push_frame (run, t, fn, ret_dst, TRUE);
}

gboolean
ck_thread_push_first_frame (CkRun *run, CkThread *t, const CkFunc *fn)
{
  g_assert (t->depth == 0 && t->rf->cap >= fn->n_regs + 1u);
  return push_frame (run, t, fn, -1, FALSE);
}

static gboolean
push_frame (CkRun *run, CkThread *t, const CkFunc *fn, gint32 ret_dst, gboolean clear)
{
  if (t->depth >= CK_THREAD_MAX_DEPTH)
    return FALSE;
  if (t->depth == t->frames_cap)
    {
      t->frames_cap = t->frames_cap ? t->frames_cap * 2 : 4;
      t->frames = g_renew (CkFrame, t->frames, t->frames_cap);
    }
  guint32 fp = t->depth ? t->fp + t->frames[t->depth - 1].fn->n_regs : 0;
  guint32 need = fp + fn->n_regs + 1;
  CkRegFile *rf = t->rf;
  if (need > rf->cap)
    {
      /* slots are added at the end: the lanes' columns stay where they are (the callers
         invalidate their warp's frame bases, CkWarp.frames_valid) */
      guint32 cap = MAX (need, rf->cap * 2);
      rf->base = g_renew (CkVal, rf->base, (gsize) cap * rf->width);
      rf->cap = cap;
    }
  if (clear)
    for (guint32 r = 0; r <= fn->n_regs; r++)
      memset (ck_thread_slot (t, fp + r), 0, sizeof (CkVal));
  guint32 lbase = 0;
  if (t->depth)
    {
      const CkFrame *up = &t->frames[t->depth - 1];
      lbase = up->local_base + up->fn->frame_size + up->vla_size;
    }
  lbase = (lbase + 15) & ~15u;
  if (fn->frame_size)
    {
      gboolean host = t->is_host;
      guint64 need_bytes = (guint64) lbase + fn->frame_size;
      if (!t->local)
        {
          if (host)
            {
              t->local = ck_mem_alloc (run->mem, CK_SPACE_HOST, CK_ALLOC_HOST_STACK,
                                       CK_THREAD_HOST_STACK, 16, "stack", (CkSrcLoc) { 0 });
              if (!t->local)
                return FALSE;
            }
          else
            {
              t->local = ck_mem_alloc_local (run->mem, t->uid, MAX (need_bytes, 256), t);
              if (t->local)
                {
                  /* whose memory it is, for a report of another thread's access */
                  t->local->owner_thread[0] = t->tid.x;
                  t->local->owner_thread[1] = t->tid.y;
                  t->local->owner_thread[2] = t->tid.z;
                  t->local->owner_block[0] = t->bid.x;
                  t->local->owner_block[1] = t->bid.y;
                  t->local->owner_block[2] = t->bid.z;
                }
            }
        }
      if (need_bytes > t->local->size)
        {
          if (host || need_bytes > CK_THREAD_DEVICE_STACK
              || !ck_mem_grow_local (run->mem, t->local, need_bytes))
            return FALSE;
        }
    }
  CkFrame *f = &t->frames[t->depth++];
  f->fn = fn;
  f->fp = fp;
  f->local_base = lbase;
  f->ret_dst = ret_dst;
  f->vla_size = 0;
  f->n_vla_vars = 0;
  t->fp = fp;
  t->local_sp = lbase + fn->frame_size;
  if (fn->frame_size)
    push_frame_vars (run, t, fn, lbase);
  return TRUE;
}

/* [H §5.3] ret pops the frame; the caller's registers become current again. */
void
ck_thread_pop_frame (CkRun *run, CkThread *t)
{
  (void) run;
  g_return_if_fail (t->depth > 0);
  t->depth--;
  const CkFunc *fn = t->frames[t->depth].fn;
  guint32 n_vars = fn->n_frame_vars + t->frames[t->depth].n_vla_vars;
  if (t->depth)
    {
      const CkFrame *up = &t->frames[t->depth - 1];
      t->fp = up->fp;
      t->local_sp = up->local_base + up->fn->frame_size + up->vla_size;
    }
  else
    {
      t->fp = 0;
      t->local_sp = 0;
    }
  if (fn->frame_size && t->local)
    {
      /* the callers' variables remain; the popped frame's bytes are no longer checked */
      CkAlloc *a = t->local;
      a->n_vars -= MIN (a->n_vars, n_vars);
      a->frames_end = a->n_vars ? t->local_sp : 0;
    }
}

/**
 * ck_thread_vla_alloc:
 * Extends the current frame of [t] by [size] bytes aligned to [align] for a variable-length
 * array named [name] (C11 6.7.6.2), checked like the frame's other variables. When [release]
 * is an address this declaration gave before (0: none), the arrays from there on are released
 * first: executing a declaration again ends the lifetime of what it and later ones made.
 * Returns the address, or 0 when the stack cannot hold it.
 */
#define CK_THREAD_VLA_REDZONE 32

guint64
ck_thread_vla_alloc (CkRun *run, CkThread *t, guint64 size, guint32 align, guint64 release,
                     const char *name, CkSrcLoc loc)
{
  g_return_val_if_fail (t->depth > 0 && t->local != NULL, 0);
  CkFrame *f = &t->frames[t->depth - 1];
  CkAlloc *a = t->local;
  guint64 fixed_end = (guint64) f->local_base + f->fn->frame_size;
  if (release >= a->base + fixed_end && release <= a->base + fixed_end + f->vla_size)
    {
      guint64 keep = release - a->base - fixed_end;
      while (f->n_vla_vars && a->frame_vars[a->n_vars - 1].offset >= fixed_end + keep)
        {
          a->n_vars--;
          f->n_vla_vars--;
        }
      f->vla_size = (guint32) keep;
    }
  if (align < 1)
    align = 1;
  guint64 off = (fixed_end + f->vla_size + align - 1) & ~((guint64) align - 1);
  /* a redzone after it, as after the frame's fixed variables: an access past its end lands in
     no variable, below frames_end, and is refused */
  guint64 end = off + MAX (size, 1) + CK_THREAD_VLA_REDZONE;
  gboolean host = run->host_warp && t == &run->host_warp->threads[0];
  if (end > G_MAXUINT32 || end > (host ? CK_THREAD_HOST_STACK : CK_THREAD_DEVICE_STACK))
    return 0;
  if (end > a->size && (host || !ck_mem_grow_local (run->mem, a, end)))
    return 0;
  if (a->n_vars + 1 > a->frame_vars_cap)
    {
      a->frame_vars_cap = MAX (a->n_vars + 1, a->frame_vars_cap * 2);
      a->frame_vars = g_renew (CkVarRange, a->frame_vars, a->frame_vars_cap);
      a->vars = a->frame_vars;
    }
  CkVarRange vr = { off, size, name, loc };
  a->frame_vars[a->n_vars++] = vr;
  f->n_vla_vars++;
  f->vla_size = (guint32) (end - fixed_end);
  t->local_sp = (guint32) end;
  a->frames_end = end;
  if (ck_run_observes (run, on_frame))
    {
      CkFrameEvent ev = { a, off, end - off };
      ck_run_on_frame (run, &ev);
    }
  return a->base + off;
}
