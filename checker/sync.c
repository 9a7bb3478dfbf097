/* checker/sync.c — barrier divergence and mismatch [H §5.5] (a barrier reached by part of a
 * warp, or different barrier statements in one block), and the reports of deadlocks, missing
 * progress and SIMT starvation [H §6.1], [K §3.1].
 * SPDX-License-Identifier: MIT */
#include "checker/checker-private.h"

static void
append_block (GString *s, const CkWho *who)
{
  g_string_append_printf (s, "block (%u,%u,%u)", who->block_idx.x, who->block_idx.y,
                          who->block_idx.z);
}

static void
add_lane_threads (CkReport *f, const char *role, const CkWho *who, CkMask mask)
{
  for (guint l = 0; l < CK_MAX_WARP; l++)
    if ((mask >> l) & 1)
      {
        ck_report_add_thread (f, role, who, l, NULL);
        return;  /* one sample per role keeps JSON small; the text names every thread */
      }
}

/* Lanes of [who]'s warp that exist in the block: the last warp may be underpopulated. */
static CkMask
real_lanes (const CkWho *who)
{
  guint64 n = (guint64) MAX (who->block_dim.x, 1) * MAX (who->block_dim.y, 1)
              * MAX (who->block_dim.z, 1);
  guint32 ws = who->warp_size ? MIN (who->warp_size, CK_MAX_WARP) : CK_MAX_WARP;
  guint64 in_warp = n > who->first_thread ? MIN (n - who->first_thread, ws) : 0;
  return in_warp >= 64 ? ~(CkMask) 0 : (((CkMask) 1 << in_warp) - 1);
}

void
ck_sync_barrier_arrive (CkChecker *c, const CkBarrierArriveEvent *ev)
{
  const CkWho *who = ev->who;
  if (ev->exited)
    {
      CkFoldKey key = { CK_REPORT_BARRIER_DIVERGENCE, ev->loc, { 0 }, ev->barrier_id + 1000 };
      CkReport *f = ck_report_begin (&c->reporter, &key, who->kernel, who->kernel);
      if (!f)
        return;
      GString *s = g_string_new ("barrier divergence: ");
      ck_report_append_lanes (s, who, ev->exited);
      g_string_append (s, " of ");
      append_block (s, who);
      g_string_append_printf (s, " exited while the other threads of the block waited at barrier %u",
                              ev->barrier_id);
      ck_report_set_message (f, "%s", s->str);
      if (who->independent)
        ck_report_add_note (f, ev->loc, "every live thread of a block must reach the same "
                            "barrier; since Volta the barrier waits only for the threads that "
                            "have not exited, but CUDA allows __syncthreads() in conditional code "
                            "only when the condition is the same for the whole block");
      else
        ck_report_add_note (f, ev->loc, "every live thread of a block must reach the same "
                            "barrier; the hardware lets the barrier complete without the exited "
                            "warps, but CUDA does not promise it");
      add_lane_threads (f, "exited", who, ev->exited);
      g_string_free (s, TRUE);
      ck_report_emit (&c->reporter, f);
      return;
    }
  if (ev->mismatch)
    {
      CkFoldKey key = { CK_REPORT_BARRIER_MISMATCH, ev->loc, ev->other_loc, ev->barrier_id };
      CkReport *f = ck_report_begin (&c->reporter, &key, who->kernel, who->kernel);
      if (f)
        {
          /* under independent thread scheduling the others may be lanes of the same warp */
          const char *others = who->independent ? "threads" : "warps";
          GString *s = g_string_new (NULL);
          g_string_append_printf (s, "barrier mismatch: warp %u of ", who->warp_id);
          append_block (s, who);
          g_string_append_printf (s, " waits at barrier %u here", ev->barrier_id);
          if (ev->other_loc.file)
            g_string_append_printf (s, ", other %s of the block at %s:%u:%u", others,
                                    ev->other_loc.file->name, ev->other_loc.line,
                                    ev->other_loc.col);
          else
            g_string_append_printf (s, ", other %s of the block at another statement", others);
          ck_report_set_message (f, "%s", s->str);
          g_string_assign (s, "");
          ck_report_append_lanes (s, who, ev->arrived);
          g_string_append (s, __builtin_popcountll (ev->arrived) == 1 ? " waits here" : " wait here");
          if (ev->function && ev->other_function && strcmp (ev->function, ev->other_function))
            {
              /* __syncthreads_count vs _or, or a reduction vs a plain __syncthreads() */
              gboolean plain = !strcmp (ev->function, "__syncthreads");
              gboolean other_plain = !strcmp (ev->other_function, "__syncthreads");
              g_string_append_printf (s, "; %s() here and %s() there count on the same barrier, ",
                                      ev->function, ev->other_function);
              if (plain || other_plain)
                g_string_append_printf (s, "so the result of %s() is not defined",
                                        plain ? ev->other_function : ev->function);
              else
                g_string_append (s, "so neither result is defined");
            }
          ck_report_add_note (f, ev->loc, "%s", s->str);
          if (ev->other_loc.file)
            ck_report_add_note (f, ev->other_loc,
                                "other %s of the block wait at this barrier statement", others);
          add_lane_threads (f, "arrived", who, ev->arrived);
          g_string_free (s, TRUE);
          ck_report_emit (&c->reporter, f);
        }
    }
  CkMask missing = ev->live & ~ev->arrived;
  if (!missing)
    return;
  CkFoldKey key = { CK_REPORT_BARRIER_DIVERGENCE, ev->loc, ev->other_loc, ev->barrier_id };
  CkReport *f = ck_report_begin (&c->reporter, &key, who->kernel, who->kernel);
  if (!f)
    return;
  GString *s = g_string_new ("barrier divergence: barrier ");
  g_string_append_printf (s, "%u reached by ", ev->barrier_id);
  ck_report_append_lanes (s, who, ev->arrived);
  g_string_append (s, " of ");
  append_block (s, who);
  g_string_append (s, " but not by ");
  ck_report_append_lanes (s, who, missing);
  g_string_append (s, " of the same warp");
  ck_report_set_message (f, "%s", s->str);

  g_string_assign (s, "");
  ck_report_append_lanes (s, who, missing);
  g_string_append_printf (s, " (warp %u) have not exited but took another path: every live "
                          "thread of a block must reach the same barrier", who->warp_id);
  CkMask exited = real_lanes (who) & ~ev->live;
  if (exited)
    {
      g_string_append (s, "; ");
      ck_report_append_lanes (s, who, exited);
      g_string_append (s, " exited");
    }
  ck_report_add_note (f, ev->loc, "%s", s->str);
  add_lane_threads (f, "arrived", who, ev->arrived);
  add_lane_threads (f, "missing", who, missing);
  g_string_free (s, TRUE);
  ck_report_emit (&c->reporter, f);
}

