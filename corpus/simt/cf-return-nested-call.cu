// corpus/simt/cf-return-nested-call.cu: a chain of __device__ calls three deep where each level
// may return early on a divergent condition, inside if/else and inside a loop, and void
// functions returning early through a pointer parameter.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 40

__device__ int level3(int x)
{
  if (x % 5 == 0)
    return x / 5;
  int r = 0;
  for (int i = 0; i < x % 8; i++) {
    r += i;
    if (r > 10)
      return r * 2;
  }
  return r;
}

__device__ int level2(int x)
{
  if (x & 1) {
    if (x % 3 == 0)
      return -1;
    return level3(x) + 1;
  } else {
    int a = level3(x + 1);
    if (a > 8)
      return a;
    return a + level3(x + 2);
  }
}

__device__ void level1(int x, int *res)
{
  *res = 0;
  if (x > 35)
    return;
  for (int i = 0; i < 3; i++) {
    int v = level2(x + i);
    if (v < 0)
      return;
    *res += v;
  }
  *res += 1000;
}

__global__ void calls(int *out)
{
  int t = threadIdx.x;
  int r;
  level1(t, &r);
  out[t] = r;
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  calls<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 1011
// expect: thread 1: 10
// expect: thread 2: 9
// expect: thread 3: 0
// expect: thread 4: 1063
// expect: thread 5: 1063
// expect: thread 6: 1063
// expect: thread 7: 33
// expect: thread 8: 2
// expect: thread 9: 0
// expect: thread 10: 1023
// expect: thread 11: 1025
// expect: thread 12: 1024
// expect: thread 13: 14
// expect: thread 14: 3
// expect: thread 15: 0
// expect: thread 16: 1009
// expect: thread 17: 1012
// expect: thread 18: 1021
// expect: thread 19: 14
// expect: thread 20: 10
// expect: thread 21: 0
// expect: thread 22: 1067
// expect: thread 23: 1043
// expect: thread 24: 1021
// expect: thread 25: 15
// expect: thread 26: 9
// expect: thread 27: 0
// expect: thread 28: 1051
// expect: thread 29: 1072
// expect: thread 30: 1062
// expect: thread 31: 32
// expect: thread 32: 1
// expect: thread 33: 0
// expect: thread 34: 1031
// expect: thread 35: 1029
// expect: thread 36: 0
// expect: thread 37: 0
// expect: thread 38: 0
// expect: thread 39: 0
