// Temporaries are destroyed at the end of their full-expression (C++ [class.temporary]p4);
// copy construction from an lvalue.
#include <cstdio>
struct T {
  int id;
  T(int i) : id(i) { printf("+%d\n", id); }
  T(const T &o) : id(o.id + 100) { printf("copy %d\n", id); }
  ~T() { printf("-%d\n", id); }
  int get() const { return id; }
};
int twice(const T &t) { return 2 * t.get(); }
int main() {
  T(1);
  printf("twice %d\n", twice(T(2)));
  int x = T(3).get() + twice(T(4));
  printf("x %d\n", x);
  T a(5);
  T b = a;
  T c(a);
  printf("%d %d\n", b.get(), c.get());
  return 0;
}

// expect: +1
// expect: -1
// expect: +2
// expect: twice 4
// expect: -2
// expect: +3
// expect: +4
// expect: -4
// expect: -3
// expect: x 11
// expect: +5
// expect: copy 105
// expect: copy 105
// expect: 105 105
// expect: -105
// expect: -105
// expect: -5
