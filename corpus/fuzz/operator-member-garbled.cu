// make fuzz-run (2026-11-28, fourth run; fuzz/open/class-null-node.input, reduced by hand): a
// member operator whose declaration is garbled after its name left a member set that belongs
// to no base of the class, and applying the operator took the base subobject of a class that
// is not a base: a null object expression (UBSan: member access within null pointer of type
// 'CkNode' at class.c's call_operator; a segfault without it). Both errors are reported, as
// g++ reports them (g++ says "no match for 'operator++'" at line 16, cudak that the built-in
// '++' takes no C), and the build fails.
// nvcc: fail: error
struct R {
  char *p;
  R &operator++() { --p; return *this; }
};
struct C {
  char *p;
  C &operator++"%s\n", f() { --p; return *this; }
};
int main() { C c; ++c; return 0; }
// expect-build-fail
// expect-report: ^operator-member-garbled\.cu:15:16: error: expected ';' before '"%s\\n"'$
// expect-report: ^operator-member-garbled\.cu:17:19: error: invalid argument type 'struct C' to unary '\+\+'$
