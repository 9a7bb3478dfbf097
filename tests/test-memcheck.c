/* tests/test-memcheck.c — checker/memcheck.c: bad addresses of every kind, bad frees,
 * uninitialised reads and leaks, from synthesized events, with near misses.
 * SPDX-License-Identifier: MIT */
#include "tests/checker-testutil.h"

static void
bad (TuChecker *t, const CkWho *who, CkAccessKind kind, CkBadKind what, guint64 addr,
     guint32 size, CkAlloc *a, CkSrcLoc loc)
{
  CkBadAccessEvent ev = { who, kind, what, 3, addr, size, a, loc };
  t->obs.on_bad_address (t->obs.self, &ev);
}

static void
test_out_of_bounds (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 72, NULL, tu_loc (24, 3), 1);
  CkWho w = tu_who (1, 1, 9, 0, 32);
  bad (&t, &w, CK_ACC_WRITE, CK_BAD_OUT_OF_BOUNDS, a.base + 72, 4, &a, tu_loc (19, 5));
  g_assert_cmpint (tu_finish (&t, 0), ==, 1);
  tu_assert_text (&t,
    "sum.cu:19:5: error: out-of-bounds write of 4 bytes in global memory at offset 72 of an "
    "allocation of 72 bytes allocated at sum.cu:24:3\n"
    "    out[bid] = shared[0];\n"
    "    ^~~~~~~~\n"
    "sum.cu:19:5: note: write by thread (3,0,0) of block (1,0,0) (warp 0, lane 3)\n"
    "sum.cu:24:3: note: 72 bytes allocated here by cudaMalloc\n"
    "  cudaMalloc(&dev_in, N * sizeof(int));\n"
    "  ^~~~~~~~~~\n");
  g_assert_cmpstr (t.summary->str, ==, "cudak: 1 error, 0 warnings (seed 0)\n");
  tu_stop (&t);
}

typedef struct BadCase {
  const char *name;
  CkBadKind bad;
  CkAccessKind kind;
  gboolean host;
  CkAllocKind akind;
  CkSpace space;
  const char *var;
  gint64 offset;               /* from the allocation's base */
  const char *want;            /* the headline (after "error: ") */
} BadCase;

static const BadCase bad_cases[] = {
  { "out-of-bounds/before", CK_BAD_OUT_OF_BOUNDS, CK_ACC_READ, FALSE, CK_ALLOC_SHARED, CK_SPACE_SHARED, "shared", -4,
    "out-of-bounds read of 4 bytes in shared memory at 4 bytes before the start of 'shared' (36 bytes)" },
  { "out-of-bounds/local", CK_BAD_OUT_OF_BOUNDS, CK_ACC_WRITE, FALSE, CK_ALLOC_LOCAL, CK_SPACE_LOCAL, "a", 36,
    "out-of-bounds write of 4 bytes in local memory at offset 36 of 'a' (36 bytes)" },
  { "out-of-bounds/host-heap", CK_BAD_OUT_OF_BOUNDS, CK_ACC_READ, TRUE, CK_ALLOC_MALLOC, CK_SPACE_HOST, NULL, 40,
    "out-of-bounds read of 4 bytes in host memory at offset 40 of an allocation of 36 bytes allocated at sum.cu:23:3" },
  { "use-after-free", CK_BAD_FREED, CK_ACC_READ, TRUE, CK_ALLOC_MALLOC, CK_SPACE_HOST, NULL, 8,
    "use after free: read of 4 bytes at offset 8 of an allocation of 36 bytes allocated at sum.cu:23:3, freed at sum.cu:25:3" },
  { "unmapped/null", CK_BAD_UNMAPPED, CK_ACC_READ, FALSE, CK_ALLOC_CUDA_MALLOC, CK_SPACE_NONE, NULL, -1,
    "null pointer read of 4 bytes at address 0x8" },
  { "unmapped/wild", CK_BAD_UNMAPPED, CK_ACC_WRITE, FALSE, CK_ALLOC_CUDA_MALLOC, CK_SPACE_NONE, NULL, -2,
    "invalid write of 4 bytes at address 0x200000123450: no allocation there" },
  { "wrong-space/host", CK_BAD_WRONG_SPACE, CK_ACC_READ, TRUE, CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, "d", 0,
    "host code reads device memory: 4 bytes in global memory at offset 0 of 'd' (36 bytes)" },
  { "wrong-space/device", CK_BAD_WRONG_SPACE, CK_ACC_WRITE, FALSE, CK_ALLOC_MALLOC, CK_SPACE_HOST, NULL, 4,
    "device code writes host memory that is not pinned, mapped or managed: 4 bytes at offset 4 of an allocation of 36 bytes allocated at sum.cu:23:3" },
  { "other-owner/local", CK_BAD_OTHER_OWNER, CK_ACC_READ, FALSE, CK_ALLOC_LOCAL, CK_SPACE_LOCAL, "a", 0,
    "read of 4 bytes of another thread's local memory: offset 0 of 'a' (36 bytes) of thread "
    "(5,0,0) of block (0,2,0)" },
  { "other-owner/shared", CK_BAD_OTHER_OWNER, CK_ACC_WRITE, FALSE, CK_ALLOC_SHARED, CK_SPACE_SHARED, "shared", 4,
    "write of 4 bytes of another block's shared memory: offset 4 of 'shared' (36 bytes) of block "
    "(0,2,0)" },
  { "readonly", CK_BAD_READONLY, CK_ACC_WRITE, FALSE, CK_ALLOC_DEVICE_STATIC, CK_SPACE_CONST, "c", 8,
    "write of 4 bytes to read-only constant memory at offset 8 of 'c' (36 bytes)" },
  { "misaligned", CK_BAD_MISALIGNED, CK_ACC_READ, FALSE, CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, NULL, 2,
    "misaligned read of 4 bytes in global memory at address 0x200000001002: not a multiple of 4" },
};

