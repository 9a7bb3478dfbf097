// A generic lambda converted to a pointer to function whose parameters no instance of its
// operator() takes (two arguments for one `auto` parameter): g++'s "cannot convert" (nvcc's
// "no suitable conversion function"). SPDX-License-Identifier: MIT
int main() {
  int (*p)(int, int) = [](auto x) { return x; };
  return p(1, 2);
}
// expect-build-fail
// nvcc: fail: ^lambda-generic-to-pointer-arity\.cu\(5\): error: no suitable conversion function from "lambda \[\]\(auto\)->auto" to "int \(\*\)\(int, int\)" exists$
// expect-report: ^lambda-generic-to-pointer-arity\.cu:5:24: error: cannot convert '.*<lambda>' to 'int \(\*\)\(int, int\)' in initialization$
