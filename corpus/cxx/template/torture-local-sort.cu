// corpus/simt/cf-local-sort.cu rewritten with templates (issue 19): the kernel is
// lsort<int, LEN>, its local array `T a[N + 1]` sized by the non-type parameter, and walk<T>
// is deduced from its pointer argument. Same control flow, same output.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 34
#define LEN 9

template <typename T>
__device__ T walk(const T *p)
{
  T n = 0;
  while (*p >= 0) {
    if (*p % 2)
      n += *p;
    p++;
  }
  return n;
}

template <typename T, int N>
__global__ void lsort(T *out)
{
  int t = threadIdx.x;
  T a[N + 1];
  for (int i = 0; i < N; i++)
    a[i] = (t * 31 + i * 17) % 23;
  a[N] = -1;
  for (int i = 1; i < N; i++) {
    T v = a[i];
    int j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
  for (int i = 0; i < N; i++)
    out[t * (N + 1) + i] = a[i];
  out[t * (N + 1) + N] = walk(a + t % 4);
}

int main(void)
{
  int h[NT * (LEN + 1)], *d;
  cudaMalloc(&d, sizeof h);
  lsort<int, LEN><<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++) {
    printf("thread %d:", i);
    for (int j = 0; j <= LEN; j++)
      printf(" %d", h[i * (LEN + 1) + j]);
    printf("\n");
  }
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 0 4 5 10 11 16 17 21 22 54
// expect: thread 1: 1 2 6 7 8 12 13 18 19 39
// expect: thread 2: 3 4 9 10 14 15 16 20 21 45
// expect: thread 3: 0 1 5 6 11 12 17 18 22 28
// expect: thread 4: 2 3 7 8 9 13 14 19 20 51
// expect: thread 5: 4 5 10 11 15 16 17 21 22 69
// expect: thread 6: 0 1 2 6 7 12 13 18 19 39
// expect: thread 7: 3 4 8 9 10 14 15 20 21 45
// expect: thread 8: 0 5 6 11 12 16 17 18 22 33
// expect: thread 9: 1 2 3 7 8 13 14 19 20 42
// expect: thread 10: 4 5 9 10 11 15 16 21 22 56
// expect: thread 11: 0 1 6 7 12 13 17 18 19 56
// expect: thread 12: 2 3 4 8 9 14 15 20 21 48
// expect: thread 13: 0 5 6 10 11 12 16 17 22 33
// expect: thread 14: 1 2 7 8 13 14 18 19 20 39
// expect: thread 15: 3 4 5 9 10 15 16 21 22 45
// expect: thread 16: 0 1 6 7 11 12 13 17 18 49
// expect: thread 17: 2 3 8 9 14 15 19 20 21 67
// expect: thread 18: 0 4 5 6 10 11 16 17 22 33
// expect: thread 19: 1 2 7 8 12 13 14 18 19 32
// expect: thread 20: 3 4 9 10 15 16 20 21 22 48
// expect: thread 21: 0 1 5 6 7 11 12 17 18 41
// expect: thread 22: 2 3 8 9 13 14 15 19 20 56
// expect: thread 23: 0 4 5 10 11 16 17 21 22 49
// expect: thread 24: 1 2 6 7 8 12 13 18 19 40
// expect: thread 25: 3 4 9 10 14 15 16 20 21 45
// expect: thread 26: 0 1 5 6 11 12 17 18 22 33
// expect: thread 27: 2 3 7 8 9 13 14 19 20 41
// expect: thread 28: 4 5 10 11 15 16 17 21 22 69
// expect: thread 29: 0 1 2 6 7 12 13 18 19 40
// expect: thread 30: 3 4 8 9 10 14 15 20 21 45
// expect: thread 31: 0 5 6 11 12 16 17 18 22 28
// expect: thread 32: 1 2 3 7 8 13 14 19 20 43
// expect: thread 33: 4 5 9 10 11 15 16 21 22 61
