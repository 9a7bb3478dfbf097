/* tests/test-curand-gen.c — unit tests of interp/curand-gen.c: the first outputs of XORWOW, Philox
 * and MRG32k3a pinned to libcurand's host generator (CUDA 13), whose output k is value k / S of
 * subsequence k % S (S = 4096 and 81920; Philox: its block k / 4 is block k / 262144 of
 * subsequence (k / 4) % 65536).
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include "interp/curand-gen.h"

/* curand_init (1234, 0, 0) then curand: libcurand's first XORWOW outputs for seed 1234 at
   host indices 0, 4096, 8192, 12288 */
static void
test_xorwow_first (void)
{
  g_test_summary ("XORWOW subsequence 0 of seed 1234 gives libcurand's first values");
  static const guint32 want[] = { 624778773u, 1867875844u, 3739671282u, 1954919316u };
  CkXorwow s;
  ck_curand_xorwow_init (&s, 1234, 0, 0);
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpuint (ck_curand_xorwow_next (&s), ==, want[i]);
}

/* subsequence n starts 2^67 n steps on: libcurand's host outputs 1, 2, 3 and 7 + 5 * 4096 */
static void
test_xorwow_subsequence (void)
{
  g_test_summary ("curand_init's subsequence is the 2^67-step jump libcurand makes");
  static const guint32 first[] = { 624778773u, 3522650202u, 2363946744u, 1266286439u };
  for (guint sub = 0; sub < G_N_ELEMENTS (first); sub++)
    {
      CkXorwow s;
      ck_curand_xorwow_init (&s, 1234, sub, 0);
      g_assert_cmpuint (ck_curand_xorwow_next (&s), ==, first[sub]);
    }
  CkXorwow s;
  ck_curand_xorwow_init (&s, 1234, 7, 5);
  g_assert_cmpuint (ck_curand_xorwow_next (&s), ==, 2223688508u);
  ck_curand_xorwow_init (&s, G_MAXUINT64, 0, 0);
  g_assert_cmpuint (ck_curand_xorwow_next (&s), ==, 838671268u);
  ck_curand_xorwow_init (&s, G_MAXUINT64, 1, 0);
  g_assert_cmpuint (ck_curand_xorwow_next (&s), ==, 1473212847u);
}

/* offsets: the matrix jump agrees with stepping, and with libcurand at offset 10^6 */
static void
test_xorwow_offset (void)
{
  g_test_summary ("skipahead by matrices equals stepping; offset 10^6 matches libcurand");
  CkXorwow a, b;
  ck_curand_xorwow_init (&a, 42, 3, 0);
  for (int i = 0; i < 1000; i++)
    ck_curand_xorwow_next (&a);
  ck_curand_xorwow_init (&b, 42, 3, 1000);
  g_assert_cmpuint (ck_curand_xorwow_next (&a), ==, ck_curand_xorwow_next (&b));
  ck_curand_xorwow_init (&a, 1234, 0, 1000000);
  g_assert_cmpuint (ck_curand_xorwow_next (&a), ==, 3475790319u);
  ck_curand_xorwow_init (&a, 1234, 1, 1000000);
  g_assert_cmpuint (ck_curand_xorwow_next (&a), ==, 710526198u);
  /* skipahead_sequence composes with init */
  ck_curand_xorwow_init (&a, 1234, 0, 0);
  ck_curand_xorwow_skip_sequence (&a, 3);
  g_assert_cmpuint (ck_curand_xorwow_next (&a), ==, 1266286439u);
}

static void
test_philox_first (void)
{
  g_test_summary ("Philox4_32_10 of seed 1234: libcurand's first blocks of subsequences 0 and 1");
  static const guint32 b0[] = { 546353992u, 3665621163u, 1140953199u, 3419031310u,
                                2666454581u, 482218876u, 4196888723u, 343858512u };
  static const guint32 b1[] = { 3507855656u, 1392278645u, 3354607383u, 253049307u };
  CkPhilox p;
  ck_curand_philox_init (&p, 1234, 0, 0);
  for (guint i = 0; i < G_N_ELEMENTS (b0); i++)
    g_assert_cmpuint (ck_curand_philox_next (&p), ==, b0[i]);
  ck_curand_philox_init (&p, 1234, 1, 0);
  guint32 r[4];
  ck_curand_philox_next4 (&p, r);
  for (int i = 0; i < 4; i++)
    g_assert_cmpuint (r[i], ==, b1[i]);
  /* an offset inside a block: curand4 continues into the next block */
  ck_curand_philox_init (&p, 1234, 0, 2);
  ck_curand_philox_next4 (&p, r);
  g_assert_cmpuint (r[0], ==, b0[2]);
  g_assert_cmpuint (r[3], ==, b0[5]);
  g_assert_cmpuint (ck_curand_philox_next (&p), ==, b0[6]);
}

