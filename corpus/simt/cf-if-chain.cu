// corpus/simt/cf-if-chain.cu: an else-if ladder where every thread of a warp may take a
// different rung, with assignments after the join, in 2 blocks of 48 threads.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 2
#define NT 48

__global__ void ladder(int *out)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (t * 37 + 11) % 23;
  int r;
  if (v < 3)
    r = 1;
  else if (v < 6)
    r = 2;
  else if (v < 9) {
    r = 3;
    if (t & 1)
      r += 30;
  } else if (v < 12)
    r = 4;
  else if (v == 15 || v == 17)
    r = 5;
  else if (v > 20)
    r = 6;
  else
    r = 7;
  r = r * 100 + v;
  if (blockIdx.x == 1 && r > 500)
    r = -r;
  out[t] = r;
}

int main(void)
{
  int h[NB * NT], *d;
  cudaMalloc(&d, sizeof h);
  ladder<<<NB, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NB * NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 411
// expect: thread 1: 102
// expect: thread 2: 716
// expect: thread 3: 3307
// expect: thread 4: 621
// expect: thread 5: 712
// expect: thread 6: 203
// expect: thread 7: 517
// expect: thread 8: 308
// expect: thread 9: 622
// expect: thread 10: 713
// expect: thread 11: 204
// expect: thread 12: 718
// expect: thread 13: 409
// expect: thread 14: 100
// expect: thread 15: 714
// expect: thread 16: 205
// expect: thread 17: 719
// expect: thread 18: 410
// expect: thread 19: 101
// expect: thread 20: 515
// expect: thread 21: 3306
// expect: thread 22: 720
// expect: thread 23: 411
// expect: thread 24: 102
// expect: thread 25: 716
// expect: thread 26: 307
// expect: thread 27: 621
// expect: thread 28: 712
// expect: thread 29: 203
// expect: thread 30: 517
// expect: thread 31: 3308
// expect: thread 32: 622
// expect: thread 33: 713
// expect: thread 34: 204
// expect: thread 35: 718
// expect: thread 36: 409
// expect: thread 37: 100
// expect: thread 38: 714
// expect: thread 39: 205
// expect: thread 40: 719
// expect: thread 41: 410
// expect: thread 42: 101
// expect: thread 43: 515
// expect: thread 44: 306
// expect: thread 45: 720
// expect: thread 46: 411
// expect: thread 47: 102
// expect: thread 48: -716
// expect: thread 49: -3307
// expect: thread 50: -621
// expect: thread 51: -712
// expect: thread 52: 203
// expect: thread 53: -517
// expect: thread 54: 308
// expect: thread 55: -622
// expect: thread 56: -713
// expect: thread 57: 204
// expect: thread 58: -718
// expect: thread 59: 409
// expect: thread 60: 100
// expect: thread 61: -714
// expect: thread 62: 205
// expect: thread 63: -719
// expect: thread 64: 410
// expect: thread 65: 101
// expect: thread 66: -515
// expect: thread 67: -3306
// expect: thread 68: -720
// expect: thread 69: 411
// expect: thread 70: 102
// expect: thread 71: -716
// expect: thread 72: 307
// expect: thread 73: -621
// expect: thread 74: -712
// expect: thread 75: 203
// expect: thread 76: -517
// expect: thread 77: -3308
// expect: thread 78: -622
// expect: thread 79: -713
// expect: thread 80: 204
// expect: thread 81: -718
// expect: thread 82: 409
// expect: thread 83: 100
// expect: thread 84: -714
// expect: thread 85: 205
// expect: thread 86: -719
// expect: thread 87: 410
// expect: thread 88: 101
// expect: thread 89: -515
// expect: thread 90: 306
// expect: thread 91: -720
// expect: thread 92: 411
// expect: thread 93: 102
// expect: thread 94: -716
// expect: thread 95: -3307
