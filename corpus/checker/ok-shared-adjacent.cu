// Near miss of mem-oob-shared-adjacent.cu: three static __shared__ arrays of different element
// sizes, read and written up to their last element, and a 48 KiB block (the most a block may
// declare: the redzones between shared variables are not counted against it). Nothing to report.
#include <stdio.h>
__global__ void k(int *out) {
  __shared__ char tag[33];
  __shared__ double acc[32];
  __shared__ int big[12288 - 2 * 32 - 16];
  int t = threadIdx.x;
  tag[t] = (char) t;
  if (t == 0)
    tag[32] = 1;
  acc[t] = t * 0.5;
  big[t] = t;
  big[12288 - 2 * 32 - 16 - 1 - t] = -t;
  __syncthreads();
  out[t] = tag[31 - t] + (int) acc[31 - t] + big[t] + big[12288 - 2 * 32 - 16 - 32 + t] + tag[32];
}
int main(void) {
  int *out, h[32];
  cudaMalloc(&out, sizeof h);
  k<<<1, 32>>>(out);
  cudaError_t e = cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s %d %d\n", cudaGetErrorName(e), h[0], h[31]);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaSuccess 16 32
