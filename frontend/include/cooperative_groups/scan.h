/* cooperative_groups/scan.h (cudak built-in) — cg::inclusive_scan and cg::exclusive_scan over a
 * tile or a coalesced group, in the order of operations the toolkit's header documents: a
 * Hillis-Steele scan by shuffles (rank r combines with rank r - 1, r - 2, r - 4, ...); the
 * exclusive scan is the inclusive one shifted up a rank, T() at rank 0.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CG_SCAN_H
#define __CUDAK_CG_SCAN_H
#include <cooperative_groups.h>
namespace cooperative_groups {

template <class Group, class T, class Op>
__device__ T inclusive_scan(const Group &g, T val, Op op)
{
  unsigned int mask = g.__cudak_mask;
  unsigned int size = __popc(mask);
  unsigned int rank = __popc(mask & details::lanemask32_lt());
  T out = val;
  for (unsigned int i = 1; i < size; i <<= 1)
    {
      int src = i <= rank ? (int) details::lane_of_rank(mask, rank - i) : (int) details::laneid();
      T tmp = __shfl_sync(mask, out, src, 32);
      if (i <= rank)
        out = op(out, tmp);
    }
  return out;
}

template <class Group, class T>
__device__ T inclusive_scan(const Group &g, T val)
{
  return inclusive_scan(g, val, plus<T>());
}

template <class Group, class T, class Op>
__device__ T exclusive_scan(const Group &g, T val, Op op)
{
  T incl = inclusive_scan(g, val, op);
  unsigned int mask = g.__cudak_mask;
  unsigned int rank = __popc(mask & details::lanemask32_lt());
  int src = rank > 0 ? (int) details::lane_of_rank(mask, rank - 1) : (int) details::laneid();
  T prev = __shfl_sync(mask, incl, src, 32);
  if (rank == 0)
    return T();
  return prev;
}

template <class Group, class T>
__device__ T exclusive_scan(const Group &g, T val)
{
  return exclusive_scan(g, val, plus<T>());
}

}
#endif
