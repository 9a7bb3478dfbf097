// corpus/thesis/listing-6-1-its-plain-release.cu: the spin lock of listing 6.1 [H §6.1] under
// independent thread scheduling, released by a plain store `lock = 0;` as the thesis writes it.
// Under --simt=its the kernel terminates, but the plain store is not ordered with the other
// thread's atomicCAS, and so neither are the two threads' increments of count: four races. The
// note on the lock's races says what orders a release (an atomic exchange after a fence);
// advising a __syncwarp(), as it once did because both threads share a warp, would be the wrong
// fix for a lock. listing-6-1-its.cu is the corrected kernel.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__device__ int lock = 0;
__device__ int count = 0;

__global__ void spin(void)
{
  while (atomicCAS(&lock, 0, 1) != 0)
    ;
  count += 1;
  lock = 0;
}

__global__ void show(void)
{
  printf("count = %d\n", count);
}

int main(void)
{
  spin<<<1, 2>>>();
  show<<<1, 1>>>();
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}

// cudak-args: --simt=its
// expect: count = 2
// expect: cudaSuccess
// expect-exit: 1
// expect-report: listing-6-1-its-plain-release.cu:19:8: error: data race on global memory: write of 4 bytes at 'lock' conflicts with an earlier atomic update
// expect-report: listing-6-1-its-plain-release.cu:19:8: note: the location is also updated atomically, as a lock or a flag is: a plain access is not ordered with the atomics; release a lock with an atomic \(atomicExch \(&lock, 0\)\) after a __threadfence\(\) that orders the critical section's writes before it \(a __syncwarp\(\) does not order them\)
// expect-report: listing-6-1-its-plain-release.cu:16:10: error: data race on global memory: atomic update of 4 bytes at 'lock' conflicts with an earlier write
// expect-report: listing-6-1-its-plain-release.cu:16:10: note: the location is also updated atomically
// expect-report: listing-6-1-its-plain-release.cu:18:9: error: data race on global memory: read of 4 bytes at 'count'
// expect-report: listing-6-1-its-plain-release.cu:18:9: error: data race on global memory: write of 4 bytes at 'count'
