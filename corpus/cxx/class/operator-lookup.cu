// Operator lookup as C++ does it: a non-member operator of a class's namespace is found from
// outside that namespace (argument-dependent lookup), a non-member operator that matches
// exactly beats a member one that needs a promotion, a pointer converts to bool worse than to
// const void *, and a derived-class pointer converts to its base in a constructor call.
#include <stdio.h>
namespace out {
struct Stream {
  int n;
  Stream &operator<<(int v) { printf("int %d\n", v); n++; return *this; }
  Stream &operator<<(bool v) { printf("bool %d\n", (int) v); n++; return *this; }
  Stream &operator<<(const void *p) { printf("ptr %s\n", p ? "set" : "null"); n++; return *this; }
};
Stream &operator<<(Stream &s, const char *str) { printf("str %s\n", str); s.n++; return s; }
Stream &operator<<(Stream &s, char c) { printf("char %c\n", c); s.n++; return s; }
struct Base { virtual ~Base() {} virtual int id() const { return 1; } };
struct Derived : Base { int id() const { return 2; } };
struct Holder { const Base *b; Holder(const Base *p) : b(p) {} };
}
enum Colour { RED, GREEN };
out::Stream &operator<<(out::Stream &s, Colour c) { printf("colour %s\n", c == RED ? "red" : "green"); return s; }
int main()
{
  out::Stream s = { 0 };
  int x = 7;
  s << 1 << "two" << 'c' << true << &x << GREEN;
  out::Derived d;
  out::Holder h(&d);
  printf("%d %d\n", s.n, h.b->id());
  return 0;
}
// expect: int 1
// expect: str two
// expect: char c
// expect: bool 1
// expect: ptr set
// expect: colour green
// expect: 5 2
