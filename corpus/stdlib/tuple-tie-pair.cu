// std::tie of two references assigned from a std::pair (the map insert idiom: std::tie(it, ok) =
// m.insert(...)), from a std::tuple (a swap through make_tuple), and compared; a tie with
// std::ignore assigned from tuples and pairs of other element types (issue 20).
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
  int c = 0;
  long l = 0;
  std::tie(a, std::ignore, c) = std::make_tuple(1, 2.5, 3);   // elements of other types, one ignored
  std::tie(std::ignore, l) = std::make_tuple('x', 7);
  std::tie(std::ignore, ok) = m.insert(std::make_pair(2, 'c'));
  printf("%d %d %ld %d %d\n", a, c, l, ok, (int)m.size());
  return 0;
}
// expect: 1 a 1
// expect: 1 a 0
// expect: 4 3 1
// expect: 1 3 7 1 2
