// A printf storm: 16384 threads print 20 lines of 100 characters each (32 MB) in one kernel,
// with the printf FIFO at 1 KB. On a GPU the FIFO is circular: the older output is overwritten
// and only the newest fits; cudak keeps the newest whole lines that fit in the FIFO, so memory
// stays bounded however much a kernel prints (issue 24).
#include <stdio.h>
__global__ void storm(void) {
  for (int i = 0; i < 20; i++)
    printf("%s\n", "stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm");
}
int main(void) {
  cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1024);
  storm<<<16, 1024>>>();
  cudaError_t e = cudaDeviceSynchronize();
  fprintf(stderr, "%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// expect: stormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstormstorm
// stderr-allow: ^cudaSuccess$
