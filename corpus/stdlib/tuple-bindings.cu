// Structured bindings of tuple-like types ([dcl.struct.bind]p4, issue 20): `auto [a, b, c] = t;`
// of a std::tuple (a copy), `auto &[x, y, z] = t;` (references into t), of a tuple of references
// (std::tie), of a temporary (`const auto &[k1, k2] = std::make_tuple(...)`), of a function's
// returned tuple; and in a range-for: `for (auto &[k, v] : m)` over a std::map (writing
// through v), `const auto &[k, v]` over it, bindings over an array of std::pair, a vector of
// tuples and a two-dimensional array.
// Expected output: the host build with g++ 12/libstdc++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

std::tuple<int, std::string, double> record(int id)
{
  return std::make_tuple(id, std::string(id % 2 ? "odd" : "even"), id * 0.5);
}

int main()
{
  std::tuple<int, double, char> t(1, 2.5, 'c');
  auto [a, b, c] = t;
  auto &[x, y, z] = t;
  y = 7.5;
  a = 100;
  int p = 4, q = 5;
  auto [r1, r2] = std::tie(p, q);
  r1 = 40;
  const auto &[k1, k2] = std::make_tuple(9, 'k');
  printf("%d %g %c %g %g %d %d %c %d %d\n", a, b, c, std::get<1>(t), y, std::get<0>(t), p, k2, k1, r2);
  auto [id, name, half] = record(7);
  printf("%d %s %g\n", id, name.c_str(), half);

  std::map<std::string, int> m;
  m["pear"] = 3;
  m["apple"] = 1;
  m["fig"] = 2;
  for (auto &[k, v] : m)
    v *= 10;
  for (const auto &[k, v] : m)
    printf("%s=%d\n", k.c_str(), v);
  std::pair<int, char> ps[2] = {std::make_pair(1, 'a'), std::make_pair(2, 'b')};
  for (auto [n, ch] : ps)
    printf("%d %c\n", n, ch);
  std::vector<std::tuple<int, double> > vt;
  vt.push_back(std::make_tuple(7, 0.25));
  vt.push_back(std::make_tuple(8, 0.5));
  for (auto &[i, d] : vt)
    d += i;
  for (const auto &[i, d] : vt)
    printf("%d %g\n", i, d);
  int arr[2][2] = {{1, 2}, {3, 4}};
  for (auto &[u, w] : arr)
    printf("%d\n", u * 10 + w);
  return 0;
}
// expect: 100 2.5 c 7.5 7.5 1 40 k 9 5
// expect: 7 odd 3.5
// expect: apple=10
// expect: fig=20
// expect: pear=30
// expect: 1 a
// expect: 2 b
// expect: 7 7.25
// expect: 8 8.5
// expect: 12
// expect: 34
