/* thrust/detail/cudak_base.h (cudak built-in) — the common core of cudak's Thrust: traits,
 * execution policies, device_reference, device_ptr, functional objects and fancy iterators,
 * written in the C++ cudak accepts (issue 20). Shape and behaviour follow Thrust's documentation;
 * no code of Thrust is copied. The algorithms are in cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_THRUST_BASE
#define __CUDAK_THRUST_BASE
#include <cuda_runtime.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

namespace thrust {
template <class T> class device_ptr;
template <class T> class device_reference;
template <class T> class device_vector;
template <class T> class host_vector;

namespace detail {
template <class T> T &&declval_ ();
template <class T> struct remove_ref { typedef T type; };
template <class T> struct remove_ref<T &> { typedef T type; };
template <class T> struct remove_ref<T &&> { typedef T type; };
template <class T> struct remove_cv_ { typedef T type; };
template <class T> struct remove_cv_<const T> { typedef T type; };
template <class T> struct remove_cv_<volatile T> { typedef T type; };
template <class T> struct remove_cv_<const volatile T> { typedef T type; };
template <class T> struct decay_ { typedef typename remove_cv_<typename remove_ref<T>::type>::type type; };
/* What reading an element gives, with device_reference<T> read as T. */
template <class T> struct unref_ { typedef T type; };
template <class T> struct unref_<device_reference<T> > { typedef T type; };
template <class It> struct iter_value
{
  typedef typename unref_<typename decay_<decltype (declval_<It> ()[0])>::type>::type type;
};
template <class A, class B> struct is_same_ { static const bool value = false; };
template <class A> struct is_same_<A, A> { static const bool value = true; };

/* Systems: where an iterator's elements live. any: computed (counting, constant). */
struct host_tag {};
struct device_tag {};
struct any_tag {};
template <class It> struct iter_system { typedef host_tag type; };
template <class T> struct iter_system<device_ptr<T> > { typedef device_tag type; };
template <class A, class B> struct join_system { typedef host_tag type; };
template <class B> struct join_system<device_tag, B> { typedef device_tag type; };
template <> struct join_system<host_tag, device_tag> { typedef device_tag type; };
template <> struct join_system<any_tag, device_tag> { typedef device_tag type; };
/* only computed iterators (counting, constant): Thrust dispatches them to the device system */
template <> struct join_system<any_tag, any_tag> { typedef device_tag type; };
template <class A, class B> struct on_device
{
  static const bool value
    = is_same_<typename join_system<typename iter_system<A>::type,
                                    typename iter_system<B>::type>::type, device_tag>::value;
};

/* An iterator as a kernel reads it: device_ptr<T> becomes T *, fancy iterators carry the
 * device form of their base. */
template <class It> struct dev { typedef It type; };
template <class T> struct dev<device_ptr<T> > { typedef T *type; };
template <class It> It dev_get (It i) { return i; }
template <class T> T *dev_get (device_ptr<T> p) { return p.get (); }

template <class Tag> struct policy
{
  cudaStream_t stream_;
  __host__ __device__ policy () : stream_ (0) {}
  policy<Tag> on (cudaStream_t s) const
  {
    policy<Tag> p;
    p.stream_ = s;
    return p;
  }
};

/* A failed CUDA call inside an algorithm: Thrust throws thrust::system_error; cudak's C++ has
 * no exceptions of class type, so the program ends as an uncaught one ends it. */
static inline void check_ (cudaError_t e, const char *what)
{
  if (e != cudaSuccess)
    {
      fprintf (stderr, "terminate called after throwing an instance of 'thrust::system::system_error'\n"
               "  what():  %s: %s\n", what, cudaGetErrorString (e));
      abort ();
    }
}
static const int block_ = 256;   /* threads per block of the algorithms' kernels */
static inline unsigned grid_ (long n) { return (unsigned) ((n + block_ - 1) / block_); }
} // namespace detail

/* Not const: cudak does not yet construct a const object of class type by its constructor. */
static detail::policy<detail::host_tag> host;
static detail::policy<detail::device_tag> device;
namespace cuda { static detail::policy<detail::device_tag> par; }
namespace system { namespace cuda { static detail::policy<detail::device_tag> par; } }

