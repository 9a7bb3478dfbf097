// corpus/simt/cf-nested-if.cu: divergent ifs nested four deep, with else branches on every
// level, in one block of 70 threads (two full warps and an underpopulated third one).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 70

__global__ void nested(int *out)
{
  int t = threadIdx.x;
  int r = 0;
  if (t % 2 == 0) {
    r += 1;
    if (t % 3 == 0) {
      r += 10;
      if (t % 5 == 0) {
        r += 100;
        if (t % 7 == 0)
          r += 1000;
        else
          r -= 1000;
      } else {
        r *= 3;
      }
    } else if (t % 3 == 1) {
      r += 20;
      if (t > 40)
        r = -r;
    } else {
      r += 30;
    }
  } else {
    if (t < 16) {
      r = t;
      if (t & 4) {
        if (t & 8)
          r += 400;
        else
          r += 40;
      }
    } else {
      r = 2 * t;
    }
  }
  out[t] = r;
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  nested<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 1111
// expect: thread 1: 1
// expect: thread 2: 31
// expect: thread 3: 3
// expect: thread 4: 21
// expect: thread 5: 45
// expect: thread 6: 33
// expect: thread 7: 47
// expect: thread 8: 31
// expect: thread 9: 9
// expect: thread 10: 21
// expect: thread 11: 11
// expect: thread 12: 33
// expect: thread 13: 413
// expect: thread 14: 31
// expect: thread 15: 415
// expect: thread 16: 21
// expect: thread 17: 34
// expect: thread 18: 33
// expect: thread 19: 38
// expect: thread 20: 31
// expect: thread 21: 42
// expect: thread 22: 21
// expect: thread 23: 46
// expect: thread 24: 33
// expect: thread 25: 50
// expect: thread 26: 31
// expect: thread 27: 54
// expect: thread 28: 21
// expect: thread 29: 58
// expect: thread 30: -889
// expect: thread 31: 62
// expect: thread 32: 31
// expect: thread 33: 66
// expect: thread 34: 21
// expect: thread 35: 70
// expect: thread 36: 33
// expect: thread 37: 74
// expect: thread 38: 31
// expect: thread 39: 78
// expect: thread 40: 21
// expect: thread 41: 82
// expect: thread 42: 33
// expect: thread 43: 86
// expect: thread 44: 31
// expect: thread 45: 90
// expect: thread 46: -21
// expect: thread 47: 94
// expect: thread 48: 33
// expect: thread 49: 98
// expect: thread 50: 31
// expect: thread 51: 102
// expect: thread 52: -21
// expect: thread 53: 106
// expect: thread 54: 33
// expect: thread 55: 110
// expect: thread 56: 31
// expect: thread 57: 114
// expect: thread 58: -21
// expect: thread 59: 118
// expect: thread 60: -889
// expect: thread 61: 122
// expect: thread 62: 31
// expect: thread 63: 126
// expect: thread 64: -21
// expect: thread 65: 130
// expect: thread 66: 33
// expect: thread 67: 134
// expect: thread 68: 31
// expect: thread 69: 138
