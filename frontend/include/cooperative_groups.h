/* cooperative_groups.h (cudak built-in) — CUDA's cooperative groups (CUDA Programming Guide,
 * "Cooperative Groups"), written in the C++ cudak accepts. Every group's sync() is a barrier of
 * the model: a block's is __syncthreads [H §5.5.1], a tile's or a coalesced group's is
 * __syncwarp over the group's lanes (a warp-level barrier reached by part of its mask is
 * reported), a grid's is the grid barrier of semantics/grid.c (a kernel launched with
 * cudaLaunchCooperativeKernel). The collectives are the warp's votes and shuffles, with the
 * ranks and bit orders the toolkit's header documents (a tile's ballot and match_* are packed
 * to the tile's ranks).
 * Limits: tiles of 1, 2, 4, 8, 16 or 32 threads (a multi-warp tile is an unsupported error); the collectives take
 * the arithmetic types of the shuffles (int, unsigned, long, long long and their unsigned,
 * float, double), not arbitrary objects; a warp is 32 threads.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_COOPERATIVE_GROUPS_H
#define __CUDAK_COOPERATIVE_GROUPS_H
#include <cuda_runtime.h>

/* the grid barrier (semantics/grid.c, interp/lower.c) */
__device__ void __cudak_grid_sync(void);
__device__ int __cudak_grid_is_cooperative(void);
__device__ void __cudak_grid_invalid_sync(void);

namespace cooperative_groups {

namespace details {
__device__ __forceinline__ unsigned int laneid()
{
  return (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) & 31u;
}
__device__ __forceinline__ unsigned int lanemask32_lt()
{
  return (1u << laneid()) - 1u;
}
/* the lane of the member of rank [rank] in [mask] (CUDA's __fns(mask, 0, rank + 1)) */
__device__ __forceinline__ unsigned int lane_of_rank(unsigned int mask, unsigned int rank)
{
  for (unsigned int lane = 0; lane < 32; lane++)
    if ((mask >> lane) & 1u)
      {
        if (rank == 0)
          return lane;
        rank--;
      }
  return 32;
}
/* [lanes] (a mask of lanes) as bits of the ranks of [mask]'s members */
__device__ __forceinline__ unsigned int pack_lanes(unsigned int mask, unsigned int lanes)
{
  unsigned int pack = 0, rank = 0;
  for (unsigned int lane = 0; lane < 32; lane++)
    if ((mask >> lane) & 1u)
      {
        if ((lanes >> lane) & 1u)
          pack |= 1u << rank;
        rank++;
      }
  return pack;
}
/* __match_any_sync written with shuffles: the lanes of [mask] whose value equals this lane's */
__device__ __forceinline__ unsigned int match_any(unsigned int mask, unsigned long long v)
{
  unsigned int r = 0;
  for (int lane = 0; lane < 32; lane++)
    if ((mask >> lane) & 1u)
      {
        unsigned long long w = __shfl_sync(mask, v, lane);
        if (w == v)
          r |= 1u << lane;
      }
  return r;
}
enum { block_type = 0, grid_type = 1, tile_type = 2, coalesced_type = 3 };
}

/* Every group is a thread_group (the value the Programming Guide's functions take): its kind,
 * for a warp-level group its member lanes, and its rank among its parent's partitions. */
class thread_group {
public:
  unsigned int __cudak_type;
  unsigned int __cudak_mask;
  unsigned int __cudak_meta_rank;
  unsigned int __cudak_meta_size;
  __device__ thread_group(unsigned int type, unsigned int mask, unsigned int mr, unsigned int ms)
    : __cudak_type(type), __cudak_mask(mask), __cudak_meta_rank(mr), __cudak_meta_size(ms) {}
  __device__ unsigned long long size() const
  {
    if (__cudak_type == details::block_type)
      return blockDim.x * blockDim.y * blockDim.z;
    if (__cudak_type == details::grid_type)
      return (unsigned long long) blockDim.x * blockDim.y * blockDim.z
             * gridDim.x * gridDim.y * gridDim.z;
    return __popc(__cudak_mask);
  }
  __device__ unsigned long long num_threads() const { return size(); }
  __device__ unsigned long long thread_rank() const
  {
    unsigned int in_block = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    if (__cudak_type == details::block_type)
      return in_block;
    if (__cudak_type == details::grid_type)
      return (unsigned long long) (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z))
             * (blockDim.x * blockDim.y * blockDim.z) + in_block;
    return __popc(__cudak_mask & details::lanemask32_lt());
  }
  __device__ void sync() const
  {
    if (__cudak_type == details::block_type)
      __syncthreads();
    else if (__cudak_type == details::grid_type)
      {
        if (!__cudak_grid_is_cooperative())
          __cudak_grid_invalid_sync();
        else
          __cudak_grid_sync();
      }
    else
      __syncwarp(__cudak_mask);
  }
  __device__ unsigned int get_type() const { return __cudak_type; }
};

