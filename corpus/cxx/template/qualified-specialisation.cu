// Explicit specialisations of class templates named with their namespace or class:
// `template <> struct std::hash<Key>` (what an unordered_map of a user's key needs) and
// `template <> struct Outer::Inner<int>` (a member class template of a class); a braced key as
// operator[]'s argument (`m[{1, 2}]`).
// Expected output from g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
#include <functional>
#include <unordered_map>

struct Key {
  int x, y;
  bool operator==(const Key &o) const { return x == o.x && y == o.y; }
};
template <> struct std::hash<Key> {
  size_t operator()(const Key &k) const { return (size_t) k.x * 31 + (size_t) k.y; }
};

struct Outer {
  template <class T> struct Inner { static const char *name() { return "generic"; } };
};
template <> struct Outer::Inner<int> { static const char *name() { return "int"; } };

int main() {
  std::unordered_map<Key, int> m;
  m[{1, 2}] = 12;
  m[{3, 4}] = 34;
  m[{1, 2}] += 100;
  printf("%zu %d %d %zu\n", m.size(), m[{1, 2}], m[{3, 4}], std::hash<Key>()(Key{2, 5}));
  printf("%s %s\n", Outer::Inner<double>::name(), Outer::Inner<int>::name());
  return 0;
}
// expect: 2 112 34 67
// expect: generic int
