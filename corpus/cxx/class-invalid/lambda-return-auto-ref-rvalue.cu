// A lambda declared `-> auto &` that returns a prvalue: the deduced `int &` cannot bind it
// (g++'s words; nvcc's "must be an lvalue"). SPDX-License-Identifier: MIT
int main() {
  auto f = [](int x) -> auto & { return x + 1; };
  return f(1);
}
// expect-build-fail
// nvcc: fail: ^lambda-return-auto-ref-rvalue\.cu\(4\): error: initial value of reference to non-const must be an lvalue$
// expect-report: ^lambda-return-auto-ref-rvalue\.cu:4:43: error: cannot bind non-const lvalue reference of type 'int&' to an rvalue of type 'int'$
