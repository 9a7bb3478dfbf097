// A template parameter list left open: the error is g++'s "expected '>'" at the declaration that
// follows (it was "expected ';' at end of input" at the end of the file).
template <class T, int N = 3
struct S { T a[N]; };
// expect-build-fail
// syntax-only
// expect-report: ^unclosed-params\.cu:4:1: error: expected '>' before 'struct'$
// nvcc: fail: ^unclosed-params\.cu\(4\): error: expected a "," or ">"$
