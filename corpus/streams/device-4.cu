// corpus/streams/device-4.cu: seed 003, Example Execution.Model.Device.4: an empty infinite loop
// ("allowed outcome: no thread makes progress"), reported as a kernel that never terminates.
#include <stdio.h>

__global__ void ex4() {
  while (true) { /* empty */ }
}

int main() {
  ex4<<<1, 1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^device-4\.cu:\d+:\d+: error: no progress in kernel 'ex4'
