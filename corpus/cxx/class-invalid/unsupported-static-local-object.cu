// nvcc accepts this; cudak reports the construct once, where it is written, and nothing after it.
struct T { T() {} ~T() {} };
int f() { static T t; return 1; }
int main() { return f(); }
// expect-build-fail
// expect-stderr: unsupported-static-local-object.cu:3:20: error: unsupported: static local objects with constructors or destructors
// expect-stderr: int f() { static T t; return 1; }
// expect-stderr:                    ^
