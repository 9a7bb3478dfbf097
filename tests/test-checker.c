/* tests/test-checker.c — checker/checker.c: option defaults and parsing (valid and invalid
 * values, table-driven), the observer it fills, and the events that observer hears in a small
 * run of a real program (frontend, lowering, semantics, checker).
 * SPDX-License-Identifier: MIT */
#include "tests/checker-testutil.h"

static void
test_defaults (void)
{
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  g_assert_true (o.racecheck && o.memcheck && o.initcheck && o.synccheck && o.leakcheck
                 && o.apicheck);
  g_assert_cmpint (o.race_model, ==, CK_RACE_MODEL_BLOCK);
  g_assert_cmpint (o.format, ==, CK_REPORT_TEXT);
  g_assert_cmpint (o.error_exitcode, ==, 1);
  g_assert_cmpint (o.print_limit, ==, 100);
  g_assert_null (o.suppressions_file);
  g_assert_null (o.report_file);
}

typedef struct OptCase {
  const char *name, *value;
  gsize offset;                /* of the int/gboolean field in CkCheckerOptions */
  int want;
} OptCase;

#define OFF(f) G_STRUCT_OFFSET (CkCheckerOptions, f)

static const OptCase good[] = {
  { "racecheck", "no", OFF (racecheck), FALSE },
  { "racecheck", "yes", OFF (racecheck), TRUE },
  { "racecheck", NULL, OFF (racecheck), TRUE },
  { "memcheck", "off", OFF (memcheck), FALSE },
  { "initcheck", "0", OFF (initcheck), FALSE },
  { "synccheck", "false", OFF (synccheck), FALSE },
  { "leakcheck", "no", OFF (leakcheck), FALSE },
  { "apicheck", "no", OFF (apicheck), FALSE },
  { "race-model", "warp-sync", OFF (race_model), CK_RACE_MODEL_WARP_SYNC },
  { "race-model", "block", OFF (race_model), CK_RACE_MODEL_BLOCK },
  { "report", "json", OFF (format), CK_REPORT_JSON },
  { "report", "sarif", OFF (format), CK_REPORT_SARIF },
  { "report", "text", OFF (format), CK_REPORT_TEXT },
  { "error-exitcode", "0", OFF (error_exitcode), 0 },
  { "error-exitcode", "255", OFF (error_exitcode), 255 },
  { "print-limit", "0", OFF (print_limit), 0 },
  { "print-limit", "7", OFF (print_limit), 7 },
};

static void
test_good (gconstpointer data)
{
  const OptCase *oc = data;
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  memset ((char *) &o + oc->offset, 0x55, sizeof (int));
  GError *e = NULL;
  g_assert_true (ck_checker_parse_option (&o, oc->name, oc->value, &e));
  g_assert_no_error (e);
  g_assert_cmpint (G_STRUCT_MEMBER (int, &o, oc->offset), ==, oc->want);
}

typedef struct BadOpt {
  const char *name, *value, *message;
  int code;
} BadOpt;

static const BadOpt bad[] = {
  { "racecheck", "maybe", "--racecheck expects 'yes' or 'no', not 'maybe'", CK_CHECKER_ERROR_BAD_VALUE },
  { "race-model", "warp", "--race-model expects 'block', 'warp-sync', not 'warp'", CK_CHECKER_ERROR_BAD_VALUE },
  { "report", "xml", "--report expects 'text', 'json', 'sarif', not 'xml'", CK_CHECKER_ERROR_BAD_VALUE },
  { "error-exitcode", "256", "--error-exitcode expects an integer from 0 to 255, not '256'", CK_CHECKER_ERROR_BAD_VALUE },
  { "error-exitcode", "1x", "--error-exitcode expects an integer from 0 to 255, not '1x'", CK_CHECKER_ERROR_BAD_VALUE },
  { "print-limit", "-1", "--print-limit expects an integer from 0 to 2147483647, not '-1'", CK_CHECKER_ERROR_BAD_VALUE },
  { "print-limit", NULL, "--print-limit expects an integer from 0 to 2147483647, not ''", CK_CHECKER_ERROR_BAD_VALUE },
  { "suppressions", "", "--suppressions expects a file name", CK_CHECKER_ERROR_BAD_VALUE },
  { "racechek", "no", "unknown checker option '--racechek'", CK_CHECKER_ERROR_UNKNOWN_OPTION },
};

