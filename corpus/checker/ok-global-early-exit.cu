// The near miss of race-global-early-exit.cu: the first check reads the stop flag with a
// volatile load too, which does not race with the finder's atomicExch. Every block's reads of
// the flag are concurrent with each other (a read set); none races.
#include <stdio.h>
__global__ void find_key(const int *keys, int n, int key, int *found, int *where) {
  __shared__ int stop;
  if (threadIdx.x == 0)
    stop = *(volatile int *) found;
  __syncthreads();
  for (int base = blockIdx.x * blockDim.x; !stop && base < n; base += gridDim.x * blockDim.x) {
    int i = base + threadIdx.x;
    if (i < n && keys[i] == key) {
      *where = i;
      atomicExch(found, 1);
    }
    __syncthreads();
    if (threadIdx.x == 0)
      stop = *(volatile int *) found;
    __syncthreads();
  }
}
int main(void) {
  const int n = 1024, key = 709;
  int h[n], *keys, *found, *where, w = -1;
  for (int i = 0; i < n; i++)
    h[i] = i;
  cudaMalloc(&keys, sizeof h);
  cudaMalloc(&found, sizeof(int));
  cudaMalloc(&where, sizeof(int));
  cudaMemcpy(keys, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(found, 0, sizeof(int));
  cudaMemcpy(where, &w, sizeof w, cudaMemcpyHostToDevice);
  find_key<<<4, 64>>>(keys, n, key, found, where);
  cudaMemcpy(&w, where, sizeof w, cudaMemcpyDeviceToHost);
  printf("found at %d\n", w);
  cudaFree(keys);
  cudaFree(found);
  cudaFree(where);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: found at 709
