// Deleted non-member functions ([dcl.fct.def.delete]): `void g(double) = delete;` takes part
// in overload resolution and a call that chooses it is an error, as is a call choosing the
// instance of a deleted function template; the int overloads still run.
// SPDX-License-Identifier: MIT
#include <cstdio>
void g(double) = delete;
void g(int x) { printf("%d\n", x); }
template <class T> void only_int(T) = delete;
void only_int(int x) { printf("int %d\n", x); }
int main() {
  g(1);
  only_int(3);
  g(2.5);
  only_int(2.5);
  return 0;
}
// expect-build-fail
// nvcc: fail: ^deleted-functions\.cu\(13\): error: function \"g\(double\)\" .*cannot be referenced -- it is a deleted function$
// expect-report: ^deleted-functions\.cu:13:3: error: use of deleted function 'void g\(double\)'$
// expect-report: ^deleted-functions\.cu:14:3: error: use of deleted function 'void only_int<double>\(double\)'$
