// corpus/host/variadic-wrong-type.cu: va_arg asks for a pointer where the caller passed an int
// (and, in a second call, for a float, which '...' never passes: float arguments are promoted
// to double; gcc warns and its build aborts there). Both are reported where va_arg reads.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdarg.h>

static void show(const char *f, ...)
{
  va_list ap;
  va_start(ap, f);
  const char *s = va_arg(ap, const char *);
  printf(f, s);
  va_end(ap);
}

static double first(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  float f = va_arg(ap, float);
  va_end(ap);
  return f;
}

int main(int argc, char **argv)
{
  if (argc > 1)
    printf("%g\n", first(1, 2.0f));
  show("%s\n", 42);
  return 0;
}
// run-args:
// expect-exit: 1
// expect-report: ^variadic-wrong-type\.cu:12:19: error: va_arg \(ap, const char \*\) reads an integer argument$
// expect-report: ^cudak: 1 error, 0 warnings
