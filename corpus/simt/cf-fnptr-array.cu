// corpus/simt/cf-fnptr-array.cu: arrays of __device__ function pointers, a __device__ global
// table and a local one, indexed by a lane-dependent value, with recursive and void targets.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 40

typedef int (*un_t)(int);
typedef void (*act_t)(int *, int);

__device__ int inc(int x) { return x + 1; }
__device__ int dbl(int x) { return 2 * x; }
__device__ int neg(int x) { return -x; }
__device__ int tri(int x)
{
  if (x <= 0)
    return 0;
  return x + tri(x - 1);
}

__device__ void act_add(int *p, int v) { *p += v; }
__device__ void act_xor(int *p, int v)
{
  if (v & 1)
    return;
  *p ^= v;
}

__device__ un_t table[4] = { inc, dbl, neg, tri };

__global__ void fpa(int *out)
{
  int t = threadIdx.x;
  act_t acts[2] = { act_add, act_xor };
  int r = 0;
  for (int i = 0; i < 5; i++) {
    un_t f = table[(t + i) % 4];
    r = f(r + t % 6);
    acts[(t >> i) & 1](&r, i + t);
  }
  out[t] = r;
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  fpa<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 8
// expect: thread 1: 25
// expect: thread 2: -25
// expect: thread 3: 7
// expect: thread 4: 20
// expect: thread 5: 47
// expect: thread 6: -59
// expect: thread 7: 11
// expect: thread 8: 15
// expect: thread 9: 61
// expect: thread 10: -142
// expect: thread 11: 15
// expect: thread 12: 17
// expect: thread 13: 147
// expect: thread 14: -236
// expect: thread 15: 19
// expect: thread 16: 12
// expect: thread 17: 172
// expect: thread 18: -387
// expect: thread 19: 0
// expect: thread 20: 2
// expect: thread 21: 334
// expect: thread 22: -579
// expect: thread 23: 0
// expect: thread 24: 29
// expect: thread 25: 684
// expect: thread 26: -800
// expect: thread 27: 0
// expect: thread 28: 37
// expect: thread 29: 506
// expect: thread 30: -962
// expect: thread 31: 0
// expect: thread 32: 74
// expect: thread 33: 1005
// expect: thread 34: -1283
// expect: thread 35: 39
// expect: thread 36: 80
// expect: thread 37: 1459
// expect: thread 38: -1413
// expect: thread 39: 43
