// corpus/streams/device-0.cu: seed 003, Example Execution.Model.Device.0 in CUDA C: thread 0
// spins on a global flag that thread 1 of its block sets. Once a thread of a block progresses,
// every thread of the block does, so under independent thread scheduling (sm_70 and later; sm_75 here, the oldest this nvcc knows) the
// grid terminates. (Under the stack model of sm_6x and earlier, the same warp would starve
// thread 1: corpus/thesis/listing-6-1.cu.)
#include <stdio.h>

__device__ int atom = 0;

__global__ void ex0() {
  if (threadIdx.x == 0) {
    while (atomicAdd(&atom, 0) == 0)
      ;
  } else if (threadIdx.x == 1) {
    atomicExch(&atom, 1);
  }
}

int main() {
  ex0<<<1, 2>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: -arch=sm_75
// nvcc-args: -arch=sm_75
// expect: cudaSuccess
