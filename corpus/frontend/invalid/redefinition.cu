// expect-build-fail
int f(void) { return 1; }
int f(void) { return 2; }
int main() { return f(); }
// nvcc: fail: ^redefinition\.cu\(3\): error: function "f" has already been defined \(previous definition at line 2\)$
// expect-stderr: redefinition.cu:3:5: error: redefinition of 'f'
// expect-stderr: int f(void) { return 2; }
// expect-stderr:     ^
// expect-stderr: redefinition.cu:2:5: note: previous definition is here
// expect-stderr: int f(void) { return 1; }
// expect-stderr:     ^
