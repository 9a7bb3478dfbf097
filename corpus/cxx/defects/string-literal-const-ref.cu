// A string literal passed to a `const char *const &` parameter (of a function and of a
// constructor) binds to a temporary pointer converted from the array (issue 19's known defect:
// it was "cannot bind reference" and "no matching function"). Expected output from g++.
#include <cstdio>
void f(const char *const &s) { printf("%s\n", s); }
struct S { const char *p; S(const char *const &s) : p(s) {} };
int main() { f("x"); S s("y"); printf("%s\n", s.p); }
// expect: x
// expect: y
