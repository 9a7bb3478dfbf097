// make fuzz-run (2026-11-28, fourth run; fuzz/open/stack-overflow-gc.input, reduced by hand): a
// member declaration missing its ';' hides the converting constructor of M, and converting the
// `const char *` of the mem-initializer to M then tried M's copy constructor as a converting
// constructor, whose parameter needs the same conversion: an endless recursion in the frontend
// (ASan: stack overflow; a segfault without it, also with an 8 MB stack). A copy or move
// constructor converts nothing ([over.best.ics]p4); the build fails with its errors.
// nvcc: fail: error: expected a ";"
class M {
  char *s_;
  void set(const char *s)
public:
  explicit M(const char *s) { set(s); }
  M(const M &o) { set(o.s_); }
};
struct S { const char *c_str() const { return "x"; } };
class E {
  M m_;
public:
  explicit E(const S &w) : m_(w.c_str()) {}
};
int main() { return 0; }
// expect-build-fail
// expect-report: ^copy-ctor-conversion-loop\.cu:11:1: error: expected ';' before 'public'$
// expect-report: ^copy-ctor-conversion-loop\.cu:19:28: error: 'M::M\(const M&\)' is private within this context$
