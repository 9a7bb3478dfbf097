/* semantics/gridbar.c — the grid barrier of a cooperative launch (cooperative groups'
 * grid_group::sync(), CUDA Programming Guide "Grid Synchronization"), a rule the thesis does not
 * have: [H §5.5] has barriers of a block only, [H §5.6] no synchronisation between the blocks of
 * a grid. cudak adds it above the block's barrier and names it (grid_bar):
 *
 *   every block b of grid g (all resident: cudaLaunchCooperativeKernel refuses a grid that
 *   could not be) has completed its barrier 0 at a grid.sync() statement (endBar's condition
 *   ac >= tc of [H §5.5.1])
 *   ---------------------------------------------------------------------------------------
 *   the grid's barrier generation advances (every access before it is ordered before every
 *   access after it, in every block), then each block's endBar releases its warps
 *
 * A block whose threads all exit while other blocks wait at the grid barrier can never arrive:
 * on a GPU the waiting blocks hang; cudak reports barrier divergence of the grid barrier with
 * the blocks that wait and those that exited, and fails the launch.
 * SPDX-License-Identifier: MIT */
#include <string.h>
#include "semantics/sem.h"

/* The location to report for [loc], reached by lane [lane] of [w]: [loc] itself, or when it lies
 * in one of cudak's built-in headers (a cooperative group's sync, a library's collective), the
 * innermost call in the program's own code that led there. */
CkSrcLoc
ck_sem_user_loc (CkRun *run, const CkWarp *w, int lane, CkSrcLoc loc)
{
  if (!loc.file || !loc.file->is_builtin || !w || lane < 0 || (guint32) lane >= w->n_threads)
    return loc;
  const CkThread *t = &w->threads[lane];
  for (guint32 d = t->depth; d-- > 0;)
    {
      guint32 rp = t->frames[d].ret_pc;
      if (rp == 0 || rp > run->prog->n_stmts)
        continue;
      CkSrcLoc c = run->prog->stmts[rp - 1].loc;
      if (c.file && !c.file->is_builtin)
        return c;
    }
  return loc;
}

/* [b]'s threads completed barrier 0 at a grid.sync() (ck_block_end_bar): TRUE when the block may
 * go on — every block of its grid has arrived — and FALSE while it waits. The block that
 * completes the grid barrier tells the observer and releases the others. Rule (grid_bar). */
gboolean
ck_grid_bar_ready (CkRun *run, CkBlock *b)
{
  CkGrid *g = b->grid;
  if (!b->at_grid_bar)
    {
      b->at_grid_bar = TRUE;
      if (g->gbar_arrived++ == 0)
        g->gbar_loc = b->bars[0].loc;
      if (g->gbar_arrived == g->n_blocks)
        {
          g->gbar_open = TRUE;
          g->gbar_released = 0;
          if (ck_run_observes (run, on_barrier))
            {
              CkBarrierEvent ev = { &b->who, 0, g->gbar_loc, TRUE };
              ck_run_on_barrier (run, &ev);
            }
          for (guint i = 0; i < g->resident->len; i++)
            {
              CkBlock *o = g_ptr_array_index (g->resident, i);
              if (o != b && o->at_grid_bar)
                ck_block_end_bar (run, o);
            }
        }
    }
  if (!g->gbar_open)
    return FALSE;
  b->at_grid_bar = FALSE;
  if (++g->gbar_released == g->n_blocks)
    {
      g->gbar_open = FALSE;
      g->gbar_arrived = 0;
    }
  return TRUE;
}

static void
append_waiting (GString *s, CkGrid *g)
{
  guint shown = 0;
  for (guint i = 0; i < g->resident->len && shown < 8; i++)
    {
      CkBlock *b = g_ptr_array_index (g->resident, i);
      if (b->at_grid_bar)
        g_string_append_printf (s, "%s(%u,%u,%u)", shown++ ? ", " : "", b->idx.x, b->idx.y, b->idx.z);
    }
  if (g->gbar_arrived > shown)
    g_string_append_printf (s, " and %" G_GUINT64_FORMAT " more", g->gbar_arrived - shown);
}

/* Block [b] of [g] is retired: all its threads exited (grid.c). Remembers the first few for the
 * report of ck_grid_bar_diverged. */
void
ck_grid_bar_block_exited (CkGrid *g, const CkBlock *b)
{
  if (g->n_exited_idx < G_N_ELEMENTS (g->exited_idx))
    g->exited_idx[g->n_exited_idx++] = b->idx;
}

/* Called after [g]'s completed blocks were retired: when every block either waits at the grid
 * barrier or exited, and some exited, the barrier can never complete. Reports it (barrier
 * divergence) and returns TRUE; the caller fails the launch. */
gboolean
ck_grid_bar_diverged (CkRun *run, CkGrid *g)
{
  guint64 exited = g->n_done;
  if (!g->gbar_arrived || g->gbar_open || exited == 0 || g->gbar_arrived + exited != g->n_blocks)
    return FALSE;
  GString *s = g_string_new (NULL);
  g_string_append_printf (s, "grid.sync() reached by %" G_GUINT64_FORMAT " block%s (",
                          g->gbar_arrived, g->gbar_arrived == 1 ? "" : "s");
  append_waiting (s, g);
  g_string_append_printf (s, ") but not by %" G_GUINT64_FORMAT " block%s (", exited,
                          exited == 1 ? "" : "s");
  for (guint i = 0; i < g->n_exited_idx; i++)
    g_string_append_printf (s, "%s(%u,%u,%u)", i ? ", " : "", g->exited_idx[i].x,
                            g->exited_idx[i].y, g->exited_idx[i].z);
  if (exited > g->n_exited_idx)
    g_string_append_printf (s, " and %" G_GUINT64_FORMAT " more", exited - g->n_exited_idx);
  g_string_append (s, "), whose threads exited: every block of the grid must reach it");
  ck_grid_report (run, g, CK_DEADLOCK_GRID_BARRIER, s->str);
  g_string_free (s, TRUE);
  return TRUE;
}
