// Near miss: every thread increments a shared counter with atomicAdd, and a barrier orders the
// initialisation before the increments and the increments before the final read.
#include <stdio.h>
__global__ void count_threads(int *out) {
  __shared__ int count;
  if (threadIdx.x == 0)
    count = 0;
  __syncthreads();
  atomicAdd(&count, 1);
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = count;
}
int main(void) {
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  count_threads<<<2, 96>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 96 96
