// corpus/host/variadic-members.cu: variadic member functions as C++ host code writes them: a
// logger's member that forwards its '...' to vprintf (through this and through a pointer), a
// static one summing ints, and one returning a struct (its hidden return slot comes before the
// '...' block), and a class object passed to a '...' that never reads it. Output checked
// against g++.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdarg.h>

struct Logger {
  int level;
  void log(int lv, const char *f, ...)
  {
    if (lv < level)
      return;
    va_list ap;
    va_start(ap, f);
    printf("L%d: ", lv);
    vprintf(f, ap);
    va_end(ap);
  }
  static int count(int n, ...)
  {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    while (n--)
      s += va_arg(ap, int);
    va_end(ap);
    return s;
  }
};

struct Pair {
  double a, b;
};

static Pair make(int n, ...)
{
  va_list ap;
  va_start(ap, n);
  Pair p;
  p.a = va_arg(ap, double);
  p.b = n + va_arg(ap, long);
  va_end(ap);
  return p;
}

static const char *kind(...)
{
  return "anything";
}

int main()
{
  Logger L = { 1 };
  printf("%s\n", kind(Pair(), 1, "two"));
  L.log(2, "%s %d\n", "hello", 5);
  L.log(0, "not printed\n");
  Logger *p = &L;
  p->log(3, "%5.2f %c\n", 2.0, 'q');
  printf("%d\n", Logger::count(3, 4, 5, 6));
  Pair b = make(7, 1.5, 10L);
  printf("%g %g\n", b.a, b.b);
  return 0;
}
// expect: anything
// expect: L2: hello 5
// expect: L3:  2.00 q
// expect: 15
// expect: 1.5 17
