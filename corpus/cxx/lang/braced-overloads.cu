// A braced list as the argument of an overloaded function ([over.ics.list]): ranked against
// each candidate's parameter (a pair, a vector through its initializer-list constructor, a
// class through a constructor, an aggregate, std::initializer_list<double> from mixed
// elements, a scalar from one element), deduced as std::initializer_list<T> (std::max({..})),
// nested (map<int, vector<int>>::insert({1, {4, 5, 6}})), and the initializer-list overload
// preferred to a constructor (set<string>::insert({"b", "a"}) inserts two strings, not the
// range "b".."a"). Output checked against g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <algorithm>
#include <initializer_list>
struct V { int a, b; V(int x, int y) : a(x), b(y) {} };
struct Agg { int x; double y; };
const char *f(std::pair<int, int> p) { return p.first + p.second == 3 ? "pair" : "?"; }
const char *f(int) { return "int"; }
const char *g(const std::vector<int> &v) { return v.size() == 3 ? "vector" : "?"; }
const char *g(double) { return "double"; }
const char *h(V v) { return v.a == 1 ? "V" : "?"; }
const char *h(const std::string &) { return "string"; }
double k(std::initializer_list<double> l) { double s = 0; for (double x : l) s += x; return s; }
const char *k(const char *) { return "ptr"; }
const char *agg(Agg a) { return a.y > 2 ? "Agg" : "?"; }
const char *agg(int) { return "int"; }
int main() {
  printf("%s %s %s %s\n", f({1, 2}), f({7}), g({1, 2, 3}), g({2.5}));
  printf("%s %s %g %s\n", h(V{1, 2}), h({"hi"}), k({1, 2.5, 3}), agg({1, 2.5}));
  printf("%d %d\n", std::max({3, 9, 4}), std::min({3, 9, 4}));
  std::vector<int> v = {1, 2};
  v.insert(v.end(), {7, 8});
  std::vector<std::pair<std::string, int>> ps;
  ps.push_back({"x", 1});
  ps.emplace_back("y", 2);
  std::map<int, std::vector<int>> mv;
  mv.insert({1, {4, 5, 6}});
  std::set<std::string> ss;
  ss.insert({"b", "a"});
  printf("%d %d %s %d %d %s\n", (int)v.size(), v[3], ps[0].first.c_str(), ps[1].second, (int)mv[1].size(),
         ss.begin()->c_str());
  return 0;
}
// expect: pair int vector double
// expect: V string 6.5 Agg
// expect: 9 3
// expect: 4 8 x 2 3 a
