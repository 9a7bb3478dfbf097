// std::reference_wrapper, std::ref and std::cref: bound by std::bind (to `T &` and `const T &`
// parameters, with placeholders), passed to a std::thread, wrapped in std::function, given to
// an algorithm as a stateful function object, unwrapped by std::make_pair and std::make_tuple
// into reference members, held in a std::vector; get(), the conversion to T & and the call
// operator. Output checked against g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
#include <functional>
#include <thread>
#include <utility>
#include <vector>
#include <algorithm>
#include <tuple>
void bump(int &x) { x += 10; }
void add(int &acc, int v) { acc += v; }
int twice(const int &x) { return 2 * x; }
struct Counter { int n = 0; void operator()(int k) { n += k; } };
int main() {
  int y = 1;
  auto f = std::bind(bump, std::ref(y));
  f();
  f();
  auto g = std::bind(add, std::ref(y), std::placeholders::_1);
  g(5);
  printf("y=%d\n", y);
  int z = 3;
  auto h = std::bind(twice, std::cref(z));
  z = 8;
  printf("%d\n", h());
  std::reference_wrapper<int> r = std::ref(y);
  r.get() = 100;
  int &yr = r;
  yr++;
  printf("%d %d\n", y, r + 1);
  std::thread t(add, std::ref(y), 7);
  t.join();
  printf("after thread %d\n", y);
  Counter c;
  std::function<void(int)> fc = std::ref(c);
  fc(3); fc(4);
  std::vector<int> v = {1, 2, 3};
  std::for_each(v.begin(), v.end(), std::ref(c));
  printf("counter %d\n", c.n);
  int a = 1, b = 2;
  auto p = std::make_pair(std::ref(a), std::cref(b));
  p.first = 42;
  printf("%d %d %d\n", a, p.second, (int)std::is_same<decltype(p), std::pair<int &, const int &>>::value);
  std::vector<std::reference_wrapper<int>> refs = {std::ref(a), std::ref(b)};
  for (int &x : refs) x *= 10;
  printf("%d %d\n", a, b);
  double d = 2.5;
  auto tp = std::make_tuple(std::ref(a), d, std::cref(d));
  std::get<0>(tp) = 9;
  d = 4.5;
  printf("%d %g %g %d\n", a, std::get<1>(tp), std::get<2>(tp), (int)std::tuple_size<decltype(tp)>::value);
  return 0;
}
// expect: y=26
// expect: 16
// expect: 101 102
// expect: after thread 108
// expect: counter 13
// expect: 42 2 1
// expect: 420 20
// expect: 9 2.5 4.5 3
