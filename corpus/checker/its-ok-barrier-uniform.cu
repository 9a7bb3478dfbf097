// Near miss for the barrier checks: barriers under conditions uniform across the block (a kernel
// argument, blockIdx), in a loop whose trip count is the same for every thread, in a device
// function called by all threads, and __syncthreads_or/_and/_count reached by every warp.
#include <stdio.h>
__device__ int stage(int *buf, int t) {
  buf[t] = t;
  __syncthreads();
  return buf[(t + 1) % blockDim.x];
}
__global__ void uniform(int *out, int n) {
  __shared__ int buf[64];
  int t = threadIdx.x, acc = 0;
  if (n > 0)
    __syncthreads();
  if (blockIdx.x == 1)
    __syncthreads();
  for (int i = 0; i < n; i++) {
    __syncthreads();
    acc += stage(buf, t);
    __syncthreads();
  }
  int c = __syncthreads_count(t % 2);
  int a = __syncthreads_and(t < 64);
  int o = __syncthreads_or(t == 5);
  out[blockIdx.x * 64 + t] = acc + c + a + o;
}
int main(void) {
  int *d, h[128];
  cudaMalloc(&d, sizeof h);
  uniform<<<2, 64>>>(d, 3);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[127]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 37 34
// The same program under independent thread scheduling (sm_70 and later): no report either.
// cudak-args: -arch=sm_70
