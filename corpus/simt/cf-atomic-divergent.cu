// corpus/simt/cf-atomic-divergent.cu: atomics executed under divergent control flow in several
// blocks (inside loops with breaks, in both arms of ifs, and in a called function that returns
// early); only the final counters are printed, which do not depend on the order.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 5
#define NT 50
#define NC 9

__device__ void tally(int *c, int v)
{
  if (v < 0)
    return;
  atomicAdd(&c[v % 7], 1);
  if (v % 3 == 0)
    return;
  atomicAdd(&c[(v + 1) % 7], 10);
}

__global__ void at(int *c)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < t % 6; i++) {
    if ((t + i) % 5 == 0)
      break;
    atomicAdd(&c[i], 1);
  }
  if (t & 1)
    atomicAdd(&c[6], t);
  else {
    atomicAdd(&c[7], 1);
    atomicMax(&c[8], t * 3 % 97);
  }
  tally(c, t % 4 == 0 ? -1 : t);
}

int main(void)
{
  int h[NC], *d;
  for (int i = 0; i < NC; i++)
    h[i] = 0;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  at<<<NB, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NC; i++)
    printf("counter %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: counter 0: 364
// expect: counter 1: 306
// expect: counter 2: 255
// expect: counter 3: 223
// expect: counter 4: 207
// expect: counter 5: 206
// expect: counter 6: 15821
// expect: counter 7: 125
// expect: counter 8: 96
