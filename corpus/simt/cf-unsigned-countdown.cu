// corpus/simt/cf-unsigned-countdown.cu: loops over unsigned and narrow counters: a count-down
// that stops on wrap-around, an unsigned char loop that wraps at 256, and a long long loop with
// a divergent trip count; loop conditions with comparisons across types.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 40

__global__ void ucount(unsigned *out)
{
  unsigned t = threadIdx.x;
  unsigned s = 0;
  for (unsigned i = t % 7; i != (unsigned) -1; i--)
    s += i * 3;
  unsigned char c = (unsigned char) (250 + t % 9);
  unsigned n = 0;
  while (c != 3) {
    c++;
    n++;
  }
  long long big = 1;
  int k = 0;
  for (long long v = t + 1; v < 1000000000000LL; v *= (t % 5 + 2))
    k++, big += v % 1000;
  out[3 * t] = s;
  out[3 * t + 1] = n;
  out[3 * t + 2] = (unsigned) (big * 100 + k);
}

int main(void)
{
  unsigned h[3 * NT], *d;
  cudaMalloc(&d, sizeof h);
  ucount<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %u %u %u\n", i, h[3 * i], h[3 * i + 1], h[3 * i + 2]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 0 9 1477640
// expect: thread 1: 3 8 1144325
// expect: thread 2: 9 7 877620
// expect: thread 3: 18 6 712517
// expect: thread 4: 30 5 557615
// expect: thread 5: 45 4 1665938
// expect: thread 6: 63 3 868124
// expect: thread 7: 0 2 784919
// expect: thread 8: 3 1 490516
// expect: thread 9: 9 9 715115
// expect: thread 10: 18 8 1218237
// expect: thread 11: 30 7 1295723
// expect: thread 12: 45 6 1075419
// expect: thread 13: 63 5 1018516
// expect: thread 14: 0 4 528614
// expect: thread 15: 3 3 1476136
// expect: thread 16: 9 2 1002223
// expect: thread 17: 18 1 841118
// expect: thread 18: 30 9 846516
// expect: thread 19: 45 8 638114
// expect: thread 20: 63 7 1143636
// expect: thread 21: 0 6 908723
// expect: thread 22: 3 5 963618
// expect: thread 23: 9 4 74516
// expect: thread 24: 18 3 547614
// expect: thread 25: 30 2 2211136
// expect: thread 26: 45 1 1015223
// expect: thread 27: 63 9 586118
// expect: thread 28: 0 8 602516
// expect: thread 29: 3 7 557114
// expect: thread 30: 9 6 2037835
// expect: thread 31: 18 5 1072922
// expect: thread 32: 30 4 608618
// expect: thread 33: 45 3 405515
// expect: thread 34: 63 2 666614
// expect: thread 35: 0 1 1721335
// expect: thread 36: 3 9 1274922
// expect: thread 37: 9 8 931118
// expect: thread 38: 18 7 871015
// expect: thread 39: 30 6 576114
