// corpus/streams/device-2.cu: seed 003, Example Execution.Model.Device.2: a loop on a volatile
// local variable that never changes. Device threads need not progress past it ("allowed
// outcome: no thread makes progress"); cudak reports that the kernel can never terminate.
#include <stdio.h>

__global__ void ex2() {
  volatile bool True = true;
  while (True)
    ;
}

int main() {
  ex2<<<1, 1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^device-2\.cu:\d+:\d+: error: no progress in kernel 'ex2'
// expect-report: note: every live warp repeats the same state in a loop while no memory changes: the kernel never terminates
