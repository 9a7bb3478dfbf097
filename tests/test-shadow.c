/* tests/test-shadow.c — checker/shadow.c: the per-allocation shadow table, initialisation
 * bits across byte boundaries, lazily allocated race tuples.
 * SPDX-License-Identifier: MIT */
#include "tests/checker-testutil.h"
#include "checker/checker-private.h"

static void
test_table (void)
{
  CkShadowTable t;
  ck_shadow_table_init (&t);
  CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x1000, 100, NULL, tu_loc (24, 3), 1);
  CkAlloc b = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x2000, 10, NULL, tu_loc (24, 3), 2);
  g_assert_null (ck_shadow_lookup (&t, &a));
  CkShadow *sa = ck_shadow_ensure (&t, &a);
  CkShadow *sb = ck_shadow_ensure (&t, &b);
  g_assert_true (sa != sb);
  g_assert_true (ck_shadow_lookup (&t, &a) == sa);
  g_assert_true (ck_shadow_ensure (&t, &a) == sa);
  /* no init tracking: every byte initialised; no race tuples yet */
  g_assert_null (sa->init);
  g_assert_null (sa->cells);
  g_assert_cmpint (ck_shadow_first_uninit (sa, 0, 100), ==, -1);
  CkShadowCell *cells = ck_shadow_cells (&t, sa);
  g_assert_nonnull (cells);
  g_assert_true (ck_shadow_cells (&t, sa) == cells);
  g_assert_cmpuint (t.cell_bytes, ==, 25 * sizeof (CkShadowCell));
  /* splitting a granule copies its tuple to each byte, value byte by byte */
  cells[3].w.epoch = 5;
  cells[3].w.value = 0x44332211;
  g_assert_false (ck_shadow_is_split (sa, 3));
  CkShadowCell *bytes = ck_shadow_split (&t, sa, 3);
  g_assert_true (ck_shadow_is_split (sa, 3));
  g_assert_false (ck_shadow_is_split (sa, 2));
  g_assert_true (ck_shadow_split (&t, sa, 3) == bytes);
  for (int k = 0; k < 4; k++)
    {
      g_assert_cmpuint (bytes[k].w.epoch, ==, 5);
      g_assert_cmpuint (bytes[k].w.value, ==, 0x11u * (guint) (k + 1));
    }
  g_assert_cmpuint (t.cell_bytes, ==, 29 * sizeof (CkShadowCell));
  ck_shadow_forget_races (&t);
  g_assert_false (ck_shadow_is_split (sa, 3));
  g_assert_null (sa->cells);
  g_assert_cmpuint (t.cell_bytes, ==, 0);
  ck_shadow_drop (&t, &a);
  g_assert_null (ck_shadow_lookup (&t, &a));
  g_assert_true (ck_shadow_lookup (&t, &b) == sb);
  ck_shadow_drop (&t, &a);  /* twice: nothing happens */
  ck_shadow_table_clear (&t);
}

/* A window given back to the semantics' pool (ck_shadow_release_window, issue 22) is absent
 * until the same CkAlloc is taken again, then as empty as a new shadow; read sets of several
 * sizes come from the table's slabs and go back when the last one goes. */
static void
test_release_window (void)
{
  CkShadowTable t;
  ck_shadow_table_init (&t);
  CkAlloc w = tu_alloc (CK_ALLOC_LOCAL, CK_SPACE_LOCAL, 0x3000, 64, NULL, tu_loc (24, 3), 1);
  ck_shadow_clear_init (&t, &w, 0, 16);
  CkShadow *s = ck_shadow_ensure (&t, &w);
  g_assert_nonnull (s->init);
  ck_shadow_set_init (s, 0, 4);
  CkShadowCell *cells = ck_shadow_cells (&t, s);
  ck_shadow_split (&t, s, 2);
  CkReadSet *set = ck_shadow_read_set_reserve (&t, s, &cells[5], 8);
  g_assert_true (ck_shadow_read_set_reserve (&t, s, &cells[5], 9) != set);   /* grown: 16 */
  ck_shadow_read_set_reserve (&t, s, &cells[6], 2000);                      /* not pooled */
  g_assert_nonnull (t.slabs);
  ck_shadow_release_window (&t, &w);
  g_assert_null (ck_shadow_lookup (&t, &w));
  g_assert_cmpuint (t.cell_bytes, ==, 0);
  g_assert_cmpuint (t.n_read_sets, ==, 0);
  g_assert_cmpuint (t.read_set_bytes, ==, 0);
  ck_shadow_release_window (&t, &w);   /* twice: nothing happens */
  CkShadow *again = ck_shadow_ensure (&t, &w);
  g_assert_true (again == s);
  g_assert_null (again->init);
  g_assert_null (again->cells);
  g_assert_null (again->split_bits);
  g_assert_cmpuint (again->n_sets, ==, 0);
  g_assert_cmpuint (again->size, ==, 64);
  g_assert_cmpint (ck_shadow_first_uninit (again, 0, 64), ==, -1);
  ck_shadow_forget_read_sets (&t);
  g_assert_null (t.slabs);
  ck_shadow_release_window (&t, &w);
  ck_shadow_table_clear (&t);
}

