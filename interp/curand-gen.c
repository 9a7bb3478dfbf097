/* interp/curand-gen.c — cuRAND's XORWOW and Philox4x32-10 generators and their conversions
 * (issue 20), written from the algorithms the toolkit's curand_kernel.h documents: Marsaglia's
 * xorwow with a Weyl sequence, the GF(2) jump of 2^67 steps per subsequence, Salmon et al.'s
 * Philox4x32-10, Box-Muller for normals. The jump matrices are computed here, not copied.
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include <string.h>
#include "interp/curand-gen.h"

/* ---- XORWOW ------------------------------------------------------------------------------- */

/* The xorshift part of XORWOW is linear over GF(2) on its 160 state bits (v[0..4]); the Weyl
 * counter d only adds 362437 per step. A 160x160 bit matrix is stored by columns: column k is the
 * image of the unit vector e_k (bit k%32 of word k/32), five words each. */
enum { XW_WORDS = 5, XW_BITS = 160 };
/* Subsequences are 2^67 steps apart (curand_init's documentation); a skip of n * 2^67 with a
 * 64-bit n needs the powers M^(2^i) up to i = 67 + 63. */
enum { XW_SEQ_SHIFT = 67, XW_POWERS = XW_SEQ_SHIFT + 64 };
#define XW_WEYL 362437u

typedef struct {
  guint32 col[XW_BITS][XW_WORDS];
} XwMatrix;

