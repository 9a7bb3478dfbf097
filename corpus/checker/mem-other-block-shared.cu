// A block hands its neighbour a pointer to its __shared__ tile through global memory and the
// neighbour reads the tile through it while both blocks run. A shared-memory address means the
// shared memory of the block that uses it: another block's tile cannot be reached this way
// (CUDA Programming Guide, "Shared Memory": visible to the threads of one block), so the read
// is an error that names the owner (issue 23, defect 6). ok-shared-neighbour-global.cu passes
// the tile through global memory instead.
#include <stdio.h>

__device__ int *volatile tile_of[2];
__device__ volatile int done;

__global__ void exchange(int *out) {
  __shared__ int tile[32];
  int t = threadIdx.x;
  tile[t] = blockIdx.x * 100 + t;
  __syncthreads();
  if (t == 0) {
    tile_of[blockIdx.x] = tile;
    __threadfence();
    if (blockIdx.x == 1) {
      int *theirs;
      while ((theirs = tile_of[0]) == 0)
        ;
      out[0] = theirs[5];             // block 0's shared memory, read by block 1
      done = 1;
    } else {
      while (!done)                   // keep block 0 (and its tile) alive until block 1 read
        ;
    }
  }
}

int main(void) {
  int *out, h = -1;
  cudaMalloc(&out, sizeof(int));
  exchange<<<2, 32>>>(out);
  cudaError_t e = cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-other-block-shared\.cu:24:22: error: read of 4 bytes of another block's shared memory: offset 20 of 'tile' \(128 bytes\) of block \(0,0,0\)$
// expect-report: ^mem-other-block-shared\.cu:24:22: note: read by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-other-block-shared\.cu:13:18: note: 'tile' \(128 bytes\) declared here
// expect-report: ^mem-other-block-shared\.cu:39:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorIllegalAddress
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
