// corpus/thesis/lane-lock-stack.cu: a spin lock taken by one lane of the warp at a time (issue 10), under
// --simt=stack: the loop over lanes keeps a single lane spinning, so the lock works under both SIMT
// models and every block adds its 32 values (2 x 528).
// SPDX-License-Identifier: MIT
#include <stdio.h>

__device__ int lock = 0;
__device__ int total = 0;

/* Each lane of the warp takes the lock in turn: the loop over lanes makes sure only one lane of
   the warp spins at a time, which is how a spin lock can be used safely before Volta. */
__global__ void add_all(const int *v)
{
  int lane = threadIdx.x % 32;
  for (int i = 0; i < 32; i++) {
    if (lane == i) {
      while (atomicCAS(&lock, 0, 1) != 0)
        ;
      __threadfence();
      total += v[threadIdx.x];
      __threadfence();
      atomicExch(&lock, 0);
    }
  }
}

int main(void)
{
  int h[64], *v, t = 0;
  for (int i = 0; i < 64; i++)
    h[i] = i + 1;
  cudaMalloc(&v, sizeof h);
  cudaMemcpy(v, h, sizeof h, cudaMemcpyHostToDevice);
  add_all<<<2, 32>>>(v);
  cudaMemcpyFromSymbol(&t, total, sizeof t);
  printf("total = %d\n", t);
  cudaFree(v);
  return 0;
}
// cudak-args: --simt=stack
// expect: total = 1056
