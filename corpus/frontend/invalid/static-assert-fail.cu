// expect-build-fail
static_assert(sizeof(int) == 8, "int is 8 bytes");
int main() { return 0; }
// nvcc: fail: ^static-assert-fail\.cu\(2\): error: static assertion failed with "int is 8 bytes"$
// expect-stderr: static-assert-fail.cu:2:15: error: static assertion failed: int is 8 bytes
// expect-stderr: static_assert(sizeof(int) == 8, "int is 8 bytes");
// expect-stderr:               ^~~~~~
