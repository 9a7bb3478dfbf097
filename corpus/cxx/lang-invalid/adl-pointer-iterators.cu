// Argument-dependent lookup finds nothing for std::array's iterators and for a plain array:
// both are pointers to int in libstdc++ too, so `sort` without `std::` is undeclared, as g++
// and nvcc say. SPDX-License-Identifier: MIT
#include <array>
#include <algorithm>
int main() {
  std::array<int, 3> a = {3, 1, 2};
  sort(a.begin(), a.end());
  int b[3] = {3, 1, 2};
  reverse(b, b + 3);
  return a[0] + b[0];
}
// expect-build-fail
// nvcc: fail: ^adl-pointer-iterators\.cu\(8\): error: identifier \"sort\" is undefined$
// expect-report: ^adl-pointer-iterators\.cu:8:3: error: 'sort' was not declared in this scope; did you mean 'std::sort'\?$
// expect-report: ^adl-pointer-iterators\.cu:10:3: error: 'reverse' was not declared in this scope; did you mean 'std::reverse'\?$
