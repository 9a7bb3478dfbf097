// std::apply (issue 20): a function, a function object, a lambda with a deduced return type and a
// void function called with the elements of a tuple, and a function of no arguments with an
// empty tuple.
// Expected output: the host build with g++ 12/libstdc++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <tuple>
int add3(int a, double b, char c) { return a + (int) b + c; }
struct Mul { double operator()(double x, double y) const { return x * y; } };
void show(int a, const char *s) { printf("show %d %s\n", a, s); }
int main()
{
  std::tuple<int, double, char> t(1, 2.5, 'a');
  std::tuple<double, double> u(1.5, 4);
  auto sum = std::apply([](int a, double b, char c) { return a + b + c; }, t);
  printf("%d %g %g\n", std::apply(add3, t), std::apply(Mul(), u), sum);
  std::tuple<int, const char *> v(7, "seven");
  std::apply(show, v);
  std::tuple<> e;
  printf("%d\n", std::apply([]() { return 42; }, e));
  return 0;
}
// expect: 100 6 100.5
// expect: show 7 seven
// expect: 42
