// --suppressions=FILE with a function: rule: the uninitialised read inside the host function
// 'peek_tail' is dropped; the one in main is still reported.
// cudak-args: --suppressions=opt-suppressions-function.supp
// data: opt-suppressions-function.supp
#include <stdio.h>
#include <stdlib.h>
static int peek_tail(const int *p) {
  return p[1];
}
int main(void) {
  int *t = (int *) malloc(3 * sizeof(int));
  t[0] = 0;
  int a = peek_tail(t) * 0;
  int b = t[2] * 0;
  printf("%d %d\n", a, b);
  free(t);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0 0
// expect-exit: 1
// expect-report: ^opt-suppressions-function\.cu:14:\d+: error: uninitialized read of 4 bytes in host memory at offset 8 of an allocation of 12 bytes
// expect-report: ^cudak: 1 error, 0 warnings; 1 suppressed \(seed 0\)$