/* The tuples of a large allocation: the first access of a page of tuples writes a zero into
 * it first (ck_shadow_cells_touch, issue 22) and changes no tuple; small ones skip the test. */
static void
test_cells_touch (void)
{
  CkShadowTable t;
  ck_shadow_table_init (&t);
  guint64 size = 4u << 20;   /* 1 Mi granules: 44 MiB of tuples */
  CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x100000, size, NULL, tu_loc (24, 3), 1);
  CkAlloc b = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x10000000, 400, NULL, tu_loc (24, 3), 2);
  CkShadow *sa = ck_shadow_ensure (&t, &a), *sb = ck_shadow_ensure (&t, &b);
  CkShadowCell *cells = ck_shadow_cells (&t, sa);
  ck_shadow_cells (&t, sb);
  g_assert_nonnull (sa->cell_pages);
  g_assert_null (sb->cell_pages);
  ck_shadow_cells_touch (sb, 0, 400, NULL);
  /* a tuple written after its page was touched keeps its value through later touches of the
     page and of pages around it; every page of an access is marked, the others are not */
  guint64 g = 4096 * 7 + 3;
  ck_shadow_cells_touch (sa, g * 4, g * 4 + 4, NULL);
  cells[g].w.epoch = 9;
  cells[g + 1].r1.epoch = 7;
  ck_shadow_cells_touch (sa, g * 4 - 400, g * 4 + 800, NULL);
  ck_shadow_cells_touch (sa, (g + 1) * 4, (g + 1) * 4 + 8, NULL);
  g_assert_cmpuint (cells[g].w.epoch, ==, 9);
  g_assert_cmpuint (cells[g + 1].r1.epoch, ==, 7);
  guintptr p = ((guintptr) &cells[g] >> 12) - sa->cell_page0;
  g_assert_true (sa->cell_pages[p >> 3] >> (p & 7) & 1);
  guintptr far = p + 10;
  g_assert_false (sa->cell_pages[far >> 3] >> (far & 7) & 1);
  /* a tuple that straddles two pages, written through the first, keeps its bytes in the
     second when that page is touched first after */
  guint64 st = 0;
  while ((((guintptr) &cells[st] >> 12) == (((guintptr) &cells[st + 1] - 1) >> 12))
         || (((guintptr) &cells[st] >> 12) - sa->cell_page0) < 40)
    st++;
  ck_shadow_cells_touch (sa, st * 4 - 8, st * 4 - 4, NULL);
  memset (&cells[st], 0xab, sizeof cells[st]);
  ck_shadow_cells_touch (sa, st * 4 + 4, st * 4 + 8, NULL);
  ck_shadow_cells_touch (sa, st * 4, st * 4 + 4, NULL);
  for (gsize k = 0; k < sizeof cells[st]; k++)
    g_assert_cmpuint (((guint8 *) &cells[st])[k], ==, 0xab);
  /* an access over many pages marks them all; the last byte of the allocation too */
  ck_shadow_cells_touch (sa, 0, 65536, NULL);
  for (guintptr i = 0; i <= ((guintptr) &cells[16384] >> 12) - sa->cell_page0; i++)
    g_assert_true (sa->cell_pages[i >> 3] >> (i & 7) & 1);
  ck_shadow_cells_touch (sa, size - 1, size, NULL);
  ck_shadow_forget_races (&t);
  g_assert_null (sa->cell_pages);
  ck_shadow_table_clear (&t);
}

/* Runs of copies (CkCopyRun): set_runs splits the runs around a new range; a page of tuples
 * touched for the first time takes its runs' templates, the writer's value from memory, and
 * keeps what an access wrote through a neighbouring page. */
