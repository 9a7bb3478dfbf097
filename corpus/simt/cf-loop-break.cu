// corpus/simt/cf-loop-break.cu: divergent break at depth 1, 2 and 3 (the break sits inside
// nested ifs inside nested loops); each thread leaves each loop at its own iteration.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 40

__global__ void breaks(int *out)
{
  int t = threadIdx.x;
  int a = 0, b = 0, c = 0;
  for (int i = 0; i < 50; i++) {
    a += i;
    if (i == t % 13)
      break;
  }
  for (int i = 0; i < 6; i++) {
    for (int j = 0; j < 6; j++) {
      if ((i + j) % 4 == t % 4) {
        if (j > i)
          break;
      }
      b += i * j + 1;
    }
    if (i * 7 > t)
      break;
  }
  int i = 0;
  while (i < 10) {
    int j = 0;
    while (j < 10) {
      int k = 0;
      while (1) {
        c++;
        if (k >= (t % 5)) {
          if ((t + k) % 2 == 0)
            break;
          else if (k > 3)
            break;
        }
        k++;
      }
      if (j + k > t % 7)
        break;
      j++;
    }
    if (c > 3 * t)
      break;
    i++;
  }
  out[3 * t] = a;
  out[3 * t + 1] = b;
  out[3 * t + 2] = c * 100 + i;
}

int main(void)
{
  int h[3 * NT], *d;
  cudaMalloc(&d, sizeof h);
  breaks<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d %d %d\n", i, h[3 * i], h[3 * i + 1], h[3 * i + 2]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 0 10 200
// expect: thread 1: 1 11 400
// expect: thread 2: 3 17 1201
// expect: thread 3: 6 6 1601
// expect: thread 4: 10 10 2001
// expect: thread 5: 15 11 2401
// expect: thread 6: 21 17 3601
// expect: thread 7: 28 31 2405
// expect: thread 8: 36 46 2504
// expect: thread 9: 45 20 3005
// expect: thread 10: 55 33 3506
// expect: thread 11: 66 31 4003
// expect: thread 12: 78 46 4502
// expect: thread 13: 0 20 4001
// expect: thread 14: 1 84 4508
// expect: thread 15: 3 53 4010
// expect: thread 16: 6 81 5408
// expect: thread 17: 10 71 5606
// expect: thread 18: 15 84 6005
// expect: thread 19: 21 53 6003
// expect: thread 20: 28 81 6407
// expect: thread 21: 36 116 2010
// expect: thread 22: 45 150 3010
// expect: thread 23: 55 119 4010
// expect: thread 24: 66 147 5010
// expect: thread 25: 78 116 8007
// expect: thread 26: 0 150 9005
// expect: thread 27: 1 119 10004
// expect: thread 28: 3 228 5010
// expect: thread 29: 6 197 5010
// expect: thread 30: 10 231 4010
// expect: thread 31: 15 200 8010
// expect: thread 32: 21 228 10808
// expect: thread 33: 28 197 11206
// expect: thread 34: 36 231 12005
// expect: thread 35: 45 200 2010
// expect: thread 36: 55 228 3010
// expect: thread 37: 66 197 4010
// expect: thread 38: 78 231 5010
// expect: thread 39: 0 200 10010
