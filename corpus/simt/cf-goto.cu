// corpus/simt/cf-goto.cu: goto forward out of nested loops (DESIGN §2: lowered like a
// multi-level break), from depth 2 and depth 3, and a forward goto within one block.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 40

__global__ void jumps(int *out)
{
  int t = threadIdx.x;
  int found = -1, steps = 0, s = 0;
  for (int i = 0; i < 8; i++) {
    for (int j = 0; j < 8; j++) {
      steps++;
      if (i * 8 + j == t + 3 && (t & 1)) {
        found = i * 10 + j;
        goto done;
      }
    }
  }
done:
  for (int a = 0; a < 4; a++) {
    for (int b = 0; b < 4; b++) {
      for (int c = 0; c < 4; c++) {
        s += a + b + c;
        if (s > t * 3)
          goto out3;
      }
    }
  }
  s += 1000;
out3:
  if (t % 3 == 0)
    goto skip;
  s = -s;
skip:
  out[2 * t] = found * 1000 + steps;
  out[2 * t + 1] = s;
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  jumps<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d %d\n", i, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: -936 1
// expect: thread 1: 4005 -6
// expect: thread 2: -936 -7
// expect: thread 3: 6007 12
// expect: thread 4: -936 -16
// expect: thread 5: 10009 -16
// expect: thread 6: -936 21
// expect: thread 7: 12011 -25
// expect: thread 8: -936 -25
// expect: thread 9: 14013 30
// expect: thread 10: -936 -33
// expect: thread 11: 16015 -37
// expect: thread 12: -936 37
// expect: thread 13: 20017 -42
// expect: thread 14: -936 -48
// expect: thread 15: 22019 48
// expect: thread 16: -936 -49
// expect: thread 17: 24021 -54
// expect: thread 18: -936 58
// expect: thread 19: 26023 -58
// expect: thread 20: -936 -63
// expect: thread 21: 30025 67
// expect: thread 22: -936 -67
// expect: thread 23: 32027 -72
// expect: thread 24: -936 75
// expect: thread 25: 34029 -79
// expect: thread 26: -936 -79
// expect: thread 27: 36031 84
// expect: thread 28: -936 -90
// expect: thread 29: 40033 -90
// expect: thread 30: -936 94
// expect: thread 31: 42035 -94
// expect: thread 32: -936 -99
// expect: thread 33: 44037 105
// expect: thread 34: -936 -105
// expect: thread 35: 46039 -112
// expect: thread 36: -936 112
// expect: thread 37: 50041 -112
// expect: thread 38: -936 -117
// expect: thread 39: 52043 121
