// corpus/thesis/listing-6-1-its.cu: the spin lock of listing 6.1 ([H §6.1], listing-6-1.cu) under
// independent thread scheduling (--simt=its, the model of sm_70 and later): the scheduler is fair
// between the warp's divergent threads, so the thread holding the lock runs its critical section
// and releases it while the other spins, and the kernel terminates with both increments.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__device__ int lock = 0;
__device__ int count = 0;

__global__ void spin(void)
{
  while (atomicCAS(&lock, 0, 1) != 0)
    ;
  __threadfence();
  count += 1;
  __threadfence();
  atomicExch(&lock, 0);
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
