// corpus/simt/bug-callee-load-order.cu: a call whose callee is read from memory (an element of a
// local array of function pointers) must read the pointer before it calls through it.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

typedef int (*un_t)(int);

__device__ int inc(int x) { return x + 1; }
__device__ int dbl(int x) { return 2 * x; }

__global__ void k(int *out)
{
  int t = threadIdx.x;
  un_t fs[2] = { inc, dbl };
  out[t] = fs[t & 1](t);
}

int main(void)
{
  int h[4], *d;
  cudaMalloc(&d, sizeof h);
  k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 1
// expect: thread 1: 2
// expect: thread 2: 3
// expect: thread 3: 6
