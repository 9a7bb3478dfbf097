// corpus/memory/mp-plain.cu: message passing between two blocks through a plain flag: no
// volatile, no fence. The data races are reported under every memory model. Under --memory=fermi
// the reader's first load of flag (ld.global.ca, listing 4.2) fills its SM's L1 line; when that
// fill reached L2 before the writer's store of the flag (listing 4.1) did, the line holds 0 and
// every later load hits it: L1 lines are not kept coherent [H §2.3.2] and nothing evicts this
// one, so the reader spins forever and the run ends with a no-progress report. mp-volatile.cu
// is the correct program.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__device__ __align__(128) int data;
__device__ __align__(128) int flag;

__global__ void message(const int *in, int *out)
{
  if (blockIdx.x == 0)
    {
      data = 2 * in[0];
      flag = 1;
    }
  else
    {
      while (flag == 0)
        ;
      out[0] = data;
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
// expect: outcome 1: 20 seeds (0-19): exit 1, 5 findings
// expect:   | the launch timed out and was terminated
// expect:   ! mp-plain.cu:19:12: error: data race on global memory: write of 4 bytes at 'flag' conflicts with an earlier read
// expect:   ! mp-plain.cu:23:14: error: data race on global memory: read of 4 bytes at 'flag' conflicts with an earlier write
// expect:   ! mp-plain.cu:23:7: error: no progress in kernel 'message': 1 warp still running
// expect:   ! mp-plain.cu:32:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect:   ! mp-plain.cu:33:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-exit: 1
