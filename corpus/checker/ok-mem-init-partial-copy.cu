// Near miss for copies that carry initialisation: a half-filled malloc'd buffer and a small
// half-filled one are copied whole (to the device, back, through memcpy and realloc), and only
// the bytes that were written are ever read. Copying unwritten bytes is not an error.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
__global__ void twice(const int *in, int *out) {
  if (threadIdx.x < 4)
    out[threadIdx.x] = 2 * in[threadIdx.x];
}
int main(void) {
  int *h = (int *) malloc(8 * sizeof(int)), *small = (int *) malloc(4 * sizeof(int)), *din, *dout;
  for (int i = 0; i < 4; i++)
    h[i] = i;
  small[0] = 7;
  cudaMalloc(&din, 8 * sizeof(int));
  cudaMalloc(&dout, 8 * sizeof(int));
  cudaMemcpy(din, h, 8 * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(din + 4, small, 4 * sizeof(int), cudaMemcpyHostToDevice);
  twice<<<1, 8>>>(din, dout);
  cudaMemcpy(h, dout, 8 * sizeof(int), cudaMemcpyDeviceToHost);
  int copy[8];
  memcpy(copy, h, sizeof copy);
  small = (int *) realloc(small, 16 * sizeof(int));
  printf("%d %d %d\n", copy[3], h[1], small[0]);
  free(h);
  free(small);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 6 2 7
