// Lambdas: captures by copy and by reference, explicit and default ([=], [&], [this]),
// mutable, a trailing return type, a lambda calling a lambda it captured; each is an object of
// a closure class whose operator() is the body.
#include <cstdio>
struct Acc {
  int base;
  int apply(int k) {
    auto f = [this](int x) { return base + x; };
    auto g = [=](int x) { return f(x) * 2 + base; };
    return g(k);
  }
};
int twice(int v) { return 2 * v; }
int main() {
  int a = 3, b = 4;
  auto add = [a](int x) { return a + x; };
  auto inc = [&b]() { b++; };
  auto both = [=](int x) -> double { return a * x + b; };
  auto refs = [&](int x) { a += x; return a + b; };
  inc();
  inc();
  printf("%d %d %g\n", add(10), b, both(2));
  int r = refs(5);
  printf("%d %d\n", r, a);
  int sum = 0;
  auto acc = [&sum](int v) mutable { sum += v; };
  for (int i = 1; i <= 4; i++) acc(i);
  printf("sum %d\n", sum);
  auto plain = [](int x) { return twice(x) + 1; };
  printf("%d\n", plain(20));
  Acc o{100};
  printf("%d\n", o.apply(5));
  int counter = 0;
  auto m = [counter]() mutable { counter += 10; return counter; };
  int m1 = m();
  int m2 = m();
  printf("%d %d %d\n", m1, m2, counter);
  return 0;
}

// expect: 13 6 10
// expect: 14 8
// expect: sum 10
// expect: 41
// expect: 310
// expect: 10 20 0
