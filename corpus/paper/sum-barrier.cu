#include <stdio.h>
#include <cuda.h>
#define N 18
#define NBLOCKS 2
#define NTHREADS (N/NBLOCKS)
__global__ void sum(int* in, int* out) {
  extern __shared__ int shared[];
  int i, tid = threadIdx.x, bid = blockIdx.x, bdim = blockDim.x;
  shared[tid] = in[bid * bdim + tid];
  __syncthreads();
  if (tid < bdim/2) {
    shared[tid] += shared[bdim/2 + tid];
    __syncthreads();  /* misplaced: only threads tid < bdim/2 reach it */
  }
  __syncthreads();
  if (tid == 0) {
    for (i=1; i != (bdim/2)+(bdim%2); ++i) {
      shared[0] += shared[i];
    }
    out[bid] = shared[0];
  }
}
int main(void) {
  int i, *dev_in, *dev_out, host[N];
  printf("INPUT: ");
  for(i = 0; i != N; ++i) {
    host[i] = (21*i + 29) % 100;
    printf(" %d ", host[i]);
  }
  printf("\n");
  cudaMalloc(&dev_in, N * sizeof(int));
  cudaMalloc(&dev_out, NBLOCKS * sizeof(int));
  cudaMemcpy(dev_in, host, N * sizeof(int), cudaMemcpyHostToDevice);
  sum<<<NBLOCKS, NTHREADS, NTHREADS * sizeof(int)>>>(dev_in, dev_out);
  sum<<<1, NBLOCKS, NBLOCKS * sizeof(int)>>>(dev_out, dev_out);
  cudaMemcpy(host, dev_out, sizeof(int), cudaMemcpyDeviceToHost);
  cudaDeviceSynchronize();
  printf("OUTPUT: %u\n", *host);
  cudaFree(dev_in);
  cudaFree(dev_out);
  return 0;
}
// corpus/paper/sum-barrier.cu: Figure 1 of [K] with a __syncthreads() inserted after line 11, inside
// the branch only half of the threads take. The paper's cudak reports "Detected a deadlock caused
// by misplaced __syncthreads()"; on a pre-Volta GPU the barrier counts whole warps, so the
// program completes and prints its result, and cudak reports the divergent barrier with the
// threads that reached it and those that did not.
// SPDX-License-Identifier: MIT
//
// expect: INPUT:  29  50  71  92  13  34  55  76  97  18  39  60  81  2  23  44  65  86 
// expect: OUTPUT: 767
// expect-exit: 1
// expect-report: ^sum-barrier\.cu:13:5: error: barrier divergence: barrier 0 reached by threads 0-3 of block \(0,0,0\) but not by threads 4-8
