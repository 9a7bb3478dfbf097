// corpus/memory/mp-stale-l1-volatile.cu: mp-stale-l1.cu with the fix: the reader loads data[0]
// through a volatile pointer, which nvcc compiles to ld.volatile.global: the cache operator .cv
// discards the L1 line and fetches again from L2, the point of coherence. Every seed prints 42
// with no finding.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__device__ __align__(128) int data[32];
__device__ __align__(128) int flag;

__global__ void message(const int *in, int *out)
{
  if (blockIdx.x == 0)
    {
      data[0] = 2 * in[0];
      __threadfence();
      atomicExch(&flag, 1);
    }
  else
    {
      int early = data[in[1]];
      while (atomicAdd(&flag, 0) == 0)
        ;
      __threadfence();
      out[0] = *(volatile int *) &data[0] + early;
    }
}

int main(void)
{
  int *in, *out, h = -1, host_in[2] = { 21, 1 };
  cudaMalloc(&in, sizeof(host_in));
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(in, host_in, sizeof(host_in), cudaMemcpyHostToDevice);
  message<<<2, 1>>>(in, out);
  cudaMemcpy(&h, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("data = %d\n", h);
  cudaFree(in);
  cudaFree(out);
  return 0;
}

// cudak-args: --memory=fermi --explore=20
// timeout: 90
// expect: cudak: explored 20 seeds (0-19): 1 distinct outcome
// expect: outcome 1: 20 seeds (0-19): exit 0, no findings
// expect:   | data = 42
