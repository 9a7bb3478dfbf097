// Copy-list-initialisation may not use an explicit constructor ([over.match.list]): a
// declaration `E e = {3};`, an argument `take({4})` and a return `return {5};` are errors in
// g++'s words; the direct forms `E ok{6}` and `E{7}` are not.
// SPDX-License-Identifier: MIT
struct E { explicit E(int v) : v(v) {} int v; };
int take(E e) { return e.v; }
E make() { return {5}; }
int main() {
  E ok{6};
  E ok2 = E{7};
  E e = {3};
  return take({4}) + make().v + ok.v + ok2.v + e.v;
}
// expect-build-fail
// nvcc: fail: ^explicit-copy-list\.cu\(7\): error: copy-list-initialization cannot use a constructor marked \"explicit\"$
// expect-report: ^explicit-copy-list\.cu:7:19: error: converting to 'E' from initializer list would use explicit constructor 'E::E\(int\)'$
// expect-report: ^explicit-copy-list\.cu:11:5: error: converting to 'E' from initializer list would use explicit constructor 'E::E\(int\)'$
// expect-report: ^explicit-copy-list\.cu:12:15: error: converting to 'E' from initializer list would use explicit constructor 'E::E\(int\)'$
