// expect-build-fail
// nvcc: fail: ^At end of source: error: expected an expression$
int limit = 4 *
// expect-stderr: eof-expression.cu:3:16: error: expected expression before end of input
// expect-stderr: int limit = 4 *
// expect-stderr:                ^
