// --leakcheck=no: the leaks of leak-malloc.cu and leak-cudamalloc.cu are not reported and the
// program's own status is kept.
// cudak-args: --leakcheck=no
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int *p = (int *) malloc(40), *d;
  p[0] = 9;
  cudaMalloc(&d, 16);
  printf("%d\n", p[0]);
  return 3;
}
//
// SPDX-License-Identifier: MIT
// expect: 9
// expect-exit: 3
