/* interp/curand-gen.h — the generators of cuRAND (issue 20): XORWOW with its GF(2) skip-ahead,
 * Philox4x32-10, and the conversions to uniform and normal values, as the device API's documented
 * algorithms define them. Pure computation: no memory of the program (interp/curand.c does that).
 * SPDX-License-Identifier: MIT */
#ifndef CK_CURAND_GEN_H
#define CK_CURAND_GEN_H

#include <glib.h>

/* curandStateXORWOW's generator words (the Box-Muller cache lives in the program's state). */
typedef struct CkXorwow {
  guint32 d, v[5];
} CkXorwow;

/* curandStatePhilox4_32_10's generator fields. */
typedef struct CkPhilox {
  guint32 ctr[4], output[4], key[2], state;
} CkPhilox;

/* curand_init (seed, subsequence, offset) for XORWOW: the seed scrambled as cuRAND does, then
 * subsequence * 2^67 + offset steps ahead. */
void ck_curand_xorwow_init (CkXorwow *s, guint64 seed, guint64 subsequence, guint64 offset);
guint32 ck_curand_xorwow_next (CkXorwow *s);
/* skipahead: [n] steps; skipahead_sequence: [n] * 2^67 steps. */
void ck_curand_xorwow_skip (CkXorwow *s, guint64 n);
void ck_curand_xorwow_skip_sequence (CkXorwow *s, guint64 n);

void ck_curand_philox_init (CkPhilox *s, guint64 seed, guint64 subsequence, guint64 offset);
guint32 ck_curand_philox_next (CkPhilox *s);
void ck_curand_philox_next4 (CkPhilox *s, guint32 out[4]);
void ck_curand_philox_skip (CkPhilox *s, guint64 n);
void ck_curand_philox_skip_sequence (CkPhilox *s, guint64 n);
/* The Philox4x32-10 bijection of counter [ctr] under [key]. */
void ck_curand_philox_block (const guint32 ctr[4], const guint32 key[2], guint32 out[4]);

/* curandStateMRG32k3a's generator words. */
typedef struct CkMrg {
  guint32 s1[3], s2[3];
} CkMrg;

/* curand_init for MRG32k3a: subsequences are 2^76 steps apart, sequences 2^127. */
void ck_curand_mrg_init (CkMrg *s, guint64 seed, guint64 subsequence, guint64 offset);
/* curand_MRG32k3a: the next value, an integer in [1, m1] (as a double). */
double ck_curand_mrg_next (CkMrg *s);
/* skipahead, skipahead_subsequence, skipahead_sequence */
void ck_curand_mrg_skip (CkMrg *s, guint64 n, int shift);
/* curand () of MRG32k3a: [r] scaled to 32 bits; r = m1 gives 2^32 + 0.0017, which the GPU's
 * conversion (cvt.rzi.u32.f64) saturates to 2^32 - 1. */
guint32 ck_curand_mrg_bits (double r);
#define CK_CURAND_MRG_NORM 2.3283065498378288e-10      /* MRG32K3A_NORM: 1 / (m1 + 1) */
#define CK_CURAND_MRG_BITS_NORM 1.000000048662         /* MRG32K3A_BITS_NORM */
#define CK_CURAND_MRG_SUBSEQ_SHIFT 76
#define CK_CURAND_MRG_SEQ_SHIFT 127

/* _curand_uniform: x / 2^32 + 2^-33, in (0, 1]. */
float ck_curand_uniform (guint32 x);
/* _curand_uniform_double (unsigned int): x / 2^32 + 2^-32. */
double ck_curand_uniform_double32 (guint32 x);
/* _curand_uniform_double_hq: 53 bits from two words. */
double ck_curand_uniform_double_hq (guint32 x, guint32 y);
/* _curand_box_muller: two normal floats from two words, as device code computes them (logf,
 * sqrtf, the fused multiply-add nvcc contracts the angle into, and __sincosf given by [sincos]). */
typedef void (*CkCurandSincosf) (float x, float *s, float *c);
void ck_curand_box_muller (guint32 x, guint32 y, CkCurandSincosf sincos, float out[2]);
/* The Box-Muller of doubles from a uniform [u] in (0, 1] and an angle of pi [v] radians. */
void ck_curand_box_muller_double_uv (double u, double v, double out[2]);
/* _curand_box_muller_double: two normal doubles from four words (sincospi on the device). */
void ck_curand_box_muller_double (guint32 x0, guint32 x1, guint32 y0, guint32 y1, double out[2]);

/* A discrete distribution as an alias table (Walker's method, the "M2" histogram of cuRAND's
 * curand_discrete.h): a 32-bit word x gives u = x / 2^32 + 2^-32 and bin j = floor (length u);
 * the value is shift + j if u < v[j], shift + k[j] otherwise. */
typedef struct CkCurandM2 {
  guint32 shift, length;
  double *v;                   /* g_new, ck_curand_m2_free */
  guint32 *k;
} CkCurandM2;

/* The table libcurand's host generator draws Poisson values from for 0 < [lambda] < 2000. */
void ck_curand_m2_poisson (double lambda, CkCurandM2 *m);
guint32 ck_curand_m2_draw (const CkCurandM2 *m, guint32 x);
void ck_curand_m2_free (CkCurandM2 *m);

/* Sobol32 (interp/curand-sobol.c): the direction vectors of the first [n_dims] dimensions of
 * CURAND_DIRECTION_VECTORS_32_JOEKUO6, computed from Joe and Kuo's initial numbers, which cudak
 * carries for the first CK_CURAND_SOBOL_DIMS dimensions (libcurand has 20000). */
#define CK_CURAND_SOBOL_DIMS 140u
void ck_curand_sobol32_directions (guint32 (*v)[32], guint n_dims);
/* ... and of CURAND_DIRECTION_VECTORS_64_JOEKUO6 (Sobol64) */
void ck_curand_sobol64_directions (guint64 (*v)[64], guint n_dims);

#endif
