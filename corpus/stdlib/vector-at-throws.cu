// at() of vector, map and unordered_map: std::out_of_range with libstdc++'s messages, caught by class and by base; the last one uncaught ends the program as libstdc++'s terminate handler does (exit 134) (issue 20).
// Expected output: g++ 12/libstdc++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <map>
#include <unordered_map>
#include <stdexcept>
int main() {
  std::vector<int> v = {1, 2, 3};
  std::map<int, int> m; m[1] = 10;
  std::unordered_map<int, int> u; u[2] = 20;
  printf("%d %d %d\n", v.at(2), m.at(1), u.at(2));
  try { v.at(5) = 1; } catch (const std::out_of_range &e) { printf("caught: %s\n", e.what()); }
  try { m.at(7); } catch (const std::out_of_range &e) { printf("caught: %s\n", e.what()); }
  try { u.at(7); } catch (const std::exception &e) { printf("caught: %s\n", e.what()); }
  v.at(3) = 4;
  printf("not reached\n");
  return 0;
}
// expect-exit: 134
// expect-stderr: terminate called after throwing an instance of 'std::out_of_range'
// expect-stderr:   what():  vector::_M_range_check: __n (which is 3) >= this->size() (which is 3)
