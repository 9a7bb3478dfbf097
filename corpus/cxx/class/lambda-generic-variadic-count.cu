// A variadic generic lambda (`auto... xs`, C++14): one parameter per argument of the call, which
// the pack's name stands for (cudak once said `unsupported:` here). Expected output from g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
int main() {
  auto count = [](auto... xs) { return (int) sizeof...(xs); };
  printf("%d\n", count(1, 2.0, 'c'));
  return 0;
}
// expect: 3
