// --Werror: the run's warnings count as errors. The same leak as leak-malloc.cu, which alone
// keeps the program's status 3; with --Werror the run exits with --error-exitcode's 1.
// cudak-args: --Werror
#include <stdio.h>
#include <stdlib.h>
static int *scratch(int n) {
  int *p = (int *) malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    p[i] = i;
  return p;
}
int main(void) {
  int *s = scratch(10);
  printf("%d\n", s[9]);
  return 3;
}
//
// SPDX-License-Identifier: MIT
// expect: 9
// expect-exit: 1
// expect-report: ^opt-werror\.cu:7:20: warning: leak: 40 bytes allocated by malloc are never freed
// expect-report: ^cudak: 0 errors, 1 warning \(seed 0\)
