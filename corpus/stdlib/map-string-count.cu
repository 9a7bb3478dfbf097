// A word count as course code writes it: a std::vector<std::string> from a braced list (an array of strings built for the std::initializer_list), a std::map<std::string, int> counted with [], insert of a make_pair, at() and count() with string literals (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
#include <vector>
#include <map>
int main() {
  std::vector<std::string> names = {"alpha", "beta", "gamma", "beta"};
  for (const std::string &s : names) printf("%s %zu\n", s.c_str(), s.size());
  std::map<std::string, int> count;
  for (const std::string &s : names) count[s]++;
  count.insert(std::make_pair(std::string("delta"), 7));
  for (auto &kv : count) printf("%s=%d\n", kv.first.c_str(), kv.second);
  printf("%d %zu\n", count.at("beta"), count.count("zeta"));
  return 0;
}
// expect: alpha 5
// expect: beta 4
// expect: gamma 5
// expect: beta 4
// expect: alpha=1
// expect: beta=2
// expect: delta=7
// expect: gamma=1
// expect: 2 0