/* A reference to an element of device memory: on the host each read and write is a
 * cudaMemcpy, as with Thrust; in device code a plain access. */
namespace detail {
/* What `&d[i]` gives: device_ptr<T> cannot be named in device_reference<T>'s members (cudak
 * instantiates member bodies with their class, and each class names the other), so the address
 * is this plain pointer holder, which device_ptr<T> and raw_pointer_cast take. */
template <class T> struct ref_addr
{
  T *p;
  __host__ __device__ explicit ref_addr (T *q) : p (q) {}
};
} // namespace detail

template <class T> class device_reference
{
public:
  T *p_;
  typedef T value_type;
  __host__ __device__ explicit device_reference (T *p) : p_ (p) {}
  __host__ __device__ device_reference (const device_reference &o) : p_ (o.p_) {}
  __host__ __device__ T get_ () const
  {
#ifdef __CUDA_ARCH__
    return *p_;
#else
    T v;
    detail::check_ (cudaMemcpy (&v, p_, sizeof (T), cudaMemcpyDeviceToHost), "device_reference read");
    return v;
#endif
  }
  __host__ __device__ void set_ (const T &v) const
  {
#ifdef __CUDA_ARCH__
    *p_ = v;
#else
    detail::check_ (cudaMemcpy (p_, &v, sizeof (T), cudaMemcpyHostToDevice), "device_reference write");
#endif
  }
  __host__ __device__ operator T () const { return get_ (); }
  __host__ __device__ const device_reference &operator= (const T &v) const { set_ (v); return *this; }
  __host__ __device__ const device_reference &operator= (const device_reference &o) const { set_ (o.get_ ()); return *this; }
  __host__ __device__ const device_reference &operator+= (const T &v) const { set_ (get_ () + v); return *this; }
  __host__ __device__ const device_reference &operator-= (const T &v) const { set_ (get_ () - v); return *this; }
  __host__ __device__ const device_reference &operator*= (const T &v) const { set_ (get_ () * v); return *this; }
  __host__ __device__ const device_reference &operator/= (const T &v) const { set_ (get_ () / v); return *this; }
  __host__ __device__ const device_reference &operator++ () const { set_ (get_ () + 1); return *this; }
  __host__ __device__ const device_reference &operator-- () const { set_ (get_ () - 1); return *this; }
  __host__ __device__ detail::ref_addr<T> operator& () const { return detail::ref_addr<T> (p_); }
};

template <class T> class device_ptr
{
public:
  T *p_;
  typedef T value_type;
  typedef long difference_type;
  typedef device_reference<T> reference;
  __host__ __device__ device_ptr () : p_ (0) {}
  __host__ __device__ explicit device_ptr (T *p) : p_ (p) {}
  __host__ __device__ device_ptr (detail::ref_addr<T> a) : p_ (a.p) {}
  __host__ __device__ T *get () const { return p_; }
  __host__ __device__ device_reference<T> operator* () const { return device_reference<T> (p_); }
  __host__ __device__ device_reference<T> operator[] (long i) const { return device_reference<T> (p_ + i); }
  __host__ __device__ device_ptr &operator++ () { ++p_; return *this; }
  __host__ __device__ device_ptr operator++ (int) { device_ptr r (p_); ++p_; return r; }
  __host__ __device__ device_ptr &operator-- () { --p_; return *this; }
  __host__ __device__ device_ptr operator-- (int) { device_ptr r (p_); --p_; return r; }
  __host__ __device__ device_ptr &operator+= (long n) { p_ += n; return *this; }
  __host__ __device__ device_ptr &operator-= (long n) { p_ -= n; return *this; }
  __host__ __device__ device_ptr operator+ (long n) const { return device_ptr (p_ + n); }
  __host__ __device__ device_ptr operator- (long n) const { return device_ptr (p_ - n); }
  __host__ __device__ long operator- (const device_ptr &o) const { return p_ - o.p_; }
  __host__ __device__ bool operator== (const device_ptr &o) const { return p_ == o.p_; }
  __host__ __device__ bool operator!= (const device_ptr &o) const { return p_ != o.p_; }
  __host__ __device__ bool operator< (const device_ptr &o) const { return p_ < o.p_; }
  __host__ __device__ bool operator> (const device_ptr &o) const { return p_ > o.p_; }
  __host__ __device__ bool operator<= (const device_ptr &o) const { return p_ <= o.p_; }
  __host__ __device__ bool operator>= (const device_ptr &o) const { return p_ >= o.p_; }
};

