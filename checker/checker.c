/* checker/checker.c — the checker's options, its observer callbacks (semantics/events.def) and
 * the end of the run: which check handles which event, and the exit status (DESIGN §4).
 * SPDX-License-Identifier: MIT */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "checker/checker-private.h"

G_DEFINE_QUARK (ck-checker-error-quark, ck_checker_error)

void
ck_checker_options_init (CkCheckerOptions *o)
{
  memset (o, 0, sizeof *o);
  o->racecheck = o->memcheck = o->initcheck = o->synccheck = o->leakcheck = o->apicheck = TRUE;
  o->race_model = CK_RACE_MODEL_BLOCK;
  o->format = CK_REPORT_TEXT;
  o->error_exitcode = CK_CHECKER_DEFAULT_ERROR_EXITCODE;
  o->print_limit = CK_CHECKER_DEFAULT_PRINT_LIMIT;
}

static gboolean
parse_bool (const char *name, const char *value, gboolean *out, GError **e)
{
  if (!value || !g_ascii_strcasecmp (value, "yes") || !g_ascii_strcasecmp (value, "on")
      || !g_ascii_strcasecmp (value, "true") || !strcmp (value, "1"))
    *out = TRUE;
  else if (!g_ascii_strcasecmp (value, "no") || !g_ascii_strcasecmp (value, "off")
           || !g_ascii_strcasecmp (value, "false") || !strcmp (value, "0"))
    *out = FALSE;
  else
    {
      g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_BAD_VALUE,
                   "--%s expects 'yes' or 'no', not '%s'", name, value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_int (const char *name, const char *value, gint64 min, gint64 max, gint64 *out, GError **e)
{
  char *end;
  errno = 0;
  gint64 v = value ? g_ascii_strtoll (value, &end, 10) : 0;
  if (!value || !*value || *end || errno || v < min || v > max)
    {
      g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_BAD_VALUE,
                   "--%s expects an integer from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT
                   ", not '%s'", name, min, max, value ? value : "");
      return FALSE;
    }
  *out = v;
  return TRUE;
}

/* Chooses among [names] (NULL-terminated); the index is the enum value. */
static gboolean
parse_choice (const char *name, const char *value, const char *const *names, int *out, GError **e)
{
  for (int i = 0; value && names[i]; i++)
    if (!strcmp (value, names[i]))
      {
        *out = i;
        return TRUE;
      }
  char *list = g_strjoinv ("', '", (char **) names);
  g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_BAD_VALUE, "--%s expects '%s', not '%s'",
               name, list, value ? value : "");
  g_free (list);
  return FALSE;
}

gboolean
ck_checker_parse_option (CkCheckerOptions *o, const char *name, const char *value, GError **e)
{
  static const char *const models[] = { "block", "warp-sync", NULL };
  static const char *const formats[] = { "text", "json", "sarif", NULL };
  struct { const char *name; gboolean *flag; } switches[] = {
    { "racecheck", &o->racecheck }, { "memcheck", &o->memcheck },
    { "initcheck", &o->initcheck }, { "synccheck", &o->synccheck },
    { "leakcheck", &o->leakcheck }, { "apicheck", &o->apicheck },
    { "Werror", &o->werror },
  };
  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    if (!strcmp (name, switches[i].name))
      return parse_bool (name, value, switches[i].flag, e);
  gint64 v;
  if (!strcmp (name, "race-model"))
    return parse_choice (name, value, models, &o->race_model, e);
  if (!strcmp (name, "report"))
    return parse_choice (name, value, formats, &o->format, e);
  if (!strcmp (name, "error-exitcode"))
    {
      if (!parse_int (name, value, 0, 255, &v, e))
        return FALSE;
      o->error_exitcode = (int) v;
      return TRUE;
    }
  if (!strcmp (name, "print-limit"))
    {
      if (!parse_int (name, value, 0, G_MAXINT, &v, e))
        return FALSE;
      o->print_limit = (int) v;
      return TRUE;
    }
  if (!strcmp (name, "seed"))
    {
      if (!parse_int (name, value, 0, G_MAXINT64, &v, e))
        return FALSE;
      o->seed = (guint64) v;
      return TRUE;
    }
  if (!strcmp (name, "suppressions") || !strcmp (name, "report-file"))
    {
      if (!value || !*value)
        {
          g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_BAD_VALUE,
                       "--%s expects a file name", name);
          return FALSE;
        }
      *(name[0] == 's' ? &o->suppressions_file : &o->report_file) = value;
      return TRUE;
    }
  g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_UNKNOWN_OPTION,
               "unknown checker option '--%s'", name);
  return FALSE;
}