class thread_block : public thread_group {
public:
  __device__ thread_block() : thread_group(details::block_type, 0, 0, 1) {}
  __device__ unsigned int size() const { return blockDim.x * blockDim.y * blockDim.z; }
  __device__ unsigned int num_threads() const { return blockDim.x * blockDim.y * blockDim.z; }
  __device__ unsigned int thread_rank() const
  {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  }
  __device__ void sync() const { __syncthreads(); }
  __device__ dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __device__ dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  __device__ dim3 dim_threads() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __device__ dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
};

__device__ __forceinline__ thread_block this_thread_block() { return thread_block(); }

class grid_group : public thread_group {
public:
  __device__ grid_group() : thread_group(details::grid_type, 0, 0, 1) {}
  __device__ bool is_valid() const { return __cudak_grid_is_cooperative() != 0; }
  __device__ void sync() const
  {
    if (!__cudak_grid_is_cooperative())
      __cudak_grid_invalid_sync();
    else
      __cudak_grid_sync();
  }
  __device__ unsigned long long size() const { return thread_group::size(); }
  __device__ unsigned long long num_threads() const { return thread_group::size(); }
  __device__ unsigned long long thread_rank() const { return thread_group::thread_rank(); }
  __device__ dim3 group_dim() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  __device__ dim3 dim_blocks() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  __device__ dim3 dim_threads() const
  {
    return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y, gridDim.z * blockDim.z);
  }
  __device__ dim3 thread_index() const
  {
    return dim3(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y,
                blockIdx.z * blockDim.z + threadIdx.z);
  }
  __device__ unsigned long long num_blocks() const
  {
    return (unsigned long long) gridDim.x * gridDim.y * gridDim.z;
  }
  __device__ dim3 block_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __device__ unsigned long long block_rank() const
  {
    return blockIdx.x + gridDim.x * (blockIdx.y + (unsigned long long) gridDim.y * blockIdx.z);
  }
};

__device__ __forceinline__ grid_group this_grid() { return grid_group(); }

