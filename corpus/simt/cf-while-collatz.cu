// corpus/simt/cf-while-collatz.cu: a while loop with a data-dependent trip count (Collatz
// steps) and a divergent if/else in its body; 3 blocks of 33 threads.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 3
#define NT 33

__global__ void collatz(int *steps, int *peak)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned n = t + 1;
  int s = 0;
  unsigned m = n;
  while (n != 1) {
    if (n % 2 == 0)
      n /= 2;
    else
      n = 3 * n + 1;
    if (n > m)
      m = n;
    s++;
  }
  steps[t] = s;
  peak[t] = m;
}

int main(void)
{
  int hs[NB * NT], hp[NB * NT], *ds, *dp;
  cudaMalloc(&ds, sizeof hs);
  cudaMalloc(&dp, sizeof hp);
  collatz<<<NB, NT>>>(ds, dp);
  cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost);
  cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NB * NT; i++)
    printf("%d: steps %d peak %d\n", i + 1, hs[i], hp[i]);
  cudaFree(ds);
  cudaFree(dp);
  return 0;
}
// cudak-args: --verify-cfc
// expect: 1: steps 0 peak 1
// expect: 2: steps 1 peak 2
// expect: 3: steps 7 peak 16
// expect: 4: steps 2 peak 4
// expect: 5: steps 5 peak 16
// expect: 6: steps 8 peak 16
// expect: 7: steps 16 peak 52
// expect: 8: steps 3 peak 8
// expect: 9: steps 19 peak 52
// expect: 10: steps 6 peak 16
// expect: 11: steps 14 peak 52
// expect: 12: steps 9 peak 16
// expect: 13: steps 9 peak 40
// expect: 14: steps 17 peak 52
// expect: 15: steps 17 peak 160
// expect: 16: steps 4 peak 16
// expect: 17: steps 12 peak 52
// expect: 18: steps 20 peak 52
// expect: 19: steps 20 peak 88
// expect: 20: steps 7 peak 20
// expect: 21: steps 7 peak 64
// expect: 22: steps 15 peak 52
// expect: 23: steps 15 peak 160
// expect: 24: steps 10 peak 24
// expect: 25: steps 23 peak 88
// expect: 26: steps 10 peak 40
// expect: 27: steps 111 peak 9232
// expect: 28: steps 18 peak 52
// expect: 29: steps 18 peak 88
// expect: 30: steps 18 peak 160
// expect: 31: steps 106 peak 9232
// expect: 32: steps 5 peak 32
// expect: 33: steps 26 peak 100
// expect: 34: steps 13 peak 52
// expect: 35: steps 13 peak 160
// expect: 36: steps 21 peak 52
// expect: 37: steps 21 peak 112
// expect: 38: steps 21 peak 88
// expect: 39: steps 34 peak 304
// expect: 40: steps 8 peak 40
// expect: 41: steps 109 peak 9232
// expect: 42: steps 8 peak 64
// expect: 43: steps 29 peak 196
// expect: 44: steps 16 peak 52
// expect: 45: steps 16 peak 136
// expect: 46: steps 16 peak 160
// expect: 47: steps 104 peak 9232
// expect: 48: steps 11 peak 48
// expect: 49: steps 24 peak 148
// expect: 50: steps 24 peak 88
// expect: 51: steps 24 peak 232
// expect: 52: steps 11 peak 52
// expect: 53: steps 11 peak 160
// expect: 54: steps 112 peak 9232
// expect: 55: steps 112 peak 9232
// expect: 56: steps 19 peak 56
// expect: 57: steps 32 peak 196
// expect: 58: steps 19 peak 88
// expect: 59: steps 32 peak 304
// expect: 60: steps 19 peak 160
// expect: 61: steps 19 peak 184
// expect: 62: steps 107 peak 9232
// expect: 63: steps 107 peak 9232
// expect: 64: steps 6 peak 64
// expect: 65: steps 27 peak 196
// expect: 66: steps 27 peak 100
// expect: 67: steps 27 peak 304
// expect: 68: steps 14 peak 68
// expect: 69: steps 14 peak 208
// expect: 70: steps 14 peak 160
// expect: 71: steps 102 peak 9232
// expect: 72: steps 22 peak 72
// expect: 73: steps 115 peak 9232
// expect: 74: steps 22 peak 112
// expect: 75: steps 14 peak 340
// expect: 76: steps 22 peak 88
// expect: 77: steps 22 peak 232
// expect: 78: steps 35 peak 304
// expect: 79: steps 35 peak 808
// expect: 80: steps 9 peak 80
// expect: 81: steps 22 peak 244
// expect: 82: steps 110 peak 9232
// expect: 83: steps 110 peak 9232
// expect: 84: steps 9 peak 84
// expect: 85: steps 9 peak 256
// expect: 86: steps 30 peak 196
// expect: 87: steps 30 peak 592
// expect: 88: steps 17 peak 88
// expect: 89: steps 30 peak 304
// expect: 90: steps 17 peak 136
// expect: 91: steps 92 peak 9232
// expect: 92: steps 17 peak 160
// expect: 93: steps 17 peak 280
// expect: 94: steps 105 peak 9232
// expect: 95: steps 105 peak 9232
// expect: 96: steps 12 peak 96
// expect: 97: steps 118 peak 9232
// expect: 98: steps 25 peak 148
// expect: 99: steps 25 peak 448
