// A warp operation whose member mask names lanes that do not execute it: the lower half of the
// warp exchanges values through shared memory with __syncwarp() (a full mask) inside a branch
// that the upper half does not take; CUDA leaves that undefined (Volta and later hang).
#include <stdio.h>
__global__ void swap_halves(int *out) {
  __shared__ int buf[32];
  int t = threadIdx.x;
  buf[t] = t;
  __syncwarp();
  if (t < 16) {
    buf[t] += 100;
    __syncwarp();
    out[t] = buf[t ^ 1];
  } else {
    out[t] = buf[t];
  }
}
int main(void) {
  int h[32], *d;
  cudaMalloc(&d, sizeof h);
  swap_halves<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[31]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 101 31
// expect-exit: 1
// expect-report: ^sync-warp-mask-branch\.cu:12:5: error: the member mask 0xffffffff of __syncwarp names lanes 16, 17, 18, 19, 20, 21, 22, 23, \.\.\. of warp 0 of block 0, which do not execute it with lanes of mask 0xffff$
// expect-report: ^sync-warp-mask-branch\.cu:12:5: note: in thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
