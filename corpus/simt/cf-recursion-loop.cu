// corpus/simt/cf-recursion-loop.cu: recursion called from inside loops with break and continue
// around the call (counting the partitions of n into parts <= k, and the lattice paths that
// avoid a lane-dependent set of points).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 33

__device__ int parts(int n, int k)
{
  if (n == 0)
    return 1;
  int c = 0;
  for (int p = k; p >= 1; p--) {
    if (p > n)
      continue;
    c += parts(n - p, p);
    if (c > 50)
      break;
  }
  return c;
}

__device__ int paths(int x, int y, int bad)
{
  if (x == 0 && y == 0)
    return 1;
  if ((x * 3 + y) % 7 == bad)
    return 0;
  int c = 0;
  if (x > 0)
    c += paths(x - 1, y, bad);
  if (y > 0)
    c += paths(x, y - 1, bad);
  return c;
}

__global__ void rl(int *out)
{
  int t = threadIdx.x;
  out[2 * t] = parts(t % 12, t % 5 + 1);
  out[2 * t + 1] = paths(t % 4 + 1, t % 5, t % 8);
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  rl<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: parts %d paths %d\n", i, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: parts 1 paths 1
// expect: thread 1: parts 1 paths 2
// expect: thread 2: parts 2 paths 8
// expect: thread 3: parts 3 paths 11
// expect: thread 4: parts 5 paths 2
// expect: thread 5: parts 1 paths 1
// expect: thread 6: parts 4 paths 2
// expect: thread 7: parts 8 paths 15
// expect: thread 8: parts 15 paths 4
// expect: thread 9: parts 23 paths 2
// expect: thread 10: parts 1 paths 0
// expect: thread 11: parts 6 paths 0
// expect: thread 12: parts 1 paths 1
// expect: thread 13: parts 1 paths 4
// expect: thread 14: parts 2 paths 0
// expect: thread 15: parts 1 paths 1
// expect: thread 16: parts 3 paths 2
// expect: thread 17: parts 5 paths 0
// expect: thread 18: parts 9 paths 8
// expect: thread 19: parts 13 paths 19
// expect: thread 20: parts 1 paths 1
// expect: thread 21: parts 5 paths 3
// expect: thread 22: parts 14 paths 7
// expect: thread 23: parts 27 paths 35
// expect: thread 24: parts 1 paths 0
// expect: thread 25: parts 1 paths 1
// expect: thread 26: parts 2 paths 3
// expect: thread 27: parts 3 paths 3
// expect: thread 28: parts 5 paths 2
// expect: thread 29: parts 7 paths 6
// expect: thread 30: parts 1 paths 0
// expect: thread 31: parts 4 paths 5
// expect: thread 32: parts 10 paths 3
