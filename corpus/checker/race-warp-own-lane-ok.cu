// Near miss of race-warp-own-lane.cu: every lane reads back its own store, and the lanes of the
// second warp read the first warp's stores after a __syncthreads(): each read is ordered, the
// thread of the store by program order, the other warp's by the barrier.
#include <stdio.h>
__global__ void pairs(int *out) {
  __shared__ int a[64];
  int t = threadIdx.x;
  a[t] = t * 3;
  int v = a[t];
  __syncthreads();
  out[t] = v + a[t ^ 32];
}
int main(void) {
  int h[64], *out;
  cudaMalloc(&out, sizeof h);
  pairs<<<1, 64>>>(out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[1], h[63]);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 102 282
