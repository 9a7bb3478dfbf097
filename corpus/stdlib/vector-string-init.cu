// Braced lists of class objects: a std::vector<std::string> and a vector of pairs from braced lists, and a std::map<std::string, int> from a list of make_pair (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
#include <vector>
#include <utility>
#include <map>
struct Loud { int v; Loud(int x) : v(x) { printf("Loud(%d)\n", v); } Loud(const Loud &o) : v(o.v) { printf("copy %d\n", v); } ~Loud() { printf("~Loud(%d)\n", v); } };
int main() {
  std::vector<std::string> names = {"alpha", "beta", "gamma"};
  for (const std::string &s : names) printf("%s %zu\n", s.c_str(), s.size());
  std::vector<std::pair<int, int>> pr = {std::make_pair(3, 1), std::make_pair(1, 2)};
  printf("%d %d\n", pr[1].first, pr[1].second);
  std::map<std::string, int> m = {std::make_pair(std::string("x"), 1), std::make_pair(std::string("a"), 2)};
  for (auto &kv : m) printf("%s=%d\n", kv.first.c_str(), kv.second);
  return 0;
}
// expect: alpha 5
// expect: beta 4
// expect: gamma 5
// expect: 1 2
// expect: a=2
// expect: x=1
