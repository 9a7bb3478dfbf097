// corpus/simt/cf-recursion-gcd.cu rewritten with templates (issue 19): tail-recursive gcd<T>,
// mutually recursive is_even<T>/is_odd<T> (is_odd declared, used, then defined), and a recursive
// ipow<T, ONE> with a default non-type argument and two recursive call sites, one with its
// template argument explicit; all with divergent base cases. Same output.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 2
#define NT 35

template <typename T>
__device__ T gcd(T a, T b)
{
  if (b == 0)
    return a;
  return gcd(b, a % b);
}

template <typename T> __device__ int is_odd(T n);

template <typename T>
__device__ int is_even(T n)
{
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}

template <typename T>
__device__ int is_odd(T n)
{
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

template <typename T, int ONE = 1>
__device__ T ipow(T b, int e)
{
  if (e == 0)
    return ONE;
  if (e % 2 == 1)
    return b * ipow(b, e - 1);
  T h = ipow<T>(b, e / 2);
  return h * h;
}

__global__ void krec(int *out)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[3 * t] = gcd(t * 12 + 6, (t % 9 + 1) * 18);
  out[3 * t + 1] = is_even(t) * 10 + is_odd(t % 7);
  out[3 * t + 2] = (int) ipow(3u, t % 17);
}

int main(void)
{
  int h[3 * NB * NT], *d;
  cudaMalloc(&d, sizeof h);
  krec<<<NB, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NB * NT; i++)
    printf("thread %d: gcd %d parity %d pow %d\n", i, h[3 * i], h[3 * i + 1], h[3 * i + 2]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: gcd 6 parity 10 pow 1
// expect: thread 1: gcd 18 parity 1 pow 3
// expect: thread 2: gcd 6 parity 10 pow 9
// expect: thread 3: gcd 6 parity 1 pow 27
// expect: thread 4: gcd 18 parity 10 pow 81
// expect: thread 5: gcd 6 parity 1 pow 243
// expect: thread 6: gcd 6 parity 10 pow 729
// expect: thread 7: gcd 18 parity 0 pow 2187
// expect: thread 8: gcd 6 parity 11 pow 6561
// expect: thread 9: gcd 6 parity 0 pow 19683
// expect: thread 10: gcd 18 parity 11 pow 59049
// expect: thread 11: gcd 6 parity 0 pow 177147
// expect: thread 12: gcd 6 parity 11 pow 531441
// expect: thread 13: gcd 18 parity 0 pow 1594323
// expect: thread 14: gcd 6 parity 10 pow 4782969
// expect: thread 15: gcd 6 parity 1 pow 14348907
// expect: thread 16: gcd 18 parity 10 pow 43046721
// expect: thread 17: gcd 6 parity 1 pow 1
// expect: thread 18: gcd 6 parity 10 pow 3
// expect: thread 19: gcd 18 parity 1 pow 9
// expect: thread 20: gcd 6 parity 10 pow 27
// expect: thread 21: gcd 6 parity 0 pow 81
// expect: thread 22: gcd 90 parity 11 pow 243
// expect: thread 23: gcd 6 parity 0 pow 729
// expect: thread 24: gcd 42 parity 11 pow 2187
// expect: thread 25: gcd 18 parity 0 pow 6561
// expect: thread 26: gcd 6 parity 11 pow 19683
// expect: thread 27: gcd 6 parity 0 pow 59049
// expect: thread 28: gcd 18 parity 10 pow 177147
// expect: thread 29: gcd 6 parity 1 pow 531441
// expect: thread 30: gcd 6 parity 10 pow 1594323
// expect: thread 31: gcd 18 parity 1 pow 4782969
// expect: thread 32: gcd 6 parity 10 pow 14348907
// expect: thread 33: gcd 6 parity 1 pow 43046721
// expect: thread 34: gcd 18 parity 10 pow 1
// expect: thread 35: gcd 6 parity 0 pow 3
// expect: thread 36: gcd 6 parity 11 pow 9
// expect: thread 37: gcd 18 parity 0 pow 27
// expect: thread 38: gcd 6 parity 11 pow 81
// expect: thread 39: gcd 6 parity 0 pow 243
// expect: thread 40: gcd 18 parity 11 pow 729
// expect: thread 41: gcd 6 parity 0 pow 2187
// expect: thread 42: gcd 6 parity 10 pow 6561
// expect: thread 43: gcd 18 parity 1 pow 19683
// expect: thread 44: gcd 6 parity 10 pow 59049
// expect: thread 45: gcd 6 parity 1 pow 177147
// expect: thread 46: gcd 18 parity 10 pow 531441
// expect: thread 47: gcd 6 parity 1 pow 1594323
// expect: thread 48: gcd 6 parity 10 pow 4782969
// expect: thread 49: gcd 18 parity 0 pow 14348907
// expect: thread 50: gcd 6 parity 11 pow 43046721
// expect: thread 51: gcd 6 parity 0 pow 1
// expect: thread 52: gcd 18 parity 11 pow 3
// expect: thread 53: gcd 6 parity 0 pow 9
// expect: thread 54: gcd 6 parity 11 pow 27
// expect: thread 55: gcd 18 parity 0 pow 81
// expect: thread 56: gcd 6 parity 10 pow 243
// expect: thread 57: gcd 6 parity 1 pow 729
// expect: thread 58: gcd 18 parity 10 pow 2187
// expect: thread 59: gcd 6 parity 1 pow 6561
// expect: thread 60: gcd 6 parity 10 pow 19683
// expect: thread 61: gcd 18 parity 1 pow 59049
// expect: thread 62: gcd 6 parity 10 pow 177147
// expect: thread 63: gcd 6 parity 0 pow 531441
// expect: thread 64: gcd 18 parity 11 pow 1594323
// expect: thread 65: gcd 6 parity 0 pow 4782969
// expect: thread 66: gcd 6 parity 11 pow 14348907
// expect: thread 67: gcd 90 parity 0 pow 43046721
// expect: thread 68: gcd 6 parity 11 pow 1
// expect: thread 69: gcd 6 parity 0 pow 3
