// Device code dereferencing host memory: the address of a host local variable is passed to the
// kernel as its output.
#include <stdio.h>
__global__ void answer(int *r) {
  *r = 42;
}
int main(void) {
  int r = 0;
  answer<<<1, 1>>>(&r);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s %d\n", cudaGetErrorName(e), r);
  return 0;
}
//
// The report must name the variable whose address the kernel got, not the whole host stack.
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress 0
// expect-exit: 1
// expect-report: ^mem-device-deref-host-stack\.cu:5:6: error: device code writes host memory that is not pinned, mapped or managed: 4 bytes at offset 0 of 'r'
// expect-report: ^mem-device-deref-host-stack\.cu:5:6: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