static void
test_copy_runs (void)
{
  CkShadowTable t;
  ck_shadow_table_init (&t);
  guint64 size = 4u << 20;
  CkAlloc a = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x100000, size, NULL, tu_loc (24, 3), 1);
  a.data = g_malloc0 (size);
  CkShadow *sa = ck_shadow_ensure (&t, &a);
  CkShadowCell *cells = ck_shadow_cells (&t, sa);
  GArray *p = g_array_new (FALSE, TRUE, sizeof (CkCopyRun));
  CkCopyRun r = { 0 };
  r.lo = 0;
  r.hi = size / 4;
  r.tmpl.w.epoch = 5;
  r.tmpl.w.flags = CK_SHADOW_VALUE_KNOWN;
  g_array_append_val (p, r);
  ck_shadow_set_runs (sa, 0, size / 4, p);
  g_array_set_size (p, 0);
  r.lo = 1000;
  r.hi = 2000;
  r.tmpl.w.epoch = 6;
  r.tmpl.w.flags = 0;
  g_array_append_val (p, r);
  ck_shadow_set_runs (sa, 1000, 2000, p);
  g_assert_cmpuint (sa->runs->len, ==, 3);
  g_assert_cmpuint (g_array_index (sa->runs, CkCopyRun, 0).hi, ==, 1000);
  g_assert_cmpuint (g_array_index (sa->runs, CkCopyRun, 1).tmpl.w.epoch, ==, 6);
  g_assert_cmpuint (g_array_index (sa->runs, CkCopyRun, 2).lo, ==, 2000);
  g_assert_cmpuint (g_array_index (sa->runs, CkCopyRun, 2).tmpl.w.epoch, ==, 5);
  g_assert_cmpuint (ck_shadow_run_at (sa, 1500), ==, 1);
  g_assert_cmpuint (ck_shadow_run_at (sa, 2000), ==, 2);
  /* a granule of the first run: the writer's value is the bytes in memory */
  memcpy (a.data + 400 * 4, "\x11\x22\x33\x44", 4);
  g_assert_false (ck_shadow_granule_is_live (sa, 400));
  ck_shadow_cells_touch (sa, 400 * 4, 401 * 4, NULL);
  g_assert_true (ck_shadow_granule_is_live (sa, 400));
  g_assert_cmpuint (cells[400].w.epoch, ==, 5);
  g_assert_cmpuint (cells[400].w.value, ==, 0x44332211);
  g_assert_true (cells[400].w.flags & CK_SHADOW_VALUE_KNOWN);
  /* one of the second: no value */
  ck_shadow_cells_touch (sa, 1500 * 4, 1501 * 4, NULL);
  g_assert_cmpuint (cells[1500].w.epoch, ==, 6);
  g_assert_false (cells[1500].w.flags & CK_SHADOW_VALUE_KNOWN);
  /* a tuple straddling two pages, written through its first, is kept when its second page
     takes the runs' templates */
  guint64 st = 3000;
  while (((guintptr) &cells[st] >> 12) == (((guintptr) &cells[st + 1] - 1) >> 12))
    st++;
  ck_shadow_cells_touch (sa, st * 4 - 8, st * 4 - 4, NULL);
  g_assert_cmpuint (cells[st].w.epoch, ==, 5);
  cells[st].w.epoch = 9;
  ck_shadow_cells_touch (sa, st * 4 + 4, st * 4 + 8, NULL);
  g_assert_cmpuint (cells[st].w.epoch, ==, 9);
  g_assert_cmpuint (cells[st + 1].w.epoch, ==, 5);
  g_array_free (p, TRUE);
  ck_shadow_forget_races (&t);
  g_assert_null (sa->runs);
  ck_shadow_table_clear (&t);
  g_free (a.data);
}

/* The tuples are small: one cell per granule is 44 bytes, 11 per byte. */
static void
test_cell_size (void)
{
  g_assert_cmpuint (sizeof (CkShadowWriter), ==, 20);
  g_assert_cmpuint (sizeof (CkShadowReader), ==, 12);
  g_assert_cmpuint (sizeof (CkShadowCell), ==, 44);
  g_assert_cmpuint (CK_SHADOW_GRANULE, ==, 4);
}

typedef struct InitCase {
  guint64 off, len;            /* bytes written */
  guint64 q_off, q_len;        /* bytes asked */
  gint64 want;                 /* first uninitialised byte */
} InitCase;

static const InitCase init_cases[] = {
  { 0, 0, 0, 4, 0 },
  { 0, 4, 0, 4, -1 },
  { 0, 4, 0, 5, 4 },
  { 3, 9, 2, 4, 2 },
  { 3, 9, 3, 9, -1 },
  { 3, 9, 3, 10, 12 },
  { 5, 40, 5, 40, -1 },
  { 5, 40, 4, 2, 4 },
  { 5, 40, 44, 2, 45 },
  { 0, 100, 0, 100, -1 },
  { 96, 4, 95, 5, 95 },
  { 96, 8, 96, 8, -1 },         /* clipped at the end of the allocation */
};

