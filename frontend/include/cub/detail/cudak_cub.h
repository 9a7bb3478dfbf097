/* cub/detail/cudak_cub.h (cudak built-in) — CUB's common core (issue 20): the block and warp
 * primitives (BlockReduce, BlockScan, BlockLoad, BlockStore, WarpReduce, WarpScan) as device code
 * of the model over their TempStorage in __shared__, and DeviceReduce, DeviceScan and
 * DeviceRadixSort with the two-call temporary-storage protocol, as kernels. Shape and behaviour
 * follow CUB's documentation; no code of CUB is copied. Orders of evaluation: README "Thrust and CUB".
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CUB
#define __CUDAK_CUB
#include <thrust/detail/cudak_algo.h>
#include <limits.h>
#include <float.h>

namespace cub {
enum BlockReduceAlgorithm { BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS };
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockLoadAlgorithm { BLOCK_LOAD_DIRECT, BLOCK_LOAD_STRIPED, BLOCK_LOAD_VECTORIZE, BLOCK_LOAD_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED };
enum BlockStoreAlgorithm { BLOCK_STORE_DIRECT, BLOCK_STORE_STRIPED, BLOCK_STORE_VECTORIZE, BLOCK_STORE_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED };
struct NullType {};

namespace detail {
__device__ inline int linear_tid (int bx, int by)
{
  return threadIdx.x + bx * (threadIdx.y + by * threadIdx.z);
}
} // namespace detail

/* WarpReduce: a shuffle tree with offsets 1, 2, 4, ... (lane i adds lane i + offset), as CUB's
 * shuffle specialisation; the aggregate is valid in the logical warp's lane 0. */
template <class T, int LOGICAL_WARP_THREADS = 32> class WarpReduce
{
public:
  struct TempStorage { NullType unused; };
  __device__ WarpReduce (TempStorage &) {}
  template <class Op> __device__ T Reduce (T x, Op op, int valid_items)
  {
    int lane = (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) % LOGICAL_WARP_THREADS;
    for (int off = 1; off < LOGICAL_WARP_THREADS; off *= 2)
      {
        T y = __shfl_down_sync (0xffffffffu, x, off, LOGICAL_WARP_THREADS);
        if (lane + off < valid_items)
          x = op (x, y);
      }
    return x;
  }
  template <class Op> __device__ T Reduce (T x, Op op) { return Reduce (x, op, LOGICAL_WARP_THREADS); }
  __device__ T Sum (T x) { return Reduce (x, thrust::plus<T> (), LOGICAL_WARP_THREADS); }
  __device__ T Sum (T x, int valid_items) { return Reduce (x, thrust::plus<T> (), valid_items); }
};

/* WarpScan: Hillis-Steele over shuffles (offsets 1, 2, 4, ...). */
template <class T, int LOGICAL_WARP_THREADS = 32> class WarpScan
{
public:
  struct TempStorage { NullType unused; };
  __device__ WarpScan (TempStorage &) {}
  __device__ int lane_ () { return (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) % LOGICAL_WARP_THREADS; }
  template <class Op> __device__ void InclusiveScan (T x, T &out, Op op)
  {
    int lane = lane_ ();
    for (int off = 1; off < LOGICAL_WARP_THREADS; off *= 2)
      {
        T y = __shfl_up_sync (0xffffffffu, x, off, LOGICAL_WARP_THREADS);
        if (lane >= off)
          x = op (y, x);
      }
    out = x;
  }
  __device__ void InclusiveSum (T x, T &out) { InclusiveScan (x, out, thrust::plus<T> ()); }
  __device__ void InclusiveSum (T x, T &out, T &aggregate)
  {
    InclusiveSum (x, out);
    aggregate = __shfl_sync (0xffffffffu, out, LOGICAL_WARP_THREADS - 1, LOGICAL_WARP_THREADS);
  }
  __device__ void ExclusiveSum (T x, T &out)
  {
    T inc;
    InclusiveSum (x, inc);
    T y = __shfl_up_sync (0xffffffffu, inc, 1, LOGICAL_WARP_THREADS);
    out = lane_ () == 0 ? T () : y;
  }
  __device__ void ExclusiveSum (T x, T &out, T &aggregate)
  {
    T inc;
    InclusiveSum (x, inc, aggregate);
    T y = __shfl_up_sync (0xffffffffu, inc, 1, LOGICAL_WARP_THREADS);
    out = lane_ () == 0 ? T () : y;
  }
  __device__ T Broadcast (T x, int src_lane) { return __shfl_sync (0xffffffffu, x, src_lane, LOGICAL_WARP_THREADS); }
};

