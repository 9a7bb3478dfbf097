/* thrust/detail/cudak_algo.h (cudak built-in) — Thrust's algorithms. On device iterators (or
 * with thrust::device / thrust::cuda::par) each runs as kernels of the model launched on the
 * policy's stream, so the checker sees the user's functors run by device threads; on host
 * iterators (or with thrust::host) as a sequential loop. Orders of evaluation: README "Thrust".
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_THRUST_ALGO
#define __CUDAK_THRUST_ALGO
#include <thrust/detail/cudak_vector.h>
#include <thrust/detail/cudak_tuple.h>

namespace thrust {
template <class T1, class T2> struct pair
{
  typedef T1 first_type;
  typedef T2 second_type;
  T1 first;
  T2 second;
  __host__ __device__ pair () : first (), second () {}
  __host__ __device__ pair (const T1 &a, const T2 &b) : first (a), second (b) {}
};
template <class T1, class T2> __host__ __device__ pair<T1, T2> make_pair (T1 a, T2 b) { return pair<T1, T2> (a, b); }

namespace detail {
typedef policy<host_tag> host_pol;
typedef policy<device_tag> dev_pol;

#define __CUDAK_TID long i = blockIdx.x * (long) blockDim.x + threadIdx.x

template <class Out, class T> __global__ void k_fill (Out out, long n, T v)
{
  __CUDAK_TID;
  if (i < n)
    out[i] = v;
}
template <class Out, class T> __global__ void k_sequence (Out out, long n, T init, T step)
{
  __CUDAK_TID;
  if (i < n)
    out[i] = (T) (init + step * (T) i);
}
template <class In, class Out> __global__ void k_copy (In in, Out out, long n)
{
  __CUDAK_TID;
  if (i < n)
    out[i] = in[i];
}
template <class In, class Out, class F> __global__ void k_transform (In in, Out out, long n, F f)
{
  __CUDAK_TID;
  if (i < n)
    out[i] = f (in[i]);
}
template <class In1, class In2, class Out, class F> __global__ void k_transform2 (In1 a, In2 b, Out out, long n, F f)
{
  __CUDAK_TID;
  if (i < n)
    out[i] = f (a[i], b[i]);
}
template <class In, class F> __global__ void k_for_each (In in, long n, F f)
{
  __CUDAK_TID;
  if (i < n)
    f (in[i]);
}

/* The reduction tree: each block reduces 256 consecutive elements, combining neighbours
 * (0+1, 2+3, ... then (0+1)+(2+3), ...), so the order of operands is kept; the block results
 * are reduced again the same way until one is left. */
template <class In, class T, class Op> __global__ void k_reduce (In in, long n, T *out, Op op)
{
  __shared__ T buf[256];
  long base = blockIdx.x * 256L;
  int t = threadIdx.x;
  long cnt = n - base < 256 ? n - base : 256;
  if (t < cnt)
    buf[t] = in[base + t];
  __syncthreads ();
  for (int s = 1; s < 256; s *= 2)
    {
      if (t % (2 * s) == 0 && t + s < cnt)
        buf[t] = op (buf[t], buf[t + s]);
      __syncthreads ();
    }
  if (t == 0)
    out[blockIdx.x] = buf[0];
}
template <class T, class Op> __global__ void k_reduce_init (T *r, T init, Op op)
{
  *r = op (init, *r);
}
/* Reduces the [n] elements of [in] (a kernel's iterator) into device memory [*res] (allocated
 * here, the caller frees it), combined with [init] first when [use_init]. */
template <class In, class T, class Op> T *reduce_to_dev (In in, long n, Op op, cudaStream_t s)
{
  long nb = (long) grid_ (n);
  T *tmp = 0;
  check_ (cudaMalloc ((void **) &tmp, nb * sizeof (T)), "reduce: cudaMalloc");
  k_reduce<<<(unsigned) nb, 256, 0, s>>> (in, n, tmp, op);
  check_ (cudaGetLastError (), "reduce: launch");
  while (nb > 1)
    {
      long nb2 = (long) grid_ (nb);
      T *tmp2 = 0;
      check_ (cudaMalloc ((void **) &tmp2, nb2 * sizeof (T)), "reduce: cudaMalloc");
      k_reduce<<<(unsigned) nb2, 256, 0, s>>> (tmp, nb, tmp2, op);
      check_ (cudaGetLastError (), "reduce: launch");
      cudaFree (tmp);
      tmp = tmp2;
      nb = nb2;
    }
  return tmp;
}
template <class In, class T, class Op> T reduce_dev (In in, long n, T init, Op op, cudaStream_t s)
{
  if (n <= 0)
    return init;
  T *r = reduce_to_dev<In, T, Op> (in, n, op, s);
  k_reduce_init<<<1, 1, 0, s>>> (r, init, op);
  check_ (cudaGetLastError (), "reduce: launch");
  T v;
  check_ (cudaMemcpy (&v, r, sizeof (T), cudaMemcpyDeviceToHost), "reduce: copy");
  cudaFree (r);
  return v;
}
template <class In, class T, class Op> T reduce_host (In in, long n, T init, Op op)
{
  for (long i = 0; i < n; i++)
    init = op (init, in[i]);
  return init;
}

/* Scans in one block of 256 threads: thread t folds its chunk of ceil(n/256) consecutive
 * elements, thread 0 scans the chunk totals, then each thread scans its chunk again from its
 * chunk's prefix. Exclusive when [excl] (seeded with [init]), inclusive otherwise. */
template <class In, class Out, class T, class Op, bool excl> __global__ void k_scan (In in, Out out, long n, T init, Op op)
{
  __shared__ T tot[256];
  __shared__ T pre[256];
  int t = threadIdx.x;
  long chunk = (n + 255) / 256;
  long lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
  long nchunks = (n + chunk - 1) / chunk;
  if (lo < hi)
    {
      T acc = in[lo];
      for (long i = lo + 1; i < hi; i++)
        acc = op (acc, in[i]);
      tot[t] = acc;
    }
  __syncthreads ();
  if (t == 0)
    {
      if (excl)
        {
          pre[0] = init;
          for (long c = 1; c < nchunks; c++)
            pre[c] = op (pre[c - 1], tot[c - 1]);
        }
      else if (nchunks > 1)
        {
          pre[1] = tot[0];
          for (long c = 2; c < nchunks; c++)
            pre[c] = op (pre[c - 1], tot[c - 1]);
        }
    }
  __syncthreads ();
  if (lo < hi)
    {
      if (excl)
        {
          T acc = pre[t];
          for (long i = lo; i < hi; i++)
            {
              T x = in[i];
              out[i] = acc;
              acc = op (acc, x);
            }
        }
      else
        {
          T acc = t == 0 ? (T) in[lo] : op (pre[t], (T) in[lo]);
          out[lo] = acc;
          for (long i = lo + 1; i < hi; i++)
            {
              acc = op (acc, (T) in[i]);
              out[i] = acc;
            }
        }
    }
}

/* Sorting: a stable bottom-up merge sort, one kernel launch per pass (each thread merges a pair
 * of runs). Thrust sorts arithmetic keys compared with less/greater by a radix sort, which is
 * stable and orders floating-point keys by their bits (-0.0 before +0.0, NaNs at the ends):
 * radix_cmp compares so, giving the same order. */
template <class T> struct radix_key
{
  __host__ __device__ T operator() (T x) const { return x; }
};
template <> struct radix_key<float>
{
  __host__ __device__ unsigned operator() (float x) const
  {
    unsigned u;
    memcpy (&u, &x, sizeof u);
    return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
  }
};
template <> struct radix_key<double>
{
  __host__ __device__ unsigned long long operator() (double x) const
  {
    unsigned long long u;
    memcpy (&u, &x, sizeof u);
    return (u & 0x8000000000000000ull) ? ~u : (u | 0x8000000000000000ull);
  }
};
template <class T, bool desc> struct radix_cmp
{
  __host__ __device__ bool operator() (const T &a, const T &b) const
  {
    radix_key<T> k;
    return desc ? k (b) < k (a) : k (a) < k (b);
  }
};
template <class T, class C> C sort_cmp_get (C c, T *) { return c; }
template <class T> radix_cmp<T, false> sort_cmp_get (thrust::less<T>, T *) { return radix_cmp<T, false> (); }
template <class T> radix_cmp<T, true> sort_cmp_get (thrust::greater<T>, T *) { return radix_cmp<T, true> (); }
template <class T, class C> struct sort_cmp { typedef decltype (sort_cmp_get (declval_<C> (), (T *) 0)) type; };

