// expect-build-fail
struct S { int a; };
struct S { int b; };
int main() { return 0; }
// nvcc: fail: ^struct-redefinition\.cu\(3\): error: class "S" has already been defined \(previous definition at line 2\)$
// expect-stderr: struct-redefinition.cu:3:8: error: redefinition of 'struct S'
// expect-stderr: struct S { int b; };
// expect-stderr:        ^
