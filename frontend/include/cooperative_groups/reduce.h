/* cooperative_groups/reduce.h (cudak built-in) — cg::reduce over a tile or a coalesced group, in
 * the order of operations the toolkit's header documents: a butterfly of shfl_xor over a tile
 * (or a whole warp), and over a partial coalesced group the last rank's inclusive scan.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CG_REDUCE_H
#define __CUDAK_CG_REDUCE_H
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cooperative_groups {

template <class Group, class T, class Op>
__device__ T reduce(const Group &g, T val, Op op)
{
  unsigned int mask = g.__cudak_mask;
  unsigned int size = __popc(mask);
  if (g.__cudak_type == details::tile_type || size == 32)
    {
      T out = val;
      for (unsigned int m = size >> 1; m > 0; m >>= 1)
        out = op(out, __shfl_xor_sync(mask, out, m, (int) size));
      return out;
    }
  T scan = inclusive_scan(g, val, op);
  return __shfl_sync(mask, scan, 31 - __clz(mask), 32);
}

}
#endif
