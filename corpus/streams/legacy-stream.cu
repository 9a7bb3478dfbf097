// corpus/streams/legacy-stream.cu: the legacy default stream synchronises with blocking streams.
// 'wait_flag' in the blocking stream s spins until 'set_flag' sets a flag, but 'set_flag' is
// launched into the default stream, which waits for all earlier work of s: the program
// deadlocks, and cudak reports that the kernel never terminates. With s created
// cudaStreamNonBlocking the two kernels would not be ordered (nonblocking-stream.cu shows the
// difference in order).
#include <stdio.h>

__global__ void wait_flag(volatile int *flag) {
  while (*flag == 0) {}
}
__global__ void set_flag(volatile int *flag) { *flag = 1; }

int main() {
  int *flag;
  cudaMalloc(&flag, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  wait_flag<<<1, 1, 0, s>>>(flag);
  set_flag<<<1, 1>>>(flag);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^legacy-stream\.cu:10:3: error: no progress in kernel 'wait_flag'