static void
test_bad (gconstpointer data)
{
  const BadOpt *bo = data;
  CkCheckerOptions o, before;
  ck_checker_options_init (&o);
  before = o;
  GError *e = NULL;
  g_assert_false (ck_checker_parse_option (&o, bo->name, bo->value, &e));
  g_assert_error (e, CK_CHECKER_ERROR, bo->code);
  g_assert_cmpstr (e->message, ==, bo->message);
  g_error_free (e);
  g_assert_cmpmem (&o, sizeof o, &before, sizeof before);
}

static void
test_strings (void)
{
  CkCheckerOptions o;
  ck_checker_options_init (&o);
  g_assert_true (ck_checker_parse_option (&o, "suppressions", "a.supp", NULL));
  g_assert_true (ck_checker_parse_option (&o, "report-file", "r.json", NULL));
  g_assert_true (ck_checker_parse_option (&o, "seed", "1234", NULL));
  g_assert_cmpstr (o.suppressions_file, ==, "a.supp");
  g_assert_cmpstr (o.report_file, ==, "r.json");
  g_assert_cmpuint (o.seed, ==, 1234);
}

static void
test_observer (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  g_assert_true (t.obs.self == (gpointer) t.c);
  g_assert_nonnull (t.obs.on_access);
  g_assert_nonnull (t.obs.on_bad_address);
  g_assert_nonnull (t.obs.on_alloc);
  g_assert_nonnull (t.obs.on_free);
  g_assert_nonnull (t.obs.on_barrier);
  g_assert_nonnull (t.obs.on_barrier_arrive);
  g_assert_nonnull (t.obs.on_warp_sync);
  g_assert_nonnull (t.obs.on_kernel_begin);
  g_assert_nonnull (t.obs.on_kernel_end);
  g_assert_nonnull (t.obs.on_block_begin);
  g_assert_nonnull (t.obs.on_block_end);
  g_assert_nonnull (t.obs.on_deadlock);
  g_assert_nonnull (t.obs.on_fault);
  g_assert_nonnull (t.obs.on_api);
  g_assert_nonnull (t.obs.on_exit);
  g_assert_nonnull (t.obs.on_copy);
  /* events in any order without a kernel begin must not crash: block and barrier events of
   * a grid the checker never saw start are accepted */
  CkWho w = tu_who (9, 3, 64, 1, 32);
  CkBarrierEvent be = { &w, 0, tu_loc (10, 3), FALSE };
  t.obs.on_barrier (t.obs.self, &be);
  CkWarpSyncEvent ws = { &w, 0xffffffff, tu_loc (10, 3) };
  t.obs.on_warp_sync (t.obs.self, &ws);
  CkBlockEvent bl = { &w, NULL };
  t.obs.on_block_begin (t.obs.self, &bl);
  t.obs.on_block_end (t.obs.self, &bl);
  tu_kernel (&t, 9, 4, 64, TRUE);
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  tu_stop (&t);
}

/* A failed <<<...>>> launch leaves its error in the last error only. [then] says what the
 * program does next: 0 a call that succeeds, 1 cudaPeekAtLastError, 2 a call that fails,
 * 3 cudaLaunchKernel's own result at the launch. */
typedef struct LaunchCase {
  const char *name;
  int then;
  guint want_warnings;
  gboolean before_exit;        /* the warning comes at the call, not at the end of the run */
} LaunchCase;

static const LaunchCase launch_cases[] = {
  { "never-retrieved", 0, 1, FALSE },
  { "peeked", 1, 0, FALSE },
  { "lost-to-later-error", 2, 1, TRUE },
  { "launch-kernel-result", 3, 0, FALSE },
};