template <class T> __host__ __device__ device_ptr<T> device_pointer_cast (T *p) { return device_ptr<T> (p); }
/* A member operator& would instantiate device_ptr<T> inside device_reference<T>, which
 * device_ptr<T> itself instantiates: cudak instantiates member bodies with their class. */
template <class T> __host__ __device__ device_ptr<T> device_pointer_cast (device_ptr<T> p) { return p; }
template <class T> __host__ __device__ T *raw_pointer_cast (T *p) { return p; }
template <class T> __host__ __device__ T *raw_pointer_cast (device_ptr<T> p) { return p.get (); }
template <class T> __host__ __device__ T *raw_pointer_cast (detail::ref_addr<T> a) { return a.p; }

template <class T> device_ptr<T> device_malloc (size_t n)
{
  T *p = 0;
  detail::check_ (cudaMalloc ((void **) &p, n * sizeof (T)), "device_malloc");
  return device_ptr<T> (p);
}
template <class T> void device_free (device_ptr<T> p) { cudaFree (p.get ()); }

/* Function objects (<thrust/functional.h>). */
#define __CUDAK_THRUST_BINOP(NAME, R, EXPR) \
  template <class T = void> struct NAME { \
    typedef T first_argument_type; typedef T second_argument_type; typedef R result_type; \
    __host__ __device__ R operator() (const T &a, const T &b) const { return EXPR; } }; \
  template <> struct NAME<void> { \
    typedef void is_transparent; \
    template <class T1, class T2> \
    __host__ __device__ auto operator() (T1 &&a, T2 &&b) const -> decltype (EXPR) { return EXPR; } };
__CUDAK_THRUST_BINOP (plus, T, a + b)
__CUDAK_THRUST_BINOP (minus, T, a - b)
__CUDAK_THRUST_BINOP (multiplies, T, a * b)
__CUDAK_THRUST_BINOP (divides, T, a / b)
__CUDAK_THRUST_BINOP (modulus, T, a % b)
__CUDAK_THRUST_BINOP (equal_to, bool, a == b)
__CUDAK_THRUST_BINOP (not_equal_to, bool, a != b)
__CUDAK_THRUST_BINOP (less, bool, a < b)
__CUDAK_THRUST_BINOP (greater, bool, a > b)
__CUDAK_THRUST_BINOP (less_equal, bool, a <= b)
__CUDAK_THRUST_BINOP (greater_equal, bool, a >= b)
__CUDAK_THRUST_BINOP (logical_and, bool, a && b)
__CUDAK_THRUST_BINOP (logical_or, bool, a || b)
__CUDAK_THRUST_BINOP (bit_and, T, a & b)
__CUDAK_THRUST_BINOP (bit_or, T, a | b)
__CUDAK_THRUST_BINOP (bit_xor, T, a ^ b)
#undef __CUDAK_THRUST_BINOP
/* maximum<>, minimum<>: the common type of the operands, as cuda::maximum<void> */
#define __CUDAK_THRUST_BINOP(NAME, R, EXPR) \
  template <class T = void> struct NAME { \
    typedef T first_argument_type; typedef T second_argument_type; typedef R result_type; \
    __host__ __device__ R operator() (const T &a, const T &b) const { return EXPR; } }; \
  template <> struct NAME<void> { \
    typedef void is_transparent; \
    template <class T1, class T2> __host__ __device__ \
    typename detail::remove_ref<decltype (true ? detail::declval_<T1> () : detail::declval_<T2> ())>::type operator() (const T1 &a, const T2 &b) const { return EXPR; } };