/* BlockReduce: each warp reduces by WarpReduce's shuffle tree, its lane 0 stores the warp's
 * aggregate in TempStorage, and after a barrier thread 0 folds the aggregates in warp order
 * (CUB's BLOCK_REDUCE_WARP_REDUCTIONS, used for every algorithm). The aggregate is valid in
 * thread 0; a second use of the same TempStorage needs a __syncthreads() before it, as in CUB. */
template <class T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockReduce
{
public:
  static const int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static const int WARPS = (BLOCK_THREADS + 31) / 32;
  struct TempStorage { T warp_aggregates[(BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z + 31) / 32]; };
  TempStorage *s_;
  __device__ BlockReduce (TempStorage &s) : s_ (&s) {}
  __device__ T Sum (T x, int num_valid) { return Reduce (x, thrust::plus<T> (), num_valid); }
  template <class Op> __device__ T Reduce (T x, Op op) { return Reduce (x, op, BLOCK_THREADS); }
  template <class Op, int N> __device__ T Reduce (T (&items)[N], Op op)
  {
    T p = items[0];
    for (int i = 1; i < N; i++)
      p = op (p, items[i]);
    return Reduce (p, op, BLOCK_THREADS);
  }
  template <class Op> __device__ T Reduce (T x, Op op, int num_valid)
  {
    int tid = detail::linear_tid (BLOCK_DIM_X, BLOCK_DIM_Y);
    int warp = tid / 32, lane = tid % 32;
    int valid_in_warp = num_valid - warp * 32;
    int warp_size = BLOCK_THREADS - warp * 32 < 32 ? BLOCK_THREADS - warp * 32 : 32;
    unsigned mask = warp_size == 32 ? 0xffffffffu : (1u << warp_size) - 1u;
    for (int off = 1; off < 32; off *= 2)
      {
        T y = __shfl_down_sync (mask, x, off);
        if (lane + off < valid_in_warp && lane + off < warp_size)
          x = op (x, y);
      }
    if (lane == 0 && warp > 0)
      s_->warp_aggregates[warp] = x;
    __syncthreads ();
    if (tid == 0)
      for (int w = 1; w < WARPS && w * 32 < num_valid; w++)
        x = op (x, s_->warp_aggregates[w]);
    return x;
  }
  __device__ T Sum (T x) { return Sum (x, BLOCK_THREADS); }
  template <int N> __device__ T Sum (T (&items)[N]) { return Reduce (items, thrust::plus<T> ()); }
};

