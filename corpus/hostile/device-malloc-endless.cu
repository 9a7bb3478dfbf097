// A kernel allocates with malloc until the device heap is exhausted.
#include <stdio.h>
__global__ void hog(unsigned long long *count) {
  unsigned long long n = 0;
  for (;;) {
    void *p = malloc(4096);
    if (p == NULL)
      break;
    n++;
  }
  *count = n;
}
int main(void) {
  unsigned long long *d, h = 0;
  cudaMalloc(&d, sizeof h);
  hog<<<1, 1>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s %d\n", cudaGetErrorName(e), h > 0);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaSuccess 1
// expect-report: ^device-malloc-endless\.cu:15:3: warning: leak: 8 bytes allocated by cudaMalloc are never freed
// expect-report: ^device-malloc-endless\.cu:6:15: warning: leak: 4096 bytes allocated by malloc in device code are never freed
// expect-report: ^cudak: 0 errors, 2 warnings; 2047 repeats folded \(seed 0\)
