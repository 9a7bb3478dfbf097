// corpus/streams/stream-0.cu: seed 003, Example Execution.Model.Stream.0 in CUDA C. 'second'
// spins on a flag that 'first' sets, and the two kernels are in different streams with nothing
// ordering them: CUDA guarantees that some device thread progresses, not which, so it may run
// 'second' forever and starve 'first'. cudak takes that choice and reports it; then 'second'
// is stopped, 'first' runs, and the program ends. Under --progress=fair: stream-0-fair.cu.
#include <stdio.h>

__global__ void first(volatile int *flag) { *flag = 1; }
__global__ void second(volatile int *flag) {
  while (*flag == 0) {}
}

int main() {
  int *flag;
  cudaMalloc(&flag, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  cudaStream_t s0, s1;
  cudaStreamCreate(&s0);
  cudaStreamCreate(&s1);
  first<<<1, 1, 0, s0>>>(flag);
  second<<<1, 1, 0, s1>>>(flag);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^stream-0\.cu:10:3: error: forward progress: kernel 'second' may never finish
// expect-report: note: it spins waiting for a change that only other work could make, such as kernel 'first' launched at line 20 in another stream; .*Execution\.Model\.Stream\.0
