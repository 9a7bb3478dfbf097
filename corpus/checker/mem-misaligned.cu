// A misaligned device access: a byte buffer is reinterpreted as int at an odd offset.
#include <stdio.h>
__global__ void read_word(const char *buf, int *out) {
  const int *p = (const int *) (buf + 1);
  *out = *p;
}
int main(void) {
  char *dbuf;
  int *dout;
  cudaMalloc(&dbuf, 16);
  cudaMalloc(&dout, sizeof(int));
  cudaMemset(dbuf, 1, 16);
  read_word<<<1, 1>>>(dbuf, dout);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorMisalignedAddress
// expect-exit: 1
// expect-report: ^mem-misaligned\.cu:5:10: error: misaligned read of 4 bytes in global memory at address 0x[0-9a-f]+: not a multiple of 4
// expect-report: ^mem-misaligned\.cu:5:10: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-misaligned\.cu:10:3: note: 16 bytes allocated here by cudaMalloc
// expect-report: ^mem-misaligned\.cu:10:3: warning: leak: 16 bytes allocated by cudaMalloc are never freed
// expect-report: ^mem-misaligned\.cu:11:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