/* BlockScan: a Hillis-Steele scan in TempStorage with barriers (offsets 1, 2, 4, ...). */
template <class T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockScan
{
public:
  static const int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  struct TempStorage { T buf[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z]; };
  TempStorage *s_;
  __device__ BlockScan (TempStorage &s) : s_ (&s) {}
  /* The inclusive scan of [x] over the block under [op]; the block's total in [aggregate]. */
  template <class Op> __device__ T inclusive_op_ (T x, T &aggregate, Op op)
  {
    int tid = detail::linear_tid (BLOCK_DIM_X, BLOCK_DIM_Y);
    s_->buf[tid] = x;
    __syncthreads ();
    for (int off = 1; off < BLOCK_THREADS; off *= 2)
      {
        T y = tid >= off ? s_->buf[tid - off] : x;
        __syncthreads ();
        if (tid >= off)
          s_->buf[tid] = op (y, s_->buf[tid]);
        __syncthreads ();
      }
    aggregate = s_->buf[BLOCK_THREADS - 1];
    T r = s_->buf[tid];
    return r;
  }
  __device__ T inclusive_ (T x, T &aggregate) { return inclusive_op_ (x, aggregate, thrust::plus<T> ()); }
  template <class Op> __device__ void InclusiveScan (T x, T &out, Op op) { T a; out = inclusive_op_ (x, a, op); }
  template <class Op> __device__ void InclusiveScan (T x, T &out, Op op, T &aggregate) { out = inclusive_op_ (x, aggregate, op); }
  /* The exclusive scan: thread t gets init op x0 op ... op x(t-1), from the inclusive scan of
   * its predecessor, read from TempStorage after a barrier. */
  template <class Op> __device__ void ExclusiveScan (T x, T &out, T init, Op op, T &aggregate)
  {
    int tid = detail::linear_tid (BLOCK_DIM_X, BLOCK_DIM_Y);
    inclusive_op_ (x, aggregate, op);
    T prev = tid > 0 ? s_->buf[tid - 1] : init;
    out = tid > 0 ? op (init, prev) : init;
  }
  template <class Op> __device__ void ExclusiveScan (T x, T &out, T init, Op op) { T a; ExclusiveScan (x, out, init, op, a); }
  __device__ void InclusiveSum (T x, T &out) { T a; out = inclusive_ (x, a); }
  __device__ void InclusiveSum (T x, T &out, T &aggregate) { out = inclusive_ (x, aggregate); }
  __device__ void ExclusiveSum (T x, T &out) { T a; out = inclusive_ (x, a) - x; }
  __device__ void ExclusiveSum (T x, T &out, T &aggregate) { out = inclusive_ (x, aggregate) - x; }
#define __CUDAK_CUB_SCAN_N(N) \
  __device__ void InclusiveSum (T (&in)[N], T (&out)[N]) \
  { \
    T p = in[0]; \
    for (int i = 1; i < N; i++) \
      p = p + in[i]; \
    T a, pre; \
    pre = inclusive_ (p, a) - p; \
    for (int i = 0; i < N; i++) \
      { \
        pre = pre + in[i]; \
        out[i] = pre; \
      } \
  } \
  __device__ void ExclusiveSum (T (&in)[N], T (&out)[N]) \
  { \
    T p = in[0]; \
    for (int i = 1; i < N; i++) \
      p = p + in[i]; \
    T a, pre; \
    pre = inclusive_ (p, a) - p; \
    for (int i = 0; i < N; i++) \
      { \
        T v = in[i]; \
        out[i] = pre; \
        pre = pre + v; \
      } \
  }
  __CUDAK_CUB_SCAN_N (2)
  __CUDAK_CUB_SCAN_N (4)
  __CUDAK_CUB_SCAN_N (8)
  __CUDAK_CUB_SCAN_N (16)
#undef __CUDAK_CUB_SCAN_N
};

