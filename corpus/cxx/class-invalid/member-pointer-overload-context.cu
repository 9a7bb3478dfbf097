// The address of an overloaded member function needs a target type to choose the overload; a
// comparison gives none (g++'s words).
struct S { int get() const { return 1; } int get(int k) const { return k; } };
int main() { int (S::*p)() const = &S::get; return p == &S::get; }
// expect-build-fail
// expect-stderr: member-pointer-overload-context.cu:4:57: error: address of overloaded function with no contextual type information
// expect-stderr: int main() { int (S::*p)() const = &S::get; return p == &S::get; }
// expect-stderr:                                                         ^
