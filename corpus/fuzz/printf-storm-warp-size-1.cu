// Found by make fuzz-run (issue 24) on corpus/hostile/printf-storm.cu at --warp-size=1: the run
// passed the fuzz target's 30-second CPU guard under ASan. Every thread reads the same string
// literal, so each byte's read set (checker/race.c) holds an entry per one-lane warp, and its
// pruning compared every pair of entries: 1.5 s without sanitizers for this program, 29 s for 16
// blocks of it. Pruning now compares the entries of one warp base among themselves (0.3 s and
// 3.4 s). The timeout below is meant for the sanitizer build (about 20 times slower).
// cudak-args: --warp-size=1
// timeout: 30
// A printf storm: 4096 threads print 20 lines of 100 characters each (8 MB) in one kernel,
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
  storm<<<4, 1024>>>();
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