/* BlockLoad and BlockStore: the blocked arrangement (thread t holds items t*N .. t*N+N-1) but
 * for the STRIPED algorithms (item i of thread t at i*BLOCK_THREADS + t); the TRANSPOSE ones go
 * through TempStorage between a striped access and the blocked one, with a barrier. */
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockLoad
{
public:
  static const int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  struct TempStorage { T buf[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD]; };
  TempStorage *s_;
  __device__ BlockLoad () : s_ (0) {}
  __device__ BlockLoad (TempStorage &s) : s_ (&s) {}
  template <class It> __device__ void load_ (It p, T (&items)[ITEMS_PER_THREAD], int valid, bool guarded, T oob)
  {
    int tid = detail::linear_tid (BLOCK_DIM_X, BLOCK_DIM_Y);
    bool transpose = ALGORITHM == BLOCK_LOAD_TRANSPOSE || ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE
                     || ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED;
    if (ALGORITHM == BLOCK_LOAD_STRIPED || transpose)
      for (int i = 0; i < ITEMS_PER_THREAD; i++)
        {
          int k = i * BLOCK_THREADS + tid;
          items[i] = !guarded || k < valid ? p[k] : oob;
        }
    else
      for (int i = 0; i < ITEMS_PER_THREAD; i++)
        {
          int k = tid * ITEMS_PER_THREAD + i;
          items[i] = !guarded || k < valid ? p[k] : oob;
        }
    if (transpose)
      {
        for (int i = 0; i < ITEMS_PER_THREAD; i++)
          s_->buf[i * BLOCK_THREADS + tid] = items[i];
        __syncthreads ();
        for (int i = 0; i < ITEMS_PER_THREAD; i++)
          items[i] = s_->buf[tid * ITEMS_PER_THREAD + i];
      }
  }
  template <class It> __device__ void Load (It p, T (&items)[ITEMS_PER_THREAD]) { load_ (p, items, 0, false, T ()); }
  template <class It> __device__ void Load (It p, T (&items)[ITEMS_PER_THREAD], int valid_items) { load_ (p, items, valid_items, true, items[0]); }
  template <class It> __device__ void Load (It p, T (&items)[ITEMS_PER_THREAD], int valid_items, T oob_default) { load_ (p, items, valid_items, true, oob_default); }
};

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockStore
{
public:
  static const int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  struct TempStorage { T buf[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD]; };
  TempStorage *s_;
  __device__ BlockStore () : s_ (0) {}
  __device__ BlockStore (TempStorage &s) : s_ (&s) {}
  template <class It> __device__ void store_ (It p, T (&items)[ITEMS_PER_THREAD], int valid, bool guarded)
  {
    int tid = detail::linear_tid (BLOCK_DIM_X, BLOCK_DIM_Y);
    bool transpose = ALGORITHM == BLOCK_STORE_TRANSPOSE || ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE
                     || ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED;
    if (transpose)
      {
        for (int i = 0; i < ITEMS_PER_THREAD; i++)
          s_->buf[tid * ITEMS_PER_THREAD + i] = items[i];
        __syncthreads ();
        for (int i = 0; i < ITEMS_PER_THREAD; i++)
          {
            int k = i * BLOCK_THREADS + tid;
            if (!guarded || k < valid)
              p[k] = s_->buf[k];
          }
      }
    else if (ALGORITHM == BLOCK_STORE_STRIPED)
      for (int i = 0; i < ITEMS_PER_THREAD; i++)
        {
          int k = i * BLOCK_THREADS + tid;
          if (!guarded || k < valid)
            p[k] = items[i];
        }
    else
      for (int i = 0; i < ITEMS_PER_THREAD; i++)
        {
          int k = tid * ITEMS_PER_THREAD + i;
          if (!guarded || k < valid)
            p[k] = items[i];
        }
  }
  template <class It> __device__ void Store (It p, T (&items)[ITEMS_PER_THREAD]) { store_ (p, items, 0, false); }
  template <class It> __device__ void Store (It p, T (&items)[ITEMS_PER_THREAD], int valid_items) { store_ (p, items, valid_items, true); }
};

/* Direct loads and stores of a blocked arrangement (cub/block/block_load.cuh's free functions). */
template <int N, class T> __device__ void LoadDirectBlocked (int tid, const T *p, T (&items)[N])
{
  for (int i = 0; i < N; i++)
    items[i] = p[tid * N + i];
}
template <int N, class T> __device__ void StoreDirectBlocked (int tid, T *p, T (&items)[N])
{
  for (int i = 0; i < N; i++)
    p[tid * N + i] = items[i];
}

