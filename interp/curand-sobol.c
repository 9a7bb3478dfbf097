/* interp/curand-sobol.c — the direction vectors of cuRAND's Sobol32 generator (CURAND_DIRECTION_
 * VECTORS_32_JOEKUO6), built from Joe and Kuo's published construction: the primitive polynomials
 * over GF(2) in order of degree and value, their initial direction numbers from the table below
 * (dimensions 2 to CK_CURAND_SOBOL_DIMS), and the Bratley-Fox recurrence.
 * SPDX-License-Identifier: MIT */
#include "interp/curand-gen.h"

/* The initial direction numbers m_1 .. m_s of dimensions 2 to 140 (one row each; s, the degree
 * of the dimension's polynomial, is the row's length), the first 139 rows of the file
 * new-joe-kuo-6.21201 of S. Joe and F. Y. Kuo, "Constructing Sobol sequences with better
 * two-dimensional projections", SIAM J. Sci. Comput. 30 (2008) 2635-2654, published at
 * https://web.maths.unsw.edu.au/~fkuo/sobol/ (Copyright (c) 2008, Frances Y. Kuo and Stephen Joe,
 * BSD-style licence: redistribution with this notice). libcurand's JOEKUO6 vectors of these
 * dimensions agree with the ones computed from them (tests/test-curand-gen.c pins some). */
