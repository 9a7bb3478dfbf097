// corpus/simt/cf-goto-switch.cu: forward gotos in a __device__ function: to the end of the loop
// body (a continue that still runs the tail), out of a switch, out of a loop nested in a switch
// case, out of the whole loop, and over a statement after the loop.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 40

__device__ int f(int t)
{
  int r = 0;
  for (int i = 0; i < 6; i++) {
    if ((i + t) % 3 == 0)
      goto next;
    switch (t % 4) {
    case 0:
      r += 1;
      goto next;
    case 1:
      if (i > 2)
        goto out;
      r += 10;
      break;
    default:
      for (int j = 0; j < 4; j++) {
        if (j == t % 5)
          goto next;
        r += 100;
      }
    }
    r += 1000;
  next:
    r *= 2;
    if (r > 100000)
      goto out;
  }
  r = -r;
out:
  if (t & 1)
    goto done;
  r += 7;
done:
  return r;
}

__global__ void k(int *out)
{
  out[threadIdx.x] = f(threadIdx.x);
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  k<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: -47
// expect: thread 1: 12120
// expect: thread 2: -17993
// expect: thread 3: -16200
// expect: thread 4: -101
// expect: thread 5: 10100
// expect: thread 6: -5393
// expect: thread 7: -21600
// expect: thread 8: -83
// expect: thread 9: 12120
// expect: thread 10: 7
// expect: thread 11: -9000
// expect: thread 12: -47
// expect: thread 13: 12120
// expect: thread 14: 126007
// expect: thread 15: 0
// expect: thread 16: -101
// expect: thread 17: 10100
// expect: thread 18: -16193
// expect: thread 19: 151200
// expect: thread 20: -83
// expect: thread 21: 12120
// expect: thread 22: -21593
// expect: thread 23: -27000
// expect: thread 24: -47
// expect: thread 25: 12120
// expect: thread 26: -8993
// expect: thread 27: -10800
// expect: thread 28: -101
// expect: thread 29: 10100
// expect: thread 30: 7
// expect: thread 31: -10800
// expect: thread 32: -83
// expect: thread 33: 12120
// expect: thread 34: 151207
// expect: thread 35: 0
// expect: thread 36: -47
// expect: thread 37: 12120
// expect: thread 38: -26993
// expect: thread 39: -75600
