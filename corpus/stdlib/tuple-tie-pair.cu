// std::tie of two references assigned from a std::pair (the map insert idiom: std::tie(it, ok) =
// m.insert(...)), from a std::tuple (a swap through make_tuple), and compared (issue 20).
// Expected output: the host build with g++ 12/libstdc++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <map>
#include <tuple>
int main()
{
  std::map<int, char> m;
  std::map<int, char>::iterator it;
  bool ok;
  std::tie(it, ok) = m.insert(std::make_pair(1, 'a'));
  printf("%d %c %d\n", it->first, it->second, ok);
  std::tie(it, ok) = m.insert(std::make_pair(1, 'b'));
  printf("%d %c %d\n", it->first, it->second, ok);
  int a, b;
  std::tie(a, b) = std::make_pair(3, 4);
  std::tie(a, b) = std::make_tuple(b, a);
  printf("%d %d %d\n", a, b, std::tie(a, b) == std::tie(a, b));
  return 0;
}
// expect: 1 a 1
// expect: 1 a 0
// expect: 4 3 1
