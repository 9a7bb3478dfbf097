// nvcc accepts this; cudak reports the construct once, where it is written, and nothing after it.
// Pointers to members work (corpus/cxx/class/member-pointers*.cu), to overloaded member
// functions too; the address of a member function template does not yet.
struct S { int v; template <class T> int get(T k) const { return v + (int) k; } };
int main() { int (S::*pm)(int) const = &S::get; S s; s.v = 1; return (s.*pm)(2); }
// expect-build-fail
// expect-stderr: unsupported-member-pointer.cu:5:44: error: unsupported: a pointer to the member function template 'S::get'
// expect-stderr: int main() { int (S::*pm)(int) const = &S::get; S s; s.v = 1; return (s.*pm)(2); }
// expect-stderr:                                            ^~~
