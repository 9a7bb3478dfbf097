// corpus/simt/bug-memcpy-to-symbol.cu: cudaMemcpyToSymbol and cudaMemcpyFromSymbol take the
// symbol itself (the C++ template overloads of cuda_runtime.h), as nvcc accepts.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__device__ int lock;

__global__ void bump(void)
{
  lock += 1;
}

int main(void)
{
  int v = 41;
  cudaMemcpyToSymbol(lock, &v, sizeof v);
  bump<<<1, 1>>>();
  cudaMemcpyFromSymbol(&v, lock, sizeof v);
  printf("lock = %d\n", v);
  return 0;
}
// expect: lock = 42
