// corpus/streams/no-room-fair.cu: 'waiter' spins on a flag that 'setter', in another stream,
// sets; the two blocks of 'waiter' fill the only SM (--sms=1: 64 warps), so 'setter' can never
// become resident, not even under --progress=fair, and on a GPU the program hangs. cudak finds
// that no running grid can progress while the pending one cannot get room, names the resource
// that is full, stops 'waiter' and lets 'setter' run. (It used to hang: --progress=fair only
// looked for livelock in a grid running alone.) no-room.cu is the same under the default
// --progress=guaranteed, with every SM of the model full.
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
  waiter<<<2, 1024, 0, s0>>>();
  setter<<<1, 32, 0, s1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaStreamDestroy(s0);
  cudaStreamDestroy(s1);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --sms=1 --progress=fair
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^no-room-fair\.cu:14:5: error: forward progress: kernel 'waiter' may never finish
// expect-report: note: .*kernel 'setter' launched at line 25 in another stream, and that kernel can never become resident: a block of it needs 1 warp of 32 threads, but SM 0 has 64 of its 64 warps in use \(limit: 64 warps per SM\);
