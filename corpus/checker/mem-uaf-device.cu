// Use after free on the device: the buffer is released with cudaFree before the kernel that
// still uses it is launched.
#include <stdio.h>
__global__ void inc(int *a) {
  a[threadIdx.x] += 1;
}
int main(void) {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  cudaMemset(d, 0, 32 * sizeof(int));
  cudaFree(d);
  inc<<<1, 32>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-uaf-device\.cu:5:18: error: use after free: read of 4 bytes at offset 0 of an allocation of 128 bytes allocated at mem-uaf-device\.cu:9:3, freed at mem-uaf-device\.cu:11:3
// expect-report: ^mem-uaf-device\.cu:5:18: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-uaf-device\.cu:9:3: note: 128 bytes allocated here by cudaMalloc
// expect-report: ^cudak: 1 error, 0 warnings; 31 repeats folded \(seed 0\)
