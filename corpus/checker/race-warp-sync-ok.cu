// The race-model difference, warp-sync model: the program of race-warp-sync-block.cu unchanged,
// run with --race-model=warp-sync. The accesses of one converged warp are ordered (as pre-Volta
// hardware executes them), so the exchange is race-free and nothing is reported.
// cudak-args: --race-model=warp-sync
#include <stdio.h>
__global__ void swap_pairs(int *out) {
  __shared__ int buf[32];
  int t = threadIdx.x;
  buf[t] = t * t;
  out[t] = buf[t ^ 1];
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  swap_pairs<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[31]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 0 900