__CUDAK_THRUST_BINOP (maximum, T, a < b ? b : a)
__CUDAK_THRUST_BINOP (minimum, T, b < a ? b : a)
#undef __CUDAK_THRUST_BINOP
#define __CUDAK_THRUST_UNOP(NAME, R, EXPR) \
  template <class T = void> struct NAME { \
    typedef T argument_type; typedef R result_type; \
    __host__ __device__ R operator() (const T &a) const { return EXPR; } }; \
  template <> struct NAME<void> { \
    typedef void is_transparent; \
    template <class T1> __host__ __device__ auto operator() (T1 &&a) const -> decltype (EXPR) { return EXPR; } };
__CUDAK_THRUST_UNOP (negate, T, -a)
__CUDAK_THRUST_UNOP (logical_not, bool, !a)
__CUDAK_THRUST_UNOP (square, T, a * a)
#undef __CUDAK_THRUST_UNOP
/* Placeholder expressions (thrust::placeholders::_1 * 2 + _2): an expression is a ph_expr of
 * a tree of arguments, values and operations, each node's ev(a, b) computing it from the
 * call's arguments; the operators are templates found by argument-dependent lookup, as
 * Thrust's actors. The operations are the transparent function objects above. */
namespace detail {
/* the second argument of a call that has one: what `_2` stands for there, an object no
   operator takes, so that `thrust::transform(x, x + n, y, _1 * 2 + _2)` is an error at the use,
   as under Thrust */
struct ph_none {};
template <class E> struct ph_expr
{
  E e;
  /* forwarding references: the arguments are lvalues here, an element's own for `_1 += 2` */
  template <class A> __host__ __device__ auto operator() (A &&a) const
  {
    ph_none none;   /* `_2` of a call with one argument: no operator takes it (Thrust: an error) */
    return e.ev (a, none);
  }
  template <class A, class B> __host__ __device__ auto operator() (A &&a, B &&b) const { return e.ev (a, b); }
};
/* an argument is the call's own object (an lvalue: `_1 += 2` writes the element) */
template <int N> struct ph_arg;
template <> struct ph_arg<0> { template <class A, class B> __host__ __device__ A &ev (A &a, B &) const { return a; } };
template <> struct ph_arg<1> { template <class A, class B> __host__ __device__ B &ev (A &, B &b) const { return b; } };
template <class T> struct ph_val
{
  T v;
  template <class A, class B> __host__ __device__ T ev (A &, B &) const { return v; }
};
template <class Op, class L, class R> struct ph_bin
{
  L l;
  R r;
  template <class A, class B> __host__ __device__ auto ev (A &a, B &b) const { return Op () (l.ev (a, b), r.ev (a, b)); }
};
template <class Op, class L> struct ph_un
{
  L l;
  template <class A, class B> __host__ __device__ auto ev (A &a, B &b) const { return Op () (l.ev (a, b)); }
};
/* compound assignments: [K] names the operator */
template <int K, class L, class R> struct ph_asg;
#define __CUDAK_THRUST_PH_ASG(K, OP) \
  template <class L, class R> struct ph_asg<K, L, R> \
  { \
    L l; \
    R r; \
    template <class A, class B> __host__ __device__ auto ev (A &a, B &b) const { return l.ev (a, b) OP r.ev (a, b); } \
  }; \
  template <class L, class T> __host__ __device__ ph_expr<ph_asg<K, L, ph_val<T> > > operator OP (const ph_expr<L> &l, const T &r) \
  { \
    ph_expr<ph_asg<K, L, ph_val<T> > > x; \
    x.e.l = l.e; \
    x.e.r.v = r; \
    return x; \
  } \
  template <class L, class R> __host__ __device__ ph_expr<ph_asg<K, L, R> > operator OP (const ph_expr<L> &l, const ph_expr<R> &r) \
  { \
    ph_expr<ph_asg<K, L, R> > x; \
    x.e.l = l.e; \
    x.e.r = r.e; \
    return x; \
  }
__CUDAK_THRUST_PH_ASG (0, +=)
__CUDAK_THRUST_PH_ASG (1, -=)
__CUDAK_THRUST_PH_ASG (2, *=)
__CUDAK_THRUST_PH_ASG (3, /=)
__CUDAK_THRUST_PH_ASG (4, %=)
#undef __CUDAK_THRUST_PH_ASG
template <class Op, class L, class R> __host__ __device__ ph_expr<ph_bin<Op, L, R> > ph_make (const L &l, const R &r)
{
  ph_expr<ph_bin<Op, L, R> > x;
  x.e.l = l;
  x.e.r = r;
  return x;
}
template <class T> __host__ __device__ ph_val<T> ph_value (const T &v)
{
  ph_val<T> x;
  x.v = v;
  return x;
}
#define __CUDAK_THRUST_PH_BINOP(OP, F) \
  template <class L, class R> __host__ __device__ ph_expr<ph_bin<F<void>, L, R> > operator OP (const ph_expr<L> &l, const ph_expr<R> &r) \
  { return ph_make<F<void> > (l.e, r.e); } \
  template <class L, class T> __host__ __device__ ph_expr<ph_bin<F<void>, L, ph_val<T> > > operator OP (const ph_expr<L> &l, const T &r) \
  { return ph_make<F<void> > (l.e, ph_value (r)); } \
  template <class T, class R> __host__ __device__ ph_expr<ph_bin<F<void>, ph_val<T>, R> > operator OP (const T &l, const ph_expr<R> &r) \
  { return ph_make<F<void> > (ph_value (l), r.e); }
__CUDAK_THRUST_PH_BINOP (+, thrust::plus)
__CUDAK_THRUST_PH_BINOP (-, thrust::minus)
__CUDAK_THRUST_PH_BINOP (*, thrust::multiplies)
__CUDAK_THRUST_PH_BINOP (/, thrust::divides)
__CUDAK_THRUST_PH_BINOP (%, thrust::modulus)
__CUDAK_THRUST_PH_BINOP (==, thrust::equal_to)
__CUDAK_THRUST_PH_BINOP (!=, thrust::not_equal_to)
__CUDAK_THRUST_PH_BINOP (<, thrust::less)
__CUDAK_THRUST_PH_BINOP (>, thrust::greater)
__CUDAK_THRUST_PH_BINOP (<=, thrust::less_equal)
__CUDAK_THRUST_PH_BINOP (>=, thrust::greater_equal)
__CUDAK_THRUST_PH_BINOP (&&, thrust::logical_and)
__CUDAK_THRUST_PH_BINOP (||, thrust::logical_or)
__CUDAK_THRUST_PH_BINOP (&, thrust::bit_and)
__CUDAK_THRUST_PH_BINOP (|, thrust::bit_or)
__CUDAK_THRUST_PH_BINOP (^, thrust::bit_xor)
#undef __CUDAK_THRUST_PH_BINOP
template <class L> __host__ __device__ ph_expr<ph_un<thrust::negate<void>, L> > operator- (const ph_expr<L> &l)
{
  ph_expr<ph_un<thrust::negate<void>, L> > x;
  x.e.l = l.e;
  return x;
}
template <class L> __host__ __device__ ph_expr<ph_un<thrust::logical_not<void>, L> > operator! (const ph_expr<L> &l)
{
  ph_expr<ph_un<thrust::logical_not<void>, L> > x;
  x.e.l = l.e;
  return x;
}
} // namespace detail
namespace placeholders {
static const detail::ph_expr<detail::ph_arg<0> > _1 = {};
static const detail::ph_expr<detail::ph_arg<1> > _2 = {};
} // namespace placeholders
template <class T> struct identity
{
  typedef T argument_type; typedef T result_type;
  __host__ __device__ const T &operator() (const T &a) const { return a; }
};