CkChecker *
ck_checker_new_full (const CkCheckerOptions *o, GError **e)
{
  CkChecker *c = g_new0 (CkChecker, 1);
  c->opts = *o;
  ck_report_init (&c->reporter, &c->opts);
  ck_shadow_table_init (&c->shadow);
  ck_race_state_init (&c->race);
  c->race.lockstep_epochs = o->race_model == CK_RACE_MODEL_WARP_SYNC;
  ck_hostrace_init (&c->host_race);
  c->stale_pending = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  if (o->report_file)
    {
      FILE *f = fopen (o->report_file, "w");
      if (!f)
        {
          g_set_error (e, CK_CHECKER_ERROR, CK_CHECKER_ERROR_REPORT_FILE,
                       "cannot open report file '%s': %s", o->report_file, g_strerror (errno));
          ck_checker_free (c);
          return NULL;
        }
      c->reporter.out = f;
      c->reporter.owns_out = TRUE;
    }
  if (o->suppressions_file)
    {
      c->reporter.suppressions = ck_suppress_load (o->suppressions_file, e);
      if (!c->reporter.suppressions)
        {
          ck_checker_free (c);
          return NULL;
        }
    }
  return c;
}

CkChecker *
ck_checker_new (const CkCheckerOptions *o)
{
  GError *e = NULL;
  CkChecker *c = ck_checker_new_full (o, &e);
  if (c)
    return c;
  fprintf (stderr, "cudak: %s\n", e->message);
  g_error_free (e);
  CkCheckerOptions plain = *o;
  plain.report_file = NULL;
  plain.suppressions_file = NULL;
  return ck_checker_new_full (&plain, NULL);
}

void
ck_checker_set_sink (CkChecker *c, CkCheckerSinkFunc func, gpointer data)
{
  c->reporter.sink = func;
  c->reporter.sink_data = data;
}

void
ck_checker_set_tap (CkChecker *c, CkCheckerSinkFunc func, gpointer data)
{
  c->reporter.tap = func;
  c->reporter.tap_data = data;
}

void
ck_checker_free (CkChecker *c)
{
  if (!c)
    return;
  ck_race_state_clear (&c->race);
  ck_hostrace_clear (&c->host_race);
  g_hash_table_destroy (c->stale_pending);
  ck_shadow_table_clear (&c->shadow);
  ck_report_clear (&c->reporter);
  g_free (c);
}

guint64
ck_checker_peak_shadow_bytes (CkChecker *c)
{
  return c->shadow.peak_bytes;
}

guint
ck_checker_n_errors (CkChecker *c)
{
  return c->reporter.n_errors;
}

guint
ck_checker_n_warnings (CkChecker *c)
{
  return c->reporter.n_warnings;
}

int
ck_checker_finish (CkChecker *c, int program_status)
{
  if (c->is_finished)
    return c->exit_status;
  c->is_finished = TRUE;
  char *summary = ck_report_finish (&c->reporter, c->opts.seed);
  if (summary)
    ck_report_write (&c->reporter, summary, TRUE);
  g_free (summary);
  /* an unsuppressed error fails the run; warnings (leaks, same-value writes, unchecked CUDA
   * errors) keep the status the program has on a GPU, which a regression oracle must see and
   * which many correct programs that leak at exit give (issue 18, replacing issue 6's "any
   * finding"); --Werror makes them count; --error-exitcode=0 keeps the program's status */
  guint failing = c->reporter.n_errors + (c->opts.werror ? c->reporter.n_warnings : 0);
  c->exit_status = failing > 0 && c->opts.error_exitcode != 0
                   ? c->opts.error_exitcode : program_status;
  return c->exit_status;
}

/* ---- the observer callbacks ---- */

/* on_access for an event whose lanes all access [ev->one_alloc] (issue 22): its shadow is looked
 * up once, the initialisation bits of every lane are tested (or set) before the race checks,
 * which is the order of the lane-by-lane loop when no read is of uninitialised bytes. FALSE,
 * having changed nothing, when one is (or for an atomic): the caller goes lane by lane, which
 * reports it in its place. */
