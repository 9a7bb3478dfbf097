// A generic lambda that captures nothing converts to a pointer to function (C++14, the
// conversion function template of [expr.prim.lambda.closure]p7; nvcc compiles it); cudak does
// not support that conversion: one `unsupported:` error where it is asked for.
#include <cstdio>
int main() {
  auto id = [](auto x) { return x; };
  int (*p)(int) = id;
  printf("%d\n", p(3));
  return 0;
}
// expect-build-fail
// expect-report: ^lambda-generic-to-pointer\.cu:7:19: error: unsupported: the conversion of a generic lambda to a pointer to function$
