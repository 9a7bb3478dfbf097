// A class that is both a virtual and a non-virtual base (D : B, C, A with B, C : virtual A):
// D holds two A subobjects; its constructors and its implicit copy constructor take each
// direct base as declared (not searched for, which would be ambiguous), the virtual A through
// B. Host output as g++ prints it (g++ also warns that the direct A is inaccessible).
#include <cstdio>
struct A { int a; A () : a (1) {} };
struct B : virtual A { int b = 2; };
struct C : virtual A { int c = 3; };
struct D : B, C, A { int d = 4; };
int main () { D d; D e (d); printf ("%d %d %d\n", (int) sizeof (D), e.b + e.c + e.d, static_cast<B &> (e).a); return 0; }
// expect: 40 9 1