static void
test_bad_kind (gconstpointer data)
{
  const BadCase *bc = data;
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc a = tu_alloc (bc->akind, bc->space == CK_SPACE_NONE ? CK_SPACE_GLOBAL : bc->space,
                        0x1000, 36, bc->var, bc->var ? tu_loc (7, 25) : tu_loc (23, 3), 1);
  a.is_freed = bc->bad == CK_BAD_FREED;
  a.free_loc = tu_loc (25, 3);
  /* the owner of a local or shared window: the reports of another thread's access name it */
  a.owner_thread[0] = 5;
  a.owner_block[1] = 2;
  CkWho w = bc->host ? tu_host () : tu_who (1, 0, 9, 0, 32);
  guint64 addr = bc->offset == -1 ? 8 : bc->offset == -2 ? CK_ADDR_MAKE (CK_SPACE_GLOBAL, 0x123450)
                 : a.base + (guint64) bc->offset;
  bad (&t, &w, bc->kind, bc->bad, addr, 4, bc->offset < 0 && bc->offset > -4 ? NULL : &a,
       tu_loc (12, 5));
  char *want = g_strdup_printf ("sum.cu:12:5: error: %s\n", bc->want);
  if (!g_str_has_prefix (t.text->str, want))
    g_error ("got:\n%swant first line:\n%s", t.text->str, want);
  g_free (want);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  /* folded: the same statement again */
  bad (&t, &w, bc->kind, bc->bad, addr, 4, bc->offset < 0 && bc->offset > -4 ? NULL : &a,
       tu_loc (12, 5));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_stop (&t);
}

static void
test_memcheck_off (void)
{
  const char *opts[] = { "memcheck=no", NULL };
  TuChecker t;
  tu_start (&t, opts);
  CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 72, NULL, tu_loc (24, 3), 1);
  CkWho w = tu_who (1, 1, 9, 0, 32);
  bad (&t, &w, CK_ACC_WRITE, CK_BAD_OUT_OF_BOUNDS, a.base + 72, 4, &a, tu_loc (19, 5));
  CkFreeEvent fe = { NULL, &a, a.base, CK_FREE_DOUBLE, "cudaFree", tu_loc (25, 3) };
  t.obs.on_free (t.obs.self, &fe);
  g_assert_cmpint (tu_finish (&t, 7), ==, 7);
  tu_assert_text (&t, "");
  tu_stop (&t);
}

/* ---- frees ---- */

typedef struct FreeCase {
  const char *name;
  CkFreeStatus status;
  const char *function;
  CkAllocKind akind;
  const char *var;
  guint64 offset;
  gboolean no_alloc;
  const char *want;
} FreeCase;

