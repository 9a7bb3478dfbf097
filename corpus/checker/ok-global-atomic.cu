// Near miss for atomic vs plain: every block counts into one global counter with atomicAdd and
// atomicMax only; the host reads it after the kernel.
#include <stdio.h>
__global__ void count(int *counter, int *maxi) {
  atomicAdd(counter, 1);
  atomicMax(maxi, blockIdx.x * blockDim.x + threadIdx.x);
}
int main(void) {
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  count<<<3, 64>>>(d, d + 1);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 192 191
