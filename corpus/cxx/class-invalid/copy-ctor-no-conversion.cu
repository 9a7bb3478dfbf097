// A class whose only constructor is its copy constructor has no conversion from a string
// literal: the call is an error at the argument (g++: "invalid initialization of reference of
// type 'const M&'", nvcc: "no suitable constructor exists"). cudak used to try the copy
// constructor as a converting constructor, whose parameter needs the same conversion, and
// recursed until its stack overflowed (found by make fuzz-run).
// nvcc: fail: no suitable constructor exists to convert from "const char \[2\]" to "M"
struct M {
  int v;
  M(const M &o) : v(o.v) {}
};
void f(const M &m) {}
int main() { f("x"); return 0; }
// expect-build-fail
// expect-report: ^copy-ctor-no-conversion\.cu:12:16: error: cannot convert 'char \*' to 'struct M' in initialization$