static const FreeCase free_cases[] = {
  { "double", CK_FREE_DOUBLE, "free", CK_ALLOC_MALLOC, NULL, 0, FALSE,
    "double free: 'free' of an allocation of 40 bytes allocated at sum.cu:23:3, which was already freed" },
  { "interior", CK_FREE_NOT_HEAP_START, "free", CK_ALLOC_MALLOC, NULL, 8, FALSE,
    "invalid free: 'free' of a pointer 8 bytes into an allocation of 40 bytes allocated at sum.cu:23:3" },
  { "not-heap", CK_FREE_NOT_HEAP_START, "free", CK_ALLOC_HOST_STATIC, "host", 0, FALSE,
    "invalid free: 'free' of a pointer to 'host', which is host memory, not a heap block" },
  { "stack", CK_FREE_WRONG_FUNCTION, "free", CK_ALLOC_HOST_STACK, "local", 0, FALSE,
    "invalid free: 'free' of a pointer to 'local', which is a local variable in host memory, not a heap block" },
  { "unknown", CK_FREE_UNKNOWN, "cudaFree", CK_ALLOC_MALLOC, NULL, 0, TRUE,
    "invalid free: 'cudaFree' of address 0x1234, which was never allocated" },
  { "mismatched", CK_FREE_WRONG_FUNCTION, "cudaFree", CK_ALLOC_MALLOC, NULL, 0, FALSE,
    "mismatched free: 'cudaFree' of memory allocated by malloc" },
};

static void
test_free (gconstpointer data)
{
  const FreeCase *fc = data;
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc a = tu_alloc (fc->akind, CK_SPACE_HOST, 0x1000, 40, fc->var, tu_loc (23, 3), 1);
  a.is_freed = fc->status == CK_FREE_DOUBLE;
  a.free_loc = tu_loc (25, 3);
  CkWho h = tu_host ();
  CkFreeEvent ev = { &h, fc->no_alloc ? NULL : &a, fc->no_alloc ? 0x1234 : a.base + fc->offset,
                     fc->status, fc->function, tu_loc (25, 3) };
  t.obs.on_free (t.obs.self, &ev);
  char *want = g_strdup_printf ("sum.cu:25:3: error: %s\n", fc->want);
  if (!g_str_has_prefix (t.text->str, want))
    g_error ("got:\n%swant first line:\n%s", t.text->str, want);
  g_free (want);
  if (fc->status == CK_FREE_DOUBLE)
    g_assert_nonnull (strstr (t.text->str, "sum.cu:25:3: note: first freed here\n"));
  tu_stop (&t);
}

static void
test_free_ok (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc a = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x1000, 40, NULL, tu_loc (23, 3), 1);
  CkAllocEvent ae = { NULL, &a, tu_loc (23, 3) };
  t.obs.on_alloc (t.obs.self, &ae);
  CkWho h = tu_host ();
  a.is_freed = TRUE;
  CkFreeEvent ev = { &h, &a, a.base, CK_FREE_OK, "free", tu_loc (25, 3) };
  t.obs.on_free (t.obs.self, &ev);
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  tu_assert_text (&t, "");
  tu_stop (&t);
}

/* ---- initialisation ---- */

static void
test_uninit (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 72, "dev_in", tu_loc (24, 3), 1);
  CkAllocEvent ae = { NULL, &a, tu_loc (24, 3) };
  t.obs.on_alloc (t.obs.self, &ae);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  /* threads 0-7 write dev_in[0..7]; all 9 read dev_in[tid]: thread 8 reads garbage */
  tu_access (&t, &w, CK_ACC_WRITE, 0xff, 4, &a, 0, 4, 1, 1, tu_loc (9, 3));
  tu_access (&t, &w, CK_ACC_READ, 0x1ff, 4, &a, 0, 4, 0, 0, tu_loc (9, 18));
  tu_assert_text (&t,
    "sum.cu:9:18: error: uninitialized read of 4 bytes in global memory at 'dev_in'[8]\n"
    "  shared[tid] = in[bid * bdim + tid];\n"
    "                 ^~~~~~~~~~~~~~~~~~~\n"
    "sum.cu:9:18: note: read by thread (8,0,0) of block (0,0,0) (warp 0, lane 8)\n"
    "sum.cu:24:3: note: 'dev_in' (72 bytes) defined here\n"
    "  cudaMalloc(&dev_in, N * sizeof(int));\n"
    "  ^~~~~~~~~~\n");
  /* the same statement again: folded, once per allocation and location */
  tu_access (&t, &w, CK_ACC_READ, 0x1ff, 4, &a, 0, 4, 0, 0, tu_loc (9, 18));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  /* a partly written word */
  tu_access (&t, &w, CK_ACC_WRITE, 0x1, 2, &a, 40, 0, 1, 0, tu_loc (12, 5));
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &a, 40, 0, 0, 0, tu_loc (12, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 2);
  g_assert_nonnull (strstr (t.text->str, "at 'dev_in'[10] (byte 2 was never written)\n"));
  /* near miss: every byte written */
  tu_access (&t, &w, CK_ACC_WRITE, 0x1, 2, &a, 42, 0, 1, 0, tu_loc (17, 7));
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &a, 40, 0, 0, 0, tu_loc (17, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 2);
  /* an atomic reads too */
  tu_access (&t, &w, CK_ACC_ATOMIC, 0x1, 4, &a, 60, 0, 1, 0, tu_loc (19, 5));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 3);
  tu_stop (&t);
}

