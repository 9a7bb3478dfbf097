// corpus/host/variadic-promoted.cu: va_arg (ap, float) where '...' passed the float as a double
// (C17 7.16.1.1: undefined; gcc: "'float' is promoted to 'double' when passed through '...'",
// and its build aborts when the line runs); reported when it runs.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdarg.h>

static double first(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  float f = va_arg(ap, float);
  va_end(ap);
  return f;
}

int main()
{
  printf("%g\n", first(1, 2.0f));
  return 0;
}
// expect-exit: 1
// expect-report: ^variadic-promoted\.cu:12:13: error: va_arg \(ap, float\): '\.\.\.' never passes this type, it promotes float to double$
// expect-report: ^cudak: 1 error, 0 warnings
