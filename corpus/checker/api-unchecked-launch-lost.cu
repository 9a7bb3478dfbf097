// An unchecked launch error lost to a later error: the launch fails, then a cudaMemcpy with a
// bad direction fails too (its own result is checked), and cudaGetLastError returns only the
// copy's error. The launch's error was never seen.
#include <stdio.h>
__global__ void k(int *a) {
  a[threadIdx.x] = 1;
}
int main(void) {
  int *d, h[4] = { 0 };
  cudaMalloc(&d, sizeof h);
  k<<<1, 2048>>>(d);
  if (cudaMemcpy(d, h, sizeof h, (cudaMemcpyKind) 7) != cudaSuccess)
    printf("copy failed\n");
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: copy failed
// expect: cudaErrorInvalidMemcpyDirection
// expect-exit: 1
// expect-report: ^api-unchecked-launch-lost\.cu:11:4: error: invalid launch of 'k'
// expect-report: ^api-unchecked-launch-lost\.cu:11:4: warning: unchecked CUDA error: the kernel launch failed with cudaErrorInvalidConfiguration
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