/* tu_access of lanes [mask] at offsets [start] + [stride] * lane of [a]; with [one], as the
 * semantics sends it when every lane is in [a] (CkAccessEvent.one_alloc). */
static void
access_one (TuChecker *t, const CkWho *who, CkAccessKind kind, CkMask mask, CkAlloc *a,
            guint64 start, guint64 stride, gboolean one, CkSrcLoc loc)
{
  guint64 addr[CK_MAX_WARP], v[CK_MAX_WARP] = { 0 };
  CkAlloc *alloc[CK_MAX_WARP];
  guint64 lo = G_MAXUINT64, hi = 0;
  for (int l = 0; l < CK_MAX_WARP; l++)
    {
      addr[l] = a->base + start + stride * (guint64) l;
      alloc[l] = a;
      if (mask & ((CkMask) 1 << l))
        lo = MIN (lo, addr[l]), hi = MAX (hi, addr[l]);
    }
  CkAccessEvent ev = { .who = who, .kind = kind, .mask = mask, .size = 4, .addr = addr,
                       .alloc = alloc, .old_value = v, .new_value = v, .loc = loc,
                       .step = ++t->stmt, .one_alloc = one ? a : NULL, .one_lo = lo,
                       .one_hi = hi };
  t->obs.on_access (t->obs.self, &ev);
}

/* The initialisation check of a warp access whose lanes are all in one allocation (issue 22)
 * finds what the lane-by-lane check finds, with the same text: a strided write leaves gaps
 * that a read of the written lanes does not touch (the range test fails, each lane passes) and
 * a read of every element finds, its first lane first. */
static void
test_uninit_one_alloc (void)
{
  static const char *const opts[] = { "racecheck=no", NULL };   /* lane 2 reads lane 1's int */
  GString *text[2];
  for (int one = 0; one < 2; one++)
    {
      TuChecker t;
      tu_start (&t, opts);
      CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 256, "a", tu_loc (24, 3), 1);
      CkAllocEvent ae = { NULL, &a, tu_loc (24, 3) };
      t.obs.on_alloc (t.obs.self, &ae);
      CkWho w = tu_who (1, 0, 32, 0, 32);
      access_one (&t, &w, CK_ACC_WRITE, 0xffffffff, &a, 0, 8, one, tu_loc (9, 3));
      access_one (&t, &w, CK_ACC_READ, 0xffffffff, &a, 0, 8, one, tu_loc (10, 3));
      access_one (&t, &w, CK_ACC_READ, 0xffff, &a, 0, 4, one, tu_loc (11, 3));
      g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
      g_assert_nonnull (strstr (t.text->str, "uninitialized read of 4 bytes in global memory at 'a'[1]\n"));
      g_assert_nonnull (strstr (t.text->str, "note: read by thread (1,0,0) of block (0,0,0) (warp 0, lane 1)\n"));
      /* every lane reads one written int: the range is all written */
      access_one (&t, &w, CK_ACC_READ, 0xffffffff, &a, 64, 0, one, tu_loc (12, 3));
      g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
      text[one] = g_string_new (t.text->str);
      tu_stop (&t);
    }
  g_assert_cmpstr (text[0]->str, ==, text[1]->str);
  g_string_free (text[0], TRUE);
  g_string_free (text[1], TRUE);
}

