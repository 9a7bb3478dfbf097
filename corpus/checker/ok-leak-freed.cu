// Near miss for leaks: every allocation is released before exit, including one freed and then
// never touched, one released by cudaDeviceReset and one kept only through a global pointer and
// freed at the end.
#include <stdio.h>
#include <stdlib.h>
int *keep;
int main(void) {
  int *a = (int *) malloc(64);
  free(a);
  keep = (int *) malloc(16);
  keep[0] = 1;
  int *d, *m;
  cudaMalloc(&d, 64);
  cudaMallocManaged(&m, 64);
  cudaFree(d);
  cudaFree(m);
  float *h;
  cudaMallocHost(&h, 64);
  cudaFreeHost(h);
  printf("%d\n", keep[0]);
  free(keep);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
