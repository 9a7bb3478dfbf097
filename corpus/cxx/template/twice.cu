// A function template, its argument deduced from each call and given explicitly (issue 19;
// this program expected "unsupported: templates" before templates were implemented).
// SPDX-License-Identifier: MIT
#include <cstdio>
template <typename T>
T twice(T x) { return x + x; }
int main()
{
  printf("%d %g %g\n", twice(21), twice(1.25), twice<float>(3));
  printf("%c\n", twice<char>(' '));
  return twice(0);
}
// expect: 42 2.5 6
// expect: @
