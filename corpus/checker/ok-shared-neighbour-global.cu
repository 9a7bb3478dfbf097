// Near miss of mem-other-block-shared.cu: block 0 copies its tile to global memory, and after a
// barrier its thread 0 fences and raises a volatile flag; block 1 waits for the flag and reads
// the copy (the Programming Guide's __threadfence() pattern). Nothing is reported.
#include <stdio.h>

__device__ int published[32];
__device__ volatile int ready;

__global__ void exchange(int *out) {
  __shared__ int tile[32];
  int t = threadIdx.x;
  tile[t] = blockIdx.x * 100 + t;
  __syncthreads();
  if (blockIdx.x == 0) {
    published[t] = tile[t];
    __syncthreads();
    if (t == 0) {
      __threadfence();
      ready = 1;
    }
  } else if (t == 0) {
    while (!ready)
      ;
    __threadfence();
    out[0] = published[5] + tile[5];
  }
}

int main(void) {
  int *out, h = -1;
  cudaMalloc(&out, sizeof(int));
  exchange<<<2, 32>>>(out);
  cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 110
