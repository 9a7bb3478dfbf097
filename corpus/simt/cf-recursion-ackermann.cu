// corpus/simt/cf-recursion-ackermann.cu: the Ackermann function for small arguments (m <= 2),
// whose recursion depth and shape differ wildly between the threads of a warp.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 36

__device__ int ack(int m, int n)
{
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

__global__ void kack(int *out)
{
  int t = threadIdx.x;
  int m = t % 3;
  int n = t / 3 % 6;
  out[t] = ack(m, n);
}

int main(void)
{
  int h[NT], *d;
  cudaMalloc(&d, sizeof h);
  kack<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: ack(%d, %d) = %d\n", i, i % 3, i / 3 % 6, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: ack(0, 0) = 1
// expect: thread 1: ack(1, 0) = 2
// expect: thread 2: ack(2, 0) = 3
// expect: thread 3: ack(0, 1) = 2
// expect: thread 4: ack(1, 1) = 3
// expect: thread 5: ack(2, 1) = 5
// expect: thread 6: ack(0, 2) = 3
// expect: thread 7: ack(1, 2) = 4
// expect: thread 8: ack(2, 2) = 7
// expect: thread 9: ack(0, 3) = 4
// expect: thread 10: ack(1, 3) = 5
// expect: thread 11: ack(2, 3) = 9
// expect: thread 12: ack(0, 4) = 5
// expect: thread 13: ack(1, 4) = 6
// expect: thread 14: ack(2, 4) = 11
// expect: thread 15: ack(0, 5) = 6
// expect: thread 16: ack(1, 5) = 7
// expect: thread 17: ack(2, 5) = 13
// expect: thread 18: ack(0, 0) = 1
// expect: thread 19: ack(1, 0) = 2
// expect: thread 20: ack(2, 0) = 3
// expect: thread 21: ack(0, 1) = 2
// expect: thread 22: ack(1, 1) = 3
// expect: thread 23: ack(2, 1) = 5
// expect: thread 24: ack(0, 2) = 3
// expect: thread 25: ack(1, 2) = 4
// expect: thread 26: ack(2, 2) = 7
// expect: thread 27: ack(0, 3) = 4
// expect: thread 28: ack(1, 3) = 5
// expect: thread 29: ack(2, 3) = 9
// expect: thread 30: ack(0, 4) = 5
// expect: thread 31: ack(1, 4) = 6
// expect: thread 32: ack(2, 4) = 11
// expect: thread 33: ack(0, 5) = 6
// expect: thread 34: ack(1, 5) = 7
// expect: thread 35: ack(2, 5) = 13
