// A member function through a pointer to member must be called at once: `(s.*f)` alone is g++'s
// error (g++ adds the type, "of type 'int (S::)()'").
struct S { int x; int g() { return x; } };
int main() { S s; s.x = 1; int (S::*f)() = &S::g; s.*f; return 0; }
// expect-build-fail
// expect-stderr: member-pointer-unbound.cu:4:52: error: invalid use of non-static member function
// expect-stderr: int main() { S s; s.x = 1; int (S::*f)() = &S::g; s.*f; return 0; }
// expect-stderr:                                                    ^
