// corpus/memory/mp-stale-l1.cu: message passing between two blocks, synchronised correctly
// (a fence before the flag's atomic exchange; an atomic read of the flag, then a fence), yet
// wrong on a Fermi GPU. The reader touches data[1] before waiting, which brings the whole
// 128-byte line of data into its SM's L1 cache, and L1 caches are not kept coherent
// [H §2.3.2]. The later plain load of data[0] (ld.global.ca, listing 4.2) hits that line and
// returns the value from before the writer's store whenever the reader's line fill reached L2
// before the writer's store did: a stale read. Under --memory=sc the program prints 42; under
// --memory=fermi the seed decides the order of the two memory programs' micro steps, and
// --explore=20 shows both outcomes with their seeds. mp-stale-l1-volatile.cu is the fix.
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
      out[0] = data[0] + early;
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
// expect: cudak: explored 20 seeds (0-19): 2 distinct outcomes
// expect: outcome 1: 14 seeds (0-1,3-5,7-9,13-16,18-19): exit 0, no findings
// expect:   | data = 42
// expect: outcome 2: 6 seeds (2,6,10-12,17): exit 1, 1 finding
// expect:   | data = 0
// expect:   ! mp-stale-l1.cu:30:20: error: stale read of global memory: read of 4 bytes at 'data'[0] returned a value older than a write that the program's synchronisation orders before it
// expect-exit: 1
