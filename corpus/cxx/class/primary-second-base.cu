// The primary base is the first dynamic base, not the first base (Itanium C++ ABI 2.4 II.1):
// in D : X, B with only B dynamic, B is laid out first (at 0, sharing D's vtable pointer) and X
// after it; F : E, X, B puts B at 0, X and the empty E after it. Conversions, the virtual call
// through B *, and delete through B *. Host output as g++ prints it.
#include <cstdio>
#include <cstddef>
struct X { int x = 1; };
struct B { virtual ~B () {} virtual int f () const { return 10; } int b = 2; };
struct D : X, B { int d = 3; int f () const override { return 30 + x; } };
struct E { char e = 'e'; };
struct F : E, X, B { char g = 'g'; };
int main () {
  D d;
  B *pb = &d;
  X *px = &d;
  printf ("%d %d %d %d\n", (int) sizeof (D), (int) ((char *) pb - (char *) &d), (int) ((char *) px - (char *) &d), pb->f ());
  printf ("%d %d %d\n", (int) sizeof (F), (int) alignof (F), (int) offsetof (F, g));
  F f;
  printf ("%d %d %d\n", (int) ((char *) static_cast<E *> (&f) - (char *) &f), (int) ((char *) static_cast<X *> (&f) - (char *) &f), f.f ());
  B *q = new D;
  delete q;
  return 0;
}
// expect: 24 0 12 31
// expect: 24 8 20
// expect: 12 16 10
