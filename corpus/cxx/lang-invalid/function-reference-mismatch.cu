// A reference to a function bound to a function of another type: g++'s error (nvcc's in its
// words). SPDX-License-Identifier: MIT
void g(int x) { (void)x; }
int main() { int (&r)(int) = g; return r(1); }
// expect-build-fail
// nvcc: fail: ^function-reference-mismatch\.cu\(4\): error: a reference of type "int \(&\)\(int\)" \(not const-qualified\) cannot be initialized with a value of type "void \(int\)"$
// expect-report: ^function-reference-mismatch\.cu:4:30: error: invalid initialization of reference of type 'int \(&\)\(int\)' from expression of type 'void\(int\)'$