/* The groups of lanes of one warp: tiles and coalesced groups. */
class __cudak_warp_group : public thread_group {
public:
  __device__ __cudak_warp_group(unsigned int type, unsigned int mask, unsigned int mr, unsigned int ms)
    : thread_group(type, mask, mr, ms) {}
  __device__ unsigned int size() const { return __popc(__cudak_mask); }
  __device__ unsigned int num_threads() const { return __popc(__cudak_mask); }
  __device__ unsigned int thread_rank() const { return __popc(__cudak_mask & details::lanemask32_lt()); }
  __device__ unsigned int meta_group_rank() const { return __cudak_meta_rank; }
  __device__ unsigned int meta_group_size() const { return __cudak_meta_size; }
  __device__ void sync() const { __syncwarp(__cudak_mask); }
  /* the lane of the member of rank [r] (a tile's members are consecutive lanes) */
  __device__ int __cudak_lane(unsigned int r) const
  {
    if (__cudak_type == details::tile_type)
      return (int) ((__ffs(__cudak_mask) - 1) + r);
    return (int) details::lane_of_rank(__cudak_mask, r);
  }
  __device__ int __cudak_width() const
  {
    return __cudak_type == details::tile_type ? (int) __popc(__cudak_mask) : 32;
  }
  __device__ int any(int predicate) const { return __ballot_sync(__cudak_mask, predicate) != 0; }
  __device__ int all(int predicate) const
  {
    return __ballot_sync(__cudak_mask, predicate) == __cudak_mask;
  }
  __device__ unsigned int ballot(int predicate) const
  {
    return details::pack_lanes(__cudak_mask, __ballot_sync(__cudak_mask, predicate));
  }
  __device__ unsigned int match_any(unsigned long long v) const
  {
    return details::pack_lanes(__cudak_mask, details::match_any(__cudak_mask, v));
  }
  __device__ unsigned int match_any(long long v) const { return match_any((unsigned long long) v); }
  __device__ unsigned int match_any(unsigned long v) const { return match_any((unsigned long long) v); }
  __device__ unsigned int match_any(long v) const { return match_any((unsigned long long) v); }
  __device__ unsigned int match_any(unsigned int v) const { return match_any((unsigned long long) v); }
  __device__ unsigned int match_any(int v) const { return match_any((unsigned long long) v); }
  __device__ unsigned int match_all(unsigned long long v, int &pred) const
  {
    unsigned int same = details::match_any(__cudak_mask, v);
    pred = same == __cudak_mask;
    return pred ? details::pack_lanes(__cudak_mask, same) : 0u;
  }
  __device__ unsigned int match_all(long long v, int &pred) const { return match_all((unsigned long long) v, pred); }
  __device__ unsigned int match_all(unsigned long v, int &pred) const { return match_all((unsigned long long) v, pred); }
  __device__ unsigned int match_all(long v, int &pred) const { return match_all((unsigned long long) v, pred); }
  __device__ unsigned int match_all(unsigned int v, int &pred) const { return match_all((unsigned long long) v, pred); }
  __device__ unsigned int match_all(int v, int &pred) const { return match_all((unsigned long long) v, pred); }

/* shfl (from the member of rank src), shfl_up/shfl_down (by delta ranks; a source outside the
 * group gives the lane its own value), shfl_xor (a tile's): one overload per shuffled type */
#define __CUDAK_CG_SHFL(T)                                                                       \
  __device__ T shfl(T v, int src) const                                                       \
  {                                                                                           \
    if (__cudak_type == details::tile_type)                                                   \
      return __shfl_sync(__cudak_mask, v, src, __cudak_width());                              \
    return __shfl_sync(__cudak_mask, v, __cudak_lane((unsigned int) src), 32);                \
  }                                                                                           \
  __device__ T shfl_down(T v, unsigned int d) const                                           \
  {                                                                                           \
    if (__cudak_type == details::tile_type)                                                   \
      return __shfl_down_sync(__cudak_mask, v, d, __cudak_width());                           \
    unsigned int r = thread_rank() + d;                                                       \
    int lane = r < size() ? __cudak_lane(r) : (int) details::laneid();                        \
    return __shfl_sync(__cudak_mask, v, lane, 32);                                            \
  }                                                                                           \
  __device__ T shfl_up(T v, unsigned int d) const                                             \
  {                                                                                           \
    if (__cudak_type == details::tile_type)                                                   \
      return __shfl_up_sync(__cudak_mask, v, d, __cudak_width());                             \
    unsigned int r = thread_rank();                                                           \
    int lane = d <= r ? __cudak_lane(r - d) : (int) details::laneid();                        \
    return __shfl_sync(__cudak_mask, v, lane, 32);                                            \
  }                                                                                           \
  __device__ T shfl_xor(T v, unsigned int m) const                                            \
  {                                                                                           \
    return __shfl_xor_sync(__cudak_mask, v, m, __cudak_width());                              \
  }
  __CUDAK_CG_SHFL(int)
  __CUDAK_CG_SHFL(unsigned int)
  __CUDAK_CG_SHFL(long)
  __CUDAK_CG_SHFL(unsigned long)
  __CUDAK_CG_SHFL(long long)
  __CUDAK_CG_SHFL(unsigned long long)
  __CUDAK_CG_SHFL(float)
  __CUDAK_CG_SHFL(double)
#undef __CUDAK_CG_SHFL
};

class coalesced_group : public __cudak_warp_group {
public:
  __device__ explicit coalesced_group(unsigned int mask, unsigned int mr = 0, unsigned int ms = 1)
    : __cudak_warp_group(details::coalesced_type, mask, mr, ms) {}
  __device__ coalesced_group(const thread_group &g)
    : __cudak_warp_group(details::coalesced_type, g.__cudak_mask, g.__cudak_meta_rank,
                         g.__cudak_meta_size) {}
};

__device__ __forceinline__ coalesced_group coalesced_threads()
{
  return coalesced_group(__activemask());
}

/* thread_block_tile<Size>: Size consecutive lanes of a warp (1, 2, 4, 8, 16 or 32). The
 * parent type is not kept: every tile of one size is the same type. */
