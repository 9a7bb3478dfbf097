// expect-build-fail
int f(int);
float f(int);
int main() { return 0; }
// nvcc: fail: ^conflicting-types\.cu\(3\): error: cannot overload functions distinguished by return type alone$
// expect-stderr: conflicting-types.cu:3:7: error: conflicting types for 'f'
// expect-stderr: float f(int);
// expect-stderr:       ^
// expect-stderr: conflicting-types.cu:2:5: note: previous declaration is here
// expect-stderr: int f(int);
// expect-stderr:     ^
