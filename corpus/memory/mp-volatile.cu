// corpus/memory/mp-volatile.cu: mp-plain.cu written as the CUDA Programming Guide's pattern:
// the flag is accessed through volatile pointers (ld.volatile/st.volatile: the cache operator .cv
// fetches from L2 on every load, so the reader's L1 cannot hold it stale) and a
// __threadfence() orders the data before the flag and the flag before the data. Correct under
// both memory models and every seed; the checker sees the release (fence, volatile store) and
// the acquire (volatile load, fence) and reports nothing.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__device__ __align__(128) int data;
__device__ __align__(128) int flag;

__global__ void message(const int *in, int *out)
{
  if (blockIdx.x == 0)
    {
      data = 2 * in[0];
      __threadfence();
      *(volatile int *) &flag = 1;
    }
  else
    {
      while (*(volatile int *) &flag == 0)
        ;
      __threadfence();
      out[0] = *(volatile int *) &data;
    }
}

int main(void)
{
  int *in, *out, h = -1, host_in[1] = { 21 };
  cudaMalloc(&in, sizeof(host_in));
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(in, host_in, sizeof(host_in), cudaMemcpyHostToDevice);
  message<<<2, 1>>>(in, out);
  cudaError_t err = cudaMemcpy(&h, out, sizeof(int), cudaMemcpyDeviceToHost);
  if (err != cudaSuccess)
    {
      printf("%s\n", cudaGetErrorString(err));
      return 1;
    }
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
