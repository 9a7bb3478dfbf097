// std::ref of a temporary is refused ([refwrap]: the deleted `ref(const T &&)` is chosen for
// an rvalue), as g++ refuses it. SPDX-License-Identifier: MIT
#include <functional>
int main() {
  int v = std::ref(5).get();
  return v;
}
// expect-build-fail
// nvcc: fail: ^ref-temporary\.cu\(5\): error: function \"std::ref.*cannot be referenced -- it is a deleted function$
// expect-report: ^ref-temporary\.cu:5:11: error: use of deleted function 'void std::ref<int>\(const int&&\)'$
