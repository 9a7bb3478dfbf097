// A class with a reference member or a const member has a deleted implicit copy assignment
// ([class.copy.assign]p7): assigning one is an error, in g++'s words.
// SPDX-License-Identifier: MIT
struct R { int &r; };
struct C { const int k; };
int main() {
  int x = 1, y = 2;
  R a{x}, b{y};
  a = b;
  C c{1}, d{2};
  c = d;
  return a.r + c.k;
}
// expect-build-fail
// nvcc: fail: ^deleted-assign-ref-const\.cu\(9\): error: function \"R::operator=\(const R &\)\" \(declared implicitly\) cannot be referenced -- it is a deleted function$
// expect-report: ^deleted-assign-ref-const\.cu:9:5: error: use of deleted function 'R& R::operator=\(const R&\)'$
// expect-report: ^deleted-assign-ref-const\.cu:4:8: error: non-static reference member 'int& R::r', cannot use default assignment operator$
// expect-report: ^deleted-assign-ref-const\.cu:11:5: error: use of deleted function 'C& C::operator=\(const C&\)'$
// expect-report: ^deleted-assign-ref-const\.cu:5:8: error: non-static const member 'const int C::k', cannot use default assignment operator$
