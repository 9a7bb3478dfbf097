// corpus/simt/cf-switch-fallthrough.cu: a switch inside a loop where the threads of a warp take
// different cases (an indirect branch with several targets [H §5.4.1]), with fallthrough chains,
// a default in the middle, and cases that break.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 48

__global__ void sw(int *out)
{
  int t = threadIdx.x;
  int acc = 0;
  for (int i = 0; i < 6; i++) {
    switch ((t + i) % 9) {
    case 0:
      acc += 1;
    case 1:
      acc += 2;
    case 2:
      acc += 4;
      break;
    case 3:
      acc *= 2;
    default:
      acc += 100;
    case 5:
      acc -= 7;
      break;
    case 7:
      acc ^= 0x55;
    case 8:
      acc += t;
    }
  }
  out[t] = acc;
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  sw<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 213
// expect: thread 1: 292
// expect: thread 2: 335
// expect: thread 3: 331
// expect: thread 4: 245
// expect: thread 5: 26
// expect: thread 6: 37
// expect: thread 7: 325
// expect: thread 8: 236
// expect: thread 9: 213
// expect: thread 10: 292
// expect: thread 11: 344
// expect: thread 12: 349
// expect: thread 13: 263
// expect: thread 14: 44
// expect: thread 15: 55
// expect: thread 16: 361
// expect: thread 17: 254
// expect: thread 18: 213
// expect: thread 19: 292
// expect: thread 20: 353
// expect: thread 21: 367
// expect: thread 22: 281
// expect: thread 23: 62
// expect: thread 24: 73
// expect: thread 25: 397
// expect: thread 26: 272
// expect: thread 27: 213
// expect: thread 28: 292
// expect: thread 29: 362
// expect: thread 30: 385
// expect: thread 31: 299
// expect: thread 32: 80
// expect: thread 33: 91
// expect: thread 34: 433
// expect: thread 35: 290
// expect: thread 36: 213
// expect: thread 37: 292
// expect: thread 38: 371
// expect: thread 39: 403
// expect: thread 40: 317
// expect: thread 41: 98
// expect: thread 42: 109
// expect: thread 43: 469
// expect: thread 44: 308
// expect: thread 45: 213
// expect: thread 46: 292
// expect: thread 47: 380
