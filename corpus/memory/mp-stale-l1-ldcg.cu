// corpus/memory/mp-stale-l1-ldcg.cu: mp-stale-l1.cu with the data read by __ldcg(), which is
// ld.global.cg: cached in L2 only. The reader's L1 line of data, filled before it waited, is
// not consulted, so every seed reads the writer's value through L2, the point of coherence.
// Under --memory=fermi the load runs its own program ("ours (ld.global .cg)"), not listing 4.2.
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
      out[0] = __ldcg(&data[0]) + early;
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
