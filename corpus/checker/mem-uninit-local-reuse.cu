// Uninitialised read of a local that an earlier call left behind: the second call of step()
// gets the frame of the first one, whose acc[0] still holds 5 on a GPU, but it never wrote
// acc[0] itself.
#include <stdio.h>
__device__ int step(int init, int x) {
  int acc[2];
  if (init)
    acc[0] = x;
  acc[1] = acc[0] + x;
  return acc[1];
}
__global__ void twice(int *out) {
  int a = step(1, 5);
  int b = step(0, 7);
  *out = a + b;
}
int main(void) {
  int *d;
  cudaMalloc(&d, sizeof(int));
  twice<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  printf("done\n");
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: done
// expect-exit: 1
// expect-report: ^mem-uninit-local-reuse\.cu:9:15: error: uninitialized read of 4 bytes in local memory at offset 0 of 'acc' \(8 bytes\)$
// expect-report: note: read by thread \(0,0,0\) of block \(0,0,0\)
// expect-report: ^mem-uninit-local-reuse\.cu:6:7: note: 'acc' \(8 bytes\) declared here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
