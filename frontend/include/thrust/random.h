/* thrust/random.h (cudak built-in) — Thrust's <thrust/random.h>: the linear congruential engines
 * (minstd_rand, minstd_rand0, default_random_engine) and uniform_real_distribution /
 * uniform_int_distribution, giving Thrust's numbers: an engine's state is
 * x <- (a x + c) mod m (seed s mod m, 1 when both c and s are 0 mod m); a uniform real is
 * (u - min) / (1 + (max - min)) * (b - a) + a computed in its type, a uniform int that of a
 * uniform double on [a, b + 1) truncated, as Thrust documents and computes them.
 * A distribution's operator() is a member template: any engine with static min and max.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_THRUST_RANDOM
#define __CUDAK_THRUST_RANDOM
#include <thrust/detail/cudak_algo.h>

namespace thrust {
/* UIntType is unsigned int here: cudak's templates take no non-type parameter of a dependent
 * type, and Thrust's engines are all 32-bit. */
template <class UIntType, unsigned a, unsigned c, unsigned m> class linear_congruential_engine
{
public:
  typedef UIntType result_type;
  static const UIntType multiplier = a;
  static const UIntType increment = c;
  static const UIntType modulus = m;
  static const UIntType min = c == 0u ? 1u : 0u;
  static const UIntType max = m - 1u;
  static const UIntType default_seed = 1u;
  UIntType x_;
  __host__ __device__ explicit linear_congruential_engine (UIntType s = 1u) { seed (s); }
  __host__ __device__ void seed (UIntType s = 1u)
  {
    x_ = (c % m == 0 && s % m == 0) ? (UIntType) (1u % m) : (UIntType) (s % m);
  }
  __host__ __device__ UIntType operator() ()
  {
    x_ = (UIntType) (((unsigned long long) a * x_ + c) % m);
    return x_;
  }
  /* [z] steps at once: x <- A x + C mod m with (A, C) the z-th power of the step. */
  __host__ __device__ void discard (unsigned long long z)
  {
    unsigned long long A = 1, C = 0, sa = a % m, sc = c % m;
    while (z)
      {
        if (z & 1)
          {
            A = A * sa % m;
            C = (C * sa + sc) % m;
          }
        sc = (sc * sa + sc) % m;
        sa = sa * sa % m;
        z >>= 1;
      }
    x_ = (UIntType) ((A * x_ + C) % m);
  }
  __host__ __device__ bool operator== (const linear_congruential_engine &o) const { return x_ == o.x_; }
  __host__ __device__ bool operator!= (const linear_congruential_engine &o) const { return x_ != o.x_; }
};
typedef linear_congruential_engine<unsigned, 16807u, 0u, 2147483647u> minstd_rand0;
typedef linear_congruential_engine<unsigned, 48271u, 0u, 2147483647u> minstd_rand;
typedef minstd_rand default_random_engine;

template <class RealType = double> class uniform_real_distribution
{
public:
  typedef RealType result_type;
  RealType a_, b_;
  __host__ __device__ explicit uniform_real_distribution (RealType a = 0, RealType b = 1) : a_ (a), b_ (b) {}
  __host__ __device__ RealType a () const { return a_; }
  __host__ __device__ RealType b () const { return b_; }
  __host__ __device__ RealType min () const { return a_; }
  __host__ __device__ RealType max () const { return b_; }
  __host__ __device__ void reset () {}
  /* any engine with static members min and max, as Thrust's */
  template <class URNG> __host__ __device__ RealType operator() (URNG &g)
  {
    typename URNG::result_type u = g ();
    return from_ (u, URNG::min, URNG::max);
  }
  __host__ __device__ RealType from_ (unsigned long long u, unsigned long long lo, unsigned long long hi) const
  {
    RealType r = (RealType) (u - lo);
    r /= (RealType (1) + (RealType) (hi - lo));
    return r * (b_ - a_) + a_;
  }
};

template <class IntType = int> class uniform_int_distribution
{
public:
  typedef IntType result_type;
  IntType a_, b_;
  __host__ __device__ explicit uniform_int_distribution (IntType a = 0, IntType b = 2147483647) : a_ (a), b_ (b) {}
  __host__ __device__ IntType a () const { return a_; }
  __host__ __device__ IntType b () const { return b_; }
  __host__ __device__ IntType min () const { return a_; }
  __host__ __device__ IntType max () const { return b_; }
  __host__ __device__ void reset () {}
  template <class URNG> __host__ __device__ IntType operator() (URNG &g)
  {
    uniform_real_distribution<double> d ((double) a_, (double) b_ + 1.0);
    return (IntType) d (g);
  }
};
/* Thrust declares them in thrust::random and brings them into thrust. */
namespace random {
typedef thrust::minstd_rand0 minstd_rand0;
typedef thrust::minstd_rand minstd_rand;
typedef thrust::default_random_engine default_random_engine;
template <class UIntType, unsigned a, unsigned c, unsigned m>
using linear_congruential_engine = thrust::linear_congruential_engine<UIntType, a, c, m>;
template <class RealType = double> using uniform_real_distribution = thrust::uniform_real_distribution<RealType>;
template <class IntType = int> using uniform_int_distribution = thrust::uniform_int_distribution<IntType>;
} // namespace random
} // namespace thrust
#endif