template <class K, class V, class C, bool kv> __global__ void k_merge (const K *ki, K *ko, const V *vi, V *vo, long n, long w, C c)
{
  __CUDAK_TID;
  long lo = i * 2 * w;
  if (lo >= n)
    return;
  long mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
  long a = lo, b = mid, o = lo;
  while (a < mid && b < hi)
    {
      if (c (ki[b], ki[a]))
        {
          ko[o] = ki[b];
          if (kv)
            vo[o] = vi[b];
          b++;
        }
      else
        {
          ko[o] = ki[a];
          if (kv)
            vo[o] = vi[a];
          a++;
        }
      o++;
    }
  for (; a < mid; a++, o++)
    {
      ko[o] = ki[a];
      if (kv)
        vo[o] = vi[a];
    }
  for (; b < hi; b++, o++)
    {
      ko[o] = ki[b];
      if (kv)
        vo[o] = vi[b];
    }
}
/* Sorts [keys] (and [vals] when [kv]) in device memory, using [tk] and [tv] (n elements each)
 * as the other buffer of each pass; the result is left in [keys]/[vals]. */
template <class K, class V, class C, bool kv> void merge_sort_dev (K *keys, V *vals, K *tk, V *tv, long n, C c, cudaStream_t s)
{
  K *ki = keys, *ko = tk;
  V *vi = vals, *vo = tv;
  for (long w = 1; w < n; w *= 2)
    {
      long pairs = (n + 2 * w - 1) / (2 * w);
      k_merge<K, V, C, kv><<<grid_ (pairs), block_, 0, s>>> (ki, ko, vi, vo, n, w, c);
      check_ (cudaGetLastError (), "sort: launch");
      K *k = ki; ki = ko; ko = k;
      V *v = vi; vi = vo; vo = v;
    }
  if (ki != keys)
    {
      check_ (cudaMemcpyAsync (keys, ki, n * sizeof (K), cudaMemcpyDeviceToDevice, s), "sort: copy");
      if (kv)
        check_ (cudaMemcpyAsync (vals, vi, n * sizeof (V), cudaMemcpyDeviceToDevice, s), "sort: copy");
    }
}
template <class K, class V, class C, bool kv> void sort_dev (K *keys, V *vals, long n, C c, cudaStream_t s)
{
  if (n <= 1)
    return;
  K *tk = 0;
  V *tv = 0;
  check_ (cudaMalloc ((void **) &tk, n * sizeof (K)), "sort: cudaMalloc");
  if (kv)
    check_ (cudaMalloc ((void **) &tv, n * sizeof (V)), "sort: cudaMalloc");
  merge_sort_dev<K, V, C, kv> (keys, vals, tk, tv, n, c, s);
  cudaFree (tk);
  if (kv)
    cudaFree (tv);
  check_ (cudaStreamSynchronize (s), "sort");
}
template <class K, class V, class C, bool kv> void sort_host (K *keys, V *vals, long n, C c)
{
  if (n <= 1)
    return;
  K *tk = new K[n];
  V *tv = kv ? new V[n] : 0;
  K *ki = keys, *ko = tk;
  V *vi = vals, *vo = tv;
  for (long w = 1; w < n; w *= 2)
    {
      for (long lo = 0; lo < n; lo += 2 * w)
        {
          long mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
          long a = lo, b = mid, o = lo;
          while (a < mid || b < hi)
            {
              bool right = a >= mid || (b < hi && c (ki[b], ki[a]));
              long from = right ? b++ : a++;
              ko[o] = ki[from];
              if (kv)
                vo[o] = vi[from];
              o++;
            }
        }
      K *k = ki; ki = ko; ko = k;
      V *v = vi; vi = vo; vo = v;
    }
  if (ki != keys)
    for (long i = 0; i < n; i++)
      {
        keys[i] = ki[i];
        if (kv)
          vals[i] = vi[i];
      }
  delete[] tk;
  delete[] tv;
}

/* Functors of the algorithms built on reduce. */
template <class T, class V> struct eq_count
{
  V v;
  __host__ __device__ eq_count (V x) : v (x) {}
  __host__ __device__ long operator() (const T &x) const { return x == v ? 1 : 0; }
};
template <class T, class P> struct pred_count
{
  P p;
  __host__ __device__ pred_count (P x) : p (x) {}
  __host__ __device__ long operator() (const T &x) const { return p (x) ? 1 : 0; }
};
/* The first extreme element: the reduction keeps operand order, so [a] < [b] as indices. */
template <class It, class C, bool mx> struct extreme_idx
{
  It it;
  C c;
  __host__ __device__ extreme_idx (It i, C cc) : it (i), c (cc) {}
  __host__ __device__ long operator() (long a, long b) const
  {
    return mx ? (c (it[a], it[b]) ? b : a) : (c (it[b], it[a]) ? b : a);
  }
};
template <class It, class C, bool mx> long extreme_dev (It it, long n, C c, cudaStream_t s)
{
  typedef extreme_idx<It, C, mx> Op;
  Op op (it, c);
  long *r = reduce_to_dev<counting_iterator<long>, long, Op> (counting_iterator<long> (0), n, op, s);
  long v;
  check_ (cudaMemcpy (&v, r, sizeof v, cudaMemcpyDeviceToHost), "min_element: copy");
  cudaFree (r);
  return v;
}
template <class It, class C, bool mx> long extreme_host (It it, long n, C c)
{
  long best = 0;
  for (long i = 1; i < n; i++)
    if (mx ? c (it[best], it[i]) : c (it[i], it[best]))
      best = i;
  return best;
}

template <class It> It kernel_iter (It i) { return i; }
} // namespace detail

#define __CUDAK_DEV(It, x) detail::dev_get (x)
#define __CUDAK_DEVT(It) typename detail::dev<It>::type

/* fill, sequence */
/* A zip_iterator's elements are tuples of its bases' values (cudak_tuple.h), not of references:
 * an algorithm that writes through one (its output, or for_each, whose function object may
 * write through the tuple) is one error at the use, "unsupported:
 * 'thrust::writing_through_a_zip_iterator<...>' is not implemented by cudak", never a write
 * that is silently lost. Other iterators pass. */
template <class Tu> class zip_iterator;
template <class It> __host__ __device__ void writing_through_a_zip_iterator (const It &) {}
template <class Tu> void writing_through_a_zip_iterator (const zip_iterator<Tu> &) __attribute__((__unavailable__));

template <class Tag, class It, class T> void fill (const detail::policy<Tag> &p, It first, It last, const T &v)
{
  thrust::writing_through_a_zip_iterator (first);
  long n = last - first;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    {
      if (n > 0)
        {
          detail::k_fill<<<detail::grid_ (n), detail::block_, 0, p.stream_>>> (__CUDAK_DEV (It, first), n, v);
          detail::check_ (cudaGetLastError (), "fill: launch");
        }
    }
  else
    for (long i = 0; i < n; i++)
      first[i] = v;
}
template <class It, class T> void fill (It first, It last, const T &v)
{
  if constexpr (detail::on_device<It, It>::value)
    thrust::fill (thrust::device, first, last, v);
  else
    thrust::fill (thrust::host, first, last, v);
}
template <class It, class T> It fill_n (It first, long n, const T &v) { thrust::fill (first, first + n, v); return first + n; }
template <class It, class T> void uninitialized_fill (It first, It last, const T &v) { thrust::fill (first, last, v); }