/* One lane of the copy engine reads or writes [size] bytes at offset [off] of [a]. */
static void
copy_access (TuChecker *t, const CkWho *who, CkAccessKind kind, CkAlloc *a, guint64 off,
             guint32 size)
{
  guint64 addr[CK_MAX_WARP] = { a->base + off }, zero[CK_MAX_WARP] = { 0 };
  CkAlloc *alloc[CK_MAX_WARP] = { a };
  CkAccessEvent ev = { .who = who, .kind = kind, .mask = 1, .size = size, .addr = addr,
                       .alloc = alloc, .old_value = zero, .new_value = zero,
                       .loc = tu_loc (25, 3), .is_copy = TRUE };
  t->obs.on_access (t->obs.self, &ev);
}

/* A copy carries the init bits of its source: the copy itself is never reported, a later read
 * of a byte copied from a byte never written is. */
static void
test_uninit_copy (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc h = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x1000, 32, NULL, tu_loc (23, 3), 1);
  CkAlloc d = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 32, "dev_in", tu_loc (24, 3), 2);
  CkAllocEvent ae = { NULL, &h, tu_loc (23, 3) }, de = { NULL, &d, tu_loc (24, 3) };
  t.obs.on_alloc (t.obs.self, &ae);
  t.obs.on_alloc (t.obs.self, &de);
  CkWho host = tu_host ();
  tu_access (&t, &host, CK_ACC_WRITE, 0x1, 8, &h, 0, 0, 1, 0, tu_loc (20, 3));
  /* cudaMemcpy (d, h, 32): a 16-byte piece and the whole; neither read is reported */
  copy_access (&t, &host, CK_ACC_READ, &h, 0, 16);
  copy_access (&t, &host, CK_ACC_READ, &h, 0, 32);
  copy_access (&t, &host, CK_ACC_WRITE, &d, 0, 32);
  CkCopyEvent ce = { &host, &d, 0, &h, 0, 32, tu_loc (25, 3) };
  t.obs.on_copy (t.obs.self, &ce);
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  tu_access (&t, &w, CK_ACC_READ, 0x3, 4, &d, 0, 4, 0, 0, tu_loc (9, 18));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  tu_access (&t, &w, CK_ACC_READ, 0x4, 4, &d, 0, 4, 0, 0, tu_loc (9, 18));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "uninitialized read of 4 bytes in global memory at 'dev_in'[2]\n"));
  tu_stop (&t);
}

static void
test_uninit_kinds (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc st = tu_alloc (CK_ALLOC_DEVICE_STATIC, CK_SPACE_GLOBAL, 0x1000, 16, "g", tu_loc (7, 3), 1);
  CkAlloc sh = tu_alloc (CK_ALLOC_SHARED, CK_SPACE_SHARED, 0, 16, "shared", tu_loc (7, 25), 2);
  CkAlloc untracked = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x100, 16, NULL, tu_loc (23, 3), 3);
  CkAllocEvent ae = { NULL, &st, tu_loc (7, 3) };
  t.obs.on_alloc (t.obs.self, &ae);
  CkWho w = tu_who (1, 0, 4, 0, 32), h = tu_host ();
  CkBlockEvent be = { &w, &sh };
  t.obs.on_block_begin (t.obs.self, &be);
  tu_access (&t, &w, CK_ACC_READ, 0xf, 4, &st, 0, 4, 0, 0, tu_loc (9, 18));
  /* malloc memory whose ALLOC event was not seen counts as initialised */
  tu_access (&t, &h, CK_ACC_READ, 0x1, 4, &untracked, 0, 0, 0, 0, tu_loc (25, 3));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &sh, 0, 0, 0, 0, tu_loc (17, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "uninitialized read of 4 bytes in shared memory at 'shared'[0]"));
  /* a copy (bulk host read) is not checked */
  CkAlloc heap = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x200, 64, NULL, tu_loc (23, 3), 4);
  CkAllocEvent he = { &h, &heap, tu_loc (23, 3) };
  t.obs.on_alloc (t.obs.self, &he);
  tu_access (&t, &h, CK_ACC_READ, 0x1, 64, &heap, 0, 0, 0, 0, tu_loc (24, 3));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  tu_stop (&t);
}

/* ---- frames ---- */

/* A thread's local window holding two frames: the caller's int a[4] (offsets 0..15, a
 * redzone up to 32) and a callee's int n (48..51) with a temporary (64..75). */
