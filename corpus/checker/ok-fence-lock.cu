// corpus/checker/ok-fence-lock.cu: a spin lock taken by one thread of each block, with a fence
// after taking it and before releasing it: the fence and the atomicExch release the critical
// section, the next atomicCAS acquires it (checker/order.c), so no race. Without the fences it
// races: race-lock-no-fence.cu.
#include <stdio.h>

__device__ int lock = 0;
__device__ int count = 0;

__global__ void add(void)
{
  if (threadIdx.x == 0) {
    while (atomicCAS(&lock, 0, 1) != 0)
      ;
    __threadfence();
    count += 1;
    __threadfence();
    atomicExch(&lock, 0);
  }
}

int main(void)
{
  int c;
  add<<<4, 32>>>();
  cudaMemcpyFromSymbol(&c, count, sizeof c);
  printf("count = %d\n", c);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: count = 4
