// nvcc accepts this; cudak reports the construct once, where it is written, and nothing after it.
// A virtual base that holds only its vtable pointer (nearly empty) shares the vtable pointer of
// a class with no other dynamic base (Itanium C++ ABI 2.4 II.1): not supported.
struct A { virtual int f() { return 1; } };
struct B : virtual A { int b; };
int main() { B x; x.b = 1; return x.f(); }
// expect-build-fail
// expect-stderr: unsupported-virtual-base.cu:5:8: error: unsupported: a nearly empty virtual base class ('A') as the primary base of 'B'
// expect-stderr: struct B : virtual A { int b; };
// expect-stderr:        ^
