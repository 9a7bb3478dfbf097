// Host code dereferencing device memory: the host writes into a cudaMalloc buffer directly
// instead of copying.
#include <stdio.h>
int main(void) {
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  printf("allocated\n");
  d[0] = 42;
  printf("%d\n", d[0]);
  /* no cudaFree: the program stops at the error above (see mem-leak-after-stop.cu) */
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: allocated
// expect-exit: 1
// expect-report: ^mem-host-deref-device\.cu:8:8: error: host code writes device memory: 4 bytes in global memory at offset 0 of an allocation of 16 bytes allocated at mem-host-deref-device\.cu:6:3
// expect-report: ^mem-host-deref-device\.cu:8:8: note: write by the host thread
// expect-report: ^mem-host-deref-device\.cu:6:3: note: 16 bytes allocated here by cudaMalloc
// expect-report: ^cudak: note: leak check skipped: the program was stopped by an error
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
