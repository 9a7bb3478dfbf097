// corpus/streams/device-1.cu: seed 003, Example Execution.Model.Device.1 in CUDA C: a loop that
// only yields (cuda::std::this_thread::yield, here __nanosleep) makes no progress a device must
// honour ("allowed outcome: no thread makes progress"); cudak reports a kernel that never ends.
#include <stdio.h>

__global__ void ex1() {
  while (true)
    __nanosleep(100);
}

int main() {
  ex1<<<1, 1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: -arch=sm_75
// nvcc-args: -arch=sm_75
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^device-1\.cu:\d+:\d+: error: no progress in kernel 'ex1'
