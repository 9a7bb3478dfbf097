// Out of bounds into the next __shared__ variable: left[32] is where a GPU puts right[0], so the
// read returns 100 there and nothing fails. cudak leaves a redzone after each static shared
// variable (not counted against the block's shared memory), so the read lands in no variable
// and is reported against 'left'. It used to be checked only against the whole window.
#include <stdio.h>
__global__ void k(int *out) {
  __shared__ int left[32];
  __shared__ int right[32];
  int t = threadIdx.x;
  left[t] = t;
  right[t] = 100 + t;
  __syncthreads();
  out[t] = left[t + 1] + right[t];   /* t = 31 reads left[32] */
}
int main(void) {
  int *out, h[32];
  cudaMalloc(&out, sizeof h);
  k<<<1, 32>>>(out);
  cudaError_t e = cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-shared-adjacent\.cu:13:16: error: out-of-bounds read of 4 bytes in shared memory at offset 128 of 'left' \(128 bytes\)$
// expect-report: ^mem-oob-shared-adjacent\.cu:13:16: note: read by thread \(31,0,0\) of block \(0,0,0\) \(warp 0, lane 31\)
// expect-report: ^mem-oob-shared-adjacent\.cu:21:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorIllegalAddress \(700\)
// expect-report: ^cudak: note: leak check of CUDA memory skipped: 1 call of cudaFree failed with the sticky error
