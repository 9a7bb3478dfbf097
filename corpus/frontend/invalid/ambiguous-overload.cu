// expect-build-fail
int f(int a, double b) { return 1; }
int f(double a, int b) { return 2; }
int main() { return f(1, 1); }
// nvcc: fail: ^ambiguous-overload\.cu\(4\): error: more than one instance of overloaded function "f" matches the argument list:$
// expect-stderr: ambiguous-overload.cu:4:21: error: call of overloaded 'f(int, int)' is ambiguous
// expect-stderr: int main() { return f(1, 1); }
// expect-stderr:                     ^
// expect-stderr: ambiguous-overload.cu:2:5: note: candidate: 'int(int, double)'
// expect-stderr: int f(int a, double b) { return 1; }
// expect-stderr:     ^
// expect-stderr: ambiguous-overload.cu:3:5: note: candidate: 'int(double, int)'
// expect-stderr: int f(double a, int b) { return 2; }
// expect-stderr:     ^
