// corpus/simt/cf-for-nested.cu: three nested for loops whose bounds depend on the thread,
// with a continue at depth 3, a break at depth 3, and an outer break driven by a flag set
// deep inside (the classic way out of nested loops without goto).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 36

__global__ void nest3(int *out)
{
  int t = threadIdx.x;
  int sum = 0, visits = 0;
  int done = 0;
  for (int i = 0; i < 1 + t % 4; i++) {
    for (int j = 0; j <= i + t % 3; j++) {
      for (int k = 0; k < 5; k++) {
        visits++;
        if ((i + j + k) % 3 == 0)
          continue;
        if (k > j + 1)
          break;
        sum += i * 100 + j * 10 + k;
        if (sum > 40 * t + 200) {
          done = 1;
          break;
        }
      }
      if (done)
        break;
    }
    if (done)
      break;
  }
  out[2 * t] = sum;
  out[2 * t + 1] = visits * 10 + done;
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  nest3<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: sum=%d visits/done=%d\n", i, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: sum=1 visits/done=30
// expect: thread 1: sum=333 visits/done=121
// expect: thread 2: sum=288 visits/done=141
// expect: thread 3: sum=424 visits/done=101
// expect: thread 4: sum=22 visits/done=70
// expect: thread 5: sum=510 visits/done=191
// expect: thread 6: sum=624 visits/done=121
// expect: thread 7: sum=566 visits/done=171
// expect: thread 8: sum=87 visits/done=120
// expect: thread 9: sum=424 visits/done=110
// expect: thread 10: sum=688 visits/done=181
// expect: thread 11: sum=753 visits/done=231
// expect: thread 12: sum=1 visits/done=30
// expect: thread 13: sum=688 visits/done=200
// expect: thread 14: sum=883 visits/done=261
// expect: thread 15: sum=835 visits/done=161
// expect: thread 16: sum=22 visits/done=70
// expect: thread 17: sum=883 visits/done=261
// expect: thread 18: sum=1047 visits/done=171
// expect: thread 19: sum=1099 visits/done=251
// expect: thread 20: sum=87 visits/done=120
// expect: thread 21: sum=424 visits/done=110
// expect: thread 22: sum=1099 visits/done=251
// expect: thread 23: sum=1147 visits/done=291
// expect: thread 24: sum=1 visits/done=30
// expect: thread 25: sum=688 visits/done=200
// expect: thread 26: sum=1281 visits/done=301
// expect: thread 27: sum=1488 visits/done=211
// expect: thread 28: sum=22 visits/done=70
// expect: thread 29: sum=1281 visits/done=300
// expect: thread 30: sum=1488 visits/done=211
// expect: thread 31: sum=1531 visits/done=291
// expect: thread 32: sum=87 visits/done=120
// expect: thread 33: sum=424 visits/done=110
// expect: thread 34: sum=1752 visits/done=301
// expect: thread 35: sum=1692 visits/done=351
