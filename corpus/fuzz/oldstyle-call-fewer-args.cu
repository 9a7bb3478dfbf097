// corpus/fuzz/oldstyle-call-fewer-args.cu: found by the fuzzer: a function whose definition is
// old-style (an identifier list), called with fewer arguments than the list names. The call
// read a default argument that does not exist (a null pointer) and crashed; now the arguments
// given are converted and the error of the program is reported.
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail
int f(x) { return 1; }
int f(void) { return 2; }
int main() { return f(); }
// expect-stderr: oldstyle-call-fewer-args.cu:8:5: warning: old-style function definition
// expect-stderr: int f(x) { return 1; }
// expect-stderr:     ^
// expect-stderr: oldstyle-call-fewer-args.cu:9:5: error: redefinition of 'f'
// expect-stderr: int f(void) { return 2; }
// expect-stderr:     ^
// expect-stderr: oldstyle-call-fewer-args.cu:8:5: note: previous definition is here
// expect-stderr: int f(x) { return 1; }
// expect-stderr:     ^
