// corpus/simt/cf-while-true-breaks.cu: the loop shape of listing 6.2 [H §6.1]: while (1) with no
// condition, left only by guarded breaks at three different places of the body, so lanes park in
// the break state at different points and iterations before the break token releases them.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 64

__global__ void wt(int *out)
{
  int t = threadIdx.x;
  int x = t * 7 + 1, it = 0, why = 0;
  while (1) {
    it++;
    x = (x * 5 + 3) % 101;
    if (x < 3) {
      why = 1;
      break;
    }
    if (x % 13 == t % 13) {
      why = 2;
      break;
    }
    x += it;
    if (it >= 12) {
      why = 3;
      break;
    }
  }
  out[t] = why * 10000 + it * 100 + x % 100;
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  wt<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 31291
// expect: thread 1: 10402
// expect: thread 2: 21180
// expect: thread 3: 20268
// expect: thread 4: 31241
// expect: thread 5: 20383
// expect: thread 6: 20984
// expect: thread 7: 31254
// expect: thread 8: 20186
// expect: thread 9: 20348
// expect: thread 10: 20488
// expect: thread 11: 21011
// expect: thread 12: 20451
// expect: thread 13: 10200
// expect: thread 14: 20414
// expect: thread 15: 20128
// expect: thread 16: 21281
// expect: thread 17: 31230
// expect: thread 18: 20657
// expect: thread 19: 31206
// expect: thread 20: 10101
// expect: thread 21: 10501
// expect: thread 22: 31218
// expect: thread 23: 31256
// expect: thread 24: 20824
// expect: thread 25: 10601
// expect: thread 26: 31269
// expect: thread 27: 20992
// expect: thread 28: 10901
// expect: thread 29: 11002
// expect: thread 30: 31219
// expect: thread 31: 20183
// expect: thread 32: 31295
// expect: thread 33: 10502
// expect: thread 34: 11100
// expect: thread 35: 20622
// expect: thread 36: 10702
// expect: thread 37: 20763
// expect: thread 38: 20125
// expect: thread 39: 20691
// expect: thread 40: 20279
// expect: thread 41: 31233
// expect: thread 42: 10401
// expect: thread 43: 31209
// expect: thread 44: 20370
// expect: thread 45: 20245
// expect: thread 46: 10102
// expect: thread 47: 20460
// expect: thread 48: 20335
// expect: thread 49: 10301
// expect: thread 50: 20211
// expect: thread 51: 31210
// expect: thread 52: 10300
// expect: thread 53: 31285
// expect: thread 54: 20180
// expect: thread 55: 31260
// expect: thread 56: 20656
// expect: thread 57: 31235
// expect: thread 58: 31273
// expect: thread 59: 31211
// expect: thread 60: 31248
// expect: thread 61: 20122
// expect: thread 62: 21036
// expect: thread 63: 10600
