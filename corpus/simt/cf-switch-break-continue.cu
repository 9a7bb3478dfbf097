// corpus/simt/cf-switch-break-continue.cu: break and continue inside a switch inside loops: the
// break leaves only the switch, the continue goes to the loop's next iteration; a nested switch
// inside a case; and a loop inside a case whose break must not leave the switch.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 40

__global__ void swloop(int *out)
{
  int t = threadIdx.x;
  int a = 0, b = 0;
  for (int i = 0; i < 8; i++) {
    switch ((t * 3 + i) % 5) {
    case 0:
      a += 1;
      break;
    case 1:
      if (t & 1)
        continue;
      a += 10;
      break;
    case 2:
      switch (t % 3) {
      case 0:
        a += 100;
        break;
      case 1:
        continue;
      default:
        a -= 1;
      }
      a += 1000;
      break;
    case 3:
      for (int j = 0; j < 10; j++) {
        if (j > t % 4)
          break;
        a += 3;
      }
      break;
    default:
      b += i;
      continue;
    }
    b += 1;
  }
  int k = 0, stop = 0;
  while (k < 20) {
    k++;
    switch (k % 4) {
    case 0:
      if (k > t)
        break;
      continue;
    case 1:
      b += 2;
      break;
    default:
      if (k == t % 7) {
        stop = 1;
        break;
      }
      continue;
    }
    if (stop)
      break;
    b += 100;
  }
  out[2 * t] = a;
  out[2 * t + 1] = b * 100 + k;
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  swloop<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: a=%d b/k=%d\n", i, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: a=2225 b/k=102120
// expect: thread 1: a=14 b/k=102120
// expect: thread 2: a=2037 b/k=11202
// expect: thread 3: a=1114 b/k=11103
// expect: thread 4: a=17 b/k=92320
// expect: thread 5: a=2006 b/k=91920
// expect: thread 6: a=1130 b/k=21706
// expect: thread 7: a=25 b/k=91620
// expect: thread 8: a=1024 b/k=82120
// expect: thread 9: a=2213 b/k=11602
// expect: thread 10: a=31 b/k=11103
// expect: thread 11: a=1025 b/k=82220
// expect: thread 12: a=2227 b/k=72020
// expect: thread 13: a=8 b/k=21206
// expect: thread 14: a=2027 b/k=72520
// expect: thread 15: a=2214 b/k=71920
// expect: thread 16: a=18 b/k=11402
// expect: thread 17: a=2011 b/k=11003
// expect: thread 18: a=1131 b/k=62120
// expect: thread 19: a=25 b/k=62220
// expect: thread 20: a=2023 b/k=21506
// expect: thread 21: a=1114 b/k=52220
// expect: thread 22: a=39 b/k=51820
// expect: thread 23: a=1013 b/k=11102
// expect: thread 24: a=2217 b/k=11703
// expect: thread 25: a=8 b/k=51720
// expect: thread 26: a=1029 b/k=52320
// expect: thread 27: a=2225 b/k=21206
// expect: thread 28: a=25 b/k=52020
// expect: thread 29: a=2011 b/k=52420
// expect: thread 30: a=2231 b/k=11302
// expect: thread 31: a=26 b/k=11303
// expect: thread 32: a=2025 b/k=52020
// expect: thread 33: a=1108 b/k=51920
// expect: thread 34: a=29 b/k=21706
// expect: thread 35: a=2012 b/k=51920
// expect: thread 36: a=1118 b/k=52320
// expect: thread 37: a=13 b/k=10802
// expect: thread 38: a=1030 b/k=11303
// expect: thread 39: a=2225 b/k=52420
