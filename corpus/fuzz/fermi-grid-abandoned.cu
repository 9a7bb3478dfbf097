// Found by make fuzz-run (issue 24) on corpus/streams/no-room.cu: under --memory=fermi the
// stopped kernel 'waiter' was freed while its warps' atomics were still in flight in the memory
// system, and a later round delivered them to the freed warps (AddressSanitizer:
// heap-use-after-free in hook_release_regs). The operations of a freed grid now land without
// delivering to any warp (ck_fermi_grid_abandon). The options are those of the fuzzer's run.
// cudak-args: --memory=fermi --warp-size=4 --seed=2 --max-steps=200000
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
// expect-report: ^fermi-grid-abandoned\.cu:13:32: error: no progress in kernel 'waiter': 32 warps still running
// expect-report: ^cudak: 1 error, 0 warnings \(seed 2\)