namespace details {
/* Multi-warp tiles (64, 128, 256, 512 or 1024 threads, CUDA 12's thread_block_tile over several
   warps, which nvcc accepts plainly) are not implemented: their sync would be a barrier of part of
   a block, which the model lacks; a use is one error, "unsupported: 'multi_warp_thread_block_tile'
   is not implemented by cudak" */
template <unsigned int Size, bool Multi = (Size / 64u != 0u)>
struct tile_size {
  static_assert(Size == 1 || Size == 2 || Size == 4 || Size == 8 || Size == 16 || Size == 32,
                "Size must be one of 1/2/4/8/16/32");
  __device__ static void check() {}
};
__device__ void multi_warp_thread_block_tile() __attribute__((__unavailable__));
template <unsigned int Size>
struct tile_size<Size, true> {
  static_assert(Size == 64 || Size == 128 || Size == 256 || Size == 512 || Size == 1024,
                "Size must be one of 64/128/256/512");
  __device__ static void check() { multi_warp_thread_block_tile(); }
};
}

template <unsigned int Size, class ParentT = void>
class thread_block_tile : public __cudak_warp_group {
public:
  __device__ thread_block_tile(unsigned int mr, unsigned int ms)
    : __cudak_warp_group(details::tile_type,
                         Size == 32 ? 0xffffffffu
                                    : ((1u << Size) - 1u) << (details::laneid() & ~(Size - 1u)),
                         mr, ms) {}
  __host__ __device__ static constexpr unsigned int num_threads() { return Size; }
  __device__ unsigned int size() const { return Size; }
  __device__ unsigned int thread_rank() const { return details::laneid() & (Size - 1u); }
};

/* tiled_partition<Size>(parent): the tile of the parent (a block or a larger tile) the
 * calling thread belongs to */
template <unsigned int Size, class ParentT>
__device__ thread_block_tile<Size> tiled_partition(const ParentT &parent)
{
  typedef details::tile_size<Size> size_check;
  size_check::check();
  return thread_block_tile<Size>((unsigned int) parent.thread_rank() / Size,
                                 ((unsigned int) parent.size() + Size - 1u) / Size);
}

/* tiled_partition(parent, n): the same at run time, as a thread_group (a coalesced_group when
 * the parent is one); n a power of two, at most 32. A tile of a coalesced group holds its
 * members of n consecutive ranks. */
namespace details {
template <class P> struct dynamic_tile { typedef thread_group type; };
template <> struct dynamic_tile<coalesced_group> { typedef coalesced_group type; };
}
template <class ParentT>
__device__ typename details::dynamic_tile<ParentT>::type tiled_partition(const ParentT &parent, unsigned int n)
{
  if (n == 0 || n > 32 || (n & (n - 1)) != 0)
    __trap();
  unsigned int rank = (unsigned int) parent.thread_rank();
  unsigned int size = (unsigned int) parent.size();
  unsigned int mask;
  unsigned int type = details::tile_type;
  if (parent.__cudak_type == details::coalesced_type)
    {
      unsigned int first = rank / n * n;
      mask = 0;
      for (unsigned int r = first; r < first + n && r < size; r++)
        mask |= 1u << details::lane_of_rank(parent.__cudak_mask, r);
      type = details::coalesced_type;
    }
  else
    mask = n == 32 ? 0xffffffffu : ((1u << n) - 1u) << (details::laneid() & ~(n - 1u));
  thread_group g(type, mask, rank / n, (size + n - 1) / n);
  return g;
}

/* labeled_partition / binary_partition of a coalesced group or a tile: the members with the
 * same label (predicate) */
template <class Group>
__device__ coalesced_group labeled_partition(const Group &g, int label)
{
  return coalesced_group(details::match_any(g.__cudak_mask, (unsigned long long) label));
}
template <class Group>
__device__ coalesced_group labeled_partition(const Group &g, unsigned int label)
{
  return coalesced_group(details::match_any(g.__cudak_mask, (unsigned long long) label));
}
template <class Group>
__device__ coalesced_group binary_partition(const Group &g, bool pred)
{
  unsigned int yes = __ballot_sync(g.__cudak_mask, pred);
  return coalesced_group(pred ? yes : g.__cudak_mask & ~yes);
}

template <class Group>
__device__ void sync(const Group &g) { g.sync(); }
template <class Group>
__device__ void synchronize(const Group &g) { g.sync(); }

/* the function objects of cooperative_groups/reduce.h (less is the smaller, greater the larger) */
template <class T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
  __device__ T operator()(T a, T b) const { return (b < a) ? b : a; }
};
template <class T> struct greater {
  __device__ T operator()(T a, T b) const { return (a < b) ? b : a; }
};
template <class T> struct bit_and {
  __device__ T operator()(T a, T b) const { return a & b; }
};
template <class T> struct bit_or {
  __device__ T operator()(T a, T b) const { return a | b; }
};
template <class T> struct bit_xor {
  __device__ T operator()(T a, T b) const { return a ^ b; }
};

}

#endif
