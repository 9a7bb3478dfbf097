// Found with the fuzz target (fuzz/README): each parenthesized declarator was parsed twice, so
// a declarator nested 40 deep took 2^40 steps, and errors inside one were reported twice.
int ((((((((((((((((((((((((((((((((((((((((p))))))))))))))))))))))))))))))))))))))));
int (*q[-1]);
// expect-build-fail
// nvcc: fail: ^nested-declarator\.cu\(4\): error: the size of an array must be greater than zero$
// expect-stderr: nested-declarator.cu:4:9: error: size of array is negative
// expect-stderr: int (*q[-1]);
// expect-stderr:         ^
