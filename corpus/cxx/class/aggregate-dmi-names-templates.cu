// Default member initializers that name something, in aggregates of a class template (naming
// its parameters), of a derived aggregate (naming a base's member), with a reference member,
// and of a local class. Expected output from g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
template <class T, int N> struct Buf {
  T scale = T(N) / 2;
  int n = N;
  int half = n / 2;
  std::string tag = std::to_string(N);
};
struct Base { int b = 7; };
struct Der : Base { int d = b * 2; };
struct WithRef { int &r; int k = r + 1; };
int main() {
  Buf<float, 5> a{};
  Buf<double, 8> c{1.5};
  printf("%g %d %d %s | %g %d %d %s\n", a.scale, a.n, a.half, a.tag.c_str(), c.scale, c.n, c.half, c.tag.c_str());
  Der x{};
  Der y{{3}};
  printf("%d %d %d %d\n", x.b, x.d, y.b, y.d);
  int v = 41;
  WithRef w{v};
  printf("%d\n", w.k);
  auto l = [] { struct L { int a = 2; int b = a * 3; }; L q{}; return q.b; };
  printf("%d\n", l());
  return 0;
}
// expect: 2.5 5 2 5 | 1.5 8 4 8
// expect: 7 14 3 6
// expect: 42
// expect: 6
