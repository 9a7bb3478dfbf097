// corpus/simt/cf-switch-return.cu: a switch inside a loop inside a __device__ function whose
// cases return from the function, break the switch, or continue the loop; the switch value
// covers negative cases and a default that is the first label.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 50

__device__ int interp(int seed)
{
  int acc = 0;
  int x = seed;
  for (int step = 0; step < 30; step++) {
    x = (x * 13 + step + 5) % 17 - 4;
    switch (x) {
    default:
      acc += x;
      break;
    case -4:
    case -3:
      return acc * 10 + step;
    case 0:
      continue;
    case 7:
      if (acc > 20)
        return -acc;
      acc += 1;
    case 8:
      acc += 2;
      break;
    case 12:
      acc -= 3;
      continue;
    }
    acc++;
  }
  return 9999;
}

__global__ void run(int *out)
{
  int t = threadIdx.x;
  out[t] = interp(t);
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  run<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: -2585
// expect: thread 1: 0
// expect: thread 2: 111
// expect: thread 3: 113
// expect: thread 4: 254
// expect: thread 5: -1576
// expect: thread 6: 439
// expect: thread 7: 129
// expect: thread 8: 214
// expect: thread 9: -98
// expect: thread 10: 9999
// expect: thread 11: -132
// expect: thread 12: -450
// expect: thread 13: 165
// expect: thread 14: 0
// expect: thread 15: 406
// expect: thread 16: 9999
// expect: thread 17: -2585
// expect: thread 18: 0
// expect: thread 19: 111
// expect: thread 20: 113
// expect: thread 21: 254
// expect: thread 22: -1576
// expect: thread 23: 439
// expect: thread 24: 129
// expect: thread 25: 214
// expect: thread 26: -98
// expect: thread 27: 9999
// expect: thread 28: -132
// expect: thread 29: -450
// expect: thread 30: 165
// expect: thread 31: 0
// expect: thread 32: 406
// expect: thread 33: 9999
// expect: thread 34: -2585
// expect: thread 35: 0
// expect: thread 36: 111
// expect: thread 37: 113
// expect: thread 38: 254
// expect: thread 39: -1576
// expect: thread 40: 439
// expect: thread 41: 129
// expect: thread 42: 214
// expect: thread 43: -98
// expect: thread 44: 9999
// expect: thread 45: -132
// expect: thread 46: -450
// expect: thread 47: 165
// expect: thread 48: 0
// expect: thread 49: 406
