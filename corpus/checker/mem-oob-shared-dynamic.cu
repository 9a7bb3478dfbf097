// Out of bounds in dynamic shared memory: the launch gives 32 ints of dynamic shared memory, but
// the kernel uses 64.
#include <stdio.h>
__global__ void stage(int *out) {
  extern __shared__ int buf[];
  int t = threadIdx.x;
  buf[t] = t;
  __syncthreads();
  out[t] = buf[63 - t];
}
int main(void) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  stage<<<1, 64, 32 * sizeof(int)>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-shared-dynamic\.cu:7:10: error: out-of-bounds write of 4 bytes in shared memory at offset 128 of 'buf'
// expect-report: ^mem-oob-shared-dynamic\.cu:7:10: note: write by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\)
// expect-report: ^mem-oob-shared-dynamic\.cu:13:3: warning: leak: 256 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning; 31 repeats folded \(seed 0\)
