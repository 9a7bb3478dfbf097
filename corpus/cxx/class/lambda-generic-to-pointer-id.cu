// A generic lambda that captures nothing converts to a pointer to function (C++14, the
// conversion function template of [expr.prim.lambda.closure]p7): the pointer's parameter types
// deduce the operator() instance (cudak once said `unsupported:` here). Expected output from g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
int main() {
  auto id = [](auto x) { return x; };
  int (*p)(int) = id;
  printf("%d\n", p(3));
  return 0;
}
// expect: 3