static void
test_init_bits (gconstpointer data)
{
  const InitCase *ic = data;
  CkShadowTable t;
  ck_shadow_table_init (&t);
  CkAlloc a = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x1000, 100, NULL, tu_loc (23, 3), 1);
  ck_shadow_track_init (&t, &a);
  CkShadow *s = ck_shadow_lookup (&t, &a);
  g_assert_nonnull (s->init);
  ck_shadow_set_init (s, ic->off, ic->len);
  g_assert_cmpint (ck_shadow_first_uninit (s, ic->q_off, ic->q_len), ==, ic->want);
  ck_shadow_table_clear (&t);
}

/* Init bits follow a copy: between allocations, onto an untracked source, and within one
 * allocation in both directions of overlap (memmove). */
static void
test_copy_init (void)
{
  CkShadowTable t;
  ck_shadow_table_init (&t);
  CkAlloc a = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x1000, 32, NULL, tu_loc (23, 3), 1);
  CkAlloc b = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x2000, 32, NULL, tu_loc (24, 3), 2);
  ck_shadow_track_init (&t, &a);
  ck_shadow_track_init (&t, &b);
  CkShadow *sa = ck_shadow_lookup (&t, &a), *sb = ck_shadow_lookup (&t, &b);
  ck_shadow_set_init (sa, 0, 10);
  /* a[0..31] -> b[0..31] after the copy's WRITE marked everything */
  ck_shadow_set_init (sb, 0, 32);
  ck_shadow_copy_init (sb, 0, sa, 0, 32);
  g_assert_cmpint (ck_shadow_first_uninit (sb, 0, 10), ==, -1);
  g_assert_cmpint (ck_shadow_first_uninit (sb, 0, 32), ==, 10);
  /* from an untracked source (a static, the stack): defined */
  ck_shadow_copy_init (sb, 16, NULL, 0, 8);
  g_assert_cmpint (ck_shadow_first_uninit (sb, 16, 8), ==, -1);
  g_assert_cmpint (ck_shadow_first_uninit (sb, 10, 10), ==, 10);
  /* clipped at the end of the destination */
  ck_shadow_copy_init (sb, 28, sa, 0, 8);
  g_assert_cmpint (ck_shadow_first_uninit (sb, 28, 4), ==, -1);
  /* overlap upwards: a[0..9] defined, move a[0..15] to a[4..19] -> a[4..13] defined, 14.. not */
  ck_shadow_copy_init (sa, 4, sa, 0, 16);
  g_assert_cmpint (ck_shadow_first_uninit (sa, 0, 14), ==, -1);
  g_assert_cmpint (ck_shadow_first_uninit (sa, 0, 20), ==, 14);
  /* overlap downwards: move a[8..23] to a[0..15] -> a[0..5] defined, a[6] not */
  ck_shadow_copy_init (sa, 0, sa, 8, 16);
  g_assert_cmpint (ck_shadow_first_uninit (sa, 0, 16), ==, 6);
  ck_shadow_table_clear (&t);
}

/* The bulk path of ck_shadow_copy_init (64 bits or more at the same bit position in a byte):
 * bit for bit what a copy one bit at a time gives, between allocations and within one in both
 * directions of overlap, for every head and tail length. */
