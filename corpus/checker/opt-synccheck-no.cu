// --synccheck=no: the divergent barrier of sync-divergence-warp.cu and the mismatch of
// sync-mismatch.cu are not reported.
// cudak-args: --synccheck=no
#include <stdio.h>
__global__ void both(int *out) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  buf[t] = t;
  if (t < 16)
    __syncthreads();
  if (t < 32) {
    __syncthreads();
    out[t] = buf[t + 32];
  } else {
    __syncthreads();
    out[t] = buf[t - 32];
  }
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  both<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[63]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 32 31
