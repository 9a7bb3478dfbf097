// Transparent comparators as the ordering of std::map and std::set (std::less<>,
// std::greater<>): their operator() is a member template called by the containers.
// Expected output from g++ (libstdc++).
#include <map>
#include <set>
#include <string>
#include <iostream>
int main() {
  std::map<std::string, int, std::less<>> m;
  m["b"] = 2; m["a"] = 1; m["c"] = 3;
  for (auto &kv : m) std::cout << kv.first << kv.second << " ";
  std::cout << (m.find("b") != m.end()) << m.count("z") << std::endl;
  std::set<int, std::greater<>> s = {3, 1, 2};
  for (int x : s) std::cout << x;
  std::cout << std::endl;
  return 0;
}
// expect: a1 b2 c3 10
// expect: 321
