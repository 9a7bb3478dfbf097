// corpus/simt/cf-fnptr.cu: calls through a function pointer whose target differs between the
// lanes of a warp (an indirect call with several targets), taken in device code, passed as an
// argument, and called inside a divergent loop.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 45

typedef int (*op_t)(int, int);

__device__ int add(int a, int b) { return a + b; }
__device__ int sub(int a, int b) { return a - b; }
__device__ int mul(int a, int b)
{
  if (b > 5)
    return a * 5;
  return a * b;
}
__device__ int maxop(int a, int b) { return a > b ? a : b; }

__device__ int fold(op_t f, int n, int init)
{
  int acc = init;
  for (int i = 1; i <= n; i++)
    acc = f(acc, i);
  return acc;
}

__global__ void fp(int *out)
{
  int t = threadIdx.x;
  op_t f;
  if (t % 4 == 0)
    f = add;
  else if (t % 4 == 1)
    f = sub;
  else if (t % 4 == 2)
    f = mul;
  else
    f = maxop;
  int r = f(t, 3);
  r += fold(f, t % 7, 1);
  op_t g = (t & 8) ? add : mul;
  for (int i = 0; i < t % 5; i++)
    r = g(r, i) % 100000;
  out[t] = r;
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  fp<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 4
// expect: thread 1: 0
// expect: thread 2: 0
// expect: thread 3: 0
// expect: thread 4: 0
// expect: thread 5: -12
// expect: thread 6: 0
// expect: thread 7: 0
// expect: thread 8: 16
// expect: thread 9: 10
// expect: thread 10: 36
// expect: thread 11: 15
// expect: thread 12: 32
// expect: thread 13: -7
// expect: thread 14: 49
// expect: thread 15: 16
// expect: thread 16: 0
// expect: thread 17: 0
// expect: thread 18: 0
// expect: thread 19: 0
// expect: thread 20: 45
// expect: thread 21: 0
// expect: thread 22: 0
// expect: thread 23: 0
// expect: thread 24: 40
// expect: thread 25: 13
// expect: thread 26: 198
// expect: thread 27: 34
// expect: thread 28: 35
// expect: thread 29: 32
// expect: thread 30: 92
// expect: thread 31: 34
// expect: thread 32: 0
// expect: thread 33: 0
// expect: thread 34: 0
// expect: thread 35: 36
// expect: thread 36: 0
// expect: thread 37: 0
// expect: thread 38: 0
// expect: thread 39: 0
// expect: thread 40: 59
// expect: thread 41: 18
// expect: thread 42: 128
// expect: thread 43: 47
// expect: thread 44: 57
