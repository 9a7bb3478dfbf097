// corpus/simt/cf-underpopulated.cu: blocks of 37 threads (the second warp has 5 lanes and 27
// dummy lanes, [H §5.4.1]) running divergent loops, early returns and a called function; the
// grid is 3 blocks and the kernel guards against the extra lanes of the last block.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 3
#define NT 37
#define N (NB * NT - 4)

__device__ int digits(int x)
{
  int n = 0;
  do {
    n++;
    x /= 3;
  } while (x);
  return n;
}

__global__ void up(int *out, int n)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int r = digits(t * t);
  for (int i = threadIdx.x; i < 40; i += 3) {
    if (i % 4 == 3)
      continue;
    r += i % 5;
    if (r > 25)
      break;
  }
  out[t] = r;
}

int main(void)
{
  int h[N], *d;
  cudaMalloc(&d, sizeof h);
  up<<<NB, NT>>>(d, N);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 20
// expect: thread 1: 21
// expect: thread 2: 23
// expect: thread 3: 22
// expect: thread 4: 22
// expect: thread 5: 22
// expect: thread 6: 23
// expect: thread 7: 19
// expect: thread 8: 23
// expect: thread 9: 23
// expect: thread 10: 20
// expect: thread 11: 21
// expect: thread 12: 19
// expect: thread 13: 20
// expect: thread 14: 21
// expect: thread 15: 17
// expect: thread 16: 18
// expect: thread 17: 18
// expect: thread 18: 18
// expect: thread 19: 17
// expect: thread 20: 16
// expect: thread 21: 15
// expect: thread 22: 17
// expect: thread 23: 16
// expect: thread 24: 14
// expect: thread 25: 15
// expect: thread 26: 16
// expect: thread 27: 11
// expect: thread 28: 16
// expect: thread 29: 16
// expect: thread 30: 11
// expect: thread 31: 13
// expect: thread 32: 12
// expect: thread 33: 11
// expect: thread 34: 13
// expect: thread 35: 10
// expect: thread 36: 8
// expect: thread 37: 26
// expect: thread 38: 27
// expect: thread 39: 28
// expect: thread 40: 26
// expect: thread 41: 26
// expect: thread 42: 26
// expect: thread 43: 26
// expect: thread 44: 22
// expect: thread 45: 26
// expect: thread 46: 25
// expect: thread 47: 23
// expect: thread 48: 24
// expect: thread 49: 22
// expect: thread 50: 23
// expect: thread 51: 24
// expect: thread 52: 20
// expect: thread 53: 20
// expect: thread 54: 20
// expect: thread 55: 20
// expect: thread 56: 19
// expect: thread 57: 18
// expect: thread 58: 17
// expect: thread 59: 19
// expect: thread 60: 18
// expect: thread 61: 16
// expect: thread 62: 17
// expect: thread 63: 18
// expect: thread 64: 12
// expect: thread 65: 17
// expect: thread 66: 17
// expect: thread 67: 12
// expect: thread 68: 14
// expect: thread 69: 13
// expect: thread 70: 12
// expect: thread 71: 14
// expect: thread 72: 11
// expect: thread 73: 9
// expect: thread 74: 26
// expect: thread 75: 26
// expect: thread 76: 26
// expect: thread 77: 26
// expect: thread 78: 27
// expect: thread 79: 27
// expect: thread 80: 26
// expect: thread 81: 24
// expect: thread 82: 28
// expect: thread 83: 26
// expect: thread 84: 24
// expect: thread 85: 25
// expect: thread 86: 23
// expect: thread 87: 24
// expect: thread 88: 25
// expect: thread 89: 21
// expect: thread 90: 21
// expect: thread 91: 21
// expect: thread 92: 21
// expect: thread 93: 20
// expect: thread 94: 19
// expect: thread 95: 18
// expect: thread 96: 20
// expect: thread 97: 19
// expect: thread 98: 17
// expect: thread 99: 18
// expect: thread 100: 19
// expect: thread 101: 13
// expect: thread 102: 18
// expect: thread 103: 18
// expect: thread 104: 13
// expect: thread 105: 15
// expect: thread 106: 14
