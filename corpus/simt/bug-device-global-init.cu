// corpus/simt/bug-device-global-init.cu: a __device__ variable with an initializer is set up
// before main runs; that static initialisation is not a write by host code to device memory.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__device__ int table[3] = { 10, 20, 30 };

__global__ void k(int *out)
{
  out[threadIdx.x] = table[threadIdx.x % 3];
}

int main(void)
{
  int h[4], *d;
  cudaMalloc(&d, sizeof h);
  k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++)
    printf("thread %d: %d\n", i, h[i]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 10
// expect: thread 1: 20
// expect: thread 2: 30
// expect: thread 3: 10
