// Near miss for use after free and double free: memory freed and then never touched again; a
// pointer reset to NULL after free and freed again (free(NULL) and cudaFree(NULL) do nothing);
// realloc that moves the block.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int *p = (int *) malloc(8 * sizeof(int));
  for (int i = 0; i < 8; i++)
    p[i] = i;
  int last = p[7];
  free(p);
  p = NULL;
  free(p);
  int *q = (int *) malloc(2 * sizeof(int));
  q[0] = 5;
  q[1] = 6;
  q = (int *) realloc(q, 1000 * sizeof(int));
  q[999] = q[0] + q[1];
  int *d = NULL;
  cudaMalloc(&d, 128);
  cudaFree(d);
  d = NULL;
  printf("%d %d %s\n", last, q[999], cudaGetErrorName(cudaFree(d)));
  free(q);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 7 11 cudaSuccess
