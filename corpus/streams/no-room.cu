// corpus/streams/no-room.cu: 'waiter' spins on a flag that 'setter', in another stream, sets;
// its 32 blocks of 1024 threads fill all 16 SMs of the modelled sm_52, so 'setter' can never
// become resident and on a GPU the program hangs. The device runs the newest grid that holds
// an SM ('setter' holds none), finds that it spins while the other cannot get room, and says
// which resource is full. no-room-fair.cu: the same with one SM under --progress=fair.
#include <stdio.h>

__device__ int flag = 0;

__global__ void waiter() {
  if (threadIdx.x == 0)
    while (atomicAdd(&flag, 0) == 0)
      ;
}

__global__ void setter() { atomicExch(&flag, 1); }

int main() {
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  waiter<<<32, 1024, 0, s0>>>();
  setter<<<1, 32, 0, s1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaStreamDestroy(s0);
  cudaStreamDestroy(s1);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^no-room\.cu:12:5: error: forward progress: kernel 'waiter' may never finish
// expect-report: note: .*kernel 'setter' launched at line 23 in another stream, and that kernel can never become resident: a block of it needs 1 warp of 32 threads, but SM 0 has 64 of its 64 warps in use \(limit: 64 warps per SM\), and none of the other 15 SMs has room either;