namespace detail {
template <class T> struct lowest_;
template <> struct lowest_<int> { __host__ __device__ int operator() () const { return INT_MIN; } };
template <> struct lowest_<unsigned> { __host__ __device__ unsigned operator() () const { return 0u; } };
template <> struct lowest_<long> { __host__ __device__ long operator() () const { return LONG_MIN; } };
template <> struct lowest_<long long> { __host__ __device__ long long operator() () const { return LLONG_MIN; } };
template <> struct lowest_<float> { __host__ __device__ float operator() () const { return -FLT_MAX; } };
template <> struct lowest_<double> { __host__ __device__ double operator() () const { return -DBL_MAX; } };
template <class T> struct highest_;
template <> struct highest_<int> { __host__ __device__ int operator() () const { return INT_MAX; } };
template <> struct highest_<unsigned> { __host__ __device__ unsigned operator() () const { return UINT_MAX; } };
template <> struct highest_<long> { __host__ __device__ long operator() () const { return LONG_MAX; } };
template <> struct highest_<long long> { __host__ __device__ long long operator() () const { return LLONG_MAX; } };
template <> struct highest_<float> { __host__ __device__ float operator() () const { return FLT_MAX; } };
template <> struct highest_<double> { __host__ __device__ double operator() () const { return DBL_MAX; } };

/* The temporary storage of a device reduction: the block results of every level of the tree. */
inline size_t reduce_levels_ (long n)
{
  size_t total = 0;
  for (long m = n; m > 1;)
    {
      m = (m + 255) / 256;
      total += (size_t) m;
    }
  return total ? total : 1;
}
template <class T, class Op> __global__ void k_store_result (const T *r, T *out, long n, T init, Op op, bool use_init)
{
  if (n == 0)
    *out = init;
  else
    *out = use_init ? op (init, *r) : *r;
}
template <class In, class T, class Op>
cudaError_t device_reduce (void *temp, size_t &bytes, In in, T *out, long n, T init, Op op, bool use_init, cudaStream_t s)
{
  size_t need = reduce_levels_ (n) * sizeof (T);
  if (temp == 0)
    {
      bytes = need;
      return cudaSuccess;
    }
  if (bytes < need)
    return cudaErrorInvalidValue;
  T *buf = (T *) temp;
  const T *r = buf;
  if (n > 0)
    {
      long nb = (long) thrust::detail::grid_ (n);
      thrust::detail::k_reduce<<<(unsigned) nb, 256, 0, s>>> (thrust::detail::dev_get (in), n, buf, op);
      T *lvl = buf;
      while (nb > 1)
        {
          long nb2 = (long) thrust::detail::grid_ (nb);
          thrust::detail::k_reduce<<<(unsigned) nb2, 256, 0, s>>> (lvl, nb, lvl + nb, op);
          lvl += nb;
          nb = nb2;
        }
      r = lvl;
    }
  k_store_result<<<1, 1, 0, s>>> (r, out, n, init, op, use_init);
  return cudaGetLastError ();
}
} // namespace detail

namespace DeviceReduce {
template <class In, class T>
cudaError_t Sum (void *d_temp_storage, size_t &temp_storage_bytes, In d_in, T *d_out, int num_items, cudaStream_t stream = 0)
{
  return detail::device_reduce (d_temp_storage, temp_storage_bytes, d_in, d_out, (long) num_items, T (), thrust::plus<T> (), false, stream);
}
template <class In, class T>
cudaError_t Max (void *d_temp_storage, size_t &temp_storage_bytes, In d_in, T *d_out, int num_items, cudaStream_t stream = 0)
{
  return detail::device_reduce (d_temp_storage, temp_storage_bytes, d_in, d_out, (long) num_items, detail::lowest_<T> () (), thrust::maximum<T> (), false, stream);
}
template <class In, class T>
cudaError_t Min (void *d_temp_storage, size_t &temp_storage_bytes, In d_in, T *d_out, int num_items, cudaStream_t stream = 0)
{
  return detail::device_reduce (d_temp_storage, temp_storage_bytes, d_in, d_out, (long) num_items, detail::highest_<T> () (), thrust::minimum<T> (), false, stream);
}
template <class In, class T, class Op>
cudaError_t Reduce (void *d_temp_storage, size_t &temp_storage_bytes, In d_in, T *d_out, int num_items, Op op, T init, cudaStream_t stream = 0)
{
  return detail::device_reduce (d_temp_storage, temp_storage_bytes, d_in, d_out, (long) num_items, init, op, true, stream);
}
} // namespace DeviceReduce

