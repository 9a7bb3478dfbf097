/* curand_kernel.h (cudak built-in) — cuRAND's device API (issue 20): the state types of CUDA 13's
 * curand_kernel.h with their layouts, and the functions bound to interp/curand.c, which read and
 * write the state as the calling thread's accesses at the call: XORWOW (curandState), Philox4_32_10
 * and MRG32k3a; Sobol32 and Sobol64 in device code of their own.
 * SPDX-License-Identifier: MIT */
#ifndef CURAND_KERNEL_H_
#define CURAND_KERNEL_H_
#include <cuda_runtime.h>
#include <curand.h>
#include <math.h>

#define EXTRA_FLAG_NORMAL         0x00000001
#define EXTRA_FLAG_LOG_NORMAL     0x00000002
#define CURAND_2POW32 (4294967296.f)
#define CURAND_2POW32_DOUBLE (4294967296.)
#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_2PI (6.2831855f)
#define CURAND_2POW53_INV_2PI_DOUBLE (1.1102230246251565e-16 * 6.2831853071795860)
#define CURAND_PI_DOUBLE  (3.1415926535897932)
#define CURAND_2PI_DOUBLE (6.2831853071795860)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)

struct curandStateXORWOW {
    unsigned int d, v[5];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

struct curandStatePhilox4_32_10 {
    uint4 ctr;
    uint4 output;
    uint2 key;
    unsigned int STATE;
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

struct curandStateMRG32k3a {
    unsigned int s1[3];
    unsigned int s2[3];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;


/* curandStateXORWOW_t */
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset, curandStateXORWOW_t *state) __asm__("__cudak_curand_init_xorwow");
__device__ unsigned int curand(curandStateXORWOW_t *state) __asm__("__cudak_curand_xorwow");
__device__ float curand_uniform(curandStateXORWOW_t *state) __asm__("__cudak_curand_uniform_xorwow");
__device__ double curand_uniform_double(curandStateXORWOW_t *state) __asm__("__cudak_curand_uniform_double_xorwow");
__device__ float curand_normal(curandStateXORWOW_t *state) __asm__("__cudak_curand_normal_xorwow");
__device__ float2 curand_normal2(curandStateXORWOW_t *state) __asm__("__cudak_curand_normal2_xorwow");
__device__ double curand_normal_double(curandStateXORWOW_t *state) __asm__("__cudak_curand_normal_double_xorwow");
__device__ double2 curand_normal2_double(curandStateXORWOW_t *state) __asm__("__cudak_curand_normal2_double_xorwow");
__device__ float curand_log_normal(curandStateXORWOW_t *state, float mean, float stddev) __asm__("__cudak_curand_log_normal_xorwow");
__device__ float2 curand_log_normal2(curandStateXORWOW_t *state, float mean, float stddev) __asm__("__cudak_curand_log_normal2_xorwow");
__device__ double curand_log_normal_double(curandStateXORWOW_t *state, double mean, double stddev) __asm__("__cudak_curand_log_normal_double_xorwow");
__device__ void skipahead(unsigned long long n, curandStateXORWOW_t *state) __asm__("__cudak_skipahead_xorwow");
__device__ void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state) __asm__("__cudak_skipahead_sequence_xorwow");

/* curandStatePhilox4_32_10_t */
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset, curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_init_philox");
__device__ unsigned int curand(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_philox");
__device__ float curand_uniform(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_uniform_philox");
__device__ double curand_uniform_double(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_uniform_double_philox");
__device__ float curand_normal(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_normal_philox");
__device__ float2 curand_normal2(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_normal2_philox");
__device__ double curand_normal_double(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_normal_double_philox");
__device__ double2 curand_normal2_double(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_normal2_double_philox");
__device__ float curand_log_normal(curandStatePhilox4_32_10_t *state, float mean, float stddev) __asm__("__cudak_curand_log_normal_philox");
__device__ float2 curand_log_normal2(curandStatePhilox4_32_10_t *state, float mean, float stddev) __asm__("__cudak_curand_log_normal2_philox");
__device__ double curand_log_normal_double(curandStatePhilox4_32_10_t *state, double mean, double stddev) __asm__("__cudak_curand_log_normal_double_philox");
__device__ void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state) __asm__("__cudak_skipahead_philox");
__device__ void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *state) __asm__("__cudak_skipahead_sequence_philox");

__device__ uint4 curand4(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand4_philox");
__device__ float4 curand_uniform4(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_uniform4_philox");
__device__ float4 curand_normal4(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_normal4_philox");
__device__ double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state) __asm__("__cudak_curand_uniform2_double_philox");
__device__ float4 curand_log_normal4(curandStatePhilox4_32_10_t *state, float mean, float stddev) __asm__("__cudak_curand_log_normal4_philox");
__device__ uint4 curand_poisson4(curandStatePhilox4_32_10_t *state, double lambda) __asm__("__cudak_curand_poisson4_philox");
__device__ void __cudak_curand_normal4_double(curandStatePhilox4_32_10_t *state, double4 *out) __asm__("__cudak_curand_normal4_double_philox");
__device__ inline double4 curand_normal4_double(curandStatePhilox4_32_10_t *state)
{
    double4 r;
    __cudak_curand_normal4_double(state, &r);
    return r;
}

/* curandStateMRG32k3a_t: subsequences 2^76 values apart, sequences 2^127 */
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset, curandStateMRG32k3a_t *state) __asm__("__cudak_curand_init_mrg32k3a");
__device__ unsigned int curand(curandStateMRG32k3a_t *state) __asm__("__cudak_curand_mrg32k3a");
__device__ float curand_uniform(curandStateMRG32k3a_t *state) __asm__("__cudak_curand_uniform_mrg32k3a");
__device__ double curand_uniform_double(curandStateMRG32k3a_t *state) __asm__("__cudak_curand_uniform_double_mrg32k3a");
__device__ float curand_normal(curandStateMRG32k3a_t *state) __asm__("__cudak_curand_normal_mrg32k3a");
__device__ float2 curand_normal2(curandStateMRG32k3a_t *state) __asm__("__cudak_curand_normal2_mrg32k3a");
__device__ double curand_normal_double(curandStateMRG32k3a_t *state) __asm__("__cudak_curand_normal_double_mrg32k3a");
__device__ double2 curand_normal2_double(curandStateMRG32k3a_t *state) __asm__("__cudak_curand_normal2_double_mrg32k3a");
__device__ float curand_log_normal(curandStateMRG32k3a_t *state, float mean, float stddev) __asm__("__cudak_curand_log_normal_mrg32k3a");
__device__ float2 curand_log_normal2(curandStateMRG32k3a_t *state, float mean, float stddev) __asm__("__cudak_curand_log_normal2_mrg32k3a");
__device__ double curand_log_normal_double(curandStateMRG32k3a_t *state, double mean, double stddev) __asm__("__cudak_curand_log_normal_double_mrg32k3a");
__device__ void skipahead(unsigned long long n, curandStateMRG32k3a_t *state) __asm__("__cudak_skipahead_mrg32k3a");
__device__ void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state) __asm__("__cudak_skipahead_subsequence_mrg32k3a");
__device__ void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state) __asm__("__cudak_skipahead_sequence_mrg32k3a");

/* curand_discrete (curand_discrete.h, curand_discrete2.h): a distribution of
   curandCreatePoissonDistribution, an alias table ("square histogram", method CURAND_M2) below
   lambda 2000 whose lookup takes one curand() value, the rounded normal curand_normal_double
   above; its reads of the table are the calling thread's reads of device memory */
struct curandHistogramM2_st {
    curandHistogramM2V_t V;
    curandHistogramM2V_t host_V;
    curandHistogramM2K_t K;
    curandHistogramM2K_t host_K;
    unsigned int host_gen;
};
struct curandDistributionM2Shift_st {
    curandHistogramM2_t histogram;
    curandHistogramM2_t host_histogram;
    unsigned int shift;
    unsigned int length;
    unsigned int host_gen;
};
struct curandDiscreteDistribution_st {
    curandDiscreteDistribution_t self_host_ptr;
    curandDistributionM2Shift_t M2;
    curandDistributionM2Shift_t host_M2;
    double stddev;
    double mean;
    curandMethod_t method;
    unsigned int host_gen;
};

/* _curand_M2_double: u = x / 2^32 + 2^-32, bin floor (length u), its own value below V, else K */
__device__ inline unsigned int __cudak_curand_m2(unsigned int x, curandDistributionM2Shift_t m)
{
    double u = x * CURAND_2POW32_INV_DOUBLE + CURAND_2POW32_INV_DOUBLE;
    int j = (int) floor(m->length * u);
    double v = m->histogram->V[j];
    unsigned int k = m->histogram->K[j];
    if (u < v)
        return m->shift + j;
    return m->shift + k;
}
__device__ inline unsigned int curand_discrete(curandStateXORWOW_t *state, curandDiscreteDistribution_t d)
{
    if (d->method == CURAND_M2)
        return __cudak_curand_m2(curand(state), d->M2);
    return (unsigned int) (d->stddev * curand_normal_double(state) + d->mean + 0.5);
}
__device__ inline unsigned int curand_discrete(curandStatePhilox4_32_10_t *state, curandDiscreteDistribution_t d)
{
    if (d->method == CURAND_M2)
        return __cudak_curand_m2(curand(state), d->M2);
    return (unsigned int) (d->stddev * curand_normal_double(state) + d->mean + 0.5);
}
__device__ inline unsigned int curand_discrete(curandStateMRG32k3a_t *state, curandDiscreteDistribution_t d)
{
    if (d->method == CURAND_M2)
        return __cudak_curand_m2(curand(state), d->M2);
    return (unsigned int) (d->stddev * curand_normal_double(state) + d->mean + 0.5);
}

/* curand_discrete4: four draws, from one curand4 through the table, or from curand_normal4_double */
__device__ inline uint4 curand_discrete4(curandStatePhilox4_32_10_t *state, curandDiscreteDistribution_t d)
{
    uint4 r;
    if (d->method == CURAND_M2) {
        uint4 x = curand4(state);
        r.x = __cudak_curand_m2(x.x, d->M2);
        r.y = __cudak_curand_m2(x.y, d->M2);
        r.z = __cudak_curand_m2(x.z, d->M2);
        r.w = __cudak_curand_m2(x.w, d->M2);
        return r;
    }
    double4 n = curand_normal4_double(state);
    r.x = (unsigned int) (d->stddev * n.x + d->mean + 0.5);
    r.y = (unsigned int) (d->stddev * n.y + d->mean + 0.5);
    r.z = (unsigned int) (d->stddev * n.z + d->mean + 0.5);
    r.w = (unsigned int) (d->stddev * n.w + d->mean + 0.5);
    return r;
}

/* curand_poisson, for the three state types */
__device__ unsigned int curand_poisson(curandStateXORWOW_t *state, double lambda) __asm__("__cudak_curand_poisson_xorwow");
__device__ unsigned int curand_poisson(curandStatePhilox4_32_10_t *state, double lambda) __asm__("__cudak_curand_poisson_philox");
__device__ unsigned int curand_poisson(curandStateMRG32k3a_t *state, double lambda) __asm__("__cudak_curand_poisson_mrg32k3a");

/* Sobol32, the quasi-random state (the layout of CUDA 13's curand_kernel.h), written here from
   the behaviour the header documents: point i of a dimension is the XOR of its direction vectors
   (curandGetDirectionVectors32) at the set bits of i's Gray code; curand returns the current
   point and moves to the next by one XOR. Its reads and writes of the state are the thread's
   own accesses. Its normals map a point through the CUDA math library's erfcinvf, which cudak
   lacks: calling them is one 'unsupported:' error. */
struct curandStateSobol32 {
    unsigned int i, x, c;
    unsigned int direction_vectors[32];
};
typedef struct curandStateSobol32 curandStateSobol32_t;

/* skipahead: n points ahead of the current one; the point is computed afresh from its number */
__device__ inline void skipahead(unsigned int n, curandStateSobol32_t *state)
{
    unsigned int gray, x = state->c;
    state->i += n;
    gray = state->i ^ (state->i >> 1);
    for (int k = 0; k < 32; k++)
        if (gray & (1u << k))
            x ^= state->direction_vectors[k];
    state->x = x;
}
__device__ inline void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset,
                                   curandStateSobol32_t *state)
{
    state->i = 0;
    state->c = 0;
    for (int k = 0; k < 32; k++)
        state->direction_vectors[k] = direction_vectors[k];
    state->x = 0;
    skipahead(offset, state);
}
/* the Gray code of i + 1 differs from i's in the bit of i's lowest zero (bit 31 when i has none) */
__device__ inline unsigned int curand(curandStateSobol32_t *state)
{
    unsigned int r = state->x;
    int z = __ffs(~state->i);
    state->x ^= state->direction_vectors[z ? z - 1 : 31];
    state->i++;
    return r;
}
__device__ inline float curand_uniform(curandStateSobol32_t *state)
{
    return curand(state) * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}
__device__ inline double curand_uniform_double(curandStateSobol32_t *state)
{
    return curand(state) * CURAND_2POW32_INV_DOUBLE + CURAND_2POW32_INV_DOUBLE;
}
__device__ float curand_normal(curandStateSobol32_t *state) __attribute__((__unavailable__));
__device__ double curand_normal_double(curandStateSobol32_t *state) __attribute__((__unavailable__));
__device__ float curand_log_normal(curandStateSobol32_t *state, float mean, float stddev) __attribute__((__unavailable__));
__device__ double curand_log_normal_double(curandStateSobol32_t *state, double mean, double stddev) __attribute__((__unavailable__));
__device__ unsigned int curand_poisson(curandStateSobol32_t *state, double lambda) __attribute__((__unavailable__));

/* Sobol64: the same with 64-bit points, direction vectors from curandGetDirectionVectors64; a
   float takes the point's upper 32 bits, a double its upper 53 */
struct curandStateSobol64 {
    unsigned long long i, x, c;
    unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol64 curandStateSobol64_t;

__device__ inline void skipahead(unsigned long long n, curandStateSobol64_t *state)
{
    unsigned long long gray, x = state->c;
    state->i += n;
    gray = state->i ^ (state->i >> 1);
    for (int k = 0; k < 64; k++)
        if (gray & (1ull << k))
            x ^= state->direction_vectors[k];
    state->x = x;
}
__device__ inline void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset,
                                   curandStateSobol64_t *state)
{
    state->i = 0;
    state->c = 0;
    for (int k = 0; k < 64; k++)
        state->direction_vectors[k] = direction_vectors[k];
    state->x = 0;
    skipahead(offset, state);
}
__device__ inline unsigned long long curand(curandStateSobol64_t *state)
{
    unsigned long long r = state->x;
    int z = __ffsll(~state->i);
    state->x ^= state->direction_vectors[z ? z - 1 : 63];
    state->i++;
    return r;
}
__device__ inline float curand_uniform(curandStateSobol64_t *state)
{
    return (unsigned int) (curand(state) >> 32) * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}
__device__ inline double curand_uniform_double(curandStateSobol64_t *state)
{
    return (curand(state) >> 11) * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}
__device__ float curand_normal(curandStateSobol64_t *state) __attribute__((__unavailable__));
__device__ double curand_normal_double(curandStateSobol64_t *state) __attribute__((__unavailable__));
__device__ float curand_log_normal(curandStateSobol64_t *state, float mean, float stddev) __attribute__((__unavailable__));
__device__ double curand_log_normal_double(curandStateSobol64_t *state, double mean, double stddev) __attribute__((__unavailable__));
__device__ unsigned int curand_poisson(curandStateSobol64_t *state, double lambda) __attribute__((__unavailable__));

#endif