/* MRG32k3a: libcurand's host outputs 0, 1, 2 (subsequences 0-2, 2^76 apart) and 81920 (value 1
   of subsequence 0) for seed 1234, as curand () scales them */
static void
test_mrg_first (void)
{
  g_test_summary ("MRG32k3a of seed 1234: libcurand's first values of subsequences 0, 1, 2");
  static const guint32 first[] = { 3379073520u, 653317650u, 4012281984u };
  for (guint sub = 0; sub < G_N_ELEMENTS (first); sub++)
    {
      CkMrg m;
      ck_curand_mrg_init (&m, 1234, sub, 0);
      g_assert_cmpuint (ck_curand_mrg_bits (ck_curand_mrg_next (&m)), ==, first[sub]);
    }
  CkMrg a, b;
  ck_curand_mrg_init (&a, 1234, 0, 0);
  ck_curand_mrg_next (&a);
  g_assert_cmpuint (ck_curand_mrg_bits (ck_curand_mrg_next (&a)), ==, 2521876100u);
  /* offsets by matrix powers equal stepping; a sequence is 2^51 subsequences */
  ck_curand_mrg_init (&a, 99, 5, 0);
  for (int i = 0; i < 777; i++)
    ck_curand_mrg_next (&a);
  ck_curand_mrg_init (&b, 99, 5, 777);
  g_assert_cmpfloat (ck_curand_mrg_next (&a), ==, ck_curand_mrg_next (&b));
  ck_curand_mrg_init (&a, 99, 0, 0);
  ck_curand_mrg_skip (&a, 1, CK_CURAND_MRG_SEQ_SHIFT);
  ck_curand_mrg_init (&b, 99, G_GUINT64_CONSTANT (1) << 51, 0);
  g_assert_cmpfloat (ck_curand_mrg_next (&a), ==, ck_curand_mrg_next (&b));
  /* the largest value saturates as the GPU's conversion does */
  g_assert_cmpuint (ck_curand_mrg_bits (4294967087.0), ==, G_MAXUINT32);
  g_assert_cmpuint (ck_curand_mrg_bits (4294967086.0), ==, 4294967295u);
  /* seed 0 keeps the initial 12345s */
  ck_curand_mrg_init (&a, 0, 0, 0);
  g_assert_cmpuint (a.s1[0], ==, 12345u);
}

static void
sincosf_ref (float x, float *s, float *c)
{
  *s = sinf (x);
  *c = cosf (x);
}

static void
test_conversions (void)
{
  g_test_summary ("uniform and Box-Muller conversions of libcurand's first values");
  g_assert_cmpfloat (ck_curand_uniform (624778773u), ==, 0.145467639f);
  g_assert_cmpfloat (ck_curand_uniform (0), ==, 0x1p-33f);
  g_assert_cmpfloat (ck_curand_uniform (G_MAXUINT32), ==, 1.0f);
  /* the host library's first normals of Philox seed 1234 (host sinf/cosf; the device's
     __sincosf may differ in the last bits, which is why the device API passes its own) */
  float o[2];
  ck_curand_box_muller (546353992u, 3665621163u, sincosf_ref, o);
  g_assert_cmpfloat (fabsf (o[0] - -1.61649048f), <, 1e-6f);
  g_assert_cmpfloat (fabsf (o[1] - 1.22915542f), <, 1e-6f);
  g_assert_cmpfloat (ck_curand_uniform_double_hq (0, 0), ==, 0x1p-54);
}

/* curandGeneratePoisson below lambda 2000: libcurand's host XORWOW outputs 0-4 for seed 1234
   (its curandGenerate words 624778773 ...) drawn through the alias table of each lambda */
