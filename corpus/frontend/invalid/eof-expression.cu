// expect-build-fail
// nvcc: fail
int limit = 4 *
// expect-stderr: eof-expression.cu:3:16: error: expected expression before end of input
// expect-stderr: int limit = 4 *
// expect-stderr:                ^