enum { SOBOL_MAX_DEGREE = 10 };
static const guint16 joe_kuo_m[CK_CURAND_SOBOL_DIMS - 1][SOBOL_MAX_DEGREE] = {
  { 1 },
  { 1, 3 },
  { 1, 3, 1 },
  { 1, 1, 1 },
  { 1, 1, 3, 3 },
  { 1, 3, 5, 13 },
  { 1, 1, 5, 5, 17 },
  { 1, 1, 5, 5, 5 },
  { 1, 1, 7, 11, 19 },
  { 1, 1, 5, 1, 1 },
  { 1, 1, 1, 3, 11 },
  { 1, 3, 5, 5, 31 },
  { 1, 3, 3, 9, 7, 49 },
  { 1, 1, 1, 15, 21, 21 },
  { 1, 3, 1, 13, 27, 49 },
  { 1, 1, 1, 15, 7, 5 },
  { 1, 3, 1, 15, 13, 25 },
  { 1, 1, 5, 5, 19, 61 },
  { 1, 3, 7, 11, 23, 15, 103 },
  { 1, 3, 7, 13, 13, 15, 69 },
  { 1, 1, 3, 13, 7, 35, 63 },
  { 1, 3, 5, 9, 1, 25, 53 },
  { 1, 3, 1, 13, 9, 35, 107 },
  { 1, 3, 1, 5, 27, 61, 31 },
  { 1, 1, 5, 11, 19, 41, 61 },
  { 1, 3, 5, 3, 3, 13, 69 },
  { 1, 1, 7, 13, 1, 19, 1 },
  { 1, 3, 7, 5, 13, 19, 59 },
  { 1, 1, 3, 9, 25, 29, 41 },
  { 1, 3, 5, 13, 23, 1, 55 },
  { 1, 3, 7, 3, 13, 59, 17 },
  { 1, 3, 1, 3, 5, 53, 69 },
  { 1, 1, 5, 5, 23, 33, 13 },
  { 1, 1, 7, 7, 1, 61, 123 },
  { 1, 1, 7, 9, 13, 61, 49 },
  { 1, 3, 3, 5, 3, 55, 33 },
  { 1, 3, 1, 15, 31, 13, 49, 245 },
  { 1, 3, 5, 15, 31, 59, 63, 97 },
  { 1, 3, 1, 11, 11, 11, 77, 249 },
  { 1, 3, 1, 11, 27, 43, 71, 9 },
  { 1, 1, 7, 15, 21, 11, 81, 45 },
  { 1, 3, 7, 3, 25, 31, 65, 79 },
  { 1, 3, 1, 1, 19, 11, 3, 205 },
  { 1, 1, 5, 9, 19, 21, 29, 157 },
  { 1, 3, 7, 11, 1, 33, 89, 185 },
  { 1, 3, 3, 3, 15, 9, 79, 71 },
  { 1, 3, 7, 11, 15, 39, 119, 27 },
  { 1, 1, 3, 1, 11, 31, 97, 225 },
  { 1, 1, 1, 3, 23, 43, 57, 177 },
  { 1, 3, 7, 7, 17, 17, 37, 71 },
  { 1, 3, 1, 5, 27, 63, 123, 213 },
  { 1, 1, 3, 5, 11, 43, 53, 133 },
  { 1, 3, 5, 5, 29, 17, 47, 173, 479 },
  { 1, 3, 3, 11, 3, 1, 109, 9, 69 },
  { 1, 1, 1, 5, 17, 39, 23, 5, 343 },
  { 1, 3, 1, 5, 25, 15, 31, 103, 499 },
  { 1, 1, 1, 11, 11, 17, 63, 105, 183 },
  { 1, 1, 5, 11, 9, 29, 97, 231, 363 },
  { 1, 1, 5, 15, 19, 45, 41, 7, 383 },
  { 1, 3, 7, 7, 31, 19, 83, 137, 221 },
  { 1, 1, 1, 3, 23, 15, 111, 223, 83 },
  { 1, 1, 5, 13, 31, 15, 55, 25, 161 },
  { 1, 1, 3, 13, 25, 47, 39, 87, 257 },
  { 1, 1, 1, 11, 21, 53, 125, 249, 293 },
  { 1, 1, 7, 11, 11, 7, 57, 79, 323 },
  { 1, 1, 5, 5, 17, 13, 81, 3, 131 },
  { 1, 1, 7, 13, 23, 7, 65, 251, 475 },
  { 1, 3, 5, 1, 9, 43, 3, 149, 11 },
  { 1, 1, 3, 13, 31, 13, 13, 255, 487 },
  { 1, 3, 3, 1, 5, 63, 89, 91, 127 },
  { 1, 1, 3, 3, 1, 19, 123, 127, 237 },
  { 1, 1, 5, 7, 23, 31, 37, 243, 289 },
  { 1, 1, 5, 11, 17, 53, 117, 183, 491 },
  { 1, 1, 1, 5, 1, 13, 13, 209, 345 },
  { 1, 1, 3, 15, 1, 57, 115, 7, 33 },
  { 1, 3, 1, 11, 7, 43, 81, 207, 175 },
  { 1, 3, 1, 1, 15, 27, 63, 255, 49 },
  { 1, 3, 5, 3, 27, 61, 105, 171, 305 },
  { 1, 1, 5, 3, 1, 3, 57, 249, 149 },
  { 1, 1, 3, 5, 5, 57, 15, 13, 159 },
  { 1, 1, 1, 11, 7, 11, 105, 141, 225 },
  { 1, 3, 3, 5, 27, 59, 121, 101, 271 },
  { 1, 3, 5, 9, 11, 49, 51, 59, 115 },
  { 1, 1, 7, 1, 23, 45, 125, 71, 419 },
  { 1, 1, 3, 5, 23, 5, 105, 109, 75 },
  { 1, 1, 7, 15, 7, 11, 67, 121, 453 },
  { 1, 3, 7, 3, 9, 13, 31, 27, 449 },
  { 1, 3, 1, 15, 19, 39, 39, 89, 15 },
  { 1, 1, 1, 1, 1, 33, 73, 145, 379 },
  { 1, 3, 1, 15, 15, 43, 29, 13, 483 },
  { 1, 1, 7, 3, 19, 27, 85, 131, 431 },
  { 1, 3, 3, 3, 5, 35, 23, 195, 349 },
  { 1, 3, 3, 7, 9, 27, 39, 59, 297 },
  { 1, 1, 3, 9, 11, 17, 13, 241, 157 },
  { 1, 3, 7, 15, 25, 57, 33, 189, 213 },
  { 1, 1, 7, 1, 9, 55, 73, 83, 217 },
  { 1, 3, 3, 13, 19, 27, 23, 113, 249 },
  { 1, 3, 5, 3, 23, 43, 3, 253, 479 },
  { 1, 1, 5, 5, 11, 5, 45, 117, 217 },
  { 1, 3, 3, 7, 29, 37, 33, 123, 147 },
  { 1, 3, 1, 15, 5, 5, 37, 227, 223, 459 },
  { 1, 1, 7, 5, 5, 39, 63, 255, 135, 487 },
  { 1, 3, 1, 7, 9, 7, 87, 249, 217, 599 },
  { 1, 1, 3, 13, 9, 47, 7, 225, 363, 247 },
  { 1, 3, 7, 13, 19, 13, 9, 67, 9, 737 },
  { 1, 3, 5, 5, 19, 59, 7, 41, 319, 677 },
  { 1, 1, 5, 3, 31, 63, 15, 43, 207, 789 },
  { 1, 1, 7, 9, 13, 39, 3, 47, 497, 169 },
  { 1, 3, 1, 7, 21, 17, 97, 19, 415, 905 },
  { 1, 3, 7, 1, 3, 31, 71, 111, 165, 127 },
  { 1, 1, 5, 11, 1, 61, 83, 119, 203, 847 },
  { 1, 3, 3, 13, 9, 61, 19, 97, 47, 35 },
  { 1, 1, 7, 7, 15, 29, 63, 95, 417, 469 },
  { 1, 3, 1, 9, 25, 9, 71, 57, 213, 385 },
  { 1, 3, 5, 13, 31, 47, 101, 57, 39, 341 },
  { 1, 1, 3, 3, 31, 57, 125, 173, 365, 551 },
  { 1, 3, 7, 1, 13, 57, 67, 157, 451, 707 },
  { 1, 1, 1, 7, 21, 13, 105, 89, 429, 965 },
  { 1, 1, 5, 9, 17, 51, 45, 119, 157, 141 },
  { 1, 3, 7, 7, 13, 45, 91, 9, 129, 741 },
  { 1, 3, 7, 1, 23, 57, 67, 141, 151, 571 },
  { 1, 1, 3, 11, 17, 47, 93, 107, 375, 157 },
  { 1, 3, 3, 5, 11, 21, 43, 51, 169, 915 },
  { 1, 1, 5, 3, 15, 55, 101, 67, 455, 625 },
  { 1, 3, 5, 9, 1, 23, 29, 47, 345, 595 },
  { 1, 3, 7, 7, 5, 49, 29, 155, 323, 589 },
  { 1, 3, 3, 7, 5, 41, 127, 61, 261, 717 },
  { 1, 3, 7, 7, 17, 23, 117, 67, 129, 1009 },
  { 1, 1, 3, 13, 11, 39, 21, 207, 123, 305 },
  { 1, 1, 3, 9, 29, 3, 95, 47, 231, 73 },
  { 1, 3, 1, 9, 1, 29, 117, 21, 441, 259 },
  { 1, 3, 1, 13, 21, 39, 125, 211, 439, 723 },
  { 1, 1, 7, 3, 17, 63, 115, 89, 49, 773 },
  { 1, 3, 7, 13, 11, 33, 101, 107, 63, 73 },
  { 1, 1, 5, 5, 13, 57, 63, 135, 437, 177 },
  { 1, 1, 3, 7, 27, 63, 93, 47, 417, 483 },
  { 1, 1, 3, 1, 23, 29, 1, 191, 49, 23 },
  { 1, 1, 3, 15, 25, 55, 9, 101, 219, 607 },
  { 1, 3, 1, 7, 7, 19, 51, 251, 393, 307 },
};

