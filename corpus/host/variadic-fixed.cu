// corpus/host/variadic-fixed.cu: va_start in a function without '...' is an error of gcc,
// nvcc and cudak.
// SPDX-License-Identifier: MIT
#include <stdarg.h>

static int fixed(int n)
{
  va_list ap;
  va_start(ap, n);
  va_end(ap);
  return n;
}

int main()
{
  return fixed(1);
}
// expect-build-fail
// expect-report: ^variadic-fixed\.cu:9:3: error: 'va_start' used in function with fixed arguments$
// nvcc: fail: ^variadic-fixed\.cu\(9\): error: va_start can appear only in a function with an ellipsis parameter$