template <class Tag, class It, class T> void sequence (const detail::policy<Tag> &p, It first, It last, T init, T step)
{
  thrust::writing_through_a_zip_iterator (first);
  long n = last - first;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    {
      if (n > 0)
        {
          detail::k_sequence<<<detail::grid_ (n), detail::block_, 0, p.stream_>>> (__CUDAK_DEV (It, first), n, init, step);
          detail::check_ (cudaGetLastError (), "sequence: launch");
        }
    }
  else
    for (long i = 0; i < n; i++)
      first[i] = (T) (init + step * (T) i);
}
template <class Tag, class It, class T> void sequence (const detail::policy<Tag> &p, It first, It last, T init) { thrust::sequence (p, first, last, init, (T) 1); }
template <class Tag, class It> void sequence (const detail::policy<Tag> &p, It first, It last)
{
  typedef typename detail::iter_value<It>::type T;
  thrust::sequence (p, first, last, (T) 0, (T) 1);
}
template <class It, class T> void sequence (It first, It last, T init, T step)
{
  if constexpr (detail::on_device<It, It>::value)
    thrust::sequence (thrust::device, first, last, init, step);
  else
    thrust::sequence (thrust::host, first, last, init, step);
}
template <class It, class T> void sequence (It first, It last, T init) { thrust::sequence (first, last, init, (T) 1); }
template <class It> void sequence (It first, It last)
{
  typedef typename detail::iter_value<It>::type T;
  thrust::sequence (first, last, (T) 0, (T) 1);
}

/* copy: between host and device memory a cudaMemcpy of contiguous ranges (a computed input is
 * first evaluated by a kernel into a device buffer), between device ranges a kernel. */
namespace detail {
template <class T> struct is_ptr_ { static const bool value = false; };
template <class T> struct is_ptr_<T *> { static const bool value = true; };
template <class T> struct is_devptr_ { static const bool value = false; };
template <class T> struct is_devptr_<device_ptr<T> > { static const bool value = true; };
} // namespace detail
/* copy: between host and device memory one cudaMemcpy (a computed device input is first
 * evaluated by a kernel into a device buffer; a host output or input that is not a pointer,
 * an ostream_iterator, goes through a host buffer), between device ranges a kernel, between
 * host ranges a loop. */
template <class In, class Out> Out copy (In first, In last, Out out)
{
  thrust::writing_through_a_zip_iterator (out);
  long n = last - first;
  if (n <= 0)
    return out;
  typedef typename detail::iter_system<In>::type SI;
  typedef typename detail::iter_system<Out>::type SO;
  typedef typename detail::iter_value<In>::type T;
  if constexpr (detail::is_same_<SO, detail::host_tag>::value && detail::is_same_<SI, detail::device_tag>::value)
    {
      T *tmp = 0;
      const T *src;
      if constexpr (detail::is_devptr_<In>::value)
        src = thrust::raw_pointer_cast (first);
      else
        {
          detail::check_ (cudaMalloc ((void **) &tmp, n * sizeof (T)), "copy: cudaMalloc");
          detail::k_copy<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (In, first), tmp, n);
          src = tmp;
        }
      if constexpr (detail::is_ptr_<Out>::value)
        {
          detail::check_ (cudaMemcpy (out, src, n * sizeof (T), cudaMemcpyDeviceToHost), "copy");
          if (tmp)
            cudaFree (tmp);
          return out + n;
        }
      else
        {
          T *h = new T[n];
          detail::check_ (cudaMemcpy (h, src, n * sizeof (T), cudaMemcpyDeviceToHost), "copy");
          if (tmp)
            cudaFree (tmp);
          for (long i = 0; i < n; i++)
            {
              *out = h[i];
              ++out;
            }
          delete[] h;
          return out;
        }
    }
  else if constexpr (detail::is_same_<SO, detail::device_tag>::value && detail::is_same_<SI, detail::host_tag>::value)
    {
      if constexpr (detail::is_ptr_<In>::value)
        detail::check_ (cudaMemcpy (thrust::raw_pointer_cast (out), first, n * sizeof (T), cudaMemcpyHostToDevice), "copy");
      else
        {
          T *h = new T[n];
          for (long i = 0; i < n; i++)
            {
              h[i] = *first;
              ++first;
            }
          detail::check_ (cudaMemcpy (thrust::raw_pointer_cast (out), h, n * sizeof (T), cudaMemcpyHostToDevice), "copy");
          delete[] h;
        }
      return out + n;
    }
  else if constexpr (detail::is_same_<SO, detail::device_tag>::value)
    {
      detail::k_copy<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (In, first), __CUDAK_DEV (Out, out), n);
      detail::check_ (cudaGetLastError (), "copy: launch");
      return out + n;
    }
  else
    {
      for (long i = 0; i < n; i++)
        {
          *out = first[i];
          ++out;
        }
      return out;
    }
}
template <class Tag, class In, class Out> Out copy (const detail::policy<Tag> &, In first, In last, Out out) { return thrust::copy (first, last, out); }
template <class In, class Out> Out copy_n (In first, long n, Out out) { return thrust::copy (first, first + n, out); }

/* transform (unary and binary), for_each */
template <class Tag, class In, class Out, class F> Out transform (const detail::policy<Tag> &p, In first, In last, Out out, F f)
{
  thrust::writing_through_a_zip_iterator (out);
  long n = last - first;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    {
      if (n > 0)
        {
          detail::k_transform<<<detail::grid_ (n), detail::block_, 0, p.stream_>>> (__CUDAK_DEV (In, first), __CUDAK_DEV (Out, out), n, f);
          detail::check_ (cudaGetLastError (), "transform: launch");
        }
    }
  else
    for (long i = 0; i < n; i++)
      out[i] = f (first[i]);
  return out + n;
}
template <class In, class Out, class F> Out transform (In first, In last, Out out, F f)
{
  if constexpr (detail::on_device<In, Out>::value)
    return thrust::transform (thrust::device, first, last, out, f);
  else
    return thrust::transform (thrust::host, first, last, out, f);
}
template <class Tag, class In1, class In2, class Out, class F> Out transform (const detail::policy<Tag> &p, In1 first, In1 last, In2 first2, Out out, F f)
{
  thrust::writing_through_a_zip_iterator (out);
  long n = last - first;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    {
      if (n > 0)
        {
          detail::k_transform2<<<detail::grid_ (n), detail::block_, 0, p.stream_>>> (__CUDAK_DEV (In1, first), __CUDAK_DEV (In2, first2), __CUDAK_DEV (Out, out), n, f);
          detail::check_ (cudaGetLastError (), "transform: launch");
        }
    }
  else
    for (long i = 0; i < n; i++)
      out[i] = f (first[i], first2[i]);
  return out + n;
}
template <class In1, class In2, class Out, class F> Out transform (In1 first, In1 last, In2 first2, Out out, F f)
{
  if constexpr (detail::on_device<In1, Out>::value || detail::on_device<In2, Out>::value)
    return thrust::transform (thrust::device, first, last, first2, out, f);
  else
    return thrust::transform (thrust::host, first, last, first2, out, f);
}
template <class Tag, class In, class F> In for_each (const detail::policy<Tag> &p, In first, In last, F f)
{
  thrust::writing_through_a_zip_iterator (first);
  long n = last - first;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    {
      if (n > 0)
        {
          detail::k_for_each<<<detail::grid_ (n), detail::block_, 0, p.stream_>>> (__CUDAK_DEV (In, first), n, f);
          detail::check_ (cudaGetLastError (), "for_each: launch");
        }
    }
  else
    for (long i = 0; i < n; i++)
      f (first[i]);
  return last;
}
template <class In, class F> In for_each (In first, In last, F f)
{
  if constexpr (detail::on_device<In, In>::value)
    return thrust::for_each (thrust::device, first, last, f);
  else
    return thrust::for_each (thrust::host, first, last, f);
}
template <class In, class F> In for_each_n (In first, long n, F f) { return thrust::for_each (first, first + n, f); }

