// Near miss for sync-starvation-return.cu: the same lock taken in a callee that returns from its
// spin loop, under independent thread scheduling (sm_70 and later). The losing thread spins
// while the winner runs on, increments the counter and releases the lock: no starvation.
// cudak-args: -arch=sm_70
#include <stdio.h>
__device__ int lock = 0;
__device__ int count = 0;
__device__ void acquire(void)
{
  while (1) {
    if (atomicCAS(&lock, 0, 1) == 0)
      return;
  }
}
__global__ void ret_lock(void)
{
  acquire();
  __threadfence();
  atomicAdd(&count, 1);
  __threadfence();
  atomicExch(&lock, 0);
}
int main(void)
{
  ret_lock<<<1, 2>>>();
  int h = 0;
  cudaMemcpyFromSymbol(&h, count, sizeof h);
  printf("%s %d\n", cudaGetErrorName(cudaDeviceSynchronize()), h);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaSuccess 2
