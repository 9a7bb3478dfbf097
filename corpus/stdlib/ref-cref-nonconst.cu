// A std::cref converts only to a const lvalue: binding it to `int &` is an error, in g++'s
// words. SPDX-License-Identifier: MIT
#include <functional>
int main() {
  int x = 1;
  int &r = std::cref(x);
  return r;
}
// expect-build-fail
// nvcc: fail: ^ref-cref-nonconst\.cu\(6\): error: initial value of reference to non-const must be an lvalue$
// expect-report: ^ref-cref-nonconst\.cu:6:12: error: invalid user-defined conversion from 'std::reference_wrapper<const int>' to 'int&'$
