// Explicit specialisations of a class template and of a function template: the specialisation
// is the instance for its arguments, the primary template's body is never parsed for them
// (issue 19; this program expected "unsupported: template specializations" before).
// SPDX-License-Identifier: MIT
#include <cstdio>
template <typename T> struct Box { T v; };
template <> struct Box<int> { int v; int extra; };
template <typename T> T twice(T x) { return x + x; }
template <> int twice<int>(int x) { return 2 * x + 1; }
int main()
{
  Box<int> b;
  b.extra = 7;
  b.v = twice<int>(3) + twice(4);
  Box<double> d = {twice(0.5)};
  printf("%d %d %g %d %d\n", b.v, b.extra, d.v, (int)sizeof(Box<int>), (int)sizeof(Box<char>));
  return 0;
}
// expect: 16 7 1 8 1
