// Generic lambdas (C++14 `auto` parameters): the closure's operator() is a member function
// template with one invented type parameter per `auto` ([expr.prim.lambda.closure]p3), so each
// call deduces its own instance: `auto`, `const auto &`, `auto &&`, `auto *`, with captures by
// copy and by reference (explicit and default), passed to std::sort / std::for_each /
// std::transform, in a function template, a member function (`this`), nested, mutable.
#include <algorithm>
#include <cstdio>
#include <vector>
struct P { int x; };
template <typename T> T scale3(T v) {
  auto f = [v](auto m) { return v * m; };
  return f(3);
}
struct Acc {
  int m = 5;
  int get() { auto g = [this](auto a) { return a + m; }; return g(1); }
};
int main() {
  auto sq = [](auto v) { return v * v; };
  printf("%d %g %ld\n", sq(3), sq(2.5), sq(100000L));
  std::vector<int> v = {5, 1, 4, 2, 3};
  std::sort(v.begin(), v.end(), [](const auto &a, const auto &b) { return a > b; });
  for (int x : v) printf("%d ", x);
  printf("\n");
  int sum = 0;
  std::for_each(v.begin(), v.end(), [&](auto x) { sum += x; });
  printf("sum %d\n", sum);
  int k = 10;
  auto add = [k](auto a, auto b) { return a + b + k; };
  printf("%d %g\n", add(1, 2), add(1.5, 2));
  auto inc = [](auto &&r) { r++; };
  int z = 4;
  double d = 0.5;
  inc(z);
  inc(d);
  printf("z %d d %g\n", z, d);
  auto size_of = [](auto &&r) { return (int) sizeof r; };
  printf("%d %d\n", size_of(z), size_of('c'));
  std::vector<double> w(5);
  std::transform(v.begin(), v.end(), w.begin(), [=](auto x) { return x * 0.5 + k; });
  for (double e : w) printf("%g ", e);
  printf("\n");
  auto field = [](const auto *p) { return p->x; };
  P pp{7};
  printf("%d\n", field(&pp));
  printf("%d %g %d\n", scale3(2), scale3(1.5), Acc().get());
  auto outer = [](auto a) { return [a](auto b) { return a * b; }; };
  printf("%g\n", outer(2)(1.25));
  auto counter = [n = 0](auto step) mutable { n += step; return n; };
  counter(2);
  printf("%d\n", counter(3));
  return 0;
}
// expect: 9 6.25 10000000000
// expect: 5 4 3 2 1 
// expect: sum 15
// expect: 13 13.5
// expect: z 5 d 1.5
// expect: 4 1
// expect: 12.5 12 11.5 11 10.5 
// expect: 7
// expect: 6 4.5 6
// expect: 2.5
// expect: 5
