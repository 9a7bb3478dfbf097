// A variadic generic lambda's unary fold over `+` called with no argument: an empty expansion
// has no value for `+` (g++'s words and column, at the '...'; nvcc's "empty expansion").
// SPDX-License-Identifier: MIT
int main() {
  auto sum = [](auto... xs) { return (xs + ...); };
  return sum();
}
// expect-build-fail
// nvcc: fail: ^lambda-generic-variadic-empty-fold\.cu\(5\): error: empty expansion not valid for this fold expression$
// expect-report: ^lambda-generic-variadic-empty-fold\.cu:5:44: error: fold of empty expansion over operator\+$