static const CkVarRange frame_vars[] = {
  { 0, 16, "a", { 0 } },
  { 48, 4, "n", { 0 } },
  { 64, 12, NULL, { 0 } },
};

static CkAlloc
frame_alloc (void)
{
  CkAlloc a = tu_alloc (CK_ALLOC_LOCAL, CK_SPACE_LOCAL, 0, 256, NULL, (CkSrcLoc) { 0 }, 1);
  a.frame_vars = (CkVarRange *) frame_vars;
  a.vars = frame_vars;
  a.n_vars = G_N_ELEMENTS (frame_vars);
  a.frames_end = 80;
  return a;
}

typedef struct FrameCase {
  const char *name;
  guint64 offset;
  const char *want;            /* the headline (after "error: ") */
} FrameCase;

static const FrameCase frame_cases[] = {
  { "in-variable", 8, "out-of-bounds write of 4 bytes in local memory at offset 8 of 'a' (16 bytes)" },
  { "one-past", 16, "out-of-bounds write of 4 bytes in local memory at offset 16 of 'a' (16 bytes)" },
  { "redzone-end", 44, "out-of-bounds write of 4 bytes in local memory at offset 44 of 'a' (16 bytes)" },
  { "temporary", 76, "out-of-bounds write of 4 bytes in local memory at offset 12 of a temporary of 12 bytes" },
  { "popped", 96, "out-of-bounds write of 4 bytes in local memory at offset 96 of an allocation of 256 bytes" },
};

/* Bad addresses in a frame name the variable they are in or just past; past the live frames
 * the window itself. */
static void
test_frame_names (gconstpointer data)
{
  const FrameCase *fc = data;
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc a = frame_alloc ();
  CkWho w = tu_who (1, 0, 9, 0, 32);
  bad (&t, &w, CK_ACC_WRITE, CK_BAD_OUT_OF_BOUNDS, a.base + fc->offset, 4, &a, tu_loc (12, 5));
  char *want = g_strdup_printf ("sum.cu:12:5: error: %s", fc->want);
  if (!g_str_has_prefix (t.text->str, want))
    g_error ("got:\n%swant first line:\n%s", t.text->str, want);
  g_free (want);
  tu_stop (&t);
}

/* A pushed frame's bytes are undefined: its first read is reported with the variable's name;
 * near misses: a variable written before it is read, and a frame pushed with initcheck off. */
static void
test_frame_uninit (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc a = frame_alloc ();
  CkFrameEvent fe = { &a, 0, 48 };
  t.obs.on_frame (t.obs.self, &fe);
  CkWho w = tu_who (1, 0, 1, 0, 32);
  tu_access (&t, &w, CK_ACC_WRITE, 0x1, 4, &a, 0, 0, 1, 0, tu_loc (9, 3));
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &a, 0, 0, 0, 0, tu_loc (9, 18));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 0);
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &a, 4, 0, 0, 0, tu_loc (12, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 1);
  g_assert_nonnull (strstr (t.text->str, "error: uninitialized read of 4 bytes in local memory at "
                            "offset 4 of 'a' (16 bytes)\n"));
  /* the callee's frame reuses bytes written by an earlier call: undefined again */
  tu_access (&t, &w, CK_ACC_WRITE, 0x1, 4, &a, 48, 0, 1, 0, tu_loc (17, 7));
  CkFrameEvent callee = { &a, 48, 32 };
  t.obs.on_frame (t.obs.self, &callee);
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &a, 48, 0, 0, 0, tu_loc (17, 20));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 2);
  g_assert_nonnull (strstr (t.text->str, "at offset 0 of 'n' (4 bytes)\n"));
  /* the caller's written a[0] is untouched by the push */
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &a, 0, 0, 0, 0, tu_loc (19, 5));
  g_assert_cmpuint (ck_checker_n_errors (t.c), ==, 2);
  tu_stop (&t);

  const char *opts[] = { "initcheck=no", NULL };
  tu_start (&t, opts);
  t.obs.on_frame (t.obs.self, &fe);
  tu_access (&t, &w, CK_ACC_READ, 0x1, 4, &a, 4, 0, 0, 0, tu_loc (12, 20));
  tu_assert_text (&t, "");
  tu_stop (&t);
}

