// Near miss for the shared-memory races: the same neighbour exchange with the barrier in place, a
// barrier under a condition uniform across the block, every thread reading the same address, and
// a tree reduction with a barrier per level. Nothing to report.
#include <stdio.h>
#define N 64
__global__ void exchange(int *out, int rounds) {
  __shared__ int buf[N];
  __shared__ int scale;
  extern __shared__ int part[];
  int t = threadIdx.x;
  if (t == 0)
    scale = 3;
  buf[t] = t;
  __syncthreads();
  int v = buf[(t + 1) % N] * scale;
  if (rounds > 0) {
    __syncthreads();
    buf[t] = v;
  }
  __syncthreads();
  part[t] = buf[t];
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s)
      part[t] += part[t + s];
    __syncthreads();
  }
  out[t] = buf[t] + part[0];
}
int main(void) {
  int *d, h[N];
  cudaMalloc(&d, sizeof h);
  exchange<<<1, N, N * sizeof(int)>>>(d, 1);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[N - 1]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 6051 6048
// The same program under independent thread scheduling (sm_70 and later): no report either.
// cudak-args: -arch=sm_70
