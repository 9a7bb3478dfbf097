// Near miss for its-sync-deadlock-syncwarp.cu: the first thread of each warp does extra work on
// its own, then every thread meets its warp at __syncwarp() and the block at __syncthreads().
// cudak-args: -arch=sm_70
#include <stdio.h>
__global__ void k(int *out) {
  __shared__ int lead[2];
  int t = threadIdx.x;
  if (t % 32 == 0)
    lead[t / 32] = t + 100;
  __syncwarp();
  __syncthreads();
  out[t] = lead[1 - t / 32];
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  k<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[63]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 132 100
