// What member templates bring to <vector> and <utility>: construction from a list's, a set's iterators, vector(5, 3) still the count form, emplace_back with constructor arguments, pair's converting constructor and its comparisons sorting a vector of pairs (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <list>
#include <set>
#include <algorithm>
#include <utility>
struct P { int a; double b; P() : a(0), b(0) {} P(int x, double y) : a(x), b(y) {} };
int main() {
  std::list<int> l = {3, 1, 2};
  std::vector<int> v(l.begin(), l.end());
  std::vector<int> w(5, 3);
  std::set<int> s = {9, 7, 8};
  std::vector<int> u(s.begin(), s.end());
  printf("%zu %d %zu %d %zu %d\n", v.size(), v[0], w.size(), w[4], u.size(), u[0]);
  std::vector<P> ps;
  ps.emplace_back(1, 2.5);
  ps.emplace_back();
  printf("%d %g %d\n", ps[0].a, ps[0].b, ps[1].a);
  std::vector<std::pair<int, int>> pr; pr.push_back(std::make_pair(3, 1)); pr.push_back(std::make_pair(1, 2)); pr.push_back(std::make_pair(3, 0)); pr.push_back(std::make_pair(1, 1));
  std::sort(pr.begin(), pr.end());
  for (auto &p : pr) printf("(%d,%d) ", p.first, p.second);
  printf("\n");
  std::pair<long, double> q = std::make_pair(1, 2.0f);
  printf("%ld %g %d\n", q.first, q.second, (int)(std::make_pair(1, 2) < std::make_pair(1, 3)));
  std::vector<std::pair<int, int>> e;
  e.emplace_back(4, 5);
  printf("%d\n", e[0].second);
}
// expect: 3 3 5 3 3 7
// expect: 1 2.5 0
// expect: (1,1) (1,2) (3,0) (3,1) 
// expect: 1 2 1
// expect: 5
