// corpus/host/static-member-pointer.cu: a pointer to a static member function is an ordinary
// pointer to function ([expr.unary.op]p3: &C::f of a static member has type "pointer to
// function"), as samples write it for callbacks (a static member passed to cudaLaunchHostFunc or
// qsort). Output checked against g++.
// SPDX-License-Identifier: MIT
#include <stdio.h>

struct S {
  static int f(int x) { return x + 1; }
};

int main()
{
  int (*fp)(int) = S::f;
  int (*gp)(int) = &S::f;
  printf("%d %d\n", fp(1), gp(2));
  return 0;
}
// expect: 2 3
