// nvcc accepts this; cudak reports the construct once, where it is written, and nothing after it.
struct A { int a; };
struct B : virtual A { int b; };
int main() { B x; x.b = 1; x.a = 2; return x.a; }
// expect-build-fail
// expect-stderr: unsupported-virtual-base.cu:3:12: error: unsupported: virtual base classes
// expect-stderr: struct B : virtual A { int b; };
// expect-stderr:            ^~~~~~~