/* reduce, transform_reduce, count, count_if */
template <class Tag, class In, class T, class Op> T reduce (const detail::policy<Tag> &p, In first, In last, T init, Op op)
{
  long n = last - first;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    return detail::reduce_dev<__CUDAK_DEVT (In), T, Op> (__CUDAK_DEV (In, first), n, init, op, p.stream_);
  else
    return detail::reduce_host<In, T, Op> (first, n, init, op);
}
template <class Tag, class In, class T> T reduce (const detail::policy<Tag> &p, In first, In last, T init) { return thrust::reduce (p, first, last, init, thrust::plus<T> ()); }
template <class Tag, class In> typename detail::iter_value<In>::type reduce (const detail::policy<Tag> &p, In first, In last)
{
  typedef typename detail::iter_value<In>::type T;
  return thrust::reduce (p, first, last, (T) 0, thrust::plus<T> ());
}
template <class In, class T, class Op> T reduce (In first, In last, T init, Op op)
{
  if constexpr (detail::on_device<In, In>::value)
    return thrust::reduce (thrust::device, first, last, init, op);
  else
    return thrust::reduce (thrust::host, first, last, init, op);
}
template <class In, class T> T reduce (In first, In last, T init) { return thrust::reduce (first, last, init, thrust::plus<T> ()); }
template <class In> typename detail::iter_value<In>::type reduce (In first, In last)
{
  typedef typename detail::iter_value<In>::type T;
  return thrust::reduce (first, last, (T) 0, thrust::plus<T> ());
}
template <class Tag, class In, class U, class T, class Op> T transform_reduce (const detail::policy<Tag> &p, In first, In last, U u, T init, Op op)
{
  return thrust::reduce (p, thrust::make_transform_iterator (first, u), thrust::make_transform_iterator (last, u), init, op);
}
template <class In, class U, class T, class Op> T transform_reduce (In first, In last, U u, T init, Op op)
{
  return thrust::reduce (thrust::make_transform_iterator (first, u), thrust::make_transform_iterator (last, u), init, op);
}
template <class In, class V> long count (In first, In last, const V &v)
{
  typedef typename detail::iter_value<In>::type T;
  return thrust::transform_reduce (first, last, detail::eq_count<T, V> (v), 0L, thrust::plus<long> ());
}
template <class Tag, class In, class V> long count (const detail::policy<Tag> &p, In first, In last, const V &v)
{
  typedef typename detail::iter_value<In>::type T;
  return thrust::transform_reduce (p, first, last, detail::eq_count<T, V> (v), 0L, thrust::plus<long> ());
}
template <class In, class P> long count_if (In first, In last, P pred)
{
  typedef typename detail::iter_value<In>::type T;
  return thrust::transform_reduce (first, last, detail::pred_count<T, P> (pred), 0L, thrust::plus<long> ());
}
template <class Tag, class In, class P> long count_if (const detail::policy<Tag> &p, In first, In last, P pred)
{
  typedef typename detail::iter_value<In>::type T;
  return thrust::transform_reduce (p, first, last, detail::pred_count<T, P> (pred), 0L, thrust::plus<long> ());
}

/* min_element, max_element, minmax_element */
template <class Tag, class It, class C> It min_element (const detail::policy<Tag> &p, It first, It last, C c)
{
  long n = last - first;
  if (n <= 0)
    return last;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    return first + detail::extreme_dev<__CUDAK_DEVT (It), C, false> (__CUDAK_DEV (It, first), n, c, p.stream_);
  else
    return first + detail::extreme_host<It, C, false> (first, n, c);
}
template <class Tag, class It, class C> It max_element (const detail::policy<Tag> &p, It first, It last, C c)
{
  long n = last - first;
  if (n <= 0)
    return last;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    return first + detail::extreme_dev<__CUDAK_DEVT (It), C, true> (__CUDAK_DEV (It, first), n, c, p.stream_);
  else
    return first + detail::extreme_host<It, C, true> (first, n, c);
}
template <class Tag, class It> It min_element (const detail::policy<Tag> &p, It first, It last)
{
  return thrust::min_element (p, first, last, thrust::less<typename detail::iter_value<It>::type> ());
}
template <class Tag, class It> It max_element (const detail::policy<Tag> &p, It first, It last)
{
  return thrust::max_element (p, first, last, thrust::less<typename detail::iter_value<It>::type> ());
}
template <class It, class C> It min_element (It first, It last, C c)
{
  if constexpr (detail::on_device<It, It>::value)
    return thrust::min_element (thrust::device, first, last, c);
  else
    return thrust::min_element (thrust::host, first, last, c);
}
template <class It, class C> It max_element (It first, It last, C c)
{
  if constexpr (detail::on_device<It, It>::value)
    return thrust::max_element (thrust::device, first, last, c);
  else
    return thrust::max_element (thrust::host, first, last, c);
}
template <class It> It min_element (It first, It last) { return thrust::min_element (first, last, thrust::less<typename detail::iter_value<It>::type> ()); }
template <class It> It max_element (It first, It last) { return thrust::max_element (first, last, thrust::less<typename detail::iter_value<It>::type> ()); }
template <class It> pair<It, It> minmax_element (It first, It last)
{
  return pair<It, It> (thrust::min_element (first, last), thrust::max_element (first, last));
}

/* inclusive_scan, exclusive_scan */
template <class Tag, class In, class Out, class Op> Out inclusive_scan (const detail::policy<Tag> &p, In first, In last, Out out, Op op)
{
  thrust::writing_through_a_zip_iterator (out);
  typedef typename detail::iter_value<In>::type T;
  long n = last - first;
  if (n <= 0)
    return out;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    {
      detail::k_scan<__CUDAK_DEVT (In), __CUDAK_DEVT (Out), T, Op, false><<<1, 256, 0, p.stream_>>> (__CUDAK_DEV (In, first), __CUDAK_DEV (Out, out), n, T (), op);
      detail::check_ (cudaGetLastError (), "inclusive_scan: launch");
    }
  else
    {
      T acc = first[0];
      out[0] = acc;
      for (long i = 1; i < n; i++)
        {
          acc = op (acc, (T) first[i]);
          out[i] = acc;
        }
    }
  return out + n;
}
template <class Tag, class In, class Out, class T, class Op> Out exclusive_scan (const detail::policy<Tag> &p, In first, In last, Out out, T init, Op op)
{
  thrust::writing_through_a_zip_iterator (out);
  long n = last - first;
  if (n <= 0)
    return out;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    {
      detail::k_scan<__CUDAK_DEVT (In), __CUDAK_DEVT (Out), T, Op, true><<<1, 256, 0, p.stream_>>> (__CUDAK_DEV (In, first), __CUDAK_DEV (Out, out), n, init, op);
      detail::check_ (cudaGetLastError (), "exclusive_scan: launch");
    }
  else
    {
      T acc = init;
      for (long i = 0; i < n; i++)
        {
          T x = first[i];
          out[i] = acc;
          acc = op (acc, x);
        }
    }
  return out + n;
}
template <class Tag, class In, class Out> Out inclusive_scan (const detail::policy<Tag> &p, In first, In last, Out out)
{
  return thrust::inclusive_scan (p, first, last, out, thrust::plus<typename detail::iter_value<In>::type> ());
}
template <class Tag, class In, class Out, class T> Out exclusive_scan (const detail::policy<Tag> &p, In first, In last, Out out, T init)
{
  return thrust::exclusive_scan (p, first, last, out, init, thrust::plus<T> ());
}
template <class Tag, class In, class Out> Out exclusive_scan (const detail::policy<Tag> &p, In first, In last, Out out)
{
  typedef typename detail::iter_value<In>::type T;
  return thrust::exclusive_scan (p, first, last, out, (T) 0, thrust::plus<T> ());
}
template <class In, class Out, class Op> Out inclusive_scan (In first, In last, Out out, Op op)
{
  if constexpr (detail::on_device<In, Out>::value)
    return thrust::inclusive_scan (thrust::device, first, last, out, op);
  else
    return thrust::inclusive_scan (thrust::host, first, last, out, op);
}
template <class In, class Out> Out inclusive_scan (In first, In last, Out out)
{
  return thrust::inclusive_scan (first, last, out, thrust::plus<typename detail::iter_value<In>::type> ());
}
template <class In, class Out, class T, class Op> Out exclusive_scan (In first, In last, Out out, T init, Op op)
{
  if constexpr (detail::on_device<In, Out>::value)
    return thrust::exclusive_scan (thrust::device, first, last, out, init, op);
  else
    return thrust::exclusive_scan (thrust::host, first, last, out, init, op);
}
template <class In, class Out, class T> Out exclusive_scan (In first, In last, Out out, T init)
{
  return thrust::exclusive_scan (first, last, out, init, thrust::plus<T> ());
}
template <class In, class Out> Out exclusive_scan (In first, In last, Out out)
{
  typedef typename detail::iter_value<In>::type T;
  return thrust::exclusive_scan (first, last, out, (T) 0, thrust::plus<T> ());
}

