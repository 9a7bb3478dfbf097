// static_cast cannot go from a virtual base to the derived class (the offset is not fixed).
struct A { int a; virtual ~A() {} };
struct B : virtual A { int b; };
int main() { B b; A *pa = &b; B *pb = static_cast<B *>(pa); return pb->b; }
// expect-build-fail
// expect-stderr: vbase-downcast.cu:4:39: error: cannot convert from pointer to base class 'A' to pointer to derived class 'B' because the base is virtual
// expect-stderr: int main() { B b; A *pa = &b; B *pb = static_cast<B *>(pa); return pb->b; }
// expect-stderr:                                       ^