static gboolean
access_one_alloc (CkChecker *c, const CkAccessEvent *ev, gboolean race, gboolean init)
{
  CkAlloc *a = ev->one_alloc;
  CkShadow *sh = init ? ck_shadow_lookup (&c->shadow, a) : NULL;
  if (sh && sh->init && !ck_memcheck_init_warp (c, ev, sh))
    return FALSE;
  if (!race || !ck_race_is_tracked (a))
    return TRUE;
  CkShadow *sh_race = ck_shadow_ensure (&c->shadow, a);
  CkRaceStamp cur;
  ck_race_stamp_event (c, ev, &cur);
  ck_race_access_warp (c, ev, &cur, sh_race, a->base);
  return TRUE;
}

static void
on_access (gpointer self, const CkAccessEvent *ev)
{
  CkChecker *c = self;
  gboolean is_host = !ev->who || ev->who->is_host;
  /* between host threads of <pthread.h>, every space the host reaches is shared */
  if (is_host && ev->who && ev->who->host_thread && c->opts.racecheck && ev->mask)
    ck_hostrace_access (c, ev);
  /* the host's accesses matter once they carry clocks (device work may run beside them) */
  gboolean race = c->opts.racecheck && (!is_host || ev->who->order);
  gboolean init = c->opts.initcheck;
  if (!race && !init)
    return;
  if (ev->one_alloc && access_one_alloc (c, ev, race, init))
    return;
  CkRaceStamp cur;
  gboolean is_stamped = FALSE;
  /* The lanes of a statement nearly always hit one allocation: look its shadow up once. */
  CkAlloc *last = NULL;
  CkShadow *sh_init = NULL, *sh_race = NULL;
  for (CkMask m = ev->mask; m; m &= m - 1)
    {
      int l = __builtin_ctzll (m);
      CkAlloc *a = ev->alloc[l];
      guint64 addr = ev->addr[l];
      /* Bad addresses come as BAD_ADDRESS events; only the bytes inside are shadowed. */
      if (!a || a->is_freed || addr < a->base || addr - a->base >= a->size)
        continue;
      if (a != last)
        {
          last = a;
          CkShadow *sh = init ? ck_shadow_lookup (&c->shadow, a) : NULL;
          sh_init = sh && sh->init ? sh : NULL;
          sh_race = race && ck_race_is_tracked (a) ? ck_shadow_ensure (&c->shadow, a) : NULL;
        }
      guint64 off = addr - a->base;
      if (sh_init)
        ck_memcheck_init_lane (c, ev, l, sh_init, off,
                               (guint32) MIN ((guint64) ev->size, a->size - off));
      if (sh_race)
        {
          if (!is_stamped)
            {
              ck_race_stamp_event (c, ev, &cur);
              is_stamped = TRUE;
            }
          if (ev->size < 65536 || !ck_race_access_copy (c, ev, &cur, l, sh_race, off))
            ck_race_access_lane (c, ev, &cur, l, sh_race, off);
        }
    }
}

/* CkObserver.host_access_bits: what on_access does with a plain one-lane access of the host
 * thread to [a]. With one host thread (hostrace needs none of its events) and [a] untracked by
 * the race checker (plain host memory: ck_race_is_tracked), only the init bits are left: a
 * store's bits are set and a load's tested (ck_memcheck_init_warp's test of one aligned lane,
 * which reports nothing when they are set), where the shadow covers the whole allocation. */
static gboolean
host_access_bits (gpointer self, const CkWho *who, const CkAlloc *a, guint8 **init)
{
  CkChecker *c = self;
  *init = NULL;
  if (!who || !who->is_host || who->host_thread || a->is_freed)
    return FALSE;
  if (c->opts.racecheck && who->order && ck_race_is_tracked (a))
    return FALSE;
  if (c->opts.initcheck)
    {
      CkShadow *sh = ck_shadow_lookup (&c->shadow, (CkAlloc *) a);
      if (sh && sh->init)
        {
          if (sh->size < a->size)
            return FALSE;
          *init = sh->init;
        }
    }
  return TRUE;
}

