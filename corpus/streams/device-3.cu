// corpus/streams/device-3.cu: seed 003, Example Execution.Model.Device.3 in CUDA C. The seed polls
// a thread-scope cuda::atomic with automatic storage; CUDA C has no atomics on local memory, so
// the flag is a local variable read through a volatile pointer. Nothing else can change it, so
// device threads need not progress ("allowed outcome: no thread makes progress"), and cudak
// reports that the kernel never terminates.
#include <stdio.h>

__global__ void ex3() {
  bool flags[2] = { true, false };
  volatile bool *True = &flags[threadIdx.x % 1];
  while (*True)
    ;
}

int main() {
  ex3<<<1, 1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^device-3\.cu:\d+:\d+: error: no progress in kernel 'ex3'
