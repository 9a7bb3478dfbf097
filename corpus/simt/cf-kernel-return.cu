// corpus/simt/cf-kernel-return.cu: return from the kernel itself (an exit [H §5.4.1]) at the top,
// inside a loop and inside nested ifs; threads that leave early still have their earlier stores
// seen, and the rest of the warp carries on.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 2
#define NT 40

__global__ void early(int *out, int n)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  out[t] = -1;
  for (int i = 0; i < 10; i++) {
    if (i * i > t) {
      out[t] = 1000 + i;
      return;
    }
    if (t % 11 == i) {
      if (t & 1) {
        out[t] = 2000 + i;
        return;
      }
    }
  }
  out[t] = t;
}

int main(void)
{
  int h[NB * NT], *d;
  for (int i = 0; i < NB * NT; i++)
    h[i] = 7;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  early<<<NB, NT>>>(d, NB * NT - 5);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NB * NT; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 1001
// expect: thread 1: 2001
// expect: thread 2: 1002
// expect: thread 3: 1002
// expect: thread 4: 1003
// expect: thread 5: 1003
// expect: thread 6: 1003
// expect: thread 7: 1003
// expect: thread 8: 1003
// expect: thread 9: 1004
// expect: thread 10: 1004
// expect: thread 11: 2000
// expect: thread 12: 1004
// expect: thread 13: 2002
// expect: thread 14: 1004
// expect: thread 15: 1004
// expect: thread 16: 1005
// expect: thread 17: 1005
// expect: thread 18: 1005
// expect: thread 19: 1005
// expect: thread 20: 1005
// expect: thread 21: 1005
// expect: thread 22: 1005
// expect: thread 23: 2001
// expect: thread 24: 1005
// expect: thread 25: 2003
// expect: thread 26: 1006
// expect: thread 27: 2005
// expect: thread 28: 1006
// expect: thread 29: 1006
// expect: thread 30: 1006
// expect: thread 31: 1006
// expect: thread 32: 1006
// expect: thread 33: 2000
// expect: thread 34: 1006
// expect: thread 35: 2002
// expect: thread 36: 1007
// expect: thread 37: 2004
// expect: thread 38: 1007
// expect: thread 39: 2006
// expect: thread 40: 1007
// expect: thread 41: 1007
// expect: thread 42: 1007
// expect: thread 43: 1007
// expect: thread 44: 1007
// expect: thread 45: 2001
// expect: thread 46: 1007
// expect: thread 47: 2003
// expect: thread 48: 1007
// expect: thread 49: 2005
// expect: thread 50: 1008
// expect: thread 51: 2007
// expect: thread 52: 1008
// expect: thread 53: 1008
// expect: thread 54: 1008
// expect: thread 55: 2000
// expect: thread 56: 1008
// expect: thread 57: 2002
// expect: thread 58: 1008
// expect: thread 59: 2004
// expect: thread 60: 1008
// expect: thread 61: 2006
// expect: thread 62: 1008
// expect: thread 63: 1008
// expect: thread 64: 1009
// expect: thread 65: 1009
// expect: thread 66: 1009
// expect: thread 67: 2001
// expect: thread 68: 1009
// expect: thread 69: 2003
// expect: thread 70: 1009
// expect: thread 71: 2005
// expect: thread 72: 1009
// expect: thread 73: 2007
// expect: thread 74: 1009
// expect: thread 75: 7
// expect: thread 76: 7
// expect: thread 77: 7
// expect: thread 78: 7
// expect: thread 79: 7