static const CkReportKind deadlock_kind[] = {
  [CK_DEADLOCK_BARRIER] = CK_REPORT_DEADLOCK,
  [CK_DEADLOCK_NO_PROGRESS] = CK_REPORT_NO_PROGRESS,
  [CK_DEADLOCK_STARVATION] = CK_REPORT_STARVATION,
  [CK_DEADLOCK_GRID] = CK_REPORT_GRID_DEADLOCK,
  [CK_DEADLOCK_PROGRESS] = CK_REPORT_PROGRESS,
  [CK_DEADLOCK_AT_EXIT] = CK_REPORT_GRID_AT_EXIT,
  [CK_DEADLOCK_HOST] = CK_REPORT_HOST_DEADLOCK,
  [CK_DEADLOCK_GRID_BARRIER] = CK_REPORT_BARRIER_DIVERGENCE,
};

static gboolean
is_spinning (const CkStuckWarp *w)
{
  return !w->at_sync && w->what && g_str_has_prefix (w->what, "a loop");
}

static gboolean
same_warp (const CkWho *a, const CkWho *b)
{
  return a->is_host == b->is_host && a->grid_id == b->grid_id
         && a->block_linear == b->block_linear && a->warp_id == b->warp_id;
}

/* The warps of [ev] (one warp may have several entries, one per group of threads, adjacent);
 * with [waiting], only those with threads that wait rather than spin. */
static int
count_warps (const CkDeadlockEvent *ev, gboolean waiting)
{
  int n = 0;
  for (int i = 0; i < ev->n_warps;)
    {
      gboolean counts = FALSE;
      int j = i;
      for (; j < ev->n_warps && same_warp (&ev->warps[j].who, &ev->warps[i].who); j++)
        counts |= !waiting || !is_spinning (&ev->warps[j]);
      n += counts;
      i = j;
    }
  return n;
}