/* The one step of xorshift on the state words [v] (no Weyl counter). */
static void
xw_shift (guint32 v[XW_WORDS])
{
  guint32 t = v[0] ^ (v[0] >> 2);
  v[0] = v[1];
  v[1] = v[2];
  v[2] = v[3];
  v[3] = v[4];
  v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

/* out := [m] x, for [x] and [out] distinct. */
static void
xw_apply (const XwMatrix *m, const guint32 x[XW_WORDS], guint32 out[XW_WORDS])
{
  memset (out, 0, XW_WORDS * sizeof (guint32));
  for (int k = 0; k < XW_BITS; k++)
    if (x[k / 32] >> (k % 32) & 1)
      for (int w = 0; w < XW_WORDS; w++)
        out[w] ^= m->col[k][w];
}

/* A matrix as 40 tables of the images of the 16 values of each 4-bit slice of the state: a
 * product with a vector is 40 lookups instead of 160 bit tests (curand_init of many threads). */
enum { XW_NIBBLES = XW_BITS / 4 };
typedef struct {
  guint32 t[XW_NIBBLES][16][XW_WORDS];
} XwTable;

/* The powers M^(2^i), i < XW_POWERS, of the step matrix M by repeated squaring,
 * col_k (A A) = A col_k (A), each then as its tables. Computed once (about 20 ms, 1.7 MB) and
 * immutable afterwards, so a constant table in all but its initialisation (HACKING §4 allows
 * static const tables). */
static gpointer
xw_powers_compute (gpointer unused)
{
  (void) unused;
  XwMatrix *m = g_new (XwMatrix, 2);
  XwTable *tab = g_new0 (XwTable, XW_POWERS);
  for (int k = 0; k < XW_BITS; k++)
    {
      memset (m[0].col[k], 0, sizeof m[0].col[k]);
      m[0].col[k][k / 32] = 1u << (k % 32);
      xw_shift (m[0].col[k]);
    }
  for (int i = 0; i < XW_POWERS; i++)
    {
      XwMatrix *a = &m[i % 2], *b = &m[(i + 1) % 2];
      for (int n = 0; n < XW_NIBBLES; n++)
        for (int v = 1; v < 16; v++)
          {
            int low = v & -v, bit = low == 1 ? 0 : low == 2 ? 1 : low == 4 ? 2 : 3;
            for (int w = 0; w < XW_WORDS; w++)
              tab[i].t[n][v][w] = tab[i].t[n][v & (v - 1)][w] ^ a->col[4 * n + bit][w];
          }
      if (i + 1 < XW_POWERS)
        for (int k = 0; k < XW_BITS; k++)
          xw_apply (a, a->col[k], b->col[k]);
    }
  g_free (m);
  return tab;
}

static const XwTable *
xw_powers (void)
{
  static GOnce once = G_ONCE_INIT;
  return g_once (&once, xw_powers_compute, NULL);
}

/* v := M^(n * 2^shift) v. */
static void
xw_jump (guint32 v[XW_WORDS], guint64 n, int shift)
{
  if (n == 0)
    return;
  const XwTable *p = xw_powers ();
  for (int i = 0; i < 64; i++)
    if (n >> i & 1)
      {
        const XwTable *t = &p[i + shift];
        guint32 out[XW_WORDS] = { 0 };
        for (int k = 0; k < XW_NIBBLES; k++)
          {
            const guint32 *e = t->t[k][v[k / 8] >> (4 * (k % 8)) & 15];
            for (int w = 0; w < XW_WORDS; w++)
              out[w] ^= e[w];
          }
        memcpy (v, out, sizeof out);
      }
}

void
ck_curand_xorwow_skip (CkXorwow *s, guint64 n)
{
  /* small skips step directly: cheaper than matrix products and needs no table */
  if (n < 64)
    for (guint64 i = 0; i < n; i++)
      xw_shift (s->v);
  else
    xw_jump (s->v, n, 0);
  s->d += XW_WEYL * (guint32) n;
}

void
ck_curand_xorwow_skip_sequence (CkXorwow *s, guint64 n)
{
  /* d is unchanged: 2^67 * 362437 is a multiple of 2^32 */
  xw_jump (s->v, n, XW_SEQ_SHIFT);
}

void
ck_curand_xorwow_init (CkXorwow *s, guint64 seed, guint64 subsequence, guint64 offset)
{
  /* the seed's halves salted and multiplied by odd constants, then added to Marsaglia's
     initial words (curand_kernel.h, _curand_init_inplace) */
  guint32 s0 = (guint32) seed ^ 0xaad26b49u;
  guint32 s1 = (guint32) (seed >> 32) ^ 0xf7dcefddu;
  guint32 t0 = 1099087573u * s0;
  guint32 t1 = 2591861531u * s1;
  s->d = 6615241u + t1 + t0;
  s->v[0] = 123456789u + t0;
  s->v[1] = 362436069u ^ t0;
  s->v[2] = 521288629u + t1;
  s->v[3] = 88675123u ^ t1;
  s->v[4] = 5783321u + t0;
  ck_curand_xorwow_skip_sequence (s, subsequence);
  ck_curand_xorwow_skip (s, offset);
}

guint32
ck_curand_xorwow_next (CkXorwow *s)
{
  xw_shift (s->v);
  s->d += XW_WEYL;
  return s->v[4] + s->d;
}

/* ---- Philox4x32-10 ------------------------------------------------------------------------ */

#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u
#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u

void
ck_curand_philox_block (const guint32 ctr[4], const guint32 key[2], guint32 out[4])
{
  guint32 c[4] = { ctr[0], ctr[1], ctr[2], ctr[3] }, k0 = key[0], k1 = key[1];
  for (int round = 0; round < 10; round++)
    {
      guint64 p0 = (guint64) PHILOX_M0 * c[0], p1 = (guint64) PHILOX_M1 * c[2];
      guint32 n[4] = { (guint32) (p1 >> 32) ^ c[1] ^ k0, (guint32) p1,
                       (guint32) (p0 >> 32) ^ c[3] ^ k1, (guint32) p0 };
      memcpy (c, n, sizeof c);
      k0 += PHILOX_W0;
      k1 += PHILOX_W1;
    }
  memcpy (out, c, sizeof c);
}

/* The counter plus one (Philox_State_Incr). */
static void
philox_incr (CkPhilox *s)
{
  for (int i = 0; i < 4; i++)
    if (++s->ctr[i])
      return;
}

/* The counter plus [n], with cuRAND's carry test into the upper half (Philox_State_Incr (s, n)),
 * kept as it is so that counters agree with the library's even where that test differs from a
 * 128-bit addition. */
static void
philox_incr_n (CkPhilox *s, guint64 n)
{
  guint32 nlo = (guint32) n, nhi = (guint32) (n >> 32);
  s->ctr[0] += nlo;
  if (s->ctr[0] < nlo)
    nhi++;
  s->ctr[1] += nhi;
  if (nhi <= s->ctr[1])
    return;
  if (++s->ctr[2])
    return;
  ++s->ctr[3];
}

void
ck_curand_philox_skip (CkPhilox *s, guint64 n)
{
  s->state += (guint32) (n & 3);
  n /= 4;
  if (s->state > 3)
    {
      n += 1;
      s->state -= 4;
    }
  philox_incr_n (s, n);
  ck_curand_philox_block (s->ctr, s->key, s->output);
}

void
ck_curand_philox_skip_sequence (CkPhilox *s, guint64 n)
{
  guint32 nlo = (guint32) n, nhi = (guint32) (n >> 32);
  s->ctr[2] += nlo;
  if (s->ctr[2] < nlo)
    nhi++;
  s->ctr[3] += nhi;
  ck_curand_philox_block (s->ctr, s->key, s->output);
}

void
ck_curand_philox_init (CkPhilox *s, guint64 seed, guint64 subsequence, guint64 offset)
{
  memset (s, 0, sizeof *s);
  s->key[0] = (guint32) seed;
  s->key[1] = (guint32) (seed >> 32);
  ck_curand_philox_skip_sequence (s, subsequence);
  ck_curand_philox_skip (s, offset);
}

guint32
ck_curand_philox_next (CkPhilox *s)
{
  /* output[state] is always the next value (curand_kernel.h's invariant) */
  guint32 r = s->output[s->state & 3];
  if (++s->state == 4)
    {
      philox_incr (s);
      ck_curand_philox_block (s->ctr, s->key, s->output);
      s->state = 0;
    }
  return r;
}

void
ck_curand_philox_next4 (CkPhilox *s, guint32 out[4])
{
  guint32 tmp[4];
  memcpy (tmp, s->output, sizeof tmp);
  philox_incr (s);
  ck_curand_philox_block (s->ctr, s->key, s->output);
  /* the four values from output[state] on, continuing into the next block; state stays */
  guint32 st = s->state & 3;
  for (guint32 i = 0; i < 4; i++)
    out[i] = st + i < 4 ? tmp[st + i] : s->output[st + i - 4];
}

/* ---- MRG32k3a ---------------------------------------------------------------------------- */

/* L'Ecuyer's two components: s1' = (a12 s1[1] - a13n s1[0]) mod m1, s2' = (a21 s2[2] - a23n s2[0])
 * mod m2, each a 3x3 matrix over Z/m acting on the last three values; jumps are its powers. */
#define MRG_M1 4294967087u
#define MRG_M2 4294944443u
enum { MRG_POWERS = 128 + 64 };

typedef struct {
  guint32 a[3][3];
} MrgMat;

static void
mrg_mul (const MrgMat *x, const MrgMat *y, guint32 m, MrgMat *out)
{
  MrgMat r;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      {
        guint64 acc = 0;
        for (int k = 0; k < 3; k++)
          acc = (acc + (guint64) x->a[i][k] * y->a[k][j] % m) % m;
        r.a[i][j] = (guint32) acc;
      }
  *out = r;
}

static void
mrg_apply (const MrgMat *x, guint32 v[3], guint32 m)
{
  guint32 r[3];
  for (int i = 0; i < 3; i++)
    {
      guint64 acc = 0;
      for (int k = 0; k < 3; k++)
        acc = (acc + (guint64) x->a[i][k] * v[k] % m) % m;
      r[i] = (guint32) acc;
    }
  memcpy (v, r, sizeof r);
}

/* M1^(2^i) and M2^(2^i) for i < MRG_POWERS (the sequence jump of 2^127 n needs 127 + 63);
 * computed once, immutable afterwards (as xw_powers). */
static gpointer
mrg_powers_compute (gpointer unused)
{
  (void) unused;
  MrgMat *p = g_new0 (MrgMat, 2 * MRG_POWERS);
  MrgMat m1 = { { { 0, 1, 0 }, { 0, 0, 1 }, { MRG_M1 - 810728u, 1403580u, 0 } } };
  MrgMat m2 = { { { 0, 1, 0 }, { 0, 0, 1 }, { MRG_M2 - 1370589u, 0, 527612u } } };
  p[0] = m1;
  p[MRG_POWERS] = m2;
  for (int i = 1; i < MRG_POWERS; i++)
    {
      mrg_mul (&p[i - 1], &p[i - 1], MRG_M1, &p[i]);
      mrg_mul (&p[MRG_POWERS + i - 1], &p[MRG_POWERS + i - 1], MRG_M2, &p[MRG_POWERS + i]);
    }
  return p;
}

void
ck_curand_mrg_skip (CkMrg *s, guint64 n, int shift)
{
  static GOnce once = G_ONCE_INIT;
  const MrgMat *p = g_once (&once, mrg_powers_compute, NULL);
  g_return_if_fail (shift >= 0 && shift + 64 <= MRG_POWERS);
  for (int i = 0; i < 64; i++)
    if (n >> i & 1)
      {
        mrg_apply (&p[shift + i], s->s1, MRG_M1);
        mrg_apply (&p[MRG_POWERS + shift + i], s->s2, MRG_M2);
      }
}

void
ck_curand_mrg_init (CkMrg *s, guint64 seed, guint64 subsequence, guint64 offset)
{
  for (int i = 0; i < 3; i++)
    s->s1[i] = s->s2[i] = 12345u;
  if (seed != 0)
    {
      guint64 x1 = (guint32) seed ^ 0x55555555u, x2 = (guint32) (seed >> 32) ^ 0xAAAAAAAAu;
      s->s1[0] = (guint32) (x1 * 12345u % MRG_M1);
      s->s1[1] = (guint32) (x2 * 12345u % MRG_M1);
      s->s1[2] = (guint32) (x1 * 12345u % MRG_M1);
      s->s2[0] = (guint32) (x2 * 12345u % MRG_M2);
      s->s2[1] = (guint32) (x1 * 12345u % MRG_M2);
      s->s2[2] = (guint32) (x2 * 12345u % MRG_M2);
    }
  ck_curand_mrg_skip (s, subsequence, CK_CURAND_MRG_SUBSEQ_SHIFT);
  ck_curand_mrg_skip (s, offset, 0);
}

double
ck_curand_mrg_next (CkMrg *s)
{
  guint64 p1 = ((guint64) 1403580u * s->s1[1] + (guint64) 810728u * (MRG_M1 - s->s1[0])) % MRG_M1;
  s->s1[0] = s->s1[1];
  s->s1[1] = s->s1[2];
  s->s1[2] = (guint32) p1;
  guint64 p2 = ((guint64) 527612u * s->s2[2] + (guint64) 1370589u * (MRG_M2 - s->s2[0])) % MRG_M2;
  s->s2[0] = s->s2[1];
  s->s2[1] = s->s2[2];
  s->s2[2] = (guint32) p2;
  return p1 <= p2 ? (double) p1 - (double) p2 + MRG_M1 : (double) p1 - (double) p2;
}

guint32
ck_curand_mrg_bits (double r)
{
  double x = r * CK_CURAND_MRG_BITS_NORM;
  return x >= 4294967295.0 ? G_MAXUINT32 : (guint32) x;
}

/* ---- conversions -------------------------------------------------------------------------- */

#define INV32F 0x1p-32f
#define INV32D 0x1p-32
#define INV53D 0x1p-53
/* CURAND_2POW32_INV_2PI: 2.3283064e-10f * 6.2831855f, a float constant expression */
#define INV32_2PIF (0x1p-32f * 6.2831855f)

float
ck_curand_uniform (guint32 x)
{
  return (float) x * INV32F + INV32F / 2.0f;
}

double
ck_curand_uniform_double32 (guint32 x)
{
  return (double) x * INV32D + INV32D;
}

double
ck_curand_uniform_double_hq (guint32 x, guint32 y)
{
  guint64 z = (guint64) x ^ ((guint64) y << (53 - 32));
  return (double) z * INV53D + INV53D / 2.0;
}

void
ck_curand_box_muller (guint32 x, guint32 y, CkCurandSincosf sincos, float out[2])
{
  float u = (float) x * INV32F + INV32F / 2.0f;          /* exact product: FMA or not alike */
  float v = fmaf ((float) y, INV32_2PIF, INV32_2PIF / 2.0f); /* nvcc contracts this to FFMA */
  float s = sqrtf (-2.0f * logf (u));
  float sn, cs;
  sincos (v, &sn, &cs);
  out[0] = sn * s;
  out[1] = cs * s;
}

/* sin (pi x) and cos (pi x) for x in (0, 2]: exact at the multiples of one half, as CUDA's
 * sincospi documents. */
static void
sincospi_d (double x, double *sn, double *cs)
{
  double r = fmod (x, 2.0);
  if (r * 2 == floor (r * 2))
    {
      static const double s4[4] = { 0, 1, 0, -1 }, c4[4] = { 1, 0, -1, 0 };
      int q = (int) (r * 2) & 3;
      *sn = s4[q];
      *cs = c4[q];
      return;
    }
  *sn = sin (G_PI * r);
  *cs = cos (G_PI * r);
}

void
ck_curand_box_muller_double_uv (double u, double v, double out[2])
{
  double s = sqrt (-2.0 * log (u));
  double sn, cs;
  sincospi_d (v, &sn, &cs);
  out[0] = sn * s;
  out[1] = cs * s;
}

void
ck_curand_box_muller_double (guint32 x0, guint32 x1, guint32 y0, guint32 y1, double out[2])
{
  guint64 zx = (guint64) x0 ^ ((guint64) x1 << (53 - 32));
  guint64 zy = (guint64) y0 ^ ((guint64) y1 << (53 - 32));
  double u = (double) zx * INV53D + INV53D / 2.0;
  double v = (double) zy * (INV53D * 2.0) + INV53D;
  double s = sqrt (-2.0 * log (u));
  double sn, cs;
  sincospi_d (v, &sn, &cs);
  out[0] = sn * s;
  out[1] = cs * s;
}

/* ---- Poisson by alias table ---------------------------------------------------------------- */

/* The Poisson probability of [j] computed through logarithms, so that it underflows to 0 only
 * far in the tails (e^-lambda alone underflows from lambda 746 on). */
static double
poisson_pmf (double lambda, guint32 j)
{
  return exp (-lambda + j * log (lambda) - lgamma (j + 1.0));
}

/* The table covers the values whose probability is not 0 in double precision, one bin each
 * (length = their count). Each bin holds q = length * p of its own value; the rest of a bin whose
 * q is below 1 is given by the donor, the largest value whose q is still at least 1, which pays
 * for it from its q. The bins are visited in increasing order, again and again while any bin
 * below 1 is unserved and a donor is left: a donor whose q falls below 1 becomes a bin to be
 * served, in this pass if its turn is still to come. This order is the one whose tables
 * reproduce libcurand's draws (tests/test-curand-gen.c pins them; its construction is not
 * documented). */
void
ck_curand_m2_poisson (double lambda, CkCurandM2 *m)
{
  guint32 lo = 0, hi = (guint32) MAX (lambda, 0.0);
  while (poisson_pmf (lambda, lo) == 0 && lo < hi)
    lo++;
  while (poisson_pmf (lambda, hi) > 0)
    hi++;
  guint32 len = hi - lo;
  double *q = g_new (double, len);
  gboolean *served = g_new0 (gboolean, len);
  guint32 *large = g_new (guint32, len), n_large = 0;
  m->shift = lo;
  m->length = len;
  m->v = g_new (double, len);
  m->k = g_new (guint32, len);
  for (guint32 j = 0; j < len; j++)
    {
      q[j] = len * poisson_pmf (lambda, lo + j);
      m->k[j] = j;
      if (q[j] >= 1)
        large[n_large++] = j;
    }
  gboolean progress = TRUE;
  while (n_large > 0 && progress)
    {
      progress = FALSE;
      for (guint32 j = 0; j < len && n_large > 0; j++)
        if (q[j] < 1 && !served[j])
          {
            guint32 l = large[n_large - 1];
            served[j] = progress = TRUE;
            m->k[j] = l;
            q[l] -= 1 - q[j];
            if (q[l] < 1)
              n_large--;
          }
    }
  /* a bin's own value up to v: its q, in units of u */
  for (guint32 j = 0; j < len; j++)
    m->v[j] = (j + (served[j] ? q[j] : 1.0)) / len;
  g_free (q);
  g_free (served);
  g_free (large);
}

guint32
ck_curand_m2_draw (const CkCurandM2 *m, guint32 x)
{
  double u = ck_curand_uniform_double32 (x);
  guint32 j = (guint32) floor (m->length * u);
  /* u = 1 (x = 2^32 - 1) makes bin [length], one past the table: libcurand reads past its
     arrays there and answers shift (seen once in 40 million draws); so does cudak */
  if (j >= m->length)
    return m->shift;
  return m->shift + (u < m->v[j] ? j : m->k[j]);
}

void
ck_curand_m2_free (CkCurandM2 *m)
{
  g_clear_pointer (&m->v, g_free);
  g_clear_pointer (&m->k, g_free);
}
