// corpus/simt/cf-return-in-loop.cu: __device__ functions that return early from inside loops
// (a search that returns from a nested loop, and one with returns on both sides of an if),
// called from a loop in the kernel, so returns nest inside the caller's break region.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 64

__device__ int find_pair(int target)
{
  for (int i = 1; i < 12; i++) {
    for (int j = i; j < 12; j++) {
      if (i * j == target)
        return i * 100 + j;
      if (i * j > target)
        break;
    }
  }
  return -1;
}

__device__ int classify(int x)
{
  int i = 0;
  while (1) {
    if (x < 0)
      return -i;
    if (x % 7 == 3) {
      if (i > 2)
        return 1000 + i;
      x -= 5;
    } else {
      x -= 3;
    }
    i++;
  }
}

__global__ void search(int *out)
{
  int t = threadIdx.x;
  int acc = 0;
  for (int k = 0; k < 3; k++) {
    int r = find_pair(t + k);
    if (r < 0)
      continue;
    acc += r;
  }
  out[2 * t] = acc;
  out[2 * t + 1] = classify(t * 3 + 1);
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  search<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d %d\n", i, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 203 -1
// expect: thread 1: 306 -2
// expect: thread 2: 309 -3
// expect: thread 3: 312 -3
// expect: thread 4: 315 -4
// expect: thread 5: 318 -5
// expect: thread 6: 321 1003
// expect: thread 7: 324 1004
// expect: thread 8: 327 1005
// expect: thread 9: 330 1006
// expect: thread 10: 427 1004
// expect: thread 11: 317 1005
// expect: thread 12: 413 1006
// expect: thread 13: 512 1003
// expect: thread 14: 720 1004
// expect: thread 15: 513 1005
// expect: thread 16: 417 1006
// expect: thread 17: 209 1004
// expect: thread 18: 419 1005
// expect: thread 19: 517 1006
// expect: thread 20: 728 1003
// expect: thread 21: 518 1004
// expect: thread 22: 519 1005
// expect: thread 23: 813 1006
// expect: thread 24: 813 1004
// expect: thread 25: 814 1005
// expect: thread 26: 716 1006
// expect: thread 27: 716 1003
// expect: thread 28: 717 1004
// expect: thread 29: 310 1005
// expect: thread 30: 718 1006
// expect: thread 31: 719 1004
// expect: thread 32: 719 1005
// expect: thread 33: 818 1006
// expect: thread 34: 916 1003
// expect: thread 35: 916 1004
// expect: thread 36: 409 1005
// expect: thread 37: 0 1006
// expect: thread 38: 410 1004
// expect: thread 39: 410 1005
// expect: thread 40: 1017 1006
// expect: thread 41: 607 1003
// expect: thread 42: 1018 1004
// expect: thread 43: 920 1005
// expect: thread 44: 920 1006
// expect: thread 45: 509 1004
// expect: thread 46: 608 1005
// expect: thread 47: 1315 1006
// expect: thread 48: 1825 1003
// expect: thread 49: 1217 1004
// expect: thread 50: 510 1005
// expect: thread 51: 0 1006
// expect: thread 52: 609 1004
// expect: thread 53: 1120 1005
// expect: thread 54: 1828 1006
// expect: thread 55: 1219 1003
// expect: thread 56: 708 1004
// expect: thread 57: 0 1005
// expect: thread 58: 610 1006
// expect: thread 59: 610 1004
// expect: thread 60: 610 1005
// expect: thread 61: 709 1006
// expect: thread 62: 1517 1003
// expect: thread 63: 1517 1004
