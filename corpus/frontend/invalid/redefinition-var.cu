// expect-build-fail
int x = 1;
int x = 2;
int main() { return x; }
// nvcc: fail: ^redefinition-var\.cu\(3\): error: variable "x" has already been defined \(previous definition at line 2\)$
// expect-stderr: redefinition-var.cu:3:5: error: redefinition of 'x'
// expect-stderr: int x = 2;
// expect-stderr:     ^
// expect-stderr: redefinition-var.cu:2:5: note: previous definition is here
// expect-stderr: int x = 1;
// expect-stderr:     ^
