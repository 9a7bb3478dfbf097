// Near miss for the same-value warning: one thread of the grid writes the flag, and the shared
// flag is written by thread 0 only.
#include <stdio.h>
__global__ void record(int *info) {
  __shared__ int flag;
  if (threadIdx.x == 0)
    flag = 1;
  __syncthreads();
  if (blockIdx.x == 0 && threadIdx.x == 0)
    info[0] = gridDim.x * flag;
}
int main(void) {
  int *d, h;
  cudaMalloc(&d, sizeof h);
  record<<<3, 32>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 3
