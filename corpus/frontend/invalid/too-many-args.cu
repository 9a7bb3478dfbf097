// expect-build-fail
int f(int a) { return a; }
int main() { return f(1, 2); }
// nvcc: fail: ^too-many-args\.cu\(3\): error: too many arguments in function call$
// expect-stderr: too-many-args.cu:3:21: error: too many arguments to function 'f'
// expect-stderr: int main() { return f(1, 2); }
// expect-stderr:                     ^
// expect-stderr: too-many-args.cu:2:5: note: declared here
// expect-stderr: int f(int a) { return a; }
// expect-stderr:     ^
