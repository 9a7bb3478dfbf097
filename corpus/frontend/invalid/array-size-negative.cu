// expect-build-fail
int a[-1];
int main() { return 0; }
// nvcc: fail: ^array-size-negative\.cu\(2\): error: the size of an array must be greater than zero$
// expect-stderr: array-size-negative.cu:2:7: error: size of array is negative
// expect-stderr: int a[-1];
// expect-stderr:       ^
