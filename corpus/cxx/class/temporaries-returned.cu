// A class object returned by value and used as the object of a member call (mk().get(),
// (a + 1).get()), bound to a const reference parameter, or discarded (`mk(7);`) is a
// temporary destroyed at the end of its full-expression: nothing leaks. A string literal
// bound to a `const Name &` parameter makes a temporary through the converting constructor.
#include <stdio.h>
#include <string.h>
static int live = 0;
struct S {
  int *p;
  S(int v) : p(new int(v)) { live++; }
  S(const S &o) : p(new int(*o.p)) { live++; }
  ~S() { delete p; live--; }
  int get() const { return *p; }
};
S mk(int v) { S s(v); return s; }
S operator+(const S &a, int b) { S r(a); *r.p += b; return r; }
int take(const S &s) { return s.get(); }
struct Name {
  char buf[16];
  Name(const char *s) { strncpy(buf, s, 15); buf[15] = 0; live++; }
  ~Name() { live--; }
};
int greet(const Name &n) { return printf("hello %s\n", n.buf); }
int main()
{
  S a(1);
  int x = mk(2).get();
  printf("%d %d\n", x, live);
  int y = (a + 5).get();
  printf("%d %d\n", y, live);
  mk(7);
  printf("%d\n", live);
  int z = take(mk(8));
  printf("%d %d\n", z, live);
  greet("world");
  printf("%d\n", live);
  return 0;
}
// expect: 2 1
// expect: 6 1
// expect: 1
// expect: 8 1
// expect: hello world
// expect: 1
