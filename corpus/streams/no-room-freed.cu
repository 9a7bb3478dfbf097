// corpus/streams/no-room-freed.cu: the near miss of no-room.cu. Block 0 of 'waiter' spins on a
// flag that 'setter', in another stream, sets; the two blocks of 'waiter' fill the only SM
// (--sms=1), but block 1 ends at once, and the block scheduler gives the room it frees to
// 'setter', which then runs (the newest grid that holds an SM) and sets the flag. Nothing is
// reported.
#include <stdio.h>

__device__ int flag = 0;

__global__ void waiter() {
  if (blockIdx.x == 0 && threadIdx.x == 0)
    while (atomicAdd(&flag, 0) == 0)
      ;
}

__global__ void setter() { atomicExch(&flag, 1); }

int main() {
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  waiter<<<2, 1024, 0, s0>>>();
  setter<<<1, 32, 0, s1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaStreamDestroy(s0);
  cudaStreamDestroy(s1);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --sms=1
// expect: cudaSuccess