static void
on_bad_address (gpointer self, const CkBadAccessEvent *ev)
{
  CkChecker *c = self;
  if (!ev->who || ev->who->is_host)
    c->host_faulted = TRUE;
  ck_memcheck_bad_address (c, ev);
}

static void
on_alloc (gpointer self, const CkAllocEvent *ev)
{
  ck_memcheck_alloc (self, ev);
}

static void
on_free (gpointer self, const CkFreeEvent *ev)
{
  ck_memcheck_free (self, ev);
  if (ev->alloc && ev->status == CK_FREE_OK)
    ck_hostrace_free (self, ev->alloc);
}

static void
on_barrier (gpointer self, const CkBarrierEvent *ev)
{
  CkChecker *c = self;
  if (c->opts.racecheck && ev->grid)
    ck_race_grid_barrier (c, ev->who);
  else if (c->opts.racecheck)
    ck_race_barrier (c, ev->who);
}

static void
on_barrier_arrive (gpointer self, const CkBarrierArriveEvent *ev)
{
  ck_sync_barrier_arrive (self, ev);
}

static void
on_warp_sync (gpointer self, const CkWarpSyncEvent *ev)
{
  CkChecker *c = self;
  if (c->opts.racecheck)
    ck_race_warp_sync (c, ev->who);
}

static void
on_fence (gpointer self, const CkFenceEvent *ev)
{
  CkChecker *c = self;
  if (c->opts.racecheck)
    ck_order_fence (c, ev);
}

static void
on_kernel_begin (gpointer self, const CkKernelEvent *ev)
{
  ck_race_kernel_begin (self, ev);
}

/* Shared and local memory die with their grid: drop their shadows. */
static gboolean
is_kernel_scoped (gpointer key, gpointer value, gpointer data)
{
  const CkAlloc *a = key;
  (void) data;
  /* a released window's CkAlloc may have been destroyed since (the semantics' pool drops one
     too small for the next window): not read */
  if (((const CkShadow *) value)->is_released)
    return TRUE;
  return a->space == CK_SPACE_SHARED || a->space == CK_SPACE_LOCAL;
}

static void
on_device_idle (gpointer self)
{
  CkChecker *c = self;
  ck_race_device_idle (c);
  if (c->race.n_active == 0)
    {
      g_hash_table_remove_all (c->stale_pending);   /* loads of an aborted grid */
      c->shadow.last_alloc = c->shadow.last2_alloc = NULL;
      c->shadow.last = c->shadow.last2 = NULL;
      g_hash_table_foreach_remove (c->shadow.by_alloc, is_kernel_scoped, NULL);
    }
}

static void
on_kernel_end (gpointer self, const CkKernelEvent *ev)
{
  CkChecker *c = self;
  ck_race_kernel_end (c, ev);
  if (c->race.n_active == 0)
    {
      c->shadow.last_alloc = c->shadow.last2_alloc = NULL;
      c->shadow.last = c->shadow.last2 = NULL;
      g_hash_table_foreach_remove (c->shadow.by_alloc, is_kernel_scoped, NULL);
    }
}

static void
on_block_begin (gpointer self, const CkBlockEvent *ev)
{
  CkChecker *c = self;
  if (c->opts.initcheck && ev->shared)
    {
      CkShadow *sh = ck_shadow_lookup (&c->shadow, ev->shared);
      if (!sh || !sh->init)
        ck_shadow_track_init (&c->shadow, ev->shared);
    }
}

static void
on_block_end (gpointer self, const CkBlockEvent *ev)
{
  CkChecker *c = self;
  if (c->opts.racecheck)
    ck_race_block_end (c, ev->who);
  if (ev->shared)
    ck_shadow_drop (&c->shadow, ev->shared);
}

static void
on_deadlock (gpointer self, const CkDeadlockEvent *ev)
{
  ck_sync_deadlock (self, ev);
}

