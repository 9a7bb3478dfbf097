/* cooperative_groups/memcpy_async.h (cudak built-in) — cg::memcpy_async, cg::wait and
 * cg::wait_prior. The copy is done by the group's threads when they call memcpy_async (each
 * thread copies the bytes of its rank, strided by the group's size): the model completes it
 * early, which the asynchronous copy allows; wait() is the group's sync(), after which every
 * member sees the whole copy, as the Programming Guide promises. Reading the destination before
 * wait() is still a race with the other members' copies.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CG_MEMCPY_ASYNC_H
#define __CUDAK_CG_MEMCPY_ASYNC_H
#include <cooperative_groups.h>
#include <stddef.h>
namespace cooperative_groups {

template <class Group>
__device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t bytes)
{
  unsigned int rank = (unsigned int) g.thread_rank();
  unsigned int size = (unsigned int) g.size();
  char *d = (char *) dst;
  const char *s = (const char *) src;
  if (((size_t) d % 4) == 0 && ((size_t) s % 4) == 0 && bytes % 4 == 0)
    {
      for (size_t i = rank; i < bytes / 4; i += size)
        ((int *) d)[i] = ((const int *) s)[i];
      return;
    }
  for (size_t i = rank; i < bytes; i += size)
    d[i] = s[i];
}

template <class Group>
__device__ void wait(const Group &g) { g.sync(); }

template <unsigned int Stage, class Group>
__device__ void wait_prior(const Group &g) { g.sync(); }

}
#endif
