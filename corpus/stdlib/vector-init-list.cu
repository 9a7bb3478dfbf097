// std::vector from braced lists: = {..}, {..} direct, empty {}, {5} (the list, not the count), a default member initialiser, insert(pos, {..}) (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <algorithm>
struct Holder { std::vector<int> v{4, 5}; };
int main() {
  std::vector<int> a = {3, 1, 2};
  std::vector<double> b{1.5, 2.5};
  std::vector<int> e = {};
  std::vector<int> c(5);
  std::vector<int> d{5};
  Holder h;
  printf("%zu %zu %zu %zu %zu %zu\n", a.size(), b.size(), e.size(), c.size(), d.size(), h.v.size());
  for (int x : a) printf("%d ", x);
  printf("| %g %d %d\n", b[1], d[0], h.v[1]);
  a.insert(a.end(), {7, 8});
  printf("%zu %d %zu\n", a.size(), a.back(), a.capacity());
}
// expect: 3 2 0 5 1 2
// expect: 3 1 2 | 2.5 5 5
// expect: 5 8 6
