// nvcc accepts this; cudak reports the construct once, where it is written, and nothing after it.
struct S { int v; int get() const { return v; } };
int main() { int (S::*pm)() const = &S::get; S s; s.v = 1; return (s.*pm)(); }
// expect-build-fail
// expect-stderr: unsupported-member-pointer.cu:3:19: error: unsupported: pointers to members
// expect-stderr: int main() { int (S::*pm)() const = &S::get; S s; s.v = 1; return (s.*pm)(); }
// expect-stderr:                   ^