void
ck_sync_deadlock (CkChecker *c, const CkDeadlockEvent *ev)
{
  g_return_if_fail ((guint) ev->kind < G_N_ELEMENTS (deadlock_kind));
  CkSrcLoc loc = ev->kind == CK_DEADLOCK_AT_EXIT ? ev->launch_loc
                 : ev->n_warps > 0 ? ev->warps[0].loc : (CkSrcLoc) { 0 };
  CkFoldKey key = { deadlock_kind[ev->kind], loc, { 0 }, ev->grid_id };
  CkReport *f = ck_report_begin (&c->reporter, &key, ev->kernel, ev->kernel);
  if (!f)
    return;
  const char *k = ev->kernel ? ev->kernel : "?";
  int n = count_warps (ev, ev->kind == CK_DEADLOCK_BARRIER);
  switch (ev->kind)
    {
    case CK_DEADLOCK_BARRIER:
      ck_report_set_message (f, "deadlock in kernel '%s': %d warp%s wait%s at a barrier that can "
                             "never complete", k, n, n == 1 ? "" : "s", n == 1 ? "s" : "");
      break;
    case CK_DEADLOCK_NO_PROGRESS:
      /* the cause (--max-steps, or a livelock cudak proved) is the event's detail note */
      if (ev->kernel)
        ck_report_set_message (f, "no progress in kernel '%s': %d warp%s still running", k, n,
                               n == 1 ? "" : "s");
      else
        ck_report_set_message (f, "no progress in host code: the host thread is still running");
      break;
    case CK_DEADLOCK_STARVATION:
      ck_report_set_message (f, "SIMT starvation in kernel '%s': %d warp%s cannot make progress",
                             k, n, n == 1 ? "" : "s");
      break;
    case CK_DEADLOCK_GRID:
      ck_report_set_message (f, "grid deadlock in kernel '%s': blocks wait for blocks that cannot "
                             "be scheduled", k);
      break;
    case CK_DEADLOCK_AT_EXIT:
      ck_report_set_message (f, "kernel '%s' was still %s when the program exited", k,
                             ev->n_warps ? "running" : "waiting to start");
      break;
    case CK_DEADLOCK_HOST:
      ck_report_set_message (f, "deadlock of the host threads: %d live thread%s wait%s for "
                             "what no thread can release", ev->n_warps,
                             ev->n_warps == 1 ? "" : "s", ev->n_warps == 1 ? "s" : "");
      break;
    case CK_DEADLOCK_GRID_BARRIER:
      /* semantics/gridbar.c: the detail names the blocks that wait and those that exited */
      ck_report_set_message (f, "barrier divergence in kernel '%s': %s", k,
                             ev->detail ? ev->detail : "grid.sync() not reached by every block");
      break;
    case CK_DEADLOCK_PROGRESS:
      if (ev->kernel)
        ck_report_set_message (f, "forward progress: kernel '%s' may never finish", k);
      else
        ck_report_set_message (f, "forward progress: the host thread may spin forever");
      break;
    }
  GString *s = g_string_new (NULL);
  /* a few warps say where they are; a big grid's others are counted */
  enum { SHOWN_WARPS = 8 };
  for (int i = 0; i < ev->n_warps; i++)
    {
      const CkStuckWarp *w = &ev->warps[i];
      if (i == SHOWN_WARPS)
        {
          CkDeadlockEvent rest = *ev;
          rest.warps += i;
          rest.n_warps -= i;
          int more = count_warps (&rest, FALSE);
          ck_report_add_note (f, (CkSrcLoc) { 0 }, "and %d more warp%s", more,
                              more == 1 ? "" : "s");
          break;
        }
      g_string_assign (s, "");
      if (w->who.is_host && ev->kind == CK_DEADLOCK_HOST)
        {
          CkReportThread t;
          ck_report_thread_of (&t, &w->who, 0);
          t.role = "waiting";
          ck_report_append_thread (s, &t);
          g_string_append_printf (s, " waits in %s", w->what ? w->what : "a pthread call");
          ck_report_add_note (f, w->loc, "%s", s->str);
          ck_report_add_thread_raw (f, &t);
          continue;
        }
      if (w->who.is_host)
        {
          ck_report_add_note (f, w->loc, "the host thread spins in %s", w->what);
          continue;
        }
      g_string_append_printf (s, "warp %u of ", w->who.warp_id);
      append_block (s, &w->who);
      g_string_append (s, ": ");
      const char *sep = "";
      if (w->waiting)
        {
          gboolean one = __builtin_popcountll (w->waiting) == 1;
          ck_report_append_lanes (s, &w->who, w->waiting);
          gboolean waits = w->at_sync || (w->what && strstr (w->what, "barrier"))
                           || (ev->kind == CK_DEADLOCK_BARRIER && !is_spinning (w));
          if (ev->kind == CK_DEADLOCK_AT_EXIT)
            g_string_append_printf (s, " %s %s", one ? "was" : "were",
                                    waits ? "waiting here" : "running here");
          else
            g_string_append_printf (s, " %s %s",
                                    waits ? (one ? "waits at" : "wait at")
                                          : (one ? "spins in" : "spin in"),
                                    w->what ? w->what : "this statement");
          if (w->waits_for)
            {
              g_string_append (s, " for ");
              ck_report_append_lanes (s, &w->who, w->waits_for);
            }
          sep = "; ";
        }
      if (w->other)
        {
          g_string_append (s, sep);
          ck_report_append_lanes (s, &w->who, w->other);
          g_string_append (s, __builtin_popcountll (w->other) == 1
                              ? " waits for the warp to reconverge"
                              : " wait for the warp to reconverge");
          sep = "; ";
        }
      if (w->exited)
        {
          g_string_append (s, sep);
          ck_report_append_lanes (s, &w->who, w->exited);
          g_string_append (s, " exited");
        }
      ck_report_add_note (f, w->loc, "%s", s->str);
      for (guint l = 0; l < CK_MAX_WARP; l++)
        if ((w->waiting >> l) & 1)
          {
            ck_report_add_thread (f, "waiting", &w->who, l, NULL);
            break;
          }
    }
  if (ev->detail && ev->kind != CK_DEADLOCK_GRID_BARRIER)
    ck_report_add_note (f, (CkSrcLoc) { 0 }, "%s", ev->detail);
  g_string_free (s, TRUE);
  ck_report_emit (&c->reporter, f);
}
