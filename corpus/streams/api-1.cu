// corpus/streams/api-1.cu: seed 003, Example Execution.Model.API.1. cudaDeviceSynchronize
// guarantees that the grid starts; once one of its threads progresses, its whole block does, so
// both threads pass the barrier and the program returns cudaSuccess.
#include <stdio.h>

__global__ void hello_world() { __syncthreads(); }

int main() {
  hello_world<<<1, 2>>>();
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return (int) e;
}
// SPDX-License-Identifier: MIT
// expect: cudaSuccess