/* free() of a local names the variable, also from inside it. */
static void
test_frame_free (void)
{
  TuChecker t;
  tu_start (&t, NULL);
  CkAlloc a = frame_alloc ();
  a.kind = CK_ALLOC_HOST_STACK;
  CkWho h = tu_host ();
  CkFreeEvent ev = { &h, &a, a.base + 4, CK_FREE_NOT_HEAP_START, "free", tu_loc (25, 3) };
  t.obs.on_free (t.obs.self, &ev);
  g_assert_nonnull (strstr (t.text->str, "error: invalid free: 'free' of a pointer 4 bytes into "
                            "'a', which is a local variable in local memory, not a heap block\n"));
  tu_stop (&t);
}

static void
test_initcheck_off (void)
{
  const char *opts[] = { "initcheck=no", NULL };
  TuChecker t;
  tu_start (&t, opts);
  CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 72, "dev_in", tu_loc (24, 3), 1);
  CkAllocEvent ae = { NULL, &a, tu_loc (24, 3) };
  t.obs.on_alloc (t.obs.self, &ae);
  CkWho w = tu_who (1, 0, 9, 0, 32);
  tu_access (&t, &w, CK_ACC_READ, 0x1ff, 4, &a, 0, 4, 0, 0, tu_loc (9, 18));
  tu_assert_text (&t, "");
  tu_stop (&t);
}

/* ---- leaks ---- */

static void
test_leaks (gconstpointer data)
{
  gboolean on = GPOINTER_TO_INT (data);
  const char *opts[] = { on ? NULL : "leakcheck=no", NULL };
  TuChecker t;
  tu_start (&t, opts);
  CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 72, NULL, tu_loc (24, 3), 2);
  CkAlloc b = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x100, 40, NULL, tu_loc (23, 3), 1);
  CkAlloc b2 = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x200, 40, NULL, tu_loc (23, 3), 3);
  CkAlloc st = tu_alloc (CK_ALLOC_HOST_STATIC, CK_SPACE_HOST, 0x300, 4, "x", tu_loc (3, 1), 4);
  CkAlloc fr = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x400, 4, NULL, tu_loc (23, 3), 5);
  fr.is_freed = TRUE;
  GPtrArray *live = g_ptr_array_new ();
  g_ptr_array_add (live, &a);
  g_ptr_array_add (live, &st);
  g_ptr_array_add (live, &b2);
  g_ptr_array_add (live, &fr);
  g_ptr_array_add (live, &b);
  CkExitEvent ev = { .status = 0, .live_allocs = live };
  t.obs.on_exit (t.obs.self, &ev);
  /* leaks are warnings: the program's status stays (issue 18) */
  g_assert_cmpint (tu_finish (&t, 0), ==, 0);
  if (on)
    {
      tu_assert_text (&t,
        "sum.cu:23:3: warning: leak: 40 bytes allocated by malloc are never freed\n"
        "  int *p = (int *) malloc(40);\n"
        "  ^~~\n"
        "sum.cu:24:3: warning: leak: 72 bytes allocated by cudaMalloc are never freed\n"
        "  cudaMalloc(&dev_in, N * sizeof(int));\n"
        "  ^~~~~~~~~~\n"
        "sum.cu:23:3: note: leak reported 2 times (1 repeat folded)\n");
      g_assert_cmpstr (t.summary->str, ==,
                       "cudak: 0 errors, 2 warnings; 1 repeat folded (seed 0)\n");
    }
  else
    tu_assert_text (&t, "");
  g_ptr_array_free (live, TRUE);
  tu_stop (&t);
}

/* A cudaFree that failed with a kernel's sticky error freed nothing: the CUDA memory left is
 * not reported (the program tried), host malloc memory still is, and a note says so. Near
 * miss: a cudaFree that failed for its own reason (not sticky) keeps the check. */
