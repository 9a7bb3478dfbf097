// Host code dereferencing device memory: a result is read on the host straight from the device
// pointer after the kernel.
#include <stdio.h>
__global__ void answer(int *r) {
  *r = 42;
}
int main(void) {
  int *d;
  cudaMalloc(&d, sizeof(int));
  answer<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int r = *d;
  printf("%d\n", r);
  /* no cudaFree: the program stops at the error above (see mem-leak-after-stop.cu) */
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 1
// expect-report: ^mem-host-deref-device-read\.cu:12:11: error: host code reads device memory: 4 bytes in global memory at offset 0 of an allocation of 4 bytes allocated at mem-host-deref-device-read\.cu:9:3
// expect-report: ^mem-host-deref-device-read\.cu:12:11: note: read by the host thread
// expect-report: ^mem-host-deref-device-read\.cu:9:3: note: 4 bytes allocated here by cudaMalloc
// expect-report: ^cudak: note: leak check skipped: the program was stopped by an error
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
