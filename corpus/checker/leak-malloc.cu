// A leak of host heap memory (a warning): a scratch buffer is allocated in a helper and never
// freed. A warning does not change the exit status (issue 18): the run exits with the program's
// own 3, as on a GPU; only --Werror would make it --error-exitcode's 1 (opt-werror.cu).
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
// expect-exit: 3
// expect-report: ^leak-malloc\.cu:7:20: warning: leak: 40 bytes allocated by malloc are never freed
// expect-report: ^cudak: 0 errors, 1 warning \(seed 0\)
