// Write after read on dynamic shared memory of a 2D block: thread (x,y) reads the row above while
// the threads of that row overwrite it in the next statement.
#include <stdio.h>
__global__ void smooth(int *out) {
  extern __shared__ int tile[];
  int x = threadIdx.x, y = threadIdx.y, w = blockDim.x;
  tile[y * w + x] = x + y;
  __syncthreads();
  int up = y > 0 ? tile[(y - 1) * w + x] : 0;
  tile[y * w + x] += up;
  __syncthreads();
  out[y * w + x] = tile[y * w + x];
}
int main(void) {
  int *d, h[16 * 4];
  cudaMalloc(&d, sizeof h);
  smooth<<<1, dim3(16, 4), sizeof h>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[63]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 35
// expect-exit: 1
// expect-report: ^race-shared-dynamic-war\.cu:10:19: error: data race on shared memory: write of 4 bytes at 'tile'\[32\] conflicts with an earlier read
// expect-report: ^race-shared-dynamic-war\.cu:9:24: note: previous read by thread \(0,3,0\) of block \(0,0,0\) \(warp 1, lane 16\)
// expect-report: ^race-shared-dynamic-war\.cu:10:19: note: write by thread \(0,2,0\) of block \(0,0,0\) \(warp 1, lane 0\)
// expect-report: ^cudak: 1 error, 0 warnings; 47 repeats folded \(seed 0\)
