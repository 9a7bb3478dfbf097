// Near miss for the copy range checks: cudaMemset and cudaMemcpy ranges that start inside an
// allocation and end exactly at its end, on device and on pinned host memory.
#include <stdio.h>
int main(void) {
  int *d, *p;
  if (cudaMalloc(&d, 8 * sizeof(int)) != cudaSuccess || cudaMallocHost(&p, 8 * sizeof(int)) != cudaSuccess)
    return 1;
  if (cudaMemset(d, 1, 8 * sizeof(int)) != cudaSuccess)
    return 2;
  if (cudaMemset(d + 6, 0, 2 * sizeof(int)) != cudaSuccess)
    return 3;
  if (cudaMemcpy(p, d, 8 * sizeof(int), cudaMemcpyDeviceToHost) != cudaSuccess)
    return 4;
  if (cudaMemcpy(p + 5, d + 5, 3 * sizeof(int), cudaMemcpyDefault) != cudaSuccess)
    return 5;
  printf("%x %d %d\n", p[0], p[6], p[7]);
  if (cudaFree(d) != cudaSuccess || cudaFreeHost(p) != cudaSuccess)
    return 6;
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1010101 0 0
