// Argument-dependent lookup with `using std::swap;`: the namespace's swap (a better match than the template) is called; a function of a nested namespace; names found only through their argument's class (issue 20).
// Expected output: g++ 12's (host code only).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <utility>
#include <vector>
#include <algorithm>
namespace geo {
struct P { int x, y; };
void swap(P &a, P &b) { printf("geo::swap\n"); P t = a; a = b; b = t; }
int norm1(const P &p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
template <class T> T twice(const T &t) { return T{t.x * 2, t.y * 2}; }
namespace inner { struct Q { int v; }; int get(Q q) { return q.v; } }
}
int main() {
  geo::P a{1, 2}, b{-3, 4};
  using std::swap;
  swap(a, b);
  printf("%d %d %d\n", a.x, norm1(a), norm1(b));
  geo::P c = twice(a);
  printf("%d %d\n", c.x, c.y);
  geo::inner::Q q{7};
  printf("%d\n", get(q));
  int i = 1, j = 2;
  swap(i, j);
  printf("%d %d\n", i, j);
  std::vector<int> v = {3, 1, 2};
  std::sort(v.begin(), v.end());
  printf("%d %d %d\n", v[0], v[1], v[2]);
  return 0;
}
// expect: geo::swap
// expect: -3 7 3
// expect: -6 8
// expect: 7
// expect: 2 1
// expect: 1 2 3
