// expect-build-fail
int f(int a, int b) { return a + b; }
int main() { return f(1); }
// nvcc: fail: ^too-few-args\.cu\(3\): error: too few arguments in function call$
// expect-stderr: too-few-args.cu:3:21: error: too few arguments to function 'f'
// expect-stderr: int main() { return f(1); }
// expect-stderr:                     ^
// expect-stderr: too-few-args.cu:2:5: note: declared here
// expect-stderr: int f(int a, int b) { return a + b; }
// expect-stderr:     ^
