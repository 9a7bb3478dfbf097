// A vector of a struct without operator== builds, sorts and copies (libstdc++ instantiates
// vector<T>::operator== only where it is used, [temp.inst]); comparing two such vectors is the
// error g++ gives inside the library, then where it was required (issue 20).
// SPDX-License-Identifier: MIT
#include <vector>
#include <algorithm>

struct Item { int key; };

int main()
{
  std::vector<Item> a(3), b(3);
  std::sort(a.begin(), a.end(), [](const Item &x, const Item &y) { return x.key < y.key; });
  b = a;
  return a == b;
}
// expect-build-fail
// nvcc: fail: error: no operator "==" matches these operands
// expect-report: error: invalid operands to binary == \(have 'struct Item' and 'struct Item'\)$
// expect-report: ^vector-no-eq\.cu:15:12: note: required from here$
