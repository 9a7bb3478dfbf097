// Virtual base classes (issue 19): the diamond B, C : virtual A; D : B, C holds one A, laid out
// at the end of D as g++ lays it out (Itanium C++ ABI); only the most-derived class constructs
// A (the mem-initializers A(2) of B and A(3) of C are ignored for a D), the destructors run in
// the reverse order; a virtual function is overridden across the diamond (C::g is called
// through B's and A's tables), a conversion to A goes through the vtable's vbase offset (the
// same A from a B * and a C *), a virtual call in B's constructor sees B's overrider, and a D
// deleted through an A * is freed at its start (offset-to-top). Host output as g++ prints it.
#include <cstdio>
struct A {
  int a;
  A (int v) : a (v) { printf ("A(%d)\n", v); }
  A () : a (-1) { printf ("A()\n"); }
  virtual ~A () { printf ("~A %d\n", a); }
  virtual int f () { return a; }
  virtual int g () { return 100; }
};
struct B : virtual A {
  int b;
  B () : A (2), b (20) { printf ("B() f=%d g=%d\n", f (), g ()); }
  ~B () { printf ("~B\n"); }
  int f () override { return a + b; }
};
struct C : virtual A {
  int c;
  C () : A (3), c (30) { printf ("C() f=%d g=%d\n", f (), g ()); }
  ~C () { printf ("~C\n"); }
  int g () override { return 300 + c; }
};
struct D : B, C {
  int d;
  D () : A (4), d (40) { printf ("D() f=%d g=%d\n", f (), g ()); }
  ~D () { printf ("~D\n"); }
};
int show (A &r) { return r.f () * 1000 + r.g (); }
int viaB (B *p) { return p->g (); }
int main () {
  printf ("sizeof %d %d %d\n", (int) sizeof (B), (int) sizeof (C), (int) sizeof (D));
  {
    D d;
    printf ("a=%d b=%d c=%d d=%d\n", d.a, d.b, d.c, d.d);
    A *pa = &d;
    B *pb = &d;
    C *pc = &d;
    printf ("pa->f=%d pa->g=%d pb->a=%d pc->a=%d viaB=%d\n", pa->f (), pa->g (), pb->a, pc->a, viaB (&d));
    printf ("show=%d\n", show (d));
    printf ("one A: %d %d\n", (void *) pa == (void *) static_cast<A *> (pb), (void *) pa == (void *) static_cast<A *> (pc));
    printf ("offsets: A %d C %d\n", (int) ((char *) pa - (char *) &d), (int) ((char *) pc - (char *) &d));
    pc->a = 7;
    printf ("a=%d pb->a=%d\n", d.a, pb->a);
    B b;
    printf ("b.f=%d show=%d A at %d\n", b.f (), show (b), (int) ((char *) static_cast<A *> (&b) - (char *) &b));
    B *nb = 0;
    A *na = nb;
    printf ("null stays null: %d\n", na == 0);
  }
  A *p = new D;
  printf ("p->f=%d\n", p->f ());
  delete p;
  return 0;
}
// expect: sizeof 32 32 48
// expect: A(4)
// expect: B() f=24 g=100
// expect: C() f=4 g=330
// expect: D() f=24 g=330
// expect: a=4 b=20 c=30 d=40
// expect: pa->f=24 pa->g=330 pb->a=4 pc->a=4 viaB=330
// expect: show=24330
// expect: one A: 1 1
// expect: offsets: A 32 C 16
// expect: a=7 pb->a=7
// expect: A(2)
// expect: B() f=22 g=100
// expect: b.f=22 show=22100 A at 16
// expect: null stays null: 1
// expect: ~B
// expect: ~A 2
// expect: ~D
// expect: ~C
// expect: ~B
// expect: ~A 7
// expect: A(4)
// expect: B() f=24 g=100
// expect: C() f=4 g=330
// expect: D() f=24 g=330
// expect: p->f=24
// expect: ~D
// expect: ~C
// expect: ~B
// expect: ~A 4
