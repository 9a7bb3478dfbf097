// Near miss for no progress: a long but finite loop finishes well inside --max-steps.
// cudak-args: --max-steps=200000
#include <stdio.h>
__global__ void work(int *out, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i % 7;
  out[threadIdx.x] = s;
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  work<<<1, 64>>>(d, 1000);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %s\n", h[63], cudaGetErrorName(cudaGetLastError()));
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 2997 cudaSuccess
