// expect-build-fail
int n = 3;
int a[n];
int main() { return 0; }
// nvcc: fail: ^array-size-nonconst\.cu\(3\): error: expression must have a constant value$
// expect-stderr: array-size-nonconst.cu:3:7: error: array bound is not an integer constant
// expect-stderr: int a[n];
// expect-stderr:       ^
