// corpus/streams/grid-barrier-fits.cu: grid-barrier.cu with 32 blocks of 1024 threads: all of them
// are resident at once on the modelled sm_52 (2 per SM on 16 SMs), so every block reaches the
// grid-wide barrier and the kernel completes.
#include <stdio.h>

#ifndef BLOCKS
#define BLOCKS 32
#endif

__device__ unsigned int arrived = 0;

__global__ void grid_sync(unsigned int *out) {
  __syncthreads();
  if (threadIdx.x == 0) {
    __threadfence();
    atomicAdd(&arrived, 1);
    while (atomicAdd(&arrived, 0) < gridDim.x)
      ;
    out[blockIdx.x] = atomicAdd(&arrived, 0);
  }
}

int main() {
  unsigned int *out, h[BLOCKS];
  cudaMalloc(&out, sizeof h);
  grid_sync<<<BLOCKS, 1024>>>(out);
  cudaError_t e = cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  if (e == cudaSuccess)
    printf("block %d saw %u blocks arrive\n", BLOCKS - 1, h[BLOCKS - 1]);
  cudaFree(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaSuccess
// expect: block 31 saw 32 blocks arrive