/* The degree of a row of [joe_kuo_m]: its count of (odd, so non-zero) numbers. */
static guint
row_degree (const guint16 *m)
{
  guint s = 0;
  while (s < SOBOL_MAX_DEGREE && m[s])
    s++;
  return s;
}

/* Whether the polynomial [p] of degree [s] over GF(2) (bit i: the coefficient of x^i) is
 * primitive: x has order 2^s - 1 modulo p. */
static gboolean
is_primitive (guint32 p, guint s)
{
  guint32 period = (1u << s) - 1, r = 1;
  for (guint32 k = 1; k <= period; k++)
    {
      r <<= 1;
      if (r & (1u << s))
        r ^= p;
      if (r == 1)
        return k == period;
      if (r == 0)
        return FALSE;
    }
  return FALSE;
}

/* Steps [*p] of degree [*s] to the next primitive polynomial (degree first, then value). */
static void
next_primitive (guint32 *p, guint *s)
{
  do
    {
      *p += 1;
      if (*p >> (*s + 1))
        {
          (*s)++;
          *p = (1u << *s) | 1u;
        }
    }
  while (!(*p & 1) || !is_primitive (*p, *s));
}

/* Dimension 1 is van der Corput's (v_k = 2^(w-1-k) for a word of w bits); dimension d > 1 takes
 * the (d-1)-th primitive polynomial x^s + a_1 x^(s-1) + ... + a_(s-1) x + 1, v_k = m_(k+1)
 * 2^(w-1-k) for k < s, and v_k = v_(k-s) ^ (v_(k-s) >> s) ^ sum a_i v_(k-i) beyond. [v] holds
 * [n_dims] rows of [w] words (w = 32 or 64), each stored in 64 bits here. */