static void
test_unchecked_launch (gconstpointer data)
{
  const LaunchCase *lc = data;
  TuChecker t;
  tu_start (&t, NULL);
  CkWho h = tu_host ();
  CkFaultEvent fe = { &h, CK_FAULT_INVALID_LAUNCH, 0, tu_loc (19, 5), "invalid launch" };
  t.obs.on_fault (t.obs.self, &fe);
  CkApiEvent ev = { "cudaDeviceSynchronize", 0, FALSE, tu_loc (25, 3), 9, FALSE,
                    NULL, "cudaErrorInvalidConfiguration", FALSE };
  if (lc->then == 1)
    ev = (CkApiEvent) { "cudaPeekAtLastError", 9, TRUE, tu_loc (25, 3), 9, TRUE,
                        "cudaErrorInvalidConfiguration", "cudaErrorInvalidConfiguration",
                        FALSE };
  else if (lc->then == 2)
    ev = (CkApiEvent) { "cudaMemcpy", 21, TRUE, tu_loc (25, 3), 9, FALSE,
                        "cudaErrorInvalidMemcpyDirection", "cudaErrorInvalidConfiguration",
                        FALSE };
  else if (lc->then == 3)
    ev = (CkApiEvent) { "cudaLaunchKernel", 9, TRUE, tu_loc (19, 5), 0, FALSE,
                        "cudaErrorInvalidConfiguration", NULL, FALSE };
  t.obs.on_api (t.obs.self, &ev);
  g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, lc->before_exit ? lc->want_warnings : 0);
  CkExitEvent xe = { 0, NULL, FALSE };
  t.obs.on_exit (t.obs.self, &xe);
  g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, lc->want_warnings);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  if (lc->want_warnings)
    g_assert_nonnull (strstr (t.text->str, "sum.cu:19:5: warning: unchecked CUDA error: the "
                              "kernel launch failed with cudaErrorInvalidConfiguration (9)"));
  tu_stop (&t);
}

/* ---- The events of a small run: a recorder between the semantics and the checker. ---- */

#include "frontend/frontend.h"
#include "interp/lower.h"
#include "interp/runtime.h"

static void
collect_diag (CkDiagSink *sink, CkDiagLevel level, const char *text, gpointer data)
{
  (void) sink;
  (void) level;
  g_string_append ((GString *) data, text);
}

typedef struct Recorder {
  CkObserver inner;            /* the checker's observer: every event is passed on */
  GString *log;                /* one line per event of interest */
} Recorder;

static const char *
rec_who (const CkWho *w, char *buf, gsize n)
{
  if (!w || w->is_host)
    return "host";
  g_snprintf (buf, n, "b%u w%u", w->block_linear, w->warp_id);
  return buf;
}

static void
rec_access (gpointer self, const CkAccessEvent *ev)
{
  Recorder *r = self;
  char b[32];
  if (!ev->who->is_host)
    g_string_append_printf (r->log, "access %s %s %s mask %llx size %u line %u\n",
                            rec_who (ev->who, b, sizeof b),
                            ev->kind == CK_ACC_READ ? "read" : ev->kind == CK_ACC_WRITE ? "write"
                                                                                       : "atomic",
                            ck_space_name[CK_ADDR_SPACE (ev->addr[__builtin_ctzll (ev->mask)])],
                            (unsigned long long) ev->mask, ev->size, ev->loc.line);
  if (r->inner.on_access)
    r->inner.on_access (r->inner.self, ev);
}

static void
rec_barrier (gpointer self, const CkBarrierEvent *ev)
{
  Recorder *r = self;
  g_string_append_printf (r->log, "barrier b%u id %u line %u\n", ev->who->block_linear,
                          ev->barrier_id, ev->loc.line);
  r->inner.on_barrier (r->inner.self, ev);
}

static void
rec_barrier_arrive (gpointer self, const CkBarrierArriveEvent *ev)
{
  Recorder *r = self;
  char b[32];
  g_string_append_printf (r->log, "barrier-arrive %s arrived %llx live %llx line %u%s\n",
                          rec_who (ev->who, b, sizeof b), (unsigned long long) ev->arrived,
                          (unsigned long long) ev->live, ev->loc.line,
                          ev->mismatch ? " mismatch" : "");
  r->inner.on_barrier_arrive (r->inner.self, ev);
}

