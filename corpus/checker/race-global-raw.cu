// Read after write on global memory inside one kernel: a stencil updates its input in place, so a
// thread reads the cell its left neighbour has already overwritten (the neighbour is in the
// previous block for the first thread of each block).
#include <stdio.h>
#define N 64
__global__ void stencil(int *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < N - 1) {
    int v = a[i - 1] + a[i] + a[i + 1];
    a[i] = v;
  }
}
int main(void) {
  int h[N], *d;
  for (int i = 0; i < N; i++)
    h[i] = 1;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  stencil<<<2, N / 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[1], h[32], h[62]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 3 3 3
// expect-exit: 1
// expect-report: ^race-global-raw\.cu:10:10: error: data race on global memory: write of 4 bytes at offset 4 of an allocation of 256 bytes allocated at race-global-raw\.cu:17:3 conflicts with an earlier read
// expect-report: ^race-global-raw\.cu:9:14: note: previous read by thread \(2,0,0\) of block \(0,0,0\) \(warp 0, lane 2\)
// expect-report: ^race-global-raw\.cu:10:10: note: write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)
// expect-report: ^race-global-raw\.cu:10:10: error: data race on global memory: write of 4 bytes at offset 248 of an allocation of 256 bytes allocated at race-global-raw\.cu:17:3 conflicts with an earlier read
// expect-report: ^race-global-raw\.cu:9:32: note: previous read by thread \(29,0,0\) of block \(1,0,0\) \(warp 0, lane 29\)
// expect-report: ^race-global-raw\.cu:10:10: note: write by thread \(30,0,0\) of block \(1,0,0\) \(warp 0, lane 30\)
// expect-report: ^cudak: 2 errors, 0 warnings; 60 repeats folded \(seed 0\)
