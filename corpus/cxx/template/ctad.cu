// Class template argument deduction, simple cases: `std::pair p(1, 2.5)`, `Box b(3.5f)`,
// `Box c{'x'}`, through a constructor's parameters (T, const T &). Expected output from g++.
#include <cstdio>
#include <utility>
template <class T> struct Box { T v; Box(T x) : v(x) {} };
template <class T, class U> struct Two { T a; U b; Two(const T &x, U y) : a(x), b(y) {} };
int main() {
  std::pair p(1, 2.5);
  Box b(3.5f);
  Box c{'x'};
  Two t(1L, "s");
  printf("%d %g %g %c %ld %s\n", p.first, p.second, b.v, c.v, t.a, t.b);
}
// expect: 1 2.5 3.5 x 1 s