namespace DeviceScan {
template <class In, class T>
cudaError_t InclusiveSum (void *d_temp_storage, size_t &temp_storage_bytes, In d_in, T *d_out, int num_items, cudaStream_t stream = 0)
{
  if (d_temp_storage == 0)
    {
      temp_storage_bytes = 1;
      return cudaSuccess;
    }
  if (num_items > 0)
    thrust::detail::k_scan<typename thrust::detail::dev<In>::type, T *, T, thrust::plus<T>, false><<<1, 256, 0, stream>>> (thrust::detail::dev_get (d_in), d_out, (long) num_items, T (), thrust::plus<T> ());
  return cudaGetLastError ();
}
template <class In, class T>
cudaError_t ExclusiveSum (void *d_temp_storage, size_t &temp_storage_bytes, In d_in, T *d_out, int num_items, cudaStream_t stream = 0)
{
  if (d_temp_storage == 0)
    {
      temp_storage_bytes = 1;
      return cudaSuccess;
    }
  if (num_items > 0)
    thrust::detail::k_scan<typename thrust::detail::dev<In>::type, T *, T, thrust::plus<T>, true><<<1, 256, 0, stream>>> (thrust::detail::dev_get (d_in), d_out, (long) num_items, T (), thrust::plus<T> ());
  return cudaGetLastError ();
}
} // namespace DeviceScan

namespace detail {
/* A key as the radix sort sees it: unsigned, ordered as the key (signed: sign bit flipped;
 * floating: thrust's bit order), of which bits [b, e) are compared. */
template <class K> struct ukey { __host__ __device__ unsigned long long operator() (K k) const { return (unsigned long long) k; } };
template <> struct ukey<int> { __host__ __device__ unsigned long long operator() (int k) const { return (unsigned) k ^ 0x80000000u; } };
template <> struct ukey<short> { __host__ __device__ unsigned long long operator() (short k) const { return (unsigned short) k ^ 0x8000u; } };
template <> struct ukey<signed char> { __host__ __device__ unsigned long long operator() (signed char k) const { return (unsigned char) k ^ 0x80u; } };
template <> struct ukey<long> { __host__ __device__ unsigned long long operator() (long k) const { return (unsigned long long) k ^ 0x8000000000000000ull; } };
template <> struct ukey<long long> { __host__ __device__ unsigned long long operator() (long long k) const { return (unsigned long long) k ^ 0x8000000000000000ull; } };
template <> struct ukey<float> { __host__ __device__ unsigned long long operator() (float k) const { thrust::detail::radix_key<float> r; return r (k); } };
template <> struct ukey<double> { __host__ __device__ unsigned long long operator() (double k) const { thrust::detail::radix_key<double> r; return r (k); } };
template <class K, bool desc> struct bits_cmp
{
  int b, e;
  __host__ __device__ bits_cmp (int bb, int ee) : b (bb), e (ee) {}
  __host__ __device__ bool operator() (const K &x, const K &y) const
  {
    unsigned long long m = e - b >= 64 ? ~0ull : ((1ull << (e - b)) - 1ull);
    ukey<K> u;
    unsigned long long kx = (u (x) >> b) & m, ky = (u (y) >> b) & m;
    return desc ? ky < kx : kx < ky;
  }
};
template <class K, class V, bool kv, bool desc>
cudaError_t radix_sort (void *temp, size_t &bytes, const K *kin, K *kout, const V *vin, V *vout, long n, int b, int e, cudaStream_t s)
{
  size_t kbytes = ((n * sizeof (K) + 255) / 256) * 256;
  size_t need = kbytes + (kv ? n * sizeof (V) : 0);
  if (need == 0)
    need = 1;
  if (temp == 0)
    {
      bytes = need;
      return cudaSuccess;
    }
  if (bytes < need)
    return cudaErrorInvalidValue;
  if (n <= 0)
    return cudaSuccess;
  cudaMemcpyAsync (kout, kin, n * sizeof (K), cudaMemcpyDeviceToDevice, s);
  if (kv)
    cudaMemcpyAsync (vout, vin, n * sizeof (V), cudaMemcpyDeviceToDevice, s);
  thrust::detail::merge_sort_dev<K, V, bits_cmp<K, desc>, kv> (kout, vout, (K *) temp, kv ? (V *) ((char *) temp + kbytes) : (V *) 0, n,
                                                              bits_cmp<K, desc> (b, e), s);
  return cudaGetLastError ();
}
} // namespace detail

