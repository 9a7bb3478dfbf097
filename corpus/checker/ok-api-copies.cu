// Near miss for the copy checks: copies of exactly the allocation's size, a partial copy at an
// offset, cudaMemcpyDefault, a device-to-device copy, and every error code checked.
#include <stdio.h>
int main(void) {
  int h[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, *a, *b;
  if (cudaMalloc(&a, sizeof h) != cudaSuccess || cudaMalloc(&b, sizeof h) != cudaSuccess)
    return 1;
  if (cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice) != cudaSuccess)
    return 2;
  if (cudaMemcpy(b, a, sizeof h, cudaMemcpyDeviceToDevice) != cudaSuccess)
    return 3;
  if (cudaMemcpy(b + 4, h, 4 * sizeof(int), cudaMemcpyDefault) != cudaSuccess)
    return 4;
  if (cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess)
    return 5;
  printf("%d %d\n", h[3], h[7]);
  if (cudaFree(a) != cudaSuccess || cudaFree(b) != cudaSuccess)
    return 6;
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 4 4
