// corpus/simt/cf-recursion-fib.cu: doubly recursive Fibonacci with a divergent base case: the
// threads of one warp reach their base cases at different depths of the recursion.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 40

__device__ int fib(int n)
{
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}

__device__ int calls(int n, int *count)
{
  (*count)++;
  if (n < 2)
    return n;
  int a = calls(n - 1, count);
  int b = calls(n - 2, count);
  return a + b;
}

__global__ void kfib(int *out)
{
  int t = threadIdx.x;
  int n = t % 15;
  int c = 0;
  out[3 * t] = fib(n);
  out[3 * t + 1] = calls(n, &c);
  out[3 * t + 2] = c;
}

int main(void)
{
  int h[3 * NT], *d;
  cudaMalloc(&d, sizeof h);
  kfib<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: fib(%d) = %d = %d, %d calls\n", i, i % 15, h[3 * i], h[3 * i + 1], h[3 * i + 2]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: fib(0) = 0 = 0, 1 calls
// expect: thread 1: fib(1) = 1 = 1, 1 calls
// expect: thread 2: fib(2) = 1 = 1, 3 calls
// expect: thread 3: fib(3) = 2 = 2, 5 calls
// expect: thread 4: fib(4) = 3 = 3, 9 calls
// expect: thread 5: fib(5) = 5 = 5, 15 calls
// expect: thread 6: fib(6) = 8 = 8, 25 calls
// expect: thread 7: fib(7) = 13 = 13, 41 calls
// expect: thread 8: fib(8) = 21 = 21, 67 calls
// expect: thread 9: fib(9) = 34 = 34, 109 calls
// expect: thread 10: fib(10) = 55 = 55, 177 calls
// expect: thread 11: fib(11) = 89 = 89, 287 calls
// expect: thread 12: fib(12) = 144 = 144, 465 calls
// expect: thread 13: fib(13) = 233 = 233, 753 calls
// expect: thread 14: fib(14) = 377 = 377, 1219 calls
// expect: thread 15: fib(0) = 0 = 0, 1 calls
// expect: thread 16: fib(1) = 1 = 1, 1 calls
// expect: thread 17: fib(2) = 1 = 1, 3 calls
// expect: thread 18: fib(3) = 2 = 2, 5 calls
// expect: thread 19: fib(4) = 3 = 3, 9 calls
// expect: thread 20: fib(5) = 5 = 5, 15 calls
// expect: thread 21: fib(6) = 8 = 8, 25 calls
// expect: thread 22: fib(7) = 13 = 13, 41 calls
// expect: thread 23: fib(8) = 21 = 21, 67 calls
// expect: thread 24: fib(9) = 34 = 34, 109 calls
// expect: thread 25: fib(10) = 55 = 55, 177 calls
// expect: thread 26: fib(11) = 89 = 89, 287 calls
// expect: thread 27: fib(12) = 144 = 144, 465 calls
// expect: thread 28: fib(13) = 233 = 233, 753 calls
// expect: thread 29: fib(14) = 377 = 377, 1219 calls
// expect: thread 30: fib(0) = 0 = 0, 1 calls
// expect: thread 31: fib(1) = 1 = 1, 1 calls
// expect: thread 32: fib(2) = 1 = 1, 3 calls
// expect: thread 33: fib(3) = 2 = 2, 5 calls
// expect: thread 34: fib(4) = 3 = 3, 9 calls
// expect: thread 35: fib(5) = 5 = 5, 15 calls
// expect: thread 36: fib(6) = 8 = 8, 25 calls
// expect: thread 37: fib(7) = 13 = 13, 41 calls
// expect: thread 38: fib(8) = 21 = 21, 67 calls
// expect: thread 39: fib(9) = 34 = 34, 109 calls
