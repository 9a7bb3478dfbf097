// expect-build-fail
// nvcc accepts this; cudak's headers declare localtime only to say that the interpreter does not
// implement it, where it is named (vprintf, once reported here too, works).
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
  time_t t = 0;
  struct tm *(*conv)(const time_t *) = localtime;
  say("%d\n", conv(&t)->tm_year);
  return 0;
}
// expect-stderr: unimplemented-libc.cu:17:40: error: unsupported: 'localtime' is not implemented by cudak
// expect-stderr:   struct tm *(*conv)(const time_t *) = localtime;
// expect-stderr:                                        ^~~~~~~~~
