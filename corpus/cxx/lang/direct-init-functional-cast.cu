// A direct initializer whose first argument starts with a functional cast is an expression
// list, not a parameter list ([dcl.ambig.res]p1: the tokens cannot declare a parameter):
// `A a(size_t(1) << 4)`, `std::vector<float> v(size_t(n))`, `A d(int(2) * 3)`, `A e(float{2})`.
// `A f(int(x));` stays a function declaration, as C++ says. cudak read the cast's `(` as the
// start of a declarator ("expected a type specifier before '1'"). Expected output from g++.
#include <cstdio>
#include <cstddef>
#include <vector>
struct A {
  size_t v;
  A(size_t n) : v(n) {}
};
int main() {
  int n = 5;
  A a(size_t(1) << 4);
  A b(size_t(3));
  A c((size_t)5 + 1);
  A d(int(2) * 3);
  A e(float{2.5f} * 2);
  A g(size_t(n) + 1);
  std::vector<float> w(size_t(n) * 2, 1.5f);
  A f(int(x));   // a function declaration: f takes an int named x
  printf("%zu %zu %zu %zu %zu %zu %zu %g\n", a.v, b.v, c.v, d.v, e.v, g.v, w.size(), w[9]);
  return 0;
}
// expect: 16 3 6 6 5 6 10 1.5
