// nvcc accepts this; cudak reports the construct once, where it is written, and nothing after it.
// Pointers to members work (corpus/cxx/class/member-pointers.cu); the address of an overloaded
// member function, which the target type chooses, does not yet.
struct S { int v; int get() const { return v; } int get(int k) const { return v + k; } };
int main() { int (S::*pm)() const = &S::get; S s; s.v = 1; return (s.*pm)(); }
// expect-build-fail
// expect-stderr: unsupported-member-pointer.cu:5:41: error: unsupported: a pointer to the overloaded member function 'S::get'
// expect-stderr: int main() { int (S::*pm)() const = &S::get; S s; s.v = 1; return (s.*pm)(); }
// expect-stderr:                                         ^~~
