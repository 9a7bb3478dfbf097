// One warp access whose lanes span two static __shared__ variables with a lane in the redzone
// between them (issue 22: the coalesced path takes a warp's lanes at once only when they all lie
// inside one variable): lanes 0-15 read left[t], lanes 17-31 right[t], lane 16 left[32], which
// is no variable's byte and is reported alone, against 'left'.
#include <stdio.h>
__global__ void k(int *out) {
  __shared__ int left[32];
  __shared__ int right[32];
  int t = threadIdx.x;
  left[t] = t;
  right[t] = 100 + t;
  __syncthreads();
  const int *p = t < 16 ? &left[t] : t == 16 ? &left[32] : &right[t];
  out[t] = *p;
}
int main(void) {
  int *out, h[32];
  cudaMalloc(&out, sizeof h);
  k<<<1, 32>>>(out);
  cudaError_t e = cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  if (cudaFree(out) != e)
    printf("cudaFree\n");
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-shared-between\.cu:14:12: error: out-of-bounds read of 4 bytes in shared memory at offset 128 of 'left' \(128 bytes\)$
// expect-report: ^mem-oob-shared-between\.cu:14:12: note: read by thread \(16,0,0\) of block \(0,0,0\) \(warp 0, lane 16\)$
// expect-report: ^mem-oob-shared-between\.cu:7:18: note: 'left' \(128 bytes\) declared here$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
