// corpus/simt/cf-do-while.cu: do-while loops whose body runs at least once, with a divergent
// continue (which jumps to the condition) and a divergent break, nested in a for loop.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 50

__global__ void dowhile(int *out)
{
  int t = threadIdx.x;
  int x = t, n = 0, acc = 0;
  do {
    n++;
    x = (x * 7 + 3) % 31;
    if (x % 4 == 0)
      continue;
    acc += x;
    if (acc > 90 + t)
      break;
  } while (x != 5 && n < 40);
  int k = 0;
  for (int i = 0; i < 4; i++) {
    int j = i;
    do {
      j++;
      if (j == t % 6)
        continue;
      k += j;
    } while (j < t % 9);
  }
  out[3 * t] = n;
  out[3 * t + 1] = acc;
  out[3 * t + 2] = k;
}

int main(void)
{
  int h[3 * NT], *d;
  cudaMalloc(&d, sizeof h);
  dowhile<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: n=%d acc=%d k=%d\n", i, h[3 * i], h[3 * i + 1], h[3 * i + 2]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: n=9 acc=92 k=10
// expect: thread 1: n=4 acc=44 k=9
// expect: thread 2: n=7 acc=113 k=8
// expect: thread 3: n=10 acc=114 k=9
// expect: thread 4: n=12 acc=117 k=14
// expect: thread 5: n=5 acc=111 k=30
// expect: thread 6: n=9 acc=72 k=74
// expect: thread 7: n=4 acc=104 k=101
// expect: thread 8: n=7 acc=58 k=130
// expect: thread 9: n=13 acc=117 k=7
// expect: thread 10: n=3 acc=34 k=6
// expect: thread 11: n=2 acc=23 k=12
// expect: thread 12: n=12 acc=130 k=18
// expect: thread 13: n=5 acc=45 k=29
// expect: thread 14: n=8 acc=58 k=46
// expect: thread 15: n=8 acc=120 k=65
// expect: thread 16: n=8 acc=114 k=86
// expect: thread 17: n=10 acc=108 k=114
// expect: thread 18: n=1 acc=5 k=10
// expect: thread 19: n=13 acc=130 k=9
// expect: thread 20: n=13 acc=120 k=8
// expect: thread 21: n=8 acc=116 k=9
// expect: thread 22: n=8 acc=115 k=14
// expect: thread 23: n=14 acc=126 k=30
// expect: thread 24: n=10 acc=137 k=74
// expect: thread 25: n=13 acc=124 k=101
// expect: thread 26: n=11 acc=130 k=130
// expect: thread 27: n=10 acc=78 k=7
// expect: thread 28: n=6 acc=58 k=6
// expect: thread 29: n=14 acc=120 k=12
// expect: thread 30: n=11 acc=105 k=18
// expect: thread 31: n=12 acc=140 k=29
// expect: thread 32: n=4 acc=44 k=46
// expect: thread 33: n=11 acc=125 k=65
// expect: thread 34: n=11 acc=137 k=86
// expect: thread 35: n=13 acc=140 k=114
// expect: thread 36: n=7 acc=131 k=10
// expect: thread 37: n=9 acc=72 k=9
// expect: thread 38: n=9 acc=137 k=8
// expect: thread 39: n=7 acc=58 k=9
// expect: thread 40: n=14 acc=140 k=14
// expect: thread 41: n=3 acc=34 k=30
// expect: thread 42: n=2 acc=23 k=74
// expect: thread 43: n=14 acc=149 k=101
// expect: thread 44: n=5 acc=45 k=130
// expect: thread 45: n=8 acc=58 k=7
// expect: thread 46: n=10 acc=150 k=6
// expect: thread 47: n=10 acc=146 k=12
// expect: thread 48: n=15 acc=149 k=18
// expect: thread 49: n=1 acc=5 k=29