static const CkReportKind fault_kind[] = {
  [CK_FAULT_DIV_ZERO] = CK_REPORT_DIV_ZERO,
  [CK_FAULT_ASSERT] = CK_REPORT_ASSERT,
  [CK_FAULT_TRAP] = CK_REPORT_TRAP,
  [CK_FAULT_BAD_CALL] = CK_REPORT_BAD_CALL,
  [CK_FAULT_STACK_OVERFLOW] = CK_REPORT_STACK_OVERFLOW,
  [CK_FAULT_UNSUPPORTED] = CK_REPORT_UNSUPPORTED,
  [CK_FAULT_INVALID_LAUNCH] = CK_REPORT_INVALID_LAUNCH,
  [CK_FAULT_API_MISUSE] = CK_REPORT_API_MISUSE,
  [CK_FAULT_BAD_COPY] = CK_REPORT_BAD_COPY,
  [CK_FAULT_SYNC_MASK] = CK_REPORT_SYNC_MASK,
  [CK_FAULT_GROUP_SYNC] = CK_REPORT_BARRIER_DIVERGENCE,
  [CK_FAULT_SHFL_SOURCE] = CK_REPORT_SHFL_SOURCE,
  [CK_FAULT_UNWIND] = CK_REPORT_UNWIND_BOTTOM,
};

static void report_pending_launch (CkChecker *c);

static void
on_fault (gpointer self, const CkFaultEvent *ev)
{
  CkChecker *c = self;
  g_return_if_fail ((guint) ev->kind < G_N_ELEMENTS (fault_kind));
  gboolean is_host = !ev->who || ev->who->is_host;
  /* a failed device assert() is the program's own behaviour, as on a GPU: the runtime printed
     CUDA's message and the kernel fails with cudaErrorAssert; it is no finding (issue 18) */
  if (ev->kind == CK_FAULT_ASSERT && !is_host)
    return;
  if (is_host && ev->kind != CK_FAULT_INVALID_LAUNCH && ev->kind != CK_FAULT_API_MISUSE
      && ev->kind != CK_FAULT_BAD_COPY)
    c->host_faulted = TRUE;  /* the API errors return a code; the others stop the program */
  if (ev->kind == CK_FAULT_INVALID_LAUNCH && is_host)
    {
      /* a second failed launch overwrites the first one's error before anyone saw it */
      report_pending_launch (c);
      c->launch = (CkPendingLaunch) { TRUE, ev->loc, 0, NULL };
    }
  const char *kernel = ev->who && !ev->who->is_host ? ev->who->kernel : NULL;
  CkFoldKey key = { fault_kind[ev->kind], ev->loc, { 0 }, 0 };
  CkReport *f = ck_report_begin (&c->reporter, &key, kernel, kernel);
  if (!f)
    return;
  ck_report_set_message (f, "%s", ev->message ? ev->message
                                  : ck_report_kind_info[key.kind].description);
  if (ev->who && !ev->who->is_host)
    {
      CkReportThread t;
      ck_report_thread_of (&t, ev->who, (guint32) MAX (ev->lane, 0));
      t.role = "current";
      ck_report_add_thread_raw (f, &t);
      GString *s = g_string_new ("in ");
      ck_report_append_thread (s, &t);
      ck_report_add_note (f, ev->loc, "%s", s->str);
      g_string_free (s, TRUE);
    }
  ck_report_emit (&c->reporter, f);
}

static gboolean
is_same_loc (CkSrcLoc a, CkSrcLoc b)
{
  return a.file == b.file && a.line == b.line && a.col == b.col;
}

/* The failed launch of [c->launch] lost its error unseen: warn at the launch. */
static void
report_pending_launch (CkChecker *c)
{
  if (!c->launch.is_pending)
    return;
  c->launch.is_pending = FALSE;
  CkFoldKey key = { CK_REPORT_UNCHECKED_ERROR, c->launch.loc, { 0 }, (guint64) c->launch.error };
  CkReport *f = ck_report_begin (&c->reporter, &key, NULL, NULL);
  if (!f)
    return;
  const char *name = c->launch.error_name;
  if (name)
    ck_report_set_message (f, "unchecked CUDA error: the kernel launch failed with %s (%d), "
                           "and no cudaGetLastError or cudaPeekAtLastError retrieved it", name,
                           c->launch.error);
  else
    ck_report_set_message (f, "unchecked CUDA error: the kernel launch failed, and no "
                           "cudaGetLastError or cudaPeekAtLastError retrieved its error");
  ck_report_emit (&c->reporter, f);
}

/* Follows the error of a failed <<<...>>> launch through the API calls after it: retrieved
 * by cudaGetLastError/cudaPeekAtLastError, or lost when a failing call replaces it. */