static void
rec_kernel_begin (gpointer self, const CkKernelEvent *ev)
{
  Recorder *r = self;
  g_string_append_printf (r->log, "kernel-begin %s grid %u block %u line %u\n", ev->kernel,
                          ev->grid_dim.x, ev->block_dim.x, ev->launch_loc.line);
  r->inner.on_kernel_begin (r->inner.self, ev);
}

static void
rec_kernel_end (gpointer self, const CkKernelEvent *ev)
{
  Recorder *r = self;
  g_string_append_printf (r->log, "kernel-end %s%s\n", ev->kernel, ev->aborted ? " aborted" : "");
  r->inner.on_kernel_end (r->inner.self, ev);
}

static void
rec_block_begin (gpointer self, const CkBlockEvent *ev)
{
  Recorder *r = self;
  g_string_append_printf (r->log, "block-begin b%u shared %llu\n", ev->who->block_linear,
                          (unsigned long long) (ev->shared ? ev->shared->size : 0));
  r->inner.on_block_begin (r->inner.self, ev);
}

static void
rec_block_end (gpointer self, const CkBlockEvent *ev)
{
  Recorder *r = self;
  g_string_append_printf (r->log, "block-end b%u\n", ev->who->block_linear);
  r->inner.on_block_end (r->inner.self, ev);
}

static void
rec_alloc (gpointer self, const CkAllocEvent *ev)
{
  Recorder *r = self;
  if (ev->loc.line)
    g_string_append_printf (r->log, "alloc %s %llu line %u\n",
                            ck_space_name[CK_ADDR_SPACE (ev->alloc->base)],
                            (unsigned long long) ev->alloc->size, ev->loc.line);
  r->inner.on_alloc (r->inner.self, ev);
}

static void
rec_free (gpointer self, const CkFreeEvent *ev)
{
  Recorder *r = self;
  if (ev->loc.line)
    g_string_append_printf (r->log, "free %s status %d line %u\n", ev->function, ev->status,
                            ev->loc.line);
  r->inner.on_free (r->inner.self, ev);
}

static void
rec_api (gpointer self, const CkApiEvent *ev)
{
  Recorder *r = self;
  g_string_append_printf (r->log, "api %s %d%s line %u\n", ev->function, ev->error,
                          ev->result_used ? " used" : "", ev->loc.line);
  r->inner.on_api (r->inner.self, ev);
}

static void
rec_copy (gpointer self, const CkCopyEvent *ev)
{
  Recorder *r = self;
  g_string_append_printf (r->log, "copy %llu bytes %s to %s line %u\n",
                          (unsigned long long) ev->size,
                          ck_space_name[CK_ADDR_SPACE (ev->src_alloc->base)],
                          ck_space_name[CK_ADDR_SPACE (ev->dst_alloc->base)], ev->loc.line);
  r->inner.on_copy (r->inner.self, ev);
}

static void
rec_exit (gpointer self, const CkExitEvent *ev)
{
  Recorder *r = self;
  g_string_append_printf (r->log, "exit %d live %u\n", ev->status, ev->live_allocs->len);
  r->inner.on_exit (r->inner.self, ev);
}

