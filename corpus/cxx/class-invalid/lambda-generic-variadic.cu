// A variadic generic lambda (`auto... xs`, C++14) is valid C++ that nvcc compiles; cudak does
// not support it: one `unsupported:` error at the parameter.
#include <cstdio>
int main() {
  auto count = [](auto... xs) { return (int) sizeof...(xs); };
  printf("%d\n", count(1, 2.0, 'c'));
  return 0;
}
// expect-build-fail
// expect-report: ^lambda-generic-variadic\.cu:5:19: error: unsupported: variadic generic lambdas$
