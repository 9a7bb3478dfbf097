// Names a base class declares are found in a derived class: its typedefs and enumerators in
// the derived class's body, its static members through `Derived::name`; a class declared in
// one block of a namespace and defined in a later block is one class; `(void *)0` is not a
// null pointer constant in C++, so it does not convert to std::nullptr_t.
#include <stdio.h>
#include <cstddef>
namespace io {
class Stream;
struct Holder { Stream *s; };
}
namespace io {
struct Base {
  typedef unsigned int flags_t;
  static const flags_t hex = 8;
  enum dir { beg, cur, end };
};
class Stream : public Base {
public:
  flags_t f;
  dir d;
  Stream() : f(hex), d(cur) {}
  int which(const void *) { return 1; }
  int which(std::nullptr_t) { return 2; }
};
}
int main()
{
  io::Stream s;
  io::Holder h = { &s };
  printf("%u %d %u\n", h.s->f, (int) s.d, io::Stream::hex);
  printf("%d %d\n", s.which((void *) 0), s.which(nullptr));
  return 0;
}
// expect: 8 1 8
// expect: 1 2
