// Use after free through the runtime: the result is copied back from a buffer that was already
// freed.
#include <stdio.h>
__global__ void fill(int *a) {
  a[threadIdx.x] = threadIdx.x;
}
int main(void) {
  int *d, h[8];
  cudaMalloc(&d, sizeof h);
  fill<<<1, 8>>>(d);
  cudaFree(d);
  cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// The use after free is found in the runtime call; the call must then fail with an error code
// (cudaErrorInvalidValue, as a GPU's runtime returns for a pointer it does not know) and the
// program go on, as cudaFree of a freed pointer does in mem-double-cudafree.cu.
// SPDX-License-Identifier: MIT
// expect: cudaErrorInvalidValue
// expect-exit: 1
// expect-report: ^mem-uaf-device-copy\.cu:12:19: error: use after free: read of 32 bytes at offset 0 of an allocation of 32 bytes allocated at mem-uaf-device-copy\.cu:9:3, freed at mem-uaf-device-copy\.cu:11:3
// expect-report: ^mem-uaf-device-copy\.cu:12:19: note: read by the host thread
// expect-report: ^mem-uaf-device-copy\.cu:9:3: note: 32 bytes allocated here by cudaMalloc
// expect-report: ^mem-uaf-device-copy\.cu:11:3: note: freed here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