static void
test_poisson_m2 (void)
{
  g_test_summary ("the Poisson alias tables give libcurand's first host Poisson values");
  static const guint32 words[5] = { 624778773u, 3522650202u, 2363946744u, 1266286439u,
                                    3928747533u };
  static const struct {
    double lambda;
    guint32 shift, length, want[5];
  } cases[] = {
    { 0.5, 0, 157, { 1, 0, 0, 1, 0 } },
    { 4, 0, 239, { 7, 2, 4, 5, 2 } },
    { 30, 0, 429, { 37, 26, 30, 34, 24 } },
    { 1000, 71, 2374, { 1031, 975, 999, 1015, 962 } },
    { 1999.5, 549, 3403, { 2044, 1964, 1998, 2021, 1947 } },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      CkCurandM2 m;
      ck_curand_m2_poisson (cases[c].lambda, &m);
      g_assert_cmpuint (m.shift, ==, cases[c].shift);
      g_assert_cmpuint (m.length, ==, cases[c].length);
      for (int i = 0; i < 5; i++)
        g_assert_cmpuint (ck_curand_m2_draw (&m, words[i]), ==, cases[c].want[i]);
      /* the largest word (u = 1) falls one past the table: libcurand answered shift */
      g_assert_cmpuint (ck_curand_m2_draw (&m, G_MAXUINT32), ==, m.shift);
      ck_curand_m2_free (&m);
    }
}

/* Sobol32's direction vectors against libcurand's JOEKUO6 set (CUDA 13, printed by a program
 * calling curandGetDirectionVectors32): some vectors, and an FNV-1a hash of all 140 x 32 words
 * (the dimensions cudak has), each word hashed whole. */
static void
test_sobol_directions (void)
{
  g_test_summary ("Joe and Kuo's numbers give libcurand's JOEKUO6 vectors for all 140 dimensions");
  guint32 v[CK_CURAND_SOBOL_DIMS][32];
  ck_curand_sobol32_directions (v, CK_CURAND_SOBOL_DIMS);
  g_assert_cmphex (v[0][0], ==, 0x80000000u);
  g_assert_cmphex (v[1][31], ==, 0xffffffffu);
  g_assert_cmphex (v[9][10], ==, 0x72200000u);
  g_assert_cmphex (v[102][9], ==, 0x79c00000u);
  g_assert_cmphex (v[139][20], ==, 0xc5826800u);
  guint64 h = 14695981039346656037ull;
  for (guint d = 0; d < CK_CURAND_SOBOL_DIMS; d++)
    for (guint k = 0; k < 32; k++)
      {
        h ^= v[d][k];
        h *= 1099511628211ull;
      }
  g_assert_cmphex (h, ==, 0xf27c46a412b2f3cfull);
}

/* Sobol64's: libcurand's CURAND_DIRECTION_VECTORS_64_JOEKUO6 hashed the same way. */
static void
test_sobol64_directions (void)
{
  g_test_summary ("the same numbers give libcurand's 64-bit JOEKUO6 vectors for all 140 dimensions");
  guint64 (*v)[64] = g_malloc (sizeof *v * CK_CURAND_SOBOL_DIMS);
  ck_curand_sobol64_directions (v, CK_CURAND_SOBOL_DIMS);
  g_assert_cmphex (v[139][63], ==, 0x9d310cb900b3a84bull);
  g_assert_cmphex (v[57][40], ==, 0x0dc6978005800000ull);
  guint64 h = 14695981039346656037ull;
  for (guint d = 0; d < CK_CURAND_SOBOL_DIMS; d++)
    for (guint k = 0; k < 64; k++)
      {
        h ^= v[d][k];
        h *= 1099511628211ull;
      }
  g_assert_cmphex (h, ==, 0x07ae4b0b6dd5be35ull);
  g_free (v);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/interp/curand-gen/xorwow/first", test_xorwow_first);
  g_test_add_func ("/interp/curand-gen/xorwow/subsequence", test_xorwow_subsequence);
  g_test_add_func ("/interp/curand-gen/xorwow/offset", test_xorwow_offset);
  g_test_add_func ("/interp/curand-gen/philox/first", test_philox_first);
  g_test_add_func ("/interp/curand-gen/mrg32k3a/first", test_mrg_first);
  g_test_add_func ("/interp/curand-gen/convert/uniform-normal", test_conversions);
  g_test_add_func ("/interp/curand-gen/poisson/alias-table", test_poisson_m2);
  g_test_add_func ("/interp/curand-gen/sobol32/directions", test_sobol_directions);
  g_test_add_func ("/interp/curand-gen/sobol64/directions", test_sobol64_directions);
  return g_test_run ();
}