/* sort, stable_sort, sort_by_key, stable_sort_by_key */
template <class Tag, class It, class C> void sort (const detail::policy<Tag> &p, It first, It last, C c)
{
  typedef typename detail::iter_value<It>::type K;
  typedef detail::sort_cmp<K, C> SC;
  long n = last - first;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    detail::sort_dev<K, K, typename SC::type, false> (thrust::raw_pointer_cast (first), (K *) 0, n, detail::sort_cmp_get (c, (K *) 0), p.stream_);
  else
    detail::sort_host<K, K, typename SC::type, false> (thrust::raw_pointer_cast (first), (K *) 0, n, detail::sort_cmp_get (c, (K *) 0));
}
template <class Tag, class It> void sort (const detail::policy<Tag> &p, It first, It last)
{
  thrust::sort (p, first, last, thrust::less<typename detail::iter_value<It>::type> ());
}
template <class It, class C> void sort (It first, It last, C c)
{
  if constexpr (detail::on_device<It, It>::value)
    thrust::sort (thrust::device, first, last, c);
  else
    thrust::sort (thrust::host, first, last, c);
}
template <class It> void sort (It first, It last) { thrust::sort (first, last, thrust::less<typename detail::iter_value<It>::type> ()); }
template <class It, class C> void stable_sort (It first, It last, C c) { thrust::sort (first, last, c); }
template <class It> void stable_sort (It first, It last) { thrust::sort (first, last); }
template <class Tag, class It> void stable_sort (const detail::policy<Tag> &p, It first, It last) { thrust::sort (p, first, last); }

template <class Tag, class KIt, class VIt, class C> void sort_by_key (const detail::policy<Tag> &p, KIt first, KIt last, VIt vals, C c)
{
  typedef typename detail::iter_value<KIt>::type K;
  typedef typename detail::iter_value<VIt>::type V;
  typedef detail::sort_cmp<K, C> SC;
  long n = last - first;
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    detail::sort_dev<K, V, typename SC::type, true> (thrust::raw_pointer_cast (first), thrust::raw_pointer_cast (vals), n, detail::sort_cmp_get (c, (K *) 0), p.stream_);
  else
    detail::sort_host<K, V, typename SC::type, true> (thrust::raw_pointer_cast (first), thrust::raw_pointer_cast (vals), n, detail::sort_cmp_get (c, (K *) 0));
}
template <class Tag, class KIt, class VIt> void sort_by_key (const detail::policy<Tag> &p, KIt first, KIt last, VIt vals)
{
  thrust::sort_by_key (p, first, last, vals, thrust::less<typename detail::iter_value<KIt>::type> ());
}
template <class KIt, class VIt, class C> void sort_by_key (KIt first, KIt last, VIt vals, C c)
{
  if constexpr (detail::on_device<KIt, VIt>::value)
    thrust::sort_by_key (thrust::device, first, last, vals, c);
  else
    thrust::sort_by_key (thrust::host, first, last, vals, c);
}
template <class KIt, class VIt> void sort_by_key (KIt first, KIt last, VIt vals)
{
  thrust::sort_by_key (first, last, vals, thrust::less<typename detail::iter_value<KIt>::type> ());
}
template <class KIt, class VIt> void stable_sort_by_key (KIt first, KIt last, VIt vals) { thrust::sort_by_key (first, last, vals); }
template <class KIt, class VIt, class C> void stable_sort_by_key (KIt first, KIt last, VIt vals, C c) { thrust::sort_by_key (first, last, vals, c); }

/* reduce_by_key: each run of consecutive keys equal under [pred] gives one key (its first) and
 * the left fold of its values under [op]. On the device: a kernel flags the runs' heads, a scan
 * numbers them, and each head's thread folds its run. */
namespace detail {
template <class KIt, class P> __global__ void k_heads (KIt keys, long n, int *heads, P pred)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    heads[i] = (i == 0 || !pred (keys[i - 1], keys[i])) ? 1 : 0;
}
template <class KIt, class VIt, class KOut, class VOut, class V, class Op>
__global__ void k_reduce_runs (KIt keys, VIt vals, long n, const int *heads, const int *pos, KOut kout, VOut vout, Op op)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i >= n || !heads[i])
    return;
  V acc = vals[i];
  for (long j = i + 1; j < n && !heads[j]; j++)
    acc = op (acc, (V) vals[j]);
  kout[pos[i]] = keys[i];
  vout[pos[i]] = acc;
}
} // namespace detail
template <class Tag, class KIt, class VIt, class KOut, class VOut, class P, class Op>
pair<KOut, VOut> reduce_by_key (const detail::policy<Tag> &p, KIt kfirst, KIt klast, VIt vfirst, KOut kout, VOut vout, P pred, Op op)
{
  typedef typename detail::iter_value<VIt>::type V;
  long n = klast - kfirst;
  if (n <= 0)
    return pair<KOut, VOut> (kout, vout);
  if constexpr (detail::is_same_<Tag, detail::device_tag>::value)
    {
      int *heads = 0, *pos = 0;
      detail::check_ (cudaMalloc ((void **) &heads, n * sizeof (int)), "reduce_by_key: cudaMalloc");
      detail::check_ (cudaMalloc ((void **) &pos, n * sizeof (int)), "reduce_by_key: cudaMalloc");
      detail::k_heads<<<detail::grid_ (n), detail::block_, 0, p.stream_>>> (__CUDAK_DEV (KIt, kfirst), n, heads, pred);
      detail::k_scan<int *, int *, int, thrust::plus<int>, true><<<1, 256, 0, p.stream_>>> (heads, pos, n, 0, thrust::plus<int> ());
      detail::k_reduce_runs<__CUDAK_DEVT (KIt), __CUDAK_DEVT (VIt), __CUDAK_DEVT (KOut), __CUDAK_DEVT (VOut), V, Op>
        <<<detail::grid_ (n), detail::block_, 0, p.stream_>>> (__CUDAK_DEV (KIt, kfirst), __CUDAK_DEV (VIt, vfirst), n, heads, pos,
                                                              __CUDAK_DEV (KOut, kout), __CUDAK_DEV (VOut, vout), op);
      detail::check_ (cudaGetLastError (), "reduce_by_key: launch");
      int last[2];
      detail::check_ (cudaMemcpy (&last[0], pos + n - 1, sizeof (int), cudaMemcpyDeviceToHost), "reduce_by_key: copy");
      detail::check_ (cudaMemcpy (&last[1], heads + n - 1, sizeof (int), cudaMemcpyDeviceToHost), "reduce_by_key: copy");
      cudaFree (heads);
      cudaFree (pos);
      long m = last[0] + last[1];
      return pair<KOut, VOut> (kout + m, vout + m);
    }
  else
    {
      long m = 0;
      for (long i = 0; i < n;)
        {
          V acc = vfirst[i];
          long j = i + 1;
          for (; j < n && pred (kfirst[j - 1], kfirst[j]); j++)
            acc = op (acc, (V) vfirst[j]);
          kout[m] = kfirst[i];
          vout[m] = acc;
          m++;
          i = j;
        }
      return pair<KOut, VOut> (kout + m, vout + m);
    }
}
template <class KIt, class VIt, class KOut, class VOut, class P, class Op>
pair<KOut, VOut> reduce_by_key (KIt kfirst, KIt klast, VIt vfirst, KOut kout, VOut vout, P pred, Op op)
{
  if constexpr (detail::on_device<KIt, KOut>::value || detail::on_device<VIt, VOut>::value)
    return thrust::reduce_by_key (thrust::device, kfirst, klast, vfirst, kout, vout, pred, op);
  else
    return thrust::reduce_by_key (thrust::host, kfirst, klast, vfirst, kout, vout, pred, op);
}
template <class KIt, class VIt, class KOut, class VOut, class P>
pair<KOut, VOut> reduce_by_key (KIt kfirst, KIt klast, VIt vfirst, KOut kout, VOut vout, P pred)
{
  return thrust::reduce_by_key (kfirst, klast, vfirst, kout, vout, pred, thrust::plus<typename detail::iter_value<VIt>::type> ());
}
template <class KIt, class VIt, class KOut, class VOut>
pair<KOut, VOut> reduce_by_key (KIt kfirst, KIt klast, VIt vfirst, KOut kout, VOut vout)
{
  return thrust::reduce_by_key (kfirst, klast, vfirst, kout, vout, thrust::equal_to<typename detail::iter_value<KIt>::type> (),
                                thrust::plus<typename detail::iter_value<VIt>::type> ());
}

