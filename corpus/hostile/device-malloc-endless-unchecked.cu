// A kernel allocates with malloc without end and never looks at the result.
#include <stdio.h>
__global__ void hog(void) {
  for (;;) {
    char *p = (char *)malloc(1 << 20);
    if (p) p[0] = 1;
  }
}
int main(void) {
  hog<<<1, 32>>>();
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^device-malloc-endless-unchecked\.cu:4:3: error: no progress in kernel 'hog': 1 warp still running
// expect-report: ^device-malloc-endless-unchecked\.cu:5:23: warning: leak: 1048576 bytes allocated by malloc in device code are never freed
// expect-report: ^cudak: 1 error, 1 warning; 7 repeats folded \(seed 0\)
