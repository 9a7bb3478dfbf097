// Free of memory that is not on the heap at all: free() of a local array.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int local[4] = { 1, 2, 3, 4 };
  int *p = local;
  printf("%d\n", p[3]);
  free(p);
  return 0;
}
//
// 'local' is not heap memory at all: this is an invalid free (kind invalid-free), and the text
// should say what the pointer points to.
// SPDX-License-Identifier: MIT
// expect: 4
// expect-exit: 1
// expect-report: ^mem-invalid-free-stack\.cu:8:3: error: invalid free: 'free' of .*'local'
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