/* Stream compaction (copy_if, remove_if, unique, ...): a kernel flags the elements kept, a scan
 * numbers them, a kernel writes each kept element at its number, so the order is kept. */
namespace detail {
template <class It, class P> __global__ void k_flag_pred (It it, long n, int *flags, P pred, bool keep_if)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    flags[i] = ((bool) pred (it[i]) == keep_if) ? 1 : 0;
}
template <class It, class P> __global__ void k_flag_unique (It it, long n, int *flags, P pred)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    flags[i] = (i == 0 || !pred (it[i - 1], it[i])) ? 1 : 0;
}
template <class In, class Out> __global__ void k_compact (In in, long n, const int *flags, const int *pos, Out out)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n && flags[i])
    out[pos[i]] = in[i];
}
/* Allocates [*flags] and [*pos] (n ints each) for a compaction; the caller launches the
 * flagging kernel into [*flags] and then calls compact_finish. */
inline void compact_alloc (long n, int **flags, int **pos)
{
  check_ (cudaMalloc ((void **) flags, n * sizeof (int)), "compaction: cudaMalloc");
  check_ (cudaMalloc ((void **) pos, n * sizeof (int)), "compaction: cudaMalloc");
}
template <class In, class Out> long compact_finish (In in, long n, int *flags, int *pos, Out out, cudaStream_t s)
{
  k_scan<int *, int *, int, thrust::plus<int>, true><<<1, 256, 0, s>>> (flags, pos, n, 0, thrust::plus<int> ());
  k_compact<<<grid_ (n), block_, 0, s>>> (in, n, flags, pos, out);
  check_ (cudaGetLastError (), "compaction: launch");
  int last[2];
  check_ (cudaMemcpy (&last[0], pos + n - 1, sizeof (int), cudaMemcpyDeviceToHost), "compaction: copy");
  check_ (cudaMemcpy (&last[1], flags + n - 1, sizeof (int), cudaMemcpyDeviceToHost), "compaction: copy");
  cudaFree (flags);
  cudaFree (pos);
  return last[0] + last[1];
}
} // namespace detail

namespace detail {
/* copy_if and remove_copy_if: the elements of [first, last) whose stencil element satisfies
 * [pred] ([keep]) or does not (![keep]), in order; on the device a kernel flags them and a scan
 * places them. */
template <class In, class S, class Out, class P>
Out compact_if (In first, In last, S stencil, Out out, P pred, bool keep)
{
  long n = last - first;
  if (n <= 0)
    return out;
  if constexpr (detail::on_device<In, Out>::value)
    {
      int *flags, *pos;
      detail::compact_alloc (n, &flags, &pos);
      detail::k_flag_pred<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (S, stencil), n, flags, pred, keep);
      return out + detail::compact_finish (__CUDAK_DEV (In, first), n, flags, pos, __CUDAK_DEV (Out, out), 0);
    }
  else
    {
      long m = 0;
      for (long i = 0; i < n; i++)
        if ((bool) pred (stencil[i]) == keep)
          out[m++] = first[i];
      return out + m;
    }
}
} // namespace detail
template <class In, class Out, class P> Out copy_if (In first, In last, Out out, P pred)
{
  thrust::writing_through_a_zip_iterator (out);
  return detail::compact_if (first, last, first, out, pred, true);
}
template <class In, class S, class Out, class P> Out copy_if (In first, In last, S stencil, Out out, P pred)
{
  thrust::writing_through_a_zip_iterator (out);
  return detail::compact_if (first, last, stencil, out, pred, true);
}
template <class In, class Out, class P> Out remove_copy_if (In first, In last, Out out, P pred)
{
  return detail::compact_if (first, last, first, out, pred, false);
}
/* remove_if and unique on the device compact into a temporary buffer and copy it back. */
template <class It, class P> It remove_if (It first, It last, P pred)
{
  typedef typename detail::iter_value<It>::type T;
  long n = last - first;
  if (n <= 0)
    return first;
  if constexpr (detail::on_device<It, It>::value)
    {
      T *tmp = 0;
      detail::check_ (cudaMalloc ((void **) &tmp, n * sizeof (T)), "remove_if: cudaMalloc");
      long m = thrust::remove_copy_if (first, last, thrust::device_pointer_cast (tmp), pred) - thrust::device_pointer_cast (tmp);
      if (m)
        detail::check_ (cudaMemcpy (thrust::raw_pointer_cast (first), tmp, m * sizeof (T), cudaMemcpyDeviceToDevice), "remove_if: copy");
      cudaFree (tmp);
      return first + m;
    }
  else
    {
      long m = 0;
      for (long i = 0; i < n; i++)
        if (!pred (first[i]))
          first[m++] = first[i];
      return first + m;
    }
}
namespace detail {
template <class T> struct eq_value
{
  T v;
  __host__ __device__ eq_value (const T &x) : v (x) {}
  __host__ __device__ bool operator() (const T &x) const { return x == v; }
};
} // namespace detail
template <class It, class T> It remove (It first, It last, const T &v)
{
  return thrust::remove_if (first, last, detail::eq_value<typename detail::iter_value<It>::type> (v));
}
template <class In, class Out, class T> Out remove_copy (In first, In last, Out out, const T &v)
{
  return thrust::remove_copy_if (first, last, out, detail::eq_value<typename detail::iter_value<In>::type> (v));
}
template <class It, class P> It unique (It first, It last, P pred)
{
  typedef typename detail::iter_value<It>::type T;
  long n = last - first;
  if (n <= 0)
    return first;
  if constexpr (detail::on_device<It, It>::value)
    {
      T *tmp = 0;
      int *flags, *pos;
      detail::check_ (cudaMalloc ((void **) &tmp, n * sizeof (T)), "unique: cudaMalloc");
      detail::compact_alloc (n, &flags, &pos);
      detail::k_flag_unique<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (It, first), n, flags, pred);
      long m = detail::compact_finish (__CUDAK_DEV (It, first), n, flags, pos, tmp, 0);
      detail::check_ (cudaMemcpy (thrust::raw_pointer_cast (first), tmp, m * sizeof (T), cudaMemcpyDeviceToDevice), "unique: copy");
      cudaFree (tmp);
      return first + m;
    }
  else
    {
      long m = 1;
      for (long i = 1; i < n; i++)
        if (!pred (first[m - 1], first[i]))
          first[m++] = first[i];
      return first + m;
    }
}
template <class It> It unique (It first, It last)
{
  return thrust::unique (first, last, thrust::equal_to<typename detail::iter_value<It>::type> ());
}