static void
directions (guint64 *v, guint w, guint n_dims)
{
  if (n_dims == 0)
    return;
  for (guint k = 0; k < w; k++)
    v[k] = G_GUINT64_CONSTANT (1) << (w - 1 - k);
  guint s = 1;
  guint32 p = 1u << 1;           /* the candidate before the first of degree 1, x + 1 */
  for (guint d = 1; d < n_dims; d++)
    {
      next_primitive (&p, &s);
      const guint16 *m = joe_kuo_m[d - 1];
      g_assert (row_degree (m) == s);
      guint32 a = (p >> 1) & ((1u << (s - 1)) - 1);   /* a_1 .. a_(s-1), a_1 the highest bit */
      guint64 *vd = v + (gsize) d * w;
      for (guint k = 0; k < w; k++)
        {
          if (k < s)
            {
              vd[k] = (guint64) m[k] << (w - 1 - k);
              continue;
            }
          guint64 x = vd[k - s] ^ (vd[k - s] >> s);
          for (guint i = 1; i < s; i++)
            if ((a >> (s - 1 - i)) & 1)
              x ^= vd[k - i];
          vd[k] = x;
        }
    }
}

/**
 * ck_curand_sobol32_directions:
 * @v: out: the 32 direction vectors of each of the first @n_dims dimensions
 * @n_dims: at most %CK_CURAND_SOBOL_DIMS
 *
 * CURAND_DIRECTION_VECTORS_32_JOEKUO6 (see directions()).
 */
void
ck_curand_sobol32_directions (guint32 (*v)[32], guint n_dims)
{
  g_return_if_fail (n_dims <= CK_CURAND_SOBOL_DIMS);
  guint64 *w = g_new (guint64, (gsize) n_dims * 32 + 1);
  directions (w, 32, n_dims);
  for (guint d = 0; d < n_dims; d++)
    for (guint k = 0; k < 32; k++)
      v[d][k] = (guint32) w[d * 32 + k];
  g_free (w);
}

/**
 * ck_curand_sobol64_directions:
 * @v: out: the 64 direction vectors of each of the first @n_dims dimensions
 * @n_dims: at most %CK_CURAND_SOBOL_DIMS
 *
 * CURAND_DIRECTION_VECTORS_64_JOEKUO6: the same numbers in 64-bit words.
 */
void
ck_curand_sobol64_directions (guint64 (*v)[64], guint n_dims)
{
  g_return_if_fail (n_dims <= CK_CURAND_SOBOL_DIMS);
  directions (&v[0][0], 64, n_dims);
}
