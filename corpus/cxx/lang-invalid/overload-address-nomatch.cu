// The name of an overloaded function converted to a function pointer type that none of its
// overloads has: g++'s "no matches converting function" (nvcc: no instance matches).
// SPDX-License-Identifier: MIT
int f(int x) { return x; }
int f(double x) { return x > 0; }
int main() {
  int (*p)(char *) = f;
  return p != 0;
}
// expect-build-fail
// nvcc: fail: ^overload-address-nomatch\.cu\(7\): error: no instance of overloaded function \"f\" matches the required type$
// expect-report: ^overload-address-nomatch\.cu:7:22: error: no matches converting function 'f' to type 'int \(\*\)\(char \*\)'$
