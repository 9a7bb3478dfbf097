// --suppressions=FILE with a rule that does not parse: the program stops before it runs, with the
// file, line and column of the error. It used to print the error and run unsuppressed.
// cudak-args: --suppressions=opt-suppressions-bad.supp
// data: opt-suppressions-bad.supp
// SPDX-License-Identifier: MIT
#include <stdio.h>

int main(void)
{
  printf("ran\n");
  return 0;
}
// expect-exit: 2
// expect-stderr: cudak: error: opt-suppressions-bad.supp:2:17: bad pattern: missing closing parenthesis
