// corpus/simt/cf-mixed.cu: everything at once: a loop in an if in a loop, with a switch whose
// case calls a recursive function, a continue from inside the switch, a break from an if
// inside the inner loop, and an early return from the device function in the middle.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 2
#define NT 45

__device__ int depth(int n)
{
  if (n <= 1)
    return 0;
  if (n % 2)
    return 1 + depth(n - 1);
  return 1 + depth(n / 2);
}

__device__ int mixed(int t)
{
  int acc = 0;
  for (int i = 0; i < 6; i++) {
    if ((t >> i) & 1) {
      for (int j = 0; j < 5; j++) {
        switch ((i + j + t) % 4) {
        case 0:
          acc += depth(t + j);
          break;
        case 1:
          if (j == 2)
            continue;
          acc += 2;
        case 2:
          acc ^= j;
          break;
        default:
          if (acc > 60)
            return acc * 100 + i;
        }
        if (acc % 9 == 8)
          break;
        acc++;
      }
    } else if (i == t % 5) {
      continue;
    } else {
      acc += i;
    }
    acc *= 2;
    acc %= 1000;
  }
  return -acc;
}

__global__ void km(int *out)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = mixed(t);
}

int main(void)
{
  int h[NB * NT], *d;
  cudaMalloc(&d, sizeof h);
  km<<<NB, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NB * NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: -114
// expect: thread 1: -530
// expect: thread 2: -178
// expect: thread 3: -522
// expect: thread 4: -142
// expect: thread 5: 6202
// expect: thread 6: -322
// expect: thread 7: 6102
// expect: thread 8: -90
// expect: thread 9: 7803
// expect: thread 10: -378
// expect: thread 11: 10903
// expect: thread 12: -442
// expect: thread 13: 9703
// expect: thread 14: 7303
// expect: thread 15: 12503
// expect: thread 16: -134
// expect: thread 17: 7704
// expect: thread 18: -294
// expect: thread 19: 27804
// expect: thread 20: 6704
// expect: thread 21: 12504
// expect: thread 22: 14704
// expect: thread 23: 12404
// expect: thread 24: -142
// expect: thread 25: 10003
// expect: thread 26: 11104
// expect: thread 27: 9503
// expect: thread 28: -294
// expect: thread 29: 19904
// expect: thread 30: 8503
// expect: thread 31: 6502
// expect: thread 32: -94
// expect: thread 33: 18505
// expect: thread 34: 7805
// expect: thread 35: 80305
// expect: thread 36: 19105
// expect: thread 37: 42105
// expect: thread 38: 17605
// expect: thread 39: 10302
// expect: thread 40: -104
// expect: thread 41: 25705
// expect: thread 42: 14405
// expect: thread 43: 10903
// expect: thread 44: 6505
// expect: thread 45: 12803
// expect: thread 46: 29205
// expect: thread 47: 7302
// expect: thread 48: 6105
// expect: thread 49: 20104
// expect: thread 50: 10304
// expect: thread 51: 22204
// expect: thread 52: 10905
// expect: thread 53: 12504
// expect: thread 54: 11104
// expect: thread 55: 8302
// expect: thread 56: 10505
// expect: thread 57: 6403
// expect: thread 58: 19605
// expect: thread 59: 14503
// expect: thread 60: 19905
// expect: thread 61: 7303
// expect: thread 62: 12303
// expect: thread 63: 19703
// expect: thread 64: -54
// expect: thread 65: -818
// expect: thread 66: -434
// expect: thread 67: -466
// expect: thread 68: -106
// expect: thread 69: -510
// expect: thread 70: -466
// expect: thread 71: 8302
// expect: thread 72: -162
// expect: thread 73: 11403
// expect: thread 74: -206
// expect: thread 75: 14503
// expect: thread 76: -306
// expect: thread 77: 13303
// expect: thread 78: 12503
// expect: thread 79: 14303
// expect: thread 80: -182
// expect: thread 81: 11304
// expect: thread 82: -222
// expect: thread 83: 14404
// expect: thread 84: 8804
// expect: thread 85: 25704
// expect: thread 86: 25504
// expect: thread 87: 9502
// expect: thread 88: -114
// expect: thread 89: 37904
