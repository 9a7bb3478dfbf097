// corpus/host/variadic-past-end.cu: an off-by-one loop reads one va_arg more than the caller
// passed (undefined behaviour: gcc's build reads whatever lies in the register save area); the
// checker reports the read past the last argument of '...'.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdarg.h>

static int total(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i <= n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int main()
{
  printf("%d\n", total(2, 1, 2));
  return 0;
}
// expect-exit: 1
// expect-report: ^variadic-past-end\.cu:14:10: error: va_arg \(ap, int\) reads past the last argument passed to '\.\.\.'$
// expect-report: ^cudak: 1 error, 0 warnings