/* Fancy iterators (<thrust/iterator/...>): elements computed when read. */
template <class T> class counting_iterator
{
public:
  T v_;
  typedef T value_type;
  typedef long difference_type;
  __host__ __device__ counting_iterator () : v_ () {}
  __host__ __device__ explicit counting_iterator (T v) : v_ (v) {}
  __host__ __device__ T operator* () const { return v_; }
  __host__ __device__ T operator[] (long i) const { return (T) (v_ + i); }
  __host__ __device__ counting_iterator &operator++ () { ++v_; return *this; }
  __host__ __device__ counting_iterator operator++ (int) { counting_iterator r (v_); ++v_; return r; }
  __host__ __device__ counting_iterator &operator+= (long n) { v_ += n; return *this; }
  __host__ __device__ counting_iterator operator+ (long n) const { return counting_iterator ((T) (v_ + n)); }
  __host__ __device__ counting_iterator operator- (long n) const { return counting_iterator ((T) (v_ - n)); }
  __host__ __device__ long operator- (const counting_iterator &o) const { return (long) v_ - (long) o.v_; }
  __host__ __device__ bool operator== (const counting_iterator &o) const { return v_ == o.v_; }
  __host__ __device__ bool operator!= (const counting_iterator &o) const { return v_ != o.v_; }
};
template <class T> __host__ __device__ counting_iterator<T> make_counting_iterator (T v) { return counting_iterator<T> (v); }

