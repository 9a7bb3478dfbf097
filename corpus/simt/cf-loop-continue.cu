// corpus/simt/cf-loop-continue.cu: divergent continue at several depths: directly in the loop
// body, inside nested ifs, and in an inner loop whose continue must not leave the outer one.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 45

__global__ void conts(int *out)
{
  int t = threadIdx.x;
  int s = 0, u = 0;
  for (int i = 0; i < 20; i++) {
    if (i % 3 == t % 3)
      continue;
    s += i;
    if (i & 1) {
      if (t & 2)
        continue;
      s += 100;
    }
    for (int j = 0; j < i; j++) {
      if (j % (t % 4 + 1) != 0)
        continue;
      if (j > t)
        continue;
      u += j;
    }
    s++;
  }
  out[2 * t] = s;
  out[2 * t + 1] = u;
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  conts<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d %d\n", i, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 840 0
// expect: thread 1: 733 0
// expect: thread 2: 140 0
// expect: thread 3: 133 0
// expect: thread 4: 733 104
// expect: thread 5: 847 64
// expect: thread 6: 133 39
// expect: thread 7: 127 20
// expect: thread 8: 847 333
// expect: thread 9: 840 172
// expect: thread 10: 127 66
// expect: thread 11: 140 52
// expect: thread 12: 840 556
// expect: thread 13: 733 274
// expect: thread 14: 140 102
// expect: thread 15: 133 64
// expect: thread 16: 733 682
// expect: thread 17: 847 390
// expect: thread 18: 133 105
// expect: thread 19: 127 84
// expect: thread 20: 847 819
// expect: thread 21: 840 384
// expect: thread 22: 127 105
// expect: thread 23: 140 92
// expect: thread 24: 840 762
// expect: thread 25: 733 348
// expect: thread 26: 140 132
// expect: thread 27: 133 64
// expect: thread 28: 733 699
// expect: thread 29: 847 408
// expect: thread 30: 133 105
// expect: thread 31: 127 84
// expect: thread 32: 847 819
// expect: thread 33: 840 384
// expect: thread 34: 127 105
// expect: thread 35: 140 92
// expect: thread 36: 840 762
// expect: thread 37: 733 348
// expect: thread 38: 140 132
// expect: thread 39: 133 64
// expect: thread 40: 733 699
// expect: thread 41: 847 408
// expect: thread 42: 133 105
// expect: thread 43: 127 84
// expect: thread 44: 847 819
