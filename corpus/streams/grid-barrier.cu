// corpus/streams/grid-barrier.cu: a grid-wide barrier built from an atomic counter and a spin
// loop. It needs every block of the grid resident at once: with blocks of 1024 threads the
// modelled sm_52 holds 2 per SM, 32 on its 16 SMs, so this grid of 33 deadlocks, and the report
// names the limit. grid-barrier-fits.cu runs the same kernel with 32 blocks to completion.
#include <stdio.h>

#ifndef BLOCKS
#define BLOCKS 33
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
// cudak-args: --leakcheck=no --apicheck=no
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^grid-barrier\.cu:18:5: error: grid deadlock in kernel 'grid_sync': blocks wait for blocks that cannot be scheduled
// expect-report: note: 32 of 33 blocks are resident: at most 2 blocks of this kernel fit on each of the 16 SMs \(limit: 64 warps per SM\)
