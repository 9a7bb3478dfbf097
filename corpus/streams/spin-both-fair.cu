// corpus/streams/spin-both-fair.cu: two kernels of unordered streams each spin on a flag that
// nobody sets, while the host waits in cudaDeviceSynchronize. Under --progress=fair every grid
// runs, yet nothing changes memory: cudak reports that no grid can progress and stops the
// older one, then finds the other spinning alone. It used to hang: livelock was only looked for
// in a grid running alone.
#include <stdio.h>

__device__ int f1 = 0, f2 = 0;

__global__ void w1() {
  while (atomicAdd(&f1, 0) == 0)
    ;
}

__global__ void w2() {
  while (atomicAdd(&f2, 0) == 0)
    ;
}

int main() {
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  w1<<<1, 32, 0, s0>>>();
  w2<<<1, 32, 0, s1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaStreamDestroy(s0);
  cudaStreamDestroy(s1);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --progress=fair
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^spin-both-fair\.cu:11:3: error: no progress in kernel 'w1': 1 warp still running
// expect-report: note: every live warp of the running grids repeats the same state in a loop while no memory changes and the host waits
// expect-report: ^spin-both-fair\.cu:16:3: error: no progress in kernel 'w2': 1 warp still running
