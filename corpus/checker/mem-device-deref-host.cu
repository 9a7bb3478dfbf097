// Device code dereferencing pageable host memory: a malloc'd host array is passed to the kernel.
#include <stdio.h>
#include <stdlib.h>
__global__ void twice(int *a) {
  a[threadIdx.x] *= 2;
}
int main(void) {
  int *h = (int *) malloc(8 * sizeof(int));
  for (int i = 0; i < 8; i++)
    h[i] = i;
  twice<<<1, 8>>>(h);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  free(h);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-device-deref-host\.cu:5:18: error: device code reads host memory that is not pinned, mapped or managed: 4 bytes at offset 0 of an allocation of 32 bytes allocated at mem-device-deref-host\.cu:8:20
// expect-report: ^mem-device-deref-host\.cu:5:18: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-device-deref-host\.cu:8:20: note: 32 bytes allocated here by malloc
// expect-report: ^cudak: 1 error, 0 warnings; 7 repeats folded \(seed 0\)