namespace DeviceRadixSort {
template <class K>
cudaError_t SortKeys (void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in, K *d_keys_out, int num_items,
                      int begin_bit = 0, int end_bit = sizeof (K) * 8, cudaStream_t stream = 0)
{
  return detail::radix_sort<K, K, false, false> (d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, (const K *) 0, (K *) 0, num_items, begin_bit, end_bit, stream);
}
template <class K>
cudaError_t SortKeysDescending (void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in, K *d_keys_out, int num_items,
                                int begin_bit = 0, int end_bit = sizeof (K) * 8, cudaStream_t stream = 0)
{
  return detail::radix_sort<K, K, false, true> (d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, (const K *) 0, (K *) 0, num_items, begin_bit, end_bit, stream);
}
template <class K, class V>
cudaError_t SortPairs (void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in, K *d_keys_out, const V *d_values_in,
                       V *d_values_out, int num_items, int begin_bit = 0, int end_bit = sizeof (K) * 8, cudaStream_t stream = 0)
{
  return detail::radix_sort<K, V, true, false> (d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out, num_items, begin_bit, end_bit, stream);
}
template <class K, class V>
cudaError_t SortPairsDescending (void *d_temp_storage, size_t &temp_storage_bytes, const K *d_keys_in, K *d_keys_out, const V *d_values_in,
                                 V *d_values_out, int num_items, int begin_bit = 0, int end_bit = sizeof (K) * 8, cudaStream_t stream = 0)
{
  return detail::radix_sort<K, V, true, true> (d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out, num_items, begin_bit, end_bit, stream);
}
} // namespace DeviceRadixSort
/* CUB's device algorithms cudak does not implement: a use is one error, "unsupported:
 * 'cub::DeviceSelect::If<...>' is not implemented by cudak". */
#define __CUDAK_CUB_MISSING(NAME) template <class... Args> cudaError_t NAME (Args... args) __attribute__((__unavailable__));
namespace DeviceReduce { __CUDAK_CUB_MISSING (ArgMin) __CUDAK_CUB_MISSING (ArgMax) __CUDAK_CUB_MISSING (ReduceByKey) }
namespace DeviceScan { __CUDAK_CUB_MISSING (InclusiveScan) __CUDAK_CUB_MISSING (ExclusiveScan) __CUDAK_CUB_MISSING (InclusiveSumByKey) __CUDAK_CUB_MISSING (ExclusiveSumByKey) }
namespace DeviceSelect { __CUDAK_CUB_MISSING (If) __CUDAK_CUB_MISSING (Flagged) __CUDAK_CUB_MISSING (Unique) }
namespace DevicePartition { __CUDAK_CUB_MISSING (If) __CUDAK_CUB_MISSING (Flagged) }
namespace DeviceHistogram { __CUDAK_CUB_MISSING (HistogramEven) __CUDAK_CUB_MISSING (HistogramRange) }
namespace DeviceRunLengthEncode { __CUDAK_CUB_MISSING (Encode) __CUDAK_CUB_MISSING (NonTrivialRuns) }
namespace DeviceSegmentedReduce { __CUDAK_CUB_MISSING (Sum) __CUDAK_CUB_MISSING (Reduce) __CUDAK_CUB_MISSING (Min) __CUDAK_CUB_MISSING (Max) }
namespace DeviceSegmentedRadixSort { __CUDAK_CUB_MISSING (SortKeys) __CUDAK_CUB_MISSING (SortPairs) }
namespace DeviceMergeSort { __CUDAK_CUB_MISSING (SortKeys) __CUDAK_CUB_MISSING (SortPairs) }
#undef __CUDAK_CUB_MISSING
} // namespace cub
#endif
