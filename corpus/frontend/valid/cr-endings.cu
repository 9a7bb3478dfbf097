#include <stdio.h>#define TWICE(x) \  (2 * (x))__global__ void k(int *o) { o[threadIdx.x] = TWICE(threadIdx.x); } // commentint main(void){  int h[3], *d;  cudaMalloc(&d, sizeof h);  k<<<1, 3>>>(d);  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);  printf("%d %d %d line %d\n", h[0], h[1], h[2], __LINE__);  cudaFree(d);  return 0;}// corpus/frontend/valid/cr-endings.cu: the program above ends its lines with a bare CR (classic
// Mac OS editors): each CR ends a line, so line numbers, splices and // comments still work.
// These trailing comment lines end in LF, so that the corpus runner, which reads lines, sees
// the expectations; a file may mix both.
// SPDX-License-Identifier: MIT
//
// expect: 0 2 4 line 11
