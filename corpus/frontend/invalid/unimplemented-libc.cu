// expect-build-fail
// nvcc accepts this; cudak's headers declare timespec_get only to say that the interpreter does
// not implement it, where it is named (vprintf and localtime, once reported here too, work).
#include <stdarg.h>
#include <stdio.h>
#include <time.h>
void say(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
}
int main()
{
  struct timespec ts;
  int (*get)(struct timespec *, int) = timespec_get;
  say("%d\n", get(&ts, TIME_UTC));
  return 0;
}
// expect-stderr: unimplemented-libc.cu:17:40: error: unsupported: 'timespec_get' is not implemented by cudak
// expect-stderr:   int (*get)(struct timespec *, int) = timespec_get;
// expect-stderr:                                        ^~~~~~~~~~~~
