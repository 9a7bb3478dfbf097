// Found by fuzzing (fuzz/README): a member whose type is the struct being defined was kept
// after its error, so the completed struct contained itself and initialising one recursed
// until the stack overflowed (parse.c, new_init).
struct point { int x; struct point b; };
struct point p = { 1 };
struct S { int a; struct S; };
struct S s = { 1 };
// expect-build-fail
// nvcc: fail: ^struct-contains-itself\.cu\(4\): error: incomplete type "point" is not allowed$
// expect-stderr: struct-contains-itself.cu:4:36: error: field 'b' has incomplete type 'struct point'
// expect-stderr: struct point { int x; struct point b; };
// expect-stderr:                                    ^
