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
  (void) run;
  t->linear = linear;
  t->tid = tid;
  t->uid = run->next_thread_uid++;
}

void
ck_thread_fini (CkRun *run, CkThread *t)
{
  g_free (t->regs);
  g_free (t->frames);
  if (t->local && t->local->space == CK_SPACE_LOCAL)
    ck_mem_release_window (run->mem, t->local);
  t->regs = NULL;
  t->frames = NULL;
  t->local = NULL;
}

/* [H §5.3] a call pushes a new local frame: registers for [fn] and its local memory. */
gboolean
ck_thread_push_frame (CkRun *run, CkThread *t, const CkFunc *fn, gint32 ret_dst)
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
  if (need > t->regs_cap)
    {
      guint32 cap = MAX (need, t->regs_cap * 2);
      t->regs = g_renew (CkVal, t->regs, cap);
      t->regs_cap = cap;
    }
  memset (t->regs + fp, 0, sizeof (CkVal) * (fn->n_regs + 1));
  guint32 lbase = 0;
  if (t->depth)
    {
      const CkFrame *up = &t->frames[t->depth - 1];
      lbase = up->local_base + up->fn->frame_size;
    }
  lbase = (lbase + 15) & ~15u;
  if (fn->frame_size)
    {
      gboolean host = run->host_warp && t == &run->host_warp->threads[0];
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
            t->local = ck_mem_alloc_local (run->mem, t->uid, MAX (need_bytes, 256), t);
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
  t->fp = fp;
  t->local_sp = lbase + fn->frame_size;
  return TRUE;
}

/* [H §5.3] ret pops the frame; the caller's registers become current again. */
void
ck_thread_pop_frame (CkRun *run, CkThread *t)
{
  (void) run;
  g_return_if_fail (t->depth > 0);
  t->depth--;
  if (t->depth)
    {
      t->fp = t->frames[t->depth - 1].fp;
      t->local_sp = t->frames[t->depth - 1].local_base + t->frames[t->depth - 1].fn->frame_size;
    }
  else
    {
      t->fp = 0;
      t->local_sp = 0;
    }
}