template <class T> class constant_iterator
{
public:
  T v_;
  long i_;
  typedef T value_type;
  typedef long difference_type;
  __host__ __device__ constant_iterator () : v_ (), i_ (0) {}
  __host__ __device__ explicit constant_iterator (T v, long i = 0) : v_ (v), i_ (i) {}
  __host__ __device__ T operator* () const { return v_; }
  __host__ __device__ T operator[] (long) const { return v_; }
  __host__ __device__ constant_iterator &operator++ () { ++i_; return *this; }
  __host__ __device__ constant_iterator operator+ (long n) const { return constant_iterator (v_, i_ + n); }
  __host__ __device__ long operator- (const constant_iterator &o) const { return i_ - o.i_; }
  __host__ __device__ bool operator== (const constant_iterator &o) const { return i_ == o.i_; }
  __host__ __device__ bool operator!= (const constant_iterator &o) const { return i_ != o.i_; }
};
template <class T> __host__ __device__ constant_iterator<T> make_constant_iterator (T v, long i = 0) { return constant_iterator<T> (v, i); }

template <class F, class It> class transform_iterator
{
public:
  It base_;
  F f_;
  typedef typename detail::decay_<decltype (detail::declval_<F> () (detail::declval_<It> ()[0]))>::type value_type;
  typedef long difference_type;
  __host__ __device__ transform_iterator (It b, F f) : base_ (b), f_ (f) {}
  __host__ __device__ It base () const { return base_; }
  __host__ __device__ value_type operator* () const { return f_ (base_[0]); }
  __host__ __device__ value_type operator[] (long i) const { return f_ (base_[i]); }
  __host__ __device__ transform_iterator &operator++ () { ++base_; return *this; }
  __host__ __device__ transform_iterator operator+ (long n) const { return transform_iterator (base_ + n, f_); }
  __host__ __device__ long operator- (const transform_iterator &o) const { return base_ - o.base_; }
  __host__ __device__ bool operator== (const transform_iterator &o) const { return base_ == o.base_; }
  __host__ __device__ bool operator!= (const transform_iterator &o) const { return base_ != o.base_; }
};
template <class It, class F> __host__ __device__ transform_iterator<F, It> make_transform_iterator (It it, F f) { return transform_iterator<F, It> (it, f); }

namespace detail {
template <class T> struct iter_system<counting_iterator<T> > { typedef any_tag type; };
template <class T> struct iter_system<constant_iterator<T> > { typedef any_tag type; };
template <class F, class It> struct iter_system<transform_iterator<F, It> > { typedef typename iter_system<It>::type type; };
template <class F, class It> struct dev<transform_iterator<F, It> >
{
  typedef transform_iterator<F, typename dev<It>::type> type;
};
template <class F, class It> transform_iterator<F, typename dev<It>::type> dev_get (transform_iterator<F, It> t)
{
  return transform_iterator<F, typename dev<It>::type> (dev_get (t.base_), t.f_);
}
} // namespace detail
} // namespace thrust
#endif
