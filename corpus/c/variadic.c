/* corpus/c/variadic.c: variadic functions of the program, as C code writes them: an error
 * helper over vfprintf, a vsnprintf formatter (and its truncation), sums through va_arg of
 * double, int and long double, a NULL-terminated list of strings, va_copy walking the same
 * arguments twice, a va_list handed to a vprintf-like function of the program, vsscanf, and a
 * call through a function pointer. Output checked against gcc. */
/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void die_if(int cond, const char *fmt, ...)
{
  va_list ap;
  if (!cond)
    return;
  va_start(ap, fmt);
  fprintf(stdout, "error: ");
  vfprintf(stdout, fmt, ap);
  va_end(ap);
}

static int format(char *buf, size_t n, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

static double dsum(int n, ...)
{
  va_list ap;
  double s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return s;
}

static long twice(int n, ...)
{
  va_list ap, aq;
  long s = 0;
  va_start(ap, n);
  va_copy(aq, ap);
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  for (int i = 0; i < n; i++)
    s += 10 * va_arg(aq, int);
  va_end(aq);
  va_end(ap);
  return s;
}

static long double ldsum(int n, ...)
{
  va_list ap;
  long double s = 0;
  va_start(ap, n);
  while (n--)
    s += va_arg(ap, long double);
  va_end(ap);
  return s;
}

static const char *concat(char *buf, const char *first, ...)
{
  va_list ap;
  buf[0] = 0;
  va_start(ap, first);
  for (const char *s = first; s; s = va_arg(ap, const char *))
    strcat(buf, s);
  va_end(ap);
  return buf;
}

static void vlog(const char *tag, const char *fmt, va_list ap)
{
  printf("[%s] ", tag);
  vprintf(fmt, ap);
}

static void logmsg(const char *tag, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vlog(tag, fmt, ap);
  va_end(ap);
}

static int scan(const char *s, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int r = vsscanf(s, fmt, ap);
  va_end(ap);
  return r;
}

static unsigned umax(unsigned n, ...)
{
  va_list ap;
  unsigned m = 0;
  va_start(ap, n);
  while (n--) {
    unsigned v = va_arg(ap, unsigned);
    if (v > m)
      m = v;
  }
  va_end(ap);
  return m;
}

int main(void)
{
  char buf[64];
  die_if(0, "not printed %d\n", 1);
  die_if(1, "%s at line %d (%c)\n", "bad input", 42, 'x');
  int r = format(buf, sizeof buf, "%05.1f|%x|%lld|%Lg|%p", 3.14159, 255u, -5LL, 2.5L, (void *)0);
  printf("%d %s\n", r, buf);
  r = format(buf, 4, "%s", "truncated");
  printf("%d %s\n", r, buf);
  printf("%g %ld %Lg\n", dsum(3, 1.5, 2.0, 1.25f), twice(4, 1, 2, 3, 'a'), ldsum(2, 1.5L, 0.25L));
  printf("%s\n", concat(buf, "a", "bc", "def", (char *)NULL));
  logmsg("info", "%d items, %s\n", 7, "done");
  int x;
  float y;
  char w[8];
  r = scan("12 3.5 hey", "%d %f %7s", &x, &y, w);
  printf("%d: %d %g %s\n", r, x, y, w);
  unsigned (*f)(unsigned, ...) = umax;
  printf("%u\n", f(4u, 3u, 4000000000u, 7u, 1u));
  return 0;
}
// expect: error: bad input at line 42 (x)
// expect: 21 003.1|ff|-5|2.5|(nil)
// expect: 9 tru
// expect: 4.75 1133 1.75
// expect: abcdef
// expect: [info] 7 items, done
// expect: 3: 12 3.5 hey
// expect: 4000000000