static void
track_pending_launch (CkChecker *c, const CkApiEvent *ev)
{
  if (!c->launch.is_pending)
    return;
  if (is_same_loc (ev->loc, c->launch.loc))
    {
      /* cudaLaunchKernel: the error is the call's own result, checked like any other */
      c->launch.is_pending = FALSE;
      return;
    }
  if (!c->launch.error)
    {
      c->launch.error = ev->last_error_before;
      c->launch.error_name = ev->last_error_before_name;
    }
  if (ev->reads_last_error)
    c->launch.is_pending = FALSE;
  else if (ev->error != 0)
    report_pending_launch (c);
}

static void
on_api (gpointer self, const CkApiEvent *ev)
{
  CkChecker *c = self;
  if (c->opts.apicheck)
    track_pending_launch (c, ev);
  if (ev->is_sticky && ev->function && g_str_has_prefix (ev->function, "cudaFree"))
    c->sticky_frees++;
  if (ev->error == 0 || ev->result_used || ev->reads_last_error)
    return;
  CkFoldKey key = { CK_REPORT_UNCHECKED_ERROR, ev->loc, { 0 }, (guint64) ev->error };
  CkReport *f = ck_report_begin (&c->reporter, &key, NULL, ev->function);
  if (!f)
    return;
  GString *what = g_string_new (NULL);
  if (ev->error_name)
    g_string_printf (what, "%s (%d)", ev->error_name, ev->error);
  else
    g_string_printf (what, "error %d", ev->error);
  /* after a kernel failed, every call that needs the device fails with the same error: say so,
   * or the user hunts for what is wrong with this call's arguments */
  if (ev->is_sticky)
    g_string_append (what, ", the sticky error of a kernel that failed earlier: every later "
                     "call that needs the device fails with it until cudaDeviceReset");
  ck_report_set_message (f, "unchecked CUDA error: '%s' returned %s",
                         ev->function ? ev->function : "?", what->str);
  g_string_free (what, TRUE);
  ck_report_emit (&c->reporter, f);
}

static void
on_exit_event (gpointer self, const CkExitEvent *ev)
{
  report_pending_launch (self);
  ck_memcheck_exit (self, ev);
}

/* A window goes: its shadow goes with it (the allocation is freed right after). */
static void
on_window_release (gpointer self, CkAlloc *a)
{
  CkChecker *c = self;
  ck_shadow_release_window (&c->shadow, a);
}

static void
on_load_value (gpointer self, const CkLoadValueEvent *ev)
{
  CkChecker *c = self;
  if (c->opts.racecheck)
    ck_race_load_value (c, ev);
}

static void
on_frame (gpointer self, const CkFrameEvent *ev)
{
  ck_memcheck_frame (self, ev);
}

static void
on_host_order (gpointer self, const CkHostOrderEvent *ev)
{
  ck_hostrace_order (self, ev);
}

static void
on_copy (gpointer self, const CkCopyEvent *ev)
{
  ck_memcheck_copy (self, ev);
}

void
ck_checker_observer (CkChecker *c, CkObserver *out)
{
  memset (out, 0, sizeof *out);
  out->self = c;
  /* with neither check that reads accesses on, the semantics builds no access event at all */
  if (c->opts.racecheck || c->opts.initcheck)
    {
      out->on_access = on_access;
      out->host_access_bits = host_access_bits;
    }
  out->on_bad_address = on_bad_address;
  out->on_alloc = on_alloc;
  out->on_free = on_free;
  out->on_barrier = on_barrier;
  out->on_barrier_arrive = on_barrier_arrive;
  out->on_warp_sync = on_warp_sync;
  out->on_fence = on_fence;
  out->on_kernel_begin = on_kernel_begin;
  out->on_kernel_end = on_kernel_end;
  out->on_block_begin = on_block_begin;
  out->on_block_end = on_block_end;
  out->on_deadlock = on_deadlock;
  out->on_fault = on_fault;
  out->on_api = on_api;
  out->on_exit = on_exit_event;
  out->on_device_idle = on_device_idle;
  out->on_copy = on_copy;
  out->on_frame = on_frame;
  out->on_load_value = on_load_value;
  out->on_window_release = on_window_release;
  out->on_host_order = on_host_order;
}