static void
test_leaks_after_sticky (void)
{
  for (int sticky = 0; sticky < 2; sticky++)
    {
      TuChecker t;
      tu_start (&t, NULL);
      CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 72, NULL,
                            tu_loc (24, 3), 2);
      CkAlloc b = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x100, 40, NULL, tu_loc (23, 3), 1);
      CkApiEvent fe = { "cudaFree", 700, TRUE, tu_loc (30, 3), 0, FALSE,
                        "cudaErrorIllegalAddress", NULL, sticky };
      t.obs.on_api (t.obs.self, &fe);
      GPtrArray *live = g_ptr_array_new ();
      g_ptr_array_add (live, &a);
      g_ptr_array_add (live, &b);
      CkExitEvent ev = { .status = 0, .live_allocs = live };
      t.obs.on_exit (t.obs.self, &ev);
      g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, sticky ? 1 : 2);
      g_assert_nonnull (strstr (t.text->str, "40 bytes allocated by malloc are never freed"));
      g_assert_cmpint (strstr (t.text->str, "72 bytes allocated by cudaMalloc") == NULL, ==, sticky);
      g_assert_cmpint (strstr (t.text->str, "cudak: note: leak check of CUDA memory skipped: 1 "
                               "call of cudaFree failed with the sticky error of a kernel while "
                               "1 heap block was still allocated\n") != NULL, ==, sticky);
      g_ptr_array_free (live, TRUE);
      tu_stop (&t);
    }
}

/* A host error stopped the program (status 139 after a host bad access): its frees never ran,
 * so nothing is a leak. Near miss: a status of 139 without a host error, and a host error the
 * program survived (exit status 1), keep the check. */
static void
test_leaks_after_stop (void)
{
  for (int k = 0; k < 3; k++)
    {
      TuChecker t;
      tu_start (&t, NULL);
      CkAlloc b = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x100, 40, NULL, tu_loc (23, 3), 1);
      CkWho h = tu_host ();
      if (k != 1)
        bad (&t, &h, CK_ACC_WRITE, CK_BAD_OUT_OF_BOUNDS, b.base + 40, 4, &b, tu_loc (12, 5));
      GPtrArray *live = g_ptr_array_new ();
      g_ptr_array_add (live, &b);
      CkExitEvent ev = { .status = k == 2 ? 1 : 139, .live_allocs = live };
      t.obs.on_exit (t.obs.self, &ev);
      g_ptr_array_free (live, TRUE);
      g_assert_cmpuint (ck_checker_n_warnings (t.c), ==, k == 0 ? 0 : 1);
      if (k == 0)
        g_assert_nonnull (strstr (t.text->str, "cudak: note: leak check skipped: the program was "
                                  "stopped by an error while 1 heap block was still allocated\n"));
      tu_stop (&t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/checker/memcheck/bad-address/golden", test_out_of_bounds);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      char *path = g_strdup_printf ("/checker/memcheck/bad-address/%s", bad_cases[i].name);
      g_test_add_data_func (path, &bad_cases[i], test_bad_kind);
      g_free (path);
    }
  g_test_add_func ("/checker/memcheck/option/memcheck-off", test_memcheck_off);
  for (guint i = 0; i < G_N_ELEMENTS (free_cases); i++)
    {
      char *path = g_strdup_printf ("/checker/memcheck/free/%s", free_cases[i].name);
      g_test_add_data_func (path, &free_cases[i], test_free);
      g_free (path);
    }
  g_test_add_func ("/checker/memcheck/free/ok", test_free_ok);
  g_test_add_func ("/checker/memcheck/init/global", test_uninit);
  g_test_add_func ("/checker/memcheck/init/kinds", test_uninit_kinds);
  g_test_add_func ("/checker/memcheck/init/copy", test_uninit_copy);
  g_test_add_func ("/checker/memcheck/init/one-alloc", test_uninit_one_alloc);
  g_test_add_func ("/checker/memcheck/option/initcheck-off", test_initcheck_off);
  for (guint i = 0; i < G_N_ELEMENTS (frame_cases); i++)
    {
      char *path = g_strdup_printf ("/checker/memcheck/frame/bad-address/%s", frame_cases[i].name);
      g_test_add_data_func (path, &frame_cases[i], test_frame_names);
      g_free (path);
    }
  g_test_add_func ("/checker/memcheck/frame/uninit", test_frame_uninit);
  g_test_add_func ("/checker/memcheck/frame/free", test_frame_free);
  g_test_add_data_func ("/checker/memcheck/leak/on", GINT_TO_POINTER (1), test_leaks);
  g_test_add_data_func ("/checker/memcheck/leak/off", GINT_TO_POINTER (0), test_leaks);
  g_test_add_func ("/checker/memcheck/leak/after-stop", test_leaks_after_stop);
  g_test_add_func ("/checker/memcheck/leak/after-sticky", test_leaks_after_sticky);
  g_test_summary ("memory errors: bad addresses, bad frees, uninitialised reads, leaks");
  return g_test_run ();
}