/* Events not logged are passed on as they come. */
#define REC_PASS(member, Type)                                                                    \
  static void rec_##member (gpointer self, Type ev)                                               \
  {                                                                                               \
    Recorder *r = self;                                                                           \
    g_string_append (r->log, #member "\n");                                                       \
    if (r->inner.member)                                                                          \
      r->inner.member (r->inner.self, ev);                                                        \
  }
REC_PASS (on_bad_address, const CkBadAccessEvent *)
REC_PASS (on_warp_sync, const CkWarpSyncEvent *)
REC_PASS (on_fence, const CkFenceEvent *)
REC_PASS (on_deadlock, const CkDeadlockEvent *)
REC_PASS (on_fault, const CkFaultEvent *)
#undef REC_PASS

static void
rec_quiet_frame (gpointer self, const CkFrameEvent *ev)
{
  Recorder *r = self;
  if (r->inner.on_frame)
    r->inner.on_frame (r->inner.self, ev);
}

static void
rec_quiet_load_value (gpointer self, const CkLoadValueEvent *ev)
{
  Recorder *r = self;
  if (r->inner.on_load_value)
    r->inner.on_load_value (r->inner.self, ev);
}

static void
rec_quiet_window_release (gpointer self, CkAlloc *alloc)
{
  Recorder *r = self;
  if (r->inner.on_window_release)
    r->inner.on_window_release (r->inner.self, alloc);
}

static void
rec_quiet_device_idle (gpointer self)
{
  Recorder *r = self;
  g_string_append (r->log, "device-idle\n");
  if (r->inner.on_device_idle)
    r->inner.on_device_idle (r->inner.self);
}

/* The program of the observer test: two warps write shared memory, meet at a barrier, read what
 * the other warp wrote and store it to global memory; the host copies it back and frees it. */
static const char obs_program[] =
  "__global__ void mirror(int *out) {\n"                           /* 1 */
  "  __shared__ int s[64];\n"                                      /* 2 */
  "  s[threadIdx.x] = threadIdx.x;\n"                              /* 3 */
  "  __syncthreads();\n"                                           /* 4 */
  "  out[threadIdx.x] = s[63 - threadIdx.x];\n"                    /* 5 */
  "}\n"                                                            /* 6 */
  "int main(void) {\n"                                             /* 7 */
  "  int *d, h[64];\n"                                             /* 8 */
  "  cudaMalloc(&d, sizeof h);\n"                                  /* 9 */
  "  mirror<<<1, 64>>>(d);\n"                                      /* 10 */
  "  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);\n"        /* 11 */
  "  cudaFree(d);\n"                                               /* 12 */
  "  return h[0] == 63 && h[63] == 0 ? 0 : 3;\n"                   /* 13 */
  "}\n";

/* What the checker hears of that run, in order (device accesses only; the host's are many). */
/* What the checker hears of that run, in order, under the default schedule (device accesses
 * only; the host's are many): the shared window is the array and its redzone, the copy waits
 * for the device (device-idle) and writes the host stack. */
static const char obs_expected[] =
  "alloc global 256 line 9\n"
  "api cudaMalloc 0 line 9\n"
  "kernel-begin mirror grid 1 block 64 line 10\n"
  "block-begin b0 shared 272\n"
  "access b0 w0 write shared mask ffffffff size 4 line 3\n"
  "access b0 w1 write shared mask ffffffff size 4 line 3\n"
  "barrier-arrive b0 w0 arrived ffffffff live ffffffff line 4\n"
  "barrier-arrive b0 w1 arrived ffffffff live ffffffff line 4\n"
  "barrier b0 id 0 line 4\n"
  "access b0 w0 read shared mask ffffffff size 4 line 5\n"
  "access b0 w1 read shared mask ffffffff size 4 line 5\n"
  "access b0 w0 write global mask ffffffff size 4 line 5\n"
  "access b0 w1 write global mask ffffffff size 4 line 5\n"
  "block-end b0\n"
  "kernel-end mirror\n"
  "device-idle\n"
  "copy 256 bytes global to host line 11\n"
  "api cudaMemcpy 0 line 11\n"
  "free cudaFree status 0 line 12\n"
  "api cudaFree 0 line 12\n"
  "exit 0 live 0\n";

static void
test_observer_run (void)
{
  g_test_summary ("the checker's observer hears every event of a small run, in order, and a "
                  "correct program gets no report");
  GHashTable *vfs = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_insert (vfs, (gpointer) "mirror.cu", (gpointer) obs_program);
  CkFrontendOptions fo = { 0 };
  fo.vfs = vfs;
  fo.cuda_arch = 520;
  CkDiagSink sink;
  ck_diag_sink_init (&sink);
  GString *diags = g_string_new (NULL);
  sink.func = collect_diag;
  sink.data = diags;
  const char *paths[] = { "mirror.cu" };
  CkProgram *ast = ck_frontend_run (paths, 1, &fo, &sink);
  g_assert_nonnull (ast);
  CkMem *mem = ck_mem_new ();
  CkSimtProgram *prog = ck_lower_program (ast, mem, 520, NULL, 0, &sink);
  g_assert_nonnull (prog);
  g_assert_cmpstr (diags->str, ==, "");

  TuChecker t;
  tu_start (&t, NULL);
  CkRunOptions ro;
  ck_run_options_init (&ro);
  CkRun *run = ck_run_new (prog, &ro, mem);
  Recorder rec = { t.obs, g_string_new (NULL) };
  CkObserver *o = &run->obs;
  memset (o, 0, sizeof *o);
  o->self = &rec;
  o->on_access = rec_access;
  o->on_bad_address = rec_on_bad_address;
  o->on_alloc = rec_alloc;
  o->on_free = rec_free;
  o->on_barrier = rec_barrier;
  o->on_barrier_arrive = rec_barrier_arrive;
  o->on_warp_sync = rec_on_warp_sync;
  o->on_fence = rec_on_fence;
  o->on_kernel_begin = rec_kernel_begin;
  o->on_kernel_end = rec_kernel_end;
  o->on_block_begin = rec_block_begin;
  o->on_block_end = rec_block_end;
  o->on_deadlock = rec_on_deadlock;
  o->on_fault = rec_on_fault;
  o->on_api = rec_api;
  o->on_exit = rec_exit;
  o->on_device_idle = rec_quiet_device_idle;
  o->on_copy = rec_copy;
  o->on_frame = rec_quiet_frame;
  o->on_load_value = rec_quiet_load_value;
  o->on_window_release = rec_quiet_window_release;
  run->has_obs = TRUE;
  run->runtime = ck_runtime_new (run);
  char *argv[] = { (char *) "mirror", NULL };
  int status = ck_run_main (run, 1, argv);
  ck_runtime_at_exit (run);
  ck_run_device_synchronize (run);
  CkExitEvent ev = { 0 };
  ev.status = status;
  ev.live_allocs = ck_mem_live_heap (mem);
  run->obs.on_exit (run->obs.self, &ev);
  g_ptr_array_free (ev.live_allocs, TRUE);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (tu_finish (&t, status), ==, 0);
  g_assert_cmpstr (t.text->str, ==, "");
  g_assert_cmpstr (rec.log->str, ==, obs_expected);

  ck_runtime_free (run->runtime);
  ck_run_free (run);
  ck_mem_free_all (mem);
  tu_stop (&t);
  g_string_free (rec.log, TRUE);
  g_string_free (diags, TRUE);
  g_hash_table_destroy (vfs);
  GC_reachable_here (ast);
  GC_reachable_here (prog);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/checker/checker/options/defaults", test_defaults);
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      char *path = g_strdup_printf ("/checker/checker/options/%s=%s", good[i].name,
                                    good[i].value ? good[i].value : "(none)");
      g_test_add_data_func (path, &good[i], test_good);
      g_free (path);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      char *path = g_strdup_printf ("/checker/checker/options/bad-%u", i);
      g_test_add_data_func (path, &bad[i], test_bad);
      g_free (path);
    }
  g_test_add_func ("/checker/checker/options/strings", test_strings);
  g_test_add_func ("/checker/checker/observer/callbacks", test_observer);
  g_test_add_func ("/checker/checker/observer/small-run", test_observer_run);
  for (guint i = 0; i < G_N_ELEMENTS (launch_cases); i++)
    {
      char *path = g_strdup_printf ("/checker/checker/unchecked-launch/%s", launch_cases[i].name);
      g_test_add_data_func (path, &launch_cases[i], test_unchecked_launch);
      g_free (path);
    }
  g_test_summary ("checker options and observer wiring");
  return g_test_run ();
}