/* inner_product: reduce (init first) over the products, in reduce's order. */
namespace detail {
template <class A, class B, class M> struct product_at
{
  A a;
  B b;
  M m;
  __host__ __device__ product_at (A x, B y, M z) : a (x), b (y), m (z) {}
  __host__ __device__ decltype (declval_<M> () (declval_<A> ()[0], declval_<B> ()[0])) operator() (long i) const { return m (a[i], b[i]); }
};
} // namespace detail
template <class In1, class In2, class T, class R, class M> T inner_product (In1 first1, In1 last1, In2 first2, T init, R red, M mul)
{
  long n = last1 - first1;
  if constexpr (detail::on_device<In1, In2>::value)
    {
      typedef detail::product_at<__CUDAK_DEVT (In1), __CUDAK_DEVT (In2), M> F;
      F f (__CUDAK_DEV (In1, first1), __CUDAK_DEV (In2, first2), mul);
      return detail::reduce_dev (transform_iterator<F, counting_iterator<long> > (counting_iterator<long> (0), f), n, init, red, 0);
    }
  else
    {
      for (long i = 0; i < n; i++)
        init = red (init, mul (first1[i], first2[i]));
      return init;
    }
}
template <class In1, class In2, class T> T inner_product (In1 first1, In1 last1, In2 first2, T init)
{
  return thrust::inner_product (first1, last1, first2, init, thrust::plus<T> (), thrust::multiplies<T> ());
}

/* gather, scatter, tabulate, generate, adjacent_difference, replace, reverse, equal */
namespace detail {
template <class M, class In, class Out> __global__ void k_gather (M map, long n, In in, Out out)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[map[i]];
}
template <class In, class M, class Out> __global__ void k_scatter (In in, long n, M map, Out out)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    out[map[i]] = in[i];
}
template <class Out, class F> __global__ void k_tabulate (Out out, long n, F f)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f (i);
}
template <class In, class Out, class Op> __global__ void k_adjdiff (In in, long n, Out out, Op op)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = i == 0 ? in[0] : op (in[i], in[i - 1]);
}
template <class It, class P, class T> __global__ void k_replace_if (It it, long n, P pred, T v)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n && pred (it[i]))
    it[i] = v;
}
template <class It> __global__ void k_reverse (It it, long n)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n / 2)
    {
      typename iter_value<It>::type t = it[i];
      it[i] = it[n - 1 - i];
      it[n - 1 - i] = t;
    }
}
template <class A, class B, class P> struct mismatch_at
{
  A a;
  B b;
  P p;
  __host__ __device__ mismatch_at (A x, B y, P z) : a (x), b (y), p (z) {}
  __host__ __device__ long operator() (long i) const { return p (a[i], b[i]) ? 0 : 1; }
};
} // namespace detail
template <class M, class In, class Out> Out gather (M map_first, M map_last, In in, Out out)
{
  long n = map_last - map_first;
  if constexpr (detail::on_device<M, Out>::value)
    {
      if (n > 0)
        detail::k_gather<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (M, map_first), n, __CUDAK_DEV (In, in), __CUDAK_DEV (Out, out));
    }
  else
    for (long i = 0; i < n; i++)
      out[i] = in[map_first[i]];
  return out + n;
}
template <class In, class M, class Out> void scatter (In first, In last, M map, Out out)
{
  long n = last - first;
  if constexpr (detail::on_device<In, Out>::value)
    {
      if (n > 0)
        detail::k_scatter<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (In, first), n, __CUDAK_DEV (M, map), __CUDAK_DEV (Out, out));
    }
  else
    for (long i = 0; i < n; i++)
      out[map[i]] = first[i];
}
template <class Out, class F> void tabulate (Out first, Out last, F f)
{
  long n = last - first;
  if constexpr (detail::on_device<Out, Out>::value)
    {
      if (n > 0)
        detail::k_tabulate<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (Out, first), n, f);
    }
  else
    for (long i = 0; i < n; i++)
      first[i] = f (i);
}
/* generate: on a device range each device thread calls its own copy of the generator, as
 * Thrust's CUDA system does (a stateful generator gives every element the same value); on a
 * host range one generator is called in order. */
namespace detail {
template <class Out, class G> __global__ void k_generate (Out out, long n, G g)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = g ();
}
} // namespace detail
template <class Out, class G> void generate (Out first, Out last, G g)
{
  long n = last - first;
  if constexpr (detail::on_device<Out, Out>::value)
    {
      if (n > 0)
        detail::k_generate<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (Out, first), n, g);
    }
  else
    for (long i = 0; i < n; i++)
      first[i] = g ();
}
template <class In, class Out, class Op> Out adjacent_difference (In first, In last, Out out, Op op)
{
  long n = last - first;
  if constexpr (detail::on_device<In, Out>::value)
    {
      if (n > 0)
        detail::k_adjdiff<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (In, first), n, __CUDAK_DEV (Out, out), op);
    }
  else
    {
      typedef typename detail::iter_value<In>::type T;
      T prev = n > 0 ? (T) first[0] : T ();
      if (n > 0)
        out[0] = prev;
      for (long i = 1; i < n; i++)
        {
          T cur = first[i];
          out[i] = op (cur, prev);
          prev = cur;
        }
    }
  return out + n;
}
template <class In, class Out> Out adjacent_difference (In first, In last, Out out)
{
  return thrust::adjacent_difference (first, last, out, thrust::minus<typename detail::iter_value<In>::type> ());
}
template <class It, class P, class T> void replace_if (It first, It last, P pred, const T &v)
{
  long n = last - first;
  if constexpr (detail::on_device<It, It>::value)
    {
      if (n > 0)
        detail::k_replace_if<<<detail::grid_ (n), detail::block_>>> (__CUDAK_DEV (It, first), n, pred, (typename detail::iter_value<It>::type) v);
    }
  else
    for (long i = 0; i < n; i++)
      if (pred (first[i]))
        first[i] = v;
}
template <class It, class T> void replace (It first, It last, const T &old_v, const T &new_v)
{
  thrust::replace_if (first, last, detail::eq_value<typename detail::iter_value<It>::type> (old_v), new_v);
}
template <class It> void reverse (It first, It last)
{
  long n = last - first;
  if constexpr (detail::on_device<It, It>::value)
    {
      if (n > 1)
        detail::k_reverse<<<detail::grid_ (n / 2), detail::block_>>> (__CUDAK_DEV (It, first), n);
    }
  else
    for (long i = 0; i < n / 2; i++)
      {
        typename detail::iter_value<It>::type t = first[i];
        first[i] = first[n - 1 - i];
        first[n - 1 - i] = t;
      }
}
template <class In1, class In2, class P> bool equal (In1 first1, In1 last1, In2 first2, P pred)
{
  long n = last1 - first1;
  if constexpr (detail::on_device<In1, In2>::value)
    {
      typedef detail::mismatch_at<__CUDAK_DEVT (In1), __CUDAK_DEVT (In2), P> F;
      F f (__CUDAK_DEV (In1, first1), __CUDAK_DEV (In2, first2), pred);
      return detail::reduce_dev (transform_iterator<F, counting_iterator<long> > (counting_iterator<long> (0), f), n, 0L, thrust::plus<long> (), 0) == 0;
    }
  else
    {
      for (long i = 0; i < n; i++)
        if (!pred (first1[i], first2[i]))
          return false;
      return true;
    }
}
template <class In1, class In2> bool equal (In1 first1, In1 last1, In2 first2)
{
  return thrust::equal (first1, last1, first2, thrust::equal_to<typename detail::iter_value<In1>::type> ());
}
template <class In, class P> bool all_of (In first, In last, P pred) { return thrust::count_if (first, last, pred) == last - first; }
template <class In, class P> bool any_of (In first, In last, P pred) { return thrust::count_if (first, last, pred) > 0; }
template <class In, class P> bool none_of (In first, In last, P pred) { return thrust::count_if (first, last, pred) == 0; }