static void
test_copy_init_bulk (void)
{
  enum { SZ = 256 };
  CkShadowTable t;
  ck_shadow_table_init (&t);
  CkAlloc a = tu_alloc (CK_ALLOC_MALLOC, CK_SPACE_HOST, 0x1000, SZ, NULL, tu_loc (23, 3), 1);
  CkAlloc b = tu_alloc (CK_ALLOC_CUDA_MALLOC, CK_SPACE_GLOBAL, 0x2000, SZ, NULL, tu_loc (24, 3), 2);
  ck_shadow_track_init (&t, &a);
  ck_shadow_track_init (&t, &b);
  CkShadow *sa = ck_shadow_lookup (&t, &a), *sb = ck_shadow_lookup (&t, &b);
  GRand *r = g_rand_new_with_seed (22);
  for (int round = 0; round < 400; round++)
    {
      gboolean same = round % 2;
      CkShadow *dst = same ? sa : sb;
      gboolean ref_src[SZ], ref_dst[SZ];
      for (int i = 0; i < SZ; i++)
        {
          ck_shadow_clear_init (&t, &a, (guint64) i, 1);
          ck_shadow_clear_init (&t, &b, (guint64) i, 1);
          if (g_rand_boolean (r))
            ck_shadow_set_init (sa, (guint64) i, 1);
          if (g_rand_boolean (r))
            ck_shadow_set_init (sb, (guint64) i, 1);
        }
      for (int i = 0; i < SZ; i++)
        {
          ref_src[i] = ck_shadow_first_uninit (sa, (guint64) i, 1) < 0;
          ref_dst[i] = ck_shadow_first_uninit (dst, (guint64) i, 1) < 0;
        }
      guint64 len = (guint64) g_rand_int_range (r, 64, 160);
      guint64 so = (guint64) g_rand_int_range (r, 0, (gint32) (SZ - len));
      guint64 d0 = (guint64) g_rand_int_range (r, 0, (gint32) (SZ - len)) & ~(guint64) 7;
      guint64 dof = d0 + (so & 7);
      if (dof + len > SZ)
        dof -= 8;
      /* the reference: one bit at a time from a snapshot of the source (memmove's meaning) */
      for (guint64 j = 0; j < len; j++)
        ref_dst[dof + j] = ref_src[so + j];
      ck_shadow_copy_init (dst, dof, sa, so, len);
      for (int i = 0; i < SZ; i++)
        g_assert_cmpint (ck_shadow_first_uninit (dst, (guint64) i, 1) < 0, ==, ref_dst[i]);
    }
  g_rand_free (r);
  ck_shadow_table_clear (&t);
}

/* A pushed frame makes its bytes undefined again; the bits start (all clear) on the first push
 * and grow with a local window that grew in place. */
static void
test_clear_init (void)
{
  CkShadowTable t;
  ck_shadow_table_init (&t);
  CkAlloc a = tu_alloc (CK_ALLOC_LOCAL, CK_SPACE_LOCAL, 0, 64, NULL, (CkSrcLoc) { 0 }, 1);
  ck_shadow_clear_init (&t, &a, 0, 32);
  CkShadow *s = ck_shadow_lookup (&t, &a);
  g_assert_nonnull (s->init);
  g_assert_cmpint (ck_shadow_first_uninit (s, 40, 4), ==, 40);
  ck_shadow_set_init (s, 0, 64);
  /* a frame over bytes 3..44 of a window written in full: the rest stays defined */
  ck_shadow_clear_init (&t, &a, 3, 42);
  g_assert_cmpint (ck_shadow_first_uninit (s, 0, 3), ==, -1);
  g_assert_cmpint (ck_shadow_first_uninit (s, 0, 8), ==, 3);
  g_assert_cmpint (ck_shadow_first_uninit (s, 44, 4), ==, 44);
  g_assert_cmpint (ck_shadow_first_uninit (s, 45, 19), ==, -1);
  /* the window grew to 200 bytes: the new bytes were never written */
  a.size = 200;
  ck_shadow_clear_init (&t, &a, 64, 16);
  g_assert_cmpuint (s->size, ==, 200);
  g_assert_cmpint (ck_shadow_first_uninit (s, 45, 19), ==, -1);
  g_assert_cmpint (ck_shadow_first_uninit (s, 100, 8), ==, 100);
  ck_shadow_set_init (s, 64, 136);
  g_assert_cmpint (ck_shadow_first_uninit (s, 64, 136), ==, -1);
  ck_shadow_table_clear (&t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* A failed assertion fails its test case and the run goes on: every failure is reported. */
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/checker/shadow/table/lookup", test_table);
  g_test_add_func ("/checker/shadow/cell/size", test_cell_size);
  g_test_add_func ("/checker/shadow/table/release-window", test_release_window);
  g_test_add_func ("/checker/shadow/cell/touch", test_cells_touch);
  g_test_add_func ("/checker/shadow/cell/copy-runs", test_copy_runs);
  g_test_add_func ("/checker/shadow/init/copy", test_copy_init);
  g_test_add_func ("/checker/shadow/init/copy-bulk", test_copy_init_bulk);
  g_test_add_func ("/checker/shadow/init/clear", test_clear_init);
  for (guint i = 0; i < G_N_ELEMENTS (init_cases); i++)
    {
      char *path = g_strdup_printf ("/checker/shadow/init/case-%u", i);
      g_test_add_data_func (path, &init_cases[i], test_init_bits);
      g_free (path);
    }
  g_test_summary ("shadow memory: table, init bits, race tuples");
  return g_test_run ();
}
