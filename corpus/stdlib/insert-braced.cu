// The container calls course code writes with braced lists and pairs: map::insert({k, v}),
// insert(std::make_pair("b", 2)) (a pair of other types, libstdc++'s insert(P &&)), emplace,
// vector::push_back({a, b}) of an aggregate and of a pair, set::insert({a, b}) of pairs,
// unordered_map::insert/emplace. Output checked against g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <map>
#include <string>
#include <vector>
#include <utility>
#include <set>
#include <unordered_map>
struct P { int x; double y; };
int main() {
  std::map<std::string, int> m;
  m.insert({"a", 1});
  m.insert(std::make_pair("b", 2));
  m.insert(std::pair<std::string, int>("c", 3));
  auto r = m.emplace("d", 4);
  printf("%d %s\n", (int)r.second, r.first->first.c_str());
  for (auto &[k, val] : m) printf("%s=%d\n", k.c_str(), val);
  std::vector<P> v;
  v.push_back({1, 2.5});
  v.emplace_back(P{3, 4.5});
  std::vector<std::pair<int, int>> vp;
  vp.push_back({5, 6});
  vp.emplace_back(7, 8);
  printf("%d %g %d %g %d %d %d\n", v[0].x, v[0].y, v[1].x, v[1].y, vp[0].first, vp[1].second, (int)vp.size());
  std::set<std::pair<int, int>> s;
  s.insert({1, 2});
  std::unordered_map<int, std::string> um;
  um.insert({1, "one"});
  um.emplace(2, "two");
  printf("%d %s %s\n", (int)s.size(), um[1].c_str(), um[2].c_str());
  return 0;
}
// expect: 1 d
// expect: a=1
// expect: b=2
// expect: c=3
// expect: d=4
// expect: 1 2.5 3 4.5 5 8 2
// expect: 1 one two