/* transform_inclusive_scan, transform_exclusive_scan: the scans over a transform_iterator. */
template <class In, class Out, class U, class Op> Out transform_inclusive_scan (In first, In last, Out out, U u, Op op)
{
  return thrust::inclusive_scan (thrust::make_transform_iterator (first, u), thrust::make_transform_iterator (last, u), out, op);
}
template <class In, class Out, class U, class T, class Op> Out transform_exclusive_scan (In first, In last, Out out, U u, T init, Op op)
{
  return thrust::exclusive_scan (thrust::make_transform_iterator (first, u), thrust::make_transform_iterator (last, u), out, init, op);
}

/* find, find_if, find_if_not: the first index whose predicate holds, as a reduction by minimum
 * over the indices (n where none does). */
namespace detail {
template <class It, class P, bool want> struct first_match
{
  It it;
  P p;
  long n;
  __host__ __device__ first_match (It i, P q, long m) : it (i), p (q), n (m) {}
  __host__ __device__ long operator() (long i) const { return (bool) p (it[i]) == want ? i : n; }
};
template <class It, class P> struct descent_at
{
  It it;
  P p;
  __host__ __device__ descent_at (It i, P q) : it (i), p (q) {}
  __host__ __device__ long operator() (long i) const { return p (it[i + 1], it[i]) ? 1 : 0; }
};
} // namespace detail
namespace detail {
/* find_if ([want] true) and find_if_not (false): the first element whose predicate is [want];
 * on the device a minimum over the matching indices. */
template <bool want, class It, class P> It find_match (It first, It last, P pred)
{
  long n = last - first;
  if constexpr (detail::on_device<It, It>::value)
    {
      typedef detail::first_match<__CUDAK_DEVT (It), P, want> F;
      F f (__CUDAK_DEV (It, first), pred, n);
      return first + detail::reduce_dev (transform_iterator<F, counting_iterator<long> > (counting_iterator<long> (0), f), n, n, thrust::minimum<long> (), 0);
    }
  else
    {
      for (long i = 0; i < n; i++)
        if ((bool) pred (first[i]) == want)
          return first + i;
      return last;
    }
}
} // namespace detail
template <class It, class P> It find_if (It first, It last, P pred)
{
  return detail::find_match<true> (first, last, pred);
}
template <class It, class P> It find_if_not (It first, It last, P pred)
{
  return detail::find_match<false> (first, last, pred);
}
template <class It, class T> It find (It first, It last, const T &v)
{
  return thrust::find_if (first, last, detail::eq_value<typename detail::iter_value<It>::type> (v));
}
template <class It, class C> bool is_sorted (It first, It last, C comp)
{
  long n = last - first;
  if (n < 2)
    return true;
  if constexpr (detail::on_device<It, It>::value)
    {
      typedef detail::descent_at<__CUDAK_DEVT (It), C> F;
      F f (__CUDAK_DEV (It, first), comp);
      return detail::reduce_dev (transform_iterator<F, counting_iterator<long> > (counting_iterator<long> (0), f), n - 1, 0L, thrust::plus<long> (), 0) == 0;
    }
  else
    {
      for (long i = 0; i + 1 < n; i++)
        if (comp (first[i + 1], first[i]))
          return false;
      return true;
    }
}
template <class It> bool is_sorted (It first, It last) { return thrust::is_sorted (first, last, thrust::less<typename detail::iter_value<It>::type> ()); }

/* lower_bound, upper_bound, binary_search: of one value, a binary search from the host (each
 * probe of device memory one read); of a range of values, one device thread per value. */
namespace detail {
template <class It, class T, class C, int kind> __host__ __device__ long bsearch_ (It it, long n, const T &v, C c)
{
  long lo = 0, hi = n;
  while (lo < hi)
    {
      long mid = lo + (hi - lo) / 2;
      bool go_right = kind == 1 ? !c (v, it[mid]) : c (it[mid], v);   /* upper : lower */
      if (go_right)
        lo = mid + 1;
      else
        hi = mid;
    }
  if (kind == 2)
    return lo < n && !c (v, it[lo]) ? 1 : 0;
  return lo;
}
template <class It, class VIt, class Out, class C, int kind> __global__ void k_bsearch (It it, long n, VIt vals, long m, Out out, C c)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < m)
    out[i] = bsearch_<It, typename iter_value<VIt>::type, C, kind> (it, n, vals[i], c);
}
template <int kind, class It, class VIt, class Out, class C> Out bsearch_range (It first, It last, VIt vfirst, VIt vlast, Out out, C c)
{
  long n = last - first, m = vlast - vfirst;
  if constexpr (on_device<It, Out>::value)
    {
      if (m > 0)
        k_bsearch<__CUDAK_DEVT (It), __CUDAK_DEVT (VIt), __CUDAK_DEVT (Out), C, kind>
          <<<grid_ (m), block_>>> (__CUDAK_DEV (It, first), n, __CUDAK_DEV (VIt, vfirst), m, __CUDAK_DEV (Out, out), c);
    }
  else
    for (long i = 0; i < m; i++)
      out[i] = bsearch_<It, typename iter_value<VIt>::type, C, kind> (first, n, vfirst[i], c);
  return out + m;
}
} // namespace detail
template <class It, class T, class C> It lower_bound (It first, It last, const T &v, C c)
{
  return first + detail::bsearch_<It, T, C, 0> (first, last - first, v, c);
}
template <class It, class T> It lower_bound (It first, It last, const T &v)
{
  return thrust::lower_bound (first, last, v, thrust::less<T> ());
}
template <class It, class T, class C> It upper_bound (It first, It last, const T &v, C c)
{
  return first + detail::bsearch_<It, T, C, 1> (first, last - first, v, c);
}
template <class It, class T> It upper_bound (It first, It last, const T &v)
{
  return thrust::upper_bound (first, last, v, thrust::less<T> ());
}
template <class It, class T> bool binary_search (It first, It last, const T &v)
{
  return detail::bsearch_<It, T, thrust::less<T>, 2> (first, last - first, v, thrust::less<T> ()) != 0;
}
template <class It, class VIt, class Out> Out lower_bound (It first, It last, VIt vfirst, VIt vlast, Out out)
{
  return detail::bsearch_range<0> (first, last, vfirst, vlast, out, thrust::less<typename detail::iter_value<It>::type> ());
}
template <class It, class VIt, class Out> Out upper_bound (It first, It last, VIt vfirst, VIt vlast, Out out)
{
  return detail::bsearch_range<1> (first, last, vfirst, vlast, out, thrust::less<typename detail::iter_value<It>::type> ());
}
template <class It, class VIt, class Out> Out binary_search (It first, It last, VIt vfirst, VIt vlast, Out out)
{
  return detail::bsearch_range<2> (first, last, vfirst, vlast, out, thrust::less<typename detail::iter_value<It>::type> ());
}

/* What Thrust declares in the headers cudak provides but cudak does not implement: a use is
 * one error, "unsupported: 'thrust::unique_by_key<...>' is not implemented by cudak". */
#define __CUDAK_THRUST_MISSING(NAME) template <class... Args> void NAME (Args... args) __attribute__((__unavailable__));
__CUDAK_THRUST_MISSING (inclusive_scan_by_key)
__CUDAK_THRUST_MISSING (exclusive_scan_by_key)
__CUDAK_THRUST_MISSING (is_sorted_until)
__CUDAK_THRUST_MISSING (unique_copy)
__CUDAK_THRUST_MISSING (unique_by_key)
__CUDAK_THRUST_MISSING (unique_by_key_copy)
__CUDAK_THRUST_MISSING (unique_count)
__CUDAK_THRUST_MISSING (transform_if)
__CUDAK_THRUST_MISSING (replace_copy)
__CUDAK_THRUST_MISSING (replace_copy_if)
__CUDAK_THRUST_MISSING (gather_if)
__CUDAK_THRUST_MISSING (scatter_if)
__CUDAK_THRUST_MISSING (generate_n)
__CUDAK_THRUST_MISSING (reverse_copy)
__CUDAK_THRUST_MISSING (uninitialized_copy)
#undef __CUDAK_THRUST_MISSING

#undef __CUDAK_TID
} // namespace thrust
#endif
