// Uninitialised read of shared memory: only the first 16 threads fill the tile, all 32 read it.
#include <stdio.h>
__global__ void mirror(int *out) {
  __shared__ int tile[32];
  int t = threadIdx.x;
  if (t < 16)
    tile[t] = t;
  __syncthreads();
  out[t] = tile[31 - t];
}
int main(void) {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  mirror<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[31]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0
// expect-exit: 1
// expect-report: ^mem-uninit-shared\.cu:9:16: error: uninitialized read of 4 bytes in shared memory at offset 124 of 'tile'
// expect-report: ^mem-uninit-shared\.cu:9:16: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings; 15 repeats folded \(seed 0\)
